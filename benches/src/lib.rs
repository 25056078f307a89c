//! Inputs shared by dgn's benchmarks: the conformance corpus (when present)
//! and synthetic inputs of any size.

use std::path::PathBuf;

/// The corpus directory of one release, if present (`$DGN_CORPUS` or
/// `../shared/corpus`).
pub fn corpus_set(name: &str) -> Option<PathBuf> {
    let root = std::env::var_os("DGN_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus"));
    let dir = root.join(name);
    dir.is_dir().then_some(dir)
}

/// `(file name, bytes)` of every `dungeon.def` and `.des` input of a corpus
/// set, sorted by name.
pub fn corpus_inputs(name: &str) -> Vec<(String, Vec<u8>)> {
    let Some(dir) = corpus_set(name) else {
        return Vec::new();
    };
    let mut v: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir.join("dat"))
        .map(|rd| {
            rd.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "des" || e == "def"))
                .map(|p| {
                    let n = p
                        .file_name()
                        .unwrap_or_default()
                        .to_string_lossy()
                        .into_owned();
                    (n, std::fs::read(&p).unwrap_or_default())
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// A synthetic `.des` stream of `n` maze levels, each with a map and a
/// handful of detail statements (about 430 bytes per level).
pub fn synthetic_levels(n: usize) -> Vec<u8> {
    let mut s = String::with_capacity(n * 620);
    for i in 0..n {
        s.push_str(&format!(
            "MAZE: \"l{i:07}\", ' '\nGEOMETRY:center,center\nMAP\n\
-------------\n|...........|\n|.---...---.|\n|.|.......|.|\n|.---...---.|\n|...........|\n-------------\nENDMAP\n\
RANDOM_PLACES: (1,1), (11,1), (6,3)\n\
REGION: (0,0,12,6), lit, \"ordinary\"\n\
STAIR: (1,5), up\nSTAIR: place[0], down\n\
MONSTER: 'a', \"giant ant\", (3,3)\nMONSTER: random, random, place[1]\n\
OBJECT: '(', \"chest\", (6,3)\nTRAP: \"arrow\", random\n\
ENGRAVING: (5,1), engrave, \"synthetic level {i}\"\n"
        ));
    }
    s.into_bytes()
}

/// The largest dungeon description NetHack runs: 15 dungeons (the format
/// holds 16, but NetHack refuses every game with 16), 50 special levels and
/// 32 branches, followed by `padding_lines` comment lines to scale the
/// input without changing what it defines.
pub fn synthetic_dungeon(padding_lines: usize) -> Vec<u8> {
    let mut s = String::from("DUNGEON: \"D0\" \"none\" (30, 2)\n");
    for i in 1..15 {
        s.push_str(&format!("BRANCH: \"D{i}\" @ ({}, 0)\n", i % 20 + 1));
    }
    for i in 0..18 {
        s.push_str(&format!(
            "BRANCH: \"D{}\" @ ({}, 1) portal\n",
            i % 14 + 1,
            i % 20 + 1
        ));
    }
    for i in 0..30 {
        s.push_str(&format!("LEVEL: \"lvl{i}\" \"none\" @ ({}, 0)\n", i + 1));
        if i % 7 == 0 {
            s.push_str("LEVELDESC: town\n");
        }
    }
    for i in 1..15 {
        s.push_str(&format!(
            "DUNGEON: \"D{i}\" \"none\" (5, 1)\nDESCRIPTION: mazelike\nALIGNMENT: lawful\n"
        ));
        if i <= 10 {
            s.push_str(&format!(
                "LEVEL: \"lvl{}\" \"none\" @ (1, 0)\nLEVEL: \"lvl{}\" \"none\" @ (2, 0)\n",
                28 + 2 * i,
                29 + 2 * i
            ));
        }
    }
    for i in 0..padding_lines {
        s.push_str(&format!("# padding comment {i}\n"));
    }
    s.into_bytes()
}

/// A description shaped like the big variants' (UnNetHack's, for one): a
/// main dungeon whose levels later branches chain to, a deep second dungeon
/// with a chain of three levels and eight optional levels over wide ranges,
/// and ten more small dungeons. Made up here; only its shape follows them.
pub fn variant_shaped_dungeon() -> Vec<u8> {
    let mut s = String::from(
        "DUNGEON: \"Main\" \"M\" (25, 5)\n\
         BRANCH: \"The Gnomish Mines\" @ (2, 3)\n\
         LEVEL: \"ruin\" \"R\" @ (15, 4)\n\
         LEVEL: \"seer\" \"S\" @ (5, 5)\n\
         CHAINBRANCH: \"Sokoban\" \"seer\" + (1, 0) up\n\
         CHAINBRANCH: \"Hamlet\" \"seer\" + (2, 2) up\n\
         RNDLEVEL: \"hall\" \"H\" @ (10, 3) 40 11\n\
         CHAINBRANCH: \"The Quest\" \"seer\" + (6, 2) portal\n\
         BRANCH: \"Vault\" @ (18, 4) portal\n\
         LEVEL: \"grove\" \"G\" @ (5, 15) 45\n\
         BRANCH: \"Bazaar\" @ (20, 5) portal\n\
         RNDLEVEL: \"gorgon\" \"none\" @ (-5, 4) 4\n\
         RNDLEVEL: \"keep\" \"none\" @ (-1, 0) 3\n\
         CHAINBRANCH: \"Below\" \"keep\" + (0, 0) no_down\n\
         BRANCH: \"Planes\" @ (1, 0) no_down up\n\
         DUNGEON: \"Below\" \"B\" (20, 5)\n\
         BRANCH: \"Vlad's Tower\" @ (9, 5) up\n\
         RNDLEVEL: \"vale\" \"V\" @ (1, 0) 2\n\
         LEVEL: \"altar\" \"none\" @ (-1, 0)\n\
         LEVEL: \"lair1\" \"J\" @ (4, 4)\n\
         RNDLEVEL: \"lair2\" \"B\" @ (6, 4) 2\n\
         RNDLEVEL: \"lair3\" \"A\" @ (2, 6) 2\n\
         LEVEL: \"mage1\" \"none\" @ (11, 6)\n\
         CHAINLEVEL: \"mage2\" \"X\" \"mage1\" + (1, 0)\n\
         CHAINLEVEL: \"mage3\" \"Y\" \"mage1\" + (2, 0)\n\
         RNDLEVEL: \"lair4\" \"O\" @ (10, 6) 2\n\
         LEVEL: \"decoy1\" \"F\" @ (-6, 4)\n\
         LEVEL: \"decoy2\" \"G\" @ (-6, 4)\n",
    );
    for (k, (place, chance)) in [
        ("(-19, 17)", 25),
        ("(2, 17)", 50),
        ("(-19, 17)", 75),
        ("(2, 17)", 100),
        ("(2, 17)", 50),
        ("(-19, 17)", 50),
        ("(2, 17)", 50),
        ("(-19, 17)", 50),
    ]
    .iter()
    .enumerate()
    {
        s.push_str(&format!("LEVEL: \"pit{k}\" \"none\" @ {place} {chance}\n"));
    }
    s.push_str(
        "DUNGEON: \"The Gnomish Mines\" \"N\" (8, 2)\n\
         RNDLEVEL: \"town\" \"T\" @ (3, 2) 8\n\
         RNDLEVEL: \"deep\" \"E\" @ (-1, 0) 3\n\
         DUNGEON: \"The Quest\" \"Q\" (5, 2)\n\
         LEVEL: \"x-strt\" \"none\" @ (1, 1)\n\
         LEVEL: \"x-loca\" \"L\" @ (3, 1)\n\
         LEVEL: \"x-goal\" \"none\" @ (-1, 0)\n\
         DUNGEON: \"Sokoban\" \"none\" (3, 0)\n\
         ENTRY: -1\n\
         RNDLEVEL: \"push1\" \"none\" @ (1, 0) 4\n\
         RNDLEVEL: \"push2\" \"none\" @ (2, 0) 7\n\
         RNDLEVEL: \"push3\" \"none\" @ (3, 0) 16\n\
         DUNGEON: \"Hamlet\" \"A\" (5, 0)\n\
         ENTRY: -1\n\
         RNDLEVEL: \"hamlet\" \"T\" @ (1, 0) 2\n\
         DUNGEON: \"Vault\" \"K\" (1, 0)\n\
         RNDLEVEL: \"knox\" \"K\" @ (-1, 0) 3\n\
         DUNGEON: \"Bazaar\" \"D\" (1, 0)\n\
         LEVEL: \"stalls\" \"D\" @ (1, 0)\n\
         DUNGEON: \"Vlad's Tower\" \"T\" (3, 0)\n\
         ENTRY: -1\n\
         LEVEL: \"tower1\" \"none\" @ (1, 0)\n\
         DUNGEON: \"Planes\" \"E\" (6, 0)\n\
         ENTRY: -2\n\
         LEVEL: \"astral\" \"none\" @ (1, 0)\n\
         LEVEL: \"water\" \"none\" @ (2, 0)\n\
         LEVEL: \"fire\" \"none\" @ (3, 0)\n\
         LEVEL: \"air\" \"none\" @ (4, 0)\n\
         LEVEL: \"earth\" \"none\" @ (5, 0)\n\
         LEVEL: \"dummy\" \"none\" @ (6, 0)\n",
    );
    s.into_bytes()
}

/// The largest description NetHack can run, made to keep the placement
/// proof busy: 15 dungeons of 29 to 32 levels (one more and NetHack refuses
/// every game), 50 special levels (ranges that overlap, chains, levels
/// generated only some of the time) and 32 branches (chained ones among
/// them, so the proof carries where levels land from dungeon to dungeon).
/// With `optional` the last dungeons exist only half of the time.
pub fn proof_dungeon(optional: usize) -> Vec<u8> {
    let mut s = String::new();
    let (mut levels, mut branches) = (0, 0);
    for d in 0..15 {
        s.push_str(&format!("DUNGEON: \"D{d}\" \"none\" (29, 4)"));
        if d >= 15 - optional {
            s.push_str(" 50");
        }
        s.push('\n');
        let mine = (if d < 5 { 5 } else { 3 }).min(50 - levels);
        for k in 0..mine {
            s.push_str(&match k {
                0 => format!("LEVEL: \"top{d}\" \"none\" @ (1, 0)\n"),
                1 => format!("LEVEL: \"a{d}\" \"none\" @ ({}, 6)\n", 2 + d % 5),
                2 => format!("CHAINLEVEL: \"b{d}\" \"none\" \"a{d}\" + (1, 4)\n"),
                3 => format!("RNDLEVEL: \"c{d}\" \"none\" @ (-6, 5) 50 2\n"),
                _ => format!("LEVEL: \"e{d}\" \"none\" @ (10, 10) 40\n"),
            });
            levels += 1;
        }
        if d == 0 {
            for to in 1..15 {
                s.push_str(&if to % 3 == 0 {
                    format!("CHAINBRANCH: \"D{to}\" \"a0\" + ({}, 2)\n", to % 4 + 1)
                } else {
                    format!("BRANCH: \"D{to}\" @ ({}, 3)\n", to + 2)
                });
                branches += 1;
            }
        } else if mine >= 2 {
            // Extra branches: never the first to their dungeon, so NetHack
            // never uses them, but it reads them.
            for extra in 0..2 {
                if branches == 32 {
                    break;
                }
                let to = (d + 1 + extra).min(14);
                s.push_str(&format!(
                    "CHAINBRANCH: \"D{to}\" \"a{d}\" + ({}, 1) portal\n",
                    extra + 1
                ));
                branches += 1;
            }
        }
    }
    debug_assert_eq!((levels, branches), (50, 32));
    s.into_bytes()
}

/// A description shaped like the big variants' (dNetHack's family): a
/// main dungeon of 25 to 29 levels whose special levels spread over wide
/// ranges, several of them generated only some of the time, and five
/// branches placed from special levels (the quests, Gehennom), which the
/// proof must carry to the dungeons they lead to; then the dungeons those
/// branches reach, NetHack's four looked up by name among them.
pub fn chained_branches_dungeon() -> Vec<u8> {
    let doom = r#"DUNGEON: "The Dungeons of Doom" "D" (25, 5)
BRANCH: "The Gnomish Mines" @ (2, 3)
LEVEL: "rogue" "R" @ (15, 4)
LEVEL: "oracle" "O" @ (5, 5)
CHAINBRANCH: "Sokoban" "oracle" + (1, 0) up
CHAINLEVEL: "qstlb" "none" "oracle" + (6, 2)
CHAINBRANCH: "The Quest" "qstlb" + (0, 0) portal
RNDLEVEL: "bigrm" "B" @ (10, 10) 75 5
RNDLEVEL: "bgrmb" "G" @ (15, 10) 50 4
BRANCH: "Fort Ludios" @ (14, 8) portal
RNDLEVEL: "stor" "S" @ (5, 20) 90 7
RNDLEVEL: "medusa" "none" @ (-5, 4) 4
RNDLEVEL: "castle" "none" @ (-1, 0) 6
CHAINBRANCH: "Gehennom" "castle" + (0, 0) no_down
RNDLEVEL: "lawlev" "none" @ (12, 8) 3
CHAINBRANCH: "Law Quest" "lawlev" + (0, 0) portal
LEVEL: "neulev" "none" @ (12, 8)
CHAINBRANCH: "Neutral Quest" "neulev" + (0, 0) portal
LEVEL: "chalev" "none" @ (12, 8)
CHAINBRANCH: "Chaos Quest" "chalev" + (0, 0) portal
BRANCH: "The Elemental Planes" @ (1, 0) no_down up
"#;
    let rest = r#"DUNGEON: "Gehennom" "H" (20, 0)
LEVEL: "valley" "V" @ (1, 0)
LEVEL: "sanctum" "none" @ (-1, 0)
LEVEL: "wizard1" "none" @ (7, 0)
CHAINLEVEL: "wizard2" "X" "wizard1" + (1, 0)
RNDLEVEL: "abyss" "A" @ (-12, 9) 6
LEVEL: "fakewiz1" "F" @ (-12, 9)
LEVEL: "fakewiz2" "W" @ (-12, 9)
DUNGEON: "The Gnomish Mines" "M" (9, 1)
BRANCH: "Vlad's Tower" @ (1, 0) up
RNDLEVEL: "minetn" "T" @ (4, 1) 7
RNDLEVEL: "minend" "E" @ (-1, 0) 4
DUNGEON: "Law Quest" "L" (13, 0)
LEVEL: "arcfort" "none" @ (5, 0)
DUNGEON: "Neutral Quest" "N" (7, 0)
LEVEL: "spire" "none" @ (6, 0)
DUNGEON: "Chaos Quest" "C" (9, 0)
LEVEL: "chaose" "none" @ (9, 0)
DUNGEON: "The Quest" "Q" (5, 2)
LEVEL: "x-strt" "none" @ (1, 1)
LEVEL: "x-goal" "none" @ (-1, 0)
DUNGEON: "Sokoban" "none" (4, 0)
ENTRY: -1
RNDLEVEL: "soko1" "none" @ (1, 0) 2
DUNGEON: "Fort Ludios" "K" (1, 0)
LEVEL: "knox" "K" @ (-1, 0)
DUNGEON: "Vlad's Tower" "none" (3, 0)
ENTRY: -1
LEVEL: "tower1" "none" @ (1, 0)
DUNGEON: "The Elemental Planes" "P" (6, 0)
ENTRY: -2
LEVEL: "astral" "none" @ (1, 0)
"#;
    format!("{doom}{rest}").into_bytes()
}
