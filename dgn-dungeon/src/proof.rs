//! A proof that a game can always be set up: for every roll of the dice, does
//! NetHack's `init_dungeons` get through a compiled description, and if not,
//! where does it panic and how likely is that?
//!
//! # What NetHack does at the start of a game
//!
//! NetHack 3.4.3 and 3.6.7 share the same `init_dungeons` (only the random
//! generator differs, which does not change any probability). For each
//! dungeon of the file, in order, it draws:
//!
//! 1. `rn2(100)` against the dungeon's `chance` (only when one is given); a
//!    dungeon that loses is skipped, and the file's later dungeons, levels and
//!    branches are renumbered around it;
//! 2. the number of levels, `rn1(rand, base)` (only when `rand` is not 0);
//! 3. except for the first dungeon kept, the branch that leads to it: the
//!    first branch of the dungeons read so far that names it
//!    (`find_branch`, which panics "can't find" when there is none), the
//!    dungeon it belongs to (`parent_dnum`, which panics when a dungeon of the
//!    same name comes first), and its level (`level_range`, which panics when
//!    the base falls outside the parent dungeon or when the level it is
//!    chained to was not generated; then `rn2(count)`, which NetHack cannot do
//!    for a count of 0 or less);
//! 4. `rn2(100)` against every special level's `chance`;
//! 5. the backtracking search `place_level`, which tries every placement of
//!    the generated special levels before it panics "couldn't place levels".
//!    Inside the search `level_range` panics at once, without backtracking,
//!    when a chained level's base falls outside the dungeon or its chain was
//!    not generated, so there the order of the search's random choices
//!    matters.
//!
//! After the last dungeon it panics when the branch to a level named `knox`
//! is missing (`insert_branch: not found`) and when one of the dungeons its
//! code looks up by name is missing (`dname_to_dnum`; [`ProofRules`] says
//! when those look-ups count, and leaves them out for a game that looks up
//! other names). A file with as many dungeons as the format
//! allows is refused outright ("too many dungeons").
//!
//! # How the proof counts
//!
//! No seed is tried. The optional dungeons present are enumerated (each
//! pattern weighed by its chance); then the dungeons are followed in order
//! with the exact distribution of everything later steps read (the sizes of
//! parent dungeons, the levels chained to by branches, the `knox` check),
//! merged whenever two rolls leave the same state. That distribution is
//! kept as a product of independent factors: a dungeon whose own outcome
//! does not depend on what it reads starts a factor of its own, and factors
//! merge only when a step reads values of several. For one dungeon, one
//! size and one set of generated levels, the search is solved by memoized
//! recursion over (next level, levels taken that a later level may still
//! take, levels later chains read): a sub-search that can fail, fails for
//! every choice of the dice (it fails only after trying everything), so the
//! search goes on from a choice drawn uniformly among the choices whose
//! sub-search does not fail, and its outcome is the average of theirs. Once
//! no level left can panic or is read later, every placement of the rest
//! ends alike, and the search only asks whether one exists (depth first,
//! stopping at the first, or an interval matching solved greedily when no
//! level left is chained); when every level that may be generated fits
//! that way, every subset of them does too. A level that later steps read
//! only through branches of its own dungeon placed from it matters to them
//! only through whether each such branch fits, which the search can tell
//! (it knows the dungeon's size): its values are merged into one per way
//! those branches end, and when they all end alike, where it lands does
//! not matter at all. Nor does it for a level read later that has only
//! one place: once placed, it is there. And levels that the rest of the
//! search cannot tell apart (every level left placed from the top may take
//! all of them or none, and no level whose exact place matters may land
//! on any) count in the state only by how many of them are taken.
//!
//! Probabilities are exact rationals ([`Probability`]): a product of
//! `chance/100` factors, `1/rand` sizes and `1/n` choices over up to fifty
//! levels and fifteen dungeons does not always fit a fixed-size integer, so
//! they are reduced fractions of two `u128`s while they fit (nearly always),
//! and of two arbitrary-precision naturals (a small in-house type) once a
//! term overflows.
//!
//! # Limits
//!
//! The proof follows every pattern of up to [`MAX_OPTIONAL`] optional
//! dungeons and of up to as many optional levels in one dungeon, and spends
//! at most [`SEARCH_BUDGET`] on one search and [`WORK_BUDGET`] on the whole
//! description. It never stops silently: past a limit it leaves out the
//! rolls it cannot follow, notes the [`Limit`] in [`Proof::limits`], and
//! keeps every finding as a lower bound (the rolls it followed are
//! certain).
//!
//! # Stale chains
//!
//! A chain index is a slot of the file's level list, which NetHack
//! renumbers around a skipped optional dungeon, so a chain can point at a
//! level of its own dungeon that is not placed yet when the chained
//! level's turn comes (itself, or a later one). NetHack then reads the
//! level number that level holds: 0 before it was ever placed (`init_level`
//! clears it), and after the search backtracked past it, the last level it
//! tried there (`place_level` never resets it). The search carries those
//! numbers in its state: a sub-search that fails hands them back with its
//! failure, and the choices of a level are then followed one after the
//! other (the order of the dice matters), over the sets of choices left.

use crate::model::{Couple, DungeonFile, SpecialLevel};
use dgn_common::source::show_bytes;
use dgn_types::layout::level_range;
use std::collections::BTreeMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::rc::Rc;

mod frac;
mod nat;
pub use frac::Probability;
type Frac = Probability;

/// A set of levels of one dungeon, level `x` as bit `x` (levels 1 to 127).
type Levels = u128;

/// A fast, deterministic hasher for the proof's small integer keys (the
/// multiply-and-rotate step of rustc's `FxHasher`); the keys come from the
/// description, not from an adversary.
#[derive(Default, Clone, Copy)]
struct FxHasher(u64);

impl FxHasher {
    #[inline]
    fn step(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.step(u64::from_le_bytes(c.try_into().unwrap_or_default()));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut b = [0u8; 8];
            b[..rest.len()].copy_from_slice(rest);
            self.step(u64::from_le_bytes(b) ^ ((rest.len() as u64) << 59));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.step(u64::from(i));
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.step(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.step(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

type HashMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// The dungeons NetHack's code looks up by name once the dungeon is set up,
/// in the order it looks them up; a game in which one of them is missing
/// panics. See [`ProofRules::nethack`] for when the proof counts them.
pub const HARDWIRED_DUNGEONS: [&str; 4] = dgn_types::layout::HARDWIRED_DUNGEONS;

/// The most search states the proof visits for one dungeon, size and set of
/// generated levels, and ([`WORK_BUDGET`]) over a whole description, before
/// it stops (and says so, see [`Limit`]).
pub const SEARCH_BUDGET: usize = 1 << 18;

/// The most units of work (search states, patterns of present dungeons and
/// levels) the proof spends on one description before it stops.
pub const WORK_BUDGET: usize = 1 << 20;

/// The most optional dungeons (or optional levels of one dungeon) whose
/// every pattern of presence the proof follows. NetHack holds at most 15
/// dungeons, so only a target with bigger tables reaches it for dungeons.
pub const MAX_OPTIONAL: usize = 16;

/// The deepest `MAXLEVEL` the proof handles (Hack'EM's is 64).
pub const MAX_DEPTH: i32 = 126;

/// What the proof counts as a panic, and the sizes of the build's tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProofRules {
    /// `MAXDUNGEON`: a file with this many dungeons or more is refused.
    pub max_dungeons: usize,
    /// `MAXLEVEL`: the most levels in one dungeon.
    pub max_depth: i32,
    /// Every panic of NetHack's `init_dungeons` counts, including the
    /// look-ups of [`HARDWIRED_DUNGEONS`] by name whatever the description
    /// defines (every face of dgn that writes NetHack's binary file, see
    /// [`crate::check::Checker::for_nethack`]). When false (tables for a
    /// Rust port), the look-ups count only when the description defines
    /// all four, as NetHack's does.
    pub nethack: bool,
    /// The look-ups by name are left out altogether, whatever `nethack`
    /// says: the game reading the description looks up other names (the
    /// lint `looked-up-dungeon` is allowed, see
    /// [`crate::check::Checker::look_ups`]).
    pub skip_look_ups: bool,
    /// The dungeons the game looks up by name after setting up:
    /// NetHack's [`HARDWIRED_DUNGEONS`], or a variant's own (see
    /// [`looked_up_dungeons`]).
    pub looked_up: &'static [&'static str],
    /// notdNetHack's choice of dungeons: alternates (dungeons sharing a
    /// name, one taken with probability 1 in the copies not yet passed),
    /// and chances drawn for every dungeon taken, 0 meaning never. See
    /// [`dgn_types::layout::Rules::alternates`]; and the move of its
    /// quest's second-to-last special level one level down, always in a
    /// quest of 7 levels and with probability 1/2 in one of 6.
    pub alternates: bool,
    /// SLASH'EM's branches (and SlashTHEM's and slashem9's, see
    /// [`dgn_types::layout::Rules::slashem_branches`]): a dungeon is
    /// reached by the first branch record that leads to it, placed from
    /// the dungeon that holds it (no "parent_dnum" failure), and lands on
    /// the branch's entry level; a branch back to an earlier dungeon is
    /// placed as soon as it is read, after its dungeon's special levels,
    /// and fails as any branch placement does. The proof follows them,
    /// except a branch back whose chain reads another dungeon's level or
    /// that leads into the dungeon of `knox` (a limit).
    pub back_branches: bool,
    /// The game's ledger check (SLASH'EM's 127 levels, SlashTHEM's 255;
    /// see [`dgn_types::layout::Rules::ledger_limit`]): the proof does not
    /// follow it, and says so (a limit) when the levels of the dungeons up
    /// to one may pass it.
    pub ledger_limit: Option<i32>,
}

/// The dungeons a game of the 3.4.3/3.6 family looks up by name at the end
/// of `init_dungeons` (its `dname_to_dnum` calls): NetHack's four,
/// Hack'EM's seven (its caves too), UnNetHack's eight, UnNetHack 3.5's
/// five, SLASH'EM's, SlashTHEM's and slashem9's five (their look-up of "The Black Market" is commented
/// out) and GnollHack's ten.
pub fn looked_up_dungeons(variant: dgn_common::target::Variant) -> &'static [&'static str] {
    match variant {
        v if v.is_slashem_family() => &[
            "The Quest",
            "Sokoban",
            "The Gnomish Mines",
            "The Spider Caves",
            "Vlad's Tower",
        ],
        dgn_common::target::Variant::HackEm => &[
            "The Quest",
            "Sokoban",
            "The Gnomish Mines",
            "The Wyrm Caves",
            "The Spider Caves",
            "The Giant Caverns",
            "Vlad's Tower",
        ],
        dgn_common::target::Variant::GnollHack => &[
            "The Dungeons of Doom",
            "Gehennom",
            "The Quest",
            "Sokoban",
            "The Gnomish Mines",
            "Vlad's Tower",
            "Plane of the Modron",
            "Hellish Pastures",
            "The Large Circular Dungeon",
            "The Elemental Planes",
        ],
        dgn_common::target::Variant::DNetHack | dgn_common::target::Variant::DNetHack316 => &[
            "The Quest",
            "Neutral Quest",
            "The Lost Cities",
            "Chaos Quest",
            "Law Quest",
            "Sokoban",
            "The Gnomish Mines",
            "Vlad's Tower",
            "The Lost Tomb",
            "The Sunless Sea",
            "The Temple of Moloch",
        ],
        dgn_common::target::Variant::NotDNetHack => &[
            "The Quest",
            "Neutral Quest",
            "The Lost Cities",
            "The Spire",
            "Chaos Quest",
            "Law Quest",
            "Lokoban",
            "The Gnomish Mines",
            "The Ice Caves",
            "The Black Forest",
            "The Dismal Swamp",
            "The Archipelago",
            "Vlad's Tower",
            "The Lost Tomb",
            "The Sunless Sea",
            "The Temple of Moloch",
        ],
        dgn_common::target::Variant::UnNetHack => &[
            "The Quest",
            "Sokoban",
            "The Gnomish Mines",
            "Vlad's Tower",
            "Town",
            "Sheol",
            "The Ruins of Moria",
            "The Dragon Caves",
        ],
        // Its look-up of "The Black Market" is commented out in its
        // dungeon.c; "Town" is its mall.
        dgn_common::target::Variant::UnNetHack35 => &[
            "The Quest",
            "Sokoban",
            "The Gnomish Mines",
            "Vlad's Tower",
            "Town",
        ],
        _ => &HARDWIRED_DUNGEONS,
    }
}

impl ProofRules {
    /// NetHack's own rules and table sizes.
    pub const NETHACK: ProofRules = ProofRules {
        max_dungeons: crate::MAX_DUNGEONS,
        max_depth: crate::MAXLEVEL,
        nethack: true,
        skip_look_ups: false,
        looked_up: &HARDWIRED_DUNGEONS,
        alternates: false,
        back_branches: false,
        ledger_limit: None,
    };
    /// A Rust port's: NetHack's table sizes, the look-ups by name counted
    /// only when all four dungeons are defined.
    pub const PORT: ProofRules = ProofRules {
        nethack: false,
        ..ProofRules::NETHACK
    };
}

/// Where and why the proof stopped short of the whole answer. Its findings
/// are then lower bounds: every probability it reports is certain to be
/// reached, and more games may panic.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Limit {
    /// The build's `MAXLEVEL` is outside what the proof handles (1 to
    /// [`MAX_DEPTH`]).
    Depth {
        /// The `MAXLEVEL` given.
        max_depth: i32,
    },
    /// More optional dungeons than [`MAX_OPTIONAL`].
    OptionalDungeons {
        /// How many there are.
        count: usize,
    },
    /// More optional special levels in one dungeon than [`MAX_OPTIONAL`].
    OptionalLevels {
        /// The dungeon (index into the model).
        dungeon: usize,
        /// How many there are.
        count: usize,
    },
    /// A dungeon's size is drawn from a negative range (which NetHack's
    /// random generator cannot draw from) or runs past 127 levels.
    Size {
        /// The dungeon.
        dungeon: usize,
        /// Its size as written: base and random part.
        depth: (i16, i16),
    },
    /// The search for the placements of a dungeon's levels took more than
    /// [`SEARCH_BUDGET`] states.
    Budget {
        /// The dungeon being placed.
        dungeon: usize,
    },
    /// The whole proof took more than [`WORK_BUDGET`].
    Work,
    /// notdNetHack moves the second-to-last special level read down when
    /// "The Quest" has 6 or 7 levels; with fewer than two levels read by
    /// then, that write falls before its table (undefined behaviour).
    Quest,
    /// SLASH'EM places a branch back to an earlier dungeon that the proof
    /// does not follow: its chain reads another dungeon's level, or it
    /// leads into the dungeon of `knox`.
    BackBranch,
    /// SLASH'EM decides where the branch into the dungeon of `knox` lands
    /// from a branch record it has not read yet (undefined behaviour), so
    /// whether a branch ends on `knox` is not known.
    UnwrittenRecord,
    /// The levels of the dungeons up to one may pass the game's ledger
    /// ([`ProofRules::ledger_limit`]), where it panics "init_dungeons: too
    /// many levels"; the proof does not follow that check.
    Ledger {
        /// The game's limit.
        max: i32,
    },
}

impl Limit {
    /// The dungeon the proof stopped at, when there is one.
    pub fn dungeon(&self) -> Option<usize> {
        match *self {
            Limit::Depth { .. }
            | Limit::OptionalDungeons { .. }
            | Limit::Work
            | Limit::Quest
            | Limit::BackBranch
            | Limit::UnwrittenRecord
            | Limit::Ledger { .. } => None,
            Limit::OptionalLevels { dungeon, .. }
            | Limit::Size { dungeon, .. }
            | Limit::Budget { dungeon } => Some(dungeon),
        }
    }

    /// The limit in words, naming the dungeon with `dungeon_name`.
    pub fn describe(&self, dungeon_name: impl Fn(usize) -> String) -> String {
        match *self {
            Limit::Depth { max_depth } => {
                format!("the target's MAXLEVEL {max_depth} is outside 1 to {MAX_DEPTH}")
            }
            Limit::OptionalDungeons { count } => format!(
                "{count} dungeons have a chance; the proof follows at most {MAX_OPTIONAL}"
            ),
            Limit::OptionalLevels { dungeon, count } => format!(
                "{count} special levels of dungeon {} have a chance; the proof follows at most {MAX_OPTIONAL}",
                dungeon_name(dungeon)
            ),
            Limit::Size {
                dungeon,
                depth: (base, rand),
            } => format!(
                "the size of dungeon {}, ({base}, {rand}), is drawn from a negative range or runs past 127 levels",
                dungeon_name(dungeon)
            ),
            Limit::Budget { dungeon } => format!(
                "placing the special levels of dungeon {} takes more than the proof's search budget",
                dungeon_name(dungeon)
            ),
            Limit::Work => "the description takes more than the proof's work budget".into(),
            Limit::BackBranch => "SLASH'EM places a branch back to an earlier dungeon that the proof does not follow (its chain reads another dungeon's level, or it leads into the dungeon of \"knox\")".into(),
            Limit::UnwrittenRecord => "SLASH'EM decides where the branch into the dungeon of \"knox\" lands from a branch record it has not read yet (undefined behaviour)".into(),
            Limit::Ledger { max } => format!("the levels of the dungeons up to one may pass {max}, where the game panics \"init_dungeons: too many levels\", which the proof does not follow"),
            Limit::Quest => "notdNetHack moves the second-to-last special level read down in a quest of 6 or 7 levels; with fewer than two levels read by then it writes before its table (undefined behaviour)".into(),
        }
    }
}

/// Where in the description a panic comes from (indices into the model:
/// `dungeon` indexes [`DungeonFile::dungeons`], `level` and `branch` that
/// dungeon's `levels` and `branches`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Site {
    /// The file as a whole.
    File,
    /// A dungeon (the branch to it, or the placement of its levels).
    Dungeon(usize),
    /// A special level.
    Level {
        /// Dungeon.
        dungeon: usize,
        /// Level.
        level: usize,
    },
    /// A branch.
    Branch {
        /// Dungeon the branch leaves from.
        dungeon: usize,
        /// Branch.
        branch: usize,
    },
}

/// How NetHack fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Failure {
    /// More dungeons than NetHack holds.
    TooManyDungeons,
    /// No branch of the dungeons before a dungeon leads to it.
    NoBranch,
    /// The branch to a dungeon comes after a dungeon of the same name.
    ParentNotFound,
    /// A chain refers to a level that was not generated.
    EmptyChain,
    /// A chain index, renumbered around a skipped dungeon, points past the
    /// levels read (NetHack reads uninitialized memory).
    UninitializedChain,
    /// A base falls outside its dungeon.
    BaseOutOfRange,
    /// A branch's range holds no level (NetHack draws `rn2` of 0 or less).
    NegativeRange,
    /// A level's range is negative.
    NoLevelToPick,
    /// No placement of a dungeon's special levels exists.
    CannotPlace,
    /// No branch ends on the level `knox`.
    KnoxWithoutBranch,
    /// A dungeon NetHack looks up by name is missing.
    MissingDungeon,
    /// NetHack 3.7: the first branch of a dungeon chains to the dungeon's
    /// last level, which 3.7's look-up leaves out.
    ChainNotFound,
}

impl Failure {
    /// What NetHack prints (its panic message, or what happens instead).
    pub fn nethack_message(self) -> &'static str {
        match self {
            Failure::TooManyDungeons => "init_dungeons: too many dungeons",
            Failure::NoBranch => "find_branch: can't find ...",
            Failure::ParentNotFound => "parent_dnum: couldn't resolve branch.",
            Failure::EmptyChain => "level_range: empty chain level!",
            Failure::UninitializedChain => "(reads an uninitialized level: undefined behaviour)",
            Failure::BaseOutOfRange => "level_range: base value out of range",
            Failure::NegativeRange => "(rn2 of a count below 1: undefined behaviour)",
            Failure::NoLevelToPick => "pick_level:  ran out of valid levels",
            Failure::CannotPlace => "init_dungeon:  couldn't place levels",
            Failure::KnoxWithoutBranch => "insert_branch: not found",
            Failure::MissingDungeon => "Couldn't resolve dungeon number for name ...",
            Failure::ChainNotFound => "Could not chain branch ... to level ...",
        }
    }
}

/// One way a game panics at its start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// Where.
    pub site: Site,
    /// How.
    pub failure: Failure,
    /// The probability that a game panics here (and nowhere before).
    pub probability: Probability,
    /// A roll of the dice that panics here, in words.
    pub example: String,
}

/// The verdict over every roll of the dice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    /// Every way a game panics, with a positive probability, ordered by site.
    /// When the proof is not complete, each probability is a lower bound.
    pub findings: Vec<Finding>,
    /// True when every roll was followed: the findings are exact.
    pub complete: bool,
    /// Where the proof stopped short (empty exactly when `complete`).
    pub limits: Vec<Limit>,
}

impl Proof {
    /// The probability that a game panics at its start (a lower bound when
    /// the proof is not complete).
    pub fn panic_probability(&self) -> Probability {
        self.findings.iter().map(|f| f.probability.clone()).sum()
    }

    /// True when every game panics (certain even when the proof is not
    /// complete: its lower bounds already add up to 1).
    pub fn always_panics(&self) -> bool {
        self.panic_probability().is_one()
    }

    /// True when no game panics (and the proof is complete).
    pub fn never_panics(&self) -> bool {
        self.complete && self.findings.is_empty()
    }
}

/// Formats a probability as a reduced fraction and a percentage, e.g.
/// `3/25 (12%)`.
pub fn describe_probability(p: &Probability) -> String {
    if p.is_one() {
        return "1 (every game)".into();
    }
    let (whole, exact) = p.scaled(100);
    let pct_text = if exact {
        format!("{whole}%")
    } else {
        // Two decimals, rounded to the nearest.
        let (hundredths, _) = p.scaled(10_000);
        if hundredths == 0 {
            "< 0.01%".into()
        } else if hundredths >= 10_000 {
            "> 99.99%".into()
        } else {
            let s = format!("{hundredths:0>3}");
            let (a, b) = s.split_at(s.len() - 2);
            format!("about {a}.{b}%")
        }
    };
    format!("{}/{} ({pct_text})", p.numer(), p.denom())
}

/// A name as [`q`] quotes it, formatted only when printed.
struct Quoted<'a>(&'a [u8]);

impl std::fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&q(self.0))
    }
}

fn q(b: &[u8]) -> String {
    format!("\"{}\"", show_bytes(b))
}

#[cfg(test)]
fn ratio(n: u128, d: u128) -> Probability {
    Probability::new(n, d)
}

/// The probability that a `chance` roll (`chance <= rn2(100)` loses) keeps
/// the dungeon or level.
fn keep(chance: i32, on: bool) -> Frac {
    let c = chance.clamp(0, 100) as u128;
    Frac::new(if on { c } else { 100 - c }, 100)
}

fn plural(n: i32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Proves a description for NetHack itself ([`ProofRules::NETHACK`]).
pub fn prove(file: &DungeonFile) -> Proof {
    prove_with(file, ProofRules::NETHACK)
}

/// The rules of NetHack 3.7's `init_dungeons` for the proof
/// ([`prove_37`]); see [`dgn_types::layout::Version::NetHack37`] for what
/// differs from 3.6.7.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rules37 {
    /// The dungeons (indices into [`DungeonFile::dungeons`]) flagged
    /// `unconnected`: no branch leads into them.
    pub unconnected: Vec<usize>,
    /// The file is NetHack's own (checked by `dgn_comp`, build-support
    /// with a NetHack target, the language server): every look-up of a
    /// dungeon by name counts, as [`ProofRules::NETHACK`] does for 3.6.
    /// Otherwise (a Rust port's tables) they count only when all the
    /// dungeons looked up are defined, as [`ProofRules::PORT`].
    pub nethack: bool,
    /// The look-ups by name are left out altogether, as
    /// [`ProofRules::skip_look_ups`].
    pub skip_look_ups: bool,
}

/// Proves a description read by NetHack 3.7 (`dungeon.lua`), with the
/// usual limits: chains by name, the first branch's chain looked up one
/// level short ([`Failure::ChainNotFound`]), a dungeon's own branches
/// searched for the branch into it, no branch into an `unconnected`
/// dungeon, and "The Tutorial" among the dungeons looked up by name. The
/// draws 3.7 adds (its `nhlib.lua` shuffle, the chance of 100 of a dungeon
/// without one) change no probability.
pub fn prove_37(file: &DungeonFile, rules: &Rules37) -> Proof {
    let limits = ProofRules {
        max_dungeons: crate::MAX_DUNGEONS,
        max_depth: crate::MAXLEVEL,
        nethack: rules.nethack,
        skip_look_ups: rules.skip_look_ups,
        looked_up: &dgn_types::layout::HARDWIRED_DUNGEONS_37,
        alternates: false,
        back_branches: false,
        ledger_limit: None,
    };
    prove_impl(file, limits, Some(rules))
}

/// Proves a description for a build with `max_dungeons` (`MAXDUNGEON`) and
/// `max_depth` (`MAXLEVEL`), with the rules for a Rust port (the look-ups of
/// [`HARDWIRED_DUNGEONS`] count only when all four are defined).
pub fn prove_with_limits(file: &DungeonFile, max_dungeons: usize, max_depth: i32) -> Proof {
    prove_with(
        file,
        ProofRules {
            max_dungeons,
            max_depth,
            nethack: false,
            skip_look_ups: false,
            looked_up: &HARDWIRED_DUNGEONS,
            alternates: false,
            back_branches: false,
            ledger_limit: None,
        },
    )
}

/// Proves a description under `rules`.
pub fn prove_with(file: &DungeonFile, rules: ProofRules) -> Proof {
    prove_impl(file, rules, None)
}

fn prove_impl(file: &DungeonFile, rules: ProofRules, v37: Option<&Rules37>) -> Proof {
    let (max_dungeons, max_depth) = (rules.max_dungeons, rules.max_depth);
    let mut p = Prover {
        file,
        looked_up: rules.looked_up,
        max_depth,
        nethack: rules.nethack,
        skip_look_ups: rules.skip_look_ups,
        alternates: rules.alternates,
        back_branches: rules.back_branches,
        ledger_limit: rules.ledger_limit,
        findings: BTreeMap::new(),
        limits: Vec::new(),
        work: 0,
        first_level: Vec::new(),
        v37,
        search_cache: HashMap::default(),
        fits_cache: HashMap::default(),
    };
    if file.dungeons.len() >= max_dungeons {
        let total = Frac::ONE;
        p.add(Site::File, Failure::TooManyDungeons, total, || {
            format!(
                "the file has {} dungeons; NetHack holds at most {}",
                file.dungeons.len(),
                max_dungeons - 1
            )
        });
    } else if !(1..=MAX_DEPTH).contains(&max_depth) {
        p.limit(Limit::Depth { max_depth });
    } else {
        p.run();
    }
    // Entries created for an example only stay if they happened.
    p.findings.retain(|_, v| !v.0.is_zero());
    p.limits.sort();
    p.limits.dedup();
    Proof {
        findings: p
            .findings
            .into_iter()
            .map(|((site, failure), (probability, example))| Finding {
                site,
                failure,
                probability,
                example,
            })
            .collect(),
        complete: p.limits.is_empty(),
        limits: p.limits,
    }
}

struct Prover<'a> {
    file: &'a DungeonFile,
    /// See [`ProofRules::looked_up`].
    looked_up: &'static [&'static str],
    max_depth: i32,
    nethack: bool,
    /// See [`ProofRules::skip_look_ups`].
    skip_look_ups: bool,
    /// See [`ProofRules::alternates`].
    alternates: bool,
    /// See [`ProofRules::back_branches`].
    back_branches: bool,
    /// See [`ProofRules::ledger_limit`].
    ledger_limit: Option<i32>,
    findings: BTreeMap<(Site, Failure), (Frac, String)>,
    limits: Vec<Limit>,
    /// Work spent so far (see [`WORK_BUDGET`]).
    work: usize,
    first_level: Vec<usize>,
    /// NetHack 3.7's rules, or `None` for 3.4.3 and 3.6.7's.
    v37: Option<&'a Rules37>,
    /// The searches done, over every pattern of present dungeons: an empty
    /// outcome list is a search that was given up.
    search_cache: HashMap<SearchKey, Rc<Dist>>,
    /// Whether every level a dungeon may generate can be placed at once,
    /// over every pattern (keyed as a search with every level present).
    fits_cache: HashMap<SearchKey, bool>,
}

/// What one search depends on: the dungeon (and whether notdNetHack's
/// quest shift moved one of its levels), its size, the levels
/// generated, the values of the levels of earlier dungeons it reads, how
/// its chains read and which of its levels later steps read.
type SearchKey = (
    (usize, bool),
    i32,
    Vec<bool>,
    Vec<i16>,
    Vec<Chain>,
    Vec<usize>,
    Vec<(usize, i32, i32)>,
);

/// What a branch placed from a level reads of it: `level_range` from the
/// level either fails (0), leaves no level to choose (1) or succeeds (2).
fn branch_class(lmax: i32, place: (i32, i32), at: i32) -> u8 {
    match level_range(lmax, place.0, place.1, Some(at)) {
        None => 0,
        Some(r) if r.count <= 0 => 1,
        Some(_) => 2,
    }
}

/// For a level read later only by branches of its own dungeon placed from
/// it (`readers`, their `(base, rand)`), the level each value stands for:
/// the lowest level on which every reader ends alike, among the levels it
/// may be placed on (`may`, a set) when there is one. Values that read
/// alike then merge, in the search and after it.
fn class_table(lmax: i32, readers: &[(i32, i32)], may: Levels) -> Vec<i8> {
    let top = lmax.clamp(0, MAX_DEPTH) as usize;
    let mut table: Vec<i8> = (0..=MAX_DEPTH).map(|v| v as i8).collect();
    if readers.len() > 64 {
        // Too many to pack: every value stands for itself.
        return table;
    }
    // Each value's class, two bits per reader.
    let class = |v: usize| -> u128 {
        readers.iter().fold(0u128, |a, &pl| {
            (a << 2) | u128::from(branch_class(lmax, pl, v as i32))
        })
    };
    // (class, first value the level may take, first value at all)
    let mut reps: Vec<(u128, Option<usize>, usize)> = Vec::new();
    let classes: Vec<u128> = (0..=top).map(class).collect();
    for (v, &c) in classes.iter().enumerate().skip(1) {
        let mine = may & (1 << v) != 0;
        match reps.iter_mut().find(|r| r.0 == c) {
            Some(r) => {
                if mine && r.1.is_none() {
                    r.1 = Some(v);
                }
            }
            None => reps.push((c, mine.then_some(v), v)),
        }
    }
    for (v, &c) in classes.iter().enumerate().skip(1) {
        if let Some(r) = reps.iter().find(|r| r.0 == c) {
            table[v] = r.1.unwrap_or(r.2) as i8;
        }
    }
    table
}

/// A value of the state carried from dungeon to dungeon that no later step
/// reads.
const DROPPED: i16 = i16::MIN;
/// A slot whose level was not generated.
const ABSENT: i16 = -1;
/// The `knox` check has not been decided yet.
const KNOX_UNDECIDED: i16 = -2;
/// The `knox` check passed.
const KNOX_OK: i16 = -1;

/// How a level's chain reads in one pattern of present dungeons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Chain {
    None,
    /// A level of the same dungeon placed before it (local index).
    Own(usize),
    /// A level of an earlier dungeon (compacted slot).
    External(usize),
    /// A level of the same dungeon not placed yet when the chained level's
    /// turn comes (itself or a later one; local index), as when a chain
    /// index is renumbered around a skipped optional dungeon: NetHack reads
    /// the level number that level holds then, 0 before it was ever placed
    /// and the last level tried for it after the search backtracked past
    /// it.
    Stale(usize),
    Uninit,
}

/// How a SLASH'EM branch back to an earlier dungeon reads its chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BackChain {
    None,
    /// A level of its own dungeon (local index), placed by then.
    Own(usize),
    /// Past the levels read: NetHack reads uninitialized memory.
    Uninit,
}

/// A SLASH'EM branch back to a dungeon laid out before its own.
struct BackPlan {
    /// The branch (index in its dungeon's branches).
    branch: usize,
    /// The dungeon it leads to (present index).
    dest: usize,
    place: Couple,
    chain: BackChain,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Out {
    Panic(usize, Failure),
    /// A branch of the dungeon (SLASH'EM's branch back, placed after its
    /// levels) fails.
    BranchPanic(usize, Failure),
    Fail,
    Ok(Vec<i8>),
}

type Dist = Vec<(Out, Frac)>;

/// A dungeon's outcomes over its sizes and generated levels: size, outcome,
/// probability and the index of one pattern of generated levels that gives
/// it (for examples).
type Merged = Vec<(i32, Out, Frac, usize)>;

/// An outcome inside one search, with the exported values interned
/// (`Ok` holds an index into `Search::outs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum SOut {
    Panic(usize, Failure),
    /// The search failed, leaving the level numbers of the stale chains'
    /// targets as `Search::stales` holds them under this id.
    Fail(usize),
    Ok(usize),
}

type SDist = Vec<(SOut, Frac)>;

impl<'a> Prover<'a> {
    fn limit(&mut self, l: Limit) {
        if !self.limits.contains(&l) {
            self.limits.push(l);
        }
    }

    /// Counts `units` of work; false (and the limit noted) once the budget
    /// is spent.
    fn spend(&mut self, units: usize) -> bool {
        self.work = self.work.saturating_add(units);
        if self.work > WORK_BUDGET {
            self.limit(Limit::Work);
            return false;
        }
        true
    }

    fn add(&mut self, site: Site, failure: Failure, p: Frac, example: impl FnOnce() -> String) {
        if p.is_zero() {
            return;
        }
        match self.findings.get_mut(&(site, failure)) {
            Some(e) => e.0 += p,
            None => {
                let ex = example();
                self.findings.insert((site, failure), (p, ex));
            }
        }
    }

    fn run(&mut self) {
        let file = self.file;
        let mut n = 0;
        for d in &file.dungeons {
            self.first_level.push(n);
            n += d.levels.len();
        }
        if self.alternates {
            self.run_alternates();
            return;
        }
        let optional: Vec<usize> = (0..file.dungeons.len())
            .filter(|&i| {
                let c = file.dungeons[i].chance;
                c != 0 && (1..100).contains(&c)
            })
            .collect();
        if optional.len() > MAX_OPTIONAL {
            self.limit(Limit::OptionalDungeons {
                count: optional.len(),
            });
            return;
        }
        for mask in 0u32..(1 << optional.len()) {
            if !self.spend(1) {
                return;
            }
            let mut weight = Frac::ONE;
            let mut present = Vec::new();
            let mut skipped = Vec::new();
            for (i, d) in file.dungeons.iter().enumerate() {
                let keep_it = if let Some(k) = optional.iter().position(|&o| o == i) {
                    let on = mask & (1 << k) != 0;
                    weight = &weight * &keep(d.chance, on);
                    on
                } else {
                    d.chance == 0 || d.chance >= 100
                };
                if keep_it {
                    present.push(i);
                } else {
                    skipped.push(i);
                }
            }
            if weight.is_zero() {
                continue;
            }
            let prefix = if skipped.is_empty() {
                String::new()
            } else {
                let names: Vec<String> =
                    skipped.iter().map(|&i| q(&file.dungeons[i].name)).collect();
                format!(
                    "if {} {} not generated, ",
                    names.join(" and "),
                    if names.len() == 1 { "is" } else { "are" }
                )
            };
            self.pattern(&present, weight, &prefix);
        }
    }

    /// The text before an example of a pattern where `skipped` are not
    /// made.
    fn skipped_prefix(&self, skipped: &[usize]) -> String {
        if skipped.is_empty() {
            return String::new();
        }
        // notdNetHack's alternates share a name: each is told by its place
        // among the dungeons of that name.
        let dungeons = &self.file.dungeons;
        let names: Vec<String> = skipped
            .iter()
            .map(|&i| {
                let name = &dungeons[i].name;
                let copies = dungeons.iter().filter(|d| d.name == *name).count();
                if copies > 1 {
                    let nth = dungeons[..i].iter().filter(|d| d.name == *name).count() + 1;
                    format!("{} (copy {nth} of {copies})", q(name))
                } else {
                    q(name)
                }
            })
            .collect();
        format!(
            "if {} {} not generated, ",
            names.join(" and "),
            if names.len() == 1 { "is" } else { "are" }
        )
    }

    /// [`Prover::run`] for notdNetHack's choice of dungeons: every pattern
    /// of present dungeons with its probability, from its alternates
    /// (`select_alternate`: 1 in the copies not yet passed, until one of
    /// the name is taken, whose chance is then drawn too) and its chances
    /// (drawn for every dungeon taken; 0 is never).
    fn run_alternates(&mut self) {
        let file = self.file;
        let counts = crate::write::alternates(file);
        let key = |name: &[u8]| name[..name.len().min(20)].to_vec();
        // Weight, presence so far, and per name: copies passed, one taken.
        type State = (Frac, Vec<bool>, Vec<(Vec<u8>, i32, bool)>);
        let mut states: Vec<State> = vec![(Frac::ONE, Vec::new(), Vec::new())];
        let cap = 1usize << MAX_OPTIONAL;
        for (i, d) in file.dungeons.iter().enumerate() {
            let mut next: Vec<State> = Vec::with_capacity(states.len() * 2);
            for (w, pres, hist) in states {
                let chance = |on: bool| keep(d.chance, on);
                let mut push = |w: Frac, on: bool, hist: Vec<(Vec<u8>, i32, bool)>| {
                    if !w.is_zero() {
                        let mut p = pres.clone();
                        p.push(on);
                        next.push((w, p, hist));
                    }
                };
                if counts[i] > 0 {
                    let k = key(&d.name);
                    let at = hist.iter().position(|h| h.0 == k);
                    if at.is_some_and(|a| hist[a].2) {
                        // One of its name was taken: skipped, no draw.
                        push(w, false, hist);
                        continue;
                    }
                    let passed = at.map_or(0, |a| hist[a].1);
                    let n = counts[i] - passed + 1;
                    // rn2 of 0 or less gives 0 (taken).
                    let (take, leave) = if n <= 1 {
                        (Frac::ONE, Frac::new(0, 1))
                    } else {
                        (Frac::new(1, n as u128), Frac::new(n as u128 - 1, n as u128))
                    };
                    let with = |taken: bool| {
                        let mut h = hist.clone();
                        match at {
                            Some(a) => {
                                h[a].1 += 1;
                                h[a].2 = taken;
                            }
                            None => h.push((k.clone(), 1, taken)),
                        }
                        h
                    };
                    push(&w * &leave, false, with(false));
                    let taken = with(true);
                    push(&(&w * &take) * &chance(true), true, taken.clone());
                    push(&(&w * &take) * &chance(false), false, taken);
                } else {
                    push(&w * &chance(true), true, hist.clone());
                    push(&w * &chance(false), false, hist);
                }
            }
            states = next;
            if states.len() > cap {
                let count = file.dungeons.iter().filter(|d| d.chance < 100).count()
                    + counts.iter().filter(|&&c| c > 0).count();
                self.limit(Limit::OptionalDungeons { count });
                return;
            }
        }
        for (w, pres, _) in states {
            if !self.spend(1) {
                return;
            }
            let present: Vec<usize> = (0..pres.len()).filter(|&i| pres[i]).collect();
            let skipped: Vec<usize> = (0..pres.len()).filter(|&i| !pres[i]).collect();
            let prefix = self.skipped_prefix(&skipped);
            self.pattern(&present, w, &prefix);
        }
    }

    /// Follows one pattern of present dungeons (table indices in order).
    #[allow(clippy::too_many_lines)]
    fn pattern(&mut self, present: &[usize], weight: Frac, prefix: &str) {
        let file = self.file;
        let np = present.len();
        let mut slot_start = Vec::with_capacity(np + 1);
        let mut n = 0;
        for &t in present {
            slot_start.push(n);
            n += file.dungeons[t].levels.len();
        }
        slot_start.push(n);
        let n_slots = n;
        // The owner (present index, local level) of each compacted slot.
        let slot_owner = |g: usize| -> (usize, usize) {
            let i = slot_start.partition_point(|&s| s <= g) - 1;
            (i, g - slot_start[i])
        };
        let name_of = |i: usize| -> &[u8] { &file.dungeons[present[i]].name };
        // NetHack 3.7's chain look-up: the first of the first `limit`
        // levels read that has the name.
        let slot_named = |limit: usize, name: &[u8]| -> Option<usize> {
            (0..limit.min(n_slots)).find(|&g| {
                let (pi, l) = slot_owner(g);
                file.dungeons[present[pi]].levels[l].name == name
            })
        };

        // What each dungeon's branch and levels read, and the first
        // deterministic failure.
        struct BranchPlan {
            parent: usize,
            owner: usize,
            branch: usize,
            place: Couple,
            chain: Option<usize>,
        }
        let mut plans: Vec<Option<BranchPlan>> = vec![None];
        let mut stop: Option<(usize, Site, Failure, String)> = None;
        let mut chains: Vec<Vec<Chain>> = Vec::new();
        // A dungeon the proof cannot follow: the mass that reaches it is
        // left out (and the limit noted) once its branch is passed.
        let mut blocked: Vec<Option<Limit>> = vec![None; np];
        for i in 0..np {
            let t = present[i];
            let d = &file.dungeons[t];
            let mut cs = Vec::new();
            for (li, l) in d.levels.iter().enumerate() {
                cs.push(match l.chain {
                    None => Chain::None,
                    // 3.7 looks the name up among the levels read.
                    Some(c) if self.v37.is_some() => {
                        let name = &d.levels[c].name;
                        match slot_named(slot_start[i] + li, name) {
                            Some(g) if g >= slot_start[i] => Chain::Own(g - slot_start[i]),
                            Some(g) => Chain::External(g),
                            None => Chain::Own(c),
                        }
                    }
                    Some(c) => {
                        let g = self.first_level[t] + c;
                        if g >= slot_start[i + 1] {
                            Chain::Uninit
                        } else if g >= slot_start[i] {
                            let local = g - slot_start[i];
                            if local >= li {
                                Chain::Stale(local)
                            } else {
                                Chain::Own(local)
                            }
                        } else {
                            Chain::External(g)
                        }
                    }
                });
            }
            chains.push(cs);
            if let Some(r37) = self.v37 {
                // The first branch's chain is looked up when the dungeon is
                // read, among its levels but the last.
                if let Some(c) = d.branches.first().and_then(|b| b.chain) {
                    if slot_named(slot_start[i + 1] - 1, &d.levels[c].name).is_none() {
                        stop = Some((
                            i,
                            Site::Branch {
                                dungeon: t,
                                branch: 0,
                            },
                            Failure::ChainNotFound,
                            format!(
                                "{prefix}the first branch of {} is chained to its last level, {}, which NetHack 3.7 does not look at",
                                q(&d.name),
                                q(&d.levels[c].name)
                            ),
                        ));
                        break;
                    }
                }
                if r37.unconnected.contains(&t) {
                    if i > 0 {
                        plans.push(None);
                    }
                    continue;
                }
            }
            if i == 0 {
                continue;
            }
            let name = name_of(i);
            let mut found = None;
            // 3.7 reads a dungeon's branches before it looks for the one
            // into it.
            let searched = if self.v37.is_some() { i + 1 } else { i };
            'find: for (j, &pj) in present.iter().enumerate().take(searched) {
                for (bi, b) in file.dungeons[pj].branches.iter().enumerate() {
                    if b.dest == name {
                        found = Some((j, bi));
                        break 'find;
                    }
                }
            }
            let Some((owner, bi)) = found else {
                stop = Some((
                    i,
                    Site::Dungeon(t),
                    Failure::NoBranch,
                    format!(
                        "{prefix}no branch of the dungeons before {} leads to it",
                        q(name)
                    ),
                ));
                break;
            };
            let mut parent = None;
            if self.back_branches {
                // SLASH'EM keeps the dungeon that holds each branch.
                parent = Some(owner);
            }
            for p in 0..np {
                if parent.is_some() || name_of(p) == name {
                    break;
                }
                // `parent_dnum` counts the branch among the branches of the
                // dungeons in turn; the owner is the first whose count
                // reaches past it.
                if p == owner {
                    parent = Some(p);
                    break;
                }
            }
            let Some(parent) = parent else {
                stop = Some((
                    i,
                    Site::Dungeon(t),
                    Failure::ParentNotFound,
                    format!(
                        "{prefix}the branch to {} is found after a dungeon of the same name",
                        q(name)
                    ),
                ));
                break;
            };
            let b = &file.dungeons[present[owner]].branches[bi];
            let chain = match b.chain {
                None => None,
                Some(c) if self.v37.is_some() => {
                    let owner_levels = file.dungeons[present[owner]].levels.len();
                    let limit = (slot_start[owner] + owner_levels + bi).saturating_sub(1);
                    slot_named(limit, &file.dungeons[present[owner]].levels[c].name)
                }
                Some(c) => {
                    let g = self.first_level[present[owner]] + c;
                    if g >= slot_start[i] {
                        stop = Some((
                            i,
                            Site::Branch {
                                dungeon: present[owner],
                                branch: bi,
                            },
                            Failure::UninitializedChain,
                            format!(
                                "{prefix}the chain of the branch to {} points past the levels read",
                                q(name)
                            ),
                        ));
                        break;
                    }
                    Some(g)
                }
            };
            plans.push(Some(BranchPlan {
                parent,
                owner,
                branch: bi,
                place: b.place,
                chain,
            }));
        }
        let last = stop.as_ref().map_or(np, |s| s.0);

        // SLASH'EM's branches: the entry level of the branch into each
        // dungeon, with whether the record at the dungeon's number (which
        // its test for a positive entry reads) holds a positive one, and
        // each dungeon's branches back to dungeons laid out before it.
        let mut entry_rule: Vec<(i32, bool)> = vec![(0, false); np];
        let mut back: Vec<Vec<BackPlan>> = (0..np).map(|_| Vec::new()).collect();
        if self.back_branches {
            let mut records: Vec<Option<(usize, usize)>> = Vec::new();
            let write = |records: &mut Vec<Option<(usize, usize)>>, at: usize, v| {
                if records.len() <= at {
                    records.resize(at + 1, None);
                }
                records[at] = Some(v);
            };
            let entry_in = |r: Option<&Option<(usize, usize)>>| {
                r.copied()
                    .flatten()
                    .map_or(0, |(t, b)| file.dungeons[t].branches[b].entry)
            };
            let mut cb = 0;
            let mut i = 0;
            for (t, d) in file.dungeons.iter().enumerate() {
                if present.get(i) != Some(&t) {
                    // A skipped dungeon reads its branches into the next
                    // free record, one over the other.
                    if let Some(last_b) = d.branches.len().checked_sub(1) {
                        write(&mut records, cb, (t, last_b));
                    }
                    continue;
                }
                if let Some(Some(plan)) = plans.get(i) {
                    let b = &file.dungeons[present[plan.owner]].branches[plan.branch];
                    entry_rule[i] = (b.entry, entry_in(records.get(i)) > 0);
                    let unwritten = records.get(i).copied().flatten().is_none();
                    let knox = d
                        .levels
                        .iter()
                        .any(|l| l.name.eq_ignore_ascii_case(b"knox"));
                    if b.entry >= 0 && unwritten && knox && i < last {
                        // Where the branch to Fort Ludios lands depends
                        // on memory the game never wrote.
                        self.limit(Limit::UnwrittenRecord);
                    }
                }
                for (bi, b) in d.branches.iter().enumerate() {
                    write(&mut records, cb, (t, bi));
                    cb += 1;
                    if i >= last {
                        continue;
                    }
                    let Some(k) = (0..i).find(|&k| name_of(k) == b.dest.as_slice()) else {
                        continue;
                    };
                    let into_knox = file.dungeons[present[k]]
                        .levels
                        .iter()
                        .any(|l| l.name.eq_ignore_ascii_case(b"knox"));
                    let chain = match b.chain {
                        None => BackChain::None,
                        Some(c) => {
                            let g = self.first_level[t] + c;
                            if g >= slot_start[i + 1] {
                                BackChain::Uninit
                            } else if g >= slot_start[i] {
                                BackChain::Own(g - slot_start[i])
                            } else {
                                // Renumbered onto another dungeon's level.
                                self.limit(Limit::BackBranch);
                                continue;
                            }
                        }
                    };
                    if into_knox {
                        self.limit(Limit::BackBranch);
                    }
                    back[i].push(BackPlan {
                        branch: bi,
                        dest: k,
                        place: b.place,
                        chain,
                    });
                }
                i += 1;
            }
        }
        if let Some(max) = self.ledger_limit {
            // The most levels the dungeons up to each one may have.
            let mut start = 0i32;
            for (i, &t) in present.iter().enumerate().take(last) {
                let depth = file.dungeons[t].depth;
                let top = i32::from(depth.base) + (i32::from(depth.rand) - 1).max(0);
                if i > 0 && start + top > max {
                    self.limit(Limit::Ledger { max });
                    break;
                }
                start += top.min(self.max_depth);
            }
        }

        // When each carried value is read for the last time.
        let mut size_last = vec![0usize; np];
        let mut slot_last = vec![0usize; n_slots];
        for i in 1..last {
            if let Some(p) = &plans[i] {
                size_last[p.parent] = size_last[p.parent].max(i);
                if let Some(g) = p.chain {
                    slot_last[g] = slot_last[g].max(i);
                }
            }
            for c in &chains[i] {
                if let Chain::External(g) = *c {
                    slot_last[g] = slot_last[g].max(i);
                }
            }
        }
        // NetHack's, a variant's, or 3.7's with its tutorial (see
        // `prove_37`).
        let names = self.looked_up;
        // Whether NetHack's look-ups by name count (see `ProofRules`).
        let defined = names
            .iter()
            .filter(|h| file.dungeons.iter().any(|d| d.name == h.as_bytes()))
            .count();
        let hardwired = if self.skip_look_ups {
            false
        } else if self.nethack {
            true
        } else {
            defined == names.len()
        };

        // State: sizes of present dungeons, values of slots, the knox check.
        let width = np + n_slots + 1;
        let knox_at = width - 1;
        let mut init = vec![DROPPED; width];
        init[knox_at] = KNOX_UNDECIDED;
        // The distribution of the state is kept as a product of independent
        // factors (a dungeon whose own outcome does not depend on what it
        // reads starts a factor of its own), merged only when a step reads
        // values of several.
        let mut factors: Vec<Factor> = vec![Factor {
            vars: vec![knox_at],
            table: std::iter::once((init, weight)).collect(),
        }];

        for i in 0..last {
            let t = present[i];
            let d = &file.dungeons[t];
            let mut next: HashMap<Vec<i16>, Frac> = HashMap::default();
            // Sizes.
            let sizes: Vec<i32> = if d.depth.rand != 0 {
                if d.depth.rand < 0 || i32::from(d.depth.base) + i32::from(d.depth.rand) - 1 > 127 {
                    blocked[i].get_or_insert(Limit::Size {
                        dungeon: t,
                        depth: (d.depth.base, d.depth.rand),
                    });
                    Vec::new()
                } else {
                    (0..i32::from(d.depth.rand))
                        .map(|k| i32::from(d.depth.base) + k)
                        .collect()
                }
            } else {
                vec![i32::from(d.depth.base)]
            };
            let size_p = Frac::new(1, sizes.len().max(1) as u128);
            // notdNetHack moves the second-to-last special level read one
            // level down (its base) in a quest of 7 levels, and with
            // probability 1/2 (`rn2(2)`) in one of 6, before placing the
            // quest's levels. A level of an earlier dungeon is placed
            // already; before the table, the write is undefined.
            let quest_shift = self.alternates && d.name == b"The Quest";
            if quest_shift && slot_start[i + 1] < 2 && sizes.iter().any(|&z| z == 6 || z == 7) {
                blocked[i].get_or_insert(Limit::Quest);
            }
            let shifts = quest_shift && d.levels.len() >= 2;
            let half = Frac::new(1, 2);
            let variants: Vec<(i32, bool, Frac)> = sizes
                .iter()
                .flat_map(|&size| match size {
                    7 if shifts => vec![(size, true, size_p.clone())],
                    6 if shifts => vec![
                        (size, false, &size_p * &half),
                        (size, true, &size_p * &half),
                    ],
                    _ => vec![(size, false, size_p.clone())],
                })
                .collect();
            let shifted_levels: Vec<crate::model::SpecialLevel> = if shifts {
                let mut v = d.levels.clone();
                let l = v.len() - 2;
                v[l].place.base = v[l].place.base.saturating_add(1);
                v
            } else {
                Vec::new()
            };
            let levels_of = |shifted: bool| -> &[crate::model::SpecialLevel] {
                if shifted {
                    &shifted_levels
                } else {
                    &d.levels
                }
            };
            // Level presence patterns.
            let opt: Vec<usize> = (0..d.levels.len())
                .filter(|&l| (1..100).contains(&d.levels[l].chance))
                .collect();
            let patterns = if opt.len() > MAX_OPTIONAL {
                blocked[i].get_or_insert(Limit::OptionalLevels {
                    dungeon: t,
                    count: opt.len(),
                });
                0
            } else {
                1u32 << opt.len()
            };
            if !self.spend(patterns as usize) {
                return;
            }
            let mut presences: Vec<(Vec<bool>, Frac)> = Vec::new();
            for m in 0..patterns {
                let mut w = Frac::ONE;
                let mut pres = Vec::with_capacity(d.levels.len());
                for (l, lv) in d.levels.iter().enumerate() {
                    if let Some(k) = opt.iter().position(|&o| o == l) {
                        let on = m & (1 << k) != 0;
                        w = &w * &keep(lv.chance, on);
                        pres.push(on);
                    } else {
                        pres.push(lv.chance >= 100);
                    }
                }
                if !w.is_zero() {
                    presences.push((pres, w));
                }
            }
            // Own slots a later step reads, and the knox levels.
            let knox: Vec<usize> = (0..d.levels.len())
                .filter(|&l| d.levels[l].name.eq_ignore_ascii_case(b"knox"))
                .collect();
            let exports: Vec<usize> = (0..d.levels.len())
                .filter(|&l| {
                    slot_last[slot_start[i] + l] > i
                        || knox.contains(&l)
                        || back[i].iter().any(|b| b.chain == BackChain::Own(l))
                })
                .collect();
            let externals: Vec<usize> = chains[i]
                .iter()
                .filter_map(|c| match c {
                    Chain::External(g) => Some(*g),
                    _ => None,
                })
                .collect();
            // The exports read only by branches of this dungeon placed from
            // them (and their places): those readers care only whether the
            // place falls inside the dungeon, so values that read alike are
            // merged ([`class_table`]).
            let readers: Vec<Option<Vec<(i32, i32)>>> = (0..d.levels.len())
                .map(|l| {
                    let g = slot_start[i] + l;
                    if self.v37.is_some() || knox.contains(&l) || !exports.contains(&l) {
                        return None;
                    }
                    // SLASH'EM's branches back, placed from it once the
                    // dungeon's levels are placed.
                    let mut rs: Vec<(i32, i32)> = back[i]
                        .iter()
                        .filter(|b| b.chain == BackChain::Own(l))
                        .map(|b| (i32::from(b.place.base), i32::from(b.place.rand)))
                        .collect();
                    for k in i + 1..last {
                        if chains[k].contains(&Chain::External(g)) {
                            return None;
                        }
                        if let Some(p) = &plans[k] {
                            if p.chain == Some(g) {
                                if p.parent != i {
                                    return None;
                                }
                                rs.push((i32::from(p.place.base), i32::from(p.place.rand)));
                            }
                        }
                    }
                    Some(rs)
                })
                .collect();

            let mut own: HashMap<Vec<i16>, Rc<Merged>> = HashMap::default();
            // The values this step reads, and the factors that hold them.
            let mut reads: Vec<usize> = externals.iter().map(|&g| np + g).collect();
            if let Some(plan) = &plans[i] {
                reads.push(plan.parent);
                reads.extend(plan.chain.map(|g| np + g));
            }
            if !knox.is_empty() {
                reads.push(knox_at);
            }
            let (inside, outside): (Vec<Factor>, Vec<Factor>) = std::mem::take(&mut factors)
                .into_iter()
                .partition(|f| f.vars.iter().any(|v| reads.contains(v)));
            let others = outside.iter().fold(Frac::ONE, |a, f| &a * &f.total());
            let merged = inside
                .into_iter()
                .reduce(|a, b| a.product(&b))
                .unwrap_or_else(|| Factor {
                    vars: Vec::new(),
                    table: std::iter::once((vec![DROPPED; width], Frac::ONE)).collect(),
                });
            factors = outside;
            // The dungeon's own outcome does not depend on the state: its
            // values start a factor of their own.
            let independent = externals.is_empty() && knox.is_empty();
            let mut passed: HashMap<Vec<i16>, Frac> = HashMap::default();
            let mut order: Vec<(Vec<i16>, Frac)> = merged.table.into_iter().collect();
            order.sort_by(|a, b| a.0.cmp(&b.0));
            for (st, w) in order {
                let wo = || &w * &others;
                // The branch to this dungeon.
                if let Some(plan) = &plans[i] {
                    let lmax = i32::from(st[plan.parent]);
                    let chained = plan.chain.map(|g| st[np + g]);
                    let bsite = Site::Branch {
                        dungeon: present[plan.owner],
                        branch: plan.branch,
                    };
                    let dest = Quoted(&d.name);
                    let pname = Quoted(name_of(plan.parent));
                    let chain_text = |v: i16| -> String {
                        let (ci, cl) = slot_owner(plan.chain.unwrap_or(0));
                        format!(
                            " and {} is on level {v}",
                            q(&file.dungeons[present[ci]].levels[cl].name)
                        )
                    };
                    if chained == Some(ABSENT) {
                        let (ci, cl) = slot_owner(plan.chain.unwrap_or(0));
                        let lname = q(&file.dungeons[present[ci]].levels[cl].name);
                        self.add(bsite, Failure::EmptyChain, wo(), || {
                            format!("{prefix}if {lname} is not generated, the branch to {dest} is chained to a missing level")
                        });
                        continue;
                    }
                    let r = level_range(
                        lmax,
                        i32::from(plan.place.base),
                        i32::from(plan.place.rand),
                        chained.map(i32::from),
                    );
                    match r {
                        None => {
                            self.add(bsite, Failure::BaseOutOfRange, wo(), || {
                                format!(
                                    "{prefix}if {pname} has {}{}, the branch to {dest} at ({}, {}) falls outside it",
                                    plural(lmax, "level", "levels"),
                                    chained.map(chain_text).unwrap_or_default(),
                                    plan.place.base,
                                    plan.place.rand
                                )
                            });
                            continue;
                        }
                        Some(r) if r.count <= 0 => {
                            self.add(bsite, Failure::NegativeRange, wo(), || {
                                format!(
                                    "{prefix}if {pname} has {}{}, the branch to {dest} has {} levels to choose from",
                                    plural(lmax, "level", "levels"),
                                    chained.map(chain_text).unwrap_or_default(),
                                    r.count
                                )
                            });
                            continue;
                        }
                        Some(_) => {}
                    }
                }
                if let Some(l) = &blocked[i] {
                    // Past the branch, this roll is not followed: what is
                    // found stays a lower bound.
                    self.limit(l.clone());
                    continue;
                }
                if independent {
                    *passed.entry(st.clone()).or_insert(Frac::ZERO) += &w;
                }
                let ext: Vec<i16> = externals.iter().map(|&g| st[np + g]).collect();
                // This dungeon's outcomes over its sizes and generated
                // levels depend on the state only through `ext`: merged
                // once per value of it.
                let combined = if let Some(c) = own.get(&ext) {
                    c.clone()
                } else {
                    let mut merged: Vec<(i32, Out, Frac, usize)> = Vec::new();
                    let mut at: HashMap<(i32, Out), usize> = HashMap::default();
                    for (size, shifted, size_w) in &variants {
                        let (size, shifted) = (*size, *shifted);
                        let lmax = size.min(self.max_depth);
                        let canon_key: Vec<(usize, i32, i32)> = readers
                            .iter()
                            .enumerate()
                            .flat_map(|(l, r)| r.iter().flatten().map(move |&(b, n)| (l, b, n)))
                            .collect();
                        // When every level that may be generated can be
                        // placed and none can panic or is read later, any
                        // subset of them can too (each keeps its place):
                        // the searches of the other patterns are skipped.
                        let full_fits = presences.len() > 1 && exports.is_empty() && {
                            let full: Vec<bool> = d.levels.iter().map(|lv| lv.chance > 0).collect();
                            let key = (
                                (t, shifted),
                                lmax,
                                full,
                                ext.clone(),
                                chains[i].clone(),
                                Vec::new(),
                                canon_key.clone(),
                            );
                            if let Some(&fits) = self.fits_cache.get(&key) {
                                fits
                            } else {
                                let full = &key.2;
                                let mut s = Search::new(
                                    levels_of(shifted),
                                    &chains[i],
                                    full,
                                    lmax,
                                    &ext,
                                    &externals,
                                    &exports,
                                    &readers,
                                    SEARCH_BUDGET,
                                );
                                s.prepare();
                                let mut vals = vec![0i8; d.levels.len()];
                                let fits = s.quiet[0] && s.exists(0, 0, &mut vals) && !s.gave_up;
                                self.work = self.work.saturating_add(s.visited);
                                drop(s);
                                self.fits_cache.insert(key, fits);
                                fits
                            }
                        };
                        for (pi, (pres, pw)) in presences.iter().enumerate() {
                            if full_fits
                                && !chains[i].iter().enumerate().any(|(l, c)| {
                                    pres[l] && matches!(*c, Chain::Own(o) if !pres[o])
                                })
                            {
                                let sp = size_w * pw;
                                let o = Out::Ok(Vec::new());
                                match at.get(&(size, o.clone())) {
                                    Some(&k) => merged[k].2 += sp,
                                    None => {
                                        at.insert((size, o.clone()), merged.len());
                                        merged.push((size, o, sp, pi));
                                    }
                                }
                                continue;
                            }
                            let key = (
                                (t, shifted),
                                lmax,
                                pres.clone(),
                                ext.clone(),
                                chains[i].clone(),
                                exports.clone(),
                                canon_key.clone(),
                            );
                            let dist = if let Some(x) = self.search_cache.get(&key) {
                                x.clone()
                            } else {
                                let mut s = Search::new(
                                    levels_of(shifted),
                                    &chains[i],
                                    pres,
                                    lmax,
                                    &ext,
                                    &externals,
                                    &exports,
                                    &readers,
                                    SEARCH_BUDGET.min(WORK_BUDGET.saturating_sub(self.work)),
                                );
                                s.prepare();
                                let mut vals = vec![0i8; d.levels.len()];
                                let r = s.run(&mut vals);
                                let (visited, gave_up) = (s.visited, s.gave_up);
                                let examples = std::mem::take(&mut s.examples);
                                self.work = self.work.saturating_add(visited);
                                if gave_up {
                                    // The mass of this roll is left out: what
                                    // is found stays a lower bound.
                                    self.limit(if self.work > WORK_BUDGET {
                                        Limit::Work
                                    } else {
                                        Limit::Budget { dungeon: t }
                                    });
                                    let none: Rc<Dist> = Rc::new(Vec::new());
                                    self.search_cache.insert(key, none.clone());
                                    continue;
                                }
                                let fails = r.iter().any(|(o, _)| *o == Out::Fail);
                                let head = if examples.is_empty() && !fails {
                                    String::new()
                                } else {
                                    self.search_prefix(prefix, t, size, pres)
                                };
                                for (l, f, text) in examples {
                                    let k = (
                                        Site::Level {
                                            dungeon: t,
                                            level: l,
                                        },
                                        f,
                                    );
                                    self.findings
                                        .entry(k)
                                        .or_insert_with(|| (Frac::ZERO, format!("{head}{text}")));
                                }
                                let k = (Site::Dungeon(t), Failure::CannotPlace);
                                if fails && !self.findings.contains_key(&k) {
                                    let text =
                                        self.cannot_place_text(levels_of(shifted), lmax, pres);
                                    self.findings
                                        .insert(k, (Frac::ZERO, format!("{head}{text}")));
                                }
                                self.search_cache.insert(key, r.clone());
                                r
                            };
                            let sp = size_w * pw;
                            for (o, p) in dist.iter() {
                                let pr = &sp * p;
                                match at.get(&(size, o.clone())) {
                                    Some(&k) => merged[k].2 += pr,
                                    None => {
                                        at.insert((size, o.clone()), merged.len());
                                        merged.push((size, o.clone(), pr, pi));
                                    }
                                }
                            }
                        }
                    }
                    if !back[i].is_empty() {
                        // Its branches back are placed after its levels:
                        // the first that fails ends the game there.
                        for entry in &mut merged {
                            let Out::Ok(vals) = &entry.1 else { continue };
                            let lmax = entry.0.min(self.max_depth);
                            if let Some((bi, f, text)) =
                                self.back_failure(t, &back[i], &exports, lmax, vals, name_of)
                            {
                                let pres = &presences[entry.3].0;
                                let k = (
                                    Site::Branch {
                                        dungeon: t,
                                        branch: bi,
                                    },
                                    f,
                                );
                                if !self.findings.contains_key(&k) {
                                    let head = self.search_prefix(prefix, t, entry.0, pres);
                                    self.findings
                                        .insert(k, (Frac::ZERO, format!("{head}{text}")));
                                }
                                entry.1 = Out::BranchPanic(bi, f);
                            }
                        }
                    }
                    let c = Rc::new(merged);
                    own.insert(ext, c.clone());
                    c
                };
                if !self.spend(combined.len()) {
                    return;
                }
                for (size, o, p, pi) in combined.iter() {
                    let (size, pres) = (*size, &presences[*pi].0);
                    let lmax = size.min(self.max_depth);
                    let entry = if self.back_branches {
                        // SLASH'EM: the branch's entry level; its test for
                        // a positive one reads the record at the
                        // dungeon's number.
                        match entry_rule[i] {
                            (e, _) if e < 0 => (size + e + 1).max(1),
                            (e, true) => e.min(size),
                            (_, false) => 1,
                        }
                    } else if d.entry < 0 {
                        (size + d.entry + 1).max(1)
                    } else if d.entry > 0 {
                        d.entry.min(size)
                    } else {
                        1
                    };
                    {
                        {
                            match o {
                                Out::Panic(l, f) => {
                                    let pr = &wo() * p;
                                    let k = (
                                        Site::Level {
                                            dungeon: t,
                                            level: *l,
                                        },
                                        *f,
                                    );
                                    self.add(k.0, k.1, pr, String::new);
                                }
                                Out::Fail => {
                                    let pr = &wo() * p;
                                    self.add(
                                        Site::Dungeon(t),
                                        Failure::CannotPlace,
                                        pr,
                                        String::new,
                                    );
                                }
                                Out::BranchPanic(b, f) => {
                                    let pr = &wo() * p;
                                    self.add(
                                        Site::Branch {
                                            dungeon: t,
                                            branch: *b,
                                        },
                                        *f,
                                        pr,
                                        String::new,
                                    );
                                }
                                Out::Ok(_) if independent => {}
                                Out::Ok(vals) => {
                                    let pr = &w * p;
                                    let mut s2 = st.clone();
                                    if size_last[i] > i {
                                        s2[i] = lmax as i16;
                                    }
                                    for (k, &l) in exports.iter().enumerate() {
                                        let g = slot_start[i] + l;
                                        if slot_last[g] > i {
                                            s2[np + g] = i16::from(vals[k]);
                                        }
                                    }
                                    if s2[knox_at] == KNOX_UNDECIDED {
                                        let first = knox
                                            .iter()
                                            .filter_map(|&l| {
                                                let k = exports.iter().position(|&e| e == l)?;
                                                (vals[k] > 0).then_some((vals[k], l))
                                            })
                                            .min();
                                        if let Some((at, l)) = first {
                                            let ok = i > 0 && i32::from(at) == entry;
                                            s2[knox_at] = if ok {
                                                KNOX_OK
                                            } else {
                                                if !self.findings.contains_key(&(
                                                    Site::Level {
                                                        dungeon: t,
                                                        level: l,
                                                    },
                                                    Failure::KnoxWithoutBranch,
                                                )) {
                                                    let head =
                                                        self.search_prefix(prefix, t, size, pres);
                                                    let text = if i == 0 {
                                                        format!("{} is in the first dungeon, which no branch leads to", q(&d.levels[l].name))
                                                    } else {
                                                        format!(
                                                            "{} lands on level {at} but the branch to {} arrives on level {entry}",
                                                            q(&d.levels[l].name),
                                                            q(&d.name)
                                                        )
                                                    };
                                                    self.findings.insert(
                                                        (
                                                            Site::Level {
                                                                dungeon: t,
                                                                level: l,
                                                            },
                                                            Failure::KnoxWithoutBranch,
                                                        ),
                                                        (Frac::ZERO, format!("{head}{text}")),
                                                    );
                                                }
                                                (t * 64 + l) as i16
                                            };
                                        }
                                    }
                                    for (p, &l) in size_last.iter().enumerate() {
                                        if l <= i {
                                            s2[p] = DROPPED;
                                        }
                                    }
                                    for (g, &l) in slot_last.iter().enumerate() {
                                        if l <= i {
                                            s2[np + g] = DROPPED;
                                        }
                                    }
                                    *next.entry(s2).or_insert(Frac::ZERO) += pr;
                                }
                            }
                        }
                    }
                }
            }
            // The values this dungeon leaves for later steps.
            let mut new_vars: Vec<usize> = Vec::new();
            if size_last[i] > i {
                new_vars.push(i);
            }
            for &l in &exports {
                let g = slot_start[i] + l;
                if slot_last[g] > i {
                    new_vars.push(np + g);
                }
            }
            if independent {
                factors.push(Factor {
                    vars: merged.vars,
                    table: passed,
                });
                let mut table: HashMap<Vec<i16>, Frac> = HashMap::default();
                for (size, o, p, _) in own.get(&Vec::new()).map_or(&[][..], |c| &c[..]) {
                    if let Out::Ok(vals) = o {
                        let mut s2 = vec![DROPPED; width];
                        if size_last[i] > i {
                            s2[i] = (*size).min(self.max_depth) as i16;
                        }
                        for (k, &l) in exports.iter().enumerate() {
                            let g = slot_start[i] + l;
                            if slot_last[g] > i {
                                s2[np + g] = i16::from(vals[k]);
                            }
                        }
                        *table.entry(s2).or_insert(Frac::ZERO) += p;
                    }
                }
                factors.push(Factor {
                    vars: new_vars,
                    table,
                });
            } else {
                let mut vars = merged.vars;
                vars.extend(new_vars);
                factors.push(Factor { vars, table: next });
            }
            // Values no later step reads are dropped; factors left without
            // values fold into one number.
            let mut scalar = Frac::ONE;
            let mut kept = Vec::with_capacity(factors.len());
            for mut f in std::mem::take(&mut factors) {
                f.vars.retain(|&v| {
                    if v == knox_at {
                        true
                    } else if v < np {
                        size_last[v] > i
                    } else {
                        slot_last[v - np] > i
                    }
                });
                if f.vars.is_empty() {
                    scalar = &scalar * &f.total();
                } else {
                    f.project(width);
                    kept.push(f);
                }
            }
            if !scalar.is_one() {
                match kept.first_mut() {
                    Some(f) => f.scale(&scalar),
                    None => kept.push(Factor {
                        vars: Vec::new(),
                        table: std::iter::once((vec![DROPPED; width], scalar)).collect(),
                    }),
                }
            }
            factors = kept;
        }
        // The end: a deterministic failure, then knox, then the names.
        if let Some((_, site, failure, text)) = stop {
            let total = factors.iter().fold(Frac::ONE, |a, f| &a * &f.total());
            self.add(site, failure, total, || text);
            return;
        }
        // Everything left in one table (only the knox check is still read).
        let states: HashMap<Vec<i16>, Frac> = factors
            .into_iter()
            .reduce(|a, b| a.product(&b))
            .map(|f| f.table)
            .unwrap_or_default();
        let missing = if hardwired {
            names.iter().find(|h| {
                !present
                    .iter()
                    .any(|&t| file.dungeons[t].name == h.as_bytes())
            })
        } else {
            None
        };
        for (st, w) in states {
            let k = st[knox_at];
            if k >= 0 {
                let (t, l) = (k as usize / 64, k as usize % 64);
                self.add(
                    Site::Level {
                        dungeon: t,
                        level: l,
                    },
                    Failure::KnoxWithoutBranch,
                    w,
                    String::new,
                );
            } else if let Some(h) = missing {
                match file.dungeons.iter().position(|d| d.name == h.as_bytes()) {
                    Some(m) => self.add(Site::Dungeon(m), Failure::MissingDungeon, w, || {
                        format!(
                            "{prefix}NetHack looks up {} by name and does not find it",
                            q(&file.dungeons[m].name)
                        )
                    }),
                    None => self.add(Site::File, Failure::MissingDungeon, w, || {
                        format!(
                            "{prefix}NetHack looks up {} by name, and the file does not define it",
                            q(h.as_bytes())
                        )
                    }),
                }
            }
        }
    }

    /// The first of SLASH'EM's branches back from dungeon `t` (of `lmax`
    /// levels, its exported level numbers `vals`) that fails, with how and
    /// why in words.
    fn back_failure<'n>(
        &self,
        t: usize,
        backs: &[BackPlan],
        exports: &[usize],
        lmax: i32,
        vals: &[i8],
        name_of: impl Fn(usize) -> &'n [u8],
    ) -> Option<(usize, Failure, String)> {
        let d = &self.file.dungeons[t];
        for b in backs {
            let dest = q(name_of(b.dest));
            let chained = match b.chain {
                BackChain::None => None,
                BackChain::Uninit => {
                    return Some((
                        b.branch,
                        Failure::UninitializedChain,
                        format!(
                            "the chain of the branch back to {dest} points past the levels read"
                        ),
                    ))
                }
                BackChain::Own(l) => {
                    let v = exports
                        .iter()
                        .position(|&e| e == l)
                        .and_then(|k| vals.get(k))
                        .map_or(ABSENT, |&v| i16::from(v));
                    if v == ABSENT {
                        return Some((
                            b.branch,
                            Failure::EmptyChain,
                            format!(
                                "the branch back to {dest} is chained to {}, which is not generated",
                                q(&d.levels[l].name)
                            ),
                        ));
                    }
                    Some((l, i32::from(v)))
                }
            };
            let (base, rand) = (i32::from(b.place.base), i32::from(b.place.rand));
            let on = chained
                .map(|(l, v)| format!("{} lands on level {v} and ", q(&d.levels[l].name)))
                .unwrap_or_default();
            match level_range(lmax, base, rand, chained.map(|c| c.1)) {
                None => {
                    return Some((
                        b.branch,
                        Failure::BaseOutOfRange,
                        format!(
                            "{on}the branch back to {dest} at ({base}, {rand}) falls outside it"
                        ),
                    ))
                }
                Some(r) if r.count <= 0 => {
                    return Some((
                        b.branch,
                        Failure::NegativeRange,
                        format!(
                            "{on}the branch back to {dest} has {} levels to choose from",
                            r.count
                        ),
                    ))
                }
                Some(_) => {}
            }
        }
        None
    }

    fn search_prefix(&self, prefix: &str, t: usize, size: i32, pres: &[bool]) -> String {
        let d = &self.file.dungeons[t];
        let mut s = format!(
            "{prefix}if {} has {}",
            q(&d.name),
            plural(size, "level", "levels")
        );
        let absent: Vec<String> = d
            .levels
            .iter()
            .zip(pres)
            .filter(|(l, &p)| !p && l.chance > 0)
            .map(|(l, _)| q(&l.name))
            .collect();
        if !absent.is_empty() {
            s += &format!(
                " and {} {} not generated",
                absent.join(" and "),
                if absent.len() == 1 { "is" } else { "are" }
            );
        }
        s += ", ";
        s
    }

    fn cannot_place_text(
        &self,
        levels: &[crate::model::SpecialLevel],
        lmax: i32,
        pres: &[bool],
    ) -> String {
        let mut parts = Vec::new();
        for (l, lv) in levels.iter().enumerate() {
            if !pres[l] {
                continue;
            }
            let where_ = match lv.chain {
                Some(c) => format!(
                    "{} levels from {}",
                    couple_text(lv.place),
                    q(&levels[c].name)
                ),
                None => match level_range(
                    lmax,
                    i32::from(lv.place.base),
                    i32::from(lv.place.rand),
                    None,
                ) {
                    Some(r) if r.count == 1 => format!("on level {}", r.start),
                    Some(r) if r.count > 1 => {
                        format!("on levels {} to {}", r.start, r.start + r.count - 1)
                    }
                    _ => "nowhere".into(),
                },
            };
            parts.push(format!("{} goes {where_}", q(&lv.name)));
        }
        format!(
            "{}: no placement puts each on a level of its own",
            parts.join(", ")
        )
    }
}

/// Whether each range `(first, last)` (sorted) can take a level of its own among the
/// levels `1..=lmax` not in `taken`: the free levels are handed out from the
/// top, each to the open range that ends first, which finds a matching
/// whenever one exists.
fn intervals_fit(open: &[(i32, i32)], taken: Levels, lmax: i32) -> bool {
    let mut waiting: std::collections::BinaryHeap<std::cmp::Reverse<i32>> =
        std::collections::BinaryHeap::new();
    let mut next = 0;
    for x in 1..=lmax.min(MAX_DEPTH) {
        while next < open.len() && open[next].0 <= x {
            waiting.push(std::cmp::Reverse(open[next].1));
            next += 1;
        }
        if let Some(&std::cmp::Reverse(end)) = waiting.peek() {
            if end < x {
                return false;
            }
        }
        if taken & (1 << x) == 0 {
            waiting.pop();
        }
    }
    next == open.len() && waiting.is_empty()
}

/// One factor of the state's distribution: the values of `vars` (the other
/// places of each key are [`DROPPED`]) and their weights.
struct Factor {
    vars: Vec<usize>,
    table: HashMap<Vec<i16>, Frac>,
}

impl Factor {
    fn total(&self) -> Frac {
        self.table.values().fold(Frac::ZERO, |a, b| &a + b)
    }

    /// The joint distribution of two independent factors.
    fn product(&self, o: &Factor) -> Factor {
        let mut table: HashMap<Vec<i16>, Frac> = HashMap::default();
        for (a, wa) in &self.table {
            for (b, wb) in &o.table {
                let mut c = a.clone();
                for &v in &o.vars {
                    c[v] = b[v];
                }
                *table.entry(c).or_insert(Frac::ZERO) += wa * wb;
            }
        }
        let mut vars = self.vars.clone();
        vars.extend(o.vars.iter().copied());
        Factor { vars, table }
    }

    /// Drops the values of every place not in `vars`, merging the keys
    /// that become equal.
    fn project(&mut self, width: usize) {
        let keep: Vec<bool> = (0..width).map(|v| self.vars.contains(&v)).collect();
        let needed = self
            .table
            .keys()
            .any(|k| k.iter().zip(&keep).any(|(&x, &kp)| !kp && x != DROPPED));
        if !needed {
            return;
        }
        let mut table: HashMap<Vec<i16>, Frac> = HashMap::default();
        for (mut k, w) in std::mem::take(&mut self.table) {
            for (x, &kp) in k.iter_mut().zip(&keep) {
                if !kp {
                    *x = DROPPED;
                }
            }
            *table.entry(k).or_insert(Frac::ZERO) += w;
        }
        self.table = table;
    }

    fn scale(&mut self, by: &Frac) {
        for w in self.table.values_mut() {
            *w = &*w * by;
        }
    }
}

fn couple_text(c: Couple) -> String {
    format!("({}, {})", c.base, c.rand)
}

/// A state of the search as the memo sees it: the next level, the levels
/// taken that matter, and the values of the placed levels read later.
#[derive(PartialEq, Eq, Hash)]
enum MemoKey {
    /// Up to 16 values read, packed a byte each, and up to 8 level numbers
    /// held by stale chains' targets.
    Packed(usize, Levels, u128, u64),
    /// More values read or held.
    Long(usize, Levels, Vec<i8>),
}

/// See [`Search::alike_parts`].
#[derive(Default)]
struct Alike {
    exact: Levels,
    plain: Vec<Levels>,
    chained: Vec<(usize, usize)>,
    /// The sets, once drawn, when no level is in `chained` (then they
    /// depend on nothing).
    known: Option<Rc<Vec<Levels>>>,
}

struct Search<'s> {
    levels: &'s [SpecialLevel],
    chains: &'s [Chain],
    present: &'s [bool],
    lmax: i32,
    /// Values of the external slots, in the order of `externals`.
    ext: &'s [i16],
    externals: &'s [usize],
    exports: &'s [usize],
    /// For each level read later only by branches of this dungeon placed
    /// from it, their places (see [`class_table`]).
    readers: &'s [Option<Vec<(i32, i32)>>],
    /// For each such level, the value each of its values stands for.
    canon: Vec<Option<Vec<i8>>>,
    /// [`Search::informs`] of each level, set by `prepare` once `fixed`
    /// and `canon` are (every search runs after `prepare`; it is asked for
    /// at every end of the search).
    informing: Vec<bool>,
    /// For each level, the one level it can be placed on, when there is
    /// only one (then where it lands tells nothing once it is placed).
    fixed: Vec<Option<i8>>,
    /// For each next level, whether each earlier level is read by a level
    /// of this dungeon from there on (its exact value matters).
    own_read: Vec<Vec<bool>>,
    memo: HashMap<MemoKey, Rc<SDist>>,
    /// The exported values of each outcome seen, by id.
    outs: Vec<Vec<i8>>,
    out_ids: HashMap<Vec<i8>, usize>,
    /// The single-outcome distribution of each id.
    ok_dists: Vec<Rc<SDist>>,
    /// The distribution of a search that fails with no stale chain's
    /// target left to place.
    fail: Rc<SDist>,
    /// Whether each level is the target of a stale chain (present levels
    /// only; a stale chain to a missing level panics).
    is_target: Vec<bool>,
    /// The level number each target holds now (0 for the others and for
    /// targets already placed on this path, whose number is in `vals`).
    held: Vec<i8>,
    /// The held numbers a failed search leaves, by id (id 0: none held).
    stales: Vec<Vec<i8>>,
    stale_ids: HashMap<Vec<i8>, usize>,
    /// For each next level, whether a target is among the levels from
    /// there on.
    targets_from: Vec<bool>,
    buf: Vec<i8>,
    /// For each next level, the ranges `(first, last)` of the present levels
    /// from there on, sorted, when none of them is chained, read later, or
    /// able to panic (see [`Search::simple_range`]).
    suffix: Vec<Option<Vec<(i32, i32)>>>,
    /// For each next level, the levels whose taking matters from there on.
    relevant: Vec<Levels>,
    /// For each next level, what the sets of levels that the rest of the
    /// search cannot tell apart are made of (see [`Search::alike_now`]).
    alike: Vec<Option<Alike>>,
    /// For each level, every level it may be placed on (a superset).
    pos: Vec<Levels>,
    /// Those sets, by next level and the levels they are drawn from.
    alike_memo: HashMap<(usize, Levels), Rc<Vec<Levels>>>,
    /// For each next level, whether no level from there on can panic or is
    /// read after the search (then only whether a placement exists
    /// matters).
    quiet: Vec<bool>,
    /// What [`Search::exists`] found, by state.
    exists_memo: HashMap<MemoKey, bool>,
    /// For each next level, whether each earlier level's value is read later.
    read: Vec<Vec<bool>>,
    visited: usize,
    /// The most states this search may visit.
    budget: usize,
    examples: Vec<(usize, Failure, String)>,
    gave_up: bool,
}

impl<'s> Search<'s> {
    #[allow(clippy::too_many_arguments)]
    fn new(
        levels: &'s [SpecialLevel],
        chains: &'s [Chain],
        present: &'s [bool],
        lmax: i32,
        ext: &'s [i16],
        externals: &'s [usize],
        exports: &'s [usize],
        readers: &'s [Option<Vec<(i32, i32)>>],
        budget: usize,
    ) -> Self {
        Search {
            levels,
            chains,
            present,
            lmax,
            ext,
            externals,
            exports,
            readers,
            canon: Vec::new(),
            fixed: Vec::new(),
            own_read: Vec::new(),
            memo: HashMap::default(),
            outs: Vec::new(),
            out_ids: HashMap::default(),
            ok_dists: Vec::new(),
            fail: Rc::new(vec![(SOut::Fail(0), Frac::ONE)]),
            is_target: Vec::new(),
            held: Vec::new(),
            stales: Vec::new(),
            stale_ids: HashMap::default(),
            targets_from: Vec::new(),
            buf: Vec::new(),
            informing: Vec::new(),
            suffix: Vec::new(),
            relevant: Vec::new(),
            alike: Vec::new(),
            pos: Vec::new(),
            alike_memo: HashMap::default(),
            quiet: Vec::new(),
            exists_memo: HashMap::default(),
            read: Vec::new(),
            visited: 0,
            budget,
            examples: Vec::new(),
            gave_up: false,
        }
    }

    fn panic(&mut self, idx: usize, f: Failure, vals: &[i8], why: String) -> Rc<SDist> {
        if !self.examples.iter().any(|e| e.0 == idx && e.1 == f) {
            let placed: Vec<String> = (0..idx)
                .filter(|&l| self.present[l])
                .map(|l| format!("{} is on level {}", q(&self.levels[l].name), vals[l]))
                .collect();
            let mut s = placed.join(", ");
            if !s.is_empty() {
                s += ", and ";
            }
            s += &why;
            self.examples.push((idx, f, s));
        }
        Rc::new(vec![(SOut::Panic(idx, f), Frac::ONE)])
    }

    /// The range `(first, last)` of level `l`, when it is not chained, not
    /// read later, and cannot panic.
    fn simple_range(&self, l: usize) -> Option<(i32, i32)> {
        if self.chains[l] != Chain::None || self.informs(l) || self.is_target[l] {
            return None;
        }
        let lv = &self.levels[l];
        let r = level_range(
            self.lmax,
            i32::from(lv.place.base),
            i32::from(lv.place.rand),
            None,
        )?;
        if r.count < 0 {
            return None;
        }
        Some((r.start, r.start + r.count - 1))
    }

    /// The memo key's view of the state: only what the rest of the search
    /// and the exports read.
    /// Computes, for each next level, what [`Search::key`] and the
    /// shortcut for simple suffixes need (they depend on nothing else).
    fn prepare(&mut self) {
        let n = self.levels.len();
        self.is_target = vec![false; n];
        for (l, c) in self.chains.iter().enumerate() {
            if let Chain::Stale(j) = *c {
                if self.present[l] && self.present[j] {
                    self.is_target[j] = true;
                }
            }
        }
        self.held = vec![0; n];
        self.stales = vec![vec![0; n]];
        self.stale_ids = std::iter::once((vec![0; n], 0)).collect();
        self.targets_from = (0..=n)
            .map(|idx| (idx..n).any(|l| self.is_target[l]))
            .collect();
        let (pos, panics) = self.positions();
        self.fixed = pos
            .iter()
            .map(|&p| (p.count_ones() == 1).then(|| p.trailing_zeros() as i8))
            .collect();
        self.canon = self
            .readers
            .iter()
            .zip(&pos)
            .map(|(r, &may)| r.as_ref().map(|rs| class_table(self.lmax, rs, may)))
            .collect();
        self.informing = (0..n).map(|l| self.informs(l)).collect();
        // Built from the end: a suffix is simple when the level before it
        // is and its own level is too; the ranges stay sorted.
        self.suffix = vec![None; n + 1];
        self.suffix[n] = Some(Vec::new());
        for idx in (0..n).rev() {
            let Some(after) = &self.suffix[idx + 1] else {
                break;
            };
            let mut v = after.clone();
            if self.present[idx] {
                match self.simple_range(idx) {
                    Some(r) => {
                        let at = v.partition_point(|x| *x <= r);
                        v.insert(at, r);
                    }
                    None => break,
                }
            }
            self.suffix[idx] = Some(v);
        }
        // Only the levels a later level may be placed on matter; from a
        // level on, when no level left can panic or is read after the
        // search, only whether a placement exists matters.
        self.relevant = vec![0; n + 1];
        self.quiet = vec![true; n + 1];
        for idx in (0..n).rev() {
            let here = self.present[idx];
            self.relevant[idx] = self.relevant[idx + 1] | if here { pos[idx] } else { 0 };
            self.quiet[idx] = self.quiet[idx + 1]
                && !(here && (panics[idx] || self.informs(idx) || self.is_target[idx]));
        }
        self.own_read = (0..=n)
            .map(|idx| {
                (0..idx)
                    .map(|l| {
                        (idx..n)
                            .filter(|&k| self.present[k])
                            .any(|k| self.chains[k] == Chain::Own(l))
                    })
                    .collect()
            })
            .collect();
        self.read = (0..=n)
            .map(|idx| {
                (0..idx)
                    .map(|l| {
                        let read = self.informs(l)
                            || (idx..n)
                                .filter(|&k| self.present[k])
                                .any(|k| self.chains[k] == Chain::Own(l));
                        read && self.present[l]
                    })
                    .collect()
            })
            .collect();
        self.alike = (0..=n).map(|_| None).collect();
        self.pos = pos;
    }

    /// What [`Search::alike`] is made of for the levels from `idx` on: the
    /// levels whose exact place matters to them, as far as it does not
    /// depend on the values placed; the levels placed from the top whose
    /// place is not read later (their ranges, in order); and the levels
    /// chained to a level placed before `idx` (level, chain), whose ranges
    /// follow from the value placed.
    fn alike_parts(&self, idx: usize) -> Alike {
        let n = self.levels.len();
        let pos = &self.pos;
        let mut chained_to = vec![false; n];
        for k in (idx..n).filter(|&k| self.present[k]) {
            if let Chain::Own(j) | Chain::Stale(j) = self.chains[k] {
                chained_to[j] = true;
            }
        }
        let mut parts = Alike::default();
        for l in (idx..n).filter(|&l| self.present[l]) {
            if chained_to[l] || self.informs(l) || self.is_target[l] {
                parts.exact |= pos[l];
                continue;
            }
            match self.chains[l] {
                Chain::None => parts.plain.push(pos[l]),
                Chain::Own(j) if j < idx => parts.chained.push((l, j)),
                _ => parts.exact |= pos[l],
            }
        }
        if parts.plain.len() > 128 {
            // Too many to sign: every level counts on its own.
            parts.exact = !0;
        }
        if parts.plain.is_empty() {
            parts.known = Some(Rc::new(Vec::new()));
        }
        parts
    }

    /// The sets of two or more of `levels` that no range of `plain` tells
    /// apart (each range holds all of a set or none of it).
    fn alike_classes(levels: Levels, plain: &[Levels]) -> Vec<Levels> {
        if levels.count_ones() < 2 {
            return Vec::new();
        }
        // The signature of each level: which ranges hold it.
        let mut signature = [0u128; 128];
        for (k, &r) in plain.iter().enumerate() {
            let mut m = r & levels;
            while m != 0 {
                let x = m.trailing_zeros();
                m &= m - 1;
                signature[x as usize] |= 1 << k;
            }
        }
        let mut by_signature: Vec<(u128, Levels)> = Vec::new();
        let mut m = levels;
        while m != 0 {
            let x = m.trailing_zeros();
            m &= m - 1;
            let sig = signature[x as usize];
            match by_signature.iter_mut().find(|e| e.0 == sig) {
                Some(e) => e.1 |= 1 << x,
                None => by_signature.push((sig, 1 << x)),
            }
        }
        let mut classes: Vec<Levels> = by_signature
            .into_iter()
            .map(|e| e.1)
            .filter(|c| c.count_ones() > 1)
            .collect();
        classes.sort_unstable();
        classes
    }

    /// The sets of two or more levels that the levels from `idx` on cannot
    /// tell apart, given the values placed: each level left that is placed
    /// from the top and whose place is not read later may take all of a
    /// set or none of it, and no level whose exact place matters (chained,
    /// read later, chained to, or the target of a stale chain) may land on
    /// any. Swapping two levels of a set maps every placement of the rest
    /// onto one as likely that ends alike, so only how many of a set are
    /// taken matters to the rest of the search.
    fn alike_now(&mut self, idx: usize, vals: &[i8]) -> Rc<Vec<Levels>> {
        if self.alike[idx].is_none() {
            self.alike[idx] = Some(self.alike_parts(idx));
        }
        let Some(parts) = &self.alike[idx] else {
            return Rc::new(Vec::new());
        };
        if let Some(c) = &parts.known {
            return c.clone();
        }
        let mut exact = parts.exact;
        for &(l, j) in &parts.chained {
            exact |= self.range_bits(l, Some(i32::from(vals[j]))).unwrap_or(0);
        }
        let levels = self.relevant[idx] & !exact;
        if parts.chained.is_empty() {
            let c = Rc::new(Self::alike_classes(levels, &parts.plain));
            if let Some(parts) = &mut self.alike[idx] {
                parts.known = Some(c.clone());
            }
            return c;
        }
        if let Some(c) = self.alike_memo.get(&(idx, levels)) {
            return c.clone();
        }
        let c = Rc::new(Self::alike_classes(levels, &parts.plain));
        self.alike_memo.insert((idx, levels), c.clone());
        c
    }

    /// `mask` with the levels taken in each of `classes` moved to the
    /// set's first levels.
    fn canonical(classes: &[Levels], mask: Levels) -> Levels {
        let mut out = mask;
        for &class in classes {
            let taken = (mask & class).count_ones();
            out &= !class;
            let mut c = class;
            for _ in 0..taken {
                out |= c & c.wrapping_neg();
                c &= c - 1;
            }
        }
        out
    }

    /// The levels of the range of a level placed `from` its chain (or
    /// from the top, `None`), as a set; `None` when NetHack panics there
    /// (base out of range, or a negative count).
    fn range_bits(&self, l: usize, from: Option<i32>) -> Option<Levels> {
        let lv = &self.levels[l];
        let r = level_range(
            self.lmax,
            i32::from(lv.place.base),
            i32::from(lv.place.rand),
            from,
        )?;
        if r.count < 0 {
            return None;
        }
        let mut m = 0 as Levels;
        for x in r.start..r.start + r.count {
            m |= 1 << x;
        }
        Some(m)
    }

    /// For each level, every level it may be placed on (a superset) and
    /// whether NetHack may panic when its turn comes.
    fn positions(&self) -> (Vec<Levels>, Vec<bool>) {
        let n = self.levels.len();
        let mut pos = vec![0 as Levels; n];
        let mut panics = vec![false; n];
        // A stale chain reads 0 or a level its target was placed on, which
        // may be a later level's: passes until nothing grows.
        loop {
            let before = pos.clone();
            self.positions_pass(&mut pos, &mut panics);
            if pos == before {
                break;
            }
        }
        (pos, panics)
    }

    /// One pass of [`Search::positions`].
    fn positions_pass(&self, pos: &mut [Levels], panics: &mut [bool]) {
        let n = self.levels.len();
        for l in 0..n {
            if !self.present[l] {
                continue;
            }
            let from_each = |xs: Levels, pos: &mut [Levels], panics: &mut [bool]| {
                let mut m = xs;
                while m != 0 {
                    let x = m.trailing_zeros();
                    m &= m - 1;
                    match self.range_bits(l, Some(x as i32)) {
                        Some(b) => pos[l] |= b,
                        None => panics[l] = true,
                    }
                }
            };
            match self.chains[l] {
                Chain::None => match self.range_bits(l, None) {
                    Some(b) => pos[l] = b,
                    None => panics[l] = true,
                },
                Chain::Own(c) => {
                    if self.present[c] {
                        from_each(pos[c], pos, panics);
                    } else {
                        panics[l] = true;
                    }
                }
                Chain::External(g) => {
                    let k = self.externals.iter().position(|&e| e == g).unwrap_or(0);
                    match self.ext.get(k) {
                        Some(&v) if v >= 0 => from_each(1 << v, pos, panics),
                        _ => panics[l] = true,
                    }
                }
                Chain::Stale(j) => {
                    // What the target holds: 0, or a level it was placed
                    // on.
                    panics[l] = true;
                    if self.present[j] {
                        from_each(1 | pos[j], pos, panics);
                    }
                }
                Chain::Uninit => panics[l] = true,
            }
        }
    }

    /// The memo key's view of the state: only what the rest of the search
    /// and the exports read.
    fn key(&mut self, idx: usize, mask: Levels, vals: &[i8]) -> MemoKey {
        let held: Vec<i8> = if self.targets_from[idx] {
            (idx..self.levels.len())
                .filter(|&l| self.is_target[l])
                .map(|l| self.held[l])
                .collect()
        } else {
            Vec::new()
        };
        let classes = self.alike_now(idx, vals);
        let mask = Self::canonical(&classes, mask & self.relevant[idx]);
        let read = &self.read[idx];
        let own = &self.own_read[idx];
        // What the rest of the search sees of level `l`'s value `v`.
        let seen = |l: usize, v: i8| -> i8 {
            if own[l] {
                v
            } else {
                self.stands_for(l, v)
            }
        };
        if read.iter().filter(|&&r| r).count() <= 16 && held.len() <= 8 {
            // The values read, a byte each (the set read depends on `idx`
            // alone, so this is one-to-one).
            let packed = read
                .iter()
                .zip(vals)
                .enumerate()
                .filter(|(_, (&r, _))| r)
                .fold(0u128, |a, (l, (_, &v))| {
                    (a << 8) | u128::from(seen(l, v) as u8)
                });
            let held = held
                .iter()
                .fold(0u64, |a, &v| (a << 8) | u64::from(v as u8));
            return MemoKey::Packed(idx, mask, packed, held);
        }
        let mut kept: Vec<i8> = read
            .iter()
            .zip(vals)
            .enumerate()
            .map(|(l, (&read, &v))| if read { seen(l, v) } else { 0 })
            .collect();
        kept.extend(held);
        MemoKey::Long(idx, mask, kept)
    }

    /// Whether level `l` is read after the search and where it lands
    /// matters: an export whose every value stands for the same one does
    /// not (only whether it is generated, fixed for one search, does).
    fn informs(&self, l: usize) -> bool {
        if !self.exports.contains(&l) || self.fixed.get(l).is_some_and(Option::is_some) {
            return false;
        }
        match self.canon.get(l).and_then(Option::as_ref) {
            Some(t) => {
                let top = (self.lmax.clamp(1, MAX_DEPTH)) as usize;
                t[1..=top].iter().any(|&x| x != t[1])
            }
            None => true,
        }
    }

    /// The value level `l`'s value `v` stands for after the search (see
    /// [`class_table`]).
    fn stands_for(&self, l: usize, v: i8) -> i8 {
        match self.canon.get(l).and_then(Option::as_ref) {
            Some(t) => t.get(v as usize).copied().unwrap_or(v),
            None => v,
        }
    }

    /// The outcome of a finished search: the exported values, interned.
    fn ok(&mut self, vals: &[i8]) -> Rc<SDist> {
        self.buf.clear();
        for &l in self.exports {
            let v = if !self.present[l] {
                ABSENT as i8
            } else if self.informing[l] {
                self.stands_for(l, vals[l])
            } else {
                // Every value stands for the same one, or the level has
                // only one place; the search may have ended without
                // placing it (its place did not matter).
                self.stands_for(l, self.fixed[l].unwrap_or(1))
            };
            self.buf.push(v);
        }
        if let Some(&id) = self.out_ids.get(&self.buf[..]) {
            return self.ok_dists[id].clone();
        }
        let id = self.ok_dists.len();
        let d = Rc::new(vec![(SOut::Ok(id), Frac::ONE)]);
        self.outs.push(self.buf.clone());
        self.out_ids.insert(self.buf.clone(), id);
        self.ok_dists.push(d.clone());
        d
    }

    /// The id of the numbers the targets from `idx` on hold now.
    fn held_id(&mut self, idx: usize) -> usize {
        let v: Vec<i8> = (0..self.levels.len())
            .map(|l| {
                if l >= idx && self.is_target[l] {
                    self.held[l]
                } else {
                    0
                }
            })
            .collect();
        self.intern_held(v)
    }

    fn intern_held(&mut self, v: Vec<i8>) -> usize {
        if let Some(&id) = self.stale_ids.get(&v) {
            return id;
        }
        let id = self.stales.len();
        self.stales.push(v.clone());
        self.stale_ids.insert(v, id);
        id
    }

    /// NetHack's loop over the choices `cand` left for level `idx`, one
    /// after the other, when the targets hold `held` (an id): a choice is
    /// drawn uniformly, and when the search below it fails, the loop goes
    /// on without it from the numbers that failure left.
    fn one_by_one(
        &mut self,
        idx: usize,
        mask: Levels,
        vals: &mut Vec<i8>,
        cand: Levels,
        held: usize,
        tried: &mut HashMap<(Levels, u32, usize), Rc<SDist>>,
    ) -> Rc<SDist> {
        if cand == 0 {
            return Rc::new(vec![(SOut::Fail(held), Frac::ONE)]);
        }
        // Choices no later step tells apart (their level is not read and
        // no later level may be placed there) end alike: one stands for
        // them all.
        let free = if self.is_target[idx] || self.read[idx + 1][idx] {
            0
        } else {
            cand & !self.relevant[idx + 1]
        };
        let seen = (cand & !free, free.count_ones(), held);
        if let Some(r) = tried.get(&seen) {
            return r.clone();
        }
        self.visited += 1;
        if self.visited > self.budget {
            self.gave_up = true;
            return self.fail.clone();
        }
        let all = u128::from(cand.count_ones());
        let mut acc: SDist = Vec::new();
        let mut index: HashMap<SOut, usize> = HashMap::default();
        let mut add = |acc: &mut SDist, o: SOut, p: Frac| match index.get(&o) {
            Some(&k) => acc[k].1 += p,
            None => {
                index.insert(o, acc.len());
                acc.push((o, p));
            }
        };
        let mut m = (cand & !free) | (free & free.wrapping_neg());
        while m != 0 {
            let x = m.trailing_zeros();
            m &= m - 1;
            let alike = if free & (1 << x) != 0 {
                u128::from(free.count_ones())
            } else {
                1
            };
            let n = Frac::new(alike, all);
            let start = &self.stales[held];
            for (l, &v) in start.iter().enumerate().skip(idx) {
                if self.is_target[l] {
                    self.held[l] = v;
                }
            }
            if self.is_target[idx] {
                self.held[idx] = x as i8;
            }
            vals[idx] = x as i8;
            let child = self.go(idx + 1, mask | (1 << x), vals);
            if self.gave_up {
                return child;
            }
            self.visited += child.len();
            for (o, p) in child.iter() {
                let p = p * &n;
                match *o {
                    SOut::Fail(id) => {
                        let mut left = self.stales[id].clone();
                        if self.is_target[idx] {
                            left[idx] = x as i8;
                        }
                        let left = self.intern_held(left);
                        let rest = self.one_by_one(idx, mask, vals, cand & !(1 << x), left, tried);
                        if self.gave_up {
                            return rest;
                        }
                        for (o2, p2) in rest.iter() {
                            add(&mut acc, *o2, &p * p2);
                        }
                    }
                    o => add(&mut acc, o, p),
                }
            }
        }
        let r = Rc::new(acc);
        tried.insert(seen, r.clone());
        r
    }

    fn fail_memo(&mut self, key: MemoKey) -> Rc<SDist> {
        let r = self.fail.clone();
        self.memo.insert(key, r.clone());
        r
    }

    /// The outcomes of the whole search, with the exported values spelled
    /// out.
    fn run(&mut self, vals: &mut Vec<i8>) -> Rc<Dist> {
        let r = self.go(0, 0, vals);
        Rc::new(
            r.iter()
                .map(|(o, p)| {
                    let o = match *o {
                        SOut::Panic(l, f) => Out::Panic(l, f),
                        SOut::Fail(_) => Out::Fail,
                        SOut::Ok(id) => Out::Ok(self.outs[id].clone()),
                    };
                    (o, p.clone())
                })
                .collect(),
        )
    }

    /// Whether the levels from `idx` on (none of which can panic) can all
    /// be placed, given the levels taken (`mask`) and the values placed.
    fn exists(&mut self, idx: usize, mask: Levels, vals: &mut Vec<i8>) -> bool {
        let mut idx = idx;
        while idx < self.levels.len() && !self.present[idx] {
            idx += 1;
        }
        if idx == self.levels.len() {
            return true;
        }
        if let Some(ranges) = &self.suffix[idx] {
            return intervals_fit(ranges, mask, self.lmax);
        }
        let key = self.key(idx, mask, vals);
        if let Some(&b) = self.exists_memo.get(&key) {
            return b;
        }
        self.visited += 1;
        if self.visited > self.budget {
            self.gave_up = true;
            return false;
        }
        let from = match self.chains[idx] {
            Chain::None => None,
            Chain::Own(l) => Some(i32::from(vals[l])),
            Chain::External(g) => {
                let k = self.externals.iter().position(|&e| e == g).unwrap_or(0);
                Some(i32::from(self.ext[k]))
            }
            Chain::Stale(_) | Chain::Uninit => None,
        };
        // No panic here by construction (see `positions`); an empty range
        // would only mean no placement.
        let mut candidates = self.range_bits(idx, from).unwrap_or(0) & !mask;
        let mut found = false;
        while candidates != 0 {
            let x = candidates.trailing_zeros();
            candidates &= candidates - 1;
            vals[idx] = x as i8;
            if self.exists(idx + 1, mask | (1 << x), vals) {
                found = true;
                break;
            }
            if self.gave_up {
                break;
            }
        }
        vals[idx] = 0;
        self.exists_memo.insert(key, found);
        found
    }

    fn go(&mut self, idx: usize, mask: Levels, vals: &mut Vec<i8>) -> Rc<SDist> {
        let mut idx = idx;
        while idx < self.levels.len() && !self.present[idx] {
            idx += 1;
        }
        if idx == self.levels.len() {
            return self.ok(vals);
        }
        let key = self.key(idx, mask, vals);
        if let Some(d) = self.memo.get(&key) {
            return d.clone();
        }
        if let Some(ranges) = &self.suffix[idx] {
            // No level left can panic or is read later, so every placement
            // of them ends alike: the search succeeds exactly when one
            // exists, a matching of levels to free levels of their ranges.
            let r = if intervals_fit(ranges, mask, self.lmax) {
                self.ok(vals)
            } else {
                self.fail.clone()
            };
            self.memo.insert(key, r.clone());
            return r;
        }
        if self.quiet[idx] {
            // Nothing left can panic or is read later: the search ends
            // alike whatever it picks, and succeeds exactly when a
            // placement of the rest exists.
            let found = self.exists(idx, mask, vals);
            if self.gave_up {
                return self.fail.clone();
            }
            let r = if found {
                self.ok(vals)
            } else {
                self.fail.clone()
            };
            self.memo.insert(key, r.clone());
            return r;
        }
        self.visited += 1;
        if self.visited > self.budget {
            self.gave_up = true;
            return self.fail.clone();
        }
        let lv = &self.levels[idx];
        let name = Quoted(&lv.name);
        let chained = match self.chains[idx] {
            Chain::None => None,
            Chain::Own(l) => {
                if !self.present[l] {
                    let why = format!(
                        "{} is not generated, so {name}, chained to it, has no place",
                        q(&self.levels[l].name)
                    );
                    let r = self.panic(idx, Failure::EmptyChain, vals, why);
                    self.memo.insert(key, r.clone());
                    return r;
                }
                Some(i32::from(vals[l]))
            }
            Chain::External(g) => {
                let k = self.externals.iter().position(|&e| e == g).unwrap_or(0);
                let v = self.ext[k];
                if v == ABSENT {
                    let why = format!("the level {name} is chained to (renumbered around a skipped dungeon) is not generated");
                    let r = self.panic(idx, Failure::EmptyChain, vals, why);
                    self.memo.insert(key, r.clone());
                    return r;
                }
                Some(i32::from(v))
            }
            Chain::Stale(j) => {
                if !self.present[j] {
                    let why = format!(
                        "{} is not generated, so {name}, chained to it (renumbered around a skipped dungeon), has no place",
                        q(&self.levels[j].name)
                    );
                    let r = self.panic(idx, Failure::EmptyChain, vals, why);
                    self.memo.insert(key, r.clone());
                    return r;
                }
                Some(i32::from(self.held[j]))
            }
            Chain::Uninit => {
                let why = format!("the chain of {name}, renumbered around a skipped dungeon, points past the levels read");
                let r = self.panic(idx, Failure::UninitializedChain, vals, why);
                self.memo.insert(key, r.clone());
                return r;
            }
        };
        let (base, rand) = (i32::from(lv.place.base), i32::from(lv.place.rand));
        let Some(range) = level_range(self.lmax, base, rand, chained) else {
            let why = match chained {
                Some(at) => format!(
                    "{name}, at {} from level {at}, would be on level {}, outside the dungeon",
                    couple_text(lv.place),
                    at + base
                ),
                None => format!("{name}'s base {base} falls outside the dungeon"),
            };
            let r = self.panic(idx, Failure::BaseOutOfRange, vals, why);
            self.memo.insert(key, r.clone());
            return r;
        };
        // The free levels of the range, as a set (levels are below 128).
        let span = range.count.max(0) as u32;
        let start = range.start as u32;
        let in_range: Levels = if span == 0 {
            0
        } else {
            // Levels stay below `MAX_DEPTH`, so the range fits the set.
            (Levels::MAX >> (Levels::BITS - span)) << start
        };
        let mut candidates = in_range & !mask;
        let struck = (in_range & mask).count_ones() as i32;
        let npossible = range.count - struck;
        if npossible < 0 {
            let why = format!("{name} has {npossible} levels to choose from");
            let r = self.panic(idx, Failure::NoLevelToPick, vals, why);
            self.memo.insert(key, r.clone());
            return r;
        }
        if self.targets_from[idx + 1] {
            // A later level's failure hands back numbers a later arrival
            // reads: the choices are followed one after the other.
            let held = self.held_id(idx);
            let mut tried = HashMap::default();
            let r = self.one_by_one(idx, mask, vals, candidates, held, &mut tried);
            vals[idx] = 0;
            if self.gave_up {
                return r;
            }
            self.memo.insert(key, r.clone());
            return r;
        }
        // The outcomes of the live choices, merged (a linear scan: there
        // are few distinct outcomes).
        let mut acc: SDist = Vec::new();
        // Where each outcome sits in `acc`, once there are many.
        let mut index: HashMap<SOut, usize> = HashMap::default();
        let mut only: Option<Rc<SDist>> = None;
        let mut live = 0i64;
        let tried_all = candidates;
        while candidates != 0 {
            let x = candidates.trailing_zeros();
            candidates &= candidates - 1;
            vals[idx] = x as i8;
            let child = self.go(idx + 1, mask | (1 << x), vals);
            if self.gave_up {
                return child;
            }
            if child.len() == 1 && matches!(child[0].0, SOut::Fail(_)) {
                continue;
            }
            live += 1;
            // Merging outcomes is work too.
            self.visited += child.len();
            for (o, p) in child.iter() {
                let at = if acc.len() <= 8 {
                    acc.iter().position(|e| e.0 == *o)
                } else {
                    if index.is_empty() {
                        index.extend(acc.iter().enumerate().map(|(k, e)| (e.0, k)));
                    }
                    index.get(o).copied()
                };
                match at {
                    Some(k) => acc[k].1 += p,
                    None => {
                        if !index.is_empty() {
                            index.insert(*o, acc.len());
                        }
                        acc.push((*o, p.clone()));
                    }
                }
            }
            only = Some(child);
        }
        vals[idx] = 0;
        let r: SDist = if live == 0 {
            if self.is_target[idx] {
                // Every choice failed: the level holds the last one tried,
                // any of them alike.
                let n = Frac::new(1, u128::from(tried_all.count_ones()));
                let mut acc: SDist = Vec::new();
                let mut m = tried_all;
                while m != 0 {
                    let x = m.trailing_zeros();
                    m &= m - 1;
                    let saved = self.held[idx];
                    self.held[idx] = x as i8;
                    let id = self.held_id(idx);
                    self.held[idx] = saved;
                    acc.push((SOut::Fail(id), n.clone()));
                }
                if acc.is_empty() {
                    // No choice at all: the number held stays.
                    acc.push((SOut::Fail(self.held_id(idx)), Frac::ONE));
                }
                let r = Rc::new(acc);
                self.memo.insert(key, r.clone());
                return r;
            }
            return self.fail_memo(key);
        } else if let (1, Some(child)) = (live, only) {
            // One choice: its outcomes, unchanged.
            self.memo.insert(key, child.clone());
            return child;
        } else {
            let n = Frac::new(1, live as u128);
            acc.into_iter().map(|(o, p)| (o, p * &n)).collect()
        };
        let r = Rc::new(r);
        self.memo.insert(key, r.clone());
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Branch, Dungeon, SpecialLevel};

    fn c(base: i16, rand: i16) -> Couple {
        Couple { base, rand }
    }

    fn lv(name: &str, place: Couple, chance: i32, chain: Option<usize>) -> SpecialLevel {
        SpecialLevel {
            name: name.as_bytes().to_vec(),
            place,
            chance,
            chain,
            ..Default::default()
        }
    }

    fn dungeon(name: &str, depth: Couple, levels: Vec<SpecialLevel>) -> Dungeon {
        Dungeon {
            name: name.as_bytes().to_vec(),
            depth,
            levels,
            ..Default::default()
        }
    }

    fn p(n: u128, d: u128) -> Probability {
        ratio(n, d)
    }

    /// The small descriptions below leave out the dungeons NetHack looks
    /// up by name: they are proved as a port's.
    fn prove(file: &DungeonFile) -> Proof {
        prove_with(file, ProofRules::PORT)
    }

    fn one(file: &DungeonFile) -> Finding {
        let proof = prove(file);
        assert!(proof.complete);
        assert_eq!(proof.findings.len(), 1, "{:?}", proof.findings);
        proof.findings[0].clone()
    }

    /// notdNetHack's choice of dungeons: of three alternates "X", the
    /// second (whose level cannot be placed) is taken with probability
    /// (1 - 1/3) * 1/2 = 1/3; a dungeon with chance 0 is never made (in
    /// NetHack it is always made).
    #[test]
    fn alternates_and_chance_zero() {
        let branch = |to: &str| Branch {
            dest: to.as_bytes().to_vec(),
            place: c(2, 0),
            ..Default::default()
        };
        let mut doom = dungeon("D", c(10, 0), Vec::new());
        doom.branches = vec![branch("X"), branch("Y")];
        doom.chance = 100;
        let x = |levels| Dungeon {
            chance: 100,
            ..dungeon("X", c(3, 0), levels)
        };
        let y = dungeon("Y", c(3, 0), vec![lv("ybad", c(5, 0), 100, None)]);
        let file = DungeonFile {
            dungeons: vec![
                doom.clone(),
                x(Vec::new()),
                x(vec![lv("xbad", c(5, 0), 100, None)]),
                x(Vec::new()),
                y.clone(),
            ],
        };
        let notd = ProofRules {
            alternates: true,
            ..ProofRules::PORT
        };
        let proof = prove_with(&file, notd);
        assert!(proof.complete, "{:?}", proof.limits);
        assert_eq!(proof.findings.len(), 1, "{:?}", proof.findings);
        assert_eq!(proof.findings[0].probability, p(1, 3));
        assert!(
            proof.findings[0].example.contains("\"xbad\""),
            "{}",
            proof.findings[0].example
        );
        // NetHack always makes a dungeon of chance 0: its bad level panics
        // every game; notdNetHack never makes it.
        let vanilla = DungeonFile {
            dungeons: vec![doom, x(Vec::new()), y],
        };
        assert!(prove_with(&vanilla, ProofRules::PORT).always_panics());
        assert!(prove_with(&vanilla, notd).never_panics());
    }

    /// notdNetHack's quest shift: in a quest of 6 or 7 levels (each 1/2)
    /// the second-to-last special level moves one level down, always with
    /// 7 levels and with probability 1/2 with 6. With it on level 5 and
    /// the last on the bottom, only a shifted quest of 6 puts both on
    /// level 6: the game cannot place them in 1/4 of games (NetHack never
    /// moves it, so never fails).
    #[test]
    fn notdnethacks_quest_shift() {
        let mut doom = dungeon("D", c(10, 0), Vec::new());
        doom.chance = 100;
        doom.branches = vec![Branch {
            dest: b"The Quest".to_vec(),
            place: c(2, 0),
            ..Default::default()
        }];
        let quest = |depth, levels| Dungeon {
            chance: 100,
            ..dungeon("The Quest", depth, levels)
        };
        let levels = |at| {
            vec![
                lv("x-loca", c(at, 0), 100, None),
                lv("x-goal", c(-1, 0), 100, None),
            ]
        };
        let notd = ProofRules {
            alternates: true,
            ..ProofRules::PORT
        };
        let file = DungeonFile {
            dungeons: vec![doom.clone(), quest(c(6, 2), levels(5))],
        };
        let proof = prove_with(&file, notd);
        assert!(proof.complete, "{:?}", proof.limits);
        assert_eq!(proof.findings.len(), 1, "{:?}", proof.findings);
        assert_eq!(proof.findings[0].probability, p(1, 4));
        assert!(prove_with(&file, ProofRules::PORT).never_panics());
        // A quest of 7 always moves it: from 6 onto the bottom.
        let seven = DungeonFile {
            dungeons: vec![doom.clone(), quest(c(7, 0), levels(6))],
        };
        assert!(prove_with(&seven, notd).always_panics());
        assert!(prove_with(&seven, ProofRules::PORT).never_panics());
        // Of one special level, the level moved is one placed already (no
        // effect), unless no level was read before: a write before the
        // table, which the proof does not follow.
        let lone = DungeonFile {
            dungeons: vec![
                doom,
                quest(c(7, 0), vec![lv("x-goal", c(-1, 0), 100, None)]),
            ],
        };
        let proof = prove_with(&lone, notd);
        assert!(!proof.complete);
        assert!(proof.limits.contains(&Limit::Quest), "{:?}", proof.limits);
    }

    #[test]
    fn levels_that_always_fit() {
        let file = DungeonFile {
            dungeons: vec![dungeon(
                "D",
                c(10, 3),
                vec![
                    lv("a", c(2, 3), 100, None),
                    lv("b", c(1, 0), 100, Some(0)),
                    lv("c", c(-1, 0), 100, None),
                ],
            )],
        };
        assert!(prove(&file).never_panics());
    }

    #[test]
    fn a_chain_past_the_bottom_panics_without_backtracking() {
        // "a" lands on 2, 3 or 4 with equal odds; "b" two below it fits
        // only under 2, and level_range panics at once otherwise.
        let file = DungeonFile {
            dungeons: vec![dungeon(
                "D",
                c(4, 0),
                vec![lv("a", c(2, 3), 100, None), lv("b", c(2, 0), 100, Some(0))],
            )],
        };
        let f = one(&file);
        assert_eq!(
            f.site,
            Site::Level {
                dungeon: 0,
                level: 1
            }
        );
        assert_eq!(f.failure, Failure::BaseOutOfRange);
        assert_eq!(f.probability, p(2, 3));
        assert_eq!(
            f.example,
            "if \"D\" has 4 levels, \"a\" is on level 3, and \"b\", at (2, 0) from level 3, would be on level 5, outside the dungeon"
        );
    }

    #[test]
    fn two_levels_on_one_always_panic() {
        let file = DungeonFile {
            dungeons: vec![dungeon(
                "D",
                c(5, 0),
                vec![lv("a", c(3, 0), 100, None), lv("b", c(3, 0), 100, None)],
            )],
        };
        let proof = prove(&file);
        assert!(proof.always_panics());
        assert_eq!(proof.findings[0].failure, Failure::CannotPlace);
    }

    #[test]
    fn a_chain_to_a_level_left_out() {
        let file = DungeonFile {
            dungeons: vec![dungeon(
                "D",
                c(9, 0),
                vec![lv("a", c(2, 3), 30, None), lv("b", c(1, 0), 100, Some(0))],
            )],
        };
        let f = one(&file);
        assert_eq!(
            (f.site, f.failure),
            (
                Site::Level {
                    dungeon: 0,
                    level: 1
                },
                Failure::EmptyChain
            )
        );
        assert_eq!(f.probability, p(7, 10));
        assert!(
            f.example
                .starts_with("if \"D\" has 9 levels and \"a\" is not generated, "),
            "{}",
            f.example
        );
    }

    /// When "O" is skipped, "b"'s chain index lands on "b" itself, which
    /// holds 0 on its first turn: "b" then goes on level 1, which "a"
    /// took, and the search fails.
    #[test]
    fn a_chain_renumbered_onto_a_level_not_placed_yet() {
        let mut top = dungeon("T", c(5, 0), vec![]);
        for to in ["O", "D"] {
            top.branches.push(Branch {
                dest: to.as_bytes().to_vec(),
                place: c(2, 0),
                ..Default::default()
            });
        }
        let mut skipped = dungeon("O", c(3, 0), vec![lv("o", c(1, 0), 100, None)]);
        skipped.chance = 50;
        let file = DungeonFile {
            dungeons: vec![
                top,
                skipped,
                dungeon(
                    "D",
                    c(4, 0),
                    vec![lv("a", c(1, 0), 100, None), lv("b", c(1, 0), 100, Some(0))],
                ),
            ],
        };
        let proof = prove(&file);
        assert!(proof.complete, "{:?}", proof.limits);
        let f = one(&file);
        assert_eq!(
            (f.site, f.failure, f.probability.clone()),
            (Site::Dungeon(2), Failure::CannotPlace, p(1, 2))
        );
    }

    #[test]
    fn an_optional_dungeon_without_a_branch() {
        let mut other = dungeon("O", c(3, 0), vec![]);
        other.chance = 30;
        let file = DungeonFile {
            dungeons: vec![dungeon("D", c(9, 0), vec![]), other],
        };
        let f = one(&file);
        assert_eq!((f.site, f.failure), (Site::Dungeon(1), Failure::NoBranch));
        assert_eq!(f.probability, p(3, 10));
    }

    #[test]
    fn a_branch_outside_a_dungeon_of_random_size() {
        let mut top = dungeon("D", c(4, 4), vec![]);
        top.branches.push(Branch {
            dest: b"O".to_vec(),
            place: c(6, 0),
            ..Default::default()
        });
        let file = DungeonFile {
            dungeons: vec![top, dungeon("O", c(3, 0), vec![])],
        };
        let f = one(&file);
        assert_eq!(
            (f.site, f.failure),
            (
                Site::Branch {
                    dungeon: 0,
                    branch: 0
                },
                Failure::BaseOutOfRange
            )
        );
        // Sizes 4 and 5 of 4 to 7.
        assert_eq!(f.probability, p(1, 2));
        assert_eq!(
            f.example,
            "if \"D\" has 4 levels, the branch to \"O\" at (6, 0) falls outside it"
        );
    }

    /// Deeper than 63 levels (Hack'EM's MAXLEVEL is 64): the proof follows
    /// level 64, which a 64-bit set could not hold.
    #[test]
    fn a_dungeon_64_levels_deep() {
        let deep = |levels| DungeonFile {
            dungeons: vec![dungeon("D", c(64, 0), levels)],
        };
        let ok = deep(vec![
            lv("a", c(-1, 0), 100, None),
            lv("b", c(60, 5), 100, None),
        ]);
        let p = prove_with_limits(&ok, 64, 64);
        assert!(
            p.complete && p.never_panics(),
            "{:?} {:?}",
            p.limits,
            p.findings
        );
        // Both want level 64 only: every game fails to place them.
        let clash = deep(vec![
            lv("a", c(-1, 0), 100, None),
            lv("b", c(64, 0), 100, None),
        ]);
        let p = prove_with_limits(&clash, 64, 64);
        assert!(
            p.complete && p.always_panics(),
            "{:?} {:?}",
            p.limits,
            p.findings
        );
        // And a MAXLEVEL past what the proof follows is a limit, said.
        let p = prove_with_limits(&ok, 64, MAX_DEPTH + 1);
        assert_eq!(
            p.limits,
            vec![Limit::Depth {
                max_depth: MAX_DEPTH + 1
            }]
        );
    }

    /// A variant's look-ups by name: Hack'EM's game also looks up its
    /// caves, so a file with NetHack's four dungeons and not those panics
    /// in every Hack'EM game, and in no NetHack game.
    #[test]
    fn a_variants_own_look_ups() {
        let names = [
            "The Dungeons of Doom",
            "The Quest",
            "Sokoban",
            "The Gnomish Mines",
            "Vlad's Tower",
        ];
        let mut ds: Vec<Dungeon> = names.iter().map(|n| dungeon(n, c(5, 0), vec![])).collect();
        for n in &names[1..] {
            ds[0].branches.push(Branch {
                dest: n.as_bytes().to_vec(),
                place: c(2, 0),
                ..Default::default()
            });
        }
        let file = DungeonFile { dungeons: ds };
        assert!(prove_with(&file, ProofRules::NETHACK).never_panics());
        let hackem = ProofRules {
            looked_up: looked_up_dungeons(dgn_common::target::Variant::HackEm),
            ..ProofRules::NETHACK
        };
        let p = prove_with(&file, hackem);
        assert!(p.complete && p.always_panics(), "{:?}", p.findings);
        assert_eq!(p.findings[0].failure, Failure::MissingDungeon);
        assert!(
            p.findings[0].example.contains("The Wyrm Caves"),
            "{}",
            p.findings[0].example
        );
    }

    /// SLASH'EM's rules, for a port (no look-ups by name).
    const SLASHEM: ProofRules = ProofRules {
        back_branches: true,
        ledger_limit: Some(127),
        max_dungeons: 32,
        max_depth: 50,
        ..ProofRules::PORT
    };

    fn branch(dest: &str, place: Couple, chain: Option<usize>, entry: i32) -> Branch {
        Branch {
            dest: dest.as_bytes().to_vec(),
            place,
            chain,
            entry,
            ..Default::default()
        }
    }

    /// A SLASH'EM branch back to an earlier dungeon is placed once its
    /// dungeon's levels are: "B" has 3 or 4 levels and "x" lands on 2 or
    /// 3, so the branch back, one below "x", falls outside "B" in 1 game
    /// of 4 (3 levels, "x" on 3). NetHack never places it.
    #[test]
    fn a_branch_back_fails_one_game_in_four() {
        let mut a = dungeon("A", c(10, 0), vec![]);
        a.branches.push(branch("B", c(3, 0), None, 0));
        let mut b = dungeon("B", c(3, 2), vec![lv("x", c(2, 2), 100, None)]);
        b.branches.push(branch("A", c(1, 0), Some(0), 0));
        let file = DungeonFile {
            dungeons: vec![a, b],
        };
        let proof = prove_with(&file, SLASHEM);
        assert!(proof.complete, "{:?}", proof.limits);
        assert_eq!(proof.findings.len(), 1, "{:?}", proof.findings);
        let f = &proof.findings[0];
        assert_eq!(
            (f.site, f.failure),
            (
                Site::Branch {
                    dungeon: 1,
                    branch: 0
                },
                Failure::BaseOutOfRange
            )
        );
        assert_eq!(f.probability, p(1, 4));
        assert_eq!(
            f.example,
            "if \"B\" has 3 levels, \"x\" lands on level 3 and the branch back to \"A\" at (1, 0) falls outside it"
        );
        assert!(prove_with(&file, ProofRules::PORT).never_panics());
    }

    /// SLASH'EM lands a branch on its entry level only when the branch
    /// record at the destination dungeon's number has a positive one: the
    /// branch into "F" with 3 lands on "knox" (level 3) when the record
    /// after it (the branch to "G") has a positive entry, and on level 1,
    /// where no branch ends on "knox", when it has none.
    #[test]
    fn the_entry_level_test_reads_the_record_at_the_dungeons_number() {
        let file = |second: i32| {
            let mut d = dungeon("D", c(10, 0), vec![]);
            d.branches.push(branch("F", c(2, 0), None, 3));
            d.branches.push(branch("G", c(4, 0), None, second));
            let f = dungeon("F", c(5, 0), vec![lv("knox", c(3, 0), 100, None)]);
            let g = dungeon("G", c(3, 0), vec![]);
            DungeonFile {
                dungeons: vec![d, f, g],
            }
        };
        assert!(prove_with(&file(2), SLASHEM).never_panics());
        let proof = prove_with(&file(0), SLASHEM);
        assert!(proof.complete && proof.always_panics());
        assert_eq!(proof.findings[0].failure, Failure::KnoxWithoutBranch);
        // NetHack's entry level is the dungeon's (1 here).
        assert!(prove_with(&file(2), ProofRules::PORT).always_panics());
        // Without the branch to "G", the record is not read yet when "F"
        // is entered: where its branch lands is not known.
        let mut lone = file(2);
        lone.dungeons[0].branches.pop();
        lone.dungeons.pop();
        let proof = prove_with(&lone, SLASHEM);
        assert_eq!(proof.limits, vec![Limit::UnwrittenRecord]);
    }

    /// SLASH'EM's ledger check is not followed: the proof says so when
    /// the dungeons up to one may pass 127 levels.
    #[test]
    fn the_ledger_check_is_a_limit() {
        let mut d = dungeon("D", c(50, 0), vec![]);
        d.branches.push(branch("E", c(2, 0), None, 0));
        d.branches.push(branch("F", c(3, 0), None, 0));
        let file = |last: i16| DungeonFile {
            dungeons: vec![
                d.clone(),
                dungeon("E", c(50, 0), vec![]),
                dungeon("F", c(last, 0), vec![]),
            ],
        };
        let proof = prove_with(&file(30), SLASHEM);
        assert_eq!(proof.limits, vec![Limit::Ledger { max: 127 }]);
        assert!(prove_with(&file(27), SLASHEM).complete);
    }

    #[test]
    fn knox_in_the_first_dungeon() {
        let file = DungeonFile {
            dungeons: vec![dungeon("D", c(3, 0), vec![lv("knox", c(1, 0), 100, None)])],
        };
        let f = one(&file);
        assert_eq!(f.failure, Failure::KnoxWithoutBranch);
        assert!(f.probability.is_one());
    }

    #[test]
    fn too_many_dungeons() {
        let file = DungeonFile {
            dungeons: (0..16)
                .map(|i| dungeon(&format!("D{i}"), c(2, 0), vec![]))
                .collect(),
        };
        let f = one(&file);
        assert_eq!((f.site, f.failure), (Site::File, Failure::TooManyDungeons));
    }

    #[test]
    fn hardwired_dungeons_count_for_nethack_and_for_ports_when_all_are_defined() {
        let mut ds: Vec<Dungeon> = vec![dungeon("The Dungeons of Doom", c(9, 0), vec![])];
        for (i, name) in HARDWIRED_DUNGEONS.iter().enumerate() {
            ds[0].branches.push(Branch {
                dest: name.as_bytes().to_vec(),
                place: c(i as i16 + 2, 0),
                ..Default::default()
            });
            ds.push(dungeon(name, c(2, 0), vec![]));
        }
        ds[4].chance = 75;
        let ds_all = ds.clone();
        let file = DungeonFile {
            dungeons: ds.clone(),
        };
        let f = one(&file);
        assert_eq!(
            (f.site, f.failure),
            (Site::Dungeon(4), Failure::MissingDungeon)
        );
        assert_eq!(f.probability, p(1, 4));
        ds.pop();
        ds[0].branches.pop();
        let file = DungeonFile { dungeons: ds };
        // For a port, three of the four say nothing; NetHack itself always
        // looks up the fourth.
        assert!(prove(&file).never_panics());
        let proof = super::prove(&file);
        assert!(proof.complete && proof.always_panics());
        let f = proof.findings[0].clone();
        assert_eq!((f.site, f.failure), (Site::File, Failure::MissingDungeon));
        assert!(f.probability.is_one());
        assert_eq!(
            f.example,
            "NetHack looks up \"Vlad's Tower\" by name, and the file does not define it"
        );
        // A game that looks up other names: the look-ups are left out,
        // for NetHack's rule and a port's alike.
        for rules in [ProofRules::NETHACK, ProofRules::PORT] {
            let skip = ProofRules {
                skip_look_ups: true,
                ..rules
            };
            assert!(prove_with(&file, skip).never_panics());
            assert!(prove_with(
                &DungeonFile {
                    dungeons: ds_all.clone()
                },
                skip
            )
            .never_panics());
        }
    }

    #[test]
    fn probabilities_in_words() {
        assert_eq!(describe_probability(&p(1, 1)), "1 (every game)");
        assert_eq!(describe_probability(&p(3, 25)), "3/25 (12%)");
        assert_eq!(describe_probability(&p(1, 24)), "1/24 (about 4.17%)");
        assert_eq!(describe_probability(&p(1, 3)), "1/3 (about 33.33%)");
        assert_eq!(
            describe_probability(&p(1, 1_000_000)),
            "1/1000000 (< 0.01%)"
        );
        assert_eq!(
            describe_probability(&p(999_999, 1_000_000)),
            "999999/1000000 (> 99.99%)"
        );
    }
}
