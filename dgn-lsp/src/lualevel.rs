//! Editor features for NetHack 3.7 (5.0) Lua level files: which `.lua`
//! files are levels, the outline of a level, and go to definition and
//! references of the functions and variables a file defines. Hover and completion are in
//! [`crate::luahelp`], diagnostics come from `dgn_lua::check`.
//!
//! # Which `.lua` files are levels
//!
//! A document named `*.lua` (or opened with language id `lua`) is, in this
//! order:
//! - what a `-- dgn: level`, `-- dgn: dungeon` or `-- dgn: library`
//!   comment on one of its first five lines says;
//! - the dungeon description when it is named `dungeon.lua` or a line
//!   starts with `dungeon = {` (served by [`crate::lua`]);
//! - a library when a `lua-libraries` glob of the `dgn.toml` that applies
//!   to it matches it (see `dgn_core::settings`);
//! - a library when it is named `nhlib.lua`, `nhcore.lua`, `quest.lua` or
//!   `themerms.lua`/`themerooms*.lua`;
//! - when that `dgn.toml` has `lua-levels`: a level if one of its globs
//!   matches, else a library;
//! - a library when it calls `des.*` or `selection.*` only inside function
//!   bodies and calls none of its functions outside them (a file of themed
//!   rooms);
//! - otherwise a level (an empty new file too): it is run as a level for
//!   its diagnostics.
//!
//! A library gets hover, completion and outline, but is not run, since the
//! game never runs it as a level. The kind is decided again at every
//! change of the text (a new file becomes a level when its first `des.`
//! call outside a function is typed) and of the settings.

use crate::diagnostics::Language;
use crate::features::symbol;
use crate::luascan::{self, Call, Kind, Scan};
use crate::text::{Document, Encoding};
use dgn_core::settings::LuaRole;
use lsp_types::{DocumentSymbol, Location, Position, SymbolKind, Url};

/// Library files of NetHack 3.7's `dat` folder, which the game loads but
/// never runs as a level.
const LIBRARY_NAMES: &[&str] = &["nhlib.lua", "nhcore.lua", "quest.lua", "themerms.lua"];

/// The kind of a `.lua` document named `file_name` holding `text`, with no
/// `dgn.toml` saying anything of it (see the [module docs](self)).
pub fn kind(file_name: &str, text: &str) -> Language {
    kind_with(file_name, text, None)
}

/// What the `dgn.toml` that applies to the file at `path` says it is
/// (nothing when there is none, or it cannot be read).
pub fn role_of(path: &std::path::Path) -> Option<LuaRole> {
    match dgn_core::settings::for_file(path) {
        Ok(Some(s)) => s.lua_role(path),
        _ => None,
    }
}

/// The kind of a `.lua` document named `file_name` holding `text`, when
/// its `dgn.toml` says it is `role` (see the [module docs](self)).
pub fn kind_with(file_name: &str, text: &str, role: Option<LuaRole>) -> Language {
    for line in text.lines().take(5) {
        let l = line.trim();
        let Some(rest) = l.strip_prefix("--") else {
            continue;
        };
        match rest.trim().strip_prefix("dgn:").map(str::trim) {
            Some("level") => return Language::LuaLevel { library: false },
            Some("library") => return Language::LuaLevel { library: true },
            Some("dungeon") => return Language::Lua,
            _ => {}
        }
    }
    let name = file_name.to_ascii_lowercase();
    if name == "dungeon.lua"
        || text.lines().any(|l| {
            let l = l.trim_start();
            l.strip_prefix("dungeon")
                .map(str::trim_start)
                .and_then(|r| r.strip_prefix('='))
                .is_some_and(|r| r.trim_start().starts_with('{'))
        })
    {
        return Language::Lua;
    }
    if role == Some(LuaRole::Library)
        || LIBRARY_NAMES.contains(&name.as_str())
        || name.starts_with("themeroom")
    {
        return Language::LuaLevel { library: true };
    }
    if role == Some(LuaRole::Level) {
        return Language::LuaLevel { library: false };
    }
    let s = luascan::scan(text);
    let level_calls = |inside: bool| {
        s.calls
            .iter()
            .any(|c| matches!(c.ns.as_str(), "des" | "selection") && c.in_function == inside)
    };
    // A call at the top level of a function the file defines runs the
    // calls in its body.
    let runs_own = s
        .calls
        .iter()
        .any(|c| c.ns.is_empty() && !c.in_function && s.fns.iter().any(|f| f.name == c.name));
    Language::LuaLevel {
        library: !level_calls(false) && !runs_own && level_calls(true),
    }
}

/// The raw text of the value starting with token `t`: a string, a number,
/// a name, a whole `{...}` table or a call `selection.area(...)` (cut at
/// 40 characters, on one line).
pub(crate) fn value_text(text: &str, toks: &[luascan::Tok], t: luascan::Tok) -> String {
    let i = toks.partition_point(|x| x.start < t.start);
    let word = |j: usize| toks.get(j).map_or("", |x| &text[x.start..x.end]);
    // Where a bracketed part starts: the token itself, or the bracket after
    // a called name (`selection.area(`).
    let open = if word(i) == "{" {
        Some(i)
    } else if t.kind == Kind::Name {
        (i + 1..(i + 4).min(toks.len()))
            .take_while(|&j| matches!(word(j), "." | ":" | "(" | "{") || toks[j].kind == Kind::Name)
            .find(|&j| matches!(word(j), "(" | "{"))
    } else {
        None
    };
    let end = match open {
        Some(o) => {
            let mut depth = 0usize;
            let mut end = t.end;
            for x in &toks[o..] {
                end = x.end;
                match &text[x.start..x.end] {
                    "(" | "{" | "[" => depth += 1,
                    ")" | "}" | "]" => {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
            }
            end
        }
        None => t.end,
    };
    let one_line: String = text[t.start..end]
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    if one_line.chars().count() > 40 {
        let cut: String = one_line.chars().take(39).collect();
        format!("{cut}…")
    } else {
        one_line
    }
}

/// The string contents of a string token.
pub(crate) fn string_of(text: &str, t: luascan::Tok) -> Option<&str> {
    matches!(t.kind, Kind::Str | Kind::LongStr).then(|| {
        let (a, b) = t.inner(text);
        &text[a..b]
    })
}

/// What a call puts, for its outline entry: the name (`monster "jackal"`)
/// and the place (`(3, 4)`, `coord {3, 4}`), as far as the text says.
fn describe(text: &str, toks: &[luascan::Tok], c: &Call) -> (String, Option<String>) {
    let first_string = c.positional.iter().find_map(|t| string_of(text, *t));
    let what = ["id", "type", "style", "name", "class", "montype"]
        .iter()
        .find_map(|k| c.value(k).and_then(|t| string_of(text, t)))
        .or(first_string);
    let name = match what {
        Some(w) if c.name != "map" => format!("{} \"{w}\"", c.name),
        _ => c.name.clone(),
    };
    // The place: `coord`, `x`/`y`, `region`/`area`, or numbers after the
    // first argument.
    let place = if let Some(t) = c.value("coord") {
        Some(value_text(text, toks, t))
    } else if let (Some(x), Some(y)) = (c.value("x"), c.value("y")) {
        Some(format!(
            "({}, {})",
            value_text(text, toks, x),
            value_text(text, toks, y)
        ))
    } else if let Some(t) = c.value("region").or_else(|| c.value("area")) {
        Some(value_text(text, toks, t))
    } else {
        let nums: Vec<String> = c
            .positional
            .iter()
            .filter(|t| t.kind == Kind::Number)
            .map(|t| text[t.start..t.end].to_owned())
            .collect();
        // A table or a selection among the arguments.
        let table = c.positional.iter().find(|t| {
            (t.kind == Kind::Punct && text.as_bytes()[t.start] == b'{')
                || (t.kind == Kind::Name && &text[t.start..t.end] == "selection")
        });
        if nums.len() >= 2 {
            Some(format!("({})", nums.join(", ")))
        } else if c.keys.is_empty() {
            table.map(|t| value_text(text, toks, *t))
        } else {
            // The table holds the keys, not a place.
            None
        }
    };
    (name, place)
}

/// The symbol kind of an outline entry for `des.NAME`.
fn kind_of(name: &str) -> SymbolKind {
    match name {
        "map" => SymbolKind::ARRAY,
        "room" => SymbolKind::STRUCT,
        "region" | "levregion" | "teleport_region" | "exclusion" => SymbolKind::FIELD,
        "monster" => SymbolKind::EVENT,
        "object" => SymbolKind::OBJECT,
        "trap" => SymbolKind::OPERATOR,
        "level_init" | "level_flags" | "message" => SymbolKind::PROPERTY,
        _ => SymbolKind::CONSTANT,
    }
}

/// The most entries in an outline (a generated file may have more).
pub const MAX_SYMBOLS: usize = crate::features::MAX_SYMBOLS;

/// `textDocument/documentSymbol` for a level: every `des.*` call (maps,
/// rooms with their contents nested, regions, monsters, objects, traps and
/// the rest, with their places) and every function the file defines (with
/// the calls in its body nested).
pub fn symbols(doc: &Document, enc: Encoding) -> Vec<DocumentSymbol> {
    let text = doc.text();
    let s = luascan::scan(text);
    symbols_of(doc, &s, enc)
}

fn symbols_of(doc: &Document, s: &Scan, enc: Encoding) -> Vec<DocumentSymbol> {
    let text = doc.text();
    // Entries with their spans, in source order.
    let mut items: Vec<((usize, usize), DocumentSymbol)> = Vec::new();
    for c in s.calls.iter().filter(|c| c.ns == "des") {
        let (name, place) = describe(text, &s.toks, c);
        let detail = match (&place, c.name.as_str()) {
            (_, "map") => {
                let t = c.value("map").or_else(|| c.positional.first().copied());
                t.filter(|t| matches!(t.kind, Kind::LongStr | Kind::Str))
                    .map(|t| {
                        let (a, b) = t.inner(text);
                        let rows = text[a..b].lines().filter(|l| !l.is_empty()).count();
                        let cols = text[a..b].lines().map(str::len).max().unwrap_or(0);
                        format!("{cols}x{rows}")
                    })
            }
            (Some(p), _) => Some(p.clone()),
            (None, _) => None,
        };
        let span = (c.span.0, c.args.1.max(c.span.1));
        items.push((
            span,
            symbol(
                name,
                detail,
                kind_of(&c.name),
                doc.range(span.0, span.1, enc),
                doc.range(c.name_span.0, c.name_span.1, enc),
            ),
        ));
    }
    for f in &s.fns {
        items.push((
            f.span,
            symbol(
                f.name.clone(),
                Some("function".into()),
                SymbolKind::FUNCTION,
                doc.range(f.span.0, f.span.1, enc),
                doc.range(f.name_span.0, f.name_span.1, enc),
            ),
        ));
    }
    // Outer entries first, so that nesting follows the spans.
    items.sort_by_key(|((a, b), _)| (*a, std::cmp::Reverse(*b)));
    items.truncate(MAX_SYMBOLS);
    nest(items)
}

/// Builds the tree of entries from their spans (each entry is the child of
/// the innermost earlier one whose span holds it).
fn nest(items: Vec<((usize, usize), DocumentSymbol)>) -> Vec<DocumentSymbol> {
    let mut stack: Vec<((usize, usize), DocumentSymbol)> = Vec::new();
    let mut out = Vec::new();
    let attach = |stack: &mut Vec<((usize, usize), DocumentSymbol)>,
                  out: &mut Vec<DocumentSymbol>,
                  sym: DocumentSymbol| match stack.last_mut() {
        Some((_, parent)) => parent.children.get_or_insert_with(Vec::new).push(sym),
        None => out.push(sym),
    };
    for (span, sym) in items {
        while let Some(&(top, _)) = stack.last() {
            if span.0 >= top.0 && span.1 <= top.1 {
                break;
            }
            let (_, done) = stack.pop().expect("not empty");
            attach(&mut stack, &mut out, done);
        }
        stack.push((span, sym));
    }
    while let Some((_, done)) = stack.pop() {
        attach(&mut stack, &mut out, done);
    }
    out
}

/// Lua's reserved words, never a variable.
const KEYWORDS: &[&str] = &[
    "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
    "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
];

/// The names a file declares and where: `local a, b`, `local function f`,
/// `function f`, a function's parameters, `for i` / `for k, v`, and an
/// assignment `x = ...` outside any bracket. Token indices.
fn declarations(text: &str, toks: &[luascan::Tok]) -> Vec<usize> {
    let word = |i: usize| toks.get(i).map_or("", |t| &text[t.start..t.end]);
    let is_name = |i: usize| {
        toks.get(i).is_some_and(|t| t.kind == Kind::Name) && !KEYWORDS.contains(&word(i))
    };
    // A list of names from `i`: `a, b, c`.
    let list = |mut i: usize, out: &mut Vec<usize>| {
        while is_name(i) {
            out.push(i);
            if word(i + 1) != "," {
                break;
            }
            i += 2;
        }
    };
    let mut out = Vec::new();
    let mut depth = 0usize;
    for i in 0..toks.len() {
        match word(i) {
            "(" | "{" | "[" => depth += 1,
            ")" | "}" | "]" => depth = depth.saturating_sub(1),
            "local" if word(i + 1) == "function" => list(i + 2, &mut out),
            "local" | "for" => list(i + 1, &mut out),
            "function" => {
                let mut j = i + 1;
                // `function f(`: `f`; `function M.f(`: no variable.
                if is_name(j) && word(j + 1) == "(" {
                    out.push(j);
                }
                while is_name(j) || matches!(word(j), "." | ":") {
                    j += 1;
                }
                if word(j) == "(" {
                    list(j + 1, &mut out);
                }
            }
            _ if depth == 0
                && is_name(i)
                && word(i + 1) == "="
                && !matches!(word(i.wrapping_sub(1)), "." | ":" | "local" | ",") =>
            {
                out.push(i);
            }
            _ => {}
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The variable under byte `offset` and every place it is named: the
/// same name, not a field (`t.name`, `t:name`) nor a table key
/// (`{ name = 1 }`), in a file that declares it. Scopes are not told
/// apart: two locals of one name in two functions are one variable here.
fn variable_at(
    text: &str,
    toks: &[luascan::Tok],
    offset: usize,
) -> Option<(Vec<usize>, Vec<usize>)> {
    let word = |i: usize| toks.get(i).map_or("", |t| &text[t.start..t.end]);
    // The name touching the cursor (after a bracket that ends where the
    // name starts, the name).
    let first = toks.partition_point(|t| t.end < offset);
    let k = (first..(first + 2).min(toks.len()))
        .find(|&i| toks[i].kind == Kind::Name && toks[i].start <= offset)?;
    let t = toks[k];
    let name = &text[t.start..t.end];
    let decls: Vec<usize> = declarations(text, toks)
        .into_iter()
        .filter(|&i| word(i) == name)
        .collect();
    if decls.is_empty() {
        return None;
    }
    let uses: Vec<usize> = (0..toks.len())
        .filter(|&i| toks[i].kind == Kind::Name && word(i) == name)
        .filter(|&i| !matches!(word(i.wrapping_sub(1)), "." | ":"))
        .filter(|&i| {
            let key = word(i + 1) == "=" && matches!(word(i.wrapping_sub(1)), "{" | "," | ";");
            !key || decls.contains(&i)
        })
        .collect();
    uses.contains(&k).then_some((decls, uses))
}

/// `textDocument/references`: every place the variable or function under
/// the cursor is named: the same name, not a field (`t.name`, `t:name`)
/// nor a table key (`{ name = 1 }`), in a file that declares it (`local`,
/// a parameter, `for`, `function`, a top-level assignment). Scopes are not
/// told apart.
pub fn references(
    doc: &Document,
    uri: &Url,
    pos: Position,
    enc: Encoding,
    include_decl: bool,
) -> Vec<Location> {
    let text = doc.text();
    let toks = luascan::tokens(text);
    let Some((decls, uses)) = variable_at(text, &toks, doc.offset(pos, enc)) else {
        return Vec::new();
    };
    uses.into_iter()
        .filter(|i| include_decl || !decls.contains(i))
        .map(|i| Location::new(uri.clone(), doc.range(toks[i].start, toks[i].end, enc)))
        .collect()
}

/// `textDocument/definition`: from a call of a function the file defines
/// to its definition; from a variable to its declaration (the nearest one
/// above, else the first).
pub fn definition(doc: &Document, uri: &Url, pos: Position, enc: Encoding) -> Vec<Location> {
    let text = doc.text();
    let offset = doc.offset(pos, enc);
    let s = luascan::scan(text);
    if let Some((decls, _)) = variable_at(text, &s.toks, offset) {
        let at = decls
            .iter()
            .rev()
            .find(|&&i| s.toks[i].start <= offset)
            .or(decls.first())
            .copied()
            .unwrap_or(0);
        let t = s.toks[at];
        return vec![Location::new(uri.clone(), doc.range(t.start, t.end, enc))];
    }
    let Some(c) = s
        .calls
        .iter()
        .find(|c| c.span.0 <= offset && offset <= c.span.1)
    else {
        return Vec::new();
    };
    let called = &text[c.span.0..c.span.1];
    s.fns
        .iter()
        .filter(|f| f.name == called)
        .take(1)
        .map(|f| Location::new(uri.clone(), doc.range(f.name_span.0, f.name_span.1, enc)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_of_lua_files() {
        let level = Language::LuaLevel { library: false };
        let library = Language::LuaLevel { library: true };
        assert_eq!(kind("castle.lua", "des.map([[\n.\n]])\n"), level);
        assert_eq!(kind("new.lua", ""), level);
        assert_eq!(kind("dungeon.lua", ""), Language::Lua);
        assert_eq!(kind("x.lua", "-- d\ndungeon = {\n}\n"), Language::Lua);
        assert_eq!(kind("nhlib.lua", "des.map('.')"), library);
        assert_eq!(
            kind("rooms.lua", "t = { function() des.room() end }\n"),
            library
        );
        assert_eq!(
            kind(
                "rooms.lua",
                "-- dgn: level\nt = { function() des.room() end }\n"
            ),
            level
        );
        assert_eq!(kind("dungeon.lua", "-- dgn: library\n"), library);
    }

    #[test]
    fn outline_nests_by_span() {
        let text = "des.map([[\n..\n..]])\nlocal function f()\n  des.trap(\"hole\", 1, 2)\nend\n\
                    des.room({ type = \"ordinary\", x = 3, y = 4, contents = function()\n  des.monster({ id = \"jackal\", coord = {1, 1} })\nend })\n";
        let doc = Document::new(text.into(), 0);
        let syms = symbols(&doc, Encoding::Utf16);
        let show =
            |s: &DocumentSymbol| format!("{} [{}]", s.name, s.detail.clone().unwrap_or_default());
        let top: Vec<String> = syms.iter().map(show).collect();
        assert_eq!(
            top,
            ["map [2x2]", "f [function]", "room \"ordinary\" [(3, 4)]"]
        );
        let kids =
            |s: &DocumentSymbol| -> Vec<String> { s.children.iter().flatten().map(show).collect() };
        assert_eq!(kids(&syms[1]), ["trap \"hole\" [(1, 2)]"]);
        assert_eq!(kids(&syms[2]), ["monster \"jackal\" [{1, 1}]"]);
    }
}
