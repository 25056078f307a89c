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
mod inline;
mod levels;

pub use expand::{expand_dungeon, expand_dungeon_in, MacroInput};
pub use inline::{unescape_literal, Rebuilt};
pub use levels::{lev343_file, lev343_level, lev36_file, lev36_level, level_table_type, table_of};

use crate::dgn::model::{
    Alignment, Branch, BranchKind, Couple, Dungeon, DungeonFile, Flags, SpecialLevel,
};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// `::dgn_types`: the path generated code uses when the user depends on the
/// `dgn-types` crate directly.
pub fn default_types_path() -> TokenStream {
    quote!(::dgn_types)
}

/// The type of a whole table: `&'static [<types>::Dungeon]`.
pub fn dungeon_table_type(types: &TokenStream) -> TokenStream {
    quote!(&'static [#types::Dungeon])
}

/// An expression `&[<types>::Dungeon { .. }, ..]` holding every dungeon of a
/// compiled description. It is a constant expression, usable as the value
/// of a `const` or `static` item of type `&'static [Dungeon]`.
pub fn dungeon_file(model: &DungeonFile, types: &TokenStream) -> TokenStream {
    let items = model.dungeons.iter().map(|d| dungeon(d, types));
    quote!(&[#(#items),*])
}

/// A `<types>::Dungeon { .. }` struct expression for one dungeon.
pub fn dungeon(d: &Dungeon, types: &TokenStream) -> TokenStream {
    let (name, name_bytes) = text_and_bytes(&d.name);
    let (proto, proto_bytes) = text_and_bytes(&d.protofile);
    let bones = Literal::u8_suffixed(d.bones);
    let depth = couple(d.depth, types);
    let flags = flags(d.flags, types);
    let chance = Literal::i32_unsuffixed(d.chance);
    let entry = Literal::i32_unsuffixed(d.entry);
    let levels = d.levels.iter().map(|l| level(l, types));
    let branches = d.branches.iter().map(|b| branch(b, types));
    quote! {
        #types::Dungeon {
            name: #name,
            name_bytes: #name_bytes,
            protofile: #proto,
            protofile_bytes: #proto_bytes,
            bones: #bones,
            depth: #depth,
            flags: #flags,
            chance: #chance,
            entry: #entry,
            levels: &[#(#levels),*],
            branches: &[#(#branches),*],
        }
    }
}

/// A `<types>::SpecialLevel { .. }` struct expression.
pub fn level(l: &SpecialLevel, types: &TokenStream) -> TokenStream {
    let (name, name_bytes) = text_and_bytes(&l.name);
    let bones = Literal::u8_suffixed(l.bones);
    let place = couple(l.place, types);
    let chance = Literal::i32_unsuffixed(l.chance);
    let rndlevs = Literal::i32_unsuffixed(l.rndlevs);
    let chain = chain(l.chain);
    let flags = flags(l.flags, types);
    quote! {
        #types::SpecialLevel {
            name: #name,
            name_bytes: #name_bytes,
            bones: #bones,
            place: #place,
            chance: #chance,
            rndlevs: #rndlevs,
            chain: #chain,
            flags: #flags,
        }
    }
}

/// A `<types>::Branch { .. }` struct expression.
pub fn branch(b: &Branch, types: &TokenStream) -> TokenStream {
    let (dest, dest_bytes) = text_and_bytes(&b.dest);
    let place = couple(b.place, types);
    let chain = chain(b.chain);
    let kind = match b.kind {
        BranchKind::Stair => quote!(#types::BranchKind::Stair),
        BranchKind::NoUp => quote!(#types::BranchKind::NoUp),
        BranchKind::NoDown => quote!(#types::BranchKind::NoDown),
        BranchKind::Portal => quote!(#types::BranchKind::Portal),
    };
    let up = b.up;
    quote! {
        #types::Branch {
            dest: #dest,
            dest_bytes: #dest_bytes,
            place: #place,
            chain: #chain,
            kind: #kind,
            up: #up,
        }
    }
}

fn couple(c: Couple, types: &TokenStream) -> TokenStream {
    let base = Literal::i16_unsuffixed(c.base);
    let rand = Literal::i16_unsuffixed(c.rand);
    quote!(#types::Couple { base: #base, rand: #rand })
}

fn flags(f: Flags, types: &TokenStream) -> TokenStream {
    let Flags {
        town,
        hellish,
        mazelike,
        roguelike,
        align,
    } = f;
    let align = alignment(align, types);
    quote! {
        #types::Flags {
            town: #town,
            hellish: #hellish,
            mazelike: #mazelike,
            roguelike: #roguelike,
            align: #align,
        }
    }
}

fn alignment(a: Alignment, types: &TokenStream) -> TokenStream {
    match a.0 & 7 {
        0 => quote!(#types::Alignment::Unaligned),
        1 => quote!(#types::Alignment::Chaotic),
        2 => quote!(#types::Alignment::Neutral),
        4 => quote!(#types::Alignment::Lawful),
        bits => {
            let bits = Literal::u8_suffixed(bits);
            quote!(#types::Alignment::Several(#bits))
        }
    }
}

fn chain(c: Option<usize>) -> TokenStream {
    match c {
        Some(i) => {
            let i = Literal::usize_unsuffixed(i);
            quote!(::core::option::Option::Some(#i))
        }
        None => quote!(::core::option::Option::None),
    }
}

/// The `&'static str` (lossy) and `&'static [u8]` (exact) literals of a name.
fn text_and_bytes(bytes: &[u8]) -> (Literal, Literal) {
    (
        Literal::string(&String::from_utf8_lossy(bytes)),
        Literal::byte_string(bytes),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn non_utf8_names_are_lossy_text_and_exact_bytes() {
        let (t, b) = text_and_bytes(b"\x83n");
        assert_eq!(t.to_string(), "\"\u{fffd}n\"");
        assert_eq!(b.to_string(), "b\"\\x83n\"");
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
