//! Conformance: NetHack's own dungeon.def files compile to exactly the bytes
//! the original C dgn_comp wrote.

use dgn_core::{dgn, Render, SourceFile, Target};
use dgn_tests::corpus_set;

fn check(set: &str, target: Target) {
    let Some(dir) = corpus_set(set) else { return };
    let path = dir.join("dat/dungeon.def");
    let src = SourceFile::new(path.display().to_string(), std::fs::read(&path).unwrap());
    let out = dgn::compile_to_bytes(&src, &target, &Default::default());
    let (bytes, diags) = match out {
        Ok(x) => x,
        Err(diags) => panic!(
            "{}",
            diags
                .iter()
                .map(|d| d.render(&src, false))
                .collect::<String>()
        ),
    };
    assert!(diags.is_empty(), "unexpected diagnostics: {diags:?}");
    let expected = std::fs::read(dir.join("expected/dungeon")).unwrap();
    assert_eq!(bytes.len(), expected.len());
    assert!(bytes == expected, "bytes differ from expected/dungeon");
}

#[test]
fn nethack_343_dungeon_is_byte_identical() {
    check("nethack-3.4.3", Target::nethack_343());
}

#[test]
fn nethack_367_dungeon_is_byte_identical() {
    check("nethack-3.6.7", Target::nethack_367());
}
