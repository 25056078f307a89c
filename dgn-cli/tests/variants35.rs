//! The `unnethack-3.5` target (UnNetHack 3.5.2) against its own compilers:
//! the fixtures in `tests/tests/variants/unnethack-3.5/` hold descriptions
//! of our own and the bytes its `dgn_comp` writes for them (see the
//! folder's README).

use std::path::Path;
use std::process::{Command, Output};

#[path = "support/fixtures.rs"]
mod fixtures;
use fixtures::{fixtures_of, hex_of, scratch};

const TARGET: &str = "unnethack-3.5";

fn run(bin: &str, args: &[&str], file: &Path) -> Output {
    Command::new(bin).args(args).arg(file).output().unwrap()
}

fn dgn_comp(args: &[&str], file: &Path) -> Output {
    run(env!("CARGO_BIN_EXE_dgn_comp"), args, file)
}

/// The fixture compiles to the bytes UnNetHack 3.5's `dgn_comp` writes:
/// NetHack 3.4.3's records behind UnNetHack 3.5.2's version header. The
/// fixture defines every dungeon its game looks up by name ("Town"
/// included), so the default checks pass.
#[test]
fn dungeon_byte_for_byte() {
    let dir = scratch("dungeon");
    let out = dgn_comp(
        &["--target", TARGET, "-o", dir.to_str().unwrap()],
        &fixtures_of(TARGET).join("dungeon.def"),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(dir.join("dungeon")).unwrap();
    assert_eq!(bytes, hex_of(TARGET, "dungeon.hex"));
    assert_eq!(
        bytes[..32],
        [
            0x00, 0x02, 0x05, 0x03, 0, 0, 0, 0, 0xce, 0x0c, 0x1e, 0, 0, 0, 0, 0, 0x88, 0x81, 0x21,
            0x22, 0, 0, 0, 0, 0x58, 0x49, 0xd2, 0xb8, 0, 0, 0, 0
        ]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Its game looks up "Town" (its mall) by name: a description without it
/// is refused, naming it; NetHack 3.4.3 does not look it up.
#[test]
fn town_is_looked_up() {
    let dir = scratch("town");
    let text = std::fs::read_to_string(fixtures_of(TARGET).join("dungeon.def")).unwrap();
    let without: String = text
        .lines()
        .filter(|l| !l.contains("\"Town\"") && !l.contains("\"town\""))
        .map(|l| format!("{l}\n"))
        .collect();
    let file = dir.join("dungeon.def");
    std::fs::write(&file, without).unwrap();
    let out = dgn_comp(&["--target", TARGET, "-o", dir.to_str().unwrap()], &file);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(err.contains("\"Town\""), "{err}");
    let out = dgn_comp(
        &["--target", "nethack-3.4.3", "-o", dir.to_str().unwrap()],
        &file,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Its `dungeon` decompiles to source that compiles back to the same
/// bytes; a 3.4.3 decoder names the target it was written for.
#[test]
fn dungeon_decompiles_and_round_trips() {
    let dir = scratch("decompile");
    let bytes = hex_of(TARGET, "dungeon.hex");
    let file = dir.join("dungeon");
    std::fs::write(&file, &bytes).unwrap();
    let out = dgn_comp(&["--target", TARGET, "--decompile"], &file);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let back = dir.join("back");
    std::fs::create_dir_all(&back).unwrap();
    let def = back.join("dungeon.def");
    std::fs::write(&def, &out.stdout).unwrap();
    let out = dgn_comp(&["--target", TARGET, "-o", back.to_str().unwrap()], &def);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::read(back.join("dungeon")).unwrap(), bytes);
    let out = dgn_comp(&["--target", "nethack-3.4.3", "--decompile"], &file);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("unnethack-3.5"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

fn lev_comp(dir: &Path, args: &[&str], des: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lev_comp"))
        .current_dir(dir)
        .args(["--target", TARGET])
        .args(args)
        .arg(des)
        .output()
        .unwrap()
}

/// Its level language compiles to the bytes its `lev_comp` writes: the
/// small probe (`INIT_MAP: solidfill`, a map, `IF`/`ELSE`), and four levels
/// of our own using the statements and forms its own level files leave
/// out (every `TERRAIN`, `REPLACE_TERRAIN`, `SPILL` and `RANDLINE` form,
/// nested `IF`s and containers, rooms and subrooms with doors and
/// chances, level regions, registers, maps of 1x1 and 0 rows). Its
/// warnings come on the lines its `lev_comp` gives them.
#[test]
fn levels_byte_for_byte() {
    let dir = scratch("levels");
    let out = lev_comp(&dir, &[], &fixtures_of(TARGET).join("probe.des"));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        std::fs::read(dir.join("unprobe.lev")).unwrap(),
        hex_of(TARGET, "unprobe.lev.hex")
    );
    let out = lev_comp(&dir, &[], &fixtures_of(TARGET).join("statements.des"));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    for n in 1..=4 {
        assert_eq!(
            std::fs::read(dir.join(format!("probe{n}.lev"))).unwrap(),
            hex_of(TARGET, &format!("probe{n}.lev.hex")),
            "probe{n}.lev"
        );
    }
    // Its lev_comp: "line 75 : WARNING : Unknown room type!", "line 127"
    // and "line 128 : WARNING : Illegal object name!".
    let warnings: Vec<&str> = err
        .lines()
        .filter(|l| l.contains("statements.des:"))
        .map(|l| l.trim_start_matches([' ', '-', '>']))
        .collect();
    assert_eq!(warnings.len(), 3, "{err}");
    assert!(warnings[0].ends_with("statements.des:75:22"), "{err}");
    assert!(warnings[1].ends_with("statements.des:127:15"), "{err}");
    assert!(warnings[2].ends_with("statements.des:128:12"), "{err}");
    assert!(err.contains("unknown room type \"no such room\""), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Each error its `lev_comp` reports in `rejects.des` is reported on the
/// same line, in one run, and nothing is written. The parent room a
/// subroom names is checked too (its `lev_comp` skips that check once it
/// has seen an error); its "Expected percentile chance." is given on the
/// line before the chance (the last `:` it read), ours on the chance.
#[test]
fn rejections_on_its_lines() {
    let dir = scratch("rejects");
    let out = lev_comp(&dir, &[], &fixtures_of(TARGET).join("rejects.des"));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    let lines: Vec<usize> = err
        .lines()
        .filter_map(|l| l.split("rejects.des:").nth(1))
        .filter_map(|l| l.split(':').next()?.parse().ok())
        .collect();
    assert_eq!(
        lines,
        [2, 3, 4, 4, 5, 6, 7, 8, 9, 10, 11, 11, 12, 13, 16, 17, 18],
        "{err}"
    );
    assert_eq!(
        err.lines().filter(|l| l.starts_with("error:")).count(),
        17,
        "{err}"
    );
    for m in [
        "level name is 11 characters long; names are limited to 8",
        "'%' is no monster class",
        "no random objects defined before this register",
        "unknown trap type \"hole in one\"",
        "a drawbridge can only be open or closed",
        "a door on a random wall must have a random position",
        "subroom's parent room \"nowhere\" is not found",
    ] {
        assert!(err.contains(m), "{m}: {err}");
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}

/// What its `lev_comp` would overflow on or crash with is a clear error:
/// `NAME` with no room before it (it reads through a null pointer), a map
/// of more than 21 rows (it writes past an array of 21), and a syntax
/// error stops nothing: the next statement is read.
#[test]
fn crashes_of_its_compiler_are_errors() {
    let dir = scratch("crashes");
    let des = dir.join("c.des");
    let rows = "..\n".repeat(22);
    std::fs::write(
        &des,
        format!(
            "LEVEL:\"c\"\nNAME:\"x\"\nGEOMETRY:center,center\nMAP\n{rows}ENDMAP\nMONSTER:'a' \"newt\"\nTRAP:\"pit\",(1,1\nGOLD:5,(1,1)\n"
        ),
    )
    .unwrap();
    let out = lev_comp(&dir, &[], &des);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(err.contains("NAME with no room before it to name"), "{err}");
    assert!(err.contains("c.des:2:1"), "{err}");
    assert!(
        err.contains("map is 2 x 22; a map is at most 76 x 21"),
        "{err}"
    );
    assert!(err.contains("c.des:28:13"), "{err}");
    assert!(err.contains("c.des:30:1"), "{err}");
    // Four errors and the summary line.
    assert_eq!(
        err.lines().filter(|l| l.starts_with("error:")).count(),
        5,
        "{err}"
    );
    assert!(!dir.join("c.lev").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A level file its `lev_comp` wrote is named as its when decoded for
/// NetHack 3.4.3 (the same header size, another version); for its own
/// target each fixture level decompiles to source that compiles back to
/// the same bytes (IF/ELSE, nested containers and rooms, maps of 1x1 and
/// of no rows included).
#[test]
fn its_level_files_decompile_and_round_trip() {
    let dir = scratch("decode");
    let lev = dir.join("unprobe.lev");
    std::fs::write(&lev, hex_of(TARGET, "unprobe.lev.hex")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_lev_comp"))
        .args(["--target", "nethack-3.4.3", "--decompile"])
        .arg(&lev)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains(
            "this level file was written for target `unnethack-3.5`, not `nethack-3.4.3` (use --target unnethack-3.5)"
        ),
        "{err}"
    );
    for name in ["unprobe", "probe1", "probe2", "probe3", "probe4"] {
        let bytes = hex_of(TARGET, &format!("{name}.lev.hex"));
        let lev = dir.join(format!("{name}.lev"));
        std::fs::write(&lev, &bytes).unwrap();
        let out = lev_comp(&dir, &["--decompile"], &lev);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let back = dir.join("back");
        std::fs::create_dir_all(&back).unwrap();
        let des = back.join(format!("{name}.des"));
        std::fs::write(&des, &out.stdout).unwrap();
        let out = lev_comp(&back, &[], &des);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(
            std::fs::read(back.join(format!("{name}.lev"))).unwrap(),
            bytes,
            "{name}"
        );
    }
    // A level of probe 3 has a 1x1 map, whose square is not stored.
    let text = String::from_utf8(lev_comp(&dir, &["--decompile"], &dir.join("probe3.lev")).stdout)
        .unwrap();
    assert!(
        text.starts_with(
            "LEVEL:\"probe3\"\nINIT_MAP:solidfill,' '\nGEOMETRY:center,center\nMAP\n \nENDMAP\n"
        ),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--to-lua` converts its levels to NetHack 3.7 Lua: what 3.7 lacks is
/// written in Lua of the same effect, each with one `variant-feature`
/// warning on its statement, the light its game gave is kept, and every
/// level passes the 3.7 checker.
#[test]
fn to_lua_writes_what_nethack_37_lacks() {
    let dir = scratch("to-lua");
    let out = lev_comp(&dir, &["--to-lua"], &fixtures_of(TARGET).join("to-lua.des"));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    let features: Vec<String> = err
        .lines()
        .filter_map(|l| l.strip_prefix("warning[variant-feature]: "))
        .map(str::to_string)
        .collect();
    assert_eq!(
        features,
        [
            "NetHack 3.7 has no SPILL (UnNetHack 3.5's); a Lua function of the level spills the terrain in the same random walk",
            "NetHack 3.7 has no SPILL (UnNetHack 3.5's); a Lua function of the level spills the terrain in the same random walk",
            "NetHack 3.7's random lines have no thickness (UnNetHack 3.5's); the line is grown to 2 squares wide",
            "NetHack 3.7 has no monster \"draken\" (UnNetHack 3.5's); a random monster of its class 'D' stands in",
            "NetHack 3.7 has no room type \"lemurepit\" (UnNetHack 3.5's); the region is an ordinary one",
            "NetHack 3.7 has no room type \"garden\" (UnNetHack 3.5's); the room is an ordinary one",
            "NetHack 3.7 has no object \"iron safe\" (UnNetHack 3.5's); a random object of its class '(' stands in",
        ],
        "{err}"
    );
    assert!(
        err.contains("--> ") && err.contains("to-lua.des:20:3"),
        "{err}"
    );
    let lava = std::fs::read_to_string(dir.join("lavapit.lua")).unwrap();
    for line in [
        "des.level_flags(\"mazelevel\", \"noteleport\", \"noflip\");",
        // Its game started a left-aligned map at column 3.
        "des.map({ x = 3, y = 9, map = [[",
        "des.terrain({ selection = selection.area(2, 1, 5, 2), typ = \"L\", lit = 1 });",
        "   des.terrain({ selection = selection.line(7, 3, 10, 3), typ = \"P\", lit = 0 });",
        "des.replace_terrain({ region = { 1, 1, 15, 4 }, fromterrain = \".\", toterrain = \"I\", lit = 0, chance = 10 });",
        // IF [30%] ran its block when rn2(100) <= 30.
        "if percent(31) then -- [30%]: taken when rn2(100) <= 30",
        "   spill(selection.area(0, 0, 16, 5), nil, nil, \"east\", 6, \"L\", 1);",
        "   spill(selection.area(0, 0, 16, 5), 12, 2, \"south\", 3, \"W\", 0);",
        "des.terrain({ selection = selection.grow(selection.grow(selection.randline(1, 1, 15, 4, 4), \"west\"), \"north\"), typ = \"P\", lit = 0 });",
        "des.monster({ class = \"D\", x = 8, y = 2, asleep = 1 });",
        "des.object({ id = \"chest\", x = 3, y = 3, contents = function()",
        "   do return end -- EXIT: the rest of the program is skipped",
    ] {
        assert!(lava.lines().any(|l| l == line), "no `{line}` in\n{lava}");
    }
    assert_eq!(lava.matches("local function spill(").count(), 1, "{lava}");
    let garden = std::fs::read_to_string(dir.join("garden.lua")).unwrap();
    assert!(
        garden.contains(
            "des.door({ state = \"closed\", wall = ({ \"south\", \"west\" })[nh.rn2(2) + 1] });"
        ),
        "{garden}"
    );
    // A register list set in a room serves the statements after it: it
    // is declared at the level's top.
    for line in [
        "local monster = {};",
        "   monster = { \"a\", \"k\" };",
        "des.monster(monster[2]);",
    ] {
        assert!(
            garden.lines().any(|l| l == line),
            "no `{line}` in\n{garden}"
        );
    }
    // Its game left the secret door beside a lit irregular room dark,
    // where 3.7 lights it with the room's walls.
    let cavern = std::fs::read_to_string(dir.join("cavern.lua")).unwrap();
    assert!(
        cavern.contains("des.region({ region = { 1, 1, 5, 3 }, lit = 1, arrival_room = true, irregular = true });\ndes.region(selection.area(6, 2, 6, 2), \"unlit\"); -- secret door left dark, as UnNetHack 3.5 did not light it with the room\n"),
        "{cavern}"
    );
    for lua in ["lavapit.lua", "garden.lua", "cavern.lua"] {
        let check = Command::new(env!("CARGO_BIN_EXE_lev_comp"))
            .current_dir(&dir)
            .args(["--check", lua])
            .output()
            .unwrap();
        assert_eq!(
            check.status.code(),
            Some(0),
            "{lua}: {}",
            String::from_utf8_lossy(&check.stderr)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A statement with no NetHack 3.7 form (a corridor to a number, no
/// room) is an error on its line, and nothing is written.
#[test]
fn to_lua_refuses_what_has_no_37_form() {
    let dir = scratch("to-lua-refused");
    let out = lev_comp(
        &dir,
        &["--to-lua"],
        &fixtures_of(TARGET).join("statements.des"),
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains("error: a CORRIDOR to a number (no room) has no NetHack 3.7 form\n  --> "),
        "{err}"
    );
    assert!(err.contains("statements.des:98:1"), "{err}");
    assert!(
        err.contains("error: NetHack 3.7 has no monster \"no such thing\""),
        "{err}"
    );
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Its lexer's details, as its `lev_comp` reads them: CRLF line ends (map
/// rows included), a comment line indented, a string over two lines,
/// blanks inside `[ 50%]`, `'\('`, signed numbers with leading zeros,
/// `0%`, map digits and an empty map row, and `object[-1]` (class 0: its
/// compiler does not bound a register index below). The source is made
/// here so that its bytes stay exactly these.
#[test]
fn its_lexer_byte_for_byte() {
    let dir = scratch("lexer");
    let des = dir.join("lex.des");
    std::fs::write(
        &des,
        b"LEVEL:\"lexa\"\r\n  # indented comment\r\nMESSAGE:\"two\nlines\"\r\nTRAP[ 50%]:\"pit\",(1,1)\r\nTRAP[70% ]:\"pit\",(2,1)\nOBJECT:'\\(',random,(3,3)\nGEOMETRY:center,center\r\nMAP\r\n.x.\r\n12\r\n\r\nENDMAP\r\nMONSTER:'a',random,(+1,-0)\nGOLD:+00012,(1,1)\nREPLACE_TERRAIN:(0,0,1,1),'.','#',lit,0%\nRANDOM_OBJECTS:'(','['\nOBJECT:object[-1],random,(1,1)\nOBJECT:object[1],random,(1,1)\n",
    )
    .unwrap();
    let out = lev_comp(&dir, &[], &des);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(dir.join("lexa.lev")).unwrap();
    assert_eq!(bytes, hex_of(TARGET, "lexa.lev.hex"));
    let out = lev_comp(&dir, &["--decompile"], &dir.join("lexa.lev"));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("OBJECT:object[-1],random,(1,1)\n"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Its pictures draw the maps a program always places where the game puts
/// them: the probe's 5x3 map, centred, starts at column 37 of row 9 (both
/// made odd, as its game does); what an `IF` decides is listed as random.
#[test]
fn pictures_place_its_maps() {
    let dir = scratch("preview");
    let out = lev_comp(&dir, &["--preview"], &fixtures_of(TARGET).join("probe.des"));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "== unprobe ==");
    assert_eq!(lines[1], "UnNetHack 3.5 level program: 7 opcodes");
    // Screen row y is line 2 + y.
    assert_eq!(lines[2 + 9], format!("{}-----", " ".repeat(37)));
    assert_eq!(lines[2 + 10], format!("{}|...|", " ".repeat(37)));
    assert!(
        text.contains("IF: statements placed by chance are not drawn"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `dgn_comp --layout 0..=7` of the fixture prints what UnNetHack 3.5's own
/// `init_dungeons` lays out for those seeds (its `dungeon.c` built with
/// `DEBUG` on Linux, `random()` seeded with `srandom`): NetHack 3.4.3's
/// placement, then its shuffle of the Elemental Planes (RANDOMIZED_PLANES),
/// which reorders them in the list of special levels.
#[test]
fn layout_shuffles_the_planes_as_its_game() {
    let out = dgn_comp(
        &["--target", TARGET, "--layout", "0..=7"],
        &fixtures_of("unnethack-3.5").join("dungeon.def"),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let want =
        std::fs::read_to_string(fixtures_of("unnethack-3.5").join("layout-0-7.txt")).unwrap();
    let got = String::from_utf8_lossy(&out.stdout);
    assert_eq!(got, want);
    // The planes in the order of the file in at most some seeds.
    let in_order = "water (0): on 7, 2; flags:\nfire (0): on 7, 3; flags:\nair (0): on 7, 4; flags:\nearth (0): on 7, 5";
    assert!(got.matches(in_order).count() < 8, "{got}");
    assert_eq!(got.matches("dummy (0): on 7, 6").count(), 8);
}

/// The version headers of UnNetHack 3.5.1 (tag `3.5.1-20090526`) and
/// 3.5.3 (tag `3.5.3-20100904`), for `--version-header`.
const HEADER_351: &str = "0x03050100,0x1e0cce,0x22217188,0xb8d24958";
const HEADER_353: &str = "0x03050300,0x1e0cce,0x22217189,0xc0d24998";

/// Its older and later releases keep NetHack 3.4.3's `dgn_comp`: the
/// fixture compiles to what 3.5.1's and 3.5.3's own `dgn_comp` write
/// for it with their version headers, the records after the header
/// those of 3.5.2, and decompiles back.
#[test]
fn dungeon_of_351_and_353_with_their_headers() {
    let dir = scratch("dungeon-releases");
    let current = hex_of(TARGET, "dungeon.hex");
    for (header, hex) in [
        (HEADER_351, "dungeon-3.5.1.hex"),
        (HEADER_353, "dungeon-3.5.3.hex"),
    ] {
        let want = hex_of(TARGET, hex);
        let args = ["--target", TARGET, "--version-header", header];
        let out = dgn_comp(
            &[&args[..], &["-o", dir.to_str().unwrap()]].concat(),
            &fixtures_of(TARGET).join("dungeon.def"),
        );
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let bytes = std::fs::read(dir.join("dungeon")).unwrap();
        assert_eq!(bytes, want, "{hex}");
        assert_eq!(bytes[32..], current[32..], "{hex}");
        assert_ne!(bytes[..32], current[..32], "{hex}");
        let bin = dir.join("old");
        std::fs::write(&bin, &want).unwrap();
        let out = dgn_comp(&["--target", TARGET, "--decompile"], &bin);
        assert!(!out.status.success(), "{hex}: read without its header");
        let out = dgn_comp(&[&args[..], &["--decompile"]].concat(), &bin);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let back = dir.join("back");
        std::fs::create_dir_all(&back).unwrap();
        let def = back.join("dungeon.def");
        std::fs::write(&def, &out.stdout).unwrap();
        let out = dgn_comp(&[&args[..], &["-o", back.to_str().unwrap()]].concat(), &def);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(std::fs::read(back.join("dungeon")).unwrap(), want, "{hex}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// UnNetHack 3.5.1's level language is not 3.5.2's (`MAZE:` levels with a
/// filling, `IF ... THEN ... ELSE ... ENDIF`, `contained`, rooms without
/// braces; a 32-byte `lev_init` of other fields, no ENDROOM or
/// POP_CONTAINER opcodes): the fixture `old-3.5.1.des`, which its
/// `lev_comp` compiles to `oldmaze-3.5.1.lev.hex` and
/// `oldroom-3.5.1.lev.hex`, is refused at its first `MAZE`, and those
/// files are refused when read back, with and without its header.
#[test]
fn the_351_level_language_is_refused() {
    let dir = scratch("levels-351");
    let des = fixtures_of(TARGET).join("old-3.5.1.des");
    let out = lev_comp(&dir, &["--version-header", HEADER_351], &des);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.starts_with("error: syntax error: expected `LEVEL`, found `M`\n --> "),
        "{err}"
    );
    assert!(err.contains("old-3.5.1.des:4:1\n"), "{err}");
    assert!(!dir.join("oldmaze.lev").exists());
    for name in ["oldmaze", "oldroom"] {
        let bytes = hex_of(TARGET, &format!("{name}-3.5.1.lev.hex"));
        // Its header, then a `lev_init` whose first byte says whether an
        // INIT_MAP was given (only the maze has one).
        assert_eq!(bytes[..4], [0x00, 0x01, 0x05, 0x03], "{name}");
        assert_eq!(bytes[32], u8::from(name == "oldmaze"), "{name}");
        let lev = dir.join(format!("{name}.lev"));
        std::fs::write(&lev, &bytes).unwrap();
        for args in [
            &["--decompile"][..],
            &["--version-header", HEADER_351, "--decompile"],
        ] {
            let out = lev_comp(&dir, args, &lev);
            assert_eq!(out.status.code(), Some(1), "{name} {args:?}");
            assert!(out.stdout.is_empty(), "{name} {args:?}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
