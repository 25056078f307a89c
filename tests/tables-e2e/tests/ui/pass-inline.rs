// Every construct of the language written inline, with a warning that must
// not fail the build (#![deny(warnings)] is not used on purpose).
use dgn_types::{Alignment, BranchKind, Dungeon};

static D: &[Dungeon] = dgn_macros::dungeon! {
    // comments are Rust comments
    DUNGEON: "The Dungeons of Doom" "D" (25, 5)
    ALIGNMENT: unaligned
    BRANCH: "Mines" @ (2, 3)
    %REINCARNATION LEVEL: "rogue" "R" @ (15, 4)
    LEVEL: "oracle" "O" @ (5, 5)
    LEVALIGN: neutral
    CHAINBRANCH: "Sokoban" "oracle" + (1, 0) up
    RNDLEVEL: "bigrm" "B" @ (10, 3) 40 5
    LEVEL: "castle" "none" @ (-1, 0)
    CHAINBRANCH: "Gehennom" "castle" + (0, 0) no_down
    BRANCH: "Planes" @ (1, 0) no_down up

    DUNGEON: "Mines" "M" (8, 2)
    DESCRIPTION: mazelike
    RNDLEVEL: "minetn" "T" @ (3, 2) 7
    LEVELDESC: town
    DUNGEON: b"Sokoban" "none" (4, 0)
    ENTRY: -1
    DUNGEON: "Gehennom" "G" (20, 5)
    DESCRIPTION: hellish
    PROTOFILE: "hell"
    DUNGEON: "Planes" "E" (6, 0)
    ENTRY: -2
    DUNGEON: "Unused" "U" (2, 0) 50 // warning: no branch leads here (half the games panic)
};

const EXAMPLE: &[Dungeon] = dgn_macros::dungeon!(file = "../../../../examples/dungeon.def");

mod reexport {
    pub use dgn_types::*;
}

// Options before `;`, a re-exported types path, a non-UTF-8 name.
const OPTIONS: &[reexport::Dungeon] = dgn_macros::dungeon! {
    target = "nethack-3.6.7", undefine = "REINCARNATION", types = crate::reexport;
    DUNGEON: b"\x83n" "D" (3, 0)
    %REINCARNATION LEVEL: "rogue" "R" @ (2, 0)
    LEVEL: r"last" "none" @ (-1, 0)
};

fn main() {
    assert_eq!(OPTIONS[0].name_bytes, b"\x83n");
    assert_eq!(OPTIONS[0].name, "\u{fffd}n");
    assert_eq!(OPTIONS[0].levels.len(), 1);
    assert_eq!(OPTIONS[0].levels[0].place.base, -1);
    assert_eq!(D[0].levels[0].name, "rogue");
    assert_eq!(D[0].levels[1].flags.align, Alignment::Neutral);
    assert_eq!(D[0].branches[2].kind, BranchKind::NoDown);
    assert!(D[1].levels[0].flags.town);
    assert_eq!(D[4].entry, -2);
    assert_eq!(D[5].name, "Unused");
    assert_eq!(EXAMPLE.len(), 7);
}
