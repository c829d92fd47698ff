#!/usr/bin/env bash
# GCC, the README's compiler, over every source of core/, ui/ and app/ with the project's warnings as errors, without
# generating code (-fsyntax-only): CI's build is clang's, and this keeps GCC's errors and warnings out of main too.
# It configures a tree of its own beside the build (default build/, or $SW_BUILD_DIR, or the first argument; the tree
# is <build>-gcc), runs Qt's moc and builds the two precompiled headers there, then checks each unity batch, two at a
# time (SW_GCC_JOBS). Warnings that need the optimiser (-Wmaybe-uninitialized) are not seen this way.
#   scripts/gcc-check.sh [build-dir]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-${SW_BUILD_DIR:-$here/build}}
tree=${build%/}-gcc
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$here} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
export CCACHE_SLOPPINESS=${CCACHE_SLOPPINESS:-pch_defines,time_macros,include_file_mtime,include_file_ctime}
CC=gcc CXX=g++ cmake -S "$here" -B "$tree" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSW_WERROR=ON \
  -DSW_BUILD_TESTS=OFF -DSW_BUILD_BENCHMARKS=OFF >/dev/null
# What the sources need before they compile: moc's output (ui sources include theirs) and the shared headers.
mapfile -t prerequisites < <(ninja -C "$tree" -t targets all | sed -n 's/^\([A-Za-z0-9_-]*_autogen\): phony$/\1/p')
cmake --build "$tree" --parallel "$(nproc)" --target sw_pch_core sw_pch_ui "${prerequisites[@]}" >/dev/null
mapfile -t commands < <(python3 - "$tree/compile_commands.json" "$here" <<'EOF'
import json, re, sys
here = sys.argv[2].rstrip('/') + '/'
for entry in json.load(open(sys.argv[1])):
    f = entry['file']
    inside = f.startswith(here + 'core/') or f.startswith(here + 'ui/') or f.startswith(here + 'app/')
    generated = '/CMakeFiles/swcore_' in f or '/CMakeFiles/swui_' in f or '_autogen/' in f
    if not (inside or generated) or '/cmake_pch' in f or '/sw_pch_' in f:
        continue
    command = re.sub(r' -o \S+', ' -o /dev/null', entry['command'])
    command = re.sub(r' -MT \S+| -MF \S+| -MD(?= )', ' ', command)
    print('cd %s && %s -fsyntax-only' % (entry['directory'], command))
EOF
)
out=$(mktemp)
trap 'rm -f "$out"' EXIT
printf '%s\n' "${commands[@]}" | xargs -d '\n' -P "${SW_GCC_JOBS:-2}" -I{} bash -c '{}' >"$out" 2>&1 || true
if grep -qE ': (error|warning):' "$out"; then
  cat "$out"
  echo "gcc-check: $(grep -cE ': (error|warning):' "$out") error(s) or warning(s) in ${#commands[@]} translation unit(s)"
  exit 1
fi
echo "gcc-check: no errors or warnings in ${#commands[@]} translation unit(s) of core/, ui/ and app/"
