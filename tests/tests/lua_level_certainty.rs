//! What the picture of a NetHack 3.7 level script calls certain, on small
//! levels whose truth comes from the game's own level code (each level
//! below was built with NetHack 3.7 for seeds 1 to 100; the comments give
//! what the game did). A square is certain only when no game builds
//! anything else there: where the game may put something at random, the
//! square is drawn as one example (hatched) and the thing is listed.

use dgn_core::lev::model::Terrain;
use dgn_core::preview::LevelPreview;
use dgn_core::SourceFile;
use dgn_lua::{preview, LuaLevelOptions};
use dgn_tests::lua_level::{certain, HEAD, ROOM};

fn picture(code: &str) -> LevelPreview {
    let src = SourceFile::new("t.lua", code.as_bytes().to_vec());
    preview(&src, &LuaLevelOptions::default())
        .unwrap_or_else(|e| panic!("{:#?}", e.iter().map(|d| d.short(&src)).collect::<Vec<_>>()))
}

/// Whether the square is drawn as one example of what the game builds.
fn example(p: &LevelPreview, x: usize, y: usize) -> bool {
    p.cell(x, y).expect("on the screen").example
}

const FLOOR: [(usize, usize); 10] = [
    (2, 4),
    (3, 4),
    (4, 4),
    (5, 4),
    (6, 4),
    (2, 5),
    (3, 5),
    (4, 5),
    (5, 5),
    (6, 5),
];

// `des.stair("up")` with no place: the game picks a floor square of the
// map (stairs on each of the ten squares in 7 to 15 of 100 seeds).
#[test]
fn stairs_at_a_random_spot_make_every_floor_square_uncertain() {
    let p = picture(&format!("{HEAD}{ROOM}des.stair(\"up\")\n"));
    for (x, y) in FLOOR {
        assert!(example(&p, x, y), "({x}, {y})");
        assert_eq!(p.cell(x, y).unwrap().terrain, Some(Terrain::Room));
    }
    // The walls stay certain.
    assert_eq!(certain(&p, 1, 4), Some(Terrain::VWall));
    assert_eq!(certain(&p, 4, 3), Some(Terrain::HWall));
    assert!(
        p.random
            .iter()
            .any(|l| l.starts_with("STAIR: up at a random spot")),
        "{:?}",
        p.random
    );
    assert!(p.marks.iter().all(|m| m.kind != "STAIR"));
}

// A one-square `levregion` of stairs: the game puts them there in every
// seed (STAIRS at (4, 4) 100/100); the down stairs of the larger region
// land on any of its other floor squares (each in 3 to 15 seeds).
#[test]
fn one_square_levregion_is_certain_stairs() {
    let p = picture(&format!(
        "{HEAD}{ROOM}\
         des.levregion({{ region = {{3,1,3,1}}, type = \"stair-up\" }})\n\
         des.levregion({{ region = {{1,1,5,2}}, exclude = {{3,1,3,1}}, type = \"stair-down\" }})\n"
    ));
    assert_eq!(certain(&p, 4, 4), Some(Terrain::Stairs));
    assert!(p
        .marks
        .iter()
        .any(|m| (m.x, m.y) == (4, 4) && m.kind == "STAIR" && m.glyph.ch == '<'));
    for (x, y) in FLOOR.into_iter().filter(|&s| s != (4, 4)) {
        assert!(example(&p, x, y), "({x}, {y})");
    }
}

// A coordinate drawn with `selection:rndcoord` may be any square of the
// selection: the fountain lands on each of the three (41, 31 and 28 of
// 100 seeds). The other floor squares stay certain, except the one a
// `percent(1)` branch may turn into a tree: the dice at their lowest take
// that branch.
#[test]
fn drawn_coordinates_and_rare_branches_are_not_certain() {
    let p = picture(&format!(
        "{HEAD}{ROOM}\
         local place = selection.new()\n\
         place:set(1,1); place:set(5,1); place:set(3,2)\n\
         des.feature(\"fountain\", place:rndcoord(1))\n\
         if percent(1) then\n   des.terrain(5, 2, \"T\")\nend\n"
    ));
    for (x, y) in [(2, 4), (6, 4), (4, 5)] {
        assert_eq!(certain(&p, x, y), None, "({x}, {y})");
    }
    assert_eq!(certain(&p, 6, 5), None);
    for (x, y) in [(3, 4), (4, 4), (5, 4), (2, 5), (3, 5), (5, 5)] {
        assert_eq!(certain(&p, x, y), Some(Terrain::Room), "({x}, {y})");
    }
    assert!(
        p.random.iter().any(|l| l.starts_with("FEATURE: fountain")),
        "{:?}",
        p.random
    );
}

// The runs with the dice at their bounds, made alone (as the language
// server does when it draws the picture), are those a check makes: the
// `percent(1)` branch is taken by the lowest dice only.
#[test]
fn bound_runs_alone_are_those_of_a_check() {
    let code = format!("{HEAD}{ROOM}if percent(1) then\n   des.terrain(5, 2, \"T\")\nend\n");
    let src = SourceFile::new("t.lua", code.into_bytes());
    let opts = LuaLevelOptions::default();
    let alone = dgn_lua::bound_runs(&src, &opts);
    let checked = dgn_lua::check(&src, &opts).bound_runs;
    assert_eq!(alone.len(), 2);
    for (a, c) in alone.iter().zip(&checked) {
        assert_eq!(a.level, c.level);
        assert_eq!(a.failed, c.failed);
    }
    let trees = |i: usize| {
        alone[i]
            .level
            .records
            .iter()
            .filter(|r| r.kind == "terrain")
            .count()
    };
    assert_eq!((trees(0), trees(1)), (1, 0));
}

// A filled morgue gets graves on floor squares at random (each of the six
// squares of its region in 13 to 26 of 100 seeds); the wall of lava `Z`
// is LAVAWALL and `L` is LAVAPOOL in every seed.
#[test]
fn morgue_graves_and_the_wall_of_lava() {
    let p = picture(&format!(
        "{HEAD}des.map({{ halign = \"left\", valign = \"top\", map = [[\n\
         ---------\n|.......|\n|.......|\n|.....ZL|\n---------]] }})\n\
         des.region({{ region = {{1,1,3,2}}, lit = 0, type = \"morgue\", filled = 1 }})\n"
    ));
    for x in 2..=4 {
        for y in 4..=5 {
            assert!(example(&p, x, y), "({x}, {y})");
        }
    }
    assert_eq!(certain(&p, 5, 4), Some(Terrain::Room));
    assert_eq!(certain(&p, 7, 6), Some(Terrain::LavaWall));
    assert_eq!(certain(&p, 8, 6), Some(Terrain::LavaPool));
    let wall = p.cell(7, 6).unwrap().glyph.unwrap();
    assert_eq!((wall.ch, wall.color.0), ('}', 9));
    assert!(p.svg().contains("wall of lava"));
}

// `solidfill` fills columns 2 to 78 and rows 0 to 20: columns 1 and 79
// stay rock (ICE at (2, 0) and (78, 20), STONE at (1, 0) and (79, 0) in
// the game).
#[test]
fn solidfill_leaves_the_edge_columns_rock() {
    let p = picture("des.level_init({ style = \"solidfill\", fg = \"I\" })\n");
    assert_eq!(certain(&p, 2, 0), Some(Terrain::Ice));
    assert_eq!(certain(&p, 78, 20), Some(Terrain::Ice));
    assert_eq!(certain(&p, 1, 0), None);
    assert_eq!(certain(&p, 79, 0), None);
    assert_eq!(certain(&p, 79, 20), None);
}

// An open drawbridge lowers its span and leaves a doorway in the wall
// (DRAWBRIDGE_DOWN at (4, 7), DOOR at (4, 6) in the game).
#[test]
fn open_drawbridge_leaves_a_doorway() {
    let p = picture(&format!(
        "{HEAD}des.map({{ halign = \"left\", valign = \"top\", map = [[\n\
         -------\n|.....|\n|.....|\n-------\n   }}   ]] }})\n\
         des.drawbridge({{ x = 3, y = 4, dir = \"north\", state = \"open\" }})\n"
    ));
    assert_eq!(certain(&p, 4, 7), Some(Terrain::DrawbridgeDown));
    assert_eq!(certain(&p, 4, 6), Some(Terrain::Door));
}

// `sel:set()` picks a random square of the map: the pool lands on any of
// the map's 28 squares, walls included (each in 1 to 9 of 100 seeds), so
// none of them is certain.
#[test]
fn a_selection_drawn_at_random_leaves_its_band_uncertain() {
    let p = picture(&format!(
        "{HEAD}{ROOM}local pools = selection.new()\npools:set()\ndes.terrain(pools, \"P\")\n"
    ));
    for y in 3..=6 {
        for x in 1..=7 {
            assert_eq!(certain(&p, x, y), None, "({x}, {y})");
        }
    }
}

// A pit levels the fountain under it to floor (ROOM at (2, 4), and no
// trap at all on the fountain an arrow trap was asked for: FOUNTAIN at
// (6, 4)); a trap of a random kind at a random spot may do the same to
// any fountain of the map.
#[test]
fn pits_level_furniture() {
    let map = "des.map({ halign = \"left\", valign = \"top\", map = [[\n\
               -------\n|{...{|\n|.....|\n-------]] })\n";
    let p = picture(&format!(
        "{HEAD}{map}des.trap(\"pit\", 1, 1)\ndes.trap(\"arrow\", 5, 1)\n"
    ));
    assert_eq!(certain(&p, 2, 4), Some(Terrain::Room));
    assert_eq!(certain(&p, 6, 4), Some(Terrain::Fountain));
    let p = picture(&format!("{HEAD}{map}des.trap()\n"));
    assert!(example(&p, 2, 4));
    assert!(example(&p, 6, 4));
    assert_eq!(certain(&p, 3, 4), Some(Terrain::Room));
}

/// The check of `code` with the given seeds and at most `chosen` runs
/// with chosen draws (the other options as by default).
fn check_with(code: &str, seeds: &[u64], chosen: usize) -> (SourceFile, dgn_lua::LuaLevelReport) {
    let src = SourceFile::new("t.lua", code.as_bytes().to_vec());
    let opts = LuaLevelOptions {
        seeds: seeds.to_vec(),
        chosen_runs: chosen,
        ..LuaLevelOptions::default()
    };
    let report = dgn_lua::check(&src, &opts);
    (src, report)
}

/// The values the draws of `line` gave in the games of a report (the
/// seeded runs and those with chosen draws).
fn values_drawn(report: &dgn_lua::LuaLevelReport, line: u32) -> Vec<i64> {
    let mut v: Vec<i64> = report
        .runs
        .iter()
        .chain(&report.chosen_runs)
        .filter(|r| r.dice == dgn_lua::Dice::Seeded)
        .flat_map(|r| r.draws.iter().filter(|d| d.line == line).map(|d| d.value))
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

const PICK: &str = "local place = { {1,1},{2,1},{3,1},{4,1} }\n\
local i = math.random(1, #place)\n\
des.terrain(place[i], \"T\")\n";

// A pick from a list: the tree lands on each of the four squares (TREE at
// (2, 4), (3, 4), (4, 4), (5, 4) in 24, 20, 24 and 32 of 100 seeds). One
// seed shows one of them; the runs with chosen draws show the others, so
// that none of the four is called certain, and (6, 4) stays certain floor.
#[test]
fn a_pick_from_a_list_gets_every_value_in_some_run() {
    let code = format!("{HEAD}{ROOM}{PICK}");
    for seed in 1..=4 {
        let (src, report) = check_with(&code, &[seed], dgn_lua::DEFAULT_CHOSEN_RUNS);
        assert_eq!(values_drawn(&report, 9), [1, 2, 3, 4], "seed {seed}");
        assert_eq!(report.chosen_runs.len(), 3, "seed {seed}");
        let p = dgn_lua::picture(&src, &report);
        for x in 2..=5 {
            assert_eq!(certain(&p, x, 4), None, "seed {seed}: ({x}, 4)");
        }
        assert_eq!(certain(&p, 6, 4), Some(Terrain::Room));
        assert!(
            p.header
                .iter()
                .any(|l| l == "and 3 runs with chosen draws (line 9)"),
            "{:?}",
            p.header
        );
    }
    // Without them, one seed and the dice at their bounds leave a square
    // the game varies certain floor.
    // The picture says so.
    let (src, report) = check_with(&code, &[1], 0);
    let p = dgn_lua::picture(&src, &report);
    assert!((2..=5).any(|x| certain(&p, x, 4) == Some(Terrain::Room)));
    let seen = values_drawn(&report, 9);
    let untried: Vec<String> = [2, 3]
        .into_iter()
        .filter(|v| !seen.contains(v))
        .map(|v: i64| v.to_string())
        .collect();
    assert!(!untried.is_empty(), "seed 1 drew {seen:?}");
    assert!(
        p.header.contains(&format!(
            "Not sure: no run tried these values of draws, so what they change may show as \
             certain: line 9 (1..=4: {})",
            untried.join(", ")
        )),
        "{:?}",
        p.header
    );
    // With the runs with chosen draws, nothing is left untried.
    let (src, report) = check_with(&code, &[1], dgn_lua::DEFAULT_CHOSEN_RUNS);
    let p = dgn_lua::picture(&src, &report);
    assert!(
        !p.header.iter().any(|h| h.starts_with("Not sure")),
        "{:?}",
        p.header
    );
}

// A branch inside a branch: the game plants the tree at (2, 4) in 19 and
// at (3, 4) in 31 of 100 seeds. A chosen value of the outer draw reaches
// the inner one; the next round gives that one its other values.
#[test]
fn a_branch_inside_a_branch_is_reached() {
    let code = format!(
        "{HEAD}{ROOM}\
         if percent(50) then\n   if percent(50) then\n      des.terrain(1, 1, \"T\")\n   \
         else\n      des.terrain(2, 1, \"T\")\n   end\nend\n"
    );
    for seed in 1..=8 {
        let (src, report) = check_with(&code, &[seed], dgn_lua::DEFAULT_CHOSEN_RUNS);
        // Each `percent` draws 0..=99: its lowest and highest values.
        assert!(values_drawn(&report, 8).starts_with(&[0]), "seed {seed}");
        assert!(values_drawn(&report, 8).ends_with(&[99]), "seed {seed}");
        assert!(values_drawn(&report, 9).starts_with(&[0]), "seed {seed}");
        assert!(values_drawn(&report, 9).ends_with(&[99]), "seed {seed}");
        let p = dgn_lua::picture(&src, &report);
        assert_eq!(certain(&p, 2, 4), None, "seed {seed}");
        assert_eq!(certain(&p, 3, 4), None, "seed {seed}");
        assert_eq!(certain(&p, 4, 4), Some(Terrain::Room), "seed {seed}");
    }
}

// An error on a branch one game in eight takes: the game fails with
// "Unknown trap type" in 13 of 100 seeds. Seeds that miss the branch
// still find it through a run with the draw chosen; without such runs they
// do not.
#[test]
fn an_error_on_a_rare_branch_is_found() {
    let code = format!(
        "{HEAD}{ROOM}if math.random(1, 8) == 1 then\n   des.trap(\"no such trap\", 1, 1)\nend\n"
    );
    let mut missed = 0;
    for seed in 1..=8 {
        let (src, alone) = check_with(&code, &[seed], 0);
        if alone.has_errors() {
            continue;
        }
        missed += 1;
        let (_, report) = check_with(&code, &[seed], dgn_lua::DEFAULT_CHOSEN_RUNS);
        let errors: Vec<String> = report
            .diagnostics
            .iter()
            .filter(|d| d.is_error())
            .map(|d| d.short(&src))
            .collect();
        assert_eq!(errors.len(), 1, "seed {seed}: {errors:?}");
        assert!(errors[0].contains("t.lua:9:"), "{}", errors[0]);
        assert!(errors[0].contains("no such trap"), "{}", errors[0]);
    }
    assert!(missed >= 4, "{missed} seeds miss the branch alone");
}

// A report made without the extra runs (as the language server makes it
// at each edit) and completed later has the runs a full check makes, and
// the errors those runs find.
#[test]
fn a_completed_report_is_a_full_check() {
    let code = format!(
        "{HEAD}{ROOM}{PICK}if math.random(1, 8) == 1 then\n   des.trap(\"no such trap\", 1, 1)\nend\n"
    );
    let src = SourceFile::new("t.lua", code.into_bytes());
    let full = dgn_lua::check(&src, &LuaLevelOptions::default());
    let quick_opts = LuaLevelOptions {
        bound_runs: false,
        chosen_runs: 0,
        ..LuaLevelOptions::default()
    };
    let mut quick = dgn_lua::check(&src, &quick_opts);
    assert!(quick.bound_runs.is_empty() && quick.chosen_runs.is_empty());
    dgn_lua::complete(&src, &LuaLevelOptions::default(), &mut quick);
    assert_eq!(quick.bound_runs.len(), full.bound_runs.len());
    assert!(!full.chosen_runs.is_empty());
    assert_eq!(quick.chosen_runs.len(), full.chosen_runs.len());
    for (a, b) in quick.chosen_runs.iter().zip(&full.chosen_runs) {
        assert_eq!(a.chosen, b.chosen);
        assert_eq!(a.level, b.level);
    }
    let shown = |r: &dgn_lua::LuaLevelReport| -> Vec<String> {
        r.diagnostics.iter().map(|d| d.short(&src)).collect()
    };
    assert_eq!(shown(&quick), shown(&full));
}

// A script that draws again and again at one line (here a web of doors
// picked by a loop, as NerfHack's tomb-2 builds it) decides its squares by
// many draws together; it gets as many seeds again. One that draws less
// keeps its seeds.
#[test]
fn a_script_that_draws_again_and_again_gets_more_seeds() {
    let web =
        format!("{HEAD}{ROOM}local n = 0\nfor i = 1, 101 do\n   n = n + math.random(1, 2)\nend\n");
    let (_, report) = check_with(
        &web,
        &[1, 2, 3, 4, 5, 6, 7, 8],
        dgn_lua::DEFAULT_CHOSEN_RUNS,
    );
    let seeds: Vec<u64> = report.runs.iter().map(|r| r.seed).collect();
    assert_eq!(seeds, (1..=16).collect::<Vec<_>>());
    let few = web.replace("1, 101", "1, 100");
    let (_, report) = check_with(
        &few,
        &[1, 2, 3, 4, 5, 6, 7, 8],
        dgn_lua::DEFAULT_CHOSEN_RUNS,
    );
    assert_eq!(report.runs.len(), 8);
    // Not without runs with chosen draws.
    let (_, report) = check_with(&web, &[1, 2, 3, 4, 5, 6, 7, 8], 0);
    assert_eq!(report.runs.len(), 8);
}

// Each draw of a loop is tried on its own: a tree one game in six plants
// on each of four squares (TREE at (2, 4), (3, 4), (4, 4), (5, 4) in 12,
// 16, 12 and 17 of 100 seeds; a middle value, so that the dice at their
// bounds plant none). One seed and the runs with chosen
// draws leave none of the four certain; (6, 4) stays certain floor.
#[test]
fn each_draw_of_a_loop_gets_its_values() {
    let code = format!(
        "{HEAD}{ROOM}for i = 1, 4 do\n   if math.random(1, 6) == 3 then\n      \
         des.terrain(i, 1, \"T\")\n   end\nend\n"
    );
    for seed in 1..=4 {
        let (src, report) = check_with(&code, &[seed], dgn_lua::DEFAULT_CHOSEN_RUNS);
        // Six values for each of the four draws, in at most six runs with
        // the seed's own.
        assert!(report.chosen_runs.len() <= 6, "seed {seed}");
        let p = dgn_lua::picture(&src, &report);
        for x in 2..=5 {
            assert_eq!(certain(&p, x, 4), None, "seed {seed}: ({x}, 4)");
        }
        assert_eq!(certain(&p, 6, 4), Some(Terrain::Room));
    }
}
