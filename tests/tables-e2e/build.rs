//! Compiles NetHack 3.4.3's dungeon.def from the conformance corpus with
//! build-support: the binary into `$OUT_DIR/nethack/dungeon`, the tables
//! into `$OUT_DIR/dgn_tables.rs`. Without the corpus it compiles the
//! repository's example instead (and the corpus tests skip).

use std::path::Path;

fn main() {
    // The corpus is looked for only beside the checkout: the `dungeon!`
    // tests name the same file with a literal path.
    let corpus = Path::new("../../../shared/corpus/nethack-3.4.3/dat/dungeon.def");
    let example = Path::new("../../examples/dungeon.def");
    println!("cargo::rustc-check-cfg=cfg(dgn_corpus)");
    let input = if corpus.is_file() {
        println!("cargo::rustc-cfg=dgn_corpus");
        corpus
    } else {
        example
    };
    build_support::Config::new()
        .target("nethack-3.4.3")
        .add_file(input)
        .emit_binaries("nethack")
        .emit_rust("dgn_tables.rs")
        .compile()
        .unwrap();
}
