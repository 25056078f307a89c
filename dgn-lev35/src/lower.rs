//! Turns the syntax tree into each level's opcode records, with the checks
//! UnNetHack 3.5's lev_comp makes, in the order it makes them.
//!
//! That compiler builds records while it parses, and some of its state
//! lasts from one level of a file to the next (the size of the last map,
//! how many registers were defined); this pass keeps the same state, so
//! that it accepts and rejects what that compiler does and writes the same
//! records.

use crate::ast::{
    Align, Class, Coord, InitMap, LevRegion as AstLevRegion, MapPlace, MonInfo, ObjInfos, Region,
    RoomType, Sp, Stmt, StmtKind, TerrainArea,
};
use crate::model::{LevRegion, Level, MapPart, Monster, Object, Op, Room};
use dgn_common::catalog::Catalog;
use dgn_common::diag::Diagnostic;
use dgn_common::source::{show_bytes, Span};

/// `MAX_REGISTERS`.
const MAX_REGISTERS: i32 = 10;
/// `COLNO`, `ROWNO`.
const COLNO: i32 = 80;
const ROWNO: i32 = 21;
/// `MAP_X_LIM`, `MAP_Y_LIM`.
const MAP_X_LIM: usize = 76;
const MAP_Y_LIM: usize = 21;
/// `MAX_TYPE` and `INVALID_TYPE` of the terrain numbers.
const MAX_TYPE: i32 = 36;
const INVALID_TYPE: i32 = 127;
/// `MAXRTYPE`.
const MAXRTYPE: i32 = 28;
/// `MAX_NESTED_IFS`.
const MAX_NESTED_IFS: usize = 20;
/// The size of the compiler's map buffer.
const MAP_BUFFER: usize = 4096;
/// `MAX_CONTAINMENT`: deeper nesting of containers than the game follows.
const MAX_CONTAINMENT: i32 = 10;

/// Room types by name, with their numbers.
pub const ROOM_TYPES: &[(&str, i32)] = &[
    ("ordinary", 0),
    ("throne", 2),
    ("swamp", 3),
    ("vault", 4),
    ("beehive", 5),
    ("morgue", 6),
    ("barracks", 7),
    ("zoo", 8),
    ("delphi", 9),
    ("temple", 10),
    ("lemurepit", 16),
    ("anthole", 13),
    ("cocknest", 12),
    ("garden", 14),
    ("leprehall", 11),
    ("shop", 17),
    ("armor shop", 18),
    ("scroll shop", 19),
    ("potion shop", 20),
    ("weapon shop", 21),
    ("food shop", 22),
    ("ring shop", 23),
    ("wand shop", 24),
    ("tool shop", 25),
    ("book shop", 26),
    ("candle shop", 27),
    ("black market", 28),
];

/// Trap types by name, with their numbers.
pub const TRAP_TYPES: &[(&str, i32)] = &[
    ("arrow", 1),
    ("dart", 2),
    ("falling rock", 3),
    ("board", 4),
    ("bear", 5),
    ("land mine", 6),
    ("rolling boulder", 7),
    ("sleep gas", 8),
    ("rust", 9),
    ("fire", 10),
    ("pit", 11),
    ("spiked pit", 12),
    ("hole", 13),
    ("trap door", 14),
    ("teleport", 15),
    ("level teleport", 16),
    ("magic portal", 17),
    ("web", 18),
    ("statue", 19),
    ("magic", 20),
    ("anti magic", 21),
    ("polymorph", 22),
];

/// The terrain number of a map character (`INVALID_TYPE` when it has none).
pub fn map_char(c: u8) -> i32 {
    match c {
        b' ' => 0,
        b'#' => 23,
        b'.' => 24,
        b'-' => 2,
        b'|' => 1,
        b'+' => 22,
        b'A' => 34,
        b'B' => 7,
        b'C' => 35,
        b'S' => 14,
        b'H' => 15,
        b'{' => 27,
        b'\\' => 28,
        b'K' => 29,
        b'}' => 17,
        b'P' => 16,
        b'L' => 20,
        b'I' => 32,
        b'W' => 18,
        b'T' => 13,
        b'F' => 21,
        b'x' => MAX_TYPE,
        _ => INVALID_TYPE,
    }
}

/// A value stored in a C `xchar` (a signed byte).
fn xc(v: i32) -> i8 {
    v as i8
}

/// What lowering a file gives.
pub struct Lowered {
    /// Each level's name and program.
    pub levels: Vec<(Vec<u8>, Level)>,
    /// The span of each level's `LEVEL` keyword.
    pub spans: Vec<Span>,
    /// Errors and warnings.
    pub diagnostics: Vec<Diagnostic>,
}

struct L<'a> {
    catalog: &'a Catalog,
    diags: Vec<Diagnostic>,
    level: Level,
    coord: (i32, i32),
    region: [i32; 4],
    on_olist: i32,
    on_mlist: i32,
    on_plist: i32,
    max_x_map: u32,
    max_y_map: u32,
    containment: i32,
    ifs: usize,
    room_names: Vec<Vec<u8>>,
    subrooms: Vec<(Vec<u8>, Span)>,
}

/// Lowers every level of a parsed file.
pub fn lower(file: &crate::ast::File, catalog: &Catalog) -> Lowered {
    let mut l = L {
        catalog,
        diags: Vec::new(),
        level: Level::default(),
        coord: (0, 0),
        region: [0; 4],
        on_olist: 0,
        on_mlist: 0,
        on_plist: 0,
        max_x_map: 0,
        max_y_map: 0,
        containment: 0,
        ifs: 0,
        room_names: Vec::new(),
        subrooms: Vec::new(),
    };
    let mut levels = Vec::new();
    let mut spans = Vec::new();
    for lev in &file.levels {
        let name = l.level_def(lev.name.as_ref());
        l.level = Level::default();
        l.room_names.clear();
        l.subrooms.clear();
        let flags = lev.flags.iter().fold(0, |a, f| a | f);
        let style = lev.init.as_ref().map_or(0, |i| l.init_map(i));
        l.stmts(&lev.body);
        let mut level = std::mem::take(&mut l.level);
        level.init.style = style;
        level.init.flags = flags;
        for (parent, span) in std::mem::take(&mut l.subrooms) {
            if !l.room_names.contains(&parent) {
                l.error(
                    span,
                    format!(
                        "subroom's parent room \"{}\" is not found",
                        String::from_utf8_lossy(&parent)
                    ),
                );
            }
        }
        levels.push((name, level));
        spans.push(lev.keyword);
    }
    Lowered {
        levels,
        spans,
        diagnostics: l.diags,
    }
}

impl L<'_> {
    fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::error(msg).at(span, ""));
    }

    fn add(&mut self, op: Op) {
        self.level.ops.push(op);
    }

    fn level_def(&mut self, name: Option<&Sp<Vec<u8>>>) -> Vec<u8> {
        let Some(name) = name else {
            return Vec::new();
        };
        if name.node.contains(&b'.') {
            self.error(name.span, "a level name cannot contain a dot");
        }
        if name.node.len() > 8 {
            self.error(
                name.span,
                format!(
                    "level name is {} characters long; names are limited to 8",
                    name.node.len()
                ),
            );
        }
        name.node.clone()
    }

    fn init_map(&mut self, init: &InitMap) -> i8 {
        let style = match init {
            InitMap::Fill(style, c) => {
                let t = map_char(c.node);
                if t == INVALID_TYPE || t >= MAX_TYPE {
                    self.error(c.span, "INIT_MAP: this fill character is no terrain");
                }
                self.level.init.filling = xc(t);
                *style as i8
            }
            InitMap::Mines {
                fg,
                bg,
                smoothed,
                joined,
                lit,
                walled,
                fill,
            } => {
                let fgt = map_char(fg.node);
                if fgt == INVALID_TYPE {
                    self.error(fg.span, "INIT_MAP: the foreground character is no terrain");
                }
                let bgt = map_char(bg.node);
                if bgt == INVALID_TYPE {
                    self.error(bg.span, "INIT_MAP: the background character is no terrain");
                }
                if *joined != 0 && fgt != 23 && fgt != 24 {
                    self.error(
                        fg.span,
                        "INIT_MAP: a joined map's foreground must be '.' or '#'",
                    );
                }
                let filling = fill.as_ref().map_or(-1, |f| map_char(f.node));
                if filling == INVALID_TYPE {
                    let span = fill.as_ref().map_or(fg.span, |f| f.span);
                    self.error(span, "INIT_MAP: this fill character is no terrain");
                }
                let init = &mut self.level.init;
                init.fg = xc(fgt);
                init.bg = xc(bgt);
                init.smoothed = xc(*smoothed);
                init.joined = xc(*joined);
                init.lit = xc(*lit);
                init.walled = xc(*walled);
                init.filling = xc(filling);
                3
            }
        };
        self.max_x_map = (COLNO - 1) as u32;
        self.max_y_map = ROWNO as u32;
        style
    }

    fn check_register(
        &mut self,
        defined: i32,
        i: i32,
        span: Span,
        what: &str,
        strict: bool,
    ) -> bool {
        if defined == 0 {
            self.error(
                span,
                format!("no random {what} defined before this register"),
            );
            if strict {
                return false;
            }
        } else if i >= defined {
            self.error(
                span,
                format!("register index {i} is past the {defined} random {what} defined"),
            );
            return false;
        } else {
            return true;
        }
        if i >= defined {
            self.error(
                span,
                format!("register index {i} is past the {defined} random {what} defined"),
            );
        }
        false
    }

    /// Sets the current coordinate.
    fn coordinate(&mut self, c: &Coord) {
        match c {
            Coord::Random => self.coord = (-MAX_REGISTERS - 1, -MAX_REGISTERS - 1),
            Coord::Place(i) => {
                if self.check_register(self.on_plist, i.node, i.span, "places", true) {
                    self.coord = (-i.node - 1, -i.node - 1);
                }
            }
            &Coord::At(x, y, span) => self.set_coord(x, y, span),
        }
    }

    fn set_coord(&mut self, x: i32, y: i32, span: Span) {
        if x < 0 || y < 0 || x >= COLNO || y >= ROWNO {
            self.error(
                span,
                format!("coordinates ({x},{y}) are off the map (columns 0 to 79, rows 0 to 20)"),
            );
        }
        self.coord = (x, y);
    }

    /// Sets the current region, checked against the last map.
    fn region(&mut self, r: &Region) {
        let mx = self.max_x_map as i32;
        let my = self.max_y_map as i32;
        let names = ["x1", "y1", "x2", "y2"];
        for (k, &c) in r.0.iter().enumerate() {
            let lim = if k % 2 == 0 { mx } else { my };
            if c < 0 || c > lim {
                self.error(
                    r.1,
                    format!(
                        "region out of the map's range ({}: {c}, the map's last {} is {lim})",
                        names[k],
                        if k % 2 == 0 { "column" } else { "row" }
                    ),
                );
                break;
            }
        }
        self.region = r.0;
    }

    fn lev_region(&mut self, r: &AstLevRegion) -> i8 {
        match r {
            AstLevRegion::Map(r) => {
                self.region(r);
                0
            }
            AstLevRegion::Level(r) => {
                let bad = r.0.iter().enumerate().any(|(k, &c)| {
                    if k % 2 == 0 {
                        c <= 0 || c >= COLNO
                    } else {
                        !(0..ROWNO).contains(&c)
                    }
                });
                if bad {
                    self.error(
                        r.1,
                        "level region out of the level's range (columns 1 to 79, rows 0 to 20)",
                    );
                }
                self.region = r.0;
                1
            }
        }
    }

    fn chance(&mut self, c: Option<&Sp<i32>>) -> i32 {
        match c {
            None => 100,
            Some(c) => {
                if c.node <= 0 || c.node > 100 {
                    self.error(
                        c.span,
                        format!("chance {}% is not a percentage from 1 to 100", c.node),
                    );
                }
                c.node
            }
        }
    }

    fn alignment(&mut self, a: &Align) -> i32 {
        match a {
            Align::Random => -MAX_REGISTERS - 1,
            Align::Value(v) => *v,
            Align::Register(i) => {
                if i.node >= 3 {
                    self.error(
                        i.span,
                        format!("register index {} is past the 3 alignments", i.node),
                    );
                }
                -i.node - 1
            }
        }
    }

    fn room_type(&mut self, t: &RoomType) -> i32 {
        let Some(name) = t else {
            return -1;
        };
        if let Some(&(_, v)) = ROOM_TYPES
            .iter()
            .find(|(n, _)| n.as_bytes() == name.node.as_slice())
        {
            return v;
        }
        let shown = String::from_utf8_lossy(&name.node).into_owned();
        let mut d = Diagnostic::warning(
            "unknown-room-type",
            format!("unknown room type \"{shown}\": an ordinary room is made"),
        )
        .at(name.span, "no such room type");
        if let Some(s) = dgn_common::diag::did_you_mean(&shown, ROOM_TYPES.iter().map(|(n, _)| *n))
        {
            d = d.help(format!("did you mean \"{s}\"?"));
        }
        self.diags.push(d);
        0
    }

    fn terrain_char(&mut self, what: &str, c: &Sp<u8>) -> i32 {
        let t = map_char(c.node);
        if t == INVALID_TYPE || t >= MAX_TYPE {
            self.error(
                c.span,
                format!(
                    "{what}: '{}' is no map character here",
                    show_bytes(&[c.node])
                ),
            );
        }
        t
    }

    fn last_room(&mut self) -> Option<&mut Room> {
        self.level.ops.iter_mut().rev().find_map(|op| match op {
            Op::Room(r) | Op::Subroom(r) => Some(r),
            _ => None,
        })
    }

    fn stmts(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, stmt: &Stmt) {
        let kw = stmt.span;
        match &stmt.kind {
            StmtKind::Error => {}
            StmtKind::Exit => self.add(Op::Exit),
            StmtKind::Wallify => self.add(Op::Wallify),
            StmtKind::RandomCorridors => self.add(Op::Corridor([-1, 0, 0, 0, 0, 0])),
            StmtKind::If { chance, then, els } => {
                self.if_statement(kw, chance.as_ref(), then, els.as_deref(), false)
            }
            StmtKind::Message(text) => {
                if text.node.len() > 254 {
                    self.error(
                        text.span,
                        format!(
                            "a message is limited to 254 characters; this one has {}",
                            text.node.len()
                        ),
                    );
                }
                self.add(Op::Message(text.node.clone()));
            }
            StmtKind::Corridor(src, dst) => {
                let s = [xc(src.0), xc(src.1), xc(src.2)];
                match dst {
                    Ok(d) => self.add(Op::Corridor([s[0], s[1], s[2], xc(d.0), xc(d.1), xc(d.2)])),
                    Err(w) => self.add(Op::Corridor([s[0], s[1], s[2], -1, xc(*w), 0])),
                }
            }
            StmtKind::Room {
                sub,
                rtype,
                lit,
                pos,
                align,
                size,
                parent,
                filled,
                body,
            } => {
                let rtype = self.room_type(rtype);
                match pos {
                    None => self.coord = (-1, -1),
                    Some(p) => {
                        let (x, y) = p.node;
                        if *sub {
                            if x < 0 || y < 0 {
                                self.error(p.span, "a subroom's position cannot be negative");
                            } else {
                                self.coord = (x, y);
                            }
                        } else if !(1..=5).contains(&x) || !(1..=5).contains(&y) {
                            self.error(p.span, "a room's position is from 1 to 5 each way");
                        } else {
                            self.coord = (x, y);
                        }
                    }
                }
                let (xalign, yalign) = if *sub {
                    (-1, -1)
                } else {
                    align.unwrap_or((-1, -1))
                };
                let (w, h) = size.unwrap_or((-1, -1));
                let room = Room {
                    name: None,
                    parent: parent.as_ref().map(|p| p.node.clone()),
                    x: xc(self.coord.0),
                    y: xc(self.coord.1),
                    w: xc(w),
                    h: xc(h),
                    xalign: xc(xalign),
                    yalign: xc(yalign),
                    rtype: xc(rtype),
                    chance: 0,
                    rlit: xc(*lit),
                    filled: xc(filled.unwrap_or(1)),
                };
                if let Some(p) = parent {
                    self.subrooms.push((p.node.clone(), p.span));
                    self.add(Op::Subroom(room));
                } else {
                    self.add(Op::Room(room));
                }
                self.stmts(body);
                self.add(Op::EndRoom);
            }
            StmtKind::Name(name) => {
                let msg = match self.last_room() {
                    None => Some("NAME with no room before it to name"),
                    Some(r) if r.name.is_some() => Some("this room already has a name"),
                    Some(r) => {
                        r.name = Some(name.node.clone());
                        None
                    }
                };
                match msg {
                    Some(m) => self.error(kw, m),
                    None => self.room_names.push(name.node.clone()),
                }
            }
            StmtKind::Chance(v) => {
                let v = v.node;
                let msg = match self.last_room() {
                    None => Some("CHANCE with no room before it".to_string()),
                    Some(r) if r.chance != 0 => Some("this room already has a chance".into()),
                    Some(r) if r.rtype == 0 => {
                        Some("only rooms of a type can have a chance".into())
                    }
                    Some(_) if !(1..=99).contains(&v) => {
                        Some(format!("chance {v} is not a percentage from 1 to 99"))
                    }
                    Some(r) => {
                        r.chance = xc(v);
                        None
                    }
                };
                if let Some(m) = msg {
                    self.error(kw, m);
                }
            }
            &StmtKind::RoomDoor {
                secret,
                state,
                wall,
                pos,
            } => {
                if wall == -1 && pos != -1 {
                    self.error(kw, "a door on a random wall must have a random position");
                } else {
                    if self.last_room().is_none() {
                        self.error(kw, "ROOMDOOR with no room before it");
                    }
                    self.add(Op::RoomDoor([xc(wall), xc(pos), xc(secret), xc(state)]));
                }
            }
            StmtKind::Door(state, at) => {
                self.coordinate(at);
                self.add(Op::Door([xc(self.coord.0), xc(self.coord.1), xc(*state)]));
            }
            StmtKind::Geometry { place, keep, map } => {
                let (zalign, h, v) = match place {
                    MapPlace::Aligned(h, v) => (1, *h, *v),
                    MapPlace::At(c) => {
                        self.coordinate(c);
                        (2, self.coord.0, self.coord.1)
                    }
                };
                self.scan_map(&map.node, map.span, zalign, keep.unwrap_or(1), h, v);
            }
            StmtKind::NoMap => {
                self.max_x_map = (COLNO - 1) as u32;
                self.max_y_map = ROWNO as u32;
                self.add(Op::Map(MapPart {
                    zaligntyp: 0,
                    keep_region: 1,
                    halign: 1,
                    valign: 1,
                    ..Default::default()
                }));
            }
            StmtKind::RandomObjects(list) => {
                let list = self.class_list(list, false);
                self.on_olist = list.len() as i32;
                self.add(Op::RandomObjects(list));
            }
            StmtKind::RandomMonsters(list) => {
                let list = self.class_list(list, true);
                self.on_mlist = list.len() as i32;
                self.add(Op::RandomMonsters(list));
            }
            StmtKind::RandomPlaces(places) => {
                let mut list = Vec::new();
                for (n, &(x, y, span)) in places.iter().enumerate() {
                    self.set_coord(x, y, span);
                    if n as i32 >= MAX_REGISTERS {
                        self.error(
                            span,
                            format!("a list of places holds at most {MAX_REGISTERS}"),
                        );
                    } else {
                        list.push((self.coord.0 + 1) as u8);
                        list.push((self.coord.1 + 1) as u8);
                    }
                }
                self.on_plist = (list.len() / 2) as i32;
                self.add(Op::RandomPlaces(list));
            }
            StmtKind::Monster {
                chance,
                class,
                name,
                at,
                infos,
            } => self.monster(chance.as_ref(), class, name.as_ref(), at, infos),
            StmtKind::Object {
                chance,
                class,
                name,
                at,
                infos,
                contents,
            } => self.object(
                chance.as_ref(),
                class,
                name.as_ref(),
                at.as_ref(),
                infos.as_ref(),
                contents.as_deref(),
            ),
            StmtKind::Trap { chance, name, at } => {
                let chance = self.chance(chance.as_ref());
                let ty = match name {
                    None => -1,
                    Some(name) => match TRAP_TYPES
                        .iter()
                        .find(|(n, _)| n.as_bytes() == name.node.as_slice())
                    {
                        Some(&(_, v)) => v,
                        None => {
                            let shown = String::from_utf8_lossy(&name.node).into_owned();
                            let mut d = Diagnostic::error(format!("unknown trap type \"{shown}\""))
                                .at(name.span, "no such trap");
                            if let Some(s) = dgn_common::diag::did_you_mean(
                                &shown,
                                TRAP_TYPES.iter().map(|(n, _)| *n),
                            ) {
                                d = d.help(format!("did you mean \"{s}\"?"));
                            }
                            self.diags.push(d);
                            -1
                        }
                    },
                };
                self.coordinate(at);
                self.add(Op::Trap([
                    xc(self.coord.0),
                    xc(self.coord.1),
                    xc(chance),
                    xc(ty),
                ]));
            }
            StmtKind::Drawbridge { at, dir, state } => {
                self.coordinate(at);
                let d = match dir.node {
                    1 => 0,
                    2 => 1,
                    4 => 2,
                    8 => 3,
                    other => {
                        self.error(dir.span, "invalid drawbridge direction");
                        other
                    }
                };
                let open = match state.node {
                    2 => 1,
                    4 => 0,
                    _ => {
                        self.error(kw, "a drawbridge can only be open or closed");
                        0
                    }
                };
                self.add(Op::Drawbridge([
                    xc(self.coord.0),
                    xc(self.coord.1),
                    xc(d),
                    open,
                ]));
            }
            StmtKind::Mazewalk { at, dir, rest } => {
                self.coordinate(at);
                let (stocked, typ) = match rest {
                    None => (1, 0),
                    Some((b, c)) => (*b, c.map_or(-1, map_char)),
                };
                self.add(Op::Mazewalk([
                    xc(self.coord.0),
                    xc(self.coord.1),
                    xc(*dir),
                    xc(stocked),
                    xc(typ),
                ]));
            }
            StmtKind::Stair(c, up) | StmtKind::Ladder(c, up) => {
                self.coordinate(c);
                let rec = [xc(self.coord.0), xc(self.coord.1), xc(*up)];
                self.add(if matches!(stmt.kind, StmtKind::Stair(..)) {
                    Op::Stair(rec)
                } else {
                    Op::Ladder(rec)
                });
            }
            StmtKind::StairRegion(a, b, up) => {
                let rtype = if *up != 0 { 1 } else { 0 };
                self.lev_region_op(a, b, rtype, None);
            }
            StmtKind::Portal(a, b, name) => self.lev_region_op(a, b, 2, Some(name.clone())),
            StmtKind::Teleport(a, b, dir) => {
                let rtype = match dir {
                    None => 4,
                    Some(1) => 5,
                    Some(_) => 6,
                };
                self.lev_region_op(a, b, rtype, None);
            }
            StmtKind::Branch(a, b) => self.lev_region_op(a, b, 3, None),
            StmtKind::Fountain(c) | StmtKind::Sink(c) | StmtKind::Pool(c) => {
                self.coordinate(c);
                let rec = [xc(self.coord.0), xc(self.coord.1)];
                self.add(match stmt.kind {
                    StmtKind::Fountain(_) => Op::Fountain(rec),
                    StmtKind::Sink(_) => Op::Sink(rec),
                    _ => Op::Pool(rec),
                });
            }
            StmtKind::ReplaceTerrain {
                region,
                from,
                to,
                lit,
                chance,
            } => {
                self.region(region);
                let from = self.terrain_char("REPLACE_TERRAIN 'from'", from);
                let to = self.terrain_char("REPLACE_TERRAIN 'to'", to);
                let c = xc(*chance).clamp(0, 100);
                let r = self.region.map(xc);
                self.add(Op::ReplaceTerrain([
                    c,
                    r[0],
                    r[1],
                    r[2],
                    r[3],
                    xc(from),
                    xc(to),
                    xc(*lit),
                ]));
            }
            StmtKind::Terrain {
                chance,
                area,
                ter,
                lit,
            } => {
                let chance = self.chance(chance.as_ref());
                let (areatyp, x1, y1, x2, y2) = match area {
                    TerrainArea::Point(c) => {
                        self.coordinate(c);
                        (0, self.coord.0, self.coord.1, -1, -1)
                    }
                    TerrainArea::Line(c, hv, n) => {
                        self.coordinate(c);
                        if *hv == 1 {
                            (1, self.coord.0, self.coord.1, *n, -1)
                        } else {
                            (2, self.coord.0, self.coord.1, -1, *n)
                        }
                    }
                    TerrainArea::Region(r, f) => {
                        self.region(r);
                        let [a, b, c, d] = self.region;
                        (3 + f, a, b, c, d)
                    }
                };
                let ter = self.terrain_char("TERRAIN", ter);
                self.add(Op::Terrain([
                    xc(chance),
                    xc(areatyp),
                    xc(x1),
                    xc(y1),
                    xc(x2),
                    xc(y2),
                    xc(ter),
                    xc(*lit),
                ]));
            }
            StmtKind::Randline {
                from,
                to,
                fg,
                lit,
                roughness,
                thick,
            } => {
                self.coordinate(from);
                let (x1, y1) = self.coord;
                self.coordinate(to);
                let (x2, y2) = self.coord;
                self.region = [x1, y1, x2, y2];
                let fg = self.terrain_char("RANDLINE", fg);
                self.add(Op::Randline {
                    bytes: [xc(x1), xc(y1), xc(x2), xc(y2), xc(fg), xc(*lit)],
                    roughness: *roughness,
                    thick: xc(thick.unwrap_or(0)),
                });
            }
            StmtKind::Spill {
                at,
                typ,
                dir,
                count,
                lit,
            } => {
                self.coordinate(at);
                let typ = self.terrain_char("SPILL", typ);
                if xc(count.node) < 1 {
                    self.error(
                        count.span,
                        format!("SPILL: count {} is not from 1 to 127", count.node),
                    );
                }
                self.add(Op::Spill([
                    xc(self.coord.0),
                    xc(self.coord.1),
                    xc(*dir),
                    xc(count.node),
                    xc(*lit),
                    xc(typ),
                ]));
            }
            StmtKind::NonDiggable(r) | StmtKind::NonPasswall(r) => {
                self.region(r);
                let r = self.region.map(xc);
                self.add(if matches!(stmt.kind, StmtKind::NonDiggable(_)) {
                    Op::NonDiggable(r)
                } else {
                    Op::NonPasswall(r)
                });
            }
            StmtKind::Region {
                region,
                lit,
                rtype,
                filling,
                irregular,
            } => {
                self.region(region);
                let rtype = self.room_type(rtype);
                let prefilled = filling.unwrap_or(0) + (irregular.unwrap_or(0) << 1);
                let mut rt = rtype;
                if prefilled & 1 != 0 {
                    rt += MAXRTYPE + 1;
                }
                let irreg = i32::from(prefilled & 2 != 0);
                let [x1, y1, x2, y2] = self.region;
                if x1 > x2 || y1 > y2 {
                    self.error(region.1, "the region's start is after its end");
                }
                let r = self.region.map(xc);
                if xc(rt) == 4 && (irreg != 0 || r[2] - r[0] != 1 || r[3] - r[1] != 1) {
                    self.error(region.1, "a vault must be exactly 2x2");
                }
                self.add(Op::Region([
                    r[0],
                    r[1],
                    r[2],
                    r[3],
                    xc(rt),
                    xc(*lit),
                    xc(irreg),
                ]));
            }
            StmtKind::Altar { at, align, kind } => {
                self.coordinate(at);
                let align = self.alignment(align);
                self.add(Op::Altar([
                    xc(self.coord.0),
                    xc(self.coord.1),
                    xc(align),
                    xc(*kind),
                ]));
            }
            StmtKind::Gold(amount, at) => {
                self.coordinate(at);
                self.add(Op::Gold {
                    x: xc(self.coord.0),
                    y: xc(self.coord.1),
                    amount: *amount,
                });
            }
            StmtKind::Engraving { at, kind, text } => {
                self.coordinate(at);
                self.add(Op::Engraving {
                    x: xc(self.coord.0),
                    y: xc(self.coord.1),
                    etype: xc(*kind),
                    text: text.clone(),
                });
            }
        }
    }

    fn lev_region_op(
        &mut self,
        a: &AstLevRegion,
        b: &AstLevRegion,
        rtype: i8,
        name: Option<Vec<u8>>,
    ) {
        let in_islev = self.lev_region(a);
        let inarea = self.region.map(xc);
        let del_islev = self.lev_region(b);
        let delarea = self.region.map(xc);
        self.add(Op::LevRegion(LevRegion {
            inarea,
            delarea,
            in_islev,
            del_islev,
            rtype,
            name,
        }));
    }

    /// A list of class characters, kept in reverse, as the compiler's
    /// right-recursive list does.
    fn class_list(&mut self, items: &[Sp<u8>], monsters: bool) -> Vec<u8> {
        let mut list = Vec::new();
        for (n, c) in items.iter().enumerate() {
            let ok = if monsters {
                self.catalog.monster_class(c.node).is_some()
            } else {
                self.catalog.object_class(c.node).is_some()
            };
            if !ok {
                self.error(
                    c.span,
                    format!(
                        "'{}' is no {} class",
                        show_bytes(&[c.node]),
                        if monsters { "monster" } else { "object" }
                    ),
                );
            }
            if n as i32 >= MAX_REGISTERS {
                self.error(
                    c.span,
                    format!("a list of classes holds at most {MAX_REGISTERS}"),
                );
            } else {
                list.push(if ok { c.node } else { 0xff });
            }
        }
        list.reverse();
        list
    }

    fn scan_map(&mut self, text: &[u8], span: Span, zalign: i8, keep: i32, h: i32, v: i32) {
        if text.len() >= MAP_BUFFER {
            self.error(
                span,
                format!(
                    "this map is {} bytes long; the compiler's buffer holds {}",
                    text.len(),
                    MAP_BUFFER - 1
                ),
            );
        }
        let stripped: Vec<u8> = text
            .iter()
            .copied()
            .filter(|c| !c.is_ascii_digit())
            .collect();
        let mut lines: Vec<&[u8]> = stripped.split(|&c| c == b'\n').collect();
        // Every row ends with a newline: the last piece is empty.
        lines.pop();
        let width = lines.iter().map(|l| l.len()).max().unwrap_or(0);
        let height = lines.len();
        self.max_x_map = (width as u32).wrapping_sub(1);
        self.max_y_map = (height as u32).wrapping_sub(1);
        if width > MAP_X_LIM || height > MAP_Y_LIM {
            self.error(
                span,
                format!("map is {width} x {height}; a map is at most {MAP_X_LIM} x {MAP_Y_LIM}"),
            );
        }
        let rows = lines
            .iter()
            .map(|l| {
                let mut r: Vec<i8> = l.iter().map(|&c| xc(map_char(c))).collect();
                r.resize(width, 0);
                r
            })
            .collect();
        self.add(Op::Map(MapPart {
            zaligntyp: zalign,
            keep_region: xc(keep),
            halign: xc(h),
            valign: xc(v),
            xsize: width as i8,
            ysize: height as i8,
            rows,
        }));
    }

    fn if_statement(
        &mut self,
        kw: Span,
        chance: Option<&Sp<i32>>,
        then: &[Stmt],
        els: Option<&[Stmt]>,
        inside: bool,
    ) {
        let chance = self.chance(chance);
        if self.ifs >= MAX_NESTED_IFS {
            self.error(
                kw,
                format!("IF statements nest at most {MAX_NESTED_IFS} deep"),
            );
        }
        self.add(Op::Cmp(0, chance));
        let jg = self.level.ops.len();
        self.add(Op::Jg(-1));
        self.ifs += 1;
        self.block(then, inside);
        if let Some(els) = els {
            let jmp = self.level.ops.len();
            self.add(Op::Jmp(-1));
            self.level.ops[jg] = Op::Jg(jmp as i64);
            self.block(els, inside);
            let last = self.level.ops.len() as i64 - 1;
            self.level.ops[jmp] = Op::Jmp(last);
        } else {
            let last = self.level.ops.len() as i64 - 1;
            self.level.ops[jg] = Op::Jg(last);
        }
        self.ifs -= 1;
    }

    fn block(&mut self, stmts: &[Stmt], inside: bool) {
        for s in stmts {
            match &s.kind {
                StmtKind::Object {
                    chance,
                    class,
                    name,
                    infos,
                    contents,
                    ..
                } if inside => self.object(
                    chance.as_ref(),
                    class,
                    name.as_ref(),
                    None,
                    infos.as_ref(),
                    contents.as_deref(),
                ),
                StmtKind::If { chance, then, els } if inside => {
                    self.if_statement(s.span, chance.as_ref(), then, els.as_deref(), true)
                }
                _ => self.stmt(s),
            }
        }
    }

    fn monster(
        &mut self,
        chance: Option<&Sp<i32>>,
        class: &Class,
        name: Option<&Sp<Vec<u8>>>,
        at: &Coord,
        infos: &[MonInfo],
    ) {
        let chance = self.chance(chance);
        let class: i32 = match class {
            Class::Random => -MAX_REGISTERS - 1,
            Class::Char(c) => {
                if self.catalog.monster_class(c.node).is_some() {
                    i32::from(c.node as i8)
                } else {
                    self.error(
                        c.span,
                        format!("'{}' is no monster class", show_bytes(&[c.node])),
                    );
                    -1
                }
            }
            Class::Register(i) => {
                self.check_register(self.on_mlist, i.node, i.span, "monsters", false);
                -i.node - 1
            }
        };
        self.coordinate(at);
        let mut m = Monster {
            x: xc(self.coord.0),
            y: xc(self.coord.1),
            class: xc(class),
            peaceful: -1,
            asleep: -1,
            align: xc(-MAX_REGISTERS - 2),
            chance: xc(chance),
            id: -1,
            ..Default::default()
        };
        if let Some(name) = name {
            let cls = Some(class as u8);
            match self.catalog.monster_id(&name.node, cls) {
                Some(i) => m.id = i as i16,
                None => {
                    let shown = String::from_utf8_lossy(&name.node).into_owned();
                    let mut d = Diagnostic::warning(
                        "unknown-monster",
                        format!("unknown monster \"{shown}\": a random monster is made"),
                    )
                    .at(name.span, "no such monster");
                    if class < 0 {
                        d = d.note("a monster named with a random or register class is never found by UnNetHack 3.5's lev_comp");
                    } else if let Some(s) = self.catalog.suggest_monster(&name.node, cls) {
                        d = d.help(format!("did you mean \"{s}\"?"));
                    }
                    self.diags.push(d);
                }
            }
        }
        for info in infos {
            match info {
                MonInfo::Name(n) => m.name = Some(n.clone()),
                MonInfo::Attitude(v) => m.peaceful = xc(*v),
                MonInfo::Alertness(v) => m.asleep = xc(*v),
                MonInfo::Appear(a, s) => {
                    m.appear = xc(*a);
                    m.appear_as = Some(s.clone());
                }
                MonInfo::Align(a) => m.align = xc(self.alignment(a)),
            }
        }
        self.add(Op::Monster(m));
    }

    fn object(
        &mut self,
        chance: Option<&Sp<i32>>,
        class: &Class,
        name: Option<&Sp<Vec<u8>>>,
        at: Option<&Coord>,
        infos: Option<&ObjInfos>,
        contents: Option<&[Stmt]>,
    ) {
        let chance = self.chance(chance);
        let class_span = match class {
            Class::Char(c) => Some(c.span),
            Class::Register(i) => Some(i.span),
            Class::Random => None,
        };
        let class: i32 = match class {
            Class::Random => -MAX_REGISTERS - 1,
            Class::Char(c) => {
                if self.catalog.object_class(c.node).is_some() {
                    i32::from(c.node as i8)
                } else {
                    self.error(
                        c.span,
                        format!("'{}' is no object class", show_bytes(&[c.node])),
                    );
                    -1
                }
            }
            Class::Register(i) => {
                if self.check_register(self.on_olist, i.node, i.span, "objects", true) {
                    -i.node - 1
                } else {
                    -1
                }
            }
        };
        let mut o = Object {
            class: xc(class),
            corpsenm: -1,
            curse_state: -1,
            chance: xc(chance),
            id: -1,
            ..Default::default()
        };
        if let Some(name) = name {
            let cls = Some(class as u8);
            match self.catalog.object_id(&name.node, cls) {
                Some(i) => o.id = i as i16,
                None => {
                    let shown = String::from_utf8_lossy(&name.node).into_owned();
                    let mut d = Diagnostic::warning(
                        "unknown-object",
                        format!("unknown object \"{shown}\": a random object is made"),
                    )
                    .at(name.span, "no such object");
                    if let Some(s) = self.catalog.suggest_object(&name.node, cls) {
                        d = d.help(format!("did you mean \"{s}\"?"));
                    }
                    self.diags.push(d);
                }
            }
        }
        if let Some(at) = at {
            self.coordinate(at);
            o.x = xc(self.coord.0);
            o.y = xc(self.coord.1);
        }
        o.spe = -127;
        if let Some(i) = infos {
            if let Some(c) = i.curse {
                o.curse_state = xc(c);
            }
            if let Some(m) = &i.monster {
                o.corpsenm = match self.catalog.monster_id(m, None) {
                    Some(i) => i as i32,
                    None => -2,
                };
            }
            o.spe = i.spe.map_or(-127, |v| v as i16);
            o.name.clone_from(&i.name);
        }
        let container = contents.is_some();
        if container {
            o.containment = 2;
        } else if at.is_none() {
            o.containment = i8::from(self.containment != 0);
        }
        self.add(Op::Object(o));
        if let Some(contents) = contents {
            self.containment += 1;
            if self.containment > MAX_CONTAINMENT {
                let span = class_span.unwrap_or_default();
                self.diags.push(
                    Diagnostic::warning(
                        "deep-containers",
                        format!("containers nest more than {MAX_CONTAINMENT} deep"),
                    )
                    .at(span, "too deep for the game")
                    .note("the game follows at most 10 levels of containers"),
                );
            }
            self.block(contents, true);
            self.containment -= 1;
            self.add(Op::PopContainer);
        }
    }
}
