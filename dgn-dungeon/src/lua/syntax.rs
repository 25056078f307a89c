//! The data subset of Lua that a `dungeon.lua` is written in: a lexer for
//! the whole of Lua 5.4's tokens and a recursive-descent parser that accepts
//! table constructors, strings, numbers, booleans and `nil`, and reports
//! anything that is code (calls, variables, operators, statements) as an
//! error at its exact span.
//!
//! The reader never runs anything: a file is data or it is refused.

use dgn_common::diag::Diagnostic;
use dgn_common::source::Span;

/// A value written in the file.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// Where it is written.
    pub span: Span,
}

/// The kinds of data values.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// `nil`.
    Nil,
    /// `true` or `false`.
    Bool(bool),
    /// An integer (Lua's 64-bit integer subtype).
    Int(i64),
    /// A float.
    Float(f64),
    /// A string's bytes, escapes resolved.
    Str(Vec<u8>),
    /// A table constructor.
    Table(Table),
    /// Code, or a malformed value (already reported).
    Error,
}

impl ExprKind {
    /// The Lua type name of the value, as NetHack's messages say it.
    pub fn type_name(&self) -> &'static str {
        match self {
            ExprKind::Nil => "nil",
            ExprKind::Bool(_) => "a boolean",
            ExprKind::Int(_) => "an integer",
            ExprKind::Float(_) => "a float",
            ExprKind::Str(_) => "a string",
            ExprKind::Table(_) => "a table",
            ExprKind::Error => "an invalid value",
        }
    }
}

/// A table constructor `{ ... }`.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Table {
    /// The fields, in source order.
    pub fields: Vec<Field>,
}

/// One field of a table constructor.
#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    /// How the field is keyed.
    pub key: FieldKey,
    /// The value.
    pub value: Expr,
    /// The whole field, key included.
    pub span: Span,
}

/// The key of a table field.
#[derive(Clone, Debug, PartialEq)]
pub enum FieldKey {
    /// `name = value`.
    Name(String, Span),
    /// `[expr] = value`.
    Bracket(Expr),
    /// A positional `value` (the next array index).
    Positional,
}

/// A global assignment `name = value` at the top of the file.
#[derive(Clone, Debug, PartialEq)]
pub struct Assign {
    /// The variable assigned.
    pub name: String,
    /// Where the name is written.
    pub name_span: Span,
    /// The value.
    pub value: Expr,
}

/// A `--` comment: its span and its text after the dashes (long brackets
/// removed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comment {
    /// From the dashes to the end of the comment.
    pub span: Span,
    /// The text.
    pub text: Vec<u8>,
}

/// A parsed file: its global assignments and its comments.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Chunk {
    /// The top-level assignments, in order.
    pub assigns: Vec<Assign>,
    /// Every comment, in order.
    pub comments: Vec<Comment>,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Name(String),
    Kw(&'static str),
    Int(i64),
    Float(f64),
    Str(Vec<u8>),
    Punct(&'static str),
    Eof,
}

const KEYWORDS: &[&str] = &[
    "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
    "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
];

/// Punctuation, longest first so that the first match is the longest.
const PUNCT: &[&str] = &[
    "...", "==", "~=", "<=", ">=", "//", "::", "<<", ">>", "..", "+", "-", "*", "/", "%", "^", "#",
    "&", "~", "|", "<", ">", "=", "(", ")", "{", "}", "[", "]", ";", ":", ",", ".",
];

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    span: Span,
    /// First token on its line.
    line_start: bool,
}

struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    diags: Vec<Diagnostic>,
    comments: Vec<Comment>,
    saw_newline: bool,
}

fn is_name_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

fn hex_val(c: u8) -> Option<u32> {
    (c as char).to_digit(16)
}

impl<'a> Lexer<'a> {
    fn peek(&self, k: usize) -> u8 {
        self.src.get(self.pos + k).copied().unwrap_or(0)
    }

    fn at_end(&self) -> bool {
        self.pos >= self.src.len()
    }

    fn err(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    /// After `[`: the level of a long bracket (`[==[` is 2), or `None`.
    fn long_open(&self) -> Option<usize> {
        let mut k = 1;
        while self.peek(k) == b'=' {
            k += 1;
        }
        (self.peek(k) == b'[').then_some(k - 1)
    }

    /// Reads a long bracket starting at `self.pos` (on its `[`); returns
    /// its contents, or `None` when it is not closed.
    fn long_bracket(&mut self, level: usize, what: &str) -> Vec<u8> {
        let start = self.pos;
        self.pos += level + 2;
        // A newline right after the opening bracket is not part of it.
        match (self.peek(0), self.peek(1)) {
            (b'\r', b'\n') | (b'\n', b'\r') => self.pos += 2,
            (b'\n', _) | (b'\r', _) => self.pos += 1,
            _ => {}
        }
        let body = self.pos;
        while !self.at_end() {
            if self.peek(0) == b']' {
                let mut k = 1;
                while self.peek(k) == b'=' {
                    k += 1;
                }
                if k - 1 == level && self.peek(k) == b']' {
                    let text = self.src[body..self.pos].to_vec();
                    self.pos += k + 1;
                    return text;
                }
            }
            self.pos += 1;
        }
        let close = format!("]{}]", "=".repeat(level));
        self.err(
            Diagnostic::error(format!("unfinished long {what}"))
                .at(Span::new(start, start + level + 2), "opened here")
                .help(format!("close it with `{close}`")),
        );
        self.src[body..].to_vec()
    }

    fn skip_space_and_comments(&mut self) {
        loop {
            match self.peek(0) {
                b'\n' => {
                    self.saw_newline = true;
                    self.pos += 1;
                }
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c if !self.at_end() => self.pos += 1,
                b'-' if self.peek(1) == b'-' => {
                    let start = self.pos;
                    self.pos += 2;
                    let text = if self.peek(0) == b'[' {
                        self.long_open()
                            .map(|level| self.long_bracket(level, "comment"))
                    } else {
                        None
                    };
                    let text = text.unwrap_or_else(|| {
                        let s = self.pos;
                        while !self.at_end() && self.peek(0) != b'\n' {
                            self.pos += 1;
                        }
                        self.src[s..self.pos].to_vec()
                    });
                    self.comments.push(Comment {
                        span: Span::new(start, self.pos),
                        text,
                    });
                }
                _ => return,
            }
        }
    }

    fn next(&mut self) -> Token {
        self.skip_space_and_comments();
        let line_start = std::mem::take(&mut self.saw_newline);
        let start = self.pos;
        let tok = self.token(start);
        Token {
            tok,
            span: Span::new(start, self.pos),
            line_start,
        }
    }

    fn token(&mut self, start: usize) -> Tok {
        if self.at_end() {
            return Tok::Eof;
        }
        let c = self.peek(0);
        if is_name_start(c) {
            while is_name_char(self.peek(0)) {
                self.pos += 1;
            }
            let word = std::str::from_utf8(&self.src[start..self.pos]).unwrap_or("");
            return match KEYWORDS.iter().find(|k| **k == word) {
                Some(k) => Tok::Kw(k),
                None => Tok::Name(word.to_string()),
            };
        }
        if c.is_ascii_digit() || (c == b'.' && self.peek(1).is_ascii_digit()) {
            return self.number(start);
        }
        if c == b'"' || c == b'\'' {
            return Tok::Str(self.short_string(c));
        }
        if c == b'[' {
            if let Some(level) = self.long_open() {
                return Tok::Str(self.long_bracket(level, "string"));
            }
        }
        for p in PUNCT {
            if self.src[self.pos..].starts_with(p.as_bytes()) {
                self.pos += p.len();
                return Tok::Punct(p);
            }
        }
        // Skip a whole UTF-8 character so that the span shows it.
        self.pos += 1;
        while self.pos < self.src.len() && (self.src[self.pos] & 0xc0) == 0x80 {
            self.pos += 1;
        }
        let shown = String::from_utf8_lossy(&self.src[start..self.pos]).into_owned();
        self.err(
            Diagnostic::error(format!("unexpected character `{}`", shown.escape_debug()))
                .at(Span::new(start, self.pos), "not part of Lua"),
        );
        Tok::Punct("?")
    }

    fn number(&mut self, start: usize) -> Tok {
        let hex = self.peek(0) == b'0' && matches!(self.peek(1), b'x' | b'X');
        if hex {
            self.pos += 2;
        }
        let (exp_a, exp_b) = if hex { (b'p', b'P') } else { (b'e', b'E') };
        loop {
            let c = self.peek(0);
            if (c == exp_a || c == exp_b) && matches!(self.peek(1), b'+' | b'-') {
                self.pos += 2;
            } else if c.is_ascii_hexdigit() || c == b'.' || (hex && c.is_ascii_alphanumeric()) {
                self.pos += 1;
            } else if c.is_ascii_alphanumeric() || c == b'_' {
                // Lua reads `3x` as one malformed number.
                self.pos += 1;
            } else {
                break;
            }
        }
        let text = std::str::from_utf8(&self.src[start..self.pos]).unwrap_or("");
        match parse_number(text) {
            Some(t) => t,
            None => {
                self.err(
                    Diagnostic::error(format!("malformed number `{text}`"))
                        .at(Span::new(start, self.pos), "not a Lua number"),
                );
                Tok::Int(0)
            }
        }
    }

    fn short_string(&mut self, quote: u8) -> Vec<u8> {
        let start = self.pos;
        self.pos += 1;
        let mut out = Vec::new();
        loop {
            if self.at_end() || matches!(self.peek(0), b'\n' | b'\r') {
                self.err(
                    Diagnostic::error("unfinished string")
                        .at(Span::new(start, self.pos), "the string starts here")
                        .help(format!(
                            "close it with `{}` on the same line, or write a long string `[[...]]`",
                            quote as char
                        )),
                );
                return out;
            }
            let c = self.peek(0);
            if c == quote {
                self.pos += 1;
                return out;
            }
            if c != b'\\' {
                out.push(c);
                self.pos += 1;
                continue;
            }
            let esc = self.pos;
            self.pos += 1;
            let e = self.peek(0);
            let simple = match e {
                b'a' => Some(7),
                b'b' => Some(8),
                b'f' => Some(12),
                b'n' => Some(b'\n'),
                b'r' => Some(b'\r'),
                b't' => Some(b'\t'),
                b'v' => Some(11),
                b'\\' => Some(b'\\'),
                b'"' => Some(b'"'),
                b'\'' => Some(b'\''),
                _ => None,
            };
            if let Some(v) = simple {
                out.push(v);
                self.pos += 1;
                continue;
            }
            match e {
                b'\n' | b'\r' => {
                    // An escaped line break is a newline in the string.
                    let other = if e == b'\n' { b'\r' } else { b'\n' };
                    self.pos += 1;
                    if self.peek(0) == other {
                        self.pos += 1;
                    }
                    out.push(b'\n');
                }
                b'z' => {
                    self.pos += 1;
                    while !self.at_end() && self.peek(0).is_ascii_whitespace() {
                        self.pos += 1;
                    }
                }
                b'x' => {
                    self.pos += 1;
                    match (hex_val(self.peek(0)), hex_val(self.peek(1))) {
                        (Some(a), Some(b)) => {
                            out.push((a * 16 + b) as u8);
                            self.pos += 2;
                        }
                        _ => self.bad_escape(esc, "`\\x` takes exactly two hexadecimal digits"),
                    }
                }
                b'u' => {
                    self.pos += 1;
                    if self.peek(0) != b'{' {
                        self.bad_escape(esc, "`\\u` is written `\\u{XXX}`");
                        continue;
                    }
                    self.pos += 1;
                    let mut v: u64 = 0;
                    let mut digits = 0;
                    while let Some(d) = hex_val(self.peek(0)) {
                        v = v * 16 + u64::from(d);
                        digits += 1;
                        self.pos += 1;
                        if v >= 1 << 31 {
                            break;
                        }
                    }
                    if digits == 0 || self.peek(0) != b'}' || v >= 1 << 31 {
                        self.bad_escape(esc, "`\\u{XXX}` takes hexadecimal digits up to 7FFFFFFF");
                        continue;
                    }
                    self.pos += 1;
                    utf8_encode(v as u32, &mut out);
                }
                b'0'..=b'9' => {
                    let mut v: u32 = 0;
                    let mut k = 0;
                    while k < 3 && self.peek(0).is_ascii_digit() {
                        v = v * 10 + u32::from(self.peek(0) - b'0');
                        self.pos += 1;
                        k += 1;
                    }
                    if v > 255 {
                        self.bad_escape(esc, "a decimal escape is at most `\\255`");
                    } else {
                        out.push(v as u8);
                    }
                }
                _ => {
                    if !self.at_end() {
                        self.pos += 1;
                    }
                    self.bad_escape(esc, "Lua knows \\a \\b \\f \\n \\r \\t \\v \\\\ \\\" \\' \\z \\x \\ddd and \\u{...}");
                }
            }
        }
    }

    fn bad_escape(&mut self, at: usize, note: &str) {
        let end = self.pos.max(at + 1).min(self.src.len());
        let shown = String::from_utf8_lossy(&self.src[at..end]).into_owned();
        self.err(
            Diagnostic::error(format!("invalid escape `{shown}`"))
                .at(Span::new(at, end), "invalid escape")
                .note(note.to_string()),
        );
    }
}

/// The UTF-8 encoding Lua gives `\u{...}` (up to six bytes, for values up
/// to 2^31).
fn utf8_encode(v: u32, out: &mut Vec<u8>) {
    if v < 0x80 {
        out.push(v as u8);
        return;
    }
    let mut buf = [0u8; 6];
    let mut n = 0;
    let mut x = v;
    let mut limit = 0x3f; // the most a first byte can hold after `n` continuations
    loop {
        buf[5 - n] = 0x80 | (x & 0x3f) as u8;
        n += 1;
        x >>= 6;
        limit >>= 1;
        if x <= limit {
            break;
        }
    }
    let first = ((!limit << 1) & 0xff) as u8 | x as u8;
    out.push(first);
    out.extend_from_slice(&buf[6 - n..]);
}

/// A Lua numeral, as Lua's `tonumber` reads source numerals.
fn parse_number(text: &str) -> Option<Tok> {
    let lower = text.to_ascii_lowercase();
    if let Some(h) = lower.strip_prefix("0x") {
        let (mant, exp) = match h.split_once('p') {
            Some((m, e)) => (m, Some(e)),
            None => (h, None),
        };
        let (int, frac) = match mant.split_once('.') {
            Some((i, f)) => (i, Some(f)),
            None => (mant, None),
        };
        if int.is_empty() && frac.is_none_or(str::is_empty) {
            return None;
        }
        if !int.bytes().all(|c| c.is_ascii_hexdigit())
            || !frac.unwrap_or("").bytes().all(|c| c.is_ascii_hexdigit())
        {
            return None;
        }
        if frac.is_none() && exp.is_none() {
            // Hexadecimal integers wrap around, as in Lua.
            let mut v: u64 = 0;
            for c in int.bytes() {
                v = v.wrapping_mul(16).wrapping_add(u64::from(hex_val(c)?));
            }
            return Some(Tok::Int(v as i64));
        }
        let mut v = 0f64;
        for c in int.bytes() {
            v = v * 16.0 + f64::from(hex_val(c)?);
        }
        let mut scale = 1.0 / 16.0;
        for c in frac.unwrap_or("").bytes() {
            v += f64::from(hex_val(c)?) * scale;
            scale /= 16.0;
        }
        if let Some(e) = exp {
            let e: i32 = e.parse().ok()?;
            v *= 2f64.powi(e);
        }
        return Some(Tok::Float(v));
    }
    if !lower
        .bytes()
        .all(|c| c.is_ascii_digit() || matches!(c, b'.' | b'e' | b'+' | b'-'))
    {
        return None;
    }
    if lower.bytes().all(|c| c.is_ascii_digit()) {
        // A decimal integer that does not fit becomes a float, as in Lua.
        return Some(match lower.parse::<i64>() {
            Ok(v) => Tok::Int(v),
            Err(_) => Tok::Float(lower.parse().ok()?),
        });
    }
    let f: f64 = lower.parse().ok()?;
    Some(Tok::Float(f))
}

/// What a construct that is code is called in messages.
fn describe_kw(kw: &str) -> &'static str {
    match kw {
        "local" => "a local variable declaration",
        "function" => "a function definition",
        "if" => "a conditional (`if`)",
        "for" => "a loop (`for`)",
        "while" => "a loop (`while`)",
        "repeat" => "a loop (`repeat`)",
        "do" => "a block (`do ... end`)",
        "return" => "a `return` statement",
        "goto" => "a `goto` statement",
        "break" => "a `break` statement",
        _ => "code",
    }
}

fn operator_kind(p: &str) -> Option<&'static str> {
    Some(match p {
        "+" | "-" | "*" | "/" | "//" | "%" | "^" => "an arithmetic expression",
        ".." => "a string concatenation",
        "==" | "~=" | "<" | "<=" | ">" | ">=" => "a comparison",
        "&" | "|" | "~" | "<<" | ">>" => "a bitwise expression",
        _ => return None,
    })
}

struct Parser<'a> {
    lex: Lexer<'a>,
    tok: Token,
    ahead: Option<Token>,
    prev_end: usize,
    unfinished: bool,
}

const DATA: &str = "dgn reads dungeon.lua as data";

impl<'a> Parser<'a> {
    fn bump(&mut self) -> Token {
        let next = match self.ahead.take() {
            Some(t) => t,
            None => self.lex.next(),
        };
        self.prev_end = self.tok.span.end();
        std::mem::replace(&mut self.tok, next)
    }

    fn peek2(&mut self) -> &Token {
        if self.ahead.is_none() {
            self.ahead = Some(self.lex.next());
        }
        self.ahead.as_ref().expect("just filled")
    }

    fn is(&self, p: &str) -> bool {
        matches!(&self.tok.tok, Tok::Punct(q) if *q == p)
    }

    fn is_kw(&self, k: &str) -> bool {
        matches!(&self.tok.tok, Tok::Kw(q) if *q == k)
    }

    fn describe(&self) -> String {
        match &self.tok.tok {
            Tok::Name(n) => format!("`{n}`"),
            Tok::Kw(k) => format!("`{k}`"),
            Tok::Int(_) | Tok::Float(_) => "a number".into(),
            Tok::Str(_) => "a string".into(),
            Tok::Punct(p) => format!("`{p}`"),
            Tok::Eof => "the end of the file".into(),
        }
    }

    fn err(&mut self, d: Diagnostic) {
        self.lex.err(d);
    }

    fn code_error(&mut self, span: Span, what: &str, help: &str) {
        let mut d = Diagnostic::error(format!("{DATA}; this is {what}"))
            .at(span, what.to_string())
            .note("NetHack runs the file with Lua; dgn reads only tables of strings, numbers and booleans");
        if !help.is_empty() {
            d = d.help(help.to_string());
        }
        self.err(d);
    }

    /// Skips one balanced construct of code: brackets and `do`/`if`/
    /// `function`/`repeat` blocks are matched with their closers.
    fn skip_balanced(&mut self) {
        let mut depth = 0i32;
        loop {
            match &self.tok.tok {
                Tok::Eof => return,
                Tok::Punct("(" | "{" | "[") | Tok::Kw("do" | "if" | "function" | "repeat") => {
                    depth += 1
                }
                Tok::Punct(")" | "}" | "]") | Tok::Kw("end" | "until") => {
                    if depth == 0 {
                        return;
                    }
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        return;
                    }
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// Skips the rest of a top-level statement: to the next token that
    /// starts a line outside any bracket or block.
    fn skip_statement(&mut self) {
        let mut depth = 0i32;
        let mut first = true;
        loop {
            if matches!(self.tok.tok, Tok::Eof) {
                return;
            }
            if !first && depth <= 0 && self.tok.line_start {
                return;
            }
            first = false;
            match &self.tok.tok {
                Tok::Punct("(" | "{" | "[") | Tok::Kw("do" | "if" | "function" | "repeat") => {
                    depth += 1
                }
                Tok::Punct(")" | "}" | "]") | Tok::Kw("end" | "until") => depth -= 1,
                _ => {}
            }
            self.bump();
        }
    }

    /// Skips the rest of a field: to the `,`, `;` or `}` that ends it.
    fn skip_field(&mut self) {
        loop {
            match &self.tok.tok {
                Tok::Eof | Tok::Punct("," | ";" | "}") => return,
                Tok::Punct("(" | "{" | "[") | Tok::Kw("do" | "if" | "function" | "repeat") => {
                    self.skip_balanced()
                }
                _ => {
                    self.bump();
                }
            }
        }
    }

    fn chunk(&mut self) -> Vec<Assign> {
        let mut out = Vec::new();
        loop {
            match self.tok.tok.clone() {
                Tok::Eof => return out,
                Tok::Punct(";") => {
                    self.bump();
                }
                Tok::Name(name) => {
                    let is_assign = matches!(self.peek2().tok, Tok::Punct("="));
                    if is_assign {
                        let name_tok = self.bump();
                        self.bump(); // `=`
                        let value = self.expr();
                        if self.is(",") {
                            let s = self.tok.span;
                            self.err(
                                Diagnostic::error("a value is assigned to one name only")
                                    .at(s, "a second value"),
                            );
                            self.skip_statement();
                        }
                        out.push(Assign {
                            name,
                            name_span: name_tok.span,
                            value,
                        });
                    } else {
                        let start = self.tok.span;
                        let (span, what) = self.suffixed();
                        let what = match what {
                            Suffixed::Call => "a function call",
                            Suffixed::Variable => "a variable reference",
                            Suffixed::Field => "an assignment to a table field",
                        };
                        let span = if matches!(self.tok.tok, Tok::Punct("=" | ",")) {
                            self.skip_statement();
                            start.to(Span::new(self.prev_end, self.prev_end))
                        } else {
                            span
                        };
                        let what = if what == "a variable reference" {
                            "a statement that is not an assignment"
                        } else {
                            what
                        };
                        self.code_error(span, what, "");
                        self.skip_statement();
                    }
                }
                Tok::Kw(kw) => {
                    let start = self.tok.span;
                    let what = describe_kw(kw);
                    self.skip_statement();
                    let span =
                        if matches!(kw, "if" | "for" | "while" | "do" | "repeat" | "function") {
                            start.to(Span::new(self.prev_end, self.prev_end))
                        } else {
                            start
                        };
                    self.code_error(
                        span,
                        what,
                        "write the values themselves into `dungeon = { ... }`",
                    );
                }
                _ => {
                    let span = self.tok.span;
                    let found = self.describe();
                    self.err(
                        Diagnostic::error(format!("expected `dungeon = {{ ... }}`, found {found}"))
                            .at(span, "unexpected here"),
                    );
                    self.skip_statement();
                }
            }
        }
    }

    /// A name followed by `.x`, `[e]`, `:m(...)`, `(...)`, a string or a
    /// table argument; returns its span and whether it calls.
    fn suffixed(&mut self) -> (Span, Suffixed) {
        let start = self.tok.span;
        self.bump();
        let mut kind = Suffixed::Variable;
        loop {
            match &self.tok.tok {
                Tok::Punct(".") => {
                    self.bump();
                    if matches!(self.tok.tok, Tok::Name(_)) {
                        self.bump();
                    }
                    kind = Suffixed::Field;
                }
                Tok::Punct(":") => {
                    self.bump();
                    if matches!(self.tok.tok, Tok::Name(_)) {
                        self.bump();
                    }
                }
                Tok::Punct("[") => {
                    self.skip_balanced();
                    kind = Suffixed::Field;
                }
                Tok::Punct("(" | "{") => {
                    self.skip_balanced();
                    kind = Suffixed::Call;
                }
                Tok::Str(_) => {
                    self.bump();
                    kind = Suffixed::Call;
                }
                _ => break,
            }
        }
        (start.to(Span::new(self.prev_end, self.prev_end)), kind)
    }

    fn expr(&mut self) -> Expr {
        let e = self.simple();
        if let Tok::Punct(p) = self.tok.tok {
            if let Some(what) = operator_kind(p) {
                let start = e.span;
                while matches!(self.tok.tok, Tok::Punct(p) if operator_kind(p).is_some())
                    || self.is_kw("and")
                    || self.is_kw("or")
                {
                    self.bump();
                    let _ = self.simple_quiet();
                }
                let span = start.to(Span::new(self.prev_end, self.prev_end));
                self.code_error(span, what, "write the value it computes");
                return Expr {
                    kind: ExprKind::Error,
                    span,
                };
            }
        }
        if self.is_kw("and") || self.is_kw("or") {
            let start = e.span;
            while self.is_kw("and") || self.is_kw("or") {
                self.bump();
                let _ = self.simple_quiet();
            }
            let span = start.to(Span::new(self.prev_end, self.prev_end));
            self.code_error(span, "a logical expression", "write the value it computes");
            return Expr {
                kind: ExprKind::Error,
                span,
            };
        }
        e
    }

    /// An operand of an expression already reported as code: parsed for
    /// its extent, with errors inside it kept quiet.
    fn simple_quiet(&mut self) -> Expr {
        let n = self.lex.diags.len();
        let e = self.simple();
        self.lex.diags.truncate(n);
        e
    }

    fn simple(&mut self) -> Expr {
        let span = self.tok.span;
        let kind = match self.tok.tok.clone() {
            Tok::Kw("nil") => ExprKind::Nil,
            Tok::Kw("true") => ExprKind::Bool(true),
            Tok::Kw("false") => ExprKind::Bool(false),
            Tok::Int(v) => ExprKind::Int(v),
            Tok::Float(v) => ExprKind::Float(v),
            Tok::Str(s) => ExprKind::Str(s),
            Tok::Punct("{") => return self.table(),
            Tok::Punct("-") => {
                self.bump();
                let inner = self.simple();
                let span = span.to(inner.span);
                let kind = match inner.kind {
                    ExprKind::Int(v) => ExprKind::Int(v.wrapping_neg()),
                    ExprKind::Float(v) => ExprKind::Float(-v),
                    ExprKind::Error => ExprKind::Error,
                    other => {
                        self.code_error(
                            span,
                            "an arithmetic expression",
                            &format!("only numbers can be negated, not {}", other.type_name()),
                        );
                        ExprKind::Error
                    }
                };
                return Expr { kind, span };
            }
            Tok::Name(_) => {
                let (span, kind) = self.suffixed();
                let what = match kind {
                    Suffixed::Call => "a function call",
                    Suffixed::Variable => "a variable reference",
                    Suffixed::Field => "a table field reference",
                };
                self.code_error(
                    span,
                    what,
                    "write the value itself (a string, number, boolean or table)",
                );
                return Expr {
                    kind: ExprKind::Error,
                    span,
                };
            }
            Tok::Kw("function") => {
                self.skip_balanced();
                let span = span.to(Span::new(self.prev_end, self.prev_end));
                self.code_error(span, "a function definition", "");
                return Expr {
                    kind: ExprKind::Error,
                    span,
                };
            }
            Tok::Punct("(") => {
                self.skip_balanced();
                let span = span.to(Span::new(self.prev_end, self.prev_end));
                self.code_error(
                    span,
                    "an expression in parentheses",
                    "write the value itself",
                );
                return Expr {
                    kind: ExprKind::Error,
                    span,
                };
            }
            Tok::Kw(k @ "not") | Tok::Punct(k @ ("#" | "~")) => {
                self.bump();
                let inner = self.simple_quiet();
                let span = span.to(inner.span);
                let what = if k == "not" {
                    "a logical expression"
                } else if k == "#" {
                    "a length operation"
                } else {
                    "a bitwise expression"
                };
                self.code_error(span, what, "write the value it computes");
                return Expr {
                    kind: ExprKind::Error,
                    span,
                };
            }
            Tok::Punct("...") => {
                self.bump();
                self.code_error(span, "a vararg expression", "");
                return Expr {
                    kind: ExprKind::Error,
                    span,
                };
            }
            _ => {
                let found = self.describe();
                self.err(
                    Diagnostic::error(format!(
                        "expected a value (a string, number, boolean, nil or table), found {found}"
                    ))
                    .at(span, "expected a value here"),
                );
                return Expr {
                    kind: ExprKind::Error,
                    span: Span::new(span.start(), span.start()),
                };
            }
        };
        self.bump();
        Expr { kind, span }
    }

    fn table(&mut self) -> Expr {
        let open = self.bump().span;
        let mut fields = Vec::new();
        loop {
            if self.is("}") {
                let close = self.bump().span;
                return Expr {
                    kind: ExprKind::Table(Table { fields }),
                    span: open.to(close),
                };
            }
            if matches!(self.tok.tok, Tok::Eof) {
                let end = self.tok.span;
                // One report for all the tables the end of file leaves open.
                if std::mem::replace(&mut self.unfinished, true) {
                    return Expr {
                        kind: ExprKind::Table(Table { fields }),
                        span: open.to(end),
                    };
                }
                self.err(
                    Diagnostic::error("unfinished table: expected `}`")
                        .at(end, "the file ends here")
                        .with_label(open, "the table starts here"),
                );
                return Expr {
                    kind: ExprKind::Table(Table { fields }),
                    span: open.to(end),
                };
            }
            let start = self.tok.span;
            let n_diags = self.lex.diags.len();
            let field = if self.is("[") {
                self.bump();
                let key = self.expr();
                if self.is("]") {
                    self.bump();
                } else {
                    let s = self.tok.span;
                    let found = self.describe();
                    self.err(
                        Diagnostic::error(format!("expected `]`, found {found}"))
                            .at(s, "expected `]`"),
                    );
                }
                if self.is("=") {
                    self.bump();
                } else {
                    let s = self.tok.span;
                    let found = self.describe();
                    self.err(
                        Diagnostic::error(format!("expected `=`, found {found}"))
                            .at(s, "expected `=`"),
                    );
                }
                let value = self.expr();
                Field {
                    key: FieldKey::Bracket(key),
                    span: start.to(value.span),
                    value,
                }
            } else if let Tok::Name(name) = self.tok.tok.clone() {
                if matches!(self.peek2().tok, Tok::Punct("=")) {
                    let name_span = self.bump().span;
                    self.bump();
                    let value = self.expr();
                    Field {
                        key: FieldKey::Name(name, name_span),
                        span: start.to(value.span),
                        value,
                    }
                } else {
                    let value = self.expr();
                    Field {
                        key: FieldKey::Positional,
                        span: value.span,
                        value,
                    }
                }
            } else {
                let value = self.expr();
                Field {
                    key: FieldKey::Positional,
                    span: value.span,
                    value,
                }
            };
            let failed = self.lex.diags.len() > n_diags;
            fields.push(field);
            if self.is(",") || self.is(";") {
                self.bump();
                continue;
            }
            if self.is("}") {
                continue;
            }
            if failed {
                self.skip_field();
                if self.is(",") || self.is(";") {
                    self.bump();
                }
                continue;
            }
            let s = self.tok.span;
            let found = self.describe();
            let prev = Span::new(self.prev_end, self.prev_end);
            self.err(
                Diagnostic::error(format!(
                    "expected `,` or `}}` after a table field, found {found}"
                ))
                .at(s, "unexpected here")
                .with_label(prev, "a `,` is missing here?"),
            );
            // What can start a field is read as the next field.
            if matches!(
                self.tok.tok,
                Tok::Name(_) | Tok::Str(_) | Tok::Int(_) | Tok::Float(_) | Tok::Punct("{" | "[")
            ) {
                continue;
            }
            self.skip_field();
            if self.is(",") || self.is(";") {
                self.bump();
            }
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Suffixed {
    Call,
    Variable,
    Field,
}

/// Parses a `dungeon.lua` as data: its top-level assignments, with every
/// lexical and syntax error and every piece of code reported.
pub fn parse(src: &[u8]) -> (Chunk, Vec<Diagnostic>) {
    let mut lex = Lexer {
        src,
        pos: 0,
        diags: Vec::new(),
        comments: Vec::new(),
        saw_newline: true,
    };
    // A first line starting with `#` is skipped by Lua.
    if src.starts_with(b"#") {
        while lex.pos < src.len() && src[lex.pos] != b'\n' {
            lex.pos += 1;
        }
    }
    let first = lex.next();
    let mut p = Parser {
        lex,
        tok: first,
        ahead: None,
        prev_end: 0,
        unfinished: false,
    };
    let assigns = p.chunk();
    let chunk = Chunk {
        assigns,
        comments: std::mem::take(&mut p.lex.comments),
    };
    (chunk, p.lex.diags)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(src: &str) -> ExprKind {
        let (c, d) = parse(format!("x = {src}").as_bytes());
        assert!(d.is_empty(), "{d:?}");
        c.assigns[0].value.kind.clone()
    }

    #[test]
    fn every_string_form() {
        assert_eq!(value(r#""a\tb\"""#), ExprKind::Str(b"a\tb\"".to_vec()));
        assert_eq!(
            value(r"'\x41\65\u{48}\u{20AC}'"),
            ExprKind::Str("AAH€".as_bytes().to_vec())
        );
        assert_eq!(value("'a\\z  \n  b'"), ExprKind::Str(b"ab".to_vec()));
        assert_eq!(value("'a\\\nb'"), ExprKind::Str(b"a\nb".to_vec()));
        assert_eq!(value("[[\nline]]"), ExprKind::Str(b"line".to_vec()));
        assert_eq!(
            value("[==[a]]b]=]c]==]"),
            ExprKind::Str(b"a]]b]=]c".to_vec())
        );
        assert_eq!(value(r"'\0\00\000'"), ExprKind::Str(vec![0, 0, 0]));
        assert_eq!(
            value(r"'\u{7FFFFFFF}'"),
            ExprKind::Str(vec![0xfd, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf])
        );
    }

    #[test]
    fn numbers() {
        assert_eq!(value("0x10"), ExprKind::Int(16));
        assert_eq!(value("-5"), ExprKind::Int(-5));
        assert_eq!(value("2.0"), ExprKind::Float(2.0));
        assert_eq!(value("1e2"), ExprKind::Float(100.0));
        assert_eq!(value("0x1p4"), ExprKind::Float(16.0));
        assert_eq!(value("0xffffffffffffffff"), ExprKind::Int(-1));
        assert_eq!(
            value("9223372036854775808"),
            ExprKind::Float(9223372036854775808.0)
        );
        assert_eq!(value(".5"), ExprKind::Float(0.5));
    }

    #[test]
    fn comments_and_separators() {
        let (c, d) = parse(b"--[==[ long\n]==] x = { 1; 2, [3] = 3, k = 'v', } -- end\n");
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(c.comments.len(), 2);
        let ExprKind::Table(t) = &c.assigns[0].value.kind else {
            panic!()
        };
        assert_eq!(t.fields.len(), 4);
    }

    #[test]
    fn code_is_refused_with_spans() {
        let src = "x = { a = f(1), b = y.z, c = 1 + 2, d = -'s' }\nlocal q = 1\nprint('hi')\n";
        let (_, d) = parse(src.as_bytes());
        let got: Vec<(String, &str)> = d
            .iter()
            .map(|d| {
                let s = d.primary.as_ref().unwrap().span;
                (d.message.clone(), &src[s.range()])
            })
            .collect();
        assert_eq!(
            got,
            vec![
                (
                    "dgn reads dungeon.lua as data; this is a function call".to_string(),
                    "f(1)"
                ),
                (
                    "dgn reads dungeon.lua as data; this is a table field reference".to_string(),
                    "y.z"
                ),
                (
                    "dgn reads dungeon.lua as data; this is an arithmetic expression".to_string(),
                    "1 + 2"
                ),
                (
                    "dgn reads dungeon.lua as data; this is an arithmetic expression".to_string(),
                    "-'s'"
                ),
                (
                    "dgn reads dungeon.lua as data; this is a local variable declaration"
                        .to_string(),
                    "local"
                ),
                (
                    "dgn reads dungeon.lua as data; this is a function call".to_string(),
                    "print('hi')"
                ),
            ]
        );
    }
}
