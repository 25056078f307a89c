//! The bytes of a `.lev` file: the version header, the 32-byte `lev_init`
//! record, then each opcode (a 4-byte number) and its record, laid out as
//! UnNetHack 3.5's compiler writes them on x86-64 Linux (little-endian,
//! padding zero, a string's length in the low half of an 8-byte field and
//! its bytes after the record).

use crate::model::{Level, Op};
use dgn_common::target::Target;

/// Why a level cannot be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WriteError(pub String);

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for WriteError {}

struct Out(Vec<u8>);

impl Out {
    fn i8s(&mut self, v: &[i8]) {
        self.0.extend(v.iter().map(|&b| b as u8));
    }
    fn zeros(&mut self, n: usize) {
        self.0.extend(std::iter::repeat_n(0, n));
    }
    fn len_field(&mut self, s: Option<&[u8]>) -> Result<(), WriteError> {
        let len = s.map_or(0, <[u8]>::len);
        let len = i32::try_from(len).map_err(|_| WriteError("a string is too long".into()))?;
        self.0.extend(len.to_le_bytes());
        self.zeros(4);
        Ok(())
    }
}

/// The length a message or list opcode stores: one byte (the C compiler
/// keeps the low 8 bits of the length, and writes that many bytes).
fn short_string(w: &mut Out, s: &[u8]) {
    let len = s.len() as u8;
    w.0.push(len);
    w.0.extend_from_slice(&s[..usize::from(len)]);
}

/// The bytes of `level`'s `.lev` file for `target`.
pub fn write(level: &Level, target: &Target) -> Result<Vec<u8>, WriteError> {
    let mut w = Out(target.version_bytes());
    let i = &level.init;
    w.i8s(&[i.style, i.fg, i.bg, i.smoothed, i.joined, i.lit, i.walled]);
    w.zeros(1);
    w.0.extend(i.flags.to_le_bytes());
    w.i8s(&[i.filling]);
    w.zeros(7);
    w.0.extend((level.ops.len() as i64).to_le_bytes());
    for op in &level.ops {
        w.0.extend(op.code().to_le_bytes());
        match op {
            Op::Exit | Op::PopContainer | Op::Wallify | Op::EndRoom => {}
            Op::Message(s) | Op::RandomObjects(s) | Op::RandomMonsters(s) | Op::RandomPlaces(s) => {
                short_string(&mut w, s)
            }
            Op::Monster(m) => {
                w.len_field(m.name.as_deref())?;
                w.len_field(m.appear_as.as_deref())?;
                w.0.extend(m.id.to_le_bytes());
                w.i8s(&[
                    m.align, m.x, m.y, m.chance, m.class, m.appear, m.peaceful, m.asleep,
                ]);
                w.zeros(6);
                w.0.extend_from_slice(m.name.as_deref().unwrap_or_default());
                w.0.extend_from_slice(m.appear_as.as_deref().unwrap_or_default());
            }
            Op::Object(o) => {
                w.len_field(o.name.as_deref())?;
                w.0.extend(o.corpsenm.to_le_bytes());
                w.0.extend(o.id.to_le_bytes());
                w.0.extend(o.spe.to_le_bytes());
                w.i8s(&[o.x, o.y, o.chance, o.class, o.containment, o.curse_state]);
                w.zeros(2);
                w.0.extend_from_slice(o.name.as_deref().unwrap_or_default());
            }
            Op::Engraving { x, y, etype, text } => {
                w.i8s(&[*x, *y]);
                w.zeros(6);
                w.len_field(Some(text))?;
                w.i8s(&[*etype]);
                w.zeros(7);
                w.0.extend_from_slice(text);
            }
            Op::Room(r) | Op::Subroom(r) => {
                w.len_field(r.name.as_deref())?;
                w.len_field(r.parent.as_deref())?;
                w.i8s(&[
                    r.x, r.y, r.w, r.h, r.xalign, r.yalign, r.rtype, r.chance, r.rlit, r.filled,
                ]);
                w.zeros(6);
                w.0.extend_from_slice(r.name.as_deref().unwrap_or_default());
                w.0.extend_from_slice(r.parent.as_deref().unwrap_or_default());
            }
            Op::Door(b) | Op::Stair(b) | Op::Ladder(b) => w.i8s(b),
            Op::Altar(b)
            | Op::Trap(b)
            | Op::Drawbridge(b)
            | Op::NonDiggable(b)
            | Op::NonPasswall(b)
            | Op::RoomDoor(b) => w.i8s(b),
            Op::Fountain(b) | Op::Sink(b) | Op::Pool(b) => w.i8s(b),
            Op::Gold { x, y, amount } => {
                w.i8s(&[*x, *y]);
                w.zeros(2);
                w.0.extend(amount.to_le_bytes());
            }
            Op::Corridor(b) | Op::Spill(b) => w.i8s(b),
            Op::LevRegion(r) => {
                w.i8s(&r.inarea);
                w.i8s(&r.delarea);
                w.i8s(&[r.in_islev, r.del_islev, r.rtype]);
                w.zeros(5);
                w.len_field(r.name.as_deref())?;
                w.0.extend_from_slice(r.name.as_deref().unwrap_or_default());
            }
            Op::Mazewalk(b) => w.i8s(b),
            Op::Map(m) => {
                w.i8s(&[
                    m.zaligntyp,
                    m.keep_region,
                    m.halign,
                    m.valign,
                    m.xsize,
                    m.ysize,
                ]);
                if m.xsize > 0 && m.ysize > 0 && (m.xsize > 1 || m.ysize > 1) {
                    for row in &m.rows {
                        w.i8s(row);
                    }
                }
            }
            Op::Region(b) => w.i8s(b),
            Op::Cmp(what, val) => {
                w.0.extend(what.to_le_bytes());
                w.0.extend(val.to_le_bytes());
            }
            Op::Jmp(t) | Op::Jl(t) | Op::Jg(t) => w.0.extend(t.to_le_bytes()),
            Op::Terrain(b) | Op::ReplaceTerrain(b) => w.i8s(b),
            Op::Randline {
                bytes,
                roughness,
                thick,
            } => {
                w.i8s(bytes);
                w.zeros(2);
                w.0.extend(roughness.to_le_bytes());
                w.i8s(&[*thick]);
                w.zeros(3);
            }
        }
    }
    Ok(w.0)
}
