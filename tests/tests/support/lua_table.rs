//! The `dgn_types` table of a `dungeon.lua` for the layout tests and the
//! benchmarks, read by dgn's own `dungeon.lua` reader (the `nethack-3.7`
//! target), and the model the 3.7 proof takes back from such a table.
#![allow(dead_code)]

use dgn_core::dgn;
use dgn_core::types::Dungeon;
use dgn_core::{SourceFile, Target};

/// The table of a `dungeon.lua`, as NetHack 3.7 reads it; panics with the
/// reader's diagnostics when the file has an error (the placement proof
/// is not run).
pub fn table(src: &[u8]) -> &'static [Dungeon] {
    let file = SourceFile::new("dungeon.lua", src.to_vec());
    let target = Target::builtin("nethack-3.7").expect("a built-in target");
    // Without the placement proof: a table every game panics on is laid
    // out too (each seed then panics as the game does).
    let out = dgn::lua::compile_unproven(&file, &target, &Default::default());
    let Some(lua) = out.file else {
        panic!("dungeon.lua does not read: {:?}", out.diagnostics);
    };
    dgn_core::tables::leak_lua_dungeons(&lua)
}

/// The `dungeon.def` model of a `dungeon.lua` table (for the proof), and
/// the dungeons flagged `unconnected`, which that model cannot hold.
pub fn model(t: &[dgn_core::types::Dungeon]) -> (dgn::model::DungeonFile, Vec<usize>) {
    let flags = |f: dgn_core::types::Flags| dgn::model::Flags {
        town: f.town,
        hellish: f.hellish,
        mazelike: f.mazelike,
        roguelike: f.roguelike,
        align: dgn::model::Alignment(f.align.bits()),
        extra: f.variant,
    };
    let file = dgn::model::DungeonFile {
        dungeons: t
            .iter()
            .map(|d| dgn::model::Dungeon {
                name: d.name_bytes.to_vec(),
                protofile: d.protofile_bytes.to_vec(),
                bones: d.bones,
                depth: couple_of(d.depth.base, d.depth.rand),
                flags: flags(d.flags),
                chance: d.chance,
                entry: d.entry,
                tileset: None,
                levels: d
                    .levels
                    .iter()
                    .map(|l| dgn::model::SpecialLevel {
                        name: l.name_bytes.to_vec(),
                        bones: l.bones,
                        place: couple_of(l.place.base, l.place.rand),
                        chance: l.chance,
                        rndlevs: l.rndlevs,
                        chain: l.chain,
                        flags: flags(l.flags),
                        display: None,
                    })
                    .collect(),
                branches: d
                    .branches
                    .iter()
                    .map(|b| dgn::model::Branch {
                        dest: b.dest_bytes.to_vec(),
                        place: couple_of(b.place.base, b.place.rand),
                        chain: b.chain,
                        kind: match b.kind {
                            dgn_core::types::BranchKind::Stair => dgn::model::BranchKind::Stair,
                            dgn_core::types::BranchKind::NoUp => dgn::model::BranchKind::NoUp,
                            dgn_core::types::BranchKind::NoDown => dgn::model::BranchKind::NoDown,
                            dgn_core::types::BranchKind::Portal => dgn::model::BranchKind::Portal,
                        },
                        up: b.up,
                        entry: 0,
                    })
                    .collect(),
            })
            .collect(),
    };
    let unconnected = (0..t.len()).filter(|&i| t[i].flags.unconnected).collect();
    (file, unconnected)
}

fn couple_of(base: i16, rand: i16) -> dgn::model::Couple {
    dgn::model::Couple { base, rand }
}
