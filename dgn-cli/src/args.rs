//! Command-line arguments of both compilers.
//!
//! Each tool describes its options once, as a table of [`Opt`]s (spellings,
//! value, help text, allowed values, default); the same table drives the
//! parsing ([`parse`]) and the `--help` text ([`help`]). Parsing leaves the
//! options as [`Key`]s with their values in command-line order, after the
//! defaults, so that a tool folds them into its settings in one pass and the
//! last occurrence of an option wins.
//!
//! Accepted forms are the usual ones (and those of NetHack's C tools, which
//! take `-w` and file names): `-o DIR`, `-oDIR`, `--output-dir DIR`,
//! `--output-dir=DIR`, grouped flags (`-w`), `--` before file names that
//! start with `-`, and `-` alone as a file name.
//!
//! The parser is deliberately small: the compilers are started once per
//! `.des` file by NetHack's makefiles, and a general-purpose argument parser
//! that builds its command description at every start cost more than the
//! rest of a small file's work (see `BENCHMARKS.md`, "Start-up time per
//! file").

use std::ffi::OsString;
use std::fmt::Write as _;
use std::path::PathBuf;

/// What an option does. Each tool's table names the keys it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// `lev_comp -w`: the checks NetHack's `lev_comp` makes only with `-w`.
    ExtraWarnings,
    /// `--decompile`: binary files back into source.
    Decompile,
    /// `lev_comp --preview`: text previews of the levels.
    Preview,
    /// `lev_comp --preview-svg DIR`: SVG pictures of the levels.
    PreviewSvg,
    /// `lev_comp --preview-json`: previews as JSON lines.
    PreviewJson,
    /// `lev_comp --level NAME`: preview only this level.
    Level,
    /// `lev_comp --allow-flip`: converted levels may be flipped by 3.7.
    AllowFlip,
    /// `lev_comp --seeds SEEDS`: the seeds `.lua` level scripts run with.
    Seeds,
    /// `lev_comp --chosen-runs N`: the most runs with chosen draws a `.lua`
    /// level script gets.
    ChosenRuns,
    /// `dgn_comp -D NAME`: turn a feature on.
    Define,
    /// `dgn_comp -U NAME`: turn a feature off.
    Undefine,
    /// `dgn_comp --chart FILE`: a chart of the dungeons.
    Chart,
    /// `dgn_comp --layout SEEDS`: the dungeon of games.
    Layout,
    /// `dgn_comp --rng NAME`: the random source of `--layout`.
    Rng,
    /// `--to-lua`: `dgn_comp` converts `dungeon.def` files to `dungeon.lua`,
    /// `lev_comp` converts `.des` files to NetHack 3.7 Lua level files.
    ToLua,
    /// `dgn_comp --to-def`: `dungeon.lua` files converted to `dungeon.def`.
    ToDef,
    /// `dgn_comp --no-tutorial`: `--to-lua` adds no tutorial dungeon.
    NoTutorial,
    /// `-o DIR`: where outputs go.
    OutputDir,
    /// `--target NAME`: the NetHack build compiled for.
    Target,
    /// `--version-header N,N,...`: replaces the target's version header.
    VersionHeader,
    /// `--catalog FILE`: a variant's monster and object tables.
    Catalog,
    /// `--check`: write nothing.
    Check,
    /// `-W error|NAME`: warnings that are errors.
    Warn,
    /// `-A warnings|NAME`: silenced warnings.
    Allow,
    /// `--color WHEN`: when to color diagnostics.
    Color,
    /// `-h`, `--help`: print the help text and stop.
    Help,
    /// `-V`, `--version`: print the version and stop.
    Version,
}

/// One command-line option, described once.
#[derive(Debug)]
pub struct Opt {
    /// What the option does.
    pub key: Key,
    /// Its one-letter spelling (`-o`), if any.
    pub short: Option<char>,
    /// Its long spelling without the dashes (`output-dir`), if any.
    pub long: Option<&'static str>,
    /// The name of its value (`DIR`), or `None` for a flag.
    pub value: Option<&'static str>,
    /// What it does, for `--help`.
    pub help: &'static str,
    /// The values it accepts, each with a description, or empty for any.
    pub choices: &'static [(&'static str, &'static str)],
    /// The value it has when not given.
    pub default: Option<&'static str>,
    /// An option it means nothing without (`--rng` needs `--layout`):
    /// given alone, it is a usage error.
    pub needs: Option<Key>,
}

impl Opt {
    /// A flag with a one-letter spelling only.
    pub const fn short_flag(key: Key, short: char, help: &'static str) -> Opt {
        Opt {
            key,
            short: Some(short),
            long: None,
            value: None,
            help,
            choices: &[],
            default: None,
            needs: None,
        }
    }

    /// A flag with a long spelling only.
    pub const fn long_flag(key: Key, long: &'static str, help: &'static str) -> Opt {
        Opt {
            key,
            short: None,
            long: Some(long),
            value: None,
            help,
            choices: &[],
            default: None,
            needs: None,
        }
    }

    /// An option taking a value, with a one-letter spelling only.
    pub const fn short_value(
        key: Key,
        short: char,
        value: &'static str,
        help: &'static str,
    ) -> Opt {
        Opt {
            key,
            short: Some(short),
            long: None,
            value: Some(value),
            help,
            choices: &[],
            default: None,
            needs: None,
        }
    }

    /// An option taking a value, with a long spelling only.
    pub const fn long_value(
        key: Key,
        long: &'static str,
        value: &'static str,
        help: &'static str,
    ) -> Opt {
        Opt {
            key,
            short: None,
            long: Some(long),
            value: Some(value),
            help,
            choices: &[],
            default: None,
            needs: None,
        }
    }

    /// The option as usage text: `-o, --output-dir <DIR>`.
    fn spelling(&self) -> String {
        let mut s = String::new();
        match (self.short, self.long) {
            (Some(c), Some(l)) => {
                let _ = write!(s, "-{c}, --{l}");
            }
            (Some(c), None) => {
                let _ = write!(s, "-{c}");
            }
            (None, Some(l)) => {
                let _ = write!(s, "    --{l}");
            }
            (None, None) => {}
        }
        if let Some(v) = self.value {
            let _ = write!(s, " <{v}>");
        }
        s
    }

    /// The option as one error message names it: `--color <WHEN>`.
    fn name(&self) -> String {
        let mut s = match (self.long, self.short) {
            (Some(l), _) => format!("--{l}"),
            (None, Some(c)) => format!("-{c}"),
            (None, None) => String::new(),
        };
        if let Some(v) = self.value {
            let _ = write!(s, " <{v}>");
        }
        s
    }
}

/// The options every tool takes, after its own.
pub const COMMON: &[Opt] = &[
    Opt::short_value(
        Key::OutputDir,
        'o',
        "DIR",
        "Directory to write outputs into (default: beside each input for \
         dgn_comp, the current directory for lev_comp)",
    )
    .with_long("output-dir"),
    Opt::long_value(
        Key::Target,
        "target",
        "NAME",
        "NetHack build to compile for (the built-in targets are listed below)",
    )
    .with_default(crate::DEFAULT_TARGET),
    Opt::long_value(
        Key::VersionHeader,
        "version-header",
        "N,N,...",
        "Replace the target's version header: comma-separated `unsigned long` \
         values (decimal or 0x-hex), as in NetHack's `struct version_info`",
    ),
    Opt::long_value(
        Key::Catalog,
        "catalog",
        "FILE",
        "Resolve monster and object names against this catalog (a variant's \
         tables, in the format documented in dgn_core::catalog) instead of the \
         target's built-in one",
    ),
    Opt::long_flag(Key::Check, "check", "Check the input only; write no output"),
    Opt::short_value(
        Key::Warn,
        'W',
        "error|NAME",
        "`-W error` turns every warning into an error; `-W NAME` turns warning \
         NAME into an error",
    ),
    Opt::short_value(
        Key::Allow,
        'A',
        "warnings|NAME",
        "`-A warnings` silences every warning; `-A NAME` silences warning NAME, \
         or allows a check that is an error by default (`looked-up-dungeon`: the \
         game looks up dungeons by other names than NetHack's)",
    ),
    Opt::long_value(Key::Color, "color", "WHEN", "When to color diagnostics")
        .with_choices(&[
            ("auto", "Color when standard error is a terminal"),
            ("always", "Always color"),
            ("never", "Never color"),
        ])
        .with_default("auto"),
    Opt::short_flag(Key::Help, 'h', "Print this help").with_long("help"),
    Opt::short_flag(Key::Version, 'V', "Print the version").with_long("version"),
];

impl Opt {
    /// The same option with a long spelling as well.
    pub const fn with_long(mut self, long: &'static str) -> Opt {
        self.long = Some(long);
        self
    }

    /// The same option accepting only `choices`.
    pub const fn with_choices(mut self, choices: &'static [(&'static str, &'static str)]) -> Opt {
        self.choices = choices;
        self
    }

    /// The same option, meaningful only together with `key`.
    pub const fn with_needs(mut self, key: Key) -> Opt {
        self.needs = Some(key);
        self
    }

    /// The same option with a default value.
    pub const fn with_default(mut self, default: &'static str) -> Opt {
        self.default = Some(default);
        self
    }
}

/// A tool's command line: its name, what it does, its operands and options.
#[derive(Debug)]
pub struct Tool {
    /// The program name (`lev_comp`).
    pub name: &'static str,
    /// One line saying what it does.
    pub about: &'static str,
    /// More about what it does, for `--help`.
    pub description: &'static str,
    /// The name of its operands (`FILE`).
    pub operand: &'static str,
    /// What its operands are.
    pub operand_help: &'static str,
    /// Its own options; [`COMMON`] follows them.
    pub options: &'static [Opt],
}

impl Tool {
    fn all(&self) -> impl Iterator<Item = &'static Opt> {
        self.options.iter().chain(COMMON)
    }

    fn usage(&self) -> String {
        format!("Usage: {} [OPTIONS] [{}]...", self.name, self.operand)
    }
}

/// A parsed command line.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Parsed {
    /// The options, in command-line order after every default; values as
    /// given (a flag has none).
    pub options: Vec<(Key, Option<OsString>)>,
    /// The operands (file names), in order.
    pub files: Vec<PathBuf>,
    /// How many entries of `options` are defaults.
    defaults: usize,
}

impl Parsed {
    /// Whether `key` was given on the command line (not only defaulted).
    pub fn given(&self, key: Key) -> bool {
        self.options[self.defaults..].iter().any(|(k, _)| *k == key)
    }
}

/// Why parsing stopped before the compiler runs.
#[derive(Debug, PartialEq, Eq)]
pub enum Stop {
    /// `--help`: this text goes to standard output, and the tool succeeds.
    Help(String),
    /// `--version`: this line goes to standard output, and the tool succeeds.
    Version(String),
    /// A bad command line: this message goes to standard error, and the tool
    /// fails with status 2.
    Error(String),
}

/// Parses `args` (without the program name) against `tool`'s options.
pub fn parse_from<I>(tool: &Tool, args: I) -> Result<Parsed, Stop>
where
    I: IntoIterator,
    I::Item: Into<OsString>,
{
    let mut parsed = Parsed::default();
    for opt in tool.all() {
        if let Some(d) = opt.default {
            parsed.options.push((opt.key, Some(d.into())));
        }
    }
    parsed.defaults = parsed.options.len();
    let fail = |message: String| {
        Stop::Error(format!(
            "error: {message}\n\n{}\n\nFor more information, try '--help'.\n",
            tool.usage()
        ))
    };
    let mut p = lexopt::Parser::from_args(args);
    loop {
        let arg = match p.next() {
            Ok(Some(a)) => a,
            Ok(None) => break,
            Err(e) => return Err(fail(e.to_string())),
        };
        let (opt, spelled) = match arg {
            lexopt::Arg::Value(v) => {
                parsed.files.push(PathBuf::from(v));
                continue;
            }
            lexopt::Arg::Short(c) => (tool.all().find(|o| o.short == Some(c)), format!("-{c}")),
            lexopt::Arg::Long(l) => (tool.all().find(|o| o.long == Some(l)), format!("--{l}")),
        };
        let Some(opt) = opt else {
            return Err(fail(format!("unexpected argument '{spelled}'")));
        };
        match opt.key {
            Key::Help => return Err(Stop::Help(help(tool))),
            Key::Version => return Err(Stop::Version(version(tool))),
            _ => {}
        }
        let value = match opt.value {
            None => None,
            Some(_) => {
                let v = p.value().map_err(|e| fail(e.to_string()))?;
                if !opt.choices.is_empty() && !opt.choices.iter().any(|(c, _)| v == *c) {
                    let possible: Vec<&str> = opt.choices.iter().map(|(c, _)| *c).collect();
                    return Err(fail(format!(
                        "invalid value '{}' for '{}' (possible values: {})",
                        v.to_string_lossy(),
                        opt.name(),
                        possible.join(", ")
                    )));
                }
                Some(v)
            }
        };
        parsed.options.push((opt.key, value));
    }
    for opt in tool.all() {
        let Some(need) = opt.needs else { continue };
        if parsed.given(opt.key) && !parsed.given(need) {
            let needed = tool
                .all()
                .find(|o| o.key == need)
                .map_or_else(String::new, Opt::name);
            let spelled = opt.long.map_or_else(|| opt.name(), |l| format!("--{l}"));
            return Err(Stop::Error(format!(
                "error: {spelled} needs {needed}\n\nFor more information, try '--help'.\n"
            )));
        }
    }
    Ok(parsed)
}

/// Parses the process's arguments against `tool`'s options; prints the help
/// text or version and exits with status 0 when asked for them, or prints
/// the error and exits with status 2 on a bad command line.
pub fn parse(tool: &Tool) -> Parsed {
    use std::io::Write;
    match parse_from(tool, std::env::args_os().skip(1)) {
        Ok(p) => p,
        Err(Stop::Help(text) | Stop::Version(text)) => {
            let mut out = std::io::stdout().lock();
            let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
            std::process::exit(0);
        }
        Err(Stop::Error(text)) => {
            let _ = std::io::stderr().lock().write_all(text.as_bytes());
            std::process::exit(2);
        }
    }
}

/// The version line: `lev_comp 0.1.0`.
pub fn version(tool: &Tool) -> String {
    format!("{} {}\n", tool.name, env!("CARGO_PKG_VERSION"))
}

/// Appends `text` wrapped at 80 columns, each line indented by `indent`.
fn wrap(out: &mut String, text: &str, indent: usize) {
    const WIDTH: usize = 80;
    let mut col = 0;
    for word in text.split_whitespace() {
        let len = word.chars().count();
        if col > 0 && col + 1 + len > WIDTH {
            out.push('\n');
            col = 0;
        }
        if col == 0 {
            out.push_str(&" ".repeat(indent));
            col = indent;
        } else {
            out.push(' ');
            col += 1;
        }
        out.push_str(word);
        col += len;
    }
    out.push('\n');
}

/// The `--help` text of `tool`, from its table.
pub fn help(tool: &Tool) -> String {
    const INDENT: usize = 10;
    let mut s = String::new();
    let _ = write!(s, "{}", version(tool));
    let _ = writeln!(s, "{}", tool.about);
    let _ = writeln!(s, "\n{}\n", tool.usage());
    wrap(&mut s, tool.description, 0);
    let _ = writeln!(s, "\nArguments:\n  [{}]...", tool.operand);
    wrap(&mut s, tool.operand_help, INDENT);
    s.push_str("\nOptions:\n");
    for opt in tool.all() {
        let _ = writeln!(s, "  {}", opt.spelling());
        wrap(&mut s, opt.help, INDENT);
        if opt.key == Key::Target {
            // From the one list of built-in targets, so that a new target
            // shows here as soon as it is built in.
            s.push('\n');
            wrap(&mut s, "Possible values:", INDENT);
            for t in dgn_core::target::BUILTIN_TARGETS {
                wrap(&mut s, &format!("- {t}"), INDENT);
            }
        }
        if !opt.choices.is_empty() {
            s.push('\n');
            wrap(&mut s, "Possible values:", INDENT);
            for (c, h) in opt.choices {
                wrap(&mut s, &format!("- {c}: {h}"), INDENT);
            }
        }
        if let Some(d) = opt.default {
            s.push('\n');
            wrap(&mut s, &format!("[default: {d}]"), INDENT);
        }
        s.push('\n');
    }
    s.pop();
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Both tools' `--help` lists every built-in target, from the one list.
    #[test]
    fn help_lists_every_builtin_target() {
        let tool = Tool {
            name: "t",
            about: "",
            description: "",
            operand: "FILE",
            operand_help: "",
            options: &[],
        };
        let text = help(&tool);
        let at = text.find("--target").expect("--target is described");
        let section = &text[at..text[at..]
            .find("--version-header")
            .map_or(text.len(), |e| at + e)];
        for t in dgn_core::target::BUILTIN_TARGETS {
            assert!(
                section.contains(&format!("- {t}\n")),
                "{t} missing:\n{section}"
            );
        }
        assert!(section.contains("nethack-3.7"), "{section}");
        // The README's line on `--target` names them all too.
        let readme = include_str!("../../README.md");
        let line = readme
            .lines()
            .find(|l| l.starts_with("- `--target "))
            .expect("the README describes --target");
        for t in dgn_core::target::BUILTIN_TARGETS {
            assert!(line.contains(t), "README: {t} missing from {line}");
        }
    }

    /// An option that needs another is a usage error alone, with the
    /// option as spelled and the one it needs with its value.
    #[test]
    fn an_option_that_needs_another_fails_alone() {
        const OPTS: &[Opt] = &[
            Opt::long_value(Key::Layout, "layout", "SEEDS", ""),
            Opt::long_value(Key::Rng, "rng", "RNG", "")
                .with_default("game")
                .with_needs(Key::Layout),
        ];
        let tool = Tool {
            name: "t",
            about: "",
            description: "",
            operand: "FILE",
            operand_help: "",
            options: OPTS,
        };
        assert_eq!(
            parse_from(&tool, ["--rng", "game"]).unwrap_err(),
            Stop::Error(
                "error: --rng needs --layout <SEEDS>\n\nFor more information, try '--help'.\n"
                    .into()
            )
        );
        // Its default alone asks for nothing.
        assert!(parse_from(&tool, ["f.def"]).is_ok());
        assert!(parse_from(&tool, ["--rng", "game", "--layout", "1"]).is_ok());
    }
}
