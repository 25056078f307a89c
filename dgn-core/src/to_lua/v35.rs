//! UnNetHack 3.5 level files (`dgn-lev35`'s syntax tree) written as NetHack
//! 3.7 Lua.
//!
//! Its language nests as 3.7's does (rooms and containers hold their
//! statements in braces), so each statement is written where it stands:
//! `IF [N%] { } ELSE { }` becomes `if percent(N + 1)` (its game ran the
//! block when `rn2(100) <= N`), a room its `des.room` with a `contents`
//! function, a container its `des.object` with one. The statements 3.7
//! lacks are written in Lua of the same effect: `SPILL` as a random walk
//! (one helper function per level), a `RANDLINE` of some thickness as its
//! line grown to that width; each names what it writes in one
//! `variant-feature` warning.

use super::check37;
use super::comments::SourceLines;
use super::light343::{Fix, Kind, Why};
use super::v36::{
    is_corpstat, mapchar_str, monster_name, name_of, needs_table, object_name, push_coord,
    short_call, C, DIRS, DOOR_STATES, ENGRAVINGS, HALIGN, VALIGN,
};
use super::writer::{long_string, string, Out};
use super::{LuaLevel, Options};
use crate::diag::Diagnostic;
use crate::lev35::ast::*;
use crate::source::{show_bytes, SourceFile, Span, Spanned};

/// Its room type that a 3.7 room type stands in for.
const BLACK_MARKET: &[u8] = b"black market";

/// The game's name in messages.
const GAME: &str = "UnNetHack 3.5";

/// UnNetHack 3.5's level flags (bit, 3.7 name); its `noflipx` and
/// `noflipy` are handled with `noflip`.
const FLAGS35: &[(i64, &str)] = &[
    (0x80, "mazelevel"),
    (0x1, "noteleport"),
    (0x2, "hardfloor"),
    (0x4, "nommap"),
    (0x8, "shortsighted"),
    (0x10, "arboreal"),
    (0x100, "premapped"),
    (0x200, "shroud"),
];

/// The Lua function that spills terrain as UnNetHack 3.5's `SPILL` does,
/// written once before the first `SPILL` of a level.
const SPILL_FN: &[&str] = &[
    "-- SPILL (UnNetHack 3.5): `count` squares of terrain `typ` in a random walk",
    "-- that leans toward `dir`, from (x, y) or, without a place, from a wall",
    "-- of `area` broken through (NetHack 3.7 has no such statement). Squares",
    "-- left of or above the map's corner cannot be named (3.7 reads negative",
    "-- coordinates as random ones): the walk keeps off them.",
    "local function spill(area, x, y, dir, count, typ, lit)",
    "   local step = { north = { 0, -1 }, south = { 0, 1 }, east = { 1, 0 }, west = { -1, 0 } };",
    "   local ways = { \"north\", \"south\", \"east\", \"west\" };",
    "   local level = selection.negate(selection.new());",
    "   if x == nil then",
    "      local walls = selection.filter_mapchar(area, \"w\");",
    "      for _ = 1, 500 do",
    "         local c = selection.rndcoord(area);",
    "         local bx, by = c.x - step[dir][1], c.y - step[dir][2];",
    "         if selection.get(walls, bx, by) == 1 then",
    "            des.terrain({ x = bx, y = by, typ = typ, lit = lit });",
    "            x, y = c.x, c.y;",
    "            break;",
    "         end",
    "      end",
    "      if x == nil then",
    "         return;",
    "      end",
    "   end",
    "   local same = selection.filter_mapchar(level, typ);",
    "   local last = nil;",
    "   for _ = 1, count do",
    "      des.terrain({ x = x, y = y, typ = typ, lit = lit });",
    "      same = same | selection.area(x, y, x, y);",
    "      local k, qx, qy;",
    "      local guard = 0;",
    "      repeat",
    "         guard = guard + 1;",
    "         repeat",
    "            local r = nh.rn2(5);",
    "            k = r > 3 and dir or ways[r + 1];",
    "            qx, qy = x + step[k][1], y + step[k][2];",
    "         until qx >= 0 and qy >= 0 and selection.get(level, qx, qy) == 1",
    "      until guard >= 200 or (k ~= last and selection.get(same, qx, qy) ~= 1)",
    "      x, y, last = qx, qy, k;",
    "   end",
    "end",
];

pub(super) fn convert(
    src: &SourceFile,
    opts: &Options,
    target: &crate::target::Target,
) -> (Vec<LuaLevel>, Vec<Diagnostic>) {
    let (file, _) = crate::lev35::parse(src);
    let mut maps = Vec::new();
    for l in &file.levels {
        collect_maps(&l.body, &mut maps);
    }
    let lines = SourceLines::new(src.bytes(), &maps);
    let header = lines.header();
    let file_name = super::source_file_name(src);
    let mut out = Vec::with_capacity(file.levels.len());
    let mut diags = Vec::new();
    let mut next_comment = 0;
    for (i, lvl) in file.levels.iter().enumerate() {
        let end_line = file.levels.get(i + 1).map(|n| n.keyword);
        let mut c = Conv {
            lines: &lines,
            catalog: &target.catalog,
            out: Out::default(),
            diags: Vec::new(),
            next_comment,
            last_line: None,
            allow_flip: opts.allow_flip,
            declared: Vec::new(),
            map_size: None,
            map_placed: false,
            in_room: 0,
            room_sizes: Vec::new(),
            knox: false,
            vault: None,
            in_fn: 0,
            initialised: lvl.init.is_some(),
            part: None,
            secret_doors: false,
            walled_first: false,
        };
        let head: &[usize] = if i > 0 { &header } else { &[] };
        let name = c.level(lvl, &file_name, head);
        // Comments after a level's last statement belong to the next
        // level (they usually introduce it); the last level takes the
        // file's last comments.
        if end_line.is_none() {
            c.flush(usize::MAX);
        }
        next_comment = c.next_comment;
        diags.append(&mut c.diags);
        out.push(LuaLevel {
            name,
            text: c.out.buf,
        });
    }
    (out, diags)
}

fn collect_maps(stmts: &[Stmt], maps: &mut Vec<std::ops::Range<usize>>) {
    for s in stmts {
        match &s.kind {
            StmtKind::Geometry { map, .. } => maps.push(map.span.range()),
            StmtKind::If { then, els, .. } => {
                collect_maps(then, maps);
                if let Some(e) = els {
                    collect_maps(e, maps);
                }
            }
            StmtKind::Room { body, .. } => collect_maps(body, maps),
            StmtKind::Object {
                contents: Some(b), ..
            } => collect_maps(b, maps),
            _ => {}
        }
    }
}

/// Whether a map of a statement list, at any depth, has a secret door.
fn has_secret_door(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Geometry { map, .. } => map.node.contains(&b'S'),
        StmtKind::If { then, els, .. } => {
            has_secret_door(then) || els.as_deref().is_some_and(has_secret_door)
        }
        StmtKind::Room { body, .. } => has_secret_door(body),
        _ => false,
    })
}

/// The register lists (`object`, `monster`, `place`) set inside a block
/// (an `IF`, a room, a container) of a statement list.
fn nested_registers(stmts: &[Stmt], nested: bool, out: &mut Vec<&'static str>) {
    for s in stmts {
        let name = match &s.kind {
            StmtKind::RandomObjects(_) => Some("object"),
            StmtKind::RandomMonsters(_) => Some("monster"),
            StmtKind::RandomPlaces(_) => Some("place"),
            StmtKind::If { then, els, .. } => {
                nested_registers(then, true, out);
                if let Some(e) = els {
                    nested_registers(e, true, out);
                }
                None
            }
            StmtKind::Room { body, .. }
            | StmtKind::Object {
                contents: Some(body),
                ..
            } => {
                nested_registers(body, true, out);
                None
            }
            _ => None,
        };
        if let Some(n) = name.filter(|n| nested && !out.contains(n)) {
            out.push(n);
        }
    }
}

/// Whether a statement list holds a `SPILL`, at any depth.
fn has_spill(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Spill { .. } => true,
        StmtKind::If { then, els, .. } => has_spill(then) || els.as_deref().is_some_and(has_spill),
        StmtKind::Room { body, .. } => has_spill(body),
        StmtKind::Object {
            contents: Some(b), ..
        } => has_spill(b),
        _ => false,
    })
}

struct Conv<'a> {
    lines: &'a SourceLines<'a>,
    /// The game's monsters and objects (for its own, which NetHack 3.7
    /// lacks).
    catalog: &'a crate::catalog::Catalog,
    out: Out,
    diags: Vec<Diagnostic>,
    /// The next comment (index into the source's list) not yet written.
    next_comment: usize,
    /// The last source line written.
    last_line: Option<usize>,
    allow_flip: bool,
    /// Register lists already declared `local`.
    declared: Vec<&'static str>,
    /// The size of the map whose coordinates are in force (`None`: the
    /// whole level's).
    map_size: Option<(usize, usize)>,
    map_placed: bool,
    /// How many rooms are open around the statement being written.
    in_room: usize,
    /// The size (width, height) of each room being written, innermost
    /// last; `None` for a room of random size.
    room_sizes: Vec<Option<(i32, i32)>>,
    /// The level is Fort Ludios (`knox`).
    knox: bool,
    /// Fort Ludios's vault (its unfilled morgue), once seen.
    vault: Option<[i64; 4]>,
    /// How many `contents` functions (rooms, containers) are open around
    /// the statement being written.
    in_fn: usize,
    /// The level has an `INIT_MAP` (3.7 then starts a left-aligned map at
    /// column 1, where its game started it at column 3).
    initialised: bool,
    /// The current map as its game lit it while laying out its regions
    /// (`None` before the first map, after `NOMAP` and after a map whose
    /// coordinates were not kept).
    part: Option<super::light343::Part>,
    /// Whether some map of the level has a secret door.
    secret_doors: bool,
    /// Whether the map being placed is walled (`WALLIFY`) before any of
    /// its regions are laid out.
    walled_first: bool,
}

impl Conv<'_> {
    fn warn(&mut self, code: &'static str, span: Span, msg: &str, label: &str) {
        self.diags
            .push(Diagnostic::warning(code, msg.to_string()).at(span, label.to_string()));
    }

    /// One `variant-feature` warning: UnNetHack 3.5's `what`, which NetHack
    /// 3.7 lacks, and what is written instead.
    fn feature(&mut self, span: Span, msg: String, label: &str) {
        self.warn("variant-feature", span, &msg, label);
    }

    /// Writes the comments before source line `line`.
    fn flush(&mut self, line: usize) {
        while let Some(&(l, text)) = self.lines.comments().get(self.next_comment) {
            if l >= line {
                break;
            }
            if let Some(last) = self.last_line {
                if self.lines.blank_between(last, l) {
                    self.out.blank();
                }
            }
            self.out.comment(text);
            self.last_line = Some(l);
            self.next_comment += 1;
        }
    }

    /// A statement's comments and blank line.
    fn start(&mut self, span: Span) {
        let l = self.lines.line(span.start());
        self.flush(l);
        if let Some(last) = self.last_line {
            if self.lines.blank_between(last, l) {
                self.out.blank();
            }
        }
        self.last_line = Some(self.lines.line(span.end().saturating_sub(1)));
    }

    fn level(&mut self, lvl: &Level, file: &str, header: &[usize]) -> String {
        let name = lvl.name.as_ref().map_or(&[][..], |n| &n.node[..]);
        self.out.line(&format!(
            "-- NetHack 3.7 level \"{}\", converted by dgn from {file} ({GAME})",
            show_bytes(name)
        ));
        for &h in header {
            let text = self.lines.comments()[h].1;
            self.out.comment(text);
        }
        if !header.is_empty() {
            self.out.blank();
        }
        // Comments before this level's keyword were written with the level
        // before; the first level writes those after the header.
        self.start(lvl.keyword);
        self.out.blank();
        if let Some(i) = &lvl.init {
            self.init_map(i);
        }
        let bits = lvl.flags.iter().fold(0, |a, f| a | f);
        let mut flags: Vec<&str> = FLAGS35
            .iter()
            .filter(|(b, _)| bits & b != 0)
            .map(|(_, n)| *n)
            .collect();
        if name.starts_with(b"soko") {
            if !flags.contains(&"premapped") {
                flags.push("premapped");
            }
            flags.push("sokoban");
            self.warn(
                "sokoban-flag",
                lvl.keyword,
                "NetHack 3.7 applies Sokoban's rules only to levels flagged `sokoban` (UnNetHack 3.5 applied them to every level of its Sokoban dungeon); this level, named as Sokoban's levels are, gets the flag",
                "flagged `sokoban`",
            );
        }
        // Its game never flipped some levels, whatever their flags.
        // Its levels of one place have several versions (`knox-1`, ...).
        let never_flipped = [
            &b"astral"[..],
            b"blkmar",
            b"knox",
            b"oracle",
            b"castle",
            b"tower",
            b"minetn",
            b"town",
        ]
        .iter()
        .any(|p| name.starts_with(p));
        if !self.allow_flip || never_flipped || bits & 0x60 == 0x60 {
            flags.push("noflip");
        } else if bits & 0x20 != 0 {
            flags.push("noflipx");
        } else if bits & 0x40 != 0 {
            flags.push("noflipy");
        }
        if !flags.is_empty() {
            let list: Vec<String> = flags.iter().map(|f| format!("\"{f}\"")).collect();
            self.out
                .line(&format!("des.level_flags({});", list.join(", ")));
        }
        self.knox = name.starts_with(b"knox");
        self.secret_doors = has_secret_door(&lvl.body);
        // A list set inside a block serves the statements after the block
        // too: it is declared at the level's top.
        let mut nested = Vec::new();
        nested_registers(&lvl.body, false, &mut nested);
        for n in nested {
            self.out.line(&format!("local {n} = {{}};"));
            self.declared.push(n);
        }
        if has_spill(&lvl.body) {
            self.out.blank();
            for l in SPILL_FN {
                self.out.line(l);
            }
            self.out.blank();
        }
        self.stmts(&lvl.body);
        if let Some(rect) = self.vault {
            super::writer::knox_treasury(&mut self.out, rect);
        }
        String::from_utf8_lossy(name).into_owned()
    }

    fn init_map(&mut self, i: &InitMap) {
        match i {
            InitMap::Fill(1, c) => {
                self.out.line(&format!(
                    "des.level_init({{ style = \"solidfill\", fg = {} }});",
                    mapchar_str(i64::from(c.node))
                ));
                // Its solid fill leaves the light as it was (unlit).
                self.out.line(super::writer::UNLIT_FILL);
            }
            InitMap::Fill(_, c) => self.out.line(&format!(
                "des.level_init({{ style = \"mazegrid\", bg = {} }});",
                mapchar_str(i64::from(c.node))
            )),
            InitMap::Mines {
                fg,
                bg,
                smoothed,
                joined,
                lit,
                walled,
                fill,
            } => {
                let init = super::writer::MinesInit {
                    fg: mapchar_str(i64::from(fg.node)),
                    bg: mapchar_str(i64::from(bg.node)),
                    smoothed: *smoothed != 0,
                    joined: *joined != 0,
                    lit: (*lit >= 0).then_some(i64::from(*lit)),
                    walled: (*walled >= 0).then_some(*walled != 0),
                    filling: fill.as_ref().map(|f| mapchar_str(i64::from(f.node))),
                };
                if init.walled.is_none() {
                    let msg = super::writer::RANDOM_WALLED;
                    self.warn("random-walled", fg.span, msg, "random walls");
                }
                self.out.call_table("des.level_init", &init.keys());
            }
        }
    }

    fn stmts(&mut self, stmts: &[Stmt]) {
        for (i, s) in stmts.iter().enumerate() {
            if matches!(s.kind, StmtKind::Geometry { .. }) {
                // Its game walled a map where `WALLIFY` stands: before the
                // map's regions when it comes first.
                self.walled_first = stmts[i + 1..]
                    .iter()
                    .take_while(|n| !matches!(n.kind, StmtKind::Geometry { .. } | StmtKind::NoMap))
                    .find(|n| matches!(n.kind, StmtKind::Wallify | StmtKind::Region { .. }))
                    .is_some_and(|n| matches!(n.kind, StmtKind::Wallify));
            }
            self.start(s.span);
            self.stmt(s);
        }
    }

    fn coord(&mut self, c: &Coord) -> C {
        match c {
            Coord::At(x, y, _) => C::Xy(i64::from(*x), i64::from(*y)),
            Coord::Place(n) => {
                if !self.declared.contains(&"place") {
                    self.unset_register(n.span, "place");
                    return C::Random;
                }
                C::Table(format!("place[{}]", n.node + 1))
            }
            Coord::Random => C::Random,
        }
    }

    /// A register read before its list was set in this level: its game
    /// read the list another level left; the converted level has none.
    fn unset_register(&mut self, span: Span, what: &str) {
        self.warn(
            "unset-register",
            span,
            &format!("no RANDOM_{}S list before this register in its level: {GAME} read what another level left there; the converted level picks at random", what.to_ascii_uppercase()),
            "picked at random",
        );
    }

    /// A coordinate as a Lua table expression, a random one picked in the
    /// area its game picked in (the room, the map, or the level).
    fn c_expr(&self, c: C) -> String {
        match c {
            C::Xy(x, y) => format!("{{ x = {x}, y = {y} }}"),
            C::Table(t) => t,
            C::Random => format!("selection.rndcoord({})", self.area()),
        }
    }

    /// The area a random coordinate is picked in, as a selection.
    fn area(&self) -> String {
        if self.in_room > 0 {
            "selection.room()".into()
        } else if let Some((w, h)) = self.map_size {
            format!("selection.area(0, 0, {}, {})", w.max(1) - 1, h.max(1) - 1)
        } else {
            "selection.negate(selection.new())".into()
        }
    }

    fn positional(&mut self, f: &str, first: &str, c: &Coord) {
        match self.coord(c) {
            C::Xy(x, y) => self.out.line(&format!("{f}({first}, {x}, {y});")),
            C::Random => self.out.line(&format!("{f}({first});")),
            C::Table(t) => self.out.line(&format!("{f}({first}, {t});")),
        }
    }

    fn region(r: &Region) -> String {
        let [a, b, c, d] = r.0;
        format!("{{ {a}, {b}, {c}, {d} }}")
    }

    fn levregion_keys(a: &LevRegion, b: &LevRegion, ty: &str) -> Vec<String> {
        let part = |r: &LevRegion| match r {
            LevRegion::Map(r) => (Self::region(r), false),
            LevRegion::Level(r) => (Self::region(r), true),
        };
        let (ra, la) = part(a);
        let (rb, lb) = part(b);
        let mut keys = vec![format!("region = {ra}")];
        if la {
            keys.push("region_islev = 1".into());
        }
        keys.push(format!("exclude = {rb}"));
        if lb {
            keys.push("exclude_islev = 1".into());
        }
        if !ty.is_empty() {
            keys.push(format!("type = {ty}"));
        }
        keys
    }

    fn align(&mut self, a: &Align) -> String {
        match a {
            Align::Value(v) => super::writer::align_word(i64::from(*v))
                .unwrap_or("\"random\"")
                .into(),
            Align::Register(n) => format!("align[{}]", n.node + 1),
            _ => "\"random\"".into(),
        }
    }

    /// A register list: `local NAME = { ... }` (or a new value) and its
    /// shuffle.
    fn register(&mut self, name: &'static str, values: Vec<String>) {
        super::writer::register_list(&mut self.out, &mut self.declared, name, &values);
    }

    /// Wraps a statement in `if percent(N)` when it has a chance (its game
    /// made it when `rn2(100) < N`).
    fn chance(&mut self, chance: Option<&Sp<i32>>, f: impl FnOnce(&mut Self)) {
        match chance {
            Some(c) if c.node < 100 => {
                self.out.open(&format!("if percent({}) then", c.node));
                f(self);
                self.out.close("end");
            }
            _ => f(self),
        }
    }

    /// A map character's terrain as 3.7 writes it.
    fn mapchar(c: u8) -> String {
        mapchar_str(i64::from(c))
    }

    fn lit(l: i32) -> i32 {
        // Its terrain statements store the light in a one-bit field:
        // `random` (-1) is lit.
        i32::from(l != 0)
    }

    fn stmt(&mut self, s: &Stmt) {
        let span = s.span;
        match &s.kind {
            StmtKind::Error | StmtKind::Name(_) | StmtKind::Chance(_) => {}
            StmtKind::Message(m) => {
                self.out.line(&format!("des.message({});", string(&m.node)));
            }
            StmtKind::Exit => {
                if self.in_fn > 0 {
                    self.warn(
                        "exit-in-room",
                        span,
                        "EXIT inside a room or container ends only its `contents` function in NetHack 3.7; UnNetHack 3.5 ended the level's program",
                        "ends the contents only",
                    );
                }
                self.out
                    .line("do return end -- EXIT: the rest of the program is skipped");
            }
            StmtKind::Wallify => self.out.line("des.wallify();"),
            StmtKind::RandomCorridors => self.out.line("des.random_corridors();"),
            StmtKind::NoMap => {
                self.map_size = None;
                self.part = None;
                if self.map_placed {
                    self.out.line(
                        "des.map({ halign = \"center\", valign = \"center\", map = \"x\" }); -- back to whole-level coordinates",
                    );
                }
            }
            StmtKind::If { chance, then, els } => {
                let n = chance.as_ref().map_or(100, |c| c.node);
                // Its game ran the block when rn2(100) <= N.
                let head = if n >= 99 {
                    "if true then".to_string()
                } else {
                    format!(
                        "if percent({}) then -- [{n}%]: taken when rn2(100) <= {n}",
                        n + 1
                    )
                };
                self.out.open(&head);
                self.stmts(then);
                if let Some(e) = els {
                    self.out.close("else");
                    self.out.depth += 1;
                    self.stmts(e);
                }
                self.out.close("end");
            }
            StmtKind::Corridor(from, to) => match to {
                Ok(d) => {
                    let k = |c: &CorrSpec, side: &str| {
                        vec![
                            format!("{side}room = {}", c.0),
                            format!(
                                "{side}wall = \"{}\"",
                                name_of(DIRS, i64::from(c.1)).unwrap_or("all")
                            ),
                            format!("{side}door = {}", c.2),
                        ]
                    };
                    let mut keys = k(from, "src");
                    keys.extend(k(d, "dest"));
                    self.out.call_table("des.corridor", &keys);
                }
                Err(_) => self.diags.push(
                    Diagnostic::error("a CORRIDOR to a number (no room) has no NetHack 3.7 form")
                        .at(span, "not convertible"),
                ),
            },
            StmtKind::Room { .. } => self.room(s),
            StmtKind::RoomDoor {
                secret,
                state,
                wall,
                pos,
            } => self.room_door(span, *secret, *state, *wall, *pos),
            StmtKind::Door(state, c) => {
                let st = name_of(DOOR_STATES, i64::from(*state)).unwrap_or("random");
                match self.coord(c) {
                    C::Xy(x, y) => self.out.line(&format!("des.door(\"{st}\", {x}, {y});")),
                    C::Table(t) => self
                        .out
                        .line(&format!("des.door({{ state = \"{st}\", coord = {t} }});")),
                    C::Random => {
                        let a = self.area();
                        self.out.line(&format!(
                            "des.door({{ state = \"{st}\", coord = selection.rndcoord({a}) }});"
                        ))
                    }
                }
            }
            StmtKind::Geometry { place, keep, map } => self.map(place, *keep, map, span),
            StmtKind::RandomObjects(v) => {
                for c in v {
                    check37::object_class(&mut self.diags, c.node, c.span);
                }
                let v = v.iter().map(|c| string(&[c.node])).collect();
                self.register("object", v);
            }
            StmtKind::RandomMonsters(v) => {
                for c in v {
                    check37::monster_class(&mut self.diags, c.node, c.span);
                }
                let v = v.iter().map(|c| string(&[c.node])).collect();
                self.register("monster", v);
            }
            StmtKind::RandomPlaces(v) => {
                let v = v
                    .iter()
                    .map(|(x, y, _)| format!("{{ x = {x}, y = {y} }}"))
                    .collect();
                self.register("place", v);
            }
            StmtKind::Monster {
                chance,
                class,
                name,
                at,
                infos,
            } => self.chance(chance.as_ref(), |me| {
                me.monster(class, name, at, infos, span)
            }),
            StmtKind::Object { chance, .. } => {
                self.chance(chance.clone().as_ref(), |me| me.object(s))
            }
            StmtKind::Trap { chance, name, at } => {
                self.chance(chance.as_ref(), |me| {
                    let n = name.as_ref().map(|n| string(&n.node));
                    match (n, me.coord(at)) {
                        (Some(n), C::Xy(x, y)) => me.out.line(&format!("des.trap({n}, {x}, {y});")),
                        (Some(n), C::Random) => me.out.line(&format!("des.trap({n});")),
                        (Some(n), C::Table(t)) => me.out.line(&format!("des.trap({n}, {t});")),
                        (None, C::Random) => me.out.line("des.trap();"),
                        (None, c) => {
                            let mut keys = Vec::new();
                            push_coord(&mut keys, c);
                            me.out.call_table("des.trap", &keys);
                        }
                    }
                });
            }
            StmtKind::Drawbridge { at, dir, state } => {
                let d = name_of(DIRS, i64::from(dir.node)).unwrap_or("random");
                let st = match state.node {
                    2 => "open",
                    4 => "closed",
                    _ => "random",
                };
                let mut keys = vec![format!("dir = \"{d}\""), format!("state = \"{st}\"")];
                let c = self.coord(at);
                push_coord(&mut keys, c);
                self.out.call_table("des.drawbridge", &keys);
            }
            StmtKind::Mazewalk { at, dir, rest } => {
                let d = name_of(DIRS, i64::from(*dir)).unwrap_or("random");
                match (rest, self.coord(at)) {
                    (None, C::Xy(x, y)) => {
                        self.out.line(&format!("des.mazewalk({x}, {y}, \"{d}\");"))
                    }
                    (rest, c) => {
                        let mut keys = Vec::new();
                        push_coord(&mut keys, c);
                        keys.push(format!("dir = \"{d}\""));
                        if let Some((stocked, typ)) = rest {
                            keys.push(format!(
                                "stocked = {}",
                                if *stocked == 0 { "false" } else { "true" }
                            ));
                            if let Some(t) = typ {
                                keys.push(format!("typ = {}", Self::mapchar(*t)));
                            }
                        }
                        self.out.call_table("des.mazewalk", &keys);
                    }
                }
            }
            StmtKind::Stair(c, up) => {
                let d = if *up == 1 { "\"up\"" } else { "\"down\"" };
                self.positional("des.stair", d, c);
            }
            StmtKind::Ladder(c, up) => {
                let d = if *up == 1 { "\"up\"" } else { "\"down\"" };
                self.positional("des.ladder", d, c);
            }
            StmtKind::StairRegion(a, b, up) => {
                let t = if *up == 1 {
                    "\"stair-up\""
                } else {
                    "\"stair-down\""
                };
                let keys = Self::levregion_keys(a, b, t);
                self.out.call_table("des.levregion", &keys);
            }
            StmtKind::Portal(a, b, dest) => {
                let mut keys = Self::levregion_keys(a, b, "\"portal\"");
                keys.push(format!("name = {}", string(dest)));
                self.out.call_table("des.levregion", &keys);
            }
            StmtKind::Teleport(a, b, dir) => {
                let mut keys = Self::levregion_keys(a, b, "");
                match dir {
                    Some(1) => keys.push("dir = \"up\"".into()),
                    Some(_) => keys.push("dir = \"down\"".into()),
                    None => {}
                }
                self.out.call_table("des.teleport_region", &keys);
            }
            StmtKind::Branch(a, b) => {
                let keys = Self::levregion_keys(a, b, "\"branch\"");
                self.out.call_table("des.levregion", &keys);
            }
            StmtKind::Fountain(c) => self.positional("des.feature", "\"fountain\"", c),
            StmtKind::Sink(c) => self.positional("des.feature", "\"sink\"", c),
            StmtKind::Pool(c) => self.positional("des.feature", "\"pool\"", c),
            StmtKind::NonDiggable(r) => {
                let [a, b, c, d] = r.0;
                self.out.line(&format!(
                    "des.non_diggable(selection.area({a}, {b}, {c}, {d}));"
                ));
            }
            StmtKind::NonPasswall(r) => {
                let [a, b, c, d] = r.0;
                self.out.line(&format!(
                    "des.non_passwall(selection.area({a}, {b}, {c}, {d}));"
                ));
            }
            StmtKind::ReplaceTerrain {
                region,
                from,
                to,
                lit,
                chance,
            } => {
                let keys = vec![
                    format!("region = {}", Self::region(region)),
                    format!("fromterrain = {}", Self::mapchar(from.node)),
                    format!("toterrain = {}", Self::mapchar(to.node)),
                    format!("lit = {}", Self::lit(*lit)),
                    format!("chance = {chance}"),
                ];
                self.out.call_table("des.replace_terrain", &keys);
            }
            StmtKind::Terrain {
                chance,
                area,
                ter,
                lit,
            } => {
                let typ = Self::mapchar(ter.node);
                let lit = Self::lit(*lit);
                self.chance(chance.as_ref(), |me| {
                    let sel = match area {
                        TerrainArea::Point(c) => match me.coord(c) {
                            C::Xy(x, y) => {
                                me.out.line(&format!(
                                    "des.terrain({{ x = {x}, y = {y}, typ = {typ}, lit = {lit} }});"
                                ));
                                return;
                            }
                            other => {
                                let e = me.c_expr(other);
                                me.out.line(&format!(
                                    "des.terrain({{ coord = {e}, typ = {typ}, lit = {lit} }});"
                                ));
                                return;
                            }
                        },
                        TerrainArea::Line(c, dir, len) => {
                            if *len <= 0 {
                                me.out.line("-- TERRAIN: a line of no squares");
                                return;
                            }
                            let (dx, dy) = if *dir == 1 { (len - 1, 0) } else { (0, len - 1) };
                            match me.coord(c) {
                                C::Xy(x, y) => format!(
                                    "selection.line({x}, {y}, {}, {})",
                                    x + i64::from(dx),
                                    y + i64::from(dy)
                                ),
                                other => {
                                    let e = me.c_expr(other);
                                    me.out.open("do");
                                    me.out.line(&format!("local c = {e};"));
                                    me.out.line(&format!(
                                        "des.terrain({{ selection = selection.line(c.x, c.y, c.x + {dx}, c.y + {dy}), typ = {typ}, lit = {lit} }});"
                                    ));
                                    me.out.close("end");
                                    return;
                                }
                            }
                        }
                        TerrainArea::Region(r, unfilled) => {
                            let [a, b, c, d] = r.0;
                            let f = if *unfilled == 1 { "rect" } else { "area" };
                            format!("selection.{f}({a}, {b}, {c}, {d})")
                        }
                    };
                    me.out.line(&format!(
                        "des.terrain({{ selection = {sel}, typ = {typ}, lit = {lit} }});"
                    ));
                });
            }
            StmtKind::Randline {
                from,
                to,
                fg,
                lit,
                roughness,
                thick,
            } => self.randline(span, from, to, fg.node, *lit, *roughness, *thick),
            StmtKind::Spill {
                at,
                typ,
                dir,
                count,
                lit,
            } => {
                self.feature(
                    span,
                    format!("NetHack 3.7 has no SPILL ({GAME}'s); a Lua function of the level spills the terrain in the same random walk"),
                    "written as a Lua random walk",
                );
                let d = name_of(DIRS, i64::from(*dir)).unwrap_or("north");
                let area = self.area();
                let (x, y) = match self.coord(at) {
                    C::Xy(x, y) => (x.to_string(), y.to_string()),
                    C::Table(t) => (format!("{t}.x"), format!("{t}.y")),
                    C::Random => ("nil".into(), "nil".into()),
                };
                self.out.line(&format!(
                    "spill({area}, {x}, {y}, \"{d}\", {}, {}, {});",
                    count.node,
                    Self::mapchar(typ.node),
                    Self::lit(*lit)
                ));
            }
            StmtKind::Region {
                region,
                lit,
                rtype,
                filling,
                irregular,
            } => self.region_stmt(region, *lit, rtype, *filling, *irregular),
            StmtKind::Altar { at, align, kind } => {
                let mut keys = Vec::new();
                let c = self.coord(at);
                push_coord(&mut keys, c);
                let a = self.align(align);
                keys.push(format!("align = {a}"));
                match kind {
                    0 => keys.push("type = \"altar\"".into()),
                    1 => keys.push("type = \"shrine\"".into()),
                    2 => keys.push("type = \"sanctum\"".into()),
                    _ => {
                        self.warn(
                            "random-altar-type",
                            span,
                            "NetHack 3.7 has no random altar type; this altar is an ordinary one",
                            "random altar type",
                        );
                        keys.push("type = \"altar\"".into());
                    }
                }
                self.out.call_table("des.altar", &keys);
            }
            StmtKind::Gold(amount, c) => {
                let c = self.coord(c);
                match (*amount >= 0, c) {
                    (true, C::Xy(x, y)) => self.out.line(&super::writer::gold_at(amount, x, y)),
                    (true, C::Table(t)) => self.out.line(&format!("des.gold({amount}, {t});")),
                    (true, C::Random) => self
                        .out
                        .line(&format!("des.gold({{ amount = {amount} }});")),
                    (false, c) => {
                        let mut keys = Vec::new();
                        push_coord(&mut keys, c);
                        self.out.call_table("des.gold", &keys);
                    }
                }
            }
            StmtKind::Engraving { at, kind, text } => {
                let mut keys = Vec::new();
                let c = self.coord(at);
                push_coord(&mut keys, c);
                match name_of(ENGRAVINGS, i64::from(*kind)) {
                    Some(k) => keys.push(format!("type = \"{k}\"")),
                    None => {
                        self.warn(
                            "random-engraving-type",
                            span,
                            "NetHack 3.7 has no random engraving type; this one is engraved",
                            "random type",
                        );
                        keys.push("type = \"engrave\"".into());
                    }
                }
                keys.push(format!("text = {}", string(text)));
                self.out.call_table("des.engraving", &keys);
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn randline(
        &mut self,
        span: Span,
        from: &Coord,
        to: &Coord,
        fg: u8,
        lit: i32,
        roughness: i32,
        thick: Option<i32>,
    ) {
        // Ends drawn at random are drawn once each, before the line.
        let mut locals = Vec::new();
        let mut sel = match (self.coord(from), self.coord(to)) {
            (C::Xy(x1, y1), C::Xy(x2, y2)) => {
                format!("selection.randline({x1}, {y1}, {x2}, {y2}, {roughness})")
            }
            (a, b) => {
                locals.push(format!("local a = {};", self.c_expr(a)));
                locals.push(format!("local b = {};", self.c_expr(b)));
                format!("selection.randline(a.x, a.y, b.x, b.y, {roughness})")
            }
        };
        // Its line is `thick` squares wide (1 to 10): a square of that size
        // at each point, reaching thick / 2 up and left of it.
        let t = thick.unwrap_or(1).clamp(1, 10);
        if t > 1 {
            self.feature(
                span,
                format!("NetHack 3.7's random lines have no thickness ({GAME}'s); the line is grown to {t} squares wide"),
                "grown to its width",
            );
            let mut grow = Vec::new();
            for _ in 0..t / 2 {
                grow.push("west");
                grow.push("north");
            }
            for _ in 0..(t - 1) / 2 {
                grow.push("east");
                grow.push("south");
            }
            // Grow west/east first, then north/south, so that the corners
            // are covered.
            grow.sort_by_key(|d| matches!(*d, "north" | "south"));
            for d in grow {
                sel = format!("selection.grow({sel}, \"{d}\")");
            }
        }
        let line = format!(
            "des.terrain({{ selection = {sel}, typ = {}, lit = {} }});",
            Self::mapchar(fg),
            Self::lit(lit)
        );
        if locals.is_empty() {
            self.out.line(&line);
            return;
        }
        self.out.open("do");
        for l in &locals {
            self.out.line(l);
        }
        self.out.line(&line);
        self.out.close("end");
    }

    fn room(&mut self, s: &Stmt) {
        let StmtKind::Room {
            sub,
            rtype,
            lit,
            pos,
            align,
            size,
            filled,
            body,
            ..
        } = &s.kind
        else {
            return;
        };
        let mut keys = Vec::new();
        match rtype {
            Some(t) if t.node == b"ordinary" => {}
            Some(t) if t.node == BLACK_MARKET => {
                self.black_market(t.span);
                keys.push("type = \"shop\"".into());
            }
            Some(t) if super::names37::known_room_type(&t.node) => {
                keys.push(format!("type = {}", string(&t.node)))
            }
            Some(t)
                if crate::lev35::lower::ROOM_TYPES
                    .iter()
                    .any(|(n, _)| n.as_bytes() == t.node.as_slice()) =>
            {
                let msg = format!(
                    "NetHack 3.7 has no room type \"{}\" ({GAME}'s); the room is an ordinary one",
                    show_bytes(&t.node)
                );
                self.feature(t.span, msg, "an ordinary room");
            }
            Some(_) => {}
            None => self.warn(
                "random-room-type",
                s.span,
                "NetHack 3.7 has no random room type; this room is an ordinary one",
                "random room type",
            ),
        }
        // CHANCE in the room's block gives its type's chance.
        if let Some(c) = body.iter().rev().find_map(|b| match &b.kind {
            StmtKind::Chance(c) => Some(c.node),
            _ => None,
        }) {
            keys.push(format!("chance = {c}"));
        }
        if *lit >= 0 {
            keys.push(format!("lit = {lit}"));
        }
        if let Some(p) = pos {
            keys.push(format!("x = {}, y = {}", p.node.0, p.node.1));
        }
        if let (false, Some((h, v))) = (sub, align) {
            keys.push(format!(
                "xalign = \"{}\", yalign = \"{}\"",
                name_of(HALIGN, i64::from(*h)).unwrap_or("center"),
                name_of(VALIGN, i64::from(*v)).unwrap_or("center")
            ));
        }
        if let Some((w, h)) = size {
            keys.push(format!("w = {w}, h = {h}"));
        }
        if *filled == Some(0) {
            keys.push("filled = 0".into());
        }
        if body.iter().all(|b| {
            matches!(
                b.kind,
                StmtKind::Name(_) | StmtKind::Chance(_) | StmtKind::Error
            )
        }) {
            self.out.call_table("des.room", &keys);
            return;
        }
        let head = if keys.is_empty() {
            "des.room({ contents = function()".to_string()
        } else {
            format!("des.room({{ {}, contents = function()", keys.join(", "))
        };
        self.out.open(&head);
        self.in_room += 1;
        self.in_fn += 1;
        self.room_sizes.push(*size);
        // Subrooms first: 3.7 wants a room's doors after them.
        let (subs, rest): (Vec<&Stmt>, Vec<&Stmt>) = body
            .iter()
            .partition(|b| matches!(b.kind, StmtKind::Room { .. }));
        for b in subs.into_iter().chain(rest) {
            self.start(b.span);
            self.stmt(b);
        }
        self.room_sizes.pop();
        self.in_room -= 1;
        self.in_fn -= 1;
        self.out.close("end });");
    }

    fn room_door(&mut self, span: Span, secret: i32, state: i32, wall: i32, pos: i32) {
        let state_name = name_of(DOOR_STATES, i64::from(state)).unwrap_or("random");
        let st = match secret {
            1 => "secret",
            0 => state_name,
            _ => {
                self.warn(
                    "random-secret-door",
                    span,
                    "NetHack 3.7 cannot make a door secret at random; this door is not secret unless its state makes it so",
                    "random secret",
                );
                state_name
            }
        };
        let mut keys = vec![format!("state = \"{st}\"")];
        let walls: Vec<&str> = DIRS
            .iter()
            .filter(|(b, _)| i64::from(wall) & b != 0)
            .map(|(_, n)| *n)
            .collect();
        let single = if wall < 0 {
            None
        } else {
            name_of(DIRS, i64::from(wall))
        };
        match (wall < 0, single) {
            (true, _) => keys.push("wall = \"random\"".into()),
            (false, Some(w)) => keys.push(format!("wall = \"{w}\"")),
            (false, None) if walls.is_empty() => keys.push("wall = \"random\"".into()),
            (false, None) => {
                // Several walls: one of them, drawn as its game drew it.
                let list: Vec<String> = walls.iter().map(|w| format!("\"{w}\"")).collect();
                keys.push(format!(
                    "wall = ({{ {} }})[nh.rn2({}) + 1]",
                    list.join(", "),
                    walls.len()
                ));
            }
        }
        if pos >= 0 {
            keys.push(format!("pos = {pos}"));
        } else {
            let size = self.room_sizes.last().copied().flatten();
            let len = match (size, single) {
                (Some((w, _)), Some("north" | "south")) => Some(w),
                (Some((_, h)), Some("east" | "west")) => Some(h),
                (Some((w, h)), _) if w == h => Some(w),
                _ => None,
            };
            match len {
                Some(2) => keys.push("pos = 0".into()),
                Some(n) if n > 2 => keys.push(format!("pos = nh.rn2({})", n - 1)),
                _ => self.warn(
                    "random-door-position",
                    span,
                    "UnNetHack 3.5 never put a door drawn at random on the last square of its wall; NetHack 3.7 may",
                    "random position",
                ),
            }
        }
        self.out.call_table("des.door", &keys);
    }

    fn map(&mut self, place: &MapPlace, keep: Option<i32>, map: &Sp<Vec<u8>>, span: Span) {
        // Digits are rulers; short rows are padded with solid rock.
        let text: Vec<u8> = map
            .node
            .iter()
            .copied()
            .filter(|c| !c.is_ascii_digit())
            .collect();
        let mut rows: Vec<&[u8]> = text.split(|&c| c == b'\n').collect();
        if rows.last().is_some_and(|r| r.is_empty()) {
            rows.pop();
        }
        let rows: Vec<&[u8]> = rows
            .into_iter()
            .map(|r| r.strip_suffix(b"\r").unwrap_or(r))
            .collect();
        let width = rows.iter().map(|r| r.len()).max().unwrap_or(0);
        let mut keys = Vec::new();
        match place {
            MapPlace::Aligned(h, v) => {
                let h = name_of(HALIGN, i64::from(*h)).unwrap_or("center");
                let v = name_of(VALIGN, i64::from(*v)).unwrap_or("center");
                if h == "left" && self.initialised {
                    // The place as its game computed it.
                    let y = super::v343::map_top_343(v, rows.len() as i64);
                    keys.push(format!("x = 3, y = {y}"));
                } else {
                    keys.push(format!("halign = \"{h}\", valign = \"{v}\""));
                }
            }
            MapPlace::At(c) => match self.coord(c) {
                C::Xy(x, y) => keys.push(format!("x = {x}, y = {y}")),
                C::Table(t) => keys.push(format!("coord = {t}")),
                C::Random => {
                    let a = self.area();
                    keys.push(format!("coord = selection.rndcoord({a})"));
                }
            },
        }
        let mut body = Vec::new();
        for r in &rows {
            for x in 0..width {
                body.push(r.get(x).copied().unwrap_or(b' '));
            }
            body.push(b'\n');
        }
        self.map_placed = true;
        let mut line = format!("des.map({{ {}, map = ", keys.join(", ")).into_bytes();
        line.extend(long_string(&body));
        // Without the region kept, its game went back to the coordinates
        // in force before the map: 3.7 does so after a map's `contents`.
        if keep == Some(0) {
            line.extend_from_slice(b", contents = function() end });");
            self.part = None;
        } else {
            line.extend_from_slice(b" });");
            self.map_size = Some((width, rows.len()));
            let chars: Vec<Vec<u8>> = rows.iter().map(|r| r.to_vec()).collect();
            self.part = Some(super::light343::Part::new(&chars, self.walled_first));
        }
        if width <= 1 && rows.len() <= 1 {
            // A map of one square or none: its game went back to the whole
            // level's coordinates.
            self.map_size = None;
        }
        let _ = span;
        self.out.raw_line(&line);
    }

    fn region_stmt(
        &mut self,
        region: &Region,
        lit: i32,
        rtype: &RoomType,
        filling: Option<i32>,
        irregular: Option<i32>,
    ) {
        let mut keys = vec![format!("region = {}", Self::region(region))];
        if lit >= 0 {
            keys.push(format!("lit = {lit}"));
        }
        let unfilled = filling == Some(1);
        let ordinary = match rtype {
            None => {
                self.warn(
                    "random-room-type",
                    region.1,
                    "NetHack 3.7 has no random room type; this region is an ordinary one",
                    "random room type",
                );
                true
            }
            Some(t) if t.node == b"ordinary" => true,
            Some(t) if t.node == BLACK_MARKET => {
                self.black_market(t.span);
                keys.push("type = \"shop\"".into());
                false
            }
            Some(t) if !super::names37::known_room_type(&t.node) => {
                if crate::lev35::lower::ROOM_TYPES
                    .iter()
                    .any(|(n, _)| n.as_bytes() == t.node.as_slice())
                {
                    let msg = format!(
                        "NetHack 3.7 has no room type \"{}\" ({GAME}'s); the region is an ordinary one",
                        show_bytes(&t.node)
                    );
                    self.feature(t.span, msg, "an ordinary region");
                }
                true
            }
            Some(t) if self.knox && self.vault.is_none() && t.node == b"morgue" && unfilled => {
                let [a, b, c, d] = region.0;
                self.vault = Some([a, b, c, d].map(i64::from));
                self.warn(
                    "fixup-special",
                    t.span,
                    super::writer::KNOX_VAULT,
                    "an ordinary room, stocked at the end",
                );
                true
            }
            Some(t) => {
                keys.push(format!("type = {}", string(&t.node)));
                false
            }
        };
        if unfilled {
            keys.push(if ordinary {
                "arrival_room = true".into()
            } else {
                "filled = 2".into()
            });
        } else if !ordinary {
            keys.push("filled = 1".into());
        }
        let irregular = irregular.is_some_and(|w| w != 0);
        if irregular {
            keys.push("irregular = true".into());
        }
        self.out.call_table("des.region", &keys);
        let kind = if irregular {
            Kind::Irregular
        } else if ordinary && !unfilled && rtype.is_some() {
            Kind::Light
        } else {
            Kind::Room
        };
        let lit = (lit >= 0).then_some(lit != 0);
        self.region_light(region, lit, kind);
    }

    /// Keeps a region's light as its game gave it: like NetHack 3.4.3, it
    /// did not light the secret doors around a lit irregular region, which
    /// 3.7 lights with the room's walls.
    fn region_light(&mut self, r: &Region, lit: Option<bool>, kind: Kind) {
        let rect = r.0.map(i64::from);
        let fix = match &mut self.part {
            Some(part) => part.region(rect, lit, kind),
            None if kind == Kind::Irregular && lit != Some(false) => Fix::Unknown(Why::Unseen),
            None => Fix::None,
        };
        match fix {
            Fix::None => {}
            Fix::Darken(runs) => {
                for (x1, x2, y) in runs {
                    self.out.line(&format!(
                        "des.region(selection.area({x1}, {y}, {x2}, {y}), \"unlit\"); -- secret door left dark, as {GAME} did not light it with the room"
                    ));
                }
            }
            Fix::Unknown(Why::Unseen) if self.secret_doors => self.warn(
                "secret-door-light",
                r.1,
                &format!("{GAME} did not light the secret doors in the walls of a lit irregular region, and NetHack 3.7 does; this region floods past its map (or has none), where the secret doors it touches are not known, so NetHack 3.7 may light one that {GAME} left dark"),
                "floods past the map",
            ),
            Fix::Unknown(Why::Dice) => self.warn(
                "secret-door-light",
                r.1,
                &format!("{GAME} did not light the secret doors in the walls of a lit irregular region, and NetHack 3.7 does; dice decide the light here, so NetHack 3.7 may light a secret door beside this region that {GAME} left dark"),
                "lit at random beside a secret door",
            ),
            Fix::Unknown(Why::Unseen) => {}
        }
    }

    /// Its black market, which NetHack 3.7 lacks: a general store stands
    /// in.
    fn black_market(&mut self, span: Span) {
        self.feature(
            span,
            format!(
                "NetHack 3.7 has no black market ({GAME}'s); a general store (`shop`) stands in"
            ),
            "a general store",
        );
    }

    /// A monster name as NetHack 3.7 takes it; the game's own monster,
    /// which 3.7 lacks, becomes a random one of its class.
    fn monster_name(&mut self, n: &Sp<Vec<u8>>) -> (String, Option<bool>, bool) {
        let mut diags = Vec::new();
        let named = monster_name(&mut diags, n);
        if diags.iter().any(Diagnostic::is_error) {
            let class = self
                .catalog
                .monsters()
                .iter()
                .find(|m| m.name.eq_ignore_ascii_case(&n.node))
                .and_then(|m| self.catalog.monster_class_symbol(m.class))
                .filter(|c| *c != 0);
            if let Some(class) = class {
                self.stand_in(n, "monster", class);
                return (string(&[class]), None, true);
            }
        }
        self.diags.append(&mut diags);
        (named.0, named.1, false)
    }

    fn object_name(&mut self, n: &Sp<Vec<u8>>, class: Option<u8>) -> (String, bool) {
        let mut probe = Vec::new();
        let named = object_name(&mut probe, n, class);
        if probe.iter().any(Diagnostic::is_error) {
            let mut bare = Vec::new();
            let any = object_name(&mut bare, n, None);
            if class.is_some() && !bare.iter().any(Diagnostic::is_error) {
                self.feature(
                    n.span,
                    format!(
                        "NetHack 3.7's \"{}\" is of another class than '{}' ({GAME}'s class); its own is made",
                        String::from_utf8_lossy(&n.node),
                        class.unwrap_or(b'?') as char
                    ),
                    "another class",
                );
                return (any, false);
            }
            let sym = self.catalog.object_id(&n.node, None).and_then(|id| {
                let o = self.catalog.objects().get(id)?;
                self.catalog.object_class_symbol(o.class)
            });
            if let Some(sym) = sym {
                self.stand_in(n, "object", sym);
                check37::object_class(&mut self.diags, sym, n.span);
                return (string(&[sym]), true);
            }
        }
        self.diags.append(&mut probe);
        (named, false)
    }

    /// Warns that the game's own monster or object (`what`) is written as
    /// a random one of its class.
    fn stand_in(&mut self, n: &Sp<Vec<u8>>, what: &str, class: u8) {
        let text = String::from_utf8_lossy(&n.node).into_owned();
        self.feature(
            n.span,
            format!(
                "NetHack 3.7 has no {what} \"{text}\" ({GAME}'s); a random {what} of its class '{}' stands in",
                class as char
            ),
            "a random one of its class",
        );
    }

    fn monster(
        &mut self,
        class: &Class,
        name: &Option<Sp<Vec<u8>>>,
        at: &Coord,
        infos: &[MonInfo],
        span: Span,
    ) {
        // A name with a random or register class is never found by its
        // game, which makes a monster of that class.
        let name = match class {
            Class::Char(_) => name.as_ref(),
            _ => None,
        };
        let (id, key, female) = match (name, class) {
            (Some(n), _) => {
                let (s, g, stand_in) = self.monster_name(n);
                let key = if stand_in { "class" } else { "id" };
                (Some(s), key, g)
            }
            (None, Class::Char(c)) => {
                check37::monster_class(&mut self.diags, c.node, c.span);
                (Some(string(&[c.node])), "class", None)
            }
            (None, Class::Register(r)) => {
                if self.declared.contains(&"monster") {
                    (Some(format!("monster[{}]", r.node + 1)), "class", None)
                } else {
                    self.unset_register(r.span, "monster");
                    (None, "id", None)
                }
            }
            (None, Class::Random) => (None, "id", None),
        };
        let c = self.coord(at);
        let mut keys = Vec::new();
        if let Some(f) = female {
            keys.push(format!("female = {}", if f { "1" } else { "0" }));
        }
        for i in infos {
            match i {
                MonInfo::Name(n) => keys.push(format!("name = {}", string(n))),
                MonInfo::Attitude(v) => keys.push(format!("peaceful = {v}")),
                MonInfo::Alertness(v) => keys.push(format!("asleep = {v}")),
                MonInfo::Align(a) => {
                    let a = self.align(a);
                    keys.push(format!("align = {a}"));
                }
                MonInfo::Appear(k, s) => {
                    let k = i64::from(*k);
                    let who = match (name, class) {
                        (Some(n), _) => check37::Who::Named(&n.node),
                        (None, Class::Char(c)) => check37::Who::Class(c.node),
                        _ => check37::Who::Unknown,
                    };
                    let span = name.map_or(span, |n| n.span);
                    check37::appearance(&mut self.diags, k, s, span, who);
                    let mut b = check37::appear_prefix(k).as_bytes().to_vec();
                    b.extend_from_slice(s);
                    keys.push(format!("appear_as = {}", string(&b)));
                }
            }
        }
        if keys.is_empty() {
            short_call(&mut self.out, "des.monster", id.as_deref(), c);
            return;
        }
        let mut all = Vec::new();
        if let Some(n) = id {
            all.push(format!("{key} = {n}"));
        }
        push_coord(&mut all, c);
        all.extend(keys);
        self.out.call_table("des.monster", &all);
    }

    fn object(&mut self, s: &Stmt) {
        let StmtKind::Object {
            class,
            name,
            at,
            infos,
            contents,
            ..
        } = &s.kind
        else {
            return;
        };
        let name = match class {
            Class::Char(_) => name.as_ref(),
            _ => None,
        };
        let table = name.is_some_and(|n| needs_table(&n.node));
        let (id, key, statue) = match (name, class) {
            (Some(n), cl) => {
                let k = match cl {
                    Class::Char(c) => Some(c.node),
                    _ => None,
                };
                let (s, stand_in) = self.object_name(n, k);
                let key = if stand_in { "class" } else { "id" };
                (Some(s), key, is_corpstat(&n.node))
            }
            (None, Class::Char(c)) => {
                check37::object_class(&mut self.diags, c.node, c.span);
                (Some(string(&[c.node])), "class", false)
            }
            (None, Class::Register(r)) => {
                if self.declared.contains(&"object") {
                    (Some(format!("object[{}]", r.node + 1)), "class", false)
                } else {
                    self.unset_register(r.span, "object");
                    (None, "id", false)
                }
            }
            (None, Class::Random) => (None, "id", false),
        };
        let c = match at {
            Some(c) => self.coord(c),
            None => C::Random,
        };
        let mut keys = Vec::new();
        if let Some(inf) = infos {
            if let Some(v) = inf.curse {
                match v {
                    1 => keys.push("buc = \"blessed\"".to_string()),
                    2 => keys.push("buc = \"uncursed\"".to_string()),
                    3 => keys.push("buc = \"cursed\"".to_string()),
                    _ => {}
                }
            }
            if let Some(m) = &inf.monster {
                let sp = Spanned::new(m.clone(), name.map_or(s.span, |n| n.span));
                let (s, _, _) = self.monster_name(&sp);
                keys.push(format!("montype = {s}"));
            }
            if let Some(v) = inf.spe {
                if statue {
                    if v & 1 != 0 {
                        keys.push("historic = true".into());
                    }
                } else {
                    keys.push(format!("spe = {v}"));
                }
            }
            if let Some(n) = &inf.name {
                keys.push(format!("name = {}", string(n)));
            }
        }
        // A CONTAINER holds what it lists and nothing else, even when it
        // lists nothing (3.7 empties a container given `contents`).
        if keys.is_empty() && contents.is_none() && !table {
            short_call(&mut self.out, "des.object", id.as_deref(), c);
            return;
        }
        let mut all = Vec::new();
        if let Some(n) = id {
            all.push(format!("{key} = {n}"));
        }
        push_coord(&mut all, c);
        all.extend(keys);
        match contents {
            Some(inner) => {
                all.push("contents = function()".into());
                self.out.open(&format!("des.object({{ {}", all.join(", ")));
                self.in_fn += 1;
                self.stmts(inner);
                self.in_fn -= 1;
                self.out.close("end });");
            }
            None => self.out.call_table("des.object", &all),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::source::SourceFile;
    use crate::target::Target;

    /// The converted text of each level and the warnings' codes.
    fn convert(text: &str) -> (Vec<String>, Vec<String>) {
        let src = SourceFile::new("t.des", text.as_bytes().to_vec());
        let out = super::super::convert(&src, &Target::unnethack_35(), &Default::default());
        let codes = out
            .diagnostics
            .iter()
            .map(|d| d.short(&src))
            .collect::<Vec<_>>();
        let levels = out.levels.unwrap_or_else(|| panic!("{codes:?}"));
        (
            levels
                .iter()
                .map(|l| String::from_utf8_lossy(&l.text).into_owned())
                .collect(),
            codes,
        )
    }

    fn has_line(text: &str, line: &str) {
        assert!(text.lines().any(|l| l == line), "no `{line}` in\n{text}");
    }

    #[test]
    fn random_places_are_drawn_once_each() {
        let (l, _) = convert(
            "LEVEL:\"a\"\nRANDOM_PLACES:(1,1),(2,2)\nRANDLINE:place[0],random,'.',lit,5\nTERRAIN:random,vertical,3,'T',unlit\n",
        );
        for line in [
            "do",
            "   local a = place[1];",
            "   local b = selection.rndcoord(selection.negate(selection.new()));",
            "   des.terrain({ selection = selection.randline(a.x, a.y, b.x, b.y, 5), typ = \".\", lit = 1 });",
            "   local c = selection.rndcoord(selection.negate(selection.new()));",
            "   des.terrain({ selection = selection.line(c.x, c.y, c.x + 0, c.y + 2), typ = \"T\", lit = 0 });",
        ] {
            has_line(&l[0], line);
        }
    }

    #[test]
    fn maps_not_kept_give_the_coordinates_back() {
        // `GEOMETRY: ..., false`: the statements after the map use the
        // coordinates before it, as after a 3.7 map's `contents`; a random
        // place is then drawn in the whole level.
        let (l, _) = convert(
            "LEVEL:\"a\"\nGEOMETRY:center,center,false\nMAP\n...\nENDMAP\nTERRAIN:random,'L',lit\nMAZEWALK:(1,1),east,false,'#'\n",
        );
        has_line(
            &l[0],
            "des.map({ halign = \"center\", valign = \"center\", map = [[",
        );
        has_line(&l[0], "]], contents = function() end });");
        has_line(
            &l[0],
            "des.terrain({ coord = selection.rndcoord(selection.negate(selection.new())), typ = \"L\", lit = 1 });",
        );
        has_line(
            &l[0],
            "des.mazewalk({ x = 1, y = 1, dir = \"east\", stocked = false, typ = \"#\" });",
        );
    }

    #[test]
    fn registers_from_another_level_are_said() {
        // Its compiler lets a level read the lists an earlier one set.
        let (l, w) = convert(
            "LEVEL:\"a\"\nRANDOM_OBJECTS:'['\nLEVEL:\"b\"\nOBJECT:object[0],random,(1,1)\n",
        );
        has_line(&l[1], "des.object({ x = 1, y = 1 });");
        assert_eq!(
            w,
            ["t.des:4:8: warning: no RANDOM_OBJECTS list before this register in its level: UnNetHack 3.5 read what another level left there; the converted level picks at random"]
        );
    }

    #[test]
    fn if_chances_count_as_its_game_did() {
        let (l, _) = convert(
            "LEVEL:\"a\"\nIF [1%] { EXIT } ELSE { WALLIFY }\nIF [99%] { WALLIFY }\nIF { WALLIFY }\n",
        );
        has_line(
            &l[0],
            "if percent(2) then -- [1%]: taken when rn2(100) <= 1",
        );
        has_line(
            &l[0],
            "   do return end -- EXIT: the rest of the program is skipped",
        );
        has_line(&l[0], "else");
        assert_eq!(l[0].matches("if true then").count(), 2, "{}", l[0]);
    }
}
