//! The special-level lexer.
//!
//! It reads bytes the way NetHack 3.4.3's flex scanner for `*.des` files
//! does: at each position every rule is tried, the longest match wins and a
//! tie goes to the rule listed first. Keywords have no word boundaries
//! (`MAZEWALK` is one keyword, `objects` is the keyword `object` followed by
//! a stray `s`), `#` starts a comment only in the first column, and between
//! a `MAP` line and `ENDMAP` whole lines made of map characters are
//! collected into one [`MapBlock`]. Problems become diagnostics (and a
//! [`Tok::Bad`] token) so that parsing goes on.
//!
//! The scanner's map state is inclusive: inside a map, `ENDMAP` (anywhere)
//! and whole map rows (`[map bytes]*\r?\n`, a blank line included) come
//! first and every ordinary rule stays active. Blanks before `ENDMAP` are
//! skipped, a first-column comment that is not also a map row is dropped, a
//! run of blanks holding a tab is skipped before a row, and the tokens on
//! any other line are handed to the parser as lev_comp does. Such a line
//! becomes a [`MapNote`]: a warning when the file parses, the error that
//! explains the syntax error otherwise.

use crate::family::Family343;
use crate::lower::MAP_BUFFER;
use dgn_common::diag::{did_you_mean, Diagnostic, MapNote};
use dgn_common::source::{show_bytes, Span};

/// A keyword that carries no value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kw {
    /// `MESSAGE`
    Message,
    /// `MAZE`
    Maze,
    /// `NOMAP`
    Nomap,
    /// `LEVEL`
    Level,
    /// `INIT_MAP`
    InitMap,
    /// `FLAGS`
    Flags,
    /// `GEOMETRY`
    Geometry,
    /// `OBJECT`
    Object,
    /// `CONTAINER`
    Container,
    /// `MONSTER`
    Monster,
    /// `TRAP`
    Trap,
    /// `DOOR`
    Door,
    /// `DRAWBRIDGE`
    Drawbridge,
    /// `MAZEWALK`
    Mazewalk,
    /// `WALLIFY`
    Wallify,
    /// `REGION`
    Region,
    /// `RANDOM_OBJECTS`
    RandomObjects,
    /// `RANDOM_MONSTERS`
    RandomMonsters,
    /// `RANDOM_PLACES`
    RandomPlaces,
    /// `ALTAR`
    Altar,
    /// `LADDER`
    Ladder,
    /// `STAIR`
    Stair,
    /// `PORTAL`
    Portal,
    /// `TELEPORT_REGION`
    TeleportRegion,
    /// `BRANCH`
    Branch,
    /// `FOUNTAIN`
    Fountain,
    /// `SINK`
    Sink,
    /// `POOL`
    Pool,
    /// `NON_DIGGABLE`
    NonDiggable,
    /// `NON_PASSWALL`
    NonPasswall,
    /// `ROOM`
    Room,
    /// `SUBROOM`
    Subroom,
    /// `RANDOM_CORRIDORS`
    RandomCorridors,
    /// `CORRIDOR`
    Corridor,
    /// `GOLD`
    Gold,
    /// `ENGRAVING`
    Engraving,
    /// `NAME`
    Name,
    /// `CHANCE`
    Chance,
    /// notdNetHack's `FORGE` (only its lexer makes it).
    Forge,
    /// SLASH'EM's `OBJFLAGS` (only its lexer makes it).
    ObjFlags,
    /// SLASH'EM's `RANDOM_REGION` (only its lexer makes it).
    RandomRegion,
    /// SLASH'EM's `region` (register; only its lexer makes it).
    RRegister,
    /// `levregion`
    Levregion,
    /// `random`
    Random,
    /// `none`
    None,
    /// `object` (register)
    ORegister,
    /// `monster` (register)
    MRegister,
    /// `place` (register)
    PRegister,
    /// `align` (register)
    ARegister,
    /// `center`
    Center,
    /// `contained`
    Contained,
}

/// A word that stands for a value, grouped as the C grammar groups them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Word {
    /// `open`, `closed`, `locked`, `nodoor`, `broken`: a door state mask.
    DoorState(i32),
    /// `north`, `east`, `south`, `west`: a wall bit.
    Direction(i32),
    /// `left`, `half-left`, `half-right`, `right`.
    LeftOrRight(i32),
    /// `top`, `bottom`.
    TopOrBot(i32),
    /// `lit`, `unlit`.
    LightState(i32),
    /// `filled`, `unfilled`.
    Filling(i32),
    /// `noalign`, `law`, `neutral`, `chaos`, `coaligned`, `noncoaligned`.
    Alignment(i32),
    /// `peaceful`, `hostile`.
    MonAttitude(i32),
    /// `asleep`, `awake`.
    MonAlertness(i32),
    /// `m_feature`, `m_monster`, `m_object`.
    MonAppearance(i32),
    /// `sanctum`, `shrine`, `altar`.
    AltarType(i32),
    /// `up`, `down`.
    UpOrDown(i32),
    /// `false`, `true`.
    Boolean(i32),
    /// `dust`, `engrave`, `burn`, `mark`.
    EngravingType(i32),
    /// `blessed`, `uncursed`, `cursed`.
    CurseType(i32),
    /// `noteleport`, `hardfloor`, `nommap`, `arboreal`, `shortsighted`
    /// (and a variant's own flags).
    FlagType(i32),
    /// notdNetHack's `skipcheck` (0) and `noskipcheck` (1).
    SanityFlag(i32),
    /// SLASH'EM's object flags `o_lit` (1) and `o_buried` (2).
    ObjFlag(i32),
}

/// A token of the level language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tok<'a> {
    /// A keyword without value.
    Kw(Kw),
    /// A value word.
    Word(Word),
    /// `[ n% ]`: a percent chance (the value as `atoi` reads it).
    Percent(i32),
    /// An integer (`[+-]?[0-9]+`).
    Integer(i32),
    /// A string's bytes, without the quotes.
    Str(&'a [u8]),
    /// A character literal `'x'` or `'\x'`.
    Char(u8),
    /// A `MAP` ... `ENDMAP` block: its index in [`Lexed::maps`].
    Map(usize),
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
    /// Something that is no token; the lexer has already reported it.
    Bad,
}

/// Every keyword with its token, for longest-match scanning and
/// did-you-mean suggestions.
pub const KEYWORDS: &[(&str, Tok<'static>)] = &[
    ("MESSAGE", Tok::Kw(Kw::Message)),
    ("MAZE", Tok::Kw(Kw::Maze)),
    ("NOMAP", Tok::Kw(Kw::Nomap)),
    ("LEVEL", Tok::Kw(Kw::Level)),
    ("INIT_MAP", Tok::Kw(Kw::InitMap)),
    ("FLAGS", Tok::Kw(Kw::Flags)),
    ("GEOMETRY", Tok::Kw(Kw::Geometry)),
    ("OBJECT", Tok::Kw(Kw::Object)),
    ("CONTAINER", Tok::Kw(Kw::Container)),
    ("MONSTER", Tok::Kw(Kw::Monster)),
    ("TRAP", Tok::Kw(Kw::Trap)),
    ("DOOR", Tok::Kw(Kw::Door)),
    ("DRAWBRIDGE", Tok::Kw(Kw::Drawbridge)),
    ("MAZEWALK", Tok::Kw(Kw::Mazewalk)),
    ("WALLIFY", Tok::Kw(Kw::Wallify)),
    ("REGION", Tok::Kw(Kw::Region)),
    ("RANDOM_OBJECTS", Tok::Kw(Kw::RandomObjects)),
    ("RANDOM_MONSTERS", Tok::Kw(Kw::RandomMonsters)),
    ("RANDOM_PLACES", Tok::Kw(Kw::RandomPlaces)),
    ("ALTAR", Tok::Kw(Kw::Altar)),
    ("LADDER", Tok::Kw(Kw::Ladder)),
    ("STAIR", Tok::Kw(Kw::Stair)),
    ("PORTAL", Tok::Kw(Kw::Portal)),
    ("TELEPORT_REGION", Tok::Kw(Kw::TeleportRegion)),
    ("BRANCH", Tok::Kw(Kw::Branch)),
    ("FOUNTAIN", Tok::Kw(Kw::Fountain)),
    ("SINK", Tok::Kw(Kw::Sink)),
    ("POOL", Tok::Kw(Kw::Pool)),
    ("NON_DIGGABLE", Tok::Kw(Kw::NonDiggable)),
    ("NON_PASSWALL", Tok::Kw(Kw::NonPasswall)),
    ("ROOM", Tok::Kw(Kw::Room)),
    ("SUBROOM", Tok::Kw(Kw::Subroom)),
    ("RANDOM_CORRIDORS", Tok::Kw(Kw::RandomCorridors)),
    ("CORRIDOR", Tok::Kw(Kw::Corridor)),
    ("GOLD", Tok::Kw(Kw::Gold)),
    ("ENGRAVING", Tok::Kw(Kw::Engraving)),
    ("NAME", Tok::Kw(Kw::Name)),
    ("CHANCE", Tok::Kw(Kw::Chance)),
    ("levregion", Tok::Kw(Kw::Levregion)),
    ("open", Tok::Word(Word::DoorState(2))),
    ("closed", Tok::Word(Word::DoorState(4))),
    ("locked", Tok::Word(Word::DoorState(8))),
    ("nodoor", Tok::Word(Word::DoorState(0))),
    ("broken", Tok::Word(Word::DoorState(1))),
    ("north", Tok::Word(Word::Direction(1))),
    ("east", Tok::Word(Word::Direction(4))),
    ("south", Tok::Word(Word::Direction(2))),
    ("west", Tok::Word(Word::Direction(8))),
    ("random", Tok::Kw(Kw::Random)),
    ("none", Tok::Kw(Kw::None)),
    ("object", Tok::Kw(Kw::ORegister)),
    ("monster", Tok::Kw(Kw::MRegister)),
    ("place", Tok::Kw(Kw::PRegister)),
    ("align", Tok::Kw(Kw::ARegister)),
    ("left", Tok::Word(Word::LeftOrRight(1))),
    ("half-left", Tok::Word(Word::LeftOrRight(2))),
    ("center", Tok::Kw(Kw::Center)),
    ("half-right", Tok::Word(Word::LeftOrRight(4))),
    ("right", Tok::Word(Word::LeftOrRight(5))),
    ("top", Tok::Word(Word::TopOrBot(1))),
    ("bottom", Tok::Word(Word::TopOrBot(5))),
    ("lit", Tok::Word(Word::LightState(1))),
    ("unlit", Tok::Word(Word::LightState(0))),
    ("filled", Tok::Word(Word::Filling(0))),
    ("unfilled", Tok::Word(Word::Filling(1))),
    ("noalign", Tok::Word(Word::Alignment(0))),
    ("law", Tok::Word(Word::Alignment(4))),
    ("neutral", Tok::Word(Word::Alignment(2))),
    ("chaos", Tok::Word(Word::Alignment(1))),
    ("coaligned", Tok::Word(Word::Alignment(3))),
    ("noncoaligned", Tok::Word(Word::Alignment(7))),
    ("peaceful", Tok::Word(Word::MonAttitude(1))),
    ("hostile", Tok::Word(Word::MonAttitude(0))),
    ("asleep", Tok::Word(Word::MonAlertness(1))),
    ("awake", Tok::Word(Word::MonAlertness(0))),
    ("m_feature", Tok::Word(Word::MonAppearance(1))),
    ("m_monster", Tok::Word(Word::MonAppearance(3))),
    ("m_object", Tok::Word(Word::MonAppearance(2))),
    ("sanctum", Tok::Word(Word::AltarType(2))),
    ("shrine", Tok::Word(Word::AltarType(1))),
    ("altar", Tok::Word(Word::AltarType(0))),
    ("up", Tok::Word(Word::UpOrDown(1))),
    ("down", Tok::Word(Word::UpOrDown(0))),
    ("false", Tok::Word(Word::Boolean(0))),
    ("true", Tok::Word(Word::Boolean(1))),
    ("dust", Tok::Word(Word::EngravingType(1))),
    ("engrave", Tok::Word(Word::EngravingType(2))),
    ("burn", Tok::Word(Word::EngravingType(3))),
    ("mark", Tok::Word(Word::EngravingType(4))),
    ("blessed", Tok::Word(Word::CurseType(1))),
    ("uncursed", Tok::Word(Word::CurseType(2))),
    ("cursed", Tok::Word(Word::CurseType(3))),
    ("contained", Tok::Kw(Kw::Contained)),
    ("noteleport", Tok::Word(Word::FlagType(1))),
    ("hardfloor", Tok::Word(Word::FlagType(2))),
    ("nommap", Tok::Word(Word::FlagType(4))),
    ("arboreal", Tok::Word(Word::FlagType(16))),
    ("shortsighted", Tok::Word(Word::FlagType(8))),
];

/// The keyword text of a keyword or value-word token.
pub fn keyword_text(tok: &Tok<'_>) -> Option<&'static str> {
    KEYWORDS.iter().find(|(_, t)| t == tok).map(|(k, _)| *k)
}

/// The bytes allowed on a map line (besides the line ending).
pub fn is_map_byte(b: u8) -> bool {
    MAP_BYTES[usize::from(b)]
}

/// [`is_map_byte`] as a table.
static MAP_BYTES: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = map_byte(b as u8);
        b += 1;
    }
    t
};

const fn map_byte(b: u8) -> bool {
    matches!(
        b,
        b'-' | b'|'
            | b'}'
            | b'{'
            | b'+'
            | b'A'
            | b'B'
            | b'C'
            | b'I'
            | b'S'
            | b'H'
            | b'K'
            | b'P'
            | b'L'
            | b'W'
            | b'T'
            | b'F'
            | b'\\'
            | b'#'
            | b'.'
            | b' '
            | b'0'..=b'9'
    )
}

/// One line of a map block, as the C lexer collected it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapLine<'a> {
    /// The line's bytes without its line ending (digits not yet removed).
    pub bytes: &'a [u8],
    /// Where the collected bytes are in the source.
    pub span: Span,
}

/// A `MAP` ... `ENDMAP` block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapBlock<'a> {
    /// The collected lines, in order.
    pub lines: Vec<MapLine<'a>>,
    /// From `MAP` to the end of `ENDMAP`.
    pub span: Span,
    /// The `MAP` line.
    pub start: Span,
}

/// A token with its byte span.
pub type SpannedTok<'a> = (usize, Tok<'a>, usize);

/// The result of lexing one file.
#[derive(Debug, Default)]
pub struct Lexed<'a> {
    /// The tokens, in order.
    pub tokens: Vec<SpannedTok<'a>>,
    /// The map blocks that [`Tok::Map`] tokens refer to.
    pub maps: Vec<MapBlock<'a>>,
    /// Lexical errors and warnings.
    pub diagnostics: Vec<Diagnostic>,
    /// Diagnostics on map lines read as source, settled by the parse.
    pub map_notes: Vec<MapNote>,
}

/// Reads an optionally signed run of digits the way C's `atoi` does.
/// `None` when the value does not fit an `int`.
pub fn atoi(text: &[u8]) -> Option<i32> {
    let (neg, digits) = match text.first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let mut v: i64 = 0;
    for &d in digits.iter().take_while(|d| d.is_ascii_digit()) {
        v = v * 10 + i64::from(d - b'0');
        if v > i64::from(i32::MAX) + 1 {
            return None;
        }
    }
    let v = if neg { -v } else { v };
    i32::try_from(v).ok()
}

fn line_end(src: &[u8], i: usize) -> usize {
    i + src[i..]
        .iter()
        .position(|&c| c == b'\n')
        .unwrap_or(src.len() - i)
}

/// Length of a newline (`\n` or `\r\n`) at `i`, if there is one.
fn newline_at(src: &[u8], i: usize) -> Option<usize> {
    match src.get(i) {
        Some(b'\n') => Some(1),
        Some(b'\r') if src.get(i + 1) == Some(&b'\n') => Some(2),
        _ => None,
    }
}

/// [`KEYWORDS`] indexed for longest-match scanning, built at compile time:
/// a table built on first use cost every `lev_comp` process about 50,000
/// instructions and a hundred kilobytes of fresh memory before its first
/// token. Its tables hold no pointers, so the loader has nothing to
/// relocate in them and only the pages a scan reads are ever loaded.
struct KeywordIndex {
    /// Whether a byte occurs in some keyword: no keyword match extends
    /// past a byte that does not.
    in_keyword: [bool; 256],
    /// The keywords of first byte `f` and length `l` are
    /// `entries[starts[s]..starts[s + 1]]` with `s = f * 17 + l`.
    starts: [u16; KEYWORD_SLOTS + 1],
    /// Each keyword as its bytes read as a little-endian number, and its
    /// index in [`KEYWORDS`]; in [`KEYWORDS`] order within a slot.
    entries: [(u128, u16); KEYWORDS.len()],
}

/// No keyword is longer than this, so a keyword's bytes fit in a `u128`.
const KEYWORD_MAX: usize = 16;

/// One slot per first byte and length.
const KEYWORD_SLOTS: usize = 256 * (KEYWORD_MAX + 1);

/// Up to 16 bytes as a little-endian number.
const fn keyword_key(bytes: &[u8]) -> u128 {
    let mut key = 0u128;
    let mut i = 0;
    while i < bytes.len() {
        key |= (bytes[i] as u128) << (8 * i);
        i += 1;
    }
    key
}

/// The slot of a keyword: its first byte and its length.
const fn keyword_slot(k: &[u8]) -> usize {
    k[0] as usize * (KEYWORD_MAX + 1) + k.len()
}

static KEYWORD_INDEX: KeywordIndex = {
    let mut in_keyword = [false; 256];
    let mut starts = [0u16; KEYWORD_SLOTS + 1];
    let mut n = 0;
    while n < KEYWORDS.len() {
        let k = KEYWORDS[n].0.as_bytes();
        assert!(!k.is_empty() && k.len() <= KEYWORD_MAX);
        let mut j = 0;
        while j < k.len() {
            in_keyword[k[j] as usize] = true;
            j += 1;
        }
        starts[keyword_slot(k) + 1] += 1;
        n += 1;
    }
    let mut s = 0;
    while s < KEYWORD_SLOTS {
        starts[s + 1] += starts[s];
        s += 1;
    }
    let mut next = starts;
    let mut entries = [(0u128, 0u16); KEYWORDS.len()];
    n = 0;
    while n < KEYWORDS.len() {
        let k = KEYWORDS[n].0.as_bytes();
        let slot = keyword_slot(k);
        entries[next[slot] as usize] = (keyword_key(k), n as u16);
        next[slot] += 1;
        n += 1;
    }
    KeywordIndex {
        in_keyword,
        starts,
        entries,
    }
};

/// Length of the longest keyword at `i`, with its token.
fn keyword_at(src: &[u8], i: usize) -> Option<(usize, Tok<'static>)> {
    let index = &KEYWORD_INDEX;
    let rest = &src[i..];
    let first = usize::from(*rest.first()?);
    let head = match rest.get(..KEYWORD_MAX) {
        Some(h) => u128::from_le_bytes(h.try_into().ok()?),
        None => keyword_key(rest),
    };
    let limit = rest.len().min(KEYWORD_MAX);
    let mut run = 0;
    while run < limit && index.in_keyword[usize::from(rest[run])] {
        run += 1;
    }
    // Try the longest candidates first: usually the whole run of keyword
    // bytes is the keyword.
    for len in (1..=run).rev() {
        let key = if len == KEYWORD_MAX {
            head
        } else {
            head & ((1u128 << (8 * len)) - 1)
        };
        let slot = first * (KEYWORD_MAX + 1) + len;
        let entries = usize::from(index.starts[slot])..usize::from(index.starts[slot + 1]);
        for &(k, n) in &index.entries[entries] {
            if k == key {
                return Some((len, KEYWORDS[usize::from(n)].1));
            }
        }
    }
    None
}

/// Length of a map line (`[map bytes]*\r?\n`) at `i`, if there is one.
fn map_line_at(src: &[u8], i: usize, fam: Option<&Family343>) -> Option<usize> {
    let n = src[i..]
        .iter()
        .take_while(|&&b| fam.map_or_else(|| is_map_byte(b), |f| f.is_map_byte(b)))
        .count();
    newline_at(src, i + n).map(|nl| n + nl)
}

/// Length of a percent chance `\[ *[0-9]+% *\]` at `i`.
fn percent_at(src: &[u8], i: usize) -> Option<usize> {
    let mut j = i;
    if src.get(j) != Some(&b'[') {
        return None;
    }
    j += 1;
    while src.get(j) == Some(&b' ') {
        j += 1;
    }
    let d = src[j..].iter().take_while(|b| b.is_ascii_digit()).count();
    if d == 0 {
        return None;
    }
    j += d;
    if src.get(j) != Some(&b'%') {
        return None;
    }
    j += 1;
    while src.get(j) == Some(&b' ') {
        j += 1;
    }
    (src.get(j) == Some(&b']')).then_some(j + 1 - i)
}

/// Length of an integer `[+-]?[0-9]+` at `i`.
fn integer_at(src: &[u8], i: usize) -> Option<usize> {
    let sign = usize::from(matches!(src.get(i), Some(b'+' | b'-')));
    let d = src[i + sign..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    (d > 0).then_some(sign + d)
}

/// Length of a character literal at `i` and its value.
fn char_at(src: &[u8], i: usize) -> Option<(usize, u8)> {
    if src.get(i) != Some(&b'\'') {
        return None;
    }
    // `'\x'` (4 bytes) is longer than `'x'` (3 bytes), so it wins.
    if src.get(i + 1) == Some(&b'\\')
        && src.get(i + 2).is_some_and(|&c| c != b'\n')
        && src.get(i + 3) == Some(&b'\'')
    {
        return Some((4, src[i + 2]));
    }
    if src.get(i + 1).is_some_and(|&c| c != b'\n') && src.get(i + 2) == Some(&b'\'') {
        return Some((3, src[i + 1]));
    }
    None
}

/// The lexer as an iterator over tokens, so that the parser can consume
/// them as they are read. Diagnostics and map blocks are collected on the
/// way; [`Lexer::finish`] reads whatever is left and returns them.
pub struct Lexer<'a> {
    src: &'a [u8],
    out: Lexed<'a>,
    /// Where the next step starts.
    pos: usize,
    /// The token read by the last step, if any.
    pending: Option<SpannedTok<'a>>,
    /// The end of the input was reached and reported.
    done: bool,
    /// The map being collected, when inside `MAP` ... `ENDMAP`.
    map: Option<MapBlock<'a>>,
    /// The lines of the open map read as source: each line's start, the
    /// span of its first token, and whether the C tool surely rejects it.
    foreign: Vec<(usize, Span, bool)>,
    /// Bytes of text the open map holds in lev_comp's buffer.
    map_bytes: usize,
    /// The variant's dialect, if not NetHack 3.4.3's.
    fam: Option<&'static Family343>,
}

/// Lexes a level description.
pub fn lex(src: &[u8]) -> Lexed<'_> {
    let mut lx = Lexer::new(src);
    let mut tokens = Vec::new();
    tokens.extend(&mut lx);
    let mut out = lx.finish();
    out.tokens = tokens;
    out
}

impl<'a> Iterator for Lexer<'a> {
    type Item = SpannedTok<'a>;

    fn next(&mut self) -> Option<SpannedTok<'a>> {
        let src = self.src;
        let len = src.len();
        while self.pos < len {
            let i = self.pos;
            // Outside maps, the common tokens are read here directly; the
            // rest (and every problem) goes through `step`.
            if self.map.is_none() {
                if let Some(t) = self.fast(i) {
                    match t {
                        Some(t) => {
                            self.pos = t.2;
                            return Some(t);
                        }
                        None => continue,
                    }
                }
            }
            self.pos = self.step(i);
            if let Some(t) = self.pending.take() {
                return Some(t);
            }
        }
        if !self.done {
            self.done = true;
            self.end();
        }
        None
    }
}

impl<'a> Lexer<'a> {
    /// Reads a well-formed common token at `i`, outside maps: `Some(None)`
    /// after skipping blanks or a newline (having moved `pos`), `None` when
    /// `step` has to read what is there.
    #[inline]
    fn fast(&mut self, i: usize) -> Option<Option<SpannedTok<'a>>> {
        let src = self.src;
        let tok = match src[i] {
            b' ' | b'\t' => {
                self.pos = i
                    + 1
                    + src[i + 1..]
                        .iter()
                        .take_while(|&&b| b == b' ' || b == b'\t')
                        .count();
                return Some(None);
            }
            b'\n' => {
                self.pos = i + 1;
                return Some(None);
            }
            b',' => (i, Tok::Comma, i + 1),
            b':' => (i, Tok::Colon, i + 1),
            b'(' => (i, Tok::LParen, i + 1),
            b')' => (i, Tok::RParen, i + 1),
            b']' => (i, Tok::RBracket, i + 1),
            // `MAP` at the start of a line is left to `step`.
            b @ (b'A'..=b'Z' | b'a'..=b'z') if b != b'M' || !self.at_bol(i) => {
                let (n, tok) = self.keyword(src, i)?;
                (i, tok, i + n)
            }
            b'0'..=b'9' | b'-' | b'+' => {
                let n = integer_at(src, i)?;
                (i, Tok::Integer(atoi(&src[i..i + n])?), i + n)
            }
            b'"' => {
                let len = src[i + 1..].iter().position(|&c| c == b'"')?;
                let body = &src[i + 1..i + 1 + len];
                if body.iter().any(|&c| c == 0 || c == b'\n') {
                    return None;
                }
                (i, Tok::Str(body), i + len + 2)
            }
            b'\'' => match char_at(src, i)? {
                (n, c) if c != 0 => (i, Tok::Char(c), i + n),
                _ => return None,
            },
            _ => return None,
        };
        Some(Some(tok))
    }
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer {
            src,
            out: Lexed::default(),
            pos: 0,
            pending: None,
            done: false,
            map: None,
            foreign: Vec::new(),
            map_bytes: 0,
            fam: None,
        }
    }

    /// A lexer at the start of `src` for a variant's dialect (`None`:
    /// NetHack 3.4.3's): its map-row bytes and its keywords.
    pub fn with_family(src: &'a [u8], fam: Option<&'static Family343>) -> Self {
        let mut lx = Lexer::new(src);
        lx.fam = fam;
        lx
    }

    /// The longest keyword at `i`, the variant's own included.
    fn keyword(&self, src: &[u8], i: usize) -> Option<(usize, Tok<'static>)> {
        let base = keyword_at(src, i);
        let Some(fam) = self.fam else {
            return base;
        };
        let rest = &src[i..];
        let mut best = base;
        let mut consider = |k: &str, tok: Tok<'static>| {
            if rest.starts_with(k.as_bytes()) && best.is_none_or(|(n, _)| k.len() > n) {
                best = Some((k.len(), tok));
            }
        };
        for &(k, v) in fam.flags {
            consider(k, Tok::Word(Word::FlagType(v)));
        }
        if fam.not_d {
            consider("FORGE", Tok::Kw(Kw::Forge));
            consider("skipcheck", Tok::Word(Word::SanityFlag(0)));
            consider("noskipcheck", Tok::Word(Word::SanityFlag(1)));
        }
        if let Some(s) = fam.slashem {
            consider("OBJFLAGS", Tok::Kw(Kw::ObjFlags));
            consider("RANDOM_REGION", Tok::Kw(Kw::RandomRegion));
            consider("region", Tok::Kw(Kw::RRegister));
            consider("o_lit", Tok::Word(Word::ObjFlag(1)));
            consider("o_buried", Tok::Word(Word::ObjFlag(2)));
            for &(k, v) in s.engravings {
                consider(k, Tok::Word(Word::EngravingType(v)));
            }
        }
        best
    }

    /// The map blocks read so far.
    pub fn maps(&self) -> &[MapBlock<'a>] {
        &self.out.maps
    }

    /// The diagnostics reported so far.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.out.diagnostics
    }

    /// Reads the rest of the input (dropping its tokens) and returns the map
    /// blocks and diagnostics; `tokens` holds what was not consumed.
    pub fn finish(mut self) -> Lexed<'a> {
        let rest: Vec<SpannedTok<'a>> = (&mut self).collect();
        self.out.tokens = rest;
        self.out
    }

    fn at_bol(&self, i: usize) -> bool {
        i == 0 || self.src[i - 1] == b'\n'
    }

    fn push(&mut self, l: usize, tok: Tok<'a>, r: usize) {
        if self.map.is_some() {
            // Inside a map the C scanner reads a line that is no map row as
            // ordinary source; whether that parses is for the parser to say.
            self.foreign_line(l, r, tok == Tok::Bad);
        }
        self.pending = Some((l, tok, r));
    }

    /// Records that the token at `l..r` was read inside the open map.
    fn foreign_line(&mut self, l: usize, r: usize, rejected: bool) {
        let line = self.src[..l]
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |p| p + 1);
        match self.foreign.last_mut() {
            Some(last) if last.0 == line => last.2 |= rejected,
            _ => self.foreign.push((line, Span::new(l, r), rejected)),
        }
    }

    /// Ends the open map at `end` (the end of its `ENDMAP`, or of the file
    /// when `closed` is false): the notes on its lines read as source.
    fn close_map(&mut self, end: usize, closed: bool) {
        let Some(map) = self.map.take() else {
            return;
        };
        let src = self.src;
        for (line, first, rejected) in std::mem::take(&mut self.foreign) {
            let le = line_end(src, line);
            let fam = self.fam;
            let (blanks, bad) = MapNote::scan_row(src, line, le, |b| {
                fam.map_or_else(|| is_map_byte(b), |f| f.is_map_byte(b))
            });
            let warning = MapNote::token_in_map(first, &show_bytes(&src[first.range()]), map.start);
            let error = match bad {
                Some(at) => {
                    let c = char_len(&src[at..]);
                    let mut d = Diagnostic::error(format!(
                        "`{}` is not a map character",
                        show_bytes(&src[at..at + c])
                    ))
                    .at(Span::new(at, at + c), "not a map character")
                    .with_label(map.start, "in this map");
                    d = match fam {
                        None => d.note("a map line holds only `- | } { + A B C I S H K P L W T F \\ # .`, blanks and digits, up to `ENDMAP`"),
                        Some(f) if f.is_slashem() => d.note(format!(
                            "a {} map line holds only `- | }} {{ + A B C I S H K P L W T F {} \\ # .`, blanks and digits, up to `ENDMAP`",
                            f.name,
                            show_bytes(f.map_row_extra).replace("", " ").trim()
                        )),
                        Some(f) => d.note(format!(
                            "a {} map line holds only `- | }} {{ + A B C F G H I K L N P S T W Y \\ # . , e s t w`, blanks and digits, up to `ENDMAP`",
                            f.name
                        )),
                    };
                    if fam.is_some_and(|f| f.not_d) && src[at] == b'O' {
                        d = d.help("notdNetHack's map reader knows `O` (a forge), but its lexer never lets it into a map: place the forge with `FORGE: (x,y)`");
                    } else if src[at..le].starts_with(b"ENDMAP") {
                        d = d.help("`ENDMAP` ends the map only at the start of its line (after blanks at most)");
                    } else if src[at] == b'\t' {
                        d = d.help("a tab is not a map character; use spaces");
                    } else if src[line + blanks] == b'#' && blanks > 0 {
                        d = d.help("a comment line starts with `#` in the first column");
                    }
                    d
                }
                None => Diagnostic::error("the last line of this MAP has no line ending")
                    .at(Span::new(line, le), "no newline after this row")
                    .with_label(map.start, "in this map")
                    .note("a map row ends with a line ending; NetHack's lev_comp reads an unterminated one as source")
                    .help("end the file with `ENDMAP` on a line of its own"),
            };
            if rejected {
                self.out.diagnostics.push(error);
            } else {
                // After a `MAP` with no `ENDMAP` the rest of the file is
                // read this way: one warning says so for all of it.
                self.out.map_notes.push(MapNote {
                    region: Span::new(line, end),
                    map_start: map.start.start(),
                    warning: closed.then_some(warning),
                    error,
                });
            }
        }
        if closed {
            let mut map = map;
            map.span = Span::new(map.start.start(), end);
            let idx = self.out.maps.len();
            let start = map.start.start();
            self.out.maps.push(map);
            self.pending = Some((start, Tok::Map(idx), end));
        } else {
            if self.map_bytes >= MAP_BUFFER {
                self.out.diagnostics.push(
                    Diagnostic::error(format!(
                        "this MAP block holds {} bytes of text; NetHack's lev_comp reads at most {}",
                        self.map_bytes,
                        MAP_BUFFER - 1
                    ))
                    .at(map.start, "too much text")
                    .note("lev_comp collects a map in a fixed buffer and would overflow it, even with no `ENDMAP`"),
                );
            }
            self.out.map_notes.push(MapNote {
                region: Span::new(end, end),
                map_start: map.start.start(),
                warning: Some(
                    Diagnostic::warning("unclosed-map", "`MAP` with no `ENDMAP` after it")
                        .at(map.start, "this line is ignored")
                        .note("like NetHack's lev_comp, the lines after it that look like map rows are skipped and the rest is read as usual")
                        .help("remove the line, or close the map with `ENDMAP`"),
                ),
                error: Diagnostic::error("this MAP block has no `ENDMAP`")
                    .at(map.start, "the map starts here")
                    .note("the file ends before a line with `ENDMAP`"),
            });
        }
        self.map_bytes = 0;
    }

    fn end(&mut self) {
        self.close_map(self.src.len(), false);
    }

    /// Reads one token (or skips one blank run, newline or comment) at `i`;
    /// returns the next position.
    ///
    /// The rules of the C scanner that can match at `i` all start with
    /// different bytes (keywords and `MAP` with letters, a chance with `[`,
    /// an integer with a sign or digit, a character literal with `'`), so
    /// the first byte picks the rules to try, and the longest match of those
    /// wins as in the scanner.
    #[inline(never)]
    fn step(&mut self, i: usize) -> usize {
        let src = self.src;
        let bol = self.at_bol(i);
        // Inside a map (an inclusive state of the C scanner): `ENDMAP` and
        // whole map rows come first, then every ordinary rule.
        if self.map.is_some() {
            if src[i..].starts_with(b"ENDMAP") {
                // No other rule matches 6 bytes starting with `ENDMAP`
                // except `ENDMAP` itself.
                self.close_map(i + 6, true);
                return i + 6;
            }
            if let Some(n) = map_line_at(src, i, self.fam) {
                // A comment line made only of map bytes is a map line too
                // (the map rule comes first and matches as long).
                let nl = if src[i + n - 1] == b'\n' && n >= 2 && src[i + n - 2] == b'\r' {
                    2
                } else {
                    1
                };
                let body = &src[i..i + n - nl];
                if !bol {
                    // After a run of blanks that holds a tab, or after
                    // tokens read as source on the same line.
                    let line = src[..i]
                        .iter()
                        .rposition(|&c| c == b'\n')
                        .map_or(0, |p| p + 1);
                    if self.foreign.last().is_none_or(|f| f.0 != line) {
                        self.out.diagnostics.push(
                            Diagnostic::warning("tab-in-map", "the blanks before this map row are dropped")
                                .at(Span::new(line, i), "skipped, not part of the row")
                                .note("a tab is not a map character: NetHack's lev_comp skips the whole run of blanks before the row, which then starts at its first map character")
                                .help("indent map rows with spaces only"),
                        );
                    }
                }
                self.map_bytes += body.len() + 1;
                if let Some(map) = &mut self.map {
                    map.lines.push(MapLine {
                        bytes: body,
                        span: Span::new(i, i + n - nl),
                    });
                }
                return i + n;
            }
        }
        let b = src[i];
        match b {
            b' ' | b'\t' => {
                i + src[i..]
                    .iter()
                    .take_while(|&&b| b == b' ' || b == b'\t')
                    .count()
            }
            b'\n' => i + 1,
            b',' => self.single(i, Tok::Comma),
            b':' => self.single(i, Tok::Colon),
            b'(' => self.single(i, Tok::LParen),
            b')' => self.single(i, Tok::RParen),
            b']' => self.single(i, Tok::RBracket),
            b'"' => self.string(i),
            b'#' if bol => self.comment(i),
            b'A'..=b'Z' | b'a'..=b'z' => self.word(i, bol),
            b'0'..=b'9' | b'+' | b'-' => match integer_at(src, i) {
                Some(n) => self.integer(i, n),
                None => self.stray(i),
            },
            b'[' => match percent_at(src, i) {
                Some(n) => self.percent(i, n),
                None => self.single(i, Tok::LBracket),
            },
            b'\'' => match char_at(src, i) {
                Some((n, c)) => self.char_literal(i, n, c),
                None => self.stray(i),
            },
            b'\r' if src.get(i + 1) == Some(&b'\n') => i + 2,
            _ => self.stray(i),
        }
    }

    /// A comment line: `^#.*\n`.
    fn comment(&mut self, i: usize) -> usize {
        let src = self.src;
        let le = line_end(src, i);
        if le < src.len() {
            return le + 1;
        }
        // Without a final newline the C scanner sees a stray `#`.
        self.out.diagnostics.push(
            Diagnostic::error("a comment on the last line needs a line ending")
                .at(Span::new(i, le), "no newline after this comment")
                .note("NetHack's lev_comp reads `#` here as an unexpected character")
                .help("end the file with a newline"),
        );
        self.push(i, Tok::Bad, le);
        le
    }

    /// A keyword, or `^MAP\r?\n`, at a letter: the longer match wins.
    fn word(&mut self, i: usize, bol: bool) -> usize {
        let src = self.src;
        let kw = self.keyword(src, i);
        let map_start = (bol && src[i..].starts_with(b"MAP"))
            .then(|| newline_at(src, i + 3).map(|n| 3 + n))
            .flatten();
        let kw_len = kw.map_or(0, |(n, _)| n);
        let longest = map_start.unwrap_or(0).max(kw_len);
        if longest == 0 {
            return self.stray(i);
        }
        if let Some((n, tok)) = kw.filter(|&(n, _)| n == longest) {
            if map_start != Some(longest) {
                self.push(i, tok, i + n);
                return i + n;
            }
        }
        if let Some(map) = &self.map {
            // The scanner enters the map state again: the line is skipped
            // and the map goes on.
            self.out.diagnostics.push(
                Diagnostic::warning("unclosed-map", "`MAP` inside a MAP is skipped")
                    .at(Span::new(i, i + 3), "this line is ignored")
                    .with_label(map.start, "the map started here has no `ENDMAP` before it")
                    .note("like NetHack's lev_comp, the map goes on as if the line were not there")
                    .help("close the first map with `ENDMAP`"),
            );
        } else {
            self.map = Some(MapBlock {
                // Room for the tallest valid map (21 rows), grown only for
                // maps that are too tall anyway.
                lines: Vec::with_capacity(21),
                span: Span::new(i, i + 3),
                start: Span::new(i, i + 3),
            });
        }
        i + longest
    }

    fn percent(&mut self, i: usize, n: usize) -> usize {
        let src = self.src;
        let body = &src[i + 1..i + n];
        let blanks = body.iter().take_while(|&&b| b == b' ').count();
        match atoi(&body[blanks..]) {
            Some(v) => self.push(i, Tok::Percent(v), i + n),
            None => {
                self.out.diagnostics.push(
                    Diagnostic::error("this chance does not fit in an `int`")
                        .at(Span::new(i, i + n), "out of range")
                        .note("a chance is a percentage from 1 to 100"),
                );
                self.push(i, Tok::Bad, i + n);
            }
        }
        i + n
    }

    fn integer(&mut self, i: usize, n: usize) -> usize {
        let text = &self.src[i..i + n];
        match atoi(text) {
            Some(v) => self.push(i, Tok::Integer(v), i + n),
            None => {
                self.out.diagnostics.push(
                    Diagnostic::error(format!(
                        "integer `{}` does not fit in an `int`",
                        show_bytes(text)
                    ))
                    .at(Span::new(i, i + n), "out of range")
                    .note(format!(
                        "integers range from {} to {}",
                        i32::MIN,
                        i32::MAX
                    )),
                );
                self.push(i, Tok::Bad, i + n);
            }
        }
        i + n
    }

    fn char_literal(&mut self, i: usize, n: usize, c: u8) -> usize {
        if c == 0 {
            self.out.diagnostics.push(
                Diagnostic::error("NUL byte in a character literal")
                    .at(Span::new(i, i + n), "NUL byte"),
            );
            self.push(i, Tok::Bad, i + n);
        } else {
            self.push(i, Tok::Char(c), i + n);
        }
        i + n
    }

    fn single(&mut self, i: usize, tok: Tok<'a>) -> usize {
        self.push(i, tok, i + 1);
        i + 1
    }

    fn stray(&mut self, i: usize) -> usize {
        let src = self.src;
        if self.map.is_some() {
            self.push(i, Tok::Bad, i + 1);
            return i + 1;
        }
        // Report a whole run of letters as one unknown word.
        let word_len = src[i..]
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_' || **b == b'-')
            .count();
        if word_len > 0 && src[i].is_ascii_alphabetic() {
            let word = &src[i..i + word_len];
            let text = String::from_utf8_lossy(word).into_owned();
            let mut d = Diagnostic::error(format!("unknown word `{text}`"))
                .at(Span::new(i, i + word_len), "not a keyword");
            let own = self.fam.map_or_else(Vec::new, |f| f.keywords());
            if let Some(s) = did_you_mean(
                &text,
                KEYWORDS.iter().map(|(k, _)| *k).chain(own.iter().copied()),
            ) {
                d = d.help(format!("did you mean `{s}`?"));
            }
            self.out.diagnostics.push(d);
            self.push(i, Tok::Bad, i + word_len);
            return i + word_len;
        }
        let len = char_len(&src[i..]);
        let shown = show_bytes(&src[i..i + len]);
        let mut d = Diagnostic::error(format!("unexpected character `{shown}`"))
            .at(Span::new(i, i + len), "not part of any token");
        if src[i] == b'#' {
            let le = line_end(src, i);
            self.out.diagnostics.push(
                d.note("`#` starts a comment only in the first column of a line")
                    .help("move the comment to a line of its own"),
            );
            self.push(i, Tok::Bad, le);
            return le;
        } else if src[i] == b'\'' {
            d = d.note("a character literal is one character between quotes: `'x'` or `'\\x'`");
        } else if src[i] == b'\r' {
            d = d.note("a carriage return is only allowed right before a line feed");
        }
        self.out.diagnostics.push(d);
        self.push(i, Tok::Bad, i + len);
        i + len
    }

    fn string(&mut self, i: usize) -> usize {
        let src = self.src;
        let Some(len) = src[i + 1..].iter().position(|&c| c == b'"') else {
            let end = line_end(src, i);
            self.out.diagnostics.push(
                Diagnostic::error("unterminated string")
                    .at(Span::new(i, end), "this string has no closing `\"`"),
            );
            self.push(i, Tok::Bad, src.len());
            return src.len();
        };
        let end = i + len + 2;
        let body = &src[i + 1..i + 1 + len];
        if let Some(nul) = body.iter().position(|&c| c == 0) {
            let at = i + 1 + nul;
            self.out.diagnostics.push(
                Diagnostic::error("NUL byte inside a string")
                    .at(Span::new(at, at + 1), "NUL byte")
                    .note("NetHack's lev_comp would silently cut the string here"),
            );
            self.push(i, Tok::Bad, end);
            return end;
        }
        if body.contains(&b'\n') {
            self.out.diagnostics.push(
                Diagnostic::warning("multiline-string", "string runs over more than one line")
                    .at(Span::new(i, end), "the line break is part of the string")
                    .help("check for a missing `\"` on the first line"),
            );
        }
        self.push(i, Tok::Str(body), end);
        end
    }
}

fn char_len(rest: &[u8]) -> usize {
    match rest.utf8_chunks().next() {
        Some(c) if !c.valid().is_empty() => c.valid().chars().next().map_or(1, char::len_utf8),
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(src: &[u8]) -> Vec<Tok<'_>> {
        lex(src).tokens.into_iter().map(|(_, t, _)| t).collect()
    }

    #[test]
    fn keywords_take_the_longest_match() {
        assert_eq!(
            toks(b"MAZEWALK MAZE half-left"),
            vec![
                Tok::Kw(Kw::Mazewalk),
                Tok::Kw(Kw::Maze),
                Tok::Word(Word::LeftOrRight(2))
            ]
        );
    }

    #[test]
    fn keyword_lookup_matches_a_plain_longest_match() {
        // The longest keyword that the text starts with, by brute force.
        let naive = |text: &[u8]| {
            KEYWORDS
                .iter()
                .filter(|(k, _)| text.starts_with(k.as_bytes()))
                .max_by_key(|(k, _)| k.len())
                .map(|(k, t)| (k.len(), *t))
        };
        let tails: [&[u8]; 8] = [
            b"",
            b" ",
            b"s",
            b"_x",
            b"-left",
            b"WALK",
            b": (1,2)",
            b"ssssssssssssssssssss",
        ];
        for (k, _) in KEYWORDS {
            for tail in tails {
                for cut in 0..=k.len() {
                    let mut text = k.as_bytes()[..cut].to_vec();
                    text.extend_from_slice(tail);
                    assert_eq!(keyword_at(&text, 0), naive(&text), "{}", show_bytes(&text));
                }
            }
        }
    }

    #[test]
    fn map_blocks_collect_lines() {
        let l = lex(b"GEOMETRY:center,center\nMAP\n--- \r\n|.|\n#  #\nENDMAP\n");
        assert!(l.diagnostics.is_empty(), "{:?}", l.diagnostics);
        assert_eq!(l.maps.len(), 1);
        let lines: Vec<&[u8]> = l.maps[0].lines.iter().map(|x| x.bytes).collect();
        assert_eq!(lines, vec![&b"--- "[..], b"|.|", b"#  #"]);
        assert_eq!(l.tokens.last().map(|t| t.1), Some(Tok::Map(0)));
    }

    #[test]
    fn chars_percent_and_integers() {
        assert_eq!(
            toks(b"'a' '\\'' [ 50% ] -3 +4 ["),
            vec![
                Tok::Char(b'a'),
                Tok::Char(b'\''),
                Tok::Percent(50),
                Tok::Integer(-3),
                Tok::Integer(4),
                Tok::LBracket
            ]
        );
    }
}
