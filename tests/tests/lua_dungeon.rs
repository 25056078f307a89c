//! NetHack 3.7's `dungeon.lua`: the reader (every key 3.7 reads, each kind
//! of diagnostic as rendered), NetHack 3.7's own file, and the conversions
//! between `dungeon.def` and `dungeon.lua` (golden outputs, round trips
//! through both languages, and Lua 5.4's own parser when it is installed).

#[path = "support/lua_table.rs"]
mod lua_table;

use dgn_core::dgn::lua::{self, convert, LuaFile};
use dgn_core::dgn::model::{Alignment, BranchKind, Couple};
use dgn_core::dgn::{InputKind, Options};
use dgn_core::{Features, Render, SourceFile, Target};
use dgn_tests::corpus_set;

fn read(src: &str) -> (Option<LuaFile>, String) {
    let file = SourceFile::new("dungeon.lua", src.as_bytes().to_vec());
    let out = lua::compile(&file, &Target::nethack_37());
    let text: String = out
        .diagnostics
        .iter()
        .map(|d| d.render(&file, false) + "\n")
        .collect();
    (out.file, text)
}

#[test]
fn every_key_of_the_37_reader_is_accepted() {
    let src = r#"
-- every key NetHack 3.7's init_dungeons reads, each with a non-default value
dungeon = {
   {
      name = "Main",
      bonetag = "M",
      protofile = "main",
      base = 10,
      range = 2,
      alignment = "lawful",
      entry = 2,
      chance = 100,
      flags = { "hellish", "mazelike", "roguelike" },
      lvlfill = "mainfill",
      themerooms = "themerms.lua",
      levels = {
         { name = "first", bonetag = "F", base = 2, range = 1, nlevels = 3, chance = 100,
           alignment = "chaotic", flags = "town" },
         { name = "second", chainlevel = "first", base = 1, flags = { "mazelike" } },
      },
      branches = {
         { name = "Side", base = 3, range = 1, branchtype = "portal", direction = "up" },
         { name = "Side2", chainlevel = "first", base = 1, branchtype = "no_up" },
      },
   },
   { name = "Side", base = 2, chance = 50, alignment = "noalign" },
   { name = "Side2", base = 1, alignment = "neutral", flags = "unconnected" },
}
"#;
    let (file, text) = read(src);
    assert_eq!(text, "");
    let file = file.expect("reads");
    let m = &file.model;
    let d = &m.dungeons[0];
    assert_eq!(
        (d.name.as_slice(), d.bones, d.protofile.as_slice()),
        (&b"Main"[..], b'M', &b"main"[..])
    );
    assert_eq!(d.depth, Couple { base: 10, rand: 2 });
    assert_eq!((d.entry, d.chance), (2, 100));
    assert_eq!(d.flags.align, Alignment::LAWFUL);
    assert!(d.flags.hellish && d.flags.mazelike && d.flags.roguelike && !d.flags.town);
    assert_eq!(file.extras[0].lvlfill, b"mainfill");
    assert_eq!(file.extras[0].themerooms, b"themerms.lua");
    let l = &d.levels[0];
    assert_eq!((l.bones, l.rndlevs, l.chance), (b'F', 3, 100));
    assert_eq!(l.place, Couple { base: 2, rand: 1 });
    assert!(l.flags.town);
    assert_eq!(l.flags.align, Alignment::CHAOTIC);
    assert_eq!(d.levels[1].chain, Some(0));
    assert!(d.levels[1].flags.mazelike);
    let b = &d.branches[0];
    assert_eq!((b.kind, b.up, b.chain), (BranchKind::Portal, true, None));
    assert_eq!(b.place, Couple { base: 3, rand: 1 });
    assert_eq!(
        (d.branches[1].kind, d.branches[1].up, d.branches[1].chain),
        (BranchKind::NoUp, false, Some(0))
    );
    assert_eq!(m.dungeons[1].chance, 50);
    assert_eq!(m.dungeons[1].flags.align, Alignment::NONE);
    assert!(file.extras[2].unconnected);
    assert!(!file.extras[1].unconnected);
}

#[test]
fn defaults_are_those_of_37() {
    let (file, text) = read(
        "dungeon = { { name = 'A', base = 3, levels = { { name = 'x', base = 1 } }, \
         branches = { { name = 'A', base = 1 } } } }",
    );
    assert_eq!(text, "");
    let file = file.expect("reads");
    let d = &file.model.dungeons[0];
    assert_eq!((d.chance, d.entry, d.bones, d.depth.rand), (100, 0, 0, 0));
    assert_eq!((d.levels[0].chance, d.levels[0].rndlevs), (100, 0));
    assert_eq!(
        (d.branches[0].kind, d.branches[0].up),
        (BranchKind::Stair, false)
    );
    assert_eq!(file.extras[0], Default::default());
}

#[test]
fn lua_number_and_string_forms() {
    // Every quoting form, an integral float, hex and a negative number.
    let (file, text) = read(
        "dungeon = { { name = [[The \"Deep\"]], bonetag = '\\x44', base = 0x0A, range = 2.0,\n\
         levels = { { name = [==[lev]]el]==], base = -1 }, { name = \"\\u{6C}2\", base = 1e0 } } } }",
    );
    assert_eq!(text, "");
    let d = &file.expect("reads").model.dungeons[0];
    assert_eq!(d.name, b"The \"Deep\"");
    assert_eq!((d.bones, d.depth.base, d.depth.rand), (b'D', 10, 2));
    assert_eq!(d.levels[0].name, b"lev]]el");
    assert_eq!(d.levels[0].place.base, -1);
    assert_eq!(d.levels[1].name, b"l2");
}

macro_rules! rejects {
    ($name:ident, $src:expr) => {
        #[test]
        fn $name() {
            let (file, text) = read($src);
            assert!(file.is_none(), "expected an error, got:\n{text}");
            insta::assert_snapshot!(concat!("lua_", stringify!($name)), text);
        }
    };
}

macro_rules! warns {
    ($name:ident, $src:expr) => {
        #[test]
        fn $name() {
            let (file, text) = read($src);
            assert!(file.is_some(), "expected success, got:\n{text}");
            assert!(!text.is_empty(), "expected a warning");
            insta::assert_snapshot!(concat!("lua_", stringify!($name)), text);
        }
    };
}

rejects!(
    code_function_call,
    "dungeon = {\n   { name = \"A\", base = percent(50) },\n}\n"
);
rejects!(
    code_statements,
    "local x = 1\nif x then\n   print(x)\nend\ndungeon = { { name = x.name, base = 1 + 2 } }\n"
);
rejects!(
    unknown_key,
    "dungeon = {\n   { name = \"A\", bonetags = \"A\", base = 1 },\n}\n"
);
// Keys of a variant's own that 3.7 does not read (NerfHack gives its
// branches a bonetag; xNetHack keeps a `kkalignment`): NetHack 3.7 ignores
// them, so dgn warns and reads on.
warns!(
    extra_keys,
    "dungeon = {\n   { name = \"A\", base = 5, kkalignment = \"lawful\", difficulty = 3,\n     \
     branches = { { name = \"B\", bonetag = \"b\", base = 2 } } },\n   \
     { name = \"B\", base = 2, bonetag = \"B\", [\"bonetags\"] = \"x\" },\n}\n"
);
// A key one slip away from a key the entry lacks is an error: the key it
// was meant to be would silently take its default.
rejects!(
    near_miss_keys,
    "dungeon = {\n   { name = \"A\", base = 5, Range = 2, entyr = 1,\n     \
     levels = { { nmae = \"x\", base = 1 }, { name = \"y\", base = 2, chanse = 50 } } },\n}\n"
);
rejects!(
    duplicate_key,
    "dungeon = {\n   { name = \"A\", base = 1, base = 2 },\n}\n"
);
rejects!(
    missing_required_keys,
    "dungeon = {\n   { bonetag = \"A\", levels = { { name = \"x\" } } },\n}\n"
);
rejects!(
    wrong_types,
    "dungeon = {\n   { name = 5.5, base = \"deep\", range = 1.5, levels = 3 },\n}\n"
);
rejects!(
    unknown_option_values,
    "dungeon = {\n   { name = \"A\", base = 2, alignment = \"lawfull\", flags = { \"mazelik\" },\n     \
     branches = { { name = \"A\", base = 1, branchtype = \"portl\", direction = \"upp\" } } },\n}\n"
);
rejects!(
    chains,
    "dungeon = {\n   { name = \"A\", base = 5,\n     levels = { { name = \"a\", base = 1 }, { name = \"b\", chainlevel = \"c\", base = 1 } },\n     \
     branches = { { name = \"A\", chainlevel = \"a\", base = 1 } } },\n   \
     { name = \"B\", base = 2, levels = { { name = \"z\", chainlevel = \"a\", base = 1 } } },\n}\n"
);
rejects!(
    first_branch_to_last_level,
    "dungeon = {\n   { name = \"A\", base = 5,\n     levels = { { name = \"a\", base = 1 } },\n     \
     branches = { { name = \"A\", chainlevel = \"a\", base = 1 } } },\n}\n"
);
rejects!(
    unknown_branch_dungeon,
    "dungeon = {\n   { name = \"Main\", base = 5, branches = { { name = \"Mian\", base = 1 } } },\n}\n"
);
rejects!(
    limits,
    "dungeon = {\n   { name = \"A name far too long for 3.7\", base = 40,\n     \
     lvlfill = \"a-filler-too-long\", levels = { { name = \"fifteen-letters\", base = 40, nlevels = 300 } } },\n}\n"
);
rejects!(
    syntax_errors,
    "dungeon = {\n   { name = \"A\" base = 1 },\n   { name = 'unfinished, base = 1 },\n   { name = \"\\q\", base = 3x },\n"
);
rejects!(
    no_dungeon_table,
    "dungeons = { { name = \"A\", base = 1 } }\n"
);
warns!(
    warnings,
    "dungeon = {\n   { name = \"A\", bonetag = \"none\", base = \"3\", flags = { \"town\", 5 },\n     \
     levels = { { name = \"x\", base = 1, flags = \"unconnected\" }, { name = \"x\", base = 2 } } },\n   \
     { name = \"A\", base = 1, flags = \"unconnected\" },\n}\nother = 1\n"
);

#[test]
fn reads_nethack_37s_own_file() {
    let Some(set) = corpus_set("nethack-3.7") else {
        return;
    };
    let text = std::fs::read_to_string(set.join("dat/dungeon.lua")).unwrap();
    let (file, diags) = read(&text);
    assert_eq!(diags, "");
    let file = file.expect("reads");
    let names: Vec<String> = file
        .model
        .dungeons
        .iter()
        .map(|d| String::from_utf8_lossy(&d.name).into_owned())
        .collect();
    assert_eq!(
        names,
        [
            "The Dungeons of Doom",
            "Gehennom",
            "The Gnomish Mines",
            "The Quest",
            "Sokoban",
            "Fort Ludios",
            "Vlad's Tower",
            "The Elemental Planes",
            "The Tutorial"
        ]
    );
    let levels: usize = file.model.dungeons.iter().map(|d| d.levels.len()).sum();
    let branches: usize = file.model.dungeons.iter().map(|d| d.branches.len()).sum();
    assert_eq!((levels, branches), (37, 7));
    assert_eq!(file.extras[0].themerooms, b"themerms.lua");
    assert_eq!(file.extras[1].lvlfill, b"hellfill");
    assert_eq!(file.extras[2].lvlfill, b"minefill");
    assert!(file.extras[8].unconnected);
    assert_eq!(
        file.extras.iter().filter(|e| e.unconnected).count(),
        1,
        "only the tutorial is unconnected"
    );
    // minend lost its bones letter in 3.7.
    assert_eq!(file.model.dungeons[2].levels[1].bones, 0);
}

/// Converts a corpus `dungeon.def` to Lua, checks the text against its
/// golden copy, and reads it back into the same model.
fn def_to_lua_golden(set_name: &str, target: Target, snapshot: &str) {
    let Some(set) = corpus_set(set_name) else {
        return;
    };
    let path = set.join("dat/dungeon.def");
    let src = SourceFile::new(
        "dat/dungeon.def",
        std::fs::read(&path).expect("corpus dungeon.def"),
    );
    let opts = Options {
        input: InputKind::Def,
        features: Features::new(),
        ..Default::default()
    };
    let no_tutorial = convert::LuaOptions { tutorial: false };
    let out = convert::def_to_lua_with(&src, &target, &opts, &no_tutorial).expect("converts");
    // NetHack's own files lack 3.7's tutorial, which 3.7 looks up by name:
    // left out, it is a warning.
    assert_eq!(out.notes, Vec::<String>::new());
    let warnings: Vec<String> = out.diagnostics.iter().map(|d| d.short(&src)).collect();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].ends_with("dat/dungeon.def:17:10: warning: NetHack 3.7 looks up the dungeon \"The Tutorial\" by name, and the file has none"),
        "{warnings:?}"
    );
    assert_eq!(
        out.diagnostics[0].code,
        Some("lua-tutorial"),
        "{warnings:?}"
    );
    let text = String::from_utf8(out.text.clone()).expect("UTF-8");
    // The golden copy holds the data only: the comments carried over are
    // NetHack's own prose, which stays in the corpus. Each `#` line of the
    // source is a `--` line of the result, and so is each feature line (a
    // mark above its entry).
    let source_comments = String::from_utf8_lossy(src.bytes())
        .lines()
        .filter(|l| l.starts_with('#') || l.starts_with('%'))
        .count();
    let comments = text
        .lines()
        .filter(|l| l.trim_start().starts_with("--"))
        .count();
    assert_eq!(comments, source_comments);
    let data: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("--"))
        .map(|l| format!("{l}\n"))
        .collect();
    insta::assert_snapshot!(snapshot, data);
    // The round trip: the Lua text reads back into the model dgn_comp built.
    let model = dgn_core::dgn::compile(&src, &target, &opts)
        .model
        .expect("compiles");
    let (file, diags) = read(&text);
    assert_eq!(diags, "");
    let file = file.expect("reads back");
    assert_eq!(file.model, convert::normalize_for_lua(&model));
    assert!(file.extras.iter().all(|e| *e == Default::default()));
    // Deterministic.
    assert_eq!(
        convert::def_to_lua_with(&src, &target, &opts, &no_tutorial)
            .unwrap()
            .text,
        out.text
    );
    luac_parses(&out.text, snapshot);

    // By default the conversion adds NetHack 3.7's tutorial, as 3.7's own
    // file has it, says so, and warns no more: the file starts a game.
    let full = convert::def_to_lua(&src, &target, &opts).expect("converts");
    assert_eq!(full.diagnostics.len(), 0, "{:?}", full.diagnostics);
    assert_eq!(full.notes.len(), 1, "{:?}", full.notes);
    assert!(
        full.notes[0].starts_with("added NetHack 3.7's tutorial dungeon (\"The Tutorial\", levels tut-1 and tut-2, reached by no branch)"),
        "{:?}",
        full.notes
    );
    let full_text = String::from_utf8(full.text.clone()).expect("UTF-8");
    let (file, diags) = read(&full_text);
    assert_eq!(diags, "");
    let file = file.expect("reads back");
    let mut expected = convert::normalize_for_lua(&model);
    let tutorial = file.model.dungeons.last().expect("a dungeon").clone();
    assert_eq!(tutorial.name, b"The Tutorial".to_vec());
    let names: Vec<&[u8]> = tutorial.levels.iter().map(|l| l.name.as_slice()).collect();
    assert_eq!(names, [b"tut-1".as_slice(), b"tut-2".as_slice()]);
    assert!(file.extras.last().is_some_and(|e| e.unconnected));
    expected.dungeons.push(tutorial);
    assert_eq!(file.model.dungeons, expected.dungeons);
    // The tutorial entry is NetHack 3.7's own, key for key.
    if let Some(set37) = corpus_set("nethack-3.7") {
        let own =
            std::fs::read_to_string(set37.join("dat/dungeon.lua")).expect("3.7's dungeon.lua");
        let (own, _) = read(&own);
        let own = own.expect("3.7's own file reads");
        let i = own
            .model
            .dungeons
            .iter()
            .position(|d| d.name == b"The Tutorial")
            .expect("3.7 has its tutorial");
        assert_eq!(file.model.dungeons.last(), Some(&own.model.dungeons[i]));
        assert_eq!(file.extras.last(), Some(&own.extras[i]));
    }
    // NetHack 3.7's rules lay it out for every seed (without the tutorial
    // every game panics, looking it up).
    let table = lua_table::table(&full.text);
    for seed in 0..50 {
        let v = dgn_core::types::layout::Version::NetHack37;
        dgn_core::types::layout::resolve(table, v, &mut v.random(seed))
            .unwrap_or_else(|e| panic!("seed {seed}: {e:?}"));
    }
    let plain_table = lua_table::table(&out.text);
    let v = dgn_core::types::layout::Version::NetHack37;
    assert!(dgn_core::types::layout::resolve(plain_table, v, &mut v.random(1)).is_err());
    luac_parses(&full.text, &format!("{snapshot}-tutorial"));
}

#[test]
fn converts_nethack_367_dungeon_def() {
    def_to_lua_golden("nethack-3.6.7", Target::nethack_367(), "lua_from_367_def");
}

#[test]
fn converts_nethack_343_dungeon_def() {
    def_to_lua_golden("nethack-3.4.3", Target::nethack_343(), "lua_from_343_def");
}

#[test]
fn features_that_are_off_stay_as_comments() {
    let src = SourceFile::new(
        "f.def",
        b"DUNGEON: \"A\" \"a\" (5, 0)\n%REINCARNATION LEVEL: \"rogue\" \"R\" @ (2, 0)\nLEVEL: \"b\" \"none\" @ (3, 0)\n"
            .to_vec(),
    );
    let mut features = Features::new();
    features.undefine("REINCARNATION");
    let opts = Options {
        features,
        ..Default::default()
    };
    let text = convert::def_to_lua(&src, &Target::nethack_343(), &opts)
        .unwrap()
        .text;
    let text = String::from_utf8(text).unwrap();
    assert!(
        text.contains("-- %REINCARNATION (off): LEVEL: \"rogue\" \"R\" @ (2, 0)\n"),
        "{text}"
    );
    assert!(!text.contains("name = \"rogue\""), "{text}");
    let on = convert::def_to_lua(&src, &Target::nethack_343(), &Options::default())
        .unwrap()
        .text;
    let on = String::from_utf8(on).unwrap();
    assert!(
        on.contains("-- %REINCARNATION: this entry is compiled when the feature is on\n"),
        "{on}"
    );
    assert!(on.contains("name = \"rogue\""), "{on}");
}

#[test]
fn conversion_warns_where_37_reads_differently() {
    let src = SourceFile::new(
        "w.def",
        b"DUNGEON: \"A\" \"a\" (5, 0)\nLEVEL: \"a-very-long-level\" \"none\" @ (1, 0)\nCHAINBRANCH: \"A\" \"a-very-long-level\" + (1, 0)\n"
            .to_vec(),
    );
    let out = convert::def_to_lua(&src, &Target::nethack_343(), &Options::default()).unwrap();
    let text: String = out
        .diagnostics
        .iter()
        .map(|d| d.render(&src, false) + "\n")
        .collect();
    insta::assert_snapshot!("lua_conversion_warnings", text);
}

#[test]
fn nethack_37s_file_through_dungeon_def_and_back() {
    let Some(set) = corpus_set("nethack-3.7") else {
        return;
    };
    let text = std::fs::read(set.join("dat/dungeon.lua")).unwrap();
    let src = SourceFile::new("dungeon.lua", text);
    let file = lua::compile(&src, &Target::nethack_37())
        .file
        .expect("reads");
    let def = convert::lua_to_def(&file, &Target::nethack_367()).expect("expressible");
    insta::assert_snapshot!("def_from_37_lua", String::from_utf8_lossy(&def));
    // The .def compiles with dgn_comp's rules ...
    let def_src = SourceFile::new("dungeon.def", def.clone());
    let compiled = dgn_core::dgn::compile(&def_src, &Target::nethack_367(), &Options::default());
    assert!(
        compiled.model.is_some(),
        "{:?}",
        compiled
            .diagnostics
            .iter()
            .map(|d| d.short(&def_src))
            .collect::<Vec<_>>()
    );
    // ... and comes back as the same dungeon.lua model, 3.7's additions
    // included.
    let back = convert::def_to_lua(&def_src, &Target::nethack_367(), &Options::default())
        .expect("converts back");
    // The tutorial, kept in `#lua:` lines, is there: no warning.
    assert!(back.diagnostics.is_empty(), "{:?}", back.diagnostics);
    let again = lua::compile(
        &SourceFile::new("back.lua", back.text.clone()),
        &Target::nethack_37(),
    )
    .file
    .expect("reads back");
    assert_eq!(again, file);
    luac_parses(&back.text, "back");
}

#[test]
fn code_cannot_be_converted_to_def_but_unconnected_dungeons_can() {
    let (file, _) = read("dungeon = { { name = 'A', base = 2, levels = { { name = 'a', base = 1 }, { name = 'b', chainlevel = 'a', base = 1 } } } }");
    // dgn_comp's chains cannot name the first level of a dungeon.
    let e = convert::lua_to_def(&file.unwrap(), &Target::nethack_367()).unwrap_err();
    assert!(e.starts_with("dungeon.def cannot say this file: "), "{e}");
}

/// Runs `luac5.4 -p` on a converted file when it is installed.
fn luac_parses(text: &[u8], what: &str) {
    let dir = std::env::temp_dir().join(format!("dgn-luac-{}-{what}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("dungeon.lua");
    std::fs::write(&path, text).unwrap();
    match std::process::Command::new("luac5.4")
        .arg("-p")
        .arg(&path)
        .output()
    {
        Ok(out) => assert!(
            out.status.success(),
            "luac5.4 -p rejects the converted {what}: {}",
            String::from_utf8_lossy(&out.stderr)
        ),
        Err(_) => eprintln!("skipped: luac5.4 not installed (apt-get install lua5.4)"),
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Prints a `dungeon` table the way NetHack 3.7 reads it (defaults
/// filled in), one line per dungeon, level and branch; run by Lua itself.
const LUA_DUMP: &str = r#"
dofile(arg[1])
local function n(x) return string.format("%d", x) end
local function align(a)
   if a == nil or a == "unaligned" or a == "noalign" then return "none" end
   return a
end
local function flags(f)
   local t = {}
   if type(f) == "string" then t = { f } elseif type(f) == "table" then
      for _, x in ipairs(f) do t[#t + 1] = x end
   end
   table.sort(t)
   return table.concat(t, "+")
end
for _, d in ipairs(dungeon) do
   print(table.concat({ "D", d.name, string.sub(d.bonetag or "", 1, 1), n(d.base), n(d.range or 0),
      align(d.alignment), n(d.chance or 100), n(d.entry or 0), d.protofile or "", d.lvlfill or "",
      d.themerooms or "", flags(d.flags) }, "|"))
   for _, l in ipairs(d.levels or {}) do
      print(table.concat({ "L", l.name, string.sub(l.bonetag or "", 1, 1), l.chainlevel or "",
         n(l.base), n(l.range or 0), n(l.chance or 100), n(l.nlevels or 0), align(l.alignment),
         flags(l.flags) }, "|"))
   end
   for _, b in ipairs(d.branches or {}) do
      print(table.concat({ "B", b.name, b.chainlevel or "", n(b.base), n(b.range or 0),
         b.branchtype or "stair", b.direction or "down" }, "|"))
   end
end
"#;

/// The same lines from dgn's reading of a file.
fn dump(file: &LuaFile) -> String {
    let s = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    let bones = |b: u8| {
        if b == 0 {
            String::new()
        } else {
            (b as char).to_string()
        }
    };
    let align = |a: Alignment| match a.0 {
        1 => "chaotic",
        2 => "neutral",
        4 => "lawful",
        _ => "none",
    };
    let flags = |f: dgn_core::dgn::model::Flags, unconnected: bool| {
        let mut v: Vec<&str> = [
            (f.town, "town"),
            (f.hellish, "hellish"),
            (f.mazelike, "mazelike"),
            (f.roguelike, "roguelike"),
            (unconnected, "unconnected"),
        ]
        .into_iter()
        .filter(|(on, _)| *on)
        .map(|(_, w)| w)
        .collect();
        v.sort();
        v.join("+")
    };
    let mut out = String::new();
    for (d, x) in file.model.dungeons.iter().zip(&file.extras) {
        out.push_str(&format!(
            "D|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}\n",
            s(&d.name),
            bones(d.bones),
            d.depth.base,
            d.depth.rand,
            align(d.flags.align),
            d.chance,
            d.entry,
            s(&d.protofile),
            s(&x.lvlfill),
            s(&x.themerooms),
            flags(d.flags, x.unconnected)
        ));
        for l in &d.levels {
            let chain = l.chain.map_or(String::new(), |c| s(&d.levels[c].name));
            out.push_str(&format!(
                "L|{}|{}|{}|{}|{}|{}|{}|{}|{}\n",
                s(&l.name),
                bones(l.bones),
                chain,
                l.place.base,
                l.place.rand,
                l.chance,
                l.rndlevs,
                align(l.flags.align),
                flags(l.flags, false)
            ));
        }
        for b in &d.branches {
            let chain = b.chain.map_or(String::new(), |c| s(&d.levels[c].name));
            let kind = match b.kind {
                BranchKind::Stair => "stair",
                BranchKind::Portal => "portal",
                BranchKind::NoDown => "no_down",
                BranchKind::NoUp => "no_up",
            };
            out.push_str(&format!(
                "B|{}|{}|{}|{}|{}|{}\n",
                s(&b.dest),
                chain,
                b.place.base,
                b.place.rand,
                kind,
                if b.up { "up" } else { "down" }
            ));
        }
    }
    out
}

/// Lua 5.4's own reading of `text` (when `lua5.4` is installed) equals
/// dgn's.
fn lua_reads_the_same(text: &[u8], what: &str) {
    let dir = std::env::temp_dir().join(format!("dgn-lua-{}-{what}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (path, script) = (dir.join("dungeon.lua"), dir.join("dump.lua"));
    std::fs::write(&path, text).unwrap();
    std::fs::write(&script, LUA_DUMP).unwrap();
    let out = std::process::Command::new("lua5.4")
        .arg(&script)
        .arg(&path)
        .output();
    let _ = std::fs::remove_dir_all(&dir);
    let Ok(out) = out else {
        eprintln!("skipped: lua5.4 not installed (apt-get install lua5.4)");
        return;
    };
    assert!(
        out.status.success(),
        "lua5.4 fails on {what}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let file = lua::compile(
        &SourceFile::new("dungeon.lua", text.to_vec()),
        &Target::nethack_37(),
    )
    .file
    .expect("dgn reads it");
    assert_eq!(String::from_utf8_lossy(&out.stdout), dump(&file), "{what}");
}

#[test]
fn lua_itself_reads_the_files_as_dgn_does() {
    // Every string and number form, read by Lua and by dgn.
    lua_reads_the_same(
        b"-- forms\ndungeon = { { name = [==[A ]]\"q\"]==], bonetag = '\\x42\\z\n   ', base = 0x3, range = 2.0,\n  levels = { { name = \"l\\u{E9}\\65\", base = -1, chance = 5e1, flags = 'town' }; }, }; }\n",
        "forms",
    );
    if let Some(set) = corpus_set("nethack-3.7") {
        let text = std::fs::read(set.join("dat/dungeon.lua")).unwrap();
        lua_reads_the_same(&text, "nethack-3.7");
    }
    for (set, target) in [
        ("nethack-3.4.3", Target::nethack_343()),
        ("nethack-3.6.7", Target::nethack_367()),
    ] {
        let Some(dir) = corpus_set(set) else { continue };
        let src = SourceFile::new(
            "dungeon.def",
            std::fs::read(dir.join("dat/dungeon.def")).unwrap(),
        );
        let out = convert::def_to_lua(&src, &target, &Options::default()).unwrap();
        lua_reads_the_same(&out.text, set);
    }
}

/// A `dungeon.lua` with a comment in each place one can stand.
const COMMENTED: &str = r#"-- The head of the file.
--
dungeon = {
   -- Before the first dungeon.
   {
      name = "Main", -- after a key of the dungeon
      bonetag = "M",
      base = 10,
      --[[ a long comment
over two lines ]]
      levels = {
         -- before the first level
         { name = "first", base = 2 },
         {
            name = "second",
--          inside a level, as 3.7's minend has it
            base = 4,
         },
      },
      branches = {
         -- before the branch
         { name = "Side", base = 3 },
      },
      -- after the branches, still in the dungeon
   },
   -- between dungeons
   { name = "Side", base = 2 },
}
-- The end of the file.
"#;

/// The comment lines of a file, in order, without their markers.
fn comment_texts(text: &str, marker: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.trim_start().strip_prefix(marker))
        .filter(|l| !l.starts_with("lua:"))
        .map(|l| l.trim().to_string())
        .collect()
}

/// `--to-def` keeps the comments of the Lua file above the entries they
/// were written at (golden), and `--to-lua` brings them back to the same
/// entries.
#[test]
fn to_def_keeps_comments_at_their_entries() {
    let src = SourceFile::new("dungeon.lua", COMMENTED.as_bytes().to_vec());
    let file = lua::compile(&src, &Target::nethack_37())
        .file
        .expect("reads");
    let def = convert::lua_source_to_def(&src, &file, &Target::nethack_367()).expect("expressible");
    let def = String::from_utf8(def).unwrap();
    insta::assert_snapshot!("def_with_comments", def);
    // The same data as without the comments.
    let plain = convert::lua_to_def(&file, &Target::nethack_367()).unwrap();
    let data: String = def
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| format!("{l}\n"))
        .collect();
    let plain_data: String = String::from_utf8(plain)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(data, plain_data);
    // Every comment line of the Lua file is there, in order (the long
    // comment as one `#` line per line).
    let mut lua_lines: Vec<String> = Vec::new();
    let (chunk, _) = lua::syntax::parse(COMMENTED.as_bytes());
    for c in &chunk.comments {
        for l in String::from_utf8_lossy(&c.text).split('\n') {
            lua_lines.push(l.trim().to_string());
        }
    }
    // (A comment after a dungeon's lists moves up to its `DUNGEON` line.)
    let sorted = |mut v: Vec<String>| {
        v.sort();
        v
    };
    lua_lines = sorted(lua_lines);
    assert_eq!(sorted(comment_texts(&def, "#")), lua_lines);
    // And back: the same model, the same comments.
    let def_src = SourceFile::new("dungeon.def", def.into_bytes());
    let back = convert::def_to_lua(&def_src, &Target::nethack_367(), &Options::default())
        .expect("converts back");
    let back = String::from_utf8(back.text).unwrap();
    insta::assert_snapshot!("lua_from_def_with_comments", back);
    assert_eq!(sorted(comment_texts(&back, "--")), lua_lines);
    let (again, diags) = read(&back);
    assert_eq!(diags, "");
    assert_eq!(again.expect("reads back"), file);
}

/// NetHack 3.7's own file: each of its comment lines is a `#` line of the
/// `dungeon.def` (the prose itself stays in the corpus).
#[test]
fn nethack_37s_comments_survive_to_def() {
    let Some(set) = corpus_set("nethack-3.7") else {
        return;
    };
    let text = std::fs::read(set.join("dat/dungeon.lua")).unwrap();
    let src = SourceFile::new("dungeon.lua", text.clone());
    let file = lua::compile(&src, &Target::nethack_37())
        .file
        .expect("reads");
    let def = convert::lua_source_to_def(&src, &file, &Target::nethack_367()).unwrap();
    let def = String::from_utf8(def).unwrap();
    let lua_text = String::from_utf8(text).unwrap();
    assert_eq!(comment_texts(&def, "#"), comment_texts(&lua_text, "--"));
    // The two comments inside "minend" stand right above its line.
    let at = def.find("RNDLEVEL:\t\"minend\"").expect("minend");
    let before: Vec<&str> = def[..at].lines().rev().take(2).collect();
    assert!(before.iter().all(|l| l.starts_with('#')), "{before:?}");
}

/// `DGN_VARIANT_DEFS=DIR`: every `DIR/*.def` that dgn compiles (as 3.6.7,
/// else as 3.4.3) converts to a `dungeon.lua` that reads back into the
/// same model, and back again to a `dungeon.def` of that model.
#[test]
fn variant_defs_round_trip_through_lua() {
    let Some(dir) = std::env::var_os("DGN_VARIANT_DEFS") else {
        eprintln!("skipped: DGN_VARIANT_DEFS is not set");
        return;
    };
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "def"))
        .collect();
    paths.sort();
    let mut done = 0;
    for p in &paths {
        let src = SourceFile::new(
            p.file_name().unwrap().to_string_lossy().into_owned(),
            std::fs::read(p).unwrap(),
        );
        let Some((target, model)) = [Target::nethack_367(), Target::nethack_343()]
            .into_iter()
            .find_map(|t| {
                let m = dgn_core::dgn::compile(&src, &t, &Options::default()).model?;
                Some((t, m))
            })
        else {
            eprintln!("{}: dgn does not compile it", p.display());
            continue;
        };
        let out = convert::def_to_lua(&src, &target, &Options::default()).expect("converts");
        let lua_src = SourceFile::new("dungeon.lua", out.text.clone());
        let file = lua::compile_unproven(&lua_src, &Target::nethack_37(), &Default::default())
            .file
            .unwrap_or_else(|| panic!("{}: the Lua file does not read back", p.display()));
        assert_eq!(
            file.model,
            convert::normalize_for_lua(&model),
            "{}",
            p.display()
        );
        let def = convert::lua_source_to_def(&lua_src, &file, &target)
            .unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        let again = dgn_core::dgn::compile(
            &SourceFile::new("again.def", def),
            &target,
            &Options::default(),
        )
        .model
        .expect("the dungeon.def compiles");
        assert_eq!(
            convert::normalize_for_lua(&again),
            file.model,
            "{}",
            p.display()
        );
        eprintln!("{}: round trip", p.display());
        done += 1;
    }
    eprintln!("{done} of {} files", paths.len());
    assert!(done > 0);
}
