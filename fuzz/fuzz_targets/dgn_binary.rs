//! Any bytes as a binary dungeon file: no panic, and whatever decodes
//! re-encodes to the same bytes.
#![no_main]

use dgn_core::{dgn, Target};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let target = Target::nethack_343();
    if let Ok(model) = dgn::decode(data, &target) {
        assert_eq!(dgn::write(&model, &target).expect("decoded models are writable"), data);
        let _ = dgn::decompile(data, &target);
    }
});
