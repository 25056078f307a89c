//! Diagnostics: errors and warnings with byte spans, notes and suggestions.
//!
//! `dgn-core`'s `Render` trait renders them as `file:line:col` plus the
//! source line; [`Diagnostic::short`] gives the one-line form.

use crate::settings::Level;
use crate::source::{SourceFile, Span};

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// Compilation goes on and output is written.
    Warning,
    /// No output is written.
    Error,
}

/// A span of source with a short message printed under it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    /// Where.
    pub span: Span,
    /// What is said there (may be empty).
    pub message: String,
}

/// One problem found in a source file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// For warnings: the name that `-A NAME` / `-W NAME` refer to.
    pub code: Option<&'static str>,
    /// The headline.
    pub message: String,
    /// The main location, if the problem has one.
    pub primary: Option<Label>,
    /// Related locations ("first defined here").
    pub secondary: Vec<Label>,
    /// `note:` lines.
    pub notes: Vec<String>,
    /// `help:` lines (suggestions).
    pub help: Vec<String>,
}

impl Diagnostic {
    fn new(severity: Severity, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            code: None,
            message: message.into(),
            primary: None,
            secondary: Vec::new(),
            notes: Vec::new(),
            help: Vec::new(),
        }
    }

    /// A new error.
    pub fn error(message: impl Into<String>) -> Self {
        Self::new(Severity::Error, message)
    }

    /// A new error of a lint that is denied by default
    /// ([`DENY_BY_DEFAULT`]), with its name: [`WarningPolicy::apply`]
    /// drops it when the lint is allowed and makes it a warning when the
    /// lint is set to warn.
    pub fn denied(code: &'static str, message: impl Into<String>) -> Self {
        let mut d = Self::new(Severity::Error, message);
        d.code = Some(code);
        d
    }

    /// A new warning with its name (used by `-A NAME` and `-W NAME`).
    pub fn warning(code: &'static str, message: impl Into<String>) -> Self {
        let mut d = Self::new(Severity::Warning, message);
        d.code = Some(code);
        d
    }

    /// Sets the main location and its label.
    pub fn at(mut self, span: Span, label: impl Into<String>) -> Self {
        self.primary = Some(Label {
            span,
            message: label.into(),
        });
        self
    }

    /// Adds a related location.
    pub fn with_label(mut self, span: Span, label: impl Into<String>) -> Self {
        self.secondary.push(Label {
            span,
            message: label.into(),
        });
        self
    }

    /// Adds a `note:` line.
    pub fn note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    /// Adds a `help:` line.
    pub fn help(mut self, help: impl Into<String>) -> Self {
        self.help.push(help.into());
        self
    }

    /// True for errors.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// A one-line form: `file:line:col: error: message`.
    pub fn short(&self, file: &SourceFile) -> String {
        let sev = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        match &self.primary {
            Some(p) => {
                let (l, c) = file.line_col(p.span.start());
                format!("{}:{}:{}: {}: {}", file.name(), l, c, sev, self.message)
            }
            None => format!("{}: {}: {}", file.name(), sev, self.message),
        }
    }
}

/// The lint `looked-up-dungeon`: a dungeon the game's code looks up by
/// name (NetHack's "The Quest", "Sokoban", ...) is missing from the
/// description. Denied by default (see [`DENY_BY_DEFAULT`]): the
/// look-ups are a fact about NetHack's code, and a variant whose game
/// looks up other names allows the lint.
pub const LOOKED_UP_DUNGEON: &str = "looked-up-dungeon";

/// The lint `register-past-list`: a level reads `place[n]`, `object[n]`
/// or `monster[n]` beyond the entries its `RANDOM_*` list defines. The
/// level compilers accept it, and the game then reads whatever the unused
/// register holds (left from an earlier level, or nothing). Denied by
/// default; a file that relies on it (dNetHack's `mines.des`) allows it
/// and gets the bytes its game's compiler writes.
pub const REGISTER_PAST_LIST: &str = "register-past-list";

/// The named checks that are errors unless allowed (deny-by-default
/// lints). Each is an error with its name as [`Diagnostic::code`]; `-A
/// NAME` (or `NAME = "allow"` in `dgn.toml`) turns it off, `NAME =
/// "warn"` makes it a warning. `-A warnings` does not reach them: they
/// are errors, not warnings.
pub const DENY_BY_DEFAULT: &[&str] = &[LOOKED_UP_DUNGEON, REGISTER_PAST_LIST];

/// How to allow the deny-by-default lint `code` ([`DENY_BY_DEFAULT`]), for
/// a `help:` line: on the command line or in `dgn.toml`.
pub fn how_to_allow(code: &str) -> String {
    format!(
        "`-A {code}` on the command line, or `{code} = \"allow\"` under `[warnings]` in dgn.toml"
    )
}

/// What to do with warnings: keep, silence or promote to errors.
#[derive(Clone, Debug, Default)]
pub struct WarningPolicy {
    /// Every warning becomes an error (`-W error`).
    pub all_errors: bool,
    /// Every warning is dropped (`-A warnings`).
    pub all_allowed: bool,
    /// These named warnings become errors.
    pub errors: Vec<String>,
    /// These named warnings are dropped.
    pub allowed: Vec<String>,
    /// These named checks are warnings: only meaningful for a lint that
    /// is denied by default ([`DENY_BY_DEFAULT`]; `NAME = "warn"` in
    /// `dgn.toml`), which is otherwise an error.
    pub warned: Vec<String>,
}

impl WarningPolicy {
    /// The level of the deny-by-default lint `code` ([`DENY_BY_DEFAULT`]):
    /// [`Level::Allow`] when it is named among the allowed ones,
    /// [`Level::Warn`] when named among the warned ones and not among the
    /// errors, else [`Level::Deny`].
    pub fn lint_level(&self, code: &str) -> Level {
        let named = |list: &[String]| list.iter().any(|n| n == code);
        if named(&self.allowed) {
            Level::Allow
        } else if named(&self.warned) && !named(&self.errors) {
            Level::Warn
        } else {
            Level::Deny
        }
    }

    /// Applies the policy to a list of diagnostics in place.
    pub fn apply(&self, diags: &mut Vec<Diagnostic>) {
        diags.retain_mut(|d| {
            if d.severity != Severity::Warning {
                // A deny-by-default lint: dropped when allowed, a warning
                // (then subject to the rules below) when warned.
                match d.code.filter(|c| DENY_BY_DEFAULT.contains(c)) {
                    Some(code) => match self.lint_level(code) {
                        Level::Allow => return false,
                        Level::Warn => d.severity = Severity::Warning,
                        Level::Deny => return true,
                    },
                    None => return true,
                }
            }
            let code = d.code.unwrap_or("");
            let named = |list: &[String]| list.iter().any(|n| n == code);
            if self.all_errors || named(&self.errors) {
                d.severity = Severity::Error;
                d.notes
                    .push(format!("warning `{code}` is treated as an error"));
                return true;
            }
            !(self.all_allowed || named(&self.allowed))
        });
    }
}

/// How many diagnostics one compile keeps; past this they are only counted,
/// so that memory stays bounded on any input.
pub const DIAGNOSTIC_LIMIT: usize = 200;

/// Collects diagnostics up to [`DIAGNOSTIC_LIMIT`], counting the rest.
#[derive(Clone, Debug, Default)]
pub struct DiagnosticSink {
    list: Vec<Diagnostic>,
    errors: usize,
    dropped: usize,
    dropped_errors: usize,
}

impl DiagnosticSink {
    /// An empty sink.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records a diagnostic (or only counts it, past the limit).
    pub fn push(&mut self, d: Diagnostic) {
        let error = d.is_error();
        self.errors += usize::from(error);
        if self.list.len() < DIAGNOSTIC_LIMIT {
            self.list.push(d);
        } else {
            self.dropped += 1;
            self.dropped_errors += usize::from(error);
        }
    }

    /// Records every diagnostic of another sink.
    pub fn append(&mut self, other: DiagnosticSink) {
        for d in other.list {
            self.push(d);
        }
        self.dropped += other.dropped;
        self.dropped_errors += other.dropped_errors;
        self.errors += other.dropped_errors;
    }

    /// True when an error was recorded (kept or only counted).
    pub fn has_errors(&self) -> bool {
        self.errors > 0
    }

    /// How many errors were recorded (kept or only counted).
    pub fn error_count(&self) -> usize {
        self.errors
    }

    /// The kept diagnostics, followed by a note of how many were left out.
    pub fn into_vec(self) -> Vec<Diagnostic> {
        let mut list = self.list;
        if self.dropped > 0 {
            let text = format!(
                "{} more problem{} found but not shown",
                self.dropped,
                if self.dropped == 1 { " was" } else { "s were" }
            );
            list.push(if self.dropped_errors > 0 {
                Diagnostic::error(text)
            } else {
                Diagnostic::warning("more-warnings", text)
            });
        }
        list
    }
}

/// A line inside a `MAP` block that the C scanner does not read as a map
/// row, or a map with no `ENDMAP`: NetHack's lev_comp reads what is on such
/// a line as ordinary source, so whether the file is valid depends on the
/// parse. [`settle_map_notes`] reports the note as a warning when the parse
/// succeeds and as an error when a syntax error is due to it.
#[derive(Clone, Debug)]
pub struct MapNote {
    /// Where the syntax errors it explains may be: from the line to the end
    /// of its map's `ENDMAP`; for a map with no `ENDMAP`, the empty span at
    /// the end of the file.
    pub region: Span,
    /// Where the map's `MAP` line starts: a syntax error at its block
    /// token follows from the note too.
    pub map_start: usize,
    /// The diagnostic when the file parses, if any.
    pub warning: Option<Diagnostic>,
    /// The diagnostic when a syntax error is due to it.
    pub error: Diagnostic,
}

impl MapNote {
    /// The `token-in-map` warning both dialects give for a line of a map
    /// that is read as source: `first` is its first token, shown as
    /// `shown`, and `map` the map's `MAP` keyword.
    pub fn token_in_map(first: Span, shown: &str, map: Span) -> Diagnostic {
        Diagnostic::warning(
            "token-in-map",
            format!("`{shown}` is read from inside a MAP"),
        )
        .at(first, "read as source, not as a map row")
        .with_label(map, "in this map")
        .note("NetHack's lev_comp reads a line of a MAP that is not a map row as ordinary source, and the map goes on after it")
        .help("move this line before `MAP` or after `ENDMAP`")
    }

    /// Reads the map line `src[line..end]`: the number of blanks (spaces
    /// and tabs) it starts with, and the position of its first byte after
    /// them that `is_map_byte` refuses, if any.
    pub fn scan_row(
        src: &[u8],
        line: usize,
        end: usize,
        is_map_byte: impl Fn(u8) -> bool,
    ) -> (usize, Option<usize>) {
        let blanks = src[line..end]
            .iter()
            .take_while(|&&b| b == b' ' || b == b'\t')
            .count();
        let bad = src[line + blanks..end]
            .iter()
            .position(|&b| !is_map_byte(b))
            .map(|p| line + blanks + p);
        (blanks, bad)
    }
}

/// Reports each [`MapNote`] as its warning, or as its error when an error
/// is due to it: an error of `lexer` at, or a `syntax` error attributed to,
/// a position in the note's region or at its map's block token (of several
/// such notes the one that starts last takes it). Each syntax error comes
/// with the position it is attributed to: its token's start, or the end of
/// the input for an unexpected end of file. Returns the settled notes
/// followed by the syntax errors that no note explains: a note says better
/// what went wrong.
pub fn settle_map_notes(
    notes: Vec<MapNote>,
    lexer: &[Diagnostic],
    syntax: Vec<(usize, Diagnostic)>,
) -> Vec<Diagnostic> {
    let at = |d: &Diagnostic| d.primary.as_ref().map(|l| l.span.start());
    let owner = |pos: usize| {
        notes
            .iter()
            .enumerate()
            .filter(|(_, n)| {
                let (l, r) = (n.region.start(), n.region.end());
                (l <= pos && pos < r) || (l == r && pos == l) || n.map_start == pos
            })
            .max_by_key(|(_, n)| n.region.start())
            .map(|(k, _)| k)
    };
    let mut failed = vec![false; notes.len()];
    for d in lexer.iter().filter(|d| d.is_error()) {
        if let Some(k) = at(d).and_then(owner) {
            failed[k] = true;
        }
    }
    let mut kept = Vec::with_capacity(syntax.len());
    for (pos, d) in syntax {
        match owner(pos) {
            Some(k) => failed[k] = true,
            None => kept.push(d),
        }
    }
    let mut out: Vec<Diagnostic> = notes
        .into_iter()
        .zip(failed)
        .filter_map(|(n, f)| if f { Some(n.error) } else { n.warning })
        .collect();
    out.extend(kept);
    out
}

/// True when any diagnostic is an error.
pub fn has_errors(diags: &[Diagnostic]) -> bool {
    diags.iter().any(Diagnostic::is_error)
}

/// Sorts diagnostics by position (those without a position first), keeping
/// the order of equal positions.
pub fn sort(diags: &mut [Diagnostic]) {
    diags.sort_by_key(|d| d.primary.as_ref().map(|p| p.span.start()));
}

/// The candidate nearest to `word` by edit distance, if it is close enough to
/// be a plausible misspelling.
pub fn did_you_mean<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let lower = word.to_ascii_lowercase();
    let mut best: Option<(usize, &str)> = None;
    for c in candidates {
        let d = edit_distance(&lower, &c.to_ascii_lowercase());
        if best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, c));
        }
    }
    let (d, c) = best?;
    let limit = (word.len().max(c.len()) / 3).max(1);
    (d <= limit).then_some(c)
}

/// How many errors of one file the compilers' faces show; the rest are
/// counted in one closing error (see [`cap_errors`]).
pub const ERRORS_SHOWN_PER_FILE: usize = 100;

/// Keeps the first `limit` errors of one file's diagnostics (and every
/// warning) and replaces the rest by one error saying how many were left
/// out of `file_name`'s: a mistake that repeats on every line is shown a
/// few times, not thousands.
pub fn cap_errors(diags: &mut Vec<Diagnostic>, limit: usize, file_name: &str) {
    let mut seen = 0;
    let mut hidden = 0;
    diags.retain(|d| {
        if !d.is_error() {
            return true;
        }
        seen += 1;
        if seen > limit {
            hidden += 1;
        }
        seen <= limit
    });
    if hidden > 0 {
        diags.push(Diagnostic::error(format!(
            "{hidden} more error{} in `{file_name}` {} not shown",
            if hidden == 1 { "" } else { "s" },
            if hidden == 1 { "is" } else { "are" }
        )));
    }
}

/// Edit distance over bytes (insertions, deletions, substitutions and
/// swaps of two neighbouring bytes each count one).
pub fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let w = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * w];
    for (j, cell) in d.iter_mut().take(w).enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        d[i * w] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[(i - 1) * w + j] + 1)
                .min(d[i * w + j - 1] + 1)
                .min(d[(i - 1) * w + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[(i - 2) * w + j - 2] + 1);
            }
            d[i * w + j] = v;
        }
    }
    d[a.len() * w + b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn note(region: (usize, usize), map_start: usize, name: &str) -> MapNote {
        MapNote {
            region: Span::new(region.0, region.1),
            map_start,
            warning: Some(Diagnostic::warning("token-in-map", format!("w {name}"))),
            error: Diagnostic::error(format!("e {name}")),
        }
    }

    fn at(pos: usize, text: &str) -> (usize, Diagnostic) {
        (
            pos,
            Diagnostic::error(text).at(Span::new(pos, pos + 1), "here"),
        )
    }

    fn messages(diags: &[Diagnostic]) -> Vec<&str> {
        diags.iter().map(|d| d.message.as_str()).collect()
    }

    #[test]
    fn map_notes_warn_when_the_file_parses() {
        let out = settle_map_notes(vec![note((10, 50), 5, "a")], &[], Vec::new());
        assert_eq!(messages(&out), ["w a"]);
        assert!(!has_errors(&out));
    }

    #[test]
    fn a_syntax_error_goes_to_the_last_note_before_it() {
        let notes = vec![note((10, 50), 5, "a"), note((20, 50), 5, "b")];
        // At 25 both notes' regions hold the error: the later line takes it,
        // and the syntax error itself is dropped.
        let out = settle_map_notes(notes.clone(), &[], vec![at(25, "syntax")]);
        assert_eq!(messages(&out), ["w a", "e b"]);
        // An error at the map's block token is due to the map's notes too.
        let out = settle_map_notes(notes.clone(), &[], vec![at(5, "syntax")]);
        assert_eq!(messages(&out), ["w a", "e b"]);
        // Outside every region, the syntax error stays.
        let out = settle_map_notes(notes, &[], vec![at(60, "syntax")]);
        assert_eq!(messages(&out), ["w a", "w b", "syntax"]);
    }

    #[test]
    fn an_unclosed_map_takes_the_end_of_file() {
        let unclosed = MapNote {
            region: Span::new(40, 40),
            map_start: 5,
            warning: None,
            error: Diagnostic::error("open"),
        };
        let out = settle_map_notes(vec![unclosed.clone()], &[], Vec::new());
        assert!(out.is_empty());
        let out = settle_map_notes(vec![unclosed], &[], vec![at(40, "eof")]);
        assert_eq!(messages(&out), ["open"]);
    }

    #[test]
    fn lexer_errors_make_notes_errors_and_stay() {
        let lexer = vec![Diagnostic::error("lex").at(Span::new(30, 31), "here")];
        let out = settle_map_notes(vec![note((10, 50), 5, "a")], &lexer, Vec::new());
        assert_eq!(messages(&out), ["e a"]);
    }

    #[test]
    fn errors_are_capped_per_file() {
        let mut v: Vec<Diagnostic> = (0..5)
            .map(|i| Diagnostic::error(format!("e{i}")))
            .chain([Diagnostic::warning("w", "w")])
            .collect();
        cap_errors(&mut v, 2, "x.des");
        assert_eq!(
            messages(&v),
            ["e0", "e1", "w", "3 more errors in `x.des` are not shown"]
        );
        let mut v = vec![Diagnostic::error("a"), Diagnostic::error("b")];
        cap_errors(&mut v, 2, "x.des");
        assert_eq!(messages(&v), ["a", "b"]);
    }

    #[test]
    fn suggestions() {
        assert_eq!(did_you_mean("LEVLE", ["LEVEL", "BRANCH"]), Some("LEVEL"));
        assert_eq!(did_you_mean("xyzzy", ["LEVEL", "BRANCH"]), None);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("LEVLE", "LEVEL"), 1);
    }

    #[test]
    fn deny_by_default_lints_are_errors_unless_allowed_or_warned() {
        let mk = || vec![Diagnostic::denied(LOOKED_UP_DUNGEON, "missing")];
        // By default, and under `-A warnings`, it stays an error.
        for p in [
            WarningPolicy::default(),
            WarningPolicy {
                all_allowed: true,
                ..Default::default()
            },
        ] {
            let mut v = mk();
            p.apply(&mut v);
            assert_eq!(v.len(), 1);
            assert!(v[0].is_error());
            assert_eq!(p.lint_level(LOOKED_UP_DUNGEON), Level::Deny);
        }
        let allow = WarningPolicy {
            allowed: vec![LOOKED_UP_DUNGEON.into()],
            ..Default::default()
        };
        assert_eq!(allow.lint_level(LOOKED_UP_DUNGEON), Level::Allow);
        let mut v = mk();
        allow.apply(&mut v);
        assert!(v.is_empty());
        let warn = WarningPolicy {
            warned: vec![LOOKED_UP_DUNGEON.into()],
            ..Default::default()
        };
        assert_eq!(warn.lint_level(LOOKED_UP_DUNGEON), Level::Warn);
        let mut v = mk();
        warn.apply(&mut v);
        assert_eq!(v.len(), 1);
        assert_eq!(v[0].severity, Severity::Warning);
        // A warned lint is a warning like any other: `-W error` denies it.
        let mut v = mk();
        WarningPolicy {
            all_errors: true,
            ..warn.clone()
        }
        .apply(&mut v);
        assert!(v[0].is_error());
    }

    #[test]
    fn policy_promotes_and_allows() {
        let mk = || {
            vec![
                Diagnostic::warning("a", "w1"),
                Diagnostic::warning("b", "w2"),
            ]
        };
        let mut v = mk();
        WarningPolicy {
            errors: vec!["a".into()],
            allowed: vec!["b".into()],
            ..Default::default()
        }
        .apply(&mut v);
        assert_eq!(v.len(), 1);
        assert!(v[0].is_error());
        let mut v = mk();
        WarningPolicy {
            all_allowed: true,
            ..Default::default()
        }
        .apply(&mut v);
        assert!(v.is_empty());
    }
}
