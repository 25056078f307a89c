// Tables for a Rust port need not hold the dungeons NetHack's code looks up
// by name: without a NetHack target, a description that leaves them all out
// is proven silently (a warning would fail this case).
#![deny(deprecated)]

static PORT: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
    DUNGEON: "The Sunken Halls" "S" (6, 0)
    BRANCH: "The Salt Caves" @ (2, 0)
    DUNGEON: "The Salt Caves" "C" (3, 0)
};

fn main() {
    assert_eq!(PORT.len(), 2);
}
