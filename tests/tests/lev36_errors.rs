//! The 3.6 level compiler, construct by construct (exact opcode programs)
//! and error by error (exact messages and spans).

use dgn_core::lev36::model::{Instr, Opcode, Operand};
use dgn_core::lev36::{self, Level};
use dgn_core::{SourceFile, Target};

/// The compiled levels, each diagnostic as (message, text under its span),
/// and the source.
type Outcome = (
    Option<Vec<(Vec<u8>, Level)>>,
    Vec<(String, String)>,
    SourceFile,
);

fn compile(text: &str) -> Outcome {
    let src = SourceFile::new("t.des", text.as_bytes().to_vec());
    let out = lev36::compile(&src, &Target::nethack_367(), &Default::default());
    let diags = out
        .diagnostics
        .iter()
        .map(|d| {
            let at = d
                .primary
                .as_ref()
                .map(|l| String::from_utf8_lossy(&text.as_bytes()[l.span.range()]).into_owned())
                .unwrap_or_default();
            (d.message.clone(), at)
        })
        .collect();
    (out.levels, diags, src)
}

/// The program of the only level of `body` (after `LEVEL:"t"`), without
/// the leading `push 0, LEVEL_FLAGS`.
fn code(body: &str) -> Vec<Instr> {
    let (levels, diags, _) = compile(&format!("LEVEL:\"t\"\n{body}\n"));
    // Functions compile, with the warning that the C tool cannot read them.
    let diags: Vec<_> = diags
        .into_iter()
        .filter(|(m, _)| !m.ends_with("NetHack 3.6.7's lev_comp cannot read functions"))
        .collect();
    assert!(diags.is_empty(), "{diags:?}");
    let levels = levels.expect("compiles");
    assert_eq!(levels.len(), 1);
    let code = &levels[0].1.code;
    assert_eq!(code[..2], [i(0), o(Opcode::LevelFlags)]);
    code[2..].to_vec()
}

/// The diagnostics (message, covered text) of a level body.
fn errors(body: &str) -> Vec<(String, String)> {
    let (levels, diags, _) = compile(&format!("LEVEL:\"t\"\n{body}\n"));
    assert!(levels.is_none(), "should not compile");
    diags
}

fn e(msg: &str, at: &str) -> (String, String) {
    (msg.to_string(), at.to_string())
}

fn i(v: i64) -> Instr {
    Instr::Push(Operand::Int(v))
}
fn o(op: Opcode) -> Instr {
    Instr::Op(op)
}
fn s(v: &str) -> Instr {
    Instr::Push(Operand::Str(Some(v.as_bytes().to_vec())))
}
fn v(v: &str) -> Instr {
    Instr::Push(Operand::Var(v.as_bytes().to_vec()))
}
fn c(x: i64, y: i64) -> Instr {
    Instr::Push(Operand::Coord(x + (y << 16)))
}

use Opcode::*;

#[test]
fn maze_header_fills_and_flags() {
    let (levels, diags, _) = compile("MAZE:\"m\",random\nFLAGS:noteleport,hardfloor\n");
    assert!(diags.is_empty());
    let code = &levels.unwrap()[0].1.code;
    let mut want: Vec<Instr> = [2, 2, 0, 0, 0, 0, 0, 0].iter().map(|&x| i(x)).collect();
    want.extend([o(InitLevel), i(0x20), o(LevelFlags), i(3), o(LevelFlags)]);
    assert_eq!(code, &want);
}

#[test]
fn if_else_jumps() {
    assert_eq!(
        code("IF [50%] { EXIT } ELSE { EXIT }"),
        [
            i(50),
            i(100),
            o(Rn2),
            o(Cmp),
            i(4),
            o(Jle),
            o(Exit),
            i(2),
            o(Jmp),
            o(Exit)
        ]
    );
}

#[test]
fn comparisons_and_chance_statements() {
    assert_eq!(
        code("$x = 1\n[$x >= 2]: EXIT"),
        [
            i(1),
            i(0),
            s("$x"),
            o(VarInit),
            v("$x"),
            i(2),
            o(Cmp),
            i(2),
            o(Jl),
            o(Exit)
        ]
    );
}

#[test]
fn loop_counts_down() {
    assert_eq!(
        code("LOOP [3] { EXIT }"),
        [
            i(3),
            o(Dec),
            o(Exit),
            o(Copy),
            i(0),
            o(Cmp),
            i(-6),
            o(Jg),
            o(Pop)
        ]
    );
}

#[test]
fn switch_with_default_and_break() {
    assert_eq!(
        code("SWITCH [2] { CASE 1: EXIT DEFAULT: BREAK }"),
        [
            i(2),
            o(Rn2),
            i(6),
            o(Jmp),
            o(Exit),
            i(10),
            o(Jmp),
            i(8),
            o(Jmp),
            o(Copy),
            i(1),
            o(Cmp),
            i(-9),
            o(Je),
            i(-10),
            o(Jmp),
            o(Pop)
        ]
    );
}

#[test]
fn switch_on_dice_has_no_rn2() {
    let c = code("SWITCH [1d4] { CASE 1: EXIT }");
    assert_eq!(c[..4], [i(1), i(4), o(Dice), i(4)]);
}

#[test]
fn for_loop() {
    assert_eq!(
        code("FOR $i = 1 TO 2 { EXIT }"),
        [
            i(1),
            i(2),
            i(0),
            s("$i end"),
            o(VarInit),
            i(0),
            s("$i"),
            o(VarInit),
            v("$i end"),
            v("$i"),
            o(MathSub),
            o(MathSign),
            i(0),
            s("$i step"),
            o(VarInit),
            o(Exit),
            v("$i"),
            v("$i end"),
            o(Cmp),
            v("$i step"),
            v("$i"),
            o(MathAdd),
            i(0),
            s("$i"),
            o(VarInit),
            i(-11),
            o(Jne)
        ]
    );
}

#[test]
fn selections() {
    assert_eq!(
        code("TERRAIN: circle((5,5),3) & complement line (1,1),(2,2), '.'"),
        [
            c(5, 5),
            i(3),
            o(Copy),
            i(1),
            o(SelEllipse),
            c(1, 1),
            c(2, 2),
            o(SelLine),
            o(SelComplement),
            o(SelAdd),
            Instr::Push(Operand::MapChar((8 << 8) | 24)),
            o(Terrain)
        ]
    );
    assert_eq!(
        code("$s = selection: filter(50%, rect (1,1,3,3))\nPOOL: grow(north|west, $s)"),
        [
            Instr::Push(Operand::Region(1 + (1 << 8) + (3 << 16) + (3 << 24))),
            o(SelRect),
            i(50),
            i(0),
            o(SelFilter),
            i(0),
            s("$s"),
            o(VarInit),
            v("$s"),
            i(9),
            o(SelGrow),
            o(Pool)
        ]
    );
}

#[test]
fn arrays_shuffle_and_arithmetic() {
    assert_eq!(
        code("$a = {1,2}\nSHUFFLE:$a\nGOLD: $a[1] + 2d6, (1,1)"),
        [
            i(1),
            i(2),
            i(2),
            s("$a"),
            o(VarInit),
            s("$a"),
            o(ShuffleArray),
            i(1),
            v("$a"),
            i(2),
            i(6),
            o(Dice),
            o(MathAdd),
            c(1, 1),
            o(Gold)
        ]
    );
}

#[test]
fn strings_concatenate() {
    assert_eq!(
        code("MESSAGE: \"a\" . \"b\""),
        [s("a"), s("b"), o(MathAdd), o(Message)]
    );
}

#[test]
fn grave_forms() {
    let null = Instr::Push(Operand::Str(None));
    assert_eq!(
        code("GRAVE:(1,1),random"),
        [c(1, 1), null.clone(), i(1), o(Grave)]
    );
    assert_eq!(code("GRAVE:(1,1)"), [c(1, 1), null, i(0), o(Grave)]);
    assert_eq!(code("GRAVE:(1,1),\"x\""), [c(1, 1), s("x"), i(2), o(Grave)]);
}

#[test]
fn functions_warn_that_the_c_tool_cannot_read_them() {
    let (levels, diags, _) = compile("LEVEL:\"t\"\nFUNCTION f($n : int) { EXIT }\nf(5)\n");
    assert!(levels.is_some());
    assert_eq!(
        diags,
        [(
            "function `f`: NetHack 3.6.7's lev_comp cannot read functions".to_string(),
            "f".to_string()
        )]
    );
}

#[test]
fn functions_are_inlined_once_and_called() {
    assert_eq!(
        code("FUNCTION f($n : int) { EXIT }\nf(5)\nf(6)"),
        [
            i(5),
            i(7),
            o(Jmp),
            i(0),
            s("$n"),
            o(VarInit),
            o(Exit),
            i(0),
            o(Return),
            i(1),
            i(-8),
            o(Call),
            i(6),
            i(1),
            i(-12),
            o(Call)
        ]
    );
}

#[test]
fn monster_details() {
    let c0 = code("MONSTER:'a',(1,1),peaceful,\"Bob\"");
    assert_eq!(
        c0[1..],
        [c(1, 1), i(16), i(1), i(0), s("Bob"), i(4), i(0), o(Monster)]
    );
}

#[test]
fn map_is_scanned() {
    let c0 = code("GEOMETRY:center,center\nMAP\n.-\n|\nENDMAP");
    assert_eq!(
        c0,
        [
            c(3, 3),
            i(1),
            i(1),
            Instr::Push(Operand::Str(Some(vec![25, 3, 2, 1]))),
            i(2),
            i(2),
            o(Map)
        ]
    );
}

#[test]
fn variable_errors() {
    assert_eq!(
        errors("MESSAGE: $x"),
        [e("variable `$x` is not defined", "$x")]
    );
    assert_eq!(
        errors("$x = 5\nMESSAGE: $x"),
        [e(
            "variable `$x` is used as a string, but it is an integer",
            "$x"
        )]
    );
    assert_eq!(
        errors("$x = 5\n$x = \"s\""),
        [e(
            "variable `$x` is redefined as string, but it is integer",
            "$x"
        )]
    );
    assert_eq!(
        errors("$a = {1,2}\nTERRAIN:$a,'.'"),
        [e("array variable `$a` is used without an index", "$a")]
    );
    assert_eq!(
        errors("$a = {1,(1,2)}"),
        [e("an array mixes integer and coordinate elements", "(1,2)")]
    );
    assert_eq!(
        errors("SHUFFLE: $q\n$q = 1\nSHUFFLE: $q"),
        [
            e("SHUFFLE of undefined variable `$q`", "$q"),
            e("SHUFFLE needs an array, but `$q` is an integer", "$q")
        ]
    );
}

#[test]
fn lexical_errors() {
    assert_eq!(
        errors("$x = 5\n$y = $x - 1"),
        [e("`-` is not an operator in this language", "-")]
    );
    assert_eq!(errors("MESSAGE:\"abc"), [e("unterminated string", "\"")]);
    assert_eq!(
        errors("GEOMETRY:center,center\nMAP\n.Z.\nENDMAP"),
        [e("unexpected `Z` in a MAP", "Z")]
    );
    assert_eq!(
        errors("MESSAGE:\"a\" # c"),
        [e(
            "expected a statement, `+`, `*`, `/`, `%` or `.`, found `#`",
            "#"
        )]
    );
}

#[test]
fn syntax_errors_are_all_reported() {
    assert_eq!(
        errors("MESSAGE \"x\"\nMESSAGE: 5\nTRAP:\"arrow\" (1,1)"),
        [
            e("expected `:`, found string \"x\"", "\"x\""),
            e("expected a string, found an integer expression", "5"),
            e("expected `,`, found `(`", "(")
        ]
    );
}

#[test]
fn name_errors() {
    assert_eq!(
        errors("MONSTER:\"no such\",(1,1)"),
        [e("unknown monster \"no such\"", "\"no such\"")]
    );
    assert_eq!(
        errors("OBJECT:\"long sward\",(1,1)"),
        [e("unknown object \"long sward\"", "\"long sward\"")]
    );
    assert_eq!(
        errors("TRAP:\"arow\",(1,1)"),
        [e("unknown trap type \"arow\"", "\"arow\"")]
    );
    assert_eq!(
        errors("FOO(1)"),
        [e("function `FOO` is not defined", "FOO")]
    );
}

#[test]
fn range_and_shape_errors() {
    assert_eq!(
        errors("TRAP:\"arrow\",(81,1)"),
        [e("coordinates (81,1) are out of the map", "(81,1)")]
    );
    assert_eq!(
        errors("REGION:(5,5,1,1),lit,\"ordinary\""),
        [e("region (5,5,1,1) starts after it ends", "(5,5,1,1)")]
    );
    assert_eq!(
        errors("STAIR:levregion(0,0,5,5),(0,0,1,1),up"),
        [
            e("level region (0,0,5,5) is out of the level (x1)", "0"),
            e("region (0,0,1,1) is out of the map (x2)", "1")
        ]
    );
    assert_eq!(
        errors("MONSTER:'a',(1,1),align[4]"),
        [e("alignment register 4 does not exist", "align[4]")]
    );
}

#[test]
fn statement_errors() {
    assert_eq!(
        errors("BREAK"),
        [e("BREAK outside of a block it could leave", "BREAK")]
    );
    assert_eq!(
        errors("OBJECT:\"long sword\""),
        [e(
            "an object outside a container needs a position",
            "OBJECT:\"long sword\""
        )]
    );
    assert_eq!(
        errors("SWITCH [2] { CASE 1: DEFAULT: DEFAULT: }"),
        [e("a SWITCH has two DEFAULT cases", "DEFAULT:")]
    );
    assert_eq!(
        errors("ROOM:\"ordinary\"[50%],lit,random,random,random { }"),
        [e("only typed rooms can have a chance", "[50%]")]
    );
    assert_eq!(
        errors("ROOMDOOR:false,closed,random,3"),
        [e("a door on a random wall needs a random position", "3")]
    );
    assert_eq!(
        errors("DRAWBRIDGE:(1,1),north,locked"),
        [e(
            "a drawbridge can only be open, closed or random",
            "locked"
        )]
    );
    assert_eq!(
        errors("OBJECT:'(',(1,1),open"),
        [e(
            "an object's door state can only be `locked` or `broken`",
            "open"
        )]
    );
    assert_eq!(
        errors("INIT_MAP:mines,'.','Z',true,true,lit,false"),
        [e("INIT_MAP: invalid background character", "'Z'")]
    );
    assert_eq!(
        errors("MONSTER:'a',(1,1),peaceful,hostile"),
        [e("this monster detail is given twice", "hostile")]
    );
}

#[test]
fn level_name_errors() {
    let (_, d, _) = compile("LEVEL:\"a.b\"\n");
    assert_eq!(d, [e("invalid dot (`.`) in level name \"a.b\"", "\"a.b\"")]);
    let (_, d, _) = compile("LEVEL:\"abcdefghijklmnop\"\n");
    assert_eq!(
        d,
        [e(
            "level name \"abcdefghijklmnop\" is 16 characters long; the limit is 14",
            "\"abcdefghijklmnop\""
        )]
    );
}

#[test]
fn unknown_room_type_is_a_warning() {
    let (levels, d, _) = compile("LEVEL:\"t\"\nROOM:\"bogus\",lit,random,random,random { }\n");
    assert!(levels.is_some());
    assert_eq!(
        d,
        [e(
            "unknown room type \"bogus\"; making an ordinary room",
            "\"bogus\""
        )]
    );
}

#[test]
fn no_panic_on_odd_bytes() {
    for text in [
        "",
        "\0\u{1}\u{ff}",
        "LEVEL:",
        "MAP\n",
        "$",
        "'",
        "[",
        "LEVEL:\"a\"\n[99999999999999999999%]:EXIT",
    ] {
        let _ = compile(text);
    }
}
