//! The typed model of a compiled dungeon description: what NetHack's
//! `dungeon` file holds, independent of how it was written.

/// `(base, rand)`: a level number (negative counts from the bottom) and a
/// random range added to it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Couple {
    /// Base level.
    pub base: i16,
    /// Random component.
    pub rand: i16,
}

/// Alignment bits of a dungeon or level (several may be set when a
/// description names more than one).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Alignment(pub u8);

impl Alignment {
    /// Unaligned (no bit set).
    pub const NONE: Alignment = Alignment(0);
    /// Chaotic.
    pub const CHAOTIC: Alignment = Alignment(1);
    /// Neutral.
    pub const NEUTRAL: Alignment = Alignment(2);
    /// Lawful.
    pub const LAWFUL: Alignment = Alignment(4);
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
    /// Alignment bits.
    pub align: Alignment,
    /// A variant's own descriptor bits (EvilHack's, above `roguelike`).
    pub extra: u16,
}

impl Flags {
    /// The `int` written to the binary file.
    pub fn bits(self) -> i32 {
        i32::from(self.town)
            | i32::from(self.hellish) << 1
            | i32::from(self.mazelike) << 2
            | i32::from(self.roguelike) << 3
            | i32::from(self.align.0 & 7) << 4
    }

    /// Where a game's `int` holds the variant's own descriptor bits (a
    /// mask) and the alignment bits (a shift): above `roguelike` both, in
    /// the variant's `dgn_file.h` (NetHack: none, `<< 4`).
    fn layout(variant: dgn_common::target::Variant) -> (i32, u32) {
        match variant {
            dgn_common::target::Variant::EvilHack => (0x1f0, 9),
            dgn_common::target::Variant::HackEm => (0x10, 6),
            _ => (0, 4),
        }
    }

    /// The `int` a game writes: NetHack's [`Flags::bits`], or a variant's
    /// with its descriptors' bits and its alignment bits moved up (EvilHack
    /// `<< 9`, Hack'EM `<< 6`).
    pub fn bits_for(self, variant: dgn_common::target::Variant) -> i32 {
        let (extra, shift) = Flags::layout(variant);
        (self.bits() & 0xf) | (i32::from(self.extra) & extra) | i32::from(self.align.0 & 7) << shift
    }

    /// Flags from the `int` a game writes ([`Flags::bits_for`]); `None` if
    /// unknown bits are set.
    pub fn from_bits_for(bits: i32, variant: dgn_common::target::Variant) -> Option<Flags> {
        let (extra, shift) = Flags::layout(variant);
        if bits & !(0xf | extra | 7 << shift) != 0 {
            return None;
        }
        let mut f = Flags::from_bits(bits & 0xf)?;
        f.extra = (bits & extra) as u16;
        f.align = Alignment(((bits >> shift) & 7) as u8);
        Some(f)
    }

    /// Flags from the `int` of a binary file; `None` if unknown bits are set.
    pub fn from_bits(bits: i32) -> Option<Flags> {
        if bits & !0x7f != 0 {
            return None;
        }
        Some(Flags {
            town: bits & 1 != 0,
            hellish: bits & 2 != 0,
            mazelike: bits & 4 != 0,
            roguelike: bits & 8 != 0,
            align: Alignment(((bits >> 4) & 7) as u8),
            extra: 0,
        })
    }
}

/// How a branch connects two dungeons.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BranchKind {
    /// Stairs at both ends.
    #[default]
    Stair,
    /// No up staircase.
    NoUp,
    /// No down staircase.
    NoDown,
    /// A magic portal.
    Portal,
}

impl BranchKind {
    /// The value written to the binary file.
    pub fn code(self) -> i32 {
        match self {
            BranchKind::Stair => 0,
            BranchKind::NoUp => 1,
            BranchKind::NoDown => 2,
            BranchKind::Portal => 3,
        }
    }

    /// The kind for a value of the binary file.
    pub fn from_code(code: i32) -> Option<BranchKind> {
        Some(match code {
            0 => BranchKind::Stair,
            1 => BranchKind::NoUp,
            2 => BranchKind::NoDown,
            3 => BranchKind::Portal,
            _ => return None,
        })
    }
}

/// A whole compiled dungeon description.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DungeonFile {
    /// The dungeons, in file order.
    pub dungeons: Vec<Dungeon>,
}

/// One dungeon.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dungeon {
    /// Name (bytes, at most 23).
    pub name: Vec<u8>,
    /// Prototype file name for its levels (bytes, at most 23; empty if none).
    pub protofile: Vec<u8>,
    /// Bones marker (0 for none).
    pub bones: u8,
    /// Depth in levels (base, rand).
    pub depth: Couple,
    /// Flags and alignment.
    pub flags: Flags,
    /// Generation chance (0 means always, as when none is written).
    pub chance: i32,
    /// Entry level (0: default, negative: from the bottom). SLASH'EM has
    /// none: its branches carry one ([`Branch::entry`]).
    pub entry: i32,
    /// Special levels, in file order.
    pub levels: Vec<SpecialLevel>,
    /// Branches out of this dungeon, in file order.
    pub branches: Vec<Branch>,
    /// GnollHack's `TILESET` of the dungeon, when one is given.
    pub tileset: Option<u8>,
}

/// One special level of a dungeon.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SpecialLevel {
    /// Name (bytes, at most 23): the name of its file, by which chains and
    /// the game find it.
    pub name: Vec<u8>,
    /// GnollHack's display name of the level, written before its file
    /// name.
    pub display: Option<Vec<u8>>,
    /// Bones marker (0 for none).
    pub bones: u8,
    /// Placement: absolute, or relative to `chain`.
    pub place: Couple,
    /// Generation chance in percent.
    pub chance: i32,
    /// Number of random variants (0 for a fixed level).
    pub rndlevs: i32,
    /// Index, within the same dungeon's levels, of the level this one is
    /// placed relative to.
    pub chain: Option<usize>,
    /// Flags and alignment.
    pub flags: Flags,
}

/// A branch from one dungeon to another.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Branch {
    /// Destination dungeon name (bytes, at most 23).
    pub dest: Vec<u8>,
    /// Placement: absolute, or relative to `chain`.
    pub place: Couple,
    /// Index, within the same dungeon's levels, of the level this branch is
    /// placed relative to.
    pub chain: Option<usize>,
    /// Connection kind.
    pub kind: BranchKind,
    /// True when the branch leads up.
    pub up: bool,
    /// SLASH'EM's entry level in the dungeon the branch leads to (0: its
    /// own entry, negative: from the bottom). Always 0 for other games.
    pub entry: i32,
}
