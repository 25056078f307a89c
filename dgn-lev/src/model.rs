//! The typed model of a compiled 3.4.3 special level: everything a binary
//! `.lev` file holds, in the order the file holds it.
//!
//! A special level is either a *maze level* (`MAZE:`), made of one or more
//! map parts pasted onto a filled level, or a *room level* (`LEVEL:`), made
//! of rooms that the game places and joins with corridors. Both start with
//! the same common data ([`Level`]): flags, an optional `INIT_MAP` and a
//! message.
//!
//! Conventions used throughout:
//! - Byte strings are `Vec<u8>`; the file stores their length, never a
//!   terminator. An empty string and "no string" are the same thing.
//! - Lists keep the order of the source; the game may draw from them by index.
//! - Where the game picks something at random, the model says so with a
//!   `Random` variant or `None` (documented on each field).
//! - Coordinates inside a maze part are relative to the part's top-left
//!   corner (unless documented otherwise); inside a room they are relative to
//!   the room's interior.

/// The number of slots of each random register list (`RANDOM_OBJECTS`,
/// `RANDOM_MONSTERS`, `RANDOM_PLACES`).
pub const MAX_REGISTERS: u8 = 10;

/// The number of altar-alignment registers (`align[0]` .. `align[2]`).
pub const ALIGN_REGISTERS: u8 = 3;

/// Widest map part the game accepts.
pub const MAP_MAX_WIDTH: u8 = 76;

/// Tallest map part the game accepts.
pub const MAP_MAX_HEIGHT: u8 = 21;

/// One compiled special level.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Level {
    /// The level's name (`MAZE: "name"` / `LEVEL: "name"`). It names the
    /// output file (`name.lev`) and is not stored inside it: a decoded level
    /// has an empty name.
    pub name: Vec<u8>,
    /// Special rules for the whole level (`FLAGS:`).
    pub flags: LevelFlags,
    /// How the level is pre-drawn before parts or rooms are added
    /// (`INIT_MAP:`); `None` when the level has no `INIT_MAP`.
    pub init: Option<InitMap>,
    /// Text shown when the hero first arrives (`MESSAGE:` lines joined with
    /// newlines). At most 255 bytes.
    pub message: Vec<u8>,
    /// What kind of level it is, and its contents.
    pub body: LevelBody,
}

/// The two kinds of special level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelBody {
    /// A `MAZE:` level: a filled level with map parts.
    Maze(Maze),
    /// A `LEVEL:` level: rooms joined by corridors.
    Rooms(RoomLevel),
}

impl Default for LevelBody {
    fn default() -> Self {
        LevelBody::Maze(Maze::default())
    }
}

/// Level-wide rules (`FLAGS:`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LevelFlags {
    /// `noteleport`: teleporting within the level is impossible.
    pub noteleport: bool,
    /// `hardfloor`: the floor cannot be dug through.
    pub hardfloor: bool,
    /// `nommap`: magic mapping does not work.
    pub nommap: bool,
    /// `shortsighted`: monsters do not see the hero from afar.
    pub shortsighted: bool,
    /// `arboreal`: the level is outdoors among trees (walls drawn as trees).
    pub arboreal: bool,
    /// A variant's own flag bits (dNetHack's `lethe` 0x20, `cave` 0x400,
    /// `outside` 0x800); 0 in NetHack 3.4.3.
    pub variant: i64,
}

impl LevelFlags {
    /// The bit mask stored in the file.
    pub fn bits(self) -> i64 {
        i64::from(self.noteleport)
            | i64::from(self.hardfloor) << 1
            | i64::from(self.nommap) << 2
            | i64::from(self.shortsighted) << 3
            | i64::from(self.arboreal) << 4
            | self.variant
    }

    /// Flags from the stored bit mask; `None` if an unknown bit is set.
    pub fn from_bits(bits: i64) -> Option<LevelFlags> {
        if bits & !0x1f != 0 {
            return None;
        }
        Some(LevelFlags {
            noteleport: bits & 1 != 0,
            hardfloor: bits & 2 != 0,
            nommap: bits & 4 != 0,
            shortsighted: bits & 8 != 0,
            arboreal: bits & 16 != 0,
            variant: 0,
        })
    }
}

/// How the whole level is drawn before anything else (`INIT_MAP:`): a
/// random cave-like pattern of two terrains.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InitMap {
    /// Terrain of the open areas.
    pub fg: Terrain,
    /// Terrain of the rest.
    pub bg: Terrain,
    /// Whether the pattern is smoothed.
    pub smoothed: bool,
    /// Whether separate open areas are joined together.
    pub joined: bool,
    /// Whether the open areas are lit.
    pub lit: Light,
    /// Whether walls are drawn around the open areas; `None`: random.
    pub walled: Option<bool>,
}

/// Lighting of an area.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Light {
    /// Dark.
    Unlit,
    /// Lit.
    Lit,
    /// Chosen by the game.
    #[default]
    Random,
}

impl Light {
    /// The stored value.
    pub fn code(self) -> i8 {
        match self {
            Light::Unlit => 0,
            Light::Lit => 1,
            Light::Random => -1,
        }
    }

    /// From the stored value.
    pub fn from_code(v: i8) -> Option<Light> {
        match v {
            0 => Some(Light::Unlit),
            1 => Some(Light::Lit),
            -1 => Some(Light::Random),
            _ => None,
        }
    }
}

/// A terrain type of a map cell (the game's location types; the comment
/// gives the map character that produces it, if any).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs)]
#[repr(u8)]
pub enum Terrain {
    /// Solid rock (` `).
    #[default]
    Stone = 0,
    /// Vertical wall (`|`).
    VWall = 1,
    /// Horizontal wall (`-`).
    HWall = 2,
    TlCorner = 3,
    TrCorner = 4,
    BlCorner = 5,
    BrCorner = 6,
    /// Crossing walls; also the map boundary marker (`B`).
    CrossWall = 7,
    TuWall = 8,
    TdWall = 9,
    TlWall = 10,
    TrWall = 11,
    DbWall = 12,
    /// A tree (`T`).
    Tree = 13,
    /// Secret door (`S`).
    SDoor = 14,
    /// Secret corridor (`H`).
    SCorr = 15,
    /// Pool of water (`P`).
    Pool = 16,
    /// Moat (`}`).
    Moat = 17,
    /// Water of the Plane of Water (`W`).
    Water = 18,
    DrawbridgeUp = 19,
    /// Lava (`L`).
    LavaPool = 20,
    /// Iron bars (`F`).
    IronBars = 21,
    /// Doorway (`+`).
    Door = 22,
    /// Corridor (`#`).
    Corr = 23,
    /// Room floor (`.`).
    Room = 24,
    Stairs = 25,
    Ladder = 26,
    /// Fountain (`{`).
    Fountain = 27,
    /// Throne (`\`).
    Throne = 28,
    /// Sink (`K`).
    Sink = 29,
    Grave = 30,
    Altar = 31,
    /// Ice (`I`).
    Ice = 32,
    DrawbridgeDown = 33,
    /// Air of the Plane of Air (`A`).
    Air = 34,
    /// Cloud (`C`).
    Cloud = 35,
    /// A wall of lava, NetHack 3.7's `Z`. No 3.4.3 or 3.6 level stores it
    /// (it is not in [`Terrain::ALL`] and no 3.6 map character makes it):
    /// it is here for the pictures of 3.7 `.lua` levels.
    LavaWall = 36,
    /// A variant's terrain (EvilHack's grass, `g`, GnollHack's `,`); no
    /// 3.4.3 level has it.
    Grass = 37,
    /// EvilHack's sand (`a`).
    Sand = 38,
    /// EvilHack's dead tree (`t`).
    DeadTree = 39,
    /// EvilHack's forge (`U`).
    Forge = 40,
    /// EvilHack's magic chest (`Z`).
    MagicChest = 41,
    /// EvilHack's puddle, shallow water (`w`).
    Puddle = 42,
    /// EvilHack's sewage (`s`).
    Sewage = 43,
    /// Hack'EM's vent (`V`).
    Vent = 44,
    /// Hack'EM's toilet (`Z`).
    Toilet = 45,
    /// Hack'EM's bridge (no map character).
    Bridge = 46,
    /// UnNetHack's ice wall (`U`).
    IceWall = 47,
    /// UnNetHack's crystal ice wall (`Y`).
    CrystalIceWall = 48,
    /// UnNetHack's bog, a muddy swamp (`M`).
    Bog = 49,
    /// UnNetHack's magic platform (no map character).
    MagicPlatform = 50,
    /// GnollHack's brazier (no map character).
    Brazier = 51,
    /// GnollHack's signpost (no map character).
    Signpost = 52,
    /// GnollHack's anvil (no map character).
    Anvil = 53,
    /// GnollHack's ground, bare earth (`:`; its grass `,` is
    /// [`Terrain::Grass`]).
    Ground = 54,
    /// dNetHack's soil (`e`).
    Soil = 55,
}

impl Terrain {
    /// All terrain types, by stored value.
    pub const ALL: [Terrain; 36] = [
        Terrain::Stone,
        Terrain::VWall,
        Terrain::HWall,
        Terrain::TlCorner,
        Terrain::TrCorner,
        Terrain::BlCorner,
        Terrain::BrCorner,
        Terrain::CrossWall,
        Terrain::TuWall,
        Terrain::TdWall,
        Terrain::TlWall,
        Terrain::TrWall,
        Terrain::DbWall,
        Terrain::Tree,
        Terrain::SDoor,
        Terrain::SCorr,
        Terrain::Pool,
        Terrain::Moat,
        Terrain::Water,
        Terrain::DrawbridgeUp,
        Terrain::LavaPool,
        Terrain::IronBars,
        Terrain::Door,
        Terrain::Corr,
        Terrain::Room,
        Terrain::Stairs,
        Terrain::Ladder,
        Terrain::Fountain,
        Terrain::Throne,
        Terrain::Sink,
        Terrain::Grave,
        Terrain::Altar,
        Terrain::Ice,
        Terrain::DrawbridgeDown,
        Terrain::Air,
        Terrain::Cloud,
    ];

    /// The stored value.
    pub fn code(self) -> u8 {
        self as u8
    }

    /// From the stored value.
    pub fn from_code(v: u8) -> Option<Terrain> {
        Terrain::ALL.get(usize::from(v)).copied()
    }

    /// The terrain of a number in the numbering common to the 3.6 family
    /// (NetHack's up to 35, then the variants' own from 37: see
    /// `dgn_lev36::variant::Family36::common_terrain`).
    pub fn from_common(v: u8) -> Option<Terrain> {
        Some(match v {
            37 => Terrain::Grass,
            38 => Terrain::Sand,
            39 => Terrain::DeadTree,
            40 => Terrain::Forge,
            41 => Terrain::MagicChest,
            42 => Terrain::Puddle,
            43 => Terrain::Sewage,
            44 => Terrain::Vent,
            45 => Terrain::Toilet,
            46 => Terrain::Bridge,
            47 => Terrain::IceWall,
            48 => Terrain::CrystalIceWall,
            49 => Terrain::Bog,
            50 => Terrain::MagicPlatform,
            51 => Terrain::Brazier,
            52 => Terrain::Signpost,
            53 => Terrain::Anvil,
            54 => Terrain::Ground,
            _ => return Terrain::from_code(v),
        })
    }

    /// The terrain a map character stands for in a `MAP` or `INIT_MAP`
    /// (with sinks enabled, as in the default build).
    pub fn from_map_char(c: u8) -> Option<Terrain> {
        Some(match c {
            b' ' => Terrain::Stone,
            b'#' => Terrain::Corr,
            b'.' => Terrain::Room,
            b'-' => Terrain::HWall,
            b'|' => Terrain::VWall,
            b'+' => Terrain::Door,
            b'A' => Terrain::Air,
            b'B' => Terrain::CrossWall,
            b'C' => Terrain::Cloud,
            b'S' => Terrain::SDoor,
            b'H' => Terrain::SCorr,
            b'{' => Terrain::Fountain,
            b'\\' => Terrain::Throne,
            b'K' => Terrain::Sink,
            b'}' => Terrain::Moat,
            b'P' => Terrain::Pool,
            b'L' => Terrain::LavaPool,
            b'I' => Terrain::Ice,
            b'W' => Terrain::Water,
            b'T' => Terrain::Tree,
            b'F' => Terrain::IronBars,
            _ => return None,
        })
    }
}

// ---------------------------------------------------------------------------
// Selectors shared by both level kinds
// ---------------------------------------------------------------------------

/// Where something is put: a fixed spot, a slot of the random places list,
/// or anywhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Coord {
    /// A fixed spot `(x, y)` (relative to the map part or room). The file
    /// can hold any pair; pairs the compiler never writes (one coordinate
    /// negative) are kept as they are.
    At {
        /// Column.
        x: i8,
        /// Row.
        y: i8,
    },
    /// `place[i]`: the i-th entry of the part's random places list, after
    /// the game shuffled it (0-based, below [`MAX_REGISTERS`]).
    Place(u8),
    /// SLASH'EM's `place[i][j]`: entry `index` of place list `list`.
    PlaceIn {
        /// The list (0-based).
        list: u8,
        /// The entry (0-based).
        index: u8,
    },
    /// SLASH'EM's `region[i]`: a random spot of random region `i`.
    InRegion(u8),
    /// `random`: a random spot.
    Random,
}

impl Coord {
    /// The stored `(x, y)` pair.
    pub fn code(self) -> (i8, i8) {
        match self {
            Coord::At { x, y } => (x, y),
            Coord::Place(i) => {
                let v = -1 - i8::try_from(i.min(MAX_REGISTERS - 1)).unwrap_or(0);
                (v, v)
            }
            Coord::PlaceIn { list, index } => (reg_code(list), reg_code(index)),
            Coord::InRegion(i) => (RANDOM_SEL, reg_code(i)),
            Coord::Random => (RANDOM_SEL, RANDOM_SEL),
        }
    }

    /// The stored `(x, y)` pair in SLASH'EM's records: `place[i]` is
    /// (-1, -i-1), `place[i][j]` (-i-1, -j-1), `region[i]` (-11, -i-1)
    /// and `random` (-12, -12).
    pub fn code_slashem(self) -> (i8, i8) {
        match self {
            Coord::At { x, y } => (x, y),
            Coord::Place(i) => (-1, reg_code(i)),
            Coord::PlaceIn { list, index } => (reg_code(list), reg_code(index)),
            Coord::InRegion(i) => (RANDOM_SEL, reg_code(i)),
            Coord::Random => (RANDOM_SEL_SLASHEM, RANDOM_SEL_SLASHEM),
        }
    }

    /// From a pair stored in SLASH'EM's records; every pair has a meaning.
    pub fn from_code_slashem(x: i8, y: i8) -> Coord {
        let reg = |v: i8| (-(MAX_REGISTERS as i8)..0).contains(&v);
        if x == RANDOM_SEL_SLASHEM && y == RANDOM_SEL_SLASHEM {
            Coord::Random
        } else if x == -1 && reg(y) {
            Coord::Place((-1 - y) as u8)
        } else if reg(x) && reg(y) {
            Coord::PlaceIn {
                list: (-1 - x) as u8,
                index: (-1 - y) as u8,
            }
        } else if x == RANDOM_SEL && reg(y) {
            Coord::InRegion((-1 - y) as u8)
        } else {
            Coord::At { x, y }
        }
    }

    /// From the stored pair; every pair has a meaning.
    pub fn from_code(x: i8, y: i8) -> Coord {
        if x == y && (-(MAX_REGISTERS as i8)..0).contains(&x) {
            Coord::Place((-1 - x) as u8)
        } else if x == RANDOM_SEL && y == RANDOM_SEL {
            Coord::Random
        } else {
            Coord::At { x, y }
        }
    }
}

/// The stored value meaning "random" in class, alignment and coordinate
/// selectors (one below the last register).
pub const RANDOM_SEL: i8 = -(MAX_REGISTERS as i8) - 1;

/// The stored value meaning "random" in SLASH'EM's coordinates (its -11
/// marks a random region).
pub const RANDOM_SEL_SLASHEM: i8 = -(MAX_REGISTERS as i8) - 2;

/// The stored value of register index `i` (-i-1), clamped to the
/// registers.
fn reg_code(i: u8) -> i8 {
    -1 - i8::try_from(i.min(MAX_REGISTERS - 1)).unwrap_or(0)
}

/// Which kind of monster or object: a class symbol, a slot of the random
/// list, or any.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClassSel {
    /// A class symbol (for example `b'D'` for dragons, `b')'` for weapons).
    Class(u8),
    /// `monster[i]` / `object[i]`: the i-th entry of the random monsters or
    /// objects list (0-based, below [`MAX_REGISTERS`]).
    Register(u8),
    /// `random`: any class.
    Random,
}

impl ClassSel {
    /// The stored value.
    pub fn code(self) -> i8 {
        match self {
            ClassSel::Class(c) => c as i8,
            ClassSel::Register(i) => -1 - i8::try_from(i.min(MAX_REGISTERS - 1)).unwrap_or(0),
            ClassSel::Random => RANDOM_SEL,
        }
    }

    /// From the stored value.
    pub fn from_code(v: i8) -> Option<ClassSel> {
        match v {
            1..=127 => Some(ClassSel::Class(v as u8)),
            RANDOM_SEL => Some(ClassSel::Random),
            _ if (-(MAX_REGISTERS as i8)..0).contains(&v) => {
                Some(ClassSel::Register((-1 - v) as u8))
            }
            _ => None,
        }
    }
}

/// An alignment as used by altars and monsters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Alignment {
    /// `noalign`: unaligned.
    None,
    /// `chaos`.
    Chaotic,
    /// `neutral`.
    Neutral,
    /// `law`.
    Lawful,
    /// `coaligned`: the hero's alignment.
    CoAligned,
    /// `noncoaligned`: an alignment other than the hero's.
    NonCoAligned,
    /// `align[i]`: the i-th of the level's three shuffled alignments
    /// (0-based, below [`ALIGN_REGISTERS`]).
    Register(u8),
    /// `random`.
    Random,
}

impl Alignment {
    /// The stored value.
    pub fn code(self) -> i8 {
        match self {
            Alignment::None => 0,
            Alignment::Chaotic => 1,
            Alignment::Neutral => 2,
            Alignment::Lawful => 4,
            Alignment::CoAligned => 3,
            Alignment::NonCoAligned => 7,
            Alignment::Register(i) => -1 - i8::try_from(i.min(ALIGN_REGISTERS - 1)).unwrap_or(0),
            Alignment::Random => RANDOM_SEL,
        }
    }

    /// From the stored value.
    pub fn from_code(v: i8) -> Option<Alignment> {
        Some(match v {
            0 => Alignment::None,
            1 => Alignment::Chaotic,
            2 => Alignment::Neutral,
            4 => Alignment::Lawful,
            3 => Alignment::CoAligned,
            7 => Alignment::NonCoAligned,
            -3..=-1 => Alignment::Register((-1 - v) as u8),
            RANDOM_SEL => Alignment::Random,
            _ => return None,
        })
    }
}

/// The stored value of a monster alignment that was not given.
pub const ALIGN_UNSPECIFIED: i8 = -(MAX_REGISTERS as i8) - 2;

/// A wall side of a room, or a compass direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// North (top wall).
    North,
    /// South (bottom wall).
    South,
    /// East (right wall).
    East,
    /// West (left wall).
    West,
}

impl Direction {
    /// The stored wall bit.
    pub fn code(self) -> i8 {
        match self {
            Direction::North => 1,
            Direction::South => 2,
            Direction::East => 4,
            Direction::West => 8,
        }
    }

    /// From the stored wall bit.
    pub fn from_code(v: i8) -> Option<Direction> {
        Some(match v {
            1 => Direction::North,
            2 => Direction::South,
            4 => Direction::East,
            8 => Direction::West,
            _ => return None,
        })
    }
}

/// The state of a door.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DoorState {
    /// `nodoor`: an empty doorway.
    NoDoor,
    /// `broken`: a broken door.
    Broken,
    /// `open`.
    Open,
    /// `closed`.
    Closed,
    /// `locked`.
    Locked,
    /// `random`.
    Random,
}

impl DoorState {
    /// The stored value.
    pub fn code(self) -> i8 {
        match self {
            DoorState::NoDoor => 0,
            DoorState::Broken => 1,
            DoorState::Open => 2,
            DoorState::Closed => 4,
            DoorState::Locked => 8,
            DoorState::Random => -1,
        }
    }

    /// From the stored value.
    pub fn from_code(v: i8) -> Option<DoorState> {
        Some(match v {
            0 => DoorState::NoDoor,
            1 => DoorState::Broken,
            2 => DoorState::Open,
            4 => DoorState::Closed,
            8 => DoorState::Locked,
            -1 => DoorState::Random,
            _ => return None,
        })
    }
}

/// Horizontal placement of a map part or room on the level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum HAlign {
    /// `left`.
    #[default]
    Left,
    /// `half-left`.
    HalfLeft,
    /// `center`.
    Center,
    /// `half-right`.
    HalfRight,
    /// `right`.
    Right,
}

impl HAlign {
    /// The stored value.
    pub fn code(self) -> i8 {
        match self {
            HAlign::Left => 1,
            HAlign::HalfLeft => 2,
            HAlign::Center => 3,
            HAlign::HalfRight => 4,
            HAlign::Right => 5,
        }
    }

    /// From the stored value.
    pub fn from_code(v: i8) -> Option<HAlign> {
        Some(match v {
            1 => HAlign::Left,
            2 => HAlign::HalfLeft,
            3 => HAlign::Center,
            4 => HAlign::HalfRight,
            5 => HAlign::Right,
            _ => return None,
        })
    }
}

/// Vertical placement of a map part or room on the level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum VAlign {
    /// `top`.
    #[default]
    Top,
    /// `center`.
    Center,
    /// `bottom`.
    Bottom,
}

impl VAlign {
    /// The stored value.
    pub fn code(self) -> i8 {
        match self {
            VAlign::Top => 1,
            VAlign::Center => 3,
            VAlign::Bottom => 5,
        }
    }

    /// From the stored value.
    pub fn from_code(v: i8) -> Option<VAlign> {
        Some(match v {
            1 => VAlign::Top,
            3 => VAlign::Center,
            5 => VAlign::Bottom,
            _ => return None,
        })
    }
}

/// The kind of a room or region (shops, temples, zoos, ...).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RoomType {
    /// `ordinary`.
    #[default]
    Ordinary,
    /// `throne`: a throne room.
    Throne,
    /// `swamp`.
    Swamp,
    /// `vault`.
    Vault,
    /// `beehive`.
    Beehive,
    /// `morgue`.
    Morgue,
    /// `barracks`.
    Barracks,
    /// `zoo`.
    Zoo,
    /// `delphi`: the Oracle's centre.
    Delphi,
    /// `temple`.
    Temple,
    /// `leprehall`.
    LeprechaunHall,
    /// `cocknest`.
    CockatriceNest,
    /// `anthole`.
    AntHole,
    /// `shop`: a general store.
    Shop,
    /// `armor shop`.
    ArmorShop,
    /// `scroll shop`.
    ScrollShop,
    /// `potion shop`.
    PotionShop,
    /// `weapon shop`.
    WeaponShop,
    /// `food shop`.
    FoodShop,
    /// `ring shop`.
    RingShop,
    /// `wand shop`.
    WandShop,
    /// `tool shop`.
    ToolShop,
    /// `book shop`.
    BookShop,
    /// `candle shop`.
    CandleShop,
    /// dNetHack's `hive outpost`.
    HiveOutpost,
    /// dNetHack's `nest outpost`.
    NestOutpost,
    /// dNetHack's `garrison outpost`.
    GarrisonOutpost,
    /// dNetHack's `mound outpost`.
    MoundOutpost,
    /// dNetHack's `sea garden`.
    SeaGarden,
    /// dNetHack's `fish shop`.
    FishShop,
    /// dNetHack's `explorer shop`.
    ExplorerShop,
    /// dNetHack's `naiad shop`.
    NaiadShop,
    /// SLASH'EM's `realzoo`.
    RealZoo,
    /// SLASH'EM's `giantcourt`.
    GiantCourt,
    /// SLASH'EM's `dragonlair`.
    DragonLair,
    /// SLASH'EM's `badfoodshop`.
    BadFoodShop,
    /// SLASH'EM's (and UnNetHack's) `lemurepit`.
    LemurePit,
    /// SLASH'EM's `migohive`.
    MigoHive,
    /// SLASH'EM's `fungusfarm`.
    FungusFarm,
    /// SLASH'EM's `pet shop`.
    PetShop,
    /// SLASH'EM's `tin shop`.
    TinShop,
    /// SLASH'EM's (and UnNetHack's) `black market`.
    BlackMarket,
    /// SlashTHEM's `garden`.
    Garden,
    /// SlashTHEM's `clinic`.
    Clinic,
    /// SlashTHEM's `terrorhall`.
    TerrorHall,
    /// SlashTHEM's `coinhall`.
    CoinHall,
    /// SlashTHEM's `dougroom`.
    DougRoom,
    /// SlashTHEM's `armory`.
    Armory,
    /// SlashTHEM's `traproom`.
    TrapRoom,
    /// SlashTHEM's `poolroom`.
    PoolRoom,
    /// SlashTHEM's `gun shop`.
    GunShop,
    /// SlashTHEM's `music shop`.
    MusicShop,
    /// slashem9's `health shop`.
    HealthShop,
}

impl RoomType {
    /// All room types with their `.des` names, in the compiler's lookup order.
    pub const NAMED: [(&'static str, RoomType); 24] = [
        ("ordinary", RoomType::Ordinary),
        ("throne", RoomType::Throne),
        ("swamp", RoomType::Swamp),
        ("vault", RoomType::Vault),
        ("beehive", RoomType::Beehive),
        ("morgue", RoomType::Morgue),
        ("barracks", RoomType::Barracks),
        ("zoo", RoomType::Zoo),
        ("delphi", RoomType::Delphi),
        ("temple", RoomType::Temple),
        ("anthole", RoomType::AntHole),
        ("cocknest", RoomType::CockatriceNest),
        ("leprehall", RoomType::LeprechaunHall),
        ("shop", RoomType::Shop),
        ("armor shop", RoomType::ArmorShop),
        ("scroll shop", RoomType::ScrollShop),
        ("potion shop", RoomType::PotionShop),
        ("weapon shop", RoomType::WeaponShop),
        ("food shop", RoomType::FoodShop),
        ("ring shop", RoomType::RingShop),
        ("wand shop", RoomType::WandShop),
        ("tool shop", RoomType::ToolShop),
        ("book shop", RoomType::BookShop),
        ("candle shop", RoomType::CandleShop),
    ];

    /// The stored value (the game's room type number; 1 is unused).
    pub fn code(self) -> i8 {
        match self {
            RoomType::Ordinary => 0,
            RoomType::Throne => 2,
            RoomType::Swamp => 3,
            RoomType::Vault => 4,
            RoomType::Beehive => 5,
            RoomType::Morgue => 6,
            RoomType::Barracks => 7,
            RoomType::Zoo => 8,
            RoomType::Delphi => 9,
            RoomType::Temple => 10,
            RoomType::LeprechaunHall => 11,
            RoomType::CockatriceNest => 12,
            RoomType::AntHole => 13,
            RoomType::Shop => 14,
            RoomType::ArmorShop => 15,
            RoomType::ScrollShop => 16,
            RoomType::PotionShop => 17,
            RoomType::WeaponShop => 18,
            RoomType::FoodShop => 19,
            RoomType::RingShop => 20,
            RoomType::WandShop => 21,
            RoomType::ToolShop => 22,
            RoomType::BookShop => 23,
            RoomType::CandleShop => 24,
            // dNetHack's types have no NetHack 3.4.3 number (see
            // `family::Family343::room_code`).
            RoomType::HiveOutpost
            | RoomType::NestOutpost
            | RoomType::GarrisonOutpost
            | RoomType::MoundOutpost
            | RoomType::SeaGarden
            | RoomType::FishShop
            | RoomType::ExplorerShop
            | RoomType::NaiadShop
            | RoomType::RealZoo
            | RoomType::GiantCourt
            | RoomType::DragonLair
            | RoomType::BadFoodShop
            | RoomType::LemurePit
            | RoomType::MigoHive
            | RoomType::FungusFarm
            | RoomType::PetShop
            | RoomType::TinShop
            | RoomType::BlackMarket
            | RoomType::Garden
            | RoomType::Clinic
            | RoomType::TerrorHall
            | RoomType::CoinHall
            | RoomType::DougRoom
            | RoomType::Armory
            | RoomType::TrapRoom
            | RoomType::PoolRoom
            | RoomType::GunShop
            | RoomType::MusicShop
            | RoomType::HealthShop => -1,
        }
    }

    /// From the stored value.
    pub fn from_code(v: i8) -> Option<RoomType> {
        RoomType::NAMED
            .iter()
            .map(|&(_, t)| t)
            .find(|t| t.code() == v)
    }

    /// The room type of a `.des` name.
    pub fn from_name(name: &[u8]) -> Option<RoomType> {
        RoomType::NAMED
            .iter()
            .find(|(n, _)| n.as_bytes() == name)
            .map(|&(_, t)| t)
    }
}

/// The kind of a trap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum TrapKind {
    Arrow,
    Dart,
    FallingRock,
    SqueakyBoard,
    BearTrap,
    LandMine,
    RollingBoulder,
    SleepingGas,
    Rust,
    Fire,
    Pit,
    SpikedPit,
    Hole,
    TrapDoor,
    Teleport,
    LevelTeleport,
    MagicPortal,
    Web,
    Statue,
    Magic,
    AntiMagic,
    Polymorph,
    /// dNetHack's `essence` trap.
    Essence,
    /// dNetHack's `mummy trap`.
    MummyTrap,
    /// notdNetHack's `switch`.
    Switch,
    /// notdNetHack's `flesh hook`.
    FleshHook,
    /// SlashTHEM's `ice` trap.
    Ice,
    /// SlashTHEM's `spear` trap.
    Spear,
    /// SlashTHEM's `collapse` trap.
    Collapse,
    /// SlashTHEM's `magic beam` trap.
    MagicBeam,
}

impl TrapKind {
    /// All trap kinds with their `.des` names, by stored value (1-based).
    pub const NAMED: [(&'static str, TrapKind); 22] = [
        ("arrow", TrapKind::Arrow),
        ("dart", TrapKind::Dart),
        ("falling rock", TrapKind::FallingRock),
        ("board", TrapKind::SqueakyBoard),
        ("bear", TrapKind::BearTrap),
        ("land mine", TrapKind::LandMine),
        ("rolling boulder", TrapKind::RollingBoulder),
        ("sleep gas", TrapKind::SleepingGas),
        ("rust", TrapKind::Rust),
        ("fire", TrapKind::Fire),
        ("pit", TrapKind::Pit),
        ("spiked pit", TrapKind::SpikedPit),
        ("hole", TrapKind::Hole),
        ("trap door", TrapKind::TrapDoor),
        ("teleport", TrapKind::Teleport),
        ("level teleport", TrapKind::LevelTeleport),
        ("magic portal", TrapKind::MagicPortal),
        ("web", TrapKind::Web),
        ("statue", TrapKind::Statue),
        ("magic", TrapKind::Magic),
        ("anti magic", TrapKind::AntiMagic),
        ("polymorph", TrapKind::Polymorph),
    ];

    /// The stored value (the game's trap number).
    pub fn code(self) -> i8 {
        let i = TrapKind::NAMED
            .iter()
            .position(|&(_, t)| t == self)
            .unwrap_or(0);
        i as i8 + 1
    }

    /// From the stored value.
    pub fn from_code(v: i8) -> Option<TrapKind> {
        let i = usize::try_from(v).ok()?.checked_sub(1)?;
        TrapKind::NAMED.get(i).map(|&(_, t)| t)
    }

    /// The trap kind of a `.des` name.
    pub fn from_name(name: &[u8]) -> Option<TrapKind> {
        TrapKind::NAMED
            .iter()
            .find(|(n, _)| n.as_bytes() == name)
            .map(|&(_, t)| t)
    }
}

/// A rectangle `(x1, y1, x2, y2)`, corners included.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Area {
    /// Left column.
    pub x1: i8,
    /// Top row.
    pub y1: i8,
    /// Right column.
    pub x2: i8,
    /// Bottom row.
    pub y2: i8,
}

/// A spot `(x, y)` given literally (random places list entries).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Point {
    /// Column.
    pub x: i8,
    /// Row.
    pub y: i8,
}

// ---------------------------------------------------------------------------
// Things placed on a level (shared by map parts and rooms)
// ---------------------------------------------------------------------------

/// A trap (`TRAP:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Trap {
    /// Where.
    pub at: Coord,
    /// Percent chance (1..=100) that the trap is made at all.
    pub chance: u8,
    /// Which trap; `None`: random.
    pub kind: Option<TrapKind>,
}

/// How a monster looks until noticed (`m_feature`, `m_object`, `m_monster`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Appearance {
    /// Looks like itself.
    #[default]
    Itself,
    /// Mimics dungeon furniture named by `appear_as`.
    Furniture,
    /// Mimics the object named by `appear_as`.
    Object,
    /// Looks like the monster named by `appear_as`.
    Monster,
}

impl Appearance {
    /// The stored value.
    pub fn code(self) -> i8 {
        match self {
            Appearance::Itself => 0,
            Appearance::Furniture => 1,
            Appearance::Object => 2,
            Appearance::Monster => 3,
        }
    }

    /// From the stored value.
    pub fn from_code(v: i8) -> Option<Appearance> {
        Some(match v {
            0 => Appearance::Itself,
            1 => Appearance::Furniture,
            2 => Appearance::Object,
            3 => Appearance::Monster,
            _ => return None,
        })
    }
}

/// A monster (`MONSTER:`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Monster {
    /// Its class (symbol), a random-monsters slot, or random.
    pub class: ClassSel,
    /// The resolved monster: its index in the target's monster table;
    /// `None`: any monster of the class.
    pub id: Option<u16>,
    /// Where.
    pub at: Coord,
    /// Percent chance (1..=100) that the monster is made at all.
    pub chance: u8,
    /// The name it is given (empty: none).
    pub name: Vec<u8>,
    /// How it looks until noticed.
    pub appear: Appearance,
    /// What it looks like (a furniture, object or monster name), for
    /// appearances other than [`Appearance::Itself`].
    pub appear_as: Vec<u8>,
    /// Its alignment (for priests and minions); `None`: not given.
    pub align: Option<Alignment>,
    /// `peaceful` (true) or `hostile` (false); `None`: the game decides.
    pub peaceful: Option<bool>,
    /// `asleep` (true) or `awake` (false); `None`: the game decides.
    pub asleep: Option<bool>,
}

/// Blessed, uncursed or cursed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CurseState {
    /// The game decides.
    #[default]
    Random,
    /// `blessed`.
    Blessed,
    /// `uncursed`.
    Uncursed,
    /// `cursed`.
    Cursed,
}

impl CurseState {
    /// The stored value.
    pub fn code(self) -> i8 {
        match self {
            CurseState::Random => -1,
            CurseState::Blessed => 1,
            CurseState::Uncursed => 2,
            CurseState::Cursed => 3,
        }
    }

    /// From the stored value.
    pub fn from_code(v: i8) -> Option<CurseState> {
        Some(match v {
            -1 => CurseState::Random,
            1 => CurseState::Blessed,
            2 => CurseState::Uncursed,
            3 => CurseState::Cursed,
            _ => return None,
        })
    }
}

/// The monster kind an object is tied to (a corpse's or statue's monster,
/// a figurine's, ...).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CorpseSel {
    /// None given: the game's default.
    #[default]
    Unspecified,
    /// `"random"`: a random monster.
    Random,
    /// This monster (its index in the target's monster table).
    Monster(u16),
}

impl CorpseSel {
    /// The stored value.
    pub fn code(self) -> i32 {
        match self {
            CorpseSel::Unspecified => -1,
            CorpseSel::Random => -2,
            CorpseSel::Monster(i) => i32::from(i),
        }
    }

    /// From the stored value.
    pub fn from_code(v: i32) -> Option<CorpseSel> {
        match v {
            -1 => Some(CorpseSel::Unspecified),
            -2 => Some(CorpseSel::Random),
            _ => u16::try_from(v).ok().map(CorpseSel::Monster),
        }
    }
}

/// How an object relates to containers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Containment {
    /// Placed on the floor.
    #[default]
    Floor,
    /// `contained`: put inside the most recent container.
    Contained,
    /// `CONTAINER:`: a container that the following `contained` objects go
    /// into.
    Container,
}

impl Containment {
    /// The stored value.
    pub fn code(self) -> i8 {
        match self {
            Containment::Floor => 0,
            Containment::Contained => 1,
            Containment::Container => 2,
        }
    }

    /// From the stored value.
    pub fn from_code(v: i8) -> Option<Containment> {
        Some(match v {
            0 => Containment::Floor,
            1 => Containment::Contained,
            2 => Containment::Container,
            _ => return None,
        })
    }
}

/// The stored enchantment meaning "random".
pub const SPE_RANDOM: i16 = -127;

/// An object (`OBJECT:` or `CONTAINER:`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Object {
    /// Its class (symbol), a random-objects slot, or random.
    pub class: ClassSel,
    /// The resolved object: its index in the target's object table;
    /// `None`: any object of the class.
    pub id: Option<u16>,
    /// Where (a contained object is stored with [`Coord::Random`]).
    pub at: Coord,
    /// Percent chance (1..=100) that the object is made at all.
    pub chance: u8,
    /// Monster kind of a corpse, statue, figurine or egg.
    pub corpse: CorpseSel,
    /// Enchantment or charges; `None`: random (stored as [`SPE_RANDOM`], so
    /// `Some(-127)` reads back as `None`).
    pub spe: Option<i16>,
    /// Blessed, uncursed or cursed.
    pub curse: CurseState,
    /// Floor, container, or contents.
    pub containment: Containment,
    /// The name it is given (empty: none).
    pub name: Vec<u8>,
    /// SLASH'EM's `OBJFLAGS` bits ([`OBJF_LIT`], [`OBJF_BURIED`]); 0
    /// elsewhere.
    pub flags: i64,
}

/// SLASH'EM's object flag `o_lit`: the object is lit.
pub const OBJF_LIT: i64 = 1;
/// SLASH'EM's object flag `o_buried`: the object is buried.
pub const OBJF_BURIED: i64 = 2;

/// A pile of gold (`GOLD:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Gold {
    /// Where.
    pub at: Coord,
    /// How many coins; `-1` (`random`) lets the game choose.
    pub amount: i32,
}

/// How an engraving is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EngravingKind {
    /// `dust`: written in the dust.
    Dust,
    /// `engrave`: carved.
    Engrave,
    /// `burn`: burnt.
    Burn,
    /// `mark`: graffiti.
    Mark,
    /// SLASH'EM's `scrawl` (its `ENGR_BLOOD`, 5).
    Scrawl,
    /// `random`.
    Random,
}

impl EngravingKind {
    /// The stored value.
    pub fn code(self) -> i8 {
        match self {
            EngravingKind::Dust => 1,
            EngravingKind::Engrave => 2,
            EngravingKind::Burn => 3,
            EngravingKind::Mark => 4,
            EngravingKind::Scrawl => 5,
            EngravingKind::Random => -1,
        }
    }

    /// From the stored value.
    pub fn from_code(v: i8) -> Option<EngravingKind> {
        Some(match v {
            1 => EngravingKind::Dust,
            2 => EngravingKind::Engrave,
            3 => EngravingKind::Burn,
            4 => EngravingKind::Mark,
            5 => EngravingKind::Scrawl,
            -1 => EngravingKind::Random,
            _ => return None,
        })
    }
}

/// An engraving (`ENGRAVING:`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Engraving {
    /// Where.
    pub at: Coord,
    /// How it is made.
    pub kind: EngravingKind,
    /// The text.
    pub text: Vec<u8>,
}

/// A staircase or ladder (`STAIR:`, `LADDER:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stair {
    /// Where.
    pub at: Coord,
    /// Leads up (true) or down (false).
    pub up: bool,
}

/// What kind of altar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AltarKind {
    /// `altar`: a plain altar.
    Altar,
    /// `shrine`: an altar in a temple with a priest.
    Shrine,
    /// `sanctum`: the high altar of Moloch's Sanctum or the Astral Plane.
    Sanctum,
    /// `random`.
    Random,
}

impl AltarKind {
    /// The stored value.
    pub fn code(self) -> i8 {
        match self {
            AltarKind::Altar => 0,
            AltarKind::Shrine => 1,
            AltarKind::Sanctum => 2,
            AltarKind::Random => -1,
        }
    }

    /// From the stored value.
    pub fn from_code(v: i8) -> Option<AltarKind> {
        Some(match v {
            0 => AltarKind::Altar,
            1 => AltarKind::Shrine,
            2 => AltarKind::Sanctum,
            -1 => AltarKind::Random,
            _ => return None,
        })
    }
}

/// An altar (`ALTAR:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Altar {
    /// Where.
    pub at: Coord,
    /// Its alignment.
    pub align: Alignment,
    /// Plain, shrine or sanctum.
    pub kind: AltarKind,
    /// notdNetHack's god id (0: none given); always 0 elsewhere.
    pub god: i32,
}

// ---------------------------------------------------------------------------
// Maze levels
// ---------------------------------------------------------------------------

/// A `MAZE:` level: the level is filled, then each map part is drawn onto it
/// in order and populated.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Maze {
    /// What fills the level around the parts (the `MAZE: "name", 'c'`
    /// character); `None`: `random`, which makes a real maze.
    pub filling: Option<Terrain>,
    /// The map parts, in order (at most 127).
    pub parts: Vec<MazePart>,
}

/// A map part of a maze level: a map (or `NOMAP`), and what goes on it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MazePart {
    /// Where the map goes horizontally (`GEOMETRY:`; `NOMAP` is `Left`).
    pub halign: HAlign,
    /// Where the map goes vertically (`NOMAP` is `Top`).
    pub valign: VAlign,
    /// The map.
    pub map: MapGrid,
    /// Level regions: where stairs, portals, branches and teleport arrivals
    /// go.
    pub lregions: Vec<LevRegion>,
    /// `RANDOM_OBJECTS:` class symbols (the game shuffles them).
    pub random_objects: Vec<u8>,
    /// `RANDOM_PLACES:` spots (the game shuffles them); SLASH'EM's place
    /// list 0. SLASH'EM's `none` is the spot (-1, -1).
    pub random_places: Vec<Point>,
    /// SLASH'EM's place lists 1 and up (`RANDOM_PLACES[n]:`).
    pub place_lists: Vec<Vec<Point>>,
    /// SLASH'EM's random regions (`RANDOM_REGION[n]:`), in order: level
    /// regions of kind 0 without a name.
    pub random_regions: Vec<LevRegion>,
    /// `RANDOM_MONSTERS:` class symbols (the game shuffles them).
    pub random_monsters: Vec<u8>,
    /// `REGION:` areas (lighting, special rooms).
    pub regions: Vec<Region>,
    /// `DOOR:` doors.
    pub doors: Vec<Door>,
    /// `DRAWBRIDGE:` drawbridges.
    pub drawbridges: Vec<Drawbridge>,
    /// `MAZEWALK:` starting points of maze corridors.
    pub walks: Vec<MazeWalk>,
    /// `NON_DIGGABLE:` areas whose walls cannot be dug.
    pub non_diggable: Vec<Area>,
    /// `NON_PASSWALL:` areas whose walls cannot be phased through.
    pub non_passwall: Vec<Area>,
    /// `LADDER:` ladders.
    pub ladders: Vec<Stair>,
    /// `STAIR:` staircases at fixed spots.
    pub stairs: Vec<Stair>,
    /// `ALTAR:` altars.
    pub altars: Vec<Altar>,
    /// `FOUNTAIN:` fountains.
    pub fountains: Vec<Coord>,
    /// notdNetHack's `FORGE:` forges (written after the fountains).
    pub forges: Vec<Coord>,
    /// `TRAP:` traps.
    pub traps: Vec<Trap>,
    /// `MONSTER:` monsters.
    pub monsters: Vec<Monster>,
    /// `OBJECT:` / `CONTAINER:` objects.
    pub objects: Vec<Object>,
    /// `GOLD:` piles.
    pub gold: Vec<Gold>,
    /// `ENGRAVING:` engravings.
    pub engravings: Vec<Engraving>,
}

/// The cells of a map part, row by row.
///
/// `rows` holds `height` rows of `width` cells each. One exception: when
/// the level has an `INIT_MAP` and the map is at most 1×1 (a `NOMAP` part),
/// the file stores no cells; the writer then ignores `rows` and the decoder
/// leaves it empty.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MapGrid {
    /// Columns (at most 127 in the file; the game wants at most
    /// [`MAP_MAX_WIDTH`]).
    pub width: u8,
    /// Rows (at most 127 in the file; the game wants at most
    /// [`MAP_MAX_HEIGHT`]).
    pub height: u8,
    /// The cells.
    pub rows: Vec<Vec<Terrain>>,
}

impl MapGrid {
    /// The 1×1 solid-rock map of a `NOMAP` part.
    pub fn nomap() -> MapGrid {
        MapGrid {
            width: 1,
            height: 1,
            rows: vec![vec![Terrain::Stone]],
        }
    }

    /// Whether the file carries this map's cells, given whether the level has
    /// an `INIT_MAP`.
    pub fn cells_stored(&self, has_init: bool) -> bool {
        !has_init || self.width > 1 || self.height > 1
    }
}

/// What a level region is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LevRegionKind {
    /// `STAIR: ..., down`: where the down staircase goes.
    DownStair,
    /// `STAIR: ..., up`: where the up staircase goes.
    UpStair,
    /// `PORTAL:`: where the magic portal to another level goes.
    Portal,
    /// `BRANCH:`: where the branch stairs or portal of the dungeon go.
    Branch,
    /// `TELEPORT_REGION:` without direction: where arrivals land.
    Tele,
    /// `TELEPORT_REGION: ..., up`: where arrivals from below land.
    UpTele,
    /// `TELEPORT_REGION: ..., down`: where arrivals from above land.
    DownTele,
}

impl LevRegionKind {
    /// The stored value.
    pub fn code(self) -> i8 {
        match self {
            LevRegionKind::DownStair => 0,
            LevRegionKind::UpStair => 1,
            LevRegionKind::Portal => 2,
            LevRegionKind::Branch => 3,
            LevRegionKind::Tele => 4,
            LevRegionKind::UpTele => 5,
            LevRegionKind::DownTele => 6,
        }
    }

    /// From the stored value.
    pub fn from_code(v: i8) -> Option<LevRegionKind> {
        Some(match v {
            0 => LevRegionKind::DownStair,
            1 => LevRegionKind::UpStair,
            2 => LevRegionKind::Portal,
            3 => LevRegionKind::Branch,
            4 => LevRegionKind::Tele,
            5 => LevRegionKind::UpTele,
            6 => LevRegionKind::DownTele,
            _ => return None,
        })
    }
}

/// An area of a level region.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LevArea {
    /// The rectangle.
    pub area: Area,
    /// `levregion(...)`: the rectangle is in whole-level coordinates rather
    /// than relative to the map part.
    pub whole_level: bool,
}

/// A level region (`STAIR:`/`PORTAL:`/`TELEPORT_REGION:`/`BRANCH:` with
/// areas): something is put somewhere inside `area` but outside `exclude`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LevRegion {
    /// Where the thing may go.
    pub area: LevArea,
    /// Where it may not go.
    pub exclude: LevArea,
    /// What the region is for.
    pub kind: LevRegionKind,
    /// For a portal, the name of the level it leads to (empty otherwise).
    pub name: Vec<u8>,
}

/// A region (`REGION:`): an area that is lit or unlit and may become a
/// special room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Region {
    /// The rectangle.
    pub area: Area,
    /// Its room type; `None`: random.
    pub room_type: Option<RoomType>,
    /// `unfilled`: the special room is not stocked. The file adds 25 to the
    /// room type for this, so a random unfilled region reads back as a
    /// filled candle shop, exactly as the game would see it.
    pub unfilled: bool,
    /// Lighting.
    pub lit: Light,
    /// Irregular: the room is the connected floor around the rectangle's
    /// top-left corner rather than the rectangle.
    pub irregular: bool,
}

/// A door of a map part (`DOOR:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Door {
    /// Where.
    pub at: Coord,
    /// Its state.
    pub state: DoorState,
    /// dNetHack's door text (`arti_text`, 0: none); always 0 elsewhere.
    pub text: i16,
}

/// A drawbridge (`DRAWBRIDGE:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Drawbridge {
    /// The spot of the bridge (over water or lava).
    pub at: Coord,
    /// The side where the wall (and the portcullis) is.
    pub dir: Direction,
    /// Starts open (lowered).
    pub open: bool,
}

impl Drawbridge {
    /// The stored direction value (the game's drawbridge direction, which
    /// differs from the wall bits of [`Direction::code`]).
    pub fn dir_code(dir: Direction) -> i8 {
        match dir {
            Direction::North => 0,
            Direction::South => 1,
            Direction::East => 2,
            Direction::West => 3,
        }
    }

    /// From the stored direction value.
    pub fn dir_from_code(v: i8) -> Option<Direction> {
        Some(match v {
            0 => Direction::North,
            1 => Direction::South,
            2 => Direction::East,
            3 => Direction::West,
            _ => return None,
        })
    }
}

/// A maze walk (`MAZEWALK:`): a maze is carved from this spot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MazeWalk {
    /// The starting spot.
    pub at: Coord,
    /// The direction of the first step.
    pub dir: Direction,
}

// ---------------------------------------------------------------------------
// Room levels
// ---------------------------------------------------------------------------

/// A `LEVEL:` level: rooms placed by the game, joined by corridors.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoomLevel {
    /// `RANDOM_OBJECTS:` class symbols.
    pub random_objects: Vec<u8>,
    /// `RANDOM_MONSTERS:` class symbols.
    pub random_monsters: Vec<u8>,
    /// The rooms and subrooms, in source order (at most 127).
    pub rooms: Vec<Room>,
    /// The corridors (at most 127).
    pub corridors: Vec<Corridor>,
}

/// A room (`ROOM:`) or subroom (`SUBROOM:`) and its contents.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Room {
    /// `NAME:` of the room (empty: none). Subrooms refer to it.
    pub name: Vec<u8>,
    /// For a subroom, the name of the room it is in (empty: a top room).
    pub parent: Vec<u8>,
    /// Column: for a room, its cell 1..=5 on a 5×5 grid of the level; for a
    /// subroom, its offset inside the parent. `-1`: random.
    pub x: i8,
    /// Row, like `x`. `-1`: random.
    pub y: i8,
    /// Interior width; `-1`: random.
    pub w: i8,
    /// Interior height; `-1`: random.
    pub h: i8,
    /// Placement inside its grid cell; `None`: random (always for subrooms).
    pub xalign: Option<HAlign>,
    /// Placement inside its grid cell; `None`: random (always for subrooms).
    pub yalign: Option<VAlign>,
    /// Its room type; `None`: random.
    pub room_type: Option<RoomType>,
    /// `CHANCE:` percent chance that the room gets its type (0: always).
    pub chance: u8,
    /// Lighting.
    pub lit: Light,
    /// Whether a special room is stocked (`filled`, the default).
    pub filled: bool,
    /// `DOOR:` doors in its walls.
    pub doors: Vec<RoomDoor>,
    /// `STAIR:` staircases.
    pub stairs: Vec<Stair>,
    /// `ALTAR:` altars.
    pub altars: Vec<Altar>,
    /// `FOUNTAIN:` fountains.
    pub fountains: Vec<Coord>,
    /// notdNetHack's `FORGE:` forges (written after the fountains).
    pub forges: Vec<Coord>,
    /// `SINK:` sinks.
    pub sinks: Vec<Coord>,
    /// `POOL:` pools.
    pub pools: Vec<Coord>,
    /// `TRAP:` traps.
    pub traps: Vec<Trap>,
    /// `MONSTER:` monsters.
    pub monsters: Vec<Monster>,
    /// `OBJECT:` / `CONTAINER:` objects.
    pub objects: Vec<Object>,
    /// `GOLD:` piles.
    pub gold: Vec<Gold>,
    /// `ENGRAVING:` engravings.
    pub engravings: Vec<Engraving>,
}

/// A door in a room's wall (`DOOR:` inside a room).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoomDoor {
    /// Which wall; `None`: random.
    pub wall: Option<Direction>,
    /// Position along the wall; `-1`: random.
    pub pos: i8,
    /// Whether it is a secret door; `None`: random.
    pub secret: Option<bool>,
    /// Its state.
    pub state: DoorState,
    /// dNetHack's door text (`arti_text`, 0: none); always 0 elsewhere.
    pub text: i16,
}

/// One end of a corridor: a door in a room's wall.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CorridorEnd {
    /// The room (index into [`RoomLevel::rooms`]).
    pub room: i8,
    /// Which wall (stored as [`Direction::code`] bits).
    pub wall: i8,
    /// Position of the door along the wall; `-1`: random.
    pub door: i8,
}

/// A corridor (`CORRIDOR:` or `RANDOM_CORRIDORS`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Corridor {
    /// `RANDOM_CORRIDORS`: the game joins all rooms itself (the only entry).
    Random,
    /// A corridor between two rooms.
    Join {
        /// Where it starts.
        src: CorridorEnd,
        /// Where it ends.
        dest: CorridorEnd,
    },
    /// `CORRIDOR: (room, wall, door), n`: no destination room. The game
    /// only looks for the door at `src` and digs nothing; `n` is kept as
    /// given (stored in the destination's wall slot).
    ToAnywhere {
        /// Where it starts.
        src: CorridorEnd,
        /// The number given in place of a destination.
        n: i8,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_values_round_trip() {
        for v in i8::MIN..=i8::MAX {
            if let Some(c) = ClassSel::from_code(v) {
                assert_eq!(c.code(), v);
            }
            if let Some(a) = Alignment::from_code(v) {
                assert_eq!(a.code(), v);
            }
            if let Some(t) = TrapKind::from_code(v) {
                assert_eq!(t.code(), v);
            }
            if let Some(t) = RoomType::from_code(v) {
                assert_eq!(t.code(), v);
            }
            for y in [v, 0, RANDOM_SEL] {
                assert_eq!(Coord::from_code(v, y).code(), (v, y));
            }
        }
        assert_eq!(ClassSel::from_code(-11), Some(ClassSel::Random));
        assert_eq!(ClassSel::from_code(-3), Some(ClassSel::Register(2)));
        assert_eq!(Coord::from_code(-1, -1), Coord::Place(0));
        assert_eq!(Coord::from_code(-1, 3), Coord::At { x: -1, y: 3 });
        assert_eq!(
            TrapKind::from_name(b"spiked pit").map(TrapKind::code),
            Some(12)
        );
        assert_eq!(
            RoomType::from_name(b"candle shop").map(RoomType::code),
            Some(24)
        );
        assert_eq!(Terrain::from_map_char(b'}'), Some(Terrain::Moat));
        assert_eq!(Terrain::from_code(36), None);
        assert_eq!(LevelFlags::from_bits(0x20), None);
        let all = LevelFlags::from_bits(0x1f).unwrap();
        assert_eq!(all.bits(), 0x1f);
    }
}
