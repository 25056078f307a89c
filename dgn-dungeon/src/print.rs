//! Printing a model as canonical `dungeon.def` source.
//!
//! The text recompiles to the same model (and so to the same bytes). Each
//! dungeon is printed as its `DUNGEON` line, its properties, its levels (each
//! followed by its `LEVELDESC`/`LEVALIGN` lines) and then its branches.

use super::model::{Alignment, BranchKind, Couple, DungeonFile, Flags};
use dgn_common::target::Variant;

pub use dgn_common::binary::PrintError;

fn string(out: &mut Vec<u8>, s: &[u8], what: &str) -> Result<(), PrintError> {
    if s.contains(&b'"') || s.contains(&0) {
        return Err(PrintError(format!(
            "{what} {:?} contains a byte a string cannot hold",
            String::from_utf8_lossy(s)
        )));
    }
    out.push(b'"');
    out.extend_from_slice(s);
    out.push(b'"');
    Ok(())
}

fn bones(out: &mut Vec<u8>, b: u8) -> Result<(), PrintError> {
    out.push(b' ');
    if b == 0 {
        string(out, b"none", "bones marker")
    } else {
        string(out, &[b], "bones marker")
    }
}

fn couple(out: &mut Vec<u8>, c: Couple) {
    out.extend_from_slice(format!("({}, {})", c.base, c.rand).as_bytes());
}

fn alignments(a: Alignment) -> impl Iterator<Item = &'static str> {
    [(1u8, "chaotic"), (2, "neutral"), (4, "lawful")]
        .into_iter()
        .filter(move |(bit, _)| a.0 & bit != 0)
        .map(|(_, w)| w)
}

fn descriptions(f: Flags, variant: Variant) -> impl Iterator<Item = &'static str> {
    [
        (f.town, "town"),
        (f.hellish, "hellish"),
        (f.mazelike, "mazelike"),
        (f.roguelike, "roguelike"),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .map(|(_, w)| w)
    .chain(
        crate::lexer::variant_descriptors(variant)
            .iter()
            .filter(move |(_, bit)| f.extra & bit != 0)
            .map(|(w, _)| *w),
    )
}

/// Prints a model as `dungeon.def` source text (bytes: names are copied as
/// they are, whatever their encoding).
pub fn print(file: &DungeonFile) -> Result<Vec<u8>, PrintError> {
    print_for(file, Variant::Vanilla)
}

/// [`print()`] for a variant's game: its own descriptors too.
pub fn print_for(file: &DungeonFile, variant: Variant) -> Result<Vec<u8>, PrintError> {
    let mut out = Vec::new();
    for (di, d) in file.dungeons.iter().enumerate() {
        if di > 0 {
            out.push(b'\n');
        }
        out.extend_from_slice(b"DUNGEON:\t");
        string(&mut out, &d.name, "dungeon name")?;
        bones(&mut out, d.bones)?;
        out.push(b' ');
        couple(&mut out, d.depth);
        // The chance a `DUNGEON:` without one gets: notdNetHack's 100.
        let default_chance = if variant == Variant::NotDNetHack {
            100
        } else {
            0
        };
        if d.chance != default_chance {
            out.extend_from_slice(format!(" {}", d.chance).as_bytes());
        }
        out.push(b'\n');
        if !d.protofile.is_empty() {
            out.extend_from_slice(b"PROTOFILE:\t");
            string(&mut out, &d.protofile, "prototype file name")?;
            out.push(b'\n');
        }
        if d.flags.town {
            return Err(PrintError(format!(
                "dungeon {:?} is marked as a town, which only levels can be",
                String::from_utf8_lossy(&d.name)
            )));
        }
        for w in descriptions(d.flags, variant) {
            out.extend_from_slice(format!("DESCRIPTION:\t{w}\n").as_bytes());
        }
        for w in alignments(d.flags.align) {
            out.extend_from_slice(format!("ALIGNMENT:\t{w}\n").as_bytes());
        }
        if let Some(t) = d.tileset {
            let word = crate::lexer::GNOLLHACK_TILESETS
                .iter()
                .find(|w| w.1 == i32::from(t))
                .map_or_else(|| t.to_string(), |w| w.0.to_string());
            out.extend_from_slice(format!("TILESET:\t{word}\n").as_bytes());
        }
        if d.entry != 0 {
            if variant.is_slashem_family() {
                return Err(PrintError(format!(
                    "dungeon {:?} has an entry level, which SLASH'EM gives only to branches",
                    String::from_utf8_lossy(&d.name)
                )));
            }
            out.extend_from_slice(format!("ENTRY:\t\t{}\n", d.entry).as_bytes());
        }
        for l in &d.levels {
            let random = l.rndlevs != 0;
            let keyword: &[u8] = match (l.chain.is_some(), random) {
                (false, false) => b"LEVEL:\t\t",
                (false, true) => b"RNDLEVEL:\t",
                (true, false) => b"CHAINLEVEL:\t",
                (true, true) => b"RNDCHLEVEL:\t",
            };
            out.extend_from_slice(keyword);
            if let Some(shown) = &l.display {
                string(&mut out, shown, "display name")?;
                out.push(b' ');
            }
            string(&mut out, &l.name, "level name")?;
            bones(&mut out, l.bones)?;
            match l.chain {
                Some(c) => {
                    let target = d.levels.get(c).ok_or_else(|| {
                        PrintError(format!(
                            "level {:?} chains to a missing level",
                            String::from_utf8_lossy(&l.name)
                        ))
                    })?;
                    out.push(b' ');
                    string(&mut out, &target.name, "level name")?;
                    out.extend_from_slice(b" + ");
                }
                None => out.extend_from_slice(b" @ "),
            }
            couple(&mut out, l.place);
            if l.chance != 100 {
                out.extend_from_slice(format!(" {}", l.chance).as_bytes());
            }
            if random {
                out.extend_from_slice(format!(" {}", l.rndlevs).as_bytes());
            }
            out.push(b'\n');
            for w in descriptions(l.flags, variant) {
                out.extend_from_slice(format!("LEVELDESC:\t{w}\n").as_bytes());
            }
            for w in alignments(l.flags.align) {
                out.extend_from_slice(format!("LEVALIGN:\t{w}\n").as_bytes());
            }
        }
        for b in &d.branches {
            match b.chain {
                Some(c) => {
                    out.extend_from_slice(b"CHAINBRANCH:\t");
                    string(&mut out, &b.dest, "dungeon name")?;
                    let target = d.levels.get(c).ok_or_else(|| {
                        PrintError(format!(
                            "branch to {:?} chains to a missing level",
                            String::from_utf8_lossy(&b.dest)
                        ))
                    })?;
                    out.push(b' ');
                    string(&mut out, &target.name, "level name")?;
                    out.extend_from_slice(b" + ");
                }
                None => {
                    out.extend_from_slice(b"BRANCH:\t\t");
                    string(&mut out, &b.dest, "dungeon name")?;
                    out.extend_from_slice(b" @ ");
                }
            }
            couple(&mut out, b.place);
            match b.kind {
                BranchKind::Stair => {}
                BranchKind::NoUp => out.extend_from_slice(b" no_up"),
                BranchKind::NoDown => out.extend_from_slice(b" no_down"),
                BranchKind::Portal => out.extend_from_slice(b" portal"),
            }
            if b.up {
                out.extend_from_slice(b" up");
            }
            if b.entry != 0 {
                if !variant.is_slashem_family() {
                    return Err(PrintError(format!(
                        "branch to {:?} has an entry level, which only SLASH'EM's branches have",
                        String::from_utf8_lossy(&b.dest)
                    )));
                }
                out.extend_from_slice(format!(" {}", b.entry).as_bytes());
            }
            out.push(b'\n');
        }
    }
    Ok(out)
}
