//! Diagnostics, hover and completion for NetHack 3.7 (5.0) Lua level files,
//! from the level engine's schema (`dgn_lua::schema`: every `des.*` and
//! `selection.*` function with its keys, their types, allowed values and
//! meanings, and the map characters) and NetHack 3.7's monster and object
//! names.
//!
//! Hover: on a `des.X`/`selection.X` name, the function's signature,
//! meaning and keys; on a key of a `des.X({ ... })` table, its type,
//! meaning and allowed values; on a string naming a monster or an object,
//! its class; on a map character, what it draws.
//!
//! Completion: after `des.`/`selection.`, the functions; where a key may
//! be written in a `des.X({ ... })` table, the keys that function reads and
//! the table does not have yet; inside a string value, the allowed values
//! of its key (room types, trap names, alignments, ...) or the monster and
//! object names for `id`; inside the map of `des.map`, the map characters.

use crate::features::{code, plain};
use crate::lualevel::string_of;
use crate::luascan::{self, Call, Context, Kind};
use crate::text::{Document, Encoding};
use dgn_core::diag::Diagnostic as DgnDiagnostic;
use dgn_core::to_lua::names37;
use dgn_core::SourceFile;
use lsp_types::{
    CompletionItem, CompletionItemKind, CompletionTextEdit, Documentation, Hover, HoverContents,
    MarkupContent, MarkupKind, Position, TextEdit,
};

/// One function of the level API, as the editor features show it.
#[derive(Clone, Debug)]
pub struct FnDoc {
    /// `des` or `selection`.
    pub ns: String,
    /// Its name.
    pub name: String,
    /// How it is called (`des.monster({ id = ..., coord = ... })`).
    pub signature: String,
    /// What it does.
    pub meaning: String,
    /// The keys of its table argument.
    pub keys: Vec<KeyDoc>,
}

/// One key of a function's table argument.
#[derive(Clone, Debug)]
pub struct KeyDoc {
    /// Its name.
    pub name: String,
    /// Its type (`string`, `integer`, `{x, y}`, ...).
    pub ty: String,
    /// What it does.
    pub meaning: String,
    /// The values it allows, when they are a fixed set of strings.
    pub values: Vec<String>,
}

/// The functions of namespace `ns` (`des` or `selection`).
pub fn functions(ns: &str) -> Vec<FnDoc> {
    crate::luaschema::functions(ns)
}

/// The function `ns.name`.
pub fn function(ns: &str, name: &str) -> Option<FnDoc> {
    functions(ns).into_iter().find(|f| f.name == name)
}

/// The map characters of `des.map` with what each draws.
pub fn map_chars() -> Vec<(char, String)> {
    crate::luaschema::map_chars()
}

/// Runs the level engine over a level file (nothing for a library file).
pub fn check(src: &SourceFile, library: bool) -> Vec<DgnDiagnostic> {
    if library {
        return Vec::new();
    }
    crate::luaschema::check(src)
}

fn markdown(value: String, range: lsp_types::Range) -> Hover {
    Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value,
        }),
        range: Some(range),
    }
}

/// The Markdown shown for a function.
fn function_doc(f: &FnDoc) -> String {
    let mut s = format!("{}\n\n{}", code(&f.signature), plain(&f.meaning));
    if !f.keys.is_empty() {
        s.push_str("\n\nKeys:");
        for k in &f.keys {
            s.push_str(&format!(
                "\n- {} ({}): {}",
                code(&k.name),
                plain(&k.ty),
                plain(&k.meaning)
            ));
        }
    }
    s
}

/// The Markdown shown for a key.
fn key_doc(f: &FnDoc, k: &KeyDoc) -> String {
    let mut s = format!(
        "{} of {}: {}\n\n{}",
        code(&k.name),
        code(&format!("{}.{}", f.ns, f.name)),
        plain(&k.ty),
        plain(&k.meaning)
    );
    if !k.values.is_empty() {
        let vals: Vec<String> = k.values.iter().map(|v| code(&format!("\"{v}\""))).collect();
        s.push_str(&format!("\n\nValues: {}", vals.join(", ")));
    }
    s
}

/// A monster's class symbol, by any of its names.
pub fn monster_class(name: &str) -> Option<u8> {
    names37::MONSTERS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, c)| *c)
}

/// An object's class symbol and unidentified description.
pub fn object_class(name: &str) -> Option<(u8, &'static str)> {
    names37::OBJECTS
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, c, d)| (*c, *d))
}

/// Whether a string in call `c` (for `key`, or positional `index`) names a
/// monster, an object, or either.
fn names_what(c: &Call, key: &str, index: usize) -> (bool, bool) {
    match (c.ns.as_str(), c.name.as_str(), key, index) {
        ("des", "monster", "id" | "", 0) => (true, false),
        ("des", "object", "id" | "", 0) => (false, true),
        ("des", "monster", "montype" | "disguise", _)
        | ("des", "object", "montype", _)
        | ("des", "altar" | "grave", "montype", _) => (true, false),
        _ => (false, false),
    }
}

/// What a monster or object name is, for hover.
fn name_doc(name: &str, monster: bool, object: bool) -> Option<String> {
    let m = monster_class(name).map(|c| {
        format!(
            "monster {}: class {}",
            code(name),
            code(&char::from(c).to_string())
        )
    });
    let o = object_class(name).map(|(c, d)| {
        let mut s = format!(
            "object {}: class {}",
            code(name),
            code(&char::from(c).to_string())
        );
        if !d.is_empty() {
            s.push_str(&format!(", unidentified {}", code(d)));
        }
        s
    });
    match (monster, object) {
        (true, false) => m.or_else(|| Some(format!("no monster {} in NetHack 3.7", code(name)))),
        (false, true) => o.or_else(|| Some(format!("no object {} in NetHack 3.7", code(name)))),
        _ => match (m, o) {
            (Some(m), Some(o)) => Some(format!("{m}\n\n{o}")),
            (m, o) => m.or(o),
        },
    }
}

/// `textDocument/hover`.
pub fn hover(doc: &Document, pos: Position, enc: Encoding) -> Option<Hover> {
    let text = doc.text();
    let offset = doc.offset(pos, enc);
    let s = luascan::scan(text);
    let r = |a: usize, b: usize| doc.range(a, b, enc);
    // A function name.
    if let Some(c) = s
        .calls
        .iter()
        .find(|c| !c.ns.is_empty() && c.span.0 <= offset && offset <= c.span.1)
    {
        let f = function(&c.ns, &c.name)?;
        return Some(markdown(function_doc(&f), r(c.span.0, c.span.1)));
    }
    // A function named without being called (`local f = des.room`).
    let k = s.toks.partition_point(|t| t.end < offset);
    if let Some(t) = s
        .toks
        .get(k)
        .filter(|t| t.start <= offset && t.kind == Kind::Name)
    {
        let word = &text[t.start..t.end];
        let w = |i: usize| s.toks.get(i).map_or("", |t| &text[t.start..t.end]);
        if k >= 2 && w(k - 1) == "." {
            if let Some(f) = function(w(k - 2), word) {
                return Some(markdown(function_doc(&f), r(s.toks[k - 2].start, t.end)));
            }
        }
    }
    // A key of a table argument, or a string value.
    for c in s
        .calls
        .iter()
        .rev()
        .filter(|c| c.args.0 <= offset && offset <= c.args.1)
    {
        for key in &c.keys {
            if key.span.0 <= offset && offset <= key.span.1 {
                let f = function(&c.ns, &c.name)?;
                let kd = f.keys.iter().find(|k| k.name == key.name)?;
                return Some(markdown(key_doc(&f, kd), r(key.span.0, key.span.1)));
            }
        }
        let owner = c
            .keys
            .iter()
            .filter_map(|k| k.value.map(|v| (k.name.as_str(), 0, v)))
            .chain(c.positional.iter().enumerate().map(|(i, t)| ("", i, *t)))
            .find(|(_, _, v)| {
                v.start < offset && offset < v.end && matches!(v.kind, Kind::Str | Kind::LongStr)
            });
        if let Some((key, index, v)) = owner {
            let (a, b) = v.inner(text);
            if c.ns == "des" && c.name == "map" && (key == "map" || (key.is_empty() && index == 0))
            {
                let ch = text[offset.min(b)..].chars().next()?;
                if offset >= b || ch == '\n' || ch == '\r' {
                    return None;
                }
                let (_, what) = map_chars().into_iter().find(|(m, _)| *m == ch)?;
                return Some(markdown(
                    format!("map character {}: {}", code(&ch.to_string()), plain(&what)),
                    r(offset, offset + ch.len_utf8()),
                ));
            }
            let value = string_of(text, v)?;
            let (monster, object) = names_what(c, key, index);
            if let Some(d) = name_doc(value, monster, object) {
                return Some(markdown(d, r(a, b)));
            }
            // An allowed value of the key.
            let f = function(&c.ns, &c.name)?;
            let kd = f.keys.iter().find(|k| k.name == key)?;
            if kd.values.iter().any(|x| x == value) {
                return Some(markdown(key_doc(&f, kd), r(a, b)));
            }
            return None;
        }
    }
    None
}

fn edit_item(
    label: &str,
    kind: CompletionItemKind,
    detail: Option<String>,
    doc: Option<String>,
    edit: Option<(lsp_types::Range, String)>,
) -> CompletionItem {
    CompletionItem {
        label: label.to_owned(),
        kind: Some(kind),
        detail,
        documentation: doc.map(|d| {
            Documentation::MarkupContent(MarkupContent {
                kind: MarkupKind::Markdown,
                value: d,
            })
        }),
        text_edit: edit
            .map(|(range, new_text)| CompletionTextEdit::Edit(TextEdit { range, new_text })),
        ..Default::default()
    }
}

/// `textDocument/completion`.
pub fn completion(doc: &Document, pos: Position, enc: Encoding) -> Vec<CompletionItem> {
    let text = doc.text();
    let offset = doc.offset(pos, enc);
    let toks = luascan::tokens(text);
    let r = |a: usize, b: usize| doc.range(a, b, enc);
    match luascan::context(text, &toks, offset) {
        Context::Member { ns, word } => functions(&ns)
            .iter()
            .map(|f| {
                edit_item(
                    &f.name,
                    CompletionItemKind::FUNCTION,
                    Some(f.signature.clone()),
                    Some(function_doc(f)),
                    Some((r(word.0, word.1), f.name.clone())),
                )
            })
            .collect(),
        Context::Key { call, word } => {
            let Some(f) = function(&call.ns, &call.name) else {
                return Vec::new();
            };
            f.keys
                .iter()
                .filter(|k| !call.keys.iter().any(|h| h.name == k.name))
                .map(|k| {
                    edit_item(
                        &k.name,
                        CompletionItemKind::PROPERTY,
                        Some(k.ty.clone()),
                        Some(key_doc(&f, k)),
                        Some((r(word.0, word.1), format!("{} = ", k.name))),
                    )
                })
                .collect()
        }
        Context::Value {
            call,
            key,
            index,
            tok,
        } => {
            let (a, b) = tok.inner(text);
            if call.ns == "des"
                && call.name == "map"
                && (key == "map" || (key.is_empty() && index == 0))
            {
                return map_chars()
                    .into_iter()
                    .map(|(c, what)| {
                        let mut it = edit_item(
                            &c.to_string(),
                            CompletionItemKind::CONSTANT,
                            Some(what),
                            None,
                            None,
                        );
                        it.insert_text = Some(c.to_string());
                        it
                    })
                    .collect();
            }
            // The string typed so far is replaced (up to the cursor).
            let edit_range = r(a, offset.clamp(a, b));
            let (monster, object) = names_what(&call, &key, index);
            let mut out = Vec::new();
            if monster {
                for (n, c) in names37::MONSTERS {
                    out.push(edit_item(
                        n,
                        CompletionItemKind::VALUE,
                        Some(format!("monster, class {}", char::from(*c))),
                        None,
                        Some((edit_range, (*n).to_owned())),
                    ));
                }
            }
            if object {
                for (n, c, _) in names37::OBJECTS {
                    out.push(edit_item(
                        n,
                        CompletionItemKind::VALUE,
                        Some(format!("object, class {}", char::from(*c))),
                        None,
                        Some((edit_range, (*n).to_owned())),
                    ));
                }
            }
            if monster || object {
                return out;
            }
            let Some(f) = function(&call.ns, &call.name) else {
                return Vec::new();
            };
            let kd = if key.is_empty() {
                positional_key(&f, index)
            } else {
                f.keys.iter().find(|k| k.name == key)
            };
            kd.map(|k| {
                k.values
                    .iter()
                    .map(|v| {
                        edit_item(
                            v,
                            CompletionItemKind::ENUM_MEMBER,
                            Some(k.name.clone()),
                            None,
                            Some((edit_range, v.clone())),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
        }
        Context::None => Vec::new(),
    }
}

/// The key a positional argument stands for (`des.trap("hole")` gives the
/// `type`; `des.altar(...)` and the like read positional strings the same
/// way as their first key that takes a fixed set of strings).
fn positional_key(f: &FnDoc, index: usize) -> Option<&KeyDoc> {
    if index != 0 {
        return None;
    }
    f.keys.iter().find(|k| !k.values.is_empty())
}
