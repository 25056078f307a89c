//! Property tests of the dungeon language: generated models and programs,
//! including edge values, survive every round trip, and no input panics.

use dgn_core::dgn::model::{
    Alignment, Branch, BranchKind, Couple, Dungeon, DungeonFile, Flags, SpecialLevel,
};
use dgn_core::dgn::{self, Options};
use dgn_core::{SourceFile, Target};
use proptest::prelude::*;

fn name() -> impl Strategy<Value = Vec<u8>> {
    // Any bytes but NUL and the quote, up to the 23 that fit.
    proptest::collection::vec(prop_oneof![1u8..=33, 35u8..=255], 0..=23)
}

fn couple() -> impl Strategy<Value = Couple> {
    (any::<i16>(), any::<i16>()).prop_map(|(base, rand)| Couple { base, rand })
}

fn flags() -> impl Strategy<Value = Flags> {
    (0i32..0x80).prop_map(|b| Flags::from_bits(b).unwrap())
}

fn model() -> impl Strategy<Value = DungeonFile> {
    let level = (
        name(),
        any::<u8>(),
        couple(),
        any::<i32>(),
        any::<i32>(),
        flags(),
    );
    let branch = (name(), couple(), 0i32..4, any::<bool>());
    let dungeon = (
        name(),
        name(),
        any::<u8>(),
        couple(),
        flags(),
        any::<i32>(),
        any::<i32>(),
        proptest::collection::vec((level, proptest::option::of(0usize..4)), 0..4),
        proptest::collection::vec((branch, proptest::option::of(0usize..4)), 0..3),
    );
    proptest::collection::vec(dungeon, 1..=8).prop_map(|ds| DungeonFile {
        dungeons: ds
            .into_iter()
            .map(
                |(name, protofile, bones, depth, flags, chance, entry, levels, branches)| {
                    let n = levels.len();
                    let chain = |c: Option<usize>| c.filter(|&c| c < n);
                    Dungeon {
                        name,
                        protofile,
                        bones,
                        depth,
                        flags,
                        chance,
                        entry,
                        tileset: None,
                        levels: levels
                            .into_iter()
                            .map(
                                |((name, bones, place, chance, rndlevs, flags), c)| SpecialLevel {
                                    name,
                                    bones,
                                    place,
                                    chance,
                                    rndlevs,
                                    chain: chain(c),
                                    flags,
                                    display: None,
                                },
                            )
                            .collect(),
                        branches: branches
                            .into_iter()
                            .map(|((dest, place, kind, up), c)| Branch {
                                dest,
                                place,
                                chain: chain(c),
                                kind: BranchKind::from_code(kind).unwrap(),
                                up,
                                entry: 0,
                            })
                            .collect(),
                    }
                },
            )
            .collect(),
    })
}

/// Statements of a plausible dungeon description, with edge values.
fn program() -> impl Strategy<Value = String> {
    let num = prop_oneof![
        Just(0i64),
        Just(1),
        Just(-1),
        Just(32),
        Just(-32),
        Just(33),
        Just(100),
        Just(i64::from(i32::MAX)),
        Just(i64::from(i32::MIN)),
        -40i64..40
    ];
    let couple = (num.clone(), num.clone()).prop_map(|(a, b)| format!("({a}, {b})"));
    let names = prop_oneof![
        Just("A"),
        Just("B"),
        Just("C"),
        Just("x"),
        Just("y"),
        Just("z")
    ];
    let bones = prop_oneof![Just("none"), Just("a"), Just("b"), Just("")];
    let desc = prop_oneof![
        Just("town"),
        Just("hellish"),
        Just("mazelike"),
        Just("roguelike"),
        Just("unaligned"),
        Just("noalign"),
        Just("lawful"),
        Just("neutral"),
        Just("chaotic")
    ];
    let opt = proptest::option::of(num.clone())
        .prop_map(|o| o.map_or(String::new(), |v| format!(" {v}")));
    let stmt = prop_oneof![
        (names.clone(), bones.clone(), couple.clone(), opt.clone())
            .prop_map(|(n, b, c, o)| format!("DUNGEON: \"{n}\" \"{b}\" {c}{o}")),
        num.clone().prop_map(|v| format!("ENTRY: {v}")),
        desc.clone().prop_map(|d| format!("DESCRIPTION: {d}")),
        desc.clone().prop_map(|d| format!("ALIGNMENT: {d}")),
        desc.clone().prop_map(|d| format!("LEVELDESC: {d}")),
        desc.prop_map(|d| format!("LEVALIGN: {d}")),
        names.clone().prop_map(|n| format!("PROTOFILE: \"{n}\"")),
        (names.clone(), bones.clone(), couple.clone(), opt.clone())
            .prop_map(|(n, b, c, o)| format!("LEVEL: \"{n}\" \"{b}\" @ {c}{o}")),
        (
            names.clone(),
            bones.clone(),
            couple.clone(),
            opt.clone(),
            num.clone()
        )
            .prop_map(|(n, b, c, o, r)| format!("RNDLEVEL: \"{n}\" \"{b}\" @ {c}{o} {r}")),
        (names.clone(), bones, names.clone(), couple.clone(), opt)
            .prop_map(|(n, b, ch, c, o)| format!("CHAINLEVEL: \"{n}\" \"{b}\" \"{ch}\" + {c}{o}")),
        (
            names.clone(),
            couple.clone(),
            prop_oneof![Just(""), Just(" portal"), Just(" no_up"), Just(" no_down")],
            prop_oneof![Just(""), Just(" up"), Just(" down")]
        )
            .prop_map(|(n, c, t, d)| format!("BRANCH: \"{n}\" @ {c}{t}{d}")),
        (names.clone(), names, couple)
            .prop_map(|(n, ch, c)| format!("CHAINBRANCH: \"{n}\" \"{ch}\" + {c}")),
    ];
    proptest::collection::vec(stmt, 0..14).prop_map(|v| {
        let mut s = String::from("DUNGEON: \"A\" \"none\" (10, 2)\n");
        for line in v {
            s.push_str(&line);
            s.push('\n');
        }
        s
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn models_round_trip_through_the_binary_format(m in model()) {
        let t = Target::nethack_343();
        let bytes = dgn::write(&m, &t).unwrap();
        prop_assert_eq!(dgn::decode(&bytes, &t).unwrap(), m);
    }

    #[test]
    fn decompile_is_exact_or_refuses(m in model()) {
        let t = Target::nethack_343();
        let bytes = dgn::write(&m, &t).unwrap();
        if let Ok(text) = dgn::decompile(&bytes, &t) {
            let src = SourceFile::new("d", text);
            let again = dgn::compile_to_bytes(&src, &t, &Options::default()).unwrap().0;
            prop_assert_eq!(again, bytes);
        }
    }

    #[test]
    fn accepted_programs_round_trip(p in program()) {
        let t = Target::nethack_343();
        let src = SourceFile::new("p", p.into_bytes());
        if let Ok((bytes, _)) = dgn::compile_to_bytes(&src, &t, &Options::default()) {
            let model = dgn::decode(&bytes, &t).unwrap();
            let text = dgn::print(&model).unwrap();
            let again = SourceFile::new("q", text);
            let (bytes2, _) = dgn::compile_to_bytes(&again, &t, &Options::default()).unwrap();
            prop_assert_eq!(bytes2, bytes);
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic(input in proptest::collection::vec(any::<u8>(), 0..300)) {
        let src = SourceFile::new("junk", input.clone());
        let _ = dgn::compile(&src, &Target::nethack_343(), &Options::default());
        let _ = dgn::decode(&input, &Target::nethack_343());
        let _ = dgn::decompile(&input, &Target::nethack_343());
    }
}

#[test]
fn decompile_refuses_models_no_source_can_express() {
    let t = Target::nethack_343();
    let m = DungeonFile {
        dungeons: vec![Dungeon {
            name: b"A".to_vec(),
            flags: Flags {
                town: true,
                ..Default::default()
            },
            ..Default::default()
        }],
    };
    let e = dgn::decompile(&dgn::write(&m, &t).unwrap(), &t).unwrap_err();
    assert_eq!(
        e,
        "dungeon \"A\" is marked as a town, which only levels can be"
    );
    let _ = Alignment::NONE;
}
