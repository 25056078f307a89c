//! Any bytes as a special-level description: no panic, and every level that
//! compiles is written and decodes again.
#![no_main]

use dgn_core::{lev, Render, SourceFile, Target};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let target = Target::nethack_343();
    let src = SourceFile::new("fuzz.des", data.to_vec());
    let out = lev::compile(&src, &target, &Default::default());
    for d in &out.diagnostics {
        let _ = d.render(&src, false);
    }
    for (_, level) in out.levels.into_iter().flatten() {
        let bytes = lev::write(&level, &target).expect("a checked level is writable");
        let back = lev::decode(&bytes, &target).expect("written files decode");
        assert_eq!(lev::write(&back, &target).expect("decoded levels are writable"), bytes);
    }
});
