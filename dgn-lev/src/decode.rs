//! Reading binary `.lev` files (3.4.3 format) back into the model.
//!
//! The input is untrusted: every length is checked against the bytes that
//! are left before anything is read or allocated, every stored value must be
//! one the model can represent (so that writing the decoded level gives the
//! same bytes back), and nothing here panics.

use super::model::*;
use super::write::{size, KIND_MAZE, KIND_ROOMS};
use crate::family::Family343;
use crate::Target;

pub use dgn_common::binary::DecodeError;

/// Reads a `.lev` file written for `target`. The level's name is not stored
/// in the file, so [`Level::name`] is left empty.
pub fn decode(bytes: &[u8], target: &Target) -> Result<Level, DecodeError> {
    let mut r = Reader {
        bytes,
        pos: 0,
        fam: crate::family::family(target),
    };
    let header = target.version_bytes();
    let found = r.take(header.len(), "the version header")?;
    if found != header.as_slice() {
        let at = found
            .iter()
            .zip(&header)
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        return Err(DecodeError {
            offset: at,
            message: format!(
                "bad version header: not a level file for target {target} \
                 (expected {}, found {})",
                hex(&header),
                hex(found)
            ),
        });
    }
    let kind_at = r.pos;
    let kind = r.u8("the level kind")?;
    let init = read_init(&mut r)?;
    let flags_at = r.pos;
    let bits = r.i64("the level flags")?;
    let own = r
        .fam
        .map_or(0, |f| f.flags.iter().fold(0, |b, &(_, v)| b | i64::from(v)));
    let mut flags = LevelFlags::from_bits(bits & !own)
        .ok_or_else(|| r.err_at(flags_at, format!("unknown level flag bits {bits:#x}")))?;
    flags.variant = bits & own;
    let len = r.u8("the message length")?;
    let message = r.take(usize::from(len), "the message")?.to_vec();
    let body = match kind {
        KIND_MAZE => LevelBody::Maze(read_maze(&mut r, init.is_some())?),
        KIND_ROOMS => LevelBody::Rooms(read_rooms(&mut r)?),
        k => {
            return Err(r.err_at(
                kind_at,
                format!("unknown level kind {k} (1: room level, 2: maze level)"),
            ))
        }
    };
    if r.pos != bytes.len() {
        return Err(r.err_at(
            r.pos,
            format!(
                "{} unexpected bytes after the end of the level",
                bytes.len() - r.pos
            ),
        ));
    }
    Ok(Level {
        name: Vec::new(),
        flags,
        init,
        message,
        body,
    })
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
    /// The variant's numbers and records (`None`: NetHack 3.4.3's).
    fam: Option<&'static Family343>,
}

impl<'a> Reader<'a> {
    /// A terrain of a stored number in the dialect.
    fn terrain(&mut self, what: &str) -> Result<Terrain, DecodeError> {
        let fam = self.fam;
        self.enum_i8(what, |v| match fam {
            None => Terrain::from_code(v as u8),
            Some(f) => f.terrain_of(v as u8),
        })
    }

    /// A room type of a stored number in the dialect.
    fn room_of(&self, v: i8) -> Option<RoomType> {
        match self.fam {
            None => RoomType::from_code(v),
            Some(f) => f.room_of(v),
        }
    }

    /// The number a prefilled region adds to its room type.
    fn prefilled(&self) -> i8 {
        match self.fam {
            None => 25,
            Some(f) => f.room_types.iter().map(|&(_, _, c)| c).max().unwrap_or(0) + 1,
        }
    }

    /// Whether the records are SLASH'EM's.
    fn slashem(&self) -> bool {
        self.fam.is_some_and(Family343::is_slashem)
    }

    /// Whether the dialect has notdNetHack's forges and altar gods.
    fn not_d(&self) -> bool {
        self.fam.is_some_and(|f| f.not_d)
    }

    fn err_at(&self, offset: usize, message: impl Into<String>) -> DecodeError {
        DecodeError {
            offset,
            message: message.into(),
        }
    }

    fn remaining(&self) -> usize {
        self.bytes.len().saturating_sub(self.pos)
    }

    fn take(&mut self, n: usize, what: &str) -> Result<&'a [u8], DecodeError> {
        let end = self.pos.checked_add(n).filter(|&e| e <= self.bytes.len());
        match end.and_then(|e| self.bytes.get(self.pos..e).map(|s| (s, e))) {
            Some((s, e)) => {
                self.pos = e;
                Ok(s)
            }
            None => Err(self.err_at(
                self.pos,
                format!(
                    "truncated: {what} needs {n} bytes but only {} remain",
                    self.remaining()
                ),
            )),
        }
    }

    fn array<const N: usize>(&mut self, what: &str) -> Result<[u8; N], DecodeError> {
        let s = self.take(N, what)?;
        let mut a = [0u8; N];
        a.copy_from_slice(s);
        Ok(a)
    }

    fn u8(&mut self, what: &str) -> Result<u8, DecodeError> {
        Ok(self.array::<1>(what)?[0])
    }
    fn i8(&mut self, what: &str) -> Result<i8, DecodeError> {
        Ok(self.u8(what)? as i8)
    }
    fn i16(&mut self, what: &str) -> Result<i16, DecodeError> {
        Ok(i16::from_le_bytes(self.array(what)?))
    }
    fn i32(&mut self, what: &str) -> Result<i32, DecodeError> {
        Ok(i32::from_le_bytes(self.array(what)?))
    }
    fn i64(&mut self, what: &str) -> Result<i64, DecodeError> {
        Ok(i64::from_le_bytes(self.array(what)?))
    }

    /// A byte that must be one of the values `conv` accepts.
    fn enum_i8<T>(
        &mut self,
        what: &str,
        conv: impl FnOnce(i8) -> Option<T>,
    ) -> Result<T, DecodeError> {
        let at = self.pos;
        let v = self.i8(what)?;
        conv(v).ok_or_else(|| self.err_at(at, format!("unknown value {v} for {what}")))
    }

    fn bool(&mut self, what: &str) -> Result<bool, DecodeError> {
        self.enum_i8(what, |v| match v {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        })
    }

    /// A tri-state byte: -1 (unset), 0, 1.
    fn opt_bool(&mut self, what: &str) -> Result<Option<bool>, DecodeError> {
        self.enum_i8(what, |v| match v {
            -1 => Some(None),
            0 => Some(Some(false)),
            1 => Some(Some(true)),
            _ => None,
        })
    }

    fn zeros(&mut self, n: usize, what: &str) -> Result<(), DecodeError> {
        let at = self.pos;
        let s = self.take(n, what)?;
        match s.iter().position(|&b| b != 0) {
            None => Ok(()),
            Some(i) => Err(self.err_at(
                at + i,
                format!("non-zero byte in {what}, which the format leaves zero"),
            )),
        }
    }

    /// A list count (one signed byte), checked against the bytes left:
    /// each entry takes at least `entry` bytes.
    fn count(&mut self, entry: usize, what: &str) -> Result<usize, DecodeError> {
        let at = self.pos;
        let v = self.i8(&format!("the number of {what}"))?;
        let n = usize::try_from(v)
            .map_err(|_| self.err_at(at, format!("negative number of {what} ({v})")))?;
        let need = n.saturating_mul(entry);
        if need > self.remaining() {
            return Err(self.err_at(
                at,
                format!(
                    "{n} {what} need at least {need} bytes but only {} remain",
                    self.remaining()
                ),
            ));
        }
        Ok(n)
    }

    /// The length of a string, held in an 8-byte pointer slot.
    fn str_slot(&mut self, what: &str) -> Result<usize, DecodeError> {
        let at = self.pos;
        let n = self.i32(what)?;
        self.zeros(4, &format!("the upper half of {what}"))?;
        usize::try_from(n).map_err(|_| self.err_at(at, format!("negative {what} ({n})")))
    }

    fn string(&mut self, n: usize, what: &str) -> Result<Vec<u8>, DecodeError> {
        Ok(self.take(n, what)?.to_vec())
    }

    fn coord(&mut self, what: &str) -> Result<Coord, DecodeError> {
        let x = self.i8(what)?;
        let y = self.i8(what)?;
        Ok(
            if self.slashem() && !self.fam.is_some_and(Family343::numbered_place_lists) {
                // One place list: `place[i]` as NetHack 3.4.3 writes it.
                match (Coord::from_code(x, y), Coord::from_code_slashem(x, y)) {
                    (place @ Coord::Place(_), _) => place,
                    (_, Coord::PlaceIn { .. } | Coord::Place(_)) => Coord::At { x, y },
                    (_, c) => c,
                }
            } else if self.slashem() {
                Coord::from_code_slashem(x, y)
            } else {
                Coord::from_code(x, y)
            },
        )
    }

    fn area(&mut self, what: &str) -> Result<Area, DecodeError> {
        let [x1, y1, x2, y2] = self.array::<4>(what)?;
        Ok(Area {
            x1: x1 as i8,
            y1: y1 as i8,
            x2: x2 as i8,
            y2: y2 as i8,
        })
    }

    fn class(&mut self, what: &str) -> Result<ClassSel, DecodeError> {
        self.enum_i8(what, ClassSel::from_code)
    }

    fn chance(&mut self, what: &str) -> Result<u8, DecodeError> {
        self.enum_i8(what, |v| u8::try_from(v).ok())
    }

    fn id(&mut self, what: &str) -> Result<Option<u16>, DecodeError> {
        let at = self.pos;
        let v = self.i16(what)?;
        match v {
            -1 => Ok(None),
            _ => u16::try_from(v)
                .map(Some)
                .map_err(|_| self.err_at(at, format!("unknown value {v} for {what}"))),
        }
    }
}

fn read_init(r: &mut Reader) -> Result<Option<InitMap>, DecodeError> {
    let present = r.bool("the INIT_MAP switch")?;
    if !present {
        r.zeros(7, "the unused INIT_MAP settings")?;
        return Ok(None);
    }
    r.zeros(1, "the INIT_MAP padding")?;
    let fg = r.terrain("the INIT_MAP foreground terrain")?;
    let bg = r.terrain("the INIT_MAP background terrain")?;
    let smoothed = r.bool("the INIT_MAP smoothing")?;
    let joined = r.bool("the INIT_MAP joining")?;
    let lit = r.enum_i8("the INIT_MAP lighting", Light::from_code)?;
    let walled = r.opt_bool("the INIT_MAP walling")?;
    Ok(Some(InitMap {
        fg,
        bg,
        smoothed,
        joined,
        lit,
        walled,
    }))
}

fn read_maze(r: &mut Reader, has_init: bool) -> Result<Maze, DecodeError> {
    let fam = r.fam;
    let filling = r.enum_i8("the maze filling", |v| match v {
        -1 => Some(None),
        _ => match fam {
            None => Terrain::from_code(v as u8),
            Some(f) => f.terrain_of(v as u8),
        }
        .map(Some),
    })?;
    // A part takes at least 4 bytes of map header and 19 list counts.
    let n = r.count(23, "map parts")?;
    let mut parts = Vec::with_capacity(n);
    for _ in 0..n {
        parts.push(read_part(r, has_init)?);
    }
    Ok(Maze { filling, parts })
}

fn read_classes(r: &mut Reader, what: &str) -> Result<Vec<u8>, DecodeError> {
    let n = r.count(1, what)?;
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        v.push(r.enum_i8(what, |c| u8::try_from(c).ok().filter(|&c| c != 0))?);
    }
    Ok(v)
}

fn read_part(r: &mut Reader, has_init: bool) -> Result<MazePart, DecodeError> {
    let halign = r.enum_i8("the map's horizontal alignment", HAlign::from_code)?;
    let valign = r.enum_i8("the map's vertical alignment", VAlign::from_code)?;
    let width = r.chance("the map width")?;
    let height = r.chance("the map height")?;
    let mut map = MapGrid {
        width,
        height,
        rows: Vec::new(),
    };
    if map.cells_stored(has_init) {
        let cells = usize::from(width) * usize::from(height);
        if cells > r.remaining() {
            return Err(r.err_at(
                r.pos,
                format!(
                    "truncated: a {width}x{height} map needs {cells} bytes but only {} remain",
                    r.remaining()
                ),
            ));
        }
        map.rows.reserve(usize::from(height));
        for _ in 0..height {
            let mut row = Vec::with_capacity(usize::from(width));
            for _ in 0..width {
                row.push(r.terrain("a map cell")?);
            }
            map.rows.push(row);
        }
    }

    let lregions = read_lev_regions(r, "level regions")?;
    let random_regions = if r.slashem() {
        read_lev_regions(r, "random regions")?
    } else {
        Vec::new()
    };

    let random_objects = read_classes(r, "random objects")?;
    let (random_places, place_lists) = if r.fam.is_some_and(Family343::numbered_place_lists) {
        let n = r.count(1, "place lists")?;
        let lens = r.take(n, "the lengths of the place lists")?.to_vec();
        let mut lists = Vec::with_capacity(n);
        for (i, &len) in lens.iter().enumerate() {
            let len = usize::from(len);
            if len > 127 {
                return Err(r.err_at(r.pos, format!("place list {i} has {len} entries")));
            }
            let xs = r.take(len, "place list columns")?;
            let ys = r.take(len, "place list rows")?;
            lists.push(
                xs.iter()
                    .zip(ys)
                    .map(|(&x, &y)| Point {
                        x: x as i8,
                        y: y as i8,
                    })
                    .collect::<Vec<Point>>(),
            );
        }
        let mut it = lists.into_iter();
        let first = it.next().unwrap_or_default();
        (first, it.collect())
    } else {
        let n = r.count(2, "random places")?;
        let xs = r.take(n, "random place columns")?;
        let ys = r.take(n, "random place rows")?;
        let places = xs
            .iter()
            .zip(ys)
            .map(|(&x, &y)| Point {
                x: x as i8,
                y: y as i8,
            })
            .collect();
        (places, Vec::new())
    };
    let random_monsters = read_classes(r, "random monsters")?;

    let n = r.count(size::REGION, "regions")?;
    let mut regions = Vec::with_capacity(n);
    for _ in 0..n {
        let area = r.area("a region's area")?;
        let at = r.pos;
        let v = r.i8("a region's room type")?;
        let add = r.prefilled();
        let (room_type, unfilled) = match v {
            -1 => (None, false),
            _ => match r.room_of(v) {
                Some(t) => (Some(t), false),
                None => match v.checked_sub(add).and_then(|b| r.room_of(b)) {
                    Some(t) => (Some(t), true),
                    None => return Err(r.err_at(at, format!("unknown room type {v} of a region"))),
                },
            },
        };
        let lit = r.enum_i8("a region's lighting", Light::from_code)?;
        let irregular = r.bool("a region's irregular switch")?;
        regions.push(Region {
            area,
            room_type,
            unfilled,
            lit,
            irregular,
        });
    }

    let n = r.count(size::DOOR, "doors")?;
    let mut doors = Vec::with_capacity(n);
    for _ in 0..n {
        let at = r.coord("a door's position")?;
        let state = r.enum_i8("a door's state", DoorState::from_code)?;
        let text = if r.fam.is_some() {
            r.zeros(1, "a door's padding")?;
            r.i16("a door's text")?
        } else {
            0
        };
        doors.push(Door { at, state, text });
    }

    let n = r.count(size::DRAWBRIDGE, "drawbridges")?;
    let mut drawbridges = Vec::with_capacity(n);
    for _ in 0..n {
        let at = r.coord("a drawbridge's position")?;
        let dir = r.enum_i8("a drawbridge's direction", Drawbridge::dir_from_code)?;
        let open = r.bool("a drawbridge's open switch")?;
        drawbridges.push(Drawbridge { at, dir, open });
    }

    let n = r.count(size::WALK, "mazewalks")?;
    let mut walks = Vec::with_capacity(n);
    for _ in 0..n {
        let at = r.coord("a mazewalk's position")?;
        let dir = r.enum_i8("a mazewalk's direction", Direction::from_code)?;
        walks.push(MazeWalk { at, dir });
    }

    let n = r.count(size::DIGPOS, "non-diggable areas")?;
    let mut non_diggable = Vec::with_capacity(n);
    for _ in 0..n {
        non_diggable.push(r.area("a non-diggable area")?);
    }
    let n = r.count(size::DIGPOS, "non-passwall areas")?;
    let mut non_passwall = Vec::with_capacity(n);
    for _ in 0..n {
        non_passwall.push(r.area("a non-passwall area")?);
    }

    let ladders = read_stairs(r, "ladders")?;
    let stairs = read_stairs(r, "stairs")?;
    let altars = read_altars(r)?;
    let fountains = read_spots(r, "fountains")?;
    let forges = if r.not_d() {
        read_spots(r, "forges")?
    } else {
        Vec::new()
    };
    let traps = read_traps(r)?;
    let monsters = read_monsters(r)?;
    let objects = read_objects(r)?;
    let gold = read_gold(r)?;
    let engravings = read_engravings(r)?;
    Ok(MazePart {
        halign,
        valign,
        map,
        lregions,
        random_objects,
        random_places,
        place_lists,
        random_regions,
        random_monsters,
        regions,
        doors,
        drawbridges,
        walks,
        non_diggable,
        non_passwall,
        ladders,
        stairs,
        altars,
        fountains,
        forges,
        traps,
        monsters,
        objects,
        gold,
        engravings,
    })
}

fn read_stairs(r: &mut Reader, what: &str) -> Result<Vec<Stair>, DecodeError> {
    let n = r.count(size::STAIR, what)?;
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        let at = r.coord("a stair's position")?;
        let up = r.bool("a stair's direction")?;
        v.push(Stair { at, up });
    }
    Ok(v)
}

fn read_altars(r: &mut Reader) -> Result<Vec<Altar>, DecodeError> {
    let n = r.count(size::ALTAR, "altars")?;
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        let at = r.coord("an altar's position")?;
        let align = r.enum_i8("an altar's alignment", Alignment::from_code)?;
        let kind = r.enum_i8("an altar's kind", AltarKind::from_code)?;
        let god = if r.not_d() {
            r.i32("an altar's god")?
        } else {
            0
        };
        v.push(Altar {
            at,
            align,
            kind,
            god,
        });
    }
    Ok(v)
}

fn read_spots(r: &mut Reader, what: &str) -> Result<Vec<Coord>, DecodeError> {
    let n = r.count(size::SPOT, what)?;
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        v.push(r.coord("a position")?);
    }
    Ok(v)
}

fn read_traps(r: &mut Reader) -> Result<Vec<Trap>, DecodeError> {
    let n = r.count(size::TRAP, "traps")?;
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        let at = r.coord("a trap's position")?;
        let chance = r.chance("a trap's chance")?;
        let fam = r.fam;
        let kind = r.enum_i8("a trap's kind", |k| match k {
            -1 => Some(None),
            _ => match fam {
                None => TrapKind::from_code(k),
                Some(f) => f.trap_of(k),
            }
            .map(Some),
        })?;
        v.push(Trap { at, chance, kind });
    }
    Ok(v)
}

fn read_monsters(r: &mut Reader) -> Result<Vec<Monster>, DecodeError> {
    let n = r.count(size::MONSTER, "monsters")?;
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        let name_len = r.str_slot("a monster's name length")?;
        let appear_len = r.str_slot("a monster's appearance length")?;
        let id = r.id("a monster's table index")?;
        let align = r.enum_i8("a monster's alignment", |a| match a {
            ALIGN_UNSPECIFIED => Some(None),
            _ => Alignment::from_code(a).map(Some),
        })?;
        let at = r.coord("a monster's position")?;
        let chance = r.chance("a monster's chance")?;
        let class = r.class("a monster's class")?;
        let appear = r.enum_i8("a monster's appearance", Appearance::from_code)?;
        let peaceful = r.opt_bool("a monster's attitude")?;
        let asleep = r.opt_bool("a monster's alertness")?;
        r.zeros(6, "a monster's padding")?;
        let name = r.string(name_len, "a monster's name")?;
        let appear_as = r.string(appear_len, "a monster's appearance")?;
        v.push(Monster {
            class,
            id,
            at,
            chance,
            name,
            appear,
            appear_as,
            align,
            peaceful,
            asleep,
        });
    }
    Ok(v)
}

fn read_lev_regions(r: &mut Reader, what: &str) -> Result<Vec<LevRegion>, DecodeError> {
    let n = r.count(size::LEV_REGION, what)?;
    let mut lregions = Vec::with_capacity(n);
    for _ in 0..n {
        let area = r.area("a level region's area")?;
        let exclude = r.area("a level region's excluded area")?;
        let in_lev = r.bool("a level region's coordinate switch")?;
        let ex_lev = r.bool("a level region's coordinate switch")?;
        let kind = r.enum_i8("a level region's kind", LevRegionKind::from_code)?;
        r.zeros(5, "a level region's padding")?;
        let len = r.str_slot("a level region's name length")?;
        let name = r.string(len, "a level region's name")?;
        lregions.push(LevRegion {
            area: LevArea {
                area,
                whole_level: in_lev,
            },
            exclude: LevArea {
                area: exclude,
                whole_level: ex_lev,
            },
            kind,
            name,
        });
    }

    Ok(lregions)
}

fn read_objects(r: &mut Reader) -> Result<Vec<Object>, DecodeError> {
    let slashem = r.slashem();
    let n = r.count(
        if slashem {
            size::OBJECT_SLASHEM
        } else {
            size::OBJECT
        },
        "objects",
    )?;
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        let name_len = r.str_slot("an object's name length")?;
        let at = r.pos;
        let c = r.i32("an object's monster kind")?;
        let corpse = CorpseSel::from_code(c).ok_or_else(|| {
            r.err_at(
                at,
                format!("unknown value {c} for an object's monster kind"),
            )
        })?;
        let id = r.id("an object's table index")?;
        let spe = match r.i16("an object's enchantment")? {
            SPE_RANDOM => None,
            s => Some(s),
        };
        let at = r.coord("an object's position")?;
        let chance = r.chance("an object's chance")?;
        let class = r.class("an object's class")?;
        let containment = r.enum_i8("an object's containment", Containment::from_code)?;
        let curse = r.enum_i8("an object's curse state", CurseState::from_code)?;
        r.zeros(2, "an object's padding")?;
        let flags = if slashem {
            r.i64("an object's flags")?
        } else {
            0
        };
        let name = r.string(name_len, "an object's name")?;
        v.push(Object {
            class,
            id,
            at,
            chance,
            corpse,
            spe,
            curse,
            containment,
            name,
            flags,
        });
    }
    Ok(v)
}

fn read_gold(r: &mut Reader) -> Result<Vec<Gold>, DecodeError> {
    let n = r.count(size::GOLD, "gold piles")?;
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        let at = r.coord("a gold pile's position")?;
        r.zeros(2, "a gold pile's padding")?;
        let amount = r.i32("a gold pile's amount")?;
        v.push(Gold { at, amount });
    }
    Ok(v)
}

fn read_engravings(r: &mut Reader) -> Result<Vec<Engraving>, DecodeError> {
    let n = r.count(size::ENGRAVING, "engravings")?;
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        let at = r.coord("an engraving's position")?;
        r.zeros(6, "an engraving's padding")?;
        let len = r.str_slot("an engraving's text length")?;
        let kind = r.enum_i8("an engraving's kind", EngravingKind::from_code)?;
        r.zeros(7, "an engraving's padding")?;
        let text = r.string(len, "an engraving's text")?;
        v.push(Engraving { at, kind, text });
    }
    Ok(v)
}

fn read_rooms(r: &mut Reader) -> Result<RoomLevel, DecodeError> {
    let random_objects = read_classes(r, "random objects")?;
    let random_monsters = read_classes(r, "random monsters")?;
    // A room takes at least 4 bytes of name lengths, 10 bytes of settings
    // and 11 list counts.
    let n = r.count(25, "rooms")?;
    let mut rooms = Vec::with_capacity(n);
    for _ in 0..n {
        rooms.push(read_room(r)?);
    }
    let n = r.count(size::CORRIDOR, "corridors")?;
    let mut corridors = Vec::with_capacity(n);
    for _ in 0..n {
        let at = r.pos;
        let [a, b, c, d, e, f] = r.array::<6>("a corridor")?;
        let src = CorridorEnd {
            room: a as i8,
            wall: b as i8,
            door: c as i8,
        };
        let dest = CorridorEnd {
            room: d as i8,
            wall: e as i8,
            door: f as i8,
        };
        let corr = if src.room == -1 {
            if [b, c, d, e, f] != [0; 5] {
                return Err(r.err_at(
                    at,
                    "a random-corridors entry with non-zero settings".to_string(),
                ));
            }
            Corridor::Random
        } else if dest.room == -1 {
            if dest.door != 0 {
                return Err(r.err_at(
                    at + 5,
                    "a corridor without destination room has a destination door".to_string(),
                ));
            }
            Corridor::ToAnywhere { src, n: dest.wall }
        } else {
            Corridor::Join { src, dest }
        };
        corridors.push(corr);
    }
    Ok(RoomLevel {
        random_objects,
        random_monsters,
        rooms,
        corridors,
    })
}

fn read_room(r: &mut Reader) -> Result<Room, DecodeError> {
    let mut names = [Vec::new(), Vec::new()];
    for (slot, what) in names.iter_mut().zip(["name", "parent name"]) {
        let at = r.pos;
        let len = r.i16(&format!("a room's {what} length"))?;
        let len = usize::try_from(len)
            .map_err(|_| r.err_at(at, format!("negative room {what} length ({len})")))?;
        *slot = r.string(len, &format!("a room's {what}"))?;
    }
    let [name, parent] = names;
    let x = r.i8("a room's column")?;
    let y = r.i8("a room's row")?;
    let w = r.i8("a room's width")?;
    let h = r.i8("a room's height")?;
    let xalign = r.enum_i8("a room's horizontal alignment", |v| match v {
        -1 => Some(None),
        _ => HAlign::from_code(v).map(Some),
    })?;
    let yalign = r.enum_i8("a room's vertical alignment", |v| match v {
        -1 => Some(None),
        _ => VAlign::from_code(v).map(Some),
    })?;
    let fam = r.fam;
    let room_type = r.enum_i8("a room's type", |v| match v {
        -1 => Some(None),
        _ => match fam {
            None => RoomType::from_code(v),
            Some(f) => f.room_of(v),
        }
        .map(Some),
    })?;
    let chance = r.chance("a room's chance")?;
    let lit = r.enum_i8("a room's lighting", Light::from_code)?;
    let filled = r.bool("a room's filled switch")?;

    let n = r.count(size::ROOM_DOOR, "doors")?;
    let mut doors = Vec::with_capacity(n);
    for _ in 0..n {
        let wall = r.enum_i8("a door's wall", |v| match v {
            -1 => Some(None),
            _ => Direction::from_code(v).map(Some),
        })?;
        let pos = r.i8("a door's position")?;
        let secret = r.opt_bool("a door's secret switch")?;
        let state = r.enum_i8("a door's state", DoorState::from_code)?;
        let text = if r.fam.is_some() {
            r.i16("a door's text")?
        } else {
            0
        };
        doors.push(RoomDoor {
            wall,
            pos,
            secret,
            state,
            text,
        });
    }
    let stairs = read_stairs(r, "stairs")?;
    let altars = read_altars(r)?;
    let fountains = read_spots(r, "fountains")?;
    let forges = if r.not_d() {
        read_spots(r, "forges")?
    } else {
        Vec::new()
    };
    let sinks = read_spots(r, "sinks")?;
    let pools = read_spots(r, "pools")?;
    let traps = read_traps(r)?;
    let monsters = read_monsters(r)?;
    let objects = read_objects(r)?;
    let gold = read_gold(r)?;
    let engravings = read_engravings(r)?;
    Ok(Room {
        name,
        parent,
        x,
        y,
        w,
        h,
        xalign,
        yalign,
        room_type,
        chance,
        lit,
        filled,
        doors,
        stairs,
        altars,
        fountains,
        forges,
        sinks,
        pools,
        traps,
        monsters,
        objects,
        gold,
        engravings,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::write::write;

    fn minimal_rooms() -> Vec<u8> {
        let mut b = Target::nethack_343().version_bytes();
        b.push(1);
        b.extend([0; 16]);
        b.extend([0, 0, 0, 0, 0]); // message, registers, rooms, corridors
        b
    }

    fn err(bytes: &[u8]) -> DecodeError {
        decode(bytes, &Target::nethack_343()).unwrap_err()
    }

    #[test]
    fn minimal_room_level_round_trips() {
        let b = minimal_rooms();
        let level = decode(&b, &Target::nethack_343()).unwrap();
        assert_eq!(level.body, LevelBody::Rooms(RoomLevel::default()));
        assert_eq!(write(&level, &Target::nethack_343()).unwrap(), b);
    }

    #[test]
    fn errors_name_the_offset_and_the_problem() {
        let b = minimal_rooms();
        assert_eq!(
            err(&b[..10]),
            DecodeError {
                offset: 0,
                message: "truncated: the version header needs 32 bytes but only 10 remain".into()
            }
        );

        let mut c = b.clone();
        c[41] = 0x40;
        assert_eq!(
            err(&c),
            DecodeError {
                offset: 41,
                message: "unknown level flag bits 0x40".into()
            }
        );

        let mut c = b.clone();
        c[33] = 2;
        assert_eq!(err(&c).message, "unknown value 2 for the INIT_MAP switch");

        let mut c = b.clone();
        c[35] = 1;
        assert_eq!(
            err(&c),
            DecodeError {
                offset: 35,
                message:
                    "non-zero byte in the unused INIT_MAP settings, which the format leaves zero"
                        .into()
            }
        );

        // One room promised, none there.
        let mut c = b.clone();
        c[52] = 1;
        assert_eq!(
            err(&c),
            DecodeError {
                offset: 52,
                message: "1 rooms need at least 25 bytes but only 1 remain".into()
            }
        );

        // A corridor whose start is random but carries settings.
        let mut c = b.clone();
        c[53] = 1;
        c.extend([0xff, 1, 0, 0, 0, 0]);
        assert_eq!(
            err(&c),
            DecodeError {
                offset: 54,
                message: "a random-corridors entry with non-zero settings".into()
            }
        );
    }

    #[test]
    fn maze_cells_must_be_terrain() {
        let mut b = Target::nethack_343().version_bytes();
        b.push(2);
        b.extend([0; 16]);
        b.extend([0, 0, 1]); // message, filling, one part
        b.extend([1, 1, 1, 1, 99]);
        b.extend([0; 19]);
        assert_eq!(
            err(&b),
            DecodeError {
                offset: 56,
                message: "unknown value 99 for a map cell".into()
            }
        );
        b[56] = 24;
        let level = decode(&b, &Target::nethack_343()).unwrap();
        let LevelBody::Maze(m) = &level.body else {
            panic!("a maze")
        };
        assert_eq!(m.parts[0].map.rows, vec![vec![Terrain::Room]]);
        assert_eq!(write(&level, &Target::nethack_343()).unwrap(), b);
    }

    #[test]
    fn noise_after_the_header_never_panics() {
        let target = Target::nethack_343();
        let mut seed: u32 = 0x1234_5678;
        let mut next = move || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            (seed >> 16) as u8
        };
        for len in 0..400 {
            for kind in [1u8, 2] {
                let mut b = target.version_bytes();
                b.push(kind);
                // Small values make deeper parses more likely.
                b.extend((0..len).map(|_| next() % 4));
                if let Ok(level) = decode(&b, &target) {
                    assert_eq!(write(&level, &target).unwrap(), b);
                }
            }
        }
    }
}
