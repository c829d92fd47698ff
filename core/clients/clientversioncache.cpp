// The versions of the installed clients, kept per unchanged program (clientversioncache.h).
#include "clientversioncache.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QSaveFile>
#include <QStandardPaths>

namespace sw {

namespace {
// The resolved program and what identifies its current contents; an empty path when it is not inside an npm package.
struct ProgramStamp
{
    QString path;
    QString stamp;
};

QString fileStamp(const QFileInfo &info)
{
    return QStringLiteral("%1:%2:%3")
        .arg(info.size())
        .arg(info.lastModified().toMSecsSinceEpoch())
        .arg(info.metadataChangeTime().toMSecsSinceEpoch());
}

ProgramStamp stampOf(const QString &program)
{
    const QString resolved = QFileInfo(program).canonicalFilePath();
    if (resolved.isEmpty())
        return {};
    // The package's own folder: the nearest folder above with a package.json, below a node_modules folder.
    QDir dir = QFileInfo(resolved).dir();
    for (int depth = 0; depth < 4; ++depth) {
        const QFileInfo manifest(dir.filePath(QStringLiteral("package.json")));
        if (manifest.isFile()) {
            if (!dir.absolutePath().contains(QStringLiteral("/node_modules/")))
                return {};
            return { resolved, fileStamp(QFileInfo(resolved)) + QLatin1Char('|') + fileStamp(manifest) };
        }
        if (!dir.cdUp())
            break;
    }
    return {};
}

struct Store
{
    QMutex mutex;
    bool loaded = false;
    QJsonObject entries; // resolved path -> {"stamp", "version"}
};

Store &store()
{
    static Store s;
    return s;
}

// The cache holds a line per installed client; anything larger is not ours.
constexpr qint64 kMaxCacheFileBytes = qint64(1024) * 1024;

QJsonObject readFile()
{
    QFile file(clientVersionCacheFile());
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxCacheFileBytes)
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

void loadLocked(Store &s)
{
    if (!s.loaded) {
        s.entries = readFile();
        s.loaded = true;
    }
}
} // namespace

QString clientVersionCacheFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)
        + QStringLiteral("/skill-workbench/client-versions.json");
}

QString cachedClientVersion(const QString &program)
{
    const ProgramStamp key = stampOf(program);
    if (key.path.isEmpty())
        return {};
    Store &s = store();
    QMutexLocker lock(&s.mutex);
    loadLocked(s);
    const QJsonObject entry = s.entries.value(key.path).toObject();
    if (entry.value(QStringLiteral("stamp")).toString() != key.stamp)
        return {};
    return entry.value(QStringLiteral("version")).toString();
}

void storeClientVersion(const QString &program, const QString &version)
{
    const ProgramStamp key = stampOf(program);
    if (key.path.isEmpty() || version.isEmpty())
        return;
    Store &s = store();
    QMutexLocker lock(&s.mutex);
    // Another process may have kept other clients since this one read the file: merge, this entry last.
    s.entries = readFile();
    s.loaded = true;
    for (const QString &path : s.entries.keys()) {
        if (!QFileInfo::exists(path))
            s.entries.remove(path); // an uninstalled client
    }
    s.entries.insert(
        key.path, QJsonObject { { QStringLiteral("stamp"), key.stamp }, { QStringLiteral("version"), version } });
    const QString path = clientVersionCacheFile();
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return;
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(QJsonDocument(s.entries).toJson(QJsonDocument::Indented));
    file.commit(); // a cache: a failed write only means the next run asks the client again
}

} // namespace sw
