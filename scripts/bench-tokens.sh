#!/usr/bin/env bash
# Tokenizer benchmark: counts the tokens of a generated ~10 MB mixed-language text (English prose, code, Chinese,
# Japanese, Korean, Russian, emoji, numbers) with Skill Workbench's tokenizer (bench_tokens) and with npm
# `tiktoken` (OpenAI's Rust tiktoken compiled to WASM) on Node.js: same input, same machine, same run. Both
# encodings; prints counts (which must be identical), MB/s and the speed ratio. Timings are CPU time of the
# counting thread/process (the machine is shared), best of RUNS.
# Usage: scripts/bench-tokens.sh [BUILD_DIR] [MB] [RUNS]   (defaults: build-bench, 10, 3)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${1:-build-bench}"
MEGABYTES="${2:-10}"
RUNS="${3:-3}"
NODE_DIR=.deps/bench-node
if [ ! -d "$NODE_DIR/node_modules/tiktoken" ]; then
  npm install --silent --prefix "$NODE_DIR" tiktoken >/dev/null
fi
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$BUILD_DIR" --target bench_tokens >/dev/null
TEXT="$(mktemp)"
OURS="$(mktemp)"
THEIRS="$(mktemp)"
trap 'rm -f "$TEXT" "$OURS" "$THEIRS"' EXIT

node tests/bench/tokens/make-corpus.cjs "$TEXT" "$MEGABYTES"
echo "input: $(wc -c < "$TEXT") bytes of generated mixed-language text; tiktoken $(node -p "require('./$NODE_DIR/node_modules/tiktoken/package.json').version")"
"$BUILD_DIR/tests/bench/tokens/bench_tokens" "$TEXT" "$RUNS" > "$OURS"
NODE_PATH="$NODE_DIR/node_modules" node tests/bench/tokens/bench-tiktoken.cjs "$TEXT" "$RUNS" > "$THEIRS"

status=0
printf '%-12s %12s %12s %14s %14s %8s %s\n' encoding workbench tiktoken "workbench MB/s" "tiktoken MB/s" ratio counts
while read -r encoding tokens bytes seconds mbps load; do
  read -r _ theirTokens _ theirSeconds theirMbps < <(grep "^$encoding " "$THEIRS")
  same=identical
  if [ "$tokens" != "$theirTokens" ]; then same=DIFFERENT; status=1; fi
  ratio=$(awk -v a="$mbps" -v b="$theirMbps" 'BEGIN { printf "%.2fx", a / b }')
  printf '%-12s %12s %12s %14s %14s %8s %s (%s)\n' "$encoding" "$tokens" "$theirTokens" "$mbps" "$theirMbps" "$ratio" "$same" "$load"
done < "$OURS"
exit $status
