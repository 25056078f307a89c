//! The level dialects of NetHack 3.4.3's variants that extend its
//! struct-based `lev_comp` (dNetHack, notdNetHack, SLASH'EM): one table per variant,
//! read by the one lexer, grammar, lowering and writer of this crate.
//!
//! NetHack 3.4.3 itself has no table ([`family`] gives `None`), so every
//! path of the vanilla dialect is untouched by these switches.

use crate::model::{RoomType, Terrain, TrapKind};
use dgn_common::target::{Target, Variant};

/// What a 3.4.3-family variant changes in the level language and in the
/// `.lev` records.
#[derive(Debug)]
pub struct Family343 {
    /// The variant's name, for messages.
    pub name: &'static str,
    /// Bytes the lexer takes on a map row besides vanilla's set (a byte
    /// here that [`Family343::map_chars`] lacks becomes stone with a
    /// warning).
    pub map_row_extra: &'static [u8],
    /// Map characters and the terrain each stands for (the variant's
    /// `what_map_char`), besides vanilla's.
    pub map_chars: &'static [(u8, Terrain)],
    /// The stored number of every terrain the variant can write.
    pub terrain_codes: &'static [(Terrain, u8)],
    /// Room type names, their model type and stored number.
    pub room_types: &'static [(&'static str, RoomType, i8)],
    /// Trap names added to vanilla's, their model kind and stored number.
    pub extra_traps: &'static [(&'static str, TrapKind, i8)],
    /// Level-flag keywords added to vanilla's, with their bits.
    pub flags: &'static [(&'static str, i32)],
    /// Terrains a joined `INIT_MAP` may have as its foreground besides
    /// corridor and room floor.
    pub joined_floors: &'static [Terrain],
    /// Whether `ROOM` positions are map coordinates (0..=80, 0..=20)
    /// rather than cells of a 5 × 5 grid.
    pub room_pos_absolute: bool,
    /// Whether an `OBJECT` of class `'#'` names its object by a
    /// description for the game's wish parser (dNetHack's and
    /// notdNetHack's `'#'` objects).
    pub hash_objects: bool,
    /// Whether the statements `FORGE`, the altar's god name and the
    /// `[ skipcheck ]` flags exist (notdNetHack).
    pub not_d: bool,
    /// SLASH'EM's additions, for it and the variants built on it (`None`:
    /// the dNetHack family, whose doors take texts).
    pub slashem: Option<&'static SlashEmRules>,
}

/// What SLASH'EM adds to NetHack 3.4.3's level language: door keys named
/// by artifact (where dNetHack has door texts), `OBJFLAGS`, numbered place
/// lists (`RANDOM_PLACES[n]`, `place[i][j]`, `none`), random regions
/// (`RANDOM_REGION[n]`, `region[i]`), `random` stored as -12, 32-byte
/// object records, and engraving types of its own.
#[derive(Debug)]
pub struct SlashEmRules {
    /// The game's name, for messages (`SLASH'EM`, `SlashTHEM`, ...).
    pub game: &'static str,
    /// The game's artifact names by index (`artifact_names[]`, index 0 the
    /// empty name): a door key is looked up here.
    pub artifacts: &'static [&'static str],
    /// Engraving type keywords added to vanilla's, with their numbers.
    pub engravings: &'static [(&'static str, i32)],
    /// Whether a map part holds numbered place lists (`RANDOM_PLACES[n]`,
    /// `place[i][j]`, written as a count of lists, their lengths, then
    /// each list) rather than NetHack 3.4.3's one list; SLASH'EM's
    /// releases before 0.0.7E3 have one list.
    pub numbered_place_lists: bool,
}

impl Family343 {
    /// Whether a map part holds SLASH'EM's numbered place lists (see
    /// [`SlashEmRules::numbered_place_lists`]).
    pub fn numbered_place_lists(&self) -> bool {
        self.slashem.is_some_and(|s| s.numbered_place_lists)
    }

    /// Whether the door, room-door, altar, object and coordinate records
    /// are SLASH'EM's.
    pub fn is_slashem(&self) -> bool {
        self.slashem.is_some()
    }

    /// The terrain a map character stands for.
    pub fn map_char(&self, c: u8) -> Option<Terrain> {
        self.map_chars
            .iter()
            .find(|&&(m, _)| m == c)
            .map(|&(_, t)| t)
            .or_else(|| Terrain::from_map_char(c))
    }

    /// Whether the lexer takes `b` on a map row.
    pub fn is_map_byte(&self, b: u8) -> bool {
        crate::lexer::is_map_byte(b) || self.map_row_extra.contains(&b)
    }

    /// The stored number of a terrain, if the variant has it.
    pub fn terrain_code(&self, t: Terrain) -> Option<u8> {
        self.terrain_codes
            .iter()
            .find(|&&(x, _)| x == t)
            .map(|&(_, c)| c)
    }

    /// The terrain of a stored number.
    pub fn terrain_of(&self, code: u8) -> Option<Terrain> {
        self.terrain_codes
            .iter()
            .find(|&&(_, c)| c == code)
            .map(|&(t, _)| t)
    }

    /// The room type of a `.des` name.
    pub fn room_type(&self, name: &[u8]) -> Option<RoomType> {
        self.room_types
            .iter()
            .find(|(n, _, _)| n.as_bytes() == name)
            .map(|&(_, t, _)| t)
    }

    /// The stored number of a room type.
    pub fn room_code(&self, t: RoomType) -> Option<i8> {
        self.room_types
            .iter()
            .find(|&&(_, x, _)| x == t)
            .map(|&(_, _, c)| c)
    }

    /// The room type of a stored number.
    pub fn room_of(&self, code: i8) -> Option<RoomType> {
        self.room_types
            .iter()
            .find(|&&(_, _, c)| c == code)
            .map(|&(_, t, _)| t)
    }

    /// The trap kind of a `.des` name.
    pub fn trap(&self, name: &[u8]) -> Option<TrapKind> {
        TrapKind::from_name(name).or_else(|| {
            self.extra_traps
                .iter()
                .find(|(n, _, _)| n.as_bytes() == name)
                .map(|&(_, t, _)| t)
        })
    }

    /// The stored number of a trap kind.
    pub fn trap_code(&self, t: TrapKind) -> i8 {
        self.extra_traps
            .iter()
            .find(|&&(_, x, _)| x == t)
            .map_or_else(|| t.code(), |&(_, _, c)| c)
    }

    /// The trap kind of a stored number.
    pub fn trap_of(&self, code: i8) -> Option<TrapKind> {
        self.extra_traps
            .iter()
            .find(|&&(_, _, c)| c == code)
            .map(|&(_, t, _)| t)
            .or_else(|| TrapKind::from_code(code))
    }

    /// The keywords the variant's scanner adds to NetHack 3.4.3's.
    pub fn keywords(&self) -> Vec<&'static str> {
        let mut v: Vec<&'static str> = self.flags.iter().map(|&(k, _)| k).collect();
        if self.not_d {
            v.extend(["FORGE", "skipcheck", "noskipcheck"]);
        }
        if let Some(s) = self.slashem {
            v.extend(SLASHEM_KEYWORDS);
            v.extend(s.engravings.iter().map(|&(k, _)| k));
        }
        v
    }

    /// The map characters the variant adds, with what each draws (the
    /// lexer's extra bytes; those its map reader does not know become
    /// stone with a warning).
    pub fn map_char_names(&self) -> Vec<(u8, &'static str)> {
        self.map_row_extra
            .iter()
            .map(|&c| {
                let what = match self.map_char(c) {
                    Some(Terrain::DeadTree) => "dead tree",
                    Some(Terrain::Grass) => "grass",
                    Some(Terrain::Soil) => "soil",
                    Some(Terrain::Sand) => "sand",
                    Some(Terrain::Puddle) => "puddle (shallow water)",
                    Some(Terrain::Toilet) => "toilet",
                    _ => "solid rock (with a warning: the map reader does not know it)",
                };
                (c, what)
            })
            .collect()
    }

    /// Every trap name, vanilla's first.
    pub fn trap_names(&self) -> impl Iterator<Item = &'static str> + '_ {
        TrapKind::NAMED
            .iter()
            .map(|&(n, _)| n)
            .chain(self.extra_traps.iter().map(|&(n, _, _)| n))
    }
}

/// The table of a target, `None` for NetHack 3.4.3 and the targets that
/// write its records unchanged.
pub fn family(target: &Target) -> Option<&'static Family343> {
    match target.variant {
        Variant::DNetHack => Some(&DNETHACK),
        Variant::DNetHack316 => Some(&DNETHACK_316),
        Variant::NotDNetHack => Some(&NOTDNETHACK),
        Variant::SlashEm => Some(&SLASHEM),
        Variant::SlashEm07E0 => Some(&SLASHEM_07E0),
        Variant::SlashThem => Some(&SLASHTHEM),
        Variant::Slashem9 => Some(&SLASHEM9),
        _ => None,
    }
}

const D_MAP_CHARS: &[(u8, Terrain)] = &[
    (b't', Terrain::DeadTree),
    (b'G', Terrain::Grass),
    (b',', Terrain::Grass),
    (b'e', Terrain::Soil),
    (b's', Terrain::Sand),
    (b'w', Terrain::Puddle),
];

const NOTD_MAP_CHARS: &[(u8, Terrain)] = &[
    (b't', Terrain::DeadTree),
    (b'G', Terrain::Grass),
    (b',', Terrain::Grass),
    (b'e', Terrain::Soil),
    (b's', Terrain::Sand),
    (b'w', Terrain::Puddle),
    (b'O', Terrain::Forge),
];

/// dNetHack's terrain numbers: DEADTREE inserted after TREE, GRASS, SOIL
/// and SAND after ICE, PUDDLE last.
const D_TERRAIN: &[(Terrain, u8)] = &[
    (Terrain::Stone, 0),
    (Terrain::VWall, 1),
    (Terrain::HWall, 2),
    (Terrain::TlCorner, 3),
    (Terrain::TrCorner, 4),
    (Terrain::BlCorner, 5),
    (Terrain::BrCorner, 6),
    (Terrain::CrossWall, 7),
    (Terrain::TuWall, 8),
    (Terrain::TdWall, 9),
    (Terrain::TlWall, 10),
    (Terrain::TrWall, 11),
    (Terrain::DbWall, 12),
    (Terrain::Tree, 13),
    (Terrain::DeadTree, 14),
    (Terrain::SDoor, 15),
    (Terrain::SCorr, 16),
    (Terrain::Pool, 17),
    (Terrain::Moat, 18),
    (Terrain::Water, 19),
    (Terrain::DrawbridgeUp, 20),
    (Terrain::LavaPool, 21),
    (Terrain::IronBars, 22),
    (Terrain::Door, 23),
    (Terrain::Corr, 24),
    (Terrain::Room, 25),
    (Terrain::Stairs, 26),
    (Terrain::Ladder, 27),
    (Terrain::Fountain, 28),
    (Terrain::Throne, 29),
    (Terrain::Sink, 30),
    (Terrain::Grave, 31),
    (Terrain::Altar, 32),
    (Terrain::Ice, 33),
    (Terrain::Grass, 34),
    (Terrain::Soil, 35),
    (Terrain::Sand, 36),
    (Terrain::DrawbridgeDown, 37),
    (Terrain::Air, 38),
    (Terrain::Cloud, 39),
    (Terrain::Puddle, 42),
];

/// notdNetHack's: dNetHack's with FORGE after FOUNTAIN.
const NOTD_TERRAIN: &[(Terrain, u8)] = &[
    (Terrain::Stone, 0),
    (Terrain::VWall, 1),
    (Terrain::HWall, 2),
    (Terrain::TlCorner, 3),
    (Terrain::TrCorner, 4),
    (Terrain::BlCorner, 5),
    (Terrain::BrCorner, 6),
    (Terrain::CrossWall, 7),
    (Terrain::TuWall, 8),
    (Terrain::TdWall, 9),
    (Terrain::TlWall, 10),
    (Terrain::TrWall, 11),
    (Terrain::DbWall, 12),
    (Terrain::Tree, 13),
    (Terrain::DeadTree, 14),
    (Terrain::SDoor, 15),
    (Terrain::SCorr, 16),
    (Terrain::Pool, 17),
    (Terrain::Moat, 18),
    (Terrain::Water, 19),
    (Terrain::DrawbridgeUp, 20),
    (Terrain::LavaPool, 21),
    (Terrain::IronBars, 22),
    (Terrain::Door, 23),
    (Terrain::Corr, 24),
    (Terrain::Room, 25),
    (Terrain::Stairs, 26),
    (Terrain::Ladder, 27),
    (Terrain::Fountain, 28),
    (Terrain::Forge, 29),
    (Terrain::Throne, 30),
    (Terrain::Sink, 31),
    (Terrain::Grave, 32),
    (Terrain::Altar, 33),
    (Terrain::Ice, 34),
    (Terrain::Grass, 35),
    (Terrain::Soil, 36),
    (Terrain::Sand, 37),
    (Terrain::DrawbridgeDown, 38),
    (Terrain::Air, 39),
    (Terrain::Cloud, 40),
    (Terrain::Puddle, 43),
];

macro_rules! rooms {
    ($shop:expr) => {
        &[
            ("ordinary", RoomType::Ordinary, 0),
            ("throne", RoomType::Throne, 2),
            ("swamp", RoomType::Swamp, 3),
            ("vault", RoomType::Vault, 4),
            ("beehive", RoomType::Beehive, 5),
            ("morgue", RoomType::Morgue, 6),
            ("barracks", RoomType::Barracks, 8),
            ("zoo", RoomType::Zoo, 9),
            ("delphi", RoomType::Delphi, 10),
            ("temple", RoomType::Temple, 11),
            ("anthole", RoomType::AntHole, 14),
            ("cocknest", RoomType::CockatriceNest, 13),
            ("leprehall", RoomType::LeprechaunHall, 12),
            ("shop", RoomType::Shop, $shop),
            ("armor shop", RoomType::ArmorShop, $shop + 1),
            ("scroll shop", RoomType::ScrollShop, $shop + 2),
            ("potion shop", RoomType::PotionShop, $shop + 3),
            ("weapon shop", RoomType::WeaponShop, $shop + 4),
            ("food shop", RoomType::FoodShop, $shop + 5),
            ("ring shop", RoomType::RingShop, $shop + 6),
            ("wand shop", RoomType::WandShop, $shop + 7),
            ("tool shop", RoomType::ToolShop, $shop + 8),
            ("book shop", RoomType::BookShop, $shop + 9),
            ("candle shop", RoomType::CandleShop, $shop + 11),
            ("hive outpost", RoomType::HiveOutpost, $shop + 12),
            ("nest outpost", RoomType::NestOutpost, $shop + 13),
            ("garrison outpost", RoomType::GarrisonOutpost, $shop + 14),
            ("mound outpost", RoomType::MoundOutpost, $shop + 15),
            ("sea garden", RoomType::SeaGarden, $shop + 16),
            ("fish shop", RoomType::FishShop, $shop + 17),
            ("explorer shop", RoomType::ExplorerShop, $shop + 18),
            ("naiad shop", RoomType::NaiadShop, $shop + 19),
        ]
    };
}

/// dNetHack (Chris-plus-alphanumericgibberish/dnethack, sources of
/// 2020-03-18).
pub static DNETHACK: Family343 = Family343 {
    name: "dnethack",
    map_row_extra: b"estwGNY,",
    map_chars: D_MAP_CHARS,
    terrain_codes: D_TERRAIN,
    room_types: rooms!(24),
    extra_traps: &[
        ("essence", TrapKind::Essence, 23),
        ("mummy trap", TrapKind::MummyTrap, 24),
    ],
    flags: &[("lethe", 0x20), ("cave", 0x400), ("outside", 0x800)],
    joined_floors: &[
        Terrain::Puddle,
        Terrain::Grass,
        Terrain::Soil,
        Terrain::Sand,
    ],
    room_pos_absolute: true,
    hash_objects: true,
    not_d: false,
    slashem: None,
};

/// dNetHack 3.16.0's terrain numbers: dNetHack's without GRASS, SOIL and
/// SAND (so DRAWBRIDGE_DOWN is 34, AIR 35, CLOUD 36, PUDDLE 38).
const D316_TERRAIN: &[(Terrain, u8)] = {
    const T: [(Terrain, u8); 38] = {
        let mut t = [(Terrain::Stone, 0); 38];
        let mut i = 0;
        let mut o = 0;
        while i < D_TERRAIN.len() {
            let (ter, code) = D_TERRAIN[i];
            i += 1;
            if matches!(ter, Terrain::Grass | Terrain::Soil | Terrain::Sand) {
                continue;
            }
            t[o] = match ter {
                Terrain::DrawbridgeDown | Terrain::Air | Terrain::Cloud => (ter, code - 3),
                Terrain::Puddle => (ter, 38),
                _ => (ter, code),
            };
            o += 1;
        }
        t
    };
    &T
};

/// dNetHack 3.16.0 (Chris-plus-alphanumericgibberish/dnethack, revision
/// edd6f37 of 2018-12-31): no grass, soil, sand or puddle characters, no
/// `essence` or `mummy trap`, no outposts or sea shops (the shops from 21),
/// NetHack 3.4.3's 5 × 5 room grid and no `'#'` objects.
pub static DNETHACK_316: Family343 = Family343 {
    name: "dnethack-3.16.0",
    map_row_extra: b"NY",
    map_chars: &[],
    terrain_codes: D316_TERRAIN,
    room_types: D316_ROOMS,
    extra_traps: &[],
    flags: DNETHACK.flags,
    joined_floors: &[],
    room_pos_absolute: false,
    hash_objects: false,
    not_d: false,
    slashem: None,
};

const D316_ROOMS: &[(&str, RoomType, i8)] = {
    const ALL: &[(&str, RoomType, i8)] = rooms!(21);
    ALL.split_at(24).0
};

/// notdNetHack (demogorgon22/notdnethack of 2026-05-18).
pub static NOTDNETHACK: Family343 = Family343 {
    name: "notdnethack",
    map_row_extra: b"estwGNY,",
    map_chars: NOTD_MAP_CHARS,
    terrain_codes: NOTD_TERRAIN,
    room_types: rooms!(25),
    extra_traps: &[
        ("essence", TrapKind::Essence, 23),
        ("mummy trap", TrapKind::MummyTrap, 24),
        ("switch", TrapKind::Switch, 25),
        ("flesh hook", TrapKind::FleshHook, 26),
    ],
    flags: &[("lethe", 0x20)],
    joined_floors: &[
        Terrain::Puddle,
        Terrain::Grass,
        Terrain::Soil,
        Terrain::Sand,
        Terrain::Ice,
    ],
    room_pos_absolute: true,
    hash_objects: true,
    not_d: true,
    slashem: None,
};

/// SLASH'EM's terrain numbers: vanilla's, with TOILET inserted after SINK.
const SLASHEM_TERRAIN: &[(Terrain, u8)] = &[
    (Terrain::Stone, 0),
    (Terrain::VWall, 1),
    (Terrain::HWall, 2),
    (Terrain::TlCorner, 3),
    (Terrain::TrCorner, 4),
    (Terrain::BlCorner, 5),
    (Terrain::BrCorner, 6),
    (Terrain::CrossWall, 7),
    (Terrain::TuWall, 8),
    (Terrain::TdWall, 9),
    (Terrain::TlWall, 10),
    (Terrain::TrWall, 11),
    (Terrain::DbWall, 12),
    (Terrain::Tree, 13),
    (Terrain::SDoor, 14),
    (Terrain::SCorr, 15),
    (Terrain::Pool, 16),
    (Terrain::Moat, 17),
    (Terrain::Water, 18),
    (Terrain::DrawbridgeUp, 19),
    (Terrain::LavaPool, 20),
    (Terrain::IronBars, 21),
    (Terrain::Door, 22),
    (Terrain::Corr, 23),
    (Terrain::Room, 24),
    (Terrain::Stairs, 25),
    (Terrain::Ladder, 26),
    (Terrain::Fountain, 27),
    (Terrain::Throne, 28),
    (Terrain::Sink, 29),
    (Terrain::Toilet, 30),
    (Terrain::Grave, 31),
    (Terrain::Altar, 32),
    (Terrain::Ice, 33),
    (Terrain::DrawbridgeDown, 34),
    (Terrain::Air, 35),
    (Terrain::Cloud, 36),
];

/// SLASH'EM's room types (its `get_room_type` table; BLACKMARKET on).
const SLASHEM_ROOMS: &[(&str, RoomType, i8)] = &[
    ("ordinary", RoomType::Ordinary, 0),
    ("throne", RoomType::Throne, 2),
    ("swamp", RoomType::Swamp, 3),
    ("vault", RoomType::Vault, 4),
    ("beehive", RoomType::Beehive, 5),
    ("morgue", RoomType::Morgue, 6),
    ("barracks", RoomType::Barracks, 7),
    ("zoo", RoomType::Zoo, 8),
    ("delphi", RoomType::Delphi, 9),
    ("temple", RoomType::Temple, 10),
    ("realzoo", RoomType::RealZoo, 11),
    ("giantcourt", RoomType::GiantCourt, 12),
    ("dragonlair", RoomType::DragonLair, 14),
    ("badfoodshop", RoomType::BadFoodShop, 15),
    ("anthole", RoomType::AntHole, 17),
    ("cocknest", RoomType::CockatriceNest, 16),
    ("leprehall", RoomType::LeprechaunHall, 13),
    ("lemurepit", RoomType::LemurePit, 18),
    ("migohive", RoomType::MigoHive, 19),
    ("fungusfarm", RoomType::FungusFarm, 20),
    ("shop", RoomType::Shop, 21),
    ("armor shop", RoomType::ArmorShop, 22),
    ("scroll shop", RoomType::ScrollShop, 23),
    ("potion shop", RoomType::PotionShop, 24),
    ("weapon shop", RoomType::WeaponShop, 25),
    ("food shop", RoomType::FoodShop, 26),
    ("ring shop", RoomType::RingShop, 27),
    ("wand shop", RoomType::WandShop, 28),
    ("tool shop", RoomType::ToolShop, 29),
    ("pet shop", RoomType::PetShop, 30),
    ("tin shop", RoomType::TinShop, 31),
    ("book shop", RoomType::BookShop, 32),
    ("candle shop", RoomType::CandleShop, 33),
    ("black market", RoomType::BlackMarket, 34),
];

/// The keywords SLASH'EM's scanner adds besides its flags and engraving
/// types.
const SLASHEM_KEYWORDS: [&str; 5] = ["OBJFLAGS", "RANDOM_REGION", "region", "o_lit", "o_buried"];

/// SLASH'EM's artifact names by index, as its `lev_comp` looks door keys
/// up (`include/artilist.h` with its default `config.h`: YEOMAN, TOURIST,
/// BLACKMARKET and P_SPOON on).
pub static SLASHEM_ARTIFACTS: &[&str] = &[
    "",
    "Firewall",
    "Sting",
    "Giantkiller",
    "Quick Blade",
    "Orcrist",
    "Dragonbane",
    "Excalibur",
    "Sunsword",
    "Snickersnee",
    "Sword of Justice",
    "Demonbane",
    "Werebane",
    "Grayswandir",
    "Skullcrusher",
    "Trollsbane",
    "Ogresmasher",
    "Reaper",
    "Holy Spear of Light",
    "Magicbane",
    "Luckblade",
    "Sword of Balance",
    "Frost Brand",
    "Fire Brand",
    "Vorpal Blade",
    "Disrupter",
    "Mjollnir",
    "Gauntlets of Defense",
    "Mirrorbright",
    "Deluder",
    "Whisperfeet",
    "Grimtooth",
    "Deep Freeze",
    "Serpent's Tongue",
    "Cleaver",
    "Doomblade",
    "Stormbringer",
    "Thiefbane",
    "Deathsword",
    "Bat from Hell",
    "Elfrist",
    "Plague",
    "Hellfire",
    "Houchou",
    "Wallet of Perseus",
    "Nighthorn",
    "The Key of Law",
    "The Eye of the Beholder",
    "The Key of Neutrality",
    "The Hand of Vecna",
    "The Key of Chaos",
    "The Orb of Detection",
    "The Heart of Ahriman",
    "The Sceptre of Might",
    "The Candle of Eternal Flame",
    "The Staff of Aesculapius",
    "The Storm Whistle",
    "The Magic Mirror of Merlin",
    "The Eyes of the Overworld",
    "The Great Dagger of Glaurgnaa",
    "The Mitre of Holiness",
    "The Longbow of Diana",
    "The Master Key of Thievery",
    "The Tsurugi of Muramasa",
    "The Platinum Yendorian Express Card",
    "The Stake of Van Helsing",
    "The Orb of Fate",
    "The Eye of the Aethiopica",
    "The Crown of Saint Edward",
];

/// SLASH'EM's additions.
pub static SLASHEM_RULES: SlashEmRules = SLASHEM_RULES_BASE;

/// SLASH'EM's additions, for its older releases.
const SLASHEM_RULES_BASE: SlashEmRules = SlashEmRules {
    game: "SLASH'EM",
    artifacts: SLASHEM_ARTIFACTS,
    engravings: &[("scrawl", 5)],
    numbered_place_lists: true,
};

/// SLASH'EM (mistydemeo/slashem 48337ec, 2017-05-13).
pub static SLASHEM: Family343 = SLASHEM_BASE;

/// SLASH'EM 0.0.7E0's additions: SLASH'EM's, with one place list a map
/// part.
pub static SLASHEM_07E0_RULES: SlashEmRules = SlashEmRules {
    game: "SLASH'EM 0.0.7E0",
    numbered_place_lists: false,
    ..SLASHEM_RULES_BASE
};

/// SLASH'EM 0.0.7E0 (mistydemeo/slashem tag `SLASHEM_0_0_7E0`, 589e1a6,
/// 2003-04-01): SLASH'EM's table but for its place lists.
pub static SLASHEM_07E0: Family343 = Family343 {
    name: "slashem-0.0.7e0",
    slashem: Some(&SLASHEM_07E0_RULES),
    ..SLASHEM_BASE
};

/// SLASH'EM's table, for the variants that change only part of it.
const SLASHEM_BASE: Family343 = Family343 {
    name: "slashem",
    map_row_extra: b"Z",
    map_chars: &[(b'Z', Terrain::Toilet)],
    terrain_codes: SLASHEM_TERRAIN,
    room_types: SLASHEM_ROOMS,
    extra_traps: &[],
    flags: &[("spooky", 0x20), ("lethe", 0x40)],
    joined_floors: &[],
    room_pos_absolute: false,
    hash_objects: false,
    not_d: false,
    slashem: Some(&SLASHEM_RULES),
};

/// SlashTHEM's terrain numbers: SLASH'EM's, with PUDDLE after CLOUD.
const SLASHTHEM_TERRAIN: &[(Terrain, u8)] = &{
    let mut t = [(Terrain::Stone, 0); 38];
    let mut i = 0;
    while i < 37 {
        t[i] = SLASHEM_TERRAIN[i];
        i += 1;
    }
    t[37] = (Terrain::Puddle, 37);
    t
};

/// SlashTHEM's room types (its `get_room_type` table).
const SLASHTHEM_ROOMS: &[(&str, RoomType, i8)] = &[
    ("ordinary", RoomType::Ordinary, 0),
    ("throne", RoomType::Throne, 2),
    ("swamp", RoomType::Swamp, 3),
    ("vault", RoomType::Vault, 4),
    ("beehive", RoomType::Beehive, 5),
    ("morgue", RoomType::Morgue, 6),
    ("barracks", RoomType::Barracks, 7),
    ("zoo", RoomType::Zoo, 8),
    ("delphi", RoomType::Delphi, 9),
    ("temple", RoomType::Temple, 10),
    ("realzoo", RoomType::RealZoo, 11),
    ("giantcourt", RoomType::GiantCourt, 12),
    ("dragonlair", RoomType::DragonLair, 14),
    ("badfoodshop", RoomType::BadFoodShop, 15),
    ("anthole", RoomType::AntHole, 17),
    ("cocknest", RoomType::CockatriceNest, 16),
    ("garden", RoomType::Garden, 26),
    ("leprehall", RoomType::LeprechaunHall, 13),
    ("lemurepit", RoomType::LemurePit, 18),
    ("migohive", RoomType::MigoHive, 19),
    ("fungusfarm", RoomType::FungusFarm, 20),
    ("clinic", RoomType::Clinic, 21),
    ("terrorhall", RoomType::TerrorHall, 22),
    ("coinhall", RoomType::CoinHall, 23),
    ("dougroom", RoomType::DougRoom, 24),
    ("armory", RoomType::Armory, 25),
    ("traproom", RoomType::TrapRoom, 27),
    ("poolroom", RoomType::PoolRoom, 28),
    ("shop", RoomType::Shop, 29),
    ("armor shop", RoomType::ArmorShop, 30),
    ("scroll shop", RoomType::ScrollShop, 31),
    ("potion shop", RoomType::PotionShop, 32),
    ("weapon shop", RoomType::WeaponShop, 33),
    ("food shop", RoomType::FoodShop, 34),
    ("ring shop", RoomType::RingShop, 35),
    ("wand shop", RoomType::WandShop, 36),
    ("tool shop", RoomType::ToolShop, 37),
    ("pet shop", RoomType::PetShop, 38),
    ("tin shop", RoomType::TinShop, 39),
    ("book shop", RoomType::BookShop, 40),
    ("gun shop", RoomType::GunShop, 41),
    ("music shop", RoomType::MusicShop, 42),
    ("candle shop", RoomType::CandleShop, 43),
    ("black market", RoomType::BlackMarket, 44),
];

/// SlashTHEM's artifact names by index (`include/artilist.h` with its
/// default `config.h`).
pub static SLASHTHEM_ARTIFACTS: &[&str] = &[
    "",
    "Firewall",
    "Sting",
    "Giantkiller",
    "Quick Blade",
    "Orcrist",
    "Dragonbane",
    "Excalibur",
    "Clarent",
    "Shadowblade",
    "Sunsword",
    "Snickersnee",
    "Yoichi no yumi",
    "Kiku-ichimonji",
    "Sword of Justice",
    "Demonbane",
    "Werebane",
    "Grayswandir",
    "Skullcrusher",
    "Liontamer",
    "Trollsbane",
    "Ogresmasher",
    "Reaper",
    "Holy Spear of Light",
    "Rod of Lordly Might",
    "Itlachiayaque",
    "Queen's Guard",
    "Peacekeeper",
    "Frostbite",
    "Silverstar",
    "Vampire Killer",
    "Magicbane",
    "Luckblade",
    "Sword of Balance",
    "Frost Brand",
    "Fire Brand",
    "Shock Brand",
    "Acid Brand",
    "Vorpal Blade",
    "Disrupter",
    "Mjollnir",
    "Gauntlets of Defense",
    "Mirrorbright",
    "Deluder",
    "Snakeskin",
    "Poseidon's Treasure",
    "Gladius",
    "Hrunting",
    "Debugger",
    "Acidfall",
    "Straightshot",
    "Shimmerstaff",
    "Oathkeeper",
    "Blackshroud",
    "Silvershard",
    "Mirror Brand",
    "David's Sling",
    "Tesla's Coat",
    "Musa-Shiya",
    "Dirk",
    "Tenderizer",
    "Fungisword",
    "Diplomat",
    "Petslayer",
    "Mouser's Scalpel",
    "Graywand",
    "Heartseeker",
    "Cat's Claw",
    "Whisperfeet",
    "Bugzapper",
    "The Beastmaster's Duster",
    "Grimtooth",
    "Deep Freeze",
    "Serpent's Tongue",
    "The Marauder's Map",
    "Cleaver",
    "Doomblade",
    "Nightingale",
    "Dirge",
    "Soulthief",
    "Stormbringer",
    "Reaver",
    "Thiefbane",
    "Deathsword",
    "Bat from Hell",
    "Elfrist",
    "Slow Blade",
    "Thanatos",
    "Spineseeker",
    "The Pickpocket's Gloves",
    "Plague",
    "Mumakbane",
    "Wormbiter",
    "Shocker",
    "Scales of the Dragon Lord",
    "The Burned Moth Relay",
    "The Key Of Access",
    "Crown Royal Cloak",
    "Hellfire",
    "The Gambler's Suit",
    "The Wand of Might",
    "Houchou",
    "Wallet of Perseus",
    "Warforger",
    "Nighthorn",
    "The Key of Law",
    "The Eye of the Beholder",
    "The Key of Neutrality",
    "The Hand of Vecna",
    "The Key of Chaos",
    "The Orb of Detection",
    "The Heart of Ahriman",
    "The Sceptre of Might",
    "The Iron Ball of Liberation",
    "The Golden Whistle of Nora",
    "Fuma-itto no Ken",
    "The Pick of the Grave",
    "The Flute of Slime",
    "The Fire Chief Helmet",
    "The Candle of Eternal Flame",
    "The Nethack Sources",
    "Master Boot Disk",
    "The Lyre of Orpheus",
    "The Deluxe Yendorian Knife",
    "The Staff of Aesculapius",
    "The Storm Whistle",
    "The Harp of Lightning",
    "The Harp of Harmony",
    "The Magic Mirror of Merlin",
    "The Cudgel of Cuthbert",
    "The Sword of Svyatogor",
    "The Whistle of the Warden",
    "The Eyes of the Overworld",
    "The Mantle of Heaven",
    "The Vestment of Hell",
    "The Gourd of Infinity",
    "The Great Dagger of Glaurgnaa",
    "The Mitre of Holiness",
    "The Treasury of Proteus",
    "The Imperial Token",
    "The Pearl of Wisdom",
    "Maui's Fishhook",
    "The Longbow of Diana",
    "The Master Key of Thievery",
    "The Lockpick of Arsene Lupin",
    "The Tsurugi of Muramasa",
    "The Platinum Yendorian Express Card",
    "The Stake of Van Helsing",
    "The Staff of Withering",
    "The Orb of Fate",
    "The Eye of the Aethiopica",
    "The Crown of Saint Edward",
    "The Lightsaber Prototype",
];

/// SlashTHEM's additions (SLASH'EM's, with its own artifacts).
pub static SLASHTHEM_RULES: SlashEmRules = SlashEmRules {
    game: "SlashTHEM",
    artifacts: SLASHTHEM_ARTIFACTS,
    engravings: &[("scrawl", 5)],
    numbered_place_lists: true,
};

/// SlashTHEM (Soviet5lo/SlashTHEM d828e64, 2023-01-05): SLASH'EM's
/// dialect with puddles (`w`, also a joined `INIT_MAP` floor), four traps
/// and ten room types more.
pub static SLASHTHEM: Family343 = Family343 {
    name: "slashthem",
    map_row_extra: b"Zw",
    map_chars: &[(b'Z', Terrain::Toilet), (b'w', Terrain::Puddle)],
    terrain_codes: SLASHTHEM_TERRAIN,
    room_types: SLASHTHEM_ROOMS,
    extra_traps: &[
        ("ice", TrapKind::Ice, 23),
        ("spear", TrapKind::Spear, 24),
        ("collapse", TrapKind::Collapse, 25),
        ("magic beam", TrapKind::MagicBeam, 26),
    ],
    flags: SLASHEM_BASE.flags,
    joined_floors: &[Terrain::Puddle],
    room_pos_absolute: false,
    hash_objects: false,
    not_d: false,
    slashem: Some(&SLASHTHEM_RULES),
};

/// slashem9's room types: SLASH'EM's with `health shop` after the book
/// shop.
const SLASHEM9_ROOMS: &[(&str, RoomType, i8)] = &{
    let mut t = [("", RoomType::Ordinary, 0); 35];
    let mut i = 0;
    while i < 32 {
        t[i] = SLASHEM_ROOMS[i];
        i += 1;
    }
    t[32] = ("health shop", RoomType::HealthShop, 33);
    t[33] = ("candle shop", RoomType::CandleShop, 34);
    t[34] = ("black market", RoomType::BlackMarket, 35);
    t
};

/// slashem9's additions: SLASH'EM's (the same artifacts).
pub static SLASHEM9_RULES: SlashEmRules = SlashEmRules {
    game: "slashem9",
    artifacts: SLASHEM_ARTIFACTS,
    engravings: &[("scrawl", 5)],
    numbered_place_lists: true,
};

/// slashem9 (moon-chilled/slashem9 bbe8e0b, 2023-02-14): SLASH'EM's
/// dialect with the `health shop` room type.
pub static SLASHEM9: Family343 = Family343 {
    name: "slashem9",
    room_types: SLASHEM9_ROOMS,
    slashem: Some(&SLASHEM9_RULES),
    ..SLASHEM_BASE
};

/// notdNetHack's gods by id (1 to 138; `include/godlist.h`), as its
/// `lev_comp` matches an altar's god name (exactly).
pub static NOTD_GODS: &[&str] = &[
    "Quetzalcoatl",
    "Camaxtli",
    "Huehueteotl",
    "Xolotl",
    "Tlaloc",
    "Tezcatlipoca",
    "Mitra",
    "Crom",
    "Set",
    "Anu",
    "_Ishtar",
    "Anshar",
    "Nergal",
    "Ilmater",
    "Grumbar",
    "_Tymora",
    "_Umberlee",
    "_Athena",
    "Hermes",
    "Poseidon",
    "Resistance",
    "Thoon",
    "_Eris",
    "Lugh",
    "_Brigit",
    "Manannan Mac Lir",
    "Balar",
    "_Kannon",
    "Fudo Myoo",
    "Shukongoshin",
    "Akuma",
    "Prince Nezha",
    "Laozi",
    "the hunshi sihou",
    "Hundun",
    "God the Father",
    "_Mother Earth",
    "the Satan",
    "the Lord",
    "_the deep blue sea",
    "the Devil",
    "Issek",
    "Mog",
    "Kos",
    "_Earth God",
    "Apollo",
    "_Latona",
    "_Diana",
    "_Python Delpyne",
    "_Amaterasu Omikami",
    "Raijin",
    "Susanowo",
    "Mao",
    "Blind Io",
    "_The Lady",
    "Offler",
    "Bel-Shamharoth",
    "Apollon",
    "Pan",
    "Dionysus",
    "Hades",
    "Zo-Kalar",
    "Lobon",
    "Tamash",
    "Gurathnaka",
    "the college",
    "the choir",
    "defilement",
    "Tyr",
    "Odin",
    "Loki",
    "_Skadi",
    "_Hel",
    "Ptah",
    "Thoth",
    "Anhur",
    "Apep",
    "Orome",
    "_Yavanna",
    "Tulkas",
    "_Varda Elentari",
    "_Vaire",
    "_Nessa",
    "Manwe Sulimo",
    "Mandos",
    "Lorien",
    "Melkor Morgoth",
    "_Ilsensine",
    "Eddergud",
    "Vhaeraun",
    "_Lolth",
    "_Ver'tas",
    "_Pen'a",
    "Keptolo",
    "Ghaunadaur",
    "_Eilistraee",
    "_Kiaransali",
    "Yaldabaoth",
    "the void",
    "_Pistis Sophia",
    "Mahal",
    "Holashner",
    "Armok",
    "Abbathor",
    "Kurtulmak",
    "Garl Glittergold",
    "Urdlen",
    "Gwyn, Lord of Sunlight",
    "_Gwynevere, Princess of Sunlight",
    "Dark Sun Gwyndolin",
    "_Velka, Goddess of Sin",
    "Manus, Father of the Abyss",
    "Ilneval",
    "_Luthic",
    "Gruumsh",
    "Yurtrus",
    "_Vandria",
    "_Sehanine",
    "Corellon",
    "_Shevarash",
    "Saint Cuthbert",
    "Helm",
    "_Mask",
    "Utu",
    "Kossuth",
    "Garyx",
    "Kanchelsis",
    "The Silence",
    "Chaos",
    "Moloch",
    "an alien god",
    "_the Black Mother",
    "Nodens",
    "_Bast",
    "the Dread Fracture",
    "Yog-Sothoth",
    "Bokrug, the water-lizard",
    "the Silver Flame",
];

#[cfg(test)]
mod tests {
    use super::*;

    /// dNetHack 3.16.0's numbers as its `rm.h` and `lev_main.c` have them.
    #[test]
    fn dnethack_316_numbers_are_its_own() {
        let f = &DNETHACK_316;
        for (t, code) in [
            (Terrain::DeadTree, 14),
            (Terrain::Ice, 33),
            (Terrain::DrawbridgeDown, 34),
            (Terrain::Air, 35),
            (Terrain::Cloud, 36),
            (Terrain::Puddle, 38),
        ] {
            assert_eq!(f.terrain_code(t), Some(code), "{t:?}");
        }
        assert_eq!(f.terrain_code(Terrain::Grass), None);
        assert_eq!(f.map_char(b'G'), None);
        assert_eq!(f.map_char(b'A'), Some(Terrain::Air));
        assert_eq!(f.room_types.len(), 24);
        assert_eq!(f.room_code(RoomType::Shop), Some(21));
        assert_eq!(f.room_code(RoomType::CandleShop), Some(32));
        assert_eq!(f.room_type(b"hive outpost"), None);
        assert_eq!(f.trap(b"essence"), None);
        assert_eq!(f.trap_code(TrapKind::from_name(b"polymorph").unwrap()), 22);
        assert_eq!(f.keywords(), ["lethe", "cave", "outside"]);
    }
}
