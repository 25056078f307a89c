//! Any bytes as a NetHack 3.6 `.lev` file: no panic, whatever decodes
//! re-encodes to the same bytes, and decompiling never returns wrong text.
#![no_main]

use dgn_core::{lev36, Target};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let target = Target::nethack_367();
    if let Ok(level) = lev36::decode(data, &target) {
        assert_eq!(lev36::write(&level, &target).expect("decoded levels are writable"), data);
        let _ = lev36::decompile(data, "fuzz", &target);
    }
});
