#!/usr/bin/env bash
# Static analysis of core/: runs clang-tidy (14) with the checked-in .clang-tidy over every core/**/*.cpp, two
# files at a time, with the compile commands of a configured (not built) tree of its own beside the build (default
# build/, or $SW_BUILD_DIR, or the first argument; the tree is <build>-tidy): file by file, without unity batches or
# precompiled headers, so each finding names its own file. Prints each finding and exits non-zero when there is any.
#   scripts/clang-tidy.sh [build-dir] [files...]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-${SW_BUILD_DIR:-$here/build}}
shift || true
tidy=$(command -v clang-tidy-14 || command -v clang-tidy)
tree=${build%/}-tidy
if [ ! -f "$tree/compile_commands.json" ]; then
  cmake -S "$here" -B "$tree" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSW_UNITY_BUILD=OFF -DSW_PCH=OFF \
    -DSW_BUILD_BENCHMARKS=OFF >/dev/null
fi
# core/ sources include no moc or uic output, so a configured (not built) tree is enough.
cd "$here"
if [ $# -gt 0 ]; then files=("$@"); else mapfile -t files < <(git ls-files 'core/*.cpp'); fi
out=$(mktemp)
trap 'rm -f "$out"' EXIT
printf '%s\n' "${files[@]}" |
  xargs -P "${SW_TIDY_JOBS:-2}" -I{} "$tidy" -p "$tree" --quiet {} >"$out" 2>/dev/null || true
# Findings look like "path:line:col: warning: message [check]".
findings=$(grep -E '^[^ ]+:[0-9]+:[0-9]+: (warning|error):' "$out" | sort -u || true)
if [ -n "$findings" ]; then
  grep -v -E '^[0-9]+ warnings? (and [0-9]+ errors? )?generated' "$out" | sed -e '/^Suppressed/d' -e '/^Use -header-filter/d'
  echo "clang-tidy: $(printf '%s\n' "$findings" | wc -l) finding(s) in ${#files[@]} file(s)"
  exit 1
fi
echo "clang-tidy: no findings in ${#files[@]} file(s)"
