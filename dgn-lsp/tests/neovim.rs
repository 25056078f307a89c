//! End to end: the built `dgn-lsp` binary driven by a real editor, Neovim
//! headless with its built-in LSP client, on a corpus `.des` file and a
//! corpus NetHack 3.7 `.lua` level, each with a misspelt monster name.
//! Skipped (with a message) when `nvim` or the corpus is missing.

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

fn corpus_file(rel: &str) -> Option<PathBuf> {
    let dir = match std::env::var_os("DGN_CORPUS") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus"),
    };
    let f = dir.join(rel);
    f.is_file().then_some(f)
}

#[test]
fn neovim_gets_diagnostics_hover_and_completion() {
    if Command::new("nvim").arg("--version").output().is_err() {
        eprintln!("skipped: `nvim` not found (install Neovim to run the editor test)");
        return;
    }
    let Some(arch) = corpus_file("nethack-3.4.3/dat/Arch.des") else {
        eprintln!("skipped: corpus file nethack-3.4.3/dat/Arch.des not found (looked in $DGN_CORPUS or ../shared/corpus)");
        return;
    };
    let text = std::fs::read_to_string(&arch).unwrap();
    // Misspell the first student (line 75 of the file).
    let line = text
        .lines()
        .position(|l| l == "MONSTER:'@',\"student\",(26,09)")
        .expect("the line is there");
    let broken = text.replacen(
        "MONSTER:'@',\"student\",(26,09)",
        "MONSTER:'@',\"studnet\",(26,09)",
        1,
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("Arch.des");
    std::fs::write(&file, broken).unwrap();
    let v = drive(&file, dir.path(), line, 2, 15);
    assert_eq!(v.get("error"), None, "{v:#}");
    assert_eq!(v["got_diagnostics"], true, "{v:#}");
    let d = &v["diagnostics"][0];
    assert_eq!(v["diagnostics"].as_array().unwrap().len(), 1, "{v:#}");
    assert_eq!(
        [&d["lnum"], &d["col"], &d["end_lnum"], &d["end_col"]],
        [line, 12, line, 21],
        "{v:#}"
    );
    assert!(
        d["message"]
            .as_str()
            .unwrap()
            .contains("did you mean \"student\"?"),
        "{v:#}"
    );
    let hover = v["hover"]["contents"]["value"].as_str().unwrap();
    assert!(
        hover.starts_with("`MONSTER: class, \"name\", place"),
        "{hover}"
    );
    let labels = completion_labels(&v);
    assert!(
        labels.contains(&"student") && labels.contains(&"Lord Carnarvon"),
        "{labels:?}"
    );
    assert!(!labels.contains(&"jackal"), "only class @: {labels:?}");
}

/// Runs `tests/nvim/drive.lua` on `file`: diagnostics, then a hover at
/// (`line`, `hover_col`) and a completion at (`line`, `complete_col`).
/// The completion labels the editor script reported.
fn completion_labels(v: &serde_json::Value) -> Vec<&str> {
    v["completion"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect()
}

fn drive(
    file: &std::path::Path,
    dir: &std::path::Path,
    line: usize,
    hover_col: u32,
    complete_col: u32,
) -> serde_json::Value {
    let out = dir.join("out.json");
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/nvim/drive.lua");
    let mut child = Command::new("nvim")
        .args(["--headless", "--clean", "-n", "-i", "NONE", "-c"])
        .arg(format!("luafile {}", script.display()))
        .env("DGN_LSP_BIN", env!("CARGO_BIN_EXE_dgn-lsp"))
        .env("DGN_FILE", file)
        .env("DGN_OUT", &out)
        .env("DGN_LINE", line.to_string())
        .env("DGN_HOVER_COL", hover_col.to_string())
        .env("DGN_COMPLETE_COL", complete_col.to_string())
        .env("XDG_STATE_HOME", dir)
        .env("XDG_DATA_HOME", dir)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("nvim starts");
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if start.elapsed() > Duration::from_secs(90) {
            let _ = child.kill();
            panic!("nvim did not finish in 90 s");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let json = std::fs::read_to_string(&out).expect("the script wrote its result");
    serde_json::from_str(&json).unwrap()
}

#[test]
fn neovim_on_a_lua_level() {
    if Command::new("nvim").arg("--version").output().is_err() {
        eprintln!("skipped: `nvim` not found (install Neovim to run the editor test)");
        return;
    }
    let Some(castle) = corpus_file("nethack-3.7/dat/castle.lua") else {
        eprintln!("skipped: corpus file nethack-3.7/dat/castle.lua not found (looked in $DGN_CORPUS or ../shared/corpus)");
        return;
    };
    let text = std::fs::read_to_string(&castle).unwrap();
    let old = "des.monster(\"soldier\",08,06)";
    let line = text
        .lines()
        .position(|l| l == old)
        .expect("the line is there");
    let broken = text.replacen(old, "des.monster(\"soldeir\",08,06)", 1);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("castle.lua");
    std::fs::write(&file, broken).unwrap();
    // Hover on `monster`, complete inside the name.
    let v = drive(&file, dir.path(), line, 6, 15);
    assert_eq!(v.get("error"), None, "{v:#}");
    assert_eq!(v["got_diagnostics"], true, "{v:#}");
    assert_eq!(v["diagnostics"].as_array().unwrap().len(), 1, "{v:#}");
    let d = &v["diagnostics"][0];
    assert_eq!([&d["lnum"], &d["end_lnum"]], [line, line], "{v:#}");
    assert!(
        d["message"].as_str().unwrap().contains("soldeir")
            && d["message"].as_str().unwrap().contains("soldier"),
        "{v:#}"
    );
    let hover = v["hover"]["contents"]["value"].as_str().unwrap();
    assert!(hover.starts_with("```lua\ndes.monster()\n"), "{hover}");
    let labels = completion_labels(&v);
    assert!(
        labels.contains(&"soldier") && labels.contains(&"jackal") && !labels.contains(&"dagger"),
        "{labels:?}"
    );
}

#[test]
fn neovim_shows_the_level_and_selection_methods() {
    if Command::new("nvim").arg("--version").output().is_err() {
        eprintln!("skipped: `nvim` not found (install Neovim to run the editor test)");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("dgn.toml"), "lua-levels = [\"*.lua\"]\n").unwrap();
    let file = dir.path().join("mylevel.lua");
    std::fs::write(
        &file,
        "des.level_init({ style = \"solidfill\", fg = \" \" })\n\
         local s = selection.area(1, 1, 3, 1)\n\
         local m = [[\n-----\n|...|\n-----]]\n\
         des.map(m) local t = s:negate()\n\
         des.monster(\"jakal\", 1, 1)\n",
    )
    .unwrap();
    // Hover on `des.map`, complete after `s:`.
    let v = drive(&file, dir.path(), 6, 2, 23);
    assert_eq!(v.get("error"), None, "{v:#}");
    let d = &v["diagnostics"][0];
    assert_eq!(d["lnum"], 7, "{v:#}");
    let hover = v["hover"]["contents"]["value"].as_str().unwrap();
    assert!(
        hover.ends_with(
            "(certain squares only; top left at column 37, row 9):\n```text\n-----\n|@..|\n-----\n```"
        ),
        "{hover}"
    );
    let labels = completion_labels(&v);
    assert!(
        labels.contains(&"grow") && labels.contains(&"filter_mapchar"),
        "{labels:?}"
    );
}
