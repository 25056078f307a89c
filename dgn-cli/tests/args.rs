//! The command-line parser: accepted forms, errors, help text.

use assert_cmd::Command;
use dgn_cli::args::{self, parse_from, Key, Opt, Stop, Tool, COMMON};
use std::ffi::OsString;
use std::path::PathBuf;

const TOOL: Tool = Tool {
    name: "demo",
    about: "A demonstration.",
    description: "Reads files.",
    operand: "FILE",
    operand_help: "Inputs",
    options: &[
        Opt::short_flag(Key::ExtraWarnings, 'w', "More checks"),
        Opt::short_value(Key::Define, 'D', "NAME", "Turn NAME on"),
        Opt::long_value(Key::Layout, "layout", "SEEDS", "Seeds"),
    ],
};

/// The options given on the command line (defaults left out), as text.
fn given(args: &[&str]) -> (Vec<(Key, Option<String>)>, Vec<PathBuf>) {
    let parsed = parse_from(&TOOL, args).expect("parses");
    let defaults = COMMON.iter().filter(|o| o.default.is_some()).count();
    let options = parsed.options[defaults..]
        .iter()
        .map(|(k, v)| (*k, v.as_ref().map(|v| v.to_string_lossy().into_owned())))
        .collect();
    (options, parsed.files)
}

fn error(args: &[&str]) -> String {
    match parse_from(&TOOL, args) {
        Err(Stop::Error(e)) => e,
        other => panic!("expected an error, got {other:?}"),
    }
}

#[test]
fn defaults_come_first_and_are_not_given() {
    let parsed = parse_from(&TOOL, ["x.des"]).unwrap();
    let defaults: Vec<(Key, Option<OsString>)> = vec![
        (Key::Target, Some("nethack-3.4.3".into())),
        (Key::Color, Some("auto".into())),
    ];
    assert_eq!(parsed.options, defaults);
    assert!(!parsed.given(Key::Target));
    assert_eq!(parsed.files, vec![PathBuf::from("x.des")]);
    let parsed = parse_from(&TOOL, ["--target", "nethack-3.6.7"]).unwrap();
    assert!(parsed.given(Key::Target));
    assert_eq!(
        parsed.options.last(),
        Some(&(Key::Target, Some("nethack-3.6.7".into())))
    );
}

#[test]
fn value_forms() {
    let dir = Some("out".to_string());
    for args in [
        &["-o", "out"][..],
        &["-oout"],
        &["-o=out"],
        &["--output-dir", "out"],
        &["--output-dir=out"],
    ] {
        assert_eq!(
            given(args).0,
            vec![(Key::OutputDir, dir.clone())],
            "{args:?}"
        );
    }
    assert_eq!(
        given(&["-Werror", "-W", "x", "-Awarnings", "-DFOO"]).0,
        vec![
            (Key::Warn, Some("error".into())),
            (Key::Warn, Some("x".into())),
            (Key::Allow, Some("warnings".into())),
            (Key::Define, Some("FOO".into())),
        ]
    );
}

#[test]
fn grouped_flags_and_operands_in_order() {
    let (options, files) = given(&["a.des", "-wW", "e", "b.des", "--", "-c.des", "-"]);
    assert_eq!(
        options,
        vec![(Key::ExtraWarnings, None), (Key::Warn, Some("e".into()))]
    );
    let names: Vec<&str> = files.iter().map(|f| f.to_str().unwrap()).collect();
    assert_eq!(names, ["a.des", "b.des", "-c.des", "-"]);
}

#[test]
fn errors_name_the_argument_and_show_usage() {
    assert_eq!(
        error(&["--bogus"]),
        "error: unexpected argument '--bogus'\n\nUsage: demo [OPTIONS] [FILE]...\n\n\
         For more information, try '--help'.\n"
    );
    assert!(error(&["-x"]).starts_with("error: unexpected argument '-x'\n"));
    assert!(error(&["-o"]).starts_with("error: missing argument for option '-o'\n"));
    assert!(error(&["--check=yes"]).starts_with("error: unexpected argument for option '--check'"));
    assert!(error(&["--color", "blue"]).starts_with(
        "error: invalid value 'blue' for '--color <WHEN>' (possible values: auto, always, never)\n"
    ));
    // An option of the other tool is unknown here.
    assert!(error(&["--chart", "x.svg"]).starts_with("error: unexpected argument '--chart'"));
}

#[test]
fn help_and_version_stop_parsing() {
    assert_eq!(
        parse_from(&TOOL, ["x", "-V", "--bogus"]),
        Err(Stop::Version("demo 0.1.0\n".into()))
    );
    let Err(Stop::Help(text)) = parse_from(&TOOL, ["--help"]) else {
        panic!("no help")
    };
    assert_eq!(Err(Stop::Help(text.clone())), parse_from(&TOOL, ["-h"]));
    assert_eq!(text, args::help(&TOOL));
    // Every option of the table is in the help, with its value and help.
    for opt in TOOL.options.iter().chain(COMMON) {
        if let Some(l) = opt.long {
            assert!(text.contains(&format!("--{l}")), "--{l}");
        }
        if let Some(c) = opt.short {
            assert!(text.contains(&format!("-{c}")), "-{c}");
        }
        if let Some(v) = opt.value {
            assert!(text.contains(&format!("<{v}>")), "<{v}>");
        }
        let first = opt.help.split_whitespace().next().unwrap();
        assert!(text.contains(first));
    }
}

#[test]
fn help_lines_fit_80_columns() {
    for bin in ["lev_comp", "dgn_comp"] {
        let out = Command::cargo_bin(bin)
            .unwrap()
            .arg("--help")
            .output()
            .unwrap();
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        for line in text.lines() {
            assert!(line.chars().count() <= 80, "{bin}: {line}");
        }
    }
}

#[test]
fn lev_comp_help() {
    let out = Command::cargo_bin("lev_comp")
        .unwrap()
        .arg("--help")
        .output()
        .unwrap();
    assert!(out.status.success());
    insta::assert_snapshot!(String::from_utf8(out.stdout).unwrap());
}

#[test]
fn lev_comp_help_offers_decompiling_both_dialects() {
    let out = Command::cargo_bin("lev_comp")
        .unwrap()
        .arg("--help")
        .output()
        .unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    let at = help.find("--decompile").unwrap();
    let text: String = help[at..].split("\n\n").next().unwrap().into();
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(text.contains("(3.4.3 or 3.6.7)"), "{text}");
    assert!(!text.contains("(NetHack 3.4.3)"), "{text}");
}

#[test]
fn dgn_comp_help() {
    let out = Command::cargo_bin("dgn_comp")
        .unwrap()
        .arg("-h")
        .output()
        .unwrap();
    assert!(out.status.success());
    insta::assert_snapshot!(String::from_utf8(out.stdout).unwrap());
}

#[test]
fn bad_arguments_fail_with_status_2() {
    for (bin, args) in [
        ("lev_comp", &["--bogus"][..]),
        ("lev_comp", &["--color", "blue"]),
        ("dgn_comp", &["-D"]),
        ("dgn_comp", &["--rng", "glibc", "x.def"]),
        ("dgn_comp", &["--rng", "dice", "--layout", "1", "x.def"]),
    ] {
        let out = Command::cargo_bin(bin)
            .unwrap()
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{bin} {args:?}");
        assert!(out.stdout.is_empty());
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.starts_with("error: "), "{err}");
        assert!(
            err.ends_with("For more information, try '--help'.\n"),
            "{err}"
        );
    }
}

#[test]
fn version() {
    let out = Command::cargo_bin("dgn_comp")
        .unwrap()
        .arg("--version")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!("dgn_comp {}\n", env!("CARGO_PKG_VERSION"))
    );
}
