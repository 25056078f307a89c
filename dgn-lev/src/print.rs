//! Printing a model level as canonical 3.4.3 `.des` source.
//!
//! The text compiles back to the same model, and so to the same `.lev`
//! bytes. It is laid out in the order the language wants: the level line,
//! `FLAGS`, `INIT_MAP`, the `MESSAGE` lines, then for a maze level each map
//! part (its `GEOMETRY` and map, or `NOMAP`; its register lists; then its
//! contents, one kind after another), and for a room level its register
//! lists, each room followed by its contents, and the corridors.
//!
//! Some things the source only reaches indirectly:
//! - A map is printed as it ends up after any `WALLIFY`: the walls that
//!   `WALLIFY` draws are ordinary map characters, so the statement itself is
//!   never needed.
//! - `RANDOM_OBJECTS` and `RANDOM_MONSTERS` are stored in reverse source
//!   order, so they are printed reversed; `RANDOM_PLACES` is stored as
//!   written.
//! - Monster and object kinds are stored as table indices; they are printed
//!   as catalog names, and only when the name finds the same index under the
//!   lookup rules of NetHack 3.4.3's lev_comp (class-restricted, first
//!   match).
//! - The file has no level name; the caller supplies it.

use super::model::{
    Alignment, AltarKind, Appearance, Area, ClassSel, Containment, Coord, CorpseSel, Corridor,
    CorridorEnd, CurseState, Direction, DoorState, EngravingKind, HAlign, LevArea, LevRegionKind,
    Level, LevelBody, Light, MapGrid, Maze, MazePart, Monster, Object, Room, RoomLevel, RoomType,
    Terrain, TrapKind, VAlign, MAX_REGISTERS,
};
use crate::family::Family343;
use dgn_common::catalog::{class_arg, Catalog};
use dgn_common::source::show_bytes;
use dgn_common::target::Target;

pub use dgn_common::binary::PrintError;

/// The longest level name lev_comp accepts.
const NAME_MAX: usize = 8;
/// The longest first `MESSAGE` line (the buffer also needs room for the
/// separator the check counts).
const FIRST_MESSAGE_MAX: usize = 254;
/// The longest message in all.
const MESSAGE_MAX: usize = 255;

/// The map characters, in the order they are tried when printing a terrain.
const MAP_CHARS: &[u8] = b" #.-|+ABCSH{\\K}PLIWTF";

fn fail<T>(msg: impl Into<String>) -> Result<T, PrintError> {
    Err(PrintError(msg.into()))
}

/// The map character that draws `t`, if there is one.
pub fn map_char(t: Terrain) -> Option<u8> {
    MAP_CHARS
        .iter()
        .copied()
        .find(|&c| Terrain::from_map_char(c) == Some(t))
}

fn terrain_char(t: Terrain, what: &str) -> Result<u8, PrintError> {
    map_char(t).ok_or_else(|| {
        PrintError(format!(
            "{what}: terrain {t:?} (code {}) has no map character",
            t.code()
        ))
    })
}

/// Checks that `name` can be the name of a level in source.
fn check_name(name: &str) -> Result<(), PrintError> {
    let ok = !name.is_empty()
        && name.len() <= NAME_MAX
        && name
            .bytes()
            .all(|b| b.is_ascii_graphic() && !matches!(b, b'/' | b'\\' | b'.' | b':' | b'"'));
    if ok {
        Ok(())
    } else {
        fail(format!(
            "level name {name:?} cannot be written: a name is 1 to {NAME_MAX} printable ASCII bytes without `/`, `\\`, `.`, `:` or `\"`"
        ))
    }
}

struct Printer<'a> {
    out: Vec<u8>,
    cat: &'a Catalog,
    /// The variant's dialect (`None`: NetHack 3.4.3's).
    fam: Option<&'static Family343>,
}

impl Printer<'_> {
    /// The map character of a terrain in the dialect.
    fn tchar(&self, t: Terrain, what: &str) -> Result<u8, PrintError> {
        let Some(f) = self.fam else {
            return terrain_char(t, what);
        };
        MAP_CHARS
            .iter()
            .copied()
            .chain(f.map_chars.iter().map(|&(c, _)| c))
            .find(|&c| f.map_char(c) == Some(t))
            .ok_or_else(|| PrintError(format!("{what}: terrain {t:?} has no map character")))
    }

    fn s(&mut self, text: &str) {
        self.out.extend_from_slice(text.as_bytes());
    }

    fn nl(&mut self) {
        self.out.push(b'\n');
    }

    /// A string literal: any bytes but `"` and NUL.
    fn string(&mut self, s: &[u8], what: &str) -> Result<(), PrintError> {
        if let Some(b) = s.iter().find(|&&b| b == b'"' || b == 0) {
            let byte = if *b == 0 { "a NUL byte" } else { "a `\"`" };
            return fail(format!(
                "{what}: the text `{}` contains {byte}, which no string literal can hold",
                show_bytes(s)
            ));
        }
        self.out.push(b'"');
        self.out.extend_from_slice(s);
        self.out.push(b'"');
        Ok(())
    }

    /// A character literal.
    fn chr(&mut self, c: u8, what: &str) -> Result<(), PrintError> {
        match c {
            0 | b'\n' => {
                return fail(format!(
                    "{what}: byte {c:#04x} cannot be written as a character literal"
                ))
            }
            b'\'' | b'\\' => self.out.extend_from_slice(&[b'\'', b'\\', c, b'\'']),
            _ => self.out.extend_from_slice(&[b'\'', c, b'\'']),
        }
        Ok(())
    }

    fn coord(&mut self, c: Coord, what: &str) -> Result<(), PrintError> {
        match c {
            Coord::Random => self.s("random"),
            Coord::Place(i) if i < MAX_REGISTERS => self.s(&format!("place[{i}]")),
            Coord::Place(i) => {
                return fail(format!(
                    "{what}: register place[{i}] is out of range (0..={})",
                    MAX_REGISTERS - 1
                ))
            }
            Coord::PlaceIn { list, index }
                if list < MAX_REGISTERS && index < MAX_REGISTERS && self.is_slashem() =>
            {
                self.s(&format!("place[{list}][{index}]"));
            }
            Coord::InRegion(i) if i < MAX_REGISTERS && self.is_slashem() => {
                self.s(&format!("region[{i}]"));
            }
            Coord::PlaceIn { .. } | Coord::InRegion(_) => {
                return fail(format!(
                    "{what}: {c:?} is no coordinate of this dialect (SLASH'EM's place lists and random regions)"
                ))
            }
            Coord::At { x, y } if x >= 0 && y >= 0 => self.s(&format!("({x},{y})")),
            Coord::At { x, y } => {
                return fail(format!(
                    "{what}: position ({x},{y}) is negative, which source cannot give"
                ))
            }
        }
        Ok(())
    }

    /// Whether the dialect is SLASH'EM's.
    fn is_slashem(&self) -> bool {
        self.fam.is_some_and(Family343::is_slashem)
    }

    /// A position of a content statement: rooms have no `place[i]`.
    fn at(&mut self, c: Coord, regs: &Regs, what: &str) -> Result<(), PrintError> {
        if !regs.places && matches!(c, Coord::Place(_) | Coord::PlaceIn { .. }) {
            return fail(format!(
                "{what}: `place[i]` is used in a room, which has no place registers"
            ));
        }
        self.coord(c, what)
    }

    fn area(&mut self, a: Area) {
        self.s(&format!("({},{},{},{})", a.x1, a.y1, a.x2, a.y2));
    }

    fn lev_area(&mut self, a: LevArea) {
        if a.whole_level {
            self.s("levregion");
        }
        self.area(a.area);
    }

    fn light(&mut self, l: Light) {
        self.s(match l {
            Light::Lit => "lit",
            Light::Unlit => "unlit",
            Light::Random => "random",
        });
    }

    fn chance(&mut self, chance: u8, what: &str) -> Result<(), PrintError> {
        match chance {
            100 => {}
            1..=99 => self.s(&format!(" [{chance}%]")),
            _ => {
                return fail(format!(
                    "{what}: chance {chance} is not a percentage from 1 to 100"
                ))
            }
        }
        Ok(())
    }

    fn alignment(&mut self, a: Alignment, what: &str) -> Result<(), PrintError> {
        let word = match a {
            Alignment::None => "noalign",
            Alignment::Chaotic => "chaos",
            Alignment::Neutral => "neutral",
            Alignment::Lawful => "law",
            Alignment::CoAligned => "coaligned",
            Alignment::NonCoAligned => "noncoaligned",
            Alignment::Random => "random",
            Alignment::Register(i) if i < 3 => {
                self.s(&format!("align[{i}]"));
                return Ok(());
            }
            Alignment::Register(i) => {
                return fail(format!(
                    "{what}: register align[{i}] is out of range (0..=2)"
                ))
            }
        };
        self.s(word);
        Ok(())
    }

    fn class(
        &mut self,
        c: ClassSel,
        kind: &str,
        count: usize,
        what: &str,
    ) -> Result<(), PrintError> {
        match c {
            ClassSel::Random => self.s("random"),
            ClassSel::Class(ch) => self.chr(ch, what)?,
            ClassSel::Register(i) if usize::from(i) < count => self.s(&format!("{kind}[{i}]")),
            ClassSel::Register(i) => {
                return fail(format!(
                    "{what}: register {kind}[{i}] is beyond the {count} entries of the random {kind}s list"
                ))
            }
        }
        Ok(())
    }

    fn class_list(&mut self, keyword: &str, list: &[u8], what: &str) -> Result<(), PrintError> {
        if list.is_empty() {
            return Ok(());
        }
        if list.len() > usize::from(MAX_REGISTERS) {
            return fail(format!(
                "{what}: {} entries; a register list holds at most {MAX_REGISTERS}",
                list.len()
            ));
        }
        self.s(keyword);
        self.s(": ");
        // Stored in reverse source order.
        for (i, &c) in list.iter().rev().enumerate() {
            if i > 0 {
                self.s(", ");
            }
            self.chr(c, what)?;
        }
        self.nl();
        Ok(())
    }

    fn header(&mut self, level: &Level) -> Result<(), PrintError> {
        let f = level.flags;
        let words: Vec<&str> = [
            (f.noteleport, "noteleport"),
            (f.hardfloor, "hardfloor"),
            (f.nommap, "nommap"),
            (f.shortsighted, "shortsighted"),
            (f.arboreal, "arboreal"),
        ]
        .into_iter()
        .filter(|(on, _)| *on)
        .map(|(_, w)| w)
        .chain(
            self.fam
                .map_or(&[][..], |fam| fam.flags)
                .iter()
                .filter(|&&(_, v)| f.variant & i64::from(v) != 0)
                .map(|&(w, _)| w),
        )
        .collect();
        let known = self.fam.map_or(0, |fam| {
            fam.flags.iter().fold(0, |b, &(_, v)| b | i64::from(v))
        });
        if f.variant & !known != 0 {
            return fail(format!(
                "level flags {:#x} have no keyword in this dialect",
                f.variant & !known
            ));
        }
        if !words.is_empty() {
            self.s(&format!("FLAGS: {}\n", words.join(", ")));
        }
        if let Some(init) = &level.init {
            if init.joined
                && !matches!(init.fg, Terrain::Room | Terrain::Corr)
                && !self.fam.is_some_and(|f| f.joined_floors.contains(&init.fg))
            {
                return fail(format!(
                    "INIT_MAP: a joined map needs floor or corridor as foreground, not {:?}",
                    init.fg
                ));
            }
            self.s("INIT_MAP: ");
            let fg = self.tchar(init.fg, "INIT_MAP foreground")?;
            let bg = self.tchar(init.bg, "INIT_MAP background")?;
            self.chr(fg, "INIT_MAP")?;
            self.s(", ");
            self.chr(bg, "INIT_MAP")?;
            let b = |v: bool| if v { "true" } else { "false" };
            self.s(&format!(", {}, {}, ", b(init.smoothed), b(init.joined)));
            self.light(init.lit);
            self.s(match init.walled {
                None => ", random\n",
                Some(true) => ", true\n",
                Some(false) => ", false\n",
            });
        }
        self.message(&level.message)
    }

    /// The `MESSAGE` lines: one per line of the message, except that lines
    /// before the first non-empty one stay in the first string (an empty
    /// first `MESSAGE` adds no line break).
    fn message(&mut self, msg: &[u8]) -> Result<(), PrintError> {
        if msg.is_empty() {
            return Ok(());
        }
        if msg.len() > MESSAGE_MAX {
            return fail(format!(
                "the message is {} bytes long; the limit is {MESSAGE_MAX}",
                msg.len()
            ));
        }
        let first_end = match msg.iter().position(|&b| b != b'\n') {
            None => msg.len(),
            Some(start) => msg[start..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(msg.len(), |p| start + p),
        };
        let (first, rest) = msg.split_at(first_end);
        if first.len() > FIRST_MESSAGE_MAX {
            return fail(format!(
                "the first line of the message is {} bytes long; a first MESSAGE line holds at most {FIRST_MESSAGE_MAX}",
                first.len()
            ));
        }
        self.s("MESSAGE: ");
        self.string(first, "message")?;
        self.nl();
        if let Some(rest) = rest.strip_prefix(b"\n") {
            for line in rest.split(|&b| b == b'\n') {
                self.s("MESSAGE: ");
                self.string(line, "message")?;
                self.nl();
            }
        }
        Ok(())
    }

    // -----------------------------------------------------------------
    // Maze levels
    // -----------------------------------------------------------------

    fn maze(&mut self, maze: &Maze, has_init: bool) -> Result<(), PrintError> {
        if maze.parts.is_empty() {
            return fail("a maze level needs at least one map part");
        }
        for (pi, part) in maze.parts.iter().enumerate() {
            self.nl();
            self.part(part, has_init, &format!("part {}", pi + 1))?;
        }
        Ok(())
    }

    fn map(&mut self, p: &MazePart, has_init: bool, here: &str) -> Result<(), PrintError> {
        let m: &MapGrid = &p.map;
        let stored = m.cells_stored(has_init);
        let is_nomap = p.halign == HAlign::Left
            && p.valign == VAlign::Top
            && m.width == 1
            && m.height == 1
            && (!stored || m.rows == [vec![Terrain::Stone]]);
        if is_nomap {
            self.s("NOMAP\n");
            return Ok(());
        }
        if m.width == 0 || m.height == 0 {
            return fail(format!("{here}: a map without cells cannot be written"));
        }
        let rows: Vec<Vec<u8>> = if stored {
            if m.rows.len() != usize::from(m.height) {
                return fail(format!(
                    "{here}: the map has {} rows but its height is {}",
                    m.rows.len(),
                    m.height
                ));
            }
            let mut rows = Vec::new();
            for (ri, row) in m.rows.iter().enumerate() {
                if row.len() != usize::from(m.width) {
                    return fail(format!(
                        "{here}: map row {} has {} cells but the width is {}",
                        ri + 1,
                        row.len(),
                        m.width
                    ));
                }
                let mut line = Vec::with_capacity(row.len());
                for &t in row {
                    line.push(self.tchar(t, here)?);
                }
                rows.push(line);
            }
            rows
        } else {
            // A 1×1 map under INIT_MAP: its cell is not stored.
            vec![vec![b' ']]
        };
        let h = match p.halign {
            HAlign::Left => "left",
            HAlign::HalfLeft => "half-left",
            HAlign::Center => "center",
            HAlign::HalfRight => "half-right",
            HAlign::Right => "right",
        };
        let v = match p.valign {
            VAlign::Top => "top",
            VAlign::Center => "center",
            VAlign::Bottom => "bottom",
        };
        self.s(&format!("GEOMETRY:{h},{v}\nMAP\n"));
        // Trailing blanks are dropped, except on the first row when no row
        // would otherwise show the full width.
        let width = usize::from(m.width);
        let trimmed = |r: &[u8]| r.len() - r.iter().rev().take_while(|&&b| b == b' ').count();
        let keep_first = rows.iter().all(|r| trimmed(r) < width);
        for (i, r) in rows.iter().enumerate() {
            let n = if i == 0 && keep_first {
                r.len()
            } else {
                trimmed(r)
            };
            self.out.extend_from_slice(&r[..n]);
            self.nl();
        }
        self.s("ENDMAP\n");
        Ok(())
    }

    fn part(&mut self, p: &MazePart, has_init: bool, here: &str) -> Result<(), PrintError> {
        self.map(p, has_init, here)?;
        self.class_list(
            "RANDOM_OBJECTS",
            &p.random_objects,
            &format!("{here}, random objects"),
        )?;
        let slashem = self.is_slashem();
        if !p.place_lists.is_empty() && (!slashem || p.random_places.is_empty()) {
            return fail(format!(
                "{here}: place lists after the first need SLASH'EM and a first list"
            ));
        }
        for (li, list) in std::iter::once(&p.random_places)
            .chain(&p.place_lists)
            .enumerate()
        {
            if list.is_empty() {
                if li == 0 {
                    continue;
                }
                return fail(format!("{here}, place list {li}: no entries"));
            }
            if list.len() > usize::from(MAX_REGISTERS) || li >= usize::from(MAX_REGISTERS) {
                return fail(format!(
                    "{here}, random places: {} entries; a register list holds at most {MAX_REGISTERS}",
                    list.len()
                ));
            }
            let mut parts = Vec::new();
            for pt in list {
                if slashem && pt.x == -1 && pt.y == -1 {
                    parts.push("none".to_string());
                    continue;
                }
                if pt.x < 0 || pt.y < 0 {
                    return fail(format!(
                        "{here}, random places: ({},{}) is negative, which source cannot give",
                        pt.x, pt.y
                    ));
                }
                parts.push(format!("({},{})", pt.x, pt.y));
            }
            if li == 0 {
                self.s(&format!("RANDOM_PLACES: {}\n", parts.join(", ")));
            } else {
                self.s(&format!("RANDOM_PLACES[{li}]: {}\n", parts.join(", ")));
            }
        }
        if !p.random_regions.is_empty() && !slashem {
            return fail(format!("{here}: random regions are SLASH'EM's"));
        }
        if p.random_regions.len() >= usize::from(MAX_REGISTERS) {
            return fail(format!(
                "{here}: {} random regions; a map part has at most {}",
                p.random_regions.len(),
                MAX_REGISTERS - 1
            ));
        }
        for (i, r) in p.random_regions.iter().enumerate() {
            if r.kind != LevRegionKind::DownStair || !r.name.is_empty() {
                return fail(format!(
                    "{here}, random region {i}: has a kind or name, which source cannot give"
                ));
            }
            self.s(&format!("RANDOM_REGION[{i}]: "));
            self.lev_area(r.area);
            self.s(", ");
            self.lev_area(r.exclude);
            self.nl();
        }
        self.class_list(
            "RANDOM_MONSTERS",
            &p.random_monsters,
            &format!("{here}, random monsters"),
        )?;
        let regs = Regs {
            objects: p.random_objects.len(),
            monsters: p.random_monsters.len(),
            places: true,
        };
        let at = |what: &str, i: usize| format!("{here}, {what} {}", i + 1);

        for (i, r) in p.lregions.iter().enumerate() {
            let what = at("level region", i);
            if r.kind != LevRegionKind::Portal && !r.name.is_empty() {
                return fail(format!("{what}: only a portal region carries a level name"));
            }
            let kw = match r.kind {
                LevRegionKind::DownStair | LevRegionKind::UpStair => "STAIR",
                LevRegionKind::Portal => "PORTAL",
                LevRegionKind::Branch => "BRANCH",
                LevRegionKind::Tele | LevRegionKind::UpTele | LevRegionKind::DownTele => {
                    "TELEPORT_REGION"
                }
            };
            self.s(kw);
            self.s(": ");
            self.lev_area(r.area);
            self.s(", ");
            self.lev_area(r.exclude);
            match r.kind {
                LevRegionKind::DownStair | LevRegionKind::DownTele => self.s(", down"),
                LevRegionKind::UpStair | LevRegionKind::UpTele => self.s(", up"),
                LevRegionKind::Portal => {
                    self.s(", ");
                    self.string(&r.name, &what)?;
                }
                LevRegionKind::Branch | LevRegionKind::Tele => {}
            }
            self.nl();
        }
        for (i, r) in p.regions.iter().enumerate() {
            let what = at("region", i);
            self.s("REGION: ");
            self.area(r.area);
            self.s(", ");
            self.light(r.lit);
            self.s(", ");
            self.room_type(r.room_type, &what)?;
            if r.irregular {
                self.s(if r.unfilled {
                    ", unfilled, true"
                } else {
                    ", filled, true"
                });
            } else if r.unfilled {
                self.s(", unfilled");
            }
            self.nl();
        }
        for a in &p.non_diggable {
            self.s("NON_DIGGABLE: ");
            self.area(*a);
            self.nl();
        }
        for a in &p.non_passwall {
            self.s("NON_PASSWALL: ");
            self.area(*a);
            self.nl();
        }
        for (i, d) in p.doors.iter().enumerate() {
            self.s("DOOR: ");
            self.door_state(d.state);
            self.s(", ");
            self.coord(d.at, &at("door", i))?;
            self.door_text(d.text, &at("door", i))?;
            self.nl();
        }
        for (i, d) in p.drawbridges.iter().enumerate() {
            self.s("DRAWBRIDGE: ");
            self.coord(d.at, &at("drawbridge", i))?;
            self.s(&format!(
                ", {}, {}\n",
                direction(d.dir),
                if d.open { "open" } else { "closed" }
            ));
        }
        for (i, w) in p.walks.iter().enumerate() {
            self.s("MAZEWALK: ");
            self.coord(w.at, &at("mazewalk", i))?;
            self.s(&format!(", {}\n", direction(w.dir)));
        }
        for (i, s) in p.ladders.iter().enumerate() {
            self.s("LADDER: ");
            self.coord(s.at, &at("ladder", i))?;
            self.s(if s.up { ", up\n" } else { ", down\n" });
        }
        self.contents(
            &Contents {
                stairs: &p.stairs,
                altars: &p.altars,
                fountains: &p.fountains,
                forges: &p.forges,
                sinks: &[],
                pools: &[],
                traps: &p.traps,
                monsters: &p.monsters,
                objects: &p.objects,
                gold: &p.gold,
                engravings: &p.engravings,
            },
            &regs,
            here,
        )
    }

    /// dNetHack's door text, as a trailing `, n`; SLASH'EM's door key, as
    /// a trailing `, "artifact"`.
    fn door_text(&mut self, text: i16, what: &str) -> Result<(), PrintError> {
        if let Some(s) = self.fam.and_then(|f| f.slashem) {
            if text != 0 {
                let Some(name) = usize::try_from(text).ok().and_then(|i| s.artifacts.get(i)) else {
                    return fail(format!(
                        "{what}: door key {text} is no artifact of the game"
                    ));
                };
                self.s(", ");
                self.string(name.as_bytes(), what)?;
            }
            return Ok(());
        }
        if text != 0 {
            if self.fam.is_none() {
                return fail(format!("{what}: a door text ({text}) is dNetHack's"));
            }
            self.s(&format!(", {text}"));
        }
        Ok(())
    }

    fn door_state(&mut self, s: DoorState) {
        self.s(match s {
            DoorState::NoDoor => "nodoor",
            DoorState::Broken => "broken",
            DoorState::Open => "open",
            DoorState::Closed => "closed",
            DoorState::Locked => "locked",
            DoorState::Random => "random",
        });
    }

    fn room_type(&mut self, t: Option<RoomType>, what: &str) -> Result<(), PrintError> {
        match t {
            None => self.s("random"),
            Some(t) => {
                let name = match self.fam {
                    Some(f) => f
                        .room_types
                        .iter()
                        .find(|&&(_, rt, _)| rt == t)
                        .map(|&(n, _, _)| n),
                    None => RoomType::NAMED
                        .iter()
                        .find(|(_, rt)| *rt == t)
                        .map(|(n, _)| *n),
                }
                .ok_or_else(|| PrintError(format!("{what}: room type {t:?} has no name")))?;
                self.s(&format!("\"{name}\""));
            }
        }
        Ok(())
    }

    // -----------------------------------------------------------------
    // Contents shared by map parts and rooms
    // -----------------------------------------------------------------

    fn contents(&mut self, c: &Contents<'_>, regs: &Regs, here: &str) -> Result<(), PrintError> {
        let at = |what: &str, i: usize| format!("{here}, {what} {}", i + 1);
        for (i, s) in c.stairs.iter().enumerate() {
            self.s("STAIR: ");
            self.at(s.at, regs, &at("stair", i))?;
            self.s(if s.up { ", up\n" } else { ", down\n" });
        }
        for (i, a) in c.altars.iter().enumerate() {
            let what = at("altar", i);
            self.s("ALTAR: ");
            self.at(a.at, regs, &what)?;
            self.s(", ");
            self.alignment(a.align, &what)?;
            self.s(match a.kind {
                AltarKind::Altar => ", altar",
                AltarKind::Shrine => ", shrine",
                AltarKind::Sanctum => ", sanctum",
                AltarKind::Random => ", random",
            });
            if a.god != 0 {
                let i = usize::try_from(a.god - 1)
                    .ok()
                    .filter(|_| self.fam.is_some_and(|f| f.not_d));
                let name: Option<Vec<u8>> = i.and_then(|i| {
                    if self.cat.gods().is_empty() {
                        crate::family::NOTD_GODS
                            .get(i)
                            .map(|n| n.as_bytes().to_vec())
                    } else {
                        self.cat.gods().get(i).cloned()
                    }
                });
                let name =
                    name.ok_or_else(|| PrintError(format!("{what}: god {} has no name", a.god)))?;
                self.s(", ");
                self.string(&name, &what)?;
            }
            self.nl();
        }
        for (kw, list, what) in [
            ("FOUNTAIN", c.fountains, "fountain"),
            ("FORGE", c.forges, "forge"),
            ("SINK", c.sinks, "sink"),
            ("POOL", c.pools, "pool"),
        ] {
            for (i, f) in list.iter().enumerate() {
                self.s(kw);
                self.s(": ");
                self.at(*f, regs, &at(what, i))?;
                self.nl();
            }
        }
        for (i, t) in c.traps.iter().enumerate() {
            let what = at("trap", i);
            self.s("TRAP");
            self.chance(t.chance, &what)?;
            self.s(": ");
            match t.kind {
                None => self.s("random"),
                Some(k) => {
                    let name = match self.fam {
                        Some(f) => f
                            .extra_traps
                            .iter()
                            .find(|&&(_, t, _)| t == k)
                            .map_or_else(|| trap_name(k), |&(n, _, _)| n),
                        None => trap_name(k),
                    };
                    self.s(&format!("\"{name}\""));
                }
            }
            self.s(", ");
            self.at(t.at, regs, &what)?;
            self.nl();
        }
        for (i, m) in c.monsters.iter().enumerate() {
            self.monster(m, regs, &at("monster", i))?;
        }
        for (i, o) in c.objects.iter().enumerate() {
            self.object(o, regs, &at("object", i))?;
        }
        for (i, g) in c.gold.iter().enumerate() {
            self.s("GOLD: ");
            if g.amount == -1 {
                self.s("random");
            } else {
                self.s(&g.amount.to_string());
            }
            self.s(", ");
            self.at(g.at, regs, &at("gold pile", i))?;
            self.nl();
        }
        for (i, e) in c.engravings.iter().enumerate() {
            let what = at("engraving", i);
            self.s("ENGRAVING: ");
            self.at(e.at, regs, &what)?;
            self.s(match e.kind {
                EngravingKind::Dust => ", dust, ",
                EngravingKind::Engrave => ", engrave, ",
                EngravingKind::Burn => ", burn, ",
                EngravingKind::Mark => ", mark, ",
                EngravingKind::Scrawl if self.is_slashem() => ", scrawl, ",
                EngravingKind::Scrawl => {
                    return fail(format!("{what}: a scrawled engraving is SLASH'EM's"))
                }
                EngravingKind::Random => ", random, ",
            });
            self.string(&e.text, &what)?;
            self.nl();
        }
        Ok(())
    }

    fn monster(&mut self, m: &Monster, regs: &Regs, what: &str) -> Result<(), PrintError> {
        self.s("MONSTER");
        self.chance(m.chance, what)?;
        self.s(": ");
        self.class(m.class, "monster", regs.monsters, what)?;
        self.s(", ");
        match m.id {
            None => self.s("random"),
            Some(id) => {
                let name = monster_name(self.cat, id, class_arg(i64::from(m.class.code())), what)?;
                self.string(&name, what)?;
            }
        }
        self.s(", ");
        self.at(m.at, regs, what)?;
        if !m.name.is_empty() {
            self.s(", ");
            self.string(&m.name, what)?;
        }
        if let Some(p) = m.peaceful {
            self.s(if p { ", peaceful" } else { ", hostile" });
        }
        if let Some(a) = m.asleep {
            self.s(if a { ", asleep" } else { ", awake" });
        }
        if let Some(a) = m.align {
            self.s(", ");
            self.alignment(a, what)?;
        }
        match m.appear {
            Appearance::Itself => {
                if !m.appear_as.is_empty() {
                    return fail(format!(
                        "{what}: an appearance \"{}\" without a way of appearing",
                        show_bytes(&m.appear_as)
                    ));
                }
            }
            a => {
                self.s(match a {
                    Appearance::Furniture => ", m_feature ",
                    Appearance::Object => ", m_object ",
                    _ => ", m_monster ",
                });
                self.string(&m.appear_as, what)?;
            }
        }
        self.nl();
        Ok(())
    }

    fn object(&mut self, o: &Object, regs: &Regs, what: &str) -> Result<(), PrintError> {
        self.s(if o.containment == Containment::Container {
            "CONTAINER"
        } else {
            "OBJECT"
        });
        self.chance(o.chance, what)?;
        self.s(": ");
        self.class(o.class, "object", regs.objects, what)?;
        self.s(", ");
        // dNetHack's `'#'` object: its text stands in the name's place.
        let hash = self.fam.is_some_and(|f| f.hash_objects)
            && o.class == ClassSel::Class(b'#')
            && o.id.is_none();
        match o.id {
            None if hash && !o.name.is_empty() => self.string(&o.name, what)?,
            None => self.s("random"),
            Some(id) => {
                let name = object_name(self.cat, id, class_arg(i64::from(o.class.code())), what)?;
                self.string(&name, what)?;
            }
        }
        self.s(", ");
        if o.containment == Containment::Contained {
            if o.at != Coord::Random {
                return fail(format!(
                    "{what}: a contained object has a position ({:?})",
                    o.at
                ));
            }
            self.s("contained");
        } else {
            self.at(o.at, regs, what)?;
        }
        let infos = o.curse != CurseState::Random
            || o.corpse != CorpseSel::Unspecified
            || o.spe.is_some()
            || (!o.name.is_empty() && !hash);
        if infos {
            self.s(match o.curse {
                CurseState::Random => ", random",
                CurseState::Blessed => ", blessed",
                CurseState::Uncursed => ", uncursed",
                CurseState::Cursed => ", cursed",
            });
            match o.corpse {
                CorpseSel::Unspecified => {}
                CorpseSel::Random => self.s(", \"random\""),
                CorpseSel::Monster(id) => {
                    let name = monster_name(self.cat, id, None, what)?;
                    self.s(", ");
                    self.string(&name, what)?;
                }
            }
            match o.spe {
                None => self.s(", random"),
                Some(v) => self.s(&format!(", {v}")),
            }
            if !o.name.is_empty() && !hash {
                self.s(", ");
                self.string(&o.name, what)?;
            }
        }
        self.nl();
        if o.flags != 0 {
            if !self.is_slashem() || o.flags & !3 != 0 {
                return fail(format!(
                    "{what}: object flags {:#x} have no keywords in this dialect",
                    o.flags
                ));
            }
            let mut names = Vec::new();
            if o.flags & 1 != 0 {
                names.push("o_lit");
            }
            if o.flags & 2 != 0 {
                names.push("o_buried");
            }
            self.s(&format!("OBJFLAGS: {}\n", names.join(", ")));
        }
        Ok(())
    }

    // -----------------------------------------------------------------
    // Room levels
    // -----------------------------------------------------------------

    fn rooms(&mut self, lev: &RoomLevel) -> Result<(), PrintError> {
        self.class_list("RANDOM_OBJECTS", &lev.random_objects, "random objects")?;
        self.class_list("RANDOM_MONSTERS", &lev.random_monsters, "random monsters")?;
        let regs = Regs {
            objects: lev.random_objects.len(),
            monsters: lev.random_monsters.len(),
            places: false,
        };
        for (ri, r) in lev.rooms.iter().enumerate() {
            let here = format!("room {}", ri + 1);
            if !r.parent.is_empty()
                && !lev
                    .rooms
                    .iter()
                    .any(|p| !p.name.is_empty() && p.name == r.parent)
            {
                return fail(format!(
                    "{here}: its parent room \"{}\" is not the name of any room",
                    show_bytes(&r.parent)
                ));
            }
            self.nl();
            self.room(r, &regs, &here)?;
        }
        if !lev.corridors.is_empty() {
            self.nl();
        }
        let n = lev.corridors.len();
        for (ci, c) in lev.corridors.iter().enumerate() {
            let what = format!("corridor {}", ci + 1);
            match *c {
                Corridor::Random => {
                    if n != 1 {
                        return fail(format!(
                            "{what}: random corridors cannot be mixed with other corridors"
                        ));
                    }
                    self.s("RANDOM_CORRIDORS\n");
                }
                Corridor::Join { src, dest } => {
                    self.s("CORRIDOR: ");
                    self.corridor_end(src, lev.rooms.len(), &what)?;
                    self.s(", ");
                    self.corridor_end(dest, lev.rooms.len(), &what)?;
                    self.nl();
                }
                Corridor::ToAnywhere { src, n } => {
                    self.s("CORRIDOR: ");
                    self.corridor_end(src, lev.rooms.len(), &what)?;
                    self.s(&format!(", {n}\n"));
                }
            }
        }
        Ok(())
    }

    fn corridor_end(&mut self, e: CorridorEnd, rooms: usize, what: &str) -> Result<(), PrintError> {
        if e.room < 0 || e.room as usize >= rooms {
            return fail(format!(
                "{what}: there is no room {} (the level has {rooms})",
                e.room
            ));
        }
        let wall = Direction::from_code(e.wall)
            .ok_or_else(|| PrintError(format!("{what}: wall code {} is no direction", e.wall)))?;
        self.s(&format!("({}, {}, ", e.room, direction(wall)));
        if e.door == -1 {
            self.s("random)");
        } else {
            self.s(&format!("{})", e.door));
        }
        Ok(())
    }

    fn room(&mut self, r: &Room, regs: &Regs, here: &str) -> Result<(), PrintError> {
        let sub = !r.parent.is_empty();
        self.s(if sub { "SUBROOM: " } else { "ROOM: " });
        self.room_type(r.room_type, here)?;
        self.s(", ");
        self.light(r.lit);
        self.s(", ");
        match (r.x, r.y) {
            (-1, -1) => self.s("random"),
            (x, y) if !sub && (1..=5).contains(&x) && (1..=5).contains(&y) => {
                self.s(&format!("({x},{y})"))
            }
            (x, y) if sub && x >= 0 && y >= 0 => self.s(&format!("({x},{y})")),
            // dNetHack's rooms are placed at map coordinates.
            (x, y)
                if !sub
                    && self.fam.is_some_and(|f| f.room_pos_absolute)
                    && (0..=80).contains(&x)
                    && (0..=20).contains(&y) =>
            {
                self.s(&format!("({x},{y})"))
            }
            (x, y) => {
                return fail(format!(
                    "{here}: position ({x},{y}) cannot be written{}",
                    if sub {
                        " (a subroom's position is random or both 0 or more)"
                    } else {
                        " (a room's position is random or on the 5×5 grid, 1 to 5)"
                    }
                ))
            }
        }
        self.s(", ");
        if sub {
            if r.xalign.is_some() || r.yalign.is_some() {
                return fail(format!("{here}: a subroom has no alignment"));
            }
        } else {
            match (r.xalign, r.yalign) {
                (None, None) => self.s("random, "),
                (Some(h), Some(v)) => {
                    let h = match h {
                        HAlign::Left => "left",
                        HAlign::HalfLeft => "half-left",
                        HAlign::Center => "center",
                        HAlign::HalfRight => "half-right",
                        HAlign::Right => "right",
                    };
                    let v = match v {
                        VAlign::Top => "top",
                        VAlign::Center => "center",
                        VAlign::Bottom => "bottom",
                    };
                    self.s(&format!("({h},{v}), "));
                }
                _ => return fail(format!("{here}: only one of the two alignments is random")),
            }
        }
        match (r.w, r.h) {
            (-1, -1) => self.s("random"),
            (w, h) if w >= 1 && h >= 1 => self.s(&format!("({w},{h})")),
            (w, h) => {
                return fail(format!(
                    "{here}: size ({w},{h}) cannot be written (random, or both 1 or more)"
                ))
            }
        }
        if sub {
            self.s(", ");
            self.string(&r.parent, here)?;
        }
        if !r.filled {
            self.s(", false");
        }
        self.nl();
        if !r.name.is_empty() {
            self.s("NAME: ");
            self.string(&r.name, here)?;
            self.nl();
        }
        if r.chance != 0 {
            let ordinary_ok = self.fam.is_some_and(|f| f.not_d);
            if (r.room_type == Some(RoomType::Ordinary) && !ordinary_ok)
                || !(1..=99).contains(&r.chance)
            {
                return fail(format!(
                    "{here}: chance {} cannot be written (1 to 99, and not on an ordinary room)",
                    r.chance
                ));
            }
            self.s(&format!("CHANCE: {}\n", r.chance));
        }
        for (i, d) in r.doors.iter().enumerate() {
            if d.wall.is_none() && d.pos != -1 {
                return fail(format!(
                    "{here}, door {}: a door on a random wall has a fixed position",
                    i + 1
                ));
            }
            self.s("DOOR: ");
            self.s(match d.secret {
                None => "random, ",
                Some(true) => "true, ",
                Some(false) => "false, ",
            });
            self.door_state(d.state);
            self.s(", ");
            self.s(d.wall.map_or("random", direction));
            if d.pos == -1 {
                self.s(", random");
            } else {
                self.s(&format!(", {}", d.pos));
            }
            self.door_text(d.text, &format!("{here}, door {}", i + 1))?;
            self.nl();
        }
        self.contents(
            &Contents {
                stairs: &r.stairs,
                altars: &r.altars,
                fountains: &r.fountains,
                forges: &r.forges,
                sinks: &r.sinks,
                pools: &r.pools,
                traps: &r.traps,
                monsters: &r.monsters,
                objects: &r.objects,
                gold: &r.gold,
                engravings: &r.engravings,
            },
            regs,
            here,
        )
    }
}

/// How many entries the register lists in force have.
struct Regs {
    objects: usize,
    monsters: usize,
    /// Whether `place[i]` exists here (map parts) or not (rooms).
    places: bool,
}

/// The contents lists shared by map parts and rooms.
struct Contents<'a> {
    stairs: &'a [super::model::Stair],
    altars: &'a [super::model::Altar],
    fountains: &'a [Coord],
    forges: &'a [Coord],
    sinks: &'a [Coord],
    pools: &'a [Coord],
    traps: &'a [super::model::Trap],
    monsters: &'a [Monster],
    objects: &'a [Object],
    gold: &'a [super::model::Gold],
    engravings: &'a [super::model::Engraving],
}

fn direction(d: Direction) -> &'static str {
    match d {
        Direction::North => "north",
        Direction::South => "south",
        Direction::East => "east",
        Direction::West => "west",
    }
}

fn trap_name(k: TrapKind) -> &'static str {
    TrapKind::NAMED
        .iter()
        .find(|(_, t)| *t == k)
        .map_or("arrow", |(n, _)| n)
}

/// The name of monster `id` that a lookup with class argument `class` finds
/// again as `id`.
fn monster_name(
    cat: &Catalog,
    id: u16,
    class: Option<u8>,
    what: &str,
) -> Result<Vec<u8>, PrintError> {
    let i = usize::from(id);
    let m = cat.monster(i).ok_or_else(|| {
        PrintError(format!(
            "{what}: monster index {id} is not in the catalog ({} monsters)",
            cat.monsters().len()
        ))
    })?;
    match cat.monster_id(&m.name, class) {
        Some(found) if found == i => Ok(m.name.to_vec()),
        Some(found) => fail(format!(
            "{what}: monster {id} (\"{}\") cannot be named: the name finds monster {found} first",
            show_bytes(&m.name)
        )),
        None => fail(format!(
            "{what}: monster {id} (\"{}\") cannot be named with this class{}",
            show_bytes(&m.name),
            if class.is_some_and(|c| c >= 0x80) {
                " (NetHack 3.4.3 finds a named monster only with a class character)"
            } else {
                ""
            }
        )),
    }
}

/// The name of object `id` that a lookup with class argument `class` finds
/// again as `id`.
fn object_name(
    cat: &Catalog,
    id: u16,
    class: Option<u8>,
    what: &str,
) -> Result<Vec<u8>, PrintError> {
    let i = usize::from(id);
    let o = cat.object(i).ok_or_else(|| {
        PrintError(format!(
            "{what}: object index {id} is not in the catalog ({} objects)",
            cat.objects().len()
        ))
    })?;
    let Some(name) = &o.name else {
        return fail(format!("{what}: object {id} has no name to write"));
    };
    match cat.object_id(name, class) {
        Some(found) if found == i => Ok(name.to_vec()),
        Some(found) => fail(format!(
            "{what}: object {id} (\"{}\") cannot be named: the name finds object {found} first",
            show_bytes(name)
        )),
        None => fail(format!(
            "{what}: object {id} (\"{}\") cannot be named with this class",
            show_bytes(name)
        )),
    }
}

/// Prints `level` as 3.4.3 `.des` source for a level named `name` (the file
/// does not store the name: pass the file stem). The text is bytes: strings
/// are copied as they are, whatever their encoding.
pub fn print(level: &Level, name: &str, target: &Target) -> Result<Vec<u8>, PrintError> {
    check_name(name)?;
    let mut p = Printer {
        out: Vec::new(),
        cat: &target.catalog,
        fam: crate::family::family(target),
    };
    match &level.body {
        LevelBody::Maze(maze) => {
            p.s(&format!("MAZE: \"{name}\", "));
            match maze.filling {
                None => p.s("random"),
                Some(t) => {
                    let c = p.tchar(t, "the filling")?;
                    p.chr(c, "the filling")?;
                }
            }
            p.nl();
            p.header(level)?;
            p.maze(maze, level.init.is_some())?;
        }
        LevelBody::Rooms(rooms) => {
            p.s(&format!("LEVEL: \"{name}\"\n"));
            p.header(level)?;
            p.rooms(rooms)?;
        }
    }
    Ok(p.out)
}
