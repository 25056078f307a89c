//! Special-level files carried over to NetHack 3.7 (and 5.0): each level of
//! a `.des` file becomes a Lua script of the kind the game reads at run
//! time (`dat/NAME.lua`), calling the game's `des.*` and `selection.*`
//! functions.
//!
//! [`convert`] checks the file as compiling does (every error of the
//! compiler is an error here, and nothing is converted then), then writes
//! each level from its syntax tree: the source's comments stay beside the
//! statements they were next to, 3.6 variables become `local` tables,
//! `SHUFFLE` becomes `shuffle`, indices count from 1, `IF`/`SWITCH`/`LOOP`/
//! `FOR`/`FUNCTION` become Lua control flow and functions.
//!
//! Where NetHack 3.7 reads a construct differently or lacks it, the output
//! is the nearest faithful form and a warning (with its name, as
//! `warning[random-humidity]`) says what differs; a construct with no
//! faithful form is an error, and no level of that file is converted.
//!
//! Each level's file is named after the level, as NetHack 3.7 looks it up
//! (`castle.lua`; the variants of a random level already carry their
//! number, `bigrm-1.lua`; a quest level its role prefix, `Arc-strt.lua`).
//!
//! ```
//! use dgn_core::{to_lua, SourceFile, Target};
//!
//! let src = SourceFile::new("tiny.des", b"LEVEL:\"tiny\"\nMESSAGE:\"hi\"\n".to_vec());
//! let out = to_lua::convert(&src, &Target::nethack_367(), &Default::default());
//! let levels = out.levels.expect("converts");
//! assert_eq!(levels[0].file_name(), "tiny.lua");
//! assert!(String::from_utf8_lossy(&levels[0].text).contains("des.message(\"hi\")"));
//! ```

mod check37;
mod comments;
mod light343;
pub mod names37;
mod v343;
mod v35;
mod v36;
mod writer;

use crate::diag::{has_errors, sort, Diagnostic, WarningPolicy};
use crate::levels;
use crate::settings::{Face, TargetOrigin};
use crate::source::SourceFile;
use crate::target::{Dialect, Target};

/// Settings of one conversion.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// What to do with warnings (the compiler's and the converter's).
    pub warnings: WarningPolicy,
    /// Let NetHack 3.7 flip the level at random, as it does to its own
    /// levels; by default a converted level is flagged `noflip`, so that it
    /// keeps the orientation it had.
    pub allow_flip: bool,
}

/// One converted level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LuaLevel {
    /// The level's name (the name of its `MAZE:`/`LEVEL:` line).
    pub name: String,
    /// The Lua text (bytes: strings and comments of the source are copied
    /// as they are, whatever their encoding).
    pub text: Vec<u8>,
}

impl LuaLevel {
    /// The name NetHack 3.7 gives the level's file: `NAME.lua`.
    pub fn file_name(&self) -> String {
        format!("{}.lua", self.name)
    }
}

/// The result of converting one file.
#[derive(Debug)]
pub struct Converted {
    /// Every level of the file, when no error was found.
    pub levels: Option<Vec<LuaLevel>>,
    /// Every error and warning, in source order.
    pub diagnostics: Vec<Diagnostic>,
}

/// Converts every level of a special-level file, in the dialect of
/// `target`, to NetHack 3.7 Lua. All levels are converted or none.
pub fn convert(src: &SourceFile, target: &Target, opts: &Options) -> Converted {
    convert_from(src, target, opts, TargetOrigin::given(Face::Library))
}

/// Converts as [`convert`] does, with the target chosen as `origin` says:
/// when no target was given anywhere and the file is written in the other
/// dialect, it is read in that dialect, as compiling reads it
/// ([`levels::compile_from`]), and a `detected-dialect` warning says so.
pub fn convert_from(
    src: &SourceFile,
    target: &Target,
    opts: &Options,
    origin: TargetOrigin,
) -> Converted {
    let copts = levels::Options {
        warnings: opts.warnings.clone(),
        extra_warnings: false,
        skip_lines: true,
    };
    let compiled = levels::compile_from(src, target, &copts, origin);
    let mut diags = compiled.diagnostics;
    if compiled.levels.is_none() || has_errors(&diags) {
        return Converted {
            levels: None,
            diagnostics: diags,
        };
    }
    let used = compiled.detected.as_ref().unwrap_or(target);
    let dialect = used.dialect;
    let (levels, mut more) = match dialect {
        _ if used.variant == crate::target::Variant::UnNetHack35 => v35::convert(src, opts, used),
        Dialect::V36 => v36::convert(src, opts, used),
        Dialect::V343 => v343::convert(src, opts, used),
    };
    opts.warnings.apply(&mut more);
    diags.append(&mut more);
    sort(&mut diags);
    let ok = !has_errors(&diags);
    Converted {
        levels: ok.then_some(levels),
        diagnostics: diags,
    }
}

/// The name of the source file without its folders, as the header comment
/// of a converted level names it.
fn source_file_name(src: &SourceFile) -> String {
    std::path::Path::new(src.name()).file_name().map_or_else(
        || src.name().to_string(),
        |f| f.to_string_lossy().into_owned(),
    )
}
