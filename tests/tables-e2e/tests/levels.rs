//! build-support and `dungeon!` on NetHack 3.4.3's special levels: every
//! `.lev` file equals the C lev_comp's, the tables hold the known values,
//! and the proc macro builds equal tables from the same files.

use dgn_tables_e2e::{from_macro, BINARY_DIR, FROM_CORPUS, LEVELS};
use dgn_types::lev343::{
    find_level, Alignment, AltarKind, ClassSel, Containment, Coord, Corridor, DoorState, Light,
    OrRandom, RoomType, Terrain,
};
use std::path::PathBuf;

fn corpus() -> Option<PathBuf> {
    if !FROM_CORPUS {
        eprintln!(
            "skipped: conformance corpus `nethack-3.4.3` not found beside the checkout; \
             only examples/levels.des was compiled"
        );
        return None;
    }
    Some(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/nethack-3.4.3"))
}

#[test]
fn example_levels_from_both_faces() {
    assert_eq!(from_macro::LEVELS, LEVELS);
    let names: Vec<&str> = LEVELS.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(names, ["tidepool", "archive"]);
    let tide = find_level(LEVELS, "tidepool").unwrap();
    let maze = tide.maze().unwrap();
    assert_eq!(maze.filling, OrRandom::Value(Terrain::Stone));
    let part = &maze.parts[0];
    assert_eq!((part.map.width, part.map.height), (23, 8));
    assert_eq!(part.map.rows[4], "|.|.{......-.|..T..|..|");
    assert_eq!(part.map.terrain(4, 4), Some(Terrain::Fountain));
    // Stored as lev_comp stores them: the source list reversed.
    assert_eq!(part.random_monsters, b"S;");
    assert_eq!(part.random_objects, b"+?!");
    assert_eq!(part.monsters[1].class, ClassSel::Register(0));
    assert_eq!(part.monsters[1].at, Coord::Place(1));
    assert_eq!(part.monsters[1].peaceful, Some(false));
    assert_eq!(part.altars[0].align, Alignment::Register(0));
    assert_eq!(part.altars[0].kind, AltarKind::Shrine);
    assert_eq!(part.doors[0].state, DoorState::Locked);
    assert_eq!(part.regions[1].room_type, OrRandom::Value(RoomType::Temple));
    assert_eq!(part.regions[1].lit, Light::Unlit);
    let chest = &part.objects[2];
    assert_eq!(chest.containment, Containment::Container);
    assert_eq!(chest.id.unwrap().name, "chest");
    assert_eq!(part.objects[3].containment, Containment::Contained);
    assert_eq!(part.engravings[0].text, "The tide keeps what it takes");
    assert_eq!(part.gold[0].amount, OrRandom::Value(250));

    let archive = find_level(LEVELS, "archive").unwrap().rooms().unwrap();
    assert_eq!(archive.rooms.len(), 4);
    assert_eq!(archive.rooms[0].name, "reading room");
    assert_eq!(archive.rooms[1].parent, "reading room");
    assert_eq!(archive.rooms[2].room_type, OrRandom::Value(RoomType::Zoo));
    assert_eq!(archive.rooms[2].x, OrRandom::Random);
    assert_eq!(archive.corridors, [Corridor::Random]);
}

#[test]
fn every_lev_file_is_byte_identical_to_lev_comp() {
    let Some(corpus) = corpus() else { return };
    let mut expected: Vec<PathBuf> = std::fs::read_dir(corpus.join("expected"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "lev"))
        .collect();
    expected.sort();
    assert_eq!(expected.len(), 113);
    let mut differ = Vec::new();
    for theirs in &expected {
        let name = theirs.file_name().unwrap();
        let ours = std::fs::read(PathBuf::from(BINARY_DIR).join(name))
            .unwrap_or_else(|e| panic!("{}: {e}", name.to_string_lossy()));
        if ours != std::fs::read(theirs).unwrap() {
            differ.push(name.to_string_lossy().into_owned());
        }
    }
    assert!(differ.is_empty(), "differ from lev_comp: {differ:?}");
}

#[test]
fn macro_and_build_script_agree_on_every_corpus_file() {
    if corpus().is_none() {
        return;
    }
    #[cfg(dgn_corpus)]
    {
        assert_eq!(from_macro::PAIRS.len(), 24);
        let mut levels = 0;
        for (name, from_macro, from_build) in from_macro::PAIRS {
            assert!(from_macro == from_build, "{name} differs");
            levels += from_build.len();
        }
        assert_eq!(levels, 113);
    }
}

#[cfg(dgn_corpus)]
mod corpus_tables {
    use super::*;
    use dgn_tables_e2e::{MEDUSA, ORACLE, SOKOBAN};
    use dgn_types::lev343::{CorpseSel, CurseState};
    use dgn_types::lev343::{Level, LevelBody, Map};

    fn maze_map(level: &Level, part: usize) -> Map {
        match &level.body {
            LevelBody::Maze(m) => m.parts[part].map,
            LevelBody::Rooms(_) => panic!("{} is a room level", level.name),
        }
    }

    #[test]
    fn medusas_island() {
        let names: Vec<&str> = MEDUSA.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names, ["medusa-1", "medusa-2"]);
        let level = &MEDUSA[0];
        assert!(level.flags.noteleport);
        let map = maze_map(level, 0);
        assert_eq!((map.width, map.height), (75, 20));
        assert_eq!(
            map.rows[7],
            "}....}}}}}}}}}}}}}}}}}}.}}}...|...............S...}}}}}}}}}}}}}}}}}}}....}}"
        );
        assert_eq!(map.terrain(46, 7), Some(Terrain::SDoor));
        let part = &level.maze().unwrap().parts[0];
        let medusa = &part.monsters[0];
        assert_eq!(medusa.class, ClassSel::Class(b'@'));
        assert_eq!(medusa.id.map(|m| (m.index, m.name)), Some((280, "Medusa")));
        assert_eq!(medusa.at, Coord::At { x: 36, y: 10 });
        assert_eq!(medusa.asleep, Some(true));
        let eel = part.monsters[1].id.unwrap();
        assert_eq!((eel.index, eel.name), (316, "giant eel"));
        // Perseus' statue and what it holds.
        let statue = &part.objects[0];
        assert_eq!(statue.id.map(|o| (o.index, o.name)), Some((428, "statue")));
        assert_eq!(statue.containment, Containment::Container);
        assert_eq!(statue.name, "Perseus");
        assert_eq!(statue.curse, CurseState::Uncursed);
        let CorpseSel::Monster(knight) = statue.corpse else {
            panic!("{:?}", statue.corpse)
        };
        assert_eq!((knight.index, knight.name), (333, "knight"));
        let shield = &part.objects[1];
        assert_eq!(shield.chance, 75);
        assert_eq!(
            shield.id.map(|o| (o.index, o.name)),
            Some((135, "shield of reflection"))
        );
        assert_eq!(shield.spe, OrRandom::Value(0));
        assert_eq!(shield.curse, CurseState::Cursed);
    }

    #[test]
    fn the_oracle() {
        assert_eq!(ORACLE.len(), 1);
        let level = &ORACLE[0];
        assert_eq!(level.name, "oracle");
        let rooms = level.rooms().unwrap();
        let central = &rooms.rooms[0];
        assert_eq!(central.name, "central");
        assert_eq!(
            (central.w, central.h),
            (OrRandom::Value(11), OrRandom::Value(9))
        );
        assert_eq!(central.lit, Light::Lit);
        let statue = &central.objects[0];
        assert_eq!(statue.id.unwrap().name, "statue");
        let CorpseSel::Monster(centaur) = statue.corpse else {
            panic!("{:?}", statue.corpse)
        };
        assert_eq!((centaur.index, centaur.name), (130, "forest centaur"));
        let delphi = &rooms.rooms[1];
        assert_eq!(delphi.parent, "central");
        assert_eq!(delphi.room_type, OrRandom::Value(RoomType::Delphi));
        assert_eq!(delphi.fountains.len(), 4);
        let oracle = delphi.monsters[0].id.unwrap();
        assert_eq!((oracle.index, oracle.name), (271, "Oracle"));
        assert_eq!(rooms.corridors, [Corridor::Random]);
    }

    #[test]
    fn sokoban() {
        let names: Vec<&str> = SOKOBAN.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "soko4-1", "soko4-2", "soko3-1", "soko3-2", "soko2-1", "soko2-2", "soko1-1",
                "soko1-2"
            ]
        );
        let first = &SOKOBAN[0];
        assert!(first.flags.noteleport && first.flags.hardfloor);
        let map = maze_map(first, 0);
        assert_eq!(map.rows[0], "------  ----- ");
        assert_eq!(map.rows[6], "|......|.....|");
        let part = &first.maze().unwrap().parts[0];
        let boulders = part
            .objects
            .iter()
            .filter(|o| o.id.is_some_and(|b| (b.index, b.name) == (427, "boulder")))
            .count();
        assert!(boulders > 0);
        assert_eq!(part.stairs[0].at, Coord::At { x: 6, y: 6 });
        assert!(part.stairs[0].up);
    }
}
