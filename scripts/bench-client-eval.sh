#!/usr/bin/env bash
# Trigger Lab through the real clients (issue 26): wall time per query x run for each installed real client (Claude
# Code, Codex, opencode, Gemini CLI; scripts/setup-clients.sh) against the emulated profile on the same set, and the cost of
# starting the client (process start to its first request at the capture endpoint, from `client_start_ms`). The set
# is the bundled routing set (10 queries) over the bundled skills. Everything is offline: the emulated profile is
# answered by the bundled replay scenario, the clients by the scripted model (--scripted-model); no response cache.
# Usage: scripts/bench-client-eval.sh [BUILD_DIR] [RUNS] [WORKERS]   (defaults: build, 2, 1 and 2)
# SW_BENCH_CLIENTS="codex gemini-cli" limits the clients (default: all four).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
runs=${2:-2}
workers_list=${3:-"1 2"}
cli="$build/app/skill-workbench-cli"
[ -x "$cli" ] || { echo "bench-client-eval: build the CLI first ($cli)" >&2; exit 2; }
set_file="$here/resources/scenarios/triggerlab/bundled-routing.evals.json"
scenario="$here/resources/scenarios/triggerlab/data-report-trigger-lab.json"
# Not under /tmp: Codex refuses homes there.
work=$(mktemp -d -p /var/tmp bench-client-eval-XXXXXX)
trap 'rm -rf "$work"' EXIT
export SW_EVAL_CACHE_DIR="$work/cache"

summary() { # label json-file
  python3 - "$1" "$2" "$runs" <<'PY'
import json, sys, statistics
label, path, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
d = json.load(open(path))
details = [r for q in d["results"] for r in q["run_details"]]
answered = [r for r in details if r["outcome"] in ("triggered", "not_triggered")]
wall = d["wall_ms"] / 1000.0
n = len(details)
dur = statistics.mean(r["duration_ms"] for r in details) if details else 0
starts = [r["client_start_ms"] for r in details if "client_start_ms" in r]
start = "%.0f" % statistics.mean(starts) if starts else "-"
print("%-34s %4d %4d %8.1f %10.0f %10.0f %10s" % (label, n, len(answered), wall, wall * 1000 / max(n, 1), dur, start))
PY
}

printf '%-34s %4s %4s %8s %10s %10s %10s\n' "agent" "runs" "ok" "wall s" "ms/run" "run ms" "start ms"
"$cli" eval --root "$here/skills" --set "$set_file" --scenario "$scenario" --runs "$runs" --workers 1 \
  --format json -o "$work/emulated.json" >/dev/null 2>&1 || true
summary "emulated trpc-go (replay)" "$work/emulated.json"
for client in ${SW_BENCH_CLIENTS:-claude-code codex opencode gemini-cli}; do
  for w in $workers_list; do
    if ! "$cli" eval --root "$here/skills" --set "$set_file" --client "$client" --scripted-model --no-cache \
      --runs "$runs" --workers "$w" --client-homes "$work/homes" --format json -o "$work/$client-$w.json" \
      >/dev/null 2>"$work/$client-$w.err"; then
      [ -s "$work/$client-$w.json" ] || { echo "$client: $(tail -n 2 "$work/$client-$w.err")"; continue; }
    fi
    summary "$client $(grep -o '"profile": "[^"]*"' "$work/$client-$w.json" | head -1 | cut -d'"' -f4 | cut -d' ' -f2), $w worker(s)" "$work/$client-$w.json"
  done
done
