//! Targets: the NetHack build a compile is for.
//!
//! A target fixes the `struct version_info` header written at the start of
//! every binary file, the `%FEATURE` switches of `dungeon.def` and their
//! defaults, and the level-language dialect. Two targets are built in; a user
//! can derive others (for example with other header values).

use crate::catalog::{self, Catalog};
use std::fmt;
use std::sync::Arc;

/// The special-level language a target speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dialect {
    /// The NetHack 3.4.3 lev_comp language (declarative).
    V343,
    /// The NetHack 3.6 lev_comp language (an opcode program).
    V36,
}

/// Which game of a dialect's family a target is: its own statements, map
/// characters, numbers and catalogs on top of the family's language
/// ([`Dialect`]). Vanilla NetHack is `Vanilla`; a variant built on NetHack
/// 3.6's compilers is one of the others.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Variant {
    /// NetHack itself.
    #[default]
    Vanilla,
    /// EvilHack (NetHack 3.6 family).
    EvilHack,
    /// Hack'EM (NetHack 3.6 family).
    HackEm,
    /// UnNetHack (NetHack 3.6 family: its level compiler is the one
    /// NetHack 3.6's grew from; its dungeon compiler is NetHack 3.4.3's).
    UnNetHack,
    /// GnollHack (NetHack 3.6 family).
    GnollHack,
    /// UnNetHack 3.5 (NetHack 3.4.3 family: NetHack 3.4.3's dungeon
    /// compiler; its level compiler is an early opcode design of its own,
    /// which dgn does not compile yet).
    UnNetHack35,
    /// dNetHack (NetHack 3.4.3 family): its dungeon compiler is NetHack
    /// 3.4.3's with larger tables.
    DNetHack,
    /// dNetHack 3.16.0 (its revision of 2018-12-31): dNetHack's dialect
    /// with fewer traps, room types and terrains, and NetHack 3.4.3's
    /// room grid; one dungeon file.
    DNetHack316,
    /// notdNetHack (NetHack 3.4.3 family, grown from dNetHack).
    NotDNetHack,
    /// SLASH'EM (NetHack 3.4.3 family): its dungeon compiler gives each
    /// branch an entry level and drops `ENTRY`.
    SlashEm,
    /// SLASH'EM 0.0.7E0 (tag `SLASHEM_0_0_7E0` of 2003-04-01, the language
    /// of its releases up to 0.0.7E2): SLASH'EM's dialect with one place
    /// list a map part (no `RANDOM_PLACES[n]` or `place[i][j]`), and its
    /// own catalog and version header.
    SlashEm07E0,
    /// SlashTHEM (NetHack 3.4.3 family, grown from SLASH'EM): SLASH'EM's
    /// compilers with larger tables.
    SlashThem,
    /// slashem9 (NetHack 3.4.3 family, grown from SLASH'EM): SLASH'EM's
    /// compilers behind a two-field version header.
    Slashem9,
}

impl Variant {
    /// Whether the game is SLASH'EM or grown from it (SlashTHEM,
    /// slashem9): SLASH'EM's dungeon language (an entry level on each
    /// branch, no `ENTRY`, branches back to earlier dungeons), records and
    /// dungeon set-up.
    pub fn is_slashem_family(self) -> bool {
        matches!(
            self,
            Variant::SlashEm | Variant::SlashEm07E0 | Variant::SlashThem | Variant::Slashem9
        )
    }
}

/// A compile target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// Name used on the command line (`nethack-3.4.3`).
    pub name: String,
    /// The `unsigned long` fields of NetHack's `struct version_info`, written
    /// little-endian, 8 bytes each, at the start of every output file
    /// (four in NetHack 3.4.3, five in 3.6; slashem9's has two).
    pub version: Vec<u64>,
    /// `%FEATURE` names known in `dungeon.def`, with their default setting.
    pub features: Vec<(String, bool)>,
    /// The level-language dialect.
    pub dialect: Dialect,
    /// The monster and object tables that level names resolve against.
    pub catalog: Arc<Catalog>,
    /// The sizes of the dungeon tables of the target's build.
    pub dungeon_limits: DungeonLimits,
    /// The language of the target's dungeon description.
    pub dungeon_language: DungeonLanguage,
    /// The game of the dialect's family: NetHack itself or a variant.
    pub variant: Variant,
    /// The version header of the binary `dungeon` file when it is not
    /// [`Target::version`] (GnollHack's `dgn_comp` leaves the last fields
    /// of its header zero).
    pub dungeon_version: Option<Vec<u64>>,
}

/// The language a target's dungeon description is written in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum DungeonLanguage {
    /// `dungeon.def`, compiled by dgn_comp into the binary `dungeon` file
    /// (NetHack 3.4.3 and 3.6).
    #[default]
    Def,
    /// `dungeon.lua`, a Lua table the game reads when it starts (NetHack
    /// 3.7, released as 5.0). There is no binary dungeon file.
    Lua,
}

/// The sizes of a NetHack build's dungeon tables: what a dungeon
/// description may define.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DungeonLimits {
    /// Most dungeons (`MAXDUNGEON`).
    pub max_dungeons: usize,
    /// Most special levels over all dungeons (`LEV_LIMIT`).
    pub max_levels: usize,
    /// Most branches over all dungeons (`BRANCH_LIMIT`).
    pub max_branches: usize,
    /// Most levels in one dungeon (`MAXLEVEL`); placements range from
    /// `-max_depth` to `max_depth`.
    pub max_depth: i32,
}

impl DungeonLimits {
    /// The limits of NetHack 3.4.3 and 3.6.7 (the same in both).
    pub const NETHACK: DungeonLimits = DungeonLimits {
        max_dungeons: 16,
        max_levels: 50,
        max_branches: 32,
        max_depth: 32,
    };
}

impl Default for DungeonLimits {
    /// The limits of NetHack 3.4.3 and 3.6.7 (the same in both).
    fn default() -> Self {
        DungeonLimits::NETHACK
    }
}

/// Names of the built-in targets, default first. Every face lists its
/// targets from here (`--help` of both compilers, `dgn.toml` errors, the
/// language server's and the build helper's errors); a new built-in target
/// added here (with its arm in [`Target::builtin`]) shows in all of them.
pub const BUILTIN_TARGETS: &[&str] = &[
    "nethack-3.4.3",
    "nethack-3.6.7",
    "nle",
    "nethack-3.7",
    "evilhack",
    "hackem",
    "unnethack",
    "gnollhack",
    "unnethack-3.5",
    "dnethack",
    "dnethack-3.16.0",
    "notdnethack",
    "slashem",
    "slashem-0.0.7e0",
    "slashthem",
    "slashem9",
];

/// The version header of the `nle` package's NetHack (1.3.0, for Linux on
/// x86-64), as its `lev_comp` and `dgn_comp` write it: version number
/// 3.6.7, NLE's feature set, and the sizes of its structures.
const NLE_VERSION: [u64; 5] = [
    0x0306_0700,
    0x000a_0000,
    0x211c_517d,
    0x1_48c2_4958,
    0x0002_8000,
];

/// Hack'EM's version header, as its Linux build (`sys/unix/hints/linux`)
/// writes it: version 1.3.0, its feature set, and the sizes of its
/// structures.
const HACKEM_VERSION: [u64; 5] = [
    0x0103_0000,
    0x000e_0040,
    0x702b_e34a,
    0x1_6903_72c8,
    0x0002_a000,
];

/// EvilHack's version header: its `struct version_info` as its Linux
/// build (`sys/unix/hints/linux`) writes it: version 0.9.3, its feature
/// set, and the sizes of its structures.
const EVILHACK_VERSION: [u64; 5] = [
    0x0009_0300,
    0x000e_0040,
    0x4023_6234,
    0x1_6914_0c08,
    0x0002_a000,
];

/// UnNetHack's version header: NetHack 3.4.3's four-field `struct
/// version_info`, as its Linux build (`./configure` with its defaults)
/// writes it: version 6.0.15, its feature set, and the sizes of its
/// structures.
const UNNETHACK_VERSION: [u64; 4] = [0x0600_0f00, 0x0016_10ce, 0x2721_d1b3, 0x1_3913_4b20];

/// UnNetHack 3.5.2's version header (tag `3.5.2-20091204`, built with
/// `./configure` and its defaults): NetHack 3.4.3's four fields.
const UNNETHACK_35_VERSION: [u64; 4] = [0x0305_0200, 0x001e_0cce, 0x2221_8188, 0xb8d2_4958];

/// GnollHack's version header as its `lev_comp` writes it: version 4.3.0
/// build 11, its feature set, its entity counts and structure sizes, then
/// the sizes of `short`, `int`, `long` and pointers (2, 4, 8, 8, padded to
/// eight bytes) and the earliest version it stays compatible with.
const GNOLLHACK_VERSION: [u64; 7] = [
    0x0403_000b,
    0x000e_0040,
    0x443c_b21f,
    0x2a2c_9048,
    0x0058_4590,
    0x0808_0402,
    0x0403_0001,
];

/// dNetHack's version header (its `struct version_info`, NetHack 3.4.3's
/// four fields): version 3.18.0, its feature set, and the sizes of its
/// structures, as its Linux build writes them.
const DNETHACK_VERSION: [u64; 4] = [0x0312_0000, 0x001e_0c86, 0x1_1a2c_93a3, 0x1_1154_f560];

/// dNetHack 3.16.0's version header (revision edd6f37 of 2018-12-31),
/// as its Linux build writes it.
const DNETHACK_316_VERSION: [u64; 4] = [0x0310_0000, 0x001e_0c86, 0x1_0a27_5339, 0x1_0954_9308];

/// notdNetHack's version header: version 2026.5.15 (the year shifted left
/// by 24 needs 35 bits, which the 8-byte field holds), its feature set,
/// and the sizes of its structures.
const NOTDNETHACK_VERSION: [u64; 4] = [0x7_ea05_0f00, 0x003e_0c86, 0x1_7837_a4d7, 0x1_6a08_5b88];

/// SLASH'EM's version header (0.0.8E0, its feature set and the sizes of
/// its structures), NetHack 3.4.3's four fields as its Linux build writes
/// them.
const SLASHEM_VERSION: [u64; 4] = [0x0000_0800, 0x001f_eecc, 0x4421_9264, 0xc0d2_8978];

/// SLASH'EM 0.0.7E0's version header (tag `SLASHEM_0_0_7E0`), as its
/// Linux build writes it: version 0.0.7E0, its feature set and the sizes
/// of its structures.
const SLASHEM_07E0_VERSION: [u64; 4] = [0x0000_0700, 0x001f_8cc4, 0x4421_9264, 0xc0d2_6978];

/// SLASH'EM's dungeon tables (`MAXDUNGEON` 32, `LEV_LIMIT` 99,
/// `BRANCH_LIMIT` 32, `MAXLEVEL` 50).
const SLASHEM_LIMITS: DungeonLimits = DungeonLimits {
    max_dungeons: 32,
    max_levels: 99,
    max_branches: 32,
    max_depth: 50,
};

/// SlashTHEM's version header (0.9.7, its feature set and the sizes of
/// its structures), NetHack 3.4.3's four fields as its Linux build writes
/// them.
const SLASHTHEM_VERSION: [u64; 4] = [0x0009_0700, 0x003f_eecc, 0x9829_b362, 0xd0d2_a9d8];

/// SlashTHEM's dungeon tables (`MAXDUNGEON` 200, `LEV_LIMIT` 200,
/// `BRANCH_LIMIT` 100, `MAXLEVEL` 200).
const SLASHTHEM_LIMITS: DungeonLimits = DungeonLimits {
    max_dungeons: 200,
    max_levels: 200,
    max_branches: 100,
    max_depth: 200,
};

/// slashem9's version header: its `struct version_info` has two
/// `unsigned long` fields, the version number (`VERSION_NUM` 8) and the
/// sizes of its structures.
const SLASHEM9_VERSION: [u64; 2] = [8, 0x8078_b958];

/// The dungeon tables of the dNetHack family (`MAXDUNGEON` 32,
/// `LEV_LIMIT` 150, `BRANCH_LIMIT` 32, `MAXLEVEL` 64).
const DNETHACK_LIMITS: DungeonLimits = DungeonLimits {
    max_dungeons: 32,
    max_levels: 150,
    max_branches: 32,
    max_depth: 64,
};

/// The built-in target a mistyped name most likely means: one that starts
/// with it (`nethack-3.6` is `nethack-3.6.7`, though `nethack-3.7` is
/// fewer edits away), else the nearest by spelling.
pub fn suggest_target(name: &str) -> Option<&'static str> {
    BUILTIN_TARGETS
        .iter()
        .copied()
        .find(|t| t.starts_with(name))
        .or_else(|| crate::diag::did_you_mean(name, BUILTIN_TARGETS.iter().copied()))
}

impl Target {
    /// NetHack 3.4.3 for Linux on x86-64 with its default settings.
    pub fn nethack_343() -> Target {
        Target {
            name: "nethack-3.4.3".into(),
            version: vec![0x0304_0300, 0x001e_0cc6, 0x211b_117e, 0xb8d2_4950],
            features: vec![("REINCARNATION".into(), true)],
            dialect: Dialect::V343,
            catalog: builtin_catalog("nethack-3.4.3"),
            dungeon_limits: DungeonLimits::default(),
            dungeon_language: DungeonLanguage::Def,
            variant: Variant::Vanilla,
            dungeon_version: None,
        }
    }

    /// NetHack 3.6.7 for Linux on x86-64 with its default settings.
    pub fn nethack_367() -> Target {
        Target {
            name: "nethack-3.6.7".into(),
            version: vec![
                0x0306_0700,
                0x0006_0040,
                0x211c_617e,
                0x1_48c2_4958,
                0x0002_8000,
            ],
            features: vec![("REINCARNATION".into(), true)],
            dialect: Dialect::V36,
            catalog: builtin_catalog("nethack-3.6.7"),
            dungeon_limits: DungeonLimits::default(),
            dungeon_language: DungeonLanguage::Def,
            variant: Variant::Vanilla,
            dungeon_version: None,
        }
    }

    /// The NetHack 3.6.6 of the NetHack Learning Environment (the `nle`
    /// Python package, 1.3.0), whose bundled `lev_comp` and `dgn_comp`
    /// MiniHack runs: NetHack 3.6's languages and catalogs, with the
    /// version header of NLE's build (its version number reads 3.6.7; its
    /// feature set and structure sizes are its own) and its catalogs (built
    /// without the `MAIL` option: no mail daemon, no scroll of mail).
    pub fn nle() -> Target {
        Target {
            name: "nle".into(),
            version: NLE_VERSION.to_vec(),
            catalog: builtin_catalog("nle"),
            ..Self::nethack_367()
        }
    }

    /// NetHack 3.7 (released as 5.0): the dungeon is `dungeon.lua`, read by
    /// the game itself, so there is no binary file and no version header
    /// (writing or decoding one is an error); compiling to Rust tables
    /// works. Its special levels are Lua programs, which dgn does not
    /// compile (the level compiler refuses the target); `dialect` and
    /// `catalog` are those of 3.6.7. It has no `%FEATURE` switches.
    pub fn nethack_37() -> Target {
        Target {
            name: "nethack-3.7".into(),
            version: Vec::new(),
            features: Vec::new(),
            dialect: Dialect::V36,
            catalog: builtin_catalog("nethack-3.6.7"),
            dungeon_limits: DungeonLimits::default(),
            dungeon_language: DungeonLanguage::Lua,
            variant: Variant::Vanilla,
            dungeon_version: None,
        }
    }

    /// EvilHack (k21971/EvilHack, commit c444f6a of 2026-07-12), built for
    /// Linux on x86-64 with its default settings: NetHack 3.6.7's level
    /// language with EvilHack's statements (`FORGE`, `MAGIC_CHEST`,
    /// `PUDDLE`, `SEWAGE`, `VAULTGEN`, `MINDEPTH`), door materials,
    /// monster and object details, map characters, room and trap types,
    /// opcode numbers and catalogs; its dungeon description holds up to
    /// 99 special levels.
    pub fn evilhack() -> Target {
        Target {
            name: "evilhack".into(),
            version: EVILHACK_VERSION.to_vec(),
            features: vec![("REINCARNATION".into(), true)],
            dialect: Dialect::V36,
            catalog: builtin_catalog("evilhack"),
            dungeon_limits: DungeonLimits {
                max_levels: 99,
                ..DungeonLimits::NETHACK
            },
            dungeon_language: DungeonLanguage::Def,
            variant: Variant::EvilHack,
            dungeon_version: None,
        }
    }

    /// Hack'EM (elunna/hackem, commit cebe2f3 of 2025-02-11), built for
    /// Linux on x86-64 with its default settings: NetHack 3.6.7's level
    /// language with Hack'EM's statements (`FORGE`, `MAGIC_CHEST`,
    /// `TOILET`, `PUDDLE`, `SEWAGE`, `VAULTGEN`, `MINDEPTH`), its level
    /// flags (`spooky`, `rndvault`, the others renumbered), map characters,
    /// room and trap types, opcode numbers and catalogs; its dungeon
    /// description holds up to 99 special levels.
    pub fn hackem() -> Target {
        Target {
            name: "hackem".into(),
            version: HACKEM_VERSION.to_vec(),
            features: vec![("REINCARNATION".into(), true)],
            dialect: Dialect::V36,
            catalog: builtin_catalog("hackem"),
            // Its global.h: MAXDUNGEON 64, MAXLEVEL 64.
            dungeon_limits: DungeonLimits {
                max_dungeons: 64,
                max_levels: 99,
                max_branches: 32,
                max_depth: 64,
            },
            dungeon_language: DungeonLanguage::Def,
            variant: Variant::HackEm,
            dungeon_version: None,
        }
    }

    /// UnNetHack (UnNetHack/UnNetHack, commit 24dce72 of 2026-07-01),
    /// built for Linux on x86-64 with its default settings: the level
    /// language NetHack 3.6's grew from, with UnNetHack's statements
    /// (`MON_GENERATION`, `SOUNDS`, `SPILL`, `WALLWALK`, `VAULTGEN`,
    /// `INIT_MAP: sheollev`, core functions such as `time.night`), its
    /// map characters, room and trap types, opcode numbers and catalogs,
    /// and NetHack 3.4.3's four-field version header; its dungeon
    /// description is NetHack 3.4.3's language with up to 99 special
    /// levels.
    pub fn unnethack() -> Target {
        Target {
            name: "unnethack".into(),
            version: UNNETHACK_VERSION.to_vec(),
            features: vec![("REINCARNATION".into(), true)],
            dialect: Dialect::V36,
            catalog: builtin_catalog("unnethack"),
            dungeon_limits: DungeonLimits {
                max_levels: 99,
                ..DungeonLimits::NETHACK
            },
            dungeon_language: DungeonLanguage::Def,
            variant: Variant::UnNetHack,
            dungeon_version: None,
        }
    }

    /// GnollHack (hyvanmielenpelit/GnollHack, commit 19a2dc7 of
    /// 2026-08-22), built for Linux on x86-64 with its default settings:
    /// its dungeon description (a display name beside each level's file
    /// name, `TILESET`, its longer names and records, its 56-byte header)
    /// and its catalogs.
    pub fn gnollhack() -> Target {
        let mut dungeon = GNOLLHACK_VERSION.to_vec();
        dungeon[5] = 0;
        dungeon[6] = 0;
        Target {
            name: "gnollhack".into(),
            version: GNOLLHACK_VERSION.to_vec(),
            features: vec![("REINCARNATION".into(), true)],
            dialect: Dialect::V36,
            catalog: builtin_catalog("gnollhack"),
            dungeon_limits: DungeonLimits::NETHACK,
            dungeon_language: DungeonLanguage::Def,
            variant: Variant::GnollHack,
            dungeon_version: Some(dungeon),
        }
    }

    /// UnNetHack 3.5.2 (tag `3.5.2-20091204`), built for Linux on x86-64
    /// with its default settings: NetHack 3.4.3's dungeon language and
    /// tables with UnNetHack 3.5's version header and catalogs. Its
    /// special-level language is its own (an early opcode design, crate
    /// `dgn-lev35`).
    pub fn unnethack_35() -> Target {
        Target {
            name: "unnethack-3.5".into(),
            version: UNNETHACK_35_VERSION.to_vec(),
            features: vec![("REINCARNATION".into(), true)],
            dialect: Dialect::V343,
            catalog: builtin_catalog("unnethack-3.5"),
            dungeon_limits: DungeonLimits::NETHACK,
            dungeon_language: DungeonLanguage::Def,
            variant: Variant::UnNetHack35,
            dungeon_version: None,
        }
    }

    /// dNetHack (Chris-plus-alphanumericgibberish/dnethack, sources of
    /// commit 9a7b758 of 2020-03-18), built for Linux on x86-64 with its
    /// default settings: NetHack 3.4.3's dungeon language with room for 32
    /// dungeons, 150 special levels and 64 levels a dungeon (it compiles
    /// three descriptions, `dngnch1.def` to `dngnch3.def`), its catalogs
    /// and its level dialect.
    pub fn dnethack() -> Target {
        Target {
            name: "dnethack".into(),
            version: DNETHACK_VERSION.to_vec(),
            features: vec![("REINCARNATION".into(), true)],
            dialect: Dialect::V343,
            catalog: builtin_catalog("dnethack"),
            dungeon_limits: DNETHACK_LIMITS,
            dungeon_language: DungeonLanguage::Def,
            variant: Variant::DNetHack,
            dungeon_version: None,
        }
    }

    /// dNetHack 3.16.0 (Chris-plus-alphanumericgibberish/dnethack, commit
    /// edd6f37 of 2018-12-31), built for Linux on x86-64 with its default
    /// settings: dNetHack's dungeon tables with one dungeon file
    /// (`dungeon.def`), its version header and catalogs, and its level
    /// dialect (dNetHack's with fewer traps, room types and terrains).
    pub fn dnethack_316() -> Target {
        Target {
            name: "dnethack-3.16.0".into(),
            version: DNETHACK_316_VERSION.to_vec(),
            catalog: builtin_catalog("dnethack-3.16.0"),
            variant: Variant::DNetHack316,
            ..Self::dnethack()
        }
    }

    /// notdNetHack (demogorgon22/notdnethack, commit b8ea7b1 of
    /// 2026-05-18), built for Linux on x86-64 with its default settings:
    /// dNetHack's dungeon tables, its version header and catalogs. Its
    /// level dialect, and the alternate dungeons of its dungeon language,
    /// are not compiled yet.
    pub fn notdnethack() -> Target {
        Target {
            name: "notdnethack".into(),
            version: NOTDNETHACK_VERSION.to_vec(),
            features: vec![("REINCARNATION".into(), true)],
            dialect: Dialect::V343,
            catalog: builtin_catalog("notdnethack"),
            dungeon_limits: DNETHACK_LIMITS,
            dungeon_language: DungeonLanguage::Def,
            variant: Variant::NotDNetHack,
            dungeon_version: None,
        }
    }

    /// SLASH'EM (mistydemeo/slashem, commit 48337ec of 2017-05-13), built
    /// for Linux on x86-64 with its default settings (REINCARNATION off, so
    /// `%REINCARNATION` lines are dropped unless `-D REINCARNATION`): its
    /// dungeon language (an entry level on each `BRANCH`, no `ENTRY`,
    /// branches back to earlier dungeons), its tables, version header and
    /// catalogs, and its level dialect (toilets, door keys, object flags,
    /// numbered place lists and random regions).
    pub fn slashem() -> Target {
        Target {
            name: "slashem".into(),
            version: SLASHEM_VERSION.to_vec(),
            features: vec![("REINCARNATION".into(), false)],
            dialect: Dialect::V343,
            catalog: builtin_catalog("slashem"),
            dungeon_limits: SLASHEM_LIMITS,
            dungeon_language: DungeonLanguage::Def,
            variant: Variant::SlashEm,
            dungeon_version: None,
        }
    }

    /// SLASH'EM 0.0.7E0 (mistydemeo/slashem, tag `SLASHEM_0_0_7E0`,
    /// commit 589e1a6 of 2003-04-01), built for Linux on x86-64 with its
    /// default settings: SLASH'EM's dungeon language and tables, and its
    /// level dialect before numbered place lists (one `RANDOM_PLACES` list
    /// a map part, `place[i]` written as NetHack 3.4.3 writes it), with
    /// its own version header and catalogs.
    pub fn slashem_07e0() -> Target {
        Target {
            name: "slashem-0.0.7e0".into(),
            version: SLASHEM_07E0_VERSION.to_vec(),
            catalog: builtin_catalog("slashem-0.0.7e0"),
            variant: Variant::SlashEm07E0,
            ..Self::slashem()
        }
    }

    /// SlashTHEM (Soviet5lo/SlashTHEM, commit d828e64 of 2023-01-05),
    /// built for Linux on x86-64 with its default settings (REINCARNATION
    /// off, as SLASH'EM's): SLASH'EM's dungeon language with room for 200
    /// dungeons, 200 special levels, 100 branches and 200 levels a
    /// dungeon, its version header and catalogs; its level dialect is
    /// SLASH'EM's with its own terrain, traps, room types and artifacts.
    pub fn slashthem() -> Target {
        Target {
            name: "slashthem".into(),
            version: SLASHTHEM_VERSION.to_vec(),
            catalog: builtin_catalog("slashthem"),
            dungeon_limits: SLASHTHEM_LIMITS,
            variant: Variant::SlashThem,
            ..Self::slashem()
        }
    }

    /// slashem9 (moon-chilled/slashem9, commit bbe8e0b of 2023-02-14),
    /// built for Linux on x86-64 with its default settings: SLASH'EM's
    /// dungeon language and tables behind its 16-byte version header, and
    /// its catalogs (SLASH'EM's without the mail daemon and the scroll of
    /// mail). Its `dungeon.def` is compiled as it is, with no `makedefs
    /// -e` step, so it has no `%FEATURE` switches. Its level dialect is
    /// SLASH'EM's with its health shop.
    pub fn slashem9() -> Target {
        Target {
            name: "slashem9".into(),
            version: SLASHEM9_VERSION.to_vec(),
            features: Vec::new(),
            catalog: builtin_catalog("slashem9"),
            variant: Variant::Slashem9,
            ..Self::slashem()
        }
    }

    /// Whether dgn compiles the target's special-level language (not
    /// NetHack 3.7's Lua levels).
    pub fn has_level_compiler(&self) -> bool {
        !self.reads_dungeon_lua()
    }

    /// The version header written at the start of the binary `dungeon`
    /// file.
    pub fn dungeon_version_bytes(&self) -> Vec<u8> {
        self.dungeon_version
            .as_ref()
            .unwrap_or(&self.version)
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect()
    }

    /// Whether the target reads `dungeon.lua` (NetHack 3.7) rather than a
    /// binary `dungeon` file.
    pub fn reads_dungeon_lua(&self) -> bool {
        self.dungeon_language == DungeonLanguage::Lua
    }

    /// A built-in target by name.
    pub fn builtin(name: &str) -> Option<Target> {
        match name {
            "nethack-3.4.3" | "3.4.3" => Some(Self::nethack_343()),
            "nethack-3.6.7" | "3.6.7" => Some(Self::nethack_367()),
            "nle" => Some(Self::nle()),
            "nethack-3.7" | "3.7" | "nethack-5.0" | "5.0" => Some(Self::nethack_37()),
            "evilhack" => Some(Self::evilhack()),
            "hackem" => Some(Self::hackem()),
            "unnethack" => Some(Self::unnethack()),
            "gnollhack" => Some(Self::gnollhack()),
            "unnethack-3.5" => Some(Self::unnethack_35()),
            "dnethack" => Some(Self::dnethack()),
            "dnethack-3.16.0" | "dnethack-3.16" => Some(Self::dnethack_316()),
            "notdnethack" => Some(Self::notdnethack()),
            "slashem" => Some(Self::slashem()),
            "slashem-0.0.7e0" => Some(Self::slashem_07e0()),
            "slashthem" => Some(Self::slashthem()),
            "slashem9" => Some(Self::slashem9()),
            _ => None,
        }
    }

    /// The version header as written to files.
    pub fn version_bytes(&self) -> Vec<u8> {
        self.version.iter().flat_map(|v| v.to_le_bytes()).collect()
    }

    /// Whether `%NAME` is a known feature, and its default.
    pub fn feature_default(&self, name: &str) -> Option<bool> {
        self.features
            .iter()
            .find(|(n, _)| n == name)
            .map(|&(_, on)| on)
    }
}

fn builtin_catalog(name: &str) -> Arc<Catalog> {
    catalog::builtin_shared(name).expect("built-in catalogs parse (checked by catalog tests)")
}

impl Target {
    /// The same target with a user-supplied monster and object catalog (for
    /// variants), as read by [`Catalog::parse`].
    pub fn with_catalog(mut self, catalog: Catalog) -> Target {
        self.catalog = Arc::new(catalog);
        self
    }
}

impl Default for Target {
    fn default() -> Self {
        Self::nethack_343()
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

/// Feature switches for one compile: the target's defaults overridden by
/// `-D NAME` / `-U NAME`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Features {
    overrides: Vec<(String, bool)>,
}

impl Features {
    /// No overrides: the target's defaults apply.
    pub fn new() -> Self {
        Self::default()
    }

    /// Turns a feature on (`-D NAME`).
    pub fn define(&mut self, name: impl Into<String>) -> &mut Self {
        self.overrides.push((name.into(), true));
        self
    }

    /// Turns a feature off (`-U NAME`).
    pub fn undefine(&mut self, name: impl Into<String>) -> &mut Self {
        self.overrides.push((name.into(), false));
        self
    }

    /// The names given on the command line that the target does not know.
    pub fn unknown<'a>(&'a self, target: &'a Target) -> impl Iterator<Item = &'a str> + 'a {
        self.overrides
            .iter()
            .map(|(n, _)| n.as_str())
            .filter(move |n| target.feature_default(n).is_none())
    }

    /// Whether `name` is on: the last override wins, else the target default.
    /// `None` for a feature the target does not know.
    pub fn is_on(&self, target: &Target, name: &str) -> Option<bool> {
        let default = target.feature_default(name)?;
        Some(
            self.overrides
                .iter()
                .rev()
                .find(|(n, _)| n == name)
                .map_or(default, |&(_, on)| on),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_have_the_documented_sizes() {
        assert_eq!(Target::nethack_343().version_bytes().len(), 32);
        assert_eq!(Target::nethack_367().version_bytes().len(), 40);
        assert_eq!(
            &Target::nethack_343().version_bytes()[..8],
            &[0, 3, 4, 3, 0, 0, 0, 0]
        );
    }

    /// NLE's header as its `lev_comp` writes it (the first 40 bytes of
    /// every `.lev` file of the `nle` 1.3.0 wheel), and its catalog: 3.6.7's
    /// without the mail daemon and the scroll of mail.
    #[test]
    fn nle_is_367_with_its_own_header_and_no_mail() {
        let nle = Target::builtin("nle").expect("built in");
        assert_eq!(
            nle.version_bytes(),
            [
                0, 7, 6, 3, 0, 0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0x7d, 0x51, 0x1c, 0x21, 0, 0, 0,
                0, 0x58, 0x49, 0xc2, 0x48, 1, 0, 0, 0, 0, 0x80, 2, 0, 0, 0, 0, 0
            ]
        );
        assert_eq!(nle.dialect, Dialect::V36);
        let (ours, full) = (&nle.catalog, &Target::nethack_367().catalog);
        assert_eq!(ours.monsters().len() + 1, full.monsters().len());
        assert_eq!(ours.objects().len() + 1, full.objects().len());
        assert_eq!(ours.monster_id(b"mail daemon", None), None);
        assert_eq!(ours.object_id(b"mail", Some(b'?')), None);
        // Entries after the dropped ones move down by one.
        assert_eq!(
            ours.object_id(b"boulder", None).map(|i| i + 1),
            full.object_id(b"boulder", None)
        );
    }

    /// The SLASH'EM family: SlashTHEM's four fields and larger tables,
    /// slashem9's two fields and no `%FEATURE` switches, all with levels
    /// not compiled yet.
    #[test]
    fn slashem_family_headers_and_tables() {
        let them = Target::builtin("slashthem").expect("built in");
        assert_eq!(
            them.version_bytes(),
            [
                0, 7, 9, 0, 0, 0, 0, 0, 0xcc, 0xee, 0x3f, 0, 0, 0, 0, 0, 0x62, 0xb3, 0x29, 0x98, 0,
                0, 0, 0, 0xd8, 0xa9, 0xd2, 0xd0, 0, 0, 0, 0
            ]
        );
        assert_eq!(them.dungeon_limits.max_levels, 200);
        assert_eq!(them.dungeon_limits.max_branches, 100);
        assert_eq!(them.feature_default("REINCARNATION"), Some(false));
        let nine = Target::builtin("slashem9").expect("built in");
        assert_eq!(
            nine.version_bytes(),
            [8, 0, 0, 0, 0, 0, 0, 0, 0x58, 0xb9, 0x78, 0x80, 0, 0, 0, 0]
        );
        assert_eq!(nine.dungeon_limits, Target::slashem().dungeon_limits);
        assert_eq!(nine.feature_default("REINCARNATION"), None);
        let old = Target::builtin("slashem-0.0.7e0").expect("built in");
        assert_eq!(old.version, [0x700, 0x1f_8cc4, 0x4421_9264, 0xc0d2_6978]);
        assert_eq!(old.dungeon_limits, Target::slashem().dungeon_limits);
        assert_eq!(old.feature_default("REINCARNATION"), Some(false));
        for t in [Target::slashem(), old, them, nine] {
            assert!(t.variant.is_slashem_family(), "{t}");
        }
        assert!(!Variant::DNetHack.is_slashem_family());
    }

    #[test]
    fn overrides_win_over_defaults() {
        let t = Target::nethack_343();
        let mut f = Features::new();
        assert_eq!(f.is_on(&t, "REINCARNATION"), Some(true));
        f.undefine("REINCARNATION");
        assert_eq!(f.is_on(&t, "REINCARNATION"), Some(false));
        f.define("NOPE");
        assert_eq!(f.unknown(&t).collect::<Vec<_>>(), vec!["NOPE"]);
        assert_eq!(f.is_on(&t, "NOPE"), None);
    }
}
