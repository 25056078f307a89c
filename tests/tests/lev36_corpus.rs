//! Conformance: NetHack 3.6.7's own `.des` files compile to exactly the
//! `.lev` files the original C lev_comp wrote.

use dgn_core::{lev36, Render, SourceFile, Target};
use dgn_tests::corpus_set;
use std::collections::BTreeMap;

#[test]
fn nethack_367_levels_are_byte_identical() {
    let Some(dir) = corpus_set("nethack-3.6.7") else {
        return;
    };
    let target = Target::nethack_367();
    let mut produced: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    let mut failures = Vec::new();
    let des = dgn_tests::des_files(&dir);
    assert_eq!(des.len(), 24, "the corpus has 24 .des files");
    for path in &des {
        let src = SourceFile::new(path.display().to_string(), std::fs::read(path).unwrap());
        let out = lev36::compile(&src, &target, &Default::default());
        let Some(levels) = out.levels else {
            failures.push(format!(
                "{} does not compile:\n{}",
                path.display(),
                out.diagnostics
                    .iter()
                    .map(|d| d.render(&src, false))
                    .collect::<String>()
            ));
            continue;
        };
        for (name, level) in levels {
            let bytes = lev36::write(&level, &target).unwrap();
            produced.insert(format!("{}.lev", String::from_utf8_lossy(&name)), bytes);
        }
    }
    let mut expected: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    for e in std::fs::read_dir(dir.join("expected")).unwrap() {
        let p = e.unwrap().path();
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        if name != "dungeon" {
            expected.insert(name, std::fs::read(&p).unwrap());
        }
    }
    assert_eq!(expected.len(), 120);
    let mut identical = 0;
    for (name, want) in &expected {
        match produced.get(name) {
            None => failures.push(format!("{name}: not produced")),
            Some(got) if got == want => identical += 1,
            Some(got) => {
                let at = got
                    .iter()
                    .zip(want)
                    .position(|(a, b)| a != b)
                    .unwrap_or(got.len().min(want.len()));
                failures.push(format!(
                    "{name}: differs at byte {at} (got {} bytes, expected {})",
                    got.len(),
                    want.len()
                ));
            }
        }
    }
    for name in produced.keys() {
        if !expected.contains_key(name) {
            failures.push(format!("{name}: produced but not expected"));
        }
    }
    eprintln!(
        "{identical} of {} .lev files are byte-identical",
        expected.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(identical, 120);
}
