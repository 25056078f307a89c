//! [`Text`]: a string of a level file, as text and as exact bytes.

/// A string from a level file: `text` for Rust code (bytes that are not
/// UTF-8 replaced by U+FFFD) and `bytes`, exactly as written in the source
/// (see the crate docs, "Names and bytes"). An empty string stands for
/// "none" wherever a level file allows a string to be left out.
///
/// ```
/// use dgn_types::Text;
///
/// const NAME: Text = Text { text: "medusa-1", bytes: b"medusa-1" };
/// assert_eq!(NAME, "medusa-1");
/// assert!(!NAME.is_empty());
/// assert_eq!(Text::EMPTY.as_str(), "");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Text {
    /// As text (lossy for non-UTF-8 bytes).
    pub text: &'static str,
    /// The exact bytes.
    pub bytes: &'static [u8],
}

impl Text {
    /// The empty string.
    pub const EMPTY: Text = Text {
        text: "",
        bytes: b"",
    };

    /// As text (lossy for non-UTF-8 bytes).
    pub const fn as_str(&self) -> &'static str {
        self.text
    }

    /// The exact bytes.
    pub const fn as_bytes(&self) -> &'static [u8] {
        self.bytes
    }

    /// True for the empty string ("none").
    pub const fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }
}

/// Compares the exact bytes.
impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        self.bytes == other.as_bytes()
    }
}

/// Compares the exact bytes.
impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.bytes == other.as_bytes()
    }
}

impl core::fmt::Display for Text {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.text)
    }
}

/// A monster of the target's monster table: its index (what the binary
/// file stores) and its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MonsterRef {
    /// Index in the game's monster table (`mons[]`).
    pub index: u16,
    /// The monster's name in that table.
    pub name: &'static str,
}

/// An object of the target's object table: its index (what the binary file
/// stores) and its name (empty for the table's unnamed entries).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectRef {
    /// Index in the game's object table (`objects[]`).
    pub index: u16,
    /// The object's actual name in that table.
    pub name: &'static str,
}

/// A value the game picks at random, or a given one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum OrRandom<T> {
    /// `random`: the game chooses.
    #[default]
    Random,
    /// This value.
    Value(T),
}

impl<T: Copy> OrRandom<T> {
    /// The value, or `None` for [`OrRandom::Random`].
    pub const fn value(self) -> Option<T> {
        match self {
            OrRandom::Random => None,
            OrRandom::Value(v) => Some(v),
        }
    }

    /// True for [`OrRandom::Random`].
    pub const fn is_random(&self) -> bool {
        matches!(self, OrRandom::Random)
    }
}
