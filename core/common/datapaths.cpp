#include "common/datapaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace sw {

QString dataKindFolder(DataKind kind)
{
    switch (kind) {
    case DataKind::Skills:
        return QStringLiteral("skills");
    case DataKind::Profiles:
        return QStringLiteral("profiles");
    case DataKind::Dialects:
        return QStringLiteral("dialects");
    case DataKind::Scenarios:
        return QStringLiteral("scenarios");
    case DataKind::Templates:
        return QStringLiteral("templates");
    case DataKind::Tokenizers:
        return QStringLiteral("tokenizers");
    }
    return {};
}

static QString sourceTreeFolder(DataKind kind)
{
    const QString source = QStringLiteral(SW_SOURCE_TREE);
    switch (kind) {
    case DataKind::Skills:
        return source + QStringLiteral("/skills");
    case DataKind::Tokenizers:
        return QStringLiteral(SW_TOKENIZER_DATA_TREE);
    default:
        return source + QStringLiteral("/resources/") + dataKindFolder(kind);
    }
}

QStringList dataDirectoryCandidates(DataKind kind)
{
    QStringList candidates;
    const QString folder = dataKindFolder(kind);
    const QString env = qEnvironmentVariable("SW_DATA_DIR");
    if (!env.isEmpty())
        candidates << QDir(env).filePath(folder);
    if (QCoreApplication::instance()) {
        const QString appDir = QCoreApplication::applicationDirPath();
        candidates << QDir::cleanPath(appDir + QStringLiteral("/../share/skill-workbench/") + folder);
    }
    candidates << QDir::cleanPath(sourceTreeFolder(kind));
    return candidates;
}

QString dataDirectory(DataKind kind)
{
    for (const QString &candidate : dataDirectoryCandidates(kind)) {
        if (QFileInfo(candidate).isDir())
            return candidate;
    }
    return {};
}

QString userDataDirectory(const QString &folder)
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/skill-workbench/")
        + folder;
}

} // namespace sw
