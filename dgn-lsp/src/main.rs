//! `dgn-lsp`: the dgn language server on standard input and output.

fn main() {
    if std::env::args().any(|a| a == "--version") {
        println!("dgn-lsp {}", env!("CARGO_PKG_VERSION"));
        return;
    }
    if let Err(e) = dgn_lsp::run_stdio() {
        eprintln!("dgn-lsp: {e}");
        std::process::exit(1);
    }
}
