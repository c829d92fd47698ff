// Format detection and the entry-path rules of PROTOCOL.md 2.1.
#include "archive/archiveformat.h"

#include <QStringList>

namespace sw {

ArchiveFormat archiveFormatFromName(const QString &fileName)
{
    const QString name = fileName.toLower();
    if (name.endsWith(QLatin1String(".zip")) || name.endsWith(QLatin1String(".skill")))
        return ArchiveFormat::Zip;
    if (name.endsWith(QLatin1String(".tar.gz")) || name.endsWith(QLatin1String(".tgz")))
        return ArchiveFormat::TarGz;
    if (name.endsWith(QLatin1String(".tar")))
        return ArchiveFormat::Tar;
    return ArchiveFormat::Unknown;
}

ArchiveFormat archiveFormatFromMagic(QByteArrayView head)
{
    if (head.size() >= 4 && head.first(4) == QByteArrayView("PK\x03\x04", 4))
        return ArchiveFormat::Zip;
    if (head.size() >= 2 && static_cast<unsigned char>(head[0]) == 0x1f && static_cast<unsigned char>(head[1]) == 0x8b)
        return ArchiveFormat::TarGz;
    if (head.size() >= 262 && head.sliced(257, 5) == QByteArrayView("ustar"))
        return ArchiveFormat::Tar;
    return ArchiveFormat::Unknown;
}

ArchiveFormat detectArchiveFormat(const QString &fileName, QByteArrayView head)
{
    const ArchiveFormat byName = archiveFormatFromName(fileName);
    return byName != ArchiveFormat::Unknown ? byName : archiveFormatFromMagic(head);
}

QString archiveFormatName(ArchiveFormat format)
{
    switch (format) {
    case ArchiveFormat::Zip:
        return QStringLiteral("zip");
    case ArchiveFormat::TarGz:
        return QStringLiteral("tar.gz");
    case ArchiveFormat::Tar:
        return QStringLiteral("tar");
    case ArchiveFormat::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString cleanArchiveEntryPath(const QString &entryName, QString *error)
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error = QStringLiteral("archive entry \"%1\": %2").arg(entryName, why);
        return QString();
    };
    if (error)
        error->clear();
    QString name = entryName;
    name.replace(QLatin1Char('\\'), QLatin1Char('/'));
    if (name.startsWith(QLatin1Char('/')))
        return fail(QStringLiteral("absolute paths are not allowed"));
    if (name.contains(QLatin1Char(':')))
        return fail(QStringLiteral("drive letters and ':' are not allowed"));
    if (name.contains(QChar(0)))
        return fail(QStringLiteral("NUL characters are not allowed"));
    QStringList kept;
    const QStringList parts = name.split(QLatin1Char('/'));
    for (const QString &part : parts) {
        if (part.isEmpty() || part == QLatin1String("."))
            continue;
        if (part == QLatin1String(".."))
            return fail(QStringLiteral("'..' would leave the target folder"));
        kept.append(part);
    }
    return kept.join(QLatin1Char('/'));
}

} // namespace sw
