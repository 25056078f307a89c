//! The dungeon.def lexer.
//!
//! It reads bytes the way NetHack's flex scanner does (longest keyword match
//! at each position, integers as runs of digits and `-` read like `atoi`,
//! strings from `"` to the next `"`), and adds the preprocessing step that
//! turned `dungeon.def` into `dungeon.pdf`: `#` lines are comments and
//! `%FEATURE` lines are kept or dropped by feature. Problems become
//! diagnostics and a [`Tok::Bad`] token, so parsing goes on.

use dgn_common::diag::{did_you_mean, Diagnostic, DiagnosticSink};
use dgn_common::source::{show_bytes, Span};
use dgn_common::target::{Features, Target};
use std::collections::VecDeque;

/// A flag/alignment word accepted by `DESCRIPTION`, `ALIGNMENT`,
/// `LEVELDESC` and `LEVALIGN`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Descriptor {
    /// `town`
    Town,
    /// `hellish`
    Hellish,
    /// `mazelike`
    Mazelike,
    /// `roguelike`
    Roguelike,
    /// `unaligned`
    Unaligned,
    /// `noalign` (same as `unaligned`)
    Noalign,
    /// `lawful`
    Lawful,
    /// `neutral`
    Neutral,
    /// `chaotic`
    Chaotic,
    /// A variant's own descriptor: its word and its bit in the flags (see
    /// [`variant_descriptors`]).
    Extra(&'static str, u16),
}

/// A variant's own descriptors (its `dgn_file.h`), which take the bits
/// above `roguelike` and move the alignment bits up: EvilHack's `iceq`,
/// `vecnad`, `gtown`, `purg`, `hdgn` (alignment `<< 9`), Hack'EM's
/// `vecnad` (`<< 6`).
pub fn variant_descriptors(variant: dgn_common::target::Variant) -> &'static [(&'static str, u16)] {
    match variant {
        dgn_common::target::Variant::EvilHack => &[
            ("iceq", 16),
            ("vecnad", 32),
            ("gtown", 64),
            ("purg", 128),
            ("hdgn", 256),
        ],
        dgn_common::target::Variant::HackEm => &[("vecnad", 16)],
        _ => &[],
    }
}

impl Descriptor {
    /// The word as written.
    pub fn word(self) -> &'static str {
        match self {
            Descriptor::Town => "town",
            Descriptor::Hellish => "hellish",
            Descriptor::Mazelike => "mazelike",
            Descriptor::Roguelike => "roguelike",
            Descriptor::Unaligned => "unaligned",
            Descriptor::Noalign => "noalign",
            Descriptor::Lawful => "lawful",
            Descriptor::Neutral => "neutral",
            Descriptor::Chaotic => "chaotic",
            Descriptor::Extra(word, _) => word,
        }
    }

    /// True for the alignment words.
    pub fn is_alignment(self) -> bool {
        matches!(
            self,
            Descriptor::Unaligned
                | Descriptor::Noalign
                | Descriptor::Lawful
                | Descriptor::Neutral
                | Descriptor::Chaotic
        )
    }
}

/// A token of the dungeon language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tok<'a> {
    /// `DUNGEON`
    Dungeon,
    /// `ENTRY`
    Entry,
    /// `PROTOFILE`
    Protofile,
    /// `DESCRIPTION`
    Description,
    /// `LEVELDESC`
    LevelDesc,
    /// `ALIGNMENT`
    Alignment,
    /// `LEVALIGN`
    LevAlign,
    /// `BRANCH`
    Branch,
    /// `CHAINBRANCH`
    ChainBranch,
    /// `LEVEL`
    Level,
    /// `RNDLEVEL`
    RndLevel,
    /// `CHAINLEVEL`
    ChainLevel,
    /// `RNDCHLEVEL` or `RNDCHAINLEVEL`
    RndChainLevel,
    /// `up`
    Up,
    /// `down`
    Down,
    /// `stair`
    Stair,
    /// `no_up`
    NoUp,
    /// `no_down`
    NoDown,
    /// `portal`
    Portal,
    /// A flag or alignment word.
    Descriptor(Descriptor),
    /// An integer, already converted the way `atoi` converts it.
    Integer(i32),
    /// A string's bytes, without the quotes.
    Str(&'a [u8]),
    /// `:`
    Colon,
    /// `@`
    At,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `,`
    Comma,
    /// `+`
    Plus,
    /// GnollHack's `TILESET`.
    Tileset,
    /// One of GnollHack's tileset words, with its number.
    Cmap(i32),
    /// Something that is no token; the lexer has already reported it.
    Bad,
}

/// GnollHack's tileset words (its `CMAP_` types), with their numbers.
pub const GNOLLHACK_TILESETS: &[(&str, i32)] = &[
    ("dungeons_of_doom_tileset", 0),
    ("gnomish_mines_tileset", 1),
    ("gehennom_tileset", 2),
    ("undead_tileset", 3),
    ("sokoban_tileset", 4),
    ("elemental_tileset", 5),
    ("astral_tileset", 6),
    ("gehennom_cavernous_tileset", 7),
    ("garden_tileset", 8),
    ("modron_tileset", 9),
    ("cityscape_tileset", 10),
    ("reinforced_tileset", 11),
    ("nest_tileset", 12),
    ("tower_tileset", 13),
    ("opulent_tileset", 14),
    ("temple_tileset", 15),
];

/// Every keyword with its token, for longest-match scanning and
/// did-you-mean suggestions.
pub const KEYWORDS: &[(&str, Tok<'static>)] = &[
    ("DUNGEON", Tok::Dungeon),
    ("ENTRY", Tok::Entry),
    ("PROTOFILE", Tok::Protofile),
    ("DESCRIPTION", Tok::Description),
    ("LEVELDESC", Tok::LevelDesc),
    ("ALIGNMENT", Tok::Alignment),
    ("LEVALIGN", Tok::LevAlign),
    ("BRANCH", Tok::Branch),
    ("CHAINBRANCH", Tok::ChainBranch),
    ("LEVEL", Tok::Level),
    ("RNDLEVEL", Tok::RndLevel),
    ("CHAINLEVEL", Tok::ChainLevel),
    ("RNDCHLEVEL", Tok::RndChainLevel),
    ("RNDCHAINLEVEL", Tok::RndChainLevel),
    ("up", Tok::Up),
    ("down", Tok::Down),
    ("stair", Tok::Stair),
    ("no_up", Tok::NoUp),
    ("no_down", Tok::NoDown),
    ("portal", Tok::Portal),
    ("town", Tok::Descriptor(Descriptor::Town)),
    ("hellish", Tok::Descriptor(Descriptor::Hellish)),
    ("mazelike", Tok::Descriptor(Descriptor::Mazelike)),
    ("roguelike", Tok::Descriptor(Descriptor::Roguelike)),
    ("unaligned", Tok::Descriptor(Descriptor::Unaligned)),
    ("noalign", Tok::Descriptor(Descriptor::Noalign)),
    ("lawful", Tok::Descriptor(Descriptor::Lawful)),
    ("neutral", Tok::Descriptor(Descriptor::Neutral)),
    ("chaotic", Tok::Descriptor(Descriptor::Chaotic)),
];

/// Which input form the lexer reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum InputKind {
    /// A `dungeon.def` source: `%FEATURE` lines are resolved.
    #[default]
    Def,
    /// A preprocessed `dungeon.pdf`: `%` lines are errors, as for the C tool.
    Pdf,
}

/// A token with its byte span.
pub type SpannedTok<'a> = (usize, Tok<'a>, usize);

#[derive(Debug, Default)]
struct Lexed<'a> {
    tokens: VecDeque<SpannedTok<'a>>,
    diagnostics: DiagnosticSink,
    /// Errors after which the token is still the one the C tool reads (a
    /// string cut at a NUL byte): the statement parses as NetHack's
    /// dgn_comp reads it.
    kept_errors: usize,
    /// Descriptors of the target's variant.
    extra: &'static [(&'static str, u16)],
    /// GnollHack's `TILESET` and tileset words are keywords.
    gnollhack: bool,
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Reads a run of `-` and digits the way C's `atoi` does: an optional sign,
/// then digits up to the first non-digit. `None` when the value does not fit
/// an `int`.
pub fn atoi(text: &[u8]) -> Option<i64> {
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
    (i64::from(i32::MIN)..=i64::from(i32::MAX))
        .contains(&v)
        .then_some(v)
}

/// Splits a word into keyword and integer tokens by longest match at each
/// position, as flex does. `None` when some position starts no token.
fn split_word(word: &[u8]) -> Option<Vec<(usize, Tok<'static>, usize)>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < word.len() {
        if word[i].is_ascii_digit() {
            let end = i + word[i..].iter().take_while(|b| b.is_ascii_digit()).count();
            let v = atoi(&word[i..end])?;
            out.push((i, Tok::Integer(v as i32), end));
            i = end;
            continue;
        }
        let (kw, tok) = KEYWORDS
            .iter()
            .filter(|(k, _)| word[i..].starts_with(k.as_bytes()))
            .max_by_key(|(k, _)| k.len())?;
        out.push((i, *tok, i + kw.len()));
        i += kw.len();
    }
    Some(out)
}

/// A streaming lexer: an iterator of tokens whose problems collect in
/// [`Lexer::diagnostics`]. Memory stays bounded whatever the input size.
pub struct Lexer<'a, 't> {
    src: &'a [u8],
    i: usize,
    line_start: bool,
    kind: InputKind,
    target: &'t Target,
    features: &'t Features,
    out: Lexed<'a>,
}

impl<'a, 't> Lexer<'a, 't> {
    /// A lexer over `src`.
    pub fn new(src: &'a [u8], kind: InputKind, target: &'t Target, features: &'t Features) -> Self {
        Lexer {
            src,
            i: 0,
            line_start: true,
            kind,
            target,
            features,
            out: Lexed {
                extra: variant_descriptors(target.variant),
                gnollhack: target.variant == dgn_common::target::Variant::GnollHack,
                ..Lexed::default()
            },
        }
    }

    /// The lexical errors and warnings found so far.
    pub fn diagnostics(self) -> DiagnosticSink {
        self.out.diagnostics
    }

    /// How many of the errors found so far left the token the C tool
    /// reads in place (a string cut at a NUL byte): the statements still
    /// parse as NetHack's dgn_comp reads them.
    pub fn kept_errors(&self) -> usize {
        self.out.kept_errors
    }

    fn step(&mut self) {
        let (src, i) = (self.src, self.i);
        let b = src[i];
        if self.line_start {
            self.line_start = false;
            if b == b'#' {
                self.i += src[i..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .unwrap_or(src.len() - i);
                return;
            }
            if b == b'%' {
                let name_end = i + 1 + src[i + 1..].iter().take_while(|&&c| is_word(c)).count();
                let name = String::from_utf8_lossy(&src[i + 1..name_end]).into_owned();
                let span = Span::new(i, name_end);
                let line_end = i + src[i..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .unwrap_or(src.len() - i);
                if self.kind == InputKind::Pdf {
                    self.out.diagnostics.push(
                    Diagnostic::error("a `%` feature line in a preprocessed `.pdf` file")
                        .at(span, "not allowed here")
                        .note("feature lines are resolved when a `.def` file is preprocessed; NetHack's dgn_comp rejects them")
                        .help("give the file a `.def` name to have its feature lines resolved"),
                );
                    self.out.tokens.push_back((i, Tok::Bad, line_end));
                    self.i = line_end;
                    return;
                }
                match self.features.is_on(self.target, &name) {
                    Some(true) => self.i = name_end,
                    Some(false) => self.i = line_end,
                    None => {
                        let known: Vec<&str> = self
                            .target
                            .features
                            .iter()
                            .map(|(n, _)| n.as_str())
                            .collect();
                        let mut d = Diagnostic::error(format!("unknown feature `%{name}`"))
                            .at(span, "no such feature in this target")
                            .note(format!(
                                "target `{}` knows: {}",
                                self.target.name,
                                if known.is_empty() {
                                    "no features".to_string()
                                } else {
                                    known.join(", ")
                                }
                            ));
                        if let Some(s) = did_you_mean(&name, known.iter().copied()) {
                            d = d.help(format!("did you mean `%{s}`?"));
                        }
                        self.out.diagnostics.push(d);
                        self.i = line_end;
                    }
                }
                return;
            }
        }
        match b {
            b'\n' => {
                self.line_start = true;
                self.i += 1;
            }
            b'\r' if src.get(i + 1) == Some(&b'\n') => self.i += 1,
            b' ' | b'\t' => self.i += 1,
            b':' => self.i = single(&mut self.out, i, Tok::Colon),
            b'@' => self.i = single(&mut self.out, i, Tok::At),
            b'(' => self.i = single(&mut self.out, i, Tok::LParen),
            b')' => self.i = single(&mut self.out, i, Tok::RParen),
            b',' => self.i = single(&mut self.out, i, Tok::Comma),
            b'+' => self.i = single(&mut self.out, i, Tok::Plus),
            b'"' => self.i = string(&mut self.out, src, i),
            b'-' | b'0'..=b'9' => self.i = integer(&mut self.out, src, i),
            _ if is_word(b) => self.i = word(&mut self.out, src, i),
            b'#' => {
                let end = i + src[i..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .unwrap_or(src.len() - i);
                self.out.diagnostics.push(
                    Diagnostic::error("`#` starts a comment only at the beginning of a line")
                        .at(Span::new(i, i + 1), "unexpected `#`")
                        .help(
                            "move the comment to a line of its own, starting in the first column",
                        ),
                );
                self.out.tokens.push_back((i, Tok::Bad, end));
                self.i = end;
            }
            _ => {
                let len = char_len(&src[i..]);
                let shown = show_bytes(&src[i..i + len]);
                self.out.diagnostics.push(
                Diagnostic::error(format!("unexpected character `{shown}`"))
                    .at(Span::new(i, i + len), "not part of any token")
                    .note("outside strings, a dungeon description holds keywords, integers, strings and `: @ ( ) , +`"),
            );
                self.out.tokens.push_back((i, Tok::Bad, i + len));
                self.i += len;
            }
        }
    }
}

impl<'a> Iterator for Lexer<'a, '_> {
    type Item = SpannedTok<'a>;

    fn next(&mut self) -> Option<SpannedTok<'a>> {
        loop {
            if let Some(t) = self.out.tokens.pop_front() {
                return Some(t);
            }
            if self.i >= self.src.len() {
                return None;
            }
            self.step();
        }
    }
}

/// Lexes a whole dungeon description at once.
pub fn lex<'a>(
    src: &'a [u8],
    kind: InputKind,
    target: &Target,
    features: &Features,
) -> (Vec<SpannedTok<'a>>, Vec<Diagnostic>) {
    let mut lexer = Lexer::new(src, kind, target, features);
    let tokens: Vec<_> = lexer.by_ref().collect();
    (tokens, lexer.diagnostics().into_vec())
}

fn char_len(rest: &[u8]) -> usize {
    match rest.utf8_chunks().next() {
        Some(c) if !c.valid().is_empty() => c.valid().chars().next().map_or(1, char::len_utf8),
        _ => 1,
    }
}

fn single(lx: &mut Lexed<'_>, i: usize, tok: Tok<'static>) -> usize {
    lx.tokens.push_back((i, tok, i + 1));
    i + 1
}

fn string<'a>(lx: &mut Lexed<'a>, src: &'a [u8], i: usize) -> usize {
    let Some(len) = src[i + 1..].iter().position(|&c| c == b'"') else {
        let end = i + src[i..]
            .iter()
            .position(|&c| c == b'\n')
            .unwrap_or(src.len() - i);
        lx.diagnostics.push(
            Diagnostic::error("unterminated string")
                .at(Span::new(i, end), "this string has no closing `\"`"),
        );
        lx.tokens.push_back((i, Tok::Bad, src.len()));
        return src.len();
    };
    let end = i + len + 2;
    let body = &src[i + 1..i + 1 + len];
    if let Some(nul) = body.iter().position(|&c| c == 0) {
        let at = i + 1 + nul;
        lx.diagnostics.push(
            Diagnostic::error("NUL byte inside a string")
                .at(Span::new(at, at + 1), "NUL byte")
                .note("NetHack's dgn_comp would silently cut the string here"),
        );
        // The string as the C tool reads it, so that the rest of the
        // description is still checked (and proven).
        lx.kept_errors += 1;
        lx.tokens.push_back((i, Tok::Str(&body[..nul]), end));
        return end;
    }
    if body.contains(&b'\n') {
        lx.diagnostics.push(
            Diagnostic::warning("multiline-string", "string runs over more than one line")
                .at(Span::new(i, end), "the line break is part of the string")
                .help("check for a missing `\"` on the first line"),
        );
    }
    lx.tokens.push_back((i, Tok::Str(body), end));
    end
}

fn integer(lx: &mut Lexed<'_>, src: &[u8], i: usize) -> usize {
    let end = i + src[i..]
        .iter()
        .take_while(|&&c| c == b'-' || c.is_ascii_digit())
        .count();
    let text = &src[i..end];
    let span = Span::new(i, end);
    match atoi(text) {
        None => {
            lx.diagnostics.push(
                Diagnostic::error(format!(
                    "integer `{}` does not fit in an `int`",
                    show_bytes(text)
                ))
                .at(span, "out of range")
                .note(format!("integers range from {} to {}", i32::MIN, i32::MAX)),
            );
            lx.tokens.push_back((i, Tok::Bad, end));
        }
        Some(v) => {
            let well_formed = {
                let digits = text.strip_prefix(b"-").unwrap_or(text);
                !digits.is_empty() && digits.iter().all(u8::is_ascii_digit)
            };
            if !well_formed {
                lx.diagnostics.push(
                    Diagnostic::warning("malformed-integer", format!("`{}` is read as the integer {v}", show_bytes(text)))
                        .at(span, "not a well-formed integer")
                        .note("like NetHack's dgn_comp, a run of digits and `-` is read up to its first misplaced `-`"),
                );
            }
            lx.tokens.push_back((i, Tok::Integer(v as i32), end));
        }
    }
    end
}

fn word<'a>(lx: &mut Lexed<'a>, src: &'a [u8], i: usize) -> usize {
    let end = i + src[i..].iter().take_while(|&&c| is_word(c)).count();
    let text = &src[i..end];
    if lx.gnollhack {
        if text == b"TILESET" {
            lx.tokens.push_back((i, Tok::Tileset, end));
            return end;
        }
        if let Some(&(_, v)) = GNOLLHACK_TILESETS.iter().find(|t| t.0.as_bytes() == text) {
            lx.tokens.push_back((i, Tok::Cmap(v), end));
            return end;
        }
    }
    if let Some(&(word, bit)) = lx.extra.iter().find(|d| d.0.as_bytes() == text) {
        lx.tokens
            .push_back((i, Tok::Descriptor(Descriptor::Extra(word, bit)), end));
        return end;
    }
    if let Some(parts) = split_word(text) {
        if parts.len() > 1 {
            lx.diagnostics.push(
                Diagnostic::warning(
                    "run-together",
                    format!(
                        "`{}` is read as {} separate tokens",
                        show_bytes(text),
                        parts.len()
                    ),
                )
                .at(Span::new(i, end), "no space between these tokens")
                .help("separate the words with a space"),
            );
        }
        lx.tokens
            .extend(parts.into_iter().map(|(s, t, e)| (i + s, t, i + e)));
        return end;
    }
    let shown = show_bytes(text);
    let mut d =
        Diagnostic::error(format!("unknown word `{shown}`")).at(Span::new(i, end), "not a keyword");
    if let Some(s) = did_you_mean(&shown, KEYWORDS.iter().map(|(k, _)| *k)) {
        d = d.help(format!("did you mean `{s}`?"));
    } else {
        d = d.note("names of dungeons and levels are written in double quotes");
    }
    lx.diagnostics.push(d);
    lx.tokens.push_back((i, Tok::Bad, end));
    end
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(src: &[u8]) -> Vec<Tok<'_>> {
        lex(
            src,
            InputKind::Def,
            &Target::nethack_343(),
            &Features::new(),
        )
        .0
        .into_iter()
        .map(|(_, t, _)| t)
        .collect()
    }

    #[test]
    fn atoi_matches_c() {
        assert_eq!(atoi(b"12"), Some(12));
        assert_eq!(atoi(b"-5"), Some(-5));
        assert_eq!(atoi(b"-"), Some(0));
        assert_eq!(atoi(b"1-2"), Some(1));
        assert_eq!(atoi(b"--3"), Some(0));
        assert_eq!(atoi(b"-2147483648"), Some(-2147483648));
        assert_eq!(atoi(b"2147483648"), None);
    }

    #[test]
    fn longest_keyword_wins() {
        assert_eq!(toks(b"LEVELDESC LEVEL"), vec![Tok::LevelDesc, Tok::Level]);
        assert_eq!(toks(b"portalup"), vec![Tok::Portal, Tok::Up]);
        assert_eq!(toks(b"RNDCHAINLEVEL"), vec![Tok::RndChainLevel]);
    }

    #[test]
    fn comments_and_features() {
        assert_eq!(toks(b"# x\n%REINCARNATION up\n"), vec![Tok::Up]);
        let mut f = Features::new();
        f.undefine("REINCARNATION");
        let l = lex(
            b"%REINCARNATION up\ndown",
            InputKind::Def,
            &Target::nethack_343(),
            &f,
        );
        assert_eq!(l.0.len(), 1);
        let l = lex(
            b"%NOPE up\n",
            InputKind::Def,
            &Target::nethack_343(),
            &Features::new(),
        );
        assert_eq!(l.1.len(), 1);
    }

    #[test]
    fn strings_are_bytes() {
        assert_eq!(toks(b"\"\x83n\""), vec![Tok::Str(b"\x83n")]);
        let l = lex(
            b"\"a\0b\"",
            InputKind::Def,
            &Target::nethack_343(),
            &Features::new(),
        );
        assert!(l.1[0].is_error());
    }
}
