#!/usr/bin/env bash
# Installs what is missing, builds, and starts Skill Workbench on the bundled skills/. It says what it is doing
# (packages, configuring, building step N of M, starting); a second run opens the window in seconds.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
echo "Skill Workbench: checking the packages it needs…"
"$here/scripts/setup.sh"
# Only the window and what it links (the test command builds everything, tests and benchmarks included), at -Og (the
# tokenizer at -O2): with the shared precompiled headers and larger unity batches, the window's build went from 481 s
# to 246 s (docs/performance.md, "Build").
# Warnings do not stop it (the test command and CI build with warnings as errors). --build-only stops here
# (scripts/bench-first-start.sh measures this very build).
SW_WERROR=${SW_WERROR:-OFF} SW_PROGRESS=1 SW_TARGETS=skill-workbench "$here/scripts/build.sh" -DSW_OPTIMIZE=g
[ "${1:-}" = "--build-only" ] && exit 0
echo "starting the window…"
exec "${SW_BUILD_DIR:-$here/build}/app/skill-workbench" --root "$here/skills" "$@"
