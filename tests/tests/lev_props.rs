//! Property tests of the 3.4.3 level language: generated programs, with edge
//! values (limits, negative numbers, `random` and registers wherever the
//! grammar allows them), either fail with diagnostics or survive every round
//! trip: source → binary → model → binary, and binary → source → binary.

use dgn_core::lev;
use dgn_core::{Render, SourceFile, Target};
use proptest::prelude::*;

const HEAD: &str = "MAZE: \"prop\", ' '\nGEOMETRY:center,center\nMAP\n\
-----------\n|....|....|\n|....+....|\n|....|....|\n-----------\nENDMAP\n";

fn coord() -> impl Strategy<Value = String> {
    prop_oneof![
        12 => (1i32..10, 1i32..4).prop_map(|(x, y)| format!("({x},{y})")),
        1 => (-2i32..80, -2i32..25).prop_map(|(x, y)| format!("({x},{y})")),
        3 => Just("random".to_string()),
        1 => (0usize..4).prop_map(|n| format!("place[{n}]")),
    ]
}

fn mclass() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => Just("'a'".to_string()),
        4 => Just("'D'".to_string()),
        2 => Just("random".to_string()),
        1 => (0usize..3).prop_map(|n| format!("monster[{n}]")),
    ]
}

fn oclass() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => Just("'('".to_string()),
        4 => Just("')'".to_string()),
        2 => Just("random".to_string()),
        1 => (0usize..3).prop_map(|n| format!("object[{n}]")),
    ]
}

fn name(pool: &'static [&'static str]) -> impl Strategy<Value = String> {
    prop_oneof![
        proptest::sample::select(pool).prop_map(|s| format!("\"{s}\"")),
        Just("random".to_string()),
    ]
}

fn chance() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(String::new()),
        (0i32..=110).prop_map(|c| format!("[{c}%] "))
    ]
}

fn statement() -> impl Strategy<Value = String> {
    let monsters: &'static [&'static str] =
        &["giant ant", "red dragon", "giant antt", "soldier ant", ""];
    let objects: &'static [&'static str] =
        &["chest", "long sword", "large box", "elven dagger", "nope"];
    prop_oneof![
        (chance(), mclass(), name(monsters), coord())
            .prop_map(|(p, c, n, at)| format!("{p}MONSTER: {c}, {n}, {at}")),
        (
            mclass(),
            name(monsters),
            coord(),
            prop_oneof![Just("peaceful"), Just("hostile")],
            prop_oneof![Just("asleep"), Just("awake")]
        )
            .prop_map(|(c, n, at, a, s)| format!("MONSTER: {c}, {n}, {at}, {a}, {s}")),
        (chance(), oclass(), name(objects), coord())
            .prop_map(|(p, c, n, at)| format!("{p}OBJECT: {c}, {n}, {at}")),
        (
            oclass(),
            name(objects),
            coord(),
            prop_oneof![
                Just("blessed"),
                Just("cursed"),
                Just("uncursed"),
                Just("random")
            ],
            -128i32..130
        )
            .prop_map(|(c, n, at, b, e)| format!("OBJECT: {c}, {n}, {at}, {b}, {e}")),
        (
            chance(),
            prop_oneof![
                Just("\"magic\""),
                Just("\"arrow\""),
                Just("random"),
                Just("\"bogus\"")
            ],
            coord()
        )
            .prop_map(|(p, t, at)| format!("{p}TRAP: {t}, {at}")),
        (
            coord(),
            prop_oneof![Just("engrave"), Just("burn"), Just("dust")],
            "[a-z ]{0,20}"
        )
            .prop_map(|(at, k, t)| format!("ENGRAVING: {at}, {k}, \"{t}\"")),
        (coord(), prop_oneof![Just("up"), Just("down")])
            .prop_map(|(at, d)| format!("STAIR: {at}, {d}")),
        coord().prop_map(|at| format!("FOUNTAIN: {at}")),
        (
            coord(),
            prop_oneof![
                Just("random"),
                Just("lawful"),
                Just("align[0]"),
                Just("align[5]")
            ],
            prop_oneof![Just("altar"), Just("shrine")]
        )
            .prop_map(|(at, a, k)| format!("ALTAR: {at}, {a}, {k}")),
        (
            prop_oneof![Just(-1i32), Just(0), Just(1), Just(250), Just(99_999)],
            coord()
        )
            .prop_map(|(g, at)| format!("GOLD: {g}, {at}")),
        prop_oneof![Just("locked"), Just("open"), Just("random"), Just("nodoor")]
            .prop_map(|s| format!("DOOR: {s}, (5,2)")),
        (
            0i32..12,
            0i32..6,
            0i32..12,
            0i32..6,
            prop_oneof![Just("lit"), Just("unlit"), Just("random")]
        )
            .prop_map(|(a, b, c, d, l)| format!("REGION: ({a},{b},{c},{d}), {l}, \"ordinary\"")),
        (0i32..12, 0i32..6).prop_map(|(x, y)| format!("NON_DIGGABLE: (0,0,{x},{y})")),
    ]
}

fn program() -> impl Strategy<Value = String> {
    (
        proptest::option::of("RANDOM_PLACES: \\(1,1\\), \\(8,3\\)( , \\(2,2\\))?"),
        proptest::option::of(Just("RANDOM_MONSTERS: 'a', 'D'")),
        proptest::option::of(Just("RANDOM_OBJECTS: '(', ')', '['")),
        proptest::collection::vec(statement(), 0..8),
    )
        .prop_map(|(places, mons, objs, stmts)| {
            let mut s = String::from(HEAD);
            for line in [places, mons.map(str::to_string), objs.map(str::to_string)]
                .into_iter()
                .flatten()
            {
                s.push_str(&line);
                s.push('\n');
            }
            for line in stmts {
                s.push_str(&line);
                s.push('\n');
            }
            s
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn compiled_levels_survive_every_round_trip(p in program()) {
        let target = Target::nethack_343();
        let src = SourceFile::new("prop.des", p.clone().into_bytes());
        let out = lev::compile(&src, &target, &Default::default());
        for d in &out.diagnostics {
            let _ = d.render(&src, false);
        }
        let Some(levels) = out.levels else {
            prop_assert!(out.diagnostics.iter().any(|d| d.is_error()), "no level and no error:\n{p}");
            return Ok(());
        };
        for (name, level) in levels {
            let bytes = lev::write(&level, &target).unwrap();
            let back = lev::decode(&bytes, &target).unwrap();
            prop_assert_eq!(&lev::write(&back, &target).unwrap(), &bytes);
            // A decompiled text, when one is given, always rebuilds the file.
            if let Ok(text) = lev::decompile(&bytes, &name, &target) {
                let again = SourceFile::new("again.des", text);
                let re = lev::compile(&again, &target, &Default::default());
                let (_, l2) = re.levels.expect("decompiled text compiles").remove(0);
                prop_assert_eq!(lev::write(&l2, &target).unwrap(), bytes);
            }
        }
    }
}

#[test]
fn non_utf8_strings_are_copied_as_bytes() {
    let target = Target::nethack_343();
    // Shift_JIS text, as NetHack's Japanese translation writes it.
    let sjis: &[u8] = &[0x82, 0xa0, 0x82, 0xa2, 0x83, 0x5f];
    let mut src = HEAD.as_bytes().to_vec();
    src.extend_from_slice(
        b"# \x83\x52\x83\x81\x83\x93\x83\x67 comment\nENGRAVING: (1,1), engrave, \"",
    );
    src.extend_from_slice(sjis);
    src.extend_from_slice(b"\"\n");
    let out = lev::compile(
        &SourceFile::new("sjis.des", src),
        &target,
        &Default::default(),
    );
    let (_, level) = out.levels.expect("compiles").remove(0);
    let bytes = lev::write(&level, &target).unwrap();
    assert!(
        bytes.windows(sjis.len()).any(|w| w == sjis),
        "the bytes are copied unchanged"
    );
    let text = lev::decompile(&bytes, "prop", &target).unwrap();
    assert!(text.windows(sjis.len()).any(|w| w == sjis));
}
