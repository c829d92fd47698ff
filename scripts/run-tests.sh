#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole test suite headless (the command CI runs):
#   1. normal build (GCC, warnings as errors under CI) and every test;
#   2. sanitizer build (clang, AddressSanitizer + UndefinedBehaviorSanitizer, leak detection on, libFuzzer
#      coverage; line tables only, enough for symbolised reports) and every test again;
#   3. each libFuzzer target for SW_FUZZ_SECONDS (default 30) from that same build;
#   4. static checks: clang-tidy over core/ (zero findings) and clang-format over changed files.
# Each stage prints its duration. For a quick local loop, skip stages with SW_SANITIZERS=0, SW_FUZZ_SECONDS=0,
# SW_STATIC_CHECKS=0.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$here/scripts/setup.sh" --tests
# The real agent clients the tests run as peers (npm, pinned; the run command never waits for them): downloaded
# while the normal build compiles, waited for before the tests.
clients_log=$(mktemp)
"$here/scripts/setup-clients.sh" >"$clients_log" 2>&1 &
clients_pid=$!
export QT_QPA_PLATFORM=offscreen
jobs=$(nproc)
start=$SECONDS
stage_start=$SECONDS
stage() {
  echo "== $1 done in $((SECONDS - stage_start)) s (total $((SECONDS - start)) s) =="
  stage_start=$SECONDS
}

echo "== normal build =="
normal=${SW_BUILD_DIR:-$here/build}
SW_BUILD_DIR=$normal "$here/scripts/build.sh"
stage "normal build"
wait "$clients_pid" || true
cat "$clients_log"
rm -f "$clients_log"
ctest --test-dir "$normal" --output-on-failure --parallel "$jobs" --timeout 600
stage "normal tests"

if [ "${SW_SANITIZERS:-1}" = 1 ]; then
  echo "== sanitizer build (clang, ASan + UBSan, leaks on) =="
  asan=${SW_ASAN_BUILD_DIR:-$here/build-asan}
  CC=clang CXX=clang++ SW_BUILD_DIR=$asan SW_BUILD_TYPE=Debug "$here/scripts/build.sh" \
    -DCMAKE_C_FLAGS_DEBUG="-g1 -O1" -DCMAKE_CXX_FLAGS_DEBUG="-g1 -O1" \
    -DSW_SANITIZE=ON -DSW_FUZZ=ON -DSW_BUILD_BENCHMARKS=OFF
  stage "sanitizer build"
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1
  export LSAN_OPTIONS=suppressions=$here/tests/lsan.supp:print_suppressions=0
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  ctest --test-dir "$asan" --output-on-failure --parallel "$jobs" --timeout 900
  stage "sanitizer tests"
  if [ "${SW_FUZZ_SECONDS:-30}" != 0 ]; then
    SW_FUZZ_BUILD_DIR=$asan "$here/scripts/fuzz.sh" "${SW_FUZZ_SECONDS:-30}"
    stage "fuzzing"
  fi
fi

if [ "${SW_STATIC_CHECKS:-1}" = 1 ]; then
  "$here/scripts/clang-tidy.sh" "$normal"
  "$here/scripts/check-format.sh"
  stage "static checks"
fi
echo "== all passes done in $((SECONDS - start)) s =="
