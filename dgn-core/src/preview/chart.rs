//! Charts of dungeons.

use crate::dgn::model::DungeonFile;

/// The chart of a dungeon description as an SVG document.
pub fn svg(_file: &DungeonFile) -> String {
    String::new()
}
