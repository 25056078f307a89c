//! The server driven in process over lsp-server's in-memory connection:
//! every capability, with exact ranges, in both position encodings.

mod common;

use common::{range, Client};
use serde_json::{json, Value};

const DEF: &str = "file:///w/dungeon.def";
const DUNGEON: &str = "DUNGEON: \"The Dungeons of Doom\" \"D\" (25, 5)
LEVLE: \"oracle\" \"O\" @ (5, 5)
LEVEL: \"oracle\" \"O\" @ (5, 5)
LEVEL: \"oracle\" \"O\" @ (6, 5)
BRANCH: \"The Gnomish Mines\" @ (2, 3)
CHAINLEVEL: \"bigrm\" \"B\" \"oracle\" + (3, 2) 40
DUNGEON: \"The Gnomish Mines\" \"M\" (8, 2)
LEVEL: \"minetn\" \"T\" @ (5, 2)
";

/// The rest of what NetHack needs after `DUNGEON`: the other dungeons its
/// code looks up by name, and the branches to them.
const DUNGEON_REST: &str = "BRANCH: \"Sokoban\" @ (1, 0) up
BRANCH: \"The Quest\" @ (2, 0) portal
BRANCH: \"Vlad's Tower\" @ (3, 0) portal
DUNGEON: \"Sokoban\" \"none\" (4, 0)
DUNGEON: \"The Quest\" \"Q\" (5, 0)
DUNGEON: \"Vlad's Tower\" \"V\" (3, 0)
";

/// The branches to the dungeons NetHack's code looks up by name and those
/// dungeons, its lines ended by `line_end`: appended to a description for
/// NetHack whose last dungeon has at least 3 levels, they keep its panic at
/// their absence out of a test about something else.
fn hardwired(line_end: &str) -> String {
    [
        "BRANCH: \"The Gnomish Mines\" @ (1, 0)",
        "BRANCH: \"Sokoban\" @ (2, 0) up",
        "BRANCH: \"The Quest\" @ (3, 0) portal",
        "BRANCH: \"Vlad's Tower\" @ (3, 0) portal",
        "DUNGEON: \"The Gnomish Mines\" \"M\" (2, 0)",
        "DUNGEON: \"Sokoban\" \"none\" (1, 0)",
        "DUNGEON: \"The Quest\" \"Q\" (1, 0)",
        "DUNGEON: \"Vlad's Tower\" \"V\" (1, 0)",
    ]
    .map(|l| format!("{l}{line_end}"))
    .concat()
}

fn ranges(diags: &Value) -> Vec<[u64; 4]> {
    diags
        .as_array()
        .unwrap()
        .iter()
        .map(|d| range(&d["range"]))
        .collect()
}

#[test]
fn capabilities_and_encoding_negotiation() {
    let c = Client::start(json!({}), false);
    let caps = &c.init["capabilities"];
    assert_eq!(caps["positionEncoding"], "utf-16");
    assert_eq!(caps["textDocumentSync"], 2, "incremental sync");
    for cap in [
        "hoverProvider",
        "definitionProvider",
        "referencesProvider",
        "documentSymbolProvider",
        "codeActionProvider",
    ] {
        assert_eq!(caps[cap], true, "{cap}");
    }
    assert_eq!(c.init["serverInfo"]["name"], "dgn-lsp");
    let c = Client::start(json!({}), true);
    assert_eq!(c.init["capabilities"]["positionEncoding"], "utf-8");
}

#[test]
fn dungeon_diagnostics_with_codes_related_spans_and_a_quick_fix() {
    let mut c = Client::start(json!({}), false);
    let text = format!("{DUNGEON}{DUNGEON_REST}");
    c.open(DEF, &text);
    let d = c.diagnostics(DEF, 1);
    assert_eq!(
        ranges(&d),
        [[1, 0, 1, 5], [3, 7, 3, 15], [3, 16, 3, 19]],
        "{d:#}"
    );
    assert_eq!(d[0]["severity"], 1);
    assert_eq!(d[0]["code"], Value::Null);
    assert_eq!(
        d[0]["message"],
        "unknown word `LEVLE` (not a keyword)\nhelp: did you mean `LEVEL`?"
    );
    assert_eq!(d[1]["severity"], 2);
    assert_eq!(d[1]["code"], "duplicate-level");
    let rel = &d[1]["relatedInformation"][0];
    assert_eq!(range(&rel["location"]["range"]), [2, 7, 2, 15]);
    assert_eq!(rel["location"]["uri"], DEF);
    assert_eq!(rel["message"], "first defined here");
    assert_eq!(d[2]["code"], "duplicate-bones");

    let actions = c.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": DEF}, "range": {"start": {"line": 1, "character": 2}, "end": {"line": 1, "character": 2}},
               "context": {"diagnostics": []}}),
    );
    let a = &actions[0];
    assert_eq!(actions.as_array().unwrap().len(), 1, "{actions:#}");
    assert_eq!(a["kind"], "quickfix");
    assert_eq!(a["title"], "Replace with `LEVEL`");
    let edit = &a["edit"]["changes"][DEF][0];
    assert_eq!(range(&edit["range"]), [1, 0, 1, 5]);
    assert_eq!(edit["newText"], "LEVEL");

    // Applying it (an incremental change) leaves only the warnings.
    c.change(DEF, 2, json!([{"range": edit["range"], "text": "LEVEL"}]));
    let d = c.diagnostics(DEF, 2);
    let codes: Vec<&str> = d
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["code"].as_str().unwrap())
        .collect();
    assert_eq!(
        codes,
        [
            "duplicate-level",
            "duplicate-bones",
            "duplicate-level",
            "duplicate-bones"
        ],
        "{d:#}"
    );
    // Fixing the file entirely (a full change) clears them.
    let fine = text.replace("LEVLE: \"oracle\" \"O\" @ (5, 5)\nLEVEL: \"oracle\" \"O\" @ (5, 5)\nLEVEL: \"oracle\" \"O\" @ (6, 5)", "LEVEL: \"rogue\" \"R\" @ (15, 4)\nLEVEL: \"oracle\" \"O\" @ (5, 5)");
    c.change(DEF, 3, json!([{"text": fine}]));
    assert_eq!(c.diagnostics(DEF, 3), json!([]));
    // Closing clears the client's list.
    c.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": DEF}}),
    );
    let p = c.wait_for("textDocument/publishDiagnostics");
    assert_eq!(p["diagnostics"], json!([]));
}

#[test]
fn missing_endmap_quick_fix_in_both_dialects() {
    let mut c = Client::start(json!({}), false);
    let uri = "file:///w/x.des";
    c.open(uri, "MAZE: \"x\", ' '\nGEOMETRY:center,center\nMAP\n...\n...\nMONSTER: 'd', \"jackal\", (1,1)\n");
    let d = c.diagnostics(uri, 1);
    assert_eq!(d[0]["code"], "unclosed-map");
    assert_eq!(range(&d[0]["range"]), [2, 0, 2, 3]);
    let actions = c.request("textDocument/codeAction", json!({"textDocument": {"uri": uri},
        "range": {"start": {"line": 2, "character": 0}, "end": {"line": 2, "character": 0}}, "context": {"diagnostics": []}}));
    let edit = &actions[0]["edit"]["changes"][uri][0];
    assert_eq!(actions[0]["title"], "Insert `ENDMAP`");
    assert_eq!(range(&edit["range"]), [5, 0, 5, 0]);
    assert_eq!(edit["newText"], "ENDMAP\n");
    c.change(
        uri,
        2,
        json!([{"range": edit["range"], "text": "ENDMAP\n"}]),
    );
    assert_eq!(c.diagnostics(uri, 2), json!([]));

    let mut c = Client::start(json!({"target": "nethack-3.6.7"}), false);
    c.open(
        uri,
        "MAZE: \"x\", ' '\nGEOMETRY:center,center\nMAP\n...\n...",
    );
    let d = c.diagnostics(uri, 1);
    assert_eq!(range(&d[0]["range"]), [2, 0, 2, 3], "{d:#}");
    let actions = c.request("textDocument/codeAction", json!({"textDocument": {"uri": uri},
        "range": {"start": {"line": 2, "character": 1}, "end": {"line": 2, "character": 1}}, "context": {"diagnostics": []}}));
    let edit = &actions[0]["edit"]["changes"][uri][0];
    assert_eq!(range(&edit["range"]), [4, 3, 4, 3]);
    assert_eq!(edit["newText"], "\nENDMAP\n");
}

/// A small 3.6 level: five statements the 3.4.3 grammar cannot read.
const Z36: &str = "LEVEL: \"z\"\nMONSTER: ('d', \"jackal\"), (1,1)\nMONSTER: ('d', \"jackal\"), (2,1)\n\
MONSTER: ('d', \"jackal\"), (3,1)\nMONSTER: ('d', \"jackal\"), (4,1)\nMONSTER: ('d', \"jackal\"), (5,1)\n";

#[test]
fn settings_choose_the_dialect_and_report_the_other_one() {
    let mut c = Client::start(json!(null), false);
    let uri = "file:///w/z.des";
    c.open(uri, Z36);
    // No target anywhere: read as 3.6, with a warning.
    let d = c.diagnostics(uri, 1);
    assert_eq!(d.as_array().unwrap().len(), 1, "{d:#}");
    assert_eq!(d[0]["code"], "detected-dialect");
    assert_eq!(d[0]["severity"], 2);
    assert_eq!(d[0]["message"], "`z.des` is read as the NetHack 3.6 level language (target `nethack-3.6.7`) (not NetHack 3.4.3)\nnote: no target was given, and the file is not in the default target's dialect (NetHack 3.4.3)\nhelp: set `\"target\": \"nethack-3.6.7\"` in the editor's dgn-lsp settings, or put `target = \"nethack-3.6.7\"` in a dgn.toml beside the data");
    assert_eq!(range(&d[0]["range"]), [1, 9, 1, 10]);
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"dgn": {"target": "nethack-3.4.3"}}}),
    );
    // A target given: one error for the file.
    let d = c.diagnostics(uri, 1);
    assert_eq!(d.as_array().unwrap().len(), 1, "{d:#}");
    assert_eq!(d[0]["severity"], 1);
    assert!(d[0]["message"].as_str().unwrap().starts_with("`z.des` is written in the NetHack 3.6 level language, but target `nethack-3.4.3` reads the NetHack 3.4.3 one"), "{d:#}");
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"dgn": {"target": "nethack-3.6.7"}}}),
    );
    assert_eq!(c.diagnostics(uri, 1), json!([]));
    // A bad setting is reported and the defaults are used.
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"target": "nethack-9"}}),
    );
    let m = c.wait_for("window/showMessage");
    assert!(
        m["message"]
            .as_str()
            .unwrap()
            .contains("unknown target `nethack-9`"),
        "{m}"
    );
    assert_eq!(c.diagnostics(uri, 1)[0]["range"], d[0]["range"]);
}

#[test]
fn a_dgn_toml_near_the_file_applies_and_wins() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("dat");
    std::fs::create_dir_all(&dir).unwrap();
    let settings = tmp.path().join("dgn.toml");
    std::fs::write(&settings, "target = \"nethack-3.4.3\"\n").unwrap();
    let uri = url_of(&dir.join("z.des"));
    let uri = uri.as_str();
    // The editor says 3.6.7, the file 3.4.3: the file wins, so the 3.6
    // text is one error.
    let mut c = Client::start(json!({"target": "nethack-3.6.7"}), false);
    c.open(uri, Z36);
    let d = c.diagnostics(uri, 1);
    assert_eq!(d.as_array().unwrap().len(), 1, "{d:#}");
    assert!(
        d[0]["message"].as_str().unwrap().starts_with(
            "`z.des` is written in the NetHack 3.6 level language, but target `nethack-3.4.3`"
        ),
        "{d:#}"
    );
    // Edits to dgn.toml apply at the next compile.
    std::fs::write(&settings, "target = \"nethack-3.6.7\"\n").unwrap();
    c.change(
        uri,
        2,
        json!([{"text": "LEVEL: \"z\"\nMONSTER: ('d', \"jackal\"), (1,1)\n"}]),
    );
    assert_eq!(c.diagnostics(uri, 2), json!([]));
    // A broken dgn.toml is an error at the top of the document.
    std::fs::write(&settings, "taget = \"nethack-3.6.7\"\n").unwrap();
    c.change(uri, 3, json!([{"text": "LEVEL: \"z\"\n"}]));
    let d = c.diagnostics(uri, 3);
    let m = d[0]["message"].as_str().unwrap();
    assert!(
        m.starts_with(&format!("{} cannot be used", settings.display())),
        "{m}"
    );
    assert!(
        m.contains("dgn.toml:1:1: error: unknown key `taget` in dgn.toml"),
        "{m}"
    );
    assert_eq!(range(&d[0]["range"]), [0, 0, 0, 0]);
}

/// The `file:` URI of a path.
fn url_of(path: &std::path::Path) -> lsp_types::Url {
    lsp_types::Url::from_file_path(path).unwrap()
}

#[test]
fn features_and_extra_warnings_settings() {
    let mut c = Client::start(json!({"features": {"NOSUCH": true}}), false);
    c.open(
        DEF,
        &format!(
            "DUNGEON: \"The Dungeons of Doom\" \"D\" (25, 5)\n{}",
            hardwired("\n")
        ),
    );
    let d = c.diagnostics(DEF, 1);
    assert!(
        d[0]["message"]
            .as_str()
            .unwrap()
            .starts_with("unknown feature `NOSUCH`"),
        "{d:#}"
    );
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"deny": ["error"]}}),
    );
    assert_eq!(c.diagnostics(DEF, 1), json!([]));
}

/// One line with a misspelt keyword after `prefix`; the diagnostic's columns
/// in UTF-16 and UTF-8.
fn column_case(prefix: &str, line_end: &str, utf16: [u32; 2], utf8: [u32; 2]) {
    let text = format!("DUNGEON: \"D\" \"D\" (25, 5){line_end}LEVEL: \"a\" \"a\" @ (1, 1){line_end}BRANCH: \"{prefix}\" @ (2, 3){line_end}{}", hardwired(line_end));
    for (enc_utf8, want) in [(false, utf16), (true, utf8)] {
        let mut c = Client::start(json!({}), enc_utf8);
        c.open(DEF, &text);
        let d = c.diagnostics(DEF, 1);
        assert_eq!(d[0]["code"], "unknown-dungeon", "{d:#}");
        assert_eq!(
            range(&d[0]["range"]),
            [2, 8, 2, u64::from(want[1])],
            "utf8={enc_utf8} {prefix:?}"
        );
        // The definition request at the column right after the name's
        // quote lands on the same spot.
        let hover = c.at("textDocument/hover", DEF, 2, want[0]);
        assert_eq!(
            range(&hover["range"]),
            [2, 9, 2, u64::from(want[0])],
            "utf8={enc_utf8} {prefix:?} {hover:#}"
        );
    }
}

#[test]
fn encoding_ascii_and_crlf() {
    column_case("Mines", "\n", [14, 15], [14, 15]);
    column_case("Mines", "\r\n", [14, 15], [14, 15]);
}

#[test]
fn encoding_tabs() {
    column_case("a\tb", "\n", [12, 13], [12, 13]);
}

#[test]
fn encoding_multibyte_utf8() {
    // é: 1 unit / 2 bytes; 日本: 2 / 6; 😀: 2 (a surrogate pair) / 4
    column_case("é日本😀", "\n", [14, 15], [21, 22]);
    column_case("é日本😀", "\r\n", [14, 15], [21, 22]);
}

#[test]
fn encoding_bytes_that_were_not_utf8() {
    // Shift_JIS bytes as an editor shows them when it reads the file as
    // Latin-1 (0x82 0xA0: two characters of two UTF-8 bytes each) and when
    // it replaces them (U+FFFD: three UTF-8 bytes).
    column_case("\u{82}\u{a0}", "\n", [11, 12], [13, 14]);
    column_case("\u{fffd}\u{fffd}", "\n", [11, 12], [15, 16]);
}

#[test]
fn incremental_changes_count_in_the_negotiated_encoding() {
    for utf8 in [false, true] {
        let mut c = Client::start(json!({}), utf8);
        c.open(
            DEF,
            "DUNGEON: \"😀é\" \"D\" (25, 5)\nLEVLE: \"a\" \"a\" @ (1, 1)\n",
        );
        assert_eq!(range(&c.diagnostics(DEF, 1)[0]["range"]), [1, 0, 1, 5]);
        // Replace `é` (after the emoji) by `ab`, then fix the keyword.
        let (s, e) = if utf8 { (14, 16) } else { (12, 13) };
        c.change(DEF, 2, json!([
            {"range": {"start": {"line": 0, "character": s}, "end": {"line": 0, "character": e}}, "text": "ab"},
            {"range": {"start": {"line": 1, "character": 3}, "end": {"line": 1, "character": 5}}, "text": "EL"},
            {"range": {"start": {"line": 1, "character": 7}, "end": {"line": 1, "character": 7}}, "text": "LEVLE "}
        ]));
        let d = c.diagnostics(DEF, 2);
        assert_eq!(range(&d[0]["range"]), [1, 7, 1, 12], "utf8={utf8} {d:#}");
        let sym = c.request(
            "textDocument/documentSymbol",
            json!({"textDocument": {"uri": DEF}}),
        );
        assert_eq!(sym[0]["name"], "😀ab", "utf8={utf8}");
    }
}

#[test]
fn hover_keywords_catalog_and_names() {
    let mut c = Client::start(json!({}), false);
    c.open(DEF, DUNGEON);
    let h = c.at("textDocument/hover", DEF, 4, 2);
    assert_eq!(range(&h["range"]), [4, 0, 4, 6]);
    assert!(
        h["contents"]["value"]
            .as_str()
            .unwrap()
            .starts_with("`BRANCH: \"dungeon\" @"),
        "{h:#}"
    );
    let h = c.at("textDocument/hover", DEF, 5, 26);
    assert_eq!(range(&h["range"]), [5, 25, 5, 31]);
    assert_eq!(h["contents"]["value"], "level `oracle`, defined on line 3 in dungeon `The Dungeons of Doom`:\n```\nLEVEL: \"oracle\" \"O\" @ (5, 5)\n```\n\nused by:\n- line 6: `CHAINLEVEL: \"bigrm\" \"B\" \"oracle\" + (3, 2) 40`\n");
    let h = c.at("textDocument/hover", DEF, 4, 10);
    assert!(
        h["contents"]["value"]
            .as_str()
            .unwrap()
            .starts_with("dungeon `The Gnomish Mines`, defined on line 7:"),
        "{h:#}"
    );

    let uri = "file:///w/m.des";
    c.open(uri, "MAZE: \"m\", ' '\nGEOMETRY:center,center\nMAP\n...\nENDMAP\nMONSTER: 'd', \"jackal\", (1,0)\nMONSTER: 'd', \"jakal\", (1,0)\nOBJECT: '(', \"pick-axe\", (0,0)\n");
    let h = c.at("textDocument/hover", uri, 5, 17);
    assert_eq!(range(&h["range"]), [5, 15, 5, 21]);
    assert_eq!(
        h["contents"]["value"],
        "monster `jackal`: class `d`, index 12 in the nethack-3.4.3 catalog"
    );
    let h = c.at("textDocument/hover", uri, 6, 17);
    assert_eq!(
        h["contents"]["value"],
        "no monster `jakal` in the nethack-3.4.3 catalog; nearest: `jackal`, `jaguar`, `Aleax`"
    );
    let h = c.at("textDocument/hover", uri, 7, 15);
    assert_eq!(
        h["contents"]["value"],
        "object `pick-axe`: class `(`, index 234 in the nethack-3.4.3 catalog"
    );
    // Nothing under the cursor, or past the end: no hover.
    assert_eq!(c.at("textDocument/hover", uri, 3, 1), Value::Null);
    assert_eq!(c.at("textDocument/hover", uri, 99, 99), Value::Null);
    assert_eq!(c.at("textDocument/hover", uri, 0, 9999), Value::Null);
}

#[test]
fn hover_escapes_markdown() {
    // The statue's class is a backtick: a longer fence shows it.
    let mut c = Client::start(json!({"target": "nethack-3.6.7"}), false);
    let uri = "file:///w/s.des";
    c.open(uri, "LEVEL: \"s\"\nOBJECT:('`',\"statue\"),(0,0)\n");
    let h = c.at("textDocument/hover", uri, 1, 15);
    assert_eq!(range(&h["range"]), [1, 13, 1, 19]);
    assert_eq!(
        h["contents"]["value"],
        "object `statue`: class `` ` ``, index 449 in the nethack-3.6.7 catalog"
    );
    let mut c = Client::start(json!({}), false);
    let uri = "file:///w/s.des";
    c.open(
        uri,
        "MAZE: \"s\", ' '\nNOMAP\nOBJECT: '`', \"statue\", (0,0)\n",
    );
    let h = c.at("textDocument/hover", uri, 2, 16);
    assert_eq!(
        h["contents"]["value"],
        "object `statue`: class `` ` ``, index 428 in the nethack-3.4.3 catalog"
    );
    // Names and source lines with backticks keep them.
    let text =
        "DUNGEON: \"A`b\" \"a\" (2, 0)\nBRANCH: \"``C\" @ (1, 0)\nDUNGEON: \"``C\" \"c\" (1, 0)\n";
    c.open(DEF, text);
    let h = c.at("textDocument/hover", DEF, 0, 11);
    assert_eq!(
        h["contents"]["value"],
        "dungeon ``A`b``, defined on line 1:\n```\nDUNGEON: \"A`b\" \"a\" (2, 0)\n```"
    );
    let h = c.at("textDocument/hover", DEF, 2, 12);
    assert_eq!(
        h["contents"]["value"],
        "dungeon ``` ``C ```, defined on line 3:\n```\nDUNGEON: \"``C\" \"c\" (1, 0)\n```\n\nused by:\n- line 2: ```BRANCH: \"``C\" @ (1, 0)```\n"
    );
}

#[test]
fn hover_shows_the_syntax_of_the_dialect() {
    let text36 = "LEVEL: \"s\"\nOBJECT:('(',\"chest\"),(0,0)\nMONSTER:('d',\"jackal\"),(1,1)\n";
    let text343 =
        "MAZE: \"s\", ' '\nNOMAP\nOBJECT: '(', \"chest\", (0,0)\nMONSTER: 'd', \"jackal\", (1,1)\n";
    let uri = "file:///w/d.des";
    let starts = |c: &mut Client, uri: &str, line: u32, want: &str| {
        let h = c.at("textDocument/hover", uri, line, 2);
        let v = h["contents"]["value"].as_str().unwrap().to_owned();
        assert!(v.starts_with(want), "{uri}:{line}: {v}");
    };
    let mut c = Client::start(json!({"target": "nethack-3.6.7"}), false);
    c.open(uri, text36);
    starts(&mut c, uri, 1, "`OBJECT: ('class', \"name\"), place");
    starts(&mut c, uri, 2, "`MONSTER: ('class', \"name\"), place");
    starts(&mut c, uri, 0, "`LEVEL: \"name\"` starts a level;");
    let mut c = Client::start(json!({}), false);
    c.open(uri, text343);
    starts(&mut c, uri, 2, "`OBJECT: class, \"name\", place");
    starts(&mut c, uri, 3, "`MONSTER: class, \"name\", place");
    // The dungeon language has its own `LEVEL` and `BRANCH`.
    c.open(DEF, DUNGEON);
    starts(
        &mut c,
        DEF,
        2,
        "`LEVEL: \"name\" \"bonetag\" @ (base, random)",
    );
    starts(&mut c, DEF, 4, "`BRANCH: \"dungeon\" @ (base, random)");
}

fn labels(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|i| i["label"].as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn completion_in_context() {
    let mut c = Client::start(json!({}), false);
    let uri = "file:///w/m.des";
    c.open(uri, "MAZE: \"m\", ' '\nGEOMETRY:center,center\nMAP\n...\nENDMAP\nMONSTER: 'd', \"ja\nTRAP: \"\nROOM: \"t\nMON\n");
    let items = c.at("textDocument/completion", uri, 5, 17);
    let l = labels(&items);
    assert!(
        l.contains(&"jackal".into()) && l.contains(&"hell hound".into()),
        "{l:?}"
    );
    assert!(!l.contains(&"giant ant".into()), "only class d: {l:?}");
    assert_eq!(range(&items[0]["textEdit"]["range"]), [5, 15, 5, 17]);
    let l = labels(&c.at("textDocument/completion", uri, 6, 7));
    assert!(
        l.contains(&"magic".into()) && l.contains(&"hole".into()),
        "{l:?}"
    );
    let l = labels(&c.at("textDocument/completion", uri, 7, 8));
    assert!(
        l.contains(&"throne".into()) && l.contains(&"candle shop".into()),
        "{l:?}"
    );
    let items = c.at("textDocument/completion", uri, 8, 3);
    assert!(labels(&items).contains(&"MONSTER".into()));
    assert_eq!(range(&items[0]["textEdit"]["range"]), [8, 0, 8, 3]);
    // In a map row: the map characters, each with what it makes.
    let items = c.at("textDocument/completion", uri, 3, 1);
    let l = labels(&items);
    assert_eq!(l.len(), 21, "{l:?}");
    assert!(
        l.contains(&"}".into()) && l.contains(&"' '".into()),
        "{l:?}"
    );
    assert!(!l.contains(&"x".into()), "x is a 3.6 map character: {l:?}");
    let lava = items
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["label"] == "L")
        .unwrap();
    assert_eq!(lava["detail"], "lava");
    assert_eq!(lava["insertText"], "L");

    c.open(
        DEF,
        &format!("{DUNGEON}BRANCH: \"\nCHAINBRANCH: \"The Gnomish Mines\" \"\n"),
    );
    let l = labels(&c.at("textDocument/completion", DEF, 8, 9));
    assert_eq!(l, ["The Dungeons of Doom", "The Gnomish Mines"]);
    let l = labels(&c.at("textDocument/completion", DEF, 9, 34));
    assert_eq!(l, ["oracle", "bigrm", "minetn"]);

    let mut c = Client::start(json!({"target": "nethack-3.6.7"}), true);
    let uri = "file:///w/v.des";
    c.open(
        uri,
        "LEVEL: \"v\"\n$place = { (1,1), (2,2) }\n$pl\n$other = 1\n",
    );
    let items = c.at("textDocument/completion", uri, 2, 3);
    assert_eq!(labels(&items), ["$place"]);
    c.open("file:///w/m36.des", "LEVEL: \"m\"\nMAP\n..\nENDMAP\n");
    let l = labels(&c.at("textDocument/completion", "file:///w/m36.des", 2, 1));
    assert_eq!(l.len(), 22, "{l:?}");
    assert!(l.contains(&"x".into()), "{l:?}");
    assert_eq!(range(&items[0]["textEdit"]["range"]), [2, 0, 2, 3]);
    // past the end: still an answer
    assert!(c.at("textDocument/completion", uri, 50, 50).is_array());
}

#[test]
fn definitions_references_and_symbols() {
    let mut c = Client::start(json!({}), false);
    c.open(DEF, DUNGEON);
    let d = c.at("textDocument/definition", DEF, 4, 12);
    assert_eq!(range(&d[0]["range"]), [6, 10, 6, 27]);
    assert_eq!(d[0]["uri"], DEF);
    let d = c.at("textDocument/definition", DEF, 5, 27);
    assert_eq!(range(&d[0]["range"]), [2, 8, 2, 14]);
    let r = c.at("textDocument/references", DEF, 6, 12);
    let rs: Vec<_> = r
        .as_array()
        .unwrap()
        .iter()
        .map(|l| range(&l["range"]))
        .collect();
    assert_eq!(rs, [[4, 9, 4, 26], [6, 10, 6, 27]]);

    let s = c.request(
        "textDocument/documentSymbol",
        json!({"textDocument": {"uri": DEF}}),
    );
    let tops: Vec<_> = s
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(tops, ["The Dungeons of Doom", "The Gnomish Mines"]);
    assert_eq!(range(&s[0]["range"]), [0, 0, 5, 44]);
    assert_eq!(range(&s[0]["selectionRange"]), [0, 10, 0, 30]);
    let kids: Vec<_> = s[0]["children"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        kids,
        ["oracle", "oracle", "branch to The Gnomish Mines", "bigrm"]
    );

    let mut c = Client::start(json!({"target": "nethack-3.6.7"}), false);
    let uri = "file:///w/f.des";
    c.open(uri, "LEVEL: \"f\"\nFUNCTION fill() {\n  $spot = (1,1)\n  OBJECT: '(', $spot\n}\nfill()\nROOM: \"ordinary\", lit, (1,1), (center,center), (5,5) {\n}\n");
    let d = c.at("textDocument/definition", uri, 3, 16);
    assert_eq!(range(&d[0]["range"]), [2, 2, 2, 7]);
    let d = c.at("textDocument/definition", uri, 5, 1);
    assert_eq!(range(&d[0]["range"]), [1, 9, 1, 13]);
    let r = c.at("textDocument/references", uri, 2, 3);
    assert_eq!(r.as_array().unwrap().len(), 2);
    let s = c.request(
        "textDocument/documentSymbol",
        json!({"textDocument": {"uri": uri}}),
    );
    assert_eq!(s[0]["name"], "f");
    let kids: Vec<_> = s[0]["children"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(kids, ["fill", "room ordinary"]);
    // Nothing there, or past the end: empty answers.
    assert_eq!(c.at("textDocument/definition", uri, 0, 0), json!([]));
    assert_eq!(c.at("textDocument/references", uri, 80, 0), json!([]));
}

#[test]
fn garbage_bad_requests_and_unknown_methods() {
    let mut c = Client::start(json!({}), false);
    let uri = "file:///w/garbage.des";
    let garbage: String = (0u32..4000)
        .map(|i| char::from_u32((i * 7919) % 0x2fff + 1).unwrap_or('?'))
        .collect();
    c.open(uri, &garbage);
    let d = c.diagnostics(uri, 1);
    assert!(!d.as_array().unwrap().is_empty());
    for m in [
        "textDocument/hover",
        "textDocument/completion",
        "textDocument/definition",
        "textDocument/references",
    ] {
        for (l, ch) in [(0, 0), (3, 17), (u32::MAX, u32::MAX)] {
            let _ = c.at(m, uri, l, ch);
        }
    }
    let e = c
        .try_request("textDocument/hover", json!({"nonsense": 1}))
        .unwrap_err();
    assert_eq!(e["code"], -32602);
    let e = c.try_request("dgn/nothing", json!({})).unwrap_err();
    assert_eq!(e["code"], -32601);
    // Requests about a document that is not open: empty answers.
    assert_eq!(
        c.at("textDocument/hover", "file:///w/none.des", 0, 0),
        Value::Null
    );
    // A change with a range past the end appends.
    c.change(uri, 2, json!([{"range": {"start": {"line": 9999, "character": 0}, "end": {"line": 9999, "character": 5}}, "text": "x"}]));
    c.diagnostics(uri, 2);
}

#[test]
fn newest_edit_wins_and_a_large_file_does_not_block_requests() {
    let mut c = Client::start(json!({}), false);
    let uri = "file:///w/big.des";
    let level = "MAZE: \"m\", ' '\nGEOMETRY:center,center\nMAP\n...\nENDMAP\nMONSTER: 'd', \"jackal\", (1,0)\n";
    let big = level.repeat(2_000_000 / level.len());
    c.open(uri, &big);
    for v in 2..40 {
        c.change(uri, v, json!([{"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}, "text": "# x\n"}]));
    }
    // The server answers while it compiles.
    let h = c.at("textDocument/hover", uri, 38, 2);
    assert!(
        h["contents"]["value"]
            .as_str()
            .unwrap()
            .starts_with("`MAZE: "),
        "{h:#}"
    );
    c.change(uri, 40, json!([{"text": "LEVLE"}]));
    let mut versions = Vec::new();
    loop {
        let p = c.wait_for("textDocument/publishDiagnostics");
        let v = p["version"].as_i64().unwrap();
        versions.push(v);
        if v == 40 {
            assert_eq!(range(&p["diagnostics"][0]["range"]), [0, 0, 0, 5]);
            break;
        }
    }
    // Stale versions are not compiled one by one: most are skipped.
    assert!(versions.len() < 10, "{versions:?}");
    assert!(versions.windows(2).all(|w| w[0] < w[1]), "{versions:?}");
}

#[test]
fn requests_after_shutdown_are_refused() {
    let mut c = Client::start(json!({}), false);
    assert_eq!(c.request("shutdown", Value::Null), Value::Null);
    let e = c.try_request("textDocument/hover", json!({})).unwrap_err();
    assert_eq!(e["code"], -32600);
    // A second shutdown (Neovim 0.7 sends one when it quits) is answered.
    assert_eq!(c.request("shutdown", Value::Null), Value::Null);
}

#[test]
fn level_outline_with_maps_and_regions() {
    let mut c = Client::start(json!({}), false);
    let uri = "file:///w/o.des";
    c.open(uri, "MAZE: \"m\", ' '\nGEOMETRY:center,center\nMAP\n...\nENDMAP\nREGION: (0,0,2,0), lit, \"temple\"\nMAZE: \"n\", ' '\nNOMAP\n");
    let s = c.request(
        "textDocument/documentSymbol",
        json!({"textDocument": {"uri": uri}}),
    );
    assert_eq!(s.as_array().unwrap().len(), 2, "{s:#}");
    assert_eq!(
        (&s[0]["name"], range(&s[0]["range"])),
        (&json!("m"), [0, 0, 5, 32])
    );
    assert_eq!(
        (&s[1]["name"], range(&s[1]["range"])),
        (&json!("n"), [6, 0, 8, 0])
    );
    let kids = s[0]["children"].as_array().unwrap();
    assert_eq!(kids[0]["name"], "map (lines 3-5)");
    assert_eq!(range(&kids[0]["range"]), [2, 0, 4, 6]);
    assert_eq!(kids[1]["name"], "region temple");
    assert_eq!(range(&kids[1]["selectionRange"]), [5, 25, 5, 31]);
    // A hover on a map row is nothing.
    assert_eq!(c.at("textDocument/hover", uri, 3, 1), Value::Null);
}

#[test]
fn diagnostics_are_capped() {
    let mut c = Client::start(json!({}), false);
    let uri = "file:///w/many.des";
    c.open(uri, &"MAZE: \"m\", ' '\nNOMAP\n".repeat(500));
    let d = c.diagnostics(uri, 1);
    let d = d.as_array().unwrap();
    assert_eq!(d.len(), 201);
    assert_eq!(
        d[200]["message"],
        "299 more problems were found but are not shown"
    );
    assert_eq!(d[200]["severity"], 1);
}

#[test]
fn outline_of_a_huge_file_is_bounded() {
    let mut c = Client::start(json!({}), false);
    let uri = "file:///w/huge.des";
    c.open(uri, &"MAZE: \"m\", ' '\nNOMAP\n".repeat(3000));
    let s = c.request(
        "textDocument/documentSymbol",
        json!({"textDocument": {"uri": uri}}),
    );
    let s = s.as_array().unwrap();
    assert_eq!(s.len(), dgn_lsp::features::MAX_SYMBOLS);
    // The last one ends where the next (left out) one starts.
    assert_eq!(range(&s[1999]["range"]), [3998, 0, 3999, 5]);
}

const LUA: &str = "file:///w/dungeon.lua";
const LUA_TEXT: &str = "dungeon = {
   {
      name = \"The Dungeons of Doom\",
      bonetags = \"D\",
      base = 25,
      branches = {
         { name = \"The Gnomish Mines\", base = 2, range = 3 },
         { name = \"Sokoban\", chainlevel = \"oracle\", base = 1, direction = \"up\" },
      },
      levels = {
         { name = \"oracle\", base = 5, range = 5, alignment = \"neutral\" },
         { name = \"bigrm\", chainlevel = \"oracle\", base = 3 },
      },
   },
   { name = \"The Gnomish Mines\", base = 8, range = 2, alignment = \"\" },
   { name = \"Sokoban\", base = 4, entry = -1, flags = { \"mazelike\" } },
   { name = \"The Quest\", base = 2, flags = \"unconnected\" },
   { name = \"Vlad's Tower\", base = 2, flags = \"unconnected\" },
   { name = \"The Tutorial\", base = 2, flags = \"unconnected\" },
}
";

#[test]
fn lua_diagnostics_with_a_quick_fix() {
    let mut c = Client::start(json!({}), false);
    c.open(LUA, LUA_TEXT);
    let d = c.diagnostics(LUA, 1);
    assert_eq!(ranges(&d), [[3, 6, 3, 14], [14, 66, 14, 68]], "{d:#}");
    assert_eq!(
        d[0]["message"],
        "unknown key `bonetags` in a dungeon (NetHack 3.7 never reads this key)\nnote: NetHack 3.7 ignores it, and `bonetag` takes its default\nhelp: did you mean `bonetag`?"
    );
    let actions = c.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": LUA}, "range": {"start": {"line": 3, "character": 8},
            "end": {"line": 3, "character": 8}}, "context": {"diagnostics": []}}),
    );
    assert_eq!(actions[0]["title"], "Replace with `bonetag`");
    let fixed = LUA_TEXT
        .replace("bonetags", "bonetag")
        .replace("alignment = \"\"", "alignment = \"lawful\"");
    c.change(LUA, 2, json!([{"text": fixed}]));
    assert_eq!(c.diagnostics(LUA, 2), json!([]));
}

/// The placement proof of a `dungeon.lua` as the server reports it: an
/// error at the dungeon when every game panics, the warning
/// `unplaceable-level` when some do, nothing once the levels fit.
#[test]
fn lua_placement_proof() {
    let mut c = Client::start(json!({}), false);
    let text = |size: &str, a: i32, b: i32| {
        format!(
            "dungeon = {{
   {{
      name = \"Doom\",
      {size},
      levels = {{
         {{ name = \"a\", base = {a} }},
         {{ name = \"b\", base = {b} }},
      }},
   }},
   {{ name = \"The Quest\", base = 2, flags = \"unconnected\" }},
   {{ name = \"Sokoban\", base = 2, flags = \"unconnected\" }},
   {{ name = \"The Gnomish Mines\", base = 2, flags = \"unconnected\" }},
   {{ name = \"Vlad's Tower\", base = 2, flags = \"unconnected\" }},
   {{ name = \"The Tutorial\", base = 2, flags = \"unconnected\" }},
}}
"
        )
    };
    c.open(LUA, &text("base = 10", 3, 3));
    let d = c.diagnostics(LUA, 1);
    assert_eq!(ranges(&d), [[2, 13, 2, 19]], "{d:#}");
    assert_eq!(d[0]["severity"], 1);
    let msg = d[0]["message"].as_str().unwrap();
    assert!(
        msg.starts_with("the special levels of dungeon \"Doom\" cannot be placed: NetHack panics at the start of every game"),
        "{msg}"
    );
    assert!(
        msg.contains("NetHack 3.7 reads this file, but dgn refuses it"),
        "{msg}"
    );
    // Three or four levels: with three, "a" and "b" both need level 3, so
    // half the games panic, a named warning.
    c.change(
        LUA,
        2,
        json!([{"text": text("base = 3, range = 2", 3, -1)}]),
    );
    let d = c.diagnostics(LUA, 2);
    assert_eq!(ranges(&d), [[2, 13, 2, 19]], "{d:#}");
    assert_eq!(d[0]["severity"], 2);
    assert_eq!(d[0]["code"], "unplaceable-level");
    assert!(
        d[0]["message"]
            .as_str()
            .unwrap()
            .contains("1/2 (50%) of games"),
        "{d:#}"
    );
    c.change(
        LUA,
        3,
        json!([{"text": text("base = 3, range = 2", 2, -1)}]),
    );
    assert_eq!(c.diagnostics(LUA, 3), json!([]));
}

#[test]
fn lua_hover_completion_definition_and_outline() {
    let mut c = Client::start(json!({}), false);
    c.open(LUA, LUA_TEXT);
    // A key: what 3.7 reads.
    let h = c.at("textDocument/hover", LUA, 4, 7);
    assert_eq!(range(&h["range"]), [4, 6, 4, 10]);
    assert!(
        h["contents"]["value"]
            .as_str()
            .unwrap()
            .starts_with("`base` (integer, required)"),
        "{h:#}"
    );
    // A level name used by a chain.
    let h = c.at("textDocument/hover", LUA, 10, 20);
    assert_eq!(range(&h["range"]), [10, 19, 10, 25]);
    assert_eq!(
        h["contents"]["value"],
        "**level \"oracle\"** of dungeon \"The Dungeons of Doom\"\n\ndefined on line 11\n\nplaced relative to it: \"bigrm\", the branch to \"Sokoban\""
    );
    // A branch's dungeon.
    let h = c.at("textDocument/hover", LUA, 7, 22);
    assert!(
        h["contents"]["value"]
            .as_str()
            .unwrap()
            .starts_with("**dungeon \"Sokoban\"**\n\ndefined on line 16"),
        "{h:#}"
    );
    // Completion: option values, dungeon names, level names, keys.
    let l = labels(&c.at("textDocument/completion", LUA, 14, 67));
    assert_eq!(l, ["unaligned", "noalign", "lawful", "neutral", "chaotic"]);
    let l = labels(&c.at("textDocument/completion", LUA, 6, 20));
    assert_eq!(
        l,
        [
            "The Dungeons of Doom",
            "The Gnomish Mines",
            "Sokoban",
            "The Quest",
            "Vlad's Tower",
            "The Tutorial"
        ]
    );
    let l = labels(&c.at("textDocument/completion", LUA, 11, 43));
    assert_eq!(l, ["oracle", "bigrm"]);
    let l = labels(&c.at("textDocument/completion", LUA, 11, 11));
    assert!(
        l.contains(&"nlevels".into()) && !l.contains(&"lvlfill".into()),
        "{l:?}"
    );
    let l = labels(&c.at("textDocument/completion", LUA, 5, 6));
    assert!(
        l.contains(&"lvlfill".into()) && l.contains(&"themerooms".into()),
        "{l:?}"
    );
    // Go to definition: chainlevel to the level, a branch to its dungeon.
    let d = c.at("textDocument/definition", LUA, 11, 42);
    assert_eq!(range(&d[0]["range"]), [10, 18, 10, 26]);
    let d = c.at("textDocument/definition", LUA, 6, 20);
    assert_eq!(range(&d[0]["range"]), [14, 12, 14, 31]);
    // The outline: dungeons with their levels and branches.
    let s = c.request(
        "textDocument/documentSymbol",
        json!({"textDocument": {"uri": LUA}}),
    );
    let names: Vec<&str> = s
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "The Dungeons of Doom",
            "The Gnomish Mines",
            "Sokoban",
            "The Quest",
            "Vlad's Tower",
            "The Tutorial"
        ]
    );
    let kids: Vec<&str> = s[0]["children"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["name"].as_str().unwrap())
        .collect();
    assert_eq!(kids, ["oracle", "bigrm", "The Gnomish Mines", "Sokoban"]);
    assert_eq!(
        range(&s[0]["children"][0]["selectionRange"]),
        [10, 18, 10, 26]
    );
}

/// Every error in one run: a level name too long for NetHack's buffers
/// does not hide the placement proof, which finds a level placed outside
/// its dungeon, or else "The Quest" missing, as `dgn_comp --check` does.
/// Allowing `looked-up-dungeon` in the settings leaves the look-up out.
#[test]
fn a_long_name_and_the_proof_in_one_list() {
    let outside = "DUNGEON: \"Main\" \"M\" (5, 0)\nLEVEL: \"a-very-long-level\" \"a\" @ (9, 0)\n";
    let inside = outside.replace("(9, 0)", "(2, 0)");
    let name = (
        "level name is too long for NetHack: 17 bytes, at most 14 fit (17 bytes)",
        [1, 7, 1, 26],
        Value::Null,
    );
    for (options, text, want) in [
        (
            json!({}),
            outside,
            vec![
                name.clone(),
                (
                    "level \"a-very-long-level\" falls outside dungeon \"Main\": NetHack panics at the start of every game (panics in every game)",
                    [1, 7, 1, 26],
                    Value::Null,
                ),
            ],
        ),
        (
            json!({}),
            inside.as_str(),
            vec![
                (
                    "no dungeon \"The Quest\" is defined, and NetHack looks it up by name: NetHack panics at the start of every game (panics in every game)",
                    [0, 9, 0, 15],
                    json!("looked-up-dungeon"),
                ),
                name.clone(),
            ],
        ),
        (
            json!({"allow": ["looked-up-dungeon"]}),
            inside.as_str(),
            vec![name.clone()],
        ),
    ] {
        let mut c = Client::start(options, false);
        c.open(DEF, text);
        let d = c.diagnostics(DEF, 1);
        let seen: Vec<(&str, [u64; 4], Value)> = d
            .as_array()
            .unwrap()
            .iter()
            .map(|d| {
                let m = d["message"].as_str().unwrap();
                (m.lines().next().unwrap(), range(&d["range"]), d["code"].clone())
            })
            .collect();
        assert_eq!(seen, want, "{d:#}");
        assert!(d.as_array().unwrap().iter().all(|d| d["severity"] == 1));
    }
}

/// A level file for EvilHack: no diagnostics for its own statements and
/// map characters, a hover on `FORGE`, and its keywords and map characters
/// offered; the same file for NetHack 3.6.7 has errors.
#[test]
fn an_evilhack_level_file() {
    let uri = "file:///tmp/forge.des";
    let text = "LEVEL: \"forge\"\nFLAGS: rndvault\nVAULTGEN: 5\nGEOMETRY:center,center\nMAP\n.gtw\nENDMAP\nFORGE: (0,0)\nMONSTER: 'Z', (1,0), dead\n";
    let mut c = Client::start(json!({"target": "evilhack"}), false);
    c.open(uri, text);
    assert_eq!(c.diagnostics(uri, 1), json!([]));
    let h = c.at("textDocument/hover", uri, 7, 1);
    let shown = h["contents"]["value"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(shown.contains("puts a forge"), "{h:#}");
    let items = c.at("textDocument/completion", uri, 8, 0);
    let labels: Vec<&str> = items
        .as_array()
        .map(|a| a.iter().filter_map(|i| i["label"].as_str()).collect())
        .unwrap_or_default();
    assert!(labels.contains(&"MAGIC_CHEST"), "{labels:?}");
    let in_map = c.at("textDocument/completion", uri, 5, 1);
    let details: Vec<&str> = in_map
        .as_array()
        .map(|a| a.iter().filter_map(|i| i["detail"].as_str()).collect())
        .unwrap_or_default();
    assert!(details.contains(&"grass"), "{details:?}");

    let mut v = Client::start(json!({"target": "nethack-3.6.7"}), false);
    v.open(uri, text);
    let d = v.diagnostics(uri, 1);
    assert!(d.as_array().is_some_and(|a| !a.is_empty()), "{d:#}");
}

/// A notdNetHack level file: no diagnostics for its forge, god, sanity
/// flag and map characters, a hover on `FORGE`, its keywords and map
/// characters offered; the same file for dNetHack has errors (no `FORGE`).
#[test]
fn a_notdnethack_level_file() {
    let uri = "file:///tmp/forge343.des";
    let text = "MAZE: \"forge\", ' '\nFLAGS: lethe\nGEOMETRY:center,center\nMAP\n.tGe\nENDMAP\nFORGE: (0,0)\nALTAR: (3,0), law, shrine, \"Crom\"\nMONSTER: 'Z', random, (1,0) [ skipcheck ]\n";
    let mut c = Client::start(json!({"target": "notdnethack"}), false);
    c.open(uri, text);
    assert_eq!(c.diagnostics(uri, 1), json!([]));
    let h = c.at("textDocument/hover", uri, 6, 1);
    let shown = h["contents"]["value"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(shown.contains("puts a forge (notdNetHack)"), "{h:#}");
    let items = c.at("textDocument/completion", uri, 9, 0);
    let labels: Vec<&str> = items
        .as_array()
        .map(|a| a.iter().filter_map(|i| i["label"].as_str()).collect())
        .unwrap_or_default();
    assert!(labels.contains(&"FORGE"), "{labels:?}");
    assert!(labels.contains(&"noskipcheck"), "{labels:?}");
    let in_map = c.at("textDocument/completion", uri, 4, 1);
    let details: Vec<&str> = in_map
        .as_array()
        .map(|a| a.iter().filter_map(|i| i["detail"].as_str()).collect())
        .unwrap_or_default();
    assert!(details.contains(&"dead tree"), "{details:?}");
    assert!(details.contains(&"soil"), "{details:?}");

    let mut d = Client::start(json!({"target": "dnethack"}), false);
    d.open(uri, text);
    let diags = d.diagnostics(uri, 1);
    assert!(diags.to_string().contains("`FORGE`"), "{diags:#}");
}

/// A SLASH'EM level file: no diagnostics for its place lists, random
/// regions, door keys, object flags and toilets, hovers on its keywords,
/// its keywords and its map character offered; NetHack 3.4.3 has errors.
#[test]
fn a_slashem_level_file() {
    let uri = "file:///tmp/toilet343.des";
    let text = "MAZE: \"loo\", ' '\nFLAGS: spooky\nGEOMETRY:center,center\nMAP\n.Z+.\nENDMAP\nRANDOM_PLACES[0]: (0,0), none\nRANDOM_REGION[0]: (0,0,3,0), (0,0,0,0)\nDOOR: locked, (2,0), \"The Key of Law\"\nOBJECT: '(', random, region[0]\nOBJFLAGS: o_lit\n";
    let mut c = Client::start(json!({"target": "slashem"}), false);
    c.open(uri, text);
    assert_eq!(c.diagnostics(uri, 1), json!([]));
    for (line, col, want) in [
        (7, 2, "defines random region n"),
        (10, 2, "sets flags of the object"),
        (10, 11, "the object is lit"),
        (1, 8, "a level flag of SLASH'EM's"),
        (9, 22, "a random spot in random region n"),
    ] {
        let h = c.at("textDocument/hover", uri, line, col);
        let shown = h["contents"]["value"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        assert!(shown.contains(want), "{line}:{col}: {h:#}");
    }
    let items = c.at("textDocument/completion", uri, 11, 0);
    let labels: Vec<&str> = items
        .as_array()
        .map(|a| a.iter().filter_map(|i| i["label"].as_str()).collect())
        .unwrap_or_default();
    for k in ["OBJFLAGS", "RANDOM_REGION", "o_buried", "scrawl"] {
        assert!(labels.contains(&k), "{k}: {labels:?}");
    }
    let in_map = c.at("textDocument/completion", uri, 4, 1);
    let details: Vec<&str> = in_map
        .as_array()
        .map(|a| a.iter().filter_map(|i| i["detail"].as_str()).collect())
        .unwrap_or_default();
    assert!(details.contains(&"toilet"), "{details:?}");

    let mut d = Client::start(json!({"target": "nethack-3.4.3"}), false);
    d.open(uri, text);
    let diags = d.diagnostics(uri, 1);
    assert!(diags.to_string().contains("spooky"), "{diags:#}");
}

/// dNetHack 3.16.0's level file: its trap names (no `essence`) and map
/// characters (air and cloud, no grass) as its `lev_comp` has them.
#[test]
fn a_dnethack_316_level_file() {
    let uri = "file:///tmp/old316.des";
    let text = "MAZE: \"old\", ' '\nFLAGS: lethe\nGEOMETRY:center,center\nMAP\n.AC\nENDMAP\nTRAP: \"essence\", (0,0)\n";
    let mut c = Client::start(json!({"target": "dnethack-3.16.0"}), false);
    c.open(uri, text);
    let diags = c.diagnostics(uri, 1);
    let list = diags.as_array().expect("diagnostics");
    assert_eq!(list.len(), 1, "{diags:#}");
    assert!(
        diags
            .to_string()
            .contains("unknown trap type \\\"essence\\\""),
        "{diags:#}"
    );
    let in_map = c.at("textDocument/completion", uri, 4, 1);
    let details: Vec<&str> = in_map
        .as_array()
        .map(|a| a.iter().filter_map(|i| i["detail"].as_str()).collect())
        .unwrap_or_default();
    assert!(!details.is_empty(), "{in_map:#}");
    assert!(!details.contains(&"grass"), "{details:?}");
}

/// An UnNetHack level file: no diagnostics for its statements, hover and
/// completion for them, its map characters in a map; an error where its
/// scanner would not take a word (`MAZE`).
#[test]
fn an_unnethack_level_file() {
    let uri = "file:///tmp/sheol.des";
    let text = "LEVEL: \"sheol\"\nINIT_MAP: sheollev\nGEOMETRY:center,center\nMAP\n.MUY\nENDMAP\nMON_GENERATION: 40%, (3, 'Z')\nIF [time.night == 1] {\n  SPILL: (0,0), 'L', east, 2\n}\n";
    let mut c = Client::start(json!({"target": "unnethack"}), false);
    c.open(uri, text);
    assert_eq!(c.diagnostics(uri, 1), json!([]));
    let h = c.at("textDocument/hover", uri, 6, 2);
    let shown = h["contents"]["value"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(shown.contains("keeps making"), "{h:#}");
    let items = c.at("textDocument/completion", uri, 10, 0);
    let labels: Vec<&str> = items
        .as_array()
        .map(|a| a.iter().filter_map(|i| i["label"].as_str()).collect())
        .unwrap_or_default();
    assert!(labels.contains(&"WALLWALK"), "{labels:?}");
    let in_map = c.at("textDocument/completion", uri, 4, 1);
    let details: Vec<&str> = in_map
        .as_array()
        .map(|a| a.iter().filter_map(|i| i["detail"].as_str()).collect())
        .unwrap_or_default();
    assert!(details.contains(&"bog"), "{details:?}");
    assert!(details.contains(&"ice wall"), "{details:?}");

    let maze = "file:///tmp/maze.des";
    c.open(maze, "MAZE: \"x\", random\n");
    let d = c.diagnostics(maze, 1);
    assert!(d.to_string().contains("found unknown word `MAZE`"), "{d:#}");
}

/// An UnNetHack 3.5 level file: its own language is compiled (no
/// diagnostics for its statements, a located error with a suggestion for a
/// misspelt monster), and completion offers its keywords and its map
/// character `x`.
#[test]
fn an_unnethack_35_level_file() {
    let uri = "file:///tmp/un35.des";
    let text = "LEVEL: \"un35\"\nGEOMETRY:center,center\nMAP\n.x.\nENDMAP\nIF [50%] {\n  SPILL: (0,0), 'L', east, 2, lit\n} ELSE {\n  TERRAIN: (1,0), 'T', lit\n}\n";
    let mut c = Client::start(json!({"target": "unnethack-3.5"}), false);
    c.open(uri, text);
    assert_eq!(c.diagnostics(uri, 1), json!([]));
    let items = c.at("textDocument/completion", uri, 10, 0);
    let labels: Vec<&str> = items
        .as_array()
        .map(|a| a.iter().filter_map(|i| i["label"].as_str()).collect())
        .unwrap_or_default();
    assert!(labels.contains(&"RANDLINE"), "{labels:?}");
    assert!(labels.contains(&"REPLACE_TERRAIN"), "{labels:?}");
    let in_map = c.at("textDocument/completion", uri, 3, 1);
    let in_map: Vec<&str> = in_map
        .as_array()
        .map(|a| a.iter().filter_map(|i| i["label"].as_str()).collect())
        .unwrap_or_default();
    assert!(in_map.contains(&"x"), "{in_map:?}");
    // Hover tells its own statements as its compiler reads them.
    let hover = |c: &mut Client, line: u32, col: u32| {
        let h = c.at("textDocument/hover", uri, line, col);
        h["contents"]["value"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    let shown = hover(&mut c, 5, 1);
    assert!(
        shown.starts_with("`IF [n%] { ... } [ELSE { ... }]` runs the first block when a draw of `rn2(100)` is at most n (so n + 1 times in 100)"),
        "{shown}"
    );
    let shown = hover(&mut c, 6, 3);
    assert!(
        shown.starts_with("`SPILL: place, 'c', direction, count, lighting` spills `count` squares"),
        "{shown}"
    );
    let shown = hover(&mut c, 8, 3);
    assert!(
        shown.contains("`TERRAIN[n%]: place, horizontal|vertical, length, 'c', lighting` a line"),
        "{shown}"
    );
    let shown = hover(&mut c, 7, 3);
    assert!(
        shown.starts_with("`ELSE { ... }` after an `IF` block"),
        "{shown}"
    );
    let shown = hover(&mut c, 0, 1);
    assert!(shown.contains("(UnNetHack 3.5 has no `MAZE`)"), "{shown}");
    // Its GEOMETRY takes the flag that keeps the map's coordinates.
    let shown = hover(&mut c, 1, 2);
    assert!(
        shown.starts_with("`GEOMETRY: horizontal, vertical [, keep]`"),
        "{shown}"
    );

    let bad = "file:///tmp/bad35.des";
    c.open(bad, "LEVEL: \"x\"\nMONSTER: 'a', \"giant beetel\", (1,1)\n");
    let d = c.diagnostics(bad, 1);
    assert!(
        d.to_string()
            .contains("unknown monster \\\"giant beetel\\\""),
        "{d:#}"
    );
    assert!(d.to_string().contains("giant beetle"), "{d:#}");
}

/// A GnollHack level file: no diagnostics for its statements, hover on a
/// statement and on a value word, completion of its keywords and of its map
/// characters; an error with a suggestion for a misspelt value word.
#[test]
fn a_gnollhack_level_file() {
    let uri = "file:///tmp/glade.des";
    let text = "MAZE: \"glade\", ',', lit\nGEOMETRY:center,center\nMAP\n.,:T\nENDMAP\nBRAZIER: (0,0), brazier_normal, lit\nFOUNTAIN: (1,0), fountain_magic\n";
    let mut c = Client::start(json!({"target": "gnollhack"}), false);
    c.open(uri, text);
    assert_eq!(c.diagnostics(uri, 1), json!([]));
    let h = c.at("textDocument/hover", uri, 5, 2);
    let shown = h["contents"]["value"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(shown.contains("puts a brazier"), "{h:#}");
    let h = c.at("textDocument/hover", uri, 6, 20);
    let shown = h["contents"]["value"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(
        shown.contains("`fountain_magic`: a fountain type of GnollHack's (value 1)"),
        "{h:#}"
    );
    let items = c.at("textDocument/completion", uri, 7, 0);
    let labels: Vec<&str> = items
        .as_array()
        .map(|a| a.iter().filter_map(|i| i["label"].as_str()).collect())
        .unwrap_or_default();
    assert!(labels.contains(&"MODRON_PORTAL"), "{labels:?}");
    let in_map = c.at("textDocument/completion", uri, 3, 1);
    let details: Vec<&str> = in_map
        .as_array()
        .map(|a| a.iter().filter_map(|i| i["detail"].as_str()).collect())
        .unwrap_or_default();
    assert!(details.contains(&"grass"), "{details:?}");
    assert!(details.contains(&"ground (bare earth)"), "{details:?}");

    let bad = "file:///tmp/bad.des";
    c.open(bad, "LEVEL: \"x\"\nFOUNTAIN: (1,1), fountain_magik\n");
    let d = c.diagnostics(bad, 1);
    assert!(
        d.to_string().contains("did you mean `fountain_magic`?"),
        "{d:#}"
    );
}
