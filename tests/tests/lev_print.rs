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

/// Compiles source text that must compile, returning its named levels.
fn compile_ok(name: &str, text: &[u8], target: &Target) -> Vec<(String, lev::model::Level)> {
    let src = SourceFile::new(name, text.to_vec());
    let c = lev::compile(&src, target, &Options::default());
    match c.levels {
        Some(levels) => levels,
        None => panic!(
            "{name} does not compile:\n{}\n--- source ---\n{}",
            c.diagnostics
                .iter()
                .map(|d| d.short(&src))
                .collect::<Vec<_>>()
                .join("\n"),
            String::from_utf8_lossy(text)
        ),
    }
}

/// Source → binary → model → source → binary, for every level of a file;
/// the printed source also gives back the very same model.
fn source_round_trip(file: &Path, target: &Target) -> usize {
    let text = fs::read(file).expect("readable");
    let shown = file.display().to_string();
    let levels = compile_ok(&shown, &text, target);
    for (name, level) in &levels {
        let bytes = write(level, target).expect("writes");
        let decoded = decode(&bytes, target).expect("decodes");
        let printed = print(&decoded, name, target).expect("prints");
        let again = compile_ok(name, &printed, target);
        assert_eq!(again.len(), 1, "{shown}: {name}");
        assert_eq!(&again[0].0, name);
        assert!(
            write(&again[0].1, target).expect("writes") == bytes,
            "{shown}: level {name} changed through its printed source:\n{}",
            String::from_utf8_lossy(&printed)
        );
        let direct = print(level, name, target).expect("prints");
        let from_direct = compile_ok(name, &direct, target);
        assert_eq!(
            &from_direct[0].1, level,
            "{shown}: level {name}: the printed source gives another model"
        );
    }
    levels.len()
}

#[test]
fn corpus_sources_survive_printing() {
    let Some(set) = dgn_tests::corpus_set("nethack-3.4.3") else {
        return;
    };
    let target = Target::nethack_343();
    let mut levels = 0;
    for file in files_in(&set.join("dat"), "des") {
        levels += source_round_trip(&file, &target);
    }
    assert_eq!(levels, 113);
}

#[test]
fn example_levels_survive_printing() {
    let file = dgn_tests::workspace_root().join("examples/levels.des");
    assert!(source_round_trip(&file, &Target::nethack_343()) > 0);
}
