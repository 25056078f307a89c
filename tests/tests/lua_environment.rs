//! The environment NetHack 3.7 gives a level script, name by name: every
//! table, function, field and constant the game registers before it runs a
//! level file must be there in `dgn-lua`, with the type the game gives it.
//! A name missing from dgn turns a script the game builds into a false
//! "attempt to call a nil value" or "attempt to compare nil with number".
//!
//! The lists are NetHack 3.7's registration tables (the 3.7 line's
//! `src/*.c`); each names where it comes from. When the game registers a
//! new name, it is added here, and the test says what dgn lacks.

use dgn_core::SourceFile;
use dgn_lua::{check, LuaLevelOptions};

/// One table of names the game registers: the global table, where the
/// game registers it, the Lua type of each value, and the names.
struct Registered {
    table: &'static str,
    from: &'static str,
    kind: &'static str,
    names: &'static [&'static str],
}

const REGISTERED: &[Registered] = &[
    Registered {
        table: "nh",
        from: "nhlua.c, nhl_functions (registered by nhl_init)",
        kind: "function",
        names: &[
            "test",
            "getmap",
            "gettrap",
            "deltrap",
            "has_timer_at",
            "peek_timer_at",
            "stop_timer_at",
            "start_timer_at",
            "abscoord",
            "impossible",
            "pline",
            "verbalize",
            "menu",
            "text",
            "getlin",
            "eckey",
            "callback",
            "gamestate",
            "makeplural",
            "makesingular",
            "s_suffix",
            "ing_suffix",
            "an",
            "rn2",
            "random",
            "level_difficulty",
            "parse_config",
            "get_config",
            "get_config_errors",
            "dump_fmtstr",
            "dnum_name",
            "variable",
            "stairways",
            "pushkey",
            "doturn",
            "debug_flags",
        ],
    },
    Registered {
        table: "nhc",
        from: "nhlua.c, nhl_consts (init_nhc_data)",
        kind: "number",
        names: &["COLNO", "ROWNO", "DLB"],
    },
    Registered {
        table: "u",
        from: "nhlua.c, nhl_u_functions (init_u_data)",
        kind: "function",
        names: &["clear_inventory", "giveobj"],
    },
    Registered {
        table: "u",
        from: "nhlua.c, nhl_meta_u_index: its ustruct table and the names after it",
        kind: "number",
        names: &[
            "ux",
            "uy",
            "dx",
            "dy",
            "dz",
            "tx",
            "ty",
            "ulevel",
            "ulevelmax",
            "uhunger",
            "nv_range",
            "xray_range",
            "umonster",
            "umonnum",
            "mh",
            "mhmax",
            "mtimedone",
            "dlevel",
            "dnum",
            "uluck",
            "uhp",
            "uhpmax",
            "uen",
            "uenmax",
            "moves",
            "uhave_amulet",
            "depth",
        ],
    },
    Registered {
        table: "u",
        from: "nhlua.c, nhl_meta_u_index (urole.name.m)",
        kind: "string",
        names: &["role"],
    },
    Registered {
        table: "u",
        from: "nhlua.c, nhl_meta_u_index (Invocation_lev)",
        kind: "boolean",
        names: &["invocation_level"],
    },
    Registered {
        table: "selection",
        from: "nhlsel.c, l_selection_methods (l_selection_register)",
        kind: "function",
        names: &[
            "new",
            "clone",
            "get",
            "set",
            "numpoints",
            "negate",
            "percentage",
            "rndcoord",
            "line",
            "randline",
            "rect",
            "fillrect",
            "area",
            "grow",
            "filter_mapchar",
            "match",
            "floodfill",
            "circle",
            "ellipse",
            "gradient",
            "iterate",
            "bounds",
            "room",
        ],
    },
    Registered {
        table: "des",
        from: "sp_lev.c, nhl_functions (l_register_des)",
        kind: "function",
        names: &[
            "message",
            "monster",
            "object",
            "level_flags",
            "level_init",
            "engraving",
            "mineralize",
            "door",
            "stair",
            "ladder",
            "grave",
            "altar",
            "map",
            "feature",
            "terrain",
            "replace_terrain",
            "room",
            "corridor",
            "random_corridors",
            "gold",
            "trap",
            "mazewalk",
            "drawbridge",
            "region",
            "levregion",
            "exclusion",
            "wallify",
            "wall_property",
            "non_diggable",
            "non_passwall",
            "teleport_region",
            "reset_level",
            "finalize_level",
            "gas_cloud",
        ],
    },
    Registered {
        table: "obj",
        from: "nhlobj.c, l_obj_methods (l_obj_register)",
        kind: "function",
        names: &[
            "new",
            "isnull",
            "at",
            "next",
            "totable",
            "class",
            "placeobj",
            "container",
            "contents",
            "addcontent",
            "has_timer",
            "peek_timer",
            "stop_timer",
            "start_timer",
            "bury",
        ],
    },
    Registered {
        table: "_G",
        from: "dat/nhlib.lua, loaded by nhl_init before every level file",
        kind: "function",
        names: &[
            "shuffle",
            "d",
            "percent",
            "monkfoodshop",
            "hell_tweaks",
            "pline",
            "nh_set_variables_string",
            "nh_get_variables_string",
            "table_stringify",
            "tutorial_cmd_before",
            "tutorial_enter",
            "tutorial_leave",
            "tutorial_turn",
        ],
    },
    Registered {
        table: "_G",
        from: "dat/nhlib.lua",
        kind: "table",
        names: &["align"],
    },
];

/// The diagnostics of a script, one line each.
fn diags(code: &str) -> Vec<String> {
    let src = SourceFile::new("t.lua", code.as_bytes().to_vec());
    let opts = LuaLevelOptions {
        seeds: vec![1],
        ..Default::default()
    };
    check(&src, &opts)
        .diagnostics
        .iter()
        .map(|d| d.short(&src))
        .collect()
}

/// A name the game registers that dgn lacks (or gives another type) makes
/// the script call `des.monster` with the names, which dgn reports as an
/// unknown monster: the report lists every one.
#[test]
fn every_name_the_game_registers_is_there_with_its_type() {
    let mut code = String::from("local miss = {}\n");
    for r in REGISTERED {
        for name in r.names {
            code.push_str(&format!(
                "if type({t}) ~= \"table\" or type({t}.{name}) ~= \"{k}\" then miss[#miss + 1] = \"{t}.{name} ({from})\" end\n",
                t = r.table,
                k = r.kind,
                from = r.from,
            ));
        }
    }
    code.push_str("if #miss > 0 then des.monster(table.concat(miss, \"; \")) end\n");
    assert_eq!(diags(&code), Vec::<String>::new());
}

/// tnnt's tutorial level reads the hero's energy: the game builds it.
#[test]
fn a_script_that_compares_the_heros_energy_runs() {
    let code = "des.level_init({ style = \"solidfill\", fg = \" \" })\n\
                if (u.uenmax < 5) then des.message(\"low\") end\n\
                if u.uhp > u.uhpmax or u.ulevelmax < u.ulevel then des.message(\"odd\") end\n\
                if u.dx == 0 and u.dy == 0 and u.mh == 0 and u.uluck == 0 then des.message(\"still\") end\n";
    assert_eq!(diags(code), Vec::<String>::new());
}

/// The game's `u` answers only its own names and takes no assignment.
#[test]
fn u_refuses_other_names_and_assignments() {
    let read = diags("local r = u.race\n");
    assert_eq!(read.len(), 1, "{read:#?}");
    assert!(read[0].contains("Unknown u table index"), "{read:#?}");
    assert!(read[0].contains("t.lua:1"), "{read:#?}");
    let write = diags("des.level_init({ style = \"solidfill\", fg = \" \" })\nu.uhp = 3\n");
    assert_eq!(write.len(), 1, "{write:#?}");
    assert!(write[0].contains("Cannot set u table values"), "{write:#?}");
    assert!(write[0].contains("t.lua:2"), "{write:#?}");
}
