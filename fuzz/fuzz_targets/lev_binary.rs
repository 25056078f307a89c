//! Any bytes as a binary `.lev` file: no panic, and whatever decodes
//! re-encodes to the same bytes.
#![no_main]

use dgn_core::{lev, Target};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let target = Target::nethack_343();
    if let Ok(level) = lev::decode(data, &target) {
        assert_eq!(lev::write(&level, &target).expect("decoded levels are writable"), data);
    }
});
