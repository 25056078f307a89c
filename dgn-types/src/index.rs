//! Finding a special level by name across many compiled files.
//!
//! `build-support` writes one `static` per `.des` file, named after the
//! file (`MINES`, `BIGROOM`, ...); a game that only knows a level's name
//! (`"minetn-1"`, the name NetHack builds from a `RNDLEVEL` of
//! `dungeon.def`) looks it up in the [`LevelIndex`] the same generated
//! module holds, `LEVEL_INDEX`:
//!
//! ```ignore
//! let town = LEVEL_INDEX.level("minetn-1").unwrap();
//! for (name, level) in LEVEL_INDEX.variants("minetn") { /* minetn-1 .. minetn-7 */ }
//! ```
//!
//! The index is a sorted slice searched by bisection: no hashing, no
//! allocation, usable in `#![no_std]` programs. Its order is
//! [`name_order`]: names compare by their stem first, then by the number
//! of their `-N` suffix as a number, so the variants of one base are
//! next to each other and in numeric order (`bigrm-2` before `bigrm-10`).
//!
//! ```
//! use dgn_types::index::LevelIndex;
//!
//! static INDEX: LevelIndex<u32> = LevelIndex::new(&[
//!     (b"bigrm-1", &1),
//!     (b"bigrm-2", &2),
//!     (b"bigrm-10", &10),
//!     (b"castle", &0),
//! ]);
//!
//! assert!(INDEX.is_sorted());
//! assert_eq!(INDEX.level("bigrm-10"), Some(&10));
//! assert_eq!(INDEX.level("bigrm"), None);
//! let numbers: Vec<u32> = INDEX.variants("bigrm").iter().map(|(_, l)| **l).collect();
//! assert_eq!(numbers, [1, 2, 10]);
//! assert!(INDEX.variants("castle").is_empty());
//! ```

use core::cmp::Ordering;

/// A level name split into its stem and the number of a `-N` suffix:
/// `b"minetn-3"` gives `(b"minetn", Some(3))`; a name without such a
/// suffix (or with a number too large for a `u32`) is its own stem.
pub fn split_variant(name: &[u8]) -> (&[u8], Option<u32>) {
    let digits = name.iter().rev().take_while(|b| b.is_ascii_digit()).count();
    let stem_len = name.len() - digits;
    if digits == 0 || stem_len < 2 || name[stem_len - 1] != b'-' {
        return (name, None);
    }
    let mut n: u32 = 0;
    for &b in &name[stem_len..] {
        match n
            .checked_mul(10)
            .and_then(|n| n.checked_add(u32::from(b - b'0')))
        {
            Some(v) => n = v,
            None => return (name, None),
        }
    }
    (&name[..stem_len - 1], Some(n))
}

/// The order of a [`LevelIndex`]: by stem (as bytes), a name without a
/// number before the numbered ones, numbers in numeric order, and the
/// whole names as bytes when all that is equal (`a-01` and `a-1`).
pub fn name_order(a: &[u8], b: &[u8]) -> Ordering {
    let (sa, na) = split_variant(a);
    let (sb, nb) = split_variant(b);
    sa.cmp(sb).then(na.cmp(&nb)).then_with(|| a.cmp(b))
}

/// Levels by name: `(name, level)` pairs sorted by [`name_order`]. A
/// name may appear more than once (two files that define the same
/// level); [`level`](Self::level) then gives the first.
#[derive(Debug)]
pub struct LevelIndex<L: 'static> {
    entries: &'static [(&'static [u8], &'static L)],
}

impl<L> Clone for LevelIndex<L> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<L> Copy for LevelIndex<L> {}

impl<L> LevelIndex<L> {
    /// An index over entries already sorted by [`name_order`] (generated
    /// code writes them so; [`is_sorted`](Self::is_sorted) checks it).
    pub const fn new(entries: &'static [(&'static [u8], &'static L)]) -> Self {
        LevelIndex { entries }
    }

    /// Every entry, in index order.
    pub fn entries(&self) -> &'static [(&'static [u8], &'static L)] {
        self.entries
    }

    /// How many levels the index holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the index holds no level.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Whether the entries are in [`name_order`], as the searches need.
    pub fn is_sorted(&self) -> bool {
        self.entries
            .windows(2)
            .all(|w| name_order(w[0].0, w[1].0) != Ordering::Greater)
    }

    /// The level called `name` (exact, case-sensitive, as NetHack names
    /// its `.lev` files).
    pub fn level(&self, name: &str) -> Option<&'static L> {
        self.level_bytes(name.as_bytes())
    }

    /// [`level`](Self::level) for a name given as bytes (names need not
    /// be UTF-8).
    pub fn level_bytes(&self, name: &[u8]) -> Option<&'static L> {
        let i = self
            .entries
            .partition_point(|(n, _)| name_order(n, name) == Ordering::Less);
        match self.entries.get(i) {
            Some((n, l)) if *n == name => Some(*l),
            _ => None,
        }
    }

    /// The variants of a `RNDLEVEL` base: every level named `base-N`, in
    /// the order of `N` (`variants("minetn")` gives `minetn-1`,
    /// `minetn-2`, ...). Empty when there is none.
    pub fn variants(&self, base: &str) -> &'static [(&'static [u8], &'static L)] {
        let base = base.as_bytes();
        let key = |n: &[u8]| {
            let (stem, num) = split_variant(n);
            (stem.cmp(base), num.is_some())
        };
        let start = self
            .entries
            .partition_point(|(n, _)| key(n) < (Ordering::Equal, true));
        let end = self
            .entries
            .partition_point(|(n, _)| key(n) <= (Ordering::Equal, true));
        &self.entries[start..end]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_split_at_their_number() {
        assert_eq!(split_variant(b"minetn-3"), (&b"minetn"[..], Some(3)));
        assert_eq!(split_variant(b"bigrm-10"), (&b"bigrm"[..], Some(10)));
        assert_eq!(split_variant(b"castle"), (&b"castle"[..], None));
        assert_eq!(split_variant(b"x3"), (&b"x3"[..], None));
        assert_eq!(split_variant(b"-3"), (&b"-3"[..], None));
        assert_eq!(split_variant(b"a-"), (&b"a-"[..], None));
        assert_eq!(
            split_variant(b"a-99999999999"),
            (&b"a-99999999999"[..], None)
        );
    }

    #[test]
    fn order_puts_variants_together_in_numeric_order() {
        let mut names: [&[u8]; 8] = [
            b"bigrm-10",
            b"bigrm-2",
            b"bigrm",
            b"bigrm-1",
            b"bigrmx",
            b"big",
            b"bigrm-01",
            b"Arc-strt",
        ];
        names.sort_by(|a, b| name_order(a, b));
        let want: [&[u8]; 8] = [
            b"Arc-strt",
            b"big",
            b"bigrm",
            b"bigrm-01",
            b"bigrm-1",
            b"bigrm-2",
            b"bigrm-10",
            b"bigrmx",
        ];
        assert_eq!(names, want);
    }

    static LEVELS: LevelIndex<u8> = LevelIndex::new(&[
        (b"bigrm", &0),
        (b"bigrm-1", &1),
        (b"bigrm-2", &2),
        (b"bigrm-10", &10),
        (b"bigrmx", &20),
        (b"oracle", &30),
        (b"oracle", &31),
    ]);

    #[test]
    fn look_ups() {
        assert!(LEVELS.is_sorted());
        assert_eq!(LEVELS.level("bigrm"), Some(&0));
        assert_eq!(LEVELS.level("bigrm-2"), Some(&2));
        assert_eq!(LEVELS.level("bigrmx"), Some(&20));
        assert_eq!(LEVELS.level("oracle"), Some(&30));
        assert_eq!(LEVELS.level("bigrm-3"), None);
        assert_eq!(LEVELS.level(""), None);
        assert_eq!(LEVELS.level("zzz"), None);
        let v: [u8; 3] = core::array::from_fn(|i| *LEVELS.variants("bigrm")[i].1);
        assert_eq!(v, [1, 2, 10]);
        assert_eq!(LEVELS.variants("bigrm").len(), 3);
        assert!(LEVELS.variants("oracle").is_empty());
        assert!(LEVELS.variants("big").is_empty());
        assert!(LEVELS.variants("").is_empty());
        let unsorted: LevelIndex<u8> = LevelIndex::new(&[(b"b", &0), (b"a", &1)]);
        assert!(!unsorted.is_sorted());
    }
}
