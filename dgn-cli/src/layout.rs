//! `dgn_comp --layout`: the dungeon of one game, as NetHack's `dumpit`
//! prints it.

use crate::{read_source, Reporter};
use dgn_core::dgn::{self, InputKind, Options};
use dgn_core::types::layout::{self, GlibcRandom, Isaac32, Isaac64, Random, Version};
use dgn_core::{Dialect, Target};
use std::io::Write;
use std::path::Path;

/// The random source of `--layout`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RngChoice {
    /// The target's own game generator (glibc `random()` for 3.4.3,
    /// ISAAC64 for 3.6.7).
    #[default]
    Game,
    /// glibc `random()` after `srandom(seed)` (NetHack 3.4.3 on Linux).
    Glibc,
    /// ISAAC64 keyed with the seed (NetHack 3.6.7).
    Isaac64,
    /// ISAAC (32-bit) keyed with the seed (UnNetHack).
    Isaac32,
}

impl RngChoice {
    /// The `--rng` values, each with what it selects.
    pub const CHOICES: &'static [(&'static str, &'static str)] = &[
        (
            "game",
            "The target's own game generator (glibc `random()` for 3.4.3, ISAAC64 for 3.6.7, ISAAC for UnNetHack)",
        ),
        (
            "glibc",
            "glibc `random()` after `srandom(seed)` (NetHack 3.4.3 on Linux)",
        ),
        ("isaac64", "ISAAC64 keyed with the seed (NetHack 3.6.7)"),
        ("isaac32", "ISAAC (32-bit) keyed with the seed (UnNetHack)"),
    ];

    /// The generator a `--rng` value names, or `None`.
    pub fn from_name(name: &str) -> Option<RngChoice> {
        match name {
            "game" => Some(RngChoice::Game),
            "glibc" => Some(RngChoice::Glibc),
            "isaac64" => Some(RngChoice::Isaac64),
            "isaac32" => Some(RngChoice::Isaac32),
            _ => None,
        }
    }

    /// The generator for `seed` of a game of `target` laid out as
    /// `version`.
    pub fn generator(self, target: &Target, version: Version, seed: u64) -> GameGenerator {
        match (self, version) {
            (RngChoice::Glibc, _) | (RngChoice::Game, Version::NetHack343) => {
                GameGenerator::Glibc(GlibcRandom::new(seed as u32))
            }
            (RngChoice::Isaac32, _) => GameGenerator::Isaac32(Isaac32::new(seed)),
            (RngChoice::Game, _) if target.variant == dgn_core::target::Variant::UnNetHack => {
                GameGenerator::Isaac32(Isaac32::new(seed))
            }
            _ => GameGenerator::Isaac64(Isaac64::new(seed)),
        }
    }
}

/// One of the generators `--rng` chooses.
#[allow(clippy::large_enum_variant)]
pub enum GameGenerator {
    /// glibc `random()`.
    Glibc(GlibcRandom),
    /// ISAAC64.
    Isaac64(Isaac64),
    /// ISAAC.
    Isaac32(Isaac32),
}

impl Random for GameGenerator {
    fn rn2(&mut self, x: i32) -> i32 {
        match self {
            GameGenerator::Glibc(g) => g.rn2(x),
            GameGenerator::Isaac64(g) => g.rn2(x),
            GameGenerator::Isaac32(g) => g.rn2(x),
        }
    }
}

/// Seeds: `N`, `A..B` (B excluded) or `A..=B` (B included).
pub fn parse_seeds(spec: &str) -> Result<std::ops::RangeInclusive<u64>, String> {
    parse_seeds_of("--layout", spec)
}

/// Seeds given to `option` (its name is in the messages): `N`, `A..B`
/// (B excluded) or `A..=B` (B included).
pub fn parse_seeds_of(option: &str, spec: &str) -> Result<std::ops::RangeInclusive<u64>, String> {
    let num = |s: &str| {
        s.trim()
            .parse::<u64>()
            .map_err(|e| format!("bad seed `{s}` in `{option} {spec}`: {e}"))
    };
    let range = if let Some((a, b)) = spec.split_once("..=") {
        num(a)?..=num(b)?
    } else if let Some((a, b)) = spec.split_once("..") {
        let (a, b) = (num(a)?, num(b)?);
        if b == 0 || a >= b {
            return Err(format!("`{option} {spec}` names no seed"));
        }
        a..=b - 1
    } else {
        let n = num(spec)?;
        n..=n
    };
    if range.is_empty() {
        return Err(format!("`{option} {spec}` names no seed"));
    }
    Ok(range)
}

/// Runs `--layout SEEDS FILE`: prints NetHack's `dumpit` text of each
/// seed's layout on standard output (several seeds: each preceded by a line
/// `seed N`), and each seed NetHack would fail on as an error. Returns the
/// exit status.
pub fn run(
    spec: &str,
    file: &Path,
    target: &Target,
    rng: RngChoice,
    opts: Options,
    rep: &mut Reporter,
) -> i32 {
    let what = format!("lay out `{}`", file.display());
    let seeds = match parse_seeds(spec) {
        Ok(s) => s,
        Err(e) => {
            rep.error(&e);
            return 2;
        }
    };
    let policy = opts.warnings.clone();
    let Some((table, is_lua)) = load(file, target, opts, rep) else {
        return rep.finish(&what);
    };
    let version = match target.dialect {
        _ if is_lua => dgn_core::dungeons::lua_layout_version(),
        Dialect::V343 => Version::NetHack343,
        Dialect::V36 => Version::NetHack367,
    };
    // Without NetHack's look-ups by name when `looked-up-dungeon` is
    // allowed, as the check leaves them out.
    let rules = dgn_core::dungeons::layout_rules_for(target, version, &policy);
    let several = seeds.start() != seeds.end();
    let total = seeds.end() - seeds.start() + 1;
    let mut out = std::io::stdout().lock();
    for seed in seeds {
        let mut r = rng.generator(target, version, seed);
        match layout::resolve_with(table, rules, &mut r) {
            Ok(l) => {
                let mut text = Vec::new();
                if several {
                    text.extend_from_slice(format!("seed {seed}\n").as_bytes());
                }
                l.dump().write_bytes(&mut |b| text.extend_from_slice(b));
                if let Err(e) = out.write_all(&text) {
                    rep.error(&format!("cannot write standard output: {e}"));
                    return rep.finish(&what);
                }
            }
            Err(e) => rep.error(&format!("{}: seed {seed}: {e}", file.display())),
        }
    }
    let _ = out.flush();
    if rep.errors == 0 {
        return 0;
    }
    let _ = writeln!(
        std::io::stderr().lock(),
        "error: {} of {total} seed{} of `{}` {} no layout",
        rep.errors,
        if total == 1 { "" } else { "s" },
        file.display(),
        if rep.errors == 1 { "has" } else { "have" },
    );
    1
}

/// The table of a description (`.def`/`.pdf`/`.lua`, compiled) or of a
/// binary `dungeon` file (any other name, decoded), and whether it is a
/// `dungeon.lua`.
fn load(
    file: &Path,
    target: &Target,
    opts: Options,
    rep: &mut Reporter,
) -> Option<(&'static [dgn_core::types::Dungeon], bool)> {
    let name = file.to_string_lossy();
    if dgn_core::dgn::lua::is_lua_name(&name) {
        let src = match read_source(Some(file)) {
            Ok(s) => s,
            Err(e) => {
                rep.error(&e);
                return None;
            }
        };
        let lang = dgn_core::dungeons::Language::Lua;
        let out = dgn_core::dungeons::compile_as(&src, lang, target, &opts);
        rep.report(&src, &out.diagnostics);
        let lua = out.lua?;
        return Some((dgn_core::tables::leak_lua_dungeons(&lua), true));
    }
    let kind = if name.ends_with(".def") {
        Some(InputKind::Def)
    } else if name.ends_with(".pdf") {
        Some(InputKind::Pdf)
    } else {
        None
    };
    let model = match kind {
        Some(input) => {
            let src = match read_source(Some(file)) {
                Ok(s) => s,
                Err(e) => {
                    rep.error(&e);
                    return None;
                }
            };
            let opts = Options { input, ..opts };
            let out = dgn::compile(&src, target, &opts);
            rep.report(&src, &out.diagnostics);
            if rep.errors > 0 {
                return None;
            }
            out.model?
        }
        None => {
            let bytes = match std::fs::read(file) {
                Ok(b) => b,
                Err(e) => {
                    rep.error(&format!("cannot read {}: {e}", file.display()));
                    return None;
                }
            };
            match dgn::decode(&bytes, target) {
                Ok(m) => m,
                Err(e) => {
                    rep.error(&format!("{}: {e}", file.display()));
                    return None;
                }
            }
        }
    };
    Some((dgn_core::tables::leak_dungeons(&model), false))
}
