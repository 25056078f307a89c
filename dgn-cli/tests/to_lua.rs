//! `lev_comp --to-lua`: one `NAME.lua` per level of each input that
//! converts, nothing for an input that does not.

use assert_cmd::Command;

#[test]
fn converts_each_file_whole_or_not_at_all() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.des");
    std::fs::write(
        &good,
        "LEVEL:\"one\"\nMESSAGE:\"hi\"\nLEVEL:\"two\"\nOBJECT:'*',random\n",
    )
    .unwrap();
    let bad = dir.path().join("bad.des");
    // The first level converts, the second cannot: neither is written.
    std::fs::write(
        &bad,
        "LEVEL:\"three\"\nWALLIFY\nLEVEL:\"four\"\nWALLIFY: line (0,0),(1,1)\n",
    )
    .unwrap();
    let out_dir = dir.path().join("lua");
    let out = Command::cargo_bin("lev_comp")
        .unwrap()
        .args([
            "--target",
            "nethack-3.6.7",
            "--to-lua",
            "--allow-flip",
            "-o",
        ])
        .arg(&out_dir)
        .arg(&good)
        .arg(&bad)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("NetHack 3.7 wallifies a rectangle only, not this selection"),
        "{stderr}"
    );
    let one = std::fs::read_to_string(out_dir.join("one.lua")).unwrap();
    assert_eq!(
        one,
        "-- NetHack 3.7 level \"one\", converted by dgn from good.des (NetHack 3.6)\n\ndes.message(\"hi\");\n"
    );
    let two = std::fs::read_to_string(out_dir.join("two.lua")).unwrap();
    assert!(two.ends_with("des.object(\"*\");\n"), "{two}");
    assert!(!out_dir.join("three.lua").exists());
    assert!(!out_dir.join("four.lua").exists());
}

#[test]
fn without_a_target_the_dialect_is_detected_as_compiling_detects_it() {
    let dir = tempfile::tempdir().unwrap();
    // A 3.6 file: variables, IF, a selection; the default target (3.4.3)
    // cannot read it.
    let des = dir.path().join("v36.des");
    std::fs::write(
        &des,
        "MAZE:\"v36\",' '\nFLAGS:noteleport\nGEOMETRY:center,center\nMAP\n...\n...\nENDMAP\n$place = { (0,0),(1,1),(2,1) }\nSHUFFLE: $place\nIF [50%] {\n  OBJECT:'*',$place[0]\n} ELSE {\n  MONSTER:'D',$place[1]\n}\nTERRAIN: line (0,0),(2,0), 'L'\n",
    )
    .unwrap();
    let out_dir = dir.path().join("lua");
    let out = Command::cargo_bin("lev_comp")
        .unwrap()
        .current_dir(dir.path())
        .env_remove("DGN_TARGET")
        .args(["--to-lua", "--color", "never", "-o"])
        .arg(&out_dir)
        .arg(&des)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert_eq!(
        stderr.matches("warning[detected-dialect]").count(),
        1,
        "{stderr}"
    );
    assert!(
        stderr.contains("is read as the NetHack 3.6 level language (target `nethack-3.6.7`)"),
        "{stderr}"
    );
    assert!(!stderr.contains("error"), "{stderr}");
    let lua = std::fs::read_to_string(out_dir.join("v36.lua")).unwrap();
    assert!(lua.contains("(NetHack 3.6)"), "{lua}");
    assert!(lua.contains("shuffle(place)"), "{lua}");
    assert!(lua.contains("if percent(50) then"), "{lua}");

    // With the target given, the same file is an error and nothing is
    // written.
    let out_dir2 = dir.path().join("lua2");
    let out = Command::cargo_bin("lev_comp")
        .unwrap()
        .current_dir(dir.path())
        .args([
            "--target",
            "nethack-3.4.3",
            "--to-lua",
            "--color",
            "never",
            "-o",
        ])
        .arg(&out_dir2)
        .arg(&des)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("is written in the NetHack 3.6 level language, but target `nethack-3.4.3` reads the NetHack 3.4.3 one"),
        "{stderr}"
    );
    assert!(!out_dir2.join("v36.lua").exists());
}

/// A mimic's look NetHack 3.7 will not find is a named warning, which
/// `-W unknown-appearance` makes an error (nothing is written) and
/// `-A unknown-appearance` silences.
#[test]
fn unknown_appearances_are_a_named_warning() {
    let dir = tempfile::tempdir().unwrap();
    let des = dir.path().join("rogue.des");
    std::fs::write(
        &des,
        "LEVEL:\"Rog-strt\"\nMONSTER:('m',\"giant mimic\"),(1,1),m_feature \"NOUN_STAIRCASE_DOWN\"\n",
    )
    .unwrap();
    let run = |flags: &[&str]| {
        let out_dir = dir
            .path()
            .join(format!("lua{}", flags.len() + flags.concat().len()));
        let out = Command::cargo_bin("lev_comp")
            .unwrap()
            .args(["--target", "nethack-3.6.7", "--to-lua"])
            .args(flags)
            .arg("-o")
            .arg(&out_dir)
            .arg(&des)
            .output()
            .unwrap();
        let written = out_dir.join("Rog-strt.lua").exists();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
            written,
        )
    };
    let (code, stderr, written) = run(&[]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(written);
    assert!(
        stderr.contains(
            "warning[unknown-appearance]: NetHack 3.7 has no feature \"NOUN_STAIRCASE_DOWN\""
        ),
        "{stderr}"
    );
    assert!(
        stderr.contains("help: did you mean \"staircase down\"?"),
        "{stderr}"
    );
    let (code, stderr, written) = run(&["-W", "unknown-appearance"]);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(!written);
    let (code, stderr, written) = run(&["-A", "unknown-appearance"]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(written);
    assert!(!stderr.contains("unknown-appearance"), "{stderr}");
}
