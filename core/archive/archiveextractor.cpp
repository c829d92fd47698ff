// Safe extraction with libarchive: every entry is checked before anything is written, sizes are capped while
// streaming, and a failed extraction removes what it wrote.
#include "archive/archiveextractor.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <archive.h>
#include <archive_entry.h>

#include <sys/stat.h>

#include <memory>

namespace sw {
namespace {

struct ArchiveDeleter
{
    void operator()(struct archive *a) const { archive_read_free(a); }
};
using ReadArchive = std::unique_ptr<struct archive, ArchiveDeleter>;

ReadArchive newReader(ArchiveFormat format)
{
    ReadArchive a(archive_read_new());
    if (format == ArchiveFormat::Zip) {
        archive_read_support_format_zip(a.get());
    } else {
        archive_read_support_filter_gzip(a.get());
        archive_read_support_format_tar(a.get());
    }
    return a;
}

QString libarchiveError(struct archive *a)
{
    const char *s = archive_error_string(a);
    return s ? QString::fromUtf8(s) : QStringLiteral("unknown libarchive error");
}

QString entryNameOf(struct archive_entry *entry)
{
    const char *utf8 = archive_entry_pathname_utf8(entry);
    if (utf8)
        return QString::fromUtf8(utf8);
    const char *raw = archive_entry_pathname(entry);
    return raw ? QString::fromUtf8(raw) : QString();
}

// Removes what an extraction created: the whole target if it was new, else its (formerly empty) contents.
void rollback(const QString &targetDir, bool targetExisted)
{
    QDir dir(targetDir);
    if (!targetExisted) {
        dir.removeRecursively();
        return;
    }
    const QFileInfoList children
        = dir.entryInfoList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    for (const QFileInfo &child : children) {
        if (child.isDir() && !child.isSymLink())
            QDir(child.filePath()).removeRecursively();
        else
            QFile::remove(child.filePath());
    }
}

class Extraction
{
public:
    Extraction(struct archive *a, const QString &targetDir, const ExtractOptions &options)
        : m_archive(a)
        , m_target(targetDir)
        , m_options(options)
    { }

    ExtractResult run()
    {
        ExtractResult result;
        struct archive_entry *entry = nullptr;
        int entries = 0;
        for (;;) {
            if (cancelled())
                return fail(result, QStringLiteral("extraction cancelled"));
            const int r = archive_read_next_header(m_archive, &entry);
            if (r == ARCHIVE_EOF)
                break;
            if (r < ARCHIVE_WARN)
                return fail(
                    result, QStringLiteral("archive is damaged or truncated: %1").arg(libarchiveError(m_archive)));
            if (++entries > m_options.limits.maxEntries)
                return fail(
                    result, QStringLiteral("archive has more than %1 entries").arg(m_options.limits.maxEntries));
            QString error;
            if (!extractEntry(entry, result, &error))
                return fail(result, error);
        }
        if (entries == 0 && archive_format(m_archive) == 0)
            return fail(result, QStringLiteral("not a readable archive: %1").arg(libarchiveError(m_archive)));
        return result;
    }

private:
    bool cancelled() const { return m_options.cancel && m_options.cancel->load(); }

    ExtractResult &fail(ExtractResult &result, const QString &error)
    {
        result.error = error;
        result.files.clear();
        result.folders.clear();
        result.totalBytes = 0;
        return result;
    }

    bool extractEntry(struct archive_entry *entry, ExtractResult &result, QString *error)
    {
        const QString name = entryNameOf(entry);
        const QString rel = cleanArchiveEntryPath(name, error);
        if (!error->isEmpty())
            return false;
        const auto reject = [&](const QString &why) {
            *error = QStringLiteral("archive entry \"%1\": %2").arg(name, why);
            return false;
        };
        if (archive_entry_hardlink(entry))
            return reject(QStringLiteral("hard links are not allowed"));
        const mode_t type = archive_entry_filetype(entry);
        if (type == AE_IFLNK || archive_entry_symlink(entry))
            return reject(QStringLiteral("symbolic links are not allowed"));
        if (type == AE_IFDIR) {
            if (rel.isEmpty())
                return true;
            if (!makeFolders(rel, error, name))
                return false;
            result.folders.append(rel);
            return true;
        }
        if (type != AE_IFREG)
            return reject(QStringLiteral("only regular files and folders are allowed (devices, FIFOs and sockets "
                                         "are rejected)"));
        if (rel.isEmpty())
            return reject(QStringLiteral("a file entry needs a name"));
        const qint64 maxFile = m_options.limits.maxFileBytes;
        if (archive_entry_size_is_set(entry)) {
            const qint64 declared = archive_entry_size(entry);
            if (declared < 0)
                return reject(QStringLiteral("negative size"));
            if (declared > maxFile)
                return reject(QStringLiteral("file too large (over %1 bytes)").arg(maxFile));
            if (declared > m_options.limits.maxTotalBytes - result.totalBytes) {
                *error = archiveTooLargeMessage();
                return false;
            }
        }
        const int slash = rel.lastIndexOf(QLatin1Char('/'));
        if (slash > 0 && !makeFolders(rel.left(slash), error, name))
            return false;
        const QString path = m_target + QLatin1Char('/') + rel;
        QFileInfo existing(path);
        if (existing.isSymLink() || existing.isDir())
            return reject(QStringLiteral("collides with a folder of the archive"));
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return reject(QStringLiteral("cannot write %1: %2").arg(path, out.errorString()));
        qint64 written = 0;
        char buffer[64 * 1024];
        for (;;) {
            if (cancelled()) {
                *error = QStringLiteral("extraction cancelled");
                return false;
            }
            const la_ssize_t n = archive_read_data(m_archive, buffer, sizeof buffer);
            if (n == 0)
                break;
            if (n < 0)
                return reject(QStringLiteral("damaged or truncated data: %1").arg(libarchiveError(m_archive)));
            written += n;
            if (written > maxFile)
                return reject(QStringLiteral("file too large (over %1 bytes)").arg(maxFile));
            if (result.totalBytes + written > m_options.limits.maxTotalBytes) {
                *error = archiveTooLargeMessage();
                return false;
            }
            if (out.write(buffer, n) != n)
                return reject(QStringLiteral("cannot write %1: %2").arg(path, out.errorString()));
        }
        if (!out.flush())
            return reject(QStringLiteral("cannot write %1: %2").arg(path, out.errorString()));
        out.close();
        mode_t mode = archive_entry_perm(entry) & 0777;
        if (mode == 0)
            mode = 0644;
        ::chmod(QFile::encodeName(path).constData(), mode);
        result.totalBytes += written;
        result.files.append(rel);
        return true;
    }

    // Creates target/rel folder by folder, refusing anything that is not a plain folder on the way.
    bool makeFolders(const QString &rel, QString *error, const QString &entryName)
    {
        QString path = m_target;
        const QStringList parts = rel.split(QLatin1Char('/'));
        for (const QString &part : parts) {
            path += QLatin1Char('/') + part;
            const QFileInfo info(path);
            if (info.isSymLink() || (info.exists() && !info.isDir())) {
                *error = QStringLiteral("archive entry \"%1\": collides with a file of the archive").arg(entryName);
                return false;
            }
            if (!info.exists()) {
                if (!QDir().mkdir(path)) {
                    *error = QStringLiteral("archive entry \"%1\": cannot create folder %2").arg(entryName, path);
                    return false;
                }
                ::chmod(QFile::encodeName(path).constData(), 0755);
            }
        }
        return true;
    }

    struct archive *m_archive;
    QString m_target;
    const ExtractOptions &m_options;
};

// Prepares the target: it must be missing or empty. Sets *existed.
bool prepareTarget(const QString &targetDir, bool *existed, QString *error)
{
    const QFileInfo info(targetDir);
    *existed = info.exists();
    if (*existed) {
        if (!info.isDir() || info.isSymLink()) {
            *error = QStringLiteral("extraction target %1 is not a folder").arg(targetDir);
            return false;
        }
        if (!QDir(targetDir).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)) {
            *error = QStringLiteral("extraction target %1 is not empty").arg(targetDir);
            return false;
        }
        return true;
    }
    if (!QDir().mkpath(targetDir)) {
        *error = QStringLiteral("cannot create %1").arg(targetDir);
        return false;
    }
    return true;
}

ExtractResult extractWith(struct archive *a, int openResult, const QString &targetDir, const ExtractOptions &options)
{
    ExtractResult result;
    bool existed = false;
    const QString target = QFileInfo(targetDir).absoluteFilePath();
    if (!prepareTarget(target, &existed, &result.error))
        return result;
    if (openResult != ARCHIVE_OK) {
        result.error = QStringLiteral("not a readable archive: %1").arg(libarchiveError(a));
    } else {
        result = Extraction(a, target, options).run();
    }
    if (!result.ok())
        rollback(target, existed);
    return result;
}

} // namespace

QString archiveTooLargeMessage()
{
    return QStringLiteral("skills root archive too large");
}

ExtractResult extractArchiveData(const QByteArray &data, const QString &targetDir, const ExtractOptions &options)
{
    ArchiveFormat format = options.format;
    if (format == ArchiveFormat::Unknown)
        format = archiveFormatFromMagic(data);
    if (format == ArchiveFormat::Unknown) {
        ExtractResult result;
        result.error = QStringLiteral("not a zip, tar.gz or tar archive");
        return result;
    }
    ReadArchive a = newReader(format);
    const int r = archive_read_open_memory(a.get(), data.constData(), size_t(data.size()));
    return extractWith(a.get(), r, targetDir, options);
}

ExtractResult extractArchiveFile(const QString &archivePath, const QString &targetDir, const ExtractOptions &options)
{
    ExtractResult result;
    QFile file(archivePath);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = QStringLiteral("cannot open %1: %2").arg(archivePath, file.errorString());
        return result;
    }
    ArchiveFormat format = options.format;
    if (format == ArchiveFormat::Unknown)
        format = detectArchiveFormat(QFileInfo(archivePath).fileName(), file.peek(512));
    file.close();
    if (format == ArchiveFormat::Unknown) {
        result.error = QStringLiteral("%1 is not a zip, tar.gz or tar archive").arg(archivePath);
        return result;
    }
    ReadArchive a = newReader(format);
    const int r = archive_read_open_filename(a.get(), QFile::encodeName(archivePath).constData(), size_t(64) * 1024);
    return extractWith(a.get(), r, targetDir, options);
}

} // namespace sw
