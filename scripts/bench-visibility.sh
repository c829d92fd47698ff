#!/usr/bin/env bash
# Visibility matrix benchmark: N generated skill folders on disk (default 10,000). In one process: the matrix cold,
# after editing one skill through the per-skill cache beside the baseline of recomputing everything on the same
# snapshot (results compared), the GUI-thread time of showing an edit, and the engine's edit-to-matrix time.
# Usage: scripts/bench-visibility.sh [BUILD_DIR] [SKILLS]   (defaults: build-bench, 10000)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${1:-build-bench}"
SKILLS="${2:-10000}"
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$BUILD_DIR" --target bench_visibility >/dev/null
"$BUILD_DIR/tests/bench/visibility/bench_visibility" --skills "$SKILLS"
