//! Any bytes as a NetHack 3.6 special-level description: no panic, and every
//! level that compiles is written and decodes to the same bytes again.
#![no_main]

use dgn_core::{lev36, Render, SourceFile, Target};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let target = Target::nethack_367();
    let src = SourceFile::new("fuzz.des", data.to_vec());
    let out = lev36::compile(&src, &target, &Default::default());
    for d in &out.diagnostics {
        let _ = d.render(&src, false);
    }
    for (_, level) in out.levels.into_iter().flatten() {
        let bytes = lev36::write(&level, &target).expect("a checked level is writable");
        let back = lev36::decode(&bytes, &target).expect("written files decode");
        assert_eq!(lev36::write(&back, &target).expect("decoded levels are writable"), bytes);
    }
});
