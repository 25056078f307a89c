//! Source files as bytes, with byte spans and line/column look-up.
//!
//! NetHack's data files are not necessarily UTF-8 (the Japanese translation
//! writes names in Shift_JIS), so every source is kept as raw bytes and every
//! position is a byte offset into it.

use std::ops::Range;
use std::sync::OnceLock;

/// A half-open byte range `start..end` into one source file.
///
/// Offsets are kept in 32 bits: syntax trees hold a span for nearly every
/// node, and half-size spans keep them small. Offsets past 4 GiB saturate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    start: u32,
    end: u32,
}

impl Span {
    /// A span from `start` to `end` (byte offsets).
    pub const fn new(start: usize, end: usize) -> Self {
        Span {
            start: saturate(start),
            end: saturate(end),
        }
    }

    /// First byte of the span.
    pub const fn start(self) -> usize {
        self.start as usize
    }

    /// One past the last byte of the span.
    pub const fn end(self) -> usize {
        self.end as usize
    }

    /// The smallest span covering both `self` and `other`.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    /// The span as a `Range<usize>`.
    pub fn range(self) -> Range<usize> {
        self.start()..self.end()
    }

    /// Number of bytes covered.
    pub fn len(self) -> usize {
        self.end().saturating_sub(self.start())
    }

    /// True when the span covers no byte.
    pub fn is_empty(self) -> bool {
        self.end <= self.start
    }
}

const fn saturate(offset: usize) -> u32 {
    if offset > u32::MAX as usize {
        u32::MAX
    } else {
        offset as u32
    }
}

impl From<Range<usize>> for Span {
    fn from(r: Range<usize>) -> Self {
        Span::new(r.start, r.end)
    }
}

/// A value together with the span of source it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spanned<T> {
    /// The value.
    pub node: T,
    /// Where it was written.
    pub span: Span,
}

impl<T> Spanned<T> {
    /// Pairs a value with its span.
    pub fn new(node: T, span: Span) -> Self {
        Spanned { node, span }
    }
}

/// One source file: its display name and its bytes.
#[derive(Clone, Debug)]
pub struct SourceFile {
    name: String,
    bytes: Vec<u8>,
    /// Where each line starts; built on first use, since only diagnostics
    /// need it and most compiles have none.
    line_starts: OnceLock<Vec<usize>>,
}

impl SourceFile {
    /// A source named `name` (used in diagnostics) holding `bytes`.
    pub fn new(name: impl Into<String>, bytes: impl Into<Vec<u8>>) -> Self {
        SourceFile {
            name: name.into(),
            bytes: bytes.into(),
            line_starts: OnceLock::new(),
        }
    }

    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            let mut starts = vec![0];
            starts.extend(
                self.bytes
                    .iter()
                    .enumerate()
                    .filter(|(_, &b)| b == b'\n')
                    .map(|(i, _)| i + 1),
            );
            starts
        })
    }

    /// The display name given at construction.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The raw bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Zero-based line index of a byte offset.
    pub fn line_index(&self, offset: usize) -> usize {
        match self.line_starts().binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        }
    }

    /// Byte range of the zero-based line `line`, without its line ending.
    pub fn line_range(&self, line: usize) -> Range<usize> {
        let starts = self.line_starts();
        let start = starts[line];
        let mut end = starts
            .get(line + 1)
            .map(|&s| s - 1)
            .unwrap_or(self.bytes.len());
        if end > start && self.bytes[end - 1] == b'\r' {
            end -= 1;
        }
        start..end
    }

    /// One-based line and column (in characters of the displayed line) of a
    /// byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.bytes.len());
        let line = self.line_index(offset);
        let start = self.line_starts()[line];
        let col = display_text(&self.bytes[start..offset]).chars().count() + 1;
        (line + 1, col)
    }

    /// The text of the file for display: valid UTF-8 is kept, and every byte
    /// that is not part of valid UTF-8 becomes `?`, so byte offsets into the
    /// file stay valid offsets into the text.
    pub fn display(&self) -> String {
        display_text(&self.bytes)
    }
}

/// One-based line numbers of byte offsets met mostly in increasing order,
/// as a compiler meets the statements of a file: each look-up counts the
/// line ends between the previous offset and the new one, so a whole file
/// costs one pass, without a table of line starts.
#[derive(Clone, Debug)]
pub struct LineCursor<'a> {
    bytes: &'a [u8],
    pos: usize,
    line: u32,
}

impl<'a> LineCursor<'a> {
    /// A cursor at the start of `bytes` (line 1).
    pub fn new(bytes: &'a [u8]) -> Self {
        LineCursor {
            bytes,
            pos: 0,
            line: 1,
        }
    }

    /// The one-based line of byte `offset` (offsets past the end count as
    /// the end).
    pub fn line(&mut self, offset: usize) -> u32 {
        let offset = offset.min(self.bytes.len());
        if offset >= self.pos {
            let n = count_newlines(self.bytes, self.pos, offset);
            self.line = self.line.saturating_add(n);
        } else {
            let n = count_newlines(self.bytes, offset, self.pos);
            self.line = self.line.saturating_sub(n).max(1);
        }
        self.pos = offset;
        self.line
    }
}

/// How many `\n` bytes `bytes[from..to]` holds, eight at a time (the last
/// word read whole when `bytes` goes on after it, its extra bytes masked).
fn count_newlines(bytes: &[u8], from: usize, to: usize) -> u32 {
    const LOW: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const NL: u64 = 0x0a0a_0a0a_0a0a_0a0a;
    // The high bit of each byte of `word` that is a line end.
    let ends = |word: u64| {
        let w = word ^ NL;
        !(((w & LOW) + LOW) | w | LOW)
    };
    // How many bytes of `high` (high bits only) are set: the sum of the
    // bytes lands in the top byte of the product (without a popcount
    // instruction, `count_ones` is a long sequence).
    let count = |high: u64| ((high >> 7).wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32;
    let word_at = |i: usize| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&bytes[i..i + 8]);
        u64::from_le_bytes(b)
    };
    let mut n = 0u32;
    let mut i = from;
    while i + 8 <= to {
        n += count(ends(word_at(i)));
        i += 8;
    }
    let rest = to - i;
    if rest > 0 {
        if i + 8 <= bytes.len() {
            // Little-endian: the first `rest` bytes are the low ones.
            let keep = u64::MAX >> (8 * (8 - rest));
            n += count(ends(word_at(i)) & keep);
        } else {
            n += bytes[i..to]
                .iter()
                .map(|&b| u32::from(b == b'\n'))
                .sum::<u32>();
        }
    }
    n
}

/// Converts bytes to text for display, replacing each byte that is not part of
/// valid UTF-8 with one `?` so that byte offsets are preserved.
pub fn display_text(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        for _ in chunk.invalid() {
            out.push('?');
        }
    }
    out
}

/// Shows a byte string as text for messages: printable ASCII as is, other
/// bytes as `\xNN` escapes.
pub fn show_bytes(bytes: &[u8]) -> String {
    let text = display_text(bytes);
    if text.as_bytes() == bytes && !text.chars().any(char::is_control) {
        return text;
    }
    bytes.escape_ascii().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_from_one() {
        let f = SourceFile::new("x", b"ab\ncd\r\nef".to_vec());
        assert_eq!(f.line_col(0), (1, 1));
        assert_eq!(f.line_col(1), (1, 2));
        assert_eq!(f.line_col(3), (2, 1));
        assert_eq!(f.line_col(7), (3, 1));
        assert_eq!(f.line_range(1), 3..5);
        assert_eq!(f.line_range(2), 7..9);
    }

    #[test]
    fn line_cursor_agrees_with_line_index() {
        let text =
            b"ab\ncd\r\n\nef\n0123456789\n\n\n\n\n\n\n\n\n\nxyz\n\n0123456789abcdef\n".to_vec();
        let f = SourceFile::new("x", text.clone());
        let mut c = LineCursor::new(&text);
        for o in [0usize, 2, 3, 9, 7, 11, 30, 12, 25, 41, 40, 0, 44] {
            assert_eq!(c.line(o) as usize, f.line_index(o) + 1, "offset {o}");
        }
        assert_eq!(c.line(500), f.line_index(text.len()) as u32 + 1);
        let nine = b"\n\n\n\n\n\n\n\n\n";
        assert_eq!(count_newlines(nine, 0, 9), 9);
        assert_eq!(count_newlines(nine, 1, 3), 2);
        assert_eq!(count_newlines(nine, 0, 0), 0);
        let odd = b"\x0b\x8a\x0a\xff\x09\n\x00\x0a.\x8a\n\n\n\n\n\n\n\n";
        assert_eq!(count_newlines(odd, 0, 10), 3);
        assert_eq!(count_newlines(odd, 1, 3), 1);
        assert_eq!(count_newlines(odd, 3, 8), 2);
        // Every split of a text counts what a plain loop counts.
        let text: Vec<u8> = (0..200u32)
            .map(|i| {
                if i % 7 == 0 || i % 11 == 3 {
                    b'\n'
                } else {
                    (i * 37 % 251) as u8
                }
            })
            .collect();
        for from in 0..text.len() {
            for to in (from..=text.len()).step_by(5) {
                let want = text[from..to].iter().filter(|&&b| b == b'\n').count() as u32;
                assert_eq!(count_newlines(&text, from, to), want, "{from}..{to}");
            }
        }
    }

    #[test]
    fn display_keeps_offsets() {
        let bytes = b"\"\x82\xa0x\"";
        let text = display_text(bytes);
        assert_eq!(text.len(), bytes.len());
        assert_eq!(text, "\"??x\"");
    }

    #[test]
    fn show_bytes_escapes_non_text() {
        assert_eq!(show_bytes(b"abc"), "abc");
        assert_eq!(show_bytes(b"a\x82"), "a\\x82");
    }
}
