//! `cargo bench -p dgn-bench --bench lua_level`: checking and drawing the
//! largest NetHack 3.7 level file of the corpus (`tut-1.lua`, 12 KB) with
//! the default eight seeds, `castle.lua`, and the levels whose maze walks
//! take the preview longest to judge (`fakewiz1.lua`, a maze over the whole
//! level; `minend-3.lua`, a maze through a map). The target is under 20 ms
//! for check + preview of any of them.

use criterion::{criterion_group, criterion_main, Criterion};
use dgn_core::SourceFile;
use dgn_lua::{check, picture, LuaLevelOptions};
use std::hint::black_box;

/// Files of the data folder that are not level scripts.
const NOT_LEVELS: &[&str] = &[
    "dungeon.lua",
    "nhcore.lua",
    "nhlib.lua",
    "quest.lua",
    "themerms.lua",
];

fn levels(c: &mut Criterion) {
    let Some(dir) = dgn_bench::corpus_set("nethack-3.7") else {
        eprintln!("skipped: corpus nethack-3.7 not found (set DGN_CORPUS)");
        return;
    };
    let mut files: Vec<(u64, std::path::PathBuf)> = std::fs::read_dir(dir.join("dat"))
        .expect("a dat directory")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "lua"))
        .filter(|p| !NOT_LEVELS.contains(&p.file_name().unwrap_or_default().to_str().unwrap_or("")))
        .map(|p| (std::fs::metadata(&p).map(|m| m.len()).unwrap_or(0), p))
        .collect();
    files.sort();
    let largest = files.last().expect("level files").1.clone();
    let castle = dir.join("dat/castle.lua");
    let mazes = [dir.join("dat/fakewiz1.lua"), dir.join("dat/minend-3.lua")];
    let opts = LuaLevelOptions::default();
    let mut g = c.benchmark_group("lua-level");
    for path in [largest, castle].into_iter().chain(mazes) {
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let src = SourceFile::new(name.clone(), std::fs::read(&path).expect("readable"));
        g.bench_function(format!("check+preview {name}"), |b| {
            b.iter(|| {
                let report = check(black_box(&src), &opts);
                picture(&src, &report).cells.len()
            })
        });
    }
    g.finish();
}

criterion_group!(benches, levels);
criterion_main!(benches);
