// Workspace layout, metadata.json (atomic, serialised process-wide), run folders, listing and cleanup.
#include "workspace/workspace.h"

#include "workspace/workspacefs.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMutex>
#include <QMutexLocker>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

namespace sw {

namespace {
const QString kMetadata = QStringLiteral("metadata.json");
constexpr int kMaxRecords = 100;

QString sanitizeSession(const QString &session)
{
    QString s;
    for (const QChar c : session)
        s.append(c.isLetterOrNumber() || c == u'-' ? c : QChar(u'-'));
    return s.isEmpty() ? QStringLiteral("session") : s;
}

QJsonArray trimmed(QJsonArray array)
{
    while (array.size() > kMaxRecords)
        array.removeFirst();
    return array;
}
} // namespace

QString nowStamp()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QMutex &metadataMutex()
{
    static QMutex mutex;
    return mutex;
}

QJsonObject readMetadataFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

bool writeMetadataFile(const QString &path, const QJsonObject &metadata, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    f.write(QJsonDocument(metadata).toJson(QJsonDocument::Indented));
    if (!f.commit()) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

bool updateMetadata(const QString &root, const std::function<void(QJsonObject &)> &change, QString *error)
{
    QMutexLocker lock(&metadataMutex());
    const QString path = root + u'/' + kMetadata;
    QJsonObject m = readMetadataFile(path);
    if (m.isEmpty()) {
        m.insert(QStringLiteral("version"), 1);
        m.insert(QStringLiteral("created_at"), nowStamp());
        m.insert(QStringLiteral("skills"), QJsonObject());
        m.insert(QStringLiteral("inputs"), QJsonArray());
        m.insert(QStringLiteral("outputs"), QJsonArray());
    }
    change(m);
    const QString now = nowStamp();
    m.insert(QStringLiteral("updated_at"), now);
    m.insert(QStringLiteral("last_access"), now);
    return writeMetadataFile(path, m, error);
}

QString defaultWorkRoot()
{
    QString base = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (base.isEmpty()) {
        // No cache folder (no HOME): a folder of this user's own under the temporary folder, readable by nobody else,
        // never a name any user of the machine shares.
        base = QDir::tempPath()
            + QStringLiteral("/skill-workbench-%1").arg(qEnvironmentVariable("USER", QStringLiteral("user")));
        if (QDir().mkpath(base))
            QFile::setPermissions(base, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }
    return base + QStringLiteral("/workspaces");
}

std::optional<Workspace> Workspace::create(const QString &workRoot, const QString &session, QString *error)
{
    if (!QDir().mkpath(workRoot)) {
        if (error)
            *error = QStringLiteral("cannot create the work root %1").arg(workRoot);
        return std::nullopt;
    }
    const QString base = QStringLiteral("ws_%1_%2")
                             .arg(sanitizeSession(session),
                                 QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddTHHmmss.zzz")));
    QDir rootDir(QFileInfo(workRoot).absoluteFilePath());
    QString name = base;
    for (int i = 2; rootDir.exists(name); ++i)
        name = base + u'_' + QString::number(i);
    if (!rootDir.mkdir(name)) {
        if (error)
            *error = QStringLiteral("cannot create the workspace %1").arg(rootDir.filePath(name));
        return std::nullopt;
    }
    const QString root = QFileInfo(rootDir.filePath(name)).canonicalFilePath();
    Workspace ws(root);
    for (const QString &dir : { ws.skillsDir(), ws.inputsDir(), ws.outputDir(), ws.runsDir() }) {
        if (!QDir().mkpath(dir)) {
            if (error)
                *error = QStringLiteral("cannot create %1").arg(dir);
            return std::nullopt;
        }
    }
    QString writeError;
    if (!updateMetadata(
            root, [](QJsonObject &) {}, &writeError)) {
        if (error)
            *error = writeError;
        return std::nullopt;
    }
    return ws;
}

std::optional<Workspace> Workspace::open(const QString &path, QString *error)
{
    const QFileInfo info(path);
    if (!info.isDir() || !QFileInfo::exists(path + u'/' + kMetadata)) {
        if (error)
            *error = QStringLiteral("%1 is not a workspace (no metadata.json)").arg(path);
        return std::nullopt;
    }
    Workspace ws(info.canonicalFilePath());
    for (const QString &dir : { ws.skillsDir(), ws.inputsDir(), ws.outputDir(), ws.runsDir() })
        QDir().mkpath(dir);
    ws.touch();
    return ws;
}

bool Workspace::exists() const
{
    return isValid() && QFileInfo(m_root).isDir();
}

bool Workspace::recreate(QString *error) const
{
    if (!isValid()) {
        if (error)
            *error = QStringLiteral("no workspace");
        return false;
    }
    for (const QString &dir : { skillsDir(), inputsDir(), outputDir(), runsDir() }) {
        if (!QDir().mkpath(dir)) {
            if (error)
                *error = QStringLiteral("cannot create %1").arg(dir);
            return false;
        }
    }
    {
        QMutexLocker lock(&metadataMutex());
        QFile::remove(metadataPath()); // whatever is left of it describes staging that is gone
    }
    return updateMetadata(
        m_root, [](QJsonObject &) {}, error);
}

QList<WorkspaceInfo> Workspace::list(const QString &workRoot)
{
    QList<WorkspaceInfo> result;
    const QDir dir(workRoot);
    static const QRegularExpression pattern(QStringLiteral("^ws_(.*)_\\d{8}T\\d{6}\\.\\d{3}(_\\d+)?$"));
    for (const QFileInfo &entry : dir.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const auto match = pattern.match(entry.fileName());
        if (!match.hasMatch())
            continue;
        const QJsonObject m = readMetadataFile(entry.absoluteFilePath() + u'/' + kMetadata);
        if (m.isEmpty())
            continue;
        WorkspaceInfo info;
        info.path = entry.absoluteFilePath();
        info.session = match.captured(1);
        info.createdAt = QDateTime::fromString(m.value(QStringLiteral("created_at")).toString(), Qt::ISODateWithMs);
        info.lastAccess = QDateTime::fromString(m.value(QStringLiteral("last_access")).toString(), Qt::ISODateWithMs);
        info.skills = m.value(QStringLiteral("skills")).toObject().keys();
        result.append(info);
    }
    std::sort(result.begin(), result.end(),
        [](const WorkspaceInfo &a, const WorkspaceInfo &b) { return a.createdAt > b.createdAt; });
    return result;
}

QStringList Workspace::cleanup(const QString &workRoot, const QDateTime &olderThan)
{
    QStringList removed;
    for (const WorkspaceInfo &info : list(workRoot)) {
        if (info.lastAccess.isValid() && info.lastAccess >= olderThan)
            continue;
        makeTreeWritable(info.path);
        if (QDir(info.path).removeRecursively())
            removed.append(info.path);
    }
    return removed;
}

QString Workspace::skillsDir() const
{
    return m_root + QStringLiteral("/skills");
}
QString Workspace::workDir() const
{
    return m_root + QStringLiteral("/work");
}
QString Workspace::inputsDir() const
{
    return m_root + QStringLiteral("/work/inputs");
}
QString Workspace::outputDir() const
{
    return m_root + QStringLiteral("/out");
}
QString Workspace::runsDir() const
{
    return m_root + QStringLiteral("/runs");
}
QString Workspace::metadataPath() const
{
    return m_root + u'/' + kMetadata;
}
QString Workspace::skillDir(const QString &skillName) const
{
    return skillsDir() + u'/' + skillName;
}

QString Workspace::createRunDir(QString *error) const
{
    const QString base
        = QStringLiteral("run_") + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddTHHmmss.zzz"));
    QDir runs(runsDir());
    runs.mkpath(QStringLiteral("."));
    // Runs prepared at the same millisecond on different threads: mkdir itself is the test for a free name
    // (checking exists() first let two runs pick the same name, and the second one failed).
    QString name = base;
    for (int i = 2; !runs.mkdir(name); ++i) {
        if (!runs.exists(name) || i > 1000) {
            if (error)
                *error = QStringLiteral("cannot create the run folder %1").arg(runs.filePath(name));
            return {};
        }
        name = base + u'_' + QString::number(i);
    }
    return runs.filePath(name);
}

QStringList Workspace::stageInputs(const QStringList &files, QString *error) const
{
    QStringList staged;
    QJsonArray records;
    QDir().mkpath(inputsDir());
    for (const QString &file : files) {
        const QFileInfo info(file);
        const QString target = inputsDir() + u'/' + info.fileName();
        if (!info.isFile()) {
            if (error)
                *error = QStringLiteral("input %1 is not a readable file").arg(file);
            return {};
        }
        QFile::remove(target);
        if (!QFile::copy(info.absoluteFilePath(), target)) {
            if (error)
                *error = QStringLiteral("cannot copy input %1 to %2").arg(file, target);
            return {};
        }
        staged.append(target);
        records.append(QJsonObject { { QStringLiteral("from"), info.absoluteFilePath() },
            { QStringLiteral("to"), QStringLiteral("work/inputs/") + info.fileName() },
            { QStringLiteral("mode"), QStringLiteral("copy") }, { QStringLiteral("timestamp"), nowStamp() } });
    }
    if (!records.isEmpty()) {
        updateMetadata(
            m_root,
            [&](QJsonObject &m) {
                QJsonArray inputs = m.value(QStringLiteral("inputs")).toArray();
                for (const auto &r : records)
                    inputs.append(r);
                m.insert(QStringLiteral("inputs"), trimmed(inputs));
            },
            error);
    }
    return staged;
}

void Workspace::recordOutputs(const QStringList &names) const
{
    if (names.isEmpty()) {
        touchThrottled(m_root);
        return;
    }
    updateMetadata(
        m_root,
        [&](QJsonObject &m) {
            QJsonArray outputs = m.value(QStringLiteral("outputs")).toArray();
            outputs.append(QJsonObject { { QStringLiteral("files"), QJsonArray::fromStringList(names) },
                { QStringLiteral("timestamp"), nowStamp() } });
            m.insert(QStringLiteral("outputs"), trimmed(outputs));
        },
        nullptr);
}

void touchThrottled(const QString &root)
{
    static QMutex mutex;
    static QHash<QString, QDateTime> lastTouch;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    {
        QMutexLocker lock(&mutex);
        const auto it = lastTouch.constFind(root);
        if (it != lastTouch.cend() && it->secsTo(now) < 30)
            return;
        lastTouch.insert(root, now);
    }
    updateMetadata(
        root, [](QJsonObject &) {}, nullptr);
}

void Workspace::touch() const
{
    updateMetadata(
        m_root, [](QJsonObject &) {}, nullptr);
}

QJsonObject Workspace::metadata() const
{
    QMutexLocker lock(&metadataMutex());
    return readMetadataFile(metadataPath());
}

bool Workspace::remove() const
{
    if (m_root.isEmpty())
        return false;
    makeTreeWritable(m_root);
    return QDir(m_root).removeRecursively();
}

} // namespace sw
