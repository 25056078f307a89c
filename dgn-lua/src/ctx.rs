//! The state of one run: the level being built, the current map part or
//! room, the random generator, and the problems found so far; with the
//! helpers every group of functions uses to read and check arguments.

use crate::catalog::Catalog;
use crate::level::{Level, Record, Terrain37, COLNO, ROWNO};
use crate::schema::{self, Function, Key, ValueType};
use dgn_core::Severity;
use mlua::{Lua, Table, Value};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// What one call of a `des.*` or `selection.*` function costs against
/// the run limit, in Lua instructions: each does up to a pass over the
/// whole level (1,680 squares) in Rust, which the interpreter's own
/// count does not see.
pub(crate) const CALL_COST: u64 = 2_000;

/// A problem found while running, before it is tied to a source span.
#[derive(Clone, Debug)]
pub(crate) struct Problem {
    pub severity: Severity,
    pub code: Option<&'static str>,
    pub line: u32,
    /// Text to find on the line for the span (a key, a value, a name).
    pub needle: Option<String>,
    pub message: String,
    pub help: Option<String>,
}

/// A small, fast, seeded generator (SplitMix64), or dice that always
/// show their lowest or highest face.
#[derive(Clone, Debug)]
pub(crate) struct Rng(u64, Dice);

/// How a run's dice draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dice {
    /// From the seed.
    Seeded,
    /// Every draw is the lowest value (`rn2(n)` is 0).
    Lowest,
    /// Every draw is the highest value (`rn2(n)` is n - 1).
    Highest,
}

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng::with_dice(seed, Dice::Seeded)
    }

    pub fn with_dice(seed: u64, dice: Dice) -> Rng {
        Rng(
            seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xD1B5_4A32_D192_ED03,
            dice,
        )
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// 0..n-1 (0 when n <= 0).
    pub fn rn2(&mut self, n: i64) -> i64 {
        match self.1 {
            _ if n <= 0 => 0,
            Dice::Seeded => (self.next() % n as u64) as i64,
            Dice::Lowest => 0,
            Dice::Highest => n - 1,
        }
    }
}

/// The state of a run.
pub(crate) struct Ctx {
    pub level: Level,
    pub rng: Rng,
    pub catalog: Catalog,
    pub problems: Vec<Problem>,
    /// Set when a call failed as the game would fail it (the run stops;
    /// the problem is already recorded).
    pub raised: bool,
    /// The current map part (level coordinates of its top left corner and
    /// its size).
    pub xstart: i32,
    pub ystart: i32,
    pub xsize: i32,
    pub ysize: i32,
    /// Each room or region whose `contents` function is running, the
    /// innermost last: coordinates inside count from the innermost.
    pub rooms: Vec<RoomFrame>,
    /// The level regions (`des.levregion`) the game acts on once the
    /// script has run.
    pub lregions: Vec<crate::dice::LRegion>,
    /// How many container `contents` / monster `inventory` functions are
    /// running: objects go inside, not on the map.
    pub in_container: usize,
    /// Whether `des.level_init` was called.
    pub init_present: bool,
    /// Whether the level is filled by a random maze, cave or swamp.
    pub random_fill: bool,
    /// Steps spent so far: Lua instructions (counted by the
    /// interpreter's hook) and the work of the functions it called
    /// ([`Ctx::charge`]).
    pub spent: Rc<Cell<u64>>,
    /// The steps a run may spend before it is stopped.
    pub limit: u64,
    /// Lua instructions since the game's last fresh start of its own
    /// budget ([`GAME_LUA_STEPS`]): the file's start, and the start of
    /// each `contents`, `inventory` or `iterate` function it calls.
    pub game_steps: Rc<Cell<u64>>,
    /// Whether the run met an error the game does not let the script's
    /// own code catch (its step limit, the run limit, an error out of a
    /// function the game calls itself): from then on every protected
    /// call the script makes fails again, so the run ends.
    pub stopped: Rc<Cell<bool>>,
    /// The lines where the script's own code caught an error (a warning
    /// each, once).
    pub caught_lines: std::collections::HashSet<u32>,
    /// The line of the level file the instruction count saw last: where
    /// an error Lua gives no place for (out of memory, C stack overflow)
    /// happened, or close to it.
    pub seen_line: Rc<Cell<u32>>,
    /// The draws the script made itself, in order ([`Ctx::script_draw`]).
    pub draws: Vec<crate::Draw>,
    /// How many times each draw site has drawn so far.
    pub draw_counts: std::collections::HashMap<(u32, i64, i64), usize>,
    /// The draws this run gives a chosen value instead of the dice's: the
    /// value by line, range and occurrence.
    pub chosen: std::collections::HashMap<(u32, i64, i64, usize), i64>,
}

/// How many Lua instructions the game lets a level's code run from its
/// start, or from the start of the latest `contents`, `inventory` or
/// `iterate` function, before it panics ("Lua time exceeded"): its
/// sandbox's budget per protected call, 1,048,576 instructions, counted
/// in steps of 1,000.
pub(crate) const GAME_LUA_STEPS: u64 = 1_048_576 - 1_000;

/// How many of a run's own draws are logged.
const MAX_LOGGED_DRAWS: usize = 100_000;

pub(crate) type Shared = Rc<RefCell<Ctx>>;

/// A room or region whose `contents` function is running.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RoomFrame {
    /// Its top left floor square, when it has a fixed place (`None`:
    /// placed at random).
    pub place: Option<(i32, i32)>,
    /// Its floor size (width, height).
    pub size: (i32, i32),
}

impl RoomFrame {
    /// Its floor squares `(lx, ly, hx, hy)`, when it has a fixed place.
    pub fn floor(&self) -> Option<(i32, i32, i32, i32)> {
        let (lx, ly) = self.place?;
        Some((lx, ly, lx + self.size.0 - 1, ly + self.size.1 - 1))
    }
}

impl Ctx {
    /// Whether a room's (or region's) `contents` function is running.
    pub(crate) fn in_room(&self) -> bool {
        !self.rooms.is_empty()
    }

    /// The floor `(lx, ly, hx, hy)` of the room or region whose `contents`
    /// function is running, when it has a fixed place.
    pub(crate) fn room_floor(&self) -> Option<(i32, i32, i32, i32)> {
        self.rooms.last()?.floor()
    }

    pub fn new(seed: u64, catalog: Catalog) -> Ctx {
        Ctx {
            level: Level::default(),
            rng: Rng::new(seed),
            catalog,
            problems: Vec::new(),
            raised: false,
            xstart: 1,
            ystart: 0,
            xsize: COLNO as i32 - 1,
            ysize: ROWNO as i32,
            rooms: Vec::new(),
            lregions: Vec::new(),
            in_container: 0,
            init_present: false,
            random_fill: false,
            spent: Rc::new(Cell::new(0)),
            limit: u64::MAX,
            game_steps: Rc::new(Cell::new(0)),
            stopped: Rc::new(Cell::new(false)),
            caught_lines: std::collections::HashSet::new(),
            seen_line: Rc::new(Cell::new(0)),
            draws: Vec::new(),
            draw_counts: std::collections::HashMap::new(),
            chosen: std::collections::HashMap::new(),
        }
    }

    /// A draw the script makes itself, `lo..=hi` (`hi >= lo`), at `line`
    /// of the level file (0: not from the level file's code): the dice's
    /// value, or the value this run chose for it. Draws from the level
    /// file are logged.
    pub fn script_draw(&mut self, line: u32, lo: i64, hi: i64) -> i64 {
        let mut value = lo + self.rng.rn2(hi - lo + 1);
        if line == 0 {
            return value;
        }
        let count = self.draw_counts.entry((line, lo, hi)).or_insert(0);
        let occurrence = *count;
        *count += 1;
        if let Some(&chosen) = self.chosen.get(&(line, lo, hi, occurrence)) {
            value = chosen;
        }
        // A script that draws without end is stopped by the run limit;
        // the log keeps what a picture needs.
        if self.draws.len() < MAX_LOGGED_DRAWS {
            self.draws.push(crate::Draw {
                line,
                lo,
                hi,
                value,
            });
        }
        value
    }

    /// A function the game calls in a protected call of its own starts:
    /// its instruction budget starts afresh.
    pub fn game_call(&self) {
        self.game_steps.set(0);
    }

    /// The message of a run stopped at its limit.
    pub fn limit_message(&self) -> String {
        format!(
            "the level script was stopped here: it reached the run limit of {} steps \
             (Lua instructions, with each des.* or selection.* call counted as the work it does); \
             an endless loop?",
            self.limit
        )
    }

    /// Counts `steps` of work against the run limit; past it, the run
    /// stops with an error at `line`.
    pub fn charge(&mut self, line: u32, steps: u64) -> mlua::Result<()> {
        let spent = self.spent.get().saturating_add(steps);
        self.spent.set(spent);
        if spent > self.limit {
            if self.raised || self.stopped.get() {
                self.stopped.set(true);
                return Err(mlua::Error::runtime("stopped"));
            }
            return Err(self.fail_at_limit(line));
        }
        Ok(())
    }

    /// Records that the run reached its limit at `line`, and the error
    /// that stops it.
    pub fn fail_at_limit(&mut self, line: u32) -> mlua::Error {
        let msg = self.limit_message();
        self.problem(
            Severity::Error,
            Some("run-limit"),
            line,
            None,
            msg.clone(),
            None,
        );
        self.raised = true;
        self.stopped.set(true);
        mlua::Error::runtime(msg)
    }

    /// Records an error the script's own code cannot catch at `line`,
    /// and the Lua error that stops the run.
    pub fn stop(&mut self, line: u32, message: String) -> mlua::Error {
        if !self.raised && !self.stopped.get() {
            self.problem(
                Severity::Error,
                Some("run-limit"),
                line,
                None,
                message.clone(),
                None,
            );
        }
        self.raised = true;
        self.stopped.set(true);
        mlua::Error::runtime(message)
    }

    /// The end of a function the game calls in a protected call of its
    /// own (`contents`, `inventory`, `iterate`): an error out of it is a
    /// panic in the game, which the script's own code cannot catch.
    pub fn game_call_end<T>(&mut self, result: mlua::Result<T>) -> mlua::Result<T> {
        if let Err(e) = &result {
            if !self.raised {
                let mut p = crate::engine::lua_error(e);
                if p.line == 0 {
                    p.line = self.seen_line.get();
                }
                self.problems.push(p);
                self.raised = true;
            }
            self.stopped.set(true);
        }
        result
    }

    /// Records a problem.
    pub fn problem(
        &mut self,
        severity: Severity,
        code: Option<&'static str>,
        line: u32,
        needle: Option<String>,
        message: String,
        help: Option<String>,
    ) {
        self.problems.push(Problem {
            severity,
            code,
            line,
            needle,
            message,
            help,
        });
    }

    /// Records an error the game stops on, and the Lua error that stops
    /// the run.
    pub fn fail(
        &mut self,
        line: u32,
        needle: Option<&str>,
        message: impl Into<String>,
    ) -> mlua::Error {
        let message = message.into();
        self.problem(
            Severity::Error,
            None,
            line,
            needle.map(str::to_string),
            message.clone(),
            None,
        );
        self.raised = true;
        mlua::Error::runtime(message)
    }

    /// Records a warning.
    pub fn warn(
        &mut self,
        code: &'static str,
        line: u32,
        needle: Option<&str>,
        message: impl Into<String>,
    ) {
        self.problem(
            Severity::Warning,
            Some(code),
            line,
            needle.map(str::to_string),
            message.into(),
            None,
        );
    }

    /// Records something placed or set.
    #[allow(clippy::too_many_arguments)]
    pub fn record(
        &mut self,
        kind: &'static str,
        line: u32,
        at: Option<(i32, i32)>,
        random_spot: bool,
        random_kind: bool,
        what: String,
        symbol: Option<char>,
    ) {
        self.level.records.push(Record {
            kind,
            line,
            at,
            random_spot,
            random_kind,
            what,
            symbol,
        });
    }

    /// A map-relative coordinate as a level coordinate: `None` when it is
    /// relative to a room placed at random.
    pub fn abs(&self, x: i64, y: i64) -> Option<(i32, i32)> {
        if let Some(room) = self.rooms.last() {
            let (lx, ly) = room.place?;
            return Some((x as i32 + lx, y as i32 + ly));
        }
        Some((x as i32 + self.xstart, y as i32 + self.ystart))
    }

    /// Sets the terrain of a square (certain).
    pub fn set_terrain(&mut self, x: i32, y: i32, t: Terrain37, lit: Option<bool>) {
        if let Some(s) = self.level.square_mut(x, y) {
            s.typ = t;
            s.random = false;
            s.maybe = false;
            if let Some(l) = lit {
                s.lit = l;
            }
        }
    }
}

/// The source line of the Lua code that called the running Rust function.
pub(crate) fn caller_line(lua: &Lua) -> u32 {
    lua.inspect_stack(1, |d| d.current_line())
        .flatten()
        .map_or(0, |l| l as u32)
}

/// The line of the level file whose code is running (through the
/// helpers of `nhlib` it calls): 0 when the level file's code is not on
/// the stack.
pub(crate) fn level_line(lua: &Lua) -> u32 {
    for depth in 1..64 {
        let found = lua.inspect_stack(depth, |d| {
            let ours = d.source().source.as_deref() == Some(crate::engine::CHUNK_SOURCE);
            (ours, d.current_line())
        });
        match found {
            None => return 0,
            Some((true, Some(line))) => return line as u32,
            Some(_) => {}
        }
    }
    0
}

/// The Lua type name of a value, as error messages say it.
pub(crate) fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Nil => "nil",
        Value::Boolean(_) => "boolean",
        Value::Integer(_) | Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Table(_) => "table",
        Value::Function(_) => "function",
        Value::UserData(_) => "userdata",
        _ => "value",
    }
}

/// The closest of `candidates` to `word`, if close enough to be a likely
/// typo.
pub(crate) fn did_you_mean<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let w = word.to_ascii_lowercase();
    let limit = (w.chars().count() / 3).max(1);
    candidates
        .into_iter()
        .map(|c| (distance(&w, &c.to_ascii_lowercase()), c))
        .filter(|&(d, _)| d <= limit)
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut cur = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            cur[j] = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// Whether a value is an integer (or a float with no fraction, which Lua
/// converts).
pub(crate) fn as_int(v: &Value) -> Option<i64> {
    match v {
        Value::Integer(i) => Some(*i),
        Value::Number(n) if n.fract() == 0.0 && n.is_finite() => Some(*n as i64),
        Value::String(s) => s.to_str().ok()?.trim().parse().ok(),
        _ => None,
    }
}

/// A boolean as the game reads one: `true`/`false`, 0/1, or the words of
/// its boolean list.
pub(crate) fn as_bool(v: &Value) -> Option<bool> {
    match v {
        Value::Boolean(b) => Some(*b),
        Value::Integer(0) => Some(false),
        Value::Integer(1) => Some(true),
        Value::Number(n) if *n == 0.0 => Some(false),
        Value::Number(n) if *n == 1.0 => Some(true),
        Value::String(s) => match s.to_str().ok()?.as_ref() {
            "true" | "yes" | "on" => Some(true),
            "false" | "no" | "off" => Some(false),
            _ => None,
        },
        _ => None,
    }
}

/// A coordinate value `{x, y}` or `{x = X, y = Y}`.
pub(crate) fn as_coord(v: &Value) -> Option<(i64, i64)> {
    let t = match v {
        Value::Table(t) => t,
        _ => return None,
    };
    let x = t.get::<Value>(1).ok().and_then(|v| as_int(&v));
    let y = t.get::<Value>(2).ok().and_then(|v| as_int(&v));
    if let (Some(x), Some(y)) = (x, y) {
        return Some((x, y));
    }
    let x = t.get::<Value>("x").ok().and_then(|v| as_int(&v))?;
    let y = t.get::<Value>("y").ok().and_then(|v| as_int(&v))?;
    Some((x, y))
}

/// A region value `{x1, y1, x2, y2}`.
pub(crate) fn as_region(v: &Value) -> Option<(i64, i64, i64, i64)> {
    let t = match v {
        Value::Table(t) => t,
        _ => return None,
    };
    let g = |i: i64| t.get::<Value>(i).ok().and_then(|v| as_int(&v));
    Some((g(1)?, g(2)?, g(3)?, g(4)?))
}

fn value_ok(ctx: &Ctx, key: &Key, v: &Value) -> Result<(), String> {
    let s = match v {
        Value::String(s) => s.to_str().map(|s| s.to_string()).ok(),
        _ => None,
    };
    let want = || {
        let ty = key.ty.name();
        let article = if ty.starts_with(['a', 'e', 'i', 'o', 'u']) {
            "an"
        } else {
            "a"
        };
        format!(
            "`{}` must be {article} {ty}, not a {}",
            key.name,
            type_name(v)
        )
    };
    match key.ty {
        ValueType::Int => match v {
            Value::Integer(_) => Ok(()),
            Value::Number(n) if n.fract() == 0.0 => Ok(()),
            Value::String(_) if key.default == Some("random") && s.as_deref() == Some("random") => {
                Ok(())
            }
            Value::String(_) if as_int(v).is_some() => Ok(()),
            _ => Err(want()),
        },
        ValueType::Bool => as_bool(v).map(|_| ()).ok_or_else(|| {
            format!(
                "`{}` must be true or false (or 1 or 0), not {}",
                key.name,
                shown(v)
            )
        }),
        // The game reads these with luaL_optstring, which takes a number
        // as its text.
        ValueType::Str | ValueType::Monster | ValueType::Object => {
            if matches!(v, Value::String(_) | Value::Integer(_) | Value::Number(_)) {
                Ok(())
            } else {
                Err(want())
            }
        }
        ValueType::Enum => match s {
            Some(s) if key.values.contains(&s.as_str()) => Ok(()),
            Some(s) => Err(format!(
                "`{}` cannot be \"{s}\"; it is one of {}",
                key.name,
                key.values
                    .iter()
                    .map(|v| format!("\"{v}\""))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
            None => Err(want()),
        },
        ValueType::MapChar => match s {
            Some(s)
                if s.chars().count() == 1
                    && schema::map_char(s.chars().next().unwrap_or(' ')).is_some() =>
            {
                Ok(())
            }
            Some(s) => Err(format!("`{}` is not a map character: \"{s}\"", key.name)),
            None => Err(want()),
        },
        ValueType::Trap => match s {
            Some(s)
                if schema::TRAP_NAMES
                    .iter()
                    .any(|t| t.eq_ignore_ascii_case(&s)) =>
            {
                Ok(())
            }
            Some(s) => Err(format!("unknown trap type \"{s}\"")),
            None => Err(want()),
        },
        ValueType::RoomType => match s {
            Some(s)
                if schema::ROOM_TYPES
                    .iter()
                    .any(|t| t.eq_ignore_ascii_case(&s)) =>
            {
                Ok(())
            }
            Some(s) => Err(format!("unknown room type \"{s}\"")),
            None => Err(want()),
        },
        ValueType::Coord => as_coord(v)
            .map(|_| ())
            .ok_or_else(|| format!("`{}` must be a coordinate {{x, y}}", key.name)),
        ValueType::Region => as_region(v)
            .map(|_| ())
            .ok_or_else(|| format!("`{}` must be a region {{x1, y1, x2, y2}}", key.name)),
        ValueType::Selection => match v {
            Value::UserData(u) if u.is::<crate::selection::Selection>() => Ok(()),
            _ => Err(want()),
        },
        ValueType::Function => match v {
            Value::Function(_) => Ok(()),
            _ => Err(want()),
        },
        ValueType::Table => match v {
            Value::Table(_) => Ok(()),
            _ => Err(want()),
        },
        ValueType::Any => {
            let _ = ctx;
            Ok(())
        }
    }
}

/// A value as messages quote it.
pub(crate) fn shown(v: &Value) -> String {
    match v {
        Value::String(s) => format!("\"{}\"", s.to_string_lossy()),
        Value::Integer(i) => i.to_string(),
        Value::Number(n) => n.to_string(),
        Value::Boolean(b) => b.to_string(),
        other => format!("a {}", type_name(other)),
    }
}

/// Checks the keys of a table argument of `f`: unknown keys are warnings
/// (the game ignores them), values of the wrong type or outside the
/// accepted words are errors (the game stops); every problem of the call
/// is recorded before the run stops.
pub(crate) fn check_keys(ctx: &mut Ctx, f: &Function, t: &Table, line: u32) -> mlua::Result<()> {
    let mut failed = None;
    for pair in t.clone().pairs::<Value, Value>() {
        let (k, v) = pair?;
        let name = match &k {
            Value::String(s) => s.to_string_lossy(),
            _ => continue,
        };
        match f.key(&name) {
            None => {
                let help = did_you_mean(&name, f.keys.iter().map(|k| k.name))
                    .map(|s| format!("did you mean `{s}`?"));
                ctx.problem(
                    Severity::Warning,
                    Some("unknown-key"),
                    line,
                    Some(name.clone()),
                    format!(
                        "`{}` has no key `{name}`; the game ignores it",
                        f.full_name()
                    ),
                    help,
                );
            }
            Some(key) => {
                if let Err(msg) = value_ok(ctx, key, &v) {
                    ctx.problem(Severity::Error, None, line, Some(name.clone()), msg, None);
                    failed.get_or_insert(name);
                }
            }
        }
    }
    for key in f.keys.iter().filter(|k| k.required) {
        if t.get::<Value>(key.name)?.is_nil() && !(key.name == "region" && has_x1y1(t)) {
            ctx.problem(
                Severity::Error,
                None,
                line,
                Some(format!("des.{}", f.name)),
                format!("`{}` needs the key `{}`", f.full_name(), key.name),
                None,
            );
            failed.get_or_insert_with(|| key.name.to_string());
        }
    }
    match failed {
        Some(_) => {
            ctx.raised = true;
            Err(mlua::Error::runtime("bad parameters"))
        }
        None => Ok(()),
    }
}

fn has_x1y1(t: &Table) -> bool {
    t.contains_key("x1").unwrap_or(false)
}

/// The integer at `key`.
pub(crate) fn t_int(t: &Table, key: &str) -> Option<i64> {
    t.get::<Value>(key).ok().and_then(|v| as_int(&v))
}

/// The boolean at `key` (`None`: absent or "random").
pub(crate) fn t_bool(t: &Table, key: &str) -> Option<bool> {
    t.get::<Value>(key).ok().and_then(|v| as_bool(&v))
}

/// The string at `key` (a number as Lua writes it, as the game's
/// `luaL_optstring` reads one).
pub(crate) fn t_str(t: &Table, key: &str) -> Option<String> {
    match t.get::<Value>(key).ok()? {
        Value::String(s) => Some(s.to_string_lossy()),
        Value::Integer(i) => Some(i.to_string()),
        Value::Number(n) if n.is_finite() && n.fract() == 0.0 => Some(format!("{n:.1}")),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// The `x`/`y` or `coord` of a table.
pub(crate) fn t_xy(t: &Table) -> Option<(i64, i64)> {
    if let (Some(x), Some(y)) = (t_int(t, "x"), t_int(t, "y")) {
        return Some((x, y));
    }
    as_coord(&t.get::<Value>("coord").ok()?)
}

/// The `x1`..`y2` or `region` of a table.
pub(crate) fn t_region(t: &Table) -> Option<(i64, i64, i64, i64)> {
    if let (Some(a), Some(b), Some(c), Some(d)) = (
        t_int(t, "x1"),
        t_int(t, "y1"),
        t_int(t, "x2"),
        t_int(t, "y2"),
    ) {
        return Some((a, b, c, d));
    }
    as_region(&t.get::<Value>("region").ok()?)
}
