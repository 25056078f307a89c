//! A light lexical view of a document for the editor features (hover,
//! completion, definitions, outline): statements by line, their strings,
//! words and `$variables`, and the names they define or refer to.
//!
//! It reads any text without failing: the compilers give the real
//! diagnostics, this only finds what is under the cursor.

use crate::diagnostics::Language;
use crate::text::Document;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokKind {
    /// A keyword or other bare word (`MONSTER`, `random`, `half-left`).
    Word,
    /// A string; its span is the text between the quotes.
    Str,
    /// A character literal such as `'d'`; its span is the character.
    Char,
    /// A 3.6 variable, `$name`, span including the `$`.
    Var,
    /// Any other character.
    Punct,
}

/// One token of a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tok {
    /// What it is.
    pub kind: TokKind,
    /// Byte offsets into the document (for a string: inside the quotes).
    pub start: usize,
    /// One past the end.
    pub end: usize,
}

/// The tokens of a line's text starting at byte `base`, stopping at a
/// comment. A string left open runs to the end of the line.
pub fn tokens(line: &str, base: usize) -> Vec<Tok> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let start = i;
        let kind = match c {
            b'#' => break,
            b' ' | b'\t' | b'\r' => {
                i += 1;
                continue;
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += 1;
                }
                out.push(Tok {
                    kind: TokKind::Str,
                    start: base + start + 1,
                    end: base + i,
                });
                i = (i + 1).min(b.len());
                continue;
            }
            b'\'' if b.get(i + 2) == Some(&b'\'') => {
                out.push(Tok {
                    kind: TokKind::Char,
                    start: base + i + 1,
                    end: base + i + 2,
                });
                i += 3;
                continue;
            }
            b'$' => {
                i += 1;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                TokKind::Var
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b"_-[".contains(&b[i])) {
                    i += 1;
                }
                TokKind::Word
            }
            _ => {
                // one whole character
                i += line[i..].chars().next().map_or(1, char::len_utf8);
                TokKind::Punct
            }
        };
        out.push(Tok {
            kind,
            start: base + start,
            end: base + i,
        });
    }
    out
}

/// What kind of name an occurrence is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NameKind {
    /// A dungeon of a dungeon description.
    Dungeon,
    /// A level (of a dungeon description, or defined by a `.des` file).
    Level,
    /// A 3.6 `$variable`.
    Variable,
    /// A 3.6 function.
    Function,
}

/// One place where a name is defined or used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Occurrence {
    /// The name (for a variable, with its `$`).
    pub name: String,
    /// What it names.
    pub kind: NameKind,
    /// Byte range of the name.
    pub start: usize,
    /// One past its end.
    pub end: usize,
    /// True where it is defined.
    pub is_def: bool,
    /// The line it is on.
    pub line: usize,
}

/// One statement line: its keyword (when it starts with a word) and tokens.
#[derive(Clone, Debug)]
pub struct Stmt {
    /// Zero-based line.
    pub line: usize,
    /// The first word, if the line starts with one.
    pub keyword: Option<String>,
    /// Every token of the line.
    pub toks: Vec<Tok>,
}

/// The statement lines of a document, leaving out the rows of `.des` map
/// blocks (between `MAP` and `ENDMAP`). A map block is reported as a
/// statement with keyword `MAP` on its first line.
pub fn statements(doc: &Document, lang: Language) -> Vec<Stmt> {
    let mut out = Vec::new();
    let mut in_map = false;
    for line in 0..doc.line_count() {
        let text = doc.line(line);
        let trimmed = text.trim();
        if lang == Language::Levels {
            if in_map {
                if trimmed == "ENDMAP" {
                    in_map = false;
                    out.push(Stmt {
                        line,
                        keyword: Some("ENDMAP".into()),
                        toks: tokens(text, doc.line_range(line).start),
                    });
                }
                continue;
            }
            if trimmed == "MAP" {
                in_map = true;
            }
        }
        let base = doc.line_range(line).start;
        let toks = tokens(text, base);
        let keyword = toks
            .first()
            .filter(|t| t.kind == TokKind::Word)
            .map(|t| doc.text()[t.start..t.end].to_owned());
        if !toks.is_empty() {
            out.push(Stmt {
                line,
                keyword,
                toks,
            });
        }
    }
    out
}

/// The strings of a statement, in order.
pub fn strings(s: &Stmt) -> impl Iterator<Item = &Tok> {
    s.toks.iter().filter(|t| t.kind == TokKind::Str)
}

/// Every definition and use of a dungeon, level, variable or function name.
pub fn occurrences(doc: &Document, lang: Language) -> Vec<Occurrence> {
    let text = doc.text();
    let mut out = Vec::new();
    let stmts = statements(doc, lang);
    let mut push = |t: &Tok, kind, is_def, line| {
        out.push(Occurrence {
            name: text[t.start..t.end].to_owned(),
            kind,
            start: t.start,
            end: t.end,
            is_def,
            line,
        })
    };
    let mut functions = Vec::new();
    for s in &stmts {
        let kw = s.keyword.as_deref().unwrap_or("");
        let strs: Vec<&Tok> = strings(s).collect();
        match lang {
            // dungeon.lua is served by `crate::lua`.
            Language::Lua | Language::LuaLevel { .. } => {}
            Language::Dungeon(_) => match kw {
                "DUNGEON" => strs
                    .iter()
                    .take(1)
                    .for_each(|t| push(t, NameKind::Dungeon, true, s.line)),
                "LEVEL" | "RNDLEVEL" => strs
                    .iter()
                    .take(1)
                    .for_each(|t| push(t, NameKind::Level, true, s.line)),
                "CHAINLEVEL" | "RNDCHLEVEL" | "RNDCHAINLEVEL" => {
                    strs.iter()
                        .take(1)
                        .for_each(|t| push(t, NameKind::Level, true, s.line));
                    strs.get(2)
                        .into_iter()
                        .for_each(|t| push(t, NameKind::Level, false, s.line));
                }
                "BRANCH" => strs
                    .iter()
                    .take(1)
                    .for_each(|t| push(t, NameKind::Dungeon, false, s.line)),
                "CHAINBRANCH" => {
                    strs.iter()
                        .take(1)
                        .for_each(|t| push(t, NameKind::Dungeon, false, s.line));
                    strs.get(1)
                        .into_iter()
                        .for_each(|t| push(t, NameKind::Level, false, s.line));
                }
                _ => {}
            },
            Language::Levels => {
                if matches!(kw, "MAZE" | "LEVEL") {
                    strs.iter()
                        .take(1)
                        .for_each(|t| push(t, NameKind::Level, true, s.line));
                }
                if kw == "FUNCTION" {
                    if let Some(t) = s.toks.get(1).filter(|t| t.kind == TokKind::Word) {
                        push(t, NameKind::Function, true, s.line);
                        functions.push(text[t.start..t.end].to_owned());
                    }
                }
                for (i, t) in s.toks.iter().enumerate() {
                    if t.kind == TokKind::Var && t.end > t.start + 1 {
                        let next = s.toks.get(i + 1).map(|n| &text[n.start..n.end]);
                        let after = s.toks.get(i + 2).map(|n| &text[n.start..n.end]);
                        let is_def = next == Some("=") && after != Some("=");
                        push(t, NameKind::Variable, is_def, s.line);
                    }
                }
            }
        }
    }
    // Calls of functions: a known function's name followed by `(`.
    if !functions.is_empty() {
        for s in &stmts {
            if s.keyword.as_deref() == Some("FUNCTION") {
                continue;
            }
            for (i, t) in s.toks.iter().enumerate() {
                let name = &text[t.start..t.end];
                let call = s
                    .toks
                    .get(i + 1)
                    .is_some_and(|n| &text[n.start..n.end] == "(");
                if t.kind == TokKind::Word && call && functions.iter().any(|f| f == name) {
                    out.push(Occurrence {
                        name: name.to_owned(),
                        kind: NameKind::Function,
                        start: t.start,
                        end: t.end,
                        is_def: false,
                        line: s.line,
                    });
                }
            }
        }
    }
    out.sort_by_key(|o| o.start);
    out
}

/// True when line `line` of a level file is a row of a map block: a `MAP`
/// line comes before it with only map rows between (a map has at most 21
/// rows, so only a few lines are looked at).
pub(crate) fn in_map(doc: &Document, line: usize) -> bool {
    for l in (line.saturating_sub(64)..line).rev() {
        let t = doc.line(l).trim();
        if t == "MAP" {
            return true;
        }
        if t == "ENDMAP" || t.contains(':') {
            return false;
        }
    }
    false
}

/// The statement and token at byte `offset` (a token touching the offset
/// from either side counts). Only the offset's line is read.
pub fn at(doc: &Document, lang: Language, offset: usize) -> Option<(Stmt, Tok)> {
    let line = doc.line_of(offset.min(doc.text().len()));
    if lang == Language::Levels && in_map(doc, line) {
        return None;
    }
    let toks = tokens(doc.line(line), doc.line_range(line).start);
    let keyword = toks
        .first()
        .filter(|t| t.kind == TokKind::Word)
        .map(|t| doc.text()[t.start..t.end].to_owned());
    let tok = *toks
        .iter()
        .find(|t| t.start <= offset && offset <= t.end && t.kind != TokKind::Punct)?;
    Some((
        Stmt {
            line,
            keyword,
            toks,
        },
        tok,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_of_a_line() {
        let toks = tokens("MONSTER: 'd', \"jackal\", random # x", 0);
        let kinds: Vec<_> = toks.iter().map(|t| t.kind).collect();
        use TokKind::*;
        assert_eq!(kinds, [Word, Punct, Char, Punct, Str, Punct, Word]);
        assert_eq!((toks[4].start, toks[4].end), (15, 21));
    }
}
