//! `.des` files converted to NetHack 3.7 Lua: a golden output for every
//! level of both corpus sets (3.6.7 and 3.4.3), every output parsed by Lua 5.4's own compiler, and
//! the same bytes on every run.

use dgn_core::to_lua::{self, LuaLevel};
use dgn_core::{Render, SourceFile, Target};
use dgn_tests::{corpus_set, des_files};

/// Every level of a corpus set, converted, with each file's warnings in
/// their short form.
fn convert_set(set: &str, target: &Target) -> Option<(Vec<LuaLevel>, String)> {
    let dir = corpus_set(set)?;
    let mut levels = Vec::new();
    let mut warnings = String::new();
    for path in des_files(&dir) {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let src = SourceFile::new(name, std::fs::read(&path).unwrap());
        let out = to_lua::convert(&src, target, &Default::default());
        for d in &out.diagnostics {
            warnings.push_str(&d.short(&src));
            warnings.push('\n');
        }
        let Some(ls) = out.levels else {
            let all: Vec<String> = out
                .diagnostics
                .iter()
                .map(|d| d.render(&src, false))
                .collect();
            panic!("{} does not convert:\n{}", path.display(), all.join("\n"));
        };
        levels.extend(ls);
    }
    Some((levels, warnings))
}

#[test]
fn every_36_level_has_its_golden_lua() {
    let Some((levels, warnings)) = convert_set("nethack-3.6.7", &Target::nethack_367()) else {
        return;
    };
    assert_eq!(levels.len(), 120);
    for l in &levels {
        insta::assert_snapshot!(
            format!("v36_{}", l.name),
            String::from_utf8(l.text.clone()).expect("the corpus is ASCII")
        );
    }
    insta::assert_snapshot!("v36_warnings", warnings);
}

#[test]
fn every_343_level_has_its_golden_lua() {
    let Some((levels, warnings)) = convert_set("nethack-3.4.3", &Target::nethack_343()) else {
        return;
    };
    assert_eq!(levels.len(), 113);
    for l in &levels {
        insta::assert_snapshot!(
            format!("v343_{}", l.name),
            String::from_utf8(l.text.clone()).expect("the corpus is ASCII")
        );
    }
    insta::assert_snapshot!("v343_warnings", warnings);
}

#[test]
fn conversion_is_deterministic() {
    let Some((a, _)) = convert_set("nethack-3.6.7", &Target::nethack_367()) else {
        return;
    };
    let (b, _) = convert_set("nethack-3.6.7", &Target::nethack_367()).unwrap();
    assert_eq!(a, b);
    let (a, _) = convert_set("nethack-3.4.3", &Target::nethack_343()).unwrap();
    let (b, _) = convert_set("nethack-3.4.3", &Target::nethack_343()).unwrap();
    assert_eq!(a, b);
}

/// Every converted level parses as Lua 5.4 (`luac5.4 -p`), when Debian's
/// `lua5.4` is installed (`.ci/run` installs it).
#[test]
fn every_converted_level_parses_as_lua_54() {
    let Some((mut levels, _)) = convert_set("nethack-3.6.7", &Target::nethack_367()) else {
        return;
    };
    let Some((old, _)) = convert_set("nethack-3.4.3", &Target::nethack_343()) else {
        return;
    };
    levels.extend(old);
    let luac = ["luac5.4", "luac"].into_iter().find(|c| {
        std::process::Command::new(c)
            .arg("-v")
            .output()
            .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains("Lua 5.4"))
    });
    let Some(luac) = luac else {
        eprintln!("skipped: no Lua 5.4 compiler (luac5.4) to parse the converted levels");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    // Levels of both sets share names: one at a time, one file per run
    // (Debian's luac5.4 fails on long lists of files).
    for l in &levels {
        let p = dir.path().join(l.file_name());
        std::fs::write(&p, &l.text).unwrap();
        let out = std::process::Command::new(luac)
            .arg("-p")
            .arg(&p)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "luac5.4 -p rejects {}:\n{}",
            l.file_name(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
