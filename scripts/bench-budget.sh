#!/usr/bin/env bash
# Budget dock benchmark: the report after one unsaved edit in a repository of N skill folders on disk (default
# 10,000), BudgetWork (incremental) against the one-shot report the dock made before, in one process.
# Usage: scripts/bench-budget.sh [BUILD_DIR] [SKILLS]   (defaults: build-bench, 10000)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${1:-build-bench}"
SKILLS="${2:-10000}"
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$BUILD_DIR" --target bench_budget >/dev/null
QT_QPA_PLATFORM=offscreen "$BUILD_DIR/tests/bench/budget/bench_budget" --skills "$SKILLS"
