//! The syntax tree the grammar builds: each statement with its values as
//! written (keyword values already numbers) and the spans its checks point
//! at. [`crate::lower`] turns it into opcode records.

use dgn_common::source::{Span, Spanned};

/// A value with its span.
pub type Sp<T> = Spanned<T>;

/// A file: its levels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct File {
    /// The levels, in order.
    pub levels: Vec<Level>,
}

/// One level: `LEVEL: "name"`, optional `FLAGS`, optional `INIT_MAP`, its
/// statements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Level {
    /// The `LEVEL` keyword.
    pub keyword: Span,
    /// The name (`None` after a syntax error in the header).
    pub name: Option<Sp<Vec<u8>>>,
    /// The flags of `FLAGS:` (bits).
    pub flags: Vec<i64>,
    /// `INIT_MAP`.
    pub init: Option<InitMap>,
    /// The statements.
    pub body: Vec<Stmt>,
}

/// `INIT_MAP`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InitMap {
    /// `solidfill` (1) or `mazegrid` (2) with its fill character.
    Fill(u8, Sp<u8>),
    /// `mines, fg, bg, smoothed, joined, lit, walled [, fill]`.
    Mines {
        /// Foreground.
        fg: Sp<u8>,
        /// Background.
        bg: Sp<u8>,
        /// Smoothed.
        smoothed: i32,
        /// Joined.
        joined: i32,
        /// Lit (-1 random).
        lit: i32,
        /// Walled (-1 random).
        walled: i32,
        /// Fill character.
        fill: Option<Sp<u8>>,
    },
}

/// A coordinate: `(x,y)`, `place[i]` or `random`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Coord {
    /// `random`.
    Random,
    /// `place[i]`.
    Place(Sp<i32>),
    /// `(x,y)`.
    At(i32, i32, Span),
}

/// `(x1,y1,x2,y2)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region(pub [i32; 4], pub Span);

/// A region of the map or of the whole level (`levregion(...)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevRegion {
    /// A region of the last map.
    Map(Region),
    /// `levregion(x1,y1,x2,y2)`.
    Level(Region),
}

/// A monster or object class: a character, `random`, or a register.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Class {
    /// `random`.
    Random,
    /// `'c'`.
    Char(Sp<u8>),
    /// `monster[i]` or `object[i]`.
    Register(Sp<i32>),
}

/// An alignment: a keyword value, `align[i]` or `random`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Align {
    /// `random`.
    Random,
    /// A keyword.
    Value(i32),
    /// `align[i]`.
    Register(Sp<i32>),
}

/// A room type: a name or `random`.
pub type RoomType = Option<Sp<Vec<u8>>>;

/// One of a monster's optional details.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MonInfo {
    /// Its name.
    Name(Vec<u8>),
    /// `peaceful`/`hostile`.
    Attitude(i32),
    /// `asleep`/`awake`.
    Alertness(i32),
    /// An alignment.
    Align(Align),
    /// `m_feature "..."` and the like.
    Appear(i32, Vec<u8>),
}

/// An object's optional details.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObjInfos {
    /// Curse state (-1 random), when given.
    pub curse: Option<i32>,
    /// Monster name (corpses, statues), when given.
    pub monster: Option<Vec<u8>>,
    /// Enchantment (`None` for `random`).
    pub spe: Option<i32>,
    /// Its name (`None` also for `none`).
    pub name: Option<Vec<u8>>,
}

/// Where a map goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MapPlace {
    /// `GEOMETRY: h, v`.
    Aligned(i32, i32),
    /// `GEOMETRY: coordinate`.
    At(Coord),
}

/// The area of a `TERRAIN`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TerrainArea {
    /// A square.
    Point(Coord),
    /// A line from a square: `horizontal` 1 or `vertical` 2, its length.
    Line(Coord, i32, i32),
    /// A region, `filled` 0 or `unfilled` 1.
    Region(Region, i32),
}

/// A corridor end: room, wall, door (-1 random).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CorrSpec(pub i32, pub i32, pub i32);

/// A statement with its span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stmt {
    /// What it is.
    pub kind: StmtKind,
    /// From its keyword to its last token.
    pub span: Span,
}

/// The statements.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum StmtKind {
    /// A statement that did not parse.
    Error,
    Message(Sp<Vec<u8>>),
    Exit,
    Wallify,
    RandomCorridors,
    NoMap,
    If {
        chance: Option<Sp<i32>>,
        then: Vec<Stmt>,
        els: Option<Vec<Stmt>>,
    },
    Corridor(CorrSpec, Result<CorrSpec, i32>),
    Room {
        sub: bool,
        rtype: RoomType,
        lit: i32,
        pos: Option<Sp<(i32, i32)>>,
        align: Option<(i32, i32)>,
        size: Option<(i32, i32)>,
        parent: Option<Sp<Vec<u8>>>,
        filled: Option<i32>,
        body: Vec<Stmt>,
    },
    Name(Sp<Vec<u8>>),
    Chance(Sp<i32>),
    RoomDoor {
        secret: i32,
        state: i32,
        wall: i32,
        pos: i32,
    },
    Door(i32, Coord),
    Geometry {
        place: MapPlace,
        keep: Option<i32>,
        map: Sp<Vec<u8>>,
    },
    RandomObjects(Vec<Sp<u8>>),
    RandomMonsters(Vec<Sp<u8>>),
    RandomPlaces(Vec<(i32, i32, Span)>),
    Monster {
        chance: Option<Sp<i32>>,
        class: Class,
        name: Option<Sp<Vec<u8>>>,
        at: Coord,
        infos: Vec<MonInfo>,
    },
    Object {
        chance: Option<Sp<i32>>,
        class: Class,
        name: Option<Sp<Vec<u8>>>,
        /// `None` inside a container.
        at: Option<Coord>,
        infos: Option<ObjInfos>,
        /// `Some` for a `CONTAINER`.
        contents: Option<Vec<Stmt>>,
    },
    Trap {
        chance: Option<Sp<i32>>,
        name: Option<Sp<Vec<u8>>>,
        at: Coord,
    },
    Drawbridge {
        at: Coord,
        dir: Sp<i32>,
        state: Sp<i32>,
    },
    Mazewalk {
        at: Coord,
        dir: i32,
        rest: Option<(i32, Option<u8>)>,
    },
    Stair(Coord, i32),
    StairRegion(LevRegion, LevRegion, i32),
    Ladder(Coord, i32),
    Portal(LevRegion, LevRegion, Vec<u8>),
    Teleport(LevRegion, LevRegion, Option<i32>),
    Branch(LevRegion, LevRegion),
    Fountain(Coord),
    Sink(Coord),
    Pool(Coord),
    ReplaceTerrain {
        region: Region,
        from: Sp<u8>,
        to: Sp<u8>,
        lit: i32,
        chance: i32,
    },
    Terrain {
        chance: Option<Sp<i32>>,
        area: TerrainArea,
        ter: Sp<u8>,
        lit: i32,
    },
    Randline {
        from: Coord,
        to: Coord,
        fg: Sp<u8>,
        lit: i32,
        roughness: i32,
        thick: Option<i32>,
    },
    Spill {
        at: Coord,
        typ: Sp<u8>,
        dir: i32,
        count: Sp<i32>,
        lit: i32,
    },
    NonDiggable(Region),
    NonPasswall(Region),
    Region {
        region: Region,
        lit: i32,
        rtype: RoomType,
        filling: Option<i32>,
        irregular: Option<i32>,
    },
    Altar {
        at: Coord,
        align: Align,
        kind: i32,
    },
    Gold(i32, Coord),
    Engraving {
        at: Coord,
        kind: i32,
        text: Vec<u8>,
    },
}
