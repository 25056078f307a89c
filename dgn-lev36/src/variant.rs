//! The games of the 3.6 family: NetHack 3.6.7 and the variants whose
//! `lev_comp` grew from its compiler. One grammar serves them all; what a
//! variant changes is data, gathered here in one [`Family36`] per game:
//! the keywords its scanner adds (or gives other values), its map
//! characters and terrain numbers, its room and trap types, the numbers of
//! its opcodes, and the statements its grammar accepts. Adding a variant
//! is adding one such table (and its catalog and target).

use super::lexer::{GhKind, GhKw, Tok};
use super::model::Opcode;
use dgn_common::target::Variant;

/// Terrain numbers (`enum levl_typ_types`) the compiler itself tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terrain {
    /// `STONE`.
    pub stone: i64,
    /// `HWALL`.
    pub hwall: i64,
    /// `CORR`.
    pub corr: i64,
    /// `ROOM`.
    pub room: i64,
    /// `MAX_TYPE`, what the map character `x` stands for.
    pub max_type: i64,
}

/// What a game of the 3.6 family adds to or changes in NetHack 3.6.7's
/// level language.
#[derive(Debug)]
pub struct Family36 {
    /// The game, as targets name it.
    pub variant: Variant,
    /// Keywords the game's scanner adds, or gives another value (these win
    /// over NetHack's of the same spelling).
    pub keywords: &'static [(&'static str, Tok<'static>)],
    /// Map characters and their terrain numbers (`what_map_char`).
    pub map_chars: &'static [(u8, i64)],
    /// Bytes the scanner takes in a map row besides NetHack's.
    pub map_row_extra: &'static [u8],
    /// The terrain numbers the compiler tests.
    pub terrain: Terrain,
    /// Floor terrains besides `CORR` and `ROOM` that `INIT_MAP` takes as
    /// the foreground of a joined map.
    pub joined_floors: &'static [i64],
    /// Room types by name.
    pub room_types: &'static [(&'static str, i64)],
    /// `MAXRTYPE`.
    pub max_rtype: i64,
    /// Trap types by name.
    pub trap_types: &'static [(&'static str, i64)],
    /// `SP_M_V_END` and `SP_O_V_END`, pushed before a monster's and an
    /// object's details.
    pub details_end: (i64, i64),
    /// Doors carry a material (EvilHack): `DOOR` and `ROOMDOOR` push it,
    /// 0 (wood) when none is written.
    pub door_material: bool,
    /// The terrain number common to the 3.6 family of each of the game's
    /// terrain numbers (by index; empty: NetHack's own numbers): NetHack's
    /// up to 35 and 36 for `MAX_TYPE`, the variants' own terrains from 37
    /// (grass 37, sand 38, dead tree 39, forge 40, magic chest 41, puddle
    /// 42, sewage 43).
    pub terrain_common: &'static [i64],
    /// The game's opcode numbers: NetHack's numbering, with the game's
    /// own opcodes inserted (each entry: the opcode and the vanilla number
    /// it is inserted before).
    pub inserted_opcodes: &'static [(Opcode, i32)],
    /// The game's core functions (UnNetHack's `time.night`, `rnd` ...);
    /// empty for the games without them.
    pub core_funcs: &'static [CoreFunc],
    /// `LVLINIT_MINES`, `LVLINIT_ROGUE` and `LVLINIT_SHEOL` (-1: none),
    /// what `INIT_MAP` pushes for `mines`, `rogue` and `sheollev`.
    pub lvlinit: [i64; 3],
    /// How the game's `vaults.dat` lines read: with the level's minimum
    /// depth (`"{mindepth} {freq} {name}"`, EvilHack and Hack'EM) or
    /// without (`"{freq} {name}"`, UnNetHack).
    pub vaults_mindepth: bool,
    /// A level's name may hold one `%i` counter (UnNetHack's
    /// `LEVEL: "vlt-%04i"`), numbered from 1 in each file.
    pub name_counter: bool,
    /// The ends of a `line` and `randline` selection are joined by `-`
    /// (UnNetHack), not by `,`.
    pub line_dash: bool,
    /// `FUNCTION`s may be defined before the first level, for every level
    /// of the file (UnNetHack).
    pub header_functions: bool,
    /// Monsters, objects and map characters are packed as `(a << 8) +
    /// (char) b` (UnNetHack), not as NetHack 3.6.7's `((10 + a) << 8) |
    /// (b & 0xff)`.
    pub plain_pack: bool,
    /// The bytes of a pushed value's type (`spovartyp`): 1 in NetHack
    /// 3.6.7's files, 2 in UnNetHack's (a 16-bit `xchar`).
    pub type_bytes: usize,
    /// The game's `add_opvars` reads every value as a `long`, but some
    /// of its grammar's actions pass negative `int` constants (`-1`, `ERR`,
    /// a packed value): the first four of them travel in registers and
    /// arrive as their 32 bits, zero-extended (UnNetHack, on x86-64).
    pub int_varargs: bool,
    /// The game's `lev_comp` truncates a level file it writes over
    /// (UnNetHack's does not: a level defined twice in one file leaves the
    /// end of the longer earlier one after the later).
    pub truncates: bool,
    /// The bytes of a pushed string's length: 4 (a C `int`) in NetHack
    /// 3.6.7's files, 8 (a `size_t`) in GnollHack's.
    pub string_len_bytes: usize,
    /// GnollHack's statement shapes: the extra values its `MESSAGE`,
    /// `ALTAR`, `TERRAIN`, `ROOM`, `SUBROOM`, `REGION`, `DOOR` and
    /// `ROOMDOOR` push, its typed `FOUNTAIN`, its `MAZE` light state, and
    /// its own statements (`TILESET`, `LEVER`, `DECORATION` ...).
    pub gnollhack_forms: bool,
}

/// One of a game's core functions: UnNetHack's `core_vars` table.
#[derive(Debug)]
pub struct CoreFunc {
    /// Its name in a level file.
    pub name: &'static str,
    /// The number `SPO_COREFUNC` takes.
    pub id: i64,
    /// Its parameters, a letter each: `i` integer, `s` string, `c`
    /// coordinate, `r` region, `O` object, `M` monster.
    pub params: &'static str,
    /// What it gives: `i`, `s`, `c` or `r`.
    pub ret: u8,
}

/// NetHack 3.6.7's map characters.
const VANILLA_MAP: &[(u8, i64)] = &[
    (b' ', 0),
    (b'#', 23),
    (b'.', 24),
    (b'-', 2),
    (b'|', 1),
    (b'+', 22),
    (b'A', 34),
    (b'B', 7),
    (b'C', 35),
    (b'S', 14),
    (b'H', 15),
    (b'{', 27),
    (b'\\', 28),
    (b'K', 29),
    (b'}', 17),
    (b'P', 16),
    (b'L', 20),
    (b'I', 32),
    (b'W', 18),
    (b'T', 13),
    (b'F', 21),
    (b'x', 36),
];

/// NetHack 3.6.7 itself.
pub static VANILLA: Family36 = Family36 {
    variant: Variant::Vanilla,
    keywords: &[],
    map_chars: VANILLA_MAP,
    map_row_extra: b"",
    terrain: Terrain {
        stone: 0,
        hwall: 2,
        corr: 23,
        room: 24,
        max_type: 36,
    },
    joined_floors: &[],
    room_types: super::lower::ROOM_TYPES,
    max_rtype: 25,
    trap_types: super::lower::TRAP_TYPES,
    details_end: (16, 15),
    terrain_common: &[],
    door_material: false,
    inserted_opcodes: &[],
    core_funcs: &[],
    lvlinit: [3, 4, -1],
    vaults_mindepth: true,
    name_counter: false,
    line_dash: false,
    header_functions: false,
    plain_pack: false,
    type_bytes: 1,
    int_varargs: false,
    truncates: true,
    string_len_bytes: 4,
    gnollhack_forms: false,
};

/// EvilHack's terrain numbers (its `rm.h`): `DEADTREE` after `TREE`,
/// `FORGE` and `MAGIC_CHEST` before `FOUNTAIN`, `GRASS` and `SAND` after
/// `ICE`, `PUDDLE` and `SEWAGE` at the end.
const EVILHACK_MAP: &[(u8, i64)] = &[
    (b' ', 0),
    (b'#', 24),
    (b'.', 25),
    (b'-', 2),
    (b'|', 1),
    (b'+', 23),
    (b'A', 39),
    (b'B', 7),
    (b'C', 40),
    (b'S', 15),
    (b'H', 16),
    (b'{', 30),
    (b'\\', 31),
    (b'U', 28),
    (b'Z', 29),
    (b'K', 32),
    (b'}', 18),
    (b'P', 17),
    (b'w', 41),
    (b's', 42),
    (b'L', 21),
    (b'I', 35),
    (b'W', 19),
    (b'g', 36),
    (b'a', 37),
    (b'T', 13),
    (b't', 14),
    (b'F', 22),
    (b'x', 43),
];

/// EvilHack (k21971/EvilHack at c444f6a).
pub static EVILHACK: Family36 = Family36 {
    variant: Variant::EvilHack,
    keywords: &[
        ("FORGE", Tok::Forge),
        ("MAGIC_CHEST", Tok::MagicChest),
        ("PUDDLE", Tok::Puddle),
        ("SEWAGE", Tok::Sewage),
        ("VAULTGEN", Tok::VaultGen),
        ("MINDEPTH", Tok::MinDepth),
        ("affixed_gem", Tok::AffixedGem),
        ("forged_qual", Tok::ForgedQual),
        ("dead", Tok::Dead),
        // Door materials, as EvilHack's objclass.h numbers them.
        ("iron", Tok::DoorMaterial(EVILHACK_IRON)),
        ("wooden", Tok::DoorMaterial(EVILHACK_WOOD)),
        ("steel", Tok::DoorMaterial(EVILHACK_STEEL)),
        ("bronze", Tok::DoorMaterial(EVILHACK_BRONZE)),
        ("gold", Tok::DoorMaterial(EVILHACK_GOLD)),
        ("stone", Tok::DoorMaterial(EVILHACK_MINERAL)),
        ("rndvault", Tok::FlagType(0x1000)),
        ("inaccessibles", Tok::FlagType(0x2000)),
    ],
    map_chars: EVILHACK_MAP,
    map_row_extra: b"agstwU",
    terrain: Terrain {
        stone: 0,
        hwall: 2,
        corr: 24,
        room: 25,
        max_type: 43,
    },
    // PUDDLE, SEWAGE, GRASS, SAND.
    joined_floors: &[41, 42, 36, 37],
    room_types: &[
        ("ordinary", 0),
        ("rndvault", 20),
        ("throne", 2),
        ("swamp", 3),
        ("vault", 4),
        ("beehive", 5),
        ("morgue", 6),
        ("barracks", 7),
        ("zoo", 8),
        ("delphi", 9),
        ("temple", 10),
        ("anthole", 13),
        ("cocknest", 12),
        ("leprehall", 11),
        ("owlbnest", 14),
        ("armory", 15),
        ("nursery", 16),
        ("garden", 17),
        ("forest", 18),
        ("lemurepit", 19),
        ("shop", 21),
        ("armor shop", 22),
        ("scroll shop", 23),
        ("potion shop", 24),
        ("weapon shop", 25),
        ("food shop", 26),
        ("ring shop", 27),
        ("wand shop", 28),
        ("tool shop", 29),
        ("book shop", 30),
        ("health food shop", 31),
        ("candle shop", 32),
    ],
    max_rtype: 32,
    trap_types: &[
        ("arrow", 1),
        ("crossbow bolt", 2),
        ("dart", 3),
        ("falling rock", 4),
        ("board", 5),
        ("bear", 6),
        ("land mine", 7),
        ("rolling boulder", 8),
        ("sleep gas", 9),
        ("rust", 10),
        ("fire", 11),
        ("ice", 12),
        ("pit", 13),
        ("spiked pit", 14),
        ("hole", 15),
        ("trap door", 16),
        ("teleport", 17),
        ("level teleport", 18),
        ("magic portal", 19),
        ("web", 20),
        ("statue", 21),
        ("magic", 22),
        ("anti magic", 23),
        ("polymorph", 24),
        ("spear", 25),
        ("magic beam", 26),
        ("vibrating square", 27),
    ],
    details_end: (17, 17),
    // STONE .. TREE as NetHack's; DEADTREE; SDOOR .. LADDER one down;
    // FORGE, MAGIC_CHEST; FOUNTAIN .. ICE three down; GRASS, SAND;
    // DRAWBRIDGE_DOWN, AIR, CLOUD five down; PUDDLE, SEWAGE; MAX_TYPE.
    terrain_common: &[
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 39, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
        24, 25, 26, 40, 41, 27, 28, 29, 30, 31, 32, 37, 38, 33, 34, 35, 42, 43, 36,
    ],
    door_material: true,
    inserted_opcodes: &[
        (Opcode::Forge, 11),
        (Opcode::MagicChest, 11),
        (Opcode::Puddle, 13),
        (Opcode::Sewage, 13),
    ],
    core_funcs: &[],
    lvlinit: [3, 4, -1],
    vaults_mindepth: true,
    name_counter: false,
    line_dash: false,
    header_functions: false,
    plain_pack: false,
    type_bytes: 1,
    int_varargs: false,
    truncates: true,
    string_len_bytes: 4,
    gnollhack_forms: false,
};

// EvilHack's `enum obj_material_types`.
const EVILHACK_WOOD: i64 = 9;
const EVILHACK_IRON: i64 = 12;
const EVILHACK_STEEL: i64 = 13;
const EVILHACK_BRONZE: i64 = 15;
const EVILHACK_GOLD: i64 = 17;
const EVILHACK_MINERAL: i64 = 24;

/// The statement keywords only a variant's scanner makes.
pub const VARIANT_STATEMENTS: &[&str] = &[
    "MON_GENERATION",
    "SOUNDS",
    "SPILL",
    "WALLWALK",
    "INCLUDE",
    "FORGE",
    "MAGIC_CHEST",
    "PUDDLE",
    "SEWAGE",
    "TOILET",
    "VAULTGEN",
    "MINDEPTH",
    "TILESET",
    "SPECIAL_TILESET",
    "BOUNDARY_TYPE",
    "FOREST",
    "MONSTER_GENERATION",
    "SPECIAL_REGION",
    "SPECIAL_LEVREGION",
    "NAMING",
    "ANVIL",
    "NPC",
    "LEVER",
    "FLOOR",
    "DECORATION",
    "THRONE",
    "MAGIC_PORTAL",
    "MODRON_PORTAL",
    "SUBTYPE",
    "CARPET",
    "CARPET_PIECE",
    "BRAZIER",
    "SIGNPOST",
    "TREE",
];

/// The grammar's names of GnollHack's value-word classes, with their kinds.
pub const GH_VALUE_TERMINALS: &[(&str, GhKind)] = &[
    ("altar subtype", GhKind::AltarSubtype),
    ("active/inactive", GhKind::ActiveOrInactive),
    ("seen/unseen", GhKind::SeenOrUnseen),
    ("portal target", GhKind::MagicPortalTarget),
    ("modron portal type", GhKind::ModronPortalType),
    ("decoration type", GhKind::DecorationType),
    ("decoration direction", GhKind::DecorationDir),
    ("decoration item state", GhKind::DecorationItemState),
    ("decoration subtype", GhKind::DecorationSubtype),
    ("message sound type", GhKind::MessageSoundType),
    ("message sound id", GhKind::MessageSoundId),
    ("message attribute", GhKind::MessageAttr),
    ("message color", GhKind::MessageColor),
    ("message type", GhKind::MessageType),
    ("npc type", GhKind::NpcType),
    ("fountain type", GhKind::FountainType),
    ("special object", GhKind::SpecialObjectType),
    ("tileset type", GhKind::Cmap),
    ("floor subtype", GhKind::FloorSubtype),
    ("floor type", GhKind::FloorType),
    ("carpet type", GhKind::CarpetType),
    ("elemental enchantment type", GhKind::ElementalEnchantment),
    ("exceptionality type", GhKind::Exceptionality),
    ("mythic prefix type", GhKind::MythicPrefix),
    ("mythic suffix type", GhKind::MythicSuffix),
    ("material type", GhKind::Material),
    ("special region type", GhKind::SpecialRegionType),
    ("naming type", GhKind::NamingType),
    ("lever effect", GhKind::LeverEffect),
    ("door subtype", GhKind::DoorSubtype),
    ("tree subtype", GhKind::TreeSubtype),
    ("initialize type", GhKind::InitializeType),
    ("forest type", GhKind::ForestType),
    ("manual type", GhKind::ManualType),
    ("teleport direction", GhKind::TeleportDirection),
    ("teleport end", GhKind::TeleportEnd),
    ("mythic type", GhKind::MythicType),
    ("brazier subtype", GhKind::BrazierSubtype),
    ("signpost subtype", GhKind::SignpostSubtype),
];

/// The grammar's other terminals only a variant's scanner makes.
const VARIANT_WORDS: &[&str] = &[
    "affixed_gem",
    "forged_qual",
    "dead",
    "door material",
    "sheollev",
    "sound kind",
    "core function",
    "-",
    "line-",
    "randline-",
    "gh,",
];

/// Whether the grammar's terminal `name` is one only a variant's scanner
/// makes (syntax errors name them only for that variant).
pub fn is_variant_terminal(name: &str) -> bool {
    VARIANT_STATEMENTS.contains(&name)
        || VARIANT_WORDS.contains(&name)
        || GH_VALUE_TERMINALS.iter().any(|(n, _)| *n == name)
        || GNOLLHACK_KEYWORDS
            .iter()
            .any(|(k, t)| *k == name && matches!(t, Tok::Gh(_)))
}

/// Hack'EM's terrain numbers (its `rm.h`): as EvilHack's up to `FORGE`
/// and `MAGIC_CHEST`, then `VENT` after `FOUNTAIN`, `TOILET` after
/// `SINK`, `BRIDGE` after `ICE`, no sand.
const HACKEM_MAP: &[(u8, i64)] = &[
    (b' ', 0),
    (b'#', 24),
    (b'.', 25),
    (b'-', 2),
    (b'|', 1),
    (b'+', 23),
    (b'A', 41),
    (b'B', 7),
    (b'C', 42),
    (b'S', 15),
    (b'H', 16),
    (b'U', 28),
    (b'M', 29),
    (b'{', 30),
    (b'\\', 32),
    (b'K', 33),
    (b'Z', 34),
    (b'V', 31),
    (b'}', 18),
    (b'w', 43),
    (b's', 44),
    (b'P', 17),
    (b'L', 21),
    (b'I', 37),
    (b',', 39),
    (b'g', 39),
    (b'W', 19),
    (b'T', 13),
    (b't', 14),
    (b'F', 22),
    (b'x', 45),
];

/// Hack'EM (elunna/hackem at cebe2f3).
pub static HACKEM: Family36 = Family36 {
    variant: Variant::HackEm,
    keywords: &[
        ("FORGE", Tok::Forge),
        ("MAGIC_CHEST", Tok::MagicChest),
        ("TOILET", Tok::Toilet),
        ("PUDDLE", Tok::Puddle),
        ("SEWAGE", Tok::Sewage),
        ("VAULTGEN", Tok::VaultGen),
        ("MINDEPTH", Tok::MinDepth),
        ("dead", Tok::Dead),
        // Its level flags: `spooky` takes 0x20, and every flag from
        // `mazelevel` on moves one bit up.
        ("spooky", Tok::FlagType(0x20)),
        ("mazelevel", Tok::FlagType(0x40)),
        ("premapped", Tok::FlagType(0x80)),
        ("shroud", Tok::FlagType(0x100)),
        ("graveyard", Tok::FlagType(0x200)),
        ("icedpools", Tok::FlagType(0x400)),
        ("solidify", Tok::FlagType(0x800)),
        ("corrmaze", Tok::FlagType(0x1000)),
        ("rndvault", Tok::FlagType(0x2000)),
        ("inaccessibles", Tok::FlagType(0x4000)),
    ],
    map_chars: HACKEM_MAP,
    map_row_extra: b"stwUKZV,",
    terrain: Terrain {
        stone: 0,
        hwall: 2,
        corr: 24,
        room: 25,
        max_type: 45,
    },
    // PUDDLE, SEWAGE.
    joined_floors: &[43, 44],
    room_types: &[
        ("ordinary", 0),
        ("rndvault", 30),
        ("throne", 2),
        ("swamp", 3),
        ("vault", 4),
        ("beehive", 5),
        ("morgue", 6),
        ("barracks", 7),
        ("zoo", 8),
        ("delphi", 9),
        ("temple", 10),
        ("realzoo", 19),
        ("dragonlair", 21),
        ("badfoodshop", 22),
        ("anthole", 13),
        ("cocknest", 12),
        ("leprehall", 11),
        ("owlbnest", 14),
        ("armory", 15),
        ("nursery", 16),
        ("garden", 17),
        ("lemurepit", 18),
        ("migohive", 23),
        ("fungusfarm", 24),
        ("zouthern room", 25),
        ("clinic", 27),
        ("terrorhall", 28),
        ("shop", 32),
        ("armor shop", 33),
        ("scroll shop", 34),
        ("potion shop", 35),
        ("weapon shop", 36),
        ("food shop", 37),
        ("ring shop", 38),
        ("wand shop", 39),
        ("tool shop", 40),
        ("book shop", 41),
        ("archery shop", 42),
        ("mask shop", 43),
        ("junk shop", 44),
        ("health food shop", 45),
        ("tin shop", 46),
        ("gun shop", 47),
        ("music shop", 48),
        ("pet shop", 49),
        ("candle shop", 50),
        ("black market", 51),
        ("black market foyer", 31),
    ],
    max_rtype: 51,
    trap_types: &[
        ("arrow", 1),
        ("crossbow bolt", 2),
        ("dart", 3),
        ("falling rock", 4),
        ("board", 5),
        ("bear", 6),
        ("land mine", 7),
        ("rolling boulder", 8),
        ("sleep gas", 9),
        ("rust", 10),
        ("fire", 11),
        ("pit", 12),
        ("spiked pit", 13),
        ("hole", 14),
        ("trap door", 15),
        ("teleport", 16),
        ("level teleport", 17),
        ("magic portal", 18),
        ("web", 19),
        ("statue", 20),
        ("magic", 21),
        ("anti magic", 22),
        ("polymorph", 23),
        ("cold", 24),
        ("spear", 25),
        ("magic beam", 26),
        ("vibrating square", 27),
    ],
    details_end: (17, 15),
    // STONE .. TREE; DEADTREE; SDOOR .. LADDER one down; FORGE,
    // MAGIC_CHEST; FOUNTAIN; VENT; THRONE, SINK; TOILET; GRAVE, ALTAR,
    // ICE; BRIDGE; GRASS; DRAWBRIDGE_DOWN, AIR, CLOUD; PUDDLE, SEWAGE;
    // MAX_TYPE.
    terrain_common: &[
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 39, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
        24, 25, 26, 40, 41, 27, 44, 28, 29, 45, 30, 31, 32, 46, 37, 33, 34, 35, 42, 43, 36,
    ],
    door_material: false,
    inserted_opcodes: &[
        (Opcode::Forge, 11),
        (Opcode::MagicChest, 11),
        (Opcode::Vent, 12),
        (Opcode::Toilet, 13),
        (Opcode::Puddle, 13),
        (Opcode::Sewage, 13),
    ],
    core_funcs: &[],
    lvlinit: [3, 4, -1],
    vaults_mindepth: true,
    name_counter: false,
    line_dash: false,
    header_functions: false,
    plain_pack: false,
    type_bytes: 1,
    int_varargs: false,
    truncates: true,
    string_len_bytes: 4,
    gnollhack_forms: false,
};

/// The variants' own terrains, by their number common to the family (see
/// [`Family36::terrain_common`]): what each is.
pub const VARIANT_TERRAINS: &[(i64, &str)] = &[
    (37, "grass"),
    (38, "sand"),
    (39, "dead tree"),
    (40, "forge"),
    (41, "magic chest"),
    (42, "puddle (shallow water)"),
    (43, "sewage"),
    (44, "vent"),
    (45, "toilet"),
    (46, "bridge"),
    (47, "ice wall"),
    (48, "crystal ice wall"),
    (49, "bog"),
    (50, "magic platform"),
    (51, "brazier"),
    (52, "signpost"),
    (53, "anvil"),
    (54, "ground (bare earth)"),
];

/// UnNetHack's terrain numbers (its `rm.h`): `DEADTREE`, `ICEWALL` and
/// `CRYSTALICEWALL` after `TREE`, `BOG` and `MAGIC_PLATFORM` after `ICE`.
const UNNETHACK_MAP: &[(u8, i64)] = &[
    (b' ', 0),
    (b'#', 26),
    (b'.', 27),
    (b'-', 2),
    (b'|', 1),
    (b'+', 25),
    (b'A', 39),
    (b'B', 7),
    (b'C', 40),
    (b'S', 17),
    (b'H', 18),
    (b'{', 30),
    (b'\\', 31),
    (b'K', 32),
    (b'}', 20),
    (b'P', 19),
    (b'L', 23),
    (b'I', 35),
    (b'W', 21),
    (b'T', 13),
    (b't', 14),
    (b'F', 24),
    (b'M', 36),
    (b'x', 41),
    (b'Y', 16),
    (b'U', 15),
];

/// UnNetHack's core functions (its `core_vars`), with their numbers.
const UNNETHACK_CORE: &[CoreFunc] = &[
    CoreFunc {
        name: "time.discordian_holiday",
        id: 3,
        params: "",
        ret: b'i',
    },
    CoreFunc {
        name: "time.pirateday",
        id: 4,
        params: "",
        ret: b'i',
    },
    CoreFunc {
        name: "time.aprilfoolsday",
        id: 5,
        params: "",
        ret: b'i',
    },
    CoreFunc {
        name: "time.piday",
        id: 6,
        params: "",
        ret: b'i',
    },
    CoreFunc {
        name: "time.towelday",
        id: 7,
        params: "",
        ret: b'i',
    },
    CoreFunc {
        name: "time.midnight",
        id: 8,
        params: "",
        ret: b'i',
    },
    CoreFunc {
        name: "time.night",
        id: 9,
        params: "",
        ret: b'i',
    },
    CoreFunc {
        name: "time.friday_13th",
        id: 10,
        params: "",
        ret: b'i',
    },
    CoreFunc {
        name: "time.phase_of_the_moon",
        id: 11,
        params: "",
        ret: b'i',
    },
    CoreFunc {
        name: "time.yyyymmdd",
        id: 12,
        params: "",
        ret: b'i',
    },
    CoreFunc {
        name: "level.difficulty",
        id: 1,
        params: "",
        ret: b'i',
    },
    CoreFunc {
        name: "level.depth",
        id: 2,
        params: "",
        ret: b'i',
    },
    CoreFunc {
        name: "level.obj_at",
        id: 19,
        params: "Oc",
        ret: b'i',
    },
    CoreFunc {
        name: "level.mon_at",
        id: 20,
        params: "Mc",
        ret: b'i',
    },
    CoreFunc {
        name: "hero.name",
        id: 13,
        params: "",
        ret: b's',
    },
    CoreFunc {
        name: "hero.role",
        id: 22,
        params: "",
        ret: b's',
    },
    CoreFunc {
        name: "hero.race",
        id: 23,
        params: "",
        ret: b's',
    },
    CoreFunc {
        name: "hero.carrying",
        id: 21,
        params: "O",
        ret: b'i',
    },
    CoreFunc {
        name: "string",
        id: 14,
        params: "i",
        ret: b's',
    },
    CoreFunc {
        name: "str",
        id: 14,
        params: "i",
        ret: b's',
    },
    CoreFunc {
        name: "integer",
        id: 15,
        params: "s",
        ret: b'i',
    },
    CoreFunc {
        name: "int",
        id: 15,
        params: "s",
        ret: b'i',
    },
    CoreFunc {
        name: "coord",
        id: 16,
        params: "ii",
        ret: b'c',
    },
    CoreFunc {
        name: "region",
        id: 17,
        params: "iiii",
        ret: b'r',
    },
    CoreFunc {
        name: "rnd",
        id: 18,
        params: "i",
        ret: b'i',
    },
    CoreFunc {
        name: "room.width",
        id: 24,
        params: "",
        ret: b'i',
    },
    CoreFunc {
        name: "room.height",
        id: 25,
        params: "",
        ret: b'i',
    },
    CoreFunc {
        name: "room.x",
        id: 26,
        params: "",
        ret: b'i',
    },
    CoreFunc {
        name: "room.y",
        id: 27,
        params: "",
        ret: b'i',
    },
];

/// UnNetHack (UnNetHack/UnNetHack at 24dce72).
pub static UNNETHACK: Family36 = Family36 {
    variant: Variant::UnNetHack,
    keywords: &[
        // No `MAZE` statement: every level starts with `LEVEL`.
        ("MAZE", Tok::Word(b"MAZE")),
        ("MON_GENERATION", Tok::MonGeneration),
        ("SOUNDS", Tok::Sounds),
        ("SPILL", Tok::Spill),
        ("WALLWALK", Tok::WallWalk),
        ("VAULTGEN", Tok::VaultGen),
        ("INCLUDE", Tok::Include),
        ("sheollev", Tok::Sheol),
        ("line", Tok::LineDash),
        ("randline", Tok::RandLineDash),
        // Its `AM_SPLEV_CO` and `AM_SPLEV_NONCO`.
        ("coaligned", Tok::Alignment(0x20)),
        ("noncoaligned", Tok::Alignment(0x40)),
        ("hear", Tok::SoundKind(0)),
        ("pline", Tok::SoundKind(1)),
        ("verbal", Tok::SoundKind(2)),
        ("feel", Tok::SoundKind(3)),
        // Its level flags, every one renumbered.
        ("noteleport", Tok::FlagType(0x1)),
        ("hardfloor", Tok::FlagType(0x2)),
        ("nommap", Tok::FlagType(0x4)),
        ("shortsighted", Tok::FlagType(0x8)),
        ("arboreal", Tok::FlagType(0x10)),
        ("noflipx", Tok::FlagType(0x20)),
        ("noflipy", Tok::FlagType(0x40)),
        ("noflip", Tok::FlagType(0x60)),
        ("mazelevel", Tok::FlagType(0x80)),
        ("premapped", Tok::FlagType(0x100)),
        ("shroud", Tok::FlagType(0x200)),
        ("stormy", Tok::FlagType(0x400)),
        ("graveyard", Tok::FlagType(0x800)),
        ("icedpools", Tok::FlagType(0x1000)),
        ("solidify", Tok::FlagType(0x2000)),
        ("corrmaze", Tok::FlagType(0x4000)),
        ("inaccessibles", Tok::FlagType(0x8000)),
        ("sky", Tok::FlagType(0x10000)),
        ("sheol", Tok::FlagType(0x20000)),
        ("rndvault", Tok::FlagType(0x40000)),
    ],
    map_chars: UNNETHACK_MAP,
    map_row_extra: b"MtYU",
    terrain: Terrain {
        stone: 0,
        hwall: 2,
        corr: 26,
        room: 27,
        max_type: 41,
    },
    joined_floors: &[],
    room_types: &[
        ("ordinary", 0),
        ("rndvault", 18),
        ("throne", 2),
        ("swamp", 3),
        ("vault", 4),
        ("beehive", 5),
        ("morgue", 6),
        ("barracks", 7),
        ("zoo", 8),
        ("delphi", 9),
        ("temple", 10),
        ("lemurepit", 16),
        ("anthole", 13),
        ("cocknest", 12),
        ("garden", 14),
        ("leprehall", 11),
        ("shop", 20),
        ("armor shop", 21),
        ("scroll shop", 22),
        ("potion shop", 23),
        ("weapon shop", 24),
        ("food shop", 25),
        ("ring shop", 26),
        ("wand shop", 27),
        ("tool shop", 28),
        ("book shop", 29),
        ("tin shop", 30),
        ("music shop", 31),
        ("candle shop", 33),
        ("pet shop", 32),
        ("black market", 34),
        ("black market foyer", 19),
    ],
    max_rtype: 34,
    trap_types: &[
        ("arrow", 1),
        ("dart", 2),
        ("falling rock", 3),
        ("board", 4),
        ("bear", 5),
        ("land mine", 6),
        ("rolling boulder", 7),
        ("sleep gas", 8),
        ("rust", 9),
        ("fire", 10),
        ("pit", 11),
        ("spiked pit", 12),
        ("hole", 13),
        ("trap door", 14),
        ("teleport", 15),
        ("level teleport", 16),
        ("magic portal", 17),
        ("web", 18),
        ("statue", 19),
        ("magic", 20),
        ("anti magic", 21),
        ("polymorph", 23),
        ("cold", 22),
    ],
    details_end: (16, 15),
    // STONE .. TREE; DEADTREE, ICEWALL, CRYSTALICEWALL; SDOOR .. ICE
    // three down; BOG, MAGIC_PLATFORM; DRAWBRIDGE_DOWN, AIR, CLOUD,
    // MAX_TYPE five down.
    terrain_common: &[
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 39, 47, 48, 14, 15, 16, 17, 18, 19, 20, 21,
        22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 49, 50, 33, 34, 35, 36,
    ],
    door_material: false,
    inserted_opcodes: &[
        (Opcode::Spill, 35),
        (Opcode::MonGeneration, 52),
        (Opcode::LevelSounds, 60),
        (Opcode::WallWalk, 60),
        (Opcode::CoreFunc, 63),
    ],
    core_funcs: UNNETHACK_CORE,
    lvlinit: [4, 6, 5],
    vaults_mindepth: false,
    name_counter: true,
    line_dash: true,
    header_functions: true,
    plain_pack: true,
    type_bytes: 2,
    int_varargs: true,
    truncates: false,
    string_len_bytes: 4,
    gnollhack_forms: false,
};

/// GnollHack's terrain numbers (its `rm.h`): `BRAZIER`, `SIGNPOST` and
/// `ANVIL` before `ALTAR`, `GRASS`, `GROUND` and `UNDEFINED_LOCATION`
/// after `CLOUD`.
const GNOLLHACK_MAP: &[(u8, i64)] = &[
    (b' ', 0),
    (b'|', 1),
    (b'-', 2),
    (b'B', 7),
    (b'T', 13),
    (b'S', 14),
    (b'H', 15),
    (b'P', 16),
    (b'}', 17),
    (b'W', 18),
    (b'L', 20),
    (b'F', 21),
    (b'+', 22),
    (b'#', 23),
    (b'.', 24),
    (b'{', 27),
    (b'\\', 28),
    (b'K', 29),
    (b'I', 35),
    (b'A', 37),
    (b'C', 38),
    (b',', 39),
    (b':', 40),
    (b'x', 42),
];

/// GnollHack (hyvanmielenpelit/GnollHack at 19a2dc7).
pub static GNOLLHACK: Family36 = Family36 {
    variant: Variant::GnollHack,
    keywords: GNOLLHACK_KEYWORDS,
    map_chars: GNOLLHACK_MAP,
    map_row_extra: b",:",
    terrain: Terrain {
        stone: 0,
        hwall: 2,
        corr: 23,
        room: 24,
        max_type: 42,
    },
    // GRASS, GROUND, AIR, CLOUD.
    joined_floors: &[39, 40, 37, 38],
    room_types: &[
        ("ordinary", 0),
        ("throne", 2),
        ("swamp", 3),
        ("vault", 4),
        ("beehive", 5),
        ("dragon lair", 6),
        ("library", 7),
        ("garden", 8),
        ("morgue", 9),
        ("barracks", 10),
        ("armory", 11),
        ("zoo", 12),
        ("delphi", 13),
        ("temple", 14),
        ("leprehall", 15),
        ("cocknest", 16),
        ("anthole", 17),
        ("smithy", 18),
        ("npcroom", 19),
        ("deserted shop", 20),
        ("shop", 21),
        ("armor shop", 22),
        ("scroll shop", 23),
        ("potion shop", 24),
        ("weapon shop", 25),
        ("food shop", 26),
        ("ring shop", 27),
        ("wand shop", 28),
        ("tool shop", 29),
        ("book shop", 30),
        ("reagent shop", 31),
        ("modron shop", 32),
        ("health food shop", 33),
        ("candle shop", 34),
    ],
    max_rtype: 34,
    trap_types: &[
        ("arrow", 1),
        ("dart", 2),
        ("falling rock", 3),
        ("board", 4),
        ("bear", 5),
        ("land mine", 6),
        ("rolling boulder", 7),
        ("sleep gas", 8),
        ("rust", 9),
        ("fire", 10),
        ("pit", 11),
        ("spiked pit", 12),
        ("hole", 13),
        ("trap door", 14),
        ("teleport", 15),
        ("level teleport", 16),
        ("magic portal", 17),
        ("web", 18),
        ("statue", 19),
        ("magic", 20),
        ("anti magic", 21),
        ("polymorph", 22),
        ("modron portal", 23),
        ("lever", 24),
        ("vibrating square", 25),
    ],
    details_end: (25, 31),
    // STONE .. GRAVE as NetHack's; BRAZIER, SIGNPOST, ANVIL; ALTAR ..
    // CLOUD three down; GRASS; GROUND; UNDEFINED_LOCATION; MAX_TYPE.
    terrain_common: &[
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
        25, 26, 27, 28, 29, 30, 51, 52, 53, 31, 32, 33, 34, 35, 37, 54, 127, 36,
    ],
    door_material: false,
    inserted_opcodes: &[
        (Opcode::Anvil, 11),
        (Opcode::Decoration, 11),
        (Opcode::Floor, 11),
        (Opcode::Subtype, 11),
        (Opcode::Carpet, 11),
        (Opcode::CarpetPiece, 11),
        (Opcode::Npc, 11),
        (Opcode::Throne, 12),
        (Opcode::ModronPortal, 12),
        (Opcode::ModronLevelTeleporter, 12),
        (Opcode::MagicPortal, 12),
        (Opcode::Lever, 15),
        (Opcode::SpecialRegion, 26),
        (Opcode::SpecialTileset, 26),
        (Opcode::Naming, 26),
        (Opcode::Brazier, 54),
        (Opcode::Signpost, 54),
        (Opcode::Tree, 54),
        (Opcode::Tileset, 60),
        (Opcode::Forest, 60),
        (Opcode::MonGeneration, 60),
        (Opcode::BoundaryType, 60),
    ],
    core_funcs: &[],
    lvlinit: [3, 4, -1],
    vaults_mindepth: true,
    name_counter: false,
    line_dash: false,
    header_functions: false,
    plain_pack: false,
    type_bytes: 1,
    int_varargs: false,
    truncates: false,
    string_len_bytes: 8,
    gnollhack_forms: true,
};

/// GnollHack's keywords: its statements and detail words, its value
/// words (with the numbers its scanner gives them), its new level flags,
/// humidities and curse states, and `dry`, which takes in ice and air.
const GNOLLHACK_KEYWORDS: &[(&str, Tok<'static>)] = &[
    ("ice", Tok::Humidity(128)),
    ("air", Tok::Humidity(256)),
    ("floor", Tok::Humidity(1)),
    ("altar_normal", Tok::GhVal(GhKind::AltarSubtype, 0)),
    ("altar_high", Tok::GhVal(GhKind::AltarSubtype, 1)),
    ("altar_moloch", Tok::GhVal(GhKind::AltarSubtype, 2)),
    ("notele", Tok::UpOrDown(2)),
    ("active", Tok::GhVal(GhKind::ActiveOrInactive, 1)),
    ("inactive", Tok::GhVal(GhKind::ActiveOrInactive, 0)),
    ("seen", Tok::GhVal(GhKind::SeenOrUnseen, 1)),
    ("unseen", Tok::GhVal(GhKind::SeenOrUnseen, 0)),
    ("portal_noend", Tok::GhVal(GhKind::MagicPortalTarget, 1)),
    ("portal_down", Tok::GhVal(GhKind::MagicPortalTarget, 2)),
    ("portal_up", Tok::GhVal(GhKind::MagicPortalTarget, 3)),
    ("portal_reserved", Tok::GhVal(GhKind::MagicPortalTarget, 4)),
    (
        "portal_sstairs_down",
        Tok::GhVal(GhKind::MagicPortalTarget, 5),
    ),
    (
        "portal_sstairs_up",
        Tok::GhVal(GhKind::MagicPortalTarget, 6),
    ),
    (
        "portal_stairs_down",
        Tok::GhVal(GhKind::MagicPortalTarget, 7),
    ),
    ("portal_stairs_up", Tok::GhVal(GhKind::MagicPortalTarget, 8)),
    (
        "portal_ladder_down",
        Tok::GhVal(GhKind::MagicPortalTarget, 9),
    ),
    (
        "portal_ladder_up",
        Tok::GhVal(GhKind::MagicPortalTarget, 10),
    ),
    ("baseportal", Tok::GhVal(GhKind::ModronPortalType, 0)),
    ("spherical", Tok::GhVal(GhKind::ModronPortalType, 1)),
    ("cylindrical", Tok::GhVal(GhKind::ModronPortalType, 2)),
    ("tetrahedral", Tok::GhVal(GhKind::ModronPortalType, 3)),
    ("cubical", Tok::GhVal(GhKind::ModronPortalType, 4)),
    ("octahedral", Tok::GhVal(GhKind::ModronPortalType, 5)),
    ("dodecahedral", Tok::GhVal(GhKind::ModronPortalType, 6)),
    ("icosahedral", Tok::GhVal(GhKind::ModronPortalType, 7)),
    ("decoration_cobweb", Tok::GhVal(GhKind::DecorationType, 1)),
    (
        "decoration_cobweb_corner",
        Tok::GhVal(GhKind::DecorationType, 2),
    ),
    ("decoration_torch", Tok::GhVal(GhKind::DecorationType, 3)),
    ("decoration_lantern", Tok::GhVal(GhKind::DecorationType, 4)),
    (
        "decoration_fireplace",
        Tok::GhVal(GhKind::DecorationType, 5),
    ),
    (
        "decoration_fireplace2",
        Tok::GhVal(GhKind::DecorationType, 13),
    ),
    ("decoration_painting", Tok::GhVal(GhKind::DecorationType, 6)),
    ("decoration_banner", Tok::GhVal(GhKind::DecorationType, 10)),
    (
        "decoration_wall_sculpture",
        Tok::GhVal(GhKind::DecorationType, 12),
    ),
    (
        "decoration_shield_with_swords",
        Tok::GhVal(GhKind::DecorationType, 9),
    ),
    (
        "decoration_gargoyle_statue",
        Tok::GhVal(GhKind::DecorationType, 7),
    ),
    (
        "decoration_knight_statue",
        Tok::GhVal(GhKind::DecorationType, 8),
    ),
    (
        "decoration_priest_statue",
        Tok::GhVal(GhKind::DecorationType, 11),
    ),
    ("direction_top", Tok::GhVal(GhKind::DecorationDir, 0)),
    ("direction_left", Tok::GhVal(GhKind::DecorationDir, 1)),
    ("direction_right", Tok::GhVal(GhKind::DecorationDir, 2)),
    ("direction_bottom", Tok::GhVal(GhKind::DecorationDir, 3)),
    ("empty_holder", Tok::GhVal(GhKind::DecorationItemState, 0)),
    ("item_in_holder", Tok::GhVal(GhKind::DecorationItemState, 1)),
    (
        "item2_in_holder",
        Tok::GhVal(GhKind::DecorationItemState, 2),
    ),
    (
        "item12_in_holder",
        Tok::GhVal(GhKind::DecorationItemState, 3),
    ),
    (
        "item3_in_holder",
        Tok::GhVal(GhKind::DecorationItemState, 4),
    ),
    (
        "item13_in_holder",
        Tok::GhVal(GhKind::DecorationItemState, 5),
    ),
    (
        "item23_in_holder",
        Tok::GhVal(GhKind::DecorationItemState, 6),
    ),
    (
        "items_in_holder",
        Tok::GhVal(GhKind::DecorationItemState, 7),
    ),
    (
        "painting_wizard_blue",
        Tok::GhVal(GhKind::DecorationSubtype, 6),
    ),
    (
        "painting_wizard_red",
        Tok::GhVal(GhKind::DecorationSubtype, 7),
    ),
    ("painting_vlad", Tok::GhVal(GhKind::DecorationSubtype, 8)),
    (
        "painting_vampire_male",
        Tok::GhVal(GhKind::DecorationSubtype, 9),
    ),
    (
        "painting_vampire_female",
        Tok::GhVal(GhKind::DecorationSubtype, 10),
    ),
    ("banner_red", Tok::GhVal(GhKind::DecorationSubtype, 0)),
    ("banner_red_old", Tok::GhVal(GhKind::DecorationSubtype, 1)),
    ("banner_purple", Tok::GhVal(GhKind::DecorationSubtype, 2)),
    (
        "banner_purple_old",
        Tok::GhVal(GhKind::DecorationSubtype, 3),
    ),
    (
        "wall_sculpture_modron_spherical",
        Tok::GhVal(GhKind::DecorationSubtype, 0),
    ),
    (
        "wall_sculpture_modron_triangular",
        Tok::GhVal(GhKind::DecorationSubtype, 1),
    ),
    (
        "message_sound_type_none",
        Tok::GhVal(GhKind::MessageSoundType, 0),
    ),
    (
        "message_sound_type_ugod",
        Tok::GhVal(GhKind::MessageSoundType, 1),
    ),
    (
        "message_sound_type_sfx",
        Tok::GhVal(GhKind::MessageSoundType, 2),
    ),
    (
        "message_sound_id_ugod_well_done",
        Tok::GhVal(GhKind::MessageSoundId, 46),
    ),
    (
        "message_sound_id_ugod_final_test",
        Tok::GhVal(GhKind::MessageSoundId, 47),
    ),
    (
        "message_sound_id_ugod_prove_thyself",
        Tok::GhVal(GhKind::MessageSoundId, 48),
    ),
    ("message_atr_none", Tok::GhVal(GhKind::MessageAttr, 0)),
    ("message_clr_normal", Tok::GhVal(GhKind::MessageColor, 8)),
    ("message_clr_god", Tok::GhVal(GhKind::MessageColor, 5)),
    ("message_clr_positive", Tok::GhVal(GhKind::MessageColor, 2)),
    ("message_clr_negative", Tok::GhVal(GhKind::MessageColor, 1)),
    (
        "message_clr_attention",
        Tok::GhVal(GhKind::MessageColor, 11),
    ),
    ("message_clr_hint", Tok::GhVal(GhKind::MessageColor, 14)),
    ("message_clr_spell", Tok::GhVal(GhKind::MessageColor, 12)),
    ("message_clr_mystical", Tok::GhVal(GhKind::MessageColor, 6)),
    ("message_clr_success", Tok::GhVal(GhKind::MessageColor, 10)),
    ("message_clr_fail", Tok::GhVal(GhKind::MessageColor, 3)),
    ("message_type_message", Tok::GhVal(GhKind::MessageType, 0)),
    ("message_type_ugod", Tok::GhVal(GhKind::MessageType, 1)),
    (
        "message_type_plane_arrival",
        Tok::GhVal(GhKind::MessageType, 2),
    ),
    ("npc_random", Tok::GhVal(GhKind::NpcType, 9)),
    ("npc_artificer", Tok::GhVal(GhKind::NpcType, 0)),
    ("npc_geologist", Tok::GhVal(GhKind::NpcType, 1)),
    ("npc_warp_engineer", Tok::GhVal(GhKind::NpcType, 2)),
    ("npc_hermit", Tok::GhVal(GhKind::NpcType, 3)),
    ("npc_hermit2", Tok::GhVal(GhKind::NpcType, 4)),
    ("npc_hermit3", Tok::GhVal(GhKind::NpcType, 5)),
    ("npc_orc_hermit3", Tok::GhVal(GhKind::NpcType, 6)),
    ("npc_quantum_mechanic", Tok::GhVal(GhKind::NpcType, 7)),
    ("fountain_natural", Tok::GhVal(GhKind::FountainType, 0)),
    ("fountain_magic", Tok::GhVal(GhKind::FountainType, 1)),
    ("fountain_healing", Tok::GhVal(GhKind::FountainType, 2)),
    ("fountain_mana", Tok::GhVal(GhKind::FountainType, 3)),
    ("fountain_power", Tok::GhVal(GhKind::FountainType, 4)),
    ("fountain_poison", Tok::GhVal(GhKind::FountainType, 5)),
    ("fountain_water", Tok::GhVal(GhKind::FountainType, 6)),
    ("fountain_random", Tok::GhVal(GhKind::FountainType, 7)),
    (
        "class_treasure_weapon",
        Tok::GhVal(GhKind::SpecialObjectType, -2),
    ),
    (
        "class_treasure_armor",
        Tok::GhVal(GhKind::SpecialObjectType, -3),
    ),
    ("artifact", Tok::GhVal(GhKind::SpecialObjectType, -4)),
    ("class_artifact", Tok::GhVal(GhKind::SpecialObjectType, -5)),
    ("orc_artifact", Tok::GhVal(GhKind::SpecialObjectType, -6)),
    ("random_contents", Tok::GhVal(GhKind::SpecialObjectType, -7)),
    ("dungeons_of_doom_tileset", Tok::GhVal(GhKind::Cmap, 0)),
    ("gnomish_mines_tileset", Tok::GhVal(GhKind::Cmap, 1)),
    ("gehennom_tileset", Tok::GhVal(GhKind::Cmap, 2)),
    ("undead_tileset", Tok::GhVal(GhKind::Cmap, 3)),
    ("sokoban_tileset", Tok::GhVal(GhKind::Cmap, 4)),
    ("elemental_tileset", Tok::GhVal(GhKind::Cmap, 5)),
    ("astral_tileset", Tok::GhVal(GhKind::Cmap, 6)),
    ("gehennom_cavernous_tileset", Tok::GhVal(GhKind::Cmap, 7)),
    ("garden_tileset", Tok::GhVal(GhKind::Cmap, 8)),
    ("cityscape_tileset", Tok::GhVal(GhKind::Cmap, 10)),
    ("nest_tileset", Tok::GhVal(GhKind::Cmap, 12)),
    ("temple_tileset", Tok::GhVal(GhKind::Cmap, 15)),
    ("opulent_tileset", Tok::GhVal(GhKind::Cmap, 14)),
    ("modron_tileset", Tok::GhVal(GhKind::Cmap, 9)),
    ("reinforced_tileset", Tok::GhVal(GhKind::Cmap, 11)),
    ("tower_tileset", Tok::GhVal(GhKind::Cmap, 13)),
    ("floor_normal", Tok::GhVal(GhKind::FloorSubtype, 0)),
    ("floor_marble", Tok::GhVal(GhKind::FloorSubtype, 1)),
    ("floor_parquet", Tok::GhVal(GhKind::FloorSubtype, 2)),
    ("floor_cobblestone", Tok::GhVal(GhKind::FloorSubtype, 3)),
    ("grass_normal", Tok::GhVal(GhKind::FloorSubtype, 0)),
    ("grass_swampy", Tok::GhVal(GhKind::FloorSubtype, 1)),
    ("ground_normal", Tok::GhVal(GhKind::FloorSubtype, 0)),
    ("ground_swampy", Tok::GhVal(GhKind::FloorSubtype, 1)),
    ("ground_desert_sand", Tok::GhVal(GhKind::FloorSubtype, 2)),
    ("location_floor", Tok::GhVal(GhKind::FloorType, 24)),
    ("location_corridor", Tok::GhVal(GhKind::FloorType, 23)),
    ("location_grass", Tok::GhVal(GhKind::FloorType, 39)),
    ("location_ground", Tok::GhVal(GhKind::FloorType, 40)),
    ("carpet_red", Tok::GhVal(GhKind::CarpetType, 1)),
    ("carpet_purple", Tok::GhVal(GhKind::CarpetType, 2)),
    ("carpet_crimson", Tok::GhVal(GhKind::CarpetType, 4)),
    ("carpet_brown_hide", Tok::GhVal(GhKind::CarpetType, 3)),
    (
        "carpet_modron_spherical_plaque",
        Tok::GhVal(GhKind::CarpetType, 5),
    ),
    ("carpet_yellow", Tok::GhVal(GhKind::CarpetType, 6)),
    ("carpet_beige", Tok::GhVal(GhKind::CarpetType, 7)),
    ("carpet_blue", Tok::GhVal(GhKind::CarpetType, 8)),
    (
        "carpet_modron_triangular_plaque",
        Tok::GhVal(GhKind::CarpetType, 10),
    ),
    ("flaming", Tok::GhVal(GhKind::ElementalEnchantment, 2)),
    ("freezing", Tok::GhVal(GhKind::ElementalEnchantment, 1)),
    ("electrified", Tok::GhVal(GhKind::ElementalEnchantment, 3)),
    ("death-magical", Tok::GhVal(GhKind::ElementalEnchantment, 4)),
    (
        "normal_exceptionality",
        Tok::GhVal(GhKind::Exceptionality, 0),
    ),
    ("exceptional", Tok::GhVal(GhKind::Exceptionality, 1)),
    ("elite", Tok::GhVal(GhKind::Exceptionality, 2)),
    ("celestial", Tok::GhVal(GhKind::Exceptionality, 3)),
    ("primordial", Tok::GhVal(GhKind::Exceptionality, 4)),
    ("infernal", Tok::GhVal(GhKind::Exceptionality, 5)),
    (
        "planar_by_original_alignment",
        Tok::GhVal(GhKind::Exceptionality, 6),
    ),
    ("no_mythic_prefix", Tok::GhVal(GhKind::MythicPrefix, 0)),
    ("no_mythic_suffix", Tok::GhVal(GhKind::MythicSuffix, 0)),
    ("material_none", Tok::GhVal(GhKind::Material, 0)),
    ("material_silver", Tok::GhVal(GhKind::Material, 24)),
    ("material_orichalcum", Tok::GhVal(GhKind::Material, 27)),
    ("material_mithril", Tok::GhVal(GhKind::Material, 29)),
    ("material_adamantium", Tok::GhVal(GhKind::Material, 28)),
    ("material_bronze", Tok::GhVal(GhKind::Material, 23)),
    ("material_bone", Tok::GhVal(GhKind::Material, 13)),
    ("material_iron", Tok::GhVal(GhKind::Material, 17)),
    ("material_steel", Tok::GhVal(GhKind::Material, 18)),
    ("material_gold", Tok::GhVal(GhKind::Material, 25)),
    ("material_platinum", Tok::GhVal(GhKind::Material, 26)),
    ("material_gemstone", Tok::GhVal(GhKind::Material, 34)),
    ("material_hard_crystal", Tok::GhVal(GhKind::Material, 33)),
    ("region_general", Tok::GhVal(GhKind::SpecialRegionType, 0)),
    (
        "region_special_level_seen",
        Tok::GhVal(GhKind::SpecialRegionType, 2),
    ),
    (
        "region_special_level_true_nature_revealed",
        Tok::GhVal(GhKind::SpecialRegionType, 3),
    ),
    ("name_revealed_never", Tok::GhVal(GhKind::NamingType, 0)),
    (
        "name_revealed_on_arrival",
        Tok::GhVal(GhKind::NamingType, 1),
    ),
    (
        "name_revealed_seeing_monster",
        Tok::GhVal(GhKind::NamingType, 2),
    ),
    ("lever_effect_none", Tok::GhVal(GhKind::LeverEffect, 0)),
    ("lever_effect_open_door", Tok::GhVal(GhKind::LeverEffect, 1)),
    ("lever_effect_lock_door", Tok::GhVal(GhKind::LeverEffect, 2)),
    (
        "lever_effect_open_lock_door",
        Tok::GhVal(GhKind::LeverEffect, 3),
    ),
    (
        "lever_effect_create_closed_door",
        Tok::GhVal(GhKind::LeverEffect, 4),
    ),
    (
        "lever_effect_create_location",
        Tok::GhVal(GhKind::LeverEffect, 5),
    ),
    (
        "lever_effect_create_uncreate_location",
        Tok::GhVal(GhKind::LeverEffect, 6),
    ),
    (
        "lever_effect_create_trap",
        Tok::GhVal(GhKind::LeverEffect, 7),
    ),
    (
        "lever_effect_create_object",
        Tok::GhVal(GhKind::LeverEffect, 8),
    ),
    (
        "lever_effect_create_monster",
        Tok::GhVal(GhKind::LeverEffect, 9),
    ),
    (
        "lever_effect_create_portal",
        Tok::GhVal(GhKind::LeverEffect, 10),
    ),
    ("door_wooden", Tok::GhVal(GhKind::DoorSubtype, 0)),
    ("door_wooden_windowed", Tok::GhVal(GhKind::DoorSubtype, 1)),
    ("door_iron", Tok::GhVal(GhKind::DoorSubtype, 2)),
    ("door_iron_windowed", Tok::GhVal(GhKind::DoorSubtype, 3)),
    ("door_iron_bars", Tok::GhVal(GhKind::DoorSubtype, 4)),
    ("door_magic", Tok::GhVal(GhKind::DoorSubtype, 5)),
    ("door_magic_windowed", Tok::GhVal(GhKind::DoorSubtype, 6)),
    ("door_modron", Tok::GhVal(GhKind::DoorSubtype, 7)),
    ("door_reinforced", Tok::GhVal(GhKind::DoorSubtype, 8)),
    ("door_stone", Tok::GhVal(GhKind::DoorSubtype, 9)),
    ("door_obsidian", Tok::GhVal(GhKind::DoorSubtype, 10)),
    ("door_black_gate", Tok::GhVal(GhKind::DoorSubtype, 11)),
    ("tree_normal", Tok::GhVal(GhKind::TreeSubtype, 0)),
    ("tree_oak", Tok::GhVal(GhKind::TreeSubtype, 1)),
    ("tree_spruce", Tok::GhVal(GhKind::TreeSubtype, 2)),
    ("tree_fir", Tok::GhVal(GhKind::TreeSubtype, 3)),
    ("tree_date_palm", Tok::GhVal(GhKind::TreeSubtype, 4)),
    ("tree_apple", Tok::GhVal(GhKind::TreeSubtype, 5)),
    ("tree_fig", Tok::GhVal(GhKind::TreeSubtype, 7)),
    ("tree_banana", Tok::GhVal(GhKind::TreeSubtype, 6)),
    ("tree_orange", Tok::GhVal(GhKind::TreeSubtype, 8)),
    ("tree_pitaya", Tok::GhVal(GhKind::TreeSubtype, 9)),
    ("tree_small", Tok::GhVal(GhKind::TreeSubtype, 10)),
    ("tree_fir_snowy", Tok::GhVal(GhKind::TreeSubtype, 11)),
    ("uninitialized", Tok::GhVal(GhKind::InitializeType, 0)),
    ("initialized", Tok::GhVal(GhKind::InitializeType, 1)),
    ("forest_normal", Tok::GhVal(GhKind::ForestType, 0)),
    ("forest_deciduous", Tok::GhVal(GhKind::ForestType, 1)),
    ("forest_coniferous", Tok::GhVal(GhKind::ForestType, 2)),
    ("forest_tropical", Tok::GhVal(GhKind::ForestType, 3)),
    ("forest_desert", Tok::GhVal(GhKind::ForestType, 4)),
    ("forest_garden", Tok::GhVal(GhKind::ForestType, 5)),
    ("forest_swamp", Tok::GhVal(GhKind::ForestType, 6)),
    ("forest_islands", Tok::GhVal(GhKind::ForestType, 7)),
    ("forest_undead", Tok::GhVal(GhKind::ForestType, 8)),
    ("forest_gehennom", Tok::GhVal(GhKind::ForestType, 9)),
    ("forest_snowy", Tok::GhVal(GhKind::ForestType, 10)),
    (
        "manual_infernal_inhabitants",
        Tok::GhVal(GhKind::ManualType, 24),
    ),
    ("teleport_up", Tok::GhVal(GhKind::TeleportDirection, -1)),
    ("teleport_down", Tok::GhVal(GhKind::TeleportDirection, 1)),
    ("matching_portal", Tok::GhVal(GhKind::TeleportEnd, 0)),
    ("no_other_end", Tok::GhVal(GhKind::TeleportEnd, 1)),
    ("notcursed", Tok::CurseType(4)),
    ("notblessed", Tok::CurseType(5)),
    ("mythic_or_legendary", Tok::GhVal(GhKind::MythicType, 0)),
    ("mythic", Tok::GhVal(GhKind::MythicType, 1)),
    ("legendary", Tok::GhVal(GhKind::MythicType, 2)),
    ("swampy", Tok::FlagType(8192)),
    ("desert", Tok::FlagType(1048576)),
    ("throne_on_ground", Tok::FlagType(16384)),
    ("fountain_on_grass", Tok::FlagType(32768)),
    ("fountain_on_ground", Tok::FlagType(65536)),
    ("tree_on_ground", Tok::FlagType(131072)),
    ("mapping_does_not_reveal_special", Tok::FlagType(262144)),
    ("no_map_padding", Tok::FlagType(524288)),
    ("brazier_normal", Tok::GhVal(GhKind::BrazierSubtype, 0)),
    ("brazier_subtype_1", Tok::GhVal(GhKind::BrazierSubtype, 1)),
    ("brazier_subtype_2", Tok::GhVal(GhKind::BrazierSubtype, 2)),
    ("signpost_normal", Tok::GhVal(GhKind::SignpostSubtype, 0)),
    ("signpost_subtype_1", Tok::GhVal(GhKind::SignpostSubtype, 1)),
    ("signpost_subtype_2", Tok::GhVal(GhKind::SignpostSubtype, 2)),
    ("TILESET", Tok::Gh(GhKw::Tileset)),
    ("SPECIAL_TILESET", Tok::Gh(GhKw::SpecialTileset)),
    ("BOUNDARY_TYPE", Tok::Gh(GhKw::BoundaryType)),
    ("FOREST", Tok::Gh(GhKw::Forest)),
    ("MONSTER_GENERATION", Tok::Gh(GhKw::MonsterGeneration)),
    ("SPECIAL_REGION", Tok::Gh(GhKw::SpecialRegion)),
    ("SPECIAL_LEVREGION", Tok::Gh(GhKw::SpecialLevRegion)),
    ("NAMING", Tok::Gh(GhKw::Naming)),
    ("ANVIL", Tok::Gh(GhKw::Anvil)),
    ("NPC", Tok::Gh(GhKw::Npc)),
    ("LEVER", Tok::Gh(GhKw::Lever)),
    ("FLOOR", Tok::Gh(GhKw::Floor)),
    ("DECORATION", Tok::Gh(GhKw::Decoration)),
    ("THRONE", Tok::Gh(GhKw::Throne)),
    ("MAGIC_PORTAL", Tok::Gh(GhKw::MagicPortal)),
    ("MODRON_PORTAL", Tok::Gh(GhKw::ModronPortal)),
    ("SUBTYPE", Tok::Gh(GhKw::Subtype)),
    ("CARPET", Tok::Gh(GhKw::Carpet)),
    ("CARPET_PIECE", Tok::Gh(GhKw::CarpetPiece)),
    ("BRAZIER", Tok::Gh(GhKw::Brazier)),
    ("SIGNPOST", Tok::Gh(GhKw::Signpost)),
    ("TREE", Tok::Gh(GhKw::Tree)),
    ("tileset", Tok::Gh(GhKw::TilesetParam)),
    ("decoration_style", Tok::Gh(GhKw::DecoStyle)),
    ("floortype", Tok::Gh(GhKw::FloorTypeParam)),
    ("floorsubtype", Tok::Gh(GhKw::FloorSubtypeParam)),
    ("keytype", Tok::Gh(GhKw::KeyType)),
    ("objtype", Tok::Gh(GhKw::ObjType)),
    ("traptype", Tok::Gh(GhKw::TrapType)),
    ("target", Tok::Gh(GhKw::Target)),
    ("tertype", Tok::Gh(GhKw::TerType)),
    ("tertype2", Tok::Gh(GhKw::TerType2)),
    ("effect_flags", Tok::Gh(GhKw::EffectFlags)),
    ("subtype", Tok::Gh(GhKw::LocSubtype)),
    ("material", Tok::Gh(GhKw::Material)),
    ("elemental_enchantment", Tok::Gh(GhKw::ElementalEnchantment)),
    ("exceptionality", Tok::Gh(GhKw::Exceptionality)),
    ("mythic_prefix", Tok::Gh(GhKw::MythicPrefix)),
    ("mythic_suffix", Tok::Gh(GhKw::MythicSuffix)),
    ("enchantment", Tok::Gh(GhKw::Enchantment)),
    ("charges", Tok::Gh(GhKw::Charges)),
    ("special_quality", Tok::Gh(GhKw::SpecialQuality)),
    ("portal_type", Tok::Gh(GhKw::PortalType)),
    ("manual_type", Tok::Gh(GhKw::ManualType)),
    ("speflags", Tok::Gh(GhKw::Speflags)),
    ("age", Tok::Gh(GhKw::Age)),
    ("level_adjustment", Tok::Gh(GhKw::LevelAdjustment)),
    ("artifact_name", Tok::Gh(GhKw::ArtifactName)),
    ("indestructible", Tok::Gh(GhKw::Indestructible)),
    ("no_pickup", Tok::Gh(GhKw::NoPickup)),
    ("uses_up_key", Tok::Gh(GhKw::UsesUpKey)),
    ("male", Tok::Gh(GhKw::Male)),
    ("waitforu", Tok::Gh(GhKw::WaitForU)),
    ("protector", Tok::Gh(GhKw::Protector)),
    ("maxhp", Tok::Gh(GhKw::MaxHp)),
    ("quest_companion", Tok::Gh(GhKw::QuestCompanion)),
    ("level_boss", Tok::Gh(GhKw::LevelBoss)),
    ("use_boss_hostility", Tok::Gh(GhKw::BossHostility)),
    ("has_backup", Tok::Gh(GhKw::HasBackup)),
    (
        "keep_original_inventory",
        Tok::Gh(GhKw::KeepOriginalInventory),
    ),
    ("secret_door", Tok::Gh(GhKw::SecretDoor)),
    ("non_passdoor", Tok::Gh(GhKw::NonPassdoor)),
    ("switchable", Tok::Gh(GhKw::Switchable)),
    ("continuously_usable", Tok::Gh(GhKw::ContinuouslyUsable)),
    ("level_teleporter", Tok::Gh(GhKw::LevelTeleporter)),
    ("dry", Tok::Humidity(0x181)),
];

/// Every game's table.
pub static FAMILIES: [&Family36; 5] = [&VANILLA, &EVILHACK, &HACKEM, &UNNETHACK, &GNOLLHACK];

/// The table of a game.
pub fn of(variant: Variant) -> &'static Family36 {
    match variant {
        Variant::EvilHack => &EVILHACK,
        Variant::HackEm => &HACKEM,
        Variant::UnNetHack => &UNNETHACK,
        Variant::GnollHack => &GNOLLHACK,
        _ => &VANILLA,
    }
}

impl Family36 {
    /// An alignment as the game writes it, in NetHack 3.6.7's numbers:
    /// UnNetHack's `coaligned` and `noncoaligned` are 0x20 and 0x40, where
    /// NetHack's are 3 and 7 (which then mean nothing: -100).
    pub fn align_vanilla(&self, v: i64) -> i64 {
        let own = |name: &str| {
            self.keywords.iter().find_map(|(k, t)| match t {
                Tok::Alignment(c) if *k == name => Some(*c),
                _ => None,
            })
        };
        match (own("coaligned"), own("noncoaligned")) {
            (Some(c), _) if v == c => 3,
            (_, Some(n)) if v == n => 7,
            (Some(_), _) | (_, Some(_)) if v == 3 || v == 7 => -100,
            _ => v,
        }
    }

    /// Whether the game's scanner makes the grammar's terminal `name`
    /// (one of [`is_variant_terminal`]'s).
    pub fn makes_terminal(&self, name: &str) -> bool {
        let kinds = |f: fn(&Tok<'_>) -> bool| self.keywords.iter().any(|(_, t)| f(t));
        match name {
            "door material" => kinds(|t| matches!(t, Tok::DoorMaterial(_))),
            "sound kind" => kinds(|t| matches!(t, Tok::SoundKind(_))),
            "line-" => kinds(|t| matches!(t, Tok::LineDash)),
            "randline-" => kinds(|t| matches!(t, Tok::RandLineDash)),
            "core function" | "-" => !self.core_funcs.is_empty(),
            "gh," => self.gnollhack_forms,
            _ if GH_VALUE_TERMINALS.iter().any(|(n, _)| *n == name) => {
                GH_VALUE_TERMINALS.iter().any(|&(n, kind)| {
                    n == name
                        && self
                            .keywords
                            .iter()
                            .any(|(_, t)| matches!(t, Tok::GhVal(k, _) if *k == kind))
                })
            }
            _ => self.keywords.iter().any(|(k, _)| *k == name),
        }
    }

    /// Packs a monster, object or map character: `a` the number (or the
    /// light state of a map character), `b` the class (or terrain).
    pub fn pack(&self, a: i64, b: i64) -> i64 {
        if self.plain_pack {
            a.wrapping_shl(8).wrapping_add(i64::from(b as i8))
        } else {
            super::model::pack(a, b)
        }
    }

    /// The file name of a level named `name` that is the `n`th (counted
    /// from one) of its file to hold a counter: UnNetHack writes a `%i` in
    /// a level's name (`"vlt-%04i"`, with an optional width) as that
    /// number. `Ok(None)` when there is no counter (or the game has none);
    /// `Err` for a bad one (another conversion than `%i`, or two).
    pub fn counted_name(&self, name: &[u8], n: u32) -> Result<Option<Vec<u8>>, &'static str> {
        let Some(p) = name.iter().position(|&b| b == b'%') else {
            return Ok(None);
        };
        if !self.name_counter {
            return Ok(None);
        }
        let digits = name[p + 1..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let spec = &name[p + 1..p + 1 + digits];
        let after = p + 1 + digits;
        if name.get(after) != Some(&b'i') {
            return Err("only `%i` is taken, with a width as in `%04i`");
        }
        if name[after..].contains(&b'%') {
            return Err("only one `%i` is allowed");
        }
        let width: usize = if spec.is_empty() {
            0
        } else {
            std::str::from_utf8(spec)
                .ok()
                .and_then(|w| w.parse().ok())
                .unwrap_or(usize::MAX)
        };
        // The game's lev_comp prints the name into a 256-byte buffer.
        if width.saturating_add(name.len()) > 255 {
            return Err("the counter is wider than lev_comp's 256-byte name buffer");
        }
        let num = if spec.first() == Some(&b'0') {
            format!("{n:0width$}")
        } else {
            format!("{n:width$}")
        };
        let mut out = name[..p].to_vec();
        out.extend_from_slice(num.as_bytes());
        out.extend_from_slice(&name[after + 1..]);
        Ok(Some(out))
    }

    /// The number and class of a packed value (see [`Family36::pack`]).
    pub fn unpack(&self, v: i64) -> (i64, i64) {
        if self.plain_pack {
            let b = i64::from(v as i8);
            ((v - b) >> 8, b)
        } else {
            ((v >> 8) - 10, v & 0xff)
        }
    }
    /// The terrain number of a map character (`what_map_char`), or 127.
    pub fn map_char(&self, c: i64) -> i64 {
        u8::try_from(c)
            .ok()
            .and_then(|c| self.map_chars.iter().find(|m| m.0 == c))
            .map_or(127, |m| m.1)
    }

    /// The game's level flags, by name and bit: its own spellings first,
    /// then NetHack's that it does not respell.
    fn flags(&self) -> impl Iterator<Item = (&'static str, i64)> + '_ {
        let own = self.keywords.iter().filter_map(|(k, t)| match t {
            Tok::FlagType(b) => Some((*k, *b)),
            _ => None,
        });
        let vanilla = super::lexer::KEYWORDS.iter().filter_map(|(k, t)| match t {
            Tok::FlagType(b) if !self.keywords.iter().any(|(o, _)| o == k) => Some((*k, *b)),
            _ => None,
        });
        own.chain(vanilla)
    }

    /// The level flags set in `bits`, by name.
    pub fn flag_names(&self, bits: i64) -> Vec<&'static str> {
        self.flags()
            .filter(|&(_, b)| bits & b != 0)
            .map(|(k, _)| k)
            .collect()
    }

    /// The game's bit for the level flag `name` (0 when it has none):
    /// `mazelevel` is what a `MAZE` level sets, `rndvault` marks a random
    /// vault.
    pub fn flag_bit(&self, name: &str) -> i64 {
        self.flags().find(|&(k, _)| k == name).map_or(0, |(_, b)| b)
    }

    /// The number common to the 3.6 family of the game's terrain number
    /// `code` (see [`Family36::terrain_common`]); 127 when it has none.
    pub fn common_terrain(&self, code: i64) -> i64 {
        if self.terrain_common.is_empty() {
            return code;
        }
        usize::try_from(code)
            .ok()
            .and_then(|i| self.terrain_common.get(i))
            .copied()
            .unwrap_or(127)
    }

    /// A variant's own terrain that the map character `c` makes: its
    /// number common to the family and what it is (`None` for NetHack's
    /// terrains and for bytes that are no map character).
    pub fn variant_terrain(&self, c: u8) -> Option<(i64, &'static str)> {
        let common = self.common_terrain(self.map_char(i64::from(c)));
        VARIANT_TERRAINS.iter().copied().find(|&(t, _)| t == common)
    }

    /// The map character of a terrain number, when one stands for it.
    pub fn terrain_char(&self, t: i64) -> Option<u8> {
        self.map_chars.iter().find(|m| m.1 == t).map(|m| m.0)
    }

    /// Whether the game's grammar has `op` (its own opcodes are the
    /// inserted ones).
    pub fn has_opcode(&self, op: Opcode) -> bool {
        op.number() < Opcode::FIRST_VARIANT || self.inserted_opcodes.iter().any(|&(o, _)| o == op)
    }

    /// The number the game writes for `op`.
    pub fn opcode_number(&self, op: Opcode) -> i32 {
        if let Some(k) = self.inserted_opcodes.iter().position(|&(o, _)| o == op) {
            let before = self.inserted_opcodes[k].1;
            // Its place: vanilla's number it precedes, moved by every
            // opcode inserted before it.
            let earlier = self.inserted_opcodes[..k].len() as i32;
            let ahead = self.inserted_opcodes[k + 1..]
                .iter()
                .filter(|&&(_, b)| b < before)
                .count() as i32;
            return before + earlier - ahead;
        }
        let n = op.number();
        n + self
            .inserted_opcodes
            .iter()
            .filter(|&&(_, b)| b <= n)
            .count() as i32
    }

    /// The opcode the game writes as `n`.
    pub fn opcode(&self, n: i32) -> Option<Opcode> {
        if let Some(&(o, _)) = self
            .inserted_opcodes
            .iter()
            .find(|&&(o, _)| self.opcode_number(o) == n)
        {
            return Some(o);
        }
        let shift = self
            .inserted_opcodes
            .iter()
            .filter(|&&(o, _)| self.opcode_number(o) < n)
            .count() as i32;
        let op = super::model::opcode_vanilla(n - shift)?;
        (self.opcode_number(op) == n).then_some(op)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// EvilHack's `enum opcode_defs`: FORGE 11, MAGIC_CHEST 12, FOUNTAIN
    /// 13, SINK 14, PUDDLE 15, SEWAGE 16, POOL 17, and NetHack's later
    /// opcodes four on.
    #[test]
    fn evilhack_opcode_numbers() {
        let f = &EVILHACK;
        let expect = [
            (Opcode::Altar, 10),
            (Opcode::Forge, 11),
            (Opcode::MagicChest, 12),
            (Opcode::Fountain, 13),
            (Opcode::Sink, 14),
            (Opcode::Puddle, 15),
            (Opcode::Sewage, 16),
            (Opcode::Pool, 17),
            (Opcode::Trap, 18),
            (Opcode::Push, 44),
            (Opcode::SelComplement, 79),
        ];
        for (op, n) in expect {
            assert_eq!(f.opcode_number(op), n, "{op:?}");
            assert_eq!(f.opcode(n), Some(op), "{n}");
        }
        assert_eq!(f.opcode(80), None);
        for n in 0..76 {
            let op = VANILLA.opcode(n).expect("vanilla");
            assert_eq!(VANILLA.opcode_number(op), n);
        }
        assert_eq!(VANILLA.opcode(76), None);
    }

    /// Hack'EM's: FORGE 11, MAGIC_CHEST 12, FOUNTAIN 13, VENT 14, SINK 15,
    /// TOILET 16, PUDDLE 17, SEWAGE 18, POOL 19, and NetHack's later
    /// opcodes six on.
    #[test]
    fn hackem_opcode_numbers() {
        let f = &HACKEM;
        for (op, n) in [
            (Opcode::Altar, 10),
            (Opcode::Forge, 11),
            (Opcode::MagicChest, 12),
            (Opcode::Fountain, 13),
            (Opcode::Vent, 14),
            (Opcode::Sink, 15),
            (Opcode::Toilet, 16),
            (Opcode::Puddle, 17),
            (Opcode::Sewage, 18),
            (Opcode::Pool, 19),
            (Opcode::Trap, 20),
            (Opcode::SelComplement, 81),
        ] {
            assert_eq!(f.opcode_number(op), n, "{op:?}");
            assert_eq!(f.opcode(n), Some(op), "{n}");
        }
    }
}
