//! `dgn.toml` on the command line: found by walking up from each input,
//! explicit options winning, mistakes located in it; and level files in
//! the other dialect (detected without a target, one error per file with
//! one).

use assert_cmd::Command;
use std::fs;
use std::path::{Path, PathBuf};

fn tool(name: &str, dir: &Path) -> Command {
    let bin = match name {
        "dgn_comp" => env!("CARGO_BIN_EXE_dgn_comp"),
        _ => env!("CARGO_BIN_EXE_lev_comp"),
    };
    let mut c = Command::new(bin);
    c.current_dir(dir).args(["--color", "never"]);
    c
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    fs::create_dir_all(p.parent().unwrap()).unwrap();
    fs::write(&p, text).unwrap();
    p
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn examples() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples")
}

/// The 3.4.3 header's first bytes and the 3.6.7 one's.
const V343: &[u8] = &[0, 3, 4, 3, 0, 0, 0, 0];
const V367: &[u8] = &[0, 7, 6, 3, 0, 0, 0, 0];

#[test]
fn the_target_comes_from_dgn_toml_and_the_command_line_wins() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    write(
        root,
        "dgn.toml",
        "# the data is 3.6\ntarget = \"nethack-3.6.7\"\n",
    );
    let des = root.join("dat/levels36.des");
    fs::create_dir_all(des.parent().unwrap()).unwrap();
    fs::copy(examples().join("levels36.des"), &des).unwrap();
    let out = tool("lev_comp", root)
        .args(["-o", "out"])
        .arg(&des)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stderr(&out), "", "a named target gives no detection note");
    let bytes = fs::read(root.join("out/tidepool.lev")).unwrap();
    assert!(bytes.starts_with(V367));

    // --target wins: the file is then in the other dialect, one error that
    // names --target.
    let out = tool("lev_comp", root)
        .args(["--check", "--target", "nethack-3.4.3"])
        .arg(&des)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert_eq!(
        err.lines().filter(|l| l.starts_with("error")).count(),
        2,
        "{err}"
    );
    assert!(err.contains("is written in the NetHack 3.6 level language, but target `nethack-3.4.3` reads the NetHack 3.4.3 one"), "{err}");
    assert!(err.contains("help: pass `--target nethack-3.6.7`, or put `target = \"nethack-3.6.7\"` in a dgn.toml beside the data"), "{err}");
    assert!(err.ends_with("(1 error); no output written\n"), "{err}");
}

#[test]
fn features_and_warning_levels_come_from_dgn_toml() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    let def = write(
        root,
        "dungeon.def",
        "DUNGEON: \"Doom\" \"D\" (25, 5)\n%REINCARNATION LEVEL: \"rogue\" \"R\" @ (15, 4)\nLEVEL: \"oracle\" \"O\" @ (5, 5)\n\
        BRANCH: \"The Gnomish Mines\" @ (2, 3)\nBRANCH: \"Sokoban\" @ (6, 0) up\nBRANCH: \"The Quest\" @ (11, 0) portal\n\
        BRANCH: \"Vlad's Tower\" @ (20, 0) portal\nDUNGEON: \"Sokoban\" \"none\" (4, 0)\n\
        DUNGEON: \"The Quest\" \"Q\" (5, 0)\nDUNGEON: \"Vlad's Tower\" \"T\" (3, 0)\n\
        DUNGEON: \"The Gnomish Mines\" \"M\" (8, 2)\n",
    );
    write(root, "dgn.toml", "[features]\nREINCARNATION = false\n");
    let out = tool("dgn_comp", root).arg(&def).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let without = fs::read(root.join("dungeon")).unwrap();
    assert!(without.starts_with(V343));
    // -D wins over the file.
    let out = tool("dgn_comp", root)
        .args(["-D", "REINCARNATION"])
        .arg(&def)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let with = fs::read(root.join("dungeon")).unwrap();
    assert!(with.len() > without.len(), "the rogue level is back");

    // lev_comp: extra-warnings as -w, and a warning denied by the file,
    // allowed again by -A.
    let des = write(
        root,
        "r.des",
        "MAZE: \"r\", ' '\nGEOMETRY:center,center\nMAP\n-----\n|.|.|\n|...|\n-----\nENDMAP\nREGION: (1,1,3,2), lit, \"ordinary\"\n",
    );
    write(
        root,
        "dgn.toml",
        "extra-warnings = true\n[warnings]\nrock-in-region = \"deny\"\n",
    );
    let out = tool("lev_comp", root)
        .arg("--check")
        .arg(&des)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("warning `rock-in-region` is treated as an error"));
    let out = tool("lev_comp", root)
        .args(["--check", "-A", "rock-in-region"])
        .arg(&des)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stderr(&out), "");
}

#[test]
fn mistakes_in_dgn_toml_are_located_and_reported_once() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    write(
        root,
        "dgn.toml",
        "target = \"nethack-3.6.7\"\n\n[warnigs]\nx = \"allow\"\n",
    );
    let a = write(root, "a.des", "MAZE: \"a\", ' '\nNOMAP\n");
    let b = write(root, "b.des", "MAZE: \"b\", ' '\nNOMAP\n");
    let out = tool("lev_comp", root)
        .arg("--check")
        .arg(&a)
        .arg(&b)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    let expected = format!(
        "error: unknown table `[warnigs]` in dgn.toml\n --> {}:3:2\n  |\n3 | [warnigs]\n  |  ^^^^^^^ unknown table\n  |\n  = note: the tables are [features], [warnings]\n  = help: did you mean `[warnings]`?\n\nerror: could not compile 2 files (1 error); no output written\n",
        root.join("dgn.toml").display()
    );
    assert_eq!(err, expected);
}

/// The corpus set of one release, if present.
fn corpus(set: &str) -> Option<PathBuf> {
    let default = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    let dir = std::env::var_os("DGN_CORPUS")
        .map(PathBuf::from)
        .unwrap_or(default)
        .join(set);
    if dir.is_dir() {
        Some(dir)
    } else {
        eprintln!("skipped: conformance corpus `{set}` not found (set DGN_CORPUS)");
        None
    }
}

fn des_files(set: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(set.join("dat"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "des"))
        .collect();
    v.sort();
    v
}

#[test]
fn a_36_dat_folder_without_a_target_is_detected_and_exact() {
    let Some(set) = corpus("nethack-3.6.7") else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let files = des_files(&set);
    assert_eq!(files.len(), 24);
    let out = tool("lev_comp", tmp.path())
        .args(["-o", "out"])
        .args(&files)
        .output()
        .unwrap();
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    assert_eq!(
        err.matches("warning[detected-dialect]").count(),
        24,
        "{err}"
    );
    assert_eq!(
        err.matches("is read as the NetHack 3.6 level language (target `nethack-3.6.7`)")
            .count(),
        24
    );
    assert!(!err.contains("error"), "{err}");
    let mut compared = 0;
    for e in fs::read_dir(set.join("expected")).unwrap() {
        let e = e.unwrap().path();
        if e.extension().is_some_and(|x| x == "lev") {
            let ours = fs::read(tmp.path().join("out").join(e.file_name().unwrap())).unwrap();
            assert!(ours == fs::read(&e).unwrap(), "{} differs", e.display());
            compared += 1;
        }
    }
    assert_eq!(compared, 120);
}

#[test]
fn a_dat_folder_in_the_wrong_dialect_gives_one_error_per_file() {
    for (set, target, other) in [
        ("nethack-3.6.7", "nethack-3.4.3", "nethack-3.6.7"),
        ("nethack-3.4.3", "nethack-3.6.7", "nethack-3.4.3"),
    ] {
        let Some(set) = corpus(set) else {
            return;
        };
        let tmp = tempfile::tempdir().unwrap();
        let files = des_files(&set);
        let out = tool("lev_comp", tmp.path())
            .args(["--check", "--target", target])
            .args(&files)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        let err = stderr(&out);
        let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error")).collect();
        assert_eq!(errors.len(), files.len() + 1, "{err}");
        for (line, file) in errors.iter().zip(&files) {
            assert!(
                line.starts_with(&format!("error: `{}` is written in the ", file.display())),
                "{line}"
            );
        }
        assert_eq!(
            err.matches(&format!("help: pass `--target {other}`"))
                .count(),
            files.len()
        );
        assert_eq!(
            errors.last().unwrap(),
            &format!(
                "error: could not compile {} files ({} errors); no output written",
                files.len(),
                files.len()
            )
        );
        assert!(err.lines().count() < 15 * files.len(), "{err}");
    }
}
