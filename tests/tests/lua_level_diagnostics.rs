//! The diagnostics of NetHack 3.7 level scripts, one snapshot per kind of
//! mistake, rendered as `lev_comp --check` prints them.

use dgn_core::{Render, SourceFile};
use dgn_lua::{check, LuaLevelOptions};

/// Every diagnostic of a script, rendered without colours.
fn rendered(code: &str, opts: &LuaLevelOptions) -> String {
    let src = SourceFile::new("level.lua", code.as_bytes().to_vec());
    let report = check(&src, opts);
    report
        .diagnostics
        .iter()
        .map(|d| d.render(&src, false))
        .collect::<Vec<_>>()
        .join("\n")
}

fn snap(name: &str, code: &str) {
    let text = rendered(code, &LuaLevelOptions::default());
    assert!(!text.is_empty(), "{name}: no diagnostic");
    insta::assert_snapshot!(format!("lua_level_{name}"), text);
}

#[test]
fn unknown_function() {
    snap("unknown_function", "des.monstre(\"jackal\", 1, 1)\n");
    snap(
        "unknown_selection_function",
        "local s = selection.aera(1, 1, 2, 2)\n",
    );
}

#[test]
fn unknown_and_misspelt_keys() {
    snap(
        "unknown_key",
        "des.monster({ id = \"jackal\", x = 1, y = 1, aslep = true })\n",
    );
}

#[test]
fn wrong_value_types_and_words() {
    snap("wrong_type", "des.room({ w = \"wide\", h = 3 })\n");
    snap(
        "wrong_bool",
        "des.monster({ id = \"jackal\", peaceful = \"maybe\" })\n",
    );
    snap(
        "wrong_word",
        "des.door({ x = 1, y = 1, state = \"lockd\" })\n",
    );
    snap("wrong_map_char", "des.terrain(1, 1, \"Q\")\n");
    snap(
        "missing_key",
        "des.replace_terrain({ fromterrain = \".\" })\n",
    );
}

#[test]
fn unknown_names() {
    snap(
        "unknown_monster_table",
        "des.monster({ id = \"jabberwok\" })\n",
    );
    snap(
        "unknown_monster_short",
        "des.monster(\"jabberwok\", 1, 1)\n",
    );
    snap(
        "unknown_object",
        "des.object({ id = \"wand of wishin\" })\n",
    );
    snap("unknown_trap", "des.trap(\"spiked pitt\", 1, 1)\n");
    snap("unknown_room_type", "des.room({ type = \"zooo\" })\n");
    snap("unknown_flag", "des.level_flags(\"noteleprot\")\n");
}

#[test]
fn coordinates_off_the_level() {
    snap("off_the_level", "des.monster(\"jackal\", 90, 3)\n");
    snap("terrain_off_the_level", "des.terrain(79, 30, \".\")\n");
    snap("map_needs_a_place", "des.map({ map = \"..\" })\n");
}

#[test]
fn what_the_game_rejects() {
    snap("statue_short_form", "des.object(\"statue\", 3, 3)\n");
    snap("drawbridge_on_floor", "des.terrain(4, 4, \".\")\ndes.drawbridge({ dir = \"east\", state = \"open\", x = 4, y = 4 })\n");
    snap("room_needs_both", "des.room({ x = 3, w = 4, h = 4 })\n");
    snap("selection_setpoint", "selection.set()\n");
    snap("fragment_even", "local s = selection.match(\"..\")\n");
}

#[test]
fn lua_errors() {
    snap("syntax_error", "des.monster(\"jackal\" 1, 1)\n");
    snap("runtime_error", "local t = nil\nlocal n = t.x\n");
}

#[test]
fn endless_loops_are_stopped() {
    let opts = LuaLevelOptions {
        seeds: vec![1],
        instruction_limit: 100_000,
        ..Default::default()
    };
    let text = rendered("local n = 0\nwhile true do\n  n = n + 1\nend\n", &opts);
    insta::assert_snapshot!("lua_level_endless_loop", text);
}

#[test]
fn every_error_of_a_run_is_reported() {
    let text = rendered(
        "des.monster({ id = \"jackal\", aslep = true, peaceful = \"maybe\", female = 3 })\n",
        &LuaLevelOptions::default(),
    );
    assert_eq!(text.matches("error:").count(), 2, "{text}");
    assert_eq!(text.matches("warning").count(), 1, "{text}");
}

#[test]
fn no_panic_on_odd_inputs() {
    for code in [
        "",
        "\u{0}\u{1}",
        "return",
        "des.map(\"\")",
        "des.map({ map = string.rep(\".\", 200) .. \"\\n\" .. \".\" })",
        "selection.line()",
        "des.monster(1, 2, 3)",
        "des.object({ id = {} })",
        "des.terrain(selection.new(), \".\")",
        "local s = selection.new() s:set(-5, -5) s:set(1000, 1000)",
        "des.region({ region = { -100, -100, 300, 300 }, lit = 1 })",
        "des.replace_terrain({ region = { -100, -100, 300, 300 }, fromterrain = \".\", toterrain = \"L\" })",
        "selection.circle(10, 10, 1000000)",
        "local t = {} for i = 1, 1e7 do t[i] = string.rep('x', 1000) end",
        "error({})",
        "setmetatable(_G, nil) des = nil des.monster()",
    ] {
        let opts = LuaLevelOptions {
            seeds: vec![1],
            instruction_limit: 1_000_000,
            ..Default::default()
        };
        let _ = rendered(code, &opts);
    }
}

// What NetHack 3.7's level code stops on, each checked with the game
// itself (its own sp_lev.c run on the same script): a coordinate that is
// not (-1, -1) is taken as written, so a negative one is off the level
// for the functions that place exactly (door, feature, terrain,
// mazewalk); positional arguments are read with Lua's luaL_check*
// calls; a one-character monster class must be a class symbol.
#[test]
fn what_the_game_checks_in_arguments() {
    snap("door_negative", "des.door(\"closed\", -4, 5)\n");
    snap(
        "door_table_negative",
        "des.door({ state = \"open\", x = 3, y = -2 })\n",
    );
    snap("feature_negative", "des.feature(\"fountain\", 5, -4)\n");
    snap("terrain_negative", "des.terrain(-4, 2, \".\")\n");
    snap("mazewalk_negative", "des.mazewalk(-4, 3, \"east\")\n");
    snap(
        "region_lit_word",
        "des.region(selection.area(1, 1, 3, 3), 42)\n",
    );
    snap("monster_class_digit", "des.monster(\"9\", 3, 3)\n");
    snap(
        "trap_table_coordinate",
        "local x, y = selection.area(1, 1, 2, 2):rndcoord(1)\ndes.trap(\"dart\", x, y)\n",
    );
    snap(
        "coordinate_string_entry",
        "des.feature(\"fountain\", { \"abc\", 8 })\n",
    );
    snap(
        "nh_function_3_7_lacks",
        "if nh.is_genocided(\"ettin\") then\n  des.monster(\"ettin\")\nend\n",
    );
    snap(
        "drawbridge_random_direction",
        "des.map([[\n}}}\n}-}\n}}}]])\ndes.drawbridge({ x = 1, y = 0, dir = \"random\", state = \"closed\" })\n",
    );
}

// Rooms: a subroom is drawn where it is told (the game stops when its
// walls leave the level), and a door in a room's walls needs a plain wall
// square with open ground outside: around a room in solid rock there is
// none (the game: "create_door: Can't find a proper place!").
#[test]
fn what_the_game_checks_in_rooms() {
    snap(
        "subroom_off_the_level",
        "des.level_init({ style = \"solidfill\", fg = \" \" })\n\
         des.room({ type = \"ordinary\", x = 3, y = 3, w = 20, h = 10, xalign = \"left\", yalign = \"top\",\n  \
         contents = function()\n    des.room({ type = \"ordinary\", x = 11, y = 25, w = 2, h = 2 })\n  end\n})\n",
    );
    snap(
        "room_door_no_place",
        "des.level_init({ style = \"solidfill\", fg = \" \" })\n\
         des.room({ type = \"ordinary\", x = 3, y = 3, w = 20, h = 10, xalign = \"left\", yalign = \"top\",\n  \
         contents = function()\n    des.room({ type = \"ordinary\", x = -4, y = 2, w = 2, h = 2,\n      \
         contents = function() des.door({ state = \"closed\", wall = \"south\" }) end })\n  end\n})\n",
    );
}

// Mistakes in the source that a run reaches only on some seeds: reported
// whether or not the runs took that branch or draw.
#[test]
fn what_the_source_shows_without_running() {
    // One seed and no runs with chosen draws: no run takes the branches.
    let opts = LuaLevelOptions {
        seeds: vec![1],
        chosen_runs: 0,
        ..Default::default()
    };
    let text = rendered(
        "if nh.rn2(1000) == 999 then\n  des.leel_init({ style = \"solidfill\" })\nend\n",
        &opts,
    );
    insta::assert_snapshot!("lua_level_static_unknown_function", text);
    // An iterate callback over a selection that the random maze leaves
    // empty in every run.
    let text = rendered(
        "des.level_init({ style = \"maze\" })\n\
         local function boulder(x, y)\n  des.object(\"bouulder\", x, y)\nend\n\
         selection.match(\".w.\"):iterate(boulder)\n",
        &opts,
    );
    insta::assert_snapshot!("lua_level_static_unknown_object", text);
    let text = rendered(
        "local terrains = { \".\", \"P\", \"L\", \"u\" }\n\
         if nh.rn2(1000) == 999 then\n  \
         des.replace_terrain({ fromterrain = \"L\", toterrain = terrains[math.random(1, #terrains)] })\nend\n",
        &opts,
    );
    insta::assert_snapshot!("lua_level_static_terrain_list", text);
}

// The run limit also bounds the work of the functions a script calls: a
// loop of selection calls (each a pass over the level in Rust) is stopped
// with an error that names the limit, after far fewer Lua instructions
// than the limit.
#[test]
fn the_run_limit_counts_the_work_of_calls() {
    let opts = LuaLevelOptions {
        seeds: vec![1, 2, 3],
        instruction_limit: 1_000_000,
        ..Default::default()
    };
    let src = SourceFile::new(
        "level.lua",
        b"local n = 0\nwhile true do\n  local s = selection.floodfill(1, 1, true)\n  n = n + 1\nend\n"
            .to_vec(),
    );
    let report = check(&src, &opts);
    let shown: Vec<String> = report.diagnostics.iter().map(|d| d.short(&src)).collect();
    assert_eq!(shown.len(), 1, "{shown:#?}");
    assert!(
        shown[0].contains("reached the run limit of 1000000 steps"),
        "{shown:#?}"
    );
    // A run that reached the limit is not repeated with the other seeds.
    assert_eq!(report.runs.len(), 1);
}

// An irregular region with contents is a room: the game puts a door in
// its walls only where open ground lies outside (checked with the game:
// stone all around stops it, floor around lets it build).
#[test]
fn region_door_needs_open_ground() {
    snap("region_door_no_place", "des.level_init({ style = \"solidfill\", fg = \" \" })\ndes.level_flags(\"mazelevel\")\ndes.map({ x = 10, y = 5, map = [[\n        \n ------ \n |....| \n |....| \n ------ \n        ]] })\ndes.region({ region = { 2, 2, 5, 3 }, lit = 0, type = \"ordinary\", irregular = 1,\n             contents = function() des.door({ state = \"secret\", wall = \"random\" }) end })\n");
    let open = rendered("des.level_init({ style = \"solidfill\", fg = \" \" })\ndes.level_flags(\"mazelevel\")\ndes.map({ x = 10, y = 5, map = [[\n........\n.------.\n.|....|.\n.|....|.\n.------.\n        ]] })\ndes.region({ region = { 2, 2, 5, 3 }, lit = 0, type = \"ordinary\", irregular = 1,\n             contents = function() des.door({ state = \"secret\", wall = \"random\" }) end })\n", &LuaLevelOptions::default());
    assert_eq!(open, "");
}

// Stairs placed at random need floor, corridor or ice in the map area
// (checked with the game: a map whose floor all became cloud stops it
// with "get_location: can't find a place!").
#[test]
fn random_stairs_need_floor() {
    snap(
        "stairs_no_floor",
        "des.level_init({ style = \"solidfill\", fg = \" \" })\ndes.map([[\n-----\n|...|\n-----]])\n\
         des.replace_terrain({ fromterrain = \".\", toterrain = \"C\" })\ndes.stair(\"up\")\n",
    );
}

// The game's own budget: it panics ("Lua time exceeded") once a level's
// Lua code runs about 1,048,576 instructions from its start (or from the
// start of the latest contents, inventory or iterate function). Checked
// with the game: a loop of 540,000 additions stops it, one of 480,000
// does not; dgn agrees on both.
#[test]
fn the_games_own_instruction_budget() {
    let loop_of = |n: u32| format!("local n = 0\nfor i = 1, {n} do n = n + i end\n");
    let opts = LuaLevelOptions {
        seeds: vec![1],
        ..Default::default()
    };
    assert_eq!(rendered(&loop_of(480_000), &opts), "");
    let text = rendered(&loop_of(540_000), &opts);
    insta::assert_snapshot!("lua_level_lua_time_exceeded", text);
    // Each contents function starts afresh: two rooms each running
    // 480,000 additions build.
    let rooms = format!(
        "des.room({{ contents = function() {} end }})\ndes.room({{ contents = function() {} end }})\n",
        loop_of(480_000).replace('\n', " "),
        loop_of(480_000).replace('\n', " ")
    );
    assert_eq!(rendered(&rooms, &opts), "");
}
