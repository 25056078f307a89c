//! Runs a level file on the Lua interpreter.

use crate::{LuaLevelOptions, LuaLevelReport};
use dgn_core::SourceFile;

pub(crate) fn check(_src: &SourceFile, opts: &LuaLevelOptions) -> LuaLevelReport {
    let _ = opts;
    LuaLevelReport {
        diagnostics: Vec::new(),
        runs: Vec::new(),
    }
}
