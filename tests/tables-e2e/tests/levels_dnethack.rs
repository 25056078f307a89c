//! `dungeon!` on dNetHack's and notdNetHack's level fixtures
//! (`tests/tests/variants/{dnethack,notdnethack}/levels.des`): the tables
//! carry their terrains (as map characters `Terrain::from_map_char` reads
//! back), flag bits, door texts, notdNetHack's forges and altar gods, with
//! the numbers their own `lev_comp` stores (`dmaze.hex`, `nmaze.hex`,
//! `nroom.hex`).

use dgn_tables_e2e::dnethack::{DNETHACK, NOTDNETHACK};
use dgn_types::lev343::{find_level, Coord, RoomType, Terrain};

#[test]
fn dnethack_terrains_flags_and_door_texts() {
    let maze = find_level(DNETHACK, "dmaze").unwrap();
    // noteleport | lethe 0x20 | cave 0x400 | outside 0x800
    assert_eq!(maze.flags.bits(), 0xc21);
    assert_eq!(maze.flags.variant, 0xc20);
    assert_eq!(maze.init.unwrap().fg, Terrain::Grass);
    let part = &maze.maze().unwrap().parts[0];
    // `G` and `,` are both grass: the table writes `,`.
    assert_eq!(part.map.rows[1], "|.t,e,|");
    assert_eq!(part.map.rows[2], "|sw.+.|");
    let row: Vec<_> = (1..5).map(|x| part.map.terrain(x, 1).unwrap()).collect();
    assert_eq!(
        row,
        [
            Terrain::Room,
            Terrain::DeadTree,
            Terrain::Grass,
            Terrain::Soil
        ]
    );
    assert_eq!(part.map.terrain(1, 2), Some(Terrain::Sand));
    assert_eq!(part.map.terrain(2, 2), Some(Terrain::Puddle));
    // `DOOR: closed, (4,2), 3, 7`: the last text.
    assert_eq!((part.doors[0].text, part.doors[0].key), (7, None));
    let room = &find_level(DNETHACK, "droom")
        .unwrap()
        .rooms()
        .unwrap()
        .rooms[0];
    assert_eq!(room.room_type.value(), Some(RoomType::HiveOutpost));
    let texts: Vec<i16> = room.doors.iter().map(|d| d.text).collect();
    // The second door (`south, 1`) has a position and no text.
    assert_eq!(texts, [12, 0, 2]);
}

#[test]
fn notdnethack_forges_and_gods() {
    let maze = find_level(NOTDNETHACK, "nmaze").unwrap();
    assert_eq!(maze.flags.variant, 0x20);
    let part = &maze.maze().unwrap().parts[0];
    assert_eq!(
        part.forges,
        [Coord::At { x: 1, y: 1 }, Coord::At { x: 5, y: 2 }]
    );
    // "Crom" is god 8 of its list, the second altar names none.
    let gods: Vec<i32> = part.altars.iter().map(|a| a.god).collect();
    assert_eq!(gods, [8, 0]);
    assert_eq!(part.doors[0].text, 5);
    let room = &find_level(NOTDNETHACK, "nroom")
        .unwrap()
        .rooms()
        .unwrap()
        .rooms[0];
    assert_eq!(room.forges, [Coord::At { x: 1, y: 1 }]);
    // "Mitra", god 7.
    assert_eq!(room.altars[0].god, 7);
    assert_eq!(room.doors[0].text, 9);
}
