//! Rust code generation (feature `codegen`): compiled models as
//! [`proc_macro2::TokenStream`]s that build the `dgn-types` tables, and the
//! implementation of the `dungeon!` macro as an ordinary library function.
//!
//! Every generator takes the path under which the generated code names the
//! `dgn-types` crate (`::dgn_types`, see [`default_types_path`], or a
//! re-export such as `crate::tables::types`).
//!
//! ```
//! use dgn_core::{codegen, dgn, SourceFile, Target};
//!
//! let src = SourceFile::new("t.def", br#"DUNGEON: "Doom" "D" (25, 5)"#.to_vec());
//! let model = dgn::compile(&src, &Target::nethack_343(), &Default::default())
//!     .model
//!     .unwrap();
//! let tokens = codegen::dungeon_file(&model, &codegen::default_types_path());
//! let text = tokens.to_string();
//! assert!(text.starts_with("& [:: dgn_types :: Dungeon {"), "{text}");
//! assert!(text.contains("name : \"Doom\""), "{text}");
//! ```

mod expand;
mod index;
mod inline;
#[cfg(feature = "levels")]
mod levels;
mod text;

pub use expand::{expand_dungeon, expand_dungeon_in, MacroInput};
pub use index::{level_index, level_index_of, level_index_type, level_index_type_of};
pub use inline::{unescape_literal, Rebuilt};
#[cfg(feature = "levels")]
pub use levels::{lev343_file, lev343_level, lev35_file, lev36_file, lev36_level, table_of};

use crate::dgn::model::{
    Alignment, Branch, BranchKind, Couple, Dungeon, DungeonFile, Flags, SpecialLevel,
};
use crate::target::Dialect;
use proc_macro2::TokenStream;
use quote::quote;
use text::{Paths, Src};

/// The type of a whole level table for a dialect:
/// `&'static [<types>::lev343::Level]` or `&'static [<types>::lev36::Level]`.
pub fn level_table_type(dialect: Dialect, types: &TokenStream) -> TokenStream {
    match dialect {
        Dialect::V343 => quote!(&'static [#types::lev343::Level]),
        Dialect::V36 => quote!(&'static [#types::lev36::Level]),
    }
}

/// The type of a level table of `target`: as [`level_table_type`] for its
/// dialect, and `&'static [<types>::lev35::Level]` for UnNetHack 3.5, whose
/// level language is its own.
pub fn level_table_type_of(target: &crate::Target, types: &TokenStream) -> TokenStream {
    if target.variant == crate::target::Variant::UnNetHack35 {
        return quote!(&'static [#types::lev35::Level]);
    }
    level_table_type(target.dialect, types)
}

/// `::dgn_types`: the path generated code uses when the user depends on the
/// `dgn-types` crate directly.
pub fn default_types_path() -> TokenStream {
    quote!(::dgn_types)
}

/// Items naming the target generated tables were compiled for:
/// `pub const TARGET: &str` holding its name (`"nethack-3.6.7"`), which
/// `dgn_types::layout::Version::from_target_name` turns into the version
/// the layout resolver follows.
pub fn target_const(target: &crate::Target) -> TokenStream {
    let name = target.name.as_str();
    let doc = format!(
        " The target these tables were compiled for (`{name}`); \
         `dgn_types::layout::Version::from_target_name(TARGET)` gives its layout rules."
    );
    quote! {
        #[doc = #doc]
        #[allow(dead_code)]
        pub const TARGET: &str = #name;
    }
}

/// The type of a whole table: `&'static [<types>::Dungeon]`.
pub fn dungeon_table_type(types: &TokenStream) -> TokenStream {
    quote!(&'static [#types::Dungeon])
}

/// An expression `&[<types>::Dungeon { .. }, ..]` holding every dungeon of a
/// compiled description. It is a constant expression, usable as the value
/// of a `const` or `static` item of type `&'static [Dungeon]`.
pub fn dungeon_file(model: &DungeonFile, types: &TokenStream) -> TokenStream {
    dungeon_file_with(model, &Paths::full(types, ""))
}

/// [`dungeon_file`] with the names written as `paths` says.
pub(crate) fn dungeon_file_with(model: &DungeonFile, paths: &Paths) -> TokenStream {
    let mut s = Src::new(paths);
    s.list(&model.dungeons, write_dungeon);
    s.into_tokens()
}

/// A `<types>::Dungeon { .. }` struct expression for one dungeon.
pub fn dungeon(d: &Dungeon, types: &TokenStream) -> TokenStream {
    let paths = Paths::full(types, "");
    let mut s = Src::new(&paths);
    write_dungeon(&mut s, d);
    s.into_tokens()
}

/// A `<types>::SpecialLevel { .. }` struct expression.
pub fn level(l: &SpecialLevel, types: &TokenStream) -> TokenStream {
    let paths = Paths::full(types, "");
    let mut s = Src::new(&paths);
    write_level(&mut s, l);
    s.into_tokens()
}

/// A `<types>::Branch { .. }` struct expression.
pub fn branch(b: &Branch, types: &TokenStream) -> TokenStream {
    let paths = Paths::full(types, "");
    let mut s = Src::new(&paths);
    write_branch(&mut s, b);
    s.into_tokens()
}

fn write_dungeon(s: &mut Src, d: &Dungeon) {
    s.root("Dungeon{name:");
    text_and_bytes(s, &d.name, ",name_bytes:");
    s.w(",protofile:");
    text_and_bytes(s, &d.protofile, ",protofile_bytes:");
    s.w(",bones:");
    s.u8_suffixed(d.bones);
    s.w(",depth:");
    couple(s, d.depth);
    s.w(",flags:");
    flags(s, d.flags);
    s.w(",chance:");
    s.num(d.chance);
    s.w(",entry:");
    s.num(d.entry);
    s.w(",levels:");
    s.list(&d.levels, write_level);
    s.w(",branches:");
    s.list(&d.branches, write_branch);
    s.w("}");
}

fn write_level(s: &mut Src, l: &SpecialLevel) {
    s.root("SpecialLevel{name:");
    text_and_bytes(s, &l.name, ",name_bytes:");
    s.w(",bones:");
    s.u8_suffixed(l.bones);
    s.w(",place:");
    couple(s, l.place);
    s.w(",chance:");
    s.num(l.chance);
    s.w(",rndlevs:");
    s.num(l.rndlevs);
    s.w(",chain:");
    chain(s, l.chain);
    s.w(",flags:");
    flags(s, l.flags);
    s.w("}");
}

fn write_branch(s: &mut Src, b: &Branch) {
    s.root("Branch{dest:");
    text_and_bytes(s, &b.dest, ",dest_bytes:");
    s.w(",place:");
    couple(s, b.place);
    s.w(",chain:");
    chain(s, b.chain);
    s.w(",kind:");
    s.root(match b.kind {
        BranchKind::Stair => "BranchKind::Stair",
        BranchKind::NoUp => "BranchKind::NoUp",
        BranchKind::NoDown => "BranchKind::NoDown",
        BranchKind::Portal => "BranchKind::Portal",
    });
    s.w(",up:");
    s.num(b.up);
    s.w(",entry:");
    s.num(b.entry);
    s.w("}");
}

fn couple(s: &mut Src, c: Couple) {
    s.root("Couple{base:");
    s.num(c.base);
    s.w(",rand:");
    s.num(c.rand);
    s.w("}");
}

fn flags(s: &mut Src, f: Flags) {
    let Flags {
        town,
        hellish,
        mazelike,
        roguelike,
        align,
        extra,
    } = f;
    s.root("Flags{town:");
    s.num(town);
    s.w(",hellish:");
    s.num(hellish);
    s.w(",mazelike:");
    s.num(mazelike);
    s.w(",roguelike:");
    s.num(roguelike);
    s.w(",align:");
    alignment(s, align);
    // The dungeon.def model has no `unconnected` flag (3.7's dungeon.lua).
    s.w(",unconnected:false,variant:");
    s.num(extra);
    s.w("}");
}

fn alignment(s: &mut Src, a: Alignment) {
    match a.0 & 7 {
        0 => s.root("Alignment::Unaligned"),
        1 => s.root("Alignment::Chaotic"),
        2 => s.root("Alignment::Neutral"),
        4 => s.root("Alignment::Lawful"),
        bits => {
            s.root("Alignment::Several(");
            s.u8_suffixed(bits);
            s.w(")");
        }
    }
}

fn chain(s: &mut Src, c: Option<usize>) {
    match c {
        Some(i) => {
            s.some();
            s.num(i);
            s.w(")");
        }
        None => s.none(),
    }
}

/// The `&'static str` (lossy) and `&'static [u8]` (exact) literals of a
/// name, with the second field's name between them.
fn text_and_bytes(s: &mut Src, bytes: &[u8], between: &str) {
    s.lossy_lit(bytes);
    s.w(between);
    s.bytes_lit(bytes);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn non_utf8_names_are_lossy_text_and_exact_bytes() {
        let paths = Paths::imported();
        let mut s = Src::new(&paths);
        text_and_bytes(&mut s, b"\x83n", ",");
        assert_eq!(s.into_tokens().to_string(), "\"\u{fffd}n\" , b\"\\x83n\"");
    }

    #[test]
    fn the_target_is_a_const() {
        let text = target_const(&crate::Target::nethack_367()).to_string();
        assert!(
            text.ends_with("pub const TARGET : & str = \"nethack-3.6.7\" ;"),
            "{text}"
        );
    }

    #[test]
    fn custom_types_path() {
        let model = DungeonFile {
            dungeons: vec![Dungeon {
                name: b"A".to_vec(),
                levels: vec![SpecialLevel {
                    chain: Some(0),
                    flags: Flags {
                        align: Alignment(5),
                        ..Flags::default()
                    },
                    ..SpecialLevel::default()
                }],
                ..Dungeon::default()
            }],
        };
        let text = dungeon_file(&model, &quote!(crate::t)).to_string();
        assert!(text.contains("crate :: t :: Dungeon"), "{text}");
        assert!(text.contains("Several (5u8)"), "{text}");
        assert!(text.contains("Some (0)"), "{text}");
        assert!(!text.contains("dgn_types"), "{text}");
    }
}
