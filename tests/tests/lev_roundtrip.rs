//! Every `.lev` file the C `lev_comp` wrote for 3.4.3 decodes into the model
//! and writes back to the same bytes; broken files are rejected with an
//! error, never a panic.

use std::fs;
use std::path::PathBuf;

use dgn_core::lev::{decode, write};
use dgn_core::Target;

fn lev_files() -> Option<Vec<PathBuf>> {
    let set = dgn_tests::corpus_set("nethack-3.4.3")?;
    let mut files: Vec<PathBuf> = fs::read_dir(set.join("expected"))
        .expect("expected/ folder is readable")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "lev"))
        .collect();
    files.sort();
    Some(files)
}

#[test]
fn every_expected_lev_file_round_trips() {
    let Some(files) = lev_files() else { return };
    assert_eq!(files.len(), 113, "the 3.4.3 corpus has 113 level files");
    let target = Target::nethack_343();
    let mut failures = Vec::new();
    for path in &files {
        let bytes = fs::read(path).expect("readable");
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        match decode(&bytes, &target) {
            Err(e) => failures.push(format!("{name}: decode: {e}")),
            Ok(level) => match write(&level, &target) {
                Err(e) => failures.push(format!("{name}: write: {e}")),
                Ok(out) if out != bytes => {
                    let at = out
                        .iter()
                        .zip(&bytes)
                        .position(|(a, b)| a != b)
                        .unwrap_or(out.len().min(bytes.len()));
                    failures.push(format!(
                        "{name}: bytes differ at {at} (wrote {}, expected {})",
                        out.len(),
                        bytes.len()
                    ));
                }
                Ok(_) => {}
            },
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The smallest maze and room level files of the corpus.
fn small_files() -> Option<Vec<Vec<u8>>> {
    let files = lev_files()?;
    let target = Target::nethack_343();
    let mut maze: Option<Vec<u8>> = None;
    let mut rooms: Option<Vec<u8>> = None;
    for path in files {
        let bytes = fs::read(&path).expect("readable");
        let slot = match bytes.get(32) {
            Some(2) => &mut maze,
            Some(1) => &mut rooms,
            _ => continue,
        };
        if slot.as_ref().is_none_or(|b| b.len() > bytes.len()) {
            assert!(decode(&bytes, &target).is_ok());
            *slot = Some(bytes);
        }
    }
    Some(maze.into_iter().chain(rooms).collect())
}

#[test]
fn every_truncation_is_an_error() {
    let Some(files) = small_files() else { return };
    assert_eq!(files.len(), 2, "a maze level and a room level");
    let target = Target::nethack_343();
    for bytes in files {
        for len in 0..bytes.len() {
            let e = decode(&bytes[..len], &target).expect_err("truncated file");
            assert!(e.offset <= len, "offset {} past the end {len}", e.offset);
            if len >= 32 {
                // Either a field runs past the end, or a count promises
                // more entries than the bytes left can hold.
                assert!(e.message.contains("remain"), "{len}: {e}");
            }
        }
        let mut longer = bytes.clone();
        longer.push(0);
        let e = decode(&longer, &target).unwrap_err();
        assert_eq!(e.offset, bytes.len());
        assert_eq!(e.message, "1 unexpected bytes after the end of the level");
    }
}

#[test]
fn bad_header_and_kind_are_reported() {
    let Some(files) = small_files() else { return };
    let target = Target::nethack_343();
    let bytes = &files[0];

    let mut b = bytes.clone();
    b[8] ^= 1;
    let e = decode(&b, &target).unwrap_err();
    assert_eq!(e.offset, 8);
    assert!(e.message.starts_with("bad version header"), "{e}");
    assert!(decode(bytes, &Target::nethack_367()).is_err());

    let mut b = bytes.clone();
    b[32] = 7;
    let e = decode(&b, &target).unwrap_err();
    assert_eq!(e.offset, 32);
    assert_eq!(
        e.message,
        "unknown level kind 7 (1: room level, 2: maze level)"
    );
}

#[test]
fn corrupted_counts_are_errors() {
    let Some(files) = small_files() else { return };
    let target = Target::nethack_343();
    let maze = &files[0];
    // Header (32), kind (1), init (8), flags (8), message length and text,
    // filling (1): then the number of map parts.
    let msg_len = usize::from(maze[49]);
    let parts_at = 50 + msg_len + 1;

    let mut b = maze.clone();
    b[parts_at] = 127;
    let e = decode(&b, &target).unwrap_err();
    assert_eq!(e.offset, parts_at);
    assert!(e.message.starts_with("127 map parts need at least"), "{e}");

    let mut b = maze.clone();
    b[parts_at] = 0x80;
    let e = decode(&b, &target).unwrap_err();
    assert_eq!(e.offset, parts_at);
    assert_eq!(e.message, "negative number of map parts (-128)");

    // The message length pointing past the end of the file.
    let mut b = maze[..60.min(maze.len())].to_vec();
    b[49] = 255;
    let e = decode(&b, &target).unwrap_err();
    assert_eq!(e.offset, 50);
    assert!(
        e.message
            .starts_with("truncated: the message needs 255 bytes"),
        "{e}"
    );
}

#[test]
fn every_single_byte_change_is_handled() {
    let Some(files) = small_files() else { return };
    let target = Target::nethack_343();
    for bytes in files {
        for i in 32..bytes.len() {
            for v in [0u8, 1, 0x7f, 0x80, 0xff] {
                let mut b = bytes.clone();
                b[i] = v;
                // Either an error or a level that writes back to the same bytes.
                if let Ok(level) = decode(&b, &target) {
                    assert_eq!(write(&level, &target).unwrap(), b, "byte {i} = {v}");
                }
            }
        }
    }
}
