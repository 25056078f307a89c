//! The 3.6 `.lev` format: the version header, the opcode count as a C
//! `long`, then per opcode its number as an `int` and, for a push, the value
//! type byte and the value (a `long`, or an `int` length and the bytes;
//! GnollHack writes the length as a `size_t`).

use super::model::{Instr, Level, Opcode, Operand};
use dgn_common::target::Target;

pub use dgn_common::binary::WriteError;

/// Writes one level as the bytes of its `.lev` file.
pub fn write(level: &Level, target: &Target) -> Result<Vec<u8>, WriteError> {
    let family = super::variant::of(target.variant);
    let mut out = target.version_bytes();
    let n = i64::try_from(level.code.len()).map_err(|_| WriteError("too many opcodes".into()))?;
    out.extend_from_slice(&n.to_le_bytes());
    for ins in &level.code {
        match ins {
            Instr::Op(op) => {
                if !family.has_opcode(*op) {
                    return Err(WriteError(format!(
                        "{op:?} is not an opcode of {}",
                        target.name
                    )));
                }
                out.extend_from_slice(&family.opcode_number(*op).to_le_bytes());
            }
            Instr::Push(v) => {
                out.extend_from_slice(&family.opcode_number(Opcode::Push).to_le_bytes());
                out.push(v.type_byte());
                out.resize(out.len() + family.type_bytes - 1, 0);
                match v {
                    Operand::Int(l)
                    | Operand::Coord(l)
                    | Operand::Region(l)
                    | Operand::MapChar(l)
                    | Operand::Monster(l)
                    | Operand::Object(l) => out.extend_from_slice(&l.to_le_bytes()),
                    Operand::Str(s) => put_str(&mut out, s.as_deref().unwrap_or(b""), family)?,
                    Operand::Var(s) => put_str(&mut out, s, family)?,
                }
            }
        }
    }
    Ok(out)
}

fn put_str(
    out: &mut Vec<u8>,
    s: &[u8],
    family: &super::variant::Family36,
) -> Result<(), WriteError> {
    let s = s.split(|&b| b == 0).next().unwrap_or(s);
    let len = i32::try_from(s.len()).map_err(|_| WriteError("string too long".into()))?;
    if family.string_len_bytes == 8 {
        out.extend_from_slice(&i64::from(len).to_le_bytes());
    } else {
        out.extend_from_slice(&len.to_le_bytes());
    }
    out.extend_from_slice(s);
    Ok(())
}
