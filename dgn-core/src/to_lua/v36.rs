//! NetHack 3.6 level files (`dgn-lev36`'s syntax tree) written as NetHack
//! 3.7 Lua.
//!
//! The file has already compiled without error when this runs, so the
//! tree is well typed; what is checked here is what 3.7 reads differently.

use std::collections::HashMap;

use super::check37;
use super::comments::SourceLines;
use super::names37;
use super::writer::{ident, long_string, string, Out};
use super::{LuaLevel, Options};
use crate::diag::Diagnostic;
use crate::lev36::ast::*;
use crate::source::{show_bytes, SourceFile, Span};

/// What a 3.6 variable holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Vt {
    Int,
    Str,
    Coord,
    Region,
    Sel,
    MapChar,
    Monster,
    Object,
}

#[derive(Clone, Copy, Debug)]
struct VarInfo {
    ty: Vt,
    array: bool,
}

/// A coordinate as the call it goes into needs it.
pub(super) enum C {
    /// Literal `x, y`.
    Xy(i64, i64),
    /// Anywhere (the game picks).
    Random,
    /// A Lua expression giving a table with `x` and `y`.
    Table(String),
}

pub(super) fn convert(
    src: &SourceFile,
    opts: &Options,
    target: &crate::Target,
) -> (Vec<LuaLevel>, Vec<Diagnostic>) {
    let family = crate::lev36::variant::of(target.variant);
    let (levels, _) = crate::lev36::parse_with(src, family);
    let mut maps = Vec::new();
    for l in &levels {
        collect_maps(&l.stmts, &mut maps);
    }
    let lines = SourceLines::new(src.bytes(), &maps);
    let header = lines.header();
    let file_name = super::source_file_name(src);
    let mut out = Vec::with_capacity(levels.len());
    let mut diags = Vec::new();
    let mut next_comment = 0;
    // UnNetHack's `%i` level name counter.
    let mut counter = 0;
    for (i, lvl) in levels.iter().enumerate() {
        // Comments after a level's last statement belong to the next level.
        let last_line = lvl
            .stmts
            .last()
            .map_or(lines.line(lvl.def.span.end()), |s| {
                lines.line(s.span.end().saturating_sub(1))
            });
        let end = if i + 1 == levels.len() {
            lines.comments().len()
        } else {
            lines.comments()[next_comment..]
                .iter()
                .position(|(l, _)| *l > last_line)
                .map_or(lines.comments().len(), |p| p + next_comment)
        };
        let mut c = Conv {
            lines: &lines,
            family,
            catalog: &target.catalog,
            out: Out::default(),
            diags: Vec::new(),
            vars: HashMap::new(),
            classes: Vec::new(),
            declared: Vec::new(),
            comments: next_comment..end,
            last_line: None,
            allow_flip: opts.allow_flip,
            tmp: 0,
            in_switch: 0,
            in_loop: 0,
            map_placed: false,
            corrmaze: false,
            knox: lvl.def.name.node == b"knox",
            vault: None,
        };
        let header: Vec<usize> = if next_comment > 0 {
            header.clone()
        } else {
            Vec::new()
        };
        // UnNetHack's functions defined before the first level serve every
        // level; each converted level is a script of its own.
        let shared = levels.first().map_or(&[][..], |l| &l.header[..]);
        c.level(lvl, &file_name, &header, shared);
        next_comment = end;
        diags.append(&mut c.diags);
        let name = match family.counted_name(&lvl.def.name.node, counter + 1) {
            Ok(Some(n)) => {
                counter += 1;
                n
            }
            _ => lvl.def.name.node.clone(),
        };
        out.push(LuaLevel {
            name: String::from_utf8_lossy(&name).into_owned(),
            text: c.out.buf,
        });
    }
    (out, diags)
}

fn collect_maps(stmts: &[Stmt], maps: &mut Vec<std::ops::Range<usize>>) {
    for s in stmts {
        match &s.kind {
            StmtKind::Map { map, .. } => maps.push(map.span.range()),
            _ => {
                for b in blocks(s) {
                    collect_maps(b, maps);
                }
            }
        }
    }
}

/// The statement lists nested in a statement.
fn blocks(s: &Stmt) -> Vec<&[Stmt]> {
    match &s.kind {
        StmtKind::Switch { cases, .. } => cases.iter().map(|c| c.stmts.as_slice()).collect(),
        StmtKind::For { body, .. }
        | StmtKind::Loop { body, .. }
        | StmtKind::Function { body, .. }
        | StmtKind::Room { body, .. }
        | StmtKind::Subroom { body, .. } => vec![&body.stmts],
        StmtKind::If { then, els, .. } => {
            let mut v = vec![then.stmts.as_slice()];
            if let Some(e) = els {
                v.push(&e.stmts);
            }
            v
        }
        StmtKind::Chance { stmt, .. } => vec![std::slice::from_ref(stmt.as_ref())],
        StmtKind::Monster { inv: Some(b), .. }
        | StmtKind::Object {
            contents: Some(b), ..
        }
        | StmtKind::Region { body: Some(b), .. } => vec![&b.stmts],
        _ => Vec::new(),
    }
}

struct Conv<'a> {
    lines: &'a SourceLines<'a>,
    /// The game of the 3.6 family the file is for.
    family: &'static crate::lev36::variant::Family36,
    /// The game's monsters and objects (for a variant's own, which NetHack
    /// 3.7 lacks).
    catalog: &'a crate::catalog::Catalog,
    out: Out,
    diags: Vec<Diagnostic>,
    vars: HashMap<Vec<u8>, VarInfo>,
    /// Monster and object variables that hold classes (`'D'`) only.
    classes: Vec<Vec<u8>>,
    /// Variables already declared `local`.
    declared: Vec<Vec<u8>>,
    /// The comments of this level (indices into the source's list) not yet
    /// written.
    comments: std::ops::Range<usize>,
    /// The last source line written.
    last_line: Option<usize>,
    allow_flip: bool,
    tmp: usize,
    in_switch: usize,
    in_loop: usize,
    map_placed: bool,
    /// The level is flagged `corrmaze` (mazes are dug as corridors).
    corrmaze: bool,
    /// The level is Fort Ludios (`knox`), whose vault 3.6 stocked at run time.
    knox: bool,
    /// Fort Ludios's vault (its unfilled morgue), once seen.
    vault: Option<[i64; 4]>,
}

pub(super) const DIRS: &[(i64, &str)] = &[(1, "north"), (2, "south"), (4, "east"), (8, "west")];
pub(super) const HALIGN: &[(i64, &str)] = &[
    (1, "left"),
    (2, "half-left"),
    (3, "center"),
    (4, "half-right"),
    (5, "right"),
];
pub(super) const VALIGN: &[(i64, &str)] = &[(1, "top"), (3, "center"), (5, "bottom")];
pub(super) const FLAGS: &[(i64, &str)] = &[
    (0x20, "mazelevel"),
    (0x1, "noteleport"),
    (0x2, "hardfloor"),
    (0x4, "nommap"),
    (0x8, "shortsighted"),
    (0x10, "arboreal"),
    (0x40, "premapped"),
    (0x80, "shroud"),
    (0x100, "graveyard"),
    (0x200, "icedpools"),
    (0x400, "solidify"),
    (0x800, "corrmaze"),
    (0x1000, "inaccessibles"),
];
pub(super) const DOOR_STATES: &[(i64, &str)] = &[
    (-1, "random"),
    (0, "nodoor"),
    (1, "broken"),
    (2, "open"),
    (4, "closed"),
    (8, "locked"),
    (32, "secret"),
];
pub(super) const ENGRAVINGS: &[(i64, &str)] = &[
    (1, "dust"),
    (2, "engrave"),
    (3, "burn"),
    (4, "mark"),
    (5, "blood"),
];

pub(super) fn name_of(table: &[(i64, &'static str)], v: i64) -> Option<&'static str> {
    table.iter().find(|(n, _)| *n == v).map(|(_, s)| *s)
}

/// Monster names of 3.6 that 3.7 spells otherwise or reads as another
/// species: the 3.6 name, the 3.7 name, and the gender 3.6's species had
/// (`Some(true)`: female) when the 3.7 name does not fix it.
///
/// The lords and kings of 3.6 (`dwarf lord`, `Elvenking`, `vampire lord`,
/// ...) are not here: those species were always male, and 3.7 still knows
/// each name as the male form of its species (`dwarf lord` is a male
/// `dwarf leader`), so the name is kept and fixes the same gender.
const MONSTER_RENAMES: &[(&str, &str, Option<bool>)] = &[
    ("aligned priest", "aligned cleric", None),
    ("high priest", "high cleric", None),
    ("priest", "cleric", Some(false)),
    ("priestess", "cleric", Some(true)),
];

/// Whether `name` is a 3.6 monster name that 3.7 spells otherwise but
/// still finds when it looks a name up (`name_to_mon`).
pub(super) fn monster_renamed(name: &[u8]) -> bool {
    MONSTER_RENAMES.iter().any(|(o, _, _)| o.as_bytes() == name)
}

/// Object names of 3.6 that 3.7 spells otherwise.
const OBJECT_RENAMES: &[(&str, &str)] = &[
    ("huge chunk of meat", "enormous meatball"),
    ("blinding venom", "splash of blinding venom"),
    ("acid venom", "splash of acid venom"),
];

/// Object classes whose names 3.7 reads after a prefix (`wand of ...`).
const CLASS_PREFIXES: &[(u8, &str)] = &[
    (b'=', "ring of "),
    (b'!', "potion of "),
    (b'?', "scroll of "),
    (b'+', "spellbook of "),
    (b'/', "wand of "),
];

/// The 3.7 object `find_objtype` finds for a name: by name, then by
/// description, case folded; a class prefix restricts the class.
fn find_object37(name: &str) -> Option<usize> {
    let mut class = None;
    let mut s = name;
    if name.to_ascii_lowercase().contains(" of ") {
        for (c, p) in CLASS_PREFIXES {
            // Byte-wise: a name may hold any text.
            if name.len() >= p.len()
                && name.as_bytes()[..p.len()].eq_ignore_ascii_case(p.as_bytes())
            {
                class = Some(*c);
                s = name.get(p.len()..).unwrap_or("");
                break;
            }
        }
    }
    names37::OBJECTS
        .iter()
        .position(|(n, c, _)| class.is_none_or(|k| k == *c) && n.eq_ignore_ascii_case(s))
        .or_else(|| {
            names37::OBJECTS
                .iter()
                .position(|(_, _, d)| !d.is_empty() && d.eq_ignore_ascii_case(s))
        })
}

impl Conv<'_> {
    fn warn(
        &mut self,
        code: &'static str,
        span: Span,
        msg: String,
        label: &str,
    ) -> &mut Diagnostic {
        self.diags
            .push(Diagnostic::warning(code, msg).at(span, label.to_string()));
        self.diags.last_mut().expect("just pushed")
    }

    fn error(&mut self, span: Span, msg: String, label: &str) {
        self.diags
            .push(Diagnostic::error(msg).at(span, label.to_string()));
    }

    // ----- comments and layout -----

    /// Writes the pending comments of lines before `line`.
    fn flush(&mut self, line: usize) {
        while self.comments.start < self.comments.end {
            let (l, text) = self.lines.comments()[self.comments.start];
            if l >= line {
                break;
            }
            self.gap(l);
            self.out.comment(text);
            self.last_line = Some(l);
            self.comments.start += 1;
        }
    }

    /// A blank line before source line `line` when the source has one.
    fn gap(&mut self, line: usize) {
        if let Some(last) = self.last_line {
            if self.lines.blank_between(last, line) {
                self.out.blank();
            }
        }
    }

    /// Starts a statement: its comments, its blank line.
    fn start(&mut self, span: Span) {
        let l = self.lines.line(span.start());
        self.flush(l);
        self.gap(l);
        self.last_line = Some(l);
    }

    /// Ends a statement (or block) whose text ends at `span`'s end.
    fn finish(&mut self, span: Span) {
        let l = self.lines.line(span.end().saturating_sub(1));
        self.last_line = Some(self.last_line.map_or(l, |x| x.max(l)));
    }

    // ----- the level -----

    fn level(&mut self, lvl: &Level, file: &str, header: &[usize], shared: &[Stmt]) {
        self.out.line(&format!(
            "-- NetHack 3.7 level \"{}\", converted by dgn from {file} (NetHack 3.6)",
            show_bytes(&lvl.def.name.node)
        ));
        for &h in header {
            let text = self.lines.comments()[h].1;
            self.out.comment(text);
        }
        if !header.is_empty() {
            self.out.blank();
        }
        let def_line = self.lines.line(lvl.def.span.start());
        self.flush(def_line);
        self.last_line = Some(def_line);
        self.out.blank();
        self.prescan(&lvl.stmts);
        // The level's kind and flags.
        let mut flags: Vec<&str> = Vec::new();
        if let Some(f) = &lvl.def.maze {
            match f.node {
                None => self
                    .out
                    .line("des.level_init({ style = \"mazegrid\", bg = \"-\" });"),
                Some(c) if self.family.gnollhack_forms => {
                    // GnollHack's filler is the map character itself, and
                    // may be lit.
                    let fg = self.lua_mapchar(c, f.span);
                    self.out.line(&format!(
                        "des.level_init({{ style = \"solidfill\", fg = {fg} }});"
                    ));
                    if lvl.def.maze_lit == Some(1) {
                        self.out.line("des.region(selection.negate(), \"lit\");");
                    } else {
                        self.out.line(super::writer::UNLIT_FILL);
                    }
                }
                Some(c) => {
                    self.out.line(&format!(
                        "des.level_init({{ style = \"solidfill\", fg = {} }});",
                        mapchar_str(c)
                    ));
                    self.out.line(super::writer::UNLIT_FILL);
                }
            }
            flags.push("mazelevel");
        }
        let mut bits = 0;
        if let Some(fl) = &lvl.flags {
            let l = fl
                .first()
                .map_or(def_line, |f| self.lines.line(f.span.start()));
            self.flush(l);
            bits = fl.iter().fold(0, |a, f| a | f.node);
            if let Some(f) = fl.last() {
                self.finish(f.span);
            }
        }
        self.corrmaze = bits & 0x800 != 0;
        if self.family.variant != crate::target::Variant::Vanilla {
            // A variant numbers the flags its own way: read them by name,
            // and leave out those NetHack 3.7 does not have.
            let at = lvl
                .flags
                .as_ref()
                .and_then(|f| f.first())
                .map_or(lvl.def.name.span, |f| f.span);
            let mut vanilla = 0;
            for name in self.family.flag_names(bits) {
                match FLAGS.iter().find(|(_, n)| *n == name) {
                    Some((b, _)) => vanilla |= b,
                    // A flag of the variant's that NetHack 3.7 has too
                    // (UnNetHack's `noflip`, `stormy`).
                    None if super::names37::LEVEL_FLAGS.contains(&name) => {
                        if !flags.contains(&name) {
                            flags.push(name);
                        }
                    }
                    None => {
                        self.warn(
                            "variant-feature",
                            at,
                            format!("NetHack 3.7 has no level flag `{name}` (a variant's); it is left out"),
                            "left out",
                        );
                    }
                }
            }
            bits = vanilla;
            self.corrmaze = bits & 0x800 != 0;
        }
        for (b, n) in FLAGS {
            if bits & b != 0 && !flags.contains(n) {
                flags.push(n);
            }
        }
        // 3.6 applies Sokoban's rules to the levels of the Sokoban branch;
        // 3.7 to the levels flagged so.
        if lvl.def.name.node.starts_with(b"soko") {
            flags.push("sokoban");
            self.warn(
                "sokoban-flag",
                lvl.def.name.span,
                "NetHack 3.7 applies Sokoban's rules only to levels flagged `sokoban`; this level, named as Sokoban's levels are, gets the flag".into(),
                "flagged `sokoban`",
            );
        }
        if !self.allow_flip && !flags.contains(&"noflip") {
            flags.push("noflip");
        }
        if !flags.is_empty() {
            let list: Vec<String> = flags.iter().map(|f| format!("\"{f}\"")).collect();
            self.out
                .line(&format!("des.level_flags({});", list.join(", ")));
        }
        // Variables first set inside a block, or after a function that may
        // use them, are declared at the top so that every part sees them.
        let mut top: Vec<String> = Vec::new();
        let mut early: Vec<Vec<u8>> = Vec::new();
        Self::collect_early(&lvl.stmts, 0, &mut false, &mut Vec::new(), &mut early);
        for name in early {
            if !self.declared.contains(&name) {
                top.push(ident(&name));
                self.declared.push(name);
            }
        }
        if !top.is_empty() {
            self.out.line(&format!("local {}", top.join(", ")));
        }
        for s in shared {
            match &s.kind {
                StmtKind::Function { .. } => self.stmt_kind(s),
                _ => self.stmt(s),
            }
        }
        self.stmts(&lvl.stmts);
        self.flush(usize::MAX);
        if let Some(rect) = self.vault {
            super::writer::knox_treasury(&mut self.out, rect);
        }
    }

    /// Records the type of every variable, in source order.
    fn prescan(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            match &s.kind {
                StmtKind::VarDef { name, value } if !self.vars.contains_key(&name.node) => {
                    let info = self.value_type(value);
                    self.vars.insert(name.node.clone(), info);
                    let class = |t: &Thing| matches!(t, Thing::Class(_));
                    let all_classes = match value {
                        VarValue::Monster(t) | VarValue::Object(t) => class(t),
                        VarValue::Monsters(ts, _) | VarValue::Objects(ts, _) => {
                            ts.iter().all(class)
                        }
                        _ => false,
                    };
                    if all_classes {
                        self.classes.push(name.node.clone());
                    }
                }
                StmtKind::For { var, .. } => {
                    self.vars.entry(var.node.clone()).or_insert(VarInfo {
                        ty: Vt::Int,
                        array: false,
                    });
                }
                StmtKind::Function { params, .. } => {
                    for p in params {
                        let ty = match p.ty.node.as_slice() {
                            b"string" => Vt::Str,
                            b"coord" => Vt::Coord,
                            b"region" => Vt::Region,
                            b"selection" => Vt::Sel,
                            b"mapchar" => Vt::MapChar,
                            b"monster" => Vt::Monster,
                            b"object" => Vt::Object,
                            _ => Vt::Int,
                        };
                        self.vars
                            .entry(p.name.node.clone())
                            .or_insert(VarInfo { ty, array: false });
                    }
                }
                _ => {}
            }
            for b in blocks(s) {
                self.prescan(b);
            }
        }
    }

    /// Variables whose first definition is nested in a block or comes after
    /// a function definition, in order.
    fn collect_early(
        stmts: &[Stmt],
        depth: usize,
        after_fn: &mut bool,
        seen: &mut Vec<Vec<u8>>,
        acc: &mut Vec<Vec<u8>>,
    ) {
        for s in stmts {
            match &s.kind {
                StmtKind::VarDef { name, .. } if !seen.contains(&name.node) => {
                    seen.push(name.node.clone());
                    if depth > 0 || *after_fn {
                        acc.push(name.node.clone());
                    }
                }
                StmtKind::Function { .. } => *after_fn = true,
                _ => {}
            }
            for b in blocks(s) {
                Self::collect_early(b, depth + 1, after_fn, seen, acc);
            }
        }
    }

    fn value_type(&self, v: &VarValue) -> VarInfo {
        let one = |ty| VarInfo { ty, array: false };
        let many = |ty| VarInfo { ty, array: true };
        match v {
            VarValue::Expr(e) => self.expr_info(e),
            VarValue::Coord(_) => one(Vt::Coord),
            VarValue::Region(..) => one(Vt::Region),
            VarValue::List(items, _) => match items.first() {
                Some(ListItem::Expr(e)) => many(self.expr_info(e).ty),
                Some(ListItem::Coord(_)) => many(Vt::Coord),
                Some(ListItem::Region(..)) => many(Vt::Region),
                None => many(Vt::Int),
            },
            VarValue::Selection(_) => one(Vt::Sel),
            VarValue::MapChar(_) => one(Vt::MapChar),
            VarValue::MapChars(..) => many(Vt::MapChar),
            VarValue::Monster(_) => one(Vt::Monster),
            VarValue::Monsters(..) => many(Vt::Monster),
            VarValue::Object(_) => one(Vt::Object),
            VarValue::Objects(..) => many(Vt::Object),
        }
    }

    fn expr_info(&self, e: &Expr) -> VarInfo {
        let one = |ty| VarInfo { ty, array: false };
        match &e.kind {
            ExprKind::Str(_) | ExprKind::Concat(..) => one(Vt::Str),
            ExprKind::Var(v) => match self.vars.get(&v.name.node) {
                Some(i) => VarInfo {
                    ty: i.ty,
                    array: i.array && v.index.is_none(),
                },
                None => one(Vt::Int),
            },
            ExprKind::Paren(e) => self.expr_info(e),
            _ => one(Vt::Int),
        }
    }

    fn var_ty(&self, v: &VarRef) -> Option<Vt> {
        self.vars.get(&v.name.node).map(|i| i.ty)
    }

    // ----- statements -----

    fn stmts(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    /// A block's statements, nested one level, then its trailing comments.
    fn body(&mut self, b: &Block) {
        self.stmts(&b.stmts);
        let close = self.lines.line(b.span.end().saturating_sub(1));
        self.flush(close);
    }

    fn stmt(&mut self, s: &Stmt) {
        self.start(s.span);
        self.stmt_kind(s);
        self.finish(s.span);
    }

    fn stmt_kind(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Gh(g) => self.gh_stmt(g, s.span),
            StmtKind::Message(e) => {
                let e = self.expr(e);
                self.out.line(&format!("des.message({e});"));
            }
            StmtKind::InitMap(i) => self.init_map(i, s.span),
            StmtKind::Altar { coord, align, kind } => {
                let mut keys = Vec::new();
                self.coord_keys(coord, &mut keys, s.span);
                let a = self.align(align);
                keys.push(format!("align = {a}"));
                match kind {
                    0 => keys.push("type = \"altar\"".into()),
                    1 => keys.push("type = \"shrine\"".into()),
                    2 => keys.push("type = \"sanctum\"".into()),
                    _ => {
                        self.warn(
                            "random-altar-type",
                            s.span,
                            "NetHack 3.7 has no random altar type; this altar is an ordinary one"
                                .into(),
                            "random altar type",
                        );
                        keys.push("type = \"altar\"".into());
                    }
                }
                self.out
                    .line(&format!("des.altar({{ {} }});", keys.join(", ")));
            }
            StmtKind::Grave { coord, text } => {
                let mut keys = Vec::new();
                self.coord_keys(coord, &mut keys, s.span);
                match text {
                    Some(Some(e)) => {
                        let t = self.expr(e);
                        keys.push(format!("text = {t}"));
                    }
                    Some(None) => {}
                    None => keys.push("text = \"\"".into()),
                }
                self.out.call_table("des.grave", &keys);
            }
            StmtKind::Branch(a, b) => {
                let keys = self.levregion_keys(a, b, "\"branch\"");
                self.out.call_table("des.levregion", &keys);
            }
            StmtKind::Corridor { from, to } => match to {
                Ok(t) => {
                    let k = |c: &CorrSpec, side: &str| {
                        vec![
                            format!("{side}room = {}", c.room.node),
                            format!(
                                "{side}wall = \"{}\"",
                                name_of(DIRS, c.wall).unwrap_or("all")
                            ),
                            format!("{side}door = {}", c.door),
                        ]
                    };
                    let mut keys = k(from, "src");
                    keys.extend(k(t, "dest"));
                    self.out.call_table("des.corridor", &keys);
                }
                Err(_) => self.error(
                    s.span,
                    "a CORRIDOR to a number (no room) has no NetHack 3.7 form".into(),
                    "not convertible",
                ),
            },
            StmtKind::RandomCorridors(a) => {
                if a.is_some_and(|v| v != 0) {
                    self.warn(
                        "random-corridors-argument",
                        s.span,
                        "NetHack 3.7's random corridors take no argument; it is dropped".into(),
                        "argument dropped",
                    );
                }
                self.out.line("des.random_corridors();");
            }
            StmtKind::VarDef { name, value } => {
                let v = self.var_value(value);
                let id = ident(&name.node);
                if self.declared.contains(&name.node) {
                    self.out.line(&format!("{id} = {v};"));
                } else {
                    self.declared.push(name.node.clone());
                    self.out.line(&format!("local {id} = {v};"));
                }
            }
            StmtKind::Shuffle(name) => {
                let id = ident(&name.node);
                self.out.line(&format!("shuffle({id});"));
            }
            StmtKind::NonDiggable(r) => {
                let r = self.region_sel(r, "area");
                self.out.line(&format!("des.non_diggable({r});"));
            }
            StmtKind::NonPasswall(r) => {
                let r = self.region_sel(r, "area");
                self.out.line(&format!("des.non_passwall({r});"));
            }
            StmtKind::RoomDoor {
                material,
                secret,
                state,
                wall,
                pos,
                infos,
            } => {
                self.door_material(*material, s.span);
                self.door_infos(infos);
                let mut keys = Vec::new();
                let st = match secret {
                    1 => {
                        if *state != -1 && *state != 4 {
                            self.warn(
                                "secret-door-state",
                                s.span,
                                "a NetHack 3.7 secret door is always closed; the state is dropped"
                                    .into(),
                                "secret door with a state",
                            );
                        }
                        "secret"
                    }
                    -1 => {
                        self.warn(
                            "random-secret-door",
                            s.span,
                            "NetHack 3.7 cannot make a door secret at random; this door is not secret unless its state makes it so".into(),
                            "random secret",
                        );
                        name_of(DOOR_STATES, *state).unwrap_or("random")
                    }
                    _ => name_of(DOOR_STATES, *state).unwrap_or("random"),
                };
                keys.push(format!("state = \"{st}\""));
                let w = match wall {
                    -1 => "\"random\"".to_string(),
                    15 => "\"all\"".to_string(),
                    w => match name_of(DIRS, *w) {
                        Some(n) => format!("\"{n}\""),
                        None => {
                            // 3.6 tries walls at random until one of the
                            // listed ones comes up: one of them, evenly.
                            let names: Vec<String> = DIRS
                                .iter()
                                .filter(|(b, _)| w & b != 0)
                                .map(|(_, n)| format!("\"{n}\""))
                                .collect();
                            self.warn(
                                "door-walls",
                                s.span,
                                "NetHack 3.7 puts a door on one wall or on any; the wall is drawn from the listed ones by the script, at another moment than 3.6 draws it".into(),
                                "several walls",
                            );
                            format!("({{ {} }})[math.random({})]", names.join(", "), names.len())
                        }
                    },
                };
                keys.push(format!("wall = {w}"));
                if pos.node >= 0 {
                    keys.push(format!("pos = {}", pos.node));
                }
                self.out.call_table("des.door", &keys);
            }
            StmtKind::Door {
                material,
                state,
                sel,
                infos,
            } => {
                self.door_material(*material, s.span);
                self.door_infos(infos);
                let st = name_of(DOOR_STATES, *state).unwrap_or("random");
                self.at_sel(
                    sel,
                    |xy| format!("des.door(\"{st}\", {xy})"),
                    |c| format!("des.door({{ state = \"{st}\", coord = {c} }})"),
                );
            }
            StmtKind::Drawbridge { coord, dir, state } => {
                let d = name_of(DIRS, dir.node).unwrap_or("random");
                let st = match state.node {
                    2 => "open",
                    4 => "closed",
                    _ => "random",
                };
                let mut keys = vec![format!("dir = \"{d}\""), format!("state = \"{st}\"")];
                self.coord_keys(coord, &mut keys, s.span);
                self.out.call_table("des.drawbridge", &keys);
            }
            StmtKind::Engraving { coord, kind, text } => {
                let mut keys = Vec::new();
                self.coord_keys(coord, &mut keys, s.span);
                match name_of(ENGRAVINGS, *kind) {
                    Some(k) => keys.push(format!("type = \"{k}\"")),
                    None => {
                        self.warn(
                            "random-engraving-type",
                            s.span,
                            "NetHack 3.7 has no random engraving type; this one is engraved".into(),
                            "random type",
                        );
                        keys.push("type = \"engrave\"".into());
                    }
                }
                let t = self.expr(text);
                keys.push(format!("text = {t}"));
                self.out.call_table("des.engraving", &keys);
            }
            StmtKind::Mineralize(a) => match a {
                None => self.out.line("des.mineralize();"),
                Some(v) => {
                    let [p, m, g, j] = v.as_ref();
                    let (p, m, g, j) = (self.expr(p), self.expr(m), self.expr(g), self.expr(j));
                    self.out.line(&format!(
                        "des.mineralize({{ gem_prob = {j}, gold_prob = {g}, kelp_moat = {m}, kelp_pool = {p} }});"
                    ));
                }
            },
            StmtKind::Fountain(sel) => self.feature("fountain", sel),
            StmtKind::Sink(sel) => self.feature("sink", sel),
            StmtKind::Pool(sel) => self.feature("pool", sel),
            StmtKind::Feature(f, _) => {
                let (name, closest) = match f {
                    Feature::Forge => ("FORGE", "no terrain like it"),
                    Feature::MagicChest => ("MAGIC_CHEST", "no terrain like it"),
                    Feature::Puddle => ("PUDDLE", "the closest is a pool (\"P\"), which drowns"),
                    Feature::Sewage => ("SEWAGE", "the closest is a pool (\"P\"), which drowns"),
                    Feature::Toilet => ("TOILET", "the closest is a sink (\"K\")"),
                };
                self.warn(
                    "variant-feature",
                    s.span,
                    format!("NetHack 3.7 has no {name} (a variant's feature; {closest}); the statement is left out"),
                    "left out",
                );
            }
            StmtKind::MonGeneration { .. }
            | StmtKind::Sounds { .. }
            | StmtKind::Spill { .. }
            | StmtKind::WallWalk { .. }
            | StmtKind::Include(_) => {
                let (name, closest) = match &s.kind {
                    StmtKind::MonGeneration { .. } => (
                        "MON_GENERATION",
                        "no way to weigh the monsters a level makes",
                    ),
                    StmtKind::Sounds { .. } => ("SOUNDS", "no level sounds of a level's own"),
                    StmtKind::Spill { .. } => (
                        "SPILL",
                        "terrain can be drawn with `des.terrain` on a selection",
                    ),
                    StmtKind::WallWalk { .. } => ("WALLWALK", "nothing like it"),
                    _ => ("INCLUDE", "a Lua `dofile`, which level scripts cannot call"),
                };
                self.warn(
                    "variant-feature",
                    s.span,
                    format!("NetHack 3.7 has no {name} (UnNetHack's statement; {closest}); the statement is left out"),
                    "left out",
                );
            }
            StmtKind::VaultGen(_) | StmtKind::MinDepth(_) => {
                let what = if matches!(s.kind, StmtKind::VaultGen(_)) {
                    "VAULTGEN"
                } else {
                    "MINDEPTH"
                };
                self.warn(
                    "variant-feature",
                    s.span,
                    format!("NetHack 3.7 has no random vaults (a variant's {what}); the statement is left out"),
                    "left out",
                );
            }
            StmtKind::Gold { amount, coord } => {
                let a = self.expr(amount);
                match self.coord(coord, s.span) {
                    C::Xy(x, y) => self.out.line(&super::writer::gold_at(a, x, y)),
                    C::Random => self.out.line(&format!("des.gold({{ amount = {a} }});")),
                    C::Table(t) => self.out.line(&format!("des.gold({a}, {t});")),
                }
            }
            StmtKind::Switch { value, cases, .. } => self.switch(value, cases, s.span),
            StmtKind::For {
                var,
                from,
                to,
                body,
            } => {
                let id = ident(&var.node);
                let (a, b) = (self.expr(from), self.expr(to));
                let head = match (const_int(from), const_int(to)) {
                    (Some(x), Some(y)) if x <= y => format!("for {id} = {a}, {b} do"),
                    (Some(_), Some(_)) => format!("for {id} = {a}, {b}, -1 do"),
                    _ => {
                        let lo = self.temp();
                        let hi = self.temp();
                        self.out.line(&format!("local {lo}, {hi} = {a}, {b};"));
                        format!("for {id} = {lo}, {hi}, ({hi} < {lo}) and -1 or 1 do")
                    }
                };
                self.out.open(&head);
                self.in_loop += 1;
                self.body(body);
                self.in_loop -= 1;
                self.out.close("end");
            }
            StmtKind::Loop { count, body } => {
                let n = self.expr(count);
                // 3.6 runs the body once when the count is below 1.
                let head = match min_value(count) {
                    Some(v) if v >= 1 => format!("for _ = 1, {n} do"),
                    _ => format!("for _ = 1, math.max(1, {n}) do"),
                };
                self.out.open(&head);
                self.in_loop += 1;
                self.body(body);
                self.in_loop -= 1;
                self.out.close("end");
            }
            StmtKind::If { cond, then, els } => {
                let c = self.cond(cond);
                self.out.open(&format!("if {c} then"));
                self.body(then);
                if let Some(e) = els {
                    self.out.close("else");
                    self.out.depth += 1;
                    self.body(e);
                }
                self.out.close("end");
            }
            StmtKind::Chance { cond, stmt } => {
                let c = self.cond(cond);
                self.out.open(&format!("if {c} then"));
                self.stmt_kind(stmt);
                self.out.close("end");
            }
            StmtKind::Exit => self.out.line("do return end"),
            StmtKind::Break => {
                if self.in_loop > 0 {
                    self.out.line("break");
                } else {
                    self.error(
                        s.span,
                        "a BREAK here has no NetHack 3.7 form".into(),
                        "only the BREAK that ends a CASE or leaves a loop converts",
                    );
                }
            }
            StmtKind::Function { name, params, body } => {
                let ps: Vec<String> = params.iter().map(|p| ident(&p.name.node)).collect();
                self.out.open(&format!(
                    "local function {}({})",
                    ident(&name.node),
                    ps.join(", ")
                ));
                let (sw, lp) = (self.in_switch, self.in_loop);
                self.in_switch = 0;
                self.in_loop = 0;
                self.body(body);
                self.in_switch = sw;
                self.in_loop = lp;
                self.out.close("end");
            }
            StmtKind::Call { name, args } => {
                let a: Vec<String> = args.iter().map(|e| self.expr(e)).collect();
                self.out
                    .line(&format!("{}({});", ident(&name.node), a.join(", ")));
            }
            StmtKind::Ladder { coord, up } => {
                let d = if *up == 1 { "up" } else { "down" };
                self.positional("des.ladder", &format!("\"{d}\""), coord, s.span);
            }
            StmtKind::Stair { coord, up } => {
                let d = if *up == 1 { "up" } else { "down" };
                self.positional("des.stair", &format!("\"{d}\""), coord, s.span);
            }
            StmtKind::StairRegion { a, b, up } => {
                let t = if *up == 1 {
                    "\"stair-up\""
                } else {
                    "\"stair-down\""
                };
                let keys = self.levregion_keys(a, b, t);
                self.out.call_table("des.levregion", &keys);
            }
            StmtKind::Portal { a, b, name } => {
                let mut keys = self.levregion_keys(a, b, "\"portal\"");
                keys.push(format!("name = {}", string(&name.node)));
                self.out.call_table("des.levregion", &keys);
            }
            StmtKind::Teleport { a, b, dir: Some(2) } if self.family.gnollhack_forms => {
                let _ = (a, b);
                self.warn(
                    "variant-feature",
                    s.span,
                    "NetHack 3.7 has no region that forbids teleporting (GnollHack's `notele`; the closest is the level flag `noteleport`); the statement is left out".into(),
                    "left out",
                );
            }
            StmtKind::Teleport { a, b, dir } => {
                let mut keys = self.levregion_keys(a, b, "");
                keys.retain(|k| !k.starts_with("type"));
                match dir {
                    Some(1) => keys.push("dir = \"up\"".into()),
                    Some(_) => keys.push("dir = \"down\"".into()),
                    None => {}
                }
                self.out.call_table("des.teleport_region", &keys);
            }
            StmtKind::NoMap => {
                // Coordinates are the whole level's until a map is placed;
                // after one, a map of one transparent square puts them back.
                if self.map_placed {
                    self.out.line(
                        "des.map({ halign = \"center\", valign = \"center\", map = \"x\" }); -- back to whole-level coordinates",
                    );
                }
            }
            StmtKind::Map { at, fill, map } => self.map(at, *fill, map, s.span),
            StmtKind::Mazewalk {
                coord,
                dir,
                stocked,
            } => {
                let d = name_of(DIRS, *dir).unwrap_or("random");
                match (stocked, self.coord(coord, s.span)) {
                    (None, C::Xy(x, y)) if !self.corrmaze => {
                        self.out.line(&format!("des.mazewalk({x}, {y}, \"{d}\");"));
                    }
                    (st, c) => {
                        let mut keys = Vec::new();
                        push_coord(&mut keys, c);
                        keys.push(format!("dir = \"{d}\""));
                        let mut typ = None;
                        if let Some((b, f)) = st {
                            keys.push(format!(
                                "stocked = {}",
                                if *b == 0 { "false" } else { "true" }
                            ));
                            typ = f.as_ref().map(|f| f.node);
                        }
                        // Without a terrain 3.6 digs corridors in a
                        // `corrmaze` level; 3.7 floor unless told.
                        match typ {
                            Some(f) => keys.push(format!("typ = {}", mapchar_str(f))),
                            None if self.corrmaze => keys.push("typ = \"#\"".into()),
                            None => {}
                        }
                        self.out.call_table("des.mazewalk", &keys);
                    }
                }
            }
            StmtKind::Monster {
                mon,
                coord,
                infos,
                inv,
            } => self.monster(mon, coord, infos, inv.as_ref(), s.span),
            StmtKind::Object {
                obj,
                infos,
                contents,
                ..
            } => self.object(obj, infos, contents.as_ref(), s.span),
            StmtKind::Region {
                region,
                lit,
                rtype,
                flags,
                opts,
                body,
            } => {
                self.room_opts(opts, s.span);
                self.region(region, *lit, rtype, flags, body.as_ref(), s.span)
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
                self.room_opts(opts, s.span);
                let mut keys = self.room_begin(begin);
                if let Some((x, y)) = pos {
                    keys.push(format!("x = {}, y = {}", x.node, y.node));
                }
                if let Some((h, v)) = align {
                    keys.push(format!(
                        "xalign = \"{}\", yalign = \"{}\"",
                        name_of(HALIGN, h.node).unwrap_or("center"),
                        name_of(VALIGN, v.node).unwrap_or("center")
                    ));
                }
                if let Some((w, h)) = size {
                    keys.push(format!("w = {}, h = {}", w.node, h.node));
                }
                // lev_comp 3.6.7 takes a room's flags from its vertical
                // alignment: `bottom` (5) leaves the room unjoined.
                // GnollHack's reads the flags themselves.
                if self.family.gnollhack_forms {
                    let f = flags.as_ref().map_or(1, |v| v.iter().fold(0, |a, f| a | f));
                    if f & 1 == 0 {
                        keys.push("filled = 0".into());
                    }
                    if f & 4 != 0 {
                        keys.push("joined = false".into());
                    }
                } else if align.as_ref().is_some_and(|(_, v)| v.node & 4 != 0) {
                    keys.push("joined = false".into());
                }
                self.room_call(&keys, body);
            }
            StmtKind::Subroom {
                begin,
                pos,
                size,
                flags,
                opts,
                body,
            } => {
                self.room_opts(opts, s.span);
                let mut keys = self.room_begin(begin);
                if let Some((x, y)) = pos {
                    keys.push(format!("x = {}, y = {}", x.node, y.node));
                }
                if let Some((w, h)) = size {
                    keys.push(format!("w = {}, h = {}", w.node, h.node));
                }
                let f = flags.as_ref().map_or(1, |v| v.iter().fold(0, |a, f| a | f));
                if f & 1 == 0 {
                    keys.push("filled = 0".into());
                }
                if f & 4 != 0 {
                    keys.push("joined = false".into());
                }
                self.room_call(&keys, body);
            }
            StmtKind::Terrain { sel, mapchar } => {
                let (typ, lit) = self.mapchar(mapchar);
                match (&sel.kind, &lit) {
                    (SelKind::Point(Coord::Lit(x, y, _)), None) => self
                        .out
                        .line(&format!("des.terrain({}, {}, {typ});", x.node, y.node)),
                    _ => {
                        let sl = self.sel(sel);
                        let mut keys = vec![format!("selection = {sl}"), format!("typ = {typ}")];
                        if let Some(l) = lit {
                            keys.push(format!("lit = {l}"));
                        }
                        self.out.call_table("des.terrain", &keys);
                    }
                }
            }
            StmtKind::ReplaceTerrain {
                region,
                from,
                to,
                chance,
            } => {
                let r = match region {
                    RegionV::Lit(q, _) => format!(
                        "{{ {}, {}, {}, {} }}",
                        q[0].node, q[1].node, q[2].node, q[3].node
                    ),
                    RegionV::Var(v) => self.var_ref(v),
                    RegionV::Core(e) => self.core_region(e),
                };
                let (f, flit) = self.mapchar(from);
                let (t, tlit) = self.mapchar(to);
                if flit.is_some() {
                    self.warn(
                        "replace-terrain-light",
                        s.span,
                        "NetHack 3.7 replaces terrain whatever its light; the light of the terrain to replace is dropped".into(),
                        "light of the terrain to replace",
                    );
                }
                let mut keys = vec![
                    format!("region = {r}"),
                    format!("fromterrain = {f}"),
                    format!("toterrain = {t}"),
                ];
                if let Some(l) = tlit {
                    keys.push(format!("lit = {l}"));
                }
                keys.push(format!("chance = {}", chance.node));
                self.out.call_table("des.replace_terrain", &keys);
            }
            StmtKind::Trap { name, coord } => {
                let n = name.as_ref().map(|n| string(&n.node));
                match (n, self.coord(coord, s.span)) {
                    (Some(n), C::Xy(x, y)) => self.out.line(&format!("des.trap({n}, {x}, {y});")),
                    (Some(n), C::Random) => self.out.line(&format!("des.trap({n});")),
                    (Some(n), C::Table(t)) => self.out.line(&format!("des.trap({n}, {t});")),
                    (None, C::Random) => self.out.line("des.trap();"),
                    (None, c) => {
                        let mut keys = Vec::new();
                        push_coord(&mut keys, c);
                        self.out.call_table("des.trap", &keys);
                    }
                }
            }
            StmtKind::Wallify(sel) => match sel {
                None => self.out.line("des.wallify();"),
                Some(Sel {
                    kind: SelKind::FillRect(RegionV::Lit(q, _)) | SelKind::Rect(RegionV::Lit(q, _)),
                    ..
                }) => self.out.line(&format!(
                    "des.wallify({{ x1 = {}, y1 = {}, x2 = {}, y2 = {} }});",
                    q[0].node, q[1].node, q[2].node, q[3].node
                )),
                Some(sel) => self.error(
                    sel.span,
                    "NetHack 3.7 wallifies a rectangle only, not this selection".into(),
                    "not a rectangle",
                ),
            },
            StmtKind::Error => {}
        }
    }

    fn temp(&mut self) -> String {
        self.tmp += 1;
        format!("_t{}", self.tmp)
    }

    /// `f(first, x, y)`, `f(first)` or `f(first, coord)`.
    fn positional(&mut self, f: &str, first: &str, coord: &Coord, span: Span) {
        match self.coord(coord, span) {
            C::Xy(x, y) => self.out.line(&format!("{f}({first}, {x}, {y});")),
            C::Random => self.out.line(&format!("{f}({first});")),
            C::Table(t) => self.out.line(&format!("{f}({first}, {t});")),
        }
    }

    /// A map character as a Lua string; a variant's that NetHack 3.7
    /// lacks is replaced by its stand-in, with a warning.
    fn lua_mapchar(&mut self, c: i64, span: Span) -> String {
        match u8::try_from(c)
            .ok()
            .and_then(|b| variant_char(self.family, b))
        {
            Some((stand_in, what, closest)) => {
                self.warn(
                    "variant-feature",
                    span,
                    format!(
                        "NetHack 3.7 has no {what} (`{}`, a variant's); {closest} stands in",
                        c as u8 as char
                    ),
                    "a variant's terrain",
                );
                mapchar_str(i64::from(stand_in))
            }
            None => mapchar_str(c),
        }
    }

    /// EvilHack's door material, which NetHack 3.7's doors do not have.
    fn door_material(&mut self, material: Option<i64>, span: Span) {
        if material.is_some() {
            self.warn(
                "variant-feature",
                span,
                "NetHack 3.7's doors have no material (an EvilHack feature); the material is left out".into(),
                "material left out",
            );
        }
    }

    /// GnollHack's door details, which NetHack 3.7's doors lack.
    fn door_infos(&mut self, infos: &[DoorInfo]) {
        for i in infos {
            let what = match &i.kind {
                DoorInfoKind::Key(_) => "keytype",
                DoorInfoKind::Const(_, 0, _) => "subtype",
                DoorInfoKind::Const(_, 2, _) => "special_quality",
                DoorInfoKind::Const(_, 3, _) => "indestructible",
                DoorInfoKind::Const(_, 4, _) => {
                    "secret_door (the closest is a door `secret` state)"
                }
                DoorInfoKind::Const(_, 5, _) => "uses_up_key",
                DoorInfoKind::Const(..) => "non_passdoor",
            };
            self.warn(
                "variant-feature",
                i.span,
                format!("NetHack 3.7's doors have no {what} (a GnollHack detail); it is left out"),
                "left out",
            );
        }
    }

    /// GnollHack's room options, which NetHack 3.7's rooms lack.
    fn room_opts(&mut self, opts: &RoomOpts, span: Span) {
        let mut left = Vec::new();
        if opts.floortype.is_some() {
            left.push("floortype");
        }
        if opts.floorsubtype.is_some() {
            left.push("floorsubtype");
        }
        if opts.tileset.is_some() {
            left.push("tileset");
        }
        if opts.decostyle.is_some() {
            left.push("decoration_style");
        }
        if opts.montype.is_some() {
            left.push("montype");
        }
        if !left.is_empty() {
            self.warn(
                "variant-feature",
                span,
                format!(
                    "NetHack 3.7's rooms and regions have no {} (GnollHack's options); left out",
                    left.join(", ")
                ),
                "left out",
            );
        }
    }

    /// GnollHack's statements: the closest NetHack 3.7 form where there
    /// is one, a `variant-feature` warning for what is lost.
    fn gh_stmt(&mut self, g: &GhStmt, span: Span) {
        let lost = |name: &str, closest: &str| {
            format!("NetHack 3.7 has no {name} (a GnollHack feature; {closest}); the statement is left out")
        };
        let plain = |kind: StmtKind| Stmt { kind, span };
        match g {
            GhStmt::Message(e, _) => {
                self.stmt_kind(&plain(StmtKind::Message(e.clone())));
                self.warn(
                    "variant-feature",
                    span,
                    "NetHack 3.7's messages have no type, attribute, color or sound (GnollHack's); a plain message is written".into(),
                    "details left out",
                );
            }
            GhStmt::Altar {
                coord,
                align,
                kind,
                subtype,
                montype,
            } => {
                self.stmt_kind(&plain(StmtKind::Altar {
                    coord: coord.clone(),
                    align: align.clone(),
                    kind: *kind,
                }));
                if *subtype != 0 || montype.is_some() {
                    self.warn(
                        "variant-feature",
                        span,
                        "NetHack 3.7's altars have no subtype or monster (GnollHack's); they are left out".into(),
                        "details left out",
                    );
                }
            }
            GhStmt::Fountain(sel, t) => {
                self.feature("fountain", sel);
                if t.node != 0 {
                    self.warn(
                        "variant-feature",
                        t.span,
                        "NetHack 3.7's fountains have no type (GnollHack's); a plain fountain is made".into(),
                        "type left out",
                    );
                }
            }
            GhStmt::Terrain(sel, m, t) => {
                self.stmt_kind(&plain(StmtKind::Terrain {
                    sel: sel.clone(),
                    mapchar: m.clone(),
                }));
                self.warn(
                    "variant-feature",
                    t.span,
                    "NetHack 3.7's terrain has no floor subtype (GnollHack's); it is left out"
                        .into(),
                    "subtype left out",
                );
            }
            GhStmt::Throne(sel) => {
                self.feature("throne", sel);
            }
            GhStmt::WallifyAll => {
                self.stmt_kind(&plain(StmtKind::Wallify(None)));
            }
            GhStmt::Tree(c, forest, subtype) => {
                let at = c.span_of();
                let sel = Sel {
                    kind: SelKind::Point(c.clone()),
                    span: at,
                };
                let tree = Num::new(i64::from(b'T'), at);
                self.stmt_kind(&plain(StmtKind::Terrain {
                    sel,
                    mapchar: MapCharV::Lit(tree, None, at),
                }));
                if forest.is_some() || subtype.is_some() {
                    self.warn(
                        "variant-feature",
                        span,
                        "NetHack 3.7's trees have no kind (GnollHack's tree subtypes and forest types); a plain tree (\"T\") is made".into(),
                        "kind left out",
                    );
                }
            }
            other => {
                let (name, closest) = match other {
                    GhStmt::Tileset(_) | GhStmt::SpecialTileset(..) => {
                        ("TILESET", "tiles follow the dungeon")
                    }
                    GhStmt::BoundaryType(_) => {
                        ("BOUNDARY_TYPE", "no terrain around the map but stone")
                    }
                    GhStmt::Forest(..) => ("FOREST", "trees go one by one with TERRAIN \"T\""),
                    GhStmt::MonsterGeneration(..) => (
                        "MONSTER_GENERATION",
                        "no way to weigh the monsters a level makes",
                    ),
                    GhStmt::Subtype(..) | GhStmt::Floor(..) => {
                        ("FLOOR or SUBTYPE", "floors have no kinds")
                    }
                    GhStmt::Carpet(..) | GhStmt::CarpetPiece(..) => ("CARPET", "no carpets"),
                    GhStmt::Decoration(..) => ("DECORATION", "no wall decorations"),
                    GhStmt::Anvil(..) => ("ANVIL", "no terrain like it"),
                    GhStmt::Npc(..) => ("NPC", "the closest is a peaceful MONSTER"),
                    GhStmt::Brazier(..) => ("BRAZIER", "the closest is a lit candle OBJECT"),
                    GhStmt::Signpost(..) => ("SIGNPOST", "the closest is an ENGRAVING"),
                    GhStmt::MagicPortal(..) => {
                        ("MAGIC_PORTAL", "the closest is a magic portal TRAP")
                    }
                    GhStmt::ModronPortal(..) | GhStmt::ModronTeleporter(..) => {
                        ("MODRON_PORTAL", "the closest is a teleport TRAP")
                    }
                    GhStmt::Lever(..) => ("LEVER", "no switches"),
                    GhStmt::Naming(..) => ("NAMING", "levels have no shown names"),
                    GhStmt::SpecialRegion(..) | GhStmt::SpecialLevRegion(..) => {
                        ("SPECIAL_REGION", "no special map regions")
                    }
                    _ => ("this statement", "nothing close"),
                };
                self.warn("variant-feature", span, lost(name, closest), "left out");
            }
        }
    }

    fn feature(&mut self, what: &str, sel: &Sel) {
        self.at_sel(
            sel,
            |xy| format!("des.feature(\"{what}\", {xy})"),
            |c| format!("des.feature(\"{what}\", {c})"),
        );
    }

    /// A statement made at every point of a selection: one call for a
    /// literal point, a loop over the selection otherwise.
    fn at_sel(&mut self, sel: &Sel, lit: impl Fn(&str) -> String, table: impl Fn(&str) -> String) {
        match &sel.kind {
            SelKind::Point(Coord::Lit(x, y, _)) => {
                let l = lit(&format!("{}, {}", x.node, y.node));
                self.out.line(&format!("{l};"));
            }
            SelKind::Point(Coord::Var(v)) | SelKind::Var(v)
                if self.var_ty(v) == Some(Vt::Coord) =>
            {
                let r = self.var_ref(v);
                let l = table(&r);
                self.out.line(&format!("{l};"));
            }
            _ => {
                let s = self.sel(sel);
                let l = lit("x, y");
                self.out
                    .line(&format!("{s}:iterate(function(x, y) {l}; end);"));
            }
        }
    }

    fn room_begin(&mut self, b: &RoomBegin) -> Vec<String> {
        let mut keys = Vec::new();
        match &b.rtype {
            Some(t) if t.node != b"ordinary" && super::names37::known_room_type(&t.node) => {
                keys.push(format!("type = {}", string(&t.node)))
            }
            Some(_) => {}
            None => {
                self.warn(
                    "random-room-type",
                    b.span,
                    "NetHack 3.7 has no random room type; this room is an ordinary one".into(),
                    "random room type",
                );
            }
        }
        if let Some(c) = &b.chance {
            keys.push(format!("chance = {}", c.node));
        }
        if b.lit >= 0 {
            keys.push(format!("lit = {}", b.lit));
        }
        keys
    }

    fn room_call(&mut self, keys: &[String], body: &Block) {
        let close = self.lines.line(body.span.end().saturating_sub(1));
        let comments_inside = self.comments.start < self.comments.end
            && self.lines.comments()[self.comments.start].0 < close;
        if body.stmts.is_empty() && !comments_inside {
            self.out.call_table("des.room", keys);
            return;
        }
        let head = if keys.is_empty() {
            "des.room({ contents = function()".to_string()
        } else {
            format!("des.room({{ {}, contents = function()", keys.join(", "))
        };
        self.out.open(&head);
        self.body(body);
        self.out.close("end });");
    }

    fn region(
        &mut self,
        region: &RegionV,
        lit: i64,
        rtype: &Option<Bytes>,
        flags: &Option<Vec<i64>>,
        body: Option<&Block>,
        span: Span,
    ) {
        let r = match region {
            RegionV::Lit(q, _) => format!(
                "{{ {}, {}, {}, {} }}",
                q[0].node, q[1].node, q[2].node, q[3].node
            ),
            RegionV::Var(v) => self.var_ref(v),
            RegionV::Core(e) => self.core_region(e),
        };
        let mut keys = vec![format!("region = {r}")];
        if lit >= 0 {
            keys.push(format!("lit = {lit}"));
        }
        let f = flags.as_ref().map_or(1, |v| v.iter().fold(0, |a, f| a | f));
        let ordinary = match rtype {
            None => {
                self.warn(
                    "random-room-type",
                    span,
                    "NetHack 3.7 has no random room type; this region is an ordinary one".into(),
                    "random room type",
                );
                true
            }
            Some(t) if t.node == b"ordinary" || !super::names37::known_room_type(&t.node) => true,
            Some(t) if self.is_knox_vault(&t.node, region, flags) => {
                if let RegionV::Lit(q, _) = region {
                    self.vault = Some([q[0].node, q[1].node, q[2].node, q[3].node]);
                }
                self.warn(
                    "fixup-special",
                    t.span,
                    super::writer::KNOX_VAULT.into(),
                    "an ordinary room, stocked at the end",
                );
                true
            }
            Some(t) => {
                keys.push(format!("type = {}", string(&t.node)));
                false
            }
        };
        // 3.6 marks a region `unfilled` to make it a room anyway (an
        // ordinary one: where migrating monsters arrive) or to set only the
        // level's flags of a special room (3.7's `filled = 2`).
        if f & 1 == 0 {
            if ordinary {
                keys.push("arrival_room = true".into());
            } else {
                keys.push("filled = 2".into());
            }
        } else if !ordinary {
            keys.push("filled = 1".into());
        }
        if f & 2 != 0 {
            keys.push("irregular = true".into());
        }
        if f & 4 != 0 {
            keys.push("joined = false".into());
        }
        match body.filter(|b| !b.stmts.is_empty()) {
            Some(b) => {
                self.out.open(&format!(
                    "des.region({{ {}, contents = function()",
                    keys.join(", ")
                ));
                self.body(b);
                self.out.close("end });");
            }
            None => self.out.call_table("des.region", &keys),
        }
    }

    /// Whether a region is Fort Ludios's vault: the first unfilled morgue,
    /// at a fixed place, of the level named `knox` (3.6 found it by its
    /// type once the level was built).
    fn is_knox_vault(&self, rtype: &[u8], region: &RegionV, flags: &Option<Vec<i64>>) -> bool {
        let unfilled = flags
            .as_ref()
            .is_some_and(|v| v.iter().fold(0, |a, f| a | f) & 1 == 0);
        self.knox
            && self.vault.is_none()
            && rtype == b"morgue"
            && unfilled
            && matches!(region, RegionV::Lit(..))
    }

    fn map(&mut self, at: &Placement, fill: Option<i64>, map: &Bytes, span: Span) {
        // Comments between `GEOMETRY` and `MAP` (rulers, often) go first.
        self.flush(self.lines.line(map.span.start()));
        let mut keys = Vec::new();
        match at {
            Placement::Justified(h, v) => {
                keys.push(format!(
                    "halign = \"{}\"",
                    name_of(HALIGN, *h).unwrap_or("center")
                ));
                keys.push(format!(
                    "valign = \"{}\"",
                    name_of(VALIGN, *v).unwrap_or("center")
                ));
            }
            Placement::At(c) => {
                let c = self.coord(c, span);
                if matches!(c, C::Random) {
                    self.error(
                        span,
                        "a map at a random place has no NetHack 3.7 form".into(),
                        "random placement",
                    );
                }
                push_coord(&mut keys, c);
            }
        }
        if fill == Some(0) {
            self.warn(
                "map-region-kept",
                span,
                "NetHack 3.7 keeps the coordinates of every map; the statements after this one are relative to it".into(),
                "a map that 3.6 did not keep",
            );
        }
        // Digits are rulers (dropped by lev_comp); short rows are padded
        // with solid rock as lev_comp pads them.
        let rows = crate::lev36::lower::map_rows(&map.node);
        let width = rows.iter().map(|r| r.len()).max().unwrap_or(0);
        let mut body = Vec::new();
        let mut odd = false;
        let mut variant_seen: Vec<u8> = Vec::new();
        for r in &rows {
            for x in 0..width {
                let mut c = r.get(x).copied().unwrap_or(b' ');
                if let Some((stand_in, what, closest)) = variant_char(self.family, c) {
                    if !variant_seen.contains(&c) {
                        variant_seen.push(c);
                        self.warn(
                            "variant-feature",
                            map.span,
                            format!("NetHack 3.7 has no {what} (`{}` in a variant's map); {closest} stands in", c as char),
                            "a variant's terrain",
                        );
                    }
                    c = stand_in;
                }
                if crate::lev36::lower::map_char(i64::from(c)) == 127 && c != b'x' {
                    odd = true;
                    body.push(b' ');
                } else {
                    body.push(c);
                }
            }
            body.push(b'\n');
        }
        if odd {
            self.warn(
                "map-character",
                map.span,
                "characters that are no terrain are solid rock in this map".into(),
                "written as ` `",
            );
        }
        self.map_placed = true;
        let mut line = format!("des.map({{ {}, map = ", keys.join(", ")).into_bytes();
        line.extend(long_string(&body));
        line.extend_from_slice(b" });");
        self.out.raw_line(&line);
    }

    fn init_map(&mut self, i: &InitMap, span: Span) {
        match i {
            InitMap::SolidFill(m) => {
                let (c, lit) = self.mapchar(m);
                // Without a light state 3.6 leaves the light alone; 3.7
                // would pick one at random.
                let lit = lit.unwrap_or_else(|| "0".into());
                self.out.line(&format!(
                    "des.level_init({{ style = \"solidfill\", fg = {c}, lit = {lit} }});"
                ));
            }
            InitMap::MazeGrid(c) => {
                let bg = self.lua_mapchar(c.node, c.span);
                self.out.line(&format!(
                    "des.level_init({{ style = \"mazegrid\", bg = {bg} }});"
                ));
            }
            InitMap::Rogue => self.out.line("des.level_init({ style = \"rogue\" });"),
            InitMap::Sheol => {
                self.warn(
                    "variant-feature",
                    span,
                    "NetHack 3.7 has no `sheollev` level style (UnNetHack's Sheol); the closest is a solid fill of ice".to_string(),
                    "filled with ice instead",
                );
                self.out
                    .line("des.level_init({ style = \"solidfill\", fg = \"I\" });");
            }
            InitMap::Mines {
                fg,
                bg,
                smoothed,
                joined,
                lit,
                walled,
                filling,
            } => {
                let fg = self.lua_mapchar(fg.node, fg.span);
                let bg = self.lua_mapchar(bg.node, bg.span);
                let init = super::writer::MinesInit {
                    fg,
                    bg,
                    smoothed: *smoothed != 0,
                    joined: joined.node != 0,
                    lit: (*lit >= 0).then_some(*lit),
                    walled: (*walled != -1).then_some(*walled != 0),
                    filling: None,
                };
                if init.walled.is_none() {
                    let msg = super::writer::RANDOM_WALLED.to_string();
                    self.warn("random-walled", span, msg, "random walls");
                }
                let mut keys = init.keys();
                if let Some(f) = filling {
                    keys.push(format!("filling = {}", self.lua_mapchar(f.node, f.span)));
                }
                self.out.call_table("des.level_init", &keys);
            }
        }
    }

    fn levregion_keys(&mut self, a: &LevRegion, b: &LevRegion, ty: &str) -> Vec<String> {
        let q = |r: &LevRegion| {
            format!(
                "{{ {}, {}, {}, {} }}",
                r.coords[0].node, r.coords[1].node, r.coords[2].node, r.coords[3].node
            )
        };
        let mut keys = vec![format!("region = {}", q(a))];
        if a.whole_level {
            keys.push("region_islev = 1".into());
        }
        keys.push(format!("exclude = {}", q(b)));
        if b.whole_level {
            keys.push("exclude_islev = 1".into());
        }
        if !ty.is_empty() {
            keys.push(format!("type = {ty}"));
        }
        keys
    }

    fn align(&mut self, a: &Num) -> String {
        let n = self.family.align_vanilla(a.node);
        if let Some(word) = super::writer::align_word(n) {
            return word.into();
        }
        match n {
            n if n >= 1000 => format!("align[{}]", n - 1000 + 1),
            _ => "\"random\"".into(),
        }
    }

    // ----- monsters and objects -----

    fn monster(
        &mut self,
        mon: &Thing,
        coord: &Coord,
        infos: &[MonInfo],
        inv: Option<&Block>,
        span: Span,
    ) {
        let (id, female) = self.monster_id(mon);
        let c = self.coord(coord, span);
        let mut keys: Vec<String> = Vec::new();
        if let Some(f) = female {
            keys.push(format!("female = {}", if f { "1" } else { "0" }));
        }
        for i in infos {
            match &i.kind {
                MonInfoKind::Name(e) => {
                    let e = self.expr(e);
                    keys.push(format!("name = {e}"));
                }
                MonInfoKind::Attitude(v) => keys.push(format!("peaceful = {v}")),
                MonInfoKind::Alertness(v) => keys.push(format!("asleep = {v}")),
                MonInfoKind::Align(a) => {
                    let a = self.align(a);
                    keys.push(format!("align = {a}"));
                }
                MonInfoKind::Appear(k, e) => {
                    let p = check37::appear_prefix(*k);
                    let v = match &e.kind {
                        ExprKind::Str(t) => {
                            let who = match mon {
                                Thing::Name(n) | Thing::ClassName(_, n, _) => {
                                    check37::Who::Named(&n.node)
                                }
                                Thing::Class(c) => check37::Who::Class(c.node as u8),
                                Thing::Random(_) | Thing::Var(_) | Thing::Special(..) => {
                                    check37::Who::Unknown
                                }
                            };
                            check37::appearance(&mut self.diags, *k, t, e.span, who);
                            let mut b = p.as_bytes().to_vec();
                            b.extend_from_slice(t);
                            string(&b)
                        }
                        _ => format!("\"{p}\" .. {}", self.expr(e)),
                    };
                    keys.push(format!("appear_as = {v}"));
                }
                MonInfoKind::Flag(16, _) => {
                    self.warn(
                        "variant-feature",
                        i.span,
                        "NetHack 3.7 cannot place a monster dead (a variant's detail); the monster is made alive".into(),
                        "left out",
                    );
                }
                MonInfoKind::Flag(n, _) => {
                    let k = match n {
                        5 => "female",
                        6 => "invisible",
                        7 => "cancelled",
                        8 => "revived",
                        9 => "avenge",
                        13 => "stunned",
                        _ => "confused",
                    };
                    keys.retain(|x| !x.starts_with("female ="));
                    keys.push(format!("{k} = 1"));
                }
                MonInfoKind::Valued(19, _, _) => {
                    self.warn(
                        "variant-feature",
                        i.span,
                        "NetHack 3.7's monsters have no level_adjustment (a GnollHack detail); it is left out".into(),
                        "left out",
                    );
                }
                MonInfoKind::Valued(n, _, e) => {
                    let k = match n {
                        8 => "revived",
                        10 => "fleeing",
                        11 => "blinded",
                        _ => "paralyzed",
                    };
                    let e = self.expr(e);
                    keys.push(format!("{k} = {e}"));
                }
                MonInfoKind::Const(_, id, _) => {
                    let what = match id {
                        5 => "male",
                        15 => "seen_traps",
                        16 => "waitforu",
                        17 => "protector",
                        18 => "maxhp",
                        20 => "keep_original_inventory",
                        21 => "level_boss",
                        22 => "use_boss_hostility",
                        23 => "has_backup",
                        _ => "quest_companion",
                    };
                    if *id == 5 {
                        keys.retain(|x| !x.starts_with("female ="));
                        keys.push("female = 0".into());
                    } else {
                        self.warn(
                            "variant-feature",
                            i.span,
                            format!("NetHack 3.7's monsters have no {what} (a GnollHack detail); it is left out"),
                            "left out",
                        );
                    }
                }
                MonInfoKind::SeenTraps(..) => {
                    self.warn(
                        "seen-traps",
                        i.span,
                        "NetHack 3.7 does not read the traps a monster has seen; they are dropped"
                            .into(),
                        "dropped",
                    );
                }
            }
        }
        if keys.is_empty() && inv.is_none() {
            short_call(&mut self.out, "des.monster", id.as_deref(), c);
            return;
        }
        let mut all = Vec::new();
        if let Some(n) = id {
            all.push(format!("{} = {n}", self.id_key(mon)));
        }
        push_coord(&mut all, c);
        all.extend(keys);
        match inv {
            Some(b) => {
                all.push("inventory = function()".into());
                self.out.open(&format!("des.monster({{ {}", all.join(", ")));
                self.body(b);
                self.out.close("end });");
            }
            None => self.out.call_table("des.monster", &all),
        }
    }

    /// The table key of a monster or object: `class` for a class, `id`
    /// for a name.
    fn id_key(&self, t: &Thing) -> &'static str {
        match t {
            Thing::Class(_) => "class",
            Thing::Var(v) if self.classes.contains(&v.name.node) => "class",
            _ => "id",
        }
    }

    /// The `id = ...`/`class = ...` of a monster (as the bare argument when
    /// alone), and a gender 3.6's species had that the 3.7 name lacks.
    fn monster_id(&mut self, t: &Thing) -> (Option<String>, Option<bool>) {
        match t {
            Thing::Name(n) | Thing::ClassName(_, n, _) => {
                let (name, female) = self.monster_name(n);
                (Some(name), female)
            }
            Thing::Class(c) => {
                check37::monster_class(&mut self.diags, c.node as u8, c.span);
                (Some(string(&[c.node as u8])), None)
            }
            Thing::Random(_) | Thing::Special(..) => (None, None),
            Thing::Var(v) => (Some(self.var_ref(v)), None),
        }
    }

    fn monster_name(&mut self, n: &Bytes) -> (String, Option<bool>) {
        let mut diags = Vec::new();
        let named = monster_name(&mut diags, n);
        if self.unknown_to_37(&diags) {
            let class = self
                .catalog
                .monsters()
                .iter()
                .find(|m| m.name.eq_ignore_ascii_case(&n.node))
                .and_then(|m| self.catalog.monster_class_symbol(m.class))
                .filter(|c| *c != 0);
            if let Some(class) = class {
                self.stand_in(n, "monster", class);
                return (string(&[class]), None);
            }
        }
        self.diags.append(&mut diags);
        named
    }

    /// An object class symbol as NetHack 3.7 takes it: a variant's class
    /// that 3.7 lacks (GnollHack's reagents `9`, miscellany `8`, art `7`)
    /// becomes the closest 3.7 class, with a warning.
    fn object_class37(&mut self, c: u8, span: Span) -> u8 {
        if self.family.variant != crate::target::Variant::Vanilla
            && !super::names37::OBJECT_CLASSES.contains(&c)
        {
            let (to, what) = match c {
                b'9' => (b'%', "food"),
                _ => (b'(', "tools"),
            };
            self.warn(
                "variant-feature",
                span,
                format!(
                    "NetHack 3.7 has no object class '{}' (a variant's); its class '{}' ({what}) stands in",
                    c as char, to as char
                ),
                "a variant's object class",
            );
            return to;
        }
        check37::object_class(&mut self.diags, c, span);
        c
    }

    fn object_name(&mut self, n: &Bytes, class: Option<u8>) -> String {
        // A variant's object that NetHack 3.7 has in another class.
        if let Some(c) = class {
            let mut probe = Vec::new();
            if self.family.variant != crate::target::Variant::Vanilla {
                let _ = object_name(&mut probe, n, Some(c));
                let mut bare = Vec::new();
                let named = object_name(&mut bare, n, None);
                if self.unknown_to_37(&probe) && !bare.iter().any(Diagnostic::is_error) {
                    self.warn(
                        "variant-feature",
                        n.span,
                        format!(
                            "NetHack 3.7's \"{}\" is of another class than '{}' (a variant's class); its own is made",
                            String::from_utf8_lossy(&n.node),
                            c as char
                        ),
                        "a variant's class",
                    );
                    return named;
                }
            }
        }
        // A variant's own object: one NetHack 3.7 knows under no class.
        let mut probe = Vec::new();
        if self.family.variant != crate::target::Variant::Vanilla {
            let _ = object_name(&mut probe, n, None);
        }
        if self.unknown_to_37(&probe) {
            let sym = self.catalog.object_id(&n.node, None).and_then(|id| {
                let o = self.catalog.objects().get(id)?;
                self.catalog.object_class_symbol(o.class)
            });
            if let Some(sym) = sym {
                self.stand_in(n, "object", sym);
                let sym = self.object_class37(sym, n.span);
                return string(&[sym]);
            }
        }
        object_name(&mut self.diags, n, class)
    }

    /// Whether a name NetHack 3.7 refused (`diags` of its look-up) is a
    /// variant's own, which a random one of its class stands in for.
    fn unknown_to_37(&self, diags: &[Diagnostic]) -> bool {
        self.family.variant != crate::target::Variant::Vanilla
            && diags.iter().any(Diagnostic::is_error)
    }

    /// Warns that a variant's monster or object (`what`) is written as a
    /// random one of its class.
    fn stand_in(&mut self, n: &Bytes, what: &str, class: u8) {
        let text = String::from_utf8_lossy(&n.node).into_owned();
        self.warn(
            "variant-feature",
            n.span,
            format!(
                "NetHack 3.7 has no {what} \"{text}\" (a variant's); a random {what} of its class '{}' stands in",
                class as char
            ),
            &format!("a variant's {what}"),
        );
    }

    fn object(&mut self, obj: &Thing, infos: &[ObjInfo], contents: Option<&Block>, _span: Span) {
        let mut keys: Vec<String> = Vec::new();
        let mut coord = C::Random;
        let table = match obj {
            Thing::Name(n) | Thing::ClassName(_, n, _) => needs_table(&n.node),
            _ => false,
        };
        let (id, is_class, statue) = match obj {
            Thing::Name(n) => {
                let s = self.object_name(n, None);
                let st = is_corpstat(&n.node);
                (Some(s), false, st)
            }
            Thing::ClassName(c, n, _) => {
                let s = self.object_name(n, Some(c.node as u8));
                (Some(s), false, is_corpstat(&n.node))
            }
            Thing::Class(c) => {
                let c = self.object_class37(c.node as u8, c.span);
                (Some(string(&[c])), true, false)
            }
            Thing::Random(_) => (None, false, false),
            Thing::Special(_, span) => {
                self.warn(
                    "variant-feature",
                    *span,
                    "NetHack 3.7 has no special object kinds (GnollHack's `artifact`, `random_contents` ...); a random object is made".into(),
                    "made random",
                );
                (None, false, false)
            }
            Thing::Var(v) => (Some(self.var_ref(v)), false, false),
        };
        for i in infos {
            match &i.kind {
                ObjInfoKind::Curse(v) => {
                    let b = match v {
                        1 => "blessed",
                        2 => "uncursed",
                        _ => "cursed",
                    };
                    keys.push(format!("buc = \"{b}\""));
                }
                ObjInfoKind::Montype(t) => {
                    let m = match t {
                        Thing::Name(n) | Thing::ClassName(_, n, _) => self.monster_name(n).0,
                        Thing::Class(c) => {
                            // 3.7 reads a montype only for these objects.
                            if table {
                                check37::montype_class(&mut self.diags, c.node as u8, c.span);
                            }
                            string(&[c.node as u8])
                        }
                        Thing::Var(v) => self.var_ref(v),
                        Thing::Random(_) | Thing::Special(..) => continue,
                    };
                    keys.push(format!("montype = {m}"));
                }
                ObjInfoKind::Spe(e) => match (statue, const_int(e)) {
                    (true, Some(v)) => {
                        if v & 1 != 0 {
                            keys.push("historic = true".into());
                        }
                        if v & 2 != 0 {
                            keys.push("male = true".into());
                        }
                        if v & 4 != 0 {
                            keys.push("female = true".into());
                        }
                    }
                    _ => {
                        let e = self.expr(e);
                        keys.push(format!("spe = {e}"));
                    }
                },
                ObjInfoKind::Name(e) => {
                    let e = self.expr(e);
                    keys.push(format!("name = {e}"));
                }
                ObjInfoKind::Quantity(e) => {
                    let e = self.expr(e);
                    keys.push(format!("quantity = {e}"));
                }
                ObjInfoKind::Buried => keys.push("buried = true".into()),
                ObjInfoKind::Lit(v) => keys.push(format!("lit = {v}")),
                ObjInfoKind::Eroded(e) => {
                    let e = self.expr(e);
                    keys.push(format!("eroded = {e}"));
                }
                ObjInfoKind::Erodeproof => keys.push("eroded = -1".into()),
                ObjInfoKind::DoorState(v) => {
                    if *v == 1 {
                        keys.push("broken = true".into());
                    } else {
                        keys.push("locked = 1".into());
                    }
                }
                ObjInfoKind::Trapped(v) => keys.push(format!("trapped = {v}")),
                ObjInfoKind::Recharged(e) => {
                    let e = self.expr(e);
                    keys.push(format!("recharged = {e}"));
                }
                ObjInfoKind::Invisible => {
                    self.warn(
                        "invisible-object",
                        i.span,
                        "NetHack 3.7 cannot make an object invisible; it is visible".into(),
                        "dropped",
                    );
                }
                ObjInfoKind::Greased => keys.push("greased = true".into()),
                ObjInfoKind::Coord(c) => coord = self.coord(c, i.span),
                ObjInfoKind::Valued(_, mask, _) => {
                    let what = match mask {
                        0x8000 => "affixed_gem (an EvilHack detail)",
                        0x10000 => "forged_qual (an EvilHack detail)",
                        0x20000 => "enchantment (a GnollHack detail; the closest is spe)",
                        0x40000 => "charges (a GnollHack detail; the closest is spe)",
                        0x80000 => "special_quality (a GnollHack detail)",
                        0x100000 => "speflags (a GnollHack detail)",
                        _ => "age (a GnollHack detail)",
                    };
                    self.warn(
                        "variant-feature",
                        i.span,
                        format!("NetHack 3.7's objects have no {what}; it is left out"),
                        "left out",
                    );
                }
                ObjInfoKind::Const(..) | ObjInfoKind::KeyType(_) => {
                    let id = match &i.kind {
                        ObjInfoKind::Const(_, id, _) => *id,
                        _ => 26,
                    };
                    let what = match id {
                        17 => "manual_type",
                        19 => "material",
                        20 => "elemental_enchantment",
                        21 => "exceptionality",
                        22 => "mythic",
                        23 => "mythic_prefix",
                        24 => "mythic_suffix",
                        26 => "keytype",
                        27 => "indestructible",
                        28 => "uses_up_key",
                        29 => "no_pickup",
                        _ => "open",
                    };
                    self.warn(
                        "variant-feature",
                        i.span,
                        format!("NetHack 3.7's objects have no {what} (a GnollHack detail); it is left out"),
                        "left out",
                    );
                }
            }
        }
        if keys.is_empty() && contents.is_none() && !table {
            short_call(&mut self.out, "des.object", id.as_deref(), coord);
            return;
        }
        let mut all = Vec::new();
        if let Some(n) = id {
            let k = if is_class { "class" } else { self.id_key(obj) };
            all.push(format!("{k} = {n}"));
        }
        push_coord(&mut all, coord);
        all.extend(keys);
        match contents {
            Some(b) => {
                all.push("contents = function()".into());
                self.out.open(&format!("des.object({{ {}", all.join(", ")));
                self.body(b);
                self.out.close("end });");
            }
            None => self.out.call_table("des.object", &all),
        }
    }

    // ----- values -----

    fn coord(&mut self, c: &Coord, _span: Span) -> C {
        match c {
            Coord::Lit(x, y, _) => C::Xy(x.node, y.node),
            Coord::Random(flags, sp) => {
                if !flags.is_empty() {
                    self.warn(
                        "random-humidity",
                        *sp,
                        "NetHack 3.7 draws a random spot without a terrain filter; this one may land where 3.6 would not put it".into(),
                        "terrain filter dropped",
                    );
                    if let Some(d) = self.diags.pop() {
                        self.diags.push(d.note(
                            "the statement's own default applies (dry ground for monsters and objects)",
                        ));
                    }
                }
                C::Random
            }
            Coord::RndCoord(s, _) => {
                let s = self.sel(s);
                C::Table(format!("selection.rndcoord({s})"))
            }
            Coord::Core(e) => C::Table(self.core_coord(e)),
            Coord::Var(v) => match self.var_ty(v) {
                Some(Vt::Sel) => {
                    let s = self.var_ref(v);
                    C::Table(format!("selection.rndcoord({s})"))
                }
                _ => C::Table(self.var_ref(v)),
            },
        }
    }

    fn coord_keys(&mut self, c: &Coord, keys: &mut Vec<String>, span: Span) {
        let c = self.coord(c, span);
        push_coord(keys, c);
    }

    fn var_ref(&mut self, v: &VarRef) -> String {
        let id = ident(&v.name.node);
        match &v.index {
            None => id,
            Some(i) => match const_int(i) {
                Some(n) => format!("{id}[{}]", n + 1),
                None => {
                    let e = self.expr(i);
                    format!("{id}[{e} + 1]")
                }
            },
        }
    }

    /// UnNetHack's core functions: the NetHack 3.7 call that gives the
    /// same, where there is one.
    fn core_func(&mut self, name: &Bytes, args: Option<&[CoreArg]>, span: Span) -> String {
        let args: Vec<String> = args
            .unwrap_or_default()
            .iter()
            .map(|a| match a {
                CoreArg::Expr(e) => self.expr(e),
                _ => String::new(),
            })
            .collect();
        let same = match (name.node.as_slice(), args.as_slice()) {
            (b"level.difficulty", []) => Some("nh.level_difficulty()".to_string()),
            (b"rnd", [n]) => Some(format!("math.random(0, ({n}) - 1)")),
            (b"string" | b"str", [n]) => Some(format!("tostring({n})")),
            (b"integer" | b"int", [s]) => Some(format!("math.tointeger(tonumber({s}))")),
            _ => None,
        };
        if let Some(v) = same {
            return v;
        }
        self.warn(
            "variant-feature",
            span,
            format!(
                "NetHack 3.7 gives level scripts no `{}` (UnNetHack's core function); 0 stands for it",
                show_bytes(&name.node)
            ),
            "0 instead",
        );
        "0".into()
    }

    fn expr(&mut self, e: &Expr) -> String {
        match &e.kind {
            ExprKind::Int(v) => v.to_string(),
            ExprKind::Dice(n, d) => format!("d({n}, {d})"),
            ExprKind::Str(s) => string(s),
            ExprKind::Var(v) => self.var_ref(v),
            ExprKind::CoreFunc(name, args) => self.core_func(name, args.as_deref(), e.span),
            ExprKind::Bin(op, a, b) => {
                let (a, b) = (self.expr(a), self.expr(b));
                let o = match op {
                    BinOp::Add => "+",
                    BinOp::Mul => "*",
                    BinOp::Div => "//",
                    BinOp::Mod => "%",
                    BinOp::Sub => "-",
                };
                format!("{a} {o} {b}")
            }
            ExprKind::Concat(a, b) => {
                let (a, b) = (self.expr(a), self.expr(b));
                format!("{a} .. {b}")
            }
            ExprKind::Paren(a) => format!("({})", self.expr(a)),
        }
    }

    fn cond(&mut self, c: &Cond) -> String {
        match c {
            Cond::Percent(p) => format!("percent({})", p.node),
            Cond::Compare(a, op, b) => {
                let (a, b) = (self.expr(a), self.expr(b));
                let o = match op.node {
                    29 => "<",
                    30 => "<=",
                    31 => ">",
                    32 => ">=",
                    33 => "==",
                    _ => "~=",
                };
                format!("{a} {o} {b}")
            }
            Cond::Truth(a) => format!("{} ~= 0", self.expr(a)),
        }
    }

    /// A map character as a Lua string and its light (`None`: not given).
    fn mapchar(&mut self, m: &MapCharV) -> (String, Option<String>) {
        match m {
            MapCharV::Lit(c, lit, _) => (
                self.lua_mapchar(c.node, c.span),
                lit.as_ref().map(|l| l.node.to_string()),
            ),
            MapCharV::Var(v) => (self.var_ref(v), None),
        }
    }

    fn var_value(&mut self, v: &VarValue) -> String {
        match v {
            VarValue::Expr(e) => self.expr(e),
            VarValue::Coord(c) => self.coord_value(c),
            VarValue::Region(q, _) => format!(
                "{{ {}, {}, {}, {} }}",
                q[0].node, q[1].node, q[2].node, q[3].node
            ),
            VarValue::List(items, _) => {
                let v: Vec<String> = items
                    .iter()
                    .map(|i| match i {
                        ListItem::Expr(e) => self.expr(e),
                        ListItem::Coord(c) => self.coord_value(c),
                        ListItem::Region(q, _) => format!(
                            "{{ {}, {}, {}, {} }}",
                            q[0].node, q[1].node, q[2].node, q[3].node
                        ),
                    })
                    .collect();
                format!("{{ {} }}", v.join(", "))
            }
            VarValue::Selection(s) => self.sel(s),
            VarValue::MapChar(m) => self.mapchar_value(m),
            VarValue::MapChars(ms, _) => {
                let v: Vec<String> = ms.iter().map(|m| self.mapchar_value(m)).collect();
                format!("{{ {} }}", v.join(", "))
            }
            VarValue::Monster(t) => self.thing_value(t, true),
            VarValue::Monsters(ts, _) => {
                let v: Vec<String> = ts.iter().map(|t| self.thing_value(t, true)).collect();
                format!("{{ {} }}", v.join(", "))
            }
            VarValue::Object(t) => self.thing_value(t, false),
            VarValue::Objects(ts, _) => {
                let v: Vec<String> = ts.iter().map(|t| self.thing_value(t, false)).collect();
                format!("{{ {} }}", v.join(", "))
            }
        }
    }

    fn mapchar_value(&mut self, m: &MapCharV) -> String {
        match m {
            MapCharV::Lit(c, lit, span) => {
                if lit.is_some() {
                    self.error(
                        *span,
                        "a terrain variable with a light state has no NetHack 3.7 form".into(),
                        "light state in a variable",
                    );
                }
                self.lua_mapchar(c.node, c.span)
            }
            MapCharV::Var(v) => self.var_ref(v),
        }
    }

    fn thing_value(&mut self, t: &Thing, monster: bool) -> String {
        match t {
            Thing::Name(n) | Thing::ClassName(_, n, _) => {
                if monster {
                    self.monster_name(n).0
                } else {
                    let class = match t {
                        Thing::ClassName(c, _, _) => Some(c.node as u8),
                        _ => None,
                    };
                    self.object_name(n, class)
                }
            }
            Thing::Class(c) => {
                if monster {
                    check37::monster_class(&mut self.diags, c.node as u8, c.span);
                } else {
                    let c = self.object_class37(c.node as u8, c.span);
                    return string(&[c]);
                }
                string(&[c.node as u8])
            }
            Thing::Var(v) => self.var_ref(v),
            Thing::Random(s) | Thing::Special(_, s) => {
                self.error(
                    *s,
                    "a `random` in a monster or object list has no NetHack 3.7 form".into(),
                    "random in a list",
                );
                "nil".into()
            }
        }
    }

    /// A coordinate kept in a variable: a table with `x` and `y`.
    fn coord_value(&mut self, c: &Coord) -> String {
        match c {
            Coord::Lit(x, y, _) => format!("{{ x = {}, y = {} }}", x.node, y.node),
            Coord::Random(flags, sp) => {
                if !flags.is_empty() {
                    self.warn(
                        "random-humidity",
                        *sp,
                        "NetHack 3.7 draws a random spot without a terrain filter; this one may land where 3.6 would not put it".into(),
                        "terrain filter dropped",
                    );
                }
                "selection.rndcoord(selection.negate())".into()
            }
            Coord::RndCoord(s, _) => {
                let s = self.sel(s);
                format!("selection.rndcoord({s})")
            }
            Coord::Var(v) => self.var_ref(v),
            Coord::Core(e) => self.core_coord(e),
        }
    }

    /// UnNetHack's `coord(x, y)`: a table with `x` and `y`.
    fn core_coord(&mut self, e: &Expr) -> String {
        match &e.kind {
            ExprKind::CoreFunc(name, Some(args)) if name.node == b"coord" => {
                match args.as_slice() {
                    [CoreArg::Expr(x), CoreArg::Expr(y)] => {
                        let (x, y) = (self.expr(x), self.expr(y));
                        format!("{{ x = {x}, y = {y} }}")
                    }
                    _ => "{ x = 0, y = 0 }".into(),
                }
            }
            _ => {
                self.warn(
                    "variant-feature",
                    e.span,
                    "NetHack 3.7 has no such core function (UnNetHack's); (0, 0) stands for it"
                        .into(),
                    "(0, 0) instead",
                );
                "{ x = 0, y = 0 }".into()
            }
        }
    }

    /// A region as a selection (`selection.area(...)`).
    fn region_sel(&mut self, r: &RegionV, f: &str) -> String {
        match r {
            RegionV::Lit(q, _) => format!(
                "selection.{f}({}, {}, {}, {})",
                q[0].node, q[1].node, q[2].node, q[3].node
            ),
            RegionV::Var(v) => {
                let r = self.var_ref(v);
                format!("selection.{f}(table.unpack({r}))")
            }
            RegionV::Core(e) => {
                let r = self.core_region(e);
                format!("selection.{f}(table.unpack({r}))")
            }
        }
    }

    /// UnNetHack's `region(x1, y1, x2, y2)`: a table of the four.
    fn core_region(&mut self, e: &Expr) -> String {
        match &e.kind {
            ExprKind::CoreFunc(name, Some(args)) if name.node == b"region" => {
                let parts: Vec<String> = args
                    .iter()
                    .map(|a| match a {
                        CoreArg::Expr(x) => self.expr(x),
                        _ => "0".into(),
                    })
                    .collect();
                format!("{{ {} }}", parts.join(", "))
            }
            _ => {
                self.warn(
                    "variant-feature",
                    e.span,
                    "NetHack 3.7 has no such core function (UnNetHack's); an empty region stands for it".into(),
                    "an empty region instead",
                );
                "{ 0, 0, 0, 0 }".into()
            }
        }
    }

    /// Two Lua expressions `x, y` for a coordinate in a selection function.
    fn xy(&mut self, c: &Coord, span: Span) -> String {
        match self.coord(c, span) {
            C::Xy(x, y) => format!("{x}, {y}"),
            C::Table(t) => {
                let t = if t.contains('(') {
                    // Evaluate once.
                    format!("table.unpack((function(c) return {{ c.x, c.y }} end)({t}))")
                } else {
                    return format!("{t}.x, {t}.y");
                };
                t
            }
            C::Random => {
                self.error(
                    span,
                    "a random end of a line or centre of a shape has no NetHack 3.7 form".into(),
                    "random coordinate",
                );
                "0, 0".into()
            }
        }
    }

    fn sel(&mut self, s: &Sel) -> String {
        match &s.kind {
            // 3.6's `&` adds the two selections up (its SEL_ADD).
            SelKind::And(a, b) => {
                let (a, b) = (self.sel(a), self.sel(b));
                format!("({a} | {b})")
            }
            SelKind::Point(c) => match self.coord(c, s.span) {
                C::Xy(x, y) => format!("selection.set({x}, {y})"),
                // One spot anywhere (`selection.set()` alone makes none).
                C::Random => "selection.set(selection.new())".into(),
                C::Table(t) => {
                    let xy = if t.contains('(') {
                        format!("table.unpack((function(c) return {{ c.x, c.y }} end)({t}))")
                    } else {
                        format!("{t}.x, {t}.y")
                    };
                    format!("selection.set({xy})")
                }
            },
            SelKind::Var(v) => match self.var_ty(v) {
                Some(Vt::Coord) => {
                    let r = self.var_ref(v);
                    format!("selection.set({r}.x, {r}.y)")
                }
                _ => self.var_ref(v),
            },
            SelKind::Rect(r) => self.region_sel(r, "rect"),
            SelKind::FillRect(r) => self.region_sel(r, "area"),
            SelKind::Line(a, b) => {
                let (a, b) = (self.xy(a, s.span), self.xy(b, s.span));
                format!("selection.line({a}, {b})")
            }
            SelKind::RandLine(a, b, e) => {
                let (a, b) = (self.xy(a, s.span), self.xy(b, s.span));
                let e = self.expr(e);
                format!("selection.randline({a}, {b}, {e})")
            }
            SelKind::Grow(d, inner) => {
                let i = self.sel(inner);
                match d.as_ref().map(|d| d.node) {
                    None | Some(15) => format!("selection.grow({i})"),
                    Some(v) => match name_of(DIRS, v) {
                        Some(n) => format!("selection.grow({i}, \"{n}\")"),
                        None => {
                            self.error(
                                s.span,
                                "growing a selection in several directions but not all has no NetHack 3.7 form".into(),
                                "these directions",
                            );
                            format!("selection.grow({i})")
                        }
                    },
                }
            }
            SelKind::Filter(arg, inner) => {
                let i = self.sel(inner);
                match arg {
                    FilterArg::Percent(p) => format!("selection.percentage({i}, {})", p.node),
                    FilterArg::Sel(a) => {
                        // A terrain variable filters by terrain.
                        if let SelKind::Var(v) = &a.kind {
                            if self.var_ty(v) == Some(Vt::MapChar) {
                                let r = self.var_ref(v);
                                return format!("selection.filter_mapchar({i}, {r})");
                            }
                        }
                        let a = self.sel(a);
                        format!("({i} & {a})")
                    }
                    FilterArg::MapChar(m) => {
                        let (c, lit) = self.mapchar(m);
                        match lit {
                            Some(l) => format!("selection.filter_mapchar({i}, {c}, {l})"),
                            None => format!("selection.filter_mapchar({i}, {c})"),
                        }
                    }
                }
            }
            SelKind::Flood(c) => {
                let c = self.xy(c, s.span);
                format!("selection.floodfill({c})")
            }
            SelKind::Circle(c, r, f) => {
                let c = self.xy(c, s.span);
                let r = self.expr(r);
                match f {
                    Some(f) => format!("selection.circle({c}, {r}, {})", f.node),
                    None => format!("selection.circle({c}, {r})"),
                }
            }
            SelKind::Ellipse(c, a, b, f) => {
                let c = self.xy(c, s.span);
                let (a, b) = (self.expr(a), self.expr(b));
                match f {
                    Some(f) => format!("selection.ellipse({c}, {a}, {b}, {})", f.node),
                    None => format!("selection.ellipse({c}, {a}, {b})"),
                }
            }
            SelKind::Complement(inner) => {
                let i = self.sel(inner);
                format!("selection.negate({i})")
            }
            SelKind::Gradient {
                kind,
                from,
                to,
                limited,
                a,
                b,
            } => {
                let kind = if kind.node == 1 { "square" } else { "radial" };
                let (from, to) = (self.expr(from), self.expr(to));
                let a = self.xy(a, s.span);
                let b = match b {
                    Some(b) => self.xy(b, s.span),
                    None => a.clone(),
                };
                if limited.as_ref().is_some_and(|l| l.node != 0) {
                    self.warn(
                        "variant-feature",
                        s.span,
                        "NetHack 3.7's gradient has no `limited`; the gradient is converted without it".into(),
                        "`limited` left out",
                    );
                }
                format!(
                    "(function(x, y, x2, y2) return selection.gradient({{ type = \"{kind}\", x = x, y = y, x2 = x2, y2 = y2, mindist = {from}, maxdist = {to} }}) end)({a}, {b})"
                )
            }
            SelKind::Paren(inner) => self.sel(inner),
        }
    }

    // ----- SWITCH -----

    fn switch(&mut self, value: &Expr, cases: &[Case], span: Span) {
        let v = self.expr(value);
        let inconstant = inconstant(value);
        let t = self.temp();
        if inconstant {
            self.out.line(&format!("local {t} = {v};"));
        } else {
            self.out.line(&format!("local {t} = nh.rn2({v});"));
        }
        // Each CASE runs its statements and those of the cases after it up
        // to a BREAK, as in C.
        let mut first = true;
        let mut default: Option<usize> = None;
        for (i, c) in cases.iter().enumerate() {
            let Some(val) = &c.value else {
                default = Some(i);
                continue;
            };
            // A value matched by an earlier CASE never reaches this one.
            if cases[..i]
                .iter()
                .any(|p| p.value.as_ref().is_some_and(|p| p.node == val.node))
            {
                continue;
            }
            let head = format!(
                "{} {t} == {} then",
                if first { "if" } else { "elseif" },
                val.node
            );
            if first {
                self.out.open(&head);
            } else {
                self.out.close(&head);
                self.out.depth += 1;
            }
            first = false;
            self.case_run(cases, i, span);
        }
        let runs_something = |i: usize| {
            cases[i..]
                .iter()
                .flat_map(|c| c.stmts.iter())
                .take_while(|s| !matches!(s.kind, StmtKind::Break))
                .next()
                .is_some()
        };
        if let Some(d) = default.filter(|&d| runs_something(d)) {
            if first {
                self.out.open("do");
            } else {
                self.out.close("else");
                self.out.depth += 1;
            }
            first = false;
            self.case_run(cases, d, span);
        }
        if !first {
            self.out.close("end");
        }
        // Comments inside the switch that no case took.
        self.flush(self.lines.line(span.end().saturating_sub(1)));
    }

    /// The statements run from case `i` on: up to the first BREAK that ends
    /// a case.
    fn case_run(&mut self, cases: &[Case], i: usize, span: Span) {
        self.in_switch += 1;
        for c in &cases[i..] {
            let mut broke = false;
            for s in &c.stmts {
                if matches!(s.kind, StmtKind::Break) {
                    broke = true;
                    break;
                }
                if contains_break(s) && self.in_loop == 0 {
                    self.error(
                        s.span,
                        "a BREAK inside a condition of a CASE has no NetHack 3.7 form".into(),
                        "holds a BREAK",
                    );
                }
                self.stmt(s);
            }
            if broke {
                break;
            }
        }
        let _ = span;
        self.in_switch -= 1;
    }
}

/// Whether a statement holds a BREAK outside any loop of its own.
fn contains_break(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Break => true,
        StmtKind::For { .. } | StmtKind::Loop { .. } | StmtKind::Function { .. } => false,
        _ => blocks(s).iter().any(|b| b.iter().any(contains_break)),
    }
}

/// A 3.6 monster name as NetHack 3.7 must be given it, and the gender
/// 3.6's species had when the 3.7 name does not fix it.
pub(super) fn monster_name(diags: &mut Vec<Diagnostic>, n: &Bytes) -> (String, Option<bool>) {
    let text = String::from_utf8_lossy(&n.node).into_owned();
    if let Some((_, new, g)) = MONSTER_RENAMES.iter().find(|(o, _, _)| *o == text) {
        warn(
            diags,
            "renamed-monster",
            n.span,
            format!("NetHack 3.7 calls the monster \"{text}\" \"{new}\""),
            &format!("written as \"{new}\""),
        );
        return (string(new.as_bytes()), *g);
    }
    if names37::MONSTERS
        .iter()
        .any(|(m, _)| m.eq_ignore_ascii_case(&text))
    {
        return (string(&n.node), None);
    }
    let mut d = Diagnostic::error(format!("NetHack 3.7 has no monster \"{text}\""))
        .at(n.span, "not a 3.7 monster");
    if let Some(m) = crate::diag::did_you_mean(&text, names37::MONSTERS.iter().map(|(m, _)| *m)) {
        d = d.help(format!("did you mean \"{m}\"?"));
    }
    diags.push(d);
    (string(&n.node), None)
}

/// A 3.6 object name (of a class, when given) as NetHack 3.7 must be
/// given it.
pub(super) fn object_name(diags: &mut Vec<Diagnostic>, n: &Bytes, class: Option<u8>) -> String {
    let mut text = String::from_utf8_lossy(&n.node).into_owned();
    if let Some((_, new)) = OBJECT_RENAMES.iter().find(|(o, _)| *o == text) {
        warn(
            diags,
            "renamed-object",
            n.span,
            format!("NetHack 3.7 calls the object \"{text}\" \"{new}\""),
            &format!("written as \"{new}\""),
        );
        text = (*new).to_string();
    }
    // The object 3.6 meant: of the class given, when given.
    let meant = names37::OBJECTS
        .iter()
        .position(|(o, c, _)| o.eq_ignore_ascii_case(&text) && class.is_none_or(|k| k == *c));
    let Some(meant) = meant else {
        let mut d = Diagnostic::error(format!("NetHack 3.7 has no object \"{text}\""))
            .at(n.span, "not a 3.7 object");
        if let Some(m) =
            crate::diag::did_you_mean(&text, names37::OBJECTS.iter().map(|(m, _, _)| *m))
        {
            d = d.help(format!("did you mean \"{m}\"?"));
        }
        diags.push(d);
        return string(text.as_bytes());
    };
    if find_object37(&text) == Some(meant) {
        return string(text.as_bytes());
    }
    let c = names37::OBJECTS[meant].1;
    if let Some((_, p)) = CLASS_PREFIXES.iter().find(|(k, _)| *k == c) {
        let full = format!("{p}{text}");
        if find_object37(&full) == Some(meant) {
            return string(full.as_bytes());
        }
    }
    warn(
        diags,
        "ambiguous-object",
        n.span,
        format!("NetHack 3.7 reads \"{text}\" as another object than this one"),
        "another object in 3.7",
    );
    string(text.as_bytes())
}

fn warn(diags: &mut Vec<Diagnostic>, code: &'static str, span: Span, msg: String, label: &str) {
    diags.push(Diagnostic::warning(code, msg).at(span, label.to_string()));
}

/// Whether a SWITCH value is used as it is (3.6 draws `rn2` of a value
/// made of constants only).
fn inconstant(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Dice(..) | ExprKind::Var(_) => true,
        ExprKind::Bin(_, a, b) | ExprKind::Concat(a, b) => inconstant(a) || inconstant(b),
        ExprKind::Paren(a) => inconstant(a),
        _ => false,
    }
}

/// The short form of a `des.monster`/`des.object` call with nothing but
/// what and where: `f(id, x, y)`, `f(id)`, `f(id, coord)`, `f()`, or the
/// table form when only the place is given.
pub(super) fn short_call(out: &mut Out, f: &str, id: Option<&str>, c: C) {
    match (id, c) {
        (None, C::Random) => out.line(&format!("{f}();")),
        (Some(n), C::Random) => out.line(&format!("{f}({n});")),
        (Some(n), C::Xy(x, y)) => out.line(&format!("{f}({n}, {x}, {y});")),
        (Some(n), C::Table(t)) => out.line(&format!("{f}({n}, {t});")),
        (None, c) => {
            let mut k = Vec::new();
            push_coord(&mut k, c);
            out.call_table(f, &k);
        }
    }
}

pub(super) fn push_coord(keys: &mut Vec<String>, c: C) {
    match c {
        C::Xy(x, y) => keys.push(format!("x = {x}, y = {y}")),
        C::Random => {}
        C::Table(t) => keys.push(format!("coord = {t}")),
    }
}

fn const_int(e: &Expr) -> Option<i64> {
    match &e.kind {
        ExprKind::Int(v) => Some(*v),
        ExprKind::Paren(a) => const_int(a),
        _ => None,
    }
}

/// The least value an integer expression can take, when known.
fn min_value(e: &Expr) -> Option<i64> {
    match &e.kind {
        ExprKind::Int(v) => Some(*v),
        ExprKind::Dice(n, _) => Some(*n),
        ExprKind::Paren(a) => min_value(a),
        ExprKind::Bin(BinOp::Add, a, b) => Some(min_value(a)? + min_value(b)?),
        ExprKind::Bin(BinOp::Mul, a, b) => {
            let (a, b) = (min_value(a)?, min_value(b)?);
            (a >= 0 && b >= 0).then_some(a * b)
        }
        _ => None,
    }
}

/// Statues and corpses, whose `spe` 3.7 reads as named flags.
pub(super) fn is_corpstat(name: &[u8]) -> bool {
    name == b"statue" || name == b"corpse"
}

/// Objects 3.7 reads a monster type for: only the table form of
/// `des.object` can make them.
pub(super) fn needs_table(name: &[u8]) -> bool {
    matches!(name, b"statue" | b"corpse" | b"egg" | b"tin" | b"figurine")
}

/// A variant's map character that NetHack 3.7 lacks: the character that
/// stands in for it, what it is, and the stand-in in words.
fn variant_char(
    family: &crate::lev36::variant::Family36,
    c: u8,
) -> Option<(u8, &'static str, &'static str)> {
    let (common, what) = family.variant_terrain(c)?;
    let (stand_in, closest): (u8, &str) = match common {
        39 => (b'T', "a tree"),
        40 => (b'{', "a fountain"),
        42 | 43 => (b'.', "floor (a pool would drown)"),
        45 => (b'K', "a sink"),
        47 | 48 => (b'-', "a wall"),
        49 => (b'.', "floor (a pool would drown)"),
        _ => (b'.', "floor"),
    };
    Some((stand_in, what, closest))
}

pub(super) fn mapchar_str(c: i64) -> String {
    string(&[c as u8])
}

#[cfg(test)]
mod tests {
    use super::find_object37;

    #[test]
    fn object_lookup_as_3_7_does() {
        let wishing = find_object37("wishing").expect("a 3.7 object");
        assert_eq!(find_object37("wand of wishing"), Some(wishing));
        assert_eq!(find_object37("WAND OF WISHING"), Some(wishing));
        // A description finds its object when no name matches.
        assert!(find_object37("glass orb").is_some());
        assert_eq!(find_object37("no such thing"), None);
        // Any text, even where a prefix would end inside a character.
        assert_eq!(find_object37("wand o\u{e9}\u{e9} of x"), None);
        assert_eq!(find_object37("ring of \u{e9}"), None);
    }
}
