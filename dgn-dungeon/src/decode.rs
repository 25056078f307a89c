//! Reading a binary `dungeon` file back into the model.
//!
//! The file is untrusted input: every count is checked against the bytes that
//! are actually there before anything is allocated, and every field must hold
//! a value the writer could have produced, so that a decoded file always
//! re-encodes to the same bytes.

use super::model::{Branch, BranchKind, Couple, Dungeon, DungeonFile, Flags, SpecialLevel};
use super::write::Format;
use dgn_common::target::Target;

pub use dgn_common::binary::DecodeError;

struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
    /// The game whose flag bits the file holds.
    variant: dgn_common::target::Variant,
}

impl<'a> Reader<'a> {
    fn fail<T>(&self, at: usize, message: impl Into<String>) -> Result<T, DecodeError> {
        Err(DecodeError {
            offset: at,
            message: message.into(),
        })
    }

    fn take(&mut self, n: usize, what: &str) -> Result<&'a [u8], DecodeError> {
        let rest = self.bytes.len() - self.pos;
        if rest < n {
            return self.fail(
                self.pos,
                format!("file ends inside {what}: {n} bytes needed, {rest} left"),
            );
        }
        let s = &self.bytes[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    fn i32(&mut self, what: &str) -> Result<i32, DecodeError> {
        let b = self.take(4, what)?;
        Ok(i32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn couple(&mut self, what: &str) -> Result<Couple, DecodeError> {
        let b = self.take(4, what)?;
        Ok(Couple {
            base: i16::from_le_bytes([b[0], b[1]]),
            rand: i16::from_le_bytes([b[2], b[3]]),
        })
    }

    fn name(&mut self, width: usize, what: &str) -> Result<Vec<u8>, DecodeError> {
        let at = self.pos;
        let b = self.take(width, what)?;
        let Some(len) = b.iter().position(|&c| c == 0) else {
            return self.fail(
                at,
                format!("{what} is not terminated within its {width} bytes"),
            );
        };
        if b[len..].iter().any(|&c| c != 0) {
            return self.fail(at + len, format!("non-zero bytes after the end of {what}"));
        }
        Ok(b[..len].to_vec())
    }

    fn char_padded(&mut self, what: &str) -> Result<u8, DecodeError> {
        let at = self.pos;
        let b = self.take(4, what)?;
        if b[1..].iter().any(|&c| c != 0) {
            return self.fail(at + 1, format!("non-zero padding after {what}"));
        }
        Ok(b[0])
    }

    fn flags(&mut self, what: &str) -> Result<Flags, DecodeError> {
        let at = self.pos;
        let v = self.i32(what)?;
        match Flags::from_bits_for(v, self.variant) {
            Some(f) => Ok(f),
            None => self.fail(at, format!("{what} has unknown bits set: {v:#x}")),
        }
    }

    fn chain(
        &mut self,
        first: usize,
        count: usize,
        what: &str,
    ) -> Result<Option<usize>, DecodeError> {
        let at = self.pos;
        let v = self.i32(what)?;
        if v == -1 {
            return Ok(None);
        }
        match usize::try_from(v) {
            Ok(i) if i >= first && i < first + count => Ok(Some(i - first)),
            _ => self.fail(
                at,
                format!(
                    "{what} is {v}, not a level of its own dungeon (levels {first}..{})",
                    first + count
                ),
            ),
        }
    }

    fn count(&mut self, what: &str, limit: usize, record: usize) -> Result<usize, DecodeError> {
        let at = self.pos;
        let v = self.i32(what)?;
        let n = match usize::try_from(v) {
            Ok(n) if n <= limit => n,
            _ => return self.fail(at, format!("{what} is {v}; at most {limit} are possible")),
        };
        let need = n.saturating_mul(record);
        if need > self.bytes.len() - self.pos {
            return self.fail(
                at,
                format!("{what} is {n}, but the file is too short to hold them"),
            );
        }
        Ok(n)
    }
}

/// Decodes a binary `dungeon` file written for `target`.
pub fn decode(bytes: &[u8], target: &Target) -> Result<DungeonFile, DecodeError> {
    let mut r = Reader {
        bytes,
        pos: 0,
        variant: target.variant,
    };
    if target.reads_dungeon_lua() {
        return r.fail(
            0,
            format!(
                "target `{}` has no binary dungeon file: NetHack 3.7 reads dungeon.lua",
                target.name
            ),
        );
    }
    let fmt = Format::of(target.variant);
    let header = target.dungeon_version_bytes();
    let got = r.take(header.len(), "the version header")?;
    if got != header.as_slice() {
        let other = dgn_common::target::BUILTIN_TARGETS
            .iter()
            .filter_map(|n| Target::builtin(n))
            .find(|t| !t.version.is_empty() && bytes.starts_with(&t.dungeon_version_bytes()));
        return r.fail(
            0,
            match other {
                Some(t) => format!(
                    "this file was written for target `{}`, not `{}` (use --target {})",
                    t.name, target.name, t.name
                ),
                None => format!(
                    "the version header does not match target `{}`: not a dungeon file of this NetHack build",
                    target.name
                ),
            },
        );
    }
    let limits = target.dungeon_limits;
    let n = r.count(
        "the number of dungeons",
        limits.max_dungeons,
        fmt.dungeon_record(),
    )?;
    if n == 0 {
        return r.fail(header.len(), "the file holds no dungeon");
    }
    let mut file = DungeonFile::default();
    let (mut total_levels, mut total_branches) = (0usize, 0usize);
    for i in 0..n {
        let what = |f: &str| format!("{f} of dungeon #{}", i + 1);
        let name = r.name(fmt.dungeon_name, &what("the name"))?;
        let protofile = r.name(fmt.protofile, &what("the prototype file name"))?;
        if fmt.protofile_pad > 0 {
            let at = r.pos;
            if r.take(fmt.protofile_pad, &what("the padding"))?
                .iter()
                .any(|&b| b != 0)
            {
                return r.fail(at, format!("non-zero padding in {}", what("the record")));
            }
        }
        let depth = r.couple(&what("the depth"))?;
        let flags = r.flags(&what("the flags"))?;
        let chance = r.i32(&what("the chance"))?;
        let at = r.pos;
        let levels = r.count(&what("the level count"), limits.max_levels, 0)?;
        if fmt.alternates {
            // Derived from the names when written again.
            r.i32(&what("the alternates count"))?;
        }
        let branches = r.count(&what("the branch count"), limits.max_branches, 0)?;
        let entry = if fmt.branch_entry {
            0
        } else {
            r.i32(&what("the entry level"))?
        };
        let (bones, tileset) = if fmt.tileset {
            let at = r.pos;
            let b = r.take(4, &what("the bones marker and tileset"))?;
            let tileset = match (b[1], b[2], b[3]) {
                (0, 0, 0) => None,
                (1, t, 0) => Some(t),
                _ => {
                    return r.fail(
                        at + 1,
                        format!("bad tileset bytes in {}", what("the record")),
                    )
                }
            };
            (b[0], tileset)
        } else {
            (r.char_padded(&what("the bones marker"))?, None)
        };
        total_levels += levels;
        total_branches += branches;
        if total_levels > limits.max_levels || total_branches > limits.max_branches {
            return r.fail(at, "more levels or branches than the format allows");
        }
        if levels * fmt.level_record() + branches * fmt.branch_record() > bytes.len() - r.pos {
            return r.fail(
                at,
                format!(
                    "{} and {} do not fit in the rest of the file",
                    what("the level count"),
                    what("the branch count")
                ),
            );
        }
        let first = total_levels - levels;
        let mut d = Dungeon {
            name,
            protofile,
            bones,
            depth,
            flags,
            chance,
            entry,
            levels: Vec::with_capacity(levels),
            branches: Vec::with_capacity(branches),
            tileset,
        };
        for j in 0..levels {
            let lw = |f: &str| format!("{f} of level #{} of dungeon #{}", j + 1, i + 1);
            let display = if fmt.display > 0 {
                Some(r.name(fmt.display, &lw("the display name"))?)
            } else {
                None
            };
            let name = r.name(fmt.level_name, &lw("the name"))?;
            let place = r.couple(&lw("the placement"))?;
            let chance = r.i32(&lw("the chance"))?;
            let rndlevs = r.i32(&lw("the variant count"))?;
            let chain = r.chain(first, levels, &lw("the chain"))?;
            let flags = r.flags(&lw("the flags"))?;
            let bones = r.char_padded(&lw("the bones marker"))?;
            d.levels.push(SpecialLevel {
                name,
                display,
                bones,
                place,
                chance,
                rndlevs,
                chain,
                flags,
            });
        }
        for j in 0..branches {
            let bw = |f: &str| format!("{f} of branch #{} of dungeon #{}", j + 1, i + 1);
            let dest = r.name(fmt.branch_name, &bw("the destination"))?;
            let place = r.couple(&bw("the placement"))?;
            let chain = r.chain(first, levels, &bw("the chain"))?;
            let at = r.pos;
            let kind = r.i32(&bw("the kind"))?;
            let kind = match BranchKind::from_code(kind) {
                Some(k) => k,
                None => {
                    return r.fail(
                        at,
                        format!("{} is {kind}; 0 to 3 are known", bw("the kind")),
                    )
                }
            };
            let at = r.pos;
            let up = match r.i32(&bw("the direction"))? {
                0 => false,
                1 => true,
                v => {
                    return r.fail(
                        at,
                        format!(
                            "{} is {v}; 0 (down) or 1 (up) expected",
                            bw("the direction")
                        ),
                    )
                }
            };
            let entry = if fmt.branch_entry {
                r.i32(&bw("the entry level"))?
            } else {
                0
            };
            d.branches.push(Branch {
                dest,
                place,
                chain,
                kind,
                up,
                entry,
            });
        }
        file.dungeons.push(d);
    }
    if r.pos != bytes.len() {
        return r.fail(
            r.pos,
            format!("{} bytes follow the last dungeon", bytes.len() - r.pos),
        );
    }
    Ok(file)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::write;

    fn sample() -> Vec<u8> {
        let f = DungeonFile {
            dungeons: vec![Dungeon {
                name: b"A".to_vec(),
                levels: vec![SpecialLevel {
                    name: b"x".to_vec(),
                    chance: 100,
                    ..Default::default()
                }],
                branches: vec![Branch {
                    dest: b"B".to_vec(),
                    chain: Some(0),
                    ..Default::default()
                }],
                ..Default::default()
            }],
        };
        write(&f, &Target::nethack_343()).unwrap()
    }

    #[test]
    fn round_trips() {
        let b = sample();
        let m = decode(&b, &Target::nethack_343()).unwrap();
        assert_eq!(write(&m, &Target::nethack_343()).unwrap(), b);
    }

    #[test]
    fn every_truncation_is_an_error() {
        let b = sample();
        for len in 0..b.len() {
            assert!(
                decode(&b[..len], &Target::nethack_343()).is_err(),
                "length {len}"
            );
        }
    }

    #[test]
    fn huge_counts_are_refused_before_allocating() {
        let mut b = sample();
        b[32..36].copy_from_slice(&i32::MAX.to_le_bytes());
        let e = decode(&b, &Target::nethack_343()).unwrap_err();
        assert_eq!(e.offset, 32);
        let mut b = sample();
        b[36 + 60..36 + 64].copy_from_slice(&40i32.to_le_bytes());
        assert!(decode(&b, &Target::nethack_343()).is_err());
    }

    #[test]
    fn wrong_header_is_reported() {
        let e = decode(&sample(), &Target::nethack_367()).unwrap_err();
        assert!(
            e.message.contains("written for target `nethack-3.4.3`"),
            "{e}"
        );
    }
}
