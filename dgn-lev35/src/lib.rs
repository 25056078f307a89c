//! The special-level language of UnNetHack 3.5 (`*.des`, its lev_comp of
//! 3.5.2).
//!
//! An early design of opcode programs: each statement becomes one opcode
//! with a fixed record (`sp_lev.h`), with `IF`/`ELSE` as compare and jump
//! opcodes, `ROOM`/`SUBROOM` blocks, `CONTAINER` blocks, `TERRAIN`,
//! `REPLACE_TERRAIN`, `SPILL`, `RANDLINE`, `INIT_MAP` styles and no
//! `MAZE`. [`compile`] runs [`lexer`] → [`parse`] (which builds each
//! [`model::Level`] as it reads, with the compiler's checks); [`write()`]
//! turns a level into the bytes of its `.lev` file.
//!
//! ```
//! use dgn_common::{SourceFile, Target};
//!
//! let src = SourceFile::new("tiny.des", b"LEVEL:\"tiny\"\nMESSAGE:\"hi\"\n".to_vec());
//! let target = Target::unnethack_35();
//! let out = dgn_lev35::compile(&src, &target, &Default::default());
//! assert!(out.diagnostics.is_empty());
//! let levels = out.levels.expect("compiles");
//! assert_eq!(levels[0].0, b"tiny");
//! let bytes = dgn_lev35::write(&levels[0].1, &target).unwrap();
//! // header, lev_init, opcode 1 with length byte and text
//! assert_eq!(bytes.len(), 32 + 32 + 4 + 1 + 2);
//! ```
#![warn(missing_docs)]

pub mod lexer;
pub mod model;
pub mod parse;
pub mod write;

use dgn_common::diag::{has_errors, sort, Diagnostic, WarningPolicy};
use dgn_common::source::{SourceFile, Span};
use dgn_common::target::Target;

pub use model::Level;
pub use write::{write, WriteError};

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
    /// The span of each level's `LEVEL` keyword (parallel to `levels`).
    pub spans: Vec<Span>,
    /// Every error and warning, in source order.
    pub diagnostics: Vec<Diagnostic>,
}

/// Compiles a file of UnNetHack 3.5's level language: every level, or
/// every error.
pub fn compile(src: &SourceFile, target: &Target, opts: &Options) -> Compiled {
    let lexed = lexer::lex(src.bytes());
    let mut diags = lexed.diagnostics;
    let parsed = parse::parse(&lexed.tokens, src.bytes().len(), &target.catalog);
    diags.extend(parsed.diagnostics);
    opts.warnings.apply(&mut diags);
    sort(&mut diags);
    let ok = !has_errors(&diags);
    Compiled {
        levels: ok.then_some(parsed.levels),
        spans: if ok { parsed.spans } else { Vec::new() },
        diagnostics: diags,
    }
}
