// FolderWatcher: folder-only watches for live refresh (inotify on Linux, QFileSystemWatcher elsewhere).
#include "repository/folderwatcher.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QSocketNotifier>

#include <algorithm>
#include <cerrno>

#ifdef Q_OS_LINUX
#include <sys/inotify.h>
#include <unistd.h>
#endif

namespace sw {
namespace {

const QString kSkillMd = QStringLiteral("SKILL.md");

// Sorted-list difference: what is in `b` but not in `a` (added) and in `a` but not in `b` (removed).
void diffSorted(const QStringList &a, const QStringList &b, QStringList *added, QStringList *removed)
{
    auto i = a.cbegin();
    auto j = b.cbegin();
    while (i != a.cend() || j != b.cend()) {
        if (j == b.cend() || (i != a.cend() && *i < *j)) {
            removed->append(*i++);
        } else if (i == a.cend() || *j < *i) {
            added->append(*j++);
        } else {
            ++i;
            ++j;
        }
    }
}

} // namespace

FolderWatcher::Backend FolderWatcher::defaultBackend()
{
#ifdef Q_OS_LINUX
    return Backend::Native;
#else
    return Backend::Qt;
#endif
}

FolderWatcher::FolderWatcher(Backend backend, QObject *parent)
    : QObject(parent)
    , m_backend(backend)
{ }

FolderWatcher::~FolderWatcher()
{
#ifdef Q_OS_LINUX
    delete m_notifier;
    if (m_fd >= 0)
        ::close(m_fd);
#endif
}

void FolderWatcher::clear()
{
    for (const QString &folder : QStringList(m_watched.cbegin(), m_watched.cend()))
        remove(folder);
    for (auto it = m_missingRoots.cbegin(); it != m_missingRoots.cend(); ++it)
        remove(it.key());
    if (m_qt && !m_qt->files().isEmpty())
        m_qt->removePaths(m_qt->files());
    m_missingRoots.clear();
    m_lastFolders.clear();
    m_limitHit = false;
}

void FolderWatcher::watch(const SkillIndexPtr &snapshot)
{
#ifdef Q_OS_LINUX
    if (m_backend == Backend::Native && m_fd < 0) {
        m_fd = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        if (m_fd < 0) {
            m_backend = Backend::Qt; // out of inotify instances: QFileSystemWatcher may still find one
        } else {
            m_notifier = new QSocketNotifier(qintptr(m_fd), QSocketNotifier::Read, this);
            connect(m_notifier, &QSocketNotifier::activated, this, &FolderWatcher::readEvents);
        }
    }
#else
    m_backend = Backend::Qt;
#endif
    if (m_backend == Backend::Qt && !m_qt) {
        m_qt = new QFileSystemWatcher(this);
        connect(m_qt, &QFileSystemWatcher::directoryChanged, this, &FolderWatcher::qtChanged);
        connect(m_qt, &QFileSystemWatcher::fileChanged, this, &FolderWatcher::qtChanged);
    }

    // Missing roots: watch the nearest existing parent, for the root to appear.
    QHash<QString, QString> missing;
    for (const RootStatus &root : snapshot->roots()) {
        if (root.exists || root.localPath.isEmpty() || !root.duplicateOf.isEmpty())
            continue;
        QFileInfo parent(QFileInfo(root.localPath).absolutePath());
        while (!parent.isDir() && !parent.isRoot())
            parent = QFileInfo(parent.absolutePath());
        missing.insert(parent.absoluteFilePath(), root.localPath);
    }
    for (auto it = m_missingRoots.cbegin(); it != m_missingRoots.cend(); ++it) {
        if (!missing.contains(it.key()))
            remove(it.key());
    }
    for (auto it = missing.cbegin(); it != missing.cend(); ++it) {
        if (!m_missingRoots.contains(it.key()))
            add(it.key());
    }
    m_missingRoots = missing;

    // Folders: only the difference with the last snapshot (nothing at all when the list is still shared).
    const QStringList folders = snapshot->folders();
    const bool initial = m_lastFolders.isEmpty() && !folders.isEmpty();
    QStringList added;
    QStringList removed;
    if (!folders.isSharedWith(m_lastFolders))
        diffSorted(m_lastFolders, folders, &added, &removed);
    m_lastFolders = folders;
    for (const QString &folder : std::as_const(removed))
        remove(folder);
    QStringList fresh;
    for (const QString &folder : std::as_const(added)) {
        if (!m_watched.contains(folder) && add(folder))
            fresh.append(folder);
    }
    if (m_backend == Backend::Qt) { // QFileSystemWatcher does not report writes inside a folder: watch files too
        QStringList wanted;
        for (int i = 0; i < snapshot->size(); ++i)
            wanted.append(snapshot->at(i).skillMdPath);
        std::sort(wanted.begin(), wanted.end());
        QStringList now = m_qt->files();
        std::sort(now.begin(), now.end());
        QStringList addFiles;
        QStringList removeFiles;
        diffSorted(now, wanted, &addFiles, &removeFiles);
        if (!removeFiles.isEmpty())
            m_qt->removePaths(removeFiles);
        if (!addFiles.isEmpty())
            m_qt->addPaths(addFiles);
    }
    if (!initial && !fresh.isEmpty())
        emit changed(fresh); // anything created in them before their watch existed is picked up now
    QString warning;
    if (m_limitHit)
        warning = tr("live refresh: the system's limit on watched folders (fs.inotify.max_user_watches) was reached; "
                     "%1 of %2 folders are watched, changes elsewhere need a refresh (F5)")
                      .arg(m_watched.size())
                      .arg(folders.size());
    emit ready(int(m_watched.size()), warning, initial);
}

bool FolderWatcher::add(const QString &folder)
{
#ifdef Q_OS_LINUX
    if (m_backend == Backend::Native) {
        const uint32_t mask = IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE
            | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR | IN_DONT_FOLLOW | IN_EXCL_UNLINK;
        const int wd = ::inotify_add_watch(m_fd, QFile::encodeName(folder).constData(), mask);
        if (wd < 0) {
            if (errno == ENOSPC)
                m_limitHit = true;
            return false;
        }
        m_pathByWd.insert(wd, folder);
        m_wdByPath.insert(folder, wd);
        m_watched.insert(folder);
        return true;
    }
#endif
    if (!m_qt->addPath(folder))
        return false;
    m_watched.insert(folder);
    return true;
}

void FolderWatcher::remove(const QString &folder)
{
    m_watched.remove(folder);
#ifdef Q_OS_LINUX
    if (m_backend == Backend::Native) {
        const auto it = m_wdByPath.constFind(folder);
        if (it == m_wdByPath.cend())
            return;
        ::inotify_rm_watch(m_fd, *it); // fails harmlessly when the kernel already dropped it
        m_pathByWd.remove(*it);
        m_wdByPath.erase(it);
        return;
    }
#endif
    if (m_qt)
        m_qt->removePath(folder);
}

void FolderWatcher::readEvents()
{
#ifdef Q_OS_LINUX
    QSet<QString> paths;
    bool overflow = false;
    alignas(inotify_event) char buffer[64 * 1024];
    for (;;) {
        const ssize_t n = ::read(m_fd, buffer, sizeof buffer);
        if (n <= 0)
            break;
        for (ssize_t at = 0; at < n;) {
            const auto *event = reinterpret_cast<const inotify_event *>(buffer + at);
            at += ssize_t(sizeof(inotify_event) + event->len);
            if (event->mask & IN_Q_OVERFLOW) {
                overflow = true;
                continue;
            }
            if (event->mask & IN_IGNORED) { // the kernel dropped the watch (folder deleted or unmounted)
                const QString folder = m_pathByWd.take(event->wd);
                if (folder.isEmpty())
                    continue;
                if (m_wdByPath.value(folder, -1) == event->wd) {
                    m_wdByPath.remove(folder);
                    m_watched.remove(folder);
                }
                paths.insert(folder);
                continue;
            }
            const auto it = m_pathByWd.constFind(event->wd);
            if (it == m_pathByWd.cend())
                continue;
            const QString &folder = *it;
            const QString name = event->len ? QFile::decodeName(event->name) : QString();
            if (const auto root = m_missingRoots.constFind(folder); root != m_missingRoots.cend()) {
                const QString child = folder + QLatin1Char('/') + name;
                if (!name.isEmpty() && (*root == child || root->startsWith(child + QLatin1Char('/'))))
                    paths.insert(*root);
                continue;
            }
            if (name.isEmpty() || (event->mask & IN_ISDIR))
                paths.insert(folder); // the folder itself, or a folder inside it, appeared/vanished/moved
            else if (name == kSkillMd)
                paths.insert(folder + QLatin1Char('/') + name);
        }
    }
    if (!paths.isEmpty())
        emit changed(QStringList(paths.cbegin(), paths.cend()));
    if (overflow)
        emit overflowed();
#endif
}

void FolderWatcher::qtChanged(const QString &path)
{
    if (const auto root = m_missingRoots.constFind(path); root != m_missingRoots.cend()) {
        emit changed({ *root });
        return;
    }
    emit changed({ path });
}

} // namespace sw
