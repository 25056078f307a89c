//! Pictures of special levels: where NetHack puts each map part on its
//! 80×21 screen, what stands at fixed spots (drawn with the game's default
//! tty glyphs and colours), and what the game picks at random (listed).
//!
//! A preview is built from a compiled model, so what it shows is what the
//! game gets. Walls are shown as the game's wall pass leaves them once the
//! level is laid out: each wall square has its real kind ([`WallKind`]:
//! corners, T-walls, crossings) and the glyph the default symbols give it,
//! and walls with only rock and walls around them become rock. It renders
//! as terminal text ([`LevelPreview::text`], with or without ANSI colours) or as an SVG picture ([`LevelPreview::svg`]) with a
//! legend and a tooltip (`<title>`) on every placed thing. A level compiled
//! from source ([`level`]) notes where each thing comes from, as
//! ` — FILE:LINE` after its description; models alone ([`level343`],
//! [`level36`], for example decoded from `.lev` files) have no lines.
//!
//! ```
//! use dgn_core::{levels, preview, SourceFile, Target};
//!
//! let src = SourceFile::new(
//!     "tiny.des",
//!     br#"MAZE: "tiny", ' '
//! GEOMETRY: center, center
//! MAP
//! ---
//! |.|
//! ---
//! ENDMAP
//! MONSTER: 'D', "red dragon", (1, 1), asleep
//! OBJECT: '(', random, random
//! "#.to_vec(),
//! );
//! let target = Target::nethack_343();
//! let files = levels::compile(&src, &target, &Default::default()).levels.unwrap();
//! let p = preview::level(&files[0], &target);
//! let text = p.text(false);
//! assert!(text.contains("|D|"));
//! // Each thing notes the line of its statement.
//! assert_eq!(p.marks[0].title, r#"MONSTER: 'D', "red dragon", asleep, (1, 1) — tiny.des:8"#);
//! assert_eq!(p.random, ["OBJECT: '(', random kind at a random spot of map part 1 — tiny.des:9"]);
//! assert!(p.svg().starts_with("<svg"));
//! ```
//!
//! A cave the game draws at random over the whole level (`INIT_MAP`, the
//! 3.6 mines-style level init) is shown by one example, drawn by the game's
//! own steps and generator with a fixed seed, and its cells are marked
//! ([`Cell::example`]).
//!
//! NetHack 3.6 levels are programs: the preview runs their straight-line
//! parts (maps, fixed placements) and lists what depends on the game's
//! random numbers or on control flow; what a conditional part places at a
//! fixed spot is also marked there as a possibility ([`Mark::maybe`]).

mod cave;
mod colors;
mod draw;
mod glyphs;
pub mod json;
mod v343;
mod v35;
mod v36;
mod walls;
mod xml;

pub mod chart;
pub use draw::{CELL, MAYBE_OPACITY};
pub use walls::WallKind;

use crate::lev::model::Terrain;
use crate::levels::{LevelFile, Model};
use crate::target::Target;
use walls::Rect;

/// The seed of the example caves drawn for random level fills.
pub(crate) const CAVE_SEED: u32 = 1;

/// Columns of NetHack's map window.
pub const COLS: usize = 80;
/// Rows of NetHack's map window.
pub const ROWS: usize = 21;

/// A tty colour number (0 black .. 15 white, as in NetHack's `color.h`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Color(pub u8);

impl Color {
    /// The colour as red, green, blue, as SVG pictures draw it.
    pub fn rgb(self) -> (u8, u8, u8) {
        glyphs::rgb(self)
    }

    /// The colour as `#rrggbb`, as SVG pictures draw it.
    pub fn hex(self) -> String {
        let (r, g, b) = glyphs::rgb(self);
        format!("#{r:02x}{g:02x}{b:02x}")
    }
}

/// A character in a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Glyph {
    /// The character.
    pub ch: char,
    /// Its colour.
    pub color: Color,
}

impl Glyph {
    /// A glyph.
    pub const fn new(ch: char, color: Color) -> Glyph {
        Glyph { ch, color }
    }
}

/// What a map cell is made of, as far as pictures care (its background).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Ground {
    /// Solid rock, or nothing.
    #[default]
    Stone,
    /// Any wall (secret doors included).
    Wall,
    /// Room floor and floor features (stairs, altars, thrones, ...).
    Floor,
    /// Corridor.
    Corridor,
    /// Doorway, door or drawbridge.
    Door,
    /// Pool, moat or water.
    Water,
    /// Lava.
    Lava,
    /// Tree.
    Tree,
    /// Ice.
    Ice,
    /// Iron bars.
    Bars,
    /// Air of the Plane of Air.
    Air,
    /// Cloud.
    Cloud,
    /// A passage of a maze the game carves at random.
    Maze,
    /// A cell of a random maze that may be wall or passage.
    MazeWall,
    /// Terrain the game draws at random (`INIT_MAP`, level init).
    Random,
    /// A wall of lava (NetHack 3.7).
    LavaWall,
    /// Grass (EvilHack).
    Grass,
    /// Sand (EvilHack).
    Sand,
    /// A dead tree (EvilHack).
    DeadTree,
    /// A forge (EvilHack).
    Forge,
    /// A puddle, shallow water (EvilHack).
    Puddle,
    /// Sewage (EvilHack).
    Sewage,
    /// An ice wall or a crystal ice wall (UnNetHack).
    IceWall,
    /// A bog, a muddy swamp (UnNetHack).
    Bog,
    /// Bare ground, earth (GnollHack).
    Earth,
}

/// One cell of the screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cell {
    /// What the terrain shows.
    pub glyph: Option<Glyph>,
    /// What the cell is made of.
    pub ground: Ground,
    /// Whether the cell is lit.
    pub lit: bool,
    /// Whether the game draws this cell at random (a level-wide cave) and
    /// what is shown is one example of it.
    pub example: bool,
    /// The game's terrain type at the cell, where the preview knows it
    /// (`None`: stone nothing was put on, or terrain the game draws at
    /// random). Walls carry the kind the game's wall pass gives them
    /// (`TlCorner`, `TuWall`, ...; see [`Cell::wall`]).
    pub terrain: Option<Terrain>,
    /// Whether something the game does at random may change the terrain
    /// here: a feature placed at a random spot may land on this floor, a
    /// door may be cut into this wall, a maze or corridor may be carved
    /// through this rock, a random replacement or area covers it. Set by
    /// the previews of NetHack 3.4.3 and 3.6 levels.
    pub unsure: bool,
}

impl Cell {
    /// The kind of wall at this cell, if it is a wall (secret doors and
    /// raised drawbridges are not).
    pub fn wall(&self) -> Option<WallKind> {
        self.terrain.and_then(WallKind::from_terrain)
    }

    /// The background SVG pictures give this cell (red, green, blue).
    pub fn fill_rgb(&self) -> (u8, u8, u8) {
        glyphs::ground_rgb(self.ground, self.lit && self.ground == Ground::Floor)
    }
}

/// Something drawn at a fixed spot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    /// Screen column.
    pub x: u8,
    /// Screen row.
    pub y: u8,
    /// How it shows.
    pub glyph: Glyph,
    /// What it is (`MONSTER`, `OBJECT`, `TRAP`, `DOOR`, ...).
    pub kind: &'static str,
    /// Its full description, for tooltips and lists, for example
    /// `MONSTER: 'D', "red dragon", asleep, (12, 5) — castle.des:93`
    /// (the source and line of its statement, when the preview was made
    /// from a level compiled from source).
    pub title: String,
    /// Whether the thing is placed only when a condition holds (or over
    /// and over in a loop): a possibility, drawn dashed in pictures, left
    /// out of the terminal's map and listed among the random things.
    pub maybe: bool,
}

/// One entry of a picture's legend.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegendEntry {
    /// The swatch's fill: `#rrggbb`, `none` (a dashed box) or an SVG
    /// paint reference.
    pub fill: String,
    /// The glyph drawn on the swatch, for a thing.
    pub glyph: Option<Glyph>,
    /// The words beside it.
    pub text: String,
}

/// A rectangle of the screen with a meaning (a typed room, a lit region).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Area {
    /// Left column.
    pub x1: u8,
    /// Top row.
    pub y1: u8,
    /// Right column (inclusive).
    pub x2: u8,
    /// Bottom row (inclusive).
    pub y2: u8,
    /// What it is.
    pub title: String,
}

/// The picture of one level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelPreview {
    /// The level's name (bytes that are not text shown as escapes).
    pub name: String,
    /// What kind of level it is, its flags, its message.
    pub header: Vec<String>,
    /// The screen, row by row ([`ROWS`] × [`COLS`]).
    pub cells: Vec<Cell>,
    /// Things at fixed spots, in the order the game places them.
    pub marks: Vec<Mark>,
    /// Typed rooms and other marked rectangles.
    pub areas: Vec<Area>,
    /// What the game decides at random, one line each, with the source
    /// and line of its statement as in [`Mark::title`]; the same thing from
    /// several statements is one line with a count and every source line
    /// (`14 × OBJECT: random object ... — Valkyrie.des:229-242`).
    pub random: Vec<String>,
}

impl LevelPreview {
    fn new(name: String) -> LevelPreview {
        LevelPreview {
            name,
            header: Vec::new(),
            cells: vec![Cell::default(); COLS * ROWS],
            marks: Vec::new(),
            areas: Vec::new(),
            random: Vec::new(),
        }
    }

    /// Gathers repeated lines of the random list into one with a count.
    /// Lines that differ only by their source line (` — FILE:LINE`, with
    /// `file` the source's name) gather too, with every line they come from.
    fn group_random(&mut self, file: Option<&str>) {
        // (what, source lines, how many)
        let mut counts: Vec<(String, Vec<u32>, usize)> = Vec::new();
        for entry in self.random.drain(..) {
            let (what, line) = match file.and_then(|f| split_note(&entry, f)) {
                Some((what, line)) => (what.to_string(), Some(line)),
                None => (entry, None),
            };
            match counts.iter_mut().find(|(w, _, _)| *w == what) {
                Some((_, lines, n)) => {
                    *n += 1;
                    lines.extend(line.filter(|l| !lines.contains(l)));
                }
                None => counts.push((what, line.into_iter().collect(), 1)),
            }
        }
        self.random = counts
            .into_iter()
            .map(|(what, lines, n)| {
                let mut out = if n == 1 {
                    what
                } else {
                    format!("{n} × {what}")
                };
                if let (Some(f), false) = (file, lines.is_empty()) {
                    out.push_str(&format!(" — {f}:{}", line_list(&lines)));
                }
                out
            })
            .collect();
    }

    /// The cell at screen column `x`, row `y`.
    pub fn cell(&self, x: usize, y: usize) -> Option<&Cell> {
        (x < COLS && y < ROWS).then(|| &self.cells[y * COLS + x])
    }

    /// The cell at a signed position, if on the screen.
    pub(crate) fn cell_at(&self, x: i32, y: i32) -> Option<&Cell> {
        self.cell(usize::try_from(x).ok()?, usize::try_from(y).ok()?)
    }

    fn cell_mut(&mut self, x: i32, y: i32) -> Option<&mut Cell> {
        let (x, y) = (usize::try_from(x).ok()?, usize::try_from(y).ok()?);
        (x < COLS && y < ROWS).then(|| &mut self.cells[y * COLS + x])
    }

    /// The glyph shown at a cell: the last mark placed there, else the
    /// terrain.
    pub fn shown(&self, x: usize, y: usize) -> Option<Glyph> {
        self.marks
            .iter()
            .rev()
            .find(|m| !m.maybe && usize::from(m.x) == x && usize::from(m.y) == y)
            .map(|m| m.glyph)
            .or_else(|| self.cell(x, y).and_then(|c| c.glyph))
    }

    /// The preview as terminal text: a header, the screen (with ANSI colours
    /// when `color`), then the fixed things and what is random.
    pub fn text(&self, color: bool) -> String {
        use std::fmt::Write;
        let mut out = String::new();
        let _ = writeln!(out, "== {} ==", self.name);
        for h in &self.header {
            let _ = writeln!(out, "{h}");
        }
        // What each cell shows: the last mark placed there, else the terrain.
        let mut grid: Vec<Option<Glyph>> = self.cells.iter().map(|c| c.glyph).collect();
        for m in self.marks.iter().filter(|m| !m.maybe) {
            if let Some(g) = grid.get_mut(usize::from(m.y) * COLS + usize::from(m.x)) {
                *g = Some(m.glyph);
            }
        }
        for y in 0..ROWS {
            let mut line = String::new();
            let mut open: Option<u8> = None;
            let mut pending_spaces = 0;
            for x in 0..COLS {
                let g = grid[y * COLS + x].unwrap_or(Glyph::new(' ', Color(8)));
                if g.ch == ' ' {
                    pending_spaces += 1;
                    continue;
                }
                let code = if color { glyphs::sgr(g.color) } else { None };
                if code != open {
                    if open.is_some() {
                        line.push_str("\x1b[0m");
                    }
                    line.extend(std::iter::repeat_n(' ', pending_spaces));
                    pending_spaces = 0;
                    if let Some(c) = code {
                        let _ = write!(line, "\x1b[{c}m");
                    }
                    open = code;
                } else {
                    line.extend(std::iter::repeat_n(' ', pending_spaces));
                    pending_spaces = 0;
                }
                line.push(g.ch);
            }
            if open.is_some() {
                line.push_str("\x1b[0m");
            }
            out.push_str(&line);
            out.push('\n');
        }
        if !self.areas.is_empty() {
            out.push_str("Rooms and regions:\n");
            for a in &self.areas {
                let _ = writeln!(out, "  {}", a.title);
            }
        }
        // Things placed only under a condition are in the random list.
        if self.marks.iter().any(|m| !m.maybe) {
            out.push_str("At fixed spots (screen column, row):\n");
            for m in self.marks.iter().filter(|m| !m.maybe) {
                let _ = writeln!(out, "  {:>2},{:<2} {}  {}", m.x, m.y, m.glyph.ch, m.title);
            }
        }
        if !self.random.is_empty() {
            out.push_str("Random:\n");
            for r in &self.random {
                let _ = writeln!(out, "  {r}");
            }
        }
        out
    }

    /// The preview as an SVG document: one square cell per screen position,
    /// a legend of the glyphs used, a tooltip on every placed thing and the
    /// list of random things below.
    pub fn svg(&self) -> String {
        draw::level(self)
    }

    /// The legend [`LevelPreview::svg`] draws, entry by entry: the grounds
    /// drawn, the marks for possibilities and examples, then one entry per
    /// look and meaning of the things drawn. No two entries read alike: where
    /// two looks of a thing would (an open door shows `|` in a horizontal
    /// wall and `-` in a vertical one), the words say how they differ.
    pub fn legend(&self) -> Vec<LegendEntry> {
        draw::legend(self)
    }
}

/// Terrain the game may change at random, whatever the map says.
#[derive(Default)]
pub(crate) struct Unsure {
    /// A feature (stairs, an altar, a fountain, ...) lands on floor at a
    /// random or computed spot.
    pub(crate) floor: bool,
    /// A door is cut into a wall at a random or computed spot.
    pub(crate) walls: bool,
    /// A maze or corridor is carved through rock, and walls grow around it.
    pub(crate) rock: bool,
    /// Terrain is set over a random or computed area.
    pub(crate) all: bool,
    /// Spots where a thing under a condition may change the terrain.
    pub(crate) spots: Vec<(i64, i64)>,
    /// Terrain `REPLACE_TERRAIN` may change (of any kind when `None`), in
    /// a rectangle of the screen (anywhere when `None`).
    pub(crate) replaced: Vec<(Option<Terrain>, Option<Rect>)>,
}

/// The kinds of placed things that are terrain in the game.
pub(crate) const TERRAIN_THINGS: &[&str] = &[
    "STAIR",
    "LADDER",
    "ALTAR",
    "GRAVE",
    "FOUNTAIN",
    "SINK",
    "POOL",
    "FORGE",
    "MAGIC_CHEST",
    "PUDDLE",
    "SEWAGE",
    "VENT",
    "TOILET",
];

impl Unsure {
    /// Marks the cells of `p` whose terrain the game may change at random.
    pub(super) fn mark(self, p: &mut LevelPreview) {
        let u = self;
        for (x, y) in &u.spots {
            if let Some(c) = p.cell_mut(*x as i32, *y as i32) {
                c.unsure = true;
            }
        }
        for (i, c) in p.cells.iter_mut().enumerate() {
            let (x, y) = ((i % COLS) as i32, (i / COLS) as i32);
            let t = c.terrain;
            let floor = matches!(t, Some(Terrain::Room | Terrain::Corr));
            let rock = matches!(t, Some(Terrain::Stone) | None);
            let wall = c.ground == Ground::Wall || c.ground == Ground::Door;
            let replaced = u.replaced.iter().any(|(from, r)| {
                from.is_none_or(|f| Some(f) == t)
                    && r.is_none_or(|r| (r.x1..=r.x2).contains(&x) && (r.y1..=r.y2).contains(&y))
            });
            if u.all
                || replaced
                || (u.floor && floor)
                || (u.walls && wall)
                || (u.rock && (rock || wall))
            {
                c.unsure = true;
            }
        }
    }
}

/// The release whose display rules apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Version {
    V343,
    V36,
}

/// The source file of a level and the lines of its items, for the
/// previews' ` — FILE:LINE` notes.
pub(crate) struct Origin<'a, L> {
    file: &'a str,
    lines: &'a L,
}

impl<L> Clone for Origin<'_, L> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<L> Copy for Origin<'_, L> {}

impl<L> Origin<'_, L> {
    /// ` — FILE:LINE` for an item from `line`; nothing without a line.
    fn note(&self, line: Option<u32>) -> String {
        match line {
            Some(l) if l > 0 => format!(" — {}:{l}", self.file),
            _ => String::new(),
        }
    }
}

/// An entry of the random list split into what it says and its source
/// line, when it ends with ` — FILE:LINE`.
fn split_note<'a>(entry: &'a str, file: &str) -> Option<(&'a str, u32)> {
    let (what, tail) = entry.rsplit_once(" — ")?;
    let line = tail.strip_prefix(file)?.strip_prefix(':')?;
    Some((what, line.parse().ok()?))
}

/// Source lines as a list, with runs of three or more consecutive lines as
/// ranges: `12,14,20-25` (the lines as given, which are sorted).
///
/// ```
/// assert_eq!(dgn_core::preview::line_list(&[12, 14, 20, 21, 22]), "12,14,20-22");
/// ```
pub fn line_list(lines: &[u32]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let mut j = i;
        while j + 1 < lines.len() && lines[j + 1] == lines[j].wrapping_add(1) {
            j += 1;
        }
        if j >= i + 2 {
            out.push(format!("{}-{}", lines[i], lines[j]));
        } else {
            out.extend(lines[i..=j].iter().map(u32::to_string));
        }
        i = j + 1;
    }
    out.join(",")
}

/// ` — FILE:LINE` when the source and the line are known.
pub(crate) fn note<L>(origin: Option<Origin<'_, L>>, line: Option<u32>) -> String {
    origin.map_or(String::new(), |o| o.note(line))
}

/// The preview of a compiled level. A level compiled from source notes
/// where each placed or listed thing comes from (` — castle.des:93`, the
/// source's name and the line of its statement).
pub fn level(file: &LevelFile, target: &Target) -> LevelPreview {
    use crate::levels::Lines;
    let origin = file.origins.as_ref();
    let source = origin.map(|o| &*o.file);
    let mut p = match &file.model {
        Model::V343(l) => {
            let o = origin.and_then(|o| match &o.lines {
                Lines::V343(lines) => Some(Origin {
                    file: &o.file,
                    lines,
                }),
                Lines::V36(_) => None,
            });
            v343::build(l, &file.name, target, o)
        }
        Model::V36(l) => {
            let o = origin.and_then(|o| match &o.lines {
                Lines::V36(lines) => Some(Origin {
                    file: &o.file,
                    lines,
                }),
                Lines::V343(_) => None,
            });
            v36::build(l, &file.name, target, o)
        }
        Model::V35(l) => v35::build(l, &file.name),
    };
    p.group_random(source);
    p
}

/// The preview of a NetHack 3.4.3 level (`name` names it, since a decoded
/// model has none), without source lines.
pub fn level343(level: &crate::lev::model::Level, name: &str, target: &Target) -> LevelPreview {
    let mut p = v343::build(level, name, target, None);
    p.group_random(None);
    p
}

/// The preview of a NetHack 3.6 level program, without source lines.
pub fn level36(level: &crate::lev36::Level, name: &str, target: &Target) -> LevelPreview {
    let mut p = v36::build(level, name, target, None);
    p.group_random(None);
    p
}

/// Drawing a picture cell by cell, for level sources this crate does not
/// compile itself (NetHack 3.7's `.lua` levels, run by `dgn-lua`). Cells
/// and marks take the looks of NetHack 3.6 and later.
impl LevelPreview {
    /// A picture of solid rock named `name`, with nothing placed.
    pub fn blank(name: impl Into<String>) -> LevelPreview {
        LevelPreview::new(name.into())
    }

    /// Puts terrain `t` at screen column `x`, row `y` (ignored off the
    /// screen), with its glyph and ground.
    pub fn put_terrain(&mut self, x: i32, y: i32, t: Terrain, lit: bool) {
        walls::put(self, x, y, t, Version::V36);
        if let Some(c) = self.cell_mut(x, y) {
            c.lit |= lit;
        }
    }

    /// Marks the cell at `x`, `y` as terrain the game draws at random.
    pub fn put_random(&mut self, x: i32, y: i32) {
        if let Some(c) = self.cell_mut(x, y) {
            *c = Cell {
                glyph: Some(Glyph::new('?', Color(8))),
                ground: Ground::Random,
                ..Cell::default()
            };
        }
    }

    /// Marks the cell at `x`, `y` as one example of what the game builds
    /// there: its terrain stays drawn, hatched, but it is not certain
    /// (something the game places at random may land on it).
    pub fn put_example(&mut self, x: i32, y: i32) {
        if let Some(c) = self.cell_mut(x, y) {
            c.example = true;
        }
    }

    /// Gives every wall its shape (corners, T-walls, crossings) and turns
    /// walls with only rock and walls around them into rock, as the game's
    /// wall pass does once a level is laid out.
    pub fn finish_walls(&mut self) {
        walls::wallify_level(self);
    }

    /// Gathers repeated lines of [`LevelPreview::random`] into one with a
    /// count, merging their ` — FILE:LINE` notes when `file` names the
    /// source.
    pub fn group_random_lines(&mut self, file: Option<&str>) {
        self.group_random(file);
    }
}

/// The glyph NetHack 3.6 shows for a trap called `name` in level files
/// (`"magic portal"`, `"web"`, ...; `None` or an unknown name: a trap of
/// random kind).
pub fn trap_glyph(name: Option<&str>) -> Glyph {
    glyphs::trap(name.and_then(|n| crate::lev::model::TrapKind::from_name(n.as_bytes())))
}

/// The glyph of monster `name` of class letter `class`, with NetHack
/// 3.6.7's colour for the name when it knows it (white otherwise).
pub fn monster_glyph(name: &str, class: u8) -> Glyph {
    let target = Target::nethack_367();
    let color = target
        .catalog
        .monster_id(name.as_bytes(), None)
        .map_or(Color(7), |i| {
            glyphs::monster_color(&target.catalog, i, Version::V36)
        });
    Glyph::new(char::from(class), color)
}

/// The glyph of object `name` of class symbol `class`, with NetHack
/// 3.6.7's colour for the name when it knows it (white otherwise).
pub fn object_glyph(name: &str, class: u8) -> Glyph {
    let target = Target::nethack_367();
    let color = target
        .catalog
        .object_id(name.as_bytes(), None)
        .map_or(Color(7), |i| {
            glyphs::object_color(&target.catalog, i, Version::V36)
        });
    Glyph::new(char::from(class), color)
}
