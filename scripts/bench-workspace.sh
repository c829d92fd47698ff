#!/usr/bin/env bash
# Workspace benchmark: a run of `true` (skill already staged) through each executor against spawning
# `bash -c true` directly (same benchmark binary), staging a 1 MB / 200-file skill against `cp -a` of the same
# tree, and collecting + classifying 1,000 output files. Prints the figures and the ratios.
# Usage: scripts/bench-workspace.sh [BUILD_DIR]   (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${1:-build}"
if [ ! -d "$BUILD_DIR" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$BUILD_DIR" --target bench_workspace >/dev/null
BIN="$BUILD_DIR/tests/bench/workspace/bench_workspace"
JSON="$(mktemp)"
TREE="$(mktemp -d)"
trap 'rm -rf "$JSON" "$TREE"' EXIT

"$BIN" --benchmark_format=json --benchmark_out="$JSON" --benchmark_out_format=json >/dev/null 2>&1

# Baseline for staging: cp -a of an identical 200 x 5,000-byte tree, averaged over 10 copies.
for i in $(seq 0 199); do
  mkdir -p "$TREE/src/d$((i % 10))"
  head -c 5000 /dev/zero | tr '\0' a > "$TREE/src/d$((i % 10))/file$i.txt"
done
start=$(date +%s%N)
for i in $(seq 1 10); do cp -a "$TREE/src" "$TREE/copy$i"; done
end=$(date +%s%N)
CP_MS=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.2f", (e - s) / 1e6 / 10 }')

python3 - "$JSON" "$CP_MS" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
cp_ms = float(sys.argv[2])
ms = {}
for b in data["benchmarks"]:
    name = b["name"].split("/")[0]
    if b.get("error_occurred"):
        ms[name] = None
        continue
    factor = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[b["time_unit"]]
    ms[name] = b["real_time"] * factor
def fmt(v): return "n/a" if v is None else f"{v:8.2f} ms"
base = ms.get("BM_BashDirect")
print("Run of `true`, skill already staged (wall time per run):")
print(f"  bash -c true via QProcess (baseline) {fmt(base)}")
for key, label in (("BM_RunTrueLocal", "RunJob, local executor"), ("BM_RunTrueSandbox", "RunJob, bubblewrap sandbox")):
    v = ms.get(key)
    extra = "" if v is None or not base else f"  x{v / base:.2f}  (+{v - base:.2f} ms)"
    print(f"  {label:<36} {fmt(v)}{extra}")
print("Staging a 1 MB / 200-file skill:")
print(f"  cp -a (baseline)                     {cp_ms:8.2f} ms")
v = ms.get("BM_StageCopy1MB200Files")
print(f"  stageSkill copy (digest + copy)      {fmt(v)}" + ("" if v is None else f"  x{v / cp_ms:.2f}"))
print(f"  stageSkill unchanged (digest only)   {fmt(ms.get('BM_StageUnchanged1MB200Files'))}")
v = ms.get("BM_Collect1000Files")
print("Collecting and classifying 1,000 output files (out/**, MIME by content and name):")
print(f"  collectOutputFiles                   {fmt(v)}" + ("" if v is None else f"  ({v / 1000 * 1000:.1f} us per file)"))
PY
