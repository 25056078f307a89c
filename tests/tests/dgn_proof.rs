//! The placement proof (`dgn::proof`) against brute force: every roll of the
//! dice of small generated descriptions is played through the layout
//! resolver (`dgn_types::layout`, which follows NetHack's `init_dungeons`
//! draw by draw), and the exact probability of each way to panic must equal
//! the proof's.

use dgn_core::dgn::model::{Branch, BranchKind, Couple, Dungeon, DungeonFile, Flags, SpecialLevel};
use dgn_core::dgn::proof::{self, Failure, Probability, ProofRules, Site};
use dgn_core::tables::leak_dungeons;
use dgn_core::types::layout::{Rules, Version};
use proptest::prelude::*;
use std::collections::BTreeMap;

#[path = "support/brute.rs"]
mod brute;

type Verdict = BTreeMap<(Site, Failure), Probability>;

/// Plays every path of the tree of draws; `None` when the table breaks the
/// format's assumptions (the proof does not apply) or the tree has more
/// than `max_paths` paths. `nethack`: the look-ups of the dungeons NetHack
/// names always count (otherwise only when all four are defined).
fn brute_force_with(file: &DungeonFile, nethack: bool, max_paths: usize) -> Option<Verdict> {
    let table = leak_dungeons(file);
    let hardwired = nethack
        || proof::HARDWIRED_DUNGEONS
            .iter()
            .all(|h| file.dungeons.iter().any(|d| d.name == h.as_bytes()));
    let rules = Rules {
        hardwired_dungeons: hardwired,
        ..Rules::new(Version::NetHack343)
    };
    brute::every_path(file, table, rules, max_paths)
}

/// [`brute_force_with`] for a port, up to 5,000 paths.
fn brute_force(file: &DungeonFile) -> Option<Verdict> {
    brute_force_with(file, false, 5_000)
}

/// The proof's verdict and whether it is complete.
fn proved_with(file: &DungeonFile, nethack: bool) -> (Verdict, bool) {
    let rules = if nethack {
        ProofRules::NETHACK
    } else {
        ProofRules::PORT
    };
    let p = proof::prove_with(file, rules);
    assert_eq!(p.complete, p.limits.is_empty());
    let v = p
        .findings
        .into_iter()
        .map(|f| ((f.site, f.failure), f.probability))
        .collect();
    (v, p.complete)
}

/// The proof's verdict for a port, when complete.
fn proved(file: &DungeonFile) -> Option<Verdict> {
    let (v, complete) = proved_with(file, false);
    complete.then_some(v)
}

/// The proof holds against the enumeration: equal when complete; when not,
/// each finding is a lower bound of the enumeration's.
fn agrees(proof: &Verdict, complete: bool, brute: &Verdict) -> Result<(), String> {
    if complete {
        return if proof == brute {
            Ok(())
        } else {
            Err(format!("proof {proof:?}\nbrute force {brute:?}"))
        };
    }
    for (k, p) in proof {
        match brute.get(k) {
            Some(b) if p <= b => {}
            other => {
                return Err(format!(
                    "{k:?}: proof says at least {p}, brute force {other:?}"
                ))
            }
        }
    }
    Ok(())
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

fn small_model() -> impl Strategy<Value = DungeonFile> {
    named_model(["A", "B", "C", "knox"])
}

/// Small descriptions whose later dungeons may carry the names NetHack's
/// code looks up (so that some define one, some all four, and some leave
/// them to chance).
fn looked_up_model() -> impl Strategy<Value = DungeonFile> {
    prop_oneof![
        Just(["A", "B", "C", "knox"]),
        Just(["A", "The Quest", "Sokoban", "C"]),
        Just(["A", "The Gnomish Mines", "B", "Vlad's Tower"]),
        Just(["A", "The Quest", "Sokoban", "The Gnomish Mines"]),
    ]
    .prop_flat_map(named_model)
}

fn named_model(names: [&'static str; 4]) -> impl Strategy<Value = DungeonFile> {
    let couple = (prop_oneof![-3i16..=-1, 1i16..=4], -1i16..=3).prop_map(|(b, r)| c(b, r));
    let chained = (-2i16..=3, -1i16..=2).prop_map(|(b, r)| c(b, r));
    let chance = prop_oneof![4 => Just(100), 1 => Just(50), 1 => Just(0), 1 => Just(30)];
    let lv = (couple, chained, chance, proptest::option::of(0usize..3));
    let to = prop_oneof![6 => Just(0usize), 1 => 1usize..4];
    let branch = (
        to,
        (-2i16..=4, -1i16..=2),
        proptest::option::of(0usize..3),
        any::<bool>(),
    );
    let dungeon = (
        1i16..=5,
        0i16..=3,
        prop_oneof![4 => Just(0), 1 => Just(60)],
        -2i32..=2,
        proptest::collection::vec(lv, 0..=4),
        proptest::collection::vec(branch, 0..=2),
        any::<bool>(),
    );
    proptest::collection::vec(dungeon, 1..=3).prop_map(move |ds| {
        let n = ds.len();
        DungeonFile {
            dungeons: ds
                .into_iter()
                .enumerate()
                .map(|(i, (base, rand, chance, entry, levels, branches, knox))| {
                    let nl = levels.len();
                    Dungeon {
                        name: names[i].as_bytes().to_vec(),
                        bones: b'a' + i as u8,
                        depth: c(base, rand),
                        chance,
                        entry,
                        levels: levels
                            .into_iter()
                            .enumerate()
                            .map(|(li, (abs, rel, ch, chain))| {
                                let chain = chain.filter(|&x| x < li);
                                let name = if knox && li + 1 == nl {
                                    "knox".to_string()
                                } else {
                                    format!("l{i}{li}")
                                };
                                match chain {
                                    Some(_) => level(&name, rel, ch, chain),
                                    None => level(&name, abs, ch, None),
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
                .collect(),
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    /// Exact agreement, failure by failure, with every path of the dice.
    #[test]
    fn proof_agrees_with_every_roll(file in small_model()) {
        let Some(brute) = brute_force(&file) else { return Ok(()) };
        let Some(proof) = proved(&file) else { return Ok(()) };
        prop_assert_eq!(proof, brute);
    }

    /// The same for NetHack itself (the look-ups by name always count) and
    /// for ports (only when all four are defined), on descriptions that name
    /// some of the dungeons NetHack looks up: equal when the proof is
    /// complete, a lower bound finding by finding otherwise.
    #[test]
    fn proof_holds_for_nethack_and_for_ports(file in looked_up_model(), nethack in any::<bool>()) {
        let defined = proof::HARDWIRED_DUNGEONS
            .iter()
            .filter(|h| file.dungeons.iter().any(|d| d.name == h.as_bytes()))
            .count();
        let counted = nethack || defined == 4;
        let Some(brute) = brute_force_with(&file, counted, 5_000) else { return Ok(()) };
        let (proof, complete) = proved_with(&file, nethack);
        agrees(&proof, complete, &brute).map_err(TestCaseError::fail)?;
    }
}

/// Descriptions whose chains NetHack renumbers onto levels not placed yet:
/// an optional first dungeon with special levels, then a dungeon of a few
/// levels in narrow ranges whose later levels chain to its earlier ones,
/// so that when the first is skipped a chain reads a level's number before
/// it is placed (0, or the last level tried when the search backtracks).
fn stale_model() -> impl Strategy<Value = DungeonFile> {
    let placed = (1i16..=4, 0i16..=3).prop_map(|(b, r)| c(b, r));
    let chained = (-1i16..=2, 0i16..=2).prop_map(|(b, r)| c(b, r));
    let lv = (
        placed,
        chained,
        prop_oneof![3 => Just(100), 1 => Just(50)],
        0usize..3,
    );
    (
        1usize..=3,
        prop_oneof![Just(30), Just(70)],
        3i16..=6,
        0i16..=2,
        proptest::collection::vec(lv, 2..=4),
    )
        .prop_map(|(skipped, chance, base, rand, levels)| DungeonFile {
            dungeons: vec![
                Dungeon {
                    name: b"A".to_vec(),
                    depth: c(6, 0),
                    levels: (0..skipped)
                        .map(|k| level(&format!("s{k}"), c(k as i16 + 1, 0), 100, None))
                        .collect(),
                    branches: vec![
                        Branch {
                            dest: b"B".to_vec(),
                            place: c(1, 0),
                            ..Default::default()
                        },
                        Branch {
                            dest: b"C".to_vec(),
                            place: c(2, 0),
                            ..Default::default()
                        },
                    ],
                    ..Default::default()
                },
                Dungeon {
                    name: b"B".to_vec(),
                    depth: c(6, 0),
                    chance,
                    ..Default::default()
                },
                Dungeon {
                    name: b"C".to_vec(),
                    depth: c(base, rand),
                    levels: levels
                        .into_iter()
                        .enumerate()
                        .map(|(li, (abs, rel, ch, to))| {
                            let name = format!("c{li}");
                            match to.checked_rem(li).filter(|_| li > 0) {
                                Some(t) => level(&name, rel, ch, Some(t)),
                                None => level(&name, abs, ch, None),
                            }
                        })
                        .collect(),
                    ..Default::default()
                },
            ],
        })
        .prop_map(|mut f| {
            // The optional dungeon holds the levels whose skipping shifts
            // the chains: move the first dungeon's levels into it.
            let moved = std::mem::take(&mut f.dungeons[0].levels);
            f.dungeons[1].levels = moved;
            f
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Stale chains: exact agreement with every path of the dice, and the
    /// proof is always complete.
    #[test]
    fn stale_chains_agree_with_every_roll(file in stale_model()) {
        let Some(brute) = brute_force_with(&file, false, 20_000) else { return Ok(()) };
        let (proof, complete) = proved_with(&file, false);
        prop_assert!(complete);
        prop_assert_eq!(proof, brute);
    }
}

/// One dungeon with `n` optional levels (chance 50) on fixed levels, some
/// of them shared, so that some patterns cannot be placed.
fn many_optional_levels(n: usize) -> DungeonFile {
    let levels = (0..n)
        .map(|i| level(&format!("o{i}"), c(1 + (i as i16 % 11), 0), 50, None))
        .collect();
    DungeonFile {
        dungeons: vec![Dungeon {
            name: b"A".to_vec(),
            depth: c(12, 0),
            levels,
            ..Default::default()
        }],
    }
}

/// The old limits (12 optional levels in a dungeon, 12 optional dungeons)
/// are passed exactly: the proof agrees with every roll of 13 of each.
#[test]
fn past_the_old_limits_exactly() {
    let file = many_optional_levels(13);
    let brute = brute_force_with(&file, false, 1 << 14).expect("small enough");
    let (proof, complete) = proved_with(&file, false);
    assert!(complete);
    assert_eq!(proof, brute);
    assert!(!proof.is_empty());

    // Thirteen optional dungeons, each reached from the first; the last
    // branch falls outside it when the first has 4 levels of 4 to 5.
    let mut first = Dungeon {
        name: b"A".to_vec(),
        depth: c(4, 2),
        ..Default::default()
    };
    let mut ds = Vec::new();
    for i in 0..13 {
        let name = format!("D{i}");
        first.branches.push(Branch {
            dest: name.as_bytes().to_vec(),
            place: c(1 + (i as i16 % 5), 0),
            ..Default::default()
        });
        ds.push(Dungeon {
            name: name.into_bytes(),
            depth: c(1, 0),
            chance: 50,
            ..Default::default()
        });
    }
    ds.insert(0, first);
    let file = DungeonFile { dungeons: ds };
    let brute = brute_force_with(&file, false, 1 << 15).expect("small enough");
    let (proof, complete) = proved_with(&file, false);
    assert!(complete);
    assert_eq!(proof, brute);
    assert!(!proof.is_empty());
}

/// Past the new limit the proof says so, and what it reports is still a
/// lower bound of what every roll gives (checked on a first dungeon whose
/// branch falls outside it half the time).
#[test]
fn past_the_limit_a_lower_bound() {
    let mut file = many_optional_levels(17);
    file.dungeons[0].name = b"B".to_vec();
    file.dungeons.insert(
        0,
        Dungeon {
            name: b"A".to_vec(),
            depth: c(4, 2),
            branches: vec![Branch {
                dest: b"B".to_vec(),
                place: c(5, 0),
                ..Default::default()
            }],
            ..Default::default()
        },
    );
    let p = proof::prove_with(&file, ProofRules::PORT);
    assert!(!p.complete);
    assert_eq!(
        p.limits,
        vec![proof::Limit::OptionalLevels {
            dungeon: 1,
            count: 17
        }]
    );
    assert_eq!(p.findings.len(), 1);
    assert_eq!(p.findings[0].probability, Probability::new(1, 2));
    assert!(!p.always_panics() && !p.never_panics());
}

/// The Gnomish Mines of the example: eight or nine levels, and a
/// third level that only fits when there are nine.
#[test]
fn mines_that_fit_half_the_time() {
    let file = DungeonFile {
        dungeons: vec![
            Dungeon {
                name: b"The Dungeons of Doom".to_vec(),
                depth: c(10, 0),
                branches: vec![Branch {
                    dest: b"The Gnomish Mines".to_vec(),
                    place: c(2, 3),
                    ..Default::default()
                }],
                ..Default::default()
            },
            Dungeon {
                name: b"The Gnomish Mines".to_vec(),
                depth: c(8, 2),
                levels: vec![
                    level("minetn", c(3, 2), 100, None),
                    level("minend", c(-1, 0), 100, None),
                    level("deep", c(8, 0), 100, None),
                    level("deeper", c(3, 5), 100, None),
                    level("deepest", c(3, 5), 100, None),
                    level("last", c(3, 5), 100, None),
                    level("one", c(3, 5), 100, None),
                ],
                ..Default::default()
            },
        ],
    };
    let p = proof::prove_with(&file, ProofRules::PORT);
    assert!(p.complete);
    assert_eq!(p.findings.len(), 1);
    let f = &p.findings[0];
    assert_eq!(
        (f.site, f.failure),
        (Site::Dungeon(1), Failure::CannotPlace)
    );
    assert_eq!(f.probability, Probability::new(1, 2));
    assert_eq!(
        f.example,
        "if \"The Gnomish Mines\" has 8 levels, \"minetn\" goes on levels 3 to 4, \"minend\" goes on level 8, \
         \"deep\" goes on level 8, \"deeper\" goes on levels 3 to 7, \"deepest\" goes on levels 3 to 7, \
         \"last\" goes on levels 3 to 7, \"one\" goes on levels 3 to 7: no placement puts each on a level of its own"
    );
    assert_eq!(
        brute_force(&file).expect("small"),
        proved(&file).expect("complete")
    );
}

/// Both corpus descriptions: no roll of the dice panics.
#[test]
fn corpus_dungeons_never_panic() {
    for target in [
        dgn_core::Target::nethack_343(),
        dgn_core::Target::nethack_367(),
    ] {
        let Some(dir) = dgn_tests::corpus_set(&target.name) else {
            return;
        };
        let path = dir.join("dat/dungeon.def");
        let src = dgn_core::SourceFile::new("dungeon.def", std::fs::read(&path).unwrap());
        let out = dgn_core::dgn::compile(&src, &target, &Default::default());
        let model = out.model.expect("compiles");
        let p = proof::prove(&model);
        assert!(p.complete, "{}", target.name);
        assert!(p.never_panics(), "{}: {:?}", target.name, p.findings);
    }
}
