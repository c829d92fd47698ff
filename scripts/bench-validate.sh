#!/usr/bin/env bash
# Validation benchmark: generates 10,000 skills (SKILL.md of about 2 KB plus two docs each) and measures, side by
# side in this one run on the same tree: Skill Workbench's parser + validator with every rule set (bench_validate,
# the work of `skill-workbench-cli validate --rules all`, including reading every doc for the advice rules), a
# Python loader in the style of seed 004 (rglob + PyYAML yaml.safe_load), and the floor
# `find ROOT -name SKILL.md -print0 | xargs -0 cat > /dev/null`. Prints wall time (best of RUNS, warm page
# cache), peak memory (/usr/bin/time -v) and the ratios.
# Usage: scripts/bench-validate.sh [BUILD_DIR] [SKILLS] [RUNS]   (defaults: build-bench, 10000, 3)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${1:-build-bench}"
SKILLS="${2:-10000}"
RUNS="${3:-3}"
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$BUILD_DIR" --target bench_validate >/dev/null
BENCH="$BUILD_DIR/tests/bench/skill/bench_validate"
ROOT="$(mktemp -d)"
TIMES="$(mktemp)"
trap 'rm -rf "$ROOT" "$TIMES"' EXIT

python3 tests/bench/skill/make_tree.py "$ROOT" "$SKILLS"
echo "tree: $SKILLS skills, $(find "$ROOT" -type f | wc -l) files, $(du -sh "$ROOT" | cut -f1) on disk;" \
  "SKILL.md average $(( $(find "$ROOT" -name SKILL.md -print0 | xargs -0 cat | wc -c) / SKILLS )) bytes"
find "$ROOT" -type f -print0 | xargs -0 cat > /dev/null # warm the page cache for every contender

# measure LABEL COMMAND...: best wall seconds and the peak RSS of that run, into $TIMES
measure() {
  local label=$1 best="" rss="" out
  shift
  for _ in $(seq "$RUNS"); do
    out="$( { /usr/bin/time -v "$@" > /dev/null; } 2>&1 )"
    local wall kb
    wall=$(echo "$out" | awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; print s }')
    kb=$(echo "$out" | awk -F': ' '/Maximum resident set size/ { print $2 }')
    if [ -z "$best" ] || awk "BEGIN { exit !($wall < $best) }"; then best=$wall; rss=$kb; fi
  done
  printf '%s %s %s\n' "$label" "$best" "$rss" >> "$TIMES"
  printf '%-34s %8.3f s  %8.1f MiB peak\n' "$label" "$best" "$(awk "BEGIN { print $rss / 1024 }")"
}

"$BENCH" --bench "$ROOT"
python3 tests/bench/skill/python_loader.py "$ROOT"
measure "workbench parse+validate (all)" "$BENCH" "$ROOT"
measure "workbench, one thread" "$BENCH" --threads 1 "$ROOT"
measure "python seed-004 loader (PyYAML)" python3 tests/bench/skill/python_loader.py "$ROOT"
measure "floor: find | xargs cat" sh -c "find '$ROOT' -name SKILL.md -print0 | xargs -0 cat > /dev/null"

awk '
  { t[NR] = $2 }
  END {
    printf "python / workbench:            %6.1fx faster (target >= 10x)\n", t[3] / t[1]
    printf "workbench / floor:             %6.2fx the floor (target <= 3x)\n", t[1] / t[4]
    printf "workbench one thread / floor:  %6.2fx the floor\n", t[2] / t[4]
  }' "$TIMES"
