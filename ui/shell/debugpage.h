#pragma once
// DebugPage: the Debug layout's centre. The agent chat on the left, the request inspector and the session state
// on the right, and a presentation bar above them while a bundled demo replays step by step. There is one session,
// the chat's: the inspector, the state panel and the Runs panel (the model's skill_run / workspace_exec runs,
// streaming live) follow it, and the step-through demo steps that same session.
#include <QPointer>
#include <QWidget>

namespace sw {
class AgentLoop;
}

namespace sw::ui {

class ChatPanel;
class DemoController;
class PresentationBar;
class RequestInspector;
class RunsPanel;
class StatePanel;

class DebugPage : public QWidget
{
    Q_OBJECT
public:
    explicit DebugPage(QWidget *parent = nullptr);

    ChatPanel *chat() const { return m_chat; }
    RequestInspector *inspector() const { return m_inspector; }
    StatePanel *statePanel() const { return m_state; }
    DemoController *demo() const { return m_demo; }
    PresentationBar *presentationBar() const { return m_bar; }

    // The Runs panel that records the model's runs. Without one, the first RunsPanel in this page's window is used
    // (looked up when an agent session starts).
    void setRunsPanel(RunsPanel *panel);
    RunsPanel *runsPanel() const;

    // Starts a scenario as the chat's session (asking Save / Discard / Cancel about unsaved turns; false on Cancel),
    // in step-through, and releases its first response.
    bool startDemo(const QString &scenarioPath, QString *error = nullptr);

Q_SIGNALS:
    void presentationModeToggled(bool on);
    void switchToProviderRequested();
    void errorOccurred(const QString &message);
    void statusMessage(const QString &message); // feedback for the status bar (Copy JSON)

private:
    void showLoop(sw::AgentLoop *loop);
    void followRuns(sw::AgentLoop *loop);

    ChatPanel *m_chat;
    RequestInspector *m_inspector;
    StatePanel *m_state;
    DemoController *m_demo;
    PresentationBar *m_bar;
    QPointer<QWidget> m_runsPanel; // a RunsPanel (QPointer needs the complete type where it is read)
};

} // namespace sw::ui
