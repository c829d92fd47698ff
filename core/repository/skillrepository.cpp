// SkillRepository: worker scans, snapshot swaps, progress, cancellation and debounced live refresh.
#include "repository/skillrepository.h"

#include "common/backgroundpool.h"

#include "repository/folderwatcher.h"

#include <QPointer>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

namespace sw {
namespace {
// Dropping the last reference to a 10,000-skill snapshot frees tens of thousands of strings: do it on a pool
// thread, not on the GUI thread (listeners have moved to the new snapshot when this runs).
void releaseOffThread(SkillIndexPtr &&index)
{
    if (!index || index.use_count() > 1)
        return;
    backgroundPool()->start([index = std::move(index)]() mutable { index.reset(); });
}
} // namespace

SkillRepository::SkillRepository(QObject *parent)
    : QObject(parent)
    , m_snapshot(std::make_shared<SkillIndex>())
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(150);
    connect(&m_debounce, &QTimer::timeout, this, &SkillRepository::debounced);
    m_future.setObjectName(QStringLiteral("repositoryScanJob"));
    connect(&m_future, &QFutureWatcher<SkillIndexPtr>::finished, this, &SkillRepository::scanDone);
}

SkillRepository::~SkillRepository()
{
    if (m_cancel)
        m_cancel->store(true);
    m_future.waitForFinished();
    if (m_watcher) { // deleted on its own thread (its socket notifier belongs there)
        FolderWatcher *watcher = m_watcher;
        QMetaObject::invokeMethod(
            watcher, [watcher] { delete watcher; }, Qt::BlockingQueuedConnection);
        m_watcherThread.quit();
        m_watcherThread.wait();
    }
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
    SkillIndexPtr old = snapshot();
    if (old->policy() == policy)
        return;
    SkillIndexPtr next = withPolicy(*old, policy);
    {
        QMutexLocker lock(&m_mutex);
        m_snapshot = next;
    }
    emit snapshotChanged(next, next->catalogDigest() != old->catalogDigest());
    releaseOffThread(std::move(old));
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
    m_dirtySince.invalidate();
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
    if (enabled == m_live && (!enabled || m_watcher))
        return;
    m_live = enabled;
    if (!enabled) {
        if (m_watcher)
            QMetaObject::invokeMethod(m_watcher, &FolderWatcher::clear, Qt::QueuedConnection);
        m_watchWarning.clear();
        m_watchedFolders = 0;
        return;
    }
    const SkillIndexPtr current = snapshot();
    if (current->size() > 0 && current->folders().isEmpty())
        refresh(); // scanned without folder lists: rescan (off this thread), the watches follow the snapshot
    else
        updateWatches(current);
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
    m_future.setFuture(QtConcurrent::run(backgroundPool(), [roots, options, cancelFlag, full, dirty] {
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
            updateWatches(next);
        emit snapshotChanged(next, next->catalogDigest() != old->catalogDigest());
        releaseOffThread(std::move(old));
    }
    if (m_pending)
        startScan(true);
    else if (!m_dirty.isEmpty())
        startScan(false);
}

void SkillRepository::updateWatches(const SkillIndexPtr &index)
{
    if (!m_watcher) {
        m_watcher = new FolderWatcher;
        m_watcher->moveToThread(&m_watcherThread);
        connect(m_watcher, &FolderWatcher::changed, this, &SkillRepository::fileSystemChanged);
        connect(m_watcher, &FolderWatcher::overflowed, this, &SkillRepository::refresh);
        connect(m_watcher, &FolderWatcher::ready, this, [this](int watched, const QString &warning, bool initial) {
            if (!m_live)
                return;
            m_watchedFolders = watched;
            m_watchWarning = warning;
            if (initial) // close the gap between the scan and the watches: a rescan reusing every unchanged parse
                refresh();
            emit watchesReady();
        });
        m_watcherThread.setObjectName(QStringLiteral("SkillRepository watcher"));
        m_watcherThread.start();
    }
    FolderWatcher *watcher = m_watcher;
    QMetaObject::invokeMethod(
        watcher, [watcher, index] { watcher->watch(index); }, Qt::QueuedConnection);
}

void SkillRepository::fileSystemChanged(const QStringList &paths)
{
    if (!m_live)
        return;
    for (const QString &path : paths)
        m_dirty.insert(path);
    // Restart the debounce, so a burst becomes one refresh - but not past the longest delay.
    if (!m_dirtySince.isValid())
        m_dirtySince.start();
    if (!m_debounce.isActive() || m_dirtySince.elapsed() < m_maxDelayMs)
        m_debounce.start();
}

} // namespace sw
