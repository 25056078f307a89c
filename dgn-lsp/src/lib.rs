//! `dgn-lsp`: a language server for NetHack's `dungeon.def` (`*.def`,
//! `*.pdf`), special-level (`*.des`) and NetHack 3.7 `dungeon.lua` languages, over the Language Server
//! Protocol on standard input and output, and for NetHack 3.7 (5.0) `.lua`
//! level files.
//!
//! It runs dgn's own compilers on every change and reports their errors and
//! warnings (warning names as codes, related spans, quick fixes from their
//! suggestions), and offers hover, completion, go to definition, references
//! and an outline. Settings ([`config::Settings`]) choose the target (and so
//! the dialect of `.des` files), a catalog, `%NAME` features and extra
//! warnings.
//!
//! Modules: [`server`] (the message loop), [`worker`] (the compile thread,
//! newest edit wins), [`text`] (documents and position encodings),
//! [`diagnostics`] (compiling and converting), [`scan`] and [`features`]
//! (the editor features), [`lua`] (the same for `dungeon.lua`), and for
//! `.lua` levels [`lualevel`] (which files are levels, outline),
//! [`luahelp`] (diagnostics, hover, completion) over [`luascan`] (a
//! tolerant scanner of Lua text).
//!
//! Text and encodings: the client sends UTF-8 text (the protocol has no
//! other), so the server compiles exactly the text the editor holds, and
//! every position it sends is computed on that same text, in UTF-16 code
//! units unless the client offered UTF-8. A file on disk in another encoding
//! (Shift_JIS names in the Japanese translation) reaches the server as the
//! editor decoded it: decoded properly, its names are compiled as UTF-8 (so
//! the byte-length limit on names counts UTF-8 bytes); undecodable bytes
//! come as whatever the editor put in their place (often U+FFFD). Either
//! way positions stay exact, since they are counted on the text received.
#![warn(missing_docs)]

pub mod config;
pub mod diagnostics;
pub mod features;
pub mod lua;
pub mod luahelp;
pub mod lualevel;
pub mod luascan;
pub mod scan;
pub mod server;
pub mod text;
pub mod worker;

pub use server::run;

/// Serves one client on standard input and output; logs go to standard
/// error. Returns when the client exits.
pub fn run_stdio() -> Result<(), server::BoxError> {
    let (conn, io) = lsp_server::Connection::stdio();
    run(conn)?;
    // The reader may still be waiting on a client that closes late; a
    // broken pipe at this point is no failure of the server.
    if let Err(e) = io.join() {
        eprintln!("dgn-lsp: {e}");
    }
    Ok(())
}
