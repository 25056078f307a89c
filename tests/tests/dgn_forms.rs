//! Every statement form of the dungeon language and its defaults, checked on
//! the model and on the bytes written.

use dgn_core::dgn::model::{Alignment, BranchKind, Couple, DungeonFile, Flags};
use dgn_core::dgn::{self, Options};
use dgn_core::{SourceFile, Target};

fn model(src: &[u8]) -> DungeonFile {
    let file = SourceFile::new("t.def", src.to_vec());
    let out = dgn::compile(&file, &Target::nethack_343(), &Options::default());
    let errors: Vec<_> = out.diagnostics.iter().filter(|d| d.is_error()).collect();
    assert!(errors.is_empty(), "{errors:?}");
    out.model.expect("model")
}

fn bytes(src: &[u8]) -> Vec<u8> {
    dgn::write(&model(src), &Target::nethack_343()).unwrap()
}

fn int_at(b: &[u8], at: usize) -> i32 {
    i32::from_le_bytes(b[at..at + 4].try_into().unwrap())
}

const HEADER: usize = 32 + 4;

#[test]
fn dungeon_defaults() {
    let m = model(b"DUNGEON: \"A\" \"none\" (5, 2)\n");
    let d = &m.dungeons[0];
    assert_eq!(d.name, b"A");
    assert_eq!(d.bones, 0);
    assert_eq!(d.depth, Couple { base: 5, rand: 2 });
    assert_eq!(d.chance, 0, "a dungeon without a chance stores 0");
    assert_eq!(d.entry, 0);
    assert_eq!(d.flags, Flags::default());
    assert!(d.protofile.is_empty());
    let b = bytes(b"DUNGEON: \"A\" \"none\" (5, 2)\n");
    assert_eq!(int_at(&b, 32), 1, "dungeon count");
    assert_eq!(b.len(), HEADER + 76);
    assert_eq!(&b[HEADER..HEADER + 2], b"A\0");
    assert!(b[HEADER + 2..HEADER + 48].iter().all(|&x| x == 0));
    assert_eq!(int_at(&b, HEADER + 56), 0);
}

#[test]
fn dungeon_with_chance() {
    let m = model(b"DUNGEON: \"A\" \"a\" (5, 2) 60\n");
    assert_eq!(m.dungeons[0].chance, 60);
    assert_eq!(m.dungeons[0].bones, b'a');
}

#[test]
fn entry_description_alignment_protofile() {
    let m = model(
        b"DUNGEON: \"A\" \"a\" (5, 0)\nENTRY: -2\nDESCRIPTION: mazelike\nDESCRIPTION: hellish\nALIGNMENT: lawful\nPROTOFILE: \"tower\"\n",
    );
    let d = &m.dungeons[0];
    assert_eq!(d.entry, -2);
    assert!(d.flags.mazelike && d.flags.hellish && !d.flags.roguelike && !d.flags.town);
    assert_eq!(d.flags.align, Alignment::LAWFUL);
    assert_eq!(d.flags.bits(), 2 | 4 | 0x40);
    assert_eq!(d.protofile, b"tower");
    for (word, bits) in [
        ("unaligned", 0),
        ("noalign", 0),
        ("chaotic", 0x10),
        ("neutral", 0x20),
        ("lawful", 0x40),
    ] {
        let src = format!("DUNGEON: \"A\" \"a\" (5, 0)\nALIGNMENT: {word}\n");
        assert_eq!(
            model(src.as_bytes()).dungeons[0].flags.bits(),
            bits,
            "{word}"
        );
    }
    assert!(
        model(b"DUNGEON: \"A\" \"a\" (5, 0)\nDESCRIPTION: roguelike\n").dungeons[0]
            .flags
            .roguelike
    );
}

#[test]
fn level_forms() {
    let m = model(
        b"DUNGEON: \"A\" \"a\" (20, 0)\n\
LEVEL: \"one\" \"1\" @ (2, 3)\n\
LEVEL: \"two\" \"none\" @ (-3, 2) 40\n\
RNDLEVEL: \"three\" \"3\" @ (5, 0) 4\n\
RNDLEVEL: \"four\" \"4\" @ (6, 1) 70 2\n\
CHAINLEVEL: \"five\" \"5\" \"three\" + (1, 0)\n\
CHAINLEVEL: \"six\" \"6\" \"three\" + (-1, 0) 30\n\
RNDCHLEVEL: \"seven\" \"7\" \"three\" + (2, 0) 3\n\
RNDCHAINLEVEL: \"eight\" \"8\" \"five\" + (2, 1) 20 5\n",
    );
    let l = &m.dungeons[0].levels;
    assert_eq!(l.len(), 8);
    let summary: Vec<_> = l
        .iter()
        .map(|l| {
            (
                String::from_utf8(l.name.clone()).unwrap(),
                l.bones,
                l.place.base,
                l.place.rand,
                l.chance,
                l.rndlevs,
                l.chain,
            )
        })
        .collect();
    assert_eq!(
        summary,
        vec![
            ("one".into(), b'1', 2, 3, 100, 0, None),
            ("two".into(), 0, -3, 2, 40, 0, None),
            ("three".into(), b'3', 5, 0, 100, 4, None),
            ("four".into(), b'4', 6, 1, 70, 2, None),
            ("five".into(), b'5', 1, 0, 100, 0, Some(2)),
            ("six".into(), b'6', -1, 0, 30, 0, Some(2)),
            ("seven".into(), b'7', 2, 0, 100, 3, Some(2)),
            ("eight".into(), b'8', 2, 1, 20, 5, Some(4)),
        ]
    );
}

#[test]
fn chains_are_written_as_file_wide_level_indices() {
    let src = b"DUNGEON: \"A\" \"a\" (5, 0)\nBRANCH: \"B\" @ (1, 0)\nLEVEL: \"x\" \"x\" @ (1, 0)\n\
DUNGEON: \"B\" \"b\" (5, 0)\nLEVEL: \"p\" \"p\" @ (1, 0)\nLEVEL: \"q\" \"q\" @ (2, 0)\nCHAINLEVEL: \"r\" \"r\" \"q\" + (1, 0)\n";
    let b = bytes(src);
    // Dungeon A: record, 1 level, 1 branch; dungeon B: record, then 3 levels.
    let b_levels = HEADER + 76 + 48 + 40 + 76;
    let r = b_levels + 2 * 48;
    assert_eq!(&b[r..r + 2], b"r\0");
    assert_eq!(int_at(&b, r + 36), 2, "q is level #2 of the whole file");
    assert_eq!(int_at(&b, b_levels + 36), -1, "unchained levels store -1");
}

#[test]
fn leveldesc_and_levalign_apply_to_the_last_level() {
    let m = model(
        b"DUNGEON: \"A\" \"a\" (5, 0)\nLEVEL: \"x\" \"x\" @ (1, 0)\nLEVEL: \"y\" \"y\" @ (2, 0)\nLEVELDESC: town\nLEVELDESC: roguelike\nLEVALIGN: chaotic\nLEVELDESC: unaligned\n",
    );
    let l = &m.dungeons[0].levels;
    assert_eq!(l[0].flags, Flags::default());
    assert_eq!(l[1].flags.bits(), 1 | 8 | 0x10);
}

#[test]
fn branch_forms_and_defaults() {
    let m = model(
        b"DUNGEON: \"A\" \"a\" (9, 0)\n\
LEVEL: \"x\" \"x\" @ (3, 0)\n\
BRANCH: \"B\" @ (2, 3)\n\
BRANCH: \"C\" @ (4, 0) stair up\n\
BRANCH: \"D\" @ (5, 0) no_up\n\
BRANCH: \"E\" @ (6, 0) no_down down\n\
CHAINBRANCH: \"F\" \"x\" + (1, 0) portal\n\
CHAINBRANCH: \"G\" \"x\" + (0, 0) up\n\
DUNGEON: \"B\" \"b\" (1, 0)\nDUNGEON: \"C\" \"c\" (1, 0)\nDUNGEON: \"D\" \"d\" (1, 0)\n\
DUNGEON: \"E\" \"e\" (1, 0)\nDUNGEON: \"F\" \"f\" (1, 0)\nDUNGEON: \"G\" \"g\" (1, 0)\n",
    );
    let b: Vec<_> = m.dungeons[0]
        .branches
        .iter()
        .map(|b| (b.dest[0], b.place.base, b.place.rand, b.chain, b.kind, b.up))
        .collect();
    assert_eq!(
        b,
        vec![
            (b'B', 2, 3, None, BranchKind::Stair, false),
            (b'C', 4, 0, None, BranchKind::Stair, true),
            (b'D', 5, 0, None, BranchKind::NoUp, false),
            (b'E', 6, 0, None, BranchKind::NoDown, false),
            (b'F', 1, 0, Some(0), BranchKind::Portal, false),
            (b'G', 0, 0, Some(0), BranchKind::Stair, true),
        ]
    );
}

#[test]
fn non_utf8_names_are_copied_as_bytes() {
    // "ダンジョン" in Shift_JIS, as NetHack's Japanese translation writes it.
    let mut src = b"DUNGEON: \"".to_vec();
    let sjis = [0x83, 0x5f, 0x83, 0x93, 0x83, 0x57, 0x83, 0x87, 0x83, 0x93];
    src.extend_from_slice(&sjis);
    src.extend_from_slice(b"\" \"D\" (5, 0)\n# \x82\xa0 comment\n");
    let b = bytes(&src);
    assert_eq!(&b[HEADER..HEADER + sjis.len()], &sjis);
    assert_eq!(b[HEADER + sjis.len()], 0);
}

#[test]
fn feature_lines_and_comments() {
    let m = model(b"# comment\nDUNGEON: \"A\" \"a\" (5, 0)\n%REINCARNATION LEVEL: \"rogue\" \"R\" @ (3, 0)\n#%REINCARNATION LEVEL: \"no\" \"n\" @ (3, 0)\n");
    assert_eq!(m.dungeons[0].levels.len(), 1);
    assert_eq!(m.dungeons[0].levels[0].name, b"rogue");
}

#[test]
fn crlf_line_endings() {
    let m = model(b"DUNGEON: \"A\" \"a\" (5, 0)\r\nLEVEL: \"x\" \"x\" @ (1, 0)\r\n");
    assert_eq!(m.dungeons[0].levels.len(), 1);
}

/// The dungeons NetHack's code looks up by name, each reached by a branch
/// from the first dungeon: a binary file for NetHack must define them.
const LOOKED_UP: &[u8] = b"BRANCH: \"The Quest\" @ (1, 0)\nBRANCH: \"Sokoban\" @ (2, 0)\nBRANCH: \"The Gnomish Mines\" @ (3, 0)\nBRANCH: \"Vlad's Tower\" @ (4, 0)\nDUNGEON: \"The Quest\" \"Q\" (2, 0)\nDUNGEON: \"Sokoban\" \"none\" (2, 0)\nDUNGEON: \"The Gnomish Mines\" \"M\" (2, 0)\nDUNGEON: \"Vlad's Tower\" \"T\" (2, 0)\n";

/// The name of dungeon `i` of a generated description: the first four
/// after the main dungeon are those NetHack looks up by name.
fn dungeon_name(i: usize) -> String {
    match i {
        1 => "The Quest".into(),
        2 => "Sokoban".into(),
        3 => "The Gnomish Mines".into(),
        4 => "Vlad's Tower".into(),
        _ => format!("D{i}"),
    }
}

#[test]
fn targets_differ_only_in_the_header() {
    // With the dungeons NetHack looks up by name, as a binary for NetHack
    // needs them.
    let src = SourceFile::new("t", [b"DUNGEON: \"A\" \"a\" (5, 0)\n", LOOKED_UP].concat());
    let a = dgn::compile_to_bytes(&src, &Target::nethack_343(), &Options::default())
        .unwrap()
        .0;
    let b = dgn::compile_to_bytes(&src, &Target::nethack_367(), &Options::default())
        .unwrap()
        .0;
    assert_eq!(a.len() + 8, b.len());
    assert_eq!(&a[32..], &b[40..]);
    assert_eq!(&b[32..40], &0x28000u64.to_le_bytes());
}

#[test]
fn targets_carry_their_table_limits() {
    let mut src = String::from("DUNGEON: \"D0\" \"none\" (5, 0)\n");
    for i in 1..18 {
        src.push_str(&format!("BRANCH: \"{}\" @ (1, 0)\n", dungeon_name(i)));
    }
    for i in 1..18 {
        src.push_str(&format!(
            "DUNGEON: \"{}\" \"none\" (5, 0)\n",
            dungeon_name(i)
        ));
    }
    let file = SourceFile::new("t", src.into_bytes());
    // 18 dungeons and 17 branches: too many for NetHack's own tables...
    let stock = Target::nethack_343();
    assert!(dgn::compile(&file, &stock, &Options::default())
        .model
        .is_none());
    // ...but fine for a variant built with larger ones.
    let mut variant = Target::nethack_343();
    variant.dungeon_limits.max_dungeons = 20;
    let (bytes, _) = dgn::compile_to_bytes(&file, &variant, &Options::default()).expect("compiles");
    assert_eq!(int_at(&bytes, 32), 18);
    assert!(
        dgn::decode(&bytes, &stock).is_err(),
        "the stock limits refuse the file"
    );
    assert_eq!(dgn::decode(&bytes, &variant).unwrap().dungeons.len(), 18);
}
