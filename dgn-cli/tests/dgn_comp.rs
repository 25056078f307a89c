//! Command-line behaviour of `dgn_comp`: inputs and outputs, naming, exit
//! codes, and all-or-nothing output.

use assert_cmd::Command;
use std::fs;
use std::path::{Path, PathBuf};

/// The branches to the dungeons NetHack's code looks up by name, and those
/// dungeons: appended to a description (whose last dungeon has at least 4
/// levels), they make one NetHack can start a game with.
macro_rules! hardwired {
    () => {
        "BRANCH: \"The Gnomish Mines\" @ (2, 0)\nBRANCH: \"Sokoban\" @ (3, 0) up\n\
         BRANCH: \"The Quest\" @ (4, 0) portal\nBRANCH: \"Vlad's Tower\" @ (4, 0) portal\n\
         DUNGEON: \"The Gnomish Mines\" \"M\" (2, 0)\nDUNGEON: \"Sokoban\" \"none\" (1, 0)\n\
         DUNGEON: \"The Quest\" \"Q\" (1, 0)\n"
    };
}
const GOOD: &str = concat!(
    "DUNGEON: \"A\" \"a\" (5, 0)\nLEVEL: \"x\" \"x\" @ (1, 0)\n",
    hardwired!(),
    "DUNGEON: \"Vlad's Tower\" \"T\" (1, 0)\n"
);
const WARNS: &str = concat!(
    "DUNGEON: \"A\" \"a\" (5, 0)\n",
    hardwired!(),
    "DUNGEON: \"Vlad's Tower\" \"T\" (0, 0)\n"
);
const BAD: &str = "DUNGEON: \"A\" \"a\" (5, 0)\nLEVEL: \"x\" \"xy\" @ (1, 0)\n";

fn dgn_comp() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_dgn_comp"));
    c.arg("--color").arg("never");
    c
}

fn expected(src: &str, target: dgn_core::Target) -> Vec<u8> {
    let f = dgn_core::SourceFile::new("x", src.as_bytes().to_vec());
    dgn_core::dgn::compile_to_bytes(&f, &target, &Default::default())
        .unwrap()
        .0
}

fn file(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    fs::write(&p, text).unwrap();
    p
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn stdin_to_stdout() {
    let out = dgn_comp().write_stdin(GOOD).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(out.stdout, expected(GOOD, dgn_core::Target::nethack_343()));
    assert!(out.stderr.is_empty());
}

#[test]
fn stdin_error_writes_nothing_to_stdout() {
    let out = dgn_comp().write_stdin(BAD).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let err = stderr(&out);
    assert!(err.contains("error: invalid bones marker \"xy\""), "{err}");
    assert!(err.contains("--> <stdin>:2:12"), "{err}");
    // The bones marker leaves the model as the game reads it: the proof
    // runs too, and finds "The Quest" missing.
    assert!(
        err.contains("error[looked-up-dungeon]: no dungeon \"The Quest\" is defined"),
        "{err}"
    );
    assert!(
        err.ends_with("error: could not compile standard input (2 errors); no output written\n"),
        "{err}"
    );
}

#[test]
fn def_file_writes_beside_it_without_suffix() {
    let dir = tempfile::tempdir().unwrap();
    let input = file(dir.path(), "dungeon.def", GOOD);
    dgn_comp().arg(&input).assert().success();
    assert_eq!(
        fs::read(dir.path().join("dungeon")).unwrap(),
        expected(GOOD, dgn_core::Target::nethack_343())
    );
}

#[test]
fn pdf_file_is_accepted_and_named_alike() {
    let dir = tempfile::tempdir().unwrap();
    let input = file(dir.path(), "dungeon.pdf", GOOD);
    dgn_comp().arg(&input).assert().success();
    assert!(dir.path().join("dungeon").is_file());
}

#[test]
fn output_dir_option() {
    let dir = tempfile::tempdir().unwrap();
    let input = file(dir.path(), "mine.def", GOOD);
    let out = dir.path().join("out/nested");
    dgn_comp()
        .arg("-o")
        .arg(&out)
        .arg(&input)
        .assert()
        .success();
    assert!(out.join("mine").is_file());
    assert!(!dir.path().join("mine").exists());
}

#[test]
fn wrong_suffix_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let input = file(dir.path(), "dungeon.txt", GOOD);
    let out = dgn_comp().arg(&input).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("input file names must end in `.def`, `.pdf` or `.lua`"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn missing_input_is_an_error() {
    let out = dgn_comp().arg("/nonexistent/dungeon.def").output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("cannot read /nonexistent/dungeon.def"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn failed_compile_leaves_old_output_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let input = file(dir.path(), "dungeon.def", BAD);
    let output = dir.path().join("dungeon");
    fs::write(&output, b"previous good output").unwrap();
    let out = dgn_comp().arg(&input).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(fs::read(&output).unwrap(), b"previous good output");
    let names: Vec<_> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 2, "no temporary files left: {names:?}");
}

#[test]
fn one_failing_file_means_no_output_at_all() {
    let dir = tempfile::tempdir().unwrap();
    let good = file(dir.path(), "good.def", GOOD);
    let bad = file(dir.path(), "bad.def", BAD);
    let out = dgn_comp().arg(&good).arg(&bad).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(!dir.path().join("good").exists());
    assert!(!dir.path().join("bad").exists());
    assert!(
        stderr(&out).ends_with("error: could not compile 2 files (2 errors); no output written\n")
    );
}

#[test]
fn check_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let input = file(dir.path(), "dungeon.def", GOOD);
    dgn_comp().arg("--check").arg(&input).assert().success();
    assert!(!dir.path().join("dungeon").exists());
    let out = dgn_comp()
        .arg("--check")
        .write_stdin(GOOD)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
}

#[test]
fn warnings_keep_success_unless_promoted() {
    let out = dgn_comp().write_stdin(WARNS).output().unwrap();
    assert!(out.status.success());
    assert!(stderr(&out).contains("warning[invalid-depth]"));
    assert!(!out.stdout.is_empty());

    let out = dgn_comp()
        .args(["-W", "error"])
        .write_stdin(WARNS)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("error[invalid-depth]"),
        "{}",
        stderr(&out)
    );
    assert!(out.stdout.is_empty());

    let out = dgn_comp()
        .args(["-W", "invalid-depth"])
        .write_stdin(WARNS)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));

    let out = dgn_comp()
        .args(["-A", "warnings"])
        .write_stdin(WARNS)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(out.stderr.is_empty());
}

/// The proof of the start of a game: a warning keeps the exit status and
/// the bytes NetHack's dgn_comp writes; `-A unplaceable-level` silences it.
#[test]
fn proof_warnings_keep_the_bytes() {
    let src =
        "DUNGEON: \"The Dungeons of Doom\" \"D\" (25, 5)\nBRANCH: \"The Gnomish Mines\" @ (2, 3)\n\
               LEVEL: \"oracle\" \"O\" @ (5, 5)\nCHAINBRANCH: \"Sokoban\" \"oracle\" + (-5, 0) up\n\
               DUNGEON: \"The Gnomish Mines\" \"M\" (8, 2)\nLEVEL: \"minetn\" \"T\" @ (3, 2)\n\
               LEVEL: \"minend\" \"E\" @ (-1, 0)\nLEVEL: \"deep\" \"none\" @ (8, 0)\n\
               DUNGEON: \"Sokoban\" \"none\" (4, 0)\nENTRY: -1\n\
               BRANCH: \"The Quest\" @ (1, 0) portal\nBRANCH: \"Vlad's Tower\" @ (2, 0) portal\n\
               DUNGEON: \"The Quest\" \"Q\" (5, 0)\nDUNGEON: \"Vlad's Tower\" \"T\" (3, 0)\n";
    let out = dgn_comp().write_stdin(src).output().unwrap();
    assert!(out.status.success());
    let written = dgn_comp()
        .args(["-A", "unplaceable-level"])
        .write_stdin(src)
        .output()
        .unwrap();
    assert!(written.status.success());
    assert!(written.stderr.is_empty(), "{}", stderr(&written));
    assert_eq!(out.stdout, written.stdout);
    // What NetHack's dgn_comp writes: the writer alone, no check involved.
    let f = dgn_core::SourceFile::new("x", src.as_bytes().to_vec());
    let model = dgn_core::dgn::compile(&f, &dgn_core::Target::nethack_343(), &Default::default())
        .model
        .unwrap();
    let bytes = dgn_core::dgn::write(&model, &dgn_core::Target::nethack_343()).unwrap();
    assert_eq!(out.stdout, bytes);
    insta::assert_snapshot!("proof_warnings", stderr(&out));
}

/// Every game panics: an error, a non-zero exit and nothing written.
#[test]
fn proof_error_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let p = file(
        dir.path(),
        "dungeon.def",
        "DUNGEON: \"A\" \"a\" (5, 0)\nBRANCH: \"B\" @ (2, 0)\nDUNGEON: \"B\" \"b\" (3, 0)\n\
         LEVEL: \"x\" \"x\" @ (-1, 0)\nLEVEL: \"y\" \"y\" @ (3, 0)\n",
    );
    let out = dgn_comp().arg(&p).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(!dir.path().join("dungeon").exists());
    let text = stderr(&out).replace(&format!("{}/", dir.path().display()), "");
    insta::assert_snapshot!("proof_error", text);
}

#[test]
fn features_on_the_command_line() {
    let src = concat!(
        "DUNGEON: \"A\" \"a\" (5, 0)\n%REINCARNATION LEVEL: \"rogue\" \"R\" @ (3, 0)\n",
        hardwired!(),
        "DUNGEON: \"Vlad's Tower\" \"T\" (1, 0)\n"
    );
    let with = dgn_comp().write_stdin(src).output().unwrap();
    let without = dgn_comp()
        .args(["-U", "REINCARNATION"])
        .write_stdin(src)
        .output()
        .unwrap();
    assert!(with.status.success() && without.status.success());
    assert_eq!(with.stdout.len(), without.stdout.len() + 48);
    let again = dgn_comp()
        .args(["-U", "REINCARNATION", "-D", "REINCARNATION"])
        .write_stdin(src)
        .output()
        .unwrap();
    assert_eq!(again.stdout, with.stdout);

    let out = dgn_comp()
        .args(["-D", "SINKS"])
        .write_stdin(src)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out)
            .contains("unknown feature SINKS (target `nethack-3.4.3` knows: REINCARNATION)"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn targets_and_version_headers() {
    let out = dgn_comp()
        .args(["--target", "nethack-3.6.7"])
        .write_stdin(GOOD)
        .output()
        .unwrap();
    assert_eq!(out.stdout, expected(GOOD, dgn_core::Target::nethack_367()));

    let out = dgn_comp()
        .args(["--target", "nethack-9"])
        .write_stdin(GOOD)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains(
        "unknown target `nethack-9` (known targets: nethack-3.4.3, nethack-3.6.7, nle, nethack-3.7, evilhack, hackem, unnethack, gnollhack, unnethack-3.5, dnethack, dnethack-3.16.0, notdnethack, slashem, slashem-0.0.7e0, slashthem, slashem9)"
    ));

    let out = dgn_comp()
        .args(["--version-header", "1,0x2,3,4"])
        .write_stdin(GOOD)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        &out.stdout[..16],
        &[1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0]
    );
    assert_eq!(
        &out.stdout[32..],
        &expected(GOOD, dgn_core::Target::nethack_343())[32..]
    );

    let out = dgn_comp()
        .args(["--version-header", "1,2"])
        .write_stdin(GOOD)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn corpus_dungeon_through_the_command_line() {
    let corpus = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    let corpus = std::env::var_os("DGN_CORPUS")
        .map(PathBuf::from)
        .unwrap_or(corpus);
    if !corpus.is_dir() {
        eprintln!("skipped: conformance corpus not found (set DGN_CORPUS)");
        return;
    }
    for (set, target) in [
        ("nethack-3.4.3", "nethack-3.4.3"),
        ("nethack-3.6.7", "nethack-3.6.7"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("dungeon.def");
        fs::copy(corpus.join(set).join("dat/dungeon.def"), &input).unwrap();
        dgn_comp()
            .args(["--target", target])
            .arg(&input)
            .assert()
            .success();
        assert_eq!(
            fs::read(dir.path().join("dungeon")).unwrap(),
            fs::read(corpus.join(set).join("expected/dungeon")).unwrap(),
            "{set}"
        );
    }
}

#[test]
fn decompile_recovers_compilable_source() {
    let dir = tempfile::tempdir().unwrap();
    let src = concat!(
        "DUNGEON: \"A\" \"a\" (5, 0)\nBRANCH: \"B\" @ (2, 1) portal up\nLEVEL: \"x\" \"x\" @ (1, 0) 50\nLEVELDESC: town\nDUNGEON: \"B\" \"b\" (4, 0)\nALIGNMENT: chaotic\n",
        hardwired!(),
        "DUNGEON: \"Vlad's Tower\" \"T\" (1, 0)\n"
    );
    let binary = file(dir.path(), "dungeon.def", src);
    dgn_comp().arg(&binary).assert().success();
    let out = dgn_comp()
        .arg("--decompile")
        .arg(dir.path().join("dungeon"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text,
        "DUNGEON:\t\"A\" \"a\" (5, 0)\nLEVEL:\t\t\"x\" \"x\" @ (1, 0) 50\nLEVELDESC:\ttown\nBRANCH:\t\t\"B\" @ (2, 1) portal up\n\n\
         DUNGEON:\t\"B\" \"b\" (4, 0)\nALIGNMENT:\tchaotic\nBRANCH:\t\t\"The Gnomish Mines\" @ (2, 0)\n\
         BRANCH:\t\t\"Sokoban\" @ (3, 0) up\nBRANCH:\t\t\"The Quest\" @ (4, 0) portal\n\
         BRANCH:\t\t\"Vlad's Tower\" @ (4, 0) portal\n\nDUNGEON:\t\"The Gnomish Mines\" \"M\" (2, 0)\n\n\
         DUNGEON:\t\"Sokoban\" \"none\" (1, 0)\n\nDUNGEON:\t\"The Quest\" \"Q\" (1, 0)\n\n\
         DUNGEON:\t\"Vlad's Tower\" \"T\" (1, 0)\n"
    );
    let again = dgn_comp().write_stdin(text).output().unwrap();
    assert_eq!(again.stdout, fs::read(dir.path().join("dungeon")).unwrap());

    let out_dir = dir.path().join("src");
    dgn_comp()
        .arg("--decompile")
        .arg("-o")
        .arg(&out_dir)
        .arg(dir.path().join("dungeon"))
        .assert()
        .success();
    assert!(out_dir.join("dungeon.def").is_file());
}

#[test]
fn decompile_rejects_other_files() {
    let dir = tempfile::tempdir().unwrap();
    let junk = file(
        dir.path(),
        "junk",
        "not a dungeon file at all, just some text",
    );
    let out = dgn_comp().arg("--decompile").arg(&junk).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out)
            .contains("at byte 0: the version header does not match target `nethack-3.4.3`"),
        "{}",
        stderr(&out)
    );

    let f = dgn_core::SourceFile::new("x", GOOD.as_bytes().to_vec());
    let bytes =
        dgn_core::dgn::compile_to_bytes(&f, &dgn_core::Target::nethack_367(), &Default::default())
            .unwrap()
            .0;
    let p = dir.path().join("dungeon");
    fs::write(&p, bytes).unwrap();
    let out = dgn_comp().arg("--decompile").arg(&p).output().unwrap();
    assert!(stderr(&out).contains("this file was written for target `nethack-3.6.7`, not `nethack-3.4.3` (use --target nethack-3.6.7)"), "{}", stderr(&out));
}

const LUA: &str = r#"dungeon = {
   {
      name = "A",
      bonetag = "a",
      base = 5,
      branches = {
         {
            name = "The Gnomish Mines",
            base = 2
         },
         {
            name = "Sokoban",
            base = 3,
            direction = "up"
         },
         {
            name = "The Quest",
            base = 4,
            branchtype = "portal"
         },
         {
            name = "Vlad's Tower",
            base = 4,
            branchtype = "portal"
         }
      },
      levels = {
         {
            name = "x",
            bonetag = "x",
            base = 1
         }
      }
   },
   {
      name = "The Gnomish Mines",
      bonetag = "M",
      base = 2
   },
   {
      name = "Sokoban",
      base = 1
   },
   {
      name = "The Quest",
      bonetag = "Q",
      base = 1
   },
   {
      name = "Vlad's Tower",
      bonetag = "T",
      base = 1
   }
}
"#;

/// The end of `LUA` with NetHack 3.7's tutorial dungeon, as `--to-lua`
/// writes it by default.
const TUTORIAL_TAIL: &str = r#"   },
   {
      name = "The Tutorial",
      base = 2,
      flags = { "mazelike", "unconnected" },
      levels = {
         {
            name = "tut-1",
            base = 1
         },
         {
            name = "tut-2",
            base = 2
         }
      }
   }
}
"#;

/// `GOOD` as `--to-def` writes it back from `LUA`.
const GOOD_AGAIN: &str = "DUNGEON:\t\"A\" \"a\" (5, 0)\nLEVEL:\t\t\"x\" \"x\" @ (1, 0)\nBRANCH:\t\t\"The Gnomish Mines\" @ (2, 0)\nBRANCH:\t\t\"Sokoban\" @ (3, 0) up\nBRANCH:\t\t\"The Quest\" @ (4, 0) portal\nBRANCH:\t\t\"Vlad's Tower\" @ (4, 0) portal\n\nDUNGEON:\t\"The Gnomish Mines\" \"M\" (2, 0)\n\nDUNGEON:\t\"Sokoban\" \"none\" (1, 0)\n\nDUNGEON:\t\"The Quest\" \"Q\" (1, 0)\n\nDUNGEON:\t\"Vlad's Tower\" \"T\" (1, 0)\n";

#[test]
fn dungeon_lua_is_checked_and_converted_both_ways() {
    let dir = tempfile::tempdir().unwrap();
    let def = file(dir.path(), "d.def", GOOD);
    let lua = file(dir.path(), "d.lua", LUA);
    // --check reads a .lua with NetHack 3.7's rules: this file, converted
    // from a description for 3.6, lacks the tutorial 3.7 looks up by name,
    // so every game panics (as --layout says below).
    let out = dgn_comp().arg("--check").arg(&lua).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("error[looked-up-dungeon]: no dungeon \"The Tutorial\" is defined, and NetHack looks it up by name: NetHack panics at the start of every game"),
        "{}",
        stderr(&out)
    );
    // With it, the file checks clean; without --check there is no binary
    // to write.
    let with_tutorial = LUA.trim_end().strip_suffix("\n}").unwrap().to_string()
        + ",\n   { name = \"The Tutorial\", base = 2, flags = \"unconnected\" },\n}\n";
    let ok = file(dir.path(), "t.lua", &with_tutorial);
    let out = dgn_comp().arg("--check").arg(&ok).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let out = dgn_comp().arg(&ok).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("a dungeon.lua has no binary form"),
        "{}",
        stderr(&out)
    );
    assert!(!dir.path().join("t").exists());
    // A .lua on standard input is recognised by its text.
    let out = dgn_comp()
        .arg("--check")
        .write_stdin(with_tutorial.clone())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    // --to-lua prints, --to-def prints; -o writes NAME.lua / NAME.def.
    let out = dgn_comp()
        .args(["--to-lua", "--no-tutorial"])
        .arg(&def)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(String::from_utf8_lossy(&out.stdout), LUA);
    assert!(
        stderr(&out).contains("warning[lua-tutorial]: NetHack 3.7 looks up the dungeon \"The Tutorial\" by name, and the file has none"),
        "{}",
        stderr(&out)
    );
    // By default NetHack 3.7's tutorial is added, with a note, and the
    // result starts a 3.7 game.
    let out = dgn_comp().arg("--to-lua").arg(&def).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let converted = String::from_utf8_lossy(&out.stdout).into_owned();
    let expected = LUA.strip_suffix("   }\n}\n").unwrap().to_string() + TUTORIAL_TAIL;
    assert_eq!(converted, expected);
    assert_eq!(
        stderr(&out),
        format!(
            "note: {}: added NetHack 3.7's tutorial dungeon (\"The Tutorial\", levels tut-1 and tut-2, reached by no branch): 3.7 looks it up by name at the start of every game; --no-tutorial leaves it out\n",
            def.display()
        )
    );
    let started = file(dir.path(), "started.lua", &converted);
    let out = dgn_comp()
        .args(["--layout", "1..=50"])
        .arg(&started)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    // --no-tutorial means nothing without --to-lua.
    let out = dgn_comp().arg("--no-tutorial").arg(&def).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).starts_with("error: --no-tutorial needs --to-lua"),
        "{}",
        stderr(&out)
    );
    // --to-def says what dungeon.def cannot hold.
    let out = dgn_comp().arg("--to-def").arg(&started).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        format!(
            "note: {}: the dungeon \"The Tutorial\" is reached by no branch (\"unconnected\"), which dungeon.def cannot say: it is kept only as #lua: comment lines, so a game built from the .def has no such dungeon\n",
            started.display()
        )
    );
    let out = dgn_comp().arg("--to-def").arg(&lua).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(String::from_utf8_lossy(&out.stdout), GOOD_AGAIN);
    let o = dir.path().join("out");
    fs::create_dir(&o).unwrap();
    let out = dgn_comp()
        .arg("--to-lua")
        .arg("--no-tutorial")
        .arg("-o")
        .arg(&o)
        .arg(&def)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(fs::read_to_string(o.join("d.lua")).unwrap(), LUA);
    // A layout of a .lua file.
    let out = dgn_comp()
        .arg("--layout")
        .arg("7")
        .arg(&lua)
        .output()
        .unwrap();
    // (Resolved by NetHack 3.7's rules, which look up "The Tutorial" by
    // name too.)
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("no dungeon \"The Tutorial\" is defined, and NetHack looks it up by name: NetHack panics at the start of every game"),
        "{}",
        stderr(&out)
    );
    // The 3.7 target has no binary file.
    let out = dgn_comp()
        .args(["--target", "nethack-3.7"])
        .arg(&def)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("has no binary dungeon file"),
        "{}",
        stderr(&out)
    );
}

/// The dungeons NetHack 3.7 looks up by name, as `dungeon.lua` entries
/// with no branch into them (`unconnected`): a file for NetHack needs them.
const LOOKED_UP_37: &str = "   { name = \"The Quest\", base = 2, flags = \"unconnected\" },\n   { name = \"Sokoban\", base = 2, flags = \"unconnected\" },\n   { name = \"The Gnomish Mines\", base = 2, flags = \"unconnected\" },\n   { name = \"Vlad's Tower\", base = 2, flags = \"unconnected\" },\n   { name = \"The Tutorial\", base = 2, flags = \"unconnected\" },\n";

/// The placement proof of a dungeon.lua (NetHack 3.7's rules): `--check`
/// fails when every game panics, and passes with the named warning when
/// some do (`-A unplaceable-level` silences it).
#[test]
fn dungeon_lua_placement_proof() {
    let dir = tempfile::tempdir().unwrap();
    let lua = |size: &str| {
        format!(
            "dungeon = {{\n   {{ name = \"A\", {size}, levels = {{\n      {{ name = \"x\", base = 3 }},\n      {{ name = \"y\", base = -1 }},\n   }} }},\n{LOOKED_UP_37}}}\n"
        )
    };
    let never = file(dir.path(), "never.lua", &lua("base = 3"));
    let out = dgn_comp().arg("--check").arg(&never).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = stderr(&out).replace(&format!("{}/", dir.path().display()), "");
    assert!(
        text.contains("error: the special levels of dungeon \"A\" cannot be placed: NetHack panics at the start of every game"),
        "{text}"
    );
    assert!(text.contains("never.lua:2:13"), "{text}");
    let half = file(dir.path(), "half.lua", &lua("base = 3, range = 2"));
    let out = dgn_comp().arg("--check").arg(&half).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("warning[unplaceable-level]: the special levels of dungeon \"A\" cannot be placed: NetHack panics at the start of 1/2 (50%) of games"),
        "{}",
        stderr(&out)
    );
    let out = dgn_comp()
        .args(["--check", "-A", "unplaceable-level"])
        .arg(&half)
        .output()
        .unwrap();
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{}",
        stderr(&out)
    );
    // --layout lays out what the proof lets through; the seeds with three
    // levels panic as the game does.
    let out = dgn_comp()
        .args(["-A", "unplaceable-level", "--layout", "0..20"])
        .arg(&half)
        .output()
        .unwrap();
    assert!(
        stderr(&out).contains("couldn't place levels"),
        "{}",
        stderr(&out)
    );
}

/// A name too long for GnollHack's wider records is located, with the
/// record's width and the note that says where it comes from.
#[test]
fn gnollhack_name_too_long_names_its_field() {
    let long = "x".repeat(50);
    let src = format!("DUNGEON: \"{long}\" \"D\" (5, 0)\n");
    let out = dgn_comp()
        .args(["--target", "gnollhack", "--check"])
        .write_stdin(src)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(
        err.contains("error: dungeon name is too long: 50 bytes, at most 47 fit"),
        "{err}"
    );
    assert!(err.contains("<stdin>:1:10"), "{err}");
    assert!(
        err.contains(
            "note: this game's binary format stores a dungeon name in 48 bytes including the terminating NUL"
        ),
        "{err}"
    );
}
