//! Real-sized dungeon descriptions, generated from a seed: eight to twelve
//! dungeons as in NetHack's own `dungeon.def` and its variants', some of
//! them optional, with special levels over ranges and from the bottom,
//! optional and random levels, chained levels and chained branches. Used by
//! the proof's checks against the layout (`dgn_proof_real_sized.rs`) and by
//! the proof's benchmark.
#![allow(dead_code)]

use dgn_core::dgn::model::{Branch, BranchKind, Couple, Dungeon, DungeonFile, SpecialLevel};

/// A small, fixed random source (xorshift64*), so that a seed names the
/// same description on every machine.
pub struct Gen(u64);

impl Gen {
    /// The source for `seed`.
    pub fn new(seed: u64) -> Gen {
        Gen(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A value in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) % n.max(1)
    }

    /// A value in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as u64) as i64
    }

    /// True `percent` times in a hundred.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// The description for `seed`, as NetHack 3.4.3's and 3.6.7's `dgn_comp`
/// could have read it: at most 50 special levels and 32 branches; a chain
/// names an earlier level of its dungeon that is always generated and is
/// not the dungeon's first. Many of them fail in some games, and some in
/// every game (which dgn refuses to compile, hence a model, not a text).
pub fn description(seed: u64) -> DungeonFile {
    generate(seed, 8, 20)
}

/// A heavier description for `seed`: a first dungeon of up to twelve
/// special levels, and twice as many optional levels.
pub fn heavier(seed: u64) -> DungeonFile {
    generate(seed, 12, 40)
}

/// The description for `seed` with at most `first_most` special levels in
/// the first dungeon and `optional` percent of the levels optional.
fn generate(seed: u64, first_most: i64, optional: u64) -> DungeonFile {
    let mut g = Gen::new(seed);
    let n = g.range(8, 12) as usize;
    let mut file = DungeonFile::default();
    let (mut levels_total, mut branches_total) = (0usize, 0usize);
    let mut reached = vec![false; n];
    reached[0] = true;
    let c = |base: i64, rand: i64| Couple {
        base: base as i16,
        rand: rand as i16,
    };
    for d in 0..n {
        let size = if d == 0 {
            g.range(20, 29)
        } else {
            g.range(3, 14)
        };
        let mut dungeon = Dungeon {
            name: format!("D{d}").into_bytes(),
            bones: b'A' + d as u8,
            depth: c(size, if g.chance(50) { g.range(1, 5) } else { 0 }),
            chance: if d > 0 && g.chance(30) {
                g.range(20, 90) as i32
            } else {
                0
            },
            entry: if d > 0 && g.chance(30) {
                if g.chance(50) {
                    -1
                } else {
                    2
                }
            } else {
                0
            },
            ..Default::default()
        };
        // The levels a chain may name (local indices).
        let mut chainable: Vec<usize> = Vec::new();
        let most = if d == 0 {
            first_most
        } else {
            (size / 2).clamp(1, 5)
        };
        let count = (g.range(0, most) as usize).min(50 - levels_total);
        for k in 0..count {
            let optional = !(d == 0 && k == 0) && g.chance(optional);
            let mut level = SpecialLevel {
                name: format!("l{d}x{k}").into_bytes(),
                bones: b'a' + (k % 26) as u8,
                chance: if optional {
                    g.range(10, 90) as i32
                } else {
                    100
                },
                ..Default::default()
            };
            if !chainable.is_empty() && g.chance(30) {
                level.chain = Some(chainable[g.below(chainable.len() as u64) as usize]);
                level.place = c(g.range(-2, 4), g.range(0, 3));
            } else {
                let base = if g.chance(20) {
                    -g.range(1, 3)
                } else {
                    g.range(1, (size - 1).max(1))
                };
                let rand = match g.below(4) {
                    0 => 0,
                    1 if base > 0 => -1,
                    _ if base < 0 => g.range(0, -base - 1),
                    _ => g.range(1, 6),
                };
                level.place = c(base, rand);
                if g.chance(15) {
                    level.rndlevs = g.range(2, 4) as i32;
                }
            }
            if k > 0 && !optional {
                chainable.push(k);
            }
            dungeon.levels.push(level);
            levels_total += 1;
        }
        // Branches out of this dungeon to later ones: the first to the
        // first dungeon no branch leads to yet.
        let outs = if d + 1 < n { g.range(1, 3) as usize } else { 0 };
        for b in 0..outs {
            if branches_total == 32 {
                break;
            }
            let to = match (d + 1..n).find(|&t| !reached[t]) {
                Some(t) if b == 0 || g.chance(60) => t,
                _ => g.range(d as i64 + 1, n as i64 - 1) as usize,
            };
            reached[to] = true;
            let mut branch = Branch {
                dest: format!("D{to}").into_bytes(),
                kind: match g.below(6) {
                    0 => BranchKind::Portal,
                    1 => BranchKind::NoUp,
                    _ => BranchKind::Stair,
                },
                up: g.chance(25),
                ..Default::default()
            };
            if !chainable.is_empty() && g.chance(30) {
                branch.chain = Some(chainable[g.below(chainable.len() as u64) as usize]);
                branch.place = c(g.range(-1, 3), g.range(0, 2));
            } else {
                branch.place = c(g.range(1, (size / 2).max(2)), g.range(0, 4));
            }
            dungeon.branches.push(branch);
            branches_total += 1;
        }
        file.dungeons.push(dungeon);
    }
    file
}

/// Whether some pattern of skipped optional dungeons renumbers a chain of
/// `file` onto a level of its own dungeon not placed yet (NetHack then
/// reads a stale level number).
pub fn has_stale_chain(file: &DungeonFile) -> bool {
    file.dungeons.iter().enumerate().any(|(t, d)| {
        // The numbers of levels the skipped dungeons before this one can
        // have, as a set.
        let mut sums: u128 = 1;
        for e in &file.dungeons[..t] {
            if e.chance != 0 && e.chance < 100 {
                sums |= sums << e.levels.len();
            }
        }
        d.levels.iter().enumerate().any(|(li, l)| {
            l.chain.is_some_and(|c| {
                (1..=50).any(|k| sums & (1 << k) != 0 && c + k >= li && c + k < d.levels.len())
            })
        })
    })
}
