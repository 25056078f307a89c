//! The placement proof (`dgn::proof`) against brute force: every roll of the
//! dice of small generated descriptions is played through the layout
//! resolver (`dgn_types::layout`, which follows NetHack's `init_dungeons`
//! draw by draw), and the exact probability of each way to panic must equal
//! the proof's.

use dgn_core::dgn::model::{Branch, BranchKind, Couple, Dungeon, DungeonFile, Flags, SpecialLevel};
use dgn_core::dgn::proof::{self, Failure, Probability, Site};
use dgn_core::tables::leak_dungeons;
use dgn_core::types::layout::{resolve_with, LayoutError, Random, Rules, Version};
use num_traits::{One, Zero};
use proptest::prelude::*;
use std::collections::BTreeMap;

/// A random source that plays one path of the tree of all draws: it answers
/// from `script`, then with the first outcome, and records every draw.
/// `rn2(100)` (only ever a chance roll) is answered with one representative
/// of each class of values that no chance of the description tells apart.
struct Scripted<'a> {
    script: &'a [usize],
    cuts: &'a [i32],
    /// (number of outcomes, outcome taken, weight numerator, denominator)
    drawn: Vec<(usize, usize, i64, i64)>,
}

impl Scripted<'_> {
    /// Outcomes of `rn2(x)`: (value, weight numerator, denominator).
    fn outcomes(&self, x: i32) -> Vec<(i32, i64, i64)> {
        if x == 100 {
            let mut v = Vec::new();
            for w in self.cuts.windows(2) {
                if w[1] > w[0] {
                    v.push((w[0], i64::from(w[1] - w[0]), 100));
                }
            }
            v
        } else {
            (0..x).map(|k| (k, 1, i64::from(x))).collect()
        }
    }
}

impl Random for Scripted<'_> {
    fn rn2(&mut self, x: i32) -> i32 {
        assert!(x > 0, "rn2({x})");
        let outs = self.outcomes(x);
        let k = self.script.get(self.drawn.len()).copied().unwrap_or(0);
        let (v, n, d) = outs[k];
        self.drawn.push((outs.len(), k, n, d));
        v
    }
}

fn key(table: &[dgn_core::types::Dungeon], e: &LayoutError) -> (Site, Failure) {
    use LayoutError as E;
    let at = |dungeon: usize, level: Option<usize>, branch: Option<usize>| match (level, branch) {
        (Some(level), _) => Site::Level { dungeon, level },
        (None, Some(branch)) => Site::Branch { dungeon, branch },
        (None, None) => Site::Dungeon(dungeon),
    };
    match *e {
        E::TooManyDungeons { .. } => (Site::File, Failure::TooManyDungeons),
        E::NoBranch { dungeon, .. } => (Site::Dungeon(dungeon), Failure::NoBranch),
        E::ParentNotFound { dungeon, .. } => (Site::Dungeon(dungeon), Failure::ParentNotFound),
        E::EmptyChain {
            dungeon,
            level,
            branch,
        } => (at(dungeon, level, branch), Failure::EmptyChain),
        E::UninitializedChain {
            dungeon,
            level,
            branch,
        } => (at(dungeon, level, branch), Failure::UninitializedChain),
        E::BaseOutOfRange {
            dungeon,
            level,
            branch,
        } => (at(dungeon, level, branch), Failure::BaseOutOfRange),
        E::NegativeRange {
            dungeon,
            level,
            branch,
        } => (at(dungeon, level, branch), Failure::NegativeRange),
        E::NoLevelToPick { dungeon, level } => {
            (Site::Level { dungeon, level }, Failure::NoLevelToPick)
        }
        E::CannotPlace { dungeon, .. } => (Site::Dungeon(dungeon), Failure::CannotPlace),
        E::KnoxWithoutBranch { dungeon, level } => {
            (Site::Level { dungeon, level }, Failure::KnoxWithoutBranch)
        }
        E::MissingDungeon { name } => (
            Site::Dungeon(
                table
                    .iter()
                    .position(|d| d.name == name)
                    .expect("named dungeon"),
            ),
            Failure::MissingDungeon,
        ),
        other => panic!("not a failure of NetHack's: {other}"),
    }
}

/// Plays every path of the tree of draws; `None` when the table breaks the
/// format's assumptions (the proof does not apply) or the tree is too big.
fn brute_force(file: &DungeonFile) -> Option<BTreeMap<(Site, Failure), Probability>> {
    let table = leak_dungeons(file);
    let hardwired = proof::HARDWIRED_DUNGEONS
        .iter()
        .all(|h| file.dungeons.iter().any(|d| d.name == h.as_bytes()));
    let rules = Rules {
        hardwired_dungeons: hardwired,
        ..Rules::new(Version::NetHack343)
    };
    let mut cuts: Vec<i32> = vec![0, 100];
    for d in &file.dungeons {
        cuts.push(d.chance.clamp(0, 100));
        for l in &d.levels {
            cuts.push(l.chance.clamp(0, 100));
        }
    }
    cuts.sort_unstable();
    cuts.dedup();
    let mut out: BTreeMap<(Site, Failure), Probability> = BTreeMap::new();
    let mut script: Vec<usize> = Vec::new();
    let mut paths = 0;
    loop {
        paths += 1;
        if paths > 5_000 {
            return None;
        }
        let mut rng = Scripted {
            script: &script,
            cuts: &cuts,
            drawn: Vec::new(),
        };
        let result = resolve_with(table, rules, &mut rng);
        let mut drawn = rng.drawn;
        let mut p = Probability::one();
        for &(_, _, n, d) in &drawn {
            p *= Probability::new(n.into(), d.into());
        }
        match result {
            Ok(_) => {
                // The castle's tune: five draws that change nothing.
                drawn.truncate(drawn.len() - 5);
            }
            Err(e) if !e.is_nethack_failure() => return None,
            Err(e) => *out.entry(key(table, &e)).or_insert_with(Probability::zero) += p,
        }
        // The next path: the deepest draw with an outcome left, moved on.
        while let Some(&(n, k, _, _)) = drawn.last() {
            if k + 1 < n {
                break;
            }
            drawn.pop();
        }
        let Some(last) = drawn.last_mut() else { break };
        last.1 += 1;
        script = drawn.iter().map(|x| x.1).collect();
    }
    Some(out)
}

fn proved(file: &DungeonFile) -> Option<BTreeMap<(Site, Failure), Probability>> {
    let p = proof::prove(file);
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
    }
}

fn c(base: i16, rand: i16) -> Couple {
    Couple { base, rand }
}

fn small_model() -> impl Strategy<Value = DungeonFile> {
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
    proptest::collection::vec(dungeon, 1..=3).prop_map(|ds| {
        let names = ["A", "B", "C", "knox"];
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
    let p = proof::prove(&file);
    assert!(p.complete);
    assert_eq!(p.findings.len(), 1);
    let f = &p.findings[0];
    assert_eq!(
        (f.site, f.failure),
        (Site::Dungeon(1), Failure::CannotPlace)
    );
    assert_eq!(f.probability, Probability::new(1.into(), 2.into()));
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
