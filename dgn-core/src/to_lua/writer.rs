//! Lua text: indented lines, string literals and the like.

/// Spaces per level of nesting (as in NetHack's own `dat/*.lua`).
const INDENT: usize = 3;

/// A Lua file being written, line by line.
#[derive(Default)]
pub(crate) struct Out {
    pub(crate) buf: Vec<u8>,
    pub(crate) depth: usize,
    /// Nothing written since the last block opened.
    fresh: bool,
}

impl Out {
    /// Writes one line at the current depth.
    pub(crate) fn line(&mut self, s: &str) {
        self.raw_line(s.as_bytes());
    }

    /// Writes one line of bytes at the current depth.
    pub(crate) fn raw_line(&mut self, s: &[u8]) {
        if !s.is_empty() {
            self.buf
                .extend(std::iter::repeat_n(b' ', self.depth * INDENT));
        }
        self.buf.extend_from_slice(s);
        self.buf.push(b'\n');
        self.fresh = false;
    }

    /// `f({ keys })`, or `f()` without keys.
    pub(crate) fn call_table(&mut self, f: &str, keys: &[String]) {
        if keys.is_empty() {
            self.line(&format!("{f}();"));
        } else {
            self.line(&format!("{f}({{ {} }});", keys.join(", ")));
        }
    }

    /// Writes a line that opens a block; what follows is nested.
    pub(crate) fn open(&mut self, s: &str) {
        self.line(s);
        self.depth += 1;
        self.fresh = true;
    }

    /// Ends a block with a line one level out.
    pub(crate) fn close(&mut self, s: &str) {
        self.depth = self.depth.saturating_sub(1);
        self.line(s);
    }

    /// Writes an empty line, unless the last line is empty or opens a
    /// block.
    pub(crate) fn blank(&mut self) {
        if self.fresh || self.buf.is_empty() || self.buf.ends_with(b"\n\n") {
            return;
        }
        self.buf.push(b'\n');
    }

    /// Writes a comment line (`--text`).
    pub(crate) fn comment(&mut self, text: &[u8]) {
        let mut l = b"--".to_vec();
        l.extend_from_slice(text);
        self.raw_line(&l);
    }
}

/// A Lua string literal holding exactly `bytes`: quotes, backslashes and
/// control bytes escaped; other bytes (text in any encoding) copied.
pub(crate) fn string(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() + 2);
    s.push('"');
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            b'\n' => s.push_str("\\n"),
            b'\t' => s.push_str("\\t"),
            0..=0x1f | 0x7f => {
                // A decimal escape followed by a digit would swallow it.
                s.push_str(&format!("\\{b:03}"));
            }
            0x20..=0x7e => s.push(b as char),
            _ => {
                // Valid UTF-8 runs are copied as text; other bytes escaped.
                let rest = &bytes[i..];
                let n = match std::str::from_utf8(rest) {
                    Ok(t) => t.chars().next().map_or(1, char::len_utf8),
                    Err(e) if e.valid_up_to() > 0 => std::str::from_utf8(&rest[..e.valid_up_to()])
                        .ok()
                        .and_then(|t| t.chars().next())
                        .map_or(1, char::len_utf8),
                    Err(_) => 0,
                };
                if n == 0 {
                    s.push_str(&format!("\\{b:03}"));
                } else {
                    s.push_str(std::str::from_utf8(&rest[..n]).unwrap_or("?"));
                    i += n;
                    continue;
                }
            }
        }
        i += 1;
    }
    s.push('"');
    s
}

/// Lua's reserved words and the globals a level script relies on, which a
/// 3.6 variable name must not shadow.
const RESERVED: &[&str] = &[
    "and",
    "break",
    "do",
    "else",
    "elseif",
    "end",
    "false",
    "for",
    "function",
    "goto",
    "if",
    "in",
    "local",
    "nil",
    "not",
    "or",
    "repeat",
    "return",
    "then",
    "true",
    "until",
    "while",
    "des",
    "selection",
    "nh",
    "obj",
    "shuffle",
    "percent",
    "d",
    "align",
    "math",
    "table",
    "string",
    "ipairs",
    "pairs",
    "type",
    "print",
    "error",
];

/// The Lua name of a 3.6 variable or function (`$place` → `place`); names
/// Lua reserves or a level needs get a trailing `_`.
pub(crate) fn ident(name: &[u8]) -> String {
    let name = name.strip_prefix(b"$").unwrap_or(name);
    let mut s: String = name
        .iter()
        .map(|&b| {
            if b.is_ascii_alphanumeric() || b == b'_' {
                b as char
            } else {
                '_'
            }
        })
        .collect();
    if s.is_empty() || s.as_bytes()[0].is_ascii_digit() {
        s.insert(0, '_');
    }
    if RESERVED.contains(&s.as_str()) {
        s.push('_');
    }
    s
}

/// A Lua long string `[[ ... ]]` holding `text`, which starts on the line
/// after the opening bracket (Lua drops that first newline).
pub(crate) fn long_string(text: &[u8]) -> Vec<u8> {
    let mut level = 0;
    loop {
        let close: Vec<u8> = std::iter::once(b']')
            .chain(std::iter::repeat_n(b'=', level))
            .chain(std::iter::once(b']'))
            .collect();
        if !text.windows(close.len()).any(|w| w == close.as_slice()) && !text.ends_with(b"]") {
            let mut out = b"[".to_vec();
            out.extend(std::iter::repeat_n(b'=', level));
            out.extend_from_slice(b"[\n");
            out.extend_from_slice(text);
            out.extend_from_slice(&close);
            return out;
        }
        level += 1;
    }
}

/// Fort Ludios's treasury as NetHack 3.4.3 and 3.6 stocked it once the level was
/// built (`fixup_special`, which NetHack 3.7's engine no longer has for this
/// level): gold (600 to 899 pieces) on every square of the rectangle
/// `x1, y1, x2, y2` of the level's unfilled morgue, column by column, and on
/// a third of them a trap, a land mine two times in three, else a spiked
/// pit. The dice are drawn in 3.6's order.
/// A mines-style `INIT_MAP` as the keys of NetHack 3.7's
/// `des.level_init` table, the map characters already written as Lua.
pub(crate) struct MinesInit {
    pub fg: String,
    pub bg: String,
    pub smoothed: bool,
    pub joined: bool,
    /// `None`: random (3.7 draws it itself).
    pub lit: Option<i64>,
    /// `None`: random, which 3.7 cannot do (see [`RANDOM_WALLED`]).
    pub walled: Option<bool>,
    pub filling: Option<String>,
}

/// The warning for a cave walled at random (`random-walled`), which the
/// keys of [`MinesInit::keys`] write as `percent(50)`.
pub(crate) const RANDOM_WALLED: &str = "NetHack 3.7 cannot wall a cave at random; this one is walled half the time by `percent(50)`, drawn at another moment";

impl MinesInit {
    /// The table's keys, in the order the converters write them.
    pub(crate) fn keys(self) -> Vec<String> {
        let b = |v: bool| if v { "true" } else { "false" };
        let mut keys = vec![
            "style = \"mines\"".to_string(),
            format!("fg = {}", self.fg),
            format!("bg = {}", self.bg),
            format!("smoothed = {}", b(self.smoothed)),
            format!("joined = {}", b(self.joined)),
        ];
        if let Some(l) = self.lit {
            keys.push(format!("lit = {l}"));
        }
        keys.push(match self.walled {
            Some(w) => format!("walled = {}", b(w)),
            None => "walled = percent(50)".into(),
        });
        if let Some(f) = self.filling {
            keys.push(format!("filling = {f}"));
        }
        keys
    }
}

/// The Lua alignment word of a compiled alignment value (0 unaligned, 1
/// chaotic, 2 neutral, 4 lawful, 3 and 7 the altar's co- and
/// non-coaligned), or `None` for a value 3.7 reads as random.
pub(crate) fn align_word(value: i64) -> Option<&'static str> {
    Some(match value {
        0 => "\"noalign\"",
        1 => "\"chaos\"",
        2 => "\"neutral\"",
        4 => "\"law\"",
        3 => "\"coaligned\"",
        7 => "\"noncoaligned\"",
        _ => return None,
    })
}

/// Writes a register list, `local NAME = { ... }` the first time (`NAME =
/// { ... }` once `declared` holds it), and its shuffle.
pub(crate) fn register_list(
    out: &mut Out,
    declared: &mut Vec<&'static str>,
    name: &'static str,
    values: &[String],
) {
    let list = format!("{{ {} }}", values.join(", "));
    if declared.contains(&name) {
        out.line(&format!("{name} = {list};"));
    } else {
        declared.push(name);
        out.line(&format!("local {name} = {list};"));
    }
    out.line(&format!("shuffle({name});"));
}

/// The call that puts `amount` gold pieces at (`x`, `y`). NetHack 3.7's
/// three-argument `des.gold(amount, x, y)` reads its y from the x argument
/// (both from the second), so a square is always given in the table form.
pub(crate) fn gold_at(amount: impl std::fmt::Display, x: i64, y: i64) -> String {
    format!("des.gold({{ amount = {amount}, x = {x}, y = {y} }});")
}

pub(super) fn knox_treasury(out: &mut Out, rect: [i64; 4]) {
    let [x1, y1, x2, y2] = rect;
    out.comment(b" The treasury, stocked as NetHack 3.4.3 and 3.6 did after building the level");
    out.line(&format!("for x = {x1}, {x2} do"));
    out.line(&format!("   for y = {y1}, {y2} do"));
    out.line("      des.gold({ x = x, y = y, amount = 600 + nh.rn2(300) });");
    out.line("      if nh.rn2(3) == 0 then");
    out.line("         des.trap(nh.rn2(3) ~= 0 and \"land mine\" or \"spiked pit\", x, y);");
    out.line("      end");
    out.line("   end");
    out.line("end");
}

/// The message of the `fixup-special` warning for Fort Ludios's vault.
pub(super) const KNOX_VAULT: &str = "NetHack 3.4.3 and 3.6 made Fort Ludios's unfilled morgue an ordinary room and filled it with gold and traps once the level was built; NetHack 3.7's engine no longer does, so the converted level makes an ordinary room here and stocks it at its end";

/// Written after the `des.level_init` of a maze level's filling: 3.6 and
/// 3.4.3 filled the level unlit, while 3.7's `level_init` lights the filling
/// at random. Darkening it again with a region, rather than asking for
/// `lit = 0`, keeps 3.7's draws for the light, so that a converted level
/// draws the same numbers as NetHack 3.7's own file of that level.
pub(super) const UNLIT_FILL: &str = "des.region(selection.negate(), \"unlit\");";

/// The trailing comment of a region that darkens again a secret door which
/// NetHack 3.4.3 did not light with the lit irregular room around it (3.7
/// lights it with the room's walls).
pub(super) const SECRET_DOOR_DARK: &str =
    "secret door left dark, as NetHack 3.4.3 did not light it with the room";
