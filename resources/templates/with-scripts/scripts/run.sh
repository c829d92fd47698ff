#!/usr/bin/env bash
# Entry point of the skill: replace with the real work.
set -euo pipefail
echo "hello from {{name}}"
