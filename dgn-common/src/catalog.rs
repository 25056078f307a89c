//! Monster and object catalogs of a target, and name resolution as lev_comp
//! does it.
//!
//! A level file names monsters and objects by their game names
//! (`"giant ant"`, `"long sword"`), optionally with a class character
//! (`'a'`, `')'`); the compiled file stores the index of the entry in the
//! game's monster or object table. A [`Catalog`] holds those tables for one
//! game build, together with the class symbol tables that map class
//! characters to class numbers.
//!
//! The catalogs of the built-in targets are built in ([`builtin`]): NetHack
//! 3.4.3 and 3.6.7, each as a Linux build with that release's default
//! settings compiles its tables, the `nle` package's NetHack (3.6.7's
//! tables without the `MAIL` option's entries), and the variants dgn knows
//! (each from the revision its `catalogs/NAME/catalog.txt` names). Other
//! builds supply their own with [`Catalog::parse`].
//!
//! # The catalog text format
//!
//! A catalog is UTF-8 text, one record per line. Lines are separated by
//! `\n` (a `\r` before it is ignored). A line that is empty, blank, or whose
//! first character is `#` is a comment. Every other line is a record: fields
//! separated by single TAB characters, the first field naming the kind of
//! record.
//!
//! | record | fields | meaning |
//! | --- | --- | --- |
//! | `monster-class` | NUMBER, SYMBOL | monster class NUMBER is shown as SYMBOL |
//! | `object-class` | NUMBER, SYMBOL | object class NUMBER is shown as SYMBOL |
//! | `monster` | INDEX, CLASS, NAME | monster INDEX belongs to monster class CLASS |
//! | `object` | INDEX, CLASS, NAME | object INDEX belongs to object class CLASS |
//! | `god` | ID, NAME | god ID (from 1, in order) is named NAME (notdNetHack's altars) |
//!
//! - NUMBER, INDEX and CLASS are decimal. Class numbers start at 1 (0 means
//!   "any class" to the game) and go up by one per `*-class` record, at most
//!   127 (the game keeps class numbers in a C `char`). Indices start at 0 and
//!   go up by one per record of the same kind: the table order is the file
//!   order. CLASS must be a class number declared somewhere in the file.
//! - SYMBOL is exactly one byte. NAME is one or more bytes. In both, `\\`
//!   stands for a backslash and `\xHH` (two hex digits) for any byte; no
//!   other escape exists. Write a space or a NUL symbol as `\x20` or `\x00`.
//! - An object NAME of a lone `-` means the entry has no name (a `NULL` name
//!   in the C tables, like the random scroll labels); such entries are never
//!   found by name. A real name `-` is written `\x2d`. Monsters always have
//!   a name.
//! - Several classes may share a symbol: a class character selects the
//!   lowest-numbered class that has it, as the game does.
//!
//! A small catalog (the fields below are separated by TABs, written `\t`):
//!
//! ```
//! use dgn_common::catalog::Catalog;
//!
//! let text = "# two monster classes, two object classes\n\
//!     monster-class\t1\ta\n\
//!     monster-class\t2\t\\x20\n\
//!     object-class\t1\t]\n\
//!     object-class\t2\t)\n\
//!     monster\t0\t1\tgiant ant\n\
//!     monster\t1\t2\tghost\n\
//!     object\t0\t1\tstrange object\n\
//!     object\t1\t2\tarrow\n\
//!     object\t2\t2\t-\n";
//! let cat = Catalog::parse(text).unwrap();
//! assert_eq!(cat.monster_id(b"ghost", Some(b' ')), Some(1));
//! assert_eq!(cat.object_id(b"arrow", Some(b')')), Some(1));
//! assert_eq!(cat.objects()[2].name, None);
//! ```
//!
//! # Name resolution
//!
//! [`Catalog::monster_id`] and [`Catalog::object_id`] return exactly the index
//! NetHack 3.4.3's lev_comp finds for a name; [`Catalog::resolve_monster`] and
//! [`Catalog::resolve_object`] add the case-insensitive second pass of 3.6.
//! The rules, which differ between monsters and objects:
//!
//! - Names are compared as C strings: byte for byte, case-sensitively, and
//!   only up to the first NUL byte of the name looked up. The first match in
//!   table order wins, so of two objects that share a name (the potion and
//!   the spellbook of `"healing"`) an unrestricted lookup finds the one with
//!   the lower index.
//! - The class is given as the byte the C code holds in a `char` (see
//!   [`class_arg`]); `None` and `Some(0)` mean "no class".
//! - Monsters: a class byte that is no class symbol makes the lookup fail,
//!   whatever the name. Otherwise only monsters of that class match.
//! - Objects: a class byte of 0x80 or more is negative as a C `char` and means
//!   "no class" (the lookup searches every object). A class byte that is no
//!   class symbol makes the lookup fail. Otherwise the search starts at the
//!   first object of the class's (last) run in the table and stops at the
//!   first object of another class.
//! - Objects without a name never match.
//! - 3.6 only: when no exact match exists, the same search is repeated with
//!   ASCII letters compared case-insensitively, and the first such match is
//!   returned (with [`Resolved::folded`] set, since lev_comp 3.6 then warns
//!   in verbose mode that the name matched another spelling).

use std::borrow::Cow;
use std::fmt;
use std::sync::{Arc, OnceLock};

use crate::diag::did_you_mean;
use crate::target::Dialect;

/// One monster of a catalog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Monster {
    /// The monster's name, as the game spells it.
    pub name: Cow<'static, [u8]>,
    /// Its monster class number (`mlet`), 1 or more.
    pub class: u8,
}

/// One object of a catalog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Object {
    /// The object's actual name, or `None` for entries without one.
    pub name: Option<Cow<'static, [u8]>>,
    /// Its object class number (`oc_class`), 1 or more.
    pub class: u8,
}

/// The outcome of a successful name lookup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resolved {
    /// Index of the entry in its table.
    pub index: usize,
    /// True when the name matched only ignoring ASCII case (3.6 only).
    pub folded: bool,
}

/// A catalog text that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogError {
    /// 1-based line number of the offending line.
    pub line: usize,
    /// What is wrong with it.
    pub message: String,
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for CatalogError {}

/// The monster and object tables of one game build, with their class
/// symbols.
///
/// Its `Debug` output gives only the table sizes, so that a structure holding
/// a catalog stays readable when printed.
///
/// The built-in catalogs are static data generated from their text
/// (`builtin_tables.rs`), so a compiler process parses no catalog text at
/// start-up; their entry tables are unpacked (names borrowed) only when
/// first used, so a level that names no monster or object never pays for
/// them. A parsed catalog owns its tables.
#[derive(Clone, Default)]
pub struct Catalog {
    /// Symbol of monster class `n` at `n - 1`.
    monster_classes: Cow<'static, [u8]>,
    /// Symbol of object class `n` at `n - 1`.
    object_classes: Cow<'static, [u8]>,
    /// Where `entries` come from on first use (built-in catalogs).
    packed: Option<&'static Packed>,
    entries: OnceLock<Entries>,
    /// God names by id from 1 (notdNetHack's; empty when the catalog has
    /// no `god` records).
    gods: Vec<Vec<u8>>,
}

/// The entry tables of a catalog.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Entries {
    monsters: Vec<Monster>,
    objects: Vec<Object>,
    /// Where the search of an object class starts, by class number (index 0
    /// unused): the first entry of the class's last run, 0 if it has none.
    object_bases: Vec<usize>,
}

impl PartialEq for Catalog {
    fn eq(&self, other: &Self) -> bool {
        self.monster_classes == other.monster_classes
            && self.object_classes == other.object_classes
            && self.gods == other.gods
            && (matches!((self.packed, other.packed), (Some(a), Some(b)) if std::ptr::eq(a, b))
                || self.entries() == other.entries())
    }
}

impl Eq for Catalog {}

impl fmt::Debug for Catalog {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Catalog")
            .field("monster_classes", &self.monster_classes.len())
            .field("object_classes", &self.object_classes.len())
            .field("monsters", &self.entries().monsters.len())
            .field("objects", &self.entries().objects.len())
            .finish()
    }
}

/// The most class numbers of one kind: the game keeps them in a C `char`.
const MAX_CLASS: usize = 127;

/// The class argument lev_comp passes for a C `int` value: its low byte, as
/// `(char) value` keeps it, with 0 meaning "no class".
///
/// The 3.4.3 grammar passes `random` as -11, a register `[n]` as `-n - 1`, and
/// an invalid class character as -1; all of them become bytes of 0x80 or more,
/// which no built-in class has as its symbol: monster lookups with them fail,
/// object lookups with them search every class.
pub fn class_arg(value: i64) -> Option<u8> {
    // Truncation to the low byte is the point: that is what a C cast to
    // `char` does.
    let byte = (value & 0xff) as u8;
    (byte != 0).then_some(byte)
}

impl Catalog {
    /// Reads a catalog in the text format described in the module docs.
    pub fn parse(text: &str) -> Result<Catalog, CatalogError> {
        let mut monster_classes: Vec<u8> = Vec::new();
        let mut object_classes: Vec<u8> = Vec::new();
        let mut monsters: Vec<Monster> = Vec::new();
        let mut objects: Vec<Object> = Vec::new();
        let mut gods: Vec<Vec<u8>> = Vec::new();
        // Class references are checked once every class is known.
        let mut monster_refs: Vec<(usize, u8)> = Vec::new();
        let mut object_refs: Vec<(usize, u8)> = Vec::new();
        for (i, raw) in text.split('\n').enumerate() {
            let line_no = i + 1;
            let err = |message: String| CatalogError {
                line: line_no,
                message,
            };
            let line = raw.strip_suffix('\r').unwrap_or(raw);
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let fields: Vec<&str> = line.split('\t').collect();
            let kind = fields.first().copied().unwrap_or("");
            let want = match kind {
                "monster-class" | "object-class" | "god" => 3,
                "monster" | "object" => 4,
                _ => {
                    return Err(err(format!(
                        "unknown record `{}`; expected `monster-class`, `object-class`, \
                         `monster`, `object` or `god` followed by TAB-separated fields",
                        kind.trim()
                    )));
                }
            };
            if fields.len() != want {
                return Err(err(format!(
                    "a `{kind}` record has {} TAB-separated fields, found {}",
                    want,
                    fields.len()
                )));
            }
            match kind {
                "god" => {
                    let id = parse_number(fields[1], "god id").map_err(&err)?;
                    if id != gods.len() + 1 {
                        return Err(err(format!(
                            "god id {id} out of order: the next god is {}",
                            gods.len() + 1
                        )));
                    }
                    let name = unescape(fields[2]).map_err(&err)?;
                    if name.is_empty() {
                        return Err(err("empty god name".into()));
                    }
                    gods.push(name);
                }
                "monster-class" | "object-class" => {
                    let classes = if kind == "monster-class" {
                        &mut monster_classes
                    } else {
                        &mut object_classes
                    };
                    let number = parse_number(fields[1], "class number").map_err(&err)?;
                    let expected = classes.len() + 1;
                    if number != expected {
                        return Err(err(format!(
                            "class number {number} out of order: the next {kind} is {expected}"
                        )));
                    }
                    if number > MAX_CLASS {
                        return Err(err(format!(
                            "too many classes: at most {MAX_CLASS} of each kind"
                        )));
                    }
                    let symbol = unescape(fields[2]).map_err(&err)?;
                    let [sym] = symbol[..] else {
                        return Err(err(format!(
                            "a class symbol is one byte, found {} bytes in `{}`",
                            symbol.len(),
                            fields[2]
                        )));
                    };
                    classes.push(sym);
                }
                _ => {
                    let is_monster = kind == "monster";
                    let count = if is_monster {
                        monsters.len()
                    } else {
                        objects.len()
                    };
                    let index = parse_number(fields[1], "index").map_err(&err)?;
                    if index != count {
                        return Err(err(format!(
                            "index {index} out of order: the next {kind} is {count}"
                        )));
                    }
                    let class = parse_number(fields[2], "class number").map_err(&err)?;
                    let class = match u8::try_from(class) {
                        Ok(c) if (1..=MAX_CLASS).contains(&usize::from(c)) => c,
                        _ => {
                            return Err(err(format!(
                                "class number {class} out of range 1..={MAX_CLASS}"
                            )));
                        }
                    };
                    let name = match fields[3] {
                        "" => {
                            return Err(err(format!(
                                "empty name{}",
                                if is_monster {
                                    ""
                                } else {
                                    " (write `-` for an object without a name)"
                                }
                            )));
                        }
                        "-" => None,
                        text => Some(unescape(text).map_err(&err)?),
                    };
                    if is_monster {
                        let Some(name) = name else {
                            return Err(err(
                                "a monster must have a name (`-` means none; write `\\x2d` \
                                 for a literal `-`)"
                                    .into(),
                            ));
                        };
                        monster_refs.push((line_no, class));
                        monsters.push(Monster {
                            name: Cow::Owned(name),
                            class,
                        });
                    } else {
                        object_refs.push((line_no, class));
                        objects.push(Object {
                            name: name.map(Cow::Owned),
                            class,
                        });
                    }
                }
            }
        }
        for (refs, classes, kind) in [
            (&monster_refs, &monster_classes, "monster"),
            (&object_refs, &object_classes, "object"),
        ] {
            if let Some(&(line, class)) =
                refs.iter().find(|&&(_, c)| usize::from(c) > classes.len())
            {
                return Err(CatalogError {
                    line,
                    message: format!(
                        "{kind} class {class} is not declared (the catalog has {} {kind} classes)",
                        classes.len()
                    ),
                });
            }
        }
        // As the C tool's start-up does: each class's search starts where its
        // last run of entries begins.
        let mut object_bases = vec![0; object_classes.len() + 1];
        let mut prev = None;
        for (i, o) in objects.iter().enumerate() {
            if prev != Some(o.class) {
                if let Some(base) = object_bases.get_mut(usize::from(o.class)) {
                    *base = i;
                }
                prev = Some(o.class);
            }
        }
        Ok(Catalog {
            monster_classes: Cow::Owned(monster_classes),
            object_classes: Cow::Owned(object_classes),
            packed: None,
            entries: OnceLock::from(Entries {
                monsters,
                objects,
                object_bases,
            }),
            gods,
        })
    }

    /// The entry tables, unpacked on first use for a built-in catalog.
    fn entries(&self) -> &Entries {
        self.entries.get_or_init(|| match self.packed {
            Some(p) => p.entries(),
            None => Entries::default(),
        })
    }

    /// God names by id (the name of god `id` at `id - 1`); empty when the
    /// catalog has no `god` records.
    pub fn gods(&self) -> &[Vec<u8>] {
        &self.gods
    }

    /// The monster table, in index order.
    pub fn monsters(&self) -> &[Monster] {
        &self.entries().monsters
    }

    /// The object table, in index order.
    pub fn objects(&self) -> &[Object] {
        &self.entries().objects
    }

    /// Monster `index`, if there is one.
    pub fn monster(&self, index: usize) -> Option<&Monster> {
        self.entries().monsters.get(index)
    }

    /// Object `index`, if there is one.
    pub fn object(&self, index: usize) -> Option<&Object> {
        self.entries().objects.get(index)
    }

    /// Number of monster classes (class numbers run from 1 to this).
    pub fn monster_class_count(&self) -> usize {
        self.monster_classes.len()
    }

    /// Number of object classes (class numbers run from 1 to this).
    pub fn object_class_count(&self) -> usize {
        self.object_classes.len()
    }

    /// The monster class a class character stands for: the lowest-numbered
    /// class with that symbol, as the game's `def_char_to_monclass`.
    /// `None` where lev_comp says the character is no monster class.
    ///
    /// In the built-in catalogs the NUL byte names the unused class 35.
    pub fn monster_class(&self, symbol: u8) -> Option<u8> {
        class_of(&self.monster_classes, symbol)
    }

    /// The object class a class character stands for (`def_char_to_objclass`).
    /// `None` where lev_comp says the character is no object class.
    pub fn object_class(&self, symbol: u8) -> Option<u8> {
        class_of(&self.object_classes, symbol)
    }

    /// The symbol of monster class `class`.
    pub fn monster_class_symbol(&self, class: u8) -> Option<u8> {
        symbol_of(&self.monster_classes, class)
    }

    /// The symbol of object class `class`.
    pub fn object_class_symbol(&self, class: u8) -> Option<u8> {
        symbol_of(&self.object_classes, class)
    }

    /// The class symbol of monster `index` (3.6 stores it beside the index
    /// when a monster is named without a class).
    pub fn monster_symbol(&self, index: usize) -> Option<u8> {
        self.monster_class_symbol(self.entries().monsters.get(index)?.class)
    }

    /// The class symbol of object `index`.
    pub fn object_symbol(&self, index: usize) -> Option<u8> {
        self.object_class_symbol(self.entries().objects.get(index)?.class)
    }

    /// The index NetHack 3.4.3's lev_comp finds for monster `name` with class
    /// argument `class` (exact match only); `None` where it reports failure.
    pub fn monster_id(&self, name: &[u8], class: Option<u8>) -> Option<usize> {
        let name = c_str(name);
        let monsters = &self.entries().monsters;
        self.monster_search(class)?
            .find(|&i| monsters[i].name == name)
    }

    /// The index NetHack 3.4.3's lev_comp finds for object `name` with class
    /// argument `class` (exact match only); `None` where it reports failure.
    pub fn object_id(&self, name: &[u8], class: Option<u8>) -> Option<usize> {
        let mut search = self.object_search(class)?;
        let name = c_str(name);
        let objects = &self.entries().objects;
        search.find(|&i| objects[i].name.as_deref() == Some(name))
    }

    /// Monster lookup as the given dialect's lev_comp does it: exact, and for
    /// [`Dialect::V36`] then ignoring ASCII case.
    pub fn resolve_monster(
        &self,
        name: &[u8],
        class: Option<u8>,
        dialect: Dialect,
    ) -> Option<Resolved> {
        if let Some(index) = self.monster_id(name, class) {
            return Some(Resolved {
                index,
                folded: false,
            });
        }
        if dialect == Dialect::V343 {
            return None;
        }
        let name = c_str(name);
        let monsters = &self.entries().monsters;
        let index = self
            .monster_search(class)?
            .find(|&i| monsters[i].name.eq_ignore_ascii_case(name))?;
        Some(Resolved {
            index,
            folded: true,
        })
    }

    /// Object lookup as the given dialect's lev_comp does it: exact, and for
    /// [`Dialect::V36`] then ignoring ASCII case.
    pub fn resolve_object(
        &self,
        name: &[u8],
        class: Option<u8>,
        dialect: Dialect,
    ) -> Option<Resolved> {
        if let Some(index) = self.object_id(name, class) {
            return Some(Resolved {
                index,
                folded: false,
            });
        }
        if dialect == Dialect::V343 {
            return None;
        }
        let name = c_str(name);
        let objects = &self.entries().objects;
        let index = self.object_search(class)?.find(|&i| {
            objects[i]
                .name
                .as_deref()
                .is_some_and(|n| n.eq_ignore_ascii_case(name))
        })?;
        Some(Resolved {
            index,
            folded: true,
        })
    }

    /// The monster name nearest to `name` among those a lookup with `class`
    /// searches, when one is close enough to be a likely misspelling.
    pub fn suggest_monster(&self, name: &[u8], class: Option<u8>) -> Option<&str> {
        let monsters = &self.entries().monsters;
        let candidates = self
            .monster_search(class)?
            .filter_map(|i| std::str::from_utf8(&monsters[i].name).ok());
        did_you_mean(&String::from_utf8_lossy(c_str(name)), candidates)
    }

    /// The object name nearest to `name` among those a lookup with `class`
    /// searches, when one is close enough to be a likely misspelling.
    pub fn suggest_object(&self, name: &[u8], class: Option<u8>) -> Option<&str> {
        let objects = &self.entries().objects;
        let candidates = self
            .object_search(class)?
            .filter_map(|i| objects[i].name.as_deref())
            .filter_map(|n| std::str::from_utf8(n).ok());
        did_you_mean(&String::from_utf8_lossy(c_str(name)), candidates)
    }

    /// The monster indices a lookup with `class` searches, in order; `None`
    /// when the class argument makes every lookup fail.
    fn monster_search(&self, class: Option<u8>) -> Option<impl Iterator<Item = usize> + '_> {
        let wanted = match class {
            None | Some(0) => None,
            Some(sym) => Some(self.monster_class(sym)?),
        };
        Some(
            self.entries()
                .monsters
                .iter()
                .enumerate()
                .filter(move |(_, m)| wanted.is_none_or(|c| m.class == c))
                .map(|(i, _)| i),
        )
    }

    /// The object indices a lookup with `class` searches, in order; `None`
    /// when the class argument makes every lookup fail.
    fn object_search(&self, class: Option<u8>) -> Option<impl Iterator<Item = usize> + '_> {
        // The C code tests `c > 0` on a signed char: 0 and bytes 0x80..=0xff
        // both mean "any class".
        let entries = self.entries();
        let objects = &entries.objects;
        let (start, wanted) = match class {
            Some(sym @ 1..=0x7f) => {
                let wanted = self.object_class(sym)?;
                let start = entries
                    .object_bases
                    .get(usize::from(wanted))
                    .copied()
                    .unwrap_or(0)
                    .min(objects.len());
                (start, Some(wanted))
            }
            _ => (0, None),
        };
        // The class's run is read only as far as a lookup goes.
        Some(
            (start..objects.len())
                .take_while(move |&i| wanted.is_none_or(|w| objects[i].class == w)),
        )
    }
}

/// First class (numbered from 1) whose symbol is `symbol`.
fn class_of(symbols: &[u8], symbol: u8) -> Option<u8> {
    let pos = symbols.iter().position(|&s| s == symbol)?;
    u8::try_from(pos + 1).ok()
}

fn symbol_of(symbols: &[u8], class: u8) -> Option<u8> {
    symbols.get(usize::from(class).checked_sub(1)?).copied()
}

/// The part of `name` a C string function sees: up to the first NUL.
fn c_str(name: &[u8]) -> &[u8] {
    name.iter()
        .position(|&b| b == 0)
        .map_or(name, |nul| &name[..nul])
}

fn parse_number(field: &str, what: &str) -> Result<usize, String> {
    if field.is_empty() || !field.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("expected a decimal {what}, found `{field}`"));
    }
    field
        .parse()
        .map_err(|_| format!("{what} `{field}` is too large"))
}

/// Decodes the `\\` and `\xHH` escapes of a field.
fn unescape(field: &str) -> Result<Vec<u8>, String> {
    let bytes = field.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b != b'\\' {
            out.push(b);
            i += 1;
            continue;
        }
        match bytes.get(i + 1) {
            Some(b'\\') => {
                out.push(b'\\');
                i += 2;
            }
            Some(b'x') => {
                let hex = bytes.get(i + 2..i + 4).and_then(|h| {
                    std::str::from_utf8(h)
                        .ok()
                        .filter(|h| h.bytes().all(|c| c.is_ascii_hexdigit()))
                        .and_then(|h| u8::from_str_radix(h, 16).ok())
                });
                let Some(v) = hex else {
                    return Err(format!(
                        "bad escape in `{field}`: `\\x` needs two hex digits"
                    ));
                };
                out.push(v);
                i += 4;
            }
            _ => {
                return Err(format!(
                    "bad escape in `{field}`: only `\\\\` and `\\xHH` are escapes"
                ));
            }
        }
    }
    Ok(out)
}

/// The built-in catalogs in packed form, generated from
/// `catalogs/*/catalog.txt` (the test `builtin_tables_are_fresh` checks them
/// and, with `DGN_UPDATE_CATALOGS=1`, rewrites them).
#[rustfmt::skip]
mod builtin_tables;

/// A catalog as static data without pointers inside its tables: all names
/// in one byte string, each entry only its name's length and its class. A
/// table of references would need one load-time relocation per name in a
/// position-independent executable, and the loader would write (and so
/// copy) every page of it at each start of a compiler; this form is read
/// only where used.
struct Packed {
    monster_classes: &'static [u8],
    object_classes: &'static [u8],
    /// Every monster name, then every object name, back to back.
    names: &'static [u8],
    /// Per monster: length of its name in `names`, class.
    monsters: &'static [(u8, u8)],
    /// Per object: length of its name (0: no name), class.
    objects: &'static [(u8, u8)],
    object_bases: &'static [u16],
}

impl Packed {
    /// The entry tables, their names borrowed from the static string.
    fn entries(&self) -> Entries {
        let mut at = 0;
        let mut next_name = |len: u8| {
            let name = &self.names[at..at + usize::from(len)];
            at += usize::from(len);
            name
        };
        let monsters: Vec<Monster> = self
            .monsters
            .iter()
            .map(|&(len, class)| Monster {
                name: Cow::Borrowed(next_name(len)),
                class,
            })
            .collect();
        let objects: Vec<Object> = self
            .objects
            .iter()
            .map(|&(len, class)| Object {
                name: (len > 0).then(|| Cow::Borrowed(next_name(len))),
                class,
            })
            .collect();
        Entries {
            monsters,
            objects,
            object_bases: self.object_bases.iter().map(|&b| usize::from(b)).collect(),
        }
    }

    /// The catalog, its entry tables left to unpack on first use.
    fn catalog(&'static self) -> Catalog {
        Catalog {
            monster_classes: Cow::Borrowed(self.monster_classes),
            object_classes: Cow::Borrowed(self.object_classes),
            packed: Some(self),
            gods: Vec::new(),
            entries: OnceLock::new(),
        }
    }
}

/// The built-in catalog of a target (`nethack-3.4.3` or `3.4.3`,
/// `nethack-3.6.7` or `3.6.7`, and the variants `evilhack`, `hackem`,
/// `unnethack`, `gnollhack`, `notdnethack`, `dnethack`, `dnethack-3.16.0`,
/// `slashem`, `slashem-0.0.7e0`, `unnethack-3.5`); it borrows static tables, so nothing is read or parsed
/// at run time.
pub fn builtin(target_name: &str) -> Option<&'static Catalog> {
    builtin_cell(target_name)?.as_deref()
}

/// The same catalog as [`builtin`], as a shared handle: every call for one
/// target returns the same allocation, so holding it in a [`Target`] is cheap.
///
/// [`Target`]: crate::Target
pub fn builtin_shared(target_name: &str) -> Option<Arc<Catalog>> {
    builtin_cell(target_name)?.clone()
}

fn builtin_cell(target_name: &str) -> Option<&'static Option<Arc<Catalog>>> {
    static C343: OnceLock<Option<Arc<Catalog>>> = OnceLock::new();
    static C367: OnceLock<Option<Arc<Catalog>>> = OnceLock::new();
    static EVILHACK: OnceLock<Option<Arc<Catalog>>> = OnceLock::new();
    static HACKEM: OnceLock<Option<Arc<Catalog>>> = OnceLock::new();
    static UNNETHACK: OnceLock<Option<Arc<Catalog>>> = OnceLock::new();
    static GNOLLHACK: OnceLock<Option<Arc<Catalog>>> = OnceLock::new();
    static NOTDNETHACK: OnceLock<Option<Arc<Catalog>>> = OnceLock::new();
    static DNETHACK: OnceLock<Option<Arc<Catalog>>> = OnceLock::new();
    static DNETHACK_316: OnceLock<Option<Arc<Catalog>>> = OnceLock::new();
    static SLASHEM: OnceLock<Option<Arc<Catalog>>> = OnceLock::new();
    static SLASHEM_07E0: OnceLock<Option<Arc<Catalog>>> = OnceLock::new();
    static SLASHTHEM: OnceLock<Option<Arc<Catalog>>> = OnceLock::new();
    static SLASHEM9: OnceLock<Option<Arc<Catalog>>> = OnceLock::new();
    static UNNETHACK_35: OnceLock<Option<Arc<Catalog>>> = OnceLock::new();
    static NLE: OnceLock<Option<Arc<Catalog>>> = OnceLock::new();
    let (cell, packed) = match target_name {
        "nethack-3.4.3" | "3.4.3" => (&C343, &builtin_tables::NETHACK_343),
        "nethack-3.6.7" | "3.6.7" => (&C367, &builtin_tables::NETHACK_367),
        "evilhack" => (&EVILHACK, &builtin_tables::EVILHACK),
        "hackem" => (&HACKEM, &builtin_tables::HACKEM),
        "unnethack" => (&UNNETHACK, &builtin_tables::UNNETHACK),
        "gnollhack" => (&GNOLLHACK, &builtin_tables::GNOLLHACK),
        "notdnethack" => (&NOTDNETHACK, &builtin_tables::NOTDNETHACK),
        "dnethack" => (&DNETHACK, &builtin_tables::DNETHACK),
        "dnethack-3.16.0" => (&DNETHACK_316, &builtin_tables::DNETHACK_316),
        "slashem" => (&SLASHEM, &builtin_tables::SLASHEM),
        "slashem-0.0.7e0" => (&SLASHEM_07E0, &builtin_tables::SLASHEM_07E0),
        "slashthem" => (&SLASHTHEM, &builtin_tables::SLASHTHEM),
        "slashem9" => (&SLASHEM9, &builtin_tables::SLASHEM9),
        "unnethack-3.5" => (&UNNETHACK_35, &builtin_tables::UNNETHACK_35),
        "nle" => (&NLE, &builtin_tables::NLE),
        _ => return None,
    };
    Some(cell.get_or_init(|| Some(Arc::new(packed.catalog()))))
}

/// The Rust source of `builtin_tables.rs` for the given catalog texts
/// (name of the static, text).
#[cfg(test)]
fn builtin_tables_source(catalogs: &[(&str, &str)]) -> String {
    use std::fmt::Write as _;
    fn bytes(b: &[u8]) -> String {
        let escaped: String = b
            .iter()
            .flat_map(|&c| std::ascii::escape_default(c))
            .map(char::from)
            .collect();
        format!("b\"{escaped}\"")
    }
    fn len(name: &[u8]) -> u8 {
        u8::try_from(name.len()).expect("built-in names are under 256 bytes")
    }
    let mut out = String::from(
        "// Generated from catalogs/*/catalog.txt by the test\n\
         // `catalog::tests::builtin_tables_are_fresh` (DGN_UPDATE_CATALOGS=1\n\
         // cargo test -p dgn-common); do not edit.\n\n\
         use super::Packed;\n",
    );
    for (name, text) in catalogs {
        let cat = Catalog::parse(text).expect("built-in catalog parses");
        let mut names = Vec::new();
        let mut monsters = String::new();
        for m in cat.monsters().iter() {
            names.extend_from_slice(&m.name);
            let _ = write!(monsters, "({}, {}), ", len(&m.name), m.class);
        }
        let mut objects = String::new();
        for o in cat.objects().iter() {
            let n = o.name.as_deref().unwrap_or_default();
            names.extend_from_slice(n);
            let _ = write!(objects, "({}, {}), ", len(n), o.class);
        }
        let bases: Vec<String> = cat
            .entries()
            .object_bases
            .iter()
            .map(usize::to_string)
            .collect();
        let _ = write!(
            out,
            "\npub(super) static {name}: Packed = Packed {{\n    \
             monster_classes: {},\n    \
             object_classes: {},\n    \
             names: {},\n    \
             monsters: &[{}],\n    \
             objects: &[{}],\n    \
             object_bases: &[{}],\n}};\n",
            bytes(&cat.monster_classes),
            bytes(&cat.object_classes),
            bytes(&names),
            monsters.trim_end_matches(", "),
            objects.trim_end_matches(", "),
            bases.join(", ")
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c343() -> &'static Catalog {
        builtin("nethack-3.4.3").expect("built-in 3.4.3 catalog parses")
    }

    fn c367() -> &'static Catalog {
        builtin("nethack-3.6.7").expect("built-in 3.6.7 catalog parses")
    }

    const TEXTS: [(&str, &str); 15] = [
        (
            "NETHACK_343",
            include_str!("../catalogs/nethack-3.4.3/catalog.txt"),
        ),
        (
            "NETHACK_367",
            include_str!("../catalogs/nethack-3.6.7/catalog.txt"),
        ),
        ("EVILHACK", include_str!("../catalogs/evilhack/catalog.txt")),
        ("HACKEM", include_str!("../catalogs/hackem/catalog.txt")),
        (
            "UNNETHACK",
            include_str!("../catalogs/unnethack/catalog.txt"),
        ),
        (
            "GNOLLHACK",
            include_str!("../catalogs/gnollhack/catalog.txt"),
        ),
        (
            "NOTDNETHACK",
            include_str!("../catalogs/notdnethack/catalog.txt"),
        ),
        ("DNETHACK", include_str!("../catalogs/dnethack/catalog.txt")),
        ("SLASHEM", include_str!("../catalogs/slashem/catalog.txt")),
        (
            "UNNETHACK_35",
            include_str!("../catalogs/unnethack-3.5/catalog.txt"),
        ),
        (
            "SLASHTHEM",
            include_str!("../catalogs/slashthem/catalog.txt"),
        ),
        ("SLASHEM9", include_str!("../catalogs/slashem9/catalog.txt")),
        ("NLE", include_str!("../catalogs/nle/catalog.txt")),
        (
            "DNETHACK_316",
            include_str!("../catalogs/dnethack-3.16.0/catalog.txt"),
        ),
        (
            "SLASHEM_07E0",
            include_str!("../catalogs/slashem-0.0.7e0/catalog.txt"),
        ),
    ];

    #[test]
    fn builtin_tables_are_fresh() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/catalog/builtin_tables.rs");
        let fresh = builtin_tables_source(&TEXTS);
        if std::env::var_os("DGN_UPDATE_CATALOGS").is_some() {
            std::fs::write(path, &fresh).expect("write builtin_tables.rs");
        }
        let committed = std::fs::read_to_string(path).expect("read builtin_tables.rs");
        assert!(
            committed == fresh,
            "src/catalog/builtin_tables.rs is stale: run DGN_UPDATE_CATALOGS=1 cargo test -p dgn-common"
        );
        // And the tables in use are the ones the texts describe.
        for ((_, text), name) in TEXTS.iter().zip([
            "nethack-3.4.3",
            "nethack-3.6.7",
            "evilhack",
            "hackem",
            "unnethack",
            "gnollhack",
            "notdnethack",
            "dnethack",
            "slashem",
            "unnethack-3.5",
            "slashthem",
            "slashem9",
            "nle",
            "dnethack-3.16.0",
            "slashem-0.0.7e0",
        ]) {
            assert_eq!(Some(&Catalog::parse(text).expect("parses")), builtin(name));
        }
    }

    /// Variant catalogs (not yet built in) parse, with the sizes of the
    /// variant's own tables.
    #[test]
    fn variant_catalogs_parse_with_their_table_sizes() {
        let evilhack = Catalog::parse(include_str!("../catalogs/evilhack/catalog.txt"))
            .expect("EvilHack catalog parses");
        assert_eq!(evilhack.monsters().len(), 564);
        assert_eq!(evilhack.objects().len(), 566);
        assert_eq!(evilhack.monster_class_count(), 63);
        assert_eq!(evilhack.object_class_count(), 17);
        // EvilHack puts its skeleton class on 'z' where 3.6.7 has the zruty.
        assert_eq!(evilhack.monster_class(b'z'), Some(26));
        assert_eq!(evilhack.monster_class(b'8'), Some(61));
        let hackem = Catalog::parse(include_str!("../catalogs/hackem/catalog.txt"))
            .expect("Hack'EM catalog parses");
        assert_eq!(hackem.monsters().len(), 842);
        assert_eq!(hackem.objects().len(), 702);
        assert_eq!(hackem.monster_class_count(), 62);
        // Hack'EM adds an eighteenth object class, spirits, drawn as '~'.
        assert_eq!(hackem.object_class_count(), 18);
        assert_eq!(hackem.object_class(b'~'), Some(18));
        let unnethack = builtin("unnethack").expect("UnNetHack catalog parses");
        assert_eq!(unnethack.monsters().len(), 435);
        assert_eq!(unnethack.objects().len(), 541);
        assert_eq!(unnethack.monster_class_count(), 61);
        assert_eq!(unnethack.object_class_count(), 17);
        // GnollHack's, read for its coming target: reagents, miscellany
        // and art as object classes 18 to 20.
        let gnollhack = Catalog::parse(include_str!("../catalogs/gnollhack/catalog.txt"))
            .expect("GnollHack catalog parses");
        assert_eq!(gnollhack.monsters().len(), 543);
        assert_eq!(gnollhack.objects().len(), 971);
        assert_eq!(gnollhack.monster_class_count(), 61);
        assert_eq!(gnollhack.object_class_count(), 20);
        assert_eq!(gnollhack.object_class(b'9'), Some(18));
    }

    /// The 3.4.3 family's variant catalogs, with the sizes of the tables
    /// their own lev_comp links, and the look-ups that family's lev_comp
    /// makes of the classes they add.
    #[test]
    fn variant_343_catalogs_have_their_table_sizes() {
        for (name, mons, objs, mclasses, oclasses) in [
            ("notdnethack", 1239, 890, 65, 21),
            ("dnethack", 931, 713, 65, 18),
            ("dnethack-3.16.0", 825, 629, 65, 17),
            ("slashem", 612, 537, 62, 17),
            ("slashem-0.0.7e0", 612, 537, 62, 17),
            ("slashthem", 866, 667, 62, 17),
            ("slashem9", 611, 536, 62, 17),
            ("unnethack-3.5", 392, 536, 60, 17),
        ] {
            let cat = builtin(name).expect("built in");
            assert_eq!(cat.monsters().len(), mons, "{name}");
            assert_eq!(cat.objects().len(), objs, "{name}");
            assert_eq!(cat.monster_class_count(), mclasses, "{name}");
            assert_eq!(cat.object_class_count(), oclasses, "{name}");
        }
        let notd = builtin("notdnethack").expect("built in");
        // The dNetHack family adds monster classes '7' and '9' after 'z'.
        assert_eq!(notd.monster_class(b'7'), Some(27));
        assert_eq!(notd.monster_class(b'9'), Some(28));
        assert_eq!(notd.monster_id(b"Movanic Deva", Some(b'9')), Some(298));
        // notdNetHack draws its belts (class 21) with armor's '['; a class
        // character picks the lowest class that has it, so its own lev_comp
        // finds a belt only without a class ("Illegal object name" with '[').
        assert_eq!(notd.object_class(b'['), Some(3));
        assert_eq!(notd.object_id(b"belt of power", None), Some(397));
        assert_eq!(notd.object_id(b"belt of power", Some(b'[')), None);
        assert_eq!(notd.object_id(b"bed", Some(b'\\')), Some(867));
        let slashem = builtin("slashem").expect("built in");
        assert_eq!(slashem.monster_class_count(), 62);
        // slashem9 is SLASH'EM without the mail daemon and the scroll of
        // mail: the entries after them move down by one.
        let slashem9 = builtin("slashem9").expect("built in");
        assert_eq!(slashem.monster_id(b"mail daemon", None), Some(506));
        assert_eq!(slashem9.monster_id(b"mail daemon", None), None);
        assert_eq!(slashem.monster_id(b"djinni", None), Some(507));
        assert_eq!(slashem9.monster_id(b"djinni", None), Some(506));
        assert_eq!(slashem9.object_id(b"mail", Some(b'?')), None);
        assert_eq!(slashem.object_id(b"boulder", None), Some(531));
        assert_eq!(slashem9.object_id(b"boulder", None), Some(530));
        assert!(builtin("unnethack-3.5")
            .is_some_and(|c| !std::ptr::eq(c, builtin("unnethack").expect("built in"))));
    }

    #[test]
    fn builtins_parse_with_the_release_sizes() {
        for (cat, mons, objs) in [(c343(), 382, 433), (c367(), 382, 454)] {
            assert_eq!(cat.monsters().len(), mons);
            assert_eq!(cat.objects().len(), objs);
            assert_eq!(cat.monster_class_count(), 60);
            assert_eq!(cat.object_class_count(), 17);
        }
        assert!(builtin("3.4.3").is_some_and(|c| std::ptr::eq(c, c343())));
        assert!(builtin("nethack-3.6.0").is_none());
        let shared = builtin_shared("nethack-3.6.7").expect("built in");
        assert!(std::ptr::eq(&*shared, c367()));
        assert_eq!(
            format!("{shared:?}"),
            "Catalog { monster_classes: 60, object_classes: 17, monsters: 382, objects: 454 }"
        );
    }

    #[test]
    fn builtin_entries_are_unpacked_on_first_use() {
        let cat = builtin_tables::NETHACK_343.catalog();
        assert!(cat.entries.get().is_none());
        // Class symbols need no entries.
        assert_eq!(cat.monster_class(b'a'), Some(1));
        assert_eq!(cat.object_class_symbol(1), Some(b']'));
        assert!(cat.entries.get().is_none());
        // A copy made before first use unpacks by itself, to the same tables.
        let copy = cat.clone();
        assert_eq!(cat.monster_id(b"giant ant", None), Some(0));
        assert!(cat.entries.get().is_some() && copy.entries.get().is_none());
        assert_eq!(copy.object_id(b"arrow", None), Some(1));
        assert_eq!(cat.entries(), copy.entries());
        assert_eq!(&cat, c343());
        assert_ne!(&cat, c367());
    }

    #[test]
    fn exact_case_hits_and_misses() {
        let c = c343();
        assert_eq!(c.monster_id(b"giant ant", None), Some(0));
        assert_eq!(c.monster_id(b"Giant ant", None), None);
        assert_eq!(c.monster_id(b"giant ant ", None), None);
        assert_eq!(c.monster_id(b"", None), None);
        assert_eq!(c.object_id(b"strange object", None), Some(0));
        assert_eq!(c.object_id(b"arrow", None), Some(1));
        assert_eq!(c.object_id(b"Arrow", None), None);
        assert_eq!(c.object_id(b"", None), None);
        // Names from both ends of the tables.
        let last = c.monsters().len() - 1;
        let name = c.monsters()[last].name.clone();
        assert_eq!(c.monster_id(&name, None), Some(last));
        assert_eq!(c.object_id(b"acid venom", None), Some(432));
        assert_eq!(c367().object_id(b"acid venom", None), Some(453));
    }

    #[test]
    fn a_name_ends_at_its_first_nul_like_a_c_string() {
        let c = c343();
        assert_eq!(c.monster_id(b"giant ant\0junk", None), Some(0));
        assert_eq!(c.object_id(b"arrow\0", Some(b')')), Some(1));
        assert_eq!(c.object_id(b"\0arrow", None), None);
    }

    #[test]
    fn monster_class_restriction() {
        let c = c343();
        assert_eq!(c.monster_id(b"giant ant", Some(b'a')), Some(0));
        // A real class that does not hold the monster.
        assert_eq!(c.monster_id(b"giant ant", Some(b'b')), None);
        // NUL means no class.
        assert_eq!(c.monster_id(b"giant ant", Some(0)), Some(0));
        // Not a monster class symbol: fails even for a good name.
        assert_eq!(c.monster_id(b"giant ant", Some(b'!')), None);
        // `random` and registers are negative chars: never a class.
        assert_eq!(c.monster_id(b"giant ant", class_arg(-11)), None);
        assert_eq!(c.monster_id(b"giant ant", class_arg(-1)), None);
        // The mimic class `]` exists but holds no monster.
        assert_eq!(c.monster_class(b']'), Some(60));
        assert_eq!(c.monster_id(b"giant mimic", Some(b']')), None);
        assert!(c.monster_id(b"giant mimic", Some(b'm')).is_some());
    }

    #[test]
    fn object_class_restriction() {
        let c = c343();
        let long_sword = c.object_id(b"long sword", None).expect("known");
        assert_eq!(c.object_id(b"long sword", Some(b')')), Some(long_sword));
        assert_eq!(c.object_id(b"long sword", Some(b'[')), None);
        // Not an object class symbol.
        assert_eq!(c.object_id(b"long sword", Some(b'a')), None);
        // Negative chars (`random`, registers, bytes >= 0x80) mean any class.
        assert_eq!(c.object_id(b"long sword", class_arg(-11)), Some(long_sword));
        assert_eq!(c.object_id(b"long sword", Some(0xe9)), Some(long_sword));
        assert_eq!(c.object_id(b"long sword", Some(0)), Some(long_sword));
    }

    #[test]
    fn shared_names_take_the_first_entry_or_the_class_one() {
        let c = c343();
        let potion = c.object_id(b"healing", Some(b'!')).expect("potion");
        let book = c.object_id(b"healing", Some(b'+')).expect("spellbook");
        assert!(potion < book);
        assert_eq!(c.object_id(b"healing", None), Some(potion));
        assert_eq!(c.object_class(b'!'), Some(8));
        assert_eq!(c.objects()[potion].class, 8);
        assert_eq!(c.objects()[book].class, 10);
        let wand = c.object_id(b"light", Some(b'/')).expect("wand");
        let scroll = c.object_id(b"light", None).expect("first");
        assert_eq!(c.object_symbol(scroll), Some(b'?'));
        assert_eq!(c.object_symbol(wand), Some(b'/'));
    }

    #[test]
    fn objects_without_names_never_match() {
        let c = c343();
        assert_eq!(c.objects()[315].name, None);
        assert_eq!(c.object_id(b"-", None), None);
        assert_eq!(c.object_id(b"", Some(b'?')), None);
        assert_eq!(c.object_id(b"FOOBIE BLETCH", None), None);
    }

    #[test]
    fn dialect_36_falls_back_to_ascii_case_folding() {
        let c = c367();
        assert_eq!(
            c.resolve_monster(b"Giant Ant", None, Dialect::V36),
            Some(Resolved {
                index: 0,
                folded: true
            })
        );
        assert_eq!(c.resolve_monster(b"Giant Ant", None, Dialect::V343), None);
        assert_eq!(
            c.resolve_monster(b"giant ant", Some(b'a'), Dialect::V36),
            Some(Resolved {
                index: 0,
                folded: false
            })
        );
        assert_eq!(
            c.resolve_monster(b"Giant Ant", Some(b'b'), Dialect::V36),
            None
        );
        let sword = c.object_id(b"long sword", None).expect("known");
        assert_eq!(
            c.resolve_object(b"LONG SWORD", Some(b')'), Dialect::V36),
            Some(Resolved {
                index: sword,
                folded: true
            })
        );
        // Exact matches win over earlier case-folded ones.
        let cat = Catalog::parse("monster-class\t1\ta\nmonster\t0\t1\tAnt\nmonster\t1\t1\tant\n")
            .expect("valid");
        assert_eq!(
            cat.resolve_monster(b"ant", None, Dialect::V36),
            Some(Resolved {
                index: 1,
                folded: false
            })
        );
        assert_eq!(
            cat.resolve_monster(b"ANT", None, Dialect::V36),
            Some(Resolved {
                index: 0,
                folded: true
            })
        );
        // Only ASCII letters fold.
        let cat =
            Catalog::parse("object-class\t1\t]\nobject\t0\t1\t\\xc9p\\xe9e\n").expect("valid");
        assert_eq!(
            cat.resolve_object(b"\xc9P\xe9E", None, Dialect::V36)
                .map(|r| r.index),
            Some(0)
        );
        assert_eq!(cat.resolve_object(b"\xe9p\xe9e", None, Dialect::V36), None);
    }

    #[test]
    fn class_symbols_map_like_the_game() {
        let c = c343();
        assert_eq!(c.monster_class(b'a'), Some(1));
        assert_eq!(c.monster_class(b'@'), Some(53));
        assert_eq!(c.monster_class(b' '), Some(54));
        assert_eq!(c.monster_class(0), Some(35));
        assert_eq!(c.monster_class(b'I'), None);
        assert_eq!(c.monster_class(b'!'), None);
        assert_eq!(c.object_class(b']'), Some(1));
        assert_eq!(c.object_class(b'.'), Some(17));
        assert_eq!(c.object_class(0), None);
        assert_eq!(c.object_class(b'a'), None);
        assert_eq!(c.monster_class_symbol(54), Some(b' '));
        assert_eq!(c.monster_class_symbol(0), None);
        assert_eq!(c.monster_class_symbol(61), None);
        assert_eq!(c.object_class_symbol(2), Some(b')'));
        assert_eq!(c.monster_symbol(0), Some(b'a'));
        assert_eq!(c.monster_symbol(100_000), None);
        // Shared symbols: the lowest class wins.
        let cat = Catalog::parse("monster-class\t1\tx\nmonster-class\t2\tx\n").expect("valid");
        assert_eq!(cat.monster_class(b'x'), Some(1));
    }

    #[test]
    fn class_arg_keeps_the_low_byte() {
        assert_eq!(class_arg(0), None);
        assert_eq!(class_arg(i64::from(b'a')), Some(b'a'));
        assert_eq!(class_arg(-11), Some(0xf5));
        assert_eq!(class_arg(256), None);
        assert_eq!(class_arg(i64::MIN), None);
    }

    #[test]
    fn suggestions_come_from_the_searched_entries() {
        let c = c343();
        assert_eq!(c.suggest_monster(b"giant amt", None), Some("giant ant"));
        assert_eq!(
            c.suggest_monster(b"Giant Ant", Some(b'a')),
            Some("giant ant")
        );
        assert_eq!(c.suggest_monster(b"xyzzy plugh", None), None);
        assert_eq!(c.suggest_monster(b"giant amt", Some(b'!')), None);
        assert_eq!(
            c.suggest_object(b"lnog sword", Some(b')')),
            Some("long sword")
        );
        assert_eq!(c.suggest_object(b"long swords", None), Some("long sword"));
        // Restricted to armor, the sword is not offered.
        assert_eq!(c.suggest_object(b"long swordd", Some(b'[')), None);
    }

    #[test]
    fn object_runs_follow_the_last_run_of_a_class() {
        // Class 2 appears twice; the C tool starts its search at the last run.
        let cat = Catalog::parse(
            "object-class\t1\t]\nobject-class\t2\t)\nobject-class\t3\t[\n\
             object\t0\t2\tdart\nobject\t1\t1\tthing\nobject\t2\t2\tknife\n",
        )
        .expect("valid");
        assert_eq!(cat.object_id(b"dart", None), Some(0));
        assert_eq!(cat.object_id(b"dart", Some(b')')), None);
        assert_eq!(cat.object_id(b"knife", Some(b')')), Some(2));
        // A class without objects: the search starts at 0 and stops at once.
        assert_eq!(cat.object_id(b"dart", Some(b'[')), None);
    }

    fn parse_err(text: &str) -> String {
        Catalog::parse(text).expect_err("invalid").to_string()
    }

    #[test]
    fn parse_accepts_comments_blank_lines_and_crlf() {
        let cat = Catalog::parse(
            "# header\r\n\r\n   \nmonster-class\t1\t\\x20\r\nmonster\t0\t1\tghost\\\\x\r\n",
        )
        .expect("valid");
        assert_eq!(cat.monster_class(b' '), Some(1));
        assert_eq!(&cat.monsters()[0].name[..], b"ghost\\x");
        let empty = Catalog::parse("").expect("empty");
        assert!(empty.monsters().is_empty() && empty.objects().is_empty());
        assert_eq!(empty.object_id(b"arrow", None), None);
        assert_eq!(empty.object_id(b"arrow", Some(b')')), None);
        let cat = Catalog::parse("object-class\t1\t-\nobject\t0\t1\t\\x2d\nobject\t1\t1\t-\n")
            .expect("valid");
        assert_eq!(cat.objects()[0].name.as_deref(), Some(&b"-"[..]));
        assert_eq!(cat.objects()[1].name, None);
        assert_eq!(cat.object_id(b"-", None), Some(0));
    }

    #[test]
    fn god_records_are_read_in_order() {
        let c = Catalog::parse("god\t1\tMitra\ngod\t2\tCrom\n").unwrap();
        assert_eq!(c.gods(), [b"Mitra".to_vec(), b"Crom".to_vec()]);
        assert_eq!(
            parse_err("god\t2\tCrom\n"),
            "line 1: god id 2 out of order: the next god is 1"
        );
        assert!(builtin("notdnethack").unwrap().gods().is_empty());
    }

    #[test]
    fn parse_errors_name_the_line() {
        assert_eq!(
            parse_err("# c\nmonstr\t0\t1\tant\n"),
            "line 2: unknown record `monstr`; expected `monster-class`, `object-class`, \
             `monster`, `object` or `god` followed by TAB-separated fields"
        );
        assert_eq!(
            parse_err("monster-class 1 a\n"),
            "line 1: unknown record `monster-class 1 a`; expected `monster-class`, \
             `object-class`, `monster`, `object` or `god` followed by TAB-separated fields"
        );
        assert_eq!(
            parse_err("monster-class\t1\ta\tb\n"),
            "line 1: a `monster-class` record has 3 TAB-separated fields, found 4"
        );
        assert_eq!(
            parse_err("monster-class\t2\ta\n"),
            "line 1: class number 2 out of order: the next monster-class is 1"
        );
        assert_eq!(
            parse_err("object-class\t1\tab\n"),
            "line 1: a class symbol is one byte, found 2 bytes in `ab`"
        );
        assert_eq!(
            parse_err("object-class\t1\t\n"),
            "line 1: a class symbol is one byte, found 0 bytes in ``"
        );
        assert_eq!(
            parse_err("monster-class\t1\ta\nmonster\t1\t1\tant\n"),
            "line 2: index 1 out of order: the next monster is 0"
        );
        assert_eq!(
            parse_err("monster-class\t1\ta\nmonster\tx\t1\tant\n"),
            "line 2: expected a decimal index, found `x`"
        );
        assert_eq!(
            parse_err("monster\t0\t99999999999999999999999\tant\n"),
            "line 1: class number `99999999999999999999999` is too large"
        );
        assert_eq!(
            parse_err("monster\t0\t0\tant\n"),
            "line 1: class number 0 out of range 1..=127"
        );
        assert_eq!(
            parse_err("monster-class\t1\ta\n\nmonster\t0\t1\t-\n"),
            "line 3: a monster must have a name (`-` means none; write `\\x2d` for a literal `-`)"
        );
        assert_eq!(
            parse_err("object\t0\t1\t\n"),
            "line 1: empty name (write `-` for an object without a name)"
        );
        assert_eq!(
            parse_err("object\t0\t1\tbad\\q\n"),
            "line 1: bad escape in `bad\\q`: only `\\\\` and `\\xHH` are escapes"
        );
        assert_eq!(
            parse_err("object\t0\t1\tbad\\x4\n"),
            "line 1: bad escape in `bad\\x4`: `\\x` needs two hex digits"
        );
        assert_eq!(
            parse_err("object-class\t1\t]\nobject\t0\t1\tok\nobject\t1\t2\tthing\n"),
            "line 3: object class 2 is not declared (the catalog has 1 object classes)"
        );
        let mut many = String::new();
        for n in 1..=128 {
            many.push_str(&format!("monster-class\t{n}\t\\x{:02x}\n", n));
        }
        assert_eq!(
            parse_err(&many),
            "line 128: too many classes: at most 127 of each kind"
        );
    }
}
