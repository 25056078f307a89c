//! Printing 3.4.3 levels back as source: every `.lev` file of the corpus
//! decompiles to source that compiles to the same bytes, and source survives
//! the round trip source → binary → model → source → binary.

use std::fs;
use std::path::{Path, PathBuf};

use dgn_core::lev::model::{
    ClassSel, Coord, Corridor, LevelBody, MazePart, Object, Room, RoomLevel, Terrain,
};
use dgn_core::lev::{self, decode, decompile, print, write, Options};
use dgn_core::{SourceFile, Target};

fn files_in(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .expect("corpus folder is readable")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    files.sort();
    files
}

#[test]
fn every_expected_lev_file_decompiles_exactly() {
    let Some(set) = dgn_tests::corpus_set("nethack-3.4.3") else {
        return;
    };
    let files = files_in(&set.join("expected"), "lev");
    assert_eq!(files.len(), 113, "the 3.4.3 corpus has 113 level files");
    let target = Target::nethack_343();
    let mut failures = Vec::new();
    for path in &files {
        let bytes = fs::read(path).expect("readable");
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        if let Err(e) = decompile(&bytes, &stem, &target) {
            failures.push(format!("{stem}: {e}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} files fail:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

/// Compiles source text that must compile, returning its named levels.
fn compile_ok(name: &str, text: &[u8], target: &Target) -> Vec<(String, lev::model::Level)> {
    let src = SourceFile::new(name, text.to_vec());
    let c = lev::compile(&src, target, &Options::default());
    match c.levels {
        Some(levels) => levels,
        None => panic!(
            "{name} does not compile:\n{}\n--- source ---\n{}",
            c.diagnostics
                .iter()
                .map(|d| d.short(&src))
                .collect::<Vec<_>>()
                .join("\n"),
            String::from_utf8_lossy(text)
        ),
    }
}

/// Source → binary → model → source → binary, for every level of a file;
/// the printed source also gives back the very same model.
fn source_round_trip(file: &Path, target: &Target) -> usize {
    let text = fs::read(file).expect("readable");
    let shown = file.display().to_string();
    let levels = compile_ok(&shown, &text, target);
    for (name, level) in &levels {
        let bytes = write(level, target).expect("writes");
        let decoded = decode(&bytes, target).expect("decodes");
        let printed = print(&decoded, name, target).expect("prints");
        let again = compile_ok(name, &printed, target);
        assert_eq!(again.len(), 1, "{shown}: {name}");
        assert_eq!(&again[0].0, name);
        assert!(
            write(&again[0].1, target).expect("writes") == bytes,
            "{shown}: level {name} changed through its printed source:\n{}",
            String::from_utf8_lossy(&printed)
        );
        let direct = print(level, name, target).expect("prints");
        let from_direct = compile_ok(name, &direct, target);
        assert_eq!(
            &from_direct[0].1, level,
            "{shown}: level {name}: the printed source gives another model"
        );
    }
    levels.len()
}

#[test]
fn corpus_sources_survive_printing() {
    let Some(set) = dgn_tests::corpus_set("nethack-3.4.3") else {
        return;
    };
    let target = Target::nethack_343();
    let mut levels = 0;
    for file in files_in(&set.join("dat"), "des") {
        levels += source_round_trip(&file, &target);
    }
    assert_eq!(levels, 113);
}

#[test]
fn example_levels_survive_printing() {
    let file = dgn_tests::workspace_root().join("examples/levels.des");
    assert!(source_round_trip(&file, &Target::nethack_343()) > 0);
}

/// Compiles `src` (one level), decompiles its bytes, checks the text is
/// `want`, and checks that printing the compiled model directly gives a
/// source that compiles to the same model.
fn decompiled(src: &str, want: &str) {
    let target = Target::nethack_343();
    let levels = compile_ok("test.des", src.as_bytes(), &target);
    assert_eq!(levels.len(), 1);
    let (name, level) = &levels[0];
    let bytes = write(level, &target).unwrap();
    let text = decompile(&bytes, name, &target).unwrap();
    assert_eq!(String::from_utf8_lossy(&text), want);
    let direct = print(level, name, &target).unwrap();
    let again = compile_ok(name, &direct, &target);
    assert_eq!(&again[0].1, level);
}

#[test]
fn maze_details_print_canonically() {
    let src = "MAZE: \"tricky\", ' '\nFLAGS: hardfloor, noteleport\n\
MESSAGE: \"first\"\nMESSAGE: \"\"\nMESSAGE: \"third\"\n\
GEOMETRY: half-left, bottom\nMAP\n-----   \n|...|  \n-----  \nENDMAP\n\
RANDOM_PLACES: (1,1), (2,1), (3,1)\nRANDOM_OBJECTS: '[', ')'\nRANDOM_MONSTERS: '\\'', 'D'\n\
REGION: (1,1,3,1), lit, random, unfilled\nREGION: (1,1,1,1), unlit, \"ordinary\", filled, true\n\
MONSTER: monster[1], random, random, hostile\n\
MONSTER [50%]: '\\'', \"straw golem\", place[2], \"Bob\", peaceful, asleep, align[1], m_object \"boulder\"\n\
CONTAINER: '(', \"chest\", (1,1), blessed, 2\n\
OBJECT: '%', \"corpse\", contained, cursed, \"random\", random\n\
OBJECT: random, \"wishing\", contained\n\
OBJECT: object[0], random, (2,1), random, -3, \"named\"\n\
OBJECT: '+', \"healing\", (3,1), \"giant ant\", 0\n\
GOLD: random, (1,1)\nGOLD: 7, (1,1)\nENGRAVING: (2,1), random, \"hi there\"\n\
GEOMETRY:center,center\nMAP\n . \nENDMAP\nWALLIFY\n";
    // Lists keep their stored order (object and monster classes reversed
    // back), the first map row keeps its blanks to show the width, a random
    // unfilled region reads back as the candle shop the file stores, and
    // the walls WALLIFY drew are part of the map.
    let want = "MAZE: \"tricky\", ' '\nFLAGS: noteleport, hardfloor\n\
MESSAGE: \"first\"\nMESSAGE: \"\"\nMESSAGE: \"third\"\n\n\
GEOMETRY:half-left,bottom\nMAP\n-----   \n|...|\n-----\nENDMAP\n\
RANDOM_OBJECTS: '[', ')'\nRANDOM_PLACES: (1,1), (2,1), (3,1)\nRANDOM_MONSTERS: '\\'', 'D'\n\
REGION: (1,1,3,1), lit, \"candle shop\"\nREGION: (1,1,1,1), unlit, \"ordinary\", filled, true\n\
MONSTER: monster[1], random, random, hostile\n\
MONSTER [50%]: '\\'', \"straw golem\", place[2], \"Bob\", peaceful, asleep, align[1], m_object \"boulder\"\n\
CONTAINER: '(', \"chest\", (1,1), blessed, 2\n\
OBJECT: '%', \"corpse\", contained, cursed, \"random\", random\n\
OBJECT: random, \"wishing\", contained\n\
OBJECT: object[0], random, (2,1), random, -3, \"named\"\n\
OBJECT: '+', \"healing\", (3,1), random, \"giant ant\", 0\n\
GOLD: random, (1,1)\nGOLD: 7, (1,1)\nENGRAVING: (2,1), random, \"hi there\"\n\n\
GEOMETRY:center,center\nMAP\n|.|\nENDMAP\n";
    decompiled(src, want);
}

#[test]
fn room_levels_print_canonically() {
    let src = "LEVEL: \"rooms\"\nRANDOM_MONSTERS: 'a', 'b'\n\
ROOM: \"temple\", lit, (3,3), (center,top), (5,4)\nNAME: \"main\"\nCHANCE: 40\n\
DOOR: random, locked, north, random\nDOOR: false, nodoor, random, random\nDOOR: true, random, west, 2\n\
ALTAR: (2,2), align[0], shrine\nMONSTER: monster[0], random, (1,1)\n\
SUBROOM: \"ordinary\", unlit, (1,1), (2,2), \"main\", false\nSINK: (0,0)\nPOOL: random\n\
ROOM: random, random, random, random, random\n\
CORRIDOR: (0, south, 2), (2, north, random)\nCORRIDOR: (1, east, random), 3\n";
    let want = "LEVEL: \"rooms\"\nRANDOM_MONSTERS: 'a', 'b'\n\n\
ROOM: \"temple\", lit, (3,3), (center,top), (5,4)\nNAME: \"main\"\nCHANCE: 40\n\
DOOR: random, locked, north, random\nDOOR: false, nodoor, random, random\nDOOR: true, random, west, 2\n\
ALTAR: (2,2), align[0], shrine\nMONSTER: monster[0], random, (1,1)\n\n\
SUBROOM: \"ordinary\", unlit, (1,1), (2,2), \"main\", false\nSINK: (0,0)\nPOOL: random\n\n\
ROOM: random, random, random, random, random\n\n\
CORRIDOR: (0, south, 2), (2, north, random)\nCORRIDOR: (1, east, random), 3\n";
    decompiled(src, want);
}

#[test]
fn nomap_under_init_map_and_level_regions() {
    let src = "MAZE: \"cave\", random\n\
INIT_MAP: '.', ' ', true, true, random, false\nNOMAP\n\
STAIR: levregion(1,0,79,20), (0,0,0,0), up\n\
PORTAL: levregion(3,3,5,5), levregion(4,4,4,4), \"fire\"\n\
TELEPORT_REGION: (1,1,9,9), (0,0,0,0)\nBRANCH: (2,2,3,3), (0,0,0,0)\n\
MAZEWALK: (5,5), east\nDOOR: random, random\nMONSTER: 'D', \"red dragon\", (50,20)\n\
GEOMETRY:right,center\nMAP\n.\nENDMAP\n";
    // The 1×1 map of the second part is not stored under INIT_MAP: a blank
    // cell stands for it.
    let want = "MAZE: \"cave\", random\n\
INIT_MAP: '.', ' ', true, true, random, false\n\n\
NOMAP\n\
STAIR: levregion(1,0,79,20), (0,0,0,0), up\n\
PORTAL: levregion(3,3,5,5), levregion(4,4,4,4), \"fire\"\n\
TELEPORT_REGION: (1,1,9,9), (0,0,0,0)\nBRANCH: (2,2,3,3), (0,0,0,0)\n\
DOOR: random, random\nMAZEWALK: (5,5), east\nMONSTER: 'D', \"red dragon\", (50,20)\n\n\
GEOMETRY:right,center\nMAP\n \nENDMAP\n";
    let target = Target::nethack_343();
    let levels = compile_ok("cave.des", src.as_bytes(), &target);
    let bytes = write(&levels[0].1, &target).unwrap();
    let text = decompile(&bytes, "cave", &target).unwrap();
    assert_eq!(String::from_utf8_lossy(&text), want);
}

const SMALL: &str = "MAZE: \"small\", ' '\nGEOMETRY:center,center\nMAP\n---\n|.|\n---\nENDMAP\n\
OBJECT: '+', \"healing\", (1,1)\nMONSTER: 'D', \"red dragon\", (1,1)\n";

/// The model of [`SMALL`], and a way to reach its only part.
fn small() -> lev::model::Level {
    let target = Target::nethack_343();
    compile_ok("small.des", SMALL.as_bytes(), &target)
        .remove(0)
        .1
}

fn part(level: &mut lev::model::Level) -> &mut MazePart {
    match &mut level.body {
        LevelBody::Maze(m) => &mut m.parts[0],
        LevelBody::Rooms(_) => unreachable!("a maze level"),
    }
}

fn print_err(level: &lev::model::Level, name: &str) -> String {
    print(level, name, &Target::nethack_343())
        .unwrap_err()
        .to_string()
}

#[test]
fn messages_keep_their_line_breaks() {
    let target = Target::nethack_343();
    for (msg, want) in [
        (
            &b"one\ntwo"[..],
            &b"MESSAGE: \"one\"\nMESSAGE: \"two\"\n"[..],
        ),
        (b"one\n", b"MESSAGE: \"one\"\nMESSAGE: \"\"\n"),
        // An empty first MESSAGE adds no line break, so leading breaks stay
        // inside the first string.
        (b"\n\nx\ny", b"MESSAGE: \"\n\nx\"\nMESSAGE: \"y\"\n"),
        (b"\n", b"MESSAGE: \"\n\"\n"),
    ] {
        let mut level = small();
        level.message = msg.to_vec();
        let text = print(&level, "small", &target).unwrap();
        let shown = String::from_utf8_lossy(&text).into_owned();
        assert!(
            text.windows(want.len()).any(|w| w == want),
            "{msg:?}:\n{shown}"
        );
        let again = compile_ok("small", &text, &target);
        assert_eq!(again[0].1.message, msg, "{shown}");
    }
    let mut level = small();
    level.message = vec![b'x'; 255];
    assert_eq!(
        print_err(&level, "small"),
        "the first line of the message is 255 bytes long; a first MESSAGE line holds at most 254"
    );
    level.message[100] = b'\n';
    assert!(print(&level, "small", &target).is_ok());
}

#[test]
fn names_are_chosen_to_find_the_same_entry() {
    let target = Target::nethack_343();
    let cat = &target.catalog;
    let mut level = small();
    let book = part(&mut level).objects[0].id.unwrap();
    let potion = cat.object_id(b"healing", None).unwrap();
    assert!(usize::from(book) > potion, "the potion comes first");
    // With a class character the spellbook is found; without one, the
    // potion of the same name is.
    part(&mut level).objects[0].class = ClassSel::Random;
    assert_eq!(
        print_err(&level, "small"),
        format!("part 1, object 1: object {book} (\"healing\") cannot be named: the name finds object {potion} first")
    );
    part(&mut level).objects[0].id = u16::try_from(potion).ok();
    let text = print(&level, "small", &target).unwrap();
    assert!(String::from_utf8_lossy(&text).contains("OBJECT: random, \"healing\", (1,1)\n"));

    // NetHack 3.4.3 finds a named monster only with a class character.
    let mut level = small();
    part(&mut level).monsters[0].class = ClassSel::Register(0);
    part(&mut level).random_monsters = vec![b'D'];
    let err = print_err(&level, "small");
    assert!(
        err.contains("cannot be named with this class (NetHack 3.4.3 finds a named monster only with a class character)"),
        "{err}"
    );
    let mut level = small();
    part(&mut level).monsters[0].id = Some(60000);
    assert!(print_err(&level, "small").contains("monster index 60000 is not in the catalog"));
}

#[test]
fn what_no_source_can_say_is_an_error() {
    let mut level = small();
    assert_eq!(
        print_err(&level, "bad.name"),
        "level name \"bad.name\" cannot be written: a name is 1 to 8 printable ASCII bytes without `/`, `\\`, `.`, `:` or `\"`"
    );
    part(&mut level).monsters[0].at = Coord::At { x: -2, y: 1 };
    assert_eq!(
        print_err(&level, "small"),
        "part 1, monster 1: position (-2,1) is negative, which source cannot give"
    );
    let mut level = small();
    part(&mut level).monsters[0].chance = 0;
    assert_eq!(
        print_err(&level, "small"),
        "part 1, monster 1: chance 0 is not a percentage from 1 to 100"
    );
    let mut level = small();
    part(&mut level).map.rows[0][0] = Terrain::Stairs;
    assert_eq!(
        print_err(&level, "small"),
        "part 1: terrain Stairs (code 25) has no map character"
    );
    let mut level = small();
    part(&mut level).monsters[0].name = b"say \"hi\"".to_vec();
    assert_eq!(
        print_err(&level, "small"),
        "part 1, monster 1: the text `say \"hi\"` contains a `\"`, which no string literal can hold"
    );
    let mut level = small();
    part(&mut level).objects[0].class = ClassSel::Register(0);
    assert_eq!(
        print_err(&level, "small"),
        "part 1, object 1: register object[0] is beyond the 0 entries of the random objects list"
    );
    let mut level = small();
    part(&mut level).objects[0] = Object {
        containment: lev::model::Containment::Contained,
        ..part(&mut level).objects[0].clone()
    };
    assert!(print_err(&level, "small").contains("a contained object has a position"));

    let rooms = |rooms: Vec<Room>, corridors: Vec<Corridor>| lev::model::Level {
        body: LevelBody::Rooms(RoomLevel {
            rooms,
            corridors,
            ..RoomLevel::default()
        }),
        ..lev::model::Level::default()
    };
    let room = Room {
        x: -1,
        y: -1,
        w: -1,
        h: -1,
        filled: true,
        ..Room::default()
    };
    let mut r = room.clone();
    r.fountains.push(Coord::Place(0));
    assert_eq!(
        print_err(&rooms(vec![r], vec![]), "r"),
        "room 1, fountain 1: `place[i]` is used in a room, which has no place registers"
    );
    let mut r = room.clone();
    r.x = 6;
    r.y = 1;
    assert!(print_err(&rooms(vec![r], vec![]), "r")
        .starts_with("room 1: position (6,1) cannot be written"));
    let mut r = room.clone();
    r.parent = b"nobody".to_vec();
    assert_eq!(
        print_err(&rooms(vec![r], vec![]), "r"),
        "room 1: its parent room \"nobody\" is not the name of any room"
    );
    let join = Corridor::ToAnywhere {
        src: lev::model::CorridorEnd {
            room: 0,
            wall: 1,
            door: -1,
        },
        n: 0,
    };
    assert_eq!(
        print_err(
            &rooms(vec![room.clone()], vec![Corridor::Random, join]),
            "r"
        ),
        "corridor 1: random corridors cannot be mixed with other corridors"
    );
    let bad_wall = Corridor::ToAnywhere {
        src: lev::model::CorridorEnd {
            room: 0,
            wall: 3,
            door: -1,
        },
        n: 0,
    };
    assert_eq!(
        print_err(&rooms(vec![room], vec![bad_wall]), "r"),
        "corridor 1: wall code 3 is no direction"
    );
}

#[test]
fn decompile_refuses_what_does_not_come_back() {
    let target = Target::nethack_343();
    // A monster class that is no class: the printed source does not compile.
    let mut level = small();
    part(&mut level).monsters[0].class = ClassSel::Class(b'1');
    part(&mut level).monsters[0].id = None;
    let bytes = write(&level, &target).unwrap();
    let err = decompile(&bytes, "small", &target).unwrap_err();
    assert!(
        err.starts_with("the file decodes, but its source would not compile: small.des:"),
        "{err}"
    );
    assert!(err.contains("`'1'` is not a monster class"), "{err}");

    let err = decompile(b"not a level", "x", &target).unwrap_err();
    assert!(err.starts_with("at byte 0: "), "{err}");

    let err = decompile(&bytes, "small", &Target::nethack_367()).unwrap_err();
    assert_eq!(
        err,
        "target `nethack-3.6.7` uses the NetHack 3.6 level format; this decompiler reads 3.4.3 levels only"
    );
}

#[test]
fn blank_map_rows_are_kept() {
    // Trailing blanks go, but a row of only blanks stays as an empty line.
    decompiled(
        "MAZE:\"gap\",random\nGEOMETRY:left,top\nMAP\n.. \n   \n  .\nENDMAP\n",
        "MAZE: \"gap\", random\n\nGEOMETRY:left,top\nMAP\n..\n\n  .\nENDMAP\n",
    );
}

#[test]
fn altered_files_never_panic() {
    // Every single-byte change of the smallest maze and room level files:
    // whatever decodes is printed and recompiled, or refused, without a
    // panic; whatever is accepted recompiles to the altered bytes.
    let Some(set) = dgn_tests::corpus_set("nethack-3.4.3") else {
        return;
    };
    let target = Target::nethack_343();
    let mut smallest: [Option<Vec<u8>>; 2] = [None, None];
    for path in files_in(&set.join("expected"), "lev") {
        let bytes = fs::read(&path).expect("readable");
        let slot = match bytes.get(32) {
            Some(2) => &mut smallest[0],
            Some(1) => &mut smallest[1],
            _ => continue,
        };
        if slot.as_ref().is_none_or(|b| b.len() > bytes.len()) {
            *slot = Some(bytes);
        }
    }
    for bytes in smallest.into_iter().flatten() {
        for i in 32..bytes.len() {
            for delta in [1u8, 0x80, 0xff] {
                let mut altered = bytes.clone();
                altered[i] = altered[i].wrapping_add(delta);
                if let Ok(text) = decompile(&altered, "altered", &target) {
                    let levels = compile_ok("altered", &text, &target);
                    assert_eq!(write(&levels[0].1, &target).unwrap(), altered);
                }
            }
        }
    }
}
