//! The level index build-support writes beside the tables: every level of
//! every `.des` input found by name, and the variants of each `RNDLEVEL`
//! of the same release's `dungeon.def` found by their base name.

#[cfg(dgn_corpus)]
use dgn_tables_e2e::{from_macro, DUNGEON};
use dgn_tables_e2e::{v36, FROM_CORPUS, LEVELS, LEVEL_INDEX};
#[cfg(any(dgn_corpus, dgn_corpus36))]
use dgn_types::index::LevelIndex;
#[cfg(any(dgn_corpus, dgn_corpus36))]
use dgn_types::Dungeon;

#[cfg(dgn_corpus)]
/// Every level of `files` is in `index` under its name; the index is
/// sorted and holds nothing else.
fn holds_exactly<L: PartialEq>(
    index: &LevelIndex<L>,
    files: &[&'static [L]],
    name: fn(&L) -> &[u8],
) {
    assert!(index.is_sorted());
    let mut count = 0;
    for file in files {
        for level in *file {
            // (The same level: the tables are read through another
            // static here, which may hold a copy.)
            let found = index.level_bytes(name(level)).unwrap();
            assert!(found == level, "{:?}", name(level));
            count += 1;
        }
    }
    assert_eq!(index.len(), count);
}

#[cfg(any(dgn_corpus, dgn_corpus36))]
/// Every `RNDLEVEL` of `dungeons` has its variants in the index:
/// `base-1` .. `base-N`, in that order.
fn variants_of_rndlevels<L>(dungeons: &[Dungeon], index: &LevelIndex<L>) -> usize {
    let mut seen = 0;
    for level in dungeons.iter().flat_map(|d| d.levels) {
        if level.rndlevs == 0 {
            continue;
        }
        let names: Vec<String> = index
            .variants(level.name)
            .iter()
            .map(|(n, _)| String::from_utf8_lossy(n).into_owned())
            .collect();
        let want: Vec<String> = (1..=level.rndlevs)
            .map(|i| format!("{}-{i}", level.name))
            .collect();
        assert_eq!(names, want);
        seen += 1;
    }
    seen
}

#[test]
fn index_of_343_levels() {
    assert_eq!(LEVEL_INDEX.level("tidepool").unwrap().name, "tidepool");
    assert!(std::ptr::eq(
        LEVEL_INDEX.level("archive").unwrap(),
        &LEVELS[1]
    ));
    assert!(LEVEL_INDEX.level("no such level").is_none());
    if !FROM_CORPUS {
        eprintln!("skipped: conformance corpus `nethack-3.4.3` not found beside the checkout");
        return;
    }
    #[cfg(dgn_corpus)]
    {
        let mut files: Vec<&'static [dgn_types::lev343::Level]> = from_macro::PAIRS
            .iter()
            .map(|(_, _, built)| *built)
            .collect();
        files.push(LEVELS);
        holds_exactly(&LEVEL_INDEX, &files, |l| l.name.bytes);
        // 113 levels of the corpus and the 2 of examples/levels.des.
        assert_eq!(LEVEL_INDEX.len(), 115);
        let town = LEVEL_INDEX.level("minetn-1").unwrap();
        assert!(
            std::ptr::eq(town, &dgn_tables_e2e::MINES[1]),
            "{}",
            town.name
        );
        // bigrm, medusa, minetn, minend and the four Sokoban levels.
        assert_eq!(variants_of_rndlevels(DUNGEON, &LEVEL_INDEX), 8);
    }
}

#[cfg(dgn_corpus36)]
static DUNGEON36: &[Dungeon] = dgn_macros::dungeon!(
    file = "../../../shared/corpus/nethack-3.6.7/dat/dungeon.def",
    target = "nethack-3.6.7"
);

#[test]
fn index_of_36_levels() {
    let index = &v36::LEVEL_INDEX;
    assert!(std::ptr::eq(
        index.level("tidepool").unwrap(),
        &v36::LEVELS36[0]
    ));
    if !v36::FROM_CORPUS {
        eprintln!("skipped: conformance corpus `nethack-3.6.7` not found beside the checkout");
        return;
    }
    // 120 levels of the corpus and examples/levels36.des.
    assert_eq!(index.len(), 121);
    assert!(index.is_sorted());
    for (name, level) in index.entries() {
        assert_eq!(level.name.bytes, *name);
    }
    let bigrooms: Vec<&str> = index
        .variants("bigrm")
        .iter()
        .map(|(_, l)| l.name.text)
        .collect();
    assert_eq!(
        bigrooms,
        [
            "bigrm-1", "bigrm-2", "bigrm-3", "bigrm-4", "bigrm-5", "bigrm-6", "bigrm-7", "bigrm-8",
            "bigrm-9", "bigrm-10"
        ]
    );
    #[cfg(dgn_corpus36)]
    assert_eq!(variants_of_rndlevels(DUNGEON36, index), 8);
}
