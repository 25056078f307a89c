//! `dgn_comp --layout`: one game's dungeon as NetHack's `dumpit` prints it.

use assert_cmd::Command;
use dgn_core::types::layout::{resolve, GlibcRandom, Isaac64, Random, Version};
use std::fs;
use std::path::{Path, PathBuf};

/// The smallest description NetHack accepts: the four dungeons it looks up
/// by name, reached from the first.
const SMALL: &str = r#"DUNGEON: "The Dungeons of Doom" "D" (12, 4)
BRANCH: "The Gnomish Mines" @ (2, 3)
LEVEL: "oracle" "O" @ (5, 3)
CHAINBRANCH: "Sokoban" "oracle" + (1, 0) up
RNDLEVEL: "bigrm" "B" @ (8, 2) 40 3
BRANCH: "The Quest" @ (6, 2) portal
BRANCH: "Vlad's Tower" @ (-2, 0) up
DUNGEON: "The Gnomish Mines" "M" (6, 2)
LEVEL: "minetn" "T" @ (3, 2)
LEVELDESC: town
DUNGEON: "Sokoban" "none" (4, 0)
ENTRY: -1
DUNGEON: "The Quest" "Q" (5, 2)
LEVEL: "x-strt" "none" @ (1, 1)
DUNGEON: "Vlad's Tower" "T" (3, 0)
PROTOFILE: "tower"
ENTRY: -1
"#;

fn dgn_comp() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_dgn_comp"));
    c.arg("--color").arg("never");
    c
}

fn file(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    fs::write(&p, text).unwrap();
    p
}

fn table(src: &str) -> &'static [dgn_core::types::Dungeon] {
    let f = dgn_core::SourceFile::new("x.def", src.as_bytes().to_vec());
    let out = dgn_core::dgn::compile(&f, &dgn_core::Target::nethack_343(), &Default::default());
    dgn_core::tables::leak_dungeons(&out.model.expect("compiles"))
}

fn dump(src: &str, version: Version, rng: &mut dyn Random) -> String {
    resolve(table(src), version, rng).unwrap().to_string()
}

fn run(args: &[&str]) -> std::process::Output {
    dgn_comp().args(args).output().unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn one_seed_prints_the_dump_alone() {
    let dir = tempfile::tempdir().unwrap();
    let def = file(dir.path(), "small.def", SMALL);
    let out = run(&["--layout", "7", def.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(out.stderr.is_empty());
    let want = dump(SMALL, Version::NetHack343, &mut GlibcRandom::new(7));
    assert_eq!(text(&out.stdout), want);
    assert!(want.starts_with("\n#0 \"The Dungeons of Doom\" ():\n    num_dunlevs "));
    assert!(want.contains("\n#4 \"Vlad's Tower\" (tower):\n"));
    assert!(want.contains("minetn (0): on 1, "));
    assert!(want.ends_with("\nDone\n"));
    // No output file is written.
    assert!(!dir.path().join("small").exists());
}

#[test]
fn ranges_print_each_seed_after_a_seed_line() {
    let dir = tempfile::tempdir().unwrap();
    let def = file(dir.path(), "small.def", SMALL);
    let half_open = run(&["--layout", "3..5", def.to_str().unwrap()]);
    let closed = run(&["--layout", "3..=4", def.to_str().unwrap()]);
    assert!(half_open.status.success());
    assert_eq!(half_open.stdout, closed.stdout);
    let want: String = (3..5)
        .map(|s| {
            format!(
                "seed {s}\n{}",
                dump(SMALL, Version::NetHack343, &mut GlibcRandom::new(s))
            )
        })
        .collect();
    assert_eq!(text(&half_open.stdout), want);
}

#[test]
fn binary_files_are_decoded_first() {
    let dir = tempfile::tempdir().unwrap();
    let def = file(dir.path(), "small.def", SMALL);
    let compiled = run(&["--target", "nethack-3.6.7", def.to_str().unwrap()]);
    assert!(compiled.status.success());
    let bin = dir.path().join("small");
    let from_bin = run(&[
        "--target",
        "nethack-3.6.7",
        "--layout",
        "99",
        bin.to_str().unwrap(),
    ]);
    let from_def = run(&[
        "--target",
        "nethack-3.6.7",
        "--layout",
        "99",
        def.to_str().unwrap(),
    ]);
    assert!(from_bin.status.success(), "{}", text(&from_bin.stderr));
    assert_eq!(from_bin.stdout, from_def.stdout);
    // 3.6.7's generator is ISAAC64.
    let want = dump(SMALL, Version::NetHack367, &mut Isaac64::new(99));
    assert_eq!(text(&from_bin.stdout), want);
    // A 3.6.7 file is not a 3.4.3 one.
    let wrong = run(&["--layout", "99", bin.to_str().unwrap()]);
    assert_eq!(wrong.status.code(), Some(1));
    assert!(wrong.stdout.is_empty());
}

#[test]
fn rng_picks_the_other_generator() {
    let dir = tempfile::tempdir().unwrap();
    let def = file(dir.path(), "small.def", SMALL);
    let out = run(&["--layout", "5", "--rng", "isaac64", def.to_str().unwrap()]);
    assert!(out.status.success());
    let want = dump(SMALL, Version::NetHack343, &mut Isaac64::new(5));
    assert_eq!(text(&out.stdout), want);
    let out = run(&[
        "--target",
        "nethack-3.6.7",
        "--layout",
        "5",
        "--rng",
        "glibc",
        def.to_str().unwrap(),
    ]);
    let want = dump(SMALL, Version::NetHack367, &mut GlibcRandom::new(5));
    assert_eq!(text(&out.stdout), want);
}

#[test]
fn nethack_failures_are_errors_per_seed() {
    let dir = tempfile::tempdir().unwrap();
    // A dungeon of 2 or 3 levels with two special levels on level 2 or 3:
    // placeable only when the dungeon gets 3 levels.
    let src = SMALL.replace(
        "DUNGEON: \"Sokoban\" \"none\" (4, 0)",
        "DUNGEON: \"Sokoban\" \"none\" (2, 2)\nLEVEL: \"soko1\" \"none\" @ (2, 2)\nLEVEL: \"soko2\" \"none\" @ (2, 2)",
    );
    let def = file(dir.path(), "tight.def", &src);
    let out = run(&["--layout", "0..=19", def.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    let stderr = text(&out.stderr);
    let failed: Vec<u64> = (0..20)
        .filter(|s| stderr.contains(&format!(": seed {s}: ")))
        .collect();
    assert!(!failed.is_empty() && failed.len() < 20, "{stderr}");
    for s in 0..20 {
        // A seed either has its dump or an error, never both.
        assert_ne!(stdout.contains(&format!("seed {s}\n")), failed.contains(&s));
    }
    let first = failed[0];
    let line = stderr
        .lines()
        .find(|l| l.contains(&format!(": seed {first}: ")))
        .unwrap();
    let line = line.replace(def.to_str().unwrap(), "tight.def");
    insta::assert_snapshot!(line, @r#"error: tight.def: seed 4: NetHack panics at the start of the game with "init_dungeon:  couldn't place levels": no placement of the special levels of "Sokoban" exists for this roll"#);
}

/// A description that leaves out a dungeon NetHack's code looks up by name
/// panics in every game: `--check` and `--layout` both say so, with the
/// same error.
#[test]
fn missing_dungeons_fail_as_in_nethack() {
    let dir = tempfile::tempdir().unwrap();
    let def = file(dir.path(), "one.def", "DUNGEON: \"A\" \"a\" (5, 0)\n");
    let check = run(&["--check", def.to_str().unwrap()]);
    assert_eq!(check.status.code(), Some(1));
    let out = run(&["--layout", "1", def.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let err = text(&out.stderr).replace(def.to_str().unwrap(), "one.def");
    let check_err = text(&check.stderr).replace(def.to_str().unwrap(), "one.def");
    assert_eq!(
        err.lines().next(),
        check_err.lines().next(),
        "{err}\n{check_err}"
    );
    insta::assert_snapshot!(err, @r#"
    error[looked-up-dungeon]: no dungeon "The Quest" is defined, and NetHack looks it up by name: NetHack panics at the start of every game
     --> one.def:1:10
      |
    1 | DUNGEON: "A" "a" (5, 0)
      |          ^^^ panics in every game
      |
      = note: for example: NetHack looks up "The Quest" by name, and the file does not define it
      = note: NetHack then stops with "Couldn't resolve dungeon number for name ..."
      = note: every game panics at its start: NetHack's dgn_comp writes this file, but dgn refuses it
      = help: if the game reading this file does not look "The Quest" up by name (a variant with names of its own), allow this check: `-A looked-up-dungeon` on the command line, or `looked-up-dungeon = "allow"` under `[warnings]` in dgn.toml

    error: could not lay out `one.def` (1 error); no output written
    "#);
}

/// A game that looks up other names: with `looked-up-dungeon` allowed
/// (`-A`, or `dgn.toml`), `--check` accepts the file and `--layout` lays
/// it out without NetHack's look-ups, as the check proved it.
#[test]
fn allowed_look_ups_are_left_out_of_the_layout() {
    let dir = tempfile::tempdir().unwrap();
    let def = file(dir.path(), "one.def", "DUNGEON: \"A\" \"a\" (5, 0)\n");
    let d = def.to_str().unwrap();
    let expected = "\n#0 \"A\" ():\n    num_dunlevs 5, dunlev_ureached 1\n    depth_start 1, ledger_start 0\n    flags:\n\nSpecial levels:\n\nBranches:\n\nDone\n";
    for allowed in [&["-A", "looked-up-dungeon"][..], &[]] {
        if allowed.is_empty() {
            std::fs::write(
                dir.path().join("dgn.toml"),
                "[warnings]\nlooked-up-dungeon = \"allow\"\n",
            )
            .unwrap();
        }
        let check = run(&[allowed, &["--check", d]].concat());
        assert_eq!(check.status.code(), Some(0), "{}", text(&check.stderr));
        assert!(check.stderr.is_empty(), "{}", text(&check.stderr));
        let out = run(&[allowed, &["--layout", "1", d]].concat());
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        assert_eq!(text(&out.stdout), expected);
    }
    // Set to "warn", the findings are warnings and the layout goes on.
    std::fs::write(
        dir.path().join("dgn.toml"),
        "[warnings]\nlooked-up-dungeon = \"warn\"\n",
    )
    .unwrap();
    let out = run(&["--layout", "1", d]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr)
            .starts_with("warning[looked-up-dungeon]: no dungeon \"The Quest\" is defined"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(text(&out.stdout), expected);
}

#[test]
fn bad_arguments() {
    let dir = tempfile::tempdir().unwrap();
    let def = file(dir.path(), "small.def", SMALL);
    let d = def.to_str().unwrap();
    for (seeds, msg) in [
        ("x", "bad seed `x` in `--layout x`"),
        ("5..5", "`--layout 5..5` names no seed"),
        ("6..=5", "`--layout 6..=5` names no seed"),
    ] {
        let out = run(&["--layout", seeds, d]);
        assert_eq!(out.status.code(), Some(2), "{seeds}");
        assert!(text(&out.stderr).contains(msg), "{}", text(&out.stderr));
        assert!(out.stdout.is_empty());
    }
    let two = run(&["--layout", "1", d, d]);
    assert_eq!(two.status.code(), Some(2));
    assert!(text(&two.stderr).contains("--layout needs exactly one FILE"));
    let rng_alone = run(&["--rng", "glibc", d]);
    assert_eq!(rng_alone.status.code(), Some(2));
    // A description with errors reports them and lays nothing out.
    let bad = file(
        dir.path(),
        "bad.def",
        "DUNGEON: \"A\" \"a\" (5, 0)\nLEVEL: \"x\" \"xy\" @ (1, 0)\n",
    );
    let out = run(&["--layout", "1", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    assert!(
        text(&out.stderr).contains("bad.def:2:"),
        "{}",
        text(&out.stderr)
    );
}

/// Every error in one run: a level name too long for NetHack's buffers
/// and a level outside its dungeon (found by the placement proof, which
/// the name error no longer stops), the same in `--check` and `--layout`.
#[test]
fn a_long_name_does_not_hide_the_proof() {
    let dir = tempfile::tempdir().unwrap();
    let def = file(
        dir.path(),
        "two.def",
        "DUNGEON: \"Main\" \"M\" (5, 0)\nLEVEL: \"a-very-long-level\" \"a\" @ (9, 0)\n",
    );
    let d = def.to_str().unwrap();
    let check = run(&["--check", d]);
    let layout = run(&["--layout", "1", d]);
    for out in [&check, &layout] {
        assert_eq!(out.status.code(), Some(1));
        assert!(out.stdout.is_empty());
    }
    let err = text(&check.stderr).replace(d, "two.def");
    let heads: Vec<&str> = err.lines().filter(|l| l.starts_with("error")).collect();
    assert_eq!(
        heads,
        [
            "error: level name is too long for NetHack: 17 bytes, at most 14 fit",
            "error: level \"a-very-long-level\" falls outside dungeon \"Main\": NetHack panics at the start of every game",
            "error: could not compile `two.def` (2 errors); no output written",
        ],
        "{err}"
    );
    let laid = text(&layout.stderr).replace(d, "two.def");
    assert_eq!(
        laid.replace("could not lay out", "could not compile"),
        err,
        "{laid}"
    );
}
