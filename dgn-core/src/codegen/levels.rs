//! Special levels as `dgn-types` tables: [`lev343_file`] for the 3.4.3
//! dialect (`dgn_types::lev343`), [`lev36_file`] for 3.6 level programs
//! (`dgn_types::lev36`), [`lev35_file`] for UnNetHack 3.5's opcode records
//! (`dgn_types::lev35`).
//!
//! Monster and object references are given with the index the model holds
//! and the name the target's catalog has for it.
//!
//! The tokens are built with [`Src`] (see `text.rs`).

use super::text::{Paths, Src, Value};
use crate::catalog::Catalog;
use crate::diag::Render;
use crate::lev::family::Family343;
use crate::lev::model as m;
use crate::lev35::model as m35;
use crate::lev36::model as m36;
use crate::target::Dialect;
use proc_macro2::TokenStream;
use std::collections::HashMap;

/// An expression `&[<types>::lev343::Level { .. }, ..]` for the levels of a
/// 3.4.3 file (as [`crate::lev::compile`] gives them), in order.
///
/// Door keys (SLASH'EM's) are named from a variant's artifact table, which
/// this function is not given: use [`table_of`] for a variant's levels.
pub fn lev343_file<N>(
    levels: &[(N, m::Level)],
    catalog: &Catalog,
    types: &TokenStream,
) -> TokenStream {
    let paths = Paths::full(types, "lev343");
    let levels: Vec<&m::Level> = levels.iter().map(|(_, l)| l).collect();
    write_lev343(&levels, catalog, None, &paths).into_tokens()
}

/// A `<types>::lev343::Level { .. }` struct expression.
pub fn lev343_level(level: &m::Level, catalog: &Catalog, types: &TokenStream) -> TokenStream {
    let paths = Paths::full(types, "lev343");
    let mut g = Gen343::new(catalog, None, &paths);
    g.level(level);
    g.s.into_tokens()
}

/// An expression `&[<types>::lev36::Level { .. }, ..]` for the levels of a
/// 3.6 file (as [`crate::lev36::compile`] gives them), in order.
pub fn lev36_file<N>(
    levels: &[(N, m36::Level)],
    catalog: &Catalog,
    types: &TokenStream,
) -> TokenStream {
    let paths = Paths::full(types, "lev36");
    let levels: Vec<&m36::Level> = levels.iter().map(|(_, l)| l).collect();
    write_lev36(&levels, catalog, &paths, false, false).expr
}

/// A `<types>::lev36::Level { .. }` struct expression.
pub fn lev36_level(level: &m36::Level, catalog: &Catalog, types: &TokenStream) -> TokenStream {
    let paths = Paths::full(types, "lev36");
    let mut g = Gen36::new(catalog, &paths);
    g.level(level);
    g.s.into_tokens()
}

/// An expression `&[<types>::lev35::Level { .. }, ..]` for the levels of
/// an UnNetHack 3.5 file (as [`crate::lev35::compile`] gives them, with
/// their names), in order.
pub fn lev35_file(
    levels: &[(Vec<u8>, m35::Level)],
    catalog: &Catalog,
    types: &TokenStream,
) -> TokenStream {
    let paths = Paths::full(types, "lev35");
    let levels: Vec<(&[u8], &m35::Level)> = levels.iter().map(|(n, l)| (n.as_slice(), l)).collect();
    write_lev35(&levels, catalog, &paths).into_tokens()
}

fn write_lev35<'p>(
    levels: &[(&[u8], &m35::Level)],
    catalog: &Catalog,
    paths: &'p Paths,
) -> Src<'p> {
    let mut g = Gen35 {
        cat: catalog,
        s: Src::new(paths),
    };
    g.s.w("&[");
    for (i, (name, l)) in levels.iter().enumerate() {
        if i > 0 {
            g.s.w(",");
        }
        g.level(name, l);
    }
    g.s.w("]");
    g.s
}

/// Writes UnNetHack 3.5 levels (`dgn_types::lev35`).
struct Gen35<'a, 'p> {
    cat: &'a Catalog,
    s: Src<'p>,
}

impl Gen35<'_, '_> {
    fn level(&mut self, name: &[u8], l: &m35::Level) {
        self.s.module("Level{name:");
        text(&mut self.s, name);
        self.s.w(",init:");
        let i = &l.init;
        self.s.module("Init{style:");
        self.s.num(i.style);
        for (k, v) in [
            ("fg", i.fg),
            ("bg", i.bg),
            ("smoothed", i.smoothed),
            ("joined", i.joined),
            ("lit", i.lit),
            ("walled", i.walled),
        ] {
            self.s.w(",");
            self.s.w(k);
            self.s.w(":");
            self.s.num(v);
        }
        self.s.w(",flags:");
        self.s.num(i.flags);
        self.s.w(",filling:");
        self.s.num(i.filling);
        self.s.w("},ops:&[");
        for (n, op) in l.ops.iter().enumerate() {
            if n > 0 {
                self.s.w(",");
            }
            self.op(op);
        }
        self.s.w("]}");
    }

    fn opt_text(&mut self, t: &Option<Vec<u8>>) {
        match t {
            Some(b) => {
                self.s.some();
                text(&mut self.s, b);
                self.s.w(")");
            }
            None => self.s.none(),
        }
    }

    fn bytes(&mut self, b: &[i8]) {
        self.s.w("[");
        for (i, v) in b.iter().enumerate() {
            if i > 0 {
                self.s.w(",");
            }
            self.s.num(*v);
        }
        self.s.w("]");
    }

    /// `Variant([..])`.
    fn fixed(&mut self, name: &str, b: &[i8]) {
        self.s.module("Op::");
        self.s.w(name);
        self.s.w("(");
        self.bytes(b);
        self.s.w(")");
    }

    fn fields(&mut self, fields: &[(&str, i8)]) {
        for (k, v) in fields {
            self.s.w(",");
            self.s.w(k);
            self.s.w(":");
            self.s.num(*v);
        }
    }

    fn room(&mut self, name: &str, r: &m35::Room) {
        self.s.module("Op::");
        self.s.w(name);
        self.s.w("(");
        self.s.module("Room{name:");
        self.opt_text(&r.name);
        self.s.w(",parent:");
        self.opt_text(&r.parent);
        self.fields(&[
            ("x", r.x),
            ("y", r.y),
            ("w", r.w),
            ("h", r.h),
            ("xalign", r.xalign),
            ("yalign", r.yalign),
            ("rtype", r.rtype),
            ("chance", r.chance),
            ("rlit", r.rlit),
            ("filled", r.filled),
        ]);
        self.s.w("})");
    }

    fn op(&mut self, op: &m35::Op) {
        use m35::Op as O;
        match op {
            O::Message(t) => {
                self.s.module("Op::Message(");
                text(&mut self.s, t);
                self.s.w(")");
            }
            O::Monster(m) => {
                self.s.module("Op::Monster(");
                self.s.module("Monster{name:");
                self.opt_text(&m.name);
                self.s.w(",appear_as:");
                self.opt_text(&m.appear_as);
                self.s.w(",id:");
                self.s.num(m.id);
                self.s.w(",monster:");
                match u16::try_from(m.id) {
                    Ok(i) => {
                        self.s.some();
                        monster_ref(&mut self.s, self.cat, i);
                        self.s.w(")");
                    }
                    Err(_) => self.s.none(),
                }
                self.fields(&[
                    ("align", m.align),
                    ("x", m.x),
                    ("y", m.y),
                    ("chance", m.chance),
                    ("class", m.class),
                    ("appear", m.appear),
                    ("peaceful", m.peaceful),
                    ("asleep", m.asleep),
                ]);
                self.s.w("})");
            }
            O::Object(o) => {
                self.s.module("Op::Object(");
                self.s.module("Object{name:");
                self.opt_text(&o.name);
                self.s.w(",corpsenm:");
                self.s.num(o.corpsenm);
                self.s.w(",corpse:");
                match u16::try_from(o.corpsenm) {
                    Ok(i) => {
                        self.s.some();
                        monster_ref(&mut self.s, self.cat, i);
                        self.s.w(")");
                    }
                    Err(_) => self.s.none(),
                }
                self.s.w(",id:");
                self.s.num(o.id);
                self.s.w(",object:");
                match u16::try_from(o.id) {
                    Ok(i) => {
                        self.s.some();
                        object_ref(&mut self.s, self.cat, i);
                        self.s.w(")");
                    }
                    Err(_) => self.s.none(),
                }
                self.s.w(",spe:");
                self.s.num(o.spe);
                self.fields(&[
                    ("x", o.x),
                    ("y", o.y),
                    ("chance", o.chance),
                    ("class", o.class),
                    ("containment", o.containment),
                    ("curse_state", o.curse_state),
                ]);
                self.s.w("})");
            }
            O::Engraving {
                x,
                y,
                etype,
                text: t,
            } => {
                self.s.module("Op::Engraving{x:");
                self.s.num(*x);
                self.fields(&[("y", *y), ("etype", *etype)]);
                self.s.w(",text:");
                text(&mut self.s, t);
                self.s.w("}");
            }
            O::Room(r) => self.room("Room", r),
            O::Subroom(r) => self.room("Subroom", r),
            O::Door(b) => self.fixed("Door", b),
            O::Stair(b) => self.fixed("Stair", b),
            O::Ladder(b) => self.fixed("Ladder", b),
            O::Altar(b) => self.fixed("Altar", b),
            O::Fountain(b) => self.fixed("Fountain", b),
            O::Sink(b) => self.fixed("Sink", b),
            O::Pool(b) => self.fixed("Pool", b),
            O::Trap(b) => self.fixed("Trap", b),
            O::Gold { x, y, amount } => {
                self.s.module("Op::Gold{x:");
                self.s.num(*x);
                self.fields(&[("y", *y)]);
                self.s.w(",amount:");
                self.s.num(*amount);
                self.s.w("}");
            }
            O::Corridor(b) => self.fixed("Corridor", b),
            O::LevRegion(r) => {
                self.s.module("Op::LevRegion(");
                self.s.module("LevRegion{inarea:");
                self.bytes(&r.inarea);
                self.s.w(",delarea:");
                self.bytes(&r.delarea);
                self.fields(&[
                    ("in_islev", r.in_islev),
                    ("del_islev", r.del_islev),
                    ("rtype", r.rtype),
                ]);
                self.s.w(",name:");
                self.opt_text(&r.name);
                self.s.w("})");
            }
            O::RandomObjects(b) | O::RandomPlaces(b) | O::RandomMonsters(b) => {
                let name = match op {
                    O::RandomObjects(_) => "RandomObjects",
                    O::RandomPlaces(_) => "RandomPlaces",
                    _ => "RandomMonsters",
                };
                self.s.module("Op::");
                self.s.w(name);
                self.s.w("(");
                self.s.bytes_lit(b);
                self.s.w(")");
            }
            O::Drawbridge(b) => self.fixed("Drawbridge", b),
            O::Mazewalk(b) => self.fixed("Mazewalk", b),
            O::NonDiggable(b) => self.fixed("NonDiggable", b),
            O::NonPasswall(b) => self.fixed("NonPasswall", b),
            O::Wallify => self.s.module("Op::Wallify"),
            O::Map(m) => {
                self.s.module("Op::Map(");
                self.s.module("MapPart{zaligntyp:");
                self.s.num(m.zaligntyp);
                self.fields(&[
                    ("keep_region", m.keep_region),
                    ("halign", m.halign),
                    ("valign", m.valign),
                    ("xsize", m.xsize),
                    ("ysize", m.ysize),
                ]);
                self.s.w(",rows:&[");
                for (i, r) in m.rows.iter().enumerate() {
                    if i > 0 {
                        self.s.w(",");
                    }
                    self.s.w("&");
                    self.bytes(r);
                }
                self.s.w("]})");
            }
            O::RoomDoor(b) => self.fixed("RoomDoor", b),
            O::Region(b) => self.fixed("Region", b),
            O::Cmp(what, value) => {
                self.s.module("Op::Cmp{what:");
                self.s.num(*what);
                self.s.w(",value:");
                self.s.num(*value);
                self.s.w("}");
            }
            O::Jmp(t) | O::Jl(t) | O::Jg(t) => {
                let name = match op {
                    O::Jmp(_) => "Jmp",
                    O::Jl(_) => "Jl",
                    _ => "Jg",
                };
                self.s.module("Op::");
                self.s.w(name);
                self.s.w("(");
                self.s.num(*t);
                self.s.w(")");
            }
            O::Spill(b) => self.fixed("Spill", b),
            O::Terrain(b) => self.fixed("Terrain", b),
            O::ReplaceTerrain(b) => self.fixed("ReplaceTerrain", b),
            O::Exit => self.s.module("Op::Exit"),
            O::EndRoom => self.s.module("Op::EndRoom"),
            O::Randline {
                bytes,
                roughness,
                thick,
            } => {
                self.s.module("Op::Randline{bytes:");
                self.bytes(bytes);
                self.s.w(",roughness:");
                self.s.num(*roughness);
                self.fields(&[("thick", *thick)]);
                self.s.w("}");
            }
            O::PopContainer => self.s.module("Op::PopContainer"),
        }
    }
}

/// The code of a level table: items it needs in its scope, and the table
/// expression.
#[derive(Debug)]
pub(crate) struct TableCode {
    pub items: TokenStream,
    pub expr: TokenStream,
}

fn write_lev343<'p>(
    levels: &[&m::Level],
    catalog: &Catalog,
    fam: Option<&'static Family343>,
    paths: &'p Paths,
) -> Src<'p> {
    let mut g = Gen343::new(catalog, fam, paths);
    g.s.w("&[");
    for (i, l) in levels.iter().enumerate() {
        if i > 0 {
            g.s.w(",");
        }
        g.level(l);
    }
    g.s.w("]");
    g.s
}

/// The levels of a 3.6 table. With `share`, every instruction that occurs
/// more than once in the table is written once, as a constant of the
/// items (`const I0: Instr = Instr::Op(Opcode::Message);`), and the
/// programs name it: a program is mostly the same few pushes and opcodes
/// (the 3.6 corpus has about 37,000 instructions and 1,500 distinct ones),
/// so this cuts the tokens the compiler reads by more than half.
///
/// With `raw`, monsters, objects and map characters are written as the
/// numbers they are (`Operand::Raw`): a game that packs them otherwise
/// than NetHack 3.6.7 (UnNetHack) has no typed form of them.
fn write_lev36(
    levels: &[&m36::Level],
    catalog: &Catalog,
    paths: &Paths,
    share: bool,
    raw: bool,
) -> TableCode {
    let mut g = Gen36::new(catalog, paths);
    g.raw_packs = raw;
    let mut items = Gen36::new(catalog, paths);
    items.raw_packs = raw;
    if share {
        let mut count: HashMap<&m36::Instr, u32> = HashMap::new();
        let mut order = Vec::new();
        for ins in levels.iter().flat_map(|l| &l.code) {
            let n = count.entry(ins).or_insert(0);
            if *n == 0 {
                order.push(ins);
            }
            *n += 1;
        }
        for ins in order {
            if count.get(ins).is_some_and(|&n| n >= 2) {
                let name = format!("I{}", g.shared.len());
                items.s.w("const ");
                items.s.w(&name);
                items.s.w(":");
                items.l("Instr=");
                items.instr(ins);
                items.s.w(";");
                g.shared.insert(ins, name);
            }
        }
    }
    g.s.w("&[");
    for (i, l) in levels.iter().enumerate() {
        if i > 0 {
            g.s.w(",");
        }
        g.level(l);
    }
    g.s.w("]");
    TableCode {
        items: items.s.into_tokens(),
        expr: g.s.into_tokens(),
    }
}

/// `Text::EMPTY`, or `Text { text, bytes }`.
fn text(s: &mut Src, bytes: &[u8]) {
    if bytes.is_empty() {
        s.root("Text::EMPTY");
        return;
    }
    s.root("Text{text:");
    s.lossy_lit(bytes);
    s.w(",bytes:");
    s.bytes_lit(bytes);
    s.w("}");
}

fn monster_ref(s: &mut Src, cat: &Catalog, index: u16) {
    s.root("MonsterRef{index:");
    s.num(index);
    s.w(",name:");
    match cat.monster(usize::from(index)) {
        Some(mo) => s.lossy_lit(&mo.name),
        None => s.str_lit(""),
    }
    s.w("}");
}

fn object_ref(s: &mut Src, cat: &Catalog, index: u16) {
    s.root("ObjectRef{index:");
    s.num(index);
    s.w(",name:");
    match cat.object(usize::from(index)).and_then(|o| o.name.as_ref()) {
        Some(n) => s.lossy_lit(n),
        None => s.str_lit(""),
    }
    s.w("}");
}

/// The map character of each terrain (by the model's code, which the
/// table's terrains share), for the terrains a `MAP` can hold, the
/// variants' included: the smallest byte that reads as it in the table
/// (`dgn_types::lev343::Terrain::from_map_char`).
fn map_chars() -> [Option<u8>; 256] {
    let mut out = [None; 256];
    for c in (0..=u8::MAX).rev() {
        if let Some(t) = crate::types::lev343::Terrain::from_map_char(c) {
            out[usize::from(t.code())] = Some(c);
        }
    }
    out
}

struct Gen343<'a, 'p> {
    cat: &'a Catalog,
    /// The variant's table: SLASH'EM's artifact names for door keys.
    fam: Option<&'static Family343>,
    s: Src<'p>,
    map_chars: Option<Box<[Option<u8>; 256]>>,
}

impl<'a, 'p> Gen343<'a, 'p> {
    fn new(cat: &'a Catalog, fam: Option<&'static Family343>, paths: &'p Paths) -> Self {
        Gen343 {
            cat,
            fam,
            s: Src::new(paths),
            map_chars: None,
        }
    }

    fn w(&mut self, text: &str) {
        self.s.w(text);
    }

    /// An item of the lev343 module.
    fn m(&mut self, name: &str) {
        self.s.module(name);
    }

    fn text(&mut self, bytes: &[u8]) {
        text(&mut self.s, bytes);
    }

    fn num(&mut self, v: impl Value) {
        self.s.num(v);
    }

    fn or_random<T>(&mut self, v: Option<T>, f: impl FnOnce(&mut Self, T)) {
        match v {
            Some(v) => {
                self.s.root("OrRandom::Value(");
                f(self, v);
                self.w(")");
            }
            None => self.s.root("OrRandom::Random"),
        }
    }

    fn option<T>(&mut self, v: Option<T>, f: impl FnOnce(&mut Self, T)) {
        match v {
            Some(v) => {
                self.s.some();
                f(self, v);
                self.w(")");
            }
            None => self.s.none(),
        }
    }

    /// `-1` is random.
    fn i8_or_random(&mut self, v: i8) {
        self.or_random((v != -1).then_some(v), |g, v| g.num(v));
    }

    fn list<T>(&mut self, items: &[T], mut item: impl FnMut(&mut Self, &T)) {
        self.w("&[");
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                self.w(",");
            }
            item(self, x);
        }
        self.w("]");
    }

    fn level(&mut self, l: &m::Level) {
        self.m("Level{name:");
        self.text(&l.name);
        let f = l.flags;
        self.w(",flags:");
        self.m("LevelFlags{noteleport:");
        self.num(f.noteleport);
        self.w(",hardfloor:");
        self.num(f.hardfloor);
        self.w(",nommap:");
        self.num(f.nommap);
        self.w(",shortsighted:");
        self.num(f.shortsighted);
        self.w(",arboreal:");
        self.num(f.arboreal);
        self.w(",variant:");
        // The variants' flag keywords are bits below 0x1000.
        self.num(u32::try_from(f.variant).unwrap_or(0));
        self.w("},init:");
        self.option(l.init.as_ref(), |g, i| g.init(i));
        self.w(",message:");
        self.text(&l.message);
        self.w(",body:");
        match &l.body {
            m::LevelBody::Maze(z) => {
                self.m("LevelBody::Maze(");
                self.m("Maze{filling:");
                self.or_random(z.filling, |g, t| g.terrain(t));
                self.w(",parts:");
                self.list(&z.parts, |g, p| g.part(p));
                self.w("})");
            }
            m::LevelBody::Rooms(r) => {
                self.m("LevelBody::Rooms(");
                self.m("RoomLevel{random_objects:");
                self.s.bytes_lit(&r.random_objects);
                self.w(",random_monsters:");
                self.s.bytes_lit(&r.random_monsters);
                self.w(",rooms:");
                self.list(&r.rooms, |g, x| g.room(x));
                self.w(",corridors:");
                self.list(&r.corridors, |g, x| g.corridor(x));
                self.w("})");
            }
        }
        self.w("}");
    }

    fn init(&mut self, i: &m::InitMap) {
        self.m("InitMap{fg:");
        self.terrain(i.fg);
        self.w(",bg:");
        self.terrain(i.bg);
        self.w(",smoothed:");
        self.num(i.smoothed);
        self.w(",joined:");
        self.num(i.joined);
        self.w(",lit:");
        self.light(i.lit);
        self.w(",walled:");
        self.or_random(i.walled, |g, w| g.num(w));
        self.w("}");
    }

    fn terrain(&mut self, t: m::Terrain) {
        self.m("Terrain::");
        self.w(terrain_name(t));
    }

    fn light(&mut self, l: m::Light) {
        self.m(match l {
            m::Light::Unlit => "Light::Unlit",
            m::Light::Lit => "Light::Lit",
            m::Light::Random => "Light::Random",
        });
    }

    fn coord(&mut self, c: m::Coord) {
        match c {
            m::Coord::At { x, y } => {
                self.m("Coord::At{x:");
                self.num(x);
                self.w(",y:");
                self.num(y);
                self.w("}");
            }
            m::Coord::Place(i) => {
                self.m("Coord::Place(");
                self.num(i);
                self.w(")");
            }
            m::Coord::PlaceIn { list, index } => {
                self.m("Coord::PlaceIn{list:");
                self.num(list);
                self.w(",index:");
                self.num(index);
                self.w("}");
            }
            m::Coord::InRegion(i) => {
                self.m("Coord::InRegion(");
                self.num(i);
                self.w(")");
            }
            m::Coord::Random => self.m("Coord::Random"),
        }
    }

    fn coords(&mut self, v: &[m::Coord]) {
        self.list(v, |g, c| g.coord(*c));
    }

    fn class(&mut self, c: m::ClassSel) {
        match c {
            m::ClassSel::Class(b) => {
                self.m("ClassSel::Class(");
                self.s.u8_suffixed(b);
                self.w(")");
            }
            m::ClassSel::Register(i) => {
                self.m("ClassSel::Register(");
                self.num(i);
                self.w(")");
            }
            m::ClassSel::Random => self.m("ClassSel::Random"),
        }
    }

    fn align(&mut self, a: m::Alignment) {
        match a {
            m::Alignment::None => self.m("Alignment::None"),
            m::Alignment::Chaotic => self.m("Alignment::Chaotic"),
            m::Alignment::Neutral => self.m("Alignment::Neutral"),
            m::Alignment::Lawful => self.m("Alignment::Lawful"),
            m::Alignment::CoAligned => self.m("Alignment::CoAligned"),
            m::Alignment::NonCoAligned => self.m("Alignment::NonCoAligned"),
            m::Alignment::Register(i) => {
                self.m("Alignment::Register(");
                self.num(i);
                self.w(")");
            }
            m::Alignment::Random => self.m("Alignment::Random"),
        }
    }

    fn dir(&mut self, d: m::Direction) {
        self.m(match d {
            m::Direction::North => "Direction::North",
            m::Direction::South => "Direction::South",
            m::Direction::East => "Direction::East",
            m::Direction::West => "Direction::West",
        });
    }

    fn door_state(&mut self, s: m::DoorState) {
        self.m(match s {
            m::DoorState::NoDoor => "DoorState::NoDoor",
            m::DoorState::Broken => "DoorState::Broken",
            m::DoorState::Open => "DoorState::Open",
            m::DoorState::Closed => "DoorState::Closed",
            m::DoorState::Locked => "DoorState::Locked",
            m::DoorState::Random => "DoorState::Random",
        });
    }

    fn halign(&mut self, h: m::HAlign) {
        self.m(match h {
            m::HAlign::Left => "HAlign::Left",
            m::HAlign::HalfLeft => "HAlign::HalfLeft",
            m::HAlign::Center => "HAlign::Center",
            m::HAlign::HalfRight => "HAlign::HalfRight",
            m::HAlign::Right => "HAlign::Right",
        });
    }

    fn valign(&mut self, v: m::VAlign) {
        self.m(match v {
            m::VAlign::Top => "VAlign::Top",
            m::VAlign::Center => "VAlign::Center",
            m::VAlign::Bottom => "VAlign::Bottom",
        });
    }

    fn room_type(&mut self, r: Option<m::RoomType>) {
        self.or_random(r, |g, r| {
            g.m("RoomType::");
            g.w(room_type_name(r));
        });
    }

    fn trap_kind(&mut self, k: m::TrapKind) {
        self.m("TrapKind::");
        self.w(trap_kind_name(k));
    }

    fn area(&mut self, a: m::Area) {
        self.m("Area{x1:");
        self.num(a.x1);
        self.w(",y1:");
        self.num(a.y1);
        self.w(",x2:");
        self.num(a.x2);
        self.w(",y2:");
        self.num(a.y2);
        self.w("}");
    }

    fn areas(&mut self, v: &[m::Area]) {
        self.list(v, |g, a| g.area(*a));
    }

    fn traps(&mut self, v: &[m::Trap]) {
        self.list(v, |g, tr| {
            g.m("Trap{at:");
            g.coord(tr.at);
            g.w(",chance:");
            g.num(tr.chance);
            g.w(",kind:");
            g.or_random(tr.kind, |g, k| g.trap_kind(k));
            g.w("}");
        });
    }

    /// The fields of a monster that differ from `Monster::RANDOM` (what
    /// `MONSTER: random, random, random` compiles to), then the rest from
    /// it: most monsters give a class, a kind and a place only, and the
    /// table is read by the compiler of every crate that embeds it.
    fn monsters(&mut self, v: &[m::Monster]) {
        self.list(v, |g, mo| {
            g.m("Monster{");
            if mo.class != m::ClassSel::Random {
                g.w("class:");
                g.class(mo.class);
                g.w(",");
            }
            if let Some(i) = mo.id {
                g.w("id:");
                g.s.some();
                monster_ref(&mut g.s, g.cat, i);
                g.w("),");
            }
            if mo.at != m::Coord::Random {
                g.w("at:");
                g.coord(mo.at);
                g.w(",");
            }
            if mo.chance != 100 {
                g.w("chance:");
                g.num(mo.chance);
                g.w(",");
            }
            if !mo.name.is_empty() {
                g.w("name:");
                g.text(&mo.name);
                g.w(",");
            }
            if mo.appear != m::Appearance::Itself {
                g.w("appear:");
                g.m(match mo.appear {
                    m::Appearance::Itself => "Appearance::Itself",
                    m::Appearance::Furniture => "Appearance::Furniture",
                    m::Appearance::Object => "Appearance::Object",
                    m::Appearance::Monster => "Appearance::Monster",
                });
                g.w(",");
            }
            if !mo.appear_as.is_empty() {
                g.w("appear_as:");
                g.text(&mo.appear_as);
                g.w(",");
            }
            if let Some(a) = mo.align {
                g.w("align:");
                g.s.some();
                g.align(a);
                g.w("),");
            }
            if let Some(b) = mo.peaceful {
                g.w("peaceful:");
                g.s.some();
                g.num(b);
                g.w("),");
            }
            if let Some(b) = mo.asleep {
                g.w("asleep:");
                g.s.some();
                g.num(b);
                g.w("),");
            }
            g.w("..");
            g.m("Monster::RANDOM}");
        });
    }

    /// The fields of an object that differ from `Object::RANDOM`, then the
    /// rest from it (see [`Gen343::monsters`]).
    fn objects(&mut self, v: &[m::Object]) {
        self.list(v, |g, o| {
            g.m("Object{");
            if o.class != m::ClassSel::Random {
                g.w("class:");
                g.class(o.class);
                g.w(",");
            }
            if let Some(i) = o.id {
                g.w("id:");
                g.s.some();
                object_ref(&mut g.s, g.cat, i);
                g.w("),");
            }
            if o.at != m::Coord::Random {
                g.w("at:");
                g.coord(o.at);
                g.w(",");
            }
            if o.chance != 100 {
                g.w("chance:");
                g.num(o.chance);
                g.w(",");
            }
            match o.corpse {
                m::CorpseSel::Unspecified => {}
                m::CorpseSel::Random => {
                    g.w("corpse:");
                    g.m("CorpseSel::Random,");
                }
                m::CorpseSel::Monster(i) => {
                    g.w("corpse:");
                    g.m("CorpseSel::Monster(");
                    monster_ref(&mut g.s, g.cat, i);
                    g.w("),");
                }
            }
            if let Some(spe) = o.spe.filter(|&s| s != m::SPE_RANDOM) {
                g.w("spe:");
                g.or_random(Some(spe), |g, s| g.num(s));
                g.w(",");
            }
            if o.curse != m::CurseState::Random {
                g.w("curse:");
                g.m(match o.curse {
                    m::CurseState::Random => "CurseState::Random",
                    m::CurseState::Blessed => "CurseState::Blessed",
                    m::CurseState::Uncursed => "CurseState::Uncursed",
                    m::CurseState::Cursed => "CurseState::Cursed",
                });
                g.w(",");
            }
            if o.containment != m::Containment::Floor {
                g.w("containment:");
                g.m(match o.containment {
                    m::Containment::Floor => "Containment::Floor",
                    m::Containment::Contained => "Containment::Contained",
                    m::Containment::Container => "Containment::Container",
                });
                g.w(",");
            }
            if !o.name.is_empty() {
                g.w("name:");
                g.text(&o.name);
                g.w(",");
            }
            if o.flags != 0 {
                g.w("flags:");
                g.m("ObjectFlags{lit:");
                g.num(o.flags & m::OBJF_LIT != 0);
                g.w(",buried:");
                g.num(o.flags & m::OBJF_BURIED != 0);
                g.w("},");
            }
            g.w("..");
            g.m("Object::RANDOM}");
        });
    }

    fn gold(&mut self, v: &[m::Gold]) {
        self.list(v, |g, gd| {
            g.m("Gold{at:");
            g.coord(gd.at);
            g.w(",amount:");
            g.or_random((gd.amount != -1).then_some(gd.amount), |g, a| g.num(a));
            g.w("}");
        });
    }

    fn engravings(&mut self, v: &[m::Engraving]) {
        self.list(v, |g, e| {
            g.m("Engraving{at:");
            g.coord(e.at);
            g.w(",kind:");
            g.m(match e.kind {
                m::EngravingKind::Dust => "EngravingKind::Dust",
                m::EngravingKind::Engrave => "EngravingKind::Engrave",
                m::EngravingKind::Burn => "EngravingKind::Burn",
                m::EngravingKind::Mark => "EngravingKind::Mark",
                m::EngravingKind::Scrawl => "EngravingKind::Scrawl",
                m::EngravingKind::Random => "EngravingKind::Random",
            });
            g.w(",text:");
            g.text(&e.text);
            g.w("}");
        });
    }

    fn stairs(&mut self, v: &[m::Stair]) {
        self.list(v, |g, s| {
            g.m("Stair{at:");
            g.coord(s.at);
            g.w(",up:");
            g.num(s.up);
            g.w("}");
        });
    }

    fn altars(&mut self, v: &[m::Altar]) {
        self.list(v, |g, a| {
            g.m("Altar{at:");
            g.coord(a.at);
            g.w(",align:");
            g.align(a.align);
            g.w(",kind:");
            g.m(match a.kind {
                m::AltarKind::Altar => "AltarKind::Altar",
                m::AltarKind::Shrine => "AltarKind::Shrine",
                m::AltarKind::Sanctum => "AltarKind::Sanctum",
                m::AltarKind::Random => "AltarKind::Random",
            });
            g.w(",god:");
            g.num(a.god);
            g.w("}");
        });
    }

    fn map(&mut self, grid: &m::MapGrid) {
        let chars = self.map_chars.get_or_insert_with(|| Box::new(map_chars()));
        // Every terrain a source map can make has a map character; the
        // others (only in hand-made models) show as `?`.
        let rows: Vec<String> = grid
            .rows
            .iter()
            .map(|r| {
                r.iter()
                    .map(|&t| chars[usize::from(t.code())].map_or('?', char::from))
                    .collect()
            })
            .collect();
        self.m("Map{width:");
        self.num(grid.width);
        self.w(",height:");
        self.num(grid.height);
        self.w(",rows:");
        self.list(&rows, |g, r| g.s.str_lit(r));
        self.w("}");
    }

    fn lev_area(&mut self, a: m::LevArea) {
        self.m("LevArea{area:");
        self.area(a.area);
        self.w(",whole_level:");
        self.num(a.whole_level);
        self.w("}");
    }

    fn lev_region(&mut self, r: &m::LevRegion) {
        self.m("LevRegion{area:");
        self.lev_area(r.area);
        self.w(",exclude:");
        self.lev_area(r.exclude);
        self.w(",kind:");
        self.m(match r.kind {
            m::LevRegionKind::DownStair => "LevRegionKind::DownStair",
            m::LevRegionKind::UpStair => "LevRegionKind::UpStair",
            m::LevRegionKind::Portal => "LevRegionKind::Portal",
            m::LevRegionKind::Branch => "LevRegionKind::Branch",
            m::LevRegionKind::Tele => "LevRegionKind::Tele",
            m::LevRegionKind::UpTele => "LevRegionKind::UpTele",
            m::LevRegionKind::DownTele => "LevRegionKind::DownTele",
        });
        self.w(",name:");
        self.text(&r.name);
        self.w("}");
    }

    fn points(&mut self, v: &[m::Point]) {
        self.list(v, |g, pt| {
            g.m("Point{x:");
            g.num(pt.x);
            g.w(",y:");
            g.num(pt.y);
            g.w("}");
        });
    }

    /// `,key:..,text:..` of a door: the model's `text` is SLASH'EM's key
    /// (an artifact index, named from the variant's artifact table) or
    /// dNetHack's door text; 0 is none.
    fn door_tail(&mut self, text: i16) {
        let names = self.fam.and_then(|f| f.slashem).map(|s| s.artifacts);
        self.w(",key:");
        match (names, u16::try_from(text)) {
            (Some(names), Ok(index)) if index != 0 => {
                self.s.some();
                self.m("ArtifactRef{index:");
                self.num(index);
                self.w(",name:");
                let name = names.get(usize::from(index)).copied().unwrap_or("");
                self.s.str_lit(name);
                self.w("})");
            }
            _ => self.s.none(),
        }
        self.w(",text:");
        self.num(if names.is_some() { 0 } else { text });
    }

    fn part(&mut self, p: &m::MazePart) {
        self.m("MazePart{halign:");
        self.halign(p.halign);
        self.w(",valign:");
        self.valign(p.valign);
        self.w(",map:");
        self.map(&p.map);
        self.w(",lregions:");
        self.list(&p.lregions, |g, r| g.lev_region(r));
        self.w(",random_objects:");
        self.s.bytes_lit(&p.random_objects);
        self.w(",random_places:");
        self.points(&p.random_places);
        self.w(",place_lists:");
        self.list(&p.place_lists, |g, l| g.points(l));
        self.w(",random_regions:");
        self.list(&p.random_regions, |g, r| g.lev_region(r));
        self.w(",random_monsters:");
        self.s.bytes_lit(&p.random_monsters);
        self.w(",regions:");
        self.list(&p.regions, |g, r| {
            g.m("Region{area:");
            g.area(r.area);
            g.w(",room_type:");
            g.room_type(r.room_type);
            g.w(",unfilled:");
            g.num(r.unfilled);
            g.w(",lit:");
            g.light(r.lit);
            g.w(",irregular:");
            g.num(r.irregular);
            g.w("}");
        });
        self.w(",doors:");
        self.list(&p.doors, |g, d| {
            g.m("Door{at:");
            g.coord(d.at);
            g.w(",state:");
            g.door_state(d.state);
            g.door_tail(d.text);
            g.w("}");
        });
        self.w(",drawbridges:");
        self.list(&p.drawbridges, |g, d| {
            g.m("Drawbridge{at:");
            g.coord(d.at);
            g.w(",dir:");
            g.dir(d.dir);
            g.w(",open:");
            g.num(d.open);
            g.w("}");
        });
        self.w(",walks:");
        self.list(&p.walks, |g, w| {
            g.m("MazeWalk{at:");
            g.coord(w.at);
            g.w(",dir:");
            g.dir(w.dir);
            g.w("}");
        });
        self.w(",non_diggable:");
        self.areas(&p.non_diggable);
        self.w(",non_passwall:");
        self.areas(&p.non_passwall);
        self.w(",ladders:");
        self.stairs(&p.ladders);
        self.w(",stairs:");
        self.stairs(&p.stairs);
        self.w(",altars:");
        self.altars(&p.altars);
        self.w(",fountains:");
        self.coords(&p.fountains);
        self.w(",forges:");
        self.coords(&p.forges);
        self.w(",traps:");
        self.traps(&p.traps);
        self.w(",monsters:");
        self.monsters(&p.monsters);
        self.w(",objects:");
        self.objects(&p.objects);
        self.w(",gold:");
        self.gold(&p.gold);
        self.w(",engravings:");
        self.engravings(&p.engravings);
        self.w("}");
    }

    fn room(&mut self, r: &m::Room) {
        self.m("Room{name:");
        self.text(&r.name);
        self.w(",parent:");
        self.text(&r.parent);
        self.w(",x:");
        self.i8_or_random(r.x);
        self.w(",y:");
        self.i8_or_random(r.y);
        self.w(",w:");
        self.i8_or_random(r.w);
        self.w(",h:");
        self.i8_or_random(r.h);
        self.w(",xalign:");
        self.or_random(r.xalign, |g, a| g.halign(a));
        self.w(",yalign:");
        self.or_random(r.yalign, |g, a| g.valign(a));
        self.w(",room_type:");
        self.room_type(r.room_type);
        self.w(",chance:");
        self.num(r.chance);
        self.w(",lit:");
        self.light(r.lit);
        self.w(",filled:");
        self.num(r.filled);
        self.w(",doors:");
        self.list(&r.doors, |g, d| {
            g.m("RoomDoor{wall:");
            g.or_random(d.wall, |g, w| g.dir(w));
            g.w(",pos:");
            g.i8_or_random(d.pos);
            g.w(",secret:");
            g.or_random(d.secret, |g, s| g.num(s));
            g.w(",state:");
            g.door_state(d.state);
            g.door_tail(d.text);
            g.w("}");
        });
        self.w(",stairs:");
        self.stairs(&r.stairs);
        self.w(",altars:");
        self.altars(&r.altars);
        self.w(",fountains:");
        self.coords(&r.fountains);
        self.w(",forges:");
        self.coords(&r.forges);
        self.w(",sinks:");
        self.coords(&r.sinks);
        self.w(",pools:");
        self.coords(&r.pools);
        self.w(",traps:");
        self.traps(&r.traps);
        self.w(",monsters:");
        self.monsters(&r.monsters);
        self.w(",objects:");
        self.objects(&r.objects);
        self.w(",gold:");
        self.gold(&r.gold);
        self.w(",engravings:");
        self.engravings(&r.engravings);
        self.w("}");
    }

    fn corridor_end(&mut self, e: m::CorridorEnd) {
        self.m("CorridorEnd{room:");
        self.num(e.room);
        self.w(",wall:");
        self.num(e.wall);
        self.w(",door:");
        self.i8_or_random(e.door);
        self.w("}");
    }

    fn corridor(&mut self, c: &m::Corridor) {
        match *c {
            m::Corridor::Random => self.m("Corridor::Random"),
            m::Corridor::Join { src, dest } => {
                self.m("Corridor::Join{src:");
                self.corridor_end(src);
                self.w(",dest:");
                self.corridor_end(dest);
                self.w("}");
            }
            m::Corridor::ToAnywhere { src, n } => {
                self.m("Corridor::ToAnywhere{src:");
                self.corridor_end(src);
                self.w(",n:");
                self.num(n);
                self.w("}");
            }
        }
    }
}

fn terrain_name(t: m::Terrain) -> &'static str {
    match t {
        m::Terrain::Stone => "Stone",
        m::Terrain::VWall => "VWall",
        m::Terrain::HWall => "HWall",
        m::Terrain::TlCorner => "TlCorner",
        m::Terrain::TrCorner => "TrCorner",
        m::Terrain::BlCorner => "BlCorner",
        m::Terrain::BrCorner => "BrCorner",
        m::Terrain::CrossWall => "CrossWall",
        m::Terrain::TuWall => "TuWall",
        m::Terrain::TdWall => "TdWall",
        m::Terrain::TlWall => "TlWall",
        m::Terrain::TrWall => "TrWall",
        m::Terrain::DbWall => "DbWall",
        m::Terrain::Tree => "Tree",
        m::Terrain::SDoor => "SDoor",
        m::Terrain::SCorr => "SCorr",
        m::Terrain::Pool => "Pool",
        m::Terrain::Moat => "Moat",
        m::Terrain::Water => "Water",
        m::Terrain::DrawbridgeUp => "DrawbridgeUp",
        m::Terrain::LavaPool => "LavaPool",
        m::Terrain::IronBars => "IronBars",
        m::Terrain::Door => "Door",
        m::Terrain::Corr => "Corr",
        m::Terrain::Room => "Room",
        m::Terrain::Stairs => "Stairs",
        m::Terrain::Ladder => "Ladder",
        m::Terrain::Fountain => "Fountain",
        m::Terrain::Throne => "Throne",
        m::Terrain::Sink => "Sink",
        m::Terrain::Grave => "Grave",
        m::Terrain::Altar => "Altar",
        m::Terrain::Ice => "Ice",
        m::Terrain::DrawbridgeDown => "DrawbridgeDown",
        m::Terrain::Air => "Air",
        m::Terrain::Cloud => "Cloud",
        // Only pictures of 3.7 levels have it; no compiled level does, and
        // the generated tables have no such type.
        m::Terrain::LavaWall => "LavaPool",
        // The 3.4.3 family's terrains (dNetHack's, notdNetHack's,
        // SLASH'EM's toilet, SlashTHEM's puddle) have types of their own.
        m::Terrain::Grass => "Grass",
        m::Terrain::Sand => "Sand",
        m::Terrain::DeadTree => "DeadTree",
        m::Terrain::Forge => "Forge",
        m::Terrain::Puddle => "Puddle",
        m::Terrain::Soil => "Soil",
        m::Terrain::Toilet => "Toilet",
        // Only pictures of a variant's 3.6 levels have these; 3.4.3's
        // tables have no such types.
        m::Terrain::MagicChest => "Room",
        m::Terrain::Sewage => "Pool",
        m::Terrain::Vent | m::Terrain::Bridge => "Room",
        m::Terrain::IceWall | m::Terrain::CrystalIceWall => "Stone",
        m::Terrain::Bog => "Pool",
        m::Terrain::MagicPlatform => "Room",
        m::Terrain::Brazier | m::Terrain::Signpost | m::Terrain::Anvil => "Room",
        m::Terrain::Ground => "Room",
    }
}

fn room_type_name(r: m::RoomType) -> &'static str {
    match r {
        m::RoomType::Ordinary => "Ordinary",
        m::RoomType::Throne => "Throne",
        m::RoomType::Swamp => "Swamp",
        m::RoomType::Vault => "Vault",
        m::RoomType::Beehive => "Beehive",
        m::RoomType::Morgue => "Morgue",
        m::RoomType::Barracks => "Barracks",
        m::RoomType::Zoo => "Zoo",
        m::RoomType::Delphi => "Delphi",
        m::RoomType::Temple => "Temple",
        m::RoomType::LeprechaunHall => "LeprechaunHall",
        m::RoomType::CockatriceNest => "CockatriceNest",
        m::RoomType::AntHole => "AntHole",
        m::RoomType::Shop => "Shop",
        m::RoomType::ArmorShop => "ArmorShop",
        m::RoomType::ScrollShop => "ScrollShop",
        m::RoomType::PotionShop => "PotionShop",
        m::RoomType::WeaponShop => "WeaponShop",
        m::RoomType::FoodShop => "FoodShop",
        m::RoomType::RingShop => "RingShop",
        m::RoomType::WandShop => "WandShop",
        m::RoomType::ToolShop => "ToolShop",
        m::RoomType::BookShop => "BookShop",
        m::RoomType::CandleShop => "CandleShop",
        m::RoomType::HiveOutpost => "HiveOutpost",
        m::RoomType::NestOutpost => "NestOutpost",
        m::RoomType::GarrisonOutpost => "GarrisonOutpost",
        m::RoomType::MoundOutpost => "MoundOutpost",
        m::RoomType::SeaGarden => "SeaGarden",
        m::RoomType::FishShop => "FishShop",
        m::RoomType::ExplorerShop => "ExplorerShop",
        m::RoomType::NaiadShop => "NaiadShop",
        m::RoomType::RealZoo => "RealZoo",
        m::RoomType::GiantCourt => "GiantCourt",
        m::RoomType::DragonLair => "DragonLair",
        m::RoomType::BadFoodShop => "BadFoodShop",
        m::RoomType::LemurePit => "LemurePit",
        m::RoomType::MigoHive => "MigoHive",
        m::RoomType::FungusFarm => "FungusFarm",
        m::RoomType::PetShop => "PetShop",
        m::RoomType::TinShop => "TinShop",
        m::RoomType::BlackMarket => "BlackMarket",
        m::RoomType::Garden => "Garden",
        m::RoomType::Clinic => "Clinic",
        m::RoomType::TerrorHall => "TerrorHall",
        m::RoomType::CoinHall => "CoinHall",
        m::RoomType::DougRoom => "DougRoom",
        m::RoomType::Armory => "Armory",
        m::RoomType::TrapRoom => "TrapRoom",
        m::RoomType::PoolRoom => "PoolRoom",
        m::RoomType::GunShop => "GunShop",
        m::RoomType::MusicShop => "MusicShop",
        m::RoomType::HealthShop => "HealthShop",
    }
}

fn trap_kind_name(k: m::TrapKind) -> &'static str {
    match k {
        m::TrapKind::Arrow => "Arrow",
        m::TrapKind::Dart => "Dart",
        m::TrapKind::FallingRock => "FallingRock",
        m::TrapKind::SqueakyBoard => "SqueakyBoard",
        m::TrapKind::BearTrap => "BearTrap",
        m::TrapKind::LandMine => "LandMine",
        m::TrapKind::RollingBoulder => "RollingBoulder",
        m::TrapKind::SleepingGas => "SleepingGas",
        m::TrapKind::Rust => "Rust",
        m::TrapKind::Fire => "Fire",
        m::TrapKind::Pit => "Pit",
        m::TrapKind::SpikedPit => "SpikedPit",
        m::TrapKind::Hole => "Hole",
        m::TrapKind::TrapDoor => "TrapDoor",
        m::TrapKind::Teleport => "Teleport",
        m::TrapKind::LevelTeleport => "LevelTeleport",
        m::TrapKind::MagicPortal => "MagicPortal",
        m::TrapKind::Web => "Web",
        m::TrapKind::Statue => "Statue",
        m::TrapKind::Magic => "Magic",
        m::TrapKind::AntiMagic => "AntiMagic",
        m::TrapKind::Polymorph => "Polymorph",
        m::TrapKind::Essence => "Essence",
        m::TrapKind::MummyTrap => "MummyTrap",
        m::TrapKind::Switch => "Switch",
        m::TrapKind::FleshHook => "FleshHook",
        m::TrapKind::Ice => "Ice",
        m::TrapKind::Spear => "Spear",
        m::TrapKind::Collapse => "Collapse",
        m::TrapKind::MagicBeam => "MagicBeam",
    }
}

// ---------------------------------------------------------------------------
// 3.6 programs
// ---------------------------------------------------------------------------

struct Gen36<'a, 'p> {
    cat: &'a Catalog,
    s: Src<'p>,
    /// Instructions written as constants, and the constants' names.
    shared: HashMap<&'a m36::Instr, String>,
    /// Monsters, objects and map characters as raw numbers (see
    /// [`write_lev36`]).
    raw_packs: bool,
}

impl<'a, 'p> Gen36<'a, 'p> {
    fn new(cat: &'a Catalog, paths: &'p Paths) -> Self {
        Gen36 {
            cat,
            s: Src::new(paths),
            shared: HashMap::new(),
            raw_packs: false,
        }
    }

    /// An item of the lev36 module.
    fn l(&mut self, name: &str) {
        self.s.module(name);
    }

    fn level(&mut self, level: &m36::Level) {
        self.l("Level{name:");
        text(&mut self.s, &level.name);
        self.s.w(",code:&[");
        for (i, ins) in level.code.iter().enumerate() {
            if i > 0 {
                self.s.w(",");
            }
            self.instr(ins);
        }
        self.s.w("]}");
    }

    fn instr(&mut self, i: &m36::Instr) {
        if let Some(name) = self.shared.get(i) {
            self.s.w(name);
            return;
        }
        match i {
            m36::Instr::Op(op) => {
                self.l("Instr::Op(");
                self.l("Opcode::");
                // The model's opcodes and the table's have the same names.
                self.s.w(&format!("{op:?}"));
                self.s.w(")");
            }
            m36::Instr::Push(v) => {
                self.l("Instr::Push(");
                self.operand(v);
                self.s.w(")");
            }
        }
    }

    fn raw(&mut self, kind: u8, value: i64) {
        self.l("Operand::Raw{kind:");
        self.s.num(kind);
        self.s.w(",value:");
        self.s.num(value);
        self.s.w("}");
    }

    /// The typed form of a packed operand, or `Raw` when it does not unpack
    /// into one that packs back to the same number.
    fn operand(&mut self, v: &m36::Operand) {
        match v {
            m36::Operand::Int(n) => {
                self.l("Operand::Int(");
                self.s.num(*n);
                self.s.w(")");
            }
            m36::Operand::Str(None) => {
                self.l("Operand::Str(");
                self.s.none();
                self.s.w(")");
            }
            m36::Operand::Str(Some(t)) => {
                self.l("Operand::Str(");
                self.s.some();
                text(&mut self.s, t);
                self.s.w("))");
            }
            m36::Operand::Var(t) => {
                self.l("Operand::Var(");
                text(&mut self.s, t);
                self.s.w(")");
            }
            m36::Operand::Coord(c) => {
                let c = *c;
                if c & !0x00ff_00ff == 0 {
                    self.l("Operand::Coord(");
                    self.l("Coord::At{x:");
                    self.s.num((c & 0xff) as u8);
                    self.s.w(",y:");
                    self.s.num(((c >> 16) & 0xff) as u8);
                    self.s.w("})");
                } else if c & !0x00ff_ffff == 0x0100_0000 && c & 0x00ff_ffff <= i64::from(u32::MAX)
                {
                    self.l("Operand::Coord(");
                    self.l("Coord::Random(");
                    self.l("LocFlags(");
                    self.s.num((c & 0x00ff_ffff) as u32);
                    self.s.w(")))");
                } else {
                    self.raw(v.type_byte(), c);
                }
            }
            m36::Operand::Region(r) => {
                let r = *r;
                if (0..=0xffff_ffff).contains(&r) {
                    let b = |s: u32| ((r >> s) & 0xff) as u8;
                    self.l("Operand::Region(");
                    self.l("Region{x1:");
                    self.s.num(b(0));
                    self.s.w(",y1:");
                    self.s.num(b(8));
                    self.s.w(",x2:");
                    self.s.num(b(16));
                    self.s.w(",y2:");
                    self.s.num(b(24));
                    self.s.w("})");
                } else {
                    self.raw(v.type_byte(), r);
                }
            }
            m36::Operand::MapChar(x) | m36::Operand::Monster(x) | m36::Operand::Object(x)
                if self.raw_packs =>
            {
                self.raw(v.type_byte(), *x);
            }
            m36::Operand::MapChar(x) => {
                let x = *x;
                let typ = (x & 0xff) as u8;
                let lit = ((x >> 8) & 0xffff) - 10;
                let cell = if typ == 36 {
                    Some(None)
                } else {
                    m::Terrain::from_code(typ).map(Some)
                };
                let light = match lit {
                    -2 => Some("MapLight::Unspecified"),
                    -1 => Some("MapLight::Random"),
                    0 => Some("MapLight::Unlit"),
                    1 => Some("MapLight::Lit"),
                    _ => None,
                };
                match (cell, light) {
                    (Some(cell), Some(light))
                        if m36::pack(((x >> 8) & 0xffff) - 10, i64::from(typ)) == x =>
                    {
                        self.l("Operand::MapChar(");
                        self.l("MapChar{cell:");
                        match cell {
                            None => self.l("MapCell::Transparent"),
                            Some(t) => {
                                self.l("MapCell::Terrain(");
                                self.s.lev343("Terrain::");
                                self.s.w(terrain_name(t));
                                self.s.w(")");
                            }
                        }
                        self.s.w(",lit:");
                        self.l(light);
                        self.s.w("})");
                    }
                    _ => self.raw(v.type_byte(), x),
                }
            }
            m36::Operand::Monster(x) | m36::Operand::Object(x) => {
                let x = *x;
                let is_monster = matches!(v, m36::Operand::Monster(_));
                let variant = if is_monster {
                    "Operand::Monster("
                } else {
                    "Operand::Object("
                };
                if x == -1 {
                    self.l(variant);
                    self.l("Select::Random)");
                    return;
                }
                let class = (x & 0xff) as u8;
                let index = ((x >> 8) & 0xffff) - 10;
                if x < 0 || m36::pack(index, i64::from(class)) != x {
                    return self.raw(v.type_byte(), x);
                }
                if index == -1 {
                    self.l(variant);
                    self.l("Select::Class(");
                    self.s.u8_suffixed(class);
                    self.s.w("))");
                    return;
                }
                let cat = self.cat;
                let known = u16::try_from(index).ok().filter(|&i| {
                    if is_monster {
                        cat.monster(usize::from(i)).is_some()
                    } else {
                        cat.object(usize::from(i)).is_some()
                    }
                });
                match known {
                    Some(i) => {
                        self.l(variant);
                        self.l("Select::Exact{class:");
                        self.s.u8_suffixed(class);
                        self.s.w(",id:");
                        if is_monster {
                            monster_ref(&mut self.s, cat, i);
                        } else {
                            object_ref(&mut self.s, cat, i);
                        }
                        self.s.w("})");
                    }
                    None => self.raw(v.type_byte(), x),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{lev, lev36, SourceFile, Target};
    use quote::quote;

    #[test]
    fn example_levels_343() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/levels.des");
        let src = SourceFile::new("levels.des", std::fs::read(root).unwrap());
        let target = Target::nethack_343();
        let levels = lev::compile(&src, &target, &Default::default())
            .levels
            .unwrap();
        let text = lev343_file(&levels, &target.catalog, &quote!(crate::t)).to_string();
        assert!(
            text.starts_with("& [crate :: t :: lev343 :: Level {"),
            "{text}"
        );
        assert!(text.contains("\"|....}}}}.....}}}.....|\""), "{text}");
        assert!(text.contains("name : \"giant eel\""), "{text}");
        assert!(!text.contains("dgn_types"));
    }

    #[test]
    fn example_level_36() {
        let root =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/levels36.des");
        let src = SourceFile::new("levels36.des", std::fs::read(root).unwrap());
        let target = Target::nethack_367();
        let levels = lev36::compile(&src, &target, &Default::default())
            .levels
            .unwrap();
        let text = lev36_file(&levels, &target.catalog, &default_types()).to_string();
        assert!(text.contains("Opcode :: Message"), "{text}");
        assert!(text.contains("name : \"water moccasin\""), "{text}");
        assert!(!text.contains("Operand :: Raw"), "{text}");
    }

    #[test]
    fn variant_terrains_and_flags_reach_the_table() {
        // dNetHack's grass, dead tree, soil, sand and puddle are written
        // with the characters `dgn_types::lev343::Terrain::from_map_char`
        // reads back (grass as `,`); its flag bits are kept.
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../tests/tests/variants/dnethack/levels.des");
        let src = SourceFile::new("levels.des", std::fs::read(root).unwrap());
        let target = Target::builtin("dnethack").unwrap();
        let files = crate::levels::compile(&src, &target, &Default::default())
            .levels
            .unwrap();
        let text = table_of(&files, &target, &quote!(t)).to_string();
        assert!(
            text.contains("rows : & [\"-------\" , \"|.t,e,|\" , \"|sw.+.|\""),
            "{text}"
        );
        assert!(!text.contains('?'), "{text}");
        // lethe 0x20 | cave 0x400 | outside 0x800
        assert!(text.contains("noteleport : true"), "{text}");
        assert!(text.contains("variant : 3104"), "{text}");
        // dNetHack's door numbers are texts (the last one), not keys.
        assert!(!text.contains("ArtifactRef"), "{text}");
        assert!(text.contains("Option :: None , text : 7 }"), "{text}");
        assert!(text.contains("Option :: None , text : 12 }"), "{text}");
    }

    fn default_types() -> TokenStream {
        super::super::default_types_path()
    }
}

/// The table expression for the compiled levels of one file, in the
/// target's dialect.
pub fn table_of(
    files: &[crate::levels::LevelFile],
    target: &crate::Target,
    types: &TokenStream,
) -> TokenStream {
    let module = match target.dialect {
        _ if target.variant == crate::target::Variant::UnNetHack35 => "lev35",
        Dialect::V343 => "lev343",
        Dialect::V36 => "lev36",
    };
    table_with(files, target, &Paths::full(types, module), false).expr
}

/// [`table_of`] with the names written as `paths` says; with `share`,
/// repeated 3.6 instructions become constants (see [`write_lev36`]).
fn table_with(
    files: &[crate::levels::LevelFile],
    target: &crate::Target,
    paths: &Paths,
    share: bool,
) -> TableCode {
    use crate::levels::Model;
    let cat = &target.catalog;
    if target.variant == crate::target::Variant::UnNetHack35 {
        let ls: Vec<(&[u8], &m35::Level)> = files
            .iter()
            .filter_map(|f| match &f.model {
                Model::V35(l) => Some((f.name.as_bytes(), l)),
                Model::V343(_) | Model::V36(_) => None,
            })
            .collect();
        return TableCode {
            items: TokenStream::new(),
            expr: write_lev35(&ls, cat, paths).into_tokens(),
        };
    }
    match target.dialect {
        Dialect::V343 => {
            let ls: Vec<&m::Level> = files
                .iter()
                .filter_map(|f| match &f.model {
                    Model::V343(l) => Some(l),
                    Model::V36(_) | Model::V35(_) => None,
                })
                .collect();
            let fam = crate::lev::family::family(target);
            TableCode {
                items: TokenStream::new(),
                expr: write_lev343(&ls, cat, fam, paths).into_tokens(),
            }
        }
        Dialect::V36 => {
            let ls: Vec<&m36::Level> = files
                .iter()
                .filter_map(|f| match &f.model {
                    Model::V36(l) => Some(l),
                    Model::V343(_) | Model::V35(_) => None,
                })
                .collect();
            let raw = crate::lev36::variant::of(target.variant).plain_pack;
            write_lev36(&ls, cat, paths, share, raw)
        }
    }
}

/// What the `dungeon!` macro makes of a special-level file: rendered
/// errors and warnings, and the table when there are no errors.
#[derive(Debug, Default)]
pub(crate) struct Expanded {
    /// Rendered errors (without the leading `error: `, which rustc adds).
    pub errors: Vec<String>,
    /// Rendered warnings.
    pub warnings: Vec<String>,
    /// The table.
    pub table: Option<TableCode>,
    /// The target compiled for, when it is not the one given (the file was
    /// recognised as the other dialect).
    pub detected: Option<crate::Target>,
}

/// Compiles a special-level file for the macro: diagnostics as
/// [`crate::levels::compile_from`] gives them (one error for a file in the
/// other dialect, level names that cannot name files, duplicates), then the
/// table of the dialect compiled, its names bare: the expansion imports
/// them (see `expand::imports`).
pub(crate) fn expand_levels(
    file: &crate::SourceFile,
    target: &crate::Target,
    opts: &crate::levels::Options,
    origin: crate::settings::TargetOrigin,
) -> Expanded {
    use crate::diag::Severity;
    let mut out = Expanded::default();
    let mut checked = crate::levels::compile_from(file, target, opts, origin);
    crate::diag::cap_errors(
        &mut checked.diagnostics,
        crate::diag::ERRORS_SHOWN_PER_FILE,
        file.name(),
    );
    for d in &checked.diagnostics {
        let text = d.render(file, false);
        match d.severity {
            Severity::Error => out
                .errors
                .push(text.strip_prefix("error: ").unwrap_or(&text).to_string()),
            Severity::Warning => out.warnings.push(text),
        }
    }
    out.detected = checked.detected;
    if !out.errors.is_empty() {
        return out;
    }
    let Some(files) = checked.levels else {
        return out;
    };
    let target = out.detected.as_ref().unwrap_or(target);
    out.table = Some(table_with(&files, target, &Paths::imported(), true));
    out
}
