//! NetHack 3.7's `dungeon.lua`: the placement proof (`prove_37`) and one
//! game's layout (`Version::NetHack37`). The table is read outside the
//! timed part (with the layout tests' small data reader); the corpus copy
//! of NetHack 3.7's `dat/dungeon.lua` is needed.

#[path = "../../tests/tests/support/lua_table.rs"]
mod lua_table;

use criterion::{criterion_group, criterion_main, Criterion};
use dgn_core::dgn::proof::{prove_37, Rules37};
use dgn_core::types::layout::{resolve, Version};
use std::hint::black_box;

fn layout37(c: &mut Criterion) {
    let Some(set) = dgn_bench::corpus_set("nethack-3.7") else {
        eprintln!("skipped: corpus nethack-3.7 not found (set DGN_CORPUS)");
        return;
    };
    let src = std::fs::read(set.join("dat/dungeon.lua")).expect("dungeon.lua");
    let table = lua_table::table(&src);
    let (model, unconnected) = lua_table::model(table);
    let rules = Rules37 {
        unconnected,
        nethack: false,
        skip_look_ups: false,
    };
    let verdict = prove_37(&model, &rules);
    assert!(verdict.complete && verdict.never_panics());
    let mut g = c.benchmark_group("proof37");
    g.bench_function("nethack-3.7", |b| {
        b.iter(|| prove_37(black_box(&model), black_box(&rules)))
    });
    g.finish();
    let mut g = c.benchmark_group("layout37");
    let v = Version::NetHack37;
    g.bench_function("nethack-3.7", |b| {
        let mut seed = 0u64;
        b.iter(|| {
            seed += 1;
            resolve(black_box(table), v, &mut v.random(seed))
        })
    });
    g.finish();
}

criterion_group!(benches, layout37);
criterion_main!(benches);
