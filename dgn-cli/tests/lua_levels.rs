//! `lev_comp` with NetHack 3.7 `.lua` level scripts: `--check` reports
//! their problems, `--preview` and `--preview-svg DIR` draw them; `.des`
//! files beside them are compiled as before.

use assert_cmd::Command;
use std::fs;

const GOOD: &str = "des.level_init({ style = \"solidfill\", fg = \" \" })\n\
des.map([[\n---\n|.|\n---]])\n\
des.monster({ id = \"red dragon\", x = 1, y = 1, asleep = true })\n";

const BAD: &str =
    "des.monster({ id = \"jackal\", aslep = true })\ndes.trap(\"spiked pitt\", 1, 1)\n";

fn lev_comp() -> Command {
    Command::new(env!("CARGO_BIN_EXE_lev_comp"))
}

#[test]
fn check_accepts_a_good_level_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("good.lua"), GOOD).unwrap();
    let out = lev_comp()
        .current_dir(dir.path())
        .args(["--check", "good.lua"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty());
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
}

#[test]
fn check_reports_every_problem_with_its_place() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("bad.lua"), BAD).unwrap();
    let out = lev_comp()
        .current_dir(dir.path())
        .args(["--check", "--color", "never", "bad.lua"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("warning[unknown-key]: `des.monster` has no key `aslep`"),
        "{err}"
    );
    assert!(err.contains("--> bad.lua:1:30"), "{err}");
    assert!(err.contains("help: did you mean `asleep`?"), "{err}");
    assert!(
        err.contains("error: Unknown trap type \"spiked pitt\""),
        "{err}"
    );
    assert!(err.contains("--> bad.lua:2:10"), "{err}");
    assert!(err.contains("did you mean \"spiked pit\"?"), "{err}");
}

#[test]
fn preview_draws_a_lua_level() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("good.lua"), GOOD).unwrap();
    let out = lev_comp()
        .current_dir(dir.path())
        .args(["--preview", "--color", "never", "good.lua"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("== good ==\n"), "{text}");
    // A 3×3 map centred: column 39, row 9, as for `.des` levels.
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(
        rows[2 + 9],
        "                                       ---",
        "{text}"
    );
    assert_eq!(
        rows[2 + 10],
        "                                       |D|",
        "{text}"
    );
    assert!(
        text.contains("MONSTER: red dragon, asleep, (40, 10) — good.lua:6"),
        "{text}"
    );
}

#[test]
fn preview_svg_writes_one_picture_per_lua_level() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("good.lua"), GOOD).unwrap();
    let pics = dir.path().join("pics");
    let out = lev_comp()
        .current_dir(dir.path())
        .args(["--preview-svg", "pics", "good.lua"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let svg = fs::read_to_string(pics.join("good.svg")).unwrap();
    assert!(svg.starts_with("<svg"));
    assert!(svg.contains("red dragon"));
}

#[test]
fn a_level_with_errors_is_not_drawn() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("bad.lua"), BAD).unwrap();
    let out = lev_comp()
        .current_dir(dir.path())
        .args(["--preview", "bad.lua"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
}

/// A trap with an unknown name on a branch one game in eight takes.
const RARE: &str = "des.level_init({ style = \"solidfill\", fg = \" \" })\n\
des.map([[\n---\n|.|\n---]])\n\
if math.random(1, 8) == 1 then\n   des.trap(\"no such trap\", 1, 1)\nend\n";

#[test]
fn seeds_and_chosen_runs_are_options() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("rare.lua"), RARE).unwrap();
    let run = |args: &[&str]| {
        let out = lev_comp()
            .current_dir(dir.path())
            .args(["--check", "--color", "never"])
            .args(args)
            .arg("rare.lua")
            .output()
            .unwrap();
        (out.status.success(), String::from_utf8(out.stderr).unwrap())
    };
    // Seed 2 does not take the branch; a run with the draw chosen does.
    let (ok, err) = run(&["--seeds", "2", "--chosen-runs", "0"]);
    assert!(ok, "{err}");
    let (ok, err) = run(&["--seeds", "2"]);
    assert!(!ok);
    assert!(
        err.contains("error: Unknown trap type \"no such trap\""),
        "{err}"
    );
    assert!(err.contains("--> rare.lua:7:13"), "{err}");
    // The default seeds and chosen runs find it too.
    let (ok, err) = run(&[]);
    assert!(!ok);
    assert!(err.contains("--> rare.lua:7:13"), "{err}");
    let (ok, err) = run(&["--seeds", "3..3"]);
    assert!(!ok);
    assert!(err.contains("error: `--seeds 3..3` names no seed"), "{err}");
    let (ok, err) = run(&["--chosen-runs", "many"]);
    assert!(!ok);
    assert!(
        err.contains("error: bad number `many` in `--chosen-runs many`"),
        "{err}"
    );
}

/// The hostile level files of `tests/tests/hostile-levels`, with what
/// each must end with: `name|severity|line:col|message` (for the run
/// limit, the start of the message: the limit differs from face to face).
fn hostile_levels() -> Vec<(String, String, String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/tests/hostile-levels");
    let expected = fs::read_to_string(format!("{dir}/expected.txt")).unwrap();
    let cases: Vec<_> = expected
        .lines()
        .map(|l| {
            let f: Vec<&str> = l.splitn(4, '|').collect();
            (
                f[0].to_owned(),
                f[1].to_owned(),
                f[2].to_owned(),
                f[3].to_owned(),
            )
        })
        .collect();
    assert_eq!(cases.len(), 20);
    cases
}

#[test]
fn hostile_levels_end_in_time_with_a_located_diagnostic_and_touch_no_file() {
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/tests/hostile-levels");
    for (name, severity, at, message) in hostile_levels() {
        // Each in an empty folder of its own: the run leaves it as it was.
        let dir = tempfile::tempdir().unwrap();
        let file = format!("{name}.lua");
        fs::copy(format!("{src}/{file}"), dir.path().join(&file)).unwrap();
        let out = lev_comp()
            .current_dir(dir.path())
            .args([
                "--target",
                "nethack-3.7",
                "--check",
                "--color",
                "never",
                &file,
            ])
            // A regression that hangs fails here instead of hanging.
            .timeout(std::time::Duration::from_secs(30))
            .output()
            .unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        // The message (or, for the run limit, its start) and its place.
        let head = if severity == "error" {
            format!("error: {message}")
        } else {
            format!("warning[caught-error]: {message}")
        };
        let mut lines = err.lines();
        assert!(lines.next().unwrap().starts_with(&head), "{name}: {err}");
        assert_eq!(
            lines.next().unwrap(),
            format!(" --> {file}:{at}"),
            "{name}: {err}"
        );
        assert_eq!(out.status.success(), severity == "warning", "{name}: {err}");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1, "{name}");
    }
}

/// A `.lua` level's preview as JSON: the same document as for `.des` levels.
#[test]
fn preview_json_of_a_lua_level() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("good.lua"), GOOD).unwrap();
    let out = lev_comp()
        .current_dir(dir.path())
        .args(["--preview-json", "good.lua"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1, "{text}");
    let doc: serde_json::Value = serde_json::from_str(text.trim_end()).unwrap();
    assert_eq!(doc["format"], "dgn-preview");
    assert_eq!(doc["name"], "good");
    // A 3×3 map centred, with its dragon: the middle row on screen row 10.
    assert_eq!(doc["rows"][10].as_str().unwrap().trim(), "|D|");
}
