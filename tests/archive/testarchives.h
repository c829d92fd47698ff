#pragma once
// Test helper: builds archives in memory with libarchive (including hostile entries a real tool would refuse
// to write), so every test makes its own fixtures.
#include <QByteArray>
#include <QList>
#include <QString>

#include <archive.h>
#include <archive_entry.h>

namespace sw::test {

struct TestEntry
{
    enum class Type { File, Folder, Symlink, Hardlink, CharDevice, Fifo };
    TestEntry(const QString &name_, const QByteArray &data_ = {}, Type type_ = Type::File, int perm_ = 0644,
        const QString &link_ = {})
        : name(name_)
        , data(data_)
        , type(type_)
        , perm(perm_)
        , link(link_)
    { }
    QString name;
    QByteArray data;
    Type type = Type::File;
    int perm = 0644;
    QString link; // symlink/hardlink target
    qint64 zeros = 0; // File: append this many zero bytes after data (for bombs)
};

enum class TestFormat { Zip, TarGz, Tar };

inline la_ssize_t appendToByteArray(struct archive *, void *client, const void *buffer, size_t length)
{
    static_cast<QByteArray *>(client)->append(static_cast<const char *>(buffer), qsizetype(length));
    return la_ssize_t(length);
}

inline QByteArray buildArchive(TestFormat format, const QList<TestEntry> &entries)
{
    QByteArray bytes;
    struct archive *a = archive_write_new();
    if (format == TestFormat::Zip) {
        archive_write_set_format_zip(a);
        archive_write_zip_set_compression_deflate(a);
    } else {
        archive_write_set_format_pax_restricted(a);
        if (format == TestFormat::TarGz)
            archive_write_add_filter_gzip(a);
    }
    archive_write_set_bytes_in_last_block(a, 1);
    archive_write_open(a, &bytes, nullptr, appendToByteArray, nullptr);
    for (const TestEntry &e : entries) {
        struct archive_entry *entry = archive_entry_new();
        archive_entry_set_pathname(entry, e.name.toUtf8().constData());
        archive_entry_set_perm(entry, e.perm);
        archive_entry_set_mtime(entry, 1700000000, 0);
        qint64 size = 0;
        switch (e.type) {
        case TestEntry::Type::File:
            archive_entry_set_filetype(entry, AE_IFREG);
            size = e.data.size() + e.zeros;
            break;
        case TestEntry::Type::Folder:
            archive_entry_set_filetype(entry, AE_IFDIR);
            break;
        case TestEntry::Type::Symlink:
            archive_entry_set_filetype(entry, AE_IFLNK);
            archive_entry_set_symlink(entry, e.link.toUtf8().constData());
            break;
        case TestEntry::Type::Hardlink:
            archive_entry_set_filetype(entry, AE_IFREG);
            archive_entry_set_hardlink(entry, e.link.toUtf8().constData());
            break;
        case TestEntry::Type::CharDevice:
            archive_entry_set_filetype(entry, AE_IFCHR);
            archive_entry_set_rdev(entry, 0x0103);
            break;
        case TestEntry::Type::Fifo:
            archive_entry_set_filetype(entry, AE_IFIFO);
            break;
        }
        archive_entry_set_size(entry, size);
        archive_write_header(a, entry);
        if (e.type == TestEntry::Type::File) {
            if (!e.data.isEmpty())
                archive_write_data(a, e.data.constData(), size_t(e.data.size()));
            const QByteArray zeros(1024 * 1024, '\0');
            for (qint64 left = e.zeros; left > 0; left -= zeros.size())
                archive_write_data(a, zeros.constData(), size_t(qMin<qint64>(left, zeros.size())));
        }
        archive_entry_free(entry);
    }
    archive_write_close(a);
    archive_write_free(a);
    return bytes;
}

inline QByteArray skillMd(const QString &name, const QString &description)
{
    return QStringLiteral("---\nname: %1\ndescription: %2\n---\n# %1\n\nBody.\n").arg(name, description).toUtf8();
}

} // namespace sw::test
