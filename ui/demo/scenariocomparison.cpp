// ScenarioComparison: two instant replays in parallel, then one model reset with both timelines.
#include "scenariocomparison.h"

#include "demo/democontroller.h"
#include "welcome/scenariocatalog.h"

#include "agent/agentloop.h"

namespace sw::ui {

ScenarioComparison::ScenarioComparison(QObject *parent)
    : QObject(parent)
    , m_model(new ComparisonModel(this))
{ }

bool ScenarioComparison::compare(const QString &scenarioA, const QString &scenarioB)
{
    if (m_running) {
        m_error = tr("A comparison is already running.");
        return false;
    }
    m_error.clear();
    m_done = 0;
    const QString paths[2] = { scenarioA, scenarioB };
    for (int i = 0; i < 2; ++i) {
        if (m_replays[i])
            m_replays[i]->deleteLater();
        auto *replay = new DemoController(this);
        replay->setInstantResponses(true);
        replay->setPaceMs(0);
        m_replays[i] = replay;
        QString error;
        if (!replay->load(paths[i], &error)) {
            m_error = tr("Scenario %1 could not be loaded: %2").arg(i == 0 ? tr("A") : tr("B"), error);
            return false;
        }
        connect(replay, &DemoController::progressChanged, this, &ScenarioComparison::onProgress);
        connect(replay, &DemoController::finished, this, &ScenarioComparison::onSideFinished);
        connect(replay, &DemoController::failed, this, &ScenarioComparison::fail);
    }
    setRunning(true);
    m_replays[0]->play();
    m_replays[1]->play();
    return true;
}

void ScenarioComparison::cancel()
{
    if (!m_running)
        return;
    for (DemoController *replay : m_replays) {
        if (replay) {
            replay->disconnect(this);
            replay->stop();
        }
    }
    m_error = tr("The comparison was cancelled.");
    setRunning(false);
}

void ScenarioComparison::onProgress()
{
    int done = 0, total = 0;
    for (DemoController *replay : m_replays) {
        if (replay) {
            done += replay->stepsCompleted();
            total += replay->totalSteps();
        }
    }
    Q_EMIT progressChanged(done, total);
}

void ScenarioComparison::onSideFinished()
{
    if (++m_done < 2)
        return;
    ComparisonSide sides[2];
    for (int i = 0; i < 2; ++i) {
        const DemoController *replay = m_replays[i];
        ScenarioInfo info;
        info.profile = replay->scenario().profile;
        info.materialisation = replay->scenario().materialisation;
        info.steps = replay->totalSteps();
        sides[i].title = replay->scenario().title;
        sides[i].subtitle = scenarioSubtitle(info);
        sides[i].requests = replay->loop()->session().requests;
    }
    m_model->setSides(sides[0], sides[1]);
    setRunning(false);
    Q_EMIT finished();
}

void ScenarioComparison::fail(const QString &message)
{
    if (!m_running)
        return;
    for (DemoController *replay : m_replays) {
        if (replay) {
            replay->disconnect(this);
            replay->stop();
        }
    }
    m_error = tr("The replay failed: %1").arg(message);
    setRunning(false);
    Q_EMIT failed(m_error);
}

void ScenarioComparison::setRunning(bool running)
{
    if (m_running == running)
        return;
    m_running = running;
    Q_EMIT runningChanged(running);
}

} // namespace sw::ui
