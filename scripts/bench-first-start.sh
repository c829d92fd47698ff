#!/usr/bin/env bash
# First-start benchmark (issue 28): what a newcomer waits for. Clones this repository into a temporary folder and
# measures, with the compiler cache off:
#   1. apt: scripts/setup.sh (only what is missing; 0 s on a machine that has the packages);
#   2. the README's run command: configure, build of the window (wall and CPU seconds, compile and link apart from
#      the build's step log), and the time from starting the window to its first paint (--self-test);
#   3. the test command's build: configure and build of everything (the same figures).
# Usage: scripts/bench-first-start.sh [REF] [-- extra cmake arguments for both builds]
# REF defaults to HEAD; pass an older commit to measure the "before" of a change in the same script.
# SW_BENCH_SCOPE=window stops after the window (skips the test command's build).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ref=HEAD
if [ $# -gt 0 ] && [ "$1" != "--" ]; then ref=$1; shift; fi
[ "${1:-}" = "--" ] && shift
extra=("$@")
work=$(mktemp -d /var/tmp/sw-first-start-XXXXXX)
trap 'rm -rf "$work"' EXIT
export CCACHE_DISABLE=1
git clone -q "$here" "$work/src"
git -C "$work/src" checkout -q "$ref"
ln -s "$here/.deps" "$work/src/.deps" # the npm data the setup fetches (not what is measured)
cd "$work/src"

secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
now() { date +%s.%N; }
cpu() { awk '{ print $14 + $15 + $16 + $17 }' /proc/$$/stat; } # utime stime cutime cstime, in clock ticks
tick=$(getconf CLK_TCK)

# Compile and link seconds from a build's step log (the sum of step durations: CPU seconds on an idle machine).
steps() {
  awk -F'\t' '!/^#/ { d = ($2 - $1) / 1000; if ($4 ~ /\.o$/ || $4 ~ /\.gch$/) c += d; else if ($4 ~ /\.a$/) a += d; else l += d }
    END { printf "compile %.0f s, link %.0f s, other %.0f s", c, l + a, 0 }' "$1/.ninja_log"
}

t0=$(now)
bash scripts/setup.sh >/dev/null
t1=$(now)
echo "apt (scripts/setup.sh): $(secs "$t0" "$t1") s"

measure_build() { # NAME DIR TARGETS...
  local name=$1 dir=$2
  shift 2
  local c0 w0 w1 w2 c2
  c0=$(cpu)
  w0=$(now)
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${extra[@]}" >/dev/null
  w1=$(now)
  local targets=()
  for t in "$@"; do targets+=(--target "$t"); done
  cmake --build "$dir" --parallel "$(nproc)" "${targets[@]}" >/dev/null
  w2=$(now)
  c2=$(cpu)
  echo "$name: configure $(secs "$w0" "$w1") s, build $(secs "$w1" "$w2") s wall," \
    "$(awk -v a="$c0" -v b="$c2" -v t="$tick" 'BEGIN { printf "%.0f", (b - a) / t }') s CPU ($(steps "$dir"))," \
    "$(grep -c . "$dir/.ninja_log") steps"
}

measure_build "run command (window)" build-app skill-workbench
start=$(now)
paint=$(QT_QPA_PLATFORM=offscreen ./build-app/app/skill-workbench --self-test --root skills | sed -n 's/^  first paint: \([0-9]*\) ms.*/\1/p')
echo "window: first paint ${paint} ms after start; self-test done in $(secs "$start" "$(now)") s"
echo "fresh machine to window (apt + configure + build + start to first paint): $(awk -v a="$t0" -v b="$start" -v p="$paint" 'BEGIN { printf "%.1f", b - a + p / 1000 }') s"
ls -l build-app/app/skill-workbench | awk '{ printf "GUI executable: %.0f MB\n", $5 / 1048576 }'
[ "${SW_BENCH_SCOPE:-all}" = window ] && exit 0
measure_build "test command (everything)" build-all
ls -l build-all/app/skill-workbench-cli | awk '{ printf "CLI executable: %.0f MB\n", $5 / 1048576 }'
