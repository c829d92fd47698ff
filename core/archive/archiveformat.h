#pragma once
// Archive formats and entry-path safety shared by every extraction (URL roots, imports, `unpack`):
// format detection by file name then magic bytes, and the PROTOCOL.md 2.1 path rules.
#include <QByteArrayView>
#include <QString>

namespace sw {

enum class ArchiveFormat { Unknown, Zip, TarGz, Tar };

// By file name (case-insensitive): .zip/.skill -> Zip, .tar.gz/.tgz -> TarGz, .tar -> Tar; else Unknown.
ArchiveFormat archiveFormatFromName(const QString &fileName);
// By magic bytes: `PK\x03\x04` -> Zip, `\x1f\x8b` -> TarGz, `ustar` at offset 257 -> Tar; else Unknown.
ArchiveFormat archiveFormatFromMagic(QByteArrayView head);
// Name first, then magic bytes (PROTOCOL.md 2.1).
ArchiveFormat detectArchiveFormat(const QString &fileName, QByteArrayView head);
QString archiveFormatName(ArchiveFormat format); // "zip", "tar.gz", "tar", "unknown"

// The cleaned relative path of an archive entry: `\` -> `/`, `./` and empty components dropped.
// Returns "" with *error set for absolute paths, `..` components, drive letters or any `:`;
// returns "" with no error for entries that name the archive root itself (".", "./").
QString cleanArchiveEntryPath(const QString &entryName, QString *error);

} // namespace sw
