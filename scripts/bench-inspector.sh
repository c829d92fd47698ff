#!/usr/bin/env bash
# Inspector benchmark, in one run: (a) the wire-order pretty printer (prettyWireJson) on one request body with
# 10,000 skills in the catalog (about 2 MB), beside QJsonDocument parse + indented write (what the inspector did
# before; it also sorted the keys) and a plain copy of the bytes; (b) selecting that request in the RequestInspector
# (every tab filled) on the GUI thread, beside a 3-skill request of the same session; (c) the HAR export.
# Usage: scripts/bench-inspector.sh [BUILD_DIR] [SKILLS]   (defaults: build-bench, 10000)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${1:-build-bench}"
SKILLS="${2:-10000}"
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$BUILD_DIR" --target bench_inspector >/dev/null
QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} "$BUILD_DIR/tests/bench/agent/bench_inspector" --skills "$SKILLS" --runs 5
