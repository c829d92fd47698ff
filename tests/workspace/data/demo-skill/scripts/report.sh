#!/bin/bash
# Writes out/report.txt and out/pixel.png (a 1x1 PNG), prints progress on stdout and a note on stderr.
set -e
mkdir -p out
echo "report for ${1:-nobody}" > out/report.txt
printf '%s' 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' | base64 -d > out/pixel.png
echo "wrote report"
echo "note: done" >&2
