//! Round trips of the dungeon language: source → binary → model → source →
//! binary gives identical bytes, for the corpus and the bundled example.

use dgn_core::dgn::{self, Options};
use dgn_core::{SourceFile, Target};
use dgn_tests::{corpus_set, workspace_root};

fn round_trip(path: &std::path::Path, target: &Target) {
    let src = SourceFile::new(path.display().to_string(), std::fs::read(path).unwrap());
    let (bytes, _) = dgn::compile_to_bytes(&src, target, &Options::default()).expect("compiles");
    let model = dgn::decode(&bytes, target).expect("decodes");
    let text = dgn::print(&model).expect("prints");
    let again = SourceFile::new("printed", text.clone());
    let (bytes2, diags) = dgn::compile_to_bytes(&again, target, &Options::default())
        .unwrap_or_else(|d| {
            panic!(
                "printed source does not compile: {d:?}\n{}",
                String::from_utf8_lossy(&text)
            )
        });
    assert!(diags.iter().all(|d| !d.is_error()));
    assert!(
        bytes == bytes2,
        "round trip changed the bytes of {}",
        path.display()
    );
    assert_eq!(dgn::decompile(&bytes, target).unwrap(), text);
}

#[test]
fn corpus_round_trips() {
    for (set, target) in [
        ("nethack-3.4.3", Target::nethack_343()),
        ("nethack-3.6.7", Target::nethack_367()),
    ] {
        let Some(dir) = corpus_set(set) else { return };
        round_trip(&dir.join("dat/dungeon.def"), &target);
        // The expected file itself decompiles to source that rebuilds it.
        let expected = std::fs::read(dir.join("expected/dungeon")).unwrap();
        assert!(dgn::decompile(&expected, &target).is_ok());
    }
}

#[test]
fn example_round_trips() {
    round_trip(
        &workspace_root().join("examples/dungeon.def"),
        &Target::nethack_343(),
    );
}

#[test]
fn decompiled_corpus_text_is_stable() {
    let Some(dir) = corpus_set("nethack-3.4.3") else {
        return;
    };
    let expected = std::fs::read(dir.join("expected/dungeon")).unwrap();
    let text = dgn::decompile(&expected, &Target::nethack_343()).unwrap();
    let text = String::from_utf8(text).unwrap();
    assert!(
        text.starts_with("DUNGEON:\t\"The Dungeons of Doom\" \"D\" (25, 5)\nLEVEL:\t\t\"rogue\""),
        "{text}"
    );
    assert!(
        text.contains("RNDLEVEL:\t\"bigrm\" \"B\" @ (10, 3) 40 5\n"),
        "{text}"
    );
    assert!(
        text.contains("CHAINBRANCH:\t\"Sokoban\" \"oracle\" + (1, 0) up\n"),
        "{text}"
    );
    assert!(
        text.contains("RNDLEVEL:\t\"minetn\" \"T\" @ (3, 2) 7\nLEVELDESC:\ttown\n"),
        "{text}"
    );
}
