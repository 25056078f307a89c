//! The inline form of `dungeon!`: Rust tokens turned back into dungeon.def
//! source text, so that one grammar (the lalrpop one) reads both forms.
//!
//! Each token is written at the line and column it had in the Rust source
//! (when the compiler reports positions), so the rebuilt text has the same
//! layout as what the user wrote: `%FEATURE` lines, `-1` (two Rust tokens
//! written together) and run-together words mean exactly what they mean in a
//! `.def` file. String literals are unescaped (`"a\"b"`, `b"\x83"`, raw
//! strings) into the bytes they denote. Every token remembers its byte range
//! in the text and its Rust span, so diagnostics map back to tokens.

use crate::source::Span;
use proc_macro2::{Delimiter, Span as RSpan, TokenStream, TokenTree};

/// Dungeon-language source rebuilt from Rust tokens.
#[derive(Debug, Default)]
pub struct Rebuilt {
    /// The source text.
    pub text: Vec<u8>,
    /// For each token: its byte range in `text` and its Rust span.
    pub tokens: Vec<(Span, RSpan)>,
    /// Tokens that cannot be turned into source text (a string holding `"`,
    /// a literal with a suffix): span and message.
    pub errors: Vec<(RSpan, String)>,
}

struct Piece {
    text: Vec<u8>,
    span: RSpan,
    /// Start line (1-based) and column (0-based) of the token; end likewise.
    start: (usize, usize),
    end: (usize, usize),
    /// True for punctuation that glues to the next token in the fallback
    /// layout (`-` before a number, `%` before a feature name).
    glue_next: bool,
    /// True for a statement keyword (an identifier followed by `:`), which
    /// starts a new line in the fallback layout.
    starts_statement: bool,
}

impl Rebuilt {
    /// Rebuilds source text from the tokens of a macro body.
    pub fn from_tokens(tokens: TokenStream) -> Rebuilt {
        let mut pieces = Vec::new();
        let mut errors = Vec::new();
        collect(tokens, &mut pieces, &mut errors);
        let mut out = Rebuilt {
            errors,
            ..Rebuilt::default()
        };
        // Use the compiler's positions when every token has one and they
        // increase; otherwise (tokens made up by other macros) lay the tokens
        // out one statement per line.
        let positioned = pieces.iter().all(|p| p.start.0 > 0)
            && pieces.windows(2).all(|w| w[0].end <= w[1].start);
        let mut cur = pieces.first().map_or((1, 0), |p| p.start);
        for (i, p) in pieces.iter().enumerate() {
            if positioned {
                if p.start.0 > cur.0 {
                    let lines = p.start.0 - cur.0;
                    out.text.extend(std::iter::repeat_n(b'\n', lines));
                    // Indentation is dropped, so a `%FEATURE` prefix
                    // starts its line as the lexer requires.
                    cur = p.start;
                }
                let gap = p.start.1.saturating_sub(cur.1);
                out.text.extend(std::iter::repeat_n(b' ', gap));
            } else if i > 0 {
                let prev = &pieces[i - 1];
                let after_feature = i >= 2 && pieces[i - 2].text == b"%";
                if (p.starts_statement && !after_feature) || p.text == b"%" {
                    out.text.push(b'\n');
                } else if !prev.glue_next {
                    out.text.push(b' ');
                }
            }
            let start = out.text.len();
            out.text.extend_from_slice(&p.text);
            out.tokens.push((Span::new(start, out.text.len()), p.span));
            cur = p.end;
        }
        out.text.push(b'\n');
        out
    }

    /// The Rust span of the token that holds byte `offset` of the text; for
    /// an offset between tokens, the next token (or the last one at the
    /// end).
    pub fn span_at(&self, offset: usize) -> RSpan {
        let i = self.tokens.partition_point(|(s, _)| s.end() <= offset);
        match self.tokens.get(i).or_else(|| self.tokens.last()) {
            Some((_, span)) => *span,
            None => RSpan::call_site(),
        }
    }

    /// The Rust span for a byte span of the text: the span of its first
    /// token, joined with its last one where the compiler allows it.
    pub fn span_of(&self, span: Span) -> RSpan {
        let first = self.span_at(span.start());
        if span.end() > span.start() + 1 {
            let last = self.span_at(span.end() - 1);
            if let Some(joined) = first.join(last) {
                return joined;
            }
        }
        first
    }

    /// The text of the tokens a byte span covers, for messages.
    pub fn snippet(&self, span: Span) -> String {
        let start = span.start().min(self.text.len());
        let end = span.end().clamp(start, self.text.len());
        let text = crate::source::display_text(&self.text[start..end]);
        let line = text.lines().next().unwrap_or("").trim();
        line.to_string()
    }
}

fn position(span: RSpan) -> ((usize, usize), (usize, usize)) {
    let s = span.start();
    let e = span.end();
    ((s.line, s.column), (e.line, e.column))
}

fn push(pieces: &mut Vec<Piece>, text: Vec<u8>, span: RSpan, glue_next: bool) {
    let (start, end) = position(span);
    pieces.push(Piece {
        text,
        span,
        start,
        end,
        glue_next,
        starts_statement: false,
    });
}

fn is_doc_attribute(tree: Option<&TokenTree>) -> bool {
    match tree {
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket => {
            matches!(g.stream().into_iter().next(), Some(TokenTree::Ident(i)) if i == "doc")
        }
        _ => false,
    }
}

fn collect(tokens: TokenStream, pieces: &mut Vec<Piece>, errors: &mut Vec<(RSpan, String)>) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while i < trees.len() {
        match &trees[i] {
            TokenTree::Group(g) => {
                let (open, close) = match g.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::Brace => ("{", "}"),
                    Delimiter::None => ("", ""),
                };
                if !open.is_empty() {
                    push(pieces, open.into(), g.span_open(), false);
                }
                collect(g.stream(), pieces, errors);
                if !close.is_empty() {
                    push(pieces, close.into(), g.span_close(), false);
                }
            }
            TokenTree::Ident(id) => {
                push(pieces, id.to_string().into_bytes(), id.span(), false);
                if let Some(TokenTree::Punct(p)) = trees.get(i + 1) {
                    if p.as_char() == ':' {
                        if let Some(last) = pieces.last_mut() {
                            last.starts_statement = true;
                        }
                    }
                }
            }
            TokenTree::Punct(p) => {
                let c = p.as_char();
                // Doc comments (`///`, `//!`) reach a macro as `#[doc = ".."]`
                // attributes: they are comments here too.
                if c == '#' {
                    if is_doc_attribute(trees.get(i + 1)) {
                        i += 2;
                        continue;
                    }
                    if matches!(trees.get(i + 1), Some(TokenTree::Punct(b)) if b.as_char() == '!')
                        && is_doc_attribute(trees.get(i + 2))
                    {
                        i += 3;
                        continue;
                    }
                }
                let next_is_word = matches!(
                    trees.get(i + 1),
                    Some(TokenTree::Literal(_)) | Some(TokenTree::Ident(_))
                );
                let glue = (c == '-' || c == '%') && next_is_word;
                push(pieces, c.to_string().into_bytes(), p.span(), glue);
            }
            TokenTree::Literal(lit) => {
                let text = lit.to_string();
                let bytes = match unescape_literal(&text) {
                    Some(Ok(body)) => {
                        if body.contains(&b'"') {
                            errors.push((
                                lit.span(),
                                "a string of the dungeon language cannot contain `\"`".into(),
                            ));
                            b"\"\"".to_vec()
                        } else {
                            let mut v = Vec::with_capacity(body.len() + 2);
                            v.push(b'"');
                            v.extend_from_slice(&body);
                            v.push(b'"');
                            v
                        }
                    }
                    Some(Err(msg)) => {
                        errors.push((lit.span(), msg));
                        b"\"\"".to_vec()
                    }
                    None => text.into_bytes(),
                };
                push(pieces, bytes, lit.span(), false);
            }
        }
        i += 1;
    }
}

/// The bytes a Rust string literal denotes (`"..."`, `r#"..."#`, `b"..."`,
/// `br"..."`, `c"..."`), escapes resolved. `None` for a literal that is not
/// a string (numbers and characters are kept as written); `Some(Err)` for a
/// string literal with a suffix or an escape that cannot be read.
pub fn unescape_literal(text: &str) -> Option<Result<Vec<u8>, String>> {
    let rest = text
        .strip_prefix("br")
        .map(|r| (r, true))
        .or_else(|| text.strip_prefix("cr").map(|r| (r, true)))
        .or_else(|| text.strip_prefix('r').map(|r| (r, true)))
        .or_else(|| text.strip_prefix('b').map(|r| (r, false)))
        .or_else(|| text.strip_prefix('c').map(|r| (r, false)))
        .unwrap_or((text, false));
    let (body, raw) = rest;
    if raw {
        let hashes = body.bytes().take_while(|&b| b == b'#').count();
        let inner = body[hashes..].strip_prefix('"')?;
        let close = format!("\"{}", "#".repeat(hashes));
        let end = inner.rfind(&close)?;
        let suffix = &inner[end + close.len()..];
        if !suffix.is_empty() {
            return Some(Err(format!("unexpected suffix `{suffix}` on a string")));
        }
        return Some(Ok(inner.as_bytes()[..end].to_vec()));
    }
    let inner = body.strip_prefix('"')?;
    Some(unescape(inner))
}

fn unescape(inner: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(inner.len());
    let b = inner.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => {
                let suffix = &inner[i + 1..];
                if !suffix.is_empty() {
                    return Err(format!("unexpected suffix `{suffix}` on a string"));
                }
                return Ok(out);
            }
            b'\\' => {
                let Some(&e) = b.get(i + 1) else { break };
                i += 2;
                match e {
                    b'n' => out.push(b'\n'),
                    b'r' => out.push(b'\r'),
                    b't' => out.push(b'\t'),
                    b'0' => out.push(0),
                    b'\\' | b'\'' | b'"' => out.push(e),
                    b'x' => {
                        let v = inner
                            .get(i..i + 2)
                            .and_then(|h| u8::from_str_radix(h, 16).ok())
                            .ok_or("invalid `\\x` escape")?;
                        out.push(v);
                        i += 2;
                    }
                    b'u' => {
                        let close = inner[i..].find('}').ok_or("invalid `\\u` escape")?;
                        let digits: String = inner
                            .get(i + 1..i + close)
                            .unwrap_or("")
                            .chars()
                            .filter(|&c| c != '_')
                            .collect();
                        let c = u32::from_str_radix(&digits, 16)
                            .ok()
                            .and_then(char::from_u32)
                            .ok_or("invalid `\\u` escape")?;
                        let mut buf = [0; 4];
                        out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                        i += close + 1;
                    }
                    b'\n' | b'\r' => {
                        while matches!(b.get(i), Some(b' ' | b'\t' | b'\n' | b'\r')) {
                            i += 1;
                        }
                    }
                    _ => return Err(format!("unknown escape `\\{}`", e as char)),
                }
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    Err("unterminated string literal".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unescapes_every_string_form() {
        let ok = |t: &str| unescape_literal(t).unwrap().unwrap();
        assert_eq!(ok(r#""a\"b""#), b"a\"b");
        assert_eq!(ok(r#"b"\x83n""#), b"\x83n");
        assert_eq!(ok(r##"r#"x"y"#"##), b"x\"y");
        assert_eq!(ok(r#"br"\x""#), b"\\x");
        assert_eq!(ok(r#""\u{e9}\t""#), "\u{e9}\t".as_bytes());
        assert_eq!(ok("\"a\\\n   b\""), b"ab");
        assert!(unescape_literal("12").is_none());
        assert!(unescape_literal("'a'").is_none());
        assert!(unescape_literal("b'a'").is_none());
        assert!(unescape_literal(r#""a"x"#).unwrap().is_err());
    }

    #[test]
    fn layout_follows_the_source() {
        let src = "DUNGEON: \"A\" \"a\" (1, -2)\n%REINCARNATION LEVEL: \"x\" \"none\" @ (-1,0)";
        let tokens: TokenStream = src.parse().unwrap();
        let r = Rebuilt::from_tokens(tokens);
        assert_eq!(String::from_utf8(r.text).unwrap(), format!("{src}\n"));
        let indented = format!("  {}", src.replace('\n', "\n    "));
        let r = Rebuilt::from_tokens(indented.parse().unwrap());
        assert_eq!(String::from_utf8(r.text).unwrap(), format!("{src}\n"));
    }

    #[test]
    fn unpositioned_tokens_get_one_statement_per_line() {
        let tokens = quote::quote!(DUNGEON: "A" "a" (1, -2) %REINCARNATION LEVEL: "x" "none" @ (-1, 0) BRANCH: "B" @ (2, 0) no_up);
        let r = Rebuilt::from_tokens(tokens);
        assert_eq!(
            String::from_utf8(r.text).unwrap(),
            "DUNGEON : \"A\" \"a\" ( 1 , -2 )\n%REINCARNATION LEVEL : \"x\" \"none\" @ ( -1 , 0 )\nBRANCH : \"B\" @ ( 2 , 0 ) no_up\n"
        );
    }
}
