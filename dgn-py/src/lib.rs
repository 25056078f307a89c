//! The `dgn` Python package's native part.
//!
//! [`api`] is what the package does, in plain Rust (no Python types), so
//! that `cargo test` checks it without an interpreter; the `python` feature
//! adds the extension module `dgn._native` over it (built by maturin, see
//! `pyproject.toml`). The Python side (`python/dgn/`) turns its tuples into
//! the package's classes.
#![warn(missing_docs)]

pub mod api;
#[cfg(feature = "python")]
mod python;
