//! build-support and `dungeon!` on NetHack 3.6.7's special levels: the
//! `.lev` files equal the C lev_comp's, and the typed programs of the
//! tables encode back to exactly those bytes (so the typed operands lose
//! nothing a port needs).

use dgn_tables_e2e::v36::{from_macro, BINARY_DIR, FROM_CORPUS, LEVELS36};
use dgn_types::lev36::{find_level, Instr, Level, Opcode, Operand, Select};
use std::path::PathBuf;

/// The version header of NetHack 3.6.7 for Linux on x86-64.
const HEADER: [u64; 5] = [
    0x0306_0700,
    0x0006_0040,
    0x211c_617e,
    0x1_48c2_4958,
    0x0002_8000,
];

/// A level's `.lev` bytes, written from the table alone.
fn encode(level: &Level) -> Vec<u8> {
    let mut out: Vec<u8> = HEADER.iter().flat_map(|v| v.to_le_bytes()).collect();
    out.extend_from_slice(&(level.code.len() as i64).to_le_bytes());
    for ins in level.code {
        match ins {
            Instr::Op(op) => out.extend_from_slice(&op.number().to_le_bytes()),
            Instr::Push(v) => {
                out.extend_from_slice(&Opcode::Push.number().to_le_bytes());
                out.push(v.type_byte());
                match v {
                    Operand::Str(s) => {
                        let b = s.map_or(&b""[..], |t| t.bytes);
                        out.extend_from_slice(&(b.len() as i32).to_le_bytes());
                        out.extend_from_slice(b);
                    }
                    Operand::Var(t) => {
                        out.extend_from_slice(&(t.bytes.len() as i32).to_le_bytes());
                        out.extend_from_slice(t.bytes);
                    }
                    other => out.extend_from_slice(&other.packed().unwrap().to_le_bytes()),
                }
            }
        }
    }
    out
}

fn check_tables_against_binaries(tables: &[(&str, &[Level])]) -> usize {
    let mut n = 0;
    for (file, levels) in tables {
        for level in *levels {
            let path = PathBuf::from(BINARY_DIR).join(format!("{}.lev", level.name));
            let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert!(
                encode(level) == bytes,
                "{file}: {} re-encodes differently",
                level.name
            );
            n += 1;
        }
    }
    n
}

#[test]
fn example_program() {
    assert_eq!(from_macro::LEVELS36, LEVELS36);
    let level = find_level(LEVELS36, "tidepool").unwrap();
    assert_eq!(
        check_tables_against_binaries(&[("levels36.des", LEVELS36)]),
        1
    );
    let moccasin = level.code.iter().find_map(|i| match i {
        Instr::Push(Operand::Monster(Select::Exact { class, id })) => Some((*class, *id)),
        _ => None,
    });
    let (class, id) = moccasin.unwrap();
    assert_eq!(class, b'S');
    assert_eq!(id.name, "water moccasin");
    assert!(!level
        .code
        .iter()
        .any(|i| matches!(i, Instr::Push(Operand::Raw { .. }))));
}

#[test]
fn corpus_binaries_and_tables() {
    if !FROM_CORPUS {
        eprintln!(
            "skipped: conformance corpus `nethack-3.6.7` not found beside the checkout; \
             only examples/levels36.des was compiled"
        );
        return;
    }
    #[cfg(dgn_corpus36)]
    {
        use dgn_tables_e2e::v36;
        let corpus =
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/nethack-3.6.7");
        let mut expected = 0;
        for entry in std::fs::read_dir(corpus.join("expected")).unwrap() {
            let theirs = entry.unwrap().path();
            if theirs.extension().is_none_or(|e| e != "lev") {
                continue;
            }
            let ours = PathBuf::from(BINARY_DIR).join(theirs.file_name().unwrap());
            assert!(
                std::fs::read(&ours).unwrap() == std::fs::read(&theirs).unwrap(),
                "{} differs from lev_comp",
                ours.display()
            );
            expected += 1;
        }
        assert_eq!(expected, 120);
        let tables: &[(&str, &[Level])] = &[
            ("Arch", v36::ARCH),
            ("Barb", v36::BARB),
            ("Caveman", v36::CAVEMAN),
            ("Healer", v36::HEALER),
            ("Knight", v36::KNIGHT),
            ("Monk", v36::MONK),
            ("Priest", v36::PRIEST),
            ("Ranger", v36::RANGER),
            ("Rogue", v36::ROGUE),
            ("Samurai", v36::SAMURAI),
            ("Tourist", v36::TOURIST),
            ("Valkyrie", v36::VALKYRIE),
            ("Wizard", v36::WIZARD),
            ("bigroom", v36::BIGROOM),
            ("castle", v36::CASTLE),
            ("endgame", v36::ENDGAME),
            ("gehennom", v36::GEHENNOM),
            ("knox", v36::KNOX),
            ("medusa", v36::MEDUSA),
            ("mines", v36::MINES),
            ("oracle", v36::ORACLE),
            ("sokoban", v36::SOKOBAN),
            ("tower", v36::TOWER),
            ("yendor", v36::YENDOR),
        ];
        assert_eq!(check_tables_against_binaries(tables), 120);
        assert_eq!(from_macro::ORACLE, v36::ORACLE);
        assert_eq!(from_macro::SOKOBAN, v36::SOKOBAN);
        let oracle = find_level(v36::ORACLE, "oracle").unwrap();
        let named = oracle.code.iter().find_map(|i| match i {
            Instr::Push(Operand::Monster(Select::Exact { id, .. })) if id.name == "Oracle" => {
                Some(id.index)
            }
            _ => None,
        });
        assert!(named.is_some(), "the Oracle is placed by name");
    }
}

/// The macro speaks EvilHack's dialect: the table holds its level with its
/// own opcodes (a port numbers them as `dgn_lev36::variant` says).
#[test]
fn an_evilhack_level_from_the_macro() {
    let levels = from_macro::EVILHACK;
    assert_eq!(levels.len(), 1);
    assert_eq!(levels[0].name, "evtest");
    for op in [
        Opcode::Forge,
        Opcode::MagicChest,
        Opcode::Puddle,
        Opcode::Sewage,
    ] {
        assert!(
            levels[0]
                .code
                .iter()
                .any(|i| matches!(i, Instr::Op(o) if *o == op)),
            "{op:?} missing"
        );
    }
}

/// The macro speaks UnNetHack's dialect: its four levels (the counter in
/// a level's name numbered), with its own opcodes.
#[test]
fn unnethack_levels_from_the_macro() {
    let levels = from_macro::UNNETHACK;
    assert_eq!(levels.len(), 4);
    for (l, name) in levels.iter().zip(["untest", "unroom", "unv-01", "unv-02"]) {
        assert_eq!(l.name, name);
    }
    for op in [
        Opcode::MonGeneration,
        Opcode::LevelSounds,
        Opcode::Spill,
        Opcode::WallWalk,
        Opcode::CoreFunc,
    ] {
        assert!(
            levels[0]
                .code
                .iter()
                .any(|i| matches!(i, Instr::Op(o) if *o == op)),
            "{op:?} missing"
        );
    }
}

/// The macro speaks GnollHack's dialect: its level with its own opcodes.
#[test]
fn a_gnollhack_level_from_the_macro() {
    let levels = from_macro::GNOLLHACK;
    assert_eq!(levels.len(), 1);
    assert_eq!(levels[0].name, "ghtest");
    for op in [
        Opcode::Tileset,
        Opcode::Forest,
        Opcode::MonGeneration,
        Opcode::Naming,
        Opcode::Decoration,
        Opcode::Lever,
        Opcode::ModronLevelTeleporter,
        Opcode::Signpost,
        Opcode::Tree,
    ] {
        assert!(
            levels[0]
                .code
                .iter()
                .any(|i| matches!(i, Instr::Op(o) if *o == op)),
            "{op:?} missing"
        );
    }
}
