//! A small reader for the data subset of NetHack 3.7's `dungeon.lua`, only
//! for the layout tests: table constructors, strings, integers and
//! comments, turned into the `dgn_types` table the layout resolver takes
//! (with 3.7's defaults: a dungeon's chance is 100 unless given). It panics
//! on anything else; the real reader with its diagnostics is the
//! `nethack-3.7` target's. Shared by the layout tests and the benchmarks.
#![allow(dead_code)]

use dgn_core::dgn;
use dgn_core::types::{Alignment, Branch, BranchKind, Couple, Dungeon, Flags, SpecialLevel};

#[derive(Clone, Debug)]
pub enum Value {
    Str(String),
    Int(i64),
    Table(Vec<(Option<String>, Value)>),
}

impl Value {
    fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Table(t) => t
                .iter()
                .find(|(k, _)| k.as_deref() == Some(key))
                .map(|(_, v)| v),
            _ => None,
        }
    }
    fn items(&self) -> Vec<&Value> {
        match self {
            Value::Table(t) => t
                .iter()
                .filter(|(k, _)| k.is_none())
                .map(|(_, v)| v)
                .collect(),
            _ => Vec::new(),
        }
    }
    fn str(&self, key: &str) -> Option<&str> {
        match self.get(key)? {
            Value::Str(s) => Some(s),
            v => panic!("{key} is not a string: {v:?}"),
        }
    }
    fn int(&self, key: &str) -> Option<i64> {
        match self.get(key)? {
            Value::Int(n) => Some(*n),
            v => panic!("{key} is not an integer: {v:?}"),
        }
    }
}

struct P<'a> {
    s: &'a [u8],
    i: usize,
}

impl P<'_> {
    fn skip(&mut self) {
        loop {
            while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
                self.i += 1;
            }
            if self.s[self.i..].starts_with(b"--[[") {
                let end = find(&self.s[self.i..], b"]]").expect("closed comment");
                self.i += end + 2;
            } else if self.s[self.i..].starts_with(b"--") {
                while self.i < self.s.len() && self.s[self.i] != b'\n' {
                    self.i += 1;
                }
            } else {
                return;
            }
        }
    }
    fn peek(&mut self) -> u8 {
        self.skip();
        self.s.get(self.i).copied().unwrap_or(0)
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == c {
            self.i += 1;
            true
        } else {
            false
        }
    }
    fn name(&mut self) -> String {
        self.skip();
        let st = self.i;
        while self.i < self.s.len()
            && (self.s[self.i].is_ascii_alphanumeric() || self.s[self.i] == b'_')
        {
            self.i += 1;
        }
        assert!(self.i > st, "name expected at byte {st}");
        String::from_utf8(self.s[st..self.i].to_vec()).unwrap()
    }
    fn value(&mut self) -> Value {
        match self.peek() {
            b'{' => {
                self.i += 1;
                let mut t = Vec::new();
                while !self.eat(b'}') {
                    let c = self.peek();
                    let key = if c.is_ascii_alphabetic() || c == b'_' {
                        let save = self.i;
                        let n = self.name();
                        if self.eat(b'=') {
                            Some(n)
                        } else {
                            self.i = save;
                            None
                        }
                    } else {
                        None
                    };
                    t.push((key, self.value()));
                    if !self.eat(b',') {
                        self.eat(b';');
                    }
                }
                Value::Table(t)
            }
            q @ (b'"' | b'\'') => {
                self.i += 1;
                let st = self.i;
                while self.s[self.i] != q {
                    assert_ne!(self.s[self.i], b'\\', "escapes are not read here");
                    self.i += 1;
                }
                self.i += 1;
                Value::Str(String::from_utf8(self.s[st..self.i - 1].to_vec()).unwrap())
            }
            b'-' => {
                self.i += 1;
                match self.value() {
                    Value::Int(n) => Value::Int(-n),
                    v => panic!("minus before {v:?}"),
                }
            }
            c if c.is_ascii_digit() => {
                let st = self.i;
                while self.s[self.i].is_ascii_digit() {
                    self.i += 1;
                }
                Value::Int(
                    std::str::from_utf8(&self.s[st..self.i])
                        .unwrap()
                        .parse()
                        .unwrap(),
                )
            }
            c => panic!("unexpected {:?} at byte {}", c as char, self.i),
        }
    }
}

fn find(h: &[u8], n: &[u8]) -> Option<usize> {
    h.windows(n.len()).position(|w| w == n)
}

/// The value of the global `dungeon` in a data-only `dungeon.lua`.
pub fn parse(src: &[u8]) -> Value {
    let mut p = P { s: src, i: 0 };
    let n = p.name();
    assert_eq!(n, "dungeon", "only `dungeon = {{...}}` is read here");
    assert!(p.eat(b'='));
    let v = p.value();
    p.skip();
    assert_eq!(p.i, src.len(), "trailing text");
    v
}

fn leak<T>(v: Vec<T>) -> &'static [T] {
    Box::leak(v.into_boxed_slice())
}

fn text(s: &str) -> (&'static str, &'static [u8]) {
    let s: &'static str = Box::leak(s.to_owned().into_boxed_str());
    (s, s.as_bytes())
}

fn bones(v: &Value) -> u8 {
    v.str("bonetag")
        .map_or(0, |s| s.as_bytes().first().copied().unwrap_or(0))
}

fn align(v: &Value) -> Alignment {
    match v.str("alignment").unwrap_or("unaligned") {
        "unaligned" | "noalign" => Alignment::Unaligned,
        "lawful" => Alignment::Lawful,
        "neutral" => Alignment::Neutral,
        "chaotic" => Alignment::Chaotic,
        a => panic!("alignment {a}"),
    }
}

fn flags(v: &Value) -> Flags {
    let mut f = Flags {
        align: align(v),
        ..Flags::NONE
    };
    let names: Vec<String> = match v.get("flags") {
        None => Vec::new(),
        Some(Value::Str(s)) => vec![s.clone()],
        Some(t @ Value::Table(_)) => t
            .items()
            .into_iter()
            .map(|x| match x {
                Value::Str(s) => s.clone(),
                x => panic!("flag {x:?}"),
            })
            .collect(),
        Some(x) => panic!("flags {x:?}"),
    };
    for n in names {
        match n.as_str() {
            "town" => f.town = true,
            "hellish" => f.hellish = true,
            "mazelike" => f.mazelike = true,
            "roguelike" => f.roguelike = true,
            "unconnected" => f.unconnected = true,
            x => panic!("flag {x}"),
        }
    }
    f
}

fn couple(v: &Value) -> Couple {
    Couple {
        base: v.int("base").expect("base") as i16,
        rand: v.int("range").unwrap_or(0) as i16,
    }
}

/// The table of a data-only `dungeon.lua`, with NetHack 3.7's defaults.
pub fn table(src: &[u8]) -> &'static [Dungeon] {
    let v = parse(src);
    let mut out = Vec::new();
    for d in v.items() {
        let level_names: Vec<String> = d
            .get("levels")
            .map(|l| {
                l.items()
                    .iter()
                    .map(|x| x.str("name").unwrap().to_owned())
                    .collect()
            })
            .unwrap_or_default();
        let chain = |x: &Value| {
            x.str("chainlevel").map(|c| {
                level_names
                    .iter()
                    .position(|n| n == c)
                    .unwrap_or_else(|| panic!("chain to {c} outside its dungeon"))
            })
        };
        let levels = d
            .get("levels")
            .map(|l| {
                l.items()
                    .into_iter()
                    .map(|x| {
                        let (name, name_bytes) = text(x.str("name").unwrap());
                        SpecialLevel {
                            name,
                            name_bytes,
                            bones: bones(x),
                            place: couple(x),
                            chance: x.int("chance").unwrap_or(100) as i32,
                            rndlevs: x.int("nlevels").unwrap_or(0) as i32,
                            chain: chain(x),
                            flags: flags(x),
                        }
                    })
                    .collect()
            })
            .unwrap_or_default();
        let branches = d
            .get("branches")
            .map(|l| {
                l.items()
                    .into_iter()
                    .map(|x| {
                        let (dest, dest_bytes) = text(x.str("name").unwrap());
                        Branch {
                            dest,
                            dest_bytes,
                            place: couple(x),
                            chain: chain(x),
                            kind: match x.str("branchtype").unwrap_or("stair") {
                                "stair" => BranchKind::Stair,
                                "portal" => BranchKind::Portal,
                                "no_up" => BranchKind::NoUp,
                                "no_down" => BranchKind::NoDown,
                                t => panic!("branchtype {t}"),
                            },
                            up: match x.str("direction").unwrap_or("down") {
                                "up" => true,
                                "down" => false,
                                t => panic!("direction {t}"),
                            },
                        }
                    })
                    .collect()
            })
            .unwrap_or_default();
        let (name, name_bytes) = text(d.str("name").unwrap());
        let (protofile, protofile_bytes) = text(d.str("protofile").unwrap_or(""));
        out.push(Dungeon {
            name,
            name_bytes,
            protofile,
            protofile_bytes,
            bones: bones(d),
            depth: couple(d),
            flags: flags(d),
            chance: d.int("chance").unwrap_or(100) as i32,
            entry: d.int("entry").unwrap_or(0) as i32,
            levels: leak(levels),
            branches: leak(branches),
        });
    }
    leak(out)
}

/// The `dungeon.def` model of a `dungeon.lua` table (for the proof), and
/// the dungeons flagged `unconnected`, which that model cannot hold.
pub fn model(t: &[dgn_core::types::Dungeon]) -> (dgn::model::DungeonFile, Vec<usize>) {
    let flags = |f: dgn_core::types::Flags| dgn::model::Flags {
        town: f.town,
        hellish: f.hellish,
        mazelike: f.mazelike,
        roguelike: f.roguelike,
        align: dgn::model::Alignment(f.align.bits()),
    };
    let file = dgn::model::DungeonFile {
        dungeons: t
            .iter()
            .map(|d| dgn::model::Dungeon {
                name: d.name_bytes.to_vec(),
                protofile: d.protofile_bytes.to_vec(),
                bones: d.bones,
                depth: couple_of(d.depth.base, d.depth.rand),
                flags: flags(d.flags),
                chance: d.chance,
                entry: d.entry,
                levels: d
                    .levels
                    .iter()
                    .map(|l| dgn::model::SpecialLevel {
                        name: l.name_bytes.to_vec(),
                        bones: l.bones,
                        place: couple_of(l.place.base, l.place.rand),
                        chance: l.chance,
                        rndlevs: l.rndlevs,
                        chain: l.chain,
                        flags: flags(l.flags),
                    })
                    .collect(),
                branches: d
                    .branches
                    .iter()
                    .map(|b| dgn::model::Branch {
                        dest: b.dest_bytes.to_vec(),
                        place: couple_of(b.place.base, b.place.rand),
                        chain: b.chain,
                        kind: match b.kind {
                            dgn_core::types::BranchKind::Stair => dgn::model::BranchKind::Stair,
                            dgn_core::types::BranchKind::NoUp => dgn::model::BranchKind::NoUp,
                            dgn_core::types::BranchKind::NoDown => dgn::model::BranchKind::NoDown,
                            dgn_core::types::BranchKind::Portal => dgn::model::BranchKind::Portal,
                        },
                        up: b.up,
                    })
                    .collect(),
            })
            .collect(),
    };
    let unconnected = (0..t.len()).filter(|&i| t[i].flags.unconnected).collect();
    (file, unconnected)
}

fn couple_of(base: i16, rand: i16) -> dgn::model::Couple {
    dgn::model::Couple { base, rand }
}
