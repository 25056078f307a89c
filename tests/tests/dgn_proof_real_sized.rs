//! The placement proof on real-sized generated descriptions
//! (`support/real_sized.rs`: eight to twelve dungeons, optional dungeons and
//! levels, chains), judged by the layout resolver, which follows NetHack's
//! `init_dungeons` draw by draw, over many seeds of the game's own random
//! generator. Descriptions too large for every path of the dice to be
//! played (`dgn_proof.rs` does that for small ones) are judged by sampling:
//! each way to panic happens about as often as the proof says, never when
//! it says never, and in every seed when it says every game.

use dgn_core::dgn::model::DungeonFile;
use dgn_core::dgn::proof::{self, Failure, Probability, ProofRules, Site};
use dgn_core::tables::leak_dungeons;
use dgn_core::types::layout::{resolve_with, Rules, Version};
use std::collections::BTreeMap;

#[path = "support/brute.rs"]
mod brute;
#[path = "support/real_sized.rs"]
mod real_sized;

/// How many descriptions, and how many games of each.
const DESCRIPTIONS: u64 = 300;
const GAMES: u64 = 400;

fn as_f64(p: &Probability) -> f64 {
    let s = p.to_string();
    match s.split_once('/') {
        Some((n, d)) => n.parse::<f64>().unwrap() / d.parse::<f64>().unwrap(),
        None => s.parse().unwrap(),
    }
}

/// How often each way to panic happens in `games` games of `file`.
fn sampled(file: &DungeonFile, version: Version, games: u64) -> BTreeMap<(Site, Failure), u64> {
    let table = leak_dungeons(file);
    // The generated names are none of those NetHack looks up.
    let rules = Rules {
        hardwired_dungeons: false,
        ..Rules::new(version)
    };
    let mut seen = BTreeMap::new();
    for seed in 0..games {
        let mut rng = version.random(seed);
        if let Err(e) = resolve_with(table, rules, &mut rng) {
            *seen.entry(brute::key(table, &e)).or_default() += 1;
        }
    }
    seen
}

/// The proof is complete on every description, and every way to panic it
/// finds happens about as often in the games, and no other way does.
#[test]
fn exact_on_real_sized_descriptions() {
    let mut stale = 0;
    for seed in 0..DESCRIPTIONS {
        let file = real_sized::description(seed);
        judge(&file, seed);
        stale += usize::from(real_sized::has_stale_chain(&file));
    }
    // The descriptions reach the case the proof once gave up on.
    assert!(stale >= 30, "only {stale} descriptions with a stale chain");
}

/// Heavier descriptions whose first dungeon exports a level that has only
/// one place: once such a level is placed, where it lands tells nothing, so
/// the proof no longer tells the placements of wide levels apart for it
/// (it ran out of its budget on this one before).
#[test]
fn exact_when_a_level_read_later_has_one_place() {
    let seed = 1602;
    judge(&real_sized::heavier(seed), seed);
}

/// Heavier descriptions with many wide levels in the first dungeon: levels
/// that no later level tells apart count only by how many are taken (the
/// proof ran out of its budget on these before). In the second, a level
/// chained to one placed earlier sets a single level apart, not every
/// level its chain might give.
#[test]
fn exact_when_wide_levels_are_alike() {
    for seed in [1445, 1832] {
        let file = real_sized::heavier(seed);
        judge(&file, seed);
    }
}

/// Proves `file` and judges every finding against sampled games.
fn judge(file: &DungeonFile, seed: u64) {
    let p = proof::prove_with(file, ProofRules::PORT);
    assert!(p.complete, "description {seed}: {:?}", p.limits);
    let version = if seed.is_multiple_of(2) {
        Version::NetHack343
    } else {
        Version::NetHack367
    };
    let games = sampled(file, version, GAMES);
    let said: BTreeMap<(Site, Failure), &Probability> = p
        .findings
        .iter()
        .map(|f| ((f.site, f.failure), &f.probability))
        .collect();
    for (k, &n) in &games {
        assert!(
            said.contains_key(k),
            "description {seed}: {k:?} happened in {n} of {GAMES} games; the proof never saw it"
        );
    }
    for (k, prob) in &said {
        let n = games.get(k).copied().unwrap_or(0);
        if prob.is_one() {
            assert_eq!(
                n, GAMES,
                "description {seed}: {k:?} said to happen in every game"
            );
            continue;
        }
        let p = as_f64(prob);
        let freq = n as f64 / GAMES as f64;
        let sd = (p * (1.0 - p) / GAMES as f64).sqrt();
        assert!(
            (freq - p).abs() <= 5.0 * sd + 1.0 / GAMES as f64,
            "description {seed}: {k:?} happened in {n} of {GAMES} games; the proof says {prob}"
        );
    }
}
