//! Syntax tree of a level description. Every node keeps its byte span.
//!
//! The grammar reads a file as a flat list of statements; which statement
//! may follow which (the level header, map parts, rooms, corridors) is
//! checked when the statements are grouped into levels (see
//! [`super::lower`]), so that a misplaced statement gets its own message
//! and the file is still read to its end.

use dgn_common::source::{Span, Spanned};

/// A string literal's bytes (without quotes, borrowed from the source);
/// the span includes the quotes.
pub type Str<'src> = Spanned<&'src [u8]>;
/// An integer literal.
pub type Int = Spanned<i32>;
/// A value word (`lit`, `north`, ...) with the number the C lexer gives it.
pub type Word = Spanned<i32>;
/// A value that may be written `random`: `None` stands for `random`.
pub type OrRandom<T> = Spanned<Option<T>>;

/// A position: `(x, y)`, `place[n]` or `random`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Coord {
    /// `(x, y)`
    At(Int, Int),
    /// `place[n]`
    Place(Int),
    /// SLASH'EM's `place[i][j]`: entry j of place list i.
    PlaceIn(Int, Int),
    /// SLASH'EM's `region[n]`: a random spot of random region n.
    Region(Int),
    /// `random`
    Random,
}

/// A spanned [`Coord`].
pub type Coordinate = Spanned<Coord>;

/// `(x1, y1, x2, y2)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// Left column.
    pub x1: Int,
    /// Top row.
    pub y1: Int,
    /// Right column.
    pub x2: Int,
    /// Bottom row.
    pub y2: Int,
    /// From `(` to `)`.
    pub span: Span,
}

/// An area for a level region: relative to the map, or `levregion(...)`
/// in level coordinates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevRegion {
    /// True for `levregion(...)`.
    pub in_level: bool,
    /// The four numbers.
    pub region: Region,
}

/// A monster or object class: a character, `random` or a register.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Class {
    /// `'x'`
    Char(u8),
    /// `random`
    Random,
    /// `monster[n]` or `object[n]`.
    Register(Int),
}

/// An alignment: a word, `align[n]` or `random`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Align {
    /// `noalign`, `law`, `neutral`, `chaos`, `coaligned`, `noncoaligned`.
    Word(i32),
    /// `align[n]`
    Register(Int),
    /// `random`
    Random,
}

/// An optional detail after a monster's position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MonInfo<'src> {
    /// A name for the monster.
    Name(Str<'src>),
    /// `peaceful` (1) or `hostile` (0).
    Attitude(i32),
    /// `asleep` (1) or `awake` (0).
    Alertness(i32),
    /// An alignment.
    Align(Align),
    /// `m_feature`/`m_monster`/`m_object` and what it looks like.
    Appearance(i32, Str<'src>),
}

/// Where an object goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ObjWhere {
    /// On the floor.
    At(Coordinate),
    /// `contained`: inside the preceding container.
    Contained(Span),
}

/// The optional tail of an object statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObjInfos<'src> {
    /// The curse state (`blessed` 1, `uncursed` 2, `cursed` 3), when given.
    pub curse: Option<OrRandom<i32>>,
    /// A monster name (for corpses, statues, figurines...).
    pub monster: Option<Str<'src>>,
    /// The enchantment.
    pub spe: OrRandom<i32>,
    /// A name; `none` is kept as `None` inside.
    pub name: Option<Spanned<Option<&'src [u8]>>>,
    /// The whole tail.
    pub span: Span,
}

/// The position of a room in the 5×5 grid, or random.
pub type RoomPos = OrRandom<(Int, Int)>;

/// A corridor end: `(room, wall, door)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CorrSpec {
    /// Room number.
    pub room: Int,
    /// Wall direction.
    pub wall: Word,
    /// Door position, or random.
    pub door: OrRandom<i32>,
    /// From `(` to `)`.
    pub span: Span,
}

/// A statement with the span of its keyword and of the whole statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stmt<'src> {
    /// What the statement says.
    pub kind: StmtKind<'src>,
    /// The leading keyword.
    pub keyword: Span,
    /// The whole statement.
    pub span: Span,
}

/// The statements of the level language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StmtKind<'src> {
    /// `MAZE: "name", filling`: filling is a map character or random.
    Maze {
        /// Level name.
        name: Str<'src>,
        /// Fill character.
        filling: OrRandom<u8>,
    },
    /// `LEVEL: "name"`
    Level {
        /// Level name.
        name: Str<'src>,
    },
    /// `FLAGS: flag, ...`
    Flags(Vec<Word>),
    /// `INIT_MAP: fg, bg, smoothed, joined, lit, walled`
    InitMap {
        /// Foreground map character.
        fg: Spanned<u8>,
        /// Background map character.
        bg: Spanned<u8>,
        /// Smoothing.
        smoothed: Word,
        /// Joining.
        joined: Word,
        /// Lighting (random is -1).
        lit: OrRandom<i32>,
        /// Walling (random is -1).
        walled: OrRandom<i32>,
    },
    /// `MESSAGE: "text"`
    Message(Str<'src>),
    /// `GEOMETRY: h, v` followed by a `MAP` block.
    Geometry {
        /// Horizontal placement.
        halign: Word,
        /// Vertical placement.
        valign: Word,
        /// The map block's index in the lexer's map list.
        map: Spanned<usize>,
    },
    /// `NOMAP`
    Nomap,
    /// `RANDOM_OBJECTS: 'c', ...`
    RandomObjects(Vec<Spanned<u8>>),
    /// `RANDOM_MONSTERS: 'c', ...`
    RandomMonsters(Vec<Spanned<u8>>),
    /// `RANDOM_PLACES: (x, y), ...`
    RandomPlaces(Vec<Spanned<(Int, Int)>>),
    /// SLASH'EM's `RANDOM_PLACES[n]: place, ...` (and a `RANDOM_PLACES:`
    /// list with `none` in it): place list `n` (`None`: list 0, written
    /// without the index); a place `none` is `None`.
    PlaceList {
        /// The list's number, when given.
        index: Option<Int>,
        /// The places.
        places: Vec<Spanned<Option<(Int, Int)>>>,
    },
    /// SLASH'EM's `RANDOM_REGION[n]: lev_region, lev_region`.
    RandomRegion {
        /// The region's number.
        index: Int,
        /// Where.
        area: Box<LevRegion>,
        /// Where not.
        exclude: Box<LevRegion>,
    },
    /// SLASH'EM's `OBJFLAGS: flag, ...`: flags of the last object.
    ObjFlags(Vec<Spanned<i32>>),
    /// `ROOM: type, light, pos, align, size [, filled]`
    Room {
        /// Room type name.
        rtype: OrRandom<&'src [u8]>,
        /// Lighting.
        light: OrRandom<i32>,
        /// Grid position (1..5).
        pos: RoomPos,
        /// Alignment in the grid cell.
        align: OrRandom<(Word, Word)>,
        /// Size.
        size: OrRandom<(Int, Int)>,
        /// `true`/`false` filling.
        filled: Option<Word>,
    },
    /// `SUBROOM: type, light, pos, size, "parent" [, filled]`
    Subroom {
        /// Room type name.
        rtype: OrRandom<&'src [u8]>,
        /// Lighting.
        light: OrRandom<i32>,
        /// Position inside the parent.
        pos: RoomPos,
        /// Size.
        size: OrRandom<(Int, Int)>,
        /// Parent room name.
        parent: Str<'src>,
        /// `true`/`false` filling.
        filled: Option<Word>,
    },
    /// `NAME: "name"` (rooms)
    Name(Str<'src>),
    /// `CHANCE: n` (rooms)
    Chance(Int),
    /// `DOOR: secret, state, wall, pos` (rooms)
    RoomDoor {
        /// `true`/`false`.
        secret: OrRandom<i32>,
        /// Door state mask.
        state: OrRandom<i32>,
        /// Wall.
        wall: OrRandom<i32>,
        /// Position on the wall.
        pos: OrRandom<i32>,
        /// dNetHack's trailing `, n` door texts (the last one counts).
        texts: Vec<Int>,
        /// SLASH'EM's trailing `, "artifact"` door keys (the last one
        /// counts).
        keys: Vec<Str<'src>>,
    },
    /// `DOOR: state, coordinate` (maps)
    MapDoor {
        /// Door state mask.
        state: OrRandom<i32>,
        /// Where.
        coord: Coordinate,
        /// dNetHack's trailing `, n` door texts (the last one counts).
        texts: Vec<Int>,
        /// SLASH'EM's trailing `, "artifact"` door keys (the last one
        /// counts).
        keys: Vec<Str<'src>>,
    },
    /// `CORRIDOR: spec, spec` or `CORRIDOR: spec, n`
    Corridor {
        /// Start.
        src: CorrSpec,
        /// End, or `Err(n)` for the integer form.
        dest: Result<CorrSpec, Int>,
    },
    /// `RANDOM_CORRIDORS`
    RandomCorridors,
    /// `MONSTER [n%]: class, name, coordinate [, info]...`
    Monster {
        /// Percent chance.
        chance: Option<Int>,
        /// Class.
        class: Spanned<Class>,
        /// Name, or random.
        name: OrRandom<&'src [u8]>,
        /// Where.
        coord: Coordinate,
        /// notdNetHack's `[ skipcheck ]` / `[ noskipcheck ]` after it.
        sanity: Option<Spanned<i32>>,
        /// Optional details.
        infos: Vec<Spanned<MonInfo<'src>>>,
    },
    /// `OBJECT [n%]: ...` or `CONTAINER [n%]: ...`
    Object {
        /// True for `CONTAINER`.
        container: bool,
        /// Percent chance.
        chance: Option<Int>,
        /// Class.
        class: Spanned<Class>,
        /// Name, or random.
        name: OrRandom<&'src [u8]>,
        /// Where.
        place: ObjWhere,
        /// notdNetHack's `[ skipcheck ]` / `[ noskipcheck ]` after it.
        sanity: Option<Spanned<i32>>,
        /// Optional tail.
        infos: Option<Box<ObjInfos<'src>>>,
    },
    /// `TRAP [n%]: kind, coordinate`
    Trap {
        /// Percent chance.
        chance: Option<Int>,
        /// Trap name, or random.
        kind: OrRandom<&'src [u8]>,
        /// Where.
        coord: Coordinate,
    },
    /// `DRAWBRIDGE: coordinate, dir, state`
    Drawbridge {
        /// Where.
        coord: Coordinate,
        /// Direction word.
        dir: Word,
        /// Door state.
        state: OrRandom<i32>,
    },
    /// `MAZEWALK: coordinate, dir`
    Mazewalk {
        /// Where.
        coord: Coordinate,
        /// Direction word.
        dir: Word,
    },
    /// `WALLIFY`
    Wallify,
    /// `LADDER: coordinate, up|down`
    Ladder {
        /// Where.
        coord: Coordinate,
        /// 1 for up.
        up: Word,
    },
    /// `STAIR: coordinate, up|down`
    Stair {
        /// Where.
        coord: Coordinate,
        /// 1 for up.
        up: Word,
    },
    /// `STAIR: region, region, up|down`
    StairRegion {
        /// Where the stair may go.
        area: Box<LevRegion>,
        /// Where it may not.
        exclude: Box<LevRegion>,
        /// 1 for up.
        up: Word,
    },
    /// `PORTAL: region, region, "level"`
    Portal {
        /// Where the portal may go.
        area: Box<LevRegion>,
        /// Where it may not.
        exclude: Box<LevRegion>,
        /// Destination level.
        dest: Str<'src>,
    },
    /// `TELEPORT_REGION: region, region [, up|down]`
    Teleport {
        /// Where arrivals land.
        area: Box<LevRegion>,
        /// Where they may not.
        exclude: Box<LevRegion>,
        /// Direction restriction.
        dir: Option<Word>,
    },
    /// `BRANCH: region, region`
    Branch {
        /// Where the branch stair goes.
        area: Box<LevRegion>,
        /// Where it may not.
        exclude: Box<LevRegion>,
    },
    /// `FOUNTAIN: coordinate`
    Fountain(Coordinate),
    /// notdNetHack's `FORGE: coordinate`
    Forge(Coordinate),
    /// `SINK: coordinate`
    Sink(Coordinate),
    /// `POOL: coordinate`
    Pool(Coordinate),
    /// `NON_DIGGABLE: region`
    NonDiggable(Region),
    /// `NON_PASSWALL: region`
    NonPasswall(Region),
    /// `REGION: region, light, type [, filling [, irregular]]`
    Region {
        /// The area.
        region: Region,
        /// Lighting.
        light: OrRandom<i32>,
        /// Room type name.
        rtype: OrRandom<&'src [u8]>,
        /// `filled`/`unfilled`.
        filling: Option<Word>,
        /// The irregular flag.
        irregular: Option<Word>,
    },
    /// `ALTAR: coordinate, align, type`
    Altar {
        /// Where.
        coord: Coordinate,
        /// Alignment.
        align: Spanned<Align>,
        /// `sanctum`/`shrine`/`altar`.
        kind: OrRandom<i32>,
        /// notdNetHack's trailing god name.
        god: Option<Str<'src>>,
    },
    /// `GOLD: amount, coordinate`
    Gold {
        /// Amount.
        amount: OrRandom<i32>,
        /// Where.
        coord: Coordinate,
    },
    /// `ENGRAVING: coordinate, type, "text"`
    Engraving {
        /// Where.
        coord: Coordinate,
        /// notdNetHack's `[ skipcheck ]` / `[ noskipcheck ]` after it.
        sanity: Option<Spanned<i32>>,
        /// Engraving type.
        kind: OrRandom<i32>,
        /// Text.
        text: Str<'src>,
    },
    /// A statement that failed to parse (already reported).
    Error,
}

impl StmtKind<'_> {
    /// The keyword that starts the statement, for messages.
    pub fn keyword(&self) -> &'static str {
        match self {
            StmtKind::Maze { .. } => "MAZE",
            StmtKind::Level { .. } => "LEVEL",
            StmtKind::Flags(_) => "FLAGS",
            StmtKind::InitMap { .. } => "INIT_MAP",
            StmtKind::Message(_) => "MESSAGE",
            StmtKind::Geometry { .. } => "GEOMETRY",
            StmtKind::Nomap => "NOMAP",
            StmtKind::RandomObjects(_) => "RANDOM_OBJECTS",
            StmtKind::RandomMonsters(_) => "RANDOM_MONSTERS",
            StmtKind::RandomPlaces(_) | StmtKind::PlaceList { .. } => "RANDOM_PLACES",
            StmtKind::RandomRegion { .. } => "RANDOM_REGION",
            StmtKind::ObjFlags(_) => "OBJFLAGS",
            StmtKind::Room { .. } => "ROOM",
            StmtKind::Subroom { .. } => "SUBROOM",
            StmtKind::Name(_) => "NAME",
            StmtKind::Chance(_) => "CHANCE",
            StmtKind::RoomDoor { .. } | StmtKind::MapDoor { .. } => "DOOR",
            StmtKind::Corridor { .. } => "CORRIDOR",
            StmtKind::RandomCorridors => "RANDOM_CORRIDORS",
            StmtKind::Monster { .. } => "MONSTER",
            StmtKind::Object {
                container: false, ..
            } => "OBJECT",
            StmtKind::Object { .. } => "CONTAINER",
            StmtKind::Trap { .. } => "TRAP",
            StmtKind::Drawbridge { .. } => "DRAWBRIDGE",
            StmtKind::Mazewalk { .. } => "MAZEWALK",
            StmtKind::Wallify => "WALLIFY",
            StmtKind::Ladder { .. } => "LADDER",
            StmtKind::Stair { .. } | StmtKind::StairRegion { .. } => "STAIR",
            StmtKind::Portal { .. } => "PORTAL",
            StmtKind::Teleport { .. } => "TELEPORT_REGION",
            StmtKind::Branch { .. } => "BRANCH",
            StmtKind::Fountain(_) => "FOUNTAIN",
            StmtKind::Forge(_) => "FORGE",
            StmtKind::Sink(_) => "SINK",
            StmtKind::Pool(_) => "POOL",
            StmtKind::NonDiggable(_) => "NON_DIGGABLE",
            StmtKind::NonPasswall(_) => "NON_PASSWALL",
            StmtKind::Region { .. } => "REGION",
            StmtKind::Altar { .. } => "ALTAR",
            StmtKind::Gold { .. } => "GOLD",
            StmtKind::Engraving { .. } => "ENGRAVING",
            StmtKind::Error => "?",
        }
    }
}

/// A door's trailing value: dNetHack's text number or SLASH'EM's key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DoorInfo<'src> {
    /// `, n`
    Text(Int),
    /// `, "artifact name"`
    Key(Str<'src>),
}

/// Splits a door's trailing values into texts and keys.
pub fn door_infos<'src>(infos: Vec<DoorInfo<'src>>) -> (Vec<Int>, Vec<Str<'src>>) {
    let mut texts = Vec::new();
    let mut keys = Vec::new();
    for i in infos {
        match i {
            DoorInfo::Text(t) => texts.push(t),
            DoorInfo::Key(k) => keys.push(k),
        }
    }
    (texts, keys)
}

/// A `RANDOM_PLACES` statement: the vanilla form when it has no index and
/// no `none`, else SLASH'EM's place list.
pub fn place_list<'src>(
    index: Option<Int>,
    places: Vec<Spanned<Option<(Int, Int)>>>,
) -> StmtKind<'src> {
    if index.is_none() && places.iter().all(|p| p.node.is_some()) {
        StmtKind::RandomPlaces(
            places
                .into_iter()
                .filter_map(|p| p.node.map(|v| Spanned::new(v, p.span)))
                .collect(),
        )
    } else {
        StmtKind::PlaceList { index, places }
    }
}
