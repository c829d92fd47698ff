#!/usr/bin/env bash
# Installs what is missing, builds, and starts Skill Workbench on the bundled skills/.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$here/scripts/setup.sh"
# Only the window and what it links (the test command builds everything, tests and benchmarks included).
SW_TARGETS=skill-workbench "$here/scripts/build.sh"
exec "${SW_BUILD_DIR:-$here/build}/app/skill-workbench" --root "$here/skills" "$@"
