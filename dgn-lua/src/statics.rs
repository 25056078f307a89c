//! Mistakes visible in the source without running it: a call of a `des`
//! function that does not exist, an object name the game does not know
//! written in a `des.object` call, and a list of map characters a level
//! draws from at random that holds one the game does not know. The runs
//! find these only on the branches and draws they take; the game fails
//! on whichever seed reaches them.

use crate::catalog::Catalog;
use crate::ctx::{did_you_mean, Problem};
use crate::schema::{self, Module};
use dgn_core::Severity;

/// A token of Lua source, with its line (from 1).
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Name(String),
    Str(String),
    Punct(u8),
    Other,
}

/// Lua source as tokens (names, strings, punctuation; numbers and
/// operators of more than one character are `Other` or split), comments
/// left out.
fn tokens(src: &[u8]) -> Vec<(Tok, u32)> {
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1u32;
    // The level of a long bracket `[==[` at `j`, if one opens there.
    let long_open = |j: usize| -> Option<usize> {
        if src.get(j) != Some(&b'[') {
            return None;
        }
        let eq = src[j + 1..].iter().take_while(|&&b| b == b'=').count();
        (src.get(j + 1 + eq) == Some(&b'[')).then_some(eq)
    };
    // Skips a long bracket body opened at `j` with level `eq`; returns its
    // text and the index after it.
    let long_body = |j: usize, eq: usize| -> (String, usize) {
        let start = j + eq + 2;
        let mut k = start;
        while k < src.len() {
            if src[k] == b']'
                && src[k + 1..].iter().take_while(|&&b| b == b'=').count() >= eq
                && src.get(k + 1 + eq) == Some(&b']')
            {
                return (
                    String::from_utf8_lossy(&src[start..k]).into_owned(),
                    k + eq + 2,
                );
            }
            k += 1;
        }
        (
            String::from_utf8_lossy(&src[start..]).into_owned(),
            src.len(),
        )
    };
    while i < src.len() {
        let b = src[i];
        match b {
            b'\n' => {
                line += 1;
                i += 1;
            }
            b'-' if src.get(i + 1) == Some(&b'-') => {
                if let Some(eq) = long_open(i + 2) {
                    let (text, end) = long_body(i + 2, eq);
                    line += text.matches('\n').count() as u32;
                    i = end;
                } else {
                    while i < src.len() && src[i] != b'\n' {
                        i += 1;
                    }
                }
            }
            b'[' if long_open(i).is_some() => {
                let eq = long_open(i).unwrap_or(0);
                let (text, end) = long_body(i, eq);
                let at = line;
                line += text.matches('\n').count() as u32;
                // A long string skips a newline right after its opening.
                let text = text.strip_prefix('\n').unwrap_or(&text).to_string();
                out.push((Tok::Str(text), at));
                i = end;
            }
            b'"' | b'\'' => {
                let mut k = i + 1;
                let mut text = Vec::new();
                while k < src.len() && src[k] != b && src[k] != b'\n' {
                    if src[k] == b'\\' && k + 1 < src.len() {
                        if src[k + 1] == b'\n' {
                            line += 1;
                        }
                        text.push(src[k + 1]);
                        k += 2;
                    } else {
                        text.push(src[k]);
                        k += 1;
                    }
                }
                out.push((Tok::Str(String::from_utf8_lossy(&text).into_owned()), line));
                i = k + 1;
            }
            b if b.is_ascii_alphabetic() || b == b'_' => {
                let n = src[i..]
                    .iter()
                    .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
                    .count();
                out.push((
                    Tok::Name(String::from_utf8_lossy(&src[i..i + n]).into_owned()),
                    line,
                ));
                i += n;
            }
            b if b.is_ascii_digit() => {
                let n = src[i..]
                    .iter()
                    .take_while(|c| c.is_ascii_alphanumeric() || **c == b'.')
                    .count();
                out.push((Tok::Other, line));
                i += n;
            }
            b if b.is_ascii_whitespace() => i += 1,
            b if b.is_ascii_punctuation() => {
                out.push((Tok::Punct(b), line));
                i += 1;
            }
            _ => {
                out.push((Tok::Other, line));
                i += 1;
            }
        }
    }
    out
}

fn error(line: u32, needle: String, message: String, help: Option<String>) -> Problem {
    Problem {
        severity: Severity::Error,
        code: None,
        line,
        needle: Some(needle),
        message,
        help,
    }
}

/// The mistakes of the source that the game reports when a run reaches
/// them.
pub(crate) fn check(src: &[u8], catalog: &Catalog) -> Vec<Problem> {
    let toks = tokens(src);
    let mut out = Vec::new();
    let name = |i: usize| match toks.get(i) {
        Some((Tok::Name(n), _)) => Some(n.as_str()),
        _ => None,
    };
    let punct = |i: usize, c: u8| matches!(toks.get(i), Some((Tok::Punct(p), _)) if *p == c);
    // `des.NAME` where NAME is the level's own addition (`des.NAME = ...`).
    let added: Vec<&str> = (0..toks.len())
        .filter(|&i| {
            name(i) == Some("des")
                && punct(i + 1, b'.')
                && punct(i + 3, b'=')
                && !punct(i + 4, b'=')
        })
        .filter_map(|i| name(i + 2))
        .collect();
    for i in 0..toks.len() {
        let line = toks[i].1;
        let after_dot = i > 0 && (punct(i - 1, b'.') || punct(i - 1, b':'));
        if name(i) == Some("des") && !after_dot && punct(i + 1, b'.') {
            let Some(f) = name(i + 2) else { continue };
            if schema::function(Module::Des, f).is_none() && !added.contains(&f) {
                let help = did_you_mean(f, schema::functions(Module::Des).map(|f| f.name))
                    .map(|s| format!("did you mean `des.{s}`?"));
                out.push(error(
                    line,
                    format!("des.{f}"),
                    format!("unknown function `des.{f}`"),
                    help,
                ));
            }
            if f == "object" && punct(i + 3, b'(') {
                // The object's name: the first argument, or `id` in the
                // table.
                // Only a whole literal (not part of an expression such as
                // a concatenation).
                let whole = |j: usize| punct(j, b',') || punct(j, b')') || punct(j, b'}');
                let named = match toks.get(i + 4) {
                    Some((Tok::Str(s), l)) if whole(i + 5) => Some((s.clone(), *l)),
                    Some((Tok::Punct(b'{'), _)) => {
                        let mut depth = 0;
                        let mut found = None;
                        for j in i + 4..toks.len() {
                            match &toks[j].0 {
                                Tok::Punct(b'{') => depth += 1,
                                Tok::Punct(b'}') => {
                                    depth -= 1;
                                    if depth == 0 {
                                        break;
                                    }
                                }
                                Tok::Name(k) if depth == 1 && k == "id" && punct(j + 1, b'=') => {
                                    if let Some((Tok::Str(s), l)) = toks.get(j + 2) {
                                        if whole(j + 3) {
                                            found = Some((s.clone(), *l));
                                        }
                                    }
                                }
                                _ => {}
                            }
                        }
                        found
                    }
                    _ => None,
                };
                if let Some((obj, l)) = named {
                    if obj.chars().count() > 1 && catalog.object(&obj).is_none() {
                        let help =
                            did_you_mean(&obj, catalog.objects.iter().map(|(n, _)| n.as_str()))
                                .map(|s| format!("did you mean \"{s}\"?"));
                        out.push(error(
                            l,
                            obj.clone(),
                            format!("Unknown object id \"{obj}\""),
                            help,
                        ));
                    }
                }
            }
        }
        // `{ "c", "c", ... }`: a list of one-character strings that the
        // level draws terrain from (most are map characters, and the
        // word "terrain" is near).
        if punct(i, b'{') {
            let mut chars = Vec::new();
            let mut j = i + 1;
            loop {
                match toks.get(j) {
                    Some((Tok::Str(s), l)) if s.chars().count() == 1 => chars.push((s.clone(), *l)),
                    _ => break,
                }
                if punct(j + 1, b',') {
                    j += 2;
                } else {
                    j += 1;
                    break;
                }
            }
            if chars.len() < 2 || !punct(j, b'}') {
                continue;
            }
            let known = |s: &str| s.chars().next().and_then(schema::map_char).is_some();
            let good = chars.iter().filter(|(s, _)| known(s)).count();
            let near = toks
                .iter()
                .filter(|(_, l)| *l >= line && *l <= line + 5)
                .any(|(t, _)| matches!(t, Tok::Name(n) | Tok::Str(n) if n.to_ascii_lowercase().contains("terrain")));
            if good * 2 <= chars.len() || !near {
                continue;
            }
            let mut seen = Vec::new();
            for (s, l) in &chars {
                if !known(s) && !seen.contains(s) {
                    seen.push(s.clone());
                    out.push(error(
                        *l,
                        s.clone(),
                        format!(
                            "`{s}` is not a map character: the level draws terrain from this list, \
                             and the game stops with \"Erroneous map char\" on a seed that picks it"
                        ),
                        None,
                    ));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn messages(src: &str) -> Vec<(u32, String)> {
        check(src.as_bytes(), &Catalog::nethack37())
            .into_iter()
            .map(|p| (p.line, p.message))
            .collect()
    }

    #[test]
    fn unknown_des_function_on_a_branch() {
        let src = "if nh.rn2(100) == 99 then\n  des.leel_init({})\nend\n-- des.nothing()\nlocal s = \"des.nothing\"\n";
        assert_eq!(
            messages(src),
            [(2, "unknown function `des.leel_init`".to_string())]
        );
    }

    #[test]
    fn a_level_may_add_its_own_des_function() {
        let src = "des.helper = function() end\ndes.helper()\n";
        assert_eq!(messages(src), []);
    }

    #[test]
    fn unknown_object_names_in_calls() {
        let src = "des.object({ id = 'worthless piece of '..c..' glass' })\nfunction f(x, y)\n  des.object(\"bouulder\", x, y)\nend\ndes.object({ x = 1,\n  id = \"crystal bal\" })\ndes.object(\"boulder\")\ndes.object(\"%\")\n";
        assert_eq!(
            messages(src),
            [
                (3, "Unknown object id \"bouulder\"".to_string()),
                (6, "Unknown object id \"crystal bal\"".to_string())
            ]
        );
    }

    #[test]
    fn a_terrain_list_with_a_character_the_game_does_not_know() {
        let src = "local terrains = { \".\", \"L\", \"-\", \"u\" }\nlocal t = terrains[math.random(1, #terrains)]\ndes.replace_terrain({ fromterrain = \"L\", toterrain = t })\nlocal mons = { \"H\", \"T\", \"@\" }\ndes.monster(mons[1])\n";
        let m = messages(src);
        assert_eq!(m.len(), 1, "{m:?}");
        assert_eq!(m[0].0, 1);
        assert!(m[0].1.starts_with("`u` is not a map character"), "{m:?}");
    }
}
