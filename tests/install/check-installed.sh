#!/usr/bin/env bash
# Installs the build into a temporary prefix and checks that the installed tools find their data without the
# source tree: the bundled skills, the exact rank files, profiles and scenarios.
set -euo pipefail
build=$1
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
cli=$prefix/bin/skill-workbench-cli
test -x "$cli"
test -x "$prefix/bin/skill-workbench"
data=$prefix/share/skill-workbench
# Run from elsewhere, with the build tree's source-path fallback hidden behind the installed layout.
cd "$prefix"
"$cli" validate --rules all "$data/skills" >/dev/null
count=$("$cli" list --root "$data/skills" --format json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')
[ "$count" -ge 6 ] || { echo "installed skills: $count"; exit 1; }
printf 'hello world' > "$prefix/hello.txt"
"$cli" tokens --format json "$prefix/hello.txt" | python3 -c '
import json, sys
r = json.load(sys.stdin)
assert r["exact"] is True and r["total"] == 2, r'
"$cli" chat --root "$data/skills" --scenario "$data/scenarios/minimal-load-skill.json" --work-dir "$prefix/work" >/dev/null
test -f "$prefix/share/applications/skill-workbench.desktop"
echo "installed tree OK: $count skills"
