//! What the decoders of all three binary formats share.

use std::fmt;

/// Why bytes are not a valid file of the expected format, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError {
    /// Byte offset in the file where the problem is.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at byte {}: {}", self.offset, self.message)
    }
}

impl std::error::Error for DecodeError {}
