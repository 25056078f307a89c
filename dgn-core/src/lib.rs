//! The core of dgn: NetHack's two data languages (`dungeon.def`, compiled by
//! `dgn_comp`, and `*.des`, compiled by `lev_comp`) as lalrpop grammars, typed
//! models, checks and byte-exact binary writers.
//!
//! Each language lives in a crate of its own, so that cargo can build them
//! side by side (`dgn-dungeon`, `dgn-lev`, `dgn-lev36`, `dgn-lev35` for
//! UnNetHack 3.5's own level language, over the shared `dgn-common`); this
//! crate gathers them under one roof ([`dgn`], [`lev`], [`lev36`],
//! [`lev35`], [`source`], [`target`], ...), picks the level dialect of a
//! target ([`levels`]), renders diagnostics ([`Render`]) and, with the
//! `codegen` feature, turns models into Rust tables.
//!
//! The special-level language (`lev`, `lev36`, `lev35`, `levels`) is the default
//! feature `levels`; without it the crate reads dungeon descriptions only,
//! and builds in about half the time.
//!
//! ```
//! use dgn_core::{dgn, SourceFile, Target};
//!
//! let src = SourceFile::new(
//!     "tiny.def",
//!     br#"DUNGEON: "The Dungeons of Doom" "D" (25, 5)
//! LEVEL: "oracle" "O" @ (5, 5)
//! "#.to_vec(),
//! );
//! let target = Target::nethack_343();
//! let out = dgn::compile(&src, &target, &Default::default());
//! assert!(out.diagnostics.is_empty());
//! let model = out.model.expect("compiles");
//! assert_eq!(model.dungeons[0].levels[0].name, b"oracle");
//! let bytes = dgn::write(&model, &target).unwrap();
//! assert_eq!(bytes.len(), 32 + 4 + 76 + 48);
//! ```
#![warn(missing_docs)]

#[cfg(feature = "codegen")]
pub mod codegen;
pub mod diag;
pub mod dungeons;
#[cfg(feature = "levels")]
pub mod levels;
#[cfg(feature = "preview")]
pub mod preview;
pub mod tables;
#[cfg(feature = "convert")]
pub mod to_lua;

pub use dgn_common::{binary, catalog, output, settings, source, target};
/// The dungeon language (crate `dgn-dungeon`).
pub use dgn_dungeon as dgn;
/// The special-level language, NetHack 3.4.3 dialect (crate `dgn-lev`).
#[cfg(feature = "levels")]
pub use dgn_lev as lev;
/// The special-level language of UnNetHack 3.5 (crate `dgn-lev35`).
#[cfg(feature = "levels")]
pub use dgn_lev35 as lev35;
/// The special-level language, NetHack 3.6 dialect (crate `dgn-lev36`).
#[cfg(feature = "levels")]
pub use dgn_lev36 as lev36;
/// The runtime tables and the dungeon layout (crate `dgn-types`).
pub use dgn_types as types;

pub use diag::{Diagnostic, Render, Severity, WarningPolicy};
pub use source::{SourceFile, Span, Spanned};
pub use target::{Dialect, DungeonLanguage, DungeonLimits, Features, Target};
