//! Reading a 3.6 `.lev` file back into its opcode program.
//!
//! The file is untrusted input. Every count and length is checked against the
//! bytes actually present before anything is allocated; opcodes and value
//! types the writer cannot produce are refused, so that a decoded level
//! always writes back to the same bytes. The level's name is not in the file:
//! a decoded [`Level`] has an empty name.

use super::model::{Instr, Level, Opcode, Operand};
use dgn_common::target::Target;

pub use dgn_common::binary::DecodeError;

pub use super::model::opcode_vanilla;

/// The fewest bytes one instruction takes (a non-push opcode number).
const MIN_INSTR: usize = 4;

struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn fail<T>(&self, at: usize, message: impl Into<String>) -> Result<T, DecodeError> {
        Err(DecodeError {
            offset: at,
            message: message.into(),
        })
    }

    fn left(&self) -> usize {
        self.bytes.len().saturating_sub(self.pos)
    }

    fn take(&mut self, n: usize, what: &str) -> Result<&'a [u8], DecodeError> {
        let rest = self.left();
        if rest < n {
            return self.fail(
                self.pos,
                format!("truncated: {what} needs {n} bytes, {rest} remain"),
            );
        }
        let end = self.pos + n;
        let s = self.bytes.get(self.pos..end).unwrap_or_default();
        self.pos = end;
        Ok(s)
    }

    fn array<const N: usize>(&mut self, what: &str) -> Result<[u8; N], DecodeError> {
        let b = self.take(N, what)?;
        let mut a = [0u8; N];
        a.copy_from_slice(b);
        Ok(a)
    }

    fn i32(&mut self, what: &str) -> Result<i32, DecodeError> {
        Ok(i32::from_le_bytes(self.array(what)?))
    }

    fn i64(&mut self, what: &str) -> Result<i64, DecodeError> {
        Ok(i64::from_le_bytes(self.array(what)?))
    }

    /// A length-prefixed string: an `int` length (GnollHack: a `size_t`),
    /// then the bytes (no NUL: the loader would cut the string there, and
    /// the writer never puts one).
    fn string(&mut self, what: &str, wide: bool) -> Result<Vec<u8>, DecodeError> {
        let at = self.pos;
        let n = if wide {
            self.i64(&format!("the length of {what}"))?
        } else {
            i64::from(self.i32(&format!("the length of {what}"))?)
        };
        let w = if wide { 8 } else { 4 };
        let Ok(len) = usize::try_from(n) else {
            return self.fail(at, format!("negative length of {what} ({n})"));
        };
        if len > self.left() {
            return self.fail(
                at + w,
                format!(
                    "truncated: {what} needs {len} bytes, {} remain",
                    self.left()
                ),
            );
        }
        let s = self.take(len, what)?;
        if let Some(z) = s.iter().position(|&b| b == 0) {
            return self.fail(at + w + z, format!("{what} holds a NUL byte"));
        }
        Ok(s.to_vec())
    }
}

/// Decodes the bytes of a 3.6 `.lev` file written for `target`.
pub fn decode(bytes: &[u8], target: &Target) -> Result<Level, DecodeError> {
    let family = super::variant::of(target.variant);
    let mut r = Reader { bytes, pos: 0 };
    let header = target.version_bytes();
    let got = r.take(header.len(), "the version header")?;
    if got != header.as_slice() {
        let at = got.iter().zip(&header).position(|(a, b)| a != b);
        let other = dgn_common::target::BUILTIN_TARGETS
            .iter()
            .filter_map(|n| Target::builtin(n))
            .find(|t| !t.version.is_empty() && bytes.starts_with(&t.version_bytes()));
        return r.fail(
            at.unwrap_or(0),
            match other {
                Some(t) => format!(
                    "bad version header: this file was written for target `{}`, not `{}`",
                    t.name, target.name
                ),
                None => format!(
                    "bad version header: not a level file of target `{}`",
                    target.name
                ),
            },
        );
    }
    let at = r.pos;
    let n = r.i64("the number of opcodes")?;
    let Ok(count) = usize::try_from(n) else {
        return r.fail(at, format!("negative number of opcodes ({n})"));
    };
    if count > r.left() / MIN_INSTR {
        return r.fail(
            at,
            format!(
                "{count} opcodes need at least {} bytes, {} remain",
                count.saturating_mul(MIN_INSTR),
                r.left()
            ),
        );
    }
    let mut code = Vec::with_capacity(count);
    for i in 0..count {
        let at = r.pos;
        let num = r.i32(&format!("opcode #{i}"))?;
        let Some(op) = family.opcode(num) else {
            return r.fail(at, format!("unknown opcode {num} (opcode #{i})"));
        };
        if op != Opcode::Push {
            code.push(Instr::Op(op));
            continue;
        }
        let at = r.pos;
        let [ty] = r.array::<1>(&format!("the value type of push #{i}"))?;
        if family.type_bytes == 2 {
            let [hi] = r.array::<1>(&format!("the value type of push #{i}"))?;
            if hi != 0 {
                return r.fail(
                    at,
                    format!(
                        "unknown value type {} in push #{i}",
                        u16::from_le_bytes([ty, hi])
                    ),
                );
            }
        }
        let value = match ty {
            1 => Operand::Int(r.i64("an integer")?),
            2 => {
                let s = r.string("a string", family.string_len_bytes == 8)?;
                Operand::Str(Some(s))
            }
            3 => Operand::Var(r.string("a variable name", family.string_len_bytes == 8)?),
            4 => Operand::Coord(r.i64("a coordinate")?),
            5 => Operand::Region(r.i64("a region")?),
            6 => Operand::MapChar(r.i64("a map character")?),
            7 => Operand::Monster(r.i64("a monster")?),
            8 => Operand::Object(r.i64("an object")?),
            0 => {
                return r.fail(
                    at,
                    "a push of the null value type (0), which lev_comp never writes",
                )
            }
            9 => {
                return r.fail(
                    at,
                    "a push of a selection (type 9), which lev_comp never writes",
                )
            }
            t => return r.fail(at, format!("unknown value type {t} in push #{i}")),
        };
        code.push(Instr::Push(value));
    }
    // UnNetHack's lev_comp writes a level over a longer one without
    // truncating the file: the game reads no further than the program.
    if r.left() > 0 && family.truncates {
        return r.fail(
            r.pos,
            format!("{} unexpected bytes after the last opcode", r.left()),
        );
    }
    Ok(Level {
        name: Vec::new(),
        code,
        rnd_vault: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::write;

    fn sample() -> Level {
        Level {
            name: Vec::new(),
            code: vec![
                Instr::Push(Operand::Int(-3)),
                Instr::Op(Opcode::LevelFlags),
                Instr::Push(Operand::Str(Some(b"hi".to_vec()))),
                Instr::Op(Opcode::Message),
                Instr::Push(Operand::Var(b"$x".to_vec())),
                Instr::Push(Operand::Coord(0x0100_0000)),
                Instr::Push(Operand::Region(1)),
                Instr::Push(Operand::MapChar(2)),
                Instr::Push(Operand::Monster(3)),
                Instr::Push(Operand::Object(4)),
                Instr::Op(Opcode::SelComplement),
            ],
            rnd_vault: None,
        }
    }

    #[test]
    fn opcode_numbers_match_the_table() {
        for (i, op) in super::super::model::OPCODES.iter().enumerate() {
            assert_eq!(op.number() as usize, i);
        }
        assert_eq!(opcode_vanilla(76), None);
        assert_eq!(opcode_vanilla(-1), None);
    }

    #[test]
    fn round_trips() {
        let t = Target::nethack_367();
        let b = write(&sample(), &t).unwrap();
        let l = decode(&b, &t).unwrap();
        assert_eq!(l, sample());
        assert_eq!(write(&l, &t).unwrap(), b);
    }

    #[test]
    fn every_truncation_is_an_error() {
        let t = Target::nethack_367();
        let b = write(&sample(), &t).unwrap();
        for len in 0..b.len() {
            let e = decode(&b[..len], &t).unwrap_err();
            assert!(e.offset <= len, "{len}: {e}");
        }
    }

    #[test]
    fn bad_values_are_refused() {
        let t = Target::nethack_367();
        let b = write(&sample(), &t).unwrap();
        // The first opcode is the push at byte 48; its type byte is at 52.
        let mut c = b.clone();
        c[48] = 99;
        assert_eq!(
            decode(&c, &t).unwrap_err(),
            DecodeError {
                offset: 48,
                message: "unknown opcode 99 (opcode #0)".into()
            }
        );
        let mut c = b.clone();
        c[52] = 9;
        assert_eq!(decode(&c, &t).unwrap_err().offset, 52);
        let mut c = b.clone();
        c[40..48].copy_from_slice(&i64::MAX.to_le_bytes());
        let e = decode(&c, &t).unwrap_err();
        assert_eq!(e.offset, 40);
        assert!(e.message.contains("opcodes need at least"), "{e}");
        let e = decode(&b, &Target::nethack_343()).unwrap_err();
        assert!(e.message.starts_with("bad version header"), "{e}");
    }
}
