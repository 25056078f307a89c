//! Editor features for NetHack 3.7's `dungeon.lua`: hover on keys and
//! names, completion of keys, option values and dungeon and level names, go
//! to definition from `chainlevel` and branch names, and the outline.
//!
//! Everything comes from dgn's `dungeon.lua` reader: its parse recovers from
//! errors, so the features keep working while the file is being edited.

use crate::text::{Document, Encoding};
use dgn_core::dgn::lua::read::{
    ALIGNMENTS, BRANCH_KEYS, BRANCH_TYPES, DIRECTIONS, DUNGEON_KEYS, FLAGS, LEVEL_KEYS,
};
use dgn_core::dgn::lua::{self, Index};
use dgn_core::source::Span;
use dgn_core::{SourceFile, Target};
use lsp_types::{
    CompletionItem, CompletionItemKind, DocumentSymbol, Hover, HoverContents, Location,
    MarkupContent, MarkupKind, Position, SymbolKind, Url,
};

/// What each key means, its type and default, as NetHack 3.7 reads it.
pub const KEY_DOCS: &[(&str, &str)] = &[
    ("name", "`name` (string, required): the dungeon's name; for a level, its file name (at most 14 bytes in 3.7); for a branch, the dungeon it leads to."),
    ("bonetag", "`bonetag` (string, optional): the letter bones files of this dungeon or level are tagged with; only the first character counts. None when missing."),
    ("base", "`base` (integer, required): a dungeon's number of levels; a level's or branch's level in its dungeon (negative counts from the bottom), or its offset from `chainlevel`."),
    ("range", "`range` (integer, default 0): how many levels are added at random to `base`."),
    ("alignment", "`alignment` (`\"unaligned\"` (default), `\"noalign\"`, `\"lawful\"`, `\"neutral\"` or `\"chaotic\"`)."),
    ("flags", "`flags` (a string or a list of strings): `\"town\"` (levels), `\"hellish\"`, `\"mazelike\"`, `\"roguelike\"`, `\"unconnected\"` (a dungeon no branch leads to, whose depth starts at 1)."),
    ("protofile", "`protofile` (string, optional): the prefix of the level files the dungeon's ordinary levels are built from (at most 14 bytes)."),
    ("lvlfill", "`lvlfill` (string, optional, 3.7): the level that fills the dungeon's ordinary levels, such as `\"minefill\"` (at most 14 bytes)."),
    ("themerooms", "`themerooms` (string, optional, 3.7): the Lua file of themed rooms used in the dungeon (at most 14 bytes)."),
    ("chance", "`chance` (integer, default 100): the percentage of games the dungeon or level is created in."),
    ("entry", "`entry` (integer, default 0): the level the player arrives on (0: the top; negative counts from the bottom)."),
    ("branches", "`branches` (a list of tables): the branches out of this dungeon, read after its levels."),
    ("levels", "`levels` (a list of tables): the special levels of this dungeon."),
    ("chainlevel", "`chainlevel` (string, optional): the level of the same dungeon this level or branch is placed relative to (`base` is then an offset)."),
    ("nlevels", "`nlevels` (integer, default 0): how many variants of the level there are (`name1` .. `nameN`)."),
    ("branchtype", "`branchtype` (`\"stair\"` (default), `\"portal\"`, `\"no_down\"` or `\"no_up\"`): how the branch connects."),
    ("direction", "`direction` (`\"down\"` (default) or `\"up\"`): which way the branch leads."),
];

/// Reads the document as `dungeon.lua`.
fn index(doc: &Document) -> Index {
    let src = SourceFile::new("dungeon.lua", doc.text().as_bytes().to_vec());
    // The index only: the placement proof is the diagnostics' business.
    lua::compile_unproven(&src, &Target::nethack_37(), &Default::default()).index
}

fn contains(span: Span, offset: usize) -> bool {
    span.start() <= offset && offset <= span.end()
}

/// What kind of entry an offset is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Top,
    Dungeon(usize),
    Level(usize, usize),
    Branch(usize, usize),
}

fn place_of(idx: &Index, offset: usize) -> Place {
    for (di, d) in idx.dungeons.iter().enumerate() {
        if !contains(d.span, offset) {
            continue;
        }
        for (li, l) in d.levels.iter().enumerate() {
            if contains(l.span, offset) {
                return Place::Level(di, li);
            }
        }
        for (bi, b) in d.branches.iter().enumerate() {
            if contains(b.span, offset) {
                return Place::Branch(di, bi);
            }
        }
        return Place::Dungeon(di);
    }
    Place::Top
}

/// The word (a name or the contents of a string) around `offset`: its
/// span and whether it is inside quotes.
fn word_at(text: &str, offset: usize) -> Option<(Span, bool)> {
    let b = text.as_bytes();
    let is_word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let line_start = text[..offset.min(text.len())]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    let line_end = text[offset.min(text.len())..]
        .find('\n')
        .map_or(text.len(), |i| offset + i);
    // Inside a string on this line?
    let mut open = None;
    let mut i = line_start;
    while i < line_end {
        let c = b[i];
        if c == b'"' || c == b'\'' {
            let start = i;
            i += 1;
            while i < line_end && b[i] != c {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            if start < offset && offset <= i {
                open = Some(Span::new(start + 1, i.min(line_end)));
                break;
            }
        }
        i += 1;
    }
    if let Some(s) = open {
        return Some((s, true));
    }
    let mut s = offset.min(b.len());
    while s > line_start && is_word(b[s - 1]) {
        s -= 1;
    }
    let mut e = offset.min(b.len());
    while e < line_end && is_word(b[e]) {
        e += 1;
    }
    (s < e).then_some((Span::new(s, e), false))
}

/// The key a value at `offset` is given for (`key = "val|"`).
fn key_before(text: &str, at: usize) -> Option<String> {
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let before = text[line_start..at].trim_end();
    let before = before
        .strip_suffix(['"', '\''])
        .unwrap_or(before)
        .trim_end();
    let before = before.strip_suffix('{').unwrap_or(before).trim_end();
    let before = before.strip_suffix('=')?.trim_end();
    let key: String = before
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    (!key.is_empty()).then_some(key)
}

fn md(value: String, range: lsp_types::Range) -> Hover {
    Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value,
        }),
        range: Some(range),
    }
}

fn show(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// `textDocument/hover`.
pub fn hover(doc: &Document, pos: Position, enc: Encoding) -> Option<Hover> {
    let text = doc.text();
    let offset = doc.offset(pos, enc);
    let (span, quoted) = word_at(text, offset)?;
    let word = &text[span.range()];
    let range = doc.range(span.start(), span.end(), enc);
    if !quoted {
        let (_, d) = KEY_DOCS.iter().find(|(k, _)| *k == word)?;
        return Some(md((*d).to_string(), range));
    }
    let idx = index(doc);
    let key = key_before(text, span.start())?;
    let name = word.as_bytes();
    match (key.as_str(), place_of(&idx, offset)) {
        ("name", Place::Branch(..)) | ("name", Place::Dungeon(_)) => {
            let def = idx.dungeons.iter().find(|d| d.name == name);
            let from: Vec<String> = idx
                .dungeons
                .iter()
                .filter(|d| d.branches.iter().any(|b| b.dest == name))
                .map(|d| format!("\"{}\"", show(&d.name)))
                .collect();
            let mut s = format!("**dungeon \"{word}\"**");
            match def {
                Some(d) => {
                    let line = doc.position(d.name_span.start(), enc).line + 1;
                    s.push_str(&format!(
                        "\n\ndefined on line {line}, with {} levels and {} branches",
                        d.levels.len(),
                        d.branches.len()
                    ));
                }
                None => s.push_str("\n\nno dungeon of this name is defined"),
            }
            if from.is_empty() {
                s.push_str("\n\nno branch leads here");
            } else {
                s.push_str(&format!("\n\nbranches lead here from {}", from.join(", ")));
            }
            Some(md(s, range))
        }
        ("name" | "chainlevel", Place::Level(di, _)) | ("chainlevel", Place::Branch(di, _)) => {
            let d = &idx.dungeons[di];
            let def = d.levels.iter().find(|l| l.name == name);
            let mut s = format!("**level \"{word}\"** of dungeon \"{}\"", show(&d.name));
            match def {
                Some(l) => {
                    let line = doc.position(l.name_span.start(), enc).line + 1;
                    s.push_str(&format!("\n\ndefined on line {line}"));
                }
                None => s.push_str("\n\nno level of this name is defined in this dungeon"),
            }
            let chained: Vec<String> = d
                .levels
                .iter()
                .filter(|l| {
                    l.chain
                        .is_some_and(|c| text.get(c.start() + 1..c.end() - 1) == Some(word))
                })
                .map(|l| format!("\"{}\"", show(&l.name)))
                .chain(
                    d.branches
                        .iter()
                        .filter(|b| {
                            b.chain
                                .is_some_and(|c| text.get(c.start() + 1..c.end() - 1) == Some(word))
                        })
                        .map(|b| format!("the branch to \"{}\"", show(&b.dest))),
                )
                .collect();
            if !chained.is_empty() {
                s.push_str(&format!(
                    "\n\nplaced relative to it: {}",
                    chained.join(", ")
                ));
            }
            Some(md(s, range))
        }
        _ => None,
    }
}

fn item(label: &str, kind: CompletionItemKind, detail: Option<String>) -> CompletionItem {
    CompletionItem {
        label: label.to_owned(),
        kind: Some(kind),
        detail,
        ..Default::default()
    }
}

/// `textDocument/completion`: inside a string, the values of the key it is
/// given for (option words, dungeon names for a branch's `name`, level
/// names of the dungeon for `chainlevel`); elsewhere, the keys of the entry
/// the cursor is in.
pub fn completion(doc: &Document, pos: Position, enc: Encoding) -> Vec<CompletionItem> {
    let text = doc.text();
    let offset = doc.offset(pos, enc);
    let idx = index(doc);
    let place = place_of(&idx, offset);
    let quoted =
        word_at(text, offset).is_some_and(|(_, q)| q) || text[..offset].ends_with(['"', '\'']);
    if quoted {
        let start = word_at(text, offset).map_or(offset, |(s, _)| s.start());
        let Some(key) = key_before(text, start) else {
            return Vec::new();
        };
        let words = |ws: &[&str]| {
            ws.iter()
                .map(|w| item(w, CompletionItemKind::ENUM_MEMBER, None))
                .collect::<Vec<_>>()
        };
        return match (key.as_str(), place) {
            ("alignment", _) => words(ALIGNMENTS),
            ("flags", _) => words(FLAGS),
            ("branchtype", _) => words(BRANCH_TYPES),
            ("direction", _) => words(DIRECTIONS),
            ("name", Place::Branch(..)) => idx
                .dungeons
                .iter()
                .map(|d| {
                    item(
                        &show(&d.name),
                        CompletionItemKind::MODULE,
                        Some("dungeon".into()),
                    )
                })
                .collect(),
            ("chainlevel", Place::Level(di, _) | Place::Branch(di, _)) => idx.dungeons[di]
                .levels
                .iter()
                .map(|l| {
                    item(
                        &show(&l.name),
                        CompletionItemKind::REFERENCE,
                        Some("level".into()),
                    )
                })
                .collect(),
            _ => Vec::new(),
        };
    }
    let keys: &[&str] = match place {
        Place::Top => &["dungeon"],
        Place::Dungeon(_) => DUNGEON_KEYS,
        Place::Level(..) => LEVEL_KEYS,
        Place::Branch(..) => BRANCH_KEYS,
    };
    keys.iter()
        .map(|k| {
            let doc = KEY_DOCS
                .iter()
                .find(|(n, _)| n == k)
                .map(|(_, d)| (*d).to_string());
            let mut it = item(k, CompletionItemKind::PROPERTY, doc);
            it.insert_text = Some(format!("{k} = "));
            it
        })
        .collect()
}

/// `textDocument/definition`: from a `chainlevel` value to the level, from
/// a branch's `name` to the dungeon.
pub fn definition(doc: &Document, uri: &Url, pos: Position, enc: Encoding) -> Vec<Location> {
    let text = doc.text();
    let offset = doc.offset(pos, enc);
    let Some((span, true)) = word_at(text, offset) else {
        return Vec::new();
    };
    let Some(key) = key_before(text, span.start()) else {
        return Vec::new();
    };
    let idx = index(doc);
    let name = text[span.range()].as_bytes();
    let target = match (key.as_str(), place_of(&idx, offset)) {
        ("name", Place::Branch(..)) => idx
            .dungeons
            .iter()
            .find(|d| d.name == name)
            .map(|d| d.name_span),
        ("chainlevel", Place::Level(di, _) | Place::Branch(di, _)) => idx.dungeons[di]
            .levels
            .iter()
            .find(|l| l.name == name)
            .map(|l| l.name_span),
        _ => None,
    };
    target
        .map(|s| Location::new(uri.clone(), doc.range(s.start(), s.end(), enc)))
        .into_iter()
        .collect()
}

/// An outline entry with its children.
fn symbol(
    name: String,
    detail: Option<String>,
    kind: SymbolKind,
    range: lsp_types::Range,
    sel: lsp_types::Range,
    children: Option<Vec<DocumentSymbol>>,
) -> DocumentSymbol {
    DocumentSymbol {
        children,
        ..crate::features::symbol(name, detail, kind, range, sel)
    }
}

/// `textDocument/documentSymbol`: each dungeon with its levels and branches.
pub fn symbols(doc: &Document, enc: Encoding) -> Vec<DocumentSymbol> {
    let idx = index(doc);
    let r = |s: Span| doc.range(s.start(), s.end(), enc);
    idx.dungeons
        .iter()
        .map(|d| {
            let mut children: Vec<DocumentSymbol> = d
                .levels
                .iter()
                .map(|l| {
                    symbol(
                        show(&l.name),
                        Some("level".into()),
                        SymbolKind::MODULE,
                        r(l.span),
                        r(l.name_span),
                        None,
                    )
                })
                .collect();
            children.extend(d.branches.iter().map(|b| {
                symbol(
                    show(&b.dest),
                    Some("branch".into()),
                    SymbolKind::EVENT,
                    r(b.span),
                    r(b.name_span),
                    None,
                )
            }));
            symbol(
                show(&d.name),
                Some("dungeon".into()),
                SymbolKind::NAMESPACE,
                r(d.span),
                r(d.name_span),
                Some(children),
            )
        })
        .collect()
}
