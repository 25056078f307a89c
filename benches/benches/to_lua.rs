//! `cargo bench -p dgn-bench --bench to_lua`: converting the whole 3.6.7
//! corpus (24 files, 120 levels) to NetHack 3.7 Lua in memory. The target
//! is under 50 ms for the set.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use dgn_bench::corpus_inputs;
use dgn_core::{to_lua, SourceFile, Target};
use std::hint::black_box;

/// Converts every `.des` file of a set; returns the bytes of Lua written.
fn convert_set(sources: &[SourceFile], target: &Target) -> usize {
    sources
        .iter()
        .map(|src| {
            to_lua::convert(src, target, &Default::default())
                .levels
                .expect("the corpus converts")
                .iter()
                .map(|l| l.text.len())
                .sum::<usize>()
        })
        .sum()
}

fn corpus(c: &mut Criterion) {
    let target = Target::nethack_367();
    let sources: Vec<SourceFile> = corpus_inputs("nethack-3.6.7")
        .into_iter()
        .filter(|(name, _)| name.ends_with(".des"))
        .map(|(name, bytes)| SourceFile::new(name, bytes))
        .collect();
    if sources.is_empty() {
        eprintln!("skipped: corpus nethack-3.6.7 not found (set DGN_CORPUS)");
        return;
    }
    let total: usize = sources.iter().map(|s| s.bytes().len()).sum();
    let mut g = c.benchmark_group("to-lua");
    g.throughput(Throughput::Bytes(total as u64));
    g.bench_function("nethack-3.6.7", |b| {
        b.iter(|| convert_set(black_box(&sources), &target))
    });
    g.finish();
}

criterion_group!(benches, corpus);
criterion_main!(benches);
