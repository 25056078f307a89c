//! Inputs the fuzz targets found, kept so that what they broke stays fixed.
//! Each is compiled with every diagnostic rendered, as the fuzz target does.

use dgn_core::{dgn, lev, lev36, Render, SourceFile, Target};

fn render_all(src: &SourceFile, diags: &[dgn_core::Diagnostic]) -> usize {
    diags.iter().map(|d| d.render(src, false).len()).sum()
}

/// A diagnostic span ending inside a two-byte UTF-8 character made the
/// renderer panic.
#[test]
fn lev36_span_inside_a_character() {
    let bytes = include_bytes!("fuzz-regressions/lev36_source_split_character.des");
    let src = SourceFile::new("crash.des", bytes.to_vec());
    let out = lev36::compile(&src, &Target::nethack_367(), &Default::default());
    assert!(out.levels.is_none());
    assert!(render_all(&src, &out.diagnostics) > 0);
}

/// The same bytes through the other languages' pipelines.
#[test]
fn other_languages_render_the_same_input() {
    let bytes = include_bytes!("fuzz-regressions/lev36_source_split_character.des");
    let src = SourceFile::new("crash.des", bytes.to_vec());
    let out = lev::compile(&src, &Target::nethack_343(), &Default::default());
    assert!(render_all(&src, &out.diagnostics) > 0);
    let out = dgn::compile(&src, &Target::nethack_343(), &Default::default());
    assert!(render_all(&src, &out.diagnostics) > 0);
}
