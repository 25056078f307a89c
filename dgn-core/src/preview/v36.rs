//! Previews of NetHack 3.6 level programs.

use super::LevelPreview;
use crate::source::show_bytes;
use crate::target::Target;

pub(super) fn build(_level: &crate::lev36::Level, name: &str, _target: &Target) -> LevelPreview {
    let mut p = LevelPreview::new(show_bytes(name.as_bytes()));
    p.header.push("NetHack 3.6 level program".into());
    p
}
