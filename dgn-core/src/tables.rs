//! Run-time `dgn-types` tables from a compiled model.
//!
//! `dungeon!` and `build-support` turn a description into `&'static`
//! [`dgn_types::Dungeon`] tables at build time. A tool that reads a
//! description at run time (`dgn_comp --layout`) needs the same tables;
//! [`leak_dungeons`] builds them from a [`DungeonFile`] and leaks their
//! storage, which lives as long as the program anyway.

use crate::dgn::model::{self, DungeonFile};
use dgn_types::{Alignment, Branch, BranchKind, Couple, Dungeon, Flags, SpecialLevel};

fn leak_bytes(b: &[u8]) -> &'static [u8] {
    Box::leak(b.to_vec().into_boxed_slice())
}

fn leak_text(b: &[u8]) -> &'static str {
    Box::leak(String::from_utf8_lossy(b).into_owned().into_boxed_str())
}

fn couple(c: model::Couple) -> Couple {
    Couple {
        base: c.base,
        rand: c.rand,
    }
}

fn flags(f: model::Flags) -> Flags {
    Flags {
        town: f.town,
        hellish: f.hellish,
        mazelike: f.mazelike,
        roguelike: f.roguelike,
        align: Alignment::from_bits(f.align.0),
        unconnected: false,
        variant: f.extra,
    }
}

fn kind(k: model::BranchKind) -> BranchKind {
    match k {
        model::BranchKind::Stair => BranchKind::Stair,
        model::BranchKind::NoUp => BranchKind::NoUp,
        model::BranchKind::NoDown => BranchKind::NoDown,
        model::BranchKind::Portal => BranchKind::Portal,
    }
}

/// The table of a compiled (or decoded) description, as `dungeon!` would
/// generate it. Its storage is leaked: call it once per description a
/// program works on.
pub fn leak_dungeons(file: &DungeonFile) -> &'static [Dungeon] {
    leak_with(file, |_| false)
}

/// The table of a `dungeon.lua`, as [`leak_dungeons`] builds it, with
/// NetHack 3.7's `unconnected` flag of each dungeon set from the file.
pub fn leak_lua_dungeons(file: &crate::dgn::lua::LuaFile) -> &'static [Dungeon] {
    leak_with(&file.model, |i| {
        file.extras.get(i).is_some_and(|e| e.unconnected)
    })
}

/// The table of `file`, with `unconnected(i)` the `unconnected` flag of
/// dungeon `i`.
fn leak_with(file: &DungeonFile, unconnected: impl Fn(usize) -> bool) -> &'static [Dungeon] {
    let dungeons: Vec<Dungeon> = file
        .dungeons
        .iter()
        .enumerate()
        .map(|(i, d)| Dungeon {
            name: leak_text(&d.name),
            name_bytes: leak_bytes(&d.name),
            protofile: leak_text(&d.protofile),
            protofile_bytes: leak_bytes(&d.protofile),
            bones: d.bones,
            depth: couple(d.depth),
            flags: Flags {
                unconnected: unconnected(i),
                ..flags(d.flags)
            },
            chance: d.chance,
            entry: d.entry,
            levels: Box::leak(
                d.levels
                    .iter()
                    .map(|l| SpecialLevel {
                        name: leak_text(&l.name),
                        name_bytes: leak_bytes(&l.name),
                        bones: l.bones,
                        place: couple(l.place),
                        chance: l.chance,
                        rndlevs: l.rndlevs,
                        chain: l.chain,
                        flags: flags(l.flags),
                    })
                    .collect::<Vec<_>>()
                    .into_boxed_slice(),
            ),
            branches: Box::leak(
                d.branches
                    .iter()
                    .map(|b| Branch {
                        dest: leak_text(&b.dest),
                        dest_bytes: leak_bytes(&b.dest),
                        place: couple(b.place),
                        chain: b.chain,
                        kind: kind(b.kind),
                        up: b.up,
                        entry: b.entry,
                    })
                    .collect::<Vec<_>>()
                    .into_boxed_slice(),
            ),
        })
        .collect();
    Box::leak(dungeons.into_boxed_slice())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{dgn, SourceFile, Target};

    #[test]
    fn matches_what_the_macro_generates() {
        let src = SourceFile::new(
            "t.def",
            br#"DUNGEON: "The Dungeons of Doom" "D" (25, 5)
ALIGNMENT: unaligned
BRANCH: "The Gnomish Mines" @ (2, 3)
RNDLEVEL: "bigrm" "B" @ (10, 3) 40 5
LEVEL: "oracle" "O" @ (5, 5)
LEVALIGN: neutral
CHAINBRANCH: "Sokoban" "oracle" + (1, 0) up
DUNGEON: "The Gnomish Mines" "M" (8, 2)
ENTRY: -1
"#
            .to_vec(),
        );
        let out = dgn::compile(&src, &Target::nethack_343(), &Default::default());
        let table = leak_dungeons(&out.model.expect("compiles"));
        assert_eq!(table.len(), 2);
        let doom = &table[0];
        assert_eq!(doom.name, "The Dungeons of Doom");
        assert_eq!(doom.depth, Couple { base: 25, rand: 5 });
        assert_eq!(doom.levels[0].rndlevs, 5);
        assert_eq!(doom.levels[0].chance, 40);
        assert_eq!(doom.levels[1].flags.align, Alignment::Neutral);
        assert_eq!(doom.branches[1].chain, Some(1));
        assert!(doom.branches[1].up);
        assert_eq!(table[1].entry, -1);
    }
}
