//! Settings files: `dgn.toml`, one place to say what the data beside it is
//! compiled for.
//!
//! # Where it is looked for
//!
//! For a file being compiled, the directory holding it is searched first,
//! then its parent, and so on up to the root of the file system; the first
//! directory that holds a regular file named `dgn.toml` wins (as rustfmt
//! finds `rustfmt.toml`), and files further up are not read or merged. A
//! relative path is made absolute against the current directory first
//! (symbolic links are not resolved). Each face starts the search from:
//!
//! - `dgn_comp` and `lev_comp`: each input file (standard input: the
//!   current directory);
//! - `build-support`: each input file;
//! - `dungeon!`: the file of `file = ".."`, or `CARGO_MANIFEST_DIR` for an
//!   inline description or `des = ".."`;
//! - `dgn-lsp`: the document's file (for a `file:` URI).
//!
//! # What it holds
//!
//! ```toml
//! target = "nethack-3.6.7"        # --target
//! catalog = "tables/catalog.txt"  # --catalog, relative to this file
//! extra-warnings = true           # lev_comp -w
//! lua-levels = ["*.lua"]          # which NetHack 3.7 .lua files are levels
//! lua-libraries = ["scripts/**"]  # .lua files that are never run as levels
//!
//! [features]                      # -D NAME / -U NAME
//! REINCARNATION = false
//!
//! [warnings]                      # -A NAME / -W NAME
//! unused-register = "allow"
//! unreachable-dungeon = "deny"
//! looked-up-dungeon = "allow"     # a check denied by default (-A NAME)
//! all = "warn"                    # "allow": -A warnings, "deny": -W error
//! ```
//!
//! A check that is an error unless allowed
//! ([`crate::diag::DENY_BY_DEFAULT`]) takes the same levels: `"allow"`
//! turns it off, `"warn"` makes it a warning; `all` does not reach it.
//!
//! Every key is optional. The file is read as TOML, restricted to what
//! these settings need: `# comments`, `[features]` and `[warnings]`
//! tables (or dotted keys such as `features.REINCARNATION = false`), bare
//! or quoted keys, basic (`"..."`) and literal (`'...'`) strings,
//! `true`/`false`, and lists of strings written on one line
//! (`["a", "b"]`). Anything else, an unknown key (with the nearest known
//! one suggested) or a value of the wrong kind is an error at its
//! `dgn.toml:line:column`.
//!
//! # Lua level files
//!
//! `lua-levels` and `lua-libraries` say which NetHack 3.7 `.lua` files
//! below the settings file are special levels (run and checked as a game
//! would run them) and which are not (a variant's scripts, helpers):
//! [`Settings::lua_role`]. Each is a list of globs: `*` stands for any
//! characters but `/`, `?` for one, `**` for any number of directories;
//! a glob with a `/` is matched against the path from the directory of
//! `dgn.toml`, one without against the file name alone. A file that a
//! `lua-libraries` glob matches is not a level; otherwise, when
//! `lua-levels` is given, a file is a level exactly when one of its globs
//! matches.
//!
//! # Who wins
//!
//! What a face is told directly (a command-line option, a builder method of
//! `build-support`, an argument of `dungeon!`) wins over the file, key by
//! key: `--target` replaces the file's target but keeps its catalog, a
//! `-U NAME` after the file's `NAME = true` turns the feature off, and a
//! `-A NAME` silences a warning the file denies. With no target given
//! anywhere, the default target (`nethack-3.4.3`) is used and a level file
//! written in the other dialect is recognised as such.

use crate::catalog::Catalog;
use crate::diag::{did_you_mean, Diagnostic, WarningPolicy};
use crate::source::{SourceFile, Span};
use crate::target::{Target, BUILTIN_TARGETS};
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The name of the settings file.
pub const FILE_NAME: &str = "dgn.toml";

/// The keys of the top level of `dgn.toml` that take a value.
const TOP_KEYS: &[&str] = &[
    "target",
    "catalog",
    "extra-warnings",
    "lua-levels",
    "lua-libraries",
];
/// The tables of `dgn.toml`.
const TABLES: &[&str] = &["features", "warnings"];
/// The levels a warning may be set to.
const LEVELS: &[&str] = &["allow", "warn", "deny"];

/// Which tool a compile runs in: what the messages about the target tell
/// the user to change.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Face {
    /// `dgn_comp` and `lev_comp`.
    Cli,
    /// `build-support`, from a build script.
    BuildScript,
    /// The `dungeon!` macro.
    Macro,
    /// The `dgn-lsp` language server.
    Editor,
    /// The library API.
    #[default]
    Library,
    /// The Python package (`dgn`).
    Python,
}

impl Face {
    /// How to compile for target `name` in this face, as a `help:` line.
    pub fn how_to_set_target(self, name: &str) -> String {
        let direct = match self {
            Face::Cli => format!("pass `--target {name}`"),
            Face::BuildScript => {
                format!("call `.target(\"{name}\")` on the `build_support::Config`")
            }
            Face::Macro => format!("add `target = \"{name}\"` to the `dungeon!` arguments"),
            Face::Editor => {
                format!("set `\"target\": \"{name}\"` in the editor's dgn-lsp settings")
            }
            Face::Library => format!("compile with `Target::builtin(\"{name}\")`"),
            // The Python package reads no settings file.
            Face::Python => return format!("pass `target=\"{name}\"`"),
        };
        format!("{direct}, or put `target = \"{name}\"` in a {FILE_NAME} beside the data")
    }
}

/// How the target of a compile was chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TargetOrigin {
    /// True when the target was given (by the face or by a `dgn.toml`);
    /// false when it is the default because nothing named one, in which case
    /// a level file in the other dialect is read as that dialect.
    pub explicit: bool,
    /// The tool compiling.
    pub face: Face,
}

impl TargetOrigin {
    /// A target given in `face` (or in a `dgn.toml` that face read).
    pub const fn given(face: Face) -> Self {
        TargetOrigin {
            explicit: true,
            face,
        }
    }

    /// No target named anywhere: the default is used, in `face`.
    pub const fn default_in(face: Face) -> Self {
        TargetOrigin {
            explicit: false,
            face,
        }
    }
}

/// What to do with one warning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Silence it (`-A NAME`).
    Allow,
    /// Show it (the default).
    Warn,
    /// Make it an error (`-W NAME`).
    Deny,
}

/// The contents of one `dgn.toml`, checked.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The file read.
    pub path: PathBuf,
    /// `target`: a built-in target's name.
    pub target: Option<String>,
    /// `catalog`: the catalog file (resolved against the settings file's
    /// directory) and its contents.
    pub catalog: Option<(PathBuf, Arc<Catalog>)>,
    /// `extra-warnings`: lev_comp's `-w`.
    pub extra_warnings: Option<bool>,
    /// `[features]`: `%NAME` features on (`true`) or off, in file order.
    pub features: Vec<(String, bool)>,
    /// `[warnings]`: warning names (or `all`) and their level, in file
    /// order.
    pub warnings: Vec<(String, Level)>,
    /// `lua-levels`: globs of the `.lua` files that are levels (empty: not
    /// given). See [`Settings::lua_role`].
    pub lua_levels: Vec<String>,
    /// `lua-libraries`: globs of the `.lua` files that are not levels.
    pub lua_libraries: Vec<String>,
}

/// What a settings file says a NetHack 3.7 `.lua` file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LuaRole {
    /// A special level: the game runs it to make a level.
    Level,
    /// Not a level (a library or script the game loads another way).
    Library,
}

/// Why a `dgn.toml` could not be used: the file and every problem in it.
#[derive(Clone, Debug)]
pub struct SettingsError {
    /// The settings file as read (its name is the path).
    pub file: SourceFile,
    /// Every problem found, located in `file` where possible.
    pub diagnostics: Vec<Diagnostic>,
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.diagnostics.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            f.write_str(&d.short(&self.file))?;
        }
        Ok(())
    }
}

impl std::error::Error for SettingsError {}

/// The `dgn.toml` that applies to files in `dir`: the first one found in
/// `dir` or a directory above it (see the [module docs](self)).
pub fn find(dir: &Path) -> Option<PathBuf> {
    let dir = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
    dir.ancestors()
        .map(|d| d.join(FILE_NAME))
        .find(|p| p.is_file())
}

/// The directory to start the search from for `file`: the directory that
/// holds it (the current directory for a bare file name).
pub fn start_dir(file: &Path) -> PathBuf {
    match file.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Finds and reads the settings for the file `file` (`None` when no
/// `dgn.toml` applies).
pub fn for_file(file: &Path) -> Result<Option<Settings>, SettingsError> {
    match find(&start_dir(file)) {
        Some(path) => Settings::load(&path).map(Some),
        None => Ok(None),
    }
}

/// Settings looked up for many files, each `dgn.toml` read once.
///
/// Ordered maps, not hashed ones: the command-line tools start once per
/// file, and a hashed map draws random keys at its first use.
#[derive(Debug, Default)]
pub struct Cache {
    by_dir: BTreeMap<PathBuf, Option<PathBuf>>,
    by_file: BTreeMap<PathBuf, Result<Arc<Settings>, Arc<SettingsError>>>,
}

impl Cache {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    /// The settings that apply to `file`, as [`for_file`].
    pub fn for_file(&mut self, file: &Path) -> Result<Option<Arc<Settings>>, Arc<SettingsError>> {
        self.for_dir(&start_dir(file))
    }

    /// The settings that apply to files in `dir`.
    pub fn for_dir(&mut self, dir: &Path) -> Result<Option<Arc<Settings>>, Arc<SettingsError>> {
        let found = self
            .by_dir
            .entry(dir.to_path_buf())
            .or_insert_with(|| find(dir))
            .clone();
        let Some(path) = found else {
            return Ok(None);
        };
        self.by_file
            .entry(path.clone())
            .or_insert_with(|| Settings::load(&path).map(Arc::new).map_err(Arc::new))
            .clone()
            .map(Some)
    }

    /// Every settings file read so far (for build tools that track them).
    pub fn files(&self) -> impl Iterator<Item = &Path> {
        self.by_file.keys().map(PathBuf::as_path)
    }
}

impl Settings {
    /// Reads and checks the settings file at `path`.
    pub fn load(path: &Path) -> Result<Settings, SettingsError> {
        match std::fs::read(path) {
            Ok(bytes) => Settings::parse(path, bytes),
            Err(e) => Err(SettingsError {
                file: SourceFile::new(path.display().to_string(), Vec::new()),
                diagnostics: vec![Diagnostic::error(format!("cannot read {FILE_NAME}: {e}"))],
            }),
        }
    }

    /// Checks the text of a settings file that was read from `path` (a
    /// catalog path in it is relative to the directory of `path`).
    pub fn parse(path: &Path, bytes: Vec<u8>) -> Result<Settings, SettingsError> {
        let file = SourceFile::new(path.display().to_string(), bytes);
        let mut errors = Vec::new();
        let entries = read_entries(file.bytes(), &mut errors);
        let mut s = Settings {
            path: path.to_path_buf(),
            target: None,
            catalog: None,
            extra_warnings: None,
            features: Vec::new(),
            warnings: Vec::new(),
            lua_levels: Vec::new(),
            lua_libraries: Vec::new(),
        };
        let mut catalog_at = None;
        for e in &entries {
            s.take(e, &mut errors, &mut catalog_at);
        }
        if let Some((value, span)) = catalog_at {
            let dir = path.parent().unwrap_or(Path::new(""));
            let full = dir.join(&value);
            match std::fs::read_to_string(&full) {
                Ok(text) => match Catalog::parse(&text) {
                    Ok(c) => s.catalog = Some((full, Arc::new(c))),
                    Err(err) => errors.push(
                        Diagnostic::error(format!(
                            "catalog {} cannot be used: {err}",
                            full.display()
                        ))
                        .at(span, "this catalog"),
                    ),
                },
                Err(err) => errors.push(
                    Diagnostic::error(format!("cannot read catalog {}: {err}", full.display()))
                        .at(span, "this file")
                        .note(format!(
                            "a catalog path is relative to the directory of {FILE_NAME}"
                        )),
                ),
            }
        }
        // Feature names are those of the file's target (or the default).
        let target = s
            .target
            .as_deref()
            .and_then(Target::builtin)
            .unwrap_or_default();
        for e in entries
            .iter()
            .filter(|e| e.table.as_deref() == Some("features"))
        {
            if target.feature_default(&e.key).is_none() {
                let known: Vec<&str> = target.features.iter().map(|(n, _)| n.as_str()).collect();
                let mut d = Diagnostic::error(format!("unknown feature `{}`", e.key))
                    .at(e.key_span, "not a feature of the target")
                    .note(format!(
                        "target `{}` knows: {}",
                        target.name,
                        known.join(", ")
                    ));
                if let Some(m) = did_you_mean(&e.key, known.iter().copied()) {
                    d = d.help(format!("did you mean `{m}`?"));
                }
                errors.push(d);
            }
        }
        if errors.is_empty() {
            Ok(s)
        } else {
            Err(SettingsError {
                file,
                diagnostics: errors,
            })
        }
    }

    /// Takes one `key = value` line into the settings.
    fn take(
        &mut self,
        e: &Entry,
        errors: &mut Vec<Diagnostic>,
        catalog_at: &mut Option<(String, Span)>,
    ) {
        let wrong = |what: &str| {
            Diagnostic::error(format!("`{}` takes {what}", e.full_key()))
                .at(e.value_span, format!("expected {what}"))
        };
        match (e.table.as_deref(), e.key.as_str()) {
            (None, "target") => match &e.value {
                Value::Str(name) => {
                    if Target::builtin(name).is_some() {
                        self.target = Some(name.clone());
                    } else {
                        let mut d = Diagnostic::error(format!("unknown target `{name}`"))
                            .at(e.value_span, "not a built-in target")
                            .note(format!(
                                "the built-in targets are {}",
                                BUILTIN_TARGETS.join(", ")
                            ));
                        if let Some(m) = crate::target::suggest_target(name) {
                            d = d.help(format!("did you mean `{m}`?"));
                        }
                        errors.push(d);
                    }
                }
                _ => errors.push(wrong("a target name, as a string")),
            },
            (None, "catalog") => match &e.value {
                Value::Str(p) => *catalog_at = Some((p.clone(), e.value_span)),
                _ => errors.push(wrong("a path, as a string")),
            },
            (None, "extra-warnings") => match e.value {
                Value::Bool(b) => self.extra_warnings = Some(b),
                _ => errors.push(wrong("`true` or `false`")),
            },
            (None, key @ ("lua-levels" | "lua-libraries")) => match &e.value {
                Value::List(globs) => {
                    if key == "lua-levels" {
                        self.lua_levels = globs.clone();
                    } else {
                        self.lua_libraries = globs.clone();
                    }
                }
                _ => errors.push(wrong("a list of globs, as `[\"*.lua\"]`")),
            },
            (Some("features"), name) => match e.value {
                Value::Bool(b) => self.features.push((name.to_string(), b)),
                _ => errors.push(wrong("`true` (as -D) or `false` (as -U)")),
            },
            (Some("warnings"), name) => match &e.value {
                Value::Str(level) => match level.as_str() {
                    "allow" => self.warnings.push((name.to_string(), Level::Allow)),
                    "warn" => self.warnings.push((name.to_string(), Level::Warn)),
                    "deny" => self.warnings.push((name.to_string(), Level::Deny)),
                    other => {
                        let mut d = wrong("\"allow\", \"warn\" or \"deny\"");
                        if let Some(m) = did_you_mean(other, LEVELS.iter().copied()) {
                            d = d.help(format!("did you mean `\"{m}\"`?"));
                        }
                        errors.push(d);
                    }
                },
                _ => errors.push(wrong("\"allow\", \"warn\" or \"deny\"")),
            },
            (None, key) if TABLES.contains(&key) => errors.push(
                Diagnostic::error(format!("`{key}` is a table"))
                    .at(e.key_span, "set its entries instead")
                    .help(format!(
                        "write `[{key}]` on a line of its own, then one `NAME = value` per line"
                    )),
            ),
            (None, key) => {
                let all = TOP_KEYS.iter().chain(TABLES).copied();
                let mut d = Diagnostic::error(format!("unknown key `{key}` in {FILE_NAME}"))
                    .at(e.key_span, "unknown key")
                    .note(format!(
                        "known keys: {}; tables: [{}]",
                        TOP_KEYS.join(", "),
                        TABLES.join("], [")
                    ));
                if let Some(m) = did_you_mean(key, all) {
                    d = d.help(format!("did you mean `{m}`?"));
                }
                errors.push(d);
            }
            (Some(_), _) => {} // an unknown table, reported at its header
        }
    }

    /// The target the file names, with its catalog if it names one.
    pub fn target(&self) -> Option<Target> {
        let t = Target::builtin(self.target.as_deref()?)?;
        Some(self.with_catalog(t))
    }

    /// `target` with this file's catalog, if it names one.
    pub fn with_catalog(&self, mut target: Target) -> Target {
        if let Some((_, c)) = &self.catalog {
            target.catalog = c.clone();
        }
        target
    }

    /// What the file says the `.lua` file at `file` is: `None` when
    /// neither `lua-levels` nor `lua-libraries` decides it, or when `file`
    /// is not below the directory of this settings file (see the
    /// [module docs](self#lua-level-files)).
    pub fn lua_role(&self, file: &Path) -> Option<LuaRole> {
        let dir = self.path.parent().unwrap_or(Path::new(""));
        let rel = file.strip_prefix(dir).ok()?;
        let rel: Vec<String> = rel
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        let rel = rel.join("/");
        let name = rel.rsplit('/').next().unwrap_or("");
        let hit = |globs: &[String]| {
            globs.iter().any(|g| {
                let subject = if g.contains('/') { rel.as_str() } else { name };
                glob_match(g.trim_start_matches("./").as_bytes(), subject.as_bytes())
            })
        };
        if hit(&self.lua_libraries) {
            Some(LuaRole::Library)
        } else if self.lua_levels.is_empty() {
            None
        } else if hit(&self.lua_levels) {
            Some(LuaRole::Level)
        } else {
            Some(LuaRole::Library)
        }
    }

    /// The warning policy the file's `[warnings]` table gives.
    pub fn warning_policy(&self) -> WarningPolicy {
        let mut p = WarningPolicy::default();
        for (name, level) in &self.warnings {
            if name == "all" {
                p.all_errors = *level == Level::Deny;
                p.all_allowed = *level == Level::Allow;
                continue;
            }
            p.errors.retain(|n| n != name);
            p.allowed.retain(|n| n != name);
            p.warned.retain(|n| n != name);
            match level {
                Level::Allow => p.allowed.push(name.clone()),
                Level::Deny => p.errors.push(name.clone()),
                // Only a lint denied by default reads it.
                Level::Warn => p.warned.push(name.clone()),
            }
        }
        p
    }
}

/// `base` (the file's policy) with `explicit` (what the face was told) on
/// top: a warning named explicitly takes the explicit level, and
/// `-A warnings` / `-W error` override every level of the file.
pub fn overlay(base: WarningPolicy, explicit: &WarningPolicy) -> WarningPolicy {
    let mut p = base;
    if explicit.all_allowed {
        p.all_allowed = true;
        p.all_errors = false;
        p.errors.clear();
    }
    if explicit.all_errors {
        p.all_errors = true;
        p.all_allowed = false;
        p.allowed.clear();
    }
    for n in &explicit.allowed {
        p.errors.retain(|e| e != n);
        p.warned.retain(|w| w != n);
        p.allowed.push(n.clone());
    }
    for n in &explicit.warned {
        p.errors.retain(|e| e != n);
        p.allowed.retain(|a| a != n);
        p.warned.push(n.clone());
    }
    for n in &explicit.errors {
        p.allowed.retain(|a| a != n);
        p.warned.retain(|w| w != n);
        p.errors.push(n.clone());
    }
    p
}

/// Whether `text` matches the glob `pat`: `*` is any run of characters
/// but `/`, `?` one character but `/`, `**` any run of characters (and
/// `**/` any number of whole directories, none included).
fn glob_match(pat: &[u8], text: &[u8]) -> bool {
    match pat {
        [] => text.is_empty(),
        [b'*', b'*', b'/', rest @ ..] => {
            // Zero directories, or one more directory and try again.
            glob_match(rest, text)
                || text
                    .iter()
                    .position(|&c| c == b'/')
                    .is_some_and(|i| glob_match(pat, &text[i + 1..]))
        }
        [b'*', b'*', rest @ ..] => (0..=text.len()).any(|i| glob_match(rest, &text[i..])),
        [b'*', rest @ ..] => {
            let run = text.iter().position(|&c| c == b'/').unwrap_or(text.len());
            (0..=run).any(|i| glob_match(rest, &text[i..]))
        }
        [b'?', rest @ ..] => {
            // One character: all the bytes of a UTF-8 sequence.
            match text.first() {
                Some(&c) if c != b'/' => {
                    let len = text[1..].iter().take_while(|&&b| b & 0xc0 == 0x80).count();
                    glob_match(rest, &text[1 + len..])
                }
                _ => false,
            }
        }
        [c, rest @ ..] => text.first() == Some(c) && glob_match(rest, &text[1..]),
    }
}

/// A value in the subset of TOML read here.
#[derive(Clone, Debug, PartialEq)]
enum Value {
    Str(String),
    Bool(bool),
    /// A list of strings, written on one line.
    List(Vec<String>),
}

/// One `key = value` of the file.
#[derive(Clone, Debug)]
struct Entry {
    table: Option<String>,
    key: String,
    key_span: Span,
    value: Value,
    value_span: Span,
}

impl Entry {
    fn full_key(&self) -> String {
        match &self.table {
            Some(t) => format!("{t}.{}", self.key),
            None => self.key.clone(),
        }
    }
}

/// A cursor over one line of the file.
struct Line<'a> {
    src: &'a [u8],
    pos: usize,
    end: usize,
}

// A settings file is read once per run and its errors are rare: the size
// of a diagnostic in the error path costs nothing worth boxing it for.
#[allow(clippy::result_large_err)]
impl Line<'_> {
    fn blanks(&mut self) {
        while self.pos < self.end && matches!(self.src[self.pos], b' ' | b'\t') {
            self.pos += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        (self.pos < self.end).then(|| self.src[self.pos])
    }

    /// True when only blanks and a comment are left.
    fn at_end(&mut self) -> bool {
        self.blanks();
        matches!(self.peek(), None | Some(b'#'))
    }

    fn here(&self) -> Span {
        let end = if self.pos < self.end {
            self.pos + 1
        } else {
            self.pos
        };
        Span::new(self.pos, end)
    }

    /// A bare or quoted key.
    fn key(&mut self) -> Result<(String, Span), Diagnostic> {
        self.blanks();
        let start = self.pos;
        match self.peek() {
            Some(b'"' | b'\'') => {
                let (s, span) = self.string()?;
                Ok((s, span))
            }
            Some(c) if is_bare(c) => {
                while self.peek().is_some_and(is_bare) {
                    self.pos += 1;
                }
                let text = String::from_utf8_lossy(&self.src[start..self.pos]).into_owned();
                Ok((text, Span::new(start, self.pos)))
            }
            _ => Err(Diagnostic::error("expected a key").at(self.here(), "a key goes here")),
        }
    }

    /// A dotted key: `a`, `a.b`.
    fn dotted(&mut self) -> Result<Vec<(String, Span)>, Diagnostic> {
        let mut parts = vec![self.key()?];
        loop {
            self.blanks();
            if self.peek() != Some(b'.') {
                return Ok(parts);
            }
            self.pos += 1;
            parts.push(self.key()?);
        }
    }

    /// A basic or literal string on one line.
    fn string(&mut self) -> Result<(String, Span), Diagnostic> {
        let start = self.pos;
        let quote = self.src[self.pos];
        self.pos += 1;
        if self.src[self.pos..self.end].starts_with(&[quote, quote]) {
            return Err(
                Diagnostic::error("multi-line strings are not read in dgn.toml")
                    .at(Span::new(start, self.pos + 2), "here")
                    .help("write the value on one line"),
            );
        }
        let mut out = Vec::new();
        loop {
            let Some(c) = self.peek() else {
                return Err(Diagnostic::error("unterminated string").at(
                    Span::new(start, self.pos),
                    "this string has no closing quote",
                ));
            };
            self.pos += 1;
            if c == quote {
                break;
            }
            if c == b'\\' && quote == b'"' {
                let esc_at = self.pos - 1;
                let Some(e) = self.peek() else { continue };
                self.pos += 1;
                let ch = match e {
                    b'"' => '"',
                    b'\\' => '\\',
                    b'n' => '\n',
                    b't' => '\t',
                    b'r' => '\r',
                    b'b' => '\u{8}',
                    b'f' => '\u{c}',
                    b'e' => '\u{1b}',
                    b'u' | b'U' => {
                        let n = if e == b'u' { 4 } else { 8 };
                        let digits = self
                            .src
                            .get(self.pos..self.pos + n)
                            .filter(|_| self.pos + n <= self.end);
                        let ch = digits
                            .and_then(|d| std::str::from_utf8(d).ok())
                            .and_then(|d| u32::from_str_radix(d, 16).ok())
                            .and_then(char::from_u32);
                        match ch {
                            Some(ch) => {
                                self.pos += n;
                                ch
                            }
                            None => {
                                return Err(Diagnostic::error("bad unicode escape")
                                    .at(Span::new(esc_at, self.pos), "here"))
                            }
                        }
                    }
                    _ => {
                        return Err(Diagnostic::error("unknown escape in a string")
                            .at(Span::new(esc_at, self.pos), "here")
                            .help("write `\\\\` for a backslash, or use a 'literal string'"))
                    }
                };
                let mut buf = [0; 4];
                out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
            } else {
                out.push(c);
            }
        }
        let span = Span::new(start, self.pos);
        match String::from_utf8(out) {
            Ok(s) => Ok((s, span)),
            Err(_) => Err(Diagnostic::error("a string in dgn.toml must be UTF-8").at(span, "here")),
        }
    }

    /// A list of strings on one line: `["a", 'b',]`.
    fn list(&mut self) -> Result<(Value, Span), Diagnostic> {
        let start = self.pos;
        self.pos += 1;
        let mut items = Vec::new();
        loop {
            self.blanks();
            match self.peek() {
                Some(b']') => {
                    self.pos += 1;
                    return Ok((Value::List(items), Span::new(start, self.pos)));
                }
                Some(b'"' | b'\'') => items.push(self.string()?.0),
                None | Some(b'#') => {
                    return Err(Diagnostic::error("unclosed list")
                        .at(
                            Span::new(start, start + 1),
                            "this list has no `]` on its line",
                        )
                        .help("write a list on one line: `[\"a\", \"b\"]`"))
                }
                Some(_) => {
                    return Err(Diagnostic::error("a list in dgn.toml holds strings")
                        .at(self.here(), "expected a quoted string"))
                }
            }
            self.blanks();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b']') => {}
                _ => {
                    return Err(Diagnostic::error("expected `,` or `]` in the list")
                        .at(self.here(), "here"))
                }
            }
        }
    }

    fn value(&mut self) -> Result<(Value, Span), Diagnostic> {
        self.blanks();
        let start = self.pos;
        match self.peek() {
            Some(b'"' | b'\'') => self.string().map(|(s, span)| (Value::Str(s), span)),
            Some(b'[') => self.list(),
            Some(c) if is_bare(c) => {
                while self
                    .peek()
                    .is_some_and(|c| is_bare(c) || c == b'.' || c == b'+')
                {
                    self.pos += 1;
                }
                let span = Span::new(start, self.pos);
                match &self.src[start..self.pos] {
                    b"true" => Ok((Value::Bool(true), span)),
                    b"false" => Ok((Value::Bool(false), span)),
                    _ => Err(unsupported(span)),
                }
            }
            None | Some(b'#') => {
                Err(Diagnostic::error("expected a value after `=`")
                    .at(self.here(), "missing value"))
            }
            Some(_) => {
                let mut end = self.pos;
                while end < self.end && !matches!(self.src[end], b' ' | b'\t' | b'#') {
                    end += 1;
                }
                Err(unsupported(Span::new(start, end)))
            }
        }
    }
}

fn unsupported(span: Span) -> Diagnostic {
    Diagnostic::error("dgn.toml values are strings, `true`/`false` or lists of strings")
        .at(span, "not read here")
        .help("quote text (\"nethack-3.6.7\"); features take true or false")
}

fn is_bare(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'-'
}

/// Reads every `key = value` of the file, with the table it is in; every
/// syntax error, unknown table and repeated key goes to `errors`.
fn read_entries(src: &[u8], errors: &mut Vec<Diagnostic>) -> Vec<Entry> {
    let mut entries: Vec<Entry> = Vec::new();
    let mut table: Option<String> = None;
    let mut start = 0;
    // A UTF-8 byte order mark is allowed.
    if src.starts_with(b"\xef\xbb\xbf") {
        start = 3;
    }
    while start <= src.len() {
        let end = src[start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(src.len(), |p| start + p);
        let mut line_end = end;
        if line_end > start && src[line_end - 1] == b'\r' {
            line_end -= 1;
        }
        let mut line = Line {
            src,
            pos: start,
            end: line_end,
        };
        if let Err(d) = read_line(&mut line, &mut table, &mut entries) {
            errors.push(d);
        }
        start = end + 1;
    }
    // Repeated keys (TOML forbids them).
    for i in 0..entries.len() {
        if let Some(first) = entries[..i]
            .iter()
            .find(|f| f.table == entries[i].table && f.key == entries[i].key)
        {
            errors.push(
                Diagnostic::error(format!("`{}` is set twice", entries[i].full_key()))
                    .at(entries[i].key_span, "set again here")
                    .with_label(first.key_span, "first set here"),
            );
        }
    }
    entries
}

#[allow(clippy::result_large_err)] // see `impl Line`
fn read_line(
    line: &mut Line<'_>,
    table: &mut Option<String>,
    entries: &mut Vec<Entry>,
) -> Result<(), Diagnostic> {
    if line.at_end() {
        return Ok(());
    }
    if line.peek() == Some(b'[') {
        let open = line.pos;
        line.pos += 1;
        if line.peek() == Some(b'[') {
            return Err(
                Diagnostic::error("arrays of tables are not read in dgn.toml")
                    .at(Span::new(open, open + 2), "here"),
            );
        }
        let parts = line.dotted()?;
        line.blanks();
        if line.peek() != Some(b']') {
            return Err(
                Diagnostic::error("expected `]`").at(line.here(), "the table name ends here")
            );
        }
        line.pos += 1;
        if !line.at_end() {
            return Err(
                Diagnostic::error("unexpected text after the table name").at(line.here(), "here")
            );
        }
        let (name, span) = &parts[0];
        if parts.len() > 1 || !TABLES.contains(&name.as_str()) {
            let shown: Vec<&str> = parts.iter().map(|(p, _)| p.as_str()).collect();
            let mut d = Diagnostic::error(format!(
                "unknown table `[{}]` in {FILE_NAME}",
                shown.join(".")
            ))
            .at(span.to(parts[parts.len() - 1].1), "unknown table")
            .note(format!("the tables are [{}]", TABLES.join("], [")));
            if let Some(m) = did_you_mean(name, TABLES.iter().copied()) {
                d = d.help(format!("did you mean `[{m}]`?"));
            }
            // The entries that follow belong to no known table.
            *table = Some(String::new());
            return Err(d);
        }
        *table = Some(name.clone());
        return Ok(());
    }
    let parts = line.dotted()?;
    line.blanks();
    if line.peek() != Some(b'=') {
        return Err(Diagnostic::error("expected `=` after the key").at(line.here(), "expected `=`"));
    }
    line.pos += 1;
    let (value, value_span) = line.value()?;
    if !line.at_end() {
        return Err(Diagnostic::error("unexpected text after the value")
            .at(line.here(), "here")
            .help("one `key = value` per line; a comment starts with `#`"));
    }
    let (mut tbl, mut rest) = (table.clone(), &parts[..]);
    if tbl.is_none() && parts.len() == 2 && TABLES.contains(&parts[0].0.as_str()) {
        tbl = Some(parts[0].0.clone());
        rest = &parts[1..];
    }
    if tbl.as_deref() == Some("") {
        return Ok(()); // under an unknown table, already reported
    }
    if rest.len() != 1 {
        let span = rest[0].1.to(rest[rest.len() - 1].1);
        let shown: Vec<&str> = rest.iter().map(|(p, _)| p.as_str()).collect();
        let mut d = Diagnostic::error(format!("unknown key `{}` in {FILE_NAME}", shown.join(".")))
            .at(span, "unknown key");
        if let Some(m) = did_you_mean(&rest[0].0, TABLES.iter().copied()) {
            d = d.help(format!("did you mean `{m}.{}`?", shown[1..].join(".")));
        }
        return Err(d);
    }
    let (key, key_span) = rest[0].clone();
    entries.push(Entry {
        table: tbl,
        key,
        key_span,
        value,
        value_span,
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Settings, SettingsError> {
        Settings::parse(Path::new("/nowhere/dgn.toml"), text.as_bytes().to_vec())
    }

    fn errors(text: &str) -> Vec<String> {
        parse(text)
            .expect_err("has errors")
            .diagnostics
            .iter()
            .map(|d| {
                let mut s = d.short(&SourceFile::new("dgn.toml", text.as_bytes().to_vec()));
                for h in &d.help {
                    s.push_str(&format!(" | help: {h}"));
                }
                s
            })
            .collect()
    }

    #[test]
    fn every_key_is_read() {
        let s = parse(
            "# a comment\ntarget = \"nethack-3.6.7\" # trailing\nextra-warnings = true\n\n\
             [features]\nREINCARNATION = false\n\n[warnings]\nunused-register = 'allow'\n\
             \"unreachable-dungeon\" = \"deny\"\nall = \"warn\"\n",
        )
        .unwrap();
        assert_eq!(s.target.as_deref(), Some("nethack-3.6.7"));
        assert_eq!(s.extra_warnings, Some(true));
        assert_eq!(s.features, vec![("REINCARNATION".to_string(), false)]);
        assert_eq!(
            s.warnings,
            vec![
                ("unused-register".to_string(), Level::Allow),
                ("unreachable-dungeon".to_string(), Level::Deny),
                ("all".to_string(), Level::Warn),
            ]
        );
        let p = s.warning_policy();
        assert_eq!(p.allowed, vec!["unused-register"]);
        assert_eq!(p.errors, vec!["unreachable-dungeon"]);
        assert!(!p.all_errors && !p.all_allowed);
        assert_eq!(s.target().unwrap().name, "nethack-3.6.7");
    }

    #[test]
    fn dotted_keys_and_escapes() {
        let s = parse("features.REINCARNATION = true\r\nwarnings.\"a\\u0062c\" = \"deny\"\r\n")
            .unwrap();
        assert_eq!(s.features, vec![("REINCARNATION".to_string(), true)]);
        assert_eq!(s.warnings, vec![("abc".to_string(), Level::Deny)]);
        assert!(parse("").unwrap().target.is_none());
    }

    #[test]
    fn unknown_keys_are_located_with_suggestions() {
        assert_eq!(
            errors("taget = \"nethack-3.6.7\"\n"),
            ["dgn.toml:1:1: error: unknown key `taget` in dgn.toml | help: did you mean `target`?"]
        );
        assert_eq!(
            errors("\n[feature]\nX = true\n[warnings]\nfoo = \"dney\"\n"),
            [
                "dgn.toml:2:2: error: unknown table `[feature]` in dgn.toml | help: did you mean `[features]`?",
                "dgn.toml:5:7: error: `warnings.foo` takes \"allow\", \"warn\" or \"deny\" | help: did you mean `\"deny\"`?",
            ]
        );
        assert_eq!(
            errors("target = \"nethack-3.6\"\n[features]\nREINCARNATON = true\n"),
            [
                "dgn.toml:1:10: error: unknown target `nethack-3.6` | help: did you mean `nethack-3.6.7`?",
                "dgn.toml:3:1: error: unknown feature `REINCARNATON` | help: did you mean `REINCARNATION`?",
            ]
        );
    }

    #[test]
    fn syntax_errors_are_located() {
        assert_eq!(
            errors("target = nethack\nextra-warnings = \"yes\"\ncatalog = \"x\nfeatures = 1\n"),
            [
                "dgn.toml:1:10: error: dgn.toml values are strings, `true`/`false` or lists of strings | help: quote text (\"nethack-3.6.7\"); features take true or false",
                "dgn.toml:3:11: error: unterminated string",
                "dgn.toml:4:12: error: dgn.toml values are strings, `true`/`false` or lists of strings | help: quote text (\"nethack-3.6.7\"); features take true or false",
                "dgn.toml:2:18: error: `extra-warnings` takes `true` or `false`",
            ]
        );
        assert_eq!(
            errors("target = \"nethack-3.4.3\" x\n[[t]]\ntarget = \"nethack-3.4.3\"\n"),
            [
                "dgn.toml:1:26: error: unexpected text after the value | help: one `key = value` per line; a comment starts with `#`",
                "dgn.toml:2:1: error: arrays of tables are not read in dgn.toml",
            ]
        );
        assert_eq!(
            errors("target = \"nethack-3.4.3\"\ntarget = \"nethack-3.6.7\"\n"),
            ["dgn.toml:2:1: error: `target` is set twice"]
        );
    }

    #[test]
    fn lua_roles_from_globs() {
        let s = parse(
            "lua-levels = [\"*.lua\", 'quests/**/*-?.lua',]\n\
             lua-libraries = [\"scripts/**\", \"nhlib.lua\"]\n",
        )
        .unwrap();
        assert_eq!(s.lua_levels, ["*.lua", "quests/**/*-?.lua"]);
        let role = |f: &str| s.lua_role(&Path::new("/nowhere").join(f));
        assert_eq!(role("castle.lua"), Some(LuaRole::Level));
        assert_eq!(role("dat/deep/castle.lua"), Some(LuaRole::Level));
        assert_eq!(role("nhlib.lua"), Some(LuaRole::Library));
        assert_eq!(role("dat/nhlib.lua"), Some(LuaRole::Library));
        assert_eq!(role("scripts/a/castle.lua"), Some(LuaRole::Library));
        // Not below the settings file: nothing said.
        assert_eq!(s.lua_role(Path::new("/elsewhere/castle.lua")), None);
        let s = parse("lua-levels = ['dat/*-[0-9].lua', \"**/castle.lua\", \"a/**/b/*.lua\"]\n")
            .unwrap();
        let role = |f: &str| s.lua_role(&Path::new("/nowhere").join(f));
        assert_eq!(role("dat/Arc-[0-9].lua"), Some(LuaRole::Level));
        assert_eq!(role("dat/Arc-1.lua"), Some(LuaRole::Library));
        assert_eq!(role("castle.lua"), Some(LuaRole::Level));
        assert_eq!(role("x/y/castle.lua"), Some(LuaRole::Level));
        assert_eq!(role("a/b/x.lua"), Some(LuaRole::Level));
        assert_eq!(role("a/c/d/b/x.lua"), Some(LuaRole::Level));
        assert_eq!(role("a/c/x.lua"), Some(LuaRole::Library));
        assert_eq!(
            parse("").unwrap().lua_role(Path::new("/nowhere/a.lua")),
            None
        );
        assert!(glob_match(b"?.lua", "\u{e9}.lua".as_bytes()));
        assert!(!glob_match(b"*.lua", b"a/b.lua"));
        assert_eq!(
            errors("lua-levels = \"*.lua\"\nlua-libraries = [\"a\" \"b\"]\nlua-levels = [\"a\",\n"),
            [
                "dgn.toml:2:22: error: expected `,` or `]` in the list",
                "dgn.toml:3:14: error: unclosed list | help: write a list on one line: `[\"a\", \"b\"]`",
                "dgn.toml:1:14: error: `lua-levels` takes a list of globs, as `[\"*.lua\"]`",
            ]
        );
        assert_eq!(
            errors("lua-libraries = [1]\n"),
            ["dgn.toml:1:18: error: a list in dgn.toml holds strings"]
        );
    }

    #[test]
    fn catalogs_are_relative_to_the_file() {
        let dir = std::env::temp_dir().join(format!("dgn-settings-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("sub/deeper")).unwrap();
        std::fs::write(
            dir.join("cat.txt"),
            "monster-class\t1\ta\nobject-class\t1\t(\nmonster\t0\t1\tfrobnicator\nobject\t0\t1\twidget\n",
        )
        .unwrap();
        std::fs::write(dir.join(FILE_NAME), "catalog = \"cat.txt\"\n").unwrap();
        let found = find(&dir.join("sub/deeper")).unwrap();
        assert_eq!(found, dir.join(FILE_NAME));
        let s = for_file(&dir.join("sub/deeper/x.des")).unwrap().unwrap();
        let t = s.with_catalog(Target::nethack_343());
        assert_eq!(&*t.catalog.monsters()[0].name, b"frobnicator");
        let mut cache = Cache::new();
        assert!(cache.for_file(&dir.join("sub/a.des")).unwrap().is_some());
        assert_eq!(cache.files().count(), 1);
        // A nearer file wins, and is not merged with the one above.
        std::fs::write(
            dir.join("sub").join(FILE_NAME),
            "target = \"nethack-3.6.7\"\n",
        )
        .unwrap();
        let s = for_file(&dir.join("sub/deeper/x.des")).unwrap().unwrap();
        assert!(s.catalog.is_none());
        assert_eq!(s.target.as_deref(), Some("nethack-3.6.7"));
        std::fs::write(dir.join(FILE_NAME), "catalog = \"missing.txt\"\n").unwrap();
        let e = Settings::load(&dir.join(FILE_NAME)).unwrap_err();
        assert!(
            e.to_string().contains("1:11: error: cannot read catalog"),
            "{e}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn explicit_warning_levels_win() {
        let file = WarningPolicy {
            errors: vec!["a".into()],
            allowed: vec!["b".into()],
            ..Default::default()
        };
        let explicit = WarningPolicy {
            errors: vec!["b".into()],
            allowed: vec!["a".into()],
            ..Default::default()
        };
        let p = overlay(file.clone(), &explicit);
        assert_eq!(
            (p.errors, p.allowed),
            (vec!["b".to_string()], vec!["a".to_string()])
        );
        let p = overlay(
            file,
            &WarningPolicy {
                all_allowed: true,
                ..Default::default()
            },
        );
        assert!(p.all_allowed && p.errors.is_empty());
        // A lint denied by default set to "warn" in the file: the face's
        // `-A NAME` or `-W NAME` wins.
        let file = parse("[warnings]\nlooked-up-dungeon = \"warn\"\n")
            .unwrap()
            .warning_policy();
        assert_eq!(file.lint_level("looked-up-dungeon"), Level::Warn);
        let allow = WarningPolicy {
            allowed: vec!["looked-up-dungeon".into()],
            ..Default::default()
        };
        let deny = WarningPolicy {
            errors: vec!["looked-up-dungeon".into()],
            ..Default::default()
        };
        let p = overlay(file.clone(), &allow);
        assert_eq!(p.lint_level("looked-up-dungeon"), Level::Allow);
        let p = overlay(file, &deny);
        assert_eq!(p.lint_level("looked-up-dungeon"), Level::Deny);
    }

    #[test]
    fn help_names_the_face() {
        assert!(Face::Cli.how_to_set_target("nethack-3.6.7").starts_with(
            "pass `--target nethack-3.6.7`, or put `target = \"nethack-3.6.7\"` in a dgn.toml"
        ));
        assert!(Face::BuildScript
            .how_to_set_target("nethack-3.6.7")
            .contains(".target(\"nethack-3.6.7\")"));
        assert!(Face::Macro
            .how_to_set_target("x")
            .contains("`target = \"x\"` to the `dungeon!` arguments"));
    }
}
