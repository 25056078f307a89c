//! Runs a level file on the Lua interpreter, once per seed, and turns what
//! went wrong into diagnostics with spans.

use crate::ctx::{Ctx, Dice, Problem, Rng, Shared};
use crate::{des, nhlib, selection, Chosen, Draw, LuaLevelOptions, LuaLevelReport, Run};
use dgn_core::{Diagnostic, Severity, SourceFile, Span};
use mlua::{HookTriggers, Lua, LuaOptions, StdLib, VmState};
use std::cell::RefCell;
use std::rc::Rc;

/// Instructions between two looks at the instruction budget.
const HOOK_STEP: u32 = 1_000;

/// Bytes the state allocates that count as one step of work.
const BYTES_A_STEP: u64 = 64;

/// The time a run may take, whatever its count of steps says: a last
/// guard against work no count sees (a run of one of the game's own
/// levels takes a few milliseconds). A run stopped here stops the check.
const WALL_LIMIT: std::time::Duration = std::time::Duration::from_secs(5);

/// The name Lua's messages give the level file (kept short: Lua cuts long
/// names, and the line number is read back from the messages).
const CHUNK: &str = "level";

/// The source name Lua's debug information gives the level file's code.
pub(crate) const CHUNK_SOURCE: &str = "=level";

/// Memory the state may use while the level's environment is set up.
const SETUP_MEMORY_LIMIT: usize = 64 << 20;

/// The Lua memory the game lets a level's state have in use: its
/// sandbox's limit for level files (`sp_lev.c`), 1 MiB.
pub(crate) const GAME_MEMORY_LIMIT: usize = 1 << 20;

/// What the game's state has in use before the level's code runs: Lua's
/// libraries, the game's tables of functions and `nhlib.lua`, measured
/// with Lua 5.4 set up as the game sets it up.
const GAME_BASE_MEMORY: usize = 39_449;

pub(crate) fn check(src: &SourceFile, opts: &LuaLevelOptions) -> LuaLevelReport {
    let mut problems: Vec<Problem> = Vec::new();
    let mut runs = Vec::new();
    // The first seed runs alone: a file that does not parse, or that runs
    // to the limit, is not run again. The other seeds and the runs with
    // the dice at their bounds are independent of each other and run side
    // by side; their results are taken in order below, as if run one by
    // one, so the report is the same.
    let mut jobs: Vec<Job> = opts.seeds.iter().map(|&s| Job::seeded(s)).collect();
    if opts.bound_runs {
        jobs.extend(bound_jobs());
    }
    let mut results: Vec<(Run, Vec<Problem>)> = Vec::with_capacity(jobs.len());
    if let Some(job) = jobs.first() {
        results.push(run_job(src, opts, job));
    }
    let first_stops = results
        .first()
        .is_some_and(|(run, found)| stops_check(run, found));
    if !first_stops && jobs.len() > 1 {
        results.extend(run_side_by_side(&jobs[1..], |job| run_job(src, opts, job)));
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
        add_problems(&mut problems, found);
        stopped = stops_check(&run, &problems);
        runs.push(run);
    }
    let mut chosen_runs = Vec::new();
    if !stopped {
        let found;
        (chosen_runs, found) = search_runs(src, opts, &mut runs, &bound_results);
        add_problems(&mut problems, found);
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
    // The dice at their bounds, for the picture only (a script that loops
    // until the dice say otherwise is stopped early: it fails, and is left
    // out); none when every seeded run failed.
    let bound_runs = if runs.iter().all(|r| r.failed) {
        Vec::new()
    } else {
        bound_results
    };
    LuaLevelReport {
        diagnostics: diagnostics(src, &problems),
        runs,
        bound_runs,
        chosen_runs,
    }
}

/// Adds the problems of a run to those found so far, each once.
fn add_problems(problems: &mut Vec<Problem>, found: Vec<Problem>) {
    for p in found {
        if !problems
            .iter()
            .any(|q| q.line == p.line && q.message == p.message && q.needle == p.needle)
        {
            problems.push(p);
        }
    }
}

/// The problems as diagnostics, in source order (errors first on a spot).
fn diagnostics(src: &SourceFile, problems: &[Problem]) -> Vec<Diagnostic> {
    let mut diagnostics: Vec<Diagnostic> = problems.iter().map(|p| to_diagnostic(src, p)).collect();
    sort_diagnostics(&mut diagnostics);
    diagnostics
}

/// Puts diagnostics in source order (errors first on a spot).
fn sort_diagnostics(diagnostics: &mut [Diagnostic]) {
    diagnostics.sort_by_key(|d| {
        (
            d.primary.as_ref().map_or(0, |l| l.span.start()),
            d.severity == Severity::Warning,
        )
    });
}

/// The runs beyond the seeds that look for what the seeds missed, when
/// `opts` allows runs with chosen draws: more seeds for a script that
/// draws again and again (added to `runs`), then the runs with chosen
/// draws (returned), knowing `runs` and the `bounds` runs. With the
/// problems of those among them that count as games, in order.
fn search_runs(
    src: &SourceFile,
    opts: &LuaLevelOptions,
    runs: &mut Vec<Run>,
    bounds: &[Run],
) -> (Vec<Run>, Vec<Problem>) {
    let mut found = Vec::new();
    let mut chosen = Vec::new();
    if opts.chosen_runs == 0 {
        return (chosen, found);
    }
    for (run, problems) in more_seeds(src, opts, runs) {
        found.extend(problems);
        runs.push(run);
    }
    let known: Vec<&Run> = runs.iter().chain(bounds).collect();
    for (run, problems) in more_chosen_runs(src, opts, &known) {
        if run.dice == Dice::Seeded {
            found.extend(problems);
        }
        chosen.push(run);
    }
    (chosen, found)
}

/// See [`crate::complete`].
pub(crate) fn complete(src: &SourceFile, opts: &LuaLevelOptions, report: &mut LuaLevelReport) {
    if report.runs.iter().all(|r| r.failed) {
        return;
    }
    if opts.bound_runs && report.bound_runs.is_empty() {
        report.bound_runs = bound_runs(src, opts);
    }
    if opts.chosen_runs > 0 && report.chosen_runs.is_empty() {
        let (chosen, found) = search_runs(src, opts, &mut report.runs, &report.bound_runs);
        report.chosen_runs = chosen;
        let mut problems = Vec::new();
        add_problems(&mut problems, found);
        for d in diagnostics(src, &problems) {
            if !report.diagnostics.contains(&d) {
                report.diagnostics.push(d);
            }
        }
        sort_diagnostics(&mut report.diagnostics);
    }
}

/// How many draws at one line a run of a script may make before the
/// script gets more seeds ([`more_seeds`]).
const REPEATED_DRAWS: usize = 100;

/// The runs of as many seeds again (after the highest), when a run of
/// `runs` drew more than [`REPEATED_DRAWS`] times at one line: such a
/// script (a loop that builds a web of doors from its own draws) decides
/// its squares by many draws together, which no run with one draw chosen
/// varies, and the picture's certain squares are only what the seeds
/// built alike.
fn more_seeds(src: &SourceFile, opts: &LuaLevelOptions, runs: &[Run]) -> Vec<(Run, Vec<Problem>)> {
    let repeated = runs.iter().any(|r| {
        let mut counts: std::collections::HashMap<u32, usize> = std::collections::HashMap::new();
        r.draws.iter().any(|d| {
            let n = counts.entry(d.line).or_insert(0);
            *n += 1;
            *n > REPEATED_DRAWS
        })
    });
    let seeded: Vec<u64> = runs
        .iter()
        .filter(|r| r.dice == Dice::Seeded && r.chosen.is_empty())
        .map(|r| r.seed)
        .collect();
    let (Some(&top), true) = (seeded.iter().max(), repeated) else {
        return Vec::new();
    };
    let jobs: Vec<Job> = (1..=seeded.len() as u64)
        .map(|i| Job::seeded(top.saturating_add(i)))
        .collect();
    run_side_by_side(&jobs, |job| run_job(src, opts, job))
}

/// What one run is: its seed, how its dice draw, and the draws of the
/// script's own that get a chosen value.
#[derive(Clone, Debug)]
struct Job {
    seed: u64,
    dice: Dice,
    chosen: Vec<Chosen>,
}

impl Job {
    fn seeded(seed: u64) -> Job {
        Job {
            seed,
            dice: Dice::Seeded,
            chosen: Vec::new(),
        }
    }

    fn of(run: &Run) -> Job {
        Job {
            seed: run.seed,
            dice: run.dice,
            chosen: run.chosen.clone(),
        }
    }
}

/// How many rounds of runs with chosen draws a check makes at most: a
/// chosen value may lead to draws no run made before (a branch inside a
/// branch), which the next round covers.
const CHOSEN_ROUNDS: usize = 4;

/// Runs that give the script's own draws the values no run in `known`
/// gave them (see [`LuaLevelOptions::chosen_runs`]), round after round,
/// up to the number the options allow; with each run's problems.
fn more_chosen_runs(
    src: &SourceFile,
    opts: &LuaLevelOptions,
    known: &[&Run],
) -> Vec<(Run, Vec<Problem>)> {
    let mut made: Vec<(Run, Vec<Problem>)> = Vec::new();
    for _ in 0..CHOSEN_ROUNDS {
        let budget = opts.chosen_runs.saturating_sub(made.len());
        if budget == 0 {
            break;
        }
        let all: Vec<&Run> = known
            .iter()
            .copied()
            .chain(made.iter().map(|(r, _)| r))
            .collect();
        let jobs = uncovered(&all, budget);
        if jobs.is_empty() {
            break;
        }
        made.extend(run_side_by_side(&jobs, |job| run_job(src, opts, job)));
    }
    made
}

/// A draw site: a line of the level file, a range, and which draw with
/// that line and range in a run it is (a loop draws again and again).
pub(crate) type Site = (u32, i64, i64, usize);

/// How many draws of one line and range in a run are sites of their own;
/// those after are not chosen.
const SITE_OCCURRENCES: usize = 64;

/// For each draw site of `runs`, in the order first reached, the values
/// no game among them (a run whose dice are seeded; with `bounds`, any
/// run) gave it: every value
/// of a range of at most [`ALL_VALUES_UP_TO`](crate::ALL_VALUES_UP_TO)
/// values, else its lowest and highest; with the index of the run the
/// site is best reached from (the first game that reached it, else the
/// first run with the dice at a bound). Sites that miss nothing are left
/// out.
pub(crate) fn missing_values(runs: &[&Run], bounds: bool) -> Vec<(Site, Vec<i64>, usize)> {
    let mut sites: Vec<(Site, Vec<i64>, usize)> = Vec::new();
    let mut index: std::collections::HashMap<Site, usize> = std::collections::HashMap::new();
    let games = runs
        .iter()
        .enumerate()
        .filter(|(_, r)| r.dice == Dice::Seeded);
    let at_bounds = runs
        .iter()
        .enumerate()
        .filter(|(_, r)| r.dice != Dice::Seeded);
    for (r, run) in games.chain(at_bounds) {
        let mut counts: std::collections::HashMap<(u32, i64, i64), usize> =
            std::collections::HashMap::new();
        for d in &run.draws {
            let n = counts.entry((d.line, d.lo, d.hi)).or_insert(0);
            let occurrence = *n;
            *n += 1;
            if occurrence >= SITE_OCCURRENCES {
                continue;
            }
            let site = (d.line, d.lo, d.hi, occurrence);
            let i = *index.entry(site).or_insert_with(|| {
                sites.push((site, Vec::new(), r));
                sites.len() - 1
            });
            if (bounds || run.dice == Dice::Seeded) && !sites[i].1.contains(&d.value) {
                sites[i].1.push(d.value);
            }
        }
    }
    let wanted = |lo: i64, hi: i64| -> Vec<i64> {
        if hi - lo < crate::ALL_VALUES_UP_TO {
            (lo..=hi).collect()
        } else {
            vec![lo, hi]
        }
    };
    sites
        .into_iter()
        .map(|(site, seen, base)| {
            let want: Vec<i64> = wanted(site.1, site.2)
                .into_iter()
                .filter(|v| !seen.contains(v))
                .collect();
            (site, want, base)
        })
        .filter(|(_, want, _)| !want.is_empty())
        .collect()
}

/// The runs that would give each draw site of `runs` (a line of the level
/// file and a range) the values no game among them (a run whose dice are
/// seeded) gave it, at most `budget`. Each repeats the first game that
/// reached its sites (else the first run with the dice at a bound), with
/// the first draw of each site chosen.
fn uncovered(runs: &[&Run], budget: usize) -> Vec<Job> {
    let missing = missing_values(runs, false);
    // The runs of a base choose the missing values of its sites: the
    // first missing value of each in one run, then the second, ... (a
    // site the chosen values lead away from stays missing, for the next
    // round).
    let mut jobs: Vec<Job> = Vec::new();
    let mut bases: Vec<usize> = missing.iter().map(|m| m.2).collect();
    bases.sort_unstable();
    bases.dedup();
    for base in bases {
        let most = missing
            .iter()
            .filter(|m| m.2 == base)
            .map(|m| m.1.len())
            .max()
            .unwrap_or(0);
        for rank in 0..most {
            if jobs.len() == budget {
                return jobs;
            }
            // The run chooses values for the other sites too, where it
            // reaches them: two rare values meet (two rooms left out
            // that share a wall).
            let mut job = Job::of(runs[base]);
            for ((line, lo, hi, occurrence), want, _) in &missing {
                let Some(&value) = want.get(rank) else {
                    continue;
                };
                job.chosen.retain(|c| {
                    !(c.draw.line == *line
                        && c.draw.lo == *lo
                        && c.draw.hi == *hi
                        && c.occurrence == *occurrence)
                });
                job.chosen.push(Chosen {
                    draw: Draw {
                        line: *line,
                        lo: *lo,
                        hi: *hi,
                        value,
                    },
                    occurrence: *occurrence,
                });
            }
            jobs.push(job);
        }
    }
    jobs
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
fn run_side_by_side<F>(jobs: &[Job], run: F) -> Vec<(Run, Vec<Problem>)>
where
    F: Fn(&Job) -> (Run, Vec<Problem>) + Sync,
{
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(2);
    if threads < 2 || jobs.len() < 2 {
        return jobs.iter().map(&run).collect();
    }
    // Every other job on the second thread: runs cost about the same.
    let mut out: Vec<Option<(Run, Vec<Problem>)>> = (0..jobs.len()).map(|_| None).collect();
    std::thread::scope(|scope| {
        let run = &run;
        let other = scope.spawn(move || {
            jobs.iter()
                .enumerate()
                .filter(|(i, _)| i % 2 == 1)
                .map(|(i, job)| (i, run(job)))
                .collect::<Vec<_>>()
        });
        for (i, job) in jobs.iter().enumerate().filter(|(i, _)| i % 2 == 0) {
            out[i] = Some(run(job));
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
fn bound_jobs() -> [Job; 2] {
    [Dice::Lowest, Dice::Highest].map(|dice| Job {
        seed: 0,
        dice,
        chosen: Vec::new(),
    })
}

/// The runs with the dice at their bounds alone (see
/// [`LuaLevelReport::bound_runs`](crate::LuaLevelReport::bound_runs)).
pub(crate) fn bound_runs(src: &SourceFile, opts: &LuaLevelOptions) -> Vec<Run> {
    run_side_by_side(&bound_jobs(), |job| run_job(src, opts, job))
        .into_iter()
        .map(|(run, _)| run)
        .collect()
}

/// One run. A run with the dice at a bound may take fewer steps: a
/// script that loops until the dice say otherwise is stopped early.
fn run_job(src: &SourceFile, opts: &LuaLevelOptions, job: &Job) -> (Run, Vec<Problem>) {
    let limit = if job.dice == Dice::Seeded {
        opts.instruction_limit
    } else {
        opts.instruction_limit.min(BOUND_RUN_LIMIT)
    };
    let fresh = || {
        let mut start = Ctx::new(job.seed, opts.catalog.clone());
        start.rng = Rng::with_dice(job.seed, job.dice);
        start.chosen = job
            .chosen
            .iter()
            .map(|c| {
                (
                    (c.draw.line, c.draw.lo, c.draw.hi, c.occurrence),
                    c.draw.value,
                )
            })
            .collect();
        Rc::new(RefCell::new(start))
    };
    let ctx: Shared = fresh();
    let failed = match execute(src, limit, &ctx, false) {
        Ok(()) => {
            // What the game does to the walls once the script has run.
            crate::walls::finish(&mut ctx.borrow_mut().level, level_name(src));
            crate::dice::place_lregions(&mut ctx.borrow_mut(), src.name());
            false
        }
        Err(e) => {
            let mut c = ctx.borrow_mut();
            if !c.raised {
                let mut p = lua_error(&e);
                if p.line == 0 {
                    // Lua gives no place for this error (out of memory, an
                    // error of a library function): the same run again,
                    // line by line, finds the line it happened on.
                    let again = fresh();
                    let _ = execute(src, limit, &again, true);
                    let seen = again.borrow().seen_line.get();
                    p.line = if seen > 0 { seen } else { c.seen_line.get() };
                }
                c.problems.push(p);
            }
            true
        }
    };
    let c = Rc::try_unwrap(ctx)
        .map(RefCell::into_inner)
        .unwrap_or_else(|rc| {
            let c = rc.borrow();
            let mut copy = Ctx::new(job.seed, opts.catalog.clone());
            copy.level = c.level.clone();
            copy.problems = c.problems.clone();
            copy.draws = c.draws.clone();
            copy
        });
    (
        Run {
            seed: job.seed,
            dice: job.dice,
            chosen: job.chosen.clone(),
            draws: c.draws,
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

/// Runs the level file on a fresh state; `lines`: the instruction count
/// also notes each line of the level file run (slower).
fn execute(src: &SourceFile, limit: u64, ctx: &Shared, lines: bool) -> mlua::Result<()> {
    let libs = StdLib::TABLE | StdLib::STRING | StdLib::MATH | StdLib::UTF8 | StdLib::COROUTINE;
    let lua = Lua::new_with(libs, LuaOptions::default())?;
    lua.set_memory_limit(SETUP_MEMORY_LIMIT)?;
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
    let (spent, limit, game_steps, stopped, seen_line) = {
        let mut c = ctx.borrow_mut();
        c.limit = limit;
        (
            c.spent.clone(),
            c.limit,
            c.game_steps.clone(),
            c.stopped.clone(),
            c.seen_line.clone(),
        )
    };
    lua.set_app_data(selection::Spent(spent.clone()));
    crate::sandbox::install(&lua, ctx)?;
    let c = ctx.clone();
    // A global hook: the game's hook is set on its state, and Lua gives
    // every coroutine the hook of the thread that creates it, so the
    // budget counts the instructions of every thread the script makes.
    // The bytes the state allocates count as work (see `memory`): the
    // meter is put in once the environment is set up.
    let meter_cell: Rc<std::cell::Cell<Option<Rc<crate::memory::Meter>>>> = Rc::default();
    let meter_seen = meter_cell.clone();
    let counted = std::cell::Cell::new(0u64);
    let started = std::time::Instant::now();
    let mut triggers = HookTriggers::new().every_nth_instruction(HOOK_STEP);
    if lines {
        triggers = triggers.every_line();
    }
    lua.set_global_hook(triggers, move |_lua, debug| {
        // Once stopped, every look at the budget fails again: code that
        // caught the error cannot go on.
        if stopped.get() {
            return Err(mlua::Error::runtime("stopped"));
        }
        if debug.source().source.as_deref() == Some(CHUNK_SOURCE) {
            if let Some(line) = debug.current_line() {
                seen_line.set(line as u32);
            }
        }
        // (mlua does not name the type of the event.)
        if lines && format!("{:?}", debug.event()) == "Line" {
            return Ok(VmState::Continue);
        }
        let mut work = u64::from(HOOK_STEP);
        if let Some(m) = meter_seen.take() {
            let bytes = m.allocated();
            work += (bytes - counted.get()) / BYTES_A_STEP;
            counted.set(bytes);
            meter_seen.set(Some(m));
        }
        spent.set(spent.get().saturating_add(work));
        if started.elapsed() > WALL_LIMIT {
            let line = debug.current_line().unwrap_or(0) as u32;
            if let Ok(mut c) = c.try_borrow_mut() {
                return Err(c.stop(
                    line,
                    format!(
                        "the level script was stopped here: its run took more than {} s \
                         (work in Lua's library that no instruction count sees, such as \
                         comparing long strings); the game would take as long, or hang",
                        WALL_LIMIT.as_secs()
                    ),
                ));
            }
            stopped.set(true);
            return Err(mlua::Error::runtime("stopped"));
        }
        game_steps.set(game_steps.get().saturating_add(u64::from(HOOK_STEP)));
        if game_steps.get() > crate::ctx::GAME_LUA_STEPS {
            stopped.set(true);
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
            stopped.set(true);
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
    })?;
    // The script gets what the game's limit leaves it once its own
    // environment is set up; the environment here differs from the
    // game's in size, not the script's own use.
    lua.gc_collect()?;
    let base = lua.used_memory();
    let meter = crate::memory::install(&lua, base, base + (GAME_MEMORY_LIMIT - GAME_BASE_MEMORY))?;
    meter_cell.set(Some(meter.clone()));
    let chunk = lua.load(src.bytes()).set_name(format!("={CHUNK}"));
    let result = chunk.exec();
    crate::memory::remove(&lua, &meter);
    result
}

/// What an error for want of memory says.
pub(crate) fn memory_message() -> String {
    format!(
        "not enough memory: the game lets a level's Lua have {} KiB in use, and the script \
         needed more here",
        GAME_MEMORY_LIMIT >> 10
    )
}

/// A Lua syntax or run-time error as a problem at its line.
pub(crate) fn lua_error(e: &mlua::Error) -> Problem {
    let (syntax, text) = match e {
        mlua::Error::SyntaxError { message, .. } => (true, message.clone()),
        mlua::Error::CallbackError { cause, .. } => return lua_error(cause),
        mlua::Error::MemoryError(_) => (false, memory_message()),
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
    // An error through nested `coroutine.wrap` calls gets a place more
    // at each: the first is the one that counts.
    let mut message = message;
    while let Some(rest) = message.strip_prefix(&prefix) {
        match rest.split_once(':') {
            Some((n, msg)) if n.parse::<u32>().is_ok() => message = msg.trim().to_string(),
            _ => break,
        }
    }
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
