//! The level engine's schema and checks, as the editor features use them.

use crate::luahelp::FnDoc;
use dgn_core::diag::Diagnostic;
use dgn_core::SourceFile;

/// The functions of namespace `ns`.
pub fn functions(_ns: &str) -> Vec<FnDoc> {
    Vec::new()
}

/// The map characters with what each draws.
pub fn map_chars() -> Vec<(char, String)> {
    Vec::new()
}

/// The engine's diagnostics for a level.
pub fn check(_src: &SourceFile) -> Vec<Diagnostic> {
    Vec::new()
}
