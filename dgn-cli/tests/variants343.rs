//! The NetHack 3.4.3-family variant targets (`dnethack`, `notdnethack`)
//! against the variants' own compilers: the fixtures in
//! `tests/tests/variants/NAME/` hold descriptions of our own and the bytes
//! each variant's `dgn_comp` writes for them (see each folder's README).

use std::path::Path;
use std::process::{Command, Output};

#[path = "support/fixtures.rs"]
mod fixtures;
use fixtures::{fixtures_of, hex_of, scratch};

/// Runs `lev_comp` in `dir` with `args`, then `files`.
fn lev_comp(dir: &Path, args: &[&str], files: &[&Path]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lev_comp"))
        .current_dir(dir)
        .args(args)
        .args(files)
        .output()
        .unwrap()
}

fn dgn_comp(args: &[&str], files: &[&Path]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dgn_comp"))
        .args(args)
        .args(files)
        .output()
        .unwrap()
}

/// Compiles the fixture `dungeon.def` of `variant` into `dir` and returns
/// the bytes written (the games look up dungeons by name that the fixture
/// does not define, so that check is allowed).
fn compile_dungeon(variant: &str, dir: &Path) -> Vec<u8> {
    let out = dgn_comp(
        &[
            "--target",
            variant,
            "-A",
            "looked-up-dungeon",
            "-o",
            dir.to_str().unwrap(),
        ],
        &[&fixtures_of(variant).join("dungeon.def")],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::read(dir.join("dungeon")).unwrap()
}

#[test]
fn dnethack_dungeon_is_byte_identical_and_needs_its_tables() {
    let dir = scratch("dn-dungeon");
    assert_eq!(
        compile_dungeon("dnethack", &dir),
        hex_of("dnethack", "dungeon.hex")
    );
    // The same file overflows NetHack 3.4.3's tables.
    let out = dgn_comp(
        &[
            "--target",
            "nethack-3.4.3",
            "-A",
            "looked-up-dungeon",
            "-o",
            dir.to_str().unwrap(),
        ],
        &[&fixtures_of("dnethack").join("dungeon.def")],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("too many special levels: at most 50 are allowed in all"),
        "{err}"
    );
    assert!(
        err.contains("too many dungeons: at most 16 are allowed"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn notdnethack_alternates_and_default_chance_are_byte_identical() {
    let dir = scratch("notdn-dungeon");
    let bytes = compile_dungeon("notdnethack", &dir);
    assert_eq!(bytes, hex_of("notdnethack", "dungeon.hex"));
    // 80-byte dungeon records: header 32, count 4, then the first dungeon
    // (one level of 48 bytes, two branches of 40) before "Choice".
    let first_choice = 32 + 4 + 80 + 48 + 2 * 40;
    let field = |rec: usize, at: usize| {
        i32::from_le_bytes(bytes[rec + at..rec + at + 4].try_into().unwrap())
    };
    assert_eq!(&bytes[first_choice..first_choice + 6], b"Choice");
    assert_eq!(field(first_choice, 56), 100, "chance without one given");
    assert_eq!(field(first_choice, 64), 2, "alternates of the first copy");
    // No warning for copies of a name sharing their bones marker.
    let out = dgn_comp(
        &[
            "--target",
            "notdnethack",
            "-A",
            "looked-up-dungeon",
            "-o",
            dir.to_str().unwrap(),
        ],
        &[&fixtures_of("notdnethack").join("dungeon.def")],
    );
    assert!(
        String::from_utf8_lossy(&out.stderr).is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn notdnethack_decompiles_alternates_back_to_the_same_bytes() {
    let dir = scratch("notdn-roundtrip");
    let bin = dir.join("dungeon");
    std::fs::write(&bin, hex_of("notdnethack", "dungeon.hex")).unwrap();
    let src = dir.join("src");
    std::fs::create_dir_all(&src).unwrap();
    let out = dgn_comp(
        &[
            "--target",
            "notdnethack",
            "--decompile",
            "-o",
            src.to_str().unwrap(),
        ],
        &[&bin],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let again = dir.join("again");
    let out = dgn_comp(
        &[
            "--target",
            "notdnethack",
            "-A",
            "looked-up-dungeon",
            "-o",
            again.to_str().unwrap(),
        ],
        &[&src.join("dungeon.def")],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        std::fs::read(again.join("dungeon")).unwrap(),
        hex_of("notdnethack", "dungeon.hex")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn notdnethack_rejects_a_shallow_dungeon() {
    let dir = scratch("notdn-bad");
    let file = fixtures_of("notdnethack").join("baddepth.def");
    let out = dgn_comp(
        &[
            "--target",
            "notdnethack",
            "-A",
            "looked-up-dungeon",
            "-o",
            dir.to_str().unwrap(),
        ],
        &[&file],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("error: invalid dungeon depth (0, 2)\n"),
        "{err}"
    );
    assert!(err.contains("baddepth.def:5:27"), "{err}");
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        0,
        "nothing written"
    );
    // NetHack 3.4.3's dgn_comp never checks it: only a warning there.
    let out = dgn_comp(
        &[
            "--target",
            "nethack-3.4.3",
            "-A",
            "looked-up-dungeon",
            "-o",
            dir.to_str().unwrap(),
        ],
        &[&file],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Each variant's own-written level file compiles to the bytes its
/// `lev_comp` writes (fixtures as hex), and NetHack 3.4.3's dialect still
/// rejects its additions.
#[test]
fn level_dialects_are_byte_identical_with_their_lev_comp() {
    for (variant, levels) in [
        ("dnethack", ["dmaze", "droom"]),
        ("notdnethack", ["nmaze", "nroom"]),
    ] {
        let dir = scratch(&format!("lev-{variant}"));
        let des = fixtures_of(variant).join("levels.des");
        let out = lev_comp(&dir, &["--target", variant], &[&des]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{variant}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        for name in levels {
            let got = std::fs::read(dir.join(format!("{name}.lev"))).unwrap();
            assert_eq!(
                got,
                hex_of(variant, &format!("{name}.hex")),
                "{variant} {name}"
            );
        }
        // NetHack 3.4.3 knows neither the map characters nor the records.
        let out = lev_comp(&dir, &[], &[&des]);
        assert_eq!(out.status.code(), Some(1), "{variant} as 3.4.3");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// The dialects' rejections point where their `lev_comp` does: a map
/// character given to `INIT_MAP` without quotes is a syntax error on its
/// line (the C tool: "line 4 : syntax error").
#[test]
fn level_dialect_rejection_is_located_on_the_c_tools_line() {
    let dir = scratch("lev-reject");
    let des = dir.join("bad.des");
    std::fs::write(
        &des,
        "MAZE: \"bad\", ' '\nFLAGS: lethe\n\nINIT_MAP: G, ' ', true, true, lit, false\n",
    )
    .unwrap();
    for variant in ["dnethack", "notdnethack"] {
        let out = lev_comp(&dir, &["--target", variant], &[&des]);
        assert_eq!(out.status.code(), Some(1), "{variant}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("bad.des:4:11"), "{variant}: {err}");
        assert!(!dir.join("bad.lev").exists(), "{variant}: nothing written");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `dgn_comp --layout 0..=7` of the fixture `layout.def` prints what
/// dNetHack's own `init_dungeons` lays out for those seeds: its draw of
/// one of its three dungeon files (`rn2(3)`) before it reads the file, then
/// NetHack 3.4.3's placement in its larger tables, with its look-ups by
/// name.
#[test]
fn dnethack_layout_as_its_game() {
    layout_as_its_game("dnethack");
}

/// The same for notdNetHack: its alternates (one "Chaos Quest" of three
/// is taken), its chances (0 is never) and its quest's locate level,
/// which moves down in a quest of 6 or 7 levels.
#[test]
fn notdnethack_layout_as_its_game() {
    let text = layout_as_its_game("notdnethack");
    assert_eq!(text.matches("\"Chaos Quest\"").count(), 8, "one a seed");
    assert!(!text.contains("\"Never\""), "{text}");
    assert!(text.contains("x-loca (0): on 3, 4;"), "{text}");
    // The placement proof follows its alternates, chances and the move
    // of its quest's locate level: the fixture is proved, with nothing to
    // say.
    let def = fixtures_of("notdnethack").join("layout.def");
    let out = dgn_comp(&["--target", "notdnethack", "--check"], &[&def]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    // With the locate level on 5, only a quest of 6 levels that moves it
    // (1/2 of 1/2) puts it on the goal's level 6 (the harness around its
    // `dungeon.c` panics on the same seeds as `--layout`).
    let dir = scratch("notdnethack-quest-shift");
    let moved = dir.join("shift.def");
    let text = std::fs::read_to_string(&def)
        .unwrap()
        .replace("\"x-loca\" \"L\" @ (3, 0)", "\"x-loca\" \"L\" @ (5, 0)");
    std::fs::write(&moved, text).unwrap();
    let out = dgn_comp(&["--target", "notdnethack", "--check"], &[&moved]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with(
            "warning[unplaceable-level]: the special levels of dungeon \"The Quest\" cannot be placed: NetHack panics at the start of 1/4 (25%) of games"
        ),
        "{err}"
    );
    assert!(
        err.contains("\"x-loca\" goes on level 6, \"x-goal\" goes on level 6"),
        "{err}"
    );
    // Its alternates share a name: the example tells them apart.
    assert!(
        err.contains("if \"Chaos Quest\" (copy 1 of 3) and \"Chaos Quest\" (copy 2 of 3) and \"Never\" are not generated"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Compiles the fixture `layout.def` of `variant` (the bytes its own
/// `dgn_comp` writes), lays it out for seeds 0 to 7 from the source and
/// from the bytes, and checks both against `layout-0-7.txt`.
fn layout_as_its_game(variant: &str) -> String {
    layout_of_as_its_game(variant, variant)
}

/// [`layout_as_its_game`] of the `layout.def` of the fixtures of `def_of`.
fn layout_of_as_its_game(variant: &str, def_of: &str) -> String {
    let dir = scratch(&format!("{variant}-layout"));
    let def = fixtures_of(def_of).join("layout.def");
    let out = dgn_comp(&["--target", variant, "-o", dir.to_str().unwrap()], &[&def]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        std::fs::read(dir.join("layout")).unwrap(),
        hex_of(variant, "layout.hex")
    );
    let out = dgn_comp(&["--target", variant, "--layout", "0..=7"], &[&def]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let want = std::fs::read_to_string(fixtures_of(variant).join("layout-0-7.txt")).unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), want);
    // The binary file lays out the same.
    let out = dgn_comp(
        &["--target", variant, "--layout", "0..=7"],
        &[&dir.join("layout")],
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), want);
    let _ = std::fs::remove_dir_all(&dir);
    want
}

/// Their level files decompile to source in their dialect (door texts,
/// forges, gods, their map characters) that compiles back to the same
/// bytes; NetHack 3.4.3's target names the game a file is for.
#[test]
fn their_level_files_decompile_and_round_trip() {
    let dir = scratch("lev-decode");
    for (variant, name, expect) in [
        (
            "dnethack",
            "dmaze",
            &[
                "DOOR: closed, (4,2), 7",
                "|.tGe",
                "FLAGS: noteleport, lethe, cave, outside",
            ][..],
        ),
        (
            "dnethack",
            "droom",
            &[
                "ROOM: \"hive outpost\", lit, (10,5)",
                "DOOR: false, closed, north, random, 12",
                "OBJECT: '#', \"cursed ring mail\", random",
            ][..],
        ),
        (
            "notdnethack",
            "nmaze",
            &[
                "FORGE: (1,1)",
                "ALTAR: (2,1), law, shrine, \"Crom\"",
                "TRAP: \"flesh hook\", (5,1)",
                "MONSTER: '#', random, (1,1), \"peaceful dwarf\"",
            ][..],
        ),
        (
            "notdnethack",
            "nroom",
            &[
                "CHANCE: 50",
                "ALTAR: (2,1), noalign, altar, \"Mitra\"",
                "DOOR: true, open, west, 1, 9",
            ][..],
        ),
    ] {
        let lev = dir.join(format!("{name}.lev"));
        std::fs::write(&lev, hex_of(variant, &format!("{name}.hex"))).unwrap();
        let out = lev_comp(&dir, &["--target", variant, "--decompile"], &[&lev]);
        let src = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{variant} {name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        for e in expect {
            assert!(src.contains(e), "{variant} {name}: no `{e}` in\n{src}");
        }
        // With NetHack 3.4.3's target, the header names the game it is for.
        let out = lev_comp(&dir, &["--decompile"], &[&lev]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(&format!("written for target `{variant}`")),
            "{err}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--to-lua` reads their dialect and names, in one `variant-feature`
/// warning each, what NetHack 3.7 lacks, with what it writes instead; the
/// Lua passes the 3.7 checker.
#[test]
fn to_lua_names_each_feature_nethack_37_lacks() {
    let dir = scratch("lev-to-lua");
    for (variant, lua, expect) in [
        (
            "dnethack",
            "dmaze.lua",
            &[
                "NetHack 3.7 has no door texts (dNetHack's); the text is left out",
                "NetHack 3.7 has no level flag `lethe` (dNetHack's); it is left out",
                "NetHack 3.7 has no trap \"essence\" (dNetHack's); a random trap is made",
                "NetHack 3.7 has no room type \"sea garden\" (dNetHack's); the room is an ordinary one",
                "NetHack 3.7 cannot make an object from a description (dNetHack's `'#'` objects); a random object is made",
                "NetHack 3.7 lacks the terrain of dNetHack's map characters `tGe,sw`",
            ][..],
        ),
        (
            "notdnethack",
            "nmaze.lua",
            &[
                "NetHack 3.7 has no forges (notdNetHack's); a fountain stands there instead",
                "NetHack 3.7 has no gods of notdNetHack's pantheon; the altar's god is left out",
                "NetHack 3.7 has no placement-check flags (notdNetHack's); it is left out",
                "NetHack 3.7 cannot make a monster from a description (notdNetHack's `'#'` monsters); a random monster is made",
                "NetHack 3.7 has no trap \"flesh hook\" (notdNetHack's); a random trap is made",
                "NetHack 3.7 places rooms on a 5×5 grid, not at map positions (notdNetHack's); the room is placed at random",
            ][..],
        ),
    ] {
        let out = lev_comp(&dir, &["--target", variant, "--to-lua"], &[&fixtures_of(variant).join("levels.des")]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{variant}: {err}");
        for e in expect {
            assert!(
                err.contains(&format!("warning[variant-feature]: {e}")),
                "{variant}: no `{e}` in\n{err}"
            );
        }
        let text = std::fs::read_to_string(dir.join(lua)).unwrap();
        assert!(!text.contains("|.t"), "{variant}: {text}");
        let check = lev_comp(&dir, &["--check"], &[&dir.join(lua)]);
        assert_eq!(
            check.status.code(),
            Some(0),
            "{variant}: {}",
            String::from_utf8_lossy(&check.stderr)
        );
    }
    let notd = std::fs::read_to_string(dir.join("nmaze.lua")).unwrap();
    assert!(notd.contains("des.feature(\"fountain\", 1, 1);"), "{notd}");
    assert!(notd.contains("|.T...|"), "{notd}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Pictures name the variant and draw its terrain, with a legend entry for
/// each kind of ground, and list its traps, room types and forges by name.
#[test]
fn pictures_draw_their_terrain_with_a_legend() {
    let dir = scratch("lev-preview");
    let out = lev_comp(
        &dir,
        &["--target", "dnethack", "--preview-svg"],
        &[&dir, &fixtures_of("dnethack").join("levels.des")],
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let svg = std::fs::read_to_string(dir.join("dmaze.svg")).unwrap();
    for e in [
        "grass",
        "dead tree",
        "bare ground",
        "sand",
        "puddle (shallow water)",
        "trap \"essence\"",
    ] {
        assert!(svg.contains(&format!(">{e}<")), "no legend entry `{e}`");
    }
    let out = lev_comp(
        &dir,
        &["--target", "notdnethack", "--preview"],
        &[&fixtures_of("notdnethack").join("levels.des")],
    );
    let text = String::from_utf8_lossy(&out.stdout);
    for e in [
        "notdNetHack MAZE level",
        "FLAGS: lethe",
        "REGION: (1,1,2,2), lit, \"naiad shop\", unfilled",
        "FORGE: forge, (1, 1)",
        "TRAP: \"flesh hook\", (5, 1)",
    ] {
        assert!(text.contains(e), "no `{e}` in\n{text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `line:col: kind: message` of each diagnostic `lev_comp` prints.
fn located(variant: &str, file: &str) -> Vec<String> {
    let dir = scratch(&format!("lev-reject-{variant}-{file}"));
    let out = lev_comp(
        &dir,
        &["--target", variant],
        &[&fixtures_of(variant).join(file)],
    );
    assert_eq!(out.status.code(), Some(1), "{variant} {file}");
    assert!(
        std::fs::read_dir(&dir).unwrap().next().is_none(),
        "nothing written"
    );
    let _ = std::fs::remove_dir_all(&dir);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    let mut found = Vec::new();
    let mut head = String::new();
    for line in err.lines() {
        if line.starts_with("error") || line.starts_with("warning") {
            head = line.to_string();
        } else if let Some(at) = line.trim_start().strip_prefix("--> ") {
            let at = at.rsplit_once(&format!("{file}:")).map_or(at, |(_, a)| a);
            found.push(format!("{at}: {head}"));
        }
    }
    found
}

/// Rejections point at the lines their own `lev_comp` reports (see the
/// fixtures' READMEs), and every error of the file is found in one run.
#[test]
fn rejections_are_located_where_their_lev_comp_reports_them() {
    assert_eq!(
        located("dnethack", "reject.des"),
        [
            "8:51: error: Name given for externally-parsed object",
            "9:1: error: `INIT_MAP` is not allowed here: `INIT_MAP` must come right after the `MAZE` line (and its `FLAGS`), once",
            "11:24: error: room position (81, 3) is outside the map",
            "12:26: error: room position (3, 21) is outside the map",
            "13:7: error: unknown trap type \"switch\"",
        ]
    );
    assert_eq!(
        located("notdnethack", "reject-map.des"),
        [
            "2:11: error: a joined INIT_MAP needs floor (`.`), corridor (`#`), grass (`G`), soil (`e`), sand (`s`), a puddle (`w`) or ice (`I`) as its foreground",
            "6:2: error: `O` is not a map character",
            "9:1: error: `FORGE` before the level's first map part",
        ]
    );
    assert_eq!(
        located("notdnethack", "reject-flag.des"),
        [
            "2:8: error: unknown word `cave`",
            "9:28: warning[unknown-god]: Bad god name \"Nobody\"",
            "11:14: warning[unknown-object]: \"belt of power\" is not of object class '['; making a random object",
        ]
    );
}

/// Misspelt names get suggestions from the variant's own keywords, traps
/// and room types.
#[test]
fn suggestions_come_from_their_names() {
    let dir = scratch("lev-dym");
    let des = dir.join("dym.des");
    std::fs::write(
        &des,
        "MAZE: \"x\", ' '\nFLAGS: leth\nGEOMETRY:center,center\nMAP\n.\nENDMAP\nTRAP: \"flesh hok\", (0,0)\nREGION: (0,0,0,0), lit, \"naiad shp\"\n",
    )
    .unwrap();
    let out = lev_comp(&dir, &["--target", "notdnethack"], &[&des]);
    let err = String::from_utf8_lossy(&out.stderr);
    for e in [
        "did you mean `lethe`?",
        "did you mean \"flesh hook\"?",
        "did you mean \"naiad shop\"?",
    ] {
        assert!(err.contains(e), "no `{e}` in\n{err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A register read past its list (dNetHack's own `mines.des` reads
/// `place[9]` of nine places) is refused by default, at the register, and
/// with `-A register-past-list` written as its `lev_comp` writes it; the
/// file decompiles back to the same bytes.
#[test]
fn a_register_past_its_list_is_a_lint_that_may_be_allowed() {
    let dir = scratch("lev-pastlist");
    let des = fixtures_of("dnethack").join("pastlist.des");
    let run = |args: &[&str]| {
        let all: Vec<&str> = ["--target", "dnethack"]
            .iter()
            .chain(args)
            .copied()
            .collect();
        lev_comp(&dir, &all, &[&des])
    };
    let out = run(&[]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "error[register-past-list]: `place[2]` but the `RANDOM_PLACES` list has only 2 entries"
        ) && err.contains("pastlist.des:11:22"),
        "{err}"
    );
    assert!(!dir.join("pastlist.lev").exists());
    let out = run(&["-A", "register-past-list"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(dir.join("pastlist.lev")).unwrap();
    assert_eq!(bytes, hex_of("dnethack", "pastlist.hex"));
    let out = lev_comp(
        &dir,
        &["--target", "dnethack", "--decompile", "pastlist.lev"],
        &[],
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("place[2]"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// notdNetHack never makes a dungeon of chance 0 (NetHack always does): a
/// branch from one is never there, and what it leads to is unreachable.
#[test]
fn notdnethack_branch_from_a_dungeon_of_chance_0_is_never_there() {
    let dir = scratch("notd-never");
    let def = dir.join("never.def");
    std::fs::write(
        &def,
        "DUNGEON: \"A\" \"A\" (10, 0)\nBRANCH: \"B\" @ (3, 0)\nDUNGEON: \"B\" \"B\" (5, 0) 0\nBRANCH: \"C\" @ (3, 0)\nDUNGEON: \"C\" \"C\" (3, 0)\n",
    )
    .unwrap();
    let out = dgn_comp(
        &[
            "--target",
            "notdnethack",
            "-A",
            "looked-up-dungeon",
            "--check",
        ],
        &[&def],
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("warning[branch-from-optional]: branch from dungeon \"B\", which is never generated (its chance is 0)\n --> ")
            && err.contains("never.def:4:1"),
        "{err}"
    );
    assert!(
        err.contains(
            "error: no branch leads to dungeon \"C\": NetHack panics at the start of every game"
        ),
        "{err}"
    );
    // NetHack 3.4.3 reads the same chance as "always": no warning.
    let out = dgn_comp(&["-A", "looked-up-dungeon", "--check"], &[&def]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("branch-from-optional"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// dNetHack 3.16.0 (`--target dnethack-3.16.0`, its revision of
/// 2018-12-31): levels of our own compile to the bytes its `lev_comp`
/// writes (AIR 35 and CLOUD 36, its shop numbers from 21, NetHack 3.4.3's
/// room grid), which the current dNetHack's numbers do not give; they
/// decompile to source that compiles back to the same bytes.
#[test]
fn dnethack_316_levels_are_byte_identical_and_round_trip() {
    let variant = "dnethack-3.16.0";
    let dir = scratch("lev-dn316");
    let des = fixtures_of(variant).join("levels.des");
    let out = lev_comp(&dir, &["--target", variant], &[&des]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for name in ["omaze", "oroom"] {
        let want = hex_of(variant, &format!("{name}.hex"));
        assert_eq!(
            std::fs::read(dir.join(format!("{name}.lev"))).unwrap(),
            want,
            "{name}"
        );
    }
    // The current dNetHack numbers terrain and shops otherwise.
    let cur = scratch("lev-dn316-cur");
    let out = lev_comp(&cur, &["--target", "dnethack"], &[&des]);
    assert_eq!(out.status.code(), Some(0));
    let maze = std::fs::read(cur.join("omaze.lev")).unwrap();
    assert_ne!(maze[32..], hex_of(variant, "omaze.hex")[32..]);
    let _ = std::fs::remove_dir_all(&cur);
    for (name, expect) in [
        (
            "omaze",
            &[
                "|.AC.T{.|",
                "FLAGS: noteleport, lethe, cave, outside",
                "DOOR: closed, (5,2), 7",
                "REGION: (1,1,2,2), lit, \"candle shop\", unfilled",
            ][..],
        ),
        (
            "oroom",
            &[
                "ROOM: \"candle shop\", lit, (3,2), (center,center), (4,3)",
                "DOOR: false, closed, north, random, 12",
            ][..],
        ),
    ] {
        let out = lev_comp(
            &dir,
            &["--target", variant, "--decompile"],
            &[&dir.join(format!("{name}.lev"))],
        );
        let src = String::from_utf8_lossy(&out.stdout).into_owned();
        assert_eq!(out.status.code(), Some(0), "{name}");
        for e in expect {
            assert!(src.contains(e), "{name}: no `{e}` in\n{src}");
        }
        let back = scratch(&format!("lev-dn316-{name}"));
        std::fs::write(back.join("back.des"), &src).unwrap();
        let out = lev_comp(&back, &["--target", variant], &[&back.join("back.des")]);
        assert_eq!(out.status.code(), Some(0), "{name}");
        assert_eq!(
            std::fs::read(back.join(format!("{name}.lev"))).unwrap(),
            hex_of(variant, &format!("{name}.hex")),
            "{name} round trip"
        );
        let _ = std::fs::remove_dir_all(&back);
    }
    // A `dgn.toml` beside the file names the target as well.
    let toml = scratch("lev-dn316-toml");
    std::fs::write(toml.join("dgn.toml"), "target = \"dnethack-3.16.0\"\n").unwrap();
    std::fs::copy(&des, toml.join("levels.des")).unwrap();
    let out = lev_comp(&toml, &[], &[&toml.join("levels.des")]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        std::fs::read(toml.join("oroom.lev")).unwrap(),
        hex_of(variant, "oroom.hex")
    );
    let _ = std::fs::remove_dir_all(&toml);
    // The header names the revision a file is for.
    let out = lev_comp(&dir, &["--decompile"], &[&dir.join("omaze.lev")]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("written for target `dnethack-3.16.0`"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// What later dNetHack revisions added is refused by dNetHack 3.16.0 on
/// the lines its `lev_comp` reports (8, 9, 12; warnings on 9, 10, 13).
#[test]
fn dnethack_316_refuses_later_additions_where_its_lev_comp_does() {
    assert_eq!(
        located("dnethack-3.16.0", "reject.des"),
        [
            "8:7: error: unknown trap type \"essence\"",
            "9:9: error: `'#'` is not an object class",
            "9:14: warning[unknown-object]: unknown object \"blessed +2 silver long sword\"; making a random object",
            "10:25: warning[unknown-room-type]: unknown room type \"sea garden\"; making an ordinary room",
            "12:24: error: room position (10, 5) is outside the 5×5 grid",
            "13:7: warning[unknown-room-type]: unknown room type \"hive outpost\"; making an ordinary room",
        ]
    );
    // The room position says which target has it.
    let dir = scratch("lev-dn316-help");
    let out = lev_comp(
        &dir,
        &["--target", "dnethack-3.16.0"],
        &[&fixtures_of("dnethack-3.16.0").join("reject.des")],
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("= help: later dNetHack revisions place rooms at map positions: compile with `--target dnethack`"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// dNetHack 3.16.0 reads its one dungeon file with no draw before it,
/// then lays it out as the current dNetHack does (the text its own
/// `init_dungeons` prints for seeds 0 to 7 of dNetHack's `layout.def`).
#[test]
fn dnethack_316_layout_as_its_game() {
    let text = layout_of_as_its_game("dnethack-3.16.0", "dnethack");
    assert_ne!(
        text,
        std::fs::read_to_string(fixtures_of("dnethack").join("layout-0-7.txt")).unwrap()
    );
}

/// dNetHack 3.16.0's single dungeon file: dNetHack's fixture compiles to
/// the bytes its `dgn_comp` writes (the same tables, its own header) and
/// decompiles back.
#[test]
fn dnethack_316_dungeon_is_byte_identical() {
    let dir = scratch("dn316-dungeon");
    let out = dgn_comp(
        &[
            "--target",
            "dnethack-3.16.0",
            "-A",
            "looked-up-dungeon",
            "-o",
            dir.to_str().unwrap(),
        ],
        &[&fixtures_of("dnethack").join("dungeon.def")],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(dir.join("dungeon")).unwrap();
    let want = hex_of("dnethack-3.16.0", "dungeon.hex");
    assert_eq!(bytes, want);
    assert_eq!(bytes[32..], hex_of("dnethack", "dungeon.hex")[32..]);
    assert_eq!(&bytes[..8], &[0, 0, 0x10, 3, 0, 0, 0, 0], "3.16.0");
    let src = dir.join("src");
    let out = dgn_comp(
        &[
            "--target",
            "dnethack-3.16.0",
            "--decompile",
            "-o",
            src.to_str().unwrap(),
        ],
        &[&dir.join("dungeon")],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let again = dir.join("again");
    let out = dgn_comp(
        &[
            "--target",
            "dnethack-3.16.0",
            "-A",
            "looked-up-dungeon",
            "-o",
            again.to_str().unwrap(),
        ],
        &[&src.join("dungeon.def")],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::read(again.join("dungeon")).unwrap(), want);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `line:col: message` of each `variant-feature` warning of
/// `dgn_comp --to-lua` of `file` (written into `dir`).
fn dungeon_features(variant: &str, file: &Path, dir: &Path) -> Vec<String> {
    let out = dgn_comp(
        &[
            "--target",
            variant,
            "-A",
            "looked-up-dungeon",
            "--to-lua",
            "-o",
            dir.to_str().unwrap(),
        ],
        &[file],
    );
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{variant}: {err}");
    let mut found = Vec::new();
    let mut head = None;
    for line in err.lines() {
        if let Some(m) = line.strip_prefix("warning[variant-feature]: ") {
            head = Some(m.to_string());
        } else if let (Some(at), Some(m)) = (line.trim_start().strip_prefix("--> "), head.take()) {
            let name = file.file_name().unwrap().to_string_lossy();
            let at = at.rsplit_once(&format!("{name}:")).map_or(at, |(_, a)| a);
            found.push(format!("{at}: {m}"));
        }
    }
    found
}

/// `dgn_comp --to-lua` of their dungeon files writes what NetHack 3.7's
/// `init_dungeons` reads closest to each variant's own, and names in one
/// `variant-feature` warning each what 3.7 cannot do: notdNetHack's
/// alternates (the first is kept), its chance 0 (never: written as -1,
/// which 3.7 never makes) and its quest; dNetHack's draw of one of three
/// files; SLASH'EM's entry levels on branches (the one its game takes
/// becomes the dungeon's `entry`) and branches back (left out); UnNetHack
/// 3.5's shuffled planes.
#[test]
fn dungeon_to_lua_follows_each_variants_rules() {
    let dir = scratch("dgn-to-lua");
    assert_eq!(
        dungeon_features("notdnethack", &fixtures_of("notdnethack").join("layout.def"), &dir),
        [
            "39:10: NetHack 3.7 does not move the quest's second-to-last special level down in a quest of 6 or 7 levels (notdNetHack does); it stays where the file places it",
            "54:10: NetHack 3.7 has no alternate dungeons (notdNetHack's copy 2 of \"Chaos Quest\"); it is left out, and 3.7 always makes the first",
            "57:10: NetHack 3.7 has no alternate dungeons (notdNetHack's copy 3 of \"Chaos Quest\"); it is left out, and 3.7 always makes the first",
            "68:10: NetHack 3.7 makes a dungeon of chance 0 in every game (notdNetHack never makes \"Never\"); it is written with chance -1",
        ]
    );
    let lua = std::fs::read_to_string(dir.join("layout.lua")).unwrap();
    assert_eq!(
        lua.matches("name = \"Chaos Quest\"").count(),
        2,
        "a branch and one dungeon"
    );
    assert!(!lua.contains("ossa1") && lua.contains("chaosf"), "{lua}");
    assert_eq!(
        dungeon_features("dnethack", &fixtures_of("dnethack").join("dungeon.def"), &dir),
        ["3:10: NetHack 3.7 reads one dungeon.lua (dNetHack draws one of its three dungeon files, dngnch1 to dngnch3, when a game starts); this file converts on its own"]
    );
    // Its older revision reads one file.
    assert!(dungeon_features(
        "dnethack-3.16.0",
        &fixtures_of("dnethack").join("dungeon.def"),
        &dir
    )
    .is_empty());
    assert_eq!(
        dungeon_features("slashem", &fixtures_of("slashem").join("dungeon.def"), &dir),
        [
            "5:10: NetHack 3.7 has no entry level on a branch (SLASH'EM's 2); it is left out, and 3.7 enters \"Side\" at its top, as SLASH'EM's game does",
            "6:14: NetHack 3.7 has no entry level on a branch (SLASH'EM's -1); it is written as the `entry` of \"Deep\"",
            "7:10: NetHack 3.7 has no entry level on a branch (SLASH'EM's -3); it is written as the `entry` of \"Far\"",
            "12:10: NetHack 3.7 makes no branch back to an earlier dungeon (SLASH'EM's branch to \"Main\"); it is left out",
            "16:14: NetHack 3.7 makes no branch back to an earlier dungeon (SLASH'EM's branch to \"Main\"); it is left out",
        ]
    );
    let lua = std::fs::read_to_string(dir.join("dungeon.lua")).unwrap();
    assert!(
        lua.contains(
            "name = \"Deep\",\n      bonetag = \"D\",\n      base = 5,\n      entry = -1,"
        ),
        "{lua}"
    );
    assert_eq!(
        lua.matches("name = \"Main\"").count(),
        1,
        "no branch back: {lua}"
    );
    // NetHack 3.7 enters "Deep" (5 levels) at its bottom, as SLASH'EM does.
    let out = dgn_comp(
        &[
            "--target",
            "nethack-3.7",
            "-A",
            "looked-up-dungeon",
            "--layout",
            "0",
        ],
        &[&dir.join("dungeon.lua")],
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("1: portal, end1 0 10, end2 2 5, end1 down"),
        "{text}"
    );
    assert_eq!(
        dungeon_features("unnethack-3.5", &fixtures_of("unnethack-3.5").join("dungeon.def"), &dir),
        ["58:10: NetHack 3.7 does not shuffle the Elemental Planes (UnNetHack 3.5 does); they stay in the file's order"]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// notdNetHack's dungeon converted to `dungeon.lua`, read back by NetHack
/// 3.7's rules: its dungeon of chance 0 is never made, and of its
/// alternates only the first, in every game.
#[test]
fn notdnethack_dungeon_lua_never_makes_its_chance_0() {
    let dir = scratch("notd-lua-never");
    let def = dir.join("never.def");
    std::fs::write(
        &def,
        "DUNGEON: \"The Dungeons of Doom\" \"D\" (20, 0)\nBRANCH: \"Chaos Quest\" @ (3, 0) portal\nBRANCH: \"Never\" @ (5, 0)\nDUNGEON: \"Chaos Quest\" \"C\" (4, 0)\nLEVEL: \"chaosf\" \"none\" @ (1, 0)\nDUNGEON: \"Chaos Quest\" \"C\" (5, 0)\nLEVEL: \"ossa1\" \"none\" @ (2, 0)\nDUNGEON: \"Never\" \"none\" (2, 0) 0\n",
    )
    .unwrap();
    assert_eq!(dungeon_features("notdnethack", &def, &dir).len(), 2);
    let lua = std::fs::read_to_string(dir.join("never.lua")).unwrap();
    assert!(
        lua.contains("name = \"Never\",\n      base = 2,\n      chance = -1\n"),
        "{lua}"
    );
    let out = dgn_comp(
        &[
            "--target",
            "nethack-3.7",
            "-A",
            "looked-up-dungeon",
            "--layout",
            "0..=49",
        ],
        &[&dir.join("never.lua")],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text.matches("seed ").count(), 50);
    assert_eq!(text.matches("\"Chaos Quest\"").count(), 50, "{text}");
    assert_eq!(text.matches("chaosf").count(), 50, "{text}");
    assert!(
        !text.contains("\"Never\"") && !text.contains("ossa1"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
