// A `.des` file's errors are reported at the path literal, rendered with
// the file's name, line and column and the source line; its warnings
// become deprecation warnings; the table keeps its type, so nothing else
// fails. A 3.6 file compiled for 3.4.3 says which dialect it is written in.
static L: &[dgn_types::lev343::Level] =
    dgn_macros::dungeon!(file = "../../../../tests/tables-e2e/tests/ui/bad.des");
static M: &[dgn_types::lev343::Level] =
    dgn_macros::dungeon!(file = "../../../../examples/levels36.des", target = "nethack-3.4.3");

fn main() {
    let _ = (L.len(), M.len());
}
