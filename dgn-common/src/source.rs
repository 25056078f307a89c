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

    /// Replaces each byte offset in `offsets` by its one-based line number.
    ///
    /// For many offsets at once (the source lines of compiled items): the
    /// file is read once, up to the last offset, counting line ends, without
    /// building the line table of [`SourceFile::line_index`].
    pub fn offsets_to_lines(&self, offsets: &mut [u32]) {
        if offsets.is_empty() {
            return;
        }
        let mut sorted: Vec<u32> = offsets.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        let mut lines = Vec::with_capacity(sorted.len());
        let (mut pos, mut line) = (0usize, 1u32);
        for &off in &sorted {
            let off = (off as usize).min(self.bytes.len());
            let newlines = self.bytes[pos..off].iter().filter(|&&b| b == b'\n').count();
            line = line.saturating_add(u32::try_from(newlines).unwrap_or(u32::MAX));
            pos = off;
            lines.push(line);
        }
        for o in offsets {
            if let Ok(i) = sorted.binary_search(o) {
                *o = lines[i];
            }
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
    fn offsets_to_lines_agrees_with_line_index() {
        let f = SourceFile::new("x", b"ab\ncd\r\n\nef\n".to_vec());
        let mut offs = vec![9, 0, 3, 7, 2, 3, 11, 500];
        f.offsets_to_lines(&mut offs);
        assert_eq!(offs, vec![4, 1, 2, 3, 1, 2, 5, 5]);
        for (o, l) in [9usize, 0, 3, 7, 2, 11].iter().zip([4u32, 1, 2, 3, 1, 5]) {
            assert_eq!(f.line_index(*o) + 1, l as usize);
        }
        let mut none: Vec<u32> = Vec::new();
        f.offsets_to_lines(&mut none);
        assert!(none.is_empty());
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
