//! The walls of NetHack 3.7 `.lua` level pictures, square by square.
//!
//! Each small level below was built by NetHack 3.7's own level code (the
//! game's `sp_lev.c` and `mkmaze.c`, seeds 1 to 40): the expected pictures
//! give the terrain the game built on every seed where it never varied,
//! and `?` where the picture must not call the square certain (the game
//! varies there, or may). Walls get their shape from the game's last pass:
//! corners, T-walls, walls buried in rock; the dice may leave a wall's
//! shape open.
//!
//! Characters: ` ` rock, `.` floor, `-` `|` straight walls, `F` `7` `L`
//! `J` corners (top left, top right, bottom left, bottom right), `T` `^`
//! `[` `]` T-walls (stem down, up, right, left), `+` crossing walls, `d`
//! door, `S` secret door, `W` water, `%` iron bars, `i` ice, `?` random.

use dgn_core::lev::model::Terrain;
use dgn_core::preview::{Ground, LevelPreview};
use dgn_core::SourceFile;
use dgn_lua::{preview, LuaLevelOptions};

fn picture(code: &str) -> LevelPreview {
    let src = SourceFile::new("walls.lua", code.as_bytes().to_vec());
    match preview(&src, &LuaLevelOptions::default()) {
        Ok(p) => p,
        Err(d) => panic!("{:#?}", d.iter().map(|d| d.short(&src)).collect::<Vec<_>>()),
    }
}

fn ch(t: Terrain) -> char {
    use Terrain as T;
    match t {
        T::Stone => ' ',
        T::VWall => '|',
        T::HWall => '-',
        T::TlCorner => 'F',
        T::TrCorner => '7',
        T::BlCorner => 'L',
        T::BrCorner => 'J',
        T::CrossWall => '+',
        T::TuWall => '^',
        T::TdWall => 'T',
        T::TlWall => ']',
        T::TrWall => '[',
        T::Room => '.',
        T::Door => 'd',
        T::SDoor => 'S',
        T::Water => 'W',
        T::IronBars => '%',
        T::Ice => 'i',
        T::Corr => '#',
        other => panic!("no character for {other:?}"),
    }
}

/// The rows `y0..` of columns `x0..` of a picture, as the characters above.
fn rows(p: &LevelPreview, (x0, y0): (usize, usize), width: usize, height: usize) -> Vec<String> {
    (y0..y0 + height)
        .map(|y| {
            (x0..x0 + width)
                .map(|x| {
                    let c = p.cell(x, y).expect("on the screen");
                    match c.terrain {
                        Some(t) => ch(t),
                        None if c.ground == Ground::Random => '?',
                        None => ' ',
                    }
                })
                .collect()
        })
        .collect()
}

fn check(code: &str, corner: (usize, usize), expected: &[&str]) {
    let p = picture(code);
    let got = rows(&p, corner, expected[0].len(), expected.len());
    assert_eq!(got, expected, "\n{}", got.join("\n"));
}

const SOLID: &str = "des.level_init({ style = \"solidfill\", fg = \" \" })\n\
des.level_flags(\"mazelevel\", \"noflip\")\n";

// Walls meeting walls, doors and secret doors take T shapes; the outer
// walls get corners.
#[test]
fn walls_join_walls_and_doors() {
    let code = format!(
        "{SOLID}des.map({{ x = 10, y = 3, map = [[\n\
-----------\n\
|...|.|...|\n\
|...+.|...|\n\
|---|-S---|\n\
|.........|\n\
-----------]] }})"
    );
    check(
        &code,
        (9, 2),
        &[
            "             ",
            " F---T-T---7 ",
            " |...|.|...| ",
            " |...d.|...| ",
            " [---^-S---] ",
            " |.........| ",
            " L---------J ",
            "             ",
        ],
    );
}

// Walls with nothing but rock and walls around them become rock: of a
// wall two squares thick, only the inner ring stays.
#[test]
fn walls_buried_in_rock_become_rock() {
    let code = format!(
        "{SOLID}des.map({{ x = 10, y = 3, map = [[\n\
---------\n\
---------\n\
--.....--\n\
--.....--\n\
---------\n\
---------]] }})"
    );
    check(
        &code,
        (9, 2),
        &[
            "           ",
            "           ",
            "  F-----7  ",
            "  |.....|  ",
            "  |.....|  ",
            "  L-----J  ",
            "           ",
            "           ",
        ],
    );
}

// A map's boundary squares (`B`) are floor once the level is built, and
// the walls around them join as around floor.
#[test]
fn boundary_squares_become_floor() {
    let map = [
        "-------", "|..B..|", "|..B..|", "---B---", "  |.|  ", "  ---  ",
    ]
    .join("\n");
    let code = format!("{SOLID}des.map({{ x = 10, y = 3, map = [[\n{map}]] }})");
    check(
        &code,
        (9, 2),
        &[
            "         ",
            " F-----7 ",
            " |.....| ",
            " |.....| ",
            " L-7.F-J ",
            "   |.|   ",
            "   L-J   ",
            "         ",
        ],
    );
}

// des.wallify takes level coordinates: rock next to floor becomes wall
// (horizontal when the floor is above or below it), then the walls join.
#[test]
fn wallify_walls_in_floor() {
    let code = format!(
        "{SOLID}des.terrain(selection.area(10, 4, 14, 6), \".\")\n\
des.terrain(16, 5, \".\")\n\
des.wallify({{ x1 = 9, y1 = 3, x2 = 17, y2 = 7 }})"
    );
    check(
        &code,
        (8, 2),
        &[
            "           ",
            "  F-----7  ",
            "  |.....[- ",
            "  |.....|. ",
            "  |.....[- ",
            "  L-----J  ",
            "           ",
        ],
    );
}

// A `corrmaze` level skips the last wall pass: walls keep the shapes the
// map drew, and walls in rock stay.
#[test]
fn corrmaze_levels_keep_their_walls() {
    let code = "des.level_init({ style = \"solidfill\", fg = \" \" })\n\
des.level_flags(\"mazelevel\", \"noflip\", \"corrmaze\")\n\
des.map({ x = 10, y = 3, map = [[\n-----\n|...|\n|...|\n-----\n--- -]] })";
    check(
        code,
        (9, 2),
        &[
            "       ", " ----- ", " |...| ", " |...| ", " ----- ", " --- - ", "       ",
        ],
    );
}

// In NetHack 3.7 walls join water and iron bars as they join walls.
#[test]
fn walls_join_water_and_iron_bars() {
    let code = format!(
        "{SOLID}des.map({{ x = 10, y = 3, map = [[\n\
-------\n\
|.W.F.|\n\
|.W.F.|\n\
-------]] }})"
    );
    check(
        &code,
        (9, 2),
        &[
            "         ",
            " F-T-T-7 ",
            " |.W.%.| ",
            " |.W.%.| ",
            " L-^-^-J ",
            "         ",
        ],
    );
}

// Floor a chance may turn into ice leaves the walls around it certain;
// floor a chance may turn into wall does not.
#[test]
fn walls_next_to_chance_terrain() {
    let code = format!(
        "{SOLID}des.map({{ x = 10, y = 3, map = [[\n\
-------\n\
|.....|\n\
|.....|\n\
-------]] }})\n\
des.replace_terrain({{ region = {{1, 1, 5, 1}}, fromterrain = \".\", toterrain = \"I\", chance = 50 }})\n\
des.replace_terrain({{ region = {{1, 2, 5, 2}}, fromterrain = \".\", toterrain = \"-\", chance = 50 }})"
    );
    check(
        &code,
        (9, 2),
        &[
            "         ",
            " F-----7 ",
            " |?????| ",
            " ??????? ",
            " ??????? ",
            "         ",
        ],
    );
}

// A door des.door puts on a random spot of a room's wall: the squares of
// that wall are random (the game put it on each of the three over 40
// seeds), the corners are not.
#[test]
fn a_room_door_on_a_random_spot_of_a_wall() {
    let code = format!(
        "{SOLID}des.room({{ type = \"ordinary\", x = 3, y = 3, xalign = \"center\", yalign = \"center\", w = 7, h = 5, contents = function()\n\
  des.room({{ type = \"ordinary\", x = 2, y = 2, w = 3, h = 1, contents = function()\n\
    des.door({{ state = \"closed\", wall = \"south\" }})\n\
  end }})\n\
end }})"
    );
    check(
        &code,
        (37, 7),
        &[
            "           ",
            "-------7   ",
            ".......|   ",
            ".F---7.|   ",
            ".|...|.|   ",
            ".L???J.|   ",
            ".......|   ",
            "-------J   ",
            "           ",
        ],
    );
}

// des.mazewalk over a maze grid: the squares between two cells and the
// walls beside them are random; the map inside keeps its walls, joined to
// the grid's. The game's walk lets a cell choose its way on only twice
// (the first cell once), so a cell next to the first cell, or along the
// map's edge, may be passed by: those are not certain either (the game
// entered them in each of 40 seeds; nothing shows that every walk does).
#[test]
fn a_maze_walked_around_a_map() {
    let code = "des.level_init({ style = \"mazegrid\", bg = \"-\" })\n\
des.level_flags(\"mazelevel\", \"noflip\")\n\
des.map({ x = 41, y = 5, map = [[\n-------\n|.....|\n|.....|\n|.....|\n-------\n]] })\n\
des.mazewalk(0, 2, \"west\")";
    check(
        code,
        (36, 3),
        &[
            "?.?.?.?.?.?.?.?",
            "?????-?-?-?-???",
            "?.?.|F-----7|.?",
            "?????].....|???",
            "???..|.....||.?",
            "?????].....|???",
            "?????L-----J|.?",
            "???????????????",
            "?????????????.?",
        ],
    );
}

// A maze walk that starts inside a map and leaves it: its first steps
// carve through the map's wall, and each square between two cells that
// only one way joins is floor for certain (every maze the walk makes
// passes there), here along the map's middle row and out through its
// east wall; the maze outside is random, and so are the cells along the
// map's bottom edge, which a walk may pass by (each cell chooses its way
// on only twice).
#[test]
fn a_maze_walk_out_of_a_map() {
    let code = format!(
        "{SOLID}des.map({{ x = 10, y = 2, map = [[\n\
---------\n\
|.|     |\n\
|.|-----|\n\
|.......|\n\
---------]] }})\n\
des.mazewalk(1, 1, \"east\")"
    );
    check(
        &code,
        (9, 1),
        &[
            "           ",
            " F-------- ",
            ".|.........",
            "?|.------7?",
            ".|.......|.",
            "?L-------J?",
            ".?????????.",
        ],
    );
}

// Subrooms one square from their parent's wall, or touching its far wall
// but for one square, are moved onto that wall (the game's
// create_subroom), and the walls they share join.
#[test]
fn subrooms_share_their_parents_walls() {
    let code = format!(
        "{SOLID}des.room({{ type = \"ordinary\", x = 3, y = 3, xalign = \"center\", yalign = \"center\", w = 7, h = 5, contents = function()\n\
  des.room({{ type = \"ordinary\", x = 1, y = 1, w = 2, h = 1 }})\n\
  des.room({{ type = \"ordinary\", x = 4, y = 3, w = 2, h = 1 }})\n\
end }})"
    );
    check(
        &code,
        (35, 7),
        &[
            "           ",
            " F--T----7 ",
            " |..|....| ",
            " [--J....| ",
            " |.......| ",
            " |....F--] ",
            " |....|..| ",
            " L----^--J ",
            "           ",
        ],
    );
}
