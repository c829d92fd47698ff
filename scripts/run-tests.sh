#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole test suite headless (the command CI runs):
#   1. a normal build (warnings as errors under CI) and every test;
#   2. with SW_SANITIZERS=1, an AddressSanitizer + UndefinedBehaviorSanitizer build (leak detection on) and every
#      test again. Not yet on by default: the sanitizer pass has not had a clean run (see docs/reliability.md).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$here/scripts/setup.sh"
export QT_QPA_PLATFORM=offscreen
jobs=$(nproc)
start=$SECONDS

echo "== normal build =="
SW_BUILD_DIR=${SW_BUILD_DIR:-$here/build} "$here/scripts/build.sh"
ctest --test-dir "${SW_BUILD_DIR:-$here/build}" --output-on-failure --parallel "$jobs" --timeout 600
echo "== normal pass done in $((SECONDS - start)) s =="

if [ "${SW_SANITIZERS:-0}" = 1 ]; then
  echo "== sanitizer build (ASan + UBSan, leaks on) =="
  SW_BUILD_DIR=$here/build-asan SW_BUILD_TYPE=Debug "$here/scripts/build.sh" -DSW_SANITIZE=ON -DSW_BUILD_BENCHMARKS=OFF
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1
  export LSAN_OPTIONS=suppressions=$here/tests/lsan.supp:print_suppressions=0
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  ctest --test-dir "$here/build-asan" --output-on-failure --parallel "$jobs" --timeout 900
  echo "== both passes done in $((SECONDS - start)) s =="
fi
