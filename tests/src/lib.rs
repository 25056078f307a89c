//! Shared helpers for dgn's integration tests.
//!
//! The conformance corpus (NetHack's own `dat/` inputs and the outputs of the
//! original C tools) is not part of this repository. Tests look for it in
//! `../shared/corpus` beside the checkout, or wherever the `DGN_CORPUS`
//! environment variable points, and skip with a message when it is absent.

use std::path::{Path, PathBuf};

/// Root of the workspace.
pub fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests crate lives in the workspace")
        .to_path_buf()
}

/// The corpus directory, if present: `$DGN_CORPUS`, else `../shared/corpus`.
pub fn corpus_dir() -> Option<PathBuf> {
    let dir = match std::env::var_os("DGN_CORPUS") {
        Some(d) => PathBuf::from(d),
        None => workspace_root().join("../shared/corpus"),
    };
    dir.is_dir().then_some(dir)
}

/// The corpus set of one release (`nethack-3.4.3`), or `None` after printing
/// why the calling test is skipped.
pub fn corpus_set(name: &str) -> Option<PathBuf> {
    match corpus_dir() {
        Some(d) if d.join(name).is_dir() => Some(d.join(name)),
        _ => {
            eprintln!(
                "skipped: conformance corpus `{name}` not found (looked in $DGN_CORPUS or ../shared/corpus)"
            );
            None
        }
    }
}

/// The `.des` files of a corpus set's `dat/` directory, sorted by name.
pub fn des_files(set: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(set.join("dat"))
        .expect("the corpus set has a dat directory")
        .map(|e| e.expect("a readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "des"))
        .collect();
    files.sort();
    files
}

/// Small NetHack 3.7 level scripts and the questions the tests ask of
/// their pictures.
pub mod lua_level {
    use dgn_core::lev::model::Terrain;
    use dgn_core::preview::LevelPreview;

    /// A level of solid rock, flagged a maze level that is never flipped.
    pub const HEAD: &str = "des.level_init({ style = \"solidfill\", fg = \" \" })\n\
    des.level_flags(\"mazelevel\", \"noflip\")\n";

    /// A 5 × 2 room whose floor is columns 2..6, rows 4..5 of the level.
    pub const ROOM: &str = "des.map({ halign = \"left\", valign = \"top\", map = [[\n\
    -------\n|.....|\n|.....|\n-------]] })\n";

    /// The terrain the picture calls certain at a square (`None`: not
    /// certain, or rock).
    pub fn certain(p: &LevelPreview, x: usize, y: usize) -> Option<Terrain> {
        let c = p.cell(x, y).expect("on the screen");
        if c.example {
            None
        } else {
            c.terrain
        }
    }
}

/// Asserts that no two entries of a picture's legend read alike (two looks
/// of one thing, such as open doors in horizontal and vertical walls, are
/// told apart by their words) and that the SVG picture draws every entry.
pub fn legend_reads_once(pv: &dgn_core::preview::LevelPreview, name: &str) {
    let legend = pv.legend();
    let mut texts: Vec<&str> = legend.iter().map(|e| e.text.as_str()).collect();
    texts.sort_unstable();
    let twice: Vec<&str> = texts
        .windows(2)
        .filter(|w| w[0] == w[1])
        .map(|w| w[0])
        .collect();
    assert!(
        twice.is_empty(),
        "{name}: legend entries {twice:?} read alike"
    );
    let svg = pv.svg();
    for e in &legend {
        // Text content escapes `&`, `<` and `>` only.
        let escaped = e
            .text
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;");
        assert!(
            svg.contains(&format!(">{escaped}<")),
            "{name}: legend entry {:?} not drawn",
            e.text
        );
    }
}
