//! A small driver for CPU-time and instruction-count measurements of the
//! Lua converter: `profile_to_lua N` converts the whole 3.6.7 corpus `N`
//! times (default 1), so that `time` or callgrind divided by `N` gives the
//! cost of one conversion of the set, whatever the machine's load.

use dgn_bench::corpus_inputs;
use dgn_core::{to_lua, SourceFile, Target};

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let target = Target::nethack_367();
    let sources: Vec<SourceFile> = corpus_inputs("nethack-3.6.7")
        .into_iter()
        .filter(|(name, _)| name.ends_with(".des"))
        .map(|(name, bytes)| SourceFile::new(name, bytes))
        .collect();
    let mut written = 0;
    for _ in 0..n {
        for src in &sources {
            let out = to_lua::convert(src, &target, &Default::default());
            written += out
                .levels
                .expect("converts")
                .iter()
                .map(|l| l.text.len())
                .sum::<usize>();
        }
    }
    println!("{} files, {n} times, {written} bytes of Lua", sources.len());
}
