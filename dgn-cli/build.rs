//! Links the compilers for a quick start on Linux with glibc.
//!
//! NetHack's makefiles start `lev_comp` once per `.des` file, so load time
//! counts (see BENCHMARKS.md, "Start-up time per file"). For the binaries
//! only (tests and the library are left alone):
//!
//! - **Position-dependent (`-no-pie`).** A position-independent executable
//!   carries a relocation for every pointer in its read-only data (about
//!   3,500 here: string slices, vtables, panic locations, the parsers'
//!   tables), and the loader writes each of them at every start, copying
//!   every page they sit on. Linked at a fixed address the pointers are
//!   final in the file, and only the pages a run reads are loaded: about 14
//!   fewer page faults and 30,000 fewer instructions per process. The cost
//!   is that the binary's own code and data are not placed at a random
//!   address; shared libraries, heap and stack still are.
//! - **The unwinder linked in.** The standard library's unwinder comes from
//!   the shared `libgcc_s`, which the loader would otherwise find, map,
//!   relocate and version-check at every start for a dozen functions that
//!   run only when a panic unwinds. A linker script named `libgcc_s.so` in
//!   this build's output directory, searched first, stands for the static
//!   `libgcc_eh` instead (what `gcc -static-libgcc` links), so the binaries
//!   need only `libc`. It is used only in native builds whose C compiler
//!   finds `libgcc_eh.a`.
//! - **Lazy binding (`-z lazy`).** rustc asks for every symbol to be bound
//!   at start (`-z now`); the functions the binaries call through the
//!   procedure linkage table are then bound on their first call instead, as
//!   in NetHack's C tools, and those never called (error paths) never are.
fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    // A statically linked build (`+crt-static`) is a static PIE unless the
    // code is compiled position-dependent; `-no-pie` on top of it links a
    // binary that crashes at start, so it is left alone (it loads no
    // shared library at all).
    let static_crt = std::env::var("CARGO_CFG_TARGET_FEATURE")
        .unwrap_or_default()
        .split(',')
        .any(|f| f == "crt-static");
    println!("cargo::rerun-if-changed=build.rs");
    if os != "linux" || env != "gnu" || static_crt {
        return;
    }
    println!("cargo::rustc-link-arg-bins=-no-pie");
    println!("cargo::rustc-link-arg-bins=-Wl,-z,lazy");
    if let Some(dir) = static_unwinder() {
        println!("cargo::rustc-link-arg-bins=-L{}", dir.display());
    }
}

/// A directory holding a `libgcc_s.so` linker script that links the static
/// `libgcc_eh` in its place, or `None` when the C compiler has no
/// `libgcc_eh.a` or the build is for another machine (the shared
/// `libgcc_s` is linked then, as usual).
fn static_unwinder() -> Option<std::path::PathBuf> {
    // Only the host's compiler is asked, so only native builds are changed.
    if std::env::var_os("TARGET")? != std::env::var_os("HOST")? {
        return None;
    }
    let cc = std::env::var_os("CC").unwrap_or_else(|| "cc".into());
    let out = std::process::Command::new(cc)
        .arg("-print-file-name=libgcc_eh.a")
        .output()
        .ok()?;
    let path = std::path::PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
    // Without the file, the compiler prints the bare name back.
    if !out.status.success() || !path.is_absolute() || !path.is_file() {
        return None;
    }
    let dir = std::path::PathBuf::from(std::env::var_os("OUT_DIR")?).join("static-unwinder");
    std::fs::create_dir_all(&dir).ok()?;
    std::fs::write(dir.join("libgcc_s.so"), "INPUT(-lgcc_eh)\n").ok()?;
    Some(dir)
}
