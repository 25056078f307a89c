//! Open documents and the conversion between byte offsets (what dgn's spans
//! count) and LSP positions (lines and columns in the negotiated encoding).
//!
//! Lines end at `\n`, `\r\n` or a lone `\r`, as the protocol says; a column
//! counts UTF-16 code units or UTF-8 bytes of the line's text. Every
//! conversion clamps: a position past the end of a line or of the file means
//! its end, and an offset inside a character (or inside a `\r\n` pair) means
//! the start of that character (or the end of the line's text).

use lsp_types::{Position, Range, TextDocumentContentChangeEvent};

/// How the client counts columns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Encoding {
    /// UTF-16 code units (the protocol's default).
    #[default]
    Utf16,
    /// UTF-8 bytes (offered by the client as `utf-8`).
    Utf8,
}

impl Encoding {
    fn units(self, c: char) -> u32 {
        match self {
            Encoding::Utf16 => c.len_utf16() as u32,
            Encoding::Utf8 => c.len_utf8() as u32,
        }
    }
}

/// The text of an open document with its line index.
#[derive(Clone, Debug)]
pub struct Document {
    text: String,
    /// Byte offset where each line starts.
    line_starts: Vec<usize>,
    /// The version the client gave with the latest change.
    pub version: i32,
}

fn line_starts(text: &str) -> Vec<usize> {
    let b = text.as_bytes();
    let mut starts = vec![0];
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'\n' => starts.push(i + 1),
            b'\r' if b.get(i + 1) != Some(&b'\n') => starts.push(i + 1),
            _ => {}
        }
        i += 1;
    }
    starts
}

impl Document {
    /// A document holding `text`.
    pub fn new(text: String, version: i32) -> Self {
        Document {
            line_starts: line_starts(&text),
            text,
            version,
        }
    }

    /// The whole text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Number of lines (at least one).
    pub fn line_count(&self) -> usize {
        self.line_starts.len()
    }

    /// Byte range of line `line` without its line ending (clamped to the
    /// last line).
    pub fn line_range(&self, line: usize) -> std::ops::Range<usize> {
        let line = line.min(self.line_starts.len() - 1);
        let start = self.line_starts[line];
        let mut end = self
            .line_starts
            .get(line + 1)
            .copied()
            .unwrap_or(self.text.len());
        let b = self.text.as_bytes();
        if end > start && b[end - 1] == b'\n' {
            end -= 1;
        }
        if end > start && b[end - 1] == b'\r' {
            end -= 1;
        }
        start..end
    }

    /// The text of line `line` without its line ending.
    pub fn line(&self, line: usize) -> &str {
        &self.text[self.line_range(line)]
    }

    /// Zero-based line holding byte `offset`.
    pub fn line_of(&self, offset: usize) -> usize {
        match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        }
    }

    /// The position of byte `offset` (clamped into the text, to a character
    /// boundary and to the end of its line's text).
    pub fn position(&self, offset: usize, enc: Encoding) -> Position {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.line_of(offset);
        let r = self.line_range(line);
        let end = offset.min(r.end);
        let col: u32 = self.text[r.start..end].chars().map(|c| enc.units(c)).sum();
        Position::new(line as u32, col)
    }

    /// The range of byte offsets `start..end`.
    pub fn range(&self, start: usize, end: usize, enc: Encoding) -> Range {
        let s = self.position(start, enc);
        let e = self.position(end.max(start), enc);
        Range::new(s, e)
    }

    /// The byte offset of a position; a line past the end means the end of
    /// the text, a column past the end of its line the end of that line, and
    /// a column inside a character the start of that character.
    pub fn offset(&self, pos: Position, enc: Encoding) -> usize {
        let line = pos.line as usize;
        if line >= self.line_starts.len() {
            return self.text.len();
        }
        let r = self.line_range(line);
        let mut col = 0u32;
        for (i, c) in self.text[r.clone()].char_indices() {
            let next = col + enc.units(c);
            if next > pos.character {
                return r.start + i;
            }
            col = next;
        }
        r.end
    }

    /// Applies one change from `textDocument/didChange` (a whole new text,
    /// or a range replaced).
    pub fn apply(&mut self, change: &TextDocumentContentChangeEvent, enc: Encoding) {
        match change.range {
            None => self.text = change.text.clone(),
            Some(r) => {
                let start = self.offset(r.start, enc);
                let end = self.offset(r.end, enc).max(start);
                self.text.replace_range(start..end, &change.text);
            }
        }
        self.line_starts = line_starts(&self.text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_in_both_encodings() {
        let d = Document::new("a\u{e9}\u{1f600}b\r\nx\ry".into(), 0);
        assert_eq!(d.line_count(), 3);
        let b = d.text().find('b').unwrap();
        assert_eq!(d.position(b, Encoding::Utf16), Position::new(0, 4));
        assert_eq!(d.position(b, Encoding::Utf8), Position::new(0, 7));
        assert_eq!(d.offset(Position::new(0, 4), Encoding::Utf16), b);
        // inside the surrogate pair: the start of the character
        assert_eq!(d.offset(Position::new(0, 3), Encoding::Utf16), 3);
        // inside a character's bytes: its start
        assert_eq!(d.position(4, Encoding::Utf8), Position::new(0, 3));
        // the `\r` of `\r\n` is not a column
        assert_eq!(d.position(b + 2, Encoding::Utf16), Position::new(0, 5));
        assert_eq!(
            d.position(d.text().len(), Encoding::Utf16),
            Position::new(2, 1)
        );
        assert_eq!(
            d.offset(Position::new(9, 9), Encoding::Utf16),
            d.text().len()
        );
        assert_eq!(d.offset(Position::new(1, 9), Encoding::Utf16), b + 4);
    }
}
