//! What NetHack's tty interface shows (DECgraphics off, default symbols) for
//! terrain, traps, monsters and objects, and the colours of its palette.

use super::colors;
use super::{Color, Glyph, Ground, Version};
use crate::catalog::Catalog;
use crate::lev::model::{DoorState, Terrain, TrapKind};

/// The look of a terrain type: its glyph and the ground it is drawn on.
pub(crate) fn terrain(t: Terrain, v: Version) -> (Glyph, Ground) {
    use Terrain as T;
    let g = |ch: char, c: u8| Glyph::new(ch, Color(c));
    match t {
        T::Stone => (g(' ', 8), Ground::Stone),
        T::VWall | T::TlWall | T::TrWall => (g('|', 7), Ground::Wall),
        T::HWall
        | T::TlCorner
        | T::TrCorner
        | T::BlCorner
        | T::BrCorner
        | T::TuWall
        | T::TdWall
        | T::DbWall => (g('-', 7), Ground::Wall),
        // A crossing wall in a map is the invisible boundary `B`: the game
        // turns it into floor once the map's regions are laid out.
        T::CrossWall => (g('.', 7), Ground::Floor),
        T::Tree => (g('#', 2), Ground::Tree),
        // Secret doors and corridors look like what hides them.
        T::SDoor => (g('|', 7), Ground::Wall),
        T::SCorr => (g(' ', 8), Ground::Stone),
        T::Pool | T::Moat | T::Water => (g('}', 4), Ground::Water),
        T::DrawbridgeUp => (g('#', 3), Ground::Door),
        T::LavaPool => (g('}', 1), Ground::Lava),
        // Orange, as the game shows a wall of lava.
        T::LavaWall => (g('}', 9), Ground::LavaWall),
        T::IronBars => (g('#', 6), Ground::Bars),
        // A door from a map with no DOOR statement is an empty doorway.
        T::Door => (g('.', 7), Ground::Door),
        T::Corr => (g('#', 7), Ground::Corridor),
        T::Room => (g('.', 7), Ground::Floor),
        T::Stairs => (g('>', 7), Ground::Floor),
        T::Ladder => (g('>', 3), Ground::Floor),
        T::Fountain => (
            g('{', if v == Version::V343 { 4 } else { 12 }),
            Ground::Floor,
        ),
        T::Throne => (g('\\', 11), Ground::Floor),
        T::Sink => (g('#', 7), Ground::Floor),
        T::Grave => (
            g('|', if v == Version::V343 { 7 } else { 15 }),
            Ground::Floor,
        ),
        T::Altar => (g('_', 7), Ground::Floor),
        T::Ice => (g('.', 6), Ground::Ice),
        T::DrawbridgeDown => (g('.', 3), Ground::Door),
        T::Air => (g(' ', 6), Ground::Air),
        T::Cloud => (g('#', 7), Ground::Cloud),
        // EvilHack's terrain, as its own symbols show it.
        T::Grass => (g('.', 10), Ground::Grass),
        T::Sand => (g('.', 11), Ground::Sand),
        T::DeadTree => (g('#', 8), Ground::DeadTree),
        T::Forge => (g('{', 9), Ground::Forge),
        T::MagicChest => (g('(', 13), Ground::Floor),
        T::Puddle => (g('}', 14), Ground::Puddle),
        T::Sewage => (g('}', 3), Ground::Sewage),
        // Hack'EM's.
        T::Vent => (g('{', 8), Ground::Floor),
        T::Toilet => (g('{', 7), Ground::Floor),
        T::Bridge => (g('#', 3), Ground::Door),
        // UnNetHack's, as its own symbols show them.
        T::IceWall => (g('8', 14), Ground::IceWall),
        T::CrystalIceWall => (g('8', 15), Ground::IceWall),
        T::Bog => (g('}', 2), Ground::Bog),
        T::MagicPlatform => (g('.', 7), Ground::Floor),
        // GnollHack's, as its own symbols show them.
        T::Brazier => (g('{', 9), Ground::Floor),
        T::Signpost => (g('|', 3), Ground::Floor),
        T::Anvil => (g('_', 6), Ground::Floor),
        T::Ground => (g('.', 3), Ground::Earth),
        // dNetHack's soil: bare earth, as GnollHack's ground.
        T::Soil => (g('.', 3), Ground::Earth),
    }
}

/// Whether a terrain type stands on the map as a feature worth a mark of
/// its own (stairs, altars, thrones, ...), with its name.
pub(crate) fn feature_name(t: Terrain) -> Option<&'static str> {
    Some(match t {
        Terrain::Fountain => "fountain",
        Terrain::Throne => "throne",
        Terrain::Sink => "sink",
        Terrain::Altar => "altar",
        Terrain::Grave => "grave",
        Terrain::Stairs => "stairs",
        Terrain::Ladder => "ladder",
        _ => return None,
    })
}

/// The glyph of a door in the given state; `horizontal` when it sits in a
/// horizontal wall (an open door then shows `|`).
pub(crate) fn door(state: DoorState, horizontal: bool) -> Glyph {
    match state {
        DoorState::NoDoor | DoorState::Broken => Glyph::new('.', Color(7)),
        DoorState::Open => Glyph::new(if horizontal { '|' } else { '-' }, Color(3)),
        DoorState::Closed | DoorState::Locked | DoorState::Random => Glyph::new('+', Color(3)),
    }
}

/// The glyph of a trap (`None`: a random trap).
pub(crate) fn trap(kind: Option<TrapKind>) -> Glyph {
    // Colours of the trap symbols, in the game's trap order (the same in
    // 3.4.3 and 3.6.7).
    const COLORS: [u8; 22] = [
        6, 6, 7, 3, 6, 1, 7, 12, 4, 9, 0, 0, 3, 3, 5, 5, 13, 7, 7, 12, 12, 10,
    ];
    match kind {
        None => Glyph::new('^', Color(15)),
        Some(TrapKind::Web) => Glyph::new('"', Color(7)),
        Some(k) => {
            let i = usize::try_from(k.code() - 1).unwrap_or(0);
            Glyph::new('^', Color(COLORS.get(i).copied().unwrap_or(7)))
        }
    }
}

/// The colour of monster `index` of `cat`, looked up by name in the game's
/// own table of the release.
pub(crate) fn monster_color(cat: &Catalog, index: usize, v: Version) -> Color {
    let (table, builtin) = match v {
        Version::V343 => (colors::MONSTERS_V343, "nethack-3.4.3"),
        Version::V36 => (colors::MONSTERS_V367, "nethack-3.6.7"),
    };
    lookup(table, builtin, cat, index, true)
}

/// The colour of object `index` of `cat`.
pub(crate) fn object_color(cat: &Catalog, index: usize, v: Version) -> Color {
    let (table, builtin) = match v {
        Version::V343 => (colors::OBJECTS_V343, "nethack-3.4.3"),
        Version::V36 => (colors::OBJECTS_V367, "nethack-3.6.7"),
    };
    lookup(table, builtin, cat, index, false)
}

fn lookup(table: &str, builtin: &str, cat: &Catalog, index: usize, monster: bool) -> Color {
    let gray = Color(7);
    let Some(base) = crate::catalog::builtin(builtin) else {
        return gray;
    };
    // The built-in catalog is the common case; any other is matched by name.
    let i = if std::ptr::eq(base, cat) || base == cat {
        Some(index)
    } else if monster {
        cat.monster(index)
            .and_then(|m| base.monster_id(&m.name, None))
    } else {
        cat.object(index)
            .and_then(|o| o.name.as_deref())
            .and_then(|n| base.object_id(n, None))
    };
    i.and_then(|i| table.as_bytes().get(i))
        .and_then(|&d| (d as char).to_digit(16))
        .map_or(gray, |d| Color(d as u8))
}

/// RGB of a tty colour as drawn in SVG pictures (a dark background, like a
/// terminal's).
pub(crate) fn rgb(c: Color) -> (u8, u8, u8) {
    match c.0 {
        0 => (0x60, 0x60, 0x78),
        1 => (0xd0, 0x20, 0x20),
        2 => (0x20, 0xa8, 0x20),
        3 => (0xa8, 0x68, 0x10),
        4 => (0x38, 0x58, 0xf0),
        5 => (0xb8, 0x20, 0xb8),
        6 => (0x10, 0xb0, 0xb0),
        8 | 7 => (0xb8, 0xb8, 0xb8),
        9 => (0xff, 0x88, 0x10),
        10 => (0x50, 0xf0, 0x50),
        11 => (0xf8, 0xe8, 0x30),
        12 => (0x70, 0x90, 0xff),
        13 => (0xff, 0x70, 0xff),
        14 => (0x70, 0xf8, 0xf8),
        _ => (0xff, 0xff, 0xff),
    }
}

/// The SGR code of a tty colour (`None`: the terminal's default gray).
pub(crate) fn sgr(c: Color) -> Option<u8> {
    match c.0 {
        7 | 8 => None,
        // Black is shown as dark gray so it stays visible.
        0 => Some(90),
        n @ 1..=6 => Some(30 + n),
        9 => Some(91),
        n => Some(90 + n - 8),
    }
}

/// The background of a cell of the given ground in SVG pictures.
pub(crate) fn ground_rgb(g: Ground, lit: bool) -> (u8, u8, u8) {
    match g {
        Ground::Stone => (0x10, 0x10, 0x14),
        Ground::Wall => (0x90, 0x90, 0x98),
        Ground::Floor if lit => (0x5a, 0x56, 0x40),
        Ground::Floor => (0x34, 0x34, 0x3c),
        Ground::Corridor => (0x28, 0x28, 0x28),
        Ground::Door => (0x8a, 0x52, 0x18),
        Ground::Water => (0x18, 0x40, 0xc0),
        Ground::Lava => (0xd0, 0x38, 0x10),
        Ground::Tree => (0x18, 0x78, 0x20),
        Ground::Ice => (0xa8, 0xe0, 0xf0),
        Ground::Bars => (0x30, 0x90, 0x90),
        Ground::Air => (0xc0, 0xe4, 0xff),
        Ground::Cloud => (0xd8, 0xd8, 0xd8),
        Ground::Maze => (0x4c, 0x44, 0x64),
        Ground::MazeWall => (0x70, 0x68, 0x80),
        Ground::Random => (0x30, 0x28, 0x38),
        Ground::LavaWall => (0xf0, 0x80, 0x10),
        Ground::Grass => (0x30, 0x70, 0x20),
        Ground::Sand => (0xb0, 0x98, 0x50),
        Ground::DeadTree => (0x48, 0x40, 0x34),
        Ground::Forge => (0xc0, 0x50, 0x10),
        Ground::Puddle => (0x30, 0x80, 0xc0),
        Ground::Sewage => (0x50, 0x58, 0x20),
        Ground::IceWall => (0x90, 0xd0, 0xe8),
        Ground::Bog => (0x40, 0x50, 0x28),
        Ground::Earth => (0x80, 0x60, 0x38),
    }
}
