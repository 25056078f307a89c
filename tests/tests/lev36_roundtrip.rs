//! Every `.lev` file the C lev_comp 3.6.7 wrote decodes into an opcode
//! program and writes back to the same bytes; broken files are rejected with
//! an error, never a panic.

use std::fs;
use std::path::PathBuf;

use dgn_core::lev36::{decode, write};
use dgn_core::Target;

fn lev_files() -> Option<Vec<PathBuf>> {
    let set = dgn_tests::corpus_set("nethack-3.6.7")?;
    let mut files: Vec<PathBuf> = fs::read_dir(set.join("expected"))
        .expect("expected/ folder is readable")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "lev"))
        .collect();
    files.sort();
    Some(files)
}

fn file_name(p: &std::path::Path) -> String {
    p.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

#[test]
fn every_expected_lev_file_round_trips() {
    let Some(files) = lev_files() else { return };
    assert_eq!(files.len(), 120, "the 3.6.7 corpus has 120 level files");
    let target = Target::nethack_367();
    let mut failures = Vec::new();
    for path in &files {
        let bytes = fs::read(path).expect("readable");
        let name = file_name(path);
        match decode(&bytes, &target) {
            Err(e) => failures.push(format!("{name}: decode: {e}")),
            Ok(level) => {
                assert!(level.name.is_empty(), "the name is not in the file");
                match write(&level, &target) {
                    Err(e) => failures.push(format!("{name}: write: {e}")),
                    Ok(out) if out != bytes => failures.push(format!(
                        "{name}: bytes differ (wrote {}, expected {})",
                        out.len(),
                        bytes.len()
                    )),
                    Ok(_) => {}
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The smallest level file of the corpus.
fn smallest() -> Option<Vec<u8>> {
    let files = lev_files()?;
    files
        .iter()
        .map(|p| fs::read(p).expect("readable"))
        .min_by_key(Vec::len)
}

#[test]
fn every_truncation_is_an_error() {
    let Some(bytes) = smallest() else { return };
    let target = Target::nethack_367();
    assert!(decode(&bytes, &target).is_ok());
    for len in 0..bytes.len() {
        let e = decode(&bytes[..len], &target).expect_err("truncated file");
        assert!(e.offset <= len, "offset {} past the end {len}", e.offset);
        assert!(
            e.message.contains("remain"),
            "{len}: a truncation is reported as such: {e}"
        );
    }
    let mut longer = bytes.clone();
    longer.push(0);
    let e = decode(&longer, &target).unwrap_err();
    assert_eq!(e.offset, bytes.len());
    assert_eq!(e.message, "1 unexpected bytes after the last opcode");
}

/// Offsets of the string lengths of the pushes in a well-formed file.
fn string_lengths(bytes: &[u8]) -> Vec<usize> {
    let mut at = 48;
    let mut out = Vec::new();
    while at + 4 <= bytes.len() {
        let op = i32::from_le_bytes(bytes[at..at + 4].try_into().unwrap());
        at += 4;
        if op != 40 {
            continue;
        }
        let ty = bytes[at];
        at += 1;
        if ty == 2 || ty == 3 {
            out.push(at);
            let n = i32::from_le_bytes(bytes[at..at + 4].try_into().unwrap());
            at += 4 + n as usize;
        } else {
            at += 8;
        }
    }
    out
}

#[test]
fn corrupted_counts_and_lengths_are_errors() {
    let Some(bytes) = smallest() else { return };
    let target = Target::nethack_367();

    for n in [i64::MAX, (bytes.len() as i64 - 48) / 4 + 1, 1 << 40] {
        let mut b = bytes.clone();
        b[40..48].copy_from_slice(&n.to_le_bytes());
        let e = decode(&b, &target).unwrap_err();
        assert_eq!(e.offset, 40);
        assert!(
            e.message.starts_with(&format!("{n} opcodes need at least")),
            "{e}"
        );
    }
    let mut b = bytes.clone();
    b[40..48].copy_from_slice(&(-1i64).to_le_bytes());
    let e = decode(&b, &target).unwrap_err();
    assert_eq!(e.offset, 40);
    assert_eq!(e.message, "negative number of opcodes (-1)");

    // One opcode too few: bytes are left over; one too many: truncated.
    let n = i64::from_le_bytes(bytes[40..48].try_into().unwrap());
    let mut b = bytes.clone();
    b[40..48].copy_from_slice(&(n - 1).to_le_bytes());
    assert!(decode(&b, &target)
        .unwrap_err()
        .message
        .contains("unexpected bytes after the last opcode"));
    let mut b = bytes.clone();
    b[40..48].copy_from_slice(&(n + 1).to_le_bytes());
    assert!(decode(&b, &target).unwrap_err().message.contains("remain"));

    let lengths = string_lengths(&bytes);
    assert!(!lengths.is_empty(), "the file has strings");
    for &at in &lengths {
        for bad in [-1i32, i32::MAX, (bytes.len() - at) as i32] {
            let mut b = bytes.clone();
            b[at..at + 4].copy_from_slice(&bad.to_le_bytes());
            let e = decode(&b, &target).unwrap_err();
            if bad < 0 {
                assert_eq!(e.offset, at);
                assert!(e.message.starts_with("negative length of"), "{e}");
            } else {
                assert_eq!(e.offset, at + 4, "{e}");
                assert!(e.message.starts_with("truncated: "), "{e}");
            }
        }
    }
}

#[test]
fn bad_header_opcode_and_type_are_reported() {
    let Some(bytes) = smallest() else { return };
    let target = Target::nethack_367();

    let mut b = bytes.clone();
    b[8] ^= 1;
    let e = decode(&b, &target).unwrap_err();
    assert_eq!(e.offset, 8);
    assert!(e.message.starts_with("bad version header"), "{e}");
    assert!(decode(&bytes, &Target::nethack_343()).is_err());

    let mut b = bytes.clone();
    b[48..52].copy_from_slice(&76i32.to_le_bytes());
    let e = decode(&b, &target).unwrap_err();
    assert_eq!(e.offset, 48);
    assert_eq!(e.message, "unknown opcode 76 (opcode #0)");

    // The first opcode of a compiled level is a push.
    assert_eq!(bytes[48..52], 40i32.to_le_bytes());
    for (ty, msg) in [
        (0u8, "a push of the null value type"),
        (9, "a push of a selection"),
        (10, "unknown value type 10 in push #0"),
        (0xff, "unknown value type 255 in push #0"),
    ] {
        let mut b = bytes.clone();
        b[52] = ty;
        let e = decode(&b, &target).unwrap_err();
        assert_eq!(e.offset, 52);
        assert!(e.message.starts_with(msg), "{e}");
    }
}

#[test]
fn every_single_byte_change_is_handled() {
    let Some(bytes) = smallest() else { return };
    let target = Target::nethack_367();
    for i in 40..bytes.len() {
        for v in [0u8, 1, 2, 3, 0x28, 0x7f, 0x80, 0xff] {
            let mut b = bytes.clone();
            b[i] = v;
            // Either an error or a level that writes back to the same bytes
            // (and that the decompiler prints or refuses, without panicking).
            if let Ok(level) = decode(&b, &target) {
                assert_eq!(write(&level, &target).unwrap(), b, "byte {i} = {v}");
                let _ = dgn_core::lev36::print(&level, "t", &target);
                let _ = dgn_core::lev36::decompile(&b, "t", &target);
            }
        }
    }
}

#[test]
fn random_bytes_never_panic() {
    let target = Target::nethack_367();
    let header = target.version_bytes();
    // A small xorshift generator: reproducible, no dependency.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for round in 0..3000 {
        let len = (next() % 300) as usize;
        let mut b: Vec<u8> = (0..len).map(|_| next() as u8).collect();
        if round % 2 == 0 {
            // Behind a valid header, with a plausible count and opcodes, so
            // that the generator reaches past the first checks.
            let mut v = header.clone();
            v.extend_from_slice(&((next() % 40) as i64).to_le_bytes());
            for _ in 0..(next() % 40) {
                let op = if next() % 2 == 0 { 40 } else { next() % 80 } as i32;
                v.extend_from_slice(&op.to_le_bytes());
                if op == 40 {
                    v.push((next() % 10) as u8);
                    let k = (next() % 12) as usize;
                    v.extend((0..k).map(|_| (next() % 4) as u8));
                }
            }
            v.extend_from_slice(&b);
            b = v;
        }
        if let Ok(level) = decode(&b, &target) {
            assert_eq!(write(&level, &target).unwrap(), b);
        }
    }
}

/// How many of the 120 corpus files decompile to source that compiles back
/// to exactly their bytes.
const DECOMPILED_EXACTLY: usize = 120;

#[test]
fn corpus_files_decompile_exactly() {
    let Some(files) = lev_files() else { return };
    let target = Target::nethack_367();
    let mut ok = 0;
    let mut failures = Vec::new();
    for path in &files {
        let bytes = fs::read(path).expect("readable");
        let name = file_name(path);
        let stem = name.trim_end_matches(".lev");
        match dgn_core::lev36::decompile(&bytes, stem, &target) {
            Ok(text) => {
                // `decompile` checks this itself; check it again here.
                let src = dgn_core::SourceFile::new(stem, text);
                let out = dgn_core::lev36::compile(&src, &target, &Default::default());
                let levels = out.levels.expect("decompiled source compiles");
                assert_eq!(levels.len(), 1);
                assert_eq!(levels[0].0, stem.as_bytes());
                assert_eq!(write(&levels[0].1, &target).unwrap(), bytes, "{name}");
                ok += 1;
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    eprintln!("{ok} of {} files decompile exactly", files.len());
    for f in &failures {
        eprintln!("{f}");
    }
    assert_eq!(ok, DECOMPILED_EXACTLY, "{}", failures.join("\n"));
}
