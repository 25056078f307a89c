// Errors inside a file are reported at the path literal, rendered with the
// file's name, line and column and the source line; a missing file too.
static D: &[dgn_types::Dungeon] =
    dgn_macros::dungeon!(file = "../../../../tests/tables-e2e/tests/ui/bad.def");
static E: &[dgn_types::Dungeon] = dgn_macros::dungeon!(file = "no/such/file.def");

fn main() {}
