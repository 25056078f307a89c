//! Conformance: every `.des` file of the NetHack 3.4.3 corpus compiles to
//! exactly the `.lev` files the original C lev_comp wrote: the same set of
//! names and the same bytes.

use std::collections::BTreeMap;

use dgn_core::{lev, Render, SourceFile, Target};
use dgn_tests::corpus_set;

#[test]
fn nethack_343_levels_are_byte_identical() {
    let Some(dir) = corpus_set("nethack-3.4.3") else {
        return;
    };
    let target = Target::nethack_343();
    let files = dgn_tests::des_files(&dir);
    let mut produced: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    let mut failures = Vec::new();
    for path in &files {
        let src = SourceFile::new(path.display().to_string(), std::fs::read(path).unwrap());
        let out = lev::compile(&src, &target, &Default::default());
        let rendered: String = out
            .diagnostics
            .iter()
            .map(|d| d.render(&src, false))
            .collect();
        assert!(out.diagnostics.is_empty(), "{rendered}");
        let levels = out.levels.expect("compiles");
        for (name, level) in levels {
            let bytes = lev::write(&level, &target).unwrap();
            assert!(
                produced.insert(format!("{name}.lev"), bytes).is_none(),
                "{name} defined twice"
            );
        }
    }
    let mut expected: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    for e in std::fs::read_dir(dir.join("expected")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|e| e == "lev") {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            expected.insert(name, std::fs::read(&p).unwrap());
        }
    }
    assert_eq!(expected.len(), 113);
    assert_eq!(
        produced.keys().collect::<Vec<_>>(),
        expected.keys().collect::<Vec<_>>()
    );
    for (name, want) in &expected {
        let got = &produced[name];
        if got != want {
            let at = got
                .iter()
                .zip(want.iter())
                .position(|(a, b)| a != b)
                .unwrap_or(got.len().min(want.len()));
            failures.push(format!(
                "{name}: {} bytes vs {} expected, first difference at byte {at}",
                got.len(),
                want.len()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} files differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Compiling lowers each statement as it is parsed when a file has no
/// lexical or syntax error; parsing the whole file first and lowering after
/// must give the same levels and diagnostics.
fn lowered_as_parsed_equals_lowered_after(src: &SourceFile, target: &Target) {
    let one_pass = lev::compile(src, target, &Default::default());
    let (parsed, mut diags) = lev::parse(src);
    let (levels, lower_diags) = lev::lower::lower(&parsed, target, &Default::default());
    diags.extend(lower_diags);
    dgn_core::diag::sort(&mut diags);
    let ok = !dgn_core::diag::has_errors(&diags);
    assert_eq!(one_pass.diagnostics, diags, "{}", src.name());
    assert_eq!(one_pass.levels, ok.then_some(levels), "{}", src.name());
}

#[test]
fn lowering_while_parsing_changes_nothing() {
    let target = Target::nethack_343();
    let mut sources = vec![
        // Lowering errors and warnings in files that parse.
        "MAZE: \"nomap\", ' '\n",
        "MONSTER: 'a', \"giant ant\", (1,1)\nMAZE: \"late\", ' '\nNOMAP\n",
        "MAZE: \"twice\", ' '\nNOMAP\nMAZE: \"twice\", ' '\nNOMAP\n",
        "MAZE: \"m\", ' '\nGEOMETRY:center,center\nMAP\n...\nENDMAP\nMONSTER: 'a', \"no such thing\", (9,9)\n",
        "LEVEL: \"r\"\nROOM: \"ordinary\", lit, (1,1), (center,center), (5,5)\nNOMAP\n",
        // Syntax and lexical errors (compiled the ordinary way).
        "MAZE: \"m\", ' '\nGEOMETRY:center,center\nMAP\n.Q.\nENDMAP\n",
        "MAZE: \"m\" ' '\nNOMAP\nMONSTER: 'a' \"x\", (1,1)\n",
        "MAZE: \"m\", ' '\nNOMAP\nTRAP: \"arrow\", (1,1) junk\nMAZE: \"n\", ' '\n",
    ]
    .into_iter()
    .enumerate()
    .map(|(i, s)| SourceFile::new(format!("case{i}.des"), s.as_bytes().to_vec()))
    .collect::<Vec<_>>();
    let examples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/levels.des");
    sources.push(SourceFile::new(
        examples.display().to_string(),
        std::fs::read(&examples).unwrap(),
    ));
    if let Some(dir) = corpus_set("nethack-3.4.3") {
        for entry in std::fs::read_dir(dir.join("dat")).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "des") {
                sources.push(SourceFile::new(
                    path.display().to_string(),
                    std::fs::read(&path).unwrap(),
                ));
            }
        }
    }
    for src in &sources {
        lowered_as_parsed_equals_lowered_after(src, &target);
    }
}
