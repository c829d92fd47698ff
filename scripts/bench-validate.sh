#!/usr/bin/env bash
# Validation benchmark: generates 10,000 skills (SKILL.md of about 2 KB plus two docs each) and measures, side by
# side in this one run on the same tree: Skill Workbench's parser + validator with every rule set (bench_validate,
# the work of `skill-workbench-cli validate --rules all`, including reading every doc for the advice rules), a
# Python loader in the style of seed 004 (rglob + PyYAML yaml.safe_load), and the floor
# `find ROOT -name SKILL.md -print0 | xargs -0 cat > /dev/null`. Prints CPU time (user+sys) and wall time of the
# run with the least CPU out of RUNS (warm page cache), its peak memory (/usr/bin/time) and the ratios.
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

# measure KEY LABEL COMMAND...: best-of-RUNS wall and CPU (user+sys, children included) seconds and the peak RSS
# of the best run, into $TIMES as "KEY wall cpu rss_kb". The machine is shared, so CPU time is the fair figure.
measure() {
  local key=$1 label=$2 best="" bestwall="" rss="" out wall cpu kb
  shift 2
  for _ in $(seq "$RUNS"); do
    out="$( { /usr/bin/time -f 'TIME %e %U %S %M' "$@" > /dev/null; } 2>&1 | grep '^TIME ')"
    read -r _ wall user sys kb <<< "$out"
    cpu=$(awk "BEGIN { print $user + $sys }")
    if [ -z "$best" ] || awk "BEGIN { exit !($cpu < $best) }"; then best=$cpu; bestwall=$wall; rss=$kb; fi
  done
  echo "$key $bestwall $best $rss" >> "$TIMES"
  printf '%-36s %7.3f s CPU  %7.3f s wall  %7.1f MiB peak RSS\n' "$label" "$best" "$bestwall" "$(awk "BEGIN { print $rss / 1024 }")"
}

"$BENCH" --bench "$ROOT"
python3 tests/bench/skill/python_loader.py "$ROOT"
measure ours "workbench parse+validate (all rules)" "$BENCH" "$ROOT"
measure ours1 "workbench, one thread" "$BENCH" --threads 1 "$ROOT"
measure python "python seed-004 loader (PyYAML)" python3 tests/bench/skill/python_loader.py "$ROOT"
measure floor "floor: find | xargs cat" sh -c "find '$ROOT' -name SKILL.md -print0 | xargs -0 cat > /dev/null"

awk '
  { wall[$1] = $2; cpu[$1] = $3 }
  END {
    printf "python / workbench:        %6.1fx CPU  %6.1fx wall   (target >= 10x)\n", cpu["python"] / cpu["ours"], wall["python"] / wall["ours"]
    printf "workbench / floor:         %6.2fx CPU  %6.2fx wall   (target <= 3x)\n", cpu["ours"] / cpu["floor"], wall["ours"] / wall["floor"]
    printf "one thread / floor:        %6.2fx CPU  %6.2fx wall\n", cpu["ours1"] / cpu["floor"], wall["ours1"] / wall["floor"]
  }' "$TIMES"
