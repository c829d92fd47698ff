#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole test suite headless (the command CI runs), in timed stages:
#   1. one build of everything (clang, warnings as errors, AddressSanitizer + UndefinedBehaviorSanitizer with leak
#      detection, line tables: enough for symbolised reports; the core/ libraries the fuzzers run at -O1 with
#      libFuzzer's coverage, everything else at -O0, SW_OPTIMISE_CORE_ONLY) and every test under the sanitizers;
#   2. static checks, beside the tests and then the fuzzing at idle priority (SCHED_IDLE: they take only the CPU time
#      the tests leave, about half of it, and a core the fuzzers leave free, if any): clang-tidy
#      over core/ (zero findings), clang-format over changed files, and with SW_GCC_CHECK=1 GCC (the README's compiler)
#      over core/, ui/ and app/ with warnings as errors (scripts/gcc-check.sh; about 7 minutes, so not in CI);
#   3. each libFuzzer target of that build for SW_FUZZ_SECONDS (default 30), one per core.
# Every test runs once, under the sanitizers, so the suite costs one build of everything (docs/performance.md,
# "Build").
# For a quick local loop: SW_SANITIZERS=0 (an optimised build without sanitizers, in build/), SW_FUZZ_SECONDS=0,
# SW_STATIC_CHECKS=0. --build-only stops after the build (scripts/bench-first-start.sh measures it).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_only=0
[ "${1:-}" = "--build-only" ] && build_only=1
# The one build of everything: sanitised (default), or optimised without sanitizers (SW_SANITIZERS=0).
if [ "${SW_SANITIZERS:-1}" = 1 ]; then
  what="clang, ASan + UBSan, leaks on, libFuzzer targets"
  build=${SW_ASAN_BUILD_DIR:-$here/build-asan}
  build_all() {
    CC=clang CXX=clang++ SW_BUILD_DIR=$build SW_BUILD_TYPE=Debug "$here/scripts/build.sh" \
      -DCMAKE_C_FLAGS_DEBUG="-g1 -O1" -DCMAKE_CXX_FLAGS_DEBUG="-g1 -O1" -DSW_SANITIZE=ON -DSW_FUZZ=ON \
      -DSW_OPTIMISE_CORE_ONLY=ON
  }
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1
  export LSAN_OPTIONS=suppressions=$here/tests/lsan.supp:print_suppressions=0
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
else
  what="GCC, optimised, no sanitizers"
  build=${SW_BUILD_DIR:-$here/build}
  build_all() { SW_BUILD_DIR=$build "$here/scripts/build.sh"; }
fi
"$here/scripts/setup.sh" --tests
if ((build_only)); then
  build_all
  exit 0
fi
# The real agent clients the tests run as peers (npm, pinned; the run command never waits for them): downloaded
# while the build compiles, waited for before the tests.
clients_log=$(mktemp)
"$here/scripts/setup-clients.sh" >"$clients_log" 2>&1 &
clients_pid=$!
export QT_QPA_PLATFORM=offscreen
# One test per core. Two per core (4 on 2 cores) was tried: the tests are idle about half their time, but with both
# cores saturated the background pool's lowered-priority threads starved (tst_ui_chat_render waited over 30 s for a
# worker) under the sanitizers. SW_TEST_JOBS overrides.
test_jobs=${SW_TEST_JOBS:-$(nproc)}
start=$SECONDS
stage_start=$SECONDS
stage() {
  echo "== $1 done in $((SECONDS - stage_start)) s (total $((SECONDS - start)) s) =="
  stage_start=$SECONDS
}

echo "== build ($what) =="
build_all
stage "build"
wait "$clients_pid" || true
cat "$clients_log"
rm -f "$clients_log"
static_pid=
if [ "${SW_STATIC_CHECKS:-1}" = 1 ]; then
  static_log=$(mktemp)
  # A process group of their own (job control on for this one job), so a failing test run stops them all on exit.
  set -m
  (
    # Idle priority for this shell and everything it starts; the tests keep theirs (their background pools run at
    # nice 10, which still outweighs an idle-priority process about 36 to 1).
    chrt --idle -p 0 "$BASHPID" >/dev/null
    checks_start=$SECONDS
    if [ "${SW_GCC_CHECK:-0}" = 1 ]; then "$here/scripts/gcc-check.sh" "$build"; fi
    "$here/scripts/clang-tidy.sh" "$build"
    "$here/scripts/check-format.sh"
    echo "static checks took $((SECONDS - checks_start)) s beside the tests"
  ) >"$static_log" 2>&1 &
  static_pid=$!
  set +m
  trap '[ -n "$static_pid" ] && kill -- "-$static_pid" 2>/dev/null; rm -f "$static_log"' EXIT
fi
ctest --test-dir "$build" --output-on-failure --parallel "$test_jobs" --timeout 900
stage "tests"

# What is left of the static checks goes on beside the fuzzing, still at idle priority: the fuzzers run one per core,
# so the checks take only a core the fuzzers leave free (the last round of an odd number), and the fuzzers lose
# nothing.
if [ "${SW_FUZZ_SECONDS:-30}" != 0 ]; then
  echo "== fuzzing =="
  # The sanitised build has the fuzz targets; without sanitizers they come from a clang build of core/ alone.
  fuzz_build=$here/build-fuzz
  [ "${SW_SANITIZERS:-1}" = 1 ] && fuzz_build=$build
  SW_FUZZ_BUILD_DIR=$fuzz_build "$here/scripts/fuzz.sh" "${SW_FUZZ_SECONDS:-30}"
  stage "fuzzing"
fi
if [ -n "$static_pid" ]; then
  echo "== static checks (started beside the tests) =="
  static_rc=0
  wait "$static_pid" || static_rc=$?
  static_pid=
  cat "$static_log"
  [ "$static_rc" = 0 ] || { echo "static checks failed (exit status $static_rc)"; exit "$static_rc"; }
  stage "static checks (after the tests and the fuzzing)"
fi

echo "== all passes done in $((SECONDS - start)) s =="
