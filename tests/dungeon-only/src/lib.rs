//! A crate that uses `dungeon!` for a dungeon description alone and
//! depends on `dgn-macros` without its `levels` feature, as the README
//! suggests for such crates: the two level languages stay out of its build.

/// A small dungeon.
pub static DUNGEONS: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
    DUNGEON: "The Dungeons of Doom" "D" (25, 5)
    LEVEL: "oracle" "O" @ (5, 5)
};

/// A special level, which this crate cannot compile without the feature.
#[cfg(feature = "des-without-levels")]
pub static LEVELS: &[dgn_types::lev343::Level] = dgn_macros::dungeon!(
    des = r#"
MAZE: "tiny", ' '
NOMAP
"#
);

#[cfg(test)]
mod tests {
    #[test]
    fn the_dungeon_compiles() {
        assert_eq!(super::DUNGEONS[0].name, "The Dungeons of Doom");
        assert_eq!(super::DUNGEONS[0].levels[0].name, "oracle");
    }
}
