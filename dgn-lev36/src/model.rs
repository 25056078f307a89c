//! The compiled form of a 3.6 level: a program of opcodes for the stack
//! machine of NetHack's `sp_lev.c`, exactly as lev_comp 3.6.7 emits it.

/// An opcode (`enum opcode_defs` of `sp_lev.h`), with its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
#[repr(i32)]
pub enum Opcode {
    Null = 0,
    Message,
    Monster,
    Object,
    Engraving,
    Room,
    Subroom,
    Door,
    Stair,
    Ladder,
    Altar,
    Fountain,
    Sink,
    Pool,
    Trap,
    Gold,
    Corridor,
    LevRegion,
    Drawbridge,
    Mazewalk,
    NonDiggable,
    NonPasswall,
    Wallify,
    Map,
    RoomDoor,
    Region,
    Mineralize,
    Cmp,
    Jmp,
    Jl,
    Jle,
    Jg,
    Jge,
    Je,
    Jne,
    Terrain,
    ReplaceTerrain,
    Exit,
    EndRoom,
    PopContainer,
    Push,
    Pop,
    Rn2,
    Dec,
    Inc,
    MathAdd,
    MathSub,
    MathMul,
    MathDiv,
    MathMod,
    MathSign,
    Copy,
    EndMonInvent,
    Grave,
    FramePush,
    FramePop,
    Call,
    Return,
    InitLevel,
    LevelFlags,
    VarInit,
    ShuffleArray,
    Dice,
    SelAdd,
    SelPoint,
    SelRect,
    SelFillRect,
    SelLine,
    SelRndLine,
    SelGrow,
    SelFlood,
    SelRndCoord,
    SelEllipse,
    SelFilter,
    SelGradient,
    SelComplement,
    /// EvilHack's `SPO_FORGE` (numbered by [`crate::variant::Family36`]).
    Forge,
    /// EvilHack's `SPO_MAGIC_CHEST`.
    MagicChest,
    /// EvilHack's `SPO_PUDDLE`.
    Puddle,
    /// EvilHack's `SPO_SEWAGE`.
    Sewage,
    /// Hack'EM's `SPO_VENT` (numbered, never written: its grammar has no
    /// statement for it).
    Vent,
    /// Hack'EM's `SPO_TOILET`.
    Toilet,
    /// UnNetHack's `SPO_SPILL`.
    Spill,
    /// UnNetHack's `SPO_MON_GENERATION`.
    MonGeneration,
    /// UnNetHack's `SPO_LEVEL_SOUNDS`.
    LevelSounds,
    /// UnNetHack's `SPO_WALLWALK`.
    WallWalk,
    /// UnNetHack's `SPO_COREFUNC`.
    CoreFunc,
    /// GnollHack's `SPO_ANVIL`.
    Anvil,
    /// GnollHack's `SPO_DECORATION`.
    Decoration,
    /// GnollHack's `SPO_FLOOR`.
    Floor,
    /// GnollHack's `SPO_SUBTYPE`.
    Subtype,
    /// GnollHack's `SPO_CARPET`.
    Carpet,
    /// GnollHack's `SPO_CARPET_PIECE`.
    CarpetPiece,
    /// GnollHack's `SPO_NPC`.
    Npc,
    /// GnollHack's `SPO_THRONE`.
    Throne,
    /// GnollHack's `SPO_MODRON_PORTAL`.
    ModronPortal,
    /// GnollHack's `SPO_MODRON_LEVEL_TELEPORTER`.
    ModronLevelTeleporter,
    /// GnollHack's `SPO_MAGIC_PORTAL`.
    MagicPortal,
    /// GnollHack's `SPO_LEVER`.
    Lever,
    /// GnollHack's `SPO_SPECIAL_REGION`.
    SpecialRegion,
    /// GnollHack's `SPO_SPECIAL_TILESET`.
    SpecialTileset,
    /// GnollHack's `SPO_NAMING`.
    Naming,
    /// GnollHack's `SPO_BRAZIER`.
    Brazier,
    /// GnollHack's `SPO_SIGNPOST`.
    Signpost,
    /// GnollHack's `SPO_TREE`.
    Tree,
    /// GnollHack's `SPO_TILESET`.
    Tileset,
    /// GnollHack's `SPO_FOREST`.
    Forest,
    /// GnollHack's `SPO_BOUNDARY_TYPE`.
    BoundaryType,
}

/// NetHack 3.6.7's opcodes, indexed by their numbers.
pub(crate) const OPCODES: [Opcode; 76] = [
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

/// The opcode NetHack 3.6.7 writes as `n`.
pub fn opcode_vanilla(n: i32) -> Option<Opcode> {
    let op = *OPCODES.get(usize::try_from(n).ok()?)?;
    debug_assert_eq!(op.number(), n);
    Some(op)
}

impl Opcode {
    /// The opcode's number in the file.
    pub fn number(self) -> i32 {
        self as i32
    }

    /// The first opcode NetHack 3.6.7 does not have (a variant's own, in
    /// this enum's order; [`crate::variant::Family36::opcode_number`]
    /// gives its number in the variant's files).
    pub const FIRST_VARIANT: i32 = Opcode::Forge as i32;

    /// The jump opcode for a comparison token's value, if it is one.
    pub fn jump(n: i64) -> Option<Opcode> {
        Some(match n {
            29 => Opcode::Jl,
            30 => Opcode::Jle,
            31 => Opcode::Jg,
            32 => Opcode::Jge,
            33 => Opcode::Je,
            34 => Opcode::Jne,
            _ => return None,
        })
    }

    /// The jump taken when the comparison `self` fails.
    pub fn reversed(self) -> Opcode {
        match self {
            Opcode::Je => Opcode::Jne,
            Opcode::Jne => Opcode::Je,
            Opcode::Jl => Opcode::Jge,
            Opcode::Jg => Opcode::Jle,
            Opcode::Jle => Opcode::Jg,
            Opcode::Jge => Opcode::Jl,
            _ => Opcode::Null,
        }
    }
}

/// A value pushed on the machine's stack (`struct opvar`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// `SPOVAR_INT`
    Int(i64),
    /// `SPOVAR_STRING`; `None` is a null string (written with length 0).
    Str(Option<Vec<u8>>),
    /// `SPOVAR_VARIABLE`: a variable name, with its `$`.
    Var(Vec<u8>),
    /// `SPOVAR_COORD`, packed.
    Coord(i64),
    /// `SPOVAR_REGION`, packed.
    Region(i64),
    /// `SPOVAR_MAPCHAR`, packed.
    MapChar(i64),
    /// `SPOVAR_MONST`, packed.
    Monster(i64),
    /// `SPOVAR_OBJ`, packed.
    Object(i64),
}

impl Operand {
    /// The `SPOVAR_*` type byte.
    pub fn type_byte(&self) -> u8 {
        match self {
            Operand::Int(_) => 1,
            Operand::Str(_) => 2,
            Operand::Var(_) => 3,
            Operand::Coord(_) => 4,
            Operand::Region(_) => 5,
            Operand::MapChar(_) => 6,
            Operand::Monster(_) => 7,
            Operand::Object(_) => 8,
        }
    }
}

/// One instruction: an opcode, or a push of a value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Instr {
    /// `SPO_PUSH` with its value.
    Push(Operand),
    /// Any other opcode (no operand).
    Op(Opcode),
}

/// One compiled level.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Level {
    /// The level's name (the output file is this plus `.lev`).
    pub name: Vec<u8>,
    /// The program.
    pub code: Vec<Instr>,
    /// A variant's random vault (`FLAGS: rndvault`): its least depth and
    /// frequency (`MINDEPTH`, `VAULTGEN`), which EvilHack's and Hack'EM's
    /// lev_comp append to `vaults.dat` as a line
    /// `"{mindepth} {freq} {name}\n"`; UnNetHack's has no least depth
    /// (`None`) and writes `"{freq} {name}\n"`.
    pub rnd_vault: Option<(Option<i64>, i64)>,
}

/// Packs a coordinate (`SP_COORD_PACK`).
pub fn coord_pack(x: i64, y: i64) -> i64 {
    (x & 0xff) + ((y & 0xff) << 16)
}

/// Marks a coordinate random, with location flags (`SP_COORD_PACK_RANDOM`).
pub fn coord_random(flags: i64) -> i64 {
    0x0100_0000 | flags
}

/// Packs a region (`SP_REGION_PACK`), computed in a C `long`.
pub fn region_pack(x1: i64, y1: i64, x2: i64, y2: i64) -> i64 {
    (x1 & 0xff) + ((y1 & 0xff) << 8) + ((x2 & 0xff) << 16) + ((y2 & 0xff) << 24)
}

/// Packs a monster (`SP_MONST_PACK`), an object (`SP_OBJ_PACK`) or a map
/// character (`SP_MAPCHAR_PACK`): `((10 + a) << 8) | (b & 0xff)`.
pub fn pack(a: i64, b: i64) -> i64 {
    (10i64.wrapping_add(a)).wrapping_shl(8) | (b & 0xff)
}
