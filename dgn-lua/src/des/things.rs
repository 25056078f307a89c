//! Things at spots: `des.monster`, `des.object`, `des.trap`, `des.gold`,
//! `des.engraving`, `des.feature`, `des.stair`, `des.ladder`, `des.altar`,
//! `des.grave`, `des.door`, `des.drawbridge`, `des.gas_cloud`.

use super::{none, table_arg, Handler};
use crate::ctx::{as_coord, as_int, did_you_mean, t_bool, t_int, t_str, t_xy, Ctx, Shared};
use crate::dice::Footing;
use crate::level::Terrain37;
use crate::schema;
use dgn_core::Severity;
use mlua::{Function, Lua, MultiValue, Table, Value};

pub(super) fn handlers(out: &mut Vec<(&'static str, Handler)>) {
    out.extend([
        ("monster", monster as Handler),
        ("object", object),
        ("trap", trap),
        ("gold", gold),
        ("engraving", engraving),
        ("feature", feature),
        ("stair", stair),
        ("ladder", ladder),
        ("altar", altar),
        ("grave", grave),
        ("door", door),
        ("drawbridge", drawbridge),
        ("gas_cloud", gas_cloud),
    ]);
}

/// Where a thing goes: a level square, or random.
type Spot = (Option<(i32, i32)>, bool);

fn spot(c: &mut Ctx, line: u32, xy: Option<(i64, i64)>, what: &str) -> mlua::Result<Spot> {
    match xy {
        None => Ok((None, true)),
        // Negative coordinates ask the game for a random spot.
        Some((x, y)) if x < 0 || y < 0 => Ok((None, true)),
        Some((x, y)) => match c.abs(x, y) {
            None => Ok((None, true)),
            Some((ax, ay))
                if (what == "des.monster" || what == "des.object")
                    && (ax >= crate::level::COLNO as i32 || ay >= crate::level::ROWNO as i32) =>
            {
                // The game silently makes nothing there.
                c.warn(
                    "off-level",
                    line,
                    Some(what),
                    format!(
                        "{what} at ({x}, {y}) is outside the level (level column {ax}, row {ay}): the game makes nothing"
                    ),
                );
                Ok((None, false))
            }
            Some(p) => {
                c.on_level(line, Some(what), p, what)?;
                Ok((Some(p), false))
            }
        },
    }
}

/// A name (or class) and a coordinate, each optional.
type ShortForm = (Option<String>, Option<(i64, i64)>);

/// The common short forms: `(NAME)`, `(NAME, X, Y)`, `(NAME, {X, Y})`.
fn short_form(args: &[Value]) -> Option<ShortForm> {
    let name = match args.first() {
        None => return Some((None, None)),
        Some(Value::String(s)) => Some(s.to_string_lossy()),
        Some(_) => return None,
    };
    match &args[1..] {
        [] => Some((name, None)),
        [v @ Value::Table(_), ..] => Some((name, as_coord(v))),
        [x, y, ..] => Some((name, Some((as_int(x)?, as_int(y)?)))),
        _ => None,
    }
}

fn call_inside(ctx: &Shared, f: Option<Function>, arg: Value) -> mlua::Result<()> {
    if let Some(f) = f {
        ctx.borrow_mut().in_container += 1;
        let r = f.call::<()>(arg);
        ctx.borrow_mut().in_container -= 1;
        r?;
    }
    Ok(())
}

fn func(t: &Table, key: &str) -> Option<Function> {
    match t.get::<Value>(key).ok()? {
        Value::Function(f) => Some(f),
        _ => None,
    }
}

/// The name or class and the spot of a `des.monster`/`des.object` call,
/// in its short form (`("name"|'c', x, y)`, `("name", {x, y})`) or its
/// table form: (id, class, spot, the table, whether short).
#[allow(clippy::type_complexity)]
fn what_and_where(
    ctx: &Shared,
    func: &str,
    line: u32,
    args: &[Value],
) -> mlua::Result<(
    Option<String>,
    Option<String>,
    Option<(i64, i64)>,
    Option<Table>,
    bool,
)> {
    Ok(match short_form(args) {
        Some((name, xy)) => match name {
            Some(n) if n.chars().count() == 1 => (None, Some(n), xy, None, true),
            n => (n, None, xy, None, true),
        },
        None => {
            let t = table_arg(ctx, func, line, args)?;
            (
                t_str(&t, "id"),
                t_str(&t, "class"),
                t_xy(&t),
                Some(t),
                false,
            )
        }
    })
}

fn monster(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let (id, class, xy, table, short) = what_and_where(ctx, "monster", line, &args)?;
    let drawn = crate::dice::drawn_in_args(lua, &args).is_some();
    let mut c = ctx.borrow_mut();
    let (at, random_spot) = spot(&mut c, line, xy, "des.monster")?;
    let random_spot = random_spot || drawn;
    let (what, symbol, random_kind) = match (&id, &class) {
        (Some(name), _) => match c.catalog.monster(name) {
            Some(sym) => (name.clone(), Some(char::from(sym)), false),
            None if c.catalog.monster_prefix(name).is_some() => {
                let (made, sym) = c
                    .catalog
                    .monster_prefix(name)
                    .map(|(n, s)| (n.to_string(), s))
                    .unwrap_or_default();
                c.problem(
                    Severity::Warning,
                    Some("unknown-monster"),
                    line,
                    Some(name.clone()),
                    format!("unknown monster \"{name}\"; the game reads it as \"{made}\", the name it starts with"),
                    None,
                );
                (made, Some(char::from(sym)), false)
            }
            None => {
                let help = did_you_mean(name, c.catalog.monsters.iter().map(|(n, _)| n.as_str()))
                    .map(|s| format!("did you mean \"{s}\"?"));
                if short {
                    c.problem(
                        Severity::Warning,
                        Some("unknown-monster"),
                        line,
                        Some(name.clone()),
                        format!(
                            "unknown monster \"{name}\"; the game makes a random monster instead"
                        ),
                        help,
                    );
                    ("random monster".to_string(), None, true)
                } else {
                    c.problem(
                        Severity::Error,
                        None,
                        line,
                        Some(name.clone()),
                        format!("Unknown monster id \"{name}\""),
                        help,
                    );
                    c.raised = true;
                    return Err(mlua::Error::runtime("unknown monster"));
                }
            }
        },
        (None, Some(cl)) => {
            let b = cl.as_bytes().first().copied().unwrap_or(b' ');
            if cl.len() != 1 || !c.catalog.is_monster_class(b) {
                c.warn(
                    "unknown-class",
                    line,
                    Some(cl),
                    format!("\"{cl}\" is not a monster class; the game makes a random monster"),
                );
                ("random monster".to_string(), None, true)
            } else {
                (format!("random '{cl}' monster"), Some(char::from(b)), true)
            }
        }
        (None, None) => ("random monster".to_string(), None, true),
    };
    let mut what = what;
    if let Some(t) = &table {
        if t_bool(t, "peaceful") == Some(true) {
            what.push_str(", peaceful");
        }
        if t_bool(t, "asleep") == Some(true) {
            what.push_str(", asleep");
        }
        if let Some(n) = t_str(t, "name") {
            what.push_str(&format!(", named \"{n}\""));
        }
    }
    c.record("monster", line, at, random_spot, random_kind, what, symbol);
    drop(c);
    if let Some(t) = &table {
        call_inside(ctx, func(t, "inventory"), Value::Nil)?;
    }
    let _ = lua;
    none()
}

fn object(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let (id, class, xy, table, short) = what_and_where(ctx, "object", line, &args)?;
    let mut c = ctx.borrow_mut();
    let inside = c.in_container > 0;
    let (at, random_spot) = if inside {
        (None, false)
    } else {
        let (at, random_spot) = spot(&mut c, line, xy, "des.object")?;
        (
            at,
            random_spot || crate::dice::drawn_in_args(lua, &args).is_some(),
        )
    };
    let (mut what, symbol, random_kind) = match (&id, &class) {
        (Some(name), _) => match c.catalog.object(name) {
            Some(sym) => {
                if short
                    && xy.is_some()
                    && ["statue", "corpse", "egg", "tin"]
                        .iter()
                        .any(|n| n.eq_ignore_ascii_case(name))
                {
                    return Err(c.fail(
                        line,
                        Some(name),
                        format!("the short form of des.object cannot make a \"{name}\" at a spot (the game reads a monster type it was not given); use the table form"),
                    ));
                }
                (name.clone(), Some(char::from(sym)), false)
            }
            None => {
                let help = did_you_mean(name, c.catalog.objects.iter().map(|(n, _)| n.as_str()))
                    .map(|s| format!("did you mean \"{s}\"?"));
                c.problem(
                    Severity::Error,
                    None,
                    line,
                    Some(name.clone()),
                    format!("Unknown object id \"{name}\""),
                    help,
                );
                c.raised = true;
                return Err(mlua::Error::runtime("unknown object"));
            }
        },
        (None, Some(cl)) => {
            let b = cl.as_bytes().first().copied().unwrap_or(b' ');
            if cl.len() != 1 || !c.catalog.is_object_class(b) {
                return Err(c.fail(line, Some(cl), format!("\"{cl}\" is not an object class")));
            }
            (format!("random '{cl}' object"), Some(char::from(b)), true)
        }
        (None, None) => ("random object".to_string(), None, true),
    };
    if let Some(t) = &table {
        if let Some(m) = t_str(t, "montype") {
            let base = id.as_deref().unwrap_or("").to_ascii_lowercase();
            let special = (base == "tin"
                && (m.eq_ignore_ascii_case("spinach") || m.eq_ignore_ascii_case("empty")))
                || (base == "egg" && m.eq_ignore_ascii_case("empty"));
            let takes = ["statue", "egg", "corpse", "tin", "figurine"].contains(&base.as_str());
            if takes && !special && m.chars().count() > 1 && c.catalog.monster(&m).is_none() {
                let help = did_you_mean(&m, c.catalog.monsters.iter().map(|(n, _)| n.as_str()))
                    .map(|s| format!("did you mean \"{s}\"?"));
                c.problem(
                    Severity::Error,
                    None,
                    line,
                    Some(m.clone()),
                    format!("Unknown montype \"{m}\""),
                    help,
                );
                c.raised = true;
                return Err(mlua::Error::runtime("unknown montype"));
            }
            what.push_str(&format!(" of {m}"));
        }
        if t_bool(t, "buried") == Some(true) {
            what.push_str(", buried");
        }
    }
    let kind = if inside { "contents" } else { "object" };
    c.record(kind, line, at, random_spot, random_kind, what, symbol);
    drop(c);
    let made = crate::nhlib::dummy_object(lua)?;
    if let Some(t) = &table {
        call_inside(ctx, func(t, "contents"), Value::Table(made.clone()))?;
    }
    Ok(MultiValue::from_iter([Value::Table(made)]))
}

fn trap(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let drawn = crate::dice::drawn_in_args(lua, &args).is_some();
    let (kind, xy) = match short_form(&args) {
        Some(f) => f,
        None => {
            let t = table_arg(ctx, "trap", line, &args)?;
            (t_str(&t, "type"), t_xy(&t))
        }
    };
    let mut c = ctx.borrow_mut();
    let kind = kind.unwrap_or_else(|| "random".into());
    if !schema::TRAP_NAMES
        .iter()
        .any(|t| t.eq_ignore_ascii_case(&kind))
    {
        let help = did_you_mean(&kind, schema::TRAP_NAMES.iter().copied())
            .map(|s| format!("did you mean \"{s}\"?"));
        c.problem(
            Severity::Error,
            None,
            line,
            Some(kind.clone()),
            format!("Unknown trap type \"{kind}\""),
            help,
        );
        c.raised = true;
        return Err(mlua::Error::runtime("unknown trap"));
    }
    let (at, random_spot) = spot(&mut c, line, xy, "des.trap")?;
    let random_spot = random_spot || drawn;
    let random_kind = kind == "random";
    // A pit, hole or trap door levels furniture and ice to floor.
    let k = kind.to_ascii_lowercase();
    let digs = ["pit", "spiked pit", "hole", "trap door"].contains(&k.as_str());
    if digs || random_kind {
        let levels = |t: Terrain37| {
            (t as u8) >= (Terrain37::Room as u8)
                && !matches!(
                    t,
                    Terrain37::Room
                        | Terrain37::Stairs
                        | Terrain37::Ladder
                        | Terrain37::Air
                        | Terrain37::Cloud
                )
        };
        match at {
            Some((x, y)) if !random_spot => {
                let here = c.level.square(x, y).map(|s| s.typ);
                if here.is_some_and(levels) {
                    if digs {
                        c.set_terrain(x, y, Terrain37::Room, None);
                    } else {
                        crate::dice::maybe(&mut c, x, y);
                    }
                }
            }
            _ => crate::dice::random_spot_where(&mut c, levels),
        }
    }
    c.record(
        "trap",
        line,
        at,
        random_spot,
        random_kind,
        kind.to_ascii_lowercase(),
        Some('^'),
    );
    none()
}

fn gold(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let drawn = crate::dice::drawn_in_args(lua, &args).is_some();
    let (amount, xy) = match args.as_slice() {
        [] => (None, None),
        [Value::Table(_)] => {
            let t = table_arg(ctx, "gold", line, &args)?;
            (t_int(&t, "amount"), t_xy(&t))
        }
        [a, v @ Value::Table(_)] => (as_int(a), as_coord(v)),
        [a, x, y, ..] => (as_int(a), as_int(x).zip(as_int(y))),
        _ => {
            return Err(ctx
                .borrow_mut()
                .fail(line, Some("des.gold"), "des.gold: wrong parameters"))
        }
    };
    let mut c = ctx.borrow_mut();
    let (at, random_spot) = spot(&mut c, line, xy, "des.gold")?;
    let random_spot = random_spot || drawn;
    let what = match amount {
        Some(a) if a >= 0 => format!("{a} gold pieces"),
        _ => "random amount of gold".into(),
    };
    c.record("gold", line, at, random_spot, false, what, Some('$'));
    none()
}

fn engraving(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let drawn = crate::dice::drawn_in_args(lua, &args).is_some();
    let (xy, kind, text) = match args.as_slice() {
        [v @ Value::Table(_), Value::String(k), Value::String(t), ..] => {
            (as_coord(v), k.to_string_lossy(), t.to_string_lossy())
        }
        _ => {
            let t = table_arg(ctx, "engraving", line, &args)?;
            (
                t_xy(&t),
                t_str(&t, "type").unwrap_or_else(|| "engrave".into()),
                t_str(&t, "text").unwrap_or_default(),
            )
        }
    };
    let mut c = ctx.borrow_mut();
    if !schema::ENGRAVING_TYPES.contains(&kind.as_str()) {
        return Err(c.fail(
            line,
            Some(&kind),
            format!("unknown engraving type \"{kind}\""),
        ));
    }
    let (at, random_spot) = spot(&mut c, line, xy, "des.engraving")?;
    let random_spot = random_spot || drawn;
    c.record(
        "engraving",
        line,
        at,
        random_spot,
        false,
        format!("{kind} \"{text}\""),
        None,
    );
    none()
}

fn feature(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let drawn = crate::dice::drawn_in_args(lua, &args);
    let (kind, xy) = match short_form(&args) {
        Some(f) => f,
        None => {
            let t = table_arg(ctx, "feature", line, &args)?;
            (t_str(&t, "type"), t_xy(&t))
        }
    };
    let mut c = ctx.borrow_mut();
    let Some(kind) = kind.filter(|k| schema::FEATURES.contains(&k.as_str())) else {
        return Err(c.fail(line, Some("des.feature"), "feature has unknown type param"));
    };
    let typ = match kind.as_str() {
        "fountain" => Terrain37::Fountain,
        "sink" => Terrain37::Sink,
        "pool" => Terrain37::Pool,
        "throne" => Terrain37::Throne,
        _ => Terrain37::Tree,
    };
    let (at, random_spot) = spot(&mut c, line, xy, "des.feature")?;
    let random_spot = put_feature(&mut c, at, random_spot, drawn, typ, Footing::Dry);
    c.record("feature", line, at, random_spot, false, kind, None);
    none()
}

/// Puts the terrain of a feature at its spot: a fixed spot gets it for
/// certain; a spot the game picks at random, or a coordinate the script
/// drew at random, leaves every square it could have been random.
/// Returns whether the spot is random.
fn put_feature(
    c: &mut Ctx,
    at: Option<(i32, i32)>,
    random_spot: bool,
    drawn: Option<Vec<(i32, i32)>>,
    typ: Terrain37,
    footing: Footing,
) -> bool {
    match drawn {
        Some(from) => {
            crate::dice::place_drawn(c, at, typ, &from);
            true
        }
        None if random_spot && at.is_none() => {
            crate::dice::random_spot(c, footing);
            true
        }
        None => {
            if let Some((x, y)) = at {
                c.set_terrain(x, y, typ, None);
            }
            random_spot
        }
    }
}

fn stairway(
    lua: &Lua,
    ctx: &Shared,
    line: u32,
    args: Vec<Value>,
    name: &'static str,
    typ: Terrain37,
) -> mlua::Result<MultiValue> {
    let drawn = crate::dice::drawn_in_args(lua, &args);
    let (dir, xy) = match short_form(&args) {
        Some(f) => f,
        None => {
            let t = table_arg(ctx, name, line, &args)?;
            (t_str(&t, "dir"), t_xy(&t))
        }
    };
    let mut c = ctx.borrow_mut();
    let dir = dir.unwrap_or_else(|| "down".into());
    if !schema::STAIR_DIRS.contains(&dir.as_str()) {
        return Err(c.fail(
            line,
            Some(&dir),
            format!("invalid option '{dir}': stairs go \"up\" or \"down\""),
        ));
    }
    let (at, random_spot) = spot(&mut c, line, xy, name)?;
    let random_spot = put_feature(&mut c, at, random_spot, drawn, typ, Footing::Stairs);
    let symbol = if dir == "up" { '<' } else { '>' };
    c.record(name, line, at, random_spot, false, dir, Some(symbol));
    none()
}

fn stair(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    stairway(lua, ctx, line, args, "stair", Terrain37::Stairs)
}

fn ladder(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    stairway(lua, ctx, line, args, "ladder", Terrain37::Ladder)
}

fn altar(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let drawn = crate::dice::drawn_in_args(lua, &args);
    let t = table_arg(ctx, "altar", line, &args)?;
    let mut c = ctx.borrow_mut();
    let (at, random_spot) = spot(&mut c, line, t_xy(&t), "des.altar")?;
    let random_spot = put_feature(
        &mut c,
        at,
        random_spot,
        drawn,
        Terrain37::Altar,
        Footing::Dry,
    );
    let align = t_str(&t, "align").unwrap_or_else(|| "random".into());
    let kind = t_str(&t, "type").unwrap_or_else(|| "altar".into());
    c.record(
        "altar",
        line,
        at,
        random_spot,
        align == "random",
        format!("{kind}, {align}"),
        Some('_'),
    );
    none()
}

fn grave(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let drawn = crate::dice::drawn_in_args(lua, &args);
    let (xy, text) = match args.as_slice() {
        [] => (None, None),
        [x, y, rest @ ..] if as_int(x).is_some() => (
            as_int(x).zip(as_int(y)),
            rest.first().and_then(|v| match v {
                Value::String(s) => Some(s.to_string_lossy()),
                _ => None,
            }),
        ),
        _ => {
            let t = table_arg(ctx, "grave", line, &args)?;
            (t_xy(&t), t_str(&t, "text"))
        }
    };
    let mut c = ctx.borrow_mut();
    let (at, random_spot) = spot(&mut c, line, xy, "des.grave")?;
    let random_spot = put_feature(
        &mut c,
        at,
        random_spot,
        drawn,
        Terrain37::Grave,
        Footing::Dry,
    );
    let what = text.map_or("random epitaph".into(), |t| format!("\"{t}\""));
    c.record("grave", line, at, random_spot, false, what, None);
    none()
}

fn door(_lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let (state, xy, in_wall) = match short_form(&args) {
        Some((s, xy)) if args.len() > 1 => (s, xy, false),
        _ => {
            let t = table_arg(ctx, "door", line, &args)?;
            let xy = t_xy(&t);
            let in_wall = xy.is_none();
            (t_str(&t, "state"), xy, in_wall)
        }
    };
    let mut c = ctx.borrow_mut();
    let state = state.unwrap_or_else(|| "random".into());
    if !schema::DOOR_STATES.contains(&state.as_str()) {
        let help = did_you_mean(&state, schema::DOOR_STATES.iter().copied())
            .map(|s| format!("did you mean \"{s}\"?"));
        c.problem(
            Severity::Error,
            None,
            line,
            Some(state.clone()),
            format!("invalid door state \"{state}\""),
            help,
        );
        c.raised = true;
        return Err(mlua::Error::runtime("bad door state"));
    }
    if in_wall && c.in_room == 0 {
        return Err(c.fail(
            line,
            Some("des.door"),
            "door coord not ok: a door needs x, y (or wall and pos inside a room)",
        ));
    }
    let (at, random_spot) = spot(&mut c, line, xy, "des.door")?;
    if in_wall {
        // On a wall of the room the game picks: any wall square around
        // its floor may become the door.
        if let Some(Some((x1, y1, x2, y2))) = c.room_bounds.last().copied() {
            for y in y1 - 1..=y2 + 1 {
                for x in x1 - 1..=x2 + 1 {
                    let wall = c.level.square(x, y).is_some_and(|s| s.typ.is_wall());
                    if wall {
                        crate::dice::maybe(&mut c, x, y);
                    }
                }
            }
        }
    }
    if let Some((x, y)) = at {
        if !(1..crate::level::COLNO as i32 - 1).contains(&x)
            || !(1..crate::level::ROWNO as i32 - 1).contains(&y)
        {
            return Err(c.fail(
                line,
                Some("des.door"),
                format!("door coord not ok: ({x}, {y}) is on the level's edge"),
            ));
        }
        // A door or secret door already there keeps its kind; elsewhere a
        // secret door is SDOOR, any other DOOR (a random state may be
        // either).
        let here = c.level.square(x, y).map(|s| s.typ);
        if !matches!(here, Some(Terrain37::Door | Terrain37::SDoor)) {
            let typ = if state == "secret" {
                Terrain37::SDoor
            } else {
                Terrain37::Door
            };
            c.set_terrain(x, y, typ, None);
            if state == "random" {
                if let Some(s) = c.level.square_mut(x, y) {
                    s.random = true;
                }
            }
        }
    }
    c.record(
        "door",
        line,
        at,
        random_spot,
        state == "random",
        state,
        Some('+'),
    );
    none()
}

fn drawbridge(_lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let t = table_arg(ctx, "drawbridge", line, &args)?;
    let mut c = ctx.borrow_mut();
    let Some(xy) = t_xy(&t) else {
        return Err(c.fail(
            line,
            Some("des.drawbridge"),
            "drawbridge coord not ok: it needs x, y",
        ));
    };
    let (at, random_spot) = spot(&mut c, line, Some(xy), "des.drawbridge")?;
    let dir = t_str(&t, "dir").unwrap_or_else(|| "random".into());
    let state = t_str(&t, "state").unwrap_or_else(|| "random".into());
    if let Some((x, y)) = at {
        let here = c.level.square(x, y).copied().unwrap_or_default();
        let water = matches!(
            here.typ,
            Terrain37::Moat | Terrain37::Pool | Terrain37::Water | Terrain37::LavaPool
        );
        if !here.random && !water {
            return Err(c.fail(
                line,
                Some("des.drawbridge"),
                format!(
                    "Cannot create drawbridge: the square is {}, not water or lava",
                    here.typ.name()
                ),
            ));
        }
        let d = match dir.as_str() {
            "north" => Some((0, -1)),
            "south" => Some((0, 1)),
            "west" => Some((-1, 0)),
            "east" => Some((1, 0)),
            _ => None,
        };
        // An open bridge leaves a doorway in the wall, a raised one the
        // drawbridge's wall.
        let (span, wall) = match state.as_str() {
            "open" => (Terrain37::DrawbridgeDown, Terrain37::Door),
            _ => (Terrain37::DrawbridgeUp, Terrain37::DbWall),
        };
        let random = state != "open" && state != "closed";
        c.set_terrain(x, y, span, None);
        if random {
            if let Some(s) = c.level.square_mut(x, y) {
                s.random = true;
            }
        }
        match d {
            Some((dx, dy)) => {
                c.set_terrain(x + dx, y + dy, wall, None);
                if random {
                    if let Some(s) = c.level.square_mut(x + dx, y + dy) {
                        s.random = true;
                    }
                }
            }
            None => {
                for (dx, dy) in [(0, -1), (0, 1), (-1, 0), (1, 0)] {
                    if let Some(s) = c.level.square_mut(x + dx, y + dy) {
                        s.random = true;
                    }
                }
            }
        }
    }
    c.record(
        "drawbridge",
        line,
        at,
        random_spot,
        state == "random",
        format!("{state}, {dir}"),
        None,
    );
    none()
}

fn gas_cloud(_lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let t = table_arg(ctx, "gas_cloud", line, &args)?;
    let mut c = ctx.borrow_mut();
    let xy = t_xy(&t);
    let (at, random_spot) = spot(&mut c, line, xy, "des.gas_cloud")?;
    c.record(
        "gas_cloud",
        line,
        at,
        random_spot && xy.is_some(),
        false,
        "poison gas cloud".into(),
        None,
    );
    none()
}
