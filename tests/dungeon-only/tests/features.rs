//! `dgn-macros` without its `levels` feature: the level languages are not
//! in the build, and a special level is an error that names the feature.
//!
//! Both checks run cargo on this package alone (inside the workspace the
//! feature would be unified in from the other members), offline: every
//! crate it needs was fetched for the workspace's own build.

use std::path::Path;
use std::process::Command;

fn cargo(args: &[&str]) -> std::process::Output {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    Command::new(env!("CARGO"))
        .args(args)
        .current_dir(root)
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .output()
        .expect("cargo runs")
}

#[test]
fn the_level_languages_are_not_built() {
    let out = cargo(&[
        "tree",
        "--offline",
        "-p",
        "dgn-dungeon-only",
        "-e",
        "normal,build",
        "--prefix",
        "none",
        "--format",
        "{p}",
    ]);
    let tree = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let names: Vec<&str> = tree
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert!(names.contains(&"dgn-macros"), "{tree}");
    assert!(names.contains(&"dgn-dungeon"), "{tree}");
    for level_crate in ["dgn-lev", "dgn-lev36", "dgn-lev35"] {
        assert!(
            !names.contains(&level_crate),
            "{level_crate} is built:\n{tree}"
        );
    }
}

#[test]
fn a_special_level_names_the_feature() {
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("dungeon-only");
    let out = cargo(&[
        "check",
        "--offline",
        "-p",
        "dgn-dungeon-only",
        "--features",
        "des-without-levels",
        "--message-format",
        "short",
        "--target-dir",
        target.to_str().unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(
        stderr.contains(
            "tests/dungeon-only/src/lib.rs:14:11: error: special levels need the `levels` feature of dgn-macros"
        ),
        "{stderr}"
    );
    // The dungeon description beside it compiled: one error only.
    assert_eq!(stderr.matches(": error: ").count(), 1, "{stderr}");
}
