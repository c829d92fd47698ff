#pragma once
// VisibilityEngine: keeps the visibility matrix of the current repository snapshot up to date off the GUI thread.
// Each new snapshot or settings change starts a computation on the background pool (computeVisibility, reusing
// the previous per-skill cache, so an edit re-reads one skill); inputs that arrive while one runs are taken up
// when it ends (only the newest). The GUI thread only swaps the finished matrix in. Unsaved edits of SKILL.md files
// (setLiveDocuments) are read instead of the files, so the matrix follows the editor as the catalog does.
#include "visibility/visibilitycompute.h"

#include <QFutureWatcher>
#include <QHash>
#include <QObject>

namespace sw {

class VisibilityEngine : public QObject
{
    Q_OBJECT
public:
    explicit VisibilityEngine(QObject *parent = nullptr);
    ~VisibilityEngine() override; // waits for a running computation (it is told to stop first)

    void setSnapshot(const SkillIndexPtr &snapshot);
    // Unsaved SKILL.md texts by path: the matrix reads them instead of the files (withLiveDocuments).
    void setLiveDocuments(const QHash<QString, QByteArray> &texts);
    void setSettings(const VisibilitySettings &settings);
    VisibilitySettings settings() const { return m_settings; }

    // The newest finished matrix (never null: empty before the first computation).
    std::shared_ptr<const VisibilityMatrix> matrix() const { return m_matrix; }
    bool isComputing() const { return m_running; }
    int lastReadSkills() const { return m_lastRead; }

signals:
    void matrixChanged(std::shared_ptr<const sw::VisibilityMatrix> matrix);
    void computingChanged(bool computing);

private:
    void start();
    void finished();

    SkillIndexPtr m_snapshot;
    QHash<QString, QByteArray> m_live;
    VisibilitySettings m_settings;
    std::shared_ptr<const VisibilityMatrix> m_matrix;
    std::shared_ptr<const VisibilityCache> m_cache;
    QFutureWatcher<VisibilityResult> m_watcher;
    std::shared_ptr<std::atomic_bool> m_cancel;
    bool m_running = false;
    bool m_pending = false;
    int m_lastRead = 0;
};

} // namespace sw
