//! The lint `looked-up-dungeon` on a description in a non-UTF-8 encoding:
//! a variant whose game looks up its own names (JNetHack names its
//! dungeons in Japanese, in EUC-JP) is refused by default, accepted once
//! the lint is allowed, and compiled byte for byte as before.

use std::path::Path;
use std::process::Command;

/// A small description of our own in EUC-JP: "運命の迷宮" (10 bytes) and
/// "探求の旅" (8 bytes), with a comment "迷宮".
const EUC_JP: &[u8] = b"# \xcc\xc2\xb5\xdc\nDUNGEON: \"\xb1\xbf\xcc\xbf\xa4\xce\xcc\xc2\xb5\xdc\" \"D\" (10, 2)\nALIGNMENT: unaligned\nBRANCH: \"\xc3\xb5\xb5\xe1\xa4\xce\xce\xb9\" @ (4, 2) portal\nLEVEL: \"oracle\" \"O\" @ (5, 3)\nDUNGEON: \"\xc3\xb5\xb5\xe1\xa4\xce\xce\xb9\" \"Q\" (5, 0)\nLEVEL: \"x-strt\" \"none\" @ (1, 0)\n";
const MAIN: &[u8] = b"\xb1\xbf\xcc\xbf\xa4\xce\xcc\xc2\xb5\xdc";
const QUEST: &[u8] = b"\xc3\xb5\xb5\xe1\xa4\xce\xce\xb9";

/// The binary file of [`EUC_JP`], encoded here field by field from the
/// format's layout (names in 24 bytes, NUL padded; little-endian).
fn expected(target: &dgn_core::Target) -> Vec<u8> {
    fn name(out: &mut Vec<u8>, n: &[u8]) {
        out.extend_from_slice(n);
        out.resize(out.len() + 24 - n.len(), 0);
    }
    fn ints(out: &mut Vec<u8>, v: &[i32]) {
        for x in v {
            out.extend_from_slice(&x.to_le_bytes());
        }
    }
    fn couple(out: &mut Vec<u8>, base: i16, rand: i16) {
        out.extend_from_slice(&base.to_le_bytes());
        out.extend_from_slice(&rand.to_le_bytes());
    }
    let mut out = target.version_bytes();
    ints(&mut out, &[2]);
    // Dungeon 0: name, no protofile, (10, 2), flags 0, no chance, one
    // level, one branch, entry 0, bones 'D'.
    name(&mut out, MAIN);
    name(&mut out, b"");
    couple(&mut out, 10, 2);
    ints(&mut out, &[0, 0, 1, 1, 0]);
    out.extend_from_slice(b"D\0\0\0");
    // "oracle" @ (5, 3): chance 100, no variants, no chain, flags 0, 'O'.
    name(&mut out, b"oracle");
    couple(&mut out, 5, 3);
    ints(&mut out, &[100, 0, -1, 0]);
    out.extend_from_slice(b"O\0\0\0");
    // The portal to the quest @ (4, 2): no chain, type 3, not up.
    name(&mut out, QUEST);
    couple(&mut out, 4, 2);
    ints(&mut out, &[-1, 3, 0]);
    // Dungeon 1, (5, 0), bones 'Q', and "x-strt" @ (1, 0) without bones.
    name(&mut out, QUEST);
    name(&mut out, b"");
    couple(&mut out, 5, 0);
    ints(&mut out, &[0, 0, 1, 0, 0]);
    out.extend_from_slice(b"Q\0\0\0");
    name(&mut out, b"x-strt");
    couple(&mut out, 1, 0);
    ints(&mut out, &[100, 0, -1, 0]);
    out.extend_from_slice(&[0; 4]);
    out
}

fn dgn_comp(dir: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_dgn_comp"));
    c.current_dir(dir);
    c
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

const TARGETS: [&str; 2] = ["nethack-3.4.3", "nethack-3.6.7"];

#[test]
fn refused_by_default_with_the_lints_error() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("dungeon.def"), EUC_JP).unwrap();
    for target in TARGETS {
        for check in [true, false] {
            let mut c = dgn_comp(dir.path());
            c.args(["--target", target]);
            if check {
                c.arg("--check");
            }
            let out = c.arg("dungeon.def").output().unwrap();
            assert_eq!(out.status.code(), Some(1));
            let err = text(&out.stderr);
            assert!(
                err.starts_with("error[looked-up-dungeon]: no dungeon \"The Quest\" is defined, and NetHack looks it up by name: NetHack panics at the start of every game\n --> dungeon.def:2:10\n"),
                "{err}"
            );
            assert!(
                err.contains("help: if the game reading this file does not look \"The Quest\" up by name (a variant with names of its own), allow this check: `-A looked-up-dungeon` on the command line, or `looked-up-dungeon = \"allow\"` under `[warnings]` in dgn.toml"),
                "{err}"
            );
            assert!(err.ends_with("(1 error); no output written\n"), "{err}");
            assert!(!dir.path().join("dungeon").exists());
        }
    }
}

#[test]
fn allowed_on_the_command_line_the_bytes_are_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("dungeon.def"), EUC_JP).unwrap();
    for target in TARGETS {
        let t = dgn_core::Target::builtin(target).unwrap();
        let out = dgn_comp(dir.path())
            .args(["--target", target, "-A", "looked-up-dungeon", "dungeon.def"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        assert!(out.stderr.is_empty(), "{}", text(&out.stderr));
        let written = std::fs::read(dir.path().join("dungeon")).unwrap();
        assert_eq!(written, expected(&t));
        // The writer with the check bypassed (the rule for a port's
        // tables, under which the look-ups do not count here) agrees.
        let src = dgn_core::SourceFile::new("dungeon.def", EUC_JP.to_vec());
        let model = dgn_core::dgn::compile(&src, &t, &Default::default())
            .model
            .unwrap();
        assert_eq!(written, dgn_core::dgn::write(&model, &t).unwrap());
        // And the file decompiles to source that rebuilds it: a variant's
        // binary is not held to NetHack's look-ups.
        let out = dgn_comp(dir.path())
            .args(["--target", target, "--decompile", "dungeon"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        assert!(out.stdout.windows(MAIN.len()).any(|w| w == MAIN));
        std::fs::remove_file(dir.path().join("dungeon")).unwrap();
    }
}

#[test]
fn allowed_in_dgn_toml_and_laid_out_without_the_look_ups() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("dungeon.def"), EUC_JP).unwrap();
    std::fs::write(
        dir.path().join("dgn.toml"),
        "target = \"nethack-3.6.7\"\n[warnings]\nlooked-up-dungeon = \"allow\"\n",
    )
    .unwrap();
    let out = dgn_comp(dir.path()).arg("dungeon.def").output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        std::fs::read(dir.path().join("dungeon")).unwrap(),
        expected(&dgn_core::Target::nethack_367())
    );
    // `--layout` prints the names' bytes as they are.
    let out = dgn_comp(dir.path())
        .args(["--layout", "1", "dungeon.def"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let mut first = b"\n#0 \"".to_vec();
    first.extend_from_slice(MAIN);
    first.extend_from_slice(b"\" ():\n");
    assert!(out.stdout.starts_with(&first), "{}", text(&out.stdout));
    // `-W looked-up-dungeon` on the command line wins over the file.
    let out = dgn_comp(dir.path())
        .args(["--check", "-W", "looked-up-dungeon", "dungeon.def"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).starts_with("error[looked-up-dungeon]"));
}
