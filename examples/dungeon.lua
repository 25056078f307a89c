-- The example dungeon of examples/dungeon.def in NetHack 3.7's language
-- (written by `dgn_comp --to-lua examples/dungeon.def`).
--
-- Check it, or print the dungeon of the game seeded with 42, with:
--     cargo run -p dgn-cli --bin dgn_comp -- --check examples/dungeon.lua
--     cargo run -p dgn-cli --bin dgn_comp -- --layout 42 examples/dungeon.lua
dungeon = {
   {
      name = "The Sunken Halls",
      bonetag = "S",
      base = 12,
      range = 4,
      alignment = "unaligned",
      branches = {
         {
            name = "The Gnomish Mines",
            base = 2,
            range = 2
         },
         {
            name = "Sokoban",
            chainlevel = "gatehall",
            base = 1,
            direction = "up"
         },
         {
            name = "The Quest",
            base = 5,
            range = 4,
            branchtype = "portal"
         },
         {
            name = "The Drowned Depths",
            base = -1,
            branchtype = "portal"
         }
      },
      levels = {
         {
            name = "gatehall",
            bonetag = "H",
            base = 3,
            range = 1,
            alignment = "lawful"
         },
         {
            name = "library",
            bonetag = "L",
            base = 6,
            range = 2,
            chance = 60,
            nlevels = 3
         },
         -- %REINCARNATION: this entry is compiled when the feature is on
         {
            name = "echo",
            bonetag = "E",
            base = 8,
            range = 2,
            flags = "roguelike"
         },
         {
            name = "vault",
            base = -1
         },
         {
            name = "antechamber",
            bonetag = "A",
            chainlevel = "vault",
            base = -1
         }
      }
   },
   {
      name = "The Gnomish Mines",
      bonetag = "M",
      base = 6,
      range = 2,
      alignment = "neutral",
      flags = { "mazelike" },
      levels = {
         {
            name = "saltmine",
            bonetag = "T",
            base = 3,
            range = 1,
            nlevels = 4,
            flags = "town"
         },
         {
            name = "saltend",
            base = -1,
            nlevels = 2
         }
      }
   },
   {
      name = "Sokoban",
      base = 2,
      alignment = "neutral",
      flags = { "mazelike" },
      entry = -1,
      levels = {
         {
            name = "puzzle",
            base = 1
         }
      }
   },
   {
      name = "The Quest",
      bonetag = "Q",
      base = 4,
      range = 1,
      levels = {
         {
            name = "questhome",
            base = 1
         },
         {
            name = "questgoal",
            base = -1
         }
      }
   },
   {
      name = "The Drowned Depths",
      bonetag = "D",
      base = 8,
      range = 3,
      alignment = "chaotic",
      flags = { "mazelike", "hellish" },
      branches = {
         {
            name = "Vlad's Tower",
            chainlevel = "shore",
            base = 1,
            direction = "up"
         },
         {
            name = "The Tutorial",
            base = 1,
            branchtype = "portal"
         }
      },
      levels = {
         {
            name = "landing",
            base = 1
         },
         {
            name = "shore",
            bonetag = "W",
            base = 3,
            range = 1
         },
         {
            name = "grotto",
            bonetag = "G",
            chainlevel = "shore",
            base = 2,
            range = 1,
            nlevels = 2
         },
         {
            name = "abyss",
            base = -1
         }
      }
   },
   {
      name = "Vlad's Tower",
      base = 4,
      alignment = "lawful",
      flags = { "mazelike" },
      protofile = "spire",
      entry = -1,
      levels = {
         {
            name = "spire1",
            base = 1
         }
      }
   },
   {
      name = "The Tutorial",
      base = 1
   }
}
