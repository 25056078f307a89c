//! placeholder
use proc_macro::TokenStream;

/// The macro.
#[proc_macro]
pub fn dungeon(input: TokenStream) -> TokenStream {
    dgn_core::codegen::expand_dungeon(input.into()).into()
}
