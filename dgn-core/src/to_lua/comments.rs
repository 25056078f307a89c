//! The comment lines and blank lines of a source, by line: the lexers drop
//! comments, so the converter finds them again in the text and puts each
//! one before the statement that follows it.

/// Lines of a source: where each starts, which are comments and which are
/// blank.
pub(crate) struct SourceLines<'a> {
    text: &'a [u8],
    starts: Vec<usize>,
    /// Comment lines (line index, the text after `#`), in order.
    comments: Vec<(usize, &'a [u8])>,
    blank: Vec<bool>,
}

impl<'a> SourceLines<'a> {
    /// Reads the lines of `text`; `skip` are byte ranges (maps) whose lines
    /// are no comments whatever they hold.
    pub(crate) fn new(text: &'a [u8], skip: &[std::ops::Range<usize>]) -> Self {
        let mut starts = vec![0];
        for (i, &b) in text.iter().enumerate() {
            if b == b'\n' {
                starts.push(i + 1);
            }
        }
        let mut comments = Vec::new();
        let mut blank = Vec::with_capacity(starts.len());
        for (n, &s) in starts.iter().enumerate() {
            let e = starts.get(n + 1).map_or(text.len(), |&e| e - 1);
            let line = &text[s..e.max(s)];
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            let body = trim_start(line);
            blank.push(body.is_empty());
            if body.first() == Some(&b'#') && !skip.iter().any(|r| r.contains(&s)) {
                comments.push((n, trim_end(&body[1..])));
            }
        }
        SourceLines {
            text,
            starts,
            comments,
            blank,
        }
    }

    /// The line index of a byte offset.
    pub(crate) fn line(&self, offset: usize) -> usize {
        match self.starts.binary_search(&offset.min(self.text.len())) {
            Ok(i) => i,
            Err(i) => i - 1,
        }
    }

    /// The comments that open the file, up to its first other line or its
    /// first empty comment line (NetHack's files put one after their
    /// copyright lines): indices into [`SourceLines::comments`]. They head
    /// every converted level's file.
    pub(crate) fn header(&self) -> Vec<usize> {
        self.comments()
            .iter()
            .enumerate()
            .take_while(|(i, (l, text))| *l == *i && !text.iter().all(|b| b.is_ascii_whitespace()))
            .map(|(i, _)| i)
            .collect()
    }

    /// The comments, in order.
    pub(crate) fn comments(&self) -> &[(usize, &'a [u8])] {
        &self.comments
    }

    /// Whether a blank line lies strictly between lines `a` and `b`.
    pub(crate) fn blank_between(&self, a: usize, b: usize) -> bool {
        (a + 1..b).any(|l| self.blank.get(l).copied().unwrap_or(false))
    }
}

fn trim_start(s: &[u8]) -> &[u8] {
    let n = s.iter().take_while(|b| matches!(b, b' ' | b'\t')).count();
    &s[n..]
}

fn trim_end(s: &[u8]) -> &[u8] {
    let n = s
        .iter()
        .rev()
        .take_while(|b| matches!(b, b' ' | b'\t' | b'\r'))
        .count();
    &s[..s.len() - n]
}
