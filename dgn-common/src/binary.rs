//! Error types shared by the writers, decoders and printers of the three
//! binary formats (dungeon files, 3.4.3 and 3.6 `.lev` files).

use std::fmt;

/// A model that the binary format cannot represent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WriteError(pub String);

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for WriteError {}

/// Why bytes are not a valid file of the expected format, and where.
#[cfg(feature = "decompile")]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError {
    /// Byte offset in the file where the problem is.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

#[cfg(feature = "decompile")]
impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at byte {}: {}", self.offset, self.message)
    }
}

#[cfg(feature = "decompile")]
impl std::error::Error for DecodeError {}

/// A model that no source text can express.
#[cfg(feature = "decompile")]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintError(pub String);

#[cfg(feature = "decompile")]
impl fmt::Display for PrintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(feature = "decompile")]
impl std::error::Error for PrintError {}
