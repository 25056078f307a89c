//! A static description of NetHack 3.7's level-building Lua interface:
//! every `des.*` function, every `selection.*` function and method, the
//! `nh.*`, `u.*` and global helpers that level files call, with the keys of
//! their table forms (type, accepted words, default, meaning), their
//! positional forms, and the map characters.
//!
//! Read from the game's documentation (`doc/lua.adoc`) and from what its
//! level code reads (`sp_lev.c`, `nhlsel.c`, `nhlua.c`, `dat/nhlib.lua` of
//! the `NetHack-3.7` branch). The engine ([`crate::check`]) and editors use
//! it for diagnostics, hover text and completion.
//!
//! ```
//! use dgn_lua::schema::{self, Module, ValueType};
//!
//! let monster = schema::function(Module::Des, "monster").unwrap();
//! let asleep = monster.key("asleep").unwrap();
//! assert_eq!(asleep.ty, ValueType::Bool);
//! let door = schema::function(Module::Des, "door").unwrap();
//! assert!(door.key("state").unwrap().values.contains(&"locked"));
//! assert!(schema::map_char('}').is_some());
//! ```

/// Which table of the Lua environment a function lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Module {
    /// `des.*`: building the level.
    Des,
    /// `selection.*`: sets of map squares (also callable as methods,
    /// `sel:grow()`).
    Selection,
    /// `nh.*`: game services.
    Nh,
    /// `u.*`: fields of the hero (read only).
    U,
    /// Globals defined by the game's `nhlib.lua` (`percent`, `shuffle`, `d`).
    Global,
}

impl Module {
    /// The table's name as Lua code writes it (`""` for globals).
    pub fn prefix(self) -> &'static str {
        match self {
            Module::Des => "des",
            Module::Selection => "selection",
            Module::Nh => "nh",
            Module::U => "u",
            Module::Global => "",
        }
    }
}

/// The type a key's value must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueType {
    /// A Lua integer (a number with no fraction).
    Int,
    /// `true`/`false` (the game also takes 0 and 1 for most of them).
    Bool,
    /// A string.
    Str,
    /// One word of [`Key::values`].
    Enum,
    /// A one-character string of [`MAP_CHARS`].
    MapChar,
    /// A monster name or class letter.
    Monster,
    /// An object name or class symbol.
    Object,
    /// A trap name of [`TRAP_NAMES`].
    Trap,
    /// A room type of [`ROOM_TYPES`].
    RoomType,
    /// A coordinate `{x, y}` (or `{x = X, y = Y}`).
    Coord,
    /// A rectangle `{x1, y1, x2, y2}`.
    Region,
    /// A selection made by `selection.*`.
    Selection,
    /// A function (called while the thing is being made).
    Function,
    /// A table.
    Table,
    /// Anything.
    Any,
}

impl ValueType {
    /// How diagnostics and hover name the type.
    pub fn name(self) -> &'static str {
        match self {
            ValueType::Int => "integer",
            ValueType::Bool => "boolean",
            ValueType::Str => "string",
            ValueType::Enum => "word",
            ValueType::MapChar => "map character",
            ValueType::Monster => "monster name",
            ValueType::Object => "object name",
            ValueType::Trap => "trap name",
            ValueType::RoomType => "room type",
            ValueType::Coord => "coordinate",
            ValueType::Region => "region",
            ValueType::Selection => "selection",
            ValueType::Function => "function",
            ValueType::Table => "table",
            ValueType::Any => "value",
        }
    }
}

/// One key of a function's table argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    /// The key.
    pub name: &'static str,
    /// The type of its value.
    pub ty: ValueType,
    /// For [`ValueType::Enum`]: the accepted words.
    pub values: &'static [&'static str],
    /// What the game uses when the key is absent (`None`: the key is
    /// required, or its absence has a meaning of its own).
    pub default: Option<&'static str>,
    /// Whether the call fails without it.
    pub required: bool,
    /// What it means.
    pub doc: &'static str,
}

/// One function of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Function {
    /// Its table.
    pub module: Module,
    /// Its name within the table.
    pub name: &'static str,
    /// Its call forms, as Lua code writes them.
    pub forms: &'static [&'static str],
    /// The keys of its table form (empty when it has none).
    pub keys: &'static [Key],
    /// What it does.
    pub doc: &'static str,
}

impl Function {
    /// The key called `name`.
    pub fn key(&self, name: &str) -> Option<&'static Key> {
        self.keys.iter().find(|k| k.name == name)
    }

    /// The function's full name (`des.monster`, `percent`).
    pub fn full_name(&self) -> String {
        match self.module {
            Module::Global => self.name.to_string(),
            m => format!("{}.{}", m.prefix(), self.name),
        }
    }
}

const fn k(name: &'static str, ty: ValueType, doc: &'static str) -> Key {
    Key {
        name,
        ty,
        values: &[],
        default: None,
        required: false,
        doc,
    }
}

const fn kd(name: &'static str, ty: ValueType, default: &'static str, doc: &'static str) -> Key {
    Key {
        name,
        ty,
        values: &[],
        default: Some(default),
        required: false,
        doc,
    }
}

const fn req(name: &'static str, ty: ValueType, doc: &'static str) -> Key {
    Key {
        name,
        ty,
        values: &[],
        default: None,
        required: true,
        doc,
    }
}

const fn en(
    name: &'static str,
    values: &'static [&'static str],
    default: Option<&'static str>,
    doc: &'static str,
) -> Key {
    Key {
        name,
        ty: ValueType::Enum,
        values,
        default,
        required: false,
        doc,
    }
}

use ValueType as T;

// The words of the level functions that name things are the converter's
// too (it checks what it writes against them): one copy, in dgn-core.
pub use dgn_core::to_lua::names37::{
    ALTAR_TYPES, ENGRAVING_TYPES, FEATURES, LEVEL_FLAGS, ROOM_TYPES, TRAP_NAMES,
};

/// Alignments of `align` keys.
pub const ALIGNMENTS: &[&str] = &[
    "noalign",
    "law",
    "neutral",
    "chaos",
    "coaligned",
    "noncoaligned",
    "random",
];
/// Blessed/uncursed/cursed words of `des.object`'s `buc`.
pub const BUCS: &[&str] = &[
    "random",
    "blessed",
    "uncursed",
    "cursed",
    "not-cursed",
    "not-uncursed",
    "not-blessed",
];
/// Styles of `des.level_init`.
pub const INIT_STYLES: &[&str] = &["solidfill", "mazegrid", "maze", "rogue", "mines", "swamp"];
/// Horizontal placements of `des.map`.
pub const HALIGNS: &[&str] = &["left", "half-left", "center", "half-right", "right", "none"];
/// Vertical placements of `des.map`.
pub const VALIGNS: &[&str] = &["top", "center", "bottom", "none"];
/// Horizontal placements of `des.room` in its grid cell.
pub const ROOM_XALIGNS: &[&str] = &[
    "left",
    "half-left",
    "center",
    "half-right",
    "right",
    "none",
    "random",
];
/// Vertical placements of `des.room` in its grid cell.
pub const ROOM_YALIGNS: &[&str] = &["top", "center", "bottom", "none", "random"];
/// Directions of stairs and ladders.
pub const STAIR_DIRS: &[&str] = &["down", "up"];
/// Walls of a room (`des.door`, `des.corridor`).
pub const WALLS: &[&str] = &["all", "random", "north", "west", "east", "south"];
/// Door states.
pub const DOOR_STATES: &[&str] = &[
    "random", "open", "closed", "locked", "nodoor", "broken", "secret",
];
/// Directions of `des.teleport_region`.
pub const TELEPORT_DIRS: &[&str] = &["both", "down", "up"];
/// Kinds of `des.levregion`.
pub const LEVREGION_TYPES: &[&str] = &[
    "stair-down",
    "stair-up",
    "portal",
    "branch",
    "teleport",
    "teleport-up",
    "teleport-down",
];
/// Kinds of `des.exclusion`.
pub const EXCLUSION_TYPES: &[&str] = &[
    "teleport",
    "teleport-up",
    "teleport-down",
    "monster-generation",
];
/// Compass directions (`des.mazewalk`, `des.drawbridge`).
pub const DIRECTIONS: &[&str] = &["north", "south", "west", "east", "random"];
/// Drawbridge states.
pub const DRAWBRIDGE_STATES: &[&str] = &["open", "closed", "random"];
/// Properties of `des.wall_property`.
pub const WALL_PROPERTIES: &[&str] = &["nondiggable", "nonpasswall"];
/// Directions of `selection.grow`.
pub const GROW_DIRS: &[&str] = &[
    "all",
    "random",
    "north",
    "west",
    "east",
    "south",
    "northwest",
    "northeast",
    "southwest",
    "southeast",
];
/// Kinds of `selection.gradient`.
pub const GRADIENT_TYPES: &[&str] = &["radial", "square"];

/// A map character: the character, the terrain it makes, what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MapChar {
    /// The character.
    pub ch: char,
    /// The game's terrain name.
    pub terrain: &'static str,
    /// What it is.
    pub doc: &'static str,
}

const fn mc(ch: char, terrain: &'static str, doc: &'static str) -> MapChar {
    MapChar { ch, terrain, doc }
}

/// The characters of `des.map` maps and of map-character keys (`typ`,
/// `fg`, `fromterrain`, ...).
pub const MAP_CHARS: &[MapChar] = &[
    mc(' ', "STONE", "solid rock"),
    mc('#', "CORR", "corridor"),
    mc('.', "ROOM", "floor of a room"),
    mc(
        '-',
        "HWALL",
        "horizontal wall (the wall pass picks corners)",
    ),
    mc('|', "VWALL", "vertical wall"),
    mc('+', "DOOR", "door (or a spellbook in object contexts)"),
    mc('A', "AIR", "open air (Plane of Air)"),
    mc('C', "CLOUD", "cloud (Plane of Air)"),
    mc('S', "SDOOR", "secret door"),
    mc('H', "SCORR", "secret corridor"),
    mc('{', "FOUNTAIN", "fountain"),
    mc('\\', "THRONE", "throne"),
    mc('K', "SINK", "sink"),
    mc('}', "MOAT", "moat (deep water around castles)"),
    mc('P', "POOL", "pool of water"),
    mc('L', "LAVAPOOL", "lava"),
    mc('Z', "LAVAWALL", "wall of lava"),
    mc('I', "ICE", "ice"),
    mc('W', "WATER", "wall of water (Plane of Water)"),
    mc('T', "TREE", "tree"),
    mc('F', "IRONBARS", "iron bars"),
    mc('x', "MAX_TYPE", "see-through: leaves the square as it was"),
    mc('B', "CROSSWALL", "boundary square (a wall crossing)"),
    mc(
        'w',
        "MATCH_WALL",
        "any wall (only in selection.filter_mapchar/match)",
    ),
];

/// The map character `ch`, if the game knows it.
pub fn map_char(ch: char) -> Option<&'static MapChar> {
    MAP_CHARS.iter().find(|m| m.ch == ch)
}

const XY: [Key; 3] = [
    k("x", T::Int, "column, relative to the last map or room"),
    k("y", T::Int, "row, relative to the last map or room"),
    k("coord", T::Coord, "the position as {x, y}"),
];

const X1Y1X2Y2: [Key; 5] = [
    k("x1", T::Int, "left column of the area"),
    k("y1", T::Int, "top row of the area"),
    k("x2", T::Int, "right column of the area"),
    k("y2", T::Int, "bottom row of the area"),
    k("region", T::Region, "the area as {x1, y1, x2, y2}"),
];

const MONSTER_KEYS: &[Key] = &[
    k("id", T::Monster, "the monster's name"),
    k(
        "class",
        T::Str,
        "a monster class letter: a random monster of it",
    ),
    XY[0],
    XY[1],
    XY[2],
    k("name", T::Str, "a name given to the monster"),
    en(
        "align",
        ALIGNMENTS,
        Some("random"),
        "alignment (for priests, minions)",
    ),
    kd("peaceful", T::Bool, "random", "peaceful or hostile"),
    kd("asleep", T::Bool, "random", "asleep"),
    kd("female", T::Bool, "random", "female"),
    kd("invisible", T::Bool, "false", "invisible"),
    kd("cancelled", T::Bool, "false", "cancelled"),
    kd("revived", T::Bool, "false", "counts as revived"),
    kd("avenge", T::Bool, "false", "its death angers its kin"),
    kd("fleeing", T::Int, "0", "turns it flees"),
    kd("blinded", T::Int, "0", "turns it is blind"),
    kd("paralyzed", T::Int, "0", "turns it cannot move"),
    kd("stunned", T::Bool, "false", "stunned"),
    kd("confused", T::Bool, "false", "confused"),
    kd(
        "waiting",
        T::Bool,
        "false",
        "waits until the hero comes near",
    ),
    kd("tail", T::Bool, "true", "a long worm gets its tail"),
    kd(
        "group",
        T::Bool,
        "true",
        "monsters that come in groups bring their group",
    ),
    kd(
        "adjacentok",
        T::Bool,
        "false",
        "may stand next to the spot if it is taken",
    ),
    kd("ignorewater", T::Bool, "false", "may be placed in water"),
    kd(
        "countbirth",
        T::Bool,
        "true",
        "counts towards the species' births",
    ),
    k(
        "appear_as",
        T::Str,
        "mimics: \"obj:NAME\", \"mon:NAME\" or \"ter:NAME\"",
    ),
    kd(
        "keep_default_invent",
        T::Bool,
        "true",
        "keeps the species' starting inventory when `inventory` is given",
    ),
    k(
        "inventory",
        T::Function,
        "called to give it objects (des.object inside)",
    ),
];

const OBJECT_KEYS: &[Key] = &[
    k("id", T::Object, "the object's name"),
    k(
        "class",
        T::Str,
        "an object class symbol: a random object of it",
    ),
    XY[0],
    XY[1],
    XY[2],
    en("buc", BUCS, Some("random"), "blessed, uncursed or cursed"),
    kd(
        "spe",
        T::Int,
        "random",
        "enchantment or charges (or \"random\")",
    ),
    kd("quantity", T::Int, "random", "how many (or \"random\")"),
    k(
        "name",
        T::Str,
        "a name given to it (an artifact's name makes the artifact)",
    ),
    k(
        "montype",
        T::Monster,
        "corpses, statues, figurines, eggs, tins: their monster",
    ),
    kd("historic", T::Bool, "false", "statues: historic"),
    kd("male", T::Bool, "false", "statues, corpses: male"),
    kd("female", T::Bool, "false", "statues, corpses: female"),
    kd("laid_by_you", T::Bool, "false", "eggs: laid by the hero"),
    kd("lit", T::Bool, "false", "light sources: lit"),
    kd("eroded", T::Int, "0", "erosion level"),
    kd("locked", T::Bool, "random", "boxes: locked"),
    kd("trapped", T::Bool, "random", "boxes: trapped"),
    kd("recharged", T::Int, "0", "times it was recharged"),
    kd("greased", T::Bool, "false", "greased"),
    kd("broken", T::Bool, "false", "boxes: lock broken"),
    kd(
        "achievement",
        T::Bool,
        "false",
        "taking it records an achievement",
    ),
    kd("buried", T::Bool, "false", "buried under the spot"),
    k(
        "contents",
        T::Any,
        "containers: a function called to fill it (des.object inside); any other value makes an empty container",
    ),
];

const LEVEL_INIT_KEYS: &[Key] = &[
    en(
        "style",
        INIT_STYLES,
        Some("solidfill"),
        "how the level is first filled",
    ),
    kd("fg", T::MapChar, ".", "terrain of the open parts"),
    kd("bg", T::MapChar, " ", "terrain of the rest"),
    k(
        "filling",
        T::MapChar,
        "maze styles: terrain of the squares around the maze",
    ),
    kd("smoothed", T::Bool, "false", "mines style: smooth the cave"),
    kd("joined", T::Bool, "false", "mines style: join the caves"),
    kd("lit", T::Bool, "random", "light the open parts"),
    kd("walled", T::Bool, "false", "mines style: wall the caves"),
    kd("corrwid", T::Int, "-1", "maze style: corridor width"),
    kd("wallthick", T::Int, "-1", "maze style: wall thickness"),
    kd("deadends", T::Bool, "true", "maze style: keep dead ends"),
];

const MAP_KEYS: &[Key] = &[
    req("map", T::Str, "the map, one line per row"),
    en(
        "halign",
        HALIGNS,
        Some("none"),
        "horizontal place on the screen",
    ),
    en(
        "valign",
        VALIGNS,
        Some("none"),
        "vertical place on the screen",
    ),
    XY[0],
    XY[1],
    XY[2],
    kd("lit", T::Bool, "false", "light the map's squares"),
    k(
        "contents",
        T::Function,
        "called with the map placed; coordinates inside are relative to it",
    ),
];

const ROOM_KEYS: &[Key] = &[
    kd("type", T::RoomType, "ordinary", "the room's type"),
    kd("lit", T::Int, "random", "lit (1), unlit (0) or random (-1)"),
    XY[0],
    XY[1],
    XY[2],
    en(
        "xalign",
        ROOM_XALIGNS,
        Some("random"),
        "horizontal place in its grid cell",
    ),
    en(
        "yalign",
        ROOM_YALIGNS,
        Some("random"),
        "vertical place in its grid cell",
    ),
    kd("w", T::Int, "random", "inner width"),
    kd("h", T::Int, "random", "inner height"),
    kd("chance", T::Int, "100", "percent chance the room is made"),
    kd(
        "filled",
        T::Int,
        "1",
        "fill the room with its type's contents",
    ),
    kd(
        "joined",
        T::Bool,
        "true",
        "corridors join it to other rooms",
    ),
    k(
        "contents",
        T::Function,
        "called with the room made; coordinates inside are relative to it",
    ),
];

const REGION_KEYS: &[Key] = &[
    X1Y1X2Y2[0],
    X1Y1X2Y2[1],
    X1Y1X2Y2[2],
    X1Y1X2Y2[3],
    X1Y1X2Y2[4],
    kd(
        "type",
        T::RoomType,
        "ordinary",
        "room type given to the area",
    ),
    kd("lit", T::Int, "-1", "lit (1), unlit (0) or random (-1)"),
    kd(
        "irregular",
        T::Bool,
        "false",
        "the room is the floor flooded from the area",
    ),
    kd("joined", T::Bool, "true", "corridors join it"),
    kd("filled", T::Int, "0", "fill it with its type's contents"),
    kd("arrival_room", T::Bool, "false", "the hero's arrival room"),
    kd(
        "prefilled",
        T::Bool,
        "false",
        "its contents are already there",
    ),
    k("contents", T::Function, "called with the room made"),
];

const REPLACE_TERRAIN_KEYS: &[Key] = &[
    X1Y1X2Y2[0],
    X1Y1X2Y2[1],
    X1Y1X2Y2[2],
    X1Y1X2Y2[3],
    X1Y1X2Y2[4],
    k("selection", T::Selection, "the squares to change"),
    k(
        "fromterrain",
        T::MapChar,
        "only squares of this terrain change",
    ),
    k(
        "mapfragment",
        T::Str,
        "only squares around which this map fragment matches change",
    ),
    req("toterrain", T::MapChar, "the new terrain"),
    kd(
        "lit",
        T::Int,
        "unchanged",
        "light the changed squares (1), darken (0), random (-1)",
    ),
    kd("chance", T::Int, "100", "percent chance for each square"),
];

const LREGION_KEYS: &[Key] = &[
    req("region", T::Region, "the area"),
    k("exclude", T::Region, "an area left out"),
    kd(
        "region_islev",
        T::Bool,
        "false",
        "the area is in level coordinates, not map ones",
    ),
    kd(
        "exclude_islev",
        T::Bool,
        "false",
        "the left-out area is in level coordinates",
    ),
];

const TELEPORT_REGION_KEYS: &[Key] = &[
    LREGION_KEYS[0],
    LREGION_KEYS[1],
    LREGION_KEYS[2],
    LREGION_KEYS[3],
    en(
        "dir",
        TELEPORT_DIRS,
        Some("both"),
        "arrivals from above, below or both",
    ),
];

const LEVREGION_KEYS: &[Key] = &[
    LREGION_KEYS[0],
    LREGION_KEYS[1],
    LREGION_KEYS[2],
    LREGION_KEYS[3],
    en(
        "type",
        LEVREGION_TYPES,
        Some("stair-down"),
        "what the region places",
    ),
    k("name", T::Str, "portals: the level it leads to"),
    kd(
        "padding",
        T::Int,
        "0",
        "distance kept from the level's edge",
    ),
];

const DOOR_KEYS: &[Key] = &[
    en("state", DOOR_STATES, Some("random"), "the door's state"),
    XY[0],
    XY[1],
    XY[2],
    en("wall", WALLS, Some("all"), "in a room: the wall it is in"),
    kd(
        "pos",
        T::Int,
        "random",
        "in a room: its place along the wall",
    ),
    kd("locked", T::Bool, "false", "locked (with state)"),
];

const CORRIDOR_KEYS: &[Key] = &[
    req("srcroom", T::Int, "index of the room it starts from"),
    req("srcdoor", T::Int, "door index on that room"),
    en("srcwall", WALLS, Some("all"), "wall it starts from"),
    req("destroom", T::Int, "index of the room it leads to"),
    req("destdoor", T::Int, "door index on that room"),
    en("destwall", WALLS, Some("all"), "wall it leads to"),
];

const TRAP_KEYS: &[Key] = &[
    kd("type", T::Trap, "random", "the trap's kind"),
    XY[0],
    XY[1],
    XY[2],
    kd("seen", T::Bool, "false", "the hero knows of it"),
    kd(
        "spider_on_web",
        T::Bool,
        "true",
        "webs: a giant spider sits on it",
    ),
    kd(
        "victim",
        T::Bool,
        "true",
        "some traps: leave a dead adventurer's remains",
    ),
    k(
        "launchfrom",
        T::Coord,
        "rolling boulders: where the boulder starts, relative to the trap",
    ),
    k("teledest", T::Coord, "teleport traps: a fixed destination"),
];

const FEATURE_KEYS: &[Key] = &[
    Key {
        required: true,
        ..en("type", FEATURES, None, "the feature")
    },
    XY[0],
    XY[1],
    XY[2],
    k(
        "looted",
        T::Bool,
        "fountains, thrones, trees: already used up",
    ),
    k("warned", T::Bool, "fountains: the hero was warned"),
    k("pudding", T::Bool, "sinks: the pudding was already made"),
    k(
        "dishwasher",
        T::Bool,
        "sinks: the dish washer was already seen",
    ),
    k("ring", T::Bool, "sinks: the ring was already found"),
    k("swarm", T::Bool, "trees: bees were already let out"),
];

/// Every function of the interface that level files use.
pub const FUNCTIONS: &[Function] = &[
    // des.*
    Function {
        module: Module::Des,
        name: "message",
        forms: &["des.message(TEXT)"],
        keys: &[],
        doc: "Shows a message when the hero first arrives.",
    },
    Function {
        module: Module::Des,
        name: "monster",
        forms: &[
            "des.monster()",
            "des.monster(NAME_OR_CLASS)",
            "des.monster(NAME_OR_CLASS, X, Y)",
            "des.monster(NAME_OR_CLASS, {X, Y})",
            "des.monster({ KEY = VALUE, ... })",
        ],
        keys: MONSTER_KEYS,
        doc: "Places a monster (random kind or spot when not given).",
    },
    Function {
        module: Module::Des,
        name: "object",
        forms: &[
            "des.object()",
            "des.object(NAME_OR_CLASS)",
            "des.object(NAME_OR_CLASS, X, Y)",
            "des.object(NAME_OR_CLASS, {X, Y})",
            "des.object({ KEY = VALUE, ... })",
        ],
        keys: OBJECT_KEYS,
        doc: "Places an object (random kind or spot when not given); inside a container's contents function, puts it in the container.",
    },
    Function {
        module: Module::Des,
        name: "level_flags",
        forms: &["des.level_flags(FLAG, ...)"],
        keys: &[],
        doc: "Sets level flags (no teleport, maze level, ...).",
    },
    Function {
        module: Module::Des,
        name: "level_init",
        forms: &["des.level_init({ style = STYLE, ... })"],
        keys: LEVEL_INIT_KEYS,
        doc: "Fills the whole level first: solid terrain, a maze grid, a cave (mines), a swamp.",
    },
    Function {
        module: Module::Des,
        name: "engraving",
        forms: &[
            "des.engraving({ x = X, y = Y, type = TYPE, text = TEXT })",
            "des.engraving({X, Y}, TYPE, TEXT)",
        ],
        keys: &[
            XY[0],
            XY[1],
            XY[2],
            en("type", ENGRAVING_TYPES, Some("engrave"), "how it is written"),
            req("text", T::Str, "what it says"),
            kd("degrade", T::Bool, "true", "it can wear off"),
            kd("guardobjects", T::Bool, "false", "objects on it are guarded"),
        ],
        doc: "Writes an engraving on the floor.",
    },
    Function {
        module: Module::Des,
        name: "mineralize",
        forms: &["des.mineralize({ ... })", "des.mineralize()"],
        keys: &[
            kd("gem_prob", T::Int, "-1", "chance of gems in rock"),
            kd("gold_prob", T::Int, "-1", "chance of gold in rock"),
            kd("kelp_moat", T::Int, "-1", "chance of kelp in moats"),
            kd("kelp_pool", T::Int, "-1", "chance of kelp in pools"),
        ],
        doc: "Buries gold and gems in the rock and grows kelp in water.",
    },
    Function {
        module: Module::Des,
        name: "door",
        forms: &[
            "des.door(STATE, X, Y)",
            "des.door(STATE, {X, Y})",
            "des.door({ x = X, y = Y, state = STATE })",
            "des.door({ wall = WALL, pos = N, state = STATE })",
        ],
        keys: DOOR_KEYS,
        doc: "Makes a door on the map, or in a wall of the current room.",
    },
    Function {
        module: Module::Des,
        name: "stair",
        forms: &[
            "des.stair(DIR)",
            "des.stair(DIR, X, Y)",
            "des.stair(DIR, {X, Y})",
            "des.stair({ dir = DIR, x = X, y = Y })",
        ],
        keys: &[
            XY[0],
            XY[1],
            XY[2],
            en("dir", STAIR_DIRS, Some("down"), "up or down"),
        ],
        doc: "Places a staircase.",
    },
    Function {
        module: Module::Des,
        name: "ladder",
        forms: &[
            "des.ladder(DIR)",
            "des.ladder(DIR, X, Y)",
            "des.ladder(DIR, {X, Y})",
            "des.ladder({ dir = DIR, x = X, y = Y })",
        ],
        keys: &[
            XY[0],
            XY[1],
            XY[2],
            en("dir", STAIR_DIRS, Some("down"), "up or down"),
        ],
        doc: "Places a ladder.",
    },
    Function {
        module: Module::Des,
        name: "grave",
        forms: &[
            "des.grave()",
            "des.grave(X, Y, TEXT)",
            "des.grave({ x = X, y = Y, text = TEXT })",
        ],
        keys: &[
            XY[0],
            XY[1],
            XY[2],
            k("text", T::Str, "the epitaph (random when absent)"),
        ],
        doc: "Makes a grave.",
    },
    Function {
        module: Module::Des,
        name: "altar",
        forms: &["des.altar({ x = X, y = Y, align = ALIGN, type = TYPE })"],
        keys: &[
            XY[0],
            XY[1],
            XY[2],
            en("align", ALIGNMENTS, Some("random"), "the altar's alignment"),
            en("type", ALTAR_TYPES, Some("altar"), "plain altar, shrine or high altar"),
        ],
        doc: "Places an altar.",
    },
    Function {
        module: Module::Des,
        name: "map",
        forms: &[
            "des.map(MAP)",
            "des.map({ map = MAP, halign = H, valign = V })",
            "des.map({ x = X, y = Y, map = MAP })",
        ],
        keys: MAP_KEYS,
        doc: "Draws a map part; later coordinates are relative to it. Returns its size.",
    },
    Function {
        module: Module::Des,
        name: "feature",
        forms: &[
            "des.feature(TYPE)",
            "des.feature(TYPE, X, Y)",
            "des.feature(TYPE, {X, Y})",
            "des.feature({ type = TYPE, x = X, y = Y })",
        ],
        keys: FEATURE_KEYS,
        doc: "Places a fountain, sink, pool, throne or tree.",
    },
    Function {
        module: Module::Des,
        name: "terrain",
        forms: &[
            "des.terrain(X, Y, MAPCHAR)",
            "des.terrain({X, Y}, MAPCHAR)",
            "des.terrain(SELECTION, MAPCHAR)",
            "des.terrain({ x = X, y = Y, typ = MAPCHAR, lit = L })",
            "des.terrain({ selection = SEL, typ = MAPCHAR })",
        ],
        keys: &[
            XY[0],
            XY[1],
            XY[2],
            k("selection", T::Selection, "the squares to change"),
            req("typ", T::MapChar, "the new terrain"),
            kd("lit", T::Int, "unchanged", "light (1), darken (0) or random (-1)"),
        ],
        doc: "Changes the terrain of squares.",
    },
    Function {
        module: Module::Des,
        name: "replace_terrain",
        forms: &["des.replace_terrain({ region = {X1, Y1, X2, Y2}, fromterrain = C, toterrain = C })"],
        keys: REPLACE_TERRAIN_KEYS,
        doc: "Changes squares of one terrain (or matching a fragment) to another, each with a chance.",
    },
    Function {
        module: Module::Des,
        name: "room",
        forms: &[
            "des.room()",
            "des.room({ type = TYPE, x = X, y = Y, w = W, h = H, contents = FUNCTION })",
        ],
        keys: ROOM_KEYS,
        doc: "Makes a room (inside a room's contents: a subroom).",
    },
    Function {
        module: Module::Des,
        name: "corridor",
        forms: &["des.corridor({ srcroom = N, srcdoor = N, srcwall = W, destroom = N, destdoor = N, destwall = W })"],
        keys: CORRIDOR_KEYS,
        doc: "Digs a corridor between two doors of two rooms.",
    },
    Function {
        module: Module::Des,
        name: "random_corridors",
        forms: &["des.random_corridors()"],
        keys: &[],
        doc: "Joins the level's rooms with corridors, as ordinary levels are.",
    },
    Function {
        module: Module::Des,
        name: "gold",
        forms: &[
            "des.gold()",
            "des.gold(AMOUNT, X, Y)",
            "des.gold(AMOUNT, {X, Y})",
            "des.gold({ amount = N, x = X, y = Y })",
        ],
        keys: &[
            XY[0],
            XY[1],
            XY[2],
            kd("amount", T::Int, "random", "how many coins"),
        ],
        doc: "Places a pile of gold.",
    },
    Function {
        module: Module::Des,
        name: "trap",
        forms: &[
            "des.trap()",
            "des.trap(TYPE)",
            "des.trap(TYPE, X, Y)",
            "des.trap(TYPE, {X, Y})",
            "des.trap({ type = TYPE, x = X, y = Y })",
        ],
        keys: TRAP_KEYS,
        doc: "Places a trap.",
    },
    Function {
        module: Module::Des,
        name: "mazewalk",
        forms: &[
            "des.mazewalk(X, Y, DIR)",
            "des.mazewalk({ x = X, y = Y, dir = DIR, typ = C, stocked = B })",
        ],
        keys: &[
            XY[0],
            XY[1],
            XY[2],
            en("dir", DIRECTIONS, Some("random"), "the first step's direction"),
            kd("typ", T::MapChar, ".", "terrain of the passages"),
            kd("stocked", T::Bool, "true", "put the maze's usual objects and monsters in"),
        ],
        doc: "Carves a random maze from a square through the maze grid.",
    },
    Function {
        module: Module::Des,
        name: "drawbridge",
        forms: &["des.drawbridge({ dir = DIR, state = STATE, x = X, y = Y })"],
        keys: &[
            XY[0],
            XY[1],
            XY[2],
            Key {
                required: true,
                ..en("dir", DIRECTIONS, Some("random"), "the side of the square the bridge spans to")
            },
            en("state", DRAWBRIDGE_STATES, Some("random"), "open or closed"),
        ],
        doc: "Makes a drawbridge over the moat square.",
    },
    Function {
        module: Module::Des,
        name: "region",
        forms: &[
            "des.region(SELECTION, LIT)",
            "des.region({ region = {X1, Y1, X2, Y2}, lit = L, type = TYPE, ... })",
        ],
        keys: REGION_KEYS,
        doc: "Lights an area, or makes it a room of a type.",
    },
    Function {
        module: Module::Des,
        name: "levregion",
        forms: &["des.levregion({ region = {X1, Y1, X2, Y2}, exclude = {...}, type = TYPE, name = NAME })"],
        keys: LEVREGION_KEYS,
        doc: "Where the game puts stairs, branch stairs or a portal when it lays out the dungeon.",
    },
    Function {
        module: Module::Des,
        name: "exclusion",
        forms: &["des.exclusion({ type = TYPE, region = {X1, Y1, X2, Y2} })"],
        keys: &[
            en("type", EXCLUSION_TYPES, Some("teleport"), "what is kept out of the area"),
            req("region", T::Region, "the area"),
            kd("region_islev", T::Bool, "false", "the area is in level coordinates"),
        ],
        doc: "Keeps teleport arrivals or random monsters out of an area.",
    },
    Function {
        module: Module::Des,
        name: "wallify",
        forms: &["des.wallify()", "des.wallify({ x1 = X1, y1 = Y1, x2 = X2, y2 = Y2 })"],
        keys: &[X1Y1X2Y2[0], X1Y1X2Y2[1], X1Y1X2Y2[2], X1Y1X2Y2[3]],
        doc: "Turns rock next to floor into walls (the whole map, or an area).",
    },
    Function {
        module: Module::Des,
        name: "wall_property",
        forms: &["des.wall_property({ region = {X1, Y1, X2, Y2}, property = P })"],
        keys: &[
            X1Y1X2Y2[0],
            X1Y1X2Y2[1],
            X1Y1X2Y2[2],
            X1Y1X2Y2[3],
            X1Y1X2Y2[4],
            en("property", WALL_PROPERTIES, Some("nondiggable"), "what the walls become"),
        ],
        doc: "Makes the walls of an area undiggable or not passable by phasing.",
    },
    Function {
        module: Module::Des,
        name: "non_diggable",
        forms: &["des.non_diggable()", "des.non_diggable(SELECTION)"],
        keys: &[],
        doc: "Makes walls undiggable (the whole level, or a selection).",
    },
    Function {
        module: Module::Des,
        name: "non_passwall",
        forms: &["des.non_passwall()", "des.non_passwall(SELECTION)"],
        keys: &[],
        doc: "Makes walls impassable to phasing (the whole level, or a selection).",
    },
    Function {
        module: Module::Des,
        name: "teleport_region",
        forms: &["des.teleport_region({ region = {X1, Y1, X2, Y2}, dir = DIR })"],
        keys: TELEPORT_REGION_KEYS,
        doc: "Where the hero arrives on the level (from above, below or both).",
    },
    Function {
        module: Module::Des,
        name: "reset_level",
        forms: &["des.reset_level()"],
        keys: &[],
        doc: "Forgets everything built so far (for scripts building several levels).",
    },
    Function {
        module: Module::Des,
        name: "finalize_level",
        forms: &["des.finalize_level()"],
        keys: &[],
        doc: "Finishes the level now (walls, random fill) instead of after the script.",
    },
    Function {
        module: Module::Des,
        name: "gas_cloud",
        forms: &[
            "des.gas_cloud({ x = X, y = Y })",
            "des.gas_cloud({ selection = SEL, damage = N, ttl = N })",
        ],
        keys: &[
            XY[0],
            XY[1],
            XY[2],
            k("selection", T::Selection, "the squares the cloud covers"),
            kd("damage", T::Int, "0", "poison damage per turn"),
            kd("ttl", T::Int, "-2", "turns the cloud lasts"),
        ],
        doc: "Makes a cloud of poison gas.",
    },
    // selection.*
    Function {
        module: Module::Selection,
        name: "new",
        forms: &["selection.new()"],
        keys: &[],
        doc: "An empty selection.",
    },
    Function {
        module: Module::Selection,
        name: "clone",
        forms: &["selection.clone(SEL)", "SEL:clone()"],
        keys: &[],
        doc: "A copy of a selection.",
    },
    Function {
        module: Module::Selection,
        name: "get",
        forms: &["selection.get(SEL, X, Y)", "SEL:get(X, Y)", "SEL:get({X, Y})"],
        keys: &[],
        doc: "Whether a square is in the selection (1 or 0).",
    },
    Function {
        module: Module::Selection,
        name: "set",
        forms: &[
            "selection.set(SEL, X, Y)",
            "SEL:set(X, Y)",
            "SEL:set({X, Y})",
            "SEL:set(X, Y, VALUE)",
        ],
        keys: &[],
        doc: "Adds a square to the selection (returns it).",
    },
    Function {
        module: Module::Selection,
        name: "numpoints",
        forms: &["selection.numpoints(SEL)", "SEL:numpoints()"],
        keys: &[],
        doc: "How many squares the selection has.",
    },
    Function {
        module: Module::Selection,
        name: "negate",
        forms: &["selection.negate(SEL)", "SEL:negate()", "selection.negate()"],
        keys: &[],
        doc: "Every square of the map not in the selection.",
    },
    Function {
        module: Module::Selection,
        name: "percentage",
        forms: &["selection.percentage(SEL, PERCENT)", "SEL:percentage(PERCENT)"],
        keys: &[],
        doc: "Keeps each square with a chance in percent.",
    },
    Function {
        module: Module::Selection,
        name: "rndcoord",
        forms: &["selection.rndcoord(SEL)", "SEL:rndcoord(REMOVE)"],
        keys: &[],
        doc: "A random square of the selection as {x=, y=} (removed from it when REMOVE is 1); {x=-1, y=-1} when empty.",
    },
    Function {
        module: Module::Selection,
        name: "line",
        forms: &["selection.line(X1, Y1, X2, Y2)", "selection.line(SEL, X1, Y1, X2, Y2)"],
        keys: &[],
        doc: "Adds a straight line.",
    },
    Function {
        module: Module::Selection,
        name: "randline",
        forms: &[
            "selection.randline(X1, Y1, X2, Y2, ROUGHNESS)",
            "selection.randline(SEL, X1, Y1, X2, Y2, ROUGHNESS)",
        ],
        keys: &[],
        doc: "Adds a random wavy line between two squares.",
    },
    Function {
        module: Module::Selection,
        name: "rect",
        forms: &["selection.rect(X1, Y1, X2, Y2)", "selection.rect(SEL, X1, Y1, X2, Y2)"],
        keys: &[],
        doc: "Adds the outline of a rectangle.",
    },
    Function {
        module: Module::Selection,
        name: "fillrect",
        forms: &["selection.fillrect(X1, Y1, X2, Y2)", "selection.fillrect(SEL, X1, Y1, X2, Y2)"],
        keys: &[],
        doc: "Adds a filled rectangle.",
    },
    Function {
        module: Module::Selection,
        name: "area",
        forms: &["selection.area(X1, Y1, X2, Y2)", "selection.area(SEL, X1, Y1, X2, Y2)"],
        keys: &[],
        doc: "Adds a filled rectangle (the same as fillrect).",
    },
    Function {
        module: Module::Selection,
        name: "grow",
        forms: &["selection.grow(SEL)", "SEL:grow(DIR)"],
        keys: &[],
        doc: "Adds the squares next to the selection (in every direction or one).",
    },
    Function {
        module: Module::Selection,
        name: "filter_mapchar",
        forms: &["selection.filter_mapchar(SEL, MAPCHAR)", "SEL:filter_mapchar(MAPCHAR, LIT)"],
        keys: &[],
        doc: "Keeps the squares whose terrain is that of the map character.",
    },
    Function {
        module: Module::Selection,
        name: "match",
        forms: &["selection.match(MAPFRAGMENT)"],
        keys: &[],
        doc: "Every square around which the map fragment matches the level.",
    },
    Function {
        module: Module::Selection,
        name: "floodfill",
        forms: &[
            "selection.floodfill(X, Y)",
            "selection.floodfill(X, Y, DIAGONALS)",
            "selection.floodfill(SEL, X, Y)",
        ],
        keys: &[],
        doc: "Every square reached from one over the same terrain.",
    },
    Function {
        module: Module::Selection,
        name: "circle",
        forms: &[
            "selection.circle(X, Y, RADIUS)",
            "selection.circle(X, Y, RADIUS, FILLED)",
            "selection.circle(SEL, X, Y, RADIUS, FILLED)",
        ],
        keys: &[],
        doc: "Adds a circle (its outline, or filled).",
    },
    Function {
        module: Module::Selection,
        name: "ellipse",
        forms: &[
            "selection.ellipse(X, Y, R1, R2)",
            "selection.ellipse(X, Y, R1, R2, FILLED)",
            "selection.ellipse(SEL, X, Y, R1, R2, FILLED)",
        ],
        keys: &[],
        doc: "Adds an ellipse (its outline, or filled).",
    },
    Function {
        module: Module::Selection,
        name: "gradient",
        forms: &["selection.gradient({ type = T, x = X, y = Y, x2 = X2, y2 = Y2, mindist = N, maxdist = N })"],
        keys: &[
            en("type", GRADIENT_TYPES, Some("radial"), "distance measured round or square"),
            req("x", T::Int, "column of the centre (or the line's start)"),
            req("y", T::Int, "row of the centre"),
            k("x2", T::Int, "column of the line's end"),
            k("y2", T::Int, "row of the line's end"),
            kd("mindist", T::Int, "0", "squares closer than this are always chosen"),
            req("maxdist", T::Int, "squares farther than this are never chosen"),
            kd("limited", T::Bool, "false", "keep to the map part"),
        ],
        doc: "Squares chosen with a chance that falls with the distance from a point or line.",
    },
    Function {
        module: Module::Selection,
        name: "iterate",
        forms: &["selection.iterate(SEL, FUNCTION)", "SEL:iterate(FUNCTION)"],
        keys: &[],
        doc: "Calls the function with x, y of each square.",
    },
    Function {
        module: Module::Selection,
        name: "bounds",
        forms: &["selection.bounds(SEL)", "SEL:bounds()"],
        keys: &[],
        doc: "The smallest rectangle around the selection, as {lx=, ly=, hx=, hy=}.",
    },
    Function {
        module: Module::Selection,
        name: "room",
        forms: &["selection.room()", "selection.room(N)"],
        keys: &[],
        doc: "The floor squares of the current room (or room N).",
    },
    // nh.*
    Function {
        module: Module::Nh,
        name: "rn2",
        forms: &["nh.rn2(N)"],
        keys: &[],
        doc: "A random integer from 0 to N-1.",
    },
    Function {
        module: Module::Nh,
        name: "random",
        forms: &["nh.random(N)", "nh.random(LOW, COUNT)"],
        keys: &[],
        doc: "A random integer from 0 to N-1 (or from LOW to LOW+COUNT-1).",
    },
    Function {
        module: Module::Nh,
        name: "level_difficulty",
        forms: &["nh.level_difficulty()"],
        keys: &[],
        doc: "How hard the level being made is (its depth, mostly).",
    },
    Function {
        module: Module::Nh,
        name: "is_wish_dlord",
        forms: &["nh.is_wish_dlord()"],
        keys: &[],
        doc: "Whether the hero wished for the demon lord of this level.",
    },
    Function {
        module: Module::Nh,
        name: "pline",
        forms: &["nh.pline(TEXT)"],
        keys: &[],
        doc: "Shows a message.",
    },
    Function {
        module: Module::Nh,
        name: "verbalize",
        forms: &["nh.verbalize(TEXT)"],
        keys: &[],
        doc: "Shows something said aloud.",
    },
    Function {
        module: Module::Nh,
        name: "impossible",
        forms: &["nh.impossible(TEXT)"],
        keys: &[],
        doc: "Reports an internal error.",
    },
    Function {
        module: Module::Nh,
        name: "abscoord",
        forms: &["nh.abscoord({ x = X, y = Y })"],
        keys: &[],
        doc: "A map-relative coordinate as a level coordinate.",
    },
    Function {
        module: Module::Nh,
        name: "getmap",
        forms: &["nh.getmap(X, Y)"],
        keys: &[],
        doc: "What is at a square (terrain, flags).",
    },
    Function {
        module: Module::Nh,
        name: "stairways",
        forms: &["nh.stairways()"],
        keys: &[],
        doc: "The level's stairs and ladders.",
    },
    Function {
        module: Module::Nh,
        name: "dnum_name",
        forms: &["nh.dnum_name(N)"],
        keys: &[],
        doc: "The name of dungeon number N.",
    },
    Function {
        module: Module::Nh,
        name: "eckey",
        forms: &["nh.eckey(COMMAND)"],
        keys: &[],
        doc: "The key bound to an extended command.",
    },
    Function {
        module: Module::Nh,
        name: "an",
        forms: &["nh.an(TEXT)"],
        keys: &[],
        doc: "The text with \"a\" or \"an\" before it.",
    },
    Function {
        module: Module::Nh,
        name: "makeplural",
        forms: &["nh.makeplural(TEXT)"],
        keys: &[],
        doc: "The plural of a noun.",
    },
    Function {
        module: Module::Nh,
        name: "makesingular",
        forms: &["nh.makesingular(TEXT)"],
        keys: &[],
        doc: "The singular of a noun.",
    },
    Function {
        module: Module::Nh,
        name: "s_suffix",
        forms: &["nh.s_suffix(TEXT)"],
        keys: &[],
        doc: "The possessive of a noun.",
    },
    Function {
        module: Module::Nh,
        name: "ing_suffix",
        forms: &["nh.ing_suffix(VERB)"],
        keys: &[],
        doc: "The -ing form of a verb.",
    },
    Function {
        module: Module::Nh,
        name: "variable",
        forms: &["nh.variable(NAME)", "nh.variable(NAME, VALUE)"],
        keys: &[],
        doc: "Reads or sets a variable kept with the game.",
    },
    Function {
        module: Module::Nh,
        name: "gamestate",
        forms: &["nh.gamestate()", "nh.gamestate(true)"],
        keys: &[],
        doc: "Saves or restores the game state (tutorial).",
    },
    Function {
        module: Module::Nh,
        name: "callback",
        forms: &["nh.callback(NAME, FUNCTION_NAME)", "nh.callback(NAME, FUNCTION_NAME, true)"],
        keys: &[],
        doc: "Registers (or removes) a Lua function the game calls on an event.",
    },
    Function {
        module: Module::Nh,
        name: "parse_config",
        forms: &["nh.parse_config(TEXT)"],
        keys: &[],
        doc: "Applies options written as in the configuration file.",
    },
    Function {
        module: Module::Nh,
        name: "text",
        forms: &["nh.text(TEXT)"],
        keys: &[],
        doc: "Shows a text window.",
    },
    Function {
        module: Module::Nh,
        name: "start_timer_at",
        forms: &["nh.start_timer_at(X, Y, TIMER, WHEN)"],
        keys: &[],
        doc: "Starts a timer at a square.",
    },
    Function {
        module: Module::Nh,
        name: "dump_fmtstr",
        forms: &["nh.dump_fmtstr(FORMAT)"],
        keys: &[],
        doc: "Expands a dump-file name pattern.",
    },
    // Globals of nhlib.lua
    Function {
        module: Module::Global,
        name: "percent",
        forms: &["percent(N)"],
        keys: &[],
        doc: "True with a chance of N percent.",
    },
    Function {
        module: Module::Global,
        name: "shuffle",
        forms: &["shuffle(LIST)"],
        keys: &[],
        doc: "Puts a list in random order, in place.",
    },
    Function {
        module: Module::Global,
        name: "d",
        forms: &["d(DICE, FACES)", "d(FACES)"],
        keys: &[],
        doc: "The sum of DICE rolls of a FACES-sided die (one die when only FACES).",
    },
    Function {
        module: Module::Global,
        name: "monkfoodshop",
        forms: &["monkfoodshop()"],
        keys: &[],
        doc: "\"health food shop\" when the hero is a Monk, else \"food shop\".",
    },
    Function {
        module: Module::Global,
        name: "hell_tweaks",
        forms: &["hell_tweaks(SELECTION)"],
        keys: &[],
        doc: "Adds random lava, ice, bars and other touches to a Gehennom filler level, outside the selection.",
    },
    Function {
        module: Module::Global,
        name: "pline",
        forms: &["pline(FORMAT, ...)"],
        keys: &[],
        doc: "Shows a formatted message.",
    },
];

/// The fields of `u`: every name NetHack 3.7's `u` table answers
/// (`nhl_meta_u_index` in `nhlua.c`); any other name is a Lua error in the
/// game ("Unknown u table index").
pub const U_FIELDS: &[(&str, &str)] = &[
    ("ux", "the hero's column"),
    ("uy", "the hero's row"),
    (
        "dx",
        "the column direction of the hero's last move (-1, 0, 1)",
    ),
    ("dy", "the row direction of the hero's last move (-1, 0, 1)"),
    (
        "dz",
        "the up-down direction of the hero's last move (-1, 0, 1)",
    ),
    ("tx", "the column the hero travels to"),
    ("ty", "the row the hero travels to"),
    ("ulevel", "the hero's experience level"),
    ("ulevelmax", "the highest experience level the hero reached"),
    ("uhunger", "the hero's nutrition"),
    ("nv_range", "how far the hero sees in the dark"),
    (
        "xray_range",
        "how far the hero sees through walls (-1: not at all)",
    ),
    ("umonster", "the monster number of the hero's role"),
    ("umonnum", "the monster number of the hero's current form"),
    ("mh", "the hit points of the hero's polymorphed form"),
    (
        "mhmax",
        "the most hit points of the hero's polymorphed form",
    ),
    ("mtimedone", "turns left in the hero's polymorphed form"),
    ("dlevel", "the level number within its dungeon"),
    ("dnum", "the dungeon number"),
    ("uluck", "the hero's luck"),
    ("uhp", "the hero's hit points"),
    ("uhpmax", "the hero's most hit points"),
    ("uen", "the hero's energy"),
    ("uenmax", "the hero's most energy"),
    ("inventory", "the first object the hero carries"),
    ("role", "the hero's role name"),
    ("moves", "turns played"),
    ("uhave_amulet", "1 when the hero carries the Amulet, else 0"),
    ("depth", "the depth of the level"),
    ("invocation_level", "whether this is the invocation level"),
];

/// The function `name` of `module`.
pub fn function(module: Module, name: &str) -> Option<&'static Function> {
    FUNCTIONS
        .iter()
        .find(|f| f.module == module && f.name == name)
}

/// The functions of `module`.
pub fn functions(module: Module) -> impl Iterator<Item = &'static Function> {
    FUNCTIONS.iter().filter(move |f| f.module == module)
}
