//! How the compilers are linked on Linux with glibc (see `build.rs`): at a
//! fixed address, binding symbols lazily, without the shared `libgcc_s`.
#![cfg(all(target_os = "linux", target_env = "gnu", target_arch = "x86_64"))]

const BINS: [&str; 2] = [
    env!("CARGO_BIN_EXE_lev_comp"),
    env!("CARGO_BIN_EXE_dgn_comp"),
];

fn u16_at(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes(b[at..at + 2].try_into().unwrap())
}

fn u64_at(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().unwrap())
}

/// The `(tag, value)` entries of an ELF64 executable's dynamic section.
fn dynamic_entries(elf: &[u8]) -> Vec<(u64, u64)> {
    assert_eq!(&elf[..5], b"\x7fELF\x02", "an ELF64 file");
    let phoff = u64_at(elf, 0x20) as usize;
    let phentsize = usize::from(u16_at(elf, 0x36));
    let phnum = usize::from(u16_at(elf, 0x38));
    for i in 0..phnum {
        let ph = phoff + i * phentsize;
        // PT_DYNAMIC
        if u32::from_le_bytes(elf[ph..ph + 4].try_into().unwrap()) == 2 {
            let (off, size) = (u64_at(elf, ph + 8) as usize, u64_at(elf, ph + 32) as usize);
            return elf[off..off + size]
                .chunks_exact(16)
                .map(|e| (u64_at(e, 0), u64_at(e, 8)))
                .take_while(|&(tag, _)| tag != 0)
                .collect();
        }
    }
    panic!("no dynamic section: not a dynamically linked executable");
}

#[test]
fn position_dependent_and_lazily_bound() {
    for bin in BINS {
        let elf = std::fs::read(bin).unwrap();
        assert_eq!(u16_at(&elf, 0x10), 2, "{bin}: ET_EXEC, not a PIE");
        let dynamic = dynamic_entries(&elf);
        const DT_FLAGS: u64 = 30;
        const DF_BIND_NOW: u64 = 8;
        const DT_FLAGS_1: u64 = 0x6fff_fffb;
        const DF_1_NOW: u64 = 1;
        for (tag, value) in dynamic {
            let now = (tag == DT_FLAGS && value & DF_BIND_NOW != 0)
                || (tag == DT_FLAGS_1 && value & DF_1_NOW != 0);
            assert!(!now, "{bin}: binds every symbol at start");
        }
    }
}

#[test]
fn no_shared_unwinder_when_the_static_one_exists() {
    let static_eh = std::process::Command::new("cc")
        .arg("-print-file-name=libgcc_eh.a")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|p| std::path::PathBuf::from(p.trim()))
        .filter(|p| p.is_absolute() && p.is_file());
    if static_eh.is_none() {
        eprintln!("skipped: the C compiler has no libgcc_eh.a, so libgcc_s is linked");
        return;
    }
    for bin in BINS {
        let elf = std::fs::read(bin).unwrap();
        assert!(
            !elf.windows(13).any(|w| w == b"libgcc_s.so.1"),
            "{bin} needs libgcc_s"
        );
        assert!(elf.windows(9).any(|w| w == b"libc.so.6"), "{bin}: no libc?");
    }
}
