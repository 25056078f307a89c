//! Bad input, across both languages and both level dialects: every case must
//! end with a non-zero exit, the exact diagnostics (snapshots in
//! `snapshots/`), no panic, and no output file.

use assert_cmd::Command;
use std::fs;
use std::path::Path;

/// Runs `tool` on `input` (written as `name`) with `args` in a fresh
/// directory; checks the exit code and that nothing but the input is left
/// there; returns standard error.
fn run(tool: &str, name: &str, input: &[u8], args: &[&str], code: i32) -> String {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join(name), input).unwrap();
    let bin = match tool {
        "dgn_comp" => env!("CARGO_BIN_EXE_dgn_comp"),
        _ => env!("CARGO_BIN_EXE_lev_comp"),
    };
    let out = Command::new(bin)
        .current_dir(dir.path())
        .args(["--color", "never"])
        .args(args)
        .arg(name)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(code), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(out.stdout.is_empty());
    assert_eq!(
        files(dir.path()),
        vec![name.to_string()],
        "no output may be written"
    );
    err
}

fn files(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

macro_rules! bad {
    ($name:ident, $tool:literal, $file:literal, $input:expr) => {
        bad!($name, $tool, $file, $input, &[]);
    };
    ($name:ident, $tool:literal, $file:literal, $input:expr, $args:expr) => {
        #[test]
        fn $name() {
            let input: Vec<u8> = $input.into();
            let err = run($tool, $file, &input, $args, 1);
            insta::assert_snapshot!(stringify!($name), err);
        }
    };
}

fn garbage() -> Vec<u8> {
    (0..600u32)
        .map(|i| (i.wrapping_mul(2654435761) >> 13) as u8)
        .collect()
}

fn repeat(line: &str, n: usize) -> String {
    (0..n).map(|i| line.replace("{}", &i.to_string())).collect()
}

const MAZE_HEAD: &str = "MAZE: \"bad\", ' '\nGEOMETRY:center,center\nMAP\n---\n|.|\n---\nENDMAP\n";
const T36: &[&str] = &["--target", "nethack-3.6.7"];
const HEAD36: &str = "MAZE: \"bad\", ' '\nGEOMETRY:center,center\nMAP\n---\n|.|\n---\nENDMAP\n";

// --- dungeon descriptions -------------------------------------------------

/// The branches to the dungeons NetHack's code looks up by name, and those
/// dungeons: appended to a description whose last dungeon has at least 4
/// levels, they keep NetHack's panic at their absence out of a test about
/// something else.
macro_rules! hardwired {
    () => {
        "BRANCH: \"The Gnomish Mines\" @ (2, 0)\nBRANCH: \"Sokoban\" @ (3, 0) up\n\
         BRANCH: \"The Quest\" @ (4, 0) portal\nBRANCH: \"Vlad's Tower\" @ (4, 0) portal\n\
         DUNGEON: \"The Gnomish Mines\" \"M\" (2, 0)\nDUNGEON: \"Sokoban\" \"none\" (1, 0)\n\
         DUNGEON: \"The Quest\" \"Q\" (1, 0)\nDUNGEON: \"Vlad's Tower\" \"T\" (1, 0)\n"
    };
}

bad!(dgn_empty, "dgn_comp", "dungeon.def", "");
bad!(dgn_whitespace_only, "dgn_comp", "dungeon.def", "  \n\t\n\n");
bad!(dgn_binary_garbage, "dgn_comp", "dungeon.def", garbage());
bad!(
    dgn_nul_byte,
    "dgn_comp",
    "dungeon.def",
    b"DUNGEON: \"Do\0om\" \"D\" (5, 0)\n".to_vec()
);
bad!(
    dgn_unterminated_string,
    "dgn_comp",
    "dungeon.def",
    "DUNGEON: \"Doom \"D\" (5, 0)\n"
);
bad!(
    dgn_overlong_name,
    "dgn_comp",
    "dungeon.def",
    format!("DUNGEON: \"{}\" \"D\" (5, 0)\n", "x".repeat(300))
);
bad!(
    dgn_int_overflow,
    "dgn_comp",
    "dungeon.def",
    "DUNGEON: \"A\" \"a\" (5, 0) 4294967296\n"
);
bad!(
    dgn_short_overflow,
    "dgn_comp",
    "dungeon.def",
    "DUNGEON: \"A\" \"a\" (5, 32768)\n"
);
bad!(
    dgn_too_many_dungeons,
    "dgn_comp",
    "dungeon.def",
    repeat("DUNGEON: \"D{}\" \"none\" (5, 0)\n", 17),
    &["-A", "warnings"]
);
bad!(
    dgn_too_many_levels,
    "dgn_comp",
    "dungeon.def",
    format!(
        "DUNGEON: \"A\" \"a\" (5, 0)\n{}",
        repeat("LEVEL: \"l{}\" \"none\" @ (1, 0)\n", 51)
    )
);
bad!(
    dgn_too_many_branches,
    "dgn_comp",
    "dungeon.def",
    format!(
        "DUNGEON: \"A\" \"a\" (5, 0)\n{}",
        repeat("BRANCH: \"B{}\" @ (1, 0)\n", 33)
    ),
    &["-A", "warnings"]
);
bad!(
    dgn_level_before_dungeon,
    "dgn_comp",
    "dungeon.def",
    "LEVEL: \"x\" \"x\" @ (1, 0)\nDUNGEON: \"A\" \"a\" (5, 0)\n"
);
bad!(
    dgn_warning_as_error,
    "dgn_comp",
    "dungeon.def",
    concat!(
        "DUNGEON: \"A\" \"a\" (5, 0)\nBRANCH: \"B\" @ (1, 0)\nBRANCH: \"C\" @ (2, 0)\nDUNGEON: \"B\" \"b\" (5, 0)\n",
        hardwired!()
    ),
    &["-W", "error"]
);
bad!(
    dgn_decompile_truncated,
    "dgn_comp",
    "dungeon",
    {
        let text = concat!("DUNGEON: \"A\" \"a\" (5, 0)\n", hardwired!());
        let src = dgn_core::SourceFile::new("x", text.as_bytes().to_vec());
        let mut b = dgn_core::dgn::compile_to_bytes(
            &src,
            &dgn_core::Target::nethack_343(),
            &Default::default(),
        )
        .unwrap()
        .0;
        b.truncate(50);
        b
    },
    &["--decompile"]
);

// --- special levels, NetHack 3.4.3 ------------------------------------------

bad!(lev_empty, "lev_comp", "bad.des", "");
bad!(lev_whitespace_only, "lev_comp", "bad.des", "\n   \n\t\n");
bad!(lev_binary_garbage, "lev_comp", "bad.des", garbage());
bad!(
    lev_nul_byte,
    "lev_comp",
    "bad.des",
    format!("{MAZE_HEAD}ENGRAVING: (1,1), engrave, \"a\0b\"\n")
);
bad!(
    lev_unterminated_string,
    "lev_comp",
    "bad.des",
    format!("{MAZE_HEAD}ENGRAVING: (1,1), engrave, \"never ends\n")
);
bad!(
    lev_unterminated_map,
    "lev_comp",
    "bad.des",
    "MAZE: \"bad\", ' '\nGEOMETRY:center,center\nMAP\n---\n|.|\n---\n"
);
bad!(
    lev_map_too_wide,
    "lev_comp",
    "bad.des",
    format!(
        "MAZE: \"bad\", ' '\nGEOMETRY:center,center\nMAP\n{}\nENDMAP\n",
        "-".repeat(77)
    )
);
bad!(
    lev_map_too_tall,
    "lev_comp",
    "bad.des",
    format!(
        "MAZE: \"bad\", ' '\nGEOMETRY:center,center\nMAP\n{}ENDMAP\n",
        "|.|\n".repeat(22)
    )
);
bad!(
    lev_name_too_long,
    "lev_comp",
    "bad.des",
    MAZE_HEAD.replace("\"bad\"", "\"muchtoolong\"")
);
bad!(
    lev_name_escapes_directory,
    "lev_comp",
    "bad.des",
    MAZE_HEAD.replace("\"bad\"", "\"../evil\"")
);
bad!(
    lev_duplicate_level_names,
    "lev_comp",
    "bad.des",
    format!("{MAZE_HEAD}{MAZE_HEAD}")
);
bad!(
    lev_unknown_monster,
    "lev_comp",
    "bad.des",
    format!("{MAZE_HEAD}MONSTER: 'a', \"giant antt\", (1,1)\n"),
    &["-W", "error"]
);
bad!(
    lev_unknown_object,
    "lev_comp",
    "bad.des",
    format!("{MAZE_HEAD}OBJECT: ')', \"long swordd\", (1,1)\n"),
    &["-W", "error"]
);
bad!(
    lev_register_out_of_range,
    "lev_comp",
    "bad.des",
    format!("{MAZE_HEAD}RANDOM_PLACES: (1,1)\nMONSTER: 'a', random, place[3]\n")
);
bad!(
    lev_coordinates_outside_map,
    "lev_comp",
    "bad.des",
    format!("{MAZE_HEAD}OBJECT: '(', random, (40, 3)\n")
);
bad!(
    lev_too_many_monsters,
    "lev_comp",
    "bad.des",
    format!(
        "{MAZE_HEAD}{}",
        repeat("MONSTER: 'a', random, (1,1)\n", 128)
    )
);
bad!(
    lev_message_too_long,
    "lev_comp",
    "bad.des",
    format!(
        "MAZE: \"bad\", ' '\nMESSAGE: \"{}\"\nGEOMETRY:center,center\nMAP\n...\nENDMAP\n",
        "x".repeat(300)
    )
);
bad!(
    lev_value_overflows_short,
    "lev_comp",
    "bad.des",
    format!("{MAZE_HEAD}OBJECT: ')', \"long sword\", (1,1), blessed, 40000\n")
);
bad!(
    lev_door_in_nomap_part,
    "lev_comp",
    "bad.des",
    "MAZE: \"bad\", ' '\nINIT_MAP: '.', ' ', true, true, lit, false\nNOMAP\nDOOR: locked, (12, 9)\n"
);
bad!(
    lev_int_overflow,
    "lev_comp",
    "bad.des",
    format!("{MAZE_HEAD}GOLD: 99999999999, (1,1)\n")
);
bad!(
    lev_unknown_keyword,
    "lev_comp",
    "bad.des",
    format!("{MAZE_HEAD}MONSTRE: 'a', random, (1,1)\n")
);
bad!(
    lev_statement_before_level,
    "lev_comp",
    "bad.des",
    "MONSTER: 'a', random, (1,1)\n"
);

// --- special levels, NetHack 3.6 ------------------------------------------

bad!(lev36_empty, "lev_comp", "bad.des", "", T36);
bad!(lev36_binary_garbage, "lev_comp", "bad.des", garbage(), T36);
bad!(
    lev36_nul_byte,
    "lev_comp",
    "bad.des",
    format!("{HEAD36}MESSAGE: \"a\0b\"\n"),
    T36
);
bad!(
    lev36_unterminated_string,
    "lev_comp",
    "bad.des",
    format!("{HEAD36}MESSAGE: \"never ends\n"),
    T36
);
bad!(
    lev36_undefined_variable,
    "lev_comp",
    "bad.des",
    format!("{HEAD36}MONSTER: 'a', $where\n"),
    T36
);
bad!(
    lev36_type_mismatch,
    "lev_comp",
    "bad.des",
    format!("{HEAD36}$n = 5\nMESSAGE: $n\n"),
    T36
);
bad!(
    lev36_unknown_monster,
    "lev_comp",
    "bad.des",
    format!("{HEAD36}MONSTER: ('a', \"giant antt\"), (1,1)\n"),
    T36
);
bad!(
    lev36_int_overflow,
    "lev_comp",
    "bad.des",
    format!("{HEAD36}GOLD: 99999999999, (1,1)\n"),
    T36
);
bad!(
    lev36_map_too_wide,
    "lev_comp",
    "bad.des",
    format!(
        "MAZE: \"bad\", ' '\nGEOMETRY:center,center\nMAP\n{}\nENDMAP\n",
        "-".repeat(77)
    ),
    T36
);
bad!(
    lev36_name_escapes_directory,
    "lev_comp",
    "bad.des",
    HEAD36.replace("\"bad\"", "\"a/b\""),
    T36
);
bad!(
    lev36_written_in_343_dialect,
    "lev_comp",
    "bad.des",
    format!("{MAZE_HEAD}MONSTER: 'a', \"giant ant\", (1,1)\n"),
    T36
);
bad!(
    lev343_written_in_36_dialect,
    "lev_comp",
    "bad.des",
    format!("{HEAD36}$n = 5\nMONSTER: ('a', \"giant ant\"), (1,1)\n"),
    &["--target", "nethack-3.4.3"]
);

#[test]
fn very_large_input_is_handled() {
    // Tens of megabytes: every statement is checked, the memory needed does
    // not grow with the number of statements, and the errors are capped.
    let mut text = String::from("DUNGEON: \"A\" \"none\" (5, 0)\n");
    let line = "LEVEL: \"lvl\" \"xy\" @ (1, 0)\n";
    text.reserve(line.len() * 800_000);
    for _ in 0..800_000 {
        text.push_str(line);
    }
    assert!(text.len() > 20_000_000);
    let err = run("dgn_comp", "dungeon.def", text.as_bytes(), &[], 1);
    assert_eq!(
        err.matches("error: invalid bones marker").count(),
        50,
        "levels past the limit are not checked further"
    );
    assert!(err.contains("error: too many special levels: at most 50 are allowed in all"));
}

#[test]
fn very_large_level_file_is_handled() {
    let mut text = String::new();
    for i in 0..60_000 {
        text.push_str(&MAZE_HEAD.replace("\"bad\"", &format!("\"l{i}\"")));
    }
    text.push_str("MONSTER: 'a', random, (7,7)\n");
    assert!(text.len() > 3_000_000);
    let err = run("lev_comp", "big.des", text.as_bytes(), &[], 1);
    assert!(err.contains("-->"), "{err}");
}
