//! Reads the tokens of a file and builds each level's opcode list as it
//! goes, with the checks UnNetHack 3.5's lev_comp makes.
//!
//! The compiler's grammar builds records while it parses, and some of its
//! state lasts from one level of a file to the next (the sizes of the last
//! map, which registers were defined); this parser keeps the same state so
//! that it accepts and rejects what that compiler does, and writes the same
//! records. A syntax error is reported and the parser goes on at the next
//! statement, so that one run finds every error.

use crate::lexer::{Kw, Register, Stmt, Tok, Token};
use crate::model::{LevRegion, Level, MapPart, Monster, Object, Op, Room};
use dgn_common::catalog::Catalog;
use dgn_common::diag::Diagnostic;
use dgn_common::source::Span;

/// `MAX_REGISTERS`.
const MAX_REGISTERS: i32 = 10;
/// `COLNO`, `ROWNO`.
const COLNO: i32 = 80;
const ROWNO: i32 = 21;
/// `MAP_X_LIM`, `MAP_Y_LIM`.
const MAP_X_LIM: usize = 76;
const MAP_Y_LIM: usize = 21;
/// `MAX_TYPE` and `INVALID_TYPE` of the terrain numbers.
const MAX_TYPE: i32 = 36;
const INVALID_TYPE: i32 = 127;
/// `MAXRTYPE`.
const MAXRTYPE: i32 = 28;
/// `MAX_NESTED_IFS`.
const MAX_NESTED_IFS: usize = 20;
/// The size of the compiler's map buffer.
const MAP_BUFFER: usize = 4096;
/// How deep blocks may nest in this reader.
const MAX_DEPTH: usize = 50;
/// `MAX_CONTAINMENT`: deeper nesting of containers than the game follows.
const MAX_CONTAINMENT: i32 = 10;

/// Room types by name, with their numbers.
pub const ROOM_TYPES: &[(&str, i32)] = &[
    ("ordinary", 0),
    ("throne", 2),
    ("swamp", 3),
    ("vault", 4),
    ("beehive", 5),
    ("morgue", 6),
    ("barracks", 7),
    ("zoo", 8),
    ("delphi", 9),
    ("temple", 10),
    ("lemurepit", 16),
    ("anthole", 13),
    ("cocknest", 12),
    ("garden", 14),
    ("leprehall", 11),
    ("shop", 17),
    ("armor shop", 18),
    ("scroll shop", 19),
    ("potion shop", 20),
    ("weapon shop", 21),
    ("food shop", 22),
    ("ring shop", 23),
    ("wand shop", 24),
    ("tool shop", 25),
    ("book shop", 26),
    ("candle shop", 27),
    ("black market", 28),
];

/// Trap types by name, with their numbers.
pub const TRAP_TYPES: &[(&str, i32)] = &[
    ("arrow", 1),
    ("dart", 2),
    ("falling rock", 3),
    ("board", 4),
    ("bear", 5),
    ("land mine", 6),
    ("rolling boulder", 7),
    ("sleep gas", 8),
    ("rust", 9),
    ("fire", 10),
    ("pit", 11),
    ("spiked pit", 12),
    ("hole", 13),
    ("trap door", 14),
    ("teleport", 15),
    ("level teleport", 16),
    ("magic portal", 17),
    ("web", 18),
    ("statue", 19),
    ("magic", 20),
    ("anti magic", 21),
    ("polymorph", 22),
];

/// The terrain number of a map character (`INVALID_TYPE` when it has none).
pub fn map_char(c: u8) -> i32 {
    match c {
        b' ' => 0,
        b'#' => 23,
        b'.' => 24,
        b'-' => 2,
        b'|' => 1,
        b'+' => 22,
        b'A' => 34,
        b'B' => 7,
        b'C' => 35,
        b'S' => 14,
        b'H' => 15,
        b'{' => 27,
        b'\\' => 28,
        b'K' => 29,
        b'}' => 17,
        b'P' => 16,
        b'L' => 20,
        b'I' => 32,
        b'W' => 18,
        b'T' => 13,
        b'F' => 21,
        b'x' => MAX_TYPE,
        _ => INVALID_TYPE,
    }
}

/// A value stored in a C `xchar` (a signed byte).
fn xc(v: i32) -> i8 {
    v as i8
}

struct Fail;
type R<T> = Result<T, Fail>;

/// What a parse of a whole file gives.
pub struct Parsed {
    /// Each level's name and program.
    pub levels: Vec<(Vec<u8>, Level)>,
    /// The span of each level's `LEVEL` statement.
    pub spans: Vec<Span>,
    /// Errors and warnings.
    pub diagnostics: Vec<Diagnostic>,
}

struct P<'a> {
    toks: &'a [Token],
    pos: usize,
    end: usize,
    catalog: &'a Catalog,
    diags: Vec<Diagnostic>,
    level: Level,
    levels: Vec<(Vec<u8>, Level)>,
    spans: Vec<Span>,
    coord: (i32, i32),
    region: [i32; 4],
    size: (i32, i32),
    align: (i32, i32),
    on_olist: i32,
    on_mlist: i32,
    on_plist: i32,
    max_x_map: u32,
    max_y_map: u32,
    containment: i32,
    ifs: usize,
    /// How deep blocks (rooms, IFs, containers) nest here.
    depth: usize,
    /// Whether an error at the end of the file was given.
    eof_reported: bool,
    /// Start of each named room's record: (name, span).
    room_names: Vec<Vec<u8>>,
    subrooms: Vec<(Vec<u8>, Span)>,
}

/// Parses and compiles the tokens of a file.
pub fn parse(toks: &[Token], len: usize, catalog: &Catalog) -> Parsed {
    let mut p = P {
        toks,
        pos: 0,
        end: len,
        catalog,
        diags: Vec::new(),
        level: Level::default(),
        levels: Vec::new(),
        spans: Vec::new(),
        coord: (0, 0),
        region: [0; 4],
        size: (0, 0),
        align: (0, 0),
        on_olist: 0,
        on_mlist: 0,
        on_plist: 0,
        max_x_map: 0,
        max_y_map: 0,
        containment: 0,
        ifs: 0,
        depth: 0,
        eof_reported: false,
        room_names: Vec::new(),
        subrooms: Vec::new(),
    };
    while p.pos < p.toks.len() {
        if p.file_level().is_err() {
            p.recover(false);
            // Skip to the next level.
            while p.pos < p.toks.len() && !p.is_kw(Stmt::Level) {
                p.pos += 1;
            }
        }
    }
    Parsed {
        levels: p.levels,
        spans: p.spans,
        diagnostics: p.diags,
    }
}

fn describe(t: Option<&Tok>) -> String {
    match t {
        None => "the end of the file".into(),
        Some(Tok::Kw(k)) => format!("`{}`", crate::lexer::spelling(*k).unwrap_or("?")),
        Some(Tok::Char(c)) => format!("the character '{}'", dgn_common::source::show_bytes(&[*c])),
        Some(Tok::Percent(v)) => format!("the chance [{v}%]"),
        Some(Tok::SPercent(v)) => format!("the percentage {v}%"),
        Some(Tok::Integer(v)) => format!("the number {v}"),
        Some(Tok::Str(_)) => "a string".into(),
        Some(Tok::Map(_)) => "a map".into(),
        Some(Tok::Punct(c)) if c.is_ascii_graphic() => format!("`{}`", *c as char),
        Some(Tok::Punct(c)) => format!("the byte 0x{c:02x}"),
    }
}

impl<'a> P<'a> {
    fn peek(&self) -> Option<&'a Tok> {
        self.toks.get(self.pos).map(|t| &t.tok)
    }
    fn peek_at(&self, k: usize) -> Option<&'a Tok> {
        self.toks.get(self.pos + k).map(|t| &t.tok)
    }
    fn span(&self) -> Span {
        self.toks
            .get(self.pos)
            .map_or(Span::new(self.end, self.end), |t| t.span)
    }
    fn prev_span(&self) -> Span {
        self.pos
            .checked_sub(1)
            .and_then(|i| self.toks.get(i))
            .map_or(Span::new(0, 0), |t| t.span)
    }
    fn is_kw(&self, s: Stmt) -> bool {
        self.peek() == Some(&Tok::Kw(Kw::Stmt(s)))
    }
    fn is_punct(&self, c: u8) -> bool {
        self.peek() == Some(&Tok::Punct(c))
    }
    fn bump(&mut self) -> Span {
        let s = self.span();
        self.pos += 1;
        s
    }

    fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::error(msg).at(span, ""));
    }

    fn syntax(&mut self, wanted: &str) -> Fail {
        if self.peek().is_none() {
            // Blocks left open at the end: one error says so.
            if self.eof_reported {
                return Fail;
            }
            self.eof_reported = true;
        }
        let found = describe(self.peek());
        let span = self.span();
        self.diags.push(
            Diagnostic::error(format!("syntax error: expected {wanted}, found {found}"))
                .at(span, format!("expected {wanted}")),
        );
        Fail
    }

    /// After a syntax error: goes on at the next statement (or `}` or the
    /// next level).
    fn recover(&mut self, at_least_one: bool) {
        if at_least_one && self.pos < self.toks.len() && !self.is_punct(b'}') {
            self.pos += 1;
        }
        while self.pos < self.toks.len() && !self.starts_statement() && !self.is_punct(b'}') {
            self.pos += 1;
        }
    }

    fn starts_statement(&self) -> bool {
        matches!(self.peek(), Some(Tok::Kw(Kw::Stmt(s))) if !matches!(s, Stmt::Else | Stmt::LevRegion))
    }

    fn punct(&mut self, c: u8) -> R<Span> {
        if self.is_punct(c) {
            Ok(self.bump())
        } else {
            Err(self.syntax(&format!("`{}`", c as char)))
        }
    }

    fn integer(&mut self) -> R<(i32, Span)> {
        match self.peek() {
            Some(&Tok::Integer(v)) => Ok((v, self.bump())),
            _ => Err(self.syntax("a number")),
        }
    }

    fn string(&mut self) -> R<(Vec<u8>, Span)> {
        match self.peek() {
            Some(Tok::Str(s)) => {
                let s = s.clone();
                Ok((s, self.bump()))
            }
            _ => Err(self.syntax("a string")),
        }
    }

    fn character(&mut self) -> R<(u8, Span)> {
        match self.peek() {
            Some(&Tok::Char(c)) => Ok((c, self.bump())),
            _ => Err(self.syntax("a character in quotes")),
        }
    }

    fn random(&mut self) -> bool {
        if self.peek() == Some(&Tok::Kw(Kw::Random)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// A keyword value of one kind, or `random` (-1) when `random` is true.
    fn kw_value(&mut self, what: &str, random: bool, f: impl Fn(Kw) -> Option<i32>) -> R<i32> {
        if random && self.random() {
            return Ok(-1);
        }
        if let Some(&Tok::Kw(k)) = self.peek() {
            if let Some(v) = f(k) {
                self.pos += 1;
                return Ok(v);
            }
        }
        Err(self.syntax(what))
    }

    fn light_state(&mut self) -> R<i32> {
        self.kw_value("`lit`, `unlit` or `random`", true, |k| match k {
            Kw::Light(v) => Some(v),
            _ => None,
        })
    }
    fn door_state(&mut self) -> R<i32> {
        self.kw_value("a door state or `random`", true, |k| match k {
            Kw::DoorState(v) => Some(v),
            _ => None,
        })
    }
    fn boolean(&mut self) -> R<i32> {
        self.kw_value("`true` or `false`", false, |k| match k {
            Kw::Boolean(v) => Some(v),
            _ => None,
        })
    }
    fn direction(&mut self) -> R<i32> {
        self.kw_value("a direction", false, |k| match k {
            Kw::Direction(v) => Some(v),
            _ => None,
        })
    }
    fn up_or_down(&mut self) -> R<i32> {
        self.kw_value("`up` or `down`", false, |k| match k {
            Kw::UpOrDown(v) => Some(v),
            _ => None,
        })
    }
    fn filling(&mut self) -> R<i32> {
        self.kw_value("`filled` or `unfilled`", false, |k| match k {
            Kw::Filling(v) => Some(v),
            _ => None,
        })
    }

    /// `[ N ]` after a register name.
    fn register_index(&mut self) -> R<(i32, Span)> {
        let start = self.bump();
        self.punct(b'[')?;
        let (i, _) = self.integer()?;
        let end = self.punct(b']')?;
        Ok((i, start.to(end)))
    }

    fn check_register(
        &mut self,
        defined: i32,
        i: i32,
        span: Span,
        what: &str,
        strict: bool,
    ) -> bool {
        if defined == 0 {
            self.error(
                span,
                format!("no random {what} defined before this register"),
            );
            if strict {
                return false;
            }
        } else if i >= defined {
            self.error(
                span,
                format!("register index {i} is past the {defined} random {what} defined"),
            );
            return false;
        } else {
            return true;
        }
        if i >= defined {
            self.error(
                span,
                format!("register index {i} is past the {defined} random {what} defined"),
            );
        }
        false
    }

    /// `coordinate`: `(x,y)`, `place[i]` or `random`; sets the current
    /// coordinate.
    fn coordinate(&mut self) -> R<Span> {
        let start = self.span();
        if self.random() {
            self.coord = (-MAX_REGISTERS - 1, -MAX_REGISTERS - 1);
            return Ok(start);
        }
        if let Some(Tok::Kw(Kw::Register(Register::Place))) = self.peek() {
            let (i, span) = self.register_index()?;
            if self.check_register(self.on_plist, i, span, "places", true) {
                self.coord = (-i - 1, -i - 1);
            }
            return Ok(span);
        }
        if !self.is_punct(b'(') {
            return Err(self.syntax("a coordinate `(x,y)`, `place[i]` or `random`"));
        }
        self.coord_tail()
    }

    fn coord_tail(&mut self) -> R<Span> {
        let start = self.punct(b'(')?;
        let (x, _) = self.integer()?;
        self.punct(b',')?;
        let (y, _) = self.integer()?;
        let end = self.punct(b')')?;
        self.set_coord(x, y, start.to(end));
        Ok(start.to(end))
    }

    fn set_coord(&mut self, x: i32, y: i32, span: Span) {
        if x < 0 || y < 0 || x >= COLNO || y >= ROWNO {
            self.error(
                span,
                format!("coordinates ({x},{y}) are off the map (columns 0 to 79, rows 0 to 20)"),
            );
        }
        self.coord = (x, y);
    }

    /// `region`: `(x1,y1,x2,y2)` inside the last map; sets the current
    /// region.
    fn region(&mut self) -> R<Span> {
        let start = self.punct(b'(')?;
        let mut v = [0; 4];
        for (k, slot) in v.iter_mut().enumerate() {
            if k > 0 {
                self.punct(b',')?;
            }
            *slot = self.integer()?.0;
        }
        let end = self.punct(b')')?;
        self.set_region(v, start.to(end));
        Ok(start.to(end))
    }

    fn set_region(&mut self, v: [i32; 4], span: Span) {
        let mx = self.max_x_map as i32;
        let my = self.max_y_map as i32;
        let names = ["x1", "y1", "x2", "y2"];
        for (k, &c) in v.iter().enumerate() {
            let lim = if k % 2 == 0 { mx } else { my };
            if c < 0 || c > lim {
                self.error(
                    span,
                    format!(
                        "region out of the map's range ({}: {c}, the map's last {} is {lim})",
                        names[k],
                        if k % 2 == 0 { "column" } else { "row" }
                    ),
                );
                break;
            }
        }
        self.region = v;
    }

    /// A coordinate or a region after the same `(`: which one the number
    /// of values says. Returns true for a region.
    fn coord_or_region(&mut self) -> R<(bool, Span)> {
        if self.is_punct(b'(') {
            let is_region = matches!(self.peek_at(4), Some(Tok::Punct(b',')));
            if is_region {
                return Ok((true, self.region()?));
            }
        }
        Ok((false, self.coordinate()?))
    }

    /// `lev_region`: a region, or `levregion(x1,y1,x2,y2)` (returns 1).
    fn lev_region(&mut self) -> R<i8> {
        if self.is_kw(Stmt::LevRegion) {
            let start = self.bump();
            self.punct(b'(')?;
            let mut v = [0; 4];
            for (k, slot) in v.iter_mut().enumerate() {
                if k > 0 {
                    self.punct(b',')?;
                }
                *slot = self.integer()?.0;
            }
            let end = self.punct(b')')?;
            let bad = v.iter().enumerate().any(|(k, &c)| {
                if k % 2 == 0 {
                    c <= 0 || c >= COLNO
                } else {
                    !(0..ROWNO).contains(&c)
                }
            });
            if bad {
                self.error(
                    start.to(end),
                    "level region out of the level's range (columns 1 to 79, rows 0 to 20)",
                );
            }
            self.region = v;
            return Ok(1);
        }
        self.region()?;
        Ok(0)
    }

    fn chance(&mut self) -> i32 {
        if let Some(&Tok::Percent(v)) = self.peek() {
            let span = self.bump();
            if v <= 0 || v > 100 {
                self.error(
                    span,
                    format!("chance {v}% is not a percentage from 1 to 100"),
                );
            }
            v
        } else {
            100
        }
    }

    fn alignment(&mut self) -> R<i32> {
        if self.random() {
            return Ok(-MAX_REGISTERS - 1);
        }
        match self.peek() {
            Some(&Tok::Kw(Kw::Alignment(v))) => {
                self.pos += 1;
                Ok(v)
            }
            Some(Tok::Kw(Kw::Register(Register::Align))) => {
                let (i, span) = self.register_index()?;
                if i >= 3 {
                    self.error(span, format!("register index {i} is past the 3 alignments"));
                }
                Ok(-i - 1)
            }
            _ => Err(self.syntax("an alignment, `align[i]` or `random`")),
        }
    }

    fn room_type(&mut self) -> R<i32> {
        if self.random() {
            return Ok(-1);
        }
        let (name, span) = self.string()?;
        if let Some(&(_, v)) = ROOM_TYPES
            .iter()
            .find(|(n, _)| n.as_bytes() == name.as_slice())
        {
            return Ok(v);
        }
        let shown = String::from_utf8_lossy(&name).into_owned();
        let mut d = Diagnostic::warning(
            "unknown-room-type",
            format!("unknown room type \"{shown}\": an ordinary room is made"),
        )
        .at(span, "no such room type");
        if let Some(s) = dgn_common::diag::did_you_mean(&shown, ROOM_TYPES.iter().map(|(n, _)| *n))
        {
            d = d.help(format!("did you mean \"{s}\"?"));
        }
        self.diags.push(d);
        Ok(0)
    }

    fn terrain_char(&mut self, what: &str, allow_x: bool) -> R<i32> {
        let (c, span) = self.character()?;
        let t = map_char(c);
        if t == INVALID_TYPE || (!allow_x && t >= MAX_TYPE) {
            self.error(
                span,
                format!(
                    "{what}: '{}' is no map character here",
                    dgn_common::source::show_bytes(&[c])
                ),
            );
        }
        Ok(t)
    }

    fn level_def(&mut self) -> R<Vec<u8>> {
        self.punct(b':')?;
        let (name, nspan) = self.string()?;
        if name.contains(&b'.') {
            self.error(nspan, "a level name cannot contain a dot");
        }
        if name.len() > 8 {
            self.error(
                nspan,
                format!(
                    "level name is {} characters long; names are limited to 8",
                    name.len()
                ),
            );
        }
        Ok(name)
    }

    fn flags(&mut self) -> R<i64> {
        let mut flags = 0;
        self.bump();
        self.punct(b':')?;
        loop {
            match self.peek() {
                Some(&Tok::Kw(Kw::Flag(f))) => {
                    self.pos += 1;
                    flags |= f;
                }
                _ => return Err(self.syntax("a level flag")),
            }
            if !self.is_punct(b',') {
                return Ok(flags);
            }
            self.pos += 1;
        }
    }

    fn file_level(&mut self) -> R<()> {
        if !self.is_kw(Stmt::Level) {
            return Err(self.syntax("`LEVEL`"));
        }
        let lspan = self.bump();
        self.level = Level::default();
        self.room_names.clear();
        self.subrooms.clear();
        let name = match self.level_def() {
            Ok(n) => n,
            Err(Fail) => {
                self.recover(false);
                Vec::new()
            }
        };
        let mut flags = 0;
        if self.is_kw(Stmt::Flags) {
            match self.flags() {
                Ok(f) => flags = f,
                Err(Fail) => self.recover(false),
            }
        }
        let mut style = 0;
        if self.is_kw(Stmt::InitMap) {
            match self.init_map() {
                Ok(s) => style = s,
                Err(Fail) => self.recover(false),
            }
        }
        self.statements(false);
        let mut level = std::mem::take(&mut self.level);
        level.init.style = style;
        level.init.flags = flags;
        // check_subrooms
        for (parent, span) in std::mem::take(&mut self.subrooms) {
            if !self.room_names.contains(&parent) {
                self.error(
                    span,
                    format!(
                        "subroom's parent room \"{}\" is not found",
                        String::from_utf8_lossy(&parent)
                    ),
                );
            }
        }
        self.levels.push((name, level));
        self.spans.push(lspan);
        Ok(())
    }

    fn init_map(&mut self) -> R<i8> {
        self.bump();
        self.punct(b':')?;
        let style = match self.peek() {
            Some(&Tok::Kw(Kw::Style(s))) => {
                self.pos += 1;
                s
            }
            _ => return Err(self.syntax("`solidfill`, `mazegrid` or `mines`")),
        };
        self.punct(b',')?;
        let (fg, fspan) = self.character()?;
        if style != 3 {
            let t = map_char(fg);
            if t == INVALID_TYPE || t >= MAX_TYPE {
                self.error(fspan, "INIT_MAP: this fill character is no terrain");
            }
            self.level.init.filling = xc(t);
        } else {
            self.punct(b',')?;
            let (bg, bspan) = self.character()?;
            self.punct(b',')?;
            let smoothed = self.boolean()?;
            self.punct(b',')?;
            let joined = self.boolean()?;
            self.punct(b',')?;
            let lit = self.light_state()?;
            self.punct(b',')?;
            let walled = if self.random() { -1 } else { self.boolean()? };
            let filling = if self.is_punct(b',') {
                self.pos += 1;
                map_char(self.character()?.0)
            } else {
                -1
            };
            let fgt = map_char(fg);
            if fgt == INVALID_TYPE {
                self.error(fspan, "INIT_MAP: the foreground character is no terrain");
            }
            let bgt = map_char(bg);
            if bgt == INVALID_TYPE {
                self.error(bspan, "INIT_MAP: the background character is no terrain");
            }
            if joined != 0 && fgt != 23 && fgt != 24 {
                self.error(
                    fspan,
                    "INIT_MAP: a joined map's foreground must be '.' or '#'",
                );
            }
            if filling == INVALID_TYPE {
                self.error(
                    self.prev_span(),
                    "INIT_MAP: this fill character is no terrain",
                );
            }
            let init = &mut self.level.init;
            init.fg = xc(fgt);
            init.bg = xc(bgt);
            init.smoothed = xc(smoothed);
            init.joined = xc(joined);
            init.lit = xc(lit);
            init.walled = xc(walled);
            init.filling = xc(filling);
        }
        self.max_x_map = (COLNO - 1) as u32;
        self.max_y_map = ROWNO as u32;
        Ok(style as i8)
    }

    fn add(&mut self, op: Op) {
        self.level.ops.push(op);
    }

    /// `levstatements`: up to `}` (in a block), the next level or the end.
    fn statements(&mut self, in_block: bool) {
        loop {
            match self.peek() {
                None | Some(Tok::Kw(Kw::Stmt(Stmt::Level))) => return,
                Some(Tok::Punct(b'}')) if in_block => return,
                Some(Tok::Punct(b'}')) => {
                    let _ = self.syntax("a statement");
                    self.pos += 1;
                    continue;
                }
                _ => {}
            }
            let before = self.pos;
            if self.statement().is_err() {
                self.recover(self.pos == before);
            }
        }
    }

    fn statement(&mut self) -> R<()> {
        let Some(Tok::Kw(Kw::Stmt(s))) = self.peek() else {
            return Err(self.syntax("a statement"));
        };
        let s = *s;
        let kw = self.bump();
        match s {
            Stmt::Exit => self.add(Op::Exit),
            Stmt::Wallify => self.add(Op::Wallify),
            Stmt::RandomCorridors => self.add(Op::Corridor([-1, 0, 0, 0, 0, 0])),
            Stmt::If => self.if_statement(false)?,
            Stmt::Message => {
                self.punct(b':')?;
                let (text, span) = self.string()?;
                if text.len() > 254 {
                    self.error(
                        span,
                        format!(
                            "a message is limited to 254 characters; this one has {}",
                            text.len()
                        ),
                    );
                }
                self.add(Op::Message(text));
            }
            Stmt::Corridor => {
                self.punct(b':')?;
                let src = self.corr_spec()?;
                self.punct(b',')?;
                if let Some(&Tok::Integer(v)) = self.peek() {
                    self.pos += 1;
                    self.add(Op::Corridor([src[0], src[1], src[2], -1, xc(v), 0]));
                } else {
                    let dst = self.corr_spec()?;
                    self.add(Op::Corridor([
                        src[0], src[1], src[2], dst[0], dst[1], dst[2],
                    ]));
                }
            }
            Stmt::Room | Stmt::Subroom => self.room(s == Stmt::Subroom)?,
            Stmt::Name => {
                self.punct(b':')?;
                let (name, span) = self.string()?;
                let msg = match self.last_room() {
                    None => Some("NAME with no room before it to name"),
                    Some(r) if r.name.is_some() => Some("this room already has a name"),
                    Some(r) => {
                        r.name = Some(name.clone());
                        None
                    }
                };
                match msg {
                    Some(m) => self.error(kw.to(span), m),
                    None => self.room_names.push(name),
                }
            }
            Stmt::Chance => {
                self.punct(b':')?;
                let (v, span) = self.integer()?;
                let msg = match self.last_room() {
                    None => Some("CHANCE with no room before it".to_string()),
                    Some(r) if r.chance != 0 => Some("this room already has a chance".into()),
                    Some(r) if r.rtype == 0 => {
                        Some("only rooms of a type can have a chance".into())
                    }
                    Some(_) if !(1..=99).contains(&v) => {
                        Some(format!("chance {v} is not a percentage from 1 to 99"))
                    }
                    Some(r) => {
                        r.chance = xc(v);
                        None
                    }
                };
                if let Some(m) = msg {
                    self.error(kw.to(span), m);
                }
            }
            Stmt::RoomDoor => {
                self.punct(b':')?;
                let secret = if self.random() { -1 } else { self.boolean()? };
                self.punct(b',')?;
                let state = self.door_state()?;
                self.punct(b',')?;
                let wall = if self.random() {
                    -1
                } else {
                    let mut w = self.direction()?;
                    while self.is_punct(b'|') {
                        self.pos += 1;
                        w |= self.direction()?;
                    }
                    w
                };
                self.punct(b',')?;
                let pos = if self.random() { -1 } else { self.integer()?.0 };
                let span = kw.to(self.prev_span());
                if wall == -1 && pos != -1 {
                    self.error(span, "a door on a random wall must have a random position");
                } else {
                    if self.last_room().is_none() {
                        self.error(span, "ROOMDOOR with no room before it");
                    }
                    self.add(Op::RoomDoor([xc(wall), xc(pos), xc(secret), xc(state)]));
                }
            }
            Stmt::Door => {
                self.punct(b':')?;
                let state = self.door_state()?;
                self.punct(b',')?;
                self.coordinate()?;
                self.add(Op::Door([xc(self.coord.0), xc(self.coord.1), xc(state)]));
            }
            Stmt::Geometry => self.geometry()?,
            Stmt::NoMap => {
                self.max_x_map = (COLNO - 1) as u32;
                self.max_y_map = ROWNO as u32;
                self.add(Op::Map(MapPart {
                    zaligntyp: 0,
                    keep_region: 1,
                    halign: 1,
                    valign: 1,
                    ..Default::default()
                }));
            }
            Stmt::RandomObjects => {
                self.punct(b':')?;
                let list = self.class_list(false)?;
                self.on_olist = list.len() as i32;
                self.add(Op::RandomObjects(list));
            }
            Stmt::RandomMonsters => {
                self.punct(b':')?;
                let list = self.class_list(true)?;
                self.on_mlist = list.len() as i32;
                self.add(Op::RandomMonsters(list));
            }
            Stmt::RandomPlaces => {
                self.punct(b':')?;
                let mut list = Vec::new();
                let mut n = 0;
                loop {
                    let span = self.coord_tail()?;
                    n += 1;
                    if n > MAX_REGISTERS {
                        self.error(
                            span,
                            format!("a list of places holds at most {MAX_REGISTERS}"),
                        );
                    } else {
                        list.push((self.coord.0 + 1) as u8);
                        list.push((self.coord.1 + 1) as u8);
                    }
                    if !self.is_punct(b',') {
                        break;
                    }
                    self.pos += 1;
                }
                self.on_plist = (list.len() / 2) as i32;
                self.add(Op::RandomPlaces(list));
            }
            Stmt::Monster => self.monster()?,
            Stmt::Object | Stmt::Container => self.object(s == Stmt::Container, false)?,
            Stmt::Trap => {
                let chance = self.chance();
                self.punct(b':')?;
                let ty = if self.random() {
                    -1
                } else {
                    let (name, span) = self.string()?;
                    match TRAP_TYPES
                        .iter()
                        .find(|(n, _)| n.as_bytes() == name.as_slice())
                    {
                        Some(&(_, v)) => v,
                        None => {
                            let shown = String::from_utf8_lossy(&name).into_owned();
                            let mut d = Diagnostic::error(format!("unknown trap type \"{shown}\""))
                                .at(span, "no such trap");
                            if let Some(s) = dgn_common::diag::did_you_mean(
                                &shown,
                                TRAP_TYPES.iter().map(|(n, _)| *n),
                            ) {
                                d = d.help(format!("did you mean \"{s}\"?"));
                            }
                            self.diags.push(d);
                            -1
                        }
                    }
                };
                self.punct(b',')?;
                self.coordinate()?;
                self.add(Op::Trap([
                    xc(self.coord.0),
                    xc(self.coord.1),
                    xc(chance),
                    xc(ty),
                ]));
            }
            Stmt::Drawbridge => {
                self.punct(b':')?;
                let at = self.coordinate()?;
                self.punct(b',')?;
                let dspan = self.span();
                let dir = self.direction()?;
                self.punct(b',')?;
                let sspan = self.span();
                let state = self.door_state()?;
                let dir = match dir {
                    1 => 0,
                    2 => 1,
                    4 => 2,
                    8 => 3,
                    _ => {
                        self.error(dspan, "invalid drawbridge direction");
                        dir
                    }
                };
                let open = match state {
                    2 => 1,
                    4 => 0,
                    _ => {
                        self.error(sspan.to(at), "a drawbridge can only be open or closed");
                        0
                    }
                };
                self.add(Op::Drawbridge([
                    xc(self.coord.0),
                    xc(self.coord.1),
                    xc(dir),
                    open,
                ]));
            }
            Stmt::Mazewalk => {
                self.punct(b':')?;
                self.coordinate()?;
                self.punct(b',')?;
                let dir = self.direction()?;
                let (stocked, typ) = if self.is_punct(b',') {
                    self.pos += 1;
                    let stocked = self.boolean()?;
                    let typ = if self.is_punct(b',') {
                        self.pos += 1;
                        map_char(self.character()?.0)
                    } else {
                        -1
                    };
                    (stocked, typ)
                } else {
                    (1, 0)
                };
                self.add(Op::Mazewalk([
                    xc(self.coord.0),
                    xc(self.coord.1),
                    xc(dir),
                    xc(stocked),
                    xc(typ),
                ]));
            }
            Stmt::Ladder | Stmt::Stair => {
                self.punct(b':')?;
                let region = s == Stmt::Stair
                    && (self.is_kw(Stmt::LevRegion)
                        || (self.is_punct(b'(')
                            && matches!(self.peek_at(4), Some(Tok::Punct(b',')))));
                if region {
                    let in_islev = self.lev_region()?;
                    let inarea = self.region.map(xc);
                    self.punct(b',')?;
                    let del_islev = self.lev_region()?;
                    let delarea = self.region.map(xc);
                    self.punct(b',')?;
                    let up = self.up_or_down()?;
                    self.add(Op::LevRegion(LevRegion {
                        inarea,
                        delarea,
                        in_islev,
                        del_islev,
                        rtype: if up != 0 { 1 } else { 0 },
                        name: None,
                    }));
                } else {
                    self.coordinate()?;
                    self.punct(b',')?;
                    let up = self.up_or_down()?;
                    let rec = [xc(self.coord.0), xc(self.coord.1), xc(up)];
                    self.add(if s == Stmt::Stair {
                        Op::Stair(rec)
                    } else {
                        Op::Ladder(rec)
                    });
                }
            }
            Stmt::Portal | Stmt::TeleportRegion | Stmt::Branch => {
                self.punct(b':')?;
                let in_islev = self.lev_region()?;
                let inarea = self.region.map(xc);
                self.punct(b',')?;
                let del_islev = self.lev_region()?;
                let delarea = self.region.map(xc);
                let (rtype, name) = match s {
                    Stmt::Portal => {
                        self.punct(b',')?;
                        (2, Some(self.string()?.0))
                    }
                    Stmt::Branch => (3, None),
                    _ => {
                        if self.is_punct(b',') {
                            self.pos += 1;
                            (if self.up_or_down()? == 1 { 5 } else { 6 }, None)
                        } else {
                            (4, None)
                        }
                    }
                };
                self.add(Op::LevRegion(LevRegion {
                    inarea,
                    delarea,
                    in_islev,
                    del_islev,
                    rtype,
                    name,
                }));
            }
            Stmt::Fountain | Stmt::Sink | Stmt::Pool => {
                self.punct(b':')?;
                self.coordinate()?;
                let rec = [xc(self.coord.0), xc(self.coord.1)];
                self.add(match s {
                    Stmt::Fountain => Op::Fountain(rec),
                    Stmt::Sink => Op::Sink(rec),
                    _ => Op::Pool(rec),
                });
            }
            Stmt::ReplaceTerrain => {
                self.punct(b':')?;
                self.region()?;
                self.punct(b',')?;
                let from = self.terrain_char("REPLACE_TERRAIN 'from'", false)?;
                self.punct(b',')?;
                let to = self.terrain_char("REPLACE_TERRAIN 'to'", false)?;
                self.punct(b',')?;
                let lit = self.light_state()?;
                self.punct(b',')?;
                let chance = match self.peek() {
                    Some(&Tok::SPercent(v)) => {
                        self.pos += 1;
                        v
                    }
                    _ => return Err(self.syntax("a percentage such as `50%`")),
                };
                let c = xc(chance).clamp(0, 100);
                let r = self.region.map(xc);
                self.add(Op::ReplaceTerrain([
                    c,
                    r[0],
                    r[1],
                    r[2],
                    r[3],
                    xc(from),
                    xc(to),
                    xc(lit),
                ]));
            }
            Stmt::Terrain => {
                let chance = self.chance();
                self.punct(b':')?;
                let (is_region, _) = self.coord_or_region()?;
                self.punct(b',')?;
                let (areatyp, x2, y2) = if is_region {
                    let f = self.filling()?;
                    self.punct(b',')?;
                    (3 + f, self.region[2], self.region[3])
                } else if let Some(&Tok::Kw(Kw::HorizOrVert(hv))) = self.peek() {
                    self.pos += 1;
                    self.punct(b',')?;
                    let (n, _) = self.integer()?;
                    self.punct(b',')?;
                    if hv == 1 {
                        (1, n, -1)
                    } else {
                        (2, -1, n)
                    }
                } else {
                    (0, -1, -1)
                };
                let ter = self.terrain_char("TERRAIN", false)?;
                self.punct(b',')?;
                let lit = self.light_state()?;
                let (x1, y1) = if is_region {
                    (self.region[0], self.region[1])
                } else {
                    self.coord
                };
                self.add(Op::Terrain([
                    xc(chance),
                    xc(areatyp),
                    xc(x1),
                    xc(y1),
                    xc(x2),
                    xc(y2),
                    xc(ter),
                    xc(lit),
                ]));
            }
            Stmt::Randline => {
                self.punct(b':')?;
                self.coordinate()?;
                let (x1, y1) = self.coord;
                self.punct(b',')?;
                self.coordinate()?;
                let (x2, y2) = self.coord;
                self.region = [x1, y1, x2, y2];
                self.punct(b',')?;
                let fg = self.terrain_char("RANDLINE", false)?;
                self.punct(b',')?;
                let lit = self.light_state()?;
                self.punct(b',')?;
                let (rough, _) = self.integer()?;
                let thick = if self.is_punct(b',') {
                    self.pos += 1;
                    self.integer()?.0
                } else {
                    0
                };
                self.add(Op::Randline {
                    bytes: [xc(x1), xc(y1), xc(x2), xc(y2), xc(fg), xc(lit)],
                    roughness: rough,
                    thick: xc(thick),
                });
            }
            Stmt::Spill => {
                self.punct(b':')?;
                self.coordinate()?;
                self.punct(b',')?;
                let typ = self.terrain_char("SPILL", false)?;
                self.punct(b',')?;
                let dir = self.direction()?;
                self.punct(b',')?;
                let (count, cspan) = self.integer()?;
                if xc(count) < 1 {
                    self.error(cspan, format!("SPILL: count {count} is not from 1 to 127"));
                }
                self.punct(b',')?;
                let lit = self.light_state()?;
                self.add(Op::Spill([
                    xc(self.coord.0),
                    xc(self.coord.1),
                    xc(dir),
                    xc(count),
                    xc(lit),
                    xc(typ),
                ]));
            }
            Stmt::NonDiggable | Stmt::NonPasswall => {
                self.punct(b':')?;
                self.region()?;
                let r = self.region.map(xc);
                self.add(if s == Stmt::NonDiggable {
                    Op::NonDiggable(r)
                } else {
                    Op::NonPasswall(r)
                });
            }
            Stmt::Region => {
                self.punct(b':')?;
                let rspan = self.region()?;
                self.punct(b',')?;
                let lit = self.light_state()?;
                self.punct(b',')?;
                let rtype = self.room_type()?;
                let mut prefilled = 0;
                if self.is_punct(b',') {
                    self.pos += 1;
                    prefilled = self.filling()?;
                    if self.is_punct(b',') {
                        self.pos += 1;
                        prefilled += self.boolean()? << 1;
                    }
                }
                let mut rt = rtype;
                if prefilled & 1 != 0 {
                    rt += MAXRTYPE + 1;
                }
                let irreg = i32::from(prefilled & 2 != 0);
                let [x1, y1, x2, y2] = self.region;
                if x1 > x2 || y1 > y2 {
                    self.error(rspan, "the region's start is after its end");
                }
                let r = self.region.map(xc);
                if xc(rt) == 4 && (irreg != 0 || r[2] - r[0] != 1 || r[3] - r[1] != 1) {
                    self.error(rspan, "a vault must be exactly 2x2");
                }
                self.add(Op::Region([
                    r[0],
                    r[1],
                    r[2],
                    r[3],
                    xc(rt),
                    xc(lit),
                    xc(irreg),
                ]));
            }
            Stmt::Altar => {
                self.punct(b':')?;
                self.coordinate()?;
                self.punct(b',')?;
                let align = self.alignment()?;
                self.punct(b',')?;
                let ty =
                    self.kw_value(
                        "`altar`, `shrine`, `sanctum` or `random`",
                        true,
                        |k| match k {
                            Kw::AltarType(v) => Some(v),
                            _ => None,
                        },
                    )?;
                self.add(Op::Altar([
                    xc(self.coord.0),
                    xc(self.coord.1),
                    xc(align),
                    xc(ty),
                ]));
            }
            Stmt::Gold => {
                self.punct(b':')?;
                let amount = if self.random() { -1 } else { self.integer()?.0 };
                self.punct(b',')?;
                self.coordinate()?;
                self.add(Op::Gold {
                    x: xc(self.coord.0),
                    y: xc(self.coord.1),
                    amount,
                });
            }
            Stmt::Engraving => {
                self.punct(b':')?;
                self.coordinate()?;
                self.punct(b',')?;
                let etype = self.kw_value("an engraving type or `random`", true, |k| match k {
                    Kw::Engraving(v) => Some(v),
                    _ => None,
                })?;
                self.punct(b',')?;
                let (text, _) = self.string()?;
                self.add(Op::Engraving {
                    x: xc(self.coord.0),
                    y: xc(self.coord.1),
                    etype: xc(etype),
                    text,
                });
            }
            Stmt::Level | Stmt::Else | Stmt::LevRegion | Stmt::Flags | Stmt::InitMap => {
                self.pos -= 1;
                return Err(self.syntax("a statement"));
            }
        }
        Ok(())
    }

    fn last_room(&mut self) -> Option<&mut Room> {
        self.level.ops.iter_mut().rev().find_map(|op| match op {
            Op::Room(r) | Op::Subroom(r) => Some(r),
            _ => None,
        })
    }

    fn corr_spec(&mut self) -> R<[i8; 3]> {
        self.punct(b'(')?;
        let (room, _) = self.integer()?;
        self.punct(b',')?;
        let wall = self.direction()?;
        self.punct(b',')?;
        let door = if self.random() { -1 } else { self.integer()?.0 };
        self.punct(b')')?;
        Ok([xc(room), xc(wall), xc(door)])
    }

    /// A list of class characters (`RANDOM_MONSTERS`, `RANDOM_OBJECTS`),
    /// kept in reverse, as the compiler's right-recursive list does.
    fn class_list(&mut self, monsters: bool) -> R<Vec<u8>> {
        let mut list = Vec::new();
        let mut n = 0;
        loop {
            let (c, span) = self.character()?;
            let ok = if monsters {
                self.catalog.monster_class(c).is_some()
            } else {
                self.catalog.object_class(c).is_some()
            };
            if !ok {
                self.error(
                    span,
                    format!(
                        "'{}' is no {} class",
                        dgn_common::source::show_bytes(&[c]),
                        if monsters { "monster" } else { "object" }
                    ),
                );
            }
            n += 1;
            if n > MAX_REGISTERS {
                self.error(
                    span,
                    format!("a list of classes holds at most {MAX_REGISTERS}"),
                );
            } else {
                list.push(if ok { c } else { 0xff });
            }
            if !self.is_punct(b',') {
                break;
            }
            self.pos += 1;
        }
        list.reverse();
        Ok(list)
    }

    fn geometry(&mut self) -> R<()> {
        self.punct(b':')?;
        let (zalign, h, v) = match self.peek() {
            Some(&Tok::Kw(k @ (Kw::LeftOrRight(_) | Kw::Center))) => {
                let h = if let Kw::LeftOrRight(h) = k { h } else { 3 };
                self.pos += 1;
                self.punct(b',')?;
                let v = match self.peek() {
                    Some(&Tok::Kw(Kw::TopOrBottom(v))) => v,
                    Some(&Tok::Kw(Kw::Center)) => 3,
                    _ => return Err(self.syntax("`top`, `center` or `bottom`")),
                };
                self.pos += 1;
                (1, h, v)
            }
            _ => {
                self.coordinate()?;
                (2, self.coord.0, self.coord.1)
            }
        };
        let keep = if self.is_punct(b',') {
            self.pos += 1;
            self.boolean()?
        } else {
            1
        };
        let (rows, mspan) = match self.peek() {
            Some(Tok::Map(m)) => (m.clone(), self.bump()),
            _ => return Err(self.syntax("a map (`MAP` on a line of its own)")),
        };
        self.scan_map(&rows, mspan, zalign, keep, h, v);
        Ok(())
    }

    fn scan_map(&mut self, text: &[u8], span: Span, zalign: i8, keep: i32, h: i32, v: i32) {
        if text.len() >= MAP_BUFFER {
            self.error(
                span,
                format!(
                    "this map is {} bytes long; the compiler's buffer holds {}",
                    text.len(),
                    MAP_BUFFER - 1
                ),
            );
        }
        let stripped: Vec<u8> = text
            .iter()
            .copied()
            .filter(|c| !c.is_ascii_digit())
            .collect();
        let lines: Vec<&[u8]> = stripped
            .split(|&c| c == b'\n')
            .collect::<Vec<_>>()
            .split_last()
            .map_or(Vec::new(), |(_, l)| l.to_vec());
        let width = lines.iter().map(|l| l.len()).max().unwrap_or(0);
        let height = lines.len();
        self.max_x_map = (width as u32).wrapping_sub(1);
        self.max_y_map = (height as u32).wrapping_sub(1);
        if width > MAP_X_LIM || height > MAP_Y_LIM {
            self.error(
                span,
                format!("map is {width} x {height}; a map is at most {MAP_X_LIM} x {MAP_Y_LIM}"),
            );
        }
        let rows = lines
            .iter()
            .map(|l| {
                let mut r: Vec<i8> = l.iter().map(|&c| xc(map_char(c))).collect();
                r.resize(width, 0);
                r
            })
            .collect();
        self.add(Op::Map(MapPart {
            zaligntyp: zalign,
            keep_region: xc(keep),
            halign: xc(h),
            valign: xc(v),
            xsize: width as i8,
            ysize: height as i8,
            rows,
        }));
    }

    fn room(&mut self, sub: bool) -> R<()> {
        self.punct(b':')?;
        let rtype = self.room_type()?;
        self.punct(b',')?;
        let lit = self.light_state()?;
        self.punct(b',')?;
        // position
        if self.random() {
            self.coord = (-1, -1);
        } else {
            let start = self.punct(b'(')?;
            let (x, _) = self.integer()?;
            self.punct(b',')?;
            let (y, _) = self.integer()?;
            let end = self.punct(b')')?;
            if sub {
                if x < 0 || y < 0 {
                    self.error(start.to(end), "a subroom's position cannot be negative");
                } else {
                    self.coord = (x, y);
                }
            } else if !(1..=5).contains(&x) || !(1..=5).contains(&y) {
                self.error(start.to(end), "a room's position is from 1 to 5 each way");
            } else {
                self.coord = (x, y);
            }
        }
        self.punct(b',')?;
        if !sub {
            if self.random() {
                self.align = (-1, -1);
            } else {
                self.punct(b'(')?;
                let h = self.kw_value(
                    "`left`, `half-left`, `center`, `half-right` or `right`",
                    false,
                    |k| match k {
                        Kw::LeftOrRight(v) => Some(v),
                        Kw::Center => Some(3),
                        _ => None,
                    },
                )?;
                self.punct(b',')?;
                let v = self.kw_value("`top`, `center` or `bottom`", false, |k| match k {
                    Kw::TopOrBottom(v) => Some(v),
                    Kw::Center => Some(3),
                    _ => None,
                })?;
                self.punct(b')')?;
                self.align = (h, v);
            }
            self.punct(b',')?;
        }
        if self.random() {
            self.size = (-1, -1);
        } else {
            self.punct(b'(')?;
            let (w, _) = self.integer()?;
            self.punct(b',')?;
            let (h, _) = self.integer()?;
            self.punct(b')')?;
            self.size = (w, h);
        }
        let parent = if sub {
            self.punct(b',')?;
            Some(self.string()?)
        } else {
            None
        };
        let filled = if self.is_punct(b',') {
            self.pos += 1;
            self.boolean()?
        } else {
            1
        };
        let (xalign, yalign) = if sub { (-1, -1) } else { self.align };
        let room = Room {
            name: None,
            parent: parent.as_ref().map(|p| p.0.clone()),
            x: xc(self.coord.0),
            y: xc(self.coord.1),
            w: xc(self.size.0),
            h: xc(self.size.1),
            xalign: xc(xalign),
            yalign: xc(yalign),
            rtype: xc(rtype),
            chance: 0,
            rlit: xc(lit),
            filled: xc(filled),
        };
        if let Some((p, span)) = parent {
            self.subrooms.push((p, span));
            self.add(Op::Subroom(room));
        } else {
            self.add(Op::Room(room));
        }
        self.enter()?;
        let r = self
            .punct(b'{')
            .map(|_| self.statements(true))
            .and_then(|()| self.punct(b'}'));
        self.depth -= 1;
        r?;
        self.add(Op::EndRoom);
        Ok(())
    }

    fn if_statement(&mut self, in_container: bool) -> R<()> {
        let kw = self.prev_span();
        let chance = self.chance();
        if self.ifs >= MAX_NESTED_IFS {
            self.error(
                kw,
                format!("IF statements nest at most {MAX_NESTED_IFS} deep"),
            );
        }
        self.add(Op::Cmp(0, chance));
        let jg = self.level.ops.len();
        self.add(Op::Jg(-1));
        self.ifs += 1;
        let r = self.if_body(jg, in_container);
        self.ifs -= 1;
        r
    }

    fn if_body(&mut self, jg: usize, in_container: bool) -> R<()> {
        self.block(in_container)?;
        if self.is_kw(Stmt::Else) {
            self.pos += 1;
            let jmp = self.level.ops.len();
            self.add(Op::Jmp(-1));
            self.level.ops[jg] = Op::Jg(jmp as i64);
            self.block(in_container)?;
            let last = self.level.ops.len() as i64 - 1;
            self.level.ops[jmp] = Op::Jmp(last);
        } else {
            let last = self.level.ops.len() as i64 - 1;
            self.level.ops[jg] = Op::Jg(last);
        }
        Ok(())
    }

    /// Enters a block: blocks nested deeper than any level needs end the
    /// reading of the file (so that deep input cannot exhaust the stack).
    fn enter(&mut self) -> R<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            let span = self.span();
            self.error(
                span,
                format!("blocks nest more than {MAX_DEPTH} deep; the rest of the file is not read"),
            );
            self.pos = self.toks.len();
            self.eof_reported = true;
            return Err(Fail);
        }
        Ok(())
    }

    fn block(&mut self, in_container: bool) -> R<()> {
        self.enter()?;
        let r = self.block_inner(in_container);
        self.depth -= 1;
        r
    }

    fn block_inner(&mut self, in_container: bool) -> R<()> {
        self.punct(b'{')?;
        if in_container {
            self.container_statements();
        } else {
            self.statements(true);
        }
        self.punct(b'}')?;
        Ok(())
    }

    fn container_statements(&mut self) {
        loop {
            let before = self.pos;
            let r = match self.peek() {
                None | Some(Tok::Punct(b'}')) => return,
                Some(Tok::Kw(Kw::Stmt(Stmt::Object))) => {
                    self.pos += 1;
                    self.object(false, true)
                }
                Some(Tok::Kw(Kw::Stmt(Stmt::Container))) => {
                    self.pos += 1;
                    self.object(true, true)
                }
                Some(Tok::Kw(Kw::Stmt(Stmt::If))) => {
                    self.pos += 1;
                    self.if_statement(true)
                }
                _ => Err(self.syntax("`OBJECT`, `CONTAINER`, `IF` or `}` in a container")),
            };
            if r.is_err() {
                self.recover(self.pos == before);
                if self.starts_statement()
                    && !matches!(
                        self.peek(),
                        Some(Tok::Kw(Kw::Stmt(Stmt::Object | Stmt::Container | Stmt::If)))
                    )
                {
                    return;
                }
            }
        }
    }

    fn monster(&mut self) -> R<()> {
        let chance = self.chance();
        self.punct(b':')?;
        let cspan = self.span();
        let class: i32 = if self.random() {
            -MAX_REGISTERS - 1
        } else {
            match self.peek() {
                Some(&Tok::Char(c)) => {
                    self.pos += 1;
                    if self.catalog.monster_class(c).is_some() {
                        i32::from(c as i8)
                    } else {
                        self.error(
                            cspan,
                            format!(
                                "'{}' is no monster class",
                                dgn_common::source::show_bytes(&[c])
                            ),
                        );
                        -1
                    }
                }
                Some(Tok::Kw(Kw::Register(Register::Monster))) => {
                    let (i, span) = self.register_index()?;
                    self.check_register(self.on_mlist, i, span, "monsters", false);
                    -i - 1
                }
                _ => return Err(self.syntax("a monster class, `monster[i]` or `random`")),
            }
        };
        self.punct(b',')?;
        let name = if self.random() {
            None
        } else {
            Some(self.string()?)
        };
        self.punct(b',')?;
        self.coordinate()?;
        let mut m = Monster {
            x: xc(self.coord.0),
            y: xc(self.coord.1),
            class: xc(class),
            peaceful: -1,
            asleep: -1,
            align: xc(-MAX_REGISTERS - 2),
            chance: xc(chance),
            id: -1,
            ..Default::default()
        };
        if let Some((name, span)) = name {
            let cls = Some(class as u8);
            match self.catalog.monster_id(&name, cls) {
                Some(i) => m.id = i as i16,
                None => {
                    let shown = String::from_utf8_lossy(&name).into_owned();
                    let mut d = Diagnostic::warning(
                        "unknown-monster",
                        format!("unknown monster \"{shown}\": a random monster is made"),
                    )
                    .at(span, "no such monster");
                    if class < 0 {
                        d = d.note("a monster named with a random or register class is never found by UnNetHack 3.5's lev_comp");
                    } else if let Some(s) = self.catalog.suggest_monster(&name, cls) {
                        d = d.help(format!("did you mean \"{s}\"?"));
                    }
                    self.diags.push(d);
                }
            }
        }
        // monster_infos
        while self.is_punct(b',') {
            self.pos += 1;
            match self.peek() {
                Some(Tok::Str(s)) => {
                    m.name = Some(s.clone());
                    self.pos += 1;
                }
                Some(&Tok::Kw(Kw::Attitude(v))) => {
                    m.peaceful = xc(v);
                    self.pos += 1;
                }
                Some(&Tok::Kw(Kw::Alertness(v))) => {
                    m.asleep = xc(v);
                    self.pos += 1;
                }
                Some(&Tok::Kw(Kw::Appearance(v))) => {
                    self.pos += 1;
                    m.appear = xc(v);
                    m.appear_as = Some(self.string()?.0);
                }
                _ => m.align = xc(self.alignment()?),
            }
        }
        self.add(Op::Monster(m));
        Ok(())
    }

    fn object(&mut self, container: bool, inside: bool) -> R<()> {
        let chance = self.chance();
        self.punct(b':')?;
        let cspan = self.span();
        let class: i32 = if self.random() {
            -MAX_REGISTERS - 1
        } else {
            match self.peek() {
                Some(&Tok::Char(c)) => {
                    self.pos += 1;
                    if self.catalog.object_class(c).is_some() {
                        i32::from(c as i8)
                    } else {
                        self.error(
                            cspan,
                            format!(
                                "'{}' is no object class",
                                dgn_common::source::show_bytes(&[c])
                            ),
                        );
                        -1
                    }
                }
                Some(Tok::Kw(Kw::Register(Register::Object))) => {
                    let (i, span) = self.register_index()?;
                    if self.check_register(self.on_olist, i, span, "objects", true) {
                        -i - 1
                    } else {
                        -1
                    }
                }
                _ => return Err(self.syntax("an object class, `object[i]` or `random`")),
            }
        };
        self.punct(b',')?;
        let name = if self.random() {
            None
        } else {
            Some(self.string()?)
        };
        let mut o = Object {
            class: xc(class),
            corpsenm: -1,
            curse_state: -1,
            chance: xc(chance),
            id: -1,
            ..Default::default()
        };
        if let Some((name, span)) = name {
            let cls = Some(class as u8);
            match self.catalog.object_id(&name, cls) {
                Some(i) => o.id = i as i16,
                None => {
                    let shown = String::from_utf8_lossy(&name).into_owned();
                    let mut d = Diagnostic::warning(
                        "unknown-object",
                        format!("unknown object \"{shown}\": a random object is made"),
                    )
                    .at(span, "no such object");
                    if let Some(s) = self.catalog.suggest_object(&name, cls) {
                        d = d.help(format!("did you mean \"{s}\"?"));
                    }
                    self.diags.push(d);
                }
            }
        }
        if !inside {
            self.punct(b',')?;
            self.coordinate()?;
            o.x = xc(self.coord.0);
            o.y = xc(self.coord.1);
        }
        // object_infos
        o.spe = -127;
        if self.is_punct(b',') {
            self.pos += 1;
            let mut curse = false;
            match self.peek() {
                Some(&Tok::Kw(Kw::Curse(v))) => {
                    self.pos += 1;
                    o.curse_state = xc(v);
                    curse = true;
                }
                Some(Tok::Kw(Kw::Random)) => {
                    self.pos += 1;
                    o.curse_state = -1;
                    curse = true;
                }
                _ => {}
            }
            if curse {
                self.punct(b',')?;
            }
            let mut corpse = false;
            if let Some(Tok::Str(s)) = self.peek() {
                let s = s.clone();
                self.pos += 1;
                o.corpsenm = match self.catalog.monster_id(&s, None) {
                    Some(i) => i as i32,
                    None => -2,
                };
                corpse = true;
            } else if !curse {
                return Err(self.syntax("a curse state, a monster name, or `random`"));
            }
            if corpse {
                self.punct(b',')?;
            }
            o.spe = if self.random() {
                -127
            } else {
                match self.peek() {
                    Some(&Tok::Integer(v)) => {
                        self.pos += 1;
                        v as i16
                    }
                    _ => return Err(self.syntax("an enchantment (a number or `random`)")),
                }
            };
            if self.is_punct(b',') {
                self.pos += 1;
                match self.peek() {
                    Some(Tok::Kw(Kw::None)) => self.pos += 1,
                    Some(Tok::Str(s)) => {
                        o.name = Some(s.clone());
                        self.pos += 1;
                    }
                    _ => return Err(self.syntax("a name or `none`")),
                }
            }
        }
        if container {
            o.containment = 2;
        } else if inside {
            o.containment = i8::from(self.containment != 0);
        }
        self.add(Op::Object(o));
        if container {
            self.containment += 1;
            if self.containment > MAX_CONTAINMENT {
                self.diags.push(
                    Diagnostic::warning(
                        "deep-containers",
                        format!("containers nest more than {MAX_CONTAINMENT} deep"),
                    )
                    .at(cspan, "too deep for the game")
                    .note("the game follows at most 10 levels of containers"),
                );
            }
            let r = self.enter().and_then(|()| {
                let r = self
                    .punct(b'{')
                    .map(|_| self.container_statements())
                    .and_then(|()| self.punct(b'}'));
                self.depth -= 1;
                r
            });
            self.containment -= 1;
            r?;
            self.add(Op::PopContainer);
        }
        Ok(())
    }
}
