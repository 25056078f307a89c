//! What a run of a level file built: the terrain grid and a record of
//! every thing the script placed or set, each with the line of its call.

/// Columns of the level (as NetHack's `COLNO`).
pub const COLNO: usize = 80;
/// Rows of the level (as NetHack's `ROWNO`).
pub const ROWNO: usize = 21;

macro_rules! terrains {
    ($($v:ident = $n:literal, $name:literal;)*) => {
        /// A terrain type of NetHack 3.7 (its `levl_typ_types`), with the
        /// game's numbering.
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[allow(missing_docs)]
        #[repr(u8)]
        pub enum Terrain37 {
            #[default]
            $($v = $n,)*
        }

        impl Terrain37 {
            /// Every terrain type, in the game's order.
            pub const ALL: &'static [Terrain37] = &[$(Terrain37::$v,)*];

            /// The game's name of the type (`STONE`, `VWALL`, ...).
            pub fn name(self) -> &'static str {
                match self { $(Terrain37::$v => $name,)* }
            }
        }
    };
}

terrains! {
    Stone = 0, "STONE";
    VWall = 1, "VWALL";
    HWall = 2, "HWALL";
    TlCorner = 3, "TLCORNER";
    TrCorner = 4, "TRCORNER";
    BlCorner = 5, "BLCORNER";
    BrCorner = 6, "BRCORNER";
    CrossWall = 7, "CROSSWALL";
    TuWall = 8, "TUWALL";
    TdWall = 9, "TDWALL";
    TlWall = 10, "TLWALL";
    TrWall = 11, "TRWALL";
    DbWall = 12, "DBWALL";
    Tree = 13, "TREE";
    SDoor = 14, "SDOOR";
    SCorr = 15, "SCORR";
    Pool = 16, "POOL";
    Moat = 17, "MOAT";
    Water = 18, "WATER";
    DrawbridgeUp = 19, "DRAWBRIDGE_UP";
    LavaPool = 20, "LAVAPOOL";
    LavaWall = 21, "LAVAWALL";
    IronBars = 22, "IRONBARS";
    Door = 23, "DOOR";
    Corr = 24, "CORR";
    Room = 25, "ROOM";
    Stairs = 26, "STAIRS";
    Ladder = 27, "LADDER";
    Fountain = 28, "FOUNTAIN";
    Throne = 29, "THRONE";
    Sink = 30, "SINK";
    Grave = 31, "GRAVE";
    Altar = 32, "ALTAR";
    Ice = 33, "ICE";
    DrawbridgeDown = 34, "DRAWBRIDGE_DOWN";
    Air = 35, "AIR";
    Cloud = 36, "CLOUD";
}

impl Terrain37 {
    /// Whether the type is a wall of any shape (not a secret door).
    pub fn is_wall(self) -> bool {
        (self as u8) >= 1 && (self as u8) <= 12
    }

    /// The type a map character makes (`None`: not a terrain character;
    /// `x` "leave as is" and `w` "any wall" are not terrain either).
    pub fn from_map_char(ch: char) -> Option<Terrain37> {
        use Terrain37 as T;
        Some(match ch {
            ' ' => T::Stone,
            '#' => T::Corr,
            '.' => T::Room,
            '-' => T::HWall,
            '|' => T::VWall,
            '+' => T::Door,
            'A' => T::Air,
            'C' => T::Cloud,
            'S' => T::SDoor,
            'H' => T::SCorr,
            '{' => T::Fountain,
            '\\' => T::Throne,
            'K' => T::Sink,
            '}' => T::Moat,
            'P' => T::Pool,
            'L' => T::LavaPool,
            'Z' => T::LavaWall,
            'I' => T::Ice,
            'W' => T::Water,
            'T' => T::Tree,
            'F' => T::IronBars,
            'B' => T::CrossWall,
            _ => return None,
        })
    }
}

/// One square of the level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Square {
    /// Its terrain.
    pub typ: Terrain37,
    /// Whether it is lit.
    pub lit: bool,
    /// Whether its terrain was drawn by dice (a random cave or maze, a
    /// chance): a preview shows it as random.
    pub random: bool,
    /// When `random`: the other kinds of square the wall pass tells apart
    /// (rock, wall, doorway, open ground) that the dice may make of it
    /// besides the kind of `typ`; none when whatever they draw meets walls
    /// as `typ` does.
    pub(crate) other_kinds: u8,
    /// Whether a `des.map` part drew it (the game's `SpLev_Map`).
    pub(crate) in_map: bool,
    /// Whether `des.non_diggable` marked it (rock, walls, trees and iron
    /// bars only).
    pub(crate) nondiggable: bool,
    /// Whether something the game places at a random spot may land here
    /// (stairs, a fountain, a grave...): the terrain is what the square
    /// holds when nothing lands on it, and a preview shows it as one
    /// example, not as certain.
    pub maybe: bool,
}

/// Something the script placed or set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// What made it: the `des.*` function's name (`monster`, `object`,
    /// `trap`, `door`, `stair`, ...).
    pub kind: &'static str,
    /// The source line of the call (1-based).
    pub line: u32,
    /// Level coordinates (column 0..79, row 0..20), when it has a spot.
    pub at: Option<(i32, i32)>,
    /// Whether the spot was drawn by dice.
    pub random_spot: bool,
    /// Whether what it is was drawn by dice (a random monster, object,
    /// trap kind).
    pub random_kind: bool,
    /// What it is (`"red dragon"`, `"locked"`, `"up"`, ...).
    pub what: String,
    /// The character shown for it, when it shows on the map.
    pub symbol: Option<char>,
}

/// What one run of a level file built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Level {
    /// The squares, row by row ([`ROWNO`] × [`COLNO`]).
    pub squares: Vec<Square>,
    /// Everything placed or set, in the order of the calls.
    pub records: Vec<Record>,
    /// Level flags set with `des.level_flags`.
    pub flags: Vec<String>,
    /// Messages of `des.message`.
    pub messages: Vec<String>,
}

impl Default for Level {
    fn default() -> Self {
        Level {
            squares: vec![Square::default(); COLNO * ROWNO],
            records: Vec::new(),
            flags: Vec::new(),
            messages: Vec::new(),
        }
    }
}

impl Level {
    /// The square at column `x`, row `y`.
    pub fn square(&self, x: i32, y: i32) -> Option<&Square> {
        if (0..COLNO as i32).contains(&x) && (0..ROWNO as i32).contains(&y) {
            Some(&self.squares[y as usize * COLNO + x as usize])
        } else {
            None
        }
    }

    /// The square at column `x`, row `y`, to change.
    pub fn square_mut(&mut self, x: i32, y: i32) -> Option<&mut Square> {
        if (0..COLNO as i32).contains(&x) && (0..ROWNO as i32).contains(&y) {
            Some(&mut self.squares[y as usize * COLNO + x as usize])
        } else {
            None
        }
    }
}
