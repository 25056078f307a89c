//! Level previews and dungeon charts for the command-line tools
//! (`lev_comp --preview`, `--preview-svg DIR`, `--preview-json`; `dgn_comp --chart FILE`).

use crate::{write_outputs, write_stdout, ColorChoice, Reporter};
use dgn_core::levels::LevelFile;
use dgn_core::preview;
use dgn_core::Target;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};

/// The preview flags of `lev_comp`.
#[derive(Debug, Default, Clone)]
pub struct PreviewArgs {
    /// `--preview`: text previews on standard output.
    pub preview: bool,
    /// `--preview-svg DIR`: pictures written as `DIR/NAME.svg`.
    pub preview_svg: Option<PathBuf>,
    /// `--preview-json`: each preview as one line of JSON on standard output.
    pub preview_json: bool,
    /// `--level NAME` (any number of times): only these levels are shown.
    pub levels: Vec<String>,
}

impl PreviewArgs {
    /// Whether any preview was asked for (then no `.lev` file is written).
    pub fn wanted(&self) -> bool {
        self.preview || self.preview_svg.is_some() || self.preview_json
    }

    /// Whether the flags make sense together: `--level` picks what a
    /// preview shows, so it needs one.
    pub fn check(&self) -> Result<(), String> {
        match self.levels.first() {
            Some(name) if !self.wanted() => Err(format!(
                "--level {name} picks the level to show: give it with --preview, --preview-svg DIR or --preview-json"
            )),
            _ => Ok(()),
        }
    }

    /// The levels to show, in the order compiled: all of them, or those
    /// `--level` names. A name that no level has is an error, with the
    /// nearest name and the names there are.
    pub fn select<'a>(&self, levels: &'a [LevelFile]) -> Result<Vec<&'a LevelFile>, Vec<String>> {
        if self.levels.is_empty() {
            return Ok(levels.iter().collect());
        }
        let names = || levels.iter().map(|l| l.name.as_str());
        let errors: Vec<String> = self
            .levels
            .iter()
            .filter(|want| !names().any(|n| n == want.as_str()))
            .map(|want| {
                let mut e = format!("--level {want}: no level of that name in the input");
                if let Some(s) = dgn_core::diag::did_you_mean(want, names()) {
                    e.push_str(&format!("; did you mean `{s}`?"));
                }
                let all: Vec<&str> = names().collect();
                match all.len() {
                    0 => {}
                    1..=12 => e.push_str(&format!(" (levels: {})", all.join(", "))),
                    n => e.push_str(&format!(
                        " (levels: {}, and {} more)",
                        all[..12].join(", "),
                        n - 12
                    )),
                }
                e
            })
            .collect();
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(levels
            .iter()
            .filter(|l| self.levels.contains(&l.name))
            .collect())
    }
}

/// Whether standard output gets ANSI colours under `--color`.
pub fn stdout_color(choice: ColorChoice) -> bool {
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none()
        }
    }
}

/// Previews compiled levels: text on standard output and/or SVG files.
/// Nothing is written when `check` is set or an error was reported.
pub fn show_levels(
    args: &PreviewArgs,
    color: bool,
    levels: &[LevelFile],
    target: &Target,
    rep: &mut Reporter,
) {
    let levels = match args.select(levels) {
        Ok(l) => l,
        Err(errors) => {
            for e in errors {
                rep.error(&e);
            }
            return;
        }
    };
    let previews: Vec<_> = levels.iter().map(|l| preview::level(l, target)).collect();
    if args.preview {
        let text: Vec<String> = previews.iter().map(|p| p.text(color)).collect();
        write_stdout(rep, text.join("\n").as_bytes());
    }
    if args.preview_json {
        let lines: String = previews.iter().map(|p| p.json() + "\n").collect();
        write_stdout(rep, lines.as_bytes());
    }
    if let Some(dir) = &args.preview_svg {
        let outputs: Vec<(PathBuf, Vec<u8>)> = levels
            .iter()
            .zip(&previews)
            .map(|(l, p)| (dir.join(format!("{}.svg", l.name)), p.svg().into_bytes()))
            .collect();
        if let Err(e) = std::fs::create_dir_all(dir) {
            rep.error(&format!("cannot create {}: {e}", dir.display()));
            return;
        }
        write_outputs(rep, &outputs);
    }
}

/// Compiles a dungeon description and writes its chart to `file`, unless
/// an error was reported or `check` is set.
///
/// With `layout` (`--layout SEED`, one seed), the dungeon of that game is
/// drawn over the chart, resolved with the generator `rng` picks.
pub fn chart_of(
    file: &Path,
    src: &dgn_core::SourceFile,
    (target, opts, check): (&Target, &dgn_core::dgn::Options, bool),
    (layout, rng): (Option<&str>, crate::layout::RngChoice),
    rep: &mut Reporter,
) {
    use dgn_core::types::layout::{self as lay, Version};
    let seed = match layout.map(crate::layout::parse_seeds) {
        None => None,
        Some(Ok(r)) if r.start() == r.end() => Some(*r.start()),
        Some(Ok(_)) => {
            rep.error("--chart draws the layout of one seed: give `--layout N`");
            return;
        }
        Some(Err(e)) => {
            rep.error(&e);
            return;
        }
    };
    let language = dgn_core::dungeons::language_of(src.name(), src.bytes(), target);
    let out = dgn_core::dungeons::compile_as(src, language, target, opts);
    rep.report(src, &out.diagnostics);
    let Some(model) = out.model else { return };
    let chart = preview::chart::chart(&model);
    let laid = match seed {
        None => None,
        Some(seed) => {
            let table = match &out.lua {
                Some(lua) => dgn_core::tables::leak_lua_dungeons(lua),
                None => dgn_core::tables::leak_dungeons(&model),
            };
            let version = match target.dialect {
                _ if language == dgn_core::dungeons::Language::Lua => {
                    dgn_core::dungeons::lua_layout_version()
                }
                dgn_core::Dialect::V343 => Version::NetHack343,
                dgn_core::Dialect::V36 => Version::NetHack367,
            };
            let rules = dgn_core::dungeons::layout_rules_for(target, version, &opts.warnings);
            let result = lay::resolve_with(table, rules, &mut rng.generator(target, version, seed));
            match result {
                Ok(l) => Some((l, seed)),
                Err(e) => {
                    rep.error(&format!("{}: seed {seed}: {e}", src.name()));
                    return;
                }
            }
        }
    };
    if rep.errors == 0 && !check {
        let svg = chart.svg_with_layout(laid.as_ref().map(|(l, s)| (l, *s)));
        write_outputs(rep, &[(file.to_path_buf(), svg.into_bytes())]);
    }
}
