//! From syntax tree to model: the checks of NetHack's dgn_comp, the rules of
//! the dgn_comp(6) manual, and the limits of the binary format.
//!
//! The C tool keeps fixed arrays of dungeons, levels and branches and checks
//! each statement against them as it is read; which files it accepts depends
//! on that order (and, for chained branches, on which array slot its check
//! happens to read). This pass replays the same bookkeeping so that exactly
//! the files the C tool accepts are accepted, and reports each problem with
//! its location.

use super::ast::{self, Stmt, StmtKind};
use super::lexer::Descriptor;
use super::model::{self, Alignment, BranchKind, DungeonFile, Flags};
use super::NAME_MAX;

/// The longest level or prototype file name NetHack itself holds: it
/// copies them into 15-byte buffers (`s_level.proto`, `dungeon.proto`)
/// when a game starts.
pub const NETHACK_LEVEL_NAME_MAX: usize = 14;
use dgn_common::diag::{Diagnostic, DiagnosticSink, LOOKED_UP_DUNGEON};
use dgn_common::settings::Level;
use dgn_common::source::{show_bytes, Span};
use dgn_common::target::DungeonLimits;

struct DRec {
    model: model::Dungeon,
    name_span: Span,
    bones_span: Span,
    chance_span: Option<Span>,
    first_level: usize,
}

struct LRec {
    model: model::SpecialLevel,
    dungeon: usize,
    name_span: Span,
    bones_span: Span,
    chance_span: Option<Span>,
}

struct BRec {
    model: model::Branch,
    dungeon: usize,
    name_span: Span,
}

/// Checks statements one at a time as the parser produces them, so that a
/// file of any size is checked in bounded memory.
#[derive(Default)]
pub struct Checker {
    limits: DungeonLimits,
    diags: DiagnosticSink,
    first_keyword: Option<Span>,
    dungeons: Vec<DRec>,
    levels: Vec<LRec>,
    branches: Vec<BRec>,
    /// `chance` of each slot of the C tool's level array (stale slots of
    /// dropped levels included; untouched slots are 0).
    level_slot_chance: Vec<i32>,
    /// `chain` of each slot of the C tool's branch array.
    branch_slot_chain: Vec<i32>,
    too_many_dungeons: bool,
    too_many_levels: bool,
    too_many_branches: bool,
    /// A statement failed to parse: problems that may follow from it
    /// (a missing dungeon or level) are not reported again.
    after_syntax_error: bool,
    /// The description is for NetHack itself (see [`Checker::for_nethack`]).
    nethack: bool,
    /// An error left the model unlike the description (a statement or a
    /// value dropped): the placement proof, which would prove something
    /// else, is left out. Errors about names that do not fit their
    /// buffers, bones markers and descriptions leave the model as the game
    /// would read it and do not set this.
    incomplete: bool,
    /// The level of the lint `looked-up-dungeon` (see [`Checker::look_ups`]);
    /// `None` until set, which is its default, denied.
    look_ups: Option<Level>,
    /// The dungeons the game looks up by name (`None`: NetHack's).
    looked_up: Option<&'static [&'static str]>,
    /// The game's records: the sizes of its names, GnollHack's display
    /// names and tilesets.
    format: crate::write::Format,
    /// The SLASH'EM family's ledger check (see
    /// [`crate::proof::ProofRules::ledger_limit`]).
    ledger_limit: Option<i32>,
}

fn q(bytes: &[u8]) -> String {
    format!("\"{}\"", show_bytes(bytes))
}

fn desc_flags(d: Descriptor) -> Flags {
    let mut f = Flags::default();
    match d {
        Descriptor::Town => f.town = true,
        Descriptor::Hellish => f.hellish = true,
        Descriptor::Mazelike => f.mazelike = true,
        Descriptor::Roguelike => f.roguelike = true,
        Descriptor::Unaligned | Descriptor::Noalign => {}
        Descriptor::Lawful => f.align = Alignment::LAWFUL,
        Descriptor::Neutral => f.align = Alignment::NEUTRAL,
        Descriptor::Chaotic => f.align = Alignment::CHAOTIC,
        Descriptor::Extra(_, bit) => f.extra = bit,
    }
    f
}

fn or_flags(a: &mut Flags, b: Flags) {
    a.town |= b.town;
    a.hellish |= b.hellish;
    a.mazelike |= b.mazelike;
    a.roguelike |= b.roguelike;
    a.align.0 |= b.align.0;
    a.extra |= b.extra;
}

impl Checker {
    /// An error that leaves the model unlike the description: no proof.
    fn err(&mut self, d: Diagnostic) {
        self.incomplete = true;
        self.diags.push(d);
    }

    /// An error after which the model still holds what the game would
    /// read (a name cut to its buffer, a bones marker or a description
    /// left out, which the proof does not read): the proof still runs.
    fn err_kept(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    fn name(&mut self, s: &ast::Str, what: &str) {
        let width = match what {
            "dungeon name" => self.format.dungeon_name,
            "prototype file name" => self.format.protofile,
            "level name" => self.format.level_name,
            _ => self.format.branch_name,
        };
        if width != NAME_MAX + 1 {
            if s.node.len() >= width {
                self.err_kept(
                    Diagnostic::error(format!(
                        "{what} is too long: {} bytes, at most {} fit",
                        s.node.len(),
                        width - 1
                    ))
                    .at(s.span, format!("{} bytes", s.node.len()))
                    .note(format!(
                        "this game's binary format stores a {what} in {width} bytes including the terminating NUL"
                    )),
                );
            }
            return;
        }
        if s.node.len() > NAME_MAX {
            self.err_kept(
                Diagnostic::error(format!(
                    "{what} is too long: {} bytes, at most {NAME_MAX} fit",
                    s.node.len()
                ))
                .at(s.span, format!("{} bytes", s.node.len()))
                .note(format!(
                    "the binary format stores names in {} bytes including the terminating NUL",
                    NAME_MAX + 1
                )),
            );
        } else if self.nethack && what != "dungeon name" && s.node.len() > NETHACK_LEVEL_NAME_MAX {
            self.err_kept(
                Diagnostic::error(format!(
                    "{what} is too long for NetHack: {} bytes, at most {NETHACK_LEVEL_NAME_MAX} fit",
                    s.node.len()
                ))
                .at(s.span, format!("{} bytes", s.node.len()))
                .note(format!(
                    "when a game starts, NetHack copies level and prototype file names into buffers of {} bytes ({NETHACK_LEVEL_NAME_MAX} and a NUL) and dungeon names into {} bytes ({NAME_MAX} and a NUL); a longer name overruns them",
                    NETHACK_LEVEL_NAME_MAX + 1,
                    NAME_MAX + 1
                )),
            );
        }
    }

    fn bones(&mut self, s: &ast::Str) -> u8 {
        match s.node.as_slice() {
            [c] => *c,
            b"none" => 0,
            other => {
                self.err_kept(
                    Diagnostic::error(format!("invalid bones marker {}", q(other)))
                        .at(s.span, "expected one character or \"none\"")
                        .note(
                            "the bones marker is a single byte that tags bones files of this level",
                        ),
                );
                0
            }
        }
    }

    fn short(&mut self, v: &ast::Int) -> i16 {
        match i16::try_from(v.node) {
            Ok(x) => x,
            Err(_) => {
                self.err(
                    Diagnostic::error(format!(
                        "{} does not fit in the format's 16-bit field",
                        v.node
                    ))
                    .at(
                        v.span,
                        format!("must be between {} and {}", i16::MIN, i16::MAX),
                    )
                    .note("NetHack's dgn_comp would silently truncate it"),
                );
                0
            }
        }
    }

    /// `(base, rand)` giving a level of a dungeon (`@` placements).
    fn absolute(&mut self, c: &ast::Couple) -> model::Couple {
        let max_depth = self.limits.max_depth;
        let (base, rand) = (c.base.node, c.rand.node);
        if !(-max_depth..=max_depth).contains(&base) {
            self.err(
                Diagnostic::error(format!("level {base} is out of range"))
                    .at(c.base.span, format!("must be between -{max_depth} and {max_depth}"))
                    .note(format!("a dungeon has at most {max_depth} levels; negative levels count from the bottom")),
            );
            return model::Couple::default();
        }
        // In i64: the C tool's int arithmetic overflows here for huge ranges.
        let (b64, r64, max) = (i64::from(base), i64::from(rand), i64::from(max_depth));
        let top = if base < 0 {
            max + b64 + r64 + 1
        } else {
            b64 + r64
        };
        if rand < -1 || top > max {
            let mut d = Diagnostic::error(format!(
                "random range {rand} is out of range for base {base}"
            ))
            .at(c.rand.span, "range out of bounds")
            .with_label(c.base.span, "base level");
            d = if rand < -1 {
                d.note("the range is 0 (fixed), -1 (anywhere below the base) or a positive count of levels")
            } else {
                d.note(format!(
                    "base plus range must not go past level {max_depth}"
                ))
            };
            self.err(d);
            return model::Couple::default();
        }
        model::Couple {
            base: self.short(&c.base),
            rand: self.short(&c.rand),
        }
    }

    /// `(base, rand)` relative to something (dungeon depth, chains).
    fn relative(&mut self, c: &ast::Couple) -> model::Couple {
        let max_depth = self.limits.max_depth;
        let base = c.base.node;
        if !(-max_depth..=max_depth).contains(&base) {
            self.err(
                Diagnostic::error(format!("base {base} is out of range"))
                    .at(
                        c.base.span,
                        format!("must be between -{max_depth} and {max_depth}"),
                    )
                    .note(format!("a dungeon has at most {max_depth} levels")),
            );
            return model::Couple::default();
        }
        model::Couple {
            base: self.short(&c.base),
            rand: self.short(&c.rand),
        }
    }

    fn current_dungeon(&mut self, stmt: &Stmt, what: &str) -> Option<usize> {
        if self.dungeons.is_empty() {
            if self.after_syntax_error {
                return None;
            }
            let d = Diagnostic::error(format!("{what} before any DUNGEON"))
                .at(stmt.keyword, "no dungeon to apply this to")
                .help("start the description with a `DUNGEON:` line");
            // A level or branch dropped changes what the proof would see;
            // a dungeon's own setting that applies to no dungeon does not.
            if matches!(stmt.kind, StmtKind::Level { .. } | StmtKind::Branch { .. }) {
                self.err(d);
            } else {
                self.err_kept(d);
            }
            return None;
        }
        Some(self.dungeons.len() - 1)
    }

    /// A checker with nothing seen yet, for NetHack's usual limits.
    pub fn new() -> Self {
        Self::default()
    }

    /// Checks for NetHack itself (true), or for tables of a Rust port
    /// (false, the default): for NetHack, level and prototype file names
    /// must fit NetHack's own buffers, and a description that leaves out a
    /// dungeon NetHack's code looks up by name
    /// ([`crate::proof::HARDWIRED_DUNGEONS`]) panics in every game, an
    /// error. For a port those look-ups count only when all four dungeons
    /// are defined ([`crate::proof::ProofRules::PORT`]).
    #[must_use]
    pub fn for_nethack(mut self, nethack: bool) -> Self {
        self.nethack = nethack;
        self
    }

    /// Sets the level of the lint `looked-up-dungeon`
    /// ([`dgn_common::diag::LOOKED_UP_DUNGEON`]), which is about the
    /// game's code rather than the file: denied (the default), the proof
    /// counts the look-ups of dungeons by name that
    /// [`Checker::for_nethack`] describes; allowed (a variant whose game
    /// looks up other names), the proof leaves them out; warned, the
    /// proof's verdict leaves them out and what they would make panic is
    /// a warning.
    #[must_use]
    pub fn look_ups(mut self, level: Level) -> Self {
        self.look_ups = Some(level);
        self
    }

    /// Sets the dungeons the game looks up by name (a variant's own, see
    /// [`crate::proof::looked_up_dungeons`]); NetHack's by default.
    pub fn looked_up(mut self, names: &'static [&'static str]) -> Self {
        self.looked_up = Some(names);
        self
    }

    /// Notes that the file did not lex or parse cleanly (errors found
    /// outside the statements handed to [`Checker::stmt`]): the placement
    /// proof, which needs the whole description, is then left out.
    pub fn syntax_failed(&mut self) {
        self.after_syntax_error = true;
    }

    /// A checker for the limits of a target's build.
    pub fn with_limits(limits: DungeonLimits) -> Self {
        Checker {
            limits,
            ..Self::default()
        }
    }

    /// Checks for a game of `variant`: its records' name sizes, and
    /// GnollHack's display names and tilesets.
    #[must_use]
    pub fn for_variant(mut self, variant: dgn_common::target::Variant) -> Self {
        self.format = crate::write::Format::of(variant);
        self.ledger_limit = match variant {
            dgn_common::target::Variant::SlashThem => Some(255),
            v if v.is_slashem_family() => Some(127),
            _ => None,
        };
        self
    }

    /// Checks the next statement of the file.
    pub fn stmt(&mut self, stmt: &Stmt) {
        self.first_keyword.get_or_insert(stmt.keyword);
        match &stmt.kind {
            StmtKind::Error => self.after_syntax_error = true,
            StmtKind::Dungeon {
                name,
                bones,
                depth,
                chance,
            } => self.dungeon(stmt, name, bones, depth, chance.as_ref()),
            StmtKind::Entry(v) => {
                if self.format.branch_entry {
                    // SLASH'EM's dgn_comp refuses it and carries on.
                    self.err_kept(
                        Diagnostic::error("ENTRY is obsolete in this game")
                            .at(stmt.span, "not read")
                            .help(format!(
                                "give the entry level on the branch that leads here: `BRANCH: \"NAME\" @ (base, rand) {}`",
                                v.node
                            )),
                    );
                } else if let Some(d) = self.current_dungeon(stmt, "ENTRY") {
                    self.dungeons[d].model.entry = v.node;
                }
            }
            StmtKind::Protofile(s) => {
                if let Some(d) = self.current_dungeon(stmt, "PROTOFILE") {
                    self.name(s, "prototype file name");
                    self.dungeons[d].model.protofile = s.node.clone();
                }
            }
            StmtKind::Tileset(v) => {
                if let Some(d) = self.current_dungeon(stmt, "TILESET") {
                    match u8::try_from(v.node) {
                        Ok(t) if t < 16 => self.dungeons[d].model.tileset = Some(t),
                        _ => self.err(
                            Diagnostic::error(format!("illegal tileset {}", v.node))
                                .at(v.span, "GnollHack has tilesets 0 to 15")
                                .note("GnollHack's dgn_comp ignores it"),
                        ),
                    }
                }
            }
            StmtKind::DungeonDesc { is_align, desc } => {
                let what = if *is_align {
                    "ALIGNMENT"
                } else {
                    "DESCRIPTION"
                };
                let Some(d) = self.current_dungeon(stmt, what) else {
                    return;
                };
                let w = desc.node.word();
                if *is_align && !desc.node.is_alignment() {
                    self.err_kept(
                        Diagnostic::error(format!("`{w}` is not an alignment"))
                            .at(desc.span, "expected lawful, neutral, chaotic or unaligned")
                            .help(format!("to mark the dungeon {w}, write `DESCRIPTION: {w}`")),
                    );
                } else if !*is_align && matches!(desc.node, Descriptor::Town) {
                    self.err_kept(
                        Diagnostic::error("a dungeon cannot be a town")
                            .at(desc.span, "`town` describes levels only")
                            .help(
                                "mark the town level with `LEVELDESC: town` after its LEVEL line",
                            ),
                    );
                } else if !*is_align && desc.node.is_alignment() {
                    self.err_kept(
                        Diagnostic::error(format!("`{w}` is an alignment, not a description"))
                            .at(desc.span, "expected hellish, mazelike or roguelike")
                            .help(format!("write `ALIGNMENT: {w}`")),
                    );
                } else {
                    or_flags(&mut self.dungeons[d].model.flags, desc_flags(desc.node));
                }
            }
            StmtKind::LevelDesc { is_align, desc } => self.level_desc(stmt, *is_align, desc),
            StmtKind::Level {
                keyword,
                name,
                display,
                bones,
                chain,
                place,
                chance,
                rndlevs,
            } => self.level(
                stmt,
                *keyword,
                name,
                display.as_ref(),
                bones,
                chain.as_ref(),
                place,
                chance.as_ref(),
                rndlevs.as_ref(),
            ),
            StmtKind::Branch {
                name,
                chain,
                place,
                kind,
                up,
                entry,
            } => {
                if let (Some(e), false) = (entry, self.format.branch_entry) {
                    self.err(
                        Diagnostic::error("a branch's entry level is SLASH'EM's")
                            .at(e.span, "not part of this game's BRANCH")
                            .help("give the entry level with `ENTRY:` in the dungeon the branch leads to"),
                    );
                }
                let kind = match kind.as_ref().map(|k| k.node) {
                    None | Some(ast::BranchType::Stair) => BranchKind::Stair,
                    Some(ast::BranchType::NoUp) => BranchKind::NoUp,
                    Some(ast::BranchType::NoDown) => BranchKind::NoDown,
                    Some(ast::BranchType::Portal) => BranchKind::Portal,
                };
                let up = up.as_ref().is_some_and(|u| u.node);
                let entry = entry.as_ref().map_or(0, |e| e.node);
                self.branch(stmt, name, chain.as_ref(), place, kind, up, entry);
            }
        }
    }

    fn dungeon(
        &mut self,
        stmt: &Stmt,
        name: &ast::Str,
        bones: &ast::Str,
        depth: &ast::Couple,
        chance: Option<&ast::Int>,
    ) {
        let max_dungeons = self.limits.max_dungeons;
        if self.dungeons.len() == max_dungeons {
            if !self.too_many_dungeons {
                self.too_many_dungeons = true;
                self.err(
                    Diagnostic::error(format!(
                        "too many dungeons: at most {max_dungeons} are allowed"
                    ))
                    .at(stmt.keyword, format!("dungeon #{}", max_dungeons + 1))
                    .note(format!(
                        "NetHack keeps a fixed table of MAXDUNGEON ({max_dungeons}) dungeons"
                    )),
                );
            }
            return;
        }
        self.name(name, "dungeon name");
        let bones_char = self.bones(bones);
        let depth_c = self.relative(depth);
        // notdNetHack: a repeated name is an alternate of the first.
        let alternates = self.format.alternates;
        if let Some(prev) = self
            .dungeons
            .iter()
            .find(|d| d.model.name == name.node)
            .filter(|_| !alternates)
        {
            let first = prev.name_span;
            self.diags.push(
                Diagnostic::warning(
                    "duplicate-dungeon",
                    format!("dungeon {} is defined twice", q(&name.node)),
                )
                .at(name.span, "defined again here")
                .with_label(first, "first defined here")
                .note(
                    "branches and the game find dungeons by name, so only the first can be reached",
                ),
            );
        }
        if bones_char != 0 {
            // Alternates of one name share their bones: only one is made.
            if let Some(prev) = self
                .dungeons
                .iter()
                .find(|d| d.model.bones == bones_char && !(alternates && d.model.name == name.node))
            {
                let (s, n) = (prev.bones_span, prev.model.name.clone());
                self.diags.push(
                    Diagnostic::warning(
                        "duplicate-bones",
                        format!("bones marker {} is used by two dungeons", q(&[bones_char])),
                    )
                    .at(bones.span, "used again here")
                    .with_label(s, format!("already used by {}", q(&n)))
                    .note("bones files of the two dungeons would share names"),
                );
            }
        }
        let max_depth = self.limits.max_depth;
        let base_ok = (-max_depth..=max_depth).contains(&depth.base.node);
        if alternates && (depth_c.base <= 0 || depth_c.rand < 0) {
            // notdNetHack's dgn_comp checks every dungeon's depth, and
            // drops the dungeon.
            self.err(
                Diagnostic::error(format!(
                    "invalid dungeon depth ({}, {})",
                    depth.base.node, depth.rand.node
                ))
                .at(
                    depth.span,
                    "a dungeon needs at least one level and a non-negative random part",
                ),
            );
        } else if base_ok && (depth_c.base <= 0 || depth_c.rand < 0) {
            self.diags.push(
                Diagnostic::warning(
                    "invalid-depth",
                    format!(
                        "invalid dungeon depth ({}, {})",
                        depth.base.node, depth.rand.node
                    ),
                )
                .at(
                    depth.span,
                    "a dungeon needs at least one level and a non-negative random part",
                )
                .note("the dgn_comp(6) manual requires a depth of at least (1, 0)"),
            );
        }
        self.dungeons.push(DRec {
            model: model::Dungeon {
                name: name.node.clone(),
                bones: bones_char,
                depth: depth_c,
                // notdNetHack's default chance is 100 (NetHack: 0,
                // which the game reads as "always").
                chance: chance.map_or(if alternates { 100 } else { 0 }, |c| c.node),
                ..Default::default()
            },
            name_span: name.span,
            bones_span: bones.span,
            chance_span: chance.map(|c| c.span),
            first_level: self.levels.len(),
        });
    }

    fn level_desc(
        &mut self,
        stmt: &Stmt,
        is_align: bool,
        desc: &dgn_common::source::Spanned<Descriptor>,
    ) {
        let what = if is_align { "LEVALIGN" } else { "LEVELDESC" };
        let w = desc.node.word();
        let Some(last) = self.levels.len().checked_sub(1) else {
            if self.after_syntax_error {
                return;
            }
            self.err_kept(
                Diagnostic::error(format!("{what} before any level"))
                    .at(stmt.keyword, "no level to apply this to")
                    .help(format!(
                        "put `{what}:` right after the LEVEL line it describes"
                    )),
            );
            return;
        };
        if is_align && !desc.node.is_alignment() {
            self.err_kept(
                Diagnostic::error(format!("`{w}` is not an alignment"))
                    .at(desc.span, "expected lawful, neutral, chaotic or unaligned")
                    .help(format!("to mark the level {w}, write `LEVELDESC: {w}`")),
            );
            return;
        }
        if !is_align
            && desc.node.is_alignment()
            && !matches!(desc.node, Descriptor::Unaligned | Descriptor::Noalign)
        {
            self.err_kept(
                Diagnostic::error(format!("`{w}` is an alignment, not a description"))
                    .at(desc.span, "expected town, hellish, mazelike or roguelike")
                    .help(format!("write `LEVALIGN: {w}`")),
            );
            return;
        }
        let level_dungeon = self.levels[last].dungeon;
        if level_dungeon + 1 < self.dungeons.len() {
            let lname = self.levels[last].model.name.clone();
            let dname = self.dungeons[level_dungeon].model.name.clone();
            let span = self.levels[last].name_span;
            self.diags.push(
                Diagnostic::warning(
                    "stray-leveldesc",
                    format!(
                        "{what} applies to level {} of an earlier dungeon",
                        q(&lname)
                    ),
                )
                .at(
                    stmt.span,
                    format!(
                        "the current dungeon has no level yet; this describes {}",
                        q(&lname)
                    ),
                )
                .with_label(
                    span,
                    format!("the last level defined, in dungeon {}", q(&dname)),
                )
                .help("move this line right after the LEVEL line it describes"),
            );
        }
        or_flags(&mut self.levels[last].model.flags, desc_flags(desc.node));
    }

    #[allow(clippy::too_many_arguments)]
    fn level(
        &mut self,
        stmt: &Stmt,
        keyword: ast::LevelKeyword,
        name: &ast::Str,
        display: Option<&ast::Str>,
        bones: &ast::Str,
        chain: Option<&ast::Str>,
        place: &ast::Couple,
        chance: Option<&ast::Int>,
        rndlevs: Option<&ast::Int>,
    ) {
        let max_levels = self.limits.max_levels;
        if self.levels.len() == max_levels {
            if !self.too_many_levels {
                self.too_many_levels = true;
                self.err(
                    Diagnostic::error(format!(
                        "too many special levels: at most {max_levels} are allowed in all"
                    ))
                    .at(stmt.keyword, format!("level #{}", max_levels + 1))
                    .note("NetHack's dgn_comp would write past the end of its level table"),
                );
            }
            return;
        }
        self.name(name, "level name");
        match (display, self.format.display) {
            (Some(d), 0) => self.err(
                Diagnostic::error("a level takes one name here")
                    .at(d.span, "a second name before the level's")
                    .note("only GnollHack's dungeon descriptions give a level a display name before its file name"),
            ),
            (Some(d), width) if d.node.len() >= width => self.err_kept(
                Diagnostic::error(format!(
                    "display name is too long: {} bytes, at most {} fit",
                    d.node.len(),
                    width - 1
                ))
                .at(d.span, format!("{} bytes", d.node.len())),
            ),
            (None, width) if width > 0 => self.err(
                Diagnostic::error("a level of GnollHack's takes a display name before its file name")
                    .at(name.span, "the file name alone")
                    .help(format!("write `\"Display name\" {}`", q(&name.node))),
            ),
            _ => {}
        }
        let bones_char = self.bones(bones);
        let couple = if chain.is_some() {
            self.relative(place)
        } else {
            self.absolute(place)
        };
        let chance_v = chance.map_or(100, |c| c.node);
        let slot = self.levels.len();
        let Some(d) = self.current_dungeon(stmt, "level") else {
            return;
        };
        let first = self.dungeons[d].first_level;

        // Where the chain points, searched as the C tool searches: among this
        // dungeon's levels except its first, plus the new level itself.
        let chain_idx: i32 = match chain {
            None => -1,
            Some(c) => {
                if let Some(i) = (first + 1..slot).find(|&i| self.levels[i].model.name == c.node) {
                    i as i32
                } else if name.node == c.node && first < slot {
                    slot as i32
                } else {
                    self.chain_not_found(c, first, slot, true);
                    -2
                }
            }
        };
        if slot >= self.level_slot_chance.len() {
            self.level_slot_chance.resize(slot + 1, 0);
        }
        self.level_slot_chance[slot] = chance_v;

        if let Some(prev) = self.levels.iter().find(|l| l.model.name == name.node) {
            let s = prev.name_span;
            if chain.is_some() {
                self.err(
                    Diagnostic::error(format!("level {} is defined twice", q(&name.node)))
                        .at(name.span, "defined again here")
                        .with_label(s, "first defined here")
                        .note("level names must be unique across all dungeons"),
                );
                return;
            }
            // NetHack's dgn_comp checks names of chained levels only.
            self.diags.push(
                Diagnostic::warning(
                    "duplicate-level",
                    format!("level {} is defined twice", q(&name.node)),
                )
                .at(name.span, "defined again here")
                .with_label(s, "first defined here")
                .note("the game finds special levels by name, so only the first can be found"),
            );
        }
        if chain_idx == -2 {
            return;
        }
        if chain_idx >= 0 {
            let target_chance = self.level_slot_chance[chain_idx as usize];
            let c = chain.expect("chained");
            if target_chance != 100 {
                let mut d = Diagnostic::error(format!(
                    "level {} chains from {}, which exists only {}% of the time",
                    q(&name.node),
                    q(&c.node),
                    target_chance
                ))
                .at(c.span, "probabilistic level");
                if let Some(s) = self
                    .levels
                    .get(chain_idx as usize)
                    .and_then(|l| l.chance_span)
                {
                    d = d.with_label(s, "chance given here");
                } else if chain_idx as usize == slot {
                    if let Some(ch) = chance {
                        d = d.with_label(ch.span, "chance given here");
                    }
                }
                self.err(
                    d.note("a level can only be placed relative to a level that always exists"),
                );
                return;
            }
            if chain_idx as usize == slot {
                self.err(
                    Diagnostic::error(format!("level {} chains to itself", q(&name.node)))
                        .at(c.span, "this is the level being defined")
                        .help("name an earlier level of this dungeon"),
                );
                return;
            }
        }
        let mut local_chain = None;
        if chain_idx >= 0 {
            local_chain = Some(chain_idx as usize - first);
        }
        if bones_char != 0 {
            if let Some(prev) = self.levels[first..]
                .iter()
                .find(|l| l.model.bones == bones_char)
            {
                let (s, n) = (prev.bones_span, prev.model.name.clone());
                self.diags.push(
                    Diagnostic::warning(
                        "duplicate-bones",
                        format!(
                            "bones marker {} is used by two levels of this dungeon",
                            q(&[bones_char])
                        ),
                    )
                    .at(bones.span, "used again here")
                    .with_label(s, format!("already used by {}", q(&n)))
                    .note("bones files of the two levels would share names"),
                );
            }
        }
        if let Some(c) = chance {
            if !(0..=100).contains(&c.node) {
                self.diags.push(
                    Diagnostic::warning(
                        "chance-range",
                        format!("chance {}% is outside 0..100", c.node),
                    )
                    .at(c.span, "not a percentage"),
                );
            }
        }
        let rnd = rndlevs.map_or(0, |r| r.node);
        if let (ast::LevelKeyword::Random, Some(r)) = (keyword, rndlevs) {
            if r.node < 1 {
                self.diags.push(
                    Diagnostic::warning("rndlevs-range", format!("{} random variants", r.node))
                        .at(r.span, "a random level needs at least one variant")
                        .note("the game picks one of the files NAME-1 .. NAME-N"),
                );
            }
        }
        self.levels.push(LRec {
            model: model::SpecialLevel {
                name: name.node.clone(),
                display: display.map(|d| d.node.clone()),
                bones: bones_char,
                place: couple,
                chance: chance_v,
                rndlevs: rnd,
                chain: local_chain,
                flags: Flags::default(),
            },
            dungeon: d,
            name_span: name.span,
            bones_span: bones.span,
            chance_span: chance.map(|c| c.span),
        });
    }

    fn chain_not_found(&mut self, c: &ast::Str, first: usize, end: usize, for_level: bool) {
        let mut d = Diagnostic::error(format!(
            "no level {} to chain from in this dungeon",
            q(&c.node)
        ))
        .at(c.span, "unknown level");
        if for_level && first < end && self.levels[first].model.name == c.node {
            d = d
                .with_label(self.levels[first].name_span, "the first level of this dungeon")
                .note("NetHack's dgn_comp never finds the first level of a dungeon when placing a chained level")
                .help("place this level with `LEVEL: ... @ (base, rand)` instead");
        } else if let Some(other) = self.levels.iter().find(|l| l.model.name == c.node) {
            let dn = self.dungeons[other.dungeon].model.name.clone();
            d = d
                .with_label(other.name_span, format!("defined in dungeon {}", q(&dn)))
                .note("chains refer to levels of the same dungeon");
        } else {
            let names: Vec<String> = self.levels[first..end]
                .iter()
                .map(|l| String::from_utf8_lossy(&l.model.name).into_owned())
                .collect();
            if let Some(s) = dgn_common::diag::did_you_mean(
                &String::from_utf8_lossy(&c.node),
                names.iter().map(String::as_str),
            ) {
                d = d.help(format!("did you mean \"{s}\"?"));
            } else {
                d = d.note("a chain names a level defined earlier in the same dungeon");
            }
        }
        self.err(d);
    }

    #[allow(clippy::too_many_arguments)]
    fn branch(
        &mut self,
        stmt: &Stmt,
        name: &ast::Str,
        chain: Option<&ast::Str>,
        place: &ast::Couple,
        kind: BranchKind,
        up: bool,
        entry: i32,
    ) {
        let max_branches = self.limits.max_branches;
        if self.branches.len() == max_branches {
            if !self.too_many_branches {
                self.too_many_branches = true;
                self.err(
                    Diagnostic::error(format!(
                        "too many branches: at most {max_branches} are allowed in all"
                    ))
                    .at(stmt.keyword, format!("branch #{}", max_branches + 1))
                    .note("NetHack's dgn_comp would write past the end of its branch table"),
                );
            }
            return;
        }
        self.name(name, "dungeon name");
        let couple = if chain.is_some() {
            self.relative(place)
        } else {
            self.absolute(place)
        };
        let Some(d) = self.current_dungeon(stmt, "BRANCH") else {
            return;
        };
        let first = self.dungeons[d].first_level;
        let slot = self.branches.len();
        let chain_idx: i32 = match chain {
            None => -1,
            Some(c) => {
                match (first..self.levels.len()).find(|&i| self.levels[i].model.name == c.node) {
                    Some(i) => i as i32,
                    None => {
                        self.chain_not_found(c, first, self.levels.len(), false);
                        -2
                    }
                }
            }
        };
        if slot >= self.branch_slot_chain.len() {
            self.branch_slot_chain.resize(slot + 1, 0);
        }
        self.branch_slot_chain[slot] = chain_idx;

        // SLASH'EM lets a branch lead back to an earlier dungeon.
        if let Some(back) = self.dungeons[..d]
            .iter()
            .find(|x| x.model.name == name.node)
            .filter(|_| !self.format.branch_entry)
        {
            let s = back.name_span;
            self.err(
                Diagnostic::error(format!("branch leads back to dungeon {}", q(&name.node)))
                    .at(name.span, "this dungeon is defined above")
                    .with_label(s, "defined here")
                    .note("branches lead to dungeons defined later in the file, so that branches never form a loop"),
            );
            return;
        }
        // The C tool checks the chain of branch slot `d` (the current dungeon's
        // index) rather than of this branch.
        let checked = self.branch_slot_chain.get(d).copied().unwrap_or(0);
        if checked == -2 {
            return;
        }
        if checked >= 0 {
            let target_chance = self
                .level_slot_chance
                .get(checked as usize)
                .copied()
                .unwrap_or(0);
            if target_chance != 100 {
                let d2 = if d == slot {
                    let c = chain.expect("chained");
                    let mut e = Diagnostic::error(format!(
                        "branch chains from level {}, which exists only {}% of the time",
                        q(&c.node),
                        target_chance
                    ))
                    .at(c.span, "probabilistic level");
                    if let Some(s) = self
                        .levels
                        .get(checked as usize)
                        .and_then(|l| l.chance_span)
                    {
                        e = e.with_label(s, "chance given here");
                    }
                    e.note("a branch can only be placed relative to a level that always exists")
                } else {
                    let level = self
                        .levels
                        .get(checked as usize)
                        .map(|l| format!("level {}", q(&l.model.name)));
                    let mut e = Diagnostic::error("NetHack's dgn_comp rejects this branch")
                        .at(stmt.span, "rejected by the C tool's chain check");
                    if d < slot {
                        e = e
                            .with_label(self.branches[d].name_span, format!("branch #{} of the file", d + 1))
                            .note(format!(
                                "the C tool checks the chain of branch #{} of the file (the number of the current dungeon) instead of this branch's own",
                                d + 1
                            ))
                            .note(format!(
                                "that branch chains from {}, which exists only {target_chance}% of the time, so this branch is refused",
                                level.unwrap_or_else(|| "a level".into())
                            ))
                            .help("move this branch to a dungeon with another number, or give that level a chance of 100%");
                    } else {
                        e = e
                            .note(format!(
                                "the C tool checks the chain of branch #{} of the file (the number of the current dungeon) instead of this branch's own; the file has no such branch yet",
                                d + 1
                            ))
                            .note(match level {
                                Some(l) => format!("a missing branch reads as chained from the first special level, {l}, which exists only {target_chance}% of the time"),
                                None => "a missing branch reads as chained from the first special level, and no special level is defined yet".into(),
                            })
                            .help("define this branch after more branches, or define a first special level with a chance of 100% before it");
                    }
                    e
                };
                self.err(d2);
                return;
            }
        }
        if name.node == self.dungeons[d].model.name {
            self.diags.push(
                Diagnostic::warning(
                    "self-branch",
                    format!("dungeon {} branches to itself", q(&name.node)),
                )
                .at(name.span, "the current dungeon"),
            );
        }
        if let Some(c) = chain {
            if chain_idx >= 0 {
                let ch = self.level_slot_chance[chain_idx as usize];
                if ch != 100 {
                    self.diags.push(
                        Diagnostic::warning("probabilistic-chain", format!("branch chains from level {}, which exists only {}% of the time", q(&c.node), ch))
                            .at(c.span, "probabilistic level")
                            .note("the dgn_comp(6) manual forbids this; NetHack's dgn_comp misses it here"),
                    );
                }
            }
        }
        let dung = &self.dungeons[d];
        // NetHack reads a chance of 0 as "always"; notdNetHack (whose
        // dungeons may have alternates) as "never".
        let optional = if self.format.alternates {
            dung.model.chance < 100
        } else {
            dung.model.chance != 0 && dung.model.chance < 100
        };
        if optional {
            let (n, s) = (dung.model.name.clone(), dung.chance_span);
            // A branch back to a dungeon defined before (SLASH'EM) loses
            // only itself: that dungeon is made on its own.
            let earlier = self.dungeons[..d].iter().any(|x| x.model.name == name.node);
            let mut w = Diagnostic::warning(
                "branch-from-optional",
                if dung.model.chance <= 0 {
                    format!(
                        "branch from dungeon {}, which is never generated (its chance is {})",
                        q(&n),
                        dung.model.chance
                    )
                } else {
                    format!(
                        "branch from dungeon {}, which exists only {}% of the time",
                        q(&n),
                        dung.model.chance
                    )
                },
            )
            .at(stmt.keyword, "branch from an optional dungeon")
            .note(if earlier {
                "if the dungeon is not generated, the branch is lost (the dungeon it leads to, defined before, is not)"
            } else {
                "if the dungeon is not generated, the branch and the dungeon it leads to are lost"
            });
            if let Some(s) = s {
                w = w.with_label(s, "chance given here");
            }
            self.diags.push(w);
        }
        let local_chain = (chain_idx >= 0).then(|| chain_idx as usize - first);
        self.branches.push(BRec {
            model: model::Branch {
                dest: name.node.clone(),
                place: couple,
                chain: local_chain,
                kind,
                up,
                entry,
            },
            dungeon: d,
            name_span: name.span,
        });
    }

    fn finish_checks(&mut self, file_len: usize) {
        if self.dungeons.is_empty() {
            if self.after_syntax_error {
                return;
            }
            let mut d = Diagnostic::error("no dungeon is defined").note(
                "a dungeon description needs at least one `DUNGEON:` line; NetHack cannot load a file without one",
            );
            d = match self.first_keyword {
                Some(k) => d.at(k, "the first statement"),
                None => d.at(Span::new(0, file_len.min(1)), "the file is empty"),
            };
            self.err(d);
            return;
        }
        // Manual rules checked once everything is known.
        // SLASH'EM's branches may also lead back to earlier dungeons.
        let back_too = self.format.branch_entry;
        for b in &self.branches {
            let from = if back_too { 0 } else { b.dungeon + 1 };
            let later = self.dungeons[from..]
                .iter()
                .any(|x| x.model.name == b.model.dest);
            if !later
                && !self.too_many_dungeons
                && b.model.dest != self.dungeons[b.dungeon].model.name
            {
                let names: Vec<String> = self
                    .dungeons
                    .iter()
                    .map(|x| String::from_utf8_lossy(&x.model.name).into_owned())
                    .collect();
                let mut w = Diagnostic::warning(
                    "unknown-dungeon",
                    format!(
                        "branch to dungeon {}, which is not defined{}",
                        q(&b.model.dest),
                        if back_too { "" } else { " later" }
                    ),
                )
                .at(
                    b.name_span,
                    if back_too {
                        "no such dungeon"
                    } else {
                        "no such dungeon follows"
                    },
                )
                .note("NetHack cannot resolve a branch to a dungeon that does not exist");
                if let Some(s) = dgn_common::diag::did_you_mean(
                    &String::from_utf8_lossy(&b.model.dest),
                    names.iter().map(String::as_str),
                ) {
                    w = w.help(format!("did you mean \"{s}\"?"));
                }
                self.diags.push(w);
            }
        }
        for (i, dn) in self.dungeons.iter().enumerate().skip(1) {
            let reached = self
                .branches
                .iter()
                .any(|b| b.dungeon < i && b.model.dest == dn.model.name);
            if !reached {
                self.diags.push(
                    Diagnostic::warning(
                        "unreachable-dungeon",
                        format!("no branch leads to dungeon {}", q(&dn.model.name)),
                    )
                    .at(dn.name_span, "unreachable")
                    .help("add a `BRANCH:` to it in an earlier dungeon"),
                );
            }
        }
    }

    fn model(self) -> DungeonFile {
        let mut dungeons: Vec<model::Dungeon> =
            self.dungeons.into_iter().map(|d| d.model).collect();
        for l in self.levels {
            dungeons[l.dungeon].levels.push(l.model);
        }
        for b in self.branches {
            dungeons[b.dungeon].branches.push(b.model);
        }
        DungeonFile { dungeons }
    }
}

impl Checker {
    /// Runs the checks that need the whole file and returns the model (when
    /// no error was found) and every diagnostic.
    ///
    /// Errors after which the model still holds what the game would read
    /// (names too long for their buffers, bones markers, descriptions)
    /// do not stop the placement proof: it runs with each dungeon name cut
    /// to the format's buffer, so that every error is found in one run.
    pub fn finish(mut self, file_len: usize) -> (Option<DungeonFile>, DiagnosticSink) {
        self.finish_checks(file_len);
        let mut diags = std::mem::take(&mut self.diags);
        if self.incomplete && diags.has_errors() {
            return (None, diags);
        }
        let spans = Spans {
            dungeons: self.dungeons.iter().map(|d| d.name_span).collect(),
            levels: self.dungeons.iter().map(|_| Vec::new()).collect(),
            branches: self.dungeons.iter().map(|_| Vec::new()).collect(),
        };
        let mut spans = spans;
        for l in &self.levels {
            spans.levels[l.dungeon].push(l.name_span);
        }
        for b in &self.branches {
            spans.branches[b.dungeon].push(b.name_span);
        }
        let limits = self.limits;
        let nethack = self.nethack;
        let look_ups = self.look_ups.unwrap_or(Level::Deny);
        let looked_up = self.looked_up.unwrap_or(&crate::proof::HARDWIRED_DUNGEONS);
        let proven = !self.after_syntax_error;
        let width = self.format.dungeon_name - 1;
        let alternates = self.format.alternates;
        let back_branches = self.format.branch_entry;
        let ledger_limit = self.ledger_limit;
        let model = self.model();
        if !proven {
            // A partly read description has no proof worth giving.
            let model = (!diags.has_errors()).then_some(model);
            return (model, diags);
        }
        // A `MAXLEVEL` past what a dungeon's level count (a signed byte)
        // can reach cuts nothing: when no dungeon of the file can have
        // 127 levels, the proof's deepest does the same (SlashTHEM's 200).
        let deepest = model
            .dungeons
            .iter()
            .map(|d| i32::from(d.depth.base) + (i32::from(d.depth.rand) - 1).max(0))
            .max()
            .unwrap_or(0);
        let max_depth = if limits.max_depth > crate::proof::MAX_DEPTH && deepest < 127 {
            crate::proof::MAX_DEPTH
        } else {
            limits.max_depth
        };
        let rules = crate::proof::ProofRules {
            max_dungeons: limits.max_dungeons,
            max_depth,
            // For NetHack itself every panic of `init_dungeons` counts,
            // the look-ups of its hardwired dungeons by name too; for a
            // Rust port's tables only when all four are defined.
            nethack,
            // Unless the game looks up other names.
            skip_look_ups: look_ups == Level::Allow,
            looked_up,
            // notdNetHack's alternates and chances.
            alternates,
            // SLASH'EM's branches: entry levels and branches back.
            back_branches,
            ledger_limit,
        };
        let proof = prove_cut(&model, width, |m| crate::proof::prove_with(m, rules));
        let (found, misspelt) =
            proof_diagnostics_for(&model, &proof, &spans, false, look_ups, rules.looked_up);
        if !found.is_empty() {
            // The proof's "no branch leads to" replaces the plainer warning.
            let no_branch: Vec<Span> = proof
                .findings
                .iter()
                .filter(|f| f.failure == crate::proof::Failure::NoBranch)
                .filter_map(|f| match f.site {
                    crate::proof::Site::Dungeon(d) => spans.dungeons.get(d).copied(),
                    _ => None,
                })
                .collect();
            let kept: Vec<Diagnostic> = diags
                .into_vec()
                .into_iter()
                .filter(|d| {
                    let at = |spans: &[Span]| {
                        d.primary.as_ref().is_some_and(|l| spans.contains(&l.span))
                    };
                    // A misspelt branch is part of the proof's error about
                    // the dungeon it was meant to reach.
                    !(d.code == Some("unreachable-dungeon") && at(&no_branch)
                        || d.code == Some("unknown-dungeon") && at(&misspelt))
                })
                .collect();
            diags = DiagnosticSink::new();
            for d in kept.into_iter().chain(found) {
                diags.push(d);
            }
        }
        if diags.has_errors() {
            (None, diags)
        } else {
            (Some(model), diags)
        }
    }
}

/// The model as the proof reads it: each dungeon name, and each name a
/// branch gives, cut to [`NAME_MAX`] bytes, as the game would read a name
/// that fits (two names alike in their first bytes are then one). Level
/// and prototype file names are left whole: the proof reads no level name
/// but `knox`, which no name too long for its buffer becomes when cut, so
/// its findings name the levels as written.
pub(crate) fn cut_to_fit(model: &DungeonFile, width: usize) -> DungeonFile {
    let mut m = model.clone();
    for d in &mut m.dungeons {
        d.name.truncate(width);
        for b in &mut d.branches {
            b.dest.truncate(width);
        }
    }
    m
}

/// The proof of `model` with its names cut to fit ([`cut_to_fit`]): its
/// examples name the dungeons as written.
pub(crate) fn prove_cut(
    model: &DungeonFile,
    width: usize,
    prove: impl FnOnce(&DungeonFile) -> crate::proof::Proof,
) -> crate::proof::Proof {
    let mut proof = prove(&cut_to_fit(model, width));
    for d in model.dungeons.iter().filter(|d| d.name.len() > width) {
        let (cut, whole) = (q(&d.name[..width]), q(&d.name));
        for f in &mut proof.findings {
            f.example = f.example.replace(&cut, &whole);
        }
    }
    proof
}

/// Where the dungeons, levels and branches of a model were written.
pub(crate) struct Spans {
    pub(crate) dungeons: Vec<Span>,
    pub(crate) levels: Vec<Vec<Span>>,
    pub(crate) branches: Vec<Vec<Span>>,
}

/// A branch of a dungeon before dungeon `d` whose destination is no
/// dungeon after it, and whose nearest dungeon name is `d`'s: the likely
/// reason no branch leads to `d`. Returns (dungeon, branch).
fn misspelt_branch_to(model: &DungeonFile, d: usize) -> Option<(usize, usize)> {
    let names: Vec<String> = model
        .dungeons
        .iter()
        .map(|x| String::from_utf8_lossy(&x.name).into_owned())
        .collect();
    for (i, dn) in model.dungeons.iter().enumerate().take(d) {
        for (j, b) in dn.branches.iter().enumerate() {
            let defined =
                b.dest == dn.name || model.dungeons[i + 1..].iter().any(|x| x.name == b.dest);
            if defined {
                continue;
            }
            let dest = String::from_utf8_lossy(&b.dest);
            let nearest = dgn_common::diag::did_you_mean(&dest, names.iter().map(String::as_str));
            if nearest == Some(names[d].as_str()) {
                return Some((i, j));
            }
        }
    }
    None
}

/// [`proof_diagnostics_for`] for a `dungeon.lua` proven with NetHack 3.7's
/// rules ([`crate::proof::prove_37`]).
pub(crate) fn proof_diagnostics_37(
    model: &DungeonFile,
    proof: &crate::proof::Proof,
    spans: &Spans,
    look_ups: Level,
) -> Vec<Diagnostic> {
    proof_diagnostics_for(
        model,
        proof,
        spans,
        true,
        look_ups,
        &dgn_types::layout::HARDWIRED_DUNGEONS_37,
    )
    .0
}

/// How to allow the lint `looked-up-dungeon`, for the dungeon `name`.
fn allow_look_up_help(name: &str) -> String {
    format!(
        "if the game reading this file does not look {name} up by name (a variant with names of its own), allow this check: {}",
        dgn_common::diag::how_to_allow(LOOKED_UP_DUNGEON)
    )
}

/// The proof's findings as diagnostics: errors when every game panics, the
/// warning `unplaceable-level` otherwise. A dungeon no branch leads to
/// because a branch misspells its name is reported at that branch; the
/// second list holds the spans of such branches. `looked_up`: the
/// dungeons the game looks up by name (3.7 adds its tutorial).
fn proof_diagnostics_for(
    model: &DungeonFile,
    proof: &crate::proof::Proof,
    spans: &Spans,
    v37: bool,
    look_ups: Level,
    looked_up: &[&str],
) -> (Vec<Diagnostic>, Vec<Span>) {
    use crate::proof::{describe_probability, Failure, Site};
    // A panic of a look-up by name. When the lint is set to warn, the
    // verdict (an error when every game panics) leaves them out.
    let is_look_up = |f: &crate::proof::Finding| f.failure == Failure::MissingDungeon;
    let warn_look_ups = look_ups == Level::Warn;
    let total: crate::proof::Probability = proof
        .findings
        .iter()
        .filter(|f| !(warn_look_ups && is_look_up(f)))
        .map(|f| f.probability.clone())
        .sum();
    let always = total.is_one();
    let mut out = Vec::new();
    let mut misspelt = Vec::new();
    // "at least" when the proof stopped short: its figures are lower bounds.
    let bound = if proof.complete { "" } else { "at least " };
    for limit in &proof.limits {
        let span = limit
            .dungeon()
            .and_then(|d| spans.dungeons.get(d).copied())
            .or_else(|| spans.dungeons.first().copied());
        let mut d = Diagnostic::warning(
            "placement-unproven",
            format!(
                "the placement proof stopped short: {}",
                limit.describe(|d| q(&model.dungeons[d].name))
            ),
        );
        if let Some(s) = span {
            d = d.at(s, "not proven");
        }
        d = d.note(if proof.findings.is_empty() {
            "no game is known to panic at its start, but some rolls of the dice were not followed".to_string()
        } else {
            format!(
                "what it found holds as a lower bound: a game panics at its start with probability at least {}",
                describe_probability(&total)
            )
        });
        if always {
            d = d.note("every game panics all the same: the lower bounds add up to 1");
        }
        out.push(d);
    }
    for f in &proof.findings {
        // (branch name, dungeon name, what the branch names, the dungeon)
        let typo = match (f.site, f.failure) {
            (Site::Dungeon(d), Failure::NoBranch) => {
                misspelt_branch_to(model, d).and_then(|(i, j)| {
                    let at = *spans.branches.get(i)?.get(j)?;
                    let dungeon = *spans.dungeons.get(d)?;
                    Some((at, dungeon, &model.dungeons[i].branches[j].dest, d))
                })
            }
            _ => None,
        };
        let dname = |d: usize| q(&model.dungeons[d].name);
        let lname = |d: usize, l: usize| q(&model.dungeons[d].levels[l].name);
        // The dungeon a look-up by name misses.
        let missing = match f.site {
            Site::File => looked_up
                .iter()
                .find(|h| !model.dungeons.iter().any(|d| d.name == h.as_bytes()))
                .map_or_else(String::new, |h| q(h.as_bytes())),
            Site::Dungeon(d) => dname(d),
            _ => String::new(),
        };
        let (span, what) = match f.site {
            Site::File if f.failure == Failure::MissingDungeon => (
                spans.dungeons.first().copied(),
                format!("no dungeon {missing} is defined, and NetHack looks it up by name"),
            ),
            Site::File => (
                spans.dungeons.last().copied(),
                format!("the file defines {} dungeons", model.dungeons.len()),
            ),
            Site::Dungeon(d) => (
                spans.dungeons.get(d).copied(),
                match f.failure {
                    Failure::NoBranch => format!("no branch leads to dungeon {}", dname(d)),
                    Failure::ParentNotFound => format!(
                        "the branch to dungeon {} comes after a dungeon of the same name",
                        dname(d)
                    ),
                    Failure::MissingDungeon => format!(
                        "dungeon {}, which NetHack looks up by name, is not generated",
                        dname(d)
                    ),
                    _ => format!(
                        "the special levels of dungeon {} cannot be placed",
                        dname(d)
                    ),
                },
            ),
            Site::Level { dungeon, level } => (
                spans
                    .levels
                    .get(dungeon)
                    .and_then(|v| v.get(level))
                    .copied(),
                match f.failure {
                    Failure::KnoxWithoutBranch => {
                        format!("no branch ends on level {}", lname(dungeon, level))
                    }
                    Failure::EmptyChain => format!(
                        "level {} is chained to a level that was not generated",
                        lname(dungeon, level)
                    ),
                    Failure::UninitializedChain => format!(
                        "the chain of level {} points past the levels NetHack read",
                        lname(dungeon, level)
                    ),
                    Failure::NoLevelToPick => format!(
                        "level {} has no level to choose from",
                        lname(dungeon, level)
                    ),
                    _ => format!(
                        "level {} falls outside dungeon {}",
                        lname(dungeon, level),
                        dname(dungeon)
                    ),
                },
            ),
            Site::Branch { dungeon, branch } => {
                let dest = q(&model.dungeons[dungeon].branches[branch].dest);
                (
                    spans
                        .branches
                        .get(dungeon)
                        .and_then(|v| v.get(branch))
                        .copied(),
                    match f.failure {
                        Failure::EmptyChain => {
                            format!(
                                "the branch to {dest} is chained to a level that was not generated"
                            )
                        }
                        Failure::UninitializedChain => format!(
                            "the chain of the branch to {dest} points past the levels NetHack read"
                        ),
                        Failure::NegativeRange => {
                            format!("the branch to {dest} has no level to choose from")
                        }
                        Failure::ChainNotFound => format!(
                            "the branch to {dest} is chained to the last level of dungeon {}, which NetHack 3.7's look-up leaves out",
                            dname(dungeon)
                        ),
                        _ => format!(
                            "the branch to {dest} falls outside dungeon {}",
                            dname(dungeon)
                        ),
                    },
                )
            }
        };
        let look_up = is_look_up(f);
        let share = if f.probability.is_one() {
            "every game".to_string()
        } else {
            format!("{bound}{} of games", describe_probability(&f.probability))
        };
        let message = format!("{what}: NetHack panics at the start of {share}");
        let mut d = match (look_up, look_ups, always) {
            (true, Level::Warn, _) => Diagnostic::warning(LOOKED_UP_DUNGEON, message),
            (true, _, true) => Diagnostic::denied(LOOKED_UP_DUNGEON, message),
            (_, _, true) => Diagnostic::error(message),
            (_, _, false) => Diagnostic::warning("unplaceable-level", message),
        };
        match (typo, span) {
            (Some((at, dungeon, dest, meant)), _) => {
                misspelt.push(at);
                d = d
                    .at(at, "no dungeon of this name follows")
                    .with_label(
                        dungeon,
                        format!(
                            "no branch leads here: NetHack panics in {}",
                            share.trim_end_matches(" of games")
                        ),
                    )
                    .help(format!("did you mean {}?", q(&model.dungeons[meant].name)))
                    .note(format!(
                        "no dungeon {} follows, so the branch leads nowhere",
                        q(dest)
                    ));
            }
            (None, Some(s)) => {
                d = d.at(
                    s,
                    format!("panics in {}", share.trim_end_matches(" of games")),
                );
            }
            (None, None) => {}
        }
        d = d.note(format!("for example: {}", f.example)).note(format!(
            "NetHack then stops with \"{}\"",
            f.failure.nethack_message()
        ));
        if f.probability != total && !(look_up && warn_look_ups) {
            d = d.note(format!(
                "in all, a game panics at its start with probability {bound}{}",
                describe_probability(&total)
            ));
        }
        if look_up {
            d = d.help(allow_look_up_help(&missing));
        }
        if always && d.is_error() {
            d = d.note(if v37 {
                "every game panics at its start: NetHack 3.7 reads this file, but dgn refuses it"
            } else {
                "every game panics at its start: NetHack's dgn_comp writes this file, but dgn refuses it"
            });
        }
        out.push(d);
    }
    (out, misspelt)
}

/// Checks a parsed file and builds its model. The model is `None` when an
/// error was found.
pub fn check(stmts: &[Stmt], file_len: usize) -> (Option<DungeonFile>, Vec<Diagnostic>) {
    let mut c = Checker::new();
    for s in stmts {
        c.stmt(s);
    }
    let (model, diags) = c.finish(file_len);
    (model, diags.into_vec())
}
