// FileSession: disk I/O, change watching and recovery copies of one file.
#include "filesession.h"

#include "settings/systemerrortext.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QHash>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QTimer>

#include <cerrno>
#include <cstring>
#include <memory>

namespace sw::ui {

namespace {
// Each running instance holds <recovery folder>/<pid>.lock while it may write copies there; its copies are named
// <hash of the path>-<pid>.recovery. A copy whose owner still holds its lock belongs to a live instance.
QString ownInstance()
{
    return QString::number(QCoreApplication::applicationPid());
}

QString lockPathFor(const QString &directory, const QString &instance)
{
    return directory + QLatin1Char('/') + instance + QStringLiteral(".lock");
}

void holdInstanceLock(const QString &directory)
{
    static QHash<QString, std::shared_ptr<QLockFile>> held; // folder -> this process's lock there (GUI thread only)
    if (held.contains(directory))
        return;
    auto lock = std::make_shared<QLockFile>(lockPathFor(directory, ownInstance()));
    lock->setStaleLockTime(0); // stale only when its process is gone, however long the instance runs
    if (lock->tryLock(0))
        held.insert(directory, lock);
}

// The instance that wrote a copy ("" for copies of older versions, named without one).
QString ownerOf(const QString &fileName)
{
    const QString stem = fileName.chopped(int(qstrlen(".recovery")));
    const qsizetype dash = stem.lastIndexOf(QLatin1Char('-'));
    return dash < 0 ? QString() : stem.mid(dash + 1);
}

bool isLiveOtherInstance(const QString &directory, const QString &instance)
{
    if (instance.isEmpty() || instance == ownInstance())
        return false;
    if (!QFileInfo::exists(lockPathFor(directory, instance)))
        return false;
    QLockFile probe(lockPathFor(directory, instance));
    probe.setStaleLockTime(0);
    if (probe.tryLock(0)) { // its process is gone: the lock was stale
        probe.unlock();
        return false;
    }
    return probe.error() == QLockFile::LockFailedError;
}
} // namespace

FileSession::FileSession(const QString &path, QObject *parent)
    : QObject(parent)
    , m_path(path)
    , m_watcher(new QFileSystemWatcher(this))
{
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &FileSession::onFileChanged);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, &FileSession::onFolderChanged);
}

void FileSession::setRemoved(bool removed)
{
    m_removed = removed;
    const QString folder = QFileInfo(m_path).absolutePath();
    if (removed && QFileInfo(folder).isDir())
        m_watcher->addPath(folder);
    else if (!removed && !m_watcher->directories().isEmpty())
        m_watcher->removePaths(m_watcher->directories());
}

void FileSession::onFolderChanged()
{
    if (!m_removed || !QFileInfo::exists(m_path))
        return;
    setRemoved(false);
    watch();
    QFile file(m_path);
    if (file.open(QIODevice::ReadOnly)) {
        const QByteArray bytes = file.readAll();
        if (bytes != m_diskBytes) {
            m_diskBytes = bytes;
            emit changedOnDisk(bytes);
        }
    }
    emit restoredOnDisk();
}

void FileSession::setPath(const QString &path)
{
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    clearRecovery();
    setRemoved(false);
    m_path = path;
    watch();
}

void FileSession::watch()
{
    if (QFileInfo::exists(m_path) && !m_watcher->files().contains(m_path))
        m_watcher->addPath(m_path);
}

bool FileSession::load(QByteArray *bytes, QString *error)
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error
                = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(m_path), systemErrorText(file.errorString()));
        return false;
    }
    m_diskBytes = file.readAll();
    *bytes = m_diskBytes;
    watch();
    return true;
}

namespace {

// The folder a file is saved into, as the user sees it.
QString nativeFolderOf(const QString &path)
{
    return QDir::toNativeSeparators(QFileInfo(path).absolutePath());
}

} // namespace

QString FileSession::saveErrorMessage(const QString &path, int error, const QString &detail)
{
    const QString file = QDir::toNativeSeparators(path);
    switch (error) {
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
        return tr("The disk is full: %1 could not be saved. Free some space on the disk of %2 and save again; "
                  "your edits are still in the editor.")
            .arg(file, nativeFolderOf(path));
    case EFBIG:
        return tr("The file is too large for this disk or for the file size limit: %1 could not be saved. "
                  "Your edits are still in the editor.")
            .arg(file);
    case EROFS:
    case EACCES:
    case EPERM:
        return tr("The folder is read-only: %1 could not be saved. Change the permissions of %2 or copy the skill "
                  "to a folder you can write; your edits are still in the editor.")
            .arg(file, nativeFolderOf(path));
    case ENOENT:
    case ENOTDIR:
        return tr("The folder no longer exists: %1 could not be saved because %2 was removed or renamed. "
                  "Your edits are still in the editor.")
            .arg(file, nativeFolderOf(path));
    default:
        break;
    }
    const QString cause = systemErrorText(detail.isEmpty() ? QString::fromLocal8Bit(std::strerror(error)) : detail);
    return tr("Cannot save %1: %2").arg(file, cause);
}

bool FileSession::save(const QByteArray &bytes, QString *error)
{
    // Unbuffered: each write reaches the file system at once, so a failure carries its errno here rather than in
    // a flush inside commit(), where QSaveFile reports only "Unknown error".
    QSaveFile file(m_path);
    int failure = 0;
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        failure = errno;
        const QFileInfo folder(QFileInfo(m_path).absolutePath());
        if (!folder.exists())
            failure = ENOENT;
        else if (!folder.isWritable())
            failure = EACCES;
    } else if (file.write(bytes) != bytes.size()) {
        failure = errno;
    } else if (!file.commit()) {
        failure = errno;
    } else {
        failure = -1; // saved
    }
    if (failure != -1) {
        // The errno may have been overwritten by clean-up; a full disk is also recognised by its free space.
        const QStorageInfo storage(QFileInfo(m_path).absolutePath());
        if ((failure == 0 || failure == EIO) && storage.isValid() && storage.bytesAvailable() < bytes.size())
            failure = ENOSPC;
        if (error)
            *error = saveErrorMessage(m_path, failure, failure == 0 ? file.errorString() : QString());
        return false;
    }
    m_diskBytes = bytes;
    clearRecovery();
    if (m_removed)
        setRemoved(false); // saved again: recreated
    // The rename replaced the inode: watch the new file.
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    watch();
    return true;
}

void FileSession::onFileChanged()
{
    // Editors that save by rename make the file disappear for a moment: look again shortly after.
    QTimer::singleShot(50, this, [this] {
        watch();
        QFile file(m_path);
        if (!file.exists()) {
            if (!m_removed) {
                setRemoved(true);
                emit removedFromDisk();
            }
            return;
        }
        if (!file.open(QIODevice::ReadOnly))
            return;
        const QByteArray bytes = file.readAll();
        if (bytes == m_diskBytes)
            return;
        m_diskBytes = bytes;
        emit changedOnDisk(bytes);
    });
}

QString FileSession::recoveryDirectory()
{
    const QString fromEnvironment = qEnvironmentVariable("SW_RECOVERY_DIR");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QString FileSession::recoveryFile() const
{
    const QByteArray hash = QCryptographicHash::hash(m_path.toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
    return recoveryDirectory() + QLatin1Char('/') + QString::fromLatin1(hash) + QLatin1Char('-') + ownInstance()
        + QStringLiteral(".recovery");
}

void FileSession::writeRecovery(const QByteArray &content)
{
    QDir().mkpath(recoveryDirectory());
    holdInstanceLock(recoveryDirectory());
    QSaveFile file(recoveryFile());
    if (!file.open(QIODevice::WriteOnly))
        return;
    // First line: the original path; then the unsaved content.
    file.write(m_path.toUtf8() + '\n');
    file.write(content);
    file.commit();
}

void FileSession::clearRecovery()
{
    QFile::remove(recoveryFile());
}

QList<RecoveryEntry> FileSession::pendingRecoveries()
{
    QList<RecoveryEntry> entries;
    const QDir dir(recoveryDirectory());
    const QStringList files = dir.entryList({ QStringLiteral("*.recovery") }, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        if (isLiveOtherInstance(dir.path(), ownerOf(name)))
            continue; // another running instance's edits: neither offered nor deleted here
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QByteArray all = file.readAll();
        const int newline = all.indexOf('\n');
        if (newline <= 0)
            continue;
        entries.append({ QString::fromUtf8(all.left(newline)), file.fileName(), all.mid(newline + 1) });
    }
    return entries;
}

} // namespace sw::ui
