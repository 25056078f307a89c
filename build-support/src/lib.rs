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
//! and in the crate (which depends on `dgn-types` and `build-support`):
//!
//! ```ignore
//! build_support::include_tables!(); // includes $OUT_DIR/dgn_tables.rs
//!
//! fn main() {
//!     // one `static` per input file, named after it: dungeon.def -> DUNGEON
//!     println!("{}", DUNGEON[0].name);
//! }
//! ```
//!
//! (`tests/tables-e2e` in the dgn repository is such a crate.)
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
//! - `cargo::rerun-if-changed=` for every input file and every directory it
//!   scanned (so a new file in an `add_dir`/`add_glob` directory is seen);
//! - `cargo::warning=` for each line of each rendered warning;
//! - on errors, the rendered diagnostics on stderr (Cargo shows them when
//!   the build script fails) and an [`Error`] whose `Display` and `Debug`
//!   both hold them, so `.unwrap()` or `?` in `main` shows them too.
//!
//! Outputs are written atomically and only when their bytes changed, so
//! unchanged outputs keep their modification time; nothing is written when
//! any input has an error. Several inputs are compiled on several threads.
#![warn(missing_docs)]

use dgn_core::codegen;
use dgn_core::dgn::{self, InputKind, Options};
use dgn_core::levels;
use dgn_core::{Diagnostic, Features, Render, SourceFile, Target, WarningPolicy};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use std::fmt;
use std::path::{Path, PathBuf};

/// Includes the Rust module that [`Config::emit_rust`] wrote into `OUT_DIR`
/// (`dgn_tables.rs` unless another name is given).
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
    features: Features,
    warnings: WarningPolicy,
    extra_warnings: bool,
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
    Name(String),
    Profile(Target),
}

impl Default for Config {
    fn default() -> Self {
        Config {
            target: TargetChoice::Profile(Target::default()),
            features: Features::new(),
            warnings: WarningPolicy::default(),
            extra_warnings: false,
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
                write!(
                    f,
                    "{rendered}\ncould not compile the NetHack data files due to {errors} error{s}"
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
    /// A configuration with the default target (`nethack-3.4.3`), no
    /// inputs and no outputs.
    pub fn new() -> Self {
        Self::default()
    }

    /// Selects a built-in target by name (`nethack-3.4.3`,
    /// `nethack-3.6.7`); an unknown name fails [`compile`](Self::compile).
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
        if on {
            self.features.define(name);
        } else {
            self.features.undefine(name);
        }
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
        self.extra_warnings = on;
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
    /// upper case: `dungeon.def` gives `DUNGEON`), under this file name in
    /// the output directory. Include it with [`include_tables!`].
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

    fn resolve_target(&self) -> Result<Target, Error> {
        let target = match &self.target {
            TargetChoice::Profile(t) => t.clone(),
            TargetChoice::Name(n) => Target::builtin(n).ok_or_else(|| {
                Error::Config(format!(
                    "unknown target `{n}`; the built-in targets are {}",
                    dgn_core::target::BUILTIN_TARGETS.join(", ")
                ))
            })?,
        };
        let unknown: Vec<&str> = self.features.unknown(&target).collect();
        if !unknown.is_empty() {
            return Err(Error::Config(format!(
                "unknown feature `{}` for target `{}`",
                unknown.join("`, `"),
                target.name
            )));
        }
        Ok(target)
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
        let target = self.resolve_target()?;
        let inputs = self.collect_inputs(&mut report)?;
        if self.directives {
            for p in inputs.iter().chain(&report.scanned_dirs) {
                println!("cargo::rerun-if-changed={}", p.display());
            }
        }
        let opts = |path: &Path| Options {
            input: if path.extension().is_some_and(|e| e == "pdf") {
                InputKind::Pdf
            } else {
                InputKind::Def
            },
            features: self.features.clone(),
            warnings: self.warnings.clone(),
            // NetHack's binary files are written: check for NetHack itself.
            nethack: self.binaries.is_some(),
        };
        let job = Job {
            target: &target,
            opts: &opts,
            level_opts: levels::Options {
                warnings: self.warnings.clone(),
                extra_warnings: self.extra_warnings,
                // Build scripts show no previews.
                skip_lines: true,
            },
        };
        let results = compile_parallel(&inputs, &job);
        let mut rendered_errors = String::new();
        let mut error_count = 0;
        let mut compiled = Vec::new();
        for (path, result) in inputs.iter().zip(results) {
            let (file, out) = result?;
            for d in out.diagnostics() {
                let text = d.render(&file, false);
                if d.is_error() {
                    error_count += 1;
                } else {
                    report.warnings.push(text.clone());
                }
                if !rendered_errors.is_empty() {
                    rendered_errors.push('\n');
                }
                rendered_errors.push_str(&text);
                rendered_errors.push('\n');
            }
            compiled.push((path.clone(), out));
        }
        if self.directives {
            for w in &report.warnings {
                for line in w.lines().filter(|l| !l.trim().is_empty()) {
                    println!("cargo::warning={line}");
                }
            }
        }
        if error_count > 0 {
            if self.directives {
                eprintln!("{rendered_errors}");
            }
            return Err(Error::Compile {
                errors: error_count,
                rendered: rendered_errors,
            });
        }
        report.inputs = inputs;
        let outputs: Vec<(PathBuf, Output)> = compiled
            .into_iter()
            .filter_map(|(p, o)| Some((p, o.into_output()?)))
            .collect();
        self.write_outputs(&target, &outputs, &mut report)?;
        Ok(report)
    }

    fn write_outputs(
        &self,
        target: &Target,
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
                    Output::Dungeons(model) => {
                        let name = path.file_stem().unwrap_or_default();
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
                        }
                    }
                }
            }
        }
        if let Some(name) = &self.rust {
            let dest = out_dir.join(name);
            let text = self.rust_module(target, models)?;
            if let Some(parent) = dest.parent() {
                std::fs::create_dir_all(parent).map_err(io_err(parent))?;
            }
            report.rust_file = Some(dest.clone());
            outputs.push((dest, text.into_bytes()));
        }
        dgn_core::output::write_all_atomic(&outputs).map_err(io_err(&out_dir))
    }

    /// The generated module's text.
    fn rust_module(&self, target: &Target, models: &[(PathBuf, Output)]) -> Result<String, Error> {
        let types: TokenStream = self
            .types_path
            .parse()
            .map_err(|_| Error::Config(format!("`{}` is not a Rust path", self.types_path)))?;
        let mut names = Vec::new();
        let mut items = TokenStream::new();
        for (path, model) in models {
            let name = static_name(path);
            if names.contains(&name) {
                return Err(Error::Config(format!(
                    "two inputs would both define `{name}` in the generated module"
                )));
            }
            let ident = format_ident!("{}", name);
            let (what, ty, value) = match model {
                Output::Dungeons(m) => (
                    "dungeons",
                    quote!(&[#types::Dungeon]),
                    codegen::dungeon_file(m, &types),
                ),
                Output::Levels { files } => (
                    "special levels",
                    match target.dialect {
                        dgn_core::Dialect::V343 => quote!(&[#types::lev343::Level]),
                        dgn_core::Dialect::V36 => quote!(&[#types::lev36::Level]),
                    },
                    codegen::table_of(files, target, &types),
                ),
            };
            let doc = format!(" The {what} of `{}`.", path.display());
            items.extend(quote! {
                #[doc = #doc]
                pub static #ident: #ty = #value;
            });
            names.push(name);
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

/// What one input compiled to.
enum Compiled {
    /// A dungeon description.
    Dungeons(dgn::Compiled),
    /// A special-level file: its levels, each with bytes and model.
    Levels(levels::Compiled),
}

/// A successfully compiled input.
enum Output {
    Dungeons(dgn::DungeonFile),
    Levels { files: Vec<levels::LevelFile> },
}

impl Compiled {
    fn diagnostics(&self) -> &[Diagnostic] {
        match self {
            Compiled::Dungeons(c) => &c.diagnostics,
            Compiled::Levels(c) => &c.diagnostics,
        }
    }

    fn into_output(self) -> Option<Output> {
        match self {
            Compiled::Dungeons(c) => c.model.map(Output::Dungeons),
            Compiled::Levels(c) => c.levels.map(|files| Output::Levels { files }),
        }
    }
}

/// Everything a compile thread needs.
struct Job<'a> {
    target: &'a Target,
    opts: &'a (dyn Fn(&Path) -> Options + Sync),
    level_opts: levels::Options,
}

impl Job<'_> {
    fn run(&self, path: &Path) -> FileResult {
        let bytes = std::fs::read(path).map_err(io_err(path))?;
        let file = SourceFile::new(path.display().to_string(), bytes);
        let is_des = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("des"));
        if !is_des {
            let out = dgn::compile(&file, self.target, &(self.opts)(path));
            return Ok((file, Compiled::Dungeons(out)));
        }
        let out = levels::compile(&file, self.target, &self.level_opts);
        Ok((file, Compiled::Levels(out)))
    }
}

type FileResult = Result<(SourceFile, Compiled), Error>;

/// Compiles the inputs on up to as many threads as there are cores.
fn compile_parallel(inputs: &[PathBuf], job: &Job<'_>) -> Vec<FileResult> {
    let one = |path: &PathBuf| job.run(path);
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(inputs.len());
    if threads <= 1 {
        return inputs.iter().map(one).collect();
    }
    // Interleave the inputs so that big and small files spread over the
    // threads, then put the results back in input order.
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let one = &one;
                s.spawn(move || {
                    inputs
                        .iter()
                        .enumerate()
                        .skip(t)
                        .step_by(threads)
                        .map(|(i, p)| (i, one(p)))
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
        write(root, "in/a.def", "DUNGEON: \"A\" \"a\" (1, 0)\n");
        write(root, "in/sub/b.def", "DUNGEON: \"B\" \"b\" (2, 0)\n");
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
            "DUNGEON: \"D\" \"D\" (10, 0)\nBRANCH: \"M\" @ (2, 3)\nDUNGEON: \"M\" \"M\" (8, 2)\n\
             LEVEL: \"minend\" \"E\" @ (-1, 0)\nLEVEL: \"deep\" \"none\" @ (8, 0)\n",
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

    #[test]
    fn errors_keep_outputs_and_render_everything() {
        let tmp = tempfile::tempdir().unwrap();
        let good = write(tmp.path(), "good.def", "DUNGEON: \"A\" \"a\" (1, 0)\n");
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

        // A 3.6 file for a 3.4.3 target: located errors with the hint.
        let err = Config::new()
            .add_file(root.join("levels36.des"))
            .cargo_directives(false)
            .compile()
            .unwrap_err();
        let text = err.to_string();
        assert!(text.contains("NetHack 3.6 level language"), "{text}");
        assert!(text.contains("levels36.des:"), "{text}");
    }
}
