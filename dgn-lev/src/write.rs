//! The binary `.lev` writer (3.4.3 format).
//!
//! The file is the target's version header followed by the level, laid out
//! as NetHack 3.4.3's `lev_comp` lays it out on LP64 x86-64: single bytes for
//! most numbers, whole C structures (with their padding, zeroed) for the
//! entries of each list, and the lengths of strings in the slots where the
//! structures hold pointers (the rest of such an 8-byte slot is zero).
//!
//! Everything the file cannot hold (a list longer than 127 entries, a message
//! longer than 255 bytes, a register slot out of range, ...) is reported as a
//! [`WriteError`] rather than written wrongly.

use std::fmt;

use super::model::*;
use crate::family::Family343;
use crate::Target;

/// Why a level cannot be written: something the file format cannot hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WriteError {
    /// What is wrong, naming the offending item (for example
    /// `part 1, monster 3: register monster[12] is out of range (0..=9)`).
    pub message: String,
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for WriteError {}

/// The level kind byte of a room level.
pub(crate) const KIND_ROOMS: u8 = 1;
/// The level kind byte of a maze level.
pub(crate) const KIND_MAZE: u8 = 2;

/// Sizes of the fixed structures written for list entries (the decoder
/// reads them back).
#[cfg_attr(not(feature = "decompile"), allow(dead_code))]
pub(crate) mod size {
    /// A level region.
    pub const LEV_REGION: usize = 24;
    /// A region.
    pub const REGION: usize = 7;
    /// A door of a map part.
    pub const DOOR: usize = 3;
    /// A door of a room.
    pub const ROOM_DOOR: usize = 4;
    /// A drawbridge.
    pub const DRAWBRIDGE: usize = 4;
    /// A maze walk.
    pub const WALK: usize = 3;
    /// A non-diggable or non-passwall area.
    pub const DIGPOS: usize = 4;
    /// A ladder or staircase.
    pub const STAIR: usize = 3;
    /// An altar.
    pub const ALTAR: usize = 4;
    /// A fountain, sink or pool.
    pub const SPOT: usize = 2;
    /// A trap.
    pub const TRAP: usize = 4;
    /// A monster (without its strings).
    pub const MONSTER: usize = 32;
    /// An object (without its name).
    pub const OBJECT: usize = 24;
    /// SLASH'EM's object (without its name): `oflags` after vanilla's.
    pub const OBJECT_SLASHEM: usize = 32;
    /// A gold pile.
    pub const GOLD: usize = 8;
    /// An engraving (without its text).
    pub const ENGRAVING: usize = 24;
    /// A corridor.
    pub const CORRIDOR: usize = 6;
}

/// The bytes of the `.lev` file of `level` for `target`.
pub fn write(level: &Level, target: &Target) -> Result<Vec<u8>, WriteError> {
    let mut w = Out {
        bytes: Vec::with_capacity(8 * target.version.len() + size_hint(level)),
        fam: crate::family::family(target),
    };
    for v in &target.version {
        w.bytes(&v.to_le_bytes());
    }
    let kind = match level.body {
        LevelBody::Maze(_) => KIND_MAZE,
        LevelBody::Rooms(_) => KIND_ROOMS,
    };
    w.u8(kind);
    write_init(&mut w, level.init.as_ref())?;
    w.i64(level.flags.bits());
    let len = u8::try_from(level.message.len()).map_err(|_| {
        err(
            "message",
            format!(
                "is {} bytes long; the file holds at most 255",
                level.message.len()
            ),
        )
    })?;
    w.u8(len);
    w.bytes(&level.message);
    match &level.body {
        LevelBody::Maze(maze) => write_maze(&mut w, maze, level.init.is_some())?,
        LevelBody::Rooms(rooms) => write_rooms(&mut w, rooms)?,
    }
    Ok(w.bytes)
}

/// About as many bytes as `level` takes after the version header (a little
/// more for most levels), so that the output is allocated once.
fn size_hint(level: &Level) -> usize {
    /// Upper bounds of the entry sizes of the lists of a part or room.
    const SMALL: usize = 8;
    let common = |monsters: &[Monster], objects: &[Object], engravings: &[Engraving]| {
        monsters
            .iter()
            .map(|m| size::MONSTER + m.name.len() + m.appear_as.len())
            .sum::<usize>()
            + objects
                .iter()
                .map(|o| size::OBJECT + o.name.len())
                .sum::<usize>()
            + engravings
                .iter()
                .map(|e| size::ENGRAVING + e.text.len())
                .sum::<usize>()
    };
    let body = match &level.body {
        LevelBody::Maze(m) => m
            .parts
            .iter()
            .map(|p| {
                64 + usize::from(p.map.width) * usize::from(p.map.height)
                    + p.lregions
                        .iter()
                        .map(|r| size::LEV_REGION + r.name.len())
                        .sum::<usize>()
                    + p.random_objects.len()
                    + 2 * p.random_places.len()
                    + p.random_monsters.len()
                    + SMALL
                        * (p.regions.len()
                            + p.doors.len()
                            + p.drawbridges.len()
                            + p.walks.len()
                            + p.non_diggable.len()
                            + p.non_passwall.len()
                            + p.ladders.len()
                            + p.stairs.len()
                            + p.altars.len()
                            + p.fountains.len()
                            + p.traps.len()
                            + p.gold.len())
                    + common(&p.monsters, &p.objects, &p.engravings)
            })
            .sum::<usize>(),
        LevelBody::Rooms(r) => {
            r.random_objects.len()
                + r.random_monsters.len()
                + size::CORRIDOR * r.corridors.len()
                + r.rooms
                    .iter()
                    .map(|r| {
                        64 + r.name.len()
                            + r.parent.len()
                            + SMALL
                                * (r.doors.len()
                                    + r.stairs.len()
                                    + r.altars.len()
                                    + r.fountains.len()
                                    + r.sinks.len()
                                    + r.pools.len()
                                    + r.traps.len()
                                    + r.gold.len())
                            + common(&r.monsters, &r.objects, &r.engravings)
                    })
                    .sum::<usize>()
        }
    };
    32 + level.message.len() + body
}

/// A map part or room named for error messages (`part 2`), formatted only
/// when needed.
#[derive(Clone, Copy)]
struct Here {
    what: &'static str,
    index: usize,
}

impl fmt::Display for Here {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.what, self.index)
    }
}

/// A list entry named for error messages, formatted only when needed.
#[derive(Clone, Copy)]
struct Item<'a> {
    here: Here,
    what: &'a str,
    index: usize,
}

impl fmt::Display for Item<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, {} {}", self.here, self.what, self.index)
    }
}

fn err(what: impl fmt::Display + Copy, msg: impl fmt::Display) -> WriteError {
    WriteError {
        message: format!("{what}: {msg}"),
    }
}

struct Out {
    bytes: Vec<u8>,
    /// The variant's numbers and records (`None`: NetHack 3.4.3's).
    fam: Option<&'static Family343>,
}

impl Out {
    /// A terrain's stored number in the dialect.
    fn terrain(&self, t: Terrain, what: impl fmt::Display + Copy) -> Result<u8, WriteError> {
        match self.fam {
            None => Ok(t.code()),
            Some(f) => f
                .terrain_code(t)
                .ok_or_else(|| err(what, format!("{} has no terrain {t:?}", f.name))),
        }
    }

    /// A room type's stored number in the dialect.
    fn room_type(&self, t: RoomType, what: impl fmt::Display + Copy) -> Result<i8, WriteError> {
        let code = match self.fam {
            None => t.code(),
            Some(f) => f.room_code(t).unwrap_or(-1),
        };
        if code < 0 {
            return Err(err(what, format!("the target has no room type {t:?}")));
        }
        Ok(code)
    }

    /// The number a prefilled region adds to its room type.
    fn prefilled(&self) -> i8 {
        match self.fam {
            None => 25,
            Some(f) => f.room_types.iter().map(|&(_, _, c)| c).max().unwrap_or(0) + 1,
        }
    }

    /// A trap's stored number in the dialect.
    fn trap(&self, t: TrapKind) -> i8 {
        match self.fam {
            None => t.code(),
            Some(f) => f.trap_code(t),
        }
    }

    /// A door's text (dNetHack's `arti_text`, after a pad byte).
    fn door_text(&mut self, text: i16) {
        if self.fam.is_some() {
            self.u8(0);
            self.i16(text);
        }
    }

    fn u8(&mut self, v: u8) {
        self.bytes.push(v);
    }
    fn i8(&mut self, v: i8) {
        self.bytes.push(v as u8);
    }
    fn i16(&mut self, v: i16) {
        self.bytes.extend_from_slice(&v.to_le_bytes());
    }
    fn i32(&mut self, v: i32) {
        self.bytes.extend_from_slice(&v.to_le_bytes());
    }
    fn i64(&mut self, v: i64) {
        self.bytes.extend_from_slice(&v.to_le_bytes());
    }
    fn zeros(&mut self, n: usize) {
        self.bytes.resize(self.bytes.len() + n, 0);
    }
    fn bytes(&mut self, b: &[u8]) {
        self.bytes.extend_from_slice(b);
    }
    fn bool(&mut self, b: bool) {
        self.bytes.push(u8::from(b));
    }

    /// A list length, stored in one signed byte.
    fn count(&mut self, n: usize, what: impl fmt::Display + Copy) -> Result<(), WriteError> {
        let c = i8::try_from(n).map_err(|_| {
            err(
                what,
                format!("{n} entries; the file holds at most 127 in a list"),
            )
        })?;
        self.i8(c);
        Ok(())
    }

    /// The length of a string in an 8-byte pointer slot.
    fn str_slot(&mut self, s: &[u8], what: impl fmt::Display + Copy) -> Result<(), WriteError> {
        let n = i32::try_from(s.len())
            .map_err(|_| err(what, format!("string of {} bytes is too long", s.len())))?;
        self.i32(n);
        self.zeros(4);
        Ok(())
    }

    fn coord(&mut self, c: Coord, what: impl fmt::Display + Copy) -> Result<(), WriteError> {
        if let Coord::Place(i) = c {
            if i >= MAX_REGISTERS {
                return Err(err(
                    what,
                    format!(
                        "register place[{i}] is out of range (0..={})",
                        MAX_REGISTERS - 1
                    ),
                ));
            }
        }
        let slashem = self.fam.is_some_and(Family343::is_slashem);
        let (x, y) = match c {
            Coord::PlaceIn { list, index } if list >= MAX_REGISTERS || index >= MAX_REGISTERS => {
                return Err(err(
                    what,
                    format!(
                        "register place[{list}][{index}] is out of range (0..={})",
                        MAX_REGISTERS - 1
                    ),
                ))
            }
            Coord::InRegion(i) if i >= MAX_REGISTERS => {
                return Err(err(
                    what,
                    format!(
                        "register region[{i}] is out of range (0..={})",
                        MAX_REGISTERS - 1
                    ),
                ))
            }
            Coord::PlaceIn { .. } | Coord::InRegion(_) if !slashem => {
                return Err(err(what, "place lists and random regions are SLASH'EM's"))
            }
            Coord::PlaceIn { .. } if !self.fam.is_some_and(Family343::numbered_place_lists) => {
                return Err(err(what, "numbered place lists came with SLASH'EM 0.0.7E3"))
            }
            // One place list: `place[i]` as NetHack 3.4.3 writes it.
            Coord::Place(_) if !self.fam.is_some_and(Family343::numbered_place_lists) => c.code(),
            _ if slashem => c.code_slashem(),
            _ => c.code(),
        };
        self.i8(x);
        self.i8(y);
        Ok(())
    }

    fn area(&mut self, a: Area) {
        self.i8(a.x1);
        self.i8(a.y1);
        self.i8(a.x2);
        self.i8(a.y2);
    }
}

fn class_code(c: ClassSel, kind: &str, what: impl fmt::Display + Copy) -> Result<i8, WriteError> {
    match c {
        ClassSel::Class(0) | ClassSel::Class(128..) => Err(err(
            what,
            format!("class symbol byte {c:?} is not a 7-bit character"),
        )),
        ClassSel::Register(i) if i >= MAX_REGISTERS => Err(err(
            what,
            format!(
                "register {kind}[{i}] is out of range (0..={})",
                MAX_REGISTERS - 1
            ),
        )),
        _ => Ok(c.code()),
    }
}

fn align_code(a: Alignment, what: impl fmt::Display + Copy) -> Result<i8, WriteError> {
    match a {
        Alignment::Register(i) if i >= ALIGN_REGISTERS => Err(err(
            what,
            format!(
                "register align[{i}] is out of range (0..={})",
                ALIGN_REGISTERS - 1
            ),
        )),
        _ => Ok(a.code()),
    }
}

fn small(v: u8, field: &str, what: impl fmt::Display + Copy) -> Result<i8, WriteError> {
    i8::try_from(v).map_err(|_| {
        err(
            what,
            format!("{field} {v} does not fit the file (at most 127)"),
        )
    })
}

fn id_code(id: Option<u16>, what: impl fmt::Display + Copy) -> Result<i16, WriteError> {
    match id {
        None => Ok(-1),
        Some(i) => i16::try_from(i).map_err(|_| {
            err(
                what,
                format!("table index {i} does not fit the file (at most 32767)"),
            )
        }),
    }
}

fn write_init(w: &mut Out, init: Option<&InitMap>) -> Result<(), WriteError> {
    match init {
        None => w.zeros(8),
        Some(i) => {
            w.u8(1);
            w.u8(0);
            let fg = w.terrain(i.fg, "INIT_MAP foreground")?;
            let bg = w.terrain(i.bg, "INIT_MAP background")?;
            w.u8(fg);
            w.u8(bg);
            w.bool(i.smoothed);
            w.bool(i.joined);
            w.i8(i.lit.code());
            w.i8(match i.walled {
                None => -1,
                Some(b) => i8::from(b),
            });
        }
    }
    Ok(())
}

fn write_classes(
    w: &mut Out,
    list: &[u8],
    kind: &str,
    what: impl fmt::Display + Copy,
) -> Result<(), WriteError> {
    w.count(list.len(), what)?;
    for (i, &c) in list.iter().enumerate() {
        let c = class_code(ClassSel::Class(c), kind, format_args!("{what} {}", i + 1))?;
        w.i8(c);
    }
    Ok(())
}

fn write_maze(w: &mut Out, maze: &Maze, has_init: bool) -> Result<(), WriteError> {
    let fill = match maze.filling {
        None => -1,
        Some(t) => w.terrain(t, "the level's filling")? as i8,
    };
    w.i8(fill);
    w.count(maze.parts.len(), "map parts")?;
    for (pi, part) in maze.parts.iter().enumerate() {
        let here = Here {
            what: "part",
            index: pi + 1,
        };
        write_part(w, part, has_init, here)?;
    }
    Ok(())
}

/// A count and the `lev_region` records of a map part (its level regions,
/// or SLASH'EM's random regions, which share the record): each 24 bytes
/// with the name's length in its pointer slot, then the name.
fn write_lev_regions(
    w: &mut Out,
    regions: &[LevRegion],
    what: &'static str,
    here: Here,
) -> Result<(), WriteError> {
    w.count(regions.len(), format_args!("{here}, {what}s"))?;
    for (i, r) in regions.iter().enumerate() {
        w.area(r.area.area);
        w.area(r.exclude.area);
        w.bool(r.area.whole_level);
        w.bool(r.exclude.whole_level);
        w.i8(r.kind.code());
        w.zeros(5);
        let item = Item {
            here,
            what,
            index: i + 1,
        };
        w.str_slot(&r.name, item)?;
        w.bytes(&r.name);
    }
    Ok(())
}

fn write_part(w: &mut Out, p: &MazePart, has_init: bool, here: Here) -> Result<(), WriteError> {
    let at = |what: &'static str, i: usize| Item {
        here,
        what,
        index: i + 1,
    };
    w.i8(p.halign.code());
    w.i8(p.valign.code());
    let map = &p.map;
    let mw = small(map.width, "map width", here)?;
    let mh = small(map.height, "map height", here)?;
    w.i8(mw);
    w.i8(mh);
    if map.cells_stored(has_init) {
        if map.rows.len() != usize::from(map.height) {
            return Err(err(
                here,
                format!(
                    "map has {} rows but its height is {}",
                    map.rows.len(),
                    map.height
                ),
            ));
        }
        for (ri, row) in map.rows.iter().enumerate() {
            if row.len() != usize::from(map.width) {
                return Err(err(
                    here,
                    format!(
                        "map row {} has {} cells but the width is {}",
                        ri + 1,
                        row.len(),
                        map.width
                    ),
                ));
            }
            for &t in row {
                let v = w.terrain(t, here)?;
                w.u8(v);
            }
        }
    }

    write_lev_regions(w, &p.lregions, "level region", here)?;

    let slashem = w.fam.is_some_and(Family343::is_slashem);
    if slashem {
        write_lev_regions(w, &p.random_regions, "random region", here)?;
    } else if !p.random_regions.is_empty() || !p.place_lists.is_empty() {
        return Err(err(here, "place lists and random regions are SLASH'EM's"));
    }

    write_classes(
        w,
        &p.random_objects,
        "object",
        format_args!("{here}, random objects"),
    )?;
    if slashem && !w.fam.is_some_and(Family343::numbered_place_lists) && !p.place_lists.is_empty() {
        return Err(err(here, "numbered place lists came with SLASH'EM 0.0.7E3"));
    }
    if w.fam.is_some_and(Family343::numbered_place_lists) {
        // The number of lists, their lengths, then each list's x and y
        // bytes.
        let lists: Vec<&Vec<Point>> = if p.random_places.is_empty() && p.place_lists.is_empty() {
            Vec::new()
        } else {
            std::iter::once(&p.random_places)
                .chain(&p.place_lists)
                .collect()
        };
        if lists.len() > usize::from(MAX_REGISTERS) {
            return Err(err(
                here,
                format!(
                    "{} place lists; the game reads at most {MAX_REGISTERS}",
                    lists.len()
                ),
            ));
        }
        w.count(lists.len(), format_args!("{here}, place lists"))?;
        for l in &lists {
            w.count(l.len(), format_args!("{here}, random places"))?;
        }
        for l in &lists {
            for pt in l.iter() {
                w.i8(pt.x);
            }
            for pt in l.iter() {
                w.i8(pt.y);
            }
        }
    } else {
        w.count(p.random_places.len(), format_args!("{here}, random places"))?;
        for pt in &p.random_places {
            w.i8(pt.x);
        }
        for pt in &p.random_places {
            w.i8(pt.y);
        }
    }
    write_classes(
        w,
        &p.random_monsters,
        "monster",
        format_args!("{here}, random monsters"),
    )?;

    w.count(p.regions.len(), format_args!("{here}, regions"))?;
    for r in &p.regions {
        w.area(r.area);
        let t = match r.room_type {
            None => -1,
            Some(t) => w.room_type(t, here)?,
        };
        let add = w.prefilled();
        w.i8(if r.unfilled { t + add } else { t });
        w.i8(r.lit.code());
        w.bool(r.irregular);
    }

    w.count(p.doors.len(), format_args!("{here}, doors"))?;
    for (i, d) in p.doors.iter().enumerate() {
        w.coord(d.at, at("door", i))?;
        w.i8(d.state.code());
        w.door_text(d.text);
    }

    w.count(p.drawbridges.len(), format_args!("{here}, drawbridges"))?;
    for (i, d) in p.drawbridges.iter().enumerate() {
        w.coord(d.at, at("drawbridge", i))?;
        w.i8(Drawbridge::dir_code(d.dir));
        w.bool(d.open);
    }

    w.count(p.walks.len(), format_args!("{here}, mazewalks"))?;
    for (i, m) in p.walks.iter().enumerate() {
        w.coord(m.at, at("mazewalk", i))?;
        w.i8(m.dir.code());
    }

    w.count(
        p.non_diggable.len(),
        format_args!("{here}, non-diggable areas"),
    )?;
    for a in &p.non_diggable {
        w.area(*a);
    }
    w.count(
        p.non_passwall.len(),
        format_args!("{here}, non-passwall areas"),
    )?;
    for a in &p.non_passwall {
        w.area(*a);
    }

    w.count(p.ladders.len(), format_args!("{here}, ladders"))?;
    for (i, s) in p.ladders.iter().enumerate() {
        write_stair(w, s, at("ladder", i))?;
    }
    w.count(p.stairs.len(), format_args!("{here}, stairs"))?;
    for (i, s) in p.stairs.iter().enumerate() {
        write_stair(w, s, at("stair", i))?;
    }
    w.count(p.altars.len(), format_args!("{here}, altars"))?;
    for (i, a) in p.altars.iter().enumerate() {
        write_altar(w, a, at("altar", i))?;
    }
    w.count(p.fountains.len(), format_args!("{here}, fountains"))?;
    for (i, f) in p.fountains.iter().enumerate() {
        w.coord(*f, at("fountain", i))?;
    }
    if w.fam.is_some_and(|f| f.not_d) {
        write_spots(w, &p.forges, "forge", here)?;
    }
    write_traps(w, &p.traps, here)?;
    write_monsters(w, &p.monsters, here)?;
    write_objects(w, &p.objects, here)?;
    write_gold(w, &p.gold, here)?;
    write_engravings(w, &p.engravings, here)?;
    Ok(())
}

fn write_stair(w: &mut Out, s: &Stair, what: impl fmt::Display + Copy) -> Result<(), WriteError> {
    w.coord(s.at, what)?;
    w.bool(s.up);
    Ok(())
}

fn write_altar(w: &mut Out, a: &Altar, what: impl fmt::Display + Copy) -> Result<(), WriteError> {
    w.coord(a.at, what)?;
    w.i8(align_code(a.align, what)?);
    w.i8(a.kind.code());
    if w.fam.is_some_and(|f| f.not_d) {
        w.i32(a.god);
    }
    Ok(())
}

fn write_traps(w: &mut Out, traps: &[Trap], here: Here) -> Result<(), WriteError> {
    w.count(traps.len(), format_args!("{here}, traps"))?;
    for (i, t) in traps.iter().enumerate() {
        let what = Item {
            here,
            what: "trap",
            index: i + 1,
        };
        w.coord(t.at, what)?;
        w.i8(small(t.chance, "chance", what)?);
        let k = t.kind.map_or(-1, |k| w.trap(k));
        w.i8(k);
    }
    Ok(())
}

fn write_monsters(w: &mut Out, list: &[Monster], here: Here) -> Result<(), WriteError> {
    w.count(list.len(), format_args!("{here}, monsters"))?;
    for (i, m) in list.iter().enumerate() {
        let what = Item {
            here,
            what: "monster",
            index: i + 1,
        };
        w.str_slot(&m.name, what)?;
        w.str_slot(&m.appear_as, what)?;
        w.i16(id_code(m.id, what)?);
        w.i8(match m.align {
            None => ALIGN_UNSPECIFIED,
            Some(a) => align_code(a, what)?,
        });
        w.coord(m.at, what)?;
        w.i8(small(m.chance, "chance", what)?);
        w.i8(class_code(m.class, "monster", what)?);
        w.i8(m.appear.code());
        w.i8(m.peaceful.map_or(-1, i8::from));
        w.i8(m.asleep.map_or(-1, i8::from));
        w.zeros(6);
        w.bytes(&m.name);
        w.bytes(&m.appear_as);
    }
    Ok(())
}

fn write_objects(w: &mut Out, list: &[Object], here: Here) -> Result<(), WriteError> {
    w.count(list.len(), format_args!("{here}, objects"))?;
    for (i, o) in list.iter().enumerate() {
        let what = Item {
            here,
            what: "object",
            index: i + 1,
        };
        w.str_slot(&o.name, what)?;
        w.i32(o.corpse.code());
        w.i16(id_code(o.id, what)?);
        w.i16(o.spe.unwrap_or(SPE_RANDOM));
        w.coord(o.at, what)?;
        w.i8(small(o.chance, "chance", what)?);
        w.i8(class_code(o.class, "object", what)?);
        w.i8(o.containment.code());
        w.i8(o.curse.code());
        w.zeros(2);
        if w.fam.is_some_and(Family343::is_slashem) {
            w.i64(o.flags);
        } else if o.flags != 0 {
            return Err(err(what, "object flags are SLASH'EM's"));
        }
        w.bytes(&o.name);
    }
    Ok(())
}

fn write_gold(w: &mut Out, list: &[Gold], here: Here) -> Result<(), WriteError> {
    w.count(list.len(), format_args!("{here}, gold piles"))?;
    for (i, g) in list.iter().enumerate() {
        w.coord(
            g.at,
            Item {
                here,
                what: "gold pile",
                index: i + 1,
            },
        )?;
        w.zeros(2);
        w.i32(g.amount);
    }
    Ok(())
}

fn write_engravings(w: &mut Out, list: &[Engraving], here: Here) -> Result<(), WriteError> {
    w.count(list.len(), format_args!("{here}, engravings"))?;
    for (i, e) in list.iter().enumerate() {
        let what = Item {
            here,
            what: "engraving",
            index: i + 1,
        };
        w.coord(e.at, what)?;
        w.zeros(6);
        w.str_slot(&e.text, what)?;
        w.i8(e.kind.code());
        w.zeros(7);
        w.bytes(&e.text);
    }
    Ok(())
}

fn write_spots(w: &mut Out, list: &[Coord], kind: &str, here: Here) -> Result<(), WriteError> {
    w.count(list.len(), format_args!("{here}, {kind}s"))?;
    for (i, c) in list.iter().enumerate() {
        w.coord(
            *c,
            Item {
                here,
                what: kind,
                index: i + 1,
            },
        )?;
    }
    Ok(())
}

fn write_rooms(w: &mut Out, lev: &RoomLevel) -> Result<(), WriteError> {
    write_classes(w, &lev.random_objects, "object", "random objects")?;
    write_classes(w, &lev.random_monsters, "monster", "random monsters")?;
    w.count(lev.rooms.len(), "rooms")?;
    for (ri, r) in lev.rooms.iter().enumerate() {
        let here = Here {
            what: "room",
            index: ri + 1,
        };
        for (s, field) in [(&r.name, "name"), (&r.parent, "parent name")] {
            let n = i16::try_from(s.len()).map_err(|_| {
                err(
                    here,
                    format!(
                        "{field} is {} bytes long; the file holds at most 32767",
                        s.len()
                    ),
                )
            })?;
            w.i16(n);
            w.bytes(s);
        }
        w.i8(r.x);
        w.i8(r.y);
        w.i8(r.w);
        w.i8(r.h);
        w.i8(r.xalign.map_or(-1, HAlign::code));
        w.i8(r.yalign.map_or(-1, VAlign::code));
        let t = match r.room_type {
            None => -1,
            Some(t) => w.room_type(t, here)?,
        };
        w.i8(t);
        w.i8(small(r.chance, "chance", here)?);
        w.i8(r.lit.code());
        w.bool(r.filled);

        w.count(r.doors.len(), format_args!("{here}, doors"))?;
        for d in &r.doors {
            w.i8(d.wall.map_or(-1, Direction::code));
            w.i8(d.pos);
            w.i8(d.secret.map_or(-1, i8::from));
            w.i8(d.state.code());
            if w.fam.is_some() {
                w.i16(d.text);
            }
        }
        w.count(r.stairs.len(), format_args!("{here}, stairs"))?;
        for (i, s) in r.stairs.iter().enumerate() {
            write_stair(
                w,
                s,
                Item {
                    here,
                    what: "stair",
                    index: i + 1,
                },
            )?;
        }
        w.count(r.altars.len(), format_args!("{here}, altars"))?;
        for (i, a) in r.altars.iter().enumerate() {
            write_altar(
                w,
                a,
                Item {
                    here,
                    what: "altar",
                    index: i + 1,
                },
            )?;
        }
        write_spots(w, &r.fountains, "fountain", here)?;
        if w.fam.is_some_and(|f| f.not_d) {
            write_spots(w, &r.forges, "forge", here)?;
        }
        write_spots(w, &r.sinks, "sink", here)?;
        write_spots(w, &r.pools, "pool", here)?;
        write_traps(w, &r.traps, here)?;
        write_monsters(w, &r.monsters, here)?;
        write_objects(w, &r.objects, here)?;
        write_gold(w, &r.gold, here)?;
        write_engravings(w, &r.engravings, here)?;
    }
    w.count(lev.corridors.len(), "corridors")?;
    for c in &lev.corridors {
        let (src, dest) = match *c {
            Corridor::Random => (
                CorridorEnd {
                    room: -1,
                    wall: 0,
                    door: 0,
                },
                CorridorEnd::default(),
            ),
            Corridor::Join { src, dest } => (src, dest),
            Corridor::ToAnywhere { src, n } => (
                src,
                CorridorEnd {
                    room: -1,
                    wall: n,
                    door: 0,
                },
            ),
        };
        for e in [src, dest] {
            w.i8(e.room);
            w.i8(e.wall);
            w.i8(e.door);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header() -> Vec<u8> {
        Target::nethack_343().version_bytes()
    }

    fn maze_with(part: MazePart) -> Level {
        Level {
            name: b"test".to_vec(),
            body: LevelBody::Maze(Maze {
                filling: Some(Terrain::Stone),
                parts: vec![part],
            }),
            ..Level::default()
        }
    }

    fn part() -> MazePart {
        MazePart {
            halign: HAlign::Center,
            valign: VAlign::Center,
            map: MapGrid {
                width: 2,
                height: 1,
                rows: vec![vec![Terrain::HWall, Terrain::Room]],
            },
            ..MazePart::default()
        }
    }

    fn write_err(level: &Level) -> String {
        write(level, &Target::nethack_343()).unwrap_err().message
    }

    #[test]
    fn smallest_maze_level_bytes() {
        let mut level = maze_with(part());
        level.flags.noteleport = true;
        level.message = b"hi".to_vec();
        let out = write(&level, &Target::nethack_343()).unwrap();
        let mut want = header();
        want.push(2); // maze
        want.extend([0; 8]); // no INIT_MAP
        want.extend(1i64.to_le_bytes()); // noteleport
        want.extend([2, b'h', b'i']);
        want.extend([0, 1]); // filling stone, one part
        want.extend([3, 3, 2, 1, 2, 24]); // centred 2x1 map: wall, floor
        want.extend([0; 19]); // nineteen empty lists
        assert_eq!(out, want);
    }

    #[test]
    fn nomap_cells_are_omitted_under_init_map() {
        let mut p = part();
        p.map = MapGrid::nomap();
        let mut level = maze_with(p);
        level.init = Some(InitMap {
            fg: Terrain::Room,
            bg: Terrain::Stone,
            smoothed: true,
            joined: true,
            lit: Light::Random,
            walled: None,
        });
        let out = write(&level, &Target::nethack_343()).unwrap();
        assert_eq!(&out[33..41], &[1, 0, 24, 0, 1, 1, 0xff, 0xff]);
        // Map header then straight to the (empty) lists.
        let mut tail = vec![3, 3, 1, 1];
        tail.extend([0; 19]);
        assert!(out.ends_with(&tail));
        level.init = None;
        let out = write(&level, &Target::nethack_343()).unwrap();
        assert_eq!(&out[out.len() - 24..out.len() - 19], &[3, 3, 1, 1, 0]);
    }

    #[test]
    fn monster_object_and_engraving_structures() {
        let mut p = part();
        p.monsters.push(Monster {
            class: ClassSel::Class(b'@'),
            id: Some(300),
            at: Coord::At { x: 1, y: 0 },
            chance: 100,
            name: b"Bob".to_vec(),
            appear: Appearance::Object,
            appear_as: b"boulder".to_vec(),
            align: None,
            peaceful: Some(true),
            asleep: None,
        });
        p.objects.push(Object {
            class: ClassSel::Register(2),
            id: None,
            at: Coord::Random,
            chance: 50,
            corpse: CorpseSel::Random,
            spe: None,
            curse: CurseState::Cursed,
            containment: Containment::Container,
            name: Vec::new(),
            flags: 0,
        });
        p.engravings.push(Engraving {
            at: Coord::Place(0),
            kind: EngravingKind::Burn,
            text: b"X".to_vec(),
        });
        let out = write(&maze_with(p), &Target::nethack_343()).unwrap();
        let mut tail = vec![1u8];
        tail.extend([3, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0]);
        tail.extend(300i16.to_le_bytes());
        tail.extend([0xf4, 1, 0, 100, b'@', 2, 1, 0xff, 0, 0, 0, 0, 0, 0]);
        tail.extend(b"Bobboulder");
        tail.push(1);
        tail.extend([0; 8]);
        tail.extend((-2i32).to_le_bytes());
        tail.extend((-1i16).to_le_bytes());
        tail.extend((-127i16).to_le_bytes());
        tail.extend([0xf5, 0xf5, 50, 0xfd, 2, 3, 0, 0]);
        tail.push(0); // gold
        tail.extend([1, 0xff, 0xff, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
        tail.extend([3, 0, 0, 0, 0, 0, 0, 0, b'X']);
        assert!(out.ends_with(&tail), "{:?}", &out[out.len() - tail.len()..]);
    }

    #[test]
    fn room_level_bytes() {
        let level = Level {
            body: LevelBody::Rooms(RoomLevel {
                random_objects: vec![b'['],
                random_monsters: vec![],
                rooms: vec![Room {
                    name: b"a".to_vec(),
                    x: 3,
                    y: 3,
                    w: -1,
                    h: -1,
                    xalign: Some(HAlign::Center),
                    yalign: None,
                    room_type: Some(RoomType::Temple),
                    lit: Light::Lit,
                    filled: true,
                    doors: vec![RoomDoor {
                        wall: Some(Direction::East),
                        pos: -1,
                        text: 0,
                        secret: Some(false),
                        state: DoorState::Locked,
                    }],
                    ..Room::default()
                }],
                corridors: vec![Corridor::Random],
            }),
            ..Level::default()
        };
        let out = write(&level, &Target::nethack_343()).unwrap();
        let mut want = header();
        want.push(1);
        want.extend([0; 8]);
        want.extend([0; 8]);
        want.push(0);
        want.extend([1, b'[', 0, 1]);
        want.extend([1, 0, b'a', 0, 0]);
        want.extend([3, 3, 0xff, 0xff, 3, 0xff, 10, 0, 1, 1]);
        want.extend([1, 4, 0xff, 0, 8]);
        want.extend([0; 10]);
        want.extend([1, 0xff, 0, 0, 0, 0, 0]);
        assert_eq!(out, want);
    }

    #[test]
    fn what_the_file_cannot_hold_is_an_error() {
        let mut level = maze_with(part());
        level.message = vec![b'x'; 256];
        assert_eq!(
            write_err(&level),
            "message: is 256 bytes long; the file holds at most 255"
        );

        let mut p = part();
        p.doors = vec![
            Door {
                at: Coord::Random,
                state: DoorState::Open,
                text: 0,
            };
            128
        ];
        assert_eq!(
            write_err(&maze_with(p)),
            "part 1, doors: 128 entries; the file holds at most 127 in a list"
        );

        let mut p = part();
        p.fountains.push(Coord::Place(10));
        assert_eq!(
            write_err(&maze_with(p)),
            "part 1, fountain 1: register place[10] is out of range (0..=9)"
        );

        let mut p = part();
        p.altars.push(Altar {
            at: Coord::Random,
            align: Alignment::Register(3),
            kind: AltarKind::Shrine,
            god: 0,
        });
        assert_eq!(
            write_err(&maze_with(p)),
            "part 1, altar 1: register align[3] is out of range (0..=2)"
        );

        let mut p = part();
        p.map.rows[0].pop();
        assert_eq!(
            write_err(&maze_with(p)),
            "part 1: map row 1 has 1 cells but the width is 2"
        );

        let mut p = part();
        p.map.width = 200;
        assert_eq!(
            write_err(&maze_with(p)),
            "part 1: map width 200 does not fit the file (at most 127)"
        );

        let mut p = part();
        p.random_monsters.push(0xe9);
        assert!(write_err(&maze_with(p)).starts_with("part 1, random monsters 1: class symbol"));

        let mut p = part();
        p.monsters.push(Monster {
            class: ClassSel::Random,
            id: Some(40000),
            at: Coord::Random,
            chance: 100,
            name: vec![],
            appear: Appearance::Itself,
            appear_as: vec![],
            align: None,
            peaceful: None,
            asleep: None,
        });
        assert_eq!(
            write_err(&maze_with(p)),
            "part 1, monster 1: table index 40000 does not fit the file (at most 32767)"
        );
    }
}
