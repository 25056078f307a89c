//! What the dice decide: the squares where the game may put a feature it
//! places at random, coordinates the script drew at random, and the stairs
//! the game puts in a level's `levregion`s once the script has run.
//!
//! A square is certain in a picture only when no game can build anything
//! else there. A run of the script knows which spot it drew; the game may
//! draw any other spot of the same set. So a random placement of terrain
//! marks every square it could have chosen ([`crate::Square::maybe`]), and
//! the thing is listed, not drawn.

use crate::ctx::Ctx;
use crate::level::{Terrain37, COLNO, ROWNO};
use crate::selection::Selection;
use mlua::{Lua, Table, Value};

/// Where the game's random spot for a terrain feature may fall: the kinds
/// of squares its placement accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Footing {
    /// Stairs and ladders: floor, corridor or ice.
    Stairs,
    /// Fountains, altars, graves...: any open square (the game's "dry"
    /// squares: corridor, floor and the furniture types after a door).
    Dry,
}

impl Footing {
    fn accepts(self, t: Terrain37) -> bool {
        match self {
            Footing::Stairs => matches!(t, Terrain37::Room | Terrain37::Corr | Terrain37::Ice),
            Footing::Dry => (t as u8) > (Terrain37::Door as u8),
        }
    }
}

/// Marks a square as one where the game may place something at random.
pub(crate) fn maybe(c: &mut Ctx, x: i32, y: i32) {
    if let Some(s) = c.level.square_mut(x, y) {
        s.maybe = true;
    }
}

/// Marks the squares the game may pick for a feature placed at a random
/// spot of the current room (when its place is known) or map part.
pub(crate) fn random_spot(c: &mut Ctx, footing: Footing) {
    random_spot_where(c, |t| footing.accepts(t));
}

/// Marks the squares of the current room (when its place is known) or map
/// part that `accepts` as ones a thing placed at a random spot may change.
pub(crate) fn random_spot_where(c: &mut Ctx, accepts: impl Fn(Terrain37) -> bool) {
    let area = if c.in_room() {
        c.room_floor()
            .map(|(x1, y1, x2, y2)| (x1, y1, x2 - x1 + 1, y2 - y1 + 1))
    } else {
        Some((c.xstart, c.ystart, c.xsize, c.ysize))
    };
    let Some((x0, y0, w, h)) = area else {
        return;
    };
    for y in y0..y0 + h {
        for x in x0..x0 + w {
            if c.level.square(x, y).is_some_and(|s| accepts(s.typ)) {
                maybe(c, x, y);
            }
        }
    }
}

/// The registry key of the table of coordinates drawn at random.
const DRAWN: &str = "dgn_lua_drawn_coords";

/// Notes that the coordinate table `t` was drawn at random from the level
/// squares `from` (as `selection:rndcoord` does).
pub(crate) fn drawn_coord(lua: &Lua, t: &Table, from: &Selection) -> mlua::Result<()> {
    let reg: Table = match lua.named_registry_value::<Value>(DRAWN)? {
        Value::Table(r) => r,
        _ => {
            let r = lua.create_table()?;
            let meta = lua.create_table()?;
            meta.set("__mode", "k")?;
            r.set_metatable(Some(meta))?;
            lua.set_named_registry_value(DRAWN, &r)?;
            r
        }
    };
    reg.set(t.clone(), lua.create_userdata(from.clone())?)
}

/// The squares a coordinate value may stand for, when it was drawn at
/// random (`None`: a coordinate the script wrote or computed).
pub(crate) fn drawn_from(lua: &Lua, v: &Value) -> Option<Vec<(i32, i32)>> {
    let Value::Table(t) = v else {
        return None;
    };
    let Ok(Value::Table(reg)) = lua.named_registry_value::<Value>(DRAWN) else {
        return None;
    };
    match reg.raw_get::<Value>(t.clone()).ok()? {
        Value::UserData(u) => Some(u.borrow::<Selection>().ok()?.points().collect()),
        _ => None,
    }
}

/// The squares a call's coordinate may stand for when it was drawn at
/// random: a coordinate argument, or the `coord` key of a table argument.
pub(crate) fn drawn_in_args(lua: &Lua, args: &[Value]) -> Option<Vec<(i32, i32)>> {
    args.iter().find_map(|a| {
        drawn_from(lua, a).or_else(|| match a {
            Value::Table(t) => drawn_from(lua, &t.get::<Value>("coord").ok()?),
            _ => None,
        })
    })
}

/// Places terrain `typ` drawn at random among `from`: the run's own spot
/// `at` gets it, and every square of the set may.
pub(crate) fn place_drawn(
    c: &mut Ctx,
    at: Option<(i32, i32)>,
    typ: Terrain37,
    from: &[(i32, i32)],
) {
    if let Some((x, y)) = at {
        c.set_terrain(x, y, typ, None);
    }
    for &(x, y) in from {
        maybe(c, x, y);
    }
}

/// What a level region makes once the script has run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LRegionKind {
    /// Up stairs.
    Up,
    /// Down stairs.
    Down,
    /// The stairs of a branch of the dungeon.
    Branch,
}

/// A `des.levregion` that places stairs, in level coordinates.
#[derive(Clone, Debug)]
pub(crate) struct LRegion {
    pub kind: LRegionKind,
    pub line: u32,
    /// x1, y1, x2, y2, inclusive.
    pub area: (i32, i32, i32, i32),
    /// Squares the game keeps it out of.
    pub exclude: Option<(i32, i32, i32, i32)>,
}

/// What the branch of a level ends in, in NetHack 3.7's dungeon, by the
/// name of the level file (the game knows its levels by name too).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BranchEnd {
    /// Stairs: the bottom of Sokoban (`soko4`), of Vlad's Tower
    /// (`tower3`), and the valley, where Gehennom starts.
    Stairs,
    /// A magic portal, a trap that leaves the terrain alone: the home
    /// levels of the quests and Fort Ludios.
    Portal,
    /// Another level: whether it has a branch, and of which kind, is the
    /// dungeon's business.
    Unknown,
}

/// The level's name from its file name (`soko4-2.lua` is `soko4`).
fn level_name(file: &str) -> &str {
    let stem = file.rsplit('/').next().unwrap_or(file);
    let stem = stem.strip_suffix(".lua").unwrap_or(stem);
    // Levels with several versions are `name-N`.
    match stem.rsplit_once('-') {
        Some((b, n)) if !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()) => b,
        _ => stem,
    }
}

/// Whether the game may put the stairs of a branch on the level at a
/// spot of its own choosing when the script names no branch region: the
/// bottom of Vlad's Tower, and the levels of Gehennom whose depth can be
/// that of the tower's branch (levels 9 to 13): Baalzebub's, Orcus's and
/// the Wizard's Tower's; the big room can follow the Oracle's Sokoban
/// branch; and the bottom of Sokoban, whose stairs back to the Dungeons
/// go to a floor square of the game's choosing when no region says where.
fn may_hold_branch(file: &str) -> bool {
    matches!(
        level_name(file),
        "tower3" | "baalz" | "orcus" | "wizard1" | "wizard2" | "wizard3" | "bigrm" | "soko4"
    )
}

fn branch_end(file: &str) -> BranchEnd {
    let base = level_name(file);
    match base {
        "soko4" | "tower3" | "valley" => BranchEnd::Stairs,
        "knox" => BranchEnd::Portal,
        b if b.len() == 8 && b.ends_with("-strt") => BranchEnd::Portal,
        _ => BranchEnd::Unknown,
    }
}

/// Whether the game makes no stairs going up (`up`) or down on the level
/// the file `file` is in NetHack 3.7's dungeon: none go up from the first
/// level of a dungeon, none down from its last (the game's `mkstairs`
/// leaves the square as floor). The levels are known by name, as the
/// game knows them.
pub(crate) fn no_stairs(file: &str, up: bool) -> bool {
    let base = level_name(file);
    let quest = |end: &str| base.len() == 8 && base.ends_with(end);
    if up {
        matches!(
            base,
            "soko1" | "valley" | "tower1" | "astral" | "knox" | "tut-1"
        ) || quest("-strt")
    } else {
        matches!(
            base,
            "soko4" | "castle" | "sanctum" | "minend" | "tower3" | "knox" | "tut-2" | "dummy"
        ) || quest("-goal")
    }
}

/// Stairs the script put at a fixed spot on a level at an end of its
/// dungeon, in the direction that leaves it: the game turns the square
/// into floor and makes no stairs. The square is left as floor that a game
/// of another dungeon might still give stairs, so it is not certain.
fn stairs_off_the_end(c: &mut Ctx, file: &str) {
    let mut floor = Vec::new();
    for r in c.level.records.iter_mut() {
        let up = match r.what.as_str() {
            "up" => true,
            "down" => false,
            _ => continue,
        };
        if r.kind != "stair" || r.random_spot || !no_stairs(file, up) {
            continue;
        }
        if let Some(at) = r.at {
            floor.push(at);
            r.what = format!(
                "{} (none: the {} level of its dungeon)",
                r.what,
                if up { "first" } else { "last" }
            );
            r.random_spot = true;
        }
    }
    for (x, y) in floor {
        if c.level
            .square(x, y)
            .is_some_and(|s| s.typ == Terrain37::Stairs)
        {
            c.set_terrain(x, y, Terrain37::Room, None);
        }
        maybe(c, x, y);
    }
}

/// The game's pass over the level regions after the script: the stairs
/// of a one-square region go there; those of a larger region go to one of
/// its open squares, each of them random. `file` names the level file.
/// Stairs the script put where the game makes none are taken back first.
pub(crate) fn place_lregions(c: &mut Ctx, file: &str) {
    stairs_off_the_end(c, file);
    let maze = c.level.flags.iter().any(|f| f == "mazelevel");
    let regions = std::mem::take(&mut c.lregions);
    let branch = branch_end(file);
    if may_hold_branch(file) && !regions.iter().any(|r| r.kind == LRegionKind::Branch) {
        // The game picks a spot anywhere on the level (in a room, when
        // the level has rooms).
        let (lx, ly, hx, hy) = (1, 0, COLNO as i32 - 1, ROWNO as i32 - 1);
        for y in ly..=hy {
            for x in lx..=hx {
                let t = c.level.square(x, y).map(|s| s.typ);
                let open = matches!(t, Some(Terrain37::Room | Terrain37::Air))
                    || (maze && t == Some(Terrain37::Corr));
                if open {
                    maybe(c, x, y);
                }
            }
        }
    }
    for r in &regions {
        if r.kind == LRegionKind::Branch && branch == BranchEnd::Portal {
            continue;
        }
        let sure = match r.kind {
            LRegionKind::Branch => branch == BranchEnd::Stairs,
            LRegionKind::Up => !no_stairs(file, true),
            LRegionKind::Down => !no_stairs(file, false),
        };
        let (mut x1, mut y1, mut x2, mut y2) = r.area;
        if x1 == 0 {
            // No region: the whole level (or, for a branch, a room).
            (x1, y1, x2, y2) = (1, 0, COLNO as i32 - 1, ROWNO as i32 - 1);
        }
        x1 = x1.max(1);
        y1 = y1.max(0);
        x2 = x2.min(COLNO as i32 - 1);
        y2 = y2.min(ROWNO as i32 - 1);
        let excluded = |x: i32, y: i32| {
            r.exclude
                .is_some_and(|(a, b, cc, d)| x >= a && x <= cc && y >= b && y <= d)
        };
        let open = |t: Terrain37| {
            t == Terrain37::Room || t == Terrain37::Air || (maze && t == Terrain37::Corr)
        };
        if x1 == x2 && y1 == y2 {
            let here = c.level.square(x1, y1).copied().unwrap_or_default();
            if sure && !here.random && open(here.typ) && !excluded(x1, y1) {
                c.set_terrain(x1, y1, Terrain37::Stairs, None);
                let (what, symbol) = match r.kind {
                    LRegionKind::Up => ("up", Some('<')),
                    LRegionKind::Down => ("down", Some('>')),
                    LRegionKind::Branch => ("branch", None),
                };
                c.record(
                    "stair",
                    r.line,
                    Some((x1, y1)),
                    false,
                    false,
                    what.into(),
                    symbol,
                );
            } else {
                maybe(c, x1, y1);
            }
            continue;
        }
        for y in y1..=y2 {
            for x in x1..=x2 {
                let s = c.level.square(x, y).copied().unwrap_or_default();
                if !excluded(x, y) && (s.random || open(s.typ)) {
                    maybe(c, x, y);
                }
            }
        }
    }
}
