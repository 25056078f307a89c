// The start of a game with a dungeon.lua, proven with NetHack 3.7's rules:
// an error where every game panics, a warning with its exact probability
// where some do, each at the dungeon concerned.
static NEVER: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
    dungeon = {
        {
            name = "Sokoban",
            base = 4,
            levels = {
                { name = "soko1", base = 1 },
                { name = "soko2", base = 1 },
            },
        },
    }
};

static SOMETIMES: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
    dungeon = {
        {
            name = "Doom",
            bonetag = "D",
            base = 6,
            range = 2,
            branches = { { name = "Mines", base = 2, range = 3 } },
        },
        {
            name = "Mines",
            bonetag = "M",
            base = 8,
            range = 2,
            levels = {
                { name = "minend", base = -1 },
                { name = "deep", base = 8 },
            },
        },
    }
};

fn main() {}
