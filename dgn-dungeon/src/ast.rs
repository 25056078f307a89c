//! Syntax tree of a dungeon description. Every node keeps its byte span.

use super::lexer::Descriptor;
use dgn_common::source::{Span, Spanned};

/// A string literal's bytes (without quotes); the span includes the quotes.
pub type Str = Spanned<Vec<u8>>;
/// An integer literal.
pub type Int = Spanned<i32>;

/// `(base, rand)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Couple {
    /// The first number.
    pub base: Int,
    /// The second number.
    pub rand: Int,
    /// From `(` to `)`.
    pub span: Span,
}

/// Branch connection kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BranchType {
    /// `stair` (the default)
    Stair,
    /// `no_up`
    NoUp,
    /// `no_down`
    NoDown,
    /// `portal`
    Portal,
}

/// Which `LEVEL`-like keyword introduced a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LevelKeyword {
    /// `LEVEL` / `CHAINLEVEL`
    Plain,
    /// `RNDLEVEL` / `RNDCHLEVEL`
    Random,
}

/// A statement with the span of its keyword and of the whole statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stmt {
    /// What the statement says.
    pub kind: StmtKind,
    /// The leading keyword.
    pub keyword: Span,
    /// The whole statement.
    pub span: Span,
}

/// The statements of the dungeon language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StmtKind {
    /// `DUNGEON: "name" "bones" (base, rand) [chance]`
    Dungeon {
        /// Dungeon name.
        name: Str,
        /// Bones marker string.
        bones: Str,
        /// Depth (base, rand).
        depth: Couple,
        /// Generation chance.
        chance: Option<Int>,
    },
    /// `ENTRY: level`
    Entry(Int),
    /// `DESCRIPTION: word` (`is_align` false) or `ALIGNMENT: word` (true).
    DungeonDesc {
        /// True for `ALIGNMENT`.
        is_align: bool,
        /// The descriptor word.
        desc: Spanned<Descriptor>,
    },
    /// `PROTOFILE: "name"`
    Protofile(Str),
    /// GnollHack's `TILESET: word` or `TILESET: number`.
    Tileset(Int),
    /// `LEVEL`/`RNDLEVEL`, or `CHAINLEVEL`/`RNDCHLEVEL` when `chain` is set.
    Level {
        /// Plain or random.
        keyword: LevelKeyword,
        /// Level name: the name of its file.
        name: Str,
        /// GnollHack's display name, written before the file name.
        display: Option<Str>,
        /// Bones marker string.
        bones: Str,
        /// For chained levels: the level it is placed relative to.
        chain: Option<Str>,
        /// Placement (base, rand).
        place: Couple,
        /// Generation chance.
        chance: Option<Int>,
        /// For random levels: how many variants there are.
        rndlevs: Option<Int>,
    },
    /// `LEVELDESC: word` (`is_align` false) or `LEVALIGN: word` (true).
    LevelDesc {
        /// True for `LEVALIGN`.
        is_align: bool,
        /// The descriptor word.
        desc: Spanned<Descriptor>,
    },
    /// `BRANCH`, or `CHAINBRANCH` when `chain` is set.
    Branch {
        /// Destination dungeon name.
        name: Str,
        /// For chained branches: the level it is placed relative to.
        chain: Option<Str>,
        /// Placement (base, rand).
        place: Couple,
        /// Connection kind.
        kind: Option<Spanned<BranchType>>,
        /// `up` is true, `down` false.
        up: Option<Spanned<bool>>,
        /// SLASH'EM's entry level in the destination dungeon.
        entry: Option<Int>,
    },
    /// A statement that failed to parse (already reported).
    Error,
}

/// A level statement (the grammar's actions build them here).
#[allow(clippy::too_many_arguments)]
pub(crate) fn level(
    keyword: Span,
    l: usize,
    r: usize,
    kind: LevelKeyword,
    display: Option<Str>,
    name: Str,
    bones: Str,
    chain: Option<Str>,
    place: Couple,
    chance: Option<Int>,
    rndlevs: Option<Int>,
) -> Stmt {
    Stmt {
        kind: StmtKind::Level {
            keyword: kind,
            name,
            display,
            bones,
            chain,
            place,
            chance,
            rndlevs,
        },
        keyword,
        span: Span::new(l, r),
    }
}
