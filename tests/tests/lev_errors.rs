//! Diagnostics of the level compiler: every statement form, every error and
//! warning of NetHack 3.4.3's lev_comp, MAP edge cases and name resolution,
//! with their exact messages and positions.

use dgn_core::lev::{self, model};
use dgn_core::{Render, SourceFile, Target};

/// Compiles `text` and returns its diagnostics as `line:col: severity:
/// message` lines.
fn diags_with(text: &str, opts: &lev::Options) -> Vec<String> {
    let src = SourceFile::new("t.des", text.as_bytes().to_vec());
    let out = lev::compile(&src, &Target::nethack_343(), opts);
    if out.diagnostics.iter().any(|d| d.is_error()) {
        assert!(out.levels.is_none());
    }
    out.diagnostics
        .iter()
        .map(|d| d.short(&src).trim_start_matches("t.des:").to_string())
        .collect()
}

fn diags(text: &str) -> Vec<String> {
    diags_with(text, &Default::default())
}

fn level(text: &str) -> model::Level {
    let src = SourceFile::new("t.des", text.as_bytes().to_vec());
    let out = lev::compile(&src, &Target::nethack_343(), &Default::default());
    let rendered: String = out
        .diagnostics
        .iter()
        .map(|d| d.render(&src, false))
        .collect();
    let mut levels = out.levels.unwrap_or_else(|| panic!("{rendered}"));
    assert_eq!(levels.len(), 1);
    levels.remove(0).1
}

fn maze(body: &str) -> String {
    format!(
        "MAZE: \"t\", ' '\nGEOMETRY:center,center\nMAP\n-----\n|...|\n|.+.|\n-----\nENDMAP\n{body}"
    )
}

#[test]
fn name_resolution_warns_and_substitutes() {
    assert_eq!(
        diags(&maze("MONSTER: 'a', \"giant snt\", (2, 1)\n")),
        ["9:15: warning: unknown monster \"giant snt\"; making a random monster"]
    );
    assert_eq!(
        diags(&maze("MONSTER: 'a', \"jackal\", (2, 1)\n")),
        ["9:15: warning: \"jackal\" is not of monster class 'a'; making a random monster"]
    );
    assert_eq!(
        diags(&maze("OBJECT: ')', \"long swrd\", (2, 1)\n")),
        ["9:14: warning: unknown object \"long swrd\"; making a random object"]
    );
    assert_eq!(
        diags(&maze("OBJECT: '[', \"long sword\", (2, 1)\n")),
        ["9:14: warning: \"long sword\" is not of object class '['; making a random object"]
    );
    // A random class searches every object, as in the C tool...
    assert!(diags(&maze("OBJECT: random, \"long sword\", (2, 1)\n")).is_empty());
    // ...but never finds a monster.
    assert_eq!(
        diags(&maze("MONSTER: random, \"jackal\", (2, 1)\n")),
        ["9:18: warning: monster \"jackal\" with a random or register class; making a random monster"]
    );
    let l = level(&maze(
        "MONSTER: 'a', \"giant snt\", (2, 1)\nMONSTER: 'd', \"jackal\", (2, 1)\n",
    ));
    let model::LevelBody::Maze(m) = &l.body else {
        panic!()
    };
    assert_eq!(m.parts[0].monsters[0].id, None);
    assert!(m.parts[0].monsters[1].id.is_some());
}

#[test]
fn did_you_mean_for_names() {
    let src = SourceFile::new(
        "t.des",
        maze("MONSTER: 'a', \"giant snt\", (2, 1)\n").into_bytes(),
    );
    let out = lev::compile(&src, &Target::nethack_343(), &Default::default());
    assert_eq!(out.diagnostics[0].help, ["did you mean \"giant ant\"?"]);
}

#[test]
fn class_characters() {
    assert_eq!(
        diags(&maze("MONSTER: 'I', random, (2, 1)\n")),
        ["9:10: error: `'I'` is not a monster class"]
    );
    assert_eq!(
        diags(&maze("OBJECT: 'x', random, (2, 1)\n")),
        ["9:9: error: `'x'` is not an object class"]
    );
}

#[test]
fn map_checks() {
    assert_eq!(
        diags(&maze("MONSTER: 'a', \"giant ant\", (9, 1)\n")),
        ["9:28: error: (9, 1) is outside the map"]
    );
    assert_eq!(
        diags(&maze("MONSTER: 'a', random, (0, 0)\n")),
        ["9:23: warning: monster placed in a wall at (00,00)"]
    );
    assert_eq!(
        diags(&maze("DOOR: open, (1, 1)\nDOOR: locked, (2, 2)\n")),
        ["9:13: error: the map has no door at (1, 1)"]
    );
    assert_eq!(
        diags(&maze(
            "DRAWBRIDGE: (1, 1), north, random\nDRAWBRIDGE: (1,1), west, open\n"
        )),
        ["9:28: error: a drawbridge can only be `open` or `closed`"]
    );
    assert_eq!(
        diags(&maze("REGION: (1,1,3,1), lit, \"vault\"\nREGION: (3,1,1,1), lit, \"ordinary\"\nREGION: (0,0,9,9), lit, \"zoo\"\n")),
        [
            "9:9: error: a vault must be exactly 2×2",
            "10:9: error: this region's start lies after its end",
            "11:14: error: region (0, 0, 9, 9) is outside the map",
        ]
    );
    assert_eq!(
        diags(&maze("REGION: (0,0,4,3), lit, \"ordinary\", unfilled, true\nREGION: (1,1,3,2), lit, \"thrne\"\n")),
        [
            "9:9: error: an irregular region must start on floor, but (0, 0) is not floor",
            "10:25: warning: unknown room type \"thrne\"; making an ordinary room",
        ]
    );
    assert_eq!(
        diags(&maze(
            "STAIR: levregion(0,0,79,20), (0,0,4,3), up\nBRANCH: levregion(1,0,79,21), (0,0,4,3)\n"
        )),
        [
            "9:18: error: levregion(0, 0, 79, 20) is outside the level",
            "10:26: error: levregion(1, 0, 79, 21) is outside the level",
        ]
    );
}

#[test]
fn dash_w_region_warnings() {
    let text = maze("REGION: (1,1,3,2), lit, \"ordinary\"\n");
    assert!(diags(&text).is_empty());
    let opts = lev::Options {
        extra_warnings: true,
        ..Default::default()
    };
    assert_eq!(
        diags_with(&text, &opts),
        ["9:9: warning: region (01,01,03,02) contains rock, walls or doors"]
    );
}

#[test]
fn registers() {
    assert_eq!(
        diags(&maze("MONSTER: 'a', random, place[0]\nOBJECT: object[1], random, random\nMONSTER: monster[12], random, random\nALTAR: (1,1), align[3], altar\n")),
        [
            "9:23: error: `place[0]` but no `RANDOM_PLACES` list is defined here",
            "10:9: error: `object[1]` but no `RANDOM_OBJECTS` list is defined here",
            "11:10: error: `monster[12]`: register indexes go from 0 to 9",
            "12:15: error: `align[3]`: register indexes go from 0 to 2",
        ]
    );
    assert_eq!(
        diags(&maze(
            "RANDOM_PLACES: (1,1),(2,1)\nMONSTER: 'a', random, place[2]\n"
        )),
        ["10:23: error: `place[2]` but the `RANDOM_PLACES` list has only 2 entries"]
    );
    assert_eq!(
        diags(&maze("MONSTER: 'a', random, random\nRANDOM_OBJECTS: '('\n")),
        ["10:1: error: `RANDOM_OBJECTS` is not allowed here: register lists must come before the part's other statements"]
    );
    assert_eq!(
        diags(&maze("RANDOM_OBJECTS: '(',')'\nRANDOM_OBJECTS: '('\n")),
        ["10:1: error: `RANDOM_OBJECTS` given twice"]
    );
    assert_eq!(
        diags("LEVEL: \"a\"\nRANDOM_MONSTERS: 'a','b','c','d','e','f','g','h','i','j','k'\n"),
        ["2:1: error: a register list holds at most 10 entries; this one has 11"]
    );
    // Class lists are stored in reverse, places in order, as the C tool does.
    let l = level(&maze("RANDOM_OBJECTS: '(', ')', '['\nRANDOM_PLACES: (1,1), (2,1)\nMONSTER: 'a', random, place[1]\n"));
    let model::LevelBody::Maze(m) = &l.body else {
        panic!()
    };
    assert_eq!(m.parts[0].random_objects, b"[)(");
    assert_eq!(m.parts[0].random_places[1], model::Point { x: 2, y: 1 });
    assert_eq!(m.parts[0].monsters[0].at, model::Coord::Place(1));
}

#[test]
fn objects_and_monsters() {
    assert_eq!(
        diags(&maze("OBJECT: '(', random, contained\n")),
        ["9:22: warning: no `CONTAINER` comes before this contained object"]
    );
    assert_eq!(
        diags(&maze("MONSTER: 'a', random, random, hostile, hostile\n")),
        ["9:40: warning: this monster detail is given twice; the last one counts"]
    );
    assert_eq!(
        diags(&maze(
            "OBJECT: ')', \"long sword\", (1,1), blessed, 40000\n"
        )),
        ["9:44: error: enchantment 40000 does not fit in a `short`"]
    );
    assert_eq!(
        diags(&maze(
            "TRAP: \"arow\", (1,1)\nTRAP [0%]: \"arrow\", (1,1)\n"
        )),
        [
            "9:7: error: unknown trap type \"arow\"",
            "10:6: error: a chance is a percentage from 1 to 100, not 0",
        ]
    );
    let l = level(&maze(
        "CONTAINER [50%]: '(', \"chest\", (1,1)\nOBJECT: '%', \"corpse\", contained, cursed, \"jackal\", 3, \"x\"\nMONSTER: 'a', \"giant ant\", (2,1), \"Bob\", peaceful, asleep, chaos, m_object \"boulder\"\n",
    ));
    let model::LevelBody::Maze(m) = &l.body else {
        panic!()
    };
    let p = &m.parts[0];
    assert_eq!(p.objects[0].containment, model::Containment::Container);
    assert_eq!(p.objects[0].chance, 50);
    assert_eq!(p.objects[0].spe, None);
    assert_eq!(p.objects[1].containment, model::Containment::Contained);
    assert_eq!(p.objects[1].at, model::Coord::Random);
    assert_eq!(p.objects[1].curse, model::CurseState::Cursed);
    assert_eq!(p.objects[1].spe, Some(3));
    assert_eq!(p.objects[1].name, b"x");
    assert!(matches!(p.objects[1].corpse, model::CorpseSel::Monster(_)));
    let mon = &p.monsters[0];
    assert_eq!(mon.chance, 100);
    assert_eq!(mon.name, b"Bob");
    assert_eq!(mon.peaceful, Some(true));
    assert_eq!(mon.asleep, Some(true));
    assert_eq!(mon.align, Some(model::Alignment::Chaotic));
    assert_eq!(mon.appear, model::Appearance::Object);
    assert_eq!(mon.appear_as, b"boulder");
}

#[test]
fn level_names() {
    assert_eq!(
        diags("MAZE: \"toolongname\", ' '\nNOMAP\n"),
        ["1:7: error: level name \"toolongname\" is 11 bytes long; the limit is 8"]
    );
    assert_eq!(
        diags("MAZE: \"a.b\", ' '\nNOMAP\n"),
        ["1:7: error: a level name cannot contain a dot"]
    );
    assert_eq!(
        diags("MAZE: \"a/b\", ' '\nNOMAP\n"),
        ["1:7: error: level name \"a/b\" is not a safe file name"]
    );
    assert_eq!(
        diags("MAZE: \"a\", ' '\nNOMAP\nMAZE: \"a\", ' '\nNOMAP\n"),
        ["3:7: error: a second level named \"a\" in this file"]
    );
}

#[test]
fn level_structure() {
    assert_eq!(
        diags("MAZE: \"a\", 'x'\nNOMAP\n"),
        ["1:12: warning: `'x'` is not a map character; the level is filled at random"]
    );
    assert_eq!(
        diags("MAZE: \"a\", ' '\n"),
        ["1:1: error: maze level \"a\" has no map part"]
    );
    assert_eq!(
        diags("MAZE: \"a\", ' '\nNOMAP\nWALLIFY\nMONSTER: 'a', random, (3, 21)\n"),
        [
            "3:1: error: `WALLIFY` needs a map",
            "4:23: error: row 21 is below the level"
        ]
    );
    assert_eq!(
        diags("MAZE: \"a\", ' '\nMESSAGE: \"x\"\nFLAGS: noteleport\nNOMAP\n"),
        ["3:1: error: `FLAGS` is not allowed here: `FLAGS` must come right after the `MAZE` line, once"]
    );
    assert_eq!(
        diags("MONSTER: 'a', random, random\n"),
        ["1:1: error: `MONSTER` before the first level"]
    );
    assert_eq!(
        diags("MAZE: \"a\", ' '\nINIT_MAP: '.', 'x', true, true, lit, false\nNOMAP\n"),
        ["2:16: error: `'x'` is not a map character"]
    );
    assert_eq!(
        diags("MAZE: \"a\", ' '\nINIT_MAP: '-', ' ', true, true, lit, false\nNOMAP\n"),
        ["2:11: error: a joined INIT_MAP needs floor (`.`) or corridor (`#`) as its foreground"]
    );
    assert_eq!(
        diags("MAZE: \"a\", ' '\nINIT_MAP: '.', ' ', true, true, lit, false\nNOMAP\nMONSTER: 'a', random, (-1, 5)\n"),
        ["4:23: error: negative coordinates"]
    );
    assert_eq!(
        diags(&format!("LEVEL: \"a\"\nMESSAGE: \"{}\"\nMESSAGE: \"{}\"\n", "x".repeat(200), "y".repeat(60))),
        ["3:10: error: the level message gets too long: 261 bytes with this line; the limit is 255"]
    );
}

#[test]
fn map_blocks() {
    assert_eq!(
        diags(&format!(
            "MAZE: \"a\", ' '\nGEOMETRY:center,center\nMAP\n{}\nENDMAP\n",
            ".".repeat(77)
        )),
        ["3:1: error: this map is 77 columns by 1 rows; a map is at most 76 by 21"]
    );
    assert_eq!(
        diags(&format!(
            "MAZE: \"a\", ' '\nGEOMETRY:center,center\nMAP\n{}ENDMAP\n",
            "...\n".repeat(22)
        )),
        ["3:1: error: this map is 3 columns by 22 rows; a map is at most 76 by 21"]
    );
    // Trailing blanks count toward the width, digits do not.
    assert!(diags(&format!(
        "MAZE: \"a\", ' '\nGEOMETRY:center,center\nMAP\n{}\nENDMAP\n",
        ".".repeat(76)
    ))
    .is_empty());
    assert_eq!(
        diags(&format!(
            "MAZE: \"a\", ' '\nGEOMETRY:center,center\nMAP\n{} \nENDMAP\n",
            ".".repeat(76)
        )),
        ["3:1: error: this map is 77 columns by 1 rows; a map is at most 76 by 21"]
    );
    let l =
        level("MAZE: \"a\", ' '\nGEOMETRY:left,top\nMAP\n.1.\r\n# \n# comment line\n-\nENDMAP\n");
    let model::LevelBody::Maze(m) = &l.body else {
        panic!()
    };
    let g = &m.parts[0].map;
    assert_eq!((g.width, g.height), (2, 3));
    assert_eq!(g.rows[1], [model::Terrain::Corr, model::Terrain::Stone]);
    assert_eq!(g.rows[2], [model::Terrain::HWall, model::Terrain::Stone]);
    assert_eq!(
        diags("MAZE: \"a\", ' '\nGEOMETRY:center,center\nMAP\nENDMAP\n"),
        ["3:1: error: this map has no cells"]
    );
    assert_eq!(
        diags("MAZE: \"a\", ' '\nGEOMETRY:center,center\nMAP\n..x..\nENDMAP\n"),
        ["4:3: error: `x` is not a map character"]
    );
    assert_eq!(
        diags("MAZE: \"a\", ' '\nGEOMETRY:center,center\nMAP\n.....\n"),
        ["3:1: error: this MAP block has no `ENDMAP`"]
    );
    assert_eq!(
        diags("MAZE: \"a\", ' '\nMAP\n...\nENDMAP\nNOMAP\n"),
        ["2:1: error: expected a statement keyword (MAZE, LEVEL, MONSTER, OBJECT, ...), found a MAP block"]
    );
}

#[test]
fn wallify_draws_walls() {
    let l =
        level("MAZE: \"a\", ' '\nGEOMETRY:center,center\nMAP\n   \n . \n   \nENDMAP\nWALLIFY\n");
    let model::LevelBody::Maze(m) = &l.body else {
        panic!()
    };
    use model::Terrain::{HWall, Room, VWall};
    assert_eq!(
        m.parts[0].map.rows,
        [
            vec![HWall, HWall, HWall],
            vec![VWall, Room, VWall],
            vec![HWall, HWall, HWall]
        ]
    );
}

#[test]
fn rooms() {
    assert_eq!(
        diags("LEVEL: \"a\"\nROOM: \"ordinary\", lit, (6,1), (left,top), (3,3)\nCHANCE: 50\n"),
        [
            "2:24: error: room position (6, 1) is outside the 5×5 grid",
            "3:1: error: only a room of a special type can have a chance",
        ]
    );
    assert_eq!(
        diags("LEVEL: \"a\"\nROOM: \"shop\", lit, (1,1), (left,top), (3,3)\nCHANCE: 100\nNAME: \"x\"\nNAME: \"y\"\n"),
        [
            "3:9: error: a room's chance is a percentage from 1 to 99, not 100",
            "5:7: error: this room already has a name",
        ]
    );
    assert_eq!(
        diags("LEVEL: \"a\"\nROOM: \"ordinary\", lit, random, random, (0,3)\nDOOR: false, open, random, 2\nDOOR: open, (1,1)\n"),
        [
            "2:41: error: a room size must be at least 1, not 0",
            "3:28: error: a door on a random wall needs a random position too",
            "4:1: error: this `DOOR` form (state, place) belongs to map parts",
        ]
    );
    assert_eq!(
        diags("LEVEL: \"a\"\nROOM: \"ordinary\", lit, random, random, random\nSUBROOM: \"ordinary\", lit, (1,1), (1,1), \"mian\"\n"),
        ["3:41: error: no room is named \"mian\""]
    );
    assert_eq!(
        diags("LEVEL: \"a\"\nROOM: \"ordinary\", lit, random, random, random\nCORRIDOR: (0, north, 1), (1, south, random)\nRANDOM_CORRIDORS\n"),
        [
            "3:27: error: there is no room 1 in this level",
            "4:1: error: `RANDOM_CORRIDORS` cannot be mixed with `CORRIDOR` lines",
        ]
    );
    assert_eq!(
        diags("LEVEL: \"a\"\nRANDOM_CORRIDORS\nROOM: \"ordinary\", lit, random, random, random\n"),
        ["3:1: error: `ROOM` is not allowed here: rooms must come before the corridors"]
    );
    assert_eq!(
        diags("LEVEL: \"a\"\nROOM: \"ordinary\", lit, random, random, random\nMONSTER: 'a', random, place[0]\nREGION: (1,1,2,2), lit, \"ordinary\"\n"),
        ["3:23: error: `place[0]` inside a room", "4:1: error: `REGION` is not allowed in a room"]
    );
    assert_eq!(
        diags("LEVEL: \"a\"\nMONSTER: 'a', random, random\nGEOMETRY:center,center\nMAP\n.\nENDMAP\n"),
        [
            "2:1: error: `MONSTER` outside a room",
            "3:1: error: `GEOMETRY` is not allowed here: map parts belong to `MAZE` levels; this is a `LEVEL` (room) level",
        ]
    );
    let l = level("LEVEL: \"a\"\nROOM: \"zoo\", unlit, (2,3), (center,bottom), (4,5), false\nNAME: \"z\"\nCHANCE: 40\nSUBROOM: \"shop\", lit, (1,1), (2,2), \"z\"\nCORRIDOR: (0, west, random), 7\n");
    let model::LevelBody::Rooms(r) = &l.body else {
        panic!()
    };
    assert_eq!(r.rooms.len(), 2);
    assert_eq!(
        (r.rooms[0].x, r.rooms[0].y, r.rooms[0].w, r.rooms[0].h),
        (2, 3, 4, 5)
    );
    assert_eq!(r.rooms[0].xalign, Some(model::HAlign::Center));
    assert_eq!(r.rooms[0].yalign, Some(model::VAlign::Bottom));
    assert_eq!(r.rooms[0].chance, 40);
    assert!(!r.rooms[0].filled);
    assert_eq!(r.rooms[1].parent, b"z");
    assert!(r.rooms[1].filled);
    assert_eq!(r.rooms[1].xalign, None);
    assert_eq!(
        r.corridors,
        [model::Corridor::ToAnywhere {
            src: model::CorridorEnd {
                room: 0,
                wall: 8,
                door: -1
            },
            n: 7
        }]
    );
}

#[test]
fn syntax_errors_are_all_reported() {
    assert_eq!(
        diags("MAZE: \"a\", ' '\nNOMAP\nMONSTER: 'a', random\nOBJECT: '(', random, random\nTRAP: random random\n"),
        ["4:1: error: expected `,`, found `OBJECT`", "5:14: error: expected `,`, found `random`"]
    );
    assert_eq!(
        diags("MAZE: \"a\", ' '\nNOMAP\nMONSTR: 'a', random, random\n"),
        ["3:1: error: unknown word `MONSTR`"]
    );
    assert_eq!(
        diags("MAZE: \"a\", ' '\nNOMAP\nMONSTER: 'a', random, random # hi\n"),
        ["3:30: error: unexpected character `#`"]
    );
    assert_eq!(
        diags("MAZE: \"a\", ' '\nNOMAP\nENGRAVING: random, burn, \"unterminated\n"),
        ["3:26: error: unterminated string"]
    );
    assert_eq!(
        diags("MAZE: \"a\", ' '\nNOMAP\nGOLD: 99999999999, random\n"),
        ["3:7: error: integer `99999999999` does not fit in an `int`"]
    );
}

#[test]
fn several_levels_per_file() {
    let src = SourceFile::new(
        "t.des",
        b"MAZE: \"a\", random\nNOMAP\nMAZEWALK: (3, 3), east\nLEVEL: \"b\"\nRANDOM_CORRIDORS\n"
            .to_vec(),
    );
    let out = lev::compile(&src, &Target::nethack_343(), &Default::default());
    assert!(out.diagnostics.is_empty());
    let levels = out.levels.unwrap();
    assert_eq!(
        levels.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>(),
        ["a", "b"]
    );
}

#[test]
fn a_map_line_with_no_endmap_is_ignored_like_the_c_scanner_does() {
    let with = "MAZE: \"a\", ' '\nGEOMETRY:center,center\nMAP\n...\nENDMAP\nMONSTER: 'a', random, (1,0)\nMAP\n---\n\nTRAP: random, random\n";
    let without = with.replace(
        "MONSTER: 'a', random, (1,0)\nMAP\n---\n",
        "MONSTER: 'a', random, (1,0)\n",
    );
    let target = Target::nethack_343();
    let compile = |text: &str| {
        let src = SourceFile::new("t.des", text.as_bytes().to_vec());
        let out = lev::compile(&src, &target, &Default::default());
        let warnings: Vec<String> = out.diagnostics.iter().map(|d| d.message.clone()).collect();
        let (_, level) = out.levels.expect("compiles").remove(0);
        (lev::write(&level, &target).unwrap(), warnings)
    };
    let (a, warnings) = compile(with);
    let (b, none) = compile(&without);
    assert_eq!(
        a, b,
        "the stray MAP line and the map-like line after it are skipped"
    );
    assert_eq!(warnings, ["`MAP` with no `ENDMAP` after it"]);
    assert!(none.is_empty());
}
