//! `lev_comp --preview` / `--preview-svg DIR` and `dgn_comp --chart FILE`:
//! what they print and write, and that they write no compiled output.

use assert_cmd::Command;
use std::fs;
use std::path::Path;

const TWO_LEVELS: &str =
    "MAZE: \"alpha\", ' '\nGEOMETRY:center,center\nMAP\n---\n|.|\n---\nENDMAP\n\
MONSTER: 'D', \"red dragon\", (1, 1)\n\
MAZE: \"beta\", ' '\nGEOMETRY:left,top\nMAP\n---\n|.|\n---\nENDMAP\nOBJECT: '(', random, random\n";

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn preview_prints_each_level_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("two.des"), TWO_LEVELS).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_lev_comp"))
        .current_dir(dir.path())
        .args(["--preview", "--color", "never", "two.des"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    // alpha: a 3x3 map centred (column 39, row 9); beta: left, top
    // (column 3, row 3).
    let alpha: Vec<&str> = text.split("== beta ==").next().unwrap().lines().collect();
    assert_eq!(alpha[0], "== alpha ==");
    assert!(
        alpha.contains(&"                                       |D|"),
        "{text}"
    );
    assert!(text.contains("== beta =="));
    assert!(text.contains("   |.|"));
    // Each thing notes its source: the file as given and the line.
    assert!(
        text.contains("  40,10 D  MONSTER: 'D', \"red dragon\", (1, 1) — two.des:8\n"),
        "{text}"
    );
    assert!(text.contains(
        "Random:\n  OBJECT: '(', random kind at a random spot of map part 1 — two.des:16\n"
    ));
    assert!(!text.contains('\x1b'));
    assert_eq!(names(dir.path()), ["two.des"]);
}

#[test]
fn preview_colors_when_asked() {
    let out = Command::new(env!("CARGO_BIN_EXE_lev_comp"))
        .args(["--preview", "--color", "always"])
        .write_stdin(TWO_LEVELS)
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    // The red dragon in red.
    assert!(text.contains("|\x1b[31mD\x1b[0m|"), "{text}");
}

#[test]
fn preview_svg_writes_one_picture_per_level() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("src")).unwrap();
    fs::write(dir.path().join("src/two.des"), TWO_LEVELS).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_lev_comp"))
        .current_dir(dir.path())
        .args(["--preview-svg", "pics", "src/two.des"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(names(&dir.path().join("pics")), ["alpha.svg", "beta.svg"]);
    let svg = fs::read_to_string(dir.path().join("pics/alpha.svg")).unwrap();
    assert!(
        svg.contains("<title>MONSTER: 'D', \"red dragon\", (1, 1) — src/two.des:8</title>"),
        "{svg}"
    );
    let svg = fs::read_to_string(dir.path().join("pics/beta.svg")).unwrap();
    assert!(
        svg.contains(
            ">OBJECT: '(', random kind at a random spot of map part 1 — src/two.des:16</text>"
        ),
        "{svg}"
    );
    assert_eq!(names(dir.path()), ["pics", "src"]);
}

#[test]
fn preview_of_a_bad_file_fails_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("bad.des"),
        "MAZE: \"x\", ' '\nMONSTER: 'D', \"no such\", random\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_lev_comp"))
        .current_dir(dir.path())
        .args(["--preview-svg", "pics", "--color", "never", "bad.des"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(names(dir.path()), ["bad.des"]);
}

#[test]
fn chart_writes_the_picture_and_no_binary() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("d.def"),
        "DUNGEON: \"The Dungeons of Doom\" \"D\" (25, 5)\nLEVEL: \"oracle\" \"O\" @ (5, 5)\n\
BRANCH: \"The Gnomish Mines\" @ (2, 3)\nBRANCH: \"Sokoban\" @ (6, 0) up\nBRANCH: \"The Quest\" @ (11, 0) portal\n\
BRANCH: \"Vlad's Tower\" @ (20, 0) portal\nDUNGEON: \"Sokoban\" \"none\" (4, 0)\n\
DUNGEON: \"The Quest\" \"Q\" (5, 0)\nDUNGEON: \"Vlad's Tower\" \"T\" (3, 0)\nDUNGEON: \"The Gnomish Mines\" \"M\" (8, 2)\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_dgn_comp"))
        .current_dir(dir.path())
        .args(["--chart", "d.svg", "d.def"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(names(dir.path()), ["d.def", "d.svg"]);
    let svg = fs::read_to_string(dir.path().join("d.svg")).unwrap();
    assert!(svg.contains("oracle [O]"));
    assert!(svg.contains("→ The Gnomish Mines (stairs down)"));
    let out = Command::new(env!("CARGO_BIN_EXE_dgn_comp"))
        .current_dir(dir.path())
        .args(["--chart", "d.svg", "d.def", "d.def"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// NetHack 3.4.3's own dungeon.def, when the corpus is there.
fn corpus_dungeon() -> Option<std::path::PathBuf> {
    let root = std::env::var_os("DGN_CORPUS").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus"),
        std::path::PathBuf::from,
    );
    let p = root.join("nethack-3.4.3/dat/dungeon.def");
    if !p.is_file() {
        eprintln!(
            "skipped: conformance corpus not found (looked in $DGN_CORPUS or ../shared/corpus)"
        );
    }
    p.is_file().then_some(p)
}

#[test]
fn chart_with_a_layout_draws_that_game() {
    let dir = tempfile::tempdir().unwrap();
    // One seed only.
    let out = Command::new(env!("CARGO_BIN_EXE_dgn_comp"))
        .current_dir(dir.path())
        .args(["--chart", "e.svg", "--layout", "1..5", "d.def"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(!dir.path().join("e.svg").exists());
    let Some(def) = corpus_dungeon() else {
        return;
    };
    let out = Command::new(env!("CARGO_BIN_EXE_dgn_comp"))
        .current_dir(dir.path())
        .args(["--chart", "d.svg", "--layout", "7"])
        .arg(&def)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let svg = fs::read_to_string(dir.path().join("d.svg")).unwrap();
    assert!(svg.contains("seed 7: oracle on level"), "{svg}");
    assert!(svg.contains("seed 7: The Gnomish Mines has"), "{svg}");
}

#[test]
fn level_picks_one_level_of_a_file() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("two.des"), TWO_LEVELS).unwrap();
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_lev_comp"))
            .current_dir(dir.path())
            .args(args)
            .output()
            .unwrap()
    };
    // Text: only beta.
    let out = run(&[
        "--preview",
        "--level",
        "beta",
        "--color",
        "never",
        "two.des",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("== beta ==\n"), "{text}");
    assert!(!text.contains("alpha"), "{text}");
    // Pictures: only alpha, then both when both are named.
    let out = run(&["--preview-svg", "one", "--level", "alpha", "two.des"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(names(&dir.path().join("one")), ["alpha.svg"]);
    let out = run(&[
        "--preview-svg",
        "both",
        "--level",
        "beta",
        "--level",
        "alpha",
        "two.des",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(names(&dir.path().join("both")), ["alpha.svg", "beta.svg"]);
    // A name the file does not have: an error naming the nearest one and
    // the levels there are; nothing printed or written.
    let out = run(&["--preview", "--level", "bta", "--color", "never", "two.des"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with(
            "error: --level bta: no level of that name in the input; did you mean `beta`? (levels: alpha, beta)\n"
        ),
        "{err}"
    );
    let out = run(&["--preview-svg", "none", "--level", "gamma", "two.des"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("--level gamma: no level of that name in the input (levels: alpha, beta)"),
        "{err}"
    );
    assert!(!dir.path().join("none").exists());
    // Without a preview, --level has nothing to pick for.
    let out = run(&["--level", "beta", "two.des"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("--level beta picks the level to show"),
        "{err}"
    );
    assert_eq!(
        names(dir.path()),
        ["both", "one", "two.des"],
        "no .lev file is written"
    );
}

/// `--preview-json`: one JSON document per level and line, the same
/// screen as `--preview`, and nothing written.
#[test]
fn preview_json_prints_one_document_per_level() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("two.des"), TWO_LEVELS).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_lev_comp"))
        .current_dir(dir.path())
        .args(["--preview-json", "two.des"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let docs: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    assert_eq!(docs.len(), 2, "{text}");
    let alpha = &docs[0];
    assert_eq!(alpha["format"], "dgn-preview");
    assert_eq!(alpha["version"], 1);
    assert_eq!(alpha["name"], "alpha");
    assert_eq!(alpha["width"], 80);
    assert_eq!(alpha["rows"].as_array().unwrap().len(), 21);
    assert_eq!(
        alpha["rows"][10].as_str().unwrap().trim_end(),
        " ".repeat(39) + "|D|"
    );
    assert_eq!(
        alpha["marks"][0],
        serde_json::json!({"x": 40, "y": 10, "ch": "D", "color": 1, "kind": "MONSTER",
            "title": "MONSTER: 'D', \"red dragon\", (1, 1) — two.des:8", "maybe": false})
    );
    // Every square is certain: the stone the level is filled with, and the
    // nine squares of the map, whose corners are corners.
    let all = alpha["cells"].as_array().unwrap();
    assert!(all.iter().all(|c| c["certain"] == true));
    let cells: Vec<_> = all.iter().filter(|c| c["terrain"] != "STONE").collect();
    assert_eq!(cells.len(), 9);
    assert_eq!(cells[0]["terrain"], "TLCORNER");
    assert_eq!(cells[4]["terrain"], "ROOM");
    assert_eq!(cells[4]["ground"], "floor");
    assert_eq!(
        docs[1]["random"][0],
        "OBJECT: '(', random kind at a random spot of map part 1 — two.des:16"
    );
    assert_eq!(names(dir.path()), ["two.des"]);
}
