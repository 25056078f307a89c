//! The dungeon description of any language: `dungeon.def` (NetHack 3.4.3
//! and 3.6) or `dungeon.lua` (NetHack 3.7), chosen by file name, target and
//! content, compiled to the one model both share.

use crate::dgn::lua::{self, LuaFile};
use crate::dgn::{self, DungeonFile, InputKind, Options};
use crate::diag::Diagnostic;
use crate::{SourceFile, Target};

/// The language of a dungeon description.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// `dungeon.def` (features resolved) or a preprocessed `.pdf`.
    Def(InputKind),
    /// `dungeon.lua`.
    Lua,
}

/// The language of a file: `.lua` names are `dungeon.lua`, `.def` and
/// `.pdf` names are `dungeon.def`; any other name (standard input, an
/// inline macro) is `dungeon.lua` when the target reads it or the text
/// starts like one.
pub fn language_of(name: &str, bytes: &[u8], target: &Target) -> Language {
    if lua::is_lua_name(name) {
        Language::Lua
    } else if name.ends_with(".def") {
        Language::Def(InputKind::Def)
    } else if name.ends_with(".pdf") {
        Language::Def(InputKind::Pdf)
    } else if target.reads_dungeon_lua() || lua::looks_like_lua(bytes) {
        Language::Lua
    } else {
        Language::Def(InputKind::Def)
    }
}

/// A compiled description of either language.
#[derive(Debug)]
pub struct Compiled {
    /// The model, when no error was found.
    pub model: Option<DungeonFile>,
    /// For a `dungeon.lua`: the file as NetHack 3.7 reads it (the model
    /// with 3.7's additions), when no error was found.
    pub lua: Option<LuaFile>,
    /// Every error and warning, in source order.
    pub diagnostics: Vec<Diagnostic>,
}

/// Compiles a description in `language` (`opts.input` is ignored for
/// `dungeon.lua`, which has no features).
pub fn compile_as(
    src: &SourceFile,
    language: Language,
    target: &Target,
    opts: &Options,
) -> Compiled {
    match language {
        Language::Def(input) => {
            let opts = Options {
                input,
                ..opts.clone()
            };
            let out = dgn::compile(src, target, &opts);
            Compiled {
                model: out.model,
                lua: None,
                diagnostics: out.diagnostics,
            }
        }
        Language::Lua => {
            let out = if opts.nethack {
                lua::compile_for_nethack(src, target, &opts.warnings)
            } else {
                lua::compile_with(src, target, &opts.warnings)
            };
            Compiled {
                model: out.file.as_ref().map(|f| f.model.clone()),
                lua: out.file,
                diagnostics: out.diagnostics,
            }
        }
    }
}

/// Compiles a description in the language [`language_of`] picks.
pub fn compile(src: &SourceFile, target: &Target, opts: &Options) -> Compiled {
    compile_as(
        src,
        language_of(src.name(), src.bytes(), target),
        target,
        opts,
    )
}

/// The rules a `dungeon.lua` is laid out with: NetHack 3.7's
/// `init_dungeons` (its draws while loading `nhlib.lua`, chains by name,
/// `unconnected` dungeons). The one place that picks them.
pub fn lua_layout_version() -> crate::types::layout::Version {
    crate::types::layout::Version::NetHack37
}

/// The rules a game of `target` is laid out with under a warning policy:
/// [`layout_rules`], with a variant's own look-ups by name and table sizes
/// (Hack'EM's 64 dungeons, the variants' 99 special levels), and
/// UnNetHack's and UnNetHack 3.5's shuffled Elemental Planes,
/// dNetHack's draw of its dungeon file, notdNetHack's alternates and the
/// SLASH'EM family's branches.
pub fn layout_rules_for(
    target: &crate::Target,
    version: crate::types::layout::Version,
    policy: &crate::WarningPolicy,
) -> crate::types::layout::Rules {
    let mut rules = layout_rules(version, policy);
    if target.variant != crate::target::Variant::Vanilla {
        let limits = target.dungeon_limits;
        rules.looked_up = Some(crate::dgn::proof::looked_up_dungeons(target.variant));
        rules.max_dungeons = limits.max_dungeons;
        rules.max_level = usize::try_from(limits.max_depth).unwrap_or(0);
        rules.max_special_levels = limits.max_levels;
    }
    if target.variant == crate::target::Variant::GnollHack {
        rules.dungeon_name_max = 47;
    }
    if target.variant == crate::target::Variant::UnNetHack {
        // Its Advent Calendar floats as Fort Ludios does (handled first),
        // and it shuffles the Elemental Planes.
        rules.floating = &["advcal", "knox"];
        rules.shuffled_planes = true;
    }
    if target.variant == crate::target::Variant::DNetHack {
        // Its `init_dungeons` first draws which of its three dungeon files
        // to read (`rn2(3)`); a file is laid out as the one drawn.
        rules.preamble = &[3];
    }
    if target.variant == crate::target::Variant::NotDNetHack {
        // Its alternates, its chances (0 is never) and its quest.
        rules.alternates = true;
    }
    if target.variant.is_slashem_family() {
        // Each branch placed from its own dungeon, landing on its entry
        // level; branches back to earlier dungeons; the ledger check
        // (SlashTHEM's is 255).
        rules.slashem_branches = true;
        rules.ledger_limit = Some(if target.variant == crate::target::Variant::SlashThem {
            255
        } else {
            127
        });
    }
    if target.variant == crate::target::Variant::UnNetHack35 {
        // RANDOMIZED_PLANES is on in its config.h: the same shuffle, after
        // the same look-ups.
        rules.shuffled_planes = true;
    }
    rules
}

/// The rules a game of `version` is laid out with under a warning policy:
/// NetHack's own ([`crate::types::layout::Rules::new`]), except that the
/// look-ups of dungeons by name are left out unless the lint
/// `looked-up-dungeon` is denied (its default), as the placement proof
/// leaves them out: a variant whose game looks up other names allows it.
pub fn layout_rules(
    version: crate::types::layout::Version,
    policy: &crate::WarningPolicy,
) -> crate::types::layout::Rules {
    let level = policy.lint_level(crate::diag::LOOKED_UP_DUNGEON);
    crate::types::layout::Rules {
        hardwired_dungeons: level == crate::settings::Level::Deny,
        ..crate::types::layout::Rules::new(version)
    }
}
