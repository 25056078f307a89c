//! The monster and object names the game accepts.

use dgn_core::to_lua::names37;

/// Monster and object names with their class symbols.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Catalog {
    /// Monster names (every accepted form) and class letters.
    pub monsters: Vec<(String, u8)>,
    /// Object names and class symbols.
    pub objects: Vec<(String, u8)>,
}

impl Catalog {
    /// NetHack 3.7's names.
    pub fn nethack37() -> Catalog {
        Catalog {
            monsters: names37::MONSTERS
                .iter()
                .map(|&(n, c)| (n.to_string(), c))
                .collect(),
            objects: names37::OBJECTS
                .iter()
                .map(|&(n, c, _)| (n.to_string(), c))
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

    /// The class symbol of object `name`.
    pub fn object(&self, name: &str) -> Option<u8> {
        self.objects
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|&(_, c)| c)
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
