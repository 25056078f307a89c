//! What keeps a level script inside the game's limits: the protected
//! calls the script makes itself (`pcall`, `xpcall`, `coroutine.resume`),
//! and the library functions whose work no instruction count sees
//! (pattern matching, `string.rep`, `table.move`, `table.insert`,
//! `table.remove`).
//!
//! The game stops a script past its step limit with a panic, which no
//! protected call catches; here the step limit is an error that stays
//! raised: once the run is stopped, every protected call the script made
//! fails again when it returns, so the error reaches the top.
//!
//! The game's pattern matcher, like Lua's, runs without looking at the
//! step limit: a pattern that backtracks without end hangs the game.
//! Before a pattern function runs, its matching is played here with a
//! count of its steps, and a match that would run too long is an error.

use crate::ctx::{level_line, Shared};
use dgn_core::Severity;
use mlua::{Function, Lua, MultiValue, Value};

/// The most steps one library call may take without a pause: past this,
/// it would run for seconds (the game, which does not count them, would
/// hang there).
pub(crate) const SLOW_CALL: u64 = 20_000_000;

/// The wrappers of the protected calls, over the library's own functions
/// and the checks given as arguments.
const WRAPPERS: &str = r#"
local mark, check, stopped = ...
local pcall, xpcall, resume, type = pcall, xpcall, coroutine.resume, type
function _G.pcall(...)
   local m = mark()
   return check(m, "pcall", pcall(...))
end
function _G.xpcall(f, handler, ...)
   local m = mark()
   if type(handler) == "function" then
      -- The error of a stopped run skips the handler, as the game's
      -- panic does (Lua would run it with no instruction count).
      local h = handler
      handler = function(e)
         if stopped() then
            return e
         end
         return h(e)
      end
   end
   return check(m, "xpcall", xpcall(f, handler, ...))
end
function coroutine.resume(...)
   local m = mark()
   return check(m, "coroutine.resume", resume(...))
end
"#;

/// Installs the wrappers of the protected calls and the guards of the
/// library functions.
pub(crate) fn install(lua: &Lua, ctx: &Shared) -> mlua::Result<()> {
    let c = ctx.clone();
    let mark = lua.create_function(move |_, ()| Ok(c.borrow().problems.len()))?;
    let c = ctx.clone();
    let check = lua.create_function(move |lua, mut args: MultiValue| {
        let mark = args
            .pop_front()
            .and_then(|v| v.as_usize())
            .unwrap_or(usize::MAX);
        let what = match args.pop_front() {
            Some(Value::String(s)) => s.to_string_lossy(),
            _ => String::new(),
        };
        caught(lua, &c, mark, &what, &args)?;
        Ok(args)
    })?;
    let flag = ctx.borrow().stopped.clone();
    let stopped = lua.create_function(move |_, ()| Ok(flag.get()))?;
    lua.load(WRAPPERS)
        .set_name("=sandbox")
        .call::<()>((mark, check, stopped))?;

    let g = lua.globals();
    let string: mlua::Table = g.get("string")?;
    let table: mlua::Table = g.get("table")?;
    for name in ["find", "match", "gmatch", "gsub"] {
        let original: Function = string.get(name)?;
        let c = ctx.clone();
        let guarded = lua.create_function(move |lua, args: MultiValue| {
            guard_pattern(lua, &c, name, &args)?;
            original.call::<MultiValue>(args)
        })?;
        string.set(name, guarded)?;
    }
    let original: Function = string.get("rep")?;
    string.set(
        "rep",
        lua.create_function(move |_, args: MultiValue| {
            // An empty result takes the library one pass per copy: a count
            // of 2^62 would never end. It is "" at once here.
            let empty = |v: Option<&Value>| match v {
                Some(Value::String(s)) => s.as_bytes().is_empty(),
                _ => false,
            };
            let sep_empty = matches!(args.get(2), None | Some(Value::Nil)) || empty(args.get(2));
            let count_ok = match args.get(1) {
                Some(Value::Integer(_)) => true,
                Some(Value::Number(n)) => n.fract() == 0.0 && n.abs() < 9.2e18,
                _ => false,
            };
            if empty(args.front()) && sep_empty && count_ok {
                return Ok(MultiValue::from_iter([Value::String(
                    // A fresh empty string: no allocation past the limit.
                    args.front()
                        .and_then(|v| v.as_string().cloned())
                        .ok_or_else(|| mlua::Error::runtime("string.rep: no string"))?,
                )]));
            }
            original.call::<MultiValue>(args)
        })?,
    )?;
    // An element moved up or down for each one after the place.
    for name in ["insert", "remove"] {
        let original: Function = table.get(name)?;
        let c = ctx.clone();
        table.set(
            name,
            lua.create_function(move |lua, args: MultiValue| {
                let at = match (name, args.len(), args.get(1)) {
                    ("insert", 3, Some(v)) | ("remove", 2.., Some(v)) => v.as_integer(),
                    _ => None,
                };
                if let (Some(Value::Table(t)), Some(at)) = (args.front(), at) {
                    let after = (t.raw_len() as i64).saturating_sub(at).max(0);
                    charge(lua, &c, &format!("table.{name}"), after as u64)?;
                }
                original.call::<MultiValue>(args)
            })?,
        )?;
    }
    let original: Function = table.get("move")?;
    let c = ctx.clone();
    table.set(
        "move",
        lua.create_function(move |lua, args: MultiValue| {
            // One pass per element, with no instruction counted.
            let int = |i: usize| match args.get(i) {
                Some(Value::Integer(n)) => Some(*n),
                Some(Value::Number(n)) if n.fract() == 0.0 && n.abs() < 9.2e18 => Some(*n as i64),
                _ => None,
            };
            if let (Some(f), Some(e)) = (int(1), int(2)) {
                if e >= f {
                    let n = (e as i128 - f as i128 + 1).min(i128::from(u64::MAX)) as u64;
                    charge(lua, &c, "table.move", n)?;
                }
            }
            original.call::<MultiValue>(args)
        })?,
    )?;
    Ok(())
}

/// After a protected call the script made: when the run is stopped, the
/// error goes on; when the call caught an error, a warning says so, and
/// an error recorded for it is the script's own business now.
fn caught(
    lua: &Lua,
    ctx: &Shared,
    mark: usize,
    what: &str,
    results: &MultiValue,
) -> mlua::Result<()> {
    let mut c = ctx.borrow_mut();
    if c.stopped.get() {
        return Err(mlua::Error::runtime("stopped"));
    }
    if !matches!(results.front(), Some(Value::Boolean(false))) {
        return Ok(());
    }
    let at = level_line(lua);
    let raised = c.raised;
    c.raised = false;
    // The error that made the call fail, when one was recorded: it is the
    // script's own business now.
    let recorded = raised
        .then(|| {
            c.problems
                .iter()
                .enumerate()
                .skip(mark)
                .rev()
                .find(|(_, p)| p.severity == Severity::Error)
                .map(|(i, _)| i)
        })
        .flatten()
        .map(|i| c.problems.remove(i));
    let (line, needle, message) = match recorded {
        Some(p) => (p.line, p.needle, p.message),
        None => {
            let (line, message) = error_text(results.get(1));
            let seen = c.seen_line.get();
            let line = line.unwrap_or(if seen > 0 { seen } else { at });
            (line, None, message)
        }
    };
    if !c.caught_lines.insert(line) {
        return Ok(());
    }
    let message = message.strip_prefix("Lua error: ").unwrap_or(&message);
    c.warn(
        "caught-error",
        line,
        needle.as_deref(),
        format!(
            "the script's own code failed here, and its `{what}` at line {at} caught the error \
             (the game goes on without the rest of the code that failed): {message}"
        ),
    );
    Ok(())
}

/// The line (when it says one) and text of a caught error value.
fn error_text(v: Option<&Value>) -> (Option<u32>, String) {
    let text = match v {
        Some(Value::String(s)) => s.to_string_lossy(),
        Some(Value::Error(e)) => {
            let p = crate::engine::lua_error(e);
            return ((p.line > 0).then_some(p.line), p.message);
        }
        Some(other) => format!("an error object of type {}", other.type_name()),
        None => "nil".to_string(),
    };
    if text == "not enough memory" {
        return (None, crate::engine::memory_message());
    }
    // A message with its place (`level:12: ...`).
    let chunk = crate::engine::CHUNK_SOURCE.trim_start_matches('=');
    if let Some((n, rest)) = text
        .strip_prefix(chunk)
        .and_then(|t| t.strip_prefix(':'))
        .and_then(|t| t.split_once(':'))
    {
        if let Ok(n) = n.parse() {
            return (Some(n), rest.trim().to_string());
        }
    }
    (None, text)
}

/// Counts `steps` of work a library function is about to do against the
/// run limit; work that would run too long without a pause is an error
/// (the game would hang there).
fn charge(lua: &Lua, ctx: &Shared, what: &str, steps: u64) -> mlua::Result<()> {
    let line = level_line(lua);
    let mut c = ctx.borrow_mut();
    if steps > SLOW_CALL {
        // Other seeds would hang here as well: the check stops here.
        return Err(c.stop(
            line,
            format!(
                "{what} would run here for more than {SLOW_CALL} steps without a pause; \
                 the game does not count them against its step limit and would hang here"
            ),
        ));
    }
    c.charge(line, steps)
}

/// Plays the matching a pattern function is about to do, and stops the
/// run when it would take too long.
fn guard_pattern(lua: &Lua, ctx: &Shared, name: &str, args: &MultiValue) -> mlua::Result<()> {
    let bytes = |v: Option<&Value>| -> Option<Vec<u8>> {
        match v? {
            Value::String(s) => Some(s.as_bytes().to_vec()),
            Value::Integer(_) | Value::Number(_) => Some(v?.to_string().ok()?.into_bytes()),
            _ => None,
        }
    };
    // Arguments the library refuses: it says so itself.
    let (Some(s), Some(p)) = (bytes(args.front()), bytes(args.get(1))) else {
        return Ok(());
    };
    let int = |v: Option<&Value>, default: i64| -> Option<i64> {
        match v {
            None | Some(Value::Nil) => Some(default),
            Some(Value::Integer(n)) => Some(*n),
            Some(Value::Number(n)) if n.fract() == 0.0 && n.abs() < 9.2e18 => Some(*n as i64),
            _ => None,
        }
    };
    let steps = match name {
        "find" | "match" | "gmatch" => {
            let Some(init) = int(args.get(2), 1) else {
                return Ok(());
            };
            let plain = name == "find"
                && (!matches!(
                    args.get(3),
                    None | Some(Value::Nil) | Some(Value::Boolean(false))
                ) || !p.iter().any(|b| b"^$*+?.([%-".contains(b)));
            if plain {
                // The library compares the pattern at each place the first
                // byte is found.
                let start = start_at(init, s.len()).unwrap_or(s.len());
                plain_steps(&s[start.min(s.len())..], &p)
            } else {
                let mode = if name == "gmatch" {
                    Scan::All
                } else {
                    Scan::First
                };
                scan(&s, &p, init, mode)
            }
        }
        "gsub" => {
            let Some(max) = int(args.get(3), s.len() as i64 + 1) else {
                return Ok(());
            };
            scan(&s, &p, 1, Scan::Replace(max))
        }
        _ => 0,
    };
    charge(lua, ctx, &format!("string.{name}"), steps)
}

/// The steps of a plain search: a look at each place the pattern's
/// first byte is found, and a compare there (16 bytes a step), counted up
/// to just past [`SLOW_CALL`].
fn plain_steps(s: &[u8], p: &[u8]) -> u64 {
    let Some((&first, rest)) = p.split_first() else {
        return 0;
    };
    let mut steps = 0u64;
    for (i, _) in s.iter().enumerate().filter(|(_, &b)| b == first) {
        let tail = s.get(i + 1..).unwrap_or(&[]);
        let same = tail.iter().zip(rest).take_while(|(a, b)| a == b).count();
        steps += 1 + same as u64 / 16;
        if steps > SLOW_CALL {
            break;
        }
    }
    steps
}

/// Where a search that starts at `init` (1-based, negative from the end)
/// starts, 0-based; `None` when past the end.
fn start_at(init: i64, len: usize) -> Option<usize> {
    let len = len as i64;
    let start = if init > 0 {
        init
    } else if init == 0 || init < -len {
        1
    } else {
        len + init + 1
    };
    (start <= len + 1).then(|| (start - 1) as usize)
}

/// What the library does with the matches.
#[derive(Clone, Copy)]
enum Scan {
    /// `find`, `match`: the first match from the start.
    First,
    /// `gmatch`: every match.
    All,
    /// `gsub`: up to this many matches.
    Replace(i64),
}

/// The steps the library's matcher takes over `s` for `p`, counted up to
/// just past [`SLOW_CALL`] (a malformed pattern counts what it takes
/// until the library finds it out).
fn scan(s: &[u8], p: &[u8], init: i64, mode: Scan) -> u64 {
    let mut m = Matcher {
        s,
        p,
        level: 0,
        captures: [(0, 0); MAX_CAPTURES],
        depth: 0,
        steps: 0,
    };
    let Some(mut at) = start_at(init, s.len()) else {
        return 0;
    };
    let anchor = matches!(mode, Scan::First | Scan::Replace(_)) && p.first() == Some(&b'^');
    let pstart = usize::from(anchor);
    let mut last: Option<usize> = None;
    let mut count = 0i64;
    loop {
        if let Scan::Replace(max) = mode {
            if count >= max {
                return m.steps;
            }
        }
        m.level = 0;
        m.depth = 0;
        let found = match m.do_match(at, pstart) {
            Ok(f) => f,
            Err(_) => return m.steps,
        };
        match mode {
            Scan::First => {
                if found.is_some() || at >= s.len() || anchor {
                    return m.steps;
                }
                at += 1;
            }
            Scan::All | Scan::Replace(_) => {
                match found {
                    Some(e) if Some(e) != last => {
                        count += 1;
                        at = e;
                        last = Some(e);
                    }
                    _ if at < s.len() => at += 1,
                    _ => return m.steps,
                }
                if anchor {
                    return m.steps;
                }
            }
        }
        m.steps += 1;
    }
}

/// Captures a pattern may have.
const MAX_CAPTURES: usize = 32;
/// How deep the matcher may call itself (Lua's own bound).
const MAX_DEPTH: usize = 200;
/// A capture still open.
const OPEN: isize = -1;
/// A position capture `()`.
const POSITION: isize = -2;

/// Why the play of a match ended early.
#[derive(Debug)]
enum Halt {
    /// The library raises an error here.
    Error,
    /// Past [`SLOW_CALL`] steps.
    Slow,
}

/// A play of Lua's backtracking matcher, counting its steps.
struct Matcher<'a> {
    s: &'a [u8],
    p: &'a [u8],
    level: usize,
    captures: [(usize, isize); MAX_CAPTURES],
    depth: usize,
    steps: u64,
}

impl Matcher<'_> {
    fn step(&mut self, n: u64) -> Result<(), Halt> {
        self.steps = self.steps.saturating_add(n);
        if self.steps > SLOW_CALL {
            return Err(Halt::Slow);
        }
        Ok(())
    }

    fn do_match(&mut self, s: usize, p: usize) -> Result<Option<usize>, Halt> {
        if self.depth >= MAX_DEPTH {
            return Err(Halt::Error);
        }
        self.depth += 1;
        let r = self.match_at(s, p);
        self.depth -= 1;
        r
    }

    fn match_at(&mut self, mut s: usize, mut p: usize) -> Result<Option<usize>, Halt> {
        let pat = self.p;
        loop {
            self.step(1)?;
            if p >= pat.len() {
                return Ok(Some(s));
            }
            match pat[p] {
                b'(' => {
                    return if pat.get(p + 1) == Some(&b')') {
                        self.start_capture(s, p + 2, POSITION)
                    } else {
                        self.start_capture(s, p + 1, OPEN)
                    };
                }
                b')' => return self.end_capture(s, p + 1),
                b'$' if p + 1 == pat.len() => {
                    return Ok((s == self.s.len()).then_some(s));
                }
                b'%' if pat.get(p + 1) == Some(&b'b') => match self.balance(s, p + 2)? {
                    Some(e) => {
                        s = e;
                        p += 4;
                        continue;
                    }
                    None => return Ok(None),
                },
                b'%' if pat.get(p + 1) == Some(&b'f') => {
                    p += 2;
                    if pat.get(p) != Some(&b'[') {
                        return Err(Halt::Error);
                    }
                    let ep = self.class_end(p)?;
                    let prev = if s == 0 { 0 } else { self.s[s - 1] };
                    let cur = self.s.get(s).copied().unwrap_or(0);
                    if !self.bracket(prev, p, ep - 1) && self.bracket(cur, p, ep - 1) {
                        p = ep;
                        continue;
                    }
                    return Ok(None);
                }
                b'%' if pat.get(p + 1).is_some_and(u8::is_ascii_digit) => {
                    match self.match_capture(s, pat[p + 1])? {
                        Some(e) => {
                            s = e;
                            p += 2;
                            continue;
                        }
                        None => return Ok(None),
                    }
                }
                _ => {}
            }
            let ep = self.class_end(p)?;
            let suffix = pat.get(ep).copied();
            if !self.single(s, p, ep) {
                if matches!(suffix, Some(b'*' | b'?' | b'-')) {
                    p = ep + 1;
                    continue;
                }
                return Ok(None);
            }
            match suffix {
                Some(b'?') => {
                    if let Some(e) = self.do_match(s + 1, ep + 1)? {
                        return Ok(Some(e));
                    }
                    p = ep + 1;
                }
                Some(b'+') => return self.max_expand(s + 1, p, ep),
                Some(b'*') => return self.max_expand(s, p, ep),
                Some(b'-') => return self.min_expand(s, p, ep),
                _ => {
                    s += 1;
                    p = ep;
                }
            }
        }
    }

    fn max_expand(&mut self, s: usize, p: usize, ep: usize) -> Result<Option<usize>, Halt> {
        let mut i = 0;
        while self.single(s + i, p, ep) {
            i += 1;
        }
        self.step(i as u64)?;
        loop {
            if let Some(e) = self.do_match(s + i, ep + 1)? {
                return Ok(Some(e));
            }
            if i == 0 {
                return Ok(None);
            }
            i -= 1;
        }
    }

    fn min_expand(&mut self, mut s: usize, p: usize, ep: usize) -> Result<Option<usize>, Halt> {
        loop {
            if let Some(e) = self.do_match(s, ep + 1)? {
                return Ok(Some(e));
            }
            if !self.single(s, p, ep) {
                return Ok(None);
            }
            s += 1;
        }
    }

    fn start_capture(&mut self, s: usize, p: usize, what: isize) -> Result<Option<usize>, Halt> {
        if self.level >= MAX_CAPTURES {
            return Err(Halt::Error);
        }
        self.captures[self.level] = (s, what);
        self.level += 1;
        let r = self.do_match(s, p)?;
        if r.is_none() {
            self.level -= 1;
        }
        Ok(r)
    }

    fn end_capture(&mut self, s: usize, p: usize) -> Result<Option<usize>, Halt> {
        let Some(l) = (0..self.level).rev().find(|&l| self.captures[l].1 == OPEN) else {
            return Err(Halt::Error);
        };
        self.captures[l].1 = (s - self.captures[l].0) as isize;
        let r = self.do_match(s, p)?;
        if r.is_none() {
            self.captures[l].1 = OPEN;
        }
        Ok(r)
    }

    fn match_capture(&mut self, s: usize, digit: u8) -> Result<Option<usize>, Halt> {
        let l = usize::from(digit).wrapping_sub(usize::from(b'1'));
        if l >= self.level || self.captures[l].1 == OPEN {
            return Err(Halt::Error);
        }
        let (start, len) = self.captures[l];
        let Ok(len) = usize::try_from(len) else {
            return Ok(None);
        };
        self.step(1 + len as u64 / 16)?;
        if self.s.len() - s >= len && self.s[start..start + len] == self.s[s..s + len] {
            return Ok(Some(s + len));
        }
        Ok(None)
    }

    fn balance(&mut self, s: usize, p: usize) -> Result<Option<usize>, Halt> {
        let (Some(&open), Some(&close)) = (self.p.get(p), self.p.get(p + 1)) else {
            return Err(Halt::Error);
        };
        if self.s.get(s) != Some(&open) {
            return Ok(None);
        }
        let mut depth = 1;
        for i in s + 1..self.s.len() {
            let c = self.s[i];
            if c == close {
                depth -= 1;
                if depth == 0 {
                    self.step((i - s) as u64)?;
                    return Ok(Some(i + 1));
                }
            } else if c == open {
                depth += 1;
            }
        }
        self.step((self.s.len() - s) as u64)?;
        Ok(None)
    }

    /// Where the single-character class at `p` ends.
    fn class_end(&self, mut p: usize) -> Result<usize, Halt> {
        let pat = self.p;
        let c = pat[p];
        p += 1;
        if c == b'%' {
            return if p >= pat.len() {
                Err(Halt::Error)
            } else {
                Ok(p + 1)
            };
        }
        if c == b'[' {
            if pat.get(p) == Some(&b'^') {
                p += 1;
            }
            loop {
                if p >= pat.len() {
                    return Err(Halt::Error);
                }
                let c = pat[p];
                p += 1;
                if c == b'%' && p < pat.len() {
                    p += 1;
                }
                if pat.get(p) == Some(&b']') {
                    return Ok(p + 1);
                }
            }
        }
        Ok(p)
    }

    fn single(&self, s: usize, p: usize, ep: usize) -> bool {
        let Some(&c) = self.s.get(s) else {
            return false;
        };
        match self.p[p] {
            b'.' => true,
            b'%' => class(c, self.p[p + 1]),
            b'[' => self.bracket(c, p, ep - 1),
            other => other == c,
        }
    }

    /// Whether `c` is in the set `[...]` from `p` (its `[`) to `end` (its `]`).
    fn bracket(&self, c: u8, mut p: usize, end: usize) -> bool {
        let pat = self.p;
        let mut yes = true;
        if pat.get(p + 1) == Some(&b'^') {
            yes = false;
            p += 1;
        }
        p += 1;
        while p < end {
            if pat[p] == b'%' {
                p += 1;
                if class(c, pat[p]) {
                    return yes;
                }
            } else if pat.get(p + 1) == Some(&b'-') && p + 2 < end {
                if pat[p] <= c && c <= pat[p + 2] {
                    return yes;
                }
                p += 2;
            } else if pat[p] == c {
                return yes;
            }
            p += 1;
        }
        !yes
    }
}

/// Whether `c` is in the class `%cl` (C locale).
fn class(c: u8, cl: u8) -> bool {
    let r = match cl.to_ascii_lowercase() {
        b'a' => c.is_ascii_alphabetic(),
        b'c' => c.is_ascii_control(),
        b'd' => c.is_ascii_digit(),
        b'g' => c.is_ascii_graphic(),
        b'l' => c.is_ascii_lowercase(),
        b'p' => c.is_ascii_punctuation(),
        b's' => matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r'),
        b'u' => c.is_ascii_uppercase(),
        b'w' => c.is_ascii_alphanumeric(),
        b'x' => c.is_ascii_hexdigit(),
        _ => return cl == c,
    };
    if cl.is_ascii_uppercase() {
        !r
    } else {
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_pattern_is_cheap() {
        let s = "a".repeat(1000);
        assert!(scan(s.as_bytes(), b"a+b", 1, Scan::First) < 2_000_000);
    }

    #[test]
    fn a_backtracking_bomb_is_slow() {
        let s = "a".repeat(100_000);
        let p = "a*".repeat(30) + "b";
        assert!(scan(s.as_bytes(), p.as_bytes(), 1, Scan::First) > SLOW_CALL);
    }

    #[test]
    fn an_anchored_find_tries_one_place() {
        let s = "b".repeat(100_000);
        assert!(scan(s.as_bytes(), b"^a", 1, Scan::First) < 10);
    }
}
