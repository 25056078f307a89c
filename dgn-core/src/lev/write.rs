//! The binary `.lev` writer (3.4.3 format).

use std::fmt;

use super::model::Level;
use crate::Target;

/// Why a level cannot be written: something the file format cannot hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WriteError {
    /// What is wrong, naming the offending item.
    pub message: String,
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for WriteError {}

/// The bytes of the `.lev` file of `level` for `target`.
pub fn write(level: &Level, target: &Target) -> Result<Vec<u8>, WriteError> {
    let _ = (level, target);
    Err(WriteError {
        message: "not implemented yet".into(),
    })
}
