// A `dgn.toml` beside the data names the target: `settings36/tiny.des` is
// read as NetHack 3.6 without a `target` argument (the table holds 3.6
// levels, and there is no detection warning). A mistake in a `dgn.toml` is
// an error at the macro, located in the settings file.
static GOOD: &[dgn_types::lev36::Level] =
    dgn_macros::dungeon!(file = "../../../../tests/tables-e2e/tests/ui/settings36/tiny.des");
static BAD: &[dgn_types::lev343::Level] =
    dgn_macros::dungeon!(file = "../../../../tests/tables-e2e/tests/ui/settings-bad/tiny.des");

fn main() {
    let _ = (GOOD.len(), BAD.len());
}
