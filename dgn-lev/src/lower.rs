//! Grouping statements into levels and lowering them to the model.
//!
//! The statements of a file come as a flat list. This pass walks them once,
//! in order, with the state NetHack 3.4.3's lev_comp keeps between grammar
//! actions: the current level, its map part or room, the map as drawn so far
//! (for the checks against it), the register lists. It reproduces every
//! value the C actions store (defaults, the encodings of `random` and of
//! registers, chances, map terrain, the split into parts) and every error
//! and warning of the C tool, and reports as errors the cases where the C
//! tool would overflow a buffer, truncate a number or read outside its map.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::ast::{self, Align, Class, Coord as AstCoord, MonInfo, ObjWhere, Stmt, StmtKind};
use super::lexer::MapBlock;
use super::lines::{Lines, List};
use super::model::{
    self, Alignment, AltarKind, Appearance, Area, ClassSel, Containment, CorpseSel, Corridor,
    CorridorEnd, CurseState, Direction, DoorState, EngravingKind, HAlign, LevArea, LevRegion,
    LevRegionKind, Level, LevelBody, LevelFlags, Light, MapGrid, Maze, MazePart, Point, Room,
    RoomLevel, RoomType, Terrain, TrapKind, VAlign,
};
use super::Options;
use super::Parsed;
use crate::family::Family343;
use dgn_common::catalog::{class_arg, Catalog};
use dgn_common::diag::{did_you_mean, Diagnostic};
use dgn_common::source::{show_bytes, LineCursor, Span, Spanned};
use dgn_common::target::Target;

/// Register lists hold at most this many entries (`MAX_REGISTERS`).
pub const MAX_REGISTERS: i32 = 10;
/// Each per-part or per-room list holds at most this many entries: lev_comp
/// keeps the counts in a `char` and stops at 128.
pub const MAX_OF_TYPE: usize = 127;
/// At most this many `NON_PASSWALL` areas per part.
pub const MAX_PASSWALL: usize = 31;
/// At most this many map parts per maze level (lev_comp's part table).
pub const MAX_PARTS: usize = 10;
/// At most this many rooms and subrooms per room level (lev_comp's table).
pub const MAX_ROOMS: usize = 80;
/// At most this many subrooms in one room.
pub const MAX_SUBROOMS: usize = 24;
/// Widest map.
pub const MAP_X_LIM: usize = 76;
/// Tallest map.
pub const MAP_Y_LIM: usize = 21;
/// The size of lev_comp's buffer for the text of one map block.
pub const MAP_BUFFER: usize = 4096;
/// Level width (`COLNO`).
pub const COLNO: i32 = 80;
/// Level height (`ROWNO`).
pub const ROWNO: i32 = 21;
/// Longest level name.
pub const NAME_MAX: usize = 8;
/// Longest message, all `MESSAGE` lines joined by newlines.
pub const MESSAGE_MAX: usize = 255;

/// The value lev_comp stores for `random` in class, coordinate and alignment
/// selectors.
const RANDOM_SEL: i32 = -MAX_REGISTERS - 1;

/// Lowers parsed statements to model levels, with every diagnostic.
pub fn lower(
    parsed: &Parsed,
    target: &Target,
    opts: &Options,
) -> (Vec<(String, Level)>, Vec<Diagnostic>) {
    let (levels, _, diags) = lower_with_lines(parsed, &[], target, opts);
    (levels, diags)
}

/// [`lower`] of the parse of `src`, also giving where each level's items
/// come from (parallel to the levels).
pub(crate) fn lower_with_lines(
    parsed: &Parsed,
    src: &[u8],
    target: &Target,
    opts: &Options,
) -> (Vec<(String, Level)>, Vec<Lines>, Vec<Diagnostic>) {
    let mut cx = Lower::new(target, opts, parsed.syntax_errors, src);
    for stmt in &parsed.stmts {
        cx.stmt(stmt, &parsed.maps);
    }
    cx.finish()
}

/// Where the level is in the order the grammar imposes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Phase {
    /// Right after `MAZE`/`LEVEL`.
    Header,
    /// After `FLAGS`.
    Flags,
    /// After `INIT_MAP`.
    Init,
    /// Among the `MESSAGE` lines.
    Messages,
    /// Among a room level's `RANDOM_OBJECTS`/`RANDOM_MONSTERS`.
    Registers,
    /// Among map parts or rooms.
    Body,
    /// Among a room level's corridors.
    Corridors,
}

/// The map of the current part, as lev_comp keeps it for its checks.
struct MapCx {
    /// The terrain rows (empty for `NOMAP`).
    grid: Vec<Vec<Terrain>>,
    /// Largest valid column.
    max_x: i64,
    /// Largest valid row.
    max_y: i64,
    /// True for `NOMAP`.
    nomap: bool,
}

impl MapCx {
    fn at(&self, x: i64, y: i64) -> Option<Terrain> {
        let row = self.grid.get(usize::try_from(y).ok()?)?;
        row.get(usize::try_from(x).ok()?).copied()
    }
}

struct PartCx {
    part: MazePart,
    map: MapCx,
    /// Still among the register lists (no other statement yet).
    registers_open: bool,
    objects_set: bool,
    places_set: bool,
    monsters_set: bool,
    /// A `CONTAINER` came before in this part.
    container_seen: bool,
}

struct RoomCx {
    room: Room,
    span: Span,
    name_span: Option<Span>,
    chance_seen: bool,
    container_seen: bool,
}

enum Body {
    Maze {
        maze: Maze,
        part: Option<Box<PartCx>>,
    },
    Rooms {
        rooms: Vec<RoomCx>,
        corridors: Vec<Corridor>,
        random_corridors: Option<Span>,
        objects_set: bool,
        monsters_set: bool,
        random_objects: Vec<u8>,
        random_monsters: Vec<u8>,
    },
}

struct Cur {
    name: String,
    header: Span,
    level: Level,
    phase: Phase,
    has_init: bool,
    body: Body,
    /// A statement was dropped or wrong: do not keep the level.
    broken: bool,
    /// Where the level's items come from.
    lines: Lines,
}

/// Lowering in progress: statements are given one by one, in order.
pub(crate) struct Lower<'a> {
    catalog: &'a Catalog,
    /// The variant's dialect (`None`: NetHack 3.4.3's).
    fam: Option<&'static Family343>,
    opts: &'a Options,
    diags: Vec<Diagnostic>,
    levels: Vec<(String, Level)>,
    /// Where the items of each level of `levels` come from.
    lines: Vec<Lines>,
    /// Line numbers of the statements, met in source order.
    cursor: LineCursor<'a>,
    /// Whether lines are recorded at all.
    record: bool,
    names: HashMap<String, Span, BuildHasherDefault<NameHasher>>,
    /// The level being read (boxed: it is taken out and put back for each
    /// statement).
    cur: Option<Box<Cur>>,
    /// The file had syntax errors: a statement may be missing.
    syntax_errors: bool,
}

fn text(b: &[u8]) -> String {
    show_bytes(b)
}

/// A value stored in a C `xchar` (signed char): report when it does not fit.
fn fit_i8(diags: &mut Vec<Diagnostic>, v: i32, span: Span, what: &str) -> i8 {
    match i8::try_from(v) {
        Ok(v) => v,
        Err(_) => {
            diags.push(
                Diagnostic::error(format!("{what} {v} does not fit in a byte"))
                    .at(span, "out of range")
                    .note("the level file stores this value in a signed byte (-128 to 127); NetHack's lev_comp would silently truncate it"),
            );
            0
        }
    }
}

fn light(v: &ast::OrRandom<i32>) -> Light {
    match v.node {
        Some(1) => Light::Lit,
        Some(_) => Light::Unlit,
        None => Light::Random,
    }
}

fn direction(v: i32) -> Direction {
    match v {
        1 => Direction::North,
        2 => Direction::South,
        4 => Direction::East,
        _ => Direction::West,
    }
}

fn door_state(v: Option<i32>) -> DoorState {
    match v {
        Some(0) => DoorState::NoDoor,
        Some(1) => DoorState::Broken,
        Some(2) => DoorState::Open,
        Some(4) => DoorState::Closed,
        Some(8) => DoorState::Locked,
        _ => DoorState::Random,
    }
}

fn halign(v: i32) -> HAlign {
    HAlign::from_code(v as i8).unwrap_or_default()
}

fn valign(v: i32) -> VAlign {
    VAlign::from_code(v as i8).unwrap_or_default()
}

fn alignment_word(v: i32) -> Alignment {
    Alignment::from_code(v as i8).unwrap_or(Alignment::None)
}

/// FNV-1a, for the level names of a file: short keys, no adversary.
#[derive(Default)]
struct NameHasher(u64);

impl Hasher for NameHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 {
            0xcbf2_9ce4_8422_2325
        } else {
            self.0
        };
        for &b in bytes {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = h;
    }
}

/// The terrain of each map byte ([`Terrain::from_map_char`], and stone for
/// the bytes that are no map character).
fn map_terrain() -> &'static [Terrain; 256] {
    static TABLE: std::sync::OnceLock<[Terrain; 256]> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        std::array::from_fn(|b| Terrain::from_map_char(b as u8).unwrap_or(Terrain::Stone))
    })
}

/// The terrain of each map byte in a variant's dialect.
fn family_terrain(f: &'static Family343) -> &'static [Terrain; 256] {
    // One table per dialect, made at its first use (a handful in all).
    type Tables = Vec<(&'static str, &'static [Terrain; 256])>;
    static TABLES: std::sync::Mutex<Tables> = std::sync::Mutex::new(Vec::new());
    let mut tables = TABLES
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(&(_, t)) = tables.iter().find(|(n, _)| *n == f.name) {
        return t;
    }
    let t: &'static [Terrain; 256] = Box::leak(Box::new(std::array::from_fn(|b| {
        f.map_char(b as u8).unwrap_or(Terrain::Stone)
    })));
    tables.push((f.name, t));
    t
}

/// A rock-like terrain: nothing can stand there (`IS_ROCK`).
fn is_rock(t: Terrain) -> bool {
    // dNetHack's dead tree is numbered among the rock types.
    t.code() < Terrain::Pool.code() || t == Terrain::DeadTree
}

/// Room floor and furniture (`IS_ROOM`).
fn is_room(t: Terrain) -> bool {
    t.code() >= Terrain::Room.code() && t != Terrain::DeadTree
}

/// The terrain of a map character in the dialect.
fn map_char(fam: Option<&Family343>, c: u8) -> Option<Terrain> {
    match fam {
        Some(f) => f.map_char(c),
        None => Terrain::from_map_char(c),
    }
}

/// Any kind of wall (`IS_WALL`).
fn is_wall(t: Terrain) -> bool {
    t.code() != 0 && t.code() <= Terrain::DbWall.code()
}

fn is_file_safe(name: &[u8]) -> bool {
    !name.is_empty()
        && name
            .iter()
            .all(|&b| b.is_ascii_graphic() && !matches!(b, b'/' | b'\\' | b'.' | b':'))
}

impl<'a> Lower<'a> {
    /// Starts lowering a file; `syntax_errors` says whether lexing or
    /// parsing it reported an error (a statement may then be missing).
    /// `src` is the file's text, for the lines of its items (empty: all on
    /// line 1).
    pub(crate) fn new(
        target: &'a Target,
        opts: &'a Options,
        syntax_errors: bool,
        src: &'a [u8],
    ) -> Self {
        Lower {
            catalog: &target.catalog,
            fam: crate::family::family(target),
            opts,
            diags: Vec::new(),
            levels: Vec::new(),
            lines: Vec::new(),
            cursor: LineCursor::new(src),
            record: !src.is_empty(),
            names: HashMap::default(),
            cur: None,
            syntax_errors,
        }
    }

    /// Ends the file: its levels, where their items come from (parallel to
    /// the levels) and the diagnostics of lowering.
    pub(crate) fn finish(mut self) -> (Vec<(String, Level)>, Vec<Lines>, Vec<Diagnostic>) {
        self.finish_level();
        (self.levels, self.lines, self.diags)
    }

    /// Lowers the next statement; `maps` holds at least the map blocks read
    /// up to it.
    pub(crate) fn stmt(&mut self, stmt: &Stmt, maps: &[MapBlock]) {
        match &stmt.kind {
            StmtKind::Error => {
                if let Some(cur) = &mut self.cur {
                    cur.broken = true;
                }
            }
            StmtKind::Maze { name, filling } => {
                self.finish_level();
                let fill = match filling.node {
                    None => None,
                    Some(c) => match map_char(self.fam, c) {
                        Some(t) => Some(t),
                        None => {
                            self.diags.push(
                                Diagnostic::warning(
                                    "invalid-fill",
                                    format!(
                                        "`'{}'` is not a map character; the level is filled at random",
                                        text(&[c])
                                    ),
                                )
                                .at(filling.span, "not a map character")
                                .note("NetHack's lev_comp warns and fills the level as for `random`"),
                            );
                            None
                        }
                    },
                };
                self.start_level(
                    stmt,
                    name,
                    Body::Maze {
                        maze: Maze {
                            filling: fill,
                            parts: Vec::new(),
                        },
                        part: None,
                    },
                );
            }
            StmtKind::Level { name } => {
                self.finish_level();
                self.start_level(
                    stmt,
                    name,
                    Body::Rooms {
                        rooms: Vec::new(),
                        corridors: Vec::new(),
                        random_corridors: None,
                        objects_set: false,
                        monsters_set: false,
                        random_objects: Vec::new(),
                        random_monsters: Vec::new(),
                    },
                );
            }
            _ => {
                if self.cur.is_none() {
                    // After a syntax error the level header may be what failed.
                    if self.syntax_errors {
                        return;
                    }
                    self.diags.push(
                        Diagnostic::error(format!(
                            "`{}` before the first level",
                            stmt.kind.keyword()
                        ))
                        .at(stmt.keyword, "no level started yet")
                        .help("a file is a list of levels, each starting with `MAZE: \"name\", filling` or `LEVEL: \"name\"`"),
                    );
                    return;
                }
                self.level_stmt(stmt, maps);
            }
        }
    }

    fn start_level(&mut self, stmt: &Stmt, name: &ast::Str, body: Body) {
        let n = &name.node;
        let mut ok = true;
        if n.contains(&b'.') {
            self.diags.push(
                Diagnostic::error("a level name cannot contain a dot")
                    .at(name.span, "contains `.`")
                    .note("the level is written to `<name>.lev`"),
            );
            ok = false;
        }
        if n.len() > NAME_MAX {
            self.diags.push(
                Diagnostic::error(format!(
                    "level name \"{}\" is {} bytes long; the limit is {NAME_MAX}",
                    text(n),
                    n.len()
                ))
                .at(name.span, "too long"),
            );
            ok = false;
        }
        if ok && !is_file_safe(n) {
            self.diags.push(
                Diagnostic::error(format!("level name \"{}\" is not a safe file name", text(n)))
                    .at(name.span, "not usable as a file name")
                    .note("the level is written to `<name>.lev`: use printable ASCII without `/`, `\\`, `:` or blanks"),
            );
            ok = false;
        }
        let name_s = String::from_utf8_lossy(n).into_owned();
        if ok {
            if let Some(prev) = self.names.get(&name_s) {
                self.diags.push(
                    Diagnostic::error(format!("a second level named \"{name_s}\" in this file"))
                        .at(name.span, "same name again")
                        .with_label(*prev, "first defined here")
                        .note("both would be written to the same `.lev` file; the second would replace the first"),
                );
                ok = false;
            } else {
                self.names.insert(name_s.clone(), name.span);
            }
        }
        self.cur = Some(Box::new(Cur {
            name: name_s,
            header: stmt.span,
            level: Level {
                name: n.to_vec(),
                ..Level::default()
            },
            phase: Phase::Header,
            has_init: false,
            body,
            broken: !ok,
            lines: if self.record {
                Lines::new(self.cursor.line(stmt.span.start()))
            } else {
                Lines::default()
            },
        }));
    }

    fn finish_level(&mut self) {
        let Some(mut cur) = self.cur.take() else {
            return;
        };
        self.close_part(&mut cur);
        match cur.body {
            Body::Maze { maze, .. } => {
                if maze.parts.is_empty() && !self.syntax_errors {
                    self.diags.push(
                        Diagnostic::error(format!("maze level \"{}\" has no map part", cur.name))
                            .at(cur.header, "this level")
                            .help("add `GEOMETRY: h, v` with a MAP block, or `NOMAP`"),
                    );
                    cur.broken = true;
                }
                cur.level.body = LevelBody::Maze(maze);
            }
            Body::Rooms {
                rooms,
                corridors,
                random_objects,
                random_monsters,
                ..
            } => {
                if !check_subrooms(&mut self.diags, &rooms) {
                    cur.broken = true;
                }
                cur.level.body = LevelBody::Rooms(RoomLevel {
                    random_objects,
                    random_monsters,
                    rooms: rooms.into_iter().map(|r| r.room).collect(),
                    corridors,
                });
            }
        }
        if !cur.broken {
            self.levels.push((cur.name, cur.level));
            self.lines.push(cur.lines);
        }
    }

    /// Moves the current map part (if any) into the maze.
    fn close_part(&mut self, cur: &mut Cur) {
        if let Body::Maze { maze, part } = &mut cur.body {
            if let Some(p) = part.take() {
                let PartCx { mut part, map, .. } = *p;
                if !map.nomap {
                    part.map.rows = map.grid;
                }
                // Most levels have one part, and a part is large: a first
                // push would otherwise reserve room for four.
                if maze.parts.capacity() == 0 {
                    maze.parts.reserve_exact(1);
                }
                maze.parts.push(part);
            }
        }
    }

    fn misplaced(&mut self, stmt: &Stmt, why: &str, help: &str) {
        let mut d = Diagnostic::error(format!(
            "`{}` is not allowed here: {why}",
            stmt.kind.keyword()
        ))
        .at(stmt.keyword, "misplaced");
        if !help.is_empty() {
            d = d.help(help.to_string());
        }
        self.diags.push(d);
        if let Some(cur) = &mut self.cur {
            cur.broken = true;
        }
    }

    fn level_stmt(&mut self, stmt: &Stmt, maps: &[MapBlock]) {
        let Some(mut cur) = self.cur.take() else {
            return;
        };
        self.level_stmt_in(&mut cur, stmt, maps);
        self.cur = Some(cur);
    }

    fn level_stmt_in(&mut self, cur: &mut Cur, stmt: &Stmt, maps: &[MapBlock]) {
        let is_maze = matches!(cur.body, Body::Maze { .. });
        let kind_name = if is_maze { "MAZE" } else { "LEVEL" };
        match &stmt.kind {
            StmtKind::Flags(flags) => {
                if cur.phase != Phase::Header {
                    self.misplaced_in(
                        cur,
                        stmt,
                        &format!("`FLAGS` must come right after the `{kind_name}` line, once"),
                        "",
                    );
                    return;
                }
                cur.phase = Phase::Flags;
                let bits = flags.iter().fold(0i64, |b, f| b | i64::from(f.node));
                let mut lf = LevelFlags::from_bits(bits & 0x1f).unwrap_or_default();
                lf.variant = bits & !0x1f;
                cur.level.flags = lf;
            }
            StmtKind::InitMap {
                fg,
                bg,
                smoothed,
                joined,
                lit,
                walled,
            } => {
                if cur.phase > Phase::Flags {
                    self.misplaced_in(cur, stmt, &format!("`INIT_MAP` must come right after the `{kind_name}` line (and its `FLAGS`), once"), "");
                    return;
                }
                cur.phase = Phase::Init;
                cur.has_init = true;
                let mut ok = true;
                let fgt = map_char(self.fam, fg.node);
                let bgt = map_char(self.fam, bg.node);
                if fgt.is_none() {
                    self.diags.push(
                        Diagnostic::error(format!(
                            "`'{}'` is not a map character",
                            text(&[fg.node])
                        ))
                        .at(fg.span, "invalid foreground")
                        .note(MAP_CHARS_NOTE),
                    );
                    ok = false;
                }
                if bgt.is_none() {
                    self.diags.push(
                        Diagnostic::error(format!(
                            "`'{}'` is not a map character",
                            text(&[bg.node])
                        ))
                        .at(bg.span, "invalid background")
                        .note(MAP_CHARS_NOTE),
                    );
                    ok = false;
                }
                if joined.node != 0 {
                    if let Some(t) = fgt {
                        if t != Terrain::Corr
                            && t != Terrain::Room
                            && !self.fam.is_some_and(|f| f.joined_floors.contains(&t))
                        {
                            let allowed = match self.fam {
                                Some(f) if f.not_d => "floor (`.`), corridor (`#`), grass (`G`), soil (`e`), sand (`s`), a puddle (`w`) or ice (`I`)",
                                Some(f) if f.joined_floors == [Terrain::Puddle] => "floor (`.`), corridor (`#`) or a puddle (`w`)",
                                Some(f) if f.joined_floors.is_empty() => "floor (`.`) or corridor (`#`)",
                                Some(_) => "floor (`.`), corridor (`#`), grass (`G`), soil (`e`), sand (`s`) or a puddle (`w`)",
                                None => "floor (`.`) or corridor (`#`)",
                            };
                            self.diags.push(
                                Diagnostic::error(format!(
                                    "a joined INIT_MAP needs {allowed} as its foreground"
                                ))
                                .at(fg.span, "cannot be joined")
                                .with_label(joined.span, "joined"),
                            );
                            ok = false;
                        }
                    }
                }
                if !ok {
                    cur.broken = true;
                }
                cur.level.init = Some(model::InitMap {
                    fg: fgt.unwrap_or_default(),
                    bg: bgt.unwrap_or_default(),
                    smoothed: smoothed.node != 0,
                    joined: joined.node != 0,
                    lit: light(lit),
                    walled: walled.node.map(|w| w != 0),
                });
            }
            StmtKind::Message(s) => {
                if cur.phase > Phase::Messages {
                    self.misplaced_in(
                        cur,
                        stmt,
                        if is_maze {
                            "messages must come before the first map part"
                        } else {
                            "messages must come before the register lists and rooms"
                        },
                        "",
                    );
                    return;
                }
                cur.phase = Phase::Messages;
                let msg = &mut cur.level.message;
                let j = msg.len();
                if s.node.len() + 1 + j > MESSAGE_MAX {
                    self.diags.push(
                        Diagnostic::error(format!(
                            "the level message gets too long: {} bytes with this line; the limit is {}",
                            j + usize::from(j > 0) + s.node.len(),
                            MESSAGE_MAX - usize::from(j == 0)
                        ))
                        .at(s.span, "this line does not fit")
                        .note("all MESSAGE lines of a level are joined with newlines into one buffer of 256 bytes"),
                    );
                    cur.broken = true;
                } else {
                    if j > 0 {
                        msg.push(b'\n');
                    }
                    msg.extend_from_slice(s.node);
                }
            }
            StmtKind::Geometry { .. } | StmtKind::Nomap => {
                if !is_maze {
                    self.misplaced_in(
                        cur,
                        stmt,
                        "map parts belong to `MAZE` levels; this is a `LEVEL` (room) level",
                        "",
                    );
                    return;
                }
                cur.phase = Phase::Body;
                self.close_part(cur);
                let part = match &stmt.kind {
                    StmtKind::Geometry {
                        halign: h,
                        valign: v,
                        map,
                    } => self.scan_map(cur, h.node, v.node, map, maps),
                    _ => PartCx {
                        part: MazePart {
                            halign: HAlign::Left,
                            valign: VAlign::Top,
                            map: MapGrid::nomap(),
                            ..MazePart::default()
                        },
                        map: MapCx {
                            grid: Vec::new(),
                            max_x: i64::from(COLNO - 1),
                            max_y: i64::from(ROWNO),
                            nomap: true,
                        },
                        registers_open: true,
                        objects_set: false,
                        places_set: false,
                        monsters_set: false,
                        container_seen: false,
                    },
                };
                if let Body::Maze { maze, part: slot } = &mut cur.body {
                    if maze.parts.len() >= MAX_PARTS {
                        self.diags.push(
                            Diagnostic::error(format!("too many map parts in one level (at most {MAX_PARTS})"))
                                .at(stmt.keyword, "one part too many")
                                .note("NetHack's lev_comp keeps the parts of a level in a table of 10 and would overflow it"),
                        );
                        cur.broken = true;
                    }
                    *slot = Some(Box::new(part));
                    if self.record {
                        let start = self.cursor.line(stmt.span.start());
                        let mut map_row = 0;
                        if let StmtKind::Geometry { map, .. } = &stmt.kind {
                            if let Some(row) = maps.get(map.node).and_then(|m| m.lines.first()) {
                                map_row = self.cursor.line(row.span.start());
                            }
                        }
                        cur.lines.open(start, map_row);
                    }
                }
            }
            StmtKind::RandomObjects(_)
            | StmtKind::RandomMonsters(_)
            | StmtKind::RandomPlaces(_)
            | StmtKind::PlaceList { .. }
            | StmtKind::RandomRegion { .. } => self.registers(cur, stmt),
            StmtKind::Room { .. } | StmtKind::Subroom { .. } => {
                if is_maze {
                    self.misplaced_in(
                        cur,
                        stmt,
                        "rooms belong to `LEVEL` levels; this is a `MAZE` level",
                        "use `REGION` to make a room inside a map part",
                    );
                    return;
                }
                if cur.phase > Phase::Body {
                    self.misplaced_in(cur, stmt, "rooms must come before the corridors", "");
                    return;
                }
                cur.phase = Phase::Body;
                self.room(cur, stmt);
            }
            StmtKind::Corridor { .. } | StmtKind::RandomCorridors => {
                if is_maze {
                    self.misplaced_in(
                        cur,
                        stmt,
                        "corridors belong to `LEVEL` levels; this is a `MAZE` level",
                        "",
                    );
                    return;
                }
                cur.phase = Phase::Corridors;
                self.corridor(cur, stmt);
            }
            _ => {
                if is_maze {
                    self.maze_detail(cur, stmt);
                } else {
                    self.room_detail(cur, stmt);
                }
            }
        }
    }

    fn misplaced_in(&mut self, cur: &mut Cur, stmt: &Stmt, why: &str, help: &str) {
        cur.broken = true;
        self.misplaced(stmt, why, help);
    }

    fn scan_map(
        &mut self,
        cur: &mut Cur,
        h: i32,
        v: i32,
        map: &Spanned<usize>,
        maps: &[MapBlock],
    ) -> PartCx {
        let block = maps.get(map.node);
        let mut raw_len = 0usize;
        let mut width = 0usize;
        let mut height = 0usize;
        let mut span = map.span;
        if let Some(block) = block {
            span = block.span;
            height = block.lines.len();
            for line in &block.lines {
                raw_len += line.bytes.len() + 1;
                width = width.max(line.bytes.iter().filter(|b| !b.is_ascii_digit()).count());
            }
        }
        let mut bad = false;
        if raw_len >= MAP_BUFFER {
            self.diags.push(
                Diagnostic::error(format!("this MAP block holds {raw_len} bytes of text; NetHack's lev_comp reads at most {}", MAP_BUFFER - 1))
                    .at(span, "too much text")
                    .note("lev_comp collects a map in a fixed buffer and would overflow it"),
            );
            bad = true;
        }
        if width > MAP_X_LIM || height > MAP_Y_LIM {
            let mut d = Diagnostic::error(format!(
                "this map is {width} columns by {height} rows; a map is at most {MAP_X_LIM} by {MAP_Y_LIM}"
            ))
            .at(span, "map too large");
            if let Some(block) = block {
                if height > MAP_Y_LIM {
                    if let Some(l) = block.lines.get(MAP_Y_LIM) {
                        d = d.with_label(l.span, format!("row {} is one too many", MAP_Y_LIM + 1));
                    }
                }
                if width > MAP_X_LIM {
                    if let Some(l) = block.lines.iter().find(|l| {
                        l.bytes.iter().filter(|b| !b.is_ascii_digit()).count() > MAP_X_LIM
                    }) {
                        d = d.with_label(l.span, "this row is too wide");
                    }
                }
            }
            d = d.note("trailing blanks on map lines count toward the width");
            self.diags.push(d);
            bad = true;
        }
        if width == 0 || height == 0 {
            self.diags.push(
                Diagnostic::error("this map has no cells")
                    .at(span, "empty map")
                    .note("NetHack's lev_comp would compute nonsense bounds for an empty map"),
            );
            bad = true;
        }
        if bad {
            cur.broken = true;
        }
        let grid: Vec<Vec<Terrain>> = block
            .map(|b| b.lines.as_slice())
            .unwrap_or_default()
            .iter()
            .map(|line| {
                let terrain = match self.fam {
                    Some(f) => family_terrain(f),
                    None => map_terrain(),
                };
                let mut row = Vec::with_capacity(width);
                if line.bytes.iter().any(u8::is_ascii_digit) {
                    row.extend(
                        line.bytes
                            .iter()
                            .filter(|b| !b.is_ascii_digit())
                            .map(|&c| terrain[usize::from(c)]),
                    );
                } else {
                    row.extend(line.bytes.iter().map(|&c| terrain[usize::from(c)]));
                }
                row.resize(width, Terrain::Stone);
                row
            })
            .collect();
        let w8 = u8::try_from(width.min(127)).unwrap_or(127);
        let h8 = u8::try_from(height.min(127)).unwrap_or(127);
        PartCx {
            part: MazePart {
                halign: halign(h),
                valign: valign(v),
                // The rows are moved in when the part is closed, after any
                // `WALLIFY` (see `close_part`).
                map: MapGrid {
                    width: w8,
                    height: h8,
                    rows: Vec::new(),
                },
                ..MazePart::default()
            },
            map: MapCx {
                grid,
                max_x: width as i64 - 1,
                max_y: height as i64 - 1,
                nomap: false,
            },
            registers_open: true,
            objects_set: false,
            places_set: false,
            monsters_set: false,
            container_seen: false,
        }
    }

    fn registers(&mut self, cur: &mut Cur, stmt: &Stmt) {
        let kw = stmt.kind.keyword();
        // Class lists are read right to left by the C grammar, so they are
        // stored reversed; places are stored in order.
        let classes = |list: &[Spanned<u8>],
                       monster: bool,
                       diags: &mut Vec<Diagnostic>,
                       cat: &Catalog|
         -> Vec<u8> {
            let mut out = Vec::new();
            for c in list.iter().rev() {
                out.push(check_class(diags, cat, c.node, c.span, monster).unwrap_or(0xff));
            }
            out
        };
        let over = |n: usize, span: Span, diags: &mut Vec<Diagnostic>| {
            if n > MAX_REGISTERS as usize {
                diags.push(
                    Diagnostic::error(format!(
                        "a register list holds at most {MAX_REGISTERS} entries; this one has {n}"
                    ))
                    .at(span, "too long"),
                );
                true
            } else {
                false
            }
        };
        match &mut cur.body {
            Body::Maze { part, .. } => {
                let Some(p) = part.as_mut() else {
                    self.misplaced_in_nocur(
                        stmt,
                        "register lists come right after a part's `GEOMETRY`/`NOMAP`",
                        "",
                    );
                    cur.broken = true;
                    return;
                };
                if !p.registers_open {
                    self.misplaced_in_nocur(
                        stmt,
                        "register lists must come before the part's other statements",
                        "",
                    );
                    cur.broken = true;
                    return;
                }
                let mut bad = false;
                match &stmt.kind {
                    StmtKind::RandomObjects(list) => {
                        bad |= over(list.len(), stmt.span, &mut self.diags);
                        if p.objects_set {
                            self.diags.push(dup_registers(kw, stmt.keyword));
                            bad = true;
                        } else {
                            p.part.random_objects =
                                classes(list, false, &mut self.diags, self.catalog);
                            p.objects_set = true;
                        }
                    }
                    StmtKind::RandomMonsters(list) => {
                        bad |= over(list.len(), stmt.span, &mut self.diags);
                        if p.monsters_set {
                            self.diags.push(dup_registers(kw, stmt.keyword));
                            bad = true;
                        } else {
                            p.part.random_monsters =
                                classes(list, true, &mut self.diags, self.catalog);
                            p.monsters_set = true;
                        }
                    }
                    StmtKind::RandomPlaces(_)
                    | StmtKind::PlaceList { .. }
                    | StmtKind::RandomRegion { .. }
                        if self.fam.is_some_and(Family343::is_slashem) =>
                    {
                        let numbered = self.fam.is_some_and(Family343::numbered_place_lists);
                        bad |= slashem_registers(&mut self.diags, p, stmt, cur.has_init, numbered);
                    }
                    StmtKind::PlaceList { index, places } => {
                        let (span, what) = match (index, places.iter().find(|p| p.node.is_none())) {
                            (Some(n), _) => (n.span, "a numbered place list is SLASH'EM's"),
                            (None, Some(none)) => (none.span, "a place `none` is SLASH'EM's"),
                            (None, None) => (stmt.keyword, "a place list"),
                        };
                        self.diags.push(
                            Diagnostic::error("expected a place `(x, y)`")
                                .at(span, what)
                                .help("compile with `--target slashem`"),
                        );
                        bad = true;
                    }
                    StmtKind::RandomPlaces(list) => {
                        bad |= over(list.len(), stmt.span, &mut self.diags);
                        if p.places_set {
                            self.diags.push(dup_registers(kw, stmt.keyword));
                            bad = true;
                        } else {
                            let mut pts = Vec::new();
                            for pl in list {
                                let (x, y) = (&pl.node.0, &pl.node.1);
                                if !cur.has_init
                                    && (i64::from(x.node) < 0
                                        || i64::from(x.node) > p.map.max_x
                                        || i64::from(y.node) < 0
                                        || i64::from(y.node) > p.map.max_y)
                                {
                                    self.diags.push(out_of_map(x.node, y.node, &p.map, pl.span));
                                    bad = true;
                                } else if x.node < 0 || y.node < 0 {
                                    self.diags.push(negative_coord(pl.span));
                                    bad = true;
                                }
                                pts.push(Point {
                                    x: fit_i8(&mut self.diags, x.node, x.span, "column"),
                                    y: fit_i8(&mut self.diags, y.node, y.span, "row"),
                                });
                            }
                            p.part.random_places = pts;
                            p.places_set = true;
                        }
                    }
                    _ => {}
                }
                if bad {
                    cur.broken = true;
                }
            }
            Body::Rooms {
                objects_set,
                monsters_set,
                random_objects,
                random_monsters,
                ..
            } => {
                if cur.phase > Phase::Registers {
                    self.misplaced_in_nocur(
                        stmt,
                        "a room level's register lists must come before its rooms",
                        "",
                    );
                    cur.broken = true;
                    return;
                }
                cur.phase = Phase::Registers;
                match &stmt.kind {
                    StmtKind::RandomObjects(list) => {
                        if over(list.len(), stmt.span, &mut self.diags) {
                            cur.broken = true;
                        }
                        if *objects_set {
                            self.diags.push(dup_registers(kw, stmt.keyword));
                            cur.broken = true;
                        } else {
                            *random_objects = classes(list, false, &mut self.diags, self.catalog);
                            *objects_set = true;
                        }
                    }
                    StmtKind::RandomMonsters(list) => {
                        if over(list.len(), stmt.span, &mut self.diags) {
                            cur.broken = true;
                        }
                        if *monsters_set {
                            self.diags.push(dup_registers(kw, stmt.keyword));
                            cur.broken = true;
                        } else {
                            *random_monsters = classes(list, true, &mut self.diags, self.catalog);
                            *monsters_set = true;
                        }
                    }
                    _ => {
                        self.misplaced_in_nocur(
                            stmt,
                            &format!("`{kw}` belongs to map parts of `MAZE` levels"),
                            "",
                        );
                        cur.broken = true;
                    }
                }
            }
        }
    }

    fn misplaced_in_nocur(&mut self, stmt: &Stmt, why: &str, help: &str) {
        let mut d = Diagnostic::error(format!(
            "`{}` is not allowed here: {why}",
            stmt.kind.keyword()
        ))
        .at(stmt.keyword, "misplaced");
        if !help.is_empty() {
            d = d.help(help.to_string());
        }
        self.diags.push(d);
    }

    fn room(&mut self, cur: &mut Cur, stmt: &Stmt) {
        let Body::Rooms { rooms, .. } = &mut cur.body else {
            return;
        };
        let d = &mut self.diags;
        let mut bad = false;
        let fam = self.fam;
        let room_type = |d: &mut Vec<Diagnostic>, t: &ast::OrRandom<&[u8]>| -> Option<RoomType> {
            room_type(d, fam, t)
        };
        let size = |d: &mut Vec<Diagnostic>, s: &ast::OrRandom<(ast::Int, ast::Int)>| -> (i8, i8) {
            match &s.node {
                None => (-1, -1),
                Some((w, h)) => {
                    let mut out = [0i8; 2];
                    for (i, v) in [w, h].into_iter().enumerate() {
                        if v.node < 1 {
                            d.push(
                                Diagnostic::error(format!("a room size must be at least 1, not {}", v.node))
                                    .at(v.span, "too small")
                                    .note("the game reads a size of -1 as random and cannot make smaller rooms"),
                            );
                        }
                        out[i] = fit_i8(d, v.node, v.span, "room size");
                    }
                    (out[0], out[1])
                }
            }
        };
        let filled = |f: &Option<ast::Word>| f.as_ref().is_none_or(|f| f.node != 0);
        let room = match &stmt.kind {
            StmtKind::Room {
                rtype,
                light: l,
                pos,
                align,
                size: sz,
                filled: f,
            } => {
                let (x, y) = match &pos.node {
                    None => (-1, -1),
                    Some((x, y)) if self.fam.is_some_and(|f| f.room_pos_absolute) => {
                        if !(0..=80).contains(&x.node) || !(0..=20).contains(&y.node) {
                            d.push(
                                Diagnostic::error(format!(
                                    "room position ({}, {}) is outside the map",
                                    x.node, y.node
                                ))
                                .at(pos.span, "x must be from 0 to 80, y from 0 to 20"),
                            );
                            bad = true;
                        }
                        (x.node.clamp(-1, 80) as i8, y.node.clamp(-1, 20) as i8)
                    }
                    Some((x, y)) => {
                        if !(1..=5).contains(&x.node) || !(1..=5).contains(&y.node) {
                            let mut e = Diagnostic::error(format!(
                                "room position ({}, {}) is outside the 5×5 grid",
                                x.node, y.node
                            ))
                            .at(pos.span, "each coordinate must be from 1 to 5");
                            if self
                                .fam
                                .is_some_and(|f| std::ptr::eq(f, &crate::family::DNETHACK_316))
                            {
                                e = e.help("later dNetHack revisions place rooms at map positions: compile with `--target dnethack`");
                            }
                            d.push(e);
                            bad = true;
                        }
                        (x.node.clamp(-1, 5) as i8, y.node.clamp(-1, 5) as i8)
                    }
                };
                let (w, h) = size(d, sz);
                let (xalign, yalign) = match &align.node {
                    None => (None, None),
                    Some((hh, vv)) => (Some(halign(hh.node)), Some(valign(vv.node))),
                };
                Room {
                    x,
                    y,
                    w,
                    h,
                    xalign,
                    yalign,
                    room_type: room_type(d, rtype),
                    lit: light(l),
                    filled: filled(f),
                    ..Room::default()
                }
            }
            StmtKind::Subroom {
                rtype,
                light: l,
                pos,
                size: sz,
                parent,
                filled: f,
            } => {
                let (x, y) = match &pos.node {
                    None => (-1, -1),
                    Some((x, y)) => {
                        if x.node < 0 || y.node < 0 {
                            d.push(
                                Diagnostic::error(format!(
                                    "subroom position ({}, {}) is negative",
                                    x.node, y.node
                                ))
                                .at(pos.span, "must be 0 or more"),
                            );
                            bad = true;
                        }
                        (
                            fit_i8(d, x.node, x.span, "subroom column"),
                            fit_i8(d, y.node, y.span, "subroom row"),
                        )
                    }
                };
                let (w, h) = size(d, sz);
                Room {
                    parent: parent.node.to_vec(),
                    x,
                    y,
                    w,
                    h,
                    room_type: room_type(d, rtype),
                    lit: light(l),
                    filled: filled(f),
                    ..Room::default()
                }
            }
            _ => return,
        };
        if rooms.len() >= MAX_ROOMS {
            d.push(
                Diagnostic::error(format!(
                    "too many rooms and subrooms in one level (at most {MAX_ROOMS})"
                ))
                .at(stmt.keyword, "one room too many")
                .note("NetHack's lev_comp keeps them in a table of 80 and would overflow it"),
            );
            bad = true;
        }
        if bad {
            cur.broken = true;
        }
        let parent_span = match &stmt.kind {
            StmtKind::Subroom { parent, .. } => Some(parent.span),
            _ => None,
        };
        if self.record {
            cur.lines.open(self.cursor.line(stmt.span.start()), 0);
        }
        rooms.push(RoomCx {
            room,
            span: parent_span.unwrap_or(stmt.keyword),
            name_span: None,
            chance_seen: false,
            container_seen: false,
        });
    }

    fn corridor(&mut self, cur: &mut Cur, stmt: &Stmt) {
        let Body::Rooms {
            rooms,
            corridors,
            random_corridors,
            ..
        } = &mut cur.body
        else {
            return;
        };
        let d = &mut self.diags;
        match &stmt.kind {
            StmtKind::RandomCorridors => {
                if let Some(prev) = random_corridors {
                    d.push(
                        Diagnostic::error("`RANDOM_CORRIDORS` given twice")
                            .at(stmt.keyword, "again")
                            .with_label(*prev, "first here"),
                    );
                    cur.broken = true;
                    return;
                }
                if !corridors.is_empty() {
                    d.push(
                        Diagnostic::error(
                            "`RANDOM_CORRIDORS` cannot be mixed with `CORRIDOR` lines",
                        )
                        .at(stmt.keyword, "after explicit corridors"),
                    );
                    cur.broken = true;
                    return;
                }
                *random_corridors = Some(stmt.keyword);
                corridors.push(Corridor::Random);
            }
            StmtKind::Corridor { src, dest } => {
                if let Some(prev) = random_corridors {
                    d.push(
                        Diagnostic::error("`CORRIDOR` cannot follow `RANDOM_CORRIDORS`")
                            .at(stmt.keyword, "explicit corridor")
                            .with_label(*prev, "all corridors are already random"),
                    );
                    cur.broken = true;
                    return;
                }
                let nrooms = rooms.len();
                let end = |d: &mut Vec<Diagnostic>,
                           s: &ast::CorrSpec,
                           broken: &mut bool|
                 -> CorridorEnd {
                    if s.room.node < 0 || s.room.node as usize >= nrooms {
                        d.push(
                            Diagnostic::error(format!(
                                "there is no room {} in this level",
                                s.room.node
                            ))
                            .at(s.room.span, "no such room")
                            .note(format!(
                                "rooms are numbered from 0 in the order they are defined; this level has {nrooms}"
                            )),
                        );
                        *broken = true;
                    }
                    CorridorEnd {
                        room: fit_i8(d, s.room.node, s.room.span, "room number"),
                        wall: s.wall.node as i8,
                        door: match s.door.node {
                            None => -1,
                            Some(v) => fit_i8(d, v, s.door.span, "door position"),
                        },
                    }
                };
                let mut broken = false;
                let src_end = end(d, src, &mut broken);
                let c = match dest {
                    Ok(dst) => Corridor::Join {
                        src: src_end,
                        dest: end(d, dst, &mut broken),
                    },
                    Err(n) => Corridor::ToAnywhere {
                        src: src_end,
                        n: fit_i8(d, n.node, n.span, "corridor number"),
                    },
                };
                if corridors.len() >= MAX_OF_TYPE {
                    d.push(too_many("corridors", "level", stmt.keyword));
                    broken = true;
                }
                if broken {
                    cur.broken = true;
                }
                corridors.push(c);
            }
            _ => {}
        }
    }

    fn room_detail(&mut self, cur: &mut Cur, stmt: &Stmt) {
        let Body::Rooms {
            rooms,
            random_objects,
            random_monsters,
            ..
        } = &mut cur.body
        else {
            return;
        };
        if cur.phase == Phase::Corridors {
            self.diags.push(
                Diagnostic::error(format!(
                    "`{}` after the corridors: room contents must come before them",
                    stmt.kind.keyword()
                ))
                .at(stmt.keyword, "misplaced"),
            );
            cur.broken = true;
            return;
        }
        let Some(rc) = rooms.last_mut() else {
            self.diags.push(
                Diagnostic::error(format!("`{}` outside a room", stmt.kind.keyword()))
                    .at(stmt.keyword, "no room yet")
                    .help("in a `LEVEL` level, contents go after a `ROOM` or `SUBROOM` line"),
            );
            cur.broken = true;
            return;
        };
        let regs = Registers {
            objects: random_objects.len(),
            monsters: random_monsters.len(),
            places: None,
            slashem: self.fam.filter(|f| f.is_slashem()).map(|f| SlashRegs {
                numbered: f.numbered_place_lists(),
                ..SlashRegs::default()
            }),
        };
        let mut ok = true;
        let d = &mut self.diags;
        let cat = self.catalog;
        let room = &mut rc.room;
        let rtype = room.room_type;
        let line = if self.record {
            self.cursor.line(stmt.span.start())
        } else {
            0
        };
        let lines = &mut cur.lines;
        macro_rules! limited {
            ($kind:expr, $list:expr, $item:expr, $what:expr) => {{
                if $list.len() >= MAX_OF_TYPE {
                    d.push(too_many($what, "room", stmt.keyword));
                    ok = false;
                } else {
                    $list.push($item);
                    lines.push($kind, line);
                }
            }};
        }
        let coord = |d: &mut Vec<Diagnostic>, c: &ast::Coordinate, ok: &mut bool| -> model::Coord {
            room_coord(d, c, &regs, ok)
        };
        match &stmt.kind {
            StmtKind::Name(s) => {
                if let Some(prev) = rc.name_span {
                    d.push(
                        Diagnostic::error("this room already has a name")
                            .at(s.span, "second name")
                            .with_label(prev, "named here"),
                    );
                    ok = false;
                } else {
                    room.name = s.node.to_vec();
                    rc.name_span = Some(s.span);
                }
            }
            StmtKind::Chance(v) => {
                if rc.chance_seen {
                    d.push(
                        Diagnostic::error("this room already has a chance")
                            .at(stmt.span, "second chance"),
                    );
                    ok = false;
                } else if rtype == Some(RoomType::Ordinary) && !self.fam.is_some_and(|f| f.not_d) {
                    d.push(
                        Diagnostic::error("only a room of a special type can have a chance")
                            .at(stmt.span, "on an ordinary room")
                            .note("the chance is the probability that the room gets its type"),
                    );
                    ok = false;
                } else if !(1..=99).contains(&v.node) {
                    d.push(
                        Diagnostic::error(format!(
                            "a room's chance is a percentage from 1 to 99, not {}",
                            v.node
                        ))
                        .at(v.span, "out of range"),
                    );
                    ok = false;
                } else {
                    room.chance = v.node as u8;
                    rc.chance_seen = true;
                }
            }
            StmtKind::RoomDoor {
                secret,
                state,
                wall,
                pos,
                texts,
                keys,
            } => {
                let text = door_text(d, self.fam, texts, keys, &mut ok);
                if wall.node.is_none() && pos.node.is_some() {
                    d.push(
                        Diagnostic::error("a door on a random wall needs a random position too")
                            .at(pos.span, "fixed position")
                            .with_label(wall.span, "random wall"),
                    );
                    ok = false;
                } else {
                    let door = model::RoomDoor {
                        wall: wall.node.map(direction),
                        pos: match pos.node {
                            None => -1,
                            Some(v) => fit_i8(d, v, pos.span, "door position"),
                        },
                        secret: secret.node.map(|s| s != 0),
                        state: door_state(state.node),
                        text,
                    };
                    limited!(List::Doors, room.doors, door, "doors");
                }
            }
            StmtKind::MapDoor { .. } => {
                d.push(
                    Diagnostic::error("this `DOOR` form (state, place) belongs to map parts")
                        .at(stmt.span, "map door inside a room")
                        .help("inside a room write `DOOR: secret, state, wall, position`"),
                );
                ok = false;
            }
            StmtKind::Monster { .. } => {
                let m = monster(d, cat, self.fam, stmt, &regs, &mut ok, &mut |d, c, ok| {
                    coord(d, c, ok)
                });
                limited!(List::Monsters, room.monsters, m, "monsters");
            }
            StmtKind::Object { .. } => {
                let o = object(
                    d,
                    cat,
                    self.fam,
                    stmt,
                    &regs,
                    &mut rc.container_seen,
                    &mut ok,
                    &mut |d, c, ok| coord(d, c, ok),
                );
                limited!(List::Objects, room.objects, o, "objects");
            }
            StmtKind::Trap {
                chance,
                kind,
                coord: c,
            } => {
                let t = model::Trap {
                    at: coord(d, c, &mut ok),
                    chance: percent(d, chance, &mut ok),
                    kind: trap_kind(d, self.fam, kind, &mut ok),
                };
                limited!(List::Traps, room.traps, t, "traps");
            }
            StmtKind::Altar {
                coord: c,
                align,
                kind,
                god,
            } => {
                let a = model::Altar {
                    at: coord(d, c, &mut ok),
                    align: align_sel(d, align, &mut ok),
                    kind: altar_kind(kind.node),
                    god: altar_god(d, cat, self.fam, god, &mut ok),
                };
                limited!(List::Altars, room.altars, a, "altars");
            }
            StmtKind::Fountain(c) => {
                let at = coord(d, c, &mut ok);
                limited!(List::Fountains, room.fountains, at, "fountains");
            }
            StmtKind::Forge(c) => {
                let at = coord(d, c, &mut ok);
                limited!(List::Forges, room.forges, at, "forges");
            }
            StmtKind::Sink(c) => {
                let at = coord(d, c, &mut ok);
                limited!(List::Sinks, room.sinks, at, "sinks");
            }
            StmtKind::Pool(c) => {
                let at = coord(d, c, &mut ok);
                limited!(List::Pools, room.pools, at, "pools");
            }
            StmtKind::Gold { amount, coord: c } => {
                let g = model::Gold {
                    at: coord(d, c, &mut ok),
                    amount: amount.node.unwrap_or(-1),
                };
                limited!(List::Gold, room.gold, g, "gold piles");
            }
            StmtKind::Engraving {
                coord: c,
                kind,
                text: t,
                ..
            } => {
                let e = model::Engraving {
                    at: coord(d, c, &mut ok),
                    kind: engraving_kind(kind.node),
                    text: t.node.to_vec(),
                };
                limited!(List::Engravings, room.engravings, e, "engravings");
            }
            StmtKind::ObjFlags(flags) => obj_flags(d, &mut room.objects, flags, stmt, &mut ok),
            StmtKind::Stair { coord: c, up } => {
                let s = model::Stair {
                    at: coord(d, c, &mut ok),
                    up: up.node != 0,
                };
                limited!(List::Stairs, room.stairs, s, "stairs");
            }
            other => {
                d.push(
                    Diagnostic::error(format!(
                        "`{}` is not allowed in a room",
                        other.keyword()
                    ))
                    .at(stmt.keyword, "not a room statement")
                    .note("a room holds NAME, CHANCE, DOOR, MONSTER, OBJECT, CONTAINER, TRAP, ALTAR, FOUNTAIN, SINK, POOL, GOLD, ENGRAVING and STAIR"),
                );
                ok = false;
            }
        }
        if !ok {
            cur.broken = true;
        }
    }

    fn maze_detail(&mut self, cur: &mut Cur, stmt: &Stmt) {
        let has_init = cur.has_init;
        let Body::Maze { part, .. } = &mut cur.body else {
            return;
        };
        let Some(p) = part.as_mut() else {
            self.diags.push(
                Diagnostic::error(format!("`{}` before the level's first map part", stmt.kind.keyword()))
                    .at(stmt.keyword, "no map part yet")
                    .help("a MAZE level's contents go after `GEOMETRY: h, v` with a MAP block, or after `NOMAP`"),
            );
            cur.broken = true;
            return;
        };
        p.registers_open = false;
        let regs = Registers {
            objects: p.part.random_objects.len(),
            monsters: p.part.random_monsters.len(),
            places: Some(p.part.random_places.len()),
            slashem: self
                .fam
                .filter(|f| f.is_slashem())
                .map(|f| SlashRegs::of(&p.part, f.numbered_place_lists())),
        };
        let mut ok = true;
        let d = &mut self.diags;
        let cat = self.catalog;
        let map = &mut p.map;
        let part_m = &mut p.part;
        let line = if self.record {
            self.cursor.line(stmt.span.start())
        } else {
            0
        };
        let lines = &mut cur.lines;
        macro_rules! limited {
            ($kind:expr, $list:expr, $item:expr, $what:expr) => {{
                if $list.len() >= MAX_OF_TYPE {
                    d.push(too_many($what, "map part", stmt.keyword));
                    ok = false;
                } else {
                    $list.push($item);
                    lines.push($kind, line);
                }
            }};
        }
        match &stmt.kind {
            StmtKind::Monster {
                coord: c, sanity, ..
            } => {
                let m = monster(d, cat, self.fam, stmt, &regs, &mut ok, &mut |d, cc, ok| {
                    maze_coord(d, cc, map, has_init, &regs, ok).0
                });
                if sanity.as_ref().is_none_or(|f| f.node != 0) {
                    in_wall(d, c, map, "monster", self.opts);
                }
                limited!(List::Monsters, part_m.monsters, m, "monsters");
            }
            StmtKind::Object { place, sanity, .. } => {
                let o = object(
                    d,
                    cat,
                    self.fam,
                    stmt,
                    &regs,
                    &mut p.container_seen,
                    &mut ok,
                    &mut |d, cc, ok| maze_coord(d, cc, map, has_init, &regs, ok).0,
                );
                if let ObjWhere::At(c) = place {
                    if sanity.as_ref().is_none_or(|f| f.node != 0) {
                        in_wall(d, c, map, "object", self.opts);
                    }
                }
                limited!(List::Objects, part_m.objects, o, "objects");
            }
            StmtKind::MapDoor {
                state,
                coord: c,
                texts,
                keys,
            } => {
                let text = door_text(d, self.fam, texts, keys, &mut ok);
                let (at, xy) = maze_coord(d, c, map, has_init, &regs, &mut ok);
                if let Some((x, y)) = xy {
                    match map.at(x, y) {
                        Some(t) if t == Terrain::Door || t == Terrain::SDoor => {}
                        Some(t) => {
                            d.push(
                                Diagnostic::error(format!(
                                    "the map has no door at ({x}, {y})"
                                ))
                                .at(c.span, format!("the map shows {} here", terrain_name(t)))
                                .help("draw `+` (door) or `S` (secret door) at this spot of the map"),
                            );
                            ok = false;
                        }
                        None if map.nomap => {
                            d.push(
                                Diagnostic::error(format!("door at a fixed position ({x}, {y}) in a NOMAP part"))
                                    .at(c.span, "no map to check this door against")
                                    .note("NetHack's lev_comp checks it against the rows of the last MAP it read, memory it has already freed, so its verdict is unpredictable")
                                    .help("give the door a `random` position, or draw the spot in a MAP block"),
                            );
                            ok = false;
                        }
                        None => {
                            d.push(
                                Diagnostic::error(format!("door at ({x}, {y}) is outside the map"))
                                    .at(c.span, "outside the map")
                                    .note("NetHack's lev_comp would read outside its map to check this door"),
                            );
                            ok = false;
                        }
                    }
                }
                limited!(
                    List::Doors,
                    part_m.doors,
                    model::Door {
                        at,
                        state: door_state(state.node),
                        text,
                    },
                    "doors"
                );
            }
            StmtKind::RoomDoor { .. } => {
                d.push(
                    Diagnostic::error(
                        "this `DOOR` form (secret, state, wall, position) belongs to rooms",
                    )
                    .at(stmt.span, "room door in a map part")
                    .help("in a map part write `DOOR: state, (x, y)`"),
                );
                ok = false;
            }
            StmtKind::Trap {
                chance,
                kind,
                coord: c,
            } => {
                let t = model::Trap {
                    at: maze_coord(d, c, map, has_init, &regs, &mut ok).0,
                    chance: percent(d, chance, &mut ok),
                    kind: trap_kind(d, self.fam, kind, &mut ok),
                };
                in_wall(d, c, map, "trap", self.opts);
                limited!(List::Traps, part_m.traps, t, "traps");
            }
            StmtKind::Drawbridge {
                coord: c,
                dir,
                state,
            } => {
                let (at, xy) = maze_coord(d, c, map, has_init, &regs, &mut ok);
                let dirv = direction(dir.node);
                if let Some((x, y)) = xy {
                    let (wx, wy) = match dirv {
                        Direction::North => (x, y - 1),
                        Direction::South => (x, y + 1),
                        Direction::East => (x + 1, y),
                        Direction::West => (x - 1, y),
                    };
                    match map.at(wx, wy) {
                        Some(t) if is_wall(t) => {}
                        None if map.nomap => {
                            d.push(
                                Diagnostic::error(format!("drawbridge at a fixed position ({x}, {y}) in a NOMAP part"))
                                    .at(c.span, "no map to check its wall against")
                                    .note("NetHack's lev_comp checks it against the rows of the last MAP it read, memory it has already freed, so its verdict is unpredictable")
                                    .help("draw the drawbridge's spot in a MAP block"),
                            );
                            ok = false;
                        }
                        Some(t) => {
                            d.push(
                                Diagnostic::error(format!(
                                    "a drawbridge at ({x}, {y}) needs a wall at ({wx}, {wy})"
                                ))
                                .at(
                                    c.span,
                                    format!("the map shows {} at ({wx}, {wy})", terrain_name(t)),
                                )
                                .with_label(dir.span, "the wall is on this side"),
                            );
                            ok = false;
                        }
                        None => {
                            d.push(
                                Diagnostic::error(format!("a drawbridge at ({x}, {y}) needs a wall at ({wx}, {wy}), which is outside the map"))
                                    .at(c.span, "wall spot outside the map")
                                    .with_label(dir.span, "the wall is on this side"),
                            );
                            ok = false;
                        }
                    }
                }
                let open = match state.node {
                    Some(2) => true,
                    Some(4) => false,
                    _ => {
                        d.push(
                            Diagnostic::error("a drawbridge can only be `open` or `closed`")
                                .at(state.span, "not open or closed"),
                        );
                        ok = false;
                        false
                    }
                };
                limited!(
                    List::Drawbridges,
                    part_m.drawbridges,
                    model::Drawbridge {
                        at,
                        dir: dirv,
                        open
                    },
                    "drawbridges"
                );
            }
            StmtKind::Mazewalk { coord: c, dir } => {
                let at = maze_coord(d, c, map, has_init, &regs, &mut ok).0;
                limited!(
                    List::Walks,
                    part_m.walks,
                    model::MazeWalk {
                        at,
                        dir: direction(dir.node)
                    },
                    "mazewalks"
                );
            }
            StmtKind::Wallify => {
                if map.nomap {
                    d.push(
                        Diagnostic::error("`WALLIFY` needs a map")
                            .at(stmt.keyword, "in a NOMAP part")
                            .note("NetHack's lev_comp would write outside the 1×1 map of a NOMAP part"),
                    );
                    ok = false;
                } else {
                    wallify(&mut map.grid);
                }
            }
            StmtKind::Ladder { coord: c, up } => {
                let at = maze_coord(d, c, map, has_init, &regs, &mut ok).0;
                in_wall(d, c, map, "ladder", self.opts);
                limited!(
                    List::Ladders,
                    part_m.ladders,
                    model::Stair {
                        at,
                        up: up.node != 0
                    },
                    "ladders"
                );
            }
            StmtKind::Stair { coord: c, up } => {
                let at = maze_coord(d, c, map, has_init, &regs, &mut ok).0;
                in_wall(d, c, map, "stairway", self.opts);
                limited!(
                    List::Stairs,
                    part_m.stairs,
                    model::Stair {
                        at,
                        up: up.node != 0
                    },
                    "stairs"
                );
            }
            StmtKind::StairRegion { area, exclude, up } => {
                let r = lev_region(
                    d,
                    map,
                    area,
                    exclude,
                    &mut ok,
                    if up.node != 0 {
                        LevRegionKind::UpStair
                    } else {
                        LevRegionKind::DownStair
                    },
                    Vec::new(),
                );
                limited!(List::LevRegions, part_m.lregions, r, "level regions");
            }
            StmtKind::Portal {
                area,
                exclude,
                dest,
            } => {
                let r = lev_region(
                    d,
                    map,
                    area,
                    exclude,
                    &mut ok,
                    LevRegionKind::Portal,
                    dest.node.to_vec(),
                );
                limited!(List::LevRegions, part_m.lregions, r, "level regions");
            }
            StmtKind::Teleport { area, exclude, dir } => {
                let kind = match dir.as_ref().map(|w| w.node) {
                    None => LevRegionKind::Tele,
                    Some(0) => LevRegionKind::DownTele,
                    Some(_) => LevRegionKind::UpTele,
                };
                let r = lev_region(d, map, area, exclude, &mut ok, kind, Vec::new());
                limited!(List::LevRegions, part_m.lregions, r, "level regions");
            }
            StmtKind::Branch { area, exclude } => {
                let r = lev_region(
                    d,
                    map,
                    area,
                    exclude,
                    &mut ok,
                    LevRegionKind::Branch,
                    Vec::new(),
                );
                limited!(List::LevRegions, part_m.lregions, r, "level regions");
            }
            StmtKind::Altar {
                coord: c,
                align,
                kind,
                god,
            } => {
                let a = model::Altar {
                    at: maze_coord(d, c, map, has_init, &regs, &mut ok).0,
                    align: align_sel(d, align, &mut ok),
                    kind: altar_kind(kind.node),
                    god: altar_god(d, cat, self.fam, god, &mut ok),
                };
                in_wall(d, c, map, "altar", self.opts);
                limited!(List::Altars, part_m.altars, a, "altars");
            }
            StmtKind::Fountain(c) => {
                let at = maze_coord(d, c, map, has_init, &regs, &mut ok).0;
                in_wall(d, c, map, "fountain", self.opts);
                limited!(List::Fountains, part_m.fountains, at, "fountains");
            }
            StmtKind::Forge(c) => {
                let at = maze_coord(d, c, map, has_init, &regs, &mut ok).0;
                in_wall(d, c, map, "forge", self.opts);
                limited!(List::Forges, part_m.forges, at, "forges");
            }
            StmtKind::Gold { amount, coord: c } => {
                let g = model::Gold {
                    at: maze_coord(d, c, map, has_init, &regs, &mut ok).0,
                    amount: amount.node.unwrap_or(-1),
                };
                in_wall(d, c, map, "gold", self.opts);
                limited!(List::Gold, part_m.gold, g, "gold piles");
            }
            StmtKind::Engraving {
                coord: c,
                kind,
                text: t,
                sanity,
            } => {
                let e = model::Engraving {
                    at: maze_coord(d, c, map, has_init, &regs, &mut ok).0,
                    kind: engraving_kind(kind.node),
                    text: t.node.to_vec(),
                };
                if sanity.as_ref().is_none_or(|f| f.node != 0) {
                    in_wall(d, c, map, "engraving", self.opts);
                }
                limited!(List::Engravings, part_m.engravings, e, "engravings");
            }
            StmtKind::ObjFlags(flags) => obj_flags(d, &mut part_m.objects, flags, stmt, &mut ok),
            StmtKind::NonDiggable(r) => {
                let a = region_area(d, map, r, &mut ok);
                limited!(
                    List::NonDiggable,
                    part_m.non_diggable,
                    a,
                    "non-diggable areas"
                );
            }
            StmtKind::NonPasswall(r) => {
                let a = region_area(d, map, r, &mut ok);
                if part_m.non_passwall.len() >= MAX_PASSWALL {
                    d.push(
                        Diagnostic::error(format!(
                            "too many NON_PASSWALL areas in this map part (at most {MAX_PASSWALL})"
                        ))
                        .at(stmt.keyword, "one too many"),
                    );
                    ok = false;
                } else {
                    part_m.non_passwall.push(a);
                    lines.push(List::NonPasswall, line);
                }
            }
            StmtKind::Region {
                region,
                light: l,
                rtype,
                filling,
                irregular,
            } => {
                let in_range = region_in_map(d, map, region);
                if !in_range {
                    ok = false;
                }
                let area = area_of(d, region);
                let room_type = room_type(d, self.fam, rtype);
                let unfilled = filling.as_ref().is_some_and(|f| f.node & 1 != 0);
                let irr = irregular.as_ref().is_some_and(|i| i.node != 0);
                let (x1, y1, x2, y2) = (
                    i64::from(region.x1.node),
                    i64::from(region.y1.node),
                    i64::from(region.x2.node),
                    i64::from(region.y2.node),
                );
                if x1 > x2 || y1 > y2 {
                    d.push(
                        Diagnostic::error("this region's start lies after its end")
                            .at(region.span, "start > end")
                            .note("a region is (left, top, right, bottom)"),
                    );
                    ok = false;
                }
                // A random unfilled region stores the candle-shop type, as
                // the C tool does; only a given type is checked as a vault.
                if room_type == Some(RoomType::Vault)
                    && !unfilled
                    && (irr || x2 - x1 != 1 || y2 - y1 != 1)
                {
                    d.push(
                        Diagnostic::error("a vault must be exactly 2×2")
                            .at(region.span, format!("{}×{}", x2 - x1 + 1, y2 - y1 + 1)),
                    );
                    ok = false;
                }
                if in_range && !map.nomap {
                    if self.opts.extra_warnings
                        && !irr
                        && x1 > 0
                        && y1 > 0
                        && x2 < map.max_x
                        && y2 < map.max_y
                    {
                        let mut rock = false;
                        for y in y1..=y2 {
                            for x in x1..=x2 {
                                if map
                                    .at(x, y)
                                    .is_some_and(|t| is_rock(t) || t == Terrain::Door)
                                {
                                    rock = true;
                                }
                            }
                        }
                        if rock {
                            d.push(
                                Diagnostic::warning("rock-in-region", format!("region ({x1:02},{y1:02},{x2:02},{y2:02}) contains rock, walls or doors"))
                                    .at(region.span, "not all floor"),
                            );
                        }
                        let corners = [
                            (x1 - 1, y1 - 1),
                            (x1 - 1, y2 + 1),
                            (x2 + 1, y1 - 1),
                            (x2 + 1, y2 + 1),
                        ];
                        if corners
                            .iter()
                            .any(|&(x, y)| map.at(x, y).is_some_and(|t| !is_rock(t)))
                        {
                            d.push(
                                Diagnostic::warning("nonrock-region-edge", format!("a corner around region ({x1:02},{y1:02},{x2:02},{y2:02}) is not rock"))
                                    .at(region.span, "expected walls or rock at the corners around it"),
                            );
                        }
                    } else if irr && !map.at(x1, y1).is_some_and(is_room) {
                        d.push(
                            Diagnostic::error(format!("an irregular region must start on floor, but ({x1}, {y1}) is not floor"))
                                .at(region.span, "starts on rock"),
                        );
                        ok = false;
                    }
                } else if in_range && irr {
                    d.push(
                        Diagnostic::error(format!("an irregular region must start on floor, but ({x1}, {y1}) is not floor"))
                            .at(region.span, "a NOMAP part has no floor"),
                    );
                    ok = false;
                }
                let r = model::Region {
                    area,
                    room_type,
                    unfilled,
                    lit: light(l),
                    irregular: irr,
                };
                limited!(List::Regions, part_m.regions, r, "regions");
            }
            other => {
                d.push(
                    Diagnostic::error(format!("`{}` is not allowed in a map part", other.keyword()))
                        .at(stmt.keyword, "not a map-part statement")
                        .note(if matches!(other, StmtKind::Sink(_) | StmtKind::Pool(_) | StmtKind::Name(_) | StmtKind::Chance(_)) {
                            "this statement belongs inside a ROOM of a LEVEL level; in a map draw `K` (sink) or `P` (pool)"
                        } else {
                            "see lev_comp(6) for what a MAZE part may hold"
                        }),
                );
                ok = false;
            }
        }
        if !ok {
            cur.broken = true;
        }
    }
}

/// SLASH'EM's `OBJFLAGS`: the flags, ORed, of the last object of the room
/// or map part.
fn obj_flags(
    d: &mut Vec<Diagnostic>,
    objects: &mut [model::Object],
    flags: &[Spanned<i32>],
    stmt: &Stmt,
    ok: &mut bool,
) {
    match objects.last_mut() {
        Some(o) => o.flags = flags.iter().fold(0, |b, f| b | i64::from(f.node)),
        None => {
            d.push(
                Diagnostic::error("`OBJFLAGS` before any object of this room or map part")
                    .at(stmt.keyword, "no object to flag")
                    .note("the flags go to the last object; SLASH'EM's lev_comp says \"Need an object before object flags!\""),
            );
            *ok = false;
        }
    }
}

const MAP_CHARS_NOTE: &str = "map characters: ` ` # . - | + A B C S H { \\ K } P L I W T F";

/// How many entries each register list has where a statement is.
struct Registers {
    objects: usize,
    monsters: usize,
    /// `None` in rooms, where there are no place registers.
    places: Option<usize>,
    /// SLASH'EM's registers, when the dialect is SLASH'EM's.
    slashem: Option<SlashRegs>,
}

/// SLASH'EM's place lists and random regions where a statement is.
#[derive(Clone, Copy, Default)]
struct SlashRegs {
    /// The lengths of place lists 1 and up (list 0 is
    /// [`Registers::places`]).
    lists: [u8; MAX_REGISTERS as usize],
    /// How many of `lists` are defined.
    nlists: usize,
    /// How many random regions are defined.
    regions: usize,
    /// Whether the dialect has numbered place lists (`place[i][j]`).
    numbered: bool,
}

impl SlashRegs {
    fn of(part: &MazePart, numbered: bool) -> SlashRegs {
        let mut r = SlashRegs {
            nlists: part.place_lists.len().min(MAX_REGISTERS as usize),
            regions: part.random_regions.len(),
            numbered,
            ..SlashRegs::default()
        };
        for (i, l) in part.place_lists.iter().take(r.nlists).enumerate() {
            r.lists[i] = l.len().min(127) as u8;
        }
        r
    }
}

/// A place of a place list as written: its two numbers, or `none`.
type PlaceRef<'a> = Spanned<Option<(&'a ast::Int, &'a ast::Int)>>;

/// SLASH'EM's register statements in a map part: `RANDOM_PLACES` (list
/// 0), `RANDOM_PLACES[n]` and `RANDOM_REGION[n]`, with the checks of its
/// `lev_comp`. True when one of them failed.
fn slashem_registers(
    d: &mut Vec<Diagnostic>,
    p: &mut PartCx,
    stmt: &Stmt,
    has_init: bool,
    numbered: bool,
) -> bool {
    let mut bad = false;
    if let StmtKind::PlaceList { index: Some(n), .. } = &stmt.kind {
        if !numbered {
            d.push(numbered_lists_later(n.span, "RANDOM_PLACES[n]"));
            return true;
        }
    }
    let (index, places): (Option<&ast::Int>, Vec<PlaceRef>) = match &stmt.kind {
        StmtKind::RandomPlaces(list) => (
            None,
            list.iter()
                .map(|pl| Spanned::new(Some((&pl.node.0, &pl.node.1)), pl.span))
                .collect(),
        ),
        StmtKind::PlaceList { index, places } => (
            index.as_ref(),
            places
                .iter()
                .map(|pl| Spanned::new(pl.node.as_ref().map(|(x, y)| (x, y)), pl.span))
                .collect(),
        ),
        StmtKind::RandomRegion {
            index,
            area,
            exclude,
        } => {
            let count = p.part.random_regions.len();
            if usize::try_from(index.node).ok() != Some(count) {
                d.push(
                        Diagnostic::error(format!(
                            "`RANDOM_REGION[{}]` out of order: the next random region of this part is number {count}",
                            index.node
                        ))
                        .at(index.span, "wrong number")
                        .note("SLASH'EM's lev_comp says \"Wrong random region number!\""),
                    );
                bad = true;
            }
            if count + 1 >= MAX_REGISTERS as usize {
                d.push(
                    Diagnostic::error(format!(
                        "too many random regions in this map part (at most {})",
                        MAX_REGISTERS - 1
                    ))
                    .at(stmt.keyword, "one too many")
                    .note("SLASH'EM's lev_comp says \"Too many random regions!\""),
                );
                return true;
            }
            let mut ok = true;
            let r = lev_region(
                d,
                &p.map,
                area,
                exclude,
                &mut ok,
                LevRegionKind::DownStair,
                Vec::new(),
            );
            p.part.random_regions.push(r);
            return bad || !ok;
        }
        _ => return false,
    };
    if places.len() > MAX_REGISTERS as usize {
        d.push(
            Diagnostic::error(format!(
                "a register list holds at most {MAX_REGISTERS} entries; this one has {}",
                places.len()
            ))
            .at(stmt.span, "too long"),
        );
        bad = true;
    }
    // The places are read (and checked) before the list is.
    let mut pts = Vec::new();
    for pl in &places {
        match pl.node {
            None => pts.push(Point { x: -1, y: -1 }),
            Some((x, y)) => {
                if !has_init
                    && (i64::from(x.node) < 0
                        || i64::from(x.node) > p.map.max_x
                        || i64::from(y.node) < 0
                        || i64::from(y.node) > p.map.max_y)
                {
                    d.push(out_of_map(x.node, y.node, &p.map, pl.span));
                    bad = true;
                } else if x.node < 0 || y.node < 0 {
                    d.push(negative_coord(pl.span));
                    bad = true;
                }
                pts.push(Point {
                    x: fit_i8(d, x.node, x.span, "column"),
                    y: fit_i8(d, y.node, y.span, "row"),
                });
            }
        }
    }
    let nlocset = if p.places_set {
        1 + p.part.place_lists.len()
    } else {
        0
    };
    let list = match index {
        None => {
            if p.places_set {
                d.push(dup_registers("RANDOM_PLACES", stmt.keyword));
                return true;
            }
            0
        }
        Some(n) => {
            if n.node >= MAX_REGISTERS {
                d.push(
                    Diagnostic::error(format!(
                        "`RANDOM_PLACES[{}]`: place lists go from 0 to {}",
                        n.node,
                        MAX_REGISTERS - 1
                    ))
                    .at(n.span, "no such list")
                    .note("SLASH'EM's lev_comp says \"Register Index overflow!\""),
                );
                return true;
            }
            let want = nlocset as i32;
            if n.node < want {
                d.push(
                    Diagnostic::error(format!("place list {} is already defined", n.node))
                        .at(n.span, "defined before")
                        .note(format!("SLASH'EM's lev_comp says \"Location registers for place list {} already initialized!\"", n.node)),
                );
                return true;
            }
            if n.node > want {
                d.push(
                    Diagnostic::error(format!(
                        "place list {} out of order: the next list of this part is number {want}",
                        n.node
                    ))
                    .at(n.span, "out of order")
                    .note(format!(
                        "SLASH'EM's lev_comp says \"Place list {} out of order!\"",
                        n.node
                    )),
                );
                return true;
            }
            n.node as usize
        }
    };
    if list == 0 {
        p.part.random_places = pts;
        p.places_set = true;
    } else {
        p.part.place_lists.push(pts);
    }
    bad
}

/// The error for a numbered place list, or a `place[i][j]`, in SLASH'EM's
/// releases before 0.0.7E3.
fn numbered_lists_later(span: Span, what: &str) -> Diagnostic {
    Diagnostic::error(format!(
        "`{what}`: numbered place lists came with SLASH'EM 0.0.7E3"
    ))
    .at(span, "not in this release")
    .note("SLASH'EM 0.0.7E0 has one place list a map part, `RANDOM_PLACES:`, read with `place[i]`")
    .help("compile with `--target slashem`")
}

/// SLASH'EM's coordinates `place[i][j]` and `region[i]` (`None` for the
/// others), with their checks; an error in another dialect.
fn slashem_coord(
    d: &mut Vec<Diagnostic>,
    c: &ast::Coordinate,
    regs: &Registers,
    ok: &mut bool,
) -> Option<model::Coord> {
    let (spelled, list, index) = match &c.node {
        AstCoord::PlaceIn(i, j) => (format!("place[{}][{}]", i.node, j.node), Some(i), j),
        AstCoord::Region(n) => (format!("region[{}]", n.node), None, n),
        _ => return None,
    };
    let Some(sr) = regs.slashem else {
        d.push(
            Diagnostic::error(format!("`{spelled}` is SLASH'EM's"))
                .at(c.span, "not a coordinate of this game")
                .help("compile with `--target slashem`"),
        );
        *ok = false;
        return Some(model::Coord::Random);
    };
    let clamp = |v: i32| v.clamp(0, MAX_REGISTERS - 1) as u8;
    match list {
        Some(_) if !sr.numbered => {
            d.push(numbered_lists_later(c.span, "place[i][j]"));
            *ok = false;
            Some(model::Coord::Random)
        }
        Some(i) => {
            for v in [i, index] {
                if v.node < 0 || v.node >= MAX_REGISTERS {
                    d.push(
                        Diagnostic::error(format!(
                            "`{spelled}`: place lists and their entries go from 0 to {}",
                            MAX_REGISTERS - 1
                        ))
                        .at(v.span, "no such register")
                        .note("SLASH'EM's lev_comp says \"Register Index overflow!\""),
                    );
                    *ok = false;
                    return Some(model::Coord::Random);
                }
            }
            // The entries of the list, if it is defined here.
            let len = match (i.node, regs.places) {
                (_, None) => None,
                (0, Some(n)) => Some(n),
                (l, Some(_)) => {
                    let l = l as usize - 1;
                    Some(if l < sr.nlists {
                        usize::from(sr.lists[l])
                    } else {
                        0
                    })
                }
            };
            if let Some(n) = len {
                if index.node as usize >= n {
                    let e = Diagnostic::denied(
                        dgn_common::diag::REGISTER_PAST_LIST,
                        format!(
                            "`{spelled}` but {}",
                            if n == 0 {
                                format!("place list {} is not defined here", i.node)
                            } else {
                                format!(
                                    "place list {} has only {n} entr{}",
                                    i.node,
                                    if n == 1 { "y" } else { "ies" }
                                )
                            }
                        ),
                    )
                    .at(c.span, "beyond the list")
                    .note("the game would read past the end of the place list")
                    .help(format!(
                        "if the level relies on it, allow this check to write what the game's own compiler writes: {}",
                        dgn_common::diag::how_to_allow(dgn_common::diag::REGISTER_PAST_LIST)
                    ));
                    d.push(e);
                }
            } else {
                d.push(
                    Diagnostic::error(format!("`{spelled}` inside a room"))
                        .at(c.span, "rooms have no place registers")
                        .note("RANDOM_PLACES exists only in MAZE parts"),
                );
                *ok = false;
            }
            Some(model::Coord::PlaceIn {
                list: clamp(i.node),
                index: clamp(index.node),
            })
        }
        None => {
            if index.node < 0 || index.node as usize >= sr.regions {
                d.push(
                    Diagnostic::error(format!(
                        "`{spelled}` but {}",
                        match sr.regions {
                            0 => "no random region is defined here".to_string(),
                            1 => "only random region 0 is defined here".to_string(),
                            n => format!("only random regions 0 to {} are defined here", n - 1),
                        }
                    ))
                    .at(c.span, "no such random region")
                    .note("a random region is defined by `RANDOM_REGION[n]` among the registers of the same map part; SLASH'EM's lev_comp says \"Register Index overflow!\""),
                );
                *ok = false;
            }
            Some(model::Coord::InRegion(clamp(index.node)))
        }
    }
}

fn dup_registers(kw: &str, span: Span) -> Diagnostic {
    Diagnostic::error(format!("`{kw}` given twice"))
        .at(span, "second list")
        .note("each register list can be set once per map part (or per room level)")
}

fn too_many(what: &str, place: &str, span: Span) -> Diagnostic {
    Diagnostic::error(format!(
        "too many {what} in this {place} (at most {MAX_OF_TYPE})"
    ))
    .at(span, "one too many")
    .note("the level file stores the count in a signed byte")
}

fn negative_coord(span: Span) -> Diagnostic {
    Diagnostic::error("negative coordinates")
        .at(span, "negative")
        .note("the level file uses negative coordinates for `random` and `place[n]`; NetHack's lev_comp would store these silently and the game would misread them")
}

fn out_of_map(x: i32, y: i32, map: &MapCx, span: Span) -> Diagnostic {
    let mut d =
        Diagnostic::error(format!("({x}, {y}) is outside the map")).at(span, "out of map range");
    d = if map.nomap {
        d.note(format!(
            "without a map, coordinates range over the level: 0..={} by 0..={}",
            map.max_x, map.max_y
        ))
    } else {
        d.note(format!(
            "coordinates are relative to the map's top-left corner; this map spans (0, 0) to ({}, {})",
            map.max_x, map.max_y
        ))
    };
    d
}

fn terrain_name(t: Terrain) -> &'static str {
    match t {
        Terrain::Stone => "solid rock",
        Terrain::VWall | Terrain::HWall => "a wall",
        Terrain::Room => "floor",
        Terrain::Corr => "a corridor",
        Terrain::Door => "a door",
        Terrain::SDoor => "a secret door",
        Terrain::SCorr => "a secret corridor",
        Terrain::Pool | Terrain::Moat | Terrain::Water => "water",
        Terrain::LavaPool => "lava",
        Terrain::Tree => "a tree",
        Terrain::IronBars => "iron bars",
        Terrain::Ice => "ice",
        Terrain::Air => "air",
        Terrain::Cloud => "cloud",
        Terrain::Grass => "grass",
        Terrain::Sand => "sand",
        Terrain::DeadTree => "a dead tree",
        Terrain::Forge => "a forge",
        Terrain::MagicChest => "a magic chest",
        Terrain::Puddle => "a puddle",
        Terrain::Sewage => "sewage",
        Terrain::Vent => "a vent",
        Terrain::Toilet => "a toilet",
        Terrain::Bridge => "a bridge",
        Terrain::IceWall => "an ice wall",
        Terrain::CrystalIceWall => "a crystal ice wall",
        Terrain::Bog => "a bog",
        Terrain::MagicPlatform => "a magic platform",
        Terrain::Brazier => "a brazier",
        Terrain::Signpost => "a signpost",
        Terrain::Anvil => "an anvil",
        Terrain::Ground => "bare ground",
        Terrain::Fountain => "a fountain",
        Terrain::Throne => "a throne",
        Terrain::Sink => "a sink",
        Terrain::CrossWall => "a boundary mark",
        _ => "terrain",
    }
}

/// Checks a class character; `None` (after an error) when it is no class.
fn check_class(
    d: &mut Vec<Diagnostic>,
    cat: &Catalog,
    c: u8,
    span: Span,
    monster: bool,
) -> Option<u8> {
    let ok = if monster {
        cat.monster_class(c).is_some()
    } else {
        cat.object_class(c).is_some()
    };
    if ok {
        return Some(c);
    }
    let (what, list) = if monster {
        (
            "a monster",
            "letters, `@`, `&`, `'`, `;`, `:`, `~`, `]` and blank",
        )
    } else {
        ("an object", "`] ) [ = \" ( % ! ? + / $ * ` 0 _ .`")
    };
    d.push(
        Diagnostic::error(format!("`'{}'` is not {what} class", text(&[c])))
            .at(span, "unknown class")
            .note(format!("class characters: {list}")),
    );
    None
}

fn register_index(
    d: &mut Vec<Diagnostic>,
    n: &ast::Int,
    span: Span,
    kind: &str,
    limit: i32,
    defined: Option<usize>,
) -> Option<u8> {
    if n.node < 0 || n.node >= limit {
        d.push(
            Diagnostic::error(format!(
                "`{kind}[{}]`: register indexes go from 0 to {}",
                n.node,
                limit - 1
            ))
            .at(span, "no such register"),
        );
        return None;
    }
    if let Some(count) = defined {
        if n.node as usize >= count {
            let list = match kind {
                "place" => "RANDOM_PLACES",
                "object" => "RANDOM_OBJECTS",
                _ => "RANDOM_MONSTERS",
            };
            let mut e = Diagnostic::denied(
                dgn_common::diag::REGISTER_PAST_LIST,
                format!(
                    "`{kind}[{}]` but {}",
                    n.node,
                    if count == 0 {
                        format!("no `{list}` list is defined here")
                    } else {
                        format!(
                            "the `{list}` list has only {count} entr{}",
                            if count == 1 { "y" } else { "ies" }
                        )
                    }
                ),
            )
            .at(span, "beyond the list");
            e = e
                .note("the game would read past the end of the register list: what an earlier level left there, or nothing")
                .help(format!(
                    "if the level relies on it, allow this check to write what the game's own compiler writes: {}",
                    dgn_common::diag::how_to_allow(dgn_common::diag::REGISTER_PAST_LIST)
                ));
            d.push(e);
        }
    }
    Some(n.node as u8)
}

fn room_coord(
    d: &mut Vec<Diagnostic>,
    c: &ast::Coordinate,
    regs: &Registers,
    ok: &mut bool,
) -> model::Coord {
    if let Some(sc) = slashem_coord(d, c, regs, ok) {
        return sc;
    }
    match &c.node {
        AstCoord::PlaceIn(..) | AstCoord::Region(_) | AstCoord::Random => model::Coord::Random,
        AstCoord::Place(n) => {
            if register_index(d, n, c.span, "place", MAX_REGISTERS, regs.places).is_none() {
                *ok = false;
            }
            if regs.places.is_none() && n.node >= 0 && n.node < MAX_REGISTERS {
                d.push(
                    Diagnostic::error(format!("`place[{}]` inside a room", n.node))
                        .at(c.span, "rooms have no place registers")
                        .note("RANDOM_PLACES exists only in MAZE parts"),
                );
                *ok = false;
            }
            model::Coord::Place(n.node.clamp(0, MAX_REGISTERS - 1) as u8)
        }
        AstCoord::At(x, y) => {
            if x.node < 0 || y.node < 0 {
                d.push(negative_coord(c.span));
                *ok = false;
            }
            model::Coord::At {
                x: fit_i8(d, x.node, x.span, "column"),
                y: fit_i8(d, y.node, y.span, "row"),
            }
        }
    }
}

/// A coordinate in a map part: the model value, and the explicit spot when
/// it is one lev_comp checks against the map.
fn maze_coord(
    d: &mut Vec<Diagnostic>,
    c: &ast::Coordinate,
    map: &MapCx,
    has_init: bool,
    regs: &Registers,
    ok: &mut bool,
) -> (model::Coord, Option<(i64, i64)>) {
    if let Some(sc) = slashem_coord(d, c, regs, ok) {
        return (sc, None);
    }
    match &c.node {
        AstCoord::PlaceIn(..) | AstCoord::Region(_) | AstCoord::Random => {
            (model::Coord::Random, None)
        }
        AstCoord::Place(n) => {
            if register_index(d, n, c.span, "place", MAX_REGISTERS, regs.places).is_none() {
                *ok = false;
            }
            (
                model::Coord::Place(n.node.clamp(0, MAX_REGISTERS - 1) as u8),
                None,
            )
        }
        AstCoord::At(x, y) => {
            let (xi, yi) = (i64::from(x.node), i64::from(y.node));
            if !has_init && (xi < 0 || xi > map.max_x || yi < 0 || yi > map.max_y) {
                d.push(out_of_map(x.node, y.node, map, c.span));
                *ok = false;
            } else if xi < 0 || yi < 0 {
                d.push(negative_coord(c.span));
                *ok = false;
            } else if map.nomap && !has_init && yi >= i64::from(ROWNO) {
                d.push(
                    Diagnostic::error(format!("row {yi} is below the level"))
                        .at(c.span, "out of the level")
                        .note(format!("the level has rows 0 to {}; NetHack's lev_comp accepts row {ROWNO} without a map, and the game would write outside the level", ROWNO - 1)),
                );
                *ok = false;
            }
            let at = model::Coord::At {
                x: fit_i8(d, x.node, x.span, "column"),
                y: fit_i8(d, y.node, y.span, "row"),
            };
            (at, (xi >= 0 && yi >= 0).then_some((xi, yi)))
        }
    }
}

/// The "placed in a wall" warning of the C tool for an explicit spot.
fn in_wall(d: &mut Vec<Diagnostic>, c: &ast::Coordinate, map: &MapCx, what: &str, _opts: &Options) {
    let AstCoord::At(x, y) = &c.node else {
        return;
    };
    if map.nomap {
        return;
    }
    let (xi, yi) = (i64::from(x.node), i64::from(y.node));
    if xi < 0 || yi < 0 || xi > map.max_x || yi > map.max_y {
        return;
    }
    if let Some(t) = map.at(xi, yi) {
        if is_rock(t) || t == Terrain::Door {
            d.push(
                Diagnostic::warning(
                    "placed-in-wall",
                    format!("{what} placed in {} at ({xi:02},{yi:02})", terrain_name(t)),
                )
                .at(c.span, format!("the map shows {} here", terrain_name(t))),
            );
        }
    }
}

fn region_in_map(d: &mut Vec<Diagnostic>, map: &MapCx, r: &ast::Region) -> bool {
    let checks = [
        (r.x1.node, map.max_x, &r.x1),
        (r.y1.node, map.max_y, &r.y1),
        (r.x2.node, map.max_x, &r.x2),
        (r.y2.node, map.max_y, &r.y2),
    ];
    for (v, max, n) in checks {
        if v < 0 || i64::from(v) > max {
            d.push(
                Diagnostic::error(format!(
                    "region ({}, {}, {}, {}) is outside the map",
                    r.x1.node, r.y1.node, r.x2.node, r.y2.node
                ))
                .at(n.span, "out of map range")
                .with_label(r.span, "this region")
                .note(format!(
                    "this map spans (0, 0) to ({}, {})",
                    map.max_x, map.max_y
                )),
            );
            return false;
        }
    }
    true
}

fn area_of(d: &mut Vec<Diagnostic>, r: &ast::Region) -> Area {
    Area {
        x1: fit_i8(d, r.x1.node, r.x1.span, "column"),
        y1: fit_i8(d, r.y1.node, r.y1.span, "row"),
        x2: fit_i8(d, r.x2.node, r.x2.span, "column"),
        y2: fit_i8(d, r.y2.node, r.y2.span, "row"),
    }
}

fn region_area(d: &mut Vec<Diagnostic>, map: &MapCx, r: &ast::Region, ok: &mut bool) -> Area {
    if !region_in_map(d, map, r) {
        *ok = false;
    }
    area_of(d, r)
}

fn lev_area(d: &mut Vec<Diagnostic>, map: &MapCx, r: &ast::LevRegion, ok: &mut bool) -> LevArea {
    if r.in_level {
        let g = &r.region;
        let bad = [
            (g.x1.node <= 0 || g.x1.node >= COLNO, &g.x1),
            (g.y1.node < 0 || g.y1.node >= ROWNO, &g.y1),
            (g.x2.node <= 0 || g.x2.node >= COLNO, &g.x2),
            (g.y2.node < 0 || g.y2.node >= ROWNO, &g.y2),
        ];
        if let Some((_, n)) = bad.iter().find(|(b, _)| *b) {
            d.push(
                Diagnostic::error(format!(
                    "levregion({}, {}, {}, {}) is outside the level",
                    g.x1.node, g.y1.node, g.x2.node, g.y2.node
                ))
                .at(n.span, "out of level range")
                .note(format!(
                    "level columns go from 1 to {} and rows from 0 to {}",
                    COLNO - 1,
                    ROWNO - 1
                )),
            );
            *ok = false;
        }
        LevArea {
            area: area_of(d, g),
            whole_level: true,
        }
    } else {
        LevArea {
            area: region_area(d, map, &r.region, ok),
            whole_level: false,
        }
    }
}

fn lev_region(
    d: &mut Vec<Diagnostic>,
    map: &MapCx,
    area: &ast::LevRegion,
    exclude: &ast::LevRegion,
    ok: &mut bool,
    kind: LevRegionKind,
    name: Vec<u8>,
) -> LevRegion {
    LevRegion {
        area: lev_area(d, map, area, ok),
        exclude: lev_area(d, map, exclude, ok),
        kind,
        name,
    }
}

fn room_type(
    d: &mut Vec<Diagnostic>,
    fam: Option<&Family343>,
    t: &ast::OrRandom<&[u8]>,
) -> Option<RoomType> {
    let name = t.node.as_ref()?;
    let found = match fam {
        Some(f) => f.room_type(name),
        None => RoomType::from_name(name),
    };
    match found {
        Some(rt) => Some(rt),
        None => {
            let shown = text(name);
            let mut w = Diagnostic::warning(
                "unknown-room-type",
                format!("unknown room type \"{shown}\"; making an ordinary room"),
            )
            .at(t.span, "not a room type");
            let names: Vec<&str> = match fam {
                Some(f) => f.room_types.iter().map(|(n, _, _)| *n).collect(),
                None => RoomType::NAMED.iter().map(|(n, _)| *n).collect(),
            };
            if let Some(s) = did_you_mean(&shown, names) {
                w = w.help(format!("did you mean \"{s}\"?"));
            }
            d.push(w);
            Some(RoomType::Ordinary)
        }
    }
}

/// A door's trailing values: dNetHack's text (the last `, n`) or
/// SLASH'EM's key (the last `, "artifact"` that names one); 0 for none,
/// and an error for what the dialect lacks.
fn door_text(
    d: &mut Vec<Diagnostic>,
    fam: Option<&Family343>,
    texts: &[ast::Int],
    keys: &[ast::Str],
    ok: &mut bool,
) -> i16 {
    if let Some(s) = fam.and_then(|f| f.slashem) {
        if let Some(t) = texts.first() {
            d.push(
                Diagnostic::error("expected a string, found an integer")
                    .at(t.span, "a door text (`, n` after a door) is dNetHack's")
                    .help("a SLASH'EM door takes the name of the artifact that is its key: `, \"The Key of Law\"`"),
            );
            *ok = false;
        }
        let mut key = 0i16;
        for k in keys {
            match s.artifacts.iter().position(|a| a.as_bytes() == k.node) {
                Some(i) => key = i as i16,
                None => {
                    let shown = text(k.node);
                    let mut e = Diagnostic::error(format!("Undefined artifact key \"{shown}\""))
                        .at(k.span, "no artifact of this name");
                    if let Some(m) = did_you_mean(&shown, s.artifacts.iter().copied()) {
                        e = e.help(format!("did you mean \"{m}\"?"));
                    }
                    d.push(e);
                    *ok = false;
                }
            }
        }
        return key;
    }
    if let Some(k) = keys.first() {
        d.push(
            Diagnostic::error("expected a statement keyword, found `,`")
                .at(
                    k.span,
                    "a door key (`, \"artifact\"` after a door) is SLASH'EM's",
                )
                .help("compile with `--target slashem`"),
        );
        *ok = false;
        return 0;
    }
    let Some(last) = texts.last() else {
        return 0;
    };
    if fam.is_none() {
        d.push(
            Diagnostic::error("expected a statement keyword, found `,`")
                .at(
                    texts[0].span,
                    "a door text (`, n` after a door) is dNetHack's",
                )
                .help("compile with `--target dnethack` or `--target notdnethack`"),
        );
        *ok = false;
        return 0;
    }
    // The C tool keeps the last one, in a `short`.
    last.node as i16
}

/// notdNetHack's altar god: its id in the game's list, 0 (with a warning)
/// for an unknown name; an error in a dialect without god names.
fn altar_god(
    d: &mut Vec<Diagnostic>,
    cat: &Catalog,
    fam: Option<&Family343>,
    god: &Option<ast::Str<'_>>,
    ok: &mut bool,
) -> i32 {
    let Some(g) = god else {
        return 0;
    };
    if !fam.is_some_and(|f| f.not_d) {
        d.push(
            Diagnostic::error("expected a statement keyword, found `,`")
                .at(g.span, "an altar's god name is notdNetHack's")
                .help("compile with `--target notdnethack`"),
        );
        *ok = false;
        return 0;
    }
    // The catalog's gods (a revision's own list), else the built-in one.
    let names: Vec<&[u8]> = if cat.gods().is_empty() {
        crate::family::NOTD_GODS
            .iter()
            .map(|n| n.as_bytes())
            .collect()
    } else {
        cat.gods().iter().map(Vec::as_slice).collect()
    };
    match names.iter().position(|n| *n == g.node) {
        Some(i) => i as i32 + 1,
        None => {
            let shown = text(g.node);
            let mut w = Diagnostic::warning("unknown-god", format!("Bad god name \"{shown}\""))
                .at(g.span, "no such god; the altar gets none");
            let shown_names: Vec<String> = names.iter().map(|n| text(n)).collect();
            if let Some(s) = did_you_mean(&shown, shown_names.iter().map(String::as_str)) {
                w = w.help(format!("did you mean \"{s}\"?"));
            }
            d.push(w);
            0
        }
    }
}

fn trap_kind(
    d: &mut Vec<Diagnostic>,
    fam: Option<&Family343>,
    t: &ast::OrRandom<&[u8]>,
    ok: &mut bool,
) -> Option<TrapKind> {
    let name = t.node.as_ref()?;
    let found = match fam {
        Some(f) => f.trap(name),
        None => TrapKind::from_name(name),
    };
    match found {
        Some(k) => Some(k),
        None => {
            let shown = text(name);
            let mut e = Diagnostic::error(format!("unknown trap type \"{shown}\""))
                .at(t.span, "not a trap type");
            let names: Vec<&str> = match fam {
                Some(f) => f.trap_names().collect(),
                None => TrapKind::NAMED.iter().map(|(n, _)| *n).collect(),
            };
            if let Some(s) = did_you_mean(&shown, names) {
                e = e.help(format!("did you mean \"{s}\"?"));
            }
            d.push(e);
            *ok = false;
            None
        }
    }
}

fn percent(d: &mut Vec<Diagnostic>, chance: &Option<ast::Int>, ok: &mut bool) -> u8 {
    match chance {
        None => 100,
        Some(c) => {
            if c.node <= 0 || c.node > 100 {
                d.push(
                    Diagnostic::error(format!(
                        "a chance is a percentage from 1 to 100, not {}",
                        c.node
                    ))
                    .at(c.span, "out of range"),
                );
                *ok = false;
                return 100;
            }
            c.node as u8
        }
    }
}

fn altar_kind(v: Option<i32>) -> AltarKind {
    match v {
        Some(0) => AltarKind::Altar,
        Some(1) => AltarKind::Shrine,
        Some(2) => AltarKind::Sanctum,
        _ => AltarKind::Random,
    }
}

fn engraving_kind(v: Option<i32>) -> EngravingKind {
    match v {
        Some(1) => EngravingKind::Dust,
        Some(2) => EngravingKind::Engrave,
        Some(3) => EngravingKind::Burn,
        Some(4) => EngravingKind::Mark,
        Some(5) => EngravingKind::Scrawl,
        _ => EngravingKind::Random,
    }
}

fn align_sel(d: &mut Vec<Diagnostic>, a: &Spanned<Align>, ok: &mut bool) -> Alignment {
    match &a.node {
        Align::Word(v) => alignment_word(*v),
        Align::Random => Alignment::Random,
        Align::Register(n) => match register_index(d, n, a.span, "align", 3, None) {
            Some(i) => Alignment::Register(i),
            None => {
                *ok = false;
                Alignment::Random
            }
        },
    }
}

/// The class selector and the class argument lev_comp passes to its name
/// lookup (a C `char` of the stored value).
fn class_sel(
    d: &mut Vec<Diagnostic>,
    cat: &Catalog,
    c: &Spanned<Class>,
    monster: bool,
    regs: &Registers,
    ok: &mut bool,
) -> (ClassSel, i64) {
    match &c.node {
        Class::Random => (ClassSel::Random, i64::from(RANDOM_SEL)),
        Class::Char(ch) => match check_class(d, cat, *ch, c.span, monster) {
            Some(v) => (ClassSel::Class(v), i64::from(v as i8)),
            None => {
                *ok = false;
                (ClassSel::Random, -1)
            }
        },
        Class::Register(n) => {
            let (kind, count) = if monster {
                ("monster", regs.monsters)
            } else {
                ("object", regs.objects)
            };
            match register_index(d, n, c.span, kind, MAX_REGISTERS, Some(count)) {
                Some(i) => (ClassSel::Register(i), -i64::from(i) - 1),
                None => {
                    *ok = false;
                    (ClassSel::Random, -1)
                }
            }
        }
    }
}

type CoordFn<'f> =
    dyn FnMut(&mut Vec<Diagnostic>, &ast::Coordinate, &mut bool) -> model::Coord + 'f;

fn monster(
    d: &mut Vec<Diagnostic>,
    cat: &Catalog,
    fam: Option<&Family343>,
    stmt: &Stmt,
    regs: &Registers,
    ok: &mut bool,
    coord: &mut CoordFn<'_>,
) -> model::Monster {
    let StmtKind::Monster {
        chance,
        class,
        name,
        coord: c,
        infos,
        ..
    } = &stmt.kind
    else {
        unreachable!("called for MONSTER only")
    };
    // notdNetHack's `'#'` monsters: the name is text for the game's parser.
    let hash = fam.is_some_and(|f| f.not_d) && matches!(class.node, Class::Char(b'#'));
    let (sel, arg) = if hash {
        (ClassSel::Class(b'#'), i64::from(b'#'))
    } else {
        class_sel(d, cat, class, true, regs, ok)
    };
    let at = coord(d, c, ok);
    let chance = percent(d, chance, ok);
    let mut id = None;
    if let Some(n) = name.node.as_ref().filter(|_| !hash) {
        let carg = class_arg(arg);
        match cat.monster_id(n, carg) {
            Some(i) => id = u16::try_from(i).ok(),
            None => {
                let shown = text(n);
                let mut w = match &class.node {
                    Class::Char(ch) if cat.monster_id(n, None).is_some() => Diagnostic::warning(
                        "unknown-monster",
                        format!("\"{shown}\" is not of monster class '{}'; making a random monster", text(&[*ch])),
                    )
                    .at(name.span, "wrong class")
                    .with_label(class.span, "this class"),
                    Class::Char(_) => Diagnostic::warning(
                        "unknown-monster",
                        format!("unknown monster \"{shown}\"; making a random monster"),
                    )
                    .at(name.span, "no such monster"),
                    _ => Diagnostic::warning(
                        "unknown-monster",
                        format!("monster \"{shown}\" with a random or register class; making a random monster"),
                    )
                    .at(name.span, "name ignored")
                    .with_label(class.span, "not a class character")
                    .note("NetHack 3.4.3's lev_comp finds a named monster only with a class character"),
                };
                if matches!(class.node, Class::Char(_)) {
                    if let Some(s) = cat
                        .suggest_monster(n, carg)
                        .or_else(|| cat.suggest_monster(n, None))
                    {
                        w = w.help(format!("did you mean \"{s}\"?"));
                    }
                }
                d.push(w);
            }
        }
    }
    let mut m = model::Monster {
        class: sel,
        id,
        at,
        chance,
        name: Vec::new(),
        appear: Appearance::Itself,
        appear_as: Vec::new(),
        align: None,
        peaceful: None,
        asleep: None,
    };
    let mut seen: [Option<Span>; 5] = [None; 5];
    if hash {
        if let Some(n) = &name.node {
            m.name = n.to_vec();
        }
    }
    for info in infos {
        let slot = match &info.node {
            MonInfo::Name(s) => {
                m.name = s.node.to_vec();
                0
            }
            MonInfo::Attitude(v) => {
                m.peaceful = Some(*v != 0);
                1
            }
            MonInfo::Alertness(v) => {
                m.asleep = Some(*v != 0);
                2
            }
            MonInfo::Align(a) => {
                m.align = Some(align_sel(d, &Spanned::new(a.clone(), info.span), ok));
                3
            }
            MonInfo::Appearance(v, s) => {
                m.appear = Appearance::from_code(*v as i8).unwrap_or_default();
                m.appear_as = s.node.to_vec();
                4
            }
        };
        if let Some(prev) = seen[slot] {
            d.push(
                Diagnostic::warning(
                    "repeated-detail",
                    "this monster detail is given twice; the last one counts",
                )
                .at(info.span, "again")
                .with_label(prev, "first here"),
            );
        }
        seen[slot] = Some(info.span);
    }
    m
}

#[allow(clippy::too_many_arguments)]
fn object(
    d: &mut Vec<Diagnostic>,
    cat: &Catalog,
    fam: Option<&Family343>,
    stmt: &Stmt,
    regs: &Registers,
    container_seen: &mut bool,
    ok: &mut bool,
    coord: &mut CoordFn<'_>,
) -> model::Object {
    let StmtKind::Object {
        container,
        chance,
        class,
        name,
        place,
        infos,
        ..
    } = &stmt.kind
    else {
        unreachable!("called for OBJECT and CONTAINER only")
    };
    // dNetHack's `'#'` objects: the name is text for the game's wish
    // parser.
    let hash = fam.is_some_and(|f| f.hash_objects) && matches!(class.node, Class::Char(b'#'));
    let (sel, arg) = if hash {
        (ClassSel::Class(b'#'), i64::from(b'#'))
    } else {
        class_sel(d, cat, class, false, regs, ok)
    };
    let chance = percent(d, chance, ok);
    let mut id = None;
    if let Some(n) = name.node.as_ref().filter(|_| !hash) {
        let carg = class_arg(arg);
        match cat.object_id(n, carg) {
            Some(i) => id = u16::try_from(i).ok(),
            None => {
                let shown = text(n);
                let wrong_class =
                    matches!(class.node, Class::Char(_)) && cat.object_id(n, None).is_some();
                let mut w = if wrong_class {
                    let ch = if let Class::Char(ch) = class.node {
                        ch
                    } else {
                        b'?'
                    };
                    Diagnostic::warning(
                        "unknown-object",
                        format!(
                            "\"{shown}\" is not of object class '{}'; making a random object",
                            text(&[ch])
                        ),
                    )
                    .at(name.span, "wrong class")
                    .with_label(class.span, "this class")
                } else {
                    Diagnostic::warning(
                        "unknown-object",
                        format!("unknown object \"{shown}\"; making a random object"),
                    )
                    .at(name.span, "no such object")
                };
                if !wrong_class {
                    if let Some(s) = cat
                        .suggest_object(n, carg)
                        .or_else(|| cat.suggest_object(n, None))
                    {
                        w = w.help(format!("did you mean \"{s}\"?"));
                    }
                }
                d.push(w);
            }
        }
    }
    let (at, containment) = match place {
        ObjWhere::At(c) => (coord(d, c, ok), Containment::Floor),
        ObjWhere::Contained(span) => {
            if !*container_seen && !*container {
                d.push(
                    Diagnostic::warning(
                        "contained-without-container",
                        "no `CONTAINER` comes before this contained object",
                    )
                    .at(*span, "nothing to put it in")
                    .note("the game puts contained objects into the last container made"),
                );
            }
            (model::Coord::Random, Containment::Contained)
        }
    };
    let containment = if *container {
        *container_seen = true;
        Containment::Container
    } else {
        containment
    };
    let mut o = model::Object {
        class: sel,
        id,
        at,
        chance,
        corpse: CorpseSel::Unspecified,
        spe: None,
        curse: CurseState::Random,
        containment,
        name: Vec::new(),
        flags: 0,
    };
    if hash {
        if let Some(n) = &name.node {
            o.name = n.to_vec();
        }
    }
    if let Some(inf) = infos {
        if let Some(c) = &inf.curse {
            o.curse = match c.node {
                Some(1) => CurseState::Blessed,
                Some(2) => CurseState::Uncursed,
                Some(3) => CurseState::Cursed,
                _ => CurseState::Random,
            };
        }
        if let Some(m) = &inf.monster {
            o.corpse = match cat.monster_id(m.node, None) {
                Some(i) => u16::try_from(i).map_or(CorpseSel::Random, CorpseSel::Monster),
                None => {
                    if m.node != b"random" {
                        let shown = text(m.node);
                        let mut w = Diagnostic::warning(
                            "unknown-monster",
                            format!(
                                "unknown monster \"{shown}\"; the object gets a random monster"
                            ),
                        )
                        .at(m.span, "no such monster");
                        if let Some(s) = cat.suggest_monster(m.node, None) {
                            w = w.help(format!("did you mean \"{s}\"?"));
                        }
                        d.push(w);
                    }
                    CorpseSel::Random
                }
            };
        }
        o.spe = match inf.spe.node {
            None => None,
            Some(v) => match i16::try_from(v) {
                Ok(-127) => None,
                Ok(v) => Some(v),
                Err(_) => {
                    d.push(
                        Diagnostic::error(format!("enchantment {v} does not fit in a `short`"))
                            .at(inf.spe.span, "out of range")
                            .note("NetHack's lev_comp would silently truncate it"),
                    );
                    *ok = false;
                    None
                }
            },
        };
        if let Some(n) = &inf.name {
            if let Some(s) = &n.node {
                if hash {
                    d.push(
                        Diagnostic::error("Name given for externally-parsed object")
                            .at(n.span, "a `'#'` object's name is its description already"),
                    );
                    *ok = false;
                } else {
                    o.name = s.to_vec();
                }
            }
        }
    }
    o
}

/// Draws walls around floor, as `WALLIFY` does: every rock cell next to
/// floor (or a boundary mark) becomes a horizontal wall if the first such
/// neighbour is in another row, else a vertical wall.
fn wallify(grid: &mut [Vec<Terrain>]) {
    let h = grid.len();
    for y in 0..h {
        let w = grid[y].len();
        let lo_y = y.saturating_sub(1);
        let hi_y = (y + 1).min(h - 1);
        for x in 0..w {
            if grid[y][x] != Terrain::Stone {
                continue;
            }
            let lo_x = x.saturating_sub(1);
            let hi_x = (x + 1).min(w - 1);
            'found: for yy in lo_y..=hi_y {
                for xx in lo_x..=hi_x {
                    let t = grid[yy].get(xx).copied().unwrap_or(Terrain::Stone);
                    if is_room(t) || t == Terrain::CrossWall {
                        grid[y][x] = if yy != y {
                            Terrain::HWall
                        } else {
                            Terrain::VWall
                        };
                        break 'found;
                    }
                }
            }
        }
    }
}

/// Checks that every subroom's parent exists and that no room has too many
/// subrooms.
fn check_subrooms(d: &mut Vec<Diagnostic>, rooms: &[RoomCx]) -> bool {
    let mut ok = true;
    let mut counts: HashMap<&[u8], usize> = HashMap::new();
    let mut reported: Vec<&[u8]> = Vec::new();
    for r in rooms {
        if r.room.parent.is_empty() {
            continue;
        }
        let parent = &r.room.parent[..];
        if !rooms
            .iter()
            .any(|p| !p.room.name.is_empty() && p.room.name == parent)
        {
            let mut e = Diagnostic::error(format!("no room is named \"{}\"", text(parent)))
                .at(r.span, "unknown parent room");
            let names: Vec<String> = rooms
                .iter()
                .filter(|p| !p.room.name.is_empty())
                .map(|p| text(&p.room.name))
                .collect();
            if let Some(s) = did_you_mean(&text(parent), names.iter().map(String::as_str)) {
                e = e.help(format!("did you mean \"{s}\"?"));
            } else {
                e = e.help("give the parent room a `NAME:` line");
            }
            d.push(e);
            ok = false;
        }
        let n = counts.entry(parent).or_insert(0);
        *n += 1;
        if *n > MAX_SUBROOMS && !reported.contains(&parent) {
            reported.push(parent);
            d.push(
                Diagnostic::error(format!(
                    "room \"{}\" has more than {MAX_SUBROOMS} subrooms",
                    text(parent)
                ))
                .at(r.span, "one subroom too many"),
            );
            ok = false;
        }
    }
    ok
}
