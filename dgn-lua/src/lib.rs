//! Runs NetHack 3.7 (NetHack 5.0) `.lua` special-level files without the
//! game: checks them with the game's rules, records what they build, and
//! draws them with the same pictures as `.des` levels.
//!
//! A level file is a Lua 5.4 program calling `des.*` and `selection.*`.
//! This crate runs it on a real Lua 5.4 interpreter (the one NetHack
//! embeds, built from source by `mlua`) in an environment that gives
//! `des`, `selection`, `nh`, `u` and the helpers of the game's `nhlib.lua`
//! (`percent`, `shuffle`, `d`, ...) the behaviour NetHack 3.7 gives them.
//! Random choices come from a seeded generator, and each file is run with
//! several seeds ([`LuaLevelOptions::seeds`], eight by default) so that
//! mistakes on rarely taken branches show too. Mistakes the source shows
//! without running (a `des` function the game does not have, an unknown
//! object name written in a `des.object` call, a character that is no map
//! character in a list a level draws terrain from) are reported whether
//! or not a run reaches them. A run is bounded by a step limit
//! ([`LuaLevelOptions::instruction_limit`]) that counts the work of the
//! game's functions as well as Lua instructions, so no file can keep a
//! check (or an editor) busy for long.
//!
//! ```
//! use dgn_core::{Render, SourceFile};
//! use dgn_lua::{check, preview, LuaLevelOptions};
//!
//! let src = SourceFile::new(
//!     "tiny.lua",
//!     br#"des.level_init({ style = "solidfill", fg = " " })
//! des.map([[
//! ---
//! |.|
//! ---]])
//! des.monster({ id = "red dragon", x = 1, y = 1, asleep = true })
//! des.objekt("rock")
//! "#.to_vec(),
//! );
//! let report = check(&src, &LuaLevelOptions::default());
//! let errors: Vec<String> = report.diagnostics.iter().map(|d| d.short(&src)).collect();
//! assert_eq!(errors, ["tiny.lua:7:1: error: unknown function `des.objekt`"]);
//!
//! let fixed = SourceFile::new("tiny.lua", src.bytes().to_vec().split(|&b| b == b'\n')
//!     .take(6).collect::<Vec<_>>().join(&b'\n'));
//! let p = preview(&fixed, &LuaLevelOptions::default()).unwrap();
//! assert!(p.text(false).contains("|D|"));
//! ```

#![warn(missing_docs)]

pub mod schema;

mod args;
mod catalog;
mod ctx;
mod des;
mod dice;
mod engine;
mod level;
mod memory;
mod nhlib;
mod picture;
mod sandbox;
mod selection;
mod statics;
mod walls;

pub use catalog::Catalog;
pub use ctx::Dice;
pub use level::{Level, Record, Square, Terrain37, COLNO, ROWNO};
pub use selection::Selection;

use dgn_core::preview::LevelPreview;
use dgn_core::{Diagnostic, SourceFile};

/// How many seeds a check runs by default.
pub const DEFAULT_SEEDS: u64 = 8;

/// How many steps one run may take before it is stopped as a script that
/// never ends: Lua instructions, with each call of a `des.*` or
/// `selection.*` function (and each operator on selections) counted as
/// the work it does in Rust (a pass over the level is 2,000 steps), so
/// that a loop of such calls is bounded in time too.
pub const DEFAULT_INSTRUCTION_LIMIT: u64 = 50_000_000;

/// Options of [`check`] and [`preview`].
#[derive(Clone, Debug)]
pub struct LuaLevelOptions {
    /// The seeds the level is run with, one run each
    /// (default: 1 to [`DEFAULT_SEEDS`]). Errors of every run are reported
    /// once each.
    pub seeds: Vec<u64>,
    /// Monster and object names the game accepts (default: NetHack 3.7's).
    pub catalog: Catalog,
    /// Steps one run may take before it is stopped with an error that
    /// names the limit (default [`DEFAULT_INSTRUCTION_LIMIT`], which says
    /// what a step is). A run that reaches it is not repeated with the
    /// other seeds.
    pub instruction_limit: u64,
    /// Whether [`check`] also makes the two runs with the dice at their
    /// bounds ([`LuaLevelReport::bound_runs`]), which only pictures use
    /// (default true).
    pub bound_runs: bool,
    /// How many more runs [`check`] may make to give each draw of the
    /// script's own (`math.random`, `percent`, `shuffle`, `d`,
    /// `nh.rn2`, ...) the values no run gave it so far: every value of a
    /// draw among at most [`ALL_VALUES_UP_TO`] values (a pick from a
    /// list), else its lowest and highest (a percentage). Such runs
    /// ([`LuaLevelReport::chosen_runs`]) find errors on branches the seeds
    /// miss, and tell the picture what those branches build
    /// (default [`DEFAULT_CHOSEN_RUNS`]; 0 makes none). Unless this is 0,
    /// a script that draws more than 100 times at one line (a loop that
    /// builds the level from its own draws) also gets as many seeds again,
    /// which [`LuaLevelReport::runs`] holds after the others.
    pub chosen_runs: usize,
}

/// The most runs with chosen draws a check makes by default.
pub const DEFAULT_CHOSEN_RUNS: usize = 32;

/// A draw of the script among at most this many values gets each of
/// them in some run ([`LuaLevelOptions::chosen_runs`]).
pub const ALL_VALUES_UP_TO: i64 = 16;

impl Default for LuaLevelOptions {
    fn default() -> Self {
        LuaLevelOptions {
            seeds: (1..=DEFAULT_SEEDS).collect(),
            catalog: Catalog::nethack37(),
            instruction_limit: DEFAULT_INSTRUCTION_LIMIT,
            bound_runs: true,
            chosen_runs: DEFAULT_CHOSEN_RUNS,
        }
    }
}

/// What checking a level file found.
#[derive(Clone, Debug)]
pub struct LuaLevelReport {
    /// Errors and warnings of every run, each once, in source order.
    pub diagnostics: Vec<Diagnostic>,
    /// What each run built, one per seed, in the order of
    /// [`LuaLevelOptions::seeds`] (then the more seeds a script that draws
    /// again and again gets: see [`LuaLevelOptions::chosen_runs`]).
    pub runs: Vec<Run>,
    /// Two more runs in which every draw of the dice gives its lowest,
    /// then its highest value: branches that a seed takes only rarely
    /// (`percent(1)`, the first or last of a list) are taken in one of
    /// them. They tell a picture what the dice can change, and nothing
    /// else: their errors are not reported.
    pub bound_runs: Vec<Run>,
    /// Runs like those of the seeds, except that one or more draws of the
    /// script's own get a value chosen so that each draw shows each of its
    /// values somewhere ([`LuaLevelOptions::chosen_runs`]). Their errors are
    /// reported (any value may come up in a game); the picture counts what
    /// they build with the seeds'.
    pub chosen_runs: Vec<Run>,
}

impl LuaLevelReport {
    /// True when an error was found.
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// One run of a level file.
#[derive(Clone, Debug)]
pub struct Run {
    /// The seed of the run's random numbers.
    pub seed: u64,
    /// How the run's dice draw.
    pub dice: Dice,
    /// The draws of the script's own that got a chosen value.
    pub chosen: Vec<Chosen>,
    /// The draws the script made itself, in order (those of the level
    /// file's code, through the `nhlib` helpers too).
    pub draws: Vec<Draw>,
    /// What the level built, up to where the run stopped.
    pub level: Level,
    /// Whether the run ended with an error (a Lua error, or a call the game
    /// rejects).
    pub failed: bool,
}

/// One draw of a script's own: `math.random(lo, hi)` or a helper over it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Draw {
    /// The line of the level file whose code drew.
    pub line: u32,
    /// The lowest value the draw could give.
    pub lo: i64,
    /// The highest value the draw could give.
    pub hi: i64,
    /// The value it gave.
    pub value: i64,
}

/// A draw given a chosen value in a run: the `occurrence`-th draw (from
/// 0) of `lo..=hi` on `draw.line` gives `draw.value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chosen {
    /// The draw's place, range and chosen value.
    pub draw: Draw,
    /// Which of the draws with that place and range it is.
    pub occurrence: usize,
}

/// Runs a level file with every seed of `opts` and checks it with
/// NetHack 3.7's rules.
pub fn check(src: &SourceFile, opts: &LuaLevelOptions) -> LuaLevelReport {
    engine::check(src, opts)
}

/// The two runs with the dice at their lowest and highest that [`check`]
/// makes when [`LuaLevelOptions::bound_runs`] is set, made on their own:
/// for a caller that checked without them and wants the picture later.
pub fn bound_runs(src: &SourceFile, opts: &LuaLevelOptions) -> Vec<Run> {
    engine::bound_runs(src, opts)
}

/// Adds to a report that [`check`] made with fewer runs (say, with
/// [`LuaLevelOptions::bound_runs`] off and no
/// [`LuaLevelOptions::chosen_runs`], to be quick) the runs `opts` asks
/// for that it lacks, with their errors: for a caller that wants the
/// picture later.
pub fn complete(src: &SourceFile, opts: &LuaLevelOptions, report: &mut LuaLevelReport) {
    engine::complete(src, opts, report)
}

/// The picture of a level file: what every seed builds the same is drawn
/// as certain, the rest is drawn as random or listed
/// ([`LevelPreview::random`]: one line for what one source line places of
/// one kind over all the runs, with how many per run, what, where and
/// whether every run places it).
///
/// Returns the errors instead when the level has any.
pub fn preview(src: &SourceFile, opts: &LuaLevelOptions) -> Result<LevelPreview, Vec<Diagnostic>> {
    let report = check(src, opts);
    if report.has_errors() {
        return Err(report.diagnostics);
    }
    Ok(picture::build(src, &report))
}

/// The picture of a level file from a report [`check`] made of it (runs
/// that failed are left out).
pub fn picture(src: &SourceFile, report: &LuaLevelReport) -> LevelPreview {
    picture::build(src, report)
}
