//! The names a converted level hands to NetHack 3.7, checked against what
//! the game's level code (`sp_lev.c` of the `NetHack-3.7` branch) finds, so
//! that a level converted with no warning builds without an error, a
//! panic or an `impossible()`.
//!
//! Every place where 3.7 looks a name up, with the game's function, what
//! it does with a name it cannot find, and how the converter makes sure
//! the name is found:
//!
//! | what the converter writes | 3.7 looks it up in | unknown name | checked by |
//! | --- | --- | --- | --- |
//! | `des.monster` id | `lspo_monster` → `find_montype` (`name_to_monplus`) | table form: Lua error "Unknown monster id"; short form: a random monster | `v36::monster_name` (an error, with the 3.6 names 3.7 renamed written anew) |
//! | `des.monster` class | `create_monster` → `def_char_to_monclass`, then `mkclass` | panic "unknown monster class"; for a class with no monster to make (`I`, `]`, `~`), `impossible("mkclass found no class monsters")` | [`monster_class`] (an error; `empty-class`) |
//! | `appear_as = "ter:NAME"` (looked up for a mimic only) | `create_monster`, `M_AP_FURNITURE`: `defsyms[].explanation`, `strcmp` | `impossible("create_monster: can't find feature")` | [`appearance`] (`unknown-appearance`) |
//! | `appear_as = "obj:NAME"` (a mimic only) | `create_monster`, `M_AP_OBJECT`: `OBJ_NAME(objects[])`, `strcmp` | `impossible("create_monster: can't find object")` | [`appearance`] |
//! | `appear_as = "mon:NAME"` (a mimic or a shapechanger) | `create_monster`, `M_AP_MONSTER`: `name_to_mon` | `impossible("create_monster: invalid mimic appearance")` (or "chameleon shape") | [`appearance`] (a name 3.7 reads only by its start is said too; a vampire's shape that `validvamp` refuses is not) |
//! | `des.object` id | `lspo_object` → `find_objtype` | Lua error "Unknown object id" | `v36::object_name` (an error) |
//! | `des.object` class | `create_object` → `def_char_to_objclass`, then `mkobj` | panic "unexpected object class"; for `]`, `impossible("probtype error")` | [`object_class`] (an error; `empty-class`) |
//! | `montype` of a statue, corpse, egg, tin or figurine | `lspo_object`: `def_char_to_monclass`, then `mons[].pmnames` | Lua error "Unknown montype", also for a class with no monster to make | `v36::monster_name`, [`montype_class`] |
//! | `des.trap` name | `lspo_trap` → `get_traptype_byname` | Lua error "Unknown trap type" | by construction: every trap name of both source languages is one of [`names37::TRAP_NAMES`] (tested) |
//! | `des.room`/`des.region` type | `get_table_roomtype_opt` | `impossible("Unknown room type")` | `names37::known_room_type`: a type 3.7 lacks is left out (an ordinary room, as the C compilers make it) |
//! | `des.engraving` type | `lspo_engraving` (`get_table_option`) | Lua error | by construction: the five engraving kinds of both languages (tested) |
//! | `des.feature` | `lspo_feature` (`luaL_checkoption`) | Lua error | by construction: `fountain`, `sink`, `pool` (tested) |
//! | `des.altar` type | `lspo_altar` (`get_table_option`) | Lua error | by construction: `altar`, `shrine`, `sanctum` (tested) |
//! | `des.level_flags` | `lspo_level_flags` | Lua error "Unknown level flag" | by construction: the flags of both languages that 3.7 has (tested) |
//!
//! The other words the converter writes (door states, walls, directions,
//! alignments, `buc`, `des.level_init` styles, `des.levregion` types) are
//! fixed words of its own, never names from the source. Not checked: the
//! level a `PORTAL` leads to (`fixup_special` → `find_level`), which is a
//! level of the game's dungeon description, not of the level file; and an
//! appearance given by a 3.6 variable, whose value is known only when the
//! level runs.

use super::names37;
use crate::diag::{did_you_mean, Diagnostic};
use crate::source::{show_bytes, Span};

/// What a mimic's appearance names: the number the source languages give
/// `m_feature` (1), `m_object` (2) and `m_monster` (3).
pub(super) fn appear_prefix(kind: i64) -> &'static str {
    match kind {
        1 => "ter:",
        2 => "obj:",
        _ => "mon:",
    }
}

/// The monster an appearance is given to, as far as the converter knows
/// it.
#[derive(Clone, Copy)]
pub(super) enum Who<'a> {
    /// A monster of this name.
    Named(&'a [u8]),
    /// A random monster of this class.
    Class(u8),
    /// Any monster (random, or given by a variable or a register).
    Unknown,
}

impl Who<'_> {
    /// Whether the monster is or may be a mimic, and whether it is or may
    /// be a shapechanger: the monsters whose look NetHack 3.7's
    /// `create_monster` sets (a shapechanger's with `mon:` only).
    fn mimic_or_shapechanger(self) -> (bool, bool) {
        match self {
            Who::Named(n) => {
                let class = names37::MONSTERS
                    .iter()
                    .find(|(m, _)| m.as_bytes().eq_ignore_ascii_case(n))
                    .map(|&(_, c)| c);
                let changer = names37::SHAPECHANGERS
                    .iter()
                    .any(|m| m.as_bytes().eq_ignore_ascii_case(n));
                (class == Some(b'm'), changer)
            }
            Who::Class(c) => (c == b'm', b":@&V".contains(&c)),
            Who::Unknown => (true, true),
        }
    }
}

/// Checks the name of a mimic's appearance (`m_feature`, `m_object`,
/// `m_monster`, of kind `kind` as [`appear_prefix`] reads it) given to
/// `who` against the look-up NetHack 3.7 makes when it creates the
/// monster, and warns (`unknown-appearance`) where the game will not find
/// it, with the nearest name it has. The game looks up only a mimic's
/// look, or with `m_monster` a shapechanger's shape; it leaves other
/// monsters alone, and so does the check.
pub(super) fn appearance(
    diags: &mut Vec<Diagnostic>,
    kind: i64,
    name: &[u8],
    span: Span,
    who: Who<'_>,
) {
    let (mimic, changer) = who.mimic_or_shapechanger();
    let looked_up = mimic || (changer && kind == 3);
    if !looked_up {
        return;
    }
    let (what, found) = match kind {
        1 => ("feature", feature_found(name)),
        2 => ("object", object_found(name)),
        _ => ("monster", monster_found(name)),
    };
    if found {
        return;
    }
    let shown = show_bytes(name);
    let (call, whose) = match kind {
        1 => ("can't find feature", "for a mimic to look like"),
        2 => ("can't find object", "for a mimic to look like"),
        _ if mimic => ("invalid mimic appearance", "for a mimic to look like"),
        _ => ("invalid chameleon shape", "for a shapechanger to take"),
    };
    let mut d = Diagnostic::warning(
        "unknown-appearance",
        format!(
            "NetHack 3.7 has no {what} \"{shown}\" {whose}: the game calls impossible() \
             (\"create_monster: {call}\") and the monster keeps the look it was made with"
        ),
    )
    .at(span, format!("not a 3.7 {what} name"));
    let text = String::from_utf8_lossy(name);
    let near = match kind {
        1 => nearest(&text, names37::MAP_SYMBOL_NAMES.iter().copied()),
        2 => nearest(&text, object_names()),
        _ => nearest(&text, names37::MONSTERS.iter().map(|(m, _)| *m)),
    };
    let described = (kind == 2)
        .then(|| {
            names37::OBJECTS
                .iter()
                .find(|(n, _, d)| !n.is_empty() && d.eq_ignore_ascii_case(&text))
        })
        .flatten();
    if let Some((n, _, _)) = described {
        d = d.help(format!(
            "\"{text}\" is how an unidentified object looks, not its name: did you mean \"{n}\"?"
        ));
    } else if let Some(n) = near {
        d = d.help(format!("did you mean \"{n}\"?"));
    }
    if kind != 3 {
        d = d.note(format!(
            "3.7 compares {what} names byte for byte, case included"
        ));
    }
    diags.push(d);
}

/// Whether NetHack 3.7 finds the terrain `name`: one of its map symbols'
/// names, compared as bytes (the empty name is that of the beam symbols,
/// which the game finds).
fn feature_found(name: &[u8]) -> bool {
    name.is_empty()
        || names37::MAP_SYMBOL_NAMES
            .iter()
            .any(|f| f.as_bytes() == name)
}

/// The names of NetHack 3.7's objects as a game in progress has them: the
/// slime mold is called "fruit" once the options are read.
fn object_names() -> impl Iterator<Item = &'static str> + Clone {
    names37::OBJECTS
        .iter()
        .map(|(n, _, _)| if *n == "slime mold" { "fruit" } else { *n })
        .filter(|n| !n.is_empty())
        .chain(names37::UNLISTED_OBJECTS.iter().copied())
}

/// Whether NetHack 3.7 finds the object `name`: an object's name (not
/// its description), compared as bytes.
fn object_found(name: &[u8]) -> bool {
    object_names().any(|n| n.as_bytes() == name)
}

/// Whether NetHack 3.7 finds the monster `name` for a mimic's look:
/// `random`, or a monster's name (any of its forms) without regard to case.
/// The game's look-up also reads a name by its start ("ghoul mage" is a
/// ghoul); the converter asks for the name itself, as for `des.monster`.
fn monster_found(name: &[u8]) -> bool {
    name.eq_ignore_ascii_case(b"random")
        || names37::MONSTERS
            .iter()
            .any(|(m, _)| m.as_bytes().eq_ignore_ascii_case(name))
        || super::v36::monster_renamed(name)
}

/// The name of `candidates` nearest to `text`: the same words written
/// otherwise (case, `_` for a space), else the longest name whose words
/// appear in `text` (`NOUN_GEM_LUCKSTONE` is a luckstone), else the
/// closest spelling.
fn nearest<'a>(text: &str, candidates: impl Iterator<Item = &'a str> + Clone) -> Option<&'a str> {
    let words = |s: &str| -> String {
        s.to_ascii_lowercase()
            .split(|c: char| c == '_' || c.is_whitespace())
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let t = words(text);
    if t.is_empty() {
        return None;
    }
    if let Some(c) = candidates.clone().find(|c| words(c) == t) {
        return Some(c);
    }
    let padded = format!(" {t} ");
    let inside = candidates
        .clone()
        .filter(|c| padded.contains(&format!(" {} ", words(c))))
        .max_by_key(|c| c.len());
    if inside.is_some() {
        return inside;
    }
    if t == "slime mold" {
        return candidates.clone().find(|c| *c == "fruit");
    }
    did_you_mean(&t, candidates)
}

/// Checks a monster class symbol against NetHack 3.7's: the game stops on
/// any other (an error), and finds no monster to make of the classes
/// without one (`empty-class`).
pub(super) fn monster_class(diags: &mut Vec<Diagnostic>, c: u8, span: Span) {
    if names37::EMPTY_MONSTER_CLASSES.contains(&c) {
        diags.push(
            Diagnostic::warning(
                "empty-class",
                format!(
                    "NetHack 3.7 has no monster of class '{}' to make: the game calls impossible() \
                     (\"mkclass found no class monsters\") and makes a random monster",
                    show_bytes(&[c])
                ),
            )
            .at(span, "a class with no monster to make"),
        );
    } else if !names37::MONSTER_CLASSES.contains(&c) {
        diags.push(
            Diagnostic::error(format!(
                "NetHack 3.7 has no monster class '{}'",
                show_bytes(&[c])
            ))
            .at(span, "not a 3.7 monster class")
            .note("the game stops (\"create_monster: unknown monster class\")"),
        );
    }
}

/// Checks the monster class of a statue's, corpse's, egg's, tin's or
/// figurine's `montype`: the game stops on a class it lacks and on one
/// with no monster to make ("Unknown montype"), an error either way.
pub(super) fn montype_class(diags: &mut Vec<Diagnostic>, c: u8, span: Span) {
    if names37::EMPTY_MONSTER_CLASSES.contains(&c) {
        diags.push(
            Diagnostic::error(format!(
                "NetHack 3.7 has no monster of class '{}' for a montype",
                show_bytes(&[c])
            ))
            .at(span, "a class with no monster to make")
            .note("the game stops (\"Unknown montype\")"),
        );
    } else {
        monster_class(diags, c, span);
    }
}

/// Checks an object class symbol against NetHack 3.7's: the game stops on
/// any other (an error), and finds no object to make of the class of
/// strange objects (`empty-class`).
pub(super) fn object_class(diags: &mut Vec<Diagnostic>, c: u8, span: Span) {
    if c == b']' {
        diags.push(
            Diagnostic::warning(
                "empty-class",
                "NetHack 3.7 has no object of class ']' to make: the game calls impossible() \
                 (\"probtype error\") and makes an object of another class",
            )
            .at(span, "a class with no object to make"),
        );
    } else if !names37::OBJECT_CLASSES.contains(&c) {
        diags.push(
            Diagnostic::error(format!(
                "NetHack 3.7 has no object class '{}'",
                show_bytes(&[c])
            ))
            .at(span, "not a 3.7 object class")
            .note("the game stops (\"create_object: unexpected object class\")"),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_names() {
        let f = || names37::MAP_SYMBOL_NAMES.iter().copied();
        assert_eq!(nearest("NOUN_STAIRCASE_DOWN", f()), Some("staircase down"));
        assert_eq!(nearest("Staircase Down", f()), Some("staircase down"));
        assert_eq!(nearest("fountian", f()), Some("fountain"));
        assert_eq!(nearest("\u{968e}\u{6bb5}", f()), None);
        assert_eq!(
            nearest("NOUN_GEM_LUCKSTONE", object_names()),
            Some("luckstone")
        );
        assert_eq!(nearest("slime mold", object_names()), Some("fruit"));
    }

    #[test]
    fn found_as_the_game_finds() {
        assert!(feature_found(b"staircase down"));
        assert!(feature_found(b"fountain"));
        assert!(feature_found(b""));
        assert!(!feature_found(b"Fountain"));
        assert!(!feature_found(b"down stairs"));
        assert!(object_found(b"luckstone"));
        assert!(object_found(b"boulder"));
        assert!(object_found(b"fruit"));
        assert!(object_found(b"strange object"));
        assert!(!object_found(b"slime mold"));
        assert!(!object_found(b"gray stone"));
        assert!(!object_found(b"Luckstone"));
        assert!(!object_found(b""));
        assert!(monster_found(b"random"));
        assert!(monster_found(b"Giant Mimic"));
        assert!(monster_found(b"dwarf lady"));
        assert!(!monster_found(b"NOUN_GIANT_MIMIC"));
    }

    /// Every name, class and word the source languages can hand the
    /// converter in a position checked "by construction" above is one
    /// that NetHack 3.7 finds.
    #[test]
    fn source_words_are_3_7_words() {
        for (t, _) in crate::lev36::lower::TRAP_TYPES {
            assert!(names37::TRAP_NAMES.contains(t), "trap {t}");
        }
        for (t, _) in crate::lev::model::TrapKind::NAMED {
            assert!(names37::TRAP_NAMES.contains(&t), "3.4.3 trap {t}");
        }
        for (r, _) in crate::lev36::lower::ROOM_TYPES {
            assert!(names37::known_room_type(r.as_bytes()), "room {r}");
        }
        for (r, _) in crate::lev::model::RoomType::NAMED {
            assert!(names37::known_room_type(r.as_bytes()), "3.4.3 room {r}");
        }
        for (_, e) in super::super::v36::ENGRAVINGS {
            assert!(names37::ENGRAVING_TYPES.contains(e), "engraving {e}");
        }
        for (_, f) in super::super::v36::FLAGS {
            assert!(names37::LEVEL_FLAGS.contains(f), "flag {f}");
        }
        for f in ["fountain", "sink", "pool"] {
            assert!(names37::FEATURES.contains(&f));
        }
        for a in ["altar", "shrine", "sanctum"] {
            assert!(names37::ALTAR_TYPES.contains(&a));
        }
    }
}
