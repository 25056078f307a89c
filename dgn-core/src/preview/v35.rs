//! Pictures of UnNetHack 3.5 level programs: the level's fill and the maps
//! its program always places, where the game puts them.
//!
//! What an `IF` decides, and what the game places at random (maps at a
//! random spot, mines-style caves), is not drawn; the header says so.

use super::{walls, LevelPreview, Version};
use crate::lev::model::Terrain;
use crate::lev35::model::{Level, MapPart, Op};

/// The last even column and row a maze level uses (`x_maze_max`,
/// `y_maze_max` of an 80x21 level).
const X_MAZE_MAX: i32 = 78;
const Y_MAZE_MAX: i32 = 20;

/// The picture of `level`, named `name`.
pub(crate) fn build(level: &Level, name: &str) -> LevelPreview {
    let mut p = LevelPreview::new(name.to_string());
    p.header.push(format!(
        "UnNetHack 3.5 level program: {} opcodes",
        level.ops.len()
    ));
    let init = &level.init;
    match init.style {
        1 | 2 => {
            if let Some(t) = u8::try_from(init.filling).ok().and_then(Terrain::from_code) {
                for y in 0..21 {
                    for x in 1..80 {
                        walls::put(&mut p, x, y, t, Version::V343);
                    }
                }
            }
            if init.style == 2 {
                p.random
                    .push("INIT_MAP: mazegrid (the maze is carved at random)".into());
            }
        }
        3 => {
            for y in 0..21 {
                for x in 1..80 {
                    p.put_random(x, y);
                }
            }
            p.random
                .push("INIT_MAP: mines (a cave drawn at random)".into());
        }
        _ => {}
    }
    // Opcodes an IF may skip are left out: the picture shows what is
    // certain.
    let mut skip_to = 0usize;
    for (i, op) in level.ops.iter().enumerate() {
        if i < skip_to {
            continue;
        }
        match op {
            Op::Jg(t) | Op::Jmp(t) => {
                let end = usize::try_from(*t).unwrap_or(0).saturating_add(1);
                if end > i {
                    skip_to = end;
                    p.random
                        .push("IF: statements placed by chance are not drawn".into());
                }
            }
            Op::Map(m) => draw_map(&mut p, m),
            _ => {}
        }
    }
    p.finish_walls();
    p
}

fn draw_map(p: &mut LevelPreview, m: &MapPart) {
    let (xsize, ysize) = (i32::from(m.xsize), i32::from(m.ysize));
    if xsize <= 1 && ysize <= 1 {
        return;
    }
    let (mut xstart, mut ystart) = match m.zaligntyp {
        1 => {
            let x = match m.halign {
                1 => 3,
                2 => 2 + (X_MAZE_MAX - 2 - xsize) / 4,
                3 => 2 + (X_MAZE_MAX - 2 - xsize) / 2,
                4 => 2 + (X_MAZE_MAX - 2 - xsize) * 3 / 4,
                _ => X_MAZE_MAX - xsize - 1,
            };
            let y = match m.valign {
                1 => 3,
                3 => 2 + (Y_MAZE_MAX - 2 - ysize) / 2,
                _ => Y_MAZE_MAX - ysize - 1,
            };
            (x | 1, y | 1)
        }
        2 if m.halign >= 0 && m.valign >= 0 => (i32::from(m.halign), i32::from(m.valign)),
        _ => {
            p.random
                .push("MAP: placed at a random spot (not drawn)".into());
            return;
        }
    };
    if ystart < 0 || ystart + ysize > 21 {
        ystart += if ystart > 0 { -2 } else { 2 };
        if ysize == 21 {
            ystart = 0;
        }
    }
    if xstart < 0 {
        xstart = 0;
    }
    for (dy, row) in m.rows.iter().enumerate() {
        for (dx, &t) in row.iter().enumerate() {
            let Some(t) = u8::try_from(t).ok().and_then(Terrain::from_code) else {
                continue;
            };
            if t.code() >= 36 {
                continue;
            }
            walls::put(p, xstart + dx as i32, ystart + dy as i32, t, Version::V343);
        }
    }
}
