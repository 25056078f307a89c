//! Compiled NetHack 3.4.3 special levels (the declarative `lev_comp`
//! dialect of `*.des` files) as tables.
//!
//! A `.des` file holds one or more levels; `dungeon!(file = "x.des")` and
//! `build-support` give them as a `&'static [Level]` in file order (use
//! [`find_level`] to pick one by name). Each [`Level`] holds exactly what
//! NetHack's `.lev` file for it holds, typed: every closed set of values is
//! an enum, every "random or this" is an [`OrRandom`] or a `Random`
//! variant, and every register (`place[i]`, `monster[i]`, `object[i]`,
//! `align[i]`) is a variant of its own. Monster and object names are
//! resolved against the target's tables; the tables give both the index
//! (what the game uses) and the name ([`MonsterRef`], [`ObjectRef`]).
//!
//! The variants of NetHack 3.4.3's compiler (dNetHack, notdNetHack,
//! SLASH'EM, SlashTHEM, slashem9) use the same types: their terrains,
//! room types and traps are variants of the enums here, and SLASH'EM's
//! additions have fields of their own (place lists and random regions in
//! [`MazePart`], [`Coord::PlaceIn`] and [`Coord::InRegion`], door keys
//! [`Door::key`], object flags [`Object::flags`]), empty or `None` for
//! the other games.
//!
//! A level is either a *maze level* (`MAZE:`, [`LevelBody::Maze`]): the
//! level is filled, then map parts are drawn onto it and populated; or a
//! *room level* (`LEVEL:`, [`LevelBody::Rooms`]): rooms the game places and
//! joins with corridors. Coordinates are relative to the map part (maze
//! levels) or to the room's interior (room levels).
//!
//! ```
//! use dgn_types::lev343::{find_level, Coord, LevelBody, Terrain};
//!
//! static LEVELS: &[dgn_types::lev343::Level] =
//!     dgn_macros::dungeon!(file = "../examples/levels.des", target = "nethack-3.4.3");
//!
//! let tide = find_level(LEVELS, "tidepool").unwrap();
//! let LevelBody::Maze(maze) = &tide.body else { panic!("a maze level") };
//! let part = &maze.parts[0];
//! assert_eq!(part.map.rows[1], "|....}}}}.....}}}.....|");
//! assert_eq!(part.map.terrain(5, 1), Some(Terrain::Moat));
//! let eel = &part.monsters[0];
//! assert_eq!(eel.id.unwrap().name, "giant eel");
//! assert_eq!(eel.at, Coord::At { x: 6, y: 1 });
//! assert!(tide.flags.noteleport);
//! ```

pub use crate::text::{MonsterRef, ObjectRef, OrRandom, Text};

/// The number of slots of each random register list (`RANDOM_OBJECTS`,
/// `RANDOM_MONSTERS`, `RANDOM_PLACES`).
pub const MAX_REGISTERS: u8 = 10;

/// The level named `name` in a table (compared as exact bytes).
pub fn find_level(table: &'static [Level], name: &str) -> Option<&'static Level> {
    table.iter().find(|l| l.name == name)
}

/// One compiled special level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Level {
    /// The level's name (`MAZE: "name"` / `LEVEL: "name"`), which names
    /// its file (`name.lev`).
    pub name: Text,
    /// Level-wide rules (`FLAGS:`).
    pub flags: LevelFlags,
    /// How the level is pre-drawn (`INIT_MAP:`), if it is.
    pub init: Option<InitMap>,
    /// Text shown on arrival (`MESSAGE:` lines joined with newlines); empty
    /// for none.
    pub message: Text,
    /// The kind of level and its contents.
    pub body: LevelBody,
}

impl Level {
    /// The maze data of a `MAZE:` level.
    pub const fn maze(&self) -> Option<&Maze> {
        match &self.body {
            LevelBody::Maze(m) => Some(m),
            LevelBody::Rooms(_) => None,
        }
    }

    /// The rooms of a `LEVEL:` level.
    pub const fn rooms(&self) -> Option<&RoomLevel> {
        match &self.body {
            LevelBody::Rooms(r) => Some(r),
            LevelBody::Maze(_) => None,
        }
    }
}

/// The two kinds of special level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LevelBody {
    /// A `MAZE:` level: a filled level with map parts.
    Maze(Maze),
    /// A `LEVEL:` level: rooms joined by corridors.
    Rooms(RoomLevel),
}

/// Level-wide rules (`FLAGS:`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LevelFlags {
    /// `noteleport`: no teleporting within the level.
    pub noteleport: bool,
    /// `hardfloor`: the floor cannot be dug through.
    pub hardfloor: bool,
    /// `nommap`: magic mapping fails.
    pub nommap: bool,
    /// `shortsighted`: monsters do not see the hero from afar.
    pub shortsighted: bool,
    /// `arboreal`: outdoors among trees.
    pub arboreal: bool,
    /// A variant's own flag bits, as its `.lev` file stores them (dNetHack's
    /// `lethe` 0x20, `cave` 0x400, `outside` 0x800; SLASH'EM's `spooky`
    /// 0x20, `lethe` 0x40); 0 in NetHack 3.4.3.
    pub variant: u32,
}

impl LevelFlags {
    /// No flag set.
    pub const NONE: LevelFlags = LevelFlags {
        noteleport: false,
        hardfloor: false,
        nommap: false,
        shortsighted: false,
        arboreal: false,
        variant: 0,
    };

    /// The bit mask of the `.lev` file (noteleport 1, hardfloor 2, nommap
    /// 4, shortsighted 8, arboreal 16, and the variant's own bits).
    pub const fn bits(self) -> u32 {
        (self.noteleport as u32)
            | (self.hardfloor as u32) << 1
            | (self.nommap as u32) << 2
            | (self.shortsighted as u32) << 3
            | (self.arboreal as u32) << 4
            | self.variant
    }
}

/// `INIT_MAP:`: the whole level drawn as a random cave-like pattern of two
/// terrains before anything else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InitMap {
    /// Terrain of the open areas.
    pub fg: Terrain,
    /// Terrain of the rest.
    pub bg: Terrain,
    /// Whether the pattern is smoothed.
    pub smoothed: bool,
    /// Whether separate open areas are joined.
    pub joined: bool,
    /// Lighting of the open areas.
    pub lit: Light,
    /// Whether walls are drawn around the open areas.
    pub walled: OrRandom<bool>,
}

/// Lighting of an area.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Light {
    /// `unlit`.
    Unlit,
    /// `lit`.
    Lit,
    /// `random`: the game chooses.
    #[default]
    Random,
}

/// A location type of a map cell (the game's `levl[x][y].typ`); the
/// discriminant is the game's number.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Terrain {
    /// Solid rock (` `).
    #[default]
    Stone = 0,
    /// Vertical wall (`|`).
    VWall = 1,
    /// Horizontal wall (`-`).
    HWall = 2,
    /// Top-left corner.
    TlCorner = 3,
    /// Top-right corner.
    TrCorner = 4,
    /// Bottom-left corner.
    BlCorner = 5,
    /// Bottom-right corner.
    BrCorner = 6,
    /// Crossing walls; in a map, the boundary marker (`B`).
    CrossWall = 7,
    /// T-wall pointing up.
    TuWall = 8,
    /// T-wall pointing down.
    TdWall = 9,
    /// T-wall pointing left.
    TlWall = 10,
    /// T-wall pointing right.
    TrWall = 11,
    /// Drawbridge wall.
    DbWall = 12,
    /// Tree (`T`).
    Tree = 13,
    /// Secret door (`S`).
    SDoor = 14,
    /// Secret corridor (`H`).
    SCorr = 15,
    /// Pool (`P`).
    Pool = 16,
    /// Moat (`}`).
    Moat = 17,
    /// Water of the Plane of Water (`W`).
    Water = 18,
    /// Raised drawbridge.
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
    /// Stairs.
    Stairs = 25,
    /// Ladder.
    Ladder = 26,
    /// Fountain (`{`).
    Fountain = 27,
    /// Throne (`\`).
    Throne = 28,
    /// Sink (`K`).
    Sink = 29,
    /// Grave.
    Grave = 30,
    /// Altar.
    Altar = 31,
    /// Ice (`I`).
    Ice = 32,
    /// Lowered drawbridge.
    DrawbridgeDown = 33,
    /// Air of the Plane of Air (`A`).
    Air = 34,
    /// Cloud (`C`).
    Cloud = 35,
    /// dNetHack's grass (`G`, `,`); this and the terrains below are
    /// numbered as dgn's model numbers them, not as the game does.
    Grass = 37,
    /// dNetHack's sand (`s`).
    Sand = 38,
    /// dNetHack's dead tree (`t`).
    DeadTree = 39,
    /// notdNetHack's forge.
    Forge = 40,
    /// dNetHack's puddle, shallow water (`w`).
    Puddle = 42,
    /// SLASH'EM's toilet (`Z`).
    Toilet = 45,
    /// dNetHack's soil (`e`).
    Soil = 55,
}

impl Terrain {
    /// The game's number for this location type.
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// The terrain a map character stands for in a `MAP` (with sinks, as
    /// in the default build), the variants' characters included (they
    /// agree where they overlap: `t` dead tree, `G` and `,` grass, `e`
    /// soil, `s` sand, `w` puddle, `O` forge, `Z` toilet); `None` for other
    /// bytes.
    pub const fn from_map_char(c: u8) -> Option<Terrain> {
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
            b't' => Terrain::DeadTree,
            b'G' | b',' => Terrain::Grass,
            b'e' => Terrain::Soil,
            b's' => Terrain::Sand,
            b'w' => Terrain::Puddle,
            b'O' => Terrain::Forge,
            b'Z' => Terrain::Toilet,
            _ => return None,
        })
    }

    /// The map character that stands for this terrain (for grass, `,`, the
    /// smaller of its two); `None` for the location types no map character
    /// makes (corners, stairs, altars, ...). Generated tables write each
    /// cell of a [`Map`] with this character.
    pub const fn map_char(self) -> Option<u8> {
        Some(match self {
            Terrain::Stone => b' ',
            Terrain::Corr => b'#',
            Terrain::Room => b'.',
            Terrain::HWall => b'-',
            Terrain::VWall => b'|',
            Terrain::Door => b'+',
            Terrain::Air => b'A',
            Terrain::CrossWall => b'B',
            Terrain::Cloud => b'C',
            Terrain::SDoor => b'S',
            Terrain::SCorr => b'H',
            Terrain::Fountain => b'{',
            Terrain::Throne => b'\\',
            Terrain::Sink => b'K',
            Terrain::Moat => b'}',
            Terrain::Pool => b'P',
            Terrain::LavaPool => b'L',
            Terrain::Ice => b'I',
            Terrain::Water => b'W',
            Terrain::Tree => b'T',
            Terrain::IronBars => b'F',
            Terrain::DeadTree => b't',
            Terrain::Grass => b',',
            Terrain::Soil => b'e',
            Terrain::Sand => b's',
            Terrain::Puddle => b'w',
            Terrain::Forge => b'O',
            Terrain::Toilet => b'Z',
            _ => return None,
        })
    }
}

/// Where something is put.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Coord {
    /// A fixed spot (relative to the map part or room).
    At {
        /// Column.
        x: i8,
        /// Row.
        y: i8,
    },
    /// `place[i]`: the i-th entry of the part's shuffled random places
    /// (SLASH'EM: of its place list 0).
    Place(u8),
    /// SLASH'EM's `place[i][j]`: entry `index` of the part's place list
    /// `list` (list 0 is [`MazePart::random_places`], list `n` from 1
    /// [`MazePart::place_lists`]`[n - 1]`), each list shuffled by the game.
    PlaceIn {
        /// The list (0-based).
        list: u8,
        /// The entry (0-based).
        index: u8,
    },
    /// SLASH'EM's `region[i]`: a random spot of the part's random region
    /// `i` ([`MazePart::random_regions`]).
    InRegion(u8),
    /// `random`: a random spot.
    Random,
}

/// Which kind of monster or object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClassSel {
    /// A class symbol (`b'D'` for dragons, `b')'` for weapons).
    Class(u8),
    /// `monster[i]` / `object[i]`: the i-th entry of the shuffled random
    /// monster or object classes.
    Register(u8),
    /// `random`: any class.
    Random,
}

/// An alignment of an altar or monster.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Alignment {
    /// `noalign`.
    None,
    /// `chaos`.
    Chaotic,
    /// `neutral`.
    Neutral,
    /// `law`.
    Lawful,
    /// `coaligned`: the hero's alignment.
    CoAligned,
    /// `noncoaligned`: another alignment than the hero's.
    NonCoAligned,
    /// `align[i]`: the i-th of the level's three shuffled alignments.
    Register(u8),
    /// `random`.
    Random,
}

/// A wall side or compass direction.
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

/// The state of a door.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DoorState {
    /// `nodoor`: an empty doorway.
    NoDoor,
    /// `broken`.
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

/// Horizontal placement of a map part or room.
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

/// Vertical placement of a map part or room.
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

/// The kind of a room or region.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RoomType {
    /// `ordinary`.
    #[default]
    Ordinary,
    /// `throne`.
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
    /// SLASH'EM's `lemurepit`.
    LemurePit,
    /// SLASH'EM's `migohive`.
    MigoHive,
    /// SLASH'EM's `fungusfarm`.
    FungusFarm,
    /// SLASH'EM's `pet shop`.
    PetShop,
    /// SLASH'EM's `tin shop`.
    TinShop,
    /// SLASH'EM's `black market`.
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

/// The kind of a trap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TrapKind {
    /// `arrow`.
    Arrow,
    /// `dart`.
    Dart,
    /// `falling rock`.
    FallingRock,
    /// `board`: a squeaky board.
    SqueakyBoard,
    /// `bear`: a bear trap.
    BearTrap,
    /// `land mine`.
    LandMine,
    /// `rolling boulder`.
    RollingBoulder,
    /// `sleep gas`.
    SleepingGas,
    /// `rust`.
    Rust,
    /// `fire`.
    Fire,
    /// `pit`.
    Pit,
    /// `spiked pit`.
    SpikedPit,
    /// `hole`.
    Hole,
    /// `trap door`.
    TrapDoor,
    /// `teleport`.
    Teleport,
    /// `level teleport`.
    LevelTeleport,
    /// `magic portal`.
    MagicPortal,
    /// `web`.
    Web,
    /// `statue`.
    Statue,
    /// `magic`.
    Magic,
    /// `anti magic`.
    AntiMagic,
    /// `polymorph`.
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

/// A rectangle, corners included.
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

/// A spot given literally.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Point {
    /// Column.
    pub x: i8,
    /// Row.
    pub y: i8,
}

/// A trap (`TRAP:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Trap {
    /// Where.
    pub at: Coord,
    /// Percent chance (1..=100) that it is made at all.
    pub chance: u8,
    /// Which trap.
    pub kind: OrRandom<TrapKind>,
}

/// How a monster looks until noticed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Appearance {
    /// Like itself.
    #[default]
    Itself,
    /// `m_feature`: like the dungeon feature named by `appear_as`.
    Furniture,
    /// `m_object`: like the object named by `appear_as`.
    Object,
    /// `m_monster`: like the monster named by `appear_as`.
    Monster,
}

/// A monster (`MONSTER:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Monster {
    /// Its class, a random-monsters register, or random.
    pub class: ClassSel,
    /// The monster; `None`: any of the class.
    pub id: Option<MonsterRef>,
    /// Where.
    pub at: Coord,
    /// Percent chance (1..=100) that it is made at all.
    pub chance: u8,
    /// The name it is given; empty for none.
    pub name: Text,
    /// How it looks until noticed.
    pub appear: Appearance,
    /// What it looks like, unless [`Appearance::Itself`].
    pub appear_as: Text,
    /// Its alignment (priests, minions); `None`: not given.
    pub align: Option<Alignment>,
    /// `peaceful` (true) or `hostile` (false); `None`: the game decides.
    pub peaceful: Option<bool>,
    /// `asleep` (true) or `awake` (false); `None`: the game decides.
    pub asleep: Option<bool>,
}

impl Monster {
    /// `MONSTER: random, random, random`: a monster of any class at a
    /// random place, always made, with nothing else given. Generated
    /// tables give each monster as the fields that differ from this one
    /// (`Monster { class, id, at, ..Monster::RANDOM }`).
    pub const RANDOM: Monster = Monster {
        class: ClassSel::Random,
        id: None,
        at: Coord::Random,
        chance: 100,
        name: Text::EMPTY,
        appear: Appearance::Itself,
        appear_as: Text::EMPTY,
        align: None,
        peaceful: None,
        asleep: None,
    };
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

/// The monster an object is tied to (a corpse's, statue's, figurine's,
/// egg's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CorpseSel {
    /// None given: the game's default.
    #[default]
    Unspecified,
    /// `"random"`: a random monster.
    Random,
    /// This monster.
    Monster(MonsterRef),
}

/// Where an object goes with respect to containers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Containment {
    /// On the floor.
    #[default]
    Floor,
    /// `contained`: into the most recent container.
    Contained,
    /// `CONTAINER:`: a container the following `contained` objects go into.
    Container,
}

/// An object (`OBJECT:` or `CONTAINER:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Object {
    /// Its class, a random-objects register, or random.
    pub class: ClassSel,
    /// The object; `None`: any of the class.
    pub id: Option<ObjectRef>,
    /// Where (contained objects: [`Coord::Random`]).
    pub at: Coord,
    /// Percent chance (1..=100) that it is made at all.
    pub chance: u8,
    /// Monster kind of a corpse, statue, figurine or egg.
    pub corpse: CorpseSel,
    /// Enchantment or charges.
    pub spe: OrRandom<i16>,
    /// Blessed, uncursed or cursed.
    pub curse: CurseState,
    /// Floor, container or contents.
    pub containment: Containment,
    /// The name it is given; empty for none.
    pub name: Text,
    /// SLASH'EM's `OBJFLAGS`; none elsewhere.
    pub flags: ObjectFlags,
}

/// SLASH'EM's object flags (`OBJFLAGS: o_lit, o_buried`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ObjectFlags {
    /// `o_lit`: the object is lit (a candle, a lamp).
    pub lit: bool,
    /// `o_buried`: the object is buried.
    pub buried: bool,
}

impl ObjectFlags {
    /// No flag set.
    pub const NONE: ObjectFlags = ObjectFlags {
        lit: false,
        buried: false,
    };

    /// The `oflags` of the `.lev` file (`o_lit` 1, `o_buried` 2).
    pub const fn bits(self) -> u32 {
        (self.lit as u32) | (self.buried as u32) << 1
    }
}

impl Object {
    /// `OBJECT: random, random, random`: an object of any class at a
    /// random place, always made, on the floor, with nothing else given.
    /// Generated tables give each object as the fields that differ from
    /// this one (`Object { class, id, at, ..Object::RANDOM }`).
    pub const RANDOM: Object = Object {
        class: ClassSel::Random,
        id: None,
        at: Coord::Random,
        chance: 100,
        corpse: CorpseSel::Unspecified,
        spe: OrRandom::Random,
        curse: CurseState::Random,
        containment: Containment::Floor,
        name: Text::EMPTY,
        flags: ObjectFlags::NONE,
    };
}

/// A pile of gold (`GOLD:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Gold {
    /// Where.
    pub at: Coord,
    /// How many coins.
    pub amount: OrRandom<i32>,
}

/// How an engraving is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EngravingKind {
    /// `dust`.
    Dust,
    /// `engrave`.
    Engrave,
    /// `burn`.
    Burn,
    /// `mark`.
    Mark,
    /// SLASH'EM's `scrawl` (written in blood).
    Scrawl,
    /// `random`.
    Random,
}

/// An engraving (`ENGRAVING:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Engraving {
    /// Where.
    pub at: Coord,
    /// How it is made.
    pub kind: EngravingKind,
    /// The text.
    pub text: Text,
}

/// A staircase or ladder (`STAIR:`, `LADDER:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stair {
    /// Where.
    pub at: Coord,
    /// Up (true) or down (false).
    pub up: bool,
}

/// What kind of altar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AltarKind {
    /// `altar`.
    Altar,
    /// `shrine`: in a temple with a priest.
    Shrine,
    /// `sanctum`: a high altar.
    Sanctum,
    /// `random`.
    Random,
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
    /// notdNetHack's god (its id in the game's god list, from 1; 0: none
    /// given); 0 elsewhere.
    pub god: i32,
}

/// A `MAZE:` level: the level is filled, then each part is drawn in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Maze {
    /// What fills the level around the parts (`MAZE: "name", 'c'`);
    /// random makes a real maze.
    pub filling: OrRandom<Terrain>,
    /// The map parts, in order.
    pub parts: &'static [MazePart],
}

/// A map part of a maze level: a map (or `NOMAP`) and what goes on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MazePart {
    /// Horizontal placement (`GEOMETRY:`; `NOMAP` is left).
    pub halign: HAlign,
    /// Vertical placement (`NOMAP` is top).
    pub valign: VAlign,
    /// The map.
    pub map: Map,
    /// Where stairs, portals, branches and teleport arrivals go.
    pub lregions: &'static [LevRegion],
    /// `RANDOM_OBJECTS:` class symbols, shuffled by the game. As the
    /// `.lev` file stores them: lev_comp reverses the source order.
    pub random_objects: &'static [u8],
    /// `RANDOM_PLACES:` spots, shuffled by the game (in source order);
    /// SLASH'EM's place list 0, where `none` is the spot (-1, -1).
    pub random_places: &'static [Point],
    /// SLASH'EM's place lists 1 and up (`RANDOM_PLACES[n]:`, list `n` at
    /// index `n - 1`); empty elsewhere.
    pub place_lists: &'static [&'static [Point]],
    /// SLASH'EM's random regions (`RANDOM_REGION[n]:`, region `n` at index
    /// `n`), stored as level regions of kind [`LevRegionKind::DownStair`]
    /// without a name; empty elsewhere.
    pub random_regions: &'static [LevRegion],
    /// `RANDOM_MONSTERS:` class symbols, shuffled by the game. As the
    /// `.lev` file stores them: lev_comp reverses the source order.
    pub random_monsters: &'static [u8],
    /// `REGION:` areas.
    pub regions: &'static [Region],
    /// `DOOR:` doors.
    pub doors: &'static [Door],
    /// `DRAWBRIDGE:` drawbridges.
    pub drawbridges: &'static [Drawbridge],
    /// `MAZEWALK:` starting points.
    pub walks: &'static [MazeWalk],
    /// `NON_DIGGABLE:` areas.
    pub non_diggable: &'static [Area],
    /// `NON_PASSWALL:` areas.
    pub non_passwall: &'static [Area],
    /// `LADDER:` ladders.
    pub ladders: &'static [Stair],
    /// `STAIR:` staircases at fixed spots.
    pub stairs: &'static [Stair],
    /// `ALTAR:` altars.
    pub altars: &'static [Altar],
    /// `FOUNTAIN:` fountains.
    pub fountains: &'static [Coord],
    /// notdNetHack's `FORGE:` forges; empty elsewhere.
    pub forges: &'static [Coord],
    /// `TRAP:` traps.
    pub traps: &'static [Trap],
    /// `MONSTER:` monsters.
    pub monsters: &'static [Monster],
    /// `OBJECT:` / `CONTAINER:` objects.
    pub objects: &'static [Object],
    /// `GOLD:` piles.
    pub gold: &'static [Gold],
    /// `ENGRAVING:` engravings.
    pub engravings: &'static [Engraving],
}

/// The cells of a map part: `height` rows of `width` map characters
/// (`.` floor, `-` and `|` walls, `}` moat, ...; see
/// [`Terrain::from_map_char`]).
///
/// A `NOMAP` part is a 1×1 map of solid rock; when the level also has an
/// `INIT_MAP`, the `.lev` file stores no cells for it (see
/// [`Map::cells_stored`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Map {
    /// Columns.
    pub width: u8,
    /// Rows.
    pub height: u8,
    /// The rows, top first, one map character per cell.
    pub rows: &'static [&'static str],
}

impl Map {
    /// The terrain at column `x`, row `y`; `None` outside the map.
    pub const fn terrain(&self, x: usize, y: usize) -> Option<Terrain> {
        if y >= self.rows.len() {
            return None;
        }
        let row = self.rows[y].as_bytes();
        if x >= row.len() {
            return None;
        }
        Terrain::from_map_char(row[x])
    }

    /// Whether the `.lev` file carries this map's cells, given whether the
    /// level has an `INIT_MAP`.
    pub const fn cells_stored(&self, has_init: bool) -> bool {
        !has_init || self.width > 1 || self.height > 1
    }
}

/// What a level region is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LevRegionKind {
    /// `STAIR: ..., down`.
    DownStair,
    /// `STAIR: ..., up`.
    UpStair,
    /// `PORTAL:`.
    Portal,
    /// `BRANCH:`.
    Branch,
    /// `TELEPORT_REGION:` without a direction.
    Tele,
    /// `TELEPORT_REGION: ..., up`.
    UpTele,
    /// `TELEPORT_REGION: ..., down`.
    DownTele,
}

/// An area of a level region.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LevArea {
    /// The rectangle.
    pub area: Area,
    /// `levregion(...)`: in whole-level coordinates, not the map part's.
    pub whole_level: bool,
}

/// A level region: something goes inside `area` but outside `exclude`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LevRegion {
    /// Where it may go.
    pub area: LevArea,
    /// Where it may not go.
    pub exclude: LevArea,
    /// What it is for.
    pub kind: LevRegionKind,
    /// For a portal, the level it leads to; empty otherwise.
    pub name: Text,
}

/// A region (`REGION:`): lit or unlit, possibly a special room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Region {
    /// The rectangle.
    pub area: Area,
    /// Its room type.
    pub room_type: OrRandom<RoomType>,
    /// `unfilled`: a special room that is not stocked.
    pub unfilled: bool,
    /// Lighting.
    pub lit: Light,
    /// Irregular: the room is the connected floor around the top-left
    /// corner rather than the rectangle.
    pub irregular: bool,
}

/// A door of a map part (`DOOR:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Door {
    /// Where.
    pub at: Coord,
    /// Its state.
    pub state: DoorState,
    /// SLASH'EM's key: the artifact that opens it (the last one the
    /// statement names); `None` elsewhere.
    pub key: Option<ArtifactRef>,
    /// dNetHack's door text (its `arti_text` number, the last `, n`; 0:
    /// none); 0 elsewhere.
    pub text: i16,
}

/// An artifact of the target's artifact table (SLASH'EM's door keys): its
/// index (what the `.lev` file stores) and its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArtifactRef {
    /// Index in the game's artifact table (`artilist[]`, from 1).
    pub index: u16,
    /// The artifact's name in that table.
    pub name: &'static str,
}

/// A drawbridge (`DRAWBRIDGE:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Drawbridge {
    /// The bridge's spot (over water or lava).
    pub at: Coord,
    /// The side of the wall and portcullis.
    pub dir: Direction,
    /// Starts open (lowered).
    pub open: bool,
}

/// A maze walk (`MAZEWALK:`): a maze is carved from here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MazeWalk {
    /// The starting spot.
    pub at: Coord,
    /// The direction of the first step.
    pub dir: Direction,
}

/// A `LEVEL:` level: rooms placed by the game, joined by corridors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoomLevel {
    /// `RANDOM_OBJECTS:` class symbols, as stored (source order reversed).
    pub random_objects: &'static [u8],
    /// `RANDOM_MONSTERS:` class symbols, as stored (source order reversed).
    pub random_monsters: &'static [u8],
    /// Rooms and subrooms, in source order.
    pub rooms: &'static [Room],
    /// Corridors.
    pub corridors: &'static [Corridor],
}

/// A room (`ROOM:`) or subroom (`SUBROOM:`) and its contents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Room {
    /// `NAME:`; empty for none.
    pub name: Text,
    /// For a subroom, the name of its room; empty for a top room.
    pub parent: Text,
    /// For a room, its column 1..=5 on the level's 5×5 grid; for a
    /// subroom, its offset in the parent.
    pub x: OrRandom<i8>,
    /// Row, like `x`.
    pub y: OrRandom<i8>,
    /// Interior width.
    pub w: OrRandom<i8>,
    /// Interior height.
    pub h: OrRandom<i8>,
    /// Placement in its grid cell (always random for subrooms).
    pub xalign: OrRandom<HAlign>,
    /// Placement in its grid cell (always random for subrooms).
    pub yalign: OrRandom<VAlign>,
    /// Its room type.
    pub room_type: OrRandom<RoomType>,
    /// `CHANCE:` percent chance that it gets its type (0: always).
    pub chance: u8,
    /// Lighting.
    pub lit: Light,
    /// Whether a special room is stocked.
    pub filled: bool,
    /// `DOOR:` doors in its walls.
    pub doors: &'static [RoomDoor],
    /// `STAIR:` staircases.
    pub stairs: &'static [Stair],
    /// `ALTAR:` altars.
    pub altars: &'static [Altar],
    /// `FOUNTAIN:` fountains.
    pub fountains: &'static [Coord],
    /// notdNetHack's `FORGE:` forges; empty elsewhere.
    pub forges: &'static [Coord],
    /// `SINK:` sinks.
    pub sinks: &'static [Coord],
    /// `POOL:` pools.
    pub pools: &'static [Coord],
    /// `TRAP:` traps.
    pub traps: &'static [Trap],
    /// `MONSTER:` monsters.
    pub monsters: &'static [Monster],
    /// `OBJECT:` / `CONTAINER:` objects.
    pub objects: &'static [Object],
    /// `GOLD:` piles.
    pub gold: &'static [Gold],
    /// `ENGRAVING:` engravings.
    pub engravings: &'static [Engraving],
}

/// A door in a room's wall.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoomDoor {
    /// Which wall.
    pub wall: OrRandom<Direction>,
    /// Position along the wall.
    pub pos: OrRandom<i8>,
    /// Whether it is a secret door.
    pub secret: OrRandom<bool>,
    /// Its state.
    pub state: DoorState,
    /// SLASH'EM's key (see [`Door::key`]); `None` elsewhere.
    pub key: Option<ArtifactRef>,
    /// dNetHack's door text (see [`Door::text`]); 0 elsewhere.
    pub text: i16,
}

/// One end of a corridor: a door in a room's wall.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CorridorEnd {
    /// The room (index into [`RoomLevel::rooms`]).
    pub room: i8,
    /// Which wall, as the game's wall bits (north 1, south 2, east 4,
    /// west 8).
    pub wall: i8,
    /// Position of the door along the wall.
    pub door: OrRandom<i8>,
}

/// A corridor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Corridor {
    /// `RANDOM_CORRIDORS`: the game joins all rooms.
    Random,
    /// A corridor between two rooms.
    Join {
        /// Where it starts.
        src: CorridorEnd,
        /// Where it ends.
        dest: CorridorEnd,
    },
    /// `CORRIDOR: (room, wall, door), n`: no destination room; `n` as given.
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
    fn map_characters_round_trip() {
        for c in 0..=255u8 {
            if let Some(t) = Terrain::from_map_char(c) {
                let back = t.map_char().unwrap();
                assert_eq!(Terrain::from_map_char(back), Some(t));
                // Only grass has two characters.
                assert!(back == c || (t, c) == (Terrain::Grass, b'G'), "{c}");
            }
        }
        assert_eq!(Terrain::Altar.map_char(), None);
        assert_eq!(Terrain::from_map_char(b'Z'), Some(Terrain::Toilet));
        assert_eq!(Terrain::Toilet.map_char(), Some(b'Z'));
        let flags = LevelFlags {
            noteleport: true,
            variant: 0x60,
            ..LevelFlags::NONE
        };
        assert_eq!(flags.bits(), 0x61);
        let both = ObjectFlags {
            lit: true,
            buried: true,
        };
        assert_eq!((both.bits(), ObjectFlags::NONE.bits()), (3, 0));
        const MAP: Map = Map {
            width: 3,
            height: 1,
            rows: &["-.}"],
        };
        const MOAT: Option<Terrain> = MAP.terrain(2, 0);
        assert_eq!(MOAT, Some(Terrain::Moat));
        assert_eq!(MAP.terrain(3, 0), None);
        assert_eq!(MAP.terrain(0, 1), None);
        assert!(MAP.cells_stored(true));
    }
}
