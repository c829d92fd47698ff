// Staging a skill folder into skills/<name>/: source digest, copy or link stager, out/work/inputs links,
// read-only option, and the metadata entry that lets an unchanged skill skip the copy.
#include "workspace/workspace.h"
#include "workspace/workspacefs.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QMutexLocker>

namespace sw {

namespace {
const QStringList kLinkNames = { QStringLiteral("out"), QStringLiteral("work"), QStringLiteral("inputs") };
const QStringList kLinkTargets
    = { QStringLiteral("../../out"), QStringLiteral("../../work"), QStringLiteral("../../work/inputs") };
constexpr QDir::Filters kAll = QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System;

// A plain streaming copy that keeps the permission bits (QFile::copy goes through a temporary file and is
// several times slower for many small files).
bool copyFile(const QFileInfo &from, const QString &to)
{
    QFile in(from.absoluteFilePath());
    QFile out(to);
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    char buffer[64 * 1024];
    for (qint64 n; (n = in.read(buffer, sizeof buffer)) > 0;) {
        if (out.write(buffer, n) != n)
            return false;
    }
    out.close();
    return out.error() == QFileDevice::NoError && QFile::setPermissions(to, from.permissions());
}

bool copyTree(const QString &from, const QString &to, QString *error)
{
    if (!QDir().mkpath(to)) {
        *error = QStringLiteral("cannot create %1").arg(to);
        return false;
    }
    QFile::setPermissions(to, QFileInfo(from).permissions() | QFile::WriteOwner | QFile::ExeOwner);
    const QFileInfoList entries = QDir(from).entryInfoList(kAll, QDir::Name);
    for (const QFileInfo &entry : entries) {
        const QString target = to + u'/' + entry.fileName();
        if (entry.isSymLink()) {
            if (!QFile::link(entry.symLinkTarget(), target)) {
                *error = QStringLiteral("cannot recreate the link %1").arg(target);
                return false;
            }
        } else if (entry.isDir()) {
            if (!copyTree(entry.absoluteFilePath(), target, error))
                return false;
        } else if (!copyFile(entry, target)) {
            *error = QStringLiteral("cannot copy %1 to %2").arg(entry.absoluteFilePath(), target);
            return false;
        }
    }
    return true;
}

bool linkTree(const QString &from, const QString &to, QString *error)
{
    if (!QDir().mkpath(to)) {
        *error = QStringLiteral("cannot create %1").arg(to);
        return false;
    }
    for (const QFileInfo &entry : QDir(from).entryInfoList(kAll, QDir::Name)) {
        if (kLinkNames.contains(entry.fileName()))
            continue;
        if (!QFile::link(entry.absoluteFilePath(), to + u'/' + entry.fileName())) {
            *error = QStringLiteral("cannot link %1").arg(entry.absoluteFilePath());
            return false;
        }
    }
    return true;
}

bool linksPresent(const QString &skillDir)
{
    for (int i = 0; i < kLinkNames.size(); ++i) {
        const QFileInfo link(skillDir + u'/' + kLinkNames[i]);
        if (!link.isSymLink()
            || link.symLinkTarget() != QFileInfo(skillDir + u'/' + kLinkTargets[i]).absoluteFilePath())
            return false;
    }
    return true;
}

void removePath(const QString &path)
{
    const QFileInfo info(path);
    if (info.isSymLink() || info.isFile())
        QFile::remove(path);
    else if (info.isDir()) {
        makeTreeWritable(path);
        QDir(path).removeRecursively();
    }
}

bool createLinks(const QString &skillDir, QString *error)
{
    for (int i = 0; i < kLinkNames.size(); ++i) {
        const QString link = skillDir + u'/' + kLinkNames[i];
        removePath(link);
        if (!QFile::link(kLinkTargets[i], link)) {
            *error = QStringLiteral("cannot create the link %1").arg(link);
            return false;
        }
    }
    return true;
}
} // namespace

void makeTreeWritable(const QString &path)
{
    const QFileInfo root(path);
    if (!root.exists() || root.isSymLink())
        return;
    QFile::setPermissions(path, root.permissions() | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOwner);
    if (!root.isDir())
        return;
    for (const QFileInfo &entry : QDir(path).entryInfoList(kAll)) {
        if (entry.isSymLink())
            continue;
        if (entry.isDir())
            makeTreeWritable(entry.absoluteFilePath());
        else
            QFile::setPermissions(entry.absoluteFilePath(), entry.permissions() | QFile::WriteOwner);
    }
}

void makeTreeReadOnly(const QString &path)
{
    constexpr auto kWrite = QFile::WriteOwner | QFile::WriteUser | QFile::WriteGroup | QFile::WriteOther;
    const QFileInfo root(path);
    if (!root.exists() || root.isSymLink())
        return;
    if (root.isDir()) {
        for (const QFileInfo &entry : QDir(path).entryInfoList(kAll)) {
            if (!entry.isSymLink())
                makeTreeReadOnly(entry.absoluteFilePath());
        }
    }
    QFile::setPermissions(path, root.permissions() & ~kWrite);
}

QString skillTreeDigest(const QString &folder)
{
    const QDir base(folder);
    if (!base.exists())
        return {};
    QStringList files;
    QDirIterator it(
        folder, QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        files.append(base.relativeFilePath(it.filePath()));
    }
    files.sort();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    QByteArray buffer(qsizetype(64) * 1024, Qt::Uninitialized);
    for (const QString &rel : files) {
        hash.addData(rel.toUtf8());
        hash.addData(QByteArrayView("\0", 1));
        QFile f(base.filePath(rel));
        if (f.open(QIODevice::ReadOnly)) {
            for (qint64 n; (n = f.read(buffer.data(), buffer.size())) > 0;)
                hash.addData(QByteArrayView(buffer.constData(), n));
        }
        hash.addData(QByteArrayView("\0", 1));
    }
    return QString::fromLatin1(hash.result().toHex());
}

StageResult Workspace::stageSkill(
    const QString &name, const QString &sourceFolder, StagerKind stager, bool readOnly) const
{
    // One staging at a time in this process: two runs of the same skill must not copy over each other.
    static QMutex stagingMutex;
    QMutexLocker stagingLock(&stagingMutex);
    StageResult result;
    result.path = skillDir(name);
    if (name.isEmpty() || name.contains(u'/') || name == QLatin1String(".") || name == QLatin1String("..")) {
        result.error = QStringLiteral("invalid skill name \"%1\"").arg(name);
        return result;
    }
    const QFileInfo source(sourceFolder);
    if (!source.isDir()) {
        result.error = QStringLiteral("skill folder %1 does not exist").arg(sourceFolder);
        return result;
    }
    result.digest = skillTreeDigest(source.absoluteFilePath());
    const QJsonObject previous
        = readMetadataFile(metadataPath()).value(QStringLiteral("skills")).toObject().value(name).toObject();
    const bool mounted = stager == StagerKind::Link;
    if (previous.value(QStringLiteral("digest")).toString() == result.digest
        && previous.value(QStringLiteral("mounted")).toBool() == mounted && QFileInfo(result.path).isDir()
        && linksPresent(result.path)) {
        result.ok = true;
        touchThrottled(root());
        return result;
    }
    removePath(result.path);
    QString error;
    const bool staged = stager == StagerKind::Link ? linkTree(source.absoluteFilePath(), result.path, &error)
                                                   : copyTree(source.absoluteFilePath(), result.path, &error);
    if (staged) {
        for (const QString &linkName : kLinkNames)
            removePath(result.path + u'/' + linkName);
    }
    if (!staged || !createLinks(result.path, &error)) {
        result.error = error;
        return result;
    }
    if (readOnly)
        makeTreeReadOnly(result.path);
    const QString stagedAt = nowStamp();
    const bool written = updateMetadata(
        root(),
        [&](QJsonObject &m) {
            QJsonObject skills = m.value(QStringLiteral("skills")).toObject();
            skills.insert(name,
                QJsonObject { { QStringLiteral("name"), name },
                    { QStringLiteral("rel_path"), QStringLiteral("skills/") + name },
                    { QStringLiteral("digest"), result.digest }, { QStringLiteral("mounted"), mounted },
                    { QStringLiteral("staged_at"), stagedAt } });
            m.insert(QStringLiteral("skills"), skills);
        },
        &error);
    if (!written) {
        result.error = error;
        return result;
    }
    result.ok = true;
    result.restaged = true;
    return result;
}

} // namespace sw
