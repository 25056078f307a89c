//! What the picture of a NetHack 3.7 level script calls certain where the
//! dice are the game's own, not the script's: the walk of `des.mazewalk`,
//! the secret doors the `inaccessibles` flag adds, stairs the game does not
//! make at an end of its dungeon, and terrain put at a coordinate the
//! script drew. Each small level below was built by NetHack 3.7's own
//! level code for seeds 1 to 100; the comments give what the game did.

use dgn_core::lev::model::Terrain;
use dgn_core::preview::LevelPreview;
use dgn_core::SourceFile;
use dgn_lua::{preview, LuaLevelOptions};
use dgn_tests::corpus_set;
use dgn_tests::lua_level::{certain, HEAD, ROOM};

fn picture_named(name: &str, code: &str) -> LevelPreview {
    let src = SourceFile::new(name, code.as_bytes().to_vec());
    preview(&src, &LuaLevelOptions::default())
        .unwrap_or_else(|e| panic!("{:#?}", e.iter().map(|d| d.short(&src)).collect::<Vec<_>>()))
}

fn picture(code: &str) -> LevelPreview {
    picture_named("t.lua", code)
}

/// Whether the picture leaves the square to the dice: drawn as random, or
/// as one example of what the game builds.
fn uncertain(p: &LevelPreview, x: usize, y: usize) -> bool {
    let c = p.cell(x, y).expect("on the screen");
    c.example || c.terrain.is_none()
}

// A maze walked through open rock from below a room: the walk starts on
// the room's bottom wall at (3, 5), whose only way on is (3, 7). In every
// seed each cell (odd column and row) of the rock is floor, and so is the
// square between the first cell and (3, 7); the squares between two cells
// of the open rock are floor in 37 to 88 of 100 seeds.
#[test]
fn maze_in_open_rock_enters_every_cell() {
    let p = picture(&format!(
        "{HEAD}des.map({{ halign = \"left\", valign = \"top\", map = [[\n\
         ---------------\n|.............|\n---------------]] }})\n\
         des.mazewalk({{ x = 2, y = 1, dir = \"south\", stocked = false }})\n"
    ));
    assert_eq!(certain(&p, 3, 5), Some(Terrain::Room));
    assert_eq!(certain(&p, 3, 6), Some(Terrain::Room));
    for y in [7, 9, 11, 13, 15, 17, 19] {
        for x in (3..=77).step_by(2) {
            assert_eq!(certain(&p, x, y), Some(Terrain::Room), "cell ({x}, {y})");
        }
    }
    for (x, y) in [(4, 7), (3, 8), (18, 3), (17, 4), (19, 12), (20, 11)] {
        assert!(uncertain(&p, x, y), "passage ({x}, {y})");
    }
    // The room the walk started from is left alone.
    assert_eq!(certain(&p, 4, 4), Some(Terrain::Room));
}

// NetHack 3.7's minend-3: the walk goes through a map of rock cells
// between walls. Its step hands the walk's place on to the cell it entered,
// so a cell chooses its way on only twice, and a cell that only such
// cells lead to may stay rock: (33, 9) stays rock in seed 51, (15, 13) in
// seeds 60 and 97 (a wall then). Neither is certain floor.
#[test]
fn maze_cells_the_walk_may_pass_by_are_not_certain() {
    let Some(dir) = corpus_set("nethack-3.7") else {
        return;
    };
    let path = dir.join("dat/minend-3.lua");
    let code = std::fs::read_to_string(&path).expect("minend-3.lua");
    let p = picture_named("minend-3.lua", &code);
    for (x, y) in [(33, 8), (33, 9), (33, 10), (15, 13), (15, 14)] {
        assert!(uncertain(&p, x, y), "({x}, {y})");
    }
    // The lit room with the up stairs is untouched by the walk.
    assert_eq!(certain(&p, 45, 12), Some(Terrain::Room));
    assert_eq!(certain(&p, 45, 11), Some(Terrain::Stairs));
}

// A walk whose first step leaves the level's top row: the game moves to
// column 11, row -1, which in its memory of the level is column 10, row
// 20. Both (11, 0) and (10, 20) are floor in every seed; the lava around
// is left alone.
#[test]
fn maze_start_off_the_top_row_carves_the_bottom_row() {
    let p = picture(
        "des.level_init({ style = \"solidfill\", fg = \"L\" })\n\
         des.level_flags(\"mazelevel\", \"noflip\")\n\
         des.mazewalk(10, 1, \"north\")\n",
    );
    assert_eq!(certain(&p, 11, 0), Some(Terrain::Room));
    assert_eq!(certain(&p, 10, 20), Some(Terrain::Room));
    assert_eq!(certain(&p, 11, 1), Some(Terrain::LavaPool));
    assert_eq!(certain(&p, 9, 20), Some(Terrain::LavaPool));
}

// Two rooms with no way between them on a level flagged `inaccessibles`:
// the game makes a secret door in the wall between them, at (5, 4) in 24
// seeds, (5, 5) in 33 and (5, 6) in 43. The outer walls stay walls.
#[test]
fn inaccessibles_may_make_a_secret_door_between_parts() {
    let p = picture(
        "des.level_init({ style = \"solidfill\", fg = \" \" })\n\
         des.level_flags(\"mazelevel\", \"noflip\", \"inaccessibles\")\n\
         des.map({ halign = \"left\", valign = \"top\", map = [[\n\
         -----------\n|...|.....|\n|...|.....|\n|...|.....|\n-----------]] })\n\
         des.stair(\"up\", 1, 1)\n",
    );
    for y in 4..=6 {
        assert!(uncertain(&p, 5, y), "(5, {y})");
    }
    assert_eq!(certain(&p, 1, 5), Some(Terrain::VWall));
    assert_eq!(certain(&p, 11, 5), Some(Terrain::VWall));
    assert_eq!(certain(&p, 7, 3), Some(Terrain::HWall));
    // Without the flag the wall is certain.
    let plain = picture(
        "des.level_init({ style = \"solidfill\", fg = \" \" })\n\
         des.level_flags(\"mazelevel\", \"noflip\")\n\
         des.map({ halign = \"left\", valign = \"top\", map = [[\n\
         -----------\n|...|.....|\n|...|.....|\n|...|.....|\n-----------]] })\n\
         des.stair(\"up\", 1, 1)\n",
    );
    for y in 4..=6 {
        assert_eq!(certain(&plain, 5, y), Some(Terrain::VWall), "(5, {y})");
    }
}

const STAIRS: &str = "des.stair(\"down\", 1, 1)\n\
des.stair(\"up\", 5, 2)\n\
des.levregion({ region = {3,1,3,1}, type = \"stair-down\" })\n\
des.levregion({ region = {5,1,5,1}, type = \"branch\" })\n";

// The bottom level of Sokoban (`soko4`) has no stairs down: the game
// leaves floor at (2, 4) and (4, 4) in every seed, where a level in the
// middle of the Dungeons has down stairs in every seed. The up stairs and
// the branch's stairs are made on both.
#[test]
fn no_stairs_down_from_the_last_level_of_a_dungeon() {
    let soko = picture_named("soko4-1.lua", &format!("{HEAD}{ROOM}{STAIRS}"));
    for x in [2, 4] {
        assert_ne!(certain(&soko, x, 4), Some(Terrain::Stairs), "({x}, 4)");
        assert_eq!(soko.cell(x, 4).unwrap().terrain, Some(Terrain::Room));
    }
    assert_eq!(certain(&soko, 6, 5), Some(Terrain::Stairs));
    assert_eq!(certain(&soko, 6, 4), Some(Terrain::Stairs));
    assert!(soko
        .marks
        .iter()
        .all(|m| !(m.kind == "STAIR" && (m.x, m.y) == (2, 4))));

    let middle = picture(&format!("{HEAD}{ROOM}{STAIRS}"));
    for x in [2, 4] {
        assert_eq!(certain(&middle, x, 4), Some(Terrain::Stairs), "({x}, 4)");
    }
    assert_eq!(certain(&middle, 6, 5), Some(Terrain::Stairs));
}

// `des.terrain` at a coordinate drawn from three squares: the tree lands
// on (2, 4) in 41 seeds, (3, 4) in 28 and (4, 4) in 31; the rest of the
// floor is floor in every seed.
#[test]
fn terrain_at_a_drawn_coordinate_is_not_certain() {
    let p = picture(&format!(
        "{HEAD}{ROOM}local s = selection.area(1,1,3,1)\n\
         des.terrain({{ typ = \"T\", coord = s:rndcoord(1) }})\n"
    ));
    for x in 2..=4 {
        assert!(uncertain(&p, x, 4), "({x}, 4)");
    }
    for (x, y) in [(5, 4), (6, 4), (2, 5), (6, 5)] {
        assert_eq!(certain(&p, x, y), Some(Terrain::Room), "({x}, {y})");
    }
}

fn diagnostics(code: &str) -> Vec<String> {
    let src = SourceFile::new("db.lua", code.as_bytes().to_vec());
    dgn_lua::check(&src, &LuaLevelOptions::default())
        .diagnostics
        .iter()
        .map(|d| d.short(&src))
        .collect()
}

const LAVA_CAVE: &str = "des.level_init({ style = \"solidfill\", fg = \"L\" })\n\
des.level_flags(\"mazelevel\", \"noflip\")\n";

// A cave with no walls (floor grown over lava) leaves every square floor
// or lava: a drawbridge whose gate would stand on one fails with "Cannot
// create drawbridge" in every one of 100 seeds. With walls (floor grown
// over rock, walled), the gate's square is a wall in 37 seeds and the
// game fails in the other 63.
#[test]
fn drawbridge_into_a_cave_fill() {
    let unwalled = diagnostics(&format!(
        "{LAVA_CAVE}des.level_init({{ style=\"mines\", fg=\".\", bg=\"L\", smoothed=true, \
         joined=true, lit=1, walled=false }})\n\
         des.drawbridge({{ x=40, y=10, dir=\"north\", state=\"open\" }})\n"
    ));
    assert_eq!(
        unwalled,
        [
            "db.lua:4:1: error: Cannot create drawbridge: the square to its north, (41, 9), \
          is left to the dice, which never make it a wall"
        ]
    );
    let walled = diagnostics(&format!(
        "{LAVA_CAVE}des.level_init({{ style=\"mines\", fg=\".\", bg=\" \", smoothed=true, \
         joined=true, lit=1, walled=true }})\n\
         des.drawbridge({{ x=40, y=10, dir=\"north\", state=\"open\" }})\n"
    ));
    assert_eq!(
        walled,
        [
            "db.lua:4:1: warning: the square to this drawbridge's north, (41, 9), is left to the \
          dice and may not be a wall: the game then fails with \"Cannot create drawbridge\""
        ]
    );
}

// The same cave without walls: every square is floor or lava, so a map
// wall beside it keeps its shape, and a cave of floor over floor is all
// floor.
#[test]
fn cave_fill_without_walls_is_floor_or_its_background() {
    let p = picture(&format!(
        "{LAVA_CAVE}des.level_init({{ style=\"mines\", fg=\".\", bg=\".\", smoothed=true, \
         joined=true, lit=1, walled=false }})\n"
    ));
    for (x, y) in [(1, 0), (2, 5), (40, 10), (79, 20)] {
        assert_eq!(certain(&p, x, y), Some(Terrain::Room), "({x}, {y})");
    }
}

// `des.door` at a coordinate drawn from three squares of a wall: the
// secret door is at (3, 5) in 41 seeds, (4, 5) in 28 and (5, 5) in 31.
// The wall's ends keep their shapes.
#[test]
fn door_at_a_drawn_coordinate_is_not_certain() {
    let p = picture(&format!(
        "{HEAD}des.map({{ halign = \"left\", valign = \"top\", map = [[\n\
         -------\n|.....|\n|-----|\n|.....|\n-------]] }})\n\
         local s = selection.line(2,2,4,2)\n\
         des.door({{ state = \"secret\", coord = s:rndcoord() }})\n"
    ));
    for x in 3..=5 {
        assert!(uncertain(&p, x, 5), "({x}, 5)");
    }
    assert_eq!(certain(&p, 2, 5), Some(Terrain::HWall));
    assert_eq!(certain(&p, 6, 5), Some(Terrain::HWall));
    assert!(
        p.random
            .iter()
            .any(|l| l.starts_with("DOOR: secret at a random spot")),
        "{:?}",
        p.random
    );
}
