//! The placement proof of a `dungeon.lua`, with NetHack 3.7's rules
//! (`dgn::proof::prove_37`), as the reader reports it to every face
//! (`dgn_comp --check`, `dungeon!`, build-support, the language server):
//! an error when every game panics at its start, the warning
//! `unplaceable-level` with the exact probability when some do, and
//! `placement-unproven` where the proof stops short. Rendered diagnostics
//! are compared with snapshots in `snapshots/`.

use dgn_core::dgn::lua;
use dgn_core::diag::WarningPolicy;
use dgn_core::{Render, SourceFile, Target};

/// Reads `src` as a `dungeon.lua`; returns whether the file came out and
/// the rendered diagnostics.
fn render(src: &str) -> (bool, String) {
    let file = SourceFile::new("dungeon.lua", src.as_bytes().to_vec());
    let out = lua::compile(&file, &Target::nethack_37());
    let text: String = out
        .diagnostics
        .iter()
        .map(|d| d.render(&file, false) + "\n")
        .collect();
    (out.file.is_some(), text)
}

/// Two special levels that must share level 3: every game panics.
const NEVER: &str = r#"dungeon = {
   {
      name = "The Dungeons of Doom",
      bonetag = "D",
      base = 10,
      levels = {
         { name = "a", base = 3 },
         { name = "b", base = 3 },
      },
   },
}
"#;

/// The Mines have 8 or 9 levels; with 8, "minend" and "deep" both need
/// level 8, so half the games panic.
const HALF: &str = r#"dungeon = {
   {
      name = "The Dungeons of Doom",
      bonetag = "D",
      base = 10,
      branches = {
         { name = "The Gnomish Mines", base = 2, range = 3 },
      },
   },
   {
      name = "The Gnomish Mines",
      bonetag = "M",
      base = 8,
      range = 2,
      levels = {
         { name = "minend", base = -1 },
         { name = "deep", base = 8 },
      },
   },
}
"#;

#[test]
fn every_game_panics_is_an_error() {
    let (ok, text) = render(NEVER);
    assert!(!ok, "{text}");
    insta::assert_snapshot!("lua_proof_never_placeable", text);
}

#[test]
fn some_games_panic_is_a_warning() {
    let (ok, text) = render(HALF);
    assert!(ok, "{text}");
    insta::assert_snapshot!("lua_proof_half_placeable", text);
    // The warning has its name: `-A unplaceable-level` silences it, `-W`
    // makes it an error.
    let file = SourceFile::new("dungeon.lua", HALF.as_bytes().to_vec());
    let allow = WarningPolicy {
        allowed: vec!["unplaceable-level".into()],
        ..WarningPolicy::default()
    };
    let out = lua::compile_with(&file, &Target::nethack_37(), &allow);
    assert!(out.file.is_some() && out.diagnostics.is_empty());
    let deny = WarningPolicy {
        errors: vec!["unplaceable-level".into()],
        ..WarningPolicy::default()
    };
    let out = lua::compile_with(&file, &Target::nethack_37(), &deny);
    assert!(out.file.is_none());
}

/// A dungeon no branch leads to panics every game ("can't find"), unless
/// it is flagged `unconnected`, as 3.7's tutorial is.
#[test]
fn a_dungeon_without_a_branch() {
    let src = r#"dungeon = {
   { name = "The Dungeons of Doom", bonetag = "D", base = 10 },
   { name = "Side", base = 2 },
}
"#;
    let (ok, text) = render(src);
    assert!(!ok, "{text}");
    insta::assert_snapshot!("lua_proof_no_branch", text);
    let (ok, text) = render(&src.replace("base = 2 }", "base = 2, flags = \"unconnected\" }"));
    assert!(ok && text.is_empty(), "{text}");
}

/// An optional dungeon that the game looks up by name: the proof counts
/// 3.7's look-ups (the tutorial's included) when all five are defined.
#[test]
fn a_looked_up_dungeon_skipped_by_chance() {
    let src = r#"dungeon = {
   {
      name = "The Dungeons of Doom",
      base = 20,
      branches = {
         { name = "The Quest", base = 2 },
         { name = "Sokoban", base = 3 },
         { name = "The Gnomish Mines", base = 4 },
         { name = "Vlad's Tower", base = 5 },
      },
   },
   { name = "The Quest", base = 3 },
   { name = "Sokoban", base = 2, chance = 75 },
   { name = "The Gnomish Mines", base = 4 },
   { name = "Vlad's Tower", base = 2 },
   { name = "The Tutorial", base = 2, flags = { "mazelike", "unconnected" } },
}
"#;
    let (ok, text) = render(src);
    assert!(ok, "{text}");
    insta::assert_snapshot!("lua_proof_looked_up_dungeon_skipped", text);
    // Without the tutorial, the look-ups are those of a game of its own:
    // not counted.
    let without = src.replace(
        "   { name = \"The Tutorial\", base = 2, flags = { \"mazelike\", \"unconnected\" } },\n",
        "",
    );
    let (ok, text) = render(&without);
    assert!(ok && text.is_empty(), "{text}");
    // For NetHack itself (dgn_comp, the language server, build-support with
    // a NetHack target) every look-up counts: without the tutorial every
    // 3.7 game panics, as `dgn_comp --layout` says.
    let file = SourceFile::new("dungeon.lua", without.as_bytes().to_vec());
    let out = lua::compile_for_nethack(&file, &Target::nethack_37(), &WarningPolicy::default());
    assert!(out.file.is_none());
    let text: String = out
        .diagnostics
        .iter()
        .map(|d| d.render(&file, false) + "\n")
        .collect();
    insta::assert_snapshot!("lua_proof_nethack_needs_the_tutorial", text);
    // With all five, NetHack's rule and the port's agree.
    let file = SourceFile::new("dungeon.lua", src.as_bytes().to_vec());
    let port = lua::compile(&file, &Target::nethack_37()).diagnostics;
    let nethack = lua::compile_for_nethack(&file, &Target::nethack_37(), &WarningPolicy::default())
        .diagnostics;
    assert_eq!(port, nethack);
}

/// Past its limits the proof warns `placement-unproven`, naming the limit
/// and the dungeon, and keeps what it found as lower bounds.
#[test]
fn the_proof_stops_short_and_says_so() {
    let mut levels = String::new();
    for i in 0..17 {
        levels.push_str(&format!(
            "         {{ name = \"l{i}\", base = {}, chance = 50 }},\n",
            i + 1
        ));
    }
    let src = format!(
        "dungeon = {{\n   {{\n      name = \"Big\",\n      base = 30,\n      levels = {{\n{levels}      }},\n   }},\n}}\n"
    );
    let (ok, text) = render(&src);
    assert!(ok, "{text}");
    assert!(text.contains("warning[placement-unproven]"), "{text}");
    insta::assert_snapshot!("lua_proof_unproven", text);
}

/// NetHack 3.7's own file: no game panics, nothing to report.
#[test]
fn nethack_37s_own_file_is_proven() {
    let Some(set) = dgn_tests::corpus_set("nethack-3.7") else {
        return;
    };
    let text = std::fs::read_to_string(set.join("dat/dungeon.lua")).unwrap();
    let (ok, diags) = render(&text);
    assert!(ok && diags.is_empty(), "{diags}");
}

/// The same file through `compile_unproven`: read, not proven (for tools
/// that lay out a file seed by seed, panics included).
#[test]
fn unproven_reading_skips_the_proof() {
    let file = SourceFile::new("dungeon.lua", NEVER.as_bytes().to_vec());
    let out = lua::compile_unproven(&file, &Target::nethack_37(), &WarningPolicy::default());
    assert!(out.file.is_some(), "{:?}", out.diagnostics);
    assert!(out.diagnostics.is_empty());
}

/// Every error in one run, for NetHack 3.7: a level name too long for its
/// 15-byte field does not stop the proof, which still finds the two
/// levels that cannot share level 3 and, for NetHack itself, the
/// dungeons 3.7 looks up by name; allowing `looked-up-dungeon` leaves
/// those out.
#[test]
fn a_long_name_does_not_hide_the_proof() {
    let src = NEVER.replace("name = \"b\"", "name = \"a-very-long-level\"");
    let file = SourceFile::new("dungeon.lua", src.as_bytes().to_vec());
    let heads = |out: &lua::Compiled| -> Vec<String> {
        out.diagnostics.iter().map(|d| d.short(&file)).collect()
    };
    let out = lua::compile(&file, &Target::nethack_37());
    assert!(out.file.is_none());
    assert_eq!(
        heads(&out),
        [
            "dungeon.lua:3:14: error: the special levels of dungeon \"The Dungeons of Doom\" cannot be placed: NetHack panics at the start of every game",
            "dungeon.lua:8:19: error: `name` is too long: 17 bytes, at most 14 fit",
        ]
    );
    // Only the name, once the levels fit; for NetHack itself, the look-up
    // of "The Quest" (the first missing) too, unless the check is allowed.
    let src = src
        .replace("base = 3 }", "base = 4 }")
        .replacen("base = 4 }", "base = 3 }", 1);
    let file = SourceFile::new("dungeon.lua", src.as_bytes().to_vec());
    let heads = |out: &lua::Compiled| -> Vec<String> {
        out.diagnostics.iter().map(|d| d.short(&file)).collect()
    };
    let name = "dungeon.lua:8:19: error: `name` is too long: 17 bytes, at most 14 fit";
    let out = lua::compile(&file, &Target::nethack_37());
    assert_eq!(heads(&out), [name]);
    let out = lua::compile_for_nethack(&file, &Target::nethack_37(), &WarningPolicy::default());
    assert_eq!(
        heads(&out),
        [
            "dungeon.lua:3:14: error: no dungeon \"The Quest\" is defined, and NetHack looks it up by name: NetHack panics at the start of every game",
            name,
        ]
    );
    assert_eq!(out.diagnostics[0].code, Some("looked-up-dungeon"));
    let allow = WarningPolicy {
        allowed: vec!["looked-up-dungeon".into()],
        ..WarningPolicy::default()
    };
    let out = lua::compile_for_nethack(&file, &Target::nethack_37(), &allow);
    assert_eq!(heads(&out), [name]);
}
