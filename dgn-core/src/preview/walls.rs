//! Walls as the game shows them.
//!
//! A map draws every wall as `-` or `|`, but the game does not keep them
//! so: once a level's maps are laid out, a wall pass looks at each wall
//! square's neighbours and gives it its real kind (vertical, horizontal,
//! one of four corners, one of four T-walls, a crossing), and turns walls
//! buried in rock into rock. Rooms the game builds itself get their corners
//! directly; subrooms get the wall pass over their rectangle. This module
//! is that pass, shared by both releases; each release's preview calls it
//! where its game does.
//!
//! The glyphs are those the default tty symbols give each kind when the
//! wall has been seen from every side (as after magic mapping): corners,
//! crossings and T-walls pointing up or down show `-`, T-walls pointing
//! left or right `|`.

use super::{glyphs, Cell, Color, Glyph, Ground, LevelPreview, Version, COLS, ROWS};
use crate::lev::model::Terrain;

/// The kind of a wall square, as the game's wall pass decides it from the
/// square's neighbours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WallKind {
    /// A vertical wall (`│`).
    Vertical,
    /// A horizontal wall (`─`).
    Horizontal,
    /// A top-left corner (`┌`).
    TopLeft,
    /// A top-right corner (`┐`).
    TopRight,
    /// A bottom-left corner (`└`).
    BottomLeft,
    /// A bottom-right corner (`┘`).
    BottomRight,
    /// Walls crossing (`┼`).
    Cross,
    /// A T-wall whose stem points up (`┴`).
    TeeUp,
    /// A T-wall whose stem points down (`┬`).
    TeeDown,
    /// A T-wall whose stem points left (`┤`).
    TeeLeft,
    /// A T-wall whose stem points right (`├`).
    TeeRight,
}

impl WallKind {
    /// Every kind, in the order of the game's terrain types.
    pub const ALL: [WallKind; 11] = [
        WallKind::Vertical,
        WallKind::Horizontal,
        WallKind::TopLeft,
        WallKind::TopRight,
        WallKind::BottomLeft,
        WallKind::BottomRight,
        WallKind::Cross,
        WallKind::TeeUp,
        WallKind::TeeDown,
        WallKind::TeeLeft,
        WallKind::TeeRight,
    ];

    /// The kind of a wall terrain type (`None` for anything else, the
    /// drawbridge's wall included).
    pub fn from_terrain(t: Terrain) -> Option<WallKind> {
        use Terrain as T;
        Some(match t {
            T::VWall => WallKind::Vertical,
            T::HWall => WallKind::Horizontal,
            T::TlCorner => WallKind::TopLeft,
            T::TrCorner => WallKind::TopRight,
            T::BlCorner => WallKind::BottomLeft,
            T::BrCorner => WallKind::BottomRight,
            T::CrossWall => WallKind::Cross,
            T::TuWall => WallKind::TeeUp,
            T::TdWall => WallKind::TeeDown,
            T::TlWall => WallKind::TeeLeft,
            T::TrWall => WallKind::TeeRight,
            _ => return None,
        })
    }

    /// The game's terrain type of this kind.
    pub fn terrain(self) -> Terrain {
        use Terrain as T;
        match self {
            WallKind::Vertical => T::VWall,
            WallKind::Horizontal => T::HWall,
            WallKind::TopLeft => T::TlCorner,
            WallKind::TopRight => T::TrCorner,
            WallKind::BottomLeft => T::BlCorner,
            WallKind::BottomRight => T::BrCorner,
            WallKind::Cross => T::CrossWall,
            WallKind::TeeUp => T::TuWall,
            WallKind::TeeDown => T::TdWall,
            WallKind::TeeLeft => T::TlWall,
            WallKind::TeeRight => T::TrWall,
        }
    }

    /// The character NetHack's default tty symbols show for this kind.
    pub fn symbol(self) -> char {
        match self {
            WallKind::Vertical | WallKind::TeeLeft | WallKind::TeeRight => '|',
            _ => '-',
        }
    }

    /// The glyph the preview draws: the default symbol in the wall colour.
    pub fn glyph(self) -> Glyph {
        Glyph::new(self.symbol(), Color(7))
    }

    /// What the kind is called, in words.
    pub fn name(self) -> &'static str {
        match self {
            WallKind::Vertical => "vertical wall",
            WallKind::Horizontal => "horizontal wall",
            WallKind::TopLeft => "top-left corner",
            WallKind::TopRight => "top-right corner",
            WallKind::BottomLeft => "bottom-left corner",
            WallKind::BottomRight => "bottom-right corner",
            WallKind::Cross => "crossing walls",
            WallKind::TeeUp => "T-wall pointing up",
            WallKind::TeeDown => "T-wall pointing down",
            WallKind::TeeLeft => "T-wall pointing left",
            WallKind::TeeRight => "T-wall pointing right",
        }
    }

    /// The sides (up, down, right, left) the wall reaches out to.
    pub fn arms(self) -> [bool; 4] {
        let bits = match self {
            WallKind::Vertical => 0b1100,
            WallKind::Horizontal => 0b0011,
            WallKind::TopLeft => 0b0110,
            WallKind::TopRight => 0b0101,
            WallKind::BottomLeft => 0b1010,
            WallKind::BottomRight => 0b1001,
            WallKind::Cross => 0b1111,
            WallKind::TeeUp => 0b1011,
            WallKind::TeeDown => 0b0111,
            WallKind::TeeLeft => 0b1101,
            WallKind::TeeRight => 0b1110,
        };
        [bits & 8 != 0, bits & 4 != 0, bits & 2 != 0, bits & 1 != 0]
    }
}

/// The kind the game gives a wall from the sides its spine reaches out to
/// (bits: up 8, down 4, right 2, left 1); `None` for a free-standing wall,
/// which keeps whatever it was.
fn kind_of_arms(bits: u8) -> Option<WallKind> {
    use WallKind as K;
    const KINDS: [WallKind; 16] = [
        K::Vertical,
        K::Horizontal,
        K::Horizontal,
        K::Horizontal,
        K::Vertical,
        K::TopRight,
        K::TopLeft,
        K::TeeDown,
        K::Vertical,
        K::BottomRight,
        K::BottomLeft,
        K::TeeUp,
        K::Vertical,
        K::TeeLeft,
        K::TeeRight,
        K::Cross,
    ];
    (bits != 0).then(|| KINDS[usize::from(bits & 15)])
}

/// Puts terrain `t` at a cell as the map or statement does: its glyph, its
/// ground, its type (lava lights itself).
pub(crate) fn put(p: &mut LevelPreview, x: i32, y: i32, t: Terrain, v: Version) {
    let (g, ground) = glyphs::terrain(t, v);
    if let Some(c) = p.cell_mut(x, y) {
        c.glyph = Some(g);
        c.ground = ground;
        c.lit = matches!(t, Terrain::LavaPool | Terrain::LavaWall);
        c.terrain = Some(t);
    }
}

/// Gives a wall cell its kind.
fn show_kind(c: &mut Cell, k: WallKind) {
    c.glyph = Some(k.glyph());
    c.ground = Ground::Wall;
    c.terrain = Some(k.terrain());
}

/// What the wall pass sees at a cell: a terrain type, or nothing known
/// (random maze walls, random terrain).
fn seen(c: &Cell) -> Option<Terrain> {
    match c.ground {
        Ground::Random | Ground::MazeWall => None,
        // A passage of a random maze is carved floor.
        Ground::Maze => Some(Terrain::Room),
        _ => Some(c.terrain.unwrap_or(Terrain::Stone)),
    }
}

/// The game's `isok`: columns 1.., rows 0.. of the screen.
fn isok(x: i32, y: i32) -> bool {
    (1..COLS as i32).contains(&x) && (0..ROWS as i32).contains(&y)
}

/// The game's `IS_WALL`: any wall type, the drawbridge's wall included.
fn is_wall_type(t: Terrain) -> bool {
    (Terrain::VWall..=Terrain::DbWall).contains(&t)
}

/// A square that joins walls: a wall, a door, a secret door, iron bars.
fn is_joining(t: Terrain) -> bool {
    is_wall_type(t) || matches!(t, Terrain::Door | Terrain::SDoor | Terrain::IronBars)
}

/// The screen of a preview as the wall pass reads and writes it.
struct Grid<'a> {
    cells: &'a mut [Cell],
}

impl Grid<'_> {
    fn at(&self, x: i32, y: i32) -> Option<Terrain> {
        seen(&self.cells[y as usize * COLS + x as usize])
    }

    /// A wall, door, secret door or iron bars there (never off the map, never
    /// an unknown square).
    fn iswall(&self, x: i32, y: i32) -> bool {
        isok(x, y) && self.at(x, y).is_some_and(is_joining)
    }

    /// Rock or what `iswall` takes; off the map and unknown squares count.
    fn iswall_or_stone(&self, x: i32, y: i32) -> bool {
        !isok(x, y)
            || self
                .at(x, y)
                .is_none_or(|t| t == Terrain::Stone || is_joining(t))
    }

    /// Rock or any wall, or off the map. An unknown square is not: the
    /// preview never buries a wall next to something the game decides.
    fn is_solid(&self, x: i32, y: i32) -> bool {
        !isok(x, y) || self.at(x, y).is_some_and(|t| t <= Terrain::DbWall)
    }
}

/// A rectangle of the screen, inclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rect {
    pub x1: i32,
    pub y1: i32,
    pub x2: i32,
    pub y2: i32,
}

impl Rect {
    fn contains(&self, x: i32, y: i32) -> bool {
        (self.x1..=self.x2).contains(&x) && (self.y1..=self.y2).contains(&y)
    }

    /// Cut to the screen; `None` when nothing is left.
    fn on_screen(self) -> Option<Rect> {
        let r = Rect {
            x1: self.x1.max(0),
            y1: self.y1.max(0),
            x2: self.x2.min(COLS as i32 - 1),
            y2: self.y2.min(ROWS as i32 - 1),
        };
        (r.x1 <= r.x2 && r.y1 <= r.y2).then_some(r)
    }
}

/// The game's wall pass over a rectangle: walls with rock or walls all
/// around become rock, then every wall takes the kind its neighbours give
/// it. Inside `keep` walls are never buried and only walls (not rock) are
/// joined to.
pub(crate) fn wallification(p: &mut LevelPreview, r: Rect, keep: Option<Rect>) {
    let Some(r) = r.on_screen() else { return };
    let g = Grid {
        cells: &mut p.cells,
    };
    let kept = |x: i32, y: i32| keep.is_some_and(|k| k.contains(x, y));
    let changeable =
        |t: Option<Terrain>| t.is_some_and(|t| is_wall_type(t) && t != Terrain::DbWall);
    // Walls buried in rock become rock; decided on the squares as they were.
    let mut buried = Vec::new();
    for x in r.x1..=r.x2 {
        for y in r.y1..=r.y2 {
            if kept(x, y) || !changeable(g.at(x, y)) {
                continue;
            }
            let all_solid = (-1..=1)
                .flat_map(|dx| (-1..=1).map(move |dy| (dx, dy)))
                .filter(|&d| d != (0, 0))
                .all(|(dx, dy)| g.is_solid(x + dx, y + dy));
            if all_solid {
                buried.push((x, y));
            }
        }
    }
    for (x, y) in buried {
        let c = &mut g.cells[y as usize * COLS + x as usize];
        c.glyph = Some(Glyph::new(' ', Color(8)));
        c.ground = Ground::Stone;
        c.terrain = Some(Terrain::Stone);
    }
    // Each wall's kind, from its neighbours as the sweep finds them (the
    // game changes them in place, column by column).
    for x in r.x1..=r.x2 {
        for y in r.y1..=r.y2 {
            if !changeable(g.at(x, y)) {
                continue;
            }
            let loc = |dx: i32, dy: i32| {
                if kept(x, y) {
                    g.iswall(x + dx, y + dy)
                } else {
                    g.iswall_or_stone(x + dx, y + dy)
                }
            };
            // `around[i][j]`: column x-1+i, row y-1+j is wall or rock.
            let mut around = [[false; 3]; 3];
            for (i, col) in around.iter_mut().enumerate() {
                for (j, v) in col.iter_mut().enumerate() {
                    if (i, j) != (1, 1) {
                        *v = loc(i as i32 - 1, j as i32 - 1);
                    }
                }
            }
            let spine = |dx: i32, dy: i32| -> u8 {
                if !g.iswall(x + dx, y + dy) {
                    return 0;
                }
                let (nx, ny) = ((1 + dx) as usize, (1 + dy) as usize);
                // No spine where walls on both sides and both diagonals
                // ahead make a corridor of wall.
                let shut = if dx != 0 {
                    around[1][0] && around[1][2] && around[nx][0] && around[nx][2]
                } else {
                    around[0][1] && around[2][1] && around[0][ny] && around[2][ny]
                };
                u8::from(!shut)
            };
            let bits = (spine(0, -1) << 3) | (spine(0, 1) << 2) | (spine(1, 0) << 1) | spine(-1, 0);
            if let Some(k) = kind_of_arms(bits) {
                show_kind(&mut g.cells[y as usize * COLS + x as usize], k);
            }
        }
    }
}

/// The whole level's wall pass, as both releases run it once a level is
/// laid out.
pub(crate) fn wallify_level(p: &mut LevelPreview) {
    let r = Rect {
        x1: 1,
        y1: 0,
        x2: COLS as i32 - 1,
        y2: ROWS as i32 - 1,
    };
    wallification(p, r, None);
}

/// NetHack 3.6's `WALLIFY` statement over a rectangle: rock next to floor
/// (or a map boundary) becomes wall, horizontal when the floor is above or
/// below, else vertical. The wall pass at the end gives them their kinds.
pub(crate) fn wallify_map(p: &mut LevelPreview, r: Rect, v: Version) {
    let x1 = r.x1.max(1);
    let y1 = r.y1.max(0);
    let x2 = r.x2.min(COLS as i32 - 1);
    let y2 = r.y2.min(ROWS as i32 - 1);
    let roomy = |c: &Cell| seen(c).is_some_and(|t| t >= Terrain::Room || t == Terrain::CrossWall);
    for y in y1..=y2 {
        let lo_y = (y - 1).max(0);
        let hi_y = if y < y2 { y + 1 } else { y2 };
        for x in x1..=x2 {
            let here = &p.cells[y as usize * COLS + x as usize];
            if seen(here) != Some(Terrain::Stone) {
                continue;
            }
            let lo_x = (x - 1).max(1);
            let hi_x = if x < x2 { x + 1 } else { x2 };
            let found = (lo_y..=hi_y).find(|&yy| {
                (lo_x..=hi_x).any(|xx| roomy(&p.cells[yy as usize * COLS + xx as usize]))
            });
            if let Some(yy) = found {
                let t = if yy != y {
                    Terrain::HWall
                } else {
                    Terrain::VWall
                };
                put(p, x, y, t, v);
            }
        }
    }
}

/// Map boundaries (`B`, stored as crossing walls) become floor, as the game
/// does once a map's rooms are laid out, within `r`.
pub(crate) fn remove_boundaries(p: &mut LevelPreview, r: Rect) {
    let Some(r) = r.on_screen() else { return };
    for y in r.y1..=r.y2 {
        for x in r.x1..=r.x2 {
            let c = &mut p.cells[y as usize * COLS + x as usize];
            if c.terrain == Some(Terrain::CrossWall) && c.ground == Ground::Floor {
                c.terrain = Some(Terrain::Room);
            }
        }
    }
}

/// Draws a room as the game's room maker builds it: floor inside (lit when
/// asked), walls around; a room gets its four corners directly, a subroom
/// the wall pass over its rectangle (joining it to its parent's walls).
/// `(x, y, w, h)` is the interior.
pub(crate) fn walled_room(
    p: &mut LevelPreview,
    (x, y, w, h): (i32, i32, i32, i32),
    lit: bool,
    subroom: bool,
    v: Version,
) {
    for yy in y - 1..=y + h {
        for xx in x - 1..=x + w {
            let t = if yy == y - 1 || yy == y + h {
                Terrain::HWall
            } else if xx == x - 1 || xx == x + w {
                Terrain::VWall
            } else {
                Terrain::Room
            };
            put(p, xx, yy, t, v);
            if t == Terrain::Room && lit {
                if let Some(c) = p.cell_mut(xx, yy) {
                    c.lit = true;
                }
            }
        }
    }
    let (x1, y1, x2, y2) = (x - 1, y - 1, x + w, y + h);
    if subroom {
        wallification(p, Rect { x1, y1, x2, y2 }, None);
    } else {
        for (cx, cy, k) in [
            (x1, y1, WallKind::TopLeft),
            (x2, y1, WallKind::TopRight),
            (x1, y2, WallKind::BottomLeft),
            (x2, y2, WallKind::BottomRight),
        ] {
            if let Some(c) = p.cell_mut(cx, cy) {
                show_kind(c, k);
            }
        }
    }
}

/// Builds a drawbridge as the game does: the bridge at `(x, y)` (over
/// water or lava), its wall one step along `(dx, dy)`. Open, the bridge is
/// lowered (`.`) and the wall a doorway; closed, the raised bridge (`#`)
/// stands in the wall and the water shows. Returns where the bridge shows
/// and its glyph, or `None` when there is no wall there (the game then
/// builds none).
pub(crate) fn drawbridge(
    p: &mut LevelPreview,
    (x, y): (i32, i32),
    (dx, dy): (i32, i32),
    open: bool,
) -> Option<((i32, i32), Glyph)> {
    let (wx, wy) = (x + dx, y + dy);
    let walled = p
        .cell_at(wx, wy)
        .and_then(|c| c.terrain)
        .is_some_and(is_wall_type);
    let lava = p.cell_at(x, y).and_then(|c| c.terrain) == Some(Terrain::LavaPool);
    if !walled || p.cell_at(x, y).is_none() {
        return None;
    }
    let brown = |ch: char| Glyph::new(ch, Color(3));
    let (span, wall, shown) = if open {
        (
            (Terrain::DrawbridgeDown, brown('.'), Ground::Door),
            (Terrain::Door, Glyph::new('.', Color(7)), Ground::Door),
            ((x, y), brown('.')),
        )
    } else {
        let under = if lava {
            (Glyph::new('}', Color(1)), Ground::Lava)
        } else {
            (Glyph::new('}', Color(4)), Ground::Water)
        };
        (
            (Terrain::DrawbridgeUp, under.0, under.1),
            (Terrain::DbWall, brown('#'), Ground::Door),
            ((wx, wy), brown('#')),
        )
    };
    for ((cx, cy), (t, g, ground)) in [((x, y), span), ((wx, wy), wall)] {
        if let Some(c) = p.cell_mut(cx, cy) {
            c.terrain = Some(t);
            c.glyph = Some(g);
            c.ground = ground;
        }
    }
    Some(shown)
}

/// Shows a secret door as the wall it looks like: `-` in a horizontal
/// wall, `|` otherwise.
pub(crate) fn show_secret_door(p: &mut LevelPreview, x: i32, y: i32, horizontal: bool) {
    if let Some(c) = p.cell_mut(x, y) {
        if c.terrain == Some(Terrain::SDoor) {
            c.glyph = Some(Glyph::new(if horizontal { '-' } else { '|' }, Color(7)));
        }
    }
}

/// Whether the game lays a map's (secret) door at `(x, y)` horizontally:
/// a wall, or something horizontal, to its left within the map.
pub(crate) fn door_horizontal_in_map(p: &LevelPreview, x: i32, y: i32, map_left: i32) -> bool {
    if x == map_left {
        return false;
    }
    let Some(c) = p.cell_at(x - 1, y) else {
        return false;
    };
    match c.terrain {
        Some(t) if is_wall_type(t) => true,
        Some(Terrain::IronBars) => true,
        Some(Terrain::SDoor) => c.glyph.is_some_and(|g| g.ch == '-'),
        Some(Terrain::Door) => door_horizontal_in_map(p, x - 1, y, map_left),
        _ => false,
    }
}

/// NetHack 3.6's orientation of a door or secret door once the level is
/// laid out: horizontal when a wall or door is left or right of it and not
/// both above and below.
pub(crate) fn door_horizontal_36(p: &LevelPreview, x: i32, y: i32) -> bool {
    let joins = |dx: i32, dy: i32| {
        isok(x + dx, y + dy)
            && p.cell_at(x + dx, y + dy)
                .and_then(seen)
                .is_some_and(|t| is_wall_type(t) || matches!(t, Terrain::Door | Terrain::SDoor))
    };
    let (mut l, mut r, mut u, mut d) = (joins(-1, 0), joins(1, 0), joins(0, -1), joins(0, 1));
    if !(l || r || u || d) {
        // Rock that has not been walled yet counts too; so does the edge.
        let rock = |dx: i32, dy: i32| {
            !isok(x + dx, y + dy)
                || p.cell_at(x + dx, y + dy)
                    .and_then(seen)
                    .is_some_and(|t| t < Terrain::Pool || t == Terrain::IronBars)
        };
        (l, r, u, d) = (rock(-1, 0), rock(1, 0), rock(0, -1), rock(0, 1));
    }
    (l || r) && !(u && d)
}

/// NetHack 3.6's fix-up of Baalzebub's lair: the beetle's legs are walls in
/// rock, which the general pass would bury, so the level skips it and the
/// game runs its own over the non-diggable area, keeping the inside.
/// `nondiggable` holds the rectangles of the level's `NON_DIGGABLE`
/// statements.
pub(crate) fn baalz_fixup(p: &mut LevelPreview, nondiggable: &[Rect], v: Version) {
    // Only rock and walls take the non-diggable mark.
    let marked = |p: &LevelPreview, x: i32, y: i32| {
        nondiggable.iter().any(|r| r.contains(x, y))
            && p.cell_at(x, y)
                .and_then(seen)
                .is_some_and(|t| t <= Terrain::DbWall || t == Terrain::Tree)
    };
    let mid = ROWS as i32 / 2;
    let xs: Vec<i32> = (0..COLS as i32).filter(|&x| marked(p, x, mid)).collect();
    let (Some(&first_x), Some(&last_x)) = (xs.first(), xs.last()) else {
        return;
    };
    let x1 = first_x + 1;
    let x2 = if last_x > x1 { last_x } else { COLS as i32 } - 1;
    let ys: Vec<i32> = (0..ROWS as i32).filter(|&y| marked(p, x1, y)).collect();
    let (Some(&first_y), Some(&last_y)) = (ys.first(), ys.last()) else {
        return;
    };
    let y1 = first_y + 1;
    let y2 = if last_y > y1 { last_y } else { ROWS as i32 } - 1;
    let inside = Rect { x1, y1, x2, y2 };
    // Two pools mark the joints to fix after the pass; they become walls.
    let mut joints = Vec::new();
    for x in x1..=x2 {
        for y in y1..=y2 {
            if p.cell_at(x, y).and_then(|c| c.terrain) == Some(Terrain::Pool) {
                put(p, x, y, Terrain::HWall, v);
                joints.push((x, y));
            }
        }
    }
    let around = Rect {
        x1: (x1 - 2).max(1),
        y1: (y1 - 2).max(0),
        x2: (x2 + 2).min(COLS as i32 - 1),
        y2: (y2 + 2).min(ROWS as i32 - 1),
    };
    wallification(p, around, Some(inside));
    let kind = |p: &LevelPreview, x: i32, y: i32| p.cell_at(x, y).and_then(|c| c.wall());
    // The first joint: a corner with a wall below; the last (when there are
    // two or more): a corner with a wall above.
    let last = (joints.len() > 1).then(|| joints.last().copied()).flatten();
    let fixes = [
        (joints.first().copied(), 1, WallKind::BottomRight),
        (last, -1, WallKind::TopRight),
    ];
    for (joint, dy, corner) in fixes {
        let Some((x, y)) = joint else { continue };
        let next = if dy == 1 {
            WallKind::TeeUp
        } else {
            WallKind::TeeDown
        };
        if kind(p, x, y) == Some(WallKind::TeeLeft) && kind(p, x, y + dy) == Some(next) {
            if let Some(c) = p.cell_mut(x, y) {
                show_kind(c, corner);
            }
            if let Some(c) = p.cell_mut(x, y + dy) {
                show_kind(c, WallKind::Horizontal);
            }
        }
    }
}
