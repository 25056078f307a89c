//! The layout of a NetHack 3.7 game (`dungeon.lua`): snapshots of the
//! `dumpit` text for a few seeds of NetHack 3.7's own `dungeon.lua`, each
//! checked against NetHack 3.7's own `init_dungeons` when it was taken, and
//! the 3.7 rules that differ from 3.6.7's on small hand-made tables.
//!
//! `DGN_LAYOUT37_EXPECTED=DIR` also compares with dumps made by NetHack's
//! own code: for every `DIR/NAME.expected` (`seed N` lines, each followed by
//! the game's `dumpit` text or by `panic: MESSAGE`) the table is read from
//! `DIR/NAME.lua`, or, for a file that picks between tables with
//! `percent(50)` at load time, from `DIR/NAME@BITS.lua` (one file per
//! outcome, one bit per `percent(50)` in load order). See [`missing`] for
//! games built without some of the look-ups by name.

#[path = "support/lua_table.rs"]
mod lua_table;

use dgn_core::types::layout::{
    resolve, resolve_with, LaidDungeon, Layout, LayoutError, Random, Rules, Version,
    HARDWIRED_DUNGEONS, NHLIB_DRAWS,
};
use dgn_core::types::{Branch, BranchKind, Couple, Dungeon, Flags, SpecialLevel};

const V: Version = Version::NetHack37;

fn dump(l: &Layout) -> String {
    String::from_utf8(dump_bytes(l)).unwrap()
}

fn dump_bytes(l: &Layout) -> Vec<u8> {
    let mut out = Vec::new();
    l.dump().write_bytes(&mut |b| out.extend_from_slice(b));
    out
}

/// Bytes as text, one character per byte: names in other encodings
/// (jNetHack's Shift_JIS) compare byte for byte.
fn latin1(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| char::from(b)).collect()
}

fn table37() -> Option<&'static [Dungeon]> {
    let set = dgn_tests::corpus_set("nethack-3.7")?;
    let src = std::fs::read(set.join("dat/dungeon.lua")).unwrap();
    Some(lua_table::table(&src))
}

#[test]
fn nethack_37_layouts() {
    let Some(t) = table37() else { return };
    for seed in [1u64, 42, 20261124] {
        let l = resolve(t, V, &mut V.random(seed)).expect("NetHack's own dungeon resolves");
        insta::assert_snapshot!(format!("nethack-3.7-seed-{seed}"), dump(&l));
    }
    for seed in 0..300 {
        let l = resolve(t, V, &mut V.random(seed)).unwrap();
        assert!(l.tune().iter().all(|n| (b'A'..=b'G').contains(n)));
        assert_eq!(l.dungeons().len(), t.len());
        // The tutorial is unconnected: no branch, top at depth 1, and its
        // levels take the chaotic bit the flag shares.
        let (n, tut) = l.dungeon("The Tutorial").unwrap();
        assert_eq!(tut.depth_start, 1);
        assert!(tut.flags.unconnected);
        assert!(l.branches().iter().all(|b| b.end2.dungeon != n));
        let tut1 = l.level("tut-1").unwrap();
        assert_eq!(tut1.flags.align.bits(), 1);
        // Dungeon alignments do not reach the game, nor do levels take them.
        assert!(l.dungeons().iter().all(|d| d.flags.align.bits() == 0));
        assert_eq!(l.level("minetn").unwrap().flags.align.bits(), 0);
        assert_eq!(l.level("oracle").unwrap().flags.align.bits(), 2);
    }
}

/// The draws of NetHack 3.7's start: two for `nhlib.lua`, then for each
/// dungeon its chance (100 unless given), its size, its branch, its levels.
#[test]
fn nethack_37_draw_order() {
    let Some(t) = table37() else { return };
    struct Log<R>(R, Vec<i32>);
    impl<R: Random> Random for Log<R> {
        fn rn2(&mut self, x: i32) -> i32 {
            self.1.push(x);
            self.0.rn2(x)
        }
    }
    let mut log = Log(V.random(7), Vec::new());
    resolve(t, V, &mut log).unwrap();
    // nhlib.lua's shuffle, then the Dungeons of Doom: chance, size (range
    // 5), five level chances.
    assert_eq!(&log.1[..2], NHLIB_DRAWS);
    assert_eq!(&log.1[2..9], &[100, 5, 100, 100, 100, 100, 100]);
    // The tune ends it.
    assert!(log.1.ends_with(&[7; 5]));
    // 3.6.7's rules on the same table draw neither the shuffle nor the
    // dungeon chances (a chance of 100 draws in both, so only the shuffle
    // is missing).
    let mut old = Log(V.random(7), Vec::new());
    let rules = Rules {
        hardwired_dungeons: false,
        ..Rules::new(Version::NetHack367)
    };
    let _ = resolve_with(t, rules, &mut old);
    assert_eq!(&old.1[..7], &[100, 5, 100, 100, 100, 100, 100]);
}

fn lvl(name: &'static str, base: i16, rand: i16, chain: Option<usize>) -> SpecialLevel {
    SpecialLevel {
        name,
        name_bytes: name.as_bytes(),
        bones: 0,
        place: Couple { base, rand },
        chance: 100,
        rndlevs: 0,
        chain,
        flags: Flags::NONE,
    }
}

fn br(dest: &'static str, base: i16, chain: Option<usize>) -> Branch {
    Branch {
        dest,
        dest_bytes: dest.as_bytes(),
        place: Couple { base, rand: 0 },
        chain,
        kind: BranchKind::Stair,
        up: false,
        entry: 0,
    }
}

fn dgn(
    name: &'static str,
    size: i16,
    chance: i32,
    levels: &'static [SpecialLevel],
    branches: &'static [Branch],
) -> Dungeon {
    Dungeon {
        name,
        name_bytes: name.as_bytes(),
        protofile: "",
        protofile_bytes: b"",
        bones: 0,
        depth: Couple {
            base: size,
            rand: 0,
        },
        flags: Flags::NONE,
        chance,
        entry: 0,
        levels,
        branches,
    }
}

const LOOSE: Rules = Rules {
    hardwired_dungeons: false,
    preamble: NHLIB_DRAWS,
    ..Rules::new(Version::NetHack37)
};

fn leak<T>(v: Vec<T>) -> &'static [T] {
    Box::leak(v.into_boxed_slice())
}

/// The first branch of a dungeon cannot chain to its last level in 3.7;
/// the second can, and so can the first when an earlier level has the name.
#[test]
fn first_branch_chained_to_the_last_level() {
    let levels = leak(vec![lvl("a", 2, 0, None), lvl("b", 4, 0, None)]);
    let one = leak(vec![
        dgn("A", 6, 0, levels, leak(vec![br("B", 1, Some(1))])),
        dgn("B", 2, 0, &[], &[]),
    ]);
    let e = resolve_with(one, LOOSE, &mut V.random(1)).unwrap_err();
    assert_eq!(
        e,
        LayoutError::ChainNotFound {
            dungeon: 0,
            branch: 0,
            dest: "B",
            level: "b"
        }
    );
    assert!(
        e.to_string()
            .contains("Could not chain branch B to level b"),
        "{e}"
    );
    // 3.6.7 places it.
    let old = Rules {
        hardwired_dungeons: false,
        ..Rules::new(Version::NetHack367)
    };
    let l = resolve_with(one, old, &mut V.random(1)).unwrap();
    assert_eq!(l.branches()[0].end1.level, 5);
    // As the second branch it is found.
    let two = leak(vec![
        dgn(
            "A",
            6,
            0,
            levels,
            leak(vec![br("C", 1, None), br("B", 1, Some(1))]),
        ),
        dgn("B", 2, 0, &[], &[]),
        dgn("C", 2, 0, &[], &[]),
    ]);
    let l = resolve_with(two, LOOSE, &mut V.random(1)).unwrap();
    assert_eq!(l.branch_to("B").unwrap().end1.level, 5);
}

/// Chains name their level: a dungeon skipped by its chance shifts
/// nothing in 3.7, and a name already read earlier wins.
#[test]
fn chains_by_name() {
    // "x" in dungeon A is at 3; B's "x" at 5; B's "y" chains to "x" and
    // finds A's first.
    let a = leak(vec![lvl("x", 3, 0, None)]);
    let b = leak(vec![lvl("x", 5, 0, None), lvl("y", 1, 0, Some(0))]);
    let t = leak(vec![
        dgn("A", 8, 0, a, leak(vec![br("B", 1, None)])),
        dgn("B", 8, 0, b, &[]),
    ]);
    let l = resolve_with(t, LOOSE, &mut V.random(3)).unwrap();
    assert_eq!(l.level("y").unwrap().at.level, 4);
    // An optional dungeon before: whether or not it is kept, the chain
    // reads the level of its name.
    let c = leak(vec![lvl("p", 2, 0, None), lvl("q", 4, 0, None)]);
    let d = leak(vec![lvl("r", 2, 3, None), lvl("s", 1, 0, Some(0))]);
    let t = leak(vec![
        dgn(
            "A",
            8,
            0,
            &[],
            leak(vec![br("C", 1, None), br("D", 2, None)]),
        ),
        dgn("C", 6, 50, c, &[]),
        dgn("D", 8, 0, d, &[]),
    ]);
    let (mut kept, mut skipped) = (0, 0);
    for seed in 0..200 {
        let l = resolve_with(t, LOOSE, &mut V.random(seed)).unwrap();
        let r = l.level("r").unwrap().at.level;
        assert_eq!(l.level("s").unwrap().at.level, r + 1);
        if l.dungeon("C").is_some() {
            kept += 1;
        } else {
            skipped += 1;
        }
    }
    assert!(kept > 50 && skipped > 50, "{kept} {skipped}");
}

/// A dungeon reached only by one of its own branches: 3.7 finds that
/// branch and then fails in `parent_dnum`; 3.6.7 fails in `find_branch`.
#[test]
fn own_branch_only() {
    let t = leak(vec![
        dgn("A", 4, 0, &[], &[]),
        dgn("B", 4, 0, &[], leak(vec![br("B", 1, None)])),
    ]);
    let e = resolve_with(t, LOOSE, &mut V.random(1)).unwrap_err();
    assert!(
        matches!(e, LayoutError::ParentNotFound { dungeon: 1, .. }),
        "{e:?}"
    );
    let old = Rules {
        hardwired_dungeons: false,
        ..Rules::new(Version::NetHack367)
    };
    let e = resolve_with(t, old, &mut V.random(1)).unwrap_err();
    assert!(
        matches!(e, LayoutError::NoBranch { dungeon: 1, .. }),
        "{e:?}"
    );
}

/// Level and entry numbers are 16-bit in 3.7: a dungeon of 200 levels is
/// cut to 32 (as 3.6.7 would, had its byte not wrapped to -56).
#[test]
fn sixteen_bit_level_numbers() {
    let t = leak(vec![dgn("A", 200, 0, &[], &[])]);
    let l = resolve_with(t, LOOSE, &mut V.random(1)).unwrap();
    assert_eq!(l.dungeons()[0].levels, 32);
    let old = Rules {
        hardwired_dungeons: false,
        ..Rules::new(Version::NetHack367)
    };
    let l = resolve_with(t, old, &mut V.random(1)).unwrap();
    assert_eq!(l.dungeons()[0].levels, -56);
}

/// The C message of the panic a layout error stands for.
fn panic_text(e: &LayoutError) -> String {
    use LayoutError::*;
    match e {
        TooManyDungeons { .. } => "init_dungeons: too many dungeons".into(),
        NoBranch { name, .. } => format!("find_branch: can't find {name}"),
        ParentNotFound { .. } => "parent_dnum: couldn't resolve branch.".into(),
        EmptyChain { .. } => "level_range: empty chain level!".into(),
        BaseOutOfRange { .. } => "level_range: base value out of range".into(),
        NoLevelToPick { .. } => "pick_level:  ran out of valid levels".into(),
        CannotPlace { .. } => "init_dungeon:  couldn't place levels".into(),
        KnoxWithoutBranch { .. } => "insert_branch: not found".into(),
        MissingDungeon { name } => format!("Couldn't resolve dungeon number for name \"{name}\"."),
        ChainNotFound { dest, level, .. } => {
            format!("Could not chain branch {dest} to level {level}")
        }
        // dgn refuses these tables before any draw; NetHack 3.7 counts only
        // the dungeons it keeps, and panics once they pass its limits.
        TooManyLevels { .. } => "init_dungeon: too many special levels".into(),
        TooManyBranches { .. } => "init_dungeon: too many branches".into(),
        other => format!("not a NetHack panic: {other:?}"),
    }
}

/// One seed as the harness prints it.
fn game(tables: &[(&[bool], &'static [Dungeon])], picks: usize, rules: Rules, seed: u64) -> String {
    let mut rng = V.random(seed);
    for &x in rules.preamble {
        rng.rn2(x);
    }
    let bits: Vec<bool> = (0..picks).map(|_| rng.rn2(100) < 50).collect();
    let t = tables
        .iter()
        .find(|(b, _)| *b == bits.as_slice())
        .expect("a table for every outcome")
        .1;
    let rest = Rules {
        preamble: &[],
        ..rules
    };
    let out = match resolve_with(t, rest, &mut rng) {
        Ok(l) => match missing(rules, &l) {
            Some(name) => format!(
                "panic: {}\n",
                panic_text(&LayoutError::MissingDungeon { name })
            ),
            None => latin1(&dump_bytes(&l)),
        },
        Err(e) => format!("panic: {}\n", panic_text(&e)),
    };
    format!("seed {seed}\n{out}")
}

/// Which dungeons the game that made the dumps looks up by name:
/// `DGN_LAYOUT37_LOOKUPS=no-tutorial` for a game that does not look for the
/// tutorial (3.6.7's list), `none` for one that looks up none.
fn missing(rules: Rules, l: &Layout) -> Option<&'static str> {
    let lookups = std::env::var("DGN_LAYOUT37_LOOKUPS").unwrap_or_default();
    if rules.hardwired_dungeons || lookups == "none" {
        return None;
    }
    HARDWIRED_DUNGEONS
        .into_iter()
        .find(|n| !l.dungeons().iter().any(|d: &LaidDungeon| d.name == *n))
}

#[test]
fn agrees_with_nethack_37() {
    let Some(dir) = std::env::var_os("DGN_LAYOUT37_EXPECTED") else {
        eprintln!("skipped: DGN_LAYOUT37_EXPECTED is not set");
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    let rules = if std::env::var_os("DGN_LAYOUT37_LOOKUPS").is_some() {
        Rules {
            hardwired_dungeons: false,
            ..Rules::new(V)
        }
    } else {
        Rules::new(V)
    };
    let mut files = 0;
    let mut seeds = 0;
    let mut entries: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for exp in entries
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "expected"))
    {
        let stem = exp.file_stem().unwrap().to_str().unwrap().to_owned();
        let mut tables: Vec<(&'static [bool], &'static [Dungeon])> = Vec::new();
        let mut picks = 0;
        for p in &entries {
            let name = p.file_name().unwrap().to_str().unwrap();
            let Some(rest) = name.strip_suffix(".lua") else {
                continue;
            };
            let bits = if rest == stem {
                Vec::new()
            } else if let Some(b) = rest.strip_prefix(&format!("{stem}@")) {
                b.bytes().map(|c| c == b'1').collect()
            } else {
                continue;
            };
            picks = bits.len();
            tables.push((leak(bits), lua_table::table(&std::fs::read(p).unwrap())));
        }
        assert!(!tables.is_empty(), "no table for {stem}");
        let text = latin1(&std::fs::read(exp).unwrap());
        let mut n = 0;
        for chunk in text.split("seed ").skip(1) {
            let seed: u64 = chunk.lines().next().unwrap().parse().unwrap();
            let want = format!("seed {chunk}");
            let got = game(&tables, picks, rules, seed);
            assert_eq!(got, want, "{stem}, seed {seed}");
            n += 1;
        }
        eprintln!("{stem}: {n} seeds agree");
        files += 1;
        seeds += n;
    }
    eprintln!("{files} files, {seeds} seeds");
    assert!(files > 0);
}
