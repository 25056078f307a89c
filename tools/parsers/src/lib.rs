//! The parsers lalrpop generates from dgn's `.lalrpop` grammars are
//! committed next to them, so that building dgn never runs (or compiles)
//! lalrpop. This crate regenerates them (`cargo run -p dgn-parsers`) and its
//! test fails when a committed parser is stale.

use std::path::{Path, PathBuf};

/// The source directories of the crates that hold grammars.
pub fn grammar_crates() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    ["dgn-dungeon", "dgn-lev", "dgn-lev36", "dgn-lev35"]
        .iter()
        .map(|c| root.join(c).join("src"))
        .collect()
}

fn grammars(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("source directory is readable") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            grammars(&path, out);
        } else if path.extension().is_some_and(|e| e == "lalrpop") {
            out.push(path);
        }
    }
}

/// Generates every parser into a temporary directory and returns, for each
/// grammar, the path of its committed parser and the freshly generated text.
pub fn generate() -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    for src in grammar_crates() {
        let tmp = tempfile::tempdir().expect("temporary directory");
        lalrpop::Configuration::new()
            .set_in_dir(&src)
            .set_out_dir(tmp.path())
            .emit_comments(false)
            .emit_whitespace(false)
            .force_build(true)
            .log_quiet()
            .process()
            .expect("lalrpop accepts every grammar");
        let mut found = Vec::new();
        grammars(&src, &mut found);
        for g in found {
            let rel = g
                .strip_prefix(&src)
                .expect("under src")
                .with_extension("rs");
            let fresh = std::fs::read(tmp.path().join(&rel)).expect("generated parser");
            out.push((src.join(rel), fresh));
        }
    }
    out
}
