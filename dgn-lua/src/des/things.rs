//! Things at spots: `des.monster`, `des.object`, `des.trap`, `des.gold`,
//! `des.engraving`, `des.feature`, `des.stair`, `des.ladder`, `des.altar`,
//! `des.grave`, `des.door`, `des.drawbridge`, `des.gas_cloud`.

use super::{none, table_arg, Handler};
use crate::args;
use crate::ctx::{did_you_mean, t_bool, t_int, t_str, t_xy, Ctx, Shared};
use crate::dice::Footing;
use crate::level::Terrain37;
use crate::schema;
use dgn_core::to_lua::names37;
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
    let (x, y) = match xy {
        // (-1, -1), or no coordinate: a random spot.
        None | Some((-1, -1)) => return Ok((None, true)),
        Some(p) => p,
    };
    // Anything else is taken as written (a negative part becomes a large
    // one) and counted from the map or room.
    let (ax, ay) = match c.packed(x, y) {
        args::Packed::Unknown => return Ok((None, true)),
        args::Packed::At(ax, ay) if args::isok(ax, ay) => return Ok((Some((ax, ay)), false)),
        args::Packed::At(ax, ay) | args::Packed::Off(ax, ay) => (ax, ay),
    };
    // Off the level, the game silently tries the bottom right corner of
    // the maze area instead.
    let (cx, cy) = (
        (crate::level::COLNO as i32 - 1) & !1,
        (crate::level::ROWNO as i32 - 1) & !1,
    );
    let negative = if x < 0 || y < 0 {
        " (only (-1, -1) is random; another negative coordinate is off the level)"
    } else {
        ""
    };
    c.warn(
        "off-level",
        line,
        Some(what),
        format!(
            "{what} at ({x}, {y}) is outside the level (level column {ax}, row {ay}){negative}: \
             the game tries ({cx}, {cy}) instead"
        ),
    );
    Ok((None, true))
}

/// A name (or class) and a coordinate, each optional.
type ShortForm = (Option<String>, Option<(i64, i64)>);

/// How the first argument of a positional form is read.
#[derive(Clone, Copy)]
enum First {
    /// As a string (`luaL_checkstring`).
    Str,
    /// As one of these words, with this default when nil
    /// (`luaL_checkoption`).
    Option(Option<&'static str>, &'static [&'static str]),
}

/// The positional forms `(NAME)`, `(NAME, {X, Y})` and `(NAME, X, Y)` as
/// the game reads them for `des.func`: by the number of arguments and
/// their Lua types, each argument checked as the game checks it (a table
/// where a number belongs stops the level). `None`: the call has the
/// table form. With `numbers_only`, three arguments are the positional
/// form only when the last two are numbers (`des.object`).
fn positional(
    ctx: &Shared,
    func: &str,
    line: u32,
    args: &[Value],
    first: First,
    numbers_only: bool,
) -> mlua::Result<Option<ShortForm>> {
    let is_str = matches!(args.first(), Some(Value::String(_)));
    let is_num = |v: &Value| matches!(v, Value::Integer(_) | Value::Number(_));
    let mut c = ctx.borrow_mut();
    let name = |c: &mut Ctx| -> mlua::Result<String> {
        match first {
            First::Str => args::check_string(c, line, func, 1, args.first()),
            First::Option(def, words) => {
                args::check_option(c, line, func, 1, args.first(), def, words)
            }
        }
    };
    match args.len() {
        0 => Ok(Some((None, None))),
        1 if is_str => Ok(Some((Some(name(&mut c)?), None))),
        2 if is_str && matches!(args[1], Value::Table(_)) => {
            let n = name(&mut c)?;
            let xy = args::get_coord(&mut c, line, func, args.get(1))?;
            Ok(Some((Some(n), xy)))
        }
        3 if !numbers_only || (is_num(&args[1]) && is_num(&args[2])) => {
            let n = name(&mut c)?;
            let x = args::check_integer(&mut c, line, func, 2, args.get(1))?;
            let y = args::check_integer(&mut c, line, func, 3, args.get(2))?;
            Ok(Some((Some(n), Some((x, y)))))
        }
        _ => Ok(None),
    }
}

fn call_inside(ctx: &Shared, f: Option<Function>, arg: Value) -> mlua::Result<()> {
    if let Some(f) = f {
        ctx.borrow_mut().in_container += 1;
        ctx.borrow().game_call();
        let r = f.call::<()>(arg);
        ctx.borrow_mut().in_container -= 1;
        ctx.borrow_mut().game_call_end(r)?;
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
    let numbers_only = func == "object";
    Ok(
        match positional(ctx, func, line, args, First::Str, numbers_only)? {
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
        },
    )
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
                let (made, sym, start) = c
                    .catalog
                    .monster_prefix(name)
                    .map(|(n, s, start)| (n.to_string(), s, start.to_string()))
                    .unwrap_or_default();
                c.problem(
                    Severity::Warning,
                    Some("unknown-monster"),
                    line,
                    Some(name.clone()),
                    format!("unknown monster \"{name}\"; the game reads it as \"{made}\", by the \"{start}\" it starts with"),
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
            if cl.len() == 1
                && !c.catalog.is_monster_class(b)
                && !names37::MONSTER_CLASSES.contains(&b)
            {
                // One character is always read as a class symbol.
                return Err(c.fail(
                    line,
                    Some(cl),
                    format!("create_monster: unknown monster class '{cl}' (the game stops)"),
                ));
            }
            if cl.len() == 1 && names37::EMPTY_MONSTER_CLASSES.contains(&b) {
                c.problem(
                    Severity::Error,
                    None,
                    line,
                    Some(cl.clone()),
                    format!("mkclass found no class '{cl}' monsters, an impossible() of the game (it makes a random monster)"),
                    None,
                );
                ("random monster".to_string(), None, true)
            } else if cl.len() != 1 {
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
    if let Some(look) = table.as_ref().and_then(|t| t_str(t, "appear_as")) {
        appearance(&mut c, line, &look, symbol, random_kind, id.as_deref())?;
    }
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

/// A monster's `appear_as`, read as NetHack 3.7's `lspo_monster` reads it
/// (a prefix other than `obj:`, `mon:` or `ter:` stops the level) and
/// looked up as its `create_monster` looks it up for a mimic (or, for
/// `mon:`, a shapechanger): a name it cannot find is an `impossible()`,
/// an error here, when the monster is or may be one of those.
fn appearance(
    c: &mut Ctx,
    line: u32,
    look: &str,
    symbol: Option<char>,
    random_kind: bool,
    id: Option<&str>,
) -> mlua::Result<()> {
    let (kind, name) = match look.split_at_checked(4) {
        Some((p @ ("obj:" | "mon:" | "ter:"), rest)) => (p, rest),
        _ => {
            return Err(c.fail(
                line,
                Some(look),
                format!(
                "Unknown appear_as type \"{look}\" (it starts with \"obj:\", \"mon:\" or \"ter:\")"
            ),
            ))
        }
    };
    let mimic = symbol.is_none() || symbol == Some('m');
    let shapechanger = kind == "mon:"
        && match id {
            Some(n) => names37::SHAPECHANGERS
                .iter()
                .any(|s| s.eq_ignore_ascii_case(n)),
            None => random_kind && matches!(symbol, Some(':' | '@' | '&' | 'V')),
        };
    if !mimic && !shapechanger {
        // The game leaves the look of other monsters alone.
        return Ok(());
    }
    let (found, what, names): (bool, &str, Vec<&str>) = match kind {
        "ter:" => (
            name.is_empty() || names37::MAP_SYMBOL_NAMES.contains(&name),
            "can't find feature",
            names37::MAP_SYMBOL_NAMES.to_vec(),
        ),
        "obj:" => {
            let names: Vec<&str> = c
                .catalog
                .objects
                .iter()
                .map(|(n, _)| n.as_str())
                .chain(names37::UNLISTED_OBJECTS.iter().copied())
                .collect();
            (names.contains(&name), "can't find object", names)
        }
        _ => (
            name.eq_ignore_ascii_case("random")
                || c.catalog.monster(name).is_some()
                || c.catalog.monster_prefix(name).is_some(),
            if mimic {
                "invalid mimic appearance"
            } else {
                "invalid chameleon shape"
            },
            c.catalog.monsters.iter().map(|(n, _)| n.as_str()).collect(),
        ),
    };
    if !found {
        let help =
            did_you_mean(name, names.iter().copied()).map(|s| format!("did you mean \"{s}\"?"));
        let message = if kind == "mon:" {
            format!("create_monster: {what} (\"{name}\"), an impossible() of the game")
        } else {
            format!("create_monster: {what} \"{name}\", an impossible() of the game")
        };
        c.problem(
            Severity::Error,
            None,
            line,
            Some(name.to_string()),
            message,
            help,
        );
    }
    Ok(())
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
            if cl.len() != 1 {
                // The game reads only a one-character class.
                c.warn(
                    "unknown-class",
                    line,
                    Some(cl),
                    format!("\"{cl}\" is not an object class; the game makes a random object"),
                );
                ("random object".to_string(), None, true)
            } else if b == b']' {
                c.problem(
                    Severity::Error,
                    None,
                    line,
                    Some(cl.clone()),
                    "the game makes no object of class ']' (\"probtype error\", an impossible() of the game)".to_string(),
                    None,
                );
                ("random object".to_string(), None, true)
            } else if !c.catalog.is_object_class(b) {
                return Err(c.fail(line, Some(cl), format!("\"{cl}\" is not an object class")));
            } else {
                (format!("random '{cl}' object"), Some(char::from(b)), true)
            }
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
    let (kind, xy) = match positional(ctx, "trap", line, &args, First::Str, false)? {
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
        [a, v @ Value::Table(_)] => {
            let mut c = ctx.borrow_mut();
            let a = args::check_integer(&mut c, line, "gold", 1, Some(a))?;
            (Some(a), args::get_coord(&mut c, line, "gold", Some(v))?)
        }
        [a, x, _] => {
            // The game reads the second argument for both x and y.
            let mut c = ctx.borrow_mut();
            let a = args::check_integer(&mut c, line, "gold", 1, Some(a))?;
            let x = args::check_integer(&mut c, line, "gold", 2, Some(x))?;
            (Some(a), Some((x, x)))
        }
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
    let (xy, kind, text) =
        match args.as_slice() {
            [v, k, t] => {
                let mut c = ctx.borrow_mut();
                let xy = args::get_coord(&mut c, line, "engraving", Some(v))?;
                let k = args::check_option(
                    &mut c,
                    line,
                    "engraving",
                    2,
                    Some(k),
                    Some("engrave"),
                    schema::ENGRAVING_TYPES,
                )?;
                let t = args::check_string(&mut c, line, "engraving", 3, Some(t))?;
                (xy, k, t)
            }
            [_] => {
                let t = table_arg(ctx, "engraving", line, &args)?;
                (
                    t_xy(&t),
                    t_str(&t, "type").unwrap_or_else(|| "engrave".into()),
                    t_str(&t, "text").unwrap_or_default(),
                )
            }
            _ => return Err(ctx.borrow_mut().fail(
                line,
                Some("des.engraving"),
                "des.engraving: Wrong parameters (one table, or a coordinate, a type and a text)",
            )),
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
    let first = First::Option(None, schema::FEATURES);
    let (kind, xy) = match positional(ctx, "feature", line, &args, first, false)? {
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
    let (at, random_spot) = match xy {
        // A given place is taken as it is (a negative part becomes a
        // large one) and must be on the level.
        Some((x, y)) if (x, y) != (-1, -1) => match c.packed(x, y) {
            args::Packed::At(ax, ay) if args::isok(ax, ay) => (Some((ax, ay)), false),
            args::Packed::Unknown => (None, true),
            args::Packed::At(ax, ay) | args::Packed::Off(ax, ay) => {
                return Err(c.fail(
                    line,
                    Some("des.feature"),
                    format!(
                        "sel_set_feature: ({x}, {y}) is off the level (level column {ax}, row {ay}){}",
                        if x < 0 || y < 0 {
                            "; a negative coordinate is not \"random\" here"
                        } else {
                            ""
                        }
                    ),
                ));
            }
        },
        _ => (None, true),
    };
    let random_spot = if drawn.is_some() || (random_spot && at.is_none()) {
        // A spot the game picks, or one the script drew: every square it
        // could have been may hold the feature.
        put_feature(&mut c, at, random_spot, drawn, typ, Footing::Dry)
    } else {
        random_spot
    };
    if let Some((x, y)) = at.filter(|_| !random_spot) {
        // Furniture already there stays.
        let here = c.level.square(x, y).copied().unwrap_or_default();
        let furniture =
            (Terrain37::Stairs as u8..=Terrain37::Altar as u8).contains(&(here.typ as u8));
        if here.random {
            c.set_terrain(x, y, typ, None);
            if let Some(s) = c.level.square_mut(x, y) {
                s.random = true;
            }
        } else if !furniture {
            c.set_terrain(x, y, typ, None);
        }
    }
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
    let (dir, xy) = match args.as_slice() {
        [Value::Table(_)] => {
            let t = table_arg(ctx, name, line, &args)?;
            (t_str(&t, "dir"), t_xy(&t))
        }
        _ => {
            // An optional direction word, then x, y (read without a
            // check: what is not a number is 0) or one coordinate.
            let mut c = ctx.borrow_mut();
            let (dir, rest) = match args.first() {
                Some(Value::String(_)) => (
                    Some(args::check_option(
                        &mut c,
                        line,
                        name,
                        1,
                        args.first(),
                        Some("down"),
                        schema::STAIR_DIRS,
                    )?),
                    &args[1..],
                ),
                _ => (None, &args[..]),
            };
            let xy = match rest {
                [x, y] => Some((
                    args::to_integer(x).unwrap_or(0),
                    args::to_integer(y).unwrap_or(0),
                )),
                [v @ Value::Table(_)] => args::get_coord(&mut c, line, name, Some(v))?,
                _ => None,
            };
            (dir, xy)
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
    if matches!(xy, None | Some((-1, -1))) && !c.in_room() && !c.random_fill && !stair_room(&c) {
        return Err(c.fail(
            line,
            Some(&format!("des.{name}")),
            "get_location: can't find a place! (stairs placed at random need floor, \
             corridor or ice, and the map area has none)",
        ));
    }
    let (at, random_spot) = spot(&mut c, line, xy, name)?;
    let random_spot = put_feature(&mut c, at, random_spot, drawn, typ, Footing::Stairs);
    let symbol = if dir == "up" { '<' } else { '>' };
    c.record(name, line, at, random_spot, false, dir, Some(symbol));
    none()
}

/// Whether the current map area may hold stairs placed at random: a
/// square of floor, corridor or ice, or one the dice decide.
fn stair_room(c: &Ctx) -> bool {
    let (x0, y0) = (c.xstart.max(0), c.ystart.max(0));
    let x1 = (c.xstart + c.xsize).min(crate::level::COLNO as i32);
    let y1 = (c.ystart + c.ysize).min(crate::level::ROWNO as i32);
    (y0..y1).any(|y| {
        (x0..x1).any(|x| {
            c.level.square(x, y).is_none_or(|s| {
                s.random || matches!(s.typ, Terrain37::Room | Terrain37::Corr | Terrain37::Ice)
            })
        })
    })
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
        [x, y, t] => {
            let mut c = ctx.borrow_mut();
            let x = args::check_integer(&mut c, line, "grave", 1, Some(x))?;
            let y = args::check_integer(&mut c, line, "grave", 2, Some(y))?;
            let t = args::check_string(&mut c, line, "grave", 3, Some(t))?;
            (Some((x, y)), Some(t))
        }
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

fn door(lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    // A coordinate drawn with `rndcoord`: another game puts the door on
    // another square of the selection.
    let drawn = crate::dice::drawn_in_args(lua, &args);
    // Three arguments: (state, x, y); anything else: one table.
    let (state, xy, table) = if args.len() == 3 {
        let mut c = ctx.borrow_mut();
        let s = args::check_option(
            &mut c,
            line,
            "door",
            1,
            args.first(),
            Some("random"),
            schema::DOOR_STATES,
        )?;
        let x = args::check_integer(&mut c, line, "door", 2, args.get(1))?;
        let y = args::check_integer(&mut c, line, "door", 3, args.get(2))?;
        (Some(s), (x, y), None)
    } else {
        let t = table_arg(ctx, "door", line, &args)?;
        let xy = t_xy(&t).unwrap_or((-1, -1));
        (t_str(&t, "state"), xy, Some(t))
    };
    // (-1, -1): a door somewhere in a wall of the room being filled.
    let in_wall = xy == (-1, -1);
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
    if in_wall {
        if !c.in_room() {
            return Err(c.fail(
                line,
                Some("des.door"),
                "door coord not ok: a door needs x, y (or wall and pos inside a room)",
            ));
        }
        let wall = table.as_ref().and_then(|t| t_str(t, "wall"));
        let pos = table.as_ref().and_then(|t| t_int(t, "pos")).unwrap_or(-1);
        if !room_door_fits(&c, wall.as_deref().unwrap_or("all"), pos) {
            return Err(c.fail(
                line,
                Some("des.door"),
                "create_door: Can't find a proper place! (no square of the room's walls here can take a door: \
                 a door needs a plain wall square with no door beside it and open ground outside)",
            ));
        }
        // The wall squares of a room with a fixed place that the door may
        // land on are random.
        if let Some(floor) = c.room_floor() {
            let wall = wall.as_deref().unwrap_or("all");
            crate::walls::room_door(&mut c.level, floor, wall, Some(pos));
        }
        c.record(
            "door",
            line,
            None,
            true,
            state == "random",
            state,
            Some('+'),
        );
        return none();
    }
    // Any other coordinate is taken as given (a negative one becomes a
    // large one) and must be on the level.
    let at = match c.packed(xy.0, xy.1) {
        args::Packed::At(x, y) if args::isok(x, y) => Some((x, y)),
        args::Packed::Unknown => None,
        args::Packed::At(x, y) | args::Packed::Off(x, y) => {
            return Err(c.fail(
                line,
                Some("des.door"),
                format!(
                    "door coord not ok: ({}, {}) is off the level (level column {x}, row {y}){}",
                    xy.0,
                    xy.1,
                    if xy.0 < 0 || xy.1 < 0 {
                        "; a negative coordinate is not \"random\" for des.door"
                    } else {
                        ""
                    }
                ),
            ))
        }
    };
    let random_spot = at.is_none() || drawn.is_some();
    if let Some((x, y)) = at {
        // A door or secret door already there keeps its kind; elsewhere a
        // secret door is SDOOR, any other DOOR (a random state may be
        // either).
        let before = c
            .level
            .square(x, y)
            .map(|_| crate::walls::kinds(&c.level, x, y));
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
        if let Some(from) = &drawn {
            // Each square of the selection may get the door (a door joins
            // walls as a wall does), and the run's own may keep what it
            // was.
            for &(fx, fy) in from {
                if (fx, fy) == (x, y) {
                    if let Some(k) = before {
                        crate::walls::make_random(&mut c.level, fx, fy, k);
                    }
                } else if c.level.square(fx, fy).is_some_and(|s| {
                    !matches!(s.typ, Terrain37::Door | Terrain37::SDoor) || s.random
                }) {
                    crate::walls::make_random(&mut c.level, fx, fy, crate::walls::JOINS);
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

/// Whether the game's `create_door` can find a square for a door in the
/// walls `wall` (at `pos` along them, -1: anywhere) of the room being
/// filled: a plain wall square with no door beside it and, outside,
/// ground that is not rock. True when the room's place or the terrain
/// around it is left to the dice.
fn room_door_fits(c: &Ctx, wall: &str, pos: i64) -> bool {
    let Some((lx, ly, hx, hy)) = c.room_floor() else {
        return true;
    };
    let square = |x: i32, y: i32| c.level.square(x, y).copied();
    let rock = |t: Terrain37| (t as u8) < Terrain37::Pool as u8;
    let is_door = |t: Terrain37| matches!(t, Terrain37::Door | Terrain37::SDoor);
    let fits = |x: i32, y: i32, ox: i32, oy: i32| -> bool {
        if !args::isok(x, y) || !args::isok(ox, oy) {
            return false;
        }
        let (Some(here), Some(out)) = (square(x, y), square(ox, oy)) else {
            return false;
        };
        if here.random || out.random {
            return true;
        }
        let beside = [(1, 0), (-1, 0), (0, 1), (0, -1)]
            .iter()
            .any(|(dx, dy)| square(x + dx, y + dy).is_some_and(|s| !s.random && is_door(s.typ)));
        !rock(out.typ) && matches!(here.typ, Terrain37::HWall | Terrain37::VWall) && !beside
    };
    let along = |lo: i32, hi: i32| -> Vec<i32> {
        if pos == -1 {
            (lo..=hi).collect()
        } else {
            vec![lo + pos as i32]
        }
    };
    let walls: &[&str] = match wall {
        "north" | "south" | "east" | "west" => &[wall][..],
        _ => &["north", "south", "east", "west"],
    };
    walls.iter().any(|&w| match w {
        "north" => along(lx, hx)
            .into_iter()
            .any(|x| fits(x, ly - 1, x, ly - 2)),
        "south" => along(lx, hx)
            .into_iter()
            .any(|x| fits(x, hy + 1, x, hy + 2)),
        "west" => along(ly, hy)
            .into_iter()
            .any(|y| fits(lx - 1, y, lx - 2, y)),
        _ => along(ly, hy)
            .into_iter()
            .any(|y| fits(hx + 1, y, hx + 2, y)),
    })
}

fn drawbridge(_lua: &Lua, ctx: &Shared, line: u32, args: Vec<Value>) -> mlua::Result<MultiValue> {
    let t = table_arg(ctx, "drawbridge", line, &args)?;
    let mut c = ctx.borrow_mut();
    let (mx, my) = t_xy(&t).unwrap_or((-1, -1));
    // The game checks the coordinate as written (before it is counted
    // from the map), so a negative or missing one is refused.
    if !args::isok(mx as i32, my as i32) || mx > i64::from(i32::MAX) || my > i64::from(i32::MAX) {
        return Err(c.fail(
            line,
            Some("des.drawbridge"),
            format!(
                "drawbridge coord not ok: ({mx}, {my}) must be x 1 to {}, y 0 to {}",
                crate::level::COLNO - 1,
                crate::level::ROWNO - 1
            ),
        ));
    }
    let dir = t_str(&t, "dir").unwrap_or_else(|| "random".into());
    let state = t_str(&t, "state").unwrap_or_else(|| "random".into());
    let d =
        match dir.as_str() {
            "north" => (0, -1),
            "south" => (0, 1),
            "west" => (-1, 0),
            "east" => (1, 0),
            _ => return Err(c.fail(
                line,
                Some("des.drawbridge"),
                "bad direction in create_drawbridge: the game does not choose a random direction; \
                 give dir = \"north\", \"south\", \"east\" or \"west\"",
            )),
        };
    let at = match c.packed(mx, my) {
        args::Packed::At(x, y) if args::isok(x, y) => Some((x, y)),
        args::Packed::Unknown => None,
        // Off the level, the game puts it in the bottom right corner of
        // the maze area.
        args::Packed::At(..) | args::Packed::Off(..) => Some((
            (crate::level::COLNO as i32 - 1) & !1,
            (crate::level::ROWNO as i32 - 1) & !1,
        )),
    };
    let random_spot = at.is_none();
    if let Some((x, y)) = at {
        // The square beyond, in the bridge's direction, must be a wall.
        let (wx, wy) = (x + d.0, y + d.1);
        let wall = c.level.square(wx, wy).copied();
        if let Some(w) = wall.filter(|w| !w.random) {
            if !(Terrain37::VWall as u8..=Terrain37::DbWall as u8).contains(&(w.typ as u8)) {
                return Err(c.fail(
                    line,
                    Some("des.drawbridge"),
                    format!(
                        "Cannot create drawbridge: the square to its {dir}, ({wx}, {wy}), is {}, not a wall",
                        w.typ.name()
                    ),
                ));
            }
        }
        if wall.is_some_and(|w| w.random) {
            // A square the dice draw: a wall in no game, or not in every
            // game.
            let kinds = crate::walls::kinds(&c.level, wx, wy);
            if kinds & crate::walls::WALL == 0 {
                return Err(c.fail(
                    line,
                    Some("des.drawbridge"),
                    format!(
                        "Cannot create drawbridge: the square to its {dir}, ({wx}, {wy}), is left to \
                         the dice, which never make it a wall"
                    ),
                ));
            } else if kinds != crate::walls::WALL {
                c.problem(
                    Severity::Warning,
                    None,
                    line,
                    Some("des.drawbridge".into()),
                    format!(
                        "the square to this drawbridge's {dir}, ({wx}, {wy}), is left to the dice \
                         and may not be a wall: the game then fails with \"Cannot create drawbridge\""
                    ),
                    None,
                );
            }
        }
        let (bridge, gate) = match state.as_str() {
            "open" => (Terrain37::DrawbridgeDown, Terrain37::Door),
            _ => (Terrain37::DrawbridgeUp, Terrain37::DbWall),
        };
        c.set_terrain(x, y, bridge, None);
        c.set_terrain(wx, wy, gate, None);
        if state != "open" && state != "closed" {
            for (sx, sy) in [(x, y), (wx, wy)] {
                if let Some(s) = c.level.square_mut(sx, sy) {
                    s.random = true;
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
