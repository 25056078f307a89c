//! Level previews and dungeon charts for the command-line tools
//! (`lev_comp --preview`, `--preview-svg DIR`; `dgn_comp --chart FILE`).

use crate::{write_outputs, write_stdout, ColorChoice, Reporter};
use dgn_core::levels::LevelFile;
use dgn_core::preview;
use dgn_core::Target;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};

/// The preview flags of `lev_comp`.
#[derive(clap::Args, Debug, Default, Clone)]
pub struct PreviewArgs {
    /// Show each level as NetHack places it (map, fixed things, what is
    /// random) on standard output instead of writing `.lev` files
    #[arg(long)]
    pub preview: bool,

    /// Write a picture of each level as `DIR/NAME.svg` instead of writing
    /// `.lev` files
    #[arg(long, value_name = "DIR")]
    pub preview_svg: Option<PathBuf>,
}

impl PreviewArgs {
    /// Whether any preview was asked for (then no `.lev` file is written).
    pub fn wanted(&self) -> bool {
        self.preview || self.preview_svg.is_some()
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
    let previews: Vec<_> = levels.iter().map(|l| preview::level(l, target)).collect();
    if args.preview {
        let text: Vec<String> = previews.iter().map(|p| p.text(color)).collect();
        write_stdout(rep, text.join("\n").as_bytes());
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
pub fn chart_of(
    file: &Path,
    src: &dgn_core::SourceFile,
    (target, opts, check): (&Target, &dgn_core::dgn::Options, bool),
    rep: &mut Reporter,
) {
    let out = dgn_core::dgn::compile(src, target, opts);
    rep.report(src, &out.diagnostics);
    if let Some(model) = out.model {
        if rep.errors == 0 && !check {
            let svg = preview::chart::svg(&model);
            write_outputs(rep, &[(file.to_path_buf(), svg.into_bytes())]);
        }
    }
}
