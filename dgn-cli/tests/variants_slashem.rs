//! The `slashem`, `slashthem` and `slashem9` targets against their games'
//! own `dgn_comp`: the fixtures in `tests/tests/variants/slashem/` (and
//! `slashthem/`, `slashem9/`) hold descriptions of our own and the bytes
//! each `dgn_comp` writes for them (see the folders' READMEs).

use std::path::Path;
use std::process::{Command, Output};

#[path = "support/fixtures.rs"]
mod fixtures;
use fixtures::{fixtures_of, hex_of, scratch};

fn dgn_comp(args: &[&str], files: &[&Path]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dgn_comp"))
        .args(args)
        .args(files)
        .output()
        .unwrap()
}

/// Compiles `file` for `target` into `dir` (the fixtures leave out the
/// dungeons the game looks up by name, so that check is allowed).
fn compile(target: &str, file: &Path, dir: &Path) -> Output {
    dgn_comp(
        &[
            "--target",
            target,
            "-A",
            "looked-up-dungeon",
            "-o",
            dir.to_str().unwrap(),
        ],
        &[file],
    )
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn branch_entry_levels_are_byte_identical() {
    let dir = scratch("slashem-dungeon");
    let out = compile("slashem", &fixtures_of("slashem").join("dungeon.def"), &dir);
    assert!(out.status.success(), "{}", stderr(&out));
    // The placement proof follows the branches back: the chained one of
    // "Deep" reads past the levels read when "Side" (60%) is skipped.
    let err = stderr(&out);
    assert!(!err.contains("placement-unproven"), "{err}");
    assert!(
        err.contains("warning[unplaceable-level]: the chain of the branch to \"Main\" points past the levels NetHack read: NetHack panics at the start of 2/5 (40%) of games\n  --> "),
        "{err}"
    );
    assert!(err.contains("dungeon.def:16:14\n"), "{err}");
    let bytes = std::fs::read(dir.join("dungeon")).unwrap();
    assert_eq!(bytes, hex_of("slashem", "dungeon.hex"));
    // 72-byte dungeon records (no entry level) and 44-byte branch records
    // whose last field is the entry level: the first dungeon has two
    // levels, then its four branches.
    let first_branch = 32 + 4 + 72 + 2 * 48;
    let int = |at: usize| i32::from_le_bytes(bytes[at..at + 4].try_into().unwrap());
    assert_eq!(&bytes[first_branch..first_branch + 5], b"Side\0");
    assert_eq!(int(first_branch + 40), 2);
    assert_eq!(int(first_branch + 44 + 40), -1, "the chained branch's");
    assert_eq!(int(first_branch + 2 * 44 + 40), -3);
    assert_eq!(
        bytes[32 + 4 + 68],
        b'M',
        "bones marker right after the counts"
    );
    // The same file is not NetHack 3.4.3's: entry levels on branches and
    // branches back to earlier dungeons are errors there.
    let out = compile(
        "nethack-3.4.3",
        &fixtures_of("slashem").join("dungeon.def"),
        &dir,
    );
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.starts_with("error: a branch's entry level is SLASH'EM's\n --> "),
        "{err}"
    );
    assert!(err.contains("dungeon.def:5:26\n"), "{err}");
    assert!(
        err.contains("error: branch leads back to dungeon \"Main\""),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn decompiles_entry_levels_back_to_the_same_bytes() {
    let dir = scratch("slashem-roundtrip");
    let bin = dir.join("dungeon");
    std::fs::write(&bin, hex_of("slashem", "dungeon.hex")).unwrap();
    let out = dgn_comp(&["--target", "slashem", "--decompile"], &[&bin]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("CHAINBRANCH:\t\"Deep\" \"mid\" + (2, 1) portal -1\n"),
        "{text}"
    );
    assert!(
        text.contains("BRANCH:\t\t\"Far\" @ (12, 3) no_down up -3\n"),
        "{text}"
    );
    assert!(!text.contains("ENTRY"), "{text}");
    let src = dir.join("again.def");
    std::fs::write(&src, text).unwrap();
    let out = compile("slashem", &src, &dir);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        std::fs::read(dir.join("again")).unwrap(),
        hex_of("slashem", "dungeon.hex")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn entry_is_obsolete() {
    let dir = scratch("slashem-entry");
    let out = compile(
        "slashem",
        &fixtures_of("slashem").join("obsolete.def"),
        &dir,
    );
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.starts_with("error: ENTRY is obsolete in this game\n --> "),
        "{err}"
    );
    assert!(err.contains("obsolete.def:5:1"), "{err}");
    assert!(err.contains("(1 error)"), "{err}");
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        0,
        "nothing written"
    );
    // NetHack 3.4.3 reads it.
    let out = compile(
        "nethack-3.4.3",
        &fixtures_of("slashem").join("obsolete.def"),
        &dir,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_branch_reads_the_branch_at_the_dungeon_index() {
    let dir = scratch("slashem-quirk");
    let out = compile("slashem", &fixtures_of("slashem").join("quirk.def"), &dir);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    let at: Vec<&str> = err
        .lines()
        .filter_map(|l| l.split_once("quirk.def:").map(|(_, at)| at))
        .collect();
    // The probabilistic chain itself is only a warning (the C tool checks
    // another branch); "E" is reached by no branch.
    assert_eq!(at, ["5:18", "8:1", "11:10", "12:1"], "{err}");
    assert_eq!(
        err.matches("error: NetHack's dgn_comp rejects this branch")
            .count(),
        2,
        "{err}"
    );
    assert!(err.contains("(2 errors, 2 warnings)"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn tables_and_header_are_slashems() {
    let dir = scratch("slashem-tables");
    // 99 special levels fit, 100 do not; 50 levels a dungeon.
    let mut src = String::from("DUNGEON: \"Big\" \"B\" (50, 0)\n");
    for i in 0..100 {
        src.push_str(&format!(
            "LEVEL: \"l{i}\" \"none\" @ ({}, 0) 10\n",
            i % 50 + 1
        ));
    }
    let file = dir.join("big.def");
    std::fs::write(&file, &src).unwrap();
    let out = compile("slashem", &file, &dir);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.starts_with("error: too many special levels: at most 99 are allowed in all\n   --> "),
        "{err}"
    );
    assert!(err.contains("big.def:101:1"), "{err}");
    let fits = src.lines().take(100).collect::<Vec<_>>().join("\n") + "\n";
    std::fs::write(&file, fits).unwrap();
    let out = compile("slashem", &file, &dir);
    assert!(out.status.success(), "{}", stderr(&out));
    let bytes = std::fs::read(dir.join("big")).unwrap();
    assert_eq!(bytes.len(), 32 + 4 + 72 + 99 * 48);
    assert_eq!(
        &bytes[..32],
        [0x800u64, 0x001f_eecc, 0x4421_9264, 0xc0d2_8978]
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect::<Vec<u8>>()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn level_compiler_and_layout_refuse_the_target() {
    let dir = scratch("slashem-lev");
    let des = dir.join("probe.des");
    std::fs::write(
        &des,
        "MAZE: \"probe\", ' '\nGEOMETRY:center,center\nMAP\n.\nENDMAP\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_lev_comp"))
        .current_dir(&dir)
        .args(["--target", "slashem"])
        .arg(&des)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.starts_with("error: target `slashem`: its level language"),
        "{err}"
    );
    assert!(err.ends_with("(1 error); no output written\n"), "{err}");
    assert!(!dir.join("probe.lev").exists(), "nothing written");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--layout` follows SLASH'EM's own `init_dungeons`: seeds 0 to 7 of the
/// fixture `layout.def` (from the source and from the bytes its
/// `dgn_comp` writes) print what its `dungeon.c` prints
/// (`layout-0-7.txt`): entry levels clamped to the dungeon, the test for
/// a positive entry level reading the record at the dungeon's number (a
/// branch landing on level 0, another on 1 for its 3), the second branch
/// into the Mines never placed, and branches back to earlier dungeons.
#[test]
fn layout_follows_slashems_init_dungeons() {
    let dir = scratch("slashem-layout");
    let def = fixtures_of("slashem").join("layout.def");
    let out = compile("slashem", &def, &dir);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        std::fs::read(dir.join("layout")).unwrap(),
        hex_of("slashem", "layout.hex")
    );
    let want = std::fs::read_to_string(fixtures_of("slashem").join("layout-0-7.txt")).unwrap();
    for file in [def, dir.join("layout")] {
        let out = dgn_comp(&["--target", "slashem", "--layout", "0..=7"], &[&file]);
        assert!(out.status.success(), "{}", stderr(&out));
        assert_eq!(String::from_utf8_lossy(&out.stdout), want);
    }
    // Seed 0: the Quest (dungeon 3) entered on its level 2, Sokoban on
    // its bottom, the Spider Caves' 9 read as 1 (the record at its number
    // is Vlad's Tower's -9), Vlad's Tower's portal back to the Quest on
    // level 0, the Mines' branch back to level 1 for its 3.
    let seed0 = want.split("seed 1\n").next().unwrap_or_default();
    for branch in [
        "3: portal, end1 0 7, end2 3 2, end1 down\n",
        "2: stair, end1 0 9, end2 2 4, end1 up\n",
        "6: stair, end1 0 13, end2 5 1, end1 down\n",
        "9: portal, end1 6 2, end2 3 0, end1 down\n",
        "1: stair, end1 1 8, end2 0 1, end1 up\n",
    ] {
        assert!(seed0.contains(branch), "{branch}{seed0}");
    }
    assert_eq!(
        seed0.matches("end2 1 ").count(),
        1,
        "one branch into the Mines"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// SlashTHEM's and slashem9's `init_dungeons` are SLASH'EM's (SlashTHEM's
/// ledger check is 255): slashem9 lays SLASH'EM's fixture out as
/// SLASH'EM does (its harness draws from `random()` in place of its
/// generator seeded from the system), and SlashTHEM lays out a fixture of
/// over 127 levels as its `dungeon.c` does, where SLASH'EM panics.
#[test]
fn slashthem_and_slashem9_layouts_follow_their_dungeon_c() {
    let dir = scratch("slashem-family-layout");
    for (target, fixtures) in [("slashem9", "slashem"), ("slashthem", "slashthem")] {
        let def = fixtures_of(fixtures).join("layout.def");
        let out = compile(target, &def, &dir);
        assert!(out.status.success(), "{target}: {}", stderr(&out));
        assert_eq!(
            std::fs::read(dir.join("layout")).unwrap(),
            hex_of(target, "layout.hex"),
            "{target}"
        );
        let want = std::fs::read_to_string(fixtures_of(fixtures).join("layout-0-7.txt")).unwrap();
        for file in [def, dir.join("layout")] {
            let out = dgn_comp(&["--target", target, "--layout", "0..=7"], &[&file]);
            assert!(out.status.success(), "{target}: {}", stderr(&out));
            assert_eq!(String::from_utf8_lossy(&out.stdout), want, "{target}");
        }
    }
    // SLASH'EM's ledger ends at 127 levels: with a Sokoban and a Quest of
    // 40, the Quest ends on ledger level 138 for seed 0, and its harness
    // panics there; SlashTHEM's holds it.
    let deep = std::fs::read_to_string(fixtures_of("slashem").join("layout.def"))
        .unwrap()
        .replace("(25, 5)", "(50, 0)")
        .replace(
            "\"Sokoban\" \"none\" (4, 0)",
            "\"Sokoban\" \"none\" (40, 0)",
        )
        .replace("\"The Quest\" \"Q\" (5, 2)", "\"The Quest\" \"Q\" (40, 2)");
    let def = dir.join("deep.def");
    std::fs::write(&def, deep).unwrap();
    let out = dgn_comp(&["--target", "slashem", "--layout", "0"], &[&def]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains(": seed 0: dungeon #3: the game panics at its start with \"init_dungeons: too many levels\": the dungeons up to it have 138 levels, more than 127\n"), "{err}");
    let out = dgn_comp(&["--target", "slashthem", "--layout", "0"], &[&def]);
    assert!(out.status.success(), "{}", stderr(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--to-lua` names each entry level on a branch, which NetHack 3.7's
/// `dungeon.lua` cannot hold.
#[test]
fn to_lua_names_the_entry_levels_it_leaves_out() {
    let out = dgn_comp(
        &["--target", "slashem", "-A", "looked-up-dungeon", "--to-lua"],
        &[&fixtures_of("slashem").join("dungeon.def")],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    let left_out: Vec<&str> = err
        .lines()
        .filter(|l| {
            l.starts_with("warning[variant-feature]: NetHack 3.7 has no entry level on a branch")
        })
        .collect();
    assert_eq!(left_out.len(), 5, "{err}");
    assert!(
        left_out[0].ends_with("(SLASH'EM's 2); it is left out"),
        "{err}"
    );
}

/// A branch from an optional dungeon back to one defined before it loses
/// only itself: the note says so, and keeps the usual words for a branch
/// forward.
#[test]
fn a_branch_back_from_an_optional_dungeon_loses_only_itself() {
    let dir = scratch("slashem-branch-back");
    let def = dir.join("back.def");
    std::fs::write(
        &def,
        "DUNGEON: \"A\" \"A\" (10, 0)\nBRANCH: \"B\" @ (3, 0)\nDUNGEON: \"B\" \"B\" (5, 0) 50\nBRANCH: \"A\" @ (2, 0) 1\nBRANCH: \"C\" @ (3, 0)\nDUNGEON: \"C\" \"C\" (3, 0)\n",
    )
    .unwrap();
    let out = dgn_comp(
        &["--target", "slashem", "-A", "looked-up-dungeon", "--check"],
        &[&def],
    );
    let err = stderr(&out);
    let notes: Vec<&str> = err
        .lines()
        .filter(|l| l.contains("= note: if the dungeon is not generated"))
        .map(str::trim)
        .collect();
    assert_eq!(
        notes,
        [
            "= note: if the dungeon is not generated, the branch is lost (the dungeon it leads to, defined before, is not)",
            "= note: if the dungeon is not generated, the branch and the dungeon it leads to are lost",
        ],
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// SlashTHEM's and slashem9's `dgn_comp` are SLASH'EM's: the same records
/// behind their own headers (SlashTHEM's four fields, slashem9's two), and
/// SlashTHEM's deeper dungeons. Each file decompiles back to its bytes.
#[test]
fn slashthem_and_slashem9_write_slashems_records_behind_their_headers() {
    let dir = scratch("slashem-family");
    for (target, def, hex, header) in [
        (
            "slashthem",
            fixtures_of("slashthem").join("dungeon.def"),
            ("slashthem", "dungeon.hex"),
            32,
        ),
        (
            "slashem9",
            fixtures_of("slashem").join("dungeon.def"),
            ("slashem9", "dungeon.hex"),
            16,
        ),
    ] {
        let want = hex_of(hex.0, hex.1);
        let out = compile(target, &def, &dir);
        assert!(out.status.success(), "{target}: {}", stderr(&out));
        let bytes = std::fs::read(dir.join("dungeon")).unwrap();
        assert_eq!(bytes, want, "{target}");
        assert_eq!(
            bytes[..header],
            dgn_core::Target::builtin(target).unwrap().version_bytes()[..],
            "{target}"
        );
        // The records after the header are SLASH'EM's (the same file for
        // slashem9, with SLASH'EM's 32-byte header).
        if target == "slashem9" {
            assert_eq!(bytes[16..], hex_of("slashem", "dungeon.hex")[32..]);
        }
        let bin = dir.join("back");
        std::fs::write(&bin, &want).unwrap();
        let out = dgn_comp(&["--target", target, "--decompile"], &[&bin]);
        assert!(out.status.success(), "{target}: {}", stderr(&out));
        let src = dir.join("again.def");
        std::fs::write(&src, out.stdout).unwrap();
        let out = compile(target, &src, &dir);
        assert!(out.status.success(), "{target}: {}", stderr(&out));
        assert_eq!(std::fs::read(dir.join("again")).unwrap(), want, "{target}");
    }
    // SlashTHEM's 120-level dungeon is past SLASH'EM's 50.
    let out = compile(
        "slashem",
        &fixtures_of("slashthem").join("dungeon.def"),
        &dir,
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("error: base 120 is out of range\n"),
        "{}",
        stderr(&out)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// SlashTHEM's tables: 200 special levels and 100 branches fit (its
/// `dgn_comp` writes the same 14,180 bytes for this file), a 201st level
/// does not.
#[test]
fn slashthem_tables_hold_200_levels_and_100_branches() {
    let dir = scratch("slashthem-tables");
    let source = |levels: usize| {
        let mut src = String::from("DUNGEON: \"Big\" \"B\" (200, 0)\n");
        for i in 0..levels {
            src.push_str(&format!(
                "LEVEL: \"l{i}\" \"none\" @ ({}, 0)\n",
                i % 200 + 1
            ));
        }
        for i in 0..100 {
            src.push_str(&format!("BRANCH: \"Small\" @ ({}, 0)\n", i + 1));
        }
        src + "DUNGEON: \"Small\" \"S\" (2, 0)\n"
    };
    let file = dir.join("big.def");
    std::fs::write(&file, source(200)).unwrap();
    let out = compile("slashthem", &file, &dir);
    assert!(out.status.success(), "{}", stderr(&out));
    let bytes = std::fs::read(dir.join("big")).unwrap();
    assert_eq!(bytes.len(), 32 + 4 + 2 * 72 + 200 * 48 + 100 * 44);
    assert_eq!(bytes.len(), 14_180);
    std::fs::write(&file, source(201)).unwrap();
    let out = compile("slashthem", &file, &dir);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out)
            .starts_with("error: too many special levels: at most 200 are allowed in all\n"),
        "{}",
        stderr(&out)
    );
    let out = compile("slashem", &file, &dir);
    assert_eq!(out.status.code(), Some(1));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The level dialects of SlashTHEM and slashem9 are not compiled yet: the
/// level compiler refuses both targets rather than write SLASH'EM's or
/// NetHack 3.4.3's records.
#[test]
fn level_compiler_refuses_slashthem_and_slashem9() {
    let dir = scratch("slashem-family-lev");
    let des = dir.join("probe.des");
    std::fs::write(
        &des,
        "MAZE: \"probe\", ' '\nGEOMETRY:center,center\nMAP\n.\nENDMAP\n",
    )
    .unwrap();
    for target in ["slashthem", "slashem9"] {
        let out = Command::new(env!("CARGO_BIN_EXE_lev_comp"))
            .current_dir(&dir)
            .args(["--target", target])
            .arg(&des)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{target}");
        let err = stderr(&out);
        assert!(
            err.starts_with(&format!("error: target `{target}`: its level language")),
            "{err}"
        );
        assert!(!dir.join("probe.lev").exists(), "nothing written");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
