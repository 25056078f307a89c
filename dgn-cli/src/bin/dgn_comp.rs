//! `dgn_comp`: compiles NetHack dungeon descriptions (`dungeon.def`) into the
//! binary `dungeon` file, a drop-in for NetHack's C tool.
// The C `main` on Linux with glibc: see "Start-up" in the dgn_cli docs.
#![cfg_attr(
    all(
        target_os = "linux",
        target_env = "gnu",
        not(target_feature = "crt-static"),
        not(test)
    ),
    no_main
)]

use dgn_cli::args::{self, Key, Opt, Tool};
use dgn_cli::layout::RngChoice;
use dgn_cli::{read_source, write_outputs, write_stdout, CommonArgs, SettingsFinder};
use dgn_core::dgn::{self, InputKind, Options};
use dgn_core::dungeons;
use dgn_core::Features;
use std::path::{Path, PathBuf};

/// The command line of `dgn_comp`.
const TOOL: Tool = Tool {
    name: "dgn_comp",
    about: "Compile NetHack dungeon descriptions into the binary `dungeon` file.",
    description: "With no FILE, reads standard input and writes the binary to \
        standard output. `path/NAME.def` (or a preprocessed `path/NAME.pdf`) is \
        written to `path/NAME`, or to `DIR/NAME` with `-o DIR`. Nothing is \
        written when any input has an error.",
    operand: "FILE",
    operand_help: "Dungeon descriptions (`.def`, preprocessed `.pdf`, or NetHack 3.7's `.lua`)",
    options: &[
        Opt::short_value(Key::Define, 'D', "NAME", "Turn a `%NAME` feature on"),
        Opt::short_value(Key::Undefine, 'U', "NAME", "Turn a `%NAME` feature off"),
        Opt::long_flag(
            Key::Decompile,
            "decompile",
            "Turn binary `dungeon` files back into source: printed to standard \
             output, or written as `DIR/NAME.def` with `-o DIR`",
        ),
        Opt::long_value(
            Key::Chart,
            "chart",
            "FILE.svg",
            "Draw a chart of the dungeons (depths, special levels, branches) as \
             an SVG picture in FILE instead of writing the binary",
        ),
        Opt::long_value(
            Key::Layout,
            "layout",
            "SEEDS",
            "Print the dungeon of the game for SEEDS (`N`, `A..B` or `A..=B`) of \
             one description or binary `dungeon` FILE, as NetHack's `dumpit` \
             prints it (several seeds: each after a line `seed N`)",
        ),
        Opt::long_value(
            Key::Rng,
            "rng",
            "RNG",
            "Random source for --layout (`game`: the target's own generator)",
        )
        .with_choices(RngChoice::CHOICES)
        .with_default("game")
        .with_needs(Key::Layout),
        Opt::long_flag(
            Key::ToLua,
            "to-lua",
            "Convert `dungeon.def` files to NetHack 3.7's `dungeon.lua`: printed to \
             standard output, or written as `DIR/NAME.lua` with `-o DIR`",
        ),
        Opt::long_flag(
            Key::NoTutorial,
            "no-tutorial",
            "With --to-lua, leave out the tutorial dungeon that is otherwise \
             added where NetHack 3.7 would look it up and find none",
        )
        .with_needs(Key::ToLua),
        Opt::long_flag(
            Key::ToDef,
            "to-def",
            "Convert `dungeon.lua` files to `dungeon.def` where it can say them: \
             printed to standard output, or written as `DIR/NAME.def` with `-o DIR`",
        ),
    ],
};

/// What the command line asks for.
#[derive(Debug, Default)]
struct Cli {
    files: Vec<PathBuf>,
    /// `-D` (true) and `-U` (false) in command-line order, so that the
    /// last one for a name wins.
    switches: Vec<(bool, String)>,
    decompile: bool,
    chart: Option<PathBuf>,
    layout: Option<String>,
    rng: RngChoice,
    /// `--to-lua` (`Some(true)`) or `--to-def` (`Some(false)`).
    convert: Option<bool>,
    /// `--no-tutorial`.
    no_tutorial: bool,
    common: CommonArgs,
}

impl Cli {
    /// The process's command line (exits on `--help`, `--version` and
    /// errors).
    fn parse() -> Cli {
        let parsed = args::parse(&TOOL);
        let target_given = parsed.given(Key::Target);
        let mut cli = Cli {
            files: parsed.files,
            ..Cli::default()
        };
        cli.common.target_given = target_given;
        for (key, value) in parsed.options {
            match key {
                Key::Define => cli.switches.push((true, dgn_cli::text(value))),
                Key::Undefine => cli.switches.push((false, dgn_cli::text(value))),
                Key::Decompile => cli.decompile = true,
                Key::Chart => cli.chart = value.map(PathBuf::from),
                Key::Layout => cli.layout = Some(dgn_cli::text(value)),
                Key::Rng => {
                    cli.rng = RngChoice::from_name(&dgn_cli::text(value)).unwrap_or_default()
                }
                Key::ToLua => cli.convert = Some(true),
                Key::ToDef => cli.convert = Some(false),
                Key::NoTutorial => cli.no_tutorial = true,
                _ => {
                    cli.common.apply(key, value);
                }
            }
        }
        cli
    }
}

fn decompile(cli: &Cli, target: &dgn_core::Target, rep: &mut dgn_cli::Reporter) {
    let mut outputs = Vec::new();
    for file in &cli.files {
        let bytes = match std::fs::read(file) {
            Ok(b) => b,
            Err(e) => {
                rep.error(&format!("cannot read {}: {e}", file.display()));
                continue;
            }
        };
        match dgn::decompile(&bytes, target) {
            Ok(text) => {
                let name = file
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                outputs.push((
                    cli.common
                        .output_dir
                        .as_ref()
                        .map(|d| d.join(format!("{name}.def"))),
                    text,
                ));
            }
            Err(e) => rep.error(&format!("{}: {e}", file.display())),
        }
    }
    if rep.errors > 0 || cli.common.check {
        return;
    }
    let (to_files, to_stdout): (Vec<_>, Vec<_>) =
        outputs.into_iter().partition(|(p, _)| p.is_some());
    for (_, text) in to_stdout {
        write_stdout(rep, &text);
    }
    let files: Vec<(PathBuf, Vec<u8>)> = to_files
        .into_iter()
        .filter_map(|(p, t)| p.map(|p| (p, t)))
        .collect();
    write_outputs(rep, &files);
}

/// The output path of an input, and its input kind, or why it has none.
fn output_for(input: &Path, dir: Option<&Path>) -> Result<(PathBuf, InputKind), String> {
    let name = input
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let (stem, kind) = if let Some(s) = name.strip_suffix(".def") {
        (s, InputKind::Def)
    } else if let Some(s) = name.strip_suffix(".pdf") {
        (s, InputKind::Pdf)
    } else if let Some(s) = name.strip_suffix(".lua") {
        (s, InputKind::Def)
    } else {
        return Err(format!(
            "{}: input file names must end in `.def`, `.pdf` or `.lua` (the output is named after the file without it)",
            input.display()
        ));
    };
    if stem.is_empty() {
        return Err(format!(
            "{}: the file name has nothing before its suffix",
            input.display()
        ));
    }
    let out = match dir {
        Some(d) => d.join(stem),
        None => input.with_file_name(stem),
    };
    Ok((out, kind))
}

/// The features of a compile: those of the settings file, then `-D`/`-U`
/// in command-line order (the last one for a name wins).
fn switches(cli: &Cli, from_file: &[(String, bool)]) -> Features {
    let mut features = Features::new();
    let given = cli.switches.iter().map(|(on, name)| (name, *on));
    for (name, on) in from_file.iter().map(|(n, on)| (n, *on)).chain(given) {
        if on {
            features.define(name.clone());
        } else {
            features.undefine(name.clone());
        }
    }
    features
}

/// The target and options for one input (`None`: standard input), from
/// its `dgn.toml` under the command line; `None` after reporting why not.
fn settings_for(
    cli: &Cli,
    finder: &mut SettingsFinder,
    rep: &mut dgn_cli::Reporter,
    input: Option<&Path>,
) -> Option<(dgn_core::Target, Options)> {
    let s = match cli.common.settings_for(finder, rep, input) {
        Ok(s) => s?,
        Err(e) => {
            rep.error(&e);
            std::process::exit(2);
        }
    };
    let opts = Options {
        features: switches(cli, &s.features),
        warnings: s.warnings,
        // Every face of dgn_comp is about NetHack's own dungeon file.
        nethack: true,
        ..Default::default()
    };
    Some((s.target, opts))
}

/// Checks a `dungeon.lua`; without `--check` also says that it has no
/// binary form.
fn compile_lua(
    src: &dgn_core::SourceFile,
    target: &dgn_core::Target,
    opts: &Options,
    check: bool,
    rep: &mut dgn_cli::Reporter,
) {
    let out = dungeons::compile_as(src, dungeons::Language::Lua, target, opts);
    rep.report(src, &out.diagnostics);
    if out.lua.is_some() && !check {
        rep.error(&format!(
            "{}: a dungeon.lua has no binary form: NetHack 3.7 reads the file itself \
             (use --check, --layout, --chart or --to-def)",
            src.name()
        ));
    }
}

/// `--to-lua` / `--to-def`: converts each file, printing the results or
/// writing them under `-o DIR`.
fn convert(cli: &Cli, to_lua: bool, finder: &mut SettingsFinder, rep: &mut dgn_cli::Reporter) {
    use dgn_core::dgn::lua::convert;
    let mut outputs = Vec::new();
    for file in &cli.files {
        let Some((target, opts)) = settings_for(cli, finder, rep, Some(file)) else {
            continue;
        };
        let (target, opts) = (&target, &opts);
        // The `dungeon.def` side is read as a 3.6.7 file when the target is
        // NetHack 3.7, which has no `dungeon.def`.
        let def_target = if target.reads_dungeon_lua() {
            dgn_core::Target::nethack_367()
        } else {
            target.clone()
        };
        let src = match read_source(Some(file)) {
            Ok(s) => s,
            Err(e) => {
                rep.error(&e);
                continue;
            }
        };
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let stem = name
            .rsplit_once('.')
            .map_or(name.as_str(), |(s, _)| s)
            .to_string();
        let text = if to_lua {
            let input = if name.ends_with(".pdf") {
                InputKind::Pdf
            } else {
                InputKind::Def
            };
            let opts = Options {
                input,
                ..opts.clone()
            };
            let lua_opts = convert::LuaOptions {
                tutorial: !cli.no_tutorial,
            };
            match convert::def_to_lua_with(&src, &def_target, &opts, &lua_opts) {
                Ok(c) => {
                    rep.report(&src, &c.diagnostics);
                    for n in &c.notes {
                        rep.note(&format!("{}: {n}", file.display()));
                    }
                    c.text
                }
                Err(diags) => {
                    rep.report(&src, &diags);
                    continue;
                }
            }
        } else {
            // The file is read to be written for 3.6's dgn_comp, where 3.7's
            // own look-ups by name (its tutorial) do not apply: they count
            // only as for a port (when every looked-up dungeon is defined).
            let opts = Options {
                nethack: false,
                ..opts.clone()
            };
            let out = dungeons::compile_as(&src, dungeons::Language::Lua, target, &opts);
            rep.report(&src, &out.diagnostics);
            let Some(lua) = out.lua else { continue };
            match convert::lua_source_to_def(&src, &lua, &def_target) {
                Ok(t) => {
                    for n in convert::def_drops(&lua) {
                        rep.note(&format!("{}: {n}", file.display()));
                    }
                    t
                }
                Err(e) => {
                    rep.error(&format!("{}: {e}", file.display()));
                    continue;
                }
            }
        };
        let ext = if to_lua { "lua" } else { "def" };
        outputs.push((
            cli.common
                .output_dir
                .as_ref()
                .map(|d| d.join(format!("{stem}.{ext}"))),
            text,
        ));
    }
    if rep.errors > 0 || cli.common.check {
        return;
    }
    let (to_files, to_stdout): (Vec<_>, Vec<_>) =
        outputs.into_iter().partition(|(p, _)| p.is_some());
    for (_, text) in to_stdout {
        write_stdout(rep, &text);
    }
    let files: Vec<(PathBuf, Vec<u8>)> = to_files
        .into_iter()
        .filter_map(|(p, t)| p.map(|p| (p, t)))
        .collect();
    write_outputs(rep, &files);
}

/// Small allocations come from a static arena first (see `dgn_cli::arena`).
#[global_allocator]
static ALLOC: dgn_cli::arena::Arena<{ dgn_cli::arena::SIZE }> = dgn_cli::arena::Arena::new();

dgn_cli::c_main!(run);

fn run() {
    let cli = Cli::parse();
    let mut rep = cli.common.reporter();
    let target = match cli.common.target() {
        Ok(t) => t,
        Err(e) => {
            rep.error(&e);
            std::process::exit(2);
        }
    };
    let features = switches(&cli, &[]);
    let unknown: Vec<&str> = features.unknown(&target).collect();
    if !unknown.is_empty() {
        let known: Vec<&str> = target.features.iter().map(|(n, _)| n.as_str()).collect();
        rep.error(&format!(
            "unknown feature{} {} (target `{}` knows: {})",
            if unknown.len() == 1 { "" } else { "s" },
            unknown.join(", "),
            target.name,
            known.join(", ")
        ));
        std::process::exit(2);
    }
    if cli.decompile {
        if cli.files.is_empty() {
            rep.error("--decompile needs the binary files to read");
            std::process::exit(2);
        }
        decompile(&cli, &target, &mut rep);
        std::process::exit(rep.finish("decompile"));
    }
    let mut finder = SettingsFinder::new();
    if let Some(to_lua) = cli.convert {
        if cli.files.is_empty() {
            rep.error("--to-lua and --to-def need the files to convert");
            std::process::exit(2);
        }
        convert(&cli, to_lua, &mut finder, &mut rep);
        std::process::exit(rep.finish("convert"));
    }
    if let (Some(seeds), None) = (&cli.layout, &cli.chart) {
        let [file] = cli.files.as_slice() else {
            rep.error("--layout needs exactly one FILE");
            std::process::exit(2);
        };
        let Some((target, opts)) = settings_for(&cli, &mut finder, &mut rep, Some(file)) else {
            std::process::exit(rep.finish("compile"));
        };
        let code = dgn_cli::layout::run(seeds, file, &target, cli.rng, opts, &mut rep);
        std::process::exit(code);
    }

    if cli.files.is_empty() {
        let Some((target, opts)) = settings_for(&cli, &mut finder, &mut rep, None) else {
            std::process::exit(rep.finish("compile standard input"));
        };
        let src = match read_source(None) {
            Ok(s) => s,
            Err(e) => {
                rep.error(&e);
                std::process::exit(1);
            }
        };
        let language = dungeons::language_of(src.name(), src.bytes(), &target);
        if language == dungeons::Language::Lua {
            compile_lua(&src, &target, &opts, cli.common.check, &mut rep);
            std::process::exit(rep.finish("check standard input"));
        }
        match dgn::compile_to_bytes(&src, &target, &opts) {
            Ok((bytes, diags)) => {
                rep.report(&src, &diags);
                if !cli.common.check {
                    write_stdout(&mut rep, &bytes);
                }
            }
            Err(diags) => rep.report(&src, &diags),
        }
        std::process::exit(rep.finish("compile standard input"));
    }

    if cli.chart.is_some() && cli.files.len() != 1 {
        rep.error("--chart draws one dungeon description: give exactly one FILE");
        std::process::exit(2);
    }
    let mut outputs = Vec::new();
    for file in &cli.files {
        let (out, kind) = match output_for(file, cli.common.output_dir.as_deref()) {
            Ok(x) => x,
            Err(e) => {
                rep.error(&e);
                continue;
            }
        };
        let src = match read_source(Some(file)) {
            Ok(s) => s,
            Err(e) => {
                rep.error(&e);
                continue;
            }
        };
        let Some((target, mut opts)) = settings_for(&cli, &mut finder, &mut rep, Some(file)) else {
            continue;
        };
        opts.input = kind;
        if let Some(chart) = &cli.chart {
            let layout = (cli.layout.as_deref(), cli.rng);
            let settings = (&target, &opts, cli.common.check);
            dgn_cli::pictures::chart_of(chart, &src, settings, layout, &mut rep);
            continue;
        }
        if dungeons::language_of(src.name(), src.bytes(), &target) == dungeons::Language::Lua {
            compile_lua(&src, &target, &opts, cli.common.check, &mut rep);
            continue;
        }
        match dgn::compile_to_bytes(&src, &target, &opts) {
            Ok((bytes, diags)) => {
                rep.report(&src, &diags);
                outputs.push((out, bytes));
            }
            Err(diags) => rep.report(&src, &diags),
        }
    }
    if rep.errors == 0 && !cli.common.check {
        write_outputs(&mut rep, &outputs);
    }
    let what = match cli.files.as_slice() {
        _ if rep.errors == 0 => String::new(),
        [one] => format!("compile `{}`", one.display()),
        many => format!("compile {} files", many.len()),
    };
    std::process::exit(rep.finish(&what));
}
