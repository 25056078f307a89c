//! Diagnostics ([`dgn_common::diag`], re-exported here) and their rendering
//! with `annotate-snippets` as `file:line:col` plus the source line.
//!
//! One rendered string serves every face of dgn: the command-line tools
//! (styled on a terminal), build-script output and `compile_error!` text.

pub use dgn_common::diag::*;

use crate::source::{SourceFile, Span};
use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

/// Renders diagnostics against their source.
///
/// ```
/// use dgn_core::{Diagnostic, Render, SourceFile, Span};
///
/// let src = SourceFile::new("tiny.def", b"DUNGEON: \"x\"\n".to_vec());
/// let d = Diagnostic::error("expected a bonetag").at(Span::new(9, 12), "here");
/// assert!(d.render(&src, false).contains("tiny.def:1:10"));
/// ```
pub trait Render {
    /// Renders the diagnostic against its source file. `color` selects ANSI
    /// styling.
    fn render(&self, file: &SourceFile, color: bool) -> String;
}

impl Render for Diagnostic {
    fn render(&self, file: &SourceFile, color: bool) -> String {
        let text = file.display();
        let renderer = if color {
            Renderer::styled()
        } else {
            Renderer::plain()
        };
        let level = match self.severity {
            Severity::Error => Level::ERROR,
            Severity::Warning => Level::WARNING,
        };
        let mut title = level.clone().primary_title(self.message.as_str());
        if let Some(code) = self.code {
            title = title.id(code);
        }
        let mut group = Group::with_title(title);
        if self.primary.is_some() || !self.secondary.is_empty() {
            let mut snippet = Snippet::source(text.as_str()).path(file.name()).fold(true);
            if let Some(p) = &self.primary {
                snippet = snippet.annotation(
                    AnnotationKind::Primary
                        .span(clamp(p.span, &text))
                        .label(non_empty(&p.message)),
                );
            }
            for l in &self.secondary {
                snippet = snippet.annotation(
                    AnnotationKind::Context
                        .span(clamp(l.span, &text))
                        .label(non_empty(&l.message)),
                );
            }
            group = group.element(snippet);
        }
        for n in &self.notes {
            group = group.element(Level::NOTE.message(n.as_str()));
        }
        for h in &self.help {
            group = group.element(Level::HELP.message(h.as_str()));
        }
        renderer.render(&[group])
    }
}

fn non_empty(s: &str) -> Option<&str> {
    if s.is_empty() {
        None
    } else {
        Some(s)
    }
}

/// The span as a range of `text`, inside it and on character boundaries (a
/// span may start or end inside a multi-byte character of the source).
fn clamp(span: Span, text: &str) -> std::ops::Range<usize> {
    let mut start = span.start().min(text.len());
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = span.end().clamp(start, text.len());
    while !text.is_char_boundary(end) {
        end += 1;
    }
    start..end
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_location_and_snippet() {
        let f = SourceFile::new("d.def", b"DUNGEON: \"x\" \"y\" (1, 0)\nLEVLE: x\n".to_vec());
        let d = Diagnostic::error("unknown keyword `LEVLE`")
            .at(Span::new(24, 29), "not a keyword")
            .help("did you mean `LEVEL`?");
        let out = d.render(&f, false);
        assert!(out.contains("d.def:2:1"), "{out}");
        assert!(out.contains("LEVLE: x"), "{out}");
        assert!(out.contains("^^^^^ not a keyword"), "{out}");
        assert!(out.contains("help: did you mean `LEVEL`?"), "{out}");
        assert_eq!(d.short(&f), "d.def:2:1: error: unknown keyword `LEVLE`");
    }

    #[test]
    fn spans_inside_a_character_still_render() {
        let f = SourceFile::new("u.des", "$p =\u{7cc}x\n".as_bytes().to_vec());
        let d = Diagnostic::error("odd").at(Span::new(4, 5), "half a character");
        let out = d.render(&f, false);
        assert!(out.contains("u.des:1:5"), "{out}");
        let d = Diagnostic::error("odd").at(Span::new(5, 6), "the other half");
        assert!(d.render(&f, false).contains("half"));
    }
}
