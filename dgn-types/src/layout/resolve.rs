//! NetHack's `init_dungeons`, step by step, and the pure rules it is built
//! from.

use super::{
    BranchType, LaidDungeon, Layout, LayoutError, LevelRef, PlacedBranch, PlacedLevel, Random,
    Rules, Version, CAPACITY_DUNGEONS, CAPACITY_LEVEL, CAPACITY_SPECIAL_LEVELS, MAX_BRANCHES,
    MAX_DUNGEONS, MAX_LEVEL,
};
use crate::{Alignment, BranchKind, Dungeon, Flags};

/// The longest name a table may give a dungeon or branch destination
/// (NetHack keeps dungeon names in 24 bytes with their terminator).
pub const DUNGEON_NAME_MAX: usize = 23;
/// The longest name a special level or a dungeon's prototype file may have:
/// NetHack copies them into 15-byte fields (with their terminator), and a
/// longer one overruns the fields after it.
pub const LEVEL_NAME_MAX: usize = 14;

/// The levels a placement can take: `count` successive levels from `start`
/// (NetHack's `level_range`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LevelRange {
    /// First level (1 is the top of the dungeon).
    pub start: i32,
    /// Number of levels; negative when a chained placement's random part is
    /// below -1 (NetHack then fails as [`pick_level`] describes).
    pub count: i32,
}

/// Where a placement `(base, rand)` may land in a dungeon of `levels`
/// levels, exactly as NetHack's `level_range` computes it.
///
/// `chained` is the level number of the special level the placement is
/// chained to, if it is chained: the base then counts from it. Otherwise a
/// negative base counts from the bottom (-1 is the bottom level). A random
/// part of -1 means "down to the bottom"; a positive one is cut at the
/// bottom. `None` when the base falls outside the dungeon, where NetHack
/// panics with "level_range: base value out of range".
///
/// ```
/// use dgn_types::layout::{level_range, LevelRange};
///
/// // The Oracle, (5, 5), in a dungeon of 27 levels: levels 5 to 9.
/// assert_eq!(level_range(27, 5, 5, None), Some(LevelRange { start: 5, count: 5 }));
/// // (-5, 4) counts from the bottom.
/// assert_eq!(level_range(27, -5, 4, None), Some(LevelRange { start: 23, count: 4 }));
/// // Chained one below a level on 30 of 29: out of range.
/// assert_eq!(level_range(29, 1, 0, Some(29)), None);
/// ```
pub fn level_range(levels: i32, base: i32, rand: i32, chained: Option<i32>) -> Option<LevelRange> {
    let lmax = levels;
    let base = match chained {
        Some(at) => base.wrapping_add(at),
        None if base < 0 => lmax + base + 1,
        None => base,
    };
    if base < 1 || base > lmax {
        return None;
    }
    let count = if rand == -1 {
        lmax - base + 1
    } else if rand != 0 {
        if base.wrapping_add(rand) - 1 > lmax {
            lmax - base + 1
        } else {
            rand
        }
    } else {
        1
    };
    Some(LevelRange { start: base, count })
}

/// The levels of a dungeon a special level may still take: its range minus
/// the levels already taken by the special levels placed before it in the
/// same dungeon (NetHack's `possible_places`). Returns the map (index = level
/// number, 1 to [`MAX_LEVEL`]) and the number of levels left.
///
/// Like NetHack, a taken level is struck only when it is in the range, and
/// the count is the range's `count` less those struck.
pub fn possible_places(
    range: LevelRange,
    taken: impl IntoIterator<Item = i32>,
) -> ([bool; CAPACITY_LEVEL + 1], i32) {
    let mut map = [false; CAPACITY_LEVEL + 1];
    let mut count = range.count;
    for l in range.start..range.start.saturating_add(count.max(0)) {
        if let Some(slot) = usize::try_from(l).ok().and_then(|l| map.get_mut(l)) {
            *slot = true;
        }
    }
    for l in taken {
        if let Some(slot) = usize::try_from(l).ok().and_then(|l| map.get_mut(l)) {
            if *slot {
                *slot = false;
                count -= 1;
            }
        }
    }
    (map, count)
}

/// The `nth` (from 0) open level of a map from [`possible_places`]
/// (NetHack's `pick_level`); `None` where NetHack panics with
/// "pick_level: ran out of valid levels".
pub fn pick_level(map: &[bool; CAPACITY_LEVEL + 1], nth: i32) -> Option<i32> {
    let mut nth = nth;
    for (i, &open) in map.iter().enumerate().skip(1) {
        if open {
            if nth == 0 {
                return Some(i as i32);
            }
            nth -= 1;
        }
    }
    None
}

/// The branch type NetHack stores for a branch of the description
/// (`correct_branch_type`): `no_up`/`no_down` become "no stairs at end 1"
/// or "at end 2" depending on the branch's direction.
pub fn correct_branch_type(kind: BranchKind, up: bool) -> BranchType {
    match kind {
        BranchKind::Stair => BranchType::Stair,
        BranchKind::NoUp if up => BranchType::NoEnd1,
        BranchKind::NoUp => BranchType::NoEnd2,
        BranchKind::NoDown if up => BranchType::NoEnd2,
        BranchKind::NoDown => BranchType::NoEnd1,
        BranchKind::Portal => BranchType::Portal,
    }
}

/// The number NetHack sorts its branch list by (`branch_val` in
/// `insert_branch`): end 1's dungeon and level, then end 2's.
pub fn branch_order_key(end1: LevelRef, end2: LevelRef) -> i64 {
    branch_order_key_with(end1, end2, MAX_DUNGEONS, MAX_LEVEL)
}

/// [`branch_order_key`] for a game of other `MAXDUNGEON` and `MAXLEVEL`.
pub fn branch_order_key_with(
    end1: LevelRef,
    end2: LevelRef,
    max_dungeons: usize,
    max_level: usize,
) -> i64 {
    let m = max_level as i64 + 1;
    let d = max_dungeons as i64 + 1;
    ((end1.dungeon as i64 * m + i64::from(end1.level)) * d * m)
        + (end2.dungeon as i64 * m + i64::from(end2.level))
}

/// Where NetHack's `insert_branch` puts a branch with order key `key` in a
/// list whose keys are `keys` (in list order): before the first entry whose
/// key is at least `key` while the entry before it is below `key`, else at
/// the end.
pub fn branch_insert_position(keys: impl IntoIterator<Item = i64>, key: i64) -> usize {
    let mut prev = -1i64;
    let mut n = 0;
    for (i, k) in keys.into_iter().enumerate() {
        if prev < key && key <= k {
            return i;
        }
        prev = k;
        n = i + 1;
    }
    n
}

/// Checks a table against what the binary format and NetHack's loader
/// assume, before any random number is drawn.
pub fn check_table(table: &[Dungeon]) -> Result<(), LayoutError> {
    check_table_with(table, &Rules::new(Version::NetHack367))
}

/// [`check_table`] against the limits of `rules`.
pub fn check_table_with(table: &[Dungeon], rules: &Rules) -> Result<(), LayoutError> {
    let max_dungeons = rules.max_dungeons.min(CAPACITY_DUNGEONS);
    if table.len() >= max_dungeons {
        return Err(LayoutError::TooManyDungeons {
            count: table.len(),
            max: max_dungeons,
        });
    }
    let max_levels = rules.max_special_levels.min(CAPACITY_SPECIAL_LEVELS);
    let levels: usize = table.iter().map(|d| d.levels.len()).sum();
    if levels > max_levels {
        return Err(LayoutError::TooManyLevels {
            count: levels,
            max: max_levels,
        });
    }
    let branches: usize = table.iter().map(|d| d.branches.len()).sum();
    if branches > MAX_BRANCHES {
        return Err(LayoutError::TooManyBranches { count: branches });
    }
    let bad = |b: &[u8], max: usize| b.len() > max || b.contains(&0);
    for (di, d) in table.iter().enumerate() {
        for (name, max) in [
            (d.name_bytes, rules.dungeon_name_max),
            (d.protofile_bytes, LEVEL_NAME_MAX),
        ] {
            if bad(name, max) {
                return Err(LayoutError::BadName {
                    dungeon: di,
                    level: None,
                    branch: None,
                    max,
                });
            }
        }
        if d.depth.rand < 0 {
            return Err(LayoutError::BadDepth { dungeon: di });
        }
        for (li, l) in d.levels.iter().enumerate() {
            if bad(l.name_bytes, LEVEL_NAME_MAX) {
                return Err(LayoutError::BadName {
                    dungeon: di,
                    level: Some(li),
                    branch: None,
                    max: LEVEL_NAME_MAX,
                });
            }
            if matches!(l.chain, Some(c) if c >= li) {
                return Err(LayoutError::BadChain {
                    dungeon: di,
                    level: Some(li),
                    branch: None,
                });
            }
        }
        for (bi, b) in d.branches.iter().enumerate() {
            if bad(b.dest_bytes, rules.dungeon_name_max) {
                return Err(LayoutError::BadName {
                    dungeon: di,
                    level: None,
                    branch: Some(bi),
                    max: rules.dungeon_name_max,
                });
            }
            if matches!(b.chain, Some(c) if c >= d.levels.len()) {
                return Err(LayoutError::BadChain {
                    dungeon: di,
                    level: None,
                    branch: Some(bi),
                });
            }
        }
    }
    Ok(())
}

/// The branch that leads into a dungeon and the dungeon it belongs to, as
/// NetHack finds them (`find_branch` and `parent_dnum`).
///
/// `present` lists the table indices of the dungeons NetHack has read so
/// far, in order (those skipped by their chance are left out); its last
/// entry is the dungeon being entered. NetHack looks for the first branch,
/// among the branches of the dungeons before it, whose destination is its
/// name, then counts the branches dungeon by dungeon to find the owner,
/// stopping at the first dungeon with that name.
///
/// Returns the owner's position in `present` and the branch as (table
/// index of its dungeon, index in that dungeon's `branches`).
pub fn find_parent(
    table: &[Dungeon],
    present: &[usize],
) -> Result<(usize, (usize, usize)), LayoutError> {
    find_parent_with(table, present, false)
}

/// [`find_parent`], with the branches of the dungeon being entered among
/// those searched when `own_branches` is set: NetHack 3.7 reads a
/// dungeon's branches before it looks for the branch into it, so one of
/// the dungeon's own branches can be found, and then `parent_dnum` fails
/// ([`LayoutError::ParentNotFound`]).
pub fn find_parent_with(
    table: &[Dungeon],
    present: &[usize],
    own_branches: bool,
) -> Result<(usize, (usize, usize)), LayoutError> {
    let Some((&me, before)) = present.split_last() else {
        return Err(LayoutError::NoBranch {
            dungeon: 0,
            name: "",
        });
    };
    let this = &table[me];
    let name = this.name_bytes;
    let searched = if own_branches { present } else { before };
    let found = searched
        .iter()
        .flat_map(|&d| (0..table[d].branches.len()).map(move |b| (d, b)))
        .enumerate()
        .find(|&(_, (d, b))| table[d].branches[b].dest_bytes == name);
    let Some((i, source)) = found else {
        return Err(LayoutError::NoBranch {
            dungeon: me,
            name: this.name,
        });
    };
    let mut i = i as i64;
    for (p, &d) in present.iter().enumerate() {
        if table[d].name_bytes == name {
            break;
        }
        i -= table[d].branches.len() as i64;
        if i < 0 {
            return Ok((p, source));
        }
    }
    Err(LayoutError::ParentNotFound {
        dungeon: me,
        name: this.name,
    })
}

/// The special level whose placement a chain reads, as NetHack reads it.
///
/// A chain is stored as an index over all levels of the file, but NetHack
/// indexes its list of the levels it has read, which leaves out the levels
/// of dungeons skipped by their chance: after such a dungeon, a chain reads
/// another level's slot. `read` lists the table indices of the dungeons
/// whose levels have been read so far, in order; `dungeon` and `chain` are
/// the table index of the chaining dungeon and the chain (an index into its
/// `levels`). `None` when the slot is past the levels read: NetHack reads
/// uninitialized memory there.
pub fn chain_slot(
    table: &[Dungeon],
    read: &[usize],
    dungeon: usize,
    chain: usize,
) -> Option<(usize, usize)> {
    let mut g: usize = table[..dungeon]
        .iter()
        .map(|d| d.levels.len())
        .sum::<usize>()
        + chain;
    for &d in read {
        let n = table[d].levels.len();
        if g < n {
            return Some((d, g));
        }
        g -= n;
    }
    None
}

/// The branch records a SLASH'EM layout follows: every branch of a table
/// ([`MAX_BRANCHES`]) and every index its slip reads (a dungeon number).
const BRANCH_SLOTS: usize = if CAPACITY_DUNGEONS > MAX_BRANCHES {
    CAPACITY_DUNGEONS
} else {
    MAX_BRANCHES
};

/// A special level as NetHack holds it while placing (`final_lev`).
#[derive(Clone, Copy)]
struct Slot {
    dnum: usize,
    dlevel: i8,
    source: (usize, usize),
    flags: Flags,
}

#[derive(Clone, Copy)]
struct ReadBranch {
    source: (usize, usize),
}

struct State<'t> {
    table: &'t [Dungeon],
    /// The game's `MAXDUNGEON` and `MAXLEVEL`, which order branches.
    limits: (usize, usize),
    /// Table index of each dungeon read so far (`tmpdungeon`).
    present: [usize; CAPACITY_DUNGEONS],
    final_lev: [Option<Slot>; CAPACITY_SPECIAL_LEVELS],
    /// The level each slot of `final_lev` was read from.
    slot_source: [(usize, usize); CAPACITY_SPECIAL_LEVELS],
    /// Levels a slot's base moves down by before it is placed
    /// (notdNetHack's quest, [`Rules::alternates`]).
    base_shift: [i32; CAPACITY_SPECIAL_LEVELS],
    /// How many dungeons of `present` have had their levels read.
    n_read: usize,
    /// SLASH'EM's branch records as the game holds them
    /// ([`Rules::slashem_branches`]): the branch last read into each slot
    /// (a dungeon skipped by its chance reads its branches into the next
    /// free slot, which a later branch overwrites), and the dungeon
    /// number of the dungeon that holds it.
    br_slots: [Option<(usize, usize)>; BRANCH_SLOTS],
    br_parent: [usize; BRANCH_SLOTS],
    /// Branch slots filled by the dungeons laid out (`n_brs`).
    n_brs: usize,
    n_levs: usize,
    start: usize,
    layout: Layout,
    version: Version,
}

impl<'t> State<'t> {
    /// The level number a chain refers to, read as NetHack reads it: the
    /// slot at the chain's index in the file, counted among the levels of
    /// the dungeons actually read.
    fn chained(
        &self,
        dungeon: usize,
        chain: Option<usize>,
        what: (Option<usize>, Option<usize>),
    ) -> Result<Option<i32>, LayoutError> {
        let Some(c) = chain else { return Ok(None) };
        if self.version == Version::NetHack37 {
            return self.chained_by_name(dungeon, c, what);
        }
        let read = &self.present[..self.n_read];
        let slot = chain_slot(self.table, read, dungeon, c).and_then(|src| {
            self.slot_source[..self.n_levs]
                .iter()
                .position(|&x| x == src)
        });
        let Some(global) = slot else {
            return Err(LayoutError::UninitializedChain {
                dungeon,
                level: what.0,
                branch: what.1,
            });
        };
        match self.final_lev[global] {
            Some(s) => Ok(Some(i32::from(s.dlevel))),
            None => Err(LayoutError::EmptyChain {
                dungeon,
                level: what.0,
                branch: what.1,
            }),
        }
    }

    /// NetHack 3.7's chain: the first level read with the chained level's
    /// name, among the levels of the dungeons kept before the chaining one
    /// and, for a level, its dungeon's earlier levels; for a branch, its
    /// dungeon's levels and the next `branch - 1` slots (the look-up is one
    /// short). The dungeon loop has already failed where that finds nothing.
    fn chained_by_name(
        &self,
        dungeon: usize,
        chain: usize,
        what: (Option<usize>, Option<usize>),
    ) -> Result<Option<i32>, LayoutError> {
        let name = self.table[dungeon].levels[chain].name_bytes;
        let first = self.slot_source[..self.n_levs]
            .iter()
            .position(|&(d, _)| d == dungeon)
            .unwrap_or(self.n_levs);
        let limit = match what {
            (Some(li), _) => first + li,
            (None, Some(bi)) => (first + self.table[dungeon].levels.len() + bi).saturating_sub(1),
            (None, None) => first,
        };
        let slot = self.slot_source[..self.n_levs.min(limit)]
            .iter()
            .position(|&(d, l)| self.table[d].levels[l].name_bytes == name);
        let Some(slot) = slot else {
            return Err(LayoutError::UninitializedChain {
                dungeon,
                level: what.0,
                branch: what.1,
            });
        };
        match self.final_lev[slot] {
            Some(s) => Ok(Some(i32::from(s.dlevel))),
            None => Err(LayoutError::EmptyChain {
                dungeon,
                level: what.0,
                branch: what.1,
            }),
        }
    }

    fn depth(&self, at: LevelRef) -> i8 {
        let d = self.layout.dungeons[at.dungeon];
        (d.depth_start + at.level - 1) as i8
    }

    /// `parent_dlevel`: the level of the parent dungeon the branch lands on.
    fn parent_dlevel<R: Random + ?Sized>(
        &self,
        parent: usize,
        source: (usize, usize),
        rng: &mut R,
    ) -> Result<i32, LayoutError> {
        let rb = ReadBranch { source };
        let b = &self.table[source.0].branches[source.1];
        let chained = self.chained(rb.source.0, b.chain, (None, Some(rb.source.1)))?;
        let lmax = self.layout.dungeons[parent].levels;
        let range = level_range(
            lmax,
            i32::from(b.place.base),
            i32::from(b.place.rand),
            chained,
        )
        .ok_or(LayoutError::BaseOutOfRange {
            dungeon: rb.source.0,
            level: None,
            branch: Some(rb.source.1),
        })?;
        let num = range.count;
        if num <= 0 {
            return Err(LayoutError::NegativeRange {
                dungeon: rb.source.0,
                level: None,
                branch: Some(rb.source.1),
            });
        }
        let j = rng.rn2(num);
        let mut i = j;
        loop {
            i += 1;
            if i >= num {
                i = 0;
            }
            let here = LevelRef {
                dungeon: parent,
                level: range.start + i,
            };
            let taken = self.layout.branches().iter().any(|br| {
                (br.end1.dungeon == here.dungeon && br.end1.level == here.level)
                    || (br.end2.dungeon == here.dungeon && br.end2.level == here.level)
            });
            if !(taken && i != j) {
                break;
            }
        }
        Ok(narrow(range.start + i, self.version))
    }

    fn insert_branch(&mut self, b: PlacedBranch) {
        let l = &mut self.layout;
        let (md, ml) = self.limits;
        let key = branch_order_key_with(b.end1, b.end2, md, ml);
        let at = branch_insert_position(
            l.branches[..l.n_branches]
                .iter()
                .map(|x| branch_order_key_with(x.end1, x.end2, md, ml)),
            key,
        );
        l.branches.copy_within(at..l.n_branches, at + 1);
        l.branches[at] = b;
        l.n_branches += 1;
    }

    fn add_branch<R: Random + ?Sized>(
        &mut self,
        dnum: usize,
        rng: &mut R,
    ) -> Result<PlacedBranch, LayoutError> {
        let own = self.version == Version::NetHack37;
        let (parent, source) = find_parent_with(self.table, &self.present[..=dnum], own)?;
        let rb = ReadBranch { source };
        let b = &self.table[source.0].branches[source.1];
        let level = self.parent_dlevel(parent, source, rng)?;
        let placed = PlacedBranch {
            id: self.layout.n_branches as i32,
            kind: correct_branch_type(b.kind, b.up),
            end1: LevelRef {
                dungeon: parent,
                level,
            },
            end2: LevelRef {
                dungeon: dnum,
                level: narrow(self.layout.dungeons[dnum].entry_level, self.version),
            },
            end1_up: b.up,
            source: rb.source,
        };
        self.insert_branch(placed);
        Ok(placed)
    }

    /// SLASH'EM's search for the branch into dungeon `dnum`: the first
    /// branch record read whose destination is its name.
    fn slashem_branch_into<R: Random + ?Sized>(
        &mut self,
        dnum: usize,
        rng: &mut R,
    ) -> Result<PlacedBranch, LayoutError> {
        let me = self.present[dnum];
        let name = self.table[me].name_bytes;
        let slot = (0..self.n_brs.min(BRANCH_SLOTS)).find(|&s| {
            self.br_slots[s].is_some_and(|(d, b)| self.table[d].branches[b].dest_bytes == name)
        });
        let Some(slot) = slot else {
            return Err(LayoutError::NoBranch {
                dungeon: me,
                name: self.table[me].name,
            });
        };
        self.slashem_add_branch(dnum, slot, rng)
    }

    /// The entry level of the branch record in `slot`, as SLASH'EM's slip
    /// reads it; `None` for a record never written (the game reads
    /// whatever its memory holds).
    fn slot_entry(&self, slot: usize) -> Option<i32> {
        self.br_slots
            .get(slot)
            .copied()
            .flatten()
            .map(|(d, b)| self.table[d].branches[b].entry)
    }

    /// SLASH'EM's `add_branch`: the branch in record `slot` from the
    /// dungeon that holds it to dungeon `dgn`, landing on its entry level.
    fn slashem_add_branch<R: Random + ?Sized>(
        &mut self,
        dgn: usize,
        slot: usize,
        rng: &mut R,
    ) -> Result<PlacedBranch, LayoutError> {
        let Some(source) = self.br_slots.get(slot).copied().flatten() else {
            let me = self.present[dgn];
            return Err(LayoutError::NoBranch {
                dungeon: me,
                name: self.table[me].name,
            });
        };
        let parent = self.br_parent[slot];
        let b = &self.table[source.0].branches[source.1];
        let level = self.parent_dlevel(parent, source, rng)?;
        let n = self.layout.dungeons[dgn].levels;
        let entry = if b.entry < 0 {
            let e = n.wrapping_add(b.entry).wrapping_add(1);
            if e <= 0 {
                1
            } else {
                e
            }
        } else if self
            .slot_entry(dgn)
            .ok_or(LayoutError::UnwrittenEntryRecord {
                dungeon: source.0,
                branch: source.1,
            })?
            > 0
        {
            // The slip: the test reads the record at the dungeon's index.
            if b.entry > n {
                n
            } else {
                b.entry
            }
        } else {
            1
        };
        let placed = PlacedBranch {
            id: self.layout.n_branches as i32,
            kind: correct_branch_type(b.kind, b.up),
            end1: LevelRef {
                dungeon: parent,
                level,
            },
            end2: LevelRef {
                dungeon: dgn,
                level: narrow(entry, self.version),
            },
            end1_up: b.up,
            source,
        };
        self.insert_branch(placed);
        Ok(placed)
    }

    /// SLASH'EM reads the branches of dungeon `dnum` (table index `ti`)
    /// after placing its levels: each fills the next record, and one that
    /// leads back to a dungeon laid out before is placed at once.
    fn slashem_read_branches<R: Random + ?Sized>(
        &mut self,
        dnum: usize,
        ti: usize,
        rng: &mut R,
    ) -> Result<(), LayoutError> {
        for bi in 0..self.table[ti].branches.len() {
            let slot = self.n_brs;
            if slot >= BRANCH_SLOTS {
                return Err(LayoutError::TooManyBranches { count: slot + 1 });
            }
            self.br_slots[slot] = Some((ti, bi));
            self.br_parent[slot] = dnum;
            self.n_brs += 1;
            let dest = self.table[ti].branches[bi].dest_bytes;
            if let Some(back) = (0..dnum).find(|&k| self.layout.dungeons[k].name_bytes == dest) {
                self.slashem_add_branch(back, slot, rng)?;
            }
        }
        Ok(())
    }

    /// `place_level`: NetHack's backtracking search, with its random draws.
    fn place_level<R: Random + ?Sized>(
        &mut self,
        idx: usize,
        rng: &mut R,
    ) -> Result<bool, LayoutError> {
        if idx == self.n_levs {
            return Ok(true);
        }
        let Some(slot) = self.final_lev[idx] else {
            return self.place_level(idx + 1, rng);
        };
        let (di, li) = slot.source;
        let tl = &self.table[di].levels[li];
        let what = (Some(li), None);
        let chained = self.chained(di, tl.chain, what)?;
        let lmax = self.layout.dungeons[slot.dnum].levels;
        let range = level_range(
            lmax,
            i32::from(tl.place.base) + self.base_shift[idx],
            i32::from(tl.place.rand),
            chained,
        )
        .ok_or(LayoutError::BaseOutOfRange {
            dungeon: di,
            level: Some(li),
            branch: None,
        })?;
        let taken = self.final_lev[self.start..idx]
            .iter()
            .flatten()
            .map(|s| i32::from(s.dlevel));
        let (mut map, mut npossible) = possible_places(range, taken);
        while npossible != 0 {
            if npossible < 0 {
                return Err(LayoutError::NoLevelToPick {
                    dungeon: di,
                    level: li,
                });
            }
            let nth = rng.rn2(npossible);
            let at = pick_level(&map, nth).ok_or(LayoutError::NoLevelToPick {
                dungeon: di,
                level: li,
            })?;
            if let Some(s) = self.final_lev[idx].as_mut() {
                s.dlevel = at as i8;
            }
            if self.place_level(idx + 1, rng)? {
                return Ok(true);
            }
            map[at as usize] = false;
            npossible -= 1;
        }
        Ok(false)
    }

    /// `add_level`: into the special level list, in level order within its
    /// dungeon.
    fn add_level(&mut self, s: Slot) {
        let l = &mut self.layout;
        let lv = &self.table[s.source.0].levels[s.source.1];
        let new = PlacedLevel {
            name: lv.name,
            name_bytes: lv.name_bytes,
            bones: lv.bones,
            at: LevelRef {
                dungeon: s.dnum,
                level: i32::from(s.dlevel),
            },
            rndlevs: lv.rndlevs as u8,
            flags: s.flags,
            source: s.source,
        };
        let at = l.levels[..l.n_levels]
            .iter()
            .position(|c| c.at.dungeon == s.dnum && c.at.level > i32::from(s.dlevel))
            .unwrap_or(l.n_levels);
        l.levels.copy_within(at..l.n_levels, at + 1);
        l.levels[at] = new;
        l.n_levels += 1;
    }
}

/// One name in notdNetHack's record of the alternates seen so far.
#[derive(Clone, Copy, Default)]
struct AltHistory {
    name: [u8; 20],
    set: bool,
    passed: i32,
    selected: bool,
}

/// Each dungeon's `alternates` as notdNetHack's `dgn_comp` writes them:
/// when a dungeon arrives, every earlier one of its name counts one more,
/// and it takes the count of the last of them.
fn alternate_counts(table: &[Dungeon]) -> [i32; CAPACITY_DUNGEONS] {
    let mut counts = [0; CAPACITY_DUNGEONS];
    for (k, d) in table.iter().enumerate().take(CAPACITY_DUNGEONS) {
        let mut own = 0;
        for (e, c) in table[..k].iter().zip(counts.iter_mut()) {
            if e.name_bytes == d.name_bytes {
                *c += 1;
                own = *c;
            }
        }
        counts[k] = own;
    }
    counts
}

/// notdNetHack's `select_alternate` for the dungeon that would be number
/// `i`: false once one of its name was taken (no draw), else a draw of 1
/// in (its `alternates` less those passed + 1), recorded by name (the
/// first 20 bytes) in the first free entry among the first `i`.
fn select_alternate<R: Random + ?Sized>(
    history: &mut [AltHistory; CAPACITY_DUNGEONS + 1],
    i: usize,
    d: &Dungeon,
    alternates: i32,
    rng: &mut R,
) -> bool {
    let mut key = [0u8; 20];
    let n = d.name_bytes.len().min(20);
    key[..n].copy_from_slice(&d.name_bytes[..n]);
    let mut j = 0;
    let mut passed = 0;
    while j < i && history[j].set {
        if history[j].name == key {
            if history[j].selected {
                return false;
            }
            passed = history[j].passed;
            break;
        }
        j += 1;
    }
    let select = rng.rn2(alternates - passed + 1) == 0;
    let h = &mut history[j];
    h.name = key;
    h.set = true;
    h.passed += 1;
    h.selected = select;
    select
}

fn eq_ignore_case(a: &[u8], b: &[u8]) -> bool {
    a.eq_ignore_ascii_case(b)
}

/// The dungeons NetHack 3.4.3 and 3.6.7 look up by name after setting up,
/// panicking when one is missing (`dname_to_dnum`), in the order they look
/// them up.
pub const HARDWIRED_DUNGEONS: [&str; 4] =
    ["The Quest", "Sokoban", "The Gnomish Mines", "Vlad's Tower"];

/// The dungeons NetHack 3.7 looks up by name after setting up: those of
/// [`HARDWIRED_DUNGEONS`] and "The Tutorial".
pub const HARDWIRED_DUNGEONS_37: [&str; 5] = [
    "The Quest",
    "Sokoban",
    "The Gnomish Mines",
    "Vlad's Tower",
    "The Tutorial",
];

/// A number as the release keeps it: NetHack 3.4.3 and 3.6.7 hold level
/// counts and level numbers in a signed byte, 3.7 in 16 bits.
fn narrow(v: i32, version: Version) -> i32 {
    match version {
        Version::NetHack37 => i32::from(v as i16),
        _ => i32::from(v as i8),
    }
}

pub(super) fn resolve_impl<R: Random + ?Sized>(
    table: &[Dungeon],
    rules: Rules,
    rng: &mut R,
) -> Result<Layout, LayoutError> {
    check_table_with(table, &rules)?;
    let v37 = rules.version == Version::NetHack37;
    for &x in rules.preamble {
        rng.rn2(x);
    }
    let mut st = State {
        table,
        limits: (rules.max_dungeons, rules.max_level),
        present: [0; CAPACITY_DUNGEONS],
        final_lev: [None; CAPACITY_SPECIAL_LEVELS],
        slot_source: [(0, 0); CAPACITY_SPECIAL_LEVELS],
        base_shift: [0; CAPACITY_SPECIAL_LEVELS],
        n_read: 0,
        br_slots: [None; BRANCH_SLOTS],
        br_parent: [0; BRANCH_SLOTS],
        n_brs: 0,
        n_levs: 0,
        start: 0,
        layout: Layout::empty(rules.version),
        version: rules.version,
    };
    let alternates = if rules.alternates {
        alternate_counts(table)
    } else {
        [0; CAPACITY_DUNGEONS]
    };
    let mut history = [AltHistory::default(); CAPACITY_DUNGEONS + 1];
    let slashem = rules.slashem_branches;
    for (ti, d) in table.iter().enumerate() {
        if rules.alternates {
            let i = st.layout.n_dungeons;
            if alternates[ti] > 0 && !select_alternate(&mut history, i, d, alternates[ti], rng) {
                continue;
            }
            if d.chance <= rng.rn2(100) {
                continue;
            }
        } else if d.chance != 0 && d.chance <= rng.rn2(100) {
            if slashem {
                // Its branches are read, one after the other, into the
                // next free record.
                if let (Some(last), true) =
                    (d.branches.len().checked_sub(1), st.n_brs < BRANCH_SLOTS)
                {
                    st.br_slots[st.n_brs] = Some((ti, last));
                }
            }
            continue;
        }
        let i = st.layout.n_dungeons;
        st.present[i] = ti;
        if v37 {
            chain_lookup_37(&st, ti)?;
        }
        let levels = narrow(
            if d.depth.rand != 0 {
                rng.rn1(i32::from(d.depth.rand), i32::from(d.depth.base))
            } else {
                i32::from(d.depth.base)
            },
            rules.version,
        );
        let (ledger_start, depth_start, reached) = if i == 0 {
            (0, 1, 1)
        } else {
            let p = st.layout.dungeons[i - 1];
            (p.ledger_start + p.levels, 0, 0)
        };
        if let (Some(max), true) = (rules.ledger_limit, i > 0) {
            if ledger_start + levels > max {
                return Err(LayoutError::TooManyLedgerLevels {
                    dungeon: ti,
                    levels: ledger_start + levels,
                    max,
                });
            }
        }
        let fl = d.flags;
        let unconnected = v37 && fl.unconnected;
        let entry = if d.entry < 0 {
            let e = narrow(levels.wrapping_add(d.entry).wrapping_add(1), rules.version);
            if e <= 0 {
                1
            } else {
                e
            }
        } else if d.entry > 0 {
            let e = narrow(d.entry, rules.version);
            if e > levels {
                levels
            } else {
                e
            }
        } else {
            1
        };
        // 3.7 stores the dungeon's alignment unshifted in a three-bit
        // field, where it is always 0.
        let laid_flags = if v37 {
            Flags {
                town: false,
                align: Alignment::Unaligned,
                unconnected,
                ..fl
            }
        } else {
            Flags {
                town: false,
                unconnected: false,
                ..fl
            }
        };
        st.layout.dungeons[i] = LaidDungeon {
            name: d.name,
            name_bytes: d.name_bytes,
            protofile: d.protofile,
            protofile_bytes: d.protofile_bytes,
            bones: d.bones,
            levels,
            depth_start,
            ledger_start,
            entry_level: entry,
            reached,
            flags: laid_flags,
            source: ti,
        };
        st.layout.n_dungeons = i + 1;
        if unconnected {
            st.layout.dungeons[i].depth_start = 1;
        } else if i > 0 {
            let (br, entry) = if slashem {
                // The dungeon's entry level is where its branch lands.
                let br = st.slashem_branch_into(i, rng)?;
                st.layout.dungeons[i].entry_level = br.end2.level;
                (br, br.end2.level)
            } else {
                (st.add_branch(i, rng)?, entry)
            };
            let (from, from_up) = if br.end1.dungeon == i {
                (st.depth(br.end2), !br.end1_up)
            } else {
                (st.depth(br.end1), br.end1_up)
            };
            let step = match (br.kind, from_up) {
                (BranchType::Portal, _) => 0,
                (_, true) => -1,
                (_, false) => 1,
            };
            st.layout.dungeons[i].depth_start = i32::from(from) + step - (entry - 1);
        }
        let max_level = rules.max_level.min(CAPACITY_LEVEL) as i32;
        if st.layout.dungeons[i].levels > max_level {
            st.layout.dungeons[i].levels = max_level;
        }
        st.start = st.n_levs;
        st.n_read = i + 1;
        for (li, tl) in d.levels.iter().enumerate() {
            let cl = st.n_levs;
            st.n_levs += 1;
            st.final_lev[cl] = None;
            st.slot_source[cl] = (ti, li);
            if tl.chance <= rng.rn2(100) {
                continue;
            }
            let mut flags = Flags {
                unconnected: false,
                ..tl.flags
            };
            if v37 {
                // The level's `unconnected` flag and the chaotic bit share a
                // value; a level without either takes its dungeon's flag
                // bits in the alignment field, where only `unconnected` can
                // be.
                let mut bits = tl.flags.align.bits() | u8::from(tl.flags.unconnected);
                if bits == 0 {
                    bits = u8::from(fl.unconnected);
                }
                flags.align = Alignment::from_bits(bits);
            } else if flags.align.bits() == 0 {
                flags.align = Alignment::from_bits(fl.align.bits());
            }
            st.final_lev[cl] = Some(Slot {
                dnum: i,
                dlevel: 0,
                source: (ti, li),
                flags,
            });
        }
        if rules.alternates && d.name_bytes == b"The Quest" {
            // notdNetHack lengthens a long quest's filler: the level read
            // second to last (its locate level) moves down.
            let shift = match st.layout.dungeons[i].levels {
                7 => 1,
                6 => rng.rn2(2),
                _ => 0,
            };
            if st.n_levs >= 2 && st.n_levs - 2 >= st.start {
                st.base_shift[st.n_levs - 2] = shift;
            }
        }
        if !st.place_level(st.start, rng)? {
            return Err(LayoutError::CannotPlace {
                dungeon: ti,
                name: d.name,
            });
        }
        for k in st.start..st.n_levs {
            if let Some(s) = st.final_lev[k] {
                st.add_level(s);
            }
        }
        st.start = st.n_levs;
        if slashem {
            st.slashem_read_branches(i, ti, rng)?;
        }
    }
    for t in st.layout.tune.iter_mut() {
        *t = b'A' + rng.rn2(7) as u8;
    }
    // Floating entrances (Fort Ludios's, and UnNetHack's Advent Calendar):
    // the branch that ends on the level gets the dungeon count as its end
    // 1 and moves in the list.
    for &name in rules.floating {
        let l = &mut st.layout;
        let Some(lev) = l
            .levels()
            .iter()
            .find(|x| eq_ignore_case(x.name_bytes, name.as_bytes()))
        else {
            continue;
        };
        let at = lev.at;
        let Some(pos) = l.branches().iter().position(|b| b.end2 == at) else {
            let (dungeon, level) = lev.source;
            return Err(if name == "knox" {
                LayoutError::KnoxWithoutBranch { dungeon, level }
            } else {
                LayoutError::FloatingWithoutBranch {
                    name,
                    dungeon,
                    level,
                }
            });
        };
        let mut b = l.branches[pos];
        l.branches.copy_within(pos + 1..l.n_branches, pos);
        l.n_branches -= 1;
        b.end1.dungeon = l.n_dungeons;
        st.insert_branch(b);
    }
    let l = &mut st.layout;
    if rules.hardwired_dungeons {
        for &name in rules.looked_up_dungeons() {
            if !l.dungeons().iter().any(|d| d.name_bytes == name.as_bytes()) {
                return Err(LayoutError::MissingDungeon { name });
            }
        }
    }
    if let Some(dummy) = l
        .levels()
        .iter()
        .find(|x| eq_ignore_case(x.name_bytes, b"dummy"))
    {
        let d = &mut l.dungeons[dummy.at.dungeon];
        if d.levels > 1 - d.depth_start {
            d.depth_start -= 1;
        }
    }
    if rules.shuffled_planes {
        shuffle_planes(&mut st.layout, rng)?;
    }
    Ok(st.layout)
}

/// UnNetHack's `shuffle_planes`: the four elemental planes, drawn into a
/// new order, are linked after `astral`, the last of them to `dummy`.
fn shuffle_planes<R: Random + ?Sized>(l: &mut Layout, rng: &mut R) -> Result<(), LayoutError> {
    const NAMES: [&str; 6] = ["dummy", "earth", "air", "fire", "water", "astral"];
    let n = l.n_levels;
    let find = |l: &Layout, name: &'static str| {
        l.levels()
            .iter()
            .position(|x| eq_ignore_case(x.name_bytes, name.as_bytes()))
            .ok_or(LayoutError::MissingPlane { name })
    };
    let mut at = [0usize; 6];
    for (k, name) in NAMES.iter().enumerate() {
        at[k] = find(l, name)?;
    }
    let [dummy, earth, air, fire, water, astral] = at;
    let mut array = [water, fire, air, earth];
    for j in (1..4).rev() {
        let pos = rng.rn2(j as i32 + 1) as usize;
        array.swap(pos, j);
    }
    // The list as links, relinked as the game does it, then walked.
    let mut next: [Option<usize>; CAPACITY_SPECIAL_LEVELS] = [None; CAPACITY_SPECIAL_LEVELS];
    for (i, slot) in next.iter_mut().enumerate().take(n.saturating_sub(1)) {
        *slot = Some(i + 1);
    }
    next[astral] = Some(array[3]);
    for j in (1..4).rev() {
        next[array[j]] = Some(array[j - 1]);
    }
    next[array[0]] = Some(dummy);
    let old = l.levels;
    let mut seen = [false; CAPACITY_SPECIAL_LEVELS];
    let mut k = 0;
    let mut cur = if n > 0 { Some(0) } else { None };
    while let Some(i) = cur {
        if seen[i] {
            break;
        }
        seen[i] = true;
        l.levels[k] = old[i];
        k += 1;
        cur = next[i];
    }
    l.n_levels = k;
    Ok(())
}

/// NetHack 3.7 resolves a branch's `chainlevel` when it reads the dungeon
/// (after its chance roll, before its size): it looks among the levels read
/// so far, but one short, so the first branch of a dungeon does not find
/// the dungeon's last level unless an earlier level has the same name.
fn chain_lookup_37(st: &State<'_>, ti: usize) -> Result<(), LayoutError> {
    let d = &st.table[ti];
    let Some(b) = d.branches.first() else {
        return Ok(());
    };
    let Some(c) = b.chain else { return Ok(()) };
    if c + 1 != d.levels.len() {
        return Ok(());
    }
    let name = d.levels[c].name_bytes;
    let earlier = st.slot_source[..st.n_levs]
        .iter()
        .map(|&(dd, l)| st.table[dd].levels[l].name_bytes)
        .chain(d.levels[..c].iter().map(|l| l.name_bytes))
        .any(|n| n == name);
    if earlier {
        return Ok(());
    }
    Err(LayoutError::ChainNotFound {
        dungeon: ti,
        branch: 0,
        dest: b.dest,
        level: d.levels[c].name,
    })
}
