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
//! Completion: after `des.`/`selection.`, the functions; after `object:`,
//! the selection methods; where a key may be written in a `des.X({ ... })`
//! table, the keys that function reads and the table does not have yet;
//! inside a string value, the allowed values of its key (room types, trap
//! names, alignments, ...) or the monster and object names for `id`; at a
//! value with no string opened yet, the same quoted (and `true`/`false`
//! for a flag); inside the map of `des.map`, the map characters.
//!
//! Hover and completion read a method call (`sel:grow("north")`) as the
//! selection function of that name with the object as first argument.

use crate::features::{code, plain};
use crate::lualevel::string_of;
use crate::luascan::{self, Context, Kind};
use crate::text::{Document, Encoding};
use dgn_core::diag::Diagnostic as DgnDiagnostic;
use dgn_core::to_lua::names37;
use dgn_core::SourceFile;
use dgn_lua::schema::{self, Function, Key, Module, ValueType};
use lsp_types::{
    CompletionItem, CompletionItemKind, CompletionTextEdit, Documentation, Hover, HoverContents,
    MarkupContent, MarkupKind, Position, TextEdit,
};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

/// The table a prefix names (`des`, `selection`, `nh`, `u`).
fn module(ns: &str) -> Option<Module> {
    match ns {
        "des" => Some(Module::Des),
        "selection" => Some(Module::Selection),
        "nh" => Some(Module::Nh),
        "u" => Some(Module::U),
        _ => None,
    }
}

/// The function `ns.name` of the level interface.
pub fn function(ns: &str, name: &str) -> Option<&'static Function> {
    schema::function(module(ns)?, name)
}

/// The function a scanned call calls: `ns.name`, or for a method call
/// (`sel:grow()`) the selection method of that name (every `selection.*`
/// function is one: the game makes the selection table the methods of
/// every selection).
pub fn called(c: &luascan::Call) -> Option<&'static Function> {
    if c.method {
        if module(&c.ns).is_some() {
            return None; // `des:x()` is no call of the interface
        }
        return schema::function(Module::Selection, &c.name);
    }
    function(&c.ns, &c.name)
}

/// The words a key accepts, when they are a fixed set.
fn values(k: &Key) -> Vec<&'static str> {
    match k.ty {
        ValueType::Enum => k.values.to_vec(),
        ValueType::Trap => schema::TRAP_NAMES.to_vec(),
        ValueType::RoomType => schema::ROOM_TYPES.to_vec(),
        _ => Vec::new(),
    }
}

/// The run limit of one run of a level in the editor, in the engine's
/// steps (Lua instructions): a tenth of what `lev_comp --check` allows
/// ([`dgn_lua::DEFAULT_INSTRUCTION_LIMIT`]), far above what any of NetHack
/// 3.7's levels uses (under 30,000 Lua instructions with each of the eight
/// seeds), so that a level that never ends is stopped while its author
/// types. The `luaRunLimit` setting changes it.
pub const EDITOR_RUN_LIMIT: u64 = dgn_lua::DEFAULT_INSTRUCTION_LIMIT / 10;

/// When the runs of one check have taken this long, the seeds left are
/// not run (a level that does much work in each run keeps the editor
/// answering); a note on the file says so.
pub const EDITOR_TIME_BUDGET: Duration = Duration::from_millis(1000);

/// Whether `d` is the engine's report of a run stopped at `limit`.
pub fn is_budget_hit(d: &DgnDiagnostic, limit: u64) -> bool {
    d.is_error() && d.message.contains("stopped") && d.message.contains(&limit.to_string())
}

/// Runs the level engine over a level file (nothing for a library file):
/// its seeds one by one, each run stopped past `limit` steps, every
/// problem of any seed shown once. Once a run is stopped at the limit (the
/// other seeds would loop the same way), once a run fails to parse, or once
/// the runs have taken [`EDITOR_TIME_BUDGET`], the seeds left are not run.
/// The problems found before the stop are kept; the one at the stop says
/// where the script was and why the rest of it is unchecked.
pub fn check(src: &SourceFile, library: bool, limit: u64) -> Vec<DgnDiagnostic> {
    check_level(src, library, limit).0
}

/// What the runs of a level's check built, drawn only when asked (hover),
/// so that the diagnostics of an edit never wait for the picture.
#[derive(Debug)]
pub struct Built {
    src: SourceFile,
    runs: Vec<dgn_lua::Run>,
    /// The runs with chosen draws made with the check, if time allowed.
    chosen_runs: Vec<dgn_lua::Run>,
    /// The run budget the runs had, for the runs made when the picture is
    /// drawn (with the dice at their bounds, and with chosen draws).
    limit: u64,
    text: OnceLock<String>,
}

impl Built {
    /// The picture of the level: the map rows of its preview (what every
    /// seed that ran to its end built the same), as Markdown.
    pub fn picture(&self) -> &str {
        self.text.get_or_init(|| {
            let whole = self.runs.iter().filter(|r| !r.failed).count();
            let mut report = dgn_lua::LuaLevelReport {
                diagnostics: Vec::new(),
                runs: self.runs.clone(),
                bound_runs: Vec::new(),
                chosen_runs: self.chosen_runs.clone(),
            };
            dgn_lua::complete(
                &self.src,
                &dgn_lua::LuaLevelOptions {
                    instruction_limit: self.limit,
                    ..Default::default()
                },
                &mut report,
            );
            let p = dgn_lua::picture(&self.src, &report);
            picture_rows(&p.text(false), p.header.len(), whole)
        })
    }
}

/// [`check`], and what its runs built, when one of them ran to its end.
pub fn check_level(
    src: &SourceFile,
    library: bool,
    limit: u64,
) -> (Vec<DgnDiagnostic>, Option<Arc<Built>>) {
    if library {
        return (Vec::new(), None);
    }
    let mut opts = dgn_lua::LuaLevelOptions {
        instruction_limit: limit,
        ..Default::default()
    };
    let seeds = std::mem::take(&mut opts.seeds);
    let start = Instant::now();
    let mut out: Vec<DgnDiagnostic> = Vec::new();
    let mut runs = Vec::new();
    let mut all_seeds = true;
    let note_budget = |d: DgnDiagnostic| -> (DgnDiagnostic, bool) {
        if is_budget_hit(&d, limit) {
            let d = d.note(format!(
                "the editor stops a run after {limit} steps (`lev_comp --check`: {}); \
                 what the script does after this point is not checked",
                dgn_lua::DEFAULT_INSTRUCTION_LIMIT
            ));
            return (d, true);
        }
        (d, false)
    };
    let add = |out: &mut Vec<DgnDiagnostic>, d: DgnDiagnostic| {
        let key = |d: &DgnDiagnostic| (d.primary.as_ref().map(|p| p.span), d.message.clone());
        if !out.iter().any(|o| key(o) == key(&d)) {
            out.push(d);
        }
    };
    let mut done = 0;
    while done < seeds.len() {
        // After the first seed, a script that runs quickly has the other
        // seeds run side by side in one check (on two threads); a slow one
        // runs them one by one, so that the editor's time budget can stop
        // it between two.
        let quick = start.elapsed() * seeds.len() as u32 * 2 < EDITOR_TIME_BUDGET;
        let batch = if done == 1 && quick {
            seeds.len() - 1
        } else {
            1
        };
        opts.seeds = seeds[done..done + batch].to_vec();
        done += batch;
        // The runs with the dice at their bounds serve the picture, made
        // when it is asked for; those with chosen draws come after the
        // seeds.
        opts.bound_runs = false;
        opts.chosen_runs = 0;
        let report = dgn_lua::check(src, &opts);
        runs.extend(report.runs);
        let mut stop = false;
        for d in report.diagnostics {
            stop |= d.message.starts_with("Lua syntax error");
            let (d, hit) = note_budget(d);
            stop |= hit;
            add(&mut out, d);
        }
        let left = seeds.len() - done;
        if stop {
            all_seeds = false;
            break;
        }
        if left > 0 && start.elapsed() > EDITOR_TIME_BUDGET {
            all_seeds = false;
            out.push(DgnDiagnostic::warning(
                "lua-level",
                format!(
                    "checked with {} of {} seeds: the runs took more than {} ms",
                    done,
                    seeds.len(),
                    EDITOR_TIME_BUDGET.as_millis()
                ),
            ));
            break;
        }
    }
    // The runs with chosen draws (the branches the seeds missed), when
    // the seeds ran through quickly: their errors are shown too.
    let mut chosen_runs = Vec::new();
    if all_seeds && start.elapsed() < EDITOR_TIME_BUDGET / 2 && runs.iter().any(|r| !r.failed) {
        let mut report = dgn_lua::LuaLevelReport {
            diagnostics: Vec::new(),
            runs: std::mem::take(&mut runs),
            bound_runs: Vec::new(),
            chosen_runs: Vec::new(),
        };
        opts.bound_runs = false;
        opts.chosen_runs = dgn_lua::DEFAULT_CHOSEN_RUNS;
        dgn_lua::complete(src, &opts, &mut report);
        for d in report.diagnostics {
            add(&mut out, note_budget(d).0);
        }
        chosen_runs = report.chosen_runs;
        // A script that draws again and again gets more seeds.
        runs = report.runs;
    }
    out.sort_by_key(|d| {
        (
            d.primary.as_ref().map_or(0, |l| l.span.start()),
            !d.is_error(),
        )
    });
    let built = runs.iter().any(|r| !r.failed).then(|| {
        Arc::new(Built {
            src: src.clone(),
            runs,
            chosen_runs,
            limit,
            text: OnceLock::new(),
        })
    });
    (out, built)
}

/// The map rows of a preview's text (its title line and `header` lines
/// above them; blank rows above and below and blank columns on the left
/// left out), under a line saying how many runs it sums up and which
/// screen column and row its top left corner is.
fn picture_rows(text: &str, header: usize, runs: usize) -> String {
    let rows: Vec<&str> = text
        .lines()
        .skip(1 + header)
        .take(dgn_core::preview::ROWS)
        .collect();
    let first = rows.iter().position(|r| !r.trim().is_empty());
    let last = rows.iter().rposition(|r| !r.trim().is_empty());
    let rows = match (first, last) {
        (Some(a), Some(b)) => &rows[a..=b],
        _ => &[][..],
    };
    let left = rows
        .iter()
        .filter(|r| !r.trim().is_empty())
        .map(|r| r.len() - r.trim_start_matches(' ').len())
        .min()
        .unwrap_or(0);
    let body: Vec<&str> = rows.iter().map(|r| r.get(left..).unwrap_or("")).collect();
    format!(
        "The level as {} built it (certain squares only; top left at column {left}, row {}):\n```text\n{}\n```",
        if runs == 1 {
            "one run".to_owned()
        } else {
            format!("{runs} runs")
        },
        first.unwrap_or(0),
        body.join("\n")
    )
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
fn function_doc(f: &Function) -> String {
    let forms: Vec<&str> = f.forms.to_vec();
    let mut s = format!("```lua\n{}\n```\n\n{}", forms.join("\n"), plain(f.doc));
    if !f.keys.is_empty() {
        s.push_str("\n\nKeys:");
        for k in f.keys {
            s.push_str(&format!(
                "\n- {} ({}{}): {}",
                code(k.name),
                k.ty.name(),
                if k.required { ", required" } else { "" },
                plain(k.doc)
            ));
        }
    }
    s
}

/// The Markdown shown for a key.
fn key_doc(f: &Function, k: &Key) -> String {
    let mut s = format!(
        "{} of {}: {}{}",
        code(k.name),
        code(&f.full_name()),
        k.ty.name(),
        if k.required { ", required" } else { "" }
    );
    if let Some(d) = k.default {
        s.push_str(&format!(", default {}", code(d)));
    }
    s.push_str(&format!("\n\n{}", plain(k.doc)));
    let vals = values(k);
    if !vals.is_empty() {
        let vals: Vec<String> = vals.iter().map(|v| code(&format!("\"{v}\""))).collect();
        s.push_str(&format!("\n\nValues: {}", vals.join(", ")));
    }
    s
}

/// A monster's class letter, by any of its names (compared without case,
/// as the game's look-up does).
pub fn monster_class(name: &str) -> Option<u8> {
    names37::MONSTERS
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, c)| *c)
}

/// An object's class symbol and unidentified description.
pub fn object_class(name: &str) -> Option<(u8, &'static str)> {
    names37::OBJECTS
        .iter()
        .find(|(n, _, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, c, d)| (*c, *d))
}

/// What a string argument holds.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Arg {
    /// A monster name.
    Monster,
    /// An object name.
    Object,
    /// A map (`des.map`).
    Map,
    /// One map character.
    MapChar,
    /// One of these words, for this key.
    Words(&'static Function, Option<&'static Key>, Vec<&'static str>),
    /// Anything else.
    Other,
}

/// What the string given for `key` (or, with `key` empty, as positional
/// argument `index`) of function `f` holds; `method`: in a method call,
/// whose object is the first argument of the function's plain forms.
fn arg_kind(f: &'static Function, key: &str, index: usize, method: bool) -> Arg {
    let of_key = |k: &'static Key| match k.ty {
        ValueType::Monster => Arg::Monster,
        ValueType::Object => Arg::Object,
        ValueType::MapChar => Arg::MapChar,
        _ if k.name == "map" && f.name == "map" => Arg::Map,
        _ => {
            let v = values(k);
            if v.is_empty() {
                Arg::Other
            } else {
                Arg::Words(f, Some(k), v)
            }
        }
    };
    if !key.is_empty() {
        return f.key(key).map_or(Arg::Other, of_key);
    }
    // The placeholder at `index` in one of the call forms (a method call
    // passes its object as the first argument of the plain forms).
    for form in f.forms {
        let index = match (method, form.starts_with("SEL:")) {
            // `selection.grow(SEL, DIR)` is `SEL:grow(DIR)`.
            (false, true) if index >= 1 => index - 1,
            (false, true) => continue,
            (true, true) | (false, false) => index,
            (true, false) if form.contains("(SEL") => index + 1,
            (true, false) => continue,
        };
        let Some(args) = form
            .find('(')
            .and_then(|a| form.rfind(')').map(|b| &form[a + 1..b]))
        else {
            continue;
        };
        let mut parts: Vec<&str> = Vec::new();
        let mut depth = 0;
        let mut start = 0;
        for (i, c) in args.char_indices() {
            match c {
                '{' | '(' => depth += 1,
                '}' | ')' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(args[start..i].trim());
                    start = i + 1;
                }
                _ => {}
            }
        }
        parts.push(args[start..].trim());
        // `FLAG, ...`: every further argument is like the last named one.
        let named: Vec<&str> = parts.iter().copied().filter(|p| *p != "...").collect();
        let p = match parts.get(index) {
            Some(&"...") => named.last().copied(),
            Some(p) => Some(*p),
            None if parts.last() == Some(&"...") => named.last().copied(),
            None => None,
        };
        let Some(p) =
            p.filter(|p| p.bytes().all(|b| b.is_ascii_uppercase() || b == b'_') && !p.is_empty())
        else {
            continue;
        };
        let found = match p {
            "NAME_OR_CLASS" if f.name == "monster" => Arg::Monster,
            "NAME_OR_CLASS" if f.name == "object" => Arg::Object,
            "MAP" => Arg::Map,
            "MAPCHAR" => Arg::MapChar,
            "FLAG" => Arg::Words(f, None, schema::LEVEL_FLAGS.to_vec()),
            "DIR" if f.name == "grow" => Arg::Words(f, None, schema::GROW_DIRS.to_vec()),
            _ => f.key(&p.to_ascii_lowercase()).map_or(Arg::Other, of_key),
        };
        if found != Arg::Other {
            return found;
        }
    }
    Arg::Other
}

/// What a monster or object name is, for hover.
fn name_doc(name: &str, arg: &Arg) -> Option<String> {
    let m = || {
        monster_class(name).map(|c| {
            format!(
                "monster {}: class {}",
                code(name),
                code(&char::from(c).to_string())
            )
        })
    };
    let o = || {
        object_class(name).map(|(c, d)| {
            let mut s = format!(
                "object {}: class {}",
                code(name),
                code(&char::from(c).to_string())
            );
            if !d.is_empty() {
                s.push_str(&format!(", unidentified {}", code(d)));
            }
            s
        })
    };
    match arg {
        // A single character is a class.
        Arg::Monster if name.chars().count() == 1 => Some(format!("monster class {}", code(name))),
        Arg::Object if name.chars().count() == 1 => Some(format!("object class {}", code(name))),
        Arg::Monster => m().or_else(|| Some(format!("no monster {} in NetHack 3.7", code(name)))),
        Arg::Object => o().or_else(|| Some(format!("no object {} in NetHack 3.7", code(name)))),
        _ => None,
    }
}

fn map_char_doc(ch: char) -> Option<String> {
    let m = schema::map_char(ch)?;
    Some(format!(
        "map character {}: {} ({})",
        code(&ch.to_string()),
        plain(m.doc),
        code(m.terrain)
    ))
}

/// `textDocument/hover`.
pub fn hover(doc: &Document, pos: Position, enc: Encoding) -> Option<Hover> {
    hover_with_picture(doc, pos, enc, None)
}

/// `textDocument/hover`, with the picture of the level from its latest
/// check ([`check_level`]) shown under `des.map`, `des.level_init` and
/// `des.level_flags`.
pub fn hover_with_picture(
    doc: &Document,
    pos: Position,
    enc: Encoding,
    picture: Option<&str>,
) -> Option<Hover> {
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
        let f = called(c)?;
        let mut doc_text = function_doc(f);
        if let (Some(p), Module::Des, "map" | "level_init" | "level_flags") =
            (picture, f.module, f.name)
        {
            doc_text.push_str("\n\n---\n\n");
            doc_text.push_str(p);
        }
        return Some(markdown(doc_text, r(c.span.0, c.span.1)));
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
                return Some(markdown(function_doc(f), r(s.toks[k - 2].start, t.end)));
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
        let Some(f) = called(c) else {
            continue;
        };
        for key in &c.keys {
            if key.span.0 <= offset && offset <= key.span.1 {
                let kd = f.key(&key.name)?;
                return Some(markdown(key_doc(f, kd), r(key.span.0, key.span.1)));
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
        let Some((key, index, v)) = owner else {
            continue;
        };
        let (a, b) = v.inner(text);
        let arg = arg_kind(f, key, index, c.method);
        let value = string_of(text, v)?;
        return match &arg {
            Arg::Map => {
                let ch = text.get(offset..b)?.chars().next()?;
                let d = map_char_doc(ch)?;
                Some(markdown(d, r(offset, offset + ch.len_utf8())))
            }
            Arg::MapChar => {
                let ch = value.chars().next()?;
                Some(markdown(map_char_doc(ch)?, r(a, b)))
            }
            Arg::Monster | Arg::Object => Some(markdown(name_doc(value, &arg)?, r(a, b))),
            Arg::Words(f, Some(kd), words) if words.contains(&value) => {
                Some(markdown(key_doc(f, kd), r(a, b)))
            }
            Arg::Words(f, None, words) if words.contains(&value) => Some(markdown(
                format!(
                    "{} of {}",
                    code(&format!("\"{value}\"")),
                    code(&f.full_name())
                ),
                r(a, b),
            )),
            _ => None,
        };
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
        Context::Member { ns, word } => {
            let Some(m) = module(&ns) else {
                return Vec::new();
            };
            schema::functions(m)
                .map(|f| {
                    edit_item(
                        f.name,
                        CompletionItemKind::FUNCTION,
                        f.forms.first().map(|s| (*s).to_owned()),
                        Some(function_doc(f)),
                        Some((r(word.0, word.1), f.name.to_owned())),
                    )
                })
                .collect()
        }
        Context::Method { object, word } => {
            if module(&object).is_some() {
                return Vec::new();
            }
            // Every selection method; those written as methods in the
            // game's documentation first.
            schema::functions(Module::Selection)
                .map(|f| {
                    let method_form = f.forms.iter().find(|s| s.starts_with("SEL:"));
                    let mut it = edit_item(
                        f.name,
                        CompletionItemKind::METHOD,
                        Some((*method_form.or(f.forms.first()).unwrap_or(&f.name)).to_owned()),
                        Some(function_doc(f)),
                        Some((r(word.0, word.1), f.name.to_owned())),
                    );
                    it.sort_text = Some(format!(
                        "{}{}",
                        if method_form.is_some() { 0 } else { 1 },
                        f.name
                    ));
                    it
                })
                .collect()
        }
        Context::Key { call, word } => {
            let Some(f) = called(&call) else {
                return Vec::new();
            };
            f.keys
                .iter()
                .filter(|k| !call.keys.iter().any(|h| h.name == k.name))
                .map(|k| {
                    edit_item(
                        k.name,
                        CompletionItemKind::PROPERTY,
                        Some(k.ty.name().to_owned()),
                        Some(key_doc(f, k)),
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
            let Some(f) = called(&call) else {
                return Vec::new();
            };
            let (a, b) = tok.inner(text);
            // The string typed so far is replaced (up to the cursor).
            let typed = r(a, offset.clamp(a, b));
            let chars = |edit: bool| -> Vec<CompletionItem> {
                schema::MAP_CHARS
                    .iter()
                    .map(|m| {
                        let c = m.ch.to_string();
                        let label = if m.ch == ' ' {
                            "' '".to_owned()
                        } else {
                            c.clone()
                        };
                        let mut it = edit_item(
                            &label,
                            CompletionItemKind::CONSTANT,
                            Some(format!("{} ({})", m.doc, m.terrain)),
                            None,
                            edit.then(|| (typed, c.clone())),
                        );
                        it.insert_text = Some(c);
                        it
                    })
                    .collect()
            };
            match arg_kind(f, &key, index, call.method) {
                Arg::Map => chars(false),
                Arg::MapChar => chars(true),
                Arg::Monster => names37::MONSTERS
                    .iter()
                    .map(|(n, c)| {
                        edit_item(
                            n,
                            CompletionItemKind::VALUE,
                            Some(format!("monster, class {}", char::from(*c))),
                            None,
                            Some((typed, (*n).to_owned())),
                        )
                    })
                    .collect(),
                Arg::Object => names37::OBJECTS
                    .iter()
                    .map(|(n, c, _)| {
                        edit_item(
                            n,
                            CompletionItemKind::VALUE,
                            Some(format!("object, class {}", char::from(*c))),
                            None,
                            Some((typed, (*n).to_owned())),
                        )
                    })
                    .collect(),
                Arg::Words(_, k, words) => words
                    .iter()
                    .map(|w| {
                        edit_item(
                            w,
                            CompletionItemKind::ENUM_MEMBER,
                            Some(k.map_or("flag", |k| k.name).to_owned()),
                            None,
                            Some((typed, (*w).to_owned())),
                        )
                    })
                    .collect(),
                Arg::Other => Vec::new(),
            }
        }
        Context::Bare {
            call,
            key,
            index,
            word,
        } => {
            let Some(f) = called(&call) else {
                return Vec::new();
            };
            let range = r(word.0, word.1);
            // Names and words are written quoted.
            let quoted = |names: &mut dyn Iterator<Item = (String, String)>, kind| {
                names
                    .map(|(n, detail)| {
                        let text = format!("\"{}\"", n.replace('\\', "\\\\"));
                        let mut it =
                            edit_item(&text, kind, Some(detail), None, Some((range, text.clone())));
                        it.filter_text = Some(n);
                        it
                    })
                    .collect()
            };
            if let Some(k) = f.key(&key).filter(|k| k.ty == ValueType::Bool) {
                return ["true", "false"]
                    .iter()
                    .map(|b| {
                        edit_item(
                            b,
                            CompletionItemKind::KEYWORD,
                            Some(k.name.to_owned()),
                            None,
                            Some((range, (*b).to_owned())),
                        )
                    })
                    .collect();
            }
            match arg_kind(f, &key, index, call.method) {
                Arg::Monster => quoted(
                    &mut names37::MONSTERS.iter().map(|(n, c)| {
                        (
                            (*n).to_owned(),
                            format!("monster, class {}", char::from(*c)),
                        )
                    }),
                    CompletionItemKind::VALUE,
                ),
                Arg::Object => quoted(
                    &mut names37::OBJECTS.iter().map(|(n, c, _)| {
                        ((*n).to_owned(), format!("object, class {}", char::from(*c)))
                    }),
                    CompletionItemKind::VALUE,
                ),
                Arg::MapChar => quoted(
                    &mut schema::MAP_CHARS
                        .iter()
                        .map(|m| (m.ch.to_string(), format!("{} ({})", m.doc, m.terrain))),
                    CompletionItemKind::CONSTANT,
                ),
                Arg::Words(_, k, words) => quoted(
                    &mut words
                        .iter()
                        .map(|w| ((*w).to_owned(), k.map_or("flag", |k| k.name).to_owned())),
                    CompletionItemKind::ENUM_MEMBER,
                ),
                Arg::Map | Arg::Other => Vec::new(),
            }
        }
        Context::None => Vec::new(),
    }
}
