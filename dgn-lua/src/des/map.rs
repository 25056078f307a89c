//! Terrain: `des.map`, `des.level_init`, `des.terrain`,
//! `des.replace_terrain`, `des.mazewalk`, `des.wallify`, and the level-wide
//! settings (`des.level_flags`, `des.message`, `des.non_diggable`,
//! `des.non_passwall`, `des.wall_property`, `des.mineralize`,
//! `des.reset_level`, `des.finalize_level`).

use super::{none, table_arg, Handler};
use crate::ctx::{as_bool, as_coord, as_int, t_bool, t_int, t_region, t_str, t_xy, Ctx, Shared};
use crate::level::{Level, Terrain37, COLNO, ROWNO};
use crate::schema;
use crate::selection::{
    fragment, fragment_covers_random, fragment_fits, is_from_terrain, Selection,
};
use crate::walls;
use mlua::{IntoLua, Lua, MultiValue, Value};

pub(super) fn handlers(out: &mut Vec<(&'static str, Handler)>) {
    out.extend([
        ("map", map as Handler),
        ("level_init", level_init),
        ("terrain", terrain),
        ("replace_terrain", replace_terrain),
        ("mazewalk", mazewalk),
        ("wallify", wallify),
        ("level_flags", level_flags),
        ("message", message),
        ("non_diggable", non_diggable),
        ("non_passwall", non_passwall),
        ("wall_property", wall_property),
        ("mineralize", mineralize),
        ("reset_level", reset_level),
        ("finalize_level", finalize_level),
    ]);
}

/// The terrain of a one-character map string, or the run's error.
fn map_char(c: &mut Ctx, line: u32, s: &str, needle: &str) -> mlua::Result<char> {
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(ch), None) if schema::map_char(ch).is_some() => Ok(ch),
        _ => Err(c.fail(
            line,
            Some(needle),
            format!("\"{s}\" is not a map character"),
        )),
    }
}

fn map(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    // The short form `des.map(MAP)` centres the map.
    let (text, halign, valign, xy, lit, contents) = match args.first() {
        Some(Value::String(s)) => (
            s.to_string_lossy(),
            Some("center".to_string()),
            Some("center".to_string()),
            None,
            false,
            None,
        ),
        _ => {
            let t = table_arg(ctx, "map", line, &args)?;
            let contents = match t.get::<Value>("contents")? {
                Value::Function(f) => Some(f),
                _ => None,
            };
            (
                t_str(&t, "map").unwrap_or_default(),
                t_str(&t, "halign"),
                t_str(&t, "valign"),
                t_xy(&t),
                t_bool(&t, "lit").unwrap_or(false),
                contents,
            )
        }
    };
    // Digits are dropped, as the game does (they number map columns).
    let data: String = text.chars().filter(|c| !c.is_ascii_digit()).collect();
    let rows: Vec<&str> = data.split('\n').collect();
    let rows: Vec<&str> = if data.ends_with('\n') {
        rows[..rows.len() - 1].to_vec()
    } else {
        rows
    };
    let wid = rows.iter().map(|r| r.chars().count()).max().unwrap_or(0) as i32;
    let hei = rows.len() as i32;
    let mut c = ctx.borrow_mut();
    // The game reads at most one row more than the level has (an empty
    // map is no error: it places nothing).
    if hei > ROWNO as i32 + 1 {
        return Err(c.fail(
            line,
            Some("map"),
            format!(
                "Map data error: a map has at most {} rows, this one {hei}",
                ROWNO + 1
            ),
        ));
    }
    if let Some((i, r)) = rows
        .iter()
        .enumerate()
        .find(|(_, r)| r.chars().count() as i32 != wid)
    {
        c.warn(
            "ragged-map",
            line + 1 + i as u32,
            Some(r),
            format!("this map row has {} characters, the widest has {wid}: the game reads such maps askew", r.chars().count()),
        );
    }
    for (i, r) in rows.iter().enumerate() {
        if let Some(bad) = r
            .chars()
            .find(|&ch| Terrain37::from_map_char(ch).is_none() && ch != 'x')
        {
            c.warn(
                "map-char",
                line + 1 + i as u32,
                Some(&bad.to_string()),
                format!("`{bad}` is not a map character; the game leaves the square as it is"),
            );
        }
    }
    let lr = halign.as_deref().filter(|s| *s != "none");
    let tb = valign.as_deref().filter(|s| *s != "none");
    let (x_maze_max, y_maze_max) = ((COLNO as i32 - 1) & !1, (ROWNO as i32 - 1) & !1);
    let (mut xstart, mut ystart);
    if lr.is_none() && tb.is_none() {
        let Some((x, y)) = xy else {
            return Err(c.fail(
                line,
                Some("map"),
                "Map requires either x,y or halign,valign params",
            ));
        };
        if c.in_room() {
            // Relative to a room placed at random.
            xstart = -1000;
            ystart = -1000;
        } else {
            xstart = x as i32;
            ystart = y as i32;
            if !(1..COLNO as i32).contains(&xstart) || !(0..ROWNO as i32).contains(&ystart) {
                return Err(c.fail(
                    line,
                    Some("x"),
                    "Map requires either x,y or halign,valign params (x, y is off the level)",
                ));
            }
        }
    } else {
        xstart = match lr.unwrap_or("none") {
            "left" => {
                if c.init_present {
                    1
                } else {
                    3
                }
            }
            "half-left" => 2 + (x_maze_max - 2 - wid) / 4,
            "center" => 2 + (x_maze_max - 2 - wid) / 2,
            "half-right" => 2 + (x_maze_max - 2 - wid) * 3 / 4,
            "right" => x_maze_max - wid - 1,
            _ => c.xstart,
        };
        ystart = match tb.unwrap_or("none") {
            "top" => 3,
            "center" => 2 + (y_maze_max - 2 - hei) / 2,
            "bottom" => y_maze_max - hei - 1,
            _ => c.ystart,
        };
        if xstart % 2 == 0 {
            xstart += 1;
        }
        if ystart % 2 == 0 {
            ystart += 1;
        }
    }
    if ystart < 0 || ystart + hei > ROWNO as i32 {
        ystart += if ystart > 0 { -2 } else { 2 };
        if hei == ROWNO as i32 {
            ystart = 0;
        }
        if ystart < 0 || ystart + hei > ROWNO as i32 {
            ystart = 0;
        }
    }
    let old = (c.xstart, c.ystart, c.xsize, c.ysize);
    let mut sel = Selection::default();
    if xstart > -1000 && !(wid <= 1 && hei <= 1) {
        c.xstart = xstart;
        c.ystart = ystart;
        c.xsize = wid;
        c.ysize = hei;
        let bytes: Vec<char> = data.chars().collect();
        for y in ystart..(ystart + hei).min(ROWNO as i32) {
            for x in xstart..(xstart + wid).min(COLNO as i32) {
                // The game reads row y at offset y * (width + 1).
                let i = ((y - ystart) * (wid + 1) + (x - xstart)) as usize;
                let Some(&ch) = bytes.get(i) else { continue };
                let Some(t) = Terrain37::from_map_char(ch) else {
                    continue;
                };
                c.set_terrain(x, y, t, Some(lit));
                if let Some(s) = c.level.square_mut(x, y) {
                    s.in_map = true;
                }
                sel.set(x, y, true);
            }
        }
        c.record(
            "map",
            line,
            Some((xstart, ystart)),
            false,
            false,
            format!("{wid}×{hei} map part"),
            None,
        );
    } else if wid <= 1 && hei <= 1 {
        // A map of at most one square places nothing, and what follows
        // counts from the level's corner again.
        (c.xstart, c.ystart, c.xsize, c.ysize) = (1, 0, COLNO as i32 - 1, ROWNO as i32);
    } else if xstart <= -1000 {
        c.record(
            "map",
            line,
            None,
            true,
            false,
            format!("{wid}×{hei} map part inside a room"),
            None,
        );
    }
    drop(c);
    if let Some(f) = contents {
        let t = lua.create_table()?;
        t.set("width", wid)?;
        t.set("height", hei)?;
        ctx.borrow().game_call();
        let r = f.call::<()>(t);
        ctx.borrow_mut().game_call_end(r)?;
        let mut c = ctx.borrow_mut();
        (c.xstart, c.ystart, c.xsize, c.ysize) = (1, 0, COLNO as i32 - 1, ROWNO as i32);
        let _ = old;
    }
    Ok(MultiValue::from_iter([sel.into_lua(lua)?]))
}

fn level_init(_lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let t = table_arg(ctx, "level_init", line, &args)?;
    let style = t_str(&t, "style").unwrap_or_else(|| "solidfill".into());
    let mut c = ctx.borrow_mut();
    let fg = match t_str(&t, "fg") {
        Some(s) => map_char(&mut c, line, &s, "fg")?,
        None => '.',
    };
    let bg = match t_str(&t, "bg") {
        Some(s) => Some(map_char(&mut c, line, &s, "bg")?),
        None => None,
    };
    let filling = match t_str(&t, "filling") {
        Some(s) => map_char(&mut c, line, &s, "filling")?,
        None => fg,
    };
    c.init_present = true;
    let lit = t_bool(&t, "lit");
    match style.as_str() {
        "solidfill" => {
            let lit = lit.unwrap_or_else(|| c.rng.rn2(2) == 1);
            let typ = Terrain37::from_map_char(filling);
            // The game fills columns 2 to its maze width (78) and rows 0
            // to its maze height (20).
            let (xm, ym) = ((COLNO as i32 - 1) & !1, (ROWNO as i32 - 1) & !1);
            for y in 0..=ym {
                for x in 2..=xm {
                    if let Some(t) = typ {
                        c.set_terrain(x, y, t, Some(lit));
                    }
                }
            }
        }
        "mazegrid" => {
            let bg = bg
                .and_then(Terrain37::from_map_char)
                .unwrap_or(Terrain37::Stone);
            let corrmaze = c.level.flags.iter().any(|f| f == "corrmaze");
            let (xm, ym) = ((COLNO as i32 - 1) & !1, (ROWNO as i32 - 1) & !1);
            for x in 2..=xm {
                for y in 0..=ym {
                    let t = if corrmaze || y < 2 || (x % 2 == 1 && y % 2 == 1) {
                        Terrain37::Stone
                    } else {
                        bg
                    };
                    // `des.mazewalk` carves the maze through it later.
                    c.set_terrain(x, y, t, None);
                }
            }
            c.random_fill = true;
        }
        "mines" if t_bool(&t, "walled") != Some(true) => {
            // A cave with no walls: the game fills the level with the
            // background, then grows the foreground over it; every square
            // is one or the other.
            let bg = Terrain37::from_map_char(bg.unwrap_or(' '));
            let fg = Terrain37::from_map_char(fg);
            for y in 0..ROWNO as i32 {
                for x in 1..COLNO as i32 {
                    match (fg, bg) {
                        (Some(f), Some(b)) => {
                            c.set_terrain(x, y, b, None);
                            if f != b {
                                walls::make_random(&mut c.level, x, y, walls::kind(f));
                            }
                        }
                        _ => walls::make_random(&mut c.level, x, y, walls::ANY),
                    }
                }
            }
            c.random_fill = true;
        }
        _ => {
            // Caves, mazes, swamps and rogue levels are drawn at random
            // over the whole level.
            for y in 0..ROWNO as i32 {
                for x in 1..COLNO as i32 {
                    walls::make_random(&mut c.level, x, y, walls::ANY);
                }
            }
            c.random_fill = true;
        }
    }
    c.record(
        "level_init",
        line,
        None,
        false,
        false,
        format!("level filled ({style})"),
        None,
    );
    none()
}

/// The squares `des.terrain` changes: listed coordinates or a selection.
type Spots = Result<Vec<(i64, i64)>, Selection>;

fn terrain(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    // A coordinate the script drew at random (`sel:rndcoord()`): another
    // game changes another square of the set it was drawn from.
    let drawn = crate::dice::drawn_in_args(lua, &args);
    // Forms: (x, y, ch), ({x, y}, ch), (sel, ch), ({ ... }).
    let (spots, ch, lit): (Spots, String, Option<i64>) = match args.as_slice() {
        [x, y, Value::String(ch), ..] if as_int(x).is_some() => (
            Ok(vec![(as_int(x).unwrap_or(0), as_int(y).unwrap_or(0))]),
            ch.to_string_lossy(),
            None,
        ),
        [Value::UserData(u), Value::String(ch), ..] => match u.borrow::<Selection>() {
            Ok(s) => (Err(s.clone()), ch.to_string_lossy(), None),
            Err(_) => {
                return Err(ctx
                    .borrow_mut()
                    .fail(line, Some("des.terrain"), "wrong parameters"))
            }
        },
        [v @ Value::Table(_), Value::String(ch), ..] => match as_coord(v) {
            Some(xy) => (Ok(vec![xy]), ch.to_string_lossy(), None),
            None => {
                return Err(ctx
                    .borrow_mut()
                    .fail(line, Some("des.terrain"), "wrong parameters"))
            }
        },
        [Value::Table(_)] => {
            let t = table_arg(ctx, "terrain", line, &args)?;
            let ch = t_str(&t, "typ").unwrap_or_default();
            let lit = t_int(&t, "lit");
            match t.get::<Value>("selection")? {
                Value::UserData(u) => (Err(u.borrow::<Selection>()?.clone()), ch, lit),
                _ => match t_xy(&t) {
                    Some(xy) => (Ok(vec![xy]), ch, lit),
                    None => {
                        return Err(ctx.borrow_mut().fail(
                            line,
                            Some("des.terrain"),
                            "des.terrain needs x, y, coord or selection",
                        ))
                    }
                },
            }
        }
        _ => {
            return Err(ctx
                .borrow_mut()
                .fail(line, Some("des.terrain"), "wrong parameters"))
        }
    };
    let mut c = ctx.borrow_mut();
    let ch = map_char(&mut c, line, &ch, &ch.clone())?;
    let typ = Terrain37::from_map_char(ch);
    let lit = match lit {
        Some(-1) => None,
        Some(l) => Some(l != 0),
        None => None,
    };
    match spots {
        Ok(list) => {
            for (x, y) in list {
                // The place is taken as written: a negative part becomes a
                // large one, off the level.
                let at = match c.packed(x, y) {
                    crate::args::Packed::At(ax, ay) => Some((ax, ay)),
                    crate::args::Packed::Off(ax, ay) => Some((ax, ay)),
                    crate::args::Packed::Unknown => None,
                };
                match at {
                    Some((ax, ay)) => {
                        if !crate::args::isok(ax, ay) {
                            return Err(c.fail(
                                line,
                                Some("des.terrain"),
                                format!("terrain coord not ok: ({x}, {y}) is off the level"),
                            ));
                        }
                        let before = c
                            .level
                            .square(ax, ay)
                            .map(|s| walls::kinds(&c.level, ax, ay) | walls::kind(s.typ));
                        if let Some(t) = typ {
                            c.set_terrain(ax, ay, t, lit);
                        }
                        if let (Some(from), Some(t)) = (&drawn, typ) {
                            // Each square of the set may be the one
                            // changed (the run's own spot may keep what
                            // it was).
                            for &(fx, fy) in from {
                                if (fx, fy) == (ax, ay) {
                                    if let Some(k) = before {
                                        walls::make_random(&mut c.level, fx, fy, k);
                                    }
                                } else if c
                                    .level
                                    .square(fx, fy)
                                    .is_some_and(|s| s.typ != t || s.random)
                                {
                                    walls::make_random(&mut c.level, fx, fy, walls::kind(t));
                                }
                            }
                        }
                        c.record(
                            "terrain",
                            line,
                            Some((ax, ay)),
                            drawn.is_some(),
                            false,
                            format!("terrain '{ch}'"),
                            None,
                        );
                    }
                    None => c.record(
                        "terrain",
                        line,
                        None,
                        true,
                        false,
                        format!("terrain '{ch}' in a room"),
                        None,
                    ),
                }
            }
        }
        Err(sel) => {
            // A selection the dice drew: another game changes other
            // squares of the same band (those not already of the type).
            let changed: Vec<_> = if sel.drawn() {
                sel.may_points()
                    .filter(|&(x, y)| c.level.square(x, y).map(|s| s.typ) != typ)
                    .collect()
            } else {
                Vec::new()
            };
            for (x, y) in sel.points() {
                if let Some(t) = typ {
                    c.set_terrain(x, y, t, lit);
                }
            }
            for (x, y) in changed {
                crate::dice::maybe(&mut c, x, y);
            }
        }
    }
    none()
}

fn replace_terrain(
    _lua: &Lua,
    ctx: &Shared,
    line: u32,
    args: Vec<Value>,
) -> mlua::Result<MultiValue> {
    let t = table_arg(ctx, "replace_terrain", line, &args)?;
    let mut c = ctx.borrow_mut();
    let to = t_str(&t, "toterrain").unwrap_or_default();
    let to = map_char(&mut c, line, &to, "toterrain")?;
    let from = match t_str(&t, "fromterrain") {
        Some(s) => Some(map_char(&mut c, line, &s, "fromterrain")?),
        None => None,
    };
    let frag = t_str(&t, "mapfragment");
    if from.is_none() && frag.is_none() {
        return Err(c.fail(
            line,
            Some("des.replace_terrain"),
            "des.replace_terrain needs fromterrain or mapfragment",
        ));
    }
    // Without `fromterrain`, the squares the map fragment fits.
    let rows = match (&from, &frag) {
        (None, Some(text)) => match fragment(text) {
            Ok(rows) => Some(rows),
            Err(msg) => return Err(c.fail(line, Some("mapfragment"), msg)),
        },
        _ => None,
    };
    let chance = t_int(&t, "chance").unwrap_or(100);
    let area: Vec<(i32, i32)> = match t.get::<Value>("selection")? {
        Value::UserData(u) => u.borrow::<Selection>()?.points().collect(),
        _ => match t_region(&t) {
            Some((x1, y1, x2, y2)) => {
                let (Some((ax1, ay1)), Some((ax2, ay2))) = (c.abs(x1, y1), c.abs(x2, y2)) else {
                    c.record(
                        "replace_terrain",
                        line,
                        None,
                        true,
                        false,
                        "terrain replaced in a room".into(),
                        None,
                    );
                    return none();
                };
                (ay1.max(0)..=ay2.min(ROWNO as i32 - 1))
                    .flat_map(|y| (ax1.max(1)..=ax2.min(COLNO as i32 - 1)).map(move |x| (x, y)))
                    .collect()
            }
            None => (0..ROWNO as i32)
                .flat_map(|y| (1..COLNO as i32).map(move |x| (x, y)))
                .collect(),
        },
    };
    let typ = Terrain37::from_map_char(to);
    for (x, y) in area {
        let Some(sq) = c.level.square(x, y).copied() else {
            continue;
        };
        // Whether the square is what is to be replaced, and whether the
        // dice decide that (the fragment covers squares they drew).
        let (fits, unsure) = match (from, &rows) {
            (Some(f), _) => (is_from_terrain(f, sq.typ), false),
            (None, Some(rows)) => (
                fragment_fits(&c.level, rows, x, y),
                fragment_covers_random(&c.level, rows, x, y),
            ),
            (None, None) => (true, false),
        };
        if !fits && !unsure {
            continue;
        }
        if chance >= 100 && !unsure {
            if let Some(t) = typ {
                c.set_terrain(x, y, t, None);
                if sq.random {
                    // What the dice drew here may not have been replaced.
                    walls::make_random(&mut c.level, x, y, walls::kind(sq.typ) | sq.other_kinds);
                }
            }
        } else if chance > 0 {
            let hit = fits && c.rng.rn2(100) < chance;
            // Replaced or not, the square may be either.
            let either = walls::kind(sq.typ)
                | typ.map_or(0, walls::kind)
                | if sq.random { sq.other_kinds } else { 0 };
            if let Some(s) = c.level.square_mut(x, y) {
                if hit {
                    if let Some(t) = typ {
                        s.typ = t;
                    }
                }
            }
            walls::make_random(&mut c.level, x, y, either);
        }
    }
    c.record(
        "replace_terrain",
        line,
        None,
        false,
        false,
        format!("terrain replaced by '{to}'"),
        None,
    );
    none()
}

fn mazewalk(_lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let mut floor = Terrain37::Room;
    let (xy, dir) = match args.as_slice() {
        [x, y, d] => {
            let mut c = ctx.borrow_mut();
            let x = crate::args::check_integer(&mut c, line, "mazewalk", 1, Some(x))?;
            let y = crate::args::check_integer(&mut c, line, "mazewalk", 2, Some(y))?;
            let d = crate::args::check_option(
                &mut c,
                line,
                "mazewalk",
                3,
                Some(d),
                Some("random"),
                schema::DIRECTIONS,
            )?;
            (Some((x, y)), d)
        }
        _ => {
            let t = table_arg(ctx, "mazewalk", line, &args)?;
            if let Some(s) = t_str(&t, "typ") {
                let mut c = ctx.borrow_mut();
                let ch = map_char(&mut c, line, &s, "typ")?;
                floor = match Terrain37::from_map_char(ch) {
                    // Rock asks for the level's kind of passage.
                    Some(Terrain37::Stone) if c.level.flags.iter().any(|f| f == "corrmaze") => {
                        Terrain37::Corr
                    }
                    Some(Terrain37::Stone) | None => Terrain37::Room,
                    Some(t) => t,
                };
            }
            (
                t_xy(&t),
                t_str(&t, "dir").unwrap_or_else(|| "random".into()),
            )
        }
    };
    let mut c = ctx.borrow_mut();
    if !schema::DIRECTIONS.contains(&dir.as_str()) {
        return Err(c.fail(
            line,
            Some(&dir),
            format!("mazewalk: unknown direction \"{dir}\""),
        ));
    }
    let Some((x, y)) = xy else {
        return Err(c.fail(line, Some("des.mazewalk"), "mazewalk needs a coordinate"));
    };
    // The place is taken as written: a negative part becomes a large one.
    let packed = match c.packed(x, y) {
        crate::args::Packed::At(ax, ay) | crate::args::Packed::Off(ax, ay) => Some((ax, ay)),
        crate::args::Packed::Unknown => None,
    };
    if let Some(p) = packed {
        if !crate::args::isok(p.0, p.1) {
            return Err(c.fail(
                line,
                Some("des.mazewalk"),
                format!("mazewalk coord not ok: ({x}, {y}) is off the level"),
            ));
        }
    }
    let at = c.abs(x, y);
    // The maze's passages are carved at random through the rock.
    if let Some(start) = at {
        walls::maze_walk(&mut c.level, start, &dir, floor);
    }
    c.record(
        "mazewalk",
        line,
        at,
        at.is_none(),
        true,
        format!("random maze carved from here, first step {dir}"),
        None,
    );
    none()
}

fn wallify(_lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    // The game reads `x1`..`y2` as level coordinates; a missing or
    // negative one stands for the current map part's edge, one square out
    // (two on the right and at the bottom).
    let area = if args.is_empty() {
        None
    } else {
        let t = table_arg(ctx, "wallify", line, &args)?;
        Some([
            t_int(&t, "x1"),
            t_int(&t, "y1"),
            t_int(&t, "x2"),
            t_int(&t, "y2"),
        ])
    };
    let mut c = ctx.borrow_mut();
    let given = |i: usize| {
        area.and_then(|a| a[i])
            .filter(|&v| v >= 0)
            .map(|v| v.min(i64::from(i32::MAX)) as i32)
    };
    let x1 = given(0).unwrap_or(c.xstart - 1);
    let y1 = given(1).unwrap_or(c.ystart - 1);
    let x2 = given(2).unwrap_or(c.xstart + c.xsize + 1);
    let y2 = given(3).unwrap_or(c.ystart + c.ysize + 1);
    walls::wallify_map(&mut c.level, x1, y1, x2, y2);
    c.record(
        "wallify",
        line,
        None,
        false,
        false,
        "walls around the floor".into(),
        None,
    );
    none()
}

fn level_flags(_lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let mut c = ctx.borrow_mut();
    for a in &args {
        let Value::String(s) = a else {
            return Err(c.fail(
                line,
                Some("des.level_flags"),
                "des.level_flags takes flag names",
            ));
        };
        let s = s.to_string_lossy();
        if !schema::LEVEL_FLAGS
            .iter()
            .any(|f| f.eq_ignore_ascii_case(&s))
        {
            let help = crate::ctx::did_you_mean(&s, schema::LEVEL_FLAGS.iter().copied());
            c.problem(
                dgn_core::Severity::Error,
                None,
                line,
                Some(s.clone()),
                format!("Unknown level flag {s}"),
                help.map(|h| format!("did you mean \"{h}\"?")),
            );
            c.raised = true;
            return Err(mlua::Error::runtime("unknown level flag"));
        }
        c.level.flags.push(s.to_ascii_lowercase());
    }
    none()
}

fn message(_lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let mut c = ctx.borrow_mut();
    match args.first() {
        Some(Value::String(s)) => {
            c.level.messages.push(s.to_string_lossy());
            none()
        }
        _ => Err(c.fail(line, Some("des.message"), "des.message needs a string")),
    }
}

fn non_diggable(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    wall_marks(lua, ctx, line, args, true)
}

fn non_passwall(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    wall_marks(lua, ctx, line, args, false)
}

/// `des.non_diggable` and `des.non_passwall`: marks the rock, walls, trees
/// and iron bars of a selection (of the whole level without one).
fn wall_marks(
    _lua: &Lua,
    ctx: &Shared,
    line: u32,
    args: Vec<Value>,
    dig: bool,
) -> mlua::Result<MultiValue> {
    let mut c = ctx.borrow_mut();
    let area: Option<Vec<(i32, i32)>> = match args.first() {
        None => Some(
            (0..ROWNO as i32)
                .flat_map(|y| (0..COLNO as i32).map(move |x| (x, y)))
                .collect(),
        ),
        Some(Value::UserData(u)) => u.borrow::<Selection>().ok().map(|s| s.points().collect()),
        Some(Value::Table(_)) => None,
        Some(_) => return Err(c.fail(line, Some("des."), "expected a selection")),
    };
    if dig {
        for (x, y) in area.unwrap_or_default() {
            mark_nondiggable(&mut c.level, x, y);
        }
    }
    c.record(
        "non_diggable",
        line,
        None,
        false,
        false,
        "walls made undiggable or unpassable".into(),
        None,
    );
    none()
}

/// The game's mark of a square no one may dig through: only rock, walls,
/// trees and iron bars take it.
fn mark_nondiggable(level: &mut Level, x: i32, y: i32) {
    if let Some(s) = level.square_mut(x, y) {
        if (s.typ as u8) <= (Terrain37::DbWall as u8)
            || matches!(s.typ, Terrain37::Tree | Terrain37::IronBars)
        {
            s.nondiggable = true;
        }
    }
}

fn wall_property(
    _lua: &Lua,
    ctx: &Shared,
    line: u32,
    args: Vec<Value>,
) -> mlua::Result<MultiValue> {
    let t = table_arg(ctx, "wall_property", line, &args)?;
    let p = t_str(&t, "property").unwrap_or_else(|| "nondiggable".into());
    let mut c = ctx.borrow_mut();
    if p == "nondiggable" {
        // Missing corners stand for the map part's edges; then every
        // corner counts from the map part's top left, as the game does.
        let (x1, y1, x2, y2) = t_region(&t).unwrap_or((-1, -1, -1, -1));
        let or = |v: i64, d: i32| if v == -1 { i64::from(d) } else { v };
        let (xs, ys, xz, yz) = (c.xstart, c.ystart, c.xsize, c.ysize);
        let corners = [
            (or(x1, xs - 1), or(y1, ys - 1)),
            (or(x2, xs + xz + 1), or(y2, ys + yz + 1)),
        ];
        if corners.iter().all(|&(x, y)| x >= 0 && y >= 0) {
            let at = |(x, y): (i64, i64)| {
                (
                    x.clamp(0, COLNO as i64) as i32 + xs,
                    y.clamp(0, ROWNO as i64) as i32 + ys,
                )
            };
            let ((ax1, ay1), (ax2, ay2)) = (at(corners[0]), at(corners[1]));
            for y in ay1.max(0)..=ay2.min(ROWNO as i32 - 1) {
                for x in ax1.max(1)..=ax2.min(COLNO as i32 - 1) {
                    mark_nondiggable(&mut c.level, x, y);
                }
            }
        }
    }
    c.record(
        "wall_property",
        line,
        None,
        false,
        false,
        format!("walls made {p}"),
        None,
    );
    none()
}

fn mineralize(_lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    if !args.is_empty() {
        table_arg(ctx, "mineralize", line, &args)?;
    }
    none()
}

fn reset_level(
    _lua: &Lua,
    ctx: &Shared,
    _line: u32,
    _args: Vec<Value>,
) -> mlua::Result<MultiValue> {
    let mut c = ctx.borrow_mut();
    c.level = Level::default();
    (c.xstart, c.ystart, c.xsize, c.ysize) = (1, 0, COLNO as i32 - 1, ROWNO as i32);
    c.init_present = false;
    c.random_fill = false;
    none()
}

fn finalize_level(
    _lua: &Lua,
    ctx: &Shared,
    line: u32,
    _args: Vec<Value>,
) -> mlua::Result<MultiValue> {
    ctx.borrow_mut().record(
        "finalize_level",
        line,
        None,
        false,
        false,
        "level finished".into(),
        None,
    );
    none()
}

#[allow(dead_code)]
fn _unused(v: &Value) -> Option<bool> {
    as_bool(v)
}
