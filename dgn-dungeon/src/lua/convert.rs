//! Conversions between the two dungeon languages.
//!
//! [`def_to_lua`] writes a `dungeon.def` as the `dungeon.lua` NetHack 3.7
//! would ship: three-space indents, the keys in the order of 3.7's own
//! file, the comments of the source above the entries they preceded, and
//! `%FEATURE` lines resolved as for compiling (an entry from a feature line
//! that is on is marked with a comment naming the feature; a line that is
//! off is kept as a comment). Where 3.7 reads the result differently from
//! how dgn_comp read the source, a named warning points at the source.
//!
//! [`lua_to_def`] goes the other way where `dungeon.def` can say it. What
//! only 3.7 reads (`lvlfill`, `themerooms`, a dungeon with the
//! `unconnected` flag) is kept in comment lines starting with `#lua:`,
//! which [`def_to_lua`] turns back into the same entries, so that a file
//! survives a trip through both languages.
//!
//! Both are deterministic: the same input gives the same bytes.

use super::read::{DUNGEON_KEYS, SHORT_NAME_MAX};
use super::{DungeonExtras, LuaFile};
use crate::ast::{Stmt, StmtKind};
use crate::model::{Alignment, BranchKind, DungeonFile, Flags};
use crate::Options;
use dgn_common::diag::{sort, Diagnostic};
use dgn_common::source::{SourceFile, Span};
use dgn_common::target::Target;

/// The prefix of the comment lines that carry what only `dungeon.lua` says.
pub const LUA_COMMENT: &str = "#lua:";

/// A converted file and the warnings of the conversion.
#[derive(Debug)]
pub struct Converted {
    /// The new file's text.
    pub text: Vec<u8>,
    /// Warnings (and, with `Err`, errors) at the source's spans.
    pub diagnostics: Vec<Diagnostic>,
    /// What the conversion added or left out that is no mistake of the
    /// source's: one sentence each, for the user to read (the command line
    /// prints them as `note:` lines).
    pub notes: Vec<String>,
}

/// How [`def_to_lua_with`] converts.
#[derive(Clone, Debug)]
pub struct LuaOptions {
    /// Add NetHack 3.7's tutorial dungeon when the description has the
    /// dungeons 3.6 looks up and no tutorial: NetHack 3.7 looks "The
    /// Tutorial" up by name at the start of every game and panics without
    /// it. On by default; off, the `lua-tutorial` warning says so instead.
    pub tutorial: bool,
}

impl Default for LuaOptions {
    fn default() -> Self {
        LuaOptions { tutorial: true }
    }
}

/// NetHack 3.7's tutorial dungeon as its own `dungeon.lua` writes it: a
/// dungeon no branch leads to, of two levels, `tut-1` and `tut-2`.
const TUTORIAL_37: &[&str] = &[
    "{",
    "   name = \"The Tutorial\",",
    "   base = 2,",
    "   flags = { \"mazelike\", \"unconnected\" },",
    "   levels = {",
    "      {",
    "         name = \"tut-1\",",
    "         base = 1",
    "      },",
    "      {",
    "         name = \"tut-2\",",
    "         base = 2",
    "      }",
    "   }",
    "}",
];

/// A model as 3.7 reads the same meaning: a dungeon `chance` of 0 (none
/// written) becomes 100, 3.7's default, which also means "always".
pub fn normalize_for_lua(model: &DungeonFile) -> DungeonFile {
    let mut m = model.clone();
    for d in &mut m.dungeons {
        if d.chance == 0 {
            d.chance = 100;
        }
    }
    m
}

fn lua_string(s: &[u8]) -> String {
    let mut out = String::from("\"");
    for &b in s {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\{b}")),
        }
    }
    out.push('"');
    out
}

/// What the source says about one entry beyond the model: its comments,
/// the alignment word it used and the features of its lines.
#[derive(Default, Clone)]
struct Notes {
    comments: Vec<String>,
    align_word: Option<&'static str>,
    lua_lines: Vec<String>,
}

struct DefNotes {
    header: Vec<String>,
    dungeons: Vec<Notes>,
    levels: Vec<Vec<Notes>>,
    branches: Vec<Vec<Notes>>,
    /// Blocks of `#lua:` lines that hold whole dungeon entries, with the
    /// number of dungeons before them.
    lua_dungeons: Vec<(usize, Vec<String>)>,
    trailer: Vec<String>,
}

/// A source line that is not compiled: a `#` comment, or a feature line
/// that is off.
struct Line {
    start: usize,
    text: String,
    /// A `#lua:` line: its text after the prefix.
    lua: Option<String>,
}

fn source_lines(src: &[u8], target: &Target, opts: &Options) -> (Vec<Line>, Vec<(usize, String)>) {
    let mut comments = Vec::new();
    let mut features_on = Vec::new();
    let mut pos = 0;
    for raw in src.split(|&b| b == b'\n') {
        let start = pos;
        pos += raw.len() + 1;
        let line = String::from_utf8_lossy(raw);
        let line = line.trim_end_matches('\r');
        if let Some(rest) = line.strip_prefix('#') {
            let lua = line.strip_prefix(LUA_COMMENT).map(|s| s.to_string());
            comments.push(Line {
                start,
                text: rest.to_string(),
                lua,
            });
        } else if let Some(rest) = line.strip_prefix('%') {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let body = rest[name.len()..].trim_start();
            match opts.features.is_on(target, &name) {
                Some(true) => features_on.push((start, name)),
                _ => comments.push(Line {
                    start,
                    text: format!(" %{name} (off): {body}"),
                    lua: None,
                }),
            }
        }
    }
    (comments, features_on)
}

fn collect_notes(src: &SourceFile, stmts: &[Stmt], target: &Target, opts: &Options) -> DefNotes {
    let (lines, features_on) = source_lines(src.bytes(), target, opts);
    let mut notes = DefNotes {
        header: Vec::new(),
        dungeons: Vec::new(),
        levels: Vec::new(),
        branches: Vec::new(),
        lua_dungeons: Vec::new(),
        trailer: Vec::new(),
    };
    let mut li = 0;
    let mut pending: Vec<String> = Vec::new();
    let mut lua_block: Vec<String> = Vec::new();
    // The entry the last statement belongs to: 0 dungeon, 1 level, 2 branch.
    let mut current: Option<(u8, usize, usize)> = None;
    let flush_lua =
        |notes: &mut DefNotes, block: &mut Vec<String>, current: Option<(u8, usize, usize)>| {
            if block.is_empty() {
                return;
            }
            let lines = std::mem::take(block);
            let first = lines[0].trim_start();
            if first.starts_with('{') {
                notes.lua_dungeons.push((notes.dungeons.len(), lines));
            } else if let Some((_, d, _)) = current {
                notes.dungeons[d].lua_lines.extend(lines);
            }
        };
    for s in stmts {
        while li < lines.len() && lines[li].start < s.span.start() {
            match &lines[li].lua {
                Some(l) => lua_block.push(l.clone()),
                None => {
                    flush_lua(&mut notes, &mut lua_block, current);
                    pending.push(lines[li].text.clone());
                }
            }
            li += 1;
        }
        flush_lua(&mut notes, &mut lua_block, current);
        let feature = features_on
            .iter()
            .find(|(start, _)| {
                *start <= s.span.start() && !src.bytes()[*start..s.span.start()].contains(&b'\n')
            })
            .map(|(_, n)| format!(" %{n}: this entry is compiled when the feature is on"));
        if matches!(s.kind, StmtKind::Dungeon { .. }) && notes.dungeons.is_empty() {
            // What comes before the first dungeon heads the file.
            notes.header.append(&mut pending);
        }
        let mut take = |target: &mut Notes| {
            target.comments.append(&mut pending);
            if let Some(f) = &feature {
                if !target.comments.contains(f) {
                    target.comments.push(f.clone());
                }
            }
        };
        match &s.kind {
            StmtKind::Dungeon { .. } => {
                notes.dungeons.push(Notes::default());
                notes.levels.push(Vec::new());
                notes.branches.push(Vec::new());
                let d = notes.dungeons.len() - 1;
                take(&mut notes.dungeons[d]);
                current = Some((0, d, 0));
            }
            StmtKind::Level { .. } => {
                if let Some(d) = notes.dungeons.len().checked_sub(1) {
                    notes.levels[d].push(Notes::default());
                    let l = notes.levels[d].len() - 1;
                    take(&mut notes.levels[d][l]);
                    current = Some((1, d, l));
                }
            }
            StmtKind::Branch { .. } => {
                if let Some(d) = notes.dungeons.len().checked_sub(1) {
                    notes.branches[d].push(Notes::default());
                    let b = notes.branches[d].len() - 1;
                    take(&mut notes.branches[d][b]);
                    current = Some((2, d, b));
                }
            }
            StmtKind::DungeonDesc { is_align, desc } => {
                if let Some(d) = notes.dungeons.len().checked_sub(1) {
                    take(&mut notes.dungeons[d]);
                    if *is_align {
                        notes.dungeons[d].align_word = Some(desc.node.word());
                    }
                }
            }
            StmtKind::LevelDesc { is_align, desc } => {
                let level = notes
                    .levels
                    .iter()
                    .enumerate()
                    .rev()
                    .find_map(|(d, ls)| ls.len().checked_sub(1).map(|l| (d, l)));
                if let Some((d, l)) = level {
                    take(&mut notes.levels[d][l]);
                    if *is_align {
                        notes.levels[d][l].align_word = Some(desc.node.word());
                    }
                }
            }
            StmtKind::Entry(_)
            | StmtKind::Protofile(_)
            | StmtKind::Tileset(_)
            | StmtKind::Error => match current {
                Some((1, d, l)) => take(&mut notes.levels[d][l]),
                Some((2, d, b)) => take(&mut notes.branches[d][b]),
                Some((_, d, _)) => take(&mut notes.dungeons[d]),
                None => {}
            },
        }
    }
    for line in &lines[li..] {
        match &line.lua {
            Some(l) => lua_block.push(l.clone()),
            None => {
                flush_lua(&mut notes, &mut lua_block, current);
                pending.push(line.text.clone());
            }
        }
    }
    flush_lua(&mut notes, &mut lua_block, current);
    notes.trailer = pending;
    notes
}

struct Writer {
    out: String,
}

impl Writer {
    fn line(&mut self, indent: usize, text: &str) {
        for _ in 0..indent {
            self.out.push_str("   ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn comments(&mut self, indent: usize, comments: &[String]) {
        for c in comments {
            if c.trim().is_empty() {
                self.line(indent, "--");
            } else {
                self.line(indent, &format!("--{c}"));
            }
        }
    }

    /// Writes `key = value` lines, the last without a separator.
    fn fields(&mut self, indent: usize, fields: &[(&str, String)]) {
        for (i, (k, v)) in fields.iter().enumerate() {
            let sep = if i + 1 < fields.len() { "," } else { "" };
            self.line(indent, &format!("{k} = {v}{sep}"));
        }
    }
}

fn align_word(a: Alignment, written: Option<&'static str>) -> Option<&'static str> {
    let word = match a.0 {
        0 => return written.filter(|w| matches!(*w, "unaligned" | "noalign")),
        1 => "chaotic",
        2 => "neutral",
        4 => "lawful",
        _ => return None,
    };
    Some(word)
}

/// A warning for each of a variant's own descriptors, which NetHack 3.7's
/// `dungeon.lua` cannot hold.
fn variant_descriptors(
    f: Flags,
    variant: dgn_common::target::Variant,
    at: Span,
    diags: &mut Vec<Diagnostic>,
) {
    for (word, bit) in crate::lexer::variant_descriptors(variant) {
        if f.extra & bit != 0 {
            diags.push(
                Diagnostic::warning(
                    "variant-feature",
                    format!("NetHack 3.7 has no descriptor `{word}` (a variant's); it is left out"),
                )
                .at(at, "left out"),
            );
        }
    }
}

fn flag_words(f: Flags, unconnected: bool) -> Vec<&'static str> {
    [
        (f.town, "town"),
        (f.mazelike, "mazelike"),
        (f.hellish, "hellish"),
        (f.roguelike, "roguelike"),
        (unconnected, "unconnected"),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .map(|(_, w)| w)
    .collect()
}

fn flags_value(words: &[&str], as_list: bool) -> String {
    if words.len() == 1 && !as_list {
        return format!("\"{}\"", words[0]);
    }
    let items: Vec<String> = words.iter().map(|w| format!("\"{w}\"")).collect();
    format!("{{ {} }}", items.join(", "))
}

/// Writes a [`LuaFile`] as `dungeon.lua` text, with comments from `notes`
/// where there are some.
fn write_lua(file: &LuaFile, notes: Option<&DefNotes>) -> String {
    let mut w = Writer { out: String::new() };
    let empty = Notes::default();
    if let Some(n) = notes {
        w.comments(0, &n.header);
    }
    w.line(0, "dungeon = {");
    let n_dungeons = file.model.dungeons.len();
    let mut lua_blocks = notes
        .map(|n| n.lua_dungeons.as_slice())
        .unwrap_or(&[])
        .iter()
        .peekable();
    let mut emit_blocks = |w: &mut Writer, before: usize, last: bool| {
        while let Some((at, lines)) = lua_blocks.peek() {
            if *at > before {
                break;
            }
            let _ = at;
            for (i, l) in lines.iter().enumerate() {
                let l = l.strip_prefix(' ').unwrap_or(l);
                let closing = i + 1 == lines.len();
                if closing && !(last && lua_blocks.len() == 1) && !l.trim_end().ends_with(',') {
                    w.line(1, &format!("{l},"));
                } else {
                    w.line(1, l);
                }
            }
            lua_blocks.next();
        }
    };
    for (di, d) in file.model.dungeons.iter().enumerate() {
        emit_blocks(&mut w, di, false);
        let dn = notes.and_then(|n| n.dungeons.get(di)).unwrap_or(&empty);
        let extras = file.extras.get(di).cloned().unwrap_or_default();
        w.comments(1, &dn.comments);
        w.line(1, "{");
        let mut f: Vec<(&str, String)> = vec![("name", lua_string(&d.name))];
        if d.bones != 0 {
            f.push(("bonetag", lua_string(&[d.bones])));
        }
        f.push(("base", d.depth.base.to_string()));
        if d.depth.rand != 0 {
            f.push(("range", d.depth.rand.to_string()));
        }
        if let Some(a) = align_word(d.flags.align, dn.align_word) {
            f.push(("alignment", format!("\"{a}\"")));
        }
        let words = flag_words(d.flags, extras.unconnected);
        if !words.is_empty() {
            f.push(("flags", flags_value(&words, true)));
        }
        if !d.protofile.is_empty() {
            f.push(("protofile", lua_string(&d.protofile)));
        }
        if !extras.lvlfill.is_empty() {
            f.push(("lvlfill", lua_string(&extras.lvlfill)));
        }
        if !extras.themerooms.is_empty() {
            f.push(("themerooms", lua_string(&extras.themerooms)));
        }
        if d.chance != 0 && d.chance != 100 {
            f.push(("chance", d.chance.to_string()));
        }
        if d.entry != 0 {
            f.push(("entry", d.entry.to_string()));
        }
        let lists = [!d.branches.is_empty(), !d.levels.is_empty()];
        let n_fields = f.len();
        for (i, (k, v)) in f.iter().enumerate() {
            let sep = if i + 1 < n_fields || lists.iter().any(|x| *x) {
                ","
            } else {
                ""
            };
            w.line(2, &format!("{k} = {v}{sep}"));
        }
        if !d.branches.is_empty() {
            w.line(2, "branches = {");
            for (bi, b) in d.branches.iter().enumerate() {
                let bn = notes
                    .and_then(|n| n.branches.get(di))
                    .and_then(|v| v.get(bi))
                    .unwrap_or(&empty);
                w.comments(3, &bn.comments);
                w.line(3, "{");
                let mut f: Vec<(&str, String)> = vec![("name", lua_string(&b.dest))];
                if let Some(c) = b.chain.and_then(|c| d.levels.get(c)) {
                    f.push(("chainlevel", lua_string(&c.name)));
                }
                f.push(("base", b.place.base.to_string()));
                if b.place.rand != 0 {
                    f.push(("range", b.place.rand.to_string()));
                }
                match b.kind {
                    BranchKind::Stair => {}
                    BranchKind::Portal => f.push(("branchtype", "\"portal\"".into())),
                    BranchKind::NoDown => f.push(("branchtype", "\"no_down\"".into())),
                    BranchKind::NoUp => f.push(("branchtype", "\"no_up\"".into())),
                }
                if b.up {
                    f.push(("direction", "\"up\"".into()));
                }
                w.fields(4, &f);
                let sep = if bi + 1 < d.branches.len() { "," } else { "" };
                w.line(3, &format!("}}{sep}"));
            }
            let sep = if lists[1] { "," } else { "" };
            w.line(2, &format!("}}{sep}"));
        }
        if !d.levels.is_empty() {
            w.line(2, "levels = {");
            for (li, l) in d.levels.iter().enumerate() {
                let ln = notes
                    .and_then(|n| n.levels.get(di))
                    .and_then(|v| v.get(li))
                    .unwrap_or(&empty);
                w.comments(3, &ln.comments);
                w.line(3, "{");
                let mut f: Vec<(&str, String)> = vec![("name", lua_string(&l.name))];
                if l.bones != 0 {
                    f.push(("bonetag", lua_string(&[l.bones])));
                }
                if let Some(c) = l.chain.and_then(|c| d.levels.get(c)) {
                    f.push(("chainlevel", lua_string(&c.name)));
                }
                f.push(("base", l.place.base.to_string()));
                if l.place.rand != 0 {
                    f.push(("range", l.place.rand.to_string()));
                }
                if l.chance != 100 {
                    f.push(("chance", l.chance.to_string()));
                }
                if l.rndlevs != 0 {
                    f.push(("nlevels", l.rndlevs.to_string()));
                }
                if let Some(a) = align_word(l.flags.align, ln.align_word) {
                    f.push(("alignment", format!("\"{a}\"")));
                }
                let words = flag_words(l.flags, false);
                if !words.is_empty() {
                    f.push(("flags", flags_value(&words, false)));
                }
                w.fields(4, &f);
                let sep = if li + 1 < d.levels.len() { "," } else { "" };
                w.line(3, &format!("}}{sep}"));
            }
            w.line(2, "}");
        }
        let more = di + 1 < n_dungeons
            || notes.is_some_and(|n| n.lua_dungeons.iter().any(|(at, _)| *at > di));
        w.line(1, if more { "}," } else { "}" });
    }
    emit_blocks(&mut w, usize::MAX, true);
    w.line(0, "}");
    if let Some(n) = notes {
        w.comments(0, &n.trailer);
    }
    w.out
}

/// Writes a [`LuaFile`] as `dungeon.lua` text in the style of NetHack
/// 3.7's own file.
pub fn to_lua(file: &LuaFile) -> Vec<u8> {
    write_lua(file, None).into_bytes()
}

/// The `#lua:` lines of a dungeon: `key = value` for each 3.7 addition.
fn extras_from_lines(lines: &[String], diags: &mut Vec<Diagnostic>, span: Span) -> DungeonExtras {
    let mut extras = DungeonExtras::default();
    for l in lines {
        let text = format!("x = {{ {} }}", l.trim());
        let (chunk, d) = super::syntax::parse(text.as_bytes());
        let table = chunk.assigns.first().and_then(|a| match &a.value.kind {
            super::syntax::ExprKind::Table(t) => Some(t.clone()),
            _ => None,
        });
        let Some(t) = table.filter(|_| d.is_empty()) else {
            diags.push(
                Diagnostic::warning(
                    "lua-comment",
                    format!(
                        "a `{LUA_COMMENT}` line that is not `key = value`: {}",
                        l.trim()
                    ),
                )
                .at(span, "in this dungeon"),
            );
            continue;
        };
        for f in &t.fields {
            let (super::syntax::FieldKey::Name(k, _), super::syntax::ExprKind::Str(v)) =
                (&f.key, &f.value.kind)
            else {
                continue;
            };
            match k.as_str() {
                "lvlfill" => extras.lvlfill = v.clone(),
                "themerooms" => extras.themerooms = v.clone(),
                _ => diags.push(
                    Diagnostic::warning(
                        "lua-comment",
                        format!("`{LUA_COMMENT}` key `{k}` is not one dgn carries over"),
                    )
                    .at(span, "in this dungeon")
                    .note("the `#lua:` lines of a dungeon carry `lvlfill` and `themerooms`"),
                ),
            }
        }
    }
    extras
}

/// Converts a `dungeon.def` (compiled with `target` and `opts`, features
/// resolved) to `dungeon.lua`. `Err` holds the diagnostics when the source
/// does not compile or cannot be said in `dungeon.lua`.
pub fn def_to_lua(
    src: &SourceFile,
    target: &Target,
    opts: &Options,
) -> Result<Converted, Vec<Diagnostic>> {
    def_to_lua_with(src, target, opts, &LuaOptions::default())
}

/// [`def_to_lua`] with the conversion's own options ([`LuaOptions`]).
pub fn def_to_lua_with(
    src: &SourceFile,
    target: &Target,
    opts: &Options,
    lua_opts: &LuaOptions,
) -> Result<Converted, Vec<Diagnostic>> {
    let compiled = crate::compile(src, target, opts);
    let Some(mut model) = compiled.model else {
        return Err(compiled.diagnostics);
    };
    let mut diags = compiled.diagnostics;
    let (stmts, _) = crate::parse(src, target, opts);
    let mut notes = collect_notes(src, &stmts, target, opts);
    let mut said: Vec<String> = Vec::new();
    // Where each entry was written, for the warnings below.
    let mut d_spans = Vec::new();
    let mut l_spans: Vec<Vec<(Span, Span)>> = Vec::new();
    let mut b_spans: Vec<Vec<(Span, Option<Span>)>> = Vec::new();
    for s in &stmts {
        match &s.kind {
            StmtKind::Dungeon { name, .. } => {
                d_spans.push((name.span, s.span));
                l_spans.push(Vec::new());
                b_spans.push(Vec::new());
            }
            StmtKind::Level { name, .. } => {
                if let Some(v) = l_spans.last_mut() {
                    v.push((name.span, s.span));
                }
            }
            StmtKind::Branch { name, chain, .. } => {
                if let Some(v) = b_spans.last_mut() {
                    v.push((name.span, chain.as_ref().map(|c| c.span)));
                }
            }
            _ => {}
        }
    }
    let mut errors = Vec::new();
    let mut extras = Vec::new();
    for (di, d) in model.dungeons.iter().enumerate() {
        let dspan = d_spans.get(di).map_or(Span::new(0, 0), |s| s.0);
        extras.push(extras_from_lines(
            &notes
                .dungeons
                .get(di)
                .map(|n| n.lua_lines.clone())
                .unwrap_or_default(),
            &mut diags,
            dspan,
        ));
        variant_descriptors(d.flags, target.variant, dspan, &mut diags);
        if d.flags.align.0.count_ones() > 1 {
            errors.push(
                Diagnostic::error("a dungeon with two alignments cannot be written in dungeon.lua")
                    .at(dspan, "more than one ALIGNMENT")
                    .note("NetHack 3.7 reads one alignment per dungeon"),
            );
        }
        if d.protofile.len() > SHORT_NAME_MAX {
            diags.push(
                Diagnostic::warning(
                    "lua-name-length",
                    format!("NetHack 3.7 holds at most {SHORT_NAME_MAX} bytes of a protofile name"),
                )
                .at(dspan, "in this dungeon")
                .note("3.7 copies it into a 15-byte field without checking"),
            );
        }
        for (li, l) in d.levels.iter().enumerate() {
            let lspan = l_spans
                .get(di)
                .and_then(|v| v.get(li))
                .map_or(dspan, |s| s.0);
            variant_descriptors(l.flags, target.variant, lspan, &mut diags);
            if l.flags.align.0.count_ones() > 1 {
                errors.push(
                    Diagnostic::error(
                        "a level with two alignments cannot be written in dungeon.lua",
                    )
                    .at(lspan, "more than one LEVALIGN")
                    .note("NetHack 3.7 reads one alignment per level"),
                );
            }
            if l.name.len() > SHORT_NAME_MAX {
                diags.push(
                    Diagnostic::warning(
                        "lua-name-length",
                        format!("NetHack 3.7 holds at most {SHORT_NAME_MAX} bytes of a level name; this one has {}", l.name.len()),
                    )
                    .at(lspan, "too long for 3.7")
                    .note("3.7 copies level names into a 15-byte field without checking (dgn_comp allows 23)"),
                );
            }
            // 3.7 finds a chain by name among all levels read so far.
            if let Some(c) = l.chain {
                let target_name = &d.levels[c].name;
                let earlier = model.dungeons[..di]
                    .iter()
                    .any(|e| e.levels.iter().any(|x| &x.name == target_name));
                if earlier {
                    diags.push(
                        Diagnostic::warning("lua-chain-name", "NetHack 3.7 finds the chained level in an earlier dungeon")
                            .at(lspan, "chained by name")
                            .note("3.7 looks the name up among every level read so far and takes the first"),
                    );
                }
            }
        }
        let n_before: usize = model.dungeons[..=di].iter().map(|e| e.levels.len()).sum();
        for (bi, b) in d.branches.iter().enumerate() {
            let (bspan, cspan) = b_spans
                .get(di)
                .and_then(|v| v.get(bi))
                .copied()
                .unwrap_or((dspan, None));
            if let Some(c) = b.chain {
                let global = n_before - d.levels.len() + c;
                let target_name = &d.levels[c].name;
                let first_match = model
                    .dungeons
                    .iter()
                    .flat_map(|e| e.levels.iter())
                    .position(|x| &x.name == target_name);
                if first_match != Some(global) {
                    diags.push(
                        Diagnostic::warning("lua-chain-name", "NetHack 3.7 finds the branch's level in an earlier dungeon")
                            .at(cspan.unwrap_or(bspan), "chained by name")
                            .note("3.7 looks the name up among every level read so far and takes the first"),
                    );
                } else if bi == 0 && global + 1 == n_before {
                    diags.push(
                        Diagnostic::warning("lua-chain-search", "NetHack 3.7 does not find this level for the first branch of a dungeon")
                            .at(cspan.unwrap_or(bspan), "3.7 panics here (\"Could not chain branch\")")
                            .note("3.7's search for a branch's level stops one level short for the first branch of a dungeon")
                            .help("write another branch of the dungeon first"),
                    );
                }
            }
        }
    }
    let dropped = variant_rules_37(
        &mut model,
        &mut notes,
        &mut extras,
        target,
        &d_spans,
        &b_spans,
        &mut diags,
    );
    // NetHack 3.7 looks its tutorial up by name too: a description with
    // the four dungeons 3.6 looks up and no tutorial makes every 3.7 game
    // panic.
    let looked_up = &dgn_types::layout::HARDWIRED_DUNGEONS_37;
    let (tutorial, classic) = looked_up.split_last().unwrap_or((&"", &[]));
    let defines = |name: &str| {
        model.dungeons.iter().any(|d| d.name == name.as_bytes())
            || notes.lua_dungeons.iter().any(|(_, lines)| {
                lines
                    .iter()
                    .any(|l| l.contains(&format!("name = {}", lua_string(name.as_bytes()))))
            })
    };
    let looks_up_no_tutorial = classic.iter().all(|n| defines(n)) && !defines(tutorial);
    if looks_up_no_tutorial && lua_opts.tutorial {
        notes.lua_dungeons.push((
            model.dungeons.len(),
            TUTORIAL_37.iter().map(|l| format!(" {l}")).collect(),
        ));
        said.push(format!(
            "added NetHack 3.7's tutorial dungeon (\"{tutorial}\", levels tut-1 and tut-2, reached by no branch): \
             3.7 looks it up by name at the start of every game; --no-tutorial leaves it out"
        ));
    } else if looks_up_no_tutorial {
        diags.push(
            Diagnostic::warning(
                "lua-tutorial",
                format!("NetHack 3.7 looks up the dungeon \"{tutorial}\" by name, and the file has none"),
            )
            .at(d_spans.first().map_or(Span::new(0, 0), |s| s.0), "the game starts here")
            .note("without it, every NetHack 3.7 game panics at its start (\"Couldn't resolve dungeon number\")")
            .help("add the tutorial of NetHack 3.7's own dungeon.lua: a dungeon flagged \"unconnected\" with the levels \"tut-1\" and \"tut-2\""),
        );
    }
    let total = model.dungeons.len() + notes.lua_dungeons.len();
    if total > super::read::MAX_DUNGEONS_37 {
        let span = d_spans
            .get(source_index(super::read::MAX_DUNGEONS_37, &dropped))
            .map_or(Span::new(0, 0), |s| s.0);
        diags.push(
            Diagnostic::warning(
                "lua-too-many-dungeons",
                format!("NetHack 3.7 panics with {total} dungeons"),
            )
            .at(span, "dungeon #16")
            .note(
                "3.7 stops when the list has MAXDUNGEON (16) entries or more; dgn_comp allows 16",
            ),
        );
    }
    if !errors.is_empty() {
        diags.extend(errors);
        sort(&mut diags);
        return Err(diags);
    }
    let file = LuaFile {
        model: normalize_for_lua(&model),
        extras,
    };
    let text = write_lua(&file, Some(&notes));
    sort(&mut diags);
    Ok(Converted {
        text: text.into_bytes(),
        diagnostics: diags,
        notes: said,
    })
}

/// Converts a read `dungeon.lua` to `dungeon.def` where that language can
/// say it, proven by compiling the result for `target` and comparing the
/// models. What only 3.7 reads goes into `#lua:` comment lines (a dungeon
/// with the `unconnected` flag, which would make NetHack 3.6 panic, as its
/// whole Lua entry).
#[cfg(feature = "decompile")]
pub fn lua_to_def(file: &LuaFile, target: &Target) -> Result<Vec<u8>, String> {
    lua_to_def_with(file, target, None)
}

/// What [`lua_to_def`] cannot say in `dungeon.def`, one sentence each:
/// it keeps each of these only as a `#lua:` comment line, which NetHack's
/// `dgn_comp` (and dgn's) skips, so a game built from the `.def` has none
/// of them. Keys NetHack 3.7 itself ignores are reported when the file is
/// read (`unknown-key`) and are not repeated here.
pub fn def_drops(file: &LuaFile) -> Vec<String> {
    let name = |di: usize| {
        file.model
            .dungeons
            .get(di)
            .map_or_else(String::new, |d| dgn_common::source::show_bytes(&d.name))
    };
    let mut out = Vec::new();
    for (di, extras) in file.extras.iter().enumerate() {
        if extras.unconnected {
            out.push(format!(
                "the dungeon \"{}\" is reached by no branch (\"unconnected\"), which dungeon.def cannot say: \
                 it is kept only as #lua: comment lines, so a game built from the .def has no such dungeon",
                name(di)
            ));
        }
        if !extras.lvlfill.is_empty() {
            out.push(format!(
                "the filler level \"{}\" of \"{}\" (lvlfill) is kept only as a #lua: comment line",
                dgn_common::source::show_bytes(&extras.lvlfill),
                name(di)
            ));
        }
        if !extras.themerooms.is_empty() {
            out.push(format!(
                "the themed rooms \"{}\" of \"{}\" (themerooms) are kept only as a #lua: comment line",
                dgn_common::source::show_bytes(&extras.themerooms),
                name(di)
            ));
        }
    }
    out
}

/// [`lua_to_def`], keeping the comments of `src`, the `dungeon.lua` that
/// `file` was read from, at their entries: a comment before or inside a
/// dungeon, level or branch entry is written as `#` lines above its
/// `DUNGEON`, level or branch line (as [`def_to_lua`] does the other way),
/// what precedes the first dungeon heads the file and what follows the last
/// one ends it.
#[cfg(feature = "decompile")]
pub fn lua_source_to_def(
    src: &SourceFile,
    file: &LuaFile,
    target: &Target,
) -> Result<Vec<u8>, String> {
    let notes = lua_notes(src);
    lua_to_def_with(file, target, Some(&notes))
}

/// The comments of a `dungeon.lua`, by entry, as `dungeon.def` comment
/// texts (what follows the `#`).
#[cfg(feature = "decompile")]
#[derive(Default)]
struct LuaNotes {
    header: Vec<Vec<u8>>,
    dungeons: Vec<Vec<Vec<u8>>>,
    levels: Vec<Vec<Vec<Vec<u8>>>>,
    branches: Vec<Vec<Vec<Vec<u8>>>>,
    trailer: Vec<Vec<u8>>,
}

#[cfg(feature = "decompile")]
fn lua_notes(src: &SourceFile) -> LuaNotes {
    let bytes = src.bytes();
    let (chunk, _) = super::syntax::parse(bytes);
    let limits = Target::nethack_37().dungeon_limits;
    let (_, index, _) = super::read::read(&chunk, bytes.len(), limits, false);
    let mut notes = LuaNotes {
        dungeons: vec![Vec::new(); index.dungeons.len()],
        levels: index
            .dungeons
            .iter()
            .map(|d| vec![Vec::new(); d.levels.len()])
            .collect(),
        branches: index
            .dungeons
            .iter()
            .map(|d| vec![Vec::new(); d.branches.len()])
            .collect(),
        ..LuaNotes::default()
    };
    // Every entry, in the order of the text: (span, dungeon, kind, index),
    // kind 0 for a dungeon, 1 a level, 2 a branch.
    let mut entries: Vec<(Span, usize, u8, usize)> = Vec::new();
    for (di, d) in index.dungeons.iter().enumerate() {
        entries.push((d.span, di, 0, 0));
        entries.extend(d.levels.iter().enumerate().map(|(i, l)| (l.span, di, 1, i)));
        entries.extend(
            d.branches
                .iter()
                .enumerate()
                .map(|(i, b)| (b.span, di, 2, i)),
        );
    }
    entries.sort_by_key(|e| (e.0.start(), e.2));
    // What precedes the `dungeon =` line heads the file.
    let first = chunk
        .assigns
        .iter()
        .find(|a| a.name == "dungeon")
        .map(|a| a.name_span.start())
        .or_else(|| entries.first().map(|e| e.0.start()));
    for c in &chunk.comments {
        let at = c.span.start();
        let line_start = bytes[..at]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        // A comment after code on its line is about that code.
        let trailing = bytes[line_start..at]
            .iter()
            .any(|b| !b.is_ascii_whitespace());
        let inside = |e: &&(Span, usize, u8, usize)| e.0.start() <= at && at < e.0.end();
        // The innermost entry around the comment, and the next one.
        let around = entries.iter().filter(inside).max_by_key(|e| e.0.start());
        let next = entries.iter().find(|e| e.0.start() > at);
        let owner = match around {
            Some(a) if a.2 != 0 || trailing => Some(a),
            // Between the keys of a dungeon: the level or branch after it,
            // when it is one of this dungeon's.
            Some(a) => next
                .filter(|n| n.1 == a.1 && n.0.start() < a.0.end())
                .or(Some(a)),
            None => next,
        };
        let lines: Vec<Vec<u8>> = c
            .text
            .split(|&b| b == b'\n')
            .map(|l| {
                let end = l
                    .iter()
                    .rposition(|b| !b.is_ascii_whitespace())
                    .map_or(0, |e| e + 1);
                let l = &l[..end];
                // `#lua:` lines carry entries; a comment that starts so
                // stays a comment.
                if l.starts_with(&LUA_COMMENT.as_bytes()[1..]) {
                    [b" ", l].concat()
                } else {
                    l.to_vec()
                }
            })
            .collect();
        let list = match owner {
            _ if first.is_none_or(|f| at < f) => &mut notes.header,
            None => &mut notes.trailer,
            Some(&(_, d, 0, _)) => &mut notes.dungeons[d],
            Some(&(_, d, 1, i)) => &mut notes.levels[d][i],
            Some(&(_, d, _, i)) => &mut notes.branches[d][i],
        };
        list.extend(lines);
    }
    notes
}

#[cfg(feature = "decompile")]
fn def_comments(out: &mut Vec<u8>, lines: &[Vec<u8>]) {
    for l in lines {
        out.push(b'#');
        out.extend_from_slice(l);
        out.push(b'\n');
    }
}

#[cfg(feature = "decompile")]
fn lua_to_def_with(
    file: &LuaFile,
    target: &Target,
    notes: Option<&LuaNotes>,
) -> Result<Vec<u8>, String> {
    let mut out: Vec<u8> = Vec::new();
    let empty: Vec<Vec<u8>> = Vec::new();
    let none: Vec<Vec<Vec<u8>>> = Vec::new();
    let dungeon_notes = |di: usize| notes.and_then(|n| n.dungeons.get(di)).unwrap_or(&empty);
    let level_notes = |di: usize| notes.and_then(|n| n.levels.get(di)).unwrap_or(&none);
    let branch_notes = |di: usize| notes.and_then(|n| n.branches.get(di)).unwrap_or(&none);
    if let Some(n) = notes.filter(|n| !n.header.is_empty()) {
        def_comments(&mut out, &n.header);
        out.push(b'\n');
    }
    let mut expected = DungeonFile::default();
    let mut first = true;
    for (di, d) in file.model.dungeons.iter().enumerate() {
        let extras = file.extras.get(di).cloned().unwrap_or_default();
        let name = String::from_utf8_lossy(&d.name).into_owned();
        if extras.unconnected {
            // A dungeon no branch leads to panics NetHack 3.6: it is kept
            // as its Lua entry in comments.
            let single = LuaFile {
                model: DungeonFile {
                    dungeons: vec![d.clone()],
                },
                extras: vec![extras.clone()],
            };
            let text = String::from_utf8_lossy(&to_lua(&single)).into_owned();
            let lines: Vec<&str> = text.lines().collect();
            if !first {
                out.push(b'\n');
            }
            def_comments(&mut out, dungeon_notes(di));
            for l in &lines[1..lines.len() - 1] {
                let l = l.strip_prefix("   ").unwrap_or(l);
                out.extend_from_slice(format!("{LUA_COMMENT} {l}\n").as_bytes());
            }
            first = false;
            continue;
        }
        if d.flags.town {
            return Err(format!("dungeon {name:?} is marked as a town"));
        }
        let mut m = d.clone();
        if m.chance == 100 {
            m.chance = 0;
        }
        expected.dungeons.push(d.clone());
        let text =
            crate::print::print(&DungeonFile { dungeons: vec![m] }).map_err(|e| e.to_string())?;
        if !first {
            out.push(b'\n');
        }
        first = false;
        def_comments(&mut out, dungeon_notes(di));
        // Names are bytes (a Shift_JIS name stays as it is).
        let mut lines = text.split(|&b| b == b'\n').filter(|l| !l.is_empty());
        if let Some(l) = lines.next() {
            out.extend_from_slice(l);
            out.push(b'\n');
        }
        if !extras.lvlfill.is_empty() {
            out.extend_from_slice(
                format!("{LUA_COMMENT} lvlfill = {}\n", lua_string(&extras.lvlfill)).as_bytes(),
            );
        }
        if !extras.themerooms.is_empty() {
            out.extend_from_slice(
                format!(
                    "{LUA_COMMENT} themerooms = {}\n",
                    lua_string(&extras.themerooms)
                )
                .as_bytes(),
            );
        }
        let (mut level, mut branch) = (0, 0);
        for l in lines {
            // The printer writes one line per level and per branch, in
            // order: their comments go above them.
            let keyword = l.split(|&b| b == b':').next().unwrap_or_default();
            let is = |words: &[&str]| words.iter().any(|w| w.as_bytes() == keyword);
            if is(&["LEVEL", "RNDLEVEL", "CHAINLEVEL", "RNDCHLEVEL"]) {
                if let Some(c) = level_notes(di).get(level) {
                    def_comments(&mut out, c);
                }
                level += 1;
            } else if is(&["BRANCH", "CHAINBRANCH"]) {
                if let Some(c) = branch_notes(di).get(branch) {
                    def_comments(&mut out, c);
                }
                branch += 1;
            }
            out.extend_from_slice(l);
            out.push(b'\n');
        }
    }
    if let Some(n) = notes.filter(|n| !n.trailer.is_empty()) {
        out.push(b'\n');
        def_comments(&mut out, &n.trailer);
    }
    let bytes = out;
    // The proof: the text compiles to the same model.
    let src = SourceFile::new("<converted>", bytes.clone());
    let opts = Options {
        input: crate::InputKind::Pdf,
        ..Default::default()
    };
    let c = crate::compile(&src, target, &opts);
    match c.model {
        Some(m) if normalize_for_lua(&m) == normalize_for_lua(&expected) => Ok(bytes),
        Some(_) => Err("dungeon.def cannot say this file: its chains or placements would read differently in dgn_comp".into()),
        None => {
            let first = c
                .diagnostics
                .iter()
                .find(|d| d.is_error())
                .map_or(String::new(), |d| d.short(&src));
            Err(format!("dungeon.def cannot say this file: {first}"))
        }
    }
}

/// The keys of a dungeon entry (re-exported for editors).
pub fn dungeon_keys() -> &'static [&'static str] {
    DUNGEON_KEYS
}

/// What a variant's `init_dungeons` does that NetHack 3.7's cannot say:
/// the model becomes the nearest file 3.7 reads, and a `variant-feature`
/// warning says what differs.
///
/// - notdNetHack: of the copies of a name (its alternates) the first is
///   kept, as 3.7 would make every copy; a chance of 0 (never, in
///   notdNetHack; always, in 3.7) becomes -1, which 3.7 never makes
///   outside wizard mode; its move of the quest's locate level is named.
/// - dNetHack: its game draws one of three files; each converts alone.
/// - SLASH'EM: the entry level of the branch its game takes into a
///   dungeon (the first one read before the dungeon) becomes the dungeon's
///   `entry`; a branch back to an earlier dungeon, which 3.7 never makes,
///   is left out.
/// - UnNetHack and UnNetHack 3.5: the shuffle of the Elemental Planes is
///   named.
///
/// Returns the dungeons left out (their indices in the source, ascending).
#[allow(clippy::too_many_arguments)]
fn variant_rules_37(
    model: &mut DungeonFile,
    notes: &mut DefNotes,
    extras: &mut Vec<DungeonExtras>,
    target: &Target,
    d_spans: &[(Span, Span)],
    b_spans: &[Vec<(Span, Option<Span>)>],
    diags: &mut Vec<Diagnostic>,
) -> Vec<usize> {
    use dgn_common::target::Variant;
    let mut dropped = Vec::new();
    let dspan = |di: usize| d_spans.get(di).map_or(Span::new(0, 0), |s| s.0);
    let bspan = |di: usize, bi: usize| {
        b_spans
            .get(di)
            .and_then(|v| v.get(bi))
            .map_or(dspan(di), |s| s.0)
    };
    let feature = |msg: String| Diagnostic::warning("variant-feature", msg);
    match target.variant {
        Variant::NotDNetHack => {
            for (di, d) in model.dungeons.iter_mut().enumerate() {
                if d.chance == 0 {
                    d.chance = -1;
                    diags.push(
                        feature(format!(
                            "NetHack 3.7 makes a dungeon of chance 0 in every game (notdNetHack never makes {}); it is written with chance -1",
                            q(&d.name)
                        ))
                        .at(dspan(di), "chance 0")
                        .note("3.7 skips a dungeon whose chance is not 0 and at most rn2(100), so -1 is never made (but in wizard mode, which makes every dungeon)"),
                    );
                }
            }
            let n = model.dungeons.len();
            for di in 0..n {
                let name = &model.dungeons[di].name;
                let before = model.dungeons[..di]
                    .iter()
                    .filter(|e| &e.name == name)
                    .count();
                if before > 0 {
                    diags.push(
                        feature(format!(
                            "NetHack 3.7 has no alternate dungeons (notdNetHack's copy {} of {}); it is left out, and 3.7 always makes the first",
                            before + 1,
                            q(name)
                        ))
                        .at(dspan(di), "left out")
                        .note("notdNetHack makes one dungeon of each name, drawn among its copies; 3.7 would make every copy and find only the first by name"),
                    );
                    dropped.push(di);
                }
            }
            for &di in dropped.iter().rev() {
                model.dungeons.remove(di);
                if di < notes.dungeons.len() {
                    notes.dungeons.remove(di);
                }
                for v in [&mut notes.levels, &mut notes.branches] {
                    if di < v.len() {
                        v.remove(di);
                    }
                }
                if di < extras.len() {
                    extras.remove(di);
                }
                for (at, _) in &mut notes.lua_dungeons {
                    if *at > di {
                        *at -= 1;
                    }
                }
            }
            if let Some(qi) = model.dungeons.iter().position(|d| d.name == b"The Quest") {
                let d = &model.dungeons[qi];
                let most = d.depth.base + (d.depth.rand - 1).max(0);
                if most >= 6 && d.levels.len() >= 2 {
                    let qi_src = source_index(qi, &dropped);
                    diags.push(
                        feature("NetHack 3.7 does not move the quest's second-to-last special level down in a quest of 6 or 7 levels (notdNetHack does); it stays where the file places it".into())
                            .at(dspan(qi_src), "up to 7 levels")
                            .note("notdNetHack moves it one level down in a quest of 7 levels, and rn2(2) levels in one of 6"),
                    );
                }
            }
        }
        Variant::DNetHack if !model.dungeons.is_empty() => {
            diags.push(
                feature("NetHack 3.7 reads one dungeon.lua (dNetHack draws one of its three dungeon files, dngnch1 to dngnch3, when a game starts); this file converts on its own".into())
                    .at(dspan(0), "one of three")
                    .note("a 3.7 game made with this file always has this file's dungeons")
                    .help("convert each of the three files, and install the one to play as dungeon.lua"),
            );
        }
        Variant::SlashEm => {
            let mut back = Vec::new();
            let mut taken: Vec<(usize, usize)> = Vec::new();
            let n = model.dungeons.len();
            for di in 0..n {
                // The branch its game takes into this dungeon: the first
                // one read, in the dungeons before it, that leads there.
                let into = (0..di).find_map(|p| {
                    model.dungeons[p]
                        .branches
                        .iter()
                        .position(|b| b.dest == model.dungeons[di].name)
                        .map(|bi| (p, bi))
                });
                if let Some((p, bi)) = into {
                    taken.push((p, bi));
                    let e = model.dungeons[p].branches[bi].entry;
                    // Its test of a positive entry reads the branch at the
                    // dungeon's index among those read so far.
                    let slip = (e > 0)
                        .then(|| {
                            let mut k = 0usize;
                            for (pp, d) in model.dungeons[..di].iter().enumerate() {
                                for (bb, b) in d.branches.iter().enumerate() {
                                    if k == di {
                                        return Some((pp, bb, b.entry));
                                    }
                                    k += 1;
                                }
                            }
                            None
                        })
                        .flatten();
                    let name = q(&model.dungeons[di].name);
                    match slip {
                        Some((_, _, other)) if other <= 0 => diags.push(
                            feature(format!("NetHack 3.7 has no entry level on a branch (SLASH'EM's {e}); it is left out, and 3.7 enters {name} at its top, as SLASH'EM's game does"))
                                .at(bspan(p, bi), "left out")
                                .note(format!("SLASH'EM's test of a positive entry level reads branch #{di} of the file, whose entry level is not positive")),
                        ),
                        _ if e != 0 => {
                            model.dungeons[di].entry = e;
                            diags.push(
                                feature(format!("NetHack 3.7 has no entry level on a branch (SLASH'EM's {e}); it is written as the `entry` of {name}"))
                                    .at(bspan(p, bi), "the dungeon's entry in 3.7")
                                    .note("SLASH'EM enters a dungeon where the first branch to it says; 3.7 where the dungeon's `entry` says"),
                            );
                        }
                        _ => {}
                    }
                }
                for (bi, b) in model.dungeons[di].branches.iter().enumerate() {
                    if model.dungeons[..di].iter().any(|e| e.name == b.dest) {
                        back.push((di, bi));
                    }
                }
            }
            for (di, d) in model.dungeons.iter().enumerate() {
                for (bi, b) in d.branches.iter().enumerate() {
                    if b.entry != 0 && !taken.contains(&(di, bi)) && !back.contains(&(di, bi)) {
                        diags.push(
                            feature(format!("NetHack 3.7 has no entry level on a branch (SLASH'EM's {}); it is left out", b.entry))
                                .at(bspan(di, bi), "left out")
                                .note("neither game takes this branch into its dungeon: both take the first branch to it"),
                        );
                    }
                }
            }
            for &(di, bi) in back.iter().rev() {
                let b = model.dungeons[di].branches.remove(bi);
                if let Some(v) = notes.branches.get_mut(di) {
                    if bi < v.len() {
                        v.remove(bi);
                    }
                }
                diags.push(
                    feature(format!(
                        "NetHack 3.7 makes no branch back to an earlier dungeon (SLASH'EM's branch to {}); it is left out",
                        q(&b.dest)
                    ))
                    .at(bspan(di, bi), "left out")
                    .note("3.7 makes only the branch into each dungeon that it finds when it reads that dungeon"),
                );
            }
        }
        Variant::UnNetHack | Variant::UnNetHack35 => {
            let planes = ["earth", "air", "fire", "water"];
            let holds = |d: &crate::model::Dungeon| {
                planes.iter().all(|p| {
                    d.levels
                        .iter()
                        .any(|l| l.name.eq_ignore_ascii_case(p.as_bytes()))
                })
            };
            if let Some(di) = model.dungeons.iter().position(holds) {
                let game = if target.variant == Variant::UnNetHack {
                    "UnNetHack"
                } else {
                    "UnNetHack 3.5"
                };
                diags.push(
                    feature(format!("NetHack 3.7 does not shuffle the Elemental Planes ({game} does); they stay in the file's order"))
                        .at(dspan(di), "in the file's order")
                        .note(format!("{game} puts water, fire, air and earth in a random order after its look-ups by name")),
                );
            }
        }
        _ => {}
    }
    dropped
}

/// The index in the source of dungeon `kept` of a model from which the
/// dungeons `dropped` (source indices, ascending) were taken out.
fn source_index(kept: usize, dropped: &[usize]) -> usize {
    let mut i = kept;
    for &d in dropped {
        if d <= i {
            i += 1;
        }
    }
    i
}

fn q(name: &[u8]) -> String {
    format!("\"{}\"", String::from_utf8_lossy(name))
}
