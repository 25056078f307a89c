//! Hover, completion, go to definition, references and the outline, from the
//! lexical view in [`crate::scan`] and the target's catalog.

use crate::config::Resolved;
use crate::diagnostics::Language;
use crate::scan::{self, NameKind, Occurrence, TokKind};
use crate::text::{Document, Encoding};
use dgn_core::diag::edit_distance;
use dgn_core::target::Dialect;
use lsp_types::{
    CompletionItem, CompletionItemKind, CompletionTextEdit, DocumentSymbol, Hover, HoverContents,
    Location, MarkupContent, MarkupKind, Position, Range, SymbolKind, TextEdit, Url,
};

/// Short descriptions of the statements of a dungeon description, for
/// hover. Each is Markdown written here, with its code in code spans.
const DUNGEON_DOCS: &[(&str, &str)] = &[
    ("DUNGEON", "`DUNGEON: \"name\" \"bonetag\" (base, random)` starts a dungeon: its name, the letter its bones files use, and how many levels deep it is (base plus a random part)."),
    ("ENTRY", "`ENTRY: level` says on which level of the dungeon the player arrives (negative counts from the bottom)."),
    ("PROTOFILE", "`PROTOFILE: \"name\"` gives the prefix of the level files the dungeon's filler levels are built from."),
    ("DESCRIPTION", "`DESCRIPTION: flag` marks the dungeon as `town`, `hellish`, `mazelike` or `roguelike`."),
    ("ALIGNMENT", "`ALIGNMENT: align` gives the dungeon's alignment (`lawful`, `neutral`, `chaotic`, `unaligned`)."),
    ("LEVELDESC", "`LEVELDESC: flag` marks the preceding level as `town`, `hellish`, `mazelike` or `roguelike`."),
    ("LEVALIGN", "`LEVALIGN: align` gives the preceding level's alignment."),
    ("BRANCH", "`BRANCH: \"dungeon\" @ (base, random) [stair|portal|no_up|no_down] [up|down]` connects this dungeon to another one at a level chosen from base and random."),
    ("CHAINBRANCH", "`CHAINBRANCH: \"dungeon\" \"level\" + (base, random) ...` places a branch relative to a special level of this dungeon."),
    ("LEVEL", "`LEVEL: \"name\" \"bonetag\" @ (base, random) [chance]` places a special level."),
    ("RNDLEVEL", "`RNDLEVEL: \"name\" \"bonetag\" @ (base, random) count` places one of `count` variants of a special level (`name-1` .. `name-N`)."),
    ("CHAINLEVEL", "`CHAINLEVEL: \"name\" \"bonetag\" \"base level\" + (offset, random)` places a special level relative to an earlier one of the same dungeon."),
    ("RNDCHLEVEL", "`RNDCHLEVEL: \"name\" \"bonetag\" \"base level\" + (offset, random) count` is `CHAINLEVEL` with `count` variants."),
];

/// Statements of special-level files written the same way in both
/// dialects.
const LEVEL_DOCS: &[(&str, &str)] = &[
    ("BRANCH", "`BRANCH: region, exclusion` marks where the branch stairs or portal of the level may go."),
    ("MAZE", "`MAZE: \"name\", filling` starts a maze-style level; the filling character fills what no map covers."),
    ("MESSAGE", "`MESSAGE: \"text\"` shows the text when the player first arrives on the level."),
    ("FLAGS", "`FLAGS: flag, ...` sets level flags such as `noteleport`, `hardfloor`, `nommap`, `shortsighted`, `arboreal`."),
    ("GEOMETRY", "`GEOMETRY: horizontal, vertical` says where the map that follows is placed (`left`/`center`/`right`, `top`/`center`/`bottom`, or coordinates)."),
    ("MAP", "`MAP` ... `ENDMAP` draws part of the level, one character per square."),
    ("ENDMAP", "`ENDMAP` ends a map drawn after `MAP`."),
    ("NOMAP", "`NOMAP` says the level has no map part: what follows uses the whole level."),
    ("TRAP", "`TRAP: \"type\", place` sets a trap of a type such as `\"magic\"` or `\"hole\"`, or `random`."),
    ("DRAWBRIDGE", "`DRAWBRIDGE: place, direction, state` puts a drawbridge over water or lava."),
    ("MAZEWALK", "`MAZEWALK: place, direction` carves a maze from that spot into the filled part of the level."),
    ("WALLIFY", "`WALLIFY` turns the stone next to open squares into walls."),
    ("ALTAR", "`ALTAR: place, alignment, type` puts an altar (`altar`, `shrine` or `sanctum`)."),
    ("LADDER", "`LADDER: place, up|down` puts a ladder."),
    ("STAIR", "`STAIR: place, up|down` puts a staircase (or, with `levregion`, where the stairs from another level arrive)."),
    ("PORTAL", "`PORTAL: region, exclusion, \"level\"` puts a magic portal to the named level."),
    ("TELEPORT_REGION", "`TELEPORT_REGION: region, exclusion [, up|down]` limits where arriving players land."),
    ("FOUNTAIN", "`FOUNTAIN: place` puts a fountain."),
    ("SINK", "`SINK: place` puts a sink."),
    ("POOL", "`POOL: place` puts a pool of water."),
    ("NON_DIGGABLE", "`NON_DIGGABLE: area` makes the walls of the area undiggable."),
    ("NON_PASSWALL", "`NON_PASSWALL: area` keeps phasing monsters and players out of the walls of the area."),
    ("RANDOM_CORRIDORS", "`RANDOM_CORRIDORS` joins the rooms with corridors chosen at random."),
    ("CORRIDOR", "`CORRIDOR: (room, door, wall), (room, door, wall)` joins two rooms with a corridor."),
    ("GOLD", "`GOLD: amount, place` puts a pile of gold."),
    ("ENGRAVING", "`ENGRAVING: place, type, \"text\"` engraves text (`dust`, `engrave`, `burn`, `mark`)."),
    ("random", "`random`: let the game choose this value."),
];

/// Statements as NetHack 3.4.3's declarative level language writes them.
const LEV343_DOCS: &[(&str, &str)] = &[
    ("LEVEL", "`LEVEL: \"name\"` starts a room-and-corridor level; its `ROOM`s follow."),
    ("INIT_MAP", "`INIT_MAP: foreground, background, smoothed, joined, lighting, walled` fills the level with a random cave before anything else is drawn."),
    ("OBJECT", "`OBJECT: class, \"name\", place [, curse state, enchantment, \"monster\", \"name\"]` puts an object: its class character (or `random`), its name (or `random`), where, and optionally its state; `contained` in place of the place puts it in the container above."),
    ("CONTAINER", "`CONTAINER: class, \"name\", place, ...` puts a container; the objects after it written `OBJECT: ..., contained` go inside."),
    ("MONSTER", "`MONSTER: class, \"name\", place [, \"name\"] [, attitude] [, alertness] [, alignment] [, m_feature \"disguise\"]` puts a monster: its class character (or `random`), its name (or `random`), where, and optionally its name, attitude, alertness, alignment and disguise."),
    ("DOOR", "`DOOR: state, place` puts a door (`open`, `closed`, `locked`, `nodoor`, `broken`, `random`); in a room: `DOOR: secret, state, wall, position`."),
    ("REGION", "`REGION: area, lighting, \"type\" [, filled [, irregular]]` lights an area and may make it a special room (shop, temple, zoo...)."),
    ("RANDOM_OBJECTS", "`RANDOM_OBJECTS: class, ...` fills the object register that `object[n]` picks from."),
    ("RANDOM_MONSTERS", "`RANDOM_MONSTERS: class, ...` fills the monster register that `monster[n]` picks from."),
    ("RANDOM_PLACES", "`RANDOM_PLACES: (x, y), ...` fills the place register that `place[n]` picks from."),
    ("ROOM", "`ROOM: \"type\", lighting, (x, y), (horizontal, vertical), (width, height)` adds a room to a room-and-corridor level; its contents follow on the next lines."),
    ("SUBROOM", "`SUBROOM: \"type\", lighting, (x, y), (width, height), \"parent\"` adds a room inside a named room."),
    ("NAME", "`NAME: \"name\"` names the current room, so that subrooms can refer to it."),
    ("CHANCE", "`CHANCE: percent` gives the chance that the current room is made."),
];

/// Statements as NetHack 3.6's level language writes them.
const LEV36_DOCS: &[(&str, &str)] = &[
    ("LEVEL", "`LEVEL: \"name\"` starts a level; what follows builds it (rooms, maps or both)."),
    ("INIT_MAP", "`INIT_MAP: style, ...` fills the level before anything else is drawn: `mines, foreground, background, smoothed, joined, lighting, walled`, `solidfill, 'c'`, `mazegrid, 'c'` or `rogue`."),
    ("OBJECT", "`OBJECT: ('class', \"name\"), place [, ...]` puts an object: its class and name in parentheses (or only `'class'`, only `\"name\"`, or `random`), where, and optionally its state (`cursed`, a number for its enchantment, `montype:\"name\"`, `name:\"text\"`, `quantity:n`, `buried`, ...)."),
    ("CONTAINER", "`CONTAINER: ('class', \"name\"), place [, ...] { ... }` puts a container; the `OBJECT`s inside the braces go into it."),
    ("MONSTER", "`MONSTER: ('class', \"name\"), place [, ...]` puts a monster: its class and name in parentheses (or only `'class'`, only `\"name\"`, or `random`), where, and optionally its name, attitude, alertness, alignment, disguise and other states; an inventory may follow in braces."),
    ("DOOR", "`DOOR: state, place` puts a door (`open`, `closed`, `locked`, `nodoor`, `broken`, `random`); a door in a room's wall is a `ROOMDOOR`."),
    ("ROOMDOOR", "`ROOMDOOR: secret, state, wall, position` puts a door in the wall of the current room."),
    ("REGION", "`REGION: area, lighting, \"type\" [, filled [, irregular]] [{ ... }]` lights an area and may make it a special room (shop, temple, zoo...)."),
    ("ROOM", "`ROOM: \"type\" [chance], lighting, (x, y), (horizontal, vertical), (width, height) [, filled] { ... }` adds a room; its contents go in the braces."),
    ("SUBROOM", "`SUBROOM: \"type\" [chance], lighting, (x, y), (width, height) { ... }` adds a room inside the room around it."),
    ("NAME", "`name:\"text\"` in an `OBJECT` or `MONSTER` gives the thing a name."),
    ("GRAVE", "`GRAVE: place, \"epitaph\"` puts a grave."),
    ("MINERALIZE", "`MINERALIZE` scatters gems and gold in the stone."),
    ("TERRAIN", "`TERRAIN: selection, 'c'` sets the terrain of every square of a selection."),
    ("REPLACE_TERRAIN", "`REPLACE_TERRAIN: region, 'from', 'to', percent` swaps one terrain for another."),
    ("IF", "`IF [condition] { ... } ELSE { ... }` runs a block when the condition (a percentage or a comparison) holds."),
    ("FOR", "`FOR $i = a TO b { ... }` runs a block for each number from a to b."),
    ("LOOP", "`LOOP [n] { ... }` runs a block n times."),
    ("SWITCH", "`SWITCH [n] { CASE k: ... BREAK DEFAULT: ... }` runs the branch a random choice selects."),
    ("FUNCTION", "`FUNCTION name() { ... }` defines a block of statements that `name()` runs."),
    ("SHUFFLE", "`SHUFFLE: $array` puts the values of an array variable in random order."),
    ("EXIT", "`EXIT` stops the level program."),
    ("selection", "`selection: ...` builds a set of map squares from shapes such as `rect`, `line`, `circle`, `floodfill`."),
];

/// Statements and words as UnNetHack 3.5's own level language (an early
/// opcode design on 3.4.3's spellings) writes them; the rest comes from
/// [`LEVEL_DOCS`].
const LEV35_DOCS: &[(&str, &str)] = &[
    ("LEVEL", "`LEVEL: \"name\"` starts a level (UnNetHack 3.5 has no `MAZE`): optional `FLAGS` and `INIT_MAP`, then its statements in any order, each run in turn when the level is made."),
    ("INIT_MAP", "`INIT_MAP: solidfill, 'c'` fills the level with one terrain, `INIT_MAP: mazegrid, 'c'` lays a grid of walls for `MAZEWALK`, and `INIT_MAP: mines, foreground, background, smoothed, joined, lighting, walled [, 'c']` grows a random cave (over a fill of `'c'` when given)."),
    ("solidfill", "`solidfill`: the `INIT_MAP` style that fills the level with the terrain given."),
    ("mazegrid", "`mazegrid`: the `INIT_MAP` style that lays the grid of walls a `MAZEWALK` digs through."),
    ("mines", "`mines`: the `INIT_MAP` style that grows a random cave of the foreground terrain in the background terrain."),
    ("IF", "`IF [n%] { ... } [ELSE { ... }]` runs the first block when a draw of `rn2(100)` is at most n (so n + 1 times in 100), else the `ELSE` block; without `[n%]` the first block always runs. Blocks nest up to 20 deep."),
    ("ELSE", "`ELSE { ... }` after an `IF` block: what runs when the `IF` block does not."),
    ("EXIT", "`EXIT` ends the level's program here; the level is then finished (rooms filled, walls made) as usual."),
    ("ROOM", "`ROOM: \"type\", lighting, (x, y), (horizontal, vertical), (width, height) [, filled] { ... }` makes a room on the 5x5 grid of a room-and-corridor level; the statements in the braces are placed in it, with coordinates relative to it. `random` may stand for each part."),
    ("SUBROOM", "`SUBROOM: \"type\", lighting, (x, y), (width, height), \"parent\" [, filled] { ... }` makes a room inside the room around it (which a `NAME` names); the statements in the braces are placed in it."),
    ("ROOMDOOR", "`ROOMDOOR: secret, state, walls, position` puts a door in the current room's wall: `true`/`false`/`random` for a secret door, its state, the walls it may go in (`north|west` for either), and its place along the wall (`random`: any but the wall's last square)."),
    ("NAME", "`NAME: \"name\"` names the current room, so that a `SUBROOM` can name it as its parent."),
    ("CHANCE", "`CHANCE: n` gives the chance in 100 that the current room gets its type; otherwise it is an ordinary room."),
    ("CONTAINER", "`CONTAINER[n%]: class, \"name\", place [, curse state, enchantment, ...] { ... }` puts a container; the `OBJECT`s (and `IF`s, and other containers) in the braces go inside it."),
    ("OBJECT", "`OBJECT[n%]: class, \"name\", place [, curse state, \"monster\", enchantment, \"name\"]` puts an object, with a chance in 100 when `[n%]` is given; inside a `CONTAINER` it has no place."),
    ("MONSTER", "`MONSTER[n%]: class, \"name\", place [, \"name\"] [, attitude] [, alertness] [, alignment] [, m_feature \"disguise\"]` puts a monster, with a chance in 100 when `[n%]` is given."),
    ("TRAP", "`TRAP[n%]: \"type\", place` sets a trap, with a chance in 100 when `[n%]` is given."),
    ("GEOMETRY", "`GEOMETRY: horizontal, vertical [, keep]` or `GEOMETRY: (x, y) [, keep]` places the map that follows, aligned or at a square; with `false` for keep, the statements after it go back to the coordinates in force before the map."),
    ("MAZEWALK", "`MAZEWALK: place, direction [, stocked [, 'c']]` digs a maze from that square through a `mazegrid`; unless `false` is given, the maze is then stocked with the objects and monsters of a maze, and `'c'` is the terrain it digs (floor by default)."),
    ("TERRAIN", "`TERRAIN[n%]: place, 'c', lighting` sets one square; `TERRAIN[n%]: place, horizontal|vertical, length, 'c', lighting` a line from it; `TERRAIN[n%]: (x1,y1,x2,y2), filled|unfilled, 'c', lighting` a filled rectangle or its edge. The chance is drawn once for the whole statement."),
    ("REPLACE_TERRAIN", "`REPLACE_TERRAIN: (x1,y1,x2,y2), 'from', 'to', lighting, n%` turns each square of terrain `from` in the area into `to`, each with a chance of n in 100."),
    ("SPILL", "`SPILL: place, 'c', direction, count, lighting` spills `count` squares of terrain in a random walk that leans toward the direction; from `random`, it starts beside a wall that it breaks through, like a river from the rock."),
    ("RANDLINE", "`RANDLINE: place, place, 'c', lighting, roughness [, thickness]` draws a wandering line of terrain between two squares (split at a random midpoint again and again, less rough each time), `thickness` squares wide (1 to 10)."),
    ("REGION", "`REGION: (x1,y1,x2,y2), lighting, \"type\" [, filled|unfilled [, irregular]]` lights an area and may make it a special room; `unfilled` leaves a special room empty, and an irregular one floods from its first corner."),
    ("horizontal", "`horizontal`: a `TERRAIN` line going right from its square."),
    ("vertical", "`vertical`: a `TERRAIN` line going down from its square."),
    ("filled", "`filled`: a `TERRAIN` rectangle with every square set, or a `REGION` whose room is stocked."),
    ("unfilled", "`unfilled`: a `TERRAIN` rectangle with only its edge set, or a `REGION` whose room is left empty."),
    ("blood", "`blood`: an engraving written in blood (UnNetHack 3.5)."),
    ("noflip", "`noflip`: the level is never flipped (UnNetHack 3.5 flips most levels at random)."),
    ("noflipx", "`noflipx`: the level is never flipped left to right."),
    ("noflipy", "`noflipy`: the level is never flipped top to bottom."),
    ("mazelevel", "`mazelevel`: the game treats the level as a maze level."),
    ("premapped", "`premapped`: the level's map, traps and boulders are known on arrival (Sokoban)."),
    ("shroud", "`shroud`: the hero remembers nothing of the level out of sight."),
    ("levregion", "`levregion(x1,y1,x2,y2)`: an area in the whole level's coordinates rather than the map's."),
];

/// What dNetHack and notdNetHack add to NetHack 3.4.3's level language
/// (shown only for a variant whose scanner has the word).
const LEV343_VARIANT_DOCS: &[(&str, &str)] = &[
    ("FORGE", "`FORGE: place` puts a forge (notdNetHack)."),
    ("skipcheck", "`[ skipcheck ]` after a monster's, object's or engraving's place: do not warn when it is in a wall (notdNetHack)."),
    ("noskipcheck", "`[ noskipcheck ]` after a monster's, object's or engraving's place: check it against the map even inside a room (notdNetHack)."),
    ("lethe", "`lethe`: a level flag of dNetHack, notdNetHack and SLASH'EM (its water makes the hero forget)."),
    ("cave", "`cave`: a level flag of dNetHack's."),
    ("outside", "`outside`: a level flag of dNetHack's (the level is outdoors)."),
    ("spooky", "`spooky`: a level flag of SLASH'EM's (the level makes eerie noises)."),
    ("OBJFLAGS", "`OBJFLAGS: o_lit, o_buried` sets flags of the object just before it in the room or map part (SLASH'EM)."),
    ("o_lit", "`o_lit`: an object flag of SLASH'EM's: the object is lit (a lit candle or lamp)."),
    ("o_buried", "`o_buried`: an object flag of SLASH'EM's: the object is buried."),
    ("RANDOM_REGION", "`RANDOM_REGION[n]: lev_region, lev_region` defines random region n of the map part, numbered from 0 in order (at most 9), for `region[n]` (SLASH'EM)."),
    ("region", "`region[n]`: a random spot in random region n of the map part (SLASH'EM)."),
    ("scrawl", "`scrawl`: an engraving type of SLASH'EM's (scrawled, as in blood)."),
];

/// What the variants of the 3.6 family add (shown only for a variant whose
/// scanner has the word).
const VARIANT_DOCS: &[(&str, &str)] = &[
    ("FORGE", "`FORGE: place` puts a forge (EvilHack, Hack'EM)."),
    ("MAGIC_CHEST", "`MAGIC_CHEST: place` puts a magic chest (EvilHack, Hack'EM)."),
    ("PUDDLE", "`PUDDLE: place` puts a puddle of shallow water (EvilHack, Hack'EM)."),
    ("SEWAGE", "`SEWAGE: place` puts sewage (EvilHack, Hack'EM)."),
    ("TOILET", "`TOILET: place` puts a toilet (Hack'EM)."),
    ("VAULTGEN", "`VAULTGEN: n` sets how often this random vault is made (a level flagged `rndvault`); the compiler writes it to `vaults.dat`."),
    ("MINDEPTH", "`MINDEPTH: n` sets the least depth of this random vault (a level flagged `rndvault`); the compiler writes it to `vaults.dat`."),
    ("dead", "`dead`: the monster is placed dead (a corpse); no other detail may go with it."),
    ("affixed_gem", "`affixed_gem: n` sets the gem set in the object (EvilHack)."),
    ("forged_qual", "`forged_qual: n` sets the object's forged quality (EvilHack)."),
    ("rndvault", "`rndvault`: the level is a random vault, listed in `vaults.dat`."),
    ("spooky", "`spooky`: a level flag of Hack'EM's."),
    ("MON_GENERATION", "`MON_GENERATION: n%, (weight, 'c' or \"name\"), ...` sets which monsters the level keeps making, n% of the time (UnNetHack)."),
    ("SOUNDS", "`SOUNDS: frequency, (hear|pline|verbal|feel, \"text\"), ...` gives the level its own sounds (UnNetHack)."),
    ("SPILL", "`SPILL: place, 'c', direction, count` spills a line of terrain from a place (UnNetHack)."),
    ("WALLWALK", "`WALLWALK: place, 'c' [, 'c'] [, n%]` walks along the walls from a place, turning them into terrain (UnNetHack)."),
    ("INCLUDE", "`INCLUDE \"file\"` reads another file before the first level (UnNetHack)."),
    ("sheollev", "`INIT_MAP: sheollev` makes a level of Sheol, UnNetHack's frozen hell."),
    ("hear", "`hear`: a level sound the hero hears (UnNetHack's `SOUNDS`)."),
    ("pline", "`pline`: a level sound shown as a message (UnNetHack's `SOUNDS`)."),
    ("verbal", "`verbal`: a level sound spoken aloud (UnNetHack's `SOUNDS`)."),
    ("feel", "`feel`: a level sound the hero feels (UnNetHack's `SOUNDS`)."),
    ("noflip", "`noflip`: the level is never flipped (UnNetHack)."),
    ("noflipx", "`noflipx`: the level is never flipped left to right (UnNetHack)."),
    ("noflipy", "`noflipy`: the level is never flipped top to bottom (UnNetHack)."),
    ("stormy", "`stormy`: a level flag of UnNetHack's."),
    ("sky", "`sky`: the level shows the sky (UnNetHack)."),
    ("sheol", "`sheol`: the level is one of Sheol's (UnNetHack)."),
    ("TILESET", "`TILESET: tileset` draws the level with one of GnollHack's tilesets (`gnomish_mines_tileset` ...)."),
    ("SPECIAL_TILESET", "`SPECIAL_TILESET: selection, tileset` draws part of the level with another tileset (GnollHack)."),
    ("BOUNDARY_TYPE", "`BOUNDARY_TYPE: floor type` sets the terrain around the map (GnollHack)."),
    ("FOREST", "`FOREST: forest type [, initialized]` sets the kind of the level's trees (GnollHack)."),
    ("MONSTER_GENERATION", "`MONSTER_GENERATION: n, monster, ...` makes the level keep making these monsters, n% of the time (GnollHack)."),
    ("SPECIAL_REGION", "`SPECIAL_REGION: region, type` marks a region the game names or reveals (GnollHack)."),
    ("SPECIAL_LEVREGION", "`SPECIAL_LEVREGION: levregion(...), type` marks a region of the whole level (GnollHack)."),
    ("NAMING", "`NAMING: \"name\", when [, montype: m]` names the level, revealed never, on arrival or on seeing a monster (GnollHack)."),
    ("ANVIL", "`ANVIL: place [, montype: m]` puts an anvil (GnollHack)."),
    ("NPC", "`NPC: npc type, place [, montype: m]` puts a non-player character of a kind (GnollHack)."),
    ("LEVER", "`LEVER: place, effect, details` puts a lever that opens doors, makes terrain, traps, objects, monsters or portals (GnollHack)."),
    ("FLOOR", "`FLOOR: selection, floor type, subtype` sets the floor of squares (GnollHack)."),
    ("DECORATION", "`DECORATION: place, kind, ...` hangs a torch, lantern, painting, banner ... on a wall (GnollHack)."),
    ("THRONE", "`THRONE: selection` puts thrones (GnollHack)."),
    ("MAGIC_PORTAL", "`MAGIC_PORTAL: place, target, seen, active` puts a magic portal (GnollHack)."),
    ("MODRON_PORTAL", "`MODRON_PORTAL: place, target: place, type, active` or `MODRON_PORTAL: place, level_teleporter, up/down, end, type, active` puts a modron portal (GnollHack)."),
    ("SUBTYPE", "`SUBTYPE: selection, n` or `SUBTYPE: selection, floor type, subtype` sets the subtype of squares (GnollHack)."),
    ("CARPET", "`CARPET: region, carpet` lays a carpet (GnollHack)."),
    ("CARPET_PIECE", "`CARPET_PIECE: selection, carpet, piece [, flags]` lays one piece of carpet (GnollHack)."),
    ("BRAZIER", "`BRAZIER: place [, subtype, light]` puts a brazier (GnollHack)."),
    ("SIGNPOST", "`SIGNPOST: place, subtype, \"text\" or random` puts a signpost (GnollHack)."),
    ("TREE", "`TREE: place [, tree subtype or forest type]` puts a tree of a kind (GnollHack)."),
    ("floortype", "`floortype: floor type` of a room or region (GnollHack; written without a comma)."),
    ("floorsubtype", "`floorsubtype: subtype` of a room or region (GnollHack; written without a comma)."),
    ("tileset", "`tileset: tileset` of a room or region (GnollHack; written without a comma)."),
    ("decoration_style", "`decoration_style: n` of a room or region (GnollHack; written without a comma)."),
    ("keytype", "`keytype: object` sets the key that opens a door or container (GnollHack)."),
    ("subtype", "`subtype: ...` sets the kind of a door or of what a lever makes (GnollHack)."),
    ("material", "`material: material_...` sets what an object is made of (GnollHack)."),
    ("exceptionality", "`exceptionality: ...` makes an object exceptional, elite, celestial ... (GnollHack)."),
    ("elemental_enchantment", "`elemental_enchantment: flaming|freezing|electrified|death-magical` (GnollHack)."),
    ("enchantment", "`enchantment: n` sets an object's enchantment (GnollHack)."),
    ("charges", "`charges: n` sets an object's charges (GnollHack)."),
    ("special_quality", "`special_quality: n` sets an object's or door's special quality (GnollHack)."),
    ("age", "`age: n` sets an object's age (GnollHack)."),
    ("level_adjustment", "`level_adjustment: n` makes a monster that many levels stronger (GnollHack)."),
    ("male", "`male`: the monster is male (GnollHack)."),
    ("waitforu", "`waitforu`: the monster waits for the hero (GnollHack)."),
    ("level_boss", "`level_boss`: the monster is the level's boss (GnollHack)."),
    ("indestructible", "`indestructible`: the object or door cannot be destroyed (GnollHack)."),
    ("swampy", "`swampy`: a level flag of GnollHack's."),
    ("desert", "`desert`: a level flag of GnollHack's."),
];

/// The hover of one of a variant's value words (GnollHack's
/// `fountain_magic` ...): its kind and the number it stands for.
fn value_word_doc(word: &str, target: &dgn_core::Target) -> Option<String> {
    use dgn_core::lev36::lexer::Tok;
    let family = dgn_core::lev36::variant::of(target.variant);
    let (_, tok) = family.keywords.iter().find(|(k, _)| *k == word)?;
    let Tok::GhVal(kind, v) = tok else {
        return None;
    };
    let (name, _) = dgn_core::lev36::variant::GH_VALUE_TERMINALS
        .iter()
        .find(|(_, k)| k == kind)?;
    Some(format!("`{word}`: a {name} of GnollHack's (value {v})."))
}

/// What a keyword does, written as the file's language (and, for level
/// files, its dialect and variant) writes it.
fn keyword_doc(word: &str, lang: Language, target: &dgn_core::Target) -> Option<&'static str> {
    let dialect = target.dialect;
    if lang == Language::Levels
        && dialect == Dialect::V36
        && dgn_core::lev36::variant::of(target.variant)
            .keywords
            .iter()
            .any(|(k, _)| *k == word)
    {
        if let Some((_, d)) = VARIANT_DOCS.iter().find(|(k, _)| *k == word) {
            return Some(d);
        }
    }
    if lang == Language::Levels
        && dialect == Dialect::V343
        && dgn_core::lev::family::family(target).is_some_and(|f| f.keywords().contains(&word))
    {
        if let Some((_, d)) = LEV343_VARIANT_DOCS.iter().find(|(k, _)| *k == word) {
            return Some(d);
        }
    }
    let un35 = target.variant == dgn_core::target::Variant::UnNetHack35;
    let tables: &[&[(&str, &str)]] = match (lang, dialect) {
        (Language::Dungeon(_), _) => &[DUNGEON_DOCS],
        // UnNetHack 3.5's own language.
        (Language::Levels, _) if un35 => &[LEV35_DOCS, LEVEL_DOCS],
        (Language::Levels, Dialect::V343) => &[LEV343_DOCS, LEVEL_DOCS],
        (Language::Levels, Dialect::V36) => &[LEV36_DOCS, LEVEL_DOCS],
        // A dungeon.lua has its own hover (`crate::lua`).
        (Language::Lua | Language::LuaLevel { .. }, _) => &[],
    };
    tables
        .iter()
        .flat_map(|t| t.iter())
        .find(|(k, _)| *k == word)
        .map(|(_, d)| *d)
}

/// `text` as a Markdown code span: the fence is one backtick longer than
/// the longest run of backticks inside, and a space pads text that starts
/// or ends with a backtick (or a space), so every character shows as it is.
pub(crate) fn code(text: &str) -> String {
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest + 1);
    let pad = if text.starts_with(['`', ' ']) || text.ends_with(['`', ' ']) {
        " "
    } else {
        ""
    };
    format!("{fence}{pad}{text}{pad}{fence}")
}

/// `text` as a Markdown code block, fenced by more backticks than any run
/// inside it.
fn code_block(text: &str) -> String {
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat((longest + 1).max(3));
    format!("{fence}\n{text}\n{fence}")
}

/// `text` as plain Markdown text: every character that could start
/// emphasis, a link, HTML, an entity or a code span is escaped.
pub(crate) fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(
            c,
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '&' | '#' | '~' | '|' | '!'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn markdown(value: String, range: Range) -> Hover {
    Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value,
        }),
        range: Some(range),
    }
}

/// The class character before the token at `tok_start` on its statement
/// (`'d'` in `MONSTER: 'd', "jackal"`).
fn class_before(doc: &Document, stmt: &scan::Stmt, tok_start: usize) -> Option<u8> {
    stmt.toks
        .iter()
        .take_while(|t| t.start < tok_start)
        .filter(|t| t.kind == TokKind::Char)
        .last()
        .map(|t| doc.text().as_bytes()[t.start])
}

fn nearest<'a>(word: &str, names: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let mut v: Vec<(usize, &str)> = names
        .map(|n| {
            (
                edit_distance(&word.to_ascii_lowercase(), &n.to_ascii_lowercase()),
                n,
            )
        })
        .collect();
    v.sort();
    v.into_iter().take(3).map(|(_, n)| n).collect()
}

fn show_list(names: &[&str]) -> String {
    names.iter().map(|n| code(n)).collect::<Vec<_>>().join(", ")
}

/// What a monster or object name stands for in the catalog.
fn catalog_hover(cfg: &Resolved, monster: bool, name: &str, class: Option<u8>) -> String {
    let cat = &cfg.target.catalog;
    let target = plain(&cfg.target.name);
    let name_code = code(name);
    if monster {
        let cls = class.and_then(|c| cat.monster_class(c));
        let found = cat
            .monster_id(name.as_bytes(), cls)
            .or_else(|| cat.monster_id(name.as_bytes(), None));
        match found {
            Some(i) => {
                let sym = cat.monster_symbol(i).map(char::from).unwrap_or('?');
                let sym = code(&sym.to_string());
                format!("monster {name_code}: class {sym}, index {i} in the {target} catalog")
            }
            None => {
                let names = cat
                    .monsters()
                    .iter()
                    .filter_map(|m| std::str::from_utf8(&m.name).ok());
                format!(
                    "no monster {name_code} in the {target} catalog; nearest: {}",
                    show_list(&nearest(name, names))
                )
            }
        }
    } else {
        let cls = class.and_then(|c| cat.object_class(c));
        let found = cat
            .object_id(name.as_bytes(), cls)
            .or_else(|| cat.object_id(name.as_bytes(), None));
        match found {
            Some(i) => {
                let sym = cat.object_symbol(i).map(char::from).unwrap_or('?');
                let sym = code(&sym.to_string());
                format!("object {name_code}: class {sym}, index {i} in the {target} catalog")
            }
            None => {
                let names = cat
                    .objects()
                    .iter()
                    .filter_map(|o| o.name.as_deref())
                    .filter_map(|n| std::str::from_utf8(n).ok());
                format!(
                    "no object {name_code} in the {target} catalog; nearest: {}",
                    show_list(&nearest(name, names))
                )
            }
        }
    }
}

/// Where a dungeon or level name of a dungeon description is defined and
/// placed, and what refers to it.
fn name_hover(doc: &Document, occ: &[Occurrence], o: &Occurrence) -> String {
    let what = match o.kind {
        NameKind::Dungeon => "dungeon",
        NameKind::Level => "level",
        NameKind::Variable => "variable",
        NameKind::Function => "function",
    };
    let mut s = format!("{what} {}", code(&o.name));
    let same = |x: &&Occurrence| x.kind == o.kind && x.name == o.name;
    match occ.iter().filter(same).find(|x| x.is_def) {
        Some(d) => {
            s.push_str(&format!(", defined on line {}", d.line + 1));
            if o.kind == NameKind::Level {
                if let Some(dg) = occ
                    .iter()
                    .rev()
                    .find(|x| x.kind == NameKind::Dungeon && x.is_def && x.start < d.start)
                {
                    s.push_str(&format!(" in dungeon {}", code(&dg.name)));
                }
            }
            s.push_str(&format!(":\n{}", code_block(doc.line(d.line).trim())));
        }
        None => s.push_str(" is not defined in this file"),
    }
    let uses: Vec<String> = occ
        .iter()
        .filter(same)
        .filter(|x| !x.is_def)
        .map(|x| format!("line {}: {}", x.line + 1, code(doc.line(x.line).trim())))
        .take(10)
        .collect();
    if !uses.is_empty() {
        s.push_str("\n\nused by:\n");
        for u in uses {
            s.push_str(&format!("- {u}\n"));
        }
    }
    s
}

/// `textDocument/hover`.
pub fn hover(
    doc: &Document,
    lang: Language,
    cfg: &Resolved,
    pos: Position,
    enc: Encoding,
) -> Option<Hover> {
    let offset = doc.offset(pos, enc);
    let (stmt, tok) = scan::at(doc, lang, offset)?;
    let range = doc.range(tok.start, tok.end, enc);
    let text = &doc.text()[tok.start..tok.end];
    let kw = stmt.keyword.as_deref().unwrap_or("");
    // Only a token that can be a name costs a look at the whole file.
    let followed_by_paren = doc.text()[tok.end..].trim_start().starts_with('(');
    let maybe_name = match lang {
        Language::Dungeon(_) => tok.kind == TokKind::Str,
        Language::Levels => match tok.kind {
            TokKind::Var => true,
            TokKind::Str => matches!(kw, "MAZE" | "LEVEL"),
            TokKind::Word => kw == "FUNCTION" || followed_by_paren,
            _ => false,
        },
        // dungeon.lua is served by `crate::lua`.
        Language::Lua | Language::LuaLevel { .. } => false,
    };
    if maybe_name {
        let occ = scan::occurrences(doc, lang);
        if let Some(o) = occ
            .iter()
            .find(|o| o.start == tok.start && o.end == tok.end)
        {
            return Some(markdown(name_hover(doc, &occ, o), range));
        }
    }
    match tok.kind {
        TokKind::Str if lang == Language::Levels => {
            let monster = kw == "MONSTER";
            if monster || kw == "OBJECT" || kw == "CONTAINER" {
                let class = class_before(doc, &stmt, tok.start);
                return Some(markdown(catalog_hover(cfg, monster, text, class), range));
            }
            None
        }
        // A register's word runs into its index (`region[0`): the
        // keyword is what comes before the bracket.
        TokKind::Word => keyword_doc(text.split('[').next().unwrap_or(text), lang, &cfg.target)
            .map(str::to_owned)
            .or_else(|| {
                (lang == Language::Levels)
                    .then(|| value_word_doc(text, &cfg.target))
                    .flatten()
            })
            .map(|d| markdown(d, range)),
        _ => None,
    }
}

fn item(
    label: &str,
    kind: CompletionItemKind,
    edit: Option<Range>,
    detail: Option<String>,
) -> CompletionItem {
    CompletionItem {
        label: label.to_owned(),
        kind: Some(kind),
        detail,
        text_edit: edit.map(|r| CompletionTextEdit::Edit(TextEdit::new(r, label.to_owned()))),
        ..Default::default()
    }
}

fn keywords(lang: Language, target: &dgn_core::Target) -> Vec<&'static str> {
    let dialect = target.dialect;
    match lang {
        Language::Dungeon(_) => dgn_core::dgn::lexer::KEYWORDS
            .iter()
            .map(|(k, _)| *k)
            .collect(),
        Language::Lua | Language::LuaLevel { .. } => Vec::new(),
        // UnNetHack 3.5's own language.
        Language::Levels if target.variant == dgn_core::target::Variant::UnNetHack35 => {
            dgn_core::lev35::lexer::KEYWORDS
                .iter()
                .map(|(k, _)| *k)
                .collect()
        }
        Language::Levels => match dialect {
            // NetHack 3.4.3's, and dNetHack's or notdNetHack's own.
            Dialect::V343 => dgn_core::lev::lexer::KEYWORDS
                .iter()
                .map(|(k, _)| *k)
                .chain(
                    dgn_core::lev::family::family(target).map_or_else(Vec::new, |f| f.keywords()),
                )
                .collect(),
            // NetHack 3.6.7's, and the variant's own.
            Dialect::V36 => dgn_core::lev36::lexer::KEYWORDS
                .iter()
                .chain(dgn_core::lev36::variant::of(target.variant).keywords)
                .map(|(k, _)| *k)
                .collect(),
        },
    }
}

/// The characters a map row may hold, with what each one makes; the 3.6
/// dialect adds `x`, a cell the map leaves as it was.
const MAP_CHARACTERS: &[(char, &str)] = &[
    (' ', "solid rock"),
    ('#', "corridor"),
    ('.', "room floor"),
    ('-', "horizontal wall"),
    ('|', "vertical wall"),
    ('+', "door"),
    ('A', "air"),
    ('B', "boundary (crosswall)"),
    ('C', "cloud"),
    ('S', "secret door"),
    ('H', "secret corridor"),
    ('{', "fountain"),
    ('\\', "throne"),
    ('K', "sink"),
    ('}', "moat"),
    ('P', "pool"),
    ('L', "lava"),
    ('I', "ice"),
    ('W', "water"),
    ('T', "tree"),
    ('F', "iron bars"),
    ('x', "left as it was (3.6 and UnNetHack 3.5 only)"),
];

/// Completion inside a map block: the map characters of the dialect, each
/// inserted as itself.
fn map_characters(target: &dgn_core::Target) -> Vec<CompletionItem> {
    let dialect = target.dialect;
    // The variant's own: the bytes its map rows take that make its own
    // terrain.
    let family = dgn_core::lev36::variant::of(target.variant);
    let extra: Vec<(char, &str)> = match dgn_core::lev::family::family(target) {
        Some(f) if dialect == Dialect::V343 => f
            .map_char_names()
            .into_iter()
            .map(|(c, what)| (char::from(c), what))
            .collect(),
        _ => family
            .map_row_extra
            .iter()
            .filter_map(|&c| {
                family
                    .variant_terrain(c)
                    .map(|(_, what)| (char::from(c), what))
            })
            .collect(),
    };
    MAP_CHARACTERS
        .iter()
        .copied()
        .chain(extra)
        .filter(|(c, _)| {
            *c != 'x'
                || dialect == Dialect::V36
                || target.variant == dgn_core::target::Variant::UnNetHack35
        })
        .map(|(c, what)| CompletionItem {
            label: if c == ' ' {
                "' '".into()
            } else {
                c.to_string()
            },
            kind: Some(CompletionItemKind::CONSTANT),
            detail: Some(what.to_owned()),
            insert_text: Some(c.to_string()),
            ..Default::default()
        })
        .collect()
}

/// `textDocument/completion`.
pub fn completion(
    doc: &Document,
    lang: Language,
    cfg: &Resolved,
    pos: Position,
    enc: Encoding,
) -> Vec<CompletionItem> {
    let offset = doc.offset(pos, enc);
    let line = doc.line_of(offset);
    if lang == Language::Levels && scan::in_map(doc, line) {
        return map_characters(&cfg.target);
    }
    let lr = doc.line_range(line);
    let toks = scan::tokens(&doc.text()[lr.start..offset], lr.start);
    let keyword = toks
        .first()
        .filter(|t| t.kind == TokKind::Word)
        .map(|t| &doc.text()[t.start..t.end]);
    let last = toks.last();
    let cat = &cfg.target.catalog;
    // Inside a string: the string runs to the cursor.
    let prefix = &doc.text()[lr.start..offset];
    let quotes = prefix.split('#').next().unwrap_or("").matches('"').count();
    if quotes % 2 == 1 {
        let Some(open) = last.filter(|t| t.kind == TokKind::Str) else {
            return Vec::new();
        };
        let edit = Some(doc.range(open.start, offset, enc));
        let index = toks.iter().filter(|t| t.kind == TokKind::Str).count() - 1;
        let kw = keyword.unwrap_or("");
        let mut out = Vec::new();
        match lang {
            Language::Lua | Language::LuaLevel { .. } => {}
            Language::Levels => {
                let stmt = scan::Stmt {
                    line,
                    keyword: keyword.map(str::to_owned),
                    toks: toks.clone(),
                };
                let class = class_before(doc, &stmt, open.start);
                match kw {
                    "MONSTER" => {
                        let cls = class.and_then(|c| cat.monster_class(c));
                        for m in cat.monsters() {
                            if cls.is_none_or(|c| m.class == c) {
                                if let Ok(n) = std::str::from_utf8(&m.name) {
                                    out.push(item(
                                        n,
                                        CompletionItemKind::VALUE,
                                        edit,
                                        Some("monster".into()),
                                    ));
                                }
                            }
                        }
                    }
                    "OBJECT" | "CONTAINER" => {
                        let cls = class.and_then(|c| cat.object_class(c));
                        for o in cat.objects() {
                            if cls.is_none_or(|c| o.class == c) {
                                if let Some(n) =
                                    o.name.as_deref().and_then(|n| std::str::from_utf8(n).ok())
                                {
                                    out.push(item(
                                        n,
                                        CompletionItemKind::VALUE,
                                        edit,
                                        Some("object".into()),
                                    ));
                                }
                            }
                        }
                    }
                    "TRAP" => {
                        for (n, _) in dgn_core::lev::model::TrapKind::NAMED {
                            out.push(item(
                                n,
                                CompletionItemKind::ENUM_MEMBER,
                                edit,
                                Some("trap".into()),
                            ));
                        }
                    }
                    "ROOM" | "SUBROOM" | "REGION" => {
                        for (n, _) in dgn_core::lev::model::RoomType::NAMED {
                            out.push(item(
                                n,
                                CompletionItemKind::ENUM_MEMBER,
                                edit,
                                Some("room type".into()),
                            ));
                        }
                    }
                    _ => {}
                }
            }
            Language::Dungeon(_) => {
                let want = match (kw, index) {
                    ("BRANCH", 0) | ("CHAINBRANCH", 0) => Some(NameKind::Dungeon),
                    ("CHAINBRANCH", 1) => Some(NameKind::Level),
                    ("CHAINLEVEL" | "RNDCHLEVEL" | "RNDCHAINLEVEL", 2) => Some(NameKind::Level),
                    _ => None,
                };
                if let Some(k) = want {
                    let mut seen = std::collections::HashSet::new();
                    for o in scan::occurrences(doc, lang) {
                        if o.kind == k && o.is_def && seen.insert(o.name.clone()) {
                            let what = if k == NameKind::Dungeon {
                                "dungeon"
                            } else {
                                "level"
                            };
                            out.push(item(
                                &o.name,
                                CompletionItemKind::REFERENCE,
                                edit,
                                Some(format!("{what}, line {}", o.line + 1)),
                            ));
                        }
                    }
                }
            }
        }
        return out;
    }
    // A variable: those defined before the cursor.
    if let Some(v) = last.filter(|t| t.kind == TokKind::Var && t.end == offset) {
        let edit = Some(doc.range(v.start, offset, enc));
        let mut seen = std::collections::HashSet::new();
        return scan::occurrences(doc, lang)
            .into_iter()
            .filter(|o| o.kind == NameKind::Variable && o.is_def && o.end <= v.start)
            .filter(|o| seen.insert(o.name.clone()))
            .map(|o| {
                item(
                    &o.name,
                    CompletionItemKind::VARIABLE,
                    edit,
                    Some(format!("line {}", o.line + 1)),
                )
            })
            .collect();
    }
    let word = last.filter(|t| t.kind == TokKind::Word && t.end == offset);
    let edit = word.map(|w| doc.range(w.start, offset, enc));
    let mut out: Vec<CompletionItem> = keywords(lang, &cfg.target)
        .into_iter()
        .map(|k| {
            item(
                k,
                CompletionItemKind::KEYWORD,
                edit,
                keyword_doc(k, lang, &cfg.target).map(|d| d.chars().take(80).collect()),
            )
        })
        .collect();
    if lang == Language::Levels {
        let mut seen = std::collections::HashSet::new();
        for o in scan::occurrences(doc, lang) {
            if o.kind == NameKind::Function && o.is_def && seen.insert(o.name.clone()) {
                out.push(item(&o.name, CompletionItemKind::FUNCTION, edit, None));
            }
        }
    }
    out
}

/// The occurrence under `pos` and all occurrences.
fn under(
    doc: &Document,
    lang: Language,
    pos: Position,
    enc: Encoding,
) -> Option<(Occurrence, Vec<Occurrence>)> {
    let offset = doc.offset(pos, enc);
    let occ = scan::occurrences(doc, lang);
    let o = occ
        .iter()
        .find(|o| o.start <= offset && offset <= o.end)?
        .clone();
    Some((o, occ))
}

/// `textDocument/definition`.
pub fn definition(
    doc: &Document,
    lang: Language,
    uri: &Url,
    pos: Position,
    enc: Encoding,
) -> Vec<Location> {
    let Some((o, occ)) = under(doc, lang, pos, enc) else {
        return Vec::new();
    };
    occ.iter()
        .filter(|x| x.is_def && x.kind == o.kind && x.name == o.name)
        .take(1)
        .map(|x| Location::new(uri.clone(), doc.range(x.start, x.end, enc)))
        .collect()
}

/// `textDocument/references`.
pub fn references(
    doc: &Document,
    lang: Language,
    uri: &Url,
    pos: Position,
    enc: Encoding,
    include_decl: bool,
) -> Vec<Location> {
    let Some((o, occ)) = under(doc, lang, pos, enc) else {
        return Vec::new();
    };
    occ.iter()
        .filter(|x| x.kind == o.kind && x.name == o.name && (include_decl || !x.is_def))
        .map(|x| Location::new(uri.clone(), doc.range(x.start, x.end, enc)))
        .collect()
}

/// An outline entry without children.
#[allow(deprecated)] // `DocumentSymbol::deprecated` must still be given
pub(crate) fn symbol(
    name: String,
    detail: Option<String>,
    kind: SymbolKind,
    range: Range,
    sel: Range,
) -> DocumentSymbol {
    DocumentSymbol {
        name: if name.is_empty() { "?".into() } else { name },
        detail,
        kind,
        tags: None,
        deprecated: None,
        range,
        selection_range: sel,
        children: None,
    }
}

/// The most top-level symbols (dungeons or levels) of an outline; a file
/// with more (only a generated one has) is outlined up to there.
pub const MAX_SYMBOLS: usize = 2000;

/// `textDocument/documentSymbol`: dungeons with their levels and branches,
/// or the levels of a level file with their maps, rooms and regions.
pub fn symbols(doc: &Document, lang: Language, enc: Encoding) -> Vec<DocumentSymbol> {
    let text = doc.text();
    let stmts = scan::statements(doc, lang);
    let line_end = |l: usize| doc.line_range(l).end;
    let mut tops: Vec<(DocumentSymbol, usize)> = Vec::new(); // symbol, start line
    let mut children: Vec<Vec<DocumentSymbol>> = Vec::new();
    let mut map_start: Option<usize> = None;
    // The first line left out of a bounded outline.
    let mut cut: Option<usize> = None;
    for s in &stmts {
        let kw = s.keyword.as_deref().unwrap_or("");
        let first_str = scan::strings(s).next();
        let name_of = |t: Option<&scan::Tok>| {
            t.map(|t| text[t.start..t.end].to_owned())
                .unwrap_or_default()
        };
        let Some(&kw_tok) = s.toks.first() else {
            continue;
        };
        let sel = first_str.map_or(doc.range(kw_tok.start, kw_tok.end, enc), |t| {
            doc.range(t.start, t.end, enc)
        });
        let whole = doc.range(doc.line_range(s.line).start, line_end(s.line), enc);
        let top_kind = match (lang, kw) {
            (Language::Dungeon(_), "DUNGEON") => Some(SymbolKind::NAMESPACE),
            (Language::Levels, "MAZE" | "LEVEL") => Some(SymbolKind::MODULE),
            _ => None,
        };
        if let Some(k) = top_kind {
            if tops.len() == MAX_SYMBOLS {
                cut = Some(s.line);
                break;
            }
            tops.push((
                symbol(name_of(first_str), Some(kw.to_owned()), k, whole, sel),
                s.line,
            ));
            children.push(Vec::new());
            continue;
        }
        let child = match (lang, kw) {
            (
                Language::Dungeon(_),
                "LEVEL" | "RNDLEVEL" | "CHAINLEVEL" | "RNDCHLEVEL" | "RNDCHAINLEVEL",
            ) => Some(symbol(
                name_of(first_str),
                Some(kw.to_owned()),
                SymbolKind::CLASS,
                whole,
                sel,
            )),
            (Language::Dungeon(_), "BRANCH" | "CHAINBRANCH") => Some(symbol(
                format!("branch to {}", name_of(first_str)),
                Some(kw.to_owned()),
                SymbolKind::EVENT,
                whole,
                sel,
            )),
            (Language::Levels, "ROOM" | "SUBROOM") => Some(symbol(
                format!("{} {}", kw.to_ascii_lowercase(), name_of(first_str)),
                Some(kw.to_owned()),
                SymbolKind::STRUCT,
                whole,
                sel,
            )),
            (Language::Levels, "REGION") => Some(symbol(
                format!("region {}", name_of(first_str)),
                Some(kw.to_owned()),
                SymbolKind::FIELD,
                whole,
                sel,
            )),
            (Language::Levels, "FUNCTION") => {
                let n = s
                    .toks
                    .get(1)
                    .map(|t| text[t.start..t.end].to_owned())
                    .unwrap_or_default();
                Some(symbol(
                    n,
                    Some(kw.to_owned()),
                    SymbolKind::FUNCTION,
                    whole,
                    sel,
                ))
            }
            (Language::Levels, "MAP") => {
                map_start = Some(s.line);
                None
            }
            (Language::Levels, "ENDMAP") => map_start.take().map(|l| {
                let r = doc.range(doc.line_range(l).start, line_end(s.line), enc);
                let kwr = doc.range(doc.line_range(l).start, line_end(l), enc);
                symbol(
                    format!("map (lines {}-{})", l + 1, s.line + 1),
                    None,
                    SymbolKind::ARRAY,
                    r,
                    kwr,
                )
            }),
            _ => None,
        };
        if let Some(c) = child {
            match children.last_mut() {
                Some(list) => list.push(c),
                None => {
                    tops.push((c, s.line));
                    children.push(Vec::new());
                }
            }
        }
    }
    // Each top-level symbol spans to the line before the next one.
    let n = tops.len();
    let starts: Vec<usize> = tops.iter().map(|(_, l)| *l).collect();
    let mut out = Vec::with_capacity(n);
    for (i, ((mut sym, line), kids)) in tops.into_iter().zip(children).enumerate() {
        let last_line = if i + 1 < n {
            starts[i + 1].saturating_sub(1).max(line)
        } else {
            cut.map_or(doc.line_count() - 1, |c| c.saturating_sub(1).max(line))
        };
        sym.range = doc.range(doc.line_range(line).start, line_end(last_line), enc);
        if !kids.is_empty() {
            sym.children = Some(kids);
        }
        out.push(sym);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_escapes() {
        assert_eq!(code("jackal"), "`jackal`");
        assert_eq!(code("`"), "`` ` ``");
        assert_eq!(code("a``b"), "```a``b```");
        assert_eq!(code(" x"), "`  x `");
        assert_eq!(code_block("a"), "```\na\n```");
        assert_eq!(code_block("a ``` b"), "````\na ``` b\n````");
        assert_eq!(plain("nethack-3.6.7"), "nethack-3.6.7");
        assert_eq!(
            plain("*a_b* [c](d) <e> `f` &g; #h"),
            "\\*a\\_b\\* \\[c\\](d) \\<e\\> \\`f\\` \\&g; \\#h"
        );
    }
}
