// dungeon.lua mistakes: an unknown key with its likely spelling, code where
// data belongs, and an invalid option value, each at its token.
static D: &[dgn_types::Dungeon] = dgn_macros::dungeon! {
    dungeon = {
        {
            name = "The Dungeons of Doom",
            bonetags = "D",
            base = percent(50),
            levels = {
                { name = "oracle", base = 5, alignment = "neutal" },
            },
        },
    }
};

fn main() {}
