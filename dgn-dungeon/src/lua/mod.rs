//! The `dungeon.lua` language of NetHack 3.7 (released as NetHack 5.0):
//! the dungeon description as a Lua table that the game's `init_dungeons`
//! reads.
//!
//! dgn reads the file as data, never as a program: [`syntax`] parses the
//! data subset of Lua (table constructors, every form of string, numbers,
//! booleans, `nil`, comments) and reports anything that is code at its
//! span; [`read`] maps the table onto the same model as `dungeon.def`
//! ([`DungeonFile`]), key by key as 3.7 reads it (types, defaults, limits);
//! [`convert`] writes a model back out as `dungeon.lua` or `dungeon.def`.
//!
//! What 3.7 reads and `dungeon.def` cannot say is kept beside the model, in
//! one [`DungeonExtras`] per dungeon: the level filler (`lvlfill`), the
//! themed-rooms file (`themerooms`) and the `unconnected` flag (a dungeon no
//! branch leads to, such as 3.7's tutorial). Where 3.7 reads a key with
//! another default than dgn_comp, the model holds what 3.7 reads: a
//! dungeon's `chance` defaults to 100 (dgn_comp's default is "none", 0,
//! which means the same: always generated).
//!
//! ```
//! use dgn_common::{SourceFile, Target};
//!
//! let src = SourceFile::new(
//!     "dungeon.lua",
//!     br#"dungeon = { { name = "The Dungeons of Doom", bonetag = "D", base = 25, range = 5,
//!                      levels = { { name = "oracle", base = 5, range = 5 } } } }"#.to_vec(),
//! );
//! let out = dgn_dungeon::lua::compile(&src, &Target::nethack_37());
//! let file = out.file.expect("reads");
//! assert_eq!(file.model.dungeons[0].levels[0].name, b"oracle");
//! assert_eq!(file.model.dungeons[0].chance, 100);
//! ```

pub mod convert;
pub mod read;
pub mod syntax;

use crate::model::DungeonFile;
use dgn_common::diag::{sort, Diagnostic, WarningPolicy};
use dgn_common::source::{SourceFile, Span};
use dgn_common::target::Target;

/// What NetHack 3.7 reads for a dungeon beyond what `dungeon.def` can say.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DungeonExtras {
    /// `lvlfill`: the level that fills the dungeon's ordinary levels
    /// (`"minefill"`); empty when not given.
    pub lvlfill: Vec<u8>,
    /// `themerooms`: the Lua file of themed rooms (`"themerms.lua"`); empty
    /// when not given.
    pub themerooms: Vec<u8>,
    /// The `unconnected` flag: no branch leads to the dungeon, and its depth
    /// starts at 1 (3.7's tutorial).
    pub unconnected: bool,
}

/// A `dungeon.lua` as NetHack 3.7 reads it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LuaFile {
    /// The dungeons, levels and branches, in the model `dungeon.def` also
    /// compiles to.
    pub model: DungeonFile,
    /// What 3.7 adds, one entry per dungeon of `model`.
    pub extras: Vec<DungeonExtras>,
}

/// Where the entries of a file are written (for editors).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Index {
    /// The dungeons, in file order.
    pub dungeons: Vec<IndexedDungeon>,
}

/// Where a dungeon entry is written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IndexedDungeon {
    /// Its name.
    pub name: Vec<u8>,
    /// The span of the `name` value (quotes included).
    pub name_span: Span,
    /// The whole entry.
    pub span: Span,
    /// Its levels.
    pub levels: Vec<IndexedLevel>,
    /// Its branches.
    pub branches: Vec<IndexedBranch>,
}

/// Where a level entry is written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IndexedLevel {
    /// Its name.
    pub name: Vec<u8>,
    /// The span of the `name` value.
    pub name_span: Span,
    /// The whole entry.
    pub span: Span,
    /// The span of its `chainlevel` value, if any.
    pub chain: Option<Span>,
}

/// Where a branch entry is written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IndexedBranch {
    /// The dungeon it leads to.
    pub dest: Vec<u8>,
    /// The span of the `name` value.
    pub name_span: Span,
    /// The whole entry.
    pub span: Span,
    /// The span of its `chainlevel` value, if any.
    pub chain: Option<Span>,
}

/// The result of reading one `dungeon.lua`.
#[derive(Debug)]
pub struct Compiled {
    /// The file, when no error was found.
    pub file: Option<LuaFile>,
    /// Where its entries are (filled as far as the file could be read, even
    /// with errors).
    pub index: Index,
    /// Every error and warning, in source order.
    pub diagnostics: Vec<Diagnostic>,
}

/// Whether a file name is a `dungeon.lua` description (ends in `.lua`).
pub fn is_lua_name(name: &str) -> bool {
    name.ends_with(".lua")
}

/// Whether some text looks like a `dungeon.lua` rather than a
/// `dungeon.def`: its first token is a Lua comment, or `dungeon` followed by
/// `=`.
pub fn looks_like_lua(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(&bytes[..bytes.len().min(4096)]);
    for line in text.lines() {
        let t = line.trim_start();
        if t.is_empty() {
            continue;
        }
        if t.starts_with("--") {
            return true;
        }
        if let Some(rest) = t.strip_prefix("dungeon") {
            return rest.trim_start().starts_with('=');
        }
        return false;
    }
    false
}

/// Reads and checks a `dungeon.lua` with the target's limits.
pub fn compile(src: &SourceFile, target: &Target) -> Compiled {
    compile_with(src, target, &WarningPolicy::default())
}

/// [`compile`] with a warning policy.
pub fn compile_with(src: &SourceFile, target: &Target, policy: &WarningPolicy) -> Compiled {
    let (chunk, mut diags) = syntax::parse(src.bytes());
    let syntax_errors = dgn_common::diag::has_errors(&diags);
    let (file, index, more) = read::read(
        &chunk,
        src.bytes().len(),
        target.dungeon_limits,
        syntax_errors,
    );
    diags.extend(more);
    policy.apply(&mut diags);
    sort(&mut diags);
    let ok = !dgn_common::diag::has_errors(&diags);
    Compiled {
        file: if ok { file } else { None },
        index,
        diagnostics: diags,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_lua_text() {
        assert!(looks_like_lua(b"-- comment\nDUNGEON:"));
        assert!(looks_like_lua(b"\n dungeon = {}"));
        assert!(!looks_like_lua(b"DUNGEON: \"x\" \"x\" (1, 0)"));
        assert!(!looks_like_lua(b"# comment\n"));
    }
}
