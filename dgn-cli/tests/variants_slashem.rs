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

fn lev_comp(dir: &Path, args: &[&str], files: &[&Path]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lev_comp"))
        .current_dir(dir)
        .args(args)
        .args(files)
        .output()
        .unwrap()
}

/// The probe `levels.des` (toilets, its flags, numbered place lists with
/// `none`, random regions in a map part and a `NOMAP` part, `place[i]`,
/// `place[i][j]` and `region[i]` coordinates, door keys on map and room
/// doors, object flags on floor, contained and room objects, scrawled
/// engravings, its room types) compiles to the bytes its `lev_comp`
/// writes, and decompiles back to them.
#[test]
fn levels_are_byte_identical_and_round_trip() {
    let dir = scratch("slashem-lev");
    let des = fixtures_of("slashem").join("levels.des");
    let out = lev_comp(&dir, &["--target", "slashem"], &[&des]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    for name in ["smaze", "sroom"] {
        let got = std::fs::read(dir.join(format!("{name}.lev"))).unwrap();
        assert_eq!(got, hex_of("slashem", &format!("{name}.hex")), "{name}");
    }
    let maze = hex_of("slashem", "smaze.hex");
    // The first map part: 10x5 map with a toilet (30) at (2,1), after
    // the version header, the kind, INIT_MAP, flags, message, filling and
    // part count, alignments and size.
    let map = 32 + 1 + 8 + 8 + 1 + 2 + 4;
    assert_eq!(maze[map + 10 + 2], 30, "Z is TOILET 30");
    // Flags: noteleport 1, spooky 0x20, lethe 0x40.
    assert_eq!(maze[32 + 1 + 8], 0x61);
    // No level region, then two random regions of 24 bytes each, then
    // the random objects (2), then three place lists of 3, 2 and 1
    // places: their lengths, then each list's columns and rows (`none`
    // is -1, -1).
    let regions = map + 50 + 1;
    assert_eq!(maze[regions - 1], 0, "no level region");
    assert_eq!(maze[regions], 2, "two random regions");
    let lists = regions + 1 + 2 * 24 + 3;
    assert_eq!(
        maze[lists..lists + 17],
        [3, 3, 2, 1, 1, 0xff, 3, 1, 0xff, 3, 2, 7, 3, 1, 0xff, 0xff, 0][..]
    );
    for name in ["smaze", "sroom"] {
        let lev = dir.join(format!("{name}.lev"));
        let out = lev_comp(&dir, &["--target", "slashem", "--decompile"], &[&lev]);
        assert_eq!(out.status.code(), Some(0), "{name}: {}", stderr(&out));
        let src = String::from_utf8_lossy(&out.stdout);
        let expect: &[&str] = if name == "smaze" {
            &[
                "FLAGS: noteleport, spooky, lethe",
                "|.Z..+...|",
                "RANDOM_PLACES: (1,1), none, (3,3)",
                "RANDOM_PLACES[1]: (2,3), (7,1)",
                "RANDOM_REGION[1]: levregion(1,1,20,10), (0,0,0,0)",
                "DOOR: closed, (5,2), \"The Key of Chaos\"",
                "MONSTER: 'G', \"gnome lord\", place[1][0], peaceful",
                "MONSTER: random, random, region[1]",
                "OBJECT: random, random, place[1][1]\nOBJFLAGS: o_lit, o_buried",
                "ENGRAVING: (3,3), scrawl, \"KILROY\"",
                "REGION: (1,1,3,2), lit, \"black market\"",
            ]
        } else {
            &[
                "ROOM: \"pet shop\", lit, (2,2)",
                "DOOR: false, locked, north, 1, \"The Key of Neutrality\"",
                "SUBROOM: \"black market\"",
            ]
        };
        for e in expect {
            assert!(src.contains(e), "{name}: no `{e}` in\n{src}");
        }
    }
    // NetHack 3.4.3 has none of it.
    let out = lev_comp(&dir, &[], &[&des]);
    assert_eq!(out.status.code(), Some(1));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `line:col: kind: message` of each diagnostic `lev_comp --target
/// slashem` prints for `file`.
fn located(file: &Path) -> Vec<String> {
    let dir = scratch("slashem-located");
    let out = lev_comp(&dir, &["--target", "slashem"], &[file]);
    assert_eq!(out.status.code(), Some(1), "{}", file.display());
    assert!(
        std::fs::read_dir(&dir).unwrap().next().is_none(),
        "nothing written"
    );
    let _ = std::fs::remove_dir_all(&dir);
    let err = stderr(&out);
    let name = file.file_name().unwrap().to_str().unwrap();
    let mut found = Vec::new();
    let mut head = String::new();
    for line in err.lines() {
        if line.starts_with("error") || line.starts_with("warning") {
            head = line.to_string();
        } else if let Some(at) = line.trim_start().strip_prefix("--> ") {
            let at = at.rsplit_once(&format!("{name}:")).map_or(at, |(_, a)| a);
            found.push(format!("{at}: {head}"));
        }
    }
    found
}

/// Each of SLASH'EM's own errors falls on the line its `lev_comp` reports
/// (see the fixtures' README), all in one run.
#[test]
fn rejections_are_located_where_its_lev_comp_reports_them() {
    assert_eq!(
        located(&fixtures_of("slashem").join("reject.des")),
        [
            "8:15: error: place list 1 out of order: the next list of this part is number 0",
            "10:1: error: `RANDOM_PLACES` given twice",
            "10:16: error: (2, 2) is outside the map",
            "11:15: error: place list 0 is already defined",
            "12:15: error: `RANDOM_PLACES[10]`: place lists go from 0 to 9",
            "13:15: error: `RANDOM_REGION[1]` out of order: the next random region of this part is number 0",
            "14:1: error: `OBJFLAGS` before any object of this room or map part",
            "15:22: error: Undefined artifact key \"The Key of Nobody\"",
            "16:23: error: `region[5]` but only random region 0 is defined here",
            "17:29: error: `place[10][0]`: place lists and their entries go from 0 to 9",
            "29:1: error: too many random regions in this map part (at most 9)",
            "32:1: error: `OBJFLAGS` before any object of this room or map part",
            "33:50: error: Undefined artifact key \"Grayswandir!\"",
            "34:22: error: `region[0]` but no random region is defined here",
        ]
    );
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
/// `dungeon.lua` cannot hold: the one SLASH'EM's game takes into a dungeon
/// becomes the dungeon's `entry`, the others are left out (the exact
/// warnings are in `variants343.rs`).
#[test]
fn to_lua_names_the_entry_levels_it_leaves_out() {
    let out = dgn_comp(
        &["--target", "slashem", "-A", "looked-up-dungeon", "--to-lua"],
        &[&fixtures_of("slashem").join("dungeon.def")],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    let entries: Vec<&str> = err
        .lines()
        .filter(|l| {
            l.starts_with("warning[variant-feature]: NetHack 3.7 has no entry level on a branch")
        })
        .collect();
    assert_eq!(entries.len(), 3, "{err}");
    assert!(
        entries[0].ends_with("(SLASH'EM's 2); it is left out, and 3.7 enters \"Side\" at its top, as SLASH'EM's game does"),
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

/// `--to-lua` of its levels names, in one `variant-feature` warning each,
/// what NetHack 3.7 lacks (toilets, its flags, place lists, random
/// regions, door keys, object flags, scrawls, room types); the maze's Lua
/// passes the 3.7 checker, its toilet a sink and its `place[i]` into a list
/// that holds `none` a random spot.
#[test]
fn to_lua_names_each_level_feature_nethack_37_lacks() {
    let dir = scratch("slashem-lua");
    let out = lev_comp(
        &dir,
        &["--target", "slashem", "--to-lua"],
        &[&fixtures_of("slashem").join("levels.des")],
    );
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(0), "{err}");
    for e in [
        "NetHack 3.7 has no level flag `spooky` (SLASH'EM's); it is left out",
        "NetHack 3.7 has no level flag `lethe` (SLASH'EM's); it is left out",
        "NetHack 3.7 lacks the terrain of SLASH'EM's map characters `Z` (toilets become sinks)",
        "NetHack 3.7 has one list of places and no place `none` (SLASH'EM's numbered lists); the list is left out and its places are random spots",
        "NetHack 3.7 has no random regions (SLASH'EM's); the region is left out and its spots are random",
        "NetHack 3.7 has no doors locked to an artifact key (SLASH'EM's); the key is left out",
        "NetHack 3.7 has no object flags (SLASH'EM's `OBJFLAGS`); they are left out",
        "NetHack 3.7 has no scrawled engravings (SLASH'EM's); the engraving is written in the dust",
        "NetHack 3.7 has no room type \"black market\" (SLASH'EM's); the room is an ordinary one",
    ] {
        assert!(
            err.contains(&format!("warning[variant-feature]: {e}")),
            "no `{e}` in\n{err}"
        );
    }
    assert_eq!(err.matches("warning[variant-feature]").count(), 32, "{err}");
    // Its rooms are placed on the 5x5 grid, as NetHack 3.7's are.
    assert!(!err.contains("not at map positions"), "{err}");
    let lua = std::fs::read_to_string(dir.join("smaze.lua")).unwrap();
    assert!(lua.contains("|.K..+...|"), "{lua}");
    assert!(lua.contains("des.monster(\"d\");"), "{lua}");
    let check = lev_comp(&dir, &["--check"], &[&dir.join("smaze.lua")]);
    assert_eq!(check.status.code(), Some(0), "{}", stderr(&check));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Pictures name the game, draw its toilets with a legend entry, and list
/// door keys, object flags and the places of its place lists.
#[test]
fn pictures_draw_toilets_and_list_its_additions() {
    let dir = scratch("slashem-preview");
    let des = fixtures_of("slashem").join("levels.des");
    let out = lev_comp(
        &dir,
        &["--target", "slashem", "--preview-svg"],
        &[&dir, &des],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let svg = std::fs::read_to_string(dir.join("smaze.svg")).unwrap();
    assert!(svg.contains(">toilet<"), "no legend entry for the toilet");
    let out = lev_comp(&dir, &["--target", "slashem", "--preview"], &[&des]);
    let text = String::from_utf8_lossy(&out.stdout);
    for e in [
        "SLASH'EM MAZE level",
        "FLAGS: noteleport, spooky, lethe",
        "DOOR: closed, (5, 2), locked to the key \"The Key of Chaos\"",
        "OBJECT: '(', \"wax candle\", lit, (1, 1)",
        "at place[1][1]: one of (2, 3) (7, 1) (place list 1, shuffled)",
        "at place[2]: one of (1, 1) none (3, 3) (shuffled)",
        "at a random spot of random region 1",
        "ROOMDOOR: locked, North wall at 1, locked to the key \"The Key of Neutrality\"",
    ] {
        assert!(text.contains(e), "no `{e}` in\n{text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Misspelt names get suggestions from its keywords, room types and
/// artifacts.
#[test]
fn suggestions_come_from_its_names() {
    let dir = scratch("slashem-dym");
    let des = dir.join("dym.des");
    std::fs::write(
        &des,
        "MAZE: \"x\", ' '\nFLAGS: spooki\nGEOMETRY:center,center\nMAP\n.+\nENDMAP\nDOOR: locked, (1,0), \"The Key of Lav\"\nREGION: (0,0,0,0), lit, \"black markt\"\nOBJECT: '(', random, (0,0)\nOBJFLAG: o_lit\n",
    )
    .unwrap();
    let out = lev_comp(&dir, &["--target", "slashem"], &[&des]);
    let err = stderr(&out);
    for e in [
        "did you mean `spooky`?",
        "did you mean \"The Key of Law\"?",
        "did you mean \"black market\"?",
        "did you mean `OBJFLAGS`?",
    ] {
        assert!(err.contains(e), "no `{e}` in\n{err}");
    }
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

/// SlashTHEM's and slashem9's level dialects are SLASH'EM's with their
/// own tables: the probes compile to the bytes their `lev_comp` writes
/// (puddles, SlashTHEM's traps, room types and artifacts; slashem9's
/// health shop) and decompile back; SLASH'EM's table does not know them.
#[test]
fn slashthem_and_slashem9_levels_are_byte_identical() {
    for (target, levels) in [
        ("slashthem", &["tmaze", "troom"][..]),
        ("slashem9", &["nroom"][..]),
    ] {
        let dir = scratch(&format!("{target}-lev"));
        let des = fixtures_of(target).join("levels.des");
        let out = lev_comp(&dir, &["--target", target], &[&des]);
        assert_eq!(out.status.code(), Some(0), "{target}: {}", stderr(&out));
        for name in levels {
            let lev = dir.join(format!("{name}.lev"));
            let got = std::fs::read(&lev).unwrap();
            assert_eq!(got, hex_of(target, &format!("{name}.hex")), "{name}");
            let back = lev_comp(&dir, &["--target", target, "--decompile"], &[&lev]);
            assert_eq!(back.status.code(), Some(0), "{name}: {}", stderr(&back));
        }
        // SLASH'EM has neither puddles nor health shops.
        let out = lev_comp(&dir, &["--target", "slashem"], &[&des]);
        let err = stderr(&out);
        if target == "slashthem" {
            assert_eq!(out.status.code(), Some(1), "{err}");
            assert!(err.contains("`'w'` is not a map character"), "{err}");
        } else {
            assert!(
                err.contains("unknown room type \"health shop\"; making an ordinary room"),
                "{err}"
            );
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    // SlashTHEM's maze: a joined puddle fill (PUDDLE 37), a toilet (30) and
    // a puddle in the map.
    let maze = hex_of("slashthem", "tmaze.hex");
    assert_eq!(maze[32 + 1..32 + 3], [1, 0]);
    assert_eq!(maze[32 + 3], 37, "INIT_MAP foreground");
    let map = 32 + 1 + 8 + 8 + 1 + 2 + 4;
    assert_eq!(maze[map + 7 + 2..map + 7 + 4], [37, 30]);
}

/// SLASH'EM 0.0.7E7F3's version header (`--version-header`): its
/// incarnation is 0.0.7.7, the other three fields are 0.0.8E0F2's.
const SLASHEM_7E7F3: &str = "0x707,0x1feecc,0x44219264,0xc0d28978";

/// SLASH'EM's older releases speak the same languages with the same
/// tables: 0.0.8E0F1 (d45a4ce) writes the very bytes of the fixtures
/// (its header does not count the fix level), and 0.0.7E7F3 writes the
/// same records behind its own header, which `--version-header` gives.
/// Its files are refused without the header and decompile back with it.
#[test]
fn release_7e7f3_differs_only_in_its_version_header() {
    let dir = scratch("slashem-7e7f3");
    let header = ["--version-header", SLASHEM_7E7F3];
    let des = fixtures_of("slashem").join("levels.des");
    let out = lev_comp(
        &dir,
        &["--target", "slashem", header[0], header[1]],
        &[&des],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    for name in ["smaze", "sroom"] {
        let got = std::fs::read(dir.join(format!("{name}.lev"))).unwrap();
        let old = hex_of("slashem", &format!("{name}-7e7f3.hex"));
        assert_eq!(got, old, "{name}");
        // The first two bytes differ from 0.0.8E0F2's: 0x0800 against 0x0707.
        let new = hex_of("slashem", &format!("{name}.hex"));
        assert_eq!(
            (&old[..2], &new[..2]),
            (&[7u8, 7][..], &[0u8, 8][..]),
            "{name}"
        );
        assert_eq!(old[2..], new[2..], "{name}");
        let lev = dir.join(format!("{name}.lev"));
        let out = lev_comp(&dir, &["--target", "slashem", "--decompile"], &[&lev]);
        assert_eq!(out.status.code(), Some(1));
        assert!(
            stderr(&out).contains("bad version header: not a level file for target slashem (expected 0008000000000000ccee1f"),
            "{}",
            stderr(&out)
        );
        let out = lev_comp(
            &dir,
            &["--target", "slashem", header[0], header[1], "--decompile"],
            &[&lev],
        );
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let back = dir.join("back");
        std::fs::create_dir_all(&back).unwrap();
        let src = back.join(format!("{name}.des"));
        std::fs::write(&src, out.stdout).unwrap();
        let out = lev_comp(
            &back,
            &["--target", "slashem", header[0], header[1]],
            &[&src],
        );
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        assert_eq!(
            std::fs::read(back.join(format!("{name}.lev"))).unwrap(),
            old
        );
    }
    let out = dgn_comp(
        &[
            "--target",
            "slashem",
            header[0],
            header[1],
            "-A",
            "looked-up-dungeon",
            "-o",
            dir.to_str().unwrap(),
        ],
        &[&fixtures_of("slashem").join("dungeon.def")],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let old = hex_of("slashem", "dungeon-7e7f3.hex");
    assert_eq!(std::fs::read(dir.join("dungeon")).unwrap(), old);
    assert_eq!(old[2..], hex_of("slashem", "dungeon.hex")[2..]);
    let bin = dir.join("old");
    std::fs::write(&bin, &old).unwrap();
    let out = dgn_comp(&["--target", "slashem", "--decompile"], &[&bin]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("the version header does not match target `slashem`"),
        "{}",
        stderr(&out)
    );
    let out = dgn_comp(
        &["--target", "slashem", header[0], header[1], "--decompile"],
        &[&bin],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let src = dir.join("again.def");
    std::fs::write(&src, out.stdout).unwrap();
    let out = dgn_comp(
        &[
            "--target",
            "slashem",
            header[0],
            header[1],
            "-A",
            "looked-up-dungeon",
            "-o",
            dir.to_str().unwrap(),
        ],
        &[&src],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(std::fs::read(dir.join("again")).unwrap(), old);
    let _ = std::fs::remove_dir_all(&dir);
}

/// SLASH'EM 0.0.7E0 (`--target slashem-0.0.7e0`): one place list a map
/// part, `place[i]` stored as NetHack 3.4.3 stores it; the probe compiles
/// to its `lev_comp`'s bytes and decompiles back, the later numbered lists
/// are refused on their lines, and its dungeon is SLASH'EM's behind its
/// header.
#[test]
fn release_7e0_has_one_place_list() {
    let dir = scratch("slashem-7e0");
    let t = "slashem-0.0.7e0";
    let des = fixtures_of(t).join("levels.des");
    let out = lev_comp(&dir, &["--target", t], &[&des]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    for name in ["omaze", "oroom"] {
        let got = std::fs::read(dir.join(format!("{name}.lev"))).unwrap();
        assert_eq!(got, hex_of(t, &format!("{name}.hex")), "{name}");
    }
    let maze = hex_of(t, "omaze.hex");
    assert_eq!(maze[..2], [0, 7], "0.0.7E0's version number");
    // The one list: its count, then columns and rows (`none` is -1, -1).
    let list = [4, 1, 0xff, 3, 7, 1, 0xff, 3, 1];
    assert!(maze.windows(list.len()).any(|w| w == list));
    // `place[3]` as -4, -4 (SLASH'EM 0.0.8E0 writes -1, -4).
    assert!(maze.windows(2).any(|w| w == [0xfc, 0xfc]));
    // The same source for 0.0.8E0F2 writes its lists the later way.
    let out = lev_comp(&dir, &["--target", "slashem"], &[&des]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_ne!(
        std::fs::read(dir.join("omaze.lev")).unwrap()[32..],
        maze[32..]
    );
    for name in ["omaze", "oroom"] {
        let lev = dir.join(format!("{name}.lev"));
        std::fs::write(&lev, hex_of(t, &format!("{name}.hex"))).unwrap();
        let out = lev_comp(&dir, &["--target", t, "--decompile"], &[&lev]);
        assert_eq!(out.status.code(), Some(0), "{name}: {}", stderr(&out));
        let src = String::from_utf8_lossy(&out.stdout).into_owned();
        if name == "omaze" {
            for e in [
                "RANDOM_PLACES: (1,1), none, (3,3), (7,1)",
                "OBJECT: random, random, place[3]",
                "MONSTER: random, random, region[0]",
            ] {
                assert!(src.contains(e), "no `{e}` in\n{src}");
            }
        }
        let back = dir.join("back");
        std::fs::create_dir_all(&back).unwrap();
        let file = back.join(format!("{name}.des"));
        std::fs::write(&file, src).unwrap();
        let out = lev_comp(&back, &["--target", t], &[&file]);
        assert_eq!(out.status.code(), Some(0), "{name}: {}", stderr(&out));
        assert_eq!(
            std::fs::read(back.join(format!("{name}.lev"))).unwrap(),
            hex_of(t, &format!("{name}.hex")),
            "{name}"
        );
    }
    // Its lev_comp stops at line 10 with a syntax error; dgn reads on.
    let out = lev_comp(
        &dir,
        &["--target", t],
        &[&fixtures_of(t).join("reject.des")],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains(
            "error: `RANDOM_PLACES[n]`: numbered place lists came with SLASH'EM 0.0.7E3\n  --> "
        ),
        "{err}"
    );
    assert!(err.contains("reject.des:10:15\n"), "{err}");
    assert!(
        err.contains(
            "error: `place[i][j]`: numbered place lists came with SLASH'EM 0.0.7E3\n  --> "
        ),
        "{err}"
    );
    assert!(err.contains("reject.des:11:22\n"), "{err}");
    assert!(!dir.join("oreject.lev").exists());
    let out = compile(t, &fixtures_of("slashem").join("dungeon.def"), &dir);
    assert!(out.status.success(), "{}", stderr(&out));
    let bytes = std::fs::read(dir.join("dungeon")).unwrap();
    assert_eq!(bytes, hex_of(t, "dungeon.hex"));
    assert_eq!(bytes[32..], hex_of("slashem", "dungeon.hex")[32..]);
    let _ = std::fs::remove_dir_all(&dir);
}
