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

    /// The monster the game makes for a name that is not one of its own,
    /// with the part of the name it went by: the longest monster name the
    /// name starts with followed by a space (`"human mummmy"` makes a
    /// `human`), else the first role's rank title the name starts with
    /// (`"Master Asassin"` makes a `monk`, whose top rank is "Master"),
    /// as NetHack 3.7's `name_to_monplus` and `title_to_mon` do.
    pub fn monster_prefix<'a>(&'a self, name: &'a str) -> Option<(&'a str, u8, &'a str)> {
        let lower = name.to_ascii_lowercase();
        let by_name = self
            .monsters
            .iter()
            .filter(|(n, _)| {
                let n = n.to_ascii_lowercase();
                lower.len() > n.len() && lower.starts_with(&n) && lower.as_bytes()[n.len()] == b' '
            })
            .max_by_key(|(n, _)| n.len())
            .map(|(n, c)| (n.as_str(), *c, &name[..n.len()]));
        by_name.or_else(|| {
            let (title, monster) = RANK_TITLES
                .iter()
                .find(|(t, _)| lower.starts_with(&t.to_ascii_lowercase()))?;
            let (n, c) = self.monsters.iter().find(|(n, _)| n == monster)?;
            Some((n.as_str(), *c, &name[..title.len()]))
        })
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

/// The rank titles of NetHack 3.7's roles (male, then female where it
/// differs), in the game's order, with the monster each role is: a
/// monster name that starts with one makes that monster.
const RANK_TITLES: &[(&str, &str)] = &[
    ("Digger", "archeologist"),
    ("Field Worker", "archeologist"),
    ("Investigator", "archeologist"),
    ("Exhumer", "archeologist"),
    ("Excavator", "archeologist"),
    ("Spelunker", "archeologist"),
    ("Speleologist", "archeologist"),
    ("Collector", "archeologist"),
    ("Curator", "archeologist"),
    ("Plunderer", "barbarian"),
    ("Plunderess", "barbarian"),
    ("Pillager", "barbarian"),
    ("Bandit", "barbarian"),
    ("Brigand", "barbarian"),
    ("Raider", "barbarian"),
    ("Reaver", "barbarian"),
    ("Slayer", "barbarian"),
    ("Chieftain", "barbarian"),
    ("Chieftainess", "barbarian"),
    ("Conqueror", "barbarian"),
    ("Conqueress", "barbarian"),
    ("Troglodyte", "cave dweller"),
    ("Aborigine", "cave dweller"),
    ("Wanderer", "cave dweller"),
    ("Vagrant", "cave dweller"),
    ("Wayfarer", "cave dweller"),
    ("Roamer", "cave dweller"),
    ("Nomad", "cave dweller"),
    ("Rover", "cave dweller"),
    ("Pioneer", "cave dweller"),
    ("Rhizotomist", "healer"),
    ("Empiric", "healer"),
    ("Embalmer", "healer"),
    ("Dresser", "healer"),
    ("Medicus ossium", "healer"),
    ("Medica ossium", "healer"),
    ("Herbalist", "healer"),
    ("Magister", "healer"),
    ("Magistra", "healer"),
    ("Physician", "healer"),
    ("Chirurgeon", "healer"),
    ("Gallant", "knight"),
    ("Esquire", "knight"),
    ("Bachelor", "knight"),
    ("Sergeant", "knight"),
    ("Knight", "knight"),
    ("Banneret", "knight"),
    ("Chevalier", "knight"),
    ("Chevaliere", "knight"),
    ("Seignieur", "knight"),
    ("Dame", "knight"),
    ("Paladin", "knight"),
    ("Candidate", "monk"),
    ("Novice", "monk"),
    ("Initiate", "monk"),
    ("Student of Stones", "monk"),
    ("Student of Waters", "monk"),
    ("Student of Metals", "monk"),
    ("Student of Winds", "monk"),
    ("Student of Fire", "monk"),
    ("Master", "monk"),
    ("Aspirant", "cleric"),
    ("Acolyte", "cleric"),
    ("Adept", "cleric"),
    ("Priest", "cleric"),
    ("Priestess", "cleric"),
    ("Curate", "cleric"),
    ("Canon", "cleric"),
    ("Canoness", "cleric"),
    ("Lama", "cleric"),
    ("Patriarch", "cleric"),
    ("Matriarch", "cleric"),
    ("High Priest", "cleric"),
    ("High Priestess", "cleric"),
    ("Footpad", "rogue"),
    ("Cutpurse", "rogue"),
    ("Rogue", "rogue"),
    ("Pilferer", "rogue"),
    ("Robber", "rogue"),
    ("Burglar", "rogue"),
    ("Filcher", "rogue"),
    ("Magsman", "rogue"),
    ("Magswoman", "rogue"),
    ("Thief", "rogue"),
    ("Tenderfoot", "ranger"),
    ("Lookout", "ranger"),
    ("Trailblazer", "ranger"),
    ("Reconnoiterer", "ranger"),
    ("Reconnoiteress", "ranger"),
    ("Scout", "ranger"),
    ("Arbalester", "ranger"),
    ("Archer", "ranger"),
    ("Sharpshooter", "ranger"),
    ("Marksman", "ranger"),
    ("Markswoman", "ranger"),
    ("Hatamoto", "samurai"),
    ("Ronin", "samurai"),
    ("Ninja", "samurai"),
    ("Kunoichi", "samurai"),
    ("Joshu", "samurai"),
    ("Ryoshu", "samurai"),
    ("Kokushu", "samurai"),
    ("Daimyo", "samurai"),
    ("Kuge", "samurai"),
    ("Shogun", "samurai"),
    ("Rambler", "tourist"),
    ("Sightseer", "tourist"),
    ("Excursionist", "tourist"),
    ("Peregrinator", "tourist"),
    ("Peregrinatrix", "tourist"),
    ("Traveler", "tourist"),
    ("Journeyer", "tourist"),
    ("Voyager", "tourist"),
    ("Explorer", "tourist"),
    ("Adventurer", "tourist"),
    ("Stripling", "valkyrie"),
    ("Skirmisher", "valkyrie"),
    ("Fighter", "valkyrie"),
    ("Man-at-arms", "valkyrie"),
    ("Woman-at-arms", "valkyrie"),
    ("Warrior", "valkyrie"),
    ("Swashbuckler", "valkyrie"),
    ("Hero", "valkyrie"),
    ("Heroine", "valkyrie"),
    ("Champion", "valkyrie"),
    ("Lord", "valkyrie"),
    ("Lady", "valkyrie"),
    ("Evoker", "wizard"),
    ("Conjurer", "wizard"),
    ("Thaumaturge", "wizard"),
    ("Magician", "wizard"),
    ("Enchanter", "wizard"),
    ("Enchantress", "wizard"),
    ("Sorcerer", "wizard"),
    ("Sorceress", "wizard"),
    ("Necromancer", "wizard"),
    ("Wizard", "wizard"),
    ("Mage", "wizard"),
];

#[cfg(test)]
mod tests {
    use super::Catalog;

    // NetHack 3.7 builds a valkyrie, a monk, a student and a human for
    // "ladybug", "Master Asassin", "Student of Firewood" and "Human mummmy".
    #[test]
    fn names_read_by_their_start() {
        let c = Catalog::nethack37();
        // A monster name and a space first: the longest one.
        assert_eq!(
            c.monster_prefix("ghoul mage"),
            Some(("ghoul", b'Z', "ghoul"))
        );
        assert_eq!(
            c.monster_prefix("Human mummmy"),
            Some(("human", b'@', "Human"))
        );
        // Else a rank title, without a space after it, case aside.
        assert_eq!(
            c.monster_prefix("Master Asassin"),
            Some(("monk", b'@', "Master"))
        );
        assert_eq!(
            c.monster_prefix("ladybug"),
            Some(("valkyrie", b'@', "lady"))
        );
        assert_eq!(
            c.monster_prefix("Student of Firewood"),
            Some(("student", b'@', "Student"))
        );
        assert_eq!(c.monster_prefix("xyzzy"), None);
    }
}
