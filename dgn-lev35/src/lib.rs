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

#[cfg(feature = "decompile")]
pub mod decode;
pub mod lexer;
pub mod model;
pub mod parse;
#[cfg(feature = "decompile")]
pub mod print;
pub mod write;

use dgn_common::diag::{has_errors, sort, Diagnostic, WarningPolicy};
use dgn_common::source::{SourceFile, Span};
use dgn_common::target::Target;

#[cfg(feature = "decompile")]
pub use decode::{decode, DecodeError};
pub use model::Level;
#[cfg(feature = "decompile")]
pub use print::{print, PrintError};
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

#[cfg(feature = "decompile")]
/// Turns a `.lev` file of `target` back into source for a level named
/// `name` (the file does not store it), and proves the result: the source
/// is returned only if compiling it gives exactly `bytes`.
pub fn decompile(bytes: &[u8], name: &str, target: &Target) -> Result<String, String> {
    let level = decode(bytes, target).map_err(|e| e.to_string())?;
    let text = print(&level, name, &target.catalog).map_err(|e| e.to_string())?;
    let src = SourceFile::new(format!("{name}.des"), text.clone().into_bytes());
    let c = compile(&src, target, &Options::default());
    let Some(levels) = c.levels else {
        let first = c
            .diagnostics
            .iter()
            .find(|d| d.is_error())
            .map_or_else(String::new, |d| d.short(&src));
        return Err(format!("the printed source does not compile: {first}"));
    };
    let back = levels
        .first()
        .map(|(_, l)| write(l, target))
        .transpose()
        .map_err(|e| e.to_string())?;
    if back.as_deref() != Some(bytes) {
        return Err("the printed source compiles to other bytes".into());
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use model::Op;

    fn levels(text: &str) -> Vec<(Vec<u8>, Level)> {
        let src = SourceFile::new("t.des", text.as_bytes().to_vec());
        let c = compile(&src, &Target::unnethack_35(), &Options::default());
        let shown: Vec<String> = c.diagnostics.iter().map(|d| d.short(&src)).collect();
        c.levels.unwrap_or_else(|| panic!("{shown:?}"))
    }

    fn errors(text: &str) -> Vec<String> {
        let src = SourceFile::new("t.des", text.as_bytes().to_vec());
        let c = compile(&src, &Target::unnethack_35(), &Options::default());
        assert!(c.levels.is_none());
        c.diagnostics
            .iter()
            .filter(|d| d.is_error())
            .map(|d| d.short(&src))
            .collect()
    }

    #[test]
    fn if_else_jumps_to_the_last_opcode_of_each_block() {
        let l = levels("LEVEL:\"a\"\nIF [30%] { EXIT WALLIFY } ELSE { EXIT }\nIF { }\n");
        assert_eq!(
            l[0].1.ops,
            vec![
                Op::Cmp(0, 30),
                Op::Jg(4),
                Op::Exit,
                Op::Wallify,
                Op::Jmp(5),
                Op::Exit,
                Op::Cmp(0, 100),
                Op::Jg(7),
            ]
        );
    }

    #[test]
    fn class_lists_are_kept_in_reverse_and_places_in_order() {
        let l = levels("LEVEL:\"a\"\nRANDOM_MONSTERS:'a','b','c'\nRANDOM_PLACES:(1,2),(3,4)\n");
        assert_eq!(
            l[0].1.ops,
            vec![
                Op::RandomMonsters(b"cba".to_vec()),
                Op::RandomPlaces(vec![2, 3, 4, 5]),
            ]
        );
    }

    #[test]
    fn containers_mark_their_contents() {
        let l = levels(
            "LEVEL:\"a\"\nCONTAINER:'(',\"chest\",(1,1) { OBJECT:'%',random CONTAINER:'(',\"sack\" { } }\n",
        );
        let marks: Vec<i8> = l[0]
            .1
            .ops
            .iter()
            .filter_map(|o| match o {
                Op::Object(o) => Some(o.containment),
                _ => None,
            })
            .collect();
        assert_eq!(marks, [2, 1, 2]);
        assert_eq!(l[0].1.ops.last(), Some(&Op::PopContainer));
    }

    #[test]
    fn registers_defined_in_one_level_serve_the_next() {
        // Its lev_comp never forgets how many registers were defined.
        let l = levels(
            "LEVEL:\"a\"\nRANDOM_OBJECTS:'(','['\nLEVEL:\"b\"\nOBJECT:object[1],random,(1,1)\n",
        );
        assert_eq!(l.len(), 2);
        assert_eq!(
            errors("LEVEL:\"a\"\nOBJECT:object[0],random,(1,1)\n"),
            ["t.des:2:8: error: no random objects defined before this register"]
        );
    }

    #[test]
    fn one_by_one_maps_store_no_square() {
        let l = levels("LEVEL:\"a\"\nGEOMETRY:center,center\nMAP\n.\nENDMAP\n");
        let bytes = write(&l[0].1, &Target::unnethack_35()).unwrap();
        // header, lev_init, opcode 26 and its six bytes, no row
        assert_eq!(bytes.len(), 32 + 32 + 4 + 6);
        assert_eq!(&bytes[64..], &[26, 0, 0, 0, 1, 1, 3, 3, 1, 1]);
    }

    #[test]
    fn syntax_errors_do_not_stop_the_run() {
        assert_eq!(
            errors("LEVEL:\"a\"\nMONSTER:'a' \"newt\",(1,1)\nTRAP:\"nothing\",(1,1)\n"),
            [
                "t.des:2:13: error: syntax error: expected `,`, found a string",
                "t.des:3:6: error: unknown trap type \"nothing\"",
            ]
        );
    }

    #[test]
    fn deep_or_open_blocks_are_one_error() {
        let deep = format!("LEVEL:\"a\"\n{}", "IF [50%] {".repeat(300));
        let e = errors(&deep);
        assert!(
            e.iter().any(|m| m.ends_with(
                "error: blocks nest more than 50 deep; the rest of the file is not read"
            )),
            "{e:?}"
        );
        assert!(!e.iter().any(|m| m.contains("end of the file")), "{e:?}");
        assert_eq!(
            errors("LEVEL:\"a\"\nROOM:\"ordinary\",lit,random,random,random {\nIF {\n"),
            ["t.des:4:1: error: syntax error: expected `}`, found the end of the file"]
        );
    }

    #[cfg(feature = "decompile")]
    #[test]
    fn decompiles_to_the_same_bytes() {
        let target = Target::unnethack_35();
        let text = "LEVEL:\"a\"\nFLAGS:noflip\nINIT_MAP:mines,'.',' ',true,true,lit,random\nIF [40%] { CONTAINER:'(',\"chest\",random,blessed,2 { IF { OBJECT:'%',\"egg\",random,\"newt\",random } } } ELSE { REGION:(1,1,4,4),lit,random,unfilled,true }\n";
        let l = levels(text);
        let bytes = write(&l[0].1, &target).unwrap();
        let back = decompile(&bytes, "a", &target).unwrap();
        assert!(
            back.contains("IF [40%] {\n  CONTAINER:'(',\"chest\",random,blessed,2 {\n"),
            "{back}"
        );
    }

    #[cfg(feature = "decompile")]
    #[test]
    fn deeply_nested_files_are_refused_not_followed() {
        // 1000 nested IFs as a file could hold them: a compare and a jump
        // to the last opcode each.
        let target = Target::unnethack_35();
        let n: i64 = 1000;
        let mut level = Level::default();
        for _ in 0..n {
            level.ops.push(Op::Cmp(0, 50));
            level.ops.push(Op::Jg(2 * n - 1));
        }
        let bytes = write(&level, &target).unwrap();
        let e = decompile(&bytes, "a", &target).unwrap_err();
        assert_eq!(e, "blocks nest more than 50 deep");
    }
}
