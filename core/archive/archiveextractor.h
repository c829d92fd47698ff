#pragma once
// Safe extraction of .zip/.skill/.tar.gz/.tgz/.tar archives (from memory or a file) with libarchive, applying
// every PROTOCOL.md 2.1 rule: clean relative paths only, regular files and folders only (symlinks, hard links,
// devices rejected), modes masked to 0777 (0 -> 0644, folders 0755), 64 MiB per file and 256 MiB in total.
// Nothing is ever written outside the target folder; on any failure the target is left as it was found.
#include "archive/archiveformat.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>

namespace sw {

constexpr qint64 kMiB = qint64(1024) * 1024;

struct ExtractLimits
{
    qint64 maxFileBytes = 64 * kMiB; // one extracted file
    qint64 maxTotalBytes = 256 * kMiB; // all extracted files together
    int maxEntries = 100000;
};

struct ExtractResult
{
    QString error; // empty on success; names the offending entry when one is to blame
    QStringList files; // relative '/'-separated paths of the files written, in archive order
    QStringList folders; // relative paths of the folders created by folder entries
    qint64 totalBytes = 0;
    bool ok() const { return error.isEmpty(); }
};

struct ExtractOptions
{
    ArchiveFormat format = ArchiveFormat::Unknown; // Unknown = detect (name of the file, then magic bytes)
    ExtractLimits limits;
    const std::atomic_bool *cancel = nullptr; // checked between blocks
};

// The total-size error, verbatim from tRPC-Agent (PROTOCOL.md 2.1).
QString archiveTooLargeMessage(); // "skills root archive too large"

// Extracts into targetDir, which must be missing or empty (it is created). On failure, everything this call
// created is removed again (targetDir too if it did not exist).
ExtractResult extractArchiveData(const QByteArray &data, const QString &targetDir, const ExtractOptions &options = {});
ExtractResult extractArchiveFile(
    const QString &archivePath, const QString &targetDir, const ExtractOptions &options = {});

} // namespace sw
