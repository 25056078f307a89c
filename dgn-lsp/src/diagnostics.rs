//! Compiling a document with dgn's compilers and turning their diagnostics
//! into LSP diagnostics and quick fixes.

use crate::config::Resolved;
use crate::text::{Document, Encoding};
use dgn_core::dgn::InputKind;
use dgn_core::diag::{Diagnostic as DgnDiagnostic, Severity};
use dgn_core::{dgn, levels, SourceFile};
use lsp_types::{
    Diagnostic, DiagnosticRelatedInformation, DiagnosticSeverity, Location, NumberOrString, Range,
    Url,
};

/// Which language a document is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// A dungeon description: `.def` (feature lines resolved) or `.pdf`.
    Dungeon(InputKind),
    /// A special-level file (`.des`), in the target's dialect.
    Levels,
    /// NetHack 3.7's `dungeon.lua`.
    Lua,
    /// A NetHack 3.7 (5.0) Lua level file, or (`library`) a Lua file of
    /// level functions the game loads but never runs as a level (see
    /// [`crate::lualevel`]).
    LuaLevel {
        /// True for a library file.
        library: bool,
    },
}

impl Language {
    /// The language of a document, from its file name, else its language
    /// id, else its text (a `DUNGEON:` line makes it a dungeon description).
    /// A `.lua` file is told apart as [`crate::lualevel`] says, with the
    /// `dgn.toml` that applies to it.
    pub fn detect(uri: &Url, language_id: &str, text: &str) -> Language {
        let path = uri.path().to_ascii_lowercase();
        if path.ends_with(".lua") || language_id == "lua" {
            let name = path.rsplit('/').next().unwrap_or("");
            let role = uri
                .to_file_path()
                .ok()
                .and_then(|p| crate::lualevel::role_of(&p));
            crate::lualevel::kind_with(name, text, role)
        } else if path.ends_with(".des") {
            Language::Levels
        } else if path.ends_with(".pdf") {
            Language::Dungeon(InputKind::Pdf)
        } else if path.ends_with(".def") || language_id.contains("dungeon") || language_id == "def"
        {
            Language::Dungeon(InputKind::Def)
        } else if language_id == "des" || language_id.contains("lev") {
            Language::Levels
        } else if text.lines().any(|l| l.trim_start().starts_with("DUNGEON:")) {
            Language::Dungeon(InputKind::Def)
        } else {
            Language::Levels
        }
    }
}

/// A text edit that fixes a diagnostic, for `textDocument/codeAction`.
#[derive(Clone, Debug, PartialEq)]
pub struct Fix {
    /// The title shown in the editor's menu.
    pub title: String,
    /// What is replaced.
    pub range: Range,
    /// By what.
    pub new_text: String,
    /// The diagnostic it fixes.
    pub diagnostic: Diagnostic,
}

/// Everything one compile tells the client.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// The diagnostics, in source order.
    pub diagnostics: Vec<Diagnostic>,
    /// The quick fixes their suggestions give.
    pub fixes: Vec<Fix>,
    /// For a `.lua` level: what its runs built, for the picture in hover.
    pub built: Option<std::sync::Arc<crate::luahelp::Built>>,
}

/// Runs the compiler of `lang` over `doc`'s text.
pub fn compile(doc: &Document, uri: &Url, lang: Language, cfg: &Resolved) -> Vec<DgnDiagnostic> {
    compile_full(doc, uri, lang, cfg).0
}

/// [`compile`], and for a `.lua` level what its runs built (see
/// [`crate::luahelp::check_level`]).
pub fn compile_full(
    doc: &Document,
    uri: &Url,
    lang: Language,
    cfg: &Resolved,
) -> (
    Vec<DgnDiagnostic>,
    Option<std::sync::Arc<crate::luahelp::Built>>,
) {
    let name = uri
        .path_segments()
        .and_then(|mut s| s.next_back().map(str::to_owned))
        .unwrap_or_else(|| uri.to_string());
    let src = SourceFile::new(name, doc.text().as_bytes().to_vec());
    let path = uri.to_file_path().ok();
    let (cfg, broken) = cfg.for_file(path.as_deref());
    let cfg = &cfg;
    let mut diags = Vec::new();
    if let Some(e) = broken {
        diags.push(
            DgnDiagnostic::error(format!("{} cannot be used", e.file.name())).note(e.to_string()),
        );
    }
    if let Language::LuaLevel { library } = lang {
        let (found, picture) = crate::luahelp::check_level(&src, library, cfg.lua_run_limit);
        diags.extend(found);
        return (diags, picture);
    }
    diags.extend(compile_with(&src, lang, cfg));
    (diags, None)
}

/// Runs the compiler of `lang` over `src` with `cfg`.
fn compile_with(src: &SourceFile, lang: Language, cfg: &Resolved) -> Vec<DgnDiagnostic> {
    match lang {
        Language::Dungeon(input) => {
            let opts = dgn::Options {
                input,
                features: cfg.features.clone(),
                warnings: cfg.warnings.clone(),
                // The same verdict as `dgn_comp --check`.
                nethack: true,
            };
            dgn::compile(src, &cfg.target, &opts).diagnostics
        }
        Language::Levels => {
            let opts = levels::Options {
                warnings: cfg.warnings.clone(),
                extra_warnings: cfg.extra_warnings,
                skip_lines: true,
            };
            levels::compile_from(src, &cfg.target, &opts, cfg.origin()).diagnostics
        }
        Language::Lua => {
            // The same verdict as `dgn_comp --check`.
            dgn_core::dgn::lua::compile_for_nethack(src, &cfg.target, &cfg.warnings).diagnostics
        }
        Language::LuaLevel { library } => crate::luahelp::check(src, library, cfg.lua_run_limit),
    }
}

/// The suggested replacement in a `did you mean ...?` help line.
fn suggestion(help: &str) -> Option<&str> {
    let rest = help.strip_prefix("did you mean ")?.strip_suffix('?')?;
    rest.strip_prefix('`')
        .and_then(|r| r.strip_suffix('`'))
        .or_else(|| rest.strip_prefix('"').and_then(|r| r.strip_suffix('"')))
}

/// Turns dgn diagnostics into LSP diagnostics and fixes for `doc`.
pub fn convert(doc: &Document, uri: &Url, diags: &[DgnDiagnostic], enc: Encoding) -> Report {
    let mut report = Report::default();
    let (shown, hidden) = diags.split_at(diags.len().min(MAX_DIAGNOSTICS));
    for d in shown {
        let span = d.primary.as_ref().map(|p| p.span);
        let range = match span {
            Some(s) => doc.range(s.start(), s.end(), enc),
            None => Range::default(),
        };
        let mut message = d.message.clone();
        if let Some(p) = d.primary.as_ref().filter(|p| !p.message.is_empty()) {
            message.push_str(&format!(" ({})", p.message));
        }
        for n in &d.notes {
            message.push_str(&format!("\nnote: {n}"));
        }
        for h in &d.help {
            message.push_str(&format!("\nhelp: {h}"));
        }
        let related: Vec<_> = d
            .secondary
            .iter()
            .map(|l| DiagnosticRelatedInformation {
                location: Location::new(uri.clone(), doc.range(l.span.start(), l.span.end(), enc)),
                message: if l.message.is_empty() {
                    "related".into()
                } else {
                    l.message.clone()
                },
            })
            .collect();
        let diagnostic = Diagnostic {
            range,
            severity: Some(match d.severity {
                Severity::Error => DiagnosticSeverity::ERROR,
                Severity::Warning => DiagnosticSeverity::WARNING,
            }),
            code: d.code.map(|c| NumberOrString::String(c.to_owned())),
            source: Some("dgn".into()),
            message,
            related_information: (!related.is_empty()).then_some(related),
            ..Default::default()
        };
        if let Some(s) = span {
            for h in &d.help {
                if let Some(name) = suggestion(h) {
                    let old = doc.text().get(s.range()).unwrap_or("");
                    let quoted = old.len() >= 2 && old.starts_with('"') && old.ends_with('"');
                    let new_text = if quoted && !name.starts_with('"') {
                        format!("\"{name}\"")
                    } else {
                        name.to_owned()
                    };
                    report.fixes.push(Fix {
                        title: format!("Replace with `{name}`"),
                        range,
                        new_text,
                        diagnostic: diagnostic.clone(),
                    });
                } else if h.contains("`ENDMAP`") {
                    report
                        .fixes
                        .push(endmap_fix(doc, s.start(), enc, &diagnostic));
                }
            }
        }
        report.diagnostics.push(diagnostic);
    }
    if !hidden.is_empty() {
        let error = hidden.iter().any(DgnDiagnostic::is_error);
        report.diagnostics.push(Diagnostic {
            range: Range::default(),
            severity: Some(if error {
                DiagnosticSeverity::ERROR
            } else {
                DiagnosticSeverity::WARNING
            }),
            source: Some("dgn".into()),
            message: format!(
                "{} more problem{} found but {} not shown",
                hidden.len(),
                if hidden.len() == 1 { " was" } else { "s were" },
                if hidden.len() == 1 { "is" } else { "are" },
            ),
            ..Default::default()
        });
    }
    report
}

/// The most diagnostics published for one document (as many as the
/// compilers keep); past it one more diagnostic counts the rest, so that a
/// huge broken file costs the editor little.
pub const MAX_DIAGNOSTICS: usize = dgn_core::diag::DIAGNOSTIC_LIMIT;

/// True for a line that can be a map row (no statement looks like one).
fn is_map_row(line: &str) -> bool {
    let t = line.trim();
    let keyword = t.len() > 2 && t.bytes().all(|b| b.is_ascii_uppercase() || b == b'_');
    !t.is_empty() && !t.contains(':') && !keyword
}

/// Inserts an `ENDMAP` line: after the rows that follow the `MAP` line at
/// `offset`, or before the line at `offset` when it is not a `MAP` line.
fn endmap_fix(doc: &Document, offset: usize, enc: Encoding, d: &Diagnostic) -> Fix {
    let mut line = doc.line_of(offset.min(doc.text().len()));
    if doc.line(line).trim() == "MAP" {
        line += 1;
        while line < doc.line_count() && is_map_row(doc.line(line)) {
            line += 1;
        }
    }
    let past_end = line >= doc.line_count()
        || (line + 1 == doc.line_count() && doc.line_range(line).is_empty());
    let (at, text) = if past_end {
        let text = doc.text();
        let nl = if text.is_empty() || text.ends_with('\n') || text.ends_with('\r') {
            ""
        } else {
            "\n"
        };
        (text.len(), format!("{nl}ENDMAP\n"))
    } else {
        (doc.line_range(line).start, "ENDMAP\n".to_owned())
    };
    let pos = doc.position(at, enc);
    Fix {
        title: "Insert `ENDMAP`".into(),
        range: Range::new(pos, pos),
        new_text: text,
        diagnostic: d.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggestions_are_read_from_help() {
        assert_eq!(suggestion("did you mean `LEVEL`?"), Some("LEVEL"));
        assert_eq!(suggestion("did you mean \"jackal\"?"), Some("jackal"));
        assert_eq!(suggestion("give the parent room a `NAME:` line"), None);
    }
}
