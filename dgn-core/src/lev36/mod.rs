//! The special-level language of NetHack 3.6 (`*.des`, lev_comp 3.6.7).
//!
//! [`compile`] runs [`lexer`] → lalrpop grammar → [`ast`] → [`codegen`] and
//! gives one [`model::Level`] (an opcode program) per level of the file;
//! [`write()`] turns a level into the bytes of its `.lev` file.
//!
//! ```
//! use dgn_core::{lev36, SourceFile, Target};
//!
//! let src = SourceFile::new("tiny.des", b"LEVEL:\"tiny\"\nMESSAGE:\"hi\"\n".to_vec());
//! let target = Target::nethack_367();
//! let out = lev36::compile(&src, &target, &Default::default());
//! assert!(out.diagnostics.is_empty());
//! let levels = out.levels.expect("compiles");
//! assert_eq!(levels[0].0, b"tiny");
//! let bytes = lev36::write(&levels[0].1, &target).unwrap();
//! // header, opcode count, push 0, LEVEL_FLAGS, push "hi", MESSAGE
//! assert_eq!(bytes.len(), 40 + 8 + 13 + 4 + 11 + 4);
//! ```

pub mod ast;
pub mod codegen;
pub mod lexer;
pub mod model;
pub mod write;

use crate::diag::{has_errors, sort, Diagnostic, WarningPolicy};
use crate::source::{SourceFile, Span};
use crate::target::Target;
use lalrpop_util::{lalrpop_mod, ErrorRecovery, ParseError};
use lexer::Tok;

pub use model::Level;
pub use write::{write, WriteError};

lalrpop_mod!(
    #[allow(clippy::all, clippy::pedantic, missing_docs, unused_parens)]
    grammar,
    "/lev36/grammar.rs"
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
}

/// The result of compiling one file.
#[derive(Debug)]
pub struct Compiled {
    /// Every level with its name, when no error was found.
    pub levels: Option<Vec<(Vec<u8>, Level)>>,
    /// Every error and warning, in source order.
    pub diagnostics: Vec<Diagnostic>,
}

/// Parses a file into levels, with every lexical and syntax error.
pub fn parse(src: &SourceFile) -> (Vec<ast::Level>, Vec<Diagnostic>) {
    let lexed = lexer::lex(src.bytes());
    let mut diags = lexed.diagnostics;
    let mut recovered: Vec<ErrorRecovery<usize, Tok<'_>, Never>> = Vec::new();
    let result = grammar::FileParser::new()
        .parse(&mut recovered, lexed.tokens.into_iter().map(Ok::<_, Never>));
    let mut levels = Vec::new();
    for r in recovered {
        diags.extend(parse_error(r.error));
    }
    match result {
        Ok(l) => levels = l,
        Err(e) => diags.extend(parse_error(e)),
    }
    (levels, diags)
}

/// Compiles a level description to one opcode program per level.
pub fn compile(src: &SourceFile, target: &Target, opts: &Options) -> Compiled {
    let (levels, mut diags) = parse(src);
    let mut gen = codegen::Gen::new(&target.catalog);
    let mut out = Vec::new();
    for l in &levels {
        let m = gen.level(l);
        out.push((m.name.clone(), m));
    }
    diags.append(&mut gen.diags);
    opts.warnings.apply(&mut diags);
    sort(&mut diags);
    let ok = !has_errors(&diags);
    Compiled {
        levels: if ok { Some(out) } else { None },
        diagnostics: diags,
    }
}

fn expected_list(expected: &[String]) -> String {
    let mut names: Vec<String> = expected
        .iter()
        .map(|e| e.trim_matches('"').to_string())
        .filter(|n| n != "bad token")
        .collect();
    let statements = names
        .iter()
        .filter(|n| STATEMENT_KEYWORDS.contains(&n.as_str()))
        .count();
    if statements >= 6 {
        names.retain(|n| !STATEMENT_KEYWORDS.contains(&n.as_str()));
        names.insert(0, "a statement".into());
    }
    let mut parts: Vec<String> = names
        .iter()
        .map(|n| match n.as_str() {
            "a statement" => n.clone(),
            "string" | "integer" | "variable" | "character" | "dice" | "comparison" | "word"
            | "percentage" | "chance" | "map" | "direction" | "boolean" | "alignment"
            | "humidity" | "filling" => format!("a {n}"),
            "array variable" => "an array variable".into(),
            other => format!("`{other}`"),
        })
        .collect();
    if parts.len() > 12 {
        parts.truncate(12);
        parts.push("...".into());
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

const STATEMENT_KEYWORDS: &[&str] = &[
    "MESSAGE",
    "INIT_MAP",
    "ALTAR",
    "GRAVE",
    "BRANCH",
    "CORRIDOR",
    "RANDOM_CORRIDORS",
    "SHUFFLE",
    "NON_DIGGABLE",
    "NON_PASSWALL",
    "ROOMDOOR",
    "DOOR",
    "DRAWBRIDGE",
    "ENGRAVING",
    "MINERALIZE",
    "FOUNTAIN",
    "SINK",
    "POOL",
    "GOLD",
    "SWITCH",
    "FOR",
    "LOOP",
    "IF",
    "EXIT",
    "BREAK",
    "FUNCTION",
    "LADDER",
    "STAIR",
    "PORTAL",
    "TELEPORT_REGION",
    "NOMAP",
    "GEOMETRY",
    "MAZEWALK",
    "MONSTER",
    "OBJECT",
    "CONTAINER",
    "REGION",
    "ROOM",
    "SUBROOM",
    "TERRAIN",
    "REPLACE_TERRAIN",
    "TRAP",
    "WALLIFY",
    "LEVEL",
    "MAZE",
    "FLAGS",
    "chance",
    "variable",
    "word",
    "[",
];

fn parse_error(e: ParseError<usize, Tok<'_>, Never>) -> Option<Diagnostic> {
    match e {
        ParseError::UnrecognizedToken {
            token: (l, tok, r),
            expected,
        } => {
            if tok == Tok::Bad {
                return None;
            }
            let what = lexer::describe(&tok);
            let mut d = Diagnostic::error(format!(
                "expected {}, found {what}",
                expected_list(&expected)
            ))
            .at(Span::new(l, r), format!("unexpected {what}"));
            if tok == Tok::Other(b'#') {
                d = d.help(
                    "a comment starts with `#` at the beginning of a line (after spaces at most)",
                );
            }
            if let Tok::Word(w) = tok {
                if w == b"MAP" {
                    d = d.help("`MAP` must stand alone on its line, at its start");
                }
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
        ParseError::ExtraToken { token: (l, tok, r) } => Some(
            Diagnostic::error(format!("unexpected {}", lexer::describe(&tok)))
                .at(Span::new(l, r), "not expected here"),
        ),
        ParseError::InvalidToken { location } => {
            Some(Diagnostic::error("invalid token").at(Span::new(location, location + 1), "here"))
        }
        ParseError::User { error } => match error {},
    }
}
