#!/bin/sh
# Clean debug builds of a user crate depending on dgn-macros and of the same
# crate depending on serde_derive, each run a few times; prints wall-clock
# seconds. Incremental compilation is off because dependencies from a
# registry are never built incrementally (path dependencies would be).
set -e
cd "$(dirname "$0")"
runs=${RUNS:-3}
for crate in serde dgn; do
    (cd "$crate" && cargo fetch -q)
    i=0
    while [ "$i" -lt "$runs" ]; do
        rm -rf "$crate/target"
        start=$(date +%s.%N)
        (cd "$crate" && CARGO_INCREMENTAL=0 cargo build -q)
        end=$(date +%s.%N)
        echo "$crate $(echo "$end - $start" | bc)"
        i=$((i + 1))
    done
done
