// Unknown target and unknown option.
static A: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
    target = "nethack-3.6";
    DUNGEON: "Doom" "D" (25, 5)
};
static B: &[dgn_types::Dungeon] = dgn_macros::dungeon!(fiel = "x.def");

fn main() {}
