#!/usr/bin/env bash
# Repository benchmark: generates a 10,000-skill tree, then in one run times (a) Skill Workbench's full scan into
# an index snapshot (walk + parse of every SKILL.md, strict YAML + lenient reading), (b) the incremental refresh
# after touching one SKILL.md (one re-parse, the rest reused) and after adding one skill folder, (c) the live path through SkillRepository's file
# watcher, and peak memory; beside two baselines on the same tree: just reading the files
# (`find -name SKILL.md | xargs cat`) and a minimal Python loader (os.walk + yaml.safe_load, seed 004 style).
# Usage: scripts/bench-repository.sh [BUILD_DIR] [SKILLS] [RUNS]   (defaults: build-bench, 10000, 3)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${1:-build-bench}"
SKILLS="${2:-10000}"
RUNS="${3:-3}"
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$BUILD_DIR" --target bench_repository >/dev/null
BENCH="$(find "$BUILD_DIR" -name bench_repository -type f -perm -u+x | head -1)"
TREE="$(mktemp -d)"
OURS="$(mktemp)"
trap 'rm -rf "$TREE" "$OURS"' EXIT

"$BENCH" --generate "$TREE" "$SKILLS"
sync
# warm the page cache once so every contender reads from memory
find "$TREE" -name SKILL.md -print0 | xargs -0 cat >/dev/null

best_ms() { # best wall time of RUNS runs of a shell command, in ms
  local best=""
  for _ in $(seq "$RUNS"); do
    local start end ms
    start=$(date +%s%N)
    bash -c "$1" >/dev/null
    end=$(date +%s%N)
    ms=$(( (end - start) / 1000000 ))
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
  done
  echo "$best"
}

CAT_MS=$(best_ms "find '$TREE' -name SKILL.md -print0 | xargs -0 cat")
read -r PY_MS PY_COUNT < <(python3 tests/bench/repository/baseline_loader.py "$TREE" "$RUNS")
"$BENCH" --scan "$TREE" "$RUNS" | tee "$OURS"

val() { grep "^$1 " "$OURS" | awk '{print $2}'; }
FULL=$(val full_scan_ms)
REFRESH=$(val refresh_one_touched_ms)
echo
printf '%-44s %10s\n' "measure ($SKILLS skills, best of $RUNS)" "ms"
printf '%-44s %10s\n' "workbench full scan -> snapshot" "$FULL"
printf '%-44s %10s\n' "workbench full scan, serial parse" "$(val full_scan_serial_ms)"
printf '%-44s %10s\n' "workbench refresh after touching one SKILL.md" "$REFRESH"
printf '%-44s %10s\n' "workbench refresh after adding one skill" "$(val refresh_one_added_ms)"
printf '%-44s %10s\n' "workbench full rescan reusing every parse" "$(val full_rescan_reusing_parses_ms)"
printf '%-44s %10s\n' "workbench live refresh (watcher -> snapshot)" "$(val live_refresh_ms)"
printf '%-44s %10s\n' "CPU: full scan (all threads)" "$(val full_scan_cpu_ms)"
printf '%-44s %10s\n' "CPU: refresh after touching one SKILL.md" "$(val refresh_one_touched_cpu_ms)"
printf '%-44s %10s\n' "baseline: find | xargs cat (read only)" "$CAT_MS"
printf '%-44s %10s\n' "baseline: Python os.walk + yaml.safe_load" "$PY_MS ($PY_COUNT skills)"
awk -v f="$FULL" -v r="$REFRESH" -v c="$CAT_MS" -v p="$PY_MS" 'BEGIN {
  printf "refresh / full scan (wall): %.3f\nfull scan / read-only baseline: %.2fx\nPython loader / full scan: %.1fx\n", r / f, f / c, p / f }'
echo "refresh / full scan (CPU): $(val refresh_cpu_fraction)"
echo "peak RSS: $(( $(val peak_rss_kib) / 1024 )) MiB; index growth: $(( $(val index_rss_kib) / 1024 )) MiB"
