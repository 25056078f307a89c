//! `nh.*`, `u`, `obj` and the globals of the game's `nhlib.lua`
//! (`percent`, `shuffle`, `d`, `align`, ...), written here from what they
//! are documented to do, with the run's seeded generator behind every
//! random number (`math.random` too).

use crate::ctx::{as_int, caller_line, level_line, Shared};
use mlua::{Lua, MultiValue, Value};

/// The helpers of `nhlib.lua`, as Lua code over `math.random`.
const NHLIB: &str = r#"
function shuffle(list)
   for i = #list, 2, -1 do
      local j = math.random(i)
      list[i], list[j] = list[j], list[i]
   end
end

align = { "law", "neutral", "chaos" }
shuffle(align)

function d(dice, faces)
   if faces == nil then
      dice, faces = 1, dice
   end
   local sum = 0
   for _ = 1, dice do
      sum = sum + math.random(1, faces)
   end
   return sum
end

function percent(threshold)
   return math.random(0, 99) < threshold
end

function monkfoodshop()
   if u.role == "Monk" then
      return "health food shop"
   end
   return "food shop"
end

function pline(fmt, ...)
   nh.pline(string.format(fmt, ...))
end

function nh_set_variables_string(key, tbl) end
function nh_get_variables_string(tbl) return "" end
function table_stringify(tbl) return "" end
function tutorial_cmd_before(cmd) return true end
function tutorial_enter() end
function tutorial_leave() end
function tutorial_turn() end
"#;

/// Installs `math.random`, `nh`, `u`, `obj`, `hell_tweaks` and the
/// `nhlib.lua` globals.
pub(crate) fn install(lua: &Lua, ctx: &Shared) -> mlua::Result<()> {
    let g = lua.globals();
    // math.random over the seeded generator, with Lua's argument forms.
    let math: mlua::Table = g.get("math")?;
    let c = ctx.clone();
    math.set(
        "random",
        lua.create_function(move |lua, args: MultiValue| {
            let a: Vec<Option<i64>> = args.iter().map(as_int).collect();
            let line = level_line(lua);
            let mut c = c.borrow_mut();
            match a.as_slice() {
                [] => Ok(Value::Number(
                    c.rng.rn2(1 << 30) as f64 / f64::from(1 << 30),
                )),
                [Some(m)] if *m >= 1 => Ok(Value::Integer(c.script_draw(line, 1, *m))),
                [Some(lo), Some(hi)] if hi >= lo => {
                    Ok(Value::Integer(c.script_draw(line, *lo, *hi)))
                }
                _ => {
                    let line = caller_line(lua);
                    Err(c.fail(line, Some("random"), "math.random: interval is empty"))
                }
            }
        })?,
    )?;
    math.set(
        "randomseed",
        lua.create_function(|_, _: MultiValue| Ok(()))?,
    )?;

    let nh = lua.create_table()?;
    let c = ctx.clone();
    nh.set(
        "rn2",
        lua.create_function(move |lua, n: Value| {
            let n = as_int(&n).unwrap_or(0);
            if n <= 0 {
                return Ok(0);
            }
            let line = level_line(lua);
            Ok(c.borrow_mut().script_draw(line, 0, n - 1))
        })?,
    )?;
    let c = ctx.clone();
    nh.set(
        "random",
        lua.create_function(move |lua, args: MultiValue| {
            let a: Vec<i64> = args.iter().filter_map(as_int).collect();
            let line = level_line(lua);
            let mut c = c.borrow_mut();
            Ok(match a.as_slice() {
                [n] if *n > 0 => c.script_draw(line, 0, n - 1),
                [lo, n, ..] if *n > 0 => c.script_draw(line, *lo, lo + n - 1),
                [lo, _, ..] => *lo,
                _ => 0,
            })
        })?,
    )?;
    nh.set("level_difficulty", lua.create_function(|_, ()| Ok(10))?)?;
    for quiet in [
        "pline",
        "verbalize",
        "impossible",
        "text",
        "callback",
        "parse_config",
        "gamestate",
        "start_timer_at",
        "stop_timer_at",
        "pushkey",
        "doturn",
        "debug_flags",
        // The game's other functions, which a level cannot use to any
        // effect here: they do nothing.
        "test",
        "setmap",
        "gettrap",
        "deltrap",
        "has_timer_at",
        "peek_timer_at",
        "menu",
        "getlin",
        "get_config",
        "get_config_errors",
    ] {
        nh.set(quiet, lua.create_function(|_, _: MultiValue| Ok(()))?)?;
    }
    for text in [
        "an",
        "makeplural",
        "makesingular",
        "s_suffix",
        "ing_suffix",
        "dump_fmtstr",
    ] {
        nh.set(text, lua.create_function(|_, s: Value| Ok(s))?)?;
    }
    nh.set("eckey", lua.create_function(|_, _: MultiValue| Ok("#"))?)?;
    nh.set(
        "dnum_name",
        lua.create_function(|_, _: MultiValue| Ok("The Dungeons of Doom"))?,
    )?;
    nh.set(
        "stairways",
        lua.create_function(|lua, _: MultiValue| lua.create_table())?,
    )?;
    let vars = lua.create_table()?;
    nh.set(
        "variable",
        lua.create_function(move |_, (k, v): (Value, Value)| {
            if v.is_nil() {
                vars.get::<Value>(k)
            } else {
                vars.set(k, v)?;
                Ok(Value::Nil)
            }
        })?,
    )?;
    let c = ctx.clone();
    nh.set(
        "abscoord",
        lua.create_function(move |lua, t: Value| {
            let (x, y) = crate::ctx::as_coord(&t).unwrap_or((0, 0));
            let c = c.borrow();
            let out = lua.create_table()?;
            out.set("x", x + i64::from(c.xstart))?;
            out.set("y", y + i64::from(c.ystart))?;
            Ok(out)
        })?,
    )?;
    let c = ctx.clone();
    nh.set(
        "getmap",
        lua.create_function(move |lua, args: MultiValue| {
            let a: Vec<i64> = args.iter().filter_map(as_int).collect();
            let out = lua.create_table()?;
            if let [x, y, ..] = a.as_slice() {
                let c = c.borrow();
                if let Some(s) = c.level.square(*x as i32, *y as i32) {
                    out.set("typ", s.typ as u8)?;
                    out.set("typename", s.typ.name())?;
                    out.set("lit", s.lit)?;
                }
            }
            Ok(out)
        })?,
    )?;
    g.set("nh", nh)?;

    install_u(lua)?;
    let nhc = lua.create_table()?;
    for (name, value) in NHC {
        nhc.set(*name, *value)?;
    }
    g.set("nhc", nhc)?;

    // obj.new(...) gives an object whose methods do nothing.
    let obj = lua.create_table()?;
    obj.set(
        "new",
        lua.create_function(move |lua, _: MultiValue| dummy_object(lua))?,
    )?;
    // The rest of the game's object methods (`nhlobj.c`), doing nothing
    // on the level being built: what they give has the game's type.
    for name in ["at", "next", "container"] {
        obj.set(
            name,
            lua.create_function(|lua, _: MultiValue| dummy_object(lua))?,
        )?;
    }
    for name in ["totable", "class", "contents"] {
        obj.set(
            name,
            lua.create_function(|lua, _: MultiValue| lua.create_table())?,
        )?;
    }
    for name in ["isnull", "has_timer"] {
        obj.set(name, lua.create_function(|_, _: MultiValue| Ok(false))?)?;
    }
    obj.set("peek_timer", lua.create_function(|_, _: MultiValue| Ok(0))?)?;
    for name in [
        "placeobj",
        "addcontent",
        "stop_timer",
        "start_timer",
        "bury",
    ] {
        obj.set(name, lua.create_function(|_, _: MultiValue| Ok(()))?)?;
    }
    g.set("obj", obj)?;

    let c = ctx.clone();
    g.set(
        "hell_tweaks",
        lua.create_function(move |lua, args: MultiValue| {
            let line = caller_line(lua);
            let protected = match args.front() {
                Some(Value::UserData(u)) => u
                    .borrow::<crate::selection::Selection>()
                    .ok()
                    .map(|s| s.clone()),
                _ => None,
            };
            crate::walls::hell_tweaks(&mut c.borrow_mut().level, protected.as_ref());
            c.borrow_mut().record(
                "hell_tweaks",
                line,
                None,
                true,
                true,
                "random lava, bars and other touches outside the protected area".into(),
                None,
            );
            Ok(())
        })?,
    )?;
    lua.load(NHLIB).set_name("=nhlib").exec()?;
    Ok(())
}

/// `nhc`: the constants NetHack 3.7 registers for scripts (`nhl_consts`
/// in `nhlua.c`). `DLB` is 1 as in the game's Linux build, which packs
/// its data files into one library.
const NHC: &[(&str, i64)] = &[
    ("COLNO", crate::level::COLNO as i64),
    ("ROWNO", crate::level::ROWNO as i64),
    ("DLB", 1),
];

/// What `u.NAME` gives a level script.
enum UValue {
    Int(i64),
    Str(&'static str),
    Bool(bool),
    /// An object (the hero's first item of inventory).
    Object,
}

/// Every field NetHack 3.7's `u` table answers (`nhl_meta_u_index` in
/// `nhlua.c`), each with what a new character has: a level 1 human
/// Valkyrie (monster 342 of NetHack 3.7's table) with 16 hit points and 2
/// points of energy, not moving, on level 2 of the Dungeons of Doom at
/// the start of the game. A script that reads the hero gets one plausible
/// hero; the values of the game vary with the game.
const U_VALUES: &[(&str, UValue)] = &[
    ("ux", UValue::Int(1)),
    ("uy", UValue::Int(1)),
    ("dx", UValue::Int(0)),
    ("dy", UValue::Int(0)),
    ("dz", UValue::Int(0)),
    ("tx", UValue::Int(0)),
    ("ty", UValue::Int(0)),
    ("ulevel", UValue::Int(1)),
    ("ulevelmax", UValue::Int(1)),
    ("uhunger", UValue::Int(900)),
    ("nv_range", UValue::Int(1)),
    ("xray_range", UValue::Int(-1)),
    ("umonster", UValue::Int(342)),
    ("umonnum", UValue::Int(342)),
    ("mh", UValue::Int(0)),
    ("mhmax", UValue::Int(0)),
    ("mtimedone", UValue::Int(0)),
    ("dlevel", UValue::Int(2)),
    ("dnum", UValue::Int(0)),
    ("uluck", UValue::Int(0)),
    ("uhp", UValue::Int(16)),
    ("uhpmax", UValue::Int(16)),
    ("uen", UValue::Int(2)),
    ("uenmax", UValue::Int(2)),
    ("inventory", UValue::Object),
    ("role", UValue::Str("Valkyrie")),
    ("moves", UValue::Int(1)),
    ("uhave_amulet", UValue::Int(0)),
    ("depth", UValue::Int(2)),
    ("invocation_level", UValue::Bool(false)),
];

/// `u` as the game makes it: a table of two functions whose fields are
/// answered by its metatable, which refuses a name it does not know
/// ("Unknown u table index") and any assignment ("Cannot set u table
/// values"), both Lua errors in the game.
fn install_u(lua: &Lua) -> mlua::Result<()> {
    let u = lua.create_table()?;
    for name in ["clear_inventory", "giveobj"] {
        u.set(name, lua.create_function(|_, _: MultiValue| Ok(()))?)?;
    }
    let meta = lua.create_table()?;
    meta.set(
        "__index",
        lua.create_function(|lua, (_, key): (Value, Value)| {
            let key = match &key {
                Value::String(s) => s.to_string_lossy(),
                _ => String::new(),
            };
            match U_VALUES.iter().find(|(name, _)| *name == key) {
                Some((_, UValue::Int(i))) => Ok(Value::Integer(*i)),
                Some((_, UValue::Str(s))) => Ok(Value::String(lua.create_string(s)?)),
                Some((_, UValue::Bool(b))) => Ok(Value::Boolean(*b)),
                Some((_, UValue::Object)) => Ok(Value::Table(dummy_object(lua)?)),
                None => Err(mlua::Error::runtime("Unknown u table index")),
            }
        })?,
    )?;
    meta.set(
        "__newindex",
        lua.create_function(|_, _: MultiValue| -> mlua::Result<()> {
            Err(mlua::Error::runtime("Cannot set u table values"))
        })?,
    )?;
    u.set_metatable(Some(meta))?;
    lua.globals().set("u", u)
}

/// An object as scripts get it from `obj.new` or `des.object`: every
/// method (`obj:placeobj()`, `obj:totable()`, ...) exists and does nothing.
pub(crate) fn dummy_object(lua: &Lua) -> mlua::Result<mlua::Table> {
    let o = lua.create_table()?;
    let meta = lua.create_table()?;
    meta.set(
        "__index",
        lua.create_function(|lua, _: MultiValue| {
            lua.create_function(|lua, _: MultiValue| lua.create_table())
        })?,
    )?;
    o.set_metatable(Some(meta))?;
    Ok(o)
}

#[cfg(test)]
mod tests {
    /// The schema's `u` fields (hover, completion) are the fields a run
    /// answers, in the same order.
    #[test]
    fn u_values_cover_the_schema() {
        let run: Vec<&str> = super::U_VALUES.iter().map(|(n, _)| *n).collect();
        let schema: Vec<&str> = crate::schema::U_FIELDS.iter().map(|(n, _)| *n).collect();
        assert_eq!(run, schema);
    }
}
