//! Where a compiled level's items come from: the source line of each
//! statement, kept beside the [`model`](crate::model) rather than in it (a
//! level decoded from a `.lev` file has no source, and models compare equal
//! whatever file they came from).
//!
//! [`Lines`] follows the model's shape: one [`HolderLines`] per map part of
//! a maze level or per room of a room level, in the model's order, and in
//! each one list of line numbers per list of placed things, parallel to the
//! model's vector ([`HolderLines::line`]).

use dgn_common::source::SourceFile;

/// A list of placed things of a map part or room, as the model holds them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum List {
    /// `MazePart::lregions` (stair, portal, teleport and branch regions).
    LevRegions,
    /// `MazePart::regions`.
    Regions,
    /// `MazePart::doors` or `Room::doors`.
    Doors,
    /// `MazePart::drawbridges`.
    Drawbridges,
    /// `MazePart::walks`.
    Walks,
    /// `MazePart::non_diggable`.
    NonDiggable,
    /// `MazePart::non_passwall`.
    NonPasswall,
    /// `MazePart::ladders`.
    Ladders,
    /// `stairs`.
    Stairs,
    /// `altars`.
    Altars,
    /// `fountains`.
    Fountains,
    /// `Room::sinks`.
    Sinks,
    /// `Room::pools`.
    Pools,
    /// `traps`.
    Traps,
    /// `monsters`.
    Monsters,
    /// `objects`.
    Objects,
    /// `gold`.
    Gold,
    /// `engravings`.
    Engravings,
}

impl List {
    /// How many lists there are.
    const COUNT: usize = List::Engravings as usize + 1;
}

/// The source lines of one map part or room.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HolderLines {
    /// The line of the statement that opens it (`GEOMETRY` or `NOMAP` for a
    /// map part, `ROOM` or `SUBROOM` for a room); 0 when unknown.
    pub start: u32,
    /// The line of the first row of the part's `MAP` block; 0 without one.
    pub map: u32,
    lists: [Vec<u32>; List::COUNT],
}

impl HolderLines {
    /// Lines of a holder opened at `start` (a byte offset while lowering).
    pub(crate) fn new(start: u32) -> HolderLines {
        HolderLines {
            start,
            ..HolderLines::default()
        }
    }

    /// The line of the statement that put item `index` of `list` there
    /// (one-based), when known.
    pub fn line(&self, list: List, index: usize) -> Option<u32> {
        self.lists[list as usize].get(index).copied()
    }

    /// Every line of `list`, parallel to the model's vector.
    pub fn list(&self, list: List) -> &[u32] {
        &self.lists[list as usize]
    }

    pub(crate) fn push(&mut self, list: List, at: u32) {
        self.lists[list as usize].push(at);
    }

    fn each(&mut self, f: &mut impl FnMut(&mut u32)) {
        f(&mut self.start);
        if self.map != 0 {
            f(&mut self.map);
        }
        for l in &mut self.lists {
            l.iter_mut().for_each(&mut *f);
        }
    }
}

/// The source lines of one compiled level, parallel to its model.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lines {
    /// The line of the `MAZE` or `LEVEL` statement.
    pub level: u32,
    /// One per map part (`Maze::parts`) or room (`RoomLevel::rooms`), in
    /// the model's order.
    pub holders: Vec<HolderLines>,
}

impl Lines {
    /// The lines of map part or room `holder`, if there is one.
    pub fn holder(&self, holder: usize) -> Option<&HolderLines> {
        self.holders.get(holder)
    }

    fn each(&mut self, f: &mut impl FnMut(&mut u32)) {
        f(&mut self.level);
        for h in &mut self.holders {
            h.each(f);
        }
    }
}

/// Turns the byte offsets recorded while lowering into one-based lines of
/// `src`, for all the levels of a file at once.
pub(crate) fn resolve(all: &mut [Lines], src: &SourceFile) {
    let mut flat = Vec::new();
    for l in all.iter_mut() {
        l.each(&mut |v| flat.push(*v));
    }
    src.offsets_to_lines(&mut flat);
    let mut lines = flat.into_iter();
    for l in all.iter_mut() {
        l.each(&mut |v| *v = lines.next().unwrap_or(0));
    }
}
