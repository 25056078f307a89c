//! Tables of NetHack 3.4.3's `dungeon.def` and special levels (or, without
//! the conformance corpus, of `examples/dungeon.def`), plus
//! `examples/levels.des`, made twice: by `build-support` in `build.rs` and
//! by the `dungeon!` macro on the same files.

use dgn_types::Dungeon;

dgn_types::include_tables!();

/// NetHack 3.6.7's special levels (or only `examples/levels36.des`
/// without the corpus) as level programs, made by `build-support`.
pub mod v36 {
    dgn_types::include_tables!("dgn_tables36.rs");

    /// The directory where `build.rs` wrote the 3.6 `.lev` files.
    pub const BINARY_DIR: &str = concat!(env!("OUT_DIR"), "/nethack36");

    /// True when the tables come from the conformance corpus.
    pub const FROM_CORPUS: bool = cfg!(dgn_corpus36);

    /// Files compiled by the proc macro too.
    pub mod from_macro {
        use dgn_types::lev36::Level;

        /// `examples/levels36.des`.
        pub static LEVELS36: &[Level] = dgn_macros::dungeon!(
            file = "../../examples/levels36.des",
            target = "nethack-3.6.7"
        );

        /// A level of EvilHack's dialect (its fixture in `tests/tests`).
        pub static EVILHACK: &[Level] = dgn_macros::dungeon!(
            file = "../tests/variants/evilhack/feat.des",
            target = "evilhack"
        );

        /// Levels of UnNetHack's dialect (its fixture in `tests/tests`).
        pub static UNNETHACK: &[Level] = dgn_macros::dungeon!(
            file = "../tests/variants/unnethack/feat.des",
            target = "unnethack"
        );

        /// Levels of GnollHack's dialect (its fixtures in `tests/tests`).
        pub static GNOLLHACK: &[Level] = dgn_macros::dungeon!(
            file = "../tests/variants/gnollhack/feat.des",
            target = "gnollhack"
        );

        /// `oracle.des` of NetHack 3.6.7.
        #[cfg(dgn_corpus36)]
        pub static ORACLE: &[Level] = dgn_macros::dungeon!(
            file = "../../../shared/corpus/nethack-3.6.7/dat/oracle.des",
            target = "nethack-3.6.7",
        );

        /// `sokoban.des` of NetHack 3.6.7.
        #[cfg(dgn_corpus36)]
        pub static SOKOBAN: &[Level] = dgn_macros::dungeon!(
            file = "../../../shared/corpus/nethack-3.6.7/dat/sokoban.des",
            target = "nethack-3.6.7",
        );
    }
}

/// SLASH'EM's level fixture (`tests/tests/variants/slashem/levels.des`),
/// made by `build-support` and by the `dungeon!` macro.
pub mod slashem {
    dgn_types::include_tables!("dgn_tables_slashem.rs");

    /// The directory where `build.rs` wrote its `.lev` files.
    pub const BINARY_DIR: &str = concat!(env!("OUT_DIR"), "/slashem");

    /// The same file compiled by the proc macro.
    pub static FROM_MACRO: &[dgn_types::lev343::Level] = dgn_macros::dungeon!(
        file = "../tests/variants/slashem/levels.des",
        target = "slashem"
    );

    /// SlashTHEM's level fixture, compiled by the proc macro.
    pub static SLASHTHEM: &[dgn_types::lev343::Level] = dgn_macros::dungeon!(
        file = "../tests/variants/slashthem/levels.des",
        target = "slashthem"
    );

    /// slashem9's level fixture, compiled by the proc macro.
    pub static SLASHEM9: &[dgn_types::lev343::Level] = dgn_macros::dungeon!(
        file = "../tests/variants/slashem9/levels.des",
        target = "slashem9"
    );
}

/// The level fixtures of dNetHack and notdNetHack
/// (`tests/tests/variants/{dnethack,notdnethack}/levels.des`), compiled by
/// the proc macro.
pub mod dnethack {
    /// dNetHack's fixture.
    pub static DNETHACK: &[dgn_types::lev343::Level] = dgn_macros::dungeon!(
        file = "../tests/variants/dnethack/levels.des",
        target = "dnethack"
    );

    /// notdNetHack's fixture. Its altar on a dead tree draws the warning
    /// `placed-in-wall` (as its `lev_comp` warns), silenced here.
    #[allow(deprecated, clippy::let_unit_value)]
    pub static NOTDNETHACK: &[dgn_types::lev343::Level] = dgn_macros::dungeon!(
        file = "../tests/variants/notdnethack/levels.des",
        target = "notdnethack"
    );
}

/// The directory where `build.rs` wrote the NetHack binaries.
pub const BINARY_DIR: &str = concat!(env!("OUT_DIR"), "/nethack");

/// True when the tables come from the conformance corpus.
pub const FROM_CORPUS: bool = cfg!(dgn_corpus);

/// The same description compiled by the proc macro (file form).
#[cfg(dgn_corpus)]
pub static FROM_MACRO: &[Dungeon] = dgn_macros::dungeon!(
    file = "../../../shared/corpus/nethack-3.4.3/dat/dungeon.def",
    target = "nethack-3.4.3",
);

/// The same description compiled by the proc macro (file form).
#[cfg(not(dgn_corpus))]
pub static FROM_MACRO: &[Dungeon] = dgn_macros::dungeon!(
    file = "../../examples/dungeon.def",
    target = "nethack-3.4.3",
);

/// The special-level files compiled by the proc macro (file form), one
/// `static` per file, named as build-support names them.
pub mod from_macro {
    use dgn_types::lev343::Level;

    /// `examples/levels.des`.
    pub static LEVELS: &[Level] =
        dgn_macros::dungeon!(file = "../../examples/levels.des", target = "nethack-3.4.3");

    macro_rules! corpus {
        ($($name:ident = $file:literal,)*) => {
            $(
                #[cfg(dgn_corpus)]
                #[doc = concat!("`", $file, "`.")]
                pub static $name: &[Level] = dgn_macros::dungeon!(file = $file, target = "nethack-3.4.3");
            )*
            /// Every corpus file: its `static` from the macro, then the one
            /// from build-support.
            #[cfg(dgn_corpus)]
            pub static PAIRS: &[(&str, &[Level], &[Level])] = &[
                $((stringify!($name), $name, crate::$name),)*
            ];
        };
    }

    corpus! {
        ARCH = "../../../shared/corpus/nethack-3.4.3/dat/Arch.des",
        BARB = "../../../shared/corpus/nethack-3.4.3/dat/Barb.des",
        CAVEMAN = "../../../shared/corpus/nethack-3.4.3/dat/Caveman.des",
        HEALER = "../../../shared/corpus/nethack-3.4.3/dat/Healer.des",
        KNIGHT = "../../../shared/corpus/nethack-3.4.3/dat/Knight.des",
        MONK = "../../../shared/corpus/nethack-3.4.3/dat/Monk.des",
        PRIEST = "../../../shared/corpus/nethack-3.4.3/dat/Priest.des",
        RANGER = "../../../shared/corpus/nethack-3.4.3/dat/Ranger.des",
        ROGUE = "../../../shared/corpus/nethack-3.4.3/dat/Rogue.des",
        SAMURAI = "../../../shared/corpus/nethack-3.4.3/dat/Samurai.des",
        TOURIST = "../../../shared/corpus/nethack-3.4.3/dat/Tourist.des",
        VALKYRIE = "../../../shared/corpus/nethack-3.4.3/dat/Valkyrie.des",
        WIZARD = "../../../shared/corpus/nethack-3.4.3/dat/Wizard.des",
        BIGROOM = "../../../shared/corpus/nethack-3.4.3/dat/bigroom.des",
        CASTLE = "../../../shared/corpus/nethack-3.4.3/dat/castle.des",
        ENDGAME = "../../../shared/corpus/nethack-3.4.3/dat/endgame.des",
        GEHENNOM = "../../../shared/corpus/nethack-3.4.3/dat/gehennom.des",
        KNOX = "../../../shared/corpus/nethack-3.4.3/dat/knox.des",
        MEDUSA = "../../../shared/corpus/nethack-3.4.3/dat/medusa.des",
        MINES = "../../../shared/corpus/nethack-3.4.3/dat/mines.des",
        ORACLE = "../../../shared/corpus/nethack-3.4.3/dat/oracle.des",
        SOKOBAN = "../../../shared/corpus/nethack-3.4.3/dat/sokoban.des",
        TOWER = "../../../shared/corpus/nethack-3.4.3/dat/tower.des",
        YENDOR = "../../../shared/corpus/nethack-3.4.3/dat/yendor.des",
    }
}
