//! A small driver for instruction-count profiling (callgrind) of the 3.4.3
//! level compiler: `profile_des synthetic N` compiles `N` synthetic levels,
//! `profile_des corpus` compiles every 3.4.3 corpus `.des` file.

use dgn_bench::{corpus_inputs, synthetic_levels};
use dgn_core::{levels, SourceFile, Target};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let target = Target::nethack_343();
    let inputs: Vec<(String, Vec<u8>)> = match args.get(1).map(String::as_str) {
        Some("corpus") => corpus_inputs("nethack-3.4.3")
            .into_iter()
            .filter(|(n, _)| n.ends_with(".des"))
            .collect(),
        _ => {
            let n = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(700);
            vec![("synthetic.des".into(), synthetic_levels(n))]
        }
    };
    let mut written = 0;
    for (name, bytes) in &inputs {
        let src = SourceFile::new(name.clone(), bytes.clone());
        let c = levels::compile(&src, &target, &Default::default());
        written += c
            .levels
            .expect("compiles")
            .iter()
            .map(|l| l.bytes.len())
            .sum::<usize>();
    }
    let total: usize = inputs.iter().map(|(_, b)| b.len()).sum();
    println!("{total} source bytes, {written} bytes written");
}
