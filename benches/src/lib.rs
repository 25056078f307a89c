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

/// The largest dungeon description the format allows: 16 dungeons, 50
/// special levels and 32 branches; `copies` of it are joined with comment
/// lines in between to scale the input without changing what it defines.
pub fn synthetic_dungeon(padding_lines: usize) -> Vec<u8> {
    let mut s = String::from("DUNGEON: \"D0\" \"none\" (30, 2)\n");
    for i in 1..16 {
        s.push_str(&format!("BRANCH: \"D{i}\" @ ({}, 0)\n", i % 20 + 1));
    }
    for i in 0..17 {
        s.push_str(&format!(
            "BRANCH: \"D{}\" @ ({}, 1) portal\n",
            i % 15 + 1,
            i % 20 + 1
        ));
    }
    for i in 0..50 {
        s.push_str(&format!(
            "LEVEL: \"lvl{i}\" \"none\" @ ({}, 0)\n",
            i % 30 + 1
        ));
        if i % 7 == 0 {
            s.push_str("LEVELDESC: town\n");
        }
    }
    for i in 1..16 {
        s.push_str(&format!(
            "DUNGEON: \"D{i}\" \"none\" (5, 1)\nDESCRIPTION: mazelike\nALIGNMENT: lawful\n"
        ));
    }
    for i in 0..padding_lines {
        s.push_str(&format!("# padding comment {i}\n"));
    }
    s.into_bytes()
}
