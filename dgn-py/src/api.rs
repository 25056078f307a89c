//! What the Python package does, in plain Rust: each call takes the text
//! of one file and gives every diagnostic, located, with what it made.

use dgn_core::diag::{Diagnostic, Render, Severity, WarningPolicy};
use dgn_core::settings::{Face, TargetOrigin};
use dgn_core::target::{suggest_target, BUILTIN_TARGETS};
use dgn_core::{dgn, levels, preview, to_lua, SourceFile, Target};

/// The target a call uses when none is given: NetHack 3.6.7, whose level
/// language MiniHack's des-files are written in; a file in the 3.4.3
/// language is then read as such (with a `detected-dialect` warning).
pub const DEFAULT_TARGET: &str = "nethack-3.6.7";

/// What kind of file a text is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A special-level file (`.des`).
    Level,
    /// A dungeon description (`dungeon.def`, or `dungeon.lua` for 3.7).
    Dungeon,
    /// A NetHack 3.7 `.lua` level script.
    Lua,
}

impl Kind {
    /// The kind named `name` (`level`, `dungeon`, `lua`).
    pub fn parse(name: &str) -> Result<Kind, String> {
        match name {
            "level" | "des" => Ok(Kind::Level),
            "dungeon" | "def" => Ok(Kind::Dungeon),
            "lua" => Ok(Kind::Lua),
            _ => Err(format!(
                "unknown kind `{name}`: use \"level\" (a .des file), \"dungeon\" (dungeon.def) or \"lua\" (a NetHack 3.7 level script)"
            )),
        }
    }

    /// The kind's name.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Level => "level",
            Kind::Dungeon => "dungeon",
            Kind::Lua => "lua",
        }
    }

    /// The kind of a file from its name, else from its text: a name ending
    /// in `.def`, `.pdf` or in `dungeon.lua` is a dungeon description, one
    /// ending in `.lua` a level script, one ending in `.des` a level; a text
    /// with a line starting `DUNGEON:` is a dungeon description, one that
    /// calls `des.` functions a level script, any other text a level.
    pub fn of(name: &str, text: &[u8]) -> Kind {
        let lower = name.to_ascii_lowercase();
        if lower.ends_with(".def") || lower.ends_with(".pdf") || lower.ends_with("dungeon.lua") {
            return Kind::Dungeon;
        }
        if lower.ends_with(".lua") {
            return Kind::Lua;
        }
        if lower.ends_with(".des") {
            return Kind::Level;
        }
        let lines = || text.split(|&b| b == b'\n').map(|l| l.trim_ascii_start());
        if lines().any(|l| l.starts_with(b"DUNGEON:") || l.starts_with(b"DUNGEON :")) {
            Kind::Dungeon
        } else if lines().any(|l| l.starts_with(b"des.")) {
            Kind::Lua
        } else {
            Kind::Level
        }
    }
}

/// One diagnostic, located in its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diag {
    /// `"error"` or `"warning"`.
    pub severity: &'static str,
    /// The warning's name (`-A NAME` on the command line), if it has one.
    pub code: Option<String>,
    /// The headline.
    pub message: String,
    /// The file's name as the caller gave it.
    pub file: String,
    /// Line (from 1) of the main location, if there is one.
    pub line: Option<usize>,
    /// Column (from 1, in bytes) of the main location.
    pub column: Option<usize>,
    /// Line of the main location's end.
    pub end_line: Option<usize>,
    /// Column of the main location's end (exclusive).
    pub end_column: Option<usize>,
    /// What the main location's label says.
    pub label: Option<String>,
    /// `note:` lines.
    pub notes: Vec<String>,
    /// `help:` lines (suggestions).
    pub help: Vec<String>,
    /// The diagnostic as the command-line tools print it (no colours).
    pub rendered: String,
}

impl Diag {
    /// The diagnostic `d` of `src`, located.
    pub fn new(d: &Diagnostic, src: &SourceFile) -> Diag {
        let at = d.primary.as_ref().map(|l| {
            let (line, col) = src.line_col(l.span.start());
            let (end_line, end_col) = src.line_col(l.span.end());
            (line, col, end_line, end_col, l.message.clone())
        });
        Diag {
            severity: match d.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
            },
            code: d.code.map(str::to_string),
            message: d.message.clone(),
            file: src.name().to_string(),
            line: at.as_ref().map(|a| a.0),
            column: at.as_ref().map(|a| a.1),
            end_line: at.as_ref().map(|a| a.2),
            end_column: at.as_ref().map(|a| a.3),
            label: at.and_then(|a| (!a.4.is_empty()).then_some(a.4)),
            notes: d.notes.clone(),
            help: d.help.clone(),
            rendered: d.render(src, false),
        }
    }

    /// Whether it is an error.
    pub fn is_error(&self) -> bool {
        self.severity == "error"
    }
}

/// What a call made, with every diagnostic.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Output<T> {
    /// What was made, when no error was found.
    pub value: Option<T>,
    /// Every error and warning, in the order found.
    pub diagnostics: Vec<Diag>,
}

/// Named files: `(name, bytes)` in the order made.
pub type Files = Vec<(String, Vec<u8>)>;

/// The pictures of one level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// The level's name.
    pub name: String,
    /// The preview as data (`docs/preview-json.md`).
    pub json: String,
    /// The SVG picture.
    pub svg: String,
    /// The terminal text, without colours.
    pub text: String,
    /// The terminal text with ANSI colours.
    pub ansi: String,
}

/// A target by name, and whether it was given (`None`: the default,
/// [`DEFAULT_TARGET`], not given).
pub fn target(name: Option<&str>) -> Result<(Target, TargetOrigin), String> {
    match name {
        None => Ok((
            Target::builtin(DEFAULT_TARGET).expect("built in"),
            TargetOrigin::default_in(Face::Python),
        )),
        Some(n) => match Target::builtin(n) {
            Some(t) => Ok((t, TargetOrigin::given(Face::Python))),
            None => {
                let mut e = format!("unknown target `{n}`");
                if let Some(s) = suggest_target(n) {
                    e.push_str(&format!(" (did you mean `{s}`?)"));
                }
                e.push_str(&format!("; the targets are {}", BUILTIN_TARGETS.join(", ")));
                Err(e)
            }
        },
    }
}

/// The diagnostics located, with `allow` applied once more (a few
/// warnings are made after a compiler applied its policy).
fn located(diags: &[Diagnostic], src: &SourceFile, allow: &[String]) -> Vec<Diag> {
    let mut diags = diags.to_vec();
    policy(allow).apply(&mut diags);
    diags.iter().map(|d| Diag::new(d, src)).collect()
}

fn failed<T>(message: String, src: &SourceFile) -> Output<T> {
    Output {
        value: None,
        diagnostics: vec![Diag::new(&Diagnostic::error(message), src)],
    }
}

/// The warning policy of `allow`: the named warnings (and checks that are
/// errors unless allowed, such as `looked-up-dungeon`) are dropped;
/// `"warnings"` drops every warning.
pub fn policy(allow: &[String]) -> WarningPolicy {
    WarningPolicy {
        all_allowed: allow.iter().any(|a| a == "warnings"),
        allowed: allow.iter().filter(|a| *a != "warnings").cloned().collect(),
        ..Default::default()
    }
}

/// The kind of the call: the one given, else [`Kind::of`].
fn kind_of(kind: Option<&str>, src: &SourceFile) -> Result<Kind, String> {
    kind.map_or_else(|| Ok(Kind::of(src.name(), src.bytes())), Kind::parse)
}

/// A `.lua` level run on the default seeds, as `lev_comp --check` runs it.
fn lua_report(src: &SourceFile, allow: &[String]) -> dgn_lua::LuaLevelReport {
    let mut report = dgn_lua::check(src, &dgn_lua::LuaLevelOptions::default());
    policy(allow).apply(&mut report.diagnostics);
    report
}

fn dungeon_options(allow: &[String]) -> dgn::Options {
    dgn::Options {
        warnings: policy(allow),
        ..Default::default()
    }
}

/// Compiles a file: a special-level file to its levels (`name` → the bytes
/// of `name.lev`), a dungeon description to the binary `dungeon` file (one
/// file named `dungeon`). A NetHack 3.7 `.lua` level has nothing to compile
/// (it is an error; check it instead).
pub fn compile(
    text: &[u8],
    filename: &str,
    target_name: Option<&str>,
    kind: Option<&str>,
    allow: &[String],
) -> Result<Output<Files>, String> {
    let src = SourceFile::new(filename, text.to_vec());
    let (target, origin) = target(target_name)?;
    Ok(match kind_of(kind, &src)? {
        Kind::Level => {
            let opts = levels::Options {
                skip_lines: true,
                warnings: policy(allow),
                ..Default::default()
            };
            let c = levels::compile_from(&src, &target, &opts, origin);
            Output {
                value: c
                    .levels
                    .map(|ls| ls.into_iter().map(|l| (l.name, l.bytes)).collect()),
                diagnostics: located(&c.diagnostics, &src, allow),
            }
        }
        Kind::Dungeon => {
            if target.reads_dungeon_lua() {
                return Ok(failed(
                    format!(
                        "target `{}` has no binary dungeon file: NetHack 3.7 reads dungeon.lua itself (check it instead)",
                        target.name
                    ),
                    &src,
                ));
            }
            match dgn::compile_to_bytes(&src, &target, &dungeon_options(allow)) {
                Ok((bytes, diags)) => Output {
                    value: Some(vec![("dungeon".to_string(), bytes)]),
                    diagnostics: located(&diags, &src, allow),
                },
                Err(diags) => Output {
                    value: None,
                    diagnostics: located(&diags, &src, allow),
                },
            }
        }
        Kind::Lua => failed(
            "a NetHack 3.7 `.lua` level is a program the game runs, not compiled: check or preview it instead".into(),
            &src,
        ),
    })
}

/// Checks a file of any kind: every error and warning (nothing is made).
pub fn check(
    text: &[u8],
    filename: &str,
    target_name: Option<&str>,
    kind: Option<&str>,
    allow: &[String],
) -> Result<Output<()>, String> {
    let src = SourceFile::new(filename, text.to_vec());
    let (target, origin) = target(target_name)?;
    let diagnostics = match kind_of(kind, &src)? {
        Kind::Level => {
            let opts = levels::Options {
                skip_lines: true,
                warnings: policy(allow),
                ..Default::default()
            };
            levels::compile_from(&src, &target, &opts, origin).diagnostics
        }
        Kind::Dungeon => {
            dgn_core::dungeons::compile(&src, &target, &dungeon_options(allow)).diagnostics
        }
        Kind::Lua => lua_report(&src, allow).diagnostics,
    };
    let diagnostics = located(&diagnostics, &src, allow);
    let ok = !diagnostics.iter().any(Diag::is_error);
    Ok(Output {
        value: ok.then_some(()),
        diagnostics,
    })
}

fn picture(p: &preview::LevelPreview) -> Picture {
    Picture {
        name: p.name.clone(),
        json: p.json(),
        svg: p.svg(),
        text: p.text(false),
        ansi: p.text(true),
    }
}

/// The pictures of every level of a special-level file or of a NetHack 3.7
/// `.lua` level.
pub fn preview(
    text: &[u8],
    filename: &str,
    target_name: Option<&str>,
    kind: Option<&str>,
    allow: &[String],
) -> Result<Output<Vec<Picture>>, String> {
    let src = SourceFile::new(filename, text.to_vec());
    let (target, origin) = target(target_name)?;
    Ok(match kind_of(kind, &src)? {
        Kind::Level => {
            let opts = levels::Options {
                warnings: policy(allow),
                ..Default::default()
            };
            let c = levels::compile_from(&src, &target, &opts, origin);
            let used = c.detected.as_ref().unwrap_or(&target);
            Output {
                value: c.levels.map(|ls| {
                    ls.iter()
                        .map(|l| picture(&preview::level(l, used)))
                        .collect()
                }),
                diagnostics: located(&c.diagnostics, &src, allow),
            }
        }
        Kind::Lua => {
            let report = lua_report(&src, allow);
            let diagnostics = located(&report.diagnostics, &src, allow);
            Output {
                value: (!report.has_errors())
                    .then(|| vec![picture(&dgn_lua::picture(&src, &report))]),
                diagnostics,
            }
        }
        Kind::Dungeon => failed(
            "a dungeon description has no level to picture: preview a special-level file".into(),
            &src,
        ),
    })
}

/// Converts every level of a special-level file to NetHack 3.7 Lua
/// (`name` → the text of `name.lua`), with the conversion's warnings.
pub fn to_lua(
    text: &[u8],
    filename: &str,
    target_name: Option<&str>,
    allow_flip: bool,
    allow: &[String],
) -> Result<Output<Files>, String> {
    let src = SourceFile::new(filename, text.to_vec());
    let (target, origin) = target(target_name)?;
    if Kind::of(src.name(), src.bytes()) != Kind::Level {
        return Ok(failed(
            "only special-level files (.des) are converted to Lua".into(),
            &src,
        ));
    }
    let opts = to_lua::Options {
        allow_flip,
        warnings: policy(allow),
    };
    let c = to_lua::convert_from(&src, &target, &opts, origin);
    Ok(Output {
        value: c
            .levels
            .map(|ls| ls.into_iter().map(|l| (l.name, l.text)).collect()),
        diagnostics: located(&c.diagnostics, &src, allow),
    })
}

/// The names of the built-in targets.
pub fn targets() -> Vec<&'static str> {
    BUILTIN_TARGETS.to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    const LEVEL: &[u8] = b"MAZE: \"mylevel\", ' '\nGEOMETRY: center, center\nMAP\n---\n|.|\n---\nENDMAP\nMONSTER: ('d', \"jackal\"), (1,1)\n";

    #[test]
    fn kinds_follow_the_name_then_the_text() {
        assert_eq!(Kind::of("dungeon.def", b""), Kind::Dungeon);
        assert_eq!(Kind::of("x.lua", b""), Kind::Lua);
        assert_eq!(Kind::of("dungeon.lua", b""), Kind::Dungeon);
        assert_eq!(
            Kind::of("<string>", b"# c\nDUNGEON: \"x\" \"y\" (1,0)\n"),
            Kind::Dungeon
        );
        assert_eq!(Kind::of("<string>", b"des.map([[.]])\n"), Kind::Lua);
        assert_eq!(Kind::of("<string>", LEVEL), Kind::Level);
        assert!(Kind::parse("levle")
            .unwrap_err()
            .contains("unknown kind `levle`"));
    }

    /// A level compiles for `nle` to its header and program; the header is
    /// NLE's.
    #[test]
    fn compiles_a_level_for_nle() {
        let out = compile(LEVEL, "<string>", Some("nle"), None, &[]).unwrap();
        assert_eq!(out.diagnostics, []);
        let files = out.value.unwrap();
        assert_eq!(files.len(), 1);
        assert_eq!(files[0].0, "mylevel");
        assert_eq!(files[0].1[..40], Target::nle().version_bytes()[..]);
    }

    /// Every error is located: line and column from 1, the label and the
    /// rendered text with `file:line:col`.
    #[test]
    fn errors_are_located() {
        let bad = b"MAZE: \"mylevel\", ' '\nGEOMETRY: center, center\nMAP\n---\n|.|\n---\nENDMAP\nMONSTER: ('d', \"jackall\"), (1,1)\n";
        let out = compile(bad, "bad.des", Some("nle"), None, &[]).unwrap();
        assert_eq!(out.value, None);
        let e = &out.diagnostics[0];
        assert_eq!(e.severity, "error");
        assert_eq!((e.line, e.column), (Some(8), Some(10)));
        assert_eq!(e.file, "bad.des");
        assert!(e.rendered.contains("bad.des:8:10"), "{}", e.rendered);
        assert!(e.message.contains("jackall"), "{}", e.message);
        // A wrong target name is an error of the call, with a suggestion.
        let err = check(LEVEL, "x", Some("nethack-3.6"), None, &[]).unwrap_err();
        assert!(
            err.starts_with("unknown target `nethack-3.6` (did you mean `nethack-3.6.7`?)"),
            "{err}"
        );
    }

    #[test]
    fn a_dungeon_compiles_to_its_binary_file() {
        let def =
            b"DUNGEON: \"The Dungeons of Doom\" \"D\" (25, 5)\nLEVEL: \"oracle\" \"O\" @ (5, 5)\n";
        // NetHack looks up dungeons this file lacks: an error unless allowed.
        let out = compile(def, "<string>", Some("nle"), None, &[]).unwrap();
        assert_eq!(out.value, None);
        assert_eq!(
            out.diagnostics[0].code.as_deref(),
            Some("looked-up-dungeon")
        );
        assert_eq!(
            (out.diagnostics[0].line, out.diagnostics[0].column),
            (Some(1), Some(10))
        );
        let allow = ["looked-up-dungeon".to_string()];
        let out = compile(def, "<string>", Some("nle"), None, &allow).unwrap();
        let files = out.value.expect("compiles");
        assert_eq!(files[0].0, "dungeon");
        assert!(files[0].1.starts_with(&Target::nle().version_bytes()));
    }

    #[test]
    fn previews_and_converts() {
        let out = preview(LEVEL, "<string>", None, None, &[]).unwrap();
        let p = &out.value.unwrap()[0];
        assert!(p.json.starts_with("{\"format\":\"dgn-preview\""));
        assert!(p.svg.starts_with("<svg"));
        assert!(p.text.contains("|d|"));
        assert!(p.ansi.contains('\x1b'));
        let out = to_lua(LEVEL, "<string>", Some("nle"), false, &[]).unwrap();
        let (name, lua) = &out.value.unwrap()[0];
        assert_eq!(name, "mylevel");
        assert!(String::from_utf8_lossy(lua).contains("des.monster("));
    }
}
