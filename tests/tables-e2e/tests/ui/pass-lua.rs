// NetHack 3.7's dungeon.lua, inline (strings in double quotes, as Rust
// reads them) and from a file.
use dgn_types::{BranchKind, Dungeon};

static INLINE: &[Dungeon] = dgn_macros::dungeon! {
    dungeon = {
        {
            name = "The Dungeons of Doom",
            bonetag = "D",
            base = 25,
            range = 5,
            alignment = "unaligned",
            themerooms = "themerms.lua",
            branches = {
                { name = "The Gnomish Mines", base = 2, range = 3 },
                { name = "Gehennom", chainlevel = "castle", base = 0, branchtype = "no_down" },
            },
            levels = {
                { name = "oracle", bonetag = "O", base = 5, range = 5, alignment = "neutral" },
                { name = "bigrm", bonetag = "B", base = 10, range = 3, chance = 40, nlevels = 11 },
                { name = "castle", base = -1 },
            },
        },
        {
            name = "Gehennom",
            bonetag = "G",
            base = 20,
            range = 5,
            flags = { "mazelike", "hellish" },
            lvlfill = "hellfill",
            alignment = "noalign",
        },
        {
            name = "The Gnomish Mines",
            bonetag = "M",
            base = 8,
            range = 2,
            flags = { "mazelike" },
            lvlfill = "minefill",
        },
    }
};

const EXAMPLE: &[Dungeon] = dgn_macros::dungeon!(file = "../../../../examples/dungeon.lua");
const EXAMPLE_DEF: &[Dungeon] = dgn_macros::dungeon!(file = "../../../../examples/dungeon.def");

fn main() {
    assert_eq!(INLINE.len(), 3);
    assert_eq!(INLINE[0].levels[1].rndlevs, 11);
    assert_eq!(INLINE[0].branches[1].kind, BranchKind::NoDown);
    assert_eq!(INLINE[1].name, "Gehennom");
    assert!(INLINE[1].flags.hellish);
    assert_eq!(EXAMPLE.len(), EXAMPLE_DEF.len());
    assert_eq!(EXAMPLE[0].levels.len(), EXAMPLE_DEF[0].levels.len());
}
