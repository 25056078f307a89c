//! The syntax tree of a 3.6 level file. Values that the C scanner gives as
//! numbers (door states, directions, ...) are kept as those numbers.

use dgn_common::source::{Span, Spanned};

/// A number with its span.
pub type Num = Spanned<i64>;
/// Four numbers: x1, y1, x2, y2.
pub type Quad = [Num; 4];
/// A byte string with its span.
pub type Bytes = Spanned<Vec<u8>>;

/// One level of a file.
#[derive(Clone, Debug)]
pub struct Level {
    /// `LEVEL:` or `MAZE:` header.
    pub def: LevelDef,
    /// `FLAGS:` values, when given.
    pub flags: Option<Vec<Num>>,
    /// The statements.
    pub stmts: Vec<Stmt>,
    /// Statements before the file's first `LEVEL` (UnNetHack's function
    /// definitions and `INCLUDE`s), held by the first level.
    pub header: Vec<Stmt>,
}

/// A level header.
#[derive(Clone, Debug)]
pub struct LevelDef {
    /// The level name.
    pub name: Bytes,
    /// For `MAZE:`: the filler, `None` for `random`, else the map character.
    pub maze: Option<Spanned<Option<i64>>>,
    /// GnollHack's light state after a `MAZE` filler.
    pub maze_lit: Option<i64>,
    /// The whole header.
    pub span: Span,
}

/// A statement.
#[derive(Clone, Debug)]
pub struct Stmt {
    /// What it is.
    pub kind: StmtKind,
    /// Where.
    pub span: Span,
}

/// A `{ ... }` block.
#[derive(Clone, Debug)]
pub struct Block {
    /// The statements.
    pub stmts: Vec<Stmt>,
    /// The braces and all between.
    pub span: Span,
}

/// An expression: integer arithmetic, strings and their concatenation, and
/// variables (whose types are checked when lowering).
#[derive(Clone, Debug)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// Where.
    pub span: Span,
}

/// Expression forms.
#[derive(Clone, Debug)]
pub enum ExprKind {
    /// An integer (any of the integer tokens).
    Int(i64),
    /// `NdM`
    Dice(i64, i64),
    /// A string.
    Str(Vec<u8>),
    /// A variable, possibly indexed.
    Var(VarRef),
    /// `a op b` with the opcode of `op`.
    Bin(BinOp, Box<Expr>, Box<Expr>),
    /// `a . b`
    Concat(Box<Expr>, Box<Expr>),
    /// `( e )`
    Paren(Box<Expr>),
    /// A call of one of UnNetHack's core functions: `name` (`None`) or
    /// `name(args)`.
    CoreFunc(Bytes, Option<Vec<CoreArg>>),
}

/// An argument of one of UnNetHack's core functions.
#[derive(Clone, Debug)]
pub enum CoreArg {
    /// An integer or a string, or a variable of any type.
    Expr(Expr),
    /// A coordinate that is no variable.
    Coord(Coord),
    /// A region that is no variable.
    Region(Quad, Span),
    /// An object: `('c', "name")` or `object: "name"`.
    Object(Thing),
    /// A monster: `monster: ...`.
    Monster(Thing),
}

/// Arithmetic operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum BinOp {
    Add,
    /// `-`, which only UnNetHack's scanner makes.
    Sub,
    Mul,
    Div,
    Mod,
}

/// A variable use: `$name` or `$name[index]`.
#[derive(Clone, Debug)]
pub struct VarRef {
    /// The name, with `$`.
    pub name: Bytes,
    /// The index, for an array element.
    pub index: Option<Box<Expr>>,
    /// The whole reference.
    pub span: Span,
}

/// A coordinate.
#[derive(Clone, Debug)]
pub enum Coord {
    /// One of UnNetHack's core functions that gives a coordinate
    /// (`coord(x, y)`): an [`ExprKind::CoreFunc`].
    Core(Box<Expr>),
    /// `(x, y)`
    Lit(Num, Num, Span),
    /// `random` or `random[flags]`: the packed random flags.
    Random(Vec<Num>, Span),
    /// `rndcoord(sel)`
    RndCoord(Box<Sel>, Span),
    /// A coordinate variable.
    Var(VarRef),
}

impl Coord {
    /// Where the coordinate is written.
    pub fn span_of(&self) -> Span {
        match self {
            Coord::Core(e) => e.span,
            Coord::Lit(_, _, s) | Coord::Random(_, s) | Coord::RndCoord(_, s) => *s,
            Coord::Var(v) => v.span,
        }
    }
}

/// A region: `(x1,y1,x2,y2)` or a region variable.
#[derive(Clone, Debug)]
pub enum RegionV {
    /// Literal.
    Lit([Num; 4], Span),
    /// Variable.
    Var(VarRef),
    /// UnNetHack's `region(x1, y1, x2, y2)`: an [`ExprKind::CoreFunc`].
    Core(Box<Expr>),
}

/// A map character: `'c'`, `('c', lit)` or a variable.
#[derive(Clone, Debug)]
pub enum MapCharV {
    /// Literal character and light state (`None`: not given).
    Lit(Num, Option<Num>, Span),
    /// Variable.
    Var(VarRef),
}

/// A monster or object: by name, class, both, `random`, or a variable.
#[derive(Clone, Debug)]
pub enum Thing {
    /// `"name"`
    Name(Bytes),
    /// `'c'`
    Class(Num),
    /// `('c', "name")`
    ClassName(Num, Bytes, Span),
    /// `random`
    Random(Span),
    /// GnollHack's special object kinds (`artifact`, `random_contents`
    /// ...), with the negative number pushed for them.
    Special(i64, Span),
    /// Variable.
    Var(VarRef),
}

/// A selection expression (`ter_selection`).
#[derive(Clone, Debug)]
pub struct Sel {
    /// What it is.
    pub kind: SelKind,
    /// Where.
    pub span: Span,
}

/// Selection forms.
#[derive(Clone, Debug)]
pub enum SelKind {
    /// `a & b`
    And(Box<Sel>, Box<Sel>),
    /// A coordinate (not a variable).
    Point(Coord),
    /// A variable: a selection, or a coordinate (a point).
    Var(VarRef),
    /// `rect region`
    Rect(RegionV),
    /// `fillrect region`
    FillRect(RegionV),
    /// `line a, b`
    Line(Coord, Coord),
    /// `gradient(type, (from - to [, limited]), a [, b])` (UnNetHack).
    Gradient {
        /// `radial` (0) or `square` (1).
        kind: Num,
        /// The distance every point within is taken.
        from: Expr,
        /// The distance no point beyond is taken.
        to: Expr,
        /// `limited`, when given.
        limited: Option<Num>,
        /// The center, or one end of the center line.
        a: Coord,
        /// The other end of the center line.
        b: Option<Box<Coord>>,
    },
    /// `randline a, b, roughness`
    RandLine(Coord, Coord, Expr),
    /// `grow(sel)` / `grow(dirs, sel)`
    Grow(Option<Num>, Box<Sel>),
    /// `filter(arg, sel)`
    Filter(FilterArg, Box<Sel>),
    /// `floodfill coord`
    Flood(Coord),
    /// `circle(c, r)` / `circle(c, r, filling)`
    Circle(Coord, Expr, Option<Num>),
    /// `ellipse(c, a, b)` / with filling
    Ellipse(Coord, Expr, Expr, Option<Num>),
    /// `complement sel`
    Complement(Box<Sel>),
    /// `( sel )`
    Paren(Box<Sel>),
}

/// The first argument of `filter`.
#[derive(Clone, Debug)]
pub enum FilterArg {
    /// `N%`
    Percent(Num),
    /// A selection (or a variable of selection, coordinate or map-character type).
    Sel(Box<Sel>),
    /// A map character literal.
    MapChar(MapCharV),
}

/// A level region for `TELEPORT_REGION` and friends.
#[derive(Clone, Debug)]
pub struct LevRegion {
    /// x1, y1, x2, y2.
    pub coords: [Num; 4],
    /// True for `levregion(...)`.
    pub whole_level: bool,
    /// Where.
    pub span: Span,
}

/// A comparison of `IF` or a chance statement.
#[derive(Clone, Debug)]
pub enum Cond {
    /// `[N%]`
    Percent(Num),
    /// `[a op b]` with the jump opcode number of `op`.
    Compare(Expr, Num, Expr),
    /// `[a]`
    Truth(Expr),
}

/// One `CASE` or `DEFAULT` of a switch.
#[derive(Clone, Debug)]
pub struct Case {
    /// `Some(value)` for `CASE value:`, `None` for `DEFAULT:`.
    pub value: Option<Num>,
    /// The statements up to the next case.
    pub stmts: Vec<Stmt>,
    /// The label.
    pub span: Span,
}

/// Right-hand sides of a variable definition.
#[derive(Clone, Debug)]
pub enum VarValue {
    /// An expression (integer, string, or a variable of those, coordinate or region type).
    Expr(Expr),
    /// A coordinate (not a variable).
    Coord(Coord),
    /// `(x1,y1,x2,y2)`
    Region([Num; 4], Span),
    /// `{ a, b, ... }` of integers, strings, coordinates or regions.
    List(Vec<ListItem>, Span),
    /// `selection: sel`
    Selection(Sel),
    /// `terrain: m`
    MapChar(MapCharV),
    /// `terrain: { ... }`
    MapChars(Vec<MapCharV>, Span),
    /// `monster: m`
    Monster(Thing),
    /// `monster: { ... }`
    Monsters(Vec<Thing>, Span),
    /// `object: o`
    Object(Thing),
    /// `object: { ... }`
    Objects(Vec<Thing>, Span),
}

/// An element of a `{ ... }` list.
#[derive(Clone, Debug)]
pub enum ListItem {
    /// Integer or string expression.
    Expr(Expr),
    /// Coordinate literal or random coordinate.
    Coord(Coord),
    /// Region literal.
    Region([Num; 4], Span),
}

/// One piece of monster information after the position.
#[derive(Clone, Debug)]
pub struct MonInfo {
    /// What it is.
    pub kind: MonInfoKind,
    /// Where.
    pub span: Span,
}

/// Monster information forms.
#[derive(Clone, Debug)]
pub enum MonInfoKind {
    /// A name.
    Name(Expr),
    /// `peaceful` / `hostile`
    Attitude(i64),
    /// `asleep` / `awake`
    Alertness(i64),
    /// An alignment value.
    Align(Num),
    /// `m_feature "..."` and friends.
    Appear(i64, Expr),
    /// A flag without value, with its `SP_M_V_*` number and mask bit.
    Flag(i64, i64),
    /// `fleeing: n` and friends, with its `SP_M_V_*` number and mask bit.
    Valued(i64, i64, Expr),
    /// `seen_traps: ...`: the trap names, and whether the list ends in `all`.
    SeenTraps(Vec<Bytes>, bool),
    /// A variant's detail with a constant value: the value, its `SP_M_V_`
    /// number and its mask bit (GnollHack's `male`, `waitforu` ...).
    Const(i64, i64, i64),
}

/// One piece of object information.
#[derive(Clone, Debug)]
pub struct ObjInfo {
    /// What it is.
    pub kind: ObjInfoKind,
    /// Where.
    pub span: Span,
}

/// Object information forms.
#[derive(Clone, Debug)]
pub enum ObjInfoKind {
    /// `blessed` / `uncursed` / `cursed`
    Curse(i64),
    /// `montype: m`
    Montype(Thing),
    /// An integer or dice: the enchantment.
    Spe(Expr),
    /// `name: "..."`
    Name(Expr),
    /// `quantity: n`
    Quantity(Expr),
    /// `buried`
    Buried,
    /// `lit` / `unlit`
    Lit(i64),
    /// `eroded: n`
    Eroded(Expr),
    /// `erodeproof`
    Erodeproof,
    /// A door state (only `locked` and `broken` are valid).
    DoorState(i64),
    /// `trapped` / `not_trapped`
    Trapped(i64),
    /// `recharged: n`
    Recharged(Expr),
    /// `invisible`
    Invisible,
    /// `greased`
    Greased,
    /// The position.
    Coord(Coord),
    /// A variant's valued detail: its `SP_O_V_` number, its mask bit and
    /// the value (EvilHack's `affixed_gem`, `forged_qual`).
    Valued(i64, i64, Expr),
    /// A variant's detail with a constant value: the value, its `SP_O_V_`
    /// number and its mask bit (GnollHack's `material: ...`, `open` ...).
    Const(i64, i64, i64),
    /// GnollHack's `keytype: object`.
    KeyType(Thing),
}

/// GnollHack's options of a `ROOM`, `SUBROOM` or `REGION`, written after
/// its flags without commas (`floortype: location_ground tileset: ...`).
#[derive(Clone, Debug, Default)]
pub struct RoomOpts {
    /// `floortype: ...`
    pub floortype: Option<i64>,
    /// `floorsubtype: ...`
    pub floorsubtype: Option<i64>,
    /// `tileset: ...`
    pub tileset: Option<i64>,
    /// `decoration_style: N`
    pub decostyle: Option<i64>,
    /// `montype: ...`
    pub montype: Option<Thing>,
}

impl RoomOpts {
    /// Whether any option is given.
    pub fn any(&self) -> bool {
        self.floortype.is_some()
            || self.floorsubtype.is_some()
            || self.tileset.is_some()
            || self.decostyle.is_some()
            || self.montype.is_some()
    }
}

/// One of GnollHack's door details.
#[derive(Clone, Debug)]
pub struct DoorInfo {
    /// What it is.
    pub kind: DoorInfoKind,
    /// Where.
    pub span: Span,
}

/// GnollHack's door detail forms.
#[derive(Clone, Debug)]
pub enum DoorInfoKind {
    /// A detail with a constant value: its value, `SP_D_V_` number and
    /// mask bit.
    Const(i64, i64, i64),
    /// `keytype: object`
    Key(Thing),
}

/// One of GnollHack's lever details.
#[derive(Clone, Debug)]
pub struct LeverInfo {
    /// What it is.
    pub kind: LeverInfoKind,
    /// Where.
    pub span: Span,
}

/// GnollHack's lever detail forms.
#[derive(Clone, Debug)]
pub enum LeverInfoKind {
    /// A detail with a constant value: its value, `SP_L_V_` number and
    /// mask bit.
    Const(i64, i64, i64),
    /// `montype: m`
    Monster(Thing),
    /// `objtype: o`
    Object(Thing),
    /// `target: coord`
    Target(Coord),
    /// `traptype: "name"` (`None`: `random`)
    Trap(Option<Bytes>),
    /// `tertype: c` or `tertype2: c`: the map character, the `SP_L_V_`
    /// number and the mask bit.
    Terrain(Num, i64, i64),
}

/// GnollHack's own statements, and its longer forms of NetHack's.
#[derive(Clone, Debug)]
pub enum GhStmt {
    /// `MESSAGE: text, type, attr, color, ...`: the seven numbers it
    /// pushes after the text, in push order.
    Message(Expr, Vec<i64>),
    /// `ALTAR: coord, align, type, [subtype,] [montype: m]`.
    Altar {
        /// Where.
        coord: Coord,
        /// Alignment.
        align: Num,
        /// Altar type.
        kind: i64,
        /// `altar_normal` ... (0 when not given).
        subtype: i64,
        /// The monster, when given.
        montype: Option<Thing>,
    },
    /// `FOUNTAIN: sel, type`.
    Fountain(Sel, Num),
    /// `TERRAIN: sel, mapchar, floor subtype`.
    Terrain(Sel, MapCharV, Num),
    /// `TILESET: n`.
    Tileset(Num),
    /// `SPECIAL_TILESET: sel, tileset`.
    SpecialTileset(Sel, Num),
    /// `BOUNDARY_TYPE: floor type`.
    BoundaryType(Num),
    /// `FOREST: type [, initialized]`.
    Forest(Num, Option<Num>),
    /// `MONSTER_GENERATION: chance, monsters`.
    MonsterGeneration(Num, Vec<Thing>),
    /// `SUBTYPE: sel, N` (`None`) or `SUBTYPE: sel, floor type, subtype`.
    Subtype(Sel, Option<Num>, Num),
    /// `CARPET: region, type`.
    Carpet(RegionV, Num),
    /// `CARPET_PIECE: sel, type, a [, b]`.
    CarpetPiece(Sel, Num, Num, Option<Num>),
    /// `FLOOR: sel, floor type, subtype`.
    Floor(Sel, Num, Num),
    /// `DECORATION: coord, ...`: the five numbers it pushes, in push order
    /// (light, item state, direction, subtype, type).
    Decoration(Coord, [i64; 5]),
    /// `ANVIL: coord [, montype: m]`.
    Anvil(Coord, Option<Thing>),
    /// `NPC: type, coord [, montype: m]`.
    Npc(Num, Coord, Option<Thing>),
    /// `BRAZIER: coord [, subtype, light]`.
    Brazier(Coord, Option<(Num, i64)>),
    /// `SIGNPOST: coord [, subtype, text]` (text `None`: `random`).
    Signpost(Coord, Option<(Num, Option<Expr>)>),
    /// `TREE: coord [, tree subtype | forest type]`: forest type, subtype.
    Tree(Coord, Option<Num>, Option<Num>),
    /// `THRONE: sel`.
    Throne(Sel),
    /// `MAGIC_PORTAL: coord, target, seen, active`.
    MagicPortal(Coord, Num, Num, Num),
    /// `MODRON_PORTAL: coord, target: coord, type, active`.
    ModronPortal(Coord, Coord, Num, Num),
    /// `MODRON_PORTAL: coord, level_teleporter, direction, end, type,
    /// active`.
    ModronTeleporter(Coord, Num, Num, Num, Num),
    /// `LEVER: coord, effect, details`.
    Lever(Coord, Num, Vec<LeverInfo>),
    /// `NAMING: "name", type [, montype: m]`.
    Naming(Bytes, Num, Option<Thing>),
    /// `SPECIAL_REGION: region, type`.
    SpecialRegion(RegionV, Num),
    /// `SPECIAL_LEVREGION: levregion, type`.
    SpecialLevRegion(LevRegion, Num),
    /// `WALLIFY: all`.
    WallifyAll,
}

/// A room's type, chance and light.
#[derive(Clone, Debug)]
pub struct RoomBegin {
    /// Room type name, `None` for `random`.
    pub rtype: Option<Bytes>,
    /// `[N%]`
    pub chance: Option<Num>,
    /// Light state.
    pub lit: i64,
    /// Where.
    pub span: Span,
}

/// A pair `(a, b)` of room position, alignment or size, `None` for `random`.
pub type Pair = Option<(Num, Num)>;

/// Where a corridor starts or ends.
#[derive(Clone, Debug)]
pub struct CorrSpec {
    /// Room number.
    pub room: Num,
    /// Wall direction.
    pub wall: i64,
    /// Door position (`-1` random).
    pub door: i64,
}

/// `INIT_MAP` forms.
#[derive(Clone, Debug)]
pub enum InitMap {
    /// `solidfill, terrain`
    SolidFill(MapCharV),
    /// `mazegrid, 'c'`
    MazeGrid(Num),
    /// `rogue`
    Rogue,
    /// UnNetHack's `sheollev`.
    Sheol,
    /// `mines, fg, bg, smoothed, joined, lit, walled [, filling]`
    Mines {
        /// Foreground.
        fg: Num,
        /// Background.
        bg: Num,
        /// Smoothed.
        smoothed: i64,
        /// Joined.
        joined: Num,
        /// Light state.
        lit: i64,
        /// Walled.
        walled: i64,
        /// Filling character.
        filling: Option<Num>,
    },
}

/// Where a `GEOMETRY` map goes.
#[derive(Clone, Debug)]
pub enum Placement {
    /// `halign, valign`
    Justified(i64, i64),
    /// A coordinate.
    At(Coord),
}

/// A function parameter `$name : type`.
#[derive(Clone, Debug)]
pub struct Param {
    /// The name.
    pub name: Bytes,
    /// The type word.
    pub ty: Bytes,
}

/// Statement forms.
#[derive(Clone, Debug)]
#[allow(missing_docs)]
pub enum StmtKind {
    Message(Expr),
    InitMap(InitMap),
    Altar {
        coord: Coord,
        align: Num,
        kind: i64,
    },
    /// `GRAVE`: text `Some(Some(e))`, `Some(None)` for random, `None` absent.
    Grave {
        coord: Coord,
        text: Option<Option<Expr>>,
    },
    Branch(LevRegion, LevRegion),
    Corridor {
        from: CorrSpec,
        to: Result<CorrSpec, i64>,
    },
    /// `RANDOM_CORRIDORS` with its argument value (`None`: bare).
    RandomCorridors(Option<i64>),
    VarDef {
        name: Bytes,
        value: VarValue,
    },
    Shuffle(Bytes),
    NonDiggable(RegionV),
    NonPasswall(RegionV),
    RoomDoor {
        /// EvilHack's door material, when written.
        material: Option<i64>,
        secret: i64,
        state: i64,
        wall: i64,
        pos: Num,
        /// GnollHack's door details.
        infos: Vec<DoorInfo>,
    },
    Door {
        /// EvilHack's door material, when written.
        material: Option<i64>,
        state: i64,
        sel: Sel,
        /// GnollHack's door details.
        infos: Vec<DoorInfo>,
    },
    Drawbridge {
        coord: Coord,
        dir: Num,
        state: Num,
    },
    Engraving {
        coord: Coord,
        kind: i64,
        text: Expr,
    },
    Mineralize(Option<Box<[Expr; 4]>>),
    Fountain(Sel),
    /// A variant's terrain feature over a selection (EvilHack's `FORGE`,
    /// `MAGIC_CHEST`, `PUDDLE`, `SEWAGE`).
    Feature(Feature, Sel),
    /// EvilHack's `VAULTGEN: n`, the random vault's frequency.
    VaultGen(Num),
    /// EvilHack's `MINDEPTH: n`, the random vault's least depth.
    MinDepth(Num),
    Sink(Sel),
    Pool(Sel),
    Gold {
        amount: Expr,
        coord: Coord,
    },
    Switch {
        value: Expr,
        cases: Vec<Case>,
        body_span: Span,
    },
    For {
        var: Bytes,
        from: Expr,
        to: Expr,
        body: Block,
    },
    Loop {
        count: Expr,
        body: Block,
    },
    If {
        cond: Cond,
        then: Block,
        els: Option<Block>,
    },
    Chance {
        cond: Cond,
        stmt: Box<Stmt>,
    },
    Exit,
    Break,
    Function {
        name: Bytes,
        params: Vec<Param>,
        body: Block,
    },
    Call {
        name: Bytes,
        args: Vec<Expr>,
    },
    Ladder {
        coord: Coord,
        up: i64,
    },
    Stair {
        coord: Coord,
        up: i64,
    },
    StairRegion {
        a: LevRegion,
        b: LevRegion,
        up: i64,
    },
    Portal {
        a: LevRegion,
        b: LevRegion,
        name: Bytes,
    },
    Teleport {
        a: LevRegion,
        b: LevRegion,
        dir: Option<i64>,
    },
    NoMap,
    Map {
        at: Placement,
        fill: Option<i64>,
        map: Bytes,
    },
    Mazewalk {
        coord: Coord,
        dir: i64,
        stocked: Option<(i64, Option<Num>)>,
    },
    Monster {
        mon: Thing,
        coord: Coord,
        infos: Vec<MonInfo>,
        inv: Option<Block>,
    },
    Object {
        container: bool,
        obj: Thing,
        infos: Vec<ObjInfo>,
        contents: Option<Block>,
    },
    Region {
        region: RegionV,
        lit: i64,
        rtype: Option<Bytes>,
        flags: Option<Vec<i64>>,
        /// GnollHack's options after the flags.
        opts: RoomOpts,
        body: Option<Block>,
    },
    Room {
        begin: RoomBegin,
        pos: Pair,
        align: Pair,
        size: Pair,
        flags: Option<Vec<i64>>,
        /// GnollHack's options after the flags.
        opts: RoomOpts,
        body: Block,
    },
    Subroom {
        begin: RoomBegin,
        pos: Pair,
        size: Pair,
        flags: Option<Vec<i64>>,
        /// GnollHack's options after the flags.
        opts: RoomOpts,
        body: Block,
    },
    /// A statement of GnollHack's own, or one of its longer forms of
    /// NetHack's.
    Gh(GhStmt),
    Terrain {
        sel: Sel,
        mapchar: MapCharV,
    },
    ReplaceTerrain {
        region: RegionV,
        from: MapCharV,
        to: MapCharV,
        chance: Num,
    },
    Trap {
        name: Option<Bytes>,
        coord: Coord,
    },
    Wallify(Option<Sel>),
    /// UnNetHack's `MON_GENERATION: chance%, (weight, monster), ...`.
    MonGeneration {
        chance: Num,
        parts: Vec<(Expr, MonGen)>,
    },
    /// UnNetHack's `SOUNDS: frequency, (kind, text), ...`.
    Sounds {
        freq: Expr,
        parts: Vec<(Num, Expr)>,
    },
    /// UnNetHack's `SPILL: coord, mapchar, direction, count`.
    Spill {
        coord: Coord,
        mapchar: MapCharV,
        dir: Num,
        count: Expr,
    },
    /// UnNetHack's `WALLWALK: coord, fg [, bg] [, chance%]`.
    WallWalk {
        coord: Coord,
        fg: MapCharV,
        bg: Option<MapCharV>,
        chance: Option<Num>,
    },
    /// UnNetHack's `INCLUDE: "file"`.
    Include(Bytes),
    Error,
}

/// What a `MON_GENERATION` part names.
#[derive(Clone, Debug)]
pub enum MonGen {
    /// A monster class.
    Class(Num),
    /// A monster by name.
    Name(Bytes),
}

/// A variant's terrain feature statement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feature {
    /// EvilHack's `FORGE`.
    Forge,
    /// EvilHack's `MAGIC_CHEST`.
    MagicChest,
    /// EvilHack's `PUDDLE`.
    Puddle,
    /// EvilHack's `SEWAGE`.
    Sewage,
    /// Hack'EM's `TOILET`.
    Toilet,
}
