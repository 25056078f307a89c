//! The built-in catalogs agree, entry for entry, with the monster and object
//! tables listed in the conformance corpus for each release, and every listed
//! name resolves the way lev_comp resolves it.

use std::path::Path;

use dgn_core::catalog::{builtin, Catalog};
use dgn_core::Dialect;
use dgn_tests::corpus_set;

/// One row of a corpus table: index, name, class symbol, class number.
struct Row {
    index: usize,
    name: String,
    symbol: u8,
    class: u8,
}

fn read_rows(path: &Path) -> Vec<Row> {
    let text =
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert!(f.len() >= 4, "short row in {}: {l:?}", path.display());
            let symbol = f[2].as_bytes();
            assert_eq!(symbol.len(), 1, "symbol of {l:?}");
            Row {
                index: f[0].parse().expect("index"),
                name: f[1].to_string(),
                symbol: symbol[0],
                class: f[3].parse().expect("class number"),
            }
        })
        .collect()
}

fn check(set: &str) {
    let Some(dir) = corpus_set(set) else { return };
    let cat = builtin(set).expect("built-in catalog");

    let monsters = read_rows(&dir.join("catalog/monsters.tsv"));
    assert_eq!(cat.monsters().len(), monsters.len(), "{set}: monster count");
    for (i, row) in monsters.iter().enumerate() {
        assert_eq!(row.index, i, "{set}: monsters.tsv is in index order");
        let m = &cat.monsters()[i];
        assert_eq!(m.name, row.name.as_bytes(), "{set}: name of monster {i}");
        assert_eq!(m.class, row.class, "{set}: class of monster {i}");
        assert_eq!(
            cat.monster_symbol(i),
            Some(row.symbol),
            "{set}: symbol of monster {i}"
        );
        assert_eq!(cat.monster_class(row.symbol), Some(row.class));
    }

    let objects = read_rows(&dir.join("catalog/objects.tsv"));
    assert_eq!(cat.objects().len(), objects.len(), "{set}: object count");
    for (i, row) in objects.iter().enumerate() {
        assert_eq!(row.index, i, "{set}: objects.tsv is in index order");
        let o = &cat.objects()[i];
        let want = (!row.name.is_empty()).then_some(row.name.as_bytes());
        assert_eq!(o.name.as_deref(), want, "{set}: name of object {i}");
        assert_eq!(o.class, row.class, "{set}: class of object {i}");
        assert_eq!(cat.object_symbol(i), Some(row.symbol));
        assert_eq!(cat.object_class(row.symbol), Some(row.class));
    }

    check_lookups(set, cat, &monsters, &objects);
}

/// Every listed name resolves to the first row with that name (in its class,
/// when a class is given), in both dialects.
fn check_lookups(set: &str, cat: &Catalog, monsters: &[Row], objects: &[Row]) {
    for dialect in [Dialect::V343, Dialect::V36] {
        for row in monsters {
            let first = monsters.iter().find(|r| r.name == row.name).unwrap();
            let first_in_class = monsters
                .iter()
                .find(|r| r.name == row.name && r.class == row.class)
                .unwrap();
            let name = row.name.as_bytes();
            let got = cat.resolve_monster(name, None, dialect).map(|r| r.index);
            assert_eq!(got, Some(first.index), "{set}: monster {:?}", row.name);
            let got = cat.resolve_monster(name, Some(row.symbol), dialect);
            assert_eq!(
                got.map(|r| (r.index, r.folded)),
                Some((first_in_class.index, false)),
                "{set}: monster ({:?}, {:?})",
                row.symbol as char,
                row.name
            );
        }
        for row in objects.iter().filter(|r| !r.name.is_empty()) {
            let first = objects.iter().find(|r| r.name == row.name).unwrap();
            let first_in_class = objects
                .iter()
                .find(|r| r.name == row.name && r.class == row.class)
                .unwrap();
            let name = row.name.as_bytes();
            let got = cat.resolve_object(name, None, dialect).map(|r| r.index);
            assert_eq!(got, Some(first.index), "{set}: object {:?}", row.name);
            let got = cat.resolve_object(name, Some(row.symbol), dialect);
            assert_eq!(
                got.map(|r| (r.index, r.folded)),
                Some((first_in_class.index, false)),
                "{set}: object ({:?}, {:?})",
                row.symbol as char,
                row.name
            );
        }
    }
}

#[test]
fn nethack_343_catalog_matches_the_corpus() {
    check("nethack-3.4.3");
}

#[test]
fn nethack_367_catalog_matches_the_corpus() {
    check("nethack-3.6.7");
}
