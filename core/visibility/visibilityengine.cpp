// VisibilityEngine: asynchronous, coalesced matrix computations (see visibilityengine.h).
#include "visibility/visibilityengine.h"

#include "common/backgroundpool.h"
#include "repository/livedocuments.h"

#include <QtConcurrent/QtConcurrentRun>

namespace sw {

VisibilityEngine::VisibilityEngine(QObject *parent)
    : QObject(parent)
    , m_matrix(std::make_shared<const VisibilityMatrix>())
{
    connect(&m_watcher, &QFutureWatcher<VisibilityResult>::finished, this, &VisibilityEngine::finished);
}

VisibilityEngine::~VisibilityEngine()
{
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

void VisibilityEngine::setSnapshot(const SkillIndexPtr &snapshot)
{
    m_snapshot = snapshot;
    start();
}

void VisibilityEngine::setLiveDocuments(const QHash<QString, QByteArray> &texts)
{
    if (texts == m_live)
        return;
    m_live = texts;
    if (m_snapshot)
        start();
}

void VisibilityEngine::setSettings(const VisibilitySettings &settings)
{
    if (settings == m_settings && m_matrix->settings == settings && !m_matrix->skills.isEmpty())
        return;
    m_settings = settings;
    start();
}

void VisibilityEngine::start()
{
    if (m_running) {
        m_pending = true;
        return;
    }
    m_pending = false;
    m_running = true;
    Q_EMIT computingChanged(true);
    m_cancel = std::make_shared<std::atomic_bool>(false);
    const SkillIndexPtr snapshot = m_snapshot;
    const QHash<QString, QByteArray> live = m_live;
    const VisibilitySettings settings = m_settings;
    const std::shared_ptr<const VisibilityCache> cache = m_cache;
    const std::shared_ptr<std::atomic_bool> cancel = m_cancel;
    m_watcher.setFuture(QtConcurrent::run(backgroundPool(), [snapshot, live, settings, cache, cancel] {
        return computeVisibility(withLiveDocuments(snapshot, live), settings, cache, cancel.get());
    }));
}

void VisibilityEngine::finished()
{
    const VisibilityResult result = m_watcher.result();
    m_running = false;
    if (!result.cancelled && result.matrix) {
        m_cache = result.cache;
        m_lastRead = result.readSkills;
        if (!m_pending) {
            m_matrix = result.matrix;
            Q_EMIT matrixChanged(m_matrix);
        }
    }
    if (m_pending) {
        start();
        return;
    }
    Q_EMIT computingChanged(false);
}

} // namespace sw
