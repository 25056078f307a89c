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
