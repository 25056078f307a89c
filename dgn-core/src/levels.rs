//! Special-level files of either dialect, compiled straight to `.lev` bytes.
//!
//! The dialect follows from the target ([`Target::dialect`]). A file written
//! in the other dialect gets a note saying so, and every level name is
//! checked to be a safe file name before anything is written.

use crate::diag::{has_errors, Diagnostic, WarningPolicy};
use crate::source::{show_bytes, SourceFile};
use crate::target::{Dialect, Target};
use crate::{lev, lev36};

/// Settings of one compile.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// What to do with warnings.
    pub warnings: WarningPolicy,
    /// Also run the checks NetHack's 3.4.3 lev_comp makes only with `-w`.
    pub extra_warnings: bool,
    /// Do not record where each level's items come from
    /// ([`LevelFile::origins`] is then `None`): for callers that never
    /// preview levels (build scripts, the `dungeon!` macro, plain compiles).
    pub skip_lines: bool,
}

/// A compiled level's model, in its dialect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Model {
    /// A NetHack 3.4.3 level.
    V343(lev::model::Level),
    /// A NetHack 3.6 level program.
    V36(lev36::Level),
}

/// The source lines of a compiled level's items, in its dialect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lines {
    /// Lines of a NetHack 3.4.3 level, parallel to its model's lists.
    V343(lev::lines::Lines),
    /// Lines of a NetHack 3.6 level program, by instruction.
    V36(lev36::lines::Lines),
}

/// Where a compiled level comes from: the source file and the line of each
/// of its items.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origins {
    /// The source's name ([`SourceFile::name`]: for the command-line tools,
    /// the path as the user gave it), shared by the levels of one file.
    pub file: std::sync::Arc<str>,
    /// The line of each item's statement.
    pub lines: Lines,
}

/// One compiled level: its file name (without `.lev`), its bytes and its
/// model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelFile {
    /// The level's name, which names its file.
    pub name: String,
    /// The bytes of `NAME.lev`.
    pub bytes: Vec<u8>,
    /// What the bytes encode.
    pub model: Model,
    /// Where the level's items come from in the source it was compiled
    /// from; `None` for a level that has no source (one decoded from a
    /// `.lev` file and built by hand).
    pub origins: Option<Origins>,
}

/// The result of compiling one special-level file.
#[derive(Debug)]
pub struct Compiled {
    /// Every level, when no error was found.
    pub levels: Option<Vec<LevelFile>>,
    /// Every error and warning.
    pub diagnostics: Vec<Diagnostic>,
}

/// Why `name` cannot name a level file, if it cannot.
fn unsafe_name(name: &[u8]) -> Option<String> {
    let Ok(text) = std::str::from_utf8(name) else {
        return Some("it is not valid text".into());
    };
    if text.is_empty() {
        return Some("it is empty".into());
    }
    if text.contains(['/', '\\', '\0']) || text == "." || text == ".." {
        return Some("it would name a file outside the output directory".into());
    }
    None
}

/// `(name, model, bytes, lines)` of each written level.
type Written = Vec<(Vec<u8>, Model, Vec<u8>, Option<Lines>)>;

/// A dialect compiler's levels (when it found no error) by name, and
/// their lines.
type Named<L, N> = (Option<Vec<(Vec<u8>, L)>>, Vec<N>);

fn compile_dialect(
    dialect: Dialect,
    src: &SourceFile,
    target: &Target,
    opts: &Options,
) -> (Option<Written>, Vec<Diagnostic>) {
    // Each level is written as it is taken from the compiler's list, into a
    // list sized once: a file may hold thousands of levels.
    fn write_all<L, N>(
        (levels, lines): Named<L, N>,
        mut diags: Vec<Diagnostic>,
        write: impl Fn(&L) -> Result<Vec<u8>, String>,
        (model, wrap): (impl Fn(L) -> Model, impl Fn(N) -> Lines),
    ) -> (Option<Written>, Vec<Diagnostic>) {
        let Some(levels) = levels else {
            return (None, diags);
        };
        let mut out = Vec::with_capacity(levels.len());
        // No lines when they were not recorded.
        let mut lines = lines.into_iter();
        for (name, level) in levels {
            let at = lines.next().map(&wrap);
            match write(&level) {
                Ok(b) => out.push((name, model(level), b, at)),
                Err(e) => diags.push(Diagnostic::error(format!(
                    "level `{}` cannot be written: {e}",
                    show_bytes(&name)
                ))),
            }
        }
        let ok = !has_errors(&diags);
        (ok.then_some(out), diags)
    }
    match dialect {
        Dialect::V343 => {
            let o = lev::Options {
                warnings: opts.warnings.clone(),
                extra_warnings: opts.extra_warnings,
                skip_lines: opts.skip_lines,
            };
            let c = lev::compile(src, target, &o);
            let levels = c
                .levels
                .map(|ls| ls.into_iter().map(|(n, l)| (n.into_bytes(), l)).collect());
            write_all(
                (levels, c.lines),
                c.diagnostics,
                |l| lev::write(l, target).map_err(|e| e.to_string()),
                (Model::V343, Lines::V343),
            )
        }
        Dialect::V36 => {
            let o = lev36::Options {
                warnings: opts.warnings.clone(),
                skip_lines: opts.skip_lines,
            };
            let c = lev36::compile(src, target, &o);
            write_all(
                (c.levels, c.lines),
                c.diagnostics,
                |l| lev36::write(l, target).map_err(|e| e.to_string()),
                (Model::V36, Lines::V36),
            )
        }
    }
}

/// Compiles a special-level file for `target` into `.lev` files.
pub fn compile(src: &SourceFile, target: &Target, opts: &Options) -> Compiled {
    if target.reads_dungeon_lua() {
        return Compiled {
            levels: None,
            diagnostics: vec![Diagnostic::error(format!(
                "target `{}` has no level compiler: NetHack 3.7's special levels are Lua programs the game runs (dgn compiles the 3.4.3 and 3.6 level languages)",
                target.name
            ))],
        };
    }
    let (levels, mut diagnostics) = compile_dialect(target.dialect, src, target, opts);
    let Some(levels) = levels else {
        // A file in the other dialect fails in many places; say why once.
        let other = match target.dialect {
            Dialect::V343 => (Dialect::V36, "NetHack 3.6", "nethack-3.6.7"),
            Dialect::V36 => (Dialect::V343, "NetHack 3.4.3", "nethack-3.4.3"),
        };
        let quiet = Options::default();
        let parses = |d: Dialect| match d {
            Dialect::V343 => lev::parse(src).1.iter().all(|d| !d.is_error()),
            Dialect::V36 => lev36::parse(src).1.iter().all(|d| !d.is_error()),
        };
        let parses_as_other = !parses(target.dialect)
            && match other.0 {
                Dialect::V343 => lev::parse(src).1.iter().all(|d| !d.is_error()),
                Dialect::V36 => lev36::parse(src).1.iter().all(|d| !d.is_error()),
            };
        if parses_as_other {
            let other_target = Target::builtin(other.2).unwrap_or_default();
            let (ok, _) = compile_dialect(other.0, src, &other_target, &quiet);
            if ok.is_some() {
                diagnostics.insert(
                    0,
                    Diagnostic::error(format!(
                        "this file is written in the {} level language, but target `{}` uses the other dialect",
                        other.1, target.name
                    ))
                    .help(format!("compile it with `--target {}`", other.2)),
                );
            }
        }
        return Compiled {
            levels: None,
            diagnostics,
        };
    };
    if levels.is_empty() && !has_errors(&diagnostics) {
        diagnostics.push(
            Diagnostic::error("no level is defined")
                .at(crate::source::Span::new(0, src.bytes().len().min(1)), "the file has no level")
                .note("a special-level file holds one or more levels, each starting with `MAZE:` or `LEVEL:`; NetHack's lev_comp would write nothing"),
        );
    }
    let mut files = Vec::with_capacity(levels.len());
    let file: std::sync::Arc<str> = src.name().into();
    // Ordered, not hashed: no random hash keys to draw at every start.
    let mut seen = std::collections::BTreeSet::new();
    for (name, model, bytes, lines) in levels {
        if let Some(why) = unsafe_name(&name) {
            diagnostics.push(Diagnostic::error(format!(
                "level name `{}` cannot be used as a file name: {why}",
                show_bytes(&name)
            )));
            continue;
        }
        let name = String::from_utf8(name).expect("a safe name is text");
        if seen.insert(name.clone()) {
            let origins = lines.map(|lines| Origins {
                file: file.clone(),
                lines,
            });
            files.push(LevelFile {
                name,
                bytes,
                model,
                origins,
            });
        } else {
            diagnostics.push(Diagnostic::error(format!(
                "level `{name}` is defined twice in {}; both would be written to {name}.lev",
                src.name()
            )));
        }
    }
    let ok = !has_errors(&diagnostics);
    Compiled {
        levels: ok.then_some(files),
        diagnostics,
    }
}

#[cfg(feature = "decompile")]
/// Turns a `.lev` file of `target`'s dialect back into source that compiles
/// to exactly the same bytes (the level's name is not stored in the file,
/// so the caller gives it). A file written for another built-in target is
/// reported as such.
pub fn decompile(bytes: &[u8], name: &str, target: &Target) -> Result<Vec<u8>, String> {
    if target.reads_dungeon_lua() {
        return Err(format!(
            "target `{}` has no level files: NetHack 3.7's special levels are Lua programs",
            target.name
        ));
    }
    if !bytes.starts_with(&target.version_bytes()) {
        if let Some(other) = crate::target::BUILTIN_TARGETS
            .iter()
            .filter_map(|n| Target::builtin(n))
            .find(|t| !t.version.is_empty() && bytes.starts_with(&t.version_bytes()))
        {
            return Err(format!(
                "this level file was written for target `{}`, not `{}` (use --target {})",
                other.name, target.name, other.name
            ));
        }
    }
    match target.dialect {
        Dialect::V343 => lev::decompile(bytes, name, target),
        Dialect::V36 => lev36::decompile(bytes, name, target),
    }
}
