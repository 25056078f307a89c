//! The picture of a level file from its runs: a square whose terrain every
//! run built the same (and no dice drew) is certain; a thing every run put
//! at the same spot from the same call is drawn there; the rest is drawn as
//! random or listed.

use crate::level::{Record, Terrain37, COLNO, ROWNO};
use crate::LuaLevelReport;
use dgn_core::lev::model::Terrain;
use dgn_core::preview::{self, Color, Glyph, LevelPreview, Mark};
use dgn_core::SourceFile;

fn terrain36(t: Terrain37) -> Terrain {
    use Terrain37 as T;
    match t {
        T::Stone => Terrain::Stone,
        T::VWall => Terrain::VWall,
        T::HWall => Terrain::HWall,
        T::TlCorner => Terrain::TlCorner,
        T::TrCorner => Terrain::TrCorner,
        T::BlCorner => Terrain::BlCorner,
        T::BrCorner => Terrain::BrCorner,
        T::CrossWall => Terrain::CrossWall,
        T::TuWall => Terrain::TuWall,
        T::TdWall => Terrain::TdWall,
        T::TlWall => Terrain::TlWall,
        T::TrWall => Terrain::TrWall,
        T::DbWall => Terrain::DbWall,
        T::Tree => Terrain::Tree,
        T::SDoor => Terrain::SDoor,
        T::SCorr => Terrain::SCorr,
        T::Pool => Terrain::Pool,
        T::Moat => Terrain::Moat,
        T::Water => Terrain::Water,
        T::DrawbridgeUp => Terrain::DrawbridgeUp,
        T::LavaPool => Terrain::LavaPool,
        T::LavaWall => Terrain::LavaWall,
        T::IronBars => Terrain::IronBars,
        T::Door => Terrain::Door,
        T::Corr => Terrain::Corr,
        T::Room => Terrain::Room,
        T::Stairs => Terrain::Stairs,
        T::Ladder => Terrain::Ladder,
        T::Fountain => Terrain::Fountain,
        T::Throne => Terrain::Throne,
        T::Sink => Terrain::Sink,
        T::Grave => Terrain::Grave,
        T::Altar => Terrain::Altar,
        T::Ice => Terrain::Ice,
        T::DrawbridgeDown => Terrain::DrawbridgeDown,
        T::Air => Terrain::Air,
        T::Cloud => Terrain::Cloud,
    }
}

/// A record's identity across runs: its call line, kind and how many
/// records of that line came before it.
fn keyed(records: &[Record]) -> Vec<((u32, &'static str, usize), &Record)> {
    let mut seen: Vec<(u32, &'static str, usize)> = Vec::new();
    records
        .iter()
        .map(|r| {
            let n = seen
                .iter()
                .filter(|k| k.0 == r.line && k.1 == r.kind)
                .count();
            seen.push((r.line, r.kind, n));
            ((r.line, r.kind, n), r)
        })
        .collect()
}

pub(crate) fn build(src: &SourceFile, report: &LuaLevelReport) -> LevelPreview {
    let name = src.name().rsplit('/').next().unwrap_or(src.name());
    let name = name.strip_suffix(".lua").unwrap_or(name).to_string();
    // The Planes of Air and Water: the game moves clouds or air bubbles
    // over the map once it is built (it knows the planes by their names).
    let plane = name == "air" || name == "water";
    let mut p = LevelPreview::blank(name);
    let runs: Vec<_> = report.runs.iter().filter(|r| !r.failed).collect();
    let Some(first) = runs.first() else {
        return p;
    };
    p.header.push(format!(
        "NetHack 3.7 level script, {} run{} (seeds {})",
        runs.len(),
        if runs.len() == 1 { "" } else { "s" },
        runs.iter()
            .map(|r| r.seed.to_string())
            .collect::<Vec<_>>()
            .join(",")
    ));
    // Runs with chosen draws of the script's own count as games; those
    // made with the dice at a bound, like the bound runs, for the terrain
    // only.
    let chosen: Vec<_> = report
        .chosen_runs
        .iter()
        .filter(|r| !r.failed && r.dice == crate::Dice::Seeded)
        .collect();
    if !report.chosen_runs.is_empty() {
        let mut lines: Vec<u32> = report
            .chosen_runs
            .iter()
            .flat_map(|r| r.chosen.iter().map(|c| c.draw.line))
            .collect();
        lines.sort_unstable();
        lines.dedup();
        p.header.push(format!(
            "and {} run{} with chosen draws (line{} {})",
            report.chosen_runs.len(),
            if report.chosen_runs.len() == 1 {
                ""
            } else {
                "s"
            },
            if lines.len() == 1 { "" } else { "s" },
            lines
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    // Values of the script's own draws that no run tried: what they
    // change may be drawn as certain. Said, not left silent.
    let all: Vec<&crate::Run> = report
        .runs
        .iter()
        .chain(&report.chosen_runs)
        .chain(&report.bound_runs)
        .collect();
    // By line and range (each draw of a loop is a site of its own).
    let mut untried: Vec<((u32, i64, i64), Vec<i64>)> = Vec::new();
    for ((line, lo, hi, _), values, _) in crate::engine::missing_values(&all, true) {
        match untried.iter_mut().find(|(k, _)| *k == (line, lo, hi)) {
            Some((_, v)) => v.extend(
                values
                    .into_iter()
                    .filter(|x| !v.contains(x))
                    .collect::<Vec<_>>(),
            ),
            None => untried.push(((line, lo, hi), values)),
        }
    }
    for (_, v) in &mut untried {
        v.sort_unstable();
    }
    if !untried.is_empty() {
        let sites: Vec<String> = untried
            .iter()
            .take(6)
            .map(|((line, lo, hi), values)| {
                let shown: Vec<String> = values.iter().take(4).map(i64::to_string).collect();
                let more = if values.len() > 4 { ", ..." } else { "" };
                format!("line {line} ({lo}..={hi}: {}{more})", shown.join(", "))
            })
            .collect();
        let more = if untried.len() > 6 {
            format!(" and {} more", untried.len() - 6)
        } else {
            String::new()
        };
        p.header.push(format!(
            "Not sure: no run tried these values of draws, so what they change may show as certain: {}{more}",
            sites.join("; ")
        ));
    }
    if !first.level.flags.is_empty() {
        p.header
            .push(format!("Flags: {}", first.level.flags.join(", ")));
    }
    for m in &first.level.messages {
        p.header.push(format!("Message: \"{m}\""));
    }
    // Terrain: certain where every run, the dice at their bounds too,
    // built the same and no dice drew it. The runs with the dice at a
    // bound: the bound runs, and the runs with chosen draws made from them.
    let bounds: Vec<_> = report
        .bound_runs
        .iter()
        .chain(&report.chosen_runs)
        .filter(|r| !r.failed && r.dice != crate::Dice::Seeded)
        .collect();
    let games: Vec<_> = runs.iter().chain(&chosen).copied().collect();
    let mut examples = Vec::new();
    for y in 0..ROWNO as i32 {
        for x in 0..COLNO as i32 {
            let s0 = first.level.square(x, y).copied().unwrap_or_default();
            let same = games.iter().chain(&bounds).all(|r| {
                r.level
                    .square(x, y)
                    .is_some_and(|s| !s.random && s.typ == s0.typ)
            });
            // Where the game may put something at random, or a plane's
            // moving clouds and bubbles.
            let maybe = games
                .iter()
                .chain(&bounds)
                .any(|r| r.level.square(x, y).is_some_and(|s| s.maybe))
                || (plane
                    && matches!(s0.typ, Terrain37::Air | Terrain37::Cloud | Terrain37::Water));
            // Lit when every run lit it (the light may be left to dice).
            let lit = games
                .iter()
                .all(|r| r.level.square(x, y).is_some_and(|s| s.lit));
            if same {
                if s0.typ != Terrain37::Stone {
                    p.put_terrain(x, y, terrain36(s0.typ), lit);
                    if maybe {
                        examples.push((x, y));
                    }
                }
            } else {
                p.put_random(x, y);
            }
        }
    }
    // The walls have their shapes already: each run gave them the game's
    // last wall pass, and marked random those the dice decide.
    for (x, y) in examples {
        p.put_example(x, y);
    }
    // Things.
    let file = src.name();
    let per_run: Vec<Vec<_>> = games.iter().map(|r| keyed(&r.level.records)).collect();
    let mut listed: Vec<(u32, &'static str, usize)> = Vec::new();
    for run in &per_run {
        for (key, rec) in run {
            if listed.contains(key) {
                continue;
            }
            listed.push(*key);
            if !shown(rec.kind) {
                continue;
            }
            let everywhere = per_run.iter().all(|other| {
                other.iter().any(|(k, r)| {
                    k == key
                        && r.at == rec.at
                        && r.what == rec.what
                        && r.random_kind == rec.random_kind
                })
            });
            let kind = rec.kind.to_ascii_uppercase();
            match rec.at {
                Some((x, y)) if everywhere && !rec.random_spot => {
                    let glyph = glyph(rec, &p, x, y);
                    // A door the game leaves in a secret door's square
                    // stays secret: it shows as its wall.
                    let secret = rec.kind == "door"
                        && rec.what != "secret"
                        && p.cell(x as usize, y as usize).and_then(|c| c.terrain)
                            == Some(Terrain::SDoor);
                    let what = if secret {
                        format!("{} (secret)", rec.what)
                    } else {
                        rec.what.clone()
                    };
                    p.marks.push(Mark {
                        x: x as u8,
                        y: y as u8,
                        glyph,
                        kind: mark_kind(rec.kind),
                        title: format!("{kind}: {what}, ({x}, {y}) — {file}:{}", rec.line),
                        maybe: false,
                    });
                }
                _ => {
                    let place = match rec.at {
                        Some((x, y)) if !rec.random_spot => format!(" at ({x}, {y}) in some runs"),
                        _ if rec.random_spot => " at a random spot".to_string(),
                        _ => String::new(),
                    };
                    let some = if per_run.iter().all(|o| o.iter().any(|(k, _)| k == key)) {
                        ""
                    } else {
                        " (only in some runs)"
                    };
                    p.random.push(format!(
                        "{kind}: {}{place}{some} — {file}:{}",
                        rec.what, rec.line
                    ));
                }
            }
        }
    }
    p.group_random_lines(Some(file));
    p
}

/// Whether a kind of record is a thing of the picture.
fn shown(kind: &str) -> bool {
    matches!(
        kind,
        "monster"
            | "object"
            | "trap"
            | "gold"
            | "engraving"
            | "stair"
            | "ladder"
            | "altar"
            | "door"
            | "grave"
            | "feature"
            | "drawbridge"
            | "room"
            | "region"
            | "mazewalk"
            | "random_corridors"
            | "corridor"
            | "hell_tweaks"
            | "gas_cloud"
            | "levregion"
            | "teleport_region"
            | "exclusion"
    )
}

fn mark_kind(kind: &str) -> &'static str {
    match kind {
        "monster" => "MONSTER",
        "object" => "OBJECT",
        "trap" => "TRAP",
        "gold" => "GOLD",
        "engraving" => "ENGRAVING",
        "stair" => "STAIR",
        "ladder" => "LADDER",
        "altar" => "ALTAR",
        "door" => "DOOR",
        "grave" => "GRAVE",
        "feature" => "FEATURE",
        "drawbridge" => "DRAWBRIDGE",
        _ => "REGION",
    }
}

fn glyph(rec: &Record, p: &LevelPreview, x: i32, y: i32) -> Glyph {
    let terrain = p
        .cell(x as usize, y as usize)
        .and_then(|c| c.glyph)
        .unwrap_or(Glyph::new(' ', Color(8)));
    match rec.kind {
        "monster" => match rec.symbol {
            // The name, without what follows it (`Angel, peaceful`).
            Some(s) if !rec.random_kind => {
                preview::monster_glyph(rec.what.split(", ").next().unwrap_or(&rec.what), s as u8)
            }
            Some(s) => Glyph::new(s, Color(7)),
            None => Glyph::new('@', Color(15)),
        },
        "object" => match rec.symbol {
            Some(s) if !rec.random_kind => {
                let name = rec.what.split(" of ").next().unwrap_or(&rec.what);
                preview::object_glyph(name.split(',').next().unwrap_or(name), s as u8)
            }
            Some(s) => Glyph::new(s, Color(7)),
            None => Glyph::new('*', Color(15)),
        },
        "trap" => preview::trap_glyph((!rec.random_kind).then_some(rec.what.as_str())),
        "gold" => Glyph::new('$', Color(11)),
        "stair" | "ladder" => Glyph::new(rec.symbol.unwrap_or('>'), terrain.color),
        "door"
            if p.cell(x as usize, y as usize).and_then(|c| c.terrain) == Some(Terrain::SDoor) =>
        {
            terrain
        }
        "door" => match rec.what.as_str() {
            "nodoor" | "broken" => Glyph::new('.', Color(7)),
            "secret" => terrain,
            "open" => {
                let horizontal_wall = p
                    .cell(x as usize - 1, y as usize)
                    .and_then(|c| c.wall())
                    .is_some();
                Glyph::new(if horizontal_wall { '|' } else { '-' }, Color(3))
            }
            _ => Glyph::new('+', Color(3)),
        },
        _ => terrain,
    }
}
