//! Charts of dungeon descriptions: every dungeon as a column over the depths
//! it may span, each special level as a bar over the levels it may land on,
//! branches as arrows to the dungeons they enter.
//!
//! Ranges follow the game's `dungeon.c`: a dungeon of `(base, rand)` has
//! `base` to `base + rand - 1` levels; a level or branch at `(base, rand)`
//! lands on one of `rand` levels from `base` (negative bases count from the
//! bottom, chained ones from their chain's level, `rand` of -1 reaches the
//! bottom); a dungeon entered by a branch starts one level below (stairs
//! down), above (stairs up) or at (portal) the branch's level.
//!
//! ```
//! use dgn_core::{dgn, preview, SourceFile, Target};
//!
//! let src = SourceFile::new("d.def", br#"DUNGEON: "The Dungeons of Doom" "D" (25, 5)
//! LEVEL: "oracle" "O" @ (5, 5)
//! "#.to_vec());
//! let model = dgn::compile(&src, &Target::nethack_343(), &Default::default()).model.unwrap();
//! let chart = preview::chart::chart(&model);
//! assert_eq!(chart.columns[0].levels[0].levels, (5, 9));
//! assert!(chart.svg().contains("oracle"));
//! ```

use super::xml::Svg;
use crate::dgn::model::{BranchKind, DungeonFile, Flags};
use crate::source::show_bytes;
use crate::types::layout::Layout;

/// A level or branch of a dungeon and the dungeon levels it may be on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bar {
    /// Its label (name, bones letter, chance, flags).
    pub label: String,
    /// First and last dungeon level (1 = the dungeon's top) it may be on.
    pub levels: (i32, i32),
    /// The same as depths from the surface.
    pub depths: (i32, i32),
}

/// A branch out of a dungeon.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arrow {
    /// Where it leaves from.
    pub bar: Bar,
    /// The index of the column it enters, if that dungeon exists.
    pub to: Option<usize>,
    /// How it connects.
    pub kind: BranchKind,
    /// Whether it leads up.
    pub up: bool,
}

/// One dungeon.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Column {
    /// Its name and labels.
    pub label: String,
    /// Fewest and most levels it may have.
    pub size: (i32, i32),
    /// Shallowest and deepest depth of its first level.
    pub start: (i32, i32),
    /// Its special levels.
    pub levels: Vec<Bar>,
    /// Its branches.
    pub branches: Vec<Arrow>,
}

/// A whole chart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chart {
    /// The dungeons, in file order.
    pub columns: Vec<Column>,
}

/// The narrowest a column gets.
const COL_W: u32 = 230;
/// Where bar labels start in a column (after seven bar lanes).
const LABEL_X: u32 = 64;
/// Room for a concrete layout's markers at a column's right edge.
const MARKER_ROOM: u32 = 18;

/// A safe width of `text` in pixels at `size` (DejaVu Sans averages about
/// half its size per character in these labels).
fn text_width(text: &str, size: u32) -> u32 {
    (text.chars().count() as u32 * size * 11).div_ceil(20)
}
const GAP: u32 = 70;
const ROW: u32 = 16;
const LEFT: u32 = 40;
const TOP: u32 = 60;

fn flags_text(f: Flags) -> Vec<String> {
    let mut out = Vec::new();
    for (on, name) in [
        (f.town, "town"),
        (f.hellish, "hellish"),
        (f.mazelike, "mazelike"),
        (f.roguelike, "roguelike"),
    ] {
        if on {
            out.push(name.to_string());
        }
    }
    for (bit, name) in [(1, "chaotic"), (2, "neutral"), (4, "lawful")] {
        if f.align.0 & bit != 0 {
            out.push(name.to_string());
        }
    }
    out
}

/// The chart of a dungeon description.
pub fn chart(file: &DungeonFile) -> Chart {
    let mut columns: Vec<Column> = Vec::new();
    for (di, d) in file.dungeons.iter().enumerate() {
        let n_lo = i32::from(d.depth.base);
        let n_hi = n_lo + (i32::from(d.depth.rand) - 1).max(0);
        // Where the dungeon starts: below, above or at the branch into it.
        let mut start = (1, 1);
        if di > 0 {
            let found = columns.iter().find_map(|c| {
                c.branches
                    .iter()
                    .find(|a| a.to == Some(di))
                    .map(|a| (a.bar.depths, a.kind, a.up))
            });
            let (entry_lo, entry_hi) = match d.entry {
                e if e > 0 => (e.min(n_lo), e.min(n_hi)),
                e if e < 0 => ((n_lo + e + 1).max(1), (n_hi + e + 1).max(1)),
                _ => (1, 1),
            };
            if let Some(((lo, hi), kind, up)) = found {
                let step = match (kind, up) {
                    (BranchKind::Portal, _) => 0,
                    (_, true) => -1,
                    (_, false) => 1,
                };
                start = (lo + step - (entry_hi - 1), hi + step - (entry_lo - 1));
            }
            // The game shifts a dungeon holding a level named "dummy" up by
            // one when it would reach depth 0 or below, so that no real
            // level has depth 0.
            if d.levels.iter().any(|l| l.name == b"dummy") {
                let shift = |s: i32| if n_lo > 1 - s { s - 1 } else { s };
                start = (shift(start.0), shift(start.1));
            }
        }
        let mut levels: Vec<Bar> = Vec::new();
        let range = |base: i16, rand: i16, chain: Option<usize>, levels: &[Bar]| {
            let (base, rand) = (i32::from(base), i32::from(rand));
            let (mut lo, mut hi) = match chain.and_then(|c| levels.get(c)) {
                Some(c) => (c.levels.0 + base, c.levels.1 + base),
                None if base < 0 => (n_lo + base + 1, n_hi + base + 1),
                None => (base, base),
            };
            if rand == -1 {
                hi = n_hi;
            } else if rand > 0 {
                hi = (hi + rand - 1).min(n_hi);
            }
            lo = lo.max(1);
            hi = hi.max(lo);
            (lo, hi)
        };
        let depths = |(lo, hi): (i32, i32)| (start.0 + lo - 1, start.1 + hi - 1);
        for l in &d.levels {
            let lv = range(l.place.base, l.place.rand, l.chain, &levels);
            let mut label = show_bytes(&l.name);
            if l.bones != 0 {
                label.push_str(&format!(" [{}]", show_bytes(&[l.bones])));
            }
            if l.chance > 0 && l.chance < 100 {
                label.push_str(&format!(" {}%", l.chance));
            }
            if l.rndlevs > 0 {
                label.push_str(&format!(" (1 of {})", l.rndlevs));
            }
            let f = flags_text(l.flags);
            if !f.is_empty() {
                label.push_str(&format!(" {}", f.join(" ")));
            }
            levels.push(Bar {
                label,
                levels: lv,
                depths: depths(lv),
            });
        }
        let mut branches = Vec::new();
        for b in &d.branches {
            let lv = range(b.place.base, b.place.rand, b.chain, &levels);
            let to = file.dungeons.iter().position(|x| x.name == b.dest);
            let how = match (b.kind, b.up) {
                (BranchKind::Portal, _) => "portal",
                (BranchKind::Stair, true) => "stairs up",
                (BranchKind::Stair, false) => "stairs down",
                (BranchKind::NoUp, true) => "one-way stairs up",
                (BranchKind::NoUp, false) => "one-way stairs down",
                (BranchKind::NoDown, true) => "stairs up, no way back",
                (BranchKind::NoDown, false) => "stairs down, no way back",
            };
            branches.push(Arrow {
                bar: Bar {
                    label: format!("→ {} ({how})", show_bytes(&b.dest)),
                    levels: lv,
                    depths: depths(lv),
                },
                to,
                kind: b.kind,
                up: b.up,
            });
        }
        let mut label = show_bytes(&d.name);
        if d.bones != 0 {
            label.push_str(&format!(" [{}]", show_bytes(&[d.bones])));
        }
        if d.chance > 0 && d.chance < 100 {
            label.push_str(&format!(" {}%", d.chance));
        }
        let f = flags_text(d.flags);
        if !f.is_empty() {
            label.push_str(&format!(" {}", f.join(" ")));
        }
        columns.push(Column {
            label,
            size: (n_lo, n_hi),
            start,
            levels,
            branches,
        });
    }
    Chart { columns }
}

/// The chart of a dungeon description as an SVG document.
pub fn svg(file: &DungeonFile) -> String {
    chart(file).svg()
}

impl Chart {
    /// The shallowest depth shown.
    fn min_depth(&self) -> i32 {
        self.columns
            .iter()
            .map(|c| c.start.0)
            .min()
            .unwrap_or(1)
            .min(1)
    }

    /// The vertical pixel where `depth` starts in the picture.
    pub fn depth_y(&self, depth: i32) -> u32 {
        TOP + ROW * (depth - self.min_depth()).max(0) as u32
    }

    /// The bar colour of special levels.
    pub const LEVEL_COLOR: (u8, u8, u8) = (0xd0, 0x80, 0x20);
    /// The bar colour of branches.
    pub const BRANCH_COLOR: (u8, u8, u8) = (0x30, 0x70, 0xc0);

    /// The horizontal pixel where the bar lanes of column `i` start (lane
    /// `k` is 8 pixels wide at 8 * k from there).
    pub fn lanes_x(&self, i: usize) -> u32 {
        self.column_x(i) + 4
    }

    /// The horizontal pixel where column `i` starts in the picture.
    pub fn column_x(&self, i: usize) -> u32 {
        LEFT + (0..i).map(|j| self.column_w(j) + GAP).sum::<u32>()
    }

    /// The width of column `i`: wide enough for its title and for every
    /// label beside its bars.
    pub fn column_w(&self, i: usize) -> u32 {
        let Some(c) = self.columns.get(i) else {
            return COL_W;
        };
        let bars = c
            .levels
            .iter()
            .chain(c.branches.iter().map(|a| &a.bar))
            .map(|b| LABEL_X + text_width(&b.label, 11) + MARKER_ROOM);
        bars.chain([8 + text_width(&c.label, 13)])
            .max()
            .unwrap_or(0)
            .max(COL_W)
    }

    /// Where the markers of a concrete layout go in column `i`: a
    /// 12-pixel square at this column, from the top of the level's row plus
    /// 2 (see [`Chart::svg_with_layout`]).
    pub fn overlay_x(&self, i: usize) -> u32 {
        self.column_x(i) + self.column_w(i) - 14
    }

    /// The chart as an SVG document.
    pub fn svg(&self) -> String {
        self.svg_with_layout(None)
    }

    /// The chart with the dungeon of one game drawn over it in red: each
    /// dungeon's concrete extent outlined, each special level marked at its
    /// depth, each branch as a line between its two levels. `layout` is the
    /// layout and the seed that made it (for the tooltips).
    pub fn svg_with_layout(&self, layout: Option<(&Layout, u64)>) -> String {
        let max_depth = self
            .columns
            .iter()
            .map(|c| c.start.1 + c.size.1 - 1)
            .max()
            .unwrap_or(1);
        let width = self.column_x(self.columns.len()) + 20;
        let height = self.depth_y(max_depth + 1) + 40;
        let mut s = Svg::new(
            width,
            height,
            &[("font-family", &"DejaVu Sans, sans-serif")],
        );
        s.open("defs", &[]);
        s.open(
            "marker",
            &[
                ("id", &"head"),
                ("viewBox", &"0 0 10 10"),
                ("refX", &9),
                ("refY", &5),
                ("markerWidth", &7),
                ("markerHeight", &7),
                ("orient", &"auto"),
            ],
        );
        s.empty(
            "path",
            &[("d", &"M0,0 L10,5 L0,10 z"), ("fill", &"#404040")],
        );
        s.close("marker");
        s.close("defs");
        s.empty(
            "rect",
            &[("width", &width), ("height", &height), ("fill", &"#ffffff")],
        );
        // The depth scale.
        for depth in self.min_depth()..=max_depth {
            let y = self.depth_y(depth);
            s.text(
                "text",
                &[
                    ("x", &(LEFT - 8)),
                    ("y", &(y + ROW - 4)),
                    ("font-size", &10),
                    ("text-anchor", &"end"),
                    ("fill", &"#808080"),
                ],
                &depth.to_string(),
            );
            s.empty(
                "line",
                &[
                    ("x1", &(LEFT - 4)),
                    ("x2", &(width - 10)),
                    ("y1", &y),
                    ("y2", &y),
                    ("stroke", &"#eeeeee"),
                ],
            );
        }
        for (i, c) in self.columns.iter().enumerate() {
            let x = self.column_x(i);
            let col_w = self.column_w(i);
            // The whole span it may cover, then the part it always covers.
            let (top, bottom) = (c.start.0, c.start.1 + c.size.1 - 1);
            let (sure_top, sure_bottom) = (c.start.1, c.start.0 + c.size.0 - 1);
            let title = format!(
                "DUNGEON: {}, {}-{} levels, first level at depth {}-{}",
                c.label, c.size.0, c.size.1, c.start.0, c.start.1
            );
            s.open("g", &[]);
            s.text("title", &[], &title);
            s.empty(
                "rect",
                &[
                    ("x", &x),
                    ("y", &self.depth_y(top)),
                    ("width", &col_w),
                    ("height", &(self.depth_y(bottom + 1) - self.depth_y(top))),
                    ("fill", &"#e4e8f4"),
                    ("stroke", &"#8090b0"),
                ],
            );
            if sure_bottom >= sure_top {
                s.empty(
                    "rect",
                    &[
                        ("x", &x),
                        ("y", &self.depth_y(sure_top)),
                        ("width", &col_w),
                        (
                            "height",
                            &(self.depth_y(sure_bottom + 1) - self.depth_y(sure_top)),
                        ),
                        ("fill", &"#c8d0e8"),
                    ],
                );
            }
            s.text(
                "text",
                &[
                    ("x", &(x + 4)),
                    ("y", &(self.depth_y(top) - 6)),
                    ("font-size", &12),
                    ("font-weight", &"bold"),
                    ("fill", &"#202040"),
                ],
                &c.label,
            );
            s.close("g");
            // Bars in lanes, labels beside them, never on top of each other.
            let mut bars: Vec<(&Bar, &str, Option<&Arrow>)> = c
                .levels
                .iter()
                .map(|b| (b, "#d08020", None))
                .chain(c.branches.iter().map(|a| (&a.bar, "#3070c0", Some(a))))
                .collect();
            bars.sort_by_key(|(b, _, _)| b.depths.0);
            let mut lanes: Vec<i32> = Vec::new();
            let mut next_label = 0u32;
            let lane_w = 8;
            for (bar, color, arrow) in bars {
                let (d0, d1) = bar.depths;
                let lane = match lanes.iter().position(|&end| end < d0) {
                    Some(l) => {
                        lanes[l] = d1;
                        l
                    }
                    None => {
                        lanes.push(d1);
                        lanes.len() - 1
                    }
                };
                let bx = x + 4 + lane_w * lane as u32;
                let (y0, y1) = (self.depth_y(d0), self.depth_y(d1 + 1));
                let title = format!(
                    "{}: dungeon levels {}-{}, depths {}-{}",
                    bar.label, bar.levels.0, bar.levels.1, d0, d1
                );
                s.open("g", &[]);
                s.text("title", &[], &title);
                s.empty(
                    "rect",
                    &[
                        ("x", &bx),
                        ("y", &(y0 + 1)),
                        ("width", &(lane_w - 2)),
                        ("height", &(y1 - y0 - 2)),
                        ("fill", &color),
                    ],
                );
                let ly = (y0 + ROW - 4).max(next_label);
                next_label = ly + ROW - 2;
                let ink = if arrow.is_some() {
                    "#204080"
                } else {
                    "#603000"
                };
                s.text(
                    "text",
                    &[
                        ("x", &(x + LABEL_X)),
                        ("y", &ly),
                        ("font-size", &11),
                        ("fill", &ink),
                    ],
                    &bar.label,
                );
                if let Some(Arrow {
                    to: Some(to), kind, ..
                }) = arrow
                {
                    let tx = self.column_x(*to);
                    let tc = &self.columns[*to];
                    let ty = self.depth_y(tc.start.0) + ROW / 2;
                    let (sx, ex) = if tx > x {
                        (x + col_w, tx)
                    } else {
                        (x, tx + self.column_w(*to))
                    };
                    let mid = (y0 + y1) / 2;
                    let portal = *kind == BranchKind::Portal;
                    let stroke = if portal { "#a020a0" } else { "#404040" };
                    let mut attrs: Vec<(&str, &dyn std::fmt::Display)> = vec![
                        ("x1", &sx),
                        ("y1", &mid),
                        ("x2", &ex),
                        ("y2", &ty),
                        ("stroke", &stroke),
                        ("stroke-width", &1.5),
                        ("marker-end", &"url(#head)"),
                    ];
                    if portal {
                        attrs.push(("stroke-dasharray", &"5 3"));
                    }
                    s.empty("line", &attrs);
                }
                s.close("g");
            }
        }
        if let Some((layout, seed)) = layout {
            self.overlay(&mut s, layout, seed);
        }
        s.finish()
    }

    fn overlay(&self, s: &mut Svg, layout: &Layout, seed: u64) {
        const RED: &str = "#e02020";
        s.open("g", &[]);
        let column = |dungeon: usize| layout.dungeons().get(dungeon).map(|d| d.source);
        for d in layout.dungeons() {
            if d.source >= self.columns.len() {
                continue;
            }
            let (top, bottom) = (d.depth_start, d.depth_start + d.levels - 1);
            s.titled(
                "rect",
                &[
                    ("x", &(self.column_x(d.source) + 1)),
                    ("y", &(self.depth_y(top) + 1)),
                    ("width", &(self.column_w(d.source) - 2)),
                    (
                        "height",
                        &(self.depth_y(bottom + 1) - self.depth_y(top) - 2),
                    ),
                    ("fill", &"none"),
                    ("stroke", &RED),
                    ("stroke-width", &2),
                ],
                &format!(
                    "seed {seed}: {} has {} levels, depths {top} to {bottom}",
                    show_bytes(d.name_bytes),
                    d.levels
                ),
            );
        }
        for l in layout.levels() {
            let Some(c) = column(l.at.dungeon).filter(|&c| c < self.columns.len()) else {
                continue;
            };
            let depth = layout.depth(l.at);
            s.titled(
                "rect",
                &[
                    ("x", &self.overlay_x(c)),
                    ("y", &(self.depth_y(depth) + 2)),
                    ("width", &12),
                    ("height", &12),
                    ("fill", &RED),
                ],
                &format!(
                    "seed {seed}: {} on level {} (depth {depth})",
                    show_bytes(l.name_bytes),
                    l.at.level
                ),
            );
        }
        for b in layout.branches() {
            let (Some(c1), Some(c2)) = (column(b.end1.dungeon), column(b.end2.dungeon)) else {
                continue;
            };
            if c1 >= self.columns.len() || c2 >= self.columns.len() {
                continue;
            }
            let (d1, d2) = (layout.depth(b.end1), layout.depth(b.end2));
            s.titled(
                "line",
                &[
                    ("x1", &(self.overlay_x(c1) + 6)),
                    ("y1", &(self.depth_y(d1) + ROW / 2)),
                    ("x2", &(self.column_x(c2) + 2)),
                    ("y2", &(self.depth_y(d2) + ROW / 2)),
                    ("stroke", &RED),
                    ("stroke-width", &1.5),
                ],
                &format!(
                    "seed {seed}: {} branch from depth {d1} to depth {d2}",
                    b.kind.name()
                ),
            );
        }
        s.close("g");
    }
}
