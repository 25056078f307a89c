//! `--to-lua` and the names NetHack 3.7 looks up: a name the game will not
//! find is said when converting (a mimic's look: `unknown-appearance`; a
//! class: an error), with the nearest 3.7 name, and dgn-lua, which runs the
//! converted level with the game's rules, finds the same failures: a
//! level converted with no word builds without an `impossible()`.

use dgn_core::catalog::Catalog;
use dgn_core::to_lua::{self, Options};
use dgn_core::{Render, SourceFile, Target};
use dgn_lua::LuaLevelOptions;

/// The Lua of every level (or `(not converted)`), then every diagnostic
/// as the compilers print it.
fn convert(text: &[u8], target: &Target) -> String {
    let src = SourceFile::new("t.des", text.to_vec());
    let out = to_lua::convert(&src, target, &Options::default());
    let mut s = String::new();
    match &out.levels {
        Some(levels) => {
            for l in levels {
                s.push_str(&format!("=== {}\n", l.file_name()));
                s.push_str(&String::from_utf8_lossy(&l.text));
            }
        }
        None => s.push_str("(not converted)\n"),
    }
    for d in &out.diagnostics {
        s.push('\n');
        s.push_str(&d.render(&src, false));
    }
    s
}

/// A level of a small map, which both dialects read.
const MAZE_343: &str =
    "MAZE: \"t\", ' '\nGEOMETRY: center, center\nMAP\n.....\n.....\n.....\n.....\nENDMAP\n";

/// `下り階段` ("staircase down") in Shift_JIS, as a Japanese variant's file
/// holds it.
const SJIS_STAIRS: &[u8] = b"\x89\xba\x82\xe8\x8a\x4b\x92\x69";

fn with_sjis(text: &str) -> Vec<u8> {
    let mut b = Vec::new();
    let mut parts = text.split("@SJIS@");
    b.extend_from_slice(parts.next().unwrap_or("").as_bytes());
    for p in parts {
        b.extend_from_slice(SJIS_STAIRS);
        b.extend_from_slice(p.as_bytes());
    }
    b
}

#[test]
fn v36_mimic_appearances_3_7_lacks() {
    let text = with_sjis(concat!(
        "LEVEL:\"t\"\n",
        "MONSTER:('m',\"giant mimic\"),(1,1),m_feature \"NOUN_STAIRCASE_DOWN\"\n",
        "MONSTER:'m',(2,2),m_object \"NOUN_GEM_LUCKSTONE\"\n",
        "MONSTER:('m',\"large mimic\"),(3,3),m_feature \"@SJIS@\"\n",
        "MONSTER:('m',\"small mimic\"),(4,4),m_monster \"NOUN_DWARF\"\n",
        "MONSTER:('m',\"giant mimic\"),(5,5),m_object \"slime mold\"\n",
        "MONSTER:('m',\"giant mimic\"),(6,6),m_feature \"Fountain\"\n",
        "MONSTER:('m',\"giant mimic\"),(7,7),m_object \"gray stone\"\n",
        "MONSTER:('m',\"giant mimic\"),(7,8),m_object \"walking shoes\"\n",
        "# names 3.7 finds: no word\n",
        "MONSTER:('m',\"giant mimic\"),(8,8),m_feature \"staircase down\"\n",
        "MONSTER:'m',(9,9),m_object \"luckstone\"\n",
        "MONSTER:('m',\"giant mimic\"),(10,10),m_monster \"Dwarf Lady\"\n",
        "MONSTER:('m',\"giant mimic\"),(11,11),m_object \"fruit\"\n",
        "MONSTER:('m',\"giant mimic\"),(12,12),m_feature \"anti-magic field\"\n",
    ));
    insta::assert_snapshot!(convert(&text, &Target::nethack_367()));
}

#[test]
fn v343_mimic_appearances_3_7_lacks() {
    let text = with_sjis(concat!(
        "MAZE: \"t\", ' '\nGEOMETRY: center, center\nMAP\n...............\n...............\nENDMAP\n",
        "MONSTER: 'm', \"giant mimic\", (1,0), m_feature \"NOUN_STAIRCASE_DOWN\"\n",
        "MONSTER: 'm', random, (2,0), m_object \"NOUN_GEM_LUCKSTONE\"\n",
        "MONSTER: 'm', \"large mimic\", (3,0), m_feature \"@SJIS@\"\n",
        "MONSTER: 'm', \"small mimic\", (4,0), m_monster \"NOUN_DWARF\"\n",
        "# names 3.7 finds: no word\n",
        "MONSTER: 'm', \"giant mimic\", (1,1), m_feature \"staircase down\"\n",
        "MONSTER: 'm', random, (2,1), m_object \"luckstone\"\n",
    ));
    insta::assert_snapshot!(convert(&text, &Target::nethack_343()));
}

/// Each appearance, converted in both dialects: the converter warns
/// exactly where dgn-lua, running the converted level with NetHack 3.7's
/// rules, finds the `impossible()` of the game's `create_monster`.
#[test]
fn warned_appearances_are_the_ones_the_game_rejects() {
    // (monster, class, kind, name, whether the game rejects it)
    let mut cases: Vec<(&str, &str, &str, &[u8], bool)> = Vec::new();
    for &(kind, name, rejected) in &[
        ("m_feature", b"NOUN_STAIRCASE_DOWN".as_slice(), true),
        ("m_feature", SJIS_STAIRS, true),
        ("m_feature", b"Fountain", true),
        ("m_feature", b"down stairs", true),
        ("m_feature", b"staircase down", false),
        ("m_feature", b"fountain", false),
        ("m_feature", b"opulent throne", false),
        ("m_feature", b"branch staircase up", false),
        ("m_object", b"NOUN_GEM_LUCKSTONE", true),
        ("m_object", SJIS_STAIRS, true),
        ("m_object", b"slime mold", true),
        ("m_object", b"gray stone", true),
        ("m_object", b"Luckstone", true),
        ("m_object", b"walking shoes", true),
        ("m_object", b"luckstone", false),
        ("m_object", b"boulder", false),
        ("m_object", b"fruit", false),
        ("m_object", b"strange object", false),
        ("m_monster", b"NOUN_DWARF", true),
        ("m_monster", SJIS_STAIRS, true),
        ("m_monster", b"dwarf", false),
        ("m_monster", b"Dwarf Lady", false),
        ("m_monster", b"random", false),
    ] {
        cases.push(("giant mimic", "m", kind, name, rejected));
    }
    // The game sets the look of mimics only, and the shape of
    // shapechangers (m_monster): anything else is never looked up.
    cases.extend([
        (
            "dwarf",
            "h",
            "m_feature",
            b"NOUN_STAIRCASE_DOWN".as_slice(),
            false,
        ),
        ("dwarf", "h", "m_monster", b"NOUN_DWARF".as_slice(), false),
        (
            "chameleon",
            ":",
            "m_feature",
            b"NOUN_STAIRCASE_DOWN".as_slice(),
            false,
        ),
        (
            "chameleon",
            ":",
            "m_monster",
            b"NOUN_DWARF".as_slice(),
            true,
        ),
        ("chameleon", ":", "m_monster", b"dwarf".as_slice(), false),
        (
            "vampire lord",
            "V",
            "m_monster",
            b"NOUN_DWARF".as_slice(),
            true,
        ),
    ]);
    let opts = LuaLevelOptions {
        seeds: vec![1],
        bound_runs: false,
        chosen_runs: 0,
        ..LuaLevelOptions::default()
    };
    for (monster, class, kind, name, rejected) in &cases {
        let shown = format!("{monster}: {kind} \"{}\"", name.escape_ascii());
        for (target, line) in [
            (
                Target::nethack_367(),
                format!("MONSTER:('{class}',\"{monster}\"),(3,3),"),
            ),
            (
                Target::nethack_343(),
                format!("MONSTER: '{class}', \"{monster}\", (3,3), "),
            ),
        ] {
            let mut text = MAZE_343.as_bytes().to_vec();
            text.extend_from_slice(line.as_bytes());
            text.extend_from_slice(format!("{kind} \"").as_bytes());
            text.extend_from_slice(name);
            text.extend_from_slice(b"\"\n");
            let src = SourceFile::new("t.des", text);
            let out = to_lua::convert(&src, &target, &Options::default());
            let warned = out
                .diagnostics
                .iter()
                .filter(|d| d.code == Some("unknown-appearance"))
                .count();
            let all: Vec<String> = out.diagnostics.iter().map(|d| d.short(&src)).collect();
            assert_eq!(warned, usize::from(*rejected), "{shown}: {all:?}");
            assert_eq!(all.len(), warned, "{shown}: {all:?}");
            let levels = out.levels.expect("converts");
            let lua = SourceFile::new("t.lua", levels[0].text.clone());
            let report = dgn_lua::check(&lua, &opts);
            let errors: Vec<String> = report
                .diagnostics
                .iter()
                .filter(|d| d.is_error())
                .map(|d| d.short(&lua))
                .collect();
            assert_eq!(
                !errors.is_empty(),
                *rejected,
                "{shown}: dgn-lua says {errors:?}"
            );
            if *rejected {
                assert!(
                    errors.iter().all(|e| e.contains("create_monster: ")),
                    "{errors:?}"
                );
            }
        }
    }
}

/// dgn-lua reads `appear_as` as the game does: only a mimic's (or, with
/// `mon:`, a shapechanger's) look is looked up; any other prefix stops the
/// level.
#[test]
fn dgn_lua_looks_appearances_up_as_the_game_does() {
    let opts = LuaLevelOptions {
        seeds: vec![1],
        bound_runs: false,
        chosen_runs: 0,
        ..LuaLevelOptions::default()
    };
    let errors = |body: &str| -> Vec<String> {
        let lua = SourceFile::new(
            "t.lua",
            format!("des.level_init({{ style = \"solidfill\", fg = \".\" }})\n{body}\n")
                .into_bytes(),
        );
        let report = dgn_lua::check(&lua, &opts);
        report
            .diagnostics
            .iter()
            .filter(|d| d.is_error())
            .map(|d| d.short(&lua))
            .collect()
    };
    // Not a mimic: the game leaves its look alone.
    assert_eq!(
        errors("des.monster({ id = \"dwarf\", x = 1, y = 1, appear_as = \"ter:xyzzy\" })"),
        Vec::<String>::new()
    );
    // A random monster may be a mimic.
    assert_eq!(
        errors("des.monster({ x = 1, y = 1, appear_as = \"obj:xyzzy\" })"),
        vec!["t.lua:2:46: error: create_monster: can't find object \"xyzzy\", an impossible() of the game".to_string()]
    );
    // A chameleon takes a monster's shape.
    assert_eq!(
        errors("des.monster({ id = \"chameleon\", x = 1, y = 1, appear_as = \"mon:xyzzy\" })"),
        vec!["t.lua:2:64: error: create_monster: invalid chameleon shape (\"xyzzy\"), an impossible() of the game".to_string()]
    );
    // The game reads a name by its start.
    assert_eq!(
        errors(
            "des.monster({ id = \"giant mimic\", x = 1, y = 1, appear_as = \"mon:dwarf mage\" })"
        ),
        Vec::<String>::new()
    );
    let e = errors("des.monster({ id = \"giant mimic\", x = 1, y = 1, appear_as = \"thing:x\" })");
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].contains("Unknown appear_as type"), "{e:?}");
}

/// A variant's catalog may have classes NetHack 3.7 lacks; the game stops
/// on them, so the converter refuses them.
#[test]
fn classes_3_7_lacks_are_errors() {
    let catalog = Catalog::parse(
        "monster-class\t1\tm\nmonster-class\t2\t9\nobject-class\t1\t)\nobject-class\t2\t9\n\
         monster\t0\t1\tgiant mimic\nmonster\t1\t2\tthing\n\
         object\t0\t1\tdagger\nobject\t1\t2\twidget\n",
    )
    .expect("a catalog");
    let target = Target::nethack_367().with_catalog(catalog.clone());
    insta::assert_snapshot!(convert(
        b"LEVEL:\"t\"\nMONSTER:'9',(1,1)\nOBJECT:'9',(2,2)\nOBJECT:(')',\"dagger\"),(3,3)\nMONSTER:'m',(4,4)\n",
        &target
    ));
    let target = Target::nethack_343().with_catalog(catalog);
    insta::assert_snapshot!(convert(
        format!("{MAZE_343}RANDOM_MONSTERS: '9', 'm'\nRANDOM_OBJECTS: '9', ')'\nMONSTER: '9', random, (1,1)\nOBJECT: '9', random, (2,2)\n").as_bytes(),
        &target
    ));
}

/// Classes NetHack 3.7 has but makes nothing of (a remembered unseen
/// monster `I`, a mimic's strange-object look `]`, the long worm's tail
/// `~`; strange objects `]`): the game calls `impossible()`, so the
/// converter says so, and dgn-lua finds each in the converted level.
#[test]
fn classes_with_nothing_to_make_are_said() {
    let text = b"LEVEL:\"t\"\nMONSTER:']',(1,1)\nMONSTER:'~',(2,2)\nOBJECT:']',(3,3)\nMONSTER:'m',(4,4)\nOBJECT:')',(5,5)\n";
    insta::assert_snapshot!(convert(text, &Target::nethack_367()));
    let src = SourceFile::new("t.des", text.to_vec());
    let out = to_lua::convert(&src, &Target::nethack_367(), &Options::default());
    let lua = SourceFile::new("t.lua", out.levels.expect("converts")[0].text.clone());
    let opts = LuaLevelOptions {
        seeds: vec![1],
        bound_runs: false,
        chosen_runs: 0,
        ..LuaLevelOptions::default()
    };
    let report = dgn_lua::check(&lua, &opts);
    let lines: Vec<String> = report
        .diagnostics
        .iter()
        .filter(|d| d.is_error())
        .map(|d| {
            d.short(&lua)
                .split(": error")
                .next()
                .unwrap_or("")
                .to_string()
        })
        .collect();
    assert_eq!(
        lines,
        ["t.lua:4:13", "t.lua:5:13", "t.lua:6:12"],
        "{:?}",
        report.diagnostics
    );
    // A statue's montype of such a class stops the game: an error.
    insta::assert_snapshot!(convert(
        b"LEVEL:\"t\"\nOBJECT:('`',\"statue\"),(1,1),montype:'~'\nOBJECT:('[',\"leather armor\"),(2,2),montype:'~'\n",
        &Target::nethack_367()
    ));
}
