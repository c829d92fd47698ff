// DemoController: the replay state machine: per user turn send the message, hold each request at the gate,
// release it on nextStep()/auto-play, and move to the next turn when the model's answer ends one.
#include "democontroller.h"

#include "demo/scenarioreplay.h"

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
    discard();
}

void DemoController::setPaceMs(int ms)
{
    m_paceMs = qMax(0, ms);
    if (m_autoTimer.isActive())
        m_autoTimer.start(m_paceMs);
}

bool DemoController::load(const QString &scenarioPath, QString *error)
{
    discard();
    QString root = m_workRoot;
    if (root.isEmpty()) {
        m_tempRoot = std::make_unique<QTemporaryDir>();
        if (!m_tempRoot->isValid()) {
            if (error)
                *error = tr("Could not create a temporary folder for the demo workspace: %1")
                             .arg(m_tempRoot->errorString());
            return false;
        }
        root = m_tempRoot->path();
    }
    auto prepared = prepareReplay(scenarioPath, root, m_instant, error);
    if (!prepared)
        return false;
    m_scenario = prepared->scenario;
    m_scripted = new ScriptedProvider(m_scenario, this);
    m_gate = new GatedProvider(m_scripted, this);
    m_loop = new AgentLoop(prepared->config, m_gate, this);
    connect(m_gate, &GatedProvider::requestHeld, this, &DemoController::onHeld);
    connect(m_loop, &AgentLoop::requestFinished, this, &DemoController::onRequestFinished);
    connect(m_loop, &AgentLoop::turnFinished, this, &DemoController::onTurnFinished);
    connect(m_loop, &AgentLoop::failed, this, &DemoController::onFailed);
    Q_EMIT loopChanged(m_loop);
    Q_EMIT progressChanged(0, totalSteps());
    return true;
}

void DemoController::discard()
{
    m_autoTimer.stop();
    if (m_loop) {
        m_loop->disconnect(this);
        if (m_loop->isRunning())
            m_loop->stop();
        m_loop->deleteLater();
    }
    if (m_gate)
        m_gate->deleteLater();
    if (m_scripted)
        m_scripted->deleteLater();
    m_loop = nullptr;
    m_gate = nullptr;
    m_scripted = nullptr;
    m_started = m_finished = m_stepCredit = false;
    m_turn = m_completed = 0;
    setPlaying(false);
}

bool DemoController::isWaiting() const
{
    return m_gate && m_gate->isHolding();
}

void DemoController::begin()
{
    if (m_started || !m_loop)
        return;
    m_started = true;
    sendTurn(0);
}

void DemoController::sendTurn(int turn)
{
    m_turn = turn;
    QString error;
    if (!m_loop->sendUserMessage(m_scenario.userMessages.value(turn), {}, &error))
        onFailed(error.isEmpty() ? tr("The replay could not send the next user message.") : error);
}

void DemoController::nextStep()
{
    if (!m_loop || m_finished)
        return;
    if (!m_started) {
        m_stepCredit = true;
        begin();
        return;
    }
    if (isWaiting())
        release();
    else
        m_stepCredit = true;
}

void DemoController::play()
{
    if (!m_loop || m_finished)
        return;
    setPlaying(true);
    if (!m_started)
        begin();
    else if (isWaiting())
        m_autoTimer.start(m_paceMs);
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
    Q_EMIT waitingChanged(false);
    const int step = m_completed;
    m_gate->release();
    Q_EMIT stepStarted(step);
}

void DemoController::onRequestFinished(int index)
{
    const auto &requests = m_loop->session().requests;
    if (index < 0 || index >= requests.size() || requests.at(index).failed)
        return;
    m_completed = index + 1;
    Q_EMIT stepFinished(index);
    Q_EMIT progressChanged(m_completed, totalSteps());
}

void DemoController::onTurnFinished()
{
    if (m_turn + 1 < m_scenario.userMessages.size()) {
        // The loop emits turnFinished() from inside its own bookkeeping: start the next turn afterwards.
        QTimer::singleShot(0, this, [this] {
            if (m_loop && !m_finished)
                sendTurn(m_turn + 1);
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
    Q_EMIT failed(message);
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
