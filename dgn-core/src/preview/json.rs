//! A level preview as JSON ([`LevelPreview::json`]): the same data as the
//! terminal text and the SVG picture, for programs. The schema is
//! documented in `docs/preview-json.md`; [`FORMAT_VERSION`] changes when a
//! field changes meaning or goes away (new fields may appear without it).

use super::{Cell, Glyph, Ground, LevelPreview, COLS, ROWS};
use std::fmt::Write;

/// The version of the JSON preview format (the `"version"` field).
pub const FORMAT_VERSION: u32 = 1;

/// `s` as a JSON string, quotes included.
fn string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn strings(out: &mut String, list: &[String]) {
    out.push('[');
    for (i, s) in list.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        string(out, s);
    }
    out.push(']');
}

/// The name of a ground kind in the JSON format: its name in lower case
/// (`stone`, `floor`, `lavawall`, ...).
pub fn ground_name(g: Ground) -> String {
    format!("{g:?}").to_ascii_lowercase()
}

/// Whether the preview is sure of a cell: the game always builds this
/// terrain there, whatever its random numbers (it was put there, and no
/// level-wide random drawing, random maze, random terrain or randomly
/// placed feature may cover it: [`Cell::unsure`]).
pub fn is_certain(c: &Cell) -> bool {
    c.terrain.is_some()
        && !c.example
        && !c.unsure
        && !matches!(c.ground, Ground::Random | Ground::Maze | Ground::MazeWall)
}

fn glyph_fields(out: &mut String, g: Glyph) {
    out.push_str("\"ch\":");
    string(out, &g.ch.to_string());
    let _ = write!(out, ",\"color\":{}", g.color.0);
}

impl LevelPreview {
    /// The preview as one line of JSON (no line break inside or at the
    /// end), in the format of `docs/preview-json.md`: the level's name and
    /// header, the screen as text rows, every cell that is not plain
    /// unknown stone (what it shows, its ground, the game's terrain type,
    /// whether it is lit, drawn as an example, and certain), the things at
    /// fixed spots, the marked rectangles and what is random.
    ///
    /// ```
    /// use dgn_core::{levels, preview, SourceFile, Target};
    ///
    /// let src = SourceFile::new("t.des", b"MAZE: \"t\", ' '\nGEOMETRY: center, center\nMAP\n---\n|.|\n---\nENDMAP\n".to_vec());
    /// let target = Target::nethack_343();
    /// let files = levels::compile(&src, &target, &Default::default()).levels.unwrap();
    /// let json = preview::level(&files[0], &target).json();
    /// assert!(json.starts_with(r#"{"format":"dgn-preview","version":1,"name":"t","#));
    /// assert!(!json.contains('\n'));
    /// ```
    pub fn json(&self) -> String {
        let mut out = String::with_capacity(16 * 1024);
        let _ = write!(
            out,
            "{{\"format\":\"dgn-preview\",\"version\":{FORMAT_VERSION},\"name\":"
        );
        string(&mut out, &self.name);
        out.push_str(",\"header\":");
        strings(&mut out, &self.header);
        let _ = write!(out, ",\"width\":{COLS},\"height\":{ROWS},\"rows\":");
        let rows: Vec<String> = (0..ROWS)
            .map(|y| {
                (0..COLS)
                    .map(|x| self.shown(x, y).map_or(' ', |g| g.ch))
                    .collect()
            })
            .collect();
        strings(&mut out, &rows);
        out.push_str(",\"cells\":[");
        let mut first = true;
        for (i, c) in self.cells.iter().enumerate() {
            if c.glyph.is_none() && c.terrain.is_none() && c.ground == Ground::Stone {
                continue;
            }
            if !first {
                out.push(',');
            }
            first = false;
            let _ = write!(out, "{{\"x\":{},\"y\":{},", i % COLS, i / COLS);
            let g = c.glyph.unwrap_or(Glyph::new(' ', super::Color(8)));
            glyph_fields(&mut out, g);
            out.push_str(",\"ground\":");
            string(&mut out, &ground_name(c.ground));
            out.push_str(",\"terrain\":");
            match c.terrain {
                Some(t) => string(&mut out, &format!("{t:?}").to_ascii_uppercase()),
                None => out.push_str("null"),
            }
            let _ = write!(
                out,
                ",\"lit\":{},\"example\":{},\"certain\":{}}}",
                c.lit,
                c.example,
                is_certain(c)
            );
        }
        out.push_str("],\"marks\":[");
        for (i, m) in self.marks.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let _ = write!(out, "{{\"x\":{},\"y\":{},", m.x, m.y);
            glyph_fields(&mut out, m.glyph);
            out.push_str(",\"kind\":");
            string(&mut out, m.kind);
            out.push_str(",\"title\":");
            string(&mut out, &m.title);
            let _ = write!(out, ",\"maybe\":{}}}", m.maybe);
        }
        out.push_str("],\"areas\":[");
        for (i, a) in self.areas.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let _ = write!(
                out,
                "{{\"x1\":{},\"y1\":{},\"x2\":{},\"y2\":{},\"title\":",
                a.x1, a.y1, a.x2, a.y2
            );
            string(&mut out, &a.title);
            out.push('}');
        }
        out.push_str("],\"random\":");
        strings(&mut out, &self.random);
        out.push('}');
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lev::model::Terrain;
    use crate::{levels, preview, SourceFile, Target};

    /// Terrain the game may change at random is not certain: floor where a
    /// stair may land, rock a maze is carved through, walls around it.
    #[test]
    fn what_the_game_may_change_is_not_certain() {
        let certain = |text: &str| -> (usize, usize) {
            let src = SourceFile::new("u.des", text.as_bytes().to_vec());
            let target = Target::nethack_367();
            let files = levels::compile(&src, &target, &Default::default())
                .levels
                .expect("compiles");
            let p = preview::level(&files[0], &target);
            let sure = |t: Terrain| {
                p.cells
                    .iter()
                    .filter(|c| c.terrain == Some(t) && is_certain(c))
                    .count()
            };
            (sure(Terrain::Room), sure(Terrain::HWall))
        };
        let map = "MAZE: \"u\", ' '\nGEOMETRY: left, top\nMAP\n-----\n|...|\n-----\nENDMAP\n";
        assert_eq!(certain(map), (3, 6));
        assert_eq!(certain(&format!("{map}STAIR: (1,1), down\n")), (3, 6));
        assert_eq!(certain(&format!("{map}STAIR: random, down\n")), (0, 6));
        assert_eq!(certain(&format!("{map}DOOR: closed, random\n")), (3, 0));
        assert_eq!(certain(&format!("{map}MAZEWALK: (1,1), east\n")), (3, 0));
        assert_eq!(
            certain(&format!("{map}REPLACE_TERRAIN: (0,0,2,2), '.', 'T', 50%\n")),
            (1, 6)
        );
    }

    /// The same for NetHack 3.4.3 levels.
    #[test]
    fn what_343_levels_may_change_is_not_certain() {
        let certain = |text: &str| -> usize {
            let src = SourceFile::new("u.des", text.as_bytes().to_vec());
            let target = Target::nethack_343();
            let files = levels::compile(&src, &target, &Default::default())
                .levels
                .expect("compiles");
            let p = preview::level(&files[0], &target);
            p.cells
                .iter()
                .filter(|c| c.terrain == Some(Terrain::Room) && is_certain(c))
                .count()
        };
        let map = "MAZE: \"u\", ' '\nGEOMETRY: left, top\nMAP\n-----\n|...|\n-----\nENDMAP\n";
        assert_eq!(certain(map), 3);
        assert_eq!(certain(&format!("{map}STAIR: (1,1), down\n")), 3);
        assert_eq!(certain(&format!("{map}STAIR: random, down\n")), 0);
    }

    #[test]
    fn strings_are_escaped() {
        let mut s = String::new();
        string(&mut s, "a\"b\\c\nd\u{1}é");
        assert_eq!(s, r#""a\"b\\c\nd\u0001é""#);
    }

    /// The whole document of a small 3.6 level: its map, its wall kinds,
    /// a monster at a fixed spot and an object at a random one.
    #[test]
    fn a_small_level_in_full() {
        let src = SourceFile::new(
            "s.des",
            b"MAZE: \"s\", ' '\nGEOMETRY: left, top\nMAP\n---\n|.|\n---\nENDMAP\nMONSTER: ('d', \"jackal\"), (1,1)\nOBJECT: '(', random\n"
                .to_vec(),
        );
        let target = Target::nethack_367();
        let files = levels::compile(&src, &target, &Default::default())
            .levels
            .expect("compiles");
        let p = preview::level(&files[0], &target);
        let json = p.json();
        let at = |x: usize, y: usize| {
            let key = format!("{{\"x\":{x},\"y\":{y},");
            let start = json.find(&key).unwrap_or_else(|| panic!("{key} in {json}"));
            let end = start + json[start..].find('}').expect("closed");
            json[start..=end].to_string()
        };
        // GEOMETRY left, top puts the map at column 1 (x 0 is never used).
        let (x0, y0) = (
            p.cells
                .iter()
                .position(|c| c.glyph.is_some())
                .expect("drawn")
                % COLS,
            p.cells
                .iter()
                .position(|c| c.glyph.is_some())
                .expect("drawn")
                / COLS,
        );
        let floor = at(x0 + 1, y0 + 1);
        assert!(
            floor.contains(r#""ground":"floor","terrain":"ROOM","#),
            "{floor}"
        );
        assert!(floor.contains(r#""certain":true"#), "{floor}");
        let corner = at(x0, y0);
        assert!(
            corner.contains(r#""ch":"-","color":7,"ground":"wall","terrain":"TLCORNER""#),
            "{corner}"
        );
        assert!(json.contains(&format!(
            r#""marks":[{{"x":{},"y":{},"ch":"d","color":3,"kind":"MONSTER","title":"#,
            x0 + 1,
            y0 + 1
        )));
        assert!(json.contains(
            r#""random":["OBJECT: '(', random kind at a random or computed spot — s.des:9"]"#
        ));
        let row = &p.json()[json.find("\"rows\":[").expect("rows")..];
        assert!(row.contains(&format!("\"{}|d|", " ".repeat(x0))), "{row}");
    }
}
