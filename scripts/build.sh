#!/usr/bin/env bash
# Configures and builds Skill Workbench into build/ (or $SW_BUILD_DIR). Extra arguments go to cmake configure.
# SW_TARGETS="a b" builds only those targets (and what they need); unset builds everything, tests included.
# SW_PROGRESS=1 prints a short progress line now and then ("building: step N of M") instead of every step.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${SW_BUILD_DIR:-$here/build}
# ccache hits across clones of the project (CI builds a fresh clone in another folder), with precompiled headers.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$here} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
export CCACHE_SLOPPINESS=${CCACHE_SLOPPINESS:-pch_defines,time_macros,include_file_mtime,include_file_ctime}
# Warnings are errors by default (as in CI), so a warning never reaches main; SW_WERROR=OFF turns that off.
werror=${SW_WERROR:-ON}
progress=${SW_PROGRESS:-0}
targets=()
for t in ${SW_TARGETS:-}; do targets+=(--target "$t"); done
if [ "$progress" != 1 ]; then
  cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=${SW_BUILD_TYPE:-RelWithDebInfo} -DSW_WERROR=$werror "$@"
  exec cmake --build "$build" --parallel "$(nproc)" "${targets[@]}"
fi
echo "configuring (cmake)…"
mkdir -p "$build"
cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=${SW_BUILD_TYPE:-RelWithDebInfo} -DSW_WERROR=$werror "$@" \
  >"$build/configure.log" 2>&1 || { cat "$build/configure.log"; exit 1; }
echo "building…"
# A line every 5% of the steps (and the last one); compiler messages in full.
set +e
NINJA_STATUS="[%f/%t] " cmake --build "$build" --parallel "$(nproc)" "${targets[@]}" 2>&1 | awk '
  BEGIN { shown = -1 }
  /^\[[0-9]+\/[0-9]+\] / {
    split(substr($1, 2, length($1) - 2), n, "/")
    part = int(n[1] * 20 / n[2])
    if (part != shown || n[1] == n[2]) { printf "building: step %d of %d\n", n[1], n[2]; fflush(); shown = part }
    next
  }
  /^ninja: no work to do/ { print "building: up to date"; next }
  { print; fflush() }'
exit "${PIPESTATUS[0]}"
