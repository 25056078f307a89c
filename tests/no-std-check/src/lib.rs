//! A `#![no_std]` library that builds a dungeon table with `dungeon!` and
//! reads it in `const` context. It is a workspace member, so `cargo build`
//! and `cargo test` of the workspace prove that `dgn-types` and the code the
//! macro generates need nothing from `std`.
//!
//! It also includes the module build-support wrote in `build.rs` with a
//! plain `include!`: that module needs nothing but `dgn-types` and `core`,
//! and the tables a program leaves unused raise no warning (the lints are
//! errors here).
#![no_std]

/// The module build-support generated from `examples/dungeon.def` and
/// `examples/levels.des`.
#[deny(unused)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/dgn_tables.rs"));
}

/// A level of the generated module, found by name.
pub fn generated_level(name: &str) -> Option<&'static dgn_types::lev343::Level> {
    generated::LEVEL_INDEX.level(name)
}

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

/// Special levels of both dialects, compiled at build time.
pub static LEVELS: &[dgn_types::lev343::Level] =
    dgn_macros::dungeon!(file = "../../examples/levels.des");

/// A 3.6 level program.
pub static PROGRAM: &[dgn_types::lev36::Level] = dgn_macros::dungeon!(
    file = "../../examples/levels36.des",
    target = "nethack-3.6.7"
);

/// A small level from a string, read in const context.
const TINY: &[dgn_types::lev343::Level] =
    dgn_macros::dungeon!(des = "MAZE: \"tiny\", ' '\nNOMAP\n");

/// Whether the tiny level is a maze level, computed at compile time.
pub const TINY_IS_MAZE: bool = TINY[0].maze().is_some();

/// The terrain at a spot of the first example level's map.
pub fn tidepool_terrain(x: usize, y: usize) -> Option<dgn_types::lev343::Terrain> {
    LEVELS[0].maze()?.parts.first()?.map.terrain(x, y)
}

/// Number of opcodes of the 3.6 example level.
pub fn program_len() -> usize {
    PROGRAM[0].code.len()
}
