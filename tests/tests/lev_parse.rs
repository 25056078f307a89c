//! Every `.des` file of the NetHack 3.4.3 corpus lexes and parses without a
//! diagnostic.

use dgn_core::{lev, Render, SourceFile};
use dgn_tests::corpus_set;

#[test]
fn every_corpus_des_parses() {
    let Some(dir) = corpus_set("nethack-3.4.3") else {
        return;
    };
    let files = dgn_tests::des_files(&dir);
    assert_eq!(files.len(), 24);
    let mut levels = 0;
    for path in files {
        let src = SourceFile::new(path.display().to_string(), std::fs::read(&path).unwrap());
        let (parsed, diags) = lev::parse(&src);
        assert!(
            diags.is_empty(),
            "{}",
            diags
                .iter()
                .map(|d| d.render(&src, false))
                .collect::<String>()
        );
        assert!(!parsed.stmts.is_empty(), "{}", path.display());
        levels += parsed
            .stmts
            .iter()
            .filter(|s| {
                matches!(
                    s.kind,
                    lev::ast::StmtKind::Maze { .. } | lev::ast::StmtKind::Level { .. }
                )
            })
            .count();
    }
    assert_eq!(levels, 113);
}

#[test]
fn thousands_of_levels_parse_in_linear_time() {
    let mut text = Vec::new();
    for i in 0..5000 {
        text.extend_from_slice(
            format!("MAZE: \"l{i}\", ' '\nGEOMETRY:center,center\nMAP\n...\nENDMAP\nMONSTER: 'a', random, (1,0)\n")
                .as_bytes(),
        );
    }
    let src = SourceFile::new("big.des", text);
    let start = std::time::Instant::now();
    let (parsed, diags) = lev::parse(&src);
    assert!(diags.is_empty());
    assert_eq!(parsed.stmts.len(), 15000);
    assert_eq!(parsed.maps.len(), 5000);
    assert!(start.elapsed().as_secs() < 20);
}

#[test]
fn truncated_and_mangled_corpus_files_never_panic() {
    let Some(dir) = corpus_set("nethack-3.4.3") else {
        return;
    };
    let target = dgn_core::Target::nethack_343();
    for name in ["castle.des", "Knight.des", "oracle.des", "sokoban.des"] {
        let bytes = std::fs::read(dir.join("dat").join(name)).unwrap();
        for cut in (0..bytes.len()).step_by(37) {
            let mut b = bytes[..cut].to_vec();
            let src = SourceFile::new(name, b.clone());
            let _ = lev::compile(&src, &target, &Default::default());
            // Flip one byte too.
            if let Some(x) = b.get_mut(cut / 2) {
                *x ^= 0x5a;
            }
            let src = SourceFile::new(name, b);
            let _ = lev::compile(&src, &target, &Default::default());
        }
    }
}
