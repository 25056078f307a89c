//! build-support and `dungeon!` on NetHack 3.4.3's dungeon.def: the binary
//! equals the C dgn_comp's, the tables hold the known values, and the proc
//! macro builds equal tables from the same file.

use dgn_tables_e2e::{BINARY_DIR, DUNGEON, FROM_CORPUS, FROM_MACRO};
use dgn_types::{Alignment, BranchKind, Couple, Flags};

fn corpus() -> Option<std::path::PathBuf> {
    if !FROM_CORPUS {
        eprintln!(
            "skipped: conformance corpus `nethack-3.4.3` not found beside the checkout; \
             the tables were built from examples/dungeon.def"
        );
        return None;
    }
    Some(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../../shared/corpus/nethack-3.4.3"),
    )
}

#[test]
fn macro_and_build_script_agree() {
    assert!(!DUNGEON.is_empty());
    assert_eq!(FROM_MACRO, DUNGEON);
}

#[test]
fn binary_is_byte_identical_to_dgn_comp() {
    let Some(corpus) = corpus() else { return };
    let ours = std::fs::read(format!("{BINARY_DIR}/dungeon")).unwrap();
    let theirs = std::fs::read(corpus.join("expected/dungeon")).unwrap();
    assert!(ours == theirs, "the generated dungeon file differs");
}

#[test]
fn dungeons_of_nethack() {
    if corpus().is_none() {
        return;
    }
    let names: Vec<&str> = DUNGEON.iter().map(|d| d.name).collect();
    assert_eq!(
        names,
        [
            "The Dungeons of Doom",
            "Gehennom",
            "The Gnomish Mines",
            "The Quest",
            "Sokoban",
            "Fort Ludios",
            "Vlad's Tower",
            "The Elemental Planes",
        ]
    );
    let depths: Vec<(i16, i16)> = DUNGEON
        .iter()
        .map(|d| (d.depth.base, d.depth.rand))
        .collect();
    assert_eq!(
        depths,
        [
            (25, 5),
            (20, 5),
            (8, 2),
            (5, 2),
            (4, 0),
            (1, 0),
            (3, 0),
            (6, 0)
        ]
    );
    let gehennom = &DUNGEON[1];
    assert_eq!(
        gehennom.flags,
        Flags {
            hellish: true,
            mazelike: true,
            ..Flags::NONE
        }
    );
    assert_eq!(DUNGEON[2].flags.align, Alignment::Lawful);
    assert!(DUNGEON[2].level("minetn").unwrap().flags.town);
    assert_eq!(DUNGEON[4].entry, -1);
    assert_eq!(DUNGEON[6].protofile, "tower");
    assert_eq!(DUNGEON[7].entry, -2);
}

#[test]
fn the_dungeons_of_doom() {
    if corpus().is_none() {
        return;
    }
    let doom = &DUNGEON[0];
    assert_eq!(doom.bones_char(), Some('D'));
    let levels: Vec<&str> = doom.levels.iter().map(|l| l.name).collect();
    // REINCARNATION is on for 3.4.3, so the Rogue level is there.
    assert_eq!(levels, ["rogue", "oracle", "bigrm", "medusa", "castle"]);
    let bigrm = doom.level("bigrm").unwrap();
    assert_eq!((bigrm.chance, bigrm.rndlevs), (40, 5));
    assert_eq!(bigrm.place, Couple { base: 10, rand: 3 });
    let medusa = doom.level("medusa").unwrap();
    assert_eq!(medusa.bones, 0);
    assert_eq!(medusa.place, Couple { base: -5, rand: 4 });
    assert_eq!(medusa.flags.align, Alignment::Chaotic);
    assert_eq!(
        doom.level("oracle").unwrap().flags.align,
        Alignment::Neutral
    );

    let branches: Vec<(&str, BranchKind, bool, Option<usize>)> = doom
        .branches
        .iter()
        .map(|b| (b.dest, b.kind, b.up, b.chain))
        .collect();
    assert_eq!(
        branches,
        [
            ("The Gnomish Mines", BranchKind::Stair, false, None),
            ("Sokoban", BranchKind::Stair, true, Some(1)),
            ("The Quest", BranchKind::Portal, false, Some(1)),
            ("Fort Ludios", BranchKind::Portal, false, None),
            ("Gehennom", BranchKind::NoDown, false, Some(4)),
            ("The Elemental Planes", BranchKind::NoDown, true, None),
        ]
    );
    let sokoban = &doom.branches[1];
    assert_eq!(doom.chained(sokoban.chain).unwrap().name, "oracle");
    assert_eq!(sokoban.place, Couple { base: 1, rand: 0 });
}

#[test]
fn example_tables_without_the_corpus() {
    if FROM_CORPUS {
        return;
    }
    assert_eq!(DUNGEON[0].name, "The Sunken Halls");
    assert_eq!(DUNGEON.len(), 7);
    let bytes = std::fs::read(format!("{BINARY_DIR}/dungeon")).unwrap();
    assert_eq!(&bytes[..8], &[0, 3, 4, 3, 0, 0, 0, 0]);
}
