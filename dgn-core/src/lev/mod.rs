//! The special-level language (`*.des`, NetHack's lev_comp), 3.4.3 dialect.

pub mod decode;
pub mod model;
pub mod write;

pub use decode::{decode, DecodeError};
pub use write::{write, WriteError};
