#include "debugpage.h"

#include "chat/chatpanel.h"
#include "demo/democontroller.h"
#include "demo/presentationbar.h"
#include "inspector/requestinspector.h"
#include "inspector/statepanel.h"
#include "runs/runspanel.h"
#include "theme/splitterproportions.h"

#include "agent/agentloop.h"

#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace sw::ui {

DebugPage::DebugPage(QWidget *parent)
    : QWidget(parent)
    , m_chat(new ChatPanel(this))
    , m_inspector(new RequestInspector(this))
    , m_state(new StatePanel(this))
    , m_demo(new DemoController(this))
    , m_bar(new PresentationBar(this))
{
    setObjectName(QStringLiteral("debugPage"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_bar->setController(m_demo);
    m_bar->hide();
    layout->addWidget(m_bar);

    auto *side = new QTabWidget(this);
    side->setDocumentMode(true);
    side->addTab(m_inspector, tr("Requests"));
    side->addTab(m_state, tr("State"));

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_chat);
    splitter->addWidget(side);
    // The inspector gets the larger share at every size (its tables have columns to show; at 1366 pixels it had
    // ~360 while the chat had empty space), until the user drags the handle.
    keepProportions(splitter, { 42, 58 });
    layout->addWidget(splitter, 1);

    // The chat's session is the one current session: every part shows it. A step-through demo drives that same
    // session; any other session (a picker, New, Open, another scenario) ends the stepping.
    connect(m_chat, &ChatPanel::loopChanged, this, [this](sw::AgentLoop *loop) {
        if (loop != m_demo->loop()) {
            m_demo->detach();
            m_bar->hide();
        }
        showLoop(loop);
    });
    connect(m_chat, &ChatPanel::errorOccurred, this, &DebugPage::errorOccurred);
    // Copy JSON (Ctrl+Shift+C) copies the selected request wherever the focus is on this page, the composer too.
    addAction(m_inspector->copyAction());
    connect(m_inspector, &RequestInspector::copied, this, &DebugPage::statusMessage);
    connect(m_demo, &DemoController::failed, this, &DebugPage::errorOccurred);
    connect(m_bar, &PresentationBar::presentationModeToggled, this, &DebugPage::presentationModeToggled);
    connect(m_bar, &PresentationBar::switchToProviderRequested, this, &DebugPage::switchToProviderRequested);
}

void DebugPage::showLoop(sw::AgentLoop *loop)
{
    m_inspector->setLoop(loop);
    m_state->setLoop(loop);
    followRuns(loop);
}

void DebugPage::setRunsPanel(RunsPanel *panel)
{
    m_runsPanel = panel;
    followRuns(m_chat->loop());
}

RunsPanel *DebugPage::runsPanel() const
{
    return static_cast<RunsPanel *>(m_runsPanel.data());
}

void DebugPage::followRuns(sw::AgentLoop *loop)
{
    if (!loop)
        return;
    if (!m_runsPanel)
        m_runsPanel = window()->findChild<RunsPanel *>();
    if (RunsPanel *panel = runsPanel())
        panel->followDispatcher(loop->dispatcher());
}

bool DebugPage::startDemo(const QString &scenarioPath, QString *error)
{
    // The chat makes the session (asking about unsaved turns, selecting the replay and its profile); the demo only
    // steps it.
    if (!m_chat->startScenario(scenarioPath, ChatPanel::ScenarioStart::StepThrough, error))
        return false;
    m_demo->attach(m_chat->loop(), m_chat->gate(), m_chat->scenario());
    m_bar->show();
    m_demo->nextStep();
    return true;
}

} // namespace sw::ui
