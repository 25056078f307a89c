//! Tokens of UnNetHack 3.5's level language.
//!
//! The language has no identifiers: every word is a keyword, and any other
//! character stands for itself (which the parser then rejects). Keywords
//! match as the longest keyword at the position, wherever they are (so
//! `randomly` is `random` followed by the characters `l` and `y`), strings
//! may span lines, and a comment is a line whose first non-blank character
//! is `#`. After a line that is exactly `MAP`, lines are map rows until a
//! line starting with `ENDMAP`.

use dgn_common::diag::Diagnostic;
use dgn_common::source::Span;

/// A keyword and the value it stands for, by kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kw {
    /// A statement or section keyword (`MONSTER`, `INIT_MAP`, `levregion`, ...).
    Stmt(Stmt),
    /// `mazegrid`, `solidfill`, `mines`.
    Style(u8),
    /// `horizontal` 1, `vertical` 2.
    HorizOrVert(i32),
    /// Door states.
    DoorState(i32),
    /// Wall directions.
    Direction(i32),
    /// `random`.
    Random,
    /// `none`.
    None,
    /// `object`, `monster`, `place`, `align`: register names.
    Register(Register),
    /// `left`, `half-left`, `half-right`, `right`.
    LeftOrRight(i32),
    /// `center`.
    Center,
    /// `top`, `bottom`.
    TopOrBottom(i32),
    /// `lit` 1, `unlit` 0.
    Light(i32),
    /// `filled` 0, `unfilled` 1.
    Filling(i32),
    /// Alignments (altar mask values).
    Alignment(i32),
    /// `peaceful` 1, `hostile` 0.
    Attitude(i32),
    /// `asleep` 1, `awake` 0.
    Alertness(i32),
    /// `m_feature`, `m_monster`, `m_object`.
    Appearance(i32),
    /// `sanctum` 2, `shrine` 1, `altar` 0.
    AltarType(i32),
    /// `up` 1, `down` 0.
    UpOrDown(i32),
    /// `true` 1, `false` 0.
    Boolean(i32),
    /// Engraving types.
    Engraving(i32),
    /// `blessed` 1, `uncursed` 2, `cursed` 3.
    Curse(i32),
    /// Level flags (bits).
    Flag(i64),
}

/// The four kinds of random registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Register {
    /// `object[i]`.
    Object,
    /// `monster[i]`.
    Monster,
    /// `place[i]`.
    Place,
    /// `align[i]`.
    Align,
}

/// The keywords that begin statements and sections.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Stmt {
    Message,
    NoMap,
    Level,
    InitMap,
    Flags,
    Geometry,
    Object,
    Container,
    Monster,
    Trap,
    Door,
    RoomDoor,
    Drawbridge,
    Mazewalk,
    Wallify,
    Region,
    RandomObjects,
    RandomMonsters,
    RandomPlaces,
    Altar,
    Ladder,
    Stair,
    Portal,
    TeleportRegion,
    Branch,
    Fountain,
    Sink,
    Pool,
    NonDiggable,
    NonPasswall,
    If,
    Else,
    Exit,
    Room,
    Subroom,
    RandomCorridors,
    Corridor,
    Spill,
    Randline,
    Terrain,
    ReplaceTerrain,
    Gold,
    Engraving,
    Name,
    Chance,
    /// `levregion` (not a statement, but a word of the same kind).
    LevRegion,
}

/// One token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// A keyword.
    Kw(Kw),
    /// `'c'` or `'\c'`: the character.
    Char(u8),
    /// `[ 50%]`: a chance in brackets.
    Percent(i32),
    /// `50%`: a bare percentage.
    SPercent(i32),
    /// A decimal number with an optional sign.
    Integer(i32),
    /// A string's bytes, without the quotes.
    Str(Vec<u8>),
    /// The rows of a map (each ending with a newline), after `MAP` up to
    /// `ENDMAP`.
    Map(Vec<u8>),
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LBracket,
    /// `]`
    RBracket,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `|`
    Pipe,
    /// Any other character.
    Punct(u8),
}

/// The token of a character that stands for itself.
pub fn punct(c: u8) -> Tok {
    match c {
        b':' => Tok::Colon,
        b',' => Tok::Comma,
        b'(' => Tok::LParen,
        b')' => Tok::RParen,
        b'[' => Tok::LBracket,
        b']' => Tok::RBracket,
        b'{' => Tok::LBrace,
        b'}' => Tok::RBrace,
        b'|' => Tok::Pipe,
        c => Tok::Punct(c),
    }
}

impl Tok {
    /// The character a punctuation token stands for.
    pub fn punct_char(&self) -> Option<u8> {
        Some(match self {
            Tok::Colon => b':',
            Tok::Comma => b',',
            Tok::LParen => b'(',
            Tok::RParen => b')',
            Tok::LBracket => b'[',
            Tok::RBracket => b']',
            Tok::LBrace => b'{',
            Tok::RBrace => b'}',
            Tok::Pipe => b'|',
            Tok::Punct(c) => *c,
            _ => return None,
        })
    }
}

/// A token with its place.
#[derive(Clone, Debug)]
pub struct Token {
    /// What it is.
    pub tok: Tok,
    /// Where it is.
    pub span: Span,
}

/// The result of lexing a file.
#[derive(Debug, Default)]
pub struct Lexed {
    /// The tokens, in order.
    pub tokens: Vec<Token>,
    /// Lexical errors.
    pub diagnostics: Vec<Diagnostic>,
    /// Whether the tokens stop before the end of the file (blocks nested
    /// too deep).
    pub truncated: bool,
}

/// Every keyword with its token.
pub const KEYWORDS: &[(&str, Kw)] = {
    use self::Kw::*;
    use crate::lexer::Stmt as S;
    &[
        ("MESSAGE", Kw::Stmt(S::Message)),
        ("NOMAP", Kw::Stmt(S::NoMap)),
        ("LEVEL", Kw::Stmt(S::Level)),
        ("INIT_MAP", Kw::Stmt(S::InitMap)),
        ("mazegrid", Style(2)),
        ("solidfill", Style(1)),
        ("mines", Style(3)),
        ("FLAGS", Kw::Stmt(S::Flags)),
        ("GEOMETRY", Kw::Stmt(S::Geometry)),
        ("OBJECT", Kw::Stmt(S::Object)),
        ("CONTAINER", Kw::Stmt(S::Container)),
        ("MONSTER", Kw::Stmt(S::Monster)),
        ("TRAP", Kw::Stmt(S::Trap)),
        ("DOOR", Kw::Stmt(S::Door)),
        ("ROOMDOOR", Kw::Stmt(S::RoomDoor)),
        ("DRAWBRIDGE", Kw::Stmt(S::Drawbridge)),
        ("MAZEWALK", Kw::Stmt(S::Mazewalk)),
        ("WALLIFY", Kw::Stmt(S::Wallify)),
        ("REGION", Kw::Stmt(S::Region)),
        ("RANDOM_OBJECTS", Kw::Stmt(S::RandomObjects)),
        ("RANDOM_MONSTERS", Kw::Stmt(S::RandomMonsters)),
        ("RANDOM_PLACES", Kw::Stmt(S::RandomPlaces)),
        ("ALTAR", Kw::Stmt(S::Altar)),
        ("LADDER", Kw::Stmt(S::Ladder)),
        ("STAIR", Kw::Stmt(S::Stair)),
        ("PORTAL", Kw::Stmt(S::Portal)),
        ("TELEPORT_REGION", Kw::Stmt(S::TeleportRegion)),
        ("BRANCH", Kw::Stmt(S::Branch)),
        ("FOUNTAIN", Kw::Stmt(S::Fountain)),
        ("SINK", Kw::Stmt(S::Sink)),
        ("POOL", Kw::Stmt(S::Pool)),
        ("NON_DIGGABLE", Kw::Stmt(S::NonDiggable)),
        ("NON_PASSWALL", Kw::Stmt(S::NonPasswall)),
        ("IF", Kw::Stmt(S::If)),
        ("ELSE", Kw::Stmt(S::Else)),
        ("EXIT", Kw::Stmt(S::Exit)),
        ("ROOM", Kw::Stmt(S::Room)),
        ("SUBROOM", Kw::Stmt(S::Subroom)),
        ("RANDOM_CORRIDORS", Kw::Stmt(S::RandomCorridors)),
        ("CORRIDOR", Kw::Stmt(S::Corridor)),
        ("SPILL", Kw::Stmt(S::Spill)),
        ("RANDLINE", Kw::Stmt(S::Randline)),
        ("TERRAIN", Kw::Stmt(S::Terrain)),
        ("REPLACE_TERRAIN", Kw::Stmt(S::ReplaceTerrain)),
        ("GOLD", Kw::Stmt(S::Gold)),
        ("ENGRAVING", Kw::Stmt(S::Engraving)),
        ("NAME", Kw::Stmt(S::Name)),
        ("CHANCE", Kw::Stmt(S::Chance)),
        ("levregion", Kw::Stmt(S::LevRegion)),
        ("horizontal", HorizOrVert(1)),
        ("vertical", HorizOrVert(2)),
        ("open", DoorState(2)),
        ("closed", DoorState(4)),
        ("locked", DoorState(8)),
        ("nodoor", DoorState(0)),
        ("broken", DoorState(1)),
        ("north", Direction(1)),
        ("east", Direction(4)),
        ("south", Direction(2)),
        ("west", Direction(8)),
        ("random", Random),
        ("none", None),
        ("object", Register(self::Register::Object)),
        ("monster", Register(self::Register::Monster)),
        ("place", Register(self::Register::Place)),
        ("align", Register(self::Register::Align)),
        ("left", LeftOrRight(1)),
        ("half-left", LeftOrRight(2)),
        ("center", Center),
        ("half-right", LeftOrRight(4)),
        ("right", LeftOrRight(5)),
        ("top", TopOrBottom(1)),
        ("bottom", TopOrBottom(5)),
        ("lit", Light(1)),
        ("unlit", Light(0)),
        ("filled", Filling(0)),
        ("unfilled", Filling(1)),
        ("noalign", Alignment(0)),
        ("law", Alignment(4)),
        ("neutral", Alignment(2)),
        ("chaos", Alignment(1)),
        ("coaligned", Alignment(3)),
        ("noncoaligned", Alignment(7)),
        ("peaceful", Attitude(1)),
        ("hostile", Attitude(0)),
        ("asleep", Alertness(1)),
        ("awake", Alertness(0)),
        ("m_feature", Appearance(1)),
        ("m_monster", Appearance(3)),
        ("m_object", Appearance(2)),
        ("sanctum", AltarType(2)),
        ("shrine", AltarType(1)),
        ("altar", AltarType(0)),
        ("up", UpOrDown(1)),
        ("down", UpOrDown(0)),
        ("false", Boolean(0)),
        ("true", Boolean(1)),
        ("dust", Engraving(1)),
        ("engrave", Engraving(2)),
        ("burn", Engraving(3)),
        ("mark", Engraving(4)),
        ("blood", Engraving(5)),
        ("blessed", Curse(1)),
        ("uncursed", Curse(2)),
        ("cursed", Curse(3)),
        ("noteleport", Flag(0x1)),
        ("hardfloor", Flag(0x2)),
        ("nommap", Flag(0x4)),
        ("arboreal", Flag(0x10)),
        ("shortsighted", Flag(0x8)),
        ("noflipx", Flag(0x20)),
        ("noflipy", Flag(0x40)),
        ("noflip", Flag(0x60)),
        ("mazelevel", Flag(0x80)),
        ("premapped", Flag(0x100)),
        ("shroud", Flag(0x200)),
    ]
};

/// The characters a map row may hold (besides its newline).
pub fn is_map_char(b: u8) -> bool {
    b"-|}{+xABCISHKPLWTF\\#. 0123456789".contains(&b)
}

/// The keyword spelled `word`, if any.
pub fn keyword(word: &str) -> Option<Kw> {
    KEYWORDS.iter().find(|(w, _)| *w == word).map(|&(_, k)| k)
}

/// The spelling of keyword `kw`.
pub fn spelling(kw: Kw) -> Option<&'static str> {
    KEYWORDS.iter().find(|(_, k)| *k == kw).map(|&(w, _)| w)
}

/// `atoi` of a run of digits with an optional sign: the value wraps as the
/// C library's `long` result stored in an `int` does.
fn atoi(text: &[u8]) -> i32 {
    let (neg, digits) = match text.first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let mut v: i64 = 0;
    for &d in digits.iter().take_while(|d| d.is_ascii_digit()) {
        v = v.saturating_mul(10).saturating_add(i64::from(d - b'0'));
    }
    let v = if neg { v.saturating_neg() } else { v };
    v as i32
}

fn digits_at(bytes: &[u8], at: usize) -> usize {
    bytes[at.min(bytes.len())..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count()
}

/// How a token is named in a message (`None`: the end of the file).
pub fn describe(t: Option<&Tok>) -> String {
    match t {
        None => "the end of the file".into(),
        Some(Tok::Kw(k)) => format!("`{}`", spelling(*k).unwrap_or("?")),
        Some(Tok::Char(c)) => format!("the character '{}'", dgn_common::source::show_bytes(&[*c])),
        Some(Tok::Percent(v)) => format!("the chance [{v}%]"),
        Some(Tok::SPercent(v)) => format!("the percentage {v}%"),
        Some(Tok::Integer(v)) => format!("the number {v}"),
        Some(Tok::Str(_)) => "a string".into(),
        Some(Tok::Map(_)) => "a map".into(),
        Some(t) => match t.punct_char() {
            Some(c) if c.is_ascii_graphic() => format!("`{}`", c as char),
            Some(c) => format!("the byte 0x{c:02x}"),
            None => "a token".into(),
        },
    }
}

/// How deep `{` blocks may nest: deeper input ends the tokens with an
/// error, so that nothing after it builds trees deep enough to exhaust the
/// stack.
pub const MAX_DEPTH: usize = 50;

/// Splits `bytes` into tokens.
pub fn lex(bytes: &[u8]) -> Lexed {
    let mut out = lex_all(bytes);
    let mut depth = 0usize;
    for (i, t) in out.tokens.iter().enumerate() {
        match t.tok {
            Tok::LBrace => depth += 1,
            Tok::RBrace => depth = depth.saturating_sub(1),
            _ => {}
        }
        if depth > MAX_DEPTH {
            out.diagnostics.push(
                Diagnostic::error(format!(
                    "blocks nest more than {MAX_DEPTH} deep; the rest of the file is not read"
                ))
                .at(t.span, "too deep"),
            );
            out.tokens.truncate(i);
            out.truncated = true;
            break;
        }
    }
    out
}

fn lex_all(bytes: &[u8]) -> Lexed {
    let mut out = Lexed::default();
    let mut i = 0;
    let n = bytes.len();
    let at_line_start = |i: usize| i == 0 || bytes[i - 1] == b'\n';
    while i < n {
        let b = bytes[i];
        // Comment lines.
        if at_line_start(i) {
            let mut j = i;
            while j < n && (bytes[j] == b' ' || bytes[j] == b'\t') {
                j += 1;
            }
            if j < n && bytes[j] == b'#' {
                if let Some(nl) = bytes[j..].iter().position(|&c| c == b'\n') {
                    i = j + nl + 1;
                    continue;
                }
            }
        }
        // The start of a map.
        if at_line_start(i) && bytes[i..].starts_with(b"MAP") {
            let rest = &bytes[i + 3..];
            let nl = if rest.starts_with(b"\n") {
                Some(1)
            } else if rest.starts_with(b"\r\n") {
                Some(2)
            } else {
                None
            };
            if let Some(nl) = nl {
                i = lex_map(bytes, i, i + 3 + nl, &mut out);
                continue;
            }
        }
        match b {
            b' ' | b'\t' | b'\n' => {
                i += 1;
                continue;
            }
            b'\r' if bytes.get(i + 1) == Some(&b'\n') => {
                i += 2;
                continue;
            }
            _ => {}
        }
        let start = i;
        // Numbers and chances.
        if b == b'[' {
            let mut j = i + 1;
            while j < n && bytes[j] == b' ' {
                j += 1;
            }
            let d = digits_at(bytes, j);
            if d > 0 && bytes.get(j + d) == Some(&b'%') {
                let mut k = j + d + 1;
                while k < n && bytes[k] == b' ' {
                    k += 1;
                }
                if bytes.get(k) == Some(&b']') {
                    out.tokens.push(Token {
                        tok: Tok::Percent(atoi(&bytes[j..j + d])),
                        span: Span::new(start, k + 1),
                    });
                    i = k + 1;
                    continue;
                }
            }
        }
        if b.is_ascii_digit() {
            let d = digits_at(bytes, i);
            if bytes.get(i + d) == Some(&b'%') {
                out.tokens.push(Token {
                    tok: Tok::SPercent(atoi(&bytes[i..i + d])),
                    span: Span::new(start, i + d + 1),
                });
                i += d + 1;
                continue;
            }
        }
        if b.is_ascii_digit() || ((b == b'+' || b == b'-') && digits_at(bytes, i + 1) > 0) {
            let sign = usize::from(!b.is_ascii_digit());
            let d = digits_at(bytes, i + sign);
            out.tokens.push(Token {
                tok: Tok::Integer(atoi(&bytes[i..i + sign + d])),
                span: Span::new(start, i + sign + d),
            });
            i += sign + d;
            continue;
        }
        if b == b'"' {
            if let Some(close) = bytes[i + 1..].iter().position(|&c| c == b'"') {
                out.tokens.push(Token {
                    tok: Tok::Str(bytes[i + 1..i + 1 + close].to_vec()),
                    span: Span::new(start, i + close + 2),
                });
                i += close + 2;
                continue;
            }
            out.diagnostics.push(
                Diagnostic::error("this string is not closed")
                    .at(Span::new(i, n), "no `\"` after it"),
            );
            i = n;
            continue;
        }
        if b == b'\'' {
            if bytes.get(i + 1) == Some(&b'\\')
                && bytes.get(i + 2).is_some_and(|&c| c != b'\n')
                && bytes.get(i + 3) == Some(&b'\'')
            {
                out.tokens.push(Token {
                    tok: Tok::Char(bytes[i + 2]),
                    span: Span::new(start, i + 4),
                });
                i += 4;
                continue;
            }
            if bytes.get(i + 1).is_some_and(|&c| c != b'\n') && bytes.get(i + 2) == Some(&b'\'') {
                out.tokens.push(Token {
                    tok: Tok::Char(bytes[i + 1]),
                    span: Span::new(start, i + 3),
                });
                i += 3;
                continue;
            }
        }
        if b.is_ascii_alphabetic() {
            let mut best: Option<(usize, Kw)> = None;
            for &(w, k) in KEYWORDS {
                if bytes[i..].starts_with(w.as_bytes()) && best.is_none_or(|(l, _)| w.len() > l) {
                    best = Some((w.len(), k));
                }
            }
            if let Some((len, kw)) = best {
                out.tokens.push(Token {
                    tok: Tok::Kw(kw),
                    span: Span::new(start, i + len),
                });
                i += len;
                continue;
            }
        }
        // Any other character is a token of its own (a UTF-8 sequence is
        // kept whole so that the error points at one character).
        let len = if b >= 0xc0 {
            1 + bytes[i + 1..]
                .iter()
                .take(3)
                .take_while(|&&c| (0x80..0xc0).contains(&c))
                .count()
        } else {
            1
        };
        out.tokens.push(Token {
            tok: punct(b),
            span: Span::new(start, i + len),
        });
        i += len;
    }
    out
}

/// Reads map rows from `i` (just after `MAP` and its newline, which starts
/// at `start`) up to the `ENDMAP` line; returns where lexing goes on.
fn lex_map(bytes: &[u8], start: usize, mut i: usize, out: &mut Lexed) -> usize {
    let n = bytes.len();
    let mut rows = Vec::new();
    loop {
        if i >= n {
            out.diagnostics.push(
                Diagnostic::error("this map has no `ENDMAP`")
                    .at(Span::new(start, start + 3), "the map starts here"),
            );
            out.tokens.push(Token {
                tok: Tok::Map(rows),
                span: Span::new(start, n),
            });
            return n;
        }
        let end = bytes[i..].iter().position(|&c| c == b'\n').map(|p| i + p);
        let line_end = end.unwrap_or(n);
        let mut line = &bytes[i..line_end];
        if line.last() == Some(&b'\r') {
            line = &line[..line.len() - 1];
        }
        if end.is_some() && line.iter().all(|&c| is_map_char(c)) {
            rows.extend_from_slice(line);
            rows.push(b'\n');
            i = line_end + 1;
            continue;
        }
        if line.starts_with(b"ENDMAP") {
            out.tokens.push(Token {
                tok: Tok::Map(rows),
                span: Span::new(start, i + 6),
            });
            return i + 6;
        }
        let bad = line
            .iter()
            .position(|&c| !is_map_char(c))
            .unwrap_or(line.len());
        out.diagnostics.push(
            Diagnostic::error("a map row holds a character that is no map character")
                .at(Span::new(i + bad, (i + bad + 1).min(line_end.max(i + bad + 1)).min(n)), "not a map character")
                .note("map rows hold only `-|}{+xABCISHKPLWTF\\#.`, spaces and digits; a map ends with a line starting with `ENDMAP`"),
        );
        i = if end.is_some() { line_end + 1 } else { n };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        lex(s.as_bytes())
            .tokens
            .into_iter()
            .map(|t| t.tok)
            .collect()
    }

    #[test]
    fn longest_keyword_wins_and_the_rest_are_characters() {
        assert_eq!(
            toks("randomly noflipx"),
            vec![
                Tok::Kw(Kw::Random),
                Tok::Punct(b'l'),
                Tok::Punct(b'y'),
                Tok::Kw(Kw::Flag(0x20)),
            ]
        );
    }

    #[test]
    fn numbers_chances_and_characters() {
        assert_eq!(
            toks("[ 50%] 30% -4 +2 'x' '\\'' 7"),
            vec![
                Tok::Percent(50),
                Tok::SPercent(30),
                Tok::Integer(-4),
                Tok::Integer(2),
                Tok::Char(b'x'),
                Tok::Char(b'\''),
                Tok::Integer(7),
            ]
        );
    }

    #[test]
    fn maps_and_comments() {
        let l = lex(b"# c\nMAP\n|.x|\n 1 \nENDMAP\n  # indented\nWALLIFY");
        assert!(l.diagnostics.is_empty());
        let t: Vec<Tok> = l.tokens.into_iter().map(|t| t.tok).collect();
        assert_eq!(
            t,
            vec![
                Tok::Map(b"|.x|\n 1 \n".to_vec()),
                Tok::Kw(Kw::Stmt(Stmt::Wallify))
            ]
        );
    }
}
