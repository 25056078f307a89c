//! The same crate with a derive from serde_derive instead.

#[derive(serde_derive::Serialize)]
pub struct Dungeon {
    pub name: &'static str,
    pub bonetag: char,
}
