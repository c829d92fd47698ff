#pragma once
// ScenarioComparison: replays two bundled scenarios headless through the real agent loop (two DemoControllers,
// instant responses, auto-play without pause: driven by the event loop, never blocking it) and fills a
// ComparisonModel with their request timelines when both have finished.
#include "demo/comparisonmodel.h"

#include <QObject>

namespace sw::ui {

class DemoController;

class ScenarioComparison : public QObject
{
    Q_OBJECT
public:
    explicit ScenarioComparison(QObject *parent = nullptr);

    ComparisonModel *model() const { return m_model; }
    bool isRunning() const { return m_running; }
    QString lastError() const { return m_error; }

public Q_SLOTS:
    // Starts both replays; false (nothing started) when a comparison runs or a scenario cannot be loaded
    // (lastError() says why).
    bool compare(const QString &scenarioA, const QString &scenarioB);
    void cancel();

Q_SIGNALS:
    void runningChanged(bool running);
    void progressChanged(int completedSteps, int totalSteps); // both replays together
    void finished(); // model() holds the two timelines
    void failed(const QString &message);

private:
    void onProgress();
    void onSideFinished();
    void fail(const QString &message);
    void setRunning(bool running);

    ComparisonModel *m_model;
    DemoController *m_replays[2] = { nullptr, nullptr };
    bool m_running = false;
    int m_done = 0;
    QString m_error;
};

} // namespace sw::ui
