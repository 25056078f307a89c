//! Broken copies of NetHack 3.7's own level files, made here by one exact
//! text replacement each: what `dgn_lua::check` says about each mistake,
//! as rendered (snapshots), and that the unbroken file is clean.
//!
//! The files are read from `../shared/corpus/nethack-3.7/dat`; without it
//! the tests print `skipped: ...` and pass. What NetHack 3.7's own level
//! builder does with each broken file (seeds 1 to 100) is noted beside it:
//! some mistakes stop the game's level builder, others are silently turned
//! into something else, and dgn reports both kinds.

use dgn_core::{Render, SourceFile};
use dgn_lua::{check, LuaLevelOptions};
use dgn_tests::corpus_set;

/// One mistake: in `file`, the only occurrence of `from` becomes `to`.
struct Mutation {
    /// Name of the snapshot.
    name: &'static str,
    /// Level file of NetHack 3.7's `dat/`.
    file: &'static str,
    from: &'static str,
    to: &'static str,
    /// Whether NetHack 3.7's own level builder stops on it (a Lua error,
    /// `impossible` or panic for some seed): then dgn must call it an error.
    nethack_fails: bool,
}

const MUTATIONS: &[Mutation] = &[
    // NetHack: no message, a random monster stands in for the Oracle.
    Mutation {
        name: "misspelt_monster",
        file: "oracle.lua",
        from: r#"des.monster("Oracle", 1, 1)"#,
        to: r#"des.monster("Oracel", 1, 1)"#,
        nethack_fails: false,
    },
    // NetHack: the unknown key is ignored, the drawbridge gets a random
    // state.
    Mutation {
        name: "misspelt_key",
        file: "castle.lua",
        from: r#"des.drawbridge({ dir="east", state="closed", x=05,y=08})"#,
        to: r#"des.drawbridge({ dir="east", stat="closed", x=05,y=08})"#,
        nethack_fails: false,
    },
    // NetHack: a Lua error, "door coord not ok", on every seed.
    Mutation {
        name: "coordinate_off_the_map",
        file: "castle.lua",
        from: r#"des.door("closed",07,03)"#,
        to: r#"des.door("closed",97,03)"#,
        nethack_fails: true,
    },
    // NetHack: the file does not load ("unexpected symbol near ';'").
    Mutation {
        name: "syntax_error",
        file: "oracle.lua",
        from: "des.random_corridors();",
        to: "des.random_corridors(;",
        nethack_fails: true,
    },
    // NetHack: a Lua error, "attempt to call a nil value (field
    // 'fountain')", on every seed.
    Mutation {
        name: "unknown_des_function",
        file: "castle.lua",
        from: r#"des.feature("fountain", 10,08)"#,
        to: r#"des.fountain(10,08)"#,
        nethack_fails: true,
    },
    // NetHack: a Lua error, "Unknown trap type", on every seed.
    Mutation {
        name: "misspelt_trap",
        file: "medusa-1.lua",
        from: r#"des.trap("board",38,07)"#,
        to: r#"des.trap("bxard",38,07)"#,
        nethack_fails: true,
    },
    // NetHack: a Lua error, "Unknown object id", on every seed.
    Mutation {
        name: "misspelt_object",
        file: "medusa-2.lua",
        from: r#"des.object({ id = "statue", x=68,y=10,buc="uncursed","#,
        to: r#"des.object({ id = "statua", x=68,y=10,buc="uncursed","#,
        nethack_fails: true,
    },
];

/// The file's text, or `None` (after saying why) without the corpus.
fn original(file: &str) -> Option<String> {
    let dir = corpus_set("nethack-3.7")?;
    Some(std::fs::read_to_string(dir.join("dat").join(file)).expect("a 3.7 level file"))
}

/// The rendered diagnostics of a check of `text`, named `file`.
fn diagnostics(file: &str, text: &str) -> (bool, String) {
    let src = SourceFile::new(file, text.as_bytes().to_vec());
    let report = check(&src, &LuaLevelOptions::default());
    let rendered = report
        .diagnostics
        .iter()
        .map(|d| d.render(&src, false) + "\n")
        .collect();
    (report.has_errors(), rendered)
}

fn mutated(m: &Mutation) -> Option<String> {
    let text = original(m.file)?;
    assert_eq!(
        text.matches(m.from).count(),
        1,
        "{}: `{}` should occur once in {}",
        m.name,
        m.from,
        m.file
    );
    Some(text.replacen(m.from, m.to, 1))
}

#[test]
fn the_unbroken_files_are_clean() {
    let mut files: Vec<&str> = MUTATIONS.iter().map(|m| m.file).collect();
    files.dedup();
    for file in files {
        let Some(text) = original(file) else { return };
        let (errors, rendered) = diagnostics(file, &text);
        assert!(!errors, "{file} as NetHack ships it:\n{rendered}");
    }
}

#[test]
fn each_mistake_is_reported_at_its_line() {
    for m in MUTATIONS {
        let Some(text) = mutated(m) else { return };
        let line = text
            .lines()
            .position(|l| l.contains(m.to))
            .expect("the mutated line")
            + 1;
        let (errors, rendered) = diagnostics(m.file, &text);
        if m.nethack_fails {
            assert!(errors, "{}: no error in\n{rendered}", m.name);
        }
        let at = format!("{}:{line}:", m.file);
        assert!(
            rendered.contains(&at),
            "{}: nothing at {at} in\n{rendered}",
            m.name
        );
        insta::assert_snapshot!(format!("lua_mutation_{}", m.name), rendered);
    }
}
