//! build-support and `dungeon!` on SLASH'EM's level fixture
//! (`tests/tests/variants/slashem/levels.des`): the `.lev` files equal the
//! bytes of SLASH'EM's own `lev_comp` (`smaze.hex`, `sroom.hex`), both
//! faces give equal tables, and the tables carry what SLASH'EM adds: its
//! flags, toilets, place lists, random regions, door keys, object flags,
//! scrawls and room types; SlashTHEM's and slashem9's fixtures give their
//! own artifacts, traps, puddles and room types.

use dgn_tables_e2e::slashem::{BINARY_DIR, FROM_MACRO, LEVELS, SLASHEM9, SLASHTHEM};
use dgn_types::lev343::{
    find_level, ArtifactRef, ClassSel, Containment, Coord, DoorState, EngravingKind, LevArea,
    LevRegion, LevRegionKind, Light, ObjectFlags, OrRandom, Point, RoomType, Terrain, TrapKind,
};
use dgn_types::Text;
use std::path::PathBuf;

fn hex(name: &str) -> Vec<u8> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/variants/slashem")
        .join(name);
    let text: String = std::fs::read_to_string(path)
        .unwrap()
        .split_whitespace()
        .collect();
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).unwrap())
        .collect()
}

#[test]
fn lev_files_are_byte_identical_to_slashems_lev_comp() {
    for name in ["smaze", "sroom"] {
        let ours = std::fs::read(PathBuf::from(BINARY_DIR).join(format!("{name}.lev"))).unwrap();
        assert!(ours == hex(&format!("{name}.hex")), "{name}.lev differs");
    }
}

#[test]
fn macro_and_build_script_agree() {
    assert_eq!(FROM_MACRO, LEVELS);
    let names: Vec<&str> = LEVELS.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(names, ["smaze", "sroom"]);
}

const fn key(index: u16, name: &'static str) -> Option<ArtifactRef> {
    Some(ArtifactRef { index, name })
}

fn area(x1: i8, y1: i8, x2: i8, y2: i8, whole_level: bool) -> LevArea {
    LevArea {
        area: dgn_types::lev343::Area { x1, y1, x2, y2 },
        whole_level,
    }
}

#[test]
fn the_maze_level_carries_slashems_additions() {
    let level = find_level(LEVELS, "smaze").unwrap();
    // `noteleport` and the variant's `spooky` 0x20 and `lethe` 0x40.
    assert!(level.flags.noteleport);
    assert_eq!(level.flags.variant, 0x60);
    assert_eq!(level.flags.bits(), 0x61);
    let maze = level.maze().unwrap();
    let part = &maze.parts[0];

    // The toilet (`Z`, SLASH'EM's TOILET).
    assert_eq!(part.map.rows[1], "|.Z..+...|");
    assert_eq!(part.map.terrain(2, 1), Some(Terrain::Toilet));
    assert_eq!(part.map.terrain(3, 2), Some(Terrain::Sink));

    // Place list 0 (with `none`), then lists 1 and 2.
    let none = Point { x: -1, y: -1 };
    assert_eq!(
        part.random_places,
        [Point { x: 1, y: 1 }, none, Point { x: 3, y: 3 }]
    );
    assert_eq!(
        part.place_lists,
        [
            &[Point { x: 2, y: 3 }, Point { x: 7, y: 1 }][..],
            &[none][..]
        ]
    );

    // Random regions 0 and 1.
    let region = |area, exclude| LevRegion {
        area,
        exclude,
        kind: LevRegionKind::DownStair,
        name: Text::EMPTY,
    };
    assert_eq!(
        part.random_regions,
        [
            region(area(1, 1, 3, 3, false), area(0, 0, 0, 0, false)),
            region(area(1, 1, 20, 10, true), area(0, 0, 0, 0, false)),
        ]
    );

    // Door keys: the last artifact a door names; indexes as its lev_comp
    // stores them (46 and 50).
    assert_eq!(part.doors[0].state, DoorState::Locked);
    assert_eq!(part.doors[0].at, Coord::At { x: 5, y: 1 });
    assert_eq!(part.doors[0].key, key(46, "The Key of Law"));
    assert_eq!(part.doors[1].key, key(50, "The Key of Chaos"));
    // The key is no dNetHack door text.
    assert_eq!(part.doors[0].text, 0);
    assert_eq!(part.doors[2].key, None);
    assert_eq!(part.doors[2].at, Coord::Random);

    // Object flags, and the coordinates of the place lists and regions.
    let objects = part.objects;
    assert_eq!(objects[0].id.unwrap().name, "wax candle");
    let lit = ObjectFlags {
        lit: true,
        buried: false,
    };
    let buried = ObjectFlags {
        lit: false,
        buried: true,
    };
    assert_eq!(objects[0].flags, lit);
    assert_eq!(objects[1].at, Coord::PlaceIn { list: 1, index: 1 });
    assert_eq!(
        objects[1].flags,
        ObjectFlags {
            lit: true,
            buried: true
        }
    );
    assert_eq!(objects[2].containment, Containment::Container);
    assert_eq!(objects[2].at, Coord::InRegion(0));
    assert_eq!(objects[2].flags, ObjectFlags::NONE);
    assert_eq!(objects[3].containment, Containment::Contained);
    assert_eq!(objects[3].at, Coord::Random);
    assert_eq!(objects[3].flags, buried);
    assert_eq!(objects[4].class, ClassSel::Register(1));
    assert_eq!(objects[4].at, Coord::PlaceIn { list: 0, index: 2 });
    assert_eq!(part.monsters[0].at, Coord::Place(2));
    assert_eq!(part.monsters[1].id.unwrap().name, "gnome lord");
    assert_eq!(part.monsters[1].at, Coord::PlaceIn { list: 1, index: 0 });
    assert_eq!(part.monsters[2].at, Coord::InRegion(1));
    assert_eq!(part.traps[0].kind, OrRandom::Value(TrapKind::Web));
    assert_eq!(part.traps[0].at, Coord::PlaceIn { list: 2, index: 0 });
    assert_eq!(part.fountains, [Coord::InRegion(1)]);
    assert_eq!(part.engravings[0].kind, EngravingKind::Scrawl);
    assert_eq!(part.engravings[0].text, "KILROY");

    // Its room types on regions.
    let types: Vec<_> = part.regions.iter().map(|r| r.room_type).collect();
    assert_eq!(
        types,
        [
            OrRandom::Value(RoomType::BlackMarket),
            OrRandom::Value(RoomType::FungusFarm),
            OrRandom::Value(RoomType::RealZoo),
        ]
    );
    assert_eq!(part.regions[0].lit, Light::Lit);
    assert!(part.regions[1].unfilled);
    assert!(part.regions[2].irregular);

    // The `NOMAP` part's own random region, whole-level.
    let nomap = &maze.parts[1];
    assert_eq!(
        nomap.random_regions,
        [region(area(1, 1, 5, 5, true), area(2, 2, 3, 3, true))]
    );
    assert_eq!(nomap.objects[0].at, Coord::InRegion(0));
    assert_eq!(nomap.objects[0].flags, buried);
}

#[test]
fn the_room_level_carries_slashems_additions() {
    let level = find_level(LEVELS, "sroom").unwrap();
    assert!(!level.flags.noteleport);
    assert_eq!(level.flags.variant, 0x20);
    let rooms = level.rooms().unwrap().rooms;
    let shop = &rooms[0];
    assert_eq!(shop.room_type, OrRandom::Value(RoomType::PetShop));
    assert_eq!(shop.doors[0].state, DoorState::Locked);
    assert_eq!(shop.doors[0].key, key(48, "The Key of Neutrality"));
    // `""` is no key.
    assert_eq!(shop.doors[1].key, None);
    assert_eq!(
        shop.objects[0].flags,
        ObjectFlags {
            lit: false,
            buried: true
        }
    );
    assert_eq!(shop.engravings[0].kind, EngravingKind::Scrawl);
    let types: Vec<_> = rooms.iter().map(|r| r.room_type.value().unwrap()).collect();
    assert_eq!(
        types,
        [
            RoomType::PetShop,
            RoomType::TinShop,
            RoomType::GiantCourt,
            RoomType::BlackMarket,
            RoomType::DragonLair,
            RoomType::MigoHive,
            RoomType::LemurePit,
            RoomType::BadFoodShop,
            RoomType::CandleShop,
        ]
    );
    assert_eq!(rooms[3].parent, "x");
}

#[test]
fn slashthem_and_slashem9_tables() {
    let maze = find_level(SLASHTHEM, "tmaze").unwrap();
    assert_eq!(maze.flags.variant, 0x20);
    assert_eq!(maze.init.unwrap().fg, Terrain::Puddle);
    let part = &maze.maze().unwrap().parts[0];
    assert_eq!(part.map.rows[1], "|.wZ+.|");
    assert_eq!(part.map.terrain(2, 1), Some(Terrain::Puddle));
    assert_eq!(part.map.terrain(3, 1), Some(Terrain::Toilet));
    // SlashTHEM's own artifact table (its lev_comp stores 152).
    assert_eq!(part.doors[0].key, key(152, "The Lightsaber Prototype"));
    let traps: Vec<_> = part.traps.iter().map(|t| t.kind).collect();
    assert_eq!(
        traps,
        [
            TrapKind::Ice,
            TrapKind::Spear,
            TrapKind::Collapse,
            TrapKind::MagicBeam
        ]
        .map(OrRandom::Value)
    );
    assert_eq!(part.regions[0].room_type, OrRandom::Value(RoomType::Clinic));
    assert_eq!(
        part.regions[1].room_type,
        OrRandom::Value(RoomType::MusicShop)
    );
    let rooms = find_level(SLASHTHEM, "troom")
        .unwrap()
        .rooms()
        .unwrap()
        .rooms;
    assert_eq!(rooms[0].doors[0].key, key(151, "The Crown of Saint Edward"));
    let types: Vec<_> = rooms.iter().map(|r| r.room_type.value().unwrap()).collect();
    assert_eq!(
        types,
        [
            RoomType::GunShop,
            RoomType::Garden,
            RoomType::TerrorHall,
            RoomType::CoinHall,
            RoomType::DougRoom,
            RoomType::Armory,
            RoomType::TrapRoom,
            RoomType::PoolRoom,
            RoomType::BlackMarket,
        ]
    );

    let level = find_level(SLASHEM9, "nroom").unwrap();
    assert_eq!(level.flags.variant, 0x40);
    let shop = &level.rooms().unwrap().rooms[0];
    assert_eq!(shop.room_type, OrRandom::Value(RoomType::HealthShop));
    assert_eq!(shop.doors[0].key, key(46, "The Key of Law"));
    assert!(shop.objects[0].flags.buried);
}
