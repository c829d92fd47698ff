// DemoController: the step-through state machine: per user turn send the message, hold each request at the gate,
// release it on nextStep()/auto-play, and move to the next turn when the model's answer ends one.
#include "democontroller.h"

#include "chat/gatedprovider.h"
#include "demo/scenarioreplay.h"
#include "settings/noticetext.h"
#include "settings/systemerrortext.h"

#include "agent/agentloop.h"
#include "agent/scriptedprovider.h"

#include <QTemporaryDir>

namespace sw::ui {

DemoController::DemoController(QObject *parent)
    : QObject(parent)
{
    m_autoTimer.setSingleShot(true);
    connect(&m_autoTimer, &QTimer::timeout, this, &DemoController::release);
}

DemoController::~DemoController()
{
    forget();
}

void DemoController::setPaceMs(int ms)
{
    m_paceMs = qMax(0, ms);
    if (m_autoTimer.isActive())
        m_autoTimer.start(m_paceMs);
}

GatedProvider *DemoController::gate() const
{
    return m_gate;
}

ScriptedProvider *DemoController::scriptedProvider() const
{
    return m_gate ? qobject_cast<ScriptedProvider *>(m_gate->inner()) : nullptr;
}

void DemoController::forget()
{
    m_autoTimer.stop();
    if (m_loop)
        m_loop->disconnect(this);
    if (m_gate)
        m_gate->disconnect(this);
    if (m_ownLoop && m_ownLoop->isRunning())
        m_ownLoop->stop();
    m_loop = nullptr;
    m_gate = nullptr;
    m_ownLoop.reset();
    m_ownGate.reset();
    m_started = m_finished = m_stepCredit = false;
    m_completed = 0;
    m_scenario = Scenario();
    setPlaying(false);
}

void DemoController::setInstantResponses(bool instant)
{
    m_instant = instant;
    if (ScriptedProvider *scripted = scriptedProvider())
        scripted->setInstant(instant);
}

void DemoController::attach(AgentLoop *loop, GatedProvider *gate, const Scenario &scenario)
{
    if (loop == m_loop && gate == m_gate)
        return;
    forget();
    m_loop = loop;
    m_gate = gate;
    m_scenario = scenario;
    if (loop && gate) {
        connect(gate, &GatedProvider::requestHeld, this, &DemoController::onHeld);
        connect(loop, &AgentLoop::requestFinished, this, &DemoController::onRequestFinished);
        connect(loop, &AgentLoop::turnFinished, this, &DemoController::onTurnFinished);
        connect(loop, &AgentLoop::failed, this, &DemoController::onFailed);
        connect(loop, &AgentLoop::stopped, this, &DemoController::onStopped);
        connect(loop, &QObject::destroyed, this, &DemoController::detach);
        m_started = loop->session().turn >= 0;
        if (ScriptedProvider *scripted = scriptedProvider()) {
            m_completed = scripted->nextStep();
            scripted->setInstant(m_instant);
        }
    } else {
        m_loop = nullptr;
        m_gate = nullptr;
    }
    Q_EMIT loopChanged(m_loop);
    Q_EMIT progressChanged(m_completed, totalSteps());
}

void DemoController::detach()
{
    if (!m_loop && !m_gate && !m_ownLoop)
        return;
    forget();
    Q_EMIT loopChanged(nullptr);
}

bool DemoController::load(const QString &scenarioPath, QString *error)
{
    detach();
    QString root = m_workRoot;
    if (root.isEmpty()) {
        m_tempRoot = std::make_unique<QTemporaryDir>();
        if (!m_tempRoot->isValid()) {
            if (error)
                *error = tr("Could not create a temporary folder for the demo workspace: %1")
                             .arg(systemErrorText(m_tempRoot->errorString()));
            return false;
        }
        root = m_tempRoot->path();
    }
    auto prepared = prepareReplay(scenarioPath, root, m_instant, error);
    if (!prepared)
        return false;
    auto gate = std::make_unique<GatedProvider>(new ScriptedProvider(prepared->scenario));
    auto loop = std::make_unique<AgentLoop>(prepared->config, gate.get());
    attach(loop.get(), gate.get(), prepared->scenario);
    m_ownGate = std::move(gate);
    m_ownLoop = std::move(loop);
    return true;
}

bool DemoController::isWaiting() const
{
    return m_gate && m_gate->isHolding();
}

int DemoController::nextTurn() const
{
    return m_loop ? m_loop->session().turn + 1 : 0;
}

void DemoController::begin()
{
    if (m_started || !m_loop)
        return;
    m_started = true;
    sendTurn(nextTurn());
}

void DemoController::sendTurn(int turn)
{
    if (!m_loop || m_loop->isRunning() || turn >= m_scenario.userMessages.size())
        return;
    QString error;
    if (!m_loop->sendUserMessage(m_scenario.userMessages.value(turn), {}, &error))
        onFailed(error.isEmpty() ? tr("The replay could not send the next user message.") : error);
}

void DemoController::nextStep()
{
    if (isWaiting()) { // also a turn the user sent after the scenario's own
        release();
        return;
    }
    if (!m_loop || m_finished)
        return;
    if (!m_started) {
        m_stepCredit = true;
        begin();
        return;
    }
    if (isWaiting()) {
        release();
        return;
    }
    m_stepCredit = true;
    if (!m_loop->isRunning()) // stopped, or between turns: the next turn
        sendTurn(nextTurn());
}

void DemoController::play()
{
    if (!m_loop || (m_finished && !isWaiting()))
        return;
    setPlaying(true);
    if (!m_started)
        begin();
    else if (isWaiting())
        m_autoTimer.start(m_paceMs);
    else if (!m_loop->isRunning())
        sendTurn(nextTurn());
}

void DemoController::pause()
{
    m_autoTimer.stop();
    setPlaying(false);
}

void DemoController::stop()
{
    pause();
    if (m_loop && m_loop->isRunning())
        m_loop->stop();
}

void DemoController::onHeld()
{
    m_finished = false; // a response is waiting: there is a step to play (a turn the user sent after the end too)
    Q_EMIT waitingChanged(true);
    if (m_stepCredit) {
        m_stepCredit = false;
        release();
    } else if (m_playing) {
        // The first response of a replay starts at once; the pace applies between responses.
        m_autoTimer.start(m_completed == 0 ? 0 : m_paceMs);
    }
}

void DemoController::release()
{
    if (!m_gate || !m_gate->isHolding())
        return;
    const int step = m_completed;
    m_gate->release();
    Q_EMIT waitingChanged(false);
    Q_EMIT stepStarted(step);
}

void DemoController::onRequestFinished(int index)
{
    const auto &requests = m_loop->session().requests;
    if (index < 0 || index >= requests.size() || requests.at(index).failed)
        return;
    const ScriptedProvider *scripted = scriptedProvider();
    m_completed = scripted ? scripted->nextStep() : index + 1;
    Q_EMIT stepFinished(m_completed - 1);
    Q_EMIT progressChanged(m_completed, totalSteps());
}

void DemoController::onTurnFinished()
{
    if (nextTurn() < m_scenario.userMessages.size()) {
        // The loop emits turnFinished() from inside its own bookkeeping: start the next turn afterwards.
        QTimer::singleShot(0, this, [this] {
            if (m_loop && !m_finished)
                sendTurn(nextTurn());
        });
        return;
    }
    m_finished = true;
    setPlaying(false);
    Q_EMIT finished();
}

void DemoController::onFailed(const QString &message)
{
    m_finished = true;
    setPlaying(false);
    Q_EMIT failed(noticeText(message)); // core's English, in the window's language
}

void DemoController::onStopped()
{
    m_stepCredit = false;
    setPlaying(false);
    Q_EMIT waitingChanged(false);
}

void DemoController::setPlaying(bool playing)
{
    if (m_playing == playing)
        return;
    m_playing = playing;
    if (!playing)
        m_autoTimer.stop();
    Q_EMIT playingChanged(playing);
}

} // namespace sw::ui
