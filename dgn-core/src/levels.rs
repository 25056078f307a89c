//! Special-level files of either dialect, compiled straight to `.lev` bytes.
//!
//! The dialect follows from the target ([`Target::dialect`]). A file written
//! in the other dialect is one error saying so when the target was given,
//! and is read in its own dialect, with a warning, when none was (see
//! [`compile_from`]). UnNetHack 3.5 (`--target unnethack-3.5`) has a
//! language of its own (crate `dgn-lev35`), which no other dialect is tried
//! for. Every level name is checked to be a safe file name before anything
//! is written.

use crate::diag::{has_errors, Diagnostic, WarningPolicy};
use crate::settings::{Face, TargetOrigin};
use crate::source::{show_bytes, SourceFile, Span};
use crate::target::{Dialect, Target};
use crate::{lev, lev35, lev36};

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
    /// An UnNetHack 3.5 level program (fixed opcode records).
    V35(lev35::Level),
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

impl LevelFile {
    /// The line a variant's lev_comp adds to `vaults.dat` for this level
    /// when it is a random vault (a variant's `rndvault`):
    /// `"{mindepth} {freq} {name}\n"` for EvilHack and Hack'EM,
    /// `"{freq} {name}\n"` for UnNetHack.
    pub fn vaults_dat_line(&self) -> Option<String> {
        match &self.model {
            Model::V36(lev36::Level {
                rnd_vault: Some((Some(mindepth), freq)),
                ..
            }) => Some(format!("{mindepth} {freq} {}\n", self.name)),
            Model::V36(lev36::Level {
                rnd_vault: Some((None, freq)),
                ..
            }) => Some(format!("{freq} {}\n", self.name)),
            _ => None,
        }
    }
}

/// The result of compiling one special-level file.
#[derive(Debug)]
pub struct Compiled {
    /// Every level, when no error was found.
    pub levels: Option<Vec<LevelFile>>,
    /// Every error and warning.
    pub diagnostics: Vec<Diagnostic>,
    /// The target the file was compiled for instead of the one given, when
    /// no target was given and the file is in another dialect (see
    /// [`compile_from`]).
    pub detected: Option<Target>,
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

/// The level dialects dgn reads, each with the built-in target that reads
/// it and the name of its language. A file that fails in its target's
/// dialect is tried in the others, in this order.
const LEVEL_DIALECTS: &[(Dialect, &str, &str)] = &[
    (Dialect::V343, "nethack-3.4.3", "NetHack 3.4.3"),
    (Dialect::V36, "nethack-3.6.7", "NetHack 3.6"),
];

/// The first error of parsing `src` in `dialect` (`None` when it parses).
fn first_parse_error(dialect: Dialect, src: &SourceFile) -> Option<Diagnostic> {
    let diags = match dialect {
        Dialect::V343 => lev::parse(src).1,
        Dialect::V36 => lev36::parse(src).1,
    };
    diags.into_iter().find(Diagnostic::is_error)
}

/// Another dialect a file compiles in: its entry in [`LEVEL_DIALECTS`],
/// its built-in target, what it compiled to, and the first error of the
/// given target's grammar.
type OtherDialect = (
    &'static (Dialect, &'static str, &'static str),
    Target,
    (Option<Written>, Vec<Diagnostic>),
    Diagnostic,
);

/// The dialect `src` is unmistakably written in when it is not
/// `target`'s: a file that the target's grammar cannot read and that
/// another dialect compiles without an error (for that dialect's built-in
/// target, with a catalog the caller supplied kept). Returns that dialect's
/// entry in [`LEVEL_DIALECTS`], its target, what it compiled to, and the
/// first error of the target's grammar.
fn other_dialect(target: &Target, src: &SourceFile, opts: &Options) -> Option<OtherDialect> {
    let first = first_parse_error(target.dialect, src)?;
    let builtin_catalog = Target::builtin(&target.name).map(|t| t.catalog);
    let own_catalog = builtin_catalog.is_some_and(|c| std::sync::Arc::ptr_eq(&c, &target.catalog));
    LEVEL_DIALECTS
        .iter()
        .filter(|(d, _, _)| *d != target.dialect)
        .filter(|(d, _, _)| first_parse_error(*d, src).is_none())
        .find_map(|entry| {
            let mut other = Target::builtin(entry.1)?;
            if !own_catalog {
                // A catalog the caller supplied applies whatever the dialect.
                other.catalog = target.catalog.clone();
            }
            let compiled = compile_dialect(entry.0, src, &other, opts);
            compiled
                .0
                .is_some()
                .then(|| (entry, other, compiled, first.clone()))
        })
}

/// How many errors reading a file in its target's dialect must give,
/// when another dialect compiles it cleanly, for the file to count as
/// written in that other dialect. With fewer, the errors may be mistakes
/// in the target's own dialect (a map character or a comment that only
/// the other one accepts), so they are shown after a hint. Each level file
/// of NetHack 3.4.3 and 3.6.7 gives 29 or more in the other dialect.
const UNMISTAKABLE: usize = 4;

/// The language name of `dialect`.
fn language(dialect: Dialect) -> &'static str {
    LEVEL_DIALECTS
        .iter()
        .find(|(d, _, _)| *d == dialect)
        .map_or("its target's", |(_, _, l)| l)
}

/// Compiles a special-level file for `target` into `.lev` files, the target
/// given by the caller: a file in another dialect is one error (see
/// [`compile_from`]).
pub fn compile(src: &SourceFile, target: &Target, opts: &Options) -> Compiled {
    compile_from(src, target, opts, TargetOrigin::given(Face::Library))
}

/// Compiles a special-level file for `target`, chosen as `origin` says.
///
/// A file that `target`'s grammar cannot read, that gives at least four
/// errors in `target`'s dialect and that another dialect compiles without
/// an error is written in that other dialect. When the target was given
/// (`origin.explicit`), that is one error for the whole file, which says
/// how to set the target in `origin.face`; the errors of reading it in the
/// wrong dialect are not shown. When no target was given anywhere, the file
/// is compiled for the built-in target of its dialect (keeping a catalog the
/// caller supplied), with a `detected-dialect` warning saying so, and
/// [`Compiled::detected`] holds that target.
pub fn compile_from(
    src: &SourceFile,
    target: &Target,
    opts: &Options,
    origin: TargetOrigin,
) -> Compiled {
    if target.reads_dungeon_lua() {
        return Compiled {
            levels: None,
            diagnostics: vec![Diagnostic::error(format!(
                "target `{}` has no level compiler: NetHack 3.7's special levels are Lua programs the game runs (dgn compiles the 3.4.3 and 3.6 level languages)",
                target.name
            ))],
            detected: None,
        };
    }
    if target.variant == crate::target::Variant::UnNetHack35 {
        // UnNetHack 3.5's language is its own: no other dialect is tried.
        let o = lev35::Options {
            warnings: opts.warnings.clone(),
        };
        let c = lev35::compile(src, target, &o);
        let mut diagnostics = c.diagnostics;
        let mut written: Written = Vec::new();
        for (name, level) in c.levels.into_iter().flatten() {
            match lev35::write(&level, target) {
                Ok(b) => written.push((name, Model::V35(level), b, None)),
                Err(e) => diagnostics.push(Diagnostic::error(format!(
                    "level `{}` cannot be written: {e}",
                    show_bytes(&name)
                ))),
            }
        }
        let ok = !has_errors(&diagnostics);
        // Its lev_comp opens a level file without truncating it.
        return finish(src, ok.then_some(written), diagnostics, false);
    }
    let (levels, diagnostics) = compile_dialect(target.dialect, src, target, opts);
    let Some(levels) = levels else {
        let Some((&(_, name, lang), detected, compiled, first)) = other_dialect(target, src, opts)
        else {
            return Compiled {
                levels: None,
                diagnostics,
                detected: None,
            };
        };
        let at = first.primary.as_ref().map_or(Span::new(0, 0), |l| l.span);
        let own = language(target.dialect);
        let hidden = diagnostics.iter().filter(|d| d.is_error()).count();
        if hidden < UNMISTAKABLE {
            // A few errors may as well be mistakes in the target's dialect
            // (a map character only 3.6 knows): show them, after the hint.
            let mut all = vec![Diagnostic::error(format!(
                "`{}` compiles as the {lang} level language, but target `{}` reads the {own} one",
                src.name(),
                target.name
            ))
            .help(origin.face.how_to_set_target(name))];
            all.extend(diagnostics);
            return Compiled {
                levels: None,
                diagnostics: all,
                detected: None,
            };
        }
        if origin.explicit {
            let error = Diagnostic::error(format!(
                "`{}` is written in the {lang} level language, but target `{}` reads the {own} one",
                src.name(),
                target.name
            ))
            .at(at, format!("the {own} grammar cannot read this"))
            .note(format!(
                "the whole file compiles as {lang}; reading it as {own} gives {hidden} error{}, not shown",
                if hidden == 1 { "" } else { "s" }
            ))
            .help(origin.face.how_to_set_target(name));
            return Compiled {
                levels: None,
                diagnostics: vec![error],
                detected: None,
            };
        }
        let mut note = vec![Diagnostic::warning(
            "detected-dialect",
            format!(
                "`{}` is read as the {lang} level language (target `{name}`)",
                src.name()
            ),
        )
        .at(at, format!("not {own}"))
        .note(format!(
            "no target was given, and the file is not in the default target's dialect ({own})"
        ))
        .help(origin.face.how_to_set_target(name))];
        opts.warnings.apply(&mut note);
        let (levels, mut diagnostics) = compiled;
        diagnostics.splice(0..0, note);
        let truncates = truncates(&detected);
        let mut out = finish(src, levels, diagnostics, truncates);
        out.detected = Some(detected);
        return out;
    };
    finish(src, Some(levels), diagnostics, truncates(target))
}

/// Whether the target's `lev_comp` truncates a level file it writes again
/// (UnNetHack's opens it without `O_TRUNC`).
fn truncates(target: &Target) -> bool {
    target.dialect != crate::Dialect::V36 || crate::lev36::variant::of(target.variant).truncates
}

/// Checks the level names of a compiled file: each must be a safe file
/// name, used once.
fn finish(
    src: &SourceFile,
    levels: Option<Written>,
    mut diagnostics: Vec<Diagnostic>,
    truncates: bool,
) -> Compiled {
    let Some(levels) = levels else {
        return Compiled {
            levels: None,
            diagnostics,
            detected: None,
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
        let origins = lines.map(|lines| Origins {
            file: file.clone(),
            lines,
        });
        let level = LevelFile {
            name: name.clone(),
            bytes,
            model,
            origins,
        };
        if seen.insert(name.clone()) {
            files.push(level);
        } else {
            // lev_comp writes each level as it reads it: the later one
            // is the file that stays.
            diagnostics.push(Diagnostic::warning(
                "level-defined-twice",
                format!(
                    "level `{name}` is defined twice in {}; the later one is written to {name}.lev, as lev_comp writes it",
                    src.name()
                ),
            ));
            if let Some(f) = files.iter_mut().find(|f| f.name == name) {
                let mut level = level;
                if !truncates && f.bytes.len() > level.bytes.len() {
                    // The game's lev_comp writes the later level over the
                    // earlier without truncating the file: the earlier one's
                    // end stays after it (the game reads no further than
                    // the later program).
                    let tail = f.bytes[level.bytes.len()..].to_vec();
                    level.bytes.extend_from_slice(&tail);
                    if let Some(d) = diagnostics.last_mut() {
                        let d2 = std::mem::replace(d, Diagnostic::error(""));
                        *d = d2.note(format!(
                            "as that lev_comp does, the last {} bytes of the earlier level stay after the later one",
                            tail.len()
                        ));
                    }
                }
                *f = level;
            }
        }
    }
    let ok = !has_errors(&diagnostics);
    Compiled {
        levels: ok.then_some(files),
        diagnostics,
        detected: None,
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
    if target.variant == crate::target::Variant::UnNetHack35 {
        return lev35::decompile(bytes, name, target).map(String::into_bytes);
    }
    match target.dialect {
        Dialect::V343 => lev::decompile(bytes, name, target),
        Dialect::V36 => lev36::decompile(bytes, name, target),
    }
}
