//! Compiles NetHack 3.4.3's dungeon.def and its 24 special-level files
//! (`dat/*.des`) from the conformance corpus with build-support: the
//! binaries into `$OUT_DIR/nethack/` (`dungeon`, `*.lev`), the tables into
//! `$OUT_DIR/dgn_tables.rs`. The repository's examples (`dungeon.def`
//! without the corpus, `levels.des` always) are compiled too, so the
//! tests that need no corpus always have tables (and the corpus tests
//! skip). NetHack 3.6.7's special levels go the same way into
//! `$OUT_DIR/nethack36/` and `$OUT_DIR/dgn_tables36.rs`; SLASH'EM's level
//! fixture (`tests/tests/variants/slashem/levels.des`) into
//! `$OUT_DIR/slashem/` and `$OUT_DIR/dgn_tables_slashem.rs`.

use std::path::Path;

fn main() {
    // The corpus is looked for only beside the checkout: the `dungeon!`
    // tests name the same files with literal paths.
    let corpus = Path::new("../../../shared/corpus/nethack-3.4.3/dat");
    println!("cargo::rustc-check-cfg=cfg(dgn_corpus)");
    let mut config = build_support::Config::new();
    config.target("nethack-3.4.3");
    if corpus.join("dungeon.def").is_file() {
        println!("cargo::rustc-cfg=dgn_corpus");
        config
            .add_file(corpus.join("dungeon.def"))
            .add_glob("../../../shared/corpus/nethack-3.4.3/dat/*.des");
    } else {
        config.add_file("../../examples/dungeon.def");
    }
    config
        .add_file("../../examples/levels.des")
        .emit_binaries("nethack")
        .emit_rust("dgn_tables.rs")
        .compile()
        .unwrap();

    // NetHack 3.6.7's special levels: binaries into `$OUT_DIR/nethack36/`,
    // level programs into `$OUT_DIR/dgn_tables36.rs`.
    println!("cargo::rustc-check-cfg=cfg(dgn_corpus36)");
    let corpus36 = Path::new("../../../shared/corpus/nethack-3.6.7/dat");
    let mut config = build_support::Config::new();
    config.target("nethack-3.6.7");
    if corpus36.join("dungeon.def").is_file() {
        println!("cargo::rustc-cfg=dgn_corpus36");
        config.add_glob("../../../shared/corpus/nethack-3.6.7/dat/*.des");
    }
    config
        .add_file("../../examples/levels36.des")
        .emit_binaries("nethack36")
        .emit_rust("dgn_tables36.rs")
        .compile()
        .unwrap();

    // SLASH'EM's dialect: its place lists, random regions, door keys,
    // object flags, toilets and room types.
    build_support::Config::new()
        .target("slashem")
        .add_file("../tests/variants/slashem/levels.des")
        .emit_binaries("slashem")
        .emit_rust("dgn_tables_slashem.rs")
        .compile()
        .unwrap();
}
