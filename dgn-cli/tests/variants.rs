//! The variant targets against the variants' own compilers: the fixtures
//! in `tests/tests/variants/NAME/` hold descriptions of our own using what
//! each variant adds, and the bytes its `lev_comp` and `dgn_comp` write for
//! them (see each folder's README).

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "support/fixtures.rs"]
mod fixtures;
use fixtures::{fixtures_of, hex_of, scratch};

fn fixtures() -> PathBuf {
    fixtures_of("evilhack")
}

/// Compiles each fixture `des` of `variant` in `dir` and compares the
/// level `lev` it writes with the variant's own bytes.
fn levels_match(variant: &str, dir: &Path, pairs: &[(&str, &str)]) {
    for (des, lev) in pairs {
        let src = fixtures_of(variant).join(des);
        let out = lev_comp(dir, &["--target", variant, src.to_str().unwrap()]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(
            std::fs::read(dir.join(format!("{lev}.lev"))).unwrap(),
            hex_of(variant, &format!("{lev}.lev.hex")),
            "{variant}: {lev}.lev"
        );
    }
}

/// The fixture `dungeon.def` of `variant` compiles in `dir` to the
/// variant's own bytes (its games look up other dungeons by name than the
/// fixture defines, so that check is allowed).
fn dungeon_matches(variant: &str, dir: &Path) {
    let out = Command::new(env!("CARGO_BIN_EXE_dgn_comp"))
        .args(["--target", variant, "-A", "looked-up-dungeon", "-o"])
        .arg(dir)
        .arg(fixtures_of(variant).join("dungeon.def"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        std::fs::read(dir.join("dungeon")).unwrap(),
        hex_of(variant, "dungeon.hex"),
        "{variant}: dungeon"
    );
}

/// Each fixture of `variant` is refused with its first error `message` on
/// `line`, and nothing is written to `dir`.
fn rejected_on_their_lines(variant: &str, dir: &Path, cases: &[(&str, u32, &str)]) {
    for (file, line, message) in cases {
        let src = fixtures_of(variant).join(file);
        let out = lev_comp(dir, &["--target", variant, src.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(1), "{file}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with(message), "{file}: {err}");
        assert!(err.contains(&format!("{file}:{line}:")), "{file}: {err}");
    }
    assert_eq!(
        std::fs::read_dir(dir).unwrap().count(),
        0,
        "nothing written"
    );
}

fn lev_comp(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_lev_comp"))
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap()
}

/// Every statement, detail, map character, room and trap type EvilHack
/// adds, and its random vault line: byte for byte.
#[test]
fn levels_byte_for_byte() {
    let dir = scratch("levels");
    levels_match(
        "evilhack",
        &dir,
        &[("feat.des", "evtest"), ("room.des", "evroom")],
    );
    assert_eq!(
        std::fs::read(dir.join("vaults.dat")).unwrap(),
        std::fs::read(fixtures().join("vaults.dat")).unwrap()
    );
    // A second run appends to `vaults.dat`, as EvilHack's does.
    let src = fixtures().join("feat.des");
    let out = lev_comp(&dir, &["--target", "evilhack", src.to_str().unwrap()]);
    assert!(out.status.success());
    assert_eq!(
        std::fs::read_to_string(dir.join("vaults.dat")).unwrap(),
        "3 25 evtest\n3 25 evtest\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// What EvilHack's `lev_comp` rejects, rejected on the same line, with
/// nothing written.
#[test]
fn rejections_on_the_same_lines() {
    let dir = scratch("bad");
    let cases: &[(&str, u32, &str)] = &[
        ("bad1.des", 3, "error: VAULTGEN without rndvault FLAG"),
        ("bad2.des", 3, "error: invalid MINDEPTH value 0"),
        ("bad3.des", 2, "error: a dead monster takes no other detail"),
        (
            "bad4.des",
            2,
            "error: expected `door state` or `random`, found `(`",
        ),
        (
            "bad5.des",
            3,
            "error: expected `door state` or `random`, found a door material",
        ),
    ];
    rejected_on_their_lines("evilhack", &dir, cases);
    let _ = std::fs::remove_dir_all(&dir);
}

/// NetHack 3.6.7's target refuses what only EvilHack has.
#[test]
fn vanilla_refuses_evilhack() {
    let dir = scratch("vanilla");
    let src = fixtures().join("feat.des");
    let out = lev_comp(&dir, &["--target", "nethack-3.6.7", src.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("error: expected `level flag`, found unknown word `rndvault`"),
        "{err}"
    );
    assert!(err.contains("feat.des:3:8"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// EvilHack's dungeon descriptors and alignment bits, byte for byte.
#[test]
fn dungeon_byte_for_byte() {
    let dir = scratch("dungeon");
    dungeon_matches("evilhack", &dir);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--to-lua` names each EvilHack feature NetHack 3.7 lacks.
#[test]
fn to_lua_warns_for_each_feature() {
    let dir = scratch("lua");
    to_lua_names(
        "evilhack",
        &dir,
        &[
            "FORGE",
            "MAGIC_CHEST",
            "PUDDLE",
            "SEWAGE",
            "random vaults",
            "material",
            "dead",
            "affixed_gem",
            "forged_qual",
        ],
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Converts the fixture `feat.des` of `variant` to NetHack 3.7 Lua in
/// `dir`, and checks that a warning names each of `features`.
fn to_lua_names(variant: &str, dir: &Path, features: &[&str]) {
    let src = fixtures_of(variant).join("feat.des");
    let out = lev_comp(
        dir,
        &["--target", variant, "--to-lua", src.to_str().unwrap()],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let err = String::from_utf8_lossy(&out.stderr);
    for what in features {
        assert!(err.contains(what), "{what} not named:\n{err}");
    }
}

/// Hack'EM: its statements, renumbered flags, map characters, room and
/// trap types and random vault line, byte for byte; its descriptor and
/// alignment bits; its rejections on the same lines.
#[test]
fn hackem_byte_for_byte() {
    let dir = scratch("hackem");
    let fx = fixtures_of("hackem");
    levels_match(
        "hackem",
        &dir,
        &[("feat.des", "hktest"), ("level.des", "hkroom")],
    );
    assert_eq!(
        std::fs::read(dir.join("vaults.dat")).unwrap(),
        std::fs::read(fx.join("vaults.dat")).unwrap()
    );
    dungeon_matches("hackem", &dir);
    let _ = std::fs::remove_dir_all(&dir);

    let dir = scratch("hackem-bad");
    rejected_on_their_lines(
        "hackem",
        &dir,
        &[
            ("bad1.des", 2, "error: expected `(`, found `:`"),
            ("bad2.des", 3, "error: MINDEPTH without rndvault FLAG"),
        ],
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// UnNetHack: its statements, core functions, map characters, room and
/// trap types, level name counter and random vault lines, byte for byte;
/// its dungeon; its rejections on the same lines.
#[test]
fn unnethack_byte_for_byte() {
    let dir = scratch("unnethack");
    let fx = fixtures_of("unnethack");
    for lev in ["untest", "unroom", "unv-01", "unv-02"] {
        if lev == "untest" {
            levels_match("unnethack", &dir, &[("feat.des", lev)]);
        } else {
            assert_eq!(
                std::fs::read(dir.join(format!("{lev}.lev"))).unwrap(),
                hex_of("unnethack", &format!("{lev}.lev.hex")),
                "{lev}.lev"
            );
        }
    }
    assert_eq!(
        std::fs::read(dir.join("vaults.dat")).unwrap(),
        std::fs::read(fx.join("vaults.dat")).unwrap()
    );
    // Core functions with arguments of every kind, and methods.
    levels_match("unnethack", &dir, &[("func.des", "unfunc")]);
    dungeon_matches("unnethack", &dir);
    let _ = std::fs::remove_dir_all(&dir);

    let dir = scratch("unnethack-bad");
    rejected_on_their_lines(
        "unnethack",
        &dir,
        &[
            (
                "bad1.des",
                1,
                "error: expected `LEVEL`, `FUNCTION` or `INCLUDE`, found unknown word `MAZE`",
            ),
            ("bad2.des", 3, "error: expected `-`, found `,`"),
            ("bad3.des", 3, "error: VAULTGEN without rndvault FLAG"),
            (
                "bad4.des",
                3,
                "error: core function `rnd` takes int, not nothing",
            ),
            (
                "bad5.des",
                1,
                "error: bad counter in level name \"unbad-%d\"",
            ),
            ("bad6.des", 2, "error: unknown monster \"no such monster\""),
        ],
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `dgn_comp --layout` of UnNetHack's dungeon follows its game: its ISAAC
/// generator, its Advent Calendar entrance that floats as Fort Ludios's
/// does, its shuffled Elemental Planes and its eight look-ups by name.
#[test]
fn unnethack_layout_as_its_game() {
    layout_matches("unnethack");
}

/// `dgn_comp --layout 0..=7` of the fixture `dungeon.def` of `variant`
/// prints what the variant's own `init_dungeons` laid out for those seeds.
fn layout_matches(variant: &str) {
    let out = Command::new(env!("CARGO_BIN_EXE_dgn_comp"))
        .args(["--target", variant, "--layout", "0..=7"])
        .arg(fixtures_of(variant).join("dungeon.def"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{variant}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let want = std::fs::read_to_string(fixtures_of(variant).join("layout-0-7.txt")).unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), want, "{variant}");
}

/// `--to-lua` names each UnNetHack feature NetHack 3.7 lacks, and the
/// functions defined before the first level reach every converted level.
#[test]
fn unnethack_to_lua() {
    let dir = scratch("unnethack-lua");
    to_lua_names(
        "unnethack",
        &dir,
        &[
            "MON_GENERATION",
            "SOUNDS",
            "SPILL",
            "WALLWALK",
            "sheollev",
            "time.night",
            "level.depth",
            "bog",
            "ice wall",
            "level flag `sky`",
        ],
    );
    for lev in ["untest", "unroom", "unv-01", "unv-02"] {
        let text = std::fs::read_to_string(dir.join(format!("{lev}.lua"))).unwrap();
        assert!(text.contains("local function loot(n)"), "{lev}:\n{text}");
    }
    // Its flags that NetHack 3.7 has too stay, each once.
    let room = std::fs::read_to_string(dir.join("untest.lua")).unwrap();
    assert!(
        room.contains("des.level_flags(\"noflipx\", \"noflipy\", \"noflip\", \"stormy\");"),
        "{room}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// UnNetHack's `.lua` levels are checked as NetHack 3.7 reads them, and an
/// error says so.
#[test]
fn unnethack_lua_levels_say_what_differs() {
    let dir = scratch("unnethack-lua-check");
    let src = dir.join("Arc-fila.lua");
    std::fs::write(
        &src,
        "des.level_init({ style = \"solidfill\", fg = \" \" });\ndes.level_flags(\"mazelevel\", \"outdoors\");\n",
    )
    .unwrap();
    let out = lev_comp(&dir, &["--target", "unnethack", "--check", "Arc-fila.lua"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Unknown level flag outdoors"), "{err}");
    assert!(
        err.contains("UnNetHack loads its `.lua` levels with Lua code of its own"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// GnollHack's dungeon descriptions, byte for byte with its `dgn_comp`,
/// laid out as its game lays them out.
#[test]
fn gnollhack_dungeon() {
    let dir = scratch("gnollhack");
    dungeon_matches("gnollhack", &dir);
    layout_matches("gnollhack");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every statement, detail, value word, map character, room type and trap
/// GnollHack's lev_comp adds, and its longer forms of NetHack's: byte for
/// byte (its 56-byte header, 8-byte string lengths, its opcode numbers and
/// the 32-bit "no monster" its grammar writes).
#[test]
fn gnollhack_byte_for_byte() {
    let dir = scratch("gnollhack-levels");
    levels_match(
        "gnollhack",
        &dir,
        &[
            ("feat.des", "ghtest"),
            ("room.des", "ghroom"),
            ("room.des", "ghregion"),
        ],
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Pictures of a GnollHack level draw its grass and ground (named in
/// the legend) and the things its own statements place.
#[test]
fn gnollhack_pictures() {
    let dir = scratch("gnollhack-svg");
    let src = fixtures_of("gnollhack").join("feat.des");
    let out = lev_comp(
        &dir,
        &[
            "--target",
            "gnollhack",
            "--preview-svg",
            ".",
            src.to_str().unwrap(),
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let svg = std::fs::read_to_string(dir.join("ghtest.svg")).unwrap();
    for what in ["grass", "bare ground"] {
        assert!(svg.contains(what), "{what} not in the legend");
    }
    let out = lev_comp(
        &dir,
        &["--target", "gnollhack", "--preview", src.to_str().unwrap()],
    );
    let text = String::from_utf8_lossy(&out.stdout);
    for what in [
        "BRAZIER",
        "SIGNPOST",
        "LEVER",
        "MODRON_PORTAL",
        "NPC",
        "ANVIL",
        "waits for you",
    ] {
        assert!(text.contains(what), "{what} not listed:\n{text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// What GnollHack's lev_comp rejects, dgn rejects on the same line.
#[test]
fn gnollhack_rejections_on_the_same_lines() {
    let dir = scratch("gnollhack-bad");
    rejected_on_their_lines(
        "gnollhack",
        &dir,
        &[
            (
                "bad1.des",
                1,
                "error: GnollHack's `MAZE` needs a filler character",
            ),
            (
                "bad2.des",
                3,
                "error: GnollHack's `FOUNTAIN` needs a fountain type",
            ),
            ("bad3.des", 2, "error: this object detail is given twice"),
            ("bad4.des", 2, "error: this door detail is given twice"),
            ("bad5.des", 2, "error: unknown trap type \"no such trap\""),
            ("bad6.des", 2, "error: expected a dice, a integer"),
            ("bad7.des", 2, "error: expected a statement, found `,`"),
        ],
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// GnollHack's forms are refused by the other games' targets.
#[test]
fn vanilla_refuses_gnollhack() {
    let dir = scratch("gnollhack-vanilla");
    let src = fixtures_of("gnollhack").join("feat.des");
    let out = lev_comp(&dir, &["--target", "nethack-3.6.7", src.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let src = dir.join("forms.des");
    std::fs::write(
        &src,
        "MAZE: \"forms\", ' ', lit\nWALLIFY: all\nROOM: \"ordinary\", lit, random, random, random montype: 'a' { }\n",
    )
    .unwrap();
    let out = lev_comp(&dir, &["--target", "nethack-3.6.7", "forms.des"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    for line in [1, 2, 3] {
        assert!(err.contains(&format!("forms.des:{line}:")), "{err}");
    }
    assert!(
        err.contains("only GnollHack's lev_comp takes this"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--to-lua` names each GnollHack feature NetHack 3.7 lacks.
#[test]
fn gnollhack_to_lua() {
    let dir = scratch("gnollhack-lua");
    to_lua_names(
        "gnollhack",
        &dir,
        &[
            "TILESET",
            "BOUNDARY_TYPE",
            "FOREST",
            "MONSTER_GENERATION",
            "NAMING",
            "CARPET",
            "DECORATION",
            "ANVIL",
            "NPC",
            "BRAZIER",
            "SIGNPOST",
            "MAGIC_PORTAL",
            "MODRON_PORTAL",
            "LEVER",
            "SPECIAL_REGION",
            "floor subtype",
            "type, attribute, color or sound",
            "subtype or monster",
            "fountains have no type",
            "secret_door",
            "waitforu",
            "level_adjustment",
            "exceptionality",
            "special object kinds",
        ],
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A level defined twice in one file: lev_comp writes both in turn, so the
/// later one stays; dgn warns and writes that one.
#[test]
fn a_level_defined_twice_keeps_the_later() {
    let dir = scratch("twice");
    let src = dir.join("twice.des");
    std::fs::write(
        &src,
        "LEVEL: \"twice\"\nMESSAGE: \"first\"\nLEVEL: \"twice\"\nMESSAGE: \"second\"\n",
    )
    .unwrap();
    let out = lev_comp(&dir, &["--target", "nethack-3.6.7", "twice.des"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("warning[level-defined-twice]"));
    let bytes = std::fs::read(dir.join("twice.lev")).unwrap();
    assert!(bytes.windows(6).any(|w| w == b"second"));
    assert!(!bytes.windows(5).any(|w| w == b"first"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The variants' `.lev` files decompile to source that compiles back to
/// the same bytes (`--decompile` checks that itself, and so does this).
#[test]
fn variant_levels_decompile_and_round_trip() {
    let dir = scratch("decompile");
    for (variant, lev) in [
        ("evilhack", "evtest"),
        ("evilhack", "evroom"),
        ("hackem", "hktest"),
        ("hackem", "hkroom"),
        ("unnethack", "untest"),
        ("unnethack", "unroom"),
        ("unnethack", "unv-01"),
        ("unnethack", "unfunc"),
        ("gnollhack", "ghtest"),
        ("gnollhack", "ghroom"),
        ("gnollhack", "ghregion"),
    ] {
        let bytes = hex_of(variant, &format!("{lev}.lev.hex"));
        let file = dir.join(format!("{lev}.lev"));
        std::fs::write(&file, &bytes).unwrap();
        let out = lev_comp(
            &dir,
            &["--target", variant, "--decompile", file.to_str().unwrap()],
        );
        assert!(
            out.status.success(),
            "{lev}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let src = dir.join(format!("{lev}.des"));
        std::fs::write(&src, &out.stdout).unwrap();
        std::fs::remove_file(&file).unwrap();
        let again = lev_comp(&dir, &["--target", variant, src.to_str().unwrap()]);
        assert!(
            again.status.success(),
            "{lev}: {}",
            String::from_utf8_lossy(&again.stderr)
        );
        assert_eq!(std::fs::read(&file).unwrap(), bytes, "{lev}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The variants' `dungeon` files decompile to source that compiles back
/// to the same bytes, their descriptors included.
#[test]
fn variant_dungeons_decompile() {
    let dir = scratch("dgn-decompile");
    for (variant, word) in [
        ("evilhack", "iceq"),
        ("hackem", "vecnad"),
        ("unnethack", "mazelike"),
        ("gnollhack", "mazelike"),
    ] {
        let bytes = hex_of(variant, "dungeon.hex");
        let file = dir.join("dungeon");
        std::fs::write(&file, &bytes).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_dgn_comp"))
            .args(["--target", variant, "--decompile"])
            .arg(&file)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{variant}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            text.contains(&format!("DESCRIPTION:\t{word}")),
            "{variant}:\n{text}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
