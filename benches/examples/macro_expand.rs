//! Expands `dungeon!` (its implementation, on `proc_macro2` fallback
//! tokens) once per corpus file, as the `macro/*` benchmark does. For
//! instruction counts:
//!
//!     cargo build --release -p dgn-bench --example macro_expand
//!     valgrind --tool=callgrind target/release/examples/macro_expand nethack-3.4.3
//!
//! A number repeats the expansions that many times; `--tokens` also
//! counts the tokens of the expansions (which costs a walk over them).

use proc_macro2::{TokenStream, TokenTree};

fn count(tokens: TokenStream) -> usize {
    tokens
        .into_iter()
        .map(|t| match t {
            TokenTree::Group(g) => 1 + count(g.stream()),
            _ => 1,
        })
        .sum()
}

fn main() {
    let mut set = "nethack-3.4.3".to_string();
    let mut reps = 1;
    let mut count_tokens = false;
    for arg in std::env::args().skip(1) {
        if arg == "--tokens" {
            count_tokens = true;
        } else if let Ok(n) = arg.parse() {
            reps = n;
        } else {
            set = arg;
        }
    }
    let Some(dir) = dgn_bench::corpus_set(&set) else {
        eprintln!("corpus {set} not found (set DGN_CORPUS)");
        std::process::exit(1);
    };
    let calls: Vec<TokenStream> = dgn_bench::corpus_inputs(&set)
        .iter()
        .map(|(name, _)| {
            let path = dir.join("dat").join(name).to_string_lossy().into_owned();
            quote::quote!(file = #path, target = #set)
        })
        .collect();
    let mut tokens = 0;
    for rep in 0..reps {
        for call in &calls {
            let out = std::hint::black_box(dgn_core::codegen::expand_dungeon(call.clone()));
            if rep == 0 && count_tokens {
                tokens += count(out);
            }
        }
    }
    if count_tokens {
        println!("{set}: {} calls, {tokens} tokens", calls.len());
    }
}
