//! `cargo bench -p dgn-bench --bench lua_dungeon`: reading and checking
//! NetHack 3.7's `dungeon.lua` (target: under 2 ms), the same with the
//! placement proof (as every face reads it; the proof's target is under
//! 5 ms), and converting the 3.6.7 `dungeon.def` to `dungeon.lua`.

use criterion::{criterion_group, criterion_main, Criterion};
use dgn_core::dgn::lua;
use dgn_core::{SourceFile, Target};
use std::hint::black_box;
use std::path::PathBuf;

fn corpus_file(set: &str, path: &str) -> Option<Vec<u8>> {
    let dir = std::env::var_os("DGN_CORPUS").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus"),
        PathBuf::from,
    );
    std::fs::read(dir.join(set).join(path)).ok()
}

fn read_37(c: &mut Criterion) {
    let Some(bytes) = corpus_file("nethack-3.7", "dat/dungeon.lua") else {
        eprintln!("skipped: corpus nethack-3.7 not found (set DGN_CORPUS)");
        return;
    };
    let src = SourceFile::new("dungeon.lua", bytes);
    let target = Target::nethack_37();
    c.bench_function("dungeon.lua/read+check nethack-3.7", |b| {
        b.iter(|| {
            let out = lua::compile_unproven(black_box(&src), &target, &Default::default());
            assert!(out.file.is_some());
            out
        })
    });
    // What every face runs: the same, then the placement proof with 3.7's
    // rules.
    c.bench_function("dungeon.lua/read+check+proof nethack-3.7", |b| {
        b.iter(|| {
            let out = lua::compile(black_box(&src), &target);
            assert!(out.file.is_some() && out.diagnostics.is_empty());
            out
        })
    });
}

fn to_lua(c: &mut Criterion) {
    let Some(bytes) = corpus_file("nethack-3.6.7", "dat/dungeon.def") else {
        eprintln!("skipped: corpus nethack-3.6.7 not found (set DGN_CORPUS)");
        return;
    };
    let src = SourceFile::new("dungeon.def", bytes);
    let target = Target::nethack_367();
    c.bench_function("dungeon.lua/--to-lua nethack-3.6.7", |b| {
        b.iter(|| {
            lua::convert::def_to_lua(black_box(&src), &target, &Default::default())
                .expect("converts")
        })
    });
}

criterion_group!(benches, read_37, to_lua);
criterion_main!(benches);
