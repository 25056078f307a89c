//! A build-script helper that compiles NetHack dungeon descriptions
//! (`dungeon.def`, the `dgn_comp` language) and special levels (`*.des`,
//! the `lev_comp` language) into the binary files NetHack loads and into
//! Rust tables (`dgn-types`) for `include!`.
//!
//! In `build.rs` (with `build-support` as a build-dependency):
//!
//! ```no_run
//! fn main() -> Result<(), build_support::Error> {
//!     build_support::Config::new()
//!         .target("nethack-3.4.3")
//!         .add_file("dat/dungeon.def")
//!         .emit_binaries("nethack") // $OUT_DIR/nethack/dungeon
//!         .emit_rust("dgn_tables.rs") // $OUT_DIR/dgn_tables.rs
//!         .compile()?;
//!     Ok(())
//! }
//! ```
//!
//! and in the crate, which needs only `dgn-types` as a dependency
//! (`build-support`, with the whole compiler, stays a build-dependency):
//!
//! ```ignore
//! mod tables {
//!     include!(concat!(env!("OUT_DIR"), "/dgn_tables.rs"));
//! }
//!
//! fn main() {
//!     // one `static` per input file, named after it: dungeon.def -> DUNGEON
//!     println!("{}", tables::DUNGEON[0].name);
//! }
//! ```
//!
//! `dgn_types::include_tables!()` is the same `include!` written shorter
//! ([`include_tables!`] here too, for crates that depend on build-support
//! anyway). The generated module names only `::dgn_types` and `::core`
//! (or the path given to [`Config::types_path`]), so it compiles in
//! `#![no_std]` crates and for any target `dgn-types` builds for, wasm
//! included. Every item carries `#[allow(dead_code)]`: a game that uses
//! some tables and not others gets no warnings. (`tests/tables-e2e` and
//! `tests/no-std-check` in the dgn repository are such crates.)
//!
//! # Finding a level by name
//!
//! When some inputs are special-level files, the module also holds
//! `LEVEL_INDEX`, a `dgn_types::index::LevelIndex` over every level of
//! every such file, sorted by name and searched by bisection (no hashing,
//! no allocation):
//!
//! ```ignore
//! let town = tables::LEVEL_INDEX.level("minetn-1").unwrap();
//! // the variants of a RNDLEVEL base, in number order
//! for (name, level) in tables::LEVEL_INDEX.variants("minetn") { /* .. */ }
//! ```
//!
//! # Special levels
//!
//! A `.des` input (by [`Config::add_file`], [`Config::add_dir`] or
//! [`Config::add_glob`]) compiles to one `NAME.lev` per level, byte for
//! byte what NetHack's `lev_comp` writes for the target, and to one
//! `pub static` per file holding its levels in file order: a
//! `&[dgn_types::lev343::Level]` for a 3.4.3 target, a
//! `&[dgn_types::lev36::Level]` for a 3.6 one (`medusa.des` gives
//! `MEDUSA`).
//!
//! ```
//! let out = tempfile::tempdir().unwrap();
//! let report = build_support::Config::new()
//!     .add_file("../examples/levels.des")
//!     .out_dir(out.path())
//!     .cargo_directives(false)
//!     .emit_binaries("lev")
//!     .emit_rust("levels.rs")
//!     .compile()
//!     .unwrap();
//! assert_eq!(
//!     report.binaries,
//!     vec![out.path().join("lev/tidepool.lev"), out.path().join("lev/archive.lev")]
//! );
//! let rust = std::fs::read_to_string(out.path().join("levels.rs")).unwrap();
//! assert!(rust.contains("pub static LEVELS: &[::dgn_types::lev343::Level] = &["));
//! ```
//!
//! Everything the helper does can be seen in one run outside a build script
//! too, by giving the output directory explicitly:
//!
//! ```
//! let out = tempfile::tempdir().unwrap();
//! let report = build_support::Config::new()
//!     .add_file("../examples/dungeon.def")
//!     .out_dir(out.path())
//!     .cargo_directives(false)
//!     .emit_binaries("bin")
//!     .emit_rust("tables.rs")
//!     .compile()
//!     .unwrap();
//! assert_eq!(report.binaries, vec![out.path().join("bin/dungeon")]);
//! let rust = std::fs::read_to_string(out.path().join("tables.rs")).unwrap();
//! assert!(rust.contains("pub static DUNGEON: &[::dgn_types::Dungeon] = &["));
//! assert!(rust.contains("name: \"The Sunken Halls\""));
//!
//! // Errors carry the rendered diagnostics: file:line:col and the line.
//! let bad = out.path().join("bad.def");
//! std::fs::write(&bad, "DUNGEON: \"A\" \"a\" (1, 0)\nLEVLE: \"x\"\n").unwrap();
//! let err = build_support::Config::new()
//!     .add_file(&bad)
//!     .out_dir(out.path())
//!     .cargo_directives(false)
//!     .compile()
//!     .unwrap_err();
//! let text = err.to_string();
//! assert!(text.contains("bad.def:2:1"), "{text}");
//! assert!(text.contains("did you mean `LEVEL`?"), "{text}");
//! ```
//!
//! # What it prints for Cargo
//!
//! - `cargo::rerun-if-changed=` for every input file, every directory it
//!   scanned (so a new file in an `add_dir`/`add_glob` directory is seen)
//!   and every `dgn.toml` it read;
//! - `cargo::warning=` for each line of each rendered warning;
//! - on errors, nothing: the [`Error`] holds every diagnostic, its
//!   `Display` and `Debug` both start with a one-line summary followed by
//!   them, so `?` in `main` (which prints `Error: ` and the `Debug` text) or
//!   `.unwrap()` shows each once. At most
//!   [`ERRORS_SHOWN_PER_FILE`](dgn_core::diag::ERRORS_SHOWN_PER_FILE)
//!   errors of one file are shown, and the rest counted.
//!
//! # Settings: `dgn.toml`
//!
//! Each input's settings come from the `dgn.toml` found by walking up from
//! its directory (see `dgn_core::settings` for the search and the keys):
//! its target, catalog, features, warning levels and `extra-warnings`. The
//! builder's own [`Config::target`], [`Config::target_profile`],
//! [`Config::feature`], [`Config::warnings`] and [`Config::extra_warnings`]
//! win over the file. With no target in either, the default target is used
//! and a `.des` file in the 3.6 dialect is read as 3.6 with a
//! `detected-dialect` warning; with a target given, a file in the other
//! dialect is one error naming `.target(..)`.
//!
//! The generated module holds `pub const TARGET: &str` (the target's name)
//! when every input was compiled for the same target; pass it to
//! `dgn_types::layout::Version::from_target_name` for the layout rules.
//!
//! Outputs are written atomically and only when their bytes changed, so
//! unchanged outputs keep their modification time; nothing is written when
//! any input has an error. Several inputs are compiled on several threads.
#![warn(missing_docs)]

use dgn_core::codegen;
use dgn_core::dgn::{self, InputKind, Options};
use dgn_core::levels;
use dgn_core::settings::{Face, Settings, TargetOrigin};
use dgn_core::{Diagnostic, Features, Render, SourceFile, Target, WarningPolicy};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use std::fmt;
use std::path::{Path, PathBuf};

/// Includes the Rust module that [`Config::emit_rust`] wrote into `OUT_DIR`
/// (`dgn_tables.rs` unless another name is given). A crate that has
/// build-support only as a build-dependency writes the `include!` itself,
/// or uses `dgn_types::include_tables!`, the same macro.
#[macro_export]
macro_rules! include_tables {
    () => {
        include!(concat!(env!("OUT_DIR"), "/dgn_tables.rs"));
    };
    ($file:literal) => {
        include!(concat!(env!("OUT_DIR"), "/", $file));
    };
}

/// The default name of the generated Rust module.
pub const DEFAULT_RUST_FILE: &str = "dgn_tables.rs";

/// What to compile and what to write.
#[derive(Clone, Debug)]
pub struct Config {
    target: TargetChoice,
    /// `-D`/`-U` settings in call order.
    features: Vec<(String, bool)>,
    warnings: WarningPolicy,
    extra_warnings: Option<bool>,
    files: Vec<PathBuf>,
    dirs: Vec<PathBuf>,
    globs: Vec<String>,
    binaries: Option<PathBuf>,
    rust: Option<String>,
    types_path: String,
    out_dir: Option<PathBuf>,
    directives: bool,
}

#[derive(Clone, Debug)]
enum TargetChoice {
    /// No target given: each input's `dgn.toml`, else the default.
    Unset,
    Name(String),
    Profile(Target),
}

impl Default for Config {
    fn default() -> Self {
        Config {
            target: TargetChoice::Unset,
            features: Vec::new(),
            warnings: WarningPolicy::default(),
            extra_warnings: None,
            files: Vec::new(),
            dirs: Vec::new(),
            globs: Vec::new(),
            binaries: None,
            rust: None,
            types_path: "::dgn_types".into(),
            out_dir: None,
            directives: true,
        }
    }
}

/// What a successful [`Config::compile`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Every input compiled, in order (after directory and glob expansion).
    pub inputs: Vec<PathBuf>,
    /// Every binary file produced (written, or already up to date).
    pub binaries: Vec<PathBuf>,
    /// The generated Rust module, if one was asked for.
    pub rust_file: Option<PathBuf>,
    /// Every warning, rendered.
    pub warnings: Vec<String>,
    /// Every directory scanned for inputs.
    pub scanned_dirs: Vec<PathBuf>,
    /// Every `dgn.toml` read for the inputs (each is tracked with
    /// `cargo::rerun-if-changed`).
    pub settings_files: Vec<PathBuf>,
}

/// Why [`Config::compile`] failed.
pub enum Error {
    /// Some input has errors; `rendered` holds every diagnostic (errors and
    /// warnings) of every input, as `file:line:col` plus source lines.
    Compile {
        /// How many errors.
        errors: usize,
        /// The rendered diagnostics.
        rendered: String,
    },
    /// An input could not be read, a directory scanned or an output written.
    Io {
        /// The path concerned.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// The configuration is wrong (unknown target or feature, no `OUT_DIR`,
    /// two inputs that would write the same output).
    Config(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Compile { errors, rendered } => {
                let s = if *errors == 1 { "" } else { "s" };
                // The summary first: `main` returning the error prints
                // `Error: ` before it, and a rendered diagnostic starts
                // with `error:` of its own.
                write!(
                    f,
                    "could not compile the NetHack data files due to {errors} error{s}:\n\n{}",
                    rendered.trim_end()
                )
            }
            Error::Io { path, source } => write!(f, "{}: {source}", path.display()),
            Error::Config(msg) => f.write_str(msg),
        }
    }
}

/// Same text as `Display`, so `.unwrap()` and `?` in a build script show the
/// diagnostics as they are meant to be read.
impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> Error + '_ {
    move |source| Error::Io {
        path: path.to_path_buf(),
        source,
    }
}

impl Config {
    /// A configuration with no target (each input's `dgn.toml` names it,
    /// else the default, `nethack-3.4.3`), no inputs and no outputs.
    pub fn new() -> Self {
        Self::default()
    }

    /// Selects a built-in target by name (one of
    /// `dgn_core::target::BUILTIN_TARGETS`: `nethack-3.4.3`, `nethack-3.6.7`,
    /// `nethack-3.7`); an unknown name fails [`compile`](Self::compile).
    pub fn target(&mut self, name: &str) -> &mut Self {
        self.target = TargetChoice::Name(name.into());
        self
    }

    /// Selects a target profile (for example with other version-header
    /// values).
    pub fn target_profile(&mut self, target: Target) -> &mut Self {
        self.target = TargetChoice::Profile(target);
        self
    }

    /// Turns a `%NAME` feature on or off (`-D` / `-U` of the command line).
    pub fn feature(&mut self, name: &str, on: bool) -> &mut Self {
        self.features.push((name.into(), on));
        self
    }

    /// What to do with warnings (silence or promote some or all).
    pub fn warnings(&mut self, policy: WarningPolicy) -> &mut Self {
        self.warnings = policy;
        self
    }

    /// Also runs the checks that NetHack's lev_comp runs only with `-w`
    /// (3.4.3 levels: rock, walls or doors inside a `REGION`, floor at the
    /// corners around it); like the command line's `-w`, off by default.
    pub fn extra_warnings(&mut self, on: bool) -> &mut Self {
        self.extra_warnings = Some(on);
        self
    }

    /// Adds one input file (`.def`, a preprocessed `.pdf`, or `.des`
    /// special levels). Relative
    /// paths are relative to the current directory, which for a build
    /// script is the package directory.
    pub fn add_file(&mut self, path: impl AsRef<Path>) -> &mut Self {
        self.files.push(path.as_ref().to_path_buf());
        self
    }

    /// Adds every `*.def`, `*.pdf` and `*.des` file of a directory (not its
    /// subdirectories), in name order.
    pub fn add_dir(&mut self, dir: impl AsRef<Path>) -> &mut Self {
        self.dirs.push(dir.as_ref().to_path_buf());
        self
    }

    /// Adds every file matching a pattern: `*` and `?` match within one
    /// path component, `**` matches any number of directories
    /// (`dat/*.def`, `data/**/*.def`).
    pub fn add_glob(&mut self, pattern: &str) -> &mut Self {
        self.globs.push(pattern.into());
        self
    }

    /// Writes the NetHack binaries into this directory, relative to the
    /// output directory (`OUT_DIR`); `path/NAME.def` writes `NAME`, as
    /// `dgn_comp` does (`dungeon.def` gives `dungeon`), and a `.des` file
    /// writes `LEVEL.lev` for each of its levels, as `lev_comp` does.
    pub fn emit_binaries(&mut self, dir: impl AsRef<Path>) -> &mut Self {
        self.binaries = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Writes one Rust module with a `pub static NAME: &[Dungeon]` per
    /// dungeon description and a `pub static NAME: &[lev343::Level]` (or
    /// `lev36::Level`) per special-level file (`NAME` is the file stem in
    /// upper case: `dungeon.def` gives `DUNGEON`), and, when there are
    /// special levels of one dialect, `pub static LEVEL_INDEX` (see
    /// [`LEVEL_INDEX`]), under this file name in the output directory. Include it with
    /// `include!(concat!(env!("OUT_DIR"), "/NAME.rs"))`.
    pub fn emit_rust(&mut self, file_name: &str) -> &mut Self {
        self.rust = Some(file_name.into());
        self
    }

    /// The path under which generated code names the `dgn-types` crate
    /// (default `::dgn_types`; for example `crate::types` for a re-export).
    pub fn types_path(&mut self, path: &str) -> &mut Self {
        self.types_path = path.into();
        self
    }

    /// The output directory (default: the `OUT_DIR` environment variable
    /// that Cargo sets for build scripts).
    pub fn out_dir(&mut self, dir: impl AsRef<Path>) -> &mut Self {
        self.out_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Whether to print `cargo::` directives (default true; turn off when
    /// not running inside a build script).
    pub fn cargo_directives(&mut self, on: bool) -> &mut Self {
        self.directives = on;
        self
    }

    /// The features of a compile: the settings file's, then the builder's.
    fn features_with(&self, from_file: &[(String, bool)]) -> Features {
        let mut f = Features::new();
        for (name, on) in from_file.iter().chain(&self.features) {
            if *on {
                f.define(name.clone());
            } else {
                f.undefine(name.clone());
            }
        }
        f
    }

    /// What one input is compiled with: the builder's settings over those
    /// of the `dgn.toml` that applies to it.
    fn settings_for(&self, s: Option<&Settings>) -> Result<Setup, Error> {
        let face = Face::BuildScript;
        let (target, origin) = match &self.target {
            TargetChoice::Profile(t) => (t.clone(), TargetOrigin::given(face)),
            TargetChoice::Name(n) => {
                let t = Target::builtin(n).ok_or_else(|| {
                    Error::Config(format!(
                        "unknown target `{n}`; the built-in targets are {}",
                        dgn_core::target::BUILTIN_TARGETS.join(", ")
                    ))
                })?;
                let t = match s {
                    Some(s) => s.with_catalog(t),
                    None => t,
                };
                (t, TargetOrigin::given(face))
            }
            TargetChoice::Unset => match s.and_then(Settings::target) {
                Some(t) => (t, TargetOrigin::given(face)),
                None => (
                    s.map_or_else(Target::default, |s| s.with_catalog(Target::default())),
                    TargetOrigin::default_in(face),
                ),
            },
        };
        let features = self.features_with(s.map_or(&[][..], |s| &s.features));
        let unknown: Vec<&str> = features.unknown(&target).collect();
        if !unknown.is_empty() {
            return Err(Error::Config(format!(
                "unknown feature `{}` for target `{}`",
                unknown.join("`, `"),
                target.name
            )));
        }
        let warnings = dgn_core::settings::overlay(
            s.map(Settings::warning_policy).unwrap_or_default(),
            &self.warnings,
        );
        let extra_warnings = self
            .extra_warnings
            .or(s.and_then(|s| s.extra_warnings))
            .unwrap_or(false);
        Ok(Setup {
            target,
            origin,
            features,
            warnings,
            extra_warnings,
            // NetHack's binary files are written: check for NetHack itself.
            nethack: self.binaries.is_some(),
        })
    }

    fn collect_inputs(&self, report: &mut Report) -> Result<Vec<PathBuf>, Error> {
        let mut inputs = self.files.clone();
        for dir in &self.dirs {
            report.scanned_dirs.push(dir.clone());
            let mut found = Vec::new();
            for entry in std::fs::read_dir(dir).map_err(io_err(dir))? {
                let path = entry.map_err(io_err(dir))?.path();
                let ext = path.extension().and_then(|e| e.to_str());
                if path.is_file() && matches!(ext, Some("def" | "pdf" | "des")) {
                    found.push(path);
                }
            }
            found.sort();
            inputs.extend(found);
        }
        for pattern in &self.globs {
            let mut found = Vec::new();
            glob(pattern, &mut found, &mut report.scanned_dirs)?;
            found.sort();
            inputs.extend(found);
        }
        let mut seen = std::collections::HashSet::new();
        inputs.retain(|p| seen.insert(p.clone()));
        Ok(inputs)
    }

    /// Compiles every input and writes the outputs asked for.
    pub fn compile(&self) -> Result<Report, Error> {
        let mut report = Report::default();
        if let TargetChoice::Name(_) = self.target {
            // An unknown name fails even without inputs.
            self.settings_for(None)?;
        }
        let inputs = self.collect_inputs(&mut report)?;
        // Each input's settings file, each read once.
        let mut cache = dgn_core::settings::Cache::new();
        let mut setups: Vec<Setup> = Vec::with_capacity(inputs.len());
        let mut by_file: Vec<(Option<std::sync::Arc<Settings>>, usize)> = Vec::new();
        for path in &inputs {
            let found = cache.for_file(path).map_err(|e| Error::Compile {
                errors: e.diagnostics.len(),
                rendered: render_all(&e.file, &e.diagnostics),
            })?;
            let known = by_file.iter().find(|(s, _)| match (s, &found) {
                (Some(a), Some(b)) => std::sync::Arc::ptr_eq(a, b),
                (None, None) => true,
                _ => false,
            });
            let setup = match known {
                Some(&(_, i)) => setups[i].clone(),
                None => {
                    by_file.push((found.clone(), setups.len()));
                    self.settings_for(found.as_deref())?
                }
            };
            setups.push(setup);
        }
        if inputs.is_empty() {
            // The builder's own settings are still checked.
            self.settings_for(None)?;
        }
        report.settings_files = cache.files().map(Path::to_path_buf).collect();
        report.settings_files.sort();
        if self.directives {
            let tracked = inputs.iter().chain(&report.scanned_dirs);
            for p in tracked.chain(&report.settings_files) {
                println!("cargo::rerun-if-changed={}", p.display());
            }
        }
        let results = compile_parallel(&inputs, &setups);
        let mut rendered = String::new();
        let mut error_count = 0;
        let mut compiled = Vec::new();
        for (path, result) in inputs.iter().zip(results) {
            let (file, mut out) = result?;
            let diags = out.diagnostics_mut();
            error_count += diags.iter().filter(|d| d.is_error()).count();
            // A mistake repeated on every line is shown a few times.
            dgn_core::diag::cap_errors(diags, dgn_core::diag::ERRORS_SHOWN_PER_FILE, file.name());
            for d in diags.iter() {
                let text = d.render(&file, false);
                if !d.is_error() {
                    report.warnings.push(text.clone());
                }
                if !rendered.is_empty() {
                    rendered.push('\n');
                }
                rendered.push_str(&text);
                rendered.push('\n');
            }
            compiled.push((path.clone(), out));
        }
        if error_count > 0 {
            // Everything is in the error, shown once when the build script
            // returns or unwraps it: neither printed here nor repeated as
            // Cargo warnings.
            return Err(Error::Compile {
                errors: error_count,
                rendered,
            });
        }
        if self.directives {
            for w in &report.warnings {
                for line in w.lines().filter(|l| !l.trim().is_empty()) {
                    println!("cargo::warning={line}");
                }
            }
        }
        report.inputs = inputs;
        let outputs: Vec<(PathBuf, Output)> = compiled
            .into_iter()
            .filter_map(|(p, o)| Some((p, o.into_output()?)))
            .collect();
        self.write_outputs(&outputs, &mut report)?;
        Ok(report)
    }

    fn write_outputs(
        &self,
        models: &[(PathBuf, Output)],
        report: &mut Report,
    ) -> Result<(), Error> {
        if self.binaries.is_none() && self.rust.is_none() {
            return Ok(());
        }
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR")
                .map(PathBuf::from)
                .ok_or_else(|| {
                    Error::Config(
                        "OUT_DIR is not set: run from a build script or call `.out_dir(..)`".into(),
                    )
                })?,
        };
        let mut outputs: Vec<(PathBuf, Vec<u8>)> = Vec::new();
        if let Some(bin) = &self.binaries {
            let dir = out_dir.join(bin);
            std::fs::create_dir_all(&dir).map_err(io_err(&dir))?;
            // Lines of `vaults.dat`, in the order the levels are written.
            let mut vaults: Vec<String> = Vec::new();
            let mut add = |dest: PathBuf, bytes: Vec<u8>, report: &mut Report| {
                if outputs.iter().any(|(p, _)| *p == dest) {
                    return Err(Error::Config(format!(
                        "two inputs would both write {}",
                        dest.display()
                    )));
                }
                report.binaries.push(dest.clone());
                outputs.push((dest, bytes));
                Ok(())
            };
            for (path, model) in models {
                match model {
                    Output::Dungeons(model, target) => {
                        let name = path.file_stem().unwrap_or_default();
                        if path
                            .extension()
                            .is_some_and(|e| e.eq_ignore_ascii_case("lua"))
                        {
                            return Err(Error::Compile {
                                errors: 1,
                                rendered: format!(
                                    "{}: a dungeon.lua has no binary form: NetHack 3.7 reads the file itself",
                                    path.display()
                                ),
                            });
                        }
                        let bytes = dgn::write(model, target).map_err(|e| Error::Compile {
                            errors: 1,
                            rendered: Diagnostic::error(e.0)
                                .short(&SourceFile::new(path.display().to_string(), Vec::new())),
                        })?;
                        add(dir.join(name), bytes, report)?;
                    }
                    Output::Levels { files, .. } => {
                        for f in files {
                            add(dir.join(format!("{}.lev", f.name)), f.bytes.clone(), report)?;
                            // A variant's random vaults: the line its
                            // lev_comp adds to `vaults.dat`.
                            vaults.extend(f.vaults_dat_line());
                        }
                    }
                }
            }
            if !vaults.is_empty() {
                add(dir.join("vaults.dat"), vaults.concat().into_bytes(), report)?;
            }
        }
        if let Some(name) = &self.rust {
            let dest = out_dir.join(name);
            let text = self.rust_module(models)?;
            if let Some(parent) = dest.parent() {
                std::fs::create_dir_all(parent).map_err(io_err(parent))?;
            }
            report.rust_file = Some(dest.clone());
            outputs.push((dest, text.into_bytes()));
        }
        dgn_core::output::write_all_atomic(&outputs).map_err(io_err(&out_dir))
    }

    /// The generated module's text.
    fn rust_module(&self, models: &[(PathBuf, Output)]) -> Result<String, Error> {
        let types: TokenStream = self
            .types_path
            .parse()
            .map_err(|_| Error::Config(format!("`{}` is not a Rust path", self.types_path)))?;
        let mut names = Vec::new();
        let mut items = TokenStream::new();
        // Every level of every special-level file, and where it is.
        let mut levels: Vec<(&[u8], TokenStream)> = Vec::new();
        // The target of each special-level file: one index holds levels of
        // one dialect (UnNetHack 3.5's own language apart).
        let mut dialects: Vec<&dgn_core::Target> = Vec::new();
        let has_levels = models
            .iter()
            .any(|(_, m)| matches!(m, Output::Levels { .. }));
        if has_levels {
            names.push(LEVEL_INDEX.to_string());
        }
        for (path, model) in models {
            let name = static_name(path);
            if has_levels && name == LEVEL_INDEX {
                return Err(Error::Config(format!(
                    "{} would define `{LEVEL_INDEX}` in the generated module, the name of its level index; rename the file",
                    path.display()
                )));
            }
            if names.contains(&name) {
                return Err(Error::Config(format!(
                    "two inputs would both define `{name}` in the generated module"
                )));
            }
            let ident = format_ident!("{}", name);
            if let Output::Levels { files, target } = model {
                dialects.push(target);
                for (i, f) in files.iter().enumerate() {
                    let i = proc_macro2::Literal::usize_unsuffixed(i);
                    levels.push((f.name.as_bytes(), quote!(#ident[#i])));
                }
            }
            let (what, ty, value) = match model {
                Output::Dungeons(m, _) => (
                    "dungeons",
                    quote!(&[#types::Dungeon]),
                    codegen::dungeon_file(m, &types),
                ),
                Output::Levels { files, target } => (
                    "special levels",
                    match target.dialect {
                        // UnNetHack 3.5's level language is its own.
                        _ if target.variant == dgn_core::target::Variant::UnNetHack35 => {
                            quote!(&[#types::lev35::Level])
                        }
                        dgn_core::Dialect::V343 => quote!(&[#types::lev343::Level]),
                        dgn_core::Dialect::V36 => quote!(&[#types::lev36::Level]),
                    },
                    codegen::table_of(files, target, &types),
                ),
            };
            let doc = format!(" The {what} of `{}`.", path.display());
            // A game uses some tables and not others: no warning for those
            // it leaves alone.
            items.extend(quote! {
                #[doc = #doc]
                #[allow(dead_code)]
                pub static #ident: #ty = #value;
            });
            names.push(name);
        }
        // The index, when every special-level file speaks the same dialect
        // (its entries are of one level type).
        let un35 = |t: &dgn_core::Target| t.variant == dgn_core::target::Variant::UnNetHack35;
        if let Some(&first) = dialects.first() {
            if dialects
                .iter()
                .all(|t| t.dialect == first.dialect && un35(t) == un35(first))
            {
                let ident = format_ident!("{}", LEVEL_INDEX);
                let ty = codegen::level_index_type_of(first, &types);
                let value = codegen::level_index_of(&levels, first, &types);
                items.extend(quote! {
                    /// Every special level of the files above, by name
                    /// (`LEVEL_INDEX.level("minetn-1")`,
                    /// `LEVEL_INDEX.variants("minetn")`).
                    #[allow(dead_code)]
                    pub static #ident: #ty = #value;
                });
            }
        }
        // The target, when every input was compiled for the same one.
        let mut targets = models.iter().map(|(_, m)| m.target());
        if let Some(first) = targets.next() {
            if targets.all(|t| t.name == first.name && t.version == first.version) {
                items.extend(codegen::target_const(first));
            }
        }
        let file: syn::File = syn::parse2(items)
            .map_err(|e| Error::Config(format!("generated code does not parse: {e}")))?;
        let inputs: Vec<String> = models
            .iter()
            .map(|(p, _)| p.display().to_string())
            .collect();
        Ok(format!(
            "// Generated by build-support from {}. Do not edit.\n\n{}",
            inputs.join(", "),
            prettyplease::unparse(&file)
        ))
    }
}

/// The name of the level index in the generated module (a
/// `dgn_types::index::LevelIndex` over every level of every `.des` input).
pub const LEVEL_INDEX: &str = "LEVEL_INDEX";

/// The `static` name for an input: its file stem in upper case, with
/// characters that cannot be in an identifier replaced by `_`.
pub fn static_name(path: &Path) -> String {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut name: String = stem
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect();
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
        name.insert(0, '_');
    }
    name
}

/// What one input compiled to, and the target it was given.
enum Compiled {
    /// A dungeon description (`dungeon.def` or NetHack 3.7's `dungeon.lua`).
    Dungeons(dgn_core::dungeons::Compiled, Target),
    /// A special-level file: its levels, each with bytes and model.
    Levels(levels::Compiled, Target),
}

/// A successfully compiled input, with the target it was compiled for.
enum Output {
    Dungeons(dgn::DungeonFile, Target),
    Levels {
        files: Vec<levels::LevelFile>,
        target: Target,
    },
}

impl Output {
    fn target(&self) -> &Target {
        match self {
            Output::Dungeons(_, t) | Output::Levels { target: t, .. } => t,
        }
    }
}

impl Compiled {
    fn diagnostics_mut(&mut self) -> &mut Vec<Diagnostic> {
        match self {
            Compiled::Dungeons(c, _) => &mut c.diagnostics,
            Compiled::Levels(c, _) => &mut c.diagnostics,
        }
    }

    fn into_output(self) -> Option<Output> {
        match self {
            Compiled::Dungeons(c, t) => c.model.map(|m| Output::Dungeons(m, t)),
            Compiled::Levels(c, t) => {
                let target = c.detected.unwrap_or(t);
                c.levels.map(|files| Output::Levels { files, target })
            }
        }
    }
}

/// What one input is compiled with (the builder's settings over its
/// `dgn.toml`).
#[derive(Clone, Debug)]
struct Setup {
    target: Target,
    origin: TargetOrigin,
    features: Features,
    warnings: WarningPolicy,
    extra_warnings: bool,
    /// Whether the proof and the name checks are for NetHack itself.
    nethack: bool,
}

impl Setup {
    fn run(&self, path: &Path) -> FileResult {
        let bytes = std::fs::read(path).map_err(io_err(path))?;
        let file = SourceFile::new(path.display().to_string(), bytes);
        let is_des = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("des"));
        if !is_des {
            let opts = Options {
                input: if path.extension().is_some_and(|e| e == "pdf") {
                    InputKind::Pdf
                } else {
                    InputKind::Def
                },
                features: self.features.clone(),
                warnings: self.warnings.clone(),
                nethack: self.nethack,
            };
            let out = dgn_core::dungeons::compile(&file, &self.target, &opts);
            return Ok((file, Compiled::Dungeons(out, self.target.clone())));
        }
        let opts = levels::Options {
            warnings: self.warnings.clone(),
            extra_warnings: self.extra_warnings,
            // Build scripts show no previews.
            skip_lines: true,
        };
        let out = levels::compile_from(&file, &self.target, &opts, self.origin);
        Ok((file, Compiled::Levels(out, self.target.clone())))
    }
}

/// Every diagnostic of a file, rendered, one after another.
fn render_all(file: &SourceFile, diags: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in diags {
        out.push_str(&d.render(file, false));
        out.push('\n');
    }
    out
}

type FileResult = Result<(SourceFile, Compiled), Error>;

/// Compiles the inputs (each with its setup) on up to as many threads as
/// there are cores.
fn compile_parallel(inputs: &[PathBuf], setups: &[Setup]) -> Vec<FileResult> {
    let one = |i: usize| setups[i].run(&inputs[i]);
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(inputs.len());
    if threads <= 1 {
        return (0..inputs.len()).map(one).collect();
    }
    // Interleave the inputs so that big and small files spread over the
    // threads, then put the results back in input order.
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let one = &one;
                s.spawn(move || {
                    (0..inputs.len())
                        .skip(t)
                        .step_by(threads)
                        .map(|i| (i, one(i)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<(usize, FileResult)> = Vec::with_capacity(inputs.len());
        for h in handles {
            match h.join() {
                Ok(v) => all.extend(v),
                Err(_) => return vec![Err(Error::Config("a compile thread panicked".into()))],
            }
        }
        all.sort_by_key(|(i, _)| *i);
        all.into_iter().map(|(_, r)| r).collect()
    })
}

/// Whether `name` matches a pattern component with `*` and `?`.
fn component_matches(pattern: &[u8], name: &[u8]) -> bool {
    match (pattern.first(), name.first()) {
        (None, None) => true,
        (Some(b'*'), _) => {
            component_matches(&pattern[1..], name)
                || (!name.is_empty() && component_matches(pattern, &name[1..]))
        }
        (Some(b'?'), Some(_)) => component_matches(&pattern[1..], &name[1..]),
        (Some(p), Some(n)) if p == n => component_matches(&pattern[1..], &name[1..]),
        _ => false,
    }
}

fn has_wildcard(s: &str) -> bool {
    s.contains(['*', '?'])
}

/// Expands a glob pattern into the matching files; every directory read is
/// recorded in `dirs`.
fn glob(pattern: &str, out: &mut Vec<PathBuf>, dirs: &mut Vec<PathBuf>) -> Result<(), Error> {
    let parts: Vec<&str> = pattern.split('/').collect();
    let fixed = parts.iter().take_while(|p| !has_wildcard(p)).count();
    if fixed == parts.len() {
        let p = PathBuf::from(pattern);
        if p.is_file() {
            out.push(p);
        }
        return Ok(());
    }
    let base: PathBuf = if fixed == 0 {
        PathBuf::from(".")
    } else {
        let joined = parts[..fixed].join("/");
        PathBuf::from(if joined.is_empty() { "/" } else { &joined })
    };
    walk(&base, &parts[fixed..], fixed == 0, out, dirs)
}

fn walk(
    dir: &Path,
    rest: &[&str],
    strip_dot: bool,
    out: &mut Vec<PathBuf>,
    dirs: &mut Vec<PathBuf>,
) -> Result<(), Error> {
    let Some((first, tail)) = rest.split_first() else {
        return Ok(());
    };
    if !dirs.iter().any(|d| d == dir) {
        dirs.push(dir.to_path_buf());
    }
    let mut entries = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(io_err(dir))? {
        let entry = entry.map_err(io_err(dir))?;
        entries.push(entry.path());
    }
    entries.sort();
    let shown = |p: &Path| -> PathBuf {
        if strip_dot {
            p.strip_prefix(".")
                .map_or(p.to_path_buf(), Path::to_path_buf)
        } else {
            p.to_path_buf()
        }
    };
    if *first == "**" {
        // Zero directories, then one more level of any directory.
        walk(dir, tail, strip_dot, out, dirs)?;
        for p in &entries {
            if p.is_dir() {
                walk(p, rest, strip_dot, out, dirs)?;
            }
        }
        return Ok(());
    }
    for p in entries {
        let name = p.file_name().map(|n| n.to_string_lossy().into_owned());
        let Some(name) = name else { continue };
        if !component_matches(first.as_bytes(), name.as_bytes()) {
            continue;
        }
        if tail.is_empty() {
            if p.is_file() {
                out.push(shown(&p));
            }
        } else if p.is_dir() {
            walk(&p, tail, strip_dot, out, dirs)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wildcards() {
        assert!(component_matches(b"*.def", b"dungeon.def"));
        assert!(!component_matches(b"*.def", b"dungeon.des"));
        assert!(component_matches(b"d?ngeon.*", b"dungeon.def"));
        assert!(component_matches(b"*", b""));
    }

    #[test]
    fn static_names() {
        assert_eq!(static_name(Path::new("dat/dungeon.def")), "DUNGEON");
        assert_eq!(static_name(Path::new("3x-y.def")), "_3X_Y");
    }

    /// The branches to the dungeons NetHack's code looks up by name, all on
    /// level 1 of the dungeon before, and those dungeons: appended to a
    /// description for NetHack, they keep its panic at their absence out
    /// of a test about something else.
    const HARDWIRED: &str =
        "BRANCH: \"The Gnomish Mines\" @ (1, 0)\nBRANCH: \"Sokoban\" @ (1, 0) up\n\
        BRANCH: \"The Quest\" @ (1, 0) portal\nBRANCH: \"Vlad's Tower\" @ (1, 0) portal\n\
        DUNGEON: \"The Gnomish Mines\" \"G\" (2, 0)\nDUNGEON: \"Sokoban\" \"none\" (1, 0)\n\
        DUNGEON: \"The Quest\" \"Q\" (1, 0)\nDUNGEON: \"Vlad's Tower\" \"T\" (1, 0)\n";

    fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
        let p = dir.join(name);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(&p, text).unwrap();
        p
    }

    #[test]
    fn globs_dirs_and_unchanged_outputs() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path();
        write(
            root,
            "in/a.def",
            &format!("DUNGEON: \"A\" \"a\" (1, 0)\n{HARDWIRED}"),
        );
        write(
            root,
            "in/sub/b.def",
            &format!("DUNGEON: \"B\" \"b\" (2, 0)\n{HARDWIRED}"),
        );
        write(root, "in/notes.txt", "x");
        let glob_pattern = format!("{}/in/**/*.def", root.display());
        let out = root.join("out");
        let mut cfg = Config::new();
        cfg.add_glob(&glob_pattern)
            .out_dir(&out)
            .cargo_directives(false)
            .emit_binaries("bin")
            .emit_rust("t.rs");
        let report = cfg.compile().unwrap();
        assert_eq!(
            report.inputs,
            vec![root.join("in/a.def"), root.join("in/sub/b.def")]
        );
        assert!(report.scanned_dirs.contains(&root.join("in/sub")));
        assert_eq!(report.binaries, vec![out.join("bin/a"), out.join("bin/b")]);
        let rust = std::fs::read_to_string(out.join("t.rs")).unwrap();
        assert!(
            rust.contains("pub static A: &[::dgn_types::Dungeon]"),
            "{rust}"
        );
        assert!(
            rust.contains("pub static B: &[::dgn_types::Dungeon]"),
            "{rust}"
        );
        let before = std::fs::metadata(out.join("t.rs"))
            .unwrap()
            .modified()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(20));
        cfg.compile().unwrap();
        let after = std::fs::metadata(out.join("t.rs"))
            .unwrap()
            .modified()
            .unwrap();
        assert_eq!(before, after, "unchanged output was rewritten");

        let mut by_dir = Config::new();
        by_dir.add_dir(root.join("in")).cargo_directives(false);
        let r = by_dir.compile().unwrap();
        assert_eq!(r.inputs, vec![root.join("in/a.def")]);
    }

    #[test]
    fn extra_warnings_are_asked_for() {
        let tmp = tempfile::tempdir().unwrap();
        let des = write(
            tmp.path(),
            "r.des",
            "MAZE: \"r\", ' '\nGEOMETRY:center,center\nMAP\n-----\n|.|.|\n|...|\n-----\nENDMAP\nREGION: (1,1,3,2), lit, \"ordinary\"\n",
        );
        let mut cfg = Config::new();
        cfg.add_file(&des).cargo_directives(false);
        assert!(cfg.compile().unwrap().warnings.is_empty());
        let report = cfg.extra_warnings(true).compile().unwrap();
        assert_eq!(report.warnings.len(), 1, "{:?}", report.warnings);
        assert!(
            report.warnings[0].contains("region (01,01,03,02) contains rock, walls or doors"),
            "{}",
            report.warnings[0]
        );
    }

    #[test]
    fn the_start_of_a_game_is_proven() {
        let tmp = tempfile::tempdir().unwrap();
        // The Mines have 8 or 9 levels; "minend" and "deep" share level 8
        // when there are 8, so half the games panic: a warning.
        let warns = write(
            tmp.path(),
            "warns.def",
            &format!(
                "DUNGEON: \"D\" \"D\" (10, 0)\nBRANCH: \"M\" @ (2, 3)\nDUNGEON: \"M\" \"M\" (8, 2)\n\
                 LEVEL: \"minend\" \"E\" @ (-1, 0)\nLEVEL: \"deep\" \"none\" @ (8, 0)\n{HARDWIRED}"
            ),
        );
        let report = Config::new()
            .add_file(&warns)
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_binaries(".")
            .compile()
            .unwrap();
        assert_eq!(report.warnings.len(), 1, "{:?}", report.warnings);
        let w = &report.warnings[0];
        assert!(
            w.starts_with("warning[unplaceable-level]: the special levels of dungeon \"M\" cannot be placed: NetHack panics at the start of 1/2 (50%) of games"),
            "{w}"
        );
        assert!(w.contains("warns.def:3:10"), "{w}");
        assert!(w.contains("for example: if \"M\" has 8 levels"), "{w}");
        assert!(
            tmp.path().join("warns").exists(),
            "a warning writes the binary"
        );
        // Two levels on one: every game panics, an error, nothing written.
        let fails = write(
            tmp.path(),
            "fails.def",
            "DUNGEON: \"D\" \"D\" (10, 0)\nLEVEL: \"a\" \"a\" @ (3, 0)\nLEVEL: \"b\" \"b\" @ (3, 0)\n",
        );
        let err = Config::new()
            .add_file(&fails)
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_binaries(".")
            .compile()
            .unwrap_err();
        let text = format!("{err:?}");
        assert!(
            text.contains("error: the special levels of dungeon \"D\" cannot be placed: NetHack panics at the start of every game"),
            "{text}"
        );
        assert!(text.contains("fails.def:1:10"), "{text}");
        assert!(!tmp.path().join("fails").exists());
    }

    /// A description that leaves out a dungeon NetHack's code looks up by
    /// name: NetHack panics in every game, an error when binaries are
    /// written; Rust tables alone (for a port) follow the port's rule, which
    /// counts those look-ups only when all four dungeons are defined.
    #[test]
    fn missing_looked_up_dungeons_are_an_error_for_nethack() {
        let tmp = tempfile::tempdir().unwrap();
        let def = write(
            tmp.path(),
            "port.def",
            "DUNGEON: \"A\" \"a\" (3, 0)\nBRANCH: \"B\" @ (2, 0)\nDUNGEON: \"B\" \"b\" (2, 0)\n",
        );
        let err = Config::new()
            .add_file(&def)
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_binaries(".")
            .compile()
            .unwrap_err();
        let text = format!("{err:?}");
        assert!(
            text.contains("error[looked-up-dungeon]: no dungeon \"The Quest\" is defined, and NetHack looks it up by name: NetHack panics at the start of every game"),
            "{text}"
        );
        assert!(text.contains("port.def:1:10"), "{text}");
        assert!(!tmp.path().join("port").exists());
        // A game that looks up other names allows the check: the binary
        // is written, the same bytes as for a port's rule.
        let report = Config::new()
            .add_file(&def)
            .out_dir(tmp.path())
            .cargo_directives(false)
            .warnings(WarningPolicy {
                allowed: vec!["looked-up-dungeon".into()],
                ..Default::default()
            })
            .emit_binaries(".")
            .compile()
            .unwrap();
        assert!(report.warnings.is_empty(), "{:?}", report.warnings);
        let src = SourceFile::new("port.def", std::fs::read(&def).unwrap());
        let model = dgn_core::dgn::compile(&src, &Target::nethack_343(), &Default::default())
            .model
            .unwrap();
        assert_eq!(
            std::fs::read(tmp.path().join("port")).unwrap(),
            dgn_core::dgn::write(&model, &Target::nethack_343()).unwrap()
        );
        std::fs::remove_file(tmp.path().join("port")).unwrap();
        let report = Config::new()
            .add_file(&def)
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_rust("port.rs")
            .compile()
            .unwrap();
        assert!(report.warnings.is_empty(), "{:?}", report.warnings);
        assert!(tmp.path().join("port.rs").exists());
    }

    /// A description in EUC-JP of a game that looks up its own names
    /// (as JNetHack's does): refused by default, written byte for byte
    /// once `looked-up-dungeon` is allowed in a `dgn.toml` beside it.
    #[test]
    fn a_variant_in_euc_jp_allows_the_look_ups() {
        const EUC_JP: &[u8] = b"DUNGEON: \"\xb1\xbf\xcc\xbf\xa4\xce\xcc\xc2\xb5\xdc\" \"D\" (10, 2)\nBRANCH: \"\xc3\xb5\xb5\xe1\xa4\xce\xce\xb9\" @ (4, 2) portal\nLEVEL: \"oracle\" \"O\" @ (5, 3)\nDUNGEON: \"\xc3\xb5\xb5\xe1\xa4\xce\xce\xb9\" \"Q\" (5, 0)\n";
        let tmp = tempfile::tempdir().unwrap();
        let def = tmp.path().join("jp.def");
        std::fs::write(&def, EUC_JP).unwrap();
        let run = || {
            Config::new()
                .add_file(&def)
                .out_dir(tmp.path())
                .cargo_directives(false)
                .target("nethack-3.6.7")
                .emit_binaries(".")
                .compile()
        };
        match run().unwrap_err() {
            Error::Compile { errors, rendered } => {
                assert_eq!(errors, 1, "{rendered}");
                assert!(
                    rendered.starts_with(
                        "error[looked-up-dungeon]: no dungeon \"The Quest\" is defined"
                    ),
                    "{rendered}"
                );
                assert!(rendered.contains("jp.def:1:10"), "{rendered}");
            }
            e => panic!("{e:?}"),
        }
        std::fs::write(
            tmp.path().join("dgn.toml"),
            "[warnings]\nlooked-up-dungeon = \"allow\"\n",
        )
        .unwrap();
        let report = run().unwrap();
        assert!(report.warnings.is_empty(), "{:?}", report.warnings);
        let target = Target::nethack_367();
        let model = dgn_core::dgn::compile(
            &SourceFile::new("jp.def", EUC_JP.to_vec()),
            &target,
            &Default::default(),
        )
        .model
        .unwrap();
        assert_eq!(
            std::fs::read(tmp.path().join("jp")).unwrap(),
            dgn_core::dgn::write(&model, &target).unwrap()
        );
    }

    /// Every error in one run: a level name too long for NetHack's
    /// buffers and what the placement proof finds, in one error report.
    #[test]
    fn a_long_name_and_the_proof_in_one_report() {
        let tmp = tempfile::tempdir().unwrap();
        let def = write(
            tmp.path(),
            "two.def",
            "DUNGEON: \"Main\" \"M\" (5, 0)\nLEVEL: \"a-very-long-level\" \"a\" @ (2, 0)\n",
        );
        let err = Config::new()
            .add_file(&def)
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_binaries(".")
            .compile()
            .unwrap_err();
        match err {
            Error::Compile { errors, rendered } => {
                assert_eq!(errors, 2, "{rendered}");
                let heads: Vec<&str> = rendered
                    .lines()
                    .filter(|l| l.starts_with("error"))
                    .collect();
                assert_eq!(
                    heads,
                    [
                        "error[looked-up-dungeon]: no dungeon \"The Quest\" is defined, and NetHack looks it up by name: NetHack panics at the start of every game",
                        "error: level name is too long for NetHack: 17 bytes, at most 14 fit",
                    ],
                    "{rendered}"
                );
            }
            e => panic!("{e:?}"),
        }
    }

    /// A dungeon.lua is proven with NetHack 3.7's rules: every game
    /// panicking is an error, some a warning.
    #[test]
    fn the_start_of_a_37_game_is_proven() {
        let tmp = tempfile::tempdir().unwrap();
        let lua = |size: &str| {
            format!(
                "dungeon = {{\n   {{ name = \"A\", {size}, levels = {{\n      {{ name = \"x\", base = 3 }},\n      {{ name = \"y\", base = -1 }},\n   }} }},\n}}\n"
            )
        };
        let half = write(tmp.path(), "half.lua", &lua("base = 3, range = 2"));
        let report = Config::new()
            .add_file(&half)
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_rust("t.rs")
            .compile()
            .unwrap();
        assert_eq!(report.warnings.len(), 1, "{:?}", report.warnings);
        let w = &report.warnings[0];
        assert!(
            w.starts_with("warning[unplaceable-level]: the special levels of dungeon \"A\" cannot be placed: NetHack panics at the start of 1/2 (50%) of games"),
            "{w}"
        );
        assert!(w.contains("half.lua:2:13"), "{w}");
        let never = write(tmp.path(), "never.lua", &lua("base = 3"));
        let err = Config::new()
            .add_file(&never)
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_rust("u.rs")
            .compile()
            .unwrap_err();
        let text = format!("{err:?}");
        assert!(
            text.contains("error: the special levels of dungeon \"A\" cannot be placed: NetHack panics at the start of every game"),
            "{text}"
        );
        assert!(!tmp.path().join("u.rs").exists());
    }

    #[test]
    fn errors_keep_outputs_and_render_everything() {
        let tmp = tempfile::tempdir().unwrap();
        let good = write(
            tmp.path(),
            "good.def",
            &format!("DUNGEON: \"A\" \"a\" (1, 0)\n{HARDWIRED}"),
        );
        let bad = write(
            tmp.path(),
            "bad.def",
            "DUNGEON: \"A\" \"a\" (1 0)\nLEVLE: \"x\"\n",
        );
        let err = Config::new()
            .add_file(&good)
            .add_file(&bad)
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_binaries(".")
            .compile()
            .unwrap_err();
        let text = format!("{err:?}");
        assert!(text.contains("bad.def:1:21"), "{text}");
        assert!(text.contains("bad.def:2:1"), "{text}");
        assert!(text.contains("due to 2 errors"), "{text}");
        assert!(
            !tmp.path().join("good").exists(),
            "nothing is written on error"
        );
    }

    #[test]
    fn configuration_errors() {
        let err = Config::new()
            .target("nethack-9")
            .cargo_directives(false)
            .compile()
            .unwrap_err();
        assert!(err.to_string().starts_with("unknown target `nethack-9`"));
        let err = Config::new()
            .feature("NOPE", true)
            .cargo_directives(false)
            .compile()
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "unknown feature `NOPE` for target `nethack-3.4.3`"
        );
    }

    /// Every path in `text` that starts at the crate root (`::name`).
    fn root_paths(text: &str) -> Vec<String> {
        let mut roots = Vec::new();
        let bytes = text.as_bytes();
        for (i, _) in text.match_indices("::") {
            let before = i.checked_sub(1).map(|j| bytes[j]);
            if before.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b':') {
                continue;
            }
            let name: String = text[i + 2..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if !roots.contains(&name) {
                roots.push(name);
            }
        }
        roots
    }

    #[test]
    fn the_module_needs_only_dgn_types_and_indexes_levels() {
        let tmp = tempfile::tempdir().unwrap();
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
        Config::new()
            .add_file(root.join("dungeon.def"))
            .add_file(root.join("levels.des"))
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_rust("t.rs")
            .compile()
            .unwrap();
        let rust = std::fs::read_to_string(tmp.path().join("t.rs")).unwrap();
        assert_eq!(root_paths(&rust), ["dgn_types", "core"], "{rust}");
        // Every item may go unused.
        assert_eq!(rust.matches("pub static").count(), 3, "{rust}");
        assert_eq!(
            rust.matches("#[allow(dead_code)]\npub static").count(),
            3,
            "{rust}"
        );
        assert!(
            rust.contains(
                "pub static LEVEL_INDEX: ::dgn_types::index::LevelIndex<::dgn_types::lev343::Level> = {
    static ENTRIES: &[(&[u8], &::dgn_types::lev343::Level)] = &[
        (b\"archive\", &LEVELS[1]),
        (b\"tidepool\", &LEVELS[0]),
    ];
    ::dgn_types::index::LevelIndex::new(ENTRIES)
};"
            ),
            "{rust}"
        );
        // Dungeon descriptions alone: no index.
        Config::new()
            .add_file(root.join("dungeon.def"))
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_rust("d.rs")
            .compile()
            .unwrap();
        let rust = std::fs::read_to_string(tmp.path().join("d.rs")).unwrap();
        assert!(!rust.contains("LEVEL_INDEX"), "{rust}");
        // A file whose static would take the index's name.
        let clash = write(tmp.path(), "level_index.des", "MAZE: \"x\", ' '\nNOMAP\n");
        let err = Config::new()
            .add_file(&clash)
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_rust("c.rs")
            .compile()
            .unwrap_err();
        assert!(err.to_string().contains("`LEVEL_INDEX`"), "{err}");
    }

    #[test]
    fn unnethack_35_levels_write_lev_files_and_tables() {
        let tmp = tempfile::tempdir().unwrap();
        let des = write(
            tmp.path(),
            "un.des",
            "LEVEL: \"un\"\nIF [50%] { MESSAGE: \"hi\" }\n",
        );
        let report = Config::new()
            .target("unnethack-3.5")
            .add_file(&des)
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_binaries("lev")
            .compile()
            .unwrap();
        assert_eq!(report.binaries, vec![tmp.path().join("lev/un.lev")]);
        // header, lev_init, CMP, JG, MESSAGE
        let bytes = std::fs::read(tmp.path().join("lev/un.lev")).unwrap();
        assert_eq!(bytes.len(), 32 + 32 + 12 + 12 + 7);
        // Its opcode records as `dgn_types::lev35` tables, with an index.
        Config::new()
            .target("unnethack-3.5")
            .add_file(&des)
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_rust("t.rs")
            .compile()
            .unwrap();
        let text = std::fs::read_to_string(tmp.path().join("t.rs")).unwrap();
        // Compared without the layout's spaces and line breaks.
        let flat: String = text.split_whitespace().collect();
        assert!(
            flat.contains(concat!(
                "pubstaticUN:&[::dgn_types::lev35::Level]=&[::dgn_types::lev35::Level{",
                "name:::dgn_types::Text{text:\"un\",bytes:b\"un\",},",
                "init:::dgn_types::lev35::Init{style:0,fg:0,bg:0,smoothed:0,joined:0,lit:0,walled:0,flags:0,filling:0,},",
                "ops:&[::dgn_types::lev35::Op::Cmp{what:0,value:50,},",
                "::dgn_types::lev35::Op::Jg(2),",
                "::dgn_types::lev35::Op::Message(::dgn_types::Text{text:\"hi\",bytes:b\"hi\",}),],},];",
            )),
            "{text}"
        );
        assert!(
            flat.contains(
                "pubstaticLEVEL_INDEX:::dgn_types::index::LevelIndex<::dgn_types::lev35::Level>"
            ),
            "{text}"
        );
        assert!(
            flat.contains("pubconstTARGET:&str=\"unnethack-3.5\";"),
            "{text}"
        );
    }

    #[test]
    fn slashem_levels_write_lev_files_and_tables() {
        let tmp = tempfile::tempdir().unwrap();
        let des = write(
            tmp.path(),
            "loo.des",
            "MAZE: \"loo\", ' '\nFLAGS: spooky\nGEOMETRY:center,center\nMAP\n.Z+\nENDMAP\n\
             RANDOM_PLACES[0]: (0,0)\nRANDOM_PLACES[1]: none, (1,0)\n\
             RANDOM_REGION[0]: (0,0,1,0), (0,0,0,0)\n\
             DOOR: locked, (2,0), \"The Key of Law\"\n\
             OBJECT: '(', \"wax candle\", place[1][1]\nOBJFLAGS: o_lit\n\
             MONSTER: 'd', random, region[0]\n",
        );
        let report = Config::new()
            .target("slashem")
            .add_file(&des)
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_binaries("lev")
            .emit_rust("t.rs")
            .compile()
            .unwrap();
        assert_eq!(report.binaries, vec![tmp.path().join("lev/loo.lev")]);
        // The map row: floor 24, toilet 30, door 22.
        let bytes = std::fs::read(tmp.path().join("lev/loo.lev")).unwrap();
        assert_eq!(bytes[32 + 1 + 8 + 8 + 1 + 2 + 4..][..3], [24, 30, 22]);
        // The table carries the toilet, the flag, the place lists, the
        // random region, the key, the object flag and the coordinates.
        // Compared without white space and trailing commas (the module is
        // pretty-printed).
        let rust = std::fs::read_to_string(tmp.path().join("t.rs")).unwrap();
        let flat = rust
            .split_whitespace()
            .collect::<String>()
            .replace(",}", "}")
            .replace(",]", "]")
            .replace(",)", ")");
        for expected in [
            "rows : & [\".Z+\"]",
            "variant : 32",
            "random_places : & [:: dgn_types :: lev343 :: Point { x : 0 , y : 0 }]",
            "place_lists : & [& [:: dgn_types :: lev343 :: Point { x : - 1 , y : - 1 } , :: dgn_types :: lev343 :: Point { x : 1 , y : 0 }]]",
            "random_regions : & [:: dgn_types :: lev343 :: LevRegion { area : :: dgn_types :: lev343 :: LevArea { area : :: dgn_types :: lev343 :: Area { x1 : 0 , y1 : 0 , x2 : 1 , y2 : 0 }",
            "key : :: core :: option :: Option :: Some (:: dgn_types :: lev343 :: ArtifactRef { index : 46 , name : \"The Key of Law\" })",
            "at : :: dgn_types :: lev343 :: Coord :: PlaceIn { list : 1 , index : 1 }",
            "flags : :: dgn_types :: lev343 :: ObjectFlags { lit : true , buried : false }",
            "at : :: dgn_types :: lev343 :: Coord :: InRegion (0)",
        ] {
            let expected: String = expected.split_whitespace().collect();
            assert!(flat.contains(&expected), "{expected}\n{rust}");
        }
    }

    #[test]
    fn special_levels_of_both_dialects() {
        let tmp = tempfile::tempdir().unwrap();
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
        let report = Config::new()
            .target("nethack-3.6.7")
            .add_file(root.join("levels36.des"))
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_binaries("lev")
            .emit_rust("t.rs")
            .compile()
            .unwrap();
        assert_eq!(report.binaries, vec![tmp.path().join("lev/tidepool.lev")]);
        let rust = std::fs::read_to_string(tmp.path().join("t.rs")).unwrap();
        assert!(
            rust.contains("pub static LEVELS36: &[::dgn_types::lev36::Level] = &["),
            "{rust}"
        );
        assert!(
            rust.contains("::dgn_types::lev36::Opcode::Message"),
            "{rust}"
        );

        // Two files that define the same level would write one file twice.
        let a = write(tmp.path(), "a.des", "MAZE: \"x\", ' '\nNOMAP\n");
        let b = write(tmp.path(), "b.des", "MAZE: \"x\", ' '\nNOMAP\n");
        let err = Config::new()
            .add_file(&a)
            .add_file(&b)
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_binaries("dup")
            .compile()
            .unwrap_err();
        assert!(
            err.to_string().starts_with("two inputs would both write"),
            "{err}"
        );

        // A 3.6 file for a 3.4.3 target: one located error, with the
        // builder method that sets the target.
        let err = Config::new()
            .target("nethack-3.4.3")
            .add_file(root.join("levels36.des"))
            .cargo_directives(false)
            .compile()
            .unwrap_err();
        let text = err.to_string();
        assert!(
            text.starts_with(
                "could not compile the NetHack data files due to 1 error:\n\nerror: `"
            ),
            "{text}"
        );
        assert!(
            text.contains("is written in the NetHack 3.6 level language"),
            "{text}"
        );
        assert!(text.contains("levels36.des:17:1"), "{text}");
        assert!(
            text.contains("call `.target(\"nethack-3.6.7\")` on the `build_support::Config`"),
            "{text}"
        );
        assert_eq!(text.matches("error").count(), 3, "{text}");
        // With no target anywhere, it is read as 3.6, with a warning.
        let report = Config::new()
            .add_file(root.join("levels36.des"))
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_rust("auto.rs")
            .compile()
            .unwrap();
        assert_eq!(report.warnings.len(), 1, "{:?}", report.warnings);
        assert!(report.warnings[0].starts_with("warning[detected-dialect]"));
        let rust = std::fs::read_to_string(tmp.path().join("auto.rs")).unwrap();
        assert!(rust.contains("&[::dgn_types::lev36::Level]"), "{rust}");
        assert!(
            rust.contains("pub const TARGET: &str = \"nethack-3.6.7\";"),
            "{rust}"
        );
    }

    /// A random vault of EvilHack's: its `.lev` file and the line of
    /// `vaults.dat` its lev_comp writes, byte for byte.
    #[test]
    fn evilhack_random_vaults_write_vaults_dat() {
        let tmp = tempfile::tempdir().unwrap();
        let fixtures =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/tests/variants/evilhack");
        let data = tmp.path().join("data");
        std::fs::create_dir_all(&data).unwrap();
        std::fs::copy(fixtures.join("feat.des"), data.join("feat.des")).unwrap();
        let report = Config::new()
            .target("evilhack")
            .add_dir(&data)
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_binaries("lev")
            .compile()
            .unwrap();
        assert!(report.binaries.contains(&tmp.path().join("lev/vaults.dat")));
        assert_eq!(
            std::fs::read(tmp.path().join("lev/vaults.dat")).unwrap(),
            std::fs::read(fixtures.join("vaults.dat")).unwrap()
        );
        let bytes = std::fs::read(tmp.path().join("lev/evtest.lev")).unwrap();
        assert!(bytes.starts_with(&Target::evilhack().version_bytes()));
    }

    #[test]
    fn settings_files_are_honoured_and_tracked() {
        let tmp = tempfile::tempdir().unwrap();
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
        let data = tmp.path().join("data/levels");
        std::fs::create_dir_all(&data).unwrap();
        std::fs::copy(root.join("levels36.des"), data.join("levels36.des")).unwrap();
        let settings = write(
            tmp.path(),
            "data/dgn.toml",
            "target = \"nethack-3.6.7\"\n[warnings]\nall = \"deny\"\n",
        );
        let report = Config::new()
            .add_dir(&data)
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_binaries("lev")
            .emit_rust("t.rs")
            .compile()
            .unwrap();
        assert_eq!(report.settings_files, vec![settings.clone()]);
        assert!(report.warnings.is_empty(), "{:?}", report.warnings);
        let bytes = std::fs::read(tmp.path().join("lev/tidepool.lev")).unwrap();
        assert!(bytes.starts_with(&Target::nethack_367().version_bytes()));
        // The builder's target wins over the file's.
        let err = Config::new()
            .target("nethack-3.4.3")
            .add_dir(&data)
            .cargo_directives(false)
            .compile()
            .unwrap_err();
        assert!(err.to_string().contains("due to 1 error"), "{err}");
        // A mistake in the file is reported in it, with a suggestion.
        std::fs::write(
            &settings,
            "target = \"nethack-3.6.7\"\nextra-warning = true\n",
        )
        .unwrap();
        let err = Config::new()
            .add_dir(&data)
            .cargo_directives(false)
            .compile()
            .unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains("unknown key `extra-warning` in dgn.toml"),
            "{text}"
        );
        assert!(text.contains("dgn.toml:2:1"), "{text}");
        assert!(text.contains("did you mean `extra-warnings`?"), "{text}");
    }

    /// The 3.6.7 `dat/` folder of the corpus, if present.
    fn corpus_367() -> Option<PathBuf> {
        let default = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
        let dir = std::env::var_os("DGN_CORPUS")
            .map(PathBuf::from)
            .unwrap_or(default)
            .join("nethack-3.6.7");
        if dir.is_dir() {
            Some(dir)
        } else {
            eprintln!("skipped: conformance corpus not found (set DGN_CORPUS)");
            None
        }
    }

    #[test]
    fn a_36_dat_folder_without_a_target_is_detected_and_exact() {
        let Some(set) = corpus_367() else { return };
        let tmp = tempfile::tempdir().unwrap();
        let report = Config::new()
            .add_glob(&format!("{}/dat/*.des", set.display()))
            .out_dir(tmp.path())
            .cargo_directives(false)
            .emit_binaries("lev")
            .compile()
            .unwrap();
        assert_eq!(report.inputs.len(), 24);
        assert_eq!(report.warnings.len(), 24, "one note per file");
        assert!(report
            .warnings
            .iter()
            .all(|w| w.starts_with("warning[detected-dialect]")));
        assert_eq!(report.binaries.len(), 120);
        for b in &report.binaries {
            let expected = set.join("expected").join(b.file_name().unwrap());
            assert!(
                std::fs::read(b).unwrap() == std::fs::read(&expected).unwrap(),
                "{} differs",
                b.display()
            );
        }
        // For an explicit 3.4.3 target: one error per file, and the error
        // returned starts with its summary (no "Error: error:").
        let err = Config::new()
            .target("nethack-3.4.3")
            .add_glob(&format!("{}/dat/*.des", set.display()))
            .cargo_directives(false)
            .compile()
            .unwrap_err();
        let text = format!("{err:?}");
        assert!(
            text.starts_with("could not compile the NetHack data files due to 24 errors:"),
            "{text}"
        );
        assert_eq!(text.matches("\nerror: ").count(), 24, "{text}");
        assert_eq!(
            text.matches("is written in the NetHack 3.6 level language")
                .count(),
            24
        );
    }
}
