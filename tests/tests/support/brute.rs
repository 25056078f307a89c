//! The random source and the failure keys of the brute-force checks of the
//! placement proof (`dgn_proof.rs`, `layout_proof37.rs`): every path of the
//! tree of draws is played through the resolver.
#![allow(dead_code)]

use dgn_core::dgn::proof::{Failure, Site};
use dgn_core::types::layout::{LayoutError, Random};

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
