//! Shared plumbing of the `dgn_comp` and `lev_comp` command-line compilers:
//! common options, diagnostics reporting and all-or-nothing output.
//!
//! # Start-up
//!
//! NetHack's makefiles start `lev_comp` once per `.des` file, so the time a
//! process takes before it reads its input counts as much as compiling. On
//! Linux with glibc, linked dynamically, the binaries therefore provide the
//! C `main` themselves
//! ([`c_main!`]) instead of going through the Rust runtime's start-up,
//! which looks up the main thread's stack bounds (reading
//! `/proc/self/maps`), installs a stack-overflow handler on a signal stack
//! and sets `SIGPIPE` to be ignored: about 110,000 instructions and 20
//! system calls, more than half of what NetHack's C `lev_comp` spends on a
//! whole small file. The standard library works unchanged without it (glibc
//! hands the arguments to its initialiser); what is kept is done by
//! [`start`]. Writing to a closed pipe then ends the process as it ends the
//! C tools.
//!
//! For the same reason the command line is parsed from one small table per
//! tool ([`args`]) rather than a command description built at every start,
//! small allocations come from a static [`arena`] before the C library's
//! allocator is ever set up, and `build.rs` links the binaries at a fixed
//! address, with the unwinder linked in and symbols bound lazily. With all
//! of it, a process for a small file costs no more than NetHack's C
//! `lev_comp` does (figures in `BENCHMARKS.md`).

pub mod arena;
pub mod args;
pub mod layout;

use args::Key;
use dgn_core::diag::{Diagnostic, Render, WarningPolicy};
use dgn_core::settings::TargetOrigin;
use dgn_core::{SourceFile, Target};
use std::ffi::OsString;
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};

pub mod pictures;

/// The target compiled for when `--target` is not given.
pub const DEFAULT_TARGET: &str = "nethack-3.4.3";

/// When to color diagnostics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ColorChoice {
    /// Color when standard error is a terminal.
    #[default]
    Auto,
    /// Always color.
    Always,
    /// Never color.
    Never,
}

/// Options both compilers take (described in [`args::COMMON`]).
#[derive(Debug, Clone)]
pub struct CommonArgs {
    /// `-o DIR`: directory to write outputs into.
    pub output_dir: Option<PathBuf>,
    /// `--target NAME`: the NetHack build to compile for.
    pub target: String,
    /// `--version-header N,N,...`: the values replacing the target's
    /// version header.
    pub version_header: Option<Vec<String>>,
    /// `--catalog FILE`: a monster and object catalog replacing the
    /// target's built-in one.
    pub catalog: Option<PathBuf>,
    /// `--check`: check the input only, write no output.
    pub check: bool,
    /// `-W`: `error` or warning names that are errors.
    pub warn: Vec<String>,
    /// `-A`: `warnings` or warning names that are silenced.
    pub allow: Vec<String>,
    /// `--color WHEN`.
    pub color: ColorChoice,
    /// Whether `--target` was on the command line (else `target` is the
    /// default, and a `dgn.toml` may name another).
    pub target_given: bool,
}

impl Default for CommonArgs {
    fn default() -> Self {
        CommonArgs {
            output_dir: None,
            target: DEFAULT_TARGET.to_string(),
            version_header: None,
            catalog: None,
            check: false,
            warn: Vec::new(),
            allow: Vec::new(),
            color: ColorChoice::Auto,
            target_given: false,
        }
    }
}

/// An option's value as text (option values other than paths are names and
/// numbers; a value that is not UTF-8 is kept with replacement characters
/// and then rejected by whatever reads it).
pub fn text(value: Option<OsString>) -> String {
    value
        .map(|v| {
            v.into_string()
                .unwrap_or_else(|v| v.to_string_lossy().into_owned())
        })
        .unwrap_or_default()
}

fn parse_u64(s: &str) -> Option<u64> {
    let s = s.trim();
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

impl CommonArgs {
    /// Takes one parsed option if it is one of [`args::COMMON`]; returns
    /// whether it was.
    pub fn apply(&mut self, key: Key, value: Option<OsString>) -> bool {
        match key {
            Key::OutputDir => self.output_dir = value.map(PathBuf::from),
            Key::Target => self.target = text(value),
            Key::VersionHeader => self
                .version_header
                .get_or_insert_with(Vec::new)
                .extend(text(value).split(',').map(str::to_string)),
            Key::Catalog => self.catalog = value.map(PathBuf::from),
            Key::Check => self.check = true,
            Key::Warn => self.warn.push(text(value)),
            Key::Allow => self.allow.push(text(value)),
            Key::Color => {
                self.color = match text(value).as_str() {
                    "always" => ColorChoice::Always,
                    "never" => ColorChoice::Never,
                    _ => ColorChoice::Auto,
                }
            }
            _ => return false,
        }
        true
    }

    /// The target these options select, or a message saying why not.
    pub fn target(&self) -> Result<Target, String> {
        self.target_named(&self.target)
    }

    /// The built-in target `name` with `--version-header` and `--catalog`
    /// applied, or a message saying why not.
    fn target_named(&self, name: &str) -> Result<Target, String> {
        let mut t = Target::builtin(name).ok_or_else(|| {
            format!(
                "unknown target `{}` (known targets: {})",
                name,
                dgn_core::target::BUILTIN_TARGETS.join(", ")
            )
        })?;
        if let Some(values) = &self.version_header {
            let parsed: Option<Vec<u64>> = values.iter().map(|v| parse_u64(v)).collect();
            let parsed = parsed.ok_or_else(|| {
                format!("--version-header takes numbers, got `{}`", values.join(","))
            })?;
            if parsed.len() != t.version.len() {
                return Err(format!(
                    "--version-header needs {} values for target `{}`, got {}",
                    t.version.len(),
                    t.name,
                    parsed.len()
                ));
            }
            t.version = parsed;
        }
        if let Some(path) = &self.catalog {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read catalog {}: {e}", path.display()))?;
            let catalog = dgn_core::catalog::Catalog::parse(&text)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            t = t.with_catalog(catalog);
        }
        Ok(t)
    }

    /// The warning policy these options select.
    pub fn policy(&self) -> WarningPolicy {
        let mut p = WarningPolicy::default();
        for w in &self.warn {
            if w == "error" || w == "errors" {
                p.all_errors = true;
            } else {
                p.errors.push(w.clone());
            }
        }
        for a in &self.allow {
            if a == "warnings" {
                p.all_allowed = true;
            } else {
                p.allowed.push(a.clone());
            }
        }
        p
    }

    /// The settings for one input (`None`: standard input): the
    /// `dgn.toml` that applies to it (see `dgn_core::settings`) under these
    /// options, which win key by key. A broken `dgn.toml` is reported (once)
    /// and gives `None`; an unusable option gives the message.
    pub fn settings_for(
        &self,
        finder: &mut SettingsFinder,
        rep: &mut Reporter,
        input: Option<&Path>,
    ) -> Result<Option<FileSettings>, String> {
        let found = match input {
            Some(p) => finder.cache.for_file(p),
            None => finder.cache.for_dir(Path::new(".")),
        };
        let file = match found {
            Ok(f) => f,
            Err(e) => {
                if finder.reported.insert(e.file.name().to_string()) {
                    rep.report(&e.file, &e.diagnostics);
                }
                return Ok(None);
            }
        };
        let file = file.as_deref();
        let named = file.and_then(|s| s.target.as_deref());
        let name = match named {
            Some(n) if !self.target_given => n,
            _ => self.target.as_str(),
        };
        let mut target = self.target_named(name)?;
        if let (None, Some(s)) = (&self.catalog, file) {
            target = s.with_catalog(target);
        }
        let face = dgn_core::settings::Face::Cli;
        Ok(Some(FileSettings {
            target,
            origin: if self.target_given || named.is_some() {
                TargetOrigin::given(face)
            } else {
                TargetOrigin::default_in(face)
            },
            warnings: dgn_core::settings::overlay(
                file.map(|s| s.warning_policy()).unwrap_or_default(),
                &self.policy(),
            ),
            extra_warnings: file.and_then(|s| s.extra_warnings),
            features: file.map(|s| s.features.clone()).unwrap_or_default(),
        }))
    }

    /// A reporter for diagnostics following `--color`.
    pub fn reporter(&self) -> Reporter {
        Reporter {
            choice: self.color,
            color: None,
            errors: 0,
            warnings: 0,
        }
    }
}

/// The `dgn.toml` files found for the inputs of one run, each read once.
#[derive(Debug, Default)]
pub struct SettingsFinder {
    cache: dgn_core::settings::Cache,
    reported: std::collections::BTreeSet<String>,
}

impl SettingsFinder {
    /// A finder that has read nothing yet.
    pub fn new() -> Self {
        Self::default()
    }
}

/// What one input is compiled with: its `dgn.toml` under the command line.
#[derive(Debug, Clone)]
pub struct FileSettings {
    /// The target.
    pub target: Target,
    /// Whether the target was named (on the command line or in the file).
    pub origin: TargetOrigin,
    /// The file's warning levels under `-A`/`-W`.
    pub warnings: WarningPolicy,
    /// The file's `extra-warnings` (lev_comp's `-w` turns them on anyway).
    pub extra_warnings: Option<bool>,
    /// The file's `[features]`, to be overridden by `-D`/`-U`.
    pub features: Vec<(String, bool)>,
}

/// Prints diagnostics to standard error and counts them.
#[derive(Debug)]
pub struct Reporter {
    choice: ColorChoice,
    /// Whether to color, decided when the first message is printed (a run
    /// without diagnostics never asks whether standard error is a terminal).
    color: Option<bool>,
    /// Errors reported so far.
    pub errors: usize,
    /// Warnings reported so far.
    pub warnings: usize,
}

impl Reporter {
    fn color(&mut self) -> bool {
        let choice = self.choice;
        *self.color.get_or_insert_with(|| match choice {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none()
            }
        })
    }

    /// Prints the diagnostics of one source file, at most
    /// [`ERRORS_SHOWN_PER_FILE`](dgn_core::diag::ERRORS_SHOWN_PER_FILE)
    /// errors of it (the rest are counted in one closing error).
    pub fn report(&mut self, file: &SourceFile, diags: &[Diagnostic]) {
        if diags.is_empty() {
            return;
        }
        let limit = dgn_core::diag::ERRORS_SHOWN_PER_FILE;
        let errors = diags.iter().filter(|d| d.is_error()).count();
        self.errors += errors;
        self.warnings += diags.len() - errors;
        let capped;
        let diags = if errors > limit {
            let mut v = diags.to_vec();
            dgn_core::diag::cap_errors(&mut v, limit, file.name());
            capped = v;
            &capped[..]
        } else {
            diags
        };
        let color = self.color();
        let mut err = std::io::stderr().lock();
        for d in diags {
            let _ = writeln!(err, "{}\n", d.render(file, color));
        }
    }

    /// Prints a note: what a tool did that the user should know of, no
    /// mistake (it counts as neither error nor warning).
    pub fn note(&mut self, message: &str) {
        self.line("note", "96", message);
    }

    /// Prints a message that belongs to no source file.
    pub fn error(&mut self, message: &str) {
        self.errors += 1;
        self.line("error", "91", message);
    }

    /// Prints `label: message` on standard error, the label in the
    /// terminal colour `color` (an SGR number) when colouring.
    fn line(&mut self, label: &str, color: &str, message: &str) {
        let text = if self.color() {
            format!("\x1b[1m\x1b[{color}m{label}\x1b[0m\x1b[1m: {message}\x1b[0m")
        } else {
            format!("{label}: {message}")
        };
        let _ = writeln!(std::io::stderr().lock(), "{text}");
    }

    /// Prints the closing summary (`could not {what}`) when anything went
    /// wrong, and returns the
    /// exit status: 0 when no error was reported, 1 otherwise.
    pub fn finish(&self, what: &str) -> i32 {
        if self.errors > 0 {
            let w = if self.warnings > 0 {
                format!(
                    ", {} warning{}",
                    self.warnings,
                    if self.warnings == 1 { "" } else { "s" }
                )
            } else {
                String::new()
            };
            let _ = writeln!(
                std::io::stderr().lock(),
                "error: could not {what} ({} error{}{w}); no output written",
                self.errors,
                if self.errors == 1 { "" } else { "s" }
            );
            1
        } else {
            0
        }
    }
}

/// Reads an input file, or standard input for `None`, as a [`SourceFile`].
pub fn read_source(path: Option<&Path>) -> Result<SourceFile, String> {
    match path {
        Some(p) => std::fs::read(p)
            .map(|b| SourceFile::new(p.to_string_lossy().into_owned(), b))
            .map_err(|e| format!("cannot read {}: {e}", p.display())),
        None => {
            let mut buf = Vec::new();
            std::io::stdin()
                .read_to_end(&mut buf)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            Ok(SourceFile::new("<stdin>", buf))
        }
    }
}

/// Writes every output atomically, or reports why not. Two inputs that
/// would write the same output are an error.
pub fn write_outputs(rep: &mut Reporter, outputs: &[(PathBuf, Vec<u8>)]) {
    let mut seen: Vec<&Path> = Vec::new();
    for (p, _) in outputs {
        if seen.contains(&p.as_path()) {
            rep.error(&format!(
                "two outputs would be written to {}; nothing was written",
                p.display()
            ));
            return;
        }
        seen.push(p);
    }
    for (p, _) in outputs {
        // The current directory exists (or nothing can be written anyway).
        let here = |d: &Path| d.as_os_str().is_empty() || d == Path::new(".");
        if let Some(dir) = p.parent().filter(|d| !here(d)) {
            if let Err(e) = std::fs::create_dir_all(dir) {
                rep.error(&format!("cannot create {}: {e}", dir.display()));
                return;
            }
        }
    }
    if let Err(e) = dgn_core::output::write_all_atomic(outputs) {
        rep.error(&e.to_string());
    }
}

/// Writes bytes to standard output.
pub fn write_stdout(rep: &mut Reporter, bytes: &[u8]) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(bytes).and_then(|()| out.flush()) {
        rep.error(&format!("cannot write standard output: {e}"));
    }
}

/// What a compiler does before its real `main` when it provides the C
/// `main` itself (see the crate docs): makes sure standard input, output
/// and error are open, as the Rust runtime does, so that a file the
/// compiler opens can never become descriptor 1 or 2 and receive
/// diagnostics.
pub fn start() {
    #[cfg(unix)]
    {
        use std::os::fd::{AsRawFd, IntoRawFd};
        // Each open takes the lowest free descriptor: while that is one of
        // 0, 1 and 2, keep /dev/null there.
        while let Ok(null) = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open("/dev/null")
        {
            if null.as_raw_fd() > 2 {
                break;
            }
            let _ = null.into_raw_fd();
        }
    }
}

/// Defines the program's entry point running `$run` (a `fn()`): the C
/// `main`, after [`start`], on Linux with glibc linked dynamically outside
/// unit-test builds (the binary must then be `#![no_main]` under the same
/// condition, see the crate docs), and an ordinary Rust `main` elsewhere.
/// A statically linked glibc build (`+crt-static`) keeps the Rust `main`,
/// the configuration such builds are tested in.
#[macro_export]
macro_rules! c_main {
    ($run:path) => {
        #[cfg(all(
            target_os = "linux",
            target_env = "gnu",
            not(target_feature = "crt-static"),
            not(test)
        ))]
        #[no_mangle]
        extern "C" fn main(
            _argc: ::std::ffi::c_int,
            _argv: *const *const ::std::ffi::c_char,
        ) -> ::std::ffi::c_int {
            $crate::start();
            $run();
            0
        }

        #[cfg(not(all(
            target_os = "linux",
            target_env = "gnu",
            not(target_feature = "crt-static"),
            not(test)
        )))]
        fn main() {
            $run()
        }
    };
}
