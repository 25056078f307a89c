//! A user crate that embeds a small dungeon with `dungeon!`.

pub static DUNGEONS: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
    DUNGEON: "The Dungeons of Doom" "D" (25, 5)
    LEVEL: "oracle" "O" @ (5, 5)
};
