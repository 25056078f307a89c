//! Command-line behaviour of `lev_comp`: inputs and outputs, naming, exit
//! codes, and all-or-nothing output.

use assert_cmd::Command;
use std::fs;
use std::path::{Path, PathBuf};

const TWO_LEVELS: &str =
    "MAZE: \"alpha\", ' '\nGEOMETRY:center,center\nMAP\n---\n|.|\n---\nENDMAP\n\
MAZE: \"beta\", ' '\nGEOMETRY:center,center\nMAP\n---\n|.|\n---\nENDMAP\n";
const SECOND_BAD: &str = "MAZE: \"alpha\", ' '\nGEOMETRY:center,center\nMAP\n---\n|.|\n---\nENDMAP\n\
MAZE: \"beta\", ' '\nGEOMETRY:center,center\nMAP\n---\n|.|\n---\nENDMAP\nMONSTER: 'a', \"giant ant\", (9, 9)\n";

fn lev_comp(dir: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_lev_comp"));
    c.current_dir(dir).arg("--color").arg("never");
    c
}

fn file(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    fs::write(&p, text).unwrap();
    p
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn writes_one_file_per_level_in_the_current_directory() {
    let dir = tempfile::tempdir().unwrap();
    let src = file(dir.path(), "two.des", TWO_LEVELS);
    let out = lev_comp(dir.path()).arg(&src).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(names(dir.path()), vec!["alpha.lev", "beta.lev", "two.des"]);
    let level = dgn_core::lev::decode(
        &fs::read(dir.path().join("alpha.lev")).unwrap(),
        &dgn_core::Target::nethack_343(),
    );
    assert!(level.is_ok());
}

#[test]
fn reads_standard_input() {
    let dir = tempfile::tempdir().unwrap();
    lev_comp(dir.path())
        .write_stdin(TWO_LEVELS)
        .assert()
        .success();
    assert_eq!(names(dir.path()), vec!["alpha.lev", "beta.lev"]);
}

#[test]
fn output_dir_option() {
    let dir = tempfile::tempdir().unwrap();
    let src = file(dir.path(), "two.des", TWO_LEVELS);
    lev_comp(dir.path())
        .arg("-o")
        .arg("out")
        .arg(&src)
        .assert()
        .success();
    assert_eq!(
        names(&dir.path().join("out")),
        vec!["alpha.lev", "beta.lev"]
    );
}

#[test]
fn an_error_in_one_level_writes_no_level_at_all() {
    let dir = tempfile::tempdir().unwrap();
    let src = file(dir.path(), "two.des", SECOND_BAD);
    fs::write(dir.path().join("alpha.lev"), b"old").unwrap();
    let out = lev_comp(dir.path()).arg(&src).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(names(dir.path()), vec!["alpha.lev", "two.des"]);
    assert_eq!(fs::read(dir.path().join("alpha.lev")).unwrap(), b"old");
    assert!(
        stderr(&out).ends_with("no output written\n"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn one_failing_file_means_no_output_from_any() {
    let dir = tempfile::tempdir().unwrap();
    let good = file(
        dir.path(),
        "good.des",
        &TWO_LEVELS
            .replace("alpha", "gamma")
            .replace("beta", "delta"),
    );
    let bad = file(dir.path(), "bad.des", SECOND_BAD);
    let out = lev_comp(dir.path()).arg(&good).arg(&bad).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(names(dir.path()), vec!["bad.des", "good.des"]);
}

#[test]
fn the_same_level_in_two_files_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let a = file(dir.path(), "a.des", TWO_LEVELS);
    let b = file(dir.path(), "b.des", TWO_LEVELS);
    let out = lev_comp(dir.path()).arg(&a).arg(&b).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("level `alpha` is defined in both"), "{err}");
    assert_eq!(names(dir.path()), vec!["a.des", "b.des"]);
}

#[test]
fn check_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let src = file(dir.path(), "two.des", TWO_LEVELS);
    lev_comp(dir.path())
        .arg("--check")
        .arg(&src)
        .assert()
        .success();
    assert_eq!(names(dir.path()), vec!["two.des"]);
}

#[test]
fn missing_input_and_unknown_target() {
    let dir = tempfile::tempdir().unwrap();
    let out = lev_comp(dir.path()).arg("nope.des").output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("cannot read nope.des"));
    let out = lev_comp(dir.path())
        .args(["--target", "x"])
        .arg("nope.des")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn corpus_through_the_command_line() {
    let corpus = std::env::var_os("DGN_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus"));
    let set = corpus.join("nethack-3.4.3");
    if !set.is_dir() {
        eprintln!("skipped: conformance corpus not found (set DGN_CORPUS)");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let mut inputs: Vec<PathBuf> = fs::read_dir(set.join("dat"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "des"))
        .collect();
    inputs.sort();
    let out = lev_comp(dir.path()).args(&inputs).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let mut expected: Vec<String> = names(&set.join("expected"));
    expected.retain(|n| n.ends_with(".lev"));
    assert_eq!(names(dir.path()), expected);
    for name in &expected {
        assert!(
            fs::read(dir.path().join(name)).unwrap()
                == fs::read(set.join("expected").join(name)).unwrap(),
            "{name} differs"
        );
    }
}

#[test]
fn decompile_prints_source_that_compiles_back() {
    let dir = tempfile::tempdir().unwrap();
    let src = file(dir.path(), "two.des", TWO_LEVELS);
    lev_comp(dir.path()).arg(&src).assert().success();
    let out = lev_comp(dir.path())
        .arg("--decompile")
        .arg("alpha.lev")
        .arg("beta.lev")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text,
        "MAZE: \"alpha\", ' '\n\nGEOMETRY:center,center\nMAP\n---\n|.|\n---\nENDMAP\n\n\
MAZE: \"beta\", ' '\n\nGEOMETRY:center,center\nMAP\n---\n|.|\n---\nENDMAP\n"
    );
    // The printed levels form one file that compiles to the same bytes.
    let again = dir.path().join("again");
    fs::create_dir(&again).unwrap();
    lev_comp(&again).write_stdin(text).assert().success();
    for name in ["alpha.lev", "beta.lev"] {
        assert_eq!(
            fs::read(again.join(name)).unwrap(),
            fs::read(dir.path().join(name)).unwrap()
        );
    }
}

#[test]
fn decompile_writes_name_des_files_with_output_dir() {
    let dir = tempfile::tempdir().unwrap();
    let src = file(dir.path(), "two.des", TWO_LEVELS);
    lev_comp(dir.path()).arg(&src).assert().success();
    lev_comp(dir.path())
        .args(["--decompile", "-o", "src", "alpha.lev", "beta.lev"])
        .assert()
        .success()
        .stdout("");
    assert_eq!(
        names(&dir.path().join("src")),
        vec!["alpha.des", "beta.des"]
    );
    assert!(fs::read_to_string(dir.path().join("src/beta.des"))
        .unwrap()
        .starts_with("MAZE: \"beta\", ' '\n"));
}

#[test]
fn decompile_is_all_or_nothing_and_explains_bad_inputs() {
    let dir = tempfile::tempdir().unwrap();
    let src = file(dir.path(), "two.des", TWO_LEVELS);
    lev_comp(dir.path()).arg(&src).assert().success();
    file(dir.path(), "junk.lev", "x");
    fs::copy(dir.path().join("alpha.lev"), dir.path().join("alpha.bin")).unwrap();
    let out = lev_comp(dir.path())
        .args([
            "--decompile",
            "-o",
            "src",
            "beta.lev",
            "junk.lev",
            "alpha.bin",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    assert_eq!(
        stderr(&out),
        "error: junk.lev: at byte 0: truncated: the version header needs 32 bytes but only 1 remain\n\
error: alpha.bin: a level file name must end in `.lev` (the level is named after the file without it)\n\
error: could not decompile (2 errors); no output written\n"
    );
    assert!(!dir.path().join("src").exists());

    let out = lev_comp(dir.path()).arg("--decompile").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--decompile needs the `.lev` files to read"));
}

#[test]
fn decompile_reads_3_6_levels_under_their_target() {
    let dir = tempfile::tempdir().unwrap();
    let src = file(dir.path(), "six.des", "MAZE:\"six\",random\nNOMAP\n");
    lev_comp(dir.path())
        .args(["--target", "nethack-3.6.7"])
        .arg(&src)
        .assert()
        .success();
    let out = lev_comp(dir.path())
        .args(["--decompile", "six.lev"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).starts_with("error: six.lev: this level file was written for target `nethack-3.6.7`, not `nethack-3.4.3` (use --target nethack-3.6.7)\n"),
        "{}",
        stderr(&out)
    );
    let out = lev_comp(dir.path())
        .args(["--target", "nethack-3.6.7", "--decompile", "six.lev"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let text = out.stdout;
    let again = lev_comp(dir.path())
        .args(["--target", "nethack-3.6.7", "-o", "again"])
        .write_stdin(text)
        .output()
        .unwrap();
    assert!(again.status.success(), "{}", stderr(&again));
    assert_eq!(
        fs::read(dir.path().join("again/six.lev")).unwrap(),
        fs::read(dir.path().join("six.lev")).unwrap()
    );
}

#[test]
fn corpus_decompiles_and_compiles_back_through_the_command_line() {
    let corpus = std::env::var_os("DGN_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus"));
    let expected = corpus.join("nethack-3.4.3/expected");
    if !expected.is_dir() {
        eprintln!("skipped: conformance corpus not found (set DGN_CORPUS)");
        return;
    }
    let mut levels: Vec<PathBuf> = fs::read_dir(&expected)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "lev"))
        .collect();
    levels.sort();
    assert_eq!(levels.len(), 113);
    let dir = tempfile::tempdir().unwrap();
    let out = lev_comp(dir.path())
        .args(["--decompile", "-o", "src"])
        .args(&levels)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let mut sources: Vec<PathBuf> = fs::read_dir(dir.path().join("src"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    sources.sort();
    assert_eq!(sources.len(), 113);
    let out = lev_comp(dir.path())
        .args(["-o", "lev"])
        .args(&sources)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    for level in &levels {
        let name = level.file_name().unwrap();
        assert!(
            fs::read(dir.path().join("lev").join(name)).unwrap() == fs::read(level).unwrap(),
            "{} differs",
            name.to_string_lossy()
        );
    }
}

#[test]
fn a_variant_catalog_resolves_its_own_names() {
    let dir = tempfile::tempdir().unwrap();
    let catalog = "monster-class\t1\ta\nobject-class\t1\t(\nmonster\t0\t1\tfrobnicator\nobject\t0\t1\twidget\n";
    fs::write(dir.path().join("variant.txt"), catalog).unwrap();
    let src = file(
        dir.path(),
        "v.des",
        &format!(
            "{}MONSTER: 'a', \"frobnicator\", (1,1)\nOBJECT: '(', \"widget\", (1,1)\n",
            TWO_LEVELS.split("MAZE: \"beta\"").next().unwrap()
        ),
    );
    let out = lev_comp(dir.path())
        .args(["--catalog", "variant.txt", "-W", "error"])
        .arg(&src)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let level = dgn_core::lev::decode(
        &fs::read(dir.path().join("alpha.lev")).unwrap(),
        &dgn_core::Target::nethack_343(),
    )
    .unwrap();
    let dgn_core::lev::model::LevelBody::Maze(maze) = &level.body else {
        panic!("a maze level")
    };
    assert_eq!(maze.parts[0].monsters[0].id, Some(0));
    assert_eq!(maze.parts[0].objects[0].id, Some(0));

    // The built-in tables know no frobnicator.
    let out = lev_comp(dir.path())
        .args(["-W", "error"])
        .arg(&src)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("unknown monster \"frobnicator\""),
        "{}",
        stderr(&out)
    );

    fs::write(dir.path().join("broken.txt"), "monster\t0\t1\tx\n").unwrap();
    let out = lev_comp(dir.path())
        .args(["--catalog", "broken.txt"])
        .arg(&src)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("broken.txt: line 1:"),
        "{}",
        stderr(&out)
    );
}
