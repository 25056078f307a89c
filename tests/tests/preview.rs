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
    // Line 71: `DRAWBRIDGE:(05,08),east,closed`.
    assert_eq!(
        title_at(&castle, 14, 11, "DRAWBRIDGE"),
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
        let mut files: Vec<_> = std::fs::read_dir(dir.join("dat"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "des"))
            .collect();
        files.sort();
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
