//! Every error and warning of the dungeon compiler, as rendered for a user.
//!
//! Each case is a small dungeon description; its rendered diagnostics are
//! compared with a snapshot in `snapshots/`. Cases marked `rejects` must not
//! produce a model; `accepts` cases must (warnings only).

use dgn_core::dgn::{self, InputKind, Options};
use dgn_core::{Features, Render, SourceFile, Target};

fn render(src: &str, opts: &Options) -> (bool, String) {
    let file = SourceFile::new("test.def", src.as_bytes().to_vec());
    let out = dgn::compile(&file, &Target::nethack_343(), opts);
    let text: String = out
        .diagnostics
        .iter()
        .map(|d| d.render(&file, false) + "\n")
        .collect();
    (out.model.is_some(), text)
}

macro_rules! case {
    ($name:ident, rejects, $src:expr) => {
        #[test]
        fn $name() {
            let (ok, text) = render($src, &Options::default());
            assert!(!ok, "expected an error, got:\n{text}");
            insta::assert_snapshot!(stringify!($name), text);
        }
    };
    ($name:ident, accepts, $src:expr) => {
        #[test]
        fn $name() {
            let (ok, text) = render($src, &Options::default());
            assert!(ok, "expected success, got:\n{text}");
            assert!(!text.is_empty(), "expected a warning");
            insta::assert_snapshot!(stringify!($name), text);
        }
    };
}

const D: &str = "DUNGEON: \"Main\" \"M\" (10, 2)\n";

// --- Errors NetHack's dgn_comp reports too -------------------------------

case!(
    syntax_missing_colon,
    rejects,
    "DUNGEON \"Main\" \"M\" (10, 2)\n"
);
case!(
    syntax_every_error_reported,
    rejects,
    "DUNGEON: \"A\" \"a\" (1 2)\nLEVEL: \"x\" \"x\" (1, 0)\nBRANCH: \"B\" @ 1\n"
);
case!(syntax_unexpected_eof, rejects, "DUNGEON: \"A\" \"a\" (1,");
case!(
    description_town,
    rejects,
    &format!("{D}DESCRIPTION: town\n")
);
case!(
    description_alignment,
    rejects,
    &format!("{D}DESCRIPTION: lawful\n")
);
case!(
    description_unaligned,
    rejects,
    &format!("{D}DESCRIPTION: unaligned\n")
);
case!(
    alignment_not_alignment,
    rejects,
    &format!("{D}ALIGNMENT: hellish\n")
);
case!(
    leveldesc_alignment,
    rejects,
    &format!("{D}LEVEL: \"a\" \"a\" @ (1, 0)\nLEVELDESC: chaotic\n")
);
case!(
    levalign_not_alignment,
    rejects,
    &format!("{D}LEVEL: \"a\" \"a\" @ (1, 0)\nLEVALIGN: town\n")
);
case!(bones_too_long, rejects, "DUNGEON: \"A\" \"ab\" (1, 0)\n");
case!(bones_empty, rejects, "DUNGEON: \"A\" \"\" (1, 0)\n");
case!(
    absolute_base_out_of_range,
    rejects,
    &format!("{D}LEVEL: \"a\" \"a\" @ (33, 0)\n")
);
case!(
    absolute_range_below_minus_one,
    rejects,
    &format!("{D}LEVEL: \"a\" \"a\" @ (3, -2)\n")
);
case!(
    absolute_range_past_bottom,
    rejects,
    &format!("{D}LEVEL: \"a\" \"a\" @ (30, 5)\n")
);
case!(
    absolute_negative_base_range,
    rejects,
    &format!("{D}LEVEL: \"a\" \"a\" @ (-2, 2)\n")
);
case!(
    absolute_range_overflowing_int,
    rejects,
    &format!("{D}LEVEL: \"a\" \"a\" @ (5, 2147483647)\n")
);
case!(
    relative_base_out_of_range,
    rejects,
    "DUNGEON: \"A\" \"a\" (-40, 0)\n"
);
case!(chain_level_unknown, rejects, &format!("{D}LEVEL: \"a\" \"a\" @ (1, 0)\nLEVEL: \"b\" \"b\" @ (2, 0)\nCHAINLEVEL: \"c\" \"c\" \"bb\" + (1, 0)\n"));
case!(
    chain_level_first_of_dungeon,
    rejects,
    &format!("{D}LEVEL: \"a\" \"a\" @ (1, 0)\nCHAINLEVEL: \"c\" \"c\" \"a\" + (1, 0)\n")
);
case!(chain_level_other_dungeon, rejects, &format!("{D}BRANCH: \"Two\" @ (2, 0)\nLEVEL: \"a\" \"a\" @ (1, 0)\nLEVEL: \"b\" \"b\" @ (3, 0)\nDUNGEON: \"Two\" \"T\" (3, 0)\nLEVEL: \"c\" \"c\" @ (1, 0)\nCHAINLEVEL: \"d\" \"d\" \"b\" + (1, 0)\n"));
case!(chain_level_duplicate_name, rejects, &format!("{D}LEVEL: \"a\" \"a\" @ (1, 0)\nLEVEL: \"b\" \"b\" @ (2, 0)\nCHAINLEVEL: \"a\" \"c\" \"b\" + (1, 0)\n"));
case!(chain_level_probabilistic, rejects, &format!("{D}LEVEL: \"a\" \"a\" @ (1, 0)\nLEVEL: \"b\" \"b\" @ (2, 0) 50\nCHAINLEVEL: \"c\" \"c\" \"b\" + (1, 0)\n"));
case!(
    chain_level_itself,
    rejects,
    &format!("{D}LEVEL: \"a\" \"a\" @ (1, 0)\nCHAINLEVEL: \"c\" \"c\" \"c\" + (1, 0)\n")
);
case!(
    chain_level_before_dungeon,
    rejects,
    "CHAINLEVEL: \"c\" \"c\" \"a\" + (1, 0)\n"
);
case!(branch_reverse, rejects, "DUNGEON: \"A\" \"a\" (5, 0)\nBRANCH: \"B\" @ (2, 0)\nDUNGEON: \"B\" \"b\" (5, 0)\nBRANCH: \"A\" @ (2, 0)\n");
case!(branch_chain_unknown, rejects, &format!("{D}LEVEL: \"a\" \"a\" @ (1, 0)\nCHAINBRANCH: \"X\" \"b\" + (1, 0)\nDUNGEON: \"X\" \"x\" (2, 0)\n"));
case!(branch_chain_probabilistic, rejects, &format!("{D}LEVEL: \"a\" \"a\" @ (1, 0) 40\nCHAINBRANCH: \"X\" \"a\" + (1, 0)\nDUNGEON: \"X\" \"x\" (2, 0)\n"));
case!(branch_slot_check_of_c_tool, rejects, "DUNGEON: \"A\" \"a\" (5, 0)\nBRANCH: \"B\" @ (2, 0)\nBRANCH: \"C\" @ (3, 0)\nDUNGEON: \"B\" \"b\" (5, 0)\nDUNGEON: \"C\" \"c\" (5, 0)\nDUNGEON: \"D\" \"d\" (5, 0)\nBRANCH: \"E\" @ (1, 0)\nDUNGEON: \"E\" \"e\" (2, 0)\n");
case!(
    branch_before_dungeon,
    rejects,
    "BRANCH: \"A\" @ (1, 0)\nDUNGEON: \"A\" \"a\" (1, 0)\n"
);
case!(no_dungeon, rejects, "# nothing but a comment\n");
case!(only_levels, rejects, "LEVEL: \"a\" \"a\" @ (1, 0)\n");

// --- Errors for what the C tool mishandles --------------------------------

case!(
    name_too_long,
    rejects,
    "DUNGEON: \"The Dungeons of Doom and Then Some\" \"D\" (5, 0)\n"
);
case!(
    level_name_too_long,
    rejects,
    &format!("{D}LEVEL: \"abcdefghijklmnopqrstuvwx\" \"a\" @ (1, 0)\n")
);
case!(nul_in_string, rejects, "DUNGEON: \"A\0B\" \"a\" (5, 0)\n");
case!(
    integer_overflow,
    rejects,
    "DUNGEON: \"A\" \"a\" (5, 0) 99999999999\n"
);
case!(
    rand_overflows_short,
    rejects,
    "DUNGEON: \"A\" \"a\" (5, 70000)\n"
);
case!(
    entry_before_dungeon,
    rejects,
    "ENTRY: 1\nDUNGEON: \"A\" \"a\" (5, 0)\n"
);
case!(
    leveldesc_before_level,
    rejects,
    &format!("{D}LEVELDESC: town\n")
);
case!(
    level_before_dungeon,
    rejects,
    "LEVEL: \"a\" \"a\" @ (1, 0)\nDUNGEON: \"A\" \"a\" (5, 0)\n"
);
case!(unterminated_string, rejects, "DUNGEON: \"A \"a\" (5, 0)\n");
case!(
    unknown_keyword,
    rejects,
    "DUNGEON: \"A\" \"a\" (5, 0)\nLEVLE: \"x\" \"x\" @ (1, 0)\n"
);
case!(
    misspelt_descriptor,
    rejects,
    &format!("{D}DESCRIPTION: mazelik\n")
);
case!(
    misspelt_branch_type,
    rejects,
    "DUNGEON: \"A\" \"a\" (5, 0)\nBRANCH: \"B\" @ (1, 0) protal\nDUNGEON: \"B\" \"b\" (1, 0)\n"
);
case!(
    unexpected_character,
    rejects,
    &format!("{D}LEVEL: \"a\" \"a\" @ (1; 0)\n")
);
case!(
    hash_not_at_line_start,
    rejects,
    &format!("{D}  # indented comment\n")
);
case!(
    unknown_feature_line,
    rejects,
    &format!("{D}%REINCARNATON LEVEL: \"r\" \"r\" @ (1, 0)\n")
);

#[test]
fn too_many_dungeons() {
    let mut src = String::from("DUNGEON: \"D0\" \"none\" (5, 0)\n");
    for i in 1..17 {
        src.push_str(&format!("BRANCH: \"D{i}\" @ (1, 0)\n"));
    }
    for i in 1..17 {
        src.push_str(&format!("DUNGEON: \"D{i}\" \"none\" (5, 0)\n"));
    }
    let (ok, text) = render(&src, &Options::default());
    assert!(!ok);
    insta::assert_snapshot!("too_many_dungeons", text);
}

#[test]
fn too_many_levels() {
    let mut src = String::from("DUNGEON: \"D\" \"none\" (5, 0)\n");
    for i in 0..51 {
        src.push_str(&format!("LEVEL: \"l{i}\" \"none\" @ (1, 0)\n"));
    }
    let (ok, text) = render(&src, &Options::default());
    assert!(!ok);
    insta::assert_snapshot!("too_many_levels", text);
}

#[test]
fn too_many_branches() {
    let mut src = String::from("DUNGEON: \"D\" \"none\" (5, 0)\n");
    for i in 0..33 {
        src.push_str(&format!("BRANCH: \"B{i}\" @ (1, 0)\n"));
    }
    let (ok, text) = render(&src, &Options::default());
    assert!(!ok);
    // The 33rd branch is the error; the other lines warn about dungeons that are never defined.
    assert!(
        text.contains("error: too many branches: at most 32 are allowed in all"),
        "{text}"
    );
    assert!(text.contains("test.def:34:1"), "{text}");
    assert_eq!(text.matches("error:").count(), 1, "{text}");
}

#[test]
fn exactly_the_limits_compile() {
    // 50 special levels and 32 branches, placed so that every game can
    // start: the format's limits compile. NetHack runs at most 15 dungeons.
    let mut src = String::from("DUNGEON: \"D0\" \"none\" (32, 0)\n");
    // The first four are the dungeons NetHack looks up by name.
    let name = |i: usize| match i {
        1 => "The Quest".to_string(),
        2 => "Sokoban".to_string(),
        3 => "The Gnomish Mines".to_string(),
        4 => "Vlad's Tower".to_string(),
        _ => format!("D{i}"),
    };
    for i in 0..32 {
        src.push_str(&format!("BRANCH: \"{}\" @ (1, 0)\n", name(i % 14 + 1)));
    }
    for i in 0..32 {
        src.push_str(&format!("LEVEL: \"l{i}\" \"none\" @ ({}, 0)\n", i + 1));
    }
    for i in 1..15 {
        src.push_str(&format!("DUNGEON: \"{}\" \"none\" (5, 0)\n", name(i)));
        if i < 10 {
            src.push_str(&format!(
                "LEVEL: \"m{i}\" \"none\" @ (1, 0)\nLEVEL: \"n{i}\" \"none\" @ (2, 0)\n"
            ));
        }
    }
    let opts = Options {
        warnings: dgn_core::WarningPolicy {
            all_allowed: true,
            ..Default::default()
        },
        ..Default::default()
    };
    let file = SourceFile::new("t", src.clone().into_bytes());
    let out = dgn::compile_to_bytes(&file, &Target::nethack_343(), &opts).expect("compiles");
    assert_eq!(out.0.len(), 32 + 4 + 15 * 76 + 50 * 48 + 32 * 40);
    // A 16th dungeon fits the format, but NetHack refuses every game.
    src.push_str("DUNGEON: \"D15\" \"none\" (5, 0)\n");
    let (ok, text) = render(&src, &opts);
    assert!(!ok);
    assert!(
        text.starts_with(
            "error: the file defines 16 dungeons: NetHack panics at the start of every game"
        ),
        "{text}"
    );
    assert!(text.contains("init_dungeons: too many dungeons"), "{text}");
}

#[test]
fn all_errors_of_a_file_in_one_run() {
    let src = "DUNGEON: \"A\" \"ab\" (40, 0)\nDESCRIPTION: town\nLEVEL: \"x\" \"x\" @ (1, 40)\nBRANCH: \"B\" @ (1,0) sideways\n";
    let (ok, text) = render(src, &Options::default());
    assert!(!ok);
    assert_eq!(
        text.lines().filter(|l| l.starts_with("error")).count(),
        5,
        "{text}"
    );
}

// --- Warnings: the manual's rules that the C tool never checks ------------

case!(warn_duplicate_dungeon, accepts, "DUNGEON: \"A\" \"a\" (5, 0)\nBRANCH: \"B\" @ (1, 0)\nDUNGEON: \"B\" \"b\" (5, 0)\nDUNGEON: \"B\" \"c\" (5, 0)\n");
case!(
    warn_unreachable_dungeon,
    rejects,
    "DUNGEON: \"A\" \"a\" (5, 0)\nDUNGEON: \"B\" \"b\" (5, 0)\n"
);
// A misspelt branch: the error is at the branch, the dungeon it meant is
// a second label, and the separate unknown-dungeon warning is folded in.
case!(
    misspelt_branch_is_the_error,
    rejects,
    "DUNGEON: \"The Dungeons of Doom\" \"D\" (25, 5)\nBRANCH: \"The Gnomish Mnies\" @ (2, 3)\n\nDUNGEON: \"The Gnomish Mines\" \"M\" (8, 2)\n"
);
case!(
    warn_unreachable_optional_dungeon,
    accepts,
    "DUNGEON: \"A\" \"a\" (5, 0)\nDUNGEON: \"B\" \"b\" (5, 0) 40\n"
);

// --- The start of a game, proven for every roll of the dice ----------------

/// Sixteen dungeons, each reached by a branch from the first.
fn sixteen_dungeons() -> String {
    let mut s = String::from("DUNGEON: \"D0\" \"none\" (20, 0)\n");
    for i in 1..16 {
        s.push_str(&format!("BRANCH: \"D{i}\" @ ({i}, 0)\n"));
    }
    for i in 1..16 {
        s.push_str(&format!("DUNGEON: \"D{i}\" \"none\" (2, 0)\n"));
    }
    s
}

case!(
    proof_mines_placeable_half_the_time,
    accepts,
    "DUNGEON: \"The Dungeons of Doom\" \"D\" (25, 5)\nBRANCH: \"The Gnomish Mines\" @ (2, 3)\n\
     DUNGEON: \"The Gnomish Mines\" \"M\" (8, 2)\nLEVEL: \"minetn\" \"T\" @ (3, 2)\n\
     LEVEL: \"minend\" \"E\" @ (-1, 0)\nLEVEL: \"deep\" \"none\" @ (8, 0)\n"
);
case!(
    proof_never_placeable,
    rejects,
    &format!("{D}LEVEL: \"a\" \"a\" @ (2, 1)\nLEVEL: \"b\" \"b\" @ (2, 1)\nLEVEL: \"c\" \"c\" @ (1, 2)\n")
);
case!(
    proof_chain_past_the_bottom,
    accepts,
    "DUNGEON: \"A\" \"a\" (4, 0)\nLEVEL: \"top\" \"t\" @ (1, 0)\nLEVEL: \"x\" \"x\" @ (2, 3)\nCHAINLEVEL: \"y\" \"y\" \"x\" + (2, 0)\n"
);
case!(
    proof_branch_outside_and_later_panics,
    accepts,
    "DUNGEON: \"A\" \"a\" (4, 4)\nBRANCH: \"B\" @ (6, 0)\nDUNGEON: \"B\" \"b\" (3, 2)\nLEVEL: \"x\" \"x\" @ (3, 0)\n"
);
case!(
    proof_every_game_panics_somewhere,
    rejects,
    "DUNGEON: \"A\" \"a\" (4, 2)\nBRANCH: \"B\" @ (5, 0)\nDUNGEON: \"B\" \"b\" (3, 0)\nLEVEL: \"x\" \"x\" @ (1, 0)\nLEVEL: \"y\" \"y\" @ (1, 0)\n"
);
case!(
    proof_too_many_dungeons_for_nethack,
    rejects,
    &sixteen_dungeons()
);
case!(
    warn_invalid_depth,
    accepts,
    "DUNGEON: \"A\" \"a\" (0, -1)\n"
);
case!(
    warn_duplicate_bones_dungeons,
    accepts,
    "DUNGEON: \"A\" \"a\" (5, 0)\nBRANCH: \"B\" @ (1, 0)\nDUNGEON: \"B\" \"a\" (5, 0)\n"
);
case!(
    warn_duplicate_bones_levels,
    accepts,
    &format!("{D}LEVEL: \"x\" \"q\" @ (1, 0)\nLEVEL: \"y\" \"q\" @ (2, 0)\n")
);
case!(
    warn_branch_to_undefined,
    accepts,
    &format!("{D}BRANCH: \"Nowhere\" @ (1, 0)\n")
);
case!(
    warn_branch_from_optional,
    accepts,
    "DUNGEON: \"A\" \"a\" (5, 0) 50\nBRANCH: \"B\" @ (1, 0)\nDUNGEON: \"B\" \"b\" (5, 0)\n"
);
case!(warn_branch_chain_probabilistic_missed_by_c, accepts, "DUNGEON: \"A\" \"a\" (5, 0)\nLEVEL: \"x\" \"x\" @ (1, 0) 30\nBRANCH: \"B\" @ (1, 0)\nCHAINBRANCH: \"C\" \"x\" + (1, 0)\nDUNGEON: \"B\" \"b\" (5, 0)\nDUNGEON: \"C\" \"c\" (5, 0)\n");
case!(
    warn_duplicate_plain_level,
    accepts,
    &format!("{D}LEVEL: \"x\" \"x\" @ (1, 0)\nLEVEL: \"x\" \"y\" @ (2, 0)\n")
);
case!(warn_leveldesc_of_earlier_dungeon, accepts, "DUNGEON: \"A\" \"a\" (5, 0)\nBRANCH: \"B\" @ (1, 0)\nLEVEL: \"x\" \"x\" @ (1, 0)\nDUNGEON: \"B\" \"b\" (5, 0)\nLEVELDESC: town\n");
case!(
    warn_self_branch,
    accepts,
    "DUNGEON: \"A\" \"a\" (5, 0)\nBRANCH: \"A\" @ (1, 0)\n"
);
case!(
    warn_chance_range,
    accepts,
    &format!("{D}LEVEL: \"x\" \"x\" @ (1, 0) 150\n")
);
case!(
    warn_rndlevs_range,
    accepts,
    &format!("{D}RNDLEVEL: \"x\" \"x\" @ (1, 0) 0\n")
);
case!(
    warn_malformed_integer,
    accepts,
    "DUNGEON: \"A\" \"a\" (5-1, 0)\n"
);
case!(
    warn_run_together,
    accepts,
    "DUNGEON: \"A\" \"a\" (5, 0)\nBRANCH: \"B\" @ (1, 0) portalup\nDUNGEON: \"B\" \"b\" (1, 0)\n"
);
case!(
    warn_multiline_string,
    accepts,
    "DUNGEON: \"A\nB\" \"a\" (5, 0)\n"
);

#[test]
fn warnings_as_errors() {
    let opts = Options {
        warnings: dgn_core::WarningPolicy {
            all_errors: true,
            ..Default::default()
        },
        ..Default::default()
    };
    let (ok, text) = render("DUNGEON: \"A\" \"a\" (0, 0)\n", &opts);
    assert!(!ok);
    insta::assert_snapshot!("warnings_as_errors", text);
}

#[test]
fn pdf_rejects_feature_lines() {
    let opts = Options {
        input: InputKind::Pdf,
        ..Default::default()
    };
    let (ok, text) = render(
        "DUNGEON: \"A\" \"a\" (5, 0)\n%REINCARNATION LEVEL: \"r\" \"r\" @ (1, 0)\n",
        &opts,
    );
    assert!(!ok);
    insta::assert_snapshot!("pdf_rejects_feature_lines", text);
}

#[test]
fn undefined_feature_drops_its_lines() {
    let mut features = Features::new();
    features.undefine("REINCARNATION");
    let opts = Options {
        features,
        ..Default::default()
    };
    let file = SourceFile::new(
        "t",
        b"DUNGEON: \"A\" \"a\" (5, 0)\n%REINCARNATION LEVEL: \"r\" \"r\" @ (1, 0)\n".to_vec(),
    );
    let out = dgn::compile(&file, &Target::nethack_343(), &opts);
    assert!(out.model.unwrap().dungeons[0].levels.is_empty());
}

#[test]
fn unknown_command_line_feature() {
    let mut features = Features::new();
    features.define("SINKS");
    let opts = Options {
        features,
        ..Default::default()
    };
    let (ok, text) = render("DUNGEON: \"A\" \"a\" (5, 0)\n", &opts);
    assert!(!ok);
    assert_eq!(
        text.trim(),
        "error: unknown feature `SINKS` given on the command line (target `nethack-3.4.3` knows: REINCARNATION)"
    );
}
