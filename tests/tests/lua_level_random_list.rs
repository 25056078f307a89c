//! The "Random" list of a NetHack 3.7 level's picture: what one source
//! line places of one kind is one line of the list (how many per run, what,
//! where as a spot, a few spots or an area, and whether every run places
//! it), however many things a loop or a chance makes of it.

use dgn_core::preview::LevelPreview;
use dgn_core::{to_lua, SourceFile, Target};
use dgn_lua::{preview, LuaLevelOptions};
use dgn_tests::corpus_set;
use dgn_tests::lua_level::{HEAD, ROOM};
use std::path::PathBuf;

fn picture(code: &str) -> LevelPreview {
    let src = SourceFile::new("t.lua", code.as_bytes().to_vec());
    preview(&src, &LuaLevelOptions::default())
        .unwrap_or_else(|e| panic!("{:#?}", e.iter().map(|d| d.short(&src)).collect::<Vec<_>>()))
}

/// The random list of a script on the 5 × 2 room (its lines 1 to 3 are
/// the head and the map; the body starts on line 8).
fn random(body: &str) -> Vec<String> {
    picture(&format!("{HEAD}{ROOM}{body}")).random
}

// A loop over the floor: one line with the count, the amounts seen over
// the runs (the runs with chosen draws try the lowest and highest of
// `nh.rn2(50)`) and the area.
#[test]
fn a_loop_over_an_area_is_one_line() {
    assert_eq!(
        random(
            "for x = 1, 5 do\n\
             for y = 1, 2 do\n\
             des.gold({ x = x, y = y, amount = 100 + nh.rn2(50) })\n\
             end\n\
             end\n"
        ),
        ["10 × GOLD: 100 to 149 gold pieces in the area (2, 4)..(6, 5) — t.lua:10"]
    );
}

// A loop of a drawn length: the counts over the runs.
#[test]
fn a_loop_of_drawn_length_gives_the_range_of_counts() {
    assert_eq!(
        random("for i = 1, math.random(2, 4) do\n   des.monster(\"gnome\")\nend\n"),
        ["2 to 4 × MONSTER: gnome at a random spot — t.lua:9"]
    );
}

// A chance: at a fixed spot, in some runs only (not "at (3, 4) in some
// runs (only in some runs)").
#[test]
fn a_chance_says_in_some_runs_once() {
    assert_eq!(
        random("if percent(50) then\n   des.object(\"boulder\", 2, 1)\nend\n"),
        ["OBJECT: boulder at (3, 4), in some runs — t.lua:9"]
    );
}

// A trap of a drawn kind on some squares of a loop: the kinds seen, and
// the squares among the area's.
#[test]
fn things_on_some_squares_of_a_loop_are_counted_among_the_area() {
    let list = random(
        "for x = 1, 5 do\n\
         if nh.rn2(3) == 0 then\n\
         des.trap(nh.rn2(2) == 0 and \"land mine\" or \"spiked pit\", x, 1)\n\
         end\n\
         end\n",
    );
    assert_eq!(list.len(), 1, "{list:?}");
    let line = &list[0];
    assert!(line.contains(" × TRAP: "), "{line}");
    assert!(
        line.contains("land mine or spiked pit") || line.contains("spiked pit or land mine"),
        "{line}"
    );
    assert!(line.ends_with(" — t.lua:10"), "{line}");
}

// Statements on following lines that each put one thing of a shuffled
// class at their own spot (the castle's storerooms): one line, with the
// classes seen and the area the spots fill.
#[test]
fn a_storeroom_written_out_square_by_square_is_one_line() {
    let list = random(
        "local class = { \"*\", \"[\" }\n\
         shuffle(class)\n\
         des.object(class[1], 1, 1)\n\
         des.object(class[1], 2, 1)\n\
         des.object(class[1], 1, 2)\n\
         des.object(class[1], 2, 2)\n",
    );
    assert_eq!(list.len(), 1, "{list:?}");
    let line = &list[0];
    assert!(line.starts_with("4 × OBJECT: random '"), "{line}");
    assert!(
        line.ends_with(" object in the area (2, 4)..(3, 5) — t.lua:10-13"),
        "{line}"
    );
}

// One thing at one of several spots, drawn each run.
#[test]
fn one_thing_at_one_of_a_few_spots() {
    assert_eq!(
        random(
            "local places = { { 1, 1 }, { 5, 2 } }\n\
             local p = places[math.random(1, 2)]\n\
             des.object(\"ruby\", p[1], p[2])\n"
        ),
        ["OBJECT: ruby at (2, 4) or (6, 5) — t.lua:10"]
    );
}

// Scattered spots (gold of a drawn amount, so listed): "at 5 spots" when
// every run fills them all, "among 5 spots" when a chance leaves some
// empty.
#[test]
fn scattered_spots_are_counted_in_their_area() {
    let spots = "local spots = { { 1, 1 }, { 3, 1 }, { 5, 1 }, { 2, 2 }, { 4, 2 } }\n";
    assert_eq!(
        random(&format!(
            "{spots}for _, s in ipairs(spots) do\n   des.gold({{ amount = 10 + nh.rn2(5), x = s[1], y = s[2] }})\nend\n"
        )),
        ["5 × GOLD: 10 to 14 gold pieces at 5 spots in the area (2, 4)..(6, 5) — t.lua:10"]
    );
    let list = random(&format!(
        "{spots}for _, s in ipairs(spots) do\n   if percent(50) then\n      des.gold({{ amount = 10 + nh.rn2(5), x = s[1], y = s[2] }})\n   end\nend\n"
    ));
    assert_eq!(list.len(), 1, "{list:?}");
    assert!(
        list[0].contains(" × GOLD: 10 to 14 gold pieces among 5 spots in the area (2, 4)..(6, 5)")
            && list[0].ends_with(" — t.lua:11"),
        "{}",
        list[0]
    );
}

// A loop that places thousands of things: listed in one line, without
// comparing every thing with every other (that took about a minute here).
#[test]
fn thousands_of_things_are_grouped_in_good_time() {
    let start = std::time::Instant::now();
    assert_eq!(
        random(
            "for i = 1, 6000 do\n\
             des.gold({ amount = nh.rn2(100), x = 1 + i % 5, y = 1 + i % 2 })\n\
             des.object({ id = \"boulder\", x = 1 + i % 5, y = 1 + i % 2 })\n\
             end\n"
        ),
        ["6000 × GOLD: 0 to 99 gold pieces in the area (2, 4)..(6, 5) — t.lua:9"]
    );
    let took = start.elapsed().as_secs();
    assert!(took < 30, "{took} s");
}

/// The parts of a line of the list: its kind and its source lines.
fn kind_and_lines(entry: &str) -> (String, Vec<u32>) {
    let (what, place) = entry
        .rsplit_once(" — ")
        .expect("a line ends with its source");
    let what = what.split_once(" × ").map_or(what, |(_, w)| w);
    let kind = what.split_once(':').expect("KIND: what").0.to_string();
    let lines = place.rsplit_once(':').expect("file:lines").1;
    let mut out = Vec::new();
    for part in lines.split(',') {
        match part.split_once('-') {
            Some((a, b)) => out.extend(a.parse::<u32>().unwrap()..=b.parse::<u32>().unwrap()),
            None => out.push(part.parse().unwrap()),
        }
    }
    (kind, out)
}

/// Source lines with more than one line of one kind in a random list.
fn repeated(list: &[String]) -> Vec<(String, u32)> {
    let mut seen: Vec<(String, u32)> = Vec::new();
    let mut twice = Vec::new();
    for entry in list {
        let (kind, lines) = kind_and_lines(entry);
        for l in lines {
            let key = (kind.clone(), l);
            if seen.contains(&key) {
                twice.push(key);
            } else {
                seen.push(key);
            }
        }
    }
    twice
}

/// Previews of level files on two threads: (name, random list).
fn random_lists(files: Vec<SourceFile>) -> Vec<(String, Vec<String>)> {
    let opts = LuaLevelOptions::default();
    let half = files.len().div_ceil(2).max(1);
    std::thread::scope(|s| {
        let handles: Vec<_> = files
            .chunks(half)
            .map(|chunk| {
                let opts = &opts;
                s.spawn(move || {
                    chunk
                        .iter()
                        .map(|src| {
                            let p = preview(src, opts)
                                .unwrap_or_else(|e| panic!("{}: {} errors", src.name(), e.len()));
                            (src.name().to_string(), p.random)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a preview thread"))
            .collect()
    })
}

// Every level of NetHack 3.7: no source line gives two lines of one kind.
#[test]
fn no_37_level_lists_a_source_line_twice_for_one_kind() {
    let Some(dir) = corpus_set("nethack-3.7") else {
        return;
    };
    let not_levels = [
        "dungeon.lua",
        "nhcore.lua",
        "nhlib.lua",
        "quest.lua",
        "themerms.lua",
    ];
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir.join("dat"))
        .expect("the corpus set has a dat directory")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "lua"))
        .filter(|p| !not_levels.contains(&p.file_name().unwrap().to_str().unwrap()))
        .collect();
    paths.sort();
    assert!(paths.len() >= 120, "{} level files", paths.len());
    let files = paths
        .iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            SourceFile::new(name, std::fs::read(p).expect("readable"))
        })
        .collect();
    let mut bad = Vec::new();
    let mut longest = 0;
    for (name, list) in random_lists(files) {
        longest = longest.max(list.len());
        for (kind, line) in repeated(&list) {
            bad.push(format!("{name}:{line} lists {kind} more than once"));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    // The longest list (a Mines' town of optional shops) stays short.
    assert!(longest <= 40, "a random list of {longest} lines");
}

// The converted knox.des of NetHack 3.6.7: the treasury's gold and traps,
// placed square by square by one loop, are a line each (they were 60 and
// about 20 lines, one per square).
#[test]
fn the_converted_knox_lists_the_treasury_in_two_lines() {
    let Some(dir) = corpus_set("nethack-3.6.7") else {
        return;
    };
    let path = dir.join("dat/knox.des");
    let src = SourceFile::new("knox.des", std::fs::read(path).expect("readable"));
    let converted = to_lua::convert(&src, &Target::nethack_367(), &Default::default());
    let levels = converted.levels.expect("knox converts");
    let [knox] = levels.as_slice() else {
        panic!("one level")
    };
    let lua = SourceFile::new(knox.file_name(), knox.text.clone());
    let p = preview(&lua, &LuaLevelOptions::default()).expect("no errors");
    assert_eq!(
        p.random,
        [
            "REGION: unlit area — knox.lua:9",
            "LEVREGION: branch region — knox.lua:38",
            "TELEPORT_REGION: arrival region (up) — knox.lua:40",
            "TELEPORT_REGION: arrival region (down) — knox.lua:41",
            // `if percent(50)`: on the throne, or one row up.
            "MONSTER: Croesus at (46, 10) or (46, 11) — knox.lua:46,48",
            "60 × GOLD: 600 to 899 gold pieces in the area (24, 9)..(38, 12) — knox.lua:159",
            "11 to 27 × TRAP: spiked pit or land mine in the area (24, 9)..(38, 12) — knox.lua:161",
        ]
    );
}
