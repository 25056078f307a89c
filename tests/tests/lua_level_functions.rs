//! What each `des.*`, `selection.*` and `nhlib` function of a NetHack 3.7
//! level script records when `dgn-lua` runs it. Each test names the rule
//! of the game's level code it checks. Conditions inside the scripts are
//! Lua `assert`s: a failed one is a run-time error, so every script must
//! run without any diagnostic.

use dgn_core::SourceFile;
use dgn_lua::{check, Level, LuaLevelOptions, Record, Terrain37};

fn opts() -> LuaLevelOptions {
    LuaLevelOptions {
        seeds: vec![1],
        ..Default::default()
    }
}

/// Runs a script with one seed; it must run without any diagnostic.
fn run(code: &str) -> Level {
    let src = SourceFile::new("t.lua", code.as_bytes().to_vec());
    let report = check(&src, &opts());
    let shown: Vec<String> = report.diagnostics.iter().map(|d| d.short(&src)).collect();
    assert!(shown.is_empty(), "{shown:#?}");
    report.runs.into_iter().next().expect("one run").level
}

/// The one-line diagnostics of a script.
fn diags(code: &str) -> Vec<String> {
    let src = SourceFile::new("t.lua", code.as_bytes().to_vec());
    check(&src, &opts())
        .diagnostics
        .iter()
        .map(|d| d.short(&src))
        .collect()
}

fn typ(l: &Level, x: i32, y: i32) -> Terrain37 {
    l.square(x, y).expect("on the level").typ
}

fn records<'a>(l: &'a Level, kind: &str) -> Vec<&'a Record> {
    l.records.iter().filter(|r| r.kind == kind).collect()
}

const BOX: &str = "des.level_init({ style = \"solidfill\", fg = \" \" })\n\
des.map([[\n-----\n|...|\n|...|\n-----]])\n";

// The short form of des.map centres the map: column 2 + (78 - 2 - w) / 2
// and row 2 + (20 - 2 - h) / 2, each made odd.
#[test]
fn map_short_form_is_centred() {
    let l = run(BOX);
    // 5 wide, 4 high: column 2 + 71/2 = 37 (odd), row 2 + 14/2 = 9 (odd).
    assert_eq!(typ(&l, 37, 9), Terrain37::HWall);
    assert_eq!(typ(&l, 38, 10), Terrain37::Room);
    assert_eq!(typ(&l, 37, 10), Terrain37::VWall);
    assert_eq!(typ(&l, 36, 9), Terrain37::Stone);
    assert_eq!(records(&l, "map")[0].at, Some((37, 9)));
}

// A map with x, y is placed with its corner there; "left" is column 1
// after des.level_init and column 3 without.
#[test]
fn map_placement_by_coordinate_and_alignment() {
    let l = run("des.map({ x = 10, y = 4, map = \"..\\n..\" })");
    assert_eq!(typ(&l, 10, 4), Terrain37::Room);
    assert_eq!(typ(&l, 9, 4), Terrain37::Stone);
    let l = run("des.map({ halign = \"left\", valign = \"top\", map = \"...\\n...\\n...\" })");
    assert_eq!(records(&l, "map")[0].at, Some((3, 3)));
    let l = run("des.level_init({ style = \"solidfill\", fg = \" \" })\n\
        des.map({ halign = \"left\", valign = \"bottom\", map = \"...\\n...\\n...\" })");
    // bottom: 20 - 3 - 1 = 16, made odd: 17.
    assert_eq!(records(&l, "map")[0].at, Some((1, 17)));
}

// Coordinates after des.map are relative to the map; a map's contents
// function sees them so too, and its width and height.
#[test]
fn coordinates_are_relative_to_the_map() {
    let l = run(&format!(
        "{BOX}des.terrain(1, 1, \"L\")\ndes.monster(\"jackal\", 2, 2)"
    ));
    assert_eq!(typ(&l, 38, 10), Terrain37::LavaPool);
    assert_eq!(records(&l, "monster")[0].at, Some((39, 11)));
    run(
        "des.map({ x = 5, y = 5, map = \"...\\n...\", contents = function(m)\n\
         assert(m.width == 3 and m.height == 2)\n\
         des.terrain(0, 0, \"T\")\nend })",
    );
}

// level_init solidfill fills every square with `fg`; a cave (mines) is
// drawn at random.
#[test]
fn level_init_styles() {
    // solidfill covers columns 2 to 78 (the game's maze width), rows 0
    // to 20: NetHack 3.7 leaves columns 1 and 79 rock.
    let l = run("des.level_init({ style = \"solidfill\", fg = \"I\", lit = 1 })");
    assert_eq!(typ(&l, 2, 0), Terrain37::Ice);
    assert_eq!(typ(&l, 78, 20), Terrain37::Ice);
    assert_eq!(typ(&l, 1, 0), Terrain37::Stone);
    assert_eq!(typ(&l, 79, 20), Terrain37::Stone);
    assert!(l.square(40, 10).unwrap().lit);
    let l = run("des.level_init({ style = \"mines\", fg = \".\", bg = \" \", smoothed = true, joined = true, walled = true })");
    assert!(l.square(40, 10).unwrap().random);
    let l = run("des.level_init({ style = \"mazegrid\", bg = \"-\" })");
    // Rows 0 and 1 and the odd squares are rock; the rest is wall.
    assert_eq!(typ(&l, 4, 1), Terrain37::Stone);
    assert_eq!(typ(&l, 3, 3), Terrain37::Stone);
    assert_eq!(typ(&l, 4, 3), Terrain37::HWall);
    assert!(l.square(4, 3).unwrap().random);
}

// des.terrain takes (x, y, ch), ({x, y}, ch), (selection, ch) and a table.
#[test]
fn terrain_forms() {
    let l = run("des.terrain(5, 5, \"T\")\n\
        des.terrain({6, 5}, \"F\")\n\
        des.terrain(selection.area(10, 1, 11, 2), \"W\")\n\
        des.terrain({ x = 7, y = 5, typ = \"C\" })");
    assert_eq!(typ(&l, 6, 5), Terrain37::Tree);
    assert_eq!(typ(&l, 7, 5), Terrain37::IronBars);
    assert_eq!(typ(&l, 11, 2), Terrain37::Water);
    assert_eq!(typ(&l, 8, 5), Terrain37::Cloud);
}

// replace_terrain changes only squares of `fromterrain` in the area; with
// a chance under 100 each square is left to the dice.
#[test]
fn replace_terrain_by_kind_and_chance() {
    let l = run("des.level_init({ style = \"solidfill\", fg = \".\" })\n\
        des.terrain(5, 5, \"T\")\n\
        des.replace_terrain({ region = {0, 0, 10, 10}, fromterrain = \".\", toterrain = \"L\" })\n\
        des.replace_terrain({ x1 = 20, y1 = 0, x2 = 25, y2 = 5, fromterrain = \".\", toterrain = \"P\", chance = 50 })");
    assert_eq!(typ(&l, 6, 5), Terrain37::Tree);
    assert_eq!(typ(&l, 5, 5), Terrain37::LavaPool);
    assert_eq!(typ(&l, 12, 5), Terrain37::Room);
    assert!(l.square(21, 1).unwrap().random);
}

// mazewalk carves at random from a spot: recorded as random.
#[test]
fn mazewalk_is_random() {
    let l =
        run("des.level_init({ style = \"mazegrid\", bg = \"-\" })\ndes.mazewalk(3, 3, \"east\")");
    let r = records(&l, "mazewalk")[0];
    assert!(r.random_kind);
    assert_eq!(r.at, Some((4, 3)));
}

// wallify turns rock next to floor into wall.
#[test]
fn wallify_walls_the_floor() {
    let l = run("des.level_init({ style = \"solidfill\", fg = \" \" })\n\
        des.terrain(10, 10, \".\")\ndes.wallify()");
    assert_eq!(typ(&l, 11, 9), Terrain37::HWall);
    assert_eq!(typ(&l, 11, 11), Terrain37::HWall);
    assert_eq!(typ(&l, 10, 10), Terrain37::VWall);
    assert_eq!(typ(&l, 12, 10), Terrain37::VWall);
    assert!(typ(&l, 10, 11).is_wall());
    assert_eq!(typ(&l, 13, 10), Terrain37::Stone);
}

// level_flags and message are recorded as given.
#[test]
fn flags_and_messages() {
    let l = run("des.level_flags(\"noteleport\", \"mazelevel\")\ndes.message(\"Hello\")");
    assert_eq!(l.flags, ["noteleport", "mazelevel"]);
    assert_eq!(l.messages, ["Hello"]);
}

// Monsters: fixed spot and kind, or random ones; a one-letter id is a class.
#[test]
fn monster_records() {
    let l = run("des.monster(\"red dragon\", 3, 4)\ndes.monster(\"D\")\ndes.monster({ id = \"jackal\", coord = {5, 6}, asleep = true })\ndes.monster()");
    let m = records(&l, "monster");
    assert_eq!(
        (m[0].at, m[0].symbol, m[0].what.as_str()),
        (Some((4, 4)), Some('D'), "red dragon")
    );
    assert!(m[1].random_spot && m[1].random_kind);
    assert_eq!(m[2].what, "jackal, asleep");
    assert!(m[3].random_kind && m[3].symbol.is_none());
}

// Objects: kinds by name, "class of" prefixes and descriptions; contents
// of a container go inside it.
#[test]
fn object_records() {
    let l = run("des.object(\"wand of striking\", 1, 1)\n\
        des.object({ id = \"walking shoes\", x = 2, y = 2 })\n\
        des.object({ id = \"chest\", x = 3, y = 3, contents = function(o) des.object(\"rock\") end })\n\
        des.object({ id = \"tin\", montype = \"spinach\" })\n\
        des.object(\"%\")");
    let o = records(&l, "object");
    assert_eq!(o[0].symbol, Some('/'));
    assert_eq!(o[1].symbol, Some('['));
    assert_eq!(o[2].at, Some((4, 3)));
    assert_eq!(records(&l, "contents")[0].what, "rock");
    assert!(o[4].random_kind && o[4].random_spot);
}

// Traps, gold, engravings, graves.
#[test]
fn trap_gold_engraving_grave() {
    let l = run("des.trap(\"hole\", 1, 1)\ndes.trap()\ndes.gold(50, 2, 2)\n\
        des.engraving({ x = 3, y = 3, type = \"burn\", text = \"Elbereth\" })\n\
        des.grave(4, 4, \"RIP\")");
    let t = records(&l, "trap");
    assert_eq!((t[0].what.as_str(), t[0].at), ("hole", Some((2, 1))));
    assert!(t[1].random_kind && t[1].random_spot);
    assert_eq!(records(&l, "gold")[0].what, "50 gold pieces");
    assert_eq!(records(&l, "engraving")[0].what, "burn \"Elbereth\"");
    assert_eq!(typ(&l, 5, 4), Terrain37::Grave);
}

// Features, stairs, ladders and altars change the terrain of their square.
#[test]
fn features_stairs_altars() {
    let l = run(
        "des.feature(\"fountain\", 1, 1)\ndes.feature({ type = \"throne\", x = 2, y = 1 })\n\
        des.stair(\"up\", 3, 1)\ndes.ladder({ dir = \"down\", x = 4, y = 1 })\n\
        des.altar({ x = 5, y = 1, align = \"law\", type = \"shrine\" })",
    );
    assert_eq!(typ(&l, 2, 1), Terrain37::Fountain);
    assert_eq!(typ(&l, 3, 1), Terrain37::Throne);
    assert_eq!(typ(&l, 4, 1), Terrain37::Stairs);
    assert_eq!(records(&l, "stair")[0].symbol, Some('<'));
    assert_eq!(typ(&l, 5, 1), Terrain37::Ladder);
    assert_eq!(typ(&l, 6, 1), Terrain37::Altar);
    assert_eq!(records(&l, "altar")[0].what, "shrine, law");
}

// Doors: a secret door is SDOOR, the others DOOR; a random state is random.
#[test]
fn doors() {
    let l = run("des.door(\"locked\", 5, 5)\ndes.door({ x = 6, y = 5, state = \"secret\" })\ndes.door({ x = 7, y = 5 })");
    assert_eq!(typ(&l, 6, 5), Terrain37::Door);
    assert_eq!(typ(&l, 7, 5), Terrain37::SDoor);
    assert!(records(&l, "door")[2].random_kind);
}

// A drawbridge stands on water and raises its wall on the side it faces.
#[test]
fn drawbridge_over_the_moat() {
    let l = run("des.terrain(10, 5, \"}\")\ndes.drawbridge({ dir = \"east\", state = \"closed\", x = 10, y = 5 })");
    assert_eq!(typ(&l, 11, 5), Terrain37::DrawbridgeUp);
    assert_eq!(typ(&l, 12, 5), Terrain37::DbWall);
}

// Rooms are placed at random: their contents' spots are random too.
#[test]
fn rooms_and_their_contents() {
    let l = run(
        "des.room({ type = \"zoo\", w = 4, h = 3, contents = function(r)\n\
        assert(r.width == 4 and r.height == 3)\n\
        des.monster(\"jackal\", 1, 1)\n\
        des.room({ contents = function() des.object() end })\nend })",
    );
    let rooms = records(&l, "room");
    assert_eq!(rooms[0].what, "zoo room, 4×3");
    assert!(rooms[1].what.contains("subroom"));
    assert!(records(&l, "monster")[0].random_spot);
}

// Regions light areas; levregions, teleport regions, exclusions and
// corridors are recorded.
#[test]
fn regions_and_corridors() {
    let l = run("des.region({ region = {1, 1, 3, 3}, lit = 1, type = \"ordinary\" })\n\
        des.region(selection.area(10, 10, 11, 11), \"lit\")\n\
        des.levregion({ region = {1, 1, 5, 5}, type = \"portal\", name = \"fakewiz1\" })\n\
        des.teleport_region({ region = {1, 1, 5, 5}, dir = \"down\" })\n\
        des.exclusion({ type = \"teleport\", region = {1, 1, 5, 5} })\n\
        des.corridor({ srcroom = 0, srcdoor = 0, srcwall = \"north\", destroom = 1, destdoor = 0, destwall = \"south\" })\n\
        des.random_corridors()");
    assert!(l.square(2, 2).unwrap().lit);
    assert!(l.square(11, 11).unwrap().lit);
    assert_eq!(
        records(&l, "levregion")[0].what,
        "portal region to \"fakewiz1\""
    );
    assert_eq!(
        records(&l, "teleport_region")[0].what,
        "arrival region (down)"
    );
    assert_eq!(records(&l, "exclusion").len(), 1);
    assert_eq!(records(&l, "corridor").len(), 1);
    assert_eq!(records(&l, "random_corridors").len(), 1);
}

// non_diggable, non_passwall and wall_property take a selection or nothing;
// reset_level forgets everything.
#[test]
fn wall_settings_and_reset() {
    let l = run(
        "des.non_diggable(selection.area(0, 0, 10, 10))\ndes.non_passwall()\n\
        des.wall_property({ x1 = 0, y1 = 0, x2 = 5, y2 = 5, property = \"nonpasswall\" })\n\
        des.finalize_level()\ndes.gas_cloud({ x = 5, y = 5, damage = 3 })",
    );
    assert_eq!(records(&l, "non_diggable").len(), 2);
    assert_eq!(
        records(&l, "wall_property")[0].what,
        "walls made nonpasswall"
    );
    let l = run("des.terrain(5, 5, \"L\")\ndes.reset_level()");
    assert_eq!(typ(&l, 6, 5), Terrain37::Stone);
    assert!(l.records.is_empty());
}

// Selections: set/get/numpoints, rect is the outline and fillrect/area the
// whole rectangle, line, negate covers columns 1..79 of every row.
#[test]
fn selection_shapes() {
    run("local s = selection.new()\n\
        s:set(3, 4)\n\
        assert(s:get(3, 4) and not s:get(4, 4))\n\
        assert(s:numpoints() == 1)\n\
        assert(selection.rect(1, 1, 5, 3):numpoints() == 12)\n\
        assert(selection.fillrect(1, 1, 5, 3):numpoints() == 15)\n\
        assert(selection.area(1, 1, 5, 3):numpoints() == 15)\n\
        assert(selection.line(1, 1, 5, 1):numpoints() == 5)\n\
        assert(selection.negate(s):numpoints() == 79 * 21 - 1)\n\
        assert(selection.grow(s):numpoints() == 9)\n\
        assert(selection.grow(s, \"north\"):numpoints() == 2)\n\
        assert(selection.circle(10, 10, 3, 1):numpoints() > selection.circle(10, 10, 3):numpoints())\n\
        assert(selection.ellipse(20, 10, 4, 2, 1):get(20, 10))");
}

// Selection operators: | and + union, & intersection, ~ symmetric
// difference, - difference, unary - complement.
#[test]
fn selection_operators() {
    run("local a = selection.area(1, 1, 4, 1)\n\
        local b = selection.area(3, 1, 6, 1)\n\
        assert((a | b):numpoints() == 6)\n\
        assert((a + b):numpoints() == 6)\n\
        assert((a & b):numpoints() == 2)\n\
        assert((a ~ b):numpoints() == 4)\n\
        assert((a - b):numpoints() == 2)\n\
        assert((-a):numpoints() == 79 * 21 - 4)");
}

// percentage keeps each square with its chance; rndcoord picks a square
// of the selection (and removes it when asked); iterate visits each one;
// bounds is the rectangle around them.
#[test]
fn selection_dice_and_walks() {
    run("local s = selection.area(1, 1, 10, 10)\n\
        assert(s:percentage(0):numpoints() == 0)\n\
        assert(s:percentage(100):numpoints() == 100)\n\
        local c = s:rndcoord(1)\n\
        assert(c.x >= 1 and c.x <= 10 and c.y >= 1 and c.y <= 10)\n\
        assert(s:numpoints() == 99 and not s:get(c.x, c.y))\n\
        local e = selection.new():rndcoord()\n\
        assert(e.x == -1 and e.y == -1)\n\
        local n = 0\n\
        selection.area(2, 2, 3, 3):iterate(function(x, y) n = n + x + y end)\n\
        assert(n == 20)\n\
        local b = selection.area(2, 3, 7, 9):bounds()\n\
        assert(b.lx == 2 and b.ly == 3 and b.hx == 7 and b.hy == 9)\n\
        local r = selection.randline(1, 5, 20, 5, 0)\n\
        assert(r:get(1, 5) and r:get(20, 5))\n\
        local g = selection.gradient({ type = \"radial\", x = 40, y = 10, mindist = 2, maxdist = 2 })\n\
        assert(g:get(40, 10) and g:get(42, 10) and not g:get(45, 10))");
}

// filter_mapchar keeps the squares of a terrain; match keeps the squares
// around which a fragment fits; floodfill spreads over one terrain.
#[test]
fn selection_by_terrain() {
    run("des.level_init({ style = \"solidfill\", fg = \" \" })\n\
        des.terrain(selection.area(5, 5, 9, 7), \".\")\n\
        assert(selection.area(0, 0, 20, 20):filter_mapchar(\".\"):numpoints() == 15)\n\
        assert(selection.floodfill(6, 6):numpoints() == 15)\n\
        assert(selection.match(\"...\\n...\\n...\"):numpoints() == 3)");
}

// nhlib: percent, d, shuffle, the shuffled `align`, math.random from the
// run's seed.
#[test]
fn nhlib_helpers() {
    run("assert(percent(100) and not percent(0))\n\
        assert(d(3, 1) == 3)\n\
        local t = { 1, 2, 3, 4 }\nshuffle(t)\n\
        table.sort(t)\nassert(t[1] == 1 and t[4] == 4)\n\
        assert(#align == 3)\n\
        local r = math.random(5, 6)\nassert(r == 5 or r == 6)\n\
        assert(nh.rn2(1) == 0)\n\
        assert(monkfoodshop() == \"food shop\")");
}

// The same seed draws the same numbers; several seeds run by default.
#[test]
fn seeds() {
    let src = SourceFile::new(
        "t.lua",
        b"des.monster(\"jackal\", math.random(1, 70), 3)".to_vec(),
    );
    let a = check(&src, &opts());
    let b = check(&src, &opts());
    assert_eq!(a.runs[0].level, b.runs[0].level);
    let all = check(&src, &LuaLevelOptions::default());
    assert_eq!(all.runs.len(), dgn_lua::DEFAULT_SEEDS as usize);
    let spots: std::collections::BTreeSet<_> =
        all.runs.iter().map(|r| r.level.records[0].at).collect();
    assert!(spots.len() > 1, "{spots:?}");
}

// Errors of every seed are reported, once each.
#[test]
fn errors_of_rare_branches_are_found() {
    let code = "if math.random(1, 4) == 1 then des.monster(\"jabberwok\") end";
    let d = diags(code);
    let src = SourceFile::new("t.lua", code.as_bytes().to_vec());
    let all = check(&src, &LuaLevelOptions::default());
    assert!(d.len() <= 1);
    assert_eq!(all.diagnostics.len(), 1, "{:?}", all.diagnostics);
}

// A room with a grid cell (x, y from 1 to 5), both alignments and a size
// has a fixed place: column (x - 1) * 80 / 5 + 1 and row (y - 1) * 21 / 5
// + 1, moved by the alignment in a 16 × 4 cell; a subroom's x, y count
// from its parent's first floor square. (NetHack 3.7 puts the Oracle's
// room at columns 35-45, rows 7-15, and its centre room at 39, 10.)
#[test]
fn rooms_with_a_fixed_place() {
    let l = run("des.room({ x = 3, y = 3, xalign = \"center\", yalign = \"center\", w = 11, h = 9, lit = 1,\n\
        contents = function()\n\
          des.object({ id = \"statue\", x = 0, y = 0, montype = \"C\" })\n\
          des.room({ x = 4, y = 3, w = 3, h = 3, contents = function() des.feature(\"fountain\", 0, 1) end })\n\
        end })");
    let rooms = records(&l, "room");
    assert_eq!(rooms[0].at, Some((35, 7)));
    assert_eq!(rooms[1].at, Some((39, 10)));
    assert_eq!(typ(&l, 35, 7), Terrain37::Room);
    assert_eq!(typ(&l, 34, 7), Terrain37::VWall);
    assert_eq!(typ(&l, 35, 6), Terrain37::HWall);
    assert_eq!(typ(&l, 39, 11), Terrain37::Fountain);
    assert_eq!(records(&l, "object")[0].at, Some((35, 7)));
    assert!(l.square(40, 8).unwrap().lit);
}

// A map's boundary squares (`B`) become floor once the level is laid out;
// a square that already is a door or secret door keeps its kind when
// des.door sets its state (the castle's locked secret doors).
#[test]
fn boundaries_and_doors_on_doors() {
    let l = run("des.map({ x = 5, y = 5, map = \"B.S\" })\ndes.door(\"locked\", 2, 0)");
    assert_eq!(typ(&l, 5, 5), Terrain37::Room);
    assert_eq!(typ(&l, 7, 5), Terrain37::SDoor);
}
