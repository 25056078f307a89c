//! `cargo bench -p dgn-bench --bench startup`: one process per file, as
//! NetHack's makefiles run the compilers, for dgn's release binaries and,
//! when they are present, NetHack's own C tools side by side.
//!
//! - `startup/tiny/*`: one `lev_comp` process on a two-statement file,
//!   which is almost all start-up.
//! - `startup/nethack-3.4.3/*`: the 3.4.3 corpus one process per file: 24
//!   `lev_comp` processes and one `dgn_comp`.
//!
//! dgn's binaries are taken from `$DGN_BIN_DIR`, else `target/release` of
//! the workspace: build them first with `cargo build --release -p dgn-cli`
//! (the benchmark does not build them, and says which files it times).
//! The C tools are taken from `$DGN_CTOOLS`, else `../ctools` beside the
//! checkout, as `343/lev_comp` and `343/dgn_comp`; they are not part of the
//! project (build them from NetHack 3.4.3's sources), and without them only
//! dgn's side runs. The corpus comes from `$DGN_CORPUS` as for the other
//! benchmarks.

use criterion::{criterion_group, criterion_main, Criterion};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// A tiny file both tools compile: a level with a message and no map.
const TINY: &[u8] = b"MAZE:\"tiny\",' '\nMESSAGE:\"hi\"\nNOMAP\n";

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("benches/ is inside the workspace")
        .to_path_buf()
}

/// dgn's `lev_comp` and `dgn_comp`, or `None` after saying why.
fn dgn_bins() -> Option<(PathBuf, PathBuf)> {
    let dir = std::env::var_os("DGN_BIN_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace().join("target/release"));
    let bins = (dir.join("lev_comp"), dir.join("dgn_comp"));
    if bins.0.is_file() && bins.1.is_file() {
        eprintln!("timing dgn's {} and {}", bins.0.display(), bins.1.display());
        Some(bins)
    } else {
        eprintln!(
            "skipped: no lev_comp and dgn_comp in {} (run `cargo build --release -p dgn-cli` \
             or set DGN_BIN_DIR)",
            dir.display()
        );
        None
    }
}

/// NetHack 3.4.3's C `lev_comp` and `dgn_comp`, or `None` after saying why.
fn c_bins() -> Option<(PathBuf, PathBuf)> {
    let dir = std::env::var_os("DGN_CTOOLS")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace().join("../ctools"))
        .join("343");
    let bins = (dir.join("lev_comp"), dir.join("dgn_comp"));
    if bins.0.is_file() && bins.1.is_file() {
        Some(bins)
    } else {
        eprintln!(
            "skipped: C side (no lev_comp and dgn_comp in {}; set DGN_CTOOLS)",
            dir.display()
        );
        None
    }
}

/// Runs one process to completion; it must succeed.
fn run(bin: &Path, args: &[&Path], dir: &Path) {
    let status = Command::new(bin)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("start compiler");
    assert!(status.success(), "{} {args:?} failed", bin.display());
}

/// The input of the C `dgn_comp`: `dungeon.def` as NetHack's makefile
/// preprocesses it for 3.4.3 (comment lines dropped, the `REINCARNATION`
/// feature on).
fn preprocess_def(def: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(def.len());
    for line in def.split_inclusive(|&b| b == b'\n') {
        if line.starts_with(b"#") {
            continue;
        }
        out.extend_from_slice(line.strip_prefix(b"%REINCARNATION").unwrap_or(line));
    }
    out
}

fn startup(c: &mut Criterion) {
    let Some((lev, dgn)) = dgn_bins() else {
        return;
    };
    let ctools = c_bins();
    let scratch = std::env::temp_dir().join(format!("dgn-startup-{}", std::process::id()));
    let (dgn_out, c_out) = (scratch.join("dgn"), scratch.join("c"));
    for d in [&dgn_out, &c_out] {
        std::fs::create_dir_all(d).expect("scratch directory");
    }
    let tiny = scratch.join("tiny.des");
    std::fs::write(&tiny, TINY).expect("write tiny.des");
    let o = Path::new("-o");

    let mut g = c.benchmark_group("startup/tiny");
    g.bench_function("dgn", |b| {
        b.iter(|| run(&lev, &[o, &dgn_out, &tiny], &scratch))
    });
    if let Some((c_lev, _)) = &ctools {
        g.bench_function("c", |b| b.iter(|| run(c_lev, &[&tiny], &c_out)));
    }
    g.finish();

    let set = "nethack-3.4.3";
    match dgn_bench::corpus_set(set) {
        None => eprintln!("skipped: corpus {set} not found (set DGN_CORPUS)"),
        Some(dir) => {
            let dat = dir.join("dat");
            let mut des: Vec<PathBuf> = std::fs::read_dir(&dat)
                .expect("read corpus")
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "des"))
                .collect();
            des.sort();
            let def = dat.join("dungeon.def");
            let pdf = scratch.join("dungeon.pdf");
            std::fs::write(
                &pdf,
                preprocess_def(&std::fs::read(&def).expect("dungeon.def")),
            )
            .expect("write dungeon.pdf");
            let mut g = c.benchmark_group(format!("startup/{set}"));
            g.sample_size(20).measurement_time(Duration::from_secs(10));
            g.bench_function("dgn", |b| {
                b.iter(|| {
                    for f in &des {
                        run(&lev, &[o, &dgn_out, f], &scratch);
                    }
                    run(&dgn, &[o, &dgn_out, &def], &scratch);
                })
            });
            if let Some((c_lev, c_dgn)) = &ctools {
                g.bench_function("c", |b| {
                    b.iter(|| {
                        for f in &des {
                            run(c_lev, &[f], &c_out);
                        }
                        run(c_dgn, &[&pdf], &c_out);
                    })
                });
            }
            g.finish();
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
}

criterion_group!(benches, startup);
criterion_main!(benches);
