//! The lighting NetHack 3.4.3 gave the squares of a map as it laid out the
//! map's regions, where NetHack 3.7 lights otherwise.
//!
//! Both games make an irregular region by flooding the map from its first
//! corner: every square of the start square's terrain reached row by row
//! (the flood backs up to the left over any floor-like square) becomes part
//! of the room, and each wall or door among the eight neighbours of a
//! flooded square is made an edge of the room, and lit when the room is.
//! NetHack 3.4.3 left secret doors out of that neighbour test, so a secret
//! door in the wall of a lit irregular room kept the light it had; later
//! versions (3.6 and 3.7 alike) light it with the other walls. A converted
//! 3.4.3 level darkens such a door again right after the region, when the
//! door was dark before it, which is known here by replaying the lighting
//! of the map part's earlier regions (3.4.3 placed each map part unlit,
//! lava aside, and then laid out its regions in order).
//!
//! Nothing outside the current map is known: a flood that reaches the
//! map's edge, or a region of a part with no map, cannot be told.

/// A `MAP` part as NetHack 3.4.3 held it while laying out its regions.
pub(super) struct Part {
    width: i64,
    height: i64,
    /// The map's characters, row by row (walled when the part says
    /// `WALLIFY`, as 3.4.3's compiler did to the map itself).
    cells: Vec<u8>,
    /// Whether each square is lit: `None` where dice decided it, or where
    /// a region flooded past the map.
    lit: Vec<Option<bool>>,
    /// A region flooded past the map: its light is not known.
    unseen: bool,
}

/// What a region does, as NetHack 3.4.3 reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// Lighting only (an ordinary, filled, regular region).
    Light,
    /// A rectangular room.
    Room,
    /// An irregular room, flooded from its first corner.
    Irregular,
}

/// What a converted level needs after a region so that its lighting stays
/// 3.4.3's.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Fix {
    /// Nothing.
    None,
    /// Darken these squares again (map coordinates, in rows of runs:
    /// `(x1, x2, y)`).
    Darken(Vec<(i64, i64, i64)>),
    /// NetHack 3.7 may light a secret door here that 3.4.3 did not, and
    /// whether it does cannot be told from the file.
    Unknown(Why),
}

/// Why a region's secret doors cannot be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Why {
    /// The flood leaves the map (or there is no map).
    Unseen,
    /// The region is lit at random, or dice lit a door before it.
    Dice,
}

/// A square outside the map was needed.
struct Outside;

fn is_floor(c: u8) -> bool {
    // Room, fountain, throne, sink, ice, air and cloud: 3.4.3's terrain
    // kinds from `ROOM` on.
    matches!(c, b'.' | b'{' | b'\\' | b'K' | b'I' | b'A' | b'C')
}

fn is_wall_or_door(c: u8) -> bool {
    matches!(c, b'-' | b'|' | b'B' | b'+')
}

impl Part {
    /// A map part: its rows (ruler digits removed), padded with solid rock
    /// to the longest; `wallify` walls it as 3.4.3's `WALLIFY` did.
    pub(super) fn new(rows: &[Vec<u8>], wallify: bool) -> Part {
        let width = rows.iter().map(Vec::len).max().unwrap_or(0);
        let height = rows.len();
        let mut cells = Vec::with_capacity(width * height);
        for r in rows {
            for x in 0..width {
                let c = r.get(x).copied().unwrap_or(b' ');
                cells.push(if is_map_char(c) { c } else { b' ' });
            }
        }
        let mut part = Part {
            width: width as i64,
            height: height as i64,
            lit: cells.iter().map(|&c| Some(c == b'L')).collect(),
            cells,
            unseen: false,
        };
        if wallify {
            part.wallify();
        }
        part
    }

    /// 3.4.3's compiler walled a map by turning each square of solid rock
    /// next to a floor square (or a crosswall) into a wall: horizontal when
    /// the first such neighbour, read row by row, is on another row.
    fn wallify(&mut self) {
        for y in 0..self.height {
            for x in 0..self.width {
                if self.cell(x, y) != Some(b' ') {
                    continue;
                }
                'look: for yy in (y - 1).max(0)..=(y + 1).min(self.height - 1) {
                    for xx in (x - 1).max(0)..=(x + 1).min(self.width - 1) {
                        if self.cell(xx, yy).is_some_and(|c| is_floor(c) || c == b'B') {
                            let at = self.index(x, y);
                            self.cells[at] = if yy != y { b'-' } else { b'|' };
                            break 'look;
                        }
                    }
                }
            }
        }
    }

    fn index(&self, x: i64, y: i64) -> usize {
        (y * self.width + x) as usize
    }

    fn inside(&self, x: i64, y: i64) -> bool {
        (0..self.width).contains(&x) && (0..self.height).contains(&y)
    }

    fn cell(&self, x: i64, y: i64) -> Option<u8> {
        self.inside(x, y).then(|| self.cells[self.index(x, y)])
    }

    /// Lights (`value`) or darkens the squares of a rectangle that are on
    /// the map; `sure` is false when dice decide whether it happens at all.
    /// Lava keeps its own light when `spare_lava`.
    fn set_light(&mut self, [x1, y1, x2, y2]: [i64; 4], value: bool, sure: bool, spare_lava: bool) {
        for y in y1.max(0)..=y2.min(self.height - 1) {
            for x in x1.max(0)..=x2.min(self.width - 1) {
                let at = self.index(x, y);
                if !(spare_lava && self.cells[at] == b'L') {
                    self.lit[at] = light(self.lit[at], value, sure);
                }
            }
        }
    }

    /// Lays out a region (map coordinates, as written) lit, unlit or at
    /// random (`None`), and says what the converted level needs after it.
    pub(super) fn region(&mut self, r: [i64; 4], lit: Option<bool>, kind: Kind) -> Fix {
        let [x1, y1, x2, y2] = r;
        let sure = lit.is_some();
        match kind {
            // 3.4.3 lit a lighting region and its border, or darkened the
            // region alone; lava keeps its light.
            Kind::Light => {
                if lit != Some(false) {
                    self.set_light([x1 - 1, y1 - 1, x2 + 1, y2 + 1], true, sure, true);
                }
                if lit != Some(true) {
                    self.set_light(r, false, sure, true);
                }
                Fix::None
            }
            // A lit room lights its walls too; an unlit one leaves the
            // light as it was.
            Kind::Room => {
                if lit != Some(false) {
                    self.set_light([x1 - 1, y1 - 1, x2 + 1, y2 + 1], true, sure, false);
                }
                Fix::None
            }
            Kind::Irregular => self.irregular(x1, y1, lit),
        }
    }

    fn irregular(&mut self, x: i64, y: i64, lit: Option<bool>) -> Fix {
        let mut flood = Flood {
            part: self,
            mine: vec![false; self.cells.len()],
            flooded: Vec::new(),
            edges: Vec::new(),
            secret: Vec::new(),
        };
        if flood.run(x, y).is_err() {
            // Nothing more is known of this part's light.
            self.lit.iter_mut().for_each(|l| *l = None);
            self.unseen = true;
            return if lit == Some(false) {
                Fix::None
            } else {
                Fix::Unknown(Why::Unseen)
            };
        }
        let Flood {
            flooded,
            edges,
            mut secret,
            ..
        } = flood;
        for at in flooded {
            self.lit[at] = lit;
        }
        if lit != Some(false) {
            for at in edges {
                self.lit[at] = light(self.lit[at], true, lit.is_some());
            }
        }
        if lit == Some(false) {
            return Fix::None;
        }
        secret.sort_unstable();
        secret.dedup();
        let mut dark = Vec::new();
        for at in secret {
            match (self.lit[at], lit) {
                // Lit already: NetHack 3.7's light changes nothing.
                (Some(true), _) => {}
                (Some(false), Some(true)) => dark.push(at),
                (None, _) if self.unseen => return Fix::Unknown(Why::Unseen),
                _ => return Fix::Unknown(Why::Dice),
            }
        }
        if dark.is_empty() {
            return Fix::None;
        }
        // Runs along each row, top to bottom.
        let mut runs: Vec<(i64, i64, i64)> = Vec::new();
        for at in dark {
            let (x, y) = (at as i64 % self.width, at as i64 / self.width);
            match runs.last_mut() {
                Some((_, x2, yy)) if *yy == y && *x2 + 1 == x => *x2 = x,
                _ => runs.push((x, x, y)),
            }
        }
        Fix::Darken(runs)
    }
}

/// The light of a square, `old`, once a statement gives it `value`, surely
/// or when dice allow (then it is known only if it was `value` already).
fn light(old: Option<bool>, value: bool, sure: bool) -> Option<bool> {
    if sure || old == Some(value) {
        Some(value)
    } else {
        None
    }
}

/// One flood of an irregular region, step for step as the game floods.
struct Flood<'p> {
    part: &'p Part,
    /// The squares given to this room so far.
    mine: Vec<bool>,
    flooded: Vec<usize>,
    /// Walls and doors around the room.
    edges: Vec<usize>,
    /// Secret doors around the room (lit by NetHack 3.7 only).
    secret: Vec<usize>,
}

impl Flood<'_> {
    fn at(&self, x: i64, y: i64) -> Result<u8, Outside> {
        self.part.cell(x, y).ok_or(Outside)
    }

    fn mine(&self, x: i64, y: i64) -> bool {
        self.mine[self.part.index(x, y)]
    }

    fn run(&mut self, x: i64, y: i64) -> Result<(), Outside> {
        let fg = self.at(x, y)?;
        // Back up to the left over floor not yet in the room.
        let mut sx = x;
        while is_floor(self.at(sx, y)?) && !self.mine(sx, y) {
            sx -= 1;
        }
        sx += 1;
        let mut i = sx;
        while self.at(i, y)? == fg {
            let at = self.part.index(i, y);
            self.mine[at] = true;
            self.flooded.push(at);
            for ii in (if i == sx { i - 1 } else { i })..=i + 1 {
                for jj in y - 1..=y + 1 {
                    let c = self.at(ii, jj)?;
                    let near = self.part.index(ii, jj);
                    if is_wall_or_door(c) {
                        self.edges.push(near);
                    } else if c == b'S' {
                        self.secret.push(near);
                    }
                }
            }
            i += 1;
        }
        let nx = i;
        for dy in [-1, 1] {
            let ny = y + dy;
            for i in sx..nx {
                if self.at(i, ny)? == fg {
                    if !self.mine(i, ny) {
                        self.run(i, ny)?;
                    }
                } else {
                    for j in [i - 1, i + 1] {
                        if self.at(j, ny)? == fg && !self.mine(j, ny) {
                            self.run(j, ny)?;
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

/// The characters a 3.4.3 map may hold (any other is solid rock).
fn is_map_char(c: u8) -> bool {
    b" #.-|+ABCSH{\\K}PLIWTF".contains(&c)
}
