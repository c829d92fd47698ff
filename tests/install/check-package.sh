#!/usr/bin/env bash
# The .deb that cpack makes installs stripped binaries: build the package from the build tree into a temporary
# folder, unpack it, and check every program in usr/bin with `file`.
set -euo pipefail
build=$1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Uncompressed: the check is about the binaries, and compressing them is a third of the time (20 -> 14 s).
(cd "$build" && cpack -G DEB -B "$out" -D CPACK_DEBIAN_COMPRESSION_TYPE=none >"$out/cpack.log" 2>&1) || { cat "$out/cpack.log"; exit 1; }
deb=$(ls "$out"/*.deb | head -n 1)
dpkg-deb -x "$deb" "$out/root"
found=0
for program in "$out"/root/usr/bin/*; do
  found=$((found + 1))
  description=$(file -b "$program")
  case "$description" in
    *"not stripped"*) echo "$(basename "$program") is not stripped: $description"; exit 1 ;;
    *stripped*) ;;
    *) echo "$(basename "$program"): unexpected file type: $description"; exit 1 ;;
  esac
done
[ "$found" -ge 1 ] || { echo "no programs in the package"; exit 1; }
echo "package OK: $found stripped programs, $(du -h "$deb" | cut -f1) $(basename "$deb")"
