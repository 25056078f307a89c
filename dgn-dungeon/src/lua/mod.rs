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

/// Reads and checks a `dungeon.lua` with the target's limits, and proves
/// that NetHack 3.7 can start a game with it ([`crate::proof::prove_37`]):
/// an error when every game panics at its start, the warning
/// `unplaceable-level` when some do, `placement-unproven` where the proof
/// stopped short, as for `dungeon.def`.
pub fn compile(src: &SourceFile, target: &Target) -> Compiled {
    compile_with(src, target, &WarningPolicy::default())
}

/// [`compile`] with a warning policy. The proof follows a Rust port's
/// rule for the dungeons NetHack looks up by name (they count only when
/// all are defined); [`compile_for_nethack`] counts them always.
pub fn compile_with(src: &SourceFile, target: &Target, policy: &WarningPolicy) -> Compiled {
    compile_impl(src, target, policy, Some(false))
}

/// [`compile_with`] for NetHack itself (the file a game will read: checked
/// by `dgn_comp`, build-support with a NetHack target, the language
/// server): a dungeon NetHack 3.7 looks up by name and the file leaves out
/// ("The Tutorial", "The Quest", ...) panics in every game, an error, as
/// `dgn_comp --layout` says.
pub fn compile_for_nethack(src: &SourceFile, target: &Target, policy: &WarningPolicy) -> Compiled {
    compile_impl(src, target, policy, Some(true))
}

/// [`compile_with`] without the placement proof: the file as NetHack 3.7
/// reads it, even when every game started with it panics (for tools that
/// lay such a file out seed by seed, and for editors that only need the
/// [`Index`]).
pub fn compile_unproven(src: &SourceFile, target: &Target, policy: &WarningPolicy) -> Compiled {
    compile_impl(src, target, policy, None)
}

fn compile_impl(
    src: &SourceFile,
    target: &Target,
    policy: &WarningPolicy,
    // The proof, with NetHack's rule for look-ups by name (true) or a
    // port's (false); none at all for `None`.
    prove: Option<bool>,
) -> Compiled {
    let (chunk, mut diags) = syntax::parse(src.bytes());
    let syntax_errors = dgn_common::diag::has_errors(&diags);
    let (file, index, more, complete) = read::read_checked(
        &chunk,
        src.bytes().len(),
        target.dungeon_limits,
        syntax_errors,
    );
    diags.extend(more);
    // Errors that leave the file as the game would read it (names cut to
    // their fields) do not stop the proof: every error in one run.
    let provable = complete && !syntax_errors;
    if let (Some(nethack), true) = (prove, provable) {
        if let Some(f) = &file {
            diags.extend(proof_diagnostics(f, &index, nethack, policy));
        }
    }
    policy.apply(&mut diags);
    sort(&mut diags);
    let ok = !dgn_common::diag::has_errors(&diags);
    Compiled {
        file: if ok { file } else { None },
        index,
        diagnostics: diags,
    }
}

/// The placement proof of a file read without errors, as diagnostics at
/// the entries concerned.
fn proof_diagnostics(
    file: &LuaFile,
    index: &Index,
    nethack: bool,
    policy: &WarningPolicy,
) -> Vec<Diagnostic> {
    let look_ups = policy.lint_level(dgn_common::diag::LOOKED_UP_DUNGEON);
    let rules = crate::proof::Rules37 {
        unconnected: file
            .extras
            .iter()
            .enumerate()
            .filter(|(_, x)| x.unconnected)
            .map(|(i, _)| i)
            .collect(),
        nethack,
        skip_look_ups: look_ups == dgn_common::settings::Level::Allow,
    };
    let proof = crate::check::prove_cut(&file.model, crate::NAME_MAX, |m| {
        crate::proof::prove_37(m, &rules)
    });
    if proof.never_panics() {
        return Vec::new();
    }
    let spans = crate::check::Spans {
        dungeons: index.dungeons.iter().map(|d| d.name_span).collect(),
        levels: index
            .dungeons
            .iter()
            .map(|d| d.levels.iter().map(|l| l.name_span).collect())
            .collect(),
        branches: index
            .dungeons
            .iter()
            .map(|d| d.branches.iter().map(|b| b.name_span).collect())
            .collect(),
    };
    crate::check::proof_diagnostics_37(&file.model, &proof, &spans, look_ups)
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

    /// The reader refuses a first branch chained to the dungeon's last
    /// level before the proof runs; the proof's own finding for it, on a
    /// model built by hand, is worded at the branch.
    #[test]
    fn proof_names_a_chain_3_7_cannot_find() {
        use crate::model::{Branch, BranchKind, Couple, Dungeon, SpecialLevel};
        let level = SpecialLevel {
            name: b"x".to_vec(),
            place: Couple { base: 1, rand: 0 },
            chance: 100,
            ..Default::default()
        };
        let branch = Branch {
            dest: b"B".to_vec(),
            place: Couple { base: 1, rand: 0 },
            chain: Some(0),
            kind: BranchKind::Stair,
            up: false,
            entry: 0,
        };
        let file = LuaFile {
            model: DungeonFile {
                dungeons: vec![
                    Dungeon {
                        name: b"A".to_vec(),
                        depth: Couple { base: 5, rand: 0 },
                        chance: 100,
                        levels: vec![level],
                        branches: vec![branch],
                        ..Default::default()
                    },
                    Dungeon {
                        name: b"B".to_vec(),
                        depth: Couple { base: 2, rand: 0 },
                        chance: 100,
                        ..Default::default()
                    },
                ],
            },
            extras: vec![DungeonExtras::default(); 2],
        };
        let at = |a: usize| Span::new(a, a + 1);
        let index = Index {
            dungeons: vec![
                IndexedDungeon {
                    name_span: at(0),
                    levels: vec![IndexedLevel {
                        name_span: at(2),
                        ..Default::default()
                    }],
                    branches: vec![IndexedBranch {
                        name_span: at(4),
                        ..Default::default()
                    }],
                    ..Default::default()
                },
                IndexedDungeon {
                    name_span: at(6),
                    ..Default::default()
                },
            ],
        };
        let diags = proof_diagnostics(&file, &index, false, &WarningPolicy::default());
        assert_eq!(diags.len(), 1, "{diags:?}");
        let d = &diags[0];
        assert!(d.is_error());
        assert_eq!(
            d.message,
            "the branch to \"B\" is chained to the last level of dungeon \"A\", which NetHack 3.7's look-up leaves out: NetHack panics at the start of every game"
        );
        assert_eq!(d.primary.as_ref().map(|p| p.span), Some(at(4)));
        assert!(d.notes.iter().any(|n| n.contains("Could not chain branch")));
    }
}
