//! A `#![no_std]` library that builds a dungeon table with `dungeon!` and
//! reads it in `const` context. It is a workspace member, so `cargo build`
//! and `cargo test` of the workspace prove that `dgn-types` and the code the
//! macro generates need nothing from `std`.
#![no_std]

use dgn_types::{Alignment, BranchKind, Dungeon};

/// A small dungeon description compiled at build time.
pub static DUNGEONS: &[Dungeon] = dgn_macros::dungeon! {
    DUNGEON: "The Dungeons of Doom" "D" (25, 5)
    ALIGNMENT: unaligned
    BRANCH: "Vlad's Tower" @ (9, 5) portal
    LEVEL: "rogue" "R" @ (15, 4)
    LEVEL: "oracle" "O" @ (5, 5)
    LEVALIGN: neutral
    CHAINLEVEL: "bigrm" "B" "oracle" + (5, 3)

    DUNGEON: "Vlad's Tower" "T" (3, 0)
    ALIGNMENT: chaotic
    ENTRY: -1
    LEVEL: "tower1" "none" @ (1, 0)
};

/// The same table as a `const`, read in const context.
pub const TABLE: &[Dungeon] = dgn_macros::dungeon!(file = "../../examples/dungeon.def");

/// Depth of the first dungeon, computed at compile time.
pub const FIRST_DEPTH: i16 = DUNGEONS_CONST[0].depth.base;
const DUNGEONS_CONST: &[Dungeon] = dgn_macros::dungeon! {
    DUNGEON: "A" "a" (7, 0)
};

/// Number of portal branches in [`DUNGEONS`].
pub fn portals() -> usize {
    DUNGEONS
        .iter()
        .flat_map(|d| d.branches)
        .filter(|b| b.kind == BranchKind::Portal)
        .count()
}

/// Alignment of the Oracle level.
pub fn oracle_alignment() -> Alignment {
    DUNGEONS[0].levels[1].flags.align
}
