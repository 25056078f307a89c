//! From the parsed `dungeon.lua` to the dungeon model: every key NetHack
//! 3.7's `init_dungeons` reads, with its type and default, and the limits
//! and quirks of that reader reported where they bite.

use super::syntax::{Chunk, Expr, ExprKind, Field, FieldKey, Table};
use super::{DungeonExtras, Index, IndexedBranch, IndexedDungeon, IndexedLevel, LuaFile};
use crate::model::{self, Alignment, BranchKind, Couple, DungeonFile, Flags};
use dgn_common::diag::{did_you_mean, Diagnostic};
use dgn_common::source::{show_bytes, Span};

/// The keys of a dungeon entry, in the order of NetHack 3.7's own file.
pub const DUNGEON_KEYS: &[&str] = &[
    "name",
    "bonetag",
    "base",
    "range",
    "alignment",
    "flags",
    "protofile",
    "lvlfill",
    "themerooms",
    "chance",
    "entry",
    "branches",
    "levels",
];
/// The keys of a special level entry.
pub const LEVEL_KEYS: &[&str] = &[
    "name",
    "bonetag",
    "chainlevel",
    "base",
    "range",
    "chance",
    "nlevels",
    "alignment",
    "flags",
];
/// The keys of a branch entry.
pub const BRANCH_KEYS: &[&str] = &[
    "name",
    "chainlevel",
    "base",
    "range",
    "branchtype",
    "direction",
];
/// The values of `alignment`.
pub const ALIGNMENTS: &[&str] = &["unaligned", "noalign", "lawful", "neutral", "chaotic"];
/// The values of `flags`.
pub const FLAGS: &[&str] = &["town", "hellish", "mazelike", "roguelike", "unconnected"];
/// The values of `branchtype`.
pub const BRANCH_TYPES: &[&str] = &["stair", "portal", "no_down", "no_up"];
/// The values of `direction`.
pub const DIRECTIONS: &[&str] = &["up", "down"];

/// NetHack 3.7 panics when the list holds `MAXDUNGEON` (16) entries or more.
pub const MAX_DUNGEONS_37: usize = 15;
/// The size of the `char` arrays 3.7 copies level names, `protofile`,
/// `lvlfill` and `themerooms` into, less the NUL.
pub const SHORT_NAME_MAX: usize = 14;

fn q(bytes: &[u8]) -> String {
    format!("\"{}\"", show_bytes(bytes))
}

struct Reader<'c> {
    diags: Vec<Diagnostic>,
    index: Index,
    limits: dgn_common::target::DungeonLimits,
    /// The parse found errors: a key it skipped is not reported missing.
    after_syntax_error: bool,
    /// An error left the model unlike the file (see [`read_checked`]).
    incomplete: bool,
    _chunk: std::marker::PhantomData<&'c ()>,
}

/// The fields of one entry, by key, after unknown and repeated keys were
/// reported.
struct Entry<'t> {
    fields: Vec<(&'static str, &'t Field)>,
    span: Span,
}

impl<'t> Entry<'t> {
    fn get(&self, key: &str) -> Option<&'t Expr> {
        self.fields
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, f)| &f.value)
            .filter(|e| e.kind != ExprKind::Nil)
    }
}

impl Reader<'_> {
    fn err(&mut self, d: Diagnostic) {
        self.incomplete = true;
        self.diags.push(d);
    }

    /// The named fields of an entry; unknown keys, repeated keys and
    /// positional values are reported.
    fn entry<'t>(&mut self, e: &'t Expr, what: &str, known: &[&'static str]) -> Option<Entry<'t>> {
        let ExprKind::Table(t) = &e.kind else {
            if e.kind != ExprKind::Error {
                self.err(
                    Diagnostic::error(format!(
                        "{what} must be a table, found {}",
                        e.kind.type_name()
                    ))
                    .at(e.span, "expected `{ name = ..., ... }`")
                    .note("NetHack 3.7 panics on this entry"),
                );
            }
            return None;
        };
        let mut fields: Vec<(&'static str, &'t Field)> = Vec::new();
        for f in &t.fields {
            let (key, span) = match &f.key {
                FieldKey::Name(n, s) => (n.clone(), *s),
                FieldKey::Bracket(k) => match &k.kind {
                    ExprKind::Str(s) => (String::from_utf8_lossy(s).into_owned(), k.span),
                    ExprKind::Error => continue,
                    other => {
                        self.err(
                            Diagnostic::error(format!(
                                "{what} is keyed by names, not by {}",
                                other.type_name()
                            ))
                            .at(k.span, "this key is never read"),
                        );
                        continue;
                    }
                },
                FieldKey::Positional => {
                    if f.value.kind != ExprKind::Error {
                        self.err(
                            Diagnostic::error(format!("a value without a key in {what}"))
                                .at(f.value.span, "never read")
                                .help("write `key = value`"),
                        );
                    }
                    continue;
                }
            };
            let Some(k) = known.iter().find(|k| **k == key) else {
                self.unknown_key(t, &key, span, what, known);
                continue;
            };
            if let Some((_, prev)) = fields.iter().find(|(p, _)| p == k) {
                let prev_span = prev.span;
                self.err(
                    Diagnostic::error(format!("key `{key}` is given twice in {what}"))
                        .at(span, "given again here")
                        .with_label(prev_span, "first given here")
                        .note("Lua keeps only the last value"),
                );
                continue;
            }
            fields.push((k, f));
        }
        Some(Entry {
            fields,
            span: e.span,
        })
    }

    /// A key NetHack 3.7 does not read. The game ignores it (variants keep
    /// keys of their own in their files), so it is the warning
    /// `unknown-key`; a near miss of a key the entry lacks (one letter
    /// off, two swapped, another case) is an error, since the key it was
    /// meant to be silently takes its default.
    fn unknown_key(&mut self, t: &Table, key: &str, span: Span, what: &str, known: &[&str]) {
        let given = |k: &str| {
            t.fields.iter().any(|f| match &f.key {
                FieldKey::Name(n, _) => n == k,
                FieldKey::Bracket(Expr {
                    kind: ExprKind::Str(s),
                    ..
                }) => s == k.as_bytes(),
                _ => false,
            })
        };
        let near = known
            .iter()
            .copied()
            .find(|k| !given(k) && near_miss(key, k));
        if let Some(k) = near {
            self.err(
                Diagnostic::error(format!("unknown key `{key}` in {what}"))
                    .at(span, "NetHack 3.7 never reads this key")
                    .help(format!("did you mean `{k}`?"))
                    .note(if ["name", "base"].contains(&k) {
                        format!("NetHack 3.7 ignores it, and finds no `{k}`")
                    } else {
                        format!("NetHack 3.7 ignores it, and `{k}` takes its default")
                    }),
            );
            return;
        }
        let mut d = Diagnostic::warning(
            "unknown-key",
            format!("NetHack 3.7 ignores the key `{key}` in {what}"),
        )
        .at(span, "never read");
        if let Some(s) = did_you_mean(key, known.iter().copied()) {
            d = d.help(format!("did you mean `{s}`?"));
        } else {
            d = d.note(format!("the keys of {what} are: {}", known.join(", ")));
        }
        self.diags.push(d);
    }

    /// The values of a list (`levels`, `branches`, the dungeon list), in
    /// index order; anything that is not a plain list entry is reported.
    fn list<'t>(&mut self, t: &'t Table, what: &str) -> Vec<&'t Expr> {
        let mut out = Vec::new();
        for f in &t.fields {
            match &f.key {
                FieldKey::Positional => out.push(&f.value),
                FieldKey::Bracket(Expr {
                    kind: ExprKind::Int(i),
                    ..
                }) if *i == out.len() as i64 + 1 => out.push(&f.value),
                FieldKey::Bracket(Expr {
                    kind: ExprKind::Error,
                    ..
                }) => {}
                FieldKey::Name(_, s) | FieldKey::Bracket(Expr { span: s, .. }) => self.err(
                    Diagnostic::error(format!("{what} is a list; this key is not its next index"))
                        .at(*s, "not a list index")
                        .help("write the entries one after the other, without keys"),
                ),
            }
        }
        out
    }

    fn string(&mut self, e: &Expr, key: &str) -> Option<Vec<u8>> {
        match &e.kind {
            ExprKind::Str(s) => Some(s.clone()),
            ExprKind::Int(v) => {
                self.warn_converted(e, key, "a string");
                Some(v.to_string().into_bytes())
            }
            ExprKind::Error => None,
            other => {
                self.err(
                    Diagnostic::error(format!(
                        "`{key}` must be a string, found {}",
                        other.type_name()
                    ))
                    .at(e.span, "expected a string"),
                );
                None
            }
        }
    }

    fn warn_converted(&mut self, e: &Expr, key: &str, to: &str) {
        self.diags.push(
            Diagnostic::warning(
                "lua-conversion",
                format!("`{key}` is read as {to}: Lua converts this value"),
            )
            .at(e.span, format!("converted to {to}"))
            .help(format!("write it as {to}")),
        );
    }

    /// An integer as `luaL_checkinteger` reads it, then cast to a C `int`.
    fn int(&mut self, e: &Expr, key: &str) -> Option<i32> {
        let v = match &e.kind {
            ExprKind::Int(v) => *v,
            ExprKind::Float(f) => {
                if f.fract() == 0.0 && *f >= -9.2e18 && *f <= 9.2e18 {
                    *f as i64
                } else {
                    self.err(
                        Diagnostic::error(format!(
                            "`{key}` must be an integer; {f} has no integer representation"
                        ))
                        .at(e.span, "not an integer")
                        .note("Lua accepts a float only when its value is a whole number"),
                    );
                    return None;
                }
            }
            ExprKind::Str(s) => {
                let text = String::from_utf8_lossy(s);
                let parsed = super::syntax::parse(format!("x = {}", text.trim()).as_bytes());
                match parsed.0.assigns.first().map(|a| &a.value.kind) {
                    Some(ExprKind::Int(v)) if parsed.1.is_empty() => {
                        self.warn_converted(e, key, "an integer");
                        *v
                    }
                    _ => {
                        self.err(
                            Diagnostic::error(format!(
                                "`{key}` must be an integer, found a string"
                            ))
                            .at(e.span, "expected an integer"),
                        );
                        return None;
                    }
                }
            }
            ExprKind::Error => return None,
            other => {
                self.err(
                    Diagnostic::error(format!(
                        "`{key}` must be an integer, found {}",
                        other.type_name()
                    ))
                    .at(e.span, "expected an integer"),
                );
                return None;
            }
        };
        match i32::try_from(v) {
            Ok(x) => Some(x),
            Err(_) => {
                self.err(
                    Diagnostic::error(format!("{v} does not fit in a C `int`"))
                        .at(e.span, "out of range")
                        .note("NetHack 3.7 would silently truncate it"),
                );
                None
            }
        }
    }

    fn short(&mut self, e: Option<&Expr>, key: &str, v: i32) -> i16 {
        match i16::try_from(v) {
            Ok(x) => x,
            Err(_) => {
                if let Some(e) = e {
                    self.err(
                        Diagnostic::error(format!("`{key}` = {v} does not fit in 16 bits")).at(
                            e.span,
                            format!("must be between {} and {}", i16::MIN, i16::MAX),
                        ),
                    );
                }
                0
            }
        }
    }

    /// The error for a required `key` that `en` (`what`) lacks; none after a
    /// syntax error, which may have cut the entry short.
    fn missing(&mut self, en: &Entry<'_>, key: &str, what: &str) {
        if self.after_syntax_error {
            return;
        }
        self.err(
            Diagnostic::error(format!("{what} has no `{key}`"))
                .at(
                    Span::new(en.span.start(), en.span.start() + 1),
                    format!("`{key}` is required"),
                )
                .note(format!(
                    "NetHack 3.7 stops with a Lua error when `{key}` is missing"
                )),
        );
    }

    fn required_str(&mut self, en: &Entry<'_>, key: &str, what: &str) -> Option<(Vec<u8>, Span)> {
        match en.get(key) {
            Some(e) => self.string(e, key).map(|s| (s, e.span)),
            None => {
                self.missing(en, key, what);
                None
            }
        }
    }

    fn required_int(&mut self, en: &Entry<'_>, key: &str, what: &str) -> Option<i32> {
        match en.get(key) {
            Some(e) => self.int(e, key),
            None => {
                self.missing(en, key, what);
                None
            }
        }
    }

    fn opt_int(&mut self, en: &Entry<'_>, key: &str, default: i32) -> i32 {
        en.get(key)
            .and_then(|e| self.int(e, key))
            .unwrap_or(default)
    }

    fn opt_str(&mut self, en: &Entry<'_>, key: &str, max: usize) -> Vec<u8> {
        let Some(e) = en.get(key) else {
            return Vec::new();
        };
        let s = self.string(e, key).unwrap_or_default();
        if s.len() > max {
            self.too_long(e.span, key, s.len(), max);
        }
        s
    }

    /// A name too long for its field: the model keeps it whole, and the
    /// placement proof reads it cut to the field.
    fn too_long(&mut self, span: Span, what: &str, len: usize, max: usize) {
        self.diags.push(
            Diagnostic::error(format!(
                "`{what}` is too long: {len} bytes, at most {max} fit"
            ))
            .at(span, format!("{len} bytes"))
            .note(format!(
                "NetHack 3.7 copies it into a {}-byte field without checking its length",
                max + 1
            )),
        );
    }

    /// An option as `luaL_checkoption` reads it: the index of the value in
    /// `opts`, or of `default` when the key is missing.
    fn option(&mut self, en: &Entry<'_>, key: &str, opts: &[&str], default: usize) -> usize {
        let Some(e) = en.get(key) else {
            return default;
        };
        let Some(s) = self.string(e, key) else {
            return default;
        };
        let text = String::from_utf8_lossy(&s).into_owned();
        match opts.iter().position(|o| *o == text) {
            Some(i) => i,
            None => {
                self.bad_option(e.span, key, &text, opts);
                default
            }
        }
    }

    fn bad_option(&mut self, span: Span, key: &str, text: &str, opts: &[&str]) {
        let mut d = Diagnostic::error(format!("invalid {key} \"{text}\""))
            .at(span, format!("expected one of: {}", opts.join(", ")))
            .note("NetHack 3.7 stops with a Lua error (\"invalid option\")");
        if let Some(s) = did_you_mean(text, opts.iter().copied()) {
            d = d.help(format!("did you mean \"{s}\"?"));
        }
        self.err(d);
    }

    fn bonetag(&mut self, en: &Entry<'_>) -> u8 {
        let Some(e) = en.get("bonetag") else {
            return 0;
        };
        let s = self.string(e, "bonetag").unwrap_or_default();
        if s.len() > 1 {
            self.diags.push(
                Diagnostic::warning(
                    "long-bonetag",
                    format!("only the first character of bonetag {} counts", q(&s)),
                )
                .at(e.span, format!("read as \"{}\"", show_bytes(&s[..1])))
                .note("NetHack 3.7 keeps the first byte of the string (\"none\" is the letter n)"),
            );
        }
        s.first().copied().unwrap_or(0)
    }

    fn alignment(&mut self, en: &Entry<'_>) -> Alignment {
        match self.option(en, "alignment", ALIGNMENTS, 0) {
            2 => Alignment::LAWFUL,
            3 => Alignment::NEUTRAL,
            4 => Alignment::CHAOTIC,
            _ => Alignment::NONE,
        }
    }

    /// `flags`: a string or a list of strings. Returns the flags and
    /// whether `unconnected` was among them, with the span of each flag.
    fn flags(&mut self, en: &Entry<'_>) -> Vec<(usize, Span)> {
        let Some(e) = en.get("flags") else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut one = |r: &mut Self, e: &Expr| match &e.kind {
            ExprKind::Str(s) => {
                let text = String::from_utf8_lossy(s).into_owned();
                match FLAGS.iter().position(|f| *f == text) {
                    Some(i) => out.push((i, e.span)),
                    None => r.bad_option(e.span, "flag", &text, FLAGS),
                }
            }
            ExprKind::Error => {}
            other => r.diags.push(
                Diagnostic::warning(
                    "ignored-flag",
                    format!("a flag must be a string, found {}", other.type_name()),
                )
                .at(e.span, "ignored")
                .note("NetHack 3.7 reports this as impossible and ignores it"),
            ),
        };
        match &e.kind {
            ExprKind::Table(t) => {
                let items = self.list(t, "`flags`");
                for item in items {
                    one(self, item);
                }
            }
            _ => one(self, e),
        }
        out
    }

    fn read(&mut self, chunk: &Chunk, file_len: usize) -> Option<LuaFile> {
        let mut dungeon_value = None;
        for a in &chunk.assigns {
            if a.name == "dungeon" {
                if let Some((prev, _)) = dungeon_value.replace((a.name_span, &a.value)) {
                    self.diags.push(
                        Diagnostic::warning("duplicate-global", "`dungeon` is assigned twice")
                            .at(a.name_span, "assigned again here")
                            .with_label(prev, "first assigned here")
                            .note("NetHack reads the last value"),
                    );
                }
            } else {
                let mut d = Diagnostic::warning(
                    "unused-global",
                    format!("NetHack never reads the global `{}`", a.name),
                )
                .at(a.name_span, "only `dungeon` is read");
                if did_you_mean(&a.name, ["dungeon"]).is_some() {
                    d = d.help("did you mean `dungeon`?");
                }
                self.diags.push(d);
            }
        }
        let Some((name_span, value)) = dungeon_value else {
            self.err(
                Diagnostic::error("the file assigns no `dungeon` table")
                    .at(Span::new(file_len, file_len), "the file ends here")
                    .help(
                        "describe the dungeons as `dungeon = { { name = ..., base = ... }, ... }`",
                    ),
            );
            return None;
        };
        let ExprKind::Table(t) = &value.kind else {
            if value.kind != ExprKind::Error {
                self.err(
                    Diagnostic::error(format!(
                        "`dungeon` must be a table, found {}",
                        value.kind.type_name()
                    ))
                    .at(value.span, "expected a list of dungeons")
                    .with_label(name_span, "assigned here"),
                );
            }
            return None;
        };
        let entries = self.list(t, "the dungeon list");
        if entries.len() > MAX_DUNGEONS_37.min(self.limits.max_dungeons) {
            let max = MAX_DUNGEONS_37.min(self.limits.max_dungeons);
            self.err(
                Diagnostic::error(format!("too many dungeons: at most {max} are allowed"))
                    .at(entries[max].span, format!("dungeon #{}", max + 1))
                    .note("NetHack 3.7 panics (\"too many dungeons\") when the list has MAXDUNGEON (16) entries or more"),
            );
        }
        let mut file = LuaFile::default();
        // Every level so far, by name, with its dungeon and index there, in
        // the order 3.7 searches them.
        let mut all_levels: Vec<(Vec<u8>, usize, usize, Span)> = Vec::new();
        let mut n_branches = 0usize;
        let mut pending_dests: Vec<(Vec<u8>, Span)> = Vec::new();
        for (di, entry) in entries.iter().enumerate() {
            let Some(en) = self.entry(entry, "a dungeon", DUNGEON_KEYS) else {
                continue;
            };
            let name = self.required_str(&en, "name", "a dungeon");
            let base = self.required_int(&en, "base", "a dungeon");
            let base_e = en.get("base");
            let range_e = en.get("range");
            let range = self.opt_int(&en, "range", 0);
            let (name, name_span) = name.unwrap_or((Vec::new(), en.span));
            if name.len() > crate::NAME_MAX {
                self.too_long(name_span, "name", name.len(), crate::NAME_MAX);
            }
            if let Some(prev) = self.index.dungeons.iter().find(|d| d.name == name) {
                let first = prev.name_span;
                self.diags.push(
                    Diagnostic::warning("duplicate-dungeon", format!("dungeon {} is defined twice", q(&name)))
                        .at(name_span, "defined again here")
                        .with_label(first, "first defined here")
                        .note("branches and the game find dungeons by name, so only the first can be reached"),
                );
            }
            let bones = self.bonetag(&en);
            let protofile = self.opt_str(&en, "protofile", SHORT_NAME_MAX);
            let align = self.alignment(&en);
            let entry_lev = self.opt_int(&en, "entry", 0);
            let chance = self.opt_int(&en, "chance", 100);
            let mut flags = Flags {
                align,
                ..Flags::default()
            };
            let mut extras = DungeonExtras::default();
            for (f, span) in self.flags(&en) {
                match FLAGS[f] {
                    "town" => self.diags.push(
                        Diagnostic::warning("ignored-flag", "`town` means nothing for a dungeon")
                            .at(span, "ignored")
                            .note("NetHack 3.7 reads `town` for levels only")
                            .help("mark the town level with `flags = \"town\"`"),
                    ),
                    "hellish" => flags.hellish = true,
                    "mazelike" => flags.mazelike = true,
                    "roguelike" => flags.roguelike = true,
                    _ => extras.unconnected = true,
                }
            }
            extras.lvlfill = self.opt_str(&en, "lvlfill", SHORT_NAME_MAX);
            extras.themerooms = self.opt_str(&en, "themerooms", SHORT_NAME_MAX);
            let base = base.unwrap_or(1);
            if base <= 0 || range < 0 {
                let span =
                    base_e.map_or(en.span, |b| range_e.map_or(b.span, |r| b.span.to(r.span)));
                self.diags.push(
                    Diagnostic::warning(
                        "invalid-depth",
                        format!("invalid dungeon depth (base {base}, range {range})"),
                    )
                    .at(
                        span,
                        "a dungeon needs at least one level and a non-negative range",
                    ),
                );
            }
            let mut d = model::Dungeon {
                name: name.clone(),
                protofile,
                bones,
                depth: Couple {
                    base: self.short(base_e, "base", base),
                    rand: self.short(range_e, "range", range),
                },
                flags,
                chance,
                entry: entry_lev,
                ..Default::default()
            };
            let mut idx = IndexedDungeon {
                name: name.clone(),
                name_span,
                span: en.span,
                levels: Vec::new(),
                branches: Vec::new(),
            };
            let first_level = all_levels.len();
            // Levels are read before branches, whatever the order of keys.
            if let Some(lv) = en.get("levels") {
                let items = self.list_of(lv, "`levels`");
                for item in items {
                    let Some(len) = self.entry(item, "a level", LEVEL_KEYS) else {
                        continue;
                    };
                    self.level(&len, di, &mut d, &mut idx, &mut all_levels, first_level);
                }
            }
            if let Some(br) = en.get("branches") {
                let items = self.list_of(br, "`branches`");
                for (f, item) in items.into_iter().enumerate() {
                    let Some(ben) = self.entry(item, "a branch", BRANCH_KEYS) else {
                        continue;
                    };
                    n_branches += 1;
                    if n_branches == self.limits.max_branches + 1 {
                        let max = self.limits.max_branches;
                        self.err(
                            Diagnostic::error(format!(
                                "too many branches: at most {max} are allowed in all"
                            ))
                            .at(ben.span, format!("branch #{}", max + 1))
                            .note("NetHack 3.7 panics (\"too many branches\")"),
                        );
                    }
                    self.branch(
                        &ben,
                        f,
                        di,
                        &mut d,
                        &mut idx,
                        &all_levels,
                        first_level,
                        &mut pending_dests,
                    );
                }
            }
            file.model.dungeons.push(d);
            file.extras.push(extras);
            self.index.dungeons.push(idx);
        }
        for (dest, span) in pending_dests {
            if !file.model.dungeons.iter().any(|d| d.name == dest) {
                let names: Vec<String> = file
                    .model
                    .dungeons
                    .iter()
                    .map(|d| String::from_utf8_lossy(&d.name).into_owned())
                    .collect();
                let mut d = Diagnostic::error(format!(
                    "branch to {}, which no dungeon is called",
                    q(&dest)
                ))
                .at(span, "no such dungeon")
                .note("NetHack 3.7 panics when it cannot find the dungeon a branch leads to");
                if let Some(s) = did_you_mean(
                    &String::from_utf8_lossy(&dest),
                    names.iter().map(String::as_str),
                ) {
                    d = d.help(format!("did you mean \"{s}\"?"));
                }
                self.err(d);
            }
        }
        Some(file)
    }

    fn list_of<'t>(&mut self, e: &'t Expr, what: &str) -> Vec<&'t Expr> {
        match &e.kind {
            ExprKind::Table(t) => self.list(t, what),
            ExprKind::Error => Vec::new(),
            other => {
                self.err(
                    Diagnostic::error(format!(
                        "{what} must be a list of tables, found {}",
                        other.type_name()
                    ))
                    .at(e.span, "expected `{ { ... }, ... }`")
                    .note("NetHack 3.7 panics on this"),
                );
                Vec::new()
            }
        }
    }

    fn level(
        &mut self,
        en: &Entry<'_>,
        di: usize,
        d: &mut model::Dungeon,
        idx: &mut IndexedDungeon,
        all_levels: &mut Vec<(Vec<u8>, usize, usize, Span)>,
        first_level: usize,
    ) {
        let name = self.required_str(en, "name", "a level");
        let base = self.required_int(en, "base", "a level");
        let (name, name_span) = name.unwrap_or((Vec::new(), en.span));
        if name.len() > SHORT_NAME_MAX {
            self.too_long(name_span, "name", name.len(), SHORT_NAME_MAX);
        }
        if all_levels.len() == self.limits.max_levels {
            let max = self.limits.max_levels;
            self.err(
                Diagnostic::error(format!(
                    "too many special levels: at most {max} are allowed in all"
                ))
                .at(name_span, format!("level #{}", max + 1))
                .note("NetHack 3.7 writes past the end of its level table before it panics"),
            );
        }
        if let Some((_, _, _, first)) = all_levels.iter().find(|l| !name.is_empty() && l.0 == name)
        {
            self.diags.push(
                Diagnostic::warning(
                    "duplicate-level",
                    format!("level {} is defined twice", q(&name)),
                )
                .at(name_span, "defined again here")
                .with_label(*first, "first defined here")
                .note("the game finds special levels by name, so only the first can be found"),
            );
        }
        let bones = self.bonetag(en);
        let base_e = en.get("base");
        let range_e = en.get("range");
        let range = self.opt_int(en, "range", 0);
        let nlevels_e = en.get("nlevels");
        let nlevels = self.opt_int(en, "nlevels", 0);
        if !(0..=255).contains(&nlevels) {
            if let Some(e) = nlevels_e {
                self.err(
                    Diagnostic::error(format!(
                        "`nlevels` = {nlevels} does not fit in an unsigned byte"
                    ))
                    .at(e.span, "must be between 0 and 255"),
                );
            }
        }
        let chance = self.opt_int(en, "chance", 100);
        let align = self.alignment(en);
        let mut flags = Flags {
            align,
            ..Flags::default()
        };
        for (f, span) in self.flags(en) {
            match FLAGS[f] {
                "town" => flags.town = true,
                "hellish" => flags.hellish = true,
                "mazelike" => flags.mazelike = true,
                "roguelike" => flags.roguelike = true,
                _ => {
                    flags.align.0 |= Alignment::CHAOTIC.0;
                    self.diags.push(
                        Diagnostic::warning("unconnected-level", "`unconnected` on a level makes it chaotic")
                            .at(span, "read as the chaotic alignment bit")
                            .note("NetHack 3.7 stores a level's flags and alignment in one number, where `unconnected` is the bit of `chaotic`"),
                    );
                }
            }
        }
        let base = base.unwrap_or(0);
        let max_depth = self.limits.max_depth;
        if !(-max_depth..=max_depth).contains(&base) {
            if let Some(e) = base_e {
                self.err(
                    Diagnostic::error(format!("level {base} is out of range"))
                        .at(e.span, format!("must be between -{max_depth} and {max_depth}"))
                        .note(format!("a dungeon has at most {max_depth} levels; negative levels count from the bottom")),
                );
            }
        }
        let chain_e = en.get("chainlevel");
        let mut chain_span = None;
        let mut chain = None;
        if let Some(ce) = chain_e {
            if let Some(c) = self.string(ce, "chainlevel") {
                chain_span = Some(ce.span);
                // 3.7 searches every level read so far, in every dungeon.
                match all_levels.iter().find(|l| l.0 == c) {
                    Some(&(_, ld, li, _)) if ld == di => {
                        chain = Some(li);
                        if d.levels.get(li).is_some_and(|l| l.chance != 100) {
                            let p = d.levels[li].chance;
                            self.diags.push(
                                Diagnostic::warning(
                                    "chain-from-probabilistic",
                                    format!(
                                        "level {} chains to {}, which exists only {p}% of the time",
                                        q(&name),
                                        q(&c)
                                    ),
                                )
                                .at(ce.span, "probabilistic level"),
                            );
                        }
                    }
                    Some(&(_, _, _, s)) => self.err(
                        Diagnostic::error(format!(
                            "level {} chains to {}, a level of another dungeon",
                            q(&name),
                            q(&c)
                        ))
                        .at(ce.span, "in another dungeon")
                        .with_label(s, "defined here")
                        .note("a level is placed relative to a level of its own dungeon"),
                    ),
                    None => self.chain_not_found(
                        ce.span,
                        &c,
                        &all_levels[first_level..],
                        &name,
                        "level",
                    ),
                }
            }
        }
        let _ = first_level;
        idx.levels.push(IndexedLevel {
            name: name.clone(),
            name_span,
            span: en.span,
            chain: chain_span,
        });
        all_levels.push((name.clone(), di, d.levels.len(), name_span));
        d.levels.push(model::SpecialLevel {
            name,
            display: None,
            bones,
            place: Couple {
                base: self.short(base_e, "base", base),
                rand: self.short(range_e, "range", range),
            },
            chance,
            rndlevs: nlevels.clamp(0, 255),
            chain,
            flags,
        });
    }

    fn chain_not_found(
        &mut self,
        span: Span,
        c: &[u8],
        candidates: &[(Vec<u8>, usize, usize, Span)],
        name: &[u8],
        what: &str,
    ) {
        let names: Vec<String> = candidates
            .iter()
            .map(|l| String::from_utf8_lossy(&l.0).into_owned())
            .collect();
        let mut d = Diagnostic::error(format!(
            "{what} {} chains to {}, which is not a level defined before it",
            q(name),
            q(c)
        ))
        .at(span, "no such level")
        .note(format!("NetHack 3.7 panics (\"Could not chain {what}\")"));
        if let Some(s) = did_you_mean(
            &String::from_utf8_lossy(c),
            names.iter().map(String::as_str),
        ) {
            d = d.help(format!("did you mean \"{s}\"?"));
        }
        self.err(d);
    }

    #[allow(clippy::too_many_arguments)]
    fn branch(
        &mut self,
        en: &Entry<'_>,
        f: usize,
        di: usize,
        d: &mut model::Dungeon,
        idx: &mut IndexedDungeon,
        all_levels: &[(Vec<u8>, usize, usize, Span)],
        first_level: usize,
        pending: &mut Vec<(Vec<u8>, Span)>,
    ) {
        let name = self.required_str(en, "name", "a branch");
        let base = self.required_int(en, "base", "a branch").unwrap_or(0);
        let (name, name_span) = name.unwrap_or((Vec::new(), en.span));
        if name.len() > crate::NAME_MAX {
            self.too_long(name_span, "name", name.len(), crate::NAME_MAX);
        }
        let base_e = en.get("base");
        let range_e = en.get("range");
        let range = self.opt_int(en, "range", 0);
        let kind = match self.option(en, "branchtype", BRANCH_TYPES, 0) {
            1 => BranchKind::Portal,
            2 => BranchKind::NoDown,
            3 => BranchKind::NoUp,
            _ => BranchKind::Stair,
        };
        let up = self.option(en, "direction", DIRECTIONS, 1) == 0;
        let mut chain = None;
        let mut chain_span = None;
        if let Some(ce) = en.get("chainlevel") {
            if let Some(c) = self.string(ce, "chainlevel") {
                chain_span = Some(ce.span);
                // 3.7 searches the levels read so far, but stops one short
                // of the count, plus the branch's index.
                let searched = (all_levels.len() + f)
                    .saturating_sub(1)
                    .min(all_levels.len());
                match all_levels.iter().position(|l| l.0 == c) {
                    Some(i) if i < searched => {
                        let (_, ld, li, s) = &all_levels[i];
                        if *ld == di {
                            chain = Some(*li);
                        } else {
                            self.err(
                                Diagnostic::error(format!(
                                    "branch to {} chains to {}, a level of another dungeon",
                                    q(&name),
                                    q(&c)
                                ))
                                .at(ce.span, "in another dungeon")
                                .with_label(*s, "defined here")
                                .note("a branch is placed relative to a level of its own dungeon"),
                            );
                        }
                    }
                    Some(i) => {
                        let s = all_levels[i].3;
                        self.err(
                            Diagnostic::error(format!("NetHack 3.7 cannot find level {} for the first branch of the dungeon", q(&c)))
                                .at(ce.span, "not found by NetHack 3.7")
                                .with_label(s, "the last level read before this branch")
                                .note("its search for the branch's level stops one level short for the first branch of a dungeon, and panics (\"Could not chain branch\")")
                                .help("put another branch first, or another level last"),
                        );
                    }
                    None => self.chain_not_found(
                        ce.span,
                        &c,
                        &all_levels[first_level..],
                        &name,
                        "branch",
                    ),
                }
            }
        }
        let max_depth = self.limits.max_depth;
        if !(-max_depth..=max_depth).contains(&base) {
            if let Some(e) = base_e {
                self.err(
                    Diagnostic::error(format!("level {base} is out of range")).at(
                        e.span,
                        format!("must be between -{max_depth} and {max_depth}"),
                    ),
                );
            }
        }
        pending.push((name.clone(), name_span));
        idx.branches.push(IndexedBranch {
            dest: name.clone(),
            name_span,
            span: en.span,
            chain: chain_span,
        });
        d.branches.push(model::Branch {
            dest: name,
            place: Couple {
                base: self.short(base_e, "base", base),
                rand: self.short(range_e, "range", range),
            },
            chain,
            kind,
            up,
            entry: 0,
        });
    }
}

/// Whether `key` is one slip away from `known`: another case, one letter
/// added, dropped or changed, or two neighbours swapped.
fn near_miss(key: &str, known: &str) -> bool {
    let (a, b) = (key.to_ascii_lowercase(), known.to_ascii_lowercase());
    if a == b || dgn_common::diag::edit_distance(&a, &b) <= 1 {
        return true;
    }
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let diff: Vec<usize> = (0..a.len()).filter(|&i| a[i] != b[i]).collect();
    diff.len() == 2
        && diff[1] == diff[0] + 1
        && a[diff[0]] == b[diff[1]]
        && a[diff[1]] == b[diff[0]]
}

/// Reads a parsed file into the model: the file (even when errors were
/// found, as far as it could be read), where its entries are, and the
/// diagnostics. After syntax errors (`after_syntax_error`), missing keys
/// are not reported: the parser may have skipped them.
pub fn read(
    chunk: &Chunk,
    file_len: usize,
    limits: dgn_common::target::DungeonLimits,
    after_syntax_error: bool,
) -> (Option<LuaFile>, Index, Vec<Diagnostic>) {
    let (file, index, diags, _) = read_checked(chunk, file_len, limits, after_syntax_error);
    (file, index, diags)
}

/// [`read`], and whether the file holds everything the file says (true
/// unless an error made the reader leave an entry or a value out): errors
/// about names too long for their fields leave it true, since the game
/// would read them cut to the field, and the placement proof still runs.
pub fn read_checked(
    chunk: &Chunk,
    file_len: usize,
    limits: dgn_common::target::DungeonLimits,
    after_syntax_error: bool,
) -> (Option<LuaFile>, Index, Vec<Diagnostic>, bool) {
    let mut r = Reader {
        diags: Vec::new(),
        index: Index::default(),
        limits,
        after_syntax_error,
        incomplete: false,
        _chunk: std::marker::PhantomData,
    };
    let file = r.read(chunk, file_len);
    let complete = !r.incomplete;
    (file, r.index, r.diags, complete)
}

impl LuaFile {
    /// The model without the 3.7 additions.
    pub fn model(&self) -> &DungeonFile {
        &self.model
    }
}
