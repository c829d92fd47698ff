#pragma once
// DemoController (offline demo): steps a scenario replay one model response at a time. In the window it drives the
// chat's own session (attach(): the ChatPanel made the loop and its GatedProvider, so the chat, the Requests table,
// the State tab and Save all show the replay being stepped); headless replays (the comparison view, tests) load()
// a loop the controller owns. nextStep() releases the next response, play() releases them at a chosen pace,
// pause() holds them. No widgets.
#include "agent/agentloop.h"
#include "agent/scenario.h"

#include <QObject>
#include <QPointer>
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

    // Headless replays only (load()): where the workspace goes ("" = a temporary folder owned by the controller).
    void setWorkRoot(const QString &workRoot) { m_workRoot = workRoot; }
    // Whether the scenario's streaming pace is dropped (each response arrives at once), for the replay stepped now
    // and every later one.
    void setInstantResponses(bool instant);
    // Milliseconds between responses in auto-play (0 = as fast as the event loop allows).
    void setPaceMs(int ms);
    int paceMs() const { return m_paceMs; }

    // Steps `loop`, whose provider is `gate` (wrapping the scenario's ScriptedProvider); neither is owned. Replaces
    // what was attached or loaded before (loopChanged()).
    void attach(AgentLoop *loop, GatedProvider *gate, const Scenario &scenario);
    // Forgets the attached loop (it goes on existing; nothing is stopped). loopChanged(nullptr).
    void detach();
    // Headless: loads a scenario into a loop of the controller's own, replacing (and stopping) any previous one.
    bool load(const QString &scenarioPath, QString *error = nullptr);

    const Scenario &scenario() const { return m_scenario; }
    QString scenarioPath() const { return m_scenario.filePath; }
    AgentLoop *loop() const { return m_loop; }
    GatedProvider *gate() const;
    ScriptedProvider *scriptedProvider() const;

    bool isLoaded() const { return m_loop != nullptr; }
    bool isStarted() const { return m_started; }
    bool isPlaying() const { return m_playing; }
    bool isWaiting() const; // a response is held, ready to be released by nextStep()
    bool isFinished() const { return m_finished; }
    int totalSteps() const { return int(m_scenario.steps.size()); }
    int stepsCompleted() const { return m_completed; }

public Q_SLOTS:
    void nextStep(); // starts the replay if needed, then releases exactly one response
    void play();
    void pause();
    void stop(); // cancels what runs

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
    int nextTurn() const;
    void onHeld();
    void onRequestFinished(int index);
    void onTurnFinished();
    void onFailed(const QString &message);
    void onStopped();
    void release();
    void setPlaying(bool playing);
    void forget();

    QString m_workRoot;
    bool m_instant = false;
    int m_paceMs = 1500;
    Scenario m_scenario;
    QPointer<AgentLoop> m_loop;
    QPointer<GatedProvider> m_gate;
    // Headless: what load() made (the gate owns the scripted provider).
    std::unique_ptr<AgentLoop> m_ownLoop;
    std::unique_ptr<GatedProvider> m_ownGate;
    std::unique_ptr<QTemporaryDir> m_tempRoot;
    QTimer m_autoTimer;
    bool m_started = false;
    bool m_playing = false;
    bool m_finished = false;
    bool m_stepCredit = false; // nextStep() came before the request was ready
    int m_completed = 0;
};

} // namespace sw::ui
