//! Rooms and areas: `des.room`, `des.region`, `des.levregion`,
//! `des.teleport_region`, `des.exclusion`, `des.corridor`,
//! `des.random_corridors`.

use super::{none, table_arg, Handler};
use crate::ctx::{t_bool, t_int, t_region, t_str, t_xy, Ctx, RoomFrame, Shared};
use crate::dice::{LRegion, LRegionKind};
use crate::level::{Terrain37, COLNO, ROWNO};
use crate::selection::Selection;
use mlua::{Lua, MultiValue, Value};

pub(super) fn handlers(out: &mut Vec<(&'static str, Handler)>) {
    out.extend([
        ("room", room as Handler),
        ("region", region),
        ("levregion", levregion),
        ("teleport_region", teleport_region),
        ("exclusion", exclusion),
        ("corridor", corridor),
        ("random_corridors", random_corridors),
    ]);
}

fn room(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let t = if args.is_empty() {
        lua.create_table()?
    } else {
        table_arg(ctx, "room", line, &args)?
    };
    let mut c = ctx.borrow_mut();
    let (x, y) = (t_int(&t, "x"), t_int(&t, "y"));
    if x.is_some() != y.is_some() && t_xy(&t).is_none() {
        return Err(c.fail(
            line,
            Some(if x.is_some() { "x" } else { "y" }),
            "Room must have both x and y",
        ));
    }
    let (w, h) = (t_int(&t, "w"), t_int(&t, "h"));
    if w.is_some() != h.is_some() {
        return Err(c.fail(
            line,
            Some(if w.is_some() { "w" } else { "h" }),
            "Room must have both w and h",
        ));
    }
    // The chance decides the room's kind, not whether it is built: when
    // the dice say no, the game builds an ordinary room there.
    let chance = t_int(&t, "chance").unwrap_or(100);
    let mut kind = t_str(&t, "type").unwrap_or_else(|| "ordinary".into());
    if chance > 0 && chance < 100 && c.rng.rn2(100) >= chance {
        kind = "ordinary".into();
    }
    let width = w.unwrap_or_else(|| 3 + c.rng.rn2(8));
    let height = h.unwrap_or_else(|| 2 + c.rng.rn2(4));
    let sub = if c.in_room() { "subroom" } else { "room" };
    let place = fixed_place(&c, &t);
    if let (Some((lx, ly)), true) = (place, c.in_room()) {
        // The game draws a subroom where it is told, and stops when its
        // walls fall outside the level.
        let (hx, hy) = (lx + width as i32 - 1, ly + height as i32 - 1);
        if lx - 1 < 0 || ly - 1 < 0 || hx + 1 > COLNO as i32 - 1 || hy + 1 > ROWNO as i32 - 1 {
            return Err(c.fail(
                line,
                Some("des.room"),
                format!(
                    "the room's walls, ({}, {}) to ({}, {}), are not all on the level \
                     (columns 0 to {}, rows 0 to {}); the game stops (wall_cleanup: bad bounds)",
                    lx - 1,
                    ly - 1,
                    hx + 1,
                    hy + 1,
                    COLNO - 1,
                    ROWNO - 1
                ),
            ));
        }
    }
    if let Some((lx, ly)) = place {
        let lit = t_int(&t, "lit").or_else(|| t_bool(&t, "lit").map(i64::from));
        let lit = match lit {
            Some(1) => Some(true),
            Some(0) => Some(false),
            _ => None,
        };
        let (hx, hy) = (lx + width as i32 - 1, ly + height as i32 - 1);
        for y in ly - 1..=hy + 1 {
            for x in lx - 1..=hx + 1 {
                let t = if y == ly - 1 || y == hy + 1 {
                    Terrain37::HWall
                } else if x == lx - 1 || x == hx + 1 {
                    Terrain37::VWall
                } else {
                    Terrain37::Room
                };
                c.set_terrain(x, y, t, lit);
            }
        }
        if t_int(&t, "filled").unwrap_or(1) == 1 {
            let floor: Vec<_> = (ly..=hy)
                .flat_map(|y| (lx..=hx).map(move |x| (x, y)))
                .collect();
            filled_room(&mut c, &kind, &floor);
        }
    }
    c.record(
        "room",
        line,
        place,
        place.is_none(),
        false,
        format!("{kind} {sub}, {width}×{height}"),
        None,
    );
    drop(c);
    if let Value::Function(f) = t.get::<Value>("contents")? {
        let r = lua.create_table()?;
        r.set("width", width)?;
        r.set("height", height)?;
        let reg = lua.create_table()?;
        for (i, v) in [0, 0, width - 1, height - 1].into_iter().enumerate() {
            reg.set(i + 1, v)?;
        }
        r.set("region", reg)?;
        let room = RoomFrame {
            place,
            size: (width as i32, height as i32),
        };
        run_contents(ctx, room, &f, r)?;
    }
    none()
}

/// Runs a room's (or region's) `contents` function with `room` as the
/// room that coordinates inside count from.
fn run_contents(
    ctx: &Shared,
    room: RoomFrame,
    f: &mlua::Function,
    arg: mlua::Table,
) -> mlua::Result<()> {
    ctx.borrow_mut().rooms.push(room);
    ctx.borrow().game_call();
    let out = f.call::<()>(arg);
    ctx.borrow_mut().rooms.pop();
    ctx.borrow_mut().game_call_end(out)
}

/// Where the game puts a top-level room given its grid cell (`x`, `y` from
/// 1 to 5 across and down the screen), its alignments in the cell and its
/// size: the top left floor square, or `None` when any of these is left
/// to the dice. A subroom of a room with a fixed place is placed by its
/// `x`, `y` inside it.
fn fixed_place(c: &Ctx, t: &mlua::Table) -> Option<(i32, i32)> {
    if t_str(t, "type").as_deref() == Some("vault") {
        return None;
    }
    let (x, y) = t_xy(t)?;
    let (w, h) = (t_int(t, "w")? as i32, t_int(t, "h")? as i32);
    if c.in_room() {
        // A subroom: its x, y count from its parent's top left floor
        // square.
        // -1 is random; 1 is moved to 0, and a room that would leave one
        // square of its parent free on its right (below) is moved there.
        let parent = c.rooms.last()?;
        let (plx, ply) = parent.place?;
        let (pw, ph) = parent.size;
        if x == -1 || y == -1 {
            return None;
        }
        let (mut x, mut y) = (x as i32, y as i32);
        if x == 1 {
            x = 0;
        }
        if y == 1 {
            y = 0;
        }
        if x + w + 1 == pw {
            x += 1;
        }
        if y + h + 1 == ph {
            y += 1;
        }
        return Some((plx + x, ply + y));
    }
    let xal = t_str(t, "xalign")?;
    let yal = t_str(t, "yalign")?;
    if xal == "random" || yal == "random" || x < 1 || y < 1 {
        return None;
    }
    let (cols, rows) = (COLNO as i32, ROWNO as i32);
    let mut xabs = ((x as i32 - 1) * cols) / 5 + 1;
    let mut yabs = ((y as i32 - 1) * rows) / 5 + 1;
    match xal.as_str() {
        "right" => xabs += cols / 5 - w,
        "center" => xabs += (cols / 5 - w) / 2,
        _ => {}
    }
    match yal.as_str() {
        "bottom" => yabs += rows / 5 - h,
        "center" => yabs += (rows / 5 - h) / 2,
        _ => {}
    }
    if xabs + w - 1 > cols - 2 {
        xabs = cols - w - 3;
    }
    xabs = xabs.max(2);
    if yabs + h - 1 > rows - 2 {
        yabs = rows - h - 3;
    }
    yabs = yabs.max(2);
    Some((xabs, yabs))
}

fn region(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    // `des.region(SELECTION, LIT)`: lights or darkens the squares.
    if args.len() > 2 {
        return Err(ctx.borrow_mut().fail(
            line,
            Some("des.region"),
            "des.region: Wrong parameters (one table, or a selection and \"lit\" or \"unlit\")",
        ));
    }
    if args.len() == 2 {
        let mut c = ctx.borrow_mut();
        let sel = match &args[0] {
            Value::UserData(u) if u.is::<Selection>() => u.borrow::<Selection>()?.clone(),
            v => {
                return Err(c.fail(
                    line,
                    Some("des.region"),
                    format!(
                        "bad argument #1 to 'region' (selection expected, got {})",
                        crate::ctx::type_name(v)
                    ),
                ))
            }
        };
        let lit = crate::args::check_option(
            &mut c,
            line,
            "region",
            2,
            args.get(1),
            Some("lit"),
            &["unlit", "lit"],
        )? == "lit";
        for (x, y) in sel.points() {
            if let Some(s) = c.level.square_mut(x, y) {
                s.lit = lit;
            }
        }
        c.record(
            "region",
            line,
            None,
            false,
            false,
            if lit {
                "lit area".into()
            } else {
                "unlit area".into()
            },
            None,
        );
        return none();
    }
    let t = table_arg(ctx, "region", line, &args)?;
    let mut c = ctx.borrow_mut();
    let Some((x1, y1, x2, y2)) = t_region(&t) else {
        return Err(c.fail(line, Some("des.region"), "region needs region"));
    };
    let kind = t_str(&t, "type").unwrap_or_else(|| "ordinary".into());
    let lit = t_int(&t, "lit")
        .or_else(|| t_bool(&t, "lit").map(i64::from))
        .unwrap_or(-1);
    let area = match (c.abs(x1, y1), c.abs(x2, y2)) {
        (Some(a), Some(b)) => Some((a, b)),
        _ => None,
    };
    // The room's floor: the rectangle, or for an irregular region the
    // squares of its first square's kind joined to it (the game floods
    // them), which may reach past the rectangle.
    let irregular = t_bool(&t, "irregular") == Some(true);
    let floor = area.map(|((ax1, ay1), (ax2, ay2))| {
        if irregular {
            flood(&c, ax1, ay1).0
        } else {
            (ay1.min(ay2)..=ay1.max(ay2))
                .flat_map(|y| (ax1.min(ax2)..=ax1.max(ax2)).map(move |x| (x, y)))
                .collect()
        }
    });
    // The room the game makes of it (top left corner and size): unknown
    // when an irregular region's terrain is left to the dice.
    let room = match (area, &floor) {
        (Some(((ax1, ay1), _)), Some(f)) if !irregular || !flood(&c, ax1, ay1).1 => {
            bounding_box(f).map(|(x1, y1, x2, y2)| ((x1, y1), (x2 - x1 + 1, y2 - y1 + 1)))
        }
        _ => None,
    };
    if let Some(((ax1, ay1), (ax2, ay2))) = area {
        if t_int(&t, "filled").unwrap_or(0) == 1 {
            filled_room(&mut c, &kind, floor.as_deref().unwrap_or_default());
        }
        if lit == 0 || lit == 1 {
            for y in ay1..=ay2 {
                for x in ax1..=ax2 {
                    if let Some(s) = c.level.square_mut(x, y) {
                        s.lit = lit == 1;
                    }
                }
            }
        }
    }
    let light = match lit {
        1 => "lit",
        0 => "unlit",
        _ => "random light",
    };
    let at = area.map(|(a, _)| a);
    let what = match area {
        Some(((ax1, ay1), (ax2, ay2))) => format!("{kind} region {ax1},{ay1}-{ax2},{ay2}, {light}"),
        None => format!("{kind} region in a room, {light}"),
    };
    c.record("region", line, at, area.is_none(), false, what, None);
    drop(c);
    // An ordinary, regular region makes no room: the game lights it and
    // returns without running its `contents`.
    let makes_room = kind != "ordinary" || irregular || t_bool(&t, "arrival_room") == Some(true);
    if let (true, Value::Function(f)) = (makes_room, t.get::<Value>("contents")?) {
        // The contents are placed in the room the game makes of the
        // region: its rectangle, or (irregular) the box around the
        // squares a flood fill from its first corner reaches.
        let room = RoomFrame {
            place: room.map(|(p, _)| p),
            size: room.map_or((1, 1), |(_, sz)| sz),
        };
        run_contents(ctx, room, &f, lua.create_table()?)?;
    }
    none()
}

/// What the game's filling of a special room may change in its terrain:
/// a morgue may get a grave on any floor square, a throne room gets its
/// throne on a random open square (on a maze level, unless it already has
/// one).
fn filled_room(c: &mut Ctx, kind: &str, floor: &[(i32, i32)]) {
    let squares = |c: &Ctx| {
        floor
            .iter()
            .filter_map(|&(x, y)| c.level.square(x, y).map(|s| (x, y, *s)))
            .collect::<Vec<_>>()
    };
    match kind {
        "morgue" => {
            for (x, y, s) in squares(c) {
                if s.typ == Terrain37::Room {
                    crate::dice::maybe(c, x, y);
                }
            }
        }
        "throne" => {
            let maze = c.level.flags.iter().any(|f| f == "mazelevel");
            let all = squares(c);
            if maze && all.iter().any(|(_, _, s)| s.typ == Terrain37::Throne) {
                return;
            }
            for (x, y, s) in all {
                if (s.typ as u8) > (Terrain37::Door as u8) {
                    crate::dice::maybe(c, x, y);
                }
            }
        }
        _ => {}
    }
}

/// The squares of the same kind as (`x`, `y`) a flood fill from there
/// reaches, side by side and corner to corner (as the game's
/// `flood_fill_rm`), and whether the dice decide the terrain of one of
/// them (then the room the game makes is not known).
fn flood(c: &Ctx, x: i32, y: i32) -> (Vec<(i32, i32)>, bool) {
    let Some(start) = c.level.square(x, y).map(|s| s.typ) else {
        return (Vec::new(), false);
    };
    let mut seen = vec![false; COLNO * ROWNO];
    let mut out = Vec::new();
    let mut random = false;
    let mut todo = vec![(x, y)];
    while let Some((x, y)) = todo.pop() {
        let Some(s) = c.level.square(x, y) else {
            continue;
        };
        let i = y as usize * COLNO + x as usize;
        if seen[i] || s.typ != start || x < 1 {
            continue;
        }
        seen[i] = true;
        random |= s.random;
        out.push((x, y));
        for (dx, dy) in [
            (1, 0),
            (-1, 0),
            (0, 1),
            (0, -1),
            (1, 1),
            (1, -1),
            (-1, 1),
            (-1, -1),
        ] {
            todo.push((x + dx, y + dy));
        }
    }
    (out, random)
}

/// The smallest rectangle (x1, y1, x2, y2) around some squares.
fn bounding_box(squares: &[(i32, i32)]) -> Option<(i32, i32, i32, i32)> {
    let x1 = squares.iter().map(|p| p.0).min()?;
    let y1 = squares.iter().map(|p| p.1).min()?;
    let x2 = squares.iter().map(|p| p.0).max()?;
    let y2 = squares.iter().map(|p| p.1).max()?;
    Some((x1, y1, x2, y2))
}

fn area_record(
    ctx: &Shared,
    line: u32,
    name: &'static str,
    args: &[Value],
    what: impl Fn(&mlua::Table) -> String,
) -> mlua::Result<MultiValue> {
    let t = table_arg(ctx, name, line, args)?;
    let mut c = ctx.borrow_mut();
    if t_region(&t).is_none() {
        return Err(c.fail(
            line,
            Some(&format!("des.{name}")),
            format!("des.{name} needs region = {{x1, y1, x2, y2}}"),
        ));
    }
    let w = what(&t);
    c.record(name, line, None, false, false, w, None);
    none()
}

fn levregion(_lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    if let [Value::Table(t)] = args.as_slice() {
        note_stair_region(&mut ctx.borrow_mut(), line, t);
    }
    area_record(ctx, line, "levregion", &args, |t| {
        let kind = t_str(t, "type").unwrap_or_else(|| "stair-down".into());
        match t_str(t, "name") {
            Some(n) => format!("{kind} region to \"{n}\""),
            None => format!("{kind} region"),
        }
    })
}

/// Keeps a level region that makes stairs for the game's pass once the
/// script has run, in level coordinates (a region not marked
/// `region_islev` counts from the current map part).
fn note_stair_region(c: &mut Ctx, line: u32, t: &mlua::Table) {
    let kind = match t_str(t, "type").as_deref().unwrap_or("stair-down") {
        "stair-down" => LRegionKind::Down,
        "stair-up" => LRegionKind::Up,
        "branch" => LRegionKind::Branch,
        _ => return,
    };
    let Some((x1, y1, x2, y2)) = t_region(t) else {
        return;
    };
    let islev = |key: &str| t_bool(t, key).unwrap_or(false);
    let (ox, oy) = (c.xstart, c.ystart);
    let shift = |(a, b, cc, d): (i64, i64, i64, i64), lev: bool| {
        let (a, b, cc, d) = (a as i32, b as i32, cc as i32, d as i32);
        if lev {
            (a, b, cc, d)
        } else {
            (a + ox, b + oy, cc + ox, d + oy)
        }
    };
    let area = shift((x1, y1, x2, y2), islev("region_islev"));
    let exclude = match t.get::<Value>("exclude") {
        Ok(v @ Value::Table(_)) => crate::ctx::as_region(&v)
            .filter(|r| r.0 >= 0)
            .map(|r| shift(r, islev("exclude_islev"))),
        _ => None,
    };
    c.lregions.push(LRegion {
        kind,
        line,
        area,
        exclude,
    });
}

fn teleport_region(
    _lua: &Lua,
    ctx: &Shared,
    line: u32,
    args: Vec<Value>,
) -> mlua::Result<MultiValue> {
    area_record(ctx, line, "teleport_region", &args, |t| {
        format!(
            "arrival region ({})",
            t_str(t, "dir").unwrap_or_else(|| "both".into())
        )
    })
}

fn exclusion(_lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    area_record(ctx, line, "exclusion", &args, |t| {
        format!(
            "{} exclusion zone",
            t_str(t, "type").unwrap_or_else(|| "teleport".into())
        )
    })
}

fn corridor(_lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let t = table_arg(ctx, "corridor", line, &args)?;
    let (a, b) = (
        t_int(&t, "srcroom").unwrap_or(0),
        t_int(&t, "destroom").unwrap_or(0),
    );
    ctx.borrow_mut().record(
        "corridor",
        line,
        None,
        true,
        false,
        format!("corridor from room {a} to room {b}"),
        None,
    );
    none()
}

fn random_corridors(
    _lua: &Lua,
    ctx: &Shared,
    line: u32,
    _args: Vec<Value>,
) -> mlua::Result<MultiValue> {
    ctx.borrow_mut().record(
        "random_corridors",
        line,
        None,
        true,
        false,
        "random corridors between the rooms".into(),
        None,
    );
    none()
}
