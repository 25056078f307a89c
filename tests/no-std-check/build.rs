//! Writes `$OUT_DIR/dgn_tables.rs` from the repository's examples (a
//! dungeon description and special levels), which `src/lib.rs` includes
//! with a plain `include!`.

fn main() {
    build_support::Config::new()
        .add_file("../../examples/dungeon.def")
        .add_file("../../examples/levels.des")
        .emit_rust("dgn_tables.rs")
        .compile()
        .unwrap();
}
