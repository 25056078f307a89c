//! Where a compiled level's items come from: the source line of each
//! statement, kept beside the [`model`](crate::model) rather than in it (a
//! level decoded from a `.lev` file has no source, and models compare equal
//! whatever file they came from).
//!
//! [`Lines`] is compact and cheap to record: one [`Item`] per placed thing,
//! in statement order, saying which map part or room and which of its lists
//! the thing went to. [`Lines::by_list`] turns it into tables parallel to
//! the model's vectors ([`HolderLines::line`]) for look-ups.

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
    /// `forges` (notdNetHack).
    Forges,
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

/// One placed thing: where it went and the line of its statement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Item {
    /// The map part (`Maze::parts`) or room (`RoomLevel::rooms`) index.
    pub holder: u16,
    /// The list of that part or room it was appended to.
    pub list: List,
    /// The line (one-based) of its statement.
    pub line: u32,
}

/// The source lines of one compiled level.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lines {
    /// The line of the `MAZE` or `LEVEL` statement.
    pub level: u32,
    /// Per map part or room: the line of the statement that opens it and
    /// the line of the first row of its `MAP` block (0 without one).
    holders: Vec<(u32, u32)>,
    /// Every placed thing, in statement order.
    items: Vec<Item>,
}

impl Lines {
    /// Lines of a level whose statement is on `level`.
    pub(crate) fn new(level: u32) -> Lines {
        Lines {
            level,
            holders: Vec::new(),
            // Most levels place a few dozen things: one allocation.
            items: Vec::with_capacity(32),
        }
    }

    /// A map part or room opens at line `start` (its map's first row on
    /// line `map`, 0 without a map).
    pub(crate) fn open(&mut self, start: u32, map: u32) {
        self.holders.push((start, map));
    }

    /// The current map part or room gets a thing of `list` from `line`
    /// (nothing is recorded before a part or room is opened).
    pub(crate) fn push(&mut self, list: List, line: u32) {
        if let Some(h) = self.holders.len().checked_sub(1) {
            let holder = u16::try_from(h).unwrap_or(u16::MAX);
            self.items.push(Item { holder, list, line });
        }
    }

    /// Every placed thing, in statement order.
    pub fn items(&self) -> &[Item] {
        &self.items
    }

    /// How many map parts or rooms the level has.
    pub fn holder_count(&self) -> usize {
        self.holders.len()
    }

    /// The tables of each map part or room (in the model's order), parallel
    /// to the model's lists.
    pub fn by_list(&self) -> Vec<HolderLines> {
        let mut out: Vec<HolderLines> = self
            .holders
            .iter()
            .map(|&(start, map)| HolderLines {
                start,
                map,
                lists: Default::default(),
            })
            .collect();
        for it in &self.items {
            if let Some(h) = out.get_mut(usize::from(it.holder)) {
                h.lists[it.list as usize].push(it.line);
            }
        }
        out
    }
}

/// The source lines of one map part or room, list by list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HolderLines {
    /// The line of the statement that opens it (`GEOMETRY` or `NOMAP` for a
    /// map part, `ROOM` or `SUBROOM` for a room).
    pub start: u32,
    /// The line of the first row of the part's `MAP` block; 0 without one.
    pub map: u32,
    lists: [Vec<u32>; List::COUNT],
}

impl HolderLines {
    /// The line of the statement that put item `index` of `list` there
    /// (one-based), when known.
    pub fn line(&self, list: List, index: usize) -> Option<u32> {
        self.lists[list as usize].get(index).copied()
    }

    /// Every line of `list`, parallel to the model's vector.
    pub fn list(&self, list: List) -> &[u32] {
        &self.lists[list as usize]
    }
}
