//! The level index of a generated module: every level of every special-level
//! file, sorted by name, as a `dgn_types::index::LevelIndex`.

use crate::target::Dialect;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

fn level_type(dialect: Dialect, types: &TokenStream) -> TokenStream {
    match dialect {
        Dialect::V343 => quote!(#types::lev343::Level),
        Dialect::V36 => quote!(#types::lev36::Level),
    }
}

/// The level type of `target`'s tables (`lev35::Level` for UnNetHack
/// 3.5, whose level language is its own).
fn level_type_of(target: &crate::Target, types: &TokenStream) -> TokenStream {
    if target.variant == crate::target::Variant::UnNetHack35 {
        return quote!(#types::lev35::Level);
    }
    level_type(target.dialect, types)
}

/// [`level_index_type`] for the level tables of `target`.
pub fn level_index_type_of(target: &crate::Target, types: &TokenStream) -> TokenStream {
    let level = level_type_of(target, types);
    quote!(#types::index::LevelIndex<#level>)
}

/// [`level_index`] for the level tables of `target`.
pub fn level_index_of(
    levels: &[(&[u8], TokenStream)],
    target: &crate::Target,
    types: &TokenStream,
) -> TokenStream {
    index_of(levels, level_type_of(target, types), types)
}

/// The type of the index: `<types>::index::LevelIndex<<types>::lev343::Level>`
/// (or `lev36`).
pub fn level_index_type(dialect: Dialect, types: &TokenStream) -> TokenStream {
    let level = level_type(dialect, types);
    quote!(#types::index::LevelIndex<#level>)
}

/// A block expression that makes the index: its entries `(b"name",
/// &LEVEL)` in a `static` of their own (a reference into another `static`
/// is not promoted to `'static` as an argument, but is as a static's
/// value), then `<types>::index::LevelIndex::new(ENTRIES)`. Each of
/// `levels` is a name and an expression for a `&'static` place of the
/// level (such as `MINES[2]`); the entries are put in the index's order
/// (`dgn_types::index::name_order`; equal names keep their given order).
pub fn level_index(
    levels: &[(&[u8], TokenStream)],
    dialect: Dialect,
    types: &TokenStream,
) -> TokenStream {
    index_of(levels, level_type(dialect, types), types)
}

fn index_of(
    levels: &[(&[u8], TokenStream)],
    level: TokenStream,
    types: &TokenStream,
) -> TokenStream {
    let mut sorted: Vec<&(&[u8], TokenStream)> = levels.iter().collect();
    sorted.sort_by(|a, b| dgn_types::index::name_order(a.0, b.0));
    let entries = sorted.iter().map(|(name, place)| {
        let name = Literal::byte_string(name);
        quote!((#name, &#place))
    });
    quote!({
        static ENTRIES: &[(&[u8], &#level)] = &[#(#entries),*];
        #types::index::LevelIndex::new(ENTRIES)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_sorted_by_name_order() {
        let levels: Vec<(&[u8], TokenStream)> = vec![
            (b"minetn-10", quote!(MINES[2])),
            (b"minetn-2", quote!(MINES[1])),
            (b"bigrm-1", quote!(BIGROOM[0])),
            (b"minetn-1", quote!(MINES[0])),
        ];
        let text = level_index(&levels, Dialect::V343, &quote!(::dgn_types)).to_string();
        assert_eq!(
            text,
            "{ static ENTRIES : & [(& [u8] , & :: dgn_types :: lev343 :: Level)] = & [(b\"bigrm-1\" , & BIGROOM [0]) , (b\"minetn-1\" , & MINES [0]) , (b\"minetn-2\" , & MINES [1]) , (b\"minetn-10\" , & MINES [2])] ; :: dgn_types :: index :: LevelIndex :: new (ENTRIES) }"
        );
        assert_eq!(
            level_index_type(Dialect::V36, &quote!(::dgn_types)).to_string(),
            ":: dgn_types :: index :: LevelIndex < :: dgn_types :: lev36 :: Level >"
        );
    }
}
