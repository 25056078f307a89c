//! Tables of NetHack 3.4.3's `dungeon.def` (or, without the conformance
//! corpus, of `examples/dungeon.def`) made twice: by `build-support` in
//! `build.rs` and by the `dungeon!` macro on the same file.

use dgn_types::Dungeon;

dgn_types::include_tables!();

/// The directory where `build.rs` wrote the NetHack binaries.
pub const BINARY_DIR: &str = concat!(env!("OUT_DIR"), "/nethack");

/// True when the tables come from the conformance corpus.
pub const FROM_CORPUS: bool = cfg!(dgn_corpus);

/// The same description compiled by the proc macro (file form).
#[cfg(dgn_corpus)]
pub static FROM_MACRO: &[Dungeon] = dgn_macros::dungeon!(
    file = "../../../shared/corpus/nethack-3.4.3/dat/dungeon.def",
    target = "nethack-3.4.3",
);

/// The same description compiled by the proc macro (file form).
#[cfg(not(dgn_corpus))]
pub static FROM_MACRO: &[Dungeon] = dgn_macros::dungeon!(
    file = "../../examples/dungeon.def",
    target = "nethack-3.4.3",
);
