// libFuzzer target: in-memory extraction of arbitrary bytes as zip, tar.gz and tar into a fresh temporary folder.
// Checks the invariants of core/archive: no crash, nothing written outside the target, the target either holds
// exactly the reported files or is gone after a failure.
#include "archive/archiveextractor.h"

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QTemporaryDir>

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static QTemporaryDir base;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    for (sw::ArchiveFormat format : { sw::ArchiveFormat::Zip, sw::ArchiveFormat::TarGz, sw::ArchiveFormat::Tar }) {
        const QString target = base.filePath(QStringLiteral("t"));
        sw::ExtractOptions options;
        options.format = format;
        options.limits.maxFileBytes = 1 << 20;
        options.limits.maxTotalBytes = 4 << 20;
        const sw::ExtractResult result = sw::extractArchiveData(bytes, target, options);
        // Only the target may exist inside base.
        const QStringList top = QDir(base.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        if (top.size() > 1 || (!top.isEmpty() && top.first() != QLatin1String("t")))
            std::abort();
        if (!result.ok() && !top.isEmpty())
            std::abort(); // a failed extraction leaves nothing behind
        QDirIterator it(target, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
            QDirIterator::Subdirectories);
        while (it.hasNext()) {
            it.next();
            if (it.fileInfo().isSymLink())
                std::abort();
        }
        QDir(target).removeRecursively();
    }
    return 0;
}
