// The start of a game, proven for every roll of the dice: an error where
// every game panics, a warning with its exact probability where some do,
// each at the level, branch or dungeon concerned.
static NEVER: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
    DUNGEON: "Sokoban" "none" (4, 0)
    LEVEL: "soko1" "none" @ (1, 0)
    LEVEL: "soko2" "none" @ (1, 0)
};

static SOMETIMES: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
    DUNGEON: "Doom" "D" (6, 2)
    BRANCH: "Mines" @ (2, 3)
    LEVEL: "oracle" "O" @ (3, 2)
    DUNGEON: "Mines" "M" (8, 2)
    LEVEL: "minetn" "T" @ (3, 2)
    LEVEL: "minend" "E" @ (-1, 0)
    LEVEL: "deep" "none" @ (8, 0)
};

fn main() {}
