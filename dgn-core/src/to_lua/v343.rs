//! NetHack 3.4.3 level files (`dgn-lev`'s syntax tree) written as NetHack
//! 3.7 Lua.
//!
//! A 3.4.3 file is a flat list of statements: a room's contents are the
//! statements after its `ROOM` line, a subroom names its parent, and a
//! `contained` object goes into the container before it. The converter
//! nests them as 3.7 wants (`contents = function() ... end`), keeps every
//! other statement in source order, and turns `RANDOM_PLACES`,
//! `RANDOM_OBJECTS` and `RANDOM_MONSTERS` into shuffled tables
//! (`place[i]` is `place[i + 1]`).

use super::check37;
use super::comments::SourceLines;
use super::light343::{Fix, Kind, Why};
use super::v36::{
    is_corpstat, mapchar_str, monster_name, name_of, needs_table, object_name, push_coord,
    short_call, C, DIRS, DOOR_STATES, ENGRAVINGS, FLAGS, HALIGN, VALIGN,
};
use super::writer::{long_string, string, Out};
use super::{LuaLevel, Options};
use crate::diag::Diagnostic;
use crate::lev::ast::*;
use crate::source::{show_bytes, SourceFile, Span, Spanned};

/// What a level holds, nested as 3.7 nests it.
enum Item {
    /// A statement (by index).
    Stmt(usize),
    /// A room: its statement, its `NAME`, its `CHANCE`, its contents.
    Room {
        at: usize,
        name: Option<Vec<u8>>,
        chance: Option<i32>,
        items: Vec<Item>,
    },
    /// A container and the objects put in it.
    Container(usize, Vec<usize>),
}

pub(super) fn convert(
    src: &SourceFile,
    opts: &Options,
    target: &crate::target::Target,
) -> (Vec<LuaLevel>, Vec<Diagnostic>) {
    let fam = crate::lev::family::family(target);
    let (parsed, _) = crate::lev::parse_for(src, target);
    let maps: Vec<std::ops::Range<usize>> = parsed.maps.iter().map(|m| m.span.range()).collect();
    let lines = SourceLines::new(src.bytes(), &maps);
    let stmts = &parsed.stmts;
    // The comments before each statement (since the one before it).
    let mut before: Vec<std::ops::Range<usize>> = Vec::with_capacity(stmts.len());
    let mut next = 0;
    for s in stmts {
        // Comments between `GEOMETRY` and its `MAP` (rulers, often) go
        // before the map, which is written where `GEOMETRY` is.
        let at = match &s.kind {
            StmtKind::Geometry { map, .. } => parsed.maps[map.node].span.start(),
            _ => s.span.start(),
        };
        let l = lines.line(at);
        let start = next;
        while next < lines.comments().len() && lines.comments()[next].0 < l {
            next += 1;
        }
        before.push(start..next);
    }
    let trailing = next..lines.comments().len();
    let header = lines.header();
    let file_name = super::source_file_name(src);
    let starts: Vec<usize> = stmts
        .iter()
        .enumerate()
        .filter(|(_, s)| matches!(s.kind, StmtKind::Maze { .. } | StmtKind::Level { .. }))
        .map(|(i, _)| i)
        .collect();
    let mut out = Vec::new();
    let mut diags = Vec::new();
    for (k, &first) in starts.iter().enumerate() {
        let end = starts.get(k + 1).copied().unwrap_or(stmts.len());
        let mut c = Conv {
            stmts,
            parsed: &parsed,
            lines: &lines,
            before: &before,
            out: Out::default(),
            diags: Vec::new(),
            declared: Vec::new(),
            places: 0,
            last_line: None,
            allow_flip: opts.allow_flip,
            map_placed: false,
            knox: false,
            vault: None,
            part: None,
            secret_doors: false,
            wallified: false,
            room_sizes: Vec::new(),
            fam,
        };
        let head: &[usize] = if k > 0 { &header } else { &[] };
        let name = c.level(first, end, &file_name, head);
        if k + 1 == starts.len() {
            for i in trailing.clone() {
                c.comment(i);
            }
        }
        diags.append(&mut c.diags);
        out.push(LuaLevel {
            name,
            text: c.out.buf,
        });
    }
    (out, diags)
}

struct Conv<'a, 's> {
    /// A 3.4.3 variant's dialect (dNetHack's, notdNetHack's), whose
    /// additions NetHack 3.7 lacks.
    fam: Option<&'static crate::lev::family::Family343>,
    stmts: &'a [Stmt<'s>],
    parsed: &'a crate::lev::Parsed<'s>,
    lines: &'a SourceLines<'a>,
    before: &'a [std::ops::Range<usize>],
    out: Out,
    diags: Vec<Diagnostic>,
    declared: Vec<&'static str>,
    /// How many places the map part's `place` list holds (SLASH'EM's
    /// `place[i]` past it, or into a list left out, is a random spot).
    places: usize,
    last_line: Option<usize>,
    allow_flip: bool,
    map_placed: bool,
    /// The level is Fort Ludios (`knox`), whose vault 3.4.3 stocked at run
    /// time.
    knox: bool,
    /// Fort Ludios's vault (its unfilled morgue), once seen.
    vault: Option<[i64; 4]>,
    /// The current map part as 3.4.3 lit it while laying out its regions
    /// (`None` before the first map and after `NOMAP`).
    part: Option<super::light343::Part>,
    /// Whether some map of the level has a secret door.
    secret_doors: bool,
    /// Whether the current map part's `WALLIFY` was written after its map.
    wallified: bool,
    /// The size (width, height) of each room being written, innermost
    /// last; `None` for a room of random size.
    room_sizes: Vec<Option<(i32, i32)>>,
}

fn bytes(s: &Str<'_>) -> crate::lev36::ast::Bytes {
    Spanned::new(s.node.to_vec(), s.span)
}

/// Whether `k` is one of the variant's own trap names.
fn me_fam_trap(fam: Option<&crate::lev::family::Family343>, k: &[u8]) -> bool {
    fam.is_some_and(|f| f.extra_traps.iter().any(|(n, _, _)| n.as_bytes() == k))
}

impl Conv<'_, '_> {
    /// A map character as NetHack 3.7 draws the nearest terrain: the
    /// variant's dead tree is a tree, its grass, soil, sand and puddles
    /// floor, and the characters it takes as stone stay stone.
    fn map37(&self, c: u8) -> u8 {
        let Some(f) = self.fam else {
            return c;
        };
        use crate::lev::model::Terrain as T;
        match f.map_char(c) {
            Some(T::DeadTree) => b'T',
            Some(T::Grass | T::Soil | T::Sand | T::Puddle) => b'.',
            Some(T::Forge) => b'{',
            Some(T::Toilet) => b'K',
            Some(_) => c,
            None if f.map_row_extra.contains(&c) => b' ',
            None => c,
        }
    }

    /// One `variant-feature` warning for each addition of the variant's
    /// dialect that NetHack 3.7 lacks, with what the conversion does
    /// instead.
    fn variant_features(&mut self, first: usize, end: usize) {
        let Some(f) = self.fam else {
            return;
        };
        let game = if f.not_d {
            "notdNetHack"
        } else if let Some(r) = f.slashem {
            r.game
        } else {
            "dNetHack"
        };
        let mut found: Vec<(Span, String, &'static str)> = Vec::new();
        for s in &self.stmts[first..end] {
            match &s.kind {
                StmtKind::Flags(v) => {
                    for fl in v {
                        if let Some((n, _)) = f.flags.iter().find(|&&(_, b)| b == fl.node) {
                            found.push((fl.span, format!("NetHack 3.7 has no level flag `{n}` ({game}'s); it is left out"), "left out"));
                        }
                    }
                }
                StmtKind::RoomDoor { keys, .. } | StmtKind::MapDoor { keys, .. }
                    if !keys.is_empty() =>
                {
                    found.push((
                        keys[0].span,
                        format!("NetHack 3.7 has no doors locked to an artifact key ({game}'s); the key is left out"),
                        "left out",
                    ));
                }
                StmtKind::PlaceList { index, places } => {
                    let span = index.as_ref().map_or_else(
                        || {
                            places
                                .iter()
                                .find(|p| p.node.is_none())
                                .map_or(s.keyword, |p| p.span)
                        },
                        |n| n.span,
                    );
                    found.push((
                        span,
                        format!("NetHack 3.7 has one list of places and no place `none` ({game}'s numbered lists); the list is left out and its places are random spots"),
                        "left out",
                    ));
                }
                StmtKind::RandomRegion { index, .. } => {
                    found.push((
                        index.span,
                        format!("NetHack 3.7 has no random regions ({game}'s); the region is left out and its spots are random"),
                        "left out",
                    ));
                }
                StmtKind::ObjFlags(v) => {
                    found.push((
                        v.first().map_or(s.keyword, |f| f.span),
                        format!("NetHack 3.7 has no object flags ({game}'s `OBJFLAGS`); they are left out"),
                        "left out",
                    ));
                }
                StmtKind::Engraving { kind, .. }
                    if f.is_slashem() && kind.node.is_some_and(|k| k > 4) =>
                {
                    found.push((
                        kind.span,
                        format!("NetHack 3.7 has no scrawled engravings ({game}'s); the engraving is written in the dust"),
                        "dust",
                    ));
                }
                StmtKind::RoomDoor { texts, .. } | StmtKind::MapDoor { texts, .. } => {
                    if let Some(t) = texts.first() {
                        found.push((
                            t.span,
                            format!(
                                "NetHack 3.7 has no door texts ({game}'s); the text is left out"
                            ),
                            "left out",
                        ));
                    }
                }
                StmtKind::Object { class, sanity, .. } => {
                    if f.hash_objects && matches!(class.node, Class::Char(b'#')) {
                        found.push((class.span, format!("NetHack 3.7 cannot make an object from a description ({game}'s `'#'` objects); a random object is made"), "a random object"));
                    }
                    if let Some(fl) = sanity {
                        found.push((fl.span, format!("NetHack 3.7 has no placement-check flags ({game}'s); it is left out"), "left out"));
                    }
                }
                StmtKind::Monster { class, sanity, .. } => {
                    if f.hash_objects && matches!(class.node, Class::Char(b'#')) {
                        found.push((class.span, format!("NetHack 3.7 cannot make a monster from a description ({game}'s `'#'` monsters); a random monster is made"), "a random monster"));
                    }
                    if let Some(fl) = sanity {
                        found.push((fl.span, format!("NetHack 3.7 has no placement-check flags ({game}'s); it is left out"), "left out"));
                    }
                }
                StmtKind::Engraving {
                    sanity: Some(fl), ..
                } => {
                    found.push((
                        fl.span,
                        format!(
                            "NetHack 3.7 has no placement-check flags ({game}'s); it is left out"
                        ),
                        "left out",
                    ));
                }
                StmtKind::Forge(c) => {
                    found.push((
                        c.span,
                        format!(
                            "NetHack 3.7 has no forges ({game}'s); a fountain stands there instead"
                        ),
                        "a fountain",
                    ));
                }
                StmtKind::Altar { god: Some(g), .. } => {
                    found.push((g.span, format!("NetHack 3.7 has no gods of {game}'s pantheon; the altar's god is left out"), "left out"));
                }
                StmtKind::Trap { kind, .. } => {
                    if let Some(k) = kind.node.filter(|k| me_fam_trap(self.fam, k)) {
                        found.push((
                            kind.span,
                            format!(
                                "NetHack 3.7 has no trap \"{}\" ({game}'s); a random trap is made",
                                show_bytes(k)
                            ),
                            "a random trap",
                        ));
                    }
                }
                StmtKind::Room { rtype, pos, .. } => {
                    if let Some(t) = rtype.node.filter(|t| {
                        crate::lev::model::RoomType::from_name(t).is_none()
                            && f.room_type(t).is_some()
                    }) {
                        found.push((rtype.span, format!("NetHack 3.7 has no room type \"{}\" ({game}'s); the room is an ordinary one", show_bytes(t)), "an ordinary room"));
                    }
                    if f.room_pos_absolute && pos.node.is_some() {
                        found.push((pos.span, format!("NetHack 3.7 places rooms on a 5×5 grid, not at map positions ({game}'s); the room is placed at random"), "placed at random"));
                    }
                }
                StmtKind::Subroom { rtype, .. } | StmtKind::Region { rtype, .. } => {
                    if let Some(t) = rtype.node.filter(|t| {
                        crate::lev::model::RoomType::from_name(t).is_none()
                            && f.room_type(t).is_some()
                    }) {
                        found.push((rtype.span, format!("NetHack 3.7 has no room type \"{}\" ({game}'s); the room is an ordinary one", show_bytes(t)), "an ordinary room"));
                    }
                }
                StmtKind::Geometry { map, .. } => {
                    let block = &self.parsed.maps[map.node];
                    let mut chars: Vec<u8> = Vec::new();
                    for l in &block.lines {
                        for &b in l.bytes {
                            if f.map_row_extra.contains(&b) && !chars.contains(&b) {
                                chars.push(b);
                            }
                        }
                    }
                    if !chars.is_empty() {
                        let instead = match (f.is_slashem(), chars.contains(&b'w')) {
                            (true, false) => "toilets become sinks",
                            (true, true) => "toilets become sinks; puddles floor",
                            _ => "dead trees become trees; grass, soil, sand and puddles floor",
                        };
                        found.push((block.start, format!("NetHack 3.7 lacks the terrain of {game}'s map characters `{}` ({instead})", show_bytes(&chars)), "redrawn"));
                    }
                }
                _ => {}
            }
        }
        for (span, msg, label) in found {
            self.warn("variant-feature", span, &msg, label);
        }
    }

    fn warn(&mut self, code: &'static str, span: Span, msg: &str, label: &str) {
        self.diags
            .push(Diagnostic::warning(code, msg.to_string()).at(span, label.to_string()));
    }

    fn comment(&mut self, i: usize) {
        let (l, text) = self.lines.comments()[i];
        if let Some(last) = self.last_line {
            if self.lines.blank_between(last, l) {
                self.out.blank();
            }
        }
        self.out.comment(text);
        self.last_line = Some(l);
    }

    /// A statement's comments and blank line.
    fn start(&mut self, i: usize) {
        for c in self.before[i].clone() {
            self.comment(c);
        }
        let l = self.lines.line(self.stmts[i].span.start());
        if let Some(last) = self.last_line {
            if self.lines.blank_between(last, l) {
                self.out.blank();
            }
        }
        self.last_line = Some(self.lines.line(self.stmts[i].span.end().saturating_sub(1)));
    }

    fn level(&mut self, first: usize, end: usize, file: &str, header: &[usize]) -> String {
        let (name, filling) = match &self.stmts[first].kind {
            StmtKind::Maze { name, filling } => (name.node, Some(filling.node)),
            StmtKind::Level { name } => (name.node, None),
            _ => (&b""[..], None),
        };
        self.out.line(&format!(
            "-- NetHack 3.7 level \"{}\", converted by dgn from {file} ({})",
            show_bytes(name),
            match self.fam {
                Some(f) if f.not_d => "notdNetHack",
                Some(crate::lev::family::Family343 {
                    slashem: Some(r), ..
                }) => r.game,
                Some(_) => "dNetHack",
                None => "NetHack 3.4.3",
            }
        ));
        for &h in header {
            let text = self.lines.comments()[h].1;
            self.out.comment(text);
        }
        if !header.is_empty() {
            self.out.blank();
        }
        self.start(first);
        self.out.blank();
        let mut flags: Vec<&str> = Vec::new();
        // With an INIT_MAP, 3.4.3 leaves the maze filling out.
        let cave = self.stmts[first..end]
            .iter()
            .any(|s| matches!(s.kind, StmtKind::InitMap { .. }));
        if let Some(f) = filling {
            match f {
                _ if cave => {}
                None => self
                    .out
                    .line("des.level_init({ style = \"mazegrid\", bg = \"-\" });"),
                Some(c) => {
                    self.out.line(&format!(
                        "des.level_init({{ style = \"solidfill\", fg = {} }});",
                        mapchar_str(i64::from(self.map37(c)))
                    ));
                    self.out.line(super::writer::UNLIT_FILL);
                }
            }
            flags.push("mazelevel");
        }
        let mut bits = 0;
        for s in &self.stmts[first..end] {
            if let StmtKind::Flags(v) = &s.kind {
                bits |= v.iter().fold(0, |a, f| a | i64::from(f.node));
            }
        }
        if self.fam.is_some() {
            // The variant's own flags (warned about) have no 3.7 meaning.
            bits &= 0x1f;
            self.variant_features(first, end);
        }
        for (b, n) in FLAGS {
            if bits & b != 0 && !flags.contains(n) {
                flags.push(n);
            }
        }
        if name.starts_with(b"soko") {
            // 3.4.3 also mapped a Sokoban level once it was built (its
            // traps seen, its boulders remembered), which 3.7 does for a
            // level flagged `premapped` (3.6's files say so themselves).
            if !flags.contains(&"premapped") {
                flags.push("premapped");
            }
            flags.push("sokoban");
            let span = self.stmts[first].span;
            self.warn(
                "sokoban-flag",
                span,
                "NetHack 3.7 applies Sokoban's rules only to levels flagged `sokoban`, and maps only levels flagged `premapped` (3.4.3 mapped Sokoban's levels when it built them); this level, named as Sokoban's levels are, gets both flags",
                "flagged `premapped` and `sokoban`",
            );
        }
        if !self.allow_flip {
            flags.push("noflip");
        }
        let list: Vec<String> = flags.iter().map(|f| format!("\"{f}\"")).collect();
        self.out
            .line(&format!("des.level_flags({});", list.join(", ")));
        self.knox = name == b"knox";
        self.secret_doors = self.stmts[first..end].iter().any(|s| match &s.kind {
            StmtKind::Geometry { map, .. } => self.parsed.maps[map.node]
                .lines
                .iter()
                .any(|l| l.bytes.contains(&b'S')),
            _ => false,
        });
        let items = self.nest(first + 1, end);
        self.items(&items);
        if let Some(rect) = self.vault {
            super::writer::knox_treasury(&mut self.out, rect);
        }
        String::from_utf8_lossy(name).into_owned()
    }

    /// Groups a level's statements: rooms with their contents, subrooms in
    /// their parents, contained objects in their containers.
    fn nest(&mut self, from: usize, to: usize) -> Vec<Item> {
        let mut top: Vec<Item> = Vec::new();
        // The path to the current room, as indices into nested item lists.
        let mut current: Option<Vec<usize>> = None;
        for i in from..to {
            let s = &self.stmts[i];
            match &s.kind {
                StmtKind::Room { .. } => {
                    top.push(Item::Room {
                        at: i,
                        name: None,
                        chance: None,
                        items: Vec::new(),
                    });
                    current = Some(vec![top.len() - 1]);
                }
                StmtKind::Subroom { parent, .. } => {
                    let path = find_room(&top, parent.node);
                    match path {
                        Some(p) => {
                            let list = room_items(&mut top, &p);
                            list.push(Item::Room {
                                at: i,
                                name: None,
                                chance: None,
                                items: Vec::new(),
                            });
                            let mut p = p;
                            p.push(list.len() - 1);
                            current = Some(p);
                        }
                        None => {
                            self.diags.push(
                                Diagnostic::error(format!(
                                    "no room named \"{}\" to hold this subroom",
                                    show_bytes(parent.node)
                                ))
                                .at(parent.span, "unknown parent"),
                            );
                        }
                    }
                }
                StmtKind::Name(n) => {
                    if let Some(p) = &current {
                        if let Some(Item::Room { name, .. }) = room_at(&mut top, p) {
                            *name = Some(n.node.to_vec());
                        }
                    }
                    top_or_room(&mut top, &current).push(Item::Stmt(i));
                }
                StmtKind::Chance(c) => {
                    if let Some(p) = &current {
                        if let Some(Item::Room { chance, .. }) = room_at(&mut top, p) {
                            *chance = Some(c.node);
                        }
                    }
                    top_or_room(&mut top, &current).push(Item::Stmt(i));
                }
                StmtKind::RandomCorridors | StmtKind::Corridor { .. } => {
                    current = None;
                    top.push(Item::Stmt(i));
                }
                StmtKind::Object {
                    container: true, ..
                } => top_or_room(&mut top, &current).push(Item::Container(i, Vec::new())),
                StmtKind::Object {
                    place: ObjWhere::Contained(_),
                    ..
                } => {
                    let list = top_or_room(&mut top, &current);
                    match list.iter_mut().rev().find_map(|it| match it {
                        Item::Container(_, v) => Some(v),
                        _ => None,
                    }) {
                        Some(v) => v.push(i),
                        None => list.push(Item::Stmt(i)),
                    }
                }
                _ => top_or_room(&mut top, &current).push(Item::Stmt(i)),
            }
        }
        top
    }

    fn items(&mut self, items: &[Item]) {
        for it in items {
            match it {
                Item::Stmt(i) => {
                    self.start(*i);
                    self.stmt(*i);
                }
                Item::Container(i, inner) => {
                    self.start(*i);
                    self.object(*i, Some(inner));
                }
                Item::Room {
                    at,
                    chance,
                    items: inner,
                    ..
                } => {
                    self.start(*at);
                    let keys = self.room_keys(*at, *chance);
                    let size = match &self.stmts[*at].kind {
                        StmtKind::Room { size, .. } | StmtKind::Subroom { size, .. } => {
                            size.node.as_ref().map(|(w, h)| (w.node, h.node))
                        }
                        _ => None,
                    };
                    // Subrooms first: 3.7 wants a room's doors after them.
                    let (subs, rest): (Vec<&Item>, Vec<&Item>) =
                        inner.iter().partition(|i| matches!(i, Item::Room { .. }));
                    if inner.is_empty() {
                        self.out.call_table("des.room", &keys);
                        continue;
                    }
                    let head = if keys.is_empty() {
                        "des.room({ contents = function()".to_string()
                    } else {
                        format!("des.room({{ {}, contents = function()", keys.join(", "))
                    };
                    self.out.open(&head);
                    self.room_sizes.push(size);
                    for s in subs.into_iter().chain(rest) {
                        self.items(std::slice::from_ref(s));
                    }
                    self.room_sizes.pop();
                    self.out.close("end });");
                }
            }
        }
    }

    /// The `pos` of a room door whose place on its wall is random.
    ///
    /// 3.4.3 drew that place among the wall's squares but its last one
    /// (`rn2(length - 1)`), 3.7 among all of them: the position is drawn
    /// here as 3.4.3 drew it when the wall's length is known (a room of
    /// fixed size; a random wall only when the room is square), and said
    /// otherwise.
    fn random_door_pos(&mut self, wall: Option<i32>, span: Span) -> Option<String> {
        let size = self.room_sizes.last().copied().flatten();
        let len = match (size, wall) {
            (Some((w, _)), Some(1 | 2)) => Some(w),
            (Some((_, h)), Some(4 | 8)) => Some(h),
            (Some((w, h)), None) if w == h => Some(w),
            _ => None,
        };
        match len {
            Some(2) => Some("0".into()),
            Some(n) if n > 2 => Some(format!("nh.rn2({})", n - 1)),
            _ => {
                self.warn(
                    "random-door-position",
                    span,
                    "NetHack 3.4.3 never put a door drawn at random on the last square of its wall; NetHack 3.7 may",
                    "random position",
                );
                None
            }
        }
    }

    fn room_keys(&mut self, at: usize, chance: Option<i32>) -> Vec<String> {
        let mut keys = Vec::new();
        let (rtype, light, pos, align, size, filled) = match &self.stmts[at].kind {
            StmtKind::Room {
                rtype,
                light,
                pos,
                align,
                size,
                filled,
            } => (rtype, light, pos, Some(align), size, filled),
            StmtKind::Subroom {
                rtype,
                light,
                pos,
                size,
                filled,
                ..
            } => (rtype, light, pos, None, size, filled),
            _ => return keys,
        };
        match rtype.node {
            Some(t) if t != b"ordinary" && crate::lev::model::RoomType::from_name(t).is_some() => {
                keys.push(format!("type = {}", string(t)))
            }
            Some(_) => {}
            None => self.warn(
                "random-room-type",
                rtype.span,
                "NetHack 3.7 has no random room type; this room is an ordinary one",
                "random room type",
            ),
        }
        if let Some(c) = chance {
            keys.push(format!("chance = {c}"));
        }
        if let Some(l) = light.node {
            keys.push(format!("lit = {l}"));
        }
        if let Some((x, y)) = &pos.node {
            // A variant's map position (warned about) is not a 3.7 grid
            // cell: the room is placed at random.
            if !self.fam.is_some_and(|f| f.room_pos_absolute) || align.is_none() {
                keys.push(format!("x = {}, y = {}", x.node, y.node));
            }
        }
        if let Some(Spanned {
            node: Some((h, v)), ..
        }) = align
        {
            keys.push(format!(
                "xalign = \"{}\", yalign = \"{}\"",
                name_of(HALIGN, i64::from(h.node)).unwrap_or("center"),
                name_of(VALIGN, i64::from(v.node)).unwrap_or("center")
            ));
        }
        if let Some((w, h)) = &size.node {
            keys.push(format!("w = {}, h = {}", w.node, h.node));
        }
        // `filled` is a boolean here (default true).
        if filled.as_ref().is_some_and(|f| f.node == 0) {
            keys.push("filled = 0".into());
        }
        keys
    }

    fn coord(&mut self, c: &Coordinate) -> C {
        match &c.node {
            Coord::At(x, y) => C::Xy(i64::from(x.node), i64::from(y.node)),
            Coord::Place(n)
                if self.fam.is_some_and(|f| f.is_slashem())
                    && usize::try_from(n.node).map_or(true, |n| n >= self.places) =>
            {
                C::Random
            }
            Coord::Place(n) => C::Table(format!("place[{}]", n.node + 1)),
            // SLASH'EM's other lists and its random regions (warned about
            // with their statements): a random spot.
            Coord::PlaceIn(..) | Coord::Region(_) | Coord::Random => C::Random,
        }
    }

    fn positional(&mut self, f: &str, first: &str, c: &Coordinate) {
        match self.coord(c) {
            C::Xy(x, y) => self.out.line(&format!("{f}({first}, {x}, {y});")),
            C::Random => self.out.line(&format!("{f}({first});")),
            C::Table(t) => self.out.line(&format!("{f}({first}, {t});")),
        }
    }

    fn region(r: &Region) -> String {
        format!(
            "{{ {}, {}, {}, {} }}",
            r.x1.node, r.y1.node, r.x2.node, r.y2.node
        )
    }

    /// Keeps a region's light as 3.4.3 gave it: 3.7 also lights the secret
    /// doors around a lit irregular region, which 3.4.3 left as they were.
    fn region_light(&mut self, r: &Region, lit: Option<bool>, kind: Kind) {
        let rect = [r.x1.node, r.y1.node, r.x2.node, r.y2.node].map(i64::from);
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
                        "des.region(selection.area({x1}, {y}, {x2}, {y}), \"unlit\"); -- {}",
                        super::writer::SECRET_DOOR_DARK
                    ));
                }
            }
            Fix::Unknown(Why::Unseen) if self.secret_doors => self.warn(
                "secret-door-light",
                r.span,
                "NetHack 3.4.3 did not light the secret doors in the walls of a lit irregular region, and NetHack 3.7 does; this region floods past its map (or has none), where the secret doors it touches are not known, so NetHack 3.7 may light one that 3.4.3 left dark",
                "floods past the map",
            ),
            Fix::Unknown(Why::Dice) => self.warn(
                "secret-door-light",
                r.span,
                "NetHack 3.4.3 did not light the secret doors in the walls of a lit irregular region, and NetHack 3.7 does; dice decide the light here, so NetHack 3.7 may light a secret door beside this region that 3.4.3 left dark",
                "lit at random beside a secret door",
            ),
            Fix::Unknown(Why::Unseen) => {}
        }
    }

    fn levregion_keys(a: &LevRegion, b: &LevRegion, ty: &str) -> Vec<String> {
        let mut keys = vec![format!("region = {}", Self::region(&a.region))];
        if a.in_level {
            keys.push("region_islev = 1".into());
        }
        keys.push(format!("exclude = {}", Self::region(&b.region)));
        if b.in_level {
            keys.push("exclude_islev = 1".into());
        }
        if !ty.is_empty() {
            keys.push(format!("type = {ty}"));
        }
        keys
    }

    fn align(a: &Align) -> String {
        match a {
            Align::Word(v) => super::writer::align_word(i64::from(*v))
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

    /// Wraps a statement in `if percent(N)` when it has a chance.
    fn chance(&mut self, chance: Option<&Int>, f: impl FnOnce(&mut Self)) {
        match chance {
            Some(c) if c.node < 100 => {
                self.out.open(&format!("if percent({}) then", c.node));
                f(self);
                self.out.close("end");
            }
            _ => f(self),
        }
    }

    fn stmt(&mut self, i: usize) {
        let s = &self.stmts[i];
        let span = s.span;
        match &s.kind {
            StmtKind::Maze { .. }
            | StmtKind::Level { .. }
            | StmtKind::Flags(_)
            | StmtKind::Name(_)
            | StmtKind::Chance(_)
            | StmtKind::Room { .. }
            | StmtKind::Subroom { .. }
            | StmtKind::Error => {}
            StmtKind::InitMap {
                fg,
                bg,
                smoothed,
                joined,
                lit,
                walled,
            } => {
                let init = super::writer::MinesInit {
                    fg: mapchar_str(i64::from(self.map37(fg.node))),
                    bg: mapchar_str(i64::from(self.map37(bg.node))),
                    smoothed: smoothed.node != 0,
                    joined: joined.node != 0,
                    lit: lit.node.map(i64::from),
                    walled: walled.node.map(|w| w != 0),
                    filling: None,
                };
                if init.walled.is_none() {
                    let msg = super::writer::RANDOM_WALLED;
                    self.warn("random-walled", walled.span, msg, "random walls");
                }
                self.out.call_table("des.level_init", &init.keys());
            }
            StmtKind::Message(m) => {
                self.out.line(&format!("des.message({});", string(m.node)));
            }
            StmtKind::Geometry {
                halign,
                valign,
                map,
            } => {
                self.places = 0;
                let block = &self.parsed.maps[map.node];
                // Digits are rulers; short rows are padded with solid rock.
                let rows: Vec<Vec<u8>> = block
                    .lines
                    .iter()
                    .map(|l| {
                        l.bytes
                            .iter()
                            .copied()
                            .filter(|b| !b.is_ascii_digit())
                            .map(|b| self.map37(b))
                            .collect()
                    })
                    .collect();
                let width = rows.iter().map(Vec::len).max().unwrap_or(0);
                let mut body = Vec::new();
                for r in &rows {
                    for x in 0..width {
                        body.push(r.get(x).copied().unwrap_or(b' '));
                    }
                    body.push(b'\n');
                }
                let h = name_of(HALIGN, i64::from(halign.node)).unwrap_or("center");
                let v = name_of(VALIGN, i64::from(valign.node)).unwrap_or("center");
                // 3.4.3 starts a left-aligned map at column 3; 3.7 at column
                // 1 once the level was initialised (which a converted maze
                // level always is): the place is given as 3.4.3 computed it.
                let mut line = if h == "left" {
                    format!(
                        "des.map({{ x = 3, y = {}, map = ",
                        map_top_343(v, rows.len() as i64)
                    )
                } else {
                    format!("des.map({{ halign = \"{h}\", valign = \"{v}\", map = ")
                }
                .into_bytes();
                line.extend(long_string(&body));
                line.extend_from_slice(b" });");
                self.out.raw_line(&line);
                self.map_placed = true;
                // 3.4.3's compiler walled the map itself, so every statement
                // of the part (its regions' lighting above all) saw the walls.
                let part_end = self.stmts[i + 1..]
                    .iter()
                    .position(|s| {
                        matches!(
                            s.kind,
                            StmtKind::Geometry { .. }
                                | StmtKind::Nomap
                                | StmtKind::Maze { .. }
                                | StmtKind::Level { .. }
                        )
                    })
                    .map_or(self.stmts.len(), |n| i + 1 + n);
                self.wallified = self.stmts[i + 1..part_end]
                    .iter()
                    .any(|s| matches!(s.kind, StmtKind::Wallify));
                if self.wallified {
                    self.out.line(
                        "des.wallify(); -- WALLIFY: NetHack 3.4.3 walled the map as it read it",
                    );
                }
                self.part = Some(super::light343::Part::new(&rows, self.wallified));
            }
            StmtKind::Nomap => {
                self.places = 0;
                self.part = None;
                self.wallified = false;
                if self.map_placed {
                    self.out.line(
                        "des.map({ halign = \"center\", valign = \"center\", map = \"x\" }); -- back to whole-level coordinates",
                    );
                }
            }
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
            // SLASH'EM's place lists, random regions and object flags
            // (warned about): left out.
            StmtKind::PlaceList { .. } | StmtKind::RandomRegion { .. } | StmtKind::ObjFlags(_) => {}
            StmtKind::RandomPlaces(v) => {
                self.places = v.len();
                let v = v
                    .iter()
                    .map(|p| format!("{{ x = {}, y = {} }}", p.node.0.node, p.node.1.node))
                    .collect();
                self.register("place", v);
            }
            StmtKind::RoomDoor {
                secret,
                state,
                wall,
                pos,
                ..
            } => {
                let st = match secret.node {
                    Some(1) => "secret",
                    Some(_) => state
                        .node
                        .and_then(|s| name_of(DOOR_STATES, i64::from(s)))
                        .unwrap_or("random"),
                    None => {
                        self.warn(
                            "random-secret-door",
                            secret.span,
                            "NetHack 3.7 cannot make a door secret at random; this door is not secret unless its state makes it so",
                            "random secret",
                        );
                        state
                            .node
                            .and_then(|s| name_of(DOOR_STATES, i64::from(s)))
                            .unwrap_or("random")
                    }
                };
                let mut keys = vec![format!("state = \"{st}\"")];
                let w = wall
                    .node
                    .and_then(|w| name_of(DIRS, i64::from(w)))
                    .unwrap_or("random");
                keys.push(format!("wall = \"{w}\""));
                match pos.node {
                    Some(p) => keys.push(format!("pos = {p}")),
                    None => {
                        if let Some(p) = self.random_door_pos(wall.node, pos.span) {
                            keys.push(format!("pos = {p}"));
                        }
                    }
                }
                self.out.call_table("des.door", &keys);
            }
            StmtKind::MapDoor { state, coord, .. } => {
                let st = state
                    .node
                    .and_then(|s| name_of(DOOR_STATES, i64::from(s)))
                    .unwrap_or("random");
                match self.coord(coord) {
                    C::Xy(x, y) => self.out.line(&format!("des.door(\"{st}\", {x}, {y});")),
                    C::Table(t) => self
                        .out
                        .line(&format!("des.door({{ state = \"{st}\", coord = {t} }});")),
                    C::Random => self.out.line(&format!(
                        "des.door({{ state = \"{st}\", coord = selection.rndcoord(selection.set(selection.new())) }});"
                    )),
                }
            }
            StmtKind::Corridor { src, dest } => match dest {
                Ok(d) => {
                    let k = |c: &CorrSpec, side: &str| {
                        vec![
                            format!("{side}room = {}", c.room.node),
                            format!(
                                "{side}wall = \"{}\"",
                                name_of(DIRS, i64::from(c.wall.node)).unwrap_or("all")
                            ),
                            format!("{side}door = {}", c.door.node.unwrap_or(-1)),
                        ]
                    };
                    let mut keys = k(src, "src");
                    keys.extend(k(d, "dest"));
                    self.out.call_table("des.corridor", &keys);
                }
                Err(_) => self.diags.push(
                    Diagnostic::error("a CORRIDOR to a number (no room) has no NetHack 3.7 form")
                        .at(span, "not convertible"),
                ),
            },
            StmtKind::RandomCorridors => self.out.line("des.random_corridors();"),
            StmtKind::Monster {
                chance,
                class,
                name,
                coord,
                infos,
                ..
            } => {
                let chance = chance.clone();
                self.chance(chance.as_ref(), |me| me.monster(class, name, coord, infos));
            }
            StmtKind::Object { chance, .. } => {
                let chance = chance.clone();
                self.chance(chance.as_ref(), |me| me.object(i, None));
            }
            StmtKind::Trap {
                chance,
                kind,
                coord,
            } => {
                let chance = chance.clone();
                let extra = kind.node.is_some_and(|k| {
                    crate::lev::model::TrapKind::from_name(k).is_none() && me_fam_trap(self.fam, k)
                });
                let kind_node = if extra { None } else { kind.node };
                self.chance(chance.as_ref(), |me| {
                    let c = me.coord(coord);
                    match (kind_node, c) {
                        (Some(k), c) => {
                            let n = string(k);
                            match c {
                                C::Xy(x, y) => me.out.line(&format!("des.trap({n}, {x}, {y});")),
                                C::Random => me.out.line(&format!("des.trap({n});")),
                                C::Table(t) => me.out.line(&format!("des.trap({n}, {t});")),
                            }
                        }
                        (None, C::Random) => me.out.line("des.trap();"),
                        (None, c) => {
                            let mut keys = Vec::new();
                            push_coord(&mut keys, c);
                            me.out.call_table("des.trap", &keys);
                        }
                    }
                });
            }
            StmtKind::Drawbridge { coord, dir, state } => {
                let d = name_of(DIRS, i64::from(dir.node)).unwrap_or("random");
                let st = match state.node {
                    Some(2) => "open",
                    Some(4) => "closed",
                    _ => "random",
                };
                let mut keys = vec![format!("dir = \"{d}\""), format!("state = \"{st}\"")];
                let c = self.coord(coord);
                push_coord(&mut keys, c);
                self.out.call_table("des.drawbridge", &keys);
            }
            StmtKind::Mazewalk { coord, dir } => {
                let d = name_of(DIRS, i64::from(dir.node)).unwrap_or("random");
                match self.coord(coord) {
                    C::Xy(x, y) => self.out.line(&format!("des.mazewalk({x}, {y}, \"{d}\");")),
                    c => {
                        let mut keys = Vec::new();
                        push_coord(&mut keys, c);
                        keys.push(format!("dir = \"{d}\""));
                        self.out.call_table("des.mazewalk", &keys);
                    }
                }
            }
            // Written after the part's map already.
            StmtKind::Wallify if self.wallified => {
                self.out.line("-- WALLIFY: see des.wallify() after the map")
            }
            StmtKind::Wallify => self.out.line("des.wallify();"),
            StmtKind::Ladder { coord, up } => {
                let d = if up.node == 1 { "\"up\"" } else { "\"down\"" };
                self.positional("des.ladder", d, coord);
            }
            StmtKind::Stair { coord, up } => {
                let d = if up.node == 1 { "\"up\"" } else { "\"down\"" };
                self.positional("des.stair", d, coord);
            }
            StmtKind::StairRegion { area, exclude, up } => {
                let t = if up.node == 1 {
                    "\"stair-up\""
                } else {
                    "\"stair-down\""
                };
                let keys = Self::levregion_keys(area, exclude, t);
                self.out.call_table("des.levregion", &keys);
            }
            StmtKind::Portal {
                area,
                exclude,
                dest,
            } => {
                let mut keys = Self::levregion_keys(area, exclude, "\"portal\"");
                keys.push(format!("name = {}", string(dest.node)));
                self.out.call_table("des.levregion", &keys);
            }
            StmtKind::Teleport { area, exclude, dir } => {
                let mut keys = Self::levregion_keys(area, exclude, "");
                match dir.as_ref().map(|d| d.node) {
                    Some(1) => keys.push("dir = \"up\"".into()),
                    Some(_) => keys.push("dir = \"down\"".into()),
                    None => {}
                }
                self.out.call_table("des.teleport_region", &keys);
            }
            StmtKind::Branch { area, exclude } => {
                let keys = Self::levregion_keys(area, exclude, "\"branch\"");
                self.out.call_table("des.levregion", &keys);
            }
            StmtKind::Fountain(c) => self.positional("des.feature", "\"fountain\"", c),
            // NetHack 3.7 has no forge: the nearest feature, a fountain.
            StmtKind::Forge(c) => self.positional("des.feature", "\"fountain\"", c),
            StmtKind::Sink(c) => self.positional("des.feature", "\"sink\"", c),
            StmtKind::Pool(c) => self.positional("des.feature", "\"pool\"", c),
            StmtKind::NonDiggable(r) => self.out.line(&format!(
                "des.non_diggable(selection.area({}, {}, {}, {}));",
                r.x1.node, r.y1.node, r.x2.node, r.y2.node
            )),
            StmtKind::NonPasswall(r) => self.out.line(&format!(
                "des.non_passwall(selection.area({}, {}, {}, {}));",
                r.x1.node, r.y1.node, r.x2.node, r.y2.node
            )),
            StmtKind::Region {
                region,
                light,
                rtype,
                filling,
                irregular,
            } => {
                let mut keys = vec![format!("region = {}", Self::region(region))];
                if let Some(l) = light.node {
                    keys.push(format!("lit = {l}"));
                }
                let ordinary = match rtype.node {
                    None => {
                        self.warn(
                            "random-room-type",
                            rtype.span,
                            "NetHack 3.7 has no random room type; this region is an ordinary one",
                            "random room type",
                        );
                        true
                    }
                    Some(t)
                        if t == b"ordinary"
                            || crate::lev::model::RoomType::from_name(t).is_none() =>
                    {
                        true
                    }
                    Some(t)
                        if self.knox
                            && self.vault.is_none()
                            && t == b"morgue"
                            && filling.as_ref().is_some_and(|f| f.node == 1) =>
                    {
                        // Fort Ludios's vault: 3.6 found it by its type once
                        // the level was built.
                        self.vault = Some(
                            [
                                region.x1.node,
                                region.y1.node,
                                region.x2.node,
                                region.y2.node,
                            ]
                            .map(i64::from),
                        );
                        self.warn(
                            "fixup-special",
                            rtype.span,
                            super::writer::KNOX_VAULT,
                            "an ordinary room, stocked at the end",
                        );
                        true
                    }
                    Some(t) => {
                        keys.push(format!("type = {}", string(t)));
                        false
                    }
                };
                let unfilled = filling.as_ref().is_some_and(|f| f.node == 1);
                if unfilled {
                    keys.push(if ordinary {
                        "arrival_room = true".into()
                    } else {
                        "filled = 2".into()
                    });
                } else if !ordinary {
                    keys.push("filled = 1".into());
                }
                let irregular = irregular.as_ref().is_some_and(|w| w.node != 0);
                if irregular {
                    keys.push("irregular = true".into());
                }
                self.out.call_table("des.region", &keys);
                let kind = if irregular {
                    Kind::Irregular
                } else if ordinary && !unfilled && rtype.node.is_some() {
                    Kind::Light
                } else {
                    Kind::Room
                };
                self.region_light(region, light.node.map(|l| l != 0), kind);
            }
            StmtKind::Altar {
                coord, align, kind, ..
            } => {
                let mut keys = Vec::new();
                let c = self.coord(coord);
                push_coord(&mut keys, c);
                keys.push(format!("align = {}", Self::align(&align.node)));
                match kind.node {
                    Some(0) => keys.push("type = \"altar\"".into()),
                    Some(1) => keys.push("type = \"shrine\"".into()),
                    Some(2) => keys.push("type = \"sanctum\"".into()),
                    _ => {
                        self.warn(
                            "random-altar-type",
                            kind.span,
                            "NetHack 3.7 has no random altar type; this altar is an ordinary one",
                            "random altar type",
                        );
                        keys.push("type = \"altar\"".into());
                    }
                }
                self.out.call_table("des.altar", &keys);
            }
            StmtKind::Gold { amount, coord } => {
                let c = self.coord(coord);
                match (amount.node, c) {
                    (Some(a), C::Xy(x, y)) => self.out.line(&super::writer::gold_at(a, x, y)),
                    (Some(a), C::Table(t)) => self.out.line(&format!("des.gold({a}, {t});")),
                    (Some(a), C::Random) => {
                        self.out.line(&format!("des.gold({{ amount = {a} }});"))
                    }
                    (None, c) => {
                        let mut keys = Vec::new();
                        push_coord(&mut keys, c);
                        self.out.call_table("des.gold", &keys);
                    }
                }
            }
            StmtKind::Engraving {
                coord, kind, text, ..
            } => {
                let mut keys = Vec::new();
                let c = self.coord(coord);
                push_coord(&mut keys, c);
                match kind.node.and_then(|k| name_of(ENGRAVINGS, i64::from(k))) {
                    Some(k) => keys.push(format!("type = \"{k}\"")),
                    // SLASH'EM's scrawl (warned about): dust.
                    None if kind.node.is_some() => keys.push("type = \"dust\"".into()),
                    None => {
                        self.warn(
                            "random-engraving-type",
                            kind.span,
                            "NetHack 3.7 has no random engraving type; this one is engraved",
                            "random type",
                        );
                        keys.push("type = \"engrave\"".into());
                    }
                }
                keys.push(format!("text = {}", string(text.node)));
                self.out.call_table("des.engraving", &keys);
            }
        }
    }

    fn monster(
        &mut self,
        class: &Spanned<Class>,
        name: &OrRandom<&[u8]>,
        coord: &Coordinate,
        infos: &[Spanned<MonInfo<'_>>],
    ) {
        // A variant's `'#'` monster (warned about) becomes a random one.
        let hash =
            self.fam.is_some_and(|f| f.hash_objects) && matches!(class.node, Class::Char(b'#'));
        let (id, key, female) = match (name.node, &class.node) {
            _ if hash => (None, "id", None),
            (Some(n), _) => {
                let (s, g) = monster_name(&mut self.diags, &bytes(&Spanned::new(n, name.span)));
                (Some(s), "id", g)
            }
            (None, Class::Char(c)) => {
                check37::monster_class(&mut self.diags, *c, class.span);
                (Some(string(&[*c])), "class", None)
            }
            (None, Class::Register(r)) => (Some(format!("monster[{}]", r.node + 1)), "class", None),
            (None, Class::Random) => (None, "id", None),
        };
        let c = self.coord(coord);
        let mut keys = Vec::new();
        if let Some(f) = female {
            keys.push(format!("female = {}", if f { "1" } else { "0" }));
        }
        for i in infos {
            match &i.node {
                MonInfo::Name(n) => keys.push(format!("name = {}", string(n.node))),
                MonInfo::Attitude(v) => keys.push(format!("peaceful = {v}")),
                MonInfo::Alertness(v) => keys.push(format!("asleep = {v}")),
                MonInfo::Align(a) => keys.push(format!("align = {}", Self::align(a))),
                MonInfo::Appearance(k, s) => {
                    let k = i64::from(*k);
                    let who = match (name.node, &class.node) {
                        (Some(n), _) => check37::Who::Named(n),
                        (None, Class::Char(c)) => check37::Who::Class(*c),
                        _ => check37::Who::Unknown,
                    };
                    check37::appearance(&mut self.diags, k, s.node, s.span, who);
                    let mut b = check37::appear_prefix(k).as_bytes().to_vec();
                    b.extend_from_slice(s.node);
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

    fn object(&mut self, i: usize, contents: Option<&Vec<usize>>) {
        let StmtKind::Object {
            class,
            name,
            place,
            infos,
            ..
        } = &self.stmts[i].kind
        else {
            return;
        };
        let table = name.node.is_some_and(needs_table);
        // A variant's `'#'` object (warned about) becomes a random one.
        let hash =
            self.fam.is_some_and(|f| f.hash_objects) && matches!(class.node, Class::Char(b'#'));
        let (id, key, statue) = match (name.node, &class.node) {
            _ if hash => (None, "id", false),
            (Some(n), cl) => {
                let k = match cl {
                    Class::Char(c) => Some(*c),
                    _ => None,
                };
                let s = object_name(&mut self.diags, &bytes(&Spanned::new(n, name.span)), k);
                (Some(s), "id", is_corpstat(n))
            }
            (None, Class::Char(c)) => {
                check37::object_class(&mut self.diags, *c, class.span);
                (Some(string(&[*c])), "class", false)
            }
            (None, Class::Register(r)) => (Some(format!("object[{}]", r.node + 1)), "class", false),
            (None, Class::Random) => (None, "id", false),
        };
        let c = match place {
            ObjWhere::At(c) => self.coord(c),
            ObjWhere::Contained(_) => C::Random,
        };
        let mut keys = Vec::new();
        if let Some(inf) = infos {
            if let Some(Spanned { node: Some(v), .. }) = &inf.curse {
                let b = match v {
                    1 => "blessed",
                    2 => "uncursed",
                    _ => "cursed",
                };
                keys.push(format!("buc = \"{b}\""));
            }
            if let Some(m) = &inf.monster {
                let (s, _) = monster_name(&mut self.diags, &bytes(m));
                keys.push(format!("montype = {s}"));
            }
            if let Some(v) = inf.spe.node {
                if statue {
                    if v & 1 != 0 {
                        keys.push("historic = true".into());
                    }
                } else {
                    keys.push(format!("spe = {v}"));
                }
            }
            if let Some(Spanned { node: Some(n), .. }) = &inf.name {
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
                for &j in inner {
                    self.start(j);
                    self.stmt(j);
                }
                self.out.close("end });");
            }
            None => self.out.call_table("des.object", &all),
        }
    }
}

/// The path to the room named `name` (the last one so named).
fn find_room(items: &[Item], name: &[u8]) -> Option<Vec<usize>> {
    for (i, it) in items.iter().enumerate().rev() {
        if let Item::Room {
            name: n,
            items: inner,
            ..
        } = it
        {
            if let Some(mut p) = find_room(inner, name) {
                p.insert(0, i);
                return Some(p);
            }
            if n.as_deref() == Some(name) {
                return Some(vec![i]);
            }
        }
    }
    None
}

fn room_at<'a>(items: &'a mut [Item], path: &[usize]) -> Option<&'a mut Item> {
    let (first, rest) = path.split_first()?;
    let it = items.get_mut(*first)?;
    if rest.is_empty() {
        return Some(it);
    }
    match it {
        Item::Room { items, .. } => room_at(items, rest),
        _ => None,
    }
}

fn room_items<'a>(items: &'a mut Vec<Item>, path: &[usize]) -> &'a mut Vec<Item> {
    let Some((first, rest)) = path.split_first() else {
        return items;
    };
    match &mut items[*first] {
        Item::Room { items: inner, .. } => room_items(inner, rest),
        _ => unreachable!("paths lead to rooms"),
    }
}

fn top_or_room<'a>(top: &'a mut Vec<Item>, current: &Option<Vec<usize>>) -> &'a mut Vec<Item> {
    match current {
        Some(p) => room_items(top, p),
        None => top,
    }
}

/// The row where NetHack 3.4.3 starts a map of `height` rows aligned `valign`
/// vertically (`sp_lev.c`: the same rule as 3.7's for vertical alignment).
pub(super) fn map_top_343(valign: &str, height: i64) -> i64 {
    const ROWNO: i64 = 21;
    const Y_MAZE_MAX: i64 = (ROWNO - 1) & !1;
    let mut y = match valign {
        "top" => 3,
        "bottom" => Y_MAZE_MAX - height - 1,
        // C division truncates toward zero, as Rust's does.
        _ => 2 + (Y_MAZE_MAX - 2 - height) / 2,
    };
    if y % 2 == 0 {
        y += 1;
    }
    if y < 0 || y + height > ROWNO {
        y += if y > 0 { -2 } else { 2 };
        if height == ROWNO {
            y = 0;
        }
    }
    y
}
