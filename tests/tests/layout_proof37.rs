//! The placement proof for NetHack 3.7 (`dgn::proof::prove_37`) against
//! brute force: every roll of the dice of small generated descriptions is
//! played through the layout resolver with NetHack 3.7's rules, and the
//! exact probability of each way to panic must equal the proof's. The
//! descriptions reuse level names across and within dungeons (3.7 chains by
//! name), chain first branches to last levels, mark dungeons
//! `unconnected`, and let a dungeon hold the only branch into itself.

#[path = "support/lua_table.rs"]
mod lua_table;

use dgn_core::dgn::model::{
    Alignment, Branch, BranchKind, Couple, Dungeon, DungeonFile, Flags, SpecialLevel,
};
use dgn_core::dgn::proof::{self, Failure, Probability, Rules37, Site};
use dgn_core::tables::leak_dungeons;
use dgn_core::types::layout::{Rules, Version};
use proptest::prelude::*;
use std::collections::BTreeMap;

#[path = "support/brute.rs"]
mod brute;

/// Plays every path of the tree of draws under 3.7's rules; `None` when
/// the table breaks the format's assumptions or the tree is too big. The
/// `nhlib.lua` draws are left out: they change no probability.
fn brute_force(
    file: &DungeonFile,
    unconnected: &[usize],
) -> Option<BTreeMap<(Site, Failure), Probability>> {
    let plain = leak_dungeons(file);
    let table: Vec<dgn_core::types::Dungeon> = plain
        .iter()
        .enumerate()
        .map(|(i, d)| dgn_core::types::Dungeon {
            flags: dgn_core::types::Flags {
                unconnected: unconnected.contains(&i),
                ..d.flags
            },
            ..*d
        })
        .collect();
    let table: &'static [dgn_core::types::Dungeon] = Box::leak(table.into_boxed_slice());
    let hardwired = dgn_core::types::layout::HARDWIRED_DUNGEONS_37
        .iter()
        .all(|h| file.dungeons.iter().any(|d| d.name == h.as_bytes()));
    let rules = Rules {
        hardwired_dungeons: hardwired,
        preamble: &[],
        ..Rules::new(Version::NetHack37)
    };
    brute::every_path(file, table, rules, 5_000)
}

fn proved(
    file: &DungeonFile,
    unconnected: &[usize],
) -> Option<BTreeMap<(Site, Failure), Probability>> {
    let p = proof::prove_37(
        file,
        &Rules37 {
            unconnected: unconnected.to_vec(),
            nethack: false,
            skip_look_ups: false,
        },
    );
    p.complete.then(|| {
        p.findings
            .into_iter()
            .map(|f| ((f.site, f.failure), f.probability))
            .collect()
    })
}

fn level(name: &str, place: Couple, chance: i32, chain: Option<usize>) -> SpecialLevel {
    SpecialLevel {
        name: name.as_bytes().to_vec(),
        bones: b'x',
        place,
        chance,
        rndlevs: 0,
        chain,
        flags: Flags::default(),
        display: None,
    }
}

fn c(base: i16, rand: i16) -> Couple {
    Couple { base, rand }
}

/// Small descriptions and the dungeons marked `unconnected`.
fn small_model() -> impl Strategy<Value = (DungeonFile, Vec<usize>)> {
    let couple = (prop_oneof![-3i16..=-1, 1i16..=4], -1i16..=3).prop_map(|(b, r)| c(b, r));
    let chained = (-2i16..=3, -1i16..=2).prop_map(|(b, r)| c(b, r));
    let chance = prop_oneof![4 => Just(100), 1 => Just(50), 1 => Just(0), 1 => Just(30)];
    // Names from a small pool, so that chains by name meet other levels.
    let lv = (
        couple,
        chained,
        chance,
        proptest::option::of(0usize..3),
        0usize..5,
    );
    let to = prop_oneof![6 => Just(0usize), 1 => 1usize..4];
    let branch = (
        to,
        (-2i16..=4, -1i16..=2),
        proptest::option::of(0usize..4),
        any::<bool>(),
    );
    let dungeon = (
        1i16..=5,
        0i16..=3,
        prop_oneof![4 => Just(0), 1 => Just(60)],
        -2i32..=2,
        proptest::collection::vec(lv, 0..=4),
        proptest::collection::vec(branch, 0..=2),
        prop::bool::weighted(0.2),
    );
    proptest::collection::vec(dungeon, 1..=3).prop_map(|ds| {
        let names = ["A", "B", "C", "knox"];
        let pool = ["a", "b", "c", "d", "knox"];
        let n = ds.len();
        let mut unconnected = Vec::new();
        let dungeons = ds
            .into_iter()
            .enumerate()
            .map(|(i, (base, rand, chance, entry, levels, branches, unc))| {
                if unc {
                    unconnected.push(i);
                }
                let nl = levels.len();
                Dungeon {
                    name: names[i].as_bytes().to_vec(),
                    bones: b'a' + i as u8,
                    depth: c(base, rand),
                    chance,
                    entry,
                    flags: Flags {
                        align: Alignment::NONE,
                        ..Flags::default()
                    },
                    levels: levels
                        .into_iter()
                        .enumerate()
                        .map(|(li, (abs, rel, ch, chain, nm))| {
                            let chain = chain.filter(|&x| x < li);
                            match chain {
                                Some(_) => level(pool[nm], rel, ch, chain),
                                None => level(pool[nm], abs, ch, None),
                            }
                        })
                        .collect(),
                    branches: branches
                        .into_iter()
                        .map(|(to, (b, r), chain, up)| Branch {
                            dest: names[(i + 1 + to) % (n + 1)].as_bytes().to_vec(),
                            place: if chain.is_some_and(|x| x < nl) {
                                c(b, r)
                            } else {
                                c(b.max(1), r)
                            },
                            chain: chain.filter(|&x| x < nl),
                            kind: BranchKind::Stair,
                            up,
                            entry: 0,
                        })
                        .collect(),
                    ..Default::default()
                }
            })
            .collect();
        (DungeonFile { dungeons }, unconnected)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    /// Exact agreement, failure by failure, with every path of the dice.
    #[test]
    fn proof_37_agrees_with_every_roll((file, unconnected) in small_model()) {
        let Some(brute) = brute_force(&file, &unconnected) else { return Ok(()) };
        let Some(proof) = proved(&file, &unconnected) else { return Ok(()) };
        prop_assert_eq!(proof, brute);
    }
}

/// The generated descriptions reach 3.7's own failures, so the agreement
/// above covers them.
#[test]
fn generated_descriptions_reach_the_37_failures() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let mut seen = std::collections::BTreeSet::new();
    let mut compared = 0;
    for _ in 0..400 {
        let (file, unconnected) = small_model().new_tree(&mut runner).unwrap().current();
        let (Some(brute), Some(proof)) = (
            brute_force(&file, &unconnected),
            proved(&file, &unconnected),
        ) else {
            continue;
        };
        assert_eq!(proof, brute, "{file:?} {unconnected:?}");
        compared += 1;
        for (_, f) in brute.keys() {
            seen.insert(format!("{f:?}"));
        }
    }
    assert!(compared > 200, "{compared}");
    for f in [
        "ChainNotFound",
        "ParentNotFound",
        "EmptyChain",
        "CannotPlace",
    ] {
        assert!(seen.contains(f), "{f} never reached: {seen:?}");
    }
}

/// NetHack 3.7's own dungeon.lua: no roll of the dice panics; and its
/// first branch chained to its last level would panic in every game.
#[test]
fn nethack_37_dungeon_never_panics() {
    let Some(set) = dgn_tests::corpus_set("nethack-3.7") else {
        return;
    };
    let t = lua_table::table(&std::fs::read(set.join("dat/dungeon.lua")).unwrap());
    let (mut file, unconnected) = lua_table::model(t);
    let rules = Rules37 {
        unconnected,
        nethack: false,
        skip_look_ups: false,
    };
    let p = proof::prove_37(&file, &rules);
    assert!(p.complete);
    assert!(p.never_panics(), "{:?}", p.findings);
    // The tutorial without its flag: no branch leads to it.
    let p = proof::prove_37(&file, &Rules37::default());
    let tut = t.iter().position(|d| d.name == "The Tutorial").unwrap();
    assert!(p.always_panics());
    assert_eq!(
        (p.findings[0].site, p.findings[0].failure),
        (Site::Dungeon(tut), Failure::NoBranch)
    );
    // Gehennom's branch moved first in the Dungeons of Doom: it chains to
    // the castle, the last level, which 3.7 does not find.
    let geh = file.dungeons[0]
        .branches
        .iter()
        .position(|b| b.dest == b"Gehennom")
        .unwrap();
    let b = file.dungeons[0].branches.remove(geh);
    file.dungeons[0].branches.insert(0, b);
    let p = proof::prove_37(&file, &rules);
    assert!(p.always_panics());
    assert_eq!(p.findings.len(), 1);
    assert_eq!(
        (p.findings[0].site, p.findings[0].failure),
        (
            Site::Branch {
                dungeon: 0,
                branch: 0
            },
            Failure::ChainNotFound
        )
    );
    // 3.6.7's proof places it.
    assert!(proof::prove(&file)
        .findings
        .iter()
        .all(|f| f.failure != Failure::ChainNotFound));
}
