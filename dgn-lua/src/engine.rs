//! Runs a level file on the Lua interpreter, once per seed, and turns what
//! went wrong into diagnostics with spans.

use crate::ctx::{Ctx, Dice, Problem, Rng, Shared};
use crate::{des, nhlib, selection, LuaLevelOptions, LuaLevelReport, Run};
use dgn_core::{Diagnostic, Severity, SourceFile, Span};
use mlua::{HookTriggers, Lua, LuaOptions, StdLib, VmState};
use std::cell::RefCell;
use std::rc::Rc;

/// Instructions between two looks at the instruction budget.
const HOOK_STEP: u32 = 10_000;

/// The name Lua's messages give the level file (kept short: Lua cuts long
/// names, and the line number is read back from the messages).
const CHUNK: &str = "level";

/// Memory one run may use.
const MEMORY_LIMIT: usize = 256 << 20;

pub(crate) fn check(src: &SourceFile, opts: &LuaLevelOptions) -> LuaLevelReport {
    let mut problems: Vec<Problem> = Vec::new();
    let mut runs = Vec::new();
    let bounded = bounded_options(opts);
    // The first seed runs alone: a file that does not parse, or that runs
    // to the limit, is not run again. The other seeds and the runs with
    // the dice at their bounds are independent of each other and run side
    // by side; their results are taken in order below, as if run one by
    // one, so the report is the same.
    let mut jobs: Vec<(u64, Dice)> = opts.seeds.iter().map(|&s| (s, Dice::Seeded)).collect();
    if opts.bound_runs {
        jobs.extend(BOUND_JOBS);
    }
    let job_opts = |dice: Dice| if dice == Dice::Seeded { opts } else { &bounded };
    let mut results: Vec<(Run, Vec<Problem>)> = Vec::with_capacity(jobs.len());
    if let Some(&(seed, dice)) = jobs.first() {
        results.push(run_with(src, job_opts(dice), seed, dice));
    }
    let first_stops = results
        .first()
        .is_some_and(|(run, found)| stops_check(run, found));
    if !first_stops && jobs.len() > 1 {
        results.extend(run_side_by_side(&jobs[1..], |seed, dice| {
            run_with(src, job_opts(dice), seed, dice)
        }));
    }
    let seeded = opts.seeds.len();
    let mut bound_results = Vec::new();
    let mut stopped = false;
    for (i, (run, found)) in results.into_iter().enumerate() {
        if i >= seeded {
            bound_results.push(run);
            continue;
        }
        if stopped {
            // A run before this one stopped the check.
            continue;
        }
        for p in found {
            if !problems
                .iter()
                .any(|q| q.line == p.line && q.message == p.message && q.needle == p.needle)
            {
                problems.push(p);
            }
        }
        stopped = stops_check(&run, &problems);
        runs.push(run);
    }
    // What the source shows without running: on branches and draws the
    // runs did not take (a file that does not parse has nothing more).
    if !problems.iter().any(|p| p.code == Some("syntax")) {
        for p in crate::statics::check(src.bytes(), &opts.catalog) {
            if !problems
                .iter()
                .any(|q| q.line == p.line && q.message == p.message)
            {
                problems.push(p);
            }
        }
    }
    let mut diagnostics: Vec<Diagnostic> = problems.iter().map(|p| to_diagnostic(src, p)).collect();
    diagnostics.sort_by_key(|d| {
        (
            d.primary.as_ref().map_or(0, |l| l.span.start()),
            d.severity == Severity::Warning,
        )
    });
    // The dice at their bounds, for the picture only (a script that loops
    // until the dice say otherwise is stopped early: it fails, and is left
    // out); none when every seeded run failed.
    let bound_runs = if runs.iter().all(|r| r.failed) {
        Vec::new()
    } else {
        bound_results
    };
    LuaLevelReport {
        diagnostics,
        runs,
        bound_runs,
    }
}

/// Whether a failed run ends the check, given the problems found so far:
/// a file that does not parse fails the same way on every seed, and one
/// that ran to the limit is not run again (each run would take as long).
fn stops_check(run: &Run, problems: &[Problem]) -> bool {
    let syntax = run.level.records.is_empty() && problems.iter().any(|p| p.code == Some("syntax"));
    let limit = problems.iter().any(|p| p.code == Some("run-limit"));
    run.failed && (syntax || limit)
}

/// Runs `jobs` on up to two threads (each run has its own Lua state),
/// and gives the results in the order of `jobs`.
fn run_side_by_side<F>(jobs: &[(u64, Dice)], run: F) -> Vec<(Run, Vec<Problem>)>
where
    F: Fn(u64, Dice) -> (Run, Vec<Problem>) + Sync,
{
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(2);
    if threads < 2 || jobs.len() < 2 {
        return jobs.iter().map(|&(seed, dice)| run(seed, dice)).collect();
    }
    // Every other job on the second thread: runs cost about the same.
    let mut out: Vec<Option<(Run, Vec<Problem>)>> = (0..jobs.len()).map(|_| None).collect();
    std::thread::scope(|scope| {
        let run = &run;
        let other = scope.spawn(move || {
            jobs.iter()
                .enumerate()
                .filter(|(i, _)| i % 2 == 1)
                .map(|(i, &(seed, dice))| (i, run(seed, dice)))
                .collect::<Vec<_>>()
        });
        for (i, &(seed, dice)) in jobs.iter().enumerate().filter(|(i, _)| i % 2 == 0) {
            out[i] = Some(run(seed, dice));
        }
        match other.join() {
            Ok(done) => {
                for (i, r) in done {
                    out[i] = Some(r);
                }
            }
            Err(panic) => std::panic::resume_unwind(panic),
        }
    });
    out.into_iter().map(|r| r.expect("every job ran")).collect()
}

/// Lua instructions a run with the dice at their bounds may execute.
const BOUND_RUN_LIMIT: u64 = 2_000_000;

/// The runs with the dice at their lowest, then their highest.
const BOUND_JOBS: [(u64, Dice); 2] = [(0, Dice::Lowest), (0, Dice::Highest)];

/// The options of the runs with the dice at their bounds: a script that
/// loops until the dice say otherwise is stopped early.
fn bounded_options(opts: &LuaLevelOptions) -> LuaLevelOptions {
    LuaLevelOptions {
        instruction_limit: opts.instruction_limit.min(BOUND_RUN_LIMIT),
        ..opts.clone()
    }
}

/// The runs with the dice at their bounds alone (see
/// [`LuaLevelReport::bound_runs`](crate::LuaLevelReport::bound_runs)).
pub(crate) fn bound_runs(src: &SourceFile, opts: &LuaLevelOptions) -> Vec<Run> {
    let bounded = bounded_options(opts);
    run_side_by_side(&BOUND_JOBS, |seed, dice| {
        run_with(src, &bounded, seed, dice)
    })
    .into_iter()
    .map(|(run, _)| run)
    .collect()
}

/// One run with one seed, or with the dice at a bound.
fn run_with(
    src: &SourceFile,
    opts: &LuaLevelOptions,
    seed: u64,
    dice: Dice,
) -> (Run, Vec<Problem>) {
    let mut start = Ctx::new(seed, opts.catalog.clone());
    start.rng = Rng::with_dice(seed, dice);
    let ctx: Shared = Rc::new(RefCell::new(start));
    let failed = match execute(src, opts, &ctx) {
        Ok(()) => {
            // What the game does to the walls once the script has run.
            crate::walls::finish(&mut ctx.borrow_mut().level, level_name(src));
            crate::dice::place_lregions(&mut ctx.borrow_mut(), src.name());
            false
        }
        Err(e) => {
            let mut c = ctx.borrow_mut();
            if !c.raised {
                let p = lua_error(&e);
                c.problems.push(p);
            }
            true
        }
    };
    let c = Rc::try_unwrap(ctx)
        .map(RefCell::into_inner)
        .unwrap_or_else(|rc| {
            let c = rc.borrow();
            let mut copy = Ctx::new(seed, opts.catalog.clone());
            copy.level = c.level.clone();
            copy.problems = c.problems.clone();
            copy
        });
    (
        Run {
            seed,
            level: c.level,
            failed,
        },
        c.problems,
    )
}

/// The level's name: the file's name without its folder and `.lua`.
fn level_name(src: &SourceFile) -> &str {
    let name = src.name().rsplit(['/', '\\']).next().unwrap_or(src.name());
    name.strip_suffix(".lua").unwrap_or(name)
}

fn execute(src: &SourceFile, opts: &LuaLevelOptions, ctx: &Shared) -> mlua::Result<()> {
    let libs = StdLib::TABLE | StdLib::STRING | StdLib::MATH | StdLib::UTF8 | StdLib::COROUTINE;
    let lua = Lua::new_with(libs, LuaOptions::default())?;
    lua.set_memory_limit(MEMORY_LIMIT)?;
    // What NetHack 3.7 leaves out of the base library for level files:
    // calling one of these is a Lua error in the game.
    for name in [
        "dofile",
        "loadfile",
        "load",
        "require",
        "collectgarbage",
        "print",
        "assert",
        "error",
        "warn",
        "setmetatable",
        "getmetatable",
        "rawget",
        "rawset",
        "rawequal",
        "rawlen",
    ] {
        lua.globals().set(name, mlua::Value::Nil)?;
    }
    selection::install(&lua, ctx)?;
    des::install(&lua, ctx)?;
    nhlib::install(&lua, ctx)?;
    let (spent, limit, game_steps) = {
        let mut c = ctx.borrow_mut();
        c.limit = opts.instruction_limit;
        (c.spent.clone(), c.limit, c.game_steps.clone())
    };
    lua.set_app_data(selection::Spent(spent.clone()));
    let c = ctx.clone();
    lua.set_hook(
        HookTriggers::new().every_nth_instruction(HOOK_STEP),
        move |_lua, debug| {
            spent.set(spent.get().saturating_add(u64::from(HOOK_STEP)));
            game_steps.set(game_steps.get().saturating_add(u64::from(HOOK_STEP)));
            if game_steps.get() > crate::ctx::GAME_LUA_STEPS {
                let line = debug.current_line().unwrap_or(0) as u32;
                if let Ok(mut c) = c.try_borrow_mut() {
                    if !c.raised {
                        return Err(c.fail(
                            line,
                            None,
                            format!(
                                "Lua time exceeded: the game stops a level's Lua code after about {} \
                                 instructions from its start (or from the start of the latest \
                                 contents, inventory or iterate function); this run got here past that",
                                crate::ctx::GAME_LUA_STEPS + 1_000
                            ),
                        ));
                    }
                }
                return Err(mlua::Error::runtime("stopped"));
            }
            if spent.get() > limit {
                let line = debug.current_line().unwrap_or(0) as u32;
                // The hook may run while a Rust function holds the state (it
                // called back into Lua): then that function stops the run.
                if let Ok(mut c) = c.try_borrow_mut() {
                    if !c.raised {
                        return Err(c.fail_at_limit(line));
                    }
                }
                return Err(mlua::Error::runtime("stopped"));
            }
            Ok(VmState::Continue)
        },
    )?;
    let chunk = lua.load(src.bytes()).set_name(format!("={CHUNK}"));
    chunk.exec()
}

/// A Lua syntax or run-time error as a problem at its line.
fn lua_error(e: &mlua::Error) -> Problem {
    let (syntax, text) = match e {
        mlua::Error::SyntaxError { message, .. } => (true, message.clone()),
        mlua::Error::CallbackError { cause, .. } => return lua_error(cause),
        mlua::Error::MemoryError(m) => {
            (false, format!("the level script used too much memory: {m}"))
        }
        other => (false, other.to_string()),
    };
    let first = text.lines().next().unwrap_or("");
    let first = first
        .strip_prefix("runtime error: ")
        .unwrap_or(first)
        .to_string();
    let prefix = format!("{CHUNK}:");
    let (line, message) = match first.strip_prefix(&prefix) {
        Some(rest) => match rest.split_once(':') {
            Some((n, msg)) => (n.parse().unwrap_or(0), msg.trim().to_string()),
            None => (0, rest.to_string()),
        },
        None => (
            0,
            first
                .strip_prefix("runtime error: ")
                .unwrap_or(&first)
                .to_string(),
        ),
    };
    // The token a syntax error names: `... near 'end'`.
    let needle = message
        .rsplit_once(" near ")
        .map(|(_, t)| t.trim_matches(|c| c == '\'' || c == '"').to_string())
        .filter(|t| !t.is_empty() && !t.starts_with('<'));
    Problem {
        severity: Severity::Error,
        code: syntax.then_some("syntax"),
        line,
        needle,
        message: if syntax {
            format!("Lua syntax error: {message}")
        } else {
            format!("Lua error: {message}")
        },
        help: None,
    }
}

/// Where on its line a problem is: the needle as a key (`name =`), as a
/// quoted string, as a word, else the call on the line, else the line.
fn span_of(src: &SourceFile, line: u32, needle: Option<&str>) -> Option<Span> {
    let bytes = src.bytes();
    let count = src.line_index(bytes.len()) + 1;
    let idx = (line as usize).checked_sub(1).filter(|&i| i < count)?;
    let r = src.line_range(idx);
    let text = &bytes[r.clone()];
    let find_all = |pat: &[u8]| -> Vec<usize> {
        if pat.is_empty() || pat.len() > text.len() {
            return Vec::new();
        }
        (0..=text.len() - pat.len())
            .filter(|&i| &text[i..i + pat.len()] == pat)
            .collect()
    };
    let word = |i: usize, len: usize| {
        let before = i == 0 || !(text[i - 1].is_ascii_alphanumeric() || text[i - 1] == b'_');
        let after = i + len >= text.len()
            || !(text[i + len].is_ascii_alphanumeric() || text[i + len] == b'_');
        before && after
    };
    let at = |i: usize, len: usize| Some(Span::new(r.start + i, r.start + i + len));
    if let Some(n) = needle {
        let nb = n.as_bytes();
        let hits = find_all(nb);
        // A key: `name =`.
        for &i in &hits {
            if word(i, nb.len()) {
                let rest = &text[i + nb.len()..];
                let rest = rest
                    .iter()
                    .skip_while(|b| b.is_ascii_whitespace())
                    .collect::<Vec<_>>();
                if rest.first() == Some(&&b'=') && rest.get(1) != Some(&&b'=') {
                    return at(i, nb.len());
                }
            }
        }
        // A quoted value.
        for q in [b'"', b'\''] {
            let mut quoted = vec![q];
            quoted.extend_from_slice(nb);
            quoted.push(q);
            if let Some(&i) = find_all(&quoted).first() {
                return at(i, quoted.len());
            }
        }
        if let Some(&i) = hits.iter().find(|&&i| word(i, nb.len())).or(hits.first()) {
            return at(i, nb.len());
        }
    }
    for call in [&b"des."[..], b"selection.", b"nh."] {
        if let Some(&i) = find_all(call).first() {
            let len = text[i..]
                .iter()
                .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_' || **b == b'.')
                .count();
            return at(i, len);
        }
    }
    let lead = text.iter().take_while(|b| b.is_ascii_whitespace()).count();
    let trail = text
        .iter()
        .rev()
        .take_while(|b| b.is_ascii_whitespace())
        .count();
    at(lead, text.len().saturating_sub(lead + trail))
}

fn to_diagnostic(src: &SourceFile, p: &Problem) -> Diagnostic {
    let mut d = match p.severity {
        Severity::Error => Diagnostic::error(p.message.clone()),
        Severity::Warning => Diagnostic::warning(p.code.unwrap_or("lua-level"), p.message.clone()),
    };
    if let Some(span) = span_of(src, p.line, p.needle.as_deref()) {
        d = d.at(span, "");
    }
    if let Some(h) = &p.help {
        d = d.help(h.clone());
    }
    d
}
