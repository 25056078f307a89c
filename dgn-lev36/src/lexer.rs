//! The 3.6 `.des` lexer.
//!
//! It follows the flex scanner of lev_comp 3.6.7: at each position the
//! longest match wins, and of two matches of equal length the rule listed
//! first. Words that are no keyword become [`Tok::Word`] (the C scanner's
//! "unknown" token, which no grammar rule accepts); a lone `-` is such a
//! word too, so the language has no working subtraction. A `MAP` line starts
//! map mode; map rows are collected until `ENDMAP`, which yields one
//! [`Tok::Map`] token carrying the map text.
//!
//! Map mode is the C scanner's inclusive start condition: `ENDMAP` (matched
//! anywhere, unless a longer word goes on) and whole map rows
//! (`[map bytes]*\r?\n`, a blank line included) come first, and every
//! ordinary rule stays active. So blanks before `ENDMAP` are skipped, a
//! comment line (`^[ \t]*#.*\n`) that is not also a map row is dropped, a
//! run of blanks holding a tab is skipped before a row, and what is on any
//! other line is read as source and handed to the parser, as lev_comp does.
//! Such a line becomes a [`MapNote`]: a warning when the file parses, the
//! error that explains the syntax error otherwise.
//!
//! Variables are not typed here (the C scanner looks them up in the
//! variables defined so far); the code generator checks their types. A
//! variable directly followed by `[` (spaces and tabs between allowed) is
//! [`Tok::VarIdx`], an array access.

use dgn_common::diag::{Diagnostic, MapNote};
use dgn_common::source::{show_bytes, Span};

/// A token of the 3.6 level language. Values are those the C scanner puts
/// in `yylval`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Tok<'a> {
    Message,
    NoMap,
    Maze,
    Level,
    InitMap,
    MazeGrid,
    SolidFill,
    Mines,
    Rogue,
    Flags,
    Geometry,
    /// `obj` or `object`
    ObjectLc,
    Object,
    Container,
    Monster,
    MonsterLc,
    Trap,
    Door,
    RoomDoor,
    Drawbridge,
    Mazewalk,
    Wallify,
    Region,
    Altar,
    Ladder,
    Stair,
    Portal,
    TeleportRegion,
    Branch,
    Fountain,
    Sink,
    Pool,
    NonDiggable,
    NonPasswall,
    If,
    Else,
    Exit,
    Room,
    Subroom,
    RandomCorridors,
    Corridor,
    Terrain,
    TerrainLc,
    ReplaceTerrain,
    Gold,
    Grave,
    Engraving,
    Mineralize,
    /// `NAME` or `name`
    Name,
    For,
    To,
    Loop,
    Switch,
    Case,
    Break,
    Default,
    Function,
    Shuffle,
    Montype,
    Selection,
    Rect,
    FillRect,
    Line,
    RandLine,
    Grow,
    Flood,
    RndCoord,
    Circle,
    Ellipse,
    Filter,
    Gradient,
    Complement,
    LevRegion,
    Quantity,
    Buried,
    Eroded,
    Erodeproof,
    Recharged,
    Invisible,
    Greased,
    Female,
    Cancelled,
    Revived,
    Avenge,
    Fleeing,
    Blinded,
    Paralyzed,
    Stunned,
    Confused,
    SeenTraps,
    All,
    /// `align`
    Align,
    GradientType(i64),
    Humidity(i64),
    TrappedState(i64),
    HorizOrVert(i64),
    DoorState(i64),
    /// A variant's statement keywords (EvilHack).
    Forge,
    MagicChest,
    Puddle,
    Sewage,
    /// Hack'EM's `TOILET`.
    Toilet,
    VaultGen,
    MinDepth,
    /// EvilHack's object details `affixed_gem` and `forged_qual`.
    AffixedGem,
    ForgedQual,
    /// EvilHack's monster detail `dead`.
    Dead,
    /// UnNetHack's `MON_GENERATION`.
    MonGeneration,
    /// UnNetHack's `SOUNDS`.
    Sounds,
    /// UnNetHack's `SPILL`.
    Spill,
    /// UnNetHack's `WALLWALK`.
    WallWalk,
    /// UnNetHack's `INCLUDE`.
    Include,
    /// UnNetHack's `sheollev` (of `INIT_MAP`).
    Sheol,
    /// UnNetHack's way of telling a level sound (`hear`, `pline`,
    /// `verbal`, `feel`).
    SoundKind(i64),
    /// A name of one of UnNetHack's core functions (`time.night`,
    /// `level.depth`, `rnd` ...).
    CoreFunc(&'a [u8]),
    /// A lone `-` (UnNetHack's scanner hands it to the grammar).
    Minus,
    /// UnNetHack's `line`, whose ends are joined by `-`.
    LineDash,
    /// UnNetHack's `randline`, whose ends are joined by `-`.
    RandLineDash,
    /// EvilHack's door materials, with their material numbers.
    DoorMaterial(i64),
    /// One of GnollHack's keywords that carry no value.
    Gh(GhKw),
    /// A comma before one of GnollHack's own words.
    GhComma,
    /// One of GnollHack's value words: its kind and the number its
    /// scanner gives it.
    GhVal(GhKind, i64),
    Direction(i64),
    /// `random` (-1)
    Random,
    /// `random[`
    RandomBracket,
    /// `none` (-2)
    NoneKw,
    LeftOrRight(i64),
    Center(i64),
    TopOrBot(i64),
    LightState(i64),
    Filling(i64),
    Irregular(i64),
    Joined(i64),
    Limited(i64),
    Alignment(i64),
    MonAttitude(i64),
    MonAlertness(i64),
    MonAppearance(i64),
    AltarType(i64),
    UpOrDown(i64),
    Boolean(i64),
    EngravingType(i64),
    CurseType(i64),
    FlagType(i64),
    /// `NdM`: (number of dice, sides)
    Dice(i64, i64),
    /// `[ N% ]`
    Percent(i64),
    /// `-N`
    MinusInt(i64),
    /// `+N`
    PlusInt(i64),
    /// `N%`
    SPercent(i64),
    /// `N`
    Int(i64),
    /// A string's bytes without the quotes.
    Str(&'a [u8]),
    /// `$name`
    Var(&'a [u8]),
    /// `$name` followed by `[`.
    VarIdx(&'a [u8]),
    /// A comparison operator: its jump opcode number.
    Compare(i64),
    /// `'c'`: the character as a C `char` value.
    Char(i64),
    /// A word that is no keyword.
    Word(&'a [u8]),
    /// A whole `MAP` ... `ENDMAP` block: the map lines, `\n`-terminated.
    Map(Vec<u8>),
    Colon,
    Comma,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Pipe,
    Amp,
    Eq,
    Plus,
    Star,
    Slash,
    PercentSign,
    Dot,
    /// Any other single byte (no rule accepts it).
    Other(u8),
    /// Something the lexer already reported.
    Bad,
}

/// GnollHack's keywords that carry no value: its statements, the words
/// before a `:` that name a detail, and the details without value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum GhKw {
    Tileset,
    SpecialTileset,
    BoundaryType,
    Forest,
    MonsterGeneration,
    SpecialRegion,
    SpecialLevRegion,
    Naming,
    Anvil,
    Npc,
    Lever,
    Floor,
    Decoration,
    Throne,
    MagicPortal,
    ModronPortal,
    Subtype,
    Carpet,
    CarpetPiece,
    Brazier,
    Signpost,
    Tree,
    TilesetParam,
    DecoStyle,
    FloorTypeParam,
    FloorSubtypeParam,
    KeyType,
    ObjType,
    TrapType,
    Target,
    TerType,
    TerType2,
    EffectFlags,
    LocSubtype,
    Material,
    ElementalEnchantment,
    Exceptionality,
    MythicPrefix,
    MythicSuffix,
    Enchantment,
    Charges,
    SpecialQuality,
    PortalType,
    ManualType,
    Speflags,
    Age,
    LevelAdjustment,
    /// `artifact_name`: a token no rule of GnollHack's grammar takes.
    ArtifactName,
    Indestructible,
    NoPickup,
    UsesUpKey,
    Male,
    WaitForU,
    Protector,
    MaxHp,
    QuestCompanion,
    LevelBoss,
    BossHostility,
    HasBackup,
    KeepOriginalInventory,
    SecretDoor,
    NonPassdoor,
    Switchable,
    ContinuouslyUsable,
    LevelTeleporter,
}

/// The kinds of GnollHack's value words (each a token class of its
/// scanner).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum GhKind {
    AltarSubtype,
    ActiveOrInactive,
    SeenOrUnseen,
    MagicPortalTarget,
    ModronPortalType,
    DecorationType,
    DecorationDir,
    DecorationItemState,
    /// Painting, banner and wall sculpture subtypes (interchangeable in
    /// its grammar).
    DecorationSubtype,
    MessageSoundType,
    MessageSoundId,
    MessageAttr,
    MessageColor,
    MessageType,
    NpcType,
    FountainType,
    SpecialObjectType,
    Cmap,
    FloorSubtype,
    FloorType,
    CarpetType,
    ElementalEnchantment,
    Exceptionality,
    MythicPrefix,
    MythicSuffix,
    Material,
    SpecialRegionType,
    NamingType,
    LeverEffect,
    DoorSubtype,
    TreeSubtype,
    InitializeType,
    ForestType,
    ManualType,
    TeleportDirection,
    TeleportEnd,
    MythicType,
    BrazierSubtype,
    SignpostSubtype,
}

/// Keywords in the scanner's rule order, with their tokens.
pub const KEYWORDS: &[(&str, Tok<'static>)] = &[
    ("MESSAGE", Tok::Message),
    ("NOMAP", Tok::NoMap),
    ("MAZE", Tok::Maze),
    ("LEVEL", Tok::Level),
    ("INIT_MAP", Tok::InitMap),
    ("mazegrid", Tok::MazeGrid),
    ("solidfill", Tok::SolidFill),
    ("mines", Tok::Mines),
    ("rogue", Tok::Rogue),
    ("FLAGS", Tok::Flags),
    ("GEOMETRY", Tok::Geometry),
    ("obj", Tok::ObjectLc),
    ("object", Tok::ObjectLc),
    ("OBJECT", Tok::Object),
    ("CONTAINER", Tok::Container),
    ("MONSTER", Tok::Monster),
    ("monster", Tok::MonsterLc),
    ("TRAP", Tok::Trap),
    ("DOOR", Tok::Door),
    ("ROOMDOOR", Tok::RoomDoor),
    ("DRAWBRIDGE", Tok::Drawbridge),
    ("MAZEWALK", Tok::Mazewalk),
    ("WALLIFY", Tok::Wallify),
    ("REGION", Tok::Region),
    ("ALTAR", Tok::Altar),
    ("LADDER", Tok::Ladder),
    ("STAIR", Tok::Stair),
    ("PORTAL", Tok::Portal),
    ("TELEPORT_REGION", Tok::TeleportRegion),
    ("BRANCH", Tok::Branch),
    ("FOUNTAIN", Tok::Fountain),
    ("SINK", Tok::Sink),
    ("POOL", Tok::Pool),
    ("NON_DIGGABLE", Tok::NonDiggable),
    ("NON_PASSWALL", Tok::NonPasswall),
    ("IF", Tok::If),
    ("ELSE", Tok::Else),
    ("EXIT", Tok::Exit),
    ("ROOM", Tok::Room),
    ("SUBROOM", Tok::Subroom),
    ("RANDOM_CORRIDORS", Tok::RandomCorridors),
    ("CORRIDOR", Tok::Corridor),
    ("TERRAIN", Tok::Terrain),
    ("terrain", Tok::TerrainLc),
    ("REPLACE_TERRAIN", Tok::ReplaceTerrain),
    ("GOLD", Tok::Gold),
    ("GRAVE", Tok::Grave),
    ("ENGRAVING", Tok::Engraving),
    ("MINERALIZE", Tok::Mineralize),
    ("NAME", Tok::Name),
    ("name", Tok::Name),
    ("FOR", Tok::For),
    ("TO", Tok::To),
    ("LOOP", Tok::Loop),
    ("SWITCH", Tok::Switch),
    ("CASE", Tok::Case),
    ("BREAK", Tok::Break),
    ("DEFAULT", Tok::Default),
    ("FUNCTION", Tok::Function),
    ("SHUFFLE", Tok::Shuffle),
    ("montype", Tok::Montype),
    ("selection", Tok::Selection),
    ("rect", Tok::Rect),
    ("fillrect", Tok::FillRect),
    ("line", Tok::Line),
    ("randline", Tok::RandLine),
    ("grow", Tok::Grow),
    ("floodfill", Tok::Flood),
    ("rndcoord", Tok::RndCoord),
    ("circle", Tok::Circle),
    ("ellipse", Tok::Ellipse),
    ("filter", Tok::Filter),
    ("gradient", Tok::Gradient),
    ("complement", Tok::Complement),
    ("radial", Tok::GradientType(0)),
    ("square", Tok::GradientType(1)),
    ("dry", Tok::Humidity(1)),
    ("wet", Tok::Humidity(2)),
    ("hot", Tok::Humidity(4)),
    ("solid", Tok::Humidity(8)),
    ("any", Tok::Humidity(0x10)),
    ("levregion", Tok::LevRegion),
    ("quantity", Tok::Quantity),
    ("buried", Tok::Buried),
    ("eroded", Tok::Eroded),
    ("erodeproof", Tok::Erodeproof),
    ("trapped", Tok::TrappedState(1)),
    ("not_trapped", Tok::TrappedState(0)),
    ("recharged", Tok::Recharged),
    ("invisible", Tok::Invisible),
    ("greased", Tok::Greased),
    ("female", Tok::Female),
    ("cancelled", Tok::Cancelled),
    ("revived", Tok::Revived),
    ("avenge", Tok::Avenge),
    ("fleeing", Tok::Fleeing),
    ("blinded", Tok::Blinded),
    ("paralyzed", Tok::Paralyzed),
    ("stunned", Tok::Stunned),
    ("confused", Tok::Confused),
    ("seen_traps", Tok::SeenTraps),
    ("all", Tok::All),
    ("horizontal", Tok::HorizOrVert(1)),
    ("vertical", Tok::HorizOrVert(2)),
    ("open", Tok::DoorState(2)),
    ("closed", Tok::DoorState(4)),
    ("locked", Tok::DoorState(8)),
    ("nodoor", Tok::DoorState(0)),
    ("broken", Tok::DoorState(1)),
    ("secret", Tok::DoorState(32)),
    ("north", Tok::Direction(1)),
    ("east", Tok::Direction(4)),
    ("south", Tok::Direction(2)),
    ("west", Tok::Direction(8)),
    ("random", Tok::Random),
    ("random[", Tok::RandomBracket),
    ("none", Tok::NoneKw),
    ("align", Tok::Align),
    ("left", Tok::LeftOrRight(1)),
    ("half-left", Tok::LeftOrRight(2)),
    ("center", Tok::Center(3)),
    ("half-right", Tok::LeftOrRight(4)),
    ("right", Tok::LeftOrRight(5)),
    ("top", Tok::TopOrBot(1)),
    ("bottom", Tok::TopOrBot(5)),
    ("lit", Tok::LightState(1)),
    ("unlit", Tok::LightState(0)),
    ("filled", Tok::Filling(1)),
    ("unfilled", Tok::Filling(0)),
    ("regular", Tok::Irregular(0)),
    ("irregular", Tok::Irregular(1)),
    ("unjoined", Tok::Joined(1)),
    ("joined", Tok::Joined(0)),
    ("limited", Tok::Limited(1)),
    ("unlimited", Tok::Limited(0)),
    ("noalign", Tok::Alignment(0)),
    ("law", Tok::Alignment(4)),
    ("neutral", Tok::Alignment(2)),
    ("chaos", Tok::Alignment(1)),
    ("coaligned", Tok::Alignment(3)),
    ("noncoaligned", Tok::Alignment(7)),
    ("peaceful", Tok::MonAttitude(1)),
    ("hostile", Tok::MonAttitude(0)),
    ("asleep", Tok::MonAlertness(1)),
    ("awake", Tok::MonAlertness(0)),
    ("m_feature", Tok::MonAppearance(1)),
    ("m_monster", Tok::MonAppearance(3)),
    ("m_object", Tok::MonAppearance(2)),
    ("sanctum", Tok::AltarType(2)),
    ("shrine", Tok::AltarType(1)),
    ("altar", Tok::AltarType(0)),
    ("up", Tok::UpOrDown(1)),
    ("down", Tok::UpOrDown(0)),
    ("false", Tok::Boolean(0)),
    ("true", Tok::Boolean(1)),
    ("dust", Tok::EngravingType(1)),
    ("engrave", Tok::EngravingType(2)),
    ("burn", Tok::EngravingType(3)),
    ("mark", Tok::EngravingType(4)),
    ("blood", Tok::EngravingType(5)),
    ("blessed", Tok::CurseType(1)),
    ("uncursed", Tok::CurseType(2)),
    ("cursed", Tok::CurseType(3)),
    ("noteleport", Tok::FlagType(0x1)),
    ("hardfloor", Tok::FlagType(0x2)),
    ("nommap", Tok::FlagType(0x4)),
    ("arboreal", Tok::FlagType(0x10)),
    ("shortsighted", Tok::FlagType(0x8)),
    ("mazelevel", Tok::FlagType(0x20)),
    ("premapped", Tok::FlagType(0x40)),
    ("shroud", Tok::FlagType(0x80)),
    ("graveyard", Tok::FlagType(0x100)),
    ("icedpools", Tok::FlagType(0x200)),
    ("solidify", Tok::FlagType(0x400)),
    ("corrmaze", Tok::FlagType(0x800)),
    ("inaccessibles", Tok::FlagType(0x1000)),
];

/// A token with its byte span.
pub type SpannedTok<'a> = (usize, Tok<'a>, usize);

/// The result of lexing one file.
#[derive(Debug, Default)]
pub struct Lexed<'a> {
    /// The tokens, in order.
    pub tokens: Vec<SpannedTok<'a>>,
    /// Lexical errors and warnings.
    pub diagnostics: Vec<Diagnostic>,
    /// Diagnostics on map lines read as source, settled by the parse.
    pub map_notes: Vec<MapNote>,
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'-'
}

/// C's `atoi` on a run of an optional sign and digits: `strtol` saturates at
/// the `long` range and the result is cut to an `int`.
pub fn atoi(text: &[u8]) -> i64 {
    let (neg, digits) = match text.first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let mut v: i128 = 0;
    for &d in digits.iter().take_while(|d| d.is_ascii_digit()) {
        v = (v * 10 + i128::from(d - b'0')).min(i128::from(i64::MAX) + 1);
    }
    let v = if neg { -v } else { v };
    let long = v.clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64;
    // The cut to `int` is what the C code does.
    i64::from(long as i32)
}

/// Reads an integer literal like [`atoi`], reporting one whose value does
/// not fit the C tool's `int` (which it would silently cut).
fn int_literal(text: &[u8], at: usize, diags: &mut Vec<Diagnostic>) -> i64 {
    let (neg, digits) = match text.first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let mut v: i128 = 0;
    for &d in digits.iter().take_while(|d| d.is_ascii_digit()) {
        v = (v * 10 + i128::from(d - b'0')).min(i128::from(i64::MAX) + 1);
    }
    let v = if neg { -v } else { v };
    if i32::try_from(v).is_err() {
        diags.push(
            Diagnostic::error(format!(
                "integer `{}` does not fit in an `int`",
                show_bytes(text)
            ))
            .at(Span::new(at, at + text.len()), "out of range")
            .note(format!(
                "integers range from {} to {}; NetHack's lev_comp would silently cut this one",
                i32::MIN,
                i32::MAX
            )),
        );
    }
    atoi(text)
}

fn digits(s: &[u8]) -> usize {
    s.iter().take_while(|b| b.is_ascii_digit()).count()
}

/// The bytes a map line may hold.
fn is_map_byte(b: u8) -> bool {
    b"-|}{+xABCISHKPLWTF\\#. 0123456789".contains(&b)
}

/// Length of a map line (`[set]*\r?\n`) at the start of `s`, if one matches.
fn map_line(s: &[u8], extra: &[u8]) -> Option<usize> {
    let n = s
        .iter()
        .take_while(|&&b| is_map_byte(b) || extra.contains(&b))
        .count();
    match (s.get(n), s.get(n + 1)) {
        (Some(b'\n'), _) => Some(n + 1),
        (Some(b'\r'), Some(b'\n')) => Some(n + 2),
        _ => None,
    }
}

/// Length of a line comment (`^[ \t]*#.*\n`) at the start of `s`.
fn comment(s: &[u8]) -> Option<usize> {
    let ws = s.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
    if s.get(ws) != Some(&b'#') {
        return None;
    }
    s[ws..].iter().position(|&b| b == b'\n').map(|p| ws + p + 1)
}

/// lev_comp 3.6.7 copies each token's text into a 512-byte buffer (with its
/// terminating NUL): a longer token overflows it.
pub const TOKEN_BUFFER: usize = 512;

/// lev_comp 3.6.7 collects a map's rows in a buffer of this many bytes
/// (each row with its newline, then a NUL).
pub const MAP_BUFFER: usize = 4096;

/// The map being read: where its `MAP` line is, its text so far, and the
/// lines inside it that were read as source.
struct OpenMap {
    start: usize,
    text: Vec<u8>,
    /// Start of each line read as source, with the span of its first token.
    foreign: Vec<(usize, Span)>,
    /// The text no longer fits the C tool's buffer (reported once).
    overflowed: bool,
}

/// Lexes a level description of NetHack 3.6.7.
pub fn lex(src: &[u8]) -> Lexed<'_> {
    lex_with(src, &crate::variant::VANILLA)
}

/// Lexes a level description of a game of the 3.6 family: its keywords
/// (which win over NetHack's of the same spelling) and map bytes.
pub fn lex_with<'a>(src: &'a [u8], family: &crate::variant::Family36) -> Lexed<'a> {
    let extra = family.keywords;
    let map_extra = family.map_row_extra;
    let mut lx = Lexed::default();
    let mut i = 0;
    let mut map: Option<OpenMap> = None;
    while i < src.len() {
        let rest = &src[i..];
        let bol = i == 0 || src[i - 1] == b'\n';
        if let Some(m) = &mut map {
            // In the C scanner the map rules come first and the state is
            // inclusive: `ENDMAP` (unless a longer word goes on), a whole
            // map row, and otherwise every ordinary rule.
            let word_len = rest.iter().take_while(|&&b| is_word(b)).count();
            if rest.starts_with(b"ENDMAP") && word_len == 6 {
                let m = map.take().expect("in a map");
                close_map(&mut lx, src, m, i + 6, true, map_extra);
                i += 6;
                continue;
            }
            if let Some(n) = map_line(rest, map_extra) {
                let body = &rest[..n];
                let body = body
                    .strip_suffix(b"\r\n")
                    .or_else(|| body.strip_suffix(b"\n"))
                    .unwrap_or(body);
                if n >= TOKEN_BUFFER {
                    lx.diagnostics.push(
                        Diagnostic::error(format!(
                            "this map row is {n} bytes long with its line ending; NetHack's lev_comp 3.6.7 takes at most {}",
                            TOKEN_BUFFER - 1
                        ))
                        .at(Span::new(i, i + body.len()), "row too long")
                        .note("lev_comp copies every token, a map row too, into a 512-byte buffer and would overflow it"),
                    );
                }
                if !bol {
                    let line = src[..i]
                        .iter()
                        .rposition(|&b| b == b'\n')
                        .map_or(0, |p| p + 1);
                    if m.foreign.last().is_none_or(|&(l, _)| l != line) {
                        lx.diagnostics.push(tab_dropped(line, i));
                    }
                }
                m.text.extend_from_slice(body);
                m.text.push(b'\n');
                if m.text.len() >= MAP_BUFFER && !m.overflowed {
                    m.overflowed = true;
                    lx.diagnostics.push(
                        Diagnostic::error(format!(
                            "this MAP block holds more text than NetHack's lev_comp reads ({} bytes at most)",
                            MAP_BUFFER - 1
                        ))
                        .at(Span::new(m.start, m.start + 3), "too much text")
                        .with_label(Span::new(i, i + body.len()), "the buffer is full here")
                        .note("lev_comp collects a map's rows in a fixed buffer and would overflow it"),
                    );
                }
                i += n;
                continue;
            }
        }
        if bol {
            if let Some(n) = comment(rest) {
                if map.is_some() && n >= TOKEN_BUFFER {
                    lx.diagnostics.push(
                        Diagnostic::error(format!(
                            "this comment line is {n} bytes long; inside a MAP NetHack's lev_comp 3.6.7 takes at most {}",
                            TOKEN_BUFFER - 1
                        ))
                        .at(Span::new(i, i + n - 1), "line too long")
                        .note("lev_comp copies the comment into a 512-byte token buffer and would overflow it"),
                    );
                }
                i += n;
                continue;
            }
            let map_kw = if rest.starts_with(b"MAP\n") {
                Some(4)
            } else if rest.starts_with(b"MAP\r\n") {
                Some(5)
            } else {
                None
            };
            if let Some(n) = map_kw {
                if let Some(m) = &map {
                    // The scanner enters the map state again: the line is
                    // skipped and the map goes on.
                    lx.diagnostics.push(
                        Diagnostic::warning("unclosed-map", "`MAP` inside a MAP is skipped")
                            .at(Span::new(i, i + 3), "this line is ignored")
                            .with_label(Span::new(m.start, m.start + 3), "the map started here has no `ENDMAP` before it")
                            .note("like NetHack's lev_comp, the map goes on as if the line were not there")
                            .help("close the first map with `ENDMAP`"),
                    );
                } else {
                    map = Some(OpenMap {
                        start: i,
                        text: Vec::new(),
                        foreign: Vec::new(),
                        overflowed: false,
                    });
                }
                i += n;
                continue;
            }
        }
        let b = rest[0];
        match b {
            b'\n' => {
                i += 1;
                continue;
            }
            b'\r' if rest.get(1) == Some(&b'\n') => {
                i += 2;
                continue;
            }
            b' ' | b'\t' => {
                // `[ \t]+`: the whole run (inside a map, a row may start
                // right after it).
                i += rest
                    .iter()
                    .take_while(|&&c| c == b' ' || c == b'\t')
                    .count();
                continue;
            }
            _ => {}
        }
        let (len, tok) = match unnethack_token(rest, family) {
            Some(t) => t,
            None => token(rest, &mut lx.diagnostics, i, extra),
        };
        let tok = match tok {
            Tok::Var(name) => {
                let after = rest[len..]
                    .iter()
                    .take_while(|&&c| c == b' ' || c == b'\t')
                    .count();
                if rest.get(len + after) == Some(&b'[') {
                    Tok::VarIdx(name)
                } else {
                    Tok::Var(name)
                }
            }
            t => t,
        };
        if let Some(m) = &mut map {
            let line = src[..i]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |p| p + 1);
            if m.foreign.last().is_none_or(|&(l, _)| l != line) {
                m.foreign.push((line, Span::new(i, i + len)));
            }
        }
        lx.tokens.push((i, tok, i + len));
        i += len;
    }
    if let Some(m) = map {
        close_map(&mut lx, src, m, src.len(), false, map_extra);
    }
    if family.gnollhack_forms {
        // A comma before one of GnollHack's own words is a token of its
        // own, so that NetHack's statements, complete without it, do not
        // expect a comma in the other games' messages; so is one before an
        // unknown word, which then meets GnollHack's forms (and their
        // suggestions).
        for i in 1..lx.tokens.len() {
            if lx.tokens[i - 1].1 == Tok::Comma
                && matches!(lx.tokens[i].1, Tok::Gh(_) | Tok::GhVal(..) | Tok::Word(_))
            {
                lx.tokens[i - 1].1 = Tok::GhComma;
            }
        }
    }
    lx
}

/// Ends the map `m` at `end`: its token (when `closed` by `ENDMAP`) and the
/// notes on its lines read as source.
fn close_map(
    lx: &mut Lexed<'_>,
    src: &[u8],
    m: OpenMap,
    end: usize,
    closed: bool,
    map_extra: &[u8],
) {
    let map_span = Span::new(m.start, m.start + 3);
    for &(line, first) in &m.foreign {
        let le = src[line..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(src.len(), |p| line + p);
        let (blanks, bad) =
            MapNote::scan_row(src, line, le, |b| is_map_byte(b) || map_extra.contains(&b));
        let warning = MapNote::token_in_map(first, &show_bytes(&src[first.range()]), map_span);
        let error = match bad {
            Some(at) => {
                let len = char_len(&src[at..]).max(1);
                let mut d = Diagnostic::error(format!(
                    "unexpected `{}` in a MAP",
                    show_bytes(&src[at..at + len])
                ))
                .at(Span::new(at, at + len), "not a map character")
                .with_label(map_span, "in this map")
                .note(format!(
                    "map lines hold only `-|}}{{+xABCISHKPLWTF\\#.{}`, spaces and digits; the map ends at a line `ENDMAP`",
                    show_bytes(map_extra)
                ));
                if src[line + blanks..le].starts_with(b"ENDMAP") {
                    d = d.help("`ENDMAP` ends the map only when no letter, digit, `_` or `-` follows it");
                } else if src[at..le].starts_with(b"ENDMAP") {
                    d = d.help("`ENDMAP` ends the map only at the start of its line (after blanks at most)");
                } else if src[at] == b'\t' {
                    d = d.help("a tab is not a map character; use spaces");
                }
                d
            }
            None => Diagnostic::error("the last line of this MAP has no line ending")
                .at(Span::new(line, le), "no newline after this row")
                .with_label(map_span, "in this map")
                .note("a map row ends with a line ending; NetHack's lev_comp reads an unterminated one as source")
                .help("end the file with `ENDMAP` on a line of its own"),
        };
        // After a `MAP` with no `ENDMAP` the rest of the file is read this
        // way: one warning says so for all of it.
        lx.map_notes.push(MapNote {
            region: Span::new(line, end),
            map_start: m.start,
            warning: closed.then_some(warning),
            error,
        });
    }
    if closed {
        lx.tokens.push((m.start, Tok::Map(m.text), end));
    } else {
        lx.map_notes.push(MapNote {
            region: Span::new(end, end),
            map_start: m.start,
            warning: Some(
                Diagnostic::warning("unclosed-map", "`MAP` with no `ENDMAP` after it")
                    .at(map_span, "this line is ignored")
                    .note("like NetHack's lev_comp, the lines after it that look like map rows are skipped and the rest is read as usual")
                    .help("remove the line, or close the map with `ENDMAP`"),
            ),
            error: Diagnostic::error("a MAP is not closed by ENDMAP")
                .at(map_span, "this MAP")
                .help("end the map with a line `ENDMAP`"),
        });
    }
}

/// The warning for a map row whose leading blanks hold a tab.
fn tab_dropped(line: usize, row: usize) -> Diagnostic {
    Diagnostic::warning("tab-in-map", "the blanks before this map row are dropped")
        .at(Span::new(line, row), "skipped, not part of the row")
        .note("a tab is not a map character: NetHack's lev_comp skips the whole run of blanks before the row, which then starts at its first map character")
        .help("indent map rows with spaces only")
}

/// The keywords grouped by first byte, in list order within a group:
/// the indices of those starting with byte `b` are
/// `order[start[b]..start[b + 1]]`.
struct FirstByteIndex {
    start: [u16; 257],
    order: [u16; KEYWORDS.len()],
}

/// Computed at compile time: built at run time it cost every compiler
/// process about 11,000 instructions before its first token.
static BY_FIRST_BYTE: FirstByteIndex = {
    let mut start = [0u16; 257];
    let mut i = 0;
    while i < KEYWORDS.len() {
        start[KEYWORDS[i].0.as_bytes()[0] as usize + 1] += 1;
        i += 1;
    }
    let mut b = 0;
    while b < 256 {
        start[b + 1] += start[b];
        b += 1;
    }
    let mut next = start;
    let mut order = [0u16; KEYWORDS.len()];
    let mut i = 0;
    while i < KEYWORDS.len() {
        let first = KEYWORDS[i].0.as_bytes()[0] as usize;
        order[next[first] as usize] = i as u16;
        next[first] += 1;
        i += 1;
    }
    FirstByteIndex { start, order }
};

/// The longest keyword that `s` starts with (the last listed of equally
/// long ones). Keywords are looked up among those with the same first byte.
fn longest_keyword(s: &[u8]) -> Option<&'static (&'static str, Tok<'static>)> {
    let first = usize::from(*s.first()?);
    let group = &BY_FIRST_BYTE.order
        [usize::from(BY_FIRST_BYTE.start[first])..usize::from(BY_FIRST_BYTE.start[first + 1])];
    let mut best: Option<&'static (&'static str, Tok<'static>)> = None;
    for &i in group {
        let entry = &KEYWORDS[usize::from(i)];
        if s.starts_with(entry.0.as_bytes()) && best.is_none_or(|b| entry.0.len() >= b.0.len()) {
            best = Some(entry);
        }
    }
    best
}

/// One token at the start of `s` (not whitespace, newline, comment or map).
fn token<'a>(
    s: &'a [u8],
    diags: &mut Vec<Diagnostic>,
    at: usize,
    extra: &'static [(&'static str, Tok<'static>)],
) -> (usize, Tok<'a>) {
    let word = s.iter().take_while(|&&b| is_word(b)).count();
    if word > 0 {
        // Keywords (the longest; `random[` reaches past the word); a
        // variant's win over NetHack's as long.
        let mut best = longest_keyword(s);
        for e in extra {
            if s.starts_with(e.0.as_bytes()) && best.is_none_or(|b| e.0.len() >= b.0.len()) {
                best = Some(e);
            }
        }
        if let Some((k, t)) = best {
            if k.len() >= word {
                return (k.len(), t.clone());
            }
        }
        // Number rules, in the scanner's order.
        let d = digits(s);
        let mut best: Option<(usize, Tok<'a>)> = None;
        if d > 0 {
            if s.get(d) == Some(&b'd') {
                let d2 = digits(&s[d + 1..]);
                if d2 > 0 {
                    best = Some((d + 1 + d2, Tok::Dice(atoi(&s[..d]), atoi(&s[d + 1..]))));
                }
            }
            if s.get(d) == Some(&b'%') {
                let v = atoi(&s[..d]);
                let cand = (d + 1, Tok::SPercent(v));
                if best.as_ref().is_none_or(|(l, _)| cand.0 > *l) {
                    if !(0..=100).contains(&v) {
                        diags.push(percent_error(v, Span::new(at, at + d + 1)));
                    }
                    best = Some(cand);
                }
            }
            if best.is_none() {
                best = Some((d, Tok::Int(int_literal(&s[..d], at, diags))));
            }
        } else if s[0] == b'-' {
            let d2 = digits(&s[1..]);
            if d2 > 0 {
                best = Some((1 + d2, Tok::MinusInt(int_literal(&s[..1 + d2], at, diags))));
            }
        }
        if let Some((l, t)) = best {
            if l >= word {
                return (l, t);
            }
        }
        if word == 1 && s[0] == b'-' {
            diags.push(
                Diagnostic::error("`-` is not an operator in this language")
                    .at(Span::new(at, at + 1), "lev_comp 3.6.7 reads a lone `-` as an unknown word")
                    .help("subtraction is not available; add a negative number written in parentheses, as in `+ (-1)`"),
            );
            return (1, Tok::Bad);
        }
        return (word, Tok::Word(&s[..word]));
    }
    match s[0] {
        b'[' => {
            // `\[\ *[0-9]+\%\ *\]`
            let sp = s[1..].iter().take_while(|&&b| b == b' ').count();
            let d = digits(&s[1 + sp..]);
            if d > 0 && s.get(1 + sp + d) == Some(&b'%') {
                let p = 1 + sp + d + 1;
                let sp2 = s[p..].iter().take_while(|&&b| b == b' ').count();
                if s.get(p + sp2) == Some(&b']') {
                    let v = atoi(&s[1 + sp..]);
                    if !(0..=100).contains(&v) {
                        diags.push(percent_error(v, Span::new(at, at + p + sp2 + 1)));
                    }
                    return (p + sp2 + 1, Tok::Percent(v));
                }
            }
            (1, Tok::LBracket)
        }
        b'+' => {
            let d = digits(&s[1..]);
            if d > 0 {
                (1 + d, Tok::PlusInt(int_literal(&s[..1 + d], at, diags)))
            } else {
                (1, Tok::Plus)
            }
        }
        b'"' => match s[1..].iter().position(|&b| b == b'"') {
            Some(p) => {
                let body = &s[1..1 + p];
                // The C code keeps strings as C strings and would silently
                // cut this one at its NUL.
                if let Some(nul) = body.iter().position(|&b| b == 0) {
                    let nul_at = at + 1 + nul;
                    diags.push(
                        Diagnostic::error("NUL byte inside a string")
                            .at(Span::new(nul_at, nul_at + 1), "NUL byte")
                            .note("NetHack's lev_comp would silently cut the string here"),
                    );
                    return (p + 2, Tok::Bad);
                }
                (p + 2, Tok::Str(body))
            }
            None => {
                diags.push(
                    Diagnostic::error("unterminated string")
                        .at(Span::new(at, at + 1), "this string has no closing `\"`")
                        .help("close the string with `\"`"),
                );
                (s.len(), Tok::Bad)
            }
        },
        b'$' => {
            let n = s[1..]
                .iter()
                .take_while(|&&b| b.is_ascii_alphabetic() || b == b'_')
                .count();
            if n > 0 {
                (1 + n, Tok::Var(&s[..1 + n]))
            } else {
                (1, Tok::Other(b'$'))
            }
        }
        b'=' if s.get(1) == Some(&b'=') => (2, Tok::Compare(33)),
        b'!' if s.get(1) == Some(&b'=') => (2, Tok::Compare(34)),
        b'<' if s.get(1) == Some(&b'>') => (2, Tok::Compare(34)),
        b'<' if s.get(1) == Some(&b'=') => (2, Tok::Compare(30)),
        b'>' if s.get(1) == Some(&b'=') => (2, Tok::Compare(32)),
        b'<' => (1, Tok::Compare(29)),
        b'>' => (1, Tok::Compare(31)),
        b'\'' => {
            if s.get(1) == Some(&b'\\')
                && s.get(3) == Some(&b'\'')
                && s.get(2).is_some_and(|&c| c != b'\n')
            {
                (4, Tok::Char(i64::from(s[2] as i8)))
            } else if s.get(2) == Some(&b'\'') && s.get(1).is_some_and(|&c| c != b'\n') {
                (3, Tok::Char(i64::from(s[1] as i8)))
            } else {
                (1, Tok::Other(b'\''))
            }
        }
        b':' => (1, Tok::Colon),
        b',' => (1, Tok::Comma),
        b'(' => (1, Tok::LParen),
        b')' => (1, Tok::RParen),
        b']' => (1, Tok::RBracket),
        b'{' => (1, Tok::LBrace),
        b'}' => (1, Tok::RBrace),
        b'|' => (1, Tok::Pipe),
        b'&' => (1, Tok::Amp),
        b'=' => (1, Tok::Eq),
        b'*' => (1, Tok::Star),
        b'/' => (1, Tok::Slash),
        b'%' => (1, Tok::PercentSign),
        b'.' => (1, Tok::Dot),
        other => (1, Tok::Other(other)),
    }
}

/// The length of UnNetHack's identifier at the start of `s`
/// (`[a-zA-Z_](\.?[a-zA-Z_0-9]+)*`), 0 when none starts there.
fn dotted_ident(s: &[u8]) -> usize {
    let first = |b: u8| b.is_ascii_alphabetic() || b == b'_';
    let rest = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    if !s.first().is_some_and(|&b| first(b)) {
        return 0;
    }
    let mut n = 1 + s[1..].iter().take_while(|&&b| rest(b)).count();
    while s.get(n) == Some(&b'.') && s.get(n + 1).is_some_and(|&b| rest(b)) {
        n += 1 + s[n + 1..].iter().take_while(|&&b| rest(b)).count();
    }
    n
}

/// The rules of UnNetHack's scanner that NetHack 3.6.7's lacks: words may
/// hold dots (`time.night`) and digits, a core function's name is its own
/// token, variables take digits too, and a lone `-` is handed to the
/// grammar. `None`: the ordinary rules apply.
fn unnethack_token<'a>(s: &'a [u8], family: &crate::variant::Family36) -> Option<(usize, Tok<'a>)> {
    if family.core_funcs.is_empty() {
        return None;
    }
    match s[0] {
        b'-' if !s.get(1).is_some_and(u8::is_ascii_digit) => Some((1, Tok::Minus)),
        b'$' => {
            let n = dotted_ident(&s[1..]);
            (n > 0).then(|| (1 + n, Tok::Var(&s[..1 + n])))
        }
        _ => {
            let n = dotted_ident(s);
            if n == 0 {
                return None;
            }
            let mut kw = longest_keyword(s).map_or(0, |k| k.0.len());
            for e in family.keywords {
                if s.starts_with(e.0.as_bytes()) {
                    kw = kw.max(e.0.len());
                }
            }
            if kw >= n {
                return None;
            }
            let word = &s[..n];
            if family.core_funcs.iter().any(|c| c.name.as_bytes() == word) {
                Some((n, Tok::CoreFunc(word)))
            } else {
                Some((n, Tok::Word(word)))
            }
        }
    }
}

fn percent_error(v: i64, span: Span) -> Diagnostic {
    Diagnostic::error(format!("percentage {v}% is out of range")).at(span, "not between 0 and 100")
}

fn char_len(rest: &[u8]) -> usize {
    match rest.utf8_chunks().next() {
        Some(c) if !c.valid().is_empty() => c.valid().chars().next().map_or(1, char::len_utf8),
        _ => 1,
    }
}

/// How a token is named in messages.
pub fn describe(tok: &Tok<'_>) -> String {
    match tok {
        Tok::Dice(n, d) => format!("dice `{n}d{d}`"),
        Tok::Percent(v) => format!("chance `[{v}%]`"),
        Tok::MinusInt(v) | Tok::PlusInt(v) | Tok::Int(v) => format!("integer `{v}`"),
        Tok::SPercent(v) => format!("percentage `{v}%`"),
        Tok::Str(s) => format!("string \"{}\"", show_bytes(s)),
        Tok::Var(s) | Tok::VarIdx(s) => format!("variable `{}`", show_bytes(s)),
        Tok::Compare(_) => "a comparison".into(),
        Tok::Char(c) => format!("character `'{}'`", show_bytes(&[*c as u8])),
        Tok::Word(w) if *w == b"-" => {
            "`-` (lev_comp reads a lone `-` as an unknown word, not as an operator)".into()
        }
        Tok::Word(w) => format!("unknown word `{}`", show_bytes(w)),
        Tok::Map(_) => "a MAP block".into(),
        Tok::Colon => "`:`".into(),
        Tok::Comma => "`,`".into(),
        Tok::LParen => "`(`".into(),
        Tok::RParen => "`)`".into(),
        Tok::LBracket => "`[`".into(),
        Tok::RBracket => "`]`".into(),
        Tok::LBrace => "`{`".into(),
        Tok::RBrace => "`}`".into(),
        Tok::Pipe => "`|`".into(),
        Tok::Amp => "`&`".into(),
        Tok::Eq => "`=`".into(),
        Tok::Plus => "`+`".into(),
        Tok::Star => "`*`".into(),
        Tok::Slash => "`/`".into(),
        Tok::PercentSign => "`%`".into(),
        Tok::Dot => "`.`".into(),
        Tok::Other(b) => format!("`{}`", show_bytes(&[*b])),
        Tok::Bad => "an invalid token".into(),
        Tok::DoorMaterial(_) => "a door material".into(),
        Tok::SoundKind(_) => "a sound kind".into(),
        Tok::CoreFunc(w) => format!("core function `{}`", show_bytes(w)),
        Tok::Minus => "`-`".into(),
        Tok::GhComma => "`,`".into(),
        other => {
            let kw = KEYWORDS
                .iter()
                .chain(crate::variant::FAMILIES.iter().flat_map(|f| f.keywords))
                .find(|(_, t)| t == other)
                .map_or("?", |(k, _)| *k);
            format!("`{kw}`")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The longest keyword by trying every keyword, the last of equally
    /// long ones: what the table lookup must agree with.
    fn brute_force(s: &[u8]) -> Option<&'static (&'static str, Tok<'static>)> {
        KEYWORDS
            .iter()
            .filter(|(k, _)| s.starts_with(k.as_bytes()))
            .max_by_key(|(k, _)| k.len())
    }

    #[test]
    fn keyword_lookup_agrees_with_trying_every_keyword() {
        let mut inputs: Vec<Vec<u8>> = Vec::new();
        for (k, _) in KEYWORDS {
            let k = k.as_bytes();
            inputs.push(k.to_vec());
            inputs.push([k, b"x"].concat());
            inputs.push([k, b"[0]"].concat());
            inputs.push([k, b" :"].concat());
            inputs.push(k[..k.len() - 1].to_vec());
        }
        inputs.extend([b"".to_vec(), b"zzz".to_vec(), b"random[".to_vec()]);
        for s in &inputs {
            let fast = longest_keyword(s).map(|e| (e.0, &e.1));
            let slow = brute_force(s).map(|e| (e.0, &e.1));
            assert_eq!(fast, slow, "{:?}", String::from_utf8_lossy(s));
        }
    }
}
