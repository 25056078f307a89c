//! A token builder for generated tables.
//!
//! A table has tens of thousands of tokens. Building each value as its own
//! `quote!` fragment and splicing fragments into fragments cost far more
//! than the values themselves (every splice copies and re-walks the
//! fragment), and writing Rust text to lex it afterwards costs a lexer pass
//! per token. [`Src`] instead takes the fixed parts of the code as short
//! text pieces (`"Monster{class:"`), splits them into identifiers,
//! punctuation and groups in one pass over a few bytes, and appends every
//! token once to the group it belongs to; values become literals directly.
//! Every generated token gets the call-site span, as `quote!` gave it.

// Level tables use the module paths; dungeon tables alone do not.
#![cfg_attr(not(feature = "levels"), allow(dead_code))]

use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};

/// Where generated code finds the names it uses: the path written before
/// each name, or nothing when the names are imported (the `dungeon!`
/// expansion imports them once instead of repeating the full path at every
/// value).
pub(crate) struct Paths {
    /// Before items of the crate root (`::dgn_types::`).
    root: Vec<TokenTree>,
    /// Before items of the level dialect's module (`::dgn_types::lev343::`
    /// or `::dgn_types::lev36::`).
    module: Vec<TokenTree>,
    /// Before items of the 3.4.3 module (terrains of 3.6 map characters).
    lev343: Vec<TokenTree>,
    /// Before `Some` and `None`.
    option: Vec<TokenTree>,
}

fn path_sep(v: &mut Vec<TokenTree>) {
    v.push(Punct::new(':', Spacing::Joint).into());
    v.push(Punct::new(':', Spacing::Alone).into());
}

fn ident(name: &str) -> TokenTree {
    Ident::new(name, Span::call_site()).into()
}

impl Paths {
    /// Full paths under `types` (its tokens, spans included); `module` is
    /// the dialect module's name (empty for dungeon tables).
    pub fn full(types: &TokenStream, module: &str) -> Paths {
        let mut root: Vec<TokenTree> = types.clone().into_iter().collect();
        path_sep(&mut root);
        let in_module = |name: &str| {
            let mut v = root.clone();
            v.push(ident(name));
            path_sep(&mut v);
            v
        };
        let mut option = Vec::new();
        for name in ["core", "option", "Option"] {
            path_sep(&mut option);
            option.push(ident(name));
        }
        path_sep(&mut option);
        Paths {
            module: if module.is_empty() {
                root.clone()
            } else {
                in_module(module)
            },
            lev343: in_module("lev343"),
            root,
            option,
        }
    }

    /// Bare names, for code in the scope of imports that bring every name
    /// into scope (see `expand::imports`).
    pub fn imported() -> Paths {
        Paths {
            root: Vec::new(),
            module: Vec::new(),
            lev343: Vec::new(),
            option: Vec::new(),
        }
    }
}

/// A value written as one token: a number as an unsuffixed literal, a
/// `bool` as `true` or `false`.
pub(crate) trait Value {
    fn token(self) -> TokenTree;
}

macro_rules! unsuffixed {
    ($($t:ty => $f:ident),* $(,)?) => {$(
        impl Value for $t {
            fn token(self) -> TokenTree {
                Literal::$f(self).into()
            }
        }
    )*};
}

unsuffixed!(
    i8 => i8_unsuffixed,
    u8 => u8_unsuffixed,
    i16 => i16_unsuffixed,
    u16 => u16_unsuffixed,
    i32 => i32_unsuffixed,
    u32 => u32_unsuffixed,
    i64 => i64_unsuffixed,
    usize => usize_unsuffixed,
);

impl Value for bool {
    fn token(self) -> TokenTree {
        ident(if self { "true" } else { "false" })
    }
}

/// Generated code under construction.
pub(crate) struct Src<'a> {
    paths: &'a Paths,
    /// The tokens of every open group, outermost first.
    tokens: Vec<TokenTree>,
    /// The open groups, innermost last: delimiter and where its tokens
    /// start in `tokens`.
    open: Vec<(Delimiter, usize)>,
}

impl<'a> Src<'a> {
    pub fn new(paths: &'a Paths) -> Src<'a> {
        Src {
            paths,
            tokens: Vec::with_capacity(256),
            open: Vec::with_capacity(16),
        }
    }

    fn push(&mut self, t: TokenTree) {
        self.tokens.push(t);
    }

    fn close(&mut self) {
        if let Some((delim, start)) = self.open.pop() {
            let inner: TokenStream = self.tokens.drain(start..).collect();
            self.tokens.push(Group::new(delim, inner).into());
        }
    }

    /// Fixed code: identifiers, `:`/`::`, `.`/`..`, `,`, `&` and brackets
    /// that open or close groups (a group may span several calls). Spaces
    /// are ignored; nothing else may appear.
    pub fn w(&mut self, code: &str) {
        let b = code.as_bytes();
        let mut i = 0;
        while i < b.len() {
            let c = b[i];
            i += 1;
            match c {
                b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                    let start = i - 1;
                    while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                        i += 1;
                    }
                    self.push(ident(&code[start..i]));
                }
                b'{' | b'(' | b'[' => {
                    let delim = match c {
                        b'{' => Delimiter::Brace,
                        b'(' => Delimiter::Parenthesis,
                        _ => Delimiter::Bracket,
                    };
                    self.open.push((delim, self.tokens.len()));
                }
                b'}' | b')' | b']' => self.close(),
                b':' => {
                    let spacing = if b.get(i) == Some(&b':') {
                        Spacing::Joint
                    } else {
                        Spacing::Alone
                    };
                    self.push(Punct::new(':', spacing).into());
                }
                b'.' => {
                    let spacing = if b.get(i) == Some(&b'.') {
                        Spacing::Joint
                    } else {
                        Spacing::Alone
                    };
                    self.push(Punct::new('.', spacing).into());
                }
                b',' | b'&' | b';' | b'=' => {
                    self.push(Punct::new(char::from(c), Spacing::Alone).into());
                }
                _ => {}
            }
        }
    }

    fn prefixed(&mut self, prefix: fn(&Paths) -> &Vec<TokenTree>, code: &str) {
        self.tokens.extend(prefix(self.paths).iter().cloned());
        self.w(code);
    }

    /// Code starting with an item of the crate root.
    pub fn root(&mut self, code: &str) {
        self.prefixed(|p| &p.root, code);
    }

    /// Code starting with an item of the level dialect's module.
    pub fn module(&mut self, code: &str) {
        self.prefixed(|p| &p.module, code);
    }

    /// Code starting with an item of the 3.4.3 module.
    pub fn lev343(&mut self, code: &str) {
        self.prefixed(|p| &p.lev343, code);
    }

    /// `Some(`; the caller closes it.
    pub fn some(&mut self) {
        self.prefixed(|p| &p.option, "Some(");
    }

    /// `None`.
    pub fn none(&mut self) {
        self.prefixed(|p| &p.option, "None");
    }

    /// A number (unsuffixed) or a `bool`.
    pub fn num(&mut self, v: impl Value) {
        self.push(v.token());
    }

    /// A `u8` literal with its suffix (`68u8`).
    pub fn u8_suffixed(&mut self, v: u8) {
        self.push(Literal::u8_suffixed(v).into());
    }

    /// A string literal holding `s`.
    pub fn str_lit(&mut self, s: &str) {
        self.push(Literal::string(s).into());
    }

    /// A string literal of the lossy UTF-8 reading of `bytes`.
    pub fn lossy_lit(&mut self, bytes: &[u8]) {
        self.str_lit(&String::from_utf8_lossy(bytes));
    }

    /// A byte string literal `b".."` holding `bytes`.
    pub fn bytes_lit(&mut self, bytes: &[u8]) {
        self.push(Literal::byte_string(bytes).into());
    }

    /// `&[a, b, ..]`, each item written by `item`.
    pub fn list<T>(&mut self, items: &[T], mut item: impl FnMut(&mut Self, &T)) {
        self.w("&[");
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                self.w(",");
            }
            item(self, x);
        }
        self.w("]");
    }

    /// The tokens written (groups left open are closed).
    pub fn into_tokens(mut self) -> TokenStream {
        while !self.open.is_empty() {
            self.close();
        }
        self.tokens.into_iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_values_and_groups() {
        let paths = Paths::imported();
        let mut s = Src::new(&paths);
        s.w("Coord::At{x:");
        s.num(-5i8);
        s.w(",y:");
        s.num(true);
        s.w("},&[(");
        s.str_lit("a\"b");
        s.w(",");
        s.bytes_lit(b"\x83\"");
        s.w(",");
        s.lossy_lit(b"\x83n");
        s.w(",");
        s.u8_suffixed(68);
        s.some();
        s.none();
        s.w("))");
        let text = s.into_tokens().to_string();
        assert_eq!(
            text,
            r#"Coord :: At { x : - 5 , y : true } , & [("a\"b" , b"\x83\"" , "�n" , 68u8 Some (None))]"#
        );
    }

    #[test]
    fn full_paths_keep_the_types_tokens() {
        let p = Paths::full(&quote::quote!(crate::t), "lev36");
        let mut s = Src::new(&p);
        s.module("Level{");
        s.root("Text::EMPTY");
        s.lev343("Terrain::Moat");
        s.some();
        s.w("}");
        assert_eq!(
            s.into_tokens().to_string(),
            "crate :: t :: lev36 :: Level { crate :: t :: Text :: EMPTY crate :: t :: lev343 :: Terrain :: Moat :: core :: option :: Option :: Some () }"
        );
    }

    #[test]
    fn unbalanced_code_does_not_panic() {
        let paths = Paths::imported();
        let mut s = Src::new(&paths);
        s.w("a)]}{(x\"'");
        assert_eq!(s.into_tokens().to_string(), "a { (x) }");
    }
}
