//! `dungeon!`: a NetHack dungeon description (the `dungeon.def` language of
//! `dgn_comp`) compiled at build time into a `&'static [dgn_types::Dungeon]`,
//! or special levels (`*.des`, the `lev_comp` language) into a
//! `&'static [Level]` (see [Special levels](#special-levels)).
//!
//! The crate that calls the macro must depend on `dgn-types` (the generated
//! code names `::dgn_types`; see the `types` option for a re-export).
//!
//! # Inline form
//!
//! The description is written directly in the macro body. It is the
//! `dungeon.def` language, with Rust comments (`//`, `/* */`) in place of
//! `#` lines; `%FEATURE` lines work as in a `.def` file. Strings are Rust
//! string literals: escapes are resolved, and byte strings (`b"\x83n"`)
//! give names that are not UTF-8.
//!
//! ```
//! use dgn_types::{BranchKind, Dungeon};
//!
//! static DUNGEONS: &[Dungeon] = dgn_macros::dungeon! {
//!     // The main dungeon.
//!     DUNGEON: "The Dungeons of Doom" "D" (25, 5)
//!     ALIGNMENT: unaligned
//!     BRANCH: "The Gnomish Mines" @ (2, 3)
//!     %REINCARNATION LEVEL: "rogue" "R" @ (15, 4)
//!     LEVEL: "oracle" "O" @ (5, 5)
//!     LEVALIGN: neutral
//!     CHAINBRANCH: "Sokoban" "oracle" + (1, 0) up
//!     LEVEL: "castle" "none" @ (-1, 0)
//!     CHAINBRANCH: "Gehennom" "castle" + (0, 0) no_down
//!
//!     DUNGEON: "The Gnomish Mines" "M" (8, 2)
//!     DUNGEON: "Sokoban" "none" (4, 0)
//!     ENTRY: -1
//!     DUNGEON: "Gehennom" "G" (20, 5)
//! };
//!
//! let doom = &DUNGEONS[0];
//! assert_eq!(doom.name, "The Dungeons of Doom");
//! assert_eq!(doom.levels.len(), 3);
//! assert_eq!(doom.levels[0].name, "rogue");
//! assert_eq!(doom.branches[2].kind, BranchKind::NoDown);
//! assert_eq!(doom.branches[2].chain, Some(2)); // relative to "castle"
//! assert_eq!(DUNGEONS[2].entry, -1);
//! ```
//!
//! # File form
//!
//! `dungeon!(file = "path")` reads a `.def` (or preprocessed `.pdf`) file,
//! the path relative to the directory of the calling crate's `Cargo.toml`
//! (`CARGO_MANIFEST_DIR`). The expansion includes the file with
//! `include_bytes!`, so editing it rebuilds the crate.
//!
//! ```
//! static EXAMPLE: &[dgn_types::Dungeon] =
//!     dgn_macros::dungeon!(file = "../examples/dungeon.def", target = "nethack-3.4.3");
//!
//! assert_eq!(EXAMPLE[0].name, "The Sunken Halls");
//! assert_eq!(EXAMPLE.len(), 7);
//! ```
//!
//! # Special levels
//!
//! A `.des` file (the `lev_comp` language) holds special levels instead of
//! dungeons. The file form reads one just the same, and the expansion is a
//! `&'static [Level]` of the target's dialect, one entry per level of the
//! file in file order: `dgn_types::lev343::Level` for `nethack-3.4.3` (the
//! default), `dgn_types::lev36::Level` (an opcode program) for
//! `nethack-3.6.7`, `dgn_types::lev35::Level` (its opcode records) for
//! `unnethack-3.5`. A slice, rather than a struct with a field per level,
//! keeps the type the same for every file; `find_level` picks a level by
//! name.
//!
//! Special levels need the crate's `levels` feature, which adds the two
//! level languages to the build (a crate with dungeon descriptions alone
//! builds about twice as fast without it):
//!
//! ```toml
//! [dependencies]
//! dgn-macros = { version = "0.1", features = ["levels"] }
//! ```
//!
//! Without it, a `.des` file or `des = ".."` is an error that says so.
//!
//! ```
//! # #[cfg(feature = "levels")] {
//! use dgn_types::lev343::{find_level, Coord, Level, Terrain};
//!
//! static LEVELS: &[Level] =
//!     dgn_macros::dungeon!(file = "../examples/levels.des", target = "nethack-3.4.3");
//!
//! assert_eq!(LEVELS.len(), 2);
//! let tide = find_level(LEVELS, "tidepool").unwrap();
//! let part = &tide.maze().unwrap().parts[0];
//! assert_eq!(part.map.rows[0], "-----------------------");
//! assert_eq!(part.map.terrain(16, 4), Some(Terrain::Tree));
//! let moccasin = &part.monsters[2];
//! assert_eq!(moccasin.id.unwrap().name, "water moccasin");
//! assert_eq!(moccasin.at, Coord::At { x: 15, y: 6 });
//! let archive = find_level(LEVELS, "archive").unwrap();
//! assert_eq!(archive.rooms().unwrap().rooms[0].name, "reading room");
//! # }
//! ```
//!
//! With a 3.6 target the levels are programs for NetHack 3.6's level
//! loader:
//!
//! ```
//! # #[cfg(feature = "levels")] {
//! use dgn_types::lev36::{Instr, Level, Opcode};
//!
//! static LEVELS: &[Level] =
//!     dgn_macros::dungeon!(file = "../examples/levels36.des", target = "nethack-3.6.7");
//!
//! assert_eq!(LEVELS[0].name, "tidepool");
//! assert!(LEVELS[0].code.contains(&Instr::Op(Opcode::Map)));
//! # }
//! ```
//!
//! Small levels can be given as a string with `des = ".."` (any string
//! literal; a raw string keeps the `.des` text as it is). Errors are
//! reported at the string, with line and column inside it.
//!
//! ```
//! # #[cfg(feature = "levels")] {
//! const TINY: &[dgn_types::lev343::Level] = dgn_macros::dungeon!(des = r#"
//! MAZE: "tiny", ' '
//! MESSAGE: "It is cramped here."
//! NOMAP
//! MONSTER: 'r', "sewer rat", random
//! "#);
//! assert_eq!(TINY[0].message, "It is cramped here.");
//! # }
//! ```
//!
//! The file form of a `.des` file reports errors like that of a `.def`
//! file (at the path literal, rendered with `file:line:col`); a file
//! written in the other dialect than the target's says so.
//!
//! # Options
//!
//! Options come first, as `name = value` separated by commas; an inline
//! description follows after a `;`.
//!
//! | option | meaning |
//! | --- | --- |
//! | `file = "path"` | read the description from a file instead (`.def`, `.pdf` or `.des`) |
//! | `des = "source"` | special levels given as a string |
//! | `target = "nethack-3.4.3"` | the target (one of `dgn_core::target::BUILTIN_TARGETS`: `nethack-3.4.3`, the default, `nethack-3.6.7` or `nethack-3.7`): its `%FEATURE` defaults, its catalog and its level dialect; without it, the `dgn.toml`'s (see [Settings](#settings-dgntoml)) |
//! | `catalog = "path"` | resolve monster and object names against a variant's tables (the text format of `dgn_core::catalog`), path relative to `CARGO_MANIFEST_DIR`; editing it rebuilds the crate |
//! | `define = "NAME"`, `undefine = "NAME"` | turn a `%NAME` feature on or off (repeatable; the last wins; dungeon descriptions only) |
//! | `types = some::path` | the path of the `dgn-types` crate in generated code (default `::dgn_types`) |
//!
//! ```
//! const NO_ROGUE: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
//!     undefine = "REINCARNATION";
//!     DUNGEON: "Doom" "D" (25, 5)
//!     %REINCARNATION LEVEL: "rogue" "R" @ (15, 4)
//!     LEVEL: "oracle" "O" @ (5, 5)
//! };
//! assert_eq!(NO_ROGUE[0].levels.len(), 1);
//! ```
//!
//! # Settings: `dgn.toml`
//!
//! A `dgn.toml` found by walking up from the file of `file = ".."` (for an
//! inline description or `des = ".."`: from `CARGO_MANIFEST_DIR`) gives the
//! target, catalog, features and warning levels the arguments leave out;
//! an argument wins over the file (the keys and the search are described
//! in `dgn_core::settings`). The expansion includes the settings file, so
//! editing it rebuilds the crate; a mistake in it is an error at the
//! macro, rendered with `dgn.toml:line:column`.
//!
//! With no target in either, a `.des` file in the 3.6 dialect is read as
//! such (the expansion is then a `&'static [dgn_types::lev36::Level]`),
//! with a `detected-dialect` warning; with a target, a file in the other
//! dialect is one error saying which argument to set.
//!
//! # Diagnostics
//!
//! Every problem is reported, not only the first, as a `compile_error!`:
//! in the inline form at the offending token, with notes and suggestions;
//! in the file form at the path literal, with the rendered diagnostic
//! (`file:line:col`, the source line and a marker). After errors the macro
//! still expands to an (empty) table of the right type, so a mistake causes
//! no follow-up type errors.
//!
//! Warnings never fail a build. Stable Rust lets a proc macro emit
//! errors only, so each warning becomes the use of a deprecated constant
//! named after it, which rustc shows as a `deprecated` warning at the
//! offending token, the dgn warning on the lines after rustc's own words:
//!
//! ```text
//! warning: use of deprecated constant `DUNGEONS::dgn_warning::unknown_dungeon`:
//!          warning[unknown-dungeon]: branch to dungeon "Nowhere", which is not defined later
//!          note: NetHack cannot resolve a branch to a dungeon that does not exist
//!  --> src/main.rs:3:13
//!   |
//! 3 |     BRANCH: "Nowhere" @ (2, 3)
//!   |             ^^^^^^^^^
//! ```
//!
//! `#[allow(deprecated)]` on the item silences them, and
//! `#[deny(deprecated)]` makes them errors.
//!
//! The tables are a port's: the dungeons NetHack's code looks up by name
//! ("The Quest", "Sokoban", ...) count only when the description defines
//! all four. A game that looks up other names allows the check
//! `looked-up-dungeon` in the `dgn.toml` (`[warnings]`
//! `looked-up-dungeon = "allow"`), and the proof leaves them out.
//!
//! ```compile_fail
//! // `LEVLE` is reported at the token, with "did you mean `LEVEL`?".
//! static D: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
//!     DUNGEON: "Doom" "D" (25, 5)
//!     LEVLE: "oracle" "O" @ (5, 5)
//! };
//! ```
//!
//! # Differences from a `.def` file
//!
//! Rust tokenization comes first, so the body must be valid Rust tokens:
//! a `#` comment line must not contain an unbalanced quote or bracket, and a
//! string cannot hold a raw `"` (the dungeon language has no escape for it
//! either). Each token keeps the line and column it had, so what is written
//! together (`-1`, `%REINCARNATION`) stays together.
#![warn(missing_docs)]

use proc_macro::TokenStream;

/// Compiles a dungeon description into a `&'static [dgn_types::Dungeon]`
/// expression, or special levels into a `&'static [Level]` of the target's
/// dialect. See the [crate documentation](crate) for the forms and options.
#[proc_macro]
pub fn dungeon(input: TokenStream) -> TokenStream {
    dgn_core::codegen::expand_dungeon(input.into()).into()
}
