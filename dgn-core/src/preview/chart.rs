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
    /// Its name (a level's name, or the dungeon a branch leads to).
    pub name: String,
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
    /// Whether each column keeps room on its right for the levels of one
    /// game ([`Chart::svg_with_layout`] sets it for its own drawing; set it
    /// to have the geometry methods answer for such a picture).
    pub game: bool,
}

/// The narrowest a column gets.
const COL_W: u32 = 150;
/// Where bar labels start in a column (after seven bar lanes).
const LABEL_X: u32 = 64;
/// Room between two columns side by side.
const GAP: u32 = 44;
/// Height of one depth.
const ROW: u32 = 18;
/// Left of the first column (after the depth scale).
const LEFT: u32 = 44;
/// Top of the shallowest depth (after the heading and column titles).
const TOP: u32 = 78;
/// Font sizes: depth numbers, bar labels, column titles, the heading.
const DEPTH_FONT: u32 = 12;
const LABEL_FONT: u32 = 13;
const TITLE_FONT: u32 = 14;
const HEADING_FONT: u32 = 16;
/// The game's strip: a marker, then the depth and the level's name.
const MARKER: u32 = 10;
const STRIP_TEXT_X: u32 = 18;

/// Advances of DejaVu Sans (the charts' font) for the printable ASCII
/// characters, in font units (2048 to the em): regular, then bold.
const SANS: [u16; 95] = [
    651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690, 1303,
    1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087, 2048,
    1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612, 1235,
    1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024, 1024,
    1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253, 1300,
    1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
];
const SANS_BOLD: [u16; 95] = [
    713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748, 1425,
    1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188, 2048,
    1585, 1561, 1503, 1700, 1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741, 1501,
    1741, 1577, 1475, 1397, 1663, 1585, 2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024, 1024,
    1382, 1466, 1214, 1466, 1389, 891, 1466, 1458, 702, 702, 1362, 702, 2134, 1458, 1407, 1466,
    1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192, 1458, 748, 1458, 1716,
];

/// The width in pixels of `text` drawn in DejaVu Sans at `size` pixels
/// (`bold` for the bold face), from the font's own advances, rounded up.
/// Characters outside printable ASCII count as a full em (the widest the
/// charts use, `→`, is 0.84 em).
pub fn text_width(text: &str, size: u32, bold: bool) -> u32 {
    let table = if bold { &SANS_BOLD } else { &SANS };
    let units: u32 = text
        .chars()
        .map(|c| {
            let i = (c as u32).wrapping_sub(32);
            table.get(i as usize).map_or(2048, |&w| u32::from(w))
        })
        .sum();
    (units * size).div_ceil(2048)
}

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
                name: show_bytes(&l.name),
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
                    name: show_bytes(&b.dest),
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
    Chart {
        columns,
        game: false,
    }
}

/// The chart of a dungeon description as an SVG document.
pub fn svg(file: &DungeonFile) -> String {
    chart(file).svg()
}

/// A bar of a column as drawn: the bar, the branch it is (if one), its
/// lane and the depth whose row holds its label.
struct Placed<'a> {
    bar: &'a Bar,
    arrow: Option<&'a Arrow>,
    lane: u32,
    label_row: i32,
}

/// What a legend entry shows before its words.
enum Swatch {
    /// A box in a fill, with an outline.
    Box(&'static str, &'static str),
    /// A line, dashed or not, in a colour and an opacity.
    Line(&'static str, bool, f32),
    /// The marker of a level of the game.
    Marker,
}

/// The text attributes that keep words readable over lines: a white halo
/// painted under each letter.
static HALO: [(&str, &str); 4] = [
    ("stroke", "#ffffff"),
    ("stroke-width", "3"),
    ("stroke-linejoin", "round"),
    ("paint-order", "stroke"),
];

/// The attributes of a group of words: its class, then the halo.
fn with_halo<'a>(class: &'a &'a str) -> Vec<(&'a str, &'a dyn std::fmt::Display)> {
    let mut attrs: Vec<(&str, &dyn std::fmt::Display)> = vec![("class", class)];
    attrs.extend(HALO.iter().map(|(k, v)| (*k, v as &dyn std::fmt::Display)));
    attrs
}

impl Chart {
    /// The bar colour of special levels.
    pub const LEVEL_COLOR: (u8, u8, u8) = (0xd0, 0x80, 0x20);
    /// The bar colour of branches.
    pub const BRANCH_COLOR: (u8, u8, u8) = (0x30, 0x70, 0xc0);
    /// The colour of the markers of one game's levels.
    pub const GAME_COLOR: (u8, u8, u8) = (0xc8, 0x30, 0x30);
    /// The tint of the levels one game's dungeons have.
    pub const GAME_TINT: (u8, u8, u8) = (0xf8, 0xdc, 0xdc);

    /// The shallowest depth shown.
    fn min_depth(&self) -> i32 {
        self.columns
            .iter()
            .map(|c| c.start.0)
            .min()
            .unwrap_or(1)
            .min(1)
    }

    /// The deepest depth a column or a label reaches.
    fn max_depth(&self) -> i32 {
        (0..self.columns.len())
            .map(|i| self.extent(i).1)
            .max()
            .unwrap_or(1)
    }

    /// The vertical pixel where `depth` starts in the picture.
    pub fn depth_y(&self, depth: i32) -> u32 {
        TOP + ROW * (depth - self.min_depth()).max(0) as u32
    }

    /// The bars of column `i` in lanes, shallowest first, each label on
    /// its own row at or below the top of its bar.
    fn placed(&self, i: usize) -> Vec<Placed<'_>> {
        let Some(c) = self.columns.get(i) else {
            return Vec::new();
        };
        let mut bars: Vec<(&Bar, Option<&Arrow>)> = c
            .levels
            .iter()
            .map(|b| (b, None))
            .chain(c.branches.iter().map(|a| (&a.bar, Some(a))))
            .collect();
        bars.sort_by_key(|(b, _)| b.depths.0);
        let mut lanes: Vec<i32> = Vec::new();
        let mut next_row = i32::MIN;
        bars.into_iter()
            .map(|(bar, arrow)| {
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
                let label_row = d0.max(next_row);
                next_row = label_row + 1;
                Placed {
                    bar,
                    arrow,
                    lane: lane as u32,
                    label_row,
                }
            })
            .collect()
    }

    /// The depths column `i` takes up, its title (on the row above its top)
    /// and its labels included.
    fn extent(&self, i: usize) -> (i32, i32) {
        let Some(c) = self.columns.get(i) else {
            return (0, 0);
        };
        let bottom = c.start.1 + c.size.1 - 1;
        let labels = self.placed(i).last().map_or(bottom, |p| p.label_row);
        (c.start.0 - 1, bottom.max(labels))
    }

    /// Which side-by-side slot each column is drawn in: columns whose
    /// depths do not meet share one, one below the other, so that the
    /// chart stays narrow enough to read.
    fn tracks(&self) -> Vec<usize> {
        let mut tracks: Vec<Vec<(i32, i32)>> = Vec::new();
        (0..self.columns.len())
            .map(|i| {
                let (top, bottom) = self.extent(i);
                let free = |t: &Vec<(i32, i32)>| t.iter().all(|&(a, b)| bottom < a || top > b);
                match tracks.iter().position(free) {
                    Some(t) => {
                        tracks[t].push((top, bottom));
                        t
                    }
                    None => {
                        tracks.push(vec![(top, bottom)]);
                        tracks.len() - 1
                    }
                }
            })
            .collect()
    }

    /// The width of each slot: its widest column.
    fn track_widths(&self) -> Vec<u32> {
        let tracks = self.tracks();
        let mut widths = vec![0; tracks.iter().max().map_or(0, |t| t + 1)];
        for (i, &t) in tracks.iter().enumerate() {
            widths[t] = widths[t].max(self.column_w(i));
        }
        widths
    }

    /// The horizontal pixel where the bar lanes of column `i` start (lane
    /// `k` is 8 pixels wide at 8 * k from there).
    pub fn lanes_x(&self, i: usize) -> u32 {
        self.column_x(i) + 4
    }

    /// The horizontal pixel where column `i` starts in the picture.
    pub fn column_x(&self, i: usize) -> u32 {
        let widths = self.track_widths();
        let t = self.tracks().get(i).copied().unwrap_or(widths.len());
        LEFT + widths.iter().take(t).map(|w| w + GAP).sum::<u32>()
    }

    /// The width of the game's strip at the right of column `i` (0 when
    /// [`Chart::game`] is off): room for a marker, a depth and the longest
    /// name of its levels.
    fn strip_w(&self, i: usize) -> u32 {
        if !self.game {
            return 0;
        }
        let names = self.columns.get(i).into_iter().flat_map(|c| &c.levels);
        let longest = names
            .map(|b| text_width(&b.name, LABEL_FONT, true))
            .max()
            .unwrap_or(0);
        STRIP_TEXT_X + text_width("-99 ", DEPTH_FONT, false) + longest + 8
    }

    /// The width of column `i`: wide enough for its title, for every label
    /// beside its bars and, when [`Chart::game`] is on, for the game's
    /// strip at its right.
    pub fn column_w(&self, i: usize) -> u32 {
        let Some(c) = self.columns.get(i) else {
            return COL_W;
        };
        let bars = c
            .levels
            .iter()
            .chain(c.branches.iter().map(|a| &a.bar))
            .map(|b| LABEL_X + text_width(&b.label, LABEL_FONT, false) + 8);
        let own = bars
            .chain([8 + text_width(&c.label, TITLE_FONT, true) + 8])
            .max()
            .unwrap_or(0)
            .max(COL_W);
        own + self.strip_w(i)
    }

    /// Where the markers of a concrete layout go in column `i`: a square
    /// 10 pixels wide at this column, 4 pixels below the top of the
    /// level's row (see [`Chart::svg_with_layout`]; meaningful when
    /// [`Chart::game`] is on).
    pub fn overlay_x(&self, i: usize) -> u32 {
        self.column_x(i) + self.column_w(i) - self.strip_w(i) + 4
    }

    /// The chart as an SVG document.
    pub fn svg(&self) -> String {
        self.svg_with_layout(None)
    }

    /// The chart with the dungeon of one game drawn over it: each column
    /// gets a strip at its right where that game's dungeon is tinted over
    /// the levels it has, and each special level is marked and named at
    /// its depth; each branch is a light line between its two levels.
    /// `layout` is the layout and the seed that made it (for the heading,
    /// the legend and the tooltips).
    pub fn svg_with_layout(&self, layout: Option<(&Layout, u64)>) -> String {
        if layout.is_some() && !self.game {
            let mut with_room = self.clone();
            with_room.game = true;
            return with_room.draw(layout);
        }
        self.draw(layout)
    }

    fn draw(&self, layout: Option<(&Layout, u64)>) -> String {
        let max_depth = self.max_depth();
        let widths = self.track_widths();
        let heading = match layout {
            Some((_, seed)) => {
                format!("Dungeon chart, with the dungeon of the game of seed {seed} in red")
            }
            None => "Dungeon chart".to_string(),
        };
        let legend = self.legend_entries(layout.map(|(_, s)| s));
        let mut width = LEFT + widths.iter().map(|w| w + GAP).sum::<u32>();
        width = width
            .max(LEFT + text_width(&heading, HEADING_FONT, true) + 20)
            .max(LEFT + legend.iter().map(|(_, t)| legend_w(t)).max().unwrap_or(0));
        let places = legend_places(&legend, width - LEFT - 20);
        let legend_rows = places.last().map_or(0, |&(_, r)| r + 1);
        let legend_top = self.depth_y(max_depth + 1) + 30;
        let height = legend_top + 22 * (legend_rows + 1) + 10;
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
        s.text(
            "text",
            &[
                ("x", &12),
                ("y", &26),
                ("font-size", &HEADING_FONT),
                ("font-weight", &"bold"),
                ("fill", &"#202040"),
            ],
            &heading,
        );
        // The depth scale.
        s.text(
            "text",
            &[
                ("x", &(LEFT - 8)),
                ("y", &(TOP - 8)),
                ("font-size", &DEPTH_FONT),
                ("text-anchor", &"end"),
                ("fill", &"#707070"),
            ],
            "depth",
        );
        for depth in self.min_depth()..=max_depth {
            let y = self.depth_y(depth);
            s.text(
                "text",
                &[
                    ("x", &(LEFT - 8)),
                    ("y", &(y + ROW - 5)),
                    ("font-size", &DEPTH_FONT),
                    ("text-anchor", &"end"),
                    ("fill", &"#707070"),
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
        // Columns: the whole span each may cover, then the part it always
        // covers.
        for (i, c) in self.columns.iter().enumerate() {
            let x = self.column_x(i);
            let col_w = self.column_w(i);
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
            s.close("g");
        }
        // The game's dungeons, tinted in their strips, under everything else.
        if let Some((layout, seed)) = layout {
            self.game_extents(&mut s, layout, seed);
        }
        // Bars in lanes, arrows from branches to the dungeons they enter.
        let placed: Vec<Vec<Placed<'_>>> =
            (0..self.columns.len()).map(|i| self.placed(i)).collect();
        let tracks = self.tracks();
        for (i, bars) in placed.iter().enumerate() {
            let x = self.column_x(i);
            let col_w = self.column_w(i);
            for p in bars {
                let (d0, d1) = p.bar.depths;
                let (y0, y1) = (self.depth_y(d0), self.depth_y(d1 + 1));
                let title = format!(
                    "{}: dungeon levels {}-{}, depths {}-{}",
                    p.bar.label, p.bar.levels.0, p.bar.levels.1, d0, d1
                );
                let color = if p.arrow.is_some() {
                    "#3070c0"
                } else {
                    "#d08020"
                };
                s.open("g", &[]);
                s.text("title", &[], &title);
                s.empty(
                    "rect",
                    &[
                        ("x", &(self.lanes_x(i) + 8 * p.lane)),
                        ("y", &(y0 + 1)),
                        ("width", &6),
                        ("height", &(y1 - y0 - 2)),
                        ("fill", &color),
                    ],
                );
                if let Some(Arrow {
                    to: Some(to), kind, ..
                }) = p.arrow
                {
                    let tx = self.column_x(*to);
                    let tc = &self.columns[*to];
                    let ty = self.depth_y(tc.start.0) + ROW / 2;
                    let mid = (y0 + y1) / 2;
                    let portal = *kind == BranchKind::Portal;
                    let stroke = if portal { "#a020a0" } else { "#404040" };
                    let d = if tracks.get(*to) == tracks.get(i) {
                        // One above the other: a curve out to the left.
                        format!("M{x} {mid}C{} {mid} {} {ty} {tx} {ty}", x - 30, tx - 30)
                    } else if tx > x {
                        format!("M{} {mid}L{tx} {ty}", x + col_w)
                    } else {
                        format!("M{x} {mid}L{} {ty}", tx + self.column_w(*to))
                    };
                    let mut attrs: Vec<(&str, &dyn std::fmt::Display)> = vec![
                        ("d", &d),
                        ("fill", &"none"),
                        ("stroke", &stroke),
                        ("stroke-width", &1.5),
                        ("marker-end", &"url(#head)"),
                    ];
                    if portal {
                        attrs.push(("stroke-dasharray", &"5 3"));
                    }
                    s.empty("path", &attrs);
                }
                s.close("g");
            }
        }
        if let Some((layout, seed)) = layout {
            self.game_marks(&mut s, layout, seed);
        }
        // Words last, over every line, each with a halo.
        s.open("g", &with_halo(&"labels"));
        for (i, c) in self.columns.iter().enumerate() {
            let x = self.column_x(i);
            s.text(
                "text",
                &[
                    ("x", &(x + 4)),
                    ("y", &(self.depth_y(c.start.0) - 4)),
                    ("font-size", &TITLE_FONT),
                    ("font-weight", &"bold"),
                    ("fill", &"#202040"),
                ],
                &c.label,
            );
            for p in &placed[i] {
                let ink = if p.arrow.is_some() {
                    "#1c3c78"
                } else {
                    "#5a2c00"
                };
                s.text(
                    "text",
                    &[
                        ("x", &(x + LABEL_X)),
                        ("y", &(self.depth_y(p.label_row) + ROW - 5)),
                        ("font-size", &LABEL_FONT),
                        ("fill", &ink),
                    ],
                    &p.bar.label,
                );
            }
        }
        s.close("g");
        if let Some((layout, _)) = layout {
            self.game_names(&mut s, layout);
        }
        self.draw_legend(&mut s, &legend, &places, legend_top);
        s.finish()
    }

    /// The column of the game's dungeon `dungeon`, when the chart has it.
    fn game_column(&self, layout: &Layout, dungeon: usize) -> Option<usize> {
        layout
            .dungeons()
            .get(dungeon)
            .map(|d| d.source)
            .filter(|&c| c < self.columns.len())
    }

    /// Each of the game's dungeons as a tint over its levels, in its strip.
    fn game_extents(&self, s: &mut Svg, layout: &Layout, seed: u64) {
        let tint = hex(Chart::GAME_TINT);
        s.open("g", &[("class", &"overlay")]);
        for d in layout.dungeons() {
            if d.source >= self.columns.len() {
                continue;
            }
            let (top, bottom) = (d.depth_start, d.depth_start + d.levels - 1);
            let x = self.overlay_x(d.source) - 4;
            s.titled(
                "rect",
                &[
                    ("x", &x),
                    ("y", &self.depth_y(top)),
                    ("width", &(self.strip_w(d.source) - 2)),
                    ("height", &(self.depth_y(bottom + 1) - self.depth_y(top))),
                    ("fill", &tint),
                    ("stroke", &"#e09090"),
                ],
                &format!(
                    "seed {seed}: {} has {} levels, depths {top} to {bottom}",
                    show_bytes(d.name_bytes),
                    d.levels
                ),
            );
        }
        s.close("g");
    }

    /// The game's branches as light lines between their two levels, and
    /// a marker at the depth of each of its special levels.
    fn game_marks(&self, s: &mut Svg, layout: &Layout, seed: u64) {
        let color = hex(Chart::GAME_COLOR);
        s.open("g", &[("class", &"overlay")]);
        for b in layout.branches() {
            let (Some(c1), Some(c2)) = (
                self.game_column(layout, b.end1.dungeon),
                self.game_column(layout, b.end2.dungeon),
            ) else {
                continue;
            };
            let (d1, d2) = (layout.depth(b.end1), layout.depth(b.end2));
            let half = MARKER / 2;
            s.titled(
                "line",
                &[
                    ("x1", &(self.overlay_x(c1) + half)),
                    ("y1", &(self.depth_y(d1) + ROW / 2)),
                    ("x2", &(self.overlay_x(c2) + half)),
                    ("y2", &(self.depth_y(d2) + ROW / 2)),
                    ("stroke", &color),
                    ("stroke-opacity", &0.45),
                    ("stroke-width", &1.5),
                    ("stroke-dasharray", &"6 3"),
                ],
                &format!(
                    "seed {seed}: {} branch from depth {d1} to depth {d2}",
                    b.kind.name()
                ),
            );
        }
        for l in layout.levels() {
            let Some(c) = self.game_column(layout, l.at.dungeon) else {
                continue;
            };
            let depth = layout.depth(l.at);
            s.titled(
                "rect",
                &[
                    ("x", &self.overlay_x(c)),
                    ("y", &(self.depth_y(depth) + 4)),
                    ("width", &MARKER),
                    ("height", &MARKER),
                    ("fill", &color),
                ],
                &format!(
                    "seed {seed}: {} on level {} (depth {depth})",
                    show_bytes(l.name_bytes),
                    l.at.level
                ),
            );
        }
        s.close("g");
    }

    /// Each of the game's special levels named at its depth, beside its
    /// marker: the depth, then the name.
    fn game_names(&self, s: &mut Svg, layout: &Layout) {
        s.open("g", &with_halo(&"game-labels"));
        let depth_w = text_width("-99 ", DEPTH_FONT, false);
        for l in layout.levels() {
            let Some(c) = self.game_column(layout, l.at.dungeon) else {
                continue;
            };
            let depth = layout.depth(l.at);
            let x = self.overlay_x(c) - 4 + STRIP_TEXT_X;
            let y = self.depth_y(depth) + ROW - 5;
            s.text(
                "text",
                &[
                    ("x", &(x + depth_w - 4)),
                    ("y", &y),
                    ("font-size", &DEPTH_FONT),
                    ("text-anchor", &"end"),
                    ("fill", &"#806060"),
                ],
                &depth.to_string(),
            );
            s.text(
                "text",
                &[
                    ("x", &(x + depth_w)),
                    ("y", &y),
                    ("font-size", &LABEL_FONT),
                    ("font-weight", &"bold"),
                    ("fill", &"#801818"),
                ],
                &show_bytes(l.name_bytes),
            );
        }
        s.close("g");
    }

    /// What the legend explains, with or without a game (its seed).
    fn legend_entries(&self, seed: Option<u64>) -> Vec<(Swatch, String)> {
        let mut out = vec![
            (
                Swatch::Box("#e4e8f4", "#8090b0"),
                "depths a dungeon may span".to_string(),
            ),
            (
                Swatch::Box("#c8d0e8", "#c8d0e8"),
                "depths it always spans".into(),
            ),
            (
                Swatch::Box("#d08020", "#d08020"),
                "special level: the levels it may be on".into(),
            ),
            (
                Swatch::Box("#3070c0", "#3070c0"),
                "branch: the levels it may leave from".into(),
            ),
            (
                Swatch::Line("#404040", false, 1.0),
                "stairs into a dungeon".into(),
            ),
            (
                Swatch::Line("#a020a0", true, 1.0),
                "portal into a dungeon".into(),
            ),
        ];
        if let Some(seed) = seed {
            out.extend([
                (
                    Swatch::Box("#f8dcdc", "#e09090"),
                    format!("seed {seed}: the levels each dungeon has"),
                ),
                (
                    Swatch::Marker,
                    format!("seed {seed}: a special level, its depth and name"),
                ),
                (
                    Swatch::Line("#c83030", true, 0.45),
                    format!("seed {seed}: a branch between its two levels"),
                ),
            ]);
        }
        out
    }

    fn draw_legend(
        &self,
        s: &mut Svg,
        entries: &[(Swatch, String)],
        places: &[(u32, u32)],
        top: u32,
    ) {
        s.open("g", &[("class", &"legend")]);
        s.text(
            "text",
            &[
                ("x", &12),
                ("y", &top),
                ("font-size", &LABEL_FONT),
                ("font-weight", &"bold"),
                ("fill", &"#202040"),
            ],
            "Legend",
        );
        for ((swatch, words), &(dx, row)) in entries.iter().zip(places) {
            let x = 12 + dx;
            let y = top + 22 * (row + 1);
            s.open("g", &[]);
            match swatch {
                Swatch::Box(fill, stroke) => s.empty(
                    "rect",
                    &[
                        ("x", &x),
                        ("y", &(y - 12)),
                        ("width", &20),
                        ("height", &14),
                        ("fill", fill),
                        ("stroke", stroke),
                    ],
                ),
                Swatch::Line(stroke, dashed, opacity) => s.empty(
                    "line",
                    &[
                        ("x1", &x),
                        ("y1", &(y - 5)),
                        ("x2", &(x + 20)),
                        ("y2", &(y - 5)),
                        ("stroke", stroke),
                        ("stroke-opacity", opacity),
                        ("stroke-width", &1.5),
                        ("stroke-dasharray", if *dashed { &"5 3" } else { &"none" }),
                    ],
                ),
                Swatch::Marker => s.empty(
                    "rect",
                    &[
                        ("x", &(x + 5)),
                        ("y", &(y - 10)),
                        ("width", &MARKER),
                        ("height", &MARKER),
                        ("fill", &hex(Chart::GAME_COLOR)),
                    ],
                ),
            }
            s.text(
                "text",
                &[
                    ("x", &(x + LEGEND_SWATCH)),
                    ("y", &y),
                    ("font-size", &LABEL_FONT),
                    ("fill", &"#303030"),
                ],
                words,
            );
            s.close("g");
        }
        s.close("g");
    }
}

/// The legend's swatch and the room after it.
const LEGEND_SWATCH: u32 = 28;
/// The least room between two legend entries of a row.
const LEGEND_GAP: u32 = 24;

/// The width a legend entry takes: its swatch and its words.
fn legend_w(words: &str) -> u32 {
    LEGEND_SWATCH + text_width(words, LABEL_FONT, false)
}

/// Legend entries in rows of `avail` pixels: each one's left edge (from
/// the legend's left) and row.
fn legend_places(entries: &[(Swatch, String)], avail: u32) -> Vec<(u32, u32)> {
    let (mut x, mut row) = (0, 0);
    entries
        .iter()
        .map(|(_, words)| {
            let w = legend_w(words);
            if x > 0 && x + w > avail {
                x = 0;
                row += 1;
            }
            let at = (x, row);
            x += w + LEGEND_GAP;
            at
        })
        .collect()
}

fn hex((r, g, b): (u8, u8, u8)) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}
