//! Walls as NetHack 3.7 leaves them, and how sure a preview can be of them.
//!
//! A level file draws walls as `-` and `|` (or gets them from a room or
//! from `des.wallify`); the game gives them their real shapes only once the
//! script has run: it turns the maps' boundary squares (`B`) into floor,
//! turns walls that have nothing but rock and walls around them into rock,
//! and gives every other wall the shape its neighbours call for (corner,
//! T-wall, crossing). A `corrmaze` level skips that pass, and Baalzebub's
//! lair gets its own over the beetle. This module does the same to each
//! run's level.
//!
//! A run draws dice where the game does, but the game's dice fall
//! otherwise: a square whose terrain is random, rock a corridor or a random
//! room may take, a wall where a corridor may cut a door. So each wall's
//! shape is worked out for every kind of square its random neighbours may
//! turn out to be; a wall whose shape depends on them is marked random, and
//! the picture draws it so.

use crate::level::{Level, Terrain37, COLNO, ROWNO};

// The kinds of square the wall pass tells apart, as bits of a set.

/// Rock (`STONE`).
pub(crate) const ROCK: u8 = 1;
/// Any wall, the drawbridge's included.
pub(crate) const WALL: u8 = 2;
/// A square walls join but that is not solid: a door, a secret door, iron
/// bars, a wall of water or of lava.
pub(crate) const JOINS: u8 = 4;
/// Anything else: floor, corridors, pools, trees, ...
pub(crate) const OPEN: u8 = 8;
/// Any kind at all.
pub(crate) const ANY: u8 = ROCK | WALL | JOINS | OPEN;

/// What a wall is seen as: rock or wall.
const SOLID: u8 = ROCK | WALL;
/// What walls reach out to: walls and what joins them.
const JOINED: u8 = WALL | JOINS;

/// The kind of square a terrain type is for the wall pass.
pub(crate) fn kind(t: Terrain37) -> u8 {
    use Terrain37 as T;
    match t {
        T::Stone => ROCK,
        t if t.is_wall() => WALL,
        T::Door | T::SDoor | T::IronBars | T::Water | T::LavaWall => JOINS,
        _ => OPEN,
    }
}

/// The game's `isok`: columns 1 to 79, rows 0 to 20.
fn isok(x: i32, y: i32) -> bool {
    (1..COLNO as i32).contains(&x) && (0..ROWNO as i32).contains(&y)
}

/// A wall the pass reshapes (not the drawbridge's).
fn reshapes(t: Terrain37) -> bool {
    t.is_wall() && t != Terrain37::DbWall
}

/// The game's `IS_ROOM` (floor and what stands on it) or a boundary square,
/// which `des.wallify` walls in.
fn walled_in(t: Terrain37) -> bool {
    t >= Terrain37::Room || t == Terrain37::CrossWall
}

/// The kinds a square of a run may be in the game: its terrain's, and when
/// dice drew it, the others they may have drawn. Off the level: rock.
pub(crate) fn kinds(level: &Level, x: i32, y: i32) -> u8 {
    if !isok(x, y) {
        return ROCK;
    }
    match level.square(x, y) {
        Some(s) if s.random => kind(s.typ) | s.other_kinds,
        Some(s) => kind(s.typ),
        None => ROCK,
    }
}

/// Whether a square is certain: not drawn by dice.
fn certain(level: &Level, x: i32, y: i32) -> bool {
    level.square(x, y).is_some_and(|s| !s.random)
}

/// Marks a square as drawn by dice, which may also make it any of `kinds`.
pub(crate) fn make_random(level: &mut Level, x: i32, y: i32, kinds: u8) {
    if let Some(s) = level.square_mut(x, y) {
        if !s.random {
            s.other_kinds = 0;
        }
        s.random = true;
        s.other_kinds |= kinds;
    }
}

/// `des.wallify` over a rectangle (level coordinates, clipped to the
/// level): rock next to floor (or a boundary square) becomes wall, a
/// horizontal one when the first floor found, row by row from above, is
/// above or below it, else a vertical one. Rock whose fate hangs on a
/// square drawn by dice is marked random.
pub(crate) fn wallify_map(level: &mut Level, x1: i32, y1: i32, x2: i32, y2: i32) {
    let (x1, y1) = (x1.max(1), y1.max(0));
    let (x2, y2) = (x2.min(COLNO as i32 - 1), y2.min(ROWNO as i32 - 1));
    for y in y1..=y2 {
        let lo_y = if y > 0 { y - 1 } else { 0 };
        let hi_y = if y < y2 { y + 1 } else { y2 };
        for x in x1..=x2 {
            let Some(here) = level.square(x, y).copied() else {
                continue;
            };
            if here.typ != Terrain37::Stone {
                continue;
            }
            let lo_x = if x > 1 { x - 1 } else { 1 };
            let hi_x = if x < x2 { x + 1 } else { x2 };
            // The first square, in the game's order, that is or may be
            // floor decides.
            let first = (lo_y..=hi_y)
                .flat_map(|yy| (lo_x..=hi_x).map(move |xx| (xx, yy)))
                .find_map(|(xx, yy)| {
                    let s = level.square(xx, yy)?;
                    if walled_in(s.typ) {
                        Some((yy, !s.random))
                    } else if s.random && s.other_kinds & OPEN != 0 {
                        Some((yy, false))
                    } else {
                        None
                    }
                });
            let Some((yy, sure)) = first else { continue };
            let wall = if yy != y {
                Terrain37::HWall
            } else {
                Terrain37::VWall
            };
            if let Some(s) = level.square_mut(x, y) {
                s.typ = wall;
            }
            if !sure || here.random {
                make_random(level, x, y, ROCK | WALL);
            }
        }
    }
}

/// A rectangle of the level, inclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Area {
    pub x1: i32,
    pub y1: i32,
    pub x2: i32,
    pub y2: i32,
}

impl Area {
    fn contains(&self, x: i32, y: i32) -> bool {
        (self.x1..=self.x2).contains(&x) && (self.y1..=self.y2).contains(&y)
    }
}

/// The kinds of every square as the pass starts (index `y * COLNO + x`).
struct Before {
    kinds: Vec<u8>,
    typs: Vec<Terrain37>,
}

impl Before {
    fn of(level: &Level, dug: &dyn Fn(i32, i32) -> u8) -> Before {
        let mut all = vec![ROCK; COLNO * ROWNO];
        let mut typs = vec![Terrain37::Stone; COLNO * ROWNO];
        for y in 0..ROWNO as i32 {
            for x in 0..COLNO as i32 {
                let i = y as usize * COLNO + x as usize;
                let mut k = kinds(level, x, y);
                if k & ROCK != 0 {
                    k |= dug(x, y);
                }
                all[i] = k;
                typs[i] = level.square(x, y).map_or(Terrain37::Stone, |s| s.typ);
            }
        }
        Before { kinds: all, typs }
    }

    fn kinds(&self, x: i32, y: i32) -> u8 {
        if isok(x, y) {
            self.kinds[y as usize * COLNO + x as usize]
        } else {
            ROCK
        }
    }

    fn typ(&self, x: i32, y: i32) -> Terrain37 {
        if isok(x, y) {
            self.typs[y as usize * COLNO + x as usize]
        } else {
            Terrain37::Stone
        }
    }

    /// Whether the square is sure to be a wall the pass may turn into rock.
    fn sure_wall(&self, x: i32, y: i32) -> bool {
        self.kinds(x, y) == WALL && reshapes(self.typ(x, y))
    }

    /// Whether the game's clean-up may turn the wall at (x, y) into rock
    /// (all eight neighbours may be solid), and whether it must.
    fn burial(&self, x: i32, y: i32) -> (bool, bool) {
        let mut may = true;
        let mut must = true;
        for (dx, dy) in NEIGHBOURS {
            let k = self.kinds(x + dx, y + dy);
            may &= k & SOLID != 0;
            must &= k & !SOLID == 0;
        }
        (may, must)
    }
}

/// The eight neighbours, as offsets.
const NEIGHBOURS: [(i32, i32); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// The shapes of the game's table, by the sides a wall reaches out to
/// (bits: up 8, down 4, right 2, left 1); 0 keeps the wall as it is.
const SPINES: [Terrain37; 16] = {
    use Terrain37 as T;
    [
        T::VWall,
        T::HWall,
        T::HWall,
        T::HWall,
        T::VWall,
        T::TrCorner,
        T::TlCorner,
        T::TdWall,
        T::VWall,
        T::BrCorner,
        T::BlCorner,
        T::TuWall,
        T::VWall,
        T::TlWall,
        T::TrWall,
        T::CrossWall,
    ]
};

/// How many ways the neighbours of one wall may be tried before its shape
/// is called random without trying them.
const MAX_TRIES: usize = 4096;

/// A wall's shape from the kinds of its eight neighbours (in the order of
/// [`NEIGHBOURS`]) once the clean-up has run; `inner` is the game's
/// protected inside of Baalzebub's lair, where only walls count as
/// something to join.
fn spine_shape(around: [u8; 8], own: Terrain37, inner: bool) -> Terrain37 {
    let seen = if inner { JOINED } else { SOLID | JOINS };
    // locale[i][j]: column x-1+i, row y-1+j is rock or wall.
    let mut locale = [[false; 3]; 3];
    for (k, (dx, dy)) in NEIGHBOURS.iter().enumerate() {
        locale[(1 + dx) as usize][(1 + dy) as usize] = around[k] & seen != 0;
    }
    let joined = |k: usize| around[k] & JOINED != 0;
    let spine = |there: bool, dx: i32, dy: i32| -> u8 {
        if !there {
            return 0;
        }
        let (nx, ny) = ((1 + dx) as usize, (1 + dy) as usize);
        let shut = if dx != 0 {
            locale[1][0] && locale[1][2] && locale[nx][0] && locale[nx][2]
        } else {
            locale[0][1] && locale[2][1] && locale[0][ny] && locale[2][ny]
        };
        u8::from(!shut)
    };
    let bits = (spine(joined(1), 0, -1) << 3)
        | (spine(joined(6), 0, 1) << 2)
        | (spine(joined(4), 1, 0) << 1)
        | spine(joined(3), -1, 0);
    if bits == 0 {
        own
    } else {
        SPINES[usize::from(bits)]
    }
}

/// The game's wall pass over `area`: walls with only rock and walls around
/// become rock, then every wall takes its shape. Inside `inner` (Baalzebub's
/// lair) walls are never turned into rock and join only walls. `dug` gives
/// the kinds the dice may still make of a rock square. Walls whose
/// outcome the dice decide are marked random.
pub(crate) fn wallification(
    level: &mut Level,
    area: Area,
    inner: Option<Area>,
    dug: &dyn Fn(i32, i32) -> u8,
) {
    let before = Before::of(level, dug);
    let in_area = |x: i32, y: i32| area.contains(x, y);
    let inside = |x: i32, y: i32| inner.is_some_and(|r| r.contains(x, y));
    // The kinds a neighbour may be once the clean-up has run.
    let after = |x: i32, y: i32| -> u8 {
        let k = before.kinds(x, y);
        if !isok(x, y) || !in_area(x, y) || inside(x, y) || k & WALL == 0 {
            return k;
        }
        if before.sure_wall(x, y) {
            match before.burial(x, y) {
                (_, true) => ROCK,
                (true, false) => WALL | ROCK,
                _ => WALL,
            }
        } else if k == WALL && before.typ(x, y) == Terrain37::DbWall && certain(level, x, y) {
            // The drawbridge's wall stays.
            WALL
        } else if before.burial(x, y).0 {
            // A wall, if the dice make one, may be turned into rock.
            k | ROCK
        } else {
            k
        }
    };
    // Worked out once for the squares next to the area's walls.
    let mut after_grid = vec![0u8; COLNO * ROWNO];
    let (ax1, ay1) = ((area.x1 - 1).max(0), (area.y1 - 1).max(0));
    let (ax2, ay2) = (
        (area.x2 + 1).min(COLNO as i32 - 1),
        (area.y2 + 1).min(ROWNO as i32 - 1),
    );
    for y in ay1..=ay2 {
        for x in ax1..=ax2 {
            after_grid[y as usize * COLNO + x as usize] = after(x, y);
        }
    }
    let after = |x: i32, y: i32| -> u8 {
        if (0..COLNO as i32).contains(&x) && (0..ROWNO as i32).contains(&y) {
            after_grid[y as usize * COLNO + x as usize]
        } else {
            ROCK
        }
    };
    let mut changes = Vec::new();
    for x in area.x1.max(1)..=area.x2.min(COLNO as i32 - 1) {
        for y in area.y1.max(0)..=area.y2.min(ROWNO as i32 - 1) {
            if !before.sure_wall(x, y) || !certain(level, x, y) {
                continue;
            }
            let own = before.typ(x, y);
            let inner_here = inside(x, y);
            let (may_bury, must_bury) = if inner_here {
                (false, false)
            } else {
                before.burial(x, y)
            };
            if must_bury {
                changes.push((x, y, Some(Terrain37::Stone)));
                continue;
            }
            let mut around = [0u8; 8];
            for (k, (dx, dy)) in NEIGHBOURS.iter().enumerate() {
                around[k] = after(x + dx, y + dy);
            }
            let tries: usize = around
                .iter()
                .map(|k| k.count_ones() as usize)
                .try_fold(1usize, |n, c| n.checked_mul(c).filter(|&n| n <= MAX_TRIES))
                .unwrap_or(usize::MAX);
            if tries > MAX_TRIES {
                changes.push((x, y, None));
                continue;
            }
            let mut shapes: u64 = 0;
            if may_bury {
                shapes |= 1 << Terrain37::Stone as u8;
            }
            // Each neighbour's kinds, one bit at a time.
            let mut options = [[0u8; 4]; 8];
            let mut counts = [0usize; 8];
            for (k, &kinds) in around.iter().enumerate() {
                for b in [ROCK, WALL, JOINS, OPEN] {
                    if kinds & b != 0 {
                        options[k][counts[k]] = b;
                        counts[k] += 1;
                    }
                }
            }
            let mut pick = [0usize; 8];
            'tries: loop {
                let mut one = [0u8; 8];
                for k in 0..8 {
                    one[k] = options[k][pick[k]];
                }
                shapes |= 1 << spine_shape(one, own, inner_here) as u8;
                for k in 0..8 {
                    pick[k] += 1;
                    if pick[k] < counts[k] {
                        continue 'tries;
                    }
                    pick[k] = 0;
                }
                break;
            }
            if shapes.count_ones() == 1 {
                let t = Terrain37::ALL
                    .iter()
                    .copied()
                    .find(|&t| shapes == 1 << t as u8)
                    .unwrap_or(own);
                changes.push((x, y, Some(t)));
            } else {
                changes.push((x, y, None));
            }
        }
    }
    for (x, y, t) in changes {
        match t {
            Some(t) => {
                if let Some(s) = level.square_mut(x, y) {
                    s.typ = t;
                }
            }
            None => make_random(level, x, y, WALL | ROCK),
        }
    }
}

/// What the game does to the walls once a level's script has run: the
/// maps' boundary squares become floor, doors corridors may cut are
/// marked random, and the wall pass runs (not on a `corrmaze` level;
/// Baalzebub's lair, `baalz`, gets its own).
pub(crate) fn finish(level: &mut Level, name: &str) {
    remove_boundary_syms(level);
    if level.flags.iter().any(|f| f == "inaccessibles") {
        way_out_doors(level);
    }
    let dug = Dug::of(level);
    if dug.corridors {
        corridor_doors(level);
    }
    // A random room keeps its walls three squares or more away from
    // anything but rock: rock nearer may only become a corridor.
    let mut near = vec![false; COLNO * ROWNO];
    for y in 0..ROWNO as i32 {
        for x in 0..COLNO as i32 {
            if kinds(level, x, y) == ROCK {
                continue;
            }
            for yy in (y - 2).max(0)..=(y + 2).min(ROWNO as i32 - 1) {
                for xx in (x - 2).max(0)..=(x + 2).min(COLNO as i32 - 1) {
                    near[yy as usize * COLNO + xx as usize] = true;
                }
            }
        }
    }
    let dug_at = |x: i32, y: i32| dug.at(isok(x, y) && near[y as usize * COLNO + x as usize]);
    if !level.flags.iter().any(|f| f == "corrmaze") {
        let whole = Area {
            x1: 1,
            y1: 0,
            x2: COLNO as i32 - 1,
            y2: ROWNO as i32 - 1,
        };
        wallification(level, whole, None, &dug_at);
    }
    if name == "baalz" || name.starts_with("baalz-") {
        baalz_fixup(level, &dug_at);
    }
}

/// The `inaccessibles` flag: once the script has run, the game looks for
/// open ground that cannot be walked to from the stairs and gives each
/// such part a way out, most often a secret door in a wall square with the
/// part on one side and ground already reached on the other (the game's
/// `ensure_way_out`). Which square it picks is left to dice, and which
/// parts are cut off depends on the stairs and on squares the dice draw.
/// So every wall square between two open squares (across a row or a
/// column) that may lie in different parts may turn out a secret door:
/// it is marked as a square something may land on.
fn way_out_doors(level: &mut Level) {
    // The game's walk over ground: doorways and everything open after
    // them, secret doors and secret corridors, diagonals included.
    let walkable =
        |t: Terrain37| t >= Terrain37::Door || matches!(t, Terrain37::SDoor | Terrain37::SCorr);
    // The parts of ground no dice touch, numbered; 0: not such ground.
    let mut part = vec![0u32; COLNO * ROWNO];
    let idx = |x: i32, y: i32| y as usize * COLNO + x as usize;
    let sure_ground = |level: &Level, x: i32, y: i32| {
        isok(x, y)
            && level
                .square(x, y)
                .is_some_and(|s| !s.random && walkable(s.typ))
    };
    let mut next = 0;
    let mut stack = Vec::new();
    for y in 0..ROWNO as i32 {
        for x in 1..COLNO as i32 {
            if part[idx(x, y)] != 0 || !sure_ground(level, x, y) {
                continue;
            }
            next += 1;
            part[idx(x, y)] = next;
            stack.push((x, y));
            while let Some((cx, cy)) = stack.pop() {
                for dy in -1..=1 {
                    for dx in -1..=1 {
                        let (nx, ny) = (cx + dx, cy + dy);
                        if sure_ground(level, nx, ny) && part[idx(nx, ny)] == 0 {
                            part[idx(nx, ny)] = next;
                            stack.push((nx, ny));
                        }
                    }
                }
            }
        }
    }
    // Whether a square is, or may be, open ground the game can start from
    // or reach (its `ACCESSIBLE`), and the part it surely belongs to.
    let side = |level: &Level, x: i32, y: i32| -> Option<Option<u32>> {
        if !isok(x, y) {
            return None;
        }
        let s = level.square(x, y)?;
        if s.random {
            (kinds(level, x, y) & (JOINS | OPEN) != 0).then_some(None)
        } else if s.typ >= Terrain37::Door {
            Some(Some(part[idx(x, y)]))
        } else {
            None
        }
    };
    let mut doors = Vec::new();
    for y in 0..ROWNO as i32 {
        for x in 1..COLNO as i32 {
            if kinds(level, x, y) & WALL == 0 {
                continue;
            }
            let split =
                [((-1, 0), (1, 0)), ((0, -1), (0, 1))]
                    .iter()
                    .any(|&((ax, ay), (bx, by))| {
                        match (side(level, x + ax, y + ay), side(level, x + bx, y + by)) {
                            (Some(Some(a)), Some(Some(b))) => a != b,
                            (Some(_), Some(_)) => true,
                            _ => false,
                        }
                    });
            if split {
                doors.push((x, y));
            }
        }
    }
    for (x, y) in doors {
        if let Some(s) = level.square_mut(x, y) {
            s.maybe = true;
        }
    }
}

/// The game's `remove_boundary_syms`: when the level has a boundary square,
/// those a map drew become floor (but for the last column and row).
fn remove_boundary_syms(level: &mut Level) {
    let any = (0..COLNO as i32 - 1).any(|x| {
        (0..ROWNO as i32 - 1)
            .any(|y| level.square(x, y).map(|s| s.typ) == Some(Terrain37::CrossWall))
    });
    if !any {
        return;
    }
    let (xmax, ymax) = ((COLNO as i32 - 1) & !1, (ROWNO as i32 - 1) & !1);
    for x in 0..xmax {
        for y in 0..ymax {
            if let Some(s) = level.square_mut(x, y) {
                if s.typ == Terrain37::CrossWall && s.in_map {
                    s.typ = Terrain37::Room;
                }
            }
        }
    }
}

/// Where the game may still dig or build on rock once the script has run
/// in ways the run does not draw: corridors between rooms, random rooms.
struct Dug {
    /// Corridors are dug (and doors cut) between rooms.
    corridors: bool,
    /// Rooms are put at random spots.
    rooms: bool,
}

impl Dug {
    fn of(level: &Level) -> Dug {
        let has = |kind: &str| level.records.iter().any(|r| r.kind == kind);
        Dug {
            corridors: has("random_corridors") || has("corridor"),
            rooms: level
                .records
                .iter()
                .any(|r| r.kind == "room" && r.random_spot),
        }
    }

    /// The kinds rock may become (`near`: within two squares of something
    /// else than rock).
    fn at(&self, near: bool) -> u8 {
        let mut k = 0;
        if self.rooms && !near {
            k |= ANY;
        }
        if self.corridors {
            k |= OPEN;
        }
        k
    }
}

/// A straight wall between floor and rock, where a corridor from another
/// room may cut a door: random, a wall or a doorway.
fn corridor_doors(level: &mut Level) {
    let mut doors = Vec::new();
    for y in 0..ROWNO as i32 {
        for x in 1..COLNO as i32 {
            let Some(s) = level.square(x, y) else {
                continue;
            };
            if !matches!(s.typ, Terrain37::HWall | Terrain37::VWall) || s.random {
                continue;
            }
            let k = |dx: i32, dy: i32| kinds(level, x + dx, y + dy);
            let between =
                |a: u8, b: u8| (a & OPEN != 0 && b & ROCK != 0) || (b & OPEN != 0 && a & ROCK != 0);
            if between(k(-1, 0), k(1, 0)) || between(k(0, -1), k(0, 1)) {
                doors.push((x, y));
            }
        }
    }
    for (x, y) in doors {
        make_random(level, x, y, JOINS);
    }
}

/// The game's fix-up of Baalzebub's lair (a `corrmaze` level, so the
/// general pass has not run): the wall pass over the non-diggable area and
/// two squares around it, with the inside kept as drawn, and the two
/// pools that mark the beetle's rear legs turned into walls and their
/// joints mended.
fn baalz_fixup(level: &mut Level, dug: &dyn Fn(i32, i32) -> u8) {
    let marked = |level: &Level, x: i32, y: i32| level.square(x, y).is_some_and(|s| s.nondiggable);
    // The non-diggable span of the middle row, then of the first column
    // inside it, as the game scans them: the square after the first marked
    // one, to the square before the last (or to the end).
    let span = |len: i32, marked_at: &dyn Fn(i32) -> bool| {
        let (mut first, mut last) = (len, 0);
        for i in 0..len {
            if marked_at(i) {
                if last == 0 {
                    first = i + 1;
                }
                last = i;
            }
        }
        (first, if last > first { last } else { len } - 1)
    };
    let mid = ROWNO as i32 / 2;
    let (x1, x2) = span(COLNO as i32, &|x| marked(level, x, mid));
    let (y1, y2) = span(ROWNO as i32, &|y| marked(level, x1, y));
    let inner = Area { x1, y1, x2, y2 };
    let mut joints = Vec::new();
    for x in x1..=x2 {
        for y in y1..=y2 {
            if let Some(s) = level.square_mut(x, y) {
                if s.typ == Terrain37::Pool {
                    s.typ = Terrain37::HWall;
                    joints.push((x, y));
                }
            }
        }
    }
    let around = Area {
        x1: (x1 - 2).max(1),
        y1: (y1 - 2).max(0),
        x2: (x2 + 2).min(COLNO as i32 - 1),
        y2: (y2 + 2).min(ROWNO as i32 - 1),
    };
    wallification(level, around, Some(inner), dug);
    let typ = |level: &Level, x: i32, y: i32| level.square(x, y).map(|s| s.typ);
    let last = (joints.len() > 1).then(|| joints.last().copied()).flatten();
    for (joint, dy) in [(joints.first().copied(), 1), (last, -1)] {
        let Some((x, y)) = joint else { continue };
        let next = if dy == 1 {
            Terrain37::TuWall
        } else {
            Terrain37::TdWall
        };
        let here = typ(level, x, y);
        if matches!(here, Some(Terrain37::TlWall | Terrain37::TrWall))
            && typ(level, x, y + dy) == Some(next)
        {
            let corner = match (here, dy) {
                (Some(Terrain37::TlWall), 1) => Terrain37::BrCorner,
                (_, 1) => Terrain37::BlCorner,
                (Some(Terrain37::TlWall), _) => Terrain37::TrCorner,
                _ => Terrain37::TlCorner,
            };
            if let Some(s) = level.square_mut(x, y) {
                s.typ = corner;
            }
            if let Some(s) = level.square_mut(x, y + dy) {
                s.typ = Terrain37::HWall;
            }
        }
    }
}

/// What `des.mazewalk` does from `start` (level coordinates) with its
/// first step `dir`: the game steps off the start square, moves to a
/// square of odd column (and row), then carves a random maze through the
/// rock: it walks two squares at a time from square to square of odd
/// column and row ("cells") through rock (inside the maze's bounds),
/// turning each cell it enters and the square it crosses on the way into
/// `floor`.
///
/// The game's walk is not a full depth-first search: each step hands the
/// walk's position on to the cell it entered, so a cell gets to choose
/// where to go next only twice (when it is entered, and once more when the
/// walk from its first choice has run out), and the first cell only once.
/// A cell with three ways on may therefore be passed by, and a cell only
/// such a cell leads to may stay rock. So a cell is certain only when the
/// walk surely enters it: the first cell, the one way on from it when
/// there is only one, and every way on from a cell surely entered that has
/// at most two ways on besides the one it was entered by. Other cells the
/// walk may reach are random (floor or rock), as is every square between
/// two cells, but for the one between two cells surely entered when every
/// path between them goes through it (a bridge of the cells' graph). With
/// a random first step everything it may reach is random.
pub(crate) fn maze_walk(level: &mut Level, (sx, sy): (i32, i32), dir: &str, floor: Terrain37) {
    let step = match dir {
        "north" => Some((0, -1)),
        "south" => Some((0, 1)),
        "east" => Some((1, 0)),
        "west" => Some((-1, 0)),
        _ => None,
    };
    let open = kind(floor);
    let set = |level: &mut Level, x: i32, y: i32, keep_door: bool| {
        // Off the level's rows, the game's square is the one the level's
        // memory holds there: the last row of the column before (row -1)
        // or the first of the column after (row 21).
        let (x, y) = if (0..ROWNO as i32).contains(&y) {
            (x, y)
        } else {
            let flat = x * ROWNO as i32 + y;
            (flat.div_euclid(ROWNO as i32), flat.rem_euclid(ROWNO as i32))
        };
        if let Some(s) = level.square_mut(x, y) {
            if !(keep_door && s.typ == Terrain37::Door) {
                s.typ = floor;
                s.random = false;
            }
        }
    };
    let mut starts = Vec::new();
    match step {
        Some((dx, dy)) => {
            let (mut x, mut y) = (sx + dx, sy + dy);
            set(level, x, y, true);
            if x % 2 == 0 {
                x += if dir == "east" { 1 } else { -1 };
                set(level, x, y, false);
            }
            if y % 2 == 0 {
                y += if dir == "south" { 1 } else { -1 };
            }
            set(level, x, y, true);
            starts.push((x, y, true));
        }
        None => {
            // Any of the four first steps.
            for (dx, dy) in [(0, -1), (0, 1), (1, 0), (-1, 0)] {
                let (mut x, mut y) = (sx + dx, sy + dy);
                make_random(level, x, y, open);
                if x % 2 == 0 {
                    x += if dx == 1 { 1 } else { -1 };
                    make_random(level, x, y, open);
                }
                if y % 2 == 0 {
                    y += if dy == 1 { 1 } else { -1 };
                }
                make_random(level, x, y, open);
                starts.push((x, y, false));
            }
        }
    }
    let (xmax, ymax) = ((COLNO as i32 - 1) & !1, (ROWNO as i32 - 1) & !1);
    // 2: surely rock, 1: maybe rock, 0: not rock (or out of bounds).
    let rock = |level: &Level, x: i32, y: i32| -> u8 {
        if !(3..=xmax).contains(&x) || !(3..=ymax).contains(&y) {
            return 0;
        }
        match level.square(x, y) {
            Some(s) if s.typ == Terrain37::Stone && !s.random => 2,
            Some(s) if s.random && kinds(level, x, y) & ROCK != 0 => 1,
            _ => 0,
        }
    };
    const WAYS: [(i32, i32); 4] = MAZE_WAYS;
    // The cells the walk may reach: those linked to a first cell through
    // cells that are, or may be, rock.
    let idx = |x: i32, y: i32| y as usize * COLNO + x as usize;
    let mut reached = vec![false; COLNO * ROWNO];
    let mut queue: Vec<(i32, i32)> = Vec::new();
    for &(x, y, _) in &starts {
        for (dx, dy) in WAYS {
            let (nx, ny) = (x + dx, y + dy);
            if rock(level, nx, ny) > 0 && !reached[idx(nx, ny)] {
                reached[idx(nx, ny)] = true;
                queue.push((nx, ny));
            }
        }
    }
    while let Some((x, y)) = queue.pop() {
        for (dx, dy) in WAYS {
            let (nx, ny) = (x + dx, y + dy);
            if rock(level, nx, ny) > 0 && !reached[idx(nx, ny)] {
                reached[idx(nx, ny)] = true;
                queue.push((nx, ny));
            }
        }
    }
    // The cells the walk surely enters.
    let mut sure = vec![false; COLNO * ROWNO];
    if let [(rx, ry, true)] = starts[..] {
        let mut rocks = vec![0u8; COLNO * ROWNO];
        for y in 0..ROWNO as i32 {
            for x in 1..COLNO as i32 {
                rocks[idx(x, y)] = rock(level, x, y);
            }
        }
        sure = surely_entered(&rocks, (rx, ry));
    }
    // The first cells are nodes of the cells' graph too (they are not
    // rock: the walk leaves them as they are).
    let mut first = vec![false; COLNO * ROWNO];
    for &(x, y, sure_start) in &starts {
        if isok(x, y) {
            reached[idx(x, y)] = true;
            first[idx(x, y)] = true;
            sure[idx(x, y)] |= sure_start;
        }
    }
    let reached_at = |x: i32, y: i32| isok(x, y) && reached[idx(x, y)];
    let mut between = Vec::new();
    for y in 0..ROWNO as i32 {
        for x in 1..COLNO as i32 {
            if !reached_at(x, y) {
                continue;
            }
            for (dx, dy) in [(2, 0), (0, 2)] {
                if reached_at(x + dx, y + dy) {
                    between.push((x + dx / 2, y + dy / 2));
                }
            }
        }
    }
    for y in 0..ROWNO as i32 {
        for x in 1..COLNO as i32 {
            if first[idx(x, y)] {
                continue;
            } else if sure[idx(x, y)] && reached[idx(x, y)] {
                set(level, x, y, false);
            } else if reached[idx(x, y)] {
                make_random(level, x, y, open);
            }
        }
    }
    // An edge every path between two cells must take (a bridge of the
    // cells' graph) is in every maze that reaches both: when the walk
    // surely enters both, it is carved for certain.
    let bridges = bridges(&reached, &between);
    for (x, y) in between {
        let ends = if x % 2 == 0 {
            [(x - 1, y), (x + 1, y)]
        } else {
            [(x, y - 1), (x, y + 1)]
        };
        if bridges.contains(&(x, y)) && ends.iter().all(|&(ex, ey)| sure[idx(ex, ey)]) {
            set(level, x, y, false);
        } else if level
            .square(x, y)
            .is_some_and(|s| s.typ != floor || s.random)
        {
            make_random(level, x, y, open);
        }
    }
}

/// The cells a maze walk from the first cell `root` enters in every game,
/// given which squares are surely rock (`rock`: 2) or may be (1), index
/// `y * COLNO + x`. The first cell takes one of its ways on; for each, the
/// cells surely entered then are found, and a cell is certain when it is
/// entered whichever way the first cell took.
fn surely_entered(rock: &[u8], root: (i32, i32)) -> Vec<bool> {
    let none = vec![false; COLNO * ROWNO];
    let at = |x: i32, y: i32| {
        if isok(x, y) {
            rock[y as usize * COLNO + x as usize]
        } else {
            0
        }
    };
    let firsts: Vec<_> = MAZE_WAYS
        .iter()
        .map(|(dx, dy)| (root.0 + dx, root.1 + dy))
        .filter(|&(x, y)| at(x, y) > 0)
        .collect();
    if firsts.is_empty() || firsts.iter().any(|&(x, y)| at(x, y) != 2) {
        return none;
    }
    let mut all: Option<Vec<bool>> = None;
    for first in firsts {
        let s = entered_after(rock, root, first);
        all = Some(match all {
            None => s,
            Some(a) => a.iter().zip(&s).map(|(a, b)| *a && *b).collect(),
        });
    }
    all.unwrap_or(none)
}

/// The four steps of a maze walk, two squares at a time.
const MAZE_WAYS: [(i32, i32); 4] = [(0, -2), (0, 2), (2, 0), (-2, 0)];

/// The cells surely entered when the first cell `root` takes the way to
/// `first`. Two facts of the game's walk decide them:
///
/// - A cell entered gets two choices of where to go on (when it is
///   entered, and when the walk from its first choice has run out); with
///   at most two ways on besides the way in, it takes all of them.
/// - A cell the walk passes by has, around it, only cells that each took
///   both their choices elsewhere and so lead on to every other cell
///   beside them. Around a patch of cells passed by, those links would
///   close a ring of the walk's paths, and the walk's paths never close a
///   ring (each cell is entered once). So a patch of unentered cells needs
///   a gap in the ring: a square beside it (diagonals included) that is
///   not surely rock, or the first cell, which chooses only once. A
///   connected patch of cells not known to be entered with no such gap
///   around it is entered after all.
fn entered_after(rock: &[u8], root: (i32, i32), first: (i32, i32)) -> Vec<bool> {
    let idx = |x: i32, y: i32| y as usize * COLNO + x as usize;
    let at = |x: i32, y: i32| if isok(x, y) { rock[idx(x, y)] } else { 0 };
    let mut sure = vec![false; COLNO * ROWNO];
    sure[idx(first.0, first.1)] = true;
    let mut queue = vec![first];
    loop {
        // Cells with at most two ways on take them all.
        while let Some((x, y)) = queue.pop() {
            let mut ways = 0;
            let mut by_root = false;
            for (dx, dy) in MAZE_WAYS {
                let (nx, ny) = (x + dx, y + dy);
                ways += usize::from(at(nx, ny) > 0);
                by_root |= (nx, ny) == root;
            }
            // The ways on when it is entered: the rock around it but the
            // cell it came from (unless that is the first cell, which is
            // not rock).
            if ways - usize::from(!by_root && ways > 0) > 2 {
                continue;
            }
            for (dx, dy) in MAZE_WAYS {
                let (nx, ny) = (x + dx, y + dy);
                if at(nx, ny) == 2 && !sure[idx(nx, ny)] {
                    sure[idx(nx, ny)] = true;
                    queue.push((nx, ny));
                }
            }
        }
        // Cells whose passing by would force rock known to be entered to
        // be passed by too. A patch that may be passed by holds only
        // cells that may be: each one's own patch lies in it.
        let mut may = vec![false; COLNO * ROWNO];
        for y in 0..ROWNO as i32 {
            for x in 1..COLNO as i32 {
                if at(x, y) != 2 || sure[idx(x, y)] || may[idx(x, y)] || (x, y) == root {
                    continue;
                }
                match passed_by_patch(rock, root, &sure, (x, y)) {
                    Some(patch) => {
                        for (px, py) in patch {
                            may[idx(px, py)] = true;
                        }
                    }
                    None => {
                        sure[idx(x, y)] = true;
                        queue.push((x, y));
                    }
                }
            }
        }
        if !queue.is_empty() {
            continue;
        }
        // Patches of cells not known to be entered with no gap in the
        // ring around them: a gap is beside (diagonals included) a cell
        // that may be passed by; a square there that is not surely rock,
        // or the first cell.
        let gap_beside = |x: i32, y: i32| {
            (-2..=2).step_by(2).any(|dy| {
                (-2..=2).step_by(2).any(|dx| {
                    let (nx, ny) = (x + dx, y + dy);
                    at(nx, ny) != 2 || (nx, ny) == root
                })
            })
        };
        let mut seen = vec![false; COLNO * ROWNO];
        for y in 0..ROWNO as i32 {
            for x in 1..COLNO as i32 {
                if seen[idx(x, y)] || sure[idx(x, y)] || at(x, y) != 2 || (x, y) == root {
                    continue;
                }
                let mut patch = vec![(x, y)];
                seen[idx(x, y)] = true;
                let mut i = 0;
                while i < patch.len() {
                    let (px, py) = patch[i];
                    i += 1;
                    for (dx, dy) in MAZE_WAYS {
                        let (nx, ny) = (px + dx, py + dy);
                        if at(nx, ny) == 2
                            && !sure[idx(nx, ny)]
                            && !seen[idx(nx, ny)]
                            && (nx, ny) != root
                        {
                            seen[idx(nx, ny)] = true;
                            patch.push((nx, ny));
                        }
                    }
                }
                let gap = patch
                    .iter()
                    .any(|&(px, py)| may[idx(px, py)] && gap_beside(px, py));
                if !gap {
                    for &(px, py) in &patch {
                        sure[idx(px, py)] = true;
                        queue.push((px, py));
                    }
                }
            }
        }
        if queue.is_empty() {
            return sure;
        }
    }
}

/// Whether the walk may pass the cell `c` by, given the cells `sure` to
/// be entered: the cells passed by around it form a patch whose every
/// neighbour (but the first cell) is a cell with three other ways on that
/// has only one cell of the patch beside it (it needs two other choices
/// to make and a way in). A neighbour without three other ways, or with
/// two cells of the patch beside it, is passed by too, and so on; when
/// that reaches a cell surely entered, `c` cannot be passed by (`None`).
/// Otherwise the smallest such patch.
fn passed_by_patch(
    rock: &[u8],
    root: (i32, i32),
    sure: &[bool],
    c: (i32, i32),
) -> Option<Vec<(i32, i32)>> {
    let idx = |x: i32, y: i32| y as usize * COLNO + x as usize;
    let at = |x: i32, y: i32| if isok(x, y) { rock[idx(x, y)] } else { 0 };
    // A node of the cells' graph: rock, or the first cell.
    let node = |x: i32, y: i32| at(x, y) > 0 || (x, y) == root;
    let full = |x: i32, y: i32| MAZE_WAYS.iter().all(|(dx, dy)| node(x + dx, y + dy));
    let mut patch = vec![false; COLNO * ROWNO];
    patch[idx(c.0, c.1)] = true;
    let mut cells = vec![c];
    // Cells beside the patch to look at (again, when the patch grew
    // beside them).
    let mut look: Vec<(i32, i32)> = MAZE_WAYS
        .iter()
        .map(|(dx, dy)| (c.0 + dx, c.1 + dy))
        .collect();
    while let Some((nx, ny)) = look.pop() {
        // Only cells surely rock are held to it; the first cell chooses
        // once and may leave any of its neighbours.
        if at(nx, ny) != 2 || (nx, ny) == root || patch[idx(nx, ny)] {
            continue;
        }
        let beside = MAZE_WAYS
            .iter()
            .filter(|(ex, ey)| isok(nx + ex, ny + ey) && patch[idx(nx + ex, ny + ey)])
            .count();
        if !full(nx, ny) || beside >= 2 {
            if sure[idx(nx, ny)] {
                return None;
            }
            patch[idx(nx, ny)] = true;
            cells.push((nx, ny));
            look.extend(MAZE_WAYS.iter().map(|(dx, dy)| (nx + dx, ny + dy)));
        }
    }
    Some(cells)
}

/// The bridges of the graph whose nodes are the squares `reached` marks
/// (index `y * COLNO + x`) and whose edges are the squares of `between`
/// (each halfway between two nodes, along a row or a column): the edges
/// whose removal disconnects it.
fn bridges(reached: &[bool], between: &[(i32, i32)]) -> Vec<(i32, i32)> {
    let idx = |x: i32, y: i32| y as usize * COLNO + x as usize;
    let mut adj: Vec<Vec<(usize, usize)>> = vec![Vec::new(); reached.len()];
    for (e, &(x, y)) in between.iter().enumerate() {
        let (a, b) = if x % 2 == 0 {
            (idx(x - 1, y), idx(x + 1, y))
        } else {
            (idx(x, y - 1), idx(x, y + 1))
        };
        adj[a].push((b, e));
        adj[b].push((a, e));
    }
    // Depth-first search with entry times and low links, without
    // recursion.
    let mut order = vec![usize::MAX; reached.len()];
    let mut low = vec![0usize; reached.len()];
    let mut found = Vec::new();
    let mut time = 0;
    for root in 0..reached.len() {
        if !reached[root] || order[root] != usize::MAX {
            continue;
        }
        // (node, edge it was entered by, next neighbour to look at)
        let mut stack = vec![(root, usize::MAX, 0usize)];
        order[root] = time;
        low[root] = time;
        time += 1;
        while let Some(&mut (v, via, ref mut next)) = stack.last_mut() {
            if let Some(&(w, e)) = adj[v].get(*next) {
                *next += 1;
                if e == via {
                    continue;
                }
                if order[w] == usize::MAX {
                    order[w] = time;
                    low[w] = time;
                    time += 1;
                    stack.push((w, e, 0));
                } else {
                    low[v] = low[v].min(order[w]);
                }
            } else {
                stack.pop();
                if let Some(&(parent, _, _)) = stack.last() {
                    low[parent] = low[parent].min(low[v]);
                    if low[v] > order[parent] {
                        found.push(between[via]);
                    }
                }
            }
        }
    }
    found
}

/// Where `des.door` with a wall (and no spot) may put its door in the room
/// whose floor is `(lx, ly)`-`(hx, hy)`: on the walls named (`all`,
/// `random`, `north`, ...), at `pos` along it or anywhere, where the square
/// beyond the wall is not rock. Those wall squares are marked random (a
/// wall or a doorway).
pub(crate) fn room_door(
    level: &mut Level,
    (lx, ly, hx, hy): (i32, i32, i32, i32),
    wall: &str,
    pos: Option<i64>,
) {
    let any = matches!(wall, "all" | "random");
    let along = |lo: i32, hi: i32| -> Vec<i32> {
        match pos {
            Some(p) if p >= 0 => vec![lo.saturating_add(p.min(i64::from(COLNO as i32)) as i32)],
            _ => (lo..=hi).collect(),
        }
    };
    let mut spots = Vec::new();
    if any || wall == "north" {
        spots.extend(along(lx, hx).into_iter().map(|x| (x, ly - 1, 0, -1)));
    }
    if any || wall == "south" {
        spots.extend(along(lx, hx).into_iter().map(|x| (x, hy + 1, 0, 1)));
    }
    if any || wall == "west" {
        spots.extend(along(ly, hy).into_iter().map(|y| (lx - 1, y, -1, 0)));
    }
    if any || wall == "east" {
        spots.extend(along(ly, hy).into_iter().map(|y| (hx + 1, y, 1, 0)));
    }
    for (x, y, dx, dy) in spots {
        // The game's `IS_ROCK` beyond the wall: rock, walls, trees, secret
        // doors and corridors.
        let beyond = level.square(x + dx, y + dy);
        let rock = isok(x + dx, y + dy)
            && beyond.is_some_and(|s| !s.random && (s.typ as u8) < (Terrain37::Pool as u8));
        if !isok(x + dx, y + dy) || rock {
            continue;
        }
        if level
            .square(x, y)
            .is_some_and(|s| matches!(s.typ, Terrain37::HWall | Terrain37::VWall))
        {
            make_random(level, x, y, JOINS);
        }
    }
}

/// What `hell_tweaks(protected)` of the game's `nhlib.lua` may change:
/// any square outside the protected area may become lava or floor, and a
/// wall iron bars. They are marked random.
pub(crate) fn hell_tweaks(level: &mut Level, protected: Option<&crate::selection::Selection>) {
    for y in 0..ROWNO as i32 {
        for x in 1..COLNO as i32 {
            if !protected.is_some_and(|p| p.get(x, y)) {
                make_random(level, x, y, OPEN | JOINS);
            }
        }
    }
}
