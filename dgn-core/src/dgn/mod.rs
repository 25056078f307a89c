//! The dungeon language (`dungeon.def`, NetHack's dgn_comp).
//!
//! [`compile`] runs the whole pipeline: [`lexer`] → lalrpop grammar →
//! [`ast`] → [`check`] → [`model`]; [`write`] turns a model into the binary
//! `dungeon` file.

pub mod ast;
pub mod check;
pub mod decode;
pub mod lexer;
pub mod model;
pub mod print;
pub mod write;

use crate::diag::{sort, Diagnostic, WarningPolicy};
use crate::source::{show_bytes, SourceFile, Span};
use crate::target::{Features, Target};
use lalrpop_util::{lalrpop_mod, ErrorRecovery, ParseError};
use lexer::Tok;

pub use decode::{decode, DecodeError};
pub use lexer::InputKind;
pub use model::DungeonFile;
pub use print::{print, PrintError};
pub use write::{write, WriteError};

lalrpop_mod!(
    #[allow(clippy::all, clippy::pedantic, missing_docs, unused_parens)]
    grammar,
    "/dgn/grammar.rs"
);

/// The most dungeons a file may define (NetHack's `MAXDUNGEON`).
pub const MAX_DUNGEONS: usize = 16;
/// The most special levels a file may define, over all dungeons.
pub const LEVEL_LIMIT: usize = 50;
/// The most branches a file may define, over all dungeons.
pub const BRANCH_LIMIT: usize = 32;
/// The most levels in one dungeon (NetHack's `MAXLEVEL`).
pub const MAXLEVEL: i32 = 32;
/// The longest name, in bytes (the format's `char[24]` less its NUL).
pub const NAME_MAX: usize = 23;

/// The lexer never fails (it reports problems as diagnostics), so the
/// parser's user error type has no values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Never {}

/// Settings of one compile.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `.def` (features resolved) or `.pdf` input.
    pub input: InputKind,
    /// `-D` / `-U` feature overrides.
    pub features: Features,
    /// What to do with warnings.
    pub warnings: WarningPolicy,
}

/// The result of compiling one file.
#[derive(Debug)]
pub struct Compiled {
    /// The model, when no error was found.
    pub model: Option<DungeonFile>,
    /// Every error and warning, in source order.
    pub diagnostics: Vec<Diagnostic>,
}

/// Parses a file into statements, with every lexical and syntax error.
pub fn parse(
    src: &SourceFile,
    target: &Target,
    opts: &Options,
) -> (Vec<ast::Stmt>, Vec<Diagnostic>) {
    let lexed = lexer::lex(src.bytes(), opts.input, target, &opts.features);
    let mut diags = lexed.diagnostics;
    for name in opts.features.unknown(target) {
        diags.push(Diagnostic::error(format!(
            "unknown feature `{name}` given on the command line (target `{}` knows: {})",
            target.name,
            target
                .features
                .iter()
                .map(|(n, _)| n.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    let mut recovered: Vec<ErrorRecovery<usize, Tok<'_>, Never>> = Vec::new();
    let result = grammar::FileParser::new()
        .parse(&mut recovered, lexed.tokens.into_iter().map(Ok::<_, Never>));
    let mut stmts = Vec::new();
    for r in recovered {
        diags.extend(parse_error(r.error));
    }
    match result {
        Ok(s) => stmts = s,
        Err(e) => diags.extend(parse_error(e)),
    }
    (stmts, diags)
}

/// Compiles a dungeon description to its model, with all diagnostics.
pub fn compile(src: &SourceFile, target: &Target, opts: &Options) -> Compiled {
    let (stmts, mut diags) = parse(src, target, opts);
    let parsed_ok = !crate::diag::has_errors(&diags);
    let (model, check_diags) = check::check(&stmts, src.bytes().len());
    diags.extend(check_diags);
    opts.warnings.apply(&mut diags);
    sort(&mut diags);
    let ok = parsed_ok && !crate::diag::has_errors(&diags);
    Compiled {
        model: if ok { model } else { None },
        diagnostics: diags,
    }
}

/// Compiles a dungeon description straight to the binary `dungeon` file.
/// `Err` holds the diagnostics when an error was found.
pub fn compile_to_bytes(
    src: &SourceFile,
    target: &Target,
    opts: &Options,
) -> Result<(Vec<u8>, Vec<Diagnostic>), Vec<Diagnostic>> {
    let c = compile(src, target, opts);
    match c.model {
        Some(m) => match write(&m, target) {
            Ok(bytes) => Ok((bytes, c.diagnostics)),
            Err(e) => {
                let mut d = c.diagnostics;
                d.push(Diagnostic::error(e.0));
                Err(d)
            }
        },
        None => Err(c.diagnostics),
    }
}

/// Turns a binary `dungeon` file back into `dungeon.def` source, and proves
/// the result by compiling it again: the source is returned only if it
/// compiles to exactly `bytes`.
pub fn decompile(bytes: &[u8], target: &Target) -> Result<Vec<u8>, String> {
    let model = decode(bytes, target).map_err(|e| e.to_string())?;
    let text = print(&model).map_err(|e| e.to_string())?;
    let src = SourceFile::new("<decompiled>", text.clone());
    let opts = Options {
        input: InputKind::Pdf,
        ..Default::default()
    };
    match compile_to_bytes(&src, target, &opts) {
        Ok((again, _)) if again == bytes => Ok(text),
        Ok(_) => Err("the file decodes, but no dungeon.def source reproduces it exactly".into()),
        Err(diags) => Err(format!(
            "the file decodes, but its source would not compile: {}",
            diags.first().map_or(String::new(), |d| d.short(&src))
        )),
    }
}

fn describe(tok: &Tok<'_>) -> String {
    match tok {
        Tok::Integer(v) => format!("integer `{v}`"),
        Tok::Str(s) => format!("string \"{}\"", show_bytes(s)),
        Tok::Descriptor(d) => format!("`{}`", d.word()),
        Tok::Colon => "`:`".into(),
        Tok::At => "`@`".into(),
        Tok::LParen => "`(`".into(),
        Tok::RParen => "`)`".into(),
        Tok::Comma => "`,`".into(),
        Tok::Plus => "`+`".into(),
        Tok::Bad => "an invalid token".into(),
        other => {
            let kw = lexer::KEYWORDS
                .iter()
                .find(|(_, t)| t == other)
                .map_or("?", |(k, _)| *k);
            format!("`{kw}`")
        }
    }
}

const STATEMENT_KEYWORDS: &[&str] = &[
    "DUNGEON",
    "ENTRY",
    "PROTOFILE",
    "DESCRIPTION",
    "LEVELDESC",
    "ALIGNMENT",
    "LEVALIGN",
    "BRANCH",
    "CHAINBRANCH",
    "LEVEL",
    "RNDLEVEL",
    "CHAINLEVEL",
    "RNDCHLEVEL",
];

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
        parts.push("a statement keyword (DUNGEON, LEVEL, BRANCH, ...)".into());
    }
    for n in &names {
        if statements >= 4 && STATEMENT_KEYWORDS.contains(&n.as_str()) {
            continue;
        }
        parts.push(match n.as_str() {
            "string" => "a string".into(),
            "integer" => "an integer".into(),
            "descriptor" => "a descriptor (town, hellish, mazelike, roguelike, lawful, neutral, chaotic, unaligned)".into(),
            "bad token" => continue,
            other => format!("`{other}`"),
        });
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

fn parse_error(e: ParseError<usize, Tok<'_>, Never>) -> Option<Diagnostic> {
    match e {
        ParseError::UnrecognizedToken {
            token: (l, tok, r),
            expected,
        } => {
            if tok == Tok::Bad {
                return None;
            }
            let exp = expected_list(&expected);
            Some(
                Diagnostic::error(format!("expected {exp}, found {}", describe(&tok)))
                    .at(Span::new(l, r), format!("unexpected {}", describe(&tok))),
            )
        }
        ParseError::UnrecognizedEof { location, expected } => Some(
            Diagnostic::error(format!(
                "unexpected end of file; expected {}",
                expected_list(&expected)
            ))
            .at(Span::new(location, location), "the file ends here"),
        ),
        ParseError::ExtraToken { token: (l, tok, r) } => Some(
            Diagnostic::error(format!("unexpected {}", describe(&tok)))
                .at(Span::new(l, r), "not expected here"),
        ),
        ParseError::InvalidToken { location } => {
            Some(Diagnostic::error("invalid token").at(Span::new(location, location + 1), "here"))
        }
        ParseError::User { error } => match error {},
    }
}
