#!/usr/bin/env bash
# Configures and builds Skill Workbench into build/ (or $SW_BUILD_DIR). Extra arguments go to cmake configure.
# SW_TARGETS="a b" builds only those targets (and what they need); unset builds everything, tests included.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${SW_BUILD_DIR:-$here/build}
# ccache hits across clones of the project (CI builds a fresh clone in another folder).
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$here} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
# Warnings are errors by default (as in CI), so a warning never reaches main; SW_WERROR=OFF turns that off.
werror=${SW_WERROR:-ON}
cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=${SW_BUILD_TYPE:-RelWithDebInfo} -DSW_WERROR=$werror "$@"
targets=()
for t in ${SW_TARGETS:-}; do targets+=(--target "$t"); done
cmake --build "$build" --parallel "$(nproc)" "${targets[@]}"
