//! `selection.*`: sets of level squares, with NetHack 3.7's functions,
//! methods (`sel:grow()`) and operators (`|`, `+`, `&`, `~`, `-`, unary
//! `-`). Coordinates given and returned are relative to the current map
//! part, as in the game; squares are kept in level coordinates.

use crate::ctx::{as_coord, as_int, caller_line, check_keys, t_bool, t_int, t_str, Ctx, Shared};
use crate::level::{Terrain37, COLNO, ROWNO};
use crate::schema::{self, Module};
use mlua::{
    AnyUserData, Lua, MetaMethod, MultiValue, Table, UserData, UserDataMethods, Value, Variadic,
};

/// A set of level squares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Selection {
    bits: Vec<bool>,
    /// When dice chose the squares (a random spot, a percentage, a wavy
    /// line...): every square another game's selection may hold. `None`:
    /// every game makes the same selection.
    may: Option<Vec<bool>>,
}

impl Default for Selection {
    fn default() -> Self {
        Selection {
            bits: vec![false; COLNO * ROWNO],
            may: None,
        }
    }
}

impl Selection {
    /// Whether level square `x`, `y` is in the set.
    pub fn get(&self, x: i32, y: i32) -> bool {
        ok(x, y) && self.bits[y as usize * COLNO + x as usize]
    }

    /// Adds or removes a level square (ignored off the level).
    pub fn set(&mut self, x: i32, y: i32, v: bool) {
        if ok(x, y) {
            self.bits[y as usize * COLNO + x as usize] = v;
        }
    }

    /// The squares of the set, row by row.
    pub fn points(&self) -> impl Iterator<Item = (i32, i32)> + '_ {
        (0..ROWNO as i32)
            .flat_map(|y| (0..COLNO as i32).map(move |x| (x, y)))
            .filter(|&(x, y)| self.get(x, y))
    }

    fn count(&self) -> usize {
        self.bits.iter().filter(|&&b| b).count()
    }

    /// Whether dice chose the squares: another game may select others.
    pub(crate) fn drawn(&self) -> bool {
        self.may.is_some()
    }

    /// Whether some game's selection may hold level square `x`, `y`.
    pub(crate) fn may_get(&self, x: i32, y: i32) -> bool {
        match &self.may {
            Some(m) => ok(x, y) && m[y as usize * COLNO + x as usize],
            None => self.get(x, y),
        }
    }

    /// The squares some game's selection may hold.
    pub(crate) fn may_points(&self) -> impl Iterator<Item = (i32, i32)> + '_ {
        (0..ROWNO as i32)
            .flat_map(|y| (0..COLNO as i32).map(move |x| (x, y)))
            .filter(|&(x, y)| self.may_get(x, y))
    }

    /// Marks the selection as drawn by dice, and adds a square another
    /// game's selection may hold.
    fn widen(&mut self, x: i32, y: i32) {
        if self.may.is_none() {
            self.may = Some(self.bits.clone());
        }
        if let (true, Some(m)) = (ok(x, y), self.may.as_mut()) {
            m[y as usize * COLNO + x as usize] = true;
        }
    }

    /// Marks the selection as drawn by dice, within what it may hold now.
    fn drawn_within(&mut self, may: Option<Vec<bool>>) {
        self.may = Some(may.unwrap_or_else(|| self.bits.clone()));
    }
}

fn ok(x: i32, y: i32) -> bool {
    (0..COLNO as i32).contains(&x) && (0..ROWNO as i32).contains(&y)
}

impl UserData for Selection {
    fn add_methods<M: UserDataMethods<Self>>(m: &mut M) {
        m.add_meta_function(MetaMethod::Index, |lua, (_u, key): (AnyUserData, Value)| {
            let t: Table = lua.globals().get("selection")?;
            t.get::<Value>(key)
        });
        let bin = |op: fn(bool, bool) -> bool| {
            move |lua: &Lua, (a, b): (AnyUserData, AnyUserData)| {
                spend(lua);
                let a = a.borrow::<Selection>()?;
                let b = b.borrow::<Selection>()?;
                let mut out = Selection::default();
                for i in 0..out.bits.len() {
                    out.bits[i] = op(a.bits[i], b.bits[i]);
                }
                if a.drawn() || b.drawn() {
                    // Any square either may hold (more than the operation
                    // can give, never less).
                    let ma = a.may.as_ref().unwrap_or(&a.bits);
                    let mb = b.may.as_ref().unwrap_or(&b.bits);
                    let may = (0..out.bits.len())
                        .map(|i| out.bits[i] || ma[i] || mb[i])
                        .collect();
                    out.may = Some(may);
                }
                Ok(out)
            }
        };
        m.add_meta_function(MetaMethod::BOr, bin(|a, b| a || b));
        m.add_meta_function(MetaMethod::Add, bin(|a, b| a || b));
        m.add_meta_function(MetaMethod::BAnd, bin(|a, b| a && b));
        m.add_meta_function(MetaMethod::BXor, bin(|a, b| a != b));
        m.add_meta_function(MetaMethod::Sub, bin(|a, b| a && !b));
        let neg = |lua: &Lua, (a, _b): (AnyUserData, Value)| {
            spend(lua);
            let s = a.borrow::<Selection>()?;
            Ok(negate(&s))
        };
        m.add_meta_function(MetaMethod::Unm, neg);
        m.add_meta_function(MetaMethod::BNot, neg);
    }
}

/// The run's step counter, kept with the interpreter for the operators
/// of selections (which see no other state).
pub(crate) struct Spent(pub std::rc::Rc<std::cell::Cell<u64>>);

/// Counts an operator on selections (a pass over the level) against the
/// run limit; the interpreter's hook stops the run once past it.
fn spend(lua: &Lua) {
    if let Some(s) = lua.app_data_ref::<Spent>() {
        s.0.set(s.0.get().saturating_add(crate::ctx::CALL_COST));
    }
}

fn negate(s: &Selection) -> Selection {
    let mut out = Selection::default();
    for y in 0..ROWNO as i32 {
        for x in 1..COLNO as i32 {
            out.set(x, y, !s.get(x, y));
            if s.drawn() {
                out.widen(x, y);
            }
        }
    }
    out
}

/// Splits off a leading selection argument (a copy of it) or starts an
/// empty one.
fn take_sel(args: &mut Vec<Value>) -> mlua::Result<Selection> {
    if let Some(Value::UserData(u)) = args.first() {
        if let Ok(s) = u.borrow::<Selection>() {
            let s = s.clone();
            args.remove(0);
            return Ok(s);
        }
    }
    Ok(Selection::default())
}

fn ints(args: &[Value]) -> Option<Vec<i64>> {
    args.iter().map(as_int).collect()
}

fn line_points(x1: i32, y1: i32, x2: i32, y2: i32) -> Vec<(i32, i32)> {
    let (dx, dy) = ((x2 - x1).abs(), -(y2 - y1).abs());
    let (sx, sy) = (if x1 < x2 { 1 } else { -1 }, if y1 < y2 { 1 } else { -1 });
    let (mut x, mut y, mut err) = (x1, y1, dx + dy);
    let mut out = Vec::new();
    loop {
        out.push((x, y));
        if (x == x2 && y == y2) || out.len() > 400 {
            break;
        }
        let e2 = 2 * err;
        if e2 >= dy {
            err += dy;
            x += sx;
        }
        if e2 <= dx {
            err += dx;
            y += sy;
        }
    }
    out
}

/// Whether terrain `t` matches map character `ch` as the game compares
/// them in `selection.match` and `selection.filter_mapchar`: `w` is rock
/// or any wall (not a secret door), a terrain character is that terrain
/// exactly (`-` a horizontal wall only: corners get their shapes at the
/// end of the level), and `x` or a character that is no terrain matches
/// anything.
pub(crate) fn matches(ch: char, t: Terrain37) -> bool {
    match ch {
        'w' => t == Terrain37::Stone || t.is_wall(),
        _ => Terrain37::from_map_char(ch).is_none_or(|m| m == t),
    }
}

/// Whether terrain `t` is what `des.replace_terrain`'s `fromterrain`
/// names: `w` rock or any wall, a terrain character that terrain exactly;
/// `x` nothing.
pub(crate) fn is_from_terrain(ch: char, t: Terrain37) -> bool {
    match ch {
        'w' => t == Terrain37::Stone || t.is_wall(),
        _ => Terrain37::from_map_char(ch) == Some(t),
    }
}

/// A map fragment (`selection.match`, `des.replace_terrain`'s
/// `mapfragment`) as rows of characters, or the game's complaint about it.
pub(crate) fn fragment(text: &str) -> Result<Vec<Vec<char>>, &'static str> {
    let rows: Vec<Vec<char>> = text
        .lines()
        .filter(|l| !l.is_empty())
        .map(|l| l.chars().filter(|c| !c.is_ascii_digit()).collect())
        .collect();
    let h = rows.len();
    let w = rows.iter().map(Vec::len).max().unwrap_or(0);
    if w.is_multiple_of(2) || h.is_multiple_of(2) {
        return Err("mapfragment needs to have odd height and width");
    }
    let centre = rows
        .get(h / 2)
        .and_then(|r| r.get(w / 2))
        .copied()
        .unwrap_or(' ');
    if schema::map_char(centre).is_none() || centre == 'x' {
        return Err("mapfragment center must be valid terrain");
    }
    Ok(rows)
}

/// The characters of a map fragment centred on `(x, y)`, each with the
/// level square it lies on.
fn fragment_squares(
    rows: &[Vec<char>],
    x: i32,
    y: i32,
) -> impl Iterator<Item = (char, i32, i32)> + '_ {
    let h = rows.len() as i32;
    let w = rows.iter().map(Vec::len).max().unwrap_or(0) as i32;
    rows.iter().enumerate().flat_map(move |(fy, row)| {
        row.iter()
            .enumerate()
            .map(move |(fx, &ch)| (ch, x - w / 2 + fx as i32, y - h / 2 + fy as i32))
    })
}

/// Whether a map fragment fits the level with its centre on `(x, y)`
/// (squares off the level count as rock).
pub(crate) fn fragment_fits(
    level: &crate::level::Level,
    rows: &[Vec<char>],
    x: i32,
    y: i32,
) -> bool {
    fragment_squares(rows, x, y).all(|(ch, lx, ly)| {
        let typ = level.square(lx, ly).map_or(Terrain37::Stone, |sq| sq.typ);
        matches(ch, typ)
    })
}

/// Whether a map fragment centred on `(x, y)` covers a square whose
/// terrain dice drew, so that whether it fits differs between games.
pub(crate) fn fragment_covers_random(
    level: &crate::level::Level,
    rows: &[Vec<char>],
    x: i32,
    y: i32,
) -> bool {
    fragment_squares(rows, x, y)
        .any(|(_, lx, ly)| level.square(lx, ly).is_some_and(|sq| sq.random || sq.maybe))
}

/// Where selection coordinates count from: the current map part, or
/// inside a room's `contents` the room's top left floor square (as the
/// game's selection functions take them). A room placed at random counts
/// from the map part, which is only an example of where it goes.
fn frame(c: &crate::ctx::Ctx) -> (i32, i32) {
    c.rooms
        .last()
        .and_then(|r| r.place)
        .unwrap_or((c.xstart, c.ystart))
}

/// Installs the `selection` table.
pub(crate) fn install(lua: &Lua, ctx: &Shared) -> mlua::Result<()> {
    let t = lua.create_table()?;
    macro_rules! f {
        ($name:literal, $body:expr) => {{
            let c = ctx.clone();
            #[allow(clippy::redundant_closure_call)]
            let func = lua.create_function(move |lua, args: MultiValue| {
                let line = caller_line(lua);
                c.borrow_mut().charge(line, crate::ctx::CALL_COST)?;
                let args: Vec<Value> = args.into_iter().collect();
                ($body)(lua, &c, line, args)
            })?;
            t.set($name, func)?;
        }};
    }
    type R = mlua::Result<MultiValue>;
    fn one<T: mlua::IntoLua>(lua: &Lua, v: T) -> R {
        Ok(MultiValue::from_iter([v.into_lua(lua)?]))
    }
    f!("new", |lua: &Lua,
               _c: &Shared,
               _l: u32,
               _a: Vec<Value>|
     -> R { one(lua, Selection::default()) });
    f!("clone", |lua: &Lua,
                 _c: &Shared,
                 _l: u32,
                 mut a: Vec<Value>|
     -> R { one(lua, take_sel(&mut a)?) });
    f!("numpoints", |lua: &Lua,
                     _c: &Shared,
                     _l: u32,
                     mut a: Vec<Value>|
     -> R {
        one(lua, take_sel(&mut a)?.count() as i64)
    });
    f!("get", |lua: &Lua,
               c: &Shared,
               line: u32,
               mut a: Vec<Value>|
     -> R {
        let s = take_sel(&mut a)?;
        let xy = match a.as_slice() {
            [v] => as_coord(v),
            [x, y, ..] => as_int(x).zip(as_int(y)),
            _ => None,
        };
        let mut c = c.borrow_mut();
        let Some((x, y)) = xy else {
            return Err(c.fail(
                line,
                Some("get"),
                "selection.get needs a coordinate: (x, y) or {x, y}",
            ));
        };
        let (ax, ay) = (x as i32 + frame(&c).0, y as i32 + frame(&c).1);
        // A number, as the game gives: 1 or 0 (both true to `if`).
        one(lua, i64::from(s.get(ax, ay)))
    });
    f!("set", |lua: &Lua,
               c: &Shared,
               line: u32,
               mut a: Vec<Value>|
     -> R {
        let ud = match a.first() {
            Some(Value::UserData(u)) if u.is::<Selection>() => Some(u.clone()),
            _ => None,
        };
        if ud.is_some() {
            a.remove(0);
        }
        let (xy, val) = match a.as_slice() {
            [v] => (as_coord(v), true),
            [Value::Table(t), v, ..] => (
                as_coord(&Value::Table(t.clone())),
                !matches!(v, Value::Integer(0) | Value::Boolean(false)),
            ),
            [x, y] => (as_int(x).zip(as_int(y)), true),
            [x, y, v, ..] => (
                as_int(x).zip(as_int(y)),
                !matches!(v, Value::Integer(0) | Value::Boolean(false)),
            ),
            _ => (None, true),
        };
        let mut c = c.borrow_mut();
        let mut anywhere = None;
        let xy = match (xy, ud.is_some() && a.is_empty()) {
            // `sel:set()`: a random spot of the current map part.
            (None, true) => {
                let (w, h) = match c.room_floor() {
                    Some((x1, y1, x2, y2)) => (i64::from(x2 - x1 + 1), i64::from(y2 - y1 + 1)),
                    None => (i64::from(c.xsize.max(1)), i64::from(c.ysize.max(1))),
                };
                let x = c.rng.rn2(w);
                let y = c.rng.rn2(h);
                anywhere = Some((frame(&c).0, frame(&c).1, w as i32, h as i32));
                Some((x, y))
            }
            (xy, _) => xy,
        };
        let Some((x, y)) = xy else {
            return Err(c.fail(
                line,
                Some("set"),
                "Selection setpoint error: selection.set needs a selection or a coordinate",
            ));
        };
        let (ax, ay) = (x as i32 + frame(&c).0, y as i32 + frame(&c).1);
        drop(c);
        match ud {
            Some(u) => {
                {
                    let mut s = u.borrow_mut::<Selection>()?;
                    s.set(ax, ay, val);
                    if s.drawn() {
                        s.widen(ax, ay);
                    }
                    if let Some((x0, y0, w, h)) = anywhere {
                        for y in y0..y0 + h {
                            for x in x0..x0 + w {
                                s.widen(x, y);
                            }
                        }
                    }
                }
                one(lua, u)
            }
            None => {
                let mut s = Selection::default();
                s.set(ax, ay, val);
                one(lua, s)
            }
        }
    });
    f!("negate", |lua: &Lua,
                  _c: &Shared,
                  _l: u32,
                  mut a: Vec<Value>|
     -> R { one(lua, negate(&take_sel(&mut a)?)) });
    f!("percentage", |lua: &Lua,
                      c: &Shared,
                      line: u32,
                      mut a: Vec<Value>|
     -> R {
        let s = take_sel(&mut a)?;
        let mut c = c.borrow_mut();
        let Some(p) = a.first().and_then(as_int) else {
            return Err(c.fail(
                line,
                Some("percentage"),
                "selection.percentage needs a percentage",
            ));
        };
        let mut out = Selection::default();
        for (x, y) in s.points().collect::<Vec<_>>() {
            if c.rng.rn2(100) < p {
                out.set(x, y, true);
            }
        }
        if (1..100).contains(&p) || s.drawn() {
            out.drawn_within(Some(s.may.clone().unwrap_or_else(|| s.bits.clone())));
        }
        one(lua, out)
    });
    f!("rndcoord", |lua: &Lua,
                    c: &Shared,
                    _l: u32,
                    a: Vec<Value>|
     -> R {
        let ud = match a.first() {
            Some(Value::UserData(u)) if u.is::<Selection>() => u.clone(),
            _ => lua.create_userdata(Selection::default())?,
        };
        let remove = a
            .get(1)
            .is_some_and(|v| as_int(v).unwrap_or(0) != 0 || matches!(v, Value::Boolean(true)));
        let mut c = c.borrow_mut();
        let pts: Vec<(i32, i32)> = ud.borrow::<Selection>()?.points().collect();
        let t = lua.create_table()?;
        if pts.is_empty() {
            t.set("x", -1)?;
            t.set("y", -1)?;
        } else {
            let (x, y) = pts[c.rng.rn2(pts.len() as i64) as usize];
            if remove {
                let mut s = ud.borrow_mut::<Selection>()?;
                let before = s.may.clone().unwrap_or_else(|| s.bits.clone());
                s.set(x, y, false);
                if pts.len() > 1 {
                    s.drawn_within(Some(before));
                }
            }
            t.set("x", x - frame(&c).0)?;
            t.set("y", y - frame(&c).1)?;
            if pts.len() > 1 {
                let mut from = Selection::default();
                for &(px, py) in &pts {
                    from.set(px, py, true);
                }
                crate::dice::drawn_coord(lua, &t, &from)?;
            }
        }
        one(lua, t)
    });
    for (name, kind) in [
        ("line", 0),
        ("rect", 1),
        ("fillrect", 2),
        ("area", 2),
        ("randline", 3),
    ] {
        let c = ctx.clone();
        let func = lua.create_function(move |lua, args: MultiValue| {
            let line = caller_line(lua);
            c.borrow_mut().charge(line, crate::ctx::CALL_COST)?;
            let mut a: Vec<Value> = args.into_iter().collect();
            let mut s = take_sel(&mut a)?;
            let need = if kind == 3 { 5 } else { 4 };
            let mut c = c.borrow_mut();
            let Some(n) = ints(&a[..a.len().min(need)]).filter(|n| n.len() == need) else {
                return Err(c.fail(
                    line,
                    Some(name),
                    format!("selection.{name}: illegal arguments"),
                ));
            };
            let (x1, y1, x2, y2) = (
                n[0] as i32 + frame(&c).0,
                n[1] as i32 + frame(&c).1,
                n[2] as i32 + frame(&c).0,
                n[3] as i32 + frame(&c).1,
            );
            match kind {
                0 => line_points(x1, y1, x2, y2)
                    .into_iter()
                    .for_each(|(x, y)| s.set(x, y, true)),
                1 | 2 => {
                    for y in y1.min(y2)..=y1.max(y2) {
                        for x in x1.min(x2)..=x1.max(x2) {
                            let edge = x == x1 || x == x2 || y == y1 || y == y2;
                            if kind == 2 || edge {
                                s.set(x, y, true);
                            }
                        }
                    }
                }
                _ => {
                    // The game's wavy line: a midpoint moved at random by
                    // up to `roughness`, then each half the same way with
                    // two thirds of it, twelve levels deep.
                    let rough = n[4].clamp(-128, 127) as i32;
                    // Each level moves the midpoint by up to half its
                    // roughness, which shrinks by a third each level: the
                    // line stays within one and a half times the roughness
                    // of its ends' box, and any square of that band may be
                    // on it.
                    let span = (x2 - x1).abs().max((y2 - y1).abs());
                    let band = rough.min(span);
                    if band >= 2 {
                        let band = band + band / 2 + 1;
                        for y in y1.min(y2) - band..=y1.max(y2) + band {
                            for x in x1.min(x2) - band..=x1.max(x2) + band {
                                if x >= 1 {
                                    s.widen(x, y);
                                }
                            }
                        }
                    }
                    randline(&mut c, x1, y1, x2, y2, rough, 12, &mut s);
                    if s.drawn() {
                        for (x, y) in s.points().collect::<Vec<_>>() {
                            s.widen(x, y);
                        }
                    }
                }
            }
            Ok(MultiValue::from_iter([s.into_lua(lua)?]))
        })?;
        t.set(name, func)?;
    }
    f!("grow", |lua: &Lua,
                c: &Shared,
                line: u32,
                mut a: Vec<Value>|
     -> R {
        let s = take_sel(&mut a)?;
        let dir = match a.first() {
            Some(Value::String(d)) => d.to_string_lossy(),
            _ => "all".to_string(),
        };
        if !schema::GROW_DIRS.contains(&dir.as_str()) {
            return Err(c.borrow_mut().fail(
                line,
                Some(&dir),
                format!("unknown direction \"{dir}\" for selection.grow"),
            ));
        }
        let steps: &[(i32, i32)] = match dir.as_str() {
            "north" => &[(0, -1)],
            "south" => &[(0, 1)],
            "west" => &[(-1, 0)],
            "east" => &[(1, 0)],
            "northwest" => &[(-1, -1)],
            "northeast" => &[(1, -1)],
            "southwest" => &[(-1, 1)],
            "southeast" => &[(1, 1)],
            _ => &[
                (0, -1),
                (0, 1),
                (-1, 0),
                (1, 0),
                (-1, -1),
                (1, -1),
                (-1, 1),
                (1, 1),
            ],
        };
        let mut out = s.clone();
        for (x, y) in s.points().collect::<Vec<_>>() {
            for &(dx, dy) in steps {
                if x + dx >= 1 {
                    out.set(x + dx, y + dy, true);
                }
            }
        }
        if s.drawn() {
            for (x, y) in s.may_points().collect::<Vec<_>>() {
                out.widen(x, y);
                for &(dx, dy) in steps {
                    if x + dx >= 1 {
                        out.widen(x + dx, y + dy);
                    }
                }
            }
        }
        one(lua, out)
    });
    f!("filter_mapchar", |lua: &Lua,
                          c: &Shared,
                          line: u32,
                          mut a: Vec<Value>|
     -> R {
        let s = take_sel(&mut a)?;
        let mut c = c.borrow_mut();
        let ch = match a.first() {
            Some(Value::String(st)) => {
                let st = st.to_string_lossy();
                match (
                    st.chars().count(),
                    st.chars().next().and_then(schema::map_char),
                ) {
                    (1, Some(m)) => m.ch,
                    _ => {
                        return Err(c.fail(
                            line,
                            Some(&st),
                            format!("not a map character: \"{st}\""),
                        ))
                    }
                }
            }
            _ => {
                return Err(c.fail(
                    line,
                    Some("filter_mapchar"),
                    "selection.filter_mapchar needs a map character",
                ))
            }
        };
        let mut out = Selection::default();
        for (x, y) in s.points().collect::<Vec<_>>() {
            if let Some(sq) = c.level.square(x, y) {
                if matches(ch, sq.typ) {
                    out.set(x, y, true);
                }
            }
        }
        if s.drawn() {
            // Squares whose terrain is itself random may match too.
            for (x, y) in s.may_points().collect::<Vec<_>>() {
                if c.level
                    .square(x, y)
                    .is_some_and(|sq| sq.random || sq.maybe || matches(ch, sq.typ))
                {
                    out.widen(x, y);
                }
            }
        }
        one(lua, out)
    });
    f!("match", |lua: &Lua,
                 c: &Shared,
                 line: u32,
                 a: Vec<Value>|
     -> R {
        let mut c = c.borrow_mut();
        let Some(Value::String(frag)) = a.first() else {
            return Err(c.fail(line, Some("match"), "selection.match needs a map fragment"));
        };
        let rows = match fragment(&frag.to_string_lossy()) {
            Ok(rows) => rows,
            Err(msg) => return Err(c.fail(line, Some("match"), msg)),
        };
        let mut out = Selection::default();
        for y in 0..ROWNO as i32 {
            for x in 1..COLNO as i32 {
                if fragment_fits(&c.level, &rows, x, y) {
                    out.set(x, y, true);
                }
                // Where the fragment covers squares dice drew, another
                // game may match or not.
                if fragment_covers_random(&c.level, &rows, x, y) {
                    out.widen(x, y);
                }
            }
        }
        one(lua, out)
    });
    f!("floodfill", |lua: &Lua,
                     c: &Shared,
                     line: u32,
                     mut a: Vec<Value>|
     -> R {
        let mut s = take_sel(&mut a)?;
        let mut c = c.borrow_mut();
        let Some((x, y)) = (match a.as_slice() {
            [Value::Table(t), ..] => as_coord(&Value::Table(t.clone())),
            [x, y, ..] => as_int(x).zip(as_int(y)),
            _ => None,
        }) else {
            return Err(c.fail(
                line,
                Some("floodfill"),
                "selection.floodfill needs a coordinate",
            ));
        };
        let diag = a.iter().any(|v| matches!(v, Value::Boolean(true)));
        let (sx, sy) = (x as i32 + frame(&c).0, y as i32 + frame(&c).1);
        if let Some(start) = c.level.square(sx, sy).map(|q| q.typ) {
            let mut todo = vec![(sx, sy)];
            let mut seen = Selection::default();
            while let Some((x, y)) = todo.pop() {
                if seen.get(x, y) || c.level.square(x, y).map(|q| q.typ) != Some(start) || x < 1 {
                    continue;
                }
                seen.set(x, y, true);
                s.set(x, y, true);
                c.spent.set(c.spent.get().saturating_add(5));
                for (dx, dy) in [
                    (0, -1),
                    (0, 1),
                    (-1, 0),
                    (1, 0),
                    (-1, -1),
                    (1, -1),
                    (-1, 1),
                    (1, 1),
                ] {
                    if diag || dx == 0 || dy == 0 {
                        todo.push((x + dx, y + dy));
                    }
                }
            }
        }
        one(lua, s)
    });
    for (name, ellipse) in [("circle", false), ("ellipse", true)] {
        let c = ctx.clone();
        let func = lua.create_function(move |lua, args: MultiValue| {
            let line = caller_line(lua);
            c.borrow_mut().charge(line, crate::ctx::CALL_COST)?;
            let mut a: Vec<Value> = args.into_iter().collect();
            let mut s = take_sel(&mut a)?;
            let need = if ellipse { 4 } else { 3 };
            let mut c = c.borrow_mut();
            let Some(n) = ints(&a[..a.len().min(need)]).filter(|n| n.len() == need) else {
                return Err(c.fail(
                    line,
                    Some(name),
                    format!("selection.{name}: wrong parameters"),
                ));
            };
            let filled = a
                .get(need)
                .is_some_and(|v| as_int(v) == Some(1) || matches!(v, Value::Boolean(true)));
            let (cx, cy) = (n[0] as i32 + frame(&c).0, n[1] as i32 + frame(&c).1);
            let (rx, ry) = (n[2] as i32, if ellipse { n[3] as i32 } else { n[2] as i32 });
            let (rx, ry) = (rx.clamp(0, 80), ry.clamp(0, 80));
            for y in cy - ry..=cy + ry {
                for x in cx - rx..=cx + rx {
                    let (dx, dy) = (f64::from(x - cx), f64::from(y - cy));
                    let (fx, fy) = (f64::from(rx.max(1)), f64::from(ry.max(1)));
                    let d = (dx * dx) / (fx * fx) + (dy * dy) / (fy * fy);
                    let inside = d <= 1.0 + 0.5 / fx.min(fy);
                    let edge = inside && d >= (1.0 - 1.0 / fx.min(fy)).max(0.0) - 0.5 / fx.min(fy);
                    if inside && (filled || edge) {
                        s.set(x, y, true);
                    }
                }
            }
            Ok(MultiValue::from_iter([s.into_lua(lua)?]))
        })?;
        t.set(name, func)?;
    }
    f!("gradient", |lua: &Lua,
                    c: &Shared,
                    line: u32,
                    a: Vec<Value>|
     -> R {
        let f = schema::function(Module::Selection, "gradient").expect("in the schema");
        let mut c = c.borrow_mut();
        let Some(Value::Table(t)) = a.first() else {
            return Err(c.fail(
                line,
                Some("gradient"),
                "selection.gradient requires table argument",
            ));
        };
        check_keys(&mut c, f, t, line)?;
        let square = t_str(t, "type").as_deref() == Some("square");
        let (x, y) = (t_int(t, "x").unwrap_or(0), t_int(t, "y").unwrap_or(0));
        let (x2, y2) = (t_int(t, "x2").unwrap_or(x), t_int(t, "y2").unwrap_or(y));
        let (mind, maxd) = (
            t_int(t, "mindist").unwrap_or(0),
            t_int(t, "maxdist").unwrap_or(0),
        );
        let _limited = t_bool(t, "limited");
        let (x, y, x2, y2) = (
            x as i32 + frame(&c).0,
            y as i32 + frame(&c).1,
            x2 as i32 + frame(&c).0,
            y2 as i32 + frame(&c).1,
        );
        let pts = line_points(x, y, x2, y2);
        let mut s = Selection::default();
        for sy in 0..ROWNO as i32 {
            for sx in 1..COLNO as i32 {
                let d = pts
                    .iter()
                    .map(|&(px, py)| {
                        let (dx, dy) = ((sx - px).abs(), (sy - py).abs());
                        if square {
                            i64::from(dx.max(dy))
                        } else {
                            f64::from(dx * dx + dy * dy).sqrt() as i64
                        }
                    })
                    .min()
                    .unwrap_or(i64::MAX);
                let pick = if d <= mind {
                    true
                } else if d > maxd || maxd <= mind {
                    false
                } else {
                    // Between the two distances the dice decide.
                    s.widen(sx, sy);
                    c.rng.rn2(maxd - mind) >= d - mind
                };
                if pick {
                    s.set(sx, sy, true);
                    if s.drawn() {
                        s.widen(sx, sy);
                    }
                }
            }
        }
        one(lua, s)
    });
    {
        let c = ctx.clone();
        let func = lua.create_function(move |lua, (sel, f): (Value, Value)| {
            let line = caller_line(lua);
            c.borrow_mut().charge(line, crate::ctx::CALL_COST)?;
            let (Value::UserData(u), Value::Function(f)) = (&sel, &f) else {
                return Err(c.borrow_mut().fail(
                    line,
                    Some("iterate"),
                    "selection.iterate needs a selection and a function",
                ));
            };
            let pts: Vec<(i32, i32)> = u.borrow::<Selection>()?.points().collect();
            let (xs, ys) = {
                let c = c.borrow();
                (frame(&c).0, frame(&c).1)
            };
            for (x, y) in pts {
                c.borrow().game_call();
                let r = f.call::<()>((x - xs, y - ys));
                c.borrow_mut().game_call_end(r)?;
            }
            Ok(())
        })?;
        t.set("iterate", func)?;
    }
    f!("bounds", |lua: &Lua,
                  _c: &Shared,
                  _l: u32,
                  mut a: Vec<Value>|
     -> R {
        let s = take_sel(&mut a)?;
        let t = lua.create_table()?;
        let pts: Vec<(i32, i32)> = s.points().collect();
        // As the game gives them: level coordinates (not counted from the
        // map), and the whole level for an empty selection.
        let (lx, ly, hx, hy) = match (
            pts.iter().map(|p| p.0).min(),
            pts.iter().map(|p| p.0).max(),
            pts.iter().map(|p| p.1).min(),
            pts.iter().map(|p| p.1).max(),
        ) {
            (Some(lx), Some(hx), Some(ly), Some(hy)) => (lx, ly, hx, hy),
            _ => (0, 0, COLNO as i32 - 1, ROWNO as i32 - 1),
        };
        t.set("lx", lx)?;
        t.set("hx", hx)?;
        t.set("ly", ly)?;
        t.set("hy", hy)?;
        one(lua, t)
    });
    f!("room", |lua: &Lua,
                _c: &Shared,
                _l: u32,
                _a: Vec<Value>|
     -> R {
        // Rooms are placed at random: their squares are not known.
        one(lua, Selection::default())
    });
    let _ = Variadic::<Value>::new();
    crate::des::unknown_names(lua, ctx, &t, Module::Selection)?;
    lua.globals().set("selection", t)?;
    Ok(())
}

use mlua::IntoLua;

/// The game's random line from (x1, y1) to (x2, y2): a midpoint displaced
/// at random by up to `rough` squares, then the two halves the same way
/// with two thirds of the roughness, `rec` levels deep; the points set
/// are the midpoints and the far end (close enough to touch at the
/// deepest levels).
#[allow(clippy::too_many_arguments)]
fn randline(
    c: &mut Ctx,
    x1: i32,
    y1: i32,
    x2: i32,
    y2: i32,
    rough: i32,
    rec: i32,
    s: &mut Selection,
) {
    if rec < 1 || (x1 == x2 && y1 == y2) {
        return;
    }
    // Each level of the line counts against the run limit as a few
    // squares' work (a line is up to 4,095 of them).
    c.spent.set(c.spent.get().saturating_add(10));
    let span = (x2 - x1).abs().max((y2 - y1).abs());
    let rough = rough.min(span);
    let (mut mx, mut my) = ((x1 + x2) / 2, (y1 + y2) / 2);
    if rough >= 2 {
        // The game tries until the midpoint is on the level; give up
        // after many tries (its ends are far off the level).
        for _ in 0..1000 {
            let dx = c.rng.rn2(i64::from(rough)) as i32 - rough / 2;
            let dy = c.rng.rn2(i64::from(rough)) as i32 - rough / 2;
            mx = (x1 + x2) / 2 + dx;
            my = (y1 + y2) / 2 + dy;
            if (0..COLNO as i32).contains(&mx) && (0..ROWNO as i32).contains(&my) {
                break;
            }
        }
    }
    s.set(mx, my, true);
    let rough = rough * 2 / 3;
    randline(c, x1, y1, mx, my, rough, rec - 1, s);
    randline(c, mx, my, x2, y2, rough, rec - 1, s);
    s.set(x2, y2, true);
}
