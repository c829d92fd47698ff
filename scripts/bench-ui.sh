#!/usr/bin/env bash
# Window benchmark: builds bench_ui and runs it on a generated 10,000-skill root, then the baseline (the same
# keystrokes into a bare QsciScintilla), and prints both. Usage: scripts/bench-ui.sh [--skills N] [--keystrokes K]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${SW_BUILD_DIR:-$here/build}
cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=${SW_BUILD_TYPE:-RelWithDebInfo} >/dev/null
cmake --build "$build" --target bench_ui
bench="$build/tests/bench/ui/bench_ui"
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
echo "== Skill Workbench window"
"$bench" "$@"
echo "== Baseline: bare QsciScintilla, same keystrokes"
"$bench" --baseline "$@"
