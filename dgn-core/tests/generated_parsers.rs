//! The parsers lalrpop generates from the `.lalrpop` grammars are committed
//! next to them, so that building dgn never runs (or compiles) lalrpop. This
//! test regenerates every parser and fails when a committed one is stale.
//!
//! After editing a grammar, refresh the committed parsers with:
//!
//! ```text
//! DGN_REGENERATE_PARSERS=1 cargo test -p dgn-core --test generated_parsers
//! ```

use std::path::{Path, PathBuf};

fn grammars(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            grammars(&path, out);
        } else if path.extension().is_some_and(|e| e == "lalrpop") {
            out.push(path);
        }
    }
}

#[test]
fn committed_parsers_match_their_grammars() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let tmp = tempfile::tempdir().unwrap();
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
    assert!(!found.is_empty());
    let regenerate = std::env::var_os("DGN_REGENERATE_PARSERS").is_some();
    let mut stale = Vec::new();
    for grammar in found {
        let rel = grammar.strip_prefix(&src).unwrap().with_extension("rs");
        let fresh = std::fs::read(tmp.path().join(&rel)).unwrap();
        let committed_path = src.join(&rel);
        if std::fs::read(&committed_path).ok().as_ref() != Some(&fresh) {
            if regenerate {
                std::fs::write(&committed_path, &fresh).unwrap();
            } else {
                stale.push(rel.display().to_string());
            }
        }
    }
    assert!(
        stale.is_empty(),
        "committed parsers are stale: {stale:?}; run DGN_REGENERATE_PARSERS=1 cargo test -p dgn-core --test generated_parsers"
    );
}
