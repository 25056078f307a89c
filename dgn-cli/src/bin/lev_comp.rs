//! `lev_comp`: compiles NetHack special-level descriptions (`*.des`) into
//! binary `.lev` files, a drop-in for NetHack's C tool.
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
use dgn_cli::{
    read_source, write_outputs, write_stdout, CommonArgs, FileSettings, Reporter, SettingsFinder,
};
use dgn_core::levels;
use dgn_core::{SourceFile, Target};
use std::path::{Path, PathBuf};

/// The command line of `lev_comp`.
const TOOL: Tool = Tool {
    name: "lev_comp",
    about: "Compile NetHack special-level descriptions into `.lev` files.",
    description: "Each level of each file is written as `NAME.lev` (NAME from its \
        `MAZE:` or `LEVEL:` line) in the current directory, or in `DIR` with \
        `-o DIR`. With no FILE, reads standard input. Nothing is written when \
        any level of any input has an error.",
    operand: "FILE",
    operand_help: "Special-level descriptions (`.des`), or NetHack 3.7 level scripts (`.lua`: checked with --check, drawn with --preview/--preview-svg/--preview-json)",
    options: &[
        Opt::short_flag(
            Key::ExtraWarnings,
            'w',
            "Also run the checks NetHack's lev_comp makes only with -w",
        ),
        Opt::long_flag(
            Key::Decompile,
            "decompile",
            "Turn binary `NAME.lev` files of the target (3.4.3 or 3.6.7) back into \
             source: printed to standard output, or written as `DIR/NAME.des` with \
             `-o DIR`",
        ),
        Opt::long_flag(
            Key::Preview,
            "preview",
            "Show each level as NetHack places it (map, fixed things, what is \
             random) on standard output instead of writing `.lev` files",
        ),
        Opt::long_value(
            Key::PreviewSvg,
            "preview-svg",
            "DIR",
            "Write a picture of each level as `DIR/NAME.svg` instead of writing \
             `.lev` files",
        ),
        Opt::long_flag(
            Key::PreviewJson,
            "preview-json",
            "Print each level's preview as one line of JSON (the format of \
             docs/preview-json.md) on standard output instead of writing `.lev` files",
        ),
        Opt::long_value(
            Key::Level,
            "level",
            "NAME",
            "With --preview, --preview-svg or --preview-json: show only the level NAME (may be \
             given several times)",
        ),
        Opt::long_flag(
            Key::ToLua,
            "to-lua",
            "Convert each level to NetHack 3.7 Lua, written as `NAME.lua` (in \
             `DIR` with `-o DIR`) instead of `.lev` files; each file is \
             converted whole or not at all",
        ),
        Opt::long_flag(
            Key::AllowFlip,
            "allow-flip",
            "With --to-lua: let NetHack 3.7 flip the converted levels at random \
             (by default they are flagged `noflip` and keep their orientation)",
        ),
        Opt::long_value(
            Key::Seeds,
            "seeds",
            "SEEDS",
            "With `.lua` inputs: the seeds each level script runs with, `N`, \
             `A..B` or `A..=B` (default 1..=8)",
        ),
        Opt::long_value(
            Key::ChosenRuns,
            "chosen-runs",
            "N",
            "With `.lua` inputs: at most N more runs that give the script's own \
             draws the values the seeds did not (default 32; 0: none)",
        ),
    ],
};

/// What the command line asks for.
#[derive(Debug, Default)]
struct Cli {
    extra_warnings: bool,
    files: Vec<PathBuf>,
    decompile: bool,
    to_lua: bool,
    allow_flip: bool,
    /// `--seeds`, as given.
    seeds: Option<String>,
    /// `--chosen-runs`, as given.
    chosen_runs: Option<String>,
    pictures: dgn_cli::pictures::PreviewArgs,
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
                Key::ExtraWarnings => cli.extra_warnings = true,
                Key::Decompile => cli.decompile = true,
                Key::ToLua => cli.to_lua = true,
                Key::AllowFlip => cli.allow_flip = true,
                Key::Seeds => cli.seeds = Some(dgn_cli::text(value)),
                Key::ChosenRuns => cli.chosen_runs = Some(dgn_cli::text(value)),
                Key::Preview => cli.pictures.preview = true,
                Key::PreviewJson => cli.pictures.preview_json = true,
                Key::PreviewSvg => cli.pictures.preview_svg = value.map(PathBuf::from),
                Key::Level => cli
                    .pictures
                    .levels
                    .extend(value.map(|v| v.to_string_lossy().into_owned())),
                _ => {
                    cli.common.apply(key, value);
                }
            }
        }
        cli
    }
}

/// Compiles one source; returns its outputs and the target they were
/// compiled for, or `None` after reporting errors.
fn compile(
    src: &SourceFile,
    settings: &FileSettings,
    opts: &levels::Options,
    rep: &mut Reporter,
) -> Option<(Vec<levels::LevelFile>, Target)> {
    let out = levels::compile_from(src, &settings.target, opts, settings.origin);
    rep.report(src, &out.diagnostics);
    let target = out.detected.unwrap_or_else(|| settings.target.clone());
    Some((out.levels?, target))
}

/// The level name of a binary input: its file name without `.lev`.
fn level_name(file: &Path) -> Result<String, String> {
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    match name.strip_suffix(".lev") {
        Some(stem) if !stem.is_empty() => Ok(stem.to_string()),
        _ => Err(format!(
            "{}: a level file name must end in `.lev` (the level is named after the file without it)",
            file.display()
        )),
    }
}

/// Decompiles every input, then prints or writes all the sources, or
/// nothing when any input fails.
fn decompile(cli: &Cli, target: &Target, rep: &mut Reporter) {
    let mut outputs: Vec<(PathBuf, Vec<u8>)> = Vec::new();
    let mut texts: Vec<Vec<u8>> = Vec::new();
    for file in &cli.files {
        let name = match level_name(file) {
            Ok(n) => n,
            Err(e) => {
                rep.error(&e);
                continue;
            }
        };
        let bytes = match std::fs::read(file) {
            Ok(b) => b,
            Err(e) => {
                rep.error(&format!("cannot read {}: {e}", file.display()));
                continue;
            }
        };
        match levels::decompile(&bytes, &name, target) {
            Ok(text) => match &cli.common.output_dir {
                Some(dir) => outputs.push((dir.join(format!("{name}.des")), text)),
                None => texts.push(text),
            },
            Err(e) => rep.error(&format!("{}: {e}", file.display())),
        }
    }
    if rep.errors > 0 || cli.common.check {
        return;
    }
    if cli.common.output_dir.is_some() {
        write_outputs(rep, &outputs);
    } else {
        // Levels printed one after another form one multi-level file.
        write_stdout(rep, &texts.join(&b"\n"[..]));
    }
}

/// Converts every input to NetHack 3.7 Lua; each input's files are written
/// when that input converts without error.
fn to_lua(cli: &Cli, rep: &mut Reporter) {
    let mut finder = SettingsFinder::new();
    let out_dir = cli
        .common
        .output_dir
        .clone()
        .unwrap_or_else(|| PathBuf::from("."));
    let inputs: Vec<Option<&Path>> = if cli.files.is_empty() {
        vec![None]
    } else {
        cli.files.iter().map(|f| Some(f.as_path())).collect()
    };
    let mut written: std::collections::BTreeMap<PathBuf, String> = Default::default();
    for input in inputs {
        // Each file with its own settings (`dgn.toml`) under the command line.
        let settings = match cli.common.settings_for(&mut finder, rep, input) {
            Ok(Some(s)) => s,
            Ok(None) => continue,
            Err(e) => {
                rep.error(&e);
                std::process::exit(2);
            }
        };
        let opts = dgn_core::to_lua::Options {
            warnings: settings.warnings.clone(),
            allow_flip: cli.allow_flip,
        };
        let src = match read_source(input) {
            Ok(s) => s,
            Err(e) => {
                rep.error(&e);
                continue;
            }
        };
        let out = dgn_core::to_lua::convert_from(&src, &settings.target, &opts, settings.origin);
        rep.report(&src, &out.diagnostics);
        let Some(levels) = out.levels else {
            continue;
        };
        let mut outputs = Vec::with_capacity(levels.len());
        let mut clash = false;
        for l in levels {
            let path = out_dir.join(l.file_name());
            // A level the same file defines again replaces the earlier one
            // (the compile warned), as lev_comp's output does.
            if let Some(k) = outputs.iter().position(|(p, _)| *p == path) {
                outputs[k].1 = l.text;
                continue;
            }
            if let Some(first) = written.get(&path) {
                rep.error(&format!(
                    "level `{}` is defined in both {first} and {}; both would be written to {}",
                    l.name,
                    src.name(),
                    path.display()
                ));
                clash = true;
                continue;
            }
            written.insert(path.clone(), src.name().to_string());
            outputs.push((path, l.text));
        }
        if !clash && !cli.common.check {
            write_outputs(rep, &outputs);
        }
    }
}

/// A NetHack 3.7 `.lua` level file (the `nethack-3.7` target is implied):
/// run with `dgn-lua` on several seeds, its problems reported; with
/// `--preview`/`--preview-svg`, its picture is kept for showing.
fn lua_level(
    cli: &Cli,
    target: &Target,
    path: &Path,
    rep: &mut Reporter,
    previews: &mut Vec<dgn_core::preview::LevelPreview>,
) {
    let src = match read_source(Some(path)) {
        Ok(s) => s,
        Err(e) => {
            rep.error(&e);
            return;
        }
    };
    let mut opts = dgn_lua::LuaLevelOptions::default();
    if let Some(spec) = &cli.seeds {
        match dgn_cli::layout::parse_seeds_of("--seeds", spec) {
            Ok(seeds) => opts.seeds = seeds.collect(),
            Err(e) => {
                rep.error(&e);
                return;
            }
        }
    }
    if let Some(n) = &cli.chosen_runs {
        match n.trim().parse() {
            Ok(n) => opts.chosen_runs = n,
            Err(e) => {
                rep.error(&format!("bad number `{n}` in `--chosen-runs {n}`: {e}"));
                return;
            }
        }
    }
    let mut report = dgn_lua::check(&src, &opts);
    if target.variant == dgn_core::target::Variant::UnNetHack {
        // UnNetHack runs its `.lua` levels through Lua code of its own.
        for d in report
            .diagnostics
            .iter_mut()
            .filter(|d| d.severity == dgn_core::diag::Severity::Error)
        {
            let taken = std::mem::replace(d, dgn_core::diag::Diagnostic::error(""));
            *d = taken.note(
                "UnNetHack loads its `.lua` levels with Lua code of its own, which adds to NetHack 3.7's \
                 (level flags such as `outdoors` and `nommap-boss`, the functions of its `nhlib.lua`, \
                 door and object keys); dgn checks a `.lua` level as NetHack 3.7 reads it",
            );
        }
    }
    rep.report(&src, &report.diagnostics);
    if cli.pictures.wanted() && !report.has_errors() {
        previews.push(dgn_lua::picture(&src, &report));
    }
}

/// Shows the pictures of `.lua` levels: text on standard output and/or
/// `DIR/NAME.svg` files.
fn show_lua_previews(
    cli: &Cli,
    color: bool,
    previews: &[dgn_core::preview::LevelPreview],
    rep: &mut Reporter,
) {
    let chosen: Vec<&dgn_core::preview::LevelPreview> = previews
        .iter()
        .filter(|p| cli.pictures.levels.is_empty() || cli.pictures.levels.contains(&p.name))
        .collect();
    if chosen.is_empty() {
        return;
    }
    if cli.pictures.preview {
        let text: Vec<String> = chosen.iter().map(|p| p.text(color)).collect();
        write_stdout(rep, text.join("\n").as_bytes());
    }
    if cli.pictures.preview_json {
        let lines: String = chosen.iter().map(|p| p.json() + "\n").collect();
        write_stdout(rep, lines.as_bytes());
    }
    if let Some(dir) = &cli.pictures.preview_svg {
        if let Err(e) = std::fs::create_dir_all(dir) {
            rep.error(&format!("cannot create {}: {e}", dir.display()));
            return;
        }
        let outputs: Vec<(PathBuf, Vec<u8>)> = chosen
            .iter()
            .map(|p| (dir.join(format!("{}.svg", p.name)), p.svg().into_bytes()))
            .collect();
        write_outputs(rep, &outputs);
    }
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
    if let Err(e) = cli.pictures.check() {
        rep.error(&e);
        std::process::exit(2);
    }
    if cli.decompile {
        if cli.files.is_empty() {
            rep.error("--decompile needs the `.lev` files to read");
            std::process::exit(2);
        }
        decompile(&cli, &target, &mut rep);
        std::process::exit(rep.finish("decompile"));
    }
    if cli.to_lua {
        to_lua(&cli, &mut rep);
        std::process::exit(rep.finish("convert"));
    }
    let out_dir = cli
        .common
        .output_dir
        .clone()
        .unwrap_or_else(|| PathBuf::from("."));
    let inputs: Vec<Option<&std::path::Path>> = if cli.files.is_empty() {
        vec![None]
    } else {
        cli.files.iter().map(|f| Some(f.as_path())).collect()
    };
    let mut outputs: Vec<(PathBuf, Vec<u8>)> = Vec::new();
    let mut origin: Vec<String> = Vec::new();
    let mut index: std::collections::BTreeMap<PathBuf, usize> = std::collections::BTreeMap::new();
    // The levels to show, grouped by the target they were compiled for.
    let mut compiled: Vec<(Target, Vec<levels::LevelFile>)> = Vec::new();
    let mut finder = SettingsFinder::new();
    // Previews of NetHack 3.7 `.lua` levels, which are run rather than
    // compiled (see `lua_level`).
    let mut lua_previews: Vec<dgn_core::preview::LevelPreview> = Vec::new();
    let mut vault_lines: Vec<u8> = Vec::new();
    for input in &inputs {
        if let Some(path) = input.filter(|p| p.extension().is_some_and(|e| e == "lua")) {
            lua_level(&cli, &target, path, &mut rep, &mut lua_previews);
            continue;
        }
        let settings = match cli.common.settings_for(&mut finder, &mut rep, *input) {
            Ok(Some(s)) => s,
            Ok(None) => continue,
            Err(e) => {
                rep.error(&e);
                std::process::exit(2);
            }
        };
        let opts = levels::Options {
            warnings: settings.warnings.clone(),
            extra_warnings: cli.extra_warnings || settings.extra_warnings == Some(true),
            // Only previews show where things come from.
            skip_lines: !cli.pictures.wanted(),
        };
        let src = match read_source(*input) {
            Ok(s) => s,
            Err(e) => {
                rep.error(&e);
                continue;
            }
        };
        let Some((files, file_target)) = compile(&src, &settings, &opts, &mut rep) else {
            continue;
        };
        if cli.pictures.wanted() && compiled.last().is_none_or(|(t, _)| *t != file_target) {
            compiled.push((file_target, Vec::new()));
        }
        for file in files {
            let levels::LevelFile { name, bytes, .. } = &file;
            // A variant's lev_comp appends a line to `vaults.dat` for each
            // random vault it writes.
            if let Some(line) = file.vaults_dat_line() {
                vault_lines.extend_from_slice(line.as_bytes());
            }
            let mut file_name = String::with_capacity(name.len() + 4);
            file_name.push_str(name);
            file_name.push_str(".lev");
            let path = out_dir.join(file_name);
            if let Some(&i) = index.get(&path) {
                rep.error(&format!(
                    "level `{name}` is defined in both {} and {}; both would be written to {}",
                    origin[i],
                    src.name(),
                    path.display()
                ));
                continue;
            }
            index.insert(path.clone(), outputs.len());
            origin.push(src.name().to_string());
            if let (true, Some((_, group))) = (cli.pictures.wanted(), compiled.last_mut()) {
                outputs.push((path, bytes.clone()));
                group.push(file);
            } else {
                outputs.push((path, file.bytes));
            }
        }
    }
    if !vault_lines.is_empty() {
        // Appended to what an earlier run left, as the C tool does.
        let path = out_dir.join("vaults.dat");
        let mut all = std::fs::read(&path).unwrap_or_default();
        all.extend_from_slice(&vault_lines);
        outputs.push((path, all));
    }
    if rep.errors == 0 && !cli.common.check {
        if cli.pictures.wanted() {
            let color = dgn_cli::pictures::stdout_color(cli.common.color);
            for (target, levels) in &compiled {
                dgn_cli::pictures::show_levels(&cli.pictures, color, levels, target, &mut rep);
            }
            show_lua_previews(&cli, color, &lua_previews, &mut rep);
        } else {
            write_outputs(&mut rep, &outputs);
        }
    }
    let what = match cli.files.as_slice() {
        _ if rep.errors == 0 => String::new(),
        [] => "compile standard input".to_string(),
        [one] => format!("compile `{}`", one.display()),
        many => format!("compile {} files", many.len()),
    };
    std::process::exit(rep.finish(&what));
}
