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

/// Level files have no `assert` in the game (nor in dgn-lua); the scripts
/// here check values with this one, which fails the run with a Lua error.
/// It is put before the script's first line, so that lines keep their
/// numbers.
const ASSERT: &str =
    "local function assert(ok) if not ok then local failed = nil; failed() end end ";

/// Runs a script with one seed; it must run without any diagnostic.
fn run(code: &str) -> Level {
    let code = format!("{ASSERT}{code}");
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
    // The game's last wall pass makes the map's corner a corner.
    assert_eq!(typ(&l, 37, 9), Terrain37::TlCorner);
    assert_eq!(typ(&l, 38, 9), Terrain37::HWall);
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
    // A maze grid: rows 0 and 1 and the squares of odd column and row are
    // rock, the rest wall; with no maze walked through it, every wall has
    // only rock and walls around it, and the game's last wall pass turns
    // them all into rock (as NetHack 3.7 does).
    let l = run("des.level_init({ style = \"mazegrid\", bg = \"-\" })");
    assert_eq!(typ(&l, 4, 1), Terrain37::Stone);
    assert_eq!(typ(&l, 3, 3), Terrain37::Stone);
    assert_eq!(typ(&l, 4, 3), Terrain37::Stone);
    assert!(!l.square(4, 3).unwrap().random);
    // Walked from (3, 3), the first step (4, 3) and every cell of the
    // maze are floor; what lies between two cells is left to the dice.
    let l = run("des.level_init({ style = \"mazegrid\", bg = \"-\" })\n\
        des.mazewalk(2, 3, \"east\")");
    assert_eq!(typ(&l, 4, 3), Terrain37::Room);
    assert_eq!(typ(&l, 3, 3), Terrain37::Room);
    assert_eq!(typ(&l, 77, 19), Terrain37::Room);
    assert!(l.square(6, 3).unwrap().random);
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
    // The game needs a wall beyond the bridge, where the portcullis goes.
    let l = run("des.terrain(10, 5, \"}\")\ndes.terrain(11, 5, \"|\")\ndes.drawbridge({ dir = \"east\", state = \"closed\", x = 10, y = 5 })");
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

// Selections: set/get (a number, 1 or 0, as the game gives)/numpoints, rect is the outline and fillrect/area the
// whole rectangle, line, negate covers columns 1..79 of every row.
#[test]
fn selection_shapes() {
    run("local s = selection.new()\n\
        s:set(3, 4)\n\
        assert(s:get(3, 4) == 1 and s:get(4, 4) == 0)\n\
        assert(s:numpoints() == 1)\n\
        assert(selection.rect(1, 1, 5, 3):numpoints() == 12)\n\
        assert(selection.fillrect(1, 1, 5, 3):numpoints() == 15)\n\
        assert(selection.area(1, 1, 5, 3):numpoints() == 15)\n\
        assert(selection.line(1, 1, 5, 1):numpoints() == 5)\n\
        assert(selection.negate(s):numpoints() == 79 * 21 - 1)\n\
        assert(selection.grow(s):numpoints() == 9)\n\
        assert(selection.grow(s, \"north\"):numpoints() == 2)\n\
        assert(selection.circle(10, 10, 3, 1):numpoints() > selection.circle(10, 10, 3):numpoints())\n\
        assert(selection.ellipse(20, 10, 4, 2, 1):get(20, 10) == 1)");
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
// bounds is the rectangle around them, in level coordinates (the game
// does not count them from the map), the whole level when empty.
#[test]
fn selection_dice_and_walks() {
    run("local s = selection.area(1, 1, 10, 10)\n\
        assert(s:percentage(0):numpoints() == 0)\n\
        assert(s:percentage(100):numpoints() == 100)\n\
        local c = s:rndcoord(1)\n\
        assert(c.x >= 1 and c.x <= 10 and c.y >= 1 and c.y <= 10)\n\
        assert(s:numpoints() == 99 and s:get(c.x, c.y) == 0)\n\
        local e = selection.new():rndcoord()\n\
        assert(e.x == -1 and e.y == -1)\n\
        local n = 0\n\
        selection.area(2, 2, 3, 3):iterate(function(x, y) n = n + x + y end)\n\
        assert(n == 20)\n\
        local b = selection.area(2, 3, 7, 9):bounds()\n\
        assert(b.lx == 3 and b.ly == 3 and b.hx == 8 and b.hy == 9)\n\
        local e = selection.new():bounds()\n\
        assert(e.lx == 0 and e.ly == 0 and e.hx == 79 and e.hy == 20)\n\
        local r = selection.randline(1, 5, 20, 5, 0)\n\
        assert(r:get(1, 5) == 1 and r:get(20, 5) == 1)\n\
        local g = selection.gradient({ type = \"radial\", x = 40, y = 10, mindist = 2, maxdist = 2 })\n\
        assert(g:get(40, 10) == 1 and g:get(42, 10) == 1 and g:get(45, 10) == 0)");
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

// A room's chance decides its kind, not whether it is built (the game's
// build_room makes an ordinary room when the dice refuse): its walls are
// there on every seed.
#[test]
fn a_room_chance_picks_its_kind() {
    for seed in 1..=8 {
        let src = SourceFile::new(
            "t.lua",
            b"des.room({ type = \"temple\", chance = 1, x = 3, y = 3, xalign = \"center\", yalign = \"center\", w = 5, h = 3 })".to_vec(),
        );
        let opts = LuaLevelOptions {
            seeds: vec![seed],
            ..Default::default()
        };
        let l = &check(&src, &opts).runs[0].level;
        assert_eq!(records(l, "room").len(), 1);
        let (x, y) = records(l, "room")[0].at.expect("a fixed place");
        assert_eq!(typ(l, x - 1, y - 1), Terrain37::TlCorner);
        assert_eq!(typ(l, x, y), Terrain37::Room);
    }
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

// Levels the game builds cleanly (checked with its own level code):
// an empty map places nothing; "fruit" is the name the game gives the
// slime mold once its options are read (and "slime mold" is then
// unknown); a monster at a negative coordinate is put somewhere (the game
// moves it), no error; a drawbridge needs a wall beyond it, not water
// under it.
#[test]
fn what_the_game_builds_cleanly() {
    let l = run("des.map([[\n]])\ndes.mazewalk(0, 3, \"east\")\n");
    assert!(records(&l, "map").is_empty());
    run("des.object({ class = \"%\", id = \"fruit\" })\ndes.object(\"fruit\", 3, 3)\n");
    assert_eq!(
        diags("des.object(\"slime mold\")\n"),
        ["t.lua:1:12: error: Unknown object id \"slime mold\""]
    );
    let shown = diags("des.monster(\"jackal\", -4, 3)\ndes.object(\"rock\", 3, -4)\n");
    assert!(
        shown.iter().all(|d| d.contains(": warning: ")),
        "{shown:#?}"
    );
    let l = run("des.level_init({ style = \"solidfill\", fg = \" \" })\n\
         des.map([[\n.....\n.|-|.\n.|.|.\n.|-|.\n.....]])\n\
         des.drawbridge({ x = 2, y = 0, dir = \"south\", state = \"closed\" })\n");
    // The map is centred at column 37, row 9.
    assert_eq!(typ(&l, 39, 9), Terrain37::DrawbridgeUp);
    assert_eq!(typ(&l, 39, 10), Terrain37::DbWall);
}

// Digits in a map are dropped before the map is measured, so a row that
// held one is shorter and the game reads the rows after it askew (its
// rows are read at width + 1 apart): `|.1.|` becomes `|..|` and the
// last column of the next rows moves. Checked with the game: `-----`,
// `|.1.|`, `-----` gives ROOM at the second and third squares of the
// middle row and a wall at its fourth.
#[test]
fn map_digits_are_dropped() {
    let src = SourceFile::new(
        "t.lua",
        b"des.level_init({ style = \"solidfill\", fg = \" \" })\ndes.map([[\n-----\n|.1.|\n-----]])\n".to_vec(),
    );
    let report = check(&src, &opts());
    let shown: Vec<String> = report.diagnostics.iter().map(|d| d.short(&src)).collect();
    assert_eq!(
        shown,
        ["t.lua:4:1: warning: this map row has 4 characters, the widest has 5: the game reads such maps askew"]
    );
    let l = &report.runs[0].level;
    assert_eq!(typ(l, 37, 10), Terrain37::VWall);
    assert_eq!(typ(l, 38, 10), Terrain37::Room);
    assert_eq!(typ(l, 39, 10), Terrain37::Room);
    assert_eq!(typ(l, 40, 10), Terrain37::VWall);
}

// The game's random line joins its ends (midpoints displaced at random,
// halved twelve levels deep), and `get` gives 1 or 0: a loop that carves
// random lines until a flood fill from one end reaches the other ends, as
// it does in the game.
#[test]
fn randline_joins_its_ends_and_get_is_a_number() {
    run("des.level_init({ style = \"solidfill\", fg = \"L\" })\n\
         des.terrain(1, 5, \".\")\n\
         local tries = 0\n\
         while true do\n  \
           local f = selection.floodfill(1, 5, true)\n  \
           if f:get(70, 12) == 1 then break end\n  \
           tries = tries + 1\n  \
           assert(tries < 50)\n  \
           des.replace_terrain({ selection = selection.randline(1, 5, 70, 12, 30), fromterrain = \"L\", toterrain = \".\" })\n\
         end\n");
}

// Stairs, traps, altars, monsters and objects given a place off the level
// (or a negative coordinate other than (-1, -1)) are no error in the
// game: it tries the bottom right corner of the maze area instead
// (checked with the game: `des.stair("up", 85, 5)` puts the stairs at
// (78, 20)). dgn warns.
#[test]
fn things_off_the_level_are_moved_not_refused() {
    let shown = diags(
        "des.stair(\"up\", 85, 5)\ndes.trap(\"arrow\", -4, 3)\ndes.altar({ x = 3, y = 25 })\n",
    );
    assert_eq!(shown.len(), 3, "{shown:#?}");
    assert!(
        shown
            .iter()
            .all(|d| d.contains(": warning: ") && d.ends_with("the game tries (78, 20) instead")),
        "{shown:#?}"
    );
    assert!(shown[1].contains("only (-1, -1) is random"), "{shown:#?}");
}

// The game reads a table's strings with luaL_optstring, which takes a
// number as its text: `class = 42` is the two-character class "42", which
// it ignores (a random monster or object: checked with the game, which
// builds it), while `class = 9` is the class '9', which stops it.
#[test]
fn numbers_are_read_as_strings() {
    let shown = diags("des.monster({ class = 42 })\ndes.object({ class = 42 })\n");
    assert_eq!(shown.len(), 2, "{shown:#?}");
    assert!(
        shown.iter().all(|d| d.contains(": warning: ")),
        "{shown:#?}"
    );
    assert_eq!(
        diags("des.monster({ class = 9 })\n"),
        ["t.lua:1:23: error: create_monster: unknown monster class '9' (the game stops)"]
    );
}

/// NetHack 3.7 leaves `print`, `assert`, `error`, `warn`, the metatable
/// and raw functions and the loaders out of a level file's globals: a
/// call is a Lua error in the game (checked with its level code), and in
/// dgn-lua.
#[test]
fn base_functions_the_game_leaves_out() {
    for name in [
        "print",
        "assert",
        "error",
        "warn",
        "setmetatable",
        "getmetatable",
        "rawget",
        "rawset",
        "rawequal",
        "rawlen",
        "load",
        "dofile",
        "require",
    ] {
        let d = diags(&format!("local r = {name}(\"x\")\n"));
        assert_eq!(
            d,
            [format!(
                "t.lua:1:1: error: Lua error: attempt to call a nil value (global '{name}')"
            )],
            "{name}"
        );
    }
}

/// The tests' own `assert` fails the run when its condition is false.
#[test]
#[should_panic(expected = "attempt to call a nil value (local 'failed')")]
fn the_tests_assert_fails() {
    run("assert(1 == 2)\n");
}

// Map fragments compare as the game's `match_maptyps`: `w` is rock or
// any wall, a terrain character is that terrain exactly (`-` a
// horizontal wall: before the level's last wall pass the map's corners
// are horizontal walls too), and `x` or a character that is no terrain
// (`[`, `]`) matches anything. `des.replace_terrain` with a
// `mapfragment` replaces the squares the fragment fits. The terrain below
// is what NetHack 3.7 built from this script (x 1..9, y 3..7).
#[test]
fn map_fragments_match_as_the_game_compares() {
    let l = run("des.level_init({ style = \"solidfill\", fg = \" \" })\n\
         des.level_flags(\"mazelevel\", \"noflip\")\n\
         des.map({ halign = \"left\", valign = \"top\", map = [[\n\
         ---------\n|.|.|...|\n|-------|\n|.|.|.|.|\n---------]] })\n\
         des.replace_terrain({ region = {0,1,8,1}, mapfragment = \".|.\", toterrain = \"T\" })\n\
         des.terrain(selection.match(\"[.w.]\"), \"F\")\n\
         des.terrain(selection.match(\"x-x\"), \"I\")\n");
    use Terrain37::{Ice as I, IronBars as F, Room as R, Tree as T, VWall as V};
    let game = [
        [I, I, I, I, I, I, I, I, I],
        [V, R, T, R, T, R, R, R, V],
        [V, I, I, I, I, I, I, I, V],
        [V, R, F, R, F, R, F, R, V],
        [I, I, I, I, I, I, I, I, I],
    ];
    for (dy, row) in game.iter().enumerate() {
        for (dx, &want) in row.iter().enumerate() {
            let (x, y) = (dx as i32 + 1, dy as i32 + 3);
            assert_eq!(typ(&l, x, y), want, "({x}, {y})");
        }
    }
}
