//! The monster and object names the game accepts.

use dgn_core::to_lua::names37;

/// Monster and object names with their class symbols.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Catalog {
    /// Monster names (every accepted form) and class letters.
    pub monsters: Vec<(String, u8)>,
    /// Object names and class symbols.
    pub objects: Vec<(String, u8)>,
    /// Unidentified object descriptions ("walking shoes") and class
    /// symbols, which the game's look-up also accepts.
    pub descriptions: Vec<(String, u8)>,
}

impl Catalog {
    /// NetHack 3.7's names.
    pub fn nethack37() -> Catalog {
        Catalog {
            monsters: names37::MONSTERS
                .iter()
                .map(|&(n, c)| (n.to_string(), c))
                .collect(),
            // Once its options are read, the game renames the slime mold
            // "fruit" (the player's fruit), and looks objects up by that
            // name.
            objects: names37::OBJECTS
                .iter()
                .map(|&(n, c, _)| {
                    let n = if n == "slime mold" { "fruit" } else { n };
                    (n.to_string(), c)
                })
                .collect(),
            descriptions: names37::OBJECTS
                .iter()
                .filter(|(_, _, d)| !d.is_empty())
                .map(|&(_, c, d)| (d.to_string(), c))
                .collect(),
        }
    }

    /// The class letter of monster `name` (names compare without case, as
    /// the game's look-up does).
    pub fn monster(&self, name: &str) -> Option<u8> {
        self.monsters
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|&(_, c)| c)
    }

    /// The class symbol of object `name`, looked up as the game does: a
    /// leading "ring of ", "potion of ", "scroll of ", "spellbook of " or
    /// "wand of " limits the look-up to that class; then the object's
    /// name, then its unidentified description.
    pub fn object(&self, name: &str) -> Option<u8> {
        let lower = name.to_ascii_lowercase();
        let mut class = None;
        let mut rest = lower.as_str();
        for (prefix, c) in [
            ("ring of ", b'='),
            ("potion of ", b'!'),
            ("scroll of ", b'?'),
            ("spellbook of ", b'+'),
            ("wand of ", b'/'),
        ] {
            if let Some(r) = lower.strip_prefix(prefix) {
                class = Some(c);
                rest = r;
                break;
            }
        }
        self.objects
            .iter()
            .find(|(n, c)| class.is_none_or(|k| k == *c) && n.eq_ignore_ascii_case(rest))
            .map(|&(_, c)| c)
            .or_else(|| {
                self.descriptions
                    .iter()
                    .find(|(d, _)| d.eq_ignore_ascii_case(rest))
                    .map(|&(_, c)| c)
            })
    }

    /// The monster the game makes for a name that is not one of its own
    /// but starts with one followed by a space (`"human mummmy"` makes a
    /// `human`): the longest such name, with its class letter.
    pub fn monster_prefix(&self, name: &str) -> Option<(&str, u8)> {
        let lower = name.to_ascii_lowercase();
        self.monsters
            .iter()
            .filter(|(n, _)| {
                let n = n.to_ascii_lowercase();
                lower.len() > n.len() && lower.starts_with(&n) && lower.as_bytes()[n.len()] == b' '
            })
            .max_by_key(|(n, _)| n.len())
            .map(|(n, c)| (n.as_str(), *c))
    }

    /// Whether `c` is a monster class letter.
    pub fn is_monster_class(&self, c: u8) -> bool {
        self.monsters.iter().any(|&(_, s)| s == c)
    }

    /// Whether `c` is an object class symbol.
    pub fn is_object_class(&self, c: u8) -> bool {
        self.objects.iter().any(|&(_, s)| s == c)
    }
}
