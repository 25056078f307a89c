//! What the variant tests share: the fixtures in `tests/tests/variants/`
//! (descriptions of our own and the bytes each variant's tools write for
//! them) and scratch folders.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The fixture folder of `variant` (`tests/tests/variants/NAME/`).
pub fn fixtures_of(variant: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/tests/variants")
        .join(variant)
}

/// The bytes the fixture `name` of `variant` spells in hexadecimal (any
/// other character, spaces and newlines among them, is left out).
pub fn hex_of(variant: &str, name: &str) -> Vec<u8> {
    let text = std::fs::read_to_string(fixtures_of(variant).join(name)).expect("fixture");
    let digits: Vec<u8> = text.bytes().filter(u8::is_ascii_hexdigit).collect();
    digits
        .chunks(2)
        .map(|p| u8::from_str_radix(std::str::from_utf8(p).unwrap(), 16).unwrap())
        .collect()
}

/// A fresh, empty scratch folder for the test `name`.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dgn-variant-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
