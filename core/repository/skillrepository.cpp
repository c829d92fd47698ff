// SkillRepository: worker scans, snapshot swaps, progress, cancellation and debounced live refresh.
#include "repository/skillrepository.h"

#include "repository/skillindexbuilder.h"

#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

namespace sw {

SkillRepository::SkillRepository(QObject *parent)
    : QObject(parent)
    , m_snapshot(std::make_shared<SkillIndex>())
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(150);
    connect(&m_debounce, &QTimer::timeout, this, &SkillRepository::debounced);
    connect(&m_future, &QFutureWatcher<SkillIndexPtr>::finished, this, &SkillRepository::scanDone);
}

SkillRepository::~SkillRepository()
{
    if (m_cancel)
        m_cancel->store(true);
    m_future.waitForFinished();
}

void SkillRepository::setRoots(const QList<SkillRoot> &roots)
{
    m_roots = roots;
    refresh();
}

void SkillRepository::setScanOptions(const ScanOptions &options)
{
    m_options = options;
    refresh();
}

void SkillRepository::setPolicy(PrecedencePolicy policy)
{
    m_options.policy = policy;
    const SkillIndexPtr old = snapshot();
    if (old->policy() == policy)
        return;
    SkillIndexPtr next = withPolicy(*old, policy);
    {
        QMutexLocker lock(&m_mutex);
        m_snapshot = next;
    }
    emit snapshotChanged(next, next->catalogDigest() != old->catalogDigest());
}

SkillIndexPtr SkillRepository::snapshot() const
{
    QMutexLocker lock(&m_mutex);
    return m_snapshot;
}

void SkillRepository::refresh()
{
    if (m_running) {
        m_pending = true;
        return;
    }
    startScan(true);
}

void SkillRepository::refreshPaths(const QStringList &changedPaths)
{
    for (const QString &p : changedPaths)
        m_dirty.insert(p);
    if (!m_running && !m_dirty.isEmpty())
        startScan(false);
}

void SkillRepository::debounced()
{
    refreshPaths({});
}

void SkillRepository::cancel()
{
    m_pending = false;
    if (m_cancel)
        m_cancel->store(true);
}

void SkillRepository::setLiveRefresh(bool enabled)
{
    m_live = enabled;
    if (!enabled) {
        delete m_watcher;
        m_watcher = nullptr;
        m_watched.clear();
    } else {
        updateWatches(*snapshot());
    }
}

void SkillRepository::startScan(bool full)
{
    m_running = true;
    if (full)
        m_pending = false;
    const QStringList dirty(m_dirty.cbegin(), m_dirty.cend());
    m_dirty.clear();
    m_cancel = std::make_shared<std::atomic_bool>(false);
    ScanOptions options = m_options;
    options.previous = snapshot();
    options.cancel = m_cancel.get();
    options.collectFolders = m_live;
    QPointer<SkillRepository> self(this);
    options.progress = [self](int folders, int skills) {
        if (self)
            QMetaObject::invokeMethod(
                self,
                [self, folders, skills] {
                    if (self)
                        emit self->scanProgress(folders, skills);
                },
                Qt::QueuedConnection);
    };
    const QList<SkillRoot> roots = m_roots;
    auto cancelFlag = m_cancel; // kept alive by the task
    emit scanStarted();
    m_future.setFuture(QtConcurrent::run([roots, options, cancelFlag, full, dirty] {
        return full ? scanRoots(roots, options) : rescanChanged(options.previous, roots, dirty, options);
    }));
}

void SkillRepository::scanDone()
{
    m_running = false;
    const SkillIndexPtr next = m_future.result();
    if (!next || next->stats().cancelled) {
        emit scanCancelled();
    } else {
        SkillIndexPtr old;
        {
            QMutexLocker lock(&m_mutex);
            old = m_snapshot;
            m_snapshot = next;
        }
        if (m_live)
            updateWatches(*next);
        emit snapshotChanged(next, next->catalogDigest() != old->catalogDigest());
    }
    if (m_pending)
        startScan(true);
    else if (!m_dirty.isEmpty())
        startScan(false);
}

void SkillRepository::updateWatches(const SkillIndex &index)
{
    if (!m_watcher) {
        m_watcher = new QFileSystemWatcher(this);
        connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, &SkillRepository::fileSystemChanged);
        connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &SkillRepository::fileSystemChanged);
    }
    // What is really watched: inotify drops files that were replaced or removed.
    m_watched.clear();
    for (const QString &p : m_watcher->files() + m_watcher->directories())
        m_watched.insert(p);
    QSet<QString> wanted;
    for (const RootStatus &root : index.roots()) {
        if (root.exists)
            wanted.insert(root.localPath);
        else if (!root.localPath.isEmpty()) // a missing root: watch the nearest existing parent
        {
            QFileInfo parent(QFileInfo(root.localPath).absolutePath());
            while (!parent.isDir() && !parent.isRoot())
                parent = QFileInfo(parent.absolutePath());
            wanted.insert(parent.absoluteFilePath());
        }
    }
    const QList<SkillRecord> records = SkillIndexBuilder::records(index);
    for (const SkillRecord &r : records)
        wanted.insert(r.skillMdPath);
    const QStringList folders = index.folders();
    m_watchWarning.clear();
    if (wanted.size() + folders.size() <= maxWatchedPaths) {
        for (const QString &f : folders)
            wanted.insert(f);
    } else {
        for (const SkillRecord &r : records)
            wanted.insert(r.folder);
        m_watchWarning = QStringLiteral("live refresh watches roots and skill folders only: %1 folders exceed the "
                                        "watch limit of %2")
                             .arg(folders.size())
                             .arg(maxWatchedPaths);
    }
    QStringList remove;
    for (const QString &p : std::as_const(m_watched)) {
        if (!wanted.contains(p))
            remove.append(p);
    }
    QStringList add;
    for (const QString &p : std::as_const(wanted)) {
        if (!m_watched.contains(p))
            add.append(p);
    }
    if (!remove.isEmpty())
        m_watcher->removePaths(remove);
    if (!add.isEmpty())
        m_watcher->addPaths(add);
    m_watched = wanted;
    emit watchesReady();
}

void SkillRepository::fileSystemChanged(const QString &path)
{
    m_dirty.insert(path);
    m_debounce.start(); // restart: many events become one refresh
}

} // namespace sw
