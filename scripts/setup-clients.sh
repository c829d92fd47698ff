#!/usr/bin/env bash
# Installs the four pinned agent clients that the recording proxy, `probe` calibration and Trigger Lab drive
# (see docs/clients.md) into .deps/clients/<name>, one npm prefix each. Idempotent: a client whose binary is
# already there at the pinned version is skipped. A failed install prints a warning and the script goes on.
# Needs node + npm (scripts/setup.sh) and the npm registry; nothing else is downloaded.
# opencode also wants `rg` on PATH (Debian package ripgrep) for its skill tool; without it the tool fails offline.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
root="$here/.deps/clients"

# name | npm package@version | bin name | version string the binary prints
clients=(
  "claude-code|@anthropic-ai/claude-code@2.1.328|claude|2.1.328"
  "codex|@openai/codex@0.169.0|codex|0.169.0"
  "opencode|opencode-ai@1.18.33|opencode|1.18.33"
  "gemini-cli|@google/gemini-cli@0.61.0|gemini|0.61.0"
)

if ! command -v npm >/dev/null; then
  echo "setup-clients: warning: npm not found; run scripts/setup.sh first" >&2
  exit 0
fi

# --version runs under a throwaway HOME so the check leaves no config behind.
scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT

for entry in "${clients[@]}"; do
  IFS='|' read -r name pkg bin want <<<"$entry"
  prefix="$root/$name"
  exe="$prefix/node_modules/.bin/$bin"
  # Skip when the pinned version is already installed (the binary prints it in --version).
  if [ -x "$exe" ] && grep -qF "$want" <<<"$(HOME="$scratch" timeout 60 "$exe" --version 2>/dev/null)"; then
    echo "setup-clients: $name $want present"
  else
    echo "setup-clients: installing $pkg"
    mkdir -p "$prefix"
    if ! npm install --prefix "$prefix" --no-audit --no-fund "$pkg" >"$prefix/install.log" 2>&1; then
      echo "setup-clients: warning: installing $pkg failed (see $prefix/install.log); continuing" >&2
      continue
    fi
  fi
  [ -x "$exe" ] && echo "  $bin: $exe"
done

command -v rg >/dev/null || echo "setup-clients: note: ripgrep (rg) not on PATH; opencode's skill tool needs it" >&2
exit 0
