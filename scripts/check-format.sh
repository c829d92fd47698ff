#!/usr/bin/env bash
# Checks the formatting of tracked C++ files with the checked-in .clang-format (clang-format --dry-run -Werror).
#   scripts/check-format.sh            files changed relative to the merge base with HEAD~20 (or $SW_FORMAT_BASE)
#   scripts/check-format.sh BASE       files changed relative to the merge base with BASE
#   scripts/check-format.sh --all      every tracked C++ file
# Exits non-zero and lists the files when any would be reformatted. Fix with `clang-format -i <files>`.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
format=$(command -v clang-format-14 || command -v clang-format)
patterns=('*.cpp' '*.h' '*.hpp' '*.cc')
if [ "${1:-}" = --all ]; then
  mapfile -t files < <(git ls-files -- "${patterns[@]}")
else
  base_ref=${1:-${SW_FORMAT_BASE:-HEAD~20}}
  if ! git rev-parse --verify --quiet "$base_ref^{commit}" >/dev/null; then
    base_ref=$(git rev-list --max-parents=0 HEAD | tail -n 1) # short history: from the first commit
  fi
  base=$(git merge-base "$base_ref" HEAD)
  mapfile -t files < <(git diff --name-only --diff-filter=ACMR "$base" HEAD -- "${patterns[@]}"; \
                       git diff --name-only --diff-filter=ACMR HEAD -- "${patterns[@]}")
  mapfile -t files < <(printf '%s\n' "${files[@]}" | sed '/^$/d' | sort -u)
fi
# Generated tables are exempt (they are produced by scripts, not edited by hand).
mapfile -t files < <(printf '%s\n' "${files[@]}" | grep -v -E '\.inc$' | while read -r f; do [ -f "$f" ] && echo "$f"; done)
if [ ${#files[@]} -eq 0 ]; then
  echo "check-format: no C++ files to check"
  exit 0
fi
bad=()
for f in "${files[@]}"; do
  "$format" --dry-run -Werror --style=file "$f" >/dev/null 2>&1 || bad+=("$f")
done
if [ ${#bad[@]} -gt 0 ]; then
  printf 'needs clang-format: %s\n' "${bad[@]}"
  echo "check-format: ${#bad[@]} of ${#files[@]} file(s) not formatted (run: clang-format -i <file>)"
  exit 1
fi
echo "check-format: ${#files[@]} file(s) formatted"
