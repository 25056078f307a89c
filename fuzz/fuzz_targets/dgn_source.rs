//! Any bytes as a dungeon description: no panic, and whatever compiles
//! survives the binary round trip.
#![no_main]

use dgn_core::{dgn, Render, SourceFile, Target};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let target = Target::nethack_343();
    let src = SourceFile::new("fuzz.def", data.to_vec());
    let out = dgn::compile(&src, &target, &Default::default());
    for d in &out.diagnostics {
        let _ = d.render(&src, false);
    }
    if let Some(model) = out.model {
        let bytes = dgn::write(&model, &target).expect("a checked model is writable");
        let back = dgn::decode(&bytes, &target).expect("written files decode");
        assert_eq!(back, model);
    }
});
