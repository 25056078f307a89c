//! Property tests of the dungeon layout: on generated descriptions, every
//! layout that resolves keeps NetHack's invariants, resolving never panics,
//! and failures are only where NetHack itself fails.

use dgn_core::types::layout::{
    level_range, resolve_with, BranchType, GlibcRandom, Isaac64, Layout, LayoutError, LevelRef,
    Random, Rules, Version,
};
use dgn_core::types::{Branch, BranchKind, Couple, Dungeon, Flags, SpecialLevel};
use proptest::prelude::*;

fn leak<T>(v: Vec<T>) -> &'static [T] {
    Box::leak(v.into_boxed_slice())
}

fn text(s: String) -> (&'static str, &'static [u8]) {
    let s: &'static str = Box::leak(s.into_boxed_str());
    (s, s.as_bytes())
}

/// A level: (base, rand, chance is 100, chain to an earlier level).
type LevelSpec = (i16, i16, bool, Option<usize>);
/// A branch: (parent offset, base, rand, kind, up, chain).
type BranchSpec = (usize, i16, i16, u8, bool, Option<usize>);

fn spec() -> impl Strategy<Value = Vec<(i16, i16, bool, Vec<LevelSpec>, BranchSpec)>> {
    let level = (
        -6i16..=8,
        -1i16..=4,
        prop::bool::weighted(0.8),
        prop::option::weighted(0.3, 0usize..4),
    );
    let branch = (
        0usize..8,
        -4i16..=6,
        0i16..=3,
        0u8..4,
        any::<bool>(),
        prop::option::weighted(0.2, 0usize..4),
    );
    prop::collection::vec(
        (
            1i16..=12,
            0i16..=4,
            prop::bool::weighted(0.15),
            prop::collection::vec(level, 0..5),
            branch,
        ),
        1..=6,
    )
}

/// Builds a valid table: dungeon i > 0 is reached by one branch from an
/// earlier dungeon; chains only go to earlier levels with a 100% chance.
fn table(spec: Vec<(i16, i16, bool, Vec<LevelSpec>, BranchSpec)>) -> &'static [Dungeon] {
    let n = spec.len();
    // Mostly inside the dungeon's smallest size; chained ones near their
    // level.
    let fit = |b: i16, size: i16, chained: bool| match (chained, b) {
        (true, b) => b % 3,
        (false, 0) => 1,
        (false, b) if b > 0 => (b - 1) % size + 1,
        (false, b) => -((-b - 1) % size + 1),
    };
    let sizes: Vec<i16> = spec.iter().map(|d| d.0).collect();
    let mut levels: Vec<Vec<SpecialLevel>> = Vec::new();
    let mut branches: Vec<Vec<Branch>> = vec![Vec::new(); n];
    let mut meta = Vec::new();
    for (i, (base, rand, optional, ls, b)) in spec.into_iter().enumerate() {
        let mut mine: Vec<SpecialLevel> = Vec::new();
        for (j, (lb, lr, sure, chain)) in ls.into_iter().enumerate() {
            let chain = chain.filter(|&c| c < j && mine[c].chance == 100);
            let (name, name_bytes) = text(format!("l{i}_{j}"));
            mine.push(SpecialLevel {
                name,
                name_bytes,
                bones: 0,
                place: Couple {
                    base: fit(lb, base, chain.is_some()),
                    rand: if chain.is_none() && lr < -1 { -1 } else { lr },
                },
                chance: if sure { 100 } else { 50 },
                rndlevs: 0,
                chain,
                flags: Flags::NONE,
            });
        }
        if i > 0 {
            let (off, bb, br, kind, up, chain) = b;
            let parent = i - 1 - off % i;
            let pl = &levels[parent];
            let chain = chain.filter(|&c| c < pl.len() && pl[c].chance == 100);
            let (dest, dest_bytes) = text(format!("D{i}"));
            branches[parent].push(Branch {
                dest,
                dest_bytes,
                place: Couple {
                    base: fit(bb, sizes[parent], chain.is_some()),
                    rand: br,
                },
                chain,
                kind: [
                    BranchKind::Stair,
                    BranchKind::NoUp,
                    BranchKind::NoDown,
                    BranchKind::Portal,
                ][kind as usize],
                up,
                entry: 0,
            });
        }
        levels.push(mine);
        meta.push((base, rand, optional && i > 0));
    }
    let ds = meta
        .into_iter()
        .zip(levels)
        .zip(branches)
        .enumerate()
        .map(|(i, (((base, rand, optional), levels), branches))| {
            let (name, name_bytes) = text(format!("D{i}"));
            Dungeon {
                name,
                name_bytes,
                protofile: "",
                protofile_bytes: b"",
                bones: 0,
                depth: Couple { base, rand },
                flags: Flags::NONE,
                chance: if optional { 60 } else { 0 },
                entry: (i as i32 % 3) - 1,
                levels: leak(levels),
                branches: leak(branches),
            }
        })
        .collect();
    leak(ds)
}

struct Counting<R>(R, Vec<i32>);

impl<R: Random> Random for Counting<R> {
    fn rn2(&mut self, x: i32) -> i32 {
        self.1.push(x);
        self.0.rn2(x)
    }
}

fn check(t: &[Dungeon], l: &Layout, draws: &[i32]) {
    let ds = l.dungeons();
    // Dungeons: in table order, levels kept in ledger order.
    let mut ledger = 0;
    for (n, d) in ds.iter().enumerate() {
        assert_eq!(d.ledger_start, ledger);
        ledger += d.levels;
        let src = &t[d.source];
        assert_eq!(d.name, src.name);
        assert!(
            d.levels >= i32::from(src.depth.base)
                && d.levels < i32::from(src.depth.base + src.depth.rand.max(1))
        );
        assert!((1..=d.levels).contains(&d.entry_level));
        if n > 0 {
            assert!(d.source > ds[n - 1].source);
        }
    }
    // Special levels: each inside its dungeon and its range, none shared,
    // listed by dungeon then level.
    let levels = l.levels();
    for (k, x) in levels.iter().enumerate() {
        let d = &ds[x.at.dungeon];
        for y in &levels[..k] {
            assert_ne!(x.at, y.at);
            assert!(
                y.at.dungeon < x.at.dungeon
                    || (y.at.dungeon == x.at.dungeon && y.at.level < x.at.level)
            );
        }
        assert_eq!(d.source, x.source.0);
        assert!((1..=d.levels).contains(&x.at.level), "{x:?}");
        let src = &t[x.source.0].levels[x.source.1];
        // NetHack numbers chains over the whole file: after a skipped
        // dungeon they refer to other levels (see the resolver's tests).
        let skipped = (0..x.source.0).any(|i| !ds.iter().any(|d| d.source == i));
        if skipped && src.chain.is_some() {
            continue;
        }
        let chained = src.chain.map(|c| {
            let to = &t[x.source.0].levels[c];
            levels
                .iter()
                .find(|y| y.name == to.name)
                .expect("chain target exists")
                .at
                .level
        });
        let r = level_range(
            d.levels,
            src.place.base.into(),
            src.place.rand.into(),
            chained,
        )
        .unwrap();
        assert!(
            (r.start..r.start + r.count).contains(&x.at.level),
            "{x:?} {r:?}"
        );
    }
    // Branches: one per dungeon after the first (but none into a 3.7
    // `unconnected` dungeon, whose top is at depth 1), ends on existing
    // levels, list sorted, depths as the branch type says.
    let brs = l.branches();
    let unconnected = ds.iter().skip(1).filter(|d| d.flags.unconnected).count();
    for d in ds.iter().filter(|d| d.flags.unconnected) {
        assert_eq!(l.version(), Version::NetHack37);
        assert_eq!(d.depth_start, 1);
    }
    assert_eq!(brs.len(), ds.len() - 1 - unconnected);
    let key = |b: &&dgn_core::types::layout::PlacedBranch| {
        dgn_core::types::layout::branch_order_key(b.end1, b.end2)
    };
    for w in brs.windows(2) {
        assert!(key(&&w[0]) <= key(&&w[1]));
    }
    for b in brs {
        let (p, c) = (&ds[b.end1.dungeon], &ds[b.end2.dungeon]);
        assert!((1..=p.levels).contains(&b.end1.level));
        assert_eq!(
            b.end2,
            LevelRef {
                dungeon: b.end2.dungeon,
                level: c.entry_level
            }
        );
        assert!(b.end1.dungeon < b.end2.dungeon);
        let step = match (b.kind, b.end1_up) {
            (BranchType::Portal, _) => 0,
            (_, true) => -1,
            (_, false) => 1,
        };
        assert_eq!(l.depth(b.end2), l.depth(b.end1) + step);
        let src = &t[b.source.0].branches[b.source.1];
        assert_eq!(src.dest, c.name);
    }
    // The draws start with the release's preamble and end with the five
    // notes of the tune.
    assert!(draws.starts_with(Rules::new(l.version()).preamble));
    assert!(draws.ends_with(&[7; 5]));
    assert!(draws.iter().all(|&x| x > 0));
}

/// Resolves a table for four seeds with both generators; every layout
/// keeps the invariants and every failure is one of NetHack's.
fn layouts_hold(t: &[Dungeon], rules: Rules, seed: u64) -> Result<(), TestCaseError> {
    for s in 0..4u64 {
        let seed = seed.wrapping_add(s);
        let mut glibc = Counting(GlibcRandom::new(seed as u32), Vec::new());
        let mut isaac = Counting(Isaac64::new(seed), Vec::new());
        for (res, draws) in [
            (resolve_with(t, rules, &mut glibc), &glibc.1),
            (resolve_with(t, rules, &mut isaac), &isaac.1),
        ] {
            match res {
                Ok(l) => check(t, &l, draws),
                // A valid table fails only where NetHack does.
                Err(e) => {
                    prop_assert!(e.is_nethack_failure(), "{e:?}");
                    let too_many = matches!(e, LayoutError::TooManyDungeons { .. });
                    prop_assert!(!too_many);
                }
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn layouts_keep_nethacks_invariants(spec in spec(), seed in any::<u64>()) {
        let t = table(spec);
        let rules = Rules { hardwired_dungeons: false, ..Rules::new(Version::NetHack367) };
        layouts_hold(t, rules, seed)?;
        layouts_hold(t, Rules { hardwired_dungeons: false, ..Rules::new(Version::NetHack37) }, seed)?;
        // 3.7 with every third dungeon unconnected.
        let t37: Vec<Dungeon> = t.iter().enumerate().map(|(i, d)| Dungeon {
            flags: Flags { unconnected: i % 3 == 2, ..d.flags },
            ..*d
        }).collect();
        layouts_hold(leak(t37), Rules { hardwired_dungeons: false, ..Rules::new(Version::NetHack37) }, seed)?;
    }

    #[test]
    fn never_panics_on_arbitrary_tables(
        ds in prop::collection::vec(
            (any::<i16>(), any::<i16>(), any::<i32>(), any::<i32>(),
             prop::collection::vec((any::<i16>(), any::<i16>(), any::<i32>(), prop::option::of(0usize..6)), 0..4),
             prop::collection::vec((0usize..6, any::<i16>(), any::<i16>(), prop::option::of(0usize..6)), 0..3)),
            1..6),
        seed in any::<u32>(),
    ) {
        let t: Vec<Dungeon> = ds.into_iter().enumerate().map(|(i, (base, rand, chance, entry, ls, bs))| {
            let (name, name_bytes) = text(format!("D{i}"));
            Dungeon {
                name, name_bytes, protofile: "", protofile_bytes: b"", bones: 0,
                depth: Couple { base, rand }, flags: Flags { unconnected: i % 2 == 1, ..Flags::NONE }, chance, entry,
                levels: leak(ls.into_iter().enumerate().map(|(j, (b, r, c, chain))| {
                    let (name, name_bytes) = text(format!("l{j}"));
                    SpecialLevel { name, name_bytes, bones: 0, place: Couple { base: b % 40, rand: r % 40 }, chance: c, rndlevs: 0, chain, flags: Flags::NONE }
                }).collect()),
                branches: leak(bs.into_iter().map(|(to, b, r, chain)| {
                    let (dest, dest_bytes) = text(format!("D{to}"));
                    Branch { dest, dest_bytes, place: Couple { base: b % 40, rand: r % 40 }, chain, kind: BranchKind::Stair, up: false, entry: 0 }
                }).collect()),
            }
        }).collect();
        for v in [Version::NetHack343, Version::NetHack37] {
            let rules = Rules { hardwired_dungeons: false, ..Rules::new(v) };
            let _ = resolve_with(&t, rules, &mut GlibcRandom::new(seed));
        }
    }
}

/// The generated descriptions mostly resolve, so the invariants above are
/// checked on real layouts, and some fail the way NetHack fails.
#[test]
fn generated_tables_mostly_resolve() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let rules = Rules {
        hardwired_dungeons: false,
        ..Rules::new(Version::NetHack343)
    };
    let (mut ok, mut failed) = (0, 0);
    for seed in 0..300u32 {
        let t = table(spec().new_tree(&mut runner).unwrap().current());
        let mut rng = Counting(GlibcRandom::new(seed), Vec::new());
        match resolve_with(t, rules, &mut rng) {
            Ok(l) => {
                check(t, &l, &rng.1);
                ok += 1;
            }
            Err(_) => failed += 1,
        }
    }
    assert!(ok > 150, "{ok} resolved, {failed} failed");
    assert!(failed > 0, "{ok} resolved, {failed} failed");
}
