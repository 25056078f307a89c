//! UI tests of `dungeon!`: what rustc shows for each kind of mistake.
//!
//! The `.stderr` snapshots belong to the toolchain this workspace is built
//! with (rustc 1.95); another rustc may word or lay out its part of the
//! output differently. Regenerate them with `TRYBUILD=overwrite`.
//!
//! File-form cases name their input relative to the crate trybuild
//! generates in `target/tests/trybuild/dgn-tables-e2e`, so they run only
//! with the default target directory.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.pass("tests/ui/pass-*.rs");
    t.compile_fail("tests/ui/fail-inline-*.rs");
    let default_target = std::env::var_os("CARGO_TARGET_DIR").is_none()
        && std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../target")
            .is_dir();
    if default_target {
        t.compile_fail("tests/ui/fail-file-*.rs");
    } else {
        eprintln!("skipped: file-form UI cases need the default target directory");
    }
}
