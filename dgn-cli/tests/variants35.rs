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

/// Its level language is its own: the level compiler refuses the target
/// with one error that says so, and writes nothing.
#[test]
fn level_compiler_refuses() {
    let dir = scratch("levels");
    let des = dir.join("a.des");
    std::fs::copy(fixtures_of(TARGET).join("probe.des"), &des).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_lev_comp"))
        .current_dir(&dir)
        .args(["--target", TARGET])
        .arg(&des)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains("target `unnethack-3.5` has no level compiler yet"),
        "{err}"
    );
    assert_eq!(err.matches("error: target").count(), 1, "{err}");
    assert!(!dir.join("unprobe.lev").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A level file its `lev_comp` wrote is named as its when decoded for
/// NetHack 3.4.3 (the same header size, another version), and its own
/// target says it has no decoder yet.
#[test]
fn its_level_files_are_recognised() {
    let dir = scratch("decode");
    let lev = dir.join("unprobe.lev");
    std::fs::write(&lev, hex_of(TARGET, "unprobe.lev.hex")).unwrap();
    let decompile = |target: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_lev_comp"))
            .args(["--target", target, "--decompile"])
            .arg(&lev)
            .output()
            .unwrap();
        assert!(!out.status.success());
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let err = decompile("nethack-3.4.3");
    assert!(
        err.contains(
            "this level file was written for target `unnethack-3.5`, not `nethack-3.4.3` (use --target unnethack-3.5)"
        ),
        "{err}"
    );
    let err = decompile(TARGET);
    assert!(
        err.contains("target `unnethack-3.5` has no level decoder yet"),
        "{err}"
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
