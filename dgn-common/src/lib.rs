//! What dgn's compilers share: source files and spans ([`source`]),
//! diagnostics ([`diag`]), build targets ([`target`]),
//! the monster and object catalogs that level names resolve against
//! ([`catalog`]), atomic output files ([`output`]), the `dgn.toml`
//! settings file ([`settings`]) and the errors of binary reading and
//! writing ([`binary`]).
//!
//! Most users reach these through `dgn-core`, which re-exports every module.
//!
//! ```
//! use dgn_common::{diag::Diagnostic, SourceFile, Span};
//!
//! let src = SourceFile::new("tiny.def", b"DUNGEON: \"x\"\n".to_vec());
//! let d = Diagnostic::error("expected a bonetag").at(Span::new(9, 12), "here");
//! assert_eq!(d.short(&src), "tiny.def:1:10: error: expected a bonetag");
//! ```
#![warn(missing_docs)]

pub mod binary;
pub mod catalog;
pub mod diag;
pub mod output;
pub mod settings;
pub mod source;
pub mod target;

pub use diag::{Diagnostic, Severity, WarningPolicy};
pub use source::{SourceFile, Span, Spanned};
pub use target::{Dialect, DungeonLanguage, DungeonLimits, Features, Target, Variant};
