//! SVG pictures of level previews.

use super::glyphs::{ground_rgb, rgb};
use super::xml::Svg;
use super::{Color, Glyph, Ground, LegendEntry, LevelPreview, COLS, ROWS};
use std::fmt::Write as _;

/// Side of a map cell, in pixels.
pub const CELL: u32 = 16;
/// Margin around the picture.
const MARGIN: u32 = 8;
/// Height of a line of text.
const LINE: u32 = 16;
/// How strongly the tile of a thing placed only under a condition covers
/// its cell.
pub const MAYBE_OPACITY: f32 = 0.35;

fn hex((r, g, b): (u8, u8, u8)) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// Whether dark text reads better than light text on this colour.
fn is_bright((r, g, b): (u8, u8, u8)) -> bool {
    u32::from(r) * 3 + u32::from(g) * 6 + u32::from(b) > 1200
}

/// The top of the map in a level picture with this many header lines.
pub(crate) fn map_top(header_lines: usize) -> u32 {
    MARGIN + LINE * (1 + header_lines as u32) + 4
}

fn ground_name(g: Ground, lit: bool) -> &'static str {
    match g {
        Ground::Stone => "solid rock",
        Ground::Wall => "wall",
        Ground::Floor if lit => "lit floor",
        Ground::Floor => "unlit floor",
        Ground::Corridor => "corridor",
        Ground::Door => "door, doorway, drawbridge",
        Ground::Water => "water, moat, pool",
        Ground::Lava => "lava",
        Ground::Tree => "tree",
        Ground::Ice => "ice",
        Ground::Bars => "iron bars",
        Ground::Air => "air",
        Ground::Cloud => "cloud",
        Ground::Maze => "maze passage (carved at random)",
        Ground::MazeWall => "maze wall or passage (random)",
        Ground::Random => "random terrain",
        Ground::LavaWall => "wall of lava",
        Ground::Grass => "grass",
        Ground::Sand => "sand",
        Ground::DeadTree => "dead tree",
        Ground::Forge => "forge",
        Ground::Puddle => "puddle (shallow water)",
        Ground::Sewage => "sewage",
        Ground::IceWall => "ice wall",
        Ground::Bog => "bog (muddy swamp)",
        Ground::Earth => "bare ground",
    }
}

/// The advance of every character of DejaVu Sans Mono, the pictures'
/// font, in font units (2048 to the em): a monospace font gives all its
/// glyphs the same width.
const MONO_ADVANCE: u32 = 1233;
/// Font units to the em in DejaVu Sans Mono.
const MONO_EM: u32 = 2048;

/// The width in pixels of `text` drawn in DejaVu Sans Mono at `size`
/// pixels, rounded up.
pub(crate) fn mono_width(text: &str, size: u32) -> u32 {
    (text.chars().count() as u32)
        .saturating_mul(size * MONO_ADVANCE)
        .div_ceil(MONO_EM)
}

/// The width of a line of the random list (12-pixel monospace), rounded up.
fn random_line_width(line: &str) -> u32 {
    mono_width(line, 12)
}

/// Font size of the legend's words.
const LEGEND_FONT: u32 = 12;
/// The legend's swatch and the room from it to its words.
const SWATCH: u32 = 20;
/// The grid the legend's entries start on, and the least room between two
/// entries of a row.
const LEGEND_UNIT: u32 = 160;
const LEGEND_GAP: u32 = 16;

/// The legend laid out in rows of `avail` pixels: for each entry its left
/// edge (from the legend's left) and its row. Each entry starts on a grid of
/// [`LEGEND_UNIT`] and takes as many grid steps as its swatch and words
/// need (measured in the pictures' font) plus a gap, so no two meet.
fn legend_layout(names: &[&str], avail: u32) -> Vec<(u32, u32)> {
    let mut out = Vec::with_capacity(names.len());
    let (mut x, mut row) = (0, 0);
    for name in names {
        let need = SWATCH + mono_width(name, LEGEND_FONT) + LEGEND_GAP;
        let span = need.div_ceil(LEGEND_UNIT) * LEGEND_UNIT;
        if x > 0 && x + span > avail {
            x = 0;
            row += 1;
        }
        out.push((x, row));
        x += span;
    }
    out
}

pub(crate) fn level(p: &LevelPreview) -> String {
    // The screen, or wider when a line of the random list (which ends with
    // its source file and line) would not fit.
    let longest = p.random.iter().map(|r| random_line_width(r)).max();
    let mut width = MARGIN * 2 + (CELL * COLS as u32).max(longest.unwrap_or(0));
    let top = map_top(p.header.len());
    let is_maze = |g: Ground| matches!(g, Ground::Maze | Ground::MazeWall);
    let items: Vec<(String, Option<char>, String)> = legend(p)
        .into_iter()
        .map(|e| (e.fill, e.glyph.map(|g| g.ch), e.text))
        .collect();
    let has_example = p.cells.iter().any(|c| c.example);
    // An entry wider than the picture widens it.
    let widest = items
        .iter()
        .map(|(_, _, name)| SWATCH + mono_width(name, LEGEND_FONT))
        .max()
        .unwrap_or(0);
    width = width.max(MARGIN * 2 + widest);
    let names: Vec<&str> = items.iter().map(|(_, _, n)| n.as_str()).collect();
    let places = legend_layout(&names, width - MARGIN * 2);
    let legend_rows = places.last().map_or(0, |&(_, row)| row + 1);
    let legend_top = top + CELL * ROWS as u32 + LINE;
    let mut height = legend_top + (LINE + 2) * legend_rows;
    if !p.random.is_empty() {
        height += LINE + 8 + LINE * p.random.len() as u32;
    }
    height += MARGIN * 2;

    let mut s = Svg::new(
        width,
        height,
        &[("font-family", &"DejaVu Sans Mono, monospace")],
    );
    s.empty(
        "rect",
        &[("width", &width), ("height", &height), ("fill", &"#101014")],
    );
    let mut y = MARGIN + LINE;
    s.text(
        "text",
        &[
            ("x", &MARGIN),
            ("y", &(y - 3)),
            ("font-size", &15),
            ("fill", &"#ffffff"),
            ("font-weight", &"bold"),
        ],
        &p.name,
    );
    for h in &p.header {
        y += LINE;
        label(&mut s, MARGIN, y - 3, 12, "#d0d0d0", h);
    }
    debug_assert_eq!(top, y + 4);
    // Grounds: each run of equal cells in a row a rectangle, the runs of one
    // fill in one path.
    s.open("g", &[("shape-rendering", &"crispEdges")]);
    // A random maze alternates passages (odd columns and rows) and cells
    // that may be either: one pattern paints both.
    if p.cells.iter().any(|c| is_maze(c.ground)) {
        s.open("defs", &[]);
        s.open(
            "pattern",
            &[
                ("id", &"maze"),
                ("patternUnits", &"userSpaceOnUse"),
                ("x", &(MARGIN + CELL)),
                ("y", &(top + CELL)),
                ("width", &(CELL * 2)),
                ("height", &(CELL * 2)),
            ],
        );
        s.empty(
            "rect",
            &[
                ("width", &(CELL * 2)),
                ("height", &(CELL * 2)),
                ("fill", &hex(ground_rgb(Ground::MazeWall, false))),
            ],
        );
        s.empty(
            "rect",
            &[
                ("x", &0),
                ("y", &0),
                ("width", &CELL),
                ("height", &CELL),
                ("fill", &hex(ground_rgb(Ground::Maze, false))),
            ],
        );
        s.close("pattern");
        s.close("defs");
    }
    // The runs of each fill, as one path per fill: (fill, path data).
    let mut grounds: Vec<(String, String)> = Vec::new();
    for row in 0..ROWS {
        let mut x = 0;
        while x < COLS {
            let c = p.cells[row * COLS + x];
            let lit = c.lit && c.ground == Ground::Floor;
            let mut end = x + 1;
            while end < COLS {
                let d = p.cells[row * COLS + end];
                let same = if is_maze(c.ground) {
                    is_maze(d.ground)
                } else {
                    d.ground == c.ground && (d.lit && d.ground == Ground::Floor) == lit
                };
                if !same {
                    break;
                }
                end += 1;
            }
            if c.ground != Ground::Stone {
                let fill = if is_maze(c.ground) {
                    "url(#maze)".to_string()
                } else {
                    hex(ground_rgb(c.ground, lit))
                };
                let i = match grounds.iter().position(|(f, _)| *f == fill) {
                    Some(i) => i,
                    None => {
                        grounds.push((fill, String::new()));
                        grounds.len() - 1
                    }
                };
                run_path(&mut grounds[i].1, top, row, x..end);
            }
            x = end;
        }
    }
    for (fill, d) in &grounds {
        s.empty("path", &[("d", d), ("fill", fill)]);
    }
    // Terrain the game draws at random, shown by one example: hatched.
    if has_example {
        s.open("defs", &[]);
        // Diagonal strokes a cell apart in both directions, clear of each
        // cell's middle so its own colour still shows there.
        s.open(
            "pattern",
            &[
                ("id", &"example"),
                ("patternUnits", &"userSpaceOnUse"),
                ("x", &MARGIN),
                ("y", &top),
                ("width", &CELL),
                ("height", &CELL),
            ],
        );
        let q = CELL / 4;
        for (x1, y1, x2, y2) in [
            (0, q, q, 0),
            (0, 3 * q, 3 * q, 0),
            (q, CELL, CELL, q),
            (3 * q, CELL, CELL, 3 * q),
        ] {
            s.empty(
                "line",
                &[
                    ("x1", &x1),
                    ("y1", &y1),
                    ("x2", &x2),
                    ("y2", &y2),
                    ("stroke", &"#ffffff"),
                    ("stroke-opacity", &0.22),
                    ("stroke-width", &1.5),
                ],
            );
        }
        s.close("pattern");
        s.close("defs");
        let mut d = String::new();
        for row in 0..ROWS {
            let mut x = 0;
            while x < COLS {
                if !p.cells[row * COLS + x].example {
                    x += 1;
                    continue;
                }
                let start = x;
                while x < COLS && p.cells[row * COLS + x].example {
                    x += 1;
                }
                run_path(&mut d, top, row, start..x);
            }
        }
        s.empty("path", &[("d", &d), ("fill", &"url(#example)")]);
    }
    s.close("g");
    wall_arms(&mut s, p, top);
    // Typed rooms and regions: a dashed outline with a tooltip.
    for a in &p.areas {
        s.open("g", &[]);
        s.text("title", &[], &a.title);
        s.empty(
            "rect",
            &[
                ("x", &(MARGIN + CELL * u32::from(a.x1) + 1)),
                ("y", &(top + CELL * u32::from(a.y1) + 1)),
                (
                    "width",
                    &(CELL * (u32::from(a.x2) - u32::from(a.x1) + 1) - 2),
                ),
                (
                    "height",
                    &(CELL * (u32::from(a.y2) - u32::from(a.y1) + 1) - 2),
                ),
                ("fill", &"none"),
                ("stroke", &"#ff60ff"),
                ("stroke-width", &1.5),
                ("stroke-dasharray", &"4 3"),
            ],
        );
        s.close("g");
    }
    // Things at fixed spots: a tile in the thing's colour (its tooltip
    // inside), then all glyphs in one group sharing their font settings.
    let at = |m: &super::Mark| (MARGIN + CELL * u32::from(m.x), top + CELL * u32::from(m.y));
    // What may be there comes first, so what surely is covers it.
    let marks: Vec<&super::Mark> = p
        .marks
        .iter()
        .filter(|m| m.maybe)
        .chain(p.marks.iter().filter(|m| !m.maybe))
        .collect();
    s.open("g", &[]);
    for &m in &marks {
        let (x, y) = at(m);
        if m.kind != "ENGRAVING" {
            // A tile in the thing's colour; a possibility's is faint, with a
            // dashed outline.
            let color = hex(rgb(m.glyph.color));
            let (tx, ty, side) = (x + 1, y + 1, CELL - 2);
            let mut attrs: Vec<(&str, &dyn std::fmt::Display)> = vec![
                ("x", &tx),
                ("y", &ty),
                ("width", &side),
                ("height", &side),
                ("rx", &3),
                ("fill", &color),
            ];
            if m.maybe {
                attrs.extend_from_slice(&[
                    ("fill-opacity", &MAYBE_OPACITY),
                    ("stroke", &color),
                    ("stroke-dasharray", &"3 2"),
                ]);
            }
            s.titled("rect", &attrs, &m.title);
        } else {
            // An engraving does not show in the game: a thin line under
            // whatever is there.
            s.titled(
                "rect",
                &[
                    ("x", &(x + 2)),
                    ("y", &(y + CELL - 3)),
                    ("width", &(CELL - 4)),
                    ("height", &2),
                    ("fill", &"#70f8f8"),
                ],
                &m.title,
            );
        }
    }
    s.close("g");
    s.open(
        "g",
        &[
            ("font-size", &(CELL - 3)),
            ("text-anchor", &"middle"),
            ("font-weight", &"bold"),
        ],
    );
    let mut ch = [0u8; 4];
    for m in marks.into_iter().filter(|m| m.kind != "ENGRAVING") {
        let (x, y) = at(m);
        let ink = if m.maybe {
            hex(rgb(m.glyph.color))
        } else if is_bright(rgb(m.glyph.color)) {
            "#000000".into()
        } else {
            "#ffffff".into()
        };
        s.text(
            "text",
            &[
                ("x", &(x + CELL / 2)),
                ("y", &(y + CELL - 4)),
                ("fill", &ink),
                ("pointer-events", &"none"),
            ],
            m.glyph.ch.encode_utf8(&mut ch),
        );
    }
    s.close("g");
    // The legend: grounds, then the things drawn, in rows; each entry a
    // group of its swatch and its words.
    let y = legend_top;
    label(&mut s, MARGIN, y, 13, "#ffffff", "Legend");
    s.open("g", &[("class", &"legend")]);
    for ((fill, ch, name), &(dx, row)) in items.iter().zip(&places) {
        let y = legend_top + (LINE + 2) * (row + 1);
        let x = MARGIN + dx;
        let dashed = fill == "none";
        s.open("g", &[]);
        s.empty(
            "rect",
            &[
                ("x", &x),
                ("y", &(y - 12)),
                ("width", &14),
                ("height", &14),
                ("fill", fill),
                ("stroke", if dashed { &"#d0d0d0" } else { &"#606060" }),
                ("stroke-dasharray", if dashed { &"3 2" } else { &"none" }),
            ],
        );
        if let Some(ch) = ch {
            let ink = if is_bright(parse_hex(fill)) {
                "#000000"
            } else {
                "#ffffff"
            };
            s.text(
                "text",
                &[
                    ("x", &(x + 7)),
                    ("y", &(y - 1)),
                    ("font-size", &12),
                    ("fill", &ink),
                    ("text-anchor", &"middle"),
                ],
                ch.encode_utf8(&mut [0u8; 4]),
            );
        }
        label(&mut s, x + SWATCH, y, LEGEND_FONT, "#d0d0d0", name);
        s.close("g");
    }
    s.close("g");
    let mut y = legend_top + (LINE + 2) * legend_rows;
    if !p.random.is_empty() {
        y += LINE + 8;
        label(&mut s, MARGIN, y, 13, "#ffffff", "Random");
        for r in &p.random {
            y += LINE;
            label(&mut s, MARGIN, y, 12, "#d0d0d0", r);
        }
    }
    debug_assert_eq!(height, y + MARGIN * 2);
    s.finish()
}

/// Adds to path data `d` the rectangle of the cells `cols` of screen row
/// `row` (the map's top at `top`).
fn run_path(d: &mut String, top: u32, row: usize, cols: std::ops::Range<usize>) {
    let (x, y) = (MARGIN + CELL * cols.start as u32, top + CELL * row as u32);
    let w = CELL * cols.len() as u32;
    let _ = write!(d, "M{x} {y}h{w}v{CELL}h-{w}z");
}

/// The colour of the lines that show how walls join.
pub(crate) const WALL_LINE: (u8, u8, u8) = (0x50, 0x50, 0x5a);

/// Walls drawn as the game joins them: a line from the middle of each wall
/// cell to each side its kind reaches out to (one path for all).
fn wall_arms(s: &mut Svg, p: &LevelPreview, top: u32) {
    const HALF: u32 = CELL / 2;
    let mut d = String::new();
    for y in 0..ROWS {
        for x in 0..COLS {
            let Some(kind) = p.cells[y * COLS + x].wall() else {
                continue;
            };
            let (cx, cy) = (
                MARGIN + CELL * x as u32 + HALF,
                top + CELL * y as u32 + HALF,
            );
            // Each arm starts a little behind the middle so that the arms
            // of a corner or a T meet without a notch.
            let [up, down, right, left] = kind.arms();
            if up {
                let _ = write!(d, "M{cx} {}V{}", cy + 2, cy - HALF);
            }
            if down {
                let _ = write!(d, "M{cx} {}V{}", cy - 2, cy + HALF);
            }
            if right {
                let _ = write!(d, "M{} {cy}H{}", cx - 2, cx + HALF);
            }
            if left {
                let _ = write!(d, "M{} {cy}H{}", cx + 2, cx - HALF);
            }
        }
    }
    if !d.is_empty() {
        s.empty(
            "path",
            &[
                ("d", &d),
                ("fill", &"none"),
                ("stroke", &hex(WALL_LINE)),
                ("stroke-width", &4),
                ("shape-rendering", &"crispEdges"),
            ],
        );
    }
}

/// A line of text at `(x, y)`.
fn label(s: &mut Svg, x: u32, y: u32, size: u32, fill: &str, content: &str) {
    s.text(
        "text",
        &[("x", &x), ("y", &y), ("font-size", &size), ("fill", &fill)],
        content,
    );
}

fn parse_hex(s: &str) -> (u8, u8, u8) {
    let v = u32::from_str_radix(s.trim_start_matches('#'), 16).unwrap_or(0);
    ((v >> 16) as u8, (v >> 8) as u8, v as u8)
}

/// The legend of a level's picture: the grounds drawn, in the order met,
/// then the marks for possibilities and examples, then the things drawn.
/// One entry per look and meaning; where two looks would read the same
/// (an open door in a horizontal wall shows `|`, in a vertical one `-`),
/// the words say how they differ, so no two entries read alike.
pub(crate) fn legend(p: &LevelPreview) -> Vec<LegendEntry> {
    let mut used_grounds: Vec<(Ground, bool)> = Vec::new();
    for c in p.cells.iter().filter(|c| c.ground != Ground::Stone) {
        let key = (c.ground, c.lit && c.ground == Ground::Floor);
        if !used_grounds.contains(&key) {
            used_grounds.push(key);
        }
    }
    let mut out: Vec<LegendEntry> = used_grounds
        .iter()
        .map(|&(g, lit)| LegendEntry {
            fill: hex(ground_rgb(g, lit)),
            glyph: None,
            text: ground_name(g, lit).to_string(),
        })
        .collect();
    if p.marks.iter().any(|m| m.maybe) {
        out.push(LegendEntry {
            fill: "none".into(),
            glyph: None,
            text: "dashed: only if a condition holds".into(),
        });
    }
    if p.cells.iter().any(|c| c.example) {
        out.push(LegendEntry {
            fill: "url(#example)".into(),
            glyph: None,
            text: "random: one example of what the game draws".into(),
        });
    }
    // The things: one entry per glyph and words, in the order met.
    let mut things: Vec<(Glyph, String, &'static str)> = Vec::new();
    for m in &p.marks {
        let name = legend_name(m);
        if !things.iter().any(|(g, n, _)| *g == m.glyph && *n == name) {
            things.push((m.glyph, name, m.kind));
        }
    }
    // Words that two looks share say what sets each look apart.
    let shared: Vec<bool> = things
        .iter()
        .map(|(g, n, _)| things.iter().any(|(h, o, _)| o == n && h != g))
        .collect();
    for (i, (g, name, kind)) in things.iter().enumerate() {
        let text = if shared[i] {
            let others: Vec<Glyph> = things
                .iter()
                .filter(|(h, o, _)| o == name && h != g)
                .map(|(h, _, _)| *h)
                .collect();
            format!("{name} ({})", look_difference(kind, *g, &others))
        } else {
            name.clone()
        };
        out.push(LegendEntry {
            fill: hex(rgb(g.color)),
            glyph: Some(*g),
            text,
        });
    }
    out
}

/// What sets glyph `g` apart from `others`, glyphs of things of the same
/// words: for an open door, the wall it stands in (it shows across it);
/// for a thing drawn with the glyph of the ground under it (an engraving, a
/// region), that ground; else its character or its colour.
fn look_difference(kind: &str, g: Glyph, others: &[Glyph]) -> String {
    let across = |h: Glyph| matches!(h.ch, '|' | '-') && h.color == Color(3);
    if kind == "DOOR" && across(g) && others.iter().all(|o| across(*o)) {
        // `|` is an open door in a horizontal wall, `-` in a vertical one.
        return if g.ch == '|' {
            "in a horizontal wall".into()
        } else {
            "in a vertical wall".into()
        };
    }
    if matches!(kind, "ENGRAVING" | "REGION") {
        return format!("on {}", g.ch);
    }
    if others.iter().all(|o| o.ch != g.ch) {
        format!("shown as {}", g.ch)
    } else if others.iter().all(|o| o.color != g.color) {
        format!("shown in {}", color_name(g.color))
    } else {
        format!("shown as {} in {}", g.ch, color_name(g.color))
    }
}

/// The name of a colour of NetHack's palette.
fn color_name(c: Color) -> &'static str {
    const NAMES: [&str; 16] = [
        "black",
        "red",
        "green",
        "brown",
        "blue",
        "magenta",
        "cyan",
        "gray",
        "no colour",
        "orange",
        "bright green",
        "yellow",
        "bright blue",
        "bright magenta",
        "bright cyan",
        "white",
    ];
    NAMES
        .get(usize::from(c.0))
        .copied()
        .unwrap_or("another colour")
}

/// The legend's words for a mark: its kind and, for monsters and objects,
/// the name.
fn legend_name(m: &super::Mark) -> String {
    let kind = m.kind.to_lowercase();
    if m.glyph.ch == '?' {
        return format!("{kind} of a random kind");
    }
    let what = m.title.split_once(": ").map_or("", |(_, rest)| rest);
    // Not the source note (` — FILE:LINE`): one legend entry per look.
    let what = what.split(" — ").next().unwrap_or("");
    let quoted = what.split(", ").find(|s| s.starts_with('"'));
    match (m.kind, quoted) {
        ("MAP", _) => what.split(", ").next().unwrap_or("").to_string(),
        (_, Some(q)) => format!("{kind} {q}"),
        (_, None) => match what.split(", ").next() {
            // `FOUNTAIN: fountain` is just "fountain".
            Some(first) if first == kind => kind,
            Some(first) if !first.is_empty() && first.len() < 24 && !first.starts_with('(') => {
                format!("{kind} {first}")
            }
            _ => kind,
        },
    }
}

impl LevelPreview {
    /// The pixel at the top-left corner of screen cell `(x, y)` in the
    /// picture [`LevelPreview::svg`] draws; cells are square, [`CELL`] pixels
    /// wide.
    pub fn svg_cell_origin(&self, x: usize, y: usize) -> (u32, u32) {
        (
            MARGIN + CELL * x as u32,
            map_top(self.header.len()) + CELL * y as u32,
        )
    }
}
