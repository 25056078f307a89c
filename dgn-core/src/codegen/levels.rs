//! Special levels as `dgn-types` tables: [`lev343_file`] for the 3.4.3
//! dialect (`dgn_types::lev343`), [`lev36_file`] for 3.6 level programs
//! (`dgn_types::lev36`).
//!
//! Monster and object references are given with the index the model holds
//! and the name the target's catalog has for it.

use crate::catalog::Catalog;
use crate::diag::Render;
use crate::lev::model as m;
use crate::lev36::model as m36;
use crate::target::Dialect;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The type of a whole level table for a dialect:
/// `&'static [<types>::lev343::Level]` or `&'static [<types>::lev36::Level]`.
pub fn level_table_type(dialect: Dialect, types: &TokenStream) -> TokenStream {
    match dialect {
        Dialect::V343 => quote!(&'static [#types::lev343::Level]),
        Dialect::V36 => quote!(&'static [#types::lev36::Level]),
    }
}

/// An expression `&[<types>::lev343::Level { .. }, ..]` for the levels of a
/// 3.4.3 file (as [`crate::lev::compile`] gives them), in order.
pub fn lev343_file<N>(
    levels: &[(N, m::Level)],
    catalog: &Catalog,
    types: &TokenStream,
) -> TokenStream {
    let g = Gen343 {
        cat: catalog,
        t: types,
    };
    let items = levels.iter().map(|(_, l)| g.level(l));
    quote!(&[#(#items),*])
}

/// A `<types>::lev343::Level { .. }` struct expression.
pub fn lev343_level(level: &m::Level, catalog: &Catalog, types: &TokenStream) -> TokenStream {
    Gen343 {
        cat: catalog,
        t: types,
    }
    .level(level)
}

/// An expression `&[<types>::lev36::Level { .. }, ..]` for the levels of a
/// 3.6 file (as [`crate::lev36::compile`] gives them), in order.
pub fn lev36_file<N>(
    levels: &[(N, m36::Level)],
    catalog: &Catalog,
    types: &TokenStream,
) -> TokenStream {
    let items = levels.iter().map(|(_, l)| lev36_level(l, catalog, types));
    quote!(&[#(#items),*])
}

/// A `<types>::lev36::Level { .. }` struct expression.
pub fn lev36_level(level: &m36::Level, catalog: &Catalog, types: &TokenStream) -> TokenStream {
    let name = text(&level.name, types);
    let code = level.code.iter().map(|i| instr(i, catalog, types));
    quote! {
        #types::lev36::Level {
            name: #name,
            code: &[#(#code),*],
        }
    }
}

fn text(bytes: &[u8], types: &TokenStream) -> TokenStream {
    if bytes.is_empty() {
        return quote!(#types::Text::EMPTY);
    }
    let t = Literal::string(&String::from_utf8_lossy(bytes));
    let b = Literal::byte_string(bytes);
    quote!(#types::Text { text: #t, bytes: #b })
}

fn i8l(v: i8) -> Literal {
    Literal::i8_unsuffixed(v)
}

fn u8l(v: u8) -> Literal {
    Literal::u8_unsuffixed(v)
}

fn byte_list(v: &[u8]) -> TokenStream {
    let b = Literal::byte_string(v);
    quote!(#b)
}

fn option(v: Option<TokenStream>) -> TokenStream {
    match v {
        Some(t) => quote!(::core::option::Option::Some(#t)),
        None => quote!(::core::option::Option::None),
    }
}

fn monster_ref(cat: &Catalog, index: u16, types: &TokenStream) -> TokenStream {
    let name = cat
        .monster(usize::from(index))
        .map(|mo| String::from_utf8_lossy(&mo.name).into_owned())
        .unwrap_or_default();
    let i = Literal::u16_unsuffixed(index);
    quote!(#types::MonsterRef { index: #i, name: #name })
}

fn object_ref(cat: &Catalog, index: u16, types: &TokenStream) -> TokenStream {
    let name = cat
        .object(usize::from(index))
        .and_then(|o| o.name.as_ref())
        .map(|n| String::from_utf8_lossy(n).into_owned())
        .unwrap_or_default();
    let i = Literal::u16_unsuffixed(index);
    quote!(#types::ObjectRef { index: #i, name: #name })
}

struct Gen343<'a> {
    cat: &'a Catalog,
    t: &'a TokenStream,
}

impl Gen343<'_> {
    fn m(&self) -> TokenStream {
        let t = self.t;
        quote!(#t::lev343)
    }

    fn or_random(&self, v: Option<TokenStream>) -> TokenStream {
        let t = self.t;
        match v {
            Some(v) => quote!(#t::OrRandom::Value(#v)),
            None => quote!(#t::OrRandom::Random),
        }
    }

    /// `-1` is random.
    fn i8_or_random(&self, v: i8) -> TokenStream {
        self.or_random((v != -1).then(|| {
            let l = i8l(v);
            quote!(#l)
        }))
    }

    fn level(&self, l: &m::Level) -> TokenStream {
        let m = self.m();
        let name = text(&l.name, self.t);
        let f = l.flags;
        let (a, b, c, d, e) = (
            f.noteleport,
            f.hardfloor,
            f.nommap,
            f.shortsighted,
            f.arboreal,
        );
        let init = option(l.init.as_ref().map(|i| self.init(i)));
        let message = text(&l.message, self.t);
        let body = match &l.body {
            m::LevelBody::Maze(z) => {
                let filling = self.or_random(z.filling.map(|t| self.terrain(t)));
                let parts = z.parts.iter().map(|p| self.part(p));
                quote!(#m::LevelBody::Maze(#m::Maze { filling: #filling, parts: &[#(#parts),*] }))
            }
            m::LevelBody::Rooms(r) => {
                let ro = byte_list(&r.random_objects);
                let rm = byte_list(&r.random_monsters);
                let rooms = r.rooms.iter().map(|x| self.room(x));
                let corridors = r.corridors.iter().map(|x| self.corridor(x));
                quote!(#m::LevelBody::Rooms(#m::RoomLevel {
                    random_objects: #ro,
                    random_monsters: #rm,
                    rooms: &[#(#rooms),*],
                    corridors: &[#(#corridors),*],
                }))
            }
        };
        quote! {
            #m::Level {
                name: #name,
                flags: #m::LevelFlags {
                    noteleport: #a, hardfloor: #b, nommap: #c, shortsighted: #d, arboreal: #e,
                },
                init: #init,
                message: #message,
                body: #body,
            }
        }
    }

    fn init(&self, i: &m::InitMap) -> TokenStream {
        let m = self.m();
        let fg = self.terrain(i.fg);
        let bg = self.terrain(i.bg);
        let (s, j) = (i.smoothed, i.joined);
        let lit = self.light(i.lit);
        let walled = self.or_random(i.walled.map(|w| quote!(#w)));
        quote!(#m::InitMap { fg: #fg, bg: #bg, smoothed: #s, joined: #j, lit: #lit, walled: #walled })
    }

    fn terrain(&self, t: m::Terrain) -> TokenStream {
        let m = self.m();
        let v = match t {
            m::Terrain::Stone => quote!(Stone),
            m::Terrain::VWall => quote!(VWall),
            m::Terrain::HWall => quote!(HWall),
            m::Terrain::TlCorner => quote!(TlCorner),
            m::Terrain::TrCorner => quote!(TrCorner),
            m::Terrain::BlCorner => quote!(BlCorner),
            m::Terrain::BrCorner => quote!(BrCorner),
            m::Terrain::CrossWall => quote!(CrossWall),
            m::Terrain::TuWall => quote!(TuWall),
            m::Terrain::TdWall => quote!(TdWall),
            m::Terrain::TlWall => quote!(TlWall),
            m::Terrain::TrWall => quote!(TrWall),
            m::Terrain::DbWall => quote!(DbWall),
            m::Terrain::Tree => quote!(Tree),
            m::Terrain::SDoor => quote!(SDoor),
            m::Terrain::SCorr => quote!(SCorr),
            m::Terrain::Pool => quote!(Pool),
            m::Terrain::Moat => quote!(Moat),
            m::Terrain::Water => quote!(Water),
            m::Terrain::DrawbridgeUp => quote!(DrawbridgeUp),
            m::Terrain::LavaPool => quote!(LavaPool),
            m::Terrain::IronBars => quote!(IronBars),
            m::Terrain::Door => quote!(Door),
            m::Terrain::Corr => quote!(Corr),
            m::Terrain::Room => quote!(Room),
            m::Terrain::Stairs => quote!(Stairs),
            m::Terrain::Ladder => quote!(Ladder),
            m::Terrain::Fountain => quote!(Fountain),
            m::Terrain::Throne => quote!(Throne),
            m::Terrain::Sink => quote!(Sink),
            m::Terrain::Grave => quote!(Grave),
            m::Terrain::Altar => quote!(Altar),
            m::Terrain::Ice => quote!(Ice),
            m::Terrain::DrawbridgeDown => quote!(DrawbridgeDown),
            m::Terrain::Air => quote!(Air),
            m::Terrain::Cloud => quote!(Cloud),
        };
        quote!(#m::Terrain::#v)
    }

    fn light(&self, l: m::Light) -> TokenStream {
        let m = self.m();
        match l {
            m::Light::Unlit => quote!(#m::Light::Unlit),
            m::Light::Lit => quote!(#m::Light::Lit),
            m::Light::Random => quote!(#m::Light::Random),
        }
    }

    fn coord(&self, c: m::Coord) -> TokenStream {
        let m = self.m();
        match c {
            m::Coord::At { x, y } => {
                let (x, y) = (i8l(x), i8l(y));
                quote!(#m::Coord::At { x: #x, y: #y })
            }
            m::Coord::Place(i) => {
                let i = u8l(i);
                quote!(#m::Coord::Place(#i))
            }
            m::Coord::Random => quote!(#m::Coord::Random),
        }
    }

    fn coords(&self, v: &[m::Coord]) -> TokenStream {
        let items = v.iter().map(|c| self.coord(*c));
        quote!(&[#(#items),*])
    }

    fn class(&self, c: m::ClassSel) -> TokenStream {
        let m = self.m();
        match c {
            m::ClassSel::Class(b) => {
                let b = Literal::u8_suffixed(b);
                quote!(#m::ClassSel::Class(#b))
            }
            m::ClassSel::Register(i) => {
                let i = u8l(i);
                quote!(#m::ClassSel::Register(#i))
            }
            m::ClassSel::Random => quote!(#m::ClassSel::Random),
        }
    }

    fn align(&self, a: m::Alignment) -> TokenStream {
        let m = self.m();
        match a {
            m::Alignment::None => quote!(#m::Alignment::None),
            m::Alignment::Chaotic => quote!(#m::Alignment::Chaotic),
            m::Alignment::Neutral => quote!(#m::Alignment::Neutral),
            m::Alignment::Lawful => quote!(#m::Alignment::Lawful),
            m::Alignment::CoAligned => quote!(#m::Alignment::CoAligned),
            m::Alignment::NonCoAligned => quote!(#m::Alignment::NonCoAligned),
            m::Alignment::Register(i) => {
                let i = u8l(i);
                quote!(#m::Alignment::Register(#i))
            }
            m::Alignment::Random => quote!(#m::Alignment::Random),
        }
    }

    fn dir(&self, d: m::Direction) -> TokenStream {
        let m = self.m();
        match d {
            m::Direction::North => quote!(#m::Direction::North),
            m::Direction::South => quote!(#m::Direction::South),
            m::Direction::East => quote!(#m::Direction::East),
            m::Direction::West => quote!(#m::Direction::West),
        }
    }

    fn door_state(&self, s: m::DoorState) -> TokenStream {
        let m = self.m();
        match s {
            m::DoorState::NoDoor => quote!(#m::DoorState::NoDoor),
            m::DoorState::Broken => quote!(#m::DoorState::Broken),
            m::DoorState::Open => quote!(#m::DoorState::Open),
            m::DoorState::Closed => quote!(#m::DoorState::Closed),
            m::DoorState::Locked => quote!(#m::DoorState::Locked),
            m::DoorState::Random => quote!(#m::DoorState::Random),
        }
    }

    fn halign(&self, h: m::HAlign) -> TokenStream {
        let m = self.m();
        match h {
            m::HAlign::Left => quote!(#m::HAlign::Left),
            m::HAlign::HalfLeft => quote!(#m::HAlign::HalfLeft),
            m::HAlign::Center => quote!(#m::HAlign::Center),
            m::HAlign::HalfRight => quote!(#m::HAlign::HalfRight),
            m::HAlign::Right => quote!(#m::HAlign::Right),
        }
    }

    fn valign(&self, v: m::VAlign) -> TokenStream {
        let m = self.m();
        match v {
            m::VAlign::Top => quote!(#m::VAlign::Top),
            m::VAlign::Center => quote!(#m::VAlign::Center),
            m::VAlign::Bottom => quote!(#m::VAlign::Bottom),
        }
    }

    fn room_type(&self, r: Option<m::RoomType>) -> TokenStream {
        let m = self.m();
        self.or_random(r.map(|r| {
            let v = match r {
                m::RoomType::Ordinary => quote!(Ordinary),
                m::RoomType::Throne => quote!(Throne),
                m::RoomType::Swamp => quote!(Swamp),
                m::RoomType::Vault => quote!(Vault),
                m::RoomType::Beehive => quote!(Beehive),
                m::RoomType::Morgue => quote!(Morgue),
                m::RoomType::Barracks => quote!(Barracks),
                m::RoomType::Zoo => quote!(Zoo),
                m::RoomType::Delphi => quote!(Delphi),
                m::RoomType::Temple => quote!(Temple),
                m::RoomType::LeprechaunHall => quote!(LeprechaunHall),
                m::RoomType::CockatriceNest => quote!(CockatriceNest),
                m::RoomType::AntHole => quote!(AntHole),
                m::RoomType::Shop => quote!(Shop),
                m::RoomType::ArmorShop => quote!(ArmorShop),
                m::RoomType::ScrollShop => quote!(ScrollShop),
                m::RoomType::PotionShop => quote!(PotionShop),
                m::RoomType::WeaponShop => quote!(WeaponShop),
                m::RoomType::FoodShop => quote!(FoodShop),
                m::RoomType::RingShop => quote!(RingShop),
                m::RoomType::WandShop => quote!(WandShop),
                m::RoomType::ToolShop => quote!(ToolShop),
                m::RoomType::BookShop => quote!(BookShop),
                m::RoomType::CandleShop => quote!(CandleShop),
            };
            quote!(#m::RoomType::#v)
        }))
    }

    fn trap_kind(&self, k: m::TrapKind) -> TokenStream {
        let m = self.m();
        let v = match k {
            m::TrapKind::Arrow => quote!(Arrow),
            m::TrapKind::Dart => quote!(Dart),
            m::TrapKind::FallingRock => quote!(FallingRock),
            m::TrapKind::SqueakyBoard => quote!(SqueakyBoard),
            m::TrapKind::BearTrap => quote!(BearTrap),
            m::TrapKind::LandMine => quote!(LandMine),
            m::TrapKind::RollingBoulder => quote!(RollingBoulder),
            m::TrapKind::SleepingGas => quote!(SleepingGas),
            m::TrapKind::Rust => quote!(Rust),
            m::TrapKind::Fire => quote!(Fire),
            m::TrapKind::Pit => quote!(Pit),
            m::TrapKind::SpikedPit => quote!(SpikedPit),
            m::TrapKind::Hole => quote!(Hole),
            m::TrapKind::TrapDoor => quote!(TrapDoor),
            m::TrapKind::Teleport => quote!(Teleport),
            m::TrapKind::LevelTeleport => quote!(LevelTeleport),
            m::TrapKind::MagicPortal => quote!(MagicPortal),
            m::TrapKind::Web => quote!(Web),
            m::TrapKind::Statue => quote!(Statue),
            m::TrapKind::Magic => quote!(Magic),
            m::TrapKind::AntiMagic => quote!(AntiMagic),
            m::TrapKind::Polymorph => quote!(Polymorph),
        };
        quote!(#m::TrapKind::#v)
    }

    fn area(&self, a: m::Area) -> TokenStream {
        let m = self.m();
        let (x1, y1, x2, y2) = (i8l(a.x1), i8l(a.y1), i8l(a.x2), i8l(a.y2));
        quote!(#m::Area { x1: #x1, y1: #y1, x2: #x2, y2: #y2 })
    }

    fn areas(&self, v: &[m::Area]) -> TokenStream {
        let items = v.iter().map(|a| self.area(*a));
        quote!(&[#(#items),*])
    }

    fn traps(&self, v: &[m::Trap]) -> TokenStream {
        let m = self.m();
        let items = v.iter().map(|tr| {
            let at = self.coord(tr.at);
            let chance = u8l(tr.chance);
            let kind = self.or_random(tr.kind.map(|k| self.trap_kind(k)));
            quote!(#m::Trap { at: #at, chance: #chance, kind: #kind })
        });
        quote!(&[#(#items),*])
    }

    fn monsters(&self, v: &[m::Monster]) -> TokenStream {
        let m = self.m();
        let t = self.t;
        let items = v.iter().map(|mo| {
            let class = self.class(mo.class);
            let id = option(mo.id.map(|i| monster_ref(self.cat, i, t)));
            let at = self.coord(mo.at);
            let chance = u8l(mo.chance);
            let name = text(&mo.name, t);
            let appear = match mo.appear {
                m::Appearance::Itself => quote!(#m::Appearance::Itself),
                m::Appearance::Furniture => quote!(#m::Appearance::Furniture),
                m::Appearance::Object => quote!(#m::Appearance::Object),
                m::Appearance::Monster => quote!(#m::Appearance::Monster),
            };
            let appear_as = text(&mo.appear_as, t);
            let align = option(mo.align.map(|a| self.align(a)));
            let peaceful = option(mo.peaceful.map(|b| quote!(#b)));
            let asleep = option(mo.asleep.map(|b| quote!(#b)));
            quote! {
                #m::Monster {
                    class: #class, id: #id, at: #at, chance: #chance, name: #name,
                    appear: #appear, appear_as: #appear_as, align: #align,
                    peaceful: #peaceful, asleep: #asleep,
                }
            }
        });
        quote!(&[#(#items),*])
    }

    fn objects(&self, v: &[m::Object]) -> TokenStream {
        let m = self.m();
        let t = self.t;
        let items = v.iter().map(|o| {
            let class = self.class(o.class);
            let id = option(o.id.map(|i| object_ref(self.cat, i, t)));
            let at = self.coord(o.at);
            let chance = u8l(o.chance);
            let corpse = match o.corpse {
                m::CorpseSel::Unspecified => quote!(#m::CorpseSel::Unspecified),
                m::CorpseSel::Random => quote!(#m::CorpseSel::Random),
                m::CorpseSel::Monster(i) => {
                    let r = monster_ref(self.cat, i, t);
                    quote!(#m::CorpseSel::Monster(#r))
                }
            };
            let spe = self.or_random(o.spe.filter(|&s| s != m::SPE_RANDOM).map(|s| {
                let s = Literal::i16_unsuffixed(s);
                quote!(#s)
            }));
            let curse = match o.curse {
                m::CurseState::Random => quote!(#m::CurseState::Random),
                m::CurseState::Blessed => quote!(#m::CurseState::Blessed),
                m::CurseState::Uncursed => quote!(#m::CurseState::Uncursed),
                m::CurseState::Cursed => quote!(#m::CurseState::Cursed),
            };
            let containment = match o.containment {
                m::Containment::Floor => quote!(#m::Containment::Floor),
                m::Containment::Contained => quote!(#m::Containment::Contained),
                m::Containment::Container => quote!(#m::Containment::Container),
            };
            let name = text(&o.name, t);
            quote! {
                #m::Object {
                    class: #class, id: #id, at: #at, chance: #chance, corpse: #corpse,
                    spe: #spe, curse: #curse, containment: #containment, name: #name,
                }
            }
        });
        quote!(&[#(#items),*])
    }

    fn gold(&self, v: &[m::Gold]) -> TokenStream {
        let m = self.m();
        let items = v.iter().map(|g| {
            let at = self.coord(g.at);
            let amount = self.or_random((g.amount != -1).then(|| {
                let a = Literal::i32_unsuffixed(g.amount);
                quote!(#a)
            }));
            quote!(#m::Gold { at: #at, amount: #amount })
        });
        quote!(&[#(#items),*])
    }

    fn engravings(&self, v: &[m::Engraving]) -> TokenStream {
        let m = self.m();
        let items = v.iter().map(|e| {
            let at = self.coord(e.at);
            let kind = match e.kind {
                m::EngravingKind::Dust => quote!(#m::EngravingKind::Dust),
                m::EngravingKind::Engrave => quote!(#m::EngravingKind::Engrave),
                m::EngravingKind::Burn => quote!(#m::EngravingKind::Burn),
                m::EngravingKind::Mark => quote!(#m::EngravingKind::Mark),
                m::EngravingKind::Random => quote!(#m::EngravingKind::Random),
            };
            let text = text(&e.text, self.t);
            quote!(#m::Engraving { at: #at, kind: #kind, text: #text })
        });
        quote!(&[#(#items),*])
    }

    fn stairs(&self, v: &[m::Stair]) -> TokenStream {
        let m = self.m();
        let items = v.iter().map(|s| {
            let at = self.coord(s.at);
            let up = s.up;
            quote!(#m::Stair { at: #at, up: #up })
        });
        quote!(&[#(#items),*])
    }

    fn altars(&self, v: &[m::Altar]) -> TokenStream {
        let m = self.m();
        let items = v.iter().map(|a| {
            let at = self.coord(a.at);
            let align = self.align(a.align);
            let kind = match a.kind {
                m::AltarKind::Altar => quote!(#m::AltarKind::Altar),
                m::AltarKind::Shrine => quote!(#m::AltarKind::Shrine),
                m::AltarKind::Sanctum => quote!(#m::AltarKind::Sanctum),
                m::AltarKind::Random => quote!(#m::AltarKind::Random),
            };
            quote!(#m::Altar { at: #at, align: #align, kind: #kind })
        });
        quote!(&[#(#items),*])
    }

    fn map(&self, g: &m::MapGrid) -> TokenStream {
        let m = self.m();
        let (w, h) = (u8l(g.width), u8l(g.height));
        let rows = g.rows.iter().map(|r| {
            // Every terrain a source map can make has a map character; the
            // others (only in hand-made models) show as `?`.
            let s: String = r
                .iter()
                .map(|&t| map_char(t).map_or('?', char::from))
                .collect();
            Literal::string(&s)
        });
        quote!(#m::Map { width: #w, height: #h, rows: &[#(#rows),*] })
    }

    fn lev_area(&self, a: m::LevArea) -> TokenStream {
        let m = self.m();
        let area = self.area(a.area);
        let wl = a.whole_level;
        quote!(#m::LevArea { area: #area, whole_level: #wl })
    }

    fn part(&self, p: &m::MazePart) -> TokenStream {
        let m = self.m();
        let halign = self.halign(p.halign);
        let valign = self.valign(p.valign);
        let map = self.map(&p.map);
        let lregions = p.lregions.iter().map(|r| {
            let area = self.lev_area(r.area);
            let exclude = self.lev_area(r.exclude);
            let kind = match r.kind {
                m::LevRegionKind::DownStair => quote!(#m::LevRegionKind::DownStair),
                m::LevRegionKind::UpStair => quote!(#m::LevRegionKind::UpStair),
                m::LevRegionKind::Portal => quote!(#m::LevRegionKind::Portal),
                m::LevRegionKind::Branch => quote!(#m::LevRegionKind::Branch),
                m::LevRegionKind::Tele => quote!(#m::LevRegionKind::Tele),
                m::LevRegionKind::UpTele => quote!(#m::LevRegionKind::UpTele),
                m::LevRegionKind::DownTele => quote!(#m::LevRegionKind::DownTele),
            };
            let name = text(&r.name, self.t);
            quote!(#m::LevRegion { area: #area, exclude: #exclude, kind: #kind, name: #name })
        });
        let ro = byte_list(&p.random_objects);
        let rm = byte_list(&p.random_monsters);
        let rp = p.random_places.iter().map(|pt| {
            let (x, y) = (i8l(pt.x), i8l(pt.y));
            quote!(#m::Point { x: #x, y: #y })
        });
        let regions = p.regions.iter().map(|r| {
            let area = self.area(r.area);
            let rt = self.room_type(r.room_type);
            let unfilled = r.unfilled;
            let lit = self.light(r.lit);
            let irregular = r.irregular;
            quote!(#m::Region { area: #area, room_type: #rt, unfilled: #unfilled, lit: #lit, irregular: #irregular })
        });
        let doors = p.doors.iter().map(|d| {
            let at = self.coord(d.at);
            let state = self.door_state(d.state);
            quote!(#m::Door { at: #at, state: #state })
        });
        let drawbridges = p.drawbridges.iter().map(|d| {
            let at = self.coord(d.at);
            let dir = self.dir(d.dir);
            let open = d.open;
            quote!(#m::Drawbridge { at: #at, dir: #dir, open: #open })
        });
        let walks = p.walks.iter().map(|w| {
            let at = self.coord(w.at);
            let dir = self.dir(w.dir);
            quote!(#m::MazeWalk { at: #at, dir: #dir })
        });
        let nd = self.areas(&p.non_diggable);
        let np = self.areas(&p.non_passwall);
        let ladders = self.stairs(&p.ladders);
        let stairs = self.stairs(&p.stairs);
        let altars = self.altars(&p.altars);
        let fountains = self.coords(&p.fountains);
        let traps = self.traps(&p.traps);
        let monsters = self.monsters(&p.monsters);
        let objects = self.objects(&p.objects);
        let gold = self.gold(&p.gold);
        let engravings = self.engravings(&p.engravings);
        quote! {
            #m::MazePart {
                halign: #halign,
                valign: #valign,
                map: #map,
                lregions: &[#(#lregions),*],
                random_objects: #ro,
                random_places: &[#(#rp),*],
                random_monsters: #rm,
                regions: &[#(#regions),*],
                doors: &[#(#doors),*],
                drawbridges: &[#(#drawbridges),*],
                walks: &[#(#walks),*],
                non_diggable: #nd,
                non_passwall: #np,
                ladders: #ladders,
                stairs: #stairs,
                altars: #altars,
                fountains: #fountains,
                traps: #traps,
                monsters: #monsters,
                objects: #objects,
                gold: #gold,
                engravings: #engravings,
            }
        }
    }

    fn room(&self, r: &m::Room) -> TokenStream {
        let m = self.m();
        let name = text(&r.name, self.t);
        let parent = text(&r.parent, self.t);
        let (x, y, w, h) = (
            self.i8_or_random(r.x),
            self.i8_or_random(r.y),
            self.i8_or_random(r.w),
            self.i8_or_random(r.h),
        );
        let xalign = self.or_random(r.xalign.map(|a| self.halign(a)));
        let yalign = self.or_random(r.yalign.map(|a| self.valign(a)));
        let rt = self.room_type(r.room_type);
        let chance = u8l(r.chance);
        let lit = self.light(r.lit);
        let filled = r.filled;
        let doors = r.doors.iter().map(|d| {
            let wall = self.or_random(d.wall.map(|w| self.dir(w)));
            let pos = self.i8_or_random(d.pos);
            let secret = self.or_random(d.secret.map(|s| quote!(#s)));
            let state = self.door_state(d.state);
            quote!(#m::RoomDoor { wall: #wall, pos: #pos, secret: #secret, state: #state })
        });
        let stairs = self.stairs(&r.stairs);
        let altars = self.altars(&r.altars);
        let fountains = self.coords(&r.fountains);
        let sinks = self.coords(&r.sinks);
        let pools = self.coords(&r.pools);
        let traps = self.traps(&r.traps);
        let monsters = self.monsters(&r.monsters);
        let objects = self.objects(&r.objects);
        let gold = self.gold(&r.gold);
        let engravings = self.engravings(&r.engravings);
        quote! {
            #m::Room {
                name: #name,
                parent: #parent,
                x: #x,
                y: #y,
                w: #w,
                h: #h,
                xalign: #xalign,
                yalign: #yalign,
                room_type: #rt,
                chance: #chance,
                lit: #lit,
                filled: #filled,
                doors: &[#(#doors),*],
                stairs: #stairs,
                altars: #altars,
                fountains: #fountains,
                sinks: #sinks,
                pools: #pools,
                traps: #traps,
                monsters: #monsters,
                objects: #objects,
                gold: #gold,
                engravings: #engravings,
            }
        }
    }

    fn corridor_end(&self, e: m::CorridorEnd) -> TokenStream {
        let m = self.m();
        let room = i8l(e.room);
        let wall = i8l(e.wall);
        let door = self.i8_or_random(e.door);
        quote!(#m::CorridorEnd { room: #room, wall: #wall, door: #door })
    }

    fn corridor(&self, c: &m::Corridor) -> TokenStream {
        let m = self.m();
        match *c {
            m::Corridor::Random => quote!(#m::Corridor::Random),
            m::Corridor::Join { src, dest } => {
                let (s, d) = (self.corridor_end(src), self.corridor_end(dest));
                quote!(#m::Corridor::Join { src: #s, dest: #d })
            }
            m::Corridor::ToAnywhere { src, n } => {
                let s = self.corridor_end(src);
                let n = i8l(n);
                quote!(#m::Corridor::ToAnywhere { src: #s, n: #n })
            }
        }
    }
}

/// The map character of a terrain, for the terrains a `MAP` can hold.
pub(crate) fn map_char(t: m::Terrain) -> Option<u8> {
    (0..=u8::MAX).find(|&c| m::Terrain::from_map_char(c) == Some(t))
}

// ---------------------------------------------------------------------------
// 3.6 programs
// ---------------------------------------------------------------------------

fn opcode(op: m36::Opcode, types: &TokenStream) -> TokenStream {
    let name = proc_macro2::Ident::new(&format!("{op:?}"), proc_macro2::Span::call_site());
    quote!(#types::lev36::Opcode::#name)
}

fn instr(i: &m36::Instr, cat: &Catalog, types: &TokenStream) -> TokenStream {
    let l = quote!(#types::lev36);
    match i {
        m36::Instr::Op(op) => {
            let op = opcode(*op, types);
            quote!(#l::Instr::Op(#op))
        }
        m36::Instr::Push(v) => {
            let v = operand(v, cat, types);
            quote!(#l::Instr::Push(#v))
        }
    }
}

/// The typed form of a packed operand, or `None` when it does not unpack
/// into one that packs back to the same number.
fn operand(v: &m36::Operand, cat: &Catalog, types: &TokenStream) -> TokenStream {
    let l = quote!(#types::lev36);
    let raw = |kind: u8, value: i64| {
        let value = Literal::i64_unsuffixed(value);
        let kind = u8l(kind);
        quote!(#l::Operand::Raw { kind: #kind, value: #value })
    };
    match v {
        m36::Operand::Int(n) => {
            let n = Literal::i64_unsuffixed(*n);
            quote!(#l::Operand::Int(#n))
        }
        m36::Operand::Str(None) => quote!(#l::Operand::Str(::core::option::Option::None)),
        m36::Operand::Str(Some(s)) => {
            let t = text(s, types);
            quote!(#l::Operand::Str(::core::option::Option::Some(#t)))
        }
        m36::Operand::Var(s) => {
            let t = text(s, types);
            quote!(#l::Operand::Var(#t))
        }
        m36::Operand::Coord(c) => {
            let c = *c;
            if c & !0x00ff_00ff == 0 {
                let (x, y) = (u8l((c & 0xff) as u8), u8l(((c >> 16) & 0xff) as u8));
                quote!(#l::Operand::Coord(#l::Coord::At { x: #x, y: #y }))
            } else if c & !0x00ff_ffff == 0x0100_0000 && c & 0x00ff_ffff <= i64::from(u32::MAX) {
                let f = Literal::u32_unsuffixed((c & 0x00ff_ffff) as u32);
                quote!(#l::Operand::Coord(#l::Coord::Random(#l::LocFlags(#f))))
            } else {
                raw(v.type_byte(), c)
            }
        }
        m36::Operand::Region(r) => {
            let r = *r;
            if (0..=0xffff_ffff).contains(&r) {
                let b = |s: u32| u8l(((r >> s) & 0xff) as u8);
                let (x1, y1, x2, y2) = (b(0), b(8), b(16), b(24));
                quote!(#l::Operand::Region(#l::Region { x1: #x1, y1: #y1, x2: #x2, y2: #y2 }))
            } else {
                raw(v.type_byte(), r)
            }
        }
        m36::Operand::MapChar(x) => {
            let x = *x;
            let typ = (x & 0xff) as u8;
            let lit = ((x >> 8) & 0xffff) - 10;
            let cell = if typ == 36 {
                Some(quote!(#l::MapCell::Transparent))
            } else {
                m::Terrain::from_code(typ).map(|t| {
                    let t = Gen343 { cat, t: types }.terrain(t);
                    quote!(#l::MapCell::Terrain(#t))
                })
            };
            let light = match lit {
                -2 => Some(quote!(#l::MapLight::Unspecified)),
                -1 => Some(quote!(#l::MapLight::Random)),
                0 => Some(quote!(#l::MapLight::Unlit)),
                1 => Some(quote!(#l::MapLight::Lit)),
                _ => None,
            };
            match (cell, light) {
                (Some(cell), Some(lit))
                    if m36::pack(((x >> 8) & 0xffff) - 10, i64::from(typ)) == x =>
                {
                    quote!(#l::Operand::MapChar(#l::MapChar { cell: #cell, lit: #lit }))
                }
                _ => raw(v.type_byte(), x),
            }
        }
        m36::Operand::Monster(x) | m36::Operand::Object(x) => {
            let x = *x;
            let is_monster = matches!(v, m36::Operand::Monster(_));
            let variant = if is_monster {
                quote!(Monster)
            } else {
                quote!(Object)
            };
            if x == -1 {
                return quote!(#l::Operand::#variant(#l::Select::Random));
            }
            let class = (x & 0xff) as u8;
            let index = ((x >> 8) & 0xffff) - 10;
            if x < 0 || m36::pack(index, i64::from(class)) != x {
                return raw(v.type_byte(), x);
            }
            let classl = Literal::u8_suffixed(class);
            if index == -1 {
                return quote!(#l::Operand::#variant(#l::Select::Class(#classl)));
            }
            let known = u16::try_from(index).ok().filter(|&i| {
                if is_monster {
                    cat.monster(usize::from(i)).is_some()
                } else {
                    cat.object(usize::from(i)).is_some()
                }
            });
            match known {
                Some(i) => {
                    let id = if is_monster {
                        monster_ref(cat, i, types)
                    } else {
                        object_ref(cat, i, types)
                    };
                    quote!(#l::Operand::#variant(#l::Select::Exact { class: #classl, id: #id }))
                }
                None => raw(v.type_byte(), x),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{lev, lev36, SourceFile, Target};

    #[test]
    fn example_levels_343() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/levels.des");
        let src = SourceFile::new("levels.des", std::fs::read(root).unwrap());
        let target = Target::nethack_343();
        let levels = lev::compile(&src, &target, &Default::default())
            .levels
            .unwrap();
        let text = lev343_file(&levels, &target.catalog, &quote!(crate::t)).to_string();
        assert!(
            text.starts_with("& [crate :: t :: lev343 :: Level {"),
            "{text}"
        );
        assert!(text.contains("\"|....}}}}.....}}}.....|\""), "{text}");
        assert!(text.contains("name : \"giant eel\""), "{text}");
        assert!(!text.contains("dgn_types"));
    }

    #[test]
    fn example_level_36() {
        let root =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/levels36.des");
        let src = SourceFile::new("levels36.des", std::fs::read(root).unwrap());
        let target = Target::nethack_367();
        let levels = lev36::compile(&src, &target, &Default::default())
            .levels
            .unwrap();
        let text = lev36_file(&levels, &target.catalog, &default_types()).to_string();
        assert!(text.contains("Opcode :: Message"), "{text}");
        assert!(text.contains("name : \"water moccasin\""), "{text}");
        assert!(!text.contains("Operand :: Raw"), "{text}");
    }

    fn default_types() -> TokenStream {
        super::super::default_types_path()
    }
}

/// The table expression for the compiled levels of one file, in the
/// target's dialect.
pub fn table_of(
    files: &[crate::levels::LevelFile],
    target: &crate::Target,
    types: &TokenStream,
) -> TokenStream {
    use crate::levels::Model;
    let cat = &target.catalog;
    match target.dialect {
        Dialect::V343 => {
            let ls: Vec<(&str, m::Level)> = files
                .iter()
                .filter_map(|f| match &f.model {
                    Model::V343(l) => Some((f.name.as_str(), l.clone())),
                    Model::V36(_) => None,
                })
                .collect();
            lev343_file(&ls, cat, types)
        }
        Dialect::V36 => {
            let ls: Vec<(&str, m36::Level)> = files
                .iter()
                .filter_map(|f| match &f.model {
                    Model::V36(l) => Some((f.name.as_str(), l.clone())),
                    Model::V343(_) => None,
                })
                .collect();
            lev36_file(&ls, cat, types)
        }
    }
}

/// What the `dungeon!` macro makes of a special-level file: rendered
/// errors and warnings, and the table when there are no errors.
#[derive(Debug, Default)]
pub(crate) struct Expanded {
    /// Rendered errors (without the leading `error: `, which rustc adds).
    pub errors: Vec<String>,
    /// Rendered warnings.
    pub warnings: Vec<String>,
    /// The table expression.
    pub table: Option<TokenStream>,
}

/// Compiles a special-level file for the macro: diagnostics as
/// [`crate::levels::compile`] gives them (the dialect hint, level names
/// that cannot name files, duplicates), then the table of the target's
/// dialect.
pub(crate) fn expand_levels(
    file: &crate::SourceFile,
    target: &crate::Target,
    types: &TokenStream,
) -> Expanded {
    use crate::diag::Severity;
    let mut out = Expanded::default();
    let checked = crate::levels::compile(file, target, &Default::default());
    // A file in the other dialect fails on most of its lines: after the
    // note that says so, the first error is enough.
    let wrong_dialect = checked
        .diagnostics
        .first()
        .is_some_and(|d| d.primary.is_none() && d.message.contains("level language, but target"));
    let mut shown: Vec<&crate::Diagnostic> = checked.diagnostics.iter().collect();
    let mut hidden = 0;
    if wrong_dialect {
        hidden = shown
            .iter()
            .filter(|d| d.is_error())
            .count()
            .saturating_sub(2);
        shown.truncate(2);
    }
    for d in shown {
        let text = d.render(file, false);
        match d.severity {
            Severity::Error => out
                .errors
                .push(text.strip_prefix("error: ").unwrap_or(&text).to_string()),
            Severity::Warning => out.warnings.push(text),
        }
    }
    if hidden > 0 {
        out.errors.push(format!(
            "{hidden} more errors in `{}` are not shown: they come from reading it in the other dialect",
            file.name()
        ));
    }
    if !out.errors.is_empty() {
        return out;
    }
    let Some(files) = checked.levels else {
        return out;
    };
    out.table = Some(table_of(&files, target, types));
    out
}
