// Two syntax errors and an unknown word: all three are reported, each at
// its token, and the table still has its type (no follow-up errors).
static D: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
    DUNGEON: "Doom" "D" (25 5)
    LEVLE: "oracle" "O" @ (5, 5)
    BRANCH: "Mines" @ 2
};

fn main() {
    let _: usize = D.len();
}
