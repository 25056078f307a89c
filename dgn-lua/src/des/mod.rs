//! `des.*`: the functions that build the level, one module per group.

mod map;
mod rooms;
mod things;

use crate::ctx::{caller_line, check_keys, did_you_mean, Shared};
use crate::schema::{self, Module};
use mlua::{Lua, MultiValue, Table, Value};

/// What every `des.*` handler gets: the interpreter, the run's state, the
/// line of the call and the arguments.
pub(crate) type Handler = fn(&Lua, &Shared, u32, Vec<Value>) -> mlua::Result<MultiValue>;

/// The table argument of a call, with its keys checked against the
/// schema, or an error when the call has none.
pub(crate) fn table_arg(
    ctx: &Shared,
    name: &str,
    line: u32,
    args: &[Value],
) -> mlua::Result<Table> {
    let f = schema::function(Module::Des, name).expect("every des function is in the schema");
    match args.first() {
        Some(Value::Table(t)) => {
            check_keys(&mut ctx.borrow_mut(), f, t, line)?;
            Ok(t.clone())
        }
        _ => Err(ctx.borrow_mut().fail(
            line,
            Some(&format!("des.{name}")),
            format!(
                "des.{name} needs a table of parameters; its forms: {}",
                f.forms.join(", ")
            ),
        )),
    }
}

/// Nothing returned.
pub(crate) fn none() -> mlua::Result<MultiValue> {
    Ok(MultiValue::new())
}

/// Installs the `des` table, with an error for every unknown name.
pub(crate) fn install(lua: &Lua, ctx: &Shared) -> mlua::Result<()> {
    let des = lua.create_table()?;
    let mut all: Vec<(&'static str, Handler)> = Vec::new();
    map::handlers(&mut all);
    things::handlers(&mut all);
    rooms::handlers(&mut all);
    for (name, h) in all {
        let c = ctx.clone();
        let f = lua.create_function(move |lua, args: MultiValue| {
            let line = caller_line(lua);
            c.borrow_mut().charge(line, crate::ctx::CALL_COST)?;
            h(lua, &c, line, args.into_iter().collect())
        })?;
        des.set(name, f)?;
    }
    unknown_names(lua, ctx, &des, Module::Des)?;
    lua.globals().set("des", des)?;
    Ok(())
}

/// Makes reading an unknown name of a table an error with a suggestion
/// (the game's tables give nil, and calling nil fails).
pub(crate) fn unknown_names(
    lua: &Lua,
    ctx: &Shared,
    t: &Table,
    module: Module,
) -> mlua::Result<()> {
    let meta = lua.create_table()?;
    let c = ctx.clone();
    let index = lua.create_function(move |lua, (_t, key): (Value, Value)| {
        let line = caller_line(lua);
        let Value::String(k) = key else {
            return Ok(Value::Nil);
        };
        let k = k.to_string_lossy();
        let prefix = module.prefix();
        let help = did_you_mean(&k, schema::functions(module).map(|f| f.name))
            .map(|s| format!("did you mean `{prefix}.{s}`?"));
        let mut c = c.borrow_mut();
        c.problem(
            dgn_core::Severity::Error,
            None,
            line,
            Some(format!("{prefix}.{k}")),
            format!("unknown function `{prefix}.{k}`"),
            help,
        );
        c.raised = true;
        Err(mlua::Error::runtime(format!(
            "unknown function {prefix}.{k}"
        )))
    })?;
    meta.set("__index", index)?;
    t.set_metatable(Some(meta))?;
    Ok(())
}
