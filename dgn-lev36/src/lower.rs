//! From syntax tree to opcode program, as the actions of lev_comp 3.6.7's
//! grammar emit it, with its checks (variable types, ranges, names) as
//! located errors.

use super::ast::*;
use super::lines::Lines;
use super::model::{self, coord_pack, coord_random, region_pack, Instr, Opcode, Operand};
use crate::variant::Family36;
use dgn_common::catalog::{class_arg, Catalog};
use dgn_common::diag::Diagnostic;
use dgn_common::source::{show_bytes, LineCursor, Span};
use dgn_common::target::Dialect;

const INVALID_TYPE: i64 = 127;
/// The detail mask of EvilHack's `dead`, which conflicts with every other.
const DEAD_MASK: i64 = 0xFFFF;
/// GnollHack's "no monster" where a `montype` may go: the `int` -1 read
/// as a `long`, which arrives as its 32 bits.
const NO_MONTYPE: i64 = 0xFFFF_FFFF;
const COLNO: i64 = 80;
const ROWNO: i64 = 21;
const MAP_X_LIM: i64 = 76;
const MAP_Y_LIM: i64 = 21;
const MAX_NESTED: usize = 20;
const MAX_SWITCH_CASES: usize = 20;

/// The terrain type of a map character in NetHack 3.6.7
/// (`what_map_char`), or 127 (see [`crate::variant::Family36::map_char`]).
pub fn map_char(c: i64) -> i64 {
    crate::variant::VANILLA.map_char(c)
}

/// Room types by name.
pub const ROOM_TYPES: &[(&str, i64)] = &[
    ("ordinary", 0),
    ("throne", 2),
    ("swamp", 3),
    ("vault", 4),
    ("beehive", 5),
    ("morgue", 6),
    ("barracks", 7),
    ("zoo", 8),
    ("delphi", 9),
    ("temple", 10),
    ("anthole", 13),
    ("cocknest", 12),
    ("leprehall", 11),
    ("shop", 14),
    ("armor shop", 15),
    ("scroll shop", 16),
    ("potion shop", 17),
    ("weapon shop", 18),
    ("food shop", 19),
    ("ring shop", 20),
    ("wand shop", 21),
    ("tool shop", 22),
    ("book shop", 23),
    ("health food shop", 24),
    ("candle shop", 25),
];

/// Trap types by name.
pub const TRAP_TYPES: &[(&str, i64)] = &[
    ("arrow", 1),
    ("dart", 2),
    ("falling rock", 3),
    ("board", 4),
    ("bear", 5),
    ("land mine", 6),
    ("rolling boulder", 7),
    ("sleep gas", 8),
    ("rust", 9),
    ("fire", 10),
    ("pit", 11),
    ("spiked pit", 12),
    ("hole", 13),
    ("trap door", 14),
    ("teleport", 15),
    ("level teleport", 16),
    ("magic portal", 17),
    ("web", 18),
    ("statue", 19),
    ("magic", 20),
    ("anti magic", 21),
    ("polymorph", 22),
    ("vibrating square", 23),
];

/// The value types of variables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    /// Integer.
    Int,
    /// String.
    Str,
    /// Coordinate.
    Coord,
    /// Region.
    Region,
    /// Map character.
    MapChar,
    /// Monster.
    Monst,
    /// Object.
    Obj,
    /// Selection.
    Sel,
}

/// The rows of a `MAP` ... `ENDMAP` text as lev_comp reads them: digits
/// (rulers) dropped, one row per line. The text ends with a newline, so
/// the empty piece after it is no row. Rows keep their own lengths (short
/// rows are padded by the reader).
pub fn map_rows(text: &[u8]) -> Vec<Vec<u8>> {
    let text: Vec<u8> = text
        .iter()
        .copied()
        .filter(|b| !b.is_ascii_digit())
        .collect();
    let mut rows: Vec<Vec<u8>> = text.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect();
    rows.pop();
    rows
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::Int => "integer",
            Ty::Str => "string",
            Ty::Coord => "coordinate",
            Ty::Region => "region",
            Ty::MapChar => "mapchar",
            Ty::Monst => "monster",
            Ty::Obj => "object",
            Ty::Sel => "selection",
        }
    }
}

/// A variable's type: element type and whether it is an array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VarTy {
    /// Element type.
    pub ty: Ty,
    /// Array?
    pub array: bool,
}

impl VarTy {
    fn describe(self) -> String {
        if self.array {
            format!("{} array", self.ty.name())
        } else {
            self.ty.name().to_string()
        }
    }
}

struct Var {
    name: Vec<u8>,
    ty: VarTy,
    span: Span,
}

struct Func {
    name: Vec<u8>,
    /// Parameters in the reverse of their order of declaration (as the C
    /// tool keeps them), with their type letters.
    params: Vec<(Vec<u8>, u8)>,
    code: Vec<Instr>,
    lines: Lines,
    called: bool,
    addr: i64,
    span: Span,
}

/// Lowering state for one file: the program so far, the variables and functions defined, the nesting.
pub struct Lower<'c> {
    catalog: &'c Catalog,
    /// The game of the 3.6 family the file is for.
    fam: &'static Family36,
    /// The level's random vault settings, when its flags make it one.
    rnd_vault: Option<(Option<i64>, i64)>,
    /// Diagnostics found so far.
    pub diags: Vec<Diagnostic>,
    code: Vec<Instr>,
    /// Where the instructions of `code` come from.
    lines: Lines,
    /// The line of the statement being lowered.
    at: u32,
    /// Line numbers of the statements, met in source order.
    cursor: LineCursor<'c>,
    /// Whether lines are recorded at all.
    record: bool,
    /// The source, when known (for errors placed where the game's parser
    /// finds them).
    src: &'c [u8],
    vars: Vec<Var>,
    funcs: Vec<Func>,
    in_function: bool,
    max_x: i64,
    max_y: i64,
    in_container: i32,
    /// UnNetHack's counter of levels named with `%i` in this file.
    name_counter: u32,
    breaks: Vec<Vec<usize>>,
    in_switch: bool,
    nested_ifs: usize,
    nested_fors: usize,
}

fn sx(v: i64) -> i64 {
    // The C code passes many values as `int`.
    i64::from(v as i32)
}

impl<'c> Lower<'c> {
    /// A lowering pass resolving names against `catalog` (the lines of
    /// the statements are not counted: see `with_source`).
    pub fn new(catalog: &'c Catalog) -> Self {
        Lower {
            catalog,
            fam: &crate::variant::VANILLA,
            rnd_vault: None,
            diags: Vec::new(),
            code: Vec::new(),
            lines: Lines::default(),
            at: 0,
            cursor: LineCursor::new(&[]),
            record: false,
            src: &[],
            vars: Vec::new(),
            funcs: Vec::new(),
            in_function: false,
            max_x: 0,
            max_y: 0,
            in_container: 0,
            name_counter: 0,
            breaks: Vec::new(),
            in_switch: false,
            nested_ifs: 0,
            nested_fors: 0,
        }
    }

    /// A lowering pass of the parse of `src`, which notes the line of each
    /// statement.
    pub(crate) fn with_source(catalog: &'c Catalog, src: &'c [u8]) -> Self {
        Lower {
            cursor: LineCursor::new(src),
            record: true,
            src,
            ..Lower::new(catalog)
        }
    }

    /// The same pass, with the source for placing errors (lines are not
    /// counted).
    pub(crate) fn reading(self, src: &'c [u8]) -> Self {
        Lower { src, ..self }
    }

    /// The same pass for a game of the 3.6 family.
    pub fn for_family(self, fam: &'static Family36) -> Self {
        Lower { fam, ..self }
    }

    fn map_char(&self, c: i64) -> i64 {
        self.fam.map_char(c)
    }

    fn err(&mut self, span: Span, msg: impl Into<String>, label: impl Into<String>) {
        self.diags.push(Diagnostic::error(msg).at(span, label));
    }

    fn n(&self) -> i64 {
        self.code.len() as i64
    }

    fn op(&mut self, o: Opcode) {
        self.code.push(Instr::Op(o));
    }

    fn push(&mut self, v: Operand) {
        self.code.push(Instr::Push(v));
    }

    fn int(&mut self, v: i64) {
        self.push(Operand::Int(sx(v)));
    }

    fn ints(&mut self, vs: &[i64]) {
        for &v in vs {
            self.int(v);
        }
    }

    /// A C `int` constant that the game's `add_opvars` reads as a `long`
    /// from a register (see [`Family36::int_varargs`]).
    fn reg_int(&self, v: i64) -> i64 {
        if self.fam.int_varargs {
            i64::from(v as u32)
        } else {
            v
        }
    }

    /// Pushes integers as [`Lower::ints`] does, the `(value, true)` ones
    /// as C `int` constants read from a register ([`Lower::reg_int`]).
    fn ints_c(&mut self, vs: &[(i64, bool)]) {
        for &(v, reg) in vs {
            let v = sx(v);
            let v = if reg { self.reg_int(v) } else { v };
            self.push(Operand::Int(v));
        }
    }

    fn placeholder(&mut self) -> usize {
        self.code.push(Instr::Push(Operand::Int(0)));
        self.code.len() - 1
    }

    fn patch(&mut self, at: usize, v: i64) {
        if let Some(slot) = self.code.get_mut(at) {
            *slot = Instr::Push(Operand::Int(v));
        }
    }

    fn break_start(&mut self) {
        self.breaks.push(Vec::new());
    }

    fn break_end(&mut self) {
        let n = self.n();
        for at in self.breaks.pop().unwrap_or_default() {
            self.patch(at, n - at as i64 - 1);
        }
    }

    /// Compiles one level.
    pub fn level(&mut self, lvl: &Level) -> model::Level {
        self.level_with_lines(lvl).0
    }

    /// Compiles one level; also gives where its instructions come from.
    pub(crate) fn level_with_lines(&mut self, lvl: &Level) -> (model::Level, Lines) {
        for h in &lvl.header {
            if !self.fam.header_functions {
                self.diags.push(
                    Diagnostic::error("a statement before the first level")
                        .at(h.span, "NetHack 3.6.7's lev_comp expects `LEVEL` or `MAZE` first")
                        .note("only UnNetHack's lev_comp takes `FUNCTION` and `INCLUDE` before the first level"),
                );
                continue;
            }
            self.stmt(h);
        }
        self.code.clear();
        self.at = self.cursor.line(lvl.def.span.start());
        self.lines = Lines::new(self.at);
        self.lines.mark(0, self.at);
        self.vars.clear();
        for f in &mut self.funcs {
            f.called = false;
        }
        let name = &lvl.def.name;
        if name.node.contains(&b'.') {
            self.err(
                name.span,
                format!(
                    "invalid dot (`.`) in level name \"{}\"",
                    show_bytes(&name.node)
                ),
                "the name becomes a file name; a dot is not allowed",
            );
        }
        if name.node.len() > 14 {
            self.err(
                name.span,
                format!(
                    "level name \"{}\" is {} characters long; the limit is 14",
                    show_bytes(&name.node),
                    name.node.len()
                ),
                "too long",
            );
        }
        if let Some(f) = &lvl.def.maze {
            let gh = self.fam.gnollhack_forms;
            if lvl.def.maze_lit.is_some() && !gh {
                self.not_here(lvl.def.span, "a light state after the filler of `MAZE`");
            }
            let lit = lvl.def.maze_lit.unwrap_or(0);
            match f.node {
                None if gh => self.err(
                    f.span,
                    "GnollHack's `MAZE` needs a filler character",
                    "its lev_comp takes no `random` here",
                ),
                None => self.ints(&[2, self.fam.terrain.hwall, 0, 0, 0, 0, 0, 0]),
                // A quoted 0xFF byte is -1: the maze grid.
                Some(-1) if gh => self.ints(&[2, self.fam.terrain.hwall, 0, lit, 0, 0, 0, 0]),
                Some(c) if gh => {
                    let bg = self.map_char(c);
                    self.ints(&[1, bg, 0, lit, 0, 0, 0, 0]);
                }
                Some(c) => {
                    let bg = self.map_char(self.map_char(c));
                    self.ints(&[1, bg, 0, 0, 0, 0, 0, 0]);
                }
            }
            self.op(Opcode::InitLevel);
            self.int(self.fam.flag_bit("mazelevel"));
            self.op(Opcode::LevelFlags);
            self.max_x = COLNO - 1;
            self.max_y = ROWNO;
        }
        let flags = lvl
            .flags
            .as_ref()
            .map_or(0, |v| v.iter().fold(0, |a, f| a | f.node));
        // A variant's `rndvault` flag makes the level a random vault.
        let mindepth = self.fam.vaults_mindepth.then_some(0);
        self.rnd_vault = (flags & self.fam.flag_bit("rndvault") != 0).then_some((mindepth, 1));
        self.int(flags);
        self.op(Opcode::LevelFlags);
        for s in &lvl.stmts {
            self.stmt(s);
        }
        let file_name = self.counted_name(name);
        let level = model::Level {
            name: file_name,
            code: std::mem::take(&mut self.code),
            rnd_vault: self.rnd_vault.take(),
        };
        (level, std::mem::take(&mut self.lines))
    }

    /// The file name of a level: UnNetHack numbers the levels of a file
    /// whose name holds a `%i` counter (`"vlt-%04i"`: `vlt-0001`, ...).
    fn counted_name(&mut self, name: &Bytes) -> Vec<u8> {
        match self.fam.counted_name(&name.node, self.name_counter + 1) {
            Ok(Some(n)) => {
                self.name_counter += 1;
                n
            }
            Ok(None) => name.node.clone(),
            Err(why) => {
                self.err(
                    name.span,
                    format!("bad counter in level name \"{}\"", show_bytes(&name.node)),
                    why,
                );
                name.node.clone()
            }
        }
    }

    fn block(&mut self, b: &Block) {
        for s in &b.stmts {
            self.stmt(s);
        }
    }

    // ----- variables -----

    fn lookup(&self, name: &[u8]) -> Option<&Var> {
        self.vars.iter().find(|v| v.name == name)
    }

    fn define(&mut self, name: &Bytes, ty: VarTy) {
        match self.vars.iter().find(|v| v.name == name.node) {
            Some(v) if v.ty != ty => {
                let d = Diagnostic::error(format!(
                    "variable `{}` is redefined as {}, but it is {}",
                    show_bytes(&name.node),
                    ty.describe(),
                    v.ty.describe()
                ))
                .at(name.span, format!("assigned {} here", ty.describe()))
                .with_label(v.span, format!("first defined as {} here", v.ty.describe()))
                .note("a variable keeps the type of its first definition");
                self.diags.push(d);
            }
            Some(_) => {}
            None => self.vars.push(Var {
                name: name.node.clone(),
                ty,
                span: name.span,
            }),
        }
    }

    /// The type of a variable use (array element type when indexed), after
    /// checking that it is defined and indexed as its type demands. Emits
    /// nothing.
    fn var_type(&mut self, v: &VarRef) -> Option<Ty> {
        let Some(var) = self.lookup(&v.name.node) else {
            self.err(
                v.name.span,
                format!("variable `{}` is not defined", show_bytes(&v.name.node)),
                "used before any definition",
            );
            return None;
        };
        let (ty, vspan) = (var.ty, var.span);
        match (ty.array, v.index.is_some()) {
            (true, false) => {
                let d = Diagnostic::error(format!(
                    "array variable `{}` is used without an index",
                    show_bytes(&v.name.node)
                ))
                .at(v.span, "needs `[index]`")
                .with_label(vspan, format!("defined as {} here", ty.describe()));
                self.diags.push(d);
                None
            }
            (false, true) => {
                let d = Diagnostic::error(format!(
                    "variable `{}` is not an array, but is indexed",
                    show_bytes(&v.name.node)
                ))
                .at(v.span, "indexed here")
                .with_label(vspan, format!("defined as {} here", ty.describe()));
                self.diags.push(d);
                None
            }
            _ => Some(ty.ty),
        }
    }

    /// Emits a variable use (its index first), checking its type.
    fn var_use(&mut self, v: &VarRef, want: Ty) {
        if let Some(t) = self.var_type(v) {
            if t != want {
                let vspan = self.lookup(&v.name.node).map(|x| x.span);
                let mut d = Diagnostic::error(format!(
                    "variable `{}` is used as {}, but it is {}",
                    show_bytes(&v.name.node),
                    article(want.name()),
                    article(t.name())
                ))
                .at(v.span, format!("{} expected here", article(want.name())));
                if let Some(s) = vspan {
                    d = d.with_label(s, "defined here");
                }
                self.diags.push(d);
            }
        }
        self.var_push(v);
    }

    fn var_push(&mut self, v: &VarRef) {
        if let Some(i) = &v.index {
            self.int_expr(i);
        }
        self.push(Operand::Var(v.name.node.clone()));
    }

    // ----- expressions -----

    fn int_expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Int(v) => self.int(*v),
            ExprKind::Dice(n, d) => {
                self.ints(&[*n, *d]);
                self.op(Opcode::Dice);
            }
            ExprKind::Var(v) => {
                if self.method(v).is_none() {
                    self.var_use(v, Ty::Int);
                }
            }
            ExprKind::Bin(op, a, b) => {
                self.int_expr(a);
                self.int_expr(b);
                self.op(match op {
                    BinOp::Add => Opcode::MathAdd,
                    BinOp::Mul => Opcode::MathMul,
                    BinOp::Div => Opcode::MathDiv,
                    BinOp::Mod => Opcode::MathMod,
                    BinOp::Sub => Opcode::MathSub,
                });
            }
            ExprKind::Paren(a) => self.int_expr(a),
            ExprKind::CoreFunc(name, args) => self.core_call(name, args.as_deref(), b'i', e.span),
            ExprKind::Str(_) | ExprKind::Concat(..) => self.err(
                e.span,
                "expected an integer expression, found a string",
                "a string here",
            ),
        }
    }

    fn str_expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Str(s) => self.push(Operand::Str(Some(s.clone()))),
            ExprKind::Var(v) => self.var_use(v, Ty::Str),
            ExprKind::CoreFunc(name, args) => self.core_call(name, args.as_deref(), b's', e.span),
            ExprKind::Concat(a, b) => {
                self.str_expr(a);
                match &b.kind {
                    ExprKind::Str(_) | ExprKind::Var(_) => self.str_expr(b),
                    _ => self.err(
                        b.span,
                        "only a string or a string variable can follow `.`",
                        "not a string",
                    ),
                }
                self.op(Opcode::MathAdd);
            }
            _ => self.err(
                e.span,
                "expected a string, found an integer expression",
                "not a string",
            ),
        }
    }

    /// A call of one of UnNetHack's core functions, whose value is of the
    /// kind `want` (`i` integer, `s` string): its arguments, its number,
    /// `SPO_COREFUNC`.
    fn core_call(&mut self, name: &Bytes, args: Option<&[CoreArg]>, want: u8, span: Span) {
        let Some(f) = self
            .fam
            .core_funcs
            .iter()
            .find(|c| c.name.as_bytes() == name.node)
        else {
            self.err(
                name.span,
                format!("unknown core function `{}`", show_bytes(&name.node)),
                "not a core function",
            );
            return;
        };
        // The C grammar's parameter string: "" without parentheses, " "
        // for `()`, else a letter per argument.
        let mut got = String::new();
        match args {
            None => {}
            Some([]) => got.push(' '),
            Some(args) => {
                for a in args {
                    got.push(self.core_arg(a));
                }
            }
        }
        let letters = |p: &str| -> String {
            let names: Vec<&str> = p
                .chars()
                .map(|c| match c {
                    'i' => "int",
                    's' => "str",
                    'c' => "coord",
                    'r' => "region",
                    'O' => "obj",
                    'M' => "monster",
                    _ => "nothing",
                })
                .collect();
            names.join(", ")
        };
        if got != f.params {
            let (msg, label) = if f.params.is_empty() {
                (
                    format!("core function `{}` takes no parameters", f.name),
                    "write it without parentheses".to_string(),
                )
            } else {
                (
                    format!(
                        "core function `{}` takes {}, not {}",
                        f.name,
                        letters(f.params),
                        if got.is_empty() {
                            "nothing".to_string()
                        } else {
                            letters(&got)
                        }
                    ),
                    "wrong arguments".to_string(),
                )
            };
            self.err(span, msg, label);
            return;
        }
        if f.ret != want {
            let kind = |c: u8| match c {
                b'i' => "an integer",
                b's' => "a string",
                b'c' => "a coordinate",
                _ => "a region",
            };
            self.err(
                span,
                format!(
                    "core function `{}` gives {}, not {}",
                    f.name,
                    kind(f.ret),
                    kind(want)
                ),
                format!("{} expected here", kind(want)),
            );
            return;
        }
        self.int(f.id);
        self.op(Opcode::CoreFunc);
    }

    /// One argument of a core function: its value, and its letter.
    fn core_arg(&mut self, a: &CoreArg) -> char {
        match a {
            CoreArg::Expr(e) => {
                let all = [Ty::Int, Ty::Str, Ty::Coord, Ty::Region, Ty::Obj];
                match self.any_expr(e, &all) {
                    Some(Ty::Str) => 's',
                    Some(Ty::Coord) => 'c',
                    Some(Ty::Region) => 'r',
                    Some(Ty::Obj) => 'O',
                    _ => 'i',
                }
            }
            CoreArg::Coord(c) => {
                self.coord(c);
                'c'
            }
            CoreArg::Region(r, span) => {
                let v = self.region_lit(r, *span);
                self.push(Operand::Region(v));
                'r'
            }
            CoreArg::Object(t) => {
                // `object: "name"` forces a class of 1, so that the game
                // makes that very object.
                let v = match t {
                    Thing::Name(_) => {
                        let v = self.object_value(t);
                        if v == -1 {
                            -1
                        } else {
                            let (index, _) = self.fam.unpack(v);
                            self.fam.pack(index, 1)
                        }
                    }
                    _ => self.object_value(t),
                };
                self.push(Operand::Object(v));
                'O'
            }
            CoreArg::Monster(t) => {
                let v = self.monster_value(t);
                self.push(Operand::Monster(v));
                'M'
            }
        }
    }

    /// UnNetHack's methods of a variable (`$c.x`, `$c.y`, `$a.length`):
    /// the variable, the method's number, `SPO_COREFUNC`. `None` when `v`
    /// names no method.
    fn method(&mut self, v: &VarRef) -> Option<()> {
        if self.fam.core_funcs.is_empty() || v.index.is_some() {
            return None;
        }
        let dot = v.name.node.iter().position(|&b| b == b'.')?;
        let (base, method) = (&v.name.node[..dot], &v.name.node[dot + 1..]);
        let Some(var) = self.lookup(base) else {
            self.err(
                v.name.span,
                format!("method of an unknown variable `{}`", show_bytes(base)),
                "no such variable",
            );
            return Some(());
        };
        let id = match (method, var.ty) {
            (
                b"x",
                VarTy {
                    ty: Ty::Coord,
                    array: false,
                },
            ) => 28,
            (
                b"y",
                VarTy {
                    ty: Ty::Coord,
                    array: false,
                },
            ) => 29,
            (b"length", VarTy { array: true, .. }) => 30,
            _ => {
                let ty = var.ty.describe();
                self.err(
                    v.name.span,
                    format!("a {ty} has no method `{}`", show_bytes(method)),
                    "`x` and `y` of a coordinate and `length` of an array are the methods",
                );
                return Some(());
            }
        };
        self.push(Operand::Var(base.to_vec()));
        self.int(id);
        self.op(Opcode::CoreFunc);
        Some(())
    }

    /// True when the expression contains dice or an integer variable (the C
    /// tool's "inconstant number").
    fn inconstant(e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Dice(..) | ExprKind::Var(_) | ExprKind::CoreFunc(..) => true,
            ExprKind::Bin(_, a, b) | ExprKind::Concat(a, b) => {
                Self::inconstant(a) || Self::inconstant(b)
            }
            ExprKind::Paren(a) => Self::inconstant(a),
            _ => false,
        }
    }

    /// An expression whose type decides what it is (right-hand sides,
    /// function arguments). Returns the type.
    fn any_expr(&mut self, e: &Expr, allow: &[Ty]) -> Option<Ty> {
        let ty = match &e.kind {
            ExprKind::Str(_) | ExprKind::Concat(..) => Ty::Str,
            ExprKind::CoreFunc(name, args) => {
                let ret = self
                    .fam
                    .core_funcs
                    .iter()
                    .find(|c| c.name.as_bytes() == name.node);
                match ret.map(|c| c.ret) {
                    Some(b's') => Ty::Str,
                    Some(k @ (b'c' | b'r')) => {
                        let t = if k == b'c' { Ty::Coord } else { Ty::Region };
                        if !allow.contains(&t) {
                            self.err(
                                e.span,
                                format!("a {} cannot be used here", t.name()),
                                "not allowed here",
                            );
                            return None;
                        }
                        self.core_call(name, args.as_deref(), k, e.span);
                        return Some(t);
                    }
                    _ => Ty::Int,
                }
            }
            ExprKind::Var(v) if self.method(v).is_some() => return Some(Ty::Int),
            ExprKind::Var(v) => {
                let t = self.var_type(v)?;
                if !allow.contains(&t) {
                    let mut d = Diagnostic::error(format!(
                        "variable `{}` of type {} cannot be used here",
                        show_bytes(&v.name.node),
                        t.name()
                    ))
                    .at(v.span, "not allowed here");
                    let kw = match t {
                        Ty::MapChar => Some("terrain"),
                        Ty::Monst => Some("monster"),
                        Ty::Obj => Some("object"),
                        Ty::Sel => Some("selection"),
                        _ => None,
                    };
                    if let Some(k) = kw {
                        d = d.help(format!("write `{k}: {}`", show_bytes(&v.name.node)));
                    }
                    self.diags.push(d);
                    return None;
                }
                self.var_push(v);
                return Some(t);
            }
            _ => Ty::Int,
        };
        if ty == Ty::Str {
            self.str_expr(e);
        } else {
            self.int_expr(e);
        }
        Some(ty)
    }

    // ----- values -----

    fn coord(&mut self, c: &Coord) {
        match c {
            Coord::Lit(x, y, span) => {
                if x.node < 0 || y.node < 0 || x.node >= COLNO || y.node >= ROWNO {
                    self.err(
                        *span,
                        format!("coordinates ({},{}) are out of the map", x.node, y.node),
                        format!("x must be 0..{} and y 0..{}", COLNO - 1, ROWNO - 1),
                    );
                }
                self.push(Operand::Coord(coord_pack(x.node, y.node)));
            }
            Coord::Random(flags, _) => {
                let mut f = 0;
                for h in flags.iter().rev() {
                    if f & h.node != 0 {
                        self.diags.push(
                            Diagnostic::warning("humidity-twice", "location flag given twice")
                                .at(h.span, "repeated"),
                        );
                    }
                    f |= h.node;
                }
                self.push(Operand::Coord(coord_random(f)));
            }
            Coord::RndCoord(s, _) => {
                self.sel(s);
                self.op(Opcode::SelRndCoord);
            }
            Coord::Core(e) => {
                if let ExprKind::CoreFunc(name, args) = &e.kind {
                    self.core_call(name, args.as_deref(), b'c', e.span);
                }
            }
            Coord::Var(v) => self.var_use(v, Ty::Coord),
        }
    }

    fn region_lit(&mut self, r: &[Num; 4], span: Span) -> i64 {
        let [a, b, c, d] = r;
        if a.node > c.node || b.node > d.node {
            self.err(
                span,
                format!(
                    "region ({},{},{},{}) starts after it ends",
                    a.node, b.node, c.node, d.node
                ),
                "x1 > x2 or y1 > y2",
            );
        }
        region_pack(a.node, b.node, c.node, d.node)
    }

    fn region(&mut self, r: &RegionV) {
        match r {
            RegionV::Lit(r, span) => {
                let v = self.region_lit(r, *span);
                self.push(Operand::Region(v));
            }
            RegionV::Var(v) => self.var_use(v, Ty::Region),
            RegionV::Core(e) => {
                if let ExprKind::CoreFunc(name, args) = &e.kind {
                    self.core_call(name, args.as_deref(), b'r', e.span);
                }
            }
        }
    }

    fn mapchar_value(&mut self, c: &Num, lit: Option<&Num>, span: Span) -> i64 {
        let lit = lit.map_or(-2, |l| l.node);
        let t = self.map_char(c.node);
        if t == INVALID_TYPE {
            self.err(
                span,
                format!("unknown map character '{}'", show_bytes(&[c.node as u8])),
                "not a map character",
            );
            self.fam.pack(lit, self.fam.terrain.stone)
        } else {
            self.fam.pack(lit, t)
        }
    }

    fn mapchar(&mut self, m: &MapCharV) {
        match m {
            MapCharV::Lit(c, lit, span) => {
                let v = self.mapchar_value(c, lit.as_ref(), *span);
                self.push(Operand::MapChar(v));
            }
            MapCharV::Var(v) => self.var_use(v, Ty::MapChar),
        }
    }

    /// The catalog index of the monster named `s`, or an error (with a
    /// suggestion) and `None`.
    fn monster_index(&mut self, s: &Bytes) -> Option<usize> {
        let cat = self.catalog;
        if let Some(r) = cat.resolve_monster(&s.node, None, Dialect::V36) {
            return Some(r.index);
        }
        let mut d = Diagnostic::error(format!("unknown monster \"{}\"", show_bytes(&s.node)))
            .at(s.span, "no monster of this name");
        if let Some(m) = cat.suggest_monster(&s.node, None) {
            d = d.help(format!("did you mean \"{m}\"?"));
        }
        self.diags.push(d);
        None
    }

    /// Whether `c` is a monster class's symbol; an error when it is not.
    fn monster_class_known(&mut self, c: &Num) -> bool {
        let known = self.catalog.monster_class(c.node as u8).is_some();
        if !known {
            self.err(
                c.span,
                format!("unknown monster class '{}'", show_bytes(&[c.node as u8])),
                "no monster class has this symbol",
            );
        }
        known
    }

    fn monster_value(&mut self, t: &Thing) -> i64 {
        let cat = self.catalog;
        match t {
            Thing::Name(s) => match self.monster_index(s) {
                Some(i) => self
                    .fam
                    .pack(i as i64, i64::from(cat.monster_symbol(i).unwrap_or(0))),
                None => -1,
            },
            Thing::Class(c) => {
                if self.monster_class_known(c) {
                    self.fam.pack(-1, c.node)
                } else {
                    -1
                }
            }
            Thing::ClassName(c, s, span) => {
                match cat.resolve_monster(&s.node, class_arg(c.node), Dialect::V36) {
                    Some(r) => self.fam.pack(r.index as i64, c.node),
                    None => {
                        let mut d = Diagnostic::error(format!(
                            "unknown monster ('{}', \"{}\")",
                            show_bytes(&[c.node as u8]),
                            show_bytes(&s.node)
                        ))
                        .at(*span, "no monster of this name in this class");
                        if let Some(m) = cat.suggest_monster(&s.node, class_arg(c.node)) {
                            d = d.help(format!("did you mean \"{m}\"?"));
                        }
                        self.diags.push(d);
                        -1
                    }
                }
            }
            Thing::Random(_) => -1,
            Thing::Special(_, span) => {
                self.err(
                    *span,
                    "a special object kind is no monster",
                    "only objects take this",
                );
                -1
            }
            Thing::Var(_) => -1,
        }
    }

    fn monster(&mut self, t: &Thing) {
        if let Thing::Var(v) = t {
            self.var_use(v, Ty::Monst);
        } else {
            let v = self.monster_value(t);
            self.push(Operand::Monster(v));
        }
    }

    fn object_value(&mut self, t: &Thing) -> i64 {
        let cat = self.catalog;
        match t {
            Thing::Name(s) => match cat.resolve_object(&s.node, None, Dialect::V36) {
                Some(r) => self.fam.pack(r.index as i64, 1),
                None => {
                    let mut d =
                        Diagnostic::error(format!("unknown object \"{}\"", show_bytes(&s.node)))
                            .at(s.span, "no object of this name");
                    if let Some(m) = cat.suggest_object(&s.node, None) {
                        d = d.help(format!("did you mean \"{m}\"?"));
                    }
                    self.diags.push(d);
                    -1
                }
            },
            Thing::Class(c) => {
                if cat.object_class(c.node as u8).is_some() {
                    self.fam.pack(-1, c.node)
                } else {
                    self.err(
                        c.span,
                        format!("unknown object class '{}'", show_bytes(&[c.node as u8])),
                        "no object class has this symbol",
                    );
                    -1
                }
            }
            Thing::ClassName(c, s, span) => {
                match cat.resolve_object(&s.node, class_arg(c.node), Dialect::V36) {
                    Some(r) => self.fam.pack(r.index as i64, c.node),
                    None => {
                        let mut d = Diagnostic::error(format!(
                            "unknown object ('{}', \"{}\")",
                            show_bytes(&[c.node as u8]),
                            show_bytes(&s.node)
                        ))
                        .at(*span, "no object of this name in this class");
                        if let Some(m) = cat.suggest_object(&s.node, class_arg(c.node)) {
                            d = d.help(format!("did you mean \"{m}\"?"));
                        }
                        self.diags.push(d);
                        -1
                    }
                }
            }
            Thing::Random(_) | Thing::Var(_) => -1,
            Thing::Special(v, _) => *v,
        }
    }

    fn object(&mut self, t: &Thing) {
        if let Thing::Var(v) = t {
            self.var_use(v, Ty::Obj);
        } else {
            let v = self.object_value(t);
            self.push(Operand::Object(v));
        }
    }

    fn sel(&mut self, s: &Sel) {
        match &s.kind {
            SelKind::And(a, b) => {
                self.sel(a);
                self.sel(b);
                self.op(Opcode::SelAdd);
            }
            SelKind::Point(c) => {
                self.coord(c);
                self.op(Opcode::SelPoint);
            }
            SelKind::Var(v) => match self.var_type(v) {
                Some(Ty::Sel) => self.var_push(v),
                Some(Ty::Coord) => {
                    self.var_push(v);
                    self.op(Opcode::SelPoint);
                }
                Some(t) => {
                    self.err(
                        v.span,
                        format!(
                            "variable `{}` is used as a selection, but it is {}",
                            show_bytes(&v.name.node),
                            article(t.name())
                        ),
                        "a selection or coordinate expected here",
                    );
                    self.var_push(v);
                }
                None => self.var_push(v),
            },
            SelKind::Rect(r) => {
                self.region(r);
                self.op(Opcode::SelRect);
            }
            SelKind::FillRect(r) => {
                self.region(r);
                self.op(Opcode::SelFillRect);
            }
            SelKind::Line(a, b) => {
                self.coord(a);
                self.coord(b);
                self.op(Opcode::SelLine);
            }
            SelKind::RandLine(a, b, e) => {
                self.coord(a);
                self.coord(b);
                self.int_expr(e);
                self.op(Opcode::SelRndLine);
            }
            SelKind::Grow(d, s) => {
                self.sel(s);
                self.int(d.as_ref().map_or(15, |d| d.node));
                self.op(Opcode::SelGrow);
            }
            SelKind::Filter(arg, s) => {
                match arg {
                    FilterArg::Percent(p) => {
                        self.sel(s);
                        self.ints(&[p.node, 0]);
                    }
                    FilterArg::Sel(a) => {
                        let mapchar_var = match &a.kind {
                            SelKind::Var(v) => {
                                self.lookup(&v.name.node).map(|x| x.ty.ty) == Some(Ty::MapChar)
                            }
                            _ => false,
                        };
                        if mapchar_var {
                            if let SelKind::Var(v) = &a.kind {
                                self.var_use(v, Ty::MapChar);
                            }
                            self.sel(s);
                            self.int(2);
                        } else {
                            self.sel(a);
                            self.sel(s);
                            self.int(1);
                        }
                    }
                    FilterArg::MapChar(m) => {
                        self.mapchar(m);
                        self.sel(s);
                        self.int(2);
                    }
                }
                self.op(Opcode::SelFilter);
            }
            SelKind::Flood(c) => {
                self.coord(c);
                self.op(Opcode::SelFlood);
            }
            SelKind::Circle(c, r, f) => {
                self.coord(c);
                self.int_expr(r);
                self.op(Opcode::Copy);
                self.int(f.as_ref().map_or(1, |f| f.node));
                self.op(Opcode::SelEllipse);
            }
            SelKind::Ellipse(c, a, b, f) => {
                self.coord(c);
                self.int_expr(a);
                self.int_expr(b);
                self.int(f.as_ref().map_or(1, |f| f.node));
                self.op(Opcode::SelEllipse);
            }
            SelKind::Complement(s) => {
                self.sel(s);
                self.op(Opcode::SelComplement);
            }
            SelKind::Gradient {
                kind,
                from,
                to,
                limited,
                a,
                b,
            } => {
                self.int_expr(from);
                self.int_expr(to);
                self.coord(a);
                match b {
                    Some(b) => self.coord(b),
                    None => self.op(Opcode::Copy),
                }
                self.ints(&[limited.as_ref().map_or(0, |l| l.node), kind.node]);
                self.op(Opcode::SelGradient);
            }
            SelKind::Paren(s) => self.sel(s),
        }
    }

    fn lev_region(&mut self, r: &LevRegion) -> [i64; 5] {
        let [a, b, c, d] = &r.coords;
        let (x1, y1, x2, y2) = (a.node, b.node, c.node, d.node);
        let shown = format!("({x1},{y1},{x2},{y2})");
        if r.whole_level {
            let bad = if x1 <= 0 || x1 >= COLNO {
                Some((a.span, "x1", format!("1..{}", COLNO - 1)))
            } else if !(0..ROWNO).contains(&y1) {
                Some((b.span, "y1", format!("0..{}", ROWNO - 1)))
            } else if x2 <= 0 || x2 >= COLNO {
                Some((c.span, "x2", format!("1..{}", COLNO - 1)))
            } else if !(0..ROWNO).contains(&y2) {
                Some((d.span, "y2", format!("0..{}", ROWNO - 1)))
            } else {
                None
            };
            if let Some((span, which, range)) = bad {
                self.err(
                    span,
                    format!("level region {shown} is out of the level ({which})"),
                    format!("{which} must be {range}"),
                );
            }
        } else {
            let (mx, my) = (self.max_x, self.max_y);
            let bad = if x1 < 0 || x1 > mx {
                Some((a.span, "x1", mx))
            } else if y1 < 0 || y1 > my {
                Some((b.span, "y1", my))
            } else if x2 < 0 || x2 > mx {
                Some((c.span, "x2", mx))
            } else if y2 < 0 || y2 > my {
                Some((d.span, "y2", my))
            } else {
                None
            };
            if let Some((span, which, max)) = bad {
                self.err(
                    span,
                    format!("region {shown} is out of the map ({which})"),
                    format!("{which} must be 0..{max} for the current map"),
                );
            }
        }
        [x1, y1, x2, y2, i64::from(r.whole_level)]
    }

    fn levregion(&mut self, a: &LevRegion, b: &LevRegion, rtype: i64, name: Option<&Bytes>) {
        let a = self.lev_region(a);
        let b = self.lev_region(b);
        self.ints(&a);
        self.ints(&b);
        self.ints(&[rtype, 0]);
        self.push(Operand::Str(name.map(|n| n.node.clone())));
        self.op(Opcode::LevRegion);
    }

    fn cond(&mut self, c: &Cond) -> Opcode {
        match c {
            Cond::Percent(p) => {
                self.ints(&[p.node, 100]);
                self.op(Opcode::Rn2);
                Opcode::Jg
            }
            Cond::Compare(a, op, b) => {
                self.int_expr(a);
                self.int_expr(b);
                Opcode::jump(op.node).unwrap_or(Opcode::Je)
            }
            Cond::Truth(a) => {
                self.int_expr(a);
                self.int(0);
                Opcode::Jne
            }
        }
    }

    /// Emits a conditional jump over what follows; returns where to patch.
    fn cond_jump(&mut self, c: &Cond, span: Span) -> (usize, i64) {
        if self.nested_ifs >= MAX_NESTED {
            self.err(
                span,
                "conditionals are nested too deeply",
                "the limit is 20 levels",
            );
        }
        self.nested_ifs += 1;
        let j = self.cond(c);
        self.op(Opcode::Cmp);
        let base = self.n() + 1;
        let at = self.placeholder();
        self.op(j.reversed());
        (at, base)
    }

    fn room_type(&mut self, t: &Option<Bytes>) -> i64 {
        match t {
            None => -1,
            Some(s) => match self
                .fam
                .room_types
                .iter()
                .find(|(n, _)| n.as_bytes() == s.node.as_slice())
            {
                Some((_, v)) => *v,
                None => {
                    let mut d = Diagnostic::warning(
                        "unknown-room-type",
                        format!(
                            "unknown room type \"{}\"; making an ordinary room",
                            show_bytes(&s.node)
                        ),
                    )
                    .at(s.span, "no such room type");
                    if let Some(m) = dgn_common::diag::did_you_mean(
                        &String::from_utf8_lossy(&s.node),
                        self.fam.room_types.iter().map(|(n, _)| *n),
                    ) {
                        d = d.help(format!("did you mean \"{m}\"?"));
                    }
                    self.diags.push(d);
                    0
                }
            },
        }
    }

    fn trap_type(&mut self, s: &Bytes) -> Option<i64> {
        match self
            .fam
            .trap_types
            .iter()
            .find(|(n, _)| n.as_bytes() == s.node.as_slice())
        {
            Some((_, v)) => Some(*v),
            None => {
                let mut d =
                    Diagnostic::error(format!("unknown trap type \"{}\"", show_bytes(&s.node)))
                        .at(s.span, "no such trap");
                if let Some(m) = dgn_common::diag::did_you_mean(
                    &String::from_utf8_lossy(&s.node),
                    self.fam.trap_types.iter().map(|(n, _)| *n),
                ) {
                    d = d.help(format!("did you mean \"{m}\"?"));
                }
                self.diags.push(d);
                None
            }
        }
    }

    fn room_begin(&mut self, b: &RoomBegin) {
        let rt = self.room_type(&b.rtype);
        let chance = b.chance.as_ref().map_or(100, |c| c.node);
        if chance < 100 && rt == 0 {
            self.err(
                b.chance.as_ref().map_or(b.span, |c| c.span),
                "only typed rooms can have a chance",
                "an ordinary room always appears",
            );
        } else {
            self.ints(&[rt, chance, b.lit]);
        }
    }

    fn room_flags(flags: &Option<Vec<i64>>) -> i64 {
        match flags {
            None => 1,
            Some(v) => v.iter().fold(0, |a, f| a | f),
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        if !self.record {
            return self.stmt_kind(s);
        }
        let outer = self.at;
        self.at = self.cursor.line(s.span.start());
        self.lines.mark(self.code.len(), self.at);
        self.stmt_kind(s);
        self.at = outer;
        self.lines.mark(self.code.len(), outer);
    }

    fn stmt_kind(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Error => {}
            StmtKind::Message(e) => {
                self.str_expr(e);
                if self.fam.gnollhack_forms {
                    // Sound parameters, color NO_COLOR, ATR_NONE, a message.
                    self.ints(&[0, 0, 0, 0, 8, 0, 0]);
                }
                self.op(Opcode::Message);
            }
            StmtKind::Gh(g) => self.gh_stmt(g, s.span),
            StmtKind::InitMap(i) => self.init_map(i, s.span),
            StmtKind::Altar { coord, align, kind } => {
                self.coord(coord);
                let a = self.align(align);
                if self.fam.gnollhack_forms {
                    self.push(Operand::Monster(NO_MONTYPE));
                    self.int(0);
                }
                self.ints(&[*kind, a]);
                self.op(Opcode::Altar);
            }
            StmtKind::Grave { coord, text } => {
                self.coord(coord);
                match text {
                    Some(Some(e)) => {
                        self.str_expr(e);
                        self.int(2);
                    }
                    Some(None) => {
                        self.push(Operand::Str(None));
                        self.int(1);
                    }
                    None => {
                        self.push(Operand::Str(None));
                        self.int(0);
                    }
                }
                self.op(Opcode::Grave);
            }
            StmtKind::Branch(a, b) => self.levregion(a, b, 3, None),
            StmtKind::Corridor { from, to } => {
                self.ints(&[from.room.node, from.door, from.wall]);
                match to {
                    Ok(t) => self.ints(&[t.room.node, t.door, t.wall]),
                    Err(n) => self.ints_c(&[(-1, true), (-1, false), (*n, false)]),
                }
                self.op(Opcode::Corridor);
            }
            StmtKind::RandomCorridors(a) => {
                let n = a.unwrap_or(0);
                self.ints_c(&[
                    (-1, true),
                    (n, n == -1),
                    (-1, true),
                    (-1, true),
                    (-1, false),
                    (-1, false),
                ]);
                self.op(Opcode::Corridor);
            }
            StmtKind::VarDef { name, value } => self.var_def(name, value),
            StmtKind::Shuffle(name) => {
                match self.lookup(&name.node).map(|v| (v.ty, v.span)) {
                    Some((t, _)) if t.array => {}
                    Some((t, vs)) => {
                        let d = Diagnostic::error(format!(
                            "SHUFFLE needs an array, but `{}` is {}",
                            show_bytes(&name.node),
                            article(&t.describe())
                        ))
                        .at(name.span, "not an array")
                        .with_label(vs, "defined here");
                        self.diags.push(d);
                    }
                    None => self.err(
                        name.span,
                        format!("SHUFFLE of undefined variable `{}`", show_bytes(&name.node)),
                        "not defined",
                    ),
                }
                self.push(Operand::Str(Some(name.node.clone())));
                self.op(Opcode::ShuffleArray);
            }
            StmtKind::NonDiggable(r) => {
                self.region(r);
                self.op(Opcode::NonDiggable);
            }
            StmtKind::NonPasswall(r) => {
                self.region(r);
                self.op(Opcode::NonPasswall);
            }
            StmtKind::RoomDoor {
                material,
                secret,
                state,
                wall,
                pos,
                infos,
            } => {
                self.door_infos(infos);
                if *wall == -1 && pos.node != -1 {
                    self.err(
                        pos.span,
                        "a door on a random wall needs a random position",
                        "make this `random`",
                    );
                } else {
                    self.ints(&[pos.node, *state, *secret, *wall]);
                    if self.fam.door_material {
                        self.int(material.unwrap_or(0));
                    }
                    self.op(Opcode::RoomDoor);
                }
            }
            StmtKind::Door {
                material,
                state,
                sel,
                infos,
            } => {
                self.sel(sel);
                self.door_infos(infos);
                self.int(*state);
                if self.fam.door_material {
                    self.int(material.unwrap_or(0));
                }
                self.op(Opcode::Door);
            }
            StmtKind::Feature(f, sel) => {
                self.sel(sel);
                self.op(match f {
                    Feature::Forge => Opcode::Forge,
                    Feature::MagicChest => Opcode::MagicChest,
                    Feature::Puddle => Opcode::Puddle,
                    Feature::Sewage => Opcode::Sewage,
                    Feature::Toilet => Opcode::Toilet,
                });
            }
            StmtKind::VaultGen(n) | StmtKind::MinDepth(n) => {
                let (what, bad) = if matches!(&s.kind, StmtKind::VaultGen(_)) {
                    ("VAULTGEN", "frequency")
                } else {
                    ("MINDEPTH", "value")
                };
                match &mut self.rnd_vault {
                    None => self.err(
                        s.span,
                        format!("{what} without rndvault FLAG"),
                        "this level's FLAGS do not include `rndvault`",
                    ),
                    Some(_) if n.node <= 0 => self.err(
                        n.span,
                        format!("invalid {what} {bad} {}", n.node),
                        "must be above 0",
                    ),
                    Some(v) => {
                        if what == "VAULTGEN" {
                            v.1 = n.node;
                        } else {
                            v.0 = Some(n.node);
                        }
                    }
                }
            }
            StmtKind::Drawbridge { coord, dir, state } => {
                self.coord(coord);
                let d = match dir.node {
                    1 => 0,
                    2 => 1,
                    4 => 2,
                    8 => 3,
                    _ => {
                        self.err(dir.span, "invalid drawbridge direction", "");
                        dir.node
                    }
                };
                let st = match state.node {
                    2 => 1,
                    4 => 0,
                    -1 => -1,
                    _ => {
                        self.err(
                            state.span,
                            "a drawbridge can only be open, closed or random",
                            "not allowed for a drawbridge",
                        );
                        0
                    }
                };
                self.ints(&[st, d]);
                self.op(Opcode::Drawbridge);
            }
            StmtKind::Engraving { coord, kind, text } => {
                self.coord(coord);
                self.str_expr(text);
                self.int(*kind);
                self.op(Opcode::Engraving);
            }
            StmtKind::Mineralize(args) => {
                match args {
                    Some(a) => {
                        for e in a.iter() {
                            self.int_expr(e);
                        }
                    }
                    None => self.ints(&[-1, -1, -1, -1]),
                }
                self.op(Opcode::Mineralize);
            }
            StmtKind::Fountain(sel) => {
                if self.fam.gnollhack_forms {
                    // Its parser stops at the token after the selection.
                    let at = self.next_token(s.span.end());
                    self.diags.push(
                        Diagnostic::error("GnollHack's `FOUNTAIN` needs a fountain type")
                            .at(at, "expected `,` and a fountain type before this")
                            .with_label(s.span, "this fountain has none")
                            .help("add one, as in `FOUNTAIN: (1,1), fountain_natural`"),
                    );
                }
                self.sel(sel);
                self.op(Opcode::Fountain);
            }
            StmtKind::Sink(sel) => {
                self.sel(sel);
                self.op(Opcode::Sink);
            }
            StmtKind::Pool(sel) => {
                self.sel(sel);
                self.op(Opcode::Pool);
            }
            StmtKind::Gold { amount, coord } => {
                self.int_expr(amount);
                self.coord(coord);
                self.op(Opcode::Gold);
            }
            StmtKind::Switch { value, cases, .. } => self.switch(value, cases, s.span),
            StmtKind::For {
                var,
                from,
                to,
                body,
            } => self.for_loop(var, from, to, body, s.span),
            StmtKind::Loop { count, body } => {
                if self.nested_ifs >= MAX_NESTED {
                    self.err(
                        s.span,
                        "loops are nested too deeply",
                        "the limit is 20 levels",
                    );
                }
                self.nested_ifs += 1;
                self.int_expr(count);
                let start = self.n();
                self.op(Opcode::Dec);
                self.break_start();
                self.block(body);
                self.op(Opcode::Copy);
                self.int(0);
                self.op(Opcode::Cmp);
                let v = start - self.n() - 1;
                self.int(v);
                self.op(Opcode::Jg);
                self.op(Opcode::Pop);
                self.break_end();
                self.nested_ifs -= 1;
            }
            StmtKind::If { cond, then, els } => {
                let (at, base) = self.cond_jump(cond, s.span);
                self.block(then);
                match els {
                    None => {
                        let v = self.n() - base;
                        self.patch(at, v);
                    }
                    Some(e) => {
                        let base2 = self.n() + 1;
                        let at2 = self.placeholder();
                        self.op(Opcode::Jmp);
                        let v = self.n() - base;
                        self.patch(at, v);
                        self.block(e);
                        let v2 = self.n() - base2;
                        self.patch(at2, v2);
                    }
                }
                self.nested_ifs -= 1;
            }
            StmtKind::Chance { cond, stmt } => {
                let (at, base) = self.cond_jump(cond, s.span);
                self.stmt(stmt);
                let v = self.n() - base;
                self.patch(at, v);
                self.nested_ifs -= 1;
            }
            StmtKind::Exit => self.op(Opcode::Exit),
            StmtKind::Break => {
                if self.breaks.is_empty() {
                    self.err(
                        s.span,
                        "BREAK outside of a block it could leave",
                        "not inside a LOOP, SWITCH, FOR, room, region, monster or container block",
                    );
                } else {
                    let at = self.code.len();
                    self.push(Operand::Int(at as i64));
                    self.op(Opcode::Jmp);
                    if let Some(f) = self.breaks.last_mut() {
                        f.push(at);
                    }
                }
            }
            StmtKind::Function { name, params, body } => self.function(name, params, body, s.span),
            StmtKind::Call { name, args } => self.call(name, args, s.span),
            StmtKind::Ladder { coord, up } => {
                self.coord(coord);
                self.int(*up);
                self.op(Opcode::Ladder);
            }
            StmtKind::Stair { coord, up } => {
                self.coord(coord);
                self.int(*up);
                self.op(Opcode::Stair);
            }
            StmtKind::StairRegion { a, b, up } => {
                self.levregion(a, b, if *up != 0 { 1 } else { 0 }, None)
            }
            StmtKind::Portal { a, b, name } => self.levregion(a, b, 2, Some(name)),
            StmtKind::Teleport { a, b, dir } => {
                let t = match dir {
                    None => 4,
                    Some(0) => 6,
                    // GnollHack's `notele`: LR_NOTELE.
                    Some(2) => 9,
                    Some(_) => 5,
                };
                self.levregion(a, b, t, None)
            }
            StmtKind::NoMap => {
                self.push(Operand::Coord(0));
                self.ints(&[0, 1]);
                self.push(Operand::Str(None));
                self.ints(&[0, 0]);
                self.op(Opcode::Map);
                self.max_x = COLNO - 1;
                self.max_y = ROWNO;
            }
            StmtKind::Map { at, fill, map } => {
                let fill = fill.unwrap_or(1);
                match at {
                    Placement::Justified(h, v) => {
                        self.push(Operand::Coord(coord_pack(*h, *v)));
                        self.ints(&[1, fill]);
                    }
                    Placement::At(c) => {
                        self.coord(c);
                        self.ints(&[2, fill]);
                    }
                }
                self.scan_map(map);
                let at = self.cursor.line(map.span.start());
                self.lines.map_block(self.code.len().saturating_sub(1), at);
            }
            StmtKind::Mazewalk {
                coord,
                dir,
                stocked,
            } => {
                self.coord(coord);
                match stocked {
                    None => self.ints(&[*dir, 1, 0]),
                    Some((b, f)) => {
                        let f = f.as_ref().map_or(-1, |c| self.map_char(c.node));
                        self.ints(&[*dir, *b, f]);
                    }
                }
                self.op(Opcode::Mazewalk);
            }
            StmtKind::Monster {
                mon,
                coord,
                infos,
                inv,
            } => {
                self.monster(mon);
                self.coord(coord);
                self.int(self.fam.details_end.0);
                let mut mask = 0;
                for i in infos {
                    let m = self.mon_info(i);
                    if mask & m != 0 {
                        if m == DEAD_MASK || mask & DEAD_MASK == DEAD_MASK {
                            // EvilHack's `dead` takes every bit.
                            self.err(
                                i.span,
                                "a dead monster takes no other detail",
                                "conflicts with `dead`",
                            );
                        } else {
                            self.err(i.span, "this monster detail is given twice", "repeated");
                        }
                    }
                    mask |= m;
                }
                match inv {
                    None => {
                        self.int(0);
                        self.op(Opcode::Monster);
                    }
                    Some(b) => {
                        self.int(1);
                        self.op(Opcode::Monster);
                        self.in_container += 1;
                        self.break_start();
                        self.block(b);
                        self.break_end();
                        self.in_container -= 1;
                        self.op(Opcode::EndMonInvent);
                    }
                }
            }
            StmtKind::Object {
                container,
                obj,
                infos,
                contents,
            } => {
                self.object(obj);
                self.int(self.fam.details_end.1);
                let mut mask = 0;
                let mut coord_span = None;
                for i in infos {
                    let m = self.obj_info(i);
                    if mask & m != 0 {
                        self.err(i.span, "this object detail is given twice", "repeated");
                    }
                    if m == 0x4000 {
                        coord_span = Some(i.span);
                    }
                    mask |= m;
                }
                if self.in_container > 0 {
                    if let Some(cs) = coord_span {
                        self.err(
                            cs,
                            "an object inside a container cannot have a position",
                            "remove this position",
                        );
                    }
                } else if coord_span.is_none() {
                    self.err(
                        s.span,
                        "an object outside a container needs a position",
                        "no position given",
                    );
                }
                let mut cnt = i64::from(self.in_container > 0);
                if *container {
                    cnt |= 2;
                }
                self.int(cnt);
                self.op(Opcode::Object);
                if let Some(b) = contents {
                    self.in_container += 1;
                    self.break_start();
                    self.block(b);
                    self.break_end();
                    self.in_container -= 1;
                    self.op(Opcode::PopContainer);
                }
            }
            StmtKind::Region {
                region,
                lit,
                rtype,
                flags,
                opts,
                body,
            } => {
                self.region(region);
                let mut rt = self.room_type(rtype);
                let rflags = Self::room_flags(flags);
                if rflags & 1 == 0 {
                    rt += self.fam.max_rtype + 1;
                }
                let irr = rflags & 2 != 0;
                let gh = self.room_montype(opts, s.span);
                self.ints(&[*lit, rt, rflags]);
                if gh {
                    self.ints(&[
                        opts.floortype.unwrap_or(-1),
                        opts.floorsubtype.unwrap_or(-1),
                        opts.tileset.unwrap_or(-1),
                        opts.decostyle.unwrap_or(-1),
                    ]);
                }
                self.op(Opcode::Region);
                // GnollHack's lev_comp ends every region.
                let permanent = gh || irr || rflags & 1 != 0 || rt != 0;
                self.break_start();
                if let Some(b) = body {
                    self.block(b);
                }
                self.break_end();
                if permanent {
                    self.op(Opcode::EndRoom);
                } else if let Some(b) = body.as_ref().filter(|b| !b.stmts.is_empty()) {
                    self.err(
                        b.span,
                        "statements inside a REGION that is not a room",
                        "an ordinary unfilled region cannot hold statements",
                    );
                }
            }
            StmtKind::Room {
                begin,
                pos,
                align,
                size,
                flags,
                opts,
                body,
            } => {
                self.room_begin(begin);
                let gh = self.room_montype(opts, s.span);
                // lev_comp 3.6.7 ignores the flags written after a ROOM's
                // size: its action reads the value of the `,` after the
                // alignment instead, which is whatever the scanner last
                // stored: the vertical alignment's value, or -1 (made 1)
                // after `random`. GnollHack's reads the flags.
                let rflags = match align {
                    _ if gh => Self::room_flags(flags),
                    Some((_, v)) => v.node,
                    None => 1,
                };
                if gh {
                    self.room_opts(opts);
                } else if let Some(f) = flags {
                    if Self::room_flags(&Some(f.clone())) != rflags {
                        self.diags.push(
                            Diagnostic::warning(
                                "room-flags-ignored",
                                "the flags of a ROOM are ignored by lev_comp 3.6.7",
                            )
                            .at(s.span, "these flags have no effect")
                            .note(format!(
                                "the room gets flags {rflags}, taken from its vertical alignment (or 1 for a random alignment)"
                            )),
                        );
                    }
                }
                let p = self.pair(pos, |v| (1..=5).contains(&v), "room positions must be 1..5");
                let a = align.as_ref().map_or((-1, -1), |(a, b)| (a.node, b.node));
                let sz = size.as_ref().map_or((-1, -1), |(a, b)| (a.node, b.node));
                self.ints(&[rflags, a.0, a.1, p.0, p.1, sz.0, sz.1]);
                self.op(Opcode::Room);
                self.break_start();
                self.block(body);
                self.break_end();
                self.op(Opcode::EndRoom);
            }
            StmtKind::Subroom {
                begin,
                pos,
                size,
                flags,
                opts,
                body,
            } => {
                self.room_begin(begin);
                if self.room_montype(opts, s.span) {
                    self.room_opts(opts);
                }
                let rflags = Self::room_flags(flags);
                let p = self.pair(pos, |v| v >= 0, "subroom positions cannot be negative");
                let sz = size.as_ref().map_or((-1, -1), |(a, b)| (a.node, b.node));
                self.ints_c(&[
                    (rflags, false),
                    (-1, true),
                    (-1, true),
                    (p.0, false),
                    (p.1, false),
                    (sz.0, false),
                    (sz.1, false),
                ]);
                self.op(Opcode::Subroom);
                self.break_start();
                self.block(body);
                self.break_end();
                self.op(Opcode::EndRoom);
            }
            StmtKind::MonGeneration { chance, parts } => {
                for (weight, what) in parts {
                    self.int_expr(weight);
                    match what {
                        MonGen::Class(c) => {
                            self.monster_class_known(c);
                            self.ints(&[c.node, 1]);
                        }
                        MonGen::Name(n) => {
                            let index = self.monster_index(n).map_or(-1, |i| i as i64);
                            self.ints(&[index, 0]);
                        }
                    }
                }
                self.ints(&[chance.node, parts.len() as i64]);
                self.op(Opcode::MonGeneration);
            }
            StmtKind::Sounds { freq, parts } => {
                self.int_expr(freq);
                for (kind, text) in parts {
                    self.str_expr(text);
                    self.int(kind.node);
                }
                self.int(parts.len() as i64);
                self.op(Opcode::LevelSounds);
            }
            StmtKind::Spill {
                coord,
                mapchar,
                dir,
                count,
            } => {
                self.coord(coord);
                self.mapchar(mapchar);
                self.int_expr(count);
                self.int(dir.node);
                self.op(Opcode::Spill);
            }
            StmtKind::WallWalk {
                coord,
                fg,
                bg,
                chance,
            } => {
                self.coord(coord);
                self.mapchar(fg);
                match bg {
                    Some(bg) => self.mapchar(bg),
                    None => {
                        let room = self.reg_int(self.fam.pack(-2, self.fam.terrain.room));
                        self.push(Operand::MapChar(room));
                    }
                }
                self.int(chance.as_ref().map_or(100, |c| c.node));
                self.op(Opcode::WallWalk);
            }
            StmtKind::Include(f) => self.err(
                f.span,
                "`INCLUDE` is not supported",
                "dgn reads one file at a time",
            ),
            StmtKind::Terrain { sel, mapchar } => {
                self.sel(sel);
                self.mapchar(mapchar);
                if self.fam.gnollhack_forms {
                    self.int(-1);
                }
                self.op(Opcode::Terrain);
            }
            StmtKind::ReplaceTerrain {
                region,
                from,
                to,
                chance,
            } => {
                self.region(region);
                self.mapchar(from);
                self.mapchar(to);
                self.int(chance.node);
                self.op(Opcode::ReplaceTerrain);
            }
            StmtKind::Trap { name, coord } => {
                self.coord(coord);
                let t = match name {
                    None => -1,
                    Some(n) => self.trap_type(n).unwrap_or(-1),
                };
                self.int(t);
                self.op(Opcode::Trap);
            }
            StmtKind::Wallify(sel) => {
                match sel {
                    None => {
                        self.push(Operand::Region(region_pack(-1, -1, -1, -1)));
                        self.int(0);
                    }
                    Some(s) => {
                        self.sel(s);
                        self.int(1);
                    }
                }
                self.op(Opcode::Wallify);
            }
        }
    }

    /// Where the token after `from` starts (blanks and comment lines
    /// skipped), as a one-byte span; the end of the source when none.
    fn next_token(&self, from: usize) -> Span {
        let mut i = from.min(self.src.len());
        while i < self.src.len() {
            match self.src[i] {
                b' ' | b'\t' | b'\r' | b'\n' => i += 1,
                b'#' => {
                    while i < self.src.len() && self.src[i] != b'\n' {
                        i += 1;
                    }
                }
                _ => break,
            }
        }
        if self.src.is_empty() {
            return Span::new(from, from);
        }
        Span::new(i, (i + 1).min(self.src.len()))
    }

    /// The error for a form only GnollHack's grammar has, met in another
    /// game's file.
    fn not_here(&mut self, span: Span, what: &str) {
        self.err(
            span,
            format!("{what} is not in this game's level language"),
            "only GnollHack's lev_comp takes this",
        );
    }

    /// Pushes the monster of a GnollHack room or region (`montype:`, or
    /// none); whether the game is GnollHack (for another game, options
    /// are an error).
    fn room_montype(&mut self, opts: &RoomOpts, span: Span) -> bool {
        if !self.fam.gnollhack_forms {
            if opts.any() {
                self.not_here(
                    span,
                    "`floortype:`, `tileset:`, `montype:` and the like after a room's flags",
                );
            }
            return false;
        }
        self.montype(opts.montype.as_ref());
        true
    }

    /// Pushes a `montype:` monster, or GnollHack's "none": its grammar
    /// passes the `int` -1 where a `long` is read, which arrives as its
    /// 32 bits.
    fn montype(&mut self, m: Option<&Thing>) {
        match m {
            Some(t) => self.monster(t),
            None => self.push(Operand::Monster(NO_MONTYPE)),
        }
    }

    /// A GnollHack room's decoration style, tileset, floor subtype and
    /// floor type (-1 when not given), in push order.
    fn room_opts(&mut self, opts: &RoomOpts) {
        self.ints(&[
            opts.decostyle.unwrap_or(-1),
            opts.tileset.unwrap_or(-1),
            opts.floorsubtype.unwrap_or(-1),
            opts.floortype.unwrap_or(-1),
        ]);
    }

    /// GnollHack's door details: `SP_D_V_END`, then each detail's value
    /// and number.
    fn door_infos(&mut self, infos: &[DoorInfo]) {
        if !self.fam.gnollhack_forms {
            if let Some(i) = infos.first() {
                self.not_here(i.span, "a door detail");
            }
            return;
        }
        self.int(7);
        let mut mask = 0;
        for i in infos {
            let m = match &i.kind {
                DoorInfoKind::Const(v, id, m) => {
                    self.ints(&[*v, *id]);
                    *m
                }
                DoorInfoKind::Key(t) => {
                    self.object(t);
                    self.int(1);
                    0x2
                }
            };
            if mask & m != 0 {
                self.err(i.span, "this door detail is given twice", "repeated");
            }
            mask |= m;
        }
    }

    /// GnollHack's lever details, after `SP_L_V_END`.
    fn lever_infos(&mut self, infos: &[LeverInfo]) {
        self.int(14);
        let mut mask = 0;
        for i in infos {
            let m = match &i.kind {
                LeverInfoKind::Const(v, id, m) => {
                    self.ints(&[*v, *id]);
                    *m
                }
                LeverInfoKind::Monster(t) => {
                    self.monster(t);
                    self.int(3);
                    0x2
                }
                LeverInfoKind::Object(t) => {
                    self.object(t);
                    self.int(4);
                    0x4
                }
                LeverInfoKind::Target(c) => {
                    self.coord(c);
                    self.int(12);
                    0x80
                }
                LeverInfoKind::Trap(name) => {
                    let t = match name {
                        None => -1,
                        Some(n) => self.trap_type(n).unwrap_or(-1),
                    };
                    self.ints(&[t, 5]);
                    0x100
                }
                LeverInfoKind::Terrain(c, id, m) => {
                    let t = self.map_char(c.node);
                    self.ints(&[t, *id]);
                    *m
                }
            };
            if mask & m != 0 {
                self.err(i.span, "this lever detail is given twice", "repeated");
            }
            mask |= m;
        }
    }

    /// GnollHack's own statements and longer forms.
    fn gh_stmt(&mut self, g: &GhStmt, span: Span) {
        if !self.fam.gnollhack_forms {
            return self.not_here(span, "this statement");
        }
        match g {
            GhStmt::Message(e, ints) => {
                self.str_expr(e);
                self.ints(ints);
                self.op(Opcode::Message);
            }
            GhStmt::Altar {
                coord,
                align,
                kind,
                subtype,
                montype,
            } => {
                self.coord(coord);
                self.montype(montype.as_ref());
                let a = self.align(align);
                self.ints(&[*subtype, *kind, a]);
                self.op(Opcode::Altar);
            }
            GhStmt::Fountain(sel, t) => {
                self.sel(sel);
                self.int(t.node);
                self.op(Opcode::Fountain);
            }
            GhStmt::Terrain(sel, m, t) => {
                self.sel(sel);
                self.mapchar(m);
                self.int(t.node);
                self.op(Opcode::Terrain);
            }
            GhStmt::Tileset(n) => {
                self.int(n.node);
                self.op(Opcode::Tileset);
            }
            GhStmt::SpecialTileset(sel, t) => {
                self.sel(sel);
                self.int(t.node);
                self.op(Opcode::SpecialTileset);
            }
            GhStmt::BoundaryType(t) => {
                self.int(t.node);
                self.op(Opcode::BoundaryType);
            }
            GhStmt::Forest(t, init) => {
                self.ints(&[init.as_ref().map_or(0, |i| i.node), t.node]);
                self.op(Opcode::Forest);
            }
            GhStmt::MonsterGeneration(n, things) => {
                for t in things {
                    let v = self.monster_value(t);
                    self.push(Operand::Monster(v));
                }
                self.ints(&[things.len() as i64, n.node]);
                self.op(Opcode::MonGeneration);
            }
            GhStmt::Subtype(sel, ft, n) => {
                self.sel(sel);
                self.ints(&[n.node, ft.as_ref().map_or(-1, |f| f.node)]);
                self.op(Opcode::Subtype);
            }
            GhStmt::Carpet(r, t) => {
                self.region(r);
                self.int(t.node);
                self.op(Opcode::Carpet);
            }
            GhStmt::CarpetPiece(sel, t, a, b) => {
                self.sel(sel);
                self.ints(&[b.as_ref().map_or(0, |b| b.node), a.node, t.node]);
                self.op(Opcode::CarpetPiece);
            }
            GhStmt::Floor(sel, t, n) => {
                self.sel(sel);
                self.ints(&[n.node, t.node]);
                self.op(Opcode::Floor);
            }
            GhStmt::Decoration(c, ints) => {
                self.coord(c);
                self.ints(ints);
                self.op(Opcode::Decoration);
            }
            GhStmt::Anvil(c, m) => {
                self.coord(c);
                self.montype(m.as_ref());
                self.op(Opcode::Anvil);
            }
            GhStmt::Npc(t, c, m) => {
                self.coord(c);
                self.montype(m.as_ref());
                self.int(t.node);
                self.op(Opcode::Npc);
            }
            GhStmt::Brazier(c, o) => {
                self.coord(c);
                match o {
                    None => self.ints(&[1, 0]),
                    Some((t, lit)) => self.ints(&[*lit, t.node]),
                }
                self.op(Opcode::Brazier);
            }
            GhStmt::Signpost(c, o) => {
                self.coord(c);
                match o {
                    None => {
                        // GnollHack's action passes four values to a
                        // format of three: the third, 0, is read as the
                        // opcode, and no SIGNPOST is written.
                        self.push(Operand::Str(None));
                        self.int(0);
                        self.op(Opcode::Null);
                        self.diags.push(
                            Diagnostic::warning(
                                "gnollhack-signpost",
                                "GnollHack's lev_comp writes no signpost for a bare `SIGNPOST`",
                            )
                            .at(span, "this places nothing in the game")
                            .note("its action writes the opcode 0 in place of SIGNPOST; give a subtype and a text"),
                        );
                    }
                    Some((t, Some(e))) => {
                        self.str_expr(e);
                        self.ints(&[2, t.node]);
                        self.op(Opcode::Signpost);
                    }
                    Some((t, None)) => {
                        self.push(Operand::Str(None));
                        self.ints(&[1, t.node]);
                        self.op(Opcode::Signpost);
                    }
                }
            }
            GhStmt::Tree(c, f, t) => {
                self.coord(c);
                self.ints(&[
                    f.as_ref().map_or(-1, |f| f.node),
                    t.as_ref().map_or(-1, |t| t.node),
                ]);
                self.op(Opcode::Tree);
            }
            GhStmt::Throne(sel) => {
                self.sel(sel);
                self.op(Opcode::Throne);
            }
            GhStmt::MagicPortal(c, t, seen, active) => {
                self.coord(c);
                self.ints(&[t.node, seen.node, active.node]);
                self.op(Opcode::MagicPortal);
            }
            GhStmt::ModronPortal(c, to, t, active) => {
                self.coord(c);
                self.coord(to);
                self.ints(&[t.node, active.node]);
                self.op(Opcode::ModronPortal);
            }
            GhStmt::ModronTeleporter(c, d, e, t, active) => {
                self.coord(c);
                self.ints(&[d.node, e.node, t.node, active.node]);
                self.op(Opcode::ModronLevelTeleporter);
            }
            GhStmt::Lever(c, e, infos) => {
                self.coord(c);
                self.lever_infos(infos);
                self.int(e.node);
                self.op(Opcode::Lever);
            }
            GhStmt::Naming(name, t, m) => {
                self.montype(m.as_ref());
                self.int(t.node);
                self.push(Operand::Str(Some(name.node.clone())));
                self.op(Opcode::Naming);
            }
            GhStmt::SpecialRegion(r, t) => {
                self.region(r);
                self.int(t.node);
                self.op(Opcode::SpecialRegion);
            }
            GhStmt::SpecialLevRegion(r, t) => {
                let a = self.lev_region(r);
                self.ints(&a);
                self.ints(&[0, 0, 0, 0, 1]);
                // Seen: LR_SPECIAL_MAP_SEEN, else LR_SPECIAL_MAP_NAME_REVEALED.
                self.ints(&[if t.node == 2 { 7 } else { 8 }, 0]);
                self.push(Operand::Str(None));
                self.op(Opcode::LevRegion);
            }
            GhStmt::WallifyAll => {
                self.push(Operand::Region(region_pack(-1, -1, -1, -1)));
                self.int(2);
                self.op(Opcode::Wallify);
            }
        }
    }

    fn pair(&mut self, p: &Pair, ok: impl Fn(i64) -> bool, msg: &str) -> (i64, i64) {
        match p {
            None => (-1, -1),
            Some((a, b)) => {
                for v in [a, b] {
                    if !ok(v.node) {
                        self.err(v.span, msg.to_string(), "out of range");
                    }
                }
                (a.node, b.node)
            }
        }
    }

    fn align(&mut self, a: &Num) -> i64 {
        if a.node >= 1000 {
            let n = a.node - 1000;
            if n >= 3 {
                self.err(
                    a.span,
                    format!("alignment register {n} does not exist"),
                    "only align[0] to align[2] exist",
                );
            }
            -n - 1
        } else {
            a.node
        }
    }

    fn mon_info(&mut self, i: &MonInfo) -> i64 {
        match &i.kind {
            MonInfoKind::Name(e) => {
                self.str_expr(e);
                self.int(4);
                0x1
            }
            MonInfoKind::Attitude(v) => {
                self.ints(&[*v, 0]);
                0x2
            }
            MonInfoKind::Alertness(v) => {
                self.ints(&[*v, 2]);
                0x4
            }
            MonInfoKind::Align(a) => {
                let v = self.align(a);
                self.ints(&[v, 1]);
                0x8
            }
            MonInfoKind::Appear(t, e) => {
                self.str_expr(e);
                self.ints(&[*t, 3]);
                0x10
            }
            MonInfoKind::Flag(id, m) => {
                self.ints(&[1, *id]);
                *m
            }
            MonInfoKind::Valued(id, m, e) => {
                if *id == 8 && !self.fam.gnollhack_forms {
                    self.not_here(i.span, "`revived` with a value");
                }
                self.int_expr(e);
                self.int(*id);
                *m
            }
            MonInfoKind::Const(v, id, m) => {
                if !self.fam.gnollhack_forms {
                    self.not_here(i.span, "this monster detail");
                }
                self.ints(&[*v, *id]);
                *m
            }
            MonInfoKind::SeenTraps(names, all) => {
                let mut mask: i64 = if *all { -1 } else { 0 };
                for n in names.iter().rev() {
                    if let Some(t) = self.trap_type(n) {
                        let bit = 1i64 << (t - 1);
                        if mask & bit != 0 {
                            self.err(
                                n.span,
                                format!("trap \"{}\" is listed twice", show_bytes(&n.node)),
                                "repeated",
                            );
                        }
                        mask |= bit;
                    }
                }
                self.ints(&[mask, 15]);
                0x8000
            }
        }
    }

    fn obj_info(&mut self, i: &ObjInfo) -> i64 {
        match &i.kind {
            ObjInfoKind::DoorState(2) if self.fam.gnollhack_forms => {
                self.ints(&[1, 30]);
                0x0200_0000
            }
            ObjInfoKind::Const(v, id, m) => {
                self.ints(&[*v, *id]);
                *m
            }
            ObjInfoKind::KeyType(t) => {
                self.object(t);
                self.int(26);
                0x0020_0000
            }
            ObjInfoKind::Curse(v) => {
                self.ints(&[*v, 1]);
                0x1
            }
            ObjInfoKind::Montype(t) => {
                self.monster(t);
                self.int(2);
                0x2
            }
            ObjInfoKind::Spe(e) => {
                self.int_expr(e);
                self.int(0);
                0x4
            }
            ObjInfoKind::Name(e) => {
                self.str_expr(e);
                self.int(3);
                0x8
            }
            ObjInfoKind::Quantity(e) => {
                self.int_expr(e);
                self.int(4);
                0x10
            }
            ObjInfoKind::Buried => {
                self.ints(&[1, 5]);
                0x20
            }
            ObjInfoKind::Lit(v) => {
                self.ints(&[*v, 6]);
                0x40
            }
            ObjInfoKind::Eroded(e) => {
                self.int_expr(e);
                self.int(7);
                0x80
            }
            ObjInfoKind::Erodeproof => {
                self.ints_c(&[(-1, true), (7, false)]);
                0x80
            }
            ObjInfoKind::DoorState(v) => match v {
                8 => {
                    self.ints(&[1, 8]);
                    0x100
                }
                1 => {
                    self.ints(&[1, 13]);
                    0x200
                }
                _ => {
                    self.err(
                        i.span,
                        if self.fam.gnollhack_forms {
                            "an object's door state can only be `locked`, `broken` or `open`"
                        } else {
                            "an object's door state can only be `locked` or `broken`"
                        },
                        "not allowed here",
                    );
                    0
                }
            },
            ObjInfoKind::Trapped(v) => {
                self.ints(&[*v, 9]);
                0x400
            }
            ObjInfoKind::Recharged(e) => {
                self.int_expr(e);
                self.int(10);
                0x800
            }
            ObjInfoKind::Invisible => {
                self.ints(&[1, 11]);
                0x1000
            }
            ObjInfoKind::Greased => {
                self.ints(&[1, 12]);
                0x2000
            }
            ObjInfoKind::Coord(c) => {
                self.coord(c);
                self.int(14);
                0x4000
            }
            ObjInfoKind::Valued(id, m, e) => {
                self.int_expr(e);
                self.int(*id);
                *m
            }
        }
    }

    fn init_map(&mut self, i: &InitMap, span: Span) {
        let bad_fill = |t: i64| t == INVALID_TYPE || t >= self.fam.terrain.max_type;
        match i {
            InitMap::SolidFill(m) => {
                let (c, lit, cs) = match m {
                    MapCharV::Lit(c, lit, s) => (c.node, lit.as_ref().map_or(-2, |l| l.node), *s),
                    MapCharV::Var(v) => (0, -2, v.span),
                };
                let f = self.map_char(c);
                if bad_fill(f) {
                    self.err(
                        cs,
                        "INIT_MAP: invalid fill character",
                        "not a terrain character",
                    );
                }
                self.ints(&[1, f, 0, lit, 0, 0, 0, 0]);
                self.max_x = COLNO - 1;
                self.max_y = ROWNO;
            }
            InitMap::MazeGrid(c) => {
                let f = self.map_char(c.node);
                if bad_fill(f) {
                    self.err(
                        c.span,
                        "INIT_MAP: invalid fill character",
                        "not a terrain character",
                    );
                }
                self.ints(&[2, f, 0, 0, 0, 0, 0, 0]);
                self.max_x = COLNO - 1;
                self.max_y = ROWNO;
            }
            InitMap::Rogue => self.ints(&[self.fam.lvlinit[1], 0, 0, 0, 0, 0, 0, 0]),
            InitMap::Sheol => self.ints(&[self.fam.lvlinit[2], 0, 0, 0, 0, 0, 0, 0]),
            InitMap::Mines {
                fg,
                bg,
                smoothed,
                joined,
                lit,
                walled,
                filling,
            } => {
                let f = self.map_char(fg.node);
                let b = self.map_char(bg.node);
                if bad_fill(f) {
                    self.err(
                        fg.span,
                        "INIT_MAP: invalid foreground character",
                        "not a terrain character",
                    );
                }
                if bad_fill(b) {
                    self.err(
                        bg.span,
                        "INIT_MAP: invalid background character",
                        "not a terrain character",
                    );
                }
                if joined.node != 0
                    && f != self.fam.terrain.corr
                    && f != self.fam.terrain.room
                    && !self.fam.joined_floors.contains(&f)
                {
                    self.err(
                        fg.span,
                        "INIT_MAP: a joined map needs `.` or `#` as foreground",
                        "not room or corridor",
                    );
                }
                let fill = filling.as_ref().map_or(-1, |c| self.map_char(c.node));
                if fill == INVALID_TYPE {
                    self.err(
                        filling.as_ref().map_or(span, |c| c.span),
                        "INIT_MAP: invalid fill character",
                        "not a terrain character",
                    );
                }
                self.ints(&[
                    self.fam.lvlinit[0],
                    fill,
                    *walled,
                    *lit,
                    joined.node,
                    *smoothed,
                    b,
                    f,
                ]);
                self.max_x = COLNO - 1;
                self.max_y = ROWNO;
            }
        }
        self.op(Opcode::InitLevel);
    }

    fn scan_map(&mut self, map: &Bytes) {
        let lines = map_rows(&map.node);
        let width = lines.iter().map(|l| l.len()).max().unwrap_or(0);
        let height = lines.len();
        let kept = height.min(MAP_Y_LIM as usize + 1);
        let mut buf = Vec::with_capacity(kept * width);
        for l in &lines[..kept] {
            for x in 0..width {
                let t = l
                    .get(x)
                    .map_or(self.fam.terrain.stone, |&c| self.map_char(i64::from(c)));
                let t = if t == INVALID_TYPE {
                    self.fam.terrain.stone
                } else {
                    t
                };
                buf.push((t + 1) as u8);
            }
        }
        let (w, h) = (width as i64, kept as i64);
        self.max_x = w - 1;
        self.max_y = h - 1;
        if w > MAP_X_LIM || height as i64 > MAP_Y_LIM {
            self.err(
                map.span,
                format!(
                    "map is too large at {width} x {height}; at most {MAP_X_LIM} x {MAP_Y_LIM}"
                ),
                "this map",
            );
        }
        self.push(Operand::Str(Some(buf)));
        self.ints(&[h, w]);
        self.op(Opcode::Map);
    }

    fn var_def(&mut self, name: &Bytes, value: &VarValue) {
        let scalar = |ty| VarTy { ty, array: false };
        let array = |ty| VarTy { ty, array: true };
        let mut count = 0i64;
        let ty = match value {
            VarValue::Expr(e) => match self.any_expr(e, &[Ty::Int, Ty::Str, Ty::Coord, Ty::Region])
            {
                Some(t) => scalar(t),
                None => return,
            },
            VarValue::Coord(c) => {
                self.coord(c);
                scalar(Ty::Coord)
            }
            VarValue::Region(r, span) => {
                let v = self.region_lit(r, *span);
                self.push(Operand::Region(v));
                scalar(Ty::Region)
            }
            VarValue::List(items, span) => {
                let mut kind: Option<(Ty, Span)> = None;
                for it in items {
                    let (t, sp) = match it {
                        ListItem::Expr(e) => {
                            let t = match &e.kind {
                                ExprKind::Str(_) | ExprKind::Concat(..) => Ty::Str,
                                ExprKind::Var(v) => self
                                    .lookup(&v.name.node)
                                    .map(|x| x.ty.ty)
                                    .filter(|t| *t == Ty::Str)
                                    .unwrap_or(Ty::Int),
                                _ => Ty::Int,
                            };
                            (t, e.span)
                        }
                        ListItem::Coord(Coord::Lit(_, _, s))
                        | ListItem::Coord(Coord::Random(_, s)) => (Ty::Coord, *s),
                        ListItem::Coord(_) => (Ty::Coord, *span),
                        ListItem::Region(_, s) => (Ty::Region, *s),
                    };
                    match kind {
                        None => kind = Some((t, sp)),
                        Some((k, ks)) if k != t => {
                            let d = Diagnostic::error(format!(
                                "an array mixes {} and {} elements",
                                k.name(),
                                t.name()
                            ))
                            .at(sp, format!("{} element", article(t.name())))
                            .with_label(ks, format!("first element is {}", article(k.name())));
                            self.diags.push(d);
                            return;
                        }
                        _ => {}
                    }
                    match it {
                        ListItem::Expr(e) => {
                            if t == Ty::Str {
                                self.str_expr(e)
                            } else {
                                self.int_expr(e)
                            }
                        }
                        ListItem::Coord(c) => self.coord(c),
                        ListItem::Region(r, s) => {
                            let v = self.region_lit(r, *s);
                            self.push(Operand::Region(v));
                        }
                    }
                    count += 1;
                }
                array(kind.map_or(Ty::Int, |k| k.0))
            }
            VarValue::Selection(s) => {
                self.sel(s);
                scalar(Ty::Sel)
            }
            VarValue::MapChar(m) => {
                self.mapchar(m);
                scalar(Ty::MapChar)
            }
            VarValue::MapChars(v, _) => {
                for m in v {
                    match m {
                        MapCharV::Lit(c, lit, s) => {
                            let x = self.mapchar_value(c, lit.as_ref(), *s);
                            self.push(Operand::MapChar(x));
                        }
                        MapCharV::Var(r) => self.err(
                            r.span,
                            "a variable cannot be an element of a map-character array",
                            "use a literal",
                        ),
                    }
                    count += 1;
                }
                array(Ty::MapChar)
            }
            VarValue::Monster(m) => {
                self.monster(m);
                scalar(Ty::Monst)
            }
            VarValue::Monsters(v, _) => {
                for m in v {
                    if let Thing::Var(r) = m {
                        self.err(
                            r.span,
                            "a variable cannot be an element of a monster array",
                            "use a literal",
                        );
                    }
                    let x = self.monster_value(m);
                    self.push(Operand::Monster(x));
                    count += 1;
                }
                array(Ty::Monst)
            }
            VarValue::Object(m) => {
                self.object(m);
                scalar(Ty::Obj)
            }
            VarValue::Objects(v, _) => {
                for m in v {
                    if let Thing::Var(r) = m {
                        self.err(
                            r.span,
                            "a variable cannot be an element of an object array",
                            "use a literal",
                        );
                    }
                    let x = self.object_value(m);
                    self.push(Operand::Object(x));
                    count += 1;
                }
                array(Ty::Obj)
            }
        };
        self.define(name, ty);
        self.int(count);
        self.push(Operand::Str(Some(name.node.clone())));
        self.op(Opcode::VarInit);
    }

    fn var_init(&mut self, name: &[u8]) {
        self.int(0);
        self.push(Operand::Str(Some(name.to_vec())));
        self.op(Opcode::VarInit);
    }

    fn switch(&mut self, value: &Expr, cases: &[Case], span: Span) {
        if self.in_switch {
            self.err(
                span,
                "SWITCH statements cannot be nested",
                "inside another SWITCH",
            );
        }
        let outer = self.in_switch;
        self.in_switch = true;
        self.int_expr(value);
        if !Self::inconstant(value) {
            self.op(Opcode::Rn2);
        }
        let chk_base = self.n() + 1;
        let chk = self.placeholder();
        self.op(Opcode::Jmp);
        self.break_start();
        let mut table: Vec<(i64, i64)> = Vec::new();
        let mut default: Option<(i64, Span)> = None;
        for c in cases {
            match &c.value {
                Some(v) => {
                    if table.len() < MAX_SWITCH_CASES {
                        table.push((v.node, self.n()));
                    } else {
                        self.err(c.span, "too many CASEs in one SWITCH", "the limit is 20");
                    }
                }
                None => {
                    if let Some((_, first)) = default {
                        let d = Diagnostic::error("a SWITCH has two DEFAULT cases")
                            .at(c.span, "second DEFAULT")
                            .with_label(first, "first DEFAULT");
                        self.diags.push(d);
                    }
                    default = Some((self.n(), c.span));
                }
            }
            for s in &c.stmts {
                self.stmt(s);
            }
        }
        let end_base = self.n() + 1;
        let end = self.placeholder();
        self.op(Opcode::Jmp);
        let v = self.n() - chk_base;
        self.patch(chk, v);
        for (val, at) in table {
            self.op(Opcode::Copy);
            self.int(val);
            self.op(Opcode::Cmp);
            let off = at - self.n() - 1;
            self.int(off);
            self.op(Opcode::Je);
        }
        if let Some((at, _)) = default {
            let off = at - self.n() - 1;
            self.int(off);
            self.op(Opcode::Jmp);
        }
        let v = self.n() - end_base;
        self.patch(end, v);
        self.break_end();
        self.op(Opcode::Pop);
        self.in_switch = outer;
    }

    fn for_loop(&mut self, var: &Bytes, from: &Expr, to: &Expr, body: &Block, span: Span) {
        if self.nested_fors >= MAX_NESTED {
            self.err(
                span,
                "FOR loops are nested too deeply",
                "the limit is 20 levels",
            );
        }
        self.nested_fors += 1;
        self.int_expr(from);
        self.int_expr(to);
        let name = var.node.clone();
        let mut end = name.clone();
        end.extend_from_slice(b" end");
        let mut step = name.clone();
        step.extend_from_slice(b" step");
        self.var_init(&end);
        self.define(
            var,
            VarTy {
                ty: Ty::Int,
                array: false,
            },
        );
        self.var_init(&name);
        self.push(Operand::Var(end.clone()));
        self.push(Operand::Var(name.clone()));
        self.op(Opcode::MathSub);
        self.op(Opcode::MathSign);
        self.var_init(&step);
        let jmp = self.n();
        self.break_start();
        self.block(body);
        self.push(Operand::Var(name.clone()));
        self.push(Operand::Var(end));
        self.op(Opcode::Cmp);
        self.push(Operand::Var(step));
        self.push(Operand::Var(name.clone()));
        self.op(Opcode::MathAdd);
        self.var_init(&name);
        let off = jmp - self.n() - 1;
        self.int(off);
        self.op(Opcode::Jne);
        self.break_end();
        self.nested_fors -= 1;
    }

    fn function(&mut self, name: &Bytes, params: &[Param], body: &Block, span: Span) {
        if !self.fam.header_functions {
            self.function_warning(name);
        }
        self.function_body(name, params, body, span);
    }

    fn function_warning(&mut self, name: &Bytes) {
        self.diags.push(
            Diagnostic::warning(
                "function-extension",
                format!("function `{}`: NetHack 3.6.7's lev_comp cannot read functions", show_bytes(&name.node)),
            )
            .at(name.span, "a function definition")
            .note("its grammar has functions, but its scanner never produces a function name, so the C tool rejects this file")
            .note("dgn compiles it the way that grammar describes; use `-W function-extension` to refuse it"),
        );
    }

    fn function_body(&mut self, name: &Bytes, params: &[Param], body: &Block, span: Span) {
        if self.in_function {
            self.err(
                span,
                "functions cannot be defined inside functions",
                "nested definition",
            );
            return;
        }
        if let Some(f) = self.funcs.iter().find(|f| f.name == name.node) {
            let d = Diagnostic::error(format!(
                "function `{}` is defined twice",
                show_bytes(&name.node)
            ))
            .at(name.span, "second definition")
            .with_label(f.span, "first definition");
            self.diags.push(d);
            return;
        }
        let outer_code = std::mem::take(&mut self.code);
        let mut outer_lines = std::mem::take(&mut self.lines);
        self.lines.mark(0, self.at);
        let outer_vars = std::mem::take(&mut self.vars);
        self.in_function = true;
        let mut ps = Vec::new();
        for p in params {
            let (letter, ty) = match p.ty.node.as_slice() {
                b"int" | b"integer" => (b'i', Ty::Int),
                b"str" | b"string" => (b's', Ty::Str),
                _ => {
                    self.err(
                        p.ty.span,
                        format!("unknown parameter type `{}`", show_bytes(&p.ty.node)),
                        "use int or str",
                    );
                    (b'?', Ty::Int)
                }
            };
            self.define(&p.name, VarTy { ty, array: false });
            ps.insert(0, (p.name.node.clone(), letter));
        }
        self.block(body);
        self.int(0);
        self.op(Opcode::Return);
        let code = std::mem::replace(&mut self.code, outer_code);
        std::mem::swap(&mut self.lines, &mut outer_lines);
        let lines = outer_lines;
        self.vars = outer_vars;
        self.in_function = false;
        self.funcs.push(Func {
            name: name.node.clone(),
            params: ps,
            code,
            lines,
            called: false,
            addr: -1,
            span: name.span,
        });
    }

    fn call(&mut self, name: &Bytes, args: &[Expr], span: Span) {
        let mut got = Vec::new();
        for a in args {
            match self.any_expr(a, &[Ty::Int, Ty::Str]) {
                Some(Ty::Str) => got.insert(0, b's'),
                _ => got.insert(0, b'i'),
            }
        }
        let Some(fi) = self.funcs.iter().position(|f| f.name == name.node) else {
            self.err(
                name.span,
                format!("function `{}` is not defined", show_bytes(&name.node)),
                "no such function",
            );
            return;
        };
        let want: Vec<u8> = self.funcs[fi].params.iter().map(|p| p.1).collect();
        if want != got {
            let show = |v: &[u8]| {
                v.iter()
                    .rev()
                    .map(|c| if *c == b's' { "str" } else { "int" })
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            self.err(
                span,
                format!(
                    "function `{}` takes ({}), but is called with ({})",
                    show_bytes(&name.node),
                    show(&want),
                    show(&got)
                ),
                "wrong arguments",
            );
        }
        if !self.funcs[fi].called {
            let base = self.n() + 1;
            let at = self.placeholder();
            self.op(Opcode::Jmp);
            self.funcs[fi].addr = self.n();
            let params: Vec<Vec<u8>> = self.funcs[fi].params.iter().map(|p| p.0.clone()).collect();
            for p in params {
                self.var_init(&p);
            }
            let code = self.funcs[fi].code.clone();
            let lines = self.funcs[fi].lines.clone();
            self.lines.splice(self.code.len(), &lines);
            self.code.extend(code);
            self.lines.mark(self.code.len(), self.at);
            let v = self.n() - base;
            self.patch(at, v);
            self.funcs[fi].called = true;
        }
        let l = self.funcs[fi].addr - self.n() - 2;
        self.ints(&[args.len() as i64, l]);
        self.op(Opcode::Call);
    }
}

fn article(s: &str) -> String {
    match s.as_bytes().first() {
        Some(b'a' | b'e' | b'i' | b'o' | b'u') => format!("an {s}"),
        _ => format!("a {s}"),
    }
}
