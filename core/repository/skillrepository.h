#pragma once
// SkillRepository: the live repository behind the GUI. Scans run on a worker thread (QtConcurrent) and produce
// immutable SkillIndex snapshots that replace the current one atomically; progress and cancellation for large
// trees; live refresh from file-system changes (a FolderWatcher on its own thread, debounced) that re-reads only
// what changed and says whether the catalog (visible names + descriptions) changed. Nothing proportional to the
// repository's size runs on the owning (GUI) thread.
#include "repository/skillindex.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QMutex>
#include <QObject>
#include <QSet>
#include <QThread>
#include <QTimer>

namespace sw {
class FolderWatcher;

class SkillRepository : public QObject
{
    Q_OBJECT
public:
    explicit SkillRepository(QObject *parent = nullptr);
    ~SkillRepository() override; // cancels and waits for a running scan

    void setRoots(const QList<SkillRoot> &roots); // starts a full scan
    QList<SkillRoot> roots() const { return m_roots; }
    // Policy, limits, URL cache; `previous`, `cancel`, `progress` and `collectFolders` are managed here.
    void setScanOptions(const ScanOptions &options);
    ScanOptions scanOptions() const { return m_options; }
    void setPolicy(PrecedencePolicy policy); // re-applied to the current snapshot without a rescan

    // The current snapshot: never null (empty before the first scan). Safe to call from any thread.
    SkillIndexPtr snapshot() const;

    void refresh(); // full rescan now, reusing unchanged parses; coalesced while a scan runs
    // Incremental refresh of the given changed paths (what the file watcher does after its debounce).
    void refreshPaths(const QStringList &changedPaths);
    void cancel(); // stops the running scan (its partial result is discarded)
    bool isScanning() const { return m_running; }

    // On by default. Switching it on returns at once: the watches are set up on the watcher's thread
    // (watchesReady() when done), then follow each snapshot.
    void setLiveRefresh(bool enabled);
    bool liveRefresh() const { return m_live; }
    void setDebounceMs(int ms) { m_debounce.setInterval(ms); }
    // A steady stream of changes still refreshes at least this often (the debounce is not restarted past it).
    void setMaxRefreshDelayMs(int ms) { m_maxDelayMs = ms; }
    QString watchWarning() const { return m_watchWarning; } // "" unless the system's watch limit was hit
    int watchedFolders() const { return m_watchedFolders; }

signals:
    void scanStarted();
    void scanProgress(int foldersVisited, int skillsFound);
    // A new snapshot replaced the old one; catalogChanged = the catalog digest differs from the previous one.
    void snapshotChanged(sw::SkillIndexPtr snapshot, bool catalogChanged);
    void scanCancelled();
    void watchesReady(); // live refresh watches every folder of the current snapshot (see watchWarning())

private:
    void startScan(bool full);
    void scanDone();
    void updateWatches(const SkillIndexPtr &index);
    void fileSystemChanged(const QStringList &paths);
    void debounced();

    QList<SkillRoot> m_roots;
    ScanOptions m_options;
    mutable QMutex m_mutex;
    SkillIndexPtr m_snapshot;
    QFutureWatcher<SkillIndexPtr> m_future;
    std::shared_ptr<std::atomic_bool> m_cancel;
    bool m_running = false;
    bool m_pending = false; // a full scan was asked for while one ran
    QSet<QString> m_dirty; // changed paths waiting for an incremental refresh
    bool m_live = true;
    QThread m_watcherThread;
    FolderWatcher *m_watcher = nullptr; // lives on m_watcherThread
    QString m_watchWarning;
    int m_watchedFolders = 0;
    QTimer m_debounce;
    QElapsedTimer m_dirtySince;
    int m_maxDelayMs = 1000;
};

} // namespace sw
