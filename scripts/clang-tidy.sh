#!/usr/bin/env bash
# Static analysis of core/: runs clang-tidy (14) with the checked-in .clang-tidy and prints each finding; exits
# non-zero when there is any. It needs compile commands only, from a configured (not built) tree of its own beside the
# build (default build/, or $SW_BUILD_DIR, or the first argument), without precompiled headers:
#   scripts/clang-tidy.sh [build-dir]            every core/**/*.cpp, in the build's unity batches (tree
#                                                <build>-tidy-unity): the Qt headers are parsed once per batch, not
#                                                once per file; a finding still names its own file and line
#   scripts/clang-tidy.sh build-dir FILES...     those files one by one (tree <build>-tidy)
# Two clang-tidy processes at a time (SW_TIDY_JOBS).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-${SW_BUILD_DIR:-$here/build}}
shift || true
tidy=$(command -v clang-tidy-14 || command -v clang-tidy)
configure() { # TREE UNITY
  [ -f "$1/compile_commands.json" ] && return 0
  cmake -S "$here" -B "$1" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSW_UNITY_BUILD="$2" -DSW_PCH=OFF \
    -DSW_BUILD_BENCHMARKS=OFF >/dev/null
}
# core/ sources include no moc or uic output, so a configured (not built) tree is enough.
cd "$here"
if [ $# -gt 0 ]; then
  tree=${build%/}-tidy
  configure "$tree" OFF
  files=("$@")
  what="${#files[@]} file(s)"
else
  tree=${build%/}-tidy-unity
  configure "$tree" ON
  # The translation units that compile core/: the unity batches of the swcore_* libraries, and any core/ source
  # that is compiled on its own.
  mapfile -t files < <(python3 - "$tree/compile_commands.json" "$here" <<'EOF'
import json, sys
here = sys.argv[2].rstrip('/') + '/core/'
units = set()
for entry in json.load(open(sys.argv[1])):
    f = entry['file']
    if f.startswith(here) and f.endswith('.cpp'):
        units.add(f)
    elif '/swcore_' in f and '/Unity/unity_' in f:
        units.add(f)
print('\n'.join(sorted(units)))
EOF
  )
  what="$(git ls-files 'core/*.cpp' | wc -l) core/ file(s) in ${#files[@]} translation unit(s)"
fi
out=$(mktemp)
trap 'rm -f "$out"' EXIT
printf '%s\n' "${files[@]}" |
  xargs -P "${SW_TIDY_JOBS:-2}" -I{} "$tidy" -p "$tree" --quiet {} >"$out" 2>/dev/null || true
# Findings look like "path:line:col: warning: message [check]". A unity batch includes its sources, which
# bugprone-suspicious-include reports in the generated batch file: that is the build's doing, not a finding.
awk '/^[^ ]+:[0-9]+:[0-9]+: (warning|error):/ {
       skip = ($0 ~ /\/Unity\/unity_[0-9]+_cxx\.cxx:[0-9]+:[0-9]+: warning: .*\[bugprone-suspicious-include\]$/) }
     !skip' "$out" >"$out.kept"
mv "$out.kept" "$out"
findings=$(grep -E '^[^ ]+:[0-9]+:[0-9]+: (warning|error):' "$out" | sort -u || true)
if [ -n "$findings" ]; then
  grep -v -E '^[0-9]+ warnings? (and [0-9]+ errors? )?generated' "$out" | sed -e '/^Suppressed/d' -e '/^Use -header-filter/d'
  echo "clang-tidy: $(printf '%s\n' "$findings" | wc -l) finding(s) in $what"
  exit 1
fi
echo "clang-tidy: no findings in $what"
