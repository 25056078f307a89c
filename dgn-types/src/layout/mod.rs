//! The dungeon of one game: NetHack's `init_dungeons`, resolved from a
//! table and a random source.
//!
//! A [`Dungeon`] table describes a dungeon; [`resolve`] turns it into the
//! dungeon of one game exactly as NetHack 3.4.3, 3.6.7 and 3.7 do at the
//! start of a game (`init_dungeons` in `src/dungeon.c`): which optional dungeons
//! exist, how many levels each has, where its top lies (`depth_start`) and
//! where its levels are kept (`ledger_start`), on which level each special
//! level and each branch lands, and the five notes of the castle's
//! passtune. It draws the same random numbers, in the same order and with
//! the same arguments, as NetHack does, so with a [`Random`] source that
//! reproduces the game's generator ([`GlibcRandom`] for 3.4.3 on Linux,
//! [`Isaac64`] for 3.6.7 and 3.7, see [`Version::random`]) the layout is
//! the one the game computes when `init_dungeons` is the first user of the
//! generator after seeding. For NetHack 3.7 that includes the two draws it
//! makes while loading `nhlib.lua` before it reads `dungeon.lua`
//! ([`Rules::preamble`]); what else 3.7 does differently is listed at
//! [`Version::NetHack37`].
//!
//! Where NetHack would panic while setting up (no branch leads to a
//! dungeon, a level that cannot be placed, a chain to a level that was not
//! generated, ...), or where a hand-built table breaks what the binary
//! format and NetHack assume, [`resolve`] returns a [`LayoutError`]; it
//! never panics.
//!
//! # Example
//!
//! A table that NetHack accepts, walked through:
//!
//! ```
//! use dgn_types::layout::{resolve, resolve_with, GlibcRandom, Rules, Version};
//!
//! static TABLE: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
//!     DUNGEON: "The Dungeons of Doom" "D" (25, 5)
//!     BRANCH: "The Gnomish Mines" @ (2, 3)
//!     LEVEL: "oracle" "O" @ (5, 5)
//!     CHAINBRANCH: "Sokoban" "oracle" + (1, 0) up
//!     DUNGEON: "The Gnomish Mines" "M" (8, 2)
//!     LEVEL: "minetn" "T" @ (3, 2)
//!     DUNGEON: "Sokoban" "none" (4, 0)
//!     ENTRY: -1
//! };
//!
//! // This table has no Quest and no Vlad's Tower, which NetHack's own code
//! // looks up by name; a Rust port with other dungeons turns that off.
//! let rules = Rules { hardwired_dungeons: false, ..Rules::new(Version::NetHack343) };
//! let layout = resolve_with(TABLE, rules, &mut GlibcRandom::new(42)).unwrap();
//!
//! let (mines_num, mines) = layout.dungeon("The Gnomish Mines").unwrap();
//! assert!((8..10).contains(&mines.levels));
//! let oracle = layout.level("oracle").unwrap();
//! assert!((5..10).contains(&oracle.at.level));
//! // Sokoban's entrance is one level below the Oracle (one deeper), and
//! // its stairs lead up.
//! let soko = layout.branch_to("Sokoban").unwrap();
//! assert_eq!(soko.end1.level, oracle.at.level + 1);
//! assert!(soko.end1_up);
//! // Sokoban is entered at its bottom, one level above the branch level.
//! let (_, sokoban) = layout.dungeon("Sokoban").unwrap();
//! assert_eq!(layout.depth(soko.end1) - 1, sokoban.depth_start + sokoban.levels - 1);
//! // Every level of the Mines, with its depth and what is on it.
//! for level in 1..=mines.levels {
//!     let at = dgn_types::layout::LevelRef { dungeon: mines_num, level };
//!     let _depth = layout.depth(at);
//!     let _special = layout.special_at(at).map(|l| l.name);
//!     let _branch = layout.branch_on(at);
//! }
//! // The same seed gives the same game.
//! assert_eq!(resolve_with(TABLE, rules, &mut GlibcRandom::new(42)).unwrap(), layout);
//! // In every game, Sokoban's entrance is one level deeper than the Oracle.
//! for seed in 0..200 {
//!     let game = resolve_with(TABLE, rules, &mut GlibcRandom::new(seed)).unwrap();
//!     let oracle = game.level("oracle").unwrap().at;
//!     let entrance = game.branch_to("Sokoban").unwrap().end1;
//!     assert_eq!(game.depth(entrance), game.depth(oracle) + 1);
//! }
//! // `{}` prints what NetHack's debugging dump (`dumpit`) prints.
//! assert!(layout.to_string().starts_with("\n#0 \"The Dungeons of Doom\" ():\n"));
//!
//! // NetHack's own rules fail without The Quest, as NetHack would.
//! let err = resolve(TABLE, Version::NetHack343, &mut GlibcRandom::new(42)).unwrap_err();
//! assert!(err.to_string().contains("Couldn't resolve dungeon number for name \"The Quest\""));
//! ```
//!
//! # What the table does not carry
//!
//! The layout is only what `init_dungeons` computes from the table. Some of
//! what the game does with it depends on how it was built, not on the table:
//!
//! - NetHack 3.4.3's `dungeon.def` has `%REINCARNATION LEVEL: "rogue" ...`:
//!   the level exists only when the table was compiled with that feature on
//!   (the C build has it on by default). 3.4.3 itself then knows it as its
//!   rogue level only when built with `REINCARNATION`; 3.6.7 always looks it
//!   up. Either way the placement is the table's. NetHack 3.7's
//!   `dungeon.lua` is read as it stands: a data table, no code.
//! - After placing, NetHack looks a fixed list of level names up to know its
//!   special places (3.4.3: `bigroom`, 3.6.7: `bigrm`, and 3.6.7 adds
//!   `minend` and `soko1`). Those look-ups change nothing in the layout; a
//!   port does them with [`Layout::level`].
//! - The quest levels `x-strt`, `x-loca` and `x-goal` are renamed by NetHack
//!   after the player's role (`Arc-strt`, ...); the layout keeps the names of
//!   the table, and [`Layout::dump`] can print them renamed.
//! - Two names change the layout, and are applied: a level `knox` makes the
//!   branch that ends on it float (its end 1 gets the dungeon count as its
//!   dungeon number, see [`PlacedBranch::is_floating`]), and a level `dummy`
//!   moves its dungeon's top one level up when the dungeon is deeper than
//!   its top is high.
//! - NetHack panics unless the dungeons "The Quest", "Sokoban", "The Gnomish
//!   Mines" and "Vlad's Tower" exist ([`HARDWIRED_DUNGEONS`]; 3.7 also needs
//!   "The Tutorial", [`HARDWIRED_DUNGEONS_37`]); turn
//!   [`Rules::hardwired_dungeons`] off for a port that does not need them.
//! - Wizard mode (where NetHack generates every optional dungeon and level)
//!   is not modelled: the layout is a normal game's.
//! - Branch ids count from 0 in each layout: NetHack's counter is a static
//!   variable that starts at 0 once per process, so this is the first game's
//!   numbering.
//!
//! NetHack's search for a placement tries every combination before it gives
//! up, and so does [`resolve`]: a table built to make that search huge takes
//! as long as NetHack would.

mod dump;
mod resolve;
mod rng;

pub use dump::Dump;
pub use resolve::{
    branch_insert_position, branch_order_key, branch_order_key_with, chain_slot, check_table,
    check_table_with, correct_branch_type, find_parent, find_parent_with, level_range, pick_level,
    possible_places, LevelRange, DUNGEON_NAME_MAX, HARDWIRED_DUNGEONS, HARDWIRED_DUNGEONS_37,
    LEVEL_NAME_MAX,
};
pub use rng::{GlibcRandom, Isaac32, Isaac64, Random};

use crate::{Dungeon, Flags};
use core::fmt;

/// Dungeons NetHack can hold, and the binary format's limit. NetHack
/// refuses a file with this many (see [`LayoutError::TooManyDungeons`]).
pub const MAX_DUNGEONS: usize = 16;
/// Levels in one dungeon (NetHack's `MAXLEVEL`).
pub const MAX_LEVEL: usize = 32;
/// Special levels in a description (NetHack's `LEV_LIMIT`).
pub const MAX_SPECIAL_LEVELS: usize = 50;
/// Branches in a description (NetHack's `BRANCH_LIMIT`).
pub const MAX_BRANCHES: usize = 32;

/// The most dungeons a layout holds: the largest a game of the family
/// allows (Hack'EM's `MAXDUNGEON` of 64; see [`Rules::max_dungeons`]).
pub const CAPACITY_DUNGEONS: usize = 64;
/// The most levels of one dungeon a layout holds: all a level number in
/// the game's signed byte can reach (Hack'EM's `MAXLEVEL` is 64,
/// SlashTHEM's 200; see [`Rules::max_level`]).
pub const CAPACITY_LEVEL: usize = 127;
/// The most special levels a layout holds (the dNetHack family's
/// `LEV_LIMIT` of 150; see [`Rules::max_special_levels`]).
pub const CAPACITY_SPECIAL_LEVELS: usize = 150;

/// Which NetHack's `init_dungeons` to follow.
///
/// 3.4.3 and 3.6.7 compute the same layout from the same random numbers
/// (their `init_dungeons` differ only in which level names the game looks up
/// afterwards); they differ in the generator a game uses, see
/// [`Version::random`]. NetHack 3.7 (the line released as 5.0) reads its
/// table from `dungeon.lua` and places it with its own rules: see
/// [`Version::NetHack37`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Version {
    /// NetHack 3.4.3.
    NetHack343,
    /// NetHack 3.6.7.
    NetHack367,
    /// NetHack 3.7 (`dungeon.lua`). What changes from 3.6.7:
    ///
    /// - before the table is read, loading `nhlib.lua` shuffles a list of
    ///   three alignments through the game's generator, which draws
    ///   `rn2(3)` and `rn2(2)` ([`NHLIB_DRAWS`], the default
    ///   [`Rules::preamble`]);
    /// - a dungeon without a `chance` has the chance 100, and draws for it:
    ///   a table for 3.7 carries 100 there (0 still means "no draw");
    /// - chains name their level: a chain refers to the first level of that
    ///   name among the levels read so far (those of the dungeons kept and
    ///   the earlier levels of its own dungeon), so a dungeon skipped by its
    ///   chance shifts nothing; a branch's chain is looked up among one
    ///   level fewer than it should be, so the first branch of a dungeon
    ///   cannot chain to the dungeon's last level
    ///   ([`LayoutError::ChainNotFound`]);
    /// - a dungeon's own branches are read before the branch that leads into
    ///   it is looked for, so a dungeon reached only by its own branch fails
    ///   as [`LayoutError::ParentNotFound`] instead of
    ///   [`LayoutError::NoBranch`];
    /// - an `unconnected` dungeon ([`Flags::unconnected`]) gets no branch:
    ///   its top is at depth 1 and nothing is drawn for it;
    /// - level and entry numbers are 16-bit (3.6.7 keeps them in a byte);
    /// - a dungeon's alignment does not reach the game's flags (it is
    ///   stored unshifted in a three-bit field, which keeps 0), and a
    ///   special level without an alignment does not take its dungeon's: it
    ///   takes the chaotic bit when its dungeon is `unconnected` (the flag
    ///   and that bit share a value), as does a level that is itself marked
    ///   `unconnected`;
    /// - the game also needs "The Tutorial" ([`HARDWIRED_DUNGEONS_37`]).
    NetHack37,
}

/// The rolls NetHack 3.7 makes while it loads `nhlib.lua`, before it reads
/// the dungeon table: the shuffle of a three-entry list, `rn2(3)` then
/// `rn2(2)`.
pub const NHLIB_DRAWS: &[i32] = &[3, 2];

/// The generator a game of a [`Version`] uses on Linux.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)] // no allocation here: the state is inline
pub enum GameRandom {
    /// 3.4.3: glibc `random()`.
    Glibc(GlibcRandom),
    /// 3.6.7 and 3.7: ISAAC64.
    Isaac64(Isaac64),
}

impl Random for GameRandom {
    fn rn2(&mut self, x: i32) -> i32 {
        match self {
            GameRandom::Glibc(g) => g.rn2(x),
            GameRandom::Isaac64(g) => g.rn2(x),
        }
    }
}

impl Version {
    /// The version of a dgn target name (`"nethack-3.4.3"` or
    /// `"nethack-3.6.7"`, or the short `"3.4.3"`, `"3.6.7"`), as the
    /// `TARGET` constant of generated tables holds it; `None` for a target
    /// whose layout rules are not known.
    ///
    /// ```
    /// use dgn_types::layout::Version;
    /// const TARGET: &str = "nethack-3.6.7"; // from the generated module
    /// assert_eq!(Version::from_target_name(TARGET), Some(Version::NetHack367));
    /// assert_eq!(Version::from_target_name("nethack-3.7"), Some(Version::NetHack37));
    /// assert_eq!(Version::from_target_name("nethack-3.5.0"), None);
    /// ```
    pub const fn from_target_name(name: &str) -> Option<Version> {
        const fn same(a: &[u8], b: &[u8]) -> bool {
            if a.len() != b.len() {
                return false;
            }
            let mut i = 0;
            while i < a.len() {
                if a[i] != b[i] {
                    return false;
                }
                i += 1;
            }
            true
        }
        let n = name.as_bytes();
        if same(n, b"nethack-3.4.3") || same(n, b"3.4.3") {
            Some(Version::NetHack343)
        } else if same(n, b"nethack-3.6.7") || same(n, b"3.6.7") {
            Some(Version::NetHack367)
        } else if same(n, b"nethack-3.7") || same(n, b"3.7") {
            Some(Version::NetHack37)
        } else {
            None
        }
    }

    /// The dgn target name of this version (`"nethack-3.6.7"`).
    pub const fn target_name(self) -> &'static str {
        match self {
            Version::NetHack343 => "nethack-3.4.3",
            Version::NetHack367 => "nethack-3.6.7",
            Version::NetHack37 => "nethack-3.7",
        }
    }

    /// The game's own generator for `seed`: `srandom(seed)` (the seed is
    /// taken modulo 2^32, as C's conversion to `unsigned int` does) for
    /// 3.4.3, ISAAC64 keyed with the seed's eight bytes for 3.6.7 and 3.7
    /// (3.7 keys its core generator, the one `init_dungeons` draws from,
    /// the same way; its display generator is a separate one).
    pub fn random(self, seed: u64) -> GameRandom {
        match self {
            Version::NetHack343 => GameRandom::Glibc(GlibcRandom::new(seed as u32)),
            Version::NetHack367 | Version::NetHack37 => GameRandom::Isaac64(Isaac64::new(seed)),
        }
    }

    /// The dungeons the release's code looks up by name after placing,
    /// panicking when one is missing.
    pub const fn hardwired_dungeons(self) -> &'static [&'static str] {
        match self {
            Version::NetHack343 | Version::NetHack367 => &HARDWIRED_DUNGEONS,
            Version::NetHack37 => &HARDWIRED_DUNGEONS_37,
        }
    }
}

/// How to resolve: the release to follow and what to check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// The release.
    pub version: Version,
    /// Fail, as NetHack does, when one of the dungeons its code looks up
    /// by name ([`Version::hardwired_dungeons`]) is missing.
    pub hardwired_dungeons: bool,
    /// `rn2` arguments drawn before the table is read: NetHack 3.7 draws
    /// [`NHLIB_DRAWS`] while it loads `nhlib.lua` (a variant with its own
    /// `nhlib.lua` may draw others); empty for 3.4.3 and 3.6.7.
    pub preamble: &'static [i32],
    /// The dungeons the game looks up by name (with
    /// [`Rules::hardwired_dungeons`]): `None` for the release's own
    /// ([`Version::hardwired_dungeons`]); a variant names its own.
    pub looked_up: Option<&'static [&'static str]>,
    /// The game's `MAXDUNGEON` (NetHack's [`MAX_DUNGEONS`]; at most
    /// [`CAPACITY_DUNGEONS`]).
    pub max_dungeons: usize,
    /// The game's `MAXLEVEL` (NetHack's [`MAX_LEVEL`]; at most
    /// [`CAPACITY_LEVEL`]).
    pub max_level: usize,
    /// The game's `LEV_LIMIT` (NetHack's [`MAX_SPECIAL_LEVELS`]; at most
    /// [`CAPACITY_SPECIAL_LEVELS`]).
    pub max_special_levels: usize,
    /// The levels whose branch entrance floats, in the order the game
    /// handles them: the branch that ends on such a level gets the number
    /// of dungeons as its end 1 and moves in the list. NetHack's `knox`;
    /// UnNetHack's `advcal` (its Advent Calendar), then `knox`.
    pub floating: &'static [&'static str],
    /// After its look-ups the game shuffles the order of the Elemental
    /// Planes in its list of special levels (UnNetHack's
    /// `RANDOMIZED_PLANES`: three draws, `rn2(4)`, `rn2(3)`, `rn2(2)`).
    pub shuffled_planes: bool,
    /// notdNetHack's choice of dungeons: a dungeon that shares its name
    /// with others (an *alternate*, counted as its `dgn_comp` counts them)
    /// is taken with probability 1 in (the alternates not yet passed + 1)
    /// and only until one of its name is taken; every dungeon taken so far
    /// then draws its chance with no special case for 0
    /// (`chance <= rn2(100)` skips it); and when "The Quest" has 6 or 7
    /// levels, its second-to-last special level moves down (7: one level;
    /// 6: `rn2(2)` levels).
    pub alternates: bool,
    /// The longest dungeon name the game holds (NetHack's
    /// [`DUNGEON_NAME_MAX`]; GnollHack's 47).
    pub dungeon_name_max: usize,
    /// SLASH'EM's placement of branches (and SlashTHEM's and slashem9's):
    /// each branch is placed in the dungeon that holds it; the branch into
    /// a dungeon is the first branch read that leads there (others into
    /// it are never placed); a branch back to a dungeon already laid out
    /// is placed as it is read, after its own dungeon's special levels;
    /// and the branch's entry level ([`crate::Branch::entry`]) is where
    /// it lands, clamped to the dungeon, and sets the dungeon's entry
    /// level. Its test for a positive entry level reads the branch record
    /// at the destination dungeon's index, not the branch's own (a record
    /// the game has not read yet holds whatever its memory does:
    /// [`LayoutError::UnwrittenEntryRecord`]).
    pub slashem_branches: bool,
    /// The game's check that the levels of all dungeons up to one fit its
    /// ledger (SLASH'EM's `ledger_start + num_dunlevs > 127`, SlashTHEM's
    /// 255; checked from the second dungeon on, before its levels are cut
    /// to `MAXLEVEL`): it panics "init_dungeons: too many levels" past
    /// it. `None` for NetHack, which has no check.
    pub ledger_limit: Option<i32>,
}

impl Rules {
    /// NetHack's own rules for `version`.
    pub const fn new(version: Version) -> Rules {
        Rules {
            version,
            hardwired_dungeons: true,
            preamble: match version {
                Version::NetHack37 => NHLIB_DRAWS,
                _ => &[],
            },
            looked_up: None,
            floating: &["knox"],
            shuffled_planes: false,
            alternates: false,
            dungeon_name_max: DUNGEON_NAME_MAX,
            slashem_branches: false,
            ledger_limit: None,
            max_dungeons: MAX_DUNGEONS,
            max_level: MAX_LEVEL,
            max_special_levels: MAX_SPECIAL_LEVELS,
        }
    }

    /// The dungeons the game looks up by name.
    pub const fn looked_up_dungeons(&self) -> &'static [&'static str] {
        match self.looked_up {
            Some(l) => l,
            None => self.version.hardwired_dungeons(),
        }
    }
}

/// A level of the resolved dungeon: a dungeon number (an index into
/// [`Layout::dungeons`]) and a level number (1 is the dungeon's top).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LevelRef {
    /// Dungeon number.
    pub dungeon: usize,
    /// Level number within the dungeon.
    pub level: i32,
}

/// One dungeon of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LaidDungeon {
    /// Name as text.
    pub name: &'static str,
    /// Name, exact bytes.
    pub name_bytes: &'static [u8],
    /// Prototype file name as text.
    pub protofile: &'static str,
    /// Prototype file name, exact bytes.
    pub protofile_bytes: &'static [u8],
    /// Bones marker byte (0 for none).
    pub bones: u8,
    /// Number of levels (`num_dunlevs`).
    pub levels: i32,
    /// Depth of its top level (`depth_start`).
    pub depth_start: i32,
    /// Levels of all dungeons before it (`ledger_start`): its level `n` is
    /// level `ledger_start + n` of the whole game.
    pub ledger_start: i32,
    /// Level the dungeon is entered at (`entry_lev`).
    pub entry_level: i32,
    /// Deepest level reached at the start (`dunlev_ureached`: 1 for the
    /// first dungeon, 0 for the others).
    pub reached: i32,
    /// Flags (`town` is never set on a dungeon).
    pub flags: Flags,
    /// Index of the dungeon in the table.
    pub source: usize,
}

/// A special level placed in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlacedLevel {
    /// Name as text.
    pub name: &'static str,
    /// Name, exact bytes.
    pub name_bytes: &'static [u8],
    /// Bones marker byte (0 for none).
    pub bones: u8,
    /// Where it is.
    pub at: LevelRef,
    /// Number of random variants (0 for a fixed level), as the byte NetHack
    /// keeps.
    pub rndlevs: u8,
    /// Flags; a level without an alignment takes its dungeon's.
    pub flags: Flags,
    /// Index of its dungeon in the table and of the level in that
    /// dungeon's `levels`.
    pub source: (usize, usize),
}

/// The type of a placed branch (NetHack's `BR_*`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BranchType {
    /// Stairs at both ends.
    #[default]
    Stair,
    /// No stairs at end 1.
    NoEnd1,
    /// No stairs at end 2.
    NoEnd2,
    /// A magic portal.
    Portal,
}

impl BranchType {
    /// The word NetHack's dump prints.
    pub const fn name(self) -> &'static str {
        match self {
            BranchType::Stair => "stair",
            BranchType::NoEnd1 => "no end1",
            BranchType::NoEnd2 => "no end2",
            BranchType::Portal => "portal",
        }
    }
}

/// A branch of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PlacedBranch {
    /// NetHack's branch id (creation order from 0).
    pub id: i32,
    /// Stairs, one-way stairs or portal.
    pub kind: BranchType,
    /// The end in the parent dungeon.
    pub end1: LevelRef,
    /// The end in the dungeon it leads to (its entry level).
    pub end2: LevelRef,
    /// True when end 1 leads up.
    pub end1_up: bool,
    /// Index of the parent dungeon in the table and of the branch in its
    /// `branches`.
    pub source: (usize, usize),
}

impl PlacedBranch {
    /// True for the floating entrance NetHack makes of the branch ending on
    /// a level named `knox` (Fort Ludios): its end 1's dungeon is the
    /// number of dungeons, and the game places it at run time.
    pub fn is_floating(&self, layout: &Layout) -> bool {
        self.end1.dungeon == layout.n_dungeons
    }
}

/// The resolved dungeon of one game.
#[derive(Clone)]
pub struct Layout {
    version: Version,
    dungeons: [LaidDungeon; CAPACITY_DUNGEONS],
    n_dungeons: usize,
    levels: [PlacedLevel; CAPACITY_SPECIAL_LEVELS],
    n_levels: usize,
    branches: [PlacedBranch; MAX_BRANCHES],
    n_branches: usize,
    tune: [u8; 5],
}

const NO_DUNGEON: LaidDungeon = LaidDungeon {
    name: "",
    name_bytes: b"",
    protofile: "",
    protofile_bytes: b"",
    bones: 0,
    levels: 0,
    depth_start: 0,
    ledger_start: 0,
    entry_level: 0,
    reached: 0,
    flags: Flags::NONE,
    source: 0,
};

const NO_LEVEL: PlacedLevel = PlacedLevel {
    name: "",
    name_bytes: b"",
    bones: 0,
    at: LevelRef {
        dungeon: 0,
        level: 0,
    },
    rndlevs: 0,
    flags: Flags::NONE,
    source: (0, 0),
};

impl Layout {
    fn empty(version: Version) -> Layout {
        Layout {
            version,
            dungeons: [NO_DUNGEON; CAPACITY_DUNGEONS],
            n_dungeons: 0,
            levels: [NO_LEVEL; CAPACITY_SPECIAL_LEVELS],
            n_levels: 0,
            branches: [PlacedBranch::default(); MAX_BRANCHES],
            n_branches: 0,
            tune: [0; 5],
        }
    }

    /// The release whose rules made this layout.
    pub fn version(&self) -> Version {
        self.version
    }

    /// The dungeons of the game, by dungeon number (those skipped by their
    /// chance are not there).
    pub fn dungeons(&self) -> &[LaidDungeon] {
        &self.dungeons[..self.n_dungeons]
    }

    /// The special levels of the game, in NetHack's list order (by dungeon,
    /// then level).
    pub fn levels(&self) -> &[PlacedLevel] {
        &self.levels[..self.n_levels]
    }

    /// The branches, in NetHack's list order.
    pub fn branches(&self) -> &[PlacedBranch] {
        &self.branches[..self.n_branches]
    }

    /// The castle's passtune: five notes, `A` to `G`.
    pub fn tune(&self) -> [u8; 5] {
        self.tune
    }

    /// The passtune as text.
    pub fn tune_str(&self) -> &str {
        core::str::from_utf8(&self.tune).unwrap_or("")
    }

    /// The dungeon named `name` (exact bytes) and its number.
    pub fn dungeon(&self, name: &str) -> Option<(usize, &LaidDungeon)> {
        self.dungeons()
            .iter()
            .enumerate()
            .find(|(_, d)| d.name_bytes == name.as_bytes())
    }

    /// The special level named `name`, compared ignoring ASCII case as
    /// NetHack's `find_level` does.
    pub fn level(&self, name: &str) -> Option<&PlacedLevel> {
        self.levels()
            .iter()
            .find(|l| l.name_bytes.eq_ignore_ascii_case(name.as_bytes()))
    }

    /// The special level on `at`, if any (NetHack's `Is_special`).
    pub fn special_at(&self, at: LevelRef) -> Option<&PlacedLevel> {
        self.levels().iter().find(|l| l.at == at)
    }

    /// The branch with an end on `at`, if any (NetHack's `Is_branchlev`).
    pub fn branch_on(&self, at: LevelRef) -> Option<&PlacedBranch> {
        self.branches()
            .iter()
            .find(|b| b.end1 == at || b.end2 == at)
    }

    /// The branch leading into the dungeon named `name`.
    pub fn branch_to(&self, name: &str) -> Option<&PlacedBranch> {
        let (n, _) = self.dungeon(name)?;
        self.branches().iter().find(|b| b.end2.dungeon == n)
    }

    /// The depth of a level: floors below the surface (NetHack's `depth`).
    /// A dungeon number past the last dungeon counts as depth 0 at its top.
    pub fn depth(&self, at: LevelRef) -> i32 {
        let start = self.dungeons().get(at.dungeon).map_or(0, |d| d.depth_start);
        start + at.level - 1
    }

    /// The level's number among all levels of the game (NetHack's
    /// `ledger_no`).
    pub fn ledger_no(&self, at: LevelRef) -> i32 {
        let start = self
            .dungeons()
            .get(at.dungeon)
            .map_or(0, |d| d.ledger_start);
        start + at.level
    }

    /// Levels in the whole game (NetHack's `maxledgerno`).
    pub fn total_levels(&self) -> i32 {
        self.dungeons()
            .last()
            .map_or(0, |d| d.ledger_start + d.levels)
    }

    /// NetHack's debugging dump of the layout (`dumpit`), to print with
    /// `{}`; the same as the layout's own [`fmt::Display`].
    pub fn dump(&self) -> Dump<'_> {
        Dump {
            layout: self,
            role: None,
        }
    }
}

impl PartialEq for Layout {
    fn eq(&self, other: &Layout) -> bool {
        self.version == other.version
            && self.dungeons() == other.dungeons()
            && self.levels() == other.levels()
            && self.branches() == other.branches()
            && self.tune == other.tune
    }
}

impl Eq for Layout {}

impl fmt::Debug for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Layout")
            .field("version", &self.version)
            .field("dungeons", &self.dungeons())
            .field("levels", &self.levels())
            .field("branches", &self.branches())
            .field("tune", &self.tune_str())
            .finish()
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.dump().fmt(f)
    }
}

/// Resolves `table` into the dungeon of one game, following NetHack's
/// rules for `version` and drawing from `rng` (see the module docs).
pub fn resolve<R: Random + ?Sized>(
    table: &[Dungeon],
    version: Version,
    rng: &mut R,
) -> Result<Layout, LayoutError> {
    resolve::resolve_impl(table, Rules::new(version), rng)
}

/// [`resolve`] with explicit [`Rules`].
pub fn resolve_with<R: Random + ?Sized>(
    table: &[Dungeon],
    rules: Rules,
    rng: &mut R,
) -> Result<Layout, LayoutError> {
    resolve::resolve_impl(table, rules, rng)
}

/// Why a table has no layout for a roll of the dice.
///
/// `dungeon` is an index into the table; `level` and `branch` index that
/// dungeon's `levels` and `branches`. The variants up to
/// [`LayoutError::BadChain`] are about the table itself (checked before any
/// random number is drawn); the others are where NetHack itself would fail,
/// and their messages quote NetHack's panic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LayoutError {
    /// 16 or more dungeons: NetHack panics "init_dungeons: too many
    /// dungeons" (it holds at most 15, though the format allows 16).
    TooManyDungeons {
        /// Dungeons in the table.
        count: usize,
        /// The game's `MAXDUNGEON` ([`Rules::max_dungeons`]).
        max: usize,
    },
    /// More special levels than the format allows ([`MAX_SPECIAL_LEVELS`],
    /// or the game's [`Rules::max_special_levels`]).
    TooManyLevels {
        /// Special levels in the table.
        count: usize,
        /// The game's `LEV_LIMIT`.
        max: usize,
    },
    /// More branches than the format allows ([`MAX_BRANCHES`]).
    TooManyBranches {
        /// Branches in the table.
        count: usize,
    },
    /// A name is too long for the game's fields or holds a NUL byte.
    BadName {
        /// Dungeon.
        dungeon: usize,
        /// The level, if a level's name.
        level: Option<usize>,
        /// The branch, if a branch's destination.
        branch: Option<usize>,
        /// The most bytes the game's field holds for this name.
        max: usize,
    },
    /// A dungeon's depth has a negative random part, for which NetHack
    /// would draw `rn2` of a negative number. (Other depths NetHack's
    /// compiler refuses, such as a base of 0, are laid out as NetHack does:
    /// the level count is kept in a signed byte, as the game keeps it.)
    BadDepth {
        /// Dungeon.
        dungeon: usize,
    },
    /// A chain refers to no earlier level of its dungeon.
    BadChain {
        /// Dungeon.
        dungeon: usize,
        /// The chained level, if a level.
        level: Option<usize>,
        /// The chained branch, if a branch.
        branch: Option<usize>,
    },
    /// No branch of the dungeons before it leads to a dungeon: NetHack
    /// panics "find_branch: can't find NAME".
    NoBranch {
        /// Dungeon.
        dungeon: usize,
        /// Its name.
        name: &'static str,
    },
    /// The branch to a dungeon is found after a dungeon of the same name:
    /// NetHack panics "parent_dnum: couldn't resolve branch.".
    ParentNotFound {
        /// Dungeon.
        dungeon: usize,
        /// Its name.
        name: &'static str,
    },
    /// A chain refers to a level that was not generated (its chance failed):
    /// NetHack panics "level_range: empty chain level!".
    EmptyChain {
        /// Dungeon.
        dungeon: usize,
        /// The chained level, if a level.
        level: Option<usize>,
        /// The chained branch, if a branch.
        branch: Option<usize>,
    },
    /// A chain's index, shifted by an earlier dungeon skipped by its chance
    /// (NetHack counts chains in the whole file but numbers only the levels
    /// it read), points past the levels read so far: NetHack reads
    /// uninitialized memory (undefined behaviour).
    UninitializedChain {
        /// Dungeon.
        dungeon: usize,
        /// The chained level, if a level.
        level: Option<usize>,
        /// The chained branch, if a branch.
        branch: Option<usize>,
    },
    /// A placement's base falls outside its dungeon: NetHack panics
    /// "level_range: base value out of range".
    BaseOutOfRange {
        /// Dungeon.
        dungeon: usize,
        /// The level, if a level.
        level: Option<usize>,
        /// The branch, if a branch.
        branch: Option<usize>,
    },
    /// A chained placement with a random part below -1 leaves a negative
    /// number of places; for a branch NetHack draws `rn2` of a negative
    /// number and may loop for ever.
    NegativeRange {
        /// Dungeon.
        dungeon: usize,
        /// The level, if a level.
        level: Option<usize>,
        /// The branch, if a branch.
        branch: Option<usize>,
    },
    /// A level's range is negative: NetHack panics "pick_level: ran out of
    /// valid levels".
    NoLevelToPick {
        /// Dungeon.
        dungeon: usize,
        /// Level.
        level: usize,
    },
    /// No placement of a dungeon's special levels exists for the levels and
    /// size rolled: NetHack panics "init_dungeon: couldn't place levels".
    CannotPlace {
        /// Dungeon.
        dungeon: usize,
        /// Its name.
        name: &'static str,
    },
    /// NetHack 3.7: the first branch of a dungeon chains to the dungeon's
    /// last level, which 3.7 leaves out of its look-up (and no level of
    /// that name was read before): NetHack panics "Could not chain branch
    /// NAME to level LEVEL".
    ChainNotFound {
        /// Dungeon.
        dungeon: usize,
        /// Branch.
        branch: usize,
        /// The branch's destination.
        dest: &'static str,
        /// The level it chains to.
        level: &'static str,
    },
    /// A level `knox` that no branch ends on: NetHack panics
    /// "insert_branch: not found".
    KnoxWithoutBranch {
        /// Dungeon.
        dungeon: usize,
        /// Level.
        level: usize,
    },
    /// A level whose entrance floats ([`Rules::floating`], not `knox`)
    /// has no branch ending on it: the game panics in `insert_branch`.
    FloatingWithoutBranch {
        /// Its name.
        name: &'static str,
        /// Dungeon.
        dungeon: usize,
        /// Level.
        level: usize,
    },
    /// One of the Elemental Planes the game shuffles
    /// ([`Rules::shuffled_planes`]) is missing: the game follows a null
    /// pointer and crashes.
    MissingPlane {
        /// The level's name.
        name: &'static str,
    },
    /// A dungeon NetHack looks up by name is missing: NetHack panics
    /// "Couldn't resolve dungeon number for name "NAME"."
    MissingDungeon {
        /// The name.
        name: &'static str,
    },
    /// SLASH'EM's test for a positive entry level ([`Rules::slashem_branches`])
    /// reads the branch record at the destination dungeon's number, and
    /// the game has not read that record yet: it reads whatever its
    /// memory holds (undefined behaviour), and the branch lands on level
    /// 1, on its own entry level, or on 0 for an entry of 0.
    UnwrittenEntryRecord {
        /// Dungeon the branch leaves from.
        dungeon: usize,
        /// Branch.
        branch: usize,
    },
    /// The levels of the dungeons up to this one pass the game's ledger
    /// ([`Rules::ledger_limit`]): SLASH'EM panics "init_dungeons: too
    /// many levels".
    TooManyLedgerLevels {
        /// Dungeon.
        dungeon: usize,
        /// Its `ledger_start` plus its levels.
        levels: i32,
        /// The game's limit.
        max: i32,
    },
}

impl LayoutError {
    /// True when NetHack itself fails here (as opposed to a table that
    /// breaks the format's assumptions).
    pub fn is_nethack_failure(&self) -> bool {
        !matches!(
            self,
            LayoutError::TooManyLevels { .. }
                | LayoutError::TooManyBranches { .. }
                | LayoutError::BadName { .. }
                | LayoutError::BadDepth { .. }
                | LayoutError::BadChain { .. }
        )
    }
}

struct Where(usize, Option<usize>, Option<usize>);

impl fmt::Display for Where {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "dungeon #{}", self.0)?;
        if let Some(l) = self.1 {
            write!(f, ", level #{l}")?;
        }
        if let Some(b) = self.2 {
            write!(f, ", branch #{b}")?;
        }
        Ok(())
    }
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use LayoutError::*;
        const P: &str = "NetHack panics at the start of the game";
        match *self {
            TooManyDungeons { count, max } => write!(
                f,
                "{count} dungeons: {P} with \"init_dungeons: too many dungeons\" (it holds at most {})",
                max - 1
            ),
            TooManyLevels { count, max } => write!(
                f,
                "{count} special levels: the format holds at most {max}"
            ),
            TooManyBranches { count } => write!(
                f,
                "{count} branches: the format holds at most {MAX_BRANCHES}"
            ),
            BadName {
                dungeon,
                level,
                branch,
                max,
            } => write!(
                f,
                "{}: the name is longer than the {max} bytes the game's field holds, or holds a NUL byte",
                Where(dungeon, level, branch)
            ),
            BadDepth { dungeon } => write!(
                f,
                "dungeon #{dungeon}: its depth has a negative random part: NetHack would draw rn2 of a negative number"
            ),
            BadChain { dungeon, level, branch } => write!(
                f,
                "{}: the chain refers to no earlier level of its dungeon",
                Where(dungeon, level, branch)
            ),
            NoBranch { name, .. } => write!(f, "{P} with \"find_branch: can't find {name}\": no branch of the dungeons before it leads to it"),
            ParentNotFound { name, .. } => write!(f, "{P} with \"parent_dnum: couldn't resolve branch.\": the branch to \"{name}\" comes after a dungeon of the same name"),
            EmptyChain { dungeon, level, branch } => write!(
                f,
                "{}: {P} with \"level_range: empty chain level!\": the level it is chained to was not generated",
                Where(dungeon, level, branch)
            ),
            UninitializedChain { dungeon, level, branch } => write!(
                f,
                "{}: NetHack reads an uninitialized level for the chain (undefined behaviour): a dungeon skipped by its chance shifted the chain's index past the levels read",
                Where(dungeon, level, branch)
            ),
            BaseOutOfRange { dungeon, level, branch } => write!(
                f,
                "{}: {P} with \"level_range: base value out of range\"",
                Where(dungeon, level, branch)
            ),
            NegativeRange { dungeon, level, branch } => write!(
                f,
                "{}: the range has a negative number of levels: NetHack draws rn2 of a negative number and may loop for ever",
                Where(dungeon, level, branch)
            ),
            NoLevelToPick { dungeon, level } => write!(
                f,
                "{}: {P} with \"pick_level:  ran out of valid levels\"",
                Where(dungeon, Some(level), None)
            ),
            CannotPlace { name, .. } => write!(
                f,
                "{P} with \"init_dungeon:  couldn't place levels\": no placement of the special levels of \"{name}\" exists for this roll"
            ),
            ChainNotFound { dungeon, branch, dest, level } => write!(
                f,
                "{}: {P} with \"Could not chain branch {dest} to level {level}\": NetHack 3.7 looks the first branch's chain up without the dungeon's last level",
                Where(dungeon, None, Some(branch))
            ),
            KnoxWithoutBranch { dungeon, level } => write!(
                f,
                "{}: {P} with \"insert_branch: not found\": no branch ends on the level \"knox\"",
                Where(dungeon, Some(level), None)
            ),
            FloatingWithoutBranch { name, dungeon, level } => write!(
                f,
                "{}: {P} with \"insert_branch: not found\": no branch ends on the level \"{name}\"",
                Where(dungeon, Some(level), None)
            ),
            MissingPlane { name } => write!(
                f,
                "the game crashes at its start: it shuffles the Elemental Planes and needs the level \"{name}\""
            ),
            MissingDungeon { name } => write!(
                f,
                "{P} with \"Couldn't resolve dungeon number for name \"{name}\".\": NetHack needs that dungeon"
            ),
            UnwrittenEntryRecord { dungeon, branch } => write!(
                f,
                "{}: the game decides where the branch lands from a branch record it has not read yet (the record at the destination dungeon's number; undefined behaviour)",
                Where(dungeon, None, Some(branch))
            ),
            TooManyLedgerLevels { dungeon, levels, max } => write!(
                f,
                "dungeon #{dungeon}: the game panics at its start with \"init_dungeons: too many levels\": the dungeons up to it have {levels} levels, more than {max}"
            ),
        }
    }
}
