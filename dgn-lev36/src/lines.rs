//! Where a compiled level program's instructions come from: the source line
//! of the statement that emitted each one, kept beside the
//! [`Level`](crate::Level) rather than in it (a level decoded from a `.lev`
//! file has no source).
//!
//! The table is compact: one entry per run of instructions of the same
//! statement. Instructions a compound statement (`IF`, `SWITCH`, `LOOP`,
//! `FOR`) emits around its body belong to it; those of its body belong to
//! the body's statements.

/// The source lines of one compiled level program.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lines {
    /// The line of the `MAZE` or `LEVEL` statement.
    pub level: u32,
    /// `(first instruction, line)`, by increasing first instruction.
    runs: Vec<(u32, u32)>,
    /// `(MAP instruction, line of the MAP keyword)` of each map block.
    maps: Vec<(u32, u32)>,
}

impl Lines {
    /// The line (one-based) of the statement that emitted instruction
    /// `index` of the program, when known.
    pub fn line(&self, index: usize) -> Option<u32> {
        let index = u32::try_from(index).ok()?;
        let i = self.runs.partition_point(|&(first, _)| first <= index);
        i.checked_sub(1).map(|i| self.runs[i].1)
    }

    /// The line of the first row of the map block that the `MAP` opcode at
    /// instruction `index` draws, when it draws one from the source.
    pub fn map_line(&self, index: usize) -> Option<u32> {
        let index = u32::try_from(index).ok()?;
        let i = self.maps.binary_search_by_key(&index, |m| m.0).ok()?;
        Some(self.maps[i].1.saturating_add(1))
    }

    /// The runs: `(first instruction, line)`, each line holding up to the
    /// next run's first instruction.
    pub fn runs(&self) -> &[(u32, u32)] {
        &self.runs
    }

    /// A table whose level statement is on line `level`.
    pub(crate) fn new(level: u32) -> Lines {
        Lines {
            level,
            runs: Vec::new(),
            maps: Vec::new(),
        }
    }

    /// Says that the `MAP` opcode at instruction `index` draws the map block
    /// whose `MAP` keyword is on line `at`.
    pub(crate) fn map_block(&mut self, index: usize, at: u32) {
        let index = u32::try_from(index).unwrap_or(u32::MAX);
        self.maps.push((index, at));
    }

    /// Says that instructions from `first` on come from line `at`.
    pub(crate) fn mark(&mut self, first: usize, at: u32) {
        let first = u32::try_from(first).unwrap_or(u32::MAX);
        match self.runs.last_mut() {
            Some(&mut (_, line)) if line == at => {}
            Some(last) if last.0 == first => {
                last.1 = at;
                // Two runs of one statement around an empty one merge.
                let n = self.runs.len();
                if n >= 2 && self.runs[n - 2].1 == at {
                    self.runs.pop();
                }
            }
            _ => self.runs.push((first, at)),
        }
    }

    /// Appends the runs of code copied to instruction `base` on (a
    /// function's body placed at its first call).
    pub(crate) fn splice(&mut self, base: usize, other: &Lines) {
        let base = u32::try_from(base).unwrap_or(u32::MAX);
        for &(first, at) in &other.runs {
            self.mark(base.saturating_add(first) as usize, at);
        }
        for &(index, at) in &other.maps {
            self.maps.push((base.saturating_add(index), at));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_answer_each_instruction() {
        let mut l = Lines::new(0);
        l.mark(0, 10);
        l.mark(3, 20);
        l.mark(3, 20);
        l.mark(5, 30);
        l.mark(5, 20);
        l.mark(7, 40);
        assert_eq!(l.runs(), &[(0, 10), (3, 20), (7, 40)]);
        let got: Vec<Option<u32>> = (0..9).map(|i| l.line(i)).collect();
        let want = [10, 10, 10, 20, 20, 20, 20, 40, 40].map(Some);
        assert_eq!(got, want);
        assert_eq!(Lines::new(0).line(0), None);
    }

    #[test]
    fn splice_shifts_runs() {
        let mut f = Lines::new(0);
        f.mark(0, 50);
        f.mark(2, 60);
        let mut l = Lines::new(0);
        l.mark(0, 10);
        l.splice(4, &f);
        l.mark(7, 10);
        assert_eq!(l.runs(), &[(0, 10), (4, 50), (6, 60), (7, 10)]);
    }
}
