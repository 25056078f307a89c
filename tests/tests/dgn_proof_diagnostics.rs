//! The placement proof as each face reports it: the same description gives
//! the same verdict to `dgn_comp` (which writes NetHack's own file, so names
//! must fit NetHack's buffers) and to the language server, while `dungeon!`
//! and build-support without binaries (tables for a Rust port) take longer
//! names.
//! Rendered diagnostics are compared with snapshots in `snapshots/`.

use dgn_core::dgn::{self, Options};
use dgn_core::{Render, SourceFile, Target};

/// Compiles `src` for NetHack (`nethack`) or for a port; returns whether a
/// model came out and the rendered diagnostics.
fn render(src: &str, nethack: bool) -> (bool, String) {
    let file = SourceFile::new("test.def", src.as_bytes().to_vec());
    let opts = Options {
        nethack,
        ..Options::default()
    };
    let out = dgn::compile(&file, &Target::nethack_343(), &opts);
    let text: String = out
        .diagnostics
        .iter()
        .map(|d| d.render(&file, false) + "\n")
        .collect();
    (out.model.is_some(), text)
}

/// The four dungeons NetHack looks up by name, each reached by a branch
/// from a first dungeon of 20 levels.
fn with_hardwired(first: &str, rest: &str) -> String {
    format!(
        "DUNGEON: \"The Dungeons of Doom\" \"D\" (20, 0)\n\
         BRANCH: \"The Quest\" @ (2, 0)\n\
         BRANCH: \"Sokoban\" @ (3, 0)\n\
         BRANCH: \"The Gnomish Mines\" @ (4, 0)\n\
         BRANCH: \"Vlad's Tower\" @ (5, 0)\n\
         {first}\
         DUNGEON: \"The Quest\" \"Q\" (3, 0)\n\
         DUNGEON: \"Sokoban\" \"S\" (2, 0)\n\
         DUNGEON: \"The Gnomish Mines\" \"M\" (4, 0)\n\
         DUNGEON: \"Vlad's Tower\" \"T\" (2, 0)\n\
         {rest}"
    )
}

/// The example: a level name of 17 bytes. NetHack copies it into a
/// 15-byte buffer, so for NetHack it is an error; a port's tables hold it.
#[test]
fn a_level_name_too_long_for_nethack() {
    let src = with_hardwired("LEVEL: \"abcdefghijklmnopq\" \"none\" @ (7, 0)\n", "");
    let (ok, text) = render(&src, true);
    assert!(!ok, "{text}");
    insta::assert_snapshot!("level_name_too_long_for_nethack", text);
    let (ok, text) = render(&src, false);
    assert!(ok && text.is_empty(), "{text}");
    // Fourteen bytes fit.
    let src = with_hardwired("LEVEL: \"abcdefghijklmn\" \"none\" @ (7, 0)\n", "");
    let (ok, text) = render(&src, true);
    assert!(ok && text.is_empty(), "{text}");
}

/// A prototype file name is copied into a 15-byte buffer too.
#[test]
fn a_prototype_file_name_too_long_for_nethack() {
    let src = with_hardwired(
        "",
        "DUNGEON: \"E\" \"E\" (2, 0)\nPROTOFILE: \"abcdefghijklmnop\"\n",
    );
    let src = src.replace(
        "BRANCH: \"Vlad's Tower\" @ (5, 0)\n",
        "BRANCH: \"Vlad's Tower\" @ (5, 0)\nBRANCH: \"E\" @ (6, 0)\n",
    );
    let (ok, text) = render(&src, true);
    assert!(!ok, "{text}");
    insta::assert_snapshot!("protofile_name_too_long_for_nethack", text);
}

/// A description with "The Gnomish Mines" but not "The Quest" (nor the
/// other two): every game of NetHack panics when it looks "The Quest" up by
/// name, an error when compiling for NetHack. Tables for a port count those
/// look-ups only when all four dungeons are defined: silent.
#[test]
fn missing_looked_up_dungeon_for_nethack_and_for_a_port() {
    let src = "DUNGEON: \"Main\" \"M\" (10, 2)\nBRANCH: \"The Gnomish Mines\" @ (2, 0)\n\
               DUNGEON: \"The Gnomish Mines\" \"G\" (4, 0)\n";
    let (ok, text) = render(src, true);
    assert!(!ok, "{text}");
    insta::assert_snapshot!("missing_looked_up_dungeon_for_nethack", text);
    let (ok, text) = render(src, false);
    assert!(ok && text.is_empty(), "{text}");
    let file = SourceFile::new("test.def", src.as_bytes().to_vec());
    let model = dgn::compile(&file, &Target::nethack_343(), &Options::default())
        .model
        .expect("compiles");
    let p = dgn::proof::prove(&model);
    assert!(p.complete && p.always_panics());
    assert_eq!(p.findings[0].failure, dgn::proof::Failure::MissingDungeon);
    assert!(dgn::proof::prove_with(&model, dgn::proof::ProofRules::PORT).never_panics());
}

/// One of the four skipped by its chance a quarter of the time: a warning
/// with the exact probability, for NetHack and (all four being defined)
/// for a port alike.
#[test]
fn looked_up_dungeon_skipped_by_chance() {
    let src = with_hardwired("", "").replace(
        "DUNGEON: \"Sokoban\" \"S\" (2, 0)\n",
        "DUNGEON: \"Sokoban\" \"S\" (2, 0) 75\n",
    );
    let (ok, nethack) = render(&src, true);
    assert!(ok, "{nethack}");
    let (ok, port) = render(&src, false);
    assert!(ok);
    assert_eq!(nethack, port);
    insta::assert_snapshot!("looked_up_dungeon_skipped_by_chance", nethack);
}

/// More optional levels in one dungeon than the proof follows: it says so
/// (`placement-unproven`) and keeps what it is sure of as a lower bound
/// (the branch that falls outside the first dungeon half of the time).
#[test]
fn a_limit_warns_and_keeps_lower_bounds() {
    let mut levels = String::new();
    for i in 0..17 {
        levels += &format!("LEVEL: \"o{i}\" \"none\" @ ({}, 0) 50\n", i + 1);
    }
    let src = format!(
        "DUNGEON: \"A\" \"a\" (4, 4)\nBRANCH: \"B\" @ (6, 0)\nDUNGEON: \"B\" \"b\" (20, 0)\n{levels}"
    );
    let (ok, text) = render(&src, false);
    assert!(ok, "{text}");
    assert!(text.contains("warning[placement-unproven]"), "{text}");
    assert!(text.contains("at least 1/2 (50%) of games"), "{text}");
    insta::assert_snapshot!("limit_warns_and_keeps_lower_bounds", text);
}

/// The same verdict from the language server's path (compile with
/// `nethack` set) and `dgn_comp --check`'s (`compile_to_bytes`).
#[test]
fn dgn_comp_and_the_language_server_agree() {
    let src = with_hardwired("LEVEL: \"abcdefghijklmnopq\" \"none\" @ (7, 0)\n", "");
    let file = SourceFile::new("test.def", src.as_bytes().to_vec());
    let target = Target::nethack_343();
    let lsp = dgn::compile(
        &file,
        &target,
        &Options {
            nethack: true,
            ..Options::default()
        },
    );
    let comp = dgn::compile_to_bytes(&file, &target, &Options::default())
        .expect_err("an error for NetHack");
    assert_eq!(lsp.diagnostics, comp);
}

/// `looked-up-dungeon` at each level, on a description where a level
/// falls outside its dungeon in half the games and "The Quest" is missing:
/// denied (the default), the look-up takes the other half and every game
/// panics, two errors; warned, the verdict leaves the look-up out (some
/// games panic: a warning) and the look-up is a warning of its own;
/// allowed, only the level is left.
#[test]
fn looked_up_dungeon_denied_warned_and_allowed() {
    let src = "DUNGEON: \"Main\" \"M\" (10, 2)\nLEVEL: \"deep\" \"none\" @ (11, 0)\n";
    let file = SourceFile::new("test.def", src.as_bytes().to_vec());
    let compile = |level: &str| {
        let mut warnings = dgn_core::WarningPolicy::default();
        match level {
            "allow" => warnings.allowed.push("looked-up-dungeon".into()),
            "warn" => warnings.warned.push("looked-up-dungeon".into()),
            _ => {}
        }
        let opts = Options {
            nethack: true,
            warnings,
            ..Options::default()
        };
        dgn::compile(&file, &Target::nethack_343(), &opts)
    };
    let heads = |out: &dgn::Compiled| -> Vec<String> {
        out.diagnostics
            .iter()
            .map(|d| d.render(&file, false).lines().next().unwrap().to_string())
            .collect()
    };
    let denied = compile("deny");
    assert!(denied.model.is_none());
    assert_eq!(
        heads(&denied),
        [
            "error[looked-up-dungeon]: no dungeon \"The Quest\" is defined, and NetHack looks it up by name: NetHack panics at the start of 1/2 (50%) of games",
            "error: level \"deep\" falls outside dungeon \"Main\": NetHack panics at the start of 1/2 (50%) of games",
        ]
    );
    let warned = compile("warn");
    assert!(warned.model.is_some());
    let text: String = warned
        .diagnostics
        .iter()
        .map(|d| d.render(&file, false) + "\n")
        .collect();
    insta::assert_snapshot!("looked_up_dungeon_warned", text);
    let allowed = compile("allow");
    assert!(allowed.model.is_some());
    assert_eq!(
        heads(&allowed),
        ["warning[unplaceable-level]: level \"deep\" falls outside dungeon \"Main\": NetHack panics at the start of 1/2 (50%) of games"]
    );
}

/// A NUL byte cuts a name where NetHack's dgn_comp cuts it: an error,
/// after which the rest of the description is still checked and proven
/// with the name as the C tool reads it.
#[test]
fn a_nul_in_a_name_does_not_hide_the_proof() {
    let src = "DUNGEON: \"Ma\0in\" \"M\" (5, 0)\nLEVEL: \"deep\" \"none\" @ (9, 0)\n";
    let file = SourceFile::new("test.def", src.as_bytes().to_vec());
    let out = dgn::compile(&file, &Target::nethack_343(), &Options::default());
    assert!(out.model.is_none());
    let heads: Vec<String> = out.diagnostics.iter().map(|d| d.short(&file)).collect();
    assert_eq!(
        heads,
        [
            "test.def:1:13: error: NUL byte inside a string",
            "test.def:2:8: error: level \"deep\" falls outside dungeon \"Ma\": NetHack panics at the start of every game",
        ]
    );
}
