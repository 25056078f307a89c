//! Printing a 3.6 opcode program as `.des` source (a decompiler).
//!
//! The program is read as the lowering pass ([`super::lower`]) writes it:
//! values are pushed, then a statement's opcode consumes them. A symbolic
//! stack of the pushed values (literals, expressions, selections) is kept,
//! and each statement opcode turns what it consumes back into the statement
//! that produced it. Jumps are recognised only in the exact shapes lowering
//! emits for `IF`/`ELSE` (and `[n%]:` chances, printed as `IF`),
//! `LOOP`, `SWITCH`, `FOR`, `BREAK` and the first call of a `FUNCTION` (whose
//! body lowering places at that call, behind a jump). Anything else is
//! a [`PrintError`].
//!
//! [`decompile`] checks the result: it recompiles the text and gives it back
//! only when the bytes are the same.

use super::decode::decode;
use super::lexer::{GhKind, Tok};
use super::model::{coord_pack, region_pack, Instr, Level, Opcode, Operand};
use dgn_common::catalog::{class_arg, Catalog};
use dgn_common::source::SourceFile;
use dgn_common::target::{Dialect, Target};
use std::collections::{HashMap, HashSet};
use std::fmt;

/// A program that cannot be printed as source, with the index of the
/// instruction where that was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintError {
    /// Index of the instruction (not a byte offset).
    pub at: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for PrintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at instruction #{}: {}", self.at, self.message)
    }
}

impl std::error::Error for PrintError {}

type R<T> = Result<T, PrintError>;
type B = Vec<u8>;

/// Concatenates byte strings and text.
macro_rules! cat {
    ($($e:expr),* $(,)?) => {{
        let mut v: Vec<u8> = Vec::new();
        $( v.extend_from_slice(AsRef::<[u8]>::as_ref(&$e)); )*
        v
    }};
}

/// Value types, as lowering knows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    Int,
    Str,
    Coord,
    Region,
    MapChar,
    Monst,
    Obj,
    Sel,
}

/// A value on the symbolic stack.
#[derive(Clone, Debug)]
enum Val {
    Int(i64),
    Str(Option<B>),
    Var(B, Option<Box<Val>>),
    Coord(i64),
    Region(i64),
    MapChar(i64),
    Monster(i64),
    Object(i64),
    Dice(Box<Val>, Box<Val>),
    Math(Opcode, Box<Val>, Box<Val>),
    Rn2(Box<Val>),
    Dup(Box<Val>),
    Sel(Opcode, Vec<Val>),
    RndCoord(Box<Val>),
    /// A call of one of UnNetHack's core functions, with its arguments.
    CoreFunc(&'static str, Vec<Val>),
}

/// One output line; raw lines (map rows) are never indented.
#[derive(Clone, Debug)]
struct Line {
    raw: bool,
    text: B,
}

fn line(text: B) -> Line {
    Line { raw: false, text }
}

fn indent(lines: Vec<Line>) -> impl Iterator<Item = Line> {
    lines.into_iter().map(|l| {
        if l.raw {
            l
        } else {
            Line {
                raw: false,
                text: cat!(b"  ", l.text),
            }
        }
    })
}

/// Where a `BREAK` of the current block jumps.
#[derive(Clone, Copy, Debug)]
enum Brk {
    None,
    /// To this instruction.
    At(usize),
    /// To the instruction that ends the block, which is this opcode.
    Op(Opcode),
}

#[derive(Clone, Copy, Debug)]
struct Ctx {
    brk: Brk,
    in_container: bool,
    in_switch: bool,
    top: bool,
}

#[derive(Clone, Debug)]
struct Func {
    addr: usize,
    name: String,
}

/// Everything that a failed attempt must undo.
#[derive(Clone)]
struct State {
    pos: usize,
    stack: Vec<Val>,
    vars: HashMap<B, (Ty, bool)>,
    funcs: Vec<Func>,
    pending: Vec<Line>,
    breaks: Vec<usize>,
}

struct Printer<'a> {
    code: &'a [Instr],
    cat: &'a Catalog,
    /// The game of the 3.6 family: its numbers and names.
    fam: &'static crate::variant::Family36,
    pos: usize,
    stack: Vec<Val>,
    /// Variable types: element type and whether an array.
    vars: HashMap<B, (Ty, bool)>,
    funcs: Vec<Func>,
    /// Function definitions to print before the current top-level statement.
    pending: Vec<Line>,
    /// Targets of `BREAK`s whose block end is not known yet.
    breaks: Vec<usize>,
    /// How many blocks are open.
    nesting: usize,
    /// The `IF`s whose reading with an `ELSE` failed once: not tried again
    /// when an enclosing block is read again, so that the retries cannot
    /// multiply with the nesting.
    failed_else: HashSet<usize>,
}

// ----- small printers -----

fn err<T>(at: usize, message: impl Into<String>) -> R<T> {
    Err(PrintError {
        at,
        message: message.into(),
    })
}

fn i32_ok(v: i64) -> bool {
    i32::try_from(v).is_ok()
}

fn word<'w>(at: usize, table: &[(i64, &'w str)], v: i64, what: &str) -> R<&'w str> {
    match table.iter().find(|(n, _)| *n == v) {
        Some((_, w)) => Ok(w),
        None => err(at, format!("{what} {v} has no name in the language")),
    }
}

const LIGHT: &[(i64, &str)] = &[(1, "lit"), (0, "unlit"), (-1, "random")];
const BOOL: &[(i64, &str)] = &[(1, "true"), (0, "false")];
const BOOL_RANDOM: &[(i64, &str)] = &[(1, "true"), (0, "false"), (-1, "random")];
const DOOR_STATE: &[(i64, &str)] = &[
    (2, "open"),
    (4, "closed"),
    (8, "locked"),
    (0, "nodoor"),
    (1, "broken"),
    (32, "secret"),
    (-1, "random"),
];
const DIRECTION: &[(i64, &str)] = &[(1, "north"), (2, "south"), (4, "east"), (8, "west")];
/// UnNetHack's level sound kinds.
const SOUND_KINDS: &[(i64, &str)] = &[(0, "hear"), (1, "pline"), (2, "verbal"), (3, "feel")];
const HALIGN: &[(i64, &str)] = &[
    (1, "left"),
    (2, "half-left"),
    (3, "center"),
    (4, "half-right"),
    (5, "right"),
];
const VALIGN: &[(i64, &str)] = &[(1, "top"), (3, "center"), (5, "bottom")];
const ALIGNMENT: &[(i64, &str)] = &[
    (0, "noalign"),
    (4, "law"),
    (2, "neutral"),
    (1, "chaos"),
    (3, "coaligned"),
    (7, "noncoaligned"),
    (-1, "align[0]"),
    (-2, "align[1]"),
    (-3, "align[2]"),
    (-11, "random"),
];
const ALTAR_TYPE: &[(i64, &str)] = &[(0, "altar"), (1, "shrine"), (2, "sanctum"), (-1, "random")];
const ENGRAVING: &[(i64, &str)] = &[
    (1, "dust"),
    (2, "engrave"),
    (3, "burn"),
    (4, "mark"),
    (5, "blood"),
    (-1, "random"),
];
const UP_DOWN: &[(i64, &str)] = &[(1, "up"), (0, "down")];
const LEVEL_FLAGS: &[(i64, &str)] = &[
    (0x1, "noteleport"),
    (0x2, "hardfloor"),
    (0x4, "nommap"),
    (0x8, "shortsighted"),
    (0x10, "arboreal"),
    (0x20, "mazelevel"),
    (0x40, "premapped"),
    (0x80, "shroud"),
    (0x100, "graveyard"),
    (0x200, "icedpools"),
    (0x400, "solidify"),
    (0x800, "corrmaze"),
    (0x1000, "inaccessibles"),
];
const HUMIDITY: &[(i64, &str)] = &[
    (1, "dry"),
    (2, "wet"),
    (4, "hot"),
    (8, "solid"),
    (0x10, "any"),
];
const COMPARE: &[(Opcode, &str)] = &[
    (Opcode::Jl, "<"),
    (Opcode::Jle, "<="),
    (Opcode::Jg, ">"),
    (Opcode::Jge, ">="),
    (Opcode::Je, "=="),
    (Opcode::Jne, "!="),
];

/// A set of bits as words joined by `sep`; every bit must have a word.
fn bits(at: usize, table: &[(i64, &str)], v: i64, sep: &str, what: &str) -> R<String> {
    let mut rest = v;
    let mut out = Vec::new();
    for (b, w) in table {
        // Every bit of the entry (GnollHack's `dry` has three).
        if rest & b == *b {
            out.push(*w);
            rest &= !b;
        }
    }
    if rest != 0 || v == 0 {
        return err(at, format!("{what} {v:#x} cannot be written"));
    }
    Ok(out.join(sep))
}

/// A non-negative integer token.
fn int_n(at: usize, v: i64) -> R<B> {
    if v < 0 || !i32_ok(v) {
        return err(
            at,
            format!("{v} cannot be written where only 0 or more is allowed"),
        );
    }
    Ok(v.to_string().into_bytes())
}

/// A signed integer token (`CASE`, corridors).
fn all_ints(at: usize, v: i64) -> R<B> {
    if !i32_ok(v) {
        return err(at, format!("{v} does not fit in a C int"));
    }
    Ok(v.to_string().into_bytes())
}

/// A percentage 0..100.
fn percent(at: usize, v: i64) -> R<i64> {
    if (0..=100).contains(&v) {
        Ok(v)
    } else {
        err(at, format!("a percentage of {v} cannot be written"))
    }
}

fn str_lit(at: usize, s: &[u8]) -> R<B> {
    if s.contains(&b'"') || s.contains(&0) {
        return err(
            at,
            format!(
                "the string \"{}\" contains a byte a string cannot hold",
                String::from_utf8_lossy(s)
            ),
        );
    }
    Ok(cat!(b"\"", s, b"\""))
}

fn char_lit(at: usize, c: u8) -> R<B> {
    match c {
        b'\n' | b'\r' | 0 => err(at, format!("character {c:#x} cannot be written")),
        b'\\' => Ok(b"'\\\\'".to_vec()),
        c => Ok(vec![b'\'', c, b'\'']),
    }
}

fn var_name_ok(n: &[u8]) -> bool {
    n.len() > 1 && n[0] == b'$' && n[1..].iter().all(|b| b.is_ascii_alphabetic() || *b == b'_')
}

/// The map character of a terrain type of the game (any character that is
/// none, for the invalid type 127 that `MAZEWALK` lets through).
fn family_terrain_char(fam: &crate::variant::Family36, t: i64) -> Option<u8> {
    if t == 127 {
        return Some(b'Q');
    }
    fam.terrain_char(t)
}

/// The game's level flags by bit, for printing.
fn level_flags(fam: &crate::variant::Family36) -> Vec<(i64, &'static str)> {
    if fam.variant == dgn_common::target::Variant::Vanilla {
        return LEVEL_FLAGS.to_vec();
    }
    (0..31)
        .map(|b| 1i64 << b)
        .filter_map(|bit| fam.flag_names(bit).first().map(|n| (bit, *n)))
        .collect()
}

/// GnollHack's location flags: `dry` takes in ice and air.
const GH_HUMIDITY: &[(i64, &str)] = &[
    (0x181, "dry"),
    (0x2, "wet"),
    (0x4, "hot"),
    (0x8, "solid"),
    (0x10, "any"),
    (0x80, "ice"),
    (0x100, "air"),
    (0x1, "floor"),
];

/// GnollHack's "no monster" (the `int` -1 read as a `long`).
const GH_NO_MONTYPE: i64 = 0xFFFF_FFFF;

fn is_null(s: &Option<B>) -> bool {
    s.as_ref().is_none_or(|s| s.is_empty())
}

/// How deeply values may nest, and blocks: far more than any real level
/// needs (lev_comp allows 20 nested conditionals or loops), and little
/// enough for the printer's recursion.
const MAX_DEPTH: usize = 100;
const MAX_BLOCKS: usize = 64;

/// The nesting depth of a value (bounded, since every value is built from
/// values already checked).
fn depth(v: &Val) -> usize {
    1 + match v {
        Val::Int(_)
        | Val::Str(_)
        | Val::Coord(_)
        | Val::Region(_)
        | Val::MapChar(_)
        | Val::Monster(_)
        | Val::Object(_) => 0,
        Val::Var(_, i) => i.as_deref().map_or(0, depth),
        Val::Dice(a, b) | Val::Math(_, a, b) => depth(a).max(depth(b)),
        Val::Rn2(a) | Val::Dup(a) | Val::RndCoord(a) => depth(a),
        Val::Sel(_, args) | Val::CoreFunc(_, args) => args.iter().map(depth).max().unwrap_or(0),
    }
}

/// An integer expression as lowering writes one: the only kind
/// of value `Copy` may duplicate (the radius of a circle).
fn int_expr(v: &Val) -> bool {
    match v {
        Val::Int(_) => true,
        Val::Var(_, i) => i.as_deref().is_none_or(int_expr),
        Val::Dice(a, b) => matches!((&**a, &**b), (Val::Int(_), Val::Int(_))),
        Val::Math(_, a, b) => int_expr(a) && int_expr(b),
        _ => false,
    }
}

fn is_int(v: &Val, n: i64) -> bool {
    matches!(v, Val::Int(x) if *x == n)
}

/// Does an expression hold dice or a variable (then `SWITCH` uses it as is)?
fn inconstant(v: &Val) -> bool {
    match v {
        Val::Dice(..) | Val::Var(..) => true,
        Val::Math(_, a, b) => inconstant(a) || inconstant(b),
        _ => false,
    }
}

impl<'a> Printer<'a> {
    fn save(&self) -> State {
        State {
            pos: self.pos,
            stack: self.stack.clone(),
            vars: self.vars.clone(),
            funcs: self.funcs.clone(),
            pending: self.pending.clone(),
            breaks: self.breaks.clone(),
        }
    }

    fn restore(&mut self, s: State) {
        self.pos = s.pos;
        self.stack = s.stack;
        self.vars = s.vars;
        self.funcs = s.funcs;
        self.pending = s.pending;
        self.breaks = s.breaks;
    }

    fn get(&self, i: usize) -> Option<&'a Instr> {
        self.code.get(i)
    }

    fn is_op(&self, i: usize, op: Opcode) -> bool {
        matches!(self.get(i), Some(Instr::Op(o)) if *o == op)
    }

    fn int_at(&self, i: usize) -> Option<i64> {
        match self.get(i) {
            Some(Instr::Push(Operand::Int(v))) => Some(*v),
            _ => None,
        }
    }

    /// The integer on top of the value stack, if it is one.
    fn int_at_top(&self) -> Option<i64> {
        match self.stack.last() {
            Some(Val::Int(v)) => Some(*v),
            _ => None,
        }
    }

    fn str_at(&self, i: usize) -> Option<&'a [u8]> {
        match self.get(i) {
            Some(Instr::Push(Operand::Str(Some(s)))) => Some(s),
            _ => None,
        }
    }

    fn var_at(&self, i: usize, name: &[u8]) -> bool {
        matches!(self.get(i), Some(Instr::Push(Operand::Var(v))) if v == name)
    }

    /// The instruction a jump at `at` with offset `v` goes to.
    fn target(&self, at: usize, v: i64) -> Option<usize> {
        let t = i64::try_from(at).ok()?.checked_add(v)?;
        let t = usize::try_from(t).ok()?;
        (t <= self.code.len()).then_some(t)
    }

    fn pop(&mut self, at: usize) -> R<Val> {
        match self.stack.pop() {
            Some(v) => Ok(v),
            None => err(at, "an opcode takes more values than were pushed"),
        }
    }

    fn pop_int(&mut self, at: usize) -> R<i64> {
        match self.pop(at)? {
            Val::Int(v) => Ok(v),
            other => err(
                at,
                format!("an integer literal was expected, found {other:?}"),
            ),
        }
    }

    fn pop_n(&mut self, at: usize, n: usize) -> R<Vec<Val>> {
        if self.stack.len() < n {
            return err(at, "an opcode takes more values than were pushed");
        }
        let k = self.stack.len() - n;
        Ok(self.stack.split_off(k))
    }

    fn pop_ints<const N: usize>(&mut self, at: usize) -> R<[i64; N]> {
        let mut out = [0i64; N];
        for i in (0..N).rev() {
            out[i] = self.pop_int(at)?;
        }
        Ok(out)
    }

    fn var_ty(&self, name: &[u8]) -> Option<(Ty, bool)> {
        self.vars.get(name).copied()
    }

    fn ty(&self, v: &Val) -> Option<Ty> {
        Some(match v {
            Val::Int(_) | Val::Dice(..) | Val::Rn2(_) => Ty::Int,
            Val::Math(op, a, b) => {
                if *op == Opcode::MathAdd && (self.is_str(a) || self.is_str(b)) {
                    Ty::Str
                } else {
                    Ty::Int
                }
            }
            Val::Str(_) => Ty::Str,
            Val::Var(n, _) => self.var_ty(n)?.0,
            Val::Coord(_) | Val::RndCoord(_) => Ty::Coord,
            Val::Region(_) => Ty::Region,
            Val::MapChar(_) => Ty::MapChar,
            Val::Monster(_) => Ty::Monst,
            Val::Object(_) => Ty::Obj,
            Val::Sel(..) => Ty::Sel,
            Val::Dup(x) => return self.ty(x),
            Val::CoreFunc(name, _) => {
                match self
                    .fam
                    .core_funcs
                    .iter()
                    .find(|c| c.name == *name)
                    .map(|c| c.ret)
                {
                    Some(b's') => Ty::Str,
                    Some(b'c') => Ty::Coord,
                    Some(b'r') => Ty::Region,
                    _ => Ty::Int,
                }
            }
        })
    }

    fn is_str(&self, v: &Val) -> bool {
        self.ty(v) == Some(Ty::Str)
    }

    // ----- values -----

    fn var_ref(&self, at: usize, name: &[u8], idx: &Option<Box<Val>>) -> R<B> {
        if !var_name_ok(name) {
            return err(
                at,
                format!(
                    "\"{}\" is not a variable name",
                    String::from_utf8_lossy(name)
                ),
            );
        }
        match idx {
            None => Ok(name.to_vec()),
            Some(i) => Ok(cat!(name, b"[", self.expr(at, i, 0)?, b"]")),
        }
    }

    /// An expression at precedence `lvl`: 0 `Expr` (with `.`), 1 `Sum`,
    /// 2 `Prod`, 3 `Atom`.
    fn expr(&self, at: usize, v: &Val, lvl: u8) -> R<B> {
        let wrap = |t: B, own: u8| -> B {
            if lvl > own {
                cat!(b"(", t, b")")
            } else {
                t
            }
        };
        match v {
            Val::Int(n) => {
                if !i32_ok(*n) {
                    return err(at, format!("{n} does not fit in a C int"));
                }
                if *n >= 0 {
                    Ok(n.to_string().into_bytes())
                } else {
                    Ok(format!("({n})").into_bytes())
                }
            }
            Val::Str(s) => str_lit(at, s.as_deref().unwrap_or_default()),
            Val::Var(n, i) => self.var_ref(at, n, i),
            Val::Dice(n, d) => match (&**n, &**d) {
                (Val::Int(n), Val::Int(d)) => Ok(cat!(int_n(at, *n)?, b"d", int_n(at, *d)?)),
                _ => err(at, "dice with computed sides cannot be written"),
            },
            Val::Math(op, a, b) => {
                if *op == Opcode::MathAdd && (self.is_str(a) || self.is_str(b)) {
                    let t = cat!(self.expr(at, a, 0)?, b" . ", self.expr(at, b, 1)?);
                    return Ok(wrap(t, 0));
                }
                let (sym, own): (&[u8], u8) = match op {
                    Opcode::MathAdd => (b" + ", 1),
                    // Only UnNetHack's scanner makes `-`.
                    Opcode::MathSub if self.fam.line_dash => (b" - ", 1),
                    Opcode::MathMul => (b" * ", 2),
                    Opcode::MathDiv => (b" / ", 2),
                    Opcode::MathMod => (b" % ", 2),
                    _ => return err(at, format!("{op:?} has no operator in the language")),
                };
                let t = cat!(self.expr(at, a, own)?, sym, self.expr(at, b, own + 1)?);
                Ok(wrap(t, own))
            }
            Val::CoreFunc(name, args) => {
                if let Some(m) = name.strip_prefix('.') {
                    // A variable's method (`$c.x`).
                    let [Val::Var(n, None)] = args.as_slice() else {
                        return err(at, "a method of no variable");
                    };
                    return Ok(cat!(self.var_ref(at, n, &None)?, b".", m.as_bytes()));
                }
                if args.is_empty() {
                    return Ok(name.as_bytes().to_vec());
                }
                let mut t = cat!(name.as_bytes(), b"(");
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        t.extend_from_slice(b", ");
                    }
                    t.extend(match a {
                        Val::Coord(_) | Val::RndCoord(_) => self.coord(at, a)?,
                        Val::Region(_) => self.region(at, a)?,
                        Val::Object(o) => {
                            let lit = self.object_lit(at, *o)?;
                            if lit.first() == Some(&b'"') {
                                cat!(b"object: ", lit)
                            } else {
                                lit
                            }
                        }
                        Val::Monster(m) => cat!(b"monster: ", self.monster_lit(at, *m)?),
                        _ => self.expr(at, a, 0)?,
                    });
                }
                t.push(b')');
                Ok(t)
            }
            other => err(at, format!("{other:?} is not an expression")),
        }
    }

    /// What joins the ends of a line: `, `, or UnNetHack's ` - `.
    fn line_join(&self) -> &'static [u8] {
        if self.fam.line_dash {
            b" - "
        } else {
            b", "
        }
    }

    fn coord_lit(&self, at: usize, c: i64) -> R<B> {
        if c & 0x0100_0000 != 0 {
            let flags = c & !0x0100_0000;
            if flags == 0 {
                return Ok(b"random".to_vec());
            }
            let table = if self.fam.gnollhack_forms {
                GH_HUMIDITY
            } else {
                HUMIDITY
            };
            let f = bits(at, table, flags, ",", "location flags")?;
            return Ok(format!("random[{f}]").into_bytes());
        }
        let (x, y) = (c & 0xff, (c >> 16) & 0xff);
        if coord_pack(x, y) != c {
            return err(at, format!("coordinate {c:#x} is not a packed (x, y)"));
        }
        Ok(format!("({x}, {y})").into_bytes())
    }

    fn coord(&self, at: usize, v: &Val) -> R<B> {
        match v {
            Val::Coord(c) => self.coord_lit(at, *c),
            Val::RndCoord(s) => Ok(cat!(b"rndcoord(", self.sel(at, s, 0)?, b")")),
            Val::Var(n, i) => self.var_ref(at, n, i),
            Val::CoreFunc(..) if self.ty(v) == Some(Ty::Coord) => self.expr(at, v, 0),
            other => err(at, format!("{other:?} is not a coordinate")),
        }
    }

    fn region_lit(&self, at: usize, r: i64) -> R<B> {
        let (a, b, c, d) = (
            r & 0xff,
            (r >> 8) & 0xff,
            (r >> 16) & 0xff,
            (r >> 24) & 0xff,
        );
        if region_pack(a, b, c, d) != r {
            return err(at, format!("region {r:#x} is not a packed region"));
        }
        Ok(format!("({a}, {b}, {c}, {d})").into_bytes())
    }

    fn region(&self, at: usize, v: &Val) -> R<B> {
        match v {
            Val::Region(r) => self.region_lit(at, *r),
            Val::Var(n, i) => self.var_ref(at, n, i),
            Val::CoreFunc(..) if self.ty(v) == Some(Ty::Region) => self.expr(at, v, 0),
            other => err(at, format!("{other:?} is not a region")),
        }
    }

    fn mapchar_lit(&self, at: usize, m: i64) -> R<B> {
        let (lit, t) = self.fam.unpack(m);
        if self.fam.pack(lit, t) != m {
            return err(at, format!("map character {m:#x} is not packed"));
        }
        let Some(c) = family_terrain_char(self.fam, t) else {
            return err(at, format!("terrain type {t} has no map character"));
        };
        let c = char_lit(at, c)?;
        if lit == -2 {
            return Ok(c);
        }
        let l = word(at, LIGHT, lit, "light state")?;
        Ok(cat!(b"(", c, b", ", l, b")"))
    }

    fn mapchar(&self, at: usize, v: &Val) -> R<B> {
        match v {
            Val::MapChar(m) => self.mapchar_lit(at, *m),
            Val::Var(n, i) => self.var_ref(at, n, i),
            other => err(at, format!("{other:?} is not a map character")),
        }
    }

    fn monster_lit(&self, at: usize, m: i64) -> R<B> {
        if m == -1 {
            return Ok(b"random".to_vec());
        }
        let (a, b) = self.fam.unpack(m);
        if self.fam.pack(a, b) != m || a < -1 {
            return err(at, format!("monster {m:#x} is not packed"));
        }
        let c = u8::try_from(b).unwrap_or(0);
        if a == -1 {
            return char_lit(at, c);
        }
        let idx = usize::try_from(a).unwrap_or(usize::MAX);
        let Some(mon) = self.cat.monster(idx) else {
            return err(at, format!("monster {a} is not in the catalog"));
        };
        let finds = |class| {
            self.cat
                .resolve_monster(&mon.name, class, Dialect::V36)
                .is_some_and(|r| r.index == idx)
        };
        if self.cat.monster_symbol(idx) == Some(c) && finds(None) {
            return str_lit(at, &mon.name);
        }
        if finds(class_arg(b)) {
            return Ok(cat!(
                b"(",
                char_lit(at, c)?,
                b", ",
                str_lit(at, &mon.name)?,
                b")"
            ));
        }
        err(at, format!("monster {a} cannot be named"))
    }

    fn object_lit(&self, at: usize, m: i64) -> R<B> {
        if m == -1 {
            return Ok(b"random".to_vec());
        }
        if self.fam.gnollhack_forms && (-7..=-2).contains(&m) {
            return self.gh_word(at, GhKind::SpecialObjectType, m, "");
        }
        let (a, b) = self.fam.unpack(m);
        if self.fam.pack(a, b) != m || a < -1 {
            return err(at, format!("object {m:#x} is not packed"));
        }
        let c = u8::try_from(b).unwrap_or(0);
        if a == -1 {
            return char_lit(at, c);
        }
        let idx = usize::try_from(a).unwrap_or(usize::MAX);
        let Some(name) = self.cat.object(idx).and_then(|o| o.name.as_ref()) else {
            return err(at, format!("object {a} has no name in the catalog"));
        };
        let finds = |class| {
            self.cat
                .resolve_object(name, class, Dialect::V36)
                .is_some_and(|r| r.index == idx)
        };
        if b == 1 && finds(None) {
            return str_lit(at, name);
        }
        if b != 1 && finds(class_arg(b)) {
            return Ok(cat!(
                b"(",
                char_lit(at, c)?,
                b", ",
                str_lit(at, name)?,
                b")"
            ));
        }
        err(at, format!("object {a} cannot be named"))
    }

    fn monster(&self, at: usize, v: &Val) -> R<B> {
        match v {
            Val::Monster(m) => self.monster_lit(at, *m),
            Val::Var(n, i) => self.var_ref(at, n, i),
            other => err(at, format!("{other:?} is not a monster")),
        }
    }

    fn object(&self, at: usize, v: &Val) -> R<B> {
        match v {
            Val::Object(m) => self.object_lit(at, *m),
            Val::Var(n, i) => self.var_ref(at, n, i),
            other => err(at, format!("{other:?} is not an object")),
        }
    }

    /// A selection: `lvl` 0 is `Sel` (with `&`), 1 is `SelX`.
    fn sel(&self, at: usize, v: &Val, lvl: u8) -> R<B> {
        let (op, args) = match v {
            Val::Var(n, i) => return self.var_ref(at, n, i),
            Val::Sel(op, args) => (*op, args.as_slice()),
            other => return err(at, format!("{other:?} is not a selection")),
        };
        let t = match (op, args) {
            (Opcode::SelAdd, [a, b]) => {
                let t = cat!(self.sel(at, a, 1)?, b" & ", self.sel(at, b, 0)?);
                return Ok(if lvl > 0 { cat!(b"(", t, b")") } else { t });
            }
            (Opcode::SelPoint, [c]) => self.coord(at, c)?,
            (Opcode::SelRect, [r]) => cat!(b"rect ", self.region(at, r)?),
            (Opcode::SelFillRect, [r]) => cat!(b"fillrect ", self.region(at, r)?),
            (Opcode::SelLine, [a, b]) => {
                cat!(
                    b"line ",
                    self.coord(at, a)?,
                    self.line_join(),
                    self.coord(at, b)?
                )
            }
            (Opcode::SelRndLine, [a, b, e]) => cat!(
                b"randline ",
                self.coord(at, a)?,
                self.line_join(),
                self.coord(at, b)?,
                b", ",
                self.expr(at, e, 0)?
            ),
            (Opcode::SelGrow, [s, Val::Int(d)]) => {
                if *d == 15 {
                    cat!(b"grow(", self.sel(at, s, 0)?, b")")
                } else {
                    let dirs = bits(at, DIRECTION, *d, "|", "grow directions")?;
                    cat!(b"grow(", dirs, b", ", self.sel(at, s, 0)?, b")")
                }
            }
            (Opcode::SelFilter, [s, Val::Int(p), Val::Int(0)]) => {
                let p = percent(at, *p)?;
                cat!(
                    b"filter(",
                    format!("{p}%"),
                    b", ",
                    self.sel(at, s, 0)?,
                    b")"
                )
            }
            (Opcode::SelFilter, [a, s, Val::Int(1)]) => {
                cat!(
                    b"filter(",
                    self.sel(at, a, 0)?,
                    b", ",
                    self.sel(at, s, 0)?,
                    b")"
                )
            }
            (Opcode::SelFilter, [m, s, Val::Int(2)]) => {
                cat!(
                    b"filter(",
                    self.mapchar(at, m)?,
                    b", ",
                    self.sel(at, s, 0)?,
                    b")"
                )
            }
            (Opcode::SelFlood, [c]) => cat!(b"floodfill ", self.coord(at, c)?),
            (Opcode::SelGradient, [from, to, a, b, Val::Int(limited), Val::Int(kind)])
                if self.fam.line_dash =>
            {
                let kind: &[u8] = match kind {
                    0 => b"radial",
                    1 => b"square",
                    _ => return err(at, format!("gradient type {kind} cannot be written")),
                };
                let limited: &[u8] = match limited {
                    0 => b"",
                    1 => b", limited",
                    _ => return err(at, format!("gradient limit {limited} cannot be written")),
                };
                let mut t = cat!(
                    b"gradient(",
                    kind,
                    b", (",
                    self.expr(at, from, 1)?,
                    b" - ",
                    self.expr(at, to, 1)?,
                    limited,
                    b"), ",
                    self.coord(at, a)?
                );
                if !matches!(b, Val::Dup(_)) {
                    t.extend(cat!(b", ", self.coord(at, b)?));
                }
                t.push(b')');
                t
            }
            (Opcode::SelEllipse, [c, a, b, Val::Int(f)]) => {
                let fill: &[u8] = match f {
                    1 => b"",
                    0 => b", unfilled",
                    _ => return err(at, format!("filling {f} cannot be written")),
                };
                match b {
                    Val::Dup(_) => cat!(
                        b"circle(",
                        self.coord(at, c)?,
                        b", ",
                        self.expr(at, a, 0)?,
                        fill,
                        b")"
                    ),
                    _ => cat!(
                        b"ellipse(",
                        self.coord(at, c)?,
                        b", ",
                        self.expr(at, a, 0)?,
                        b", ",
                        self.expr(at, b, 0)?,
                        fill,
                        b")"
                    ),
                }
            }
            (Opcode::SelComplement, [s]) => cat!(b"complement ", self.sel(at, s, 1)?),
            _ => return err(at, format!("{op:?} with these values has no source form")),
        };
        Ok(t)
    }

    /// `(x1, y1, x2, y2)` or `levregion(...)` from five integers.
    fn lev_region(&self, at: usize, v: &[i64]) -> R<B> {
        let [a, b, c, d, whole] = v else {
            return err(at, "a level region needs five values");
        };
        let q = cat!(
            int_n(at, *a)?,
            b", ",
            int_n(at, *b)?,
            b", ",
            int_n(at, *c)?,
            b", ",
            int_n(at, *d)?
        );
        match whole {
            0 => Ok(cat!(b"(", q, b")")),
            1 => Ok(cat!(b"levregion(", q, b")")),
            _ => err(at, format!("level region kind {whole} is unknown")),
        }
    }

    // ----- blocks -----

    /// Reads statements up to `hi`, or up to an opcode that ends a block.
    fn block(&mut self, hi: usize, ctx: Ctx) -> R<Vec<Line>> {
        if self.nesting >= MAX_BLOCKS {
            return err(self.pos, "blocks are nested too deeply");
        }
        self.nesting += 1;
        let lines = self.block_inner(hi, ctx);
        self.nesting -= 1;
        lines
    }

    fn block_inner(&mut self, hi: usize, ctx: Ctx) -> R<Vec<Line>> {
        let saved = std::mem::take(&mut self.stack);
        let mut lines = Vec::new();
        while self.pos < hi {
            let at = self.pos;
            let Some(ins) = self.get(at) else { break };
            if self.stack.is_empty()
                && matches!(
                    ins,
                    Instr::Op(Opcode::EndRoom | Opcode::EndMonInvent | Opcode::PopContainer)
                )
            {
                break;
            }
            self.pos += 1;
            let stmt = match ins {
                Instr::Push(v) => {
                    self.push(at, v)?;
                    None
                }
                Instr::Op(o) => match o {
                    Opcode::Cmp => Some(self.if_stmt(at, hi, ctx)?),
                    Opcode::Jmp => Some(self.jump(at, ctx)?),
                    Opcode::Dec => Some(self.loop_stmt(at, hi, ctx)?),
                    Opcode::VarInit => Some(self.var_init(at, hi, ctx)?),
                    Opcode::Monster => Some(self.monster_stmt(at, hi, ctx)?),
                    Opcode::Object => Some(self.object_stmt(at, hi, ctx)?),
                    Opcode::Region => Some(self.region_stmt(at, hi, ctx)?),
                    Opcode::Room | Opcode::Subroom => Some(self.room_stmt(*o, at, hi, ctx)?),
                    _ => self.op(*o, at)?,
                },
            };
            if let Some(s) = stmt {
                if !self.stack.is_empty() {
                    return err(at, "values are left over after a statement");
                }
                if ctx.top {
                    lines.append(&mut self.pending);
                }
                lines.extend(s);
            }
        }
        if !self.stack.is_empty() {
            return err(self.pos, "values are left over at the end of a block");
        }
        self.stack = saved;
        Ok(lines)
    }

    /// A block that must end exactly at `hi`.
    fn body(&mut self, hi: usize, ctx: Ctx) -> R<Vec<Line>> {
        let b = self.block(hi, ctx)?;
        if self.pos != hi {
            return err(self.pos, "a block ends where its jump does not lead");
        }
        Ok(b)
    }

    /// A block that ends with opcode `end`; returns it and leaves the
    /// position after `end`.
    fn closed_body(&mut self, hi: usize, ctx: Ctx, end: Opcode) -> R<Vec<Line>> {
        let mark = self.breaks.len();
        let ctx = Ctx {
            brk: Brk::Op(end),
            top: false,
            ..ctx
        };
        let b = self.block(hi, ctx)?;
        let e = self.pos;
        if !self.is_op(e, end) || e >= hi {
            return err(e, format!("a block does not end with {end:?}"));
        }
        if self.breaks[mark..].iter().any(|&t| t != e) {
            return err(e, "a BREAK does not lead to the end of its block");
        }
        self.breaks.truncate(mark);
        self.pos = e + 1;
        Ok(b)
    }

    fn push(&mut self, at: usize, v: &Operand) -> R<()> {
        let val = match v {
            // A game that passes `int` constants to a `long` reader
            // (UnNetHack) writes some negative ones as their 32 bits.
            Operand::Int(n)
                if self.fam.int_varargs
                    && *n > i64::from(i32::MAX)
                    && *n <= i64::from(u32::MAX) =>
            {
                Val::Int(i64::from(*n as u32 as i32))
            }
            Operand::Int(n) => Val::Int(*n),
            Operand::Str(s) => Val::Str(s.clone()),
            Operand::Var(n) => {
                // UnNetHack's `$a.length` pushes the whole array.
                let method = self.fam.line_dash
                    && self.int_at(at + 1) == Some(30)
                    && self.is_op(at + 2, Opcode::CoreFunc);
                let idx = match self.var_ty(n) {
                    Some((_, true)) if !method => Some(Box::new(self.pop(at)?)),
                    _ => None,
                };
                return self.put(at, Val::Var(n.clone(), idx));
            }
            Operand::Coord(c) => Val::Coord(*c),
            Operand::Region(r) => Val::Region(*r),
            Operand::MapChar(m)
                if self.fam.int_varargs
                    && *m > i64::from(i32::MAX)
                    && *m <= i64::from(u32::MAX) =>
            {
                Val::MapChar(i64::from(*m as u32 as i32))
            }
            Operand::MapChar(m) => Val::MapChar(*m),
            Operand::Monster(m) => Val::Monster(*m),
            Operand::Object(o) => Val::Object(*o),
        };
        self.stack.push(val);
        Ok(())
    }

    fn sel_op(&mut self, at: usize, op: Opcode, n: usize) -> R<()> {
        let args = self.pop_n(at, n)?;
        self.put(at, Val::Sel(op, args))
    }

    /// Pushes a computed value, refusing values nested too deeply.
    fn put(&mut self, at: usize, v: Val) -> R<()> {
        if depth(&v) > MAX_DEPTH {
            return err(at, "values are nested too deeply");
        }
        self.stack.push(v);
        Ok(())
    }

    /// One opcode without a block: a value operation (returns `None`) or
    /// the end of a simple statement (returns its lines). (Kept apart from
    /// the statements with blocks, so that their recursion stays light.)
    fn op(&mut self, o: Opcode, at: usize) -> R<Option<Vec<Line>>> {
        use Opcode as O;
        let one = |t: B| Ok(Some(vec![line(t)]));
        match o {
            O::Dice => {
                let d = self.pop(at)?;
                let n = self.pop(at)?;
                self.put(at, Val::Dice(Box::new(n), Box::new(d)))?;
                Ok(None)
            }
            O::MathSub if self.fam.line_dash => {
                let b = self.pop(at)?;
                let a = self.pop(at)?;
                self.put(at, Val::Math(o, Box::new(a), Box::new(b)))?;
                Ok(None)
            }
            O::MathAdd | O::MathMul | O::MathDiv | O::MathMod => {
                let b = self.pop(at)?;
                let a = self.pop(at)?;
                self.put(at, Val::Math(o, Box::new(a), Box::new(b)))?;
                Ok(None)
            }
            O::CoreFunc if matches!(self.int_at_top(), Some(28..=30)) && self.fam.line_dash => {
                let id = self.pop_int(at)?;
                let v = self.pop(at)?;
                let m = match id {
                    28 => ".x",
                    29 => ".y",
                    _ => ".length",
                };
                self.put(at, Val::CoreFunc(m, vec![v]))?;
                Ok(None)
            }
            O::CoreFunc => {
                let id = self.pop_int(at)?;
                let Some(f) = self.fam.core_funcs.iter().find(|c| c.id == id) else {
                    return err(at, format!("core function {id} is unknown"));
                };
                let args = self.pop_n(at, f.params.len())?;
                self.put(at, Val::CoreFunc(f.name, args))?;
                Ok(None)
            }
            O::Rn2 => {
                let a = self.pop(at)?;
                self.put(at, Val::Rn2(Box::new(a)))?;
                Ok(None)
            }
            O::Copy => {
                // Only a circle's radius is copied: push the filling next,
                // then SelEllipse.
                let circle = self.int_at(at + 1).is_some()
                    && self.is_op(at + 2, O::SelEllipse)
                    && self.stack.last().is_some_and(int_expr);
                // UnNetHack's gradient without a second end copies its
                // first: its `limited` and type follow, then SelGradient.
                let gradient = self.int_at(at + 1).is_some()
                    && self.int_at(at + 2).is_some()
                    && self.is_op(at + 3, O::SelGradient);
                if !circle && !gradient {
                    return err(at, "a Copy that is not a circle's radius");
                }
                let a = self.pop(at)?;
                self.stack.push(a.clone());
                self.stack.push(Val::Dup(Box::new(a)));
                Ok(None)
            }
            O::SelAdd | O::SelLine | O::SelGrow => self.sel_op(at, o, 2).map(|_| None),
            O::SelRndLine | O::SelFilter => self.sel_op(at, o, 3).map(|_| None),
            O::SelEllipse => self.sel_op(at, o, 4).map(|_| None),
            O::SelGradient => self.sel_op(at, o, 6).map(|_| None),
            O::SelPoint | O::SelRect | O::SelFillRect | O::SelFlood | O::SelComplement => {
                self.sel_op(at, o, 1).map(|_| None)
            }
            O::SelRndCoord => {
                let s = self.pop(at)?;
                self.put(at, Val::RndCoord(Box::new(s)))?;
                Ok(None)
            }
            O::Message if self.fam.gnollhack_forms => {
                let n = self.pop_ints::<7>(at)?;
                let v = self.pop(at)?;
                let mut t = cat!(b"MESSAGE: ", self.expr(at, &v, 0)?);
                if n != [0, 0, 0, 0, 8, 0, 0] {
                    let k = |p: &Self, kind, v| p.gh_word(at, kind, v, "");
                    t.extend(cat!(
                        b", ",
                        k(self, GhKind::MessageType, n[6])?,
                        b", ",
                        k(self, GhKind::MessageAttr, n[5])?,
                        b", ",
                        k(self, GhKind::MessageColor, n[4])?
                    ));
                    if n[1..4] == [0, 0, 0] {
                        t.extend(cat!(b", ", int_n(at, n[0])?));
                    } else {
                        t.extend(cat!(
                            b", ",
                            k(self, GhKind::MessageSoundType, n[3])?,
                            b", ",
                            k(self, GhKind::MessageSoundId, n[2])?,
                            b", ",
                            int_n(at, n[1])?,
                            b", ",
                            int_n(at, n[0])?
                        ));
                    }
                }
                one(t)
            }
            O::Message => {
                let v = self.pop(at)?;
                one(cat!(b"MESSAGE: ", self.expr(at, &v, 0)?))
            }
            O::Null if self.fam.gnollhack_forms => {
                // A bare SIGNPOST, which GnollHack's lev_comp writes so.
                let k = self.pop_int(at)?;
                let s = self.pop(at)?;
                let c = self.pop(at)?;
                match (k, &s) {
                    (0, Val::Str(t)) if is_null(t) => one(cat!(b"SIGNPOST: ", self.coord(at, &c)?)),
                    _ => err(at, "opcode 0 where no bare SIGNPOST is"),
                }
            }
            O::Exit => one(b"EXIT".to_vec()),
            O::Call => {
                let l = self.pop_int(at)?;
                let n = self.pop_int(at)?;
                let addr = self.target(at, l);
                let Some(f) = self.funcs.iter().find(|f| Some(f.addr) == addr) else {
                    return err(at, "a call to no known function");
                };
                let name = f.name.clone();
                let args = self.call_args(at, n)?;
                one(cat!(name, b"(", args, b")"))
            }
            O::InitLevel => {
                let v = self.pop_ints::<8>(at)?;
                one(cat!(b"INIT_MAP: ", self.init_map(at, v)?))
            }
            O::Altar if self.fam.gnollhack_forms => {
                let [sub, kind, a] = self.pop_ints::<3>(at)?;
                let m = self.pop(at)?;
                let c = self.pop(at)?;
                let mut t = cat!(
                    b"ALTAR: ",
                    self.coord(at, &c)?,
                    b", ",
                    word(at, ALIGNMENT, self.fam.align_vanilla(a), "alignment")?,
                    b", ",
                    word(at, ALTAR_TYPE, kind, "altar type")?
                );
                if sub != 0 {
                    t.extend(cat!(
                        b", ",
                        self.gh_word(at, GhKind::AltarSubtype, sub, "")?
                    ));
                }
                t.extend(self.montype_opt(at, &m, b", ")?);
                one(t)
            }
            O::Altar => {
                let [kind, a] = self.pop_ints::<2>(at)?;
                let c = self.pop(at)?;
                one(cat!(
                    b"ALTAR: ",
                    self.coord(at, &c)?,
                    b", ",
                    word(at, ALIGNMENT, self.fam.align_vanilla(a), "alignment")?,
                    b", ",
                    word(at, ALTAR_TYPE, kind, "altar type")?
                ))
            }
            O::Grave => {
                let k = self.pop_int(at)?;
                let s = self.pop(at)?;
                let cv = self.pop(at)?;
                let c = self.coord(at, &cv)?;
                let text = match (k, &s) {
                    (2, _) => cat!(b", ", self.expr(at, &s, 0)?),
                    (1, Val::Str(t)) if is_null(t) => b", random".to_vec(),
                    (0, Val::Str(t)) if is_null(t) => Vec::new(),
                    _ => return err(at, "a grave's text cannot be written"),
                };
                one(cat!(b"GRAVE: ", c, text))
            }
            O::Corridor => {
                let v = self.pop_ints::<6>(at)?;
                one(self.corridor(at, v)?)
            }
            O::ShuffleArray => match self.pop(at)? {
                Val::Str(Some(n)) if var_name_ok(&n) => one(cat!(b"SHUFFLE: ", n)),
                _ => err(at, "SHUFFLE of something that is not a variable name"),
            },
            O::NonDiggable | O::NonPasswall => {
                let r = self.pop(at)?;
                let kw: &[u8] = if o == O::NonDiggable {
                    b"NON_DIGGABLE: "
                } else {
                    b"NON_PASSWALL: "
                };
                one(cat!(kw, self.region(at, &r)?))
            }
            O::RoomDoor => {
                let material = if self.fam.door_material {
                    self.pop_int(at)?
                } else {
                    0
                };
                let [pos, state, secret, wall] = self.pop_ints::<4>(at)?;
                let infos = self.door_infos(at)?;
                let wall = if wall == -1 {
                    "random".to_string()
                } else {
                    bits(at, DIRECTION, wall, "|", "door wall")?
                };
                let pos = if pos == -1 {
                    b"random".to_vec()
                } else {
                    int_n(at, pos)?
                };
                one(cat!(
                    b"ROOMDOOR: ",
                    self.door_material(at, material)?,
                    word(at, BOOL_RANDOM, secret, "secret flag")?,
                    b", ",
                    word(at, DOOR_STATE, state, "door state")?,
                    b", ",
                    wall,
                    b", ",
                    pos,
                    infos
                ))
            }
            O::Door => {
                let material = if self.fam.door_material {
                    self.pop_int(at)?
                } else {
                    0
                };
                let state = self.pop_int(at)?;
                let infos = self.door_infos(at)?;
                let s = self.pop(at)?;
                one(cat!(
                    b"DOOR: ",
                    self.door_material(at, material)?,
                    word(at, DOOR_STATE, state, "door state")?,
                    b", ",
                    self.sel(at, &s, 0)?,
                    infos
                ))
            }
            O::Drawbridge => {
                let [st, d] = self.pop_ints::<2>(at)?;
                let c = self.pop(at)?;
                let dir = word(
                    at,
                    &[(0, "north"), (1, "south"), (2, "east"), (3, "west")],
                    d,
                    "drawbridge direction",
                )?;
                let st = word(
                    at,
                    &[(1, "open"), (0, "closed"), (-1, "random")],
                    st,
                    "drawbridge state",
                )?;
                one(cat!(
                    b"DRAWBRIDGE: ",
                    self.coord(at, &c)?,
                    b", ",
                    dir,
                    b", ",
                    st
                ))
            }
            O::Engraving => {
                let kind = self.pop_int(at)?;
                let t = self.pop(at)?;
                let c = self.pop(at)?;
                one(cat!(
                    b"ENGRAVING: ",
                    self.coord(at, &c)?,
                    b", ",
                    word(at, ENGRAVING, kind, "engraving type")?,
                    b", ",
                    self.expr(at, &t, 0)?
                ))
            }
            O::Mineralize => {
                let v = self.pop_n(at, 4)?;
                if v.iter().all(|x| is_int(x, -1)) {
                    return one(b"MINERALIZE".to_vec());
                }
                let mut t = b"MINERALIZE: ".to_vec();
                for (i, x) in v.iter().enumerate() {
                    if i > 0 {
                        t.extend_from_slice(b", ");
                    }
                    t.extend(self.expr(at, x, 0)?);
                }
                one(t)
            }
            O::Fountain if self.fam.gnollhack_forms => {
                let k = self.pop_int(at)?;
                let s = self.pop(at)?;
                one(cat!(
                    b"FOUNTAIN: ",
                    self.sel(at, &s, 0)?,
                    b", ",
                    self.gh_word(at, GhKind::FountainType, k, "")?
                ))
            }
            O::Fountain
            | O::Sink
            | O::Pool
            | O::Forge
            | O::MagicChest
            | O::Puddle
            | O::Sewage
            | O::Toilet => {
                let s = self.pop(at)?;
                let kw: &[u8] = match o {
                    O::Fountain => b"FOUNTAIN: ",
                    O::Sink => b"SINK: ",
                    O::Forge => b"FORGE: ",
                    O::MagicChest => b"MAGIC_CHEST: ",
                    O::Puddle => b"PUDDLE: ",
                    O::Sewage => b"SEWAGE: ",
                    O::Toilet => b"TOILET: ",
                    _ => b"POOL: ",
                };
                one(cat!(kw, self.sel(at, &s, 0)?))
            }
            O::Spill => {
                let dir = self.pop_int(at)?;
                let count = self.pop(at)?;
                let m = self.pop(at)?;
                let c = self.pop(at)?;
                one(cat!(
                    b"SPILL: ",
                    self.coord(at, &c)?,
                    b", ",
                    self.mapchar(at, &m)?,
                    b", ",
                    word(at, DIRECTION, dir, "direction")?,
                    b", ",
                    self.expr(at, &count, 0)?
                ))
            }
            O::WallWalk => {
                let chance = self.pop_int(at)?;
                let bg = self.pop(at)?;
                let fg = self.pop(at)?;
                let c = self.pop(at)?;
                let mut t = cat!(
                    b"WALLWALK: ",
                    self.coord(at, &c)?,
                    b", ",
                    self.mapchar(at, &fg)?
                );
                let room = self.fam.pack(-2, self.fam.terrain.room);
                if !matches!(bg, Val::MapChar(v) if v == room) {
                    t.extend(cat!(b", ", self.mapchar(at, &bg)?));
                }
                if chance != 100 {
                    t.extend(format!(", {chance}%").into_bytes());
                }
                one(t)
            }
            O::LevelSounds => {
                let n = self.pop_int(at)?;
                let Ok(n) = usize::try_from(n) else {
                    return err(at, format!("{n} level sounds cannot be written"));
                };
                let mut parts = Vec::with_capacity(n.min(self.stack.len()));
                for _ in 0..n {
                    let kind = self.pop_int(at)?;
                    let text = self.pop(at)?;
                    let k = word(at, SOUND_KINDS, kind, "sound kind")?;
                    parts.push(cat!(b"(", k, b", ", self.expr(at, &text, 0)?, b")"));
                }
                parts.reverse();
                let freq = self.pop(at)?;
                let mut t = cat!(b"SOUNDS: ", self.expr(at, &freq, 0)?);
                for p in parts {
                    t.extend(cat!(b", ", p));
                }
                one(t)
            }
            O::MonGeneration if self.fam.gnollhack_forms => {
                let [n, chance] = self.pop_ints::<2>(at)?;
                let Ok(n) = usize::try_from(n) else {
                    return err(at, format!("{n} monsters cannot be written"));
                };
                if n == 0 {
                    return err(at, "a MONSTER_GENERATION without monsters");
                }
                let mut parts = Vec::with_capacity(n.min(self.stack.len()));
                for _ in 0..n {
                    match self.pop(at)? {
                        Val::Monster(m) => parts.push(self.monster_lit(at, m)?),
                        _ => return err(at, "a generated monster that is no monster"),
                    }
                }
                parts.reverse();
                let mut t = cat!(b"MONSTER_GENERATION: ", int_n(at, chance)?);
                for p in parts {
                    t.extend(cat!(b", ", p));
                }
                one(t)
            }
            O::MonGeneration => {
                let [chance, n] = self.pop_ints::<2>(at)?;
                let Ok(n) = usize::try_from(n) else {
                    return err(at, format!("{n} monster kinds cannot be written"));
                };
                let mut parts = Vec::with_capacity(n.min(self.stack.len()));
                for _ in 0..n {
                    let [token, named] = self.pop_ints::<2>(at)?;
                    let weight = self.pop(at)?;
                    let what = if named == 0 {
                        let name = usize::try_from(token)
                            .ok()
                            .and_then(|i| self.cat.monsters().get(i))
                            .map(|m| m.name.to_vec());
                        match name {
                            Some(name) => str_lit(at, &name)?,
                            None => {
                                return err(at, format!("monster {token} is not in the catalog"))
                            }
                        }
                    } else {
                        match u8::try_from(token) {
                            Ok(c) => char_lit(at, c)?,
                            Err(_) => {
                                return err(at, format!("monster class {token} cannot be written"))
                            }
                        }
                    };
                    parts.push(cat!(b"(", self.expr(at, &weight, 0)?, b", ", what, b")"));
                }
                parts.reverse();
                let mut t = format!("MON_GENERATION: {chance}%").into_bytes();
                for p in parts {
                    t.extend(cat!(b", ", p));
                }
                one(t)
            }
            O::Gold => {
                let c = self.pop(at)?;
                let a = self.pop(at)?;
                one(cat!(
                    b"GOLD: ",
                    self.expr(at, &a, 0)?,
                    b", ",
                    self.coord(at, &c)?
                ))
            }
            O::Ladder | O::Stair => {
                let up = self.pop_int(at)?;
                let c = self.pop(at)?;
                let kw: &[u8] = if o == O::Ladder {
                    b"LADDER: "
                } else {
                    b"STAIR: "
                };
                one(cat!(
                    kw,
                    self.coord(at, &c)?,
                    b", ",
                    word(at, UP_DOWN, up, "direction")?
                ))
            }
            O::LevRegion => one(self.lev_region_stmt(at)?),
            O::Map => self.map(at).map(Some),
            O::Mazewalk => {
                let [dir, b, f] = self.pop_ints::<3>(at)?;
                let c = self.pop(at)?;
                let mut t = cat!(
                    b"MAZEWALK: ",
                    self.coord(at, &c)?,
                    b", ",
                    word(at, DIRECTION, dir, "direction")?
                );
                if !(b == 1 && f == 0) {
                    t.extend(cat!(b", ", word(at, BOOL, b, "stocked flag")?));
                    if f != -1 {
                        let Some(ch) = family_terrain_char(self.fam, f) else {
                            return err(at, format!("terrain type {f} has no map character"));
                        };
                        t.extend(cat!(b", ", char_lit(at, ch)?));
                    }
                }
                one(t)
            }
            O::Terrain => {
                let sub = if self.fam.gnollhack_forms {
                    Some(self.pop_int(at)?)
                } else {
                    None
                };
                let m = self.pop(at)?;
                let s = self.pop(at)?;
                let mut t = cat!(
                    b"TERRAIN: ",
                    self.sel(at, &s, 0)?,
                    b", ",
                    self.mapchar(at, &m)?
                );
                if let Some(sub) = sub.filter(|&v| v != -1) {
                    t.extend(cat!(
                        b", ",
                        self.gh_word(at, GhKind::FloorSubtype, sub, "floor_")?
                    ));
                }
                one(t)
            }
            O::ReplaceTerrain => {
                let chance = percent(at, self.pop_int(at)?)?;
                let to = self.pop(at)?;
                let from = self.pop(at)?;
                let r = self.pop(at)?;
                one(cat!(
                    b"REPLACE_TERRAIN: ",
                    self.region(at, &r)?,
                    b", ",
                    self.mapchar(at, &from)?,
                    b", ",
                    self.mapchar(at, &to)?,
                    format!(", {chance}%")
                ))
            }
            O::Trap => {
                let t = self.pop_int(at)?;
                let c = self.pop(at)?;
                let name = if t == -1 {
                    b"random".to_vec()
                } else {
                    match self.fam.trap_types.iter().find(|(_, v)| *v == t) {
                        Some((n, _)) => str_lit(at, n.as_bytes())?,
                        None => return err(at, format!("trap type {t} is unknown")),
                    }
                };
                one(cat!(b"TRAP: ", name, b", ", self.coord(at, &c)?))
            }
            O::Wallify => {
                let k = self.pop_int(at)?;
                let s = self.pop(at)?;
                match (k, &s) {
                    (0, Val::Region(r)) if *r == region_pack(-1, -1, -1, -1) => {
                        one(b"WALLIFY".to_vec())
                    }
                    (1, _) => one(cat!(b"WALLIFY: ", self.sel(at, &s, 0)?)),
                    (2, Val::Region(r))
                        if *r == region_pack(-1, -1, -1, -1) && self.fam.gnollhack_forms =>
                    {
                        one(b"WALLIFY: all".to_vec())
                    }
                    _ => err(at, "a WALLIFY that cannot be written"),
                }
            }
            _ if self.fam.gnollhack_forms => self.gh_op(o, at),
            _ => err(
                at,
                format!("opcode {o:?} cannot start or end a statement here"),
            ),
        }
    }

    // ----- GnollHack -----

    /// A GnollHack value word of `kind` for `v` (of several spellings,
    /// the first that starts with `prefer`, else the first).
    fn gh_word(&self, at: usize, kind: GhKind, v: i64, prefer: &str) -> R<B> {
        let mut found = self.fam.keywords.iter().filter_map(|(k, t)| match t {
            Tok::GhVal(kk, vv) if *kk == kind && *vv == v => Some(*k),
            _ => None,
        });
        let first = found.next();
        let preferred = first
            .filter(|k| k.starts_with(prefer))
            .or_else(|| found.find(|k| k.starts_with(prefer)))
            .or(first);
        match preferred {
            Some(k) => Ok(k.as_bytes().to_vec()),
            None => err(at, format!("{kind:?} {v} has no word")),
        }
    }

    /// `montype: m` after `sep`, or nothing for GnollHack's "no monster".
    fn montype_opt(&self, at: usize, m: &Val, sep: &[u8]) -> R<B> {
        match m {
            Val::Monster(GH_NO_MONTYPE) => Ok(Vec::new()),
            _ => Ok(cat!(sep, b"montype: ", self.monster(at, m)?)),
        }
    }

    /// GnollHack's door details down to `SP_D_V_END`, each after `, `
    /// (nothing for another game).
    fn door_infos(&mut self, at: usize) -> R<B> {
        if !self.fam.gnollhack_forms {
            return Ok(Vec::new());
        }
        let mut infos: Vec<B> = Vec::new();
        loop {
            let id = self.pop_int(at)?;
            let flag = |p: &mut Self, w: &str| -> R<B> {
                if p.pop_int(at)? != 1 {
                    return err(at, "a door flag with a value other than 1");
                }
                Ok(w.as_bytes().to_vec())
            };
            let t = match id {
                7 => break,
                0 => {
                    let v = self.pop_int(at)?;
                    cat!(b"subtype: ", self.gh_word(at, GhKind::DoorSubtype, v, "")?)
                }
                1 => {
                    let o = self.pop(at)?;
                    cat!(b"keytype: ", self.object(at, &o)?)
                }
                2 => {
                    let v = self.pop_int(at)?;
                    cat!(b"special_quality: ", int_n(at, v)?)
                }
                3 => flag(self, "indestructible")?,
                4 => flag(self, "secret_door")?,
                5 => flag(self, "uses_up_key")?,
                6 => flag(self, "non_passdoor")?,
                _ => return err(at, format!("door detail {id} is unknown")),
            };
            infos.push(t);
        }
        let mut out = Vec::new();
        for i in infos.iter().rev() {
            out.extend(cat!(b", ", i));
        }
        Ok(out)
    }

    /// GnollHack's options of a room or region: floor type and subtype,
    /// tileset, decoration style (-1: none) and monster, space-separated.
    fn room_opts(&self, at: usize, ft: i64, fst: i64, ts: i64, ds: i64, m: &Val) -> R<B> {
        let mut t = Vec::new();
        if ft != -1 {
            t.extend(cat!(
                b" floortype: ",
                self.gh_word(at, GhKind::FloorType, ft, "")?
            ));
        }
        if fst != -1 {
            let prefer = match ft {
                39 => "grass_",
                40 => "ground_",
                _ => "floor_",
            };
            t.extend(cat!(
                b" floorsubtype: ",
                self.gh_word(at, GhKind::FloorSubtype, fst, prefer)?
            ));
        }
        if ts != -1 {
            t.extend(cat!(b" tileset: ", self.gh_word(at, GhKind::Cmap, ts, "")?));
        }
        if ds != -1 {
            t.extend(cat!(b" decoration_style: ", int_n(at, ds)?));
        }
        t.extend(self.montype_opt(at, m, b" ")?);
        Ok(t)
    }

    /// GnollHack's own statements.
    fn gh_op(&mut self, o: Opcode, at: usize) -> R<Option<Vec<Line>>> {
        use Opcode as O;
        let one = |t: B| Ok(Some(vec![line(t)]));
        let w = |p: &Self, kind, v| p.gh_word(at, kind, v, "");
        match o {
            O::Tileset => {
                let v = self.pop_int(at)?;
                let t = match self.gh_word(at, GhKind::Cmap, v, "") {
                    Ok(t) => t,
                    Err(_) => int_n(at, v)?,
                };
                one(cat!(b"TILESET: ", t))
            }
            O::SpecialTileset => {
                let v = self.pop_int(at)?;
                let s = self.pop(at)?;
                one(cat!(
                    b"SPECIAL_TILESET: ",
                    self.sel(at, &s, 0)?,
                    b", ",
                    w(self, GhKind::Cmap, v)?
                ))
            }
            O::BoundaryType => {
                let v = self.pop_int(at)?;
                one(cat!(b"BOUNDARY_TYPE: ", w(self, GhKind::FloorType, v)?))
            }
            O::Forest => {
                let [init, f] = self.pop_ints::<2>(at)?;
                let mut t = cat!(b"FOREST: ", w(self, GhKind::ForestType, f)?);
                if init != 0 {
                    t.extend(cat!(b", ", w(self, GhKind::InitializeType, init)?));
                }
                one(t)
            }
            O::Subtype => {
                let [n, ft] = self.pop_ints::<2>(at)?;
                let s = self.pop(at)?;
                let mut t = cat!(b"SUBTYPE: ", self.sel(at, &s, 0)?, b", ");
                if ft == -1 {
                    t.extend(int_n(at, n)?);
                } else {
                    let prefer = match ft {
                        39 => "grass_",
                        40 => "ground_",
                        _ => "floor_",
                    };
                    t.extend(cat!(
                        w(self, GhKind::FloorType, ft)?,
                        b", ",
                        self.gh_word(at, GhKind::FloorSubtype, n, prefer)?
                    ));
                }
                one(t)
            }
            O::Floor => {
                let [n, ft] = self.pop_ints::<2>(at)?;
                let s = self.pop(at)?;
                let prefer = match ft {
                    39 => "grass_",
                    40 => "ground_",
                    _ => "floor_",
                };
                one(cat!(
                    b"FLOOR: ",
                    self.sel(at, &s, 0)?,
                    b", ",
                    w(self, GhKind::FloorType, ft)?,
                    b", ",
                    self.gh_word(at, GhKind::FloorSubtype, n, prefer)?
                ))
            }
            O::Carpet => {
                let v = self.pop_int(at)?;
                let r = self.pop(at)?;
                one(cat!(
                    b"CARPET: ",
                    self.region(at, &r)?,
                    b", ",
                    w(self, GhKind::CarpetType, v)?
                ))
            }
            O::CarpetPiece => {
                let [b, a, k] = self.pop_ints::<3>(at)?;
                let s = self.pop(at)?;
                let mut t = cat!(
                    b"CARPET_PIECE: ",
                    self.sel(at, &s, 0)?,
                    b", ",
                    w(self, GhKind::CarpetType, k)?,
                    b", ",
                    int_n(at, a)?
                );
                if b != 0 {
                    t.extend(cat!(b", ", int_n(at, b)?));
                }
                one(t)
            }
            O::Decoration => {
                let [lit, item, dir, n, kind] = self.pop_ints::<5>(at)?;
                let c = self.pop(at)?;
                let mut t = cat!(
                    b"DECORATION: ",
                    self.coord(at, &c)?,
                    b", ",
                    w(self, GhKind::DecorationType, kind)?,
                    b", "
                );
                let sub_prefix = match kind {
                    6 => Some("painting_"),
                    10 => Some("banner_"),
                    12 => Some("wall_sculpture_"),
                    _ => None,
                };
                let sub = sub_prefix
                    .filter(|_| lit == 0 && item == 1)
                    .and_then(|p| self.gh_word(at, GhKind::DecorationSubtype, n, p).ok())
                    .filter(|k| sub_prefix.is_some_and(|p| k.starts_with(p.as_bytes())));
                match sub {
                    Some(k) => t.extend(cat!(k, b", ", w(self, GhKind::DecorationDir, dir)?)),
                    None => {
                        t.extend(cat!(
                            int_n(at, n)?,
                            b", ",
                            w(self, GhKind::DecorationDir, dir)?,
                            b", ",
                            w(self, GhKind::DecorationItemState, item)?
                        ));
                        if lit != 1 {
                            t.extend(cat!(b", ", word(at, LIGHT, lit, "light state")?));
                        }
                    }
                }
                one(t)
            }
            O::Anvil => {
                let m = self.pop(at)?;
                let c = self.pop(at)?;
                let t = cat!(
                    b"ANVIL: ",
                    self.coord(at, &c)?,
                    self.montype_opt(at, &m, b", ")?
                );
                one(t)
            }
            O::Npc => {
                let k = self.pop_int(at)?;
                let m = self.pop(at)?;
                let c = self.pop(at)?;
                one(cat!(
                    b"NPC: ",
                    w(self, GhKind::NpcType, k)?,
                    b", ",
                    self.coord(at, &c)?,
                    self.montype_opt(at, &m, b", ")?
                ))
            }
            O::Brazier => {
                let [lit, k] = self.pop_ints::<2>(at)?;
                let c = self.pop(at)?;
                let mut t = cat!(b"BRAZIER: ", self.coord(at, &c)?);
                if !(lit == 1 && k == 0) {
                    t.extend(cat!(
                        b", ",
                        w(self, GhKind::BrazierSubtype, k)?,
                        b", ",
                        word(at, LIGHT, lit, "light state")?
                    ));
                }
                one(t)
            }
            O::Signpost => {
                let [kind, k] = self.pop_ints::<2>(at)?;
                let s = self.pop(at)?;
                let c = self.pop(at)?;
                let text = match (kind, &s) {
                    (2, _) => self.expr(at, &s, 0)?,
                    (1, Val::Str(t)) if is_null(t) => b"random".to_vec(),
                    _ => return err(at, "a signpost's text cannot be written"),
                };
                one(cat!(
                    b"SIGNPOST: ",
                    self.coord(at, &c)?,
                    b", ",
                    w(self, GhKind::SignpostSubtype, k)?,
                    b", ",
                    text
                ))
            }
            O::Tree => {
                let [f, k] = self.pop_ints::<2>(at)?;
                let c = self.pop(at)?;
                let mut t = cat!(b"TREE: ", self.coord(at, &c)?);
                match (f, k) {
                    (-1, -1) => {}
                    (-1, k) => t.extend(cat!(b", ", w(self, GhKind::TreeSubtype, k)?)),
                    (f, -1) => t.extend(cat!(b", ", w(self, GhKind::ForestType, f)?)),
                    _ => return err(at, "a tree with both a kind and a forest"),
                }
                one(t)
            }
            O::Throne => {
                let s = self.pop(at)?;
                one(cat!(b"THRONE: ", self.sel(at, &s, 0)?))
            }
            O::MagicPortal => {
                let [k, seen, active] = self.pop_ints::<3>(at)?;
                let c = self.pop(at)?;
                one(cat!(
                    b"MAGIC_PORTAL: ",
                    self.coord(at, &c)?,
                    b", ",
                    w(self, GhKind::MagicPortalTarget, k)?,
                    b", ",
                    w(self, GhKind::SeenOrUnseen, seen)?,
                    b", ",
                    w(self, GhKind::ActiveOrInactive, active)?
                ))
            }
            O::ModronPortal => {
                let [k, active] = self.pop_ints::<2>(at)?;
                let to = self.pop(at)?;
                let c = self.pop(at)?;
                one(cat!(
                    b"MODRON_PORTAL: ",
                    self.coord(at, &c)?,
                    b", target: ",
                    self.coord(at, &to)?,
                    b", ",
                    w(self, GhKind::ModronPortalType, k)?,
                    b", ",
                    w(self, GhKind::ActiveOrInactive, active)?
                ))
            }
            O::ModronLevelTeleporter => {
                let [d, e, k, active] = self.pop_ints::<4>(at)?;
                let c = self.pop(at)?;
                one(cat!(
                    b"MODRON_PORTAL: ",
                    self.coord(at, &c)?,
                    b", level_teleporter, ",
                    w(self, GhKind::TeleportDirection, d)?,
                    b", ",
                    w(self, GhKind::TeleportEnd, e)?,
                    b", ",
                    w(self, GhKind::ModronPortalType, k)?,
                    b", ",
                    w(self, GhKind::ActiveOrInactive, active)?
                ))
            }
            O::Lever => {
                let effect = self.pop_int(at)?;
                let mut infos: Vec<B> = Vec::new();
                loop {
                    let id = self.pop_int(at)?;
                    if id == 14 {
                        break;
                    }
                    let t = match id {
                        0 => {
                            let v = self.pop_int(at)?;
                            w(self, GhKind::ActiveOrInactive, v)?
                        }
                        1 | 2 => {
                            if self.pop_int(at)? != 1 {
                                return err(at, "a lever flag with a value other than 1");
                            }
                            let k: &[u8] = if id == 1 {
                                b"switchable"
                            } else {
                                b"continuously_usable"
                            };
                            k.to_vec()
                        }
                        3 => {
                            let m = self.pop(at)?;
                            cat!(b"montype: ", self.monster(at, &m)?)
                        }
                        4 => {
                            let o = self.pop(at)?;
                            cat!(b"objtype: ", self.object(at, &o)?)
                        }
                        5 => {
                            let v = self.pop_int(at)?;
                            let name = if v == -1 {
                                b"random".to_vec()
                            } else {
                                match self.fam.trap_types.iter().find(|(_, t)| *t == v) {
                                    Some((n, _)) => str_lit(at, n.as_bytes())?,
                                    None => return err(at, format!("trap type {v} is unknown")),
                                }
                            };
                            cat!(b"traptype: ", name)
                        }
                        6 | 7 => {
                            let v = self.pop_int(at)?;
                            let Some(ch) = family_terrain_char(self.fam, v) else {
                                return err(at, format!("terrain type {v} has no map character"));
                            };
                            let k: &[u8] = if id == 6 { b"tertype: " } else { b"tertype2: " };
                            cat!(k, char_lit(at, ch)?)
                        }
                        8 => {
                            let v = self.pop_int(at)?;
                            cat!(b"special_quality: ", int_n(at, v)?)
                        }
                        9 => {
                            let v = self.pop_int(at)?;
                            cat!(b"subtype: ", int_n(at, v)?)
                        }
                        10 => {
                            let v = self.pop_int(at)?;
                            cat!(
                                b"floorsubtype: ",
                                self.gh_word(at, GhKind::FloorSubtype, v, "floor_")?
                            )
                        }
                        11 => {
                            let v = self.pop_int(at)?;
                            cat!(b"effect_flags: ", int_n(at, v)?)
                        }
                        12 => {
                            let c = self.pop(at)?;
                            cat!(b"target: ", self.coord(at, &c)?)
                        }
                        13 => {
                            let v = self.pop_int(at)?;
                            cat!(b"portal_type: ", w(self, GhKind::MagicPortalTarget, v)?)
                        }
                        _ => return err(at, format!("lever detail {id} is unknown")),
                    };
                    infos.push(t);
                }
                let c = self.pop(at)?;
                let mut t = cat!(
                    b"LEVER: ",
                    self.coord(at, &c)?,
                    b", ",
                    w(self, GhKind::LeverEffect, effect)?
                );
                for i in infos.iter().rev() {
                    t.extend(cat!(b", ", i));
                }
                one(t)
            }
            O::Naming => {
                let name = self.pop(at)?;
                let k = self.pop_int(at)?;
                let m = self.pop(at)?;
                let Val::Str(Some(n)) = &name else {
                    return err(at, "a NAMING without a name");
                };
                one(cat!(
                    b"NAMING: ",
                    str_lit(at, n)?,
                    b", ",
                    w(self, GhKind::NamingType, k)?,
                    self.montype_opt(at, &m, b", ")?
                ))
            }
            O::SpecialRegion => {
                let k = self.pop_int(at)?;
                let r = self.pop(at)?;
                one(cat!(
                    b"SPECIAL_REGION: ",
                    self.region(at, &r)?,
                    b", ",
                    w(self, GhKind::SpecialRegionType, k)?
                ))
            }
            _ => err(
                at,
                format!("opcode {o:?} cannot start or end a statement here"),
            ),
        }
    }

    fn init_map(&self, at: usize, v: [i64; 8]) -> R<B> {
        let ch = |t: i64| -> R<B> {
            match family_terrain_char(self.fam, t) {
                Some(c) => char_lit(at, c),
                None => err(at, format!("terrain type {t} has no map character")),
            }
        };
        match v {
            [1, f, 0, lit, 0, 0, 0, 0] => {
                let c = ch(f)?;
                if lit == -2 {
                    Ok(cat!(b"solidfill, ", c))
                } else {
                    let l = word(at, LIGHT, lit, "light state")?;
                    Ok(cat!(b"solidfill, (", c, b", ", l, b")"))
                }
            }
            [2, f, 0, 0, 0, 0, 0, 0] => Ok(cat!(b"mazegrid, ", ch(f)?)),
            [r, 0, 0, 0, 0, 0, 0, 0] if r == self.fam.lvlinit[1] => Ok(b"rogue".to_vec()),
            [r, 0, 0, 0, 0, 0, 0, 0] if r == self.fam.lvlinit[2] => Ok(b"sheollev".to_vec()),
            [m, fill, walled, lit, joined, smoothed, bg, fg] if m == self.fam.lvlinit[0] => {
                let mut t = cat!(
                    b"mines, ",
                    ch(fg)?,
                    b", ",
                    ch(bg)?,
                    b", ",
                    word(at, BOOL, smoothed, "smoothing")?,
                    b", ",
                    word(at, BOOL, joined, "joining")?,
                    b", ",
                    word(at, LIGHT, lit, "light state")?,
                    b", ",
                    word(at, BOOL_RANDOM, walled, "walling")?
                );
                if fill != -1 {
                    t.extend(cat!(b", ", ch(fill)?));
                }
                Ok(t)
            }
            _ => err(at, "an INIT_MAP that cannot be written"),
        }
    }

    fn corridor(&self, at: usize, v: [i64; 6]) -> R<B> {
        let spec = |room: i64, door: i64, wall: i64| -> R<B> {
            let door = if door == -1 {
                b"random".to_vec()
            } else {
                int_n(at, door)?
            };
            Ok(cat!(
                b"(",
                int_n(at, room)?,
                b", ",
                word(at, DIRECTION, wall, "wall")?,
                b", ",
                door,
                b")"
            ))
        };
        match v {
            [-1, n, -1, -1, -1, -1] => Ok(match n {
                0 => b"RANDOM_CORRIDORS".to_vec(),
                -1 => b"RANDOM_CORRIDORS: random".to_vec(),
                n => cat!(b"RANDOM_CORRIDORS: ", all_ints(at, n)?),
            }),
            [r, d, w, -1, -1, n] => {
                Ok(cat!(b"CORRIDOR: ", spec(r, d, w)?, b", ", all_ints(at, n)?))
            }
            [r, d, w, r2, d2, w2] => Ok(cat!(
                b"CORRIDOR: ",
                spec(r, d, w)?,
                b", ",
                spec(r2, d2, w2)?
            )),
        }
    }

    fn lev_region_stmt(&mut self, at: usize) -> R<B> {
        let name = self.pop(at)?;
        let [a1, a2, a3, a4, a5, b1, b2, b3, b4, b5, rtype, zero] = self.pop_ints::<12>(at)?;
        if zero != 0 {
            return err(at, "a level region with an unknown extra value");
        }
        let a = self.lev_region(at, &[a1, a2, a3, a4, a5])?;
        let b = self.lev_region(at, &[b1, b2, b3, b4, b5])?;
        let null = matches!(&name, Val::Str(s) if is_null(s));
        let pair = cat!(a, b", ", b);
        match (rtype, null) {
            (3, true) => Ok(cat!(b"BRANCH: ", pair)),
            (0, true) => Ok(cat!(b"STAIR: ", pair, b", down")),
            (1, true) => Ok(cat!(b"STAIR: ", pair, b", up")),
            (2, _) => match &name {
                Val::Str(s) => Ok(cat!(
                    b"PORTAL: ",
                    pair,
                    b", ",
                    str_lit(at, s.as_deref().unwrap_or_default())?
                )),
                _ => err(at, "a portal without a name"),
            },
            (4, true) => Ok(cat!(b"TELEPORT_REGION: ", pair)),
            (5, true) => Ok(cat!(b"TELEPORT_REGION: ", pair, b", up")),
            (6, true) => Ok(cat!(b"TELEPORT_REGION: ", pair, b", down")),
            (9, true) if self.fam.gnollhack_forms => {
                Ok(cat!(b"TELEPORT_REGION: ", pair, b", notele"))
            }
            (7 | 8, true)
                if self.fam.gnollhack_forms && [b1, b2, b3, b4, b5] == [0, 0, 0, 0, 1] =>
            {
                // GnollHack's SPECIAL_LEVREGION: seen, or else the name
                // revealed (its true nature).
                let k = if rtype == 7 { 2 } else { 3 };
                Ok(cat!(
                    b"SPECIAL_LEVREGION: ",
                    a,
                    b", ",
                    self.gh_word(at, GhKind::SpecialRegionType, k, "")?
                ))
            }
            _ => err(at, format!("level region type {rtype} cannot be written")),
        }
    }

    fn map(&mut self, at: usize) -> R<Vec<Line>> {
        let [h, w] = self.pop_ints::<2>(at)?;
        let text = self.pop(at)?;
        let [kind, fill] = self.pop_ints::<2>(at)?;
        let c = self.pop(at)?;
        if let (Val::Coord(0), 0, 1, Val::Str(s), 0, 0) = (&c, kind, fill, &text, h, w) {
            if is_null(s) {
                return Ok(vec![line(b"NOMAP".to_vec())]);
            }
        }
        let at_text = match (kind, &c) {
            (1, Val::Coord(p)) => {
                let (x, y) = (p & 0xff, (p >> 16) & 0xff);
                if coord_pack(x, y) != *p {
                    return err(at, "a map alignment that is not packed");
                }
                cat!(
                    word(at, HALIGN, x, "horizontal alignment")?,
                    b", ",
                    word(at, VALIGN, y, "vertical alignment")?
                )
            }
            (2, c) => self.coord(at, c)?,
            _ => return err(at, format!("map placement {kind} cannot be written")),
        };
        let fill: &[u8] = match fill {
            1 => b"",
            0 => b", false",
            _ => return err(at, format!("map filling {fill} cannot be written")),
        };
        let Val::Str(Some(buf)) = &text else {
            return err(at, "a map without its text");
        };
        let (Ok(wu), Ok(hu)) = (usize::try_from(w), usize::try_from(h)) else {
            return err(at, "a map of negative size");
        };
        if wu == 0 || hu == 0 || wu.checked_mul(hu) != Some(buf.len()) {
            return err(at, format!("a map of {w} x {h} with {} cells", buf.len()));
        }
        let mut lines = vec![
            line(cat!(b"GEOMETRY: ", at_text, fill)),
            Line {
                raw: true,
                text: b"MAP".to_vec(),
            },
        ];
        for row in buf.chunks(wu) {
            let mut t = Vec::with_capacity(wu);
            for &cell in row {
                let c = match i64::from(cell) - 1 {
                    0 => Some(b' '),
                    ty => family_terrain_char(self.fam, ty).filter(|c| !c.is_ascii_digit()),
                };
                match c {
                    Some(c) => t.push(c),
                    None => return err(at, format!("map cell {cell} has no map character")),
                }
            }
            lines.push(Line { raw: true, text: t });
        }
        lines.push(Line {
            raw: true,
            text: b"ENDMAP".to_vec(),
        });
        Ok(lines)
    }

    fn monster_stmt(&mut self, at: usize, hi: usize, ctx: Ctx) -> R<Vec<Line>> {
        let inv = self.pop_int(at)?;
        let mut infos: Vec<B> = Vec::new();
        loop {
            let id = self.pop_int(at)?;
            if id == self.fam.details_end.0 {
                break;
            }
            let gh = self.fam.gnollhack_forms;
            let t = match id {
                // GnollHack's details.
                5 if gh && self.int_at_top() == Some(0) => {
                    self.pop_int(at)?;
                    b"male".to_vec()
                }
                8 if gh && self.int_at_top() != Some(1) => {
                    let e = self.pop(at)?;
                    cat!(b"revived: ", self.expr(at, &e, 0)?)
                }
                19 if gh => {
                    let e = self.pop(at)?;
                    cat!(b"level_adjustment: ", self.expr(at, &e, 0)?)
                }
                16..=18 | 20..=24 if gh => {
                    if self.pop_int(at)? != 1 {
                        return err(at, "a monster flag with a value other than 1");
                    }
                    let w = match id {
                        16 => "waitforu",
                        17 => "protector",
                        18 => "maxhp",
                        20 => "keep_original_inventory",
                        21 => "level_boss",
                        22 => "use_boss_hostility",
                        23 => "has_backup",
                        _ => "quest_companion",
                    };
                    w.as_bytes().to_vec()
                }
                // A variant's `dead` (EvilHack, Hack'EM).
                16 if self.fam.details_end.0 > 16 => {
                    if self.pop_int(at)? != 1 {
                        return err(at, "a monster flag with a value other than 1");
                    }
                    b"dead".to_vec()
                }
                4 => {
                    let e = self.pop(at)?;
                    self.expr(at, &e, 0)?
                }
                0 => {
                    let v = self.pop_int(at)?;
                    word(at, &[(1, "peaceful"), (0, "hostile")], v, "attitude")?
                        .as_bytes()
                        .to_vec()
                }
                2 => {
                    let v = self.pop_int(at)?;
                    word(at, &[(1, "asleep"), (0, "awake")], v, "alertness")?
                        .as_bytes()
                        .to_vec()
                }
                1 => match self.pop_int(at)? {
                    -11 => b"align: random".to_vec(),
                    v => word(at, ALIGNMENT, self.fam.align_vanilla(v), "alignment")?
                        .as_bytes()
                        .to_vec(),
                },
                3 => {
                    let t = self.pop_int(at)?;
                    let e = self.pop(at)?;
                    let w = word(
                        at,
                        &[(1, "m_feature"), (2, "m_object"), (3, "m_monster")],
                        t,
                        "appearance",
                    )?;
                    cat!(w, b" ", self.expr(at, &e, 0)?)
                }
                5..=9 | 13 | 14 => {
                    if self.pop_int(at)? != 1 {
                        return err(at, "a monster flag with a value other than 1");
                    }
                    let w = match id {
                        5 => "female",
                        6 => "invisible",
                        7 => "cancelled",
                        8 => "revived",
                        9 => "avenge",
                        13 => "stunned",
                        _ => "confused",
                    };
                    w.as_bytes().to_vec()
                }
                10..=12 => {
                    let e = self.pop(at)?;
                    let w: &[u8] = match id {
                        10 => b"fleeing: ",
                        11 => b"blinded: ",
                        _ => b"paralyzed: ",
                    };
                    cat!(w, self.expr(at, &e, 0)?)
                }
                15 => {
                    let m = self.pop_int(at)?;
                    if m == -1 {
                        b"seen_traps: all".to_vec()
                    } else {
                        let mut names = Vec::new();
                        for (n, t) in self.fam.trap_types {
                            if m & (1i64 << (t - 1)) != 0 {
                                names.push(str_lit(at, n.as_bytes())?);
                            }
                        }
                        let known = self
                            .fam
                            .trap_types
                            .iter()
                            .fold(0i64, |a, (_, t)| a | 1 << (t - 1));
                        if m <= 0 || m & !known != 0 {
                            return err(at, format!("seen traps {m:#x} cannot be written"));
                        }
                        cat!(b"seen_traps: ", names.join(&b'|'))
                    }
                }
                _ => return err(at, format!("monster detail {id} is unknown")),
            };
            infos.push(t);
        }
        let c = self.pop(at)?;
        let m = self.pop(at)?;
        let mut t = cat!(
            b"MONSTER: ",
            self.monster(at, &m)?,
            b", ",
            self.coord(at, &c)?
        );
        for i in infos.iter().rev() {
            t.extend(cat!(b", ", i));
        }
        match inv {
            0 => Ok(vec![line(t)]),
            1 => {
                let inner = Ctx {
                    in_container: true,
                    ..ctx
                };
                let b = self.closed_body(hi, inner, Opcode::EndMonInvent)?;
                Ok(braced(t, b))
            }
            _ => err(at, format!("monster inventory flag {inv} is unknown")),
        }
    }

    fn object_stmt(&mut self, at: usize, hi: usize, ctx: Ctx) -> R<Vec<Line>> {
        let cnt = self.pop_int(at)?;
        if !(0..=3).contains(&cnt) || (cnt & 1 != 0) != ctx.in_container {
            return err(
                at,
                format!("object container flags {cnt} do not fit where the object is"),
            );
        }
        let mut infos: Vec<B> = Vec::new();
        loop {
            let id = self.pop_int(at)?;
            let flag = |p: &mut Self, w: &str| -> R<B> {
                if p.pop_int(at)? != 1 {
                    return err(at, "an object flag with a value other than 1");
                }
                Ok(w.as_bytes().to_vec())
            };
            if id == self.fam.details_end.1 {
                break;
            }
            let gh = self.fam.gnollhack_forms;
            let t = match id {
                // GnollHack's details.
                15..=18 | 25 if gh => {
                    let e = self.pop(at)?;
                    let w: &[u8] = match id {
                        15 => b"enchantment: ",
                        16 => b"charges: ",
                        17 => b"special_quality: ",
                        18 => b"speflags: ",
                        _ => b"age: ",
                    };
                    cat!(w, self.expr(at, &e, 0)?)
                }
                19..=24 if gh => {
                    let v = self.pop_int(at)?;
                    let (w, kind): (&[u8], _) = match id {
                        19 => (b"material: ", GhKind::Material),
                        20 => (b"elemental_enchantment: ", GhKind::ElementalEnchantment),
                        21 => (b"exceptionality: ", GhKind::Exceptionality),
                        22 => (b"", GhKind::MythicType),
                        23 => (b"mythic_prefix: ", GhKind::MythicPrefix),
                        _ => (b"mythic_suffix: ", GhKind::MythicSuffix),
                    };
                    cat!(w, self.gh_word(at, kind, v, "")?)
                }
                26 if gh => {
                    let o = self.pop(at)?;
                    cat!(b"keytype: ", self.object(at, &o)?)
                }
                27 if gh => flag(self, "indestructible")?,
                28 if gh => flag(self, "uses_up_key")?,
                29 if gh => flag(self, "no_pickup")?,
                30 if gh => flag(self, "open")?,
                1 if gh && matches!(self.int_at_top(), Some(4 | 5)) => {
                    let v = self.pop_int(at)?;
                    let w: &[u8] = if v == 4 { b"notcursed" } else { b"notblessed" };
                    w.to_vec()
                }
                // EvilHack's valued details.
                15 | 16 if self.fam.details_end.1 > 16 => {
                    let e = self.pop(at)?;
                    let w: &[u8] = if id == 15 {
                        b"affixed_gem: "
                    } else {
                        b"forged_qual: "
                    };
                    cat!(w, self.expr(at, &e, 0)?)
                }
                1 => {
                    let v = self.pop_int(at)?;
                    word(
                        at,
                        &[(1, "blessed"), (2, "uncursed"), (3, "cursed")],
                        v,
                        "curse state",
                    )?
                    .as_bytes()
                    .to_vec()
                }
                2 => {
                    let m = self.pop(at)?;
                    cat!(b"montype: ", self.monster(at, &m)?)
                }
                0 => match self.pop(at)? {
                    Val::Int(v) => all_ints(at, v)?,
                    d @ Val::Dice(..) => self.expr(at, &d, 3)?,
                    _ => return err(at, "an enchantment that is neither a number nor dice"),
                },
                3 => {
                    let e = self.pop(at)?;
                    cat!(b"NAME: ", self.expr(at, &e, 0)?)
                }
                4 => {
                    let e = self.pop(at)?;
                    cat!(b"quantity: ", self.expr(at, &e, 0)?)
                }
                5 => flag(self, "buried")?,
                6 => {
                    let v = self.pop_int(at)?;
                    word(at, &[(1, "lit"), (0, "unlit")], v, "light state")?
                        .as_bytes()
                        .to_vec()
                }
                7 => match self.pop(at)? {
                    Val::Int(-1) => b"erodeproof".to_vec(),
                    e => cat!(b"eroded: ", self.expr(at, &e, 0)?),
                },
                8 => flag(self, "locked")?,
                13 => flag(self, "broken")?,
                9 => {
                    let v = self.pop_int(at)?;
                    word(at, &[(1, "trapped"), (0, "not_trapped")], v, "trap state")?
                        .as_bytes()
                        .to_vec()
                }
                10 => {
                    let e = self.pop(at)?;
                    cat!(b"recharged: ", self.expr(at, &e, 0)?)
                }
                11 => flag(self, "invisible")?,
                12 => flag(self, "greased")?,
                14 => {
                    let c = self.pop(at)?;
                    self.coord(at, &c)?
                }
                _ => return err(at, format!("object detail {id} is unknown")),
            };
            infos.push(t);
        }
        let o = self.pop(at)?;
        let kw: &[u8] = if cnt & 2 != 0 {
            b"CONTAINER: "
        } else {
            b"OBJECT: "
        };
        let mut t = cat!(kw, self.object(at, &o)?);
        for i in infos.iter().rev() {
            t.extend(cat!(b", ", i));
        }
        if cnt & 2 == 0 {
            return Ok(vec![line(t)]);
        }
        let inner = Ctx {
            in_container: true,
            ..ctx
        };
        let b = self.closed_body(hi, inner, Opcode::PopContainer)?;
        Ok(braced(t, b))
    }

    fn room_type(&self, at: usize, rt: i64) -> R<B> {
        if rt == -1 {
            return Ok(b"random".to_vec());
        }
        match self.fam.room_types.iter().find(|(_, v)| *v == rt) {
            Some((n, _)) => str_lit(at, n.as_bytes()),
            None => err(at, format!("room type {rt} is unknown")),
        }
    }

    /// A door's material and the comma after it (nothing for 0, the
    /// default).
    fn door_material(&self, at: usize, m: i64) -> R<B> {
        if m == 0 {
            return Ok(Vec::new());
        }
        match self
            .fam
            .keywords
            .iter()
            .find(|(_, t)| *t == crate::lexer::Tok::DoorMaterial(m))
        {
            Some((k, _)) => Ok(cat!(k.as_bytes(), b", ")),
            None => err(at, format!("door material {m} is unknown")),
        }
    }

    fn room_flags(at: usize, f: i64) -> R<B> {
        if !(0..=7).contains(&f) {
            return err(at, format!("room flags {f} cannot be written"));
        }
        Ok(format!(
            "{}, {}, {}",
            if f & 1 != 0 { "filled" } else { "unfilled" },
            if f & 2 != 0 { "irregular" } else { "regular" },
            if f & 4 != 0 { "unjoined" } else { "joined" },
        )
        .into_bytes())
    }

    fn region_stmt(&mut self, at: usize, hi: usize, ctx: Ctx) -> R<Vec<Line>> {
        let gh = self.fam.gnollhack_forms;
        let (lit, rt, rflags, opts) = if gh {
            let [lit, rt, rflags, ft, fst, ts, ds] = self.pop_ints::<7>(at)?;
            let m = self.pop(at)?;
            (lit, rt, rflags, self.room_opts(at, ft, fst, ts, ds, &m)?)
        } else {
            let [lit, rt, rflags] = self.pop_ints::<3>(at)?;
            (lit, rt, rflags, Vec::new())
        };
        let r = self.pop(at)?;
        let src_rt = if rflags & 1 == 0 {
            rt.wrapping_sub(self.fam.max_rtype + 1)
        } else {
            rt
        };
        let mut t = cat!(
            b"REGION: ",
            self.region(at, &r)?,
            b", ",
            word(at, LIGHT, lit, "light state")?,
            b", ",
            self.room_type(at, src_rt)?
        );
        if rflags != 1 {
            t.extend(cat!(b", ", Self::room_flags(at, rflags)?));
        }
        t.extend(opts);
        // GnollHack's lev_comp ends every region.
        let permanent = gh || rflags & 2 != 0 || rflags & 1 != 0 || rt != 0;
        if !permanent {
            return Ok(vec![line(t)]);
        }
        let b = self.closed_body(hi, ctx, Opcode::EndRoom)?;
        if b.is_empty() {
            Ok(vec![line(t)])
        } else {
            Ok(braced(t, b))
        }
    }

    fn room_stmt(&mut self, o: Opcode, at: usize, hi: usize, ctx: Ctx) -> R<Vec<Line>> {
        let gh = self.fam.gnollhack_forms;
        let (rflags, a0, a1, p0, p1, s0, s1, opts) = if gh {
            let [ds, ts, fst, ft, rflags, a0, a1, p0, p1, s0, s1] = self.pop_ints::<11>(at)?;
            let m = self.pop(at)?;
            let opts = self.room_opts(at, ft, fst, ts, ds, &m)?;
            (rflags, a0, a1, p0, p1, s0, s1, opts)
        } else {
            let [rflags, a0, a1, p0, p1, s0, s1] = self.pop_ints::<7>(at)?;
            (rflags, a0, a1, p0, p1, s0, s1, Vec::new())
        };
        let [rt, chance, lit] = self.pop_ints::<3>(at)?;
        let mut begin = self.room_type(at, rt)?;
        if chance != 100 {
            if rt == 0 {
                return err(at, "an ordinary room with a chance");
            }
            begin.extend(format!(" [{}%]", percent(at, chance)?).into_bytes());
        }
        begin.extend(cat!(b", ", word(at, LIGHT, lit, "light state")?));
        let pair = |a: i64, b: i64| -> R<B> {
            if a == -1 && b == -1 {
                Ok(b"random".to_vec())
            } else {
                Ok(cat!(b"(", int_n(at, a)?, b", ", int_n(at, b)?, b")"))
            }
        };
        let mut t = if o == Opcode::Room {
            let align = if a0 == -1 && a1 == -1 {
                if rflags != 1 && !gh {
                    return err(at, "room flags that lev_comp cannot produce");
                }
                b"random".to_vec()
            } else {
                if rflags != a1 && !gh {
                    return err(at, "room flags that lev_comp cannot produce");
                }
                cat!(
                    b"(",
                    word(at, HALIGN, a0, "horizontal alignment")?,
                    b", ",
                    word(at, VALIGN, a1, "vertical alignment")?,
                    b")"
                )
            };
            let mut t = cat!(
                b"ROOM: ",
                begin,
                b", ",
                pair(p0, p1)?,
                b", ",
                align,
                b", ",
                pair(s0, s1)?
            );
            // GnollHack's lev_comp reads a room's flags.
            if gh && rflags != 1 {
                t.extend(cat!(b", ", Self::room_flags(at, rflags)?));
            }
            t
        } else {
            if a0 != -1 || a1 != -1 {
                return err(at, "a subroom with an alignment");
            }
            let mut t = cat!(
                b"SUBROOM: ",
                begin,
                b", ",
                pair(p0, p1)?,
                b", ",
                pair(s0, s1)?
            );
            if rflags != 1 {
                t.extend(cat!(b", ", Self::room_flags(at, rflags)?));
            }
            t
        };
        t.extend(opts);
        let b = self.closed_body(hi, ctx, Opcode::EndRoom)?;
        Ok(braced(t, b))
    }

    // ----- control flow -----

    fn if_stmt(&mut self, at: usize, hi: usize, ctx: Ctx) -> R<Vec<Line>> {
        let b = self.pop(at)?;
        let a = self.pop(at)?;
        let (Some(v), Some(Instr::Op(jcc))) = (self.int_at(at + 1), self.get(at + 2)) else {
            return err(at, "a comparison not followed by a conditional jump");
        };
        let (j, jcc) = (at + 2, *jcc);
        let Some(&(_, sym)) = COMPARE.iter().find(|(o, _)| *o == jcc.reversed()) else {
            return err(j, "a comparison not followed by a conditional jump");
        };
        let t = match self.target(j, v) {
            Some(t) if t > j && t <= hi => t,
            _ => return err(j, "a conditional jump out of its block"),
        };
        let cond = match (&a, &b, jcc) {
            (Val::Int(p), Val::Rn2(x), Opcode::Jle) if is_int(x, 100) => {
                format!("[{}%]", percent(at, *p)?).into_bytes()
            }
            _ => cat!(
                b"[",
                self.expr(at, &a, 0)?,
                b" ",
                sym,
                b" ",
                self.expr(at, &b, 0)?,
                b"]"
            ),
        };
        self.pos = j + 1;
        let ctx = Ctx { top: false, ..ctx };
        // An ELSE: the block ends with a jump over the else part.
        if t >= j + 3 && self.is_op(t - 1, Opcode::Jmp) && !self.failed_else.contains(&at) {
            if let Some(t2) = self
                .int_at(t - 2)
                .and_then(|v2| self.target(t - 1, v2))
                .filter(|&t2| t2 >= t && t2 <= hi)
            {
                let saved = self.save();
                match self.if_else_bodies(t, t2, ctx) {
                    Ok((then, els)) => {
                        let mut out = braced(cat!(b"IF ", cond), then);
                        out.pop();
                        out.push(line(b"} ELSE {".to_vec()));
                        out.extend(indent(els));
                        out.push(line(b"}".to_vec()));
                        return Ok(out);
                    }
                    Err(_) => {
                        self.restore(saved);
                        self.failed_else.insert(at);
                    }
                }
            }
        }
        let then = self.body(t, ctx)?;
        Ok(braced(cat!(b"IF ", cond), then))
    }

    fn if_else_bodies(&mut self, t: usize, t2: usize, ctx: Ctx) -> R<(Vec<Line>, Vec<Line>)> {
        let then = self.body(t - 2, ctx)?;
        self.pos = t;
        let els = self.body(t2, ctx)?;
        Ok((then, els))
    }

    fn loop_stmt(&mut self, at: usize, hi: usize, ctx: Ctx) -> R<Vec<Line>> {
        let count = self.pop(at)?;
        if !self.stack.is_empty() {
            return err(at, "a LOOP with values left under its count");
        }
        // Copy, push 0, Cmp, push offset, Jg (back to the Dec), Pop.
        let end = (at + 5..hi.saturating_sub(1)).find(|&k| {
            self.is_op(k, Opcode::Jg)
                && self.int_at(k - 1).and_then(|v| self.target(k, v)) == Some(at)
                && self.is_op(k - 2, Opcode::Cmp)
                && self.int_at(k - 3) == Some(0)
                && self.is_op(k - 4, Opcode::Copy)
                && self.is_op(k + 1, Opcode::Pop)
        });
        let Some(k) = end else {
            return err(at, "a LOOP without its closing jump");
        };
        let inner = Ctx {
            brk: Brk::At(k + 2),
            top: false,
            ..ctx
        };
        let b = self.body(k - 4, inner)?;
        self.pos = k + 2;
        Ok(braced(cat!(b"LOOP [", self.expr(at, &count, 0)?, b"]"), b))
    }

    /// A `VarInit`: a variable definition, or the start of a `FOR`.
    fn var_init(&mut self, at: usize, hi: usize, ctx: Ctx) -> R<Vec<Line>> {
        let name = match self.pop(at)? {
            Val::Str(Some(n)) => n,
            _ => return err(at, "a variable definition without a name"),
        };
        let count = self.pop_int(at)?;
        if let Some(var) = name.strip_suffix(b" end") {
            return self.for_stmt(at, hi, ctx, var.to_vec());
        }
        if !var_name_ok(&name) {
            return err(
                at,
                format!(
                    "\"{}\" is not a variable name",
                    String::from_utf8_lossy(&name)
                ),
            );
        }
        let n = match usize::try_from(count) {
            Ok(n) if n <= self.stack.len() => n,
            _ => return err(at, format!("an array of {count} values")),
        };
        let value = if n == 0 {
            let v = self.pop(at)?;
            let (ty, t) = self.scalar_value(at, &v)?;
            if let Some(ty) = ty {
                self.vars.entry(name.clone()).or_insert((ty, false));
            }
            t
        } else {
            let items = self.pop_n(at, n)?;
            let ty = items.first().and_then(|v| self.ty(v)).unwrap_or(Ty::Int);
            let mut parts = Vec::new();
            for it in &items {
                parts.push(match it {
                    Val::Monster(m) => self.monster_lit(at, *m)?,
                    Val::Object(m) => self.object_lit(at, *m)?,
                    Val::MapChar(m) => self.mapchar_lit(at, *m)?,
                    Val::Coord(c) => self.coord_lit(at, *c)?,
                    Val::Region(r) => self.region_lit(at, *r)?,
                    e => self.expr(at, e, 0)?,
                });
            }
            let prefix: &[u8] = match ty {
                Ty::Monst => b"monster: ",
                Ty::Obj => b"object: ",
                Ty::MapChar => b"terrain: ",
                _ => b"",
            };
            self.vars.entry(name.clone()).or_insert((ty, true));
            cat!(prefix, b"{ ", parts.join(&b", "[..]), b" }")
        };
        Ok(vec![line(cat!(name, b" = ", value))])
    }

    fn scalar_value(&self, at: usize, v: &Val) -> R<(Option<Ty>, B)> {
        let ty = self.ty(v);
        let t = match v {
            Val::Coord(c) => self.coord_lit(at, *c)?,
            Val::RndCoord(_) => self.coord(at, v)?,
            Val::Region(r) => self.region_lit(at, *r)?,
            Val::MapChar(_) => cat!(b"terrain: ", self.mapchar(at, v)?),
            Val::Monster(_) => cat!(b"monster: ", self.monster(at, v)?),
            Val::Object(_) => cat!(b"object: ", self.object(at, v)?),
            Val::Sel(..) => cat!(b"selection: ", self.sel(at, v, 0)?),
            Val::Var(n, i) => {
                let r = self.var_ref(at, n, i)?;
                match ty {
                    Some(Ty::MapChar) => cat!(b"terrain: ", r),
                    Some(Ty::Monst) => cat!(b"monster: ", r),
                    Some(Ty::Obj) => cat!(b"object: ", r),
                    Some(Ty::Sel) => cat!(b"selection: ", r),
                    _ => r,
                }
            }
            _ => self.expr(at, v, 0)?,
        };
        Ok((ty, t))
    }

    /// `FOR $v = from TO to { ... }`: the `VarInit` of `"$v end"` at `at`
    /// has consumed `to`; `from` is left on the stack.
    fn for_stmt(&mut self, at: usize, hi: usize, ctx: Ctx, var: B) -> R<Vec<Line>> {
        let to = self.pop(at)?;
        let from = self.pop(at)?;
        if !self.stack.is_empty() || !var_name_ok(&var) {
            return err(at, "a FOR loop that cannot be written");
        }
        let end = cat!(var, b" end");
        let step = cat!(var, b" step");
        let p = at + 1;
        let prologue = self.int_at(p) == Some(0)
            && self.str_at(p + 1) == Some(&var[..])
            && self.is_op(p + 2, Opcode::VarInit)
            && self.var_at(p + 3, &end)
            && self.var_at(p + 4, &var)
            && self.is_op(p + 5, Opcode::MathSub)
            && self.is_op(p + 6, Opcode::MathSign)
            && self.int_at(p + 7) == Some(0)
            && self.str_at(p + 8) == Some(&step[..])
            && self.is_op(p + 9, Opcode::VarInit);
        if !prologue {
            return err(at, "a FOR loop whose start is not as lev_comp writes it");
        }
        let start = p + 10;
        let close = (start + 10..hi).find(|&k| {
            self.is_op(k, Opcode::Jne)
                && self.int_at(k - 1).and_then(|v| self.target(k, v)) == Some(start)
                && self.var_at(k - 10, &var)
                && self.var_at(k - 9, &end)
                && self.is_op(k - 8, Opcode::Cmp)
                && self.var_at(k - 7, &step)
                && self.var_at(k - 6, &var)
                && self.is_op(k - 5, Opcode::MathAdd)
                && self.int_at(k - 4) == Some(0)
                && self.str_at(k - 3) == Some(&var[..])
                && self.is_op(k - 2, Opcode::VarInit)
        });
        let Some(k) = close else {
            return err(at, "a FOR loop without its closing jump");
        };
        let head = cat!(
            b"FOR ",
            var,
            b" = ",
            self.expr(at, &from, 1)?,
            b" TO ",
            self.expr(at, &to, 1)?
        );
        self.vars.entry(var.clone()).or_insert((Ty::Int, false));
        self.pos = start;
        let inner = Ctx {
            brk: Brk::At(k + 1),
            top: false,
            ..ctx
        };
        let b = self.body(k - 10, inner)?;
        self.pos = k + 1;
        Ok(braced(head, b))
    }

    /// A `Jmp`: a `BREAK`, the jump over a function's body at its first
    /// call, or the jump to a `SWITCH`'s table.
    fn jump(&mut self, at: usize, ctx: Ctx) -> R<Vec<Line>> {
        let v = self.pop_int(at)?;
        let Some(t) = self.target(at, v) else {
            return err(at, "a jump out of the program");
        };
        // A function: body, push 0, Return; then push nargs, push offset, Call.
        if t >= at + 3
            && self.is_op(t - 1, Opcode::Return)
            && self.int_at(t - 2) == Some(0)
            && self.is_op(t + 2, Opcode::Call)
            && self.int_at(t + 1).and_then(|l| self.target(t + 2, l)) == Some(at + 1)
            && self.int_at(t).and_then(|n| usize::try_from(n).ok()) == Some(self.stack.len())
        {
            return self.function(at, t);
        }
        if self.stack.len() == 1 {
            return self.switch(at, t, ctx);
        }
        if self.stack.is_empty() {
            match ctx.brk {
                Brk::At(x) if x == t => return Ok(vec![line(b"BREAK".to_vec())]),
                Brk::Op(op) if self.is_op(t, op) => {
                    self.breaks.push(t);
                    return Ok(vec![line(b"BREAK".to_vec())]);
                }
                _ => {}
            }
        }
        err(at, "a jump that is no BREAK, SWITCH or function call")
    }

    fn call_args(&mut self, at: usize, n: i64) -> R<B> {
        let n = match usize::try_from(n) {
            Ok(n) if n == self.stack.len() => n,
            _ => return err(at, "a call with a wrong number of arguments"),
        };
        let args = self.pop_n(at, n)?;
        let mut parts = Vec::new();
        for a in &args {
            parts.push(self.expr(at, a, 0)?);
        }
        Ok(parts.join(&b", "[..]))
    }

    /// The first call of a function: its body lies between the jump at `at`
    /// and `t`.
    fn function(&mut self, at: usize, t: usize) -> R<Vec<Line>> {
        let nargs = self.stack.len();
        let arg_types: Vec<&str> = self
            .stack
            .iter()
            .map(|a| if self.is_str(a) { "str" } else { "int" })
            .collect();
        // The parameters, in the reverse of their declaration order.
        let mut params: Vec<B> = Vec::new();
        for k in 0..nargs {
            let p = at + 1 + 3 * k;
            match (
                self.int_at(p),
                self.str_at(p + 1),
                self.is_op(p + 2, Opcode::VarInit),
            ) {
                (Some(0), Some(name), true) if var_name_ok(name) => params.push(name.to_vec()),
                _ => return err(p, "a function whose parameters cannot be read"),
            }
        }
        params.reverse();
        let start = at + 1 + 3 * nargs;
        if start > t - 2 {
            return err(at, "a function body that overlaps its parameters");
        }
        let name = format!("fn{}", self.funcs.len() + 1);
        self.funcs.push(Func {
            addr: at + 1,
            name: name.clone(),
        });
        let outer_vars = std::mem::take(&mut self.vars);
        for (p, ty) in params.iter().zip(&arg_types) {
            let ty = if *ty == "str" { Ty::Str } else { Ty::Int };
            self.vars.insert(p.clone(), (ty, false));
        }
        let saved_stack = std::mem::take(&mut self.stack);
        self.pos = start;
        let inner = Ctx {
            brk: Brk::None,
            in_container: false,
            in_switch: false,
            top: false,
        };
        let body = self.body(t - 2, inner);
        self.vars = outer_vars;
        self.stack = saved_stack;
        let body = body?;
        let decl: Vec<B> = params
            .iter()
            .zip(&arg_types)
            .map(|(p, ty)| cat!(p, b": ", ty))
            .collect();
        let head = cat!(b"FUNCTION ", name, b"(", decl.join(&b", "[..]), b")");
        let def = braced(head, body);
        self.pending.extend(def);
        self.pos = t + 3;
        let args = self.call_args(at, nargs as i64)?;
        Ok(vec![line(cat!(name, b"(", args, b")"))])
    }

    /// A `SWITCH`: the value is on the stack; the jump at `at` leads to the
    /// table at `t`.
    fn switch(&mut self, at: usize, t: usize, ctx: Ctx) -> R<Vec<Line>> {
        if ctx.in_switch {
            return err(at, "a SWITCH inside a SWITCH");
        }
        let value = self.pop(at)?;
        let value = match value {
            Val::Rn2(x) if !inconstant(&x) => *x,
            v if inconstant(&v) => v,
            _ => return err(at, "a SWITCH value that lev_comp cannot produce"),
        };
        let bad = || err(at, "a SWITCH whose table is not as lev_comp writes it");
        if t < at + 3 || !self.is_op(t - 1, Opcode::Jmp) {
            return bad();
        }
        let Some(e) = self.int_at(t - 2).and_then(|v| self.target(t - 1, v)) else {
            return bad();
        };
        if e < t || !self.is_op(e, Opcode::Pop) {
            return bad();
        }
        let first = at + 1;
        let last = t - 2;
        let in_body = |p: Option<usize>| p.filter(|&p| p >= first && p <= last);
        let mut cases: Vec<(Option<i64>, usize)> = Vec::new();
        let mut default: Option<usize> = None;
        let mut k = t;
        while k < e {
            if self.is_op(k, Opcode::Copy)
                && self.is_op(k + 2, Opcode::Cmp)
                && self.is_op(k + 4, Opcode::Je)
                && k + 5 <= e
            {
                let (Some(val), Some(p)) = (
                    self.int_at(k + 1),
                    in_body(self.int_at(k + 3).and_then(|o| self.target(k + 4, o))),
                ) else {
                    return bad();
                };
                cases.push((Some(val), p));
                k += 5;
            } else if k + 2 == e && self.is_op(k + 1, Opcode::Jmp) {
                let Some(p) = in_body(self.int_at(k).and_then(|o| self.target(k + 1, o))) else {
                    return bad();
                };
                default = Some(p);
                k += 2;
            } else {
                return bad();
            }
        }
        if cases.windows(2).any(|w| w[0].1 > w[1].1) {
            return bad();
        }
        if let Some(d) = default {
            let i = cases.iter().position(|c| c.1 > d).unwrap_or(cases.len());
            cases.insert(i, (None, d));
        }
        match cases.first() {
            None if first != last => return bad(),
            Some(&(_, p)) if p != first => return bad(),
            _ => {}
        }
        let inner = Ctx {
            brk: Brk::At(e),
            in_switch: true,
            top: false,
            ..ctx
        };
        let mut out = vec![line(cat!(b"SWITCH [", self.expr(at, &value, 0)?, b"] {"))];
        self.pos = first;
        for (i, (val, p)) in cases.iter().enumerate() {
            let end = cases.get(i + 1).map_or(last, |c| c.1);
            debug_assert_eq!(self.pos, *p);
            let label = match val {
                Some(v) => cat!(b"CASE ", all_ints(at, *v)?, b":"),
                None => b"DEFAULT:".to_vec(),
            };
            out.push(line(label));
            let b = self.body(end, inner)?;
            out.extend(indent(b));
        }
        out.push(line(b"}".to_vec()));
        self.pos = e + 1;
        Ok(out)
    }
}

fn braced(head: B, body: Vec<Line>) -> Vec<Line> {
    let mut out = vec![line(cat!(head, b" {"))];
    out.extend(indent(body));
    out.push(line(b"}".to_vec()));
    out
}

/// Prints a level's program as `.des` source for a level called `name`.
pub fn print(level: &Level, name: &str, target: &Target) -> Result<Vec<u8>, PrintError> {
    let code = level.code.as_slice();
    let fam = crate::variant::of(target.variant);
    let mut p = Printer {
        code,
        cat: &target.catalog,
        fam,
        pos: 0,
        stack: Vec::new(),
        vars: HashMap::new(),
        funcs: Vec::new(),
        pending: Vec::new(),
        breaks: Vec::new(),
        nesting: 0,
        failed_else: HashSet::new(),
    };
    let int = |i: usize| p.int_at(i);
    let name_lit = str_lit(0, name.as_bytes())?;
    let (header, flags, start) = if p.is_op(1, Opcode::LevelFlags) {
        let Some(f) = int(0) else {
            return err(0, "the level does not start with its flags");
        };
        (cat!(b"LEVEL: ", name_lit), f, 2)
    } else if p.is_op(8, Opcode::InitLevel)
        && int(9) == Some(fam.flag_bit("mazelevel"))
        && p.is_op(10, Opcode::LevelFlags)
        && p.is_op(12, Opcode::LevelFlags)
    {
        let v: Vec<Option<i64>> = (0..8).map(int).collect();
        let gh = fam.gnollhack_forms;
        let fill = match v.as_slice() {
            // GnollHack's filler is its map character, with a light state.
            [Some(1), Some(bg), Some(0), Some(lit), Some(0), Some(0), Some(0), Some(0)] if gh => {
                let Some(c) = fam.terrain_char(*bg) else {
                    return err(8, format!("maze filler {bg} cannot be written"));
                };
                let mut f = char_lit(8, c)?;
                if *lit != 0 {
                    f.extend(cat!(b", ", word(8, LIGHT, *lit, "light state")?));
                }
                f
            }
            [Some(2), Some(2), Some(0), Some(0), Some(0), Some(0), Some(0), Some(0)] => {
                b"random".to_vec()
            }
            [Some(1), Some(bg), Some(0), Some(0), Some(0), Some(0), Some(0), Some(0)] => {
                let c = b". #-|ABCSHKPLIWTFx{}\\"
                    .iter()
                    .chain(&(33u8..127).collect::<Vec<u8>>())
                    .copied()
                    .find(|&c| fam.map_char(fam.map_char(i64::from(c))) == *bg);
                match c {
                    Some(c) => char_lit(8, c)?,
                    None => return err(8, format!("maze filler {bg} cannot be written")),
                }
            }
            _ => return err(8, "a MAZE header that cannot be written"),
        };
        let Some(f) = int(11) else {
            return err(11, "the level flags are not a number");
        };
        (cat!(b"MAZE: ", name_lit, b", ", fill), f, 13)
    } else {
        return err(0, "the level does not start as lev_comp starts one");
    };
    let mut out = header;
    out.push(b'\n');
    if flags != 0 {
        out.extend(cat!(
            b"FLAGS: ",
            bits(0, &level_flags(fam), flags, ", ", "level flags")?,
            b"\n"
        ));
    }
    p.pos = start;
    let ctx = Ctx {
        brk: Brk::None,
        in_container: false,
        in_switch: false,
        top: true,
    };
    let lines = p.block(code.len(), ctx)?;
    if p.pos != code.len() {
        return err(p.pos, "an opcode that ends a block outside of any block");
    }
    for l in lines {
        out.extend(l.text);
        out.push(b'\n');
    }
    Ok(out)
}

/// Decodes a `.lev` file, prints it as source for a level called `name`,
/// compiles that source again, and gives the source only when it compiles
/// to exactly the same bytes.
pub fn decompile(bytes: &[u8], name: &str, target: &Target) -> Result<Vec<u8>, String> {
    let level = decode(bytes, target).map_err(|e| e.to_string())?;
    let text = print(&level, name, target).map_err(|e| e.to_string())?;
    let src = SourceFile::new("<decompiled>", text.clone());
    let out = super::compile(&src, target, &Default::default());
    let Some(levels) = out.levels else {
        let first = out
            .diagnostics
            .iter()
            .find(|d| d.is_error())
            .map_or(String::new(), |d| d.short(&src));
        return Err(format!(
            "the file decodes, but its source would not compile: {first}"
        ));
    };
    let [(_, again)] = levels.as_slice() else {
        return Err("the source compiles to more than one level".into());
    };
    let again = super::write(again, target).map_err(|e| e.to_string())?;
    // A game whose lev_comp does not truncate (UnNetHack) may leave bytes
    // of an older level after the program; the program must match.
    let truncates = super::variant::of(target.variant).truncates;
    if again == bytes || (!truncates && bytes.starts_with(&again)) {
        Ok(text)
    } else {
        Err("the file decodes, but no source printed for it reproduces it exactly".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Compiles `src` (one level called "t"), and decompiles its bytes.
    fn round(src: &str) -> Result<String, String> {
        let target = Target::nethack_367();
        let file = SourceFile::new("t.des", src.as_bytes().to_vec());
        let out = super::super::compile(&file, &target, &Default::default());
        let Some(levels) = out.levels else {
            panic!(
                "test source does not compile:\n{}",
                out.diagnostics
                    .iter()
                    .map(|d| d.short(&file) + "\n")
                    .collect::<String>()
            );
        };
        let bytes = super::super::write(&levels[0].1, &target).unwrap();
        decompile(&bytes, "t", &target).map(|t| String::from_utf8(t).unwrap())
    }

    fn ok(src: &str) -> String {
        match round(src) {
            Ok(t) => t,
            Err(e) => panic!("{e}\nsource:\n{src}"),
        }
    }

    #[test]
    fn prints_a_small_level_exactly() {
        let text = ok(
            "LEVEL: \"t\"\nFLAGS: noteleport, hardfloor\nMESSAGE: \"a\" . \"b\"\n\
             $n = 3 + 2 * (1d4 + 1)\nIF [$n > 4] { EXIT } ELSE { [25%]: MESSAGE: \"c\" }\n",
        );
        assert_eq!(
            text,
            "LEVEL: \"t\"\nFLAGS: noteleport, hardfloor\nMESSAGE: \"a\" . \"b\"\n\
             $n = 3 + 2 * (1d4 + 1)\nIF [$n > 4] {\n  EXIT\n} ELSE {\n  IF [25%] {\n    \
             MESSAGE: \"c\"\n  }\n}\n"
        );
    }

    #[test]
    fn control_flow_round_trips() {
        ok(
            "MAZE: \"t\", random\nLOOP [2 + 1d3] { IF [1d2 == 1] { BREAK } MESSAGE: \"x\" }\n\
            LOOP [3] { LOOP [2] { MESSAGE: \"in\" } BREAK }\n",
        );
        ok(
            "LEVEL: \"t\"\n$v = 2\nSWITCH [$v] { DEFAULT: MESSAGE: \"d\" CASE 1: CASE -2: \
            MESSAGE: \"a\" BREAK CASE 3: }\nSWITCH [5] { }\nSWITCH [2] { CASE 0: CASE 1: }\n",
        );
        ok(
            "LEVEL: \"t\"\nFOR $i = 1 TO 5 { MESSAGE: \"x\" FOR $j = $i TO 2 * $i { BREAK } }\n\
            IF [$i != 2] { MESSAGE: \"a\" } ELSE { IF [$i] { MESSAGE: \"b\" } }\n",
        );
        let t = ok(
            "LEVEL: \"t\"\nFUNCTION hello($s: str, $n: int) { MESSAGE: $s \
            IF [$n < 2] { EXIT } }\nFUNCTION nothing() { }\n\
            IF [50%] { hello(\"a\" . \"b\", 3) }\nhello(\"c\", 1)\nnothing()\nnothing()\n",
        );
        assert!(t.contains("FUNCTION fn1($s: str, $n: int) {\n"), "{t}");
        assert!(
            t.ends_with("fn1(\"c\", 1)\nFUNCTION fn2() {\n}\nfn2()\nfn2()\n"),
            "{t}"
        );
    }

    #[test]
    fn statements_round_trip() {
        ok("LEVEL: \"t\"\nINIT_MAP: solidfill, ('L', lit)\nINIT_MAP: mazegrid, '-'\n\
            INIT_MAP: rogue\nINIT_MAP: mines, '.', ' ', false, true, unlit, random, 'T'\n\
            INIT_MAP: solidfill, ' '\nGEOMETRY: (2, 3), false\nMAP\n..--\n.  |\nENDMAP\n\
            GEOMETRY: half-left, bottom\nMAP\nABC\nENDMAP\nNOMAP\n\
            MAZEWALK: (1, 1), east\nMAZEWALK: (1, 1), west, false\nMAZEWALK: (2, 2), north, true, '.'\n\
            WALLIFY\nWALLIFY: rect (1, 1, 4, 4)\nCORRIDOR: (0, north, 3), (1, south, random)\n\
            CORRIDOR: (0, west, 0), 2\nRANDOM_CORRIDORS\nRANDOM_CORRIDORS: random\n\
            DRAWBRIDGE: (3, 3), west, random\nDRAWBRIDGE: (3, 3), north, open\n\
            BRANCH: levregion(1, 0, 10, 20), (0, 0, 0, 0)\nPORTAL: (1, 1, 2, 2), (0, 0, 0, 0), \"air\"\n\
            TELEPORT_REGION: levregion(1, 1, 2, 2), (0, 0, 0, 0), up\n\
            TELEPORT_REGION: (1, 1, 2, 2), (0, 0, 0, 0)\nSTAIR: (1, 1, 2, 2), (0, 0, 0, 0), down\n\
            LADDER: (1, 2), up\nSTAIR: random[dry, wet], down\nALTAR: (1, 1), align[1], sanctum\n\
            ALTAR: random, random, random\nGRAVE: (1, 1)\nGRAVE: (1, 1), random\n\
            GRAVE: (1, 1), \"here\"\nENGRAVING: (2, 2), burn, \"x\"\nMINERALIZE\n\
            MINERALIZE: 1, 2, 3, (-4)\nGOLD: 3d6, (3, 3)\nNON_PASSWALL: (0, 0, 3, 3)\n\
            TRAP: \"web\", (1, 1)\nTRAP: random, rndcoord(fillrect (1, 1, 3, 3))\n\
            REPLACE_TERRAIN: (0, 0, 3, 3), '.', ('T', unlit), 40%\nEXIT\n");
    }

    #[test]
    fn selections_and_variables_round_trip() {
        ok("LEVEL: \"t\"\nGEOMETRY: center, center\nMAP\n......\n......\nENDMAP\n\
            $c = (1, 1)\n$r = (0, 0, 2, 1)\n$s = selection: rect $r & line $c, (4, 1) & (5, 0)\n\
            $m = terrain: ('.', lit)\n$ms = terrain: { 'T', ('L', unlit) }\n\
            $cs = { (1, 1), random[hot], random }\n$rs = { (0, 0, 1, 1) }\n$strs = { \"a\", \"b\" . \"c\" }\n\
            $mon = monster: ('D', \"red dragon\")\n$mons = monster: { 'a', \"newt\", random }\n\
            $obj = object: \"long sword\"\n$objs = object: { ('(', \"chest\"), '[' }\n\
            $rc = rndcoord($s)\n$x = $strs[1]\n$cnt = 2\n\
            TERRAIN: grow(north|east, $s), $m\nTERRAIN: grow(floodfill $c), $ms[1]\n\
            TERRAIN: filter(30%, complement $s), '.'\nTERRAIN: filter($s, $s), 'T'\n\
            TERRAIN: filter($m, $s), 'T'\nTERRAIN: filter('L', $s), 'T'\n\
            TERRAIN: circle($c, 2) & circle((2, 1), 1, unfilled), '.'\n\
            TERRAIN: ellipse($cs[0], 2, 1) & ellipse($c, 1, 1, filled), '.'\n\
            TERRAIN: randline (0, 0), $c, 3 + $cnt, '.'\nTERRAIN: (complement ($s & $c)) & $c, '.'\n\
            TERRAIN: fillrect (0, 0, 1, 1), $ms[0]\nDOOR: random, $c\nFOUNTAIN: $rc\n\
            SINK: (1, 0)\nPOOL: $s\nNON_DIGGABLE: $rs[0]\nMESSAGE: $strs[0] . $x\n\
            SHUFFLE: $mons\nMONSTER: $mon, $c\nMONSTER: $mons[2], $cs[1]\nOBJECT: $obj, $c\n\
            OBJECT: $objs[1], (2, 1)\n");
    }

    #[test]
    fn monsters_objects_and_rooms_round_trip() {
        ok("LEVEL: \"t\"\nROOM: \"ordinary\", lit, (3, 3), (center, center), (11, 9) {\n\
            MONSTER: ('@', \"Medusa\"), (1, 1), asleep, \"Bob\", hostile, noncoaligned, \
            m_object \"boulder\", female, invisible, cancelled, revived, avenge, fleeing: 3, \
            blinded: 1d4, paralyzed: 2, stunned, confused, seen_traps: \"arrow\"|\"web\" {\n\
            OBJECT: \"dagger\", blessed, -2, NAME: \"Sting\", quantity: 2, lit, eroded: 1, \
            recharged: 1, invisible, greased\nCONTAINER: \"sack\", trapped { OBJECT: '%' }\n}\n\
            MONSTER: 'D', random, align[0], m_feature \"x\", seen_traps: all\n\
            MONSTER: random, random, peaceful, awake, align: random\n\
            OBJECT: ('(', \"chest\"), (2, 2), locked, not_trapped, buried, erodeproof, 1d3, montype: 'D'\n\
            OBJECT: '(', random, broken, unlit, cursed, montype: \"newt\"\n\
            ROOMDOOR: true, locked, north|west, random\nROOMDOOR: random, random, random, random\n\
            ROOMDOOR: false, nodoor, south, 2\n\
            SUBROOM: \"shop\", unlit, (2, 2), (2, 2), unfilled, irregular, unjoined { BREAK }\n\
            SUBROOM: random, random, random, random { }\n}\n\
            ROOM: \"zoo\" [40%], random, random, random, random { }\n\
            ROOM: \"temple\", unlit, (1, 5), (left, top), random { EXIT }\n\
            RANDOM_CORRIDORS\n");
        ok("LEVEL: \"t\"\nREGION: (0, 0, 2, 2), lit, \"ordinary\"\n\
            REGION: (0, 0, 2, 2), unlit, \"ordinary\", unfilled\n\
            REGION: (0, 0, 2, 2), unlit, random, unfilled\n\
            REGION: (0, 0, 2, 2), random, \"zoo\", filled, irregular { MONSTER: 'a', random BREAK }\n\
            REGION: (0, 0, 2, 2), lit, \"candle shop\", unfilled, regular, unjoined { }\n");
    }

    #[test]
    fn maze_fillers() {
        for f in ["'.'", "'C'", "'I'", "random"] {
            let t = ok(&format!("MAZE: \"t\", {f}\nMESSAGE: \"m\"\n"));
            assert!(t.starts_with("MAZE: \"t\", "), "{t}");
        }
    }

    #[test]
    fn unstructured_programs_are_refused() {
        let target = Target::nethack_367();
        let lvl = |code: Vec<Instr>| Level {
            name: Vec::new(),
            code,
            rnd_vault: None,
        };
        let head = vec![Instr::Push(Operand::Int(0)), Instr::Op(Opcode::LevelFlags)];
        // A jump that nothing in the language writes.
        let mut code = head.clone();
        code.extend([Instr::Push(Operand::Int(-3)), Instr::Op(Opcode::Jmp)]);
        let e = print(&lvl(code), "t", &target).unwrap_err();
        assert_eq!(e.at, 3);
        assert!(
            e.message.contains("no BREAK, SWITCH or function call"),
            "{e}"
        );
        // A value left over.
        let mut code = head.clone();
        code.push(Instr::Push(Operand::Int(1)));
        assert!(print(&lvl(code), "t", &target).is_err());
        // An opcode that takes more than was pushed.
        let mut code = head.clone();
        code.push(Instr::Op(Opcode::Message));
        assert!(print(&lvl(code), "t", &target).is_err());
        // A block end outside of any block.
        let mut code = head.clone();
        code.push(Instr::Op(Opcode::EndRoom));
        assert!(print(&lvl(code), "t", &target).is_err());
        // No header.
        assert!(print(&lvl(Vec::new()), "t", &target).is_err());
        // A name that a string cannot hold.
        assert!(print(&lvl(head), "a\"b", &target).is_err());
    }

    fn header() -> Vec<Instr> {
        vec![Instr::Push(Operand::Int(0)), Instr::Op(Opcode::LevelFlags)]
    }

    fn level(code: Vec<Instr>) -> Level {
        Level {
            name: Vec::new(),
            code,
            rnd_vault: None,
        }
    }

    /// `n` IFs, one inside the other, around a message.
    fn nested_ifs(n: usize) -> Vec<Instr> {
        let mut inner = vec![
            Instr::Push(Operand::Str(Some(b"x".to_vec()))),
            Instr::Op(Opcode::Message),
        ];
        for _ in 0..n {
            let mut outer = vec![
                Instr::Push(Operand::Int(1)),
                Instr::Push(Operand::Int(1)),
                Instr::Op(Opcode::Cmp),
                Instr::Push(Operand::Int(inner.len() as i64 + 1)),
                Instr::Op(Opcode::Jne),
            ];
            outer.append(&mut inner);
            inner = outer;
        }
        let mut code = header();
        code.extend(inner);
        code
    }

    #[test]
    fn containers_and_rooms_nest_up_to_the_limit() {
        let target = Target::nethack_367();
        let check = |n: usize, r: R<Vec<u8>>| {
            if n < MAX_BLOCKS {
                assert!(r.is_ok(), "{n}: {r:?}");
            } else {
                assert_eq!(r.unwrap_err().message, "blocks are nested too deeply");
            }
        };
        for n in [MAX_BLOCKS - 1, MAX_BLOCKS, 1000] {
            let mut code = header();
            for k in 0..n {
                code.push(Instr::Push(Operand::Object(-1)));
                code.push(Instr::Push(Operand::Int(15)));
                code.push(Instr::Push(Operand::Int(if k == 0 { 2 } else { 3 })));
                code.push(Instr::Op(Opcode::Object));
            }
            for _ in 0..n {
                code.push(Instr::Op(Opcode::PopContainer));
            }
            check(n, print(&level(code), "t", &target));
            let mut code = header();
            for _ in 0..n {
                for v in [-1i64, 100, -1, 1, -1, -1, -1, -1, -1, -1] {
                    code.push(Instr::Push(Operand::Int(v)));
                }
                code.push(Instr::Op(Opcode::Subroom));
            }
            for _ in 0..n {
                code.push(Instr::Op(Opcode::EndRoom));
            }
            check(n, print(&level(code), "t", &target));
        }
    }

    #[test]
    fn deep_nesting_is_refused_not_overflowed() {
        let target = Target::nethack_367();
        let text = print(&level(nested_ifs(3)), "t", &target).unwrap();
        assert_eq!(
            String::from_utf8(text).unwrap(),
            "LEVEL: \"t\"\nIF [1 == 1] {\n  IF [1 == 1] {\n    IF [1 == 1] {\n      \
             MESSAGE: \"x\"\n    }\n  }\n}\n"
        );
        let e = print(&level(nested_ifs(5000)), "t", &target).unwrap_err();
        assert_eq!(e.message, "blocks are nested too deeply");

        let mut code = header();
        code.push(Instr::Push(Operand::Coord(0)));
        code.push(Instr::Op(Opcode::SelPoint));
        for _ in 0..100_000 {
            code.push(Instr::Op(Opcode::SelComplement));
        }
        code.push(Instr::Op(Opcode::Fountain));
        let e = print(&level(code), "t", &target).unwrap_err();
        assert_eq!(e.message, "values are nested too deeply");

        // Copy may not duplicate a selection (which could double its size
        // at every step).
        let mut code = header();
        code.push(Instr::Push(Operand::Coord(0)));
        code.push(Instr::Op(Opcode::SelPoint));
        for _ in 0..200 {
            code.push(Instr::Op(Opcode::Copy));
            code.push(Instr::Op(Opcode::SelAdd));
        }
        code.push(Instr::Op(Opcode::Fountain));
        let e = print(&level(code), "t", &target).unwrap_err();
        assert_eq!(e.message, "a Copy that is not a circle's radius");
    }

    #[test]
    fn else_retries_do_not_multiply() {
        // Each IF's block ends with a jump that looks like the start of an
        // ELSE, whose else part cannot be read.
        let mut body = vec![
            Instr::Push(Operand::Str(Some(b"x".to_vec()))),
            Instr::Op(Opcode::Message),
        ];
        for _ in 0..40 {
            let mut next = vec![
                Instr::Push(Operand::Int(1)),
                Instr::Push(Operand::Int(1)),
                Instr::Op(Opcode::Cmp),
                Instr::Push(Operand::Int(body.len() as i64 + 3)),
                Instr::Op(Opcode::Jne),
            ];
            next.append(&mut body);
            next.extend([
                Instr::Push(Operand::Int(2)),
                Instr::Op(Opcode::Jmp),
                Instr::Op(Opcode::Message),
            ]);
            body = next;
        }
        let mut code = header();
        code.extend(body);
        let start = std::time::Instant::now();
        assert!(print(&level(code), "t", &Target::nethack_367()).is_err());
        assert!(start.elapsed().as_secs() < 5);
    }

    /// Prints 20,000 random programs of up to 40 instructions for
    /// `target`: `pick` turns a draw and one of `small` into an
    /// instruction (with `opcode` for the opcodes).
    fn print_random_programs(
        target: &Target,
        seed: u64,
        small: &[i64],
        pick: impl Fn(u64, i64, Instr) -> Instr,
        opcode: impl Fn(u64) -> Option<Opcode>,
    ) {
        let mut state = seed;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..20_000 {
            let mut code = header();
            for _ in 0..next() % 40 {
                let v = small[(next() % small.len() as u64) as usize];
                let op = match opcode(next()) {
                    Some(Opcode::Push) | None => Instr::Op(Opcode::Jmp),
                    Some(op) => Instr::Op(op),
                };
                code.push(pick(next(), v, op));
            }
            let _ = print(&level(code), "t", target);
        }
    }

    #[test]
    fn random_programs_never_panic() {
        print_random_programs(
            &Target::nethack_367(),
            0x2545_f491_4f6c_dd1d,
            &[-1, 0, 1, 2, 3, 5, 15, 16, 100, 0x0100_0000],
            |r, v, op| match r % 10 {
                0..=3 => Instr::Push(Operand::Int(v)),
                4 => Instr::Push(Operand::Str(Some(b"$a".to_vec()))),
                5 => Instr::Push(Operand::Var(b"$a".to_vec())),
                6 => Instr::Push(Operand::Coord(v)),
                _ => op,
            },
            |r| super::super::decode::opcode_vanilla((r % 76) as i32),
        );
    }

    /// The same for GnollHack's programs, its own opcodes among them.
    #[test]
    fn random_gnollhack_programs_never_panic() {
        let target = Target::gnollhack();
        let fam = crate::variant::of(target.variant);
        print_random_programs(
            &target,
            0x9e37_79b9_7f4a_7c15,
            &[-1, 0, 1, 2, 7, 14, 25, 31, 0xFFFF_FFFF, 0x0100_0181],
            |r, v, op| match r % 11 {
                0..=3 => Instr::Push(Operand::Int(v)),
                4 => Instr::Push(Operand::Str(None)),
                5 => Instr::Push(Operand::Monster(v)),
                6 => Instr::Push(Operand::Coord(v)),
                7 => Instr::Push(Operand::Region(v)),
                _ => op,
            },
            |r| fam.opcode((r % 98) as i32),
        );
    }

    /// GnollHack's opcode numbers: its 22 inserted between NetHack's, as
    /// its `enum opcode_defs` numbers them.
    #[test]
    fn gnollhack_opcode_numbers() {
        let f = crate::variant::of(dgn_common::target::Variant::GnollHack);
        for (op, n) in [
            (Opcode::Altar, 10),
            (Opcode::Anvil, 11),
            (Opcode::Npc, 17),
            (Opcode::Fountain, 18),
            (Opcode::Throne, 19),
            (Opcode::MagicPortal, 22),
            (Opcode::Sink, 23),
            (Opcode::Trap, 25),
            (Opcode::Lever, 26),
            (Opcode::Gold, 27),
            (Opcode::Region, 37),
            (Opcode::SpecialRegion, 38),
            (Opcode::Naming, 40),
            (Opcode::Mineralize, 41),
            (Opcode::Push, 55),
            (Opcode::Grave, 68),
            (Opcode::Brazier, 69),
            (Opcode::Tree, 71),
            (Opcode::FramePush, 72),
            (Opcode::LevelFlags, 77),
            (Opcode::Tileset, 78),
            (Opcode::MonGeneration, 80),
            (Opcode::BoundaryType, 81),
            (Opcode::VarInit, 82),
            (Opcode::SelComplement, 97),
        ] {
            assert_eq!(f.opcode_number(op), n, "{op:?}");
            assert_eq!(f.opcode(n), Some(op), "{n}");
        }
        assert_eq!(f.opcode(98), None);
    }
}
