#!/usr/bin/env bash
# First-start benchmark (issue 28): what a newcomer waits for. Clones this repository into a temporary folder and
# measures, with the compiler cache off:
#   1. apt: scripts/setup.sh (only what is missing; 0 s on a machine that has the packages);
#   2. the README's run command (scripts/run-app.sh --build-only): configure and build of the window (wall and CPU
#      seconds; compile, precompiled headers, moc and link apart, from the build's step log), and the time from
#      starting the window to its first paint (--self-test);
#   3. the test command's build (scripts/run-tests.sh --build-only): everything, tests included (the same figures).
# SW_BENCH_KEEP=DIR keeps each build's step log there.
# Usage: scripts/bench-first-start.sh [REF]
# REF defaults to HEAD; pass an older commit to measure the "before" of a change in the same script.
# SW_BENCH_SCOPE=window stops after the window (skips the test command's build).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ref=HEAD
[ $# -gt 0 ] && ref=$1
work=$(mktemp -d /var/tmp/sw-first-start-XXXXXX)
trap 'rm -rf "$work"' EXIT
export CCACHE_DISABLE=1
git clone -q "$here" "$work/src"
git -C "$work/src" checkout -q "$ref"
# The npm data the setup fetches (not what is measured): shared with this checkout, which keeps it for the next run.
mkdir -p "$here/.deps"
ln -s "$here/.deps" "$work/src/.deps"
cd "$work/src"

secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
now() { date +%s.%N; }
cpu() { awk '{ print $14 + $15 + $16 + $17 }' /proc/$$/stat; } # utime stime cutime cstime, in clock ticks
tick=$(getconf CLK_TCK)

# Step seconds from a build's step log, by kind (the sum of step durations: CPU seconds on an idle machine). A step
# with several outputs (Qt's automoc) is logged once per output: each command counts once.
steps() {
  awk -F'\t' '!/^#/ && !seen[$5]++ { d = ($2 - $1) / 1000
      if ($4 ~ /\.gch$/) p += d; else if ($4 ~ /\.o$/) c += d; else if ($4 ~ /autogen/) m += d; else l += d }
    END { printf "compile %.0f s, precompiled headers %.0f s, moc %.0f s, link and other %.0f s", c, p, m, l }' "$1/.ninja_log"
}

t0=$(now)
bash scripts/setup.sh >/dev/null
t1=$(now)
echo "apt (scripts/setup.sh): $(secs "$t0" "$t1") s"

# measure NAME DIR COMMAND...: wall and CPU seconds of a command that configures and builds into DIR.
measure() {
  local name=$1 dir=$2
  shift 2
  local c0 w0 w1 c1
  c0=$(cpu)
  w0=$(now)
  # Each line of output stamped with the time it came: the configure ends where the build starts.
  set +e
  "$@" 2>&1 | while IFS= read -r line; do printf '%s %s\n' "${EPOCHREALTIME/,/.}" "$line"; done >"$work/$name.log"
  local status=${PIPESTATUS[0]}
  set -e
  ((status == 0)) || { tail -n 40 "$work/$name.log"; exit 1; }
  w1=$(now)
  c1=$(cpu)
  local built
  built=$(awk '$2 == "building…" || / -- Build files have been written to: / { print $1; exit }' "$work/$name.log")
  echo "$name: configure $(secs "$w0" "${built:-$w0}") s, build $(secs "${built:-$w0}" "$w1") s wall," \
    "$(awk -v a="$c0" -v b="$c1" -v t="$tick" 'BEGIN { printf "%.0f", (b - a) / t }') s CPU ($(steps "$dir"))," \
    "$(awk -F'\t' '!/^#/ && !seen[$5]++' "$dir/.ninja_log" | grep -c .) steps," \
    "$(grep -c ': warning:' "$work/$name.log" || true) compiler warnings"
  [ -z "${SW_BENCH_KEEP:-}" ] || { mkdir -p "$SW_BENCH_KEEP"; cp "$dir/.ninja_log" "$SW_BENCH_KEEP/$name.ninja_log"; }
}

# The window exactly as the README's run command builds it (older trees, without --build-only: the same build.sh
# call, RelWithDebInfo).
if grep -q -- '--build-only' scripts/run-app.sh; then
  measure window build-app env SW_BUILD_DIR="$PWD/build-app" bash scripts/run-app.sh --build-only
else
  measure window build-app env SW_BUILD_DIR="$PWD/build-app" SW_TARGETS=skill-workbench bash scripts/build.sh
fi
start=$(now)
paint=$(QT_QPA_PLATFORM=offscreen ./build-app/app/skill-workbench --self-test --root skills | sed -n 's/^  first paint: \([0-9]*\) ms.*/\1/p')
echo "window: first paint ${paint} ms after start; self-test done in $(secs "$start" "$(now)") s"
echo "fresh machine to window (apt + configure + build + start to first paint): $(awk -v a="$t0" -v b="$start" -v p="$paint" 'BEGIN { printf "%.1f", b - a + p / 1000 }') s"
ls -l build-app/app/skill-workbench | awk '{ printf "GUI executable: %.0f MB\n", $5 / 1048576 }'
[ "${SW_BENCH_SCOPE:-all}" = window ] && exit 0
# The test command's build (everything, tests included), as scripts/run-tests.sh makes it.
if grep -q -- '--build-only' scripts/run-tests.sh; then
  measure tests build-tests env SW_ASAN_BUILD_DIR="$PWD/build-tests" SW_BUILD_DIR="$PWD/build-tests" \
    bash scripts/run-tests.sh --build-only
else
  measure tests build-tests env SW_BUILD_DIR="$PWD/build-tests" bash scripts/build.sh
fi
