#!/usr/bin/env bash
# Agent benchmark: in one run, (a) SSE parsing throughput on a generated 20,000-token Chat Completions stream
# (one token per chunk, read in 1460-byte pieces) for SseParser alone and for the provider's whole parsing path
# (SseParser + ChatStreamAccumulator), beside a naive buffer/indexOf/split baseline with and without JSON, and a
# memchr line scan as the lower bound; (b) building one request with 10,000 skills in the catalog (trpc-go
# profile: catalog, tool schemas, segments and exact o200k_base token counts) beside renderCatalog alone; and (c)
# with the GUI built, bench_chat_stall: the longest GUI-thread gap while the 20,000-token answer streams into the
# chat view, beside the same stream with no chat view.
# Usage: scripts/bench-agent.sh [BUILD_DIR] [TOKENS] [SKILLS]   (defaults: build-bench, 20000, 10000)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${1:-build-bench}"
TOKENS="${2:-20000}"
SKILLS="${3:-10000}"
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$BUILD_DIR" --target bench_agent >/dev/null
"$BUILD_DIR/tests/bench/agent/bench_agent" --tokens "$TOKENS" --skills "$SKILLS" --runs 5
if cmake --build "$BUILD_DIR" --target bench_chat_stall >/dev/null 2>&1; then
  QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} "$BUILD_DIR/tests/bench/agent/bench_chat_stall"
fi
