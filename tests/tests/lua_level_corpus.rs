//! NetHack 3.7's own level files (`../shared/corpus/nethack-3.7/dat`): each
//! runs without an error on every default seed, and the pictures of the
//! fixed levels are the ones the game builds.

use dgn_core::SourceFile;
use dgn_lua::{check, preview, LuaLevelOptions};
use dgn_tests::corpus_set;
use std::path::PathBuf;

/// Files of the data folder that are not level scripts.
const NOT_LEVELS: &[&str] = &[
    "dungeon.lua",
    "nhcore.lua",
    "nhlib.lua",
    "quest.lua",
    "themerms.lua",
];

fn level_files() -> Option<Vec<PathBuf>> {
    let dir = corpus_set("nethack-3.7")?.join("dat");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the corpus set has a dat directory")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "lua"))
        .filter(|p| !NOT_LEVELS.contains(&p.file_name().unwrap().to_str().unwrap()))
        .collect();
    files.sort();
    Some(files)
}

fn source(path: &PathBuf) -> SourceFile {
    // The file's name only, so that snapshots do not depend on where the
    // corpus is.
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    SourceFile::new(name, std::fs::read(path).expect("readable"))
}

#[test]
fn every_37_level_runs_without_errors() {
    let Some(files) = level_files() else {
        return;
    };
    assert!(files.len() >= 120, "{} level files", files.len());
    let mut bad = Vec::new();
    for f in &files {
        let src = source(f);
        let report = check(&src, &LuaLevelOptions::default());
        if report.has_errors() {
            bad.push(
                report
                    .diagnostics
                    .iter()
                    .map(|d| d.short(&src))
                    .collect::<Vec<_>>()
                    .join("\n"),
            );
        }
        assert_eq!(report.runs.len(), 8);
        // The picture's legend names each look of a thing once.
        let name = src.name().to_string();
        dgn_tests::legend_reads_once(&dgn_lua::picture(&src, &report), &name);
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn text_previews_of_37_levels() {
    let Some(files) = level_files() else {
        return;
    };
    for name in ["castle", "oracle", "soko1-1", "medusa-1", "minefill"] {
        let path = files
            .iter()
            .find(|p| p.file_stem().unwrap() == name)
            .expect("in the corpus");
        let p = preview(&source(path), &LuaLevelOptions::default()).expect("no errors");
        insta::assert_snapshot!(format!("lua_level_preview_{name}"), p.text(false));
    }
}

// The castle as the game builds it (NetHack 3.7's own code, any seed):
// the moat from column 9, the fortress wall from column 10, the
// drawbridge at (14, 11), the throne at (45, 11), secret doors (drawn as
// wall) at (55, 8) and (57, 8).
#[test]
fn the_37_castle_is_drawn_where_the_game_puts_it() {
    let Some(files) = level_files() else {
        return;
    };
    let path = files
        .iter()
        .find(|p| p.file_stem().unwrap() == "castle")
        .unwrap();
    let p = preview(&source(path), &LuaLevelOptions::default()).expect("no errors");
    let ch = |x, y| p.shown(x, y).map(|g| g.ch);
    assert_eq!(ch(14, 11), Some('#'));
    assert_eq!(ch(10, 4), Some('-'));
    assert_eq!(ch(9, 4), Some('}'));
    assert_eq!(ch(45, 11), Some('\\'));
    assert_eq!(ch(55, 8), Some('|'));
    assert!(p
        .marks
        .iter()
        .any(|m| m.title.starts_with("DRAWBRIDGE: closed, east")));
    assert!(p.svg().starts_with("<svg"));
}

#[test]
fn every_37_picture_renders() {
    let Some(files) = level_files() else {
        return;
    };
    for f in files.iter().step_by(7) {
        let p = preview(&source(f), &LuaLevelOptions::default()).expect("no errors");
        let svg = p.svg();
        assert!(
            svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"),
            "{}",
            f.display()
        );
        assert_eq!(p.cells.len(), 80 * 21);
    }
}
