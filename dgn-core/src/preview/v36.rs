//! Previews of NetHack 3.6 level programs.
//!
//! A 3.6 level is a program for the stack machine of the game's `sp_lev.c`.
//! The preview runs it once, in order, without taking any jump: every value
//! that comes from the game's random numbers, from a variable or from a
//! function is unknown, and every instruction a jump can skip or repeat
//! (the bodies of IF, SWITCH, LOOP, FOR and functions) is conditional.
//! Statements whose position is known and that always run are drawn; the
//! others are listed with the reason.

use super::cave::{self, CaveSpec};
use super::v343::{part_origin, room_spot, X_MAZE_MAX, Y_MAZE_MAX};
use super::walls::{self, Rect};
use super::{glyphs, Cell};
use super::{Color, Glyph, Ground, LevelPreview, Mark, Origin, Version, COLS, ROWS};
use crate::catalog::Catalog;
use crate::lev::model::{DoorState, HAlign, Terrain, TrapKind, VAlign};
use crate::lev36::lines::Lines;
use crate::lev36::model::{Instr, Opcode, Operand};
use crate::source::show_bytes;
use crate::target::Target;
use dgn_types::layout::Isaac64;

const V: Version = Version::V36;

/// A value on the machine's stack, as far as the preview knows it.
#[derive(Clone, Debug)]
enum Val {
    Int(i64),
    Str(Option<Vec<u8>>),
    Coord(i64),
    Region(i64),
    MapChar(i64),
    Mon(i64),
    Obj(i64),
    /// A selection of known points (relative to the current map).
    Sel(Vec<(i64, i64)>),
    /// A variable as pushed, before the game reads it: reading it takes
    /// its value (and an array's index from under it).
    Var(Vec<u8>),
    Unknown,
}

impl Val {
    fn int(&self) -> Option<i64> {
        match self {
            Val::Int(i) => Some(*i),
            _ => None,
        }
    }
}

/// A fixed coordinate, or `None` for a random one.
fn coord(v: &Val) -> Option<(i64, i64)> {
    match v {
        Val::Coord(c) if c & 0x0100_0000 == 0 => Some((c & 0xff, (c >> 16) & 0xff)),
        _ => None,
    }
}

fn region(v: &Val) -> Option<(i64, i64, i64, i64)> {
    match v {
        Val::Region(r) => Some((
            r & 0xff,
            (r >> 8) & 0xff,
            (r >> 16) & 0xff,
            (r >> 24) & 0xff,
        )),
        _ => None,
    }
}

/// What the preview knows of a variable.
#[derive(Clone, Debug, Default)]
struct VarInfo {
    /// Whether it is an array (reading one takes an index off the stack).
    array: bool,
    /// Whether its value can be known: it is defined once, unconditionally,
    /// and never shuffled.
    stable: bool,
    /// Its value, or its elements, once defined (selections on the screen,
    /// as the game resolves them when they are made).
    values: Option<Vec<Val>>,
}

/// The variables of a program, from its `VAR_INIT` and `SHUFFLE_ARRAY`
/// instructions: which are arrays and which keep one known value.
fn scan_vars(code: &[Instr], cond: &[bool]) -> std::collections::HashMap<Vec<u8>, VarInfo> {
    let mut vars: std::collections::HashMap<Vec<u8>, (VarInfo, usize)> = Default::default();
    for (i, ins) in code.iter().enumerate() {
        let Instr::Op(op @ (Opcode::VarInit | Opcode::ShuffleArray)) = ins else {
            continue;
        };
        let Some(Instr::Push(Operand::Str(Some(name)))) = i.checked_sub(1).map(|j| &code[j]) else {
            continue;
        };
        let (info, defs) = vars.entry(name.clone()).or_insert_with(|| {
            (
                VarInfo {
                    stable: true,
                    ..VarInfo::default()
                },
                0,
            )
        });
        if *op == Opcode::ShuffleArray {
            info.stable = false;
            continue;
        }
        *defs += 1;
        if cond[i] || *defs > 1 {
            info.stable = false;
        }
        match i.checked_sub(2).map(|j| &code[j]) {
            Some(Instr::Push(Operand::Int(n))) if *n > 0 => info.array = true,
            Some(Instr::Push(Operand::Int(0))) => {}
            // A copy of another variable, or a count computed at run time.
            _ => info.stable = false,
        }
    }
    vars.into_iter().map(|(k, (v, _))| (k, v)).collect()
}

/// The terrain of one of a game's terrain numbers.
fn terrain_in(fam: &crate::lev36::variant::Family36, code: i64) -> Option<Terrain> {
    u8::try_from(fam.common_terrain(code))
        .ok()
        .and_then(Terrain::from_common)
}

struct Machine<'a> {
    p: LevelPreview,
    cat: &'a Catalog,
    /// The game of the 3.6 family: its terrain numbers.
    fam: &'static crate::lev36::variant::Family36,
    stack: Vec<Val>,
    vars: std::collections::HashMap<Vec<u8>, VarInfo>,
    x0: i64,
    y0: i64,
    /// The rooms being filled, innermost last: their interiors on the
    /// screen when fixed.
    rooms: Vec<Option<(i64, i64, i64, i64)>>,
    maps: usize,
    /// The size of the current map (the whole level before any).
    w: i64,
    h: i64,
    /// The level's `corrmaze` flag: the game then skips its wall pass.
    corrmaze: bool,
    /// The rectangles of fixed `NON_DIGGABLE` statements, on the screen.
    nondiggable: Vec<Rect>,
    origin: Option<Origin<'a, Lines>>,
    /// The instruction being run.
    pc: usize,
    /// What the game may change at random, marked on the cells once the
    /// program has run ([`Cell::unsure`]).
    unsure: super::Unsure,
}

impl Machine<'_> {
    /// Takes the top of the stack as the game reads a value: a variable
    /// gives its value, and an array first takes its index from under it
    /// (an index may itself be an element of an array, and so on: the
    /// chain is read without recursion).
    fn pop(&mut self) -> Val {
        let mut arrays: Vec<Vec<u8>> = Vec::new();
        let mut v = self.pop_raw();
        loop {
            match v {
                Val::Var(name) if self.vars.get(&name).is_some_and(|i| i.array) => {
                    arrays.push(name);
                    v = self.pop_raw();
                }
                Val::Var(name) => {
                    v = self.value_of(&name, Some(0));
                    break;
                }
                _ => break,
            }
        }
        while let Some(name) = arrays.pop() {
            v = self.value_of(&name, v.int());
        }
        v
    }

    /// Takes the top of the stack as it is (`POP` and `COPY` do).
    fn pop_raw(&mut self) -> Val {
        self.stack.pop().unwrap_or(Val::Unknown)
    }

    /// The value of variable `name` (element `index` of an array, 0 for
    /// one value), as far as known.
    fn value_of(&self, name: &[u8], index: Option<i64>) -> Val {
        let value = match (self.vars.get(name), index) {
            (
                Some(VarInfo {
                    stable: true,
                    values: Some(vals),
                    ..
                }),
                Some(i),
            ) if !vals.is_empty() => {
                // The game takes the index modulo the length (C's `%`).
                let n = vals.len() as i64;
                usize::try_from(i % n).ok().and_then(|i| vals.get(i))
            }
            _ => None,
        };
        match value {
            Some(Val::Sel(points)) => {
                // Stored on the screen; give it back relative to the map.
                let (x0, y0) = (self.x0, self.y0);
                Val::Sel(points.iter().map(|&(x, y)| (x - x0, y - y0)).collect())
            }
            Some(v) => v.clone(),
            None => Val::Unknown,
        }
    }

    /// `VAR_INIT`: the name, the number of elements (0 for one value),
    /// then the values.
    fn var_init(&mut self, why: Option<&str>) {
        let name = self.pop();
        let count = self.pop().int();
        let values: Vec<Val> = match count {
            Some(n) if n > 0 => {
                let mut v: Vec<Val> = (0..n).map(|_| self.pop()).collect();
                v.reverse();
                v
            }
            Some(_) => vec![self.pop()],
            None => Vec::new(),
        };
        let (x0, y0, in_room) = (self.x0, self.y0, !self.rooms.is_empty());
        let Val::Str(Some(name)) = name else { return };
        let Some(info) = self.vars.get_mut(&name) else {
            return;
        };
        if !info.stable || why.is_some() || count.is_none() {
            return;
        }
        let values = values
            .into_iter()
            .map(|v| match v {
                // Selections are resolved when made: keep them on the screen.
                Val::Sel(points) if !in_room => {
                    Val::Sel(points.iter().map(|&(x, y)| (x + x0, y + y0)).collect())
                }
                Val::Sel(_) => Val::Unknown,
                v => v,
            })
            .collect();
        info.values = Some(values);
    }

    /// Takes off GnollHack's door details: (value, number) pairs down to
    /// `SP_D_V_END` (7).
    fn door_details(&mut self) {
        for _ in 0..32 {
            match self.pop().int() {
                Some(7) | None => break,
                Some(_) => {
                    self.pop();
                }
            }
        }
    }

    fn pops(&mut self, n: usize) -> Vec<Val> {
        let mut v: Vec<Val> = (0..n).map(|_| self.pop()).collect();
        v.reverse();
        v
    }

    fn set(&mut self, x: i64, y: i64, t: Terrain) {
        walls::put(&mut self.p, x as i32, y as i32, t, V);
    }

    /// A rectangle relative to the current map, on the screen.
    fn rect(&self, (x1, y1, x2, y2): (i64, i64, i64, i64)) -> Rect {
        let at = |v: i64, o: i64| (v + o).clamp(-1, 1000) as i32;
        Rect {
            x1: at(x1, self.x0),
            y1: at(y1, self.y0),
            x2: at(x2, self.x0),
            y2: at(y2, self.y0),
        }
    }

    /// The `WALLIFY` statement: rock next to floor becomes wall, over a
    /// rectangle (its sides default to the current map's, one square
    /// out) or at the points of a selection.
    fn wallify(&mut self, args: &[Val], why: Option<&str>) {
        let known = why.is_none() && self.rooms.is_empty();
        match (args[1].int(), &args[0]) {
            (Some(0), v @ Val::Region(_)) if known => {
                let Some((x1, y1, x2, y2)) = region(v) else {
                    return;
                };
                // Each side is a signed byte; a negative one takes the map's.
                let side = |v: i64, dflt: i64| {
                    let v = i64::from(v as u8 as i8);
                    (if v < 0 { dflt } else { v }).clamp(-1, 1000) as i32
                };
                let r = Rect {
                    x1: side(x1, self.x0 - 1),
                    y1: side(y1, self.y0 - 1),
                    x2: side(x2, self.x0 + self.w + 1),
                    y2: side(y2, self.y0 + self.h + 1),
                };
                walls::wallify_map(&mut self.p, r, V);
            }
            (Some(1), Val::Sel(points)) if known => {
                for &(x, y) in points {
                    let (x, y) = ((self.x0 + x) as i32, (self.y0 + y) as i32);
                    let r = Rect {
                        x1: x,
                        y1: y,
                        x2: x,
                        y2: y,
                    };
                    walls::wallify_map(&mut self.p, r, V);
                }
            }
            _ => self.p.random.push(format!(
                "WALLIFY: walls around floor in a computed area{}",
                why.map_or(String::new(), |w| format!(" ({w})"))
            )),
        }
    }

    /// What the game does once the program has run: map boundaries become
    /// floor, doors take their orientation, the wall pass runs over the
    /// whole level (unless `corrmaze`), then the level's own fix-ups.
    fn finish(&mut self, name: &str) {
        let r = Rect {
            x1: 0,
            y1: 0,
            x2: X_MAZE_MAX - 1,
            y2: Y_MAZE_MAX - 1,
        };
        walls::remove_boundaries(&mut self.p, r);
        for y in 0..ROWS as i32 {
            for x in 0..COLS as i32 {
                if self.p.cell_at(x, y).and_then(|c: &Cell| c.terrain) == Some(Terrain::SDoor) {
                    let horizontal = walls::door_horizontal_36(&self.p, x, y);
                    walls::show_secret_door(&mut self.p, x, y, horizontal);
                }
            }
        }
        if !self.corrmaze {
            walls::wallify_level(&mut self.p);
        }
        if name == "baalz" {
            let nondiggable = std::mem::take(&mut self.nondiggable);
            walls::baalz_fixup(&mut self.p, &nondiggable, V);
        }
        self.mark_unsure();
    }

    /// Marks the cells whose terrain the game may change at random.
    fn mark_unsure(&mut self) {
        std::mem::take(&mut self.unsure).mark(&mut self.p);
    }

    /// Draws or lists a placed thing. `why` says what makes it uncertain
    /// beyond its position (a condition around it).
    fn thing(
        &mut self,
        at: Option<(i64, i64)>,
        why: Option<&str>,
        g: Glyph,
        kind: &'static str,
        what: String,
    ) {
        let (room, (ox, oy)) = match self.rooms.last() {
            None => (false, (self.x0, self.y0)),
            Some(Some((rx, ry, _, _))) => (false, (*rx, *ry)),
            Some(None) => (true, (0, 0)),
        };
        if super::TERRAIN_THINGS.contains(&kind) {
            match (at, why, room) {
                (Some(_), None, false) => {}
                (Some((x, y)), Some(_), false) => self.unsure.spots.push((ox + x, oy + y)),
                _ => self.unsure.floor = true,
            }
        }
        // A mark at `(x, y)` of the current frame, when that is on the screen.
        let on_screen = |(x, y): (i64, i64), title: String, maybe: bool| {
            let (sx, sy) = (ox + x, oy + y);
            let on = (0..COLS as i64).contains(&sx) && (0..ROWS as i64).contains(&sy);
            on.then_some(Mark {
                x: sx as u8,
                y: sy as u8,
                glyph: g,
                kind,
                title,
                maybe,
            })
        };
        match (at, why, room) {
            (Some((x, y)), None, false) => {
                let title = format!("{kind}: {what}, ({x}, {y})");
                match on_screen((x, y), title.clone(), false) {
                    Some(mark) => self.p.marks.push(mark),
                    None => self.p.random.push(format!("{title} (off the screen)")),
                }
            }
            (at, why, room) => {
                let place = match at {
                    Some((x, y)) => format!("at ({x}, {y})"),
                    None => "at a random or computed spot".into(),
                };
                let mut line = format!("{kind}: {what} {place}");
                if room {
                    line.push_str(" in a room the game places");
                }
                if let Some(w) = why {
                    line.push_str(&format!(" ({w})"));
                }
                // A fixed spot under a condition is drawn as a possibility.
                if let (Some(spot), Some(_), false) = (at, why, room) {
                    self.p.marks.extend(on_screen(spot, line.clone(), true));
                }
                self.p.random.push(line);
            }
        }
    }

    fn monster(&self, v: &Val) -> (Glyph, String) {
        match v {
            Val::Mon(m) if *m >= 0 => {
                let (id, sym) = self.fam.unpack(*m);
                if id >= 0 {
                    let id = id as usize;
                    let name = self
                        .cat
                        .monster(id)
                        .map(|m| show_bytes(&m.name))
                        .unwrap_or_default();
                    let g = Glyph::new(
                        char::from(sym as u8),
                        glyphs::monster_color(self.cat, id, V),
                    );
                    (g, format!("'{}', \"{name}\"", show_bytes(&[sym as u8])))
                } else {
                    let g = Glyph::new(char::from(sym as u8), Color(7));
                    (g, format!("'{}', random kind", show_bytes(&[sym as u8])))
                }
            }
            Val::Mon(_) => (Glyph::new('?', Color(15)), "random monster".into()),
            _ => (
                Glyph::new('?', Color(15)),
                "a monster chosen at run time".into(),
            ),
        }
    }

    fn object(&self, v: &Val) -> (Glyph, String) {
        match v {
            Val::Obj(o) if *o >= 0 => {
                let (id, sym) = self.fam.unpack(*o);
                if id >= 0 {
                    let id = id as usize;
                    let ch = self.cat.object_symbol(id).unwrap_or(b'?');
                    let name = self
                        .cat
                        .object(id)
                        .and_then(|o| o.name.as_deref())
                        .map(show_bytes)
                        .unwrap_or_default();
                    let g = Glyph::new(char::from(ch), glyphs::object_color(self.cat, id, V));
                    (g, format!("'{}', \"{name}\"", show_bytes(&[ch])))
                } else {
                    let g = Glyph::new(char::from(sym as u8), Color(7));
                    (g, format!("'{}', random kind", show_bytes(&[sym as u8])))
                }
            }
            Val::Obj(_) => (Glyph::new('?', Color(15)), "random object".into()),
            _ => (
                Glyph::new('?', Color(15)),
                "an object chosen at run time".into(),
            ),
        }
    }

    /// The monster of a corpse, statue or figurine (`montype:`).
    fn corpse(&self, v: &Val) -> String {
        match v {
            Val::Mon(m) if *m >= 0 => {
                let (id, sym) = self.fam.unpack(*m);
                match usize::try_from(id).ok().and_then(|id| self.cat.monster(id)) {
                    Some(mon) => format!("of \"{}\"", show_bytes(&mon.name)),
                    None => format!("of a random '{}'", show_bytes(&[sym as u8])),
                }
            }
            Val::Mon(_) => "of a random monster".into(),
            _ => "of a monster chosen at run time".into(),
        }
    }

    /// The name of one of the game's room types.
    fn room_type_name(&self, t: i64) -> Option<&'static str> {
        self.fam.room_types.iter().find(|r| r.1 == t).map(|r| r.0)
    }

    /// The terrain of one of the game's terrain numbers.
    fn terrain_of(&self, code: i64) -> Option<Terrain> {
        terrain_in(self.fam, code)
    }

    fn terrain(&self, v: &Val) -> Option<Terrain> {
        match v {
            Val::MapChar(m) => self.terrain_of(self.fam.unpack(*m).1),
            _ => None,
        }
    }

    fn init_level(&mut self, args: &[Val], why: Option<&str>) {
        let a: Vec<Option<i64>> = args.iter().map(Val::int).collect();
        let [Some(style), filling, walled, lit, joined, smoothed, bg, fg] = a[..] else {
            self.p
                .random
                .push("level init: computed at run time".into());
            return;
        };
        if why.is_some() {
            self.p
                .random
                .push(format!("level init style {style} ({})", why.unwrap_or("")));
            return;
        }
        match style {
            1 => {
                if let Some(t) = filling.and_then(|f| self.terrain_of(f)) {
                    for x in 2..=X_MAZE_MAX {
                        for y in 0..=Y_MAZE_MAX {
                            self.set(i64::from(x), i64::from(y), t);
                        }
                    }
                    self.p
                        .header
                        .push(format!("filled with {}", format!("{t:?}").to_lowercase()));
                }
            }
            2 => {
                for x in 2..=X_MAZE_MAX {
                    for y in 0..=Y_MAZE_MAX {
                        let c = self.p.cell_mut(x, y).expect("on the screen");
                        if y < 2 {
                            continue;
                        }
                        if x % 2 == 1 && y % 2 == 1 && x > 2 && y > 2 && x < X_MAZE_MAX {
                            c.glyph = Some(Glyph::new('.', Color(7)));
                            c.ground = Ground::Maze;
                        } else {
                            c.glyph = Some(Glyph::new('#', Color(0)));
                            c.ground = Ground::MazeWall;
                        }
                    }
                }
                self.p.random.push(
                    "maze: the area outside the maps is a maze grid the game carves at random from the MAZEWALK starts (shown as . and #)".into(),
                );
            }
            _ => {
                let fam = self.fam;
                let name = |v: Option<i64>| {
                    v.and_then(|t| terrain_in(fam, t))
                        .map_or("random".into(), |t| format!("{t:?}").to_lowercase())
                };
                let terrain = |v: Option<i64>| v.and_then(|t| self.terrain_of(t));
                let example = match (style, terrain(fg), terrain(bg)) {
                    (3, Some(fg), Some(bg)) => {
                        // The game draws a cave over the whole screen: one
                        // example of it, drawn with the game's own steps.
                        let lit = match lit {
                            Some(-1) | None => None,
                            Some(l) => Some(l != 0),
                        };
                        // -1 (`random`) reads as true where the game takes
                        // these as booleans.
                        let spec = CaveSpec {
                            fg,
                            bg,
                            smoothed: smoothed.unwrap_or(0) != 0,
                            joined: joined.unwrap_or(0) != 0,
                            walled: walled.unwrap_or(0) != 0,
                            wander: true,
                        };
                        let mut rng = Isaac64::new(u64::from(super::CAVE_SEED));
                        cave::lay_example(&mut self.p, spec, lit, &mut rng, V);
                        true
                    }
                    _ => false,
                };
                if !example {
                    for y in 0..ROWS as i32 {
                        for x in 1..COLS as i32 {
                            if let Some(c) = self.p.cell_mut(x, y) {
                                c.glyph = Some(Glyph::new('#', Color(0)));
                                c.ground = Ground::Random;
                            }
                        }
                    }
                }
                let style_name = match style {
                    3 => "mines-style cave",
                    4 => "rogue-style rooms",
                    _ => "random rooms",
                };
                self.p.random.push(format!(
                    "level init: a {style_name} of {} and {}{}{}, {}, walls {}{}",
                    name(fg),
                    name(bg),
                    // The game reads `random` (-1) as yes for these.
                    if smoothed.unwrap_or(0) != 0 {
                        ", smoothed"
                    } else {
                        ""
                    },
                    if joined.unwrap_or(0) != 0 {
                        ", joined"
                    } else {
                        ""
                    },
                    match lit {
                        Some(-1) | None => "random light",
                        Some(0) => "unlit",
                        Some(_) => "lit",
                    },
                    if walled.unwrap_or(0) != 0 {
                        "drawn"
                    } else {
                        "not drawn"
                    },
                    if example {
                        " (the map shows one example)"
                    } else {
                        ""
                    },
                ));
            }
        }
    }

    fn map(&mut self, args: &[Val], why: Option<&str>) {
        if let (Some(w), Some(h), Val::Str(None)) = (args[5].int(), args[4].int(), &args[3]) {
            if w <= 1 && h <= 1 {
                // NOMAP: no terrain; what follows is placed relative to the
                // whole level.
                self.x0 = 1;
                self.y0 = 0;
                return;
            }
        }
        let (Some(w), Some(h), Val::Str(Some(cells))) = (args[5].int(), args[4].int(), &args[3])
        else {
            self.p.random.push("MAP: computed at run time".into());
            return;
        };
        let zalign = args[1].int().unwrap_or(0);
        let at = coord(&args[0]);
        self.maps += 1;
        let (mut x0, mut y0) = match (zalign, at) {
            (1, _) => {
                let c = match &args[0] {
                    Val::Coord(c) => *c,
                    _ => 0,
                };
                let ha = match c & 0xff {
                    1 => HAlign::Left,
                    2 => HAlign::HalfLeft,
                    4 => HAlign::HalfRight,
                    5 => HAlign::Right,
                    _ => HAlign::Center,
                };
                let va = match (c >> 16) & 0xff {
                    1 => VAlign::Top,
                    5 => VAlign::Bottom,
                    _ => VAlign::Center,
                };
                let (x, y) = part_origin(ha, va, w as i32, h as i32);
                // Level init always runs first in 3.6, so a left-aligned
                // map starts at column 1.
                (
                    if ha == HAlign::Left { 1 } else { i64::from(x) },
                    i64::from(y),
                )
            }
            (2, Some((x, y))) if self.rooms.is_empty() => (1 + x, y),
            _ => {
                self.p.random.push(format!(
                    "MAP {}: {w}x{h} at a random or room-relative spot",
                    self.maps
                ));
                return;
            }
        };
        if w <= 1 && h <= 1 {
            x0 = 1;
            y0 = 0;
        } else {
            if y0 < 0 || y0 + h > ROWS as i64 {
                y0 += if y0 > 0 { -2 } else { 2 };
                if h == ROWS as i64 {
                    y0 = 0;
                }
            }
            if let Some(w) = why {
                self.p
                    .random
                    .push(format!("MAP {}: drawn, but only {w}", self.maps));
            }
            for y in 0..h {
                for x in 0..w {
                    let code = cells.get((y * w + x) as usize).copied().unwrap_or(1);
                    // Stored plus one; values past the last terrain are
                    // transparent (`x`): the map leaves the cell alone.
                    let Some(t) = code
                        .checked_sub(1)
                        .and_then(|c| self.terrain_of(i64::from(c)))
                    else {
                        continue;
                    };
                    self.set(x0 + x, y0 + y, t);
                    if let Some(what) = glyphs::feature_name(t) {
                        let (g, _) = glyphs::terrain(t, V);
                        let (sx, sy) = (x0 + x, y0 + y);
                        if (0..COLS as i64).contains(&sx) && (0..ROWS as i64).contains(&sy) {
                            let row = self
                                .origin
                                .and_then(|o| o.lines.map_line(self.pc))
                                .map(|l| l.saturating_add(y as u32));
                            let note = super::note(self.origin, row);
                            self.p.marks.push(Mark {
                                x: sx as u8,
                                y: sy as u8,
                                glyph: g,
                                kind: "MAP",
                                title: format!("MAP: {what}, ({x}, {y}){note}"),
                                maybe: false,
                            });
                        }
                    }
                }
            }
            self.p.header.push(format!(
                "map {}: {w}x{h} at screen column {x0}, row {y0}",
                self.maps
            ));
        }
        self.x0 = x0;
        self.y0 = y0;
        (self.w, self.h) = if w <= 1 && h <= 1 {
            (COLS as i64 - 1, ROWS as i64)
        } else {
            (w, h)
        };
    }
}

/// A value shown in a detail: the number, or that the game computes it.
fn shown_int(v: &Val) -> String {
    v.int()
        .map_or("computed at run time".into(), |i| i.to_string())
}

/// An alignment as the 3.6 compiler stores it.
fn align_name(v: &Val) -> String {
    match v.int() {
        Some(0) => "unaligned".into(),
        Some(1) => "chaotic".into(),
        Some(2) => "neutral".into(),
        Some(3) => "coaligned".into(),
        Some(4) => "lawful".into(),
        Some(7) => "noncoaligned".into(),
        Some(n @ -3..=-1) => format!("align[{}]", -n - 1),
        _ => "random alignment".into(),
    }
}

/// One detail of a `MONSTER` statement (`code` is the game's option
/// number), unless it says nothing.
fn mon_detail(code: i64, v: &Val) -> Option<String> {
    let flag = |yes: &str, no: &str| match v.int() {
        Some(0) => (!no.is_empty()).then(|| no.to_string()),
        Some(_) => Some(yes.to_string()),
        None => Some(format!("{yes} or not")),
    };
    match code {
        0 => flag("peaceful", "hostile"),
        1 => Some(format!("alignment {}", align_name(v))),
        2 => flag("asleep", "awake"),
        4 => Some(match v {
            Val::Str(Some(s)) => format!("named \"{}\"", show_bytes(s)),
            _ => "named at run time".into(),
        }),
        5 => flag("female", ""),
        6 => flag("invisible", ""),
        7 => flag("cancelled", ""),
        8 => flag("revived", ""),
        9 => flag("avenging", ""),
        10 => Some(format!("fleeing {}", shown_int(v))),
        11 => Some(format!("blinded {}", shown_int(v))),
        12 => Some(format!("paralyzed {}", shown_int(v))),
        13 => flag("stunned", ""),
        14 => flag("confused", ""),
        15 => Some("knows some traps".into()),
        _ => None,
    }
}

/// One of GnollHack's own monster details (`SP_M_V_*` from 16).
fn gh_mon_detail(code: i64, v: &Val) -> Option<String> {
    Some(match code {
        16 => "waits for you".into(),
        17 => "protector".into(),
        18 => "maximal hit points".into(),
        19 => format!("level adjusted by {}", shown_int(v)),
        20 => "keeps its original inventory".into(),
        21 => "level boss".into(),
        22 => "boss hostility".into(),
        23 => "has backup".into(),
        24 => "quest companion".into(),
        _ => return None,
    })
}

/// One of GnollHack's own object details (`SP_O_V_*` from 15).
fn gh_obj_detail(code: i64, v: &Val) -> Option<String> {
    Some(match code {
        15 => format!("enchantment {}", shown_int(v)),
        16 => format!("charges {}", shown_int(v)),
        17 => format!("special quality {}", shown_int(v)),
        18 => format!("special flags {}", shown_int(v)),
        19 => format!("material {}", shown_int(v)),
        20 => format!("elemental enchantment {}", shown_int(v)),
        21 => format!("exceptionality {}", shown_int(v)),
        22 => "mythic or legendary".into(),
        23 | 24 => "a mythic power".into(),
        25 => format!("age {}", shown_int(v)),
        26 => "with a key type".into(),
        27 => "indestructible".into(),
        28 => "uses up its key".into(),
        29 => "cannot be picked up".into(),
        30 => "open".into(),
        _ => return None,
    })
}

/// A monster's disguise: `kind` (feature, object, monster) and the name.
fn mon_appearance(kind: &Val, name: &Val) -> String {
    let kind = match kind.int() {
        Some(1) => "a feature",
        Some(2) => "an object",
        Some(3) => "a monster",
        _ => "something",
    };
    match name {
        Val::Str(Some(s)) => format!("looks like {kind} \"{}\"", show_bytes(s)),
        _ => format!("looks like {kind} chosen at run time"),
    }
}

/// One detail of an `OBJECT` statement (`code` is the game's option
/// number; the monster of a corpse and the place are read elsewhere).
fn obj_detail(code: i64, v: &Val) -> Option<String> {
    let flag = |yes: &str, no: &str| match v.int() {
        Some(0) => Some(no.to_string()),
        Some(_) => Some(yes.to_string()),
        None => Some(format!("{yes} or {no}")),
    };
    match code {
        0 => Some(format!("spe {}", shown_int(v))),
        1 => Some(
            match v.int() {
                Some(1) => "blessed",
                Some(2) => "uncursed",
                Some(3) => "cursed",
                _ => "random curse state",
            }
            .into(),
        ),
        3 => Some(match v {
            Val::Str(Some(s)) => format!("named \"{}\"", show_bytes(s)),
            _ => "named at run time".into(),
        }),
        4 => Some(format!("quantity {}", shown_int(v))),
        5 => Some("buried".into()),
        6 => flag("lit", "unlit"),
        7 => Some(match v.int() {
            Some(-1) => "erodeproof".into(),
            _ => format!("eroded {}", shown_int(v)),
        }),
        8 => Some("locked".into()),
        9 => flag("trapped", "not trapped"),
        10 => Some(format!("recharged {}", shown_int(v))),
        11 => Some("invisible".into()),
        12 => Some("greased".into()),
        13 => Some("broken".into()),
        _ => None,
    }
}

/// The instructions a jump may skip or repeat.
fn conditional(code: &[Instr]) -> Vec<bool> {
    let mut cond = vec![false; code.len()];
    for (i, ins) in code.iter().enumerate() {
        let Instr::Op(op) = ins else { continue };
        if !matches!(
            op,
            Opcode::Jmp
                | Opcode::Jl
                | Opcode::Jle
                | Opcode::Jg
                | Opcode::Jge
                | Opcode::Je
                | Opcode::Jne
        ) {
            continue;
        }
        let Some(Instr::Push(Operand::Int(off))) = i.checked_sub(1).and_then(|j| code.get(j))
        else {
            // A computed jump: anything after it may be skipped.
            cond[i..].iter_mut().for_each(|c| *c = true);
            continue;
        };
        let target = (i as i64 + off + 1).clamp(0, code.len() as i64) as usize;
        let (a, b) = if target > i {
            (i + 1, target)
        } else {
            (target, i)
        };
        cond[a..b].iter_mut().for_each(|c| *c = true);
    }
    cond
}

pub(super) fn build(
    level: &crate::lev36::Level,
    name: &str,
    target: &Target,
    origin: Option<Origin<'_, Lines>>,
) -> LevelPreview {
    let cond = conditional(&level.code);
    let mut m = Machine {
        p: LevelPreview::new(show_bytes(name.as_bytes())),
        cat: &target.catalog,
        fam: crate::lev36::variant::of(target.variant),
        stack: Vec::new(),
        vars: scan_vars(&level.code, &cond),
        x0: 1,
        y0: 0,
        rooms: Vec::new(),
        maps: 0,
        w: COLS as i64 - 1,
        h: ROWS as i64,
        corrmaze: false,
        nondiggable: Vec::new(),
        origin,
        pc: 0,
        unsure: super::Unsure::default(),
    };
    m.p.header.push("NetHack 3.6 level program".into());
    let mut noted_cond = false;
    for (i, ins) in level.code.iter().enumerate() {
        let why = cond[i].then_some("when a condition holds or in a loop");
        let op = match ins {
            Instr::Push(o) => {
                m.stack.push(match o {
                    Operand::Int(v) => Val::Int(*v),
                    Operand::Str(s) => Val::Str(s.clone()),
                    Operand::Var(name) => Val::Var(name.clone()),
                    Operand::Coord(c) => Val::Coord(*c),
                    Operand::Region(r) => Val::Region(*r),
                    Operand::MapChar(c) => Val::MapChar(*c),
                    Operand::Monster(v) => Val::Mon(*v),
                    Operand::Object(v) => Val::Obj(*v),
                });
                continue;
            }
            Instr::Op(op) => *op,
        };
        if cond[i] && !noted_cond {
            noted_cond = true;
        }
        m.pc = i;
        let before = (m.p.marks.len(), m.p.random.len(), m.p.areas.len());
        match op {
            Opcode::Message => {
                if m.fam.gnollhack_forms {
                    // Its message type, attribute, color and sound.
                    m.pops(7);
                }
                if let Val::Str(Some(s)) = m.pop() {
                    m.p.header.push(format!("MESSAGE: \"{}\"", show_bytes(&s)));
                }
            }
            Opcode::InitLevel => {
                let a = m.pops(8);
                m.init_level(&a, why);
            }
            Opcode::LevelFlags => {
                let flags = m.pop().int().unwrap_or(0);
                m.corrmaze |= flags & m.fam.flag_bit("corrmaze") != 0;
            }
            Opcode::Map => {
                let a = m.pops(6);
                m.map(&a, why);
            }
            Opcode::Monster => {
                let _has_inventory = m.pop();
                let mut details = Vec::new();
                // Details are (value, code) pairs down to the end code (16
                // in NetHack).
                let end = m.fam.details_end.0;
                while let Some(code) = m.pop().int().filter(|c| (0..end).contains(c)) {
                    let v = m.pop();
                    if m.fam.gnollhack_forms && code >= 16 {
                        details.extend(gh_mon_detail(code, &v));
                    } else if m.fam.gnollhack_forms && code == 5 && v.int() == Some(0) {
                        details.push("male".into());
                    } else if code == 16 {
                        // EvilHack's `dead`.
                        details.push("dead".into());
                    } else if code == 3 {
                        // How it appears: the kind, then the name under it.
                        let shape = m.pop();
                        details.push(mon_appearance(&v, &shape));
                    } else {
                        let v = match (code, &v) {
                            (1, Val::Int(a)) => Val::Int(m.fam.align_vanilla(*a)),
                            _ => v,
                        };
                        details.extend(mon_detail(code, &v));
                    }
                }
                let at = coord(&m.pop());
                let mon = m.pop();
                let (g, mut what) = m.monster(&mon);
                details.reverse();
                for d in details {
                    what.push_str(", ");
                    what.push_str(&d);
                }
                m.thing(at, why, g, "MONSTER", what);
            }
            Opcode::Object => {
                let cnt = m.pop().int().unwrap_or(0);
                let mut at = None;
                let mut details = Vec::new();
                // Details are (value, code) pairs down to the end code (15
                // in NetHack).
                let end = m.fam.details_end.1;
                while let Some(code) = m.pop().int().filter(|c| (0..end).contains(c)) {
                    let v = m.pop();
                    match code {
                        14 => at = coord(&v),
                        // GnollHack's.
                        15.. if m.fam.gnollhack_forms => {
                            details.extend(gh_obj_detail(code, &v));
                        }
                        // EvilHack's.
                        15 | 16 => details.push(format!(
                            "{} {}",
                            if code == 15 {
                                "affixed gem"
                            } else {
                                "forged quality"
                            },
                            v.int().map_or("?".into(), |i| i.to_string())
                        )),
                        2 => details.push(m.corpse(&v)),
                        _ => details.extend(obj_detail(code, &v)),
                    }
                }
                let obj = m.pop();
                let (g, mut what) = m.object(&obj);
                details.reverse();
                if cnt & 2 != 0 {
                    details.push("a container".into());
                }
                for d in details {
                    what.push_str(", ");
                    what.push_str(&d);
                }
                if cnt & 1 != 0 {
                    m.p.random
                        .push(format!("OBJECT: {what}, inside the last container"));
                } else {
                    m.thing(at, why, g, "OBJECT", what);
                }
            }
            Opcode::Trap => {
                let kind = m.pop().int();
                let at = coord(&m.pop());
                // The game's name for the number; NetHack's kind of that
                // name draws it.
                let name = kind
                    .and_then(|k| m.fam.trap_types.iter().find(|t| t.1 == k))
                    .map_or("random", |t| t.0);
                let k = TrapKind::NAMED
                    .iter()
                    .find(|(s, _)| *s == name)
                    .map(|(_, k)| *k);
                m.thing(at, why, glyphs::trap(k), "TRAP", format!("\"{name}\""));
            }
            Opcode::Stair | Opcode::Ladder => {
                let up = m.pop().int() == Some(1);
                let at = coord(&m.pop());
                let (kind, color) = if op == Opcode::Stair {
                    ("STAIR", 7)
                } else {
                    ("LADDER", 3)
                };
                let g = Glyph::new(if up { '<' } else { '>' }, Color(color));
                m.thing(at, why, g, kind, if up { "up" } else { "down" }.into());
            }
            Opcode::Altar => {
                // GnollHack's altars carry a subtype and a monster too.
                let _ = m.pops(if m.fam.gnollhack_forms { 4 } else { 2 });
                let at = coord(&m.pop());
                m.thing(at, why, Glyph::new('_', Color(7)), "ALTAR", "altar".into());
            }
            Opcode::Grave => {
                let _ = m.pops(2);
                let at = coord(&m.pop());
                let (g, _) = glyphs::terrain(Terrain::Grave, V);
                m.thing(at, why, g, "GRAVE", "grave".into());
            }
            Opcode::Engraving => {
                let _ = m.pop();
                let text = m.pop();
                let at = coord(&m.pop());
                let t = match text {
                    Val::Str(Some(s)) => format!("\"{}\"", show_bytes(&s)),
                    _ => "text chosen at run time".into(),
                };
                m.thing(at, why, Glyph::new('~', Color(6)), "ENGRAVING", t);
            }
            Opcode::Gold => {
                let at = coord(&m.pop());
                let amount = m.pop().int();
                let what = amount.map_or("random amount".into(), |a| {
                    if a < 0 {
                        "random amount".into()
                    } else {
                        format!("{a} pieces")
                    }
                });
                m.thing(at, why, Glyph::new('$', Color(11)), "GOLD", what);
            }
            Opcode::Drawbridge => {
                let dir = m.pop().int();
                let state = m.pop().int();
                let at = coord(&m.pop());
                let open = state == Some(1);
                let g = Glyph::new(if open { '.' } else { '#' }, Color(3));
                let what = match state {
                    Some(1) => "open",
                    Some(0) => "closed",
                    _ => "random state",
                };
                // The game's drawbridge directions: north, south, east, west.
                let side = match dir {
                    Some(0) => Some((0, -1)),
                    Some(1) => Some((0, 1)),
                    Some(2) => Some((1, 0)),
                    Some(3) => Some((-1, 0)),
                    _ => None,
                };
                match (at, side, state, why) {
                    (Some((x, y)), Some(side), Some(0 | 1), None) if m.rooms.is_empty() => {
                        let spot = ((m.x0 + x) as i32, (m.y0 + y) as i32);
                        let title = format!("DRAWBRIDGE: {what}, ({x}, {y})");
                        match walls::drawbridge(&mut m.p, spot, side, open) {
                            Some(((sx, sy), g)) => match (u8::try_from(sx), u8::try_from(sy)) {
                                (Ok(sx), Ok(sy)) => m.p.marks.push(Mark {
                                    x: sx,
                                    y: sy,
                                    glyph: g,
                                    kind: "DRAWBRIDGE",
                                    title,
                                    maybe: false,
                                }),
                                _ => m.p.random.push(format!("{title} (off the screen)")),
                            },
                            None => {
                                m.p.random
                                    .push(format!("{title}: no wall there, the game builds none"))
                            }
                        }
                    }
                    _ => m.thing(at, why, g, "DRAWBRIDGE", what.into()),
                }
            }
            Opcode::Door => {
                if m.fam.door_material {
                    let _material = m.pop();
                }
                let state = m.pop().int();
                if m.fam.gnollhack_forms {
                    m.door_details();
                }
                let sel = m.pop();
                let st = state
                    .and_then(|s| DoorState::from_code(s as i8))
                    .unwrap_or(DoorState::Random);
                match sel {
                    Val::Sel(points) if why.is_none() && m.rooms.is_empty() => {
                        for (x, y) in points {
                            let (sx, sy) = (m.x0 + x, m.y0 + y);
                            let horizontal = m
                                .p
                                .cell((sx - 1).max(0) as usize, sy.max(0) as usize)
                                .is_some_and(|c| matches!(c.ground, Ground::Wall | Ground::Door));
                            let g = glyphs::door(st, horizontal);
                            // The game only sets the state of a door or
                            // secret door the map already has there: a
                            // secret door stays secret.
                            if let Some(c) = m.p.cell_mut(sx as i32, sy as i32) {
                                c.glyph = Some(g);
                                c.ground = Ground::Door;
                                if c.terrain != Some(Terrain::SDoor) {
                                    c.terrain = Some(Terrain::Door);
                                }
                            }
                            m.thing(
                                Some((x, y)),
                                None,
                                g,
                                "DOOR",
                                format!("{st:?}").to_lowercase(),
                            );
                        }
                    }
                    _ => {
                        m.unsure.walls = true;
                        m.p.random.push(format!(
                            "DOOR: {} at a random or computed spot{}",
                            format!("{st:?}").to_lowercase(),
                            why.map_or(String::new(), |w| format!(" ({w})"))
                        ));
                    }
                }
            }
            Opcode::Fountain
            | Opcode::Sink
            | Opcode::Pool
            | Opcode::Forge
            | Opcode::MagicChest
            | Opcode::Puddle
            | Opcode::Sewage
            | Opcode::Vent
            | Opcode::Toilet => {
                if op == Opcode::Fountain && m.fam.gnollhack_forms {
                    let _kind = m.pop();
                }
                let sel = m.pop();
                let t = match op {
                    Opcode::Fountain => Terrain::Fountain,
                    Opcode::Sink => Terrain::Sink,
                    // The variants' features.
                    Opcode::Forge => Terrain::Forge,
                    Opcode::MagicChest => Terrain::MagicChest,
                    Opcode::Puddle => Terrain::Puddle,
                    Opcode::Sewage => Terrain::Sewage,
                    Opcode::Vent => Terrain::Vent,
                    Opcode::Toilet => Terrain::Toilet,
                    _ => Terrain::Pool,
                };
                let (g, _) = glyphs::terrain(t, V);
                let kind = match op {
                    Opcode::Fountain => "FOUNTAIN",
                    Opcode::Sink => "SINK",
                    Opcode::Forge => "FORGE",
                    Opcode::MagicChest => "MAGIC_CHEST",
                    Opcode::Puddle => "PUDDLE",
                    Opcode::Sewage => "SEWAGE",
                    Opcode::Vent => "VENT",
                    Opcode::Toilet => "TOILET",
                    _ => "POOL",
                };
                match sel {
                    Val::Sel(points) => {
                        for p in points {
                            m.thing(Some(p), why, g, kind, kind.to_lowercase());
                        }
                    }
                    _ => m.thing(None, why, g, kind, kind.to_lowercase()),
                }
            }
            // UnNetHack's statements that change nothing the picture shows
            // for certain: their operands are taken off.
            Opcode::Spill => {
                m.pops(4);
                m.p.random
                    .push("SPILL: terrain spilled from a random place".into());
            }
            Opcode::WallWalk => {
                m.pops(4);
            }
            Opcode::LevelSounds => {
                let n = m.pop().int().unwrap_or(0).max(0) as usize;
                m.pops(2 * n + 1);
            }
            Opcode::MonGeneration if m.fam.gnollhack_forms => {
                let a = m.pops(2);
                let n = a[0].int().unwrap_or(0).max(0) as usize;
                m.pops(n.min(m.stack.len()));
            }
            Opcode::MonGeneration => {
                let a = m.pops(2);
                let n = a[1].int().unwrap_or(0).max(0) as usize;
                m.pops(3 * n);
            }
            // GnollHack's statements that dress what is there (floors,
            // carpets, decorations, tilesets, names): their operands are
            // taken off.
            Opcode::Tileset | Opcode::BoundaryType => {
                m.pops(1);
            }
            Opcode::Forest
            | Opcode::Carpet
            | Opcode::SpecialRegion
            | Opcode::SpecialTileset
            | Opcode::Throne
            | Opcode::Anvil => {
                let n = match op {
                    Opcode::Forest | Opcode::Carpet | Opcode::SpecialRegion => 2,
                    Opcode::SpecialTileset => 2,
                    Opcode::Anvil => 1,
                    _ => 0,
                };
                m.pops(n);
                if matches!(op, Opcode::Throne | Opcode::Anvil) {
                    let (g, kind) = if op == Opcode::Throne {
                        (Glyph::new('\\', Color(11)), "THRONE")
                    } else {
                        (Glyph::new('_', Color(6)), "ANVIL")
                    };
                    match m.pop() {
                        Val::Sel(points) => {
                            for p in points {
                                m.thing(Some(p), why, g, kind, kind.to_lowercase());
                            }
                        }
                        v => m.thing(coord(&v), why, g, kind, kind.to_lowercase()),
                    }
                }
            }
            Opcode::Floor | Opcode::Subtype | Opcode::CarpetPiece => {
                m.pops(if op == Opcode::CarpetPiece { 4 } else { 3 });
            }
            Opcode::Naming => {
                m.pops(3);
            }
            Opcode::Decoration
            | Opcode::Npc
            | Opcode::Brazier
            | Opcode::Signpost
            | Opcode::Tree
            | Opcode::MagicPortal
            | Opcode::ModronPortal
            | Opcode::ModronLevelTeleporter => {
                let (n, g, kind) = match op {
                    Opcode::Decoration => (5, Glyph::new('|', Color(3)), "DECORATION"),
                    Opcode::Npc => (2, Glyph::new('@', Color(15)), "NPC"),
                    Opcode::Brazier => (2, Glyph::new('{', Color(9)), "BRAZIER"),
                    Opcode::Signpost => (2, Glyph::new('|', Color(3)), "SIGNPOST"),
                    Opcode::Tree => (2, Glyph::new('#', Color(2)), "TREE"),
                    Opcode::MagicPortal => (3, Glyph::new('^', Color(13)), "MAGIC_PORTAL"),
                    Opcode::ModronPortal => (3, Glyph::new('^', Color(13)), "MODRON_PORTAL"),
                    _ => (4, Glyph::new('^', Color(13)), "MODRON_PORTAL"),
                };
                m.pops(n);
                if op == Opcode::Signpost {
                    m.pops(1);
                }
                let at = coord(&m.pop());
                m.thing(at, why, g, kind, kind.to_lowercase());
            }
            Opcode::Lever => {
                let _effect = m.pop();
                // Details as (value, number) pairs down to SP_L_V_END (14).
                for _ in 0..64 {
                    match m.pop().int() {
                        Some(14) | None => break,
                        Some(_) => {
                            m.pop();
                        }
                    }
                }
                let at = coord(&m.pop());
                m.thing(at, why, Glyph::new('^', Color(11)), "LEVER", "lever".into());
            }
            Opcode::CoreFunc => {
                let id = m.pop().int().unwrap_or(0);
                let argc = m
                    .fam
                    .core_funcs
                    .iter()
                    .find(|c| c.id == id)
                    .map_or(0, |c| c.params.len());
                m.pops(argc);
                m.stack.push(Val::Unknown);
            }
            Opcode::Terrain => {
                if m.fam.gnollhack_forms {
                    let _subtype = m.pop();
                }
                let v = m.pop();
                let t = m.terrain(&v);
                let sel = m.pop();
                match (sel, t, why) {
                    (Val::Sel(points), Some(t), None) if m.rooms.is_empty() => {
                        for (x, y) in points {
                            m.set(m.x0 + x, m.y0 + y, t);
                        }
                    }
                    _ => {
                        m.unsure.all = true;
                        m.p.random.push(format!(
                            "TERRAIN: {} over a random or computed area{}",
                            t.map_or("terrain chosen at run time".into(), |t| format!("{t:?}")
                                .to_lowercase()),
                            why.map_or(String::new(), |w| format!(" ({w})"))
                        ));
                    }
                }
            }
            Opcode::ReplaceTerrain => {
                let chance = m.pop().int().unwrap_or(0);
                let v = m.pop();
                let to = m.terrain(&v);
                let v = m.pop();
                let from = m.terrain(&v);
                let r = region(&m.pop());
                let rect = r.map(|(x1, y1, x2, y2)| Rect {
                    x1: (m.x0 + x1) as i32,
                    y1: (m.y0 + y1) as i32,
                    x2: (m.x0 + x2) as i32,
                    y2: (m.y0 + y2) as i32,
                });
                m.unsure.replaced.push((from, rect));
                let name =
                    |t: Option<Terrain>| t.map_or("?".into(), |t| format!("{t:?}").to_lowercase());
                m.p.random.push(format!(
                    "REPLACE_TERRAIN: {chance}% of {} become {} in {}",
                    name(from),
                    name(to),
                    r.map_or("a computed region".into(), |(a, b, c, d)| format!(
                        "({a},{b},{c},{d})"
                    ))
                ));
            }
            Opcode::Region => {
                let gh = m.fam.gnollhack_forms;
                let a = if gh {
                    // Floor type and subtype, tileset, decoration style;
                    // the monster after the region.
                    m.pops(4);
                    let mut a = m.pops(5);
                    a.remove(1);
                    a
                } else {
                    m.pops(4)
                };
                let lit = a[1].int();
                let rtype = a[2].int().unwrap_or(0);
                let rflags = a[3].int().unwrap_or(0);
                // A region that is a room holds statements up to an ENDROOM
                // (GnollHack's lev_comp ends every region).
                let is_room = gh || rflags & 3 != 0 || rtype != 0;
                let area = region(&a[0]);
                if is_room {
                    let origin = area
                        .map(|(x1, y1, x2, y2)| (m.x0 + x1, m.y0 + y1, x2 - x1 + 1, y2 - y1 + 1));
                    m.rooms.push(origin);
                }
                if let Some((x1, y1, x2, y2)) = area {
                    let (sx1, sy1, sx2, sy2) = (m.x0 + x1, m.y0 + y1, m.x0 + x2, m.y0 + y2);
                    if lit == Some(1) && why.is_none() && m.rooms.len() <= usize::from(is_room) {
                        for y in sy1..=sy2 {
                            for x in sx1..=sx2 {
                                if let Some(c) = m.p.cell_mut(x as i32, y as i32) {
                                    c.lit = true;
                                }
                            }
                        }
                    }
                    let max = m.fam.max_rtype;
                    let t = if rtype > max { rtype - max - 1 } else { rtype };
                    if t > 1 && why.is_none() && m.rooms.len() <= usize::from(is_room) {
                        let tname = m.room_type_name(t).unwrap_or("?");
                        let clamp = |v: i64, max: usize| v.clamp(0, max as i64 - 1) as u8;
                        m.p.areas.push(super::Area {
                            x1: clamp(sx1, COLS),
                            y1: clamp(sy1, ROWS),
                            x2: clamp(sx2, COLS),
                            y2: clamp(sy2, ROWS),
                            title: format!("REGION: ({x1},{y1},{x2},{y2}), \"{tname}\""),
                        });
                    }
                    if lit.is_some_and(|l| l < 0) {
                        m.p.random.push(format!(
                            "REGION ({x1},{y1},{x2},{y2}): lit or unlit at random"
                        ));
                    }
                }
            }
            Opcode::Room | Opcode::Subroom => {
                let a = m.pops(7);
                let v: Vec<String> = a
                    .iter()
                    .map(|v| v.int().map_or("?".into(), |i| i.to_string()))
                    .collect();
                let what = if op == Opcode::Room {
                    "ROOM"
                } else {
                    "SUBROOM"
                };
                if m.fam.gnollhack_forms {
                    // GnollHack's options and monster.
                    m.pops(5);
                }
                // Pushed before the flags: the room's type, lighting, chance.
                let pre = m.pops(3);
                let rtype = pre[0].int().unwrap_or(-1);
                let tname = m.room_type_name(rtype).unwrap_or("random");
                let n: Vec<Option<i64>> = a.iter().map(Val::int).collect();
                let lit = pre[2].int();
                let parent = m.rooms.last().copied();
                let spot = match (op, n[1..7].iter().all(|v| v.is_some_and(|v| v >= 0)), why) {
                    (_, _, Some(_)) => None,
                    (Opcode::Room, true, None) if parent.is_none() => {
                        let ha = match n[1] {
                            Some(1) => HAlign::Left,
                            Some(5) => HAlign::Right,
                            _ => HAlign::Center,
                        };
                        let va = match n[2] {
                            Some(1) => VAlign::Top,
                            Some(5) => VAlign::Bottom,
                            _ => VAlign::Center,
                        };
                        let v = |i: usize| n[i].unwrap_or(0) as i32;
                        let (x, y, w, h) = room_spot((v(3), v(4)), (v(5), v(6)), (ha, va));
                        Some((i64::from(x), i64::from(y), i64::from(w), i64::from(h)))
                    }
                    (Opcode::Subroom, _, None) => {
                        match (parent.flatten(), n[3], n[4], n[5], n[6]) {
                            (Some((px, py, _, _)), Some(x), Some(y), Some(w), Some(h))
                                if x >= 0 && y >= 0 && w > 0 && h > 0 =>
                            {
                                Some((px + x, py + y, w, h))
                            }
                            _ => None,
                        }
                    }
                    _ => None,
                };
                match spot {
                    Some((x, y, w, h)) => {
                        walls::walled_room(
                            &mut m.p,
                            (x as i32, y as i32, w as i32, h as i32),
                            lit == Some(1),
                            op == Opcode::Subroom,
                            V,
                        );
                        let clamp = |v: i64, max: usize| v.clamp(0, max as i64 - 1) as u8;
                        m.p.areas.push(super::Area {
                            x1: clamp(x, COLS),
                            y1: clamp(y, ROWS),
                            x2: clamp(x + w - 1, COLS),
                            y2: clamp(y + h - 1, ROWS),
                            title: format!("{what}: \"{tname}\", {}", match lit {
                                Some(1) => "lit",
                                Some(0) => "unlit",
                                _ => "random light",
                            }),
                        });
                    }
                    None => m.p.random.push(format!(
                        "{what}: \"{tname}\", position ({},{}), size ({},{}): the game places it and what it holds{}",
                        v[3], v[4], v[5], v[6],
                        why.map_or(String::new(), |w| format!(" ({w})"))
                    )),
                }
                m.rooms.push(spot);
            }
            Opcode::EndRoom => {
                m.rooms.pop();
            }
            Opcode::RoomDoor => {
                m.unsure.walls = true;
                let _ = m.pops(if m.fam.door_material { 5 } else { 4 });
                if m.fam.gnollhack_forms {
                    m.door_details();
                }
                m.p.random
                    .push("ROOMDOOR: on a wall of a room the game places".into());
            }
            Opcode::LevRegion => {
                m.unsure.floor = true;
                let a = m.pops(13);
                let kind = match a[10].int() {
                    Some(0) => "down stairs",
                    Some(1) => "up stairs",
                    Some(2) => "portal",
                    Some(3) => "branch stairs or portal",
                    Some(5) => "teleport arrival from above",
                    Some(6) => "teleport arrival from below",
                    _ => "teleport arrival",
                };
                let area = |v: &[Val], x0: i64, y0: i64| {
                    let n: Vec<Option<i64>> = v.iter().map(Val::int).collect();
                    match n[..] {
                        [Some(x1), Some(y1), Some(x2), Some(y2), Some(whole)] => {
                            let (dx, dy) = if whole == 1 { (0, 0) } else { (x0, y0) };
                            Some(format!(
                                "columns {}-{}, rows {}-{}",
                                dx + x1,
                                dx + x2,
                                dy + y1,
                                dy + y2
                            ))
                        }
                        _ => None,
                    }
                };
                let inside = area(&a[0..5], m.x0, m.y0).unwrap_or_else(|| "a computed area".into());
                let mut line = format!("{kind}: somewhere in {inside}");
                if let (Some(ex), false) = (
                    area(&a[5..10], m.x0, m.y0),
                    a[5..9].iter().all(|v| v.int() == Some(0)),
                ) {
                    line.push_str(&format!(", not in {ex}"));
                }
                if let Val::Str(Some(n)) = &a[12] {
                    line.push_str(&format!(" (\"{}\")", show_bytes(n)));
                }
                m.p.random.push(line);
            }
            Opcode::Mazewalk => {
                m.unsure.rock = true;
                let a = m.pops(4);
                let at = coord(&a[0]);
                m.p.random.push(format!(
                    "MAZEWALK: carves a random maze from {}",
                    at.map_or("a random spot".into(), |(x, y)| format!("({x}, {y})"))
                ));
            }
            Opcode::NonDiggable => {
                let r = region(&m.pop());
                if let (Some(r), None, true) = (r, why, m.rooms.is_empty()) {
                    let r = m.rect(r);
                    m.nondiggable.push(r);
                }
            }
            Opcode::NonPasswall => {
                m.pop();
            }
            Opcode::Wallify => {
                let a = m.pops(2);
                m.wallify(&a, why);
            }
            Opcode::Mineralize => {
                m.pops(4);
            }
            Opcode::Corridor => {
                m.pops(6);
                m.unsure.rock = true;
                m.p.random.push("CORRIDOR: dug by the game".into());
            }
            Opcode::SelPoint => {
                let c = m.pop();
                m.stack.push(match coord(&c) {
                    Some(p) => Val::Sel(vec![p]),
                    None => Val::Unknown,
                });
            }
            Opcode::SelRect | Opcode::SelFillRect => {
                let r = m.pop();
                m.stack.push(match region(&r) {
                    Some((x1, y1, x2, y2)) => {
                        let mut pts = Vec::new();
                        for y in y1..=y2 {
                            for x in x1..=x2 {
                                if op == Opcode::SelFillRect
                                    || x == x1
                                    || x == x2
                                    || y == y1
                                    || y == y2
                                {
                                    pts.push((x, y));
                                }
                            }
                        }
                        Val::Sel(pts)
                    }
                    None => Val::Unknown,
                });
            }
            Opcode::SelAdd => {
                let b = m.pop();
                let a = m.pop();
                m.stack.push(match (a, b) {
                    (Val::Sel(mut a), Val::Sel(b)) => {
                        a.extend(b);
                        Val::Sel(a)
                    }
                    _ => Val::Unknown,
                });
            }
            // What each of the others takes off the stack before it pushes
            // one value the preview cannot know (as the game's machine reads
            // them; SEL_FILTER reads its kind, then two operands of any kind).
            Opcode::SelRndCoord | Opcode::Rn2 | Opcode::SelComplement | Opcode::SelFlood => {
                m.pop();
                m.stack.push(Val::Unknown);
            }
            Opcode::Dice | Opcode::SelLine | Opcode::SelGrow | Opcode::Cmp => {
                m.pops(2);
                m.stack.push(Val::Unknown);
            }
            Opcode::SelRndLine | Opcode::SelFilter => {
                m.pops(3);
                m.stack.push(Val::Unknown);
            }
            Opcode::SelEllipse => {
                m.pops(4);
                m.stack.push(Val::Unknown);
            }
            Opcode::SelGradient => {
                m.pops(6);
                m.stack.push(Val::Unknown);
            }
            Opcode::MathSign | Opcode::Inc | Opcode::Dec => {
                let v = m.pop().int();
                m.stack.push(match (op, v) {
                    (Opcode::Inc, Some(v)) => Val::Int(v.wrapping_add(1)),
                    (Opcode::Dec, Some(v)) => Val::Int(v.wrapping_sub(1)),
                    (Opcode::MathSign, Some(v)) => Val::Int(v.signum()),
                    _ => Val::Unknown,
                });
            }
            Opcode::MathAdd
            | Opcode::MathSub
            | Opcode::MathMul
            | Opcode::MathDiv
            | Opcode::MathMod => {
                let b = m.pop();
                let a = m.pop();
                m.stack.push(match (op, a, b) {
                    (Opcode::MathAdd, Val::Int(a), Val::Int(b)) => Val::Int(a.wrapping_add(b)),
                    (Opcode::MathAdd, Val::Str(Some(mut a)), Val::Str(Some(b))) => {
                        a.extend(b);
                        Val::Str(Some(a))
                    }
                    (Opcode::MathSub, Val::Int(a), Val::Int(b)) => Val::Int(a.wrapping_sub(b)),
                    (Opcode::MathMul, Val::Int(a), Val::Int(b)) => Val::Int(a.wrapping_mul(b)),
                    // The game gives 0 for a divisor below 1.
                    (Opcode::MathDiv, Val::Int(a), Val::Int(b)) => {
                        Val::Int(if b >= 1 { a / b } else { 0 })
                    }
                    (Opcode::MathMod, Val::Int(a), Val::Int(b)) => {
                        Val::Int(if b > 0 { a % b } else { 0 })
                    }
                    _ => Val::Unknown,
                });
            }
            Opcode::Copy => {
                let top = m.pop_raw();
                m.stack.push(top.clone());
                m.stack.push(top);
            }
            Opcode::Pop => {
                m.pop_raw();
            }
            Opcode::Jmp => {
                m.pop();
            }
            Opcode::Jl | Opcode::Jle | Opcode::Jg | Opcode::Jge | Opcode::Je | Opcode::Jne => {
                m.pops(2);
            }
            Opcode::VarInit => m.var_init(why),
            Opcode::ShuffleArray => {
                m.pop();
            }
            Opcode::Call => {
                // The address, the number of arguments, then the arguments
                // (the function's body is run where it stands).
                let _ = m.pop();
                let n = m.pop().int().unwrap_or(0).clamp(0, 1 << 16);
                m.pops(n as usize);
            }
            Opcode::Return => {
                let n = m.pop().int().unwrap_or(0).clamp(0, 1 << 16);
                m.pops(n as usize);
            }
            Opcode::Exit => break,
            Opcode::PopContainer
            | Opcode::EndMonInvent
            | Opcode::Null
            | Opcode::FramePush
            | Opcode::FramePop
            | Opcode::Push => {}
        }
        // What the statement placed or listed notes where it comes from
        // (map features already note their own rows).
        let note = super::note(m.origin, m.origin.and_then(|o| o.lines.line(i)));
        if !note.is_empty() {
            if op != Opcode::Map {
                m.p.marks[before.0..]
                    .iter_mut()
                    .for_each(|k| k.title.push_str(&note));
            }
            m.p.random[before.1..]
                .iter_mut()
                .for_each(|r| r.push_str(&note));
            m.p.areas[before.2..]
                .iter_mut()
                .for_each(|a| a.title.push_str(&note));
        }
    }
    m.finish(name);
    if noted_cond {
        m.p.header.push("parts of this level run only under conditions (IF, SWITCH, LOOP, FOR, functions): those are listed, and what they place at fixed spots is drawn dashed".into());
    }
    m.p
}
