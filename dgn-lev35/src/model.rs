//! A compiled level: its header and its list of opcodes, each with the
//! fixed record UnNetHack 3.5's `sp_lev.h` gives it.
//!
//! Numbers are kept as the C fields hold them (`xchar` is a signed byte),
//! so writing a level is a plain layout of the fields.

/// The level header (`lev_init`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Init {
    /// 0 none, 1 `solidfill`, 2 `mazegrid`, 3 `mines`.
    pub style: i8,
    /// Foreground terrain of `mines`.
    pub fg: i8,
    /// Background terrain of `mines`.
    pub bg: i8,
    /// `mines`: smoothed.
    pub smoothed: i8,
    /// `mines`: joined.
    pub joined: i8,
    /// `mines`: lit (-1 random).
    pub lit: i8,
    /// `mines`: walled (-1 random).
    pub walled: i8,
    /// Level flags.
    pub flags: i64,
    /// Fill terrain (-1 none).
    pub filling: i8,
}

/// A `MONSTER`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[allow(missing_docs)]
pub struct Monster {
    pub name: Option<Vec<u8>>,
    pub appear_as: Option<Vec<u8>>,
    pub id: i16,
    pub align: i8,
    pub x: i8,
    pub y: i8,
    pub chance: i8,
    pub class: i8,
    pub appear: i8,
    pub peaceful: i8,
    pub asleep: i8,
}

/// An `OBJECT` or `CONTAINER`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[allow(missing_docs)]
pub struct Object {
    pub name: Option<Vec<u8>>,
    pub corpsenm: i32,
    pub id: i16,
    pub spe: i16,
    pub x: i8,
    pub y: i8,
    pub chance: i8,
    pub class: i8,
    /// 0 on the floor, 1 in the container before it, 2 a container.
    pub containment: i8,
    pub curse_state: i8,
}

/// A `ROOM` or `SUBROOM`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[allow(missing_docs)]
pub struct Room {
    pub name: Option<Vec<u8>>,
    pub parent: Option<Vec<u8>>,
    pub x: i8,
    pub y: i8,
    pub w: i8,
    pub h: i8,
    pub xalign: i8,
    pub yalign: i8,
    pub rtype: i8,
    pub chance: i8,
    pub rlit: i8,
    pub filled: i8,
}

/// A level region (`STAIR`, `PORTAL`, `TELEPORT_REGION`, `BRANCH`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[allow(missing_docs)]
pub struct LevRegion {
    pub inarea: [i8; 4],
    pub delarea: [i8; 4],
    pub in_islev: i8,
    pub del_islev: i8,
    pub rtype: i8,
    pub name: Option<Vec<u8>>,
}

/// A map part (`MAP` or `NOMAP`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[allow(missing_docs)]
pub struct MapPart {
    pub zaligntyp: i8,
    pub keep_region: i8,
    pub halign: i8,
    pub valign: i8,
    pub xsize: i8,
    pub ysize: i8,
    /// Terrain numbers, row by row (`ysize` rows of `xsize`).
    pub rows: Vec<Vec<i8>>,
}

/// One opcode with its record. Records of plain bytes keep their fields
/// in the order of the C structure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Op {
    /// 1: a message.
    Message(Vec<u8>),
    /// 2.
    Monster(Monster),
    /// 3.
    Object(Object),
    /// 4: x, y, type and text.
    Engraving {
        /// Column.
        x: i8,
        /// Row.
        y: i8,
        /// Engraving type.
        etype: i8,
        /// The text.
        text: Vec<u8>,
    },
    /// 5.
    Room(Room),
    /// 6.
    Subroom(Room),
    /// 7: x, y, mask.
    Door([i8; 3]),
    /// 8: x, y, up.
    Stair([i8; 3]),
    /// 9: x, y, up.
    Ladder([i8; 3]),
    /// 10: x, y, align, shrine.
    Altar([i8; 4]),
    /// 11: x, y.
    Fountain([i8; 2]),
    /// 12: x, y.
    Sink([i8; 2]),
    /// 13: x, y.
    Pool([i8; 2]),
    /// 14: x, y, chance, type.
    Trap([i8; 4]),
    /// 15: x, y and amount.
    Gold {
        /// Column.
        x: i8,
        /// Row.
        y: i8,
        /// How much (-1 random).
        amount: i32,
    },
    /// 16: source room, wall, door; destination room, wall, door.
    Corridor([i8; 6]),
    /// 17.
    LevRegion(LevRegion),
    /// 18: object classes.
    RandomObjects(Vec<u8>),
    /// 19: places as (x + 1, y + 1) pairs.
    RandomPlaces(Vec<u8>),
    /// 20: monster classes.
    RandomMonsters(Vec<u8>),
    /// 21: x, y, dir, open.
    Drawbridge([i8; 4]),
    /// 22: x, y, dir, stocked, typ.
    Mazewalk([i8; 5]),
    /// 23: x1, y1, x2, y2.
    NonDiggable([i8; 4]),
    /// 24: x1, y1, x2, y2.
    NonPasswall([i8; 4]),
    /// 25.
    Wallify,
    /// 26.
    Map(MapPart),
    /// 27: wall, pos, secret, mask.
    RoomDoor([i8; 4]),
    /// 28: x1, y1, x2, y2, rtype, rlit, rirreg.
    Region([i8; 7]),
    /// 29: what and value compared.
    Cmp(i32, i32),
    /// 30: jump to the opcode after this index.
    Jmp(i64),
    /// 31.
    Jl(i64),
    /// 32.
    Jg(i64),
    /// 33: x, y, direction, count, lit, typ.
    Spill([i8; 6]),
    /// 34: chance, areatyp, x1, y1, x2, y2, ter, tlit.
    Terrain([i8; 8]),
    /// 35: chance, x1, y1, x2, y2, fromter, toter, tolit.
    ReplaceTerrain([i8; 8]),
    /// 36.
    Exit,
    /// 37.
    EndRoom,
    /// 38: x1, y1, x2, y2, fg, lit, roughness, thick.
    Randline {
        /// x1, y1, x2, y2, fg, lit.
        bytes: [i8; 6],
        /// Roughness.
        roughness: i32,
        /// Thickness.
        thick: i8,
    },
    /// 39.
    PopContainer,
}

impl Op {
    /// The opcode number written before the record.
    pub fn code(&self) -> i32 {
        match self {
            Op::Message(_) => 1,
            Op::Monster(_) => 2,
            Op::Object(_) => 3,
            Op::Engraving { .. } => 4,
            Op::Room(_) => 5,
            Op::Subroom(_) => 6,
            Op::Door(_) => 7,
            Op::Stair(_) => 8,
            Op::Ladder(_) => 9,
            Op::Altar(_) => 10,
            Op::Fountain(_) => 11,
            Op::Sink(_) => 12,
            Op::Pool(_) => 13,
            Op::Trap(_) => 14,
            Op::Gold { .. } => 15,
            Op::Corridor(_) => 16,
            Op::LevRegion(_) => 17,
            Op::RandomObjects(_) => 18,
            Op::RandomPlaces(_) => 19,
            Op::RandomMonsters(_) => 20,
            Op::Drawbridge(_) => 21,
            Op::Mazewalk(_) => 22,
            Op::NonDiggable(_) => 23,
            Op::NonPasswall(_) => 24,
            Op::Wallify => 25,
            Op::Map(_) => 26,
            Op::RoomDoor(_) => 27,
            Op::Region(_) => 28,
            Op::Cmp(..) => 29,
            Op::Jmp(_) => 30,
            Op::Jl(_) => 31,
            Op::Jg(_) => 32,
            Op::Spill(_) => 33,
            Op::Terrain(_) => 34,
            Op::ReplaceTerrain(_) => 35,
            Op::Exit => 36,
            Op::EndRoom => 37,
            Op::Randline { .. } => 38,
            Op::PopContainer => 39,
        }
    }
}

/// A level: its header and its opcodes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Level {
    /// The header.
    pub init: Init,
    /// The program.
    pub ops: Vec<Op>,
}
