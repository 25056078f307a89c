//! Previews of NetHack 3.4.3 levels, placed as the game's `sp_lev.c` places
//! them.

use super::cave::{self, CaveSpec};
use super::walls::{self, Rect};
use super::{glyphs, Area, Color, Glyph, Ground, LevelPreview, Mark, Origin, Version, COLS, ROWS};
use crate::catalog::Catalog;
use crate::lev::lines::{HolderLines, Lines, List};
use crate::lev::model::*;
use crate::source::show_bytes;
use crate::target::Target;

/// The last column a maze level uses (the game's `x_maze_max`: the last
/// screen column rounded down to even).
pub(crate) const X_MAZE_MAX: i32 = ((COLS as i32) - 1) & !1;
/// The last row a maze level uses (`y_maze_max`).
pub(crate) const Y_MAZE_MAX: i32 = ((ROWS as i32) - 1) & !1;

const V: Version = Version::V343;

/// Where a map part's top-left corner lands on the screen, as the game
/// computes it from the part's alignment and size.
pub(crate) fn part_origin(halign: HAlign, valign: VAlign, w: i32, h: i32) -> (i32, i32) {
    let mut x = match halign {
        HAlign::Left => 3,
        HAlign::HalfLeft => 2 + (X_MAZE_MAX - 2 - w) / 4,
        HAlign::Center => 2 + (X_MAZE_MAX - 2 - w) / 2,
        HAlign::HalfRight => 2 + (X_MAZE_MAX - 2 - w) * 3 / 4,
        HAlign::Right => X_MAZE_MAX - w - 1,
    };
    let mut y = match valign {
        VAlign::Top => 3,
        VAlign::Center => 2 + (Y_MAZE_MAX - 2 - h) / 2,
        VAlign::Bottom => Y_MAZE_MAX - h - 1,
    };
    // The game starts parts on odd columns and rows (C's `%` keeps the sign
    // of negative starts, as Rust's does).
    if x % 2 == 0 {
        x += 1;
    }
    if y % 2 == 0 {
        y += 1;
    }
    if y < 0 || y + h > ROWS as i32 {
        y += if y > 0 { -2 } else { 2 };
        if h == ROWS as i32 {
            y = 0;
        }
    }
    (x, y)
}

/// Text of a coordinate as the source writes it.
fn xy(x: i8, y: i8) -> String {
    format!("({x}, {y})")
}

/// A place of a place list: SLASH'EM's `none` is (-1, -1).
fn place(p: &Point) -> String {
    if p.x == -1 && p.y == -1 {
        "none".into()
    } else {
        xy(p.x, p.y)
    }
}

/// SLASH'EM's door key (an artifact's index), as a title's tail.
fn door_key(fam: Option<&crate::lev::family::Family343>, key: i16) -> String {
    match fam.and_then(|f| f.slashem) {
        Some(s) if key != 0 => {
            let name = usize::try_from(key)
                .ok()
                .and_then(|i| s.artifacts.get(i))
                .map_or_else(|| format!("artifact {key}"), |n| format!("\"{n}\""));
            format!(", locked to the key {name}")
        }
        _ => String::new(),
    }
}

/// Turns positions relative to a map part or room into screen positions,
/// and describes those that are not fixed.
struct Frame<'a> {
    x0: i32,
    y0: i32,
    places: &'a [Point],
    /// SLASH'EM's place lists 1 and up.
    lists: &'a [Vec<Point>],
    /// Where random spots fall, for the list (`anywhere in the map`, ...).
    scope: String,
}

impl Frame<'_> {
    /// The screen spot of a fixed coordinate.
    fn at(&self, c: Coord) -> Option<(i32, i32)> {
        match c {
            Coord::At { x, y } => Some((self.x0 + i32::from(x), self.y0 + i32::from(y))),
            _ => None,
        }
    }

    /// How a coordinate that is not fixed is chosen.
    fn where_(&self, c: Coord) -> String {
        match c {
            Coord::At { x, y } => xy(x, y),
            Coord::Place(i) => {
                let list: Vec<String> = self.places.iter().map(place).collect();
                format!("at place[{i}]: one of {} (shuffled)", list.join(" "))
            }
            Coord::PlaceIn { list, index } => {
                let l = match list {
                    0 => self.places,
                    l => self
                        .lists
                        .get(usize::from(l) - 1)
                        .map_or(&[][..], Vec::as_slice),
                };
                let shown: Vec<String> = l.iter().map(place).collect();
                format!(
                    "at place[{list}][{index}]: one of {} (place list {list}, shuffled)",
                    shown.join(" ")
                )
            }
            Coord::InRegion(i) => format!("at a random spot of random region {i}"),
            Coord::Random => format!("at a random spot {}", self.scope),
        }
    }
}

struct Builder<'a> {
    p: LevelPreview,
    cat: &'a Catalog,
    /// A 3.4.3 variant's dialect (dNetHack's, notdNetHack's).
    fam: Option<&'static crate::lev::family::Family343>,
    origin: Option<Origin<'a, Lines>>,
    /// The lines of each map part or room, list by list (empty without an
    /// origin).
    tables: Vec<HolderLines>,
    /// The map part or room being drawn.
    holder: usize,
    /// What the game may change at random ([`super::Cell::unsure`]).
    unsure: super::Unsure,
}

impl Builder<'_> {
    /// The line of item `i` of `list` of the current part or room.
    fn line(&self, list: List, i: usize) -> Option<u32> {
        self.tables.get(self.holder)?.line(list, i)
    }

    /// The line that opens the current part or room.
    fn start_line(&self) -> Option<u32> {
        Some(self.tables.get(self.holder)?.start)
    }

    /// ` — FILE:LINE`, or nothing.
    fn note(&self, line: Option<u32>) -> String {
        super::note(self.origin, line)
    }

    fn set(&mut self, x: i32, y: i32, t: Terrain) {
        walls::put(&mut self.p, x, y, t, V);
    }

    /// Makes a cell a door (a secret door stays one).
    fn door_at(&mut self, x: i32, y: i32, g: Glyph) {
        if let Some(c) = self.p.cell_mut(x, y) {
            c.glyph = Some(g);
            c.ground = Ground::Door;
            if c.terrain != Some(Terrain::SDoor) {
                c.terrain = Some(Terrain::Door);
            }
        }
    }

    fn mark(
        &mut self,
        at: Option<(i32, i32)>,
        (glyph, kind): (Glyph, &'static str),
        title: String,
        line: Option<u32>,
    ) {
        let note = self.note(line);
        if let Some((x, y)) = at {
            if let (Ok(x), Ok(y)) = (u8::try_from(x), u8::try_from(y)) {
                if usize::from(x) < COLS && usize::from(y) < ROWS {
                    self.p.marks.push(Mark {
                        x,
                        y,
                        glyph,
                        kind,
                        title: format!("{title}{note}"),
                        maybe: false,
                    });
                    return;
                }
            }
            self.p
                .random
                .push(format!("{title} (off the screen){note}"));
        }
    }

    fn is_wallish(&self, x: i32, y: i32) -> bool {
        self.p
            .cell_at(x, y)
            .is_some_and(|c| matches!(c.ground, Ground::Wall | Ground::Door))
    }

    /// Places item `i` of `list`: drawn when its spot is fixed, listed
    /// otherwise.
    fn thing(
        &mut self,
        f: &Frame,
        at: Coord,
        (glyph, kind): (Glyph, &'static str),
        what: String,
        (list, i): (List, usize),
    ) {
        let line = self.line(list, i);
        match f.at(at) {
            Some(spot) => {
                let title = format!("{kind}: {what}, {}", f.where_(at));
                self.mark(Some(spot), (glyph, kind), title, line);
            }
            None => {
                if super::TERRAIN_THINGS.contains(&kind) {
                    self.unsure.floor = true;
                }
                let note = self.note(line);
                self.p
                    .random
                    .push(format!("{kind}: {what} {}{note}", f.where_(at)));
            }
        }
    }

    fn monster_desc(&self, m: &Monster, list: &[u8]) -> (Glyph, String) {
        let mut g = Glyph::new('?', Color(15));
        let mut parts = Vec::new();
        match m.class {
            ClassSel::Class(c) => {
                g = Glyph::new(char::from(c), Color(7));
                parts.push(format!("'{}'", show_bytes(&[c])));
            }
            ClassSel::Register(i) => {
                parts.push(format!("monster[{i}]: one of '{}'", show_bytes(list)))
            }
            ClassSel::Random => parts.push("random class".into()),
        }
        match m.id {
            Some(id) => {
                let id = usize::from(id);
                if let Some(sym) = self.cat.monster_symbol(id) {
                    g.ch = char::from(sym);
                }
                g.color = glyphs::monster_color(self.cat, id, V);
                let name = self.cat.monster(id).map(|m| show_bytes(&m.name));
                parts.push(format!("\"{}\"", name.unwrap_or_default()));
            }
            None => parts.push("random kind".into()),
        }
        if !m.name.is_empty() {
            parts.push(format!("named \"{}\"", show_bytes(&m.name)));
        }
        match m.asleep {
            Some(true) => parts.push("asleep".into()),
            Some(false) => parts.push("awake".into()),
            None => {}
        }
        match m.peaceful {
            Some(true) => parts.push("peaceful".into()),
            Some(false) => parts.push("hostile".into()),
            None => {}
        }
        if let Some(a) = m.align {
            parts.push(format!("alignment {}", align(a)));
        }
        if m.appear != Appearance::Itself {
            parts.push(format!("looks like \"{}\"", show_bytes(&m.appear_as)));
        }
        if m.chance < 100 {
            parts.push(format!("{}% chance", m.chance));
        }
        (g, parts.join(", "))
    }

    fn object_desc(&self, o: &Object, list: &[u8]) -> (Glyph, String) {
        let mut g = Glyph::new('?', Color(15));
        let mut parts = Vec::new();
        match o.class {
            ClassSel::Class(c) => {
                g = Glyph::new(char::from(c), Color(7));
                parts.push(format!("'{}'", show_bytes(&[c])));
            }
            ClassSel::Register(i) => {
                parts.push(format!("object[{i}]: one of '{}'", show_bytes(list)))
            }
            ClassSel::Random => parts.push("random class".into()),
        }
        match o.id {
            Some(id) => {
                let id = usize::from(id);
                if let Some(sym) = self.cat.object_symbol(id) {
                    g.ch = char::from(sym);
                }
                g.color = glyphs::object_color(self.cat, id, V);
                let name = self
                    .cat
                    .object(id)
                    .and_then(|o| o.name.as_deref())
                    .map(show_bytes);
                parts.push(format!("\"{}\"", name.unwrap_or_default()));
            }
            None => parts.push("random kind".into()),
        }
        if !o.name.is_empty() {
            parts.push(format!("named \"{}\"", show_bytes(&o.name)));
        }
        match o.curse {
            CurseState::Random => {}
            CurseState::Blessed => parts.push("blessed".into()),
            CurseState::Uncursed => parts.push("uncursed".into()),
            CurseState::Cursed => parts.push("cursed".into()),
        }
        if let CorpseSel::Monster(i) = o.corpse {
            let name = self
                .cat
                .monster(usize::from(i))
                .map(|m| show_bytes(&m.name));
            parts.push(format!("of \"{}\"", name.unwrap_or_default()));
        }
        if let Some(spe) = o.spe {
            parts.push(format!("spe {spe}"));
        }
        match o.containment {
            Containment::Floor => {}
            Containment::Contained => parts.push("inside the last container".into()),
            Containment::Container => parts.push("a container".into()),
        }
        if o.chance < 100 {
            parts.push(format!("{}% chance", o.chance));
        }
        (g, parts.join(", "))
    }

    /// The things every map part and room may hold.
    #[allow(clippy::too_many_arguments)]
    fn contents(
        &mut self,
        f: &Frame,
        stairs: &[Stair],
        altars: &[Altar],
        fountains: &[Coord],
        forges: &[Coord],
        traps: &[Trap],
        monsters: &[Monster],
        objects: &[Object],
        gold: &[Gold],
        engravings: &[Engraving],
        mons_list: &[u8],
        obj_list: &[u8],
    ) {
        for (i, s) in stairs.iter().enumerate() {
            let g = Glyph::new(if s.up { '<' } else { '>' }, Color(7));
            let what = if s.up { "up" } else { "down" };
            self.thing(f, s.at, (g, "STAIR"), what.into(), (List::Stairs, i));
        }
        for (i, a) in altars.iter().enumerate() {
            let kind = match a.kind {
                AltarKind::Altar => "altar",
                AltarKind::Shrine => "shrine",
                AltarKind::Sanctum => "sanctum",
                AltarKind::Random => "random kind",
            };
            let what = format!("{}, {kind}", align(a.align));
            let g = Glyph::new('_', Color(7));
            self.thing(f, a.at, (g, "ALTAR"), what, (List::Altars, i));
        }
        for (i, &c) in fountains.iter().enumerate() {
            let (g, _) = glyphs::terrain(Terrain::Fountain, V);
            let what = "fountain".into();
            self.thing(f, c, (g, "FOUNTAIN"), what, (List::Fountains, i));
        }
        for (i, &c) in forges.iter().enumerate() {
            let (g, _) = glyphs::terrain(Terrain::Forge, V);
            let what = "forge".into();
            self.thing(f, c, (g, "FORGE"), what, (List::Forges, i));
        }
        for (i, t) in traps.iter().enumerate() {
            let fam = self.fam;
            let name = t.kind.map_or("random", |k| {
                TrapKind::NAMED
                    .iter()
                    .find(|(_, n)| *n == k)
                    .map(|(s, _)| *s)
                    .or_else(|| {
                        fam.and_then(|f| f.extra_traps.iter().find(|e| e.1 == k).map(|e| e.0))
                    })
                    .unwrap_or("?")
            });
            let mut what = format!("\"{name}\"");
            if t.chance < 100 {
                what.push_str(&format!(", {}% chance", t.chance));
            }
            let g = glyphs::trap(t.kind);
            self.thing(f, t.at, (g, "TRAP"), what, (List::Traps, i));
        }
        for (i, o) in objects.iter().enumerate() {
            let (g, mut what) = self.object_desc(o, obj_list);
            // SLASH'EM's object flags.
            if o.flags & crate::lev::model::OBJF_LIT != 0 {
                what.push_str(", lit");
            }
            if o.flags & crate::lev::model::OBJF_BURIED != 0 {
                what.push_str(", buried");
            }
            self.thing(f, o.at, (g, "OBJECT"), what, (List::Objects, i));
        }
        for (i, gd) in gold.iter().enumerate() {
            let what = if gd.amount < 0 {
                "random amount".to_string()
            } else {
                format!("{} pieces", gd.amount)
            };
            let g = Glyph::new('$', Color(11));
            self.thing(f, gd.at, (g, "GOLD"), what, (List::Gold, i));
        }
        for (i, e) in engravings.iter().enumerate() {
            let kind = match e.kind {
                EngravingKind::Dust => "dust",
                EngravingKind::Engrave => "engrave",
                EngravingKind::Burn => "burn",
                EngravingKind::Mark => "mark",
                EngravingKind::Scrawl => "scrawl",
                EngravingKind::Random => "random",
            };
            let what = format!("{kind}, \"{}\"", show_bytes(&e.text));
            // Engravings do not show on the map; the mark keeps what is
            // there and only adds a tooltip.
            let g = Glyph::new('~', Color(6));
            self.thing(f, e.at, (g, "ENGRAVING"), what, (List::Engravings, i));
        }
        for (i, m) in monsters.iter().enumerate() {
            let (g, what) = self.monster_desc(m, mons_list);
            self.thing(f, m.at, (g, "MONSTER"), what, (List::Monsters, i));
        }
    }
}

fn align(a: Alignment) -> String {
    match a {
        Alignment::None => "unaligned".into(),
        Alignment::Chaotic => "chaotic".into(),
        Alignment::Neutral => "neutral".into(),
        Alignment::Lawful => "lawful".into(),
        Alignment::CoAligned => "coaligned".into(),
        Alignment::NonCoAligned => "noncoaligned".into(),
        Alignment::Register(i) => format!("align[{i}]"),
        Alignment::Random => "random alignment".into(),
    }
}

fn room_type(t: Option<RoomType>, fam: Option<&crate::lev::family::Family343>) -> &'static str {
    match t {
        None => "random type",
        Some(t) => RoomType::NAMED
            .iter()
            .find(|(_, n)| *n == t)
            .map(|(s, _)| *s)
            .or_else(|| fam.and_then(|f| f.room_types.iter().find(|e| e.1 == t).map(|e| e.0)))
            .unwrap_or("?"),
    }
}

fn light(l: Light) -> &'static str {
    match l {
        Light::Lit => "lit",
        Light::Unlit => "unlit",
        Light::Random => "random light",
    }
}

fn terrain_name(t: Terrain) -> String {
    format!("{t:?}").to_lowercase()
}

pub(super) fn build(
    level: &Level,
    name: &str,
    target: &Target,
    origin: Option<Origin<'_, Lines>>,
) -> LevelPreview {
    let mut b = Builder {
        p: LevelPreview::new(show_bytes(name.as_bytes())),
        cat: &target.catalog,
        fam: crate::lev::family::family(target),
        origin,
        tables: origin.map_or_else(Vec::new, |o| o.lines.by_list()),
        holder: 0,
        unsure: super::Unsure::default(),
    };
    let kind = match &level.body {
        LevelBody::Maze(_) => "MAZE level",
        LevelBody::Rooms(_) => "room level (LEVEL:)",
    };
    let game = match b.fam {
        Some(f) if f.not_d => "notdNetHack",
        Some(crate::lev::family::Family343 {
            slashem: Some(r), ..
        }) => r.game,
        Some(_) => "dNetHack",
        None => "NetHack 3.4.3",
    };
    b.p.header.push(format!("{game} {kind}"));
    let f = level.flags;
    let flags: Vec<&str> = [
        (f.noteleport, "noteleport"),
        (f.hardfloor, "hardfloor"),
        (f.nommap, "nommap"),
        (f.shortsighted, "shortsighted"),
        (f.arboreal, "arboreal"),
    ]
    .iter()
    .filter(|(on, _)| *on)
    .map(|&(_, n)| n)
    .chain(
        b.fam
            .map_or(&[][..], |fam| fam.flags)
            .iter()
            .filter(|&&(_, v)| f.variant & i64::from(v) != 0)
            .map(|&(n, _)| n),
    )
    .collect();
    if !flags.is_empty() {
        b.p.header.push(format!("FLAGS: {}", flags.join(", ")));
    }
    if !level.message.is_empty() {
        b.p.header
            .push(format!("MESSAGE: \"{}\"", show_bytes(&level.message)));
    }
    if let Some(init) = &level.init {
        // The game draws a cave over the whole screen before the maps go
        // on it: one example of it, drawn with the game's own steps.
        let lit = match init.lit {
            Light::Lit => Some(true),
            Light::Unlit => Some(false),
            Light::Random => None,
        };
        let spec = CaveSpec {
            fg: init.fg,
            bg: init.bg,
            smoothed: init.smoothed,
            joined: init.joined,
            // `random` is stored as -1, which the game reads as true.
            walled: init.walled.unwrap_or(true),
            wander: false,
        };
        let mut rng = dgn_types::layout::GlibcRandom::new(super::CAVE_SEED);
        cave::lay_example(&mut b.p, spec, lit, &mut rng, V);
        b.p.random.push(format!(
            "INIT_MAP: the level is a random cave of {} in {}{}{}, {}, walls {} (the map shows one example)",
            terrain_name(init.fg),
            terrain_name(init.bg),
            if init.smoothed { ", smoothed" } else { "" },
            if init.joined { ", joined" } else { "" },
            light(init.lit),
            if init.walled == Some(false) {
                "not drawn"
            } else {
                "drawn"
            }
        ));
    }
    match &level.body {
        LevelBody::Maze(m) => maze(&mut b, level, m),
        LevelBody::Rooms(r) => rooms(&mut b, r),
    }
    let unsure = std::mem::take(&mut b.unsure);
    unsure.mark(&mut b.p);
    b.p
}

fn maze(b: &mut Builder, level: &Level, m: &Maze) {
    let has_walks = m.parts.iter().any(|p| !p.walks.is_empty());
    if level.init.is_none() {
        for x in 2..=X_MAZE_MAX {
            for y in 0..=Y_MAZE_MAX {
                match m.filling {
                    Some(t) => b.set(x, y, t),
                    None => {
                        // The maze the game carves from MAZEWALK starts: odd
                        // cells become floor, the walls between are random.
                        let odd = x % 2 == 1 && y % 2 == 1;
                        if !has_walks && !odd && y >= 2 {
                            // No walk carves it: a grid of walls, which the
                            // wall pass buries where only rock is around.
                            b.set(x, y, Terrain::HWall);
                            continue;
                        }
                        let c = b.p.cell_mut(x, y).expect("on the screen");
                        if y < 2 || (!has_walks && odd) {
                            *c = super::Cell::default();
                        } else if has_walks && odd && x > 2 && y > 2 && x < X_MAZE_MAX {
                            c.glyph = Some(Glyph::new('.', Color(7)));
                            c.ground = Ground::Maze;
                        } else {
                            c.glyph = Some(Glyph::new('#', Color(0)));
                            c.ground = Ground::MazeWall;
                        }
                    }
                }
            }
        }
        match m.filling {
            Some(t) => b
                .p
                .header
                .push(format!("filled with {}", terrain_name(t))),
            None if has_walks => b.p.random.push(
                "maze: the area outside the maps is a maze the game carves at random from the MAZEWALK starts (shown as . and #)".into(),
            ),
            None => b
                .p
                .header
                .push("filled with a maze grid (no MAZEWALK carves it)".into()),
        }
    }
    for (pi, part) in m.parts.iter().enumerate() {
        b.holder = pi;
        let map_line = b.tables.get(pi).map(|h| h.map).filter(|&l| l > 0);
        let (w, h) = (i32::from(part.map.width), i32::from(part.map.height));
        let whole = level.init.is_some() && w <= 1 && h <= 1;
        let (x0, y0) = if whole {
            (1, 0)
        } else {
            part_origin(part.halign, part.valign, w, h)
        };
        if !whole {
            for (dy, row) in part.map.rows.iter().enumerate() {
                for (dx, &t) in row.iter().enumerate() {
                    let (x, y) = (x0 + dx as i32, y0 + dy as i32);
                    b.set(x, y, t);
                    if t == Terrain::SDoor {
                        let horizontal = walls::door_horizontal_in_map(&b.p, x, y, x0);
                        walls::show_secret_door(&mut b.p, x, y, horizontal);
                    }
                    // SLASH'EM's toilet is furniture with a mark of its own.
                    let feature = glyphs::feature_name(t)
                        .or_else(|| (t == Terrain::Toilet).then_some("toilet"));
                    if let Some(what) = feature {
                        let (g, _) = glyphs::terrain(t, V);
                        let title = format!("MAP: {what}, ({dx}, {dy})");
                        let line = map_line.map(|l| l.saturating_add(dy as u32));
                        b.mark(Some((x, y)), (g, "MAP"), title, line);
                    }
                }
            }
            b.p.header.push(format!(
                "map part {}: {}x{} at screen column {}, row {} ({:?}, {:?})",
                pi + 1,
                w,
                h,
                x0,
                y0,
                part.halign,
                part.valign
            ));
        }
        let f = Frame {
            x0,
            y0,
            places: &part.random_places,
            lists: &part.place_lists,
            scope: if whole {
                "of the level".into()
            } else {
                format!("of map part {}", pi + 1)
            },
        };
        for (i, r) in part.lregions.iter().enumerate() {
            b.unsure.floor = true;
            let kind = match r.kind {
                LevRegionKind::DownStair => "down stairs",
                LevRegionKind::UpStair => "up stairs",
                LevRegionKind::Portal => "portal",
                LevRegionKind::Branch => "branch stairs or portal",
                LevRegionKind::Tele => "teleport arrival",
                LevRegionKind::UpTele => "teleport arrival from above",
                LevRegionKind::DownTele => "teleport arrival from below",
            };
            let area = |a: &LevArea| {
                let r = a.area;
                let (dx, dy) = if a.whole_level { (0, 0) } else { (x0, y0) };
                format!(
                    "columns {}-{}, rows {}-{}",
                    dx + i32::from(r.x1),
                    dx + i32::from(r.x2),
                    dy + i32::from(r.y1),
                    dy + i32::from(r.y2)
                )
            };
            let mut line = format!("{kind}: somewhere in {}", area(&r.area));
            if r.exclude.area != crate::lev::model::Area::default() {
                line.push_str(&format!(", not in {}", area(&r.exclude)));
            }
            if !r.name.is_empty() {
                line.push_str(&format!(" (\"{}\")", show_bytes(&r.name)));
            }
            line.push_str(&b.note(b.line(List::LevRegions, i)));
            b.p.random.push(line);
        }
        for (i, r) in part.regions.iter().enumerate() {
            let note = b.note(b.line(List::Regions, i));
            let a = r.area;
            let (x1, y1) = (x0 + i32::from(a.x1), y0 + i32::from(a.y1));
            let (x2, y2) = (x0 + i32::from(a.x2), y0 + i32::from(a.y2));
            if r.lit == Light::Lit {
                for y in y1..=y2 {
                    for x in x1..=x2 {
                        if let Some(c) = b.p.cell_mut(x, y) {
                            c.lit = true;
                        }
                    }
                }
            }
            if r.lit == Light::Random {
                b.p.random
                    .push(format!("REGION {}: lit or unlit at random{note}", xy4(a)));
            }
            if r.room_type.is_some_and(|t| t != RoomType::Ordinary) || r.room_type.is_none() {
                let title = format!(
                    "REGION: {}, {}, \"{}\"{}{}{note}",
                    xy4(a),
                    light(r.lit),
                    room_type(r.room_type, b.fam),
                    if r.unfilled { ", unfilled" } else { "" },
                    if r.irregular { ", irregular" } else { "" }
                );
                push_area(&mut b.p, x1, y1, x2, y2, title);
            }
        }
        for (i, d) in part.doors.iter().enumerate() {
            let line = b.line(List::Doors, i);
            if let Some((x, y)) = f.at(d.at) {
                let horizontal = b.is_wallish(x - 1, y);
                let g = glyphs::door(d.state, horizontal);
                b.door_at(x, y, g);
                let title = format!(
                    "DOOR: {}, {}{}",
                    door_state(d.state),
                    f.where_(d.at),
                    door_key(b.fam, d.text)
                );
                b.mark(Some((x, y)), (g, "DOOR"), title, line);
            } else {
                b.unsure.walls = true;
                let note = b.note(line);
                b.p.random.push(format!(
                    "DOOR: {} {}{}{note}",
                    door_state(d.state),
                    f.where_(d.at),
                    door_key(b.fam, d.text)
                ));
            }
        }
        for (i, d) in part.drawbridges.iter().enumerate() {
            let g = Glyph::new(if d.open { '.' } else { '#' }, Color(3));
            let what = format!(
                "{:?} wall, {}",
                d.dir,
                if d.open { "open" } else { "closed" }
            );
            let side = match d.dir {
                Direction::North => (0, -1),
                Direction::South => (0, 1),
                Direction::East => (1, 0),
                Direction::West => (-1, 0),
            };
            match f.at(d.at) {
                Some(spot) => {
                    let line = b.line(List::Drawbridges, i);
                    let title = format!("DRAWBRIDGE: {what}, {}", f.where_(d.at));
                    match walls::drawbridge(&mut b.p, spot, side, d.open) {
                        Some((shown, g)) => b.mark(Some(shown), (g, "DRAWBRIDGE"), title, line),
                        None => {
                            let note = b.note(line);
                            b.p.random.push(format!(
                                "{title}: no wall there, the game builds none{note}"
                            ))
                        }
                    }
                }
                None => b.thing(&f, d.at, (g, "DRAWBRIDGE"), what, (List::Drawbridges, i)),
            }
        }
        for (i, w) in part.walks.iter().enumerate() {
            b.unsure.rock = true;
            let note = b.note(b.line(List::Walks, i));
            b.p.random.push(format!(
                "MAZEWALK: carves a random maze from {}, going {:?}{note}",
                f.where_(w.at),
                w.dir
            ));
        }
        for (i, l) in part.ladders.iter().enumerate() {
            let g = Glyph::new(if l.up { '<' } else { '>' }, Color(3));
            let what = if l.up { "up" } else { "down" }.into();
            b.thing(&f, l.at, (g, "LADDER"), what, (List::Ladders, i));
        }
        b.contents(
            &f,
            &part.stairs,
            &part.altars,
            &part.fountains,
            &part.forges,
            &part.traps,
            &part.monsters,
            &part.objects,
            &part.gold,
            &part.engravings,
            &part.random_monsters,
            &part.random_objects,
        );
    }
    // Each part's boundaries became floor once its rooms were laid out;
    // then the wall pass runs over the whole level.
    let screen = Rect {
        x1: 0,
        y1: 0,
        x2: COLS as i32 - 1,
        y2: ROWS as i32 - 1,
    };
    walls::remove_boundaries(&mut b.p, screen);
    walls::wallify_level(&mut b.p);
}

fn xy4(a: crate::lev::model::Area) -> String {
    format!("({},{},{},{})", a.x1, a.y1, a.x2, a.y2)
}

fn push_area(p: &mut LevelPreview, x1: i32, y1: i32, x2: i32, y2: i32, title: String) {
    let clamp = |v: i32, max: usize| v.clamp(0, max as i32 - 1) as u8;
    p.areas.push(Area {
        x1: clamp(x1, COLS),
        y1: clamp(y1, ROWS),
        x2: clamp(x2, COLS),
        y2: clamp(y2, ROWS),
        title,
    });
}

fn door_state(s: DoorState) -> &'static str {
    match s {
        DoorState::NoDoor => "nodoor",
        DoorState::Broken => "broken",
        DoorState::Open => "open",
        DoorState::Closed => "closed",
        DoorState::Locked => "locked",
        DoorState::Random => "random state",
    }
}

/// The interior of a room whose position and size are all fixed, as the
/// game computes it: `(left, top, width, height)`.
fn fixed_room(r: &Room) -> Option<(i32, i32, i32, i32)> {
    let (xa, ya) = (r.xalign?, r.yalign?);
    if r.x < 0 || r.y < 0 || r.w < 0 || r.h < 0 {
        return None;
    }
    Some(room_spot(
        (i32::from(r.x), i32::from(r.y)),
        (i32::from(r.w), i32::from(r.h)),
        (xa, ya),
    ))
}

/// The interior `(left, top, width, height)` the game gives a room at grid
/// position `(x, y)` (1..5 each) of the given size and alignment.
pub(crate) fn room_spot(
    (x, y): (i32, i32),
    (w, h): (i32, i32),
    (xa, ya): (HAlign, VAlign),
) -> (i32, i32, i32, i32) {
    let (cols, rows) = (COLS as i32, ROWS as i32);
    let mut x = (x - 1) * cols / 5 + 1;
    let mut y = (y - 1) * rows / 5 + 1;
    match xa {
        HAlign::Right => x += cols / 5 - w,
        HAlign::Center => x += (cols / 5 - w) / 2,
        _ => {}
    }
    match ya {
        VAlign::Bottom => y += rows / 5 - h,
        VAlign::Center => y += (rows / 5 - h) / 2,
        VAlign::Top => {}
    }
    if x + w - 1 > cols - 2 {
        x = cols - w - 3;
    }
    x = x.max(2);
    if y + h - 1 > rows - 2 {
        y = rows - h - 3;
    }
    y = y.max(2);
    (x, y, w, h)
}

fn rooms(b: &mut Builder, rl: &RoomLevel) {
    let mut placed: Vec<Option<(i32, i32, i32, i32)>> = Vec::new();
    for (i, r) in rl.rooms.iter().enumerate() {
        b.holder = i;
        let room_note = b.note(b.start_line());
        let parent = (!r.parent.is_empty())
            .then(|| rl.rooms[..i].iter().rposition(|p| p.name == r.parent))
            .flatten();
        let spot = match parent {
            Some(pi) => placed[pi].and_then(|(px, py, _, _)| {
                (r.x >= 0 && r.y >= 0 && r.w >= 0 && r.h >= 0).then(|| {
                    (
                        px + i32::from(r.x),
                        py + i32::from(r.y),
                        i32::from(r.w),
                        i32::from(r.h),
                    )
                })
            }),
            None => fixed_room(r),
        };
        placed.push(spot);
        let label = if r.name.is_empty() {
            format!("room {}", i + 1)
        } else {
            format!("room \"{}\"", show_bytes(&r.name))
        };
        let desc = format!(
            "{label}: \"{}\", {}{}{}",
            room_type(r.room_type, b.fam),
            light(r.lit),
            if parent.is_some() {
                format!(", inside \"{}\"", show_bytes(&r.parent))
            } else {
                String::new()
            },
            if (1..100).contains(&r.chance) {
                format!(" ({}% chance of its type)", r.chance)
            } else {
                String::new()
            }
        );
        let Some((x, y, w, h)) = spot else {
            b.p.random.push(format!(
                "{desc}: placed and sized at random, with what it holds{room_note}"
            ));
            continue;
        };
        walls::walled_room(
            &mut b.p,
            (x, y, w, h),
            r.lit == Light::Lit,
            parent.is_some(),
            V,
        );
        push_area(
            &mut b.p,
            x,
            y,
            x + w - 1,
            y + h - 1,
            format!("{desc}{room_note}"),
        );
        let f = Frame {
            x0: x,
            y0: y,
            places: &[],
            lists: &[],
            scope: format!("in {label}"),
        };
        for (di, d) in r.doors.iter().enumerate() {
            let line = b.line(List::Doors, di);
            let spot = match d.wall {
                Some(wall) if d.pos >= 0 => Some(match wall {
                    Direction::North => (x + i32::from(d.pos), y - 1),
                    Direction::South => (x + i32::from(d.pos), y + h),
                    Direction::West => (x - 1, y + i32::from(d.pos)),
                    Direction::East => (x + w, y + i32::from(d.pos)),
                }),
                _ => None,
            };
            let secret = match d.secret {
                Some(true) => "secret, ",
                Some(false) => "",
                None => "maybe secret, ",
            };
            match spot {
                Some((dx, dy)) => {
                    let horizontal = matches!(d.wall, Some(Direction::North | Direction::South));
                    let mut g = glyphs::door(d.state, horizontal);
                    b.door_at(dx, dy, g);
                    if d.secret == Some(true) {
                        // A secret door looks like the wall it is in.
                        if let Some(c) = b.p.cell_mut(dx, dy) {
                            c.terrain = Some(Terrain::SDoor);
                            c.ground = Ground::Wall;
                        }
                        walls::show_secret_door(&mut b.p, dx, dy, horizontal);
                        g = b.p.cell_at(dx, dy).and_then(|c| c.glyph).unwrap_or(g);
                    }
                    let title = format!(
                        "ROOMDOOR: {secret}{}, {:?} wall at {}{}",
                        door_state(d.state),
                        d.wall.unwrap_or(Direction::North),
                        d.pos,
                        door_key(b.fam, d.text)
                    );
                    b.mark(Some((dx, dy)), (g, "DOOR"), title, line);
                }
                None => {
                    let note = b.note(line);
                    b.p.random.push(format!(
                        "ROOMDOOR: {secret}{} on a random wall or spot of {label}{}{note}",
                        door_state(d.state),
                        door_key(b.fam, d.text)
                    ))
                }
            }
        }
        for (si, &c) in r.sinks.iter().enumerate() {
            let g = Glyph::new('#', Color(7));
            b.thing(&f, c, (g, "SINK"), "sink".into(), (List::Sinks, si));
        }
        for (pi, &c) in r.pools.iter().enumerate() {
            let g = Glyph::new('}', Color(4));
            b.thing(&f, c, (g, "POOL"), "pool".into(), (List::Pools, pi));
        }
        b.contents(
            &f,
            &r.stairs,
            &r.altars,
            &r.fountains,
            &r.forges,
            &r.traps,
            &r.monsters,
            &r.objects,
            &r.gold,
            &r.engravings,
            &rl.random_monsters,
            &rl.random_objects,
        );
    }
    if !rl.corridors.is_empty() {
        b.unsure.rock = true;
        b.p.random.push(format!(
            "corridors: {} joined by the game's corridor digger",
            if rl.corridors.iter().any(|c| matches!(c, Corridor::Random)) {
                "all rooms".to_string()
            } else {
                format!("{} pairs of rooms", rl.corridors.len())
            }
        ));
    }
}
