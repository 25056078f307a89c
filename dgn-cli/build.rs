//! Links the compilers as position-dependent executables on Linux with
//! glibc.
//!
//! NetHack's makefiles start `lev_comp` once per `.des` file, so load time
//! counts. A position-independent executable carries a relocation for
//! every pointer in its read-only data (about 3,500 here: string slices,
//! vtables, panic locations, clap's and the parsers' tables), and the
//! loader writes each of them at every start, copying every page they sit
//! on. Linked at a fixed address the pointers are final in the file, and
//! only the pages a run reads are loaded: about 14 fewer page faults and
//! 30,000 fewer instructions per process (see BENCHMARKS.md, "Start-up
//! time per file"). The cost is that the binary's own code and data are not
//! placed at a random address; shared libraries, heap and stack still are.
fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    // A statically linked build (`+crt-static`) is a static PIE unless the
    // code is compiled position-dependent; `-no-pie` on top of it links a
    // binary that crashes at start, so it is left alone.
    let static_crt = std::env::var("CARGO_CFG_TARGET_FEATURE")
        .unwrap_or_default()
        .split(',')
        .any(|f| f == "crt-static");
    if os == "linux" && env == "gnu" && !static_crt {
        println!("cargo::rustc-link-arg-bins=-no-pie");
    }
    println!("cargo::rerun-if-changed=build.rs");
}
