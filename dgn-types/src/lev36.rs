//! Compiled NetHack 3.6 special levels as tables: each level is the
//! program of opcodes that NetHack 3.6's level loader (`sp_lev.c`) runs,
//! with typed operands, so a Rust port can run it.
//!
//! `dungeon!(file = "x.des", target = "nethack-3.6.7")` and `build-support`
//! (with a 3.6 target) give a file's levels as a `&'static [Level]` in file
//! order. A [`Level`]'s `code` holds exactly the instructions of its `.lev`
//! file: [`Instr::Op`] for an opcode, [`Instr::Push`] for `SPO_PUSH` with
//! its value. Packed values (coordinates, regions, map characters,
//! monsters, objects) are unpacked into typed operands; each gives back the
//! packed number with `packed()`, and a value that does not unpack cleanly
//! is kept as [`Operand::Raw`].
//!
//! ```
//! use dgn_types::lev36::{Instr, Opcode, Operand};
//!
//! static LEVELS: &[dgn_types::lev36::Level] = dgn_macros::dungeon!(
//!     file = "../examples/levels36.des",
//!     target = "nethack-3.6.7",
//! );
//!
//! let level = dgn_types::lev36::find_level(LEVELS, "tidepool").unwrap();
//! // The program ends with the last statement; messages are pushed, then
//! // consumed by SPO_MESSAGE.
//! let message = level
//!     .code
//!     .windows(2)
//!     .find(|w| w[1] == Instr::Op(Opcode::Message))
//!     .unwrap();
//! assert!(matches!(message[0], Instr::Push(Operand::Str(Some(t))) if t == "The tide is out."));
//! ```

pub use crate::lev343::Terrain;
pub use crate::text::{MonsterRef, ObjectRef, Text};

/// The level named `name` in a table (compared as exact bytes).
pub fn find_level(table: &'static [Level], name: &str) -> Option<&'static Level> {
    table.iter().find(|l| l.name == name)
}

/// One compiled level: its name and its program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Level {
    /// The level's name, which names its file (`name.lev`).
    pub name: Text,
    /// The instructions, in file order. Jumps are relative: a pushed
    /// [`Operand::Int`] offset followed by a jump opcode.
    pub code: &'static [Instr],
}

/// One instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Instr {
    /// `SPO_PUSH` with its value.
    Push(Operand),
    /// Any other opcode.
    Op(Opcode),
}

/// A value pushed on the machine's stack (the game's `struct opvar`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// An integer (`SPOVAR_INT`).
    Int(i64),
    /// A string (`SPOVAR_STRING`); `None` is a null string (stored with
    /// length 0, like the empty string).
    Str(Option<Text>),
    /// A variable name with its `$` (`SPOVAR_VARIABLE`).
    Var(Text),
    /// A coordinate (`SPOVAR_COORD`).
    Coord(Coord),
    /// A rectangle (`SPOVAR_REGION`).
    Region(Region),
    /// A map character with its lighting (`SPOVAR_MAPCHAR`).
    MapChar(MapChar),
    /// A monster (`SPOVAR_MONST`).
    Monster(Select<MonsterRef>),
    /// An object (`SPOVAR_OBJ`).
    Object(Select<ObjectRef>),
    /// A packed value that does not unpack into its typed form, as stored.
    Raw {
        /// The `SPOVAR_*` type byte.
        kind: u8,
        /// The stored number.
        value: i64,
    },
}

impl Operand {
    /// The `SPOVAR_*` type byte of the value.
    pub const fn type_byte(&self) -> u8 {
        match self {
            Operand::Int(_) => 1,
            Operand::Str(_) => 2,
            Operand::Var(_) => 3,
            Operand::Coord(_) => 4,
            Operand::Region(_) => 5,
            Operand::MapChar(_) => 6,
            Operand::Monster(_) => 7,
            Operand::Object(_) => 8,
            Operand::Raw { kind, .. } => *kind,
        }
    }

    /// The number stored for a numeric value (everything but strings and
    /// variables).
    pub const fn packed(&self) -> Option<i64> {
        Some(match self {
            Operand::Int(v) => *v,
            Operand::Str(_) | Operand::Var(_) => return None,
            Operand::Coord(c) => c.packed(),
            Operand::Region(r) => r.packed(),
            Operand::MapChar(m) => m.packed(),
            Operand::Monster(m) => match m {
                Select::Random => -1,
                Select::Class(c) => pack(-1, *c),
                Select::Exact { class, id } => pack(id.index as i64, *class),
            },
            Operand::Object(m) => match m {
                Select::Random => -1,
                Select::Class(c) => pack(-1, *c),
                Select::Exact { class, id } => pack(id.index as i64, *class),
            },
            Operand::Raw { value, .. } => *value,
        })
    }
}

const fn pack(a: i64, b: u8) -> i64 {
    ((10 + a) << 8) | b as i64
}

/// Location flags of a random coordinate (the game's `DRY`, `WET`, ...).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LocFlags(pub u32);

impl LocFlags {
    /// `DRY`: a dry spot.
    pub const DRY: u32 = 0x01;
    /// `WET`: water.
    pub const WET: u32 = 0x02;
    /// `HOT`: lava.
    pub const HOT: u32 = 0x04;
    /// `SOLID`: inside rock or walls.
    pub const SOLID: u32 = 0x08;
    /// `ANY_LOC`: anywhere, even outside the map.
    pub const ANY_LOC: u32 = 0x10;
    /// `NO_LOC_WARN`: no complaint when no spot is found.
    pub const NO_LOC_WARN: u32 = 0x20;
    /// `SPACELOC`: like dry, furniture allowed.
    pub const SPACELOC: u32 = 0x40;

    /// Whether every bit of `flag` is set.
    pub const fn contains(self, flag: u32) -> bool {
        self.0 & flag == flag
    }
}

/// A coordinate operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Coord {
    /// A fixed spot (the low 8 bits of each coordinate as written).
    At {
        /// Column.
        x: u8,
        /// Row.
        y: u8,
    },
    /// A random spot of the kinds the flags allow.
    Random(LocFlags),
}

impl Coord {
    /// The packed number (`SP_COORD_PACK` / `SP_COORD_PACK_RANDOM`).
    pub const fn packed(&self) -> i64 {
        match self {
            Coord::At { x, y } => (*x as i64) | (*y as i64) << 16,
            Coord::Random(f) => 0x0100_0000 | f.0 as i64,
        }
    }
}

/// A rectangle operand (the low 8 bits of each corner as written).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Region {
    /// Left column.
    pub x1: u8,
    /// Top row.
    pub y1: u8,
    /// Right column.
    pub x2: u8,
    /// Bottom row.
    pub y2: u8,
}

impl Region {
    /// The packed number (`SP_REGION_PACK`).
    pub const fn packed(&self) -> i64 {
        (self.x1 as i64) | (self.y1 as i64) << 8 | (self.x2 as i64) << 16 | (self.y2 as i64) << 24
    }
}

/// What a map character puts on a spot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MapCell {
    /// This terrain.
    Terrain(Terrain),
    /// `x`: leave the spot as it is.
    Transparent,
}

/// Lighting given with a map character.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MapLight {
    /// None given.
    Unspecified,
    /// `random`.
    Random,
    /// `unlit`.
    Unlit,
    /// `lit`.
    Lit,
}

/// A map-character operand: a terrain and its lighting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MapChar {
    /// The terrain.
    pub cell: MapCell,
    /// The lighting.
    pub lit: MapLight,
}

impl MapChar {
    /// The packed number (`SP_MAPCHAR_PACK`).
    pub const fn packed(&self) -> i64 {
        let typ = match self.cell {
            MapCell::Terrain(t) => t as u8,
            MapCell::Transparent => 36,
        };
        let lit = match self.lit {
            MapLight::Unspecified => -2,
            MapLight::Random => -1,
            MapLight::Unlit => 0,
            MapLight::Lit => 1,
        };
        pack(lit, typ)
    }
}

/// A monster or object operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Select<R> {
    /// `random`: any.
    Random,
    /// Any of the class with this symbol.
    Class(u8),
    /// This one; `class` is the class byte stored with it.
    Exact {
        /// The stored class byte (the symbol, or 1 for an object given by
        /// name alone).
        class: u8,
        /// The monster or object.
        id: R,
    },
}

/// An opcode of the level machine (the game's `SPO_*` numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Opcode {
    /// `SPO_NULL` (0).
    Null = 0,
    /// `SPO_MESSAGE` (1).
    Message = 1,
    /// `SPO_MONSTER` (2).
    Monster = 2,
    /// `SPO_OBJECT` (3).
    Object = 3,
    /// `SPO_ENGRAVING` (4).
    Engraving = 4,
    /// `SPO_ROOM` (5).
    Room = 5,
    /// `SPO_SUBROOM` (6).
    Subroom = 6,
    /// `SPO_DOOR` (7).
    Door = 7,
    /// `SPO_STAIR` (8).
    Stair = 8,
    /// `SPO_LADDER` (9).
    Ladder = 9,
    /// `SPO_ALTAR` (10).
    Altar = 10,
    /// `SPO_FOUNTAIN` (11).
    Fountain = 11,
    /// `SPO_SINK` (12).
    Sink = 12,
    /// `SPO_POOL` (13).
    Pool = 13,
    /// `SPO_TRAP` (14).
    Trap = 14,
    /// `SPO_GOLD` (15).
    Gold = 15,
    /// `SPO_CORRIDOR` (16).
    Corridor = 16,
    /// `SPO_LEVREGION` (17).
    LevRegion = 17,
    /// `SPO_DRAWBRIDGE` (18).
    Drawbridge = 18,
    /// `SPO_MAZEWALK` (19).
    Mazewalk = 19,
    /// `SPO_NON_DIGGABLE` (20).
    NonDiggable = 20,
    /// `SPO_NON_PASSWALL` (21).
    NonPasswall = 21,
    /// `SPO_WALLIFY` (22).
    Wallify = 22,
    /// `SPO_MAP` (23).
    Map = 23,
    /// `SPO_ROOM_DOOR` (24).
    RoomDoor = 24,
    /// `SPO_REGION` (25).
    Region = 25,
    /// `SPO_MINERALIZE` (26).
    Mineralize = 26,
    /// `SPO_CMP` (27).
    Cmp = 27,
    /// `SPO_JMP` (28).
    Jmp = 28,
    /// `SPO_JL` (29).
    Jl = 29,
    /// `SPO_JLE` (30).
    Jle = 30,
    /// `SPO_JG` (31).
    Jg = 31,
    /// `SPO_JGE` (32).
    Jge = 32,
    /// `SPO_JE` (33).
    Je = 33,
    /// `SPO_JNE` (34).
    Jne = 34,
    /// `SPO_TERRAIN` (35).
    Terrain = 35,
    /// `SPO_REPLACETERRAIN` (36).
    ReplaceTerrain = 36,
    /// `SPO_EXIT` (37).
    Exit = 37,
    /// `SPO_ENDROOM` (38).
    EndRoom = 38,
    /// `SPO_POP_CONTAINER` (39).
    PopContainer = 39,
    /// `SPO_PUSH` (40).
    Push = 40,
    /// `SPO_POP` (41).
    Pop = 41,
    /// `SPO_RN2` (42).
    Rn2 = 42,
    /// `SPO_DEC` (43).
    Dec = 43,
    /// `SPO_INC` (44).
    Inc = 44,
    /// `SPO_MATH_ADD` (45).
    MathAdd = 45,
    /// `SPO_MATH_SUB` (46).
    MathSub = 46,
    /// `SPO_MATH_MUL` (47).
    MathMul = 47,
    /// `SPO_MATH_DIV` (48).
    MathDiv = 48,
    /// `SPO_MATH_MOD` (49).
    MathMod = 49,
    /// `SPO_MATH_SIGN` (50).
    MathSign = 50,
    /// `SPO_COPY` (51).
    Copy = 51,
    /// `SPO_END_MONINVENT` (52).
    EndMonInvent = 52,
    /// `SPO_GRAVE` (53).
    Grave = 53,
    /// `SPO_FRAME_PUSH` (54).
    FramePush = 54,
    /// `SPO_FRAME_POP` (55).
    FramePop = 55,
    /// `SPO_CALL` (56).
    Call = 56,
    /// `SPO_RETURN` (57).
    Return = 57,
    /// `SPO_INITLEVEL` (58).
    InitLevel = 58,
    /// `SPO_LEVEL_FLAGS` (59).
    LevelFlags = 59,
    /// `SPO_VAR_INIT` (60).
    VarInit = 60,
    /// `SPO_SHUFFLE_ARRAY` (61).
    ShuffleArray = 61,
    /// `SPO_DICE` (62).
    Dice = 62,
    /// `SPO_SEL_ADD` (63).
    SelAdd = 63,
    /// `SPO_SEL_POINT` (64).
    SelPoint = 64,
    /// `SPO_SEL_RECT` (65).
    SelRect = 65,
    /// `SPO_SEL_FILLRECT` (66).
    SelFillRect = 66,
    /// `SPO_SEL_LINE` (67).
    SelLine = 67,
    /// `SPO_SEL_RNDLINE` (68).
    SelRndLine = 68,
    /// `SPO_SEL_GROW` (69).
    SelGrow = 69,
    /// `SPO_SEL_FLOOD` (70).
    SelFlood = 70,
    /// `SPO_SEL_RNDCOORD` (71).
    SelRndCoord = 71,
    /// `SPO_SEL_ELLIPSE` (72).
    SelEllipse = 72,
    /// `SPO_SEL_FILTER` (73).
    SelFilter = 73,
    /// `SPO_SEL_GRADIENT` (74).
    SelGradient = 74,
    /// `SPO_SEL_COMPLEMENT` (75).
    SelComplement = 75,
    /// EvilHack's `SPO_FORGE` (its files number it 11, and move
    /// NetHack's from `FOUNTAIN` on: see `dgn_lev36::variant`).
    Forge = 76,
    /// EvilHack's `SPO_MAGIC_CHEST` (12 in its files).
    MagicChest = 77,
    /// EvilHack's `SPO_PUDDLE` (15 in its files).
    Puddle = 78,
    /// EvilHack's `SPO_SEWAGE` (16 in its files).
    Sewage = 79,
    /// Hack'EM's `SPO_VENT` (14 in its files; never written).
    Vent = 80,
    /// Hack'EM's `SPO_TOILET` (16 in its files).
    Toilet = 81,
    /// UnNetHack's `SPO_SPILL` (35 in its files).
    Spill = 82,
    /// UnNetHack's `SPO_MON_GENERATION` (54 in its files), and GnollHack's
    /// `SPO_MONSTER_GENERATION` (80 in its files).
    MonGeneration = 83,
    /// UnNetHack's `SPO_LEVEL_SOUNDS` (63 in its files).
    LevelSounds = 84,
    /// UnNetHack's `SPO_WALLWALK` (64 in its files).
    WallWalk = 85,
    /// UnNetHack's `SPO_COREFUNC` (68 in its files).
    CoreFunc = 86,
    /// GnollHack's `SPO_ANVIL` (11 in its files).
    Anvil = 87,
    /// GnollHack's `SPO_DECORATION` (12 in its files).
    Decoration = 88,
    /// GnollHack's `SPO_FLOOR` (13 in its files).
    Floor = 89,
    /// GnollHack's `SPO_SUBTYPE` (14 in its files).
    Subtype = 90,
    /// GnollHack's `SPO_CARPET` (15 in its files).
    Carpet = 91,
    /// GnollHack's `SPO_CARPET_PIECE` (16 in its files).
    CarpetPiece = 92,
    /// GnollHack's `SPO_NPC` (17 in its files).
    Npc = 93,
    /// GnollHack's `SPO_THRONE` (19 in its files).
    Throne = 94,
    /// GnollHack's `SPO_MODRON_PORTAL` (20 in its files).
    ModronPortal = 95,
    /// GnollHack's `SPO_MODRON_LEVEL_TELEPORTER` (21 in its files).
    ModronLevelTeleporter = 96,
    /// GnollHack's `SPO_MAGIC_PORTAL` (22 in its files).
    MagicPortal = 97,
    /// GnollHack's `SPO_LEVER` (26 in its files).
    Lever = 98,
    /// GnollHack's `SPO_SPECIAL_REGION` (38 in its files).
    SpecialRegion = 99,
    /// GnollHack's `SPO_SPECIAL_TILESET` (39 in its files).
    SpecialTileset = 100,
    /// GnollHack's `SPO_NAMING` (40 in its files).
    Naming = 101,
    /// GnollHack's `SPO_BRAZIER` (69 in its files).
    Brazier = 102,
    /// GnollHack's `SPO_SIGNPOST` (70 in its files).
    Signpost = 103,
    /// GnollHack's `SPO_TREE` (71 in its files).
    Tree = 104,
    /// GnollHack's `SPO_TILESET` (78 in its files).
    Tileset = 105,
    /// GnollHack's `SPO_FOREST` (79 in its files).
    Forest = 106,
    /// GnollHack's `SPO_BOUNDARY_TYPE` (81 in its files).
    BoundaryType = 107,
}

impl Opcode {
    /// Every opcode, by number.
    pub const ALL: [Opcode; 76] = [
        Opcode::Null,
        Opcode::Message,
        Opcode::Monster,
        Opcode::Object,
        Opcode::Engraving,
        Opcode::Room,
        Opcode::Subroom,
        Opcode::Door,
        Opcode::Stair,
        Opcode::Ladder,
        Opcode::Altar,
        Opcode::Fountain,
        Opcode::Sink,
        Opcode::Pool,
        Opcode::Trap,
        Opcode::Gold,
        Opcode::Corridor,
        Opcode::LevRegion,
        Opcode::Drawbridge,
        Opcode::Mazewalk,
        Opcode::NonDiggable,
        Opcode::NonPasswall,
        Opcode::Wallify,
        Opcode::Map,
        Opcode::RoomDoor,
        Opcode::Region,
        Opcode::Mineralize,
        Opcode::Cmp,
        Opcode::Jmp,
        Opcode::Jl,
        Opcode::Jle,
        Opcode::Jg,
        Opcode::Jge,
        Opcode::Je,
        Opcode::Jne,
        Opcode::Terrain,
        Opcode::ReplaceTerrain,
        Opcode::Exit,
        Opcode::EndRoom,
        Opcode::PopContainer,
        Opcode::Push,
        Opcode::Pop,
        Opcode::Rn2,
        Opcode::Dec,
        Opcode::Inc,
        Opcode::MathAdd,
        Opcode::MathSub,
        Opcode::MathMul,
        Opcode::MathDiv,
        Opcode::MathMod,
        Opcode::MathSign,
        Opcode::Copy,
        Opcode::EndMonInvent,
        Opcode::Grave,
        Opcode::FramePush,
        Opcode::FramePop,
        Opcode::Call,
        Opcode::Return,
        Opcode::InitLevel,
        Opcode::LevelFlags,
        Opcode::VarInit,
        Opcode::ShuffleArray,
        Opcode::Dice,
        Opcode::SelAdd,
        Opcode::SelPoint,
        Opcode::SelRect,
        Opcode::SelFillRect,
        Opcode::SelLine,
        Opcode::SelRndLine,
        Opcode::SelGrow,
        Opcode::SelFlood,
        Opcode::SelRndCoord,
        Opcode::SelEllipse,
        Opcode::SelFilter,
        Opcode::SelGradient,
        Opcode::SelComplement,
    ];

    /// The opcode's number in the `.lev` file.
    pub const fn number(self) -> i32 {
        self as i32
    }

    /// The opcode with this number.
    pub const fn from_number(n: i32) -> Option<Opcode> {
        if n >= 0 && (n as usize) < Opcode::ALL.len() {
            Some(Opcode::ALL[n as usize])
        } else {
            None
        }
    }
}
