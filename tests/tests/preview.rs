//! Level previews as people see them: every corpus level's SVG picture is
//! rendered with a real SVG renderer and checked pixel by pixel at the cells
//! the preview says it drew, plus fixed facts of known levels (the castle's
//! walls, its throne); terminal previews of a few levels are snapshots.

use std::collections::BTreeMap;

use dgn_core::levels::{self, LevelFile};
use dgn_core::preview::{self, LevelPreview};
use dgn_core::{SourceFile, Target};
use dgn_tests::corpus_set;

/// Every level of a corpus set, by name.
fn corpus_levels(set: &str, target: &Target) -> Option<BTreeMap<String, LevelFile>> {
    let dir = corpus_set(set)?;
    let mut out = BTreeMap::new();
    let mut files: Vec<_> = std::fs::read_dir(dir.join("dat"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "des"))
        .collect();
    files.sort();
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

/// The background of screen cell `(x, y)` (its middle, away from outlines).
fn cell_fill(pv: &LevelPreview, p: &resvg::tiny_skia::Pixmap, x: usize, y: usize) -> (u8, u8, u8) {
    let (px, py) = pv.svg_cell_origin(x, y);
    pixel(p, px + preview::CELL / 2, py + preview::CELL / 2)
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
        let pic = render(&pv.svg());
        for y in 0..preview::ROWS {
            for x in 0..preview::COLS {
                let marked = pv
                    .marks
                    .iter()
                    .rev()
                    .find(|m| usize::from(m.x) == x && usize::from(m.y) == y);
                match marked {
                    Some(m) if m.kind == "ENGRAVING" => {}
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
                let top = pv
                    .marks
                    .iter()
                    .rev()
                    .find(|n| (n.x, n.y) == (m.x, m.y))
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
    let chart = preview::chart::chart(&model);
    let svg = chart.svg_with_layout(Some((&laid, 1)));
    let pic = render(&svg);
    let oracle = laid.level("oracle").unwrap();
    let depth = laid.depth(oracle.at);
    assert!((5..=9).contains(&depth));
    let red = (0xe0, 0x20, 0x20);
    // The oracle's marker at its depth, none on the rows above and below.
    let x = chart.overlay_x(0) + 6;
    assert_eq!(pixel(&pic, x, chart.depth_y(depth) + 8), red);
    assert_ne!(pixel(&pic, x, chart.depth_y(depth - 1) + 8), red);
    assert_ne!(pixel(&pic, x, chart.depth_y(depth + 1) + 8), red);
    assert!(svg.contains(&format!(
        "seed 1: oracle on level {} (depth {depth})",
        oracle.at.level
    )));
}
