#!/usr/bin/env bash
# Installs the build into a temporary prefix and starts the installed GUI (offscreen) with --self-test, from a
# directory outside the source and build trees: it must open the bundled skills it finds through the installed
# layout (share/skill-workbench/skills), report how many it found and exit 0. Also checks the installed
# AppStream metainfo (the Welcome page's "What is new") and the .desktop file.
set -euo pipefail
build=$1
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
app=$prefix/bin/skill-workbench
test -x "$app"
data=$prefix/share/skill-workbench
expected=$(find "$data/skills" -mindepth 2 -maxdepth 2 -name SKILL.md | wc -l)
[ "$expected" -ge 6 ] || { echo "installed tree holds $expected bundled skills"; exit 1; }

cd "$prefix"
export QT_QPA_PLATFORM=offscreen HOME="$prefix/home" XDG_CONFIG_HOME="$prefix/home/.config" \
  XDG_DATA_HOME="$prefix/home/.local/share" SW_RECOVERY_DIR="$prefix/home/recovery"
mkdir -p "$HOME"
# Default roots on a first start: the bundled skills.
out=$(timeout 180 "$app" --self-test)
echo "$out"
grep -q "^self-test: $expected skills in 1 roots$" <<<"$out" \
  || { echo "expected the $expected installed skills"; exit 1; }
grep -qF "root: $data/skills" <<<"$out" || { echo "the root is not the installed skills folder"; exit 1; }
# The window painted, and the self-test says when (scripts/bench-first-start.sh reads this line).
grep -Eq "^  first paint: [0-9]+ ms after start$" <<<"$out" || { echo "no first paint reported:"; echo "$out"; exit 1; }
# An explicit root works the same; an empty one fails the self-test.
out=$(timeout 180 "$app" --self-test --root "$data/skills" --language zh_CN)
grep -q "^self-test: $expected skills" <<<"$out" || { echo "$out"; exit 1; }
mkdir -p "$prefix/empty"
if timeout 180 "$app" --self-test --root "$prefix/empty" >/dev/null; then
  echo "--self-test on an empty root must fail"; exit 1
fi
# Nothing was written to the user's settings.
[ -z "$(find "$HOME" -name '*.conf')" ] || { echo "self-test wrote settings:"; find "$HOME" -name '*.conf'; exit 1; }
test -f "$prefix/share/metainfo/io.github.skillworkbench.metainfo.xml"
grep -q "<release " "$prefix/share/metainfo/io.github.skillworkbench.metainfo.xml"
test -f "$prefix/share/applications/skill-workbench.desktop"
test -f "$prefix/share/icons/hicolor/scalable/apps/skill-workbench.svg"
echo "installed GUI OK: $expected skills"
