#!/usr/bin/env bash
# Seeds the fuzz corpora with the project's own examples and their binaries.
set -euo pipefail
cd "$(dirname "$0")"
root=..
mkdir -p corpus/{dgn_source,dgn_binary,lev_source,lev_binary,lev36_source,lev36_binary}
cp "$root/examples/dungeon.def" corpus/dgn_source/
cp "$root/examples/levels.des" corpus/lev_source/
cp "$root/examples/levels36.des" "$root/examples/saltflat36.des" corpus/lev36_source/
out=$(mktemp -d)
(cd "$root" && cargo run -q -p dgn-cli --bin dgn_comp -- -o "$out" examples/dungeon.def \
  && cargo run -q -p dgn-cli --bin lev_comp -- -o "$out/343" examples/levels.des \
  && cargo run -q -p dgn-cli --bin lev_comp -- --target nethack-3.6.7 -o "$out/36" examples/levels36.des examples/saltflat36.des)
cp "$out/dungeon" corpus/dgn_binary/
cp "$out"/343/*.lev corpus/lev_binary/
cp "$out"/36/*.lev corpus/lev36_binary/
rm -rf "$out"
