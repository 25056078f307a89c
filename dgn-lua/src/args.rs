//! Positional arguments read as the game's C functions read them: the
//! `luaL_check*` family of Lua's auxiliary library (a wrong type stops
//! the level with "bad argument #N to 'NAME' (...)") and the game's own
//! coordinate reader.

use crate::ctx::{type_name, Ctx};
use mlua::Value;

/// Lua's name of an argument's type, "no value" when it is missing.
fn arg_type(v: Option<&Value>) -> &'static str {
    match v {
        None => "no value",
        Some(v) => type_name(v),
    }
}

/// Stops the run with Lua's message for a bad argument.
fn bad_argument(c: &mut Ctx, line: u32, func: &str, idx: usize, what: String) -> mlua::Error {
    c.fail(
        line,
        Some(&format!("des.{func}")),
        format!("bad argument #{idx} to '{func}' ({what})"),
    )
}

/// A number as Lua converts one to an integer: integers, floats with no
/// fraction, and strings that read as such numbers. `Err(true)`: a number
/// with no integer value; `Err(false)`: not a number at all.
pub(crate) fn to_integer(v: &Value) -> Result<i64, bool> {
    let float = |f: f64| {
        if f.fract() == 0.0 && f >= -(2f64.powi(63)) && f < 2f64.powi(63) {
            Ok(f as i64)
        } else {
            Err(true)
        }
    };
    match v {
        Value::Integer(i) => Ok(*i),
        Value::Number(n) => float(*n),
        Value::String(s) => {
            let s = s.to_string_lossy();
            let t = s.trim();
            if let Ok(i) = t.parse::<i64>() {
                return Ok(i);
            }
            if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
                return i64::from_str_radix(h, 16).map_err(|_| false);
            }
            match t.parse::<f64>() {
                Ok(f) if !t.is_empty() && !t.contains(['n', 'N', 'i', 'I']) => float(f),
                _ => Err(false),
            }
        }
        _ => Err(false),
    }
}

/// `luaL_checkinteger`: argument `idx` (from 1) of `des.func`.
pub(crate) fn check_integer(
    c: &mut Ctx,
    line: u32,
    func: &str,
    idx: usize,
    v: Option<&Value>,
) -> mlua::Result<i64> {
    match v.map(to_integer) {
        Some(Ok(i)) => Ok(i),
        Some(Err(true)) => Err(bad_argument(
            c,
            line,
            func,
            idx,
            "number has no integer representation".into(),
        )),
        _ => Err(bad_argument(
            c,
            line,
            func,
            idx,
            format!("number expected, got {}", arg_type(v)),
        )),
    }
}

/// `luaL_checkstring`: a string, or a number (which Lua turns into one).
pub(crate) fn check_string(
    c: &mut Ctx,
    line: u32,
    func: &str,
    idx: usize,
    v: Option<&Value>,
) -> mlua::Result<String> {
    match v {
        Some(Value::String(s)) => Ok(s.to_string_lossy()),
        Some(Value::Integer(i)) => Ok(i.to_string()),
        Some(Value::Number(n)) => Ok(if n.fract() == 0.0 && n.is_finite() {
            format!("{n:.1}")
        } else {
            n.to_string()
        }),
        _ => Err(bad_argument(
            c,
            line,
            func,
            idx,
            format!("string expected, got {}", arg_type(v)),
        )),
    }
}

/// `luaL_checkoption`: one of `words`, or `default` when the argument is
/// missing or nil (an error when there is no default).
pub(crate) fn check_option(
    c: &mut Ctx,
    line: u32,
    func: &str,
    idx: usize,
    v: Option<&Value>,
    default: Option<&str>,
    words: &[&str],
) -> mlua::Result<String> {
    let s = match (v, default) {
        (None | Some(Value::Nil), Some(d)) => d.to_string(),
        _ => check_string(c, line, func, idx, v)?,
    };
    if words.contains(&s.as_str()) {
        Ok(s)
    } else {
        let help = crate::ctx::did_you_mean(&s, words.iter().copied())
            .map(|w| format!("did you mean \"{w}\"?"));
        c.problem(
            dgn_core::Severity::Error,
            None,
            line,
            Some(s.clone()),
            format!("bad argument #{idx} to '{func}' (invalid option '{s}')"),
            help,
        );
        c.raised = true;
        Err(mlua::Error::runtime("invalid option"))
    }
}

/// The game's coordinate reader (`get_coord`): nil is no coordinate;
/// a table `{x = X, y = Y}` or `{X, Y}` (exactly two entries, numbers);
/// anything else stops the run.
pub(crate) fn get_coord(
    c: &mut Ctx,
    line: u32,
    func: &str,
    v: Option<&Value>,
) -> mlua::Result<Option<(i64, i64)>> {
    let t = match v {
        None | Some(Value::Nil) => return Ok(None),
        Some(Value::Table(t)) => t,
        Some(_) => {
            return Err(c.fail(
                line,
                Some(&format!("des.{func}")),
                "non-table coord specified",
            ))
        }
    };
    let needle = format!("des.{func}");
    let x: Value = t.get("x")?;
    if !x.is_nil() {
        let x = check_integer(c, line, func, 1, Some(&x))?;
        let y: Value = t.get("y")?;
        if y.is_nil() {
            return Err(c.fail(line, Some(&needle), "Not a coordinate: it has x but no y"));
        }
        let y = check_integer(c, line, func, 1, Some(&y))?;
        return Ok(Some((x, y)));
    }
    if t.raw_len() != 2 {
        return Err(c.fail(
            line,
            Some(&needle),
            format!(
                "Not a coordinate: {{x, y}} has two entries, this one {}",
                t.raw_len()
            ),
        ));
    }
    let mut xy = [0i64; 2];
    for (i, slot) in xy.iter_mut().enumerate() {
        let e: Value = t.get(i + 1)?;
        match to_integer(&e) {
            Ok(n) => *slot = n,
            Err(_) if matches!(e, Value::Integer(_) | Value::Number(_)) => *slot = 0,
            Err(_) => {
                let shown = match &e {
                    Value::String(s) => format!("\"{}\"", s.to_string_lossy()),
                    _ => String::new(),
                };
                return Err(c.fail(
                    line,
                    Some(if shown.is_empty() { &needle } else { &shown }),
                    format!(
                        "Array entry #{} is {}, expected number",
                        i + 1,
                        type_name(&e)
                    ),
                ));
            }
        }
    }
    Ok(Some((xy[0], xy[1])))
}

/// Whether a level square is one the game's `isok` accepts.
pub(crate) fn isok(x: i32, y: i32) -> bool {
    x >= 1 && x < crate::level::COLNO as i32 && y >= 0 && y < crate::level::ROWNO as i32
}

/// Where a coordinate that is not (-1, -1) lands when the game packs it
/// (`SP_COORD_PACK` keeps the low byte of each part, so a negative part
/// becomes a large one) and counts it from the current map or room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Packed {
    /// On this level square (which may be off the level: see [`isok`]).
    At(i32, i32),
    /// Relative to a room placed at random, and on the level for some
    /// placement of it.
    Unknown,
    /// Off the level wherever the room is.
    Off(i32, i32),
}

impl Ctx {
    /// See [`Packed`].
    pub(crate) fn packed(&self, x: i64, y: i64) -> Packed {
        let (px, py) = ((x & 0xff) as i32, (y & 0xff) as i32);
        if let Some(room) = self.rooms.last() {
            match room.place {
                Some((lx, ly)) => Packed::At(px + lx, py + ly),
                None if px >= crate::level::COLNO as i32 || py >= crate::level::ROWNO as i32 => {
                    Packed::Off(px, py)
                }
                None => Packed::Unknown,
            }
        } else {
            Packed::At(px + self.xstart, py + self.ystart)
        }
    }
}
