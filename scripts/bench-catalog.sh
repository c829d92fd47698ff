#!/usr/bin/env bash
# Catalog + token report benchmark: 10,000 generated skills. In one run: (a) in process, every dialect's catalog
# rendered and counted, the token report cold, after editing one skill through the per-skill cache (setSkills and
# updateSkill), beside the baseline of recounting everything without the cache (same edited set, results compared);
# (b) end to end on a generated skill tree: `skill-workbench-cli report` and `catalog` as a user runs them.
# Usage: scripts/bench-catalog.sh [BUILD_DIR] [SKILLS]   (defaults: build-bench, 10000)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${1:-build-bench}"
SKILLS="${2:-10000}"
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$BUILD_DIR" --target bench_catalog skill-workbench-cli >/dev/null
BENCH="$BUILD_DIR/tests/bench/catalog/bench_catalog"
CLI="$BUILD_DIR/app/skill-workbench-cli"
TREE="$(mktemp -d)"
trap 'rm -rf "$TREE"' EXIT

echo "== in process, $SKILLS generated skills (trpc-go dialect, o200k_base)"
"$BENCH" --skills "$SKILLS"

echo
echo "== end to end, $SKILLS skill folders on disk"
"$BENCH" --generate "$TREE" "$SKILLS"
find "$TREE" -type f -print0 | xargs -0 cat >/dev/null # warm the page cache
ms() { # wall time of a command in ms
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}
echo "skill-workbench-cli report --format json:   $(ms "$CLI" report --root "$TREE" --format json) ms"
echo "skill-workbench-cli catalog --dialect trpc-go: $(ms "$CLI" catalog --dialect trpc-go --root "$TREE") ms"
echo "skill-workbench-cli catalog --dialect deepseek: $(ms "$CLI" catalog --dialect deepseek --root "$TREE") ms"
echo "baseline, reading every file (find | xargs cat): $(ms sh -c "find '$TREE' -type f -print0 | xargs -0 cat") ms"
