//! A tolerant, position-aware view of a Lua level file for the editor
//! features: its tokens, the `des.*`/`selection.*` calls with the keys of
//! their table arguments, the functions the file defines, and what the
//! cursor is in (a call's name, a key, a string value, a map).
//!
//! It never fails: a string left open ends at its line, a long string or
//! comment left open runs to the end of the file, and brackets left open
//! are closed by the next statement keyword (`local`, `if`, `end`, ...)
//! that cannot stand inside an expression, so a half-typed call does not
//! swallow the rest of the file. The engine (`dgn_lua::check`) gives the
//! real diagnostics; this only says where things are.

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A name or keyword.
    Name,
    /// A quoted string; its span includes the quotes (an unterminated one
    /// ends at its line).
    Str,
    /// A long string `[[ ... ]]` (or `[==[ ... ]==]`), brackets included.
    LongStr,
    /// A number.
    Number,
    /// An operator or bracket (`..`, `...`, `==` and the like are one).
    Punct,
}

/// One token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tok {
    /// What it is.
    pub kind: Kind,
    /// Byte offset of its first byte.
    pub start: usize,
    /// One past its last byte.
    pub end: usize,
}

impl Tok {
    /// The span of a string's contents (between its quotes or long
    /// brackets); for other tokens, the token.
    pub fn inner(&self, text: &str) -> (usize, usize) {
        let b = text.as_bytes();
        match self.kind {
            Kind::Str => {
                let q = b[self.start];
                let end = if self.end > self.start + 1 && b[self.end - 1] == q {
                    self.end - 1
                } else {
                    self.end
                };
                (self.start + 1, end)
            }
            Kind::LongStr => {
                let level = b[self.start + 1..self.end]
                    .iter()
                    .take_while(|&&c| c == b'=')
                    .count();
                let open = self.start + level + 2;
                let close = format!("]{}]", "=".repeat(level));
                let end = if self.end >= open + close.len()
                    && text[..self.end].ends_with(close.as_str())
                {
                    self.end - close.len()
                } else {
                    self.end
                };
                (open.min(end), end)
            }
            _ => (self.start, self.end),
        }
    }
}

/// The level of a long bracket opening at `i` (`[[` is 0, `[==[` is 2),
/// or `None` when `i` does not open one.
fn long_open(b: &[u8], i: usize) -> Option<usize> {
    if b.get(i) != Some(&b'[') {
        return None;
    }
    let level = b[i + 1..].iter().take_while(|&&c| c == b'=').count();
    (b.get(i + 1 + level) == Some(&b'[')).then_some(level)
}

/// The end of a long bracket body starting at `i` with `level`: one past
/// its closing bracket, or the end of the text.
fn long_close(text: &str, i: usize, level: usize) -> usize {
    let close = format!("]{}]", "=".repeat(level));
    text[i..]
        .find(&close)
        .map_or(text.len(), |p| i + p + close.len())
}

/// The tokens of `text` (comments left out).
pub fn tokens(text: &str) -> Vec<Tok> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let start = i;
        let kind = match c {
            b' ' | b'\t' | b'\r' | b'\n' | 0x0b | 0x0c => {
                i += 1;
                continue;
            }
            b'-' if b.get(i + 1) == Some(&b'-') => {
                i += 2;
                i = match long_open(b, i) {
                    Some(level) => long_close(text, i + level + 2, level),
                    None => text[i..].find('\n').map_or(b.len(), |p| i + p),
                };
                continue;
            }
            b'"' | b'\'' => {
                i += 1;
                while i < b.len() && b[i] != c && b[i] != b'\n' {
                    if b[i] == b'\\' && i + 1 < b.len() {
                        i += 1;
                    }
                    i += 1;
                }
                if i < b.len() && b[i] == c {
                    i += 1;
                }
                Kind::Str
            }
            b'[' if long_open(b, i).is_some() => {
                let level = long_open(b, i).unwrap_or(0);
                i = long_close(text, i + level + 2, level);
                Kind::LongStr
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                Kind::Name
            }
            c if c.is_ascii_digit()
                || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)) =>
            {
                while i < b.len() {
                    let d = b[i];
                    let exp_sign = matches!(d, b'+' | b'-')
                        && matches!(b[i - 1], b'e' | b'E' | b'p' | b'P')
                        && !text[start..i].starts_with("0x");
                    if d.is_ascii_alphanumeric() || d == b'.' || exp_sign {
                        i += 1;
                    } else {
                        break;
                    }
                }
                Kind::Number
            }
            _ => {
                const OPS: [&str; 10] =
                    ["...", "..", "==", "~=", "<=", ">=", "::", "//", "<<", ">>"];
                let rest = &text[i..];
                i += OPS.iter().find(|op| rest.starts_with(**op)).map_or_else(
                    || rest.chars().next().map_or(1, char::len_utf8),
                    |op| op.len(),
                );
                Kind::Punct
            }
        };
        out.push(Tok {
            kind,
            start,
            end: i,
        });
    }
    out
}

/// One key of a table constructor (`key = value`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Key {
    /// The key's name.
    pub name: String,
    /// Byte span of the name.
    pub span: (usize, usize),
    /// The value's first token, when there is one.
    pub value: Option<Tok>,
}

/// One call `ns.name(...)` (or `ns.name{...}`, `ns.name"..."`, `name(...)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    /// The table the function is taken from (`des`, `selection`), the
    /// object of a method call (`sel` in `sel:grow()`), or empty for a
    /// plain function call.
    pub ns: String,
    /// Whether it is a method call (`sel:grow()`).
    pub method: bool,
    /// The function's name.
    pub name: String,
    /// Byte span of `ns.name`.
    pub span: (usize, usize),
    /// Byte span of the name alone.
    pub name_span: (usize, usize),
    /// Where the arguments start (the opening bracket) and end (one past
    /// the closing bracket, or where the scan gave up on it).
    pub args: (usize, usize),
    /// The keys of the table given as first argument, in order.
    pub keys: Vec<Key>,
    /// The first token of each argument at the call's own level (a `{` for
    /// a table).
    pub positional: Vec<Tok>,
    /// The innermost call whose arguments hold this one.
    pub parent: Option<usize>,
    /// Whether it is inside a function body (so runs only when called).
    pub in_function: bool,
}

impl Call {
    /// The first token of the value given for `key`.
    pub fn value(&self, key: &str) -> Option<Tok> {
        self.keys
            .iter()
            .find(|k| k.name == key)
            .and_then(|k| k.value)
    }
}

/// A function the file defines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FnDef {
    /// Its name as written (`f`, `M.f`, `obj:method`).
    pub name: String,
    /// Byte span of the name.
    pub name_span: (usize, usize),
    /// Byte span from `function` to one past the matching `end` (or the
    /// end of the file).
    pub span: (usize, usize),
}

/// What encloses a point of the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Frame {
    /// `(`, `{` or `[`.
    Bracket {
        /// Which bracket.
        open: u8,
        /// The call whose arguments these brackets hold.
        call: Option<usize>,
        /// The call whose first-argument table this is.
        table: Option<usize>,
        /// Whether the next token starts an item (after the bracket, `,` or
        /// `;`).
        item_start: bool,
    },
    /// A `function`/`if`/`do`/`repeat` block, closed by `end`/`until`.
    Block {
        /// The definition it is the body of.
        fndef: Option<usize>,
        /// Whether it is a function body.
        func: bool,
    },
}

/// Words that start or continue a statement and so cannot stand inside an
/// expression: brackets still open when one comes were left unclosed.
const STATEMENT_WORDS: &[&str] = &[
    "local", "if", "for", "while", "return", "end", "repeat", "until", "elseif", "else", "goto",
    "break",
];

/// The stack machine that walks the tokens.
struct Machine<'a> {
    text: &'a str,
    toks: &'a [Tok],
    stack: Vec<Frame>,
    calls: Vec<Call>,
    fns: Vec<FnDef>,
}

impl<'a> Machine<'a> {
    fn new(text: &'a str, toks: &'a [Tok]) -> Self {
        Machine {
            text,
            toks,
            stack: Vec::new(),
            calls: Vec::new(),
            fns: Vec::new(),
        }
    }

    fn word(&self, i: usize) -> &'a str {
        self.toks.get(i).map_or("", |t| &self.text[t.start..t.end])
    }

    /// The innermost call whose arguments are open.
    fn open_call(&self) -> Option<usize> {
        self.stack.iter().rev().find_map(|f| match *f {
            Frame::Bracket { call: Some(c), .. } | Frame::Bracket { table: Some(c), .. } => Some(c),
            _ => None,
        })
    }

    fn pop(&mut self, at: usize) {
        match self.stack.pop() {
            Some(Frame::Bracket { call: Some(c), .. }) => self.calls[c].args.1 = at,
            Some(Frame::Block { fndef: Some(f), .. }) => self.fns[f].span.1 = at,
            _ => {}
        }
    }

    /// Closes the brackets above the innermost block (left open by a
    /// half-written expression).
    fn close_dangling(&mut self, at: usize) {
        while let Some(Frame::Bracket { .. }) = self.stack.last() {
            self.pop(at);
        }
    }

    fn set_item_start(&mut self, v: bool) {
        if let Some(Frame::Bracket { item_start, .. }) = self.stack.last_mut() {
            *item_start = v;
        }
    }

    /// At token `i`: when it starts an item of a first-argument table or of
    /// a call's arguments, records the key (`name =`) or the argument.
    fn item(&mut self, i: usize) {
        let t = self.toks[i];
        let Some(Frame::Bracket {
            open,
            call,
            table,
            item_start: true,
        }) = self.stack.last().copied()
        else {
            return;
        };
        self.set_item_start(false);
        let is_key = t.kind == Kind::Name && self.word(i + 1) == "=";
        match (open, call, table) {
            (b'{', _, Some(c)) if is_key => {
                let value = self.toks.get(i + 2).copied();
                let name = self.word(i).to_owned();
                self.calls[c].keys.push(Key {
                    name,
                    span: (t.start, t.end),
                    value,
                });
            }
            (b'(', Some(c), _) => self.calls[c].positional.push(t),
            _ => {}
        }
    }

    fn open_bracket(&mut self, t: Tok, open: u8) {
        // A table that is a call's first argument.
        let table = match self.stack.last() {
            Some(&Frame::Bracket {
                open: b'(',
                call: Some(c),
                ..
            }) if open == b'{' && self.calls[c].positional.first() == Some(&t) => Some(c),
            _ => None,
        };
        self.stack.push(Frame::Bracket {
            open,
            call: None,
            table,
            item_start: true,
        });
    }

    fn push_call(&mut self, args_tok: Tok) -> usize {
        let c = self.calls.len() - 1;
        self.stack.push(Frame::Bracket {
            open: b'(',
            call: Some(c),
            table: None,
            item_start: true,
        });
        if args_tok.kind != Kind::Punct || self.text.as_bytes()[args_tok.start] == b'{' {
            // `f{...}` / `f"..."`: one argument, no parentheses.
            self.calls[c].positional.push(args_tok);
            self.set_item_start(false);
        }
        c
    }

    /// Steps over token `i`; returns the index of the next token to read.
    fn step(&mut self, i: usize) -> usize {
        let t = self.toks[i];
        let w = self.word(i);
        match t.kind {
            Kind::Name => {
                if STATEMENT_WORDS.contains(&w) {
                    self.close_dangling(t.start);
                }
                match w {
                    "end" | "until" => {
                        if let Some(Frame::Block { .. }) = self.stack.last() {
                            self.pop(t.end);
                        }
                        return i + 1;
                    }
                    "if" | "do" | "repeat" => {
                        self.stack.push(Frame::Block {
                            fndef: None,
                            func: false,
                        });
                        return i + 1;
                    }
                    "function" => return self.function(i),
                    _ => {}
                }
                self.item(i);
                // A call: `ns.name(`, `ns.name{`, `ns.name"..."`, `name(`.
                let dotted = matches!(self.word(i + 1), "." | ":")
                    && self.toks.get(i + 2).is_some_and(|t| t.kind == Kind::Name);
                let after = if dotted { i + 3 } else { i + 1 };
                let qualified = i > 0 && matches!(self.word(i - 1), "." | ":");
                let Some(&a) = self.toks.get(after) else {
                    return i + 1;
                };
                let opens = matches!(self.word(after), "(" | "{")
                    || matches!(a.kind, Kind::Str | Kind::LongStr);
                if !opens || qualified || w == "function" {
                    return i + 1;
                }
                let (ns, name_tok) = if dotted {
                    (w.to_owned(), self.toks[i + 2])
                } else {
                    (String::new(), t)
                };
                let parent = self.open_call();
                let in_function = self
                    .stack
                    .iter()
                    .any(|f| matches!(f, Frame::Block { func: true, .. }));
                self.calls.push(Call {
                    ns,
                    method: dotted && self.word(i + 1) == ":",
                    name: self.text[name_tok.start..name_tok.end].to_owned(),
                    span: (t.start, name_tok.end),
                    name_span: (name_tok.start, name_tok.end),
                    args: (a.start, a.end),
                    keys: Vec::new(),
                    positional: Vec::new(),
                    parent,
                    in_function,
                });
                let c = self.push_call(a);
                match a.kind {
                    Kind::Punct if self.word(after) == "{" => self.open_bracket(a, b'{'),
                    Kind::Punct => {}
                    _ => {
                        // `f"..."`: the call ends with its string.
                        self.pop(a.end);
                        debug_assert!(self.calls[c].args.1 == a.end);
                    }
                }
                after + 1
            }
            Kind::Punct => {
                match w {
                    "(" | "{" | "[" => {
                        self.item(i);
                        self.open_bracket(t, w.as_bytes()[0]);
                    }
                    ")" | "}" | "]" => self.close(t, w),
                    "," | ";" => self.set_item_start(true),
                    _ => self.set_item_start(false),
                }
                i + 1
            }
            _ => {
                self.item(i);
                i + 1
            }
        }
    }

    /// `function a.b:c(`, `local function f(`, `f = function(`, or an
    /// anonymous `function(`.
    fn function(&mut self, i: usize) -> usize {
        let t = self.toks[i];
        let mut j = i + 1;
        let mut name_span: Option<(usize, usize)> = None;
        while self.toks.get(j).is_some_and(|t| t.kind == Kind::Name)
            || matches!(self.word(j), "." | ":")
        {
            let s = self.toks[j];
            name_span = Some(name_span.map_or((s.start, s.end), |(a, _)| (a, s.end)));
            j += 1;
        }
        let in_args = matches!(self.stack.last(), Some(Frame::Bracket { .. }));
        if name_span.is_none() && !in_args && i >= 2 && self.word(i - 1) == "=" {
            let n = self.toks[i - 2];
            if n.kind == Kind::Name {
                name_span = Some((n.start, n.end));
            }
        }
        self.item(i);
        let fndef = name_span.map(|s| {
            self.fns.push(FnDef {
                name: self.text[s.0..s.1].to_owned(),
                name_span: s,
                span: (t.start, self.text.len()),
            });
            self.fns.len() - 1
        });
        self.stack.push(Frame::Block { fndef, func: true });
        j
    }

    fn close(&mut self, t: Tok, w: &str) {
        let want = match w {
            ")" => b'(',
            "}" => b'{',
            _ => b'[',
        };
        let found = self
            .stack
            .iter()
            .rev()
            .take_while(|f| matches!(f, Frame::Bracket { .. }))
            .any(|f| matches!(f, Frame::Bracket { open, .. } if *open == want));
        if found {
            while let Some(&Frame::Bracket { open, .. }) = self.stack.last() {
                self.pop(t.end);
                if open == want {
                    break;
                }
            }
        }
        // A call given a table without parentheses closes with it.
        if let Some(&Frame::Bracket {
            open: b'(',
            call: Some(c),
            ..
        }) = self.stack.last()
        {
            if want == b'{' && self.text.as_bytes()[self.calls[c].args.0] == b'{' {
                self.pop(t.end);
            }
        }
        self.set_item_start(false);
    }

    fn run(&mut self, upto: usize) {
        let mut i = 0;
        while i < upto {
            i = self.step(i);
        }
    }
}

/// The whole file's structure.
#[derive(Clone, Debug, Default)]
pub struct Scan {
    /// Every token.
    pub toks: Vec<Tok>,
    /// Every call, in source order.
    pub calls: Vec<Call>,
    /// Every function definition, in source order.
    pub fns: Vec<FnDef>,
}

/// Scans a whole file.
pub fn scan(text: &str) -> Scan {
    let toks = tokens(text);
    let mut m = Machine::new(text, &toks);
    m.run(toks.len());
    while !m.stack.is_empty() {
        m.pop(text.len());
    }
    let (calls, fns) = (m.calls, m.fns);
    Scan { toks, calls, fns }
}

/// What the cursor is in, as far as completion and hover care.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Context {
    /// On or after `ns.` (`des.mon|`): the function name typed so far
    /// spans `word`.
    Member {
        /// `des` or `selection`.
        ns: String,
        /// The partial name's span (empty right after the dot).
        word: (usize, usize),
    },
    /// On or after `object:` (`sel:gr|`, `selection.area(...):|`): a
    /// method name typed so far spans `word`.
    Method {
        /// The object's name (empty when it is not a plain name).
        object: String,
        /// The partial name's span (empty right after the colon).
        word: (usize, usize),
    },
    /// Where a key of `call`'s table may be written; a partial key spans
    /// `word`.
    Key {
        /// The call (as scanned up to the cursor).
        call: Call,
        /// The partial word's span (empty when none).
        word: (usize, usize),
    },
    /// Inside a string or long string argument of `call`: the value of
    /// `key` in its table, or (with `key` empty) its positional argument
    /// number `index`.
    Value {
        /// The call (as scanned up to the cursor).
        call: Call,
        /// The key, or empty.
        key: String,
        /// For a positional argument: its index.
        index: usize,
        /// The string token.
        tok: Tok,
    },
    /// Where a value of `call` is written but no string opened yet: after
    /// `key =` in its table, or (with `key` empty) where positional
    /// argument number `index` starts. A partial word (`tr` of `true`)
    /// spans `word`.
    Bare {
        /// The call (as scanned up to the cursor).
        call: Call,
        /// The key, or empty.
        key: String,
        /// For a positional argument: its index.
        index: usize,
        /// The partial word's span (empty when none).
        word: (usize, usize),
    },
    /// Nowhere special.
    None,
}

/// What the cursor at byte `offset` is in.
pub fn context(text: &str, toks: &[Tok], offset: usize) -> Context {
    // The first token not wholly before the cursor.
    let k = toks.partition_point(|t| t.end < offset);
    let here = toks.get(k).filter(|t| t.start < offset);
    // Inside a string (past its opening quote).
    if let Some(&s) = here.filter(|t| matches!(t.kind, Kind::Str | Kind::LongStr)) {
        let (a, b) = s.inner(text);
        let unterminated = b == s.end;
        if offset >= a && (offset <= b || unterminated) {
            let mut m = Machine::new(text, toks);
            m.run(k);
            let Some(Frame::Bracket {
                open,
                call,
                table,
                item_start,
            }) = m.stack.last().copied()
            else {
                return Context::None;
            };
            return match (open, call, table) {
                (b'{', _, Some(c))
                    if !item_start && k >= 2 && word_of(text, toks, k - 1) == "=" =>
                {
                    Context::Value {
                        call: m.calls[c].clone(),
                        key: word_of(text, toks, k - 2).to_owned(),
                        index: 0,
                        tok: s,
                    }
                }
                (b'(', Some(c), _) if item_start => Context::Value {
                    call: m.calls[c].clone(),
                    key: String::new(),
                    index: m.calls[c].positional.len(),
                    tok: s,
                },
                _ => Context::None,
            };
        }
        return Context::None;
    }
    // A word touching the cursor from the left is a partial name.
    let word = match here.or(toks.get(k)) {
        Some(t) if t.kind == Kind::Name && t.start <= offset && offset <= t.end => {
            (t.start, offset)
        }
        _ => (offset, offset),
    };
    // The tokens before the word (or before the cursor).
    let upto = toks.partition_point(|t| t.start < word.0);
    // `ns.` then the partial word.
    if let Some(d) = upto.checked_sub(1) {
        if word_of(text, toks, d) == "." && d >= 1 && toks[d - 1].kind == Kind::Name {
            let ns = word_of(text, toks, d - 1);
            let before = d.checked_sub(2).map_or("", |p| word_of(text, toks, p));
            if before != "." && before != ":" {
                return Context::Member {
                    ns: ns.to_owned(),
                    word,
                };
            }
        }
    }
    // `object:` then the partial word.
    if let Some(d) = upto.checked_sub(1) {
        let before = d.checked_sub(1).map(|p| toks[p]);
        let object =
            before.filter(|t| t.kind == Kind::Name || matches!(&text[t.start..t.end], ")" | "]"));
        if word_of(text, toks, d) == ":" {
            if let Some(o) = object {
                let name = &text[o.start..o.end];
                return Context::Method {
                    object: if o.kind == Kind::Name {
                        name.to_owned()
                    } else {
                        String::new()
                    },
                    word,
                };
            }
        }
    }
    let mut m = Machine::new(text, toks);
    m.run(upto);
    let Some(Frame::Bracket {
        open,
        call,
        table,
        item_start,
    }) = m.stack.last().copied()
    else {
        return Context::None;
    };
    match (open, call, table, item_start) {
        (b'{', _, Some(c), true) => Context::Key {
            call: m.calls[c].clone(),
            word,
        },
        (b'{', _, Some(c), false)
            if upto >= 2
                && word_of(text, toks, upto - 1) == "="
                && toks[upto - 2].kind == Kind::Name =>
        {
            Context::Bare {
                call: m.calls[c].clone(),
                key: word_of(text, toks, upto - 2).to_owned(),
                index: 0,
                word,
            }
        }
        (b'(', Some(c), _, true) => Context::Bare {
            index: m.calls[c].positional.len(),
            call: m.calls[c].clone(),
            key: String::new(),
            word,
        },
        _ => Context::None,
    }
}

fn word_of<'a>(text: &'a str, toks: &[Tok], i: usize) -> &'a str {
    toks.get(i).map_or("", |t| &text[t.start..t.end])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<&str> {
        tokens(text).iter().map(|t| &text[t.start..t.end]).collect()
    }

    #[test]
    fn lexing() {
        assert_eq!(
            words(
                "des.map([[\n..]]) -- c\nx = 'a\\'b' .. \"c\n--[==[ long ]==] y=1.5e-3 ~= [=[z]=]"
            ),
            [
                "des", ".", "map", "(", "[[\n..]]", ")", "x", "=", "'a\\'b'", "..", "\"c", "y",
                "=", "1.5e-3", "~=", "[=[z]=]"
            ]
        );
        // Left open: a string ends at its line, a long string at the end.
        assert_eq!(words("a('x\nb [[ y"), ["a", "(", "'x", "b", "[[ y"]);
        let t = tokens("[==[ab]==]")[0];
        assert_eq!(t.inner("[==[ab]==]"), (4, 6));
        let t = tokens("\"ab")[0];
        assert_eq!(t.inner("\"ab"), (1, 3));
    }

    #[test]
    fn calls_keys_and_functions() {
        let text = "local function f(a)\n  des.object({ id = \"dagger\", coord = {1, 2} })\nend\n\
                    des.room({ type = \"ordinary\", contents = function()\n  des.monster(\"jackal\", 3, 4)\nend })\n\
                    des.region{ region = {1,1,2,2}, lit = 1 }\nx = function() end\n";
        let s = scan(text);
        let names: Vec<_> = s
            .calls
            .iter()
            .map(|c| format!("{}.{}", c.ns, c.name))
            .collect();
        assert_eq!(
            names,
            ["des.object", "des.room", "des.monster", "des.region"]
        );
        // `local function f(a)` is no call: the scan knows `function`.
        let s2: Vec<_> = s.calls.iter().filter(|c| !c.ns.is_empty()).collect();
        let keys: Vec<Vec<&str>> = s2
            .iter()
            .map(|c| c.keys.iter().map(|k| k.name.as_str()).collect())
            .collect();
        assert_eq!(
            keys,
            [
                vec!["id", "coord"],
                vec!["type", "contents"],
                vec![],
                vec!["region", "lit"]
            ]
        );
        assert_eq!(s2[2].positional.len(), 3);
        assert_eq!(s2[2].parent, Some(1));
        let fns: Vec<_> = s.fns.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(fns, ["f", "x"]);
        assert_eq!(
            &text[s.fns[0].span.0..s.fns[0].span.1],
            "function f(a)\n  des.object({ id = \"dagger\", coord = {1, 2} })\nend"
        );
    }

    #[test]
    fn unclosed_brackets_close_at_the_next_statement() {
        let text = "des.monster({ id = \"x\",\nlocal y = 1\ndes.object({ id = \"y\" })\n";
        let s = scan(text);
        assert_eq!(s.calls.len(), 2);
        assert_eq!(s.calls[1].parent, None);
        assert_eq!(s.calls[0].keys.len(), 1);
    }

    #[test]
    fn contexts() {
        let ctx = |text: &str| {
            let at = text.find('|').unwrap();
            let t = text.replacen('|', "", 1);
            let toks = tokens(&t);
            context(&t, &toks, at)
        };
        assert_eq!(
            ctx("des.mo|"),
            Context::Member {
                ns: "des".into(),
                word: (4, 6)
            }
        );
        assert_eq!(
            ctx("x = selection.|"),
            Context::Member {
                ns: "selection".into(),
                word: (14, 14)
            }
        );
        match ctx("des.monster({ id = \"jackal\", x|") {
            Context::Key { call, word } => {
                assert_eq!(call.name, "monster");
                assert_eq!(call.keys.len(), 1);
                assert_eq!(word, (29, 30));
            }
            c => panic!("{c:?}"),
        }
        match ctx("des.monster({ id = \"jac|kal\" })") {
            Context::Value { call, key, .. } => {
                assert_eq!((call.name.as_str(), key.as_str()), ("monster", "id"));
            }
            c => panic!("{c:?}"),
        }
        match ctx("des.trap(\"hole\", \"|") {
            Context::Value {
                call, key, index, ..
            } => {
                assert_eq!((call.name.as_str(), key.as_str(), index), ("trap", "", 1));
            }
            c => panic!("{c:?}"),
        }
        match ctx("des.map([[\n..|.\n]])") {
            Context::Value { call, index: 0, .. } => assert_eq!(call.name, "map"),
            c => panic!("{c:?}"),
        }
        assert_eq!(
            ctx("s:gr|"),
            Context::Method {
                object: "s".into(),
                word: (2, 4)
            }
        );
        assert_eq!(
            ctx("selection.area(1, 1, 2, 2):|"),
            Context::Method {
                object: String::new(),
                word: (27, 27)
            }
        );
        match ctx("s:grow(\"|") {
            Context::Value { call, index: 0, .. } => {
                assert!(call.method);
                assert_eq!((call.ns.as_str(), call.name.as_str()), ("s", "grow"));
            }
            c => panic!("{c:?}"),
        }
        assert_eq!(ctx("des.monster({ id = 3| })"), Context::None);
        match ctx("des.monster({ id = \"x\", asleep = tr|") {
            Context::Bare {
                call, key, word, ..
            } => {
                assert_eq!((call.name.as_str(), key.as_str()), ("monster", "asleep"));
                assert_eq!(word, (33, 35));
            }
            c => panic!("{c:?}"),
        }
        match ctx("des.trap(\"hole\", |") {
            Context::Bare {
                call, key, index, ..
            } => assert_eq!((call.name.as_str(), key.as_str(), index), ("trap", "", 1)),
            c => panic!("{c:?}"),
        }
        match ctx("des.room({ type = \"x\", |\n contents = function() end })") {
            Context::Key { call, .. } => assert_eq!(call.name, "room"),
            c => panic!("{c:?}"),
        }
    }
}
