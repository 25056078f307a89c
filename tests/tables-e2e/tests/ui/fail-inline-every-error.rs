// Every error in one run: a dungeon name too long for the format's 24
// bytes does not hide the placement proof, which reads the name cut to
// fit and finds a level outside its dungeon.

static BOTH: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
    DUNGEON: "The Dungeons of Doom and Despair" "D" (5, 0)
    LEVEL: "oracle" "O" @ (9, 0)
};

fn main() {}
