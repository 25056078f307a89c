//! The layouts of NetHack's own dungeons: snapshots of `dgn_comp --layout`'s
//! text (NetHack's `dumpit`) for a few seeds, checked against NetHack's own
//! `init_dungeons` when they were taken. The corpus's binary `dungeon`
//! files and the descriptions compiled from source give the same layouts.

use dgn_core::types::layout::{resolve, Version};
use dgn_core::{dgn, SourceFile, Target};

fn layout_text(table: &[dgn_core::types::Dungeon], version: Version, seed: u64) -> String {
    let mut rng = version.random(seed);
    let l = resolve(table, version, &mut rng).expect("NetHack's own dungeon resolves");
    let mut out = Vec::new();
    l.dump().write_bytes(&mut |b| out.extend_from_slice(b));
    String::from_utf8(out).unwrap()
}

fn check(set: &str, target: Target, version: Version) {
    let Some(dir) = dgn_tests::corpus_set(set) else {
        return;
    };
    let bytes = std::fs::read(dir.join("expected/dungeon")).unwrap();
    let decoded = dgn_core::tables::leak_dungeons(&dgn::decode(&bytes, &target).unwrap());
    let src = SourceFile::new(
        "dungeon.def",
        std::fs::read(dir.join("dat/dungeon.def")).unwrap(),
    );
    let compiled = dgn::compile(&src, &target, &Default::default());
    let compiled = dgn_core::tables::leak_dungeons(&compiled.model.expect("compiles"));
    assert_eq!(decoded, compiled);
    for seed in [1u64, 42, 20261124] {
        let text = layout_text(decoded, version, seed);
        insta::assert_snapshot!(format!("{set}-seed-{seed}"), text);
    }
    // Every seed resolves, and the tune is always five notes A to G.
    for seed in 0..300 {
        let mut rng = version.random(seed);
        let l = resolve(decoded, version, &mut rng).unwrap();
        assert!(l.tune().iter().all(|n| (b'A'..=b'G').contains(n)));
        assert_eq!(l.dungeons().len(), decoded.len());
    }
}

#[test]
fn nethack_343_layouts() {
    check("nethack-3.4.3", Target::nethack_343(), Version::NetHack343);
}

#[test]
fn nethack_367_layouts() {
    check("nethack-3.6.7", Target::nethack_367(), Version::NetHack367);
}
