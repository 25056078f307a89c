//! The file list of every package published to the registry, as
//! `cargo package --list` gives it, against a reviewed snapshot: a new file
//! in a package (a test corpus, fuzz output, a stray data file) or a missing
//! one (a licence, a catalog, a committed parser) fails here before it
//! reaches a release.
//!
//! `cargo package --list` reads only manifests and the file tree (no build,
//! no network with `--offline`), so the whole check takes well under a second.

use std::process::Command;

/// Every crate a user takes from the registry.
const PUBLISHED: &[&str] = &[
    "dgn-types",
    "dgn-common",
    "dgn-dungeon",
    "dgn-lev",
    "dgn-lev36",
    "dgn-lev35",
    "dgn-core",
    "dgn-macros",
    "build-support",
    "dgn-cli",
    "dgn-lsp",
    "dgn-lua",
];

/// The files `cargo package` would put in the package `name`, one a line.
fn package_list(name: &str) -> String {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(dgn_tests::workspace_root())
        .args([
            "package",
            "--list",
            "--allow-dirty",
            "--offline",
            "-p",
            name,
        ])
        .output()
        .expect("run cargo package --list");
    assert!(
        out.status.success(),
        "cargo package --list -p {name} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).expect("file names are UTF-8");
    stdout
        .lines()
        // Written only when packaging from a git checkout.
        .filter(|l| *l != ".cargo_vcs_info.json")
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn published_packages_hold_exactly_the_reviewed_files() {
    for name in PUBLISHED {
        let list = package_list(name);
        for needed in ["LICENSE-MIT", "LICENSE-APACHE", "README.md", "src/lib.rs"] {
            assert!(list.lines().any(|l| l == needed), "{name} lacks {needed}");
        }
        insta::assert_snapshot!(*name, list);
    }
}

#[test]
fn internal_crates_are_not_published() {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(dgn_tests::workspace_root())
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .output()
        .expect("run cargo metadata");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).expect("metadata is JSON");
    // `publish` is null when the package may go to any registry and `[]`
    // when `publish = false`.
    let mut publishable: Vec<String> = meta["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .filter(|p| p["publish"].is_null())
        .map(|p| p["name"].as_str().expect("name").to_string())
        .collect();
    publishable.sort();
    let mut expected: Vec<String> = PUBLISHED.iter().map(|s| s.to_string()).collect();
    expected.sort();
    assert_eq!(publishable, expected);
}
