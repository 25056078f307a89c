//! The sandbox NetHack 3.7 level scripts run in: the game's memory limit,
//! the library functions behind guards giving Lua's own results, and the
//! errors a script's own code catches (see also `hostile-levels`, run by
//! `lev_comp` and `dgn-lsp`).

use dgn_core::SourceFile;
use dgn_lua::{check, LuaLevelOptions};

fn opts() -> LuaLevelOptions {
    LuaLevelOptions {
        seeds: vec![1],
        bound_runs: false,
        chosen_runs: 0,
        ..Default::default()
    }
}

/// The diagnostics of a check, short: `t.lua:line:col: severity: message`.
fn diagnostics(code: &str) -> Vec<String> {
    let src = SourceFile::new("t.lua", code.as_bytes().to_vec());
    check(&src, &opts())
        .diagnostics
        .iter()
        .map(|d| d.short(&src))
        .collect()
}

/// A script that places a fountain off the level (an error at its line)
/// when `cond` (Lua) is false.
fn expect(cond: &str) -> String {
    format!("if not ({cond}) then des.feature(\"fountain\", 99, 99) end\n")
}

#[test]
fn guarded_pattern_functions_give_lua_results() {
    let mut code = String::from("des.level_init({ style = \"solidfill\", fg = \" \" })\n");
    for cond in [
        r#"string.find("hello world", "o w") == 5"#,
        r#"select(2, string.find("hello world", "o w")) == 7"#,
        r#"string.find("a.b", ".", 1, true) == 2"#,
        r#"string.find("abc", "b", -1) == nil"#,
        r#"string.match("key = value", "(%w+)%s*=%s*(%w+)") == "key""#,
        r#"select(2, string.match("key = value", "(%w+)%s*=%s*(%w+)")) == "value""#,
        r#"string.match("f(a(b)c)d", "%b()") == "(a(b)c)""#,
        r#"string.match("THE (quick) fox", "%f[%a]%a+", 5) == "quick""#,
        r#"string.match("hello", "()ll()") == 3"#,
        r#"string.match("abcabc", "(abc)%1") == "abc""#,
        r#"string.match("  x", "^%s*$") == nil"#,
        r#"string.match("[]]", "[]]+") == "]]""#,
        r#"("aaa"):gsub("a-", "x") == "xaxaxax""#,
        r#"select(2, ("a,b,,c"):gsub(",", ";")) == 3"#,
        r#"("abc"):gsub("%w", "%0%0", 2) == "aabbc""#,
        r#"("^a^"):gsub("^%^", "") == "a^""#,
        r#"string.rep("", 1e15) == """#,
        r#"string.rep("ab", 3, "-") == "ab-ab-ab""#,
        r#"table.concat(table.move({1, 2, 3}, 1, 3, 2), ",") == "1,1,2,3""#,
    ] {
        code.push_str(&expect(cond));
    }
    code.push_str(
        "local words = {}\n\
         for w in string.gmatch(\"one two  three\", \"%a+\") do words[#words + 1] = w end\n",
    );
    code.push_str(&expect(r#"table.concat(words, "|") == "one|two|three""#));
    code.push_str("local t = {1, 2, 3}\ntable.insert(t, 1, 0)\nlocal r = table.remove(t, 2)\n");
    code.push_str(&expect(r#"r == 1 and table.concat(t, ",") == "0,2,3""#));
    // Coroutines and protected calls pass their values through.
    code.push_str(
        "local co = coroutine.create(function(a) local b = coroutine.yield(a + 1) return b * 2 end)\n\
         local ok1, v1 = coroutine.resume(co, 1)\n\
         local ok2, v2 = coroutine.resume(co, 5)\n",
    );
    code.push_str(&expect("ok1 and v1 == 2 and ok2 and v2 == 10"));
    code.push_str(&expect(
        "select(2, pcall(function(x) return x, 7 end, 3)) == 3 and select(3, pcall(function(x) return x, 7 end, 3)) == 7",
    ));
    code.push_str(&expect(
        "select(2, xpcall(function() return 4 end, function(e) return e end)) == 4",
    ));
    assert_eq!(diagnostics(&code), Vec::<String>::new());
}

#[test]
fn a_script_has_the_games_1_mib_of_memory() {
    // The game's state, with about 39 KB of its own, lets a level keep
    // 800 KB of strings, not 1.1 MB.
    let keep = |n: usize| {
        format!(
            "des.level_init({{ style = \"solidfill\", fg = \" \" }})\n\
             local t = {{}}\n\
             for i = 1, {n} do\n  t[i] = (\"x\"):rep(100000) .. i\nend\n"
        )
    };
    assert_eq!(diagnostics(&keep(8)), Vec::<String>::new());
    assert_eq!(
        diagnostics(&keep(11)),
        ["t.lua:4:3: error: Lua error: not enough memory: the game lets a level's Lua have 1024 KiB \
          in use, and the script needed more here"]
    );
}

#[test]
fn an_error_the_script_catches_is_a_warning_where_it_failed() {
    let d = diagnostics(
        "des.level_init({ style = \"solidfill\", fg = \" \" })\n\
         local ok = pcall(function()\n\
           des.trap(\"spiked pitt\", 1, 1)\n\
         end)\n\
         des.terrain(1, 1, \".\")\n",
    );
    assert_eq!(d.len(), 1, "{d:?}");
    assert!(
        d[0].starts_with(
            "t.lua:3:10: warning: the script's own code failed here, and its `pcall` at line 2 caught \
             the error (the game goes on without the rest of the code that failed): Unknown trap \
             type \"spiked pitt\""
        ),
        "{d:?}"
    );
}

#[test]
fn the_step_limit_cannot_be_caught() {
    // Each inner loop is stopped; the outer loop around the pcall goes on
    // in the game only until its panic.
    let d = diagnostics(
        "local n = 0\n\
         for i = 1, 100 do\n\
           local ok = pcall(function() while true do n = n + 1 end end)\n\
         end\n\
         des.terrain(1, 1, \".\")\n",
    );
    assert_eq!(d.len(), 1, "{d:?}");
    assert!(d[0].starts_with("t.lua:3:1: error: "), "{d:?}");
    assert!(d[0].contains("Lua time exceeded"), "{d:?}");
}
