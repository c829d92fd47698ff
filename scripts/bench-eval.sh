#!/usr/bin/env bash
# Trigger Lab benchmark: (a) bench_eval: 100 queries x 3 runs against a loopback server answering after a fixed delay
# (default 50 ms) with 1, 4 and 16 workers: wall time against the ideal (requests x delay / workers) and the overhead
# per request; the cost per request with no delay; a re-run from the response cache; request building alone. (b) with
# the GUI built, bench_triggerlab_stall: the longest GUI-thread gap while 1,000 results stream into the visible
# Trigger Lab page, beside the same run with no page, and results delivered one by one vs in 40 ms batches.
# Usage: scripts/bench-eval.sh [BUILD_DIR] [DELAY_MS]   (defaults: build-bench, 50)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${1:-build-bench}"
DELAY="${2:-50}"
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$BUILD_DIR" --target bench_eval >/dev/null
"$BUILD_DIR/tests/bench/eval/bench_eval" --queries 100 --runs 3 --delay "$DELAY" --workers 1,4,16
if cmake --build "$BUILD_DIR" --target bench_triggerlab_stall >/dev/null 2>&1; then
  QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} "$BUILD_DIR/tests/bench/eval/bench_triggerlab_stall"
fi
