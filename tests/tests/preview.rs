//! Level previews as people see them: every corpus level's SVG picture is
//! rendered with a real SVG renderer and checked pixel by pixel at the cells
//! the preview says it drew, plus fixed facts of known levels (the castle's
//! walls, its throne); terminal previews of a few levels are snapshots.

use std::collections::BTreeMap;

use dgn_core::levels::{self, LevelFile};
use dgn_core::preview::{self, LevelPreview, WallKind};
use dgn_core::{SourceFile, Target};
use dgn_tests::corpus_set;

/// Every level of a corpus set, by name.
fn corpus_levels(set: &str, target: &Target) -> Option<BTreeMap<String, LevelFile>> {
    let dir = corpus_set(set)?;
    let mut out = BTreeMap::new();
    let files = dgn_tests::des_files(&dir);
    for path in files {
        // Named by the file name alone, so that the source notes in the
        // snapshots do not depend on where the corpus is.
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let src = SourceFile::new(name, std::fs::read(&path).unwrap());
        let c = levels::compile(&src, target, &Default::default());
        for l in c.levels.expect("corpus compiles") {
            out.insert(l.name.clone(), l);
        }
    }
    Some(out)
}

/// The picture as pixels.
fn render(svg: &str) -> resvg::tiny_skia::Pixmap {
    let tree = resvg::usvg::Tree::from_str(svg, &Default::default()).expect("valid SVG");
    let size = tree.size().to_int_size();
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height()).unwrap();
    resvg::render(&tree, Default::default(), &mut pixmap.as_mut());
    pixmap
}

fn pixel(p: &resvg::tiny_skia::Pixmap, x: u32, y: u32) -> (u8, u8, u8) {
    let c = p.pixel(x, y).expect("inside the picture");
    (c.red(), c.green(), c.blue())
}

/// The background of screen cell `(x, y)` (near its top-left corner, away
/// from outlines and from the lines that join walls through the middle).
fn cell_fill(pv: &LevelPreview, p: &resvg::tiny_skia::Pixmap, x: usize, y: usize) -> (u8, u8, u8) {
    let (px, py) = pv.svg_cell_origin(x, y);
    pixel(p, px + 3, py + 3)
}

/// The tile of a mark at screen cell `(x, y)` (near its corner, away from
/// the glyph).
fn tile(pv: &LevelPreview, p: &resvg::tiny_skia::Pixmap, x: usize, y: usize) -> (u8, u8, u8) {
    let (px, py) = pv.svg_cell_origin(x, y);
    pixel(p, px + 4, py + 4)
}

const WALL: (u8, u8, u8) = (0x90, 0x90, 0x98);
const WATER: (u8, u8, u8) = (0x18, 0x40, 0xc0);
const YELLOW: (u8, u8, u8) = (0xf8, 0xe8, 0x30);

#[test]
fn every_343_picture_shows_its_cells_and_things() {
    every_picture("nethack-3.4.3", 113);
}

#[test]
fn every_367_picture_shows_its_cells_and_things() {
    every_picture("nethack-3.6.7", 120);
}

fn every_picture(set: &str, count: usize) {
    let target = Target::builtin(set).unwrap();
    let Some(levels) = corpus_levels(set, &target) else {
        return;
    };
    assert_eq!(levels.len(), count);
    let mut checked = 0;
    for (name, file) in &levels {
        let pv = preview::level(file, &target);
        dgn_tests::legend_reads_once(&pv, name);
        let pic = render(&pv.svg());
        for y in 0..preview::ROWS {
            for x in 0..preview::COLS {
                // What surely stands there is drawn over what only may.
                let at_cell = |m: &&preview::Mark| usize::from(m.x) == x && usize::from(m.y) == y;
                let marked = pv
                    .marks
                    .iter()
                    .rev()
                    .filter(at_cell)
                    .find(|m| !m.maybe)
                    .or_else(|| pv.marks.iter().rev().find(at_cell));
                match marked {
                    Some(m) if m.kind == "ENGRAVING" => {}
                    Some(m) if m.maybe => {
                        // Faint tiles of the things' colours over the cell,
                        // one over the other in the order they were placed.
                        let a = preview::MAYBE_OPACITY;
                        let c = pv.cell(x, y).unwrap().fill_rgb();
                        let mut want = [f32::from(c.0), f32::from(c.1), f32::from(c.2)];
                        for n in pv.marks.iter().filter(at_cell) {
                            let g = n.glyph.color.rgb();
                            for (w, g) in want.iter_mut().zip([g.0, g.1, g.2]) {
                                *w = f32::from(g) * a + *w * (1.0 - a);
                            }
                        }
                        let got = tile(&pv, &pic, x, y);
                        let got = [got.0, got.1, got.2];
                        for (w, g) in want.iter().zip(got) {
                            assert!(
                                (w - f32::from(g)).abs() <= 4.0,
                                "{name}: {} at ({x}, {y}): {got:?}, want {want:?}",
                                m.title
                            );
                        }
                        checked += 1;
                    }
                    Some(m) => {
                        assert_eq!(
                            tile(&pv, &pic, x, y),
                            m.glyph.color.rgb(),
                            "{name}: {} at ({x}, {y})",
                            m.title
                        );
                        checked += 1;
                    }
                    None => {
                        let cell = pv.cell(x, y).unwrap();
                        assert_eq!(
                            cell_fill(&pv, &pic, x, y),
                            cell.fill_rgb(),
                            "{name}: cell ({x}, {y}) {cell:?}"
                        );
                        checked += 1;
                    }
                }
            }
        }
    }
    assert_eq!(
        checked,
        count * preview::COLS * preview::ROWS - engravings(&levels, &target)
    );
}

/// How many cells show an engraving (not checked: it is a thin line).
fn engravings(levels: &BTreeMap<String, LevelFile>, target: &Target) -> usize {
    levels
        .values()
        .map(|l| {
            let pv = preview::level(l, target);
            let mut cells: Vec<(u8, u8)> = Vec::new();
            for m in &pv.marks {
                let here = |n: &&preview::Mark| (n.x, n.y) == (m.x, m.y);
                let top = pv
                    .marks
                    .iter()
                    .rev()
                    .filter(here)
                    .find(|n| !n.maybe)
                    .or_else(|| pv.marks.iter().rev().find(here))
                    .unwrap();
                if top.kind == "ENGRAVING" && !cells.contains(&(m.x, m.y)) {
                    cells.push((m.x, m.y));
                }
            }
            cells.len()
        })
        .sum()
}

#[test]
fn the_castle_is_drawn_where_the_game_puts_it() {
    let target = Target::nethack_343();
    let Some(levels) = corpus_levels("nethack-3.4.3", &target) else {
        return;
    };
    let pv = preview::level(&levels["castle"], &target);
    let pic = render(&pv.svg());
    // The 63x17 map is centred: it starts at column 9, row 3, so the map's
    // (1, 1) is a wall and its (0, 0) the moat.
    assert_eq!(cell_fill(&pv, &pic, 10, 4), WALL);
    assert_eq!(cell_fill(&pv, &pic, 9, 3), WATER);
    // The throne at the map's (36, 8), in the throne room.
    assert_eq!(tile(&pv, &pic, 45, 11), YELLOW);
    assert_eq!(pv.shown(45, 11).map(|g| g.ch), Some('\\'));
    // Beyond the map: the maze, left and right.
    assert_eq!(pv.shown(3, 5).map(|g| g.ch), Some('.'));
    assert_eq!(pv.shown(8, 9).map(|g| g.ch), Some('#'));
}

#[test]
fn text_previews() {
    let target = Target::nethack_343();
    let Some(levels) = corpus_levels("nethack-3.4.3", &target) else {
        return;
    };
    for name in ["oracle", "medusa-1", "knox", "soko1-1"] {
        let text = preview::level(&levels[name], &target).text(false);
        insta::assert_snapshot!(format!("preview_343_{name}"), text);
    }
    let target = Target::nethack_367();
    let Some(levels) = corpus_levels("nethack-3.6.7", &target) else {
        return;
    };
    for name in ["castle", "medusa-2", "minefill", "oracle"] {
        let text = preview::level(&levels[name], &target).text(false);
        insta::assert_snapshot!(format!("preview_367_{name}"), text);
    }
}

#[test]
fn the_367_castle_matches_the_343_castle() {
    // The same map, placed by the same rule, in both releases.
    let (t343, t367) = (Target::nethack_343(), Target::nethack_367());
    let (Some(a), Some(b)) = (
        corpus_levels("nethack-3.4.3", &t343),
        corpus_levels("nethack-3.6.7", &t367),
    ) else {
        return;
    };
    let (a, b) = (
        preview::level(&a["castle"], &t343),
        preview::level(&b["castle"], &t367),
    );
    for y in 0..preview::ROWS {
        for x in 0..preview::COLS {
            assert_eq!(
                a.cell(x, y).unwrap().ground,
                b.cell(x, y).unwrap().ground,
                "({x}, {y})"
            );
        }
    }
}

#[test]
fn colors_only_when_asked() {
    let target = Target::nethack_343();
    let Some(levels) = corpus_levels("nethack-3.4.3", &target) else {
        return;
    };
    let pv = preview::level(&levels["castle"], &target);
    assert!(!pv.text(false).contains('\x1b'));
    let colored = pv.text(true);
    // The moat is blue, the throne yellow (bright: SGR 93).
    assert!(colored.contains("\x1b[34m}"));
    assert!(colored.contains("\x1b[93m\\"));
}

#[test]
fn names_from_user_files_are_escaped() {
    let target = Target::nethack_343();
    let src = SourceFile::new(
        "odd.des",
        b"MAZE: \"odd\", ' '\nGEOMETRY: center, center\nMAP\n...\nENDMAP\nMONSTER: 'D', \"red dragon\", (1, 0), \"<&'\xff>\"\n".to_vec(),
    );
    let c = levels::compile(&src, &target, &Default::default());
    let files = c.levels.expect("compiles");
    let svg = preview::level(&files[0], &target).svg();
    assert!(svg.contains(r#"named "&lt;&amp;\'\xff&gt;""#), "{svg}");
    render(&svg);
}

#[test]
fn dungeon_charts_show_levels_at_their_depths() {
    for set in ["nethack-3.4.3", "nethack-3.6.7"] {
        let Some(dir) = corpus_set(set) else {
            return;
        };
        let target = Target::builtin(set).unwrap();
        let src = SourceFile::new(
            "dungeon.def",
            std::fs::read(dir.join("dat/dungeon.def")).unwrap(),
        );
        let model = dgn_core::dgn::compile(&src, &target, &Default::default())
            .model
            .unwrap();
        let chart = preview::chart::chart(&model);
        let doom = &chart.columns[0];
        assert!(doom.label.starts_with("The Dungeons of Doom"));
        assert_eq!(doom.size, (25, 29));
        // The Oracle is on level 5 to 9 of the Dungeons of Doom.
        let oracle = doom
            .levels
            .iter()
            .find(|b| b.label.starts_with("oracle"))
            .unwrap();
        assert_eq!(oracle.levels, (5, 9));
        // The Elemental Planes lie above the surface; Earth has depth -1.
        let planes = chart
            .columns
            .iter()
            .find(|c| c.label.starts_with("The Elemental Planes"))
            .unwrap();
        let earth = planes
            .levels
            .iter()
            .find(|b| b.label.starts_with("earth"))
            .unwrap();
        assert_eq!(earth.depths.0, -1, "{set}");
        let pic = render(&chart.svg());
        // Column pixels: the column's fill in its always-present part, the
        // oracle's bar (the first lane) over its depths.
        let x = chart.lanes_x(0);
        let mid = chart.depth_y(7) + 8;
        let bars: Vec<(u8, u8, u8)> = (0..4).map(|k| pixel(&pic, x + 8 * k + 3, mid)).collect();
        assert!(
            bars.contains(&preview::chart::Chart::LEVEL_COLOR),
            "{set}: {bars:?}"
        );
        assert_eq!(
            pixel(&pic, chart.column_x(0) + 200, mid),
            (0xc8, 0xd0, 0xe8),
            "{set}"
        );
    }
}

#[test]
fn a_game_layout_is_drawn_over_the_chart() {
    use dgn_core::types::layout::{self, GlibcRandom, Version};
    let Some(dir) = corpus_set("nethack-3.4.3") else {
        return;
    };
    let target = Target::nethack_343();
    let src = SourceFile::new(
        "dungeon.def",
        std::fs::read(dir.join("dat/dungeon.def")).unwrap(),
    );
    let model = dgn_core::dgn::compile(&src, &target, &Default::default())
        .model
        .unwrap();
    let table = dgn_core::tables::leak_dungeons(&model);
    let laid = layout::resolve(table, Version::NetHack343, &mut GlibcRandom::new(1)).unwrap();
    let mut chart = preview::chart::chart(&model);
    let svg = chart.svg_with_layout(Some((&laid, 1)));
    // The geometry of a chart with room for a game.
    chart.game = true;
    let pic = render(&svg);
    let oracle = laid.level("oracle").unwrap();
    let depth = laid.depth(oracle.at);
    assert!((5..=9).contains(&depth));
    let red = preview::chart::Chart::GAME_COLOR;
    // The oracle's marker at its depth, none on the rows above and below.
    let x = chart.overlay_x(0) + 5;
    assert_eq!(pixel(&pic, x, chart.depth_y(depth) + 9), red);
    assert_ne!(pixel(&pic, x, chart.depth_y(depth - 1) + 9), red);
    assert_ne!(pixel(&pic, x, chart.depth_y(depth + 1) + 9), red);
    assert!(svg.contains(&format!(
        "seed 1: oracle on level {} (depth {depth})",
        oracle.at.level
    )));
}

/// The width of text in DejaVu Sans, the charts' font.
fn sans(text: &str, size: f32, bold: bool) -> f32 {
    preview::chart::text_width(text, size as u32, bold) as f32
}

#[test]
fn a_game_chart_names_its_levels_at_their_depths_over_the_overlay() {
    use dgn_core::types::layout::{self, GlibcRandom, Isaac64, Version};
    let mut charts = 0;
    for (set, version) in [
        ("nethack-3.4.3", Version::NetHack343),
        ("nethack-3.6.7", Version::NetHack367),
    ] {
        let Some(dir) = corpus_set(set) else {
            return;
        };
        let target = Target::builtin(set).unwrap();
        let src = SourceFile::new(
            "dungeon.def",
            std::fs::read(dir.join("dat/dungeon.def")).unwrap(),
        );
        let model = dgn_core::dgn::compile(&src, &target, &Default::default())
            .model
            .unwrap();
        // The chart alone: its words meet no other words either.
        let plain = preview::chart::chart(&model).svg();
        let words: Vec<(String, (f32, f32, f32, f32))> = entry_boxes(&plain, "labels", sans)
            .into_iter()
            .chain(entry_boxes(&plain, "legend", sans))
            .collect();
        assert!(words.len() > 50, "{set}: {}", words.len());
        for (i, (a, ab)) in words.iter().enumerate() {
            for (b, bb) in &words[i + 1..] {
                assert!(!overlap(*ab, *bb), "{set}: {a:?} {ab:?} meets {b:?} {bb:?}");
            }
        }
        let table = dgn_core::tables::leak_dungeons(&model);
        for seed in 1..=20u64 {
            let laid = match version {
                Version::NetHack343 => {
                    layout::resolve(table, version, &mut GlibcRandom::new(seed as u32))
                }
                _ => layout::resolve(table, version, &mut Isaac64::new(seed)),
            }
            .unwrap();
            let mut chart = preview::chart::chart(&model);
            let svg = chart.svg_with_layout(Some((&laid, seed)));
            chart.game = true;
            // Words come after every shape of the game, so they are drawn
            // over them.
            let last_overlay = svg.rfind("<g class=\"overlay\"").unwrap();
            let labels = svg.find("<g class=\"labels\"").unwrap();
            let names = svg.find("<g class=\"game-labels\"").unwrap();
            assert!(last_overlay < labels && labels < names, "{set} seed {seed}");
            // Every special level of the game named on the row of its depth.
            let named = entry_boxes(&svg, "game-labels", sans);
            for l in laid.levels() {
                let name = String::from_utf8_lossy(l.name_bytes).into_owned();
                let depth = laid.depth(l.at);
                let (top, bottom) = (chart.depth_y(depth) as f32, chart.depth_y(depth + 1) as f32);
                assert!(
                    named
                        .iter()
                        .any(|(w, b)| *w == name && b.1 >= top - 1.0 && b.3 <= bottom + 1.0),
                    "{set} seed {seed}: {name} at depth {depth} in {named:?}"
                );
            }
            // A legend that explains the game's marks.
            let legend = entry_boxes(&svg, "legend", sans);
            for words in [
                "special level: the levels it may be on",
                "portal into a dungeon",
            ] {
                assert!(legend.iter().any(|(w, _)| w == words), "{set}: {words}");
            }
            assert!(legend
                .iter()
                .any(|(w, _)| *w == format!("seed {seed}: a special level, its depth and name")));
            // No words meet other words.
            let all: Vec<(String, (f32, f32, f32, f32))> = entry_boxes(&svg, "labels", sans)
                .into_iter()
                .chain(named)
                .chain(legend)
                .collect();
            let width = num(svg.lines().next().unwrap(), "width");
            // Shown 1400 pixels wide, the 13-pixel words keep 12 pixels.
            assert!(width <= 1500.0, "{set} seed {seed}: {width} pixels wide");
            for (i, (a, ab)) in all.iter().enumerate() {
                assert!(
                    ab.0 >= 0.0 && ab.2 <= width,
                    "{set} seed {seed}: {a} leaves the chart"
                );
                for (b, bb) in &all[i + 1..] {
                    assert!(
                        !overlap(*ab, *bb),
                        "{set} seed {seed}: {a:?} {ab:?} meets {b:?} {bb:?}"
                    );
                }
            }
            charts += 1;
        }
    }
    assert_eq!(charts, 40);
}

/// The screen cells of a preview that show floor.
fn floor_cells(pv: &LevelPreview) -> Vec<(usize, usize)> {
    (0..preview::ROWS)
        .flat_map(|y| (0..preview::COLS).map(move |x| (x, y)))
        .filter(|&(x, y)| pv.cell(x, y).unwrap().ground == preview::Ground::Floor)
        .collect()
}

#[test]
fn a_random_cave_is_drawn_as_one_example_of_the_games_own() {
    for (set, target) in [
        ("nethack-3.4.3", Target::nethack_343()),
        ("nethack-3.6.7", Target::nethack_367()),
    ] {
        let Some(levels) = corpus_levels(set, &target) else {
            return;
        };
        let pv = preview::level(&levels["minefill"], &target);
        // The whole screen (columns 1-79) is the example, hatched in the
        // picture and named in the legend and the random list.
        let examples = pv.cells.iter().filter(|c| c.example).count();
        assert_eq!(examples, (preview::COLS - 1) * preview::ROWS, "{set}");
        let svg = pv.svg();
        assert!(svg.contains("random: one example of what the game draws"));
        assert!(svg.matches(r#"fill="url(#example)""#).count() > 1);
        assert!(
            pv.random[0].contains("walls drawn (the map shows one example)"),
            "{}",
            pv.random[0]
        );
        // A joined, walled cave: its floor is one piece (8-connected, as
        // the game walks), with wall (never bare stone) all around it, and
        // it covers a good part of the screen.
        let floor = floor_cells(&pv);
        assert!((400..1300).contains(&floor.len()), "{set}: {}", floor.len());
        let mut seen = vec![floor[0]];
        let mut todo = vec![floor[0]];
        while let Some((x, y)) = todo.pop() {
            for (dx, dy) in [
                (-1, -1),
                (-1, 0),
                (-1, 1),
                (0, -1),
                (0, 1),
                (1, -1),
                (1, 0),
                (1, 1),
            ] {
                let n = ((x as i32 + dx) as usize, (y as i32 + dy) as usize);
                if floor.contains(&n) && !seen.contains(&n) {
                    seen.push(n);
                    todo.push(n);
                }
                if let Some(c) = pv.cell(n.0, n.1) {
                    assert_ne!(c.ground, preview::Ground::Stone, "{set}: beside ({x}, {y})");
                }
            }
        }
        assert_eq!(seen.len(), floor.len(), "{set}: the cave is in pieces");
    }
}

/// The 3.4.3 and 3.6.7 corpus levels, each by name.
fn both_corpora() -> Vec<(Target, BTreeMap<String, LevelFile>)> {
    let mut out = Vec::new();
    for target in [Target::nethack_343(), Target::nethack_367()] {
        let Some(levels) = corpus_levels(&target.name, &target) else {
            continue;
        };
        out.push((target, levels));
    }
    out
}

/// A wall square: column, row, kind.
type Wall = (usize, usize, WallKind);

/// Checks the kind and the glyph of wall squares.
fn assert_walls(pv: &LevelPreview, what: &str, walls: &[Wall]) {
    for &(x, y, kind) in walls {
        let cell = pv.cell(x, y).unwrap();
        assert_eq!(cell.wall(), Some(kind), "{what}: ({x}, {y}) {cell:?}");
        assert_eq!(cell.terrain, Some(kind.terrain()), "{what}: ({x}, {y})");
        assert_eq!(cell.ground, preview::Ground::Wall, "{what}: ({x}, {y})");
        let g = cell.glyph.unwrap();
        assert_eq!((g.ch, g.color.0), (kind.symbol(), 7), "{what}: ({x}, {y})");
    }
}

#[test]
fn a_367_level_without_a_map_places_things_over_the_whole_level() {
    let target = Target::nethack_367();
    let src = SourceFile::new(
        "nomap.des",
        br#"MAZE: "nomap", ' '
INIT_MAP: solidfill, ' '
NOMAP
MONSTER: ('D', "red dragon"), (10, 5), asleep
"#
        .to_vec(),
    );
    let files = levels::compile(&src, &target, &Default::default())
        .levels
        .unwrap();
    let pv = preview::level(&files[0], &target);
    assert!(
        pv.random.iter().all(|r| !r.contains("MAP")),
        "{:?}",
        pv.random
    );
    // NOMAP's coordinates count from the level's first column.
    let m = &pv.marks[0];
    assert_eq!((m.x, m.y, m.glyph.ch), (11, 5, 'D'));
}

#[test]
fn corpus_walls_take_the_kinds_the_game_gives_them() {
    use WallKind::*;
    // Worked out by hand from each map and the game's rule (a wall reaches
    // out to each neighbouring wall, door or secret door unless walls or
    // rock on both sides ahead make a corridor of wall).
    let facts: [(&str, &[Wall]); 4] = [
        (
            // The map starts at column 9, row 3.
            "castle",
            &[
                (10, 4, TopLeft),
                (16, 4, TopRight),
                (16, 5, TeeRight),
                (24, 7, TeeDown),
                (24, 10, TeeRight),
                (35, 10, TeeLeft),
                (30, 7, Horizontal),
                (15, 12, Vertical),
            ],
        ),
        (
            // The temple in the middle of the lake.
            "medusa-1",
            &[
                (33, 7, TopLeft),
                (49, 7, TopRight),
                (33, 9, BottomLeft),
                (37, 9, TeeDown),
                (45, 9, TeeDown),
                (49, 9, BottomRight),
                (33, 12, TopLeft),
                (37, 12, TeeUp),
                (33, 14, BottomLeft),
                (49, 14, BottomRight),
            ],
        ),
        (
            // The map starts at column 27, row 3.
            "soko1-1",
            &[
                (27, 3, TopLeft),
                (52, 3, TopRight),
                (35, 5, TopLeft),
                (40, 9, TeeLeft),
                (38, 15, TopLeft),
                (39, 15, BottomRight),
                (50, 17, TeeRight),
                (31, 19, TopLeft),
                (31, 20, BottomRight),
            ],
        ),
        (
            // A room with its corners, the Delphi a subroom inside it.
            "oracle",
            &[
                (34, 6, TopLeft),
                (46, 6, TopRight),
                (34, 16, BottomLeft),
                (46, 16, BottomRight),
                (38, 9, TopLeft),
                (40, 9, Horizontal),
                (42, 9, TopRight),
                (38, 11, Vertical),
                (38, 13, BottomLeft),
                (42, 13, BottomRight),
            ],
        ),
    ];
    let corpora = both_corpora();
    for (target, levels) in &corpora {
        for (name, walls) in facts {
            let pv = preview::level(&levels[name], target);
            assert_walls(&pv, &format!("{} {name}", target.name.as_str()), walls);
        }
    }
    // The castle's map has `-` where a wall meets walls above and below;
    // the game shows `|` there. Sokoban's `|` under a corner shows `-`.
    for (target, levels) in &corpora {
        let castle = preview::level(&levels["castle"], target);
        assert_eq!(castle.shown(24, 10).map(|g| g.ch), Some('|'));
        let soko = preview::level(&levels["soko1-1"], target);
        assert_eq!(soko.shown(35, 5).map(|g| g.ch), Some('-'));
    }
}

#[test]
fn walls_buried_in_rock_become_rock() {
    for (target, levels) in both_corpora() {
        // Fort Ludios's outer wall has only rock and walls around it.
        let pv = preview::level(&levels["knox"], &target);
        let c = pv.cell(3, 10).unwrap();
        assert_eq!(c.ground, preview::Ground::Stone, "{}", target.name.as_str());
        assert_eq!(c.glyph.map(|g| g.ch), Some(' '));
        assert_walls(
            &pv,
            target.name.as_str(),
            &[(5, 12, WallKind::Vertical), (5, 10, WallKind::TopLeft)],
        );
    }
}

/// Compiles a one-level file for a target and previews it.
fn preview_of(target: &Target, text: &str) -> LevelPreview {
    let src = SourceFile::new("walls.des", text.as_bytes().to_vec());
    let c = levels::compile(&src, target, &Default::default());
    let files = c
        .levels
        .unwrap_or_else(|| panic!("{text}: {:?}", c.diagnostics));
    preview::level(&files[0], target)
}

/// The screen rows `y..y + n` of a preview, columns `x..x + w`.
fn screen(pv: &LevelPreview, x: usize, y: usize, w: usize, n: usize) -> Vec<String> {
    (y..y + n)
        .map(|y| {
            (x..x + w)
                .map(|x| pv.shown(x, y).map_or(' ', |g| g.ch))
                .collect()
        })
        .collect()
}

/// A map with all eleven kinds of wall; written with the junctions the
/// wrong way round, so that every T-wall changes its glyph.
const ELEVEN: &str = "MAP\n---|---\n|..|..|\n-------\n|..|..|\n---|---\nENDMAP\n";

#[test]
fn a_map_shows_all_eleven_wall_kinds() {
    use WallKind::*;
    for target in [Target::nethack_343(), Target::nethack_367()] {
        let pv = preview_of(
            &target,
            &format!("MAZE: \"kinds\", ' '\nGEOMETRY: center, center\n{ELEVEN}"),
        );
        // Centred: the 7x5 map starts at column 37, row 9.
        let at = |x: usize, y: usize, k| (37 + x, 9 + y, k);
        let walls = [
            at(0, 0, TopLeft),
            at(1, 0, Horizontal),
            at(3, 0, TeeDown),
            at(6, 0, TopRight),
            at(0, 1, Vertical),
            at(0, 2, TeeRight),
            at(3, 2, Cross),
            at(6, 2, TeeLeft),
            at(0, 4, BottomLeft),
            at(3, 4, TeeUp),
            at(6, 4, BottomRight),
        ];
        assert_walls(&pv, target.name.as_str(), &walls);
        let kinds: std::collections::HashSet<_> = walls.iter().map(|w| w.2).collect();
        assert_eq!(kinds.len(), WallKind::ALL.len());
        assert_eq!(
            screen(&pv, 37, 9, 7, 5),
            ["-------", "|..|..|", "|-----|", "|..|..|", "-------"],
            "{}",
            target.name.as_str()
        );
    }
}

#[test]
fn a_wall_with_walls_all_around_becomes_rock() {
    for target in [Target::nethack_343(), Target::nethack_367()] {
        let pv = preview_of(
            &target,
            "MAZE: \"buried\", ' '\nGEOMETRY: center, center\nMAP\n-------\n|.....|\n|.---.|\n|.|-|.|\n|.---.|\n|.....|\n-------\nENDMAP\n",
        );
        // The 7x7 map starts at column 37, row 7; its middle is at (40, 10).
        let c = pv.cell(40, 10).unwrap();
        assert_eq!((c.ground, c.wall()), (preview::Ground::Stone, None));
        assert_eq!(
            screen(&pv, 37, 7, 7, 7),
            ["-------", "|.....|", "|.---.|", "|.| |.|", "|.---.|", "|.....|", "-------"],
            "{}",
            target.name.as_str()
        );
    }
}

#[test]
fn corrmaze_levels_keep_their_walls_as_drawn() {
    // NetHack 3.6 skips its wall pass on corrmaze levels.
    let pv = preview_of(
        &Target::nethack_367(),
        &format!("MAZE: \"kinds\", ' '\nFLAGS: corrmaze\nGEOMETRY: center, center\n{ELEVEN}"),
    );
    assert_eq!(
        screen(&pv, 37, 9, 7, 5),
        ["---|---", "|..|..|", "-------", "|..|..|", "---|---"]
    );
    let c = pv.cell(40, 9).unwrap();
    assert_eq!(c.wall(), Some(WallKind::Vertical));
}

#[test]
fn subrooms_join_their_parents_walls() {
    use WallKind::*;
    let sources = [
        (
            Target::nethack_343(),
            "LEVEL: \"rooms\"\nROOM: \"ordinary\", lit, (3,3), (center,center), (9,5)\nNAME: \"big\"\nSUBROOM: \"ordinary\", lit, (0,0), (3,2), \"big\"\n",
        ),
        (
            Target::nethack_367(),
            "LEVEL: \"rooms\"\nROOM: \"ordinary\", lit, (3,3), (center,center), (9,5) {\n  SUBROOM: \"ordinary\", lit, (0,0), (3,2) {\n  }\n}\n",
        ),
    ];
    for (target, text) in sources {
        let pv = preview_of(&target, text);
        // The room's interior is columns 36-44, rows 9-13; the subroom's
        // is columns 36-38, rows 9-10, in the room's top-left corner.
        assert_walls(
            &pv,
            target.name.as_str(),
            &[
                (35, 8, TopLeft),
                (45, 8, TopRight),
                (35, 14, BottomLeft),
                (45, 14, BottomRight),
                (39, 8, TeeDown),
                (35, 11, TeeRight),
                (39, 11, BottomRight),
                (37, 11, Horizontal),
                (39, 9, Vertical),
            ],
        );
        assert_eq!(
            screen(&pv, 35, 8, 11, 7),
            [
                "-----------",
                "|...|.....|",
                "|...|.....|",
                "|----.....|",
                "|.........|",
                "|.........|",
                "-----------",
            ],
            "{}",
            target.name.as_str()
        );
    }
}

#[test]
fn wallify_puts_walls_around_floor() {
    use WallKind::*;
    // NetHack 3.6's WALLIFY: rock next to the map's floor becomes wall,
    // and the wall pass gives the new walls their kinds.
    let pv = preview_of(
        &Target::nethack_367(),
        "MAZE: \"w\", ' '\nGEOMETRY: center, center\nMAP\n.....\n.....\nENDMAP\nWALLIFY\n",
    );
    // The 5x2 map starts at column 37, row 11.
    assert_walls(
        &pv,
        "WALLIFY",
        &[
            (36, 10, TopLeft),
            (38, 10, Horizontal),
            (42, 10, TopRight),
            (36, 11, Vertical),
            (36, 13, BottomLeft),
            (42, 13, BottomRight),
        ],
    );
    assert_eq!(
        screen(&pv, 35, 9, 9, 6),
        [
            "         ",
            " ------- ",
            " |.....| ",
            " |.....| ",
            " ------- ",
            "         "
        ]
    );
}

#[test]
fn every_wall_kind_has_its_default_symbol() {
    use WallKind::*;
    for k in WallKind::ALL {
        assert_eq!(WallKind::from_terrain(k.terrain()), Some(k));
        let [up, down, right, left] = k.arms();
        // The default symbols: `|` for walls standing up (a vertical wall
        // and the T-walls pointing left or right), `-` for all others.
        let standing = up && down && !(right && left);
        assert_eq!(k.symbol(), if standing { '|' } else { '-' }, "{k:?}");
    }
    assert_eq!(TeeLeft.symbol(), '|');
    assert_eq!(TeeUp.symbol(), '-');
    assert_eq!(Cross.symbol(), '-');
    assert_eq!(TopLeft.name(), "top-left corner");
    assert_eq!(
        WallKind::from_terrain(dgn_core::lev::model::Terrain::DbWall),
        None
    );
}

#[test]
fn pictures_join_walls_as_the_game_does() {
    const LINE: (u8, u8, u8) = (0x50, 0x50, 0x5a);
    let target = Target::nethack_343();
    let pv = preview_of(
        &target,
        &format!("MAZE: \"kinds\", ' '\nGEOMETRY: center, center\n{ELEVEN}"),
    );
    let pic = render(&pv.svg());
    let half = preview::CELL / 2;
    // The middle of the cell and a point on each side, halfway out: a line
    // reaches each side the wall's kind reaches out to, and no other.
    let sides = |x: usize, y: usize| {
        let (px, py) = pv.svg_cell_origin(x, y);
        let (cx, cy) = (px + half, py + half);
        let q = half / 2;
        [
            pixel(&pic, cx, cy),
            pixel(&pic, cx, cy - q - 1),
            pixel(&pic, cx, cy + q + 1),
            pixel(&pic, cx + q + 1, cy),
            pixel(&pic, cx - q - 1, cy),
        ]
    };
    let mut checked = 0;
    for y in 9..14 {
        for x in 37..44 {
            let cell = pv.cell(x, y).unwrap();
            let [middle, rest @ ..] = sides(x, y);
            match cell.wall() {
                Some(kind) => {
                    assert_eq!(middle, LINE, "({x}, {y}) {kind:?}");
                    for (arm, seen) in kind.arms().into_iter().zip(rest) {
                        let want = if arm { LINE } else { WALL };
                        assert_eq!(seen, want, "({x}, {y}) {kind:?}");
                    }
                    checked += 1;
                }
                None => assert_ne!(middle, LINE, "({x}, {y})"),
            }
        }
    }
    // The map's 27 wall squares: three rows of 7, two of 3.
    assert_eq!(checked, 27);
}

#[test]
fn drawbridges_stand_in_their_walls() {
    use dgn_core::lev::model::Terrain;
    // The castle's bridge at the map's (5, 8) is raised: the moat shows
    // there and the bridge (`#`, brown) stands in the wall east of it,
    // which keeps no wall kind.
    for (target, levels) in both_corpora() {
        let pv = preview::level(&levels["castle"], &target);
        let (span, wall) = (pv.cell(14, 11).unwrap(), pv.cell(15, 11).unwrap());
        assert_eq!(span.terrain, Some(Terrain::DrawbridgeUp));
        assert_eq!(span.ground, preview::Ground::Water);
        assert_eq!(pv.shown(14, 11).map(|g| (g.ch, g.color.0)), Some(('}', 4)));
        assert_eq!((wall.terrain, wall.wall()), (Some(Terrain::DbWall), None));
        assert_eq!(pv.shown(15, 11).map(|g| (g.ch, g.color.0)), Some(('#', 3)));
        let mark = pv.marks.iter().find(|m| m.kind == "DRAWBRIDGE").unwrap();
        assert_eq!((mark.x, mark.y), (15, 11), "{}", target.name);
    }
    // Lowered, the bridge shows over the water and the wall is a doorway.
    for target in [Target::nethack_343(), Target::nethack_367()] {
        let pv = preview_of(
            &target,
            "MAZE: \"db\", ' '\nGEOMETRY: center, center\nMAP\n}|..\n}|..\nENDMAP\nDRAWBRIDGE: (0,0), east, open\n",
        );
        // The 4x2 map starts at column 39, row 11.
        let (span, wall) = (pv.cell(39, 11).unwrap(), pv.cell(40, 11).unwrap());
        assert_eq!(
            span.terrain,
            Some(Terrain::DrawbridgeDown),
            "{}",
            target.name
        );
        assert_eq!(pv.shown(39, 11).map(|g| (g.ch, g.color.0)), Some(('.', 3)));
        assert_eq!(wall.terrain, Some(Terrain::Door));
        assert_eq!(pv.shown(40, 11).map(|g| (g.ch, g.color.0)), Some(('.', 7)));
        assert_walls(&pv, &target.name, &[(40, 12, WallKind::Vertical)]);
    }
}

#[test]
fn secret_doors_look_like_the_wall_they_sit_in() {
    for target in [Target::nethack_343(), Target::nethack_367()] {
        let pv = preview_of(
            &target,
            "MAZE: \"s\", ' '\nGEOMETRY: center, center\nMAP\n-----\n|...|\n--S--\n|...|\nS...|\n-----\nENDMAP\n",
        );
        // The 5x6 map starts at column 37, row 9: the secret door in the
        // middle wall shows `-`, the one at the left edge `|`.
        assert_eq!(
            screen(&pv, 37, 9, 5, 6),
            ["-----", "|...|", "|---|", "|...|", "|...|", "-----"],
            "{}",
            target.name
        );
        let c = pv.cell(39, 11).unwrap();
        assert_eq!(c.terrain, Some(dgn_core::lev::model::Terrain::SDoor));
        assert_eq!(c.wall(), None);
    }
}

#[test]
fn a_maze_grid_no_walk_carves_is_buried_in_rock() {
    // Without MAZEWALK or filling, the game lays a grid of walls; the wall
    // pass buries all of it but what joins the map.
    let pv = preview_of(
        &Target::nethack_343(),
        "MAZE: \"grid\", random\nGEOMETRY: center, center\nMAP\n---\n|.|\n---\nENDMAP\n",
    );
    for (x, y) in [(4, 4), (10, 2), (70, 18), (38, 9)] {
        let c = pv.cell(x, y).unwrap();
        assert_eq!(c.ground, preview::Ground::Stone, "({x}, {y}) {c:?}");
    }
    assert_eq!(screen(&pv, 39, 9, 3, 3), ["---", "|.|", "---"]);
}

#[test]
fn random_maps_keep_walls_consistent() {
    // Maps of random wall, door, floor and water squares, in both
    // dialects: the preview never panics, every wall kind shows its glyph
    // on wall ground, and a wall square with a floor or door beside it
    // is never buried.
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    const SQUARES: &[u8] = b" --||..+SBT}#F{";
    let mut previewed = 0;
    for round in 0..160 {
        let target = if round % 2 == 0 {
            Target::nethack_343()
        } else {
            Target::nethack_367()
        };
        let (w, h) = (2 + next(20) as usize, 2 + next(12) as usize);
        let mut text = format!("MAZE: \"r{round}\", ' '\nGEOMETRY: center, center\nMAP\n");
        for _ in 0..h {
            let row: String = (0..w)
                .map(|_| char::from(SQUARES[next(SQUARES.len() as u64) as usize]))
                .collect();
            text.push_str(&row);
            text.push('\n');
        }
        text.push_str("ENDMAP\n");
        if round % 4 == 1 {
            text.push_str("WALLIFY\n");
        }
        let src = SourceFile::new("random.des", text.clone().into_bytes());
        let Some(files) = levels::compile(&src, &target, &Default::default()).levels else {
            continue;
        };
        let pv = preview::level(&files[0], &target);
        previewed += 1;
        // Where the map went, from the header.
        let place = pv
            .header
            .iter()
            .find_map(|h| h.split_once("at screen column "))
            .map(|(_, at)| {
                let n: Vec<usize> = at
                    .split(|c: char| !c.is_ascii_digit())
                    .filter(|s| !s.is_empty())
                    .map(|s| s.parse().unwrap())
                    .collect();
                (n[0], n[1])
            })
            .expect("the map is placed");
        let rows: Vec<&[u8]> = text.lines().skip(3).take(h).map(str::as_bytes).collect();
        let open = |x: usize, y: usize| rows.get(y).and_then(|r| r.get(x)) == Some(&b'.');
        for (my, row) in rows.iter().enumerate() {
            for (mx, &ch) in row.iter().enumerate() {
                let floor_beside = (0..3).any(|dy| {
                    (0..3).any(|dx| {
                        (mx + dx)
                            .checked_sub(1)
                            .zip((my + dy).checked_sub(1))
                            .is_some_and(|(x, y)| open(x, y))
                    })
                });
                if matches!(ch, b'-' | b'|') && floor_beside {
                    let (x, y) = (place.0 + mx, place.1 + my);
                    let cell = pv.cell(x, y).unwrap();
                    assert!(cell.wall().is_some(), "({x}, {y}) {cell:?}\n{text}");
                }
            }
        }
        for y in 0..preview::ROWS {
            for x in 0..preview::COLS {
                let cell = pv.cell(x, y).unwrap();
                if let Some(kind) = cell.wall() {
                    assert_eq!(cell.ground, preview::Ground::Wall, "{text}");
                    assert_eq!(cell.glyph.map(|g| g.ch), Some(kind.symbol()), "{text}");
                }
            }
        }
        pv.svg();
    }
    assert!(previewed > 100, "only {previewed} random maps compiled");
}

#[test]
fn secret_room_doors_look_like_walls() {
    // NetHack 3.4.3 room levels: a secret room door is a wall to the eye.
    let pv = preview_of(
        &Target::nethack_343(),
        "LEVEL: \"rooms\"\nROOM: \"ordinary\", lit, (3,3), (center,center), (9,5)\nDOOR: true, closed, north, 2\nDOOR: false, closed, west, 1\n",
    );
    // The room's interior is columns 36-44, rows 9-13.
    assert_eq!(pv.shown(38, 8).map(|g| (g.ch, g.color.0)), Some(('-', 7)));
    let c = pv.cell(38, 8).unwrap();
    assert_eq!(
        (c.terrain, c.ground),
        (
            Some(dgn_core::lev::model::Terrain::SDoor),
            preview::Ground::Wall
        )
    );
    assert_eq!(pv.shown(35, 10).map(|g| (g.ch, g.color.0)), Some(('+', 3)));
}

/// The title of the mark of `kind` drawn at screen cell `(x, y)`.
fn title_at<'a>(pv: &'a LevelPreview, x: u8, y: u8, kind: &str) -> &'a str {
    pv.marks
        .iter()
        .find(|m| (m.x, m.y) == (x, y) && m.kind == kind)
        .map(|m| m.title.as_str())
        .unwrap_or_else(|| panic!("{}: no {kind} at ({x}, {y})", pv.name))
}

fn has_random(pv: &LevelPreview, line: &str) {
    assert!(
        pv.random.iter().any(|r| r == line),
        "{}: no random entry {line:?} in {:#?}",
        pv.name,
        pv.random
    );
}

fn has_area(pv: &LevelPreview, title: &str) {
    assert!(
        pv.areas.iter().any(|a| a.title == title),
        "{}: no area {title:?} in {:#?}",
        pv.name,
        pv.areas
    );
}

#[test]
fn titles_and_lists_name_the_source_line_343() {
    let target = Target::nethack_343();
    let Some(levels) = corpus_levels("nethack-3.4.3", &target) else {
        return;
    };
    let castle = preview::level(&levels["castle"], &target);
    // castle.des line 154: `MONSTER:'@',"lieutenant",(09,08)`.
    assert_eq!(
        title_at(&castle, 18, 11, "MONSTER"),
        "MONSTER: '@', \"lieutenant\", (9, 8) — castle.des:154"
    );
    // Line 71: `DRAWBRIDGE:(05,08),east,closed`; the bridge stands in the
    // wall east of its spot.
    assert_eq!(
        title_at(&castle, 15, 11, "DRAWBRIDGE"),
        "DRAWBRIDGE: East wall, closed, (5, 8) — castle.des:71"
    );
    // The throne is drawn in the map: `MAP` is line 22, so row 8 is line 31.
    assert_eq!(
        title_at(&castle, 45, 11, "MAP"),
        "MAP: throne, (36, 8) — castle.des:31"
    );
    has_random(
        &castle,
        "MAZEWALK: carves a random maze from (0, 10), going West — castle.des:207",
    );
    has_random(
        &castle,
        "OBJECT: '/', \"wishing\", inside the last container at a random spot of map part 1 — castle.des:134",
    );
    has_area(
        &castle,
        "REGION: (27,5,37,11), lit, \"throne\", unfilled — castle.des:218",
    );
    // A room level: rooms, their contents, and statements gathered.
    let oracle = preview::level(&levels["oracle"], &target);
    assert_eq!(
        title_at(&oracle, 40, 11, "MONSTER"),
        "MONSTER: '@', \"Oracle\", (1, 1) — oracle.des:27"
    );
    assert_eq!(
        title_at(&oracle, 39, 11, "FOUNTAIN"),
        "FOUNTAIN: fountain, (0, 1) — oracle.des:23"
    );
    has_area(
        &oracle,
        "room \"central\": \"ordinary\", lit — oracle.des:9",
    );
    has_random(
        &oracle,
        "2 × MONSTER: random class, random kind at a random spot in room \"central\" — oracle.des:19,20",
    );
    has_random(
        &oracle,
        "ROOMDOOR: nodoor on a random wall or spot of room 2 — oracle.des:28",
    );
    // Five traps on consecutive lines make a range.
    let medusa = preview::level(&levels["medusa-1"], &target);
    has_random(
        &medusa,
        "5 × TRAP: \"random\" at a random spot of map part 1 — medusa.des:79-83",
    );
    // The SVG tooltip and the terminal list say the same.
    let svg = castle.svg();
    assert!(svg.contains("<title>MONSTER: '@', \"lieutenant\", (9, 8) — castle.des:154</title>"));
    let text = castle.text(false);
    assert!(text.contains("  18,11 @  MONSTER: '@', \"lieutenant\", (9, 8) — castle.des:154\n"));
}

#[test]
fn titles_and_lists_name_the_source_line_367() {
    let target = Target::nethack_367();
    let Some(levels) = corpus_levels("nethack-3.6.7", &target) else {
        return;
    };
    let castle = preview::level(&levels["castle"], &target);
    // castle.des line 166: `MONSTER:('@',"soldier"),(57,02)`.
    assert_eq!(
        title_at(&castle, 66, 5, "MONSTER"),
        "MONSTER: '@', \"soldier\", (57, 2) — castle.des:166"
    );
    // `MAP` is line 22: the map's row 8 is line 31; `FOUNTAIN:(10,08)` is 56.
    assert_eq!(
        title_at(&castle, 19, 11, "MAP"),
        "MAP: fountain, (10, 8) — castle.des:31"
    );
    assert_eq!(
        title_at(&castle, 19, 11, "FOUNTAIN"),
        "FOUNTAIN: fountain, (10, 8) — castle.des:56"
    );
    has_random(
        &castle,
        "MAZEWALK: carves a random maze from (62, 6) — castle.des:216",
    );
    // Inside a container's braces (line 139), the contents are line 140.
    has_random(
        &castle,
        "OBJECT: '/', \"wishing\", inside the last container — castle.des:140",
    );
    has_area(&castle, "REGION: (27,5,37,11), \"throne\" — castle.des:226");
    // Valkyrie.des: line 221 always runs; lines 223 and 225 are the two
    // arms of `IF [75%]`; lines 229-242 are fourteen random objects.
    let valk = preview::level(&levels["Val-goal"], &target);
    assert_eq!(
        title_at(&valk, 40, 5, "DRAWBRIDGE"),
        "DRAWBRIDGE: random state, (17, 2) — Valkyrie.des:221"
    );
    has_random(
        &valk,
        "DRAWBRIDGE: open at (17, 14) (when a condition holds or in a loop) — Valkyrie.des:223",
    );
    has_random(
        &valk,
        "DRAWBRIDGE: random state at (17, 14) (when a condition holds or in a loop) — Valkyrie.des:225",
    );
    has_random(
        &valk,
        "14 × OBJECT: random object at a random or computed spot — Valkyrie.des:229-242",
    );
}

#[test]
fn source_lines_of_functions_and_conditions_367() {
    // A function's body is placed at its first call: its statements keep
    // their own lines, and what follows the call is the caller's again.
    let src = SourceFile::new(
        "fn.des",
        br#"MAZE: "fn", ' '
FLAGS: noteleport
GEOMETRY: center, center
MAP
...
...
ENDMAP
FUNCTION place() {
  OBJECT: '(', (0, 0)
}
MONSTER: 'D', (1, 1)
place()
TRAP: "hole", (2, 2)
IF [50%] {
  GOLD: 10, (2, 0)
}
ENGRAVING: (0, 1), burn, "x"
"#
        .to_vec(),
    );
    let target = Target::nethack_367();
    let c = levels::compile(&src, &target, &Default::default());
    let files = c.levels.unwrap_or_else(|| panic!("{:?}", c.diagnostics));
    let pv = preview::level(&files[0], &target);
    let titles: Vec<&str> = pv.marks.iter().map(|m| m.title.as_str()).collect();
    assert!(
        titles.contains(&"MONSTER: 'D', random kind, (1, 1) — fn.des:11"),
        "{titles:#?}"
    );
    assert!(
        titles.contains(&"TRAP: \"hole\", (2, 2) — fn.des:13"),
        "{titles:#?}"
    );
    assert!(
        titles.contains(&"ENGRAVING: \"x\", (0, 1) — fn.des:17"),
        "{titles:#?}"
    );
    has_random(
        &pv,
        "OBJECT: '(', random kind at (0, 0) (when a condition holds or in a loop) — fn.des:9",
    );
    has_random(
        &pv,
        "GOLD: 10 pieces at (2, 0) (when a condition holds or in a loop) — fn.des:15",
    );
}

#[test]
fn source_names_are_escaped_in_pictures() {
    // A file name with markup characters and a monster name that is not
    // text: the picture escapes both, the title keeps them.
    let src = SourceFile::new(
        "we<ir&d\".des",
        b"MAZE: \"odd\", ' '\nGEOMETRY: center, center\nMAP\n...\n...\nENDMAP\nMONSTER: 'D', \"red dragon\", (1, 1), \"\xff<&\"\n".to_vec(),
    );
    let target = Target::nethack_343();
    let c = levels::compile(&src, &target, &Default::default());
    let files = c.levels.unwrap_or_else(|| panic!("{:?}", c.diagnostics));
    let pv = preview::level(&files[0], &target);
    let title = title_at(&pv, 40, 12, "MONSTER");
    assert_eq!(
        title,
        "MONSTER: 'D', \"red dragon\", named \"\\xff<&\", (1, 1) — we<ir&d\".des:7"
    );
    let svg = pv.svg();
    assert!(
        svg.contains("named \"\\xff&lt;&amp;\", (1, 1) — we&lt;ir&amp;d\".des:7</title>"),
        "{svg}"
    );
    assert!(!svg.contains("we<ir"));
    resvg::usvg::Tree::from_str(&svg, &Default::default()).expect("valid SVG");
}

#[test]
fn decoded_levels_have_no_source_lines() {
    let src = SourceFile::new(
        "tiny.des",
        b"MAZE: \"tiny\", ' '\nGEOMETRY: center, center\nMAP\n...\n.{.\n...\nENDMAP\nMONSTER: 'D', \"red dragon\", (1, 1)\nOBJECT: '(', random, random\n".to_vec(),
    );
    let target = Target::nethack_343();
    let files = levels::compile(&src, &target, &Default::default())
        .levels
        .unwrap();
    let with = preview::level(&files[0], &target);
    assert_eq!(
        title_at(&with, 40, 10, "MONSTER"),
        "MONSTER: 'D', \"red dragon\", (1, 1) — tiny.des:8"
    );
    assert_eq!(
        title_at(&with, 40, 10, "MAP"),
        "MAP: fountain, (1, 1) — tiny.des:5"
    );
    has_random(
        &with,
        "OBJECT: '(', random kind at a random spot of map part 1 — tiny.des:9",
    );
    // The same level read back from its bytes, and the compiled file
    // without its origins: the same preview, without the notes.
    let decoded = dgn_core::lev::decode(&files[0].bytes, &target).unwrap();
    let without = preview::level343(&decoded, "tiny", &target);
    let mut bare = files[0].clone();
    bare.origins = None;
    assert_eq!(preview::level(&bare, &target), without);
    assert_eq!(
        title_at(&without, 40, 10, "MONSTER"),
        "MONSTER: 'D', \"red dragon\", (1, 1)"
    );
    assert_eq!(
        without.random,
        ["OBJECT: '(', random kind at a random spot of map part 1"]
    );
    assert!(!without.text(false).contains(" — "));
    // 3.6: the same.
    let src36 = SourceFile::new(
        "tiny36.des",
        b"MAZE: \"tiny\", ' '\nGEOMETRY: center, center\nMAP\n...\n...\nENDMAP\nMONSTER: ('D', \"red dragon\"), (1, 1)\n".to_vec(),
    );
    let t36 = Target::nethack_367();
    let files = levels::compile(&src36, &t36, &Default::default())
        .levels
        .unwrap();
    let with = preview::level(&files[0], &t36);
    assert_eq!(
        title_at(&with, 40, 12, "MONSTER"),
        "MONSTER: 'D', \"red dragon\", (1, 1) — tiny36.des:7"
    );
    let decoded = dgn_core::lev36::decode(&files[0].bytes, &t36).unwrap();
    let without = preview::level36(&decoded, "tiny", &t36);
    assert_eq!(
        title_at(&without, 40, 12, "MONSTER"),
        "MONSTER: 'D', \"red dragon\", (1, 1)"
    );
    assert!(!without.text(false).contains(" — "));
}

/// The source text of one-based line `line` of corpus file `file`.
fn source_line(set: &str, file: &str, line: u32) -> String {
    let dir = corpus_set(set).unwrap();
    let text = std::fs::read(dir.join("dat").join(file)).unwrap();
    let text = String::from_utf8_lossy(&text).into_owned();
    text.lines()
        .nth(line as usize - 1)
        .unwrap_or_else(|| panic!("{file} has no line {line}"))
        .to_string()
}

#[test]
fn every_343_item_has_the_line_of_its_statement() {
    use dgn_core::lev::lines::List;
    use dgn_core::lev::model::LevelBody;
    let target = Target::nethack_343();
    let Some(levels) = corpus_levels("nethack-3.4.3", &target) else {
        return;
    };
    let mut checked = 0;
    for (name, file) in &levels {
        let (levels::Model::V343(model), Some(origins)) = (&file.model, &file.origins) else {
            panic!("{name}: a 3.4.3 level compiled from source");
        };
        let levels::Lines::V343(lines) = &origins.lines else {
            panic!("{name}: 3.4.3 lines");
        };
        let head = source_line("nethack-3.4.3", &origins.file, lines.level);
        assert!(
            head.contains("MAZE") || head.contains("LEVEL"),
            "{name}: {head}"
        );
        // (list, how many the model holds, the statement keywords)
        let mut holders: Vec<Vec<(List, usize, &[&str])>> = Vec::new();
        match &model.body {
            LevelBody::Maze(m) => {
                for p in &m.parts {
                    holders.push(vec![
                        (
                            List::LevRegions,
                            p.lregions.len(),
                            &["REGION", "STAIR", "PORTAL", "BRANCH"],
                        ),
                        (List::Regions, p.regions.len(), &["REGION"]),
                        (List::Doors, p.doors.len(), &["DOOR"]),
                        (List::Drawbridges, p.drawbridges.len(), &["DRAWBRIDGE"]),
                        (List::Walks, p.walks.len(), &["MAZEWALK"]),
                        (List::NonDiggable, p.non_diggable.len(), &["NON_DIGGABLE"]),
                        (List::NonPasswall, p.non_passwall.len(), &["NON_PASSWALL"]),
                        (List::Ladders, p.ladders.len(), &["LADDER"]),
                        (List::Stairs, p.stairs.len(), &["STAIR"]),
                        (List::Altars, p.altars.len(), &["ALTAR"]),
                        (List::Fountains, p.fountains.len(), &["FOUNTAIN"]),
                        (List::Traps, p.traps.len(), &["TRAP"]),
                        (List::Monsters, p.monsters.len(), &["MONSTER"]),
                        (List::Objects, p.objects.len(), &["OBJECT", "CONTAINER"]),
                        (List::Gold, p.gold.len(), &["GOLD"]),
                        (List::Engravings, p.engravings.len(), &["ENGRAVING"]),
                    ]);
                }
            }
            LevelBody::Rooms(r) => {
                for room in &r.rooms {
                    holders.push(vec![
                        (List::Doors, room.doors.len(), &["DOOR"]),
                        (List::Stairs, room.stairs.len(), &["STAIR"]),
                        (List::Altars, room.altars.len(), &["ALTAR"]),
                        (List::Fountains, room.fountains.len(), &["FOUNTAIN"]),
                        (List::Sinks, room.sinks.len(), &["SINK"]),
                        (List::Pools, room.pools.len(), &["POOL"]),
                        (List::Traps, room.traps.len(), &["TRAP"]),
                        (List::Monsters, room.monsters.len(), &["MONSTER"]),
                        (List::Objects, room.objects.len(), &["OBJECT", "CONTAINER"]),
                        (List::Gold, room.gold.len(), &["GOLD"]),
                        (List::Engravings, room.engravings.len(), &["ENGRAVING"]),
                    ]);
                }
            }
        }
        let tables = lines.by_list();
        assert_eq!(tables.len(), holders.len(), "{name}");
        assert_eq!(lines.holder_count(), holders.len(), "{name}");
        for (h, lists) in tables.iter().zip(holders) {
            let opener = source_line("nethack-3.4.3", &origins.file, h.start);
            assert!(
                ["GEOMETRY", "NOMAP", "ROOM"]
                    .iter()
                    .any(|k| opener.contains(k)),
                "{name}: {opener}"
            );
            if h.map > 0 {
                assert_eq!(
                    source_line("nethack-3.4.3", &origins.file, h.map - 1),
                    "MAP"
                );
            }
            for (list, len, keywords) in lists {
                assert_eq!(h.list(list).len(), len, "{name}: {list:?}");
                for &l in h.list(list) {
                    let text = source_line("nethack-3.4.3", &origins.file, l);
                    assert!(
                        keywords.iter().any(|k| text.contains(k)),
                        "{name}: {list:?} at {}:{l}: {text}",
                        origins.file
                    );
                    checked += 1;
                }
            }
        }
    }
    // Every item of every level of the corpus.
    assert_eq!(checked, 5659);
}

#[test]
fn every_367_placing_opcode_has_the_line_of_its_statement() {
    use dgn_core::lev36::model::{Instr, Opcode};
    let target = Target::nethack_367();
    let Some(levels) = corpus_levels("nethack-3.6.7", &target) else {
        return;
    };
    let mut checked = 0;
    for (name, file) in &levels {
        let (levels::Model::V36(model), Some(origins)) = (&file.model, &file.origins) else {
            panic!("{name}: a 3.6 level compiled from source");
        };
        let levels::Lines::V36(lines) = &origins.lines else {
            panic!("{name}: 3.6 lines");
        };
        for (i, ins) in model.code.iter().enumerate() {
            let line = lines
                .line(i)
                .unwrap_or_else(|| panic!("{name}: instruction {i}"));
            let Instr::Op(op) = ins else { continue };
            let keywords: &[&str] = match op {
                Opcode::Monster => &["MONSTER"],
                Opcode::Object => &["OBJECT", "CONTAINER"],
                Opcode::Trap => &["TRAP"],
                Opcode::Engraving => &["ENGRAVING"],
                Opcode::Altar => &["ALTAR"],
                Opcode::Drawbridge => &["DRAWBRIDGE"],
                Opcode::Mazewalk => &["MAZEWALK"],
                Opcode::Fountain => &["FOUNTAIN"],
                Opcode::Door | Opcode::RoomDoor => &["DOOR"],
                Opcode::Map => &["GEOMETRY", "NOMAP", "MAZE", "LEVEL"],
                Opcode::Gold => &["GOLD"],
                Opcode::Region => &["REGION"],
                _ => continue,
            };
            let text = source_line("nethack-3.6.7", &origins.file, line);
            assert!(
                keywords.iter().any(|k| text.contains(k)),
                "{name}: {op:?} at {}:{line}: {text}",
                origins.file
            );
            if let Some(row) = lines.map_line(i) {
                assert_eq!(source_line("nethack-3.6.7", &origins.file, row - 1), "MAP");
            }
            checked += 1;
        }
    }
    // Every placing opcode of every level of the corpus.
    assert_eq!(checked, 5551);
}

#[test]
fn skipping_lines_changes_nothing_else() {
    let skip = levels::Options {
        skip_lines: true,
        ..Default::default()
    };
    for set in ["nethack-3.4.3", "nethack-3.6.7"] {
        let target = Target::builtin(set).unwrap();
        let Some(dir) = corpus_set(set) else {
            return;
        };
        let files = dgn_tests::des_files(&dir);
        let mut count = 0;
        for path in files {
            let src = SourceFile::new(path.display().to_string(), std::fs::read(&path).unwrap());
            let with = levels::compile(&src, &target, &Default::default())
                .levels
                .unwrap();
            let without = levels::compile(&src, &target, &skip).levels.unwrap();
            assert_eq!(with.len(), without.len());
            for (a, b) in with.iter().zip(&without) {
                assert!(a.origins.is_some() && b.origins.is_none(), "{}", a.name);
                assert_eq!((&a.name, &a.bytes, &a.model), (&b.name, &b.bytes, &b.model));
                count += 1;
            }
        }
        assert_eq!(count, if set == "nethack-3.4.3" { 113 } else { 120 });
    }
}

#[test]
fn things_placed_under_a_condition_are_drawn_as_possibilities() {
    let target = Target::nethack_367();
    let Some(levels) = corpus_levels("nethack-3.6.7", &target) else {
        return;
    };
    let pv = preview::level(&levels["knox"], &target);
    // knox.des: Croesus stands at (43, 10) or at (43, 9), by a coin toss;
    // its map starts at screen column 3, row 1.
    let croesus: Vec<&preview::Mark> = pv
        .marks
        .iter()
        .filter(|m| m.title.contains("Croesus"))
        .collect();
    assert_eq!(
        croesus
            .iter()
            .map(|m| (m.x, m.y, m.glyph.ch, m.maybe))
            .collect::<Vec<_>>(),
        [(46, 11, '@', true), (46, 10, '@', true)]
    );
    // Listed among the random things with the same words, not among the
    // fixed ones, and not on the terminal's map.
    for m in &croesus {
        assert!(pv.random.contains(&m.title), "{}", m.title);
    }
    let text = pv.text(false);
    let fixed = text
        .split("At fixed spots")
        .nth(1)
        .unwrap()
        .split("Random:")
        .next()
        .unwrap();
    assert!(!fixed.contains("Croesus"));
    assert_ne!(pv.shown(46, 10).map(|g| g.ch), Some('@'));
    // In the picture: a faint dashed tile with the tooltip, and a legend
    // entry saying what dashes mean.
    let svg = pv.svg();
    assert!(svg.contains("dashed: only if a condition holds"));
    for m in &croesus {
        let at = svg.find(&format!("<title>{}</title>", m.title)).unwrap();
        let tile = &svg[svg[..at].rfind("<rect").unwrap()..at];
        assert!(
            tile.contains(r##"fill-opacity="0.35" stroke="#b820b8" stroke-dasharray="3 2""##),
            "{tile}"
        );
    }
}

/// The statements of the computed-place tests, each with `PLACE` where its
/// position goes; none needs the corpus.
const PLACED_36: &[&str] = &[
    r#"OBJECT:('?',"scare monster"),PLACE,cursed"#,
    r#"CONTAINER:('(',"chest"),not_trapped,PLACE { }"#,
    r#"OBJECT:('%',"corpse"),PLACE,montype:"gnome lord""#,
    r#"OBJECT:('/',"striking"),PLACE,uncursed,+0"#,
    r#"OBJECT:('(',"wax candle"),PLACE,quantity:2,blessed,name:"wick""#,
    r#"OBJECT:('(',"large box"),PLACE,locked,trapped,buried,erodeproof"#,
    r#"MONSTER:('D',"red dragon"),PLACE,asleep,hostile"#,
    r#"MONSTER:('m',"giant mimic"),PLACE,m_object "boulder""#,
    r#"MONSTER:('@',"Medusa"),PLACE,"Stheno",peaceful,female"#,
    r#"TRAP:"fire",PLACE"#,
    r#"ENGRAVING:PLACE,engrave,"Elbereth""#,
    r#"ALTAR:PLACE,chaos,shrine"#,
    r#"GRAVE:PLACE,"here lies a test""#,
    r#"GOLD:50,PLACE"#,
    r#"STAIR:PLACE,up"#,
    r#"LADDER:PLACE,down"#,
    r#"FOUNTAIN:PLACE"#,
    r#"SINK:PLACE"#,
    r#"POOL:PLACE"#,
    r#"DOOR:locked,PLACE"#,
];

/// A 3.6 level holding each statement of [`PLACED_36`] with its position
/// written as `place`, after a map and the variables the places use.
fn placed_36(place: &str) -> LevelPreview {
    let mut text = String::from(
        "MAZE:\"placed\",' '\nGEOMETRY:center,center\nMAP\n-------\n|.....|\n|.....|\n-------\nENDMAP\n\
         $place = { (1,1),(3,1) }\nSHUFFLE: $place\n$spot = (2,2)\n$line = { (4,1),(4,2) }\n",
    );
    for s in PLACED_36 {
        text.push_str(&s.replace("PLACE", place));
        text.push('\n');
    }
    // A statement after all of them, with a literal place, still reads
    // its own values.
    text.push_str("MONSTER:('@',\"Oracle\"),(5,2),peaceful\n");
    let target = Target::nethack_367();
    let src = SourceFile::new("placed.des", text.into_bytes());
    let c = levels::compile(&src, &target, &Default::default());
    let files = c.levels.unwrap_or_else(|| panic!("{:?}", c.diagnostics));
    preview::level(&files[0], &target)
}

/// What an entry says of its thing: without its place and its source line.
fn what(entry: &str) -> &str {
    let entry = entry.split(" — ").next().unwrap();
    match entry.strip_suffix(" at a random or computed spot") {
        Some(w) => w,
        // A mark's title ends with its place, `, (x, y)`.
        None => entry.rsplit_once(", (").map_or(entry, |(w, _)| w),
    }
}

#[test]
fn computed_places_keep_what_each_36_thing_is() {
    let literal = placed_36("(1,1)");
    let computed = placed_36("$place[0]");
    let n = PLACED_36.len();
    // Each statement is a mark with a literal place and a random entry with
    // a computed one: both say the same of the thing, statement by
    // statement (statements are lines 13 on).
    let line_of = |s: &str| s.rsplit_once(':').unwrap().1.parse::<usize>().unwrap();
    let marks: Vec<&preview::Mark> = literal
        .marks
        .iter()
        .filter(|m| m.kind != "MAP" && (13..13 + n).contains(&line_of(&m.title)))
        .collect();
    let random: Vec<&String> = computed
        .random
        .iter()
        .filter(|r| (13..13 + n).contains(&line_of(r)))
        .collect();
    assert_eq!(marks.len(), n, "{:#?}", literal.marks);
    assert_eq!(random.len(), n, "{:#?}", computed.random);
    for (m, r) in marks.iter().zip(&random) {
        assert_eq!(what(&m.title), what(r), "{} / {r}", m.title);
    }
    // The brief's own two, word for word.
    assert_eq!(
        random[0].as_str(),
        r#"OBJECT: '?', "scare monster", cursed at a random or computed spot — placed.des:13"#
    );
    assert_eq!(
        random[1].as_str(),
        r#"OBJECT: '(', "chest", not trapped, a container at a random or computed spot — placed.des:14"#
    );
    for r in &random {
        assert!(!r.contains("chosen at run time"), "{r}");
        assert!(!r.contains("spe 1"), "{r}");
    }
    // What follows is untouched.
    let last = computed.marks.last().unwrap();
    assert_eq!(
        last.title,
        format!(
            r#"MONSTER: '@', "Oracle", peaceful, (5, 2) — placed.des:{}"#,
            13 + n
        )
    );
}

#[test]
fn a_36_variable_defined_once_gives_its_place() {
    // `$spot` is set once and never shuffled: the game always puts the
    // things at (2, 2) of the map, and the preview draws them there.
    let spot = placed_36("$spot");
    let literal = placed_36("(2,2)");
    let at = |p: &LevelPreview| -> Vec<(u8, u8, String)> {
        p.marks
            .iter()
            .filter(|m| m.kind != "MAP")
            .map(|m| (m.x, m.y, m.title.clone()))
            .collect()
    };
    assert_eq!(at(&spot), at(&literal));
    // An element of an array that is shuffled is not known ...
    let shuffled = placed_36("$place[1]");
    assert_eq!(shuffled.marks.iter().filter(|m| m.kind != "MAP").count(), 1);
    // ... but one of an array that is not is, index taken modulo the length.
    let kept = placed_36("$line[3]");
    let (x0, y0) = {
        let m = literal.marks.iter().find(|m| m.kind == "OBJECT").unwrap();
        (m.x - 2, m.y - 2)
    };
    let first = kept.marks.iter().find(|m| m.kind == "OBJECT").unwrap();
    assert_eq!((first.x, first.y), (x0 + 4, y0 + 2), "{}", first.title);
}

#[test]
fn corpus_36_things_with_computed_places_keep_their_kind() {
    let target = Target::nethack_367();
    let Some(levels) = corpus_levels("nethack-3.6.7", &target) else {
        return;
    };
    let castle = preview::level(&levels["castle"], &target);
    let has = |p: &LevelPreview, s: &str| p.random.iter().any(|r| r.starts_with(s));
    // The wand of wishing's chest and the scrolls of scare monster.
    assert!(
        has(
            &castle,
            r#"OBJECT: '(', "chest", not trapped, a container at a random or computed spot"#
        ),
        "{:#?}",
        castle.random
    );
    assert!(has(
        &castle,
        r#"OBJECT: '?', "scare monster", cursed at a random or computed spot"#
    ));
    // Minetown's temple corpses keep their monster, its wands their charge.
    let orcish = preview::level(&levels["minetn-1"], &target);
    assert!(
        has(
            &orcish,
            r#"5 × OBJECT: '%', "corpse", of "shopkeeper" at a random or computed spot"#
        ),
        "{:#?}",
        orcish.random
    );
    assert!(has(
        &orcish,
        r#"3 × OBJECT: '/', "striking", uncursed, spe 0 at a random or computed spot"#
    ));
    for (name, file) in &levels {
        for r in preview::level(file, &target).random {
            // Option numbers never show up as values.
            assert!(
                !r.contains("spe 15") && !r.contains("spe 9,"),
                "{name}: {r}"
            );
        }
    }
}

/// The value of attribute `name` in one element's line of an SVG.
fn attr<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    let start = line.find(&format!(" {name}=\""))? + name.len() + 3;
    let len = line[start..].find('"')?;
    Some(&line[start..start + len])
}

fn num(line: &str, name: &str) -> f32 {
    attr(line, name)
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no number {name} in {line}"))
}

/// The text of a `<text>` element's line, unescaped.
fn text_of(line: &str) -> String {
    let start = line.find('>').unwrap() + 1;
    let end = line.rfind("</text>").unwrap();
    line[start..end]
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

/// A box: left, top, right, bottom.
type Box4 = (f32, f32, f32, f32);

fn overlap(a: Box4, b: Box4) -> bool {
    a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3
}

/// The boxes of the entries of the group `<g class="CLASS">` of an SVG:
/// each entry is a `<g>` of shapes and texts (or a lone text), its box the
/// union of its shapes and of its texts, measured with `width` (the text,
/// its font size, whether bold) from the baseline up one font size.
fn entry_boxes(
    svg: &str,
    class: &str,
    width: impl Fn(&str, f32, bool) -> f32,
) -> Vec<(String, Box4)> {
    let mut lines = svg
        .lines()
        .skip_while(|l| !l.contains(&format!("<g class=\"{class}\"")));
    let open = lines.next().unwrap_or_else(|| panic!("no {class} group"));
    let group_font = attr(open, "font-size").map(|v| v.parse().unwrap());
    let mut out: Vec<(String, Box4)> = Vec::new();
    let mut depth = 0;
    let mut current: Option<(String, Box4)> = None;
    let join = |b: &mut Option<(String, Box4)>, words: Option<String>, r: Box4| match b {
        Some((w, a)) => {
            if let Some(t) = words {
                *w = t;
            }
            *a = (a.0.min(r.0), a.1.min(r.1), a.2.max(r.2), a.3.max(r.3));
        }
        None => *b = Some((words.unwrap_or_default(), r)),
    };
    for line in lines {
        let line = line.trim();
        if line.starts_with("<g") {
            depth += 1;
        } else if line.starts_with("</g>") {
            if depth == 0 {
                break;
            }
            depth -= 1;
            out.extend(current.take());
        } else if line.starts_with("<rect") {
            let (x, y) = (num(line, "x"), num(line, "y"));
            let r = (x, y, x + num(line, "width"), y + num(line, "height"));
            join(&mut current, None, r);
        } else if line.starts_with("<line") {
            let (x1, x2) = (num(line, "x1"), num(line, "x2"));
            let (y1, y2) = (num(line, "y1"), num(line, "y2"));
            join(
                &mut current,
                None,
                (x1.min(x2), y1.min(y2), x1.max(x2), y1.max(y2)),
            );
        } else if line.starts_with("<text") {
            let size = attr(line, "font-size")
                .map(|v| v.parse().unwrap())
                .or(group_font)
                .unwrap();
            let bold = attr(line, "font-weight") == Some("bold");
            let words = text_of(line);
            let w = width(&words, size, bold);
            let x = num(line, "x");
            let x = match attr(line, "text-anchor") {
                Some("end") => x - w,
                Some("middle") => x - w / 2.0,
                _ => x,
            };
            let y = num(line, "y");
            let r = (x, y - size, x + w, y + size * 0.25);
            join(&mut current, Some(words), r);
            if depth == 0 {
                out.extend(current.take());
            }
        }
    }
    out
}

/// The width of text in DejaVu Sans Mono, the level pictures' font: every
/// character advances 1233 of the em's 2048 units.
fn mono(text: &str, size: f32, _bold: bool) -> f32 {
    text.chars().count() as f32 * size * 1233.0 / 2048.0
}

#[test]
fn no_two_legend_entries_meet() {
    let (mut pictures, mut total) = (0, 0);
    for set in ["nethack-3.4.3", "nethack-3.6.7"] {
        let target = Target::builtin(set).unwrap();
        let Some(levels) = corpus_levels(set, &target) else {
            return;
        };
        for (name, file) in &levels {
            let svg = preview::level(file, &target).svg();
            let width = num(svg.lines().next().unwrap(), "width");
            let entries = entry_boxes(&svg, "legend", mono);
            total += entries.len();
            for (i, (a, ab)) in entries.iter().enumerate() {
                assert!(ab.2 <= width, "{set} {name}: {a} runs out of the picture");
                for (b, bb) in &entries[i + 1..] {
                    assert!(
                        !overlap(*ab, *bb),
                        "{set} {name}: {a:?} {ab:?} meets {b:?} {bb:?}"
                    );
                }
            }
            pictures += 1;
        }
    }
    assert_eq!(pictures, 113 + 120);
    // Levels with nothing drawn have an empty legend; the others do not.
    assert!(total > 1000, "{total} legend entries");
}

#[test]
fn a_long_chain_of_array_reads_does_not_overflow() {
    use dgn_core::lev36::model::{Instr, Opcode, Operand};
    // `$a = { 1 }`, then `rn2($a[$a[...$a[0]...]])` 200,000 deep, as a
    // decoded program may hold: the preview reads the chain without
    // recursing.
    let mut code = vec![
        Instr::Push(Operand::Int(1)),
        Instr::Push(Operand::Int(1)),
        Instr::Push(Operand::Str(Some(b"$a".to_vec()))),
        Instr::Op(Opcode::VarInit),
        Instr::Push(Operand::Int(0)),
    ];
    code.extend((0..200_000).map(|_| Instr::Push(Operand::Var(b"$a".to_vec()))));
    code.extend([Instr::Op(Opcode::Rn2), Instr::Op(Opcode::Pop)]);
    let level = dgn_core::lev36::Level {
        name: b"deep".to_vec(),
        code,
        ..Default::default()
    };
    let p = preview::level36(&level, "deep", &Target::nethack_367());
    assert!(p.marks.is_empty() && p.random.is_empty(), "{:?}", p.random);
}

#[test]
fn computed_arguments_of_the_other_36_statements() {
    // Places, things, terrain and amounts from variables, each statement
    // followed by one with literal values that must still read its own.
    let text = r#"MAZE:"more",' '
GEOMETRY:center,center
MAP
-------
|.....|
|.....|
-------
ENDMAP
$place = { (1,1),(3,1) }
SHUFFLE: $place
$monster = monster: { 'E', 'X' }
SHUFFLE: $monster
$terrain = terrain: { 'L', 'T' }
SHUFFLE: $terrain
$amount = { 10, 20 }
SHUFFLE: $amount
$sel = selection: line (1,1),(5,1)
DRAWBRIDGE:$place[0],east,closed
TRAP:"hole",(5,2)
MAZEWALK:$place[1],north
TRAP:"hole",(5,2)
TERRAIN:$place[0],'L'
TRAP:"hole",(5,2)
TERRAIN:$sel,$terrain[0]
TRAP:"hole",(5,2)
MONSTER:$monster[0],$place[1],asleep
TRAP:"hole",(5,2)
GOLD:$amount[0],$place[0]
TRAP:"hole",(5,2)
ENGRAVING:$place[1],burn,"x"
TRAP:"hole",(5,2)
"#;
    let target = Target::nethack_367();
    let src = SourceFile::new("more.des", text.as_bytes().to_vec());
    let c = levels::compile(&src, &target, &Default::default());
    let files = c.levels.unwrap_or_else(|| panic!("{:?}", c.diagnostics));
    let p = preview::level(&files[0], &target);
    let random: Vec<&str> = p
        .random
        .iter()
        .map(|r| r.split(" — ").next().unwrap())
        .collect();
    for want in [
        "DRAWBRIDGE: closed at a random or computed spot",
        "MAZEWALK: carves a random maze from a random spot",
        "TERRAIN: lavapool over a random or computed area",
        "TERRAIN: terrain chosen at run time over a random or computed area",
        "MONSTER: a monster chosen at run time, asleep at a random or computed spot",
        "GOLD: random amount at a random or computed spot",
        "ENGRAVING: \"x\" at a random or computed spot",
    ] {
        assert!(random.contains(&want), "{want}: {random:#?}");
    }
    // Every literal trap after them is drawn where it is, seven times.
    let holes: Vec<&preview::Mark> = p.marks.iter().filter(|m| m.kind == "TRAP").collect();
    assert_eq!(holes.len(), 7, "{:#?}", p.marks);
    for h in holes {
        assert!(
            h.title.starts_with("TRAP: \"hole\", (5, 2) — more.des:"),
            "{}",
            h.title
        );
    }
}

#[test]
fn open_doors_in_both_walls_are_two_legend_entries_that_say_which_wall() {
    for target in [Target::nethack_343(), Target::nethack_367()] {
        let pv = preview_of(
            &target,
            "MAZE: \"d\", ' '\nGEOMETRY: center, center\nMAP\n--+--\n|...|\n+...+\n-----\nENDMAP\n\
             DOOR: open, (2, 0)\nDOOR: open, (0, 2)\nDOOR: closed, (4, 2)\n",
        );
        let things: Vec<(char, String)> = pv
            .legend()
            .into_iter()
            .filter_map(|e| e.glyph.map(|g| (g.ch, e.text)))
            .collect();
        assert_eq!(
            things,
            [
                ('|', "door open (in a horizontal wall)".to_string()),
                ('-', "door open (in a vertical wall)".to_string()),
                ('+', "door closed".to_string()),
            ],
            "{}",
            target.name
        );
        dgn_tests::legend_reads_once(&pv, &target.name);
    }
}
