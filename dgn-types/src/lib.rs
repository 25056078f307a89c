//! Runtime tables for NetHack dungeon descriptions.
//!
//! These are the types that dgn's generated code builds: the `dungeon!` proc
//! macro (crate `dgn-macros`) and the build-script helper (crate
//! `build-support`) both turn a `dungeon.def` description into a
//! `&'static [Dungeon]` made of the types below. The crate is `#![no_std]`,
//! has no dependencies and holds only plain data (`&'static str`,
//! `&'static [T]`, integers, `bool` and enums), so tables can live in
//! `const` and `static` items of any program, embedded ones included.
//!
//! # Special levels
//!
//! The same two tools compile special-level files (`*.des`, the `lev_comp`
//! language) into tables too: [`lev343`] holds the types of NetHack 3.4.3's
//! declarative levels, [`lev36`] those of NetHack 3.6's opcode programs.
//! The target chosen at compile time decides which: a `.des` file gives a
//! `&'static [lev343::Level]` for `nethack-3.4.3` and a
//! `&'static [lev36::Level]` for `nethack-3.6.7`, one entry per level of
//! the file, in file order. UnNetHack 3.5's own opcode design
//! (`unnethack-3.5`) has its own module, [`lev35`]. Strings of levels are [`Text`] values (text and
//! exact bytes in one).
//!
//! # The dungeon of one game
//!
//! [`layout::resolve`] turns a table into the dungeon of one game, exactly
//! as NetHack's `init_dungeons` does for the same random numbers: sizes,
//! depths, where each special level and branch lands, and the castle's
//! tune, with NetHack's own generators ([`layout::GlibcRandom`] for 3.4.3,
//! [`layout::Isaac64`] for 3.6.7). See the [`layout`] module.
//!
//! # Names and bytes
//!
//! NetHack's data files are byte strings: a name may be in a legacy encoding
//! (the Japanese translation writes Shift_JIS). Every name is therefore given
//! twice:
//!
//! - `name: &'static str` — text for Rust code. Bytes that are not valid
//!   UTF-8 are replaced by U+FFFD (as `String::from_utf8_lossy` does), so
//!   this is exact only for UTF-8 input.
//! - `name_bytes: &'static [u8]` — the exact bytes written in the source,
//!   which are also what NetHack's binary `dungeon` file holds.
//!
//! # Example
//!
//! A table written out by hand (generated code looks the same), and the same
//! description compiled by the `dungeon!` macro:
//!
//! ```
//! use dgn_types::{Alignment, Branch, BranchKind, Couple, Dungeon, Flags, SpecialLevel};
//!
//! static HAND: &[Dungeon] = &[Dungeon {
//!     name: "The Dungeons of Doom",
//!     name_bytes: b"The Dungeons of Doom",
//!     protofile: "",
//!     protofile_bytes: b"",
//!     bones: b'D',
//!     depth: Couple { base: 25, rand: 5 },
//!     flags: Flags::NONE,
//!     chance: 0,
//!     entry: 0,
//!     levels: &[SpecialLevel {
//!         name: "oracle",
//!         name_bytes: b"oracle",
//!         bones: b'O',
//!         place: Couple { base: 5, rand: 5 },
//!         chance: 100,
//!         rndlevs: 0,
//!         chain: None,
//!         flags: Flags { align: Alignment::Neutral, ..Flags::NONE },
//!     }],
//!     branches: &[Branch {
//!         dest: "The Gnomish Mines",
//!         dest_bytes: b"The Gnomish Mines",
//!         place: Couple { base: 2, rand: 3 },
//!         chain: None,
//!         kind: BranchKind::Stair,
//!         up: false,
//!         entry: 0,
//!     }],
//! }];
//!
//! static MACRO: &[Dungeon] = dgn_macros::dungeon! {
//!     DUNGEON: "The Dungeons of Doom" "D" (25, 5)
//!     BRANCH: "The Gnomish Mines" @ (2, 3)
//!     LEVEL: "oracle" "O" @ (5, 5)
//!     LEVALIGN: neutral
//! };
//!
//! assert_eq!(HAND, MACRO);
//! let doom = dgn_types::find_dungeon(MACRO, "The Dungeons of Doom").unwrap();
//! assert_eq!(doom.level("oracle").unwrap().flags.align, Alignment::Neutral);
//! assert_eq!(doom.bones_char(), Some('D'));
//! ```
#![no_std]
#![warn(missing_docs)]

pub mod index;
pub mod layout;
pub mod lev343;
pub mod lev35;
pub mod lev36;
mod text;

pub use text::{MonsterRef, ObjectRef, OrRandom, Text};

/// Includes the Rust module that `build-support` generated in `OUT_DIR`
/// (`dgn_tables.rs`, or the file name given). The same macro as
/// `build_support::include_tables!`, here so that a crate needs
/// `build-support` only as a build-dependency.
///
/// ```ignore
/// dgn_types::include_tables!(); // $OUT_DIR/dgn_tables.rs
/// dgn_types::include_tables!("other.rs"); // $OUT_DIR/other.rs
/// ```
#[macro_export]
macro_rules! include_tables {
    () => {
        include!(concat!(env!("OUT_DIR"), "/dgn_tables.rs"));
    };
    ($file:literal) => {
        include!(concat!(env!("OUT_DIR"), "/", $file));
    };
}

/// `(base, rand)`: a level number and a random range added to it.
///
/// In a dungeon's `depth`, `base` is the number of levels and `rand` the
/// random extra. In a placement, a positive `base` counts from the top of
/// the dungeon (or from the chained level), a negative one from the bottom.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Couple {
    /// Base level.
    pub base: i16,
    /// Random component.
    pub rand: i16,
}

/// The alignment of a dungeon or level.
///
/// A description normally names one alignment; when it names several, the
/// binary format ORs their bits together and [`Alignment::Several`] keeps
/// those bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Alignment {
    /// `unaligned` / `noalign`, or no alignment given.
    #[default]
    Unaligned,
    /// `chaotic`.
    Chaotic,
    /// `neutral`.
    Neutral,
    /// `lawful`.
    Lawful,
    /// More than one alignment was given: the OR of their bits
    /// (chaotic 1, neutral 2, lawful 4).
    Several(u8),
}

impl Alignment {
    /// The alignment bits as stored in the binary file (chaotic 1, neutral
    /// 2, lawful 4).
    pub const fn bits(self) -> u8 {
        match self {
            Alignment::Unaligned => 0,
            Alignment::Chaotic => 1,
            Alignment::Neutral => 2,
            Alignment::Lawful => 4,
            Alignment::Several(b) => b & 7,
        }
    }

    /// The alignment for a bit set (only the low three bits are used).
    pub const fn from_bits(bits: u8) -> Alignment {
        match bits & 7 {
            0 => Alignment::Unaligned,
            1 => Alignment::Chaotic,
            2 => Alignment::Neutral,
            4 => Alignment::Lawful,
            b => Alignment::Several(b),
        }
    }
}

/// The flags of a dungeon or special level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Flags {
    /// `town` (levels only).
    pub town: bool,
    /// `hellish`.
    pub hellish: bool,
    /// `mazelike`.
    pub mazelike: bool,
    /// `roguelike`.
    pub roguelike: bool,
    /// Alignment.
    pub align: Alignment,
    /// `unconnected` (NetHack 3.7's `dungeon.lua` only): no branch leads
    /// to the dungeon; the game enters it by other means (the tutorial).
    /// On a special level NetHack 3.7 reads it as the chaotic alignment bit
    /// (see [`layout`]). Not part of [`Flags::bits`]: the 3.4.3/3.6 binary
    /// format has no such flag.
    pub unconnected: bool,
    /// A variant's own descriptor bits, as its game writes them (EvilHack:
    /// `iceq` 16, `vecnad` 32, `gtown` 64, `purg` 128, `hdgn` 256); 0 for
    /// NetHack.
    pub variant: u16,
}

impl Flags {
    /// No flag set, unaligned.
    pub const NONE: Flags = Flags {
        town: false,
        hellish: false,
        mazelike: false,
        roguelike: false,
        align: Alignment::Unaligned,
        unconnected: false,
        variant: 0,
    };

    /// The flags as the `int` of the binary file: town 1, hellish 2,
    /// mazelike 4, roguelike 8, alignment bits shifted left by 4
    /// (`unconnected` has no bit there).
    pub const fn bits(self) -> i32 {
        (self.town as i32)
            | (self.hellish as i32) << 1
            | (self.mazelike as i32) << 2
            | (self.roguelike as i32) << 3
            | (self.align.bits() as i32) << 4
    }
}

/// How a branch connects two dungeons.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BranchKind {
    /// Stairs at both ends (the default).
    #[default]
    Stair,
    /// `no_up`: no up staircase.
    NoUp,
    /// `no_down`: no down staircase.
    NoDown,
    /// `portal`: a magic portal.
    Portal,
}

impl BranchKind {
    /// The value stored in the binary file (0 to 3).
    pub const fn code(self) -> i32 {
        match self {
            BranchKind::Stair => 0,
            BranchKind::NoUp => 1,
            BranchKind::NoDown => 2,
            BranchKind::Portal => 3,
        }
    }
}

/// One dungeon of a description, in file order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dungeon {
    /// Name as text (lossy for non-UTF-8 bytes; see the crate docs).
    pub name: &'static str,
    /// Name, exact bytes (at most 23).
    pub name_bytes: &'static [u8],
    /// Prototype file name for the dungeon's levels as text; empty if none.
    pub protofile: &'static str,
    /// Prototype file name, exact bytes; empty if none.
    pub protofile_bytes: &'static [u8],
    /// Bones marker byte; 0 for none (`"none"` in the source).
    pub bones: u8,
    /// Depth in levels: `base` plus up to `rand` more.
    pub depth: Couple,
    /// Flags and alignment.
    pub flags: Flags,
    /// Generation chance in percent; 0 means always (none written).
    pub chance: i32,
    /// Entry level: 0 for the default (the top), negative counts from the
    /// bottom.
    pub entry: i32,
    /// Special levels, in file order.
    pub levels: &'static [SpecialLevel],
    /// Branches out of this dungeon, in file order.
    pub branches: &'static [Branch],
}

impl Dungeon {
    /// The bones marker as a character, `None` when the dungeon has none.
    pub const fn bones_char(&self) -> Option<char> {
        bones(self.bones)
    }

    /// The special level named `name` (compared as exact bytes).
    pub fn level(&self, name: &str) -> Option<&'static SpecialLevel> {
        self.levels.iter().find(|l| l.name_bytes == name.as_bytes())
    }

    /// The level a placement `chain` refers to, within this dungeon.
    pub fn chained(&self, chain: Option<usize>) -> Option<&'static SpecialLevel> {
        self.levels.get(chain?)
    }
}

/// One special level of a dungeon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SpecialLevel {
    /// Name as text (lossy for non-UTF-8 bytes; see the crate docs).
    pub name: &'static str,
    /// Name, exact bytes (at most 23).
    pub name_bytes: &'static [u8],
    /// Bones marker byte; 0 for none.
    pub bones: u8,
    /// Placement: absolute, or relative to the level `chain` points at.
    pub place: Couple,
    /// Generation chance in percent (100 when none is written).
    pub chance: i32,
    /// Number of random variants (`RNDLEVEL`); 0 for a fixed level.
    pub rndlevs: i32,
    /// Index into the same dungeon's `levels` of the level this one is
    /// placed relative to (`CHAINLEVEL`), or `None` for an absolute place.
    pub chain: Option<usize>,
    /// Flags and alignment.
    pub flags: Flags,
}

impl SpecialLevel {
    /// The bones marker as a character, `None` when the level has none.
    pub const fn bones_char(&self) -> Option<char> {
        bones(self.bones)
    }
}

/// A branch from one dungeon to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Branch {
    /// Destination dungeon name as text (lossy for non-UTF-8 bytes).
    pub dest: &'static str,
    /// Destination dungeon name, exact bytes.
    pub dest_bytes: &'static [u8],
    /// Placement: absolute, or relative to the level `chain` points at.
    pub place: Couple,
    /// Index into the same dungeon's `levels` of the level this branch is
    /// placed relative to (`CHAINBRANCH`), or `None`.
    pub chain: Option<usize>,
    /// Stairs or portal.
    pub kind: BranchKind,
    /// True when the branch leads up (`up` in the source).
    pub up: bool,
    /// SLASH'EM's entry level in the dungeon the branch leads to: 0 for
    /// the top, negative counts from the bottom (-1 is the bottom level).
    /// Always 0 for the other games, whose entry level is the dungeon's
    /// ([`Dungeon::entry`]).
    pub entry: i32,
}

/// The dungeon named `name` in a table (compared as exact bytes).
pub fn find_dungeon(table: &'static [Dungeon], name: &str) -> Option<&'static Dungeon> {
    table.iter().find(|d| d.name_bytes == name.as_bytes())
}

const fn bones(b: u8) -> Option<char> {
    if b == 0 {
        None
    } else {
        Some(b as char)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flag_bits_match_the_binary_format() {
        let f = Flags {
            town: true,
            mazelike: true,
            align: Alignment::Lawful,
            ..Flags::NONE
        };
        assert_eq!(f.bits(), 1 | 4 | (4 << 4));
        assert_eq!(Alignment::from_bits(5), Alignment::Several(5));
        assert_eq!(Alignment::from_bits(2), Alignment::Neutral);
        assert_eq!(Alignment::Several(5).bits(), 5);
        assert_eq!(BranchKind::Portal.code(), 3);
    }

    #[test]
    fn usable_in_const_items() {
        const L: SpecialLevel = SpecialLevel {
            name: "x",
            name_bytes: b"x",
            bones: 0,
            place: Couple { base: 1, rand: 0 },
            chance: 0,
            rndlevs: 0,
            chain: None,
            flags: Flags::NONE,
        };
        const B: i32 = L.flags.bits();
        assert_eq!(B, 0);
        assert_eq!(L.bones_char(), None);
    }
}
