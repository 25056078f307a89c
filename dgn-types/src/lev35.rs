//! Compiled UnNetHack 3.5 special levels as tables: each level is the
//! header and the list of opcodes its level loader (`sp_lev.c` of
//! UnNetHack 3.5.2) runs, each opcode with its fixed record, as its
//! `lev_comp` writes them to the level's `.lev` file.
//!
//! `dungeon!(file = "x.des", target = "unnethack-3.5")` and `build-support`
//! (with that target) give a file's levels as a `&'static [Level]` in file
//! order. The records keep the numbers of the file (`xchar` fields are
//! `i8`, with its negative codes for `random` and registers); names become
//! [`Text`], and monster and object indices are also given as
//! [`MonsterRef`]/[`ObjectRef`] with the target's names.
//!
//! ```
//! use dgn_types::lev35::{Level, Op};
//!
//! static LEVELS: &[Level] = dgn_macros::dungeon!(
//!     file = "../tests/tests/variants/unnethack-3.5/to-lua.des",
//!     target = "unnethack-3.5",
//! );
//!
//! assert_eq!(LEVELS.len(), 3);
//! let pit = dgn_types::lev35::find_level(LEVELS, "lavapit").unwrap();
//! // INIT_MAP: solidfill; FLAGS: noteleport, mazelevel.
//! assert_eq!((pit.init.style, pit.init.flags), (1, 0x81));
//! // IF [30%] { SPILL ... } ELSE { SPILL ... }: a compare with 30, a jump
//! // over the first block when the draw is greater.
//! assert!(pit.ops.windows(2).any(|w| matches!(w, [Op::Cmp { what: 0, value: 30 }, Op::Jg(_)])));
//! // MONSTER: 'D', "draken", (8,2), asleep: the game's own monster, by
//! // its index and name in the target's catalog.
//! let draken = pit
//!     .ops
//!     .iter()
//!     .find_map(|o| match o {
//!         Op::Monster(m) => Some(m),
//!         _ => None,
//!     })
//!     .unwrap();
//! assert_eq!(draken.monster.map(|m| m.name), Some("draken"));
//! assert_eq!((draken.class, draken.x, draken.y, draken.asleep), (b'D' as i8, 8, 2, 1));
//! // The map of 17 x 6 squares, and SPILL: (12,2), 'W', south, 3, unlit
//! // (terrain 18, water).
//! assert!(pit.ops.iter().any(|o| matches!(o, Op::Map(m) if (m.xsize, m.ysize, m.rows.len()) == (17, 6, 6))));
//! assert!(pit.ops.contains(&Op::Spill([12, 2, 2, 3, 0, 18])));
//! ```

pub use crate::text::{MonsterRef, ObjectRef, Text};

/// The level named `name` in a table (compared as exact bytes).
pub fn find_level(table: &'static [Level], name: &str) -> Option<&'static Level> {
    table.iter().find(|l| l.name == name)
}

/// One compiled level: its name, its header and its program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Level {
    /// The level's name, which names its file (`name.lev`).
    pub name: Text,
    /// The header (`lev_init`).
    pub init: Init,
    /// The opcodes, in file order. Jump targets are indices into this
    /// list: the loader goes on with the opcode after the target.
    pub ops: &'static [Op],
}

/// The level header (`lev_init`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
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
    /// Level flags (`noteleport` 0x1, `hardfloor` 0x2, `nommap` 0x4,
    /// `shortsighted` 0x8, `arboreal` 0x10, `noflipx` 0x20, `noflipy`
    /// 0x40, `mazelevel` 0x80, `premapped` 0x100, `shroud` 0x200).
    pub flags: i64,
    /// Fill terrain (-1 none).
    pub filling: i8,
}

/// A `MONSTER` record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Monster {
    /// The name given to the monster.
    pub name: Option<Text>,
    /// What it appears as (`m_feature` and the like).
    pub appear_as: Option<Text>,
    /// The monster's index in the catalog (-1: by class or random).
    pub id: i16,
    /// The same monster, with its name, when `id` is one.
    pub monster: Option<MonsterRef>,
    /// Alignment (keyword value, or a negative register or random code).
    pub align: i8,
    /// Column (negative: a place register or random).
    pub x: i8,
    /// Row.
    pub y: i8,
    /// Chance in 100 of being made.
    pub chance: i8,
    /// Class character (negative: a register or random).
    pub class: i8,
    /// Kind of `appear_as`.
    pub appear: i8,
    /// Peaceful (-1 random).
    pub peaceful: i8,
    /// Asleep (-1 random).
    pub asleep: i8,
}

/// An `OBJECT` or `CONTAINER` record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Object {
    /// The name given to the object.
    pub name: Option<Text>,
    /// The monster of a corpse, statue, ... (-1 none, -2 a name the
    /// catalog lacks).
    pub corpsenm: i32,
    /// The same monster, with its name, when `corpsenm` is one.
    pub corpse: Option<MonsterRef>,
    /// The object's index in the catalog (-1: by class or random).
    pub id: i16,
    /// The same object, with its name, when `id` is one.
    pub object: Option<ObjectRef>,
    /// Enchantment (-127 random).
    pub spe: i16,
    /// Column (negative: a place register or random).
    pub x: i8,
    /// Row.
    pub y: i8,
    /// Chance in 100 of being made.
    pub chance: i8,
    /// Class character (negative: a register or random).
    pub class: i8,
    /// 0 on the floor, 1 in the container before it, 2 a container.
    pub containment: i8,
    /// Curse state (-1 random).
    pub curse_state: i8,
}

/// A `ROOM` or `SUBROOM` record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub struct Room {
    pub name: Option<Text>,
    pub parent: Option<Text>,
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

/// A level region (`STAIR`, `PORTAL`, `TELEPORT_REGION`, `BRANCH` with
/// areas).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub struct LevRegion {
    pub inarea: [i8; 4],
    pub delarea: [i8; 4],
    pub in_islev: i8,
    pub del_islev: i8,
    pub rtype: i8,
    pub name: Option<Text>,
}

/// A map part (`MAP` or `NOMAP`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub struct MapPart {
    pub zaligntyp: i8,
    pub keep_region: i8,
    pub halign: i8,
    pub valign: i8,
    pub xsize: i8,
    pub ysize: i8,
    /// Terrain numbers, row by row (36, `x`: the square is left as it
    /// was).
    pub rows: &'static [&'static [i8]],
}

/// One opcode with its record (the opcode numbers of its `sp_lev.h` are
/// given with each variant).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// 1: a message.
    Message(Text),
    /// 2.
    Monster(Monster),
    /// 3.
    Object(Object),
    /// 4.
    Engraving {
        /// Column.
        x: i8,
        /// Row.
        y: i8,
        /// Engraving type.
        etype: i8,
        /// The text.
        text: Text,
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
    /// 15.
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
    RandomObjects(&'static [u8]),
    /// 19: places as (x + 1, y + 1) pairs.
    RandomPlaces(&'static [u8]),
    /// 20: monster classes.
    RandomMonsters(&'static [u8]),
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
    /// 29: compares a value (`what` 0: a draw of `rn2(100)`) with `value`.
    Cmp {
        /// What is compared.
        what: i32,
        /// What it is compared with.
        value: i32,
    },
    /// 30: goes on after the opcode at this index.
    Jmp(i64),
    /// 31: the same when the last compare found less.
    Jl(i64),
    /// 32: the same when the last compare found more.
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
    /// 38.
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
    pub const fn code(&self) -> i32 {
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
            Op::Cmp { .. } => 29,
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
