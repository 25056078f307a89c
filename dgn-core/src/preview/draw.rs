//! SVG pictures of level previews.

use super::glyphs::{ground_rgb, rgb};
use super::{Glyph, Ground, LevelPreview, COLS, ROWS};
use svg::node::element::{Definitions, Group, Pattern, Rectangle, Text, Title};
use svg::Document;

/// Side of a map cell, in pixels.
pub const CELL: u32 = 16;
/// Margin around the picture.
const MARGIN: u32 = 8;
/// Height of a line of text.
const LINE: u32 = 16;

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
    }
}

fn text(x: u32, y: u32, size: u32, fill: &str, content: impl Into<String>) -> Text {
    Text::new(content.into())
        .set("x", x)
        .set("y", y)
        .set("font-size", size)
        .set("fill", fill)
}

pub(crate) fn level(p: &LevelPreview) -> String {
    let width = MARGIN * 2 + CELL * COLS as u32;
    let mut doc_nodes: Vec<Box<dyn svg::Node>> = Vec::new();
    let mut y = MARGIN + LINE;
    doc_nodes.push(Box::new(
        text(MARGIN, y - 3, 15, "#ffffff", p.name.clone()).set("font-weight", "bold"),
    ));
    for h in &p.header {
        y += LINE;
        doc_nodes.push(Box::new(text(MARGIN, y - 3, 12, "#d0d0d0", h.clone())));
    }
    let top = map_top(p.header.len());
    debug_assert_eq!(top, y + 4);
    // Grounds: one rectangle per run of equal cells in a row.
    let mut used_grounds: Vec<(Ground, bool)> = Vec::new();
    let mut map = Group::new().set("shape-rendering", "crispEdges");
    // A random maze alternates passages (odd columns and rows) and cells
    // that may be either: one pattern paints both.
    let is_maze = |g: Ground| matches!(g, Ground::Maze | Ground::MazeWall);
    if p.cells.iter().any(|c| is_maze(c.ground)) {
        let square = |x: u32, y: u32, g: Ground| {
            Rectangle::new()
                .set("x", x)
                .set("y", y)
                .set("width", CELL)
                .set("height", CELL)
                .set("fill", hex(ground_rgb(g, false)))
        };
        map = map.add(
            Definitions::new().add(
                Pattern::new()
                    .set("id", "maze")
                    .set("patternUnits", "userSpaceOnUse")
                    .set("x", MARGIN + CELL)
                    .set("y", top + CELL)
                    .set("width", CELL * 2)
                    .set("height", CELL * 2)
                    .add(
                        Rectangle::new()
                            .set("width", CELL * 2)
                            .set("height", CELL * 2)
                            .set("fill", hex(ground_rgb(Ground::MazeWall, false))),
                    )
                    .add(square(0, 0, Ground::Maze)),
            ),
        );
    }
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
                for x in x..end {
                    let d = p.cells[row * COLS + x];
                    let key = (d.ground, d.lit && d.ground == Ground::Floor);
                    if !used_grounds.contains(&key) {
                        used_grounds.push(key);
                    }
                }
                let fill = if is_maze(c.ground) {
                    "url(#maze)".to_string()
                } else {
                    hex(ground_rgb(c.ground, lit))
                };
                map = map.add(
                    Rectangle::new()
                        .set("x", MARGIN + CELL * x as u32)
                        .set("y", top + CELL * row as u32)
                        .set("width", CELL * (end - x) as u32)
                        .set("height", CELL)
                        .set("fill", fill),
                );
            }
            x = end;
        }
    }
    doc_nodes.push(Box::new(map));
    // Typed rooms and regions: a dashed outline with a tooltip.
    for a in &p.areas {
        let g = Group::new().add(Title::new(a.title.clone())).add(
            Rectangle::new()
                .set("x", MARGIN + CELL * u32::from(a.x1) + 1)
                .set("y", top + CELL * u32::from(a.y1) + 1)
                .set("width", CELL * (u32::from(a.x2) - u32::from(a.x1) + 1) - 2)
                .set("height", CELL * (u32::from(a.y2) - u32::from(a.y1) + 1) - 2)
                .set("fill", "none")
                .set("stroke", "#ff60ff")
                .set("stroke-width", 1.5)
                .set("stroke-dasharray", "4 3"),
        );
        doc_nodes.push(Box::new(g));
    }
    // Things at fixed spots: a tile in the thing's colour (its tooltip
    // inside), then all glyphs in one group sharing their font settings.
    let mut legend: Vec<(Glyph, String)> = Vec::new();
    let mut tiles = Group::new();
    let mut glyph_text = Group::new()
        .set("font-size", CELL - 3)
        .set("text-anchor", "middle")
        .set("font-weight", "bold");
    for m in &p.marks {
        let (x, y) = (MARGIN + CELL * u32::from(m.x), top + CELL * u32::from(m.y));
        if m.kind == "ENGRAVING" {
            // An engraving does not show in the game: a thin line under
            // whatever is there.
            tiles = tiles.add(
                Rectangle::new()
                    .set("x", x + 2)
                    .set("y", y + CELL - 3)
                    .set("width", CELL - 4)
                    .set("height", 2)
                    .set("fill", "#70f8f8")
                    .add(Title::new(m.title.clone())),
            );
        } else {
            let c = rgb(m.glyph.color);
            tiles = tiles.add(
                Rectangle::new()
                    .set("x", x + 1)
                    .set("y", y + 1)
                    .set("width", CELL - 2)
                    .set("height", CELL - 2)
                    .set("rx", 3)
                    .set("fill", hex(c))
                    .add(Title::new(m.title.clone())),
            );
            let ink = if is_bright(c) { "#000000" } else { "#ffffff" };
            glyph_text = glyph_text.add(
                Text::new(m.glyph.ch.to_string())
                    .set("x", x + CELL / 2)
                    .set("y", y + CELL - 4)
                    .set("fill", ink)
                    .set("pointer-events", "none"),
            );
        }
        let entry = (m.glyph, legend_name(m));
        if !legend.contains(&entry) {
            legend.push(entry);
        }
    }
    doc_nodes.push(Box::new(tiles));
    doc_nodes.push(Box::new(glyph_text));
    // The legend: grounds, then the things drawn, in columns.
    let mut y = top + CELL * ROWS as u32 + LINE;
    doc_nodes.push(Box::new(text(MARGIN, y, 13, "#ffffff", "Legend")));
    let col_w = 320;
    let per_row = ((width - MARGIN * 2) / col_w).max(1) as usize;
    let mut items: Vec<(String, Option<char>, String)> = used_grounds
        .iter()
        .map(|&(g, lit)| {
            (
                hex(ground_rgb(g, lit)),
                None,
                ground_name(g, lit).to_string(),
            )
        })
        .collect();
    for (g, name) in &legend {
        items.push((hex(rgb(g.color)), Some(g.ch), name.clone()));
    }
    for (i, (fill, ch, name)) in items.iter().enumerate() {
        if i % per_row == 0 {
            y += LINE + 2;
        }
        let x = MARGIN + col_w * (i % per_row) as u32;
        doc_nodes.push(Box::new(
            Rectangle::new()
                .set("x", x)
                .set("y", y - 12)
                .set("width", 14)
                .set("height", 14)
                .set("fill", fill.clone())
                .set("stroke", "#606060"),
        ));
        if let Some(ch) = ch {
            let ink = if is_bright(parse_hex(fill)) {
                "#000000"
            } else {
                "#ffffff"
            };
            doc_nodes.push(Box::new(
                text(x + 7, y - 1, 12, ink, ch.to_string()).set("text-anchor", "middle"),
            ));
        }
        doc_nodes.push(Box::new(text(x + 20, y, 12, "#d0d0d0", name.clone())));
    }
    if !p.random.is_empty() {
        y += LINE + 8;
        doc_nodes.push(Box::new(text(MARGIN, y, 13, "#ffffff", "Random")));
        for r in &p.random {
            y += LINE;
            doc_nodes.push(Box::new(text(MARGIN, y, 12, "#d0d0d0", r.clone())));
        }
    }
    let height = y + MARGIN * 2;
    let mut doc = Document::new()
        .set("width", width)
        .set("height", height)
        .set("viewBox", (0, 0, width, height))
        .set("font-family", "DejaVu Sans Mono, monospace")
        .add(
            Rectangle::new()
                .set("width", width)
                .set("height", height)
                .set("fill", "#101014"),
        );
    for n in doc_nodes {
        doc = doc.add(n);
    }
    doc.to_string()
}

fn parse_hex(s: &str) -> (u8, u8, u8) {
    let v = u32::from_str_radix(s.trim_start_matches('#'), 16).unwrap_or(0);
    ((v >> 16) as u8, (v >> 8) as u8, v as u8)
}

/// The legend's words for a mark: its kind and, for monsters and objects,
/// the name.
fn legend_name(m: &super::Mark) -> String {
    let kind = m.kind.to_lowercase();
    if m.glyph.ch == '?' {
        return format!("{kind} of a random kind");
    }
    let what = m.title.split_once(": ").map_or("", |(_, rest)| rest);
    let quoted = what.split(", ").find(|s| s.starts_with('"'));
    match (m.kind, quoted) {
        ("MAP", _) => what.split(", ").next().unwrap_or("").to_string(),
        (_, Some(q)) => format!("{kind} {q}"),
        (_, None) => match what.split(", ").next() {
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
