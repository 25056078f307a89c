//! The binary `dungeon` file writer.
//!
//! Layout (LP64, little-endian, padding zero): the target's version header;
//! an `int` count of dungeons; then for each dungeon a 76-byte dungeon
//! record, its 48-byte level records and its 40-byte branch records.
//!
//! | record  | fields (byte offset) |
//! |---------|----------------------|
//! | dungeon | name\[24\] (0), protoname\[24\] (24), base:i16 (48), rand:i16 (50), flags (52), chance (56), levels (60), branches (64), entry_lev (68), boneschar (72) |
//! | level   | name\[24\] (0), base:i16 (24), rand:i16 (26), chance (28), rndlevs (32), chain (36), flags (40), boneschar (44) |
//! | branch  | name\[24\] (0), base:i16 (24), rand:i16 (26), chain (28), type (32), up (36) |

use super::model::{Couple, DungeonFile};
use super::NAME_MAX;
use dgn_common::target::Target;

/// Size of one dungeon record.
pub const DUNGEON_RECORD: usize = 76;
/// Size of one level record.
pub const LEVEL_RECORD: usize = 48;
/// Size of one branch record.
pub const BRANCH_RECORD: usize = 40;

pub use dgn_common::binary::WriteError;

/// The sizes of the name fields of a game's records (each holds a name and
/// its NUL), and whether its records carry GnollHack's additions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    /// A dungeon's name.
    pub dungeon_name: usize,
    /// A dungeon's prototype file name.
    pub protofile: usize,
    /// Padding after the prototype file name.
    pub protofile_pad: usize,
    /// A level's display name (0: none).
    pub display: usize,
    /// A level's (file) name.
    pub level_name: usize,
    /// A branch's destination.
    pub branch_name: usize,
    /// GnollHack's tileset bytes after a dungeon's bones marker.
    pub tileset: bool,
    /// notdNetHack's `alternates` (an `int` between a dungeon's level and
    /// branch counts): how many other dungeons share its name.
    pub alternates: bool,
    /// SLASH'EM's entry level on each branch (an `int` at the end of the
    /// branch record) in place of the dungeon record's.
    pub branch_entry: bool,
}

impl Default for Format {
    fn default() -> Self {
        Format::NETHACK
    }
}

impl Format {
    /// NetHack's records (and those of the variants that keep them).
    pub const NETHACK: Format = Format {
        dungeon_name: NAME_MAX + 1,
        protofile: NAME_MAX + 1,
        protofile_pad: 0,
        display: 0,
        level_name: NAME_MAX + 1,
        branch_name: NAME_MAX + 1,
        tileset: false,
        alternates: false,
        branch_entry: false,
    };
    /// notdNetHack's: NetHack's with the dungeon record's `alternates`
    /// (80 bytes).
    pub const NOTDNETHACK: Format = Format {
        alternates: true,
        ..Format::NETHACK
    };
    /// SLASH'EM's: the entry level moves from the dungeon record (72
    /// bytes) to the branch record (44 bytes).
    pub const SLASHEM: Format = Format {
        branch_entry: true,
        ..Format::NETHACK
    };
    /// GnollHack's: 92-byte dungeon records (a 48-byte name, a 15-byte
    /// prototype file name, the tileset), 136-byte level records (a
    /// 64-byte display name before a 48-byte file name) and 64-byte branch
    /// records.
    pub const GNOLLHACK: Format = Format {
        dungeon_name: 48,
        protofile: 15,
        protofile_pad: 1,
        display: 64,
        level_name: 48,
        branch_name: 48,
        tileset: true,
        alternates: false,
        branch_entry: false,
    };

    /// The records of a game.
    pub fn of(variant: dgn_common::target::Variant) -> Format {
        match variant {
            dgn_common::target::Variant::GnollHack => Format::GNOLLHACK,
            dgn_common::target::Variant::NotDNetHack => Format::NOTDNETHACK,
            v if v.is_slashem_family() => Format::SLASHEM,
            _ => Format::NETHACK,
        }
    }

    /// The size of a dungeon record.
    pub fn dungeon_record(&self) -> usize {
        self.dungeon_name
            + self.protofile
            + self.protofile_pad
            + 28
            + 4 * usize::from(self.alternates)
            - 4 * usize::from(self.branch_entry)
    }

    /// The size of a level record.
    pub fn level_record(&self) -> usize {
        self.display + self.level_name + 24
    }

    /// The size of a branch record.
    pub fn branch_record(&self) -> usize {
        self.branch_name + 16 + 4 * usize::from(self.branch_entry)
    }
}

/// A name in a field of `width` bytes (the name and its NUL).
fn name_in(out: &mut Vec<u8>, bytes: &[u8], width: usize, what: &str) -> Result<(), WriteError> {
    if bytes.len() >= width {
        return Err(WriteError(format!(
            "{what} is {} bytes long; the format holds at most {}",
            bytes.len(),
            width - 1
        )));
    }
    if bytes.contains(&0) {
        return Err(WriteError(format!("{what} contains a NUL byte")));
    }
    out.extend_from_slice(bytes);
    out.resize(out.len() + width - bytes.len(), 0);
    Ok(())
}

fn couple(out: &mut Vec<u8>, c: Couple) {
    out.extend_from_slice(&c.base.to_le_bytes());
    out.extend_from_slice(&c.rand.to_le_bytes());
}

fn int(out: &mut Vec<u8>, v: i32) {
    out.extend_from_slice(&v.to_le_bytes());
}

fn chain(c: Option<usize>, first: usize, count: usize, what: &str) -> Result<i32, WriteError> {
    match c {
        None => Ok(-1),
        Some(i) if i < count => Ok((first + i) as i32),
        Some(i) => Err(WriteError(format!(
            "{what} chains to level #{i}, but its dungeon has {count} levels"
        ))),
    }
}

/// Each dungeon's `alternates` as notdNetHack's dgn_comp counts them: when
/// a dungeon arrives, every earlier dungeon of its name counts one more,
/// and the newcomer takes the count of the last of them (so every copy of
/// a name ends with the number of copies less one, unless a copy came
/// between them and changed it).
pub fn alternates(file: &DungeonFile) -> Vec<i32> {
    let mut counts: Vec<i32> = Vec::with_capacity(file.dungeons.len());
    for (k, d) in file.dungeons.iter().enumerate() {
        let mut own = 0;
        for (i, e) in file.dungeons[..k].iter().enumerate() {
            if e.name == d.name {
                counts[i] += 1;
                own = counts[i];
            }
        }
        counts.push(own);
    }
    counts
}

/// Encodes a dungeon description as NetHack's binary `dungeon` file.
pub fn write(file: &DungeonFile, target: &Target) -> Result<Vec<u8>, WriteError> {
    if target.reads_dungeon_lua() {
        return Err(WriteError(format!(
            "target `{}` has no binary dungeon file: NetHack 3.7 reads dungeon.lua itself (compile to Rust tables, or convert with --to-lua)",
            target.name
        )));
    }
    let n = file.dungeons.len();
    if n == 0 {
        return Err(WriteError(
            "a dungeon file needs at least one dungeon".into(),
        ));
    }
    let limits = target.dungeon_limits;
    let (max_dungeons, max_levels, max_branches) =
        (limits.max_dungeons, limits.max_levels, limits.max_branches);
    if n > max_dungeons {
        return Err(WriteError(format!(
            "{n} dungeons; the format holds at most {max_dungeons}"
        )));
    }
    let levels: usize = file.dungeons.iter().map(|d| d.levels.len()).sum();
    if levels > max_levels {
        return Err(WriteError(format!(
            "{levels} special levels; the format holds at most {max_levels}"
        )));
    }
    let branches: usize = file.dungeons.iter().map(|d| d.branches.len()).sum();
    if branches > max_branches {
        return Err(WriteError(format!(
            "{branches} branches; the format holds at most {max_branches}"
        )));
    }
    let fmt = Format::of(target.variant);
    let mut out = target.dungeon_version_bytes();
    out.reserve(
        4 + n * fmt.dungeon_record() + levels * fmt.level_record() + branches * fmt.branch_record(),
    );
    int(&mut out, n as i32);
    let alternates = alternates(file);
    let mut first_level = 0;
    for (k, d) in file.dungeons.iter().enumerate() {
        let what = format!("dungeon name {:?}", String::from_utf8_lossy(&d.name));
        name_in(&mut out, &d.name, fmt.dungeon_name, &what)?;
        name_in(&mut out, &d.protofile, fmt.protofile, "prototype file name")?;
        out.resize(out.len() + fmt.protofile_pad, 0);
        couple(&mut out, d.depth);
        int(&mut out, d.flags.bits_for(target.variant));
        int(&mut out, d.chance);
        int(&mut out, d.levels.len() as i32);
        if fmt.alternates {
            int(&mut out, alternates[k]);
        }
        int(&mut out, d.branches.len() as i32);
        if !fmt.branch_entry {
            int(&mut out, d.entry);
        }
        if fmt.tileset {
            let (has, t) = d.tileset.map_or((0, 0), |t| (1, t));
            out.extend_from_slice(&[d.bones, has, t, 0]);
        } else {
            out.extend_from_slice(&[d.bones, 0, 0, 0]);
        }
        for l in &d.levels {
            let what = format!("level {:?}", String::from_utf8_lossy(&l.name));
            if fmt.display > 0 {
                let shown = l.display.as_deref().unwrap_or_default();
                name_in(
                    &mut out,
                    shown,
                    fmt.display,
                    &format!("display name of {what}"),
                )?;
            }
            name_in(&mut out, &l.name, fmt.level_name, &what)?;
            couple(&mut out, l.place);
            int(&mut out, l.chance);
            int(&mut out, l.rndlevs);
            int(
                &mut out,
                chain(l.chain, first_level, d.levels.len(), &what)?,
            );
            int(&mut out, l.flags.bits_for(target.variant));
            out.extend_from_slice(&[l.bones, 0, 0, 0]);
        }
        for b in &d.branches {
            let what = format!("branch to {:?}", String::from_utf8_lossy(&b.dest));
            name_in(&mut out, &b.dest, fmt.branch_name, &what)?;
            couple(&mut out, b.place);
            int(
                &mut out,
                chain(b.chain, first_level, d.levels.len(), &what)?,
            );
            int(&mut out, b.kind.code());
            int(&mut out, i32::from(b.up));
            if fmt.branch_entry {
                int(&mut out, b.entry);
            }
        }
        first_level += d.levels.len();
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::super::model::*;
    use super::*;

    #[test]
    fn record_sizes_and_fields() {
        let file = DungeonFile {
            dungeons: vec![Dungeon {
                name: b"A".to_vec(),
                bones: b'a',
                depth: Couple { base: 3, rand: -1 },
                levels: vec![SpecialLevel {
                    name: b"l".to_vec(),
                    chance: 100,
                    ..Default::default()
                }],
                branches: vec![Branch {
                    dest: b"B".to_vec(),
                    chain: Some(0),
                    kind: BranchKind::Portal,
                    up: true,
                    ..Default::default()
                }],
                ..Default::default()
            }],
        };
        let t = Target::nethack_343();
        let out = write(&file, &t).unwrap();
        assert_eq!(
            out.len(),
            32 + 4 + DUNGEON_RECORD + LEVEL_RECORD + BRANCH_RECORD
        );
        let d = &out[36..];
        assert_eq!(&d[48..52], &[3, 0, 0xff, 0xff]);
        assert_eq!(d[72], b'a');
        let b = &d[DUNGEON_RECORD + LEVEL_RECORD..];
        assert_eq!(&b[28..40], &[0, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0]);
    }

    #[test]
    fn refuses_what_the_format_cannot_hold() {
        let t = Target::nethack_343();
        assert!(write(&DungeonFile::default(), &t).is_err());
        let long = DungeonFile {
            dungeons: vec![Dungeon {
                name: vec![b'x'; 24],
                ..Default::default()
            }],
        };
        assert!(write(&long, &t).is_err());
    }
}
