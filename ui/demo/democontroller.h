#pragma once
// DemoController (offline demo, issue 8): drives the replay of one bundled scenario through the real agent loop
// (ScriptedProvider behind a GatedProvider), one model response per step: nextStep() releases the next response,
// play() releases them automatically at a chosen pace, pause() holds them. No widgets: the main window connects
// the chat, the Requests inspector and the Runs panel to loop() when loopChanged() fires.
#include "agent/agentloop.h"
#include "agent/scenario.h"

#include <QObject>
#include <QTimer>

#include <memory>

class QTemporaryDir;

namespace sw {
class ScriptedProvider;
}

namespace sw::ui {

class GatedProvider;

class DemoController : public QObject
{
    Q_OBJECT
public:
    explicit DemoController(QObject *parent = nullptr);
    ~DemoController() override;

    // Where the replay's workspace goes ("" = a temporary folder owned by the controller). Before load().
    void setWorkRoot(const QString &workRoot) { m_workRoot = workRoot; }
    // Drop the scenario's streaming pace (text arrives at once). Before load(). Default: keep the pace.
    void setInstantResponses(bool instant) { m_instant = instant; }
    // Milliseconds between responses in auto-play (0 = as fast as the event loop allows).
    void setPaceMs(int ms);
    int paceMs() const { return m_paceMs; }

    // Loads a scenario, replacing (and stopping) any previous replay; creates a new loop (loopChanged()).
    bool load(const QString &scenarioPath, QString *error = nullptr);
    const Scenario &scenario() const { return m_scenario; }
    QString scenarioPath() const { return m_scenario.filePath; }
    AgentLoop *loop() const { return m_loop; }
    ScriptedProvider *scriptedProvider() const { return m_scripted; }

    bool isLoaded() const { return m_loop != nullptr; }
    bool isStarted() const { return m_started; }
    bool isPlaying() const { return m_playing; }
    bool isWaiting() const; // a response is ready to be released by nextStep()
    bool isFinished() const { return m_finished; }
    int totalSteps() const { return int(m_scenario.steps.size()); }
    int stepsCompleted() const { return m_completed; }

public Q_SLOTS:
    void nextStep(); // starts the replay if needed, then releases exactly one response
    void play();
    void pause();
    void stop(); // cancels what runs; the replay cannot continue (load() again)

Q_SIGNALS:
    void loopChanged(sw::AgentLoop *loop);
    void stepStarted(int step); // 0-based index of the response now streaming
    void stepFinished(int step);
    void waitingChanged(bool waiting);
    void playingChanged(bool playing);
    void progressChanged(int completed, int total);
    void finished();
    void failed(const QString &message);

private:
    void begin();
    void sendTurn(int turn);
    void onHeld();
    void onRequestFinished(int index);
    void onTurnFinished();
    void onFailed(const QString &message);
    void release();
    void setPlaying(bool playing);
    void discard();

    QString m_workRoot;
    bool m_instant = false;
    int m_paceMs = 1500;
    Scenario m_scenario;
    AgentLoop *m_loop = nullptr;
    ScriptedProvider *m_scripted = nullptr;
    GatedProvider *m_gate = nullptr;
    std::unique_ptr<QTemporaryDir> m_tempRoot;
    QTimer m_autoTimer;
    bool m_started = false;
    bool m_playing = false;
    bool m_finished = false;
    bool m_stepCredit = false; // nextStep() came before the request was ready
    int m_turn = 0;
    int m_completed = 0;
};

} // namespace sw::ui
