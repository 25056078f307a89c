// A misspelt branch target: the error is at the branch's name, where the
// typo is. A warning reads as a rustc warning with the dgn warning's text
// (the error makes the case fail, so that the warning is shown too).
static MISSPELT: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
    DUNGEON: "The Dungeons of Doom" "D" (25, 5)
    BRANCH: "The Gnomish Mnies" @ (2, 3)

    DUNGEON: "The Gnomish Mines" "M" (8, 2)
};

static WARNS: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
    DUNGEON: "The Dungeons of Doom" "D" (25, 5)
    BRANCH: "Nowhere" @ (2, 3)
    LEVEL: "oracle" "O" @ (5, 5)
    LEVEL: "oracle" "O" @ (6, 5)
};

fn main() {
    let _ = (MISSPELT, WARNS);
}
