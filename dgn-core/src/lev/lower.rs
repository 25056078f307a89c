//! Grouping statements into levels and lowering them to the model.

use super::{model, Options, Parsed};
use crate::diag::Diagnostic;
use crate::target::Target;

/// Lowers parsed statements to model levels.
pub fn lower(
    _parsed: &Parsed,
    _target: &Target,
    _opts: &Options,
) -> (Vec<(String, ()) >, Vec<Diagnostic>) {
    (Vec::new(), Vec::new())
}
