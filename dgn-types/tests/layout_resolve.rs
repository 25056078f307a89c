//! The resolver on hand-built tables: NetHack's special cases, and a typed
//! error (never a panic) wherever NetHack fails or a table breaks what the
//! format assumes.

use dgn_types::layout::{
    level_range, resolve, resolve_with, BranchType, GlibcRandom, Isaac64, LayoutError, LevelRange,
    LevelRef, Random, Rules, Version,
};
use dgn_types::{Branch, BranchKind, Couple, Dungeon, Flags, SpecialLevel};

fn leak<T>(v: Vec<T>) -> &'static [T] {
    Box::leak(v.into_boxed_slice())
}

fn name(s: &str) -> (&'static str, &'static [u8]) {
    let s: &'static str = Box::leak(s.to_string().into_boxed_str());
    (s, s.as_bytes())
}

fn dungeon(
    n: &str,
    base: i16,
    rand: i16,
    levels: Vec<SpecialLevel>,
    branches: Vec<Branch>,
) -> Dungeon {
    let (name, name_bytes) = name(n);
    Dungeon {
        name,
        name_bytes,
        protofile: "",
        protofile_bytes: b"",
        bones: b'x',
        depth: Couple { base, rand },
        flags: Flags::NONE,
        chance: 0,
        entry: 0,
        levels: leak(levels),
        branches: leak(branches),
    }
}

fn level(n: &str, base: i16, rand: i16, chain: Option<usize>) -> SpecialLevel {
    let (name, name_bytes) = name(n);
    SpecialLevel {
        name,
        name_bytes,
        bones: 0,
        place: Couple { base, rand },
        chance: 100,
        rndlevs: 0,
        chain,
        flags: Flags::NONE,
    }
}

fn branch(to: &str, base: i16, rand: i16, chain: Option<usize>) -> Branch {
    let (dest, dest_bytes) = name(to);
    Branch {
        dest,
        dest_bytes,
        place: Couple { base, rand },
        chain,
        kind: BranchKind::Stair,
        up: false,
        entry: 0,
    }
}

const LOOSE: Rules = Rules {
    hardwired_dungeons: false,
    ..Rules::new(Version::NetHack343)
};

fn lay(table: &[Dungeon], seed: u32) -> Result<dgn_types::layout::Layout, LayoutError> {
    resolve_with(table, LOOSE, &mut GlibcRandom::new(seed))
}

/// Counts the draws and their bounds.
struct Counting<R>(R, Vec<i32>);

impl<R: Random> Random for Counting<R> {
    fn rn2(&mut self, x: i32) -> i32 {
        self.1.push(x);
        self.0.rn2(x)
    }
}

#[test]
fn draws_in_nethacks_order() {
    let table = [
        dungeon(
            "A",
            10,
            3,
            vec![level("one", 2, 3, None), level("two", 1, 0, Some(0))],
            vec![branch("B", 4, 2, None)],
        ),
        dungeon("B", 5, 0, vec![], vec![]),
    ];
    let mut rng = Counting(GlibcRandom::new(7), Vec::new());
    let l = resolve_with(&table, LOOSE, &mut rng).unwrap();
    // A's size, A's two level chances, the two placements (3 places for
    // "one", 1 for "two"), B's branch level, then the five tune notes.
    assert_eq!(rng.1, [3, 100, 100, 3, 1, 2, 7, 7, 7, 7, 7]);
    let one = l.level("ONE").expect("found ignoring case");
    assert_eq!(l.level("two").unwrap().at.level, one.at.level + 1);
    assert!(l.tune().iter().all(|n| (b'A'..=b'G').contains(n)));
    let b = l.branch_to("B").unwrap();
    assert_eq!(
        b.end2,
        LevelRef {
            dungeon: 1,
            level: 1
        }
    );
    assert_eq!(l.dungeons()[1].depth_start, l.depth(b.end1) + 1);
    assert_eq!(l.dungeons()[1].ledger_start, l.dungeons()[0].levels);
    assert_eq!(l.branch_on(b.end1), Some(b));
    assert_eq!(l.special_at(one.at), Some(one));
}

#[test]
fn the_same_seed_gives_the_same_game_in_both_generators() {
    let table = [dungeon("A", 20, 5, vec![level("o", 5, 5, None)], vec![])];
    for seed in 0..20 {
        assert_eq!(lay(&table, seed), lay(&table, seed));
        let a = resolve_with(&table, LOOSE, &mut Isaac64::new(seed.into())).unwrap();
        let b = resolve_with(&table, LOOSE, &mut Isaac64::new(seed.into())).unwrap();
        assert_eq!(a, b);
    }
}

#[test]
fn chance_skips_dungeons_and_levels() {
    let mut a = dungeon(
        "A",
        5,
        0,
        vec![level("never", 1, 0, None)],
        vec![branch("B", 2, 0, None)],
    );
    a.levels = leak(vec![SpecialLevel {
        chance: 0,
        ..level("never", 1, 0, None)
    }]);
    let mut b = dungeon("B", 3, 0, vec![], vec![]);
    b.chance = 1;
    for seed in 0..50 {
        let l = lay(&[a, b], seed).unwrap();
        assert!(l.levels().is_empty());
        // B exists in about 1 game in 100.
        if l.dungeons().len() == 2 {
            assert_eq!(l.branches().len(), 1);
        } else {
            assert!(l.branches().is_empty());
        }
    }
}

#[test]
fn knox_floats_and_dummy_lifts_its_dungeon() {
    let table = [
        dungeon(
            "A",
            10,
            0,
            vec![],
            vec![branch("Fort", 5, 0, None), branch("Planes", 1, 0, None)],
        ),
        dungeon("Fort", 1, 0, vec![level("knox", -1, 0, None)], vec![]),
        Dungeon {
            entry: -2,
            ..dungeon(
                "Planes",
                6,
                0,
                vec![level("astral", 1, 0, None), level("dummy", 6, 0, None)],
                vec![],
            )
        },
    ];
    let l = lay(&table, 3).unwrap();
    let fort = l.branch_to("Fort").unwrap();
    assert_eq!(fort.end1.dungeon, 3);
    assert!(fort.is_floating(&l));
    // The floating branch moved to the end of the list.
    assert_eq!(l.branches().last(), Some(fort));
    // Planes is entered at level 5 down the stairs from level 1: its top
    // is at depth 1 + 1 - 4 = -2, and "dummy" lifts it one more as it has
    // more levels (6) than 1 - (-2).
    let (_, planes) = l.dungeon("Planes").unwrap();
    assert_eq!(planes.entry_level, 5);
    assert_eq!(planes.depth_start, -3);
    let text = l.to_string();
    assert!(text.contains("\nBranches:\n1: stair, end1 0 1, end2 2 5, end1 down\n0: stair, end1 3 5, end2 1 1, end1 down\n"), "{text}");
}

#[test]
fn branch_types_follow_correct_branch_type() {
    let mk = |kind, up| Branch {
        kind,
        up,
        ..branch("B", 2, 0, None)
    };
    for (kind, up, want) in [
        (BranchKind::Stair, true, BranchType::Stair),
        (BranchKind::NoUp, true, BranchType::NoEnd1),
        (BranchKind::NoUp, false, BranchType::NoEnd2),
        (BranchKind::NoDown, true, BranchType::NoEnd2),
        (BranchKind::NoDown, false, BranchType::NoEnd1),
        (BranchKind::Portal, false, BranchType::Portal),
    ] {
        let table = [
            dungeon("A", 5, 0, vec![], vec![mk(kind, up)]),
            dungeon("B", 2, 0, vec![], vec![]),
        ];
        let l = lay(&table, 1).unwrap();
        assert_eq!(l.branches()[0].kind, want);
        assert_eq!(l.branches()[0].end1_up, up);
        let step = match (want, up) {
            (BranchType::Portal, _) => 0,
            (_, true) => -1,
            _ => 1,
        };
        assert_eq!(l.dungeons()[1].depth_start, 2 + step);
    }
}

#[test]
fn level_range_follows_nethack() {
    assert_eq!(
        level_range(10, -1, 0, None),
        Some(LevelRange {
            start: 10,
            count: 1
        })
    );
    assert_eq!(
        level_range(10, 3, -1, None),
        Some(LevelRange { start: 3, count: 8 })
    );
    assert_eq!(
        level_range(10, 8, 5, None),
        Some(LevelRange { start: 8, count: 3 })
    );
    assert_eq!(
        level_range(10, 2, 3, Some(4)),
        Some(LevelRange { start: 6, count: 3 })
    );
    assert_eq!(level_range(10, 0, 0, None), None);
    assert_eq!(level_range(10, 11, 0, None), None);
    assert_eq!(level_range(10, -11, 0, None), None);
    assert_eq!(
        level_range(10, 1, -3, Some(2)),
        Some(LevelRange {
            start: 3,
            count: -3
        })
    );
}

fn err(table: &[Dungeon]) -> LayoutError {
    lay(table, 1).unwrap_err()
}

#[test]
fn table_errors_come_before_any_draw() {
    let many: Vec<Dungeon> = (0..16)
        .map(|i| dungeon(&format!("D{i}"), 1, 0, vec![], vec![]))
        .collect();
    let e = err(&many);
    assert_eq!(e, LayoutError::TooManyDungeons { count: 16, max: 16 });
    assert!(e.to_string().contains("init_dungeons: too many dungeons"));
    assert!(e.is_nethack_failure());

    let long = [dungeon(
        "A",
        5,
        0,
        vec![level("fifteen_bytes!!", 1, 0, None)],
        vec![],
    )];
    assert_eq!(
        err(&long),
        LayoutError::BadName {
            dungeon: 0,
            level: Some(0),
            branch: None,
            max: 14
        }
    );
    assert_eq!(
        err(&long).to_string(),
        "dungeon #0, level #0: the name is longer than the 14 bytes the game's field holds, or holds a NUL byte"
    );
    assert!(!err(&long).is_nethack_failure());

    // A game with wider dungeon names (GnollHack's 47 bytes) takes a name
    // NetHack's 23 do not, and names its own limit past it.
    let wide = |name: &'static str| [dungeon(name, 5, 0, vec![], vec![])];
    let gnoll = Rules {
        dungeon_name_max: 47,
        ..LOOSE
    };
    let resolve = |t: &[Dungeon], rules: Rules| resolve_with(t, rules, &mut GlibcRandom::new(1));
    let thirty = "a dungeon name of thirty bytes";
    assert!(matches!(
        resolve(&wide(thirty), LOOSE),
        Err(LayoutError::BadName { max: 23, .. })
    ));
    assert!(resolve(&wide(thirty), gnoll).is_ok());
    let fifty = "a dungeon name of fifty bytes, too wide for any game";
    let e = resolve(&wide(fifty), gnoll).unwrap_err();
    assert_eq!(
        e.to_string(),
        "dungeon #0: the name is longer than the 47 bytes the game's field holds, or holds a NUL byte"
    );

    assert_eq!(
        err(&[dungeon("A", 5, -1, vec![], vec![])]),
        LayoutError::BadDepth { dungeon: 0 }
    );
    // A depth NetHack's compiler refuses but writes anyway (zeroed) is laid
    // out as NetHack does: no level fits in it.
    assert_eq!(
        lay(&[dungeon("A", 0, 0, vec![], vec![])], 1)
            .unwrap()
            .dungeons()[0]
            .levels,
        0
    );
    assert_eq!(
        err(&[dungeon("A", 0, 0, vec![level("a", 1, 0, None)], vec![])]),
        LayoutError::BaseOutOfRange {
            dungeon: 0,
            level: Some(0),
            branch: None
        }
    );
    // More than 32 levels: kept in a signed byte, then cut to 32 after the
    // entry level was computed from the full count, as in NetHack.
    let deep = lay(
        &[Dungeon {
            entry: -1,
            ..dungeon("A", 100, 0, vec![], vec![])
        }],
        1,
    )
    .unwrap();
    assert_eq!(
        (deep.dungeons()[0].levels, deep.dungeons()[0].entry_level),
        (32, 100)
    );
    let wrapped = lay(&[dungeon("A", 200, 0, vec![], vec![])], 1).unwrap();
    assert_eq!(wrapped.dungeons()[0].levels, 200 - 256);

    let forward = [dungeon("A", 5, 0, vec![level("a", 1, 0, Some(0))], vec![])];
    assert_eq!(
        err(&forward),
        LayoutError::BadChain {
            dungeon: 0,
            level: Some(0),
            branch: None
        }
    );
    let past = [dungeon("A", 5, 0, vec![], vec![branch("B", 1, 0, Some(0))])];
    assert_eq!(
        err(&past),
        LayoutError::BadChain {
            dungeon: 0,
            level: None,
            branch: Some(0)
        }
    );

    let levels: Vec<SpecialLevel> = (0..51)
        .map(|i| level(&format!("l{i}"), 1, 0, None))
        .collect();
    assert_eq!(
        err(&[dungeon("A", 5, 0, levels, vec![])]),
        LayoutError::TooManyLevels { count: 51, max: 50 }
    );
    let branches: Vec<Branch> = (0..33).map(|_| branch("B", 1, 0, None)).collect();
    assert_eq!(
        err(&[dungeon("A", 5, 0, vec![], branches)]),
        LayoutError::TooManyBranches { count: 33 }
    );
}

#[test]
fn nethack_panics_become_errors() {
    // No branch leads to B.
    let e = err(&[
        dungeon("A", 5, 0, vec![], vec![]),
        dungeon("B", 2, 0, vec![], vec![]),
    ]);
    assert_eq!(
        e,
        LayoutError::NoBranch {
            dungeon: 1,
            name: "B"
        }
    );
    assert!(e.to_string().contains("find_branch: can't find B"), "{e}");

    // The only branch to "A" belongs to a dungeon after the first "A".
    let e = err(&[
        dungeon("A", 5, 0, vec![], vec![branch("B", 1, 0, None)]),
        dungeon("B", 5, 0, vec![], vec![branch("A", 1, 0, None)]),
        dungeon("A", 2, 0, vec![], vec![]),
    ]);
    assert_eq!(
        e,
        LayoutError::ParentNotFound {
            dungeon: 2,
            name: "A"
        }
    );
    assert!(e
        .to_string()
        .contains("parent_dnum: couldn't resolve branch."));

    // Two levels that must share level 1.
    let e = err(&[dungeon(
        "A",
        5,
        0,
        vec![level("a", 1, 0, None), level("b", 1, 0, None)],
        vec![],
    )]);
    assert_eq!(
        e,
        LayoutError::CannotPlace {
            dungeon: 0,
            name: "A"
        }
    );
    assert!(e.to_string().contains("couldn't place levels"));

    // Chained past the bottom.
    let e = err(&[dungeon(
        "A",
        5,
        0,
        vec![level("a", -1, 0, None), level("b", 1, 0, Some(0))],
        vec![],
    )]);
    assert_eq!(
        e,
        LayoutError::BaseOutOfRange {
            dungeon: 0,
            level: Some(1),
            branch: None
        }
    );
    assert!(e
        .to_string()
        .contains("level_range: base value out of range"));

    // Chained to a level that was not generated.
    let mut a = dungeon("A", 5, 0, vec![], vec![]);
    a.levels = leak(vec![
        SpecialLevel {
            chance: 0,
            ..level("a", 1, 0, None)
        },
        level("b", 1, 0, Some(0)),
    ]);
    let e = err(&[a]);
    assert_eq!(
        e,
        LayoutError::EmptyChain {
            dungeon: 0,
            level: Some(1),
            branch: None
        }
    );
    assert!(e.to_string().contains("level_range: empty chain level!"));

    // A chained range below -1.
    let e = err(&[dungeon(
        "A",
        5,
        0,
        vec![level("a", 1, 0, None), level("b", 1, -3, Some(0))],
        vec![],
    )]);
    assert_eq!(
        e,
        LayoutError::NoLevelToPick {
            dungeon: 0,
            level: 1
        }
    );
    let e = err(&[
        dungeon(
            "A",
            5,
            0,
            vec![level("a", 1, 0, None)],
            vec![branch("B", 1, -3, Some(0))],
        ),
        dungeon("B", 2, 0, vec![], vec![]),
    ]);
    assert_eq!(
        e,
        LayoutError::NegativeRange {
            dungeon: 0,
            level: None,
            branch: Some(0)
        }
    );

    // "knox" off its dungeon's entry level.
    let e = err(&[
        dungeon("A", 5, 0, vec![], vec![branch("F", 1, 0, None)]),
        dungeon("F", 3, 0, vec![level("Knox", 2, 0, None)], vec![]),
    ]);
    assert_eq!(
        e,
        LayoutError::KnoxWithoutBranch {
            dungeon: 1,
            level: 0
        }
    );
    assert!(e.to_string().contains("insert_branch: not found"));

    // NetHack's own rules need The Quest and three more.
    let e = resolve(
        &[dungeon("A", 5, 0, vec![], vec![])],
        Version::NetHack367,
        &mut GlibcRandom::new(1),
    )
    .unwrap_err();
    assert_eq!(e, LayoutError::MissingDungeon { name: "The Quest" });
    assert!(e
        .to_string()
        .contains("Couldn't resolve dungeon number for name \"The Quest\"."));
}

#[test]
fn a_skipped_dungeon_shifts_later_chains_as_in_nethack() {
    // NetHack numbers chains over the whole file but counts only the levels
    // of the dungeons it read: with B skipped, C's chain to its own level 0
    // (file index 2) reads slot 2, which no level was read into.
    let mut b = dungeon(
        "B",
        5,
        0,
        vec![level("b0", 1, 0, None), level("b1", 2, 0, None)],
        vec![],
    );
    b.chance = 1;
    let table = [
        dungeon(
            "A",
            5,
            0,
            vec![],
            vec![branch("B", 1, 0, None), branch("C", 2, 0, None)],
        ),
        b,
        dungeon(
            "C",
            5,
            0,
            vec![level("c0", 1, 0, None), level("c1", 1, 0, Some(0))],
            vec![],
        ),
    ];
    let mut saw_skip = false;
    for seed in 0..40 {
        match lay(&table, seed) {
            Ok(l) => {
                assert_eq!(l.dungeons().len(), 3);
                assert_eq!(l.level("c1").unwrap().at.level, 2);
            }
            Err(e) => {
                saw_skip = true;
                assert_eq!(
                    e,
                    LayoutError::UninitializedChain {
                        dungeon: 2,
                        level: Some(1),
                        branch: None
                    }
                );
            }
        }
    }
    assert!(saw_skip);
}

#[test]
fn find_parent_and_chain_slot_are_nethacks_rules() {
    use dgn_types::layout::{chain_slot, find_parent};
    let table = [
        dungeon(
            "A",
            5,
            0,
            vec![level("a0", 1, 0, None)],
            vec![branch("B", 1, 0, None), branch("C", 2, 0, None)],
        ),
        dungeon(
            "B",
            5,
            0,
            vec![level("b0", 1, 0, None), level("b1", 2, 0, None)],
            vec![branch("D", 1, 0, None)],
        ),
        dungeon("C", 5, 0, vec![level("c0", 1, 0, None)], vec![]),
        dungeon("D", 5, 0, vec![], vec![]),
    ];
    assert_eq!(find_parent(&table, &[0, 1]), Ok((0, (0, 0))));
    assert_eq!(find_parent(&table, &[0, 1, 2]), Ok((0, (0, 1))));
    assert_eq!(find_parent(&table, &[0, 1, 2, 3]), Ok((1, (1, 0))));
    // With B skipped, nothing leads to D.
    assert_eq!(
        find_parent(&table, &[0, 2, 3]),
        Err(LayoutError::NoBranch {
            dungeon: 3,
            name: "D"
        })
    );
    // All read: a chain reads its own level.
    assert_eq!(chain_slot(&table, &[0, 1, 2], 2, 0), Some((2, 0)));
    // B skipped: C's level 0 (file index 3) is past the two levels read.
    assert_eq!(chain_slot(&table, &[0, 2], 2, 0), None);
    // A's own chain, before anything else is read.
    assert_eq!(chain_slot(&table, &[0], 0, 0), Some((0, 0)));
}

#[test]
fn the_dump_prints_names_as_bytes_and_quest_levels_by_role() {
    let mut a = dungeon("A", 3, 0, vec![level("x-strt", 1, 0, None)], vec![]);
    a.protofile = "tower";
    a.protofile_bytes = b"tower";
    let mut b = dungeon("B", 2, 0, vec![], vec![]);
    b.name = "Caf\u{fffd}";
    b.name_bytes = b"Caf\xe9";
    a.branches = leak(vec![Branch {
        dest: "Caf\u{fffd}",
        dest_bytes: b"Caf\xe9",
        ..branch("", 2, 0, None)
    }]);
    let l = lay(&[a, b], 5).unwrap();
    let text = l.to_string();
    let expected_tail = "\nSpecial levels:\nx-strt (0): on 0, 1; flags:\n\nBranches:\n0: stair, end1 0 2, end2 1 1, end1 down\n\nDone\n";
    assert_eq!(
        text,
        format!(
            "\n#0 \"A\" (tower):\n    num_dunlevs 3, dunlev_ureached 1\n    depth_start 1, ledger_start 0\n    flags:\n\
             \n#1 \"Caf\u{fffd}\" ():\n    num_dunlevs 2, dunlev_ureached 0\n    depth_start 3, ledger_start 3\n    flags:\n{expected_tail}"
        )
    );
    let mut bytes = Vec::new();
    l.dump().write_bytes(&mut |b| bytes.extend_from_slice(b));
    assert!(bytes.windows(6).any(|w| w == b"\"Caf\xe9\""));
    assert_eq!(bytes.len(), text.len() - "\u{fffd}".len() + 1);
    let arc = l.dump().with_role("Arc").to_string();
    assert!(arc.contains("\nArc-strt (0): on 0, 1; flags:\n"), "{arc}");
}

/// SLASH'EM's rules, without look-ups by name.
const SLASHEM: Rules = Rules {
    slashem_branches: true,
    ledger_limit: Some(127),
    ..LOOSE
};

fn with_entry(mut b: Branch, entry: i32) -> Branch {
    b.entry = entry;
    b
}

/// SLASH'EM lands a branch on its entry level (clamped to the dungeon)
/// only when the branch record at the destination dungeon's number holds
/// a positive entry; a record it has not read yet is an error (the game
/// reads whatever its memory holds); and a branch back to an earlier
/// dungeon is placed from its own dungeon.
#[test]
fn slashem_entry_levels_read_the_record_at_the_dungeons_number() {
    let table = |second: i32, first: i32| {
        [
            dungeon(
                "A",
                10,
                0,
                vec![],
                vec![
                    with_entry(branch("B", 2, 0, None), first),
                    with_entry(branch("C", 4, 0, None), second),
                ],
            ),
            dungeon(
                "B",
                5,
                0,
                vec![],
                vec![with_entry(branch("A", 3, 0, None), 7)],
            ),
            dungeon("C", 3, 0, vec![], vec![]),
        ]
    };
    let lands = |second: i32, first: i32| {
        let t = table(second, first);
        let l = resolve_with(&t, SLASHEM, &mut GlibcRandom::new(1)).unwrap();
        let into_b = l.branches().iter().find(|b| b.end2.dungeon == 1).unwrap();
        (into_b.end2.level, l.dungeons()[1].depth_start)
    };
    // B is dungeon 1: record 1 is the branch to C.
    // Depths: from A's level 2, one down, less the entry level's.
    assert_eq!(lands(1, 9), (5, -1), "clamped to B's 5 levels");
    assert_eq!(lands(0, 9), (1, 3), "C's record has no positive entry");
    assert_eq!(lands(1, 0), (0, 4), "an entry of 0 lands on level 0");
    assert_eq!(lands(0, -2), (4, 0), "negative: from the bottom");
    // B's branch back lands on A's level 7: record 0 (the branch to B)
    // has a positive entry. C is dungeon 2: record 2, the branch back,
    // was read before C.
    let t = table(1, 9);
    let l = resolve_with(&t, SLASHEM, &mut GlibcRandom::new(1)).unwrap();
    let back = l.branches().iter().find(|b| b.end1.dungeon == 1).unwrap();
    assert_eq!(back.end1.level, 3);
    assert_eq!(
        back.end2,
        LevelRef {
            dungeon: 0,
            level: 7
        }
    );
    assert_eq!(l.branches().len(), 3);
    // NetHack places no branch back, and enters B on its top level.
    let l = resolve_with(&t, LOOSE, &mut GlibcRandom::new(1)).unwrap();
    assert_eq!(l.branches().len(), 2);
    assert_eq!(l.branch_to("B").unwrap().end2.level, 1);
    // With one branch out of A, record 1 is not read when B is entered.
    let lone = [
        dungeon(
            "A",
            10,
            0,
            vec![],
            vec![with_entry(branch("B", 2, 0, None), 2)],
        ),
        dungeon("B", 5, 0, vec![], vec![]),
    ];
    assert_eq!(
        resolve_with(&lone, SLASHEM, &mut GlibcRandom::new(1)).unwrap_err(),
        LayoutError::UnwrittenEntryRecord {
            dungeon: 0,
            branch: 0
        }
    );
    let mut lone = lone;
    lone[0].branches = leak(vec![with_entry(branch("B", 2, 0, None), -1)]);
    let l = resolve_with(&lone, SLASHEM, &mut GlibcRandom::new(1)).unwrap();
    assert_eq!(l.branch_to("B").unwrap().end2.level, 5, "no record read");
}
