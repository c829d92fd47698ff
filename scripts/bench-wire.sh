#!/usr/bin/env bash
# Wire-format benchmark (Google Benchmark, tests/bench/agent/bench_wire.cpp): in one run, decoding the same
# 20,000-token answer plus a 2 KB tool call as each provider streams it (Chat Completions, the workbench's original
# path and the baseline; Anthropic Messages; OpenAI Responses; Gemini), in 1460-byte reads through SseParser and the
# format's decoder; and encoding one request with 10,000 skills in the catalog per format, cold (new builder) and
# warm (the loop's builder). Prints MB/s, answer tokens/s, milliseconds and the ratios against Chat Completions.
# Usage: scripts/bench-wire.sh [BUILD_DIR] [REPETITIONS]   (defaults: build, 3)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${1:-build}"
REPS="${2:-3}"
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
nice cmake --build "$BUILD_DIR" --target bench_wire >/dev/null
JSON="$(mktemp)"
trap 'rm -f "$JSON"' EXIT
"$BUILD_DIR/tests/bench/agent/bench_wire" --benchmark_repetitions="$REPS" --benchmark_report_aggregates_only=true \
  --benchmark_out="$JSON" --benchmark_out_format=json >/dev/null
python3 - "$JSON" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
med = {}
for b in data["benchmarks"]:
    if b.get("aggregate_name") != "median" or b.get("error_occurred"):
        continue
    med[b["run_name"]] = b
def ms(b):
    return b["real_time"] * {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[b["time_unit"]]
print(f"{data['context'].get('num_cpus')} CPUs, {data['context'].get('host_name')}, median of the repetitions")
print("Decoding a 20,000-token answer + a 2 KB tool call (1460-byte reads, SseParser + decoder):")
base = med.get("BM_DecodeChatCompletions")
for key, label in (("BM_DecodeChatCompletions", "Chat Completions (baseline)"),
                   ("BM_DecodeAnthropicMessages", "Anthropic Messages"),
                   ("BM_DecodeOpenAiResponses", "OpenAI Responses"),
                   ("BM_DecodeGemini", "Gemini")):
    b = med.get(key)
    if not b:
        print(f"  {label:<30} n/a"); continue
    mbs = b["bytes_per_second"] / 1e6
    tps = b["answer_tokens_per_s"] / 1e6
    ratio = "" if not base or b is base else f"  time x{ms(b) / ms(base):.2f} of the baseline"
    print(f"  {label:<30} {b['stream_MB']:5.2f} MB stream  {ms(b):7.1f} ms  {mbs:6.1f} MB/s  {tps:5.2f} M answer tokens/s{ratio}")
print("Encoding one request, 10,000 skills in the catalog (trpc-go, one skill loaded, a tool call in the history):")
names = {0: "Chat Completions (baseline)", 1: "Anthropic Messages", 2: "OpenAI Responses", 3: "Gemini"}
for kind in ("Cold", "Warm"):
    base = med.get(f"BM_Encode{kind}/0")
    for arg in (0, 1, 2, 3):
        b = med.get(f"BM_Encode{kind}/{arg}")
        if not b:
            continue
        size = f"  {b['request_bytes'] / 1e6:5.2f} MB" if "request_bytes" in b else ""
        ratio = "" if arg == 0 or not base else f"  x{ms(b) / ms(base):.2f}"
        print(f"  {kind.lower():<5} {names[arg]:<30} {ms(b):8.2f} ms{size}{ratio}")
PY
