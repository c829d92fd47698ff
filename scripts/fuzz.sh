#!/usr/bin/env bash
# Builds every libFuzzer target (clang, ASan+UBSan; core/ and the targets only, no window, warnings as errors unless
# SW_WERROR=OFF) and runs each for SECONDS (default 30) on a copy of its seed corpus, as many at once as there are
# cores (SW_FUZZ_JOBS). A crash leaves its reproducer in build-fuzz/findings/<target>/ and makes this script fail.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
seconds=${1:-30}
build=${SW_FUZZ_BUILD_DIR:-$here/build-fuzz}
# A build folder already configured with SW_FUZZ=ON is reused as is.
if ! grep -q '^SW_FUZZ:BOOL=ON' "$build/CMakeCache.txt" 2>/dev/null; then
  CC=clang CXX=clang++ cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DSW_FUZZ=ON -DSW_BUILD_GUI=OFF -DSW_BUILD_BENCHMARKS=OFF -DSW_WERROR="${SW_WERROR:-ON}" >/dev/null
fi
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$here} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
cmake --build "$build" --parallel "$(nproc)" --target fuzzers
# The targets run side by side, one per core (each fuzzer is a single process).
fuzz_one() {
  local name=$1 exe=$2 corpus=$3 work
  work=$(mktemp -d); cp -r "$corpus/." "$work/" 2>/dev/null || true
  mkdir -p "$build/findings/$name"
  if ! "$exe" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
       -artifact_prefix="$build/findings/$name/" "$work" > "$build/findings/$name/log.txt" 2>&1; then
    echo "fuzz: $name FAILED, see $build/findings/$name/"; tail -n 30 "$build/findings/$name/log.txt"
    rm -rf "$work"; return 1
  fi
  echo "fuzz: $name for ${seconds}s: $(grep -E 'stat::number_of_executed_units' "$build/findings/$name/log.txt" | tail -n 1)"
  rm -rf "$work"
}
jobs=${SW_FUZZ_JOBS:-$(nproc)}
status=0
running=0
while read -r name exe corpus; do
  [ -n "$name" ] || continue
  if ((running >= jobs)); then
    wait -n || status=1
    running=$((running - 1))
  fi
  fuzz_one "$name" "$exe" "$corpus" &
  running=$((running + 1))
done < "$build/fuzzers.txt"
while ((running > 0)); do
  wait -n || status=1
  running=$((running - 1))
done
exit $status
