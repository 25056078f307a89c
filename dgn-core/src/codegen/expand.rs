//! The `dungeon!` macro as a library function on `proc_macro2` tokens.
//!
//! Input forms (see the `dgn-macros` crate for the user documentation):
//!
//! - inline: `dungeon! { DUNGEON: "Doom" "D" (25, 5) ... }`
//! - options, then `;` and an inline description:
//!   `dungeon! { target = "nethack-3.6.7", undefine = "REINCARNATION"; DUNGEON: ... }`
//! - file: `dungeon!(file = "dat/dungeon.def", target = "nethack-3.4.3")`,
//!   the path relative to the `CARGO_MANIFEST_DIR` of the crate being built.
//!   A `.des` file holds special levels instead: the expansion is then a
//!   `&'static [Level]` of the target's dialect (`dgn_types::lev343` or
//!   `dgn_types::lev36`), one entry per level in file order.
//! - special levels in a string: `dungeon!(des = "MAZE: \"x\", ' ' ...")`.
//!
//! A `file` ending in `.lua`, or an inline body `dungeon = { ... }`, is
//! NetHack 3.7's `dungeon.lua`.
//!
//! Options: `file = "path"`, `des = "source"`, `target = "name"`, `define = "FEATURE"`,
//! `undefine = "FEATURE"` (both repeatable), `types = path::to::dgn_types`.
//!
//! The output is always a block expression of type
//! `&'static [dgn_types::Dungeon]` (or of levels, see above); after errors
//! it is an empty table, so one mistake does not cascade into type errors.

use super::inline::{unescape_literal, Rebuilt};
use super::text::Paths;
use crate::dgn::{self, InputKind, Options};
use crate::diag::{cap_errors, did_you_mean, Diagnostic, Render, Severity, ERRORS_SHOWN_PER_FILE};
use crate::settings::{Face, TargetOrigin};
use crate::source::SourceFile;
use crate::target::{Dialect, Features, Target, BUILTIN_TARGETS};
use proc_macro2::{Delimiter, Ident, Literal, Span as RSpan, TokenStream, TokenTree};
use quote::{quote, quote_spanned};
use std::path::{Path, PathBuf};

/// The parsed input of `dungeon!`.
#[derive(Debug, Default)]
pub struct MacroInput {
    /// `file = "path"`: the path as written, and the literal's span.
    pub file: Option<(String, RSpan)>,
    /// `des = "source"`: special levels given as a string, and its span.
    pub des: Option<(Vec<u8>, RSpan)>,
    /// `target = "name"`: the name as written, and the literal's span.
    pub target: Option<(String, RSpan)>,
    /// `catalog = "path"`: a variant's monster and object tables.
    pub catalog: Option<(String, RSpan)>,
    /// `define = "NAME"` (true) and `undefine = "NAME"` (false), in order.
    pub features: Vec<(String, bool, RSpan)>,
    /// `types = path`: where generated code finds the dgn-types crate.
    pub types: Option<TokenStream>,
    /// The inline description (everything after the options and `;`, or the
    /// whole input when there are no options).
    pub body: TokenStream,
}

const KEYS: &[&str] = &[
    "file", "des", "target", "catalog", "define", "undefine", "types",
];

/// Problems collected while expanding: every one is reported.
#[derive(Default)]
struct Report {
    errors: Vec<(RSpan, String)>,
    warnings: Vec<(RSpan, String)>,
}

impl Report {
    fn error(&mut self, span: RSpan, msg: impl Into<String>) {
        self.errors.push((span, msg.into()));
    }
}

fn string_value(tree: Option<&TokenTree>) -> Option<(String, RSpan)> {
    match tree {
        Some(TokenTree::Literal(l)) => match unescape_literal(&l.to_string()) {
            Some(Ok(bytes)) => Some((String::from_utf8(bytes).ok()?, l.span())),
            _ => None,
        },
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::None => {
            let inner: Vec<TokenTree> = g.stream().into_iter().collect();
            if inner.len() == 1 {
                string_value(inner.first())
            } else {
                None
            }
        }
        _ => None,
    }
}

/// The bytes of a string literal (any form, byte strings included).
fn des_value(tree: Option<&TokenTree>) -> Option<(Vec<u8>, RSpan)> {
    match tree {
        Some(TokenTree::Literal(l)) => match unescape_literal(&l.to_string()) {
            Some(Ok(bytes)) => Some((bytes, l.span())),
            _ => None,
        },
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::None => {
            let inner: Vec<TokenTree> = g.stream().into_iter().collect();
            if inner.len() == 1 {
                des_value(inner.first())
            } else {
                None
            }
        }
        _ => None,
    }
}

fn is_punct(tree: Option<&TokenTree>, c: char) -> bool {
    matches!(tree, Some(TokenTree::Punct(p)) if p.as_char() == c)
}

impl MacroInput {
    /// Splits options from the inline description. Problems with the
    /// options are pushed as `(span, message)`.
    fn parse(input: TokenStream, errors: &mut Vec<(RSpan, String)>) -> MacroInput {
        let trees: Vec<TokenTree> = input.into_iter().collect();
        let mut out = MacroInput::default();
        // `dungeon = { ... }` starts an inline dungeon.lua, not an option.
        let is_lua_body = |at: usize| {
            matches!(trees.get(at), Some(TokenTree::Ident(id)) if id == "dungeon")
                && is_punct(trees.get(at + 1), '=')
                && matches!(trees.get(at + 2), Some(TokenTree::Group(g)) if g.delimiter() == proc_macro2::Delimiter::Brace)
        };
        let has_options = matches!(trees.first(), Some(TokenTree::Ident(_)))
            && is_punct(trees.get(1), '=')
            && !is_lua_body(0);
        if !has_options {
            out.body = trees.into_iter().collect();
            return out;
        }
        let mut i = 0;
        while i < trees.len() {
            let key = match &trees[i] {
                TokenTree::Ident(id) => id.clone(),
                other => {
                    errors.push((
                        other.span(),
                        "expected an option (`file`, `des`, `target`, `define`, `undefine`, `types`)"
                            .into(),
                    ));
                    break;
                }
            };
            let name = key.to_string();
            if !is_punct(trees.get(i + 1), '=') {
                errors.push((key.span(), format!("expected `=` after `{name}`")));
                break;
            }
            let value_at = i + 2;
            let mut end = value_at;
            while end < trees.len()
                && !is_punct(trees.get(end), ',')
                && !is_punct(trees.get(end), ';')
            {
                end += 1;
            }
            let value_span = trees.get(value_at).map_or(key.span(), TokenTree::span);
            if name == "types" {
                if end == value_at {
                    errors.push((key.span(), "expected a path after `types =`".into()));
                }
                out.types = Some(trees[value_at..end].iter().cloned().collect());
            } else if name == "des" {
                match des_value(trees.get(value_at)).filter(|_| end == value_at + 1) {
                    None => {
                        errors.push((value_span, "expected a string literal after `des =`".into()))
                    }
                    Some(v) => {
                        if out.des.is_some() {
                            errors.push((key.span(), "`des` is given twice".into()));
                        }
                        out.des = Some(v);
                    }
                }
            } else if !KEYS.contains(&name.as_str()) {
                let mut msg = format!(
                    "unknown option `{name}`; expected one of: {}",
                    KEYS.join(", ")
                );
                if let Some(s) = did_you_mean(&name, KEYS.iter().copied()) {
                    msg.push_str(&format!("\nhelp: did you mean `{s}`?"));
                }
                errors.push((key.span(), msg));
            } else {
                match string_value(trees.get(value_at)).filter(|_| end == value_at + 1) {
                    None => errors.push((
                        value_span,
                        format!("expected a string literal after `{name} =`"),
                    )),
                    Some((value, span)) => match name.as_str() {
                        "file" | "target" | "catalog" => {
                            let slot = match name.as_str() {
                                "file" => &mut out.file,
                                "target" => &mut out.target,
                                _ => &mut out.catalog,
                            };
                            if slot.is_some() {
                                errors.push((key.span(), format!("`{name}` is given twice")));
                            }
                            *slot = Some((value, span));
                        }
                        _ => out.features.push((value, name == "define", span)),
                    },
                }
            }
            i = end + 1;
            if is_punct(trees.get(end), ';') {
                out.body = trees[end + 1..].iter().cloned().collect();
                break;
            }
        }
        out
    }
}

/// Expands `dungeon!`, resolving a `file = ".."` path against the
/// `CARGO_MANIFEST_DIR` environment variable (set by Cargo while it compiles
/// the calling crate) or, without it, the current directory.
pub fn expand_dungeon(input: TokenStream) -> TokenStream {
    let base = std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_default();
    expand_dungeon_in(input, &base)
}

/// Expands `dungeon!` with relative file paths resolved against `base`.
///
/// The result is a block expression of type `&'static [Dungeon]` holding
/// `compile_error!` invocations for every error (spanned on the offending
/// token, or on the path literal for the file form), a deprecated constant
/// for every warning (so warnings show as rustc warnings and never fail a
/// build), and the table, or an empty table after errors.
pub fn expand_dungeon_in(input: TokenStream, base: &Path) -> TokenStream {
    let mut rep = Report::default();
    let args = MacroInput::parse(input, &mut rep.errors);
    let types = args.types.clone().unwrap_or_else(super::default_types_path);
    let mut prelude = TokenStream::new();
    let mut table_type = super::dungeon_table_type(&types);
    let table = if rep.errors.is_empty() {
        compile_input(&args, base, &mut rep, &mut prelude, &types, &mut table_type)
    } else {
        None
    };
    finish(rep, prelude, table, &table_type, &types)
}

/// The names a table uses, all from one module of dgn-types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Names {
    /// A dungeon table: items of the crate root.
    Dungeons,
    /// A level table: items of the dialect's module.
    #[cfg_attr(not(feature = "levels"), allow(dead_code))]
    Levels(Dialect),
    /// A table of UnNetHack 3.5's levels: items of `lev35`.
    #[cfg_attr(not(feature = "levels"), allow(dead_code))]
    Levels35,
}

/// A generated table: the names it uses, items it needs in its scope, and
/// the expression, written with bare names (see [`imports`]).
struct Table {
    names: Names,
    items: TokenStream,
    expr: TokenStream,
}

/// The names of the crate root a dungeon table uses.
const DUNGEON_NAMES: &[&str] = &[
    "Alignment",
    "Branch",
    "BranchKind",
    "Couple",
    "Dungeon",
    "Flags",
    "SpecialLevel",
];

/// The names of `lev343` a 3.4.3 level table uses (`Text` and the other
/// shared types are re-exported there).
const LEV343_NAMES: &[&str] = &[
    "Altar",
    "ArtifactRef",
    "AltarKind",
    "Alignment",
    "Appearance",
    "Area",
    "ClassSel",
    "Containment",
    "CorpseSel",
    "Coord",
    "Corridor",
    "CorridorEnd",
    "CurseState",
    "Direction",
    "Door",
    "DoorState",
    "Drawbridge",
    "Engraving",
    "EngravingKind",
    "Gold",
    "HAlign",
    "InitMap",
    "LevArea",
    "LevRegion",
    "LevRegionKind",
    "Level",
    "LevelBody",
    "LevelFlags",
    "Light",
    "Map",
    "Maze",
    "MazePart",
    "MazeWalk",
    "Monster",
    "MonsterRef",
    "Object",
    "ObjectFlags",
    "ObjectRef",
    "OrRandom",
    "Point",
    "Region",
    "Room",
    "RoomDoor",
    "RoomLevel",
    "RoomType",
    "Stair",
    "Terrain",
    "Text",
    "Trap",
    "TrapKind",
    "VAlign",
];

/// The names of `lev36` a 3.6 level table uses (`Terrain`, `Text` and the
/// references are re-exported there).
const LEV36_NAMES: &[&str] = &[
    "Coord",
    "Instr",
    "Level",
    "LocFlags",
    "MapCell",
    "MapChar",
    "MapLight",
    "MonsterRef",
    "ObjectRef",
    "Opcode",
    "Operand",
    "Region",
    "Select",
    "Terrain",
    "Text",
];

/// The names of `lev35` an UnNetHack 3.5 level table uses.
const LEV35_NAMES: &[&str] = &[
    "Init",
    "LevRegion",
    "Level",
    "MapPart",
    "Monster",
    "MonsterRef",
    "Object",
    "ObjectRef",
    "Op",
    "Room",
    "Text",
];

/// `use` items that bring every name a table uses into the scope of the
/// expansion's block, so that the table names each type once instead of
/// repeating `::dgn_types::lev343::` at every value (a table of the
/// 3.4.3 corpus had three times the tokens, and the compiler reads every
/// one). The `types` path keeps its spans: a wrong path is reported where
/// it is written.
fn imports(names: Names, types: &TokenStream) -> TokenStream {
    let (module, list) = match names {
        Names::Dungeons => (None, DUNGEON_NAMES),
        Names::Levels(Dialect::V343) => (Some("lev343"), LEV343_NAMES),
        Names::Levels(Dialect::V36) => (Some("lev36"), LEV36_NAMES),
        Names::Levels35 => (Some("lev35"), LEV35_NAMES),
    };
    let module = module.map(|m| {
        let m = Ident::new(m, RSpan::call_site());
        quote!(::#m)
    });
    let list = list.iter().map(|n| Ident::new(n, RSpan::call_site()));
    quote! {
        #[allow(unused_imports)]
        use #types #module::{#(#list),*};
        #[allow(unused_imports)]
        use ::core::option::Option::{None, Some};
    }
}

/// Whether the input is special levels: a `des = ".."` string or a `.des`
/// file.
fn is_levels(args: &MacroInput) -> bool {
    args.des.is_some()
        || args
            .file
            .as_ref()
            .is_some_and(|(p, _)| p.to_ascii_lowercase().ends_with(".des"))
}

// Without the `levels` feature the level side is left out, and with it
// the arguments only it reads.
#[cfg_attr(not(feature = "levels"), allow(unused_variables))]
fn compile_input(
    args: &MacroInput,
    base: &Path,
    rep: &mut Report,
    prelude: &mut TokenStream,
    types: &TokenStream,
    table_type: &mut TokenStream,
) -> Option<Table> {
    if is_levels(args) {
        // The type of the (empty) table when the settings file fails, or
        // when the level languages are left out.
        *table_type = match args.target.as_ref().and_then(|(n, _)| Target::builtin(n)) {
            Some(t) => super::level_table_type_of(&t, types),
            None => super::level_table_type(Dialect::V343, types),
        };
        #[cfg(not(feature = "levels"))]
        {
            let span = args
                .des
                .as_ref()
                .map(|(_, s)| *s)
                .or(args.file.as_ref().map(|(_, s)| *s))
                .unwrap_or_else(RSpan::call_site);
            rep.error(
                span,
                "special levels need the `levels` feature of dgn-macros\n\
                 help: in Cargo.toml: dgn-macros = { version = \"0.1\", features = [\"levels\"] }",
            );
            return None;
        }
    }
    // The settings file: from the file's directory for the file form, else
    // from the crate's.
    let settings_dir = match &args.file {
        Some((path, _)) => crate::settings::start_dir(&base.join(path)),
        None => base.to_path_buf(),
    };
    let settings_span = args
        .file
        .as_ref()
        .or(args.target.as_ref())
        .map_or(RSpan::call_site(), |(_, s)| *s);
    let settings = match crate::settings::find(&settings_dir) {
        None => None,
        Some(path) => {
            // Editing the settings file rebuilds the crate.
            if let Some(abs) = path.to_str() {
                let lit = Literal::string(abs);
                prelude.extend(quote!(
                    const _: &[u8] = ::core::include_bytes!(#lit);
                ));
            }
            match crate::settings::Settings::load(&path) {
                Ok(s) => Some(s),
                Err(e) => {
                    // Shown relative to the crate, as the file path is.
                    let shown = path.strip_prefix(base).unwrap_or(&path);
                    let file = SourceFile::new(shown.display().to_string(), e.file.bytes());
                    for d in &e.diagnostics {
                        let text = d.render(&file, false);
                        rep.error(
                            settings_span,
                            text.strip_prefix("error: ").unwrap_or(&text).to_string(),
                        );
                    }
                    return None;
                }
            }
        }
    };
    let from_file = settings.as_ref().and_then(|s| s.target());
    let origin = if args.target.is_some() || from_file.is_some() {
        TargetOrigin::given(Face::Macro)
    } else {
        TargetOrigin::default_in(Face::Macro)
    };
    let target = match &args.target {
        None => from_file.unwrap_or_default(),
        Some((name, span)) => match Target::builtin(name) {
            Some(t) => t,
            None => {
                let mut msg = format!(
                    "unknown target `{name}`\nnote: the built-in targets are {}",
                    BUILTIN_TARGETS.join(", ")
                );
                if let Some(s) = crate::target::suggest_target(name) {
                    msg.push_str(&format!("\nhelp: did you mean `{s}`?"));
                }
                rep.error(*span, msg);
                return None;
            }
        },
    };
    let target = match &args.catalog {
        None => match &settings {
            Some(s) => {
                if let Some((path, _)) = &s.catalog {
                    if let Some(abs) = path.to_str() {
                        let lit = Literal::string(abs);
                        prelude.extend(quote!(
                            const _: &[u8] = ::core::include_bytes!(#lit);
                        ));
                    }
                }
                s.with_catalog(target)
            }
            None => target,
        },
        Some((path, span)) => {
            let full = base.join(path);
            let text = match std::fs::read_to_string(&full) {
                Ok(t) => t,
                Err(e) => {
                    rep.error(
                        *span,
                        format!("cannot read catalog {}: {e}", full.display()),
                    );
                    return None;
                }
            };
            match crate::catalog::Catalog::parse(&text) {
                Ok(c) => {
                    let lit = Literal::string(&full.to_string_lossy());
                    prelude.extend(quote_spanned! {*span=>
                        const _: &[u8] = ::core::include_bytes!(#lit);
                    });
                    target.with_catalog(c)
                }
                Err(e) => {
                    rep.error(*span, format!("{}: {e}", full.display()));
                    return None;
                }
            }
        }
    };
    let warnings = settings
        .as_ref()
        .map(|s| s.warning_policy())
        .unwrap_or_default();
    #[cfg(feature = "levels")]
    if is_levels(args) {
        let level_opts = crate::levels::Options {
            warnings,
            extra_warnings: settings
                .as_ref()
                .and_then(|s| s.extra_warnings)
                .unwrap_or(false),
            // The tables hold no source lines.
            skip_lines: true,
        };
        *table_type = super::level_table_type_of(&target, types);
        let out = compile_levels(args, base, &target, rep, prelude, &level_opts, origin);
        let used = out.1.unwrap_or(target);
        *table_type = super::level_table_type_of(&used, types);
        let names = if used.variant == crate::target::Variant::UnNetHack35 {
            Names::Levels35
        } else {
            Names::Levels(used.dialect)
        };
        return out.0.map(|t| Table {
            names,
            items: t.items,
            expr: t.expr,
        });
    }
    let mut features = Features::new();
    for (name, on) in settings.iter().flat_map(|s| &s.features) {
        if *on {
            features.define(name.clone());
        } else {
            features.undefine(name.clone());
        }
    }
    for (name, on, span) in &args.features {
        if target.feature_default(name).is_none() {
            let known: Vec<&str> = target.features.iter().map(|(n, _)| n.as_str()).collect();
            rep.error(
                *span,
                format!(
                    "unknown feature `{name}`\nnote: target `{}` knows: {}",
                    target.name,
                    known.join(", ")
                ),
            );
        } else if *on {
            features.define(name.clone());
        } else {
            features.undefine(name.clone());
        }
    }
    if !rep.errors.is_empty() {
        return None;
    }
    let mut opts = Options {
        features,
        warnings,
        ..Options::default()
    };
    if let Some((path, span)) = &args.file {
        if !args.body.is_empty() {
            let first = args.body.clone().into_iter().next();
            rep.error(
                first.map_or(*span, |t| t.span()),
                "a `dungeon!` with `file = ..` takes no inline description",
            );
            return None;
        }
        let full = base.join(path);
        let bytes = match std::fs::read(&full) {
            Ok(b) => b,
            Err(e) => {
                rep.error(
                    *span,
                    format!(
                        "cannot read `{}`: {e}\nnote: relative paths are resolved from the crate's directory (CARGO_MANIFEST_DIR)",
                        full.display()
                    ),
                );
                return None;
            }
        };
        if let Some(abs) = full.to_str() {
            let lit = Literal::string(abs);
            prelude.extend(quote!(
                const _: &[u8] = ::core::include_bytes!(#lit);
            ));
        }
        if path.ends_with(".pdf") {
            opts.input = InputKind::Pdf;
        }
        let file = SourceFile::new(path.clone(), bytes);
        // `.def`, `.pdf` or NetHack 3.7's `.lua`, by the file's name.
        let mut out = crate::dungeons::compile(&file, &target, &opts);
        cap_errors(&mut out.diagnostics, ERRORS_SHOWN_PER_FILE, file.name());
        for d in &out.diagnostics {
            let text = d.render(&file, false);
            match d.severity {
                // rustc prints `error: ` before the message already (a
                // lint's error names the lint in its help).
                Severity::Error => {
                    let head = match d.code {
                        Some(code) => format!("error[{code}]: "),
                        None => "error: ".to_string(),
                    };
                    rep.errors
                        .push((*span, text.strip_prefix(&head).unwrap_or(&text).to_string()));
                }
                Severity::Warning => rep.warnings.push((*span, text)),
            }
        }
        return out.model.map(|m| dungeon_table(&m));
    }
    let rebuilt = Rebuilt::from_tokens(args.body.clone());
    rep.errors.extend(rebuilt.errors.iter().cloned());
    let file = SourceFile::new("dungeon!", rebuilt.text.clone());
    // An inline `dungeon = { ... }` is read as dungeon.lua.
    let mut out = crate::dungeons::compile(&file, &target, &opts);
    cap_errors(&mut out.diagnostics, ERRORS_SHOWN_PER_FILE, file.name());
    for d in &out.diagnostics {
        let span = d
            .primary
            .as_ref()
            .map_or(RSpan::call_site(), |p| rebuilt.span_of(p.span));
        let text = inline_message(d, &rebuilt);
        match d.severity {
            Severity::Error => rep.errors.push((span, text)),
            Severity::Warning => rep.warnings.push((span, text)),
        }
    }
    if !rep.errors.is_empty() {
        return None;
    }
    out.model.map(|m| dungeon_table(&m))
}

fn dungeon_table(model: &dgn::model::DungeonFile) -> Table {
    Table {
        names: Names::Dungeons,
        items: TokenStream::new(),
        expr: super::dungeon_file_with(model, &Paths::imported()),
    }
}

/// The level side of [`compile_input`]: a `.des` file or a `des = ".."`
/// string, diagnostics reported at the literal.
#[cfg(feature = "levels")]
fn compile_levels(
    args: &MacroInput,
    base: &Path,
    target: &Target,
    rep: &mut Report,
    prelude: &mut TokenStream,
    opts: &crate::levels::Options,
    origin: TargetOrigin,
) -> (Option<super::levels::TableCode>, Option<Target>) {
    for (_, on, span) in &args.features {
        let which = if *on { "define" } else { "undefine" };
        rep.error(
            *span,
            format!("`{which}` applies to dungeon descriptions; special-level files have no `%FEATURE` lines"),
        );
    }
    if !args.body.is_empty() {
        let first = args.body.clone().into_iter().next();
        rep.error(
            first.map_or(RSpan::call_site(), |t| t.span()),
            "special levels are given with `file = \"x.des\"` or `des = \"..\"`, not inline",
        );
    }
    let (file, span) = match (&args.file, &args.des) {
        (Some((_, span)), Some((_, dspan))) => {
            rep.error(*dspan, "give either `file` or `des`, not both");
            rep.error(*span, "give either `file` or `des`, not both");
            return (None, None);
        }
        (None, Some((bytes, span))) => (SourceFile::new("des", bytes.clone()), *span),
        (Some((path, span)), None) => {
            let full = base.join(path);
            match std::fs::read(&full) {
                Ok(b) => {
                    if let Some(abs) = full.to_str() {
                        let lit = Literal::string(abs);
                        prelude.extend(quote!(
                            const _: &[u8] = ::core::include_bytes!(#lit);
                        ));
                    }
                    (SourceFile::new(path.clone(), b), *span)
                }
                Err(e) => {
                    rep.error(
                        *span,
                        format!(
                            "cannot read `{}`: {e}\nnote: relative paths are resolved from the crate's directory (CARGO_MANIFEST_DIR)",
                            full.display()
                        ),
                    );
                    return (None, None);
                }
            }
        }
        (None, None) => return (None, None),
    };
    if !rep.errors.is_empty() {
        return (None, None);
    }
    let out = super::levels::expand_levels(&file, target, opts, origin);
    rep.errors.extend(out.errors.into_iter().map(|e| (span, e)));
    rep.warnings
        .extend(out.warnings.into_iter().map(|w| (span, w)));
    (out.table, out.detected)
}

/// The text of one diagnostic for an inline description: the message, then
/// related locations, notes and help, one per line (rustc shows the
/// offending token itself).
fn inline_message(d: &Diagnostic, rebuilt: &Rebuilt) -> String {
    let mut s = match (d.severity, d.code) {
        (Severity::Warning, Some(code)) => format!("warning[{code}]: {}", d.message),
        _ => d.message.clone(),
    };
    for l in &d.secondary {
        let at = rebuilt.span_of(l.span).start();
        let what = if l.message.is_empty() {
            "see"
        } else {
            l.message.as_str()
        };
        s.push_str(&format!(
            "\nnote: {what}: `{}` (line {}, column {})",
            rebuilt.snippet(l.span),
            at.line,
            at.column + 1
        ));
    }
    for n in &d.notes {
        s.push_str(&format!("\nnote: {n}"));
    }
    for h in &d.help {
        s.push_str(&format!("\nhelp: {h}"));
    }
    s
}

/// Stable Rust gives a proc macro no way to emit a warning, so each dgn
/// warning becomes the use of a deprecated constant, which rustc reports
/// as a `deprecated` warning at the use (the offending token, or the path
/// literal of the file form) with the note as its text. The constants sit
/// in a module `dgn_warning` and are named after the warning
/// (`unknown_dungeon`, then `unknown_dungeon_2`, ...); the note starts on
/// a line of its own, so rustc shows
///
/// ```text
/// warning: use of deprecated constant `TABLE::dgn_warning::unknown_dungeon`:
///          warning[unknown-dungeon]: branch to dungeon "Mnies", which is not defined later
///          help: did you mean "Mines"?
/// ```
///
/// Returns the module and the statements that use the constants.
fn warning_constants(warnings: &[(RSpan, String)]) -> (TokenStream, TokenStream) {
    if warnings.is_empty() {
        return (TokenStream::new(), TokenStream::new());
    }
    let mut names: Vec<String> = Vec::new();
    let mut consts = TokenStream::new();
    let mut uses = TokenStream::new();
    for (span, msg) in warnings {
        let code = msg
            .strip_prefix("warning[")
            .and_then(|rest| rest.split_once(']'))
            .map_or("warning", |(code, _)| code);
        let base: String = code
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        let same = names.iter().filter(|n| **n == base).count();
        let name = if same == 0 {
            base.clone()
        } else {
            format!("{base}_{}", same + 1)
        };
        names.push(base);
        let ident = Ident::new(&name, *span);
        let note = Literal::string(&format!("\n{msg}"));
        consts.extend(quote! {
            #[deprecated(note = #note)]
            pub const #ident: () = ();
        });
        uses.extend(quote_spanned! {*span=>
            let _ = dgn_warning::#ident;
        });
    }
    let items = quote! {
        #[allow(non_upper_case_globals, dead_code)]
        mod dgn_warning {
            #consts
        }
    };
    (items, uses)
}

fn finish(
    rep: Report,
    prelude: TokenStream,
    table: Option<Table>,
    table_type: &TokenStream,
    types: &TokenStream,
) -> TokenStream {
    let errors = rep.errors.iter().map(|(span, msg)| {
        let msg = Literal::string(msg);
        quote_spanned!(*span=> ::core::compile_error! { #msg })
    });
    let (warning_items, warning_uses) = warning_constants(&rep.warnings);
    let (imports, items, table) = match table {
        Some(t) if rep.errors.is_empty() => (imports(t.names, types), t.items, t.expr),
        _ => (TokenStream::new(), TokenStream::new(), quote!(&[])),
    };
    quote! {
        {
            #prelude
            #(#errors)*
            #warning_items
            #warning_uses
            #imports
            #items
            const TABLE: #table_type = #table;
            TABLE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn errors_of(out: &TokenStream) -> Vec<String> {
        let mut v = Vec::new();
        let text = out.to_string();
        let mut rest = text.as_str();
        while let Some(i) = rest.find("compile_error ! {") {
            rest = &rest[i + 17..];
            let end = rest.find('}').unwrap_or(rest.len());
            v.push(rest[..end].trim().to_string());
        }
        v
    }

    #[test]
    fn inline_success_builds_a_table() {
        let input: TokenStream = r#"DUNGEON: "Doom" "D" (25, 5)
            LEVEL: "oracle" "O" @ (5, 5)
            LEVALIGN: neutral"#
            .parse()
            .unwrap();
        let out = expand_dungeon_in(input, Path::new("."));
        let text = out.to_string();
        assert!(errors_of(&out).is_empty(), "{text}");
        assert!(text.contains("name : \"oracle\""), "{text}");
        // The table names the types it imports once.
        assert!(text.contains("use :: dgn_types :: {"), "{text}");
        assert!(text.contains("align : Alignment :: Neutral"), "{text}");
    }

    #[test]
    fn every_error_is_reported_at_its_token() {
        let input: TokenStream = "DUNGEON: \"A\" \"a\" (1 2)\nLEVLE: \"x\" \"x\" @ (1, 0)\n"
            .parse()
            .unwrap();
        let out = expand_dungeon_in(input.clone(), Path::new("."));
        let errs = errors_of(&out);
        assert_eq!(errs.len(), 2, "{errs:?}");
        assert!(errs[0].contains("found integer `2`"), "{errs:?}");
        assert!(errs[1].contains("unknown word `LEVLE`"), "{errs:?}");
        assert!(errs[1].contains("did you mean `LEVEL`?"), "{errs:?}");
        // the stub keeps the expression well-typed
        assert!(out.to_string().contains("= & [] ;"));
    }

    #[test]
    fn rebuilt_spans_map_to_tokens() {
        let input: TokenStream = "DUNGEON: \"A\" \"a\" (1, 0)\nLEVLE: \"x\"".parse().unwrap();
        let r = Rebuilt::from_tokens(input);
        let d = dgn::compile(
            &SourceFile::new("x", r.text.clone()),
            &Target::default(),
            &Options::default(),
        );
        let p = d.diagnostics[0].primary.as_ref().unwrap();
        let at = r.span_of(p.span).start();
        assert_eq!((at.line, at.column), (2, 0));
    }

    #[test]
    fn end_of_input_points_at_the_last_token() {
        let input: TokenStream = "DUNGEON: \"A\" \"a\"".parse().unwrap();
        let r = Rebuilt::from_tokens(input.clone());
        let d = dgn::compile(
            &SourceFile::new("x", r.text.clone()),
            &Target::default(),
            &Options::default(),
        );
        let p = d.diagnostics[0].primary.as_ref().unwrap();
        let at = r.span_of(p.span).start();
        assert_eq!((at.line, at.column), (1, 13));
        let errs = errors_of(&expand_dungeon_in(input, Path::new(".")));
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert!(errs[0].contains("unexpected end of file"), "{errs:?}");
        let errs = errors_of(&expand_dungeon_in(TokenStream::new(), Path::new(".")));
        assert!(errs[0].contains("no dungeon is defined"), "{errs:?}");
    }

    #[test]
    fn options_are_checked() {
        let input: TokenStream = r#"target = "nethack-3.4", fle = "x""#.parse().unwrap();
        let errs = errors_of(&expand_dungeon_in(input, Path::new(".")));
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert!(errs[0].contains("unknown option `fle`"), "{errs:?}");
        let input: TokenStream = r#"target = "nethack-3.4"; DUNGEON: "A" "a" (1, 0)"#
            .parse()
            .unwrap();
        let errs = errors_of(&expand_dungeon_in(input, Path::new(".")));
        assert!(errs[0].contains("unknown target `nethack-3.4`"), "{errs:?}");
        assert!(
            errs[0].contains("did you mean `nethack-3.4.3`?"),
            "{errs:?}"
        );
    }

    #[test]
    fn file_form_reads_and_tracks_the_file() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let input: TokenStream = r#"file = "examples/dungeon.def""#.parse().unwrap();
        let out = expand_dungeon_in(input, &root);
        let text = out.to_string();
        assert!(errors_of(&out).is_empty(), "{text}");
        assert!(text.contains("include_bytes !"), "{text}");
        assert!(text.contains("\"The Sunken Halls\""), "{text}");
        let input: TokenStream = r#"file = "examples/nope.def""#.parse().unwrap();
        let errs = errors_of(&expand_dungeon_in(input, &root));
        assert!(errs[0].contains("cannot read"), "{errs:?}");
    }

    #[test]
    fn a_variant_catalog_names_the_monsters() {
        let dir = std::env::temp_dir().join(format!("dgn-macro-catalog-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("variant.txt"),
            "monster-class\t1\ta\nobject-class\t1\t(\nmonster\t0\t1\tfrobnicator\nobject\t0\t1\twidget\n",
        )
        .unwrap();
        let des = "MAZE: \"v\", ' '\nGEOMETRY:center,center\nMAP\n...\nENDMAP\nMONSTER: 'a', \"frobnicator\", (1,0)\n";
        let input: TokenStream = format!("des = {des:?}, catalog = \"variant.txt\"")
            .parse()
            .unwrap();
        let out = expand_dungeon_in(input, &dir);
        let text = out.to_string();
        assert!(errors_of(&out).is_empty(), "{text}");
        assert!(text.contains("\"frobnicator\""), "{text}");
        assert!(text.contains("include_bytes !"), "{text}");

        let input: TokenStream = format!("des = {des:?}, catalog = \"missing.txt\"")
            .parse()
            .unwrap();
        let errs = errors_of(&expand_dungeon_in(input, &dir));
        assert!(errs[0].contains("cannot read catalog"), "{errs:?}");
        std::fs::write(dir.join("broken.txt"), "monster\t0\t1\tx\n").unwrap();
        let input: TokenStream = format!("des = {des:?}, catalog = \"broken.txt\"")
            .parse()
            .unwrap();
        let errs = errors_of(&expand_dungeon_in(input, &dir));
        assert!(errs[0].contains("line 1:"), "{errs:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn warnings_become_deprecations() {
        let input: TokenStream =
            "DUNGEON: \"A\" \"a\" (3, 0)\nBRANCH: \"B\" @ (1, 0)\nBRANCH: \"C\" @ (2, 0)\nDUNGEON: \"B\" \"a\" (1, 0)\nDUNGEON: \"C\" \"a\" (1, 0)\n"
                .parse()
                .unwrap();
        let out = expand_dungeon_in(input, Path::new("."));
        let text = out.to_string();
        assert!(errors_of(&out).is_empty(), "{text}");
        // Named after the warning, numbered from the second one on; the
        // note starts on a line of its own.
        assert!(
            text.contains("mod dgn_warning { # [deprecated (note = \"\\nwarning[duplicate-bones]: bones marker \\\"a\\\" is used by two dungeons"),
            "{text}"
        );
        assert!(
            text.contains("pub const duplicate_bones : () = ()"),
            "{text}"
        );
        assert!(
            text.contains("pub const duplicate_bones_2 : () = ()"),
            "{text}"
        );
        assert!(
            text.contains("let _ = dgn_warning :: duplicate_bones ; let _ = dgn_warning :: duplicate_bones_2 ;"),
            "{text}"
        );
    }

    #[test]
    fn des_files_give_level_tables_of_the_target_dialect() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let input: TokenStream = r#"file = "examples/levels.des""#.parse().unwrap();
        let out = expand_dungeon_in(input, &root);
        let text = out.to_string();
        assert!(errors_of(&out).is_empty(), "{text}");
        assert!(text.contains("include_bytes !"), "{text}");
        assert!(
            text.contains("const TABLE : & 'static [:: dgn_types :: lev343 :: Level]"),
            "{text}"
        );
        let input: TokenStream = r#"file = "examples/levels36.des", target = "nethack-3.6.7""#
            .parse()
            .unwrap();
        let out = expand_dungeon_in(input, &root);
        let text = out.to_string();
        assert!(errors_of(&out).is_empty(), "{text}");
        assert!(text.contains("[:: dgn_types :: lev36 :: Level]"), "{text}");
        // The 3.6 file for a 3.4.3 target: one error, which says how to
        // set the target here; the table keeps its type.
        let input: TokenStream = r#"file = "examples/levels36.des", target = "nethack-3.4.3""#
            .parse()
            .unwrap();
        let out = expand_dungeon_in(input, &root);
        let errs = errors_of(&out);
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert!(
            errs[0].contains("`examples/levels36.des` is written in the NetHack 3.6 level language, but target `nethack-3.4.3` reads the NetHack 3.4.3 one"),
            "{errs:?}"
        );
        let text = out.to_string();
        assert!(
            text.contains("add `target = \\\"nethack-3.6.7\\\"` to the `dungeon!` arguments"),
            "{text}"
        );
        assert!(out.to_string().contains("lev343 :: Level] = & [] ;"));
        // With no target anywhere, it is read as 3.6, with a warning.
        let input: TokenStream = r#"file = "examples/levels36.des""#.parse().unwrap();
        let out = expand_dungeon_in(input, &root);
        let text = out.to_string();
        assert!(errors_of(&out).is_empty(), "{text}");
        assert!(text.contains("[:: dgn_types :: lev36 :: Level]"), "{text}");
        assert!(text.contains("warning[detected-dialect]"), "{text}");
    }

    /// A description in EUC-JP (a variant's names) in the file form: its
    /// names are the table's bytes, whether or not a `dgn.toml` allows
    /// `looked-up-dungeon` (a port's tables count the look-ups only when
    /// all four dungeons are defined). Where they are all defined and one
    /// may be missing, allowing the lint leaves the look-ups out.
    #[test]
    fn looked_up_dungeons_follow_the_settings() {
        let dir = std::env::temp_dir().join(format!("dgn-macro-lookups-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("jp.def"),
            b"DUNGEON: \"\xb1\xbf\xcc\xbf\xa4\xce\xcc\xc2\xb5\xdc\" \"D\" (10, 2)\nBRANCH: \"\xc3\xb5\xb5\xe1\xa4\xce\xce\xb9\" @ (4, 2) portal\nDUNGEON: \"\xc3\xb5\xb5\xe1\xa4\xce\xce\xb9\" \"Q\" (5, 0)\n",
        )
        .unwrap();
        let all_four = "DUNGEON: \"Doom\" \"D\" (10, 0)\nBRANCH: \"The Gnomish Mines\" @ (2, 0)\nBRANCH: \"Sokoban\" @ (3, 0) up\nBRANCH: \"The Quest\" @ (4, 0) portal\nBRANCH: \"Vlad's Tower\" @ (5, 0) portal\nDUNGEON: \"The Gnomish Mines\" \"M\" (4, 0)\nDUNGEON: \"Sokoban\" \"none\" (2, 0)\nDUNGEON: \"The Quest\" \"Q\" (3, 0) 50\nDUNGEON: \"Vlad's Tower\" \"T\" (2, 0)\n";
        let jp_bytes = "name_bytes : b\"\\xB1\\xBF\\xCC\\xBF\\xA4\\xCE\\xCC\\xC2\\xB5\\xDC\"";
        for allowed in [false, true] {
            if allowed {
                std::fs::write(
                    dir.join(crate::settings::FILE_NAME),
                    "[warnings]\nlooked-up-dungeon = \"allow\"\n",
                )
                .unwrap();
            }
            let out = expand_dungeon_in(r#"file = "jp.def""#.parse().unwrap(), &dir);
            let text = out.to_string();
            assert!(errors_of(&out).is_empty(), "{text}");
            assert!(!text.contains("deprecated"), "{text}");
            assert!(
                text.to_uppercase().contains(&jp_bytes.to_uppercase()),
                "{text}"
            );
            let text = expand_dungeon_in(all_four.parse().unwrap(), &dir).to_string();
            assert_eq!(
                text.contains("warning[unplaceable-level]: dungeon \\\"The Quest\\\", which NetHack looks up by name, is not generated"),
                !allowed,
                "{text}"
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Every error in one run: a dungeon name too long for the format
    /// does not hide the placement proof's error.
    #[test]
    fn a_long_name_does_not_hide_the_proof() {
        let input: TokenStream =
            "DUNGEON: \"The Dungeons of Doom and Despair\" \"D\" (5, 0)\nLEVEL: \"oracle\" \"O\" @ (9, 0)\n"
                .parse()
                .unwrap();
        let errs = errors_of(&expand_dungeon_in(input, Path::new(".")));
        assert_eq!(errs.len(), 2, "{errs:?}");
        assert!(
            errs[0].contains("dungeon name is too long: 32 bytes, at most 23 fit"),
            "{errs:?}"
        );
        assert!(
            errs[1].contains("level \\\"oracle\\\" falls outside dungeon \\\"The Dungeons of Doom and Despair\\\": NetHack panics at the start of every game"),
            "{errs:?}"
        );
    }

    #[test]
    fn settings_files_apply_and_are_tracked() {
        let dir = std::env::temp_dir().join(format!("dgn-macro-settings-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("dat")).unwrap();
        let settings = dir.join(crate::settings::FILE_NAME);
        std::fs::write(
            &settings,
            "target = \"nethack-3.6.7\"\n[features]\nREINCARNATION = false\n",
        )
        .unwrap();
        let tiny36 = "MAZE: \"t\", ' '\n$n = 5\n";
        std::fs::write(dir.join("dat/t.des"), tiny36).unwrap();
        let lit = Literal::string(&settings.to_string_lossy()).to_string();
        // The file form: found from the file's directory upwards.
        let out = expand_dungeon_in(r#"file = "dat/t.des""#.parse().unwrap(), &dir);
        let text = out.to_string();
        assert!(errors_of(&out).is_empty(), "{text}");
        assert!(text.contains("[:: dgn_types :: lev36 :: Level]"), "{text}");
        assert!(
            text.contains(&format!("include_bytes ! ({lit})")),
            "the settings file is tracked: {text}"
        );
        assert!(!text.contains("detected-dialect"), "{text}");
        // The inline form: from the crate's directory; features apply.
        let body =
            "DUNGEON: \"D\" \"D\" (25, 5)\n%REINCARNATION LEVEL: \"rogue\" \"R\" @ (15, 4)\n";
        let input: TokenStream = body.parse().unwrap();
        let text = expand_dungeon_in(input, &dir).to_string();
        assert!(!text.contains("name : \"rogue\""), "{text}");
        // Arguments win over the file.
        let with: TokenStream = format!("define = \"REINCARNATION\"; {body}")
            .parse()
            .unwrap();
        let text = expand_dungeon_in(with, &dir).to_string();
        assert!(text.contains("name : \"rogue\""), "{text}");
        let out = expand_dungeon_in(
            r#"file = "dat/t.des", target = "nethack-3.4.3""#.parse().unwrap(),
            &dir,
        );
        let errs = errors_of(&out);
        assert!(
            errs[0].starts_with("\"`dat/t.des` compiles as the NetHack 3.6 level language, but target `nethack-3.4.3`"),
            "{errs:?}"
        );
        // A mistake in the file is an error located in it.
        std::fs::write(&settings, "targte = \"nethack-3.6.7\"\n").unwrap();
        let out = expand_dungeon_in(r#"file = "dat/t.des""#.parse().unwrap(), &dir);
        let errs = errors_of(&out);
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert!(
            errs[0].contains("unknown key `targte` in dgn.toml"),
            "{errs:?}"
        );
        assert!(errs[0].contains("dgn.toml:1:1"), "{errs:?}");
        assert!(errs[0].contains("did you mean `target`?"), "{errs:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Every type name a table starts a path or struct with, outside
    /// the `use` items.
    fn names_used(tokens: TokenStream, out: &mut Vec<String>) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        for (i, t) in trees.iter().enumerate() {
            match t {
                TokenTree::Group(g) => names_used(g.stream(), out),
                TokenTree::Ident(id) => {
                    let name = id.to_string();
                    let after_path = i >= 1 && is_punct(trees.get(i - 1), ':');
                    let starts = name.starts_with(|c: char| c.is_ascii_uppercase());
                    if starts && !after_path && name != "TABLE" {
                        out.push(name);
                    }
                }
                _ => {}
            }
        }
    }

    #[test]
    fn imports_cover_every_name_a_table_uses() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        for (input, names) in [
            (r#"file = "examples/levels.des""#, LEV343_NAMES),
            (
                r#"file = "tests/tests/variants/slashem/levels.des", target = "slashem""#,
                LEV343_NAMES,
            ),
            (
                r#"file = "examples/levels36.des", target = "nethack-3.6.7""#,
                LEV36_NAMES,
            ),
            (
                r#"file = "examples/saltflat36.des", target = "nethack-3.6.7""#,
                LEV36_NAMES,
            ),
            (r#"file = "examples/dungeon.def""#, DUNGEON_NAMES),
            (
                r#"file = "tests/tests/variants/unnethack-3.5/to-lua.des", target = "unnethack-3.5""#,
                LEV35_NAMES,
            ),
        ] {
            let out = expand_dungeon_in(input.parse().unwrap(), &root);
            assert!(errors_of(&out).is_empty(), "{out}");
            let Some(TokenTree::Group(block)) = out.into_iter().next() else {
                panic!("a block")
            };
            // Drop the `use` items: they name what is imported.
            let body: TokenStream = block
                .stream()
                .into_iter()
                .skip_while(|t| !matches!(t, TokenTree::Ident(i) if i == "const"))
                .collect();
            // Constants the block defines (shared 3.6 instructions).
            let trees: Vec<TokenTree> = body.clone().into_iter().collect();
            let defined: Vec<String> = trees
                .windows(2)
                .filter(|w| matches!(&w[0], TokenTree::Ident(i) if i == "const"))
                .map(|w| w[1].to_string())
                .collect();
            let mut used = Vec::new();
            names_used(body, &mut used);
            assert!(!used.is_empty());
            for n in used {
                assert!(
                    names.contains(&n.as_str())
                        || n == "Some"
                        || n == "None"
                        || defined.contains(&n),
                    "{input}: `{n}` is not imported"
                );
            }
        }
    }

    #[test]
    fn repeated_36_instructions_are_constants() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let input: TokenStream = r#"file = "examples/levels36.des", target = "nethack-3.6.7""#
            .parse()
            .unwrap();
        let text = expand_dungeon_in(input, &root).to_string();
        assert!(text.contains("const I0 : Instr = Instr ::"), "{text}");
        // The constants come before the table, which names them.
        let table = text.find("const TABLE").unwrap();
        assert!(text.find("const I0").unwrap() < table, "{text}");
        assert!(text[table..].contains("I0"), "{text}");
    }

    #[test]
    fn monsters_and_objects_give_what_differs_from_random() {
        let input: TokenStream = r#"des = "MAZE: \"m\", ' '
NOMAP
MONSTER: random, random, random
OBJECT: random, random, random
MONSTER: 'D', \"red dragon\", (1,2), asleep
OBJECT: '(', \"chest\", random, cursed, 3
""#
        .parse()
        .unwrap();
        let text = expand_dungeon_in(input, Path::new(".")).to_string();
        assert!(text.contains("Monster { .. Monster :: RANDOM }"), "{text}");
        assert!(text.contains("Object { .. Object :: RANDOM }"), "{text}");
        assert!(
            text.contains("Monster { class : ClassSel :: Class (68u8) , id : Some (MonsterRef {"),
            "{text}"
        );
        assert!(
            text.contains("at : Coord :: At { x : 1 , y : 2 } , asleep : Some (true) , .. Monster :: RANDOM }"),
            "{text}"
        );
        assert!(
            text.contains("spe : OrRandom :: Value (3) , curse : CurseState :: Cursed , .. Object :: RANDOM }"),
            "{text}"
        );
    }

    #[test]
    fn des_strings_and_their_errors() {
        let input: TokenStream = r##"des = r#"MAZE: "tiny", ' '
MESSAGE: "hello"
NOMAP
"#"##
            .parse()
            .unwrap();
        let out = expand_dungeon_in(input, Path::new("."));
        let text = out.to_string();
        assert!(errors_of(&out).is_empty(), "{text}");
        assert!(text.contains("bytes : b\"hello\""), "{text}");
        let input: TokenStream = r#"des = "MAZE: \"tiny\", ' '\nNOMAP\nFOUNTAIN: (1 1)\n""#
            .parse()
            .unwrap();
        let errs = errors_of(&expand_dungeon_in(input, Path::new(".")));
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert!(errs[0].contains("--> des:3:"), "{errs:?}");
        let input: TokenStream = r#"des = "MAZE: \"t\", ' '", define = "X""#.parse().unwrap();
        let errs = errors_of(&expand_dungeon_in(input, Path::new(".")));
        assert!(errs[0].contains("no `%FEATURE` lines"), "{errs:?}");
    }
}
