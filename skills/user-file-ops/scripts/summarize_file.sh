#!/usr/bin/env bash
# Summarise a text file: lines, words, bytes and the first non-empty lines.
# Usage: bash scripts/summarize_file.sh INPUT [OUTPUT] [MAX_LINES]
#   OUTPUT defaults to $OUTPUT_DIR/<input name>-summary.txt (or out/...), MAX_LINES to 20.
set -euo pipefail

if [[ $# -lt 1 || $# -gt 3 ]]; then
    echo "usage: bash scripts/summarize_file.sh INPUT [OUTPUT] [MAX_LINES]" >&2
    exit 2
fi
input=$1
if [[ ! -f $input ]]; then
    echo "error: input file not found: $input (stage it into work/inputs/ first)" >&2
    exit 1
fi
base=$(basename -- "$input")
output=${2:-${OUTPUT_DIR:-out}/${base%.*}-summary.txt}
max_lines=${3:-20}
if ! [[ $max_lines =~ ^[0-9]+$ ]] || (( max_lines < 1 )); then
    echo "error: MAX_LINES must be a positive integer, got '$max_lines'" >&2
    exit 2
fi

mkdir -p -- "$(dirname -- "$output")"
lines=$(wc -l < "$input")
words=$(wc -w < "$input")
bytes=$(wc -c < "$input")
{
    echo "File: $input"
    echo "Lines: $lines"
    echo "Words: $words"
    echo "Bytes: $bytes"
    echo
    echo "First $max_lines non-empty lines:"
    grep -n -v '^[[:space:]]*$' -- "$input" | head -n "$max_lines" | sed 's/^\([0-9]*\):/  \1\t/' || true
} > "$output"

echo "summarised $input ($lines lines, $words words, $bytes bytes) into $output"
