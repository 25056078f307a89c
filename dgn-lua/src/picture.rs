//! The picture of a level file from its runs: a square whose terrain every
//! run built the same (and no dice drew) is certain; a thing every run put
//! at the same spot from the same call is drawn there; the rest is drawn as
//! random or listed, one line for what one source line places of one kind
//! over the runs (more lines that read alike gathered into one).

use crate::level::{Record, Terrain37, COLNO, ROWNO};
use crate::LuaLevelReport;
use dgn_core::lev::model::Terrain;
use dgn_core::preview::{self, Color, Glyph, LevelPreview, Mark};
use dgn_core::SourceFile;
use std::collections::{BTreeSet, HashMap, HashSet};

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
fn keyed(records: &[Record]) -> Vec<(Key, &Record)> {
    let mut seen: HashMap<(u32, &'static str), usize> = HashMap::new();
    records
        .iter()
        .map(|r| {
            let n = seen.entry((r.line, r.kind)).or_default();
            let key = (r.line, r.kind, *n);
            *n += 1;
            (key, r)
        })
        .collect()
}

/// A record's identity across runs (see [`keyed`]).
type Key = (u32, &'static str, usize);

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
    // Things: what every run put at the same spot from the same call is
    // drawn there; the rest is listed, one line for what a source line
    // places of one kind.
    let file = src.name();
    let per_run: Vec<Vec<_>> = games.iter().map(|r| keyed(&r.level.records)).collect();
    let by_key: Vec<HashMap<Key, &Record>> = per_run
        .iter()
        .map(|run| run.iter().map(|(k, r)| (*k, *r)).collect())
        .collect();
    let mut listed: HashSet<Key> = HashSet::new();
    let mut marked: HashSet<Key> = HashSet::new();
    for run in &per_run {
        for (key, rec) in run {
            if !listed.insert(*key) || !shown(rec.kind) || rec.random_spot {
                continue;
            }
            let Some((x, y)) = rec.at else { continue };
            let everywhere = by_key.iter().all(|other| {
                other.get(key).is_some_and(|r| {
                    r.at == rec.at && r.what == rec.what && r.random_kind == rec.random_kind
                })
            });
            if everywhere {
                marked.insert(*key);
                let kind = rec.kind.to_ascii_uppercase();
                let glyph = glyph(rec, &p, x, y);
                // A door the game leaves in a secret door's square stays
                // secret: it shows as its wall.
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
        }
    }
    let mut groups: Vec<Group> = Vec::new();
    let mut group_of: HashMap<(u32, &'static str), usize> = HashMap::new();
    for (i, run) in per_run.iter().enumerate() {
        for (key, rec) in run {
            if !shown(rec.kind) || marked.contains(key) {
                continue;
            }
            let g = *group_of.entry((rec.line, rec.kind)).or_insert_with(|| {
                groups.push(Group {
                    kind: rec.kind,
                    lines: vec![rec.line],
                    whats: Vec::new(),
                    known: HashSet::new(),
                    spots: BTreeSet::new(),
                    run_spots: vec![BTreeSet::new(); per_run.len()],
                    random_spot: false,
                    counts: vec![0; per_run.len()],
                    every: false,
                });
                groups.len() - 1
            });
            let g = &mut groups[g];
            g.add_what(&rec.what);
            match rec.at {
                _ if rec.random_spot => g.random_spot = true,
                Some(at) => {
                    g.spots.insert(at);
                    g.run_spots[i].insert(at);
                }
                None => {}
            }
            g.counts[i] += 1;
        }
    }
    for g in &mut groups {
        g.every = g.counts.iter().all(|&n| n > 0);
    }
    p.random.extend(merge(groups).iter().map(|g| g.line(file)));
    p
}

/// What one source line (or several, gathered) places of one kind, over
/// the runs.
struct Group<'a> {
    /// The `des.*` function.
    kind: &'static str,
    /// The source lines, in the order met.
    lines: Vec<u32>,
    /// What it placed, each once, in the order met.
    whats: Vec<&'a str>,
    /// The same, to look up.
    known: HashSet<&'a str>,
    /// The fixed spots it placed things at.
    spots: BTreeSet<(i32, i32)>,
    /// The fixed spots of each run.
    run_spots: Vec<BTreeSet<(i32, i32)>>,
    /// Whether it placed something at a spot the dice drew.
    random_spot: bool,
    /// How many it placed in each run.
    counts: Vec<usize>,
    /// Whether each of its lines placed something in every run.
    every: bool,
}

impl<'a> Group<'a> {
    /// Notes a thing it placed.
    fn add_what(&mut self, what: &'a str) {
        if self.known.insert(what) {
            self.whats.push(what);
        }
    }

    /// Whether `other` reads as more of the same: same kind, both in every
    /// run or both in some runs only, and either the same things both at
    /// random spots or both with no spot (wherever their lines are), or
    /// both at fixed spots when `next` (the two are neighbours in the
    /// list, as the rows of a storeroom) with the same things, or things
    /// drawn anew at each spot by statements on following lines (a throne
    /// room's court).
    fn joins(&self, other: &Group, next: bool) -> bool {
        let same_what = what_summary(&self.whats) == what_summary(&other.whats);
        let fixed = !self.spots.is_empty() && !other.spots.is_empty();
        let following = other.lines.first().copied()
            == self.lines.last().map(|l| l.saturating_add(1))
            && self.whats.len() > 1
            && other.whats.len() > 1;
        self.kind == other.kind
            && self.random_spot == other.random_spot
            && self.every == other.every
            && (same_what && self.spots.is_empty() && other.spots.is_empty()
                || next && fixed && (same_what || following))
    }

    /// The line of the random list.
    fn line(&self, file: &str) -> String {
        let present: Vec<usize> = self.counts.iter().copied().filter(|&n| n > 0).collect();
        let lo = present.iter().copied().min().unwrap_or(0);
        let hi = present.iter().copied().max().unwrap_or(0);
        let many = match (lo, hi) {
            (_, 0 | 1) => String::new(),
            (lo, hi) if lo == hi => format!("{lo} × "),
            (lo, hi) => format!("{lo} to {hi} × "),
        };
        let fill = if hi <= 1 {
            Fill::One
        } else if self.run_spots.iter().all(|s| s.len() == self.spots.len()) {
            Fill::All
        } else {
            Fill::Some
        };
        let spots: Vec<(i32, i32)> = self.spots.iter().copied().collect();
        let fixed = spots_summary(&spots, fill);
        let place = match (self.random_spot, fixed) {
            (true, Some(f)) => format!(" at a random spot or {f}"),
            (true, None) => " at a random spot".to_string(),
            (false, Some(f)) => format!(" {f}"),
            (false, None) => String::new(),
        };
        let often = if present.len() == self.counts.len() {
            ""
        } else {
            ", in some runs"
        };
        let mut lines = self.lines.clone();
        lines.sort_unstable();
        lines.dedup();
        format!(
            "{many}{}: {}{place}{often} — {file}:{}",
            self.kind.to_ascii_uppercase(),
            what_summary(&self.whats),
            preview::line_list(&lines)
        )
    }
}

/// Gathers groups that read as more of the same into one line; in the
/// order of their source lines.
fn merge(mut groups: Vec<Group<'_>>) -> Vec<Group<'_>> {
    groups.sort_by_key(|g| g.lines.first().copied());
    let mut out: Vec<Group> = Vec::new();
    for g in groups {
        let last = out.len().checked_sub(1);
        let into = (0..out.len()).find(|&i| out[i].joins(&g, Some(i) == last));
        match into {
            Some(i) => {
                let m = &mut out[i];
                m.lines.extend(g.lines);
                for w in g.whats {
                    m.add_what(w);
                }
                m.spots.extend(g.spots);
                for (a, b) in m.run_spots.iter_mut().zip(g.run_spots) {
                    a.extend(b);
                }
                for (a, b) in m.counts.iter_mut().zip(g.counts) {
                    *a += b;
                }
            }
            None => out.push(g),
        }
    }
    out
}

/// What a group placed, in a few words: one thing as it is; things that
/// differ in one part as that part's choices (`random '*', '[' or ')'
/// object`), numbers and sizes as their ranges when there are many (`600
/// to 899 gold pieces`, `3 to 9 wide, 2 to 5 high`); at most four choices,
/// else three and how many in all.
fn what_summary(whats: &[&str]) -> String {
    match whats {
        [] => return String::new(),
        [one] => return one.to_string(),
        _ => {}
    }
    let words: Vec<Vec<&str>> = whats.iter().map(|w| w.split(' ').collect()).collect();
    let shortest = words.iter().map(Vec::len).min().unwrap_or(0);
    let w0 = &words[0];
    let mut head = 0;
    while head < shortest && words.iter().all(|w| w[head] == w0[head]) {
        head += 1;
    }
    let mut tail = 0;
    while tail < shortest - head
        && words
            .iter()
            .all(|w| w[w.len() - 1 - tail] == w0[w0.len() - 1 - tail])
    {
        tail += 1;
    }
    let (prefix, suffix, middles): (String, String, Vec<String>) =
        if words.iter().all(|w| w.len() > head + tail) {
            (
                w0[..head].iter().map(|w| format!("{w} ")).collect(),
                w0[w0.len() - tail..]
                    .iter()
                    .map(|w| format!(" {w}"))
                    .collect(),
                words
                    .iter()
                    .map(|w| w[head..w.len() - tail].join(" "))
                    .collect(),
            )
        } else {
            (
                String::new(),
                String::new(),
                whats.iter().map(|w| w.to_string()).collect(),
            )
        };
    let numbers: Option<Vec<i64>> = middles.iter().map(|m| m.parse().ok()).collect();
    let sizes: Option<Vec<(i64, i64)>> = middles
        .iter()
        .map(|m| {
            let (w, h) = m.split_once('×')?;
            Some((w.parse().ok()?, h.parse().ok()?))
        })
        .collect();
    let range = |v: &mut dyn Iterator<Item = i64>| {
        let v: Vec<i64> = v.collect();
        let (lo, hi) = (v.iter().min(), v.iter().max());
        match (lo, hi) {
            (Some(lo), Some(hi)) if lo < hi => format!("{lo} to {hi}"),
            (Some(lo), _) => lo.to_string(),
            _ => String::new(),
        }
    };
    let choices = match (numbers, sizes) {
        (Some(n), _) if n.len() > 4 => range(&mut n.into_iter()),
        (_, Some(s)) if s.len() > 4 => format!(
            "{} wide, {} high",
            range(&mut s.iter().map(|s| s.0)),
            range(&mut s.iter().map(|s| s.1))
        ),
        _ if middles.len() <= 4 => {
            let (last, rest) = middles.split_last().expect("two or more");
            format!("{} or {last}", rest.join(", "))
        }
        _ => format!(
            "{}, ... ({} in all)",
            middles[..3].join(", "),
            middles.len()
        ),
    };
    format!("{prefix}{choices}{suffix}")
}

/// How a group's things fill its fixed spots in each run.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fill {
    /// One thing, at one of them.
    One,
    /// Several things, on every spot in every run.
    All,
    /// Several things, on some of them.
    Some,
}

/// Where a group's fixed spots are: the spot, a few spots (`or` between
/// them unless every run fills them all), or the area they cover (`in the
/// area (x1, y1)..(x2, y2)` when they fill it, else how many spots in it).
fn spots_summary(spots: &[(i32, i32)], fill: Fill) -> Option<String> {
    let show = |&(x, y): &(i32, i32)| format!("({x}, {y})");
    let x1 = spots.iter().map(|s| s.0).min()?;
    let x2 = spots.iter().map(|s| s.0).max()?;
    let y1 = spots.iter().map(|s| s.1).min()?;
    let y2 = spots.iter().map(|s| s.1).max()?;
    let area = (x2 - x1 + 1) as usize * (y2 - y1 + 1) as usize;
    let n = spots.len();
    Some(match spots {
        [s] => format!("at {}", show(s)),
        _ if n <= 4 && (n < 4 || area > n) => {
            // In reading order.
            let mut sorted = spots.to_vec();
            sorted.sort_unstable_by_key(|&(x, y)| (y, x));
            let shown: Vec<String> = sorted.iter().map(show).collect();
            let (last, rest) = shown.split_last().expect("two or more");
            let and = if fill == Fill::All { "and" } else { "or" };
            format!("at {} {and} {last}", rest.join(", "))
        }
        _ => {
            let a = format!("the area ({x1}, {y1})..({x2}, {y2})");
            match (fill, area == n) {
                (Fill::One, true) => format!("at one spot of {a}"),
                (Fill::One, false) => format!("at one of {n} spots in {a}"),
                (_, true) => format!("in {a}"),
                (Fill::All, false) => format!("at {n} spots in {a}"),
                (Fill::Some, false) => format!("among {n} spots in {a}"),
            }
        }
    })
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
