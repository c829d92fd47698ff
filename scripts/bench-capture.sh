#!/usr/bin/env bash
# Capture endpoint benchmark (tests/bench/capture/bench_capture.cpp): a 20,000-token Chat Completions SSE answer
# (3.1 MB) from a loopback upstream, straight to the upstream (the baseline) and through the endpoint, interleaved in
# one run: paced like a model (200 pieces 1 ms apart) and in one burst; time to first byte, total, throughput; then N
# requests at once both ways. When allowed (root or CAP_SYS_NICE) it runs under a real-time policy (chrt -f 10) so the
# other work on a shared machine stays out of the figures; SW_BENCH_NO_RT=1 runs it as a normal process. As root it
# also keeps the CPUs out of deep idle states while it runs (/dev/cpu_dma_latency 0: a halted vCPU's wake-up is not
# the endpoint's cost); SW_BENCH_IDLE=1 leaves them as they are.
# A third set streams a shorter answer at a fast real model's pace (20 events every 10 ms, 2,000 tokens/s), one at a
# time and N at once. A fourth answers with a short JSON body (what the endpoint costs per request). PARTS picks some
# of paced,burst,steady,short,cpaced,cburst,csteady,cshort (the c* are the N at once), busy, and memory (fresh memory
# against memory used before; not in the default set). SW_BENCH_WAVES=K times K
# waves of the c* parts on the same connections (a steadier median than one wave of a few milliseconds).
# Usage: scripts/bench-capture.sh [BUILD_DIR] [SEQUENTIAL_RUNS] [CONCURRENT] [STEADY_TOKENS] [PARTS]
#        (defaults: build, 20, 100, 4000, all)
#        scripts/bench-capture.sh page [BUILD_DIR] [EXCHANGES] [KB]   (the Capture page; defaults: build, 1000, 200)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = page ]; then
  # The window's Capture page under a large capture: scripts/bench-capture.sh page [BUILD_DIR] [EXCHANGES] [KB]
  BUILD_DIR="${2:-build}"
  nice cmake --build "$BUILD_DIR" --target bench_capture_page >/dev/null
  echo "$(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  QT_QPA_PLATFORM=offscreen "$BUILD_DIR/tests/bench/capture/bench_capture_page" "${3:-1000}" "${4:-200}" 2>/dev/null
  exit 0
fi
BUILD_DIR="${1:-build}"
RUNS="${2:-20}"
CONCURRENT="${3:-100}"
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
nice cmake --build "$BUILD_DIR" --target bench_capture >/dev/null
echo "$(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
run=("$BUILD_DIR/tests/bench/capture/bench_capture" "$RUNS" "$CONCURRENT" "${4:-4000}" ${5:+"$5"})
if [ "${SW_BENCH_NO_RT:-0}" != 1 ] && chrt -f 10 true 2>/dev/null; then
  echo "real-time policy (chrt -f 10)"
  chrt -f 10 "${run[@]}"
else
  echo "normal scheduling"
  "${run[@]}"
fi
