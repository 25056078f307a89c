//! The random source and the failure keys of the brute-force checks of the
//! placement proof (`dgn_proof.rs`, `layout_proof37.rs`): every path of the
//! tree of draws is played through the resolver.
#![allow(dead_code)]

use dgn_core::dgn::model::DungeonFile;
use dgn_core::dgn::proof::{Failure, Probability, Site};
use dgn_core::types::layout::{resolve_with, LayoutError, Random, Rules};
use dgn_core::types::Dungeon;
use std::collections::BTreeMap;

/// A random source that plays one path of the tree of all draws: it answers
/// from `script`, then with the first outcome, and records every draw.
/// `rn2(100)` (only ever a chance roll) is answered with one representative
/// of each class of values that no chance of the description tells apart.
pub struct Scripted<'a> {
    pub script: &'a [usize],
    pub cuts: &'a [i32],
    /// (number of outcomes, outcome taken, weight numerator, denominator)
    pub drawn: Vec<(usize, usize, i64, i64)>,
}

impl Scripted<'_> {
    /// Outcomes of `rn2(x)`: (value, weight numerator, denominator).
    pub fn outcomes(&self, x: i32) -> Vec<(i32, i64, i64)> {
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

pub fn key(table: &[dgn_core::types::Dungeon], e: &LayoutError) -> (Site, Failure) {
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
            table
                .iter()
                .position(|d| d.name == name)
                .map_or(Site::File, Site::Dungeon),
            Failure::MissingDungeon,
        ),
        E::ChainNotFound {
            dungeon, branch, ..
        } => (Site::Branch { dungeon, branch }, Failure::ChainNotFound),
        other => panic!("not a failure of NetHack's: {other}"),
    }
}

/// Plays every path of the tree of draws `resolve_with(table, rules, ..)`
/// makes for `file` (the model `table` was built from): the probability of
/// each way it fails. `None` when the table breaks the format's
/// assumptions (the proof does not apply) or the tree has more than
/// `max_paths` paths.
pub fn every_path(
    file: &DungeonFile,
    table: &[Dungeon],
    rules: Rules,
    max_paths: usize,
) -> Option<BTreeMap<(Site, Failure), Probability>> {
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
        if paths > max_paths {
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
            p *= Probability::new(n as u128, d as u128);
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
