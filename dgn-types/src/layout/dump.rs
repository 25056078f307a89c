//! The text of NetHack's `dumpit()` (dungeon.c built with `DEBUG`).

use super::Layout;
use core::fmt::{self, Write};

/// NetHack's debugging dump of a layout (`dumpit`, without its pauses for
/// a key): the dungeons, the special levels and the branches, byte for byte
/// what that function prints for the same layout.
///
/// Names are printed as text through [`fmt::Display`] (bytes that are not
/// UTF-8 are replaced); [`Dump::write_bytes`] gives the exact bytes.
#[derive(Clone, Copy, Debug)]
pub struct Dump<'a> {
    pub(super) layout: &'a Layout,
    pub(super) role: Option<&'a str>,
}

impl<'a> Dump<'a> {
    /// Prints the quest levels `x-strt`, `x-loca` and `x-goal` renamed after
    /// a role's file code (`Arc-strt`, ...) as the game does.
    pub fn with_role(self, code: &'a str) -> Dump<'a> {
        Dump {
            role: Some(code),
            ..self
        }
    }

    /// The dump as exact bytes, handed to `out` piece by piece.
    pub fn write_bytes(&self, out: &mut dyn FnMut(&[u8])) {
        let mut sink = Bytes(out);
        // Writing to a closure cannot fail.
        let _ = self.write(&mut sink);
    }

    fn write(&self, s: &mut dyn Sink) -> fmt::Result {
        let l = self.layout;
        for (i, d) in l.dungeons().iter().enumerate() {
            write!(s, "\n#{i} \"")?;
            s.name(d.name_bytes, d.name)?;
            s.write_str("\" (")?;
            s.name(d.protofile_bytes, d.protofile)?;
            write!(
                s,
                "):\n    num_dunlevs {}, dunlev_ureached {}\n    depth_start {}, ledger_start {}\n    flags:{}{}{}\n",
                d.levels,
                d.reached,
                d.depth_start,
                d.ledger_start,
                if d.flags.roguelike { " rogue_like" } else { "" },
                if d.flags.mazelike { " maze_like" } else { "" },
                if d.flags.hellish { " hellish" } else { "" },
            )?;
        }
        s.write_str("\nSpecial levels:\n")?;
        for x in l.levels() {
            match (self.role, x.name_bytes) {
                (Some(code), [b'x', rest @ ..])
                    if matches!(rest, b"-strt" | b"-loca" | b"-goal") =>
                {
                    s.write_str(code)?;
                    s.name(rest, &x.name[1..])?;
                }
                _ => s.name(x.name_bytes, x.name)?,
            }
            writeln!(
                s,
                " ({}): on {}, {}; flags:{}{}{}{}",
                x.rndlevs,
                x.at.dungeon,
                x.at.level,
                if x.flags.roguelike { " rogue_like" } else { "" },
                if x.flags.mazelike { " maze_like" } else { "" },
                if x.flags.hellish { " hellish" } else { "" },
                if x.flags.town { " town" } else { "" },
            )?;
        }
        s.write_str("\nBranches:\n")?;
        for b in l.branches() {
            writeln!(
                s,
                "{}: {}, end1 {} {}, end2 {} {}, {}",
                b.id,
                b.kind.name(),
                b.end1.dungeon,
                b.end1.level,
                b.end2.dungeon,
                b.end2.level,
                if b.end1_up { "end1 up" } else { "end1 down" },
            )?;
        }
        s.write_str("\nDone\n")
    }
}

impl fmt::Display for Dump<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(&mut Text(f))
    }
}

trait Sink: Write {
    fn name(&mut self, bytes: &[u8], text: &str) -> fmt::Result;
}

struct Text<'a, 'b>(&'a mut fmt::Formatter<'b>);

impl Write for Text<'_, '_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.write_str(s)
    }
}

impl Sink for Text<'_, '_> {
    fn name(&mut self, _bytes: &[u8], text: &str) -> fmt::Result {
        self.0.write_str(text)
    }
}

struct Bytes<'a>(&'a mut dyn FnMut(&[u8]));

impl Write for Bytes<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        (self.0)(s.as_bytes());
        Ok(())
    }
}

impl Sink for Bytes<'_> {
    fn name(&mut self, bytes: &[u8], _text: &str) -> fmt::Result {
        (self.0)(bytes);
        Ok(())
    }
}
