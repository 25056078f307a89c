// A semantic error with a related location and a note, and a string the
// dungeon language cannot hold.
static D: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
    DUNGEON: "Doom" "D" (25, 5)
    LEVEL: "oracle" "O" @ (5, 5)
    LEVEL: "oracle" "P" @ (6, 5)
    LEVEL: "a name far too long for its field" "none" @ (7, 0)
    LEVEL: "say \"hi\"" "none" @ (8, 0)
};

fn main() {}
