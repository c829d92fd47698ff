#pragma once
// The versions `--version` printed, kept per program so that a window (and each page of it that lists clients) does
// not start Node.js again for a client that has not changed: Gemini CLI's `--version` costs about 2 CPU seconds,
// opencode's about 1.
//
// Only a program inside an npm package is kept (a package.json in a folder above the program's resolved file, within
// node_modules), since a shim (volta, asdf) names the same file whatever version it runs. The key is the resolved path
// with the size and the modification and status-change times of both the program and its package.json: an npm tarball
// stamps every file with one fixed modification time, which some npm versions keep, but unpacking a file always sets
// its status-change time, so a reinstall or an upgrade misses.
//
// Kept in memory for the process and in <generic cache>/skill-workbench/client-versions.json (mode 0600) across runs.
#include <QString>

namespace sw {

// The version kept for `program`, or "" (not kept, changed since, or not inside an npm package).
QString cachedClientVersion(const QString &program);
// Keeps `version` for `program` (nothing for an empty version or a program outside an npm package).
void storeClientVersion(const QString &program, const QString &version);
// Where the versions are kept across runs.
QString clientVersionCacheFile();

} // namespace sw
