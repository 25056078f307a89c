//! Reads a `.lev` file of UnNetHack 3.5 back into a [`Level`].

use crate::model::{Init, LevRegion, Level, MapPart, Monster, Object, Op, Room};
use dgn_common::target::Target;

/// Why a file is not a level of the target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError(pub String);

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DecodeError {}

struct In<'a> {
    b: &'a [u8],
    at: usize,
}

impl In<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], DecodeError> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&e| e <= self.b.len())
            .ok_or_else(|| {
                DecodeError(format!(
                    "the file ends inside a record (at byte {})",
                    self.at
                ))
            })?;
        let s = &self.b[self.at..end];
        self.at = end;
        Ok(s)
    }
    fn i8s<const N: usize>(&mut self) -> Result<[i8; N], DecodeError> {
        let s = self.take(N)?;
        Ok(std::array::from_fn(|i| s[i] as i8))
    }
    fn i8(&mut self) -> Result<i8, DecodeError> {
        Ok(self.i8s::<1>()?[0])
    }
    fn i16(&mut self) -> Result<i16, DecodeError> {
        let s = self.take(2)?;
        Ok(i16::from_le_bytes([s[0], s[1]]))
    }
    fn i32(&mut self) -> Result<i32, DecodeError> {
        let s = self.take(4)?;
        Ok(i32::from_le_bytes([s[0], s[1], s[2], s[3]]))
    }
    fn i64(&mut self) -> Result<i64, DecodeError> {
        let s = self.take(8)?;
        let mut a = [0; 8];
        a.copy_from_slice(s);
        Ok(i64::from_le_bytes(a))
    }
    fn skip(&mut self, n: usize) -> Result<(), DecodeError> {
        self.take(n).map(|_| ())
    }
    /// A string length field (8 bytes, the length in the low 4).
    fn len(&mut self) -> Result<usize, DecodeError> {
        let v = self.i32()?;
        self.skip(4)?;
        usize::try_from(v).map_err(|_| DecodeError(format!("a negative string length {v}")))
    }
    fn string(&mut self, len: usize, present: bool) -> Result<Option<Vec<u8>>, DecodeError> {
        if len == 0 && !present {
            return Ok(None);
        }
        Ok(Some(self.take(len)?.to_vec()))
    }
}

/// Decodes the bytes of a `.lev` file written for `target`.
pub fn decode(bytes: &[u8], target: &Target) -> Result<Level, DecodeError> {
    let header = target.version_bytes();
    if !bytes.starts_with(&header) {
        return Err(DecodeError(format!(
            "the file does not start with the version header of target `{}`",
            target.name
        )));
    }
    let mut r = In {
        b: bytes,
        at: header.len(),
    };
    let [style, fg, bg, smoothed, joined, lit, walled] = r.i8s::<7>()?;
    r.skip(1)?;
    let flags = r.i64()?;
    let filling = r.i8()?;
    r.skip(7)?;
    let count = r.i64()?;
    let count = usize::try_from(count)
        .ok()
        .filter(|&c| c <= bytes.len())
        .ok_or_else(|| DecodeError(format!("an opcode count of {count}")))?;
    let mut ops = Vec::with_capacity(count);
    for _ in 0..count {
        let code = r.i32()?;
        let op = match code {
            1 | 18 | 19 | 20 => {
                let n = usize::from(r.take(1)?[0]);
                let s = r.take(n)?.to_vec();
                match code {
                    1 => Op::Message(s),
                    18 => Op::RandomObjects(s),
                    19 => Op::RandomPlaces(s),
                    _ => Op::RandomMonsters(s),
                }
            }
            2 => {
                let nl = r.len()?;
                let al = r.len()?;
                let id = r.i16()?;
                let [align, x, y, chance, class, appear, peaceful, asleep] = r.i8s::<8>()?;
                r.skip(6)?;
                Op::Monster(Monster {
                    name: r.string(nl, false)?,
                    appear_as: r.string(al, appear != 0)?,
                    id,
                    align,
                    x,
                    y,
                    chance,
                    class,
                    appear,
                    peaceful,
                    asleep,
                })
            }
            3 => {
                let nl = r.len()?;
                let corpsenm = r.i32()?;
                let id = r.i16()?;
                let spe = r.i16()?;
                let [x, y, chance, class, containment, curse_state] = r.i8s::<6>()?;
                r.skip(2)?;
                Op::Object(Object {
                    name: r.string(nl, false)?,
                    corpsenm,
                    id,
                    spe,
                    x,
                    y,
                    chance,
                    class,
                    containment,
                    curse_state,
                })
            }
            4 => {
                let [x, y] = r.i8s::<2>()?;
                r.skip(6)?;
                let n = r.len()?;
                let etype = r.i8()?;
                r.skip(7)?;
                Op::Engraving {
                    x,
                    y,
                    etype,
                    text: r.take(n)?.to_vec(),
                }
            }
            5 | 6 => {
                let nl = r.len()?;
                let pl = r.len()?;
                let [x, y, w, h, xalign, yalign, rtype, chance, rlit, filled] = r.i8s::<10>()?;
                r.skip(6)?;
                let room = Room {
                    name: r.string(nl, false)?,
                    parent: r.string(pl, code == 6)?,
                    x,
                    y,
                    w,
                    h,
                    xalign,
                    yalign,
                    rtype,
                    chance,
                    rlit,
                    filled,
                };
                if code == 5 {
                    Op::Room(room)
                } else {
                    Op::Subroom(room)
                }
            }
            7 => Op::Door(r.i8s()?),
            8 => Op::Stair(r.i8s()?),
            9 => Op::Ladder(r.i8s()?),
            10 => Op::Altar(r.i8s()?),
            11 => Op::Fountain(r.i8s()?),
            12 => Op::Sink(r.i8s()?),
            13 => Op::Pool(r.i8s()?),
            14 => Op::Trap(r.i8s()?),
            15 => {
                let [x, y] = r.i8s::<2>()?;
                r.skip(2)?;
                Op::Gold {
                    x,
                    y,
                    amount: r.i32()?,
                }
            }
            16 => Op::Corridor(r.i8s()?),
            17 => {
                let inarea = r.i8s::<4>()?;
                let delarea = r.i8s::<4>()?;
                let [in_islev, del_islev, rtype, padding] = r.i8s::<4>()?;
                if padding != 0 {
                    return Err(DecodeError("a level region's padding byte is not 0".into()));
                }
                r.skip(4)?;
                let n = r.len()?;
                Op::LevRegion(LevRegion {
                    inarea,
                    delarea,
                    in_islev,
                    del_islev,
                    rtype,
                    name: r.string(n, rtype == 2)?,
                })
            }
            21 => Op::Drawbridge(r.i8s()?),
            22 => Op::Mazewalk(r.i8s()?),
            23 => Op::NonDiggable(r.i8s()?),
            24 => Op::NonPasswall(r.i8s()?),
            25 => Op::Wallify,
            26 => {
                let [zaligntyp, keep_region, halign, valign, xsize, ysize] = r.i8s::<6>()?;
                let mut rows = Vec::new();
                if xsize > 0 && ysize > 0 {
                    if xsize > 1 || ysize > 1 {
                        for _ in 0..ysize {
                            rows.push(r.take(xsize as usize)?.iter().map(|&b| b as i8).collect());
                        }
                    } else {
                        // A 1x1 map's square is not written.
                        rows.push(vec![0]);
                    }
                } else if ysize > 0 {
                    rows = vec![Vec::new(); ysize as usize];
                }
                Op::Map(MapPart {
                    zaligntyp,
                    keep_region,
                    halign,
                    valign,
                    xsize,
                    ysize,
                    rows,
                })
            }
            27 => Op::RoomDoor(r.i8s()?),
            28 => Op::Region(r.i8s()?),
            29 => {
                let what = r.i32()?;
                Op::Cmp(what, r.i32()?)
            }
            30 => Op::Jmp(r.i64()?),
            31 => Op::Jl(r.i64()?),
            32 => Op::Jg(r.i64()?),
            33 => Op::Spill(r.i8s()?),
            34 => Op::Terrain(r.i8s()?),
            35 => Op::ReplaceTerrain(r.i8s()?),
            36 => Op::Exit,
            37 => Op::EndRoom,
            38 => {
                let bytes = r.i8s::<6>()?;
                r.skip(2)?;
                let roughness = r.i32()?;
                let thick = r.i8()?;
                r.skip(3)?;
                Op::Randline {
                    bytes,
                    roughness,
                    thick,
                }
            }
            39 => Op::PopContainer,
            c => {
                return Err(DecodeError(format!(
                    "unknown opcode {c} at byte {}",
                    r.at - 4
                )))
            }
        };
        ops.push(op);
    }
    if r.at != bytes.len() {
        return Err(DecodeError(format!(
            "{} bytes follow the last opcode",
            bytes.len() - r.at
        )));
    }
    Ok(Level {
        init: Init {
            style,
            fg,
            bg,
            smoothed,
            joined,
            lit,
            walled,
            flags,
            filling,
        },
        ops,
    })
}
