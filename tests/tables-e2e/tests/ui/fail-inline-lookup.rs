// A description for a port that defines all four dungeons NetHack's code
// looks up by name follows NetHack's rule: a game in which one of them is
// not generated panics at its start, a warning with its probability
// (denied here so that it shows).
#![deny(deprecated)]

static HALF: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
    DUNGEON: "Doom" "D" (10, 0)
    BRANCH: "The Gnomish Mines" @ (2, 0)
    BRANCH: "Sokoban" @ (3, 0) up
    BRANCH: "The Quest" @ (4, 0) portal
    BRANCH: "Vlad's Tower" @ (5, 0) portal
    DUNGEON: "The Gnomish Mines" "M" (4, 0)
    DUNGEON: "Sokoban" "none" (2, 0)
    DUNGEON: "The Quest" "Q" (3, 0) 50
    DUNGEON: "Vlad's Tower" "T" (2, 0)
};

fn main() {}
