//! Fails when a committed parser does not match its grammar.
//! Refresh them with `cargo run -p dgn-parsers`.

#[test]
fn committed_parsers_match_their_grammars() {
    let generated = dgn_parsers::generate();
    assert!(!generated.is_empty());
    let stale: Vec<String> = generated
        .iter()
        .filter(|(path, fresh)| std::fs::read(path).ok().as_ref() != Some(fresh))
        .map(|(path, _)| path.display().to_string())
        .collect();
    assert!(
        stale.is_empty(),
        "committed parsers are stale: {stale:?}; run `cargo run -p dgn-parsers`"
    );
}
