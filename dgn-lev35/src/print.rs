//! Prints a [`Level`] as source of UnNetHack 3.5's level language that
//! compiles to the same records.

use crate::lexer::{spelling, Kw};
use crate::lower::{ROOM_TYPES, TRAP_TYPES};
use crate::model::{Level, MapPart, Object, Op, Room};
use dgn_common::catalog::Catalog;
use std::fmt::Write;

/// Why a level cannot be printed: a record no statement writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintError(pub String);

impl std::fmt::Display for PrintError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PrintError {}

type R<T> = Result<T, PrintError>;

fn bad<T>(what: impl Into<String>) -> R<T> {
    Err(PrintError(what.into()))
}

fn kw_of(kw: Kw) -> &'static str {
    spelling(kw).unwrap_or("?")
}

/// The map character of terrain `t`.
fn terrain_char(t: i8) -> R<u8> {
    b" |-B{}\\#.+SHPLWTFIACKx"
        .iter()
        .copied()
        .find(|&c| crate::lower::map_char(c) == i32::from(t))
        .map_or_else(|| bad(format!("terrain {t} has no map character")), Ok)
}

fn quoted_char(c: u8) -> R<String> {
    match c {
        b'\n' => bad("a newline cannot be written as a character"),
        b'\'' | b'\\' => Ok(format!("'\\{}'", c as char)),
        c if c.is_ascii_graphic() || c == b' ' => Ok(format!("'{}'", c as char)),
        c => bad(format!("byte 0x{c:02x} cannot be written as a character")),
    }
}

fn string(s: &[u8]) -> R<String> {
    if s.contains(&b'"') {
        return bad("a string holds a `\"`, which the language cannot write");
    }
    match std::str::from_utf8(s) {
        Ok(t) => Ok(format!("\"{t}\"")),
        Err(_) => bad("a string is not UTF-8 text"),
    }
}

fn chance_prefix(c: i32) -> String {
    if c == 100 {
        String::new()
    } else {
        format!("[{c}%]")
    }
}

fn light(v: i8) -> R<&'static str> {
    match v {
        -1 => Ok("random"),
        0 => Ok("unlit"),
        1 => Ok("lit"),
        _ => bad(format!("light state {v}")),
    }
}

fn boolean(v: i8) -> R<&'static str> {
    match v {
        0 => Ok("false"),
        1 => Ok("true"),
        _ => bad(format!("boolean {v}")),
    }
}

fn door_state(v: i8) -> R<&'static str> {
    if v == -1 {
        return Ok("random");
    }
    Ok(kw_of(match v {
        0 | 1 | 2 | 4 | 8 => Kw::DoorState(i32::from(v)),
        _ => return bad(format!("door state {v}")),
    }))
}

fn direction(v: i8) -> R<&'static str> {
    match v {
        1 | 2 | 4 | 8 => Ok(kw_of(Kw::Direction(i32::from(v)))),
        _ => bad(format!("direction {v}")),
    }
}

fn up_or_down(v: i8) -> R<&'static str> {
    match v {
        0 => Ok("down"),
        1 => Ok("up"),
        _ => bad(format!("up/down value {v}")),
    }
}

fn coord(x: i8, y: i8) -> R<String> {
    if x == -11 && y == -11 {
        return Ok("random".into());
    }
    if x == y && (-10..=-1).contains(&x) {
        return Ok(format!("place[{}]", -x - 1));
    }
    if x >= 0 && y >= 0 && x < 80 && y < 21 {
        return Ok(format!("({x},{y})"));
    }
    bad(format!("coordinate ({x},{y})"))
}

fn region(r: &[i8]) -> String {
    format!("({},{},{},{})", r[0], r[1], r[2], r[3])
}

fn lev_region(islev: i8, r: &[i8; 4]) -> R<String> {
    match islev {
        0 => Ok(region(r)),
        1 => Ok(format!("levregion{}", region(r))),
        _ => bad(format!("level-region flag {islev}")),
    }
}

fn alignment(v: i8) -> R<String> {
    match v {
        -11 => Ok("random".into()),
        -3..=-1 => Ok(format!("align[{}]", -v - 1)),
        0..=4 | 7 => Ok(kw_of(Kw::Alignment(i32::from(v))).into()),
        _ => bad(format!("alignment {v}")),
    }
}

fn room_type(v: i8) -> R<String> {
    if v == -1 {
        return Ok("random".into());
    }
    ROOM_TYPES
        .iter()
        .find(|(_, n)| *n == i32::from(v))
        .map_or_else(
            || bad(format!("room type {v}")),
            |(s, _)| Ok(format!("\"{s}\"")),
        )
}

struct Printer<'a> {
    out: String,
    ops: &'a [Op],
    catalog: &'a Catalog,
}

impl Printer<'_> {
    fn line(&mut self, depth: usize, text: &str) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// Whether `ops[lo..hi]` is a whole sequence of statements: every
    /// block that starts in it ends in it.
    fn closed(&self, lo: usize, hi: usize) -> bool {
        let mut depth: i64 = 0;
        for (i, op) in self.ops.iter().enumerate().take(hi).skip(lo) {
            match op {
                Op::Room(_) | Op::Subroom(_) => depth += 1,
                Op::EndRoom | Op::PopContainer => depth -= 1,
                Op::Object(o) if o.containment == 2 => depth += 1,
                Op::Jg(t) | Op::Jmp(t) if *t < i as i64 || *t >= hi as i64 => return false,
                _ => {}
            }
            if depth < 0 {
                return false;
            }
        }
        depth == 0
    }

    /// Prints `ops[lo..hi]`; `inside` for the contents of a container.
    fn block(&mut self, lo: usize, hi: usize, depth: usize, inside: bool) -> R<()> {
        if depth > 50 {
            return bad("blocks nest more than 50 deep");
        }
        let mut i = lo;
        while i < hi {
            i = self.statement(i, hi, depth, inside)?;
        }
        Ok(())
    }

    fn statement(&mut self, i: usize, hi: usize, d: usize, inside: bool) -> R<usize> {
        let ops = self.ops;
        let op = &ops[i];
        if inside && !matches!(op, Op::Object(_) | Op::Cmp(..)) {
            return bad("a container holds a statement other than OBJECT, CONTAINER or IF");
        }
        let s = match op {
            Op::Cmp(0, chance) => {
                let Some(Op::Jg(t)) = ops.get(i + 1) else {
                    return bad("a compare not followed by its jump");
                };
                let t = usize::try_from(*t).map_err(|_| PrintError("a negative jump".into()))?;
                if t >= hi || t < i + 1 {
                    return bad("a jump out of its block");
                }
                self.line(
                    d,
                    &format!(
                        "IF {}{{",
                        chance_prefix(*chance).trim_end().to_owned()
                            + if *chance == 100 { "" } else { " " }
                    ),
                );
                if let Op::Jmp(e) = &ops[t] {
                    let e = usize::try_from(*e).unwrap_or(usize::MAX);
                    if t > i + 1
                        && e >= t
                        && e < hi
                        && self.closed(i + 2, t)
                        && self.closed(t + 1, e + 1)
                    {
                        self.block(i + 2, t, d + 1, inside)?;
                        self.line(d, "} ELSE {");
                        self.block(t + 1, e + 1, d + 1, inside)?;
                        self.line(d, "}");
                        return Ok(e + 1);
                    }
                }
                if !self.closed(i + 2, t + 1) {
                    return bad("an IF whose block is not whole");
                }
                self.block(i + 2, t + 1, d + 1, inside)?;
                self.line(d, "}");
                return Ok(t + 1);
            }
            Op::Room(r) | Op::Subroom(r) => {
                let end = self.block_end(i, |o| matches!(o, Op::EndRoom))?;
                let head = self.room(r, matches!(op, Op::Subroom(_)))?;
                self.line(d, &format!("{head} {{"));
                if let Some(n) = &r.name {
                    let n = string(n)?;
                    self.line(d + 1, &format!("NAME:{n}"));
                }
                if r.chance != 0 {
                    self.line(d + 1, &format!("CHANCE:{}", r.chance));
                }
                self.block(i + 1, end, d + 1, false)?;
                self.line(d, "}");
                return Ok(end + 1);
            }
            Op::Object(o) => {
                let text = self.object(o, inside)?;
                if o.containment == 2 {
                    let end = self.block_end(i, |o| matches!(o, Op::PopContainer))?;
                    self.line(d, &format!("{text} {{"));
                    self.block(i + 1, end, d + 1, true)?;
                    self.line(d, "}");
                    return Ok(end + 1);
                }
                text
            }
            Op::Message(m) => format!("MESSAGE:{}", string(m)?),
            Op::Monster(m) => {
                let class = match m.class {
                    -11 => "random".to_string(),
                    -10..=0 => format!("monster[{}]", -m.class - 1),
                    c => quoted_char(c as u8)?,
                };
                let name = if m.id == -1 {
                    "random".to_string()
                } else {
                    let n = self
                        .catalog
                        .monster(m.id as usize)
                        .map(|e| e.name.clone())
                        .ok_or_else(|| {
                            PrintError(format!("monster {} is not in the catalog", m.id))
                        })?;
                    if self.catalog.monster_id(&n, Some(m.class as u8)) != Some(m.id as usize) {
                        return bad(format!("monster {} is not found by its name", m.id));
                    }
                    string(&n)?
                };
                let mut s = format!(
                    "MONSTER{}:{class},{name},{}",
                    chance_prefix(i32::from(m.chance)),
                    coord(m.x, m.y)?
                );
                if let Some(n) = &m.name {
                    let _ = write!(s, ",{}", string(n)?);
                }
                match m.peaceful {
                    -1 => {}
                    0 | 1 => s.push_str(if m.peaceful == 1 {
                        ",peaceful"
                    } else {
                        ",hostile"
                    }),
                    v => return bad(format!("peaceful value {v}")),
                }
                match m.asleep {
                    -1 => {}
                    0 | 1 => s.push_str(if m.asleep == 1 { ",asleep" } else { ",awake" }),
                    v => return bad(format!("asleep value {v}")),
                }
                if m.align != -12 {
                    let _ = write!(s, ",{}", alignment(m.align)?);
                }
                if m.appear != 0 {
                    let kw = match m.appear {
                        1 => "m_feature",
                        2 => "m_object",
                        3 => "m_monster",
                        v => return bad(format!("appearance {v}")),
                    };
                    let _ = write!(
                        s,
                        ",{kw} {}",
                        string(m.appear_as.as_deref().unwrap_or_default())?
                    );
                } else if m.appear_as.as_ref().is_some_and(|a| !a.is_empty()) {
                    return bad("an appearance text with no appearance");
                }
                s
            }
            Op::Engraving { x, y, etype, text } => {
                let t = match etype {
                    -1 => "random",
                    1..=5 => kw_of(Kw::Engraving(i32::from(*etype))),
                    v => return bad(format!("engraving type {v}")),
                };
                format!("ENGRAVING:{},{t},{}", coord(*x, *y)?, string(text)?)
            }
            Op::Door([x, y, m]) => format!("DOOR:{},{}", door_state(*m)?, coord(*x, *y)?),
            Op::Stair([x, y, u]) => format!("STAIR:{},{}", coord(*x, *y)?, up_or_down(*u)?),
            Op::Ladder([x, y, u]) => format!("LADDER:{},{}", coord(*x, *y)?, up_or_down(*u)?),
            Op::Altar([x, y, a, s]) => {
                let t = match s {
                    -1 => "random",
                    0 => "altar",
                    1 => "shrine",
                    2 => "sanctum",
                    v => return bad(format!("altar type {v}")),
                };
                format!("ALTAR:{},{},{t}", coord(*x, *y)?, alignment(*a)?)
            }
            Op::Fountain([x, y]) => format!("FOUNTAIN:{}", coord(*x, *y)?),
            Op::Sink([x, y]) => format!("SINK:{}", coord(*x, *y)?),
            Op::Pool([x, y]) => format!("POOL:{}", coord(*x, *y)?),
            Op::Trap([x, y, c, t]) => {
                let name = if *t == -1 {
                    "random".to_string()
                } else {
                    TRAP_TYPES
                        .iter()
                        .find(|(_, v)| *v == i32::from(*t))
                        .map(|(n, _)| format!("\"{n}\""))
                        .ok_or_else(|| PrintError(format!("trap type {t}")))?
                };
                format!(
                    "TRAP{}:{name},{}",
                    chance_prefix(i32::from(*c)),
                    coord(*x, *y)?
                )
            }
            Op::Gold { x, y, amount } => {
                let a = if *amount == -1 {
                    "random".into()
                } else {
                    amount.to_string()
                };
                format!("GOLD:{a},{}", coord(*x, *y)?)
            }
            Op::Corridor(c) => {
                if *c == [-1, 0, 0, 0, 0, 0] {
                    "RANDOM_CORRIDORS".into()
                } else {
                    let spec = |r: i8, w: i8, dr: i8| -> R<String> {
                        let door = if dr == -1 {
                            "random".into()
                        } else {
                            dr.to_string()
                        };
                        Ok(format!("({r},{},{door})", direction(w)?))
                    };
                    let src = spec(c[0], c[1], c[2])?;
                    if c[3] == -1 {
                        if c[5] != 0 {
                            return bad("a corridor to a wall number with a door");
                        }
                        format!("CORRIDOR:{src},{}", c[4])
                    } else {
                        format!("CORRIDOR:{src},{}", spec(c[3], c[4], c[5])?)
                    }
                }
            }
            Op::LevRegion(r) => {
                let a = lev_region(r.in_islev, &r.inarea)?;
                let b = lev_region(r.del_islev, &r.delarea)?;
                if r.rtype != 2 && r.name.as_ref().is_some_and(|n| !n.is_empty()) {
                    return bad("a named level region that is no portal");
                }
                match r.rtype {
                    0 | 1 => format!("STAIR:{a},{b},{}", up_or_down(r.rtype)?),
                    2 => format!(
                        "PORTAL:{a},{b},{}",
                        string(r.name.as_deref().unwrap_or_default())?
                    ),
                    3 => format!("BRANCH:{a},{b}"),
                    4 => format!("TELEPORT_REGION:{a},{b}"),
                    5 => format!("TELEPORT_REGION:{a},{b},up"),
                    6 => format!("TELEPORT_REGION:{a},{b},down"),
                    v => return bad(format!("level region type {v}")),
                }
            }
            Op::RandomObjects(l) | Op::RandomMonsters(l) => {
                let mut items = Vec::new();
                for &c in l.iter().rev() {
                    items.push(quoted_char(c)?);
                }
                let kw = if matches!(op, Op::RandomObjects(_)) {
                    "RANDOM_OBJECTS"
                } else {
                    "RANDOM_MONSTERS"
                };
                format!("{kw}:{}", items.join(","))
            }
            Op::RandomPlaces(l) => {
                if l.len() % 2 != 0 || l.is_empty() {
                    return bad("a list of places of odd length");
                }
                let items: Vec<String> = l
                    .chunks(2)
                    .map(|p| format!("({},{})", i32::from(p[0]) - 1, i32::from(p[1]) - 1))
                    .collect();
                format!("RANDOM_PLACES:{}", items.join(","))
            }
            Op::Drawbridge([x, y, dir, open]) => {
                let dir = match dir {
                    0 => "north",
                    1 => "south",
                    2 => "east",
                    3 => "west",
                    v => return bad(format!("drawbridge direction {v}")),
                };
                let state = match open {
                    0 => "closed",
                    1 => "open",
                    v => return bad(format!("drawbridge state {v}")),
                };
                format!("DRAWBRIDGE:{},{dir},{state}", coord(*x, *y)?)
            }
            Op::Mazewalk([x, y, dir, stocked, typ]) => {
                let head = format!("MAZEWALK:{},{}", coord(*x, *y)?, direction(*dir)?);
                match (stocked, typ) {
                    (1, 0) => head,
                    (_, -1) => format!("{head},{}", boolean(*stocked)?),
                    (_, t) => format!(
                        "{head},{},{}",
                        boolean(*stocked)?,
                        quoted_char(terrain_char(*t)?)?
                    ),
                }
            }
            Op::NonDiggable(r) => format!("NON_DIGGABLE:{}", region(r)),
            Op::NonPasswall(r) => format!("NON_PASSWALL:{}", region(r)),
            Op::Wallify => "WALLIFY".into(),
            Op::Map(m) => {
                self.map(m, d)?;
                return Ok(i + 1);
            }
            Op::RoomDoor([wall, pos, secret, mask]) => {
                let secret = if *secret == -1 {
                    "random"
                } else {
                    boolean(*secret)?
                };
                let wall = if *wall == -1 {
                    "random".to_string()
                } else {
                    let dirs: Vec<&str> = [1, 2, 4, 8]
                        .iter()
                        .filter(|&&b| wall & b != 0)
                        .map(|&b| kw_of(Kw::Direction(i32::from(b))))
                        .collect();
                    if dirs.is_empty() || *wall & !15 != 0 {
                        return bad(format!("door wall {wall}"));
                    }
                    dirs.join("|")
                };
                let pos = if *pos == -1 {
                    "random".into()
                } else {
                    pos.to_string()
                };
                format!("ROOMDOOR:{secret},{},{wall},{pos}", door_state(*mask)?)
            }
            Op::Region([x1, y1, x2, y2, rtype, rlit, irreg]) => {
                let (base, unfilled) = if *rtype >= 29 {
                    (*rtype - 29, true)
                } else {
                    (*rtype, false)
                };
                let mut s = format!(
                    "REGION:{},{},{}",
                    region(&[*x1, *y1, *x2, *y2]),
                    light(*rlit)?,
                    room_type(base)?
                );
                match (unfilled, irreg) {
                    (false, 0) => {}
                    (_, 0) => s.push_str(",unfilled"),
                    (u, 1) => s.push_str(if u { ",unfilled,true" } else { ",filled,true" }),
                    (_, v) => return bad(format!("irregular flag {v}")),
                }
                s
            }
            Op::Spill([x, y, dir, count, lit, typ]) => format!(
                "SPILL:{},{},{},{count},{}",
                coord(*x, *y)?,
                quoted_char(terrain_char(*typ)?)?,
                direction(*dir)?,
                light(*lit)?
            ),
            Op::Terrain([c, area, x1, y1, x2, y2, ter, lit]) => {
                let t = quoted_char(terrain_char(*ter)?)?;
                let l = light(*lit)?;
                let ch = chance_prefix(i32::from(*c));
                match area {
                    0 if *x2 == -1 && *y2 == -1 => {
                        format!("TERRAIN{ch}:{},{t},{l}", coord(*x1, *y1)?)
                    }
                    1 if *y2 == -1 => {
                        format!("TERRAIN{ch}:{},horizontal,{x2},{t},{l}", coord(*x1, *y1)?)
                    }
                    2 if *x2 == -1 => {
                        format!("TERRAIN{ch}:{},vertical,{y2},{t},{l}", coord(*x1, *y1)?)
                    }
                    3 | 4 => format!(
                        "TERRAIN{ch}:{},{},{t},{l}",
                        region(&[*x1, *y1, *x2, *y2]),
                        if *area == 3 { "filled" } else { "unfilled" }
                    ),
                    _ => return bad(format!("terrain area type {area}")),
                }
            }
            Op::ReplaceTerrain([c, x1, y1, x2, y2, from, to, lit]) => format!(
                "REPLACE_TERRAIN:{},{},{},{},{c}%",
                region(&[*x1, *y1, *x2, *y2]),
                quoted_char(terrain_char(*from)?)?,
                quoted_char(terrain_char(*to)?)?,
                light(*lit)?
            ),
            Op::Exit => "EXIT".into(),
            Op::Randline {
                bytes: [x1, y1, x2, y2, fg, lit],
                roughness,
                thick,
            } => {
                let mut s = format!(
                    "RANDLINE:{},{},{},{},{roughness}",
                    coord(*x1, *y1)?,
                    coord(*x2, *y2)?,
                    quoted_char(terrain_char(*fg)?)?,
                    light(*lit)?
                );
                if *thick != 0 {
                    let _ = write!(s, ",{thick}");
                }
                s
            }
            Op::Cmp(..) | Op::Jmp(_) | Op::Jl(_) | Op::Jg(_) => {
                return bad("a jump that no IF statement writes")
            }
            Op::EndRoom | Op::PopContainer => return bad("the end of a block that was not opened"),
        };
        self.line(d, &s);
        Ok(i + 1)
    }

    /// The index of the op that closes the block opened at `i`.
    fn block_end(&self, i: usize, is_end: impl Fn(&Op) -> bool) -> R<usize> {
        let mut depth = 0;
        for (j, op) in self.ops.iter().enumerate().skip(i + 1) {
            match op {
                Op::Room(_) | Op::Subroom(_) => depth += 1,
                Op::Object(o) if o.containment == 2 => depth += 1,
                Op::EndRoom | Op::PopContainer if depth > 0 => depth -= 1,
                o if is_end(o) => return Ok(j),
                Op::EndRoom | Op::PopContainer => return bad("blocks that do not nest"),
                _ => {}
            }
        }
        bad("a block that is not closed")
    }

    fn room(&self, r: &Room, sub: bool) -> R<String> {
        let pos = if r.x == -1 && r.y == -1 {
            "random".to_string()
        } else {
            format!("({},{})", r.x, r.y)
        };
        let size = if r.w == -1 && r.h == -1 {
            "random".to_string()
        } else {
            format!("({},{})", r.w, r.h)
        };
        let mut s = format!(
            "{}:{},{},{pos},",
            if sub { "SUBROOM" } else { "ROOM" },
            room_type(r.rtype)?,
            light(r.rlit)?
        );
        if sub {
            if r.xalign != -1 || r.yalign != -1 {
                return bad("a subroom with an alignment");
            }
            let _ = write!(
                s,
                "{size},{}",
                string(r.parent.as_deref().unwrap_or_default())?
            );
        } else {
            let align = if r.xalign == -1 && r.yalign == -1 {
                "random".to_string()
            } else {
                let h = match r.xalign {
                    1 => "left",
                    2 => "half-left",
                    3 => "center",
                    4 => "half-right",
                    5 => "right",
                    v => return bad(format!("horizontal alignment {v}")),
                };
                let v = match r.yalign {
                    1 => "top",
                    3 => "center",
                    5 => "bottom",
                    v => return bad(format!("vertical alignment {v}")),
                };
                format!("({h},{v})")
            };
            let _ = write!(s, "{align},{size}");
        }
        if r.filled != 1 {
            let _ = write!(s, ",{}", boolean(r.filled)?);
        }
        Ok(s)
    }

    fn object(&self, o: &Object, inside: bool) -> R<String> {
        let class = match o.class {
            -11 => "random".to_string(),
            // `object[-1]` (a register index its compiler does not bound
            // below) gives class 0.
            -10..=0 => format!("object[{}]", -o.class - 1),
            c => quoted_char(c as u8)?,
        };
        let name = if o.id == -1 {
            "random".to_string()
        } else {
            let n = self
                .catalog
                .object(o.id as usize)
                .and_then(|e| e.name.clone())
                .ok_or_else(|| PrintError(format!("object {} has no name in the catalog", o.id)))?;
            if self.catalog.object_id(&n, Some(o.class as u8)) != Some(o.id as usize) {
                return bad(format!("object {} is not found by its name", o.id));
            }
            string(&n)?
        };
        let kw = if o.containment == 2 {
            "CONTAINER"
        } else {
            "OBJECT"
        };
        let mut s = format!("{kw}{}:{class},{name}", chance_prefix(i32::from(o.chance)));
        if inside {
            if o.x != 0 || o.y != 0 {
                return bad("an object in a container with a place");
            }
            if o.containment == 0 {
                return bad("an object in a container marked as on the floor");
            }
        } else {
            if o.containment == 1 {
                return bad("an object marked as contained outside a container");
            }
            let _ = write!(s, ",{}", coord(o.x, o.y)?);
        }
        let plain = o.curse_state == -1 && o.corpsenm == -1 && o.spe == -127 && o.name.is_none();
        if !plain {
            let curse = match o.curse_state {
                -1 => "random",
                1 => "blessed",
                2 => "uncursed",
                3 => "cursed",
                v => return bad(format!("curse state {v}")),
            };
            let _ = write!(s, ",{curse}");
            match o.corpsenm {
                -1 => {}
                -2 => s.push_str(",\"random\""),
                m => {
                    let n = self
                        .catalog
                        .monster(m as usize)
                        .map(|e| e.name.clone())
                        .ok_or_else(|| PrintError(format!("monster {m} is not in the catalog")))?;
                    if self.catalog.monster_id(&n, None) != Some(m as usize) {
                        return bad(format!("monster {m} is not found by its name"));
                    }
                    let _ = write!(s, ",{}", string(&n)?);
                }
            }
            if o.spe == -127 {
                s.push_str(",random");
            } else {
                let _ = write!(s, ",{}", o.spe);
            }
            if let Some(n) = &o.name {
                let _ = write!(s, ",{}", string(n)?);
            }
        }
        Ok(s)
    }

    fn map(&mut self, m: &MapPart, d: usize) -> R<()> {
        match m.zaligntyp {
            0 => {
                if (m.keep_region, m.halign, m.valign, m.xsize, m.ysize) != (1, 1, 1, 0, 0) {
                    return bad("a NOMAP with other values");
                }
                self.line(d, "NOMAP");
                return Ok(());
            }
            1 => {
                let h = match m.halign {
                    1 => "left",
                    2 => "half-left",
                    3 => "center",
                    4 => "half-right",
                    5 => "right",
                    v => return bad(format!("map alignment {v}")),
                };
                let v = match m.valign {
                    1 => "top",
                    3 => "center",
                    5 => "bottom",
                    v => return bad(format!("map alignment {v}")),
                };
                let mut s = format!("GEOMETRY:{h},{v}");
                if m.keep_region != 1 {
                    let _ = write!(s, ",{}", boolean(m.keep_region)?);
                }
                self.line(d, &s);
            }
            2 => {
                let mut s = format!("GEOMETRY:{}", coord(m.halign, m.valign)?);
                if m.keep_region != 1 {
                    let _ = write!(s, ",{}", boolean(m.keep_region)?);
                }
                self.line(d, &s);
            }
            v => return bad(format!("map placement {v}")),
        }
        if m.xsize < 0 || m.ysize < 0 || m.rows.len() != m.ysize as usize {
            return bad("a map whose rows do not match its size");
        }
        self.out.push_str("MAP\n");
        for row in &m.rows {
            let mut line = Vec::with_capacity(row.len());
            for &t in row {
                line.push(terrain_char(t)?);
            }
            if m.xsize > 0 && line.len() != m.xsize as usize {
                return bad("a map row of the wrong width");
            }
            // A row of stone only is written with its spaces, so that its
            // width counts.
            self.out
                .push_str(std::str::from_utf8(&line).unwrap_or_default());
            self.out.push('\n');
        }
        self.out.push_str("ENDMAP\n");
        Ok(())
    }
}

/// Prints `level`, named `name`, as source.
pub fn print(level: &Level, name: &str, catalog: &Catalog) -> Result<String, PrintError> {
    let mut p = Printer {
        out: String::new(),
        ops: &level.ops,
        catalog,
    };
    if name.contains('"') {
        return bad("a level name with a `\"`");
    }
    let _ = writeln!(p.out, "LEVEL:\"{name}\"");
    let i = &level.init;
    if i.flags != 0 {
        let mut names = Vec::new();
        let mut left = i.flags;
        for (bit, n) in [
            (0x1, "noteleport"),
            (0x2, "hardfloor"),
            (0x4, "nommap"),
            (0x8, "shortsighted"),
            (0x10, "arboreal"),
            (0x20, "noflipx"),
            (0x40, "noflipy"),
            (0x80, "mazelevel"),
            (0x100, "premapped"),
            (0x200, "shroud"),
        ] {
            if left & bit != 0 {
                names.push(n);
                left &= !bit;
            }
        }
        if left != 0 {
            return bad(format!("level flags 0x{:x}", i.flags));
        }
        let _ = writeln!(p.out, "FLAGS:{}", names.join(","));
    }
    match i.style {
        0 => {
            if (i.fg, i.bg, i.smoothed, i.joined, i.lit, i.walled, i.filling)
                != (0, 0, 0, 0, 0, 0, 0)
            {
                return bad("a level without INIT_MAP with its settings");
            }
        }
        1 | 2 => {
            if (i.fg, i.bg, i.smoothed, i.joined, i.lit, i.walled) != (0, 0, 0, 0, 0, 0) {
                return bad("INIT_MAP settings its style does not write");
            }
            let _ = writeln!(
                p.out,
                "INIT_MAP:{},{}",
                if i.style == 1 {
                    "solidfill"
                } else {
                    "mazegrid"
                },
                quoted_char(terrain_char(i.filling)?)?
            );
        }
        3 => {
            let walled = if i.walled == -1 {
                "random"
            } else {
                boolean(i.walled)?
            };
            let mut s = format!(
                "INIT_MAP:mines,{},{},{},{},{},{walled}",
                quoted_char(terrain_char(i.fg)?)?,
                quoted_char(terrain_char(i.bg)?)?,
                boolean(i.smoothed)?,
                boolean(i.joined)?,
                light(i.lit)?
            );
            if i.filling != -1 {
                let _ = write!(s, ",{}", quoted_char(terrain_char(i.filling)?)?);
            }
            p.out.push_str(&s);
            p.out.push('\n');
        }
        v => return bad(format!("INIT_MAP style {v}")),
    }
    p.block(0, level.ops.len(), 0, false)?;
    Ok(p.out)
}
