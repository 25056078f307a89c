//! `cargo bench -p dgn-bench`: corpus compile time and throughput, linear
//! scaling on synthetic inputs, and the proc macro's expansion cost.

use criterion::{criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion, Throughput};
use dgn_bench::{corpus_inputs, proof_dungeon, synthetic_dungeon, synthetic_levels};
use dgn_core::{dgn, levels, SourceFile, Target};
use std::hint::black_box;

/// The real-sized generated descriptions the proof's tests judge
/// (`tests/tests/dgn_proof_real_sized.rs`).
#[path = "../../tests/tests/support/real_sized.rs"]
mod real_sized;

/// Compiles every file of a corpus set to bytes in memory; returns the
/// number of bytes written.
fn compile_set(sources: &[SourceFile], target: &Target) -> usize {
    let mut out = 0;
    for src in sources {
        if src.name().ends_with(".def") {
            let (b, _) =
                dgn::compile_to_bytes(src, target, &Default::default()).expect("corpus compiles");
            out += b.len();
        } else {
            let c = levels::compile(src, target, &Default::default());
            out += c
                .levels
                .expect("corpus compiles")
                .iter()
                .map(|l| l.bytes.len())
                .sum::<usize>();
        }
    }
    out
}

fn corpus(c: &mut Criterion) {
    for (set, target) in [
        ("nethack-3.4.3", Target::nethack_343()),
        ("nethack-3.6.7", Target::nethack_367()),
    ] {
        let inputs = corpus_inputs(set);
        if inputs.is_empty() {
            eprintln!("skipped: corpus {set} not found (set DGN_CORPUS)");
            continue;
        }
        let total: usize = inputs.iter().map(|(_, b)| b.len()).sum();
        let sources: Vec<SourceFile> = inputs
            .into_iter()
            .map(|(name, bytes)| SourceFile::new(name, bytes))
            .collect();
        let mut g = c.benchmark_group("corpus");
        g.throughput(Throughput::Bytes(total as u64));
        g.bench_function(set, |b| {
            b.iter(|| compile_set(black_box(&sources), &target))
        });
        g.finish();
    }
}

fn scaling(c: &mut Criterion) {
    let target = Target::nethack_343();
    let mut g = c.benchmark_group("des-levels");
    g.sample_size(10);
    for n in [500, 1000, 2000, 4000] {
        let text = synthetic_levels(n);
        g.throughput(Throughput::Bytes(text.len() as u64));
        // The source is copied into a SourceFile, and the compiled levels are
        // dropped, outside the timed part: what is timed is the compile.
        g.bench_with_input(BenchmarkId::from_parameter(n), &text, |b, text| {
            b.iter_batched(
                || SourceFile::new("synthetic.des", text.clone()),
                |src| {
                    let c = levels::compile(&src, &target, &Default::default());
                    assert!(c.levels.is_some());
                    (src, c)
                },
                BatchSize::LargeInput,
            )
        });
    }
    g.finish();
    let mut g = c.benchmark_group("def-padding");
    g.sample_size(10);
    for n in [0, 10_000, 20_000, 40_000] {
        let text = synthetic_dungeon(n);
        g.throughput(Throughput::Bytes(text.len() as u64));
        g.bench_with_input(BenchmarkId::from_parameter(n), &text, |b, text| {
            b.iter(|| {
                let src = SourceFile::new("synthetic.def", text.clone());
                let quiet = dgn::Options {
                    warnings: dgn_core::WarningPolicy {
                        all_allowed: true,
                        ..Default::default()
                    },
                    ..Default::default()
                };
                dgn::compile_to_bytes(&src, &target, &quiet).expect("compiles")
            })
        });
    }
    g.finish();
}

/// The placement proof alone, on the largest descriptions NetHack can run
/// and on the corpus dungeons; the model is built outside the timed part.
fn proof(c: &mut Criterion) {
    let target = Target::nethack_343();
    let quiet = dgn::Options {
        warnings: dgn_core::WarningPolicy {
            all_allowed: true,
            ..Default::default()
        },
        ..Default::default()
    };
    let mut g = c.benchmark_group("proof");
    let mut inputs: Vec<(String, Vec<u8>)> = vec![
        ("largest".into(), proof_dungeon(0)),
        ("largest-4-optional".into(), proof_dungeon(4)),
        ("variant-shaped".into(), dgn_bench::variant_shaped_dungeon()),
        (
            "chained-branches".into(),
            dgn_bench::chained_branches_dungeon(),
        ),
    ];
    // Real variants' files, when `DGN_PROOF_DEFS` names a folder of them
    // (they are not part of the repository).
    let mut extra: Vec<(String, Vec<u8>)> = Vec::new();
    match std::env::var_os("DGN_PROOF_DEFS") {
        Some(dir) => {
            let mut paths: Vec<_> = std::fs::read_dir(&dir)
                .map(|r| r.filter_map(Result::ok).map(|e| e.path()).collect())
                .unwrap_or_default();
            paths.sort();
            for p in paths
                .iter()
                .filter(|p| p.extension().is_some_and(|e| e == "def"))
            {
                let name = p.file_stem().unwrap_or_default().to_string_lossy();
                extra.push((format!("defs/{name}"), std::fs::read(p).unwrap_or_default()));
            }
        }
        None => {
            eprintln!("skipped: real variant files (set DGN_PROOF_DEFS to a folder of .def files)")
        }
    }
    for set in ["nethack-3.4.3", "nethack-3.6.7"] {
        if let Some((_, b)) = corpus_inputs(set)
            .into_iter()
            .find(|(n, _)| n.ends_with("dungeon.def"))
        {
            inputs.push((set.into(), b));
        }
    }
    for (name, text) in inputs {
        let src = SourceFile::new("proof.def", text);
        let out = dgn::compile(&src, &target, &quiet);
        let model = out.model.expect("compiles");
        let verdict = dgn::proof::prove(&model);
        assert!(verdict.complete, "{name}: the proof stopped short");
        g.bench_function(&name, |b| b.iter(|| dgn::proof::prove(black_box(&model))));
    }
    // The slowest of the 300 real-sized generated descriptions the tests
    // judge (the < 5 ms target), then the slowest of the first 2,000 (with
    // a chain NetHack renumbers onto a level not placed yet) and the
    // slowest without one.
    for seed in [32, 354, 1762] {
        let model = real_sized::description(seed);
        let rules = dgn::proof::ProofRules::PORT;
        assert!(dgn::proof::prove_with(&model, rules).complete);
        g.bench_function(format!("generated-{seed}"), |b| {
            b.iter(|| dgn::proof::prove_with(black_box(&model), rules))
        });
    }
    // Among the slowest of the first 2,000 heavier descriptions the proof
    // completes (twelve levels in the first dungeon, many of them wide),
    // one it once ran out of its budget on.
    let seed = 994;
    let model = real_sized::heavier(seed);
    let rules = dgn::proof::ProofRules::PORT;
    assert!(dgn::proof::prove_with(&model, rules).complete);
    g.bench_function(format!("heavier-{seed}"), |b| {
        b.iter(|| dgn::proof::prove_with(black_box(&model), rules))
    });
    for (name, text) in extra {
        let src = SourceFile::new("proof.def", text);
        let Some(model) = dgn::compile(&src, &target, &quiet).model else {
            eprintln!("skipped: {name} does not compile for {}", target.name);
            continue;
        };
        g.bench_function(&name, |b| b.iter(|| dgn::proof::prove(black_box(&model))));
    }
    g.finish();
}

fn macro_expansion(c: &mut Criterion) {
    for set in ["nethack-3.4.3", "nethack-3.6.7"] {
        let Some(dir) = dgn_bench::corpus_set(set) else {
            eprintln!("skipped: corpus {set} not found (set DGN_CORPUS)");
            continue;
        };
        // One macro call per corpus file, as a crate embedding the whole
        // corpus would make them.
        let calls: Vec<proc_macro2::TokenStream> = corpus_inputs(set)
            .iter()
            .map(|(name, _)| {
                let path = dir.join("dat").join(name).to_string_lossy().into_owned();
                quote::quote!(file = #path, target = #set)
            })
            .collect();
        c.bench_function(&format!("macro/{set}"), |b| {
            b.iter(|| {
                for call in &calls {
                    black_box(dgn_core::codegen::expand_dungeon(black_box(call.clone())));
                }
            })
        });
    }
}

/// Level previews of a whole corpus set in one process, from the compiled
/// levels: building them, and building them with their terminal text and
/// SVG pictures.
fn previews(c: &mut Criterion) {
    use dgn_core::preview;
    for (set, target) in [
        ("nethack-3.4.3", Target::nethack_343()),
        ("nethack-3.6.7", Target::nethack_367()),
    ] {
        let inputs = corpus_inputs(set);
        if inputs.is_empty() {
            eprintln!("skipped: corpus {set} not found (set DGN_CORPUS)");
            continue;
        }
        let files: Vec<levels::LevelFile> = inputs
            .into_iter()
            .filter(|(name, _)| name.ends_with(".des"))
            .flat_map(|(name, bytes)| {
                let src = SourceFile::new(name, bytes);
                levels::compile(&src, &target, &Default::default())
                    .levels
                    .expect("corpus compiles")
            })
            .collect();
        let mut g = c.benchmark_group("preview");
        g.throughput(Throughput::Elements(files.len() as u64));
        g.bench_function(format!("{set}/build"), |b| {
            b.iter(|| {
                files
                    .iter()
                    .map(|f| preview::level(black_box(f), &target).marks.len())
                    .sum::<usize>()
            })
        });
        let built: Vec<preview::LevelPreview> =
            files.iter().map(|f| preview::level(f, &target)).collect();
        g.bench_function(format!("{set}/text"), |b| {
            b.iter(|| {
                built
                    .iter()
                    .map(|p| black_box(p).text(true).len())
                    .sum::<usize>()
            })
        });
        g.bench_function(format!("{set}/svg"), |b| {
            b.iter(|| {
                built
                    .iter()
                    .map(|p| black_box(p).svg().len())
                    .sum::<usize>()
            })
        });
        g.bench_function(format!("{set}/text+svg"), |b| {
            b.iter(|| {
                files
                    .iter()
                    .map(|f| {
                        let p = preview::level(black_box(f), &target);
                        p.text(true).len() + p.svg().len()
                    })
                    .sum::<usize>()
            })
        });
        g.finish();
    }
}

criterion_group!(benches, corpus, scaling, proof, macro_expansion, previews);
criterion_main!(benches);
