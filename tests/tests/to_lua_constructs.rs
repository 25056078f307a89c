//! `.des` → NetHack 3.7 Lua, construct by construct and warning by
//! warning: the exact Lua written and the exact diagnostics.

use dgn_core::to_lua::{self, Options};
use dgn_core::{Render, SourceFile, Target};

/// The Lua of every level (or `(not converted)`), then every diagnostic
/// as the compilers print it.
fn convert_with(text: &str, opts: &Options) -> String {
    let src = SourceFile::new("t.des", text.as_bytes().to_vec());
    let out = to_lua::convert(&src, &Target::nethack_367(), opts);
    let mut s = String::new();
    match &out.levels {
        Some(levels) => {
            for l in levels {
                s.push_str(&format!("=== {}\n", l.file_name()));
                s.push_str(&String::from_utf8_lossy(&l.text));
            }
        }
        None => s.push_str("(not converted)\n"),
    }
    for d in &out.diagnostics {
        s.push('\n');
        s.push_str(&d.render(&src, false));
    }
    s
}

fn convert(text: &str) -> String {
    convert_with(text, &Options::default())
}

/// A level `t` made of `body`.
fn level(body: &str) -> String {
    convert(&format!("LEVEL:\"t\"\n{body}\n"))
}

macro_rules! case {
    ($name:ident, $body:expr) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(level($body));
        }
    };
}

// ----- levels, flags, maps -----

#[test]
fn maze_levels_and_flags() {
    insta::assert_snapshot!(convert(
        "MAZE:\"a\",random\nFLAGS:noteleport,hardfloor\nMAZE:\"b\",' '\nFLAGS:graveyard\n"
    ));
}

#[test]
fn allow_flip_leaves_orientation_to_the_game() {
    let opts = Options {
        allow_flip: true,
        ..Options::default()
    };
    insta::assert_snapshot!(convert_with("LEVEL:\"t\"\nFLAGS:premapped\n", &opts));
}

case!(init_maps, "INIT_MAP:solidfill,' '\nINIT_MAP:solidfill,('.',lit)\nINIT_MAP:mazegrid,'-'\nINIT_MAP:mines,'.',' ',true,true,random,true\nINIT_MAP:mines,'.','}',false,false,lit,false,'T'\nINIT_MAP:rogue");
case!(
    map_justified_and_at,
    "GEOMETRY:center,top\nMAP\n123\n.-.\n|\nENDMAP\nGEOMETRY:(4,5)\nMAP\n..\nENDMAP"
);
case!(
    nomap_resets_coordinates_after_a_map,
    "NOMAP\nGEOMETRY:left,bottom\nMAP\n..\nENDMAP\nNOMAP\nOBJECT:'[',(1,1)"
);
case!(
    message_and_strings,
    "MESSAGE:\"say \\\"hi\\\"\"\nMESSAGE:\"a\" . \"b\""
);

// ----- variables and control flow -----

case!(variables_become_locals, "$n = 3\n$s = \"x\"\n$c = (1,2)\n$r = (1,2,3,4)\n$l = { (1,1), (2,2) }\n$sel = selection: fillrect (1,1,5,5)\n$t = terrain: 'L'\n$m = monster: { 'D', 'L' }\n$o = object: { \"dagger\", ('/',\"wishing\") }\nSHUFFLE: $l\nSHUFFLE: $m\nMONSTER: $m[0], $l[1]\nOBJECT: $o[$n], $c\nTERRAIN: $sel, $t\n$n = 4");
case!(if_else_and_chances, "$a = 1\nIF [50%] { MONSTER: 'D', random } ELSE { OBJECT: '[', random }\nIF [$a < 2] { TRAP: \"hole\", random }\nIF [$a] { EXIT }\n[25%]: OBJECT: '%', random");
case!(switch_with_fallthrough_and_default, "SWITCH [3] {\nCASE 0:\nOBJECT: '[', random\nCASE 1:\nOBJECT: ')', random\nBREAK\nDEFAULT:\nOBJECT: '%', random\n}\n$v = 2\nSWITCH [$v] { CASE 2: MONSTER: 'D', random\nBREAK\n}");
case!(loops, "LOOP [3] { OBJECT: '*', random }\nLOOP [1d4] { MONSTER: random, random\nBREAK }\n$k = 0\nLOOP [$k] { OBJECT: '(', random }\nFOR $i = 1 TO 3 { GOLD: $i * 10, random }\nFOR $j = 5 TO 2 { GOLD: $j, random }\nFOR $q = $k TO 2 { GOLD: $q, random }");
case!(
    functions,
    "FUNCTION place_gems() { OBJECT: '*', random\n$g = 1 }\nplace_gems()\nplace_gems()"
);
case!(
    variables_set_in_blocks_are_declared_first,
    "IF [50%] { $x = 1 } ELSE { $x = 2 }\nGOLD: $x, random"
);

// ----- rooms -----

case!(rooms_and_subrooms, "ROOM: \"ordinary\", lit, (3,3), (center,center), (11,9) {\nSUBROOM: \"delphi\", lit, (4,3), (3,3) {\nFOUNTAIN: (0,1)\nROOMDOOR: false, nodoor, random, random\n}\nMONSTER: random, random\n}\nROOM: \"zoo\" [50%], random, random, random, random { }\nROOM: \"ordinary\", unlit, (1,1), (left,bottom), (2,2) { ROOMDOOR: true, closed, north, 1 }\nRANDOM_CORRIDORS\nCORRIDOR: (0, south, 1), (1, north, random)");
case!(regions, "REGION: (1,1,5,5), lit, \"ordinary\"\nREGION: (1,1,5,5), random, \"throne\", unfilled\nREGION: (1,1,5,5), unlit, \"ordinary\", unfilled\nREGION: (1,1,5,5), lit, \"temple\", filled, irregular { ALTAR: (1,1), law, shrine }\nREGION: (1,1,5,5), lit, \"barracks\", filled, unjoined");
case!(doors, "GEOMETRY:center,center\nMAP\n|+|\nENDMAP\nDOOR: locked, (1,0)\nDOOR: random, fillrect (0,0,2,0)\n$c = (1,0)\nDOOR: open, $c");

// ----- monsters and objects -----

case!(monsters, "MONSTER: ('@',\"Oracle\"), (1,1)\nMONSTER: 'D', random\nMONSTER: random, random\nMONSTER: ('m',\"giant mimic\"), (2,2), m_object \"boulder\"\nMONSTER: ('@',\"soldier\"), (3,3), peaceful, asleep, \"Bob\", female, invisible, cancelled, revived, avenge, stunned, confused, fleeing: 3, blinded: 4, paralyzed: 5, align[1]\nMONSTER: ('@',\"priest\"), (4,4), noalign {\nOBJECT: ('(',\"sack\")\n}");
case!(objects, "OBJECT: ('`',\"statue\"), (0,0), montype:'C', 1\nOBJECT: ('`',\"statue\"), (0,1), montype:\"knight\", 6\nOBJECT: ('[',\"elven mithril-coat\"), (1,1), blessed, 3, name:\"Shiny\", erodeproof, greased\nOBJECT: ('%',\"corpse\"), random, montype:\"gnome lord\"\nOBJECT: ('/',\"striking\"), (2,2), recharged: 1, quantity: 2, buried, uncursed\nOBJECT: ('(',\"oil lamp\"), (3,3), lit, eroded: 2\nCONTAINER: ('(',\"chest\"), (4,4), locked, trapped {\nOBJECT: '*'\nOBJECT: ('?',\"scare monster\")\n}\nOBJECT: ('(',\"large box\"), (5,5), broken");

// ----- features and the rest -----

case!(features, "ALTAR: (1,1), chaos, altar\nALTAR: (2,2), align[0], sanctum\nGRAVE: (3,3), \"here\"\nGRAVE: (4,4), random\nGRAVE: (5,5)\nENGRAVING: (6,6), burn, \"Elbereth\"\nDRAWBRIDGE: (7,7), east, closed\nDRAWBRIDGE: (8,8), north, random\nFOUNTAIN: (1,2)\nSINK: (2,3)\nPOOL: (3,4)\nFOUNTAIN: line (1,1),(3,1)\nGOLD: 50, (1,1)\nGOLD: 2d6, random\nTRAP: \"hole\", (2,2)\nTRAP: random, random\nTRAP: random, (3,3)\nLADDER: (1,1), up\nSTAIR: (2,2), down\nSTAIR: random, up");
#[test]
fn level_regions() {
    insta::assert_snapshot!(convert("MAZE:\"t\",' '\nBRANCH: (1,1,2,2), (0,0,0,0)\nSTAIR: levregion(1,0,10,20), (0,0,62,16), up\nPORTAL: levregion(1,1,5,5), levregion(1,1,1,1), \"air\"\nTELEPORT_REGION: levregion(1,1,5,5), (0,0,10,10), down\nTELEPORT_REGION: (1,1,5,5), (0,0,0,0)\n"));
}

#[test]
fn corrmaze_mazes_dig_corridors() {
    insta::assert_snapshot!(convert(
        "MAZE:\"t\",random\nFLAGS:corrmaze\nMAZEWALK: (1,1), east\n"
    ));
}
case!(terrain_and_walls, "TERRAIN: (1,1), 'L'\nTERRAIN: fillrect (1,1,3,3), ('.', lit)\nTERRAIN: line (0,0), (5,5), ('T', random)\nREPLACE_TERRAIN: (1,1,5,5), '.', ('L', unlit), 10%\nWALLIFY\nWALLIFY: fillrect (0,0,4,4)\nNON_DIGGABLE: (0,0,10,10)\nNON_PASSWALL: (0,0,10,10)\nMAZEWALK: (1,1), east\nMAZEWALK: (2,2), west, false\nMAZEWALK: (3,3), north, true, '.'\nMINERALIZE\nMINERALIZE: 1, 2, 3, 4");
case!(selections, "$a = selection: rect (1,1,4,4)\n$b = selection: line (1,1), (4,4) & randline (1,1), (9,2), 3\n$c = selection: grow($a)\n$d = selection: grow(north, $a)\n$e = selection: filter(50%, $a)\n$f = selection: filter('.', $a)\n$g = selection: filter($a, $b)\n$h = selection: floodfill (2,2)\n$i = selection: circle((5,5), 3)\n$j = selection: circle((5,5), 3, filled)\n$k = selection: ellipse((5,5), 3, 2, unfilled)\n$l = selection: complement $a\n$m = selection: (4,4)\n$p = (2,2)\n$n = selection: $p\nOBJECT: '*', rndcoord($a)\nMONSTER: 'D', rndcoord(fillrect (1,1,2,2))");

// ----- warnings -----

case!(warn_random_humidity, "OBJECT: '*', random[wet]");
case!(
    warn_renamed_monster,
    "MONSTER: ('@',\"aligned priest\"), random, noalign"
);
// 3.6's lords and kings were always male; 3.7 knows each name as the male
// form of its species, so the name stays and no warning is given.
case!(
    male_species_keep_their_names,
    "MONSTER: ('G',\"gnome lord\"), random\nMONSTER: ('@',\"Elvenking\"), (1,1)\nMONSTER: ('V',\"vampire lord\"), (2,2)"
);
case!(
    warn_renamed_monster_gendered,
    "MONSTER: ('@',\"priestess\"), random"
);
case!(
    warn_renamed_object,
    "OBJECT: ('%',\"huge chunk of meat\"), random"
);
case!(warn_door_walls, "ROOM: \"ordinary\", random, random, random, random { ROOMDOOR: true, closed, north|west, random }");
case!(
    warn_seen_traps,
    "MONSTER: 'D', random, seen_traps: \"hole\""
);
case!(warn_invisible_object, "OBJECT: '*', random, invisible");
case!(warn_random_altar_type, "ALTAR: (1,1), law, random");
case!(
    warn_random_engraving_type,
    "ENGRAVING: (1,1), random, \"x\""
);
case!(
    warn_random_room_type,
    "ROOM: random, random, random, random, random { }"
);
case!(
    warn_random_walled,
    "INIT_MAP: mines, '.', ' ', true, true, lit, random"
);
case!(warn_random_secret_door, "ROOM: \"ordinary\", random, random, random, random { ROOMDOOR: random, closed, north, random }");
case!(
    warn_secret_door_state,
    "ROOM: \"ordinary\", random, random, random, random { ROOMDOOR: true, open, north, random }"
);
case!(
    warn_replace_terrain_light,
    "REPLACE_TERRAIN: (1,1,5,5), ('.', lit), 'L', 10%"
);
case!(
    warn_map_region_kept,
    "GEOMETRY:center,center,false\nMAP\n..\nENDMAP"
);
case!(
    warn_map_character,
    "GEOMETRY:center,center\nMAP\n.Q.\nENDMAP"
);
case!(warn_random_corridors_argument, "RANDOM_CORRIDORS: 2");

#[test]
fn warn_sokoban_flag() {
    insta::assert_snapshot!(convert("LEVEL:\"soko9-1\"\nFLAGS:premapped\n"));
}

// ----- errors: nothing converted -----

case!(error_corridor_to_nowhere, "CORRIDOR: (0, south, 1), 3");
case!(
    error_break_inside_case_condition,
    "SWITCH [2] { CASE 0: IF [50%] { BREAK }\nOBJECT: '*', random\nCASE 1: OBJECT: '[', random }"
);
case!(
    error_grow_some_directions,
    "$a = selection: grow(north|east, (1,1))"
);
case!(error_wallify_selection, "WALLIFY: line (0,0), (4,4)");
case!(
    error_terrain_variable_with_light,
    "$t = terrain: ('.', lit)"
);
case!(error_random_in_a_list, "$m = monster: { 'D', random }");
case!(error_random_line_end, "TERRAIN: line random, (4,4), '.'");

#[test]
fn error_compile_errors_come_first() {
    insta::assert_snapshot!(convert(
        "LEVEL:\"t\"\nOBJECT: ('%',\"no such thing\"), random\n"
    ));
}

#[test]
fn error_other_dialect_said() {
    let src = SourceFile::new("t.des", b"LEVEL:\"t\"\n$x = 1\nIF [$x] { EXIT }\n".to_vec());
    let out = to_lua::convert(&src, &Target::nethack_343(), &Options::default());
    assert!(out.levels.is_none());
    insta::assert_snapshot!(out
        .diagnostics
        .iter()
        .map(|d| d.render(&src, false))
        .collect::<Vec<_>>()
        .join("\n"));
}

// ----- comments -----

#[test]
fn comments_stay_beside_their_statements() {
    insta::assert_snapshot!(convert(
        "# The file's header\n# second line\n#\n# About the level\nMAZE:\"c\",' '\n# before flags\nFLAGS:noteleport\n\n# The map\nGEOMETRY:center,center\nMAP\n# .\n..\nENDMAP\n# A room\nROOM: \"ordinary\", random, random, random, random {\n  # inside, first\n  OBJECT: '*', random\n\n  # inside, last\n}\nIF [50%] {\n  # in the branch\n  MONSTER: 'D', random\n} ELSE {\n  # in the other branch\n  MONSTER: 'L', random\n}\n# after all\nMAZE:\"d\",' '\n# second level's own\nMESSAGE:\"hi\"\n# trailing\n"
    ));
}

#[test]
fn non_ascii_text_is_copied() {
    let src = SourceFile::new(
        "t.des",
        b"LEVEL:\"t\"\n# \xe9t\xe9\nMESSAGE:\"\x82\xa0\"\nENGRAVING:(1,1),dust,\"caf\xc3\xa9\"\n"
            .to_vec(),
    );
    let out = to_lua::convert(&src, &Target::nethack_367(), &Options::default());
    let text = &out.levels.unwrap()[0].text;
    assert!(
        text.windows(4).any(|w| w == b"-- \xe9"),
        "comment bytes copied"
    );
    let s = String::from_utf8_lossy(text);
    assert!(s.contains("des.message(\"\\130\\160\");"), "{s}");
    assert!(s.contains("text = \"café\""), "{s}");
}

// ----- the 3.4.3 dialect -----

fn convert_343(text: &str) -> String {
    let src = SourceFile::new("t.des", text.as_bytes().to_vec());
    let out = to_lua::convert(&src, &Target::nethack_343(), &Options::default());
    let mut s = String::new();
    match &out.levels {
        Some(levels) => {
            for l in levels {
                s.push_str(&format!("=== {}\n", l.file_name()));
                s.push_str(&String::from_utf8_lossy(&l.text));
            }
        }
        None => s.push_str("(not converted)\n"),
    }
    for d in &out.diagnostics {
        s.push('\n');
        s.push_str(&d.render(&src, false));
    }
    s
}

#[test]
fn v343_rooms_subrooms_and_names() {
    insta::assert_snapshot!(convert_343(
        "LEVEL: \"r\"\n# the main room\nROOM: \"ordinary\", lit, (3,3), (center,center), (11,9)\nNAME: \"central\"\nOBJECT: '`', \"statue\", (0,0), \"forest centaur\", 1\n# a chancy monster\nMONSTER[50%]: 'D', random, random\n\nSUBROOM: \"delphi\", lit, (4,3), (3,3), \"central\"\nFOUNTAIN: (0,1)\nMONSTER: '@', \"Oracle\", (1,1), peaceful\nDOOR: false, nodoor, random, random\n\nROOM: \"zoo\", random, random, random, random\nCHANCE: 40\nTRAP: \"hole\", random\n\nROOM: \"ordinary\", unlit, random, random, (2,2), false\nDOOR: true, closed, north, 1\nCORRIDOR: (0, south, 1), (1, north, random)\n"
    ));
}

#[test]
fn v343_maze_registers_and_containers() {
    insta::assert_snapshot!(convert_343(
        "MAZE: \"m\", random\nFLAGS: noteleport\nGEOMETRY: center, center\nMAP\n..|..\n..+..\nENDMAP\nRANDOM_PLACES: (0,0), (4,1)\nRANDOM_OBJECTS: '[', ')'\nRANDOM_MONSTERS: 'L', 'N'\nCONTAINER: '(', \"chest\", place[0]\nOBJECT: '/', \"wishing\", contained\nOBJECT: '?', \"scare monster\", contained, cursed, 0\nOBJECT: object[1], random, place[1]\nMONSTER: monster[0], random, (1,1), asleep, m_feature \"fountain\"\nMONSTER: '@', \"aligned priest\", (3,1), align[1], hostile\nDOOR: locked, (2,1)\nDRAWBRIDGE: (1,0), east, closed\nMAZEWALK: (4,0), east\nREGION: (0,0,4,1), lit, \"ordinary\"\nREGION: (0,0,4,1), unlit, \"throne\", unfilled\nALTAR: (1,0), align[0], shrine\nENGRAVING: (3,0), burn, \"Elbereth\"\nGOLD: 100, (4,1)\nGOLD: random, random\nTRAP: random, random\nSTAIR: levregion(1,0,10,20), (0,0,4,1), up\nPORTAL: levregion(60,1,70,10), (0,0,0,0), \"fire\"\nNON_DIGGABLE: (0,0,4,1)\nMAZE: \"n\", ' '\nINIT_MAP: '.', ' ', true, true, random, random\nMESSAGE: \"hi\"\nNOMAP\n"
    ));
}

#[test]
fn v343_comments_between_geometry_and_map_go_before_the_map() {
    assert_eq!(
        convert_343(
            "MAZE: \"g\", ' '\nGEOMETRY: center, center\n#0123\nMAP\n..\nENDMAP\n# after the map\nOBJECT: '*', \"rock\", (0,0)\n"
        ),
        "=== g.lua\n-- NetHack 3.7 level \"g\", converted by dgn from t.des (NetHack 3.4.3)\n\ndes.level_init({ style = \"solidfill\", fg = \" \" });\ndes.region(selection.negate(), \"unlit\");\ndes.level_flags(\"mazelevel\", \"noflip\");\n--0123\ndes.map({ halign = \"center\", valign = \"center\", map = [[\n..\n]] });\n-- after the map\ndes.object(\"rock\", 0, 0);\n"
    );
}

#[test]
fn unknown_room_types_make_ordinary_rooms_as_the_compilers_do() {
    // 3.6: the compiler's warning stays; the room and region are ordinary
    // (NetHack 3.7 would refuse the name at run time).
    let out = convert(
        "LEVEL:\"u\"\nROOM:\"guild hall\",lit,(1,1),(left,top),(3,3) {\n}\nMAZE:\"v\",' '\nGEOMETRY:center,center\nMAP\n...\nENDMAP\nREGION:(0,0,2,0),lit,\"guild hall\"\n",
    );
    assert!(!out.contains("type = \"guild hall\""), "{out}");
    assert!(
        out.contains(
            "des.room({ lit = 1, x = 1, y = 1, xalign = \"left\", yalign = \"top\", w = 3, h = 3 });"
        ),
        "{out}"
    );
    assert!(
        out.contains("des.region({ region = { 0, 0, 2, 0 }, lit = 1 });"),
        "{out}"
    );
    assert_eq!(
        out.matches("warning[unknown-room-type]").count(),
        2,
        "{out}"
    );
    // 3.4.3 likewise.
    let out = convert_343(
        "LEVEL: \"u\"\nROOM: \"guild hall\", lit, (1,1), (left,top), (3,3)\nMAZE: \"v\", ' '\nGEOMETRY: center, center\nMAP\n...\nENDMAP\nREGION: (0,0,2,0), lit, \"guild hall\"\nREGION: (0,0,2,0), lit, \"health food shop\"\n",
    );
    assert!(!out.contains("type = \"guild hall\""), "{out}");
    assert!(!out.contains("type = \"health food shop\""), "{out}");
    assert_eq!(
        out.matches("warning[unknown-room-type]").count(),
        3,
        "{out}"
    );
}

#[test]
fn warn_fixup_special_knox_vault_is_stocked_by_the_level() {
    let out = convert(
        "MAZE:\"knox\",' '\nGEOMETRY:center,center\nMAP\n.....\n.....\nENDMAP\nREGION:(1,0,3,1),lit,\"morgue\",unfilled\nREGION:(0,0,0,1),lit,\"morgue\",unfilled\n",
    );
    insta::assert_snapshot!(out);
    // 3.4.3 the same.
    let out = convert_343(
        "MAZE: \"knox\", ' '\nGEOMETRY: center, center\nMAP\n.....\n.....\nENDMAP\nREGION: (1,0,3,1), lit, \"morgue\", unfilled\n",
    );
    assert!(
        out.contains("des.region({ region = { 1, 0, 3, 1 }, lit = 1, arrival_room = true });"),
        "{out}"
    );
    assert!(
        out.contains("for x = 1, 3 do\n   for y = 0, 1 do\n"),
        "{out}"
    );
    assert_eq!(out.matches("warning[fixup-special]").count(), 1, "{out}");
    // Another level's unfilled morgue stays a morgue.
    let out = convert(
        "MAZE:\"fort\",' '\nGEOMETRY:center,center\nMAP\n.....\nENDMAP\nREGION:(1,0,3,0),lit,\"morgue\",unfilled\n",
    );
    assert!(out.contains("type = \"morgue\", filled = 2"), "{out}");
    assert!(!out.contains("des.gold"), "{out}");
}

#[test]
fn v343_left_aligned_maps_start_where_343_started_them() {
    // 3.4.3 starts a left-aligned map at column 3; 3.7 would start it at
    // column 1 (the level is initialised), so the place is written out:
    // rows as 3.4.3 computes them (3 tall, centred: row 9; bottom: row 17;
    // top: row 3).
    let out = convert_343(
        "MAZE: \"l\", ' '\nGEOMETRY: left, center\nMAP\n..\n..\n..\nENDMAP\nGEOMETRY: left, bottom\nMAP\n..\n..\n..\nENDMAP\nGEOMETRY: left, top\nMAP\n..\nENDMAP\nGEOMETRY: right, top\nMAP\n..\nENDMAP\n",
    );
    assert!(
        out.contains("des.map({ x = 3, y = 9, map = [[\n..\n..\n..\n]] });"),
        "{out}"
    );
    assert!(
        out.contains("des.map({ x = 3, y = 17, map = [[\n..\n..\n..\n]] });"),
        "{out}"
    );
    assert!(
        out.contains("des.map({ x = 3, y = 3, map = [[\n..\n]] });"),
        "{out}"
    );
    assert!(
        out.contains("des.map({ halign = \"right\", valign = \"top\", map = [[\n..\n]] });"),
        "{out}"
    );
}

#[test]
fn v343_warn_sokoban_flag_maps_the_level_too() {
    insta::assert_snapshot!(convert_343(
        "MAZE: \"soko9-1\", ' '\nFLAGS: noteleport\nGEOMETRY: center, center\nMAP\n...\nENDMAP\nTRAP: \"pit\", (1,0)\n"
    ));
}

// ----- 3.4.3 lighting around irregular regions -----

/// Secret doors in the walls of lit irregular rooms, as in Fort Ludios
/// (zoo beside the arrival chamber) and the Caveman quest's home.
const SECRET_DOORS_343: &str = "MAZE: \"s\", ' '
GEOMETRY: center, center
MAP
------------------------------
|.....|......S.....|.........|
|.....|......|.....S.........|
|.....---S----.....|.........|
|..........{.|.....---+--S---|
|...........K|.....|.........|
----------S--|--S---.........|
|..........|.....S...........|
|..........|.....|...........|
------------------------------
ENDMAP
# lit, L-shaped: (9,3) and (10,6) stay dark
REGION: (01,01,01,01), lit, \"ordinary\", unfilled, true
# unlit: (13,1) is not lit by it
REGION: (07,01,07,01), unlit, \"ordinary\", unfilled, true
# lights (19,2) before the room right of it
REGION: (14,01,18,05), lit, \"ordinary\"
REGION: (20,01,20,01), lit, \"ordinary\", unfilled, true
# (10,6) again
REGION: (01,07,01,07), lit, \"ordinary\", unfilled, true
";

#[test]
fn v343_secret_doors_beside_lit_irregular_rooms_stay_dark() {
    // NetHack 3.4.3's flood of an irregular room lit the walls and doors
    // around it but not its secret doors; 3.7 lights them, so each one
    // that was dark is darkened again right after the region, and only
    // those. Checked against both games: the 3.7 build of this output
    // and the 3.4.3 build of the source light the same squares.
    insta::assert_snapshot!(convert_343(SECRET_DOORS_343));
}

#[test]
fn v36_secret_doors_are_lit_with_the_room_as_in_37() {
    // 3.6 lights secret doors with the room's walls, as 3.7 does: nothing
    // to add and nothing to say.
    let text = SECRET_DOORS_343
        .replace("MAZE: \"s\", ' '", "MAZE: \"s\", ' '\nFLAGS: noteleport")
        .replace(", true\n", ", irregular\n");
    let out = convert(&text);
    assert_eq!(out.matches("irregular = true").count(), 4, "{out}");
    assert!(!out.contains("selection.area("), "{out}");
    assert!(!out.contains("warning"), "{out}");
}

#[test]
fn v343_wallify_walls_the_map_before_its_regions() {
    // 3.4.3's compiler walled the map itself, so the region below lights
    // the walls around it; the call goes right after the map (and the
    // secret door between the rooms stays dark).
    insta::assert_snapshot!(convert_343(
        "MAZE: \"w\", ' '\nGEOMETRY: center, center\nMAP\n                    \n  .....      ....   \n  .......S.......   \n  .....      ....   \n    ...             \n                    \nENDMAP\nREGION: (02,01,02,01), lit, \"ordinary\", unfilled, true\nREGION: (13,01,13,01), unlit, \"ordinary\", unfilled, true\nMONSTER: 'd', \"jackal\", (3,3)\n# walls\nWALLIFY\n"
    ));
}

#[test]
fn v343_warn_secret_door_light() {
    // A room lit at random lights its secret doors in 3.7 only when lit;
    // a room open to the map's edge floods past what the file shows.
    insta::assert_snapshot!(convert_343(
        "MAZE: \"e\", ' '\nGEOMETRY: center, center\nMAP\n--------------------\n.........|.........|\n.........S.........|\n.........|.........|\n---------------S----\nENDMAP\nREGION: (10,01,10,01), random, \"ordinary\", unfilled, true\nREGION: (00,01,00,01), lit, \"ordinary\", unfilled, true\n"
    ));
    // Without a secret door in any map there is nothing to say.
    let out = convert_343(
        "MAZE: \"e\", ' '\nGEOMETRY: center, center\nMAP\n.........|.........|\n.........|.........|\nENDMAP\nREGION: (00,00,00,00), lit, \"ordinary\", unfilled, true\nREGION: (10,00,10,00), random, \"ordinary\", unfilled, true\n",
    );
    assert!(!out.contains("warning"), "{out}");
}

#[test]
fn v343_secret_doors_follow_the_games_flood_step_for_step() {
    // The flood backs up over the fountain to the squares already taken and
    // starts its row there, so the floor right of the fountain is never
    // reached: the secret door above it is lit by neither game, the one
    // below the room by 3.7 only (checked in both games).
    let out = convert_343(
        "MAZE: \"f\", ' '\nGEOMETRY: center, center\nMAP\n----S--\n|..{.|.\n|....|.\n---S---\nENDMAP\nREGION: (01,01,01,01), lit, \"ordinary\", unfilled, true\n",
    );
    assert!(
        out.ends_with("des.region({ region = { 1, 1, 1, 1 }, lit = 1, arrival_room = true, irregular = true });\ndes.region(selection.area(3, 3, 3, 3), \"unlit\"); -- secret door left dark, as NetHack 3.4.3 did not light it with the room\n"),
        "{out}"
    );
}

#[test]
fn v343_random_door_positions_skip_the_walls_last_square() {
    // 3.4.3 drew a room door's random place among its wall's squares but
    // the last one: a wall of 2 squares always has the door on its first,
    // a longer one draws among all but its last; a random wall of a square
    // room draws the same way.  A wall of unknown length is said.
    insta::assert_snapshot!(convert_343(
        "LEVEL: \"d\"\nROOM: \"ordinary\", lit, (3,3), (center,center), (11,9)\nNAME: \"town\"\nSUBROOM: \"ordinary\", lit, (1,1), (2,3), \"town\"\nDOOR: false, closed, south, random\nSUBROOM: \"ordinary\", lit, (5,1), (2,3), \"town\"\nDOOR: false, closed, east, random\nSUBROOM: \"ordinary\", lit, (1,5), (3,3), \"town\"\nDOOR: false, nodoor, random, random\nSUBROOM: \"ordinary\", lit, (5,5), (4,2), \"town\"\nDOOR: false, closed, north, 2\nDOOR: false, locked, random, random\nROOM: \"ordinary\", random, random, random, random\nDOOR: false, closed, west, random\nRANDOM_CORRIDORS\n"
    ));
}
