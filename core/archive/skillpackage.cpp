// Export (pack) and import (install) of skill packages with libarchive.
#include "archive/skillpackage.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryDir>

#include <archive.h>
#include <archive_entry.h>

#include <sys/stat.h>

#include <algorithm>
#include <memory>

namespace sw {
namespace {

struct WriteArchiveDeleter
{
    void operator()(struct archive *a) const { archive_write_free(a); }
};
struct EntryDeleter
{
    void operator()(struct archive_entry *e) const { archive_entry_free(e); }
};

la_ssize_t writeToSaveFile(struct archive *, void *clientData, const void *buffer, size_t length)
{
    auto *file = static_cast<QSaveFile *>(clientData);
    return la_ssize_t(file->write(static_cast<const char *>(buffer), qint64(length)));
}

QStringList collectFiles(const QString &folder, QStringList *skipped)
{
    QStringList files;
    QDirIterator it(
        folder, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    const QDir base(folder);
    QStringList prunedDirs;
    while (it.hasNext()) {
        it.next();
        const QFileInfo info = it.fileInfo();
        const QString rel = base.relativeFilePath(info.filePath());
        const bool underPruned = std::any_of(prunedDirs.cbegin(), prunedDirs.cend(),
            [&](const QString &p) { return rel.startsWith(p + QLatin1Char('/')); });
        if (underPruned)
            continue;
        if (info.isSymLink()) {
            skipped->append(rel);
            continue;
        }
        if (info.isDir()) {
            if (isExcludedFromPackage(rel)) {
                prunedDirs.append(rel);
                skipped->append(rel + QLatin1Char('/'));
            }
            continue;
        }
        if (!info.isFile())
            continue;
        if (isExcludedFromPackage(rel)) {
            skipped->append(rel);
            continue;
        }
        files.append(rel);
    }
    std::sort(files.begin(), files.end());
    std::sort(skipped->begin(), skipped->end());
    return files;
}

QString stripArchiveExtension(const QString &fileName)
{
    static const char *const extensions[] = { ".tar.gz", ".tgz", ".tar", ".zip", ".skill" };
    for (const char *ext : extensions) {
        if (fileName.endsWith(QLatin1String(ext), Qt::CaseInsensitive))
            return fileName.chopped(int(qstrlen(ext)));
    }
    return fileName;
}

bool containsSkillMd(const QString &folder)
{
    QDirIterator it(folder, { QStringLiteral("SKILL.md") }, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    return it.hasNext();
}

} // namespace

bool isExcludedFromPackage(const QString &relativePath)
{
    const QStringList parts = relativePath.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return false;
    if (parts.first() == QLatin1String("evals"))
        return true;
    for (const QString &part : parts) {
        if (part == QLatin1String("__pycache__") || part == QLatin1String("node_modules")
            || part == QLatin1String(".DS_Store"))
            return true;
    }
    return parts.last().endsWith(QLatin1String(".pyc"));
}

PackResult packSkillFolder(
    const QString &skillFolder, const QString &outputFile, ArchiveFormat format, const QString &packageName)
{
    PackResult result;
    const QFileInfo folderInfo(skillFolder);
    if (!folderInfo.isDir()) {
        result.error = QStringLiteral("Not a directory: %1").arg(skillFolder);
        return result;
    }
    const QString folder = folderInfo.canonicalFilePath();
    const QString name = packageName.isEmpty() ? QFileInfo(folder).fileName() : packageName;
    if (format == ArchiveFormat::Unknown)
        format = archiveFormatFromName(outputFile);
    if (format == ArchiveFormat::Unknown) {
        result.error
            = QStringLiteral("cannot tell the package format from %1 (use .skill, .zip, .tar.gz, .tgz or .tar)")
                  .arg(outputFile);
        return result;
    }
    const QStringList files = collectFiles(folder, &result.skipped);

    QSaveFile out(outputFile);
    if (!out.open(QIODevice::WriteOnly)) {
        result.error = QStringLiteral("cannot write %1: %2").arg(outputFile, out.errorString());
        return result;
    }
    std::unique_ptr<struct archive, WriteArchiveDeleter> a(archive_write_new());
    if (format == ArchiveFormat::Zip) {
        archive_write_set_format_zip(a.get());
        archive_write_zip_set_compression_deflate(a.get());
    } else {
        archive_write_set_format_pax_restricted(a.get());
        if (format == ArchiveFormat::TarGz)
            archive_write_add_filter_gzip(a.get());
    }
    archive_write_set_bytes_in_last_block(a.get(), 1);
    if (archive_write_open(a.get(), &out, nullptr, writeToSaveFile, nullptr) != ARCHIVE_OK) {
        result.error
            = QStringLiteral("cannot start the archive: %1").arg(QString::fromUtf8(archive_error_string(a.get())));
        return result;
    }
    for (const QString &rel : files) {
        const QString path = folder + QLatin1Char('/') + rel;
        QFile in(path);
        if (!in.open(QIODevice::ReadOnly)) {
            result.error = QStringLiteral("cannot read %1: %2").arg(path, in.errorString());
            return result;
        }
        struct stat st
        { };
        ::stat(QFile::encodeName(path).constData(), &st);
        std::unique_ptr<struct archive_entry, EntryDeleter> entry(archive_entry_new());
        const QString entryName = name + QLatin1Char('/') + rel;
        archive_entry_set_pathname_utf8(entry.get(), entryName.toUtf8().constData());
        archive_entry_set_filetype(entry.get(), AE_IFREG);
        archive_entry_set_perm(entry.get(), st.st_mode & 0777);
        archive_entry_set_size(entry.get(), in.size());
        archive_entry_set_mtime(entry.get(), st.st_mtim.tv_sec, 0);
        if (archive_write_header(a.get(), entry.get()) != ARCHIVE_OK) {
            result.error
                = QStringLiteral("cannot add %1: %2").arg(rel, QString::fromUtf8(archive_error_string(a.get())));
            return result;
        }
        while (!in.atEnd()) {
            const QByteArray chunk = in.read(qint64(256) * 1024);
            if (chunk.isEmpty())
                break;
            if (archive_write_data(a.get(), chunk.constData(), size_t(chunk.size())) < 0) {
                result.error
                    = QStringLiteral("cannot add %1: %2").arg(rel, QString::fromUtf8(archive_error_string(a.get())));
                return result;
            }
        }
        result.entries.append(entryName);
    }
    if (archive_write_close(a.get()) != ARCHIVE_OK) {
        result.error
            = QStringLiteral("cannot finish the archive: %1").arg(QString::fromUtf8(archive_error_string(a.get())));
        return result;
    }
    if (!out.commit()) {
        result.error = QStringLiteral("cannot write %1: %2").arg(outputFile, out.errorString());
        return result;
    }
    result.bytes = QFileInfo(outputFile).size();
    return result;
}

InstallResult installArchive(const QString &archivePath, const QString &destDir, const InstallOptions &options)
{
    InstallResult result;
    if (!QFileInfo(archivePath).isFile()) {
        result.error = QStringLiteral("Path does not exist: %1").arg(archivePath);
        return result;
    }
    if (!QDir().mkpath(destDir)) {
        result.error = QStringLiteral("cannot create %1").arg(destDir);
        return result;
    }
    const QString dest = QFileInfo(destDir).canonicalFilePath();
    QTemporaryDir staging(dest + QStringLiteral("/.sw-import-XXXXXX"));
    if (!staging.isValid()) {
        result.error = QStringLiteral("cannot create a staging folder in %1: %2").arg(dest, staging.errorString());
        return result;
    }
    const QString extracted = staging.filePath(QStringLiteral("content"));
    ExtractOptions extractOptions;
    extractOptions.limits = options.limits;
    extractOptions.cancel = options.cancel;
    const ExtractResult extraction = extractArchiveFile(archivePath, extracted, extractOptions);
    if (!extraction.ok()) {
        result.error = extraction.error;
        return result;
    }
    if (options.requireSkill && !containsSkillMd(extracted)) {
        result.error = QStringLiteral("%1 holds no SKILL.md").arg(QFileInfo(archivePath).fileName());
        return result;
    }
    // (name in dest, path in staging)
    QList<QPair<QString, QString>> items;
    if (QFileInfo(extracted + QStringLiteral("/SKILL.md")).isFile()) {
        items.append({ stripArchiveExtension(QFileInfo(archivePath).fileName()), extracted });
    } else {
        const QStringList names
            = QDir(extracted).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString &n : names)
            items.append({ n, extracted + QLatin1Char('/') + n });
    }
    for (auto &item : items) {
        result.names.append(item.first);
        item.first = options.renames.value(item.first, item.first);
        if (item.first.isEmpty() || item.first.contains(QLatin1Char('/')) || item.first.contains(QLatin1Char('\\'))
            || item.first == QLatin1String(".") || item.first == QLatin1String("..")) {
            result.error = QStringLiteral("cannot install under the name \"%1\"").arg(item.first);
            return result;
        }
    }
    QStringList conflicts;
    for (const auto &item : items) {
        if (QFileInfo::exists(dest + QLatin1Char('/') + item.first)
            || QFileInfo(dest + QLatin1Char('/') + item.first).isSymLink())
            conflicts.append(item.first);
    }
    result.conflicts = conflicts;
    if (!conflicts.isEmpty() && !options.overwrite) {
        result.error = QStringLiteral("%1 already exists in %2 (not overwritten; ask to overwrite to replace it)")
                           .arg(conflicts.join(QStringLiteral(", ")), dest);
        return result;
    }
    int replaced = 0;
    for (const auto &item : items) {
        const QString target = dest + QLatin1Char('/') + item.first;
        if (conflicts.contains(item.first)) {
            // Move the old entry into the staging folder (removed with it), then put the new one in place.
            if (!QDir().rename(target, staging.filePath(QStringLiteral("replaced-%1").arg(replaced++)))) {
                result.error = QStringLiteral("cannot replace %1").arg(target);
                return result;
            }
            result.replaced.append(target);
        }
        if (!QDir().rename(item.second, target)) {
            result.error = QStringLiteral("cannot move %1 into %2").arg(item.first, dest);
            return result;
        }
        result.installed.append(target);
    }
    return result;
}

} // namespace sw
