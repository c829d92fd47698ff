#pragma once
// FolderWatcher: the file-system side of live refresh, meant to live on its own thread (SkillRepository moves it to
// one). It watches folders only - every folder of a snapshot - never individual files: on Linux through inotify
// directly (a folder watch reports writes to the SKILL.md inside it, by name, so one watch per folder is enough and
// adding 20,000 watches is 20,000 cheap syscalls), elsewhere through a QFileSystemWatcher (folders + SKILL.md
// files). Changes are reported in batches as the paths rescanChanged() understands: a SKILL.md path when that file
// changed, a folder path when folders appeared, vanished or moved inside it.
#include "repository/skillindex.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QStringList>

class QFileSystemWatcher;
class QSocketNotifier;

namespace sw {

class FolderWatcher : public QObject
{
    Q_OBJECT
public:
    enum class Backend { Native, Qt }; // Native = inotify (Linux); Qt = QFileSystemWatcher
    static Backend defaultBackend();

    explicit FolderWatcher(Backend backend = defaultBackend(), QObject *parent = nullptr);
    ~FolderWatcher() override;

    // Watches the folders of `snapshot` (its roots, or the nearest existing parent of a missing root, and its
    // folders()), adding and removing only the difference with what is watched now. Folders watched for the first
    // time after the first call are reported as changed once their watch exists, so nothing created between the
    // scan and the watch is missed. Emits ready() when done; `initial` = this call set up the first folder
    // watches (from nothing), so changes made between that snapshot's scan and now were not seen: rescan once.
    void watch(const sw::SkillIndexPtr &snapshot);
    void clear();
    int watchedCount() const { return int(m_watched.size()); }

signals:
    void changed(const QStringList &paths);
    void overflowed(); // events were lost (kernel queue overflow): only a full rescan is safe
    void ready(int watched, const QString &warning, bool initial);

private:
    bool add(const QString &folder);
    void remove(const QString &folder);
    void readEvents();
    void qtChanged(const QString &path);

    Backend m_backend;
    QSet<QString> m_watched; // folders
    QStringList m_lastFolders; // the snapshot folder list last watched (sorted; shared when unchanged)
    QHash<QString, QString> m_missingRoots; // watched parent -> the missing root below it
    bool m_limitHit = false;
    // inotify
    int m_fd = -1;
    QSocketNotifier *m_notifier = nullptr;
    QHash<int, QString> m_pathByWd;
    QHash<QString, int> m_wdByPath;
    // Qt backend
    QFileSystemWatcher *m_qt = nullptr;
};

} // namespace sw
