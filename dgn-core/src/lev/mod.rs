//! The special-level language (`*.des`, NetHack's lev_comp), 3.4.3 dialect.
//!
//! [`compile`] runs the whole pipeline: [`lexer`] → lalrpop grammar →
//! [`ast`] → [`lower`] (grouping into levels, every check of the C tool)
//! → [`model`]; [`write`] turns a model level into a `.lev` file.

pub mod ast;
pub mod decode;
pub mod lexer;
pub mod lower;
pub mod model;
pub mod write;

use crate::diag::{sort, Diagnostic, WarningPolicy};
use crate::source::{show_bytes, SourceFile, Span};
use crate::target::Target;
use lalrpop_util::{lalrpop_mod, ErrorRecovery, ParseError};
use lexer::{MapBlock, Tok};

pub use decode::{decode, DecodeError};
pub use write::{write, WriteError};

lalrpop_mod!(
    #[allow(
        clippy::all,
        clippy::pedantic,
        missing_docs,
        unused_parens,
        unused_imports
    )]
    grammar,
    "/lev/grammar.rs"
);

/// The lexer never fails (it reports problems as diagnostics), so the
/// parser's user error type has no values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Never {}

/// Settings of one compile.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// What to do with warnings.
    pub warnings: WarningPolicy,
    /// Also run the checks that NetHack's lev_comp runs only with `-w`
    /// (rock inside or around a `REGION`).
    pub extra_warnings: bool,
}

/// A parsed file: its statements and the map blocks they refer to.
#[derive(Debug, Default)]
pub struct Parsed {
    /// The statements, in order.
    pub stmts: Vec<ast::Stmt>,
    /// The `MAP` blocks, indexed by [`ast::StmtKind::Geometry`]'s `map`.
    pub maps: Vec<MapBlock>,
    /// Whether lexing or parsing reported an error (a statement may then
    /// be missing from `stmts`).
    pub syntax_errors: bool,
}

/// The result of compiling one file.
#[derive(Debug)]
pub struct Compiled {
    /// Every level of the file, with the name its file is written under
    /// (without `.lev`), when no error was found.
    pub levels: Option<Vec<(String, model::Level)>>,
    /// Every error and warning, in source order.
    pub diagnostics: Vec<Diagnostic>,
}

/// Parses a file into statements, with every lexical and syntax error.
pub fn parse(src: &SourceFile) -> (Parsed, Vec<Diagnostic>) {
    let lexed = lexer::lex(src.bytes());
    let mut diags = lexed.diagnostics;
    let mut recovered: Vec<ErrorRecovery<usize, Tok<'_>, Never>> = Vec::new();
    let result = grammar::FileParser::new()
        .parse(&mut recovered, lexed.tokens.into_iter().map(Ok::<_, Never>));
    let mut stmts = Vec::new();
    let unterminated_map = diags
        .iter()
        .any(|d| d.message.starts_with("this MAP block has no"));
    for r in recovered {
        if unterminated_map && matches!(r.error, ParseError::UnrecognizedEof { .. }) {
            continue;
        }
        diags.extend(parse_error(src.bytes(), r.error));
    }
    match result {
        Ok(s) => stmts = s,
        Err(ParseError::UnrecognizedEof { .. }) if unterminated_map => {}
        Err(e) => diags.extend(parse_error(src.bytes(), e)),
    }
    let syntax_errors = crate::diag::has_errors(&diags);
    (
        Parsed {
            stmts,
            maps: lexed.maps,
            syntax_errors,
        },
        diags,
    )
}

/// Compiles a level description to one model level per level in the file,
/// with all diagnostics.
pub fn compile(src: &SourceFile, target: &Target, opts: &Options) -> Compiled {
    let (parsed, mut diags) = parse(src);
    let parsed_ok = !crate::diag::has_errors(&diags);
    let (levels, lower_diags) = lower::lower(&parsed, target, opts);
    diags.extend(lower_diags);
    opts.warnings.apply(&mut diags);
    sort(&mut diags);
    let ok = parsed_ok && !crate::diag::has_errors(&diags);
    Compiled {
        levels: if ok { Some(levels) } else { None },
        diagnostics: diags,
    }
}

fn describe(src: &[u8], l: usize, r: usize, tok: &Tok<'_>) -> String {
    match tok {
        Tok::Integer(v) => format!("integer `{v}`"),
        Tok::Percent(v) => format!("chance `[{v}%]`"),
        Tok::Str(s) => format!("string \"{}\"", show_bytes(s)),
        Tok::Char(c) => format!("character `'{}'`", show_bytes(&[*c])),
        Tok::Map(_) => "a MAP block".into(),
        Tok::Colon => "`:`".into(),
        Tok::Comma => "`,`".into(),
        Tok::LParen => "`(`".into(),
        Tok::RParen => "`)`".into(),
        Tok::LBracket => "`[`".into(),
        Tok::RBracket => "`]`".into(),
        Tok::Bad => "an invalid token".into(),
        Tok::Kw(_) | Tok::Word(_) => {
            let text = src.get(l..r).map(show_bytes).unwrap_or_default();
            format!("`{text}`")
        }
    }
}

const STATEMENT_KEYWORDS: &[&str] = &[
    "MESSAGE",
    "MAZE",
    "NOMAP",
    "LEVEL",
    "INIT_MAP",
    "FLAGS",
    "GEOMETRY",
    "OBJECT",
    "CONTAINER",
    "MONSTER",
    "TRAP",
    "DOOR",
    "DRAWBRIDGE",
    "MAZEWALK",
    "WALLIFY",
    "REGION",
    "RANDOM_OBJECTS",
    "RANDOM_MONSTERS",
    "RANDOM_PLACES",
    "ALTAR",
    "LADDER",
    "STAIR",
    "PORTAL",
    "TELEPORT_REGION",
    "BRANCH",
    "FOUNTAIN",
    "SINK",
    "POOL",
    "NON_DIGGABLE",
    "NON_PASSWALL",
    "ROOM",
    "SUBROOM",
    "RANDOM_CORRIDORS",
    "CORRIDOR",
    "GOLD",
    "ENGRAVING",
    "NAME",
    "CHANCE",
];

fn terminal_name(n: &str) -> String {
    match n {
        "string" => "a string".into(),
        "integer" => "an integer".into(),
        "character" => "a character like `'a'`".into(),
        "percent" => "a chance like `[50%]`".into(),
        "map" => "a MAP block".into(),
        "door state" => "a door state (open, closed, locked, nodoor, broken)".into(),
        "direction" => "a direction (north, east, south, west)".into(),
        "left or right" => "left, half-left, half-right or right".into(),
        "top or bottom" => "top or bottom".into(),
        "light state" => "lit or unlit".into(),
        "filling" => "filled or unfilled".into(),
        "alignment" => {
            "an alignment (noalign, law, neutral, chaos, coaligned, noncoaligned)".into()
        }
        "attitude" => "peaceful or hostile".into(),
        "alertness" => "asleep or awake".into(),
        "appearance" => "m_feature, m_monster or m_object".into(),
        "altar type" => "sanctum, shrine or altar".into(),
        "up or down" => "up or down".into(),
        "boolean" => "true or false".into(),
        "engraving type" => "dust, engrave, burn or mark".into(),
        "curse state" => "blessed, uncursed or cursed".into(),
        "flag" => "a flag (noteleport, hardfloor, nommap, arboreal, shortsighted)".into(),
        other => format!("`{other}`"),
    }
}

fn expected_list(expected: &[String]) -> String {
    let names: Vec<String> = expected
        .iter()
        .map(|e| e.trim_matches('"').to_string())
        .collect();
    let statements = names
        .iter()
        .filter(|n| STATEMENT_KEYWORDS.contains(&n.as_str()))
        .count();
    let mut parts: Vec<String> = Vec::new();
    if statements >= 4 {
        parts.push("a statement keyword (MAZE, LEVEL, MONSTER, OBJECT, ...)".into());
    }
    for n in &names {
        if statements >= 4 && STATEMENT_KEYWORDS.contains(&n.as_str()) {
            continue;
        }
        if n == "bad token" {
            continue;
        }
        parts.push(terminal_name(n));
    }
    match parts.len() {
        0 => "nothing more".into(),
        1 => parts.remove(0),
        _ => {
            let last = parts.pop().unwrap_or_default();
            format!("{} or {last}", parts.join(", "))
        }
    }
}

fn parse_error(src: &[u8], e: ParseError<usize, Tok<'_>, Never>) -> Option<Diagnostic> {
    match e {
        ParseError::UnrecognizedToken {
            token: (l, tok, r),
            expected,
        } => {
            if tok == Tok::Bad {
                return None;
            }
            let what = describe(src, l, r, &tok);
            let exp = expected_list(&expected);
            let mut d = Diagnostic::error(format!("expected {exp}, found {what}"))
                .at(Span::new(l, r), format!("unexpected {what}"));
            if matches!(tok, Tok::Map(_)) {
                d = d.help("a MAP block must follow a `GEOMETRY: h, v` line");
            }
            Some(d)
        }
        ParseError::UnrecognizedEof { location, expected } => Some(
            Diagnostic::error(format!(
                "unexpected end of file; expected {}",
                expected_list(&expected)
            ))
            .at(Span::new(location, location), "the file ends here"),
        ),
        ParseError::ExtraToken { token: (l, tok, r) } => {
            let what = describe(src, l, r, &tok);
            Some(
                Diagnostic::error(format!("unexpected {what}"))
                    .at(Span::new(l, r), "not expected here"),
            )
        }
        ParseError::InvalidToken { location } => {
            Some(Diagnostic::error("invalid token").at(Span::new(location, location + 1), "here"))
        }
        ParseError::User { error } => match error {},
    }
}
