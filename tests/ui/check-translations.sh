#!/usr/bin/env bash
# Fails when resources/i18n/skillworkbench_zh_CN.ts is behind the sources: runs lupdate over ui/ (as the
# update_translations target does) into a temporary copy and counts strings that are new (missing from the .ts)
# or still "unfinished", and fails when a string is filed under a context the program never asks for: lupdate
# files `Class::tr()` under "Class" instead of "sw::ui::Class" when it cannot read the class's header (it resolves
# `#include "chat/x.h"` against the including file's folder), and those strings then show in English although
# the .ts translates them. Usage: check-translations.sh LUPDATE SOURCE_DIR
set -euo pipefail
lupdate=$1
src=$2
ts=$src/resources/i18n/skillworkbench_zh_CN.ts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$ts" "$tmp/check.ts"
mapfile -t sources < <(find "$src/ui" \( -name '*.cpp' -o -name '*.h' \) | sort)
out=$("$lupdate" -no-obsolete -locations none "${sources[@]}" -ts "$tmp/check.ts" 2>&1)
found=$(echo "$out" | sed -n 's/.*Found \([0-9]*\) source text(s) (\([0-9]*\) new.*/\1 \2/p' | tail -1)
total=${found% *}
new=${found#* }
unfinished=$(grep -c 'type="unfinished"' "$tmp/check.ts" || true)
echo "zh_CN: $total source texts, $new missing from the .ts, $unfinished unfinished"
if [ -z "$found" ] || [ "$total" -lt 100 ]; then
  echo "lupdate did not report the source texts:"; echo "$out"; exit 1
fi
# Contexts without a namespace that name a class of ui/: the runtime context is the qualified name.
misfiled=$(python3 - "$tmp/check.ts" "$src/ui" <<'PY'
import os, re, sys, xml.etree.ElementTree as ET
classes = set()
for folder, _, files in os.walk(sys.argv[2]):
    for name in files:
        if name.endswith('.h'):
            with open(os.path.join(folder, name), encoding='utf-8') as f:
                classes.update(re.findall(r'^\s*class\s+(\w+)\s*(?::|\{|$)', f.read(), re.M))
for ctx in ET.parse(sys.argv[1]).getroot().findall('context'):
    name = ctx.find('name').text
    if '::' not in name and name in classes:
        print('  %s (%d strings): lupdate could not read the class; in the .cpp that calls %s::tr(), include its'
              ' header relative to that file ("x.h" or "../folder/x.h", not "folder/x.h")'
              % (name, len(ctx.findall('message')), name))
PY
)
if [ -n "$misfiled" ]; then
  echo "Strings filed under a context the program does not use (they would show untranslated):"
  echo "$misfiled"
  exit 1
fi
# The demo scenarios' titles and descriptions (Welcome cards, the chat's provider picker) come from the scenario
# files: each carries "translations": {"zh_CN": {"title": ..., "description": ...}}.
scenarios=$(python3 - "$src/resources/scenarios" <<'PY'
import glob, json, os, sys
paths = glob.glob(os.path.join(sys.argv[1], '*.json')) + glob.glob(os.path.join(sys.argv[1], 'triggerlab', '*.json'))
for path in sorted(p for p in paths if not p.endswith('.evals.json')):  # Trigger Lab eval sets are not scenarios
    with open(path, encoding='utf-8') as f:
        zh = json.load(f).get('translations', {}).get('zh_CN', {})
    missing = [k for k in ('title', 'description') if not str(zh.get(k, '')).strip()]
    if missing:
        print('  %s: translations.zh_CN.%s' % (os.path.basename(path), ', '.join(missing)))
PY
)
if [ -n "$scenarios" ]; then
  echo "Scenario files without a zh_CN title or description (docs/scenarios.md, \"translations\"):"
  echo "$scenarios"
  exit 1
fi
if [ "$new" -ne 0 ] || [ "$unfinished" -ne 0 ]; then
  echo "Untranslated strings (update with lupdate, then translate):"
  python3 - "$tmp/check.ts" <<'PY'
import sys, xml.etree.ElementTree as ET
for ctx in ET.parse(sys.argv[1]).getroot().findall('context'):
    for msg in ctx.findall('message'):
        if msg.find('translation').get('type') == 'unfinished':
            print('  %s: %r' % (ctx.find('name').text, msg.find('source').text))
PY
  exit 1
fi
# English shows a "%n …(s)" string through its numerus forms ("1 skill", "2 skills"): every one must have them.
en=$src/resources/i18n/skillworkbench_en.ts
cp "$en" "$tmp/en.ts"
"$lupdate" -pluralonly -no-obsolete -locations none "${sources[@]}" -ts "$tmp/en.ts" >/dev/null 2>&1
en_unfinished=$(grep -c 'type="unfinished"' "$tmp/en.ts" || true)
echo "en: $en_unfinished plural string(s) without their English forms"
if [ "$en_unfinished" -ne 0 ]; then
  echo "Fill them with scripts/ts-plurals-en.py (it runs lupdate -pluralonly and writes both English forms):"
  grep -B2 'type="unfinished"' "$tmp/en.ts" | sed -n 's/.*<source>\(.*\)<\/source>.*/  \1/p'
  exit 1
fi
