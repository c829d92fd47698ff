// ChatPanel: pickers, session lifecycle (loop + provider), sending, replaying, stop and regenerate.
#include "chatpanel.h"

#include "settings/noticetext.h"
#include "settings/providerchoice.h"

#include "agent/scenario.h"
#include "agent/scriptedprovider.h"
#include "chat/chatcomposer.h"
#include "chat/chatmessagesmodel.h"
#include "chat/chatview.h"
#include "chat/gatedprovider.h"
#include "chat/sessioncatalog.h"
#include "common/datapaths.h"
#include "provider/openaiprovider.h"
#include "provider/providerpresets.h"
#include "provider/secrets.h"
#include "settings/providerkeys.h"
#include "settings/providerstatus.h"
#include "settings/settings.h"
#include "workspace/workspace.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QTextCursor>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace sw::ui {

ChatPanel::ChatPanel(QWidget *parent)
    : QWidget(parent)
    , m_keys(new ProviderKeys(this))
    , m_workRoot(sw::defaultWorkRoot()) // the user's own cache folder, never a shared temporary one
    , m_scenarioDir(sw::dataDirectory(sw::DataKind::Scenarios))
    , m_messages(new ChatMessagesModel(this))
    , m_view(new ChatView(this))
    , m_composer(new ChatComposer(this))
    , m_providerBox(new QComboBox(this))
    , m_modelEdit(new QLineEdit(this))
    , m_profileBox(new QComboBox(this))
    , m_declareButton(new QPushButton(this))
    , m_declareMenu(new QMenu(this))
    , m_banner(new QLabel(this))
    , m_status(new QLabel(this))
    , m_sendButton(new QPushButton(tr("Send"), this))
    , m_stopButton(new QPushButton(tr("Stop"), this))
    , m_regenerateButton(new QPushButton(tr("Regenerate"), this))
    , m_playButton(new QPushButton(tr("Play scenario"), this))
    , m_newButton(new QPushButton(tr("New session"), this))
    , m_cancelEditButton(new QPushButton(tr("Cancel edit"), this))
{
    m_catalog = new SessionCatalog(this);
    m_view->setModel(m_messages);
    m_providerBox->setToolTip(tr("Where answers come from: a scripted replay (no model is called) or an "
                                 "OpenAI-compatible endpoint"));
    // Replay names are long: the picker takes the row's spare width but does not set the panel's minimum width.
    m_providerBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    // The pickers' row sets the chat's minimum width, which leaves the inspector beside it the rest of a 1366-pixel
    // window: the provider and the model fields shrink to a dozen characters (they widen with the window).
    m_providerBox->setMinimumContentsLength(12);
    m_modelEdit->setPlaceholderText(tr("model"));
    m_profileBox->setToolTip(tr("Agent profile: tools, catalog dialect, materialisation and load mode"));
    m_providerBox->setObjectName(QStringLiteral("providerPicker"));
    m_modelEdit->setObjectName(QStringLiteral("modelPicker"));
    m_profileBox->setObjectName(QStringLiteral("profilePicker"));
    m_declareButton->setText(tr("Declare skills"));
    m_declareButton->setToolTip(tr("Skills loaded by the caller for the next turn (no tool call)"));
    m_declareButton->setMenu(m_declareMenu); // a tool button drew its menu arrow over "Declare skills"
    m_banner->setWordWrap(true);
    m_banner->setStyleSheet(QStringLiteral("QLabel { background:#fff7d6; color:#6b4e00; border:1px solid #e8d48a;"
                                           " border-radius:3px; padding:4px 8px; }"));
    m_banner->setObjectName(QStringLiteral("chatBanner"));
    m_status->setObjectName(QStringLiteral("chatStatus"));
    m_status->setForegroundRole(QPalette::PlaceholderText); // secondary, still 4.5:1 on the window (Mid read 1.5:1)
    // A long status (an error, the paused step) wraps instead of widening the panel and pushing the docks aside.
    m_status->setWordWrap(true);
    m_sendButton->setDefault(true);
    m_sendButton->setToolTip(tr("Send (Ctrl+Enter)"));
    m_stopButton->setEnabled(false);

    // Three short rows (provider; model; profile and the session's buttons), not one wide row: the chat stays narrow
    // beside the inspector, and the model's whole name shows ("claude-sonnet-4-5-20250929" read "sonnet-4-5").
    auto *pickers = new QGridLayout;
    pickers->setContentsMargins(0, 0, 0, 0);
    pickers->addWidget(new QLabel(tr("Provider:"), this), 0, 0);
    pickers->addWidget(m_providerBox, 0, 1);
    pickers->addWidget(new QLabel(tr("Model:"), this), 1, 0);
    pickers->addWidget(m_modelEdit, 1, 1);
    pickers->addWidget(new QLabel(tr("Profile:"), this), 2, 0);
    auto *sessionRow = new QHBoxLayout;
    sessionRow->addWidget(m_profileBox);
    sessionRow->addWidget(m_declareButton);
    sessionRow->addStretch(1);
    sessionRow->addWidget(m_newButton);
    pickers->addLayout(sessionRow, 2, 1);
    pickers->setColumnStretch(1, 1);

    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_sendButton);
    buttons->addWidget(m_stopButton);
    buttons->addWidget(m_regenerateButton);
    buttons->addWidget(m_playButton);
    buttons->addWidget(m_cancelEditButton);
    m_cancelEditButton->setVisible(false);
    m_cancelEditButton->setToolTip(tr("Keep the conversation as it is (Esc)"));
    buttons->addStretch();
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_composer, 1);
    bottom->addLayout(buttons);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(pickers);
    layout->addWidget(m_banner);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);
    layout->addLayout(bottom);

    fillProfiles();
    fillProviders();
    fillDeclarations();
    connect(m_providerBox, &QComboBox::currentIndexChanged, this, &ChatPanel::onProviderPicked);
    connect(m_profileBox, &QComboBox::currentIndexChanged, this, &ChatPanel::onProfilePicked);
    connect(m_modelEdit, &QLineEdit::editingFinished, this, &ChatPanel::onModelEdited);
    connect(m_composer, &ChatComposer::submitRequested, this, &ChatPanel::sendComposer);
    connect(m_sendButton, &QPushButton::clicked, this, &ChatPanel::sendComposer);
    connect(m_stopButton, &QPushButton::clicked, this, &ChatPanel::stop);
    connect(m_regenerateButton, &QPushButton::clicked, this, &ChatPanel::regenerate);
    connect(m_playButton, &QPushButton::clicked, this, &ChatPanel::playScenario);
    connect(m_newButton, &QPushButton::clicked, this, &ChatPanel::requestNewSession);
    connect(m_cancelEditButton, &QPushButton::clicked, this, &ChatPanel::cancelEdit);
    connect(m_composer, &ChatComposer::cancelRequested, this, &ChatPanel::cancelEdit);
    connect(m_view, &ChatView::editRequested, this, &ChatPanel::beginEdit);
    connect(m_keys, &ProviderKeys::keyChanged, this, [this](const QString &presetId) {
        if (m_providerBox->currentData().toString() == kPresetPrefix + presetId)
            m_providerStale = true; // the next request uses the new key
        updateProviderStatus();
    });
    onProviderChanged();
}

ChatPanel::~ChatPanel()
{
    m_messages->setLoop(nullptr);
    delete m_loop.data();
}

void ChatPanel::setSettings(Settings *settings)
{
    if (m_settings)
        disconnect(m_settings, nullptr, this, nullptr);
    m_settings = settings;
    if (settings) {
        connect(settings, &Settings::providerChanged, this, [this](const QString &presetId) {
            // The current preset's new settings apply from the next request; the conversation stays. Another
            // preset's settings do not concern this session.
            if (m_providerBox->currentData().toString() == kPresetPrefix + presetId)
                m_providerStale = true;
            updateProviderStatus();
        });
        connect(settings, &Settings::cachePolicyChanged, this, [this](const QString &policy) {
            if (m_loop) // the next request places its breakpoints by the new policy
                m_loop->setWireOptions(m_loop->config().wire, sw::cachePolicy(policy));
        });
        restoreSelection();
    }
    updateProviderStatus();
}

void ChatPanel::setProviderKeys(ProviderKeys *keys)
{
    if (!keys || keys == m_keys)
        return;
    if (m_keys->parent() == this)
        m_keys->deleteLater();
    m_keys = keys;
    connect(m_keys, &ProviderKeys::keyChanged, this, [this](const QString &presetId) {
        if (m_providerBox->currentData().toString() == kPresetPrefix + presetId)
            m_providerStale = true; // the next request uses the new key
        updateProviderStatus();
    });
    if (const QString id = presetId(); !id.isEmpty())
        m_keys->readKeychain(id);
    updateProviderStatus();
}

void ChatPanel::setWorkRoot(const QString &workRoot)
{
    m_workRoot = workRoot;
}

void ChatPanel::setScenarioDirectory(const QString &directory)
{
    m_scenarioDir = directory;
    fillProviders();
    onProviderChanged();
}

int ChatPanel::sentUserTurns() const
{
    return m_loop ? m_loop->session().turn + 1 : 0;
}

GatedProvider *ChatPanel::gate() const
{
    return m_gate;
}

QString ChatPanel::statusText() const
{
    return m_status->text();
}

QString ChatPanel::presetId() const
{
    const QString data = m_providerBox->currentData().toString();
    return data.startsWith(kPresetPrefix) ? data.mid(kPresetPrefix.size()) : QString();
}

void ChatPanel::prefillComposer()
{
    const int next = sentUserTurns();
    const QString text = m_composer->toPlainText();
    if (!text.trimmed().isEmpty() && text != m_prefilled)
        return; // the user's own draft stays
    // A step-through replay sends its turns itself: nothing to prefill.
    m_prefilled
        = isReplay() && !m_gate && next < m_scenario.userMessages.size() ? m_scenario.userMessages.at(next) : QString();
    m_composer->setPlainText(m_prefilled);
}

void ChatPanel::discardLoop()
{
    if (!m_loop && !m_provider)
        return;
    m_playing = false;
    m_messages->setLoop(nullptr);
    Q_EMIT loopChanged(nullptr);
    if (m_loop) {
        m_loop->stop();
        m_loop->deleteLater();
    }
    m_loop = nullptr;
    m_gate = nullptr;
    m_providerStale = false; // the next loop is made from the current settings
    if (m_provider)
        m_provider.release()->deleteLater();
    m_status->clear();
    m_view->setStreamingNote(QString());
    m_editEvent = -1;
    updateEditBanner();
    m_sessionPath.clear();
    setModified(false);
    onRunning(false);
}

std::unique_ptr<sw::ChatProvider> ChatPanel::makePresetProvider(
    const QString &presetId, const QString &model, QStringList *secrets, QString &err) const
{
    // The same resolution the status bar, Welcome and Preferences show (one source of truth).
    const ProviderStatus status = presetStatus(presetId, model, m_settings, m_keys);
    if (!status.problem.isEmpty()) {
        err = status.problem;
        return nullptr;
    }
    sw::ProviderConfig pc;
    pc.presetId = status.presetId;
    pc.baseUrl = status.baseUrl;
    pc.model = status.model;
    pc.apiKey = status.key.key;
    pc.api = presetWireApi(status.presetId, m_settings);
    if (!pc.apiKey.isEmpty())
        secrets->append(pc.apiKey);
    return std::make_unique<sw::OpenAiChatProvider>(pc);
}

bool ChatPanel::applyProviderSettings(QString *error)
{
    // The current preset's base URL, key variable or key changed in Preferences: the conversation stays and the
    // next request goes out with the new settings.
    if (!m_providerStale || !m_loop || m_loop->isRunning())
        return true;
    const QString preset = presetId();
    if (preset.isEmpty()) {
        m_providerStale = false;
        return true;
    }
    QString err;
    QStringList secrets;
    std::unique_ptr<sw::ChatProvider> provider = makePresetProvider(preset, m_acceptedModel, &secrets, err);
    if (!provider) {
        if (error)
            *error = err;
        return false;
    }
    m_loop->setProvider(provider.get(), m_acceptedModel, secrets);
    if (m_provider)
        m_provider.release()->deleteLater();
    m_provider = std::move(provider);
    m_providerStale = false;
    return true;
}

bool ChatPanel::ensureLoop(QString *error)
{
    if (m_loop)
        return applyProviderSettings(error);
    QString local;
    QString &err = error ? *error : local;
    auto profile = sw::findProfile(m_profileBox->currentData().toString(), &err);
    if (!profile)
        return false;
    sw::AgentConfig config;
    if (isReplay()) {
        if (m_scenario.steps.isEmpty() && m_scenario.userMessages.isEmpty()) {
            err = tr("The scenario %1 could not be read.")
                      .arg(QDir::toNativeSeparators(
                          m_providerBox->currentData().toString().mid(kScenarioPrefix.size())));
            return false;
        }
        if (const auto m = sw::materialisationFromName(m_scenario.materialisation);
            m && profile->materialisation != sw::Materialisation::ToolResultInline)
            profile->materialisation = *m;
        if (const auto mode = sw::loadModeFromName(m_scenario.loadMode))
            profile->loadMode = *mode;
        auto *scripted = new sw::ScriptedProvider(m_scenario);
        if (m_stepThrough) {
            auto gate = std::make_unique<GatedProvider>(scripted);
            m_gate = gate.get();
            connect(m_gate, &GatedProvider::holdingChanged, this, &ChatPanel::onHoldingChanged);
            m_provider = std::move(gate);
        } else {
            m_provider.reset(scripted);
        }
        config.model = QStringLiteral("replay");
    } else {
        const QString model = m_modelEdit->text().trimmed();
        m_provider = makePresetProvider(presetId(), model, &config.secrets, err);
        if (!m_provider)
            return false;
        config.model = model;
    }
    config.profile = *profile;
    config.skills = activeSkills();
    config.workRoot = m_workRoot;
    config.providerId = m_providerBox->currentData().toString(); // opening the saved session selects it again
    if (m_settings)
        config.cachePolicy = sw::cachePolicy(m_settings->cachePolicy()); // nullopt: the profile's default
    m_loop = new sw::AgentLoop(config, m_provider.get(), this);
    connect(m_loop, &sw::AgentLoop::runningChanged, this, &ChatPanel::onRunning);
    connect(m_loop, &sw::AgentLoop::turnFinished, this, &ChatPanel::onTurnFinished);
    connect(m_loop, &sw::AgentLoop::failed, this, &ChatPanel::onTurnFailed);
    connect(m_loop, &sw::AgentLoop::branchFinished, this, [this](int index) {
        m_status->setText(tr("Request %1 (a re-send) answered: compare it with its original in the inspector's Diff.")
                              .arg(index + 1));
    });
    connect(m_loop, &sw::AgentLoop::stopped, this, [this] {
        m_playing = false;
        m_view->setStreamingNote(QString());
        m_status->setText(tr("Stopped."));
    });
    connect(m_loop, &sw::AgentLoop::requestStarted, this, [this](int index) {
        setModified(true); // a re-send branch adds a request and no event: it is unsaved too
        m_status->setText(tr("Request %1 sent, waiting for the answer…").arg(index + 1));
        const sw::RequestRecord &record = m_loop->session().requests.at(index);
        if (record.branchOf < 0) // a re-send is against other skills: the figure stays the conversation's
            m_catalog->takeRequest(m_loop->config().profile, record);
    });
    connect(m_loop, &sw::AgentLoop::toolStarted, this, [this](const QString &, const QString &name, const QString &) {
        m_status->setText(tr("Running tool %1…").arg(name));
    });
    connect(m_loop, &sw::AgentLoop::retryCountdown, this,
        [this](int seconds) { m_status->setText(tr("Rate limited or server error: retrying in %1 s").arg(seconds)); });
    connect(m_loop, &sw::AgentLoop::eventAppended, this, [this] { setModified(true); });
    m_messages->setLoop(m_loop);
    Q_EMIT loopChanged(m_loop);
    return true;
}

void ChatPanel::onHoldingChanged(bool holding)
{
    // A step-through replay waits at the gate: say so, with the step and the key that releases it.
    if (!holding || !m_gate) {
        m_view->setStreamingNote(QString());
        if (m_loop && m_loop->isRunning())
            m_status->setText(tr("Replaying the next response…"));
        return;
    }
    const auto *scripted = qobject_cast<const sw::ScriptedProvider *>(m_gate->inner());
    const int step = scripted ? scripted->nextStep() + 1 : 0;
    const int total = int(m_scenario.steps.size());
    m_view->setStreamingNote(tr("paused · F9 for the next step"));
    m_status->setText(
        tr("Paused, step %1 of %2: press F9 (Next step) to release the next response, or Play.").arg(step).arg(total));
}

bool ChatPanel::sendMessage(const QString &text, QString *error)
{
    QString local;
    QString &err = error ? *error : local;
    if (text.trimmed().isEmpty()) {
        err = tr("The message is empty.");
        return false;
    }
    if (!ensureLoop(&err) || !m_loop->sendUserMessage(text, takeDeclarations(), &err)) {
        err = noticeText(err);
        m_status->setText(err);
        Q_EMIT errorOccurred(err);
        return false;
    }
    m_composer->addToHistory(text);
    return true;
}

void ChatPanel::sendComposer()
{
    const QString text = m_composer->toPlainText();
    if (m_editEvent >= 0) {
        QString error;
        if (editAndResend(m_editEvent, text, &error)) {
            m_composer->clear();
        } else {
            error = noticeText(error);
            m_status->setText(error);
            Q_EMIT errorOccurred(error);
        }
        return;
    }
    if (sendMessage(text)) {
        m_lastSent = text;
        m_composer->clear();
    }
}

void ChatPanel::playScenario()
{
    if (!isReplay() || (m_loop && m_loop->isRunning()))
        return;
    if (sentUserTurns() >= m_scenario.userMessages.size() && sentUserTurns() > 0) {
        // Every turn was sent: play it again from the start, as a new session.
        if (!startScenario(m_scenario.filePath))
            return;
    }
    m_playing = true;
    onTurnFinished();
}

void ChatPanel::onTurnFinished()
{
    m_status->setText(tr("Done."));
    m_lastSent.clear();
    const int next = sentUserTurns();
    if (m_playing && next < m_scenario.userMessages.size()) {
        m_composer->clear();
        if (!sendMessage(m_scenario.userMessages.at(next)))
            m_playing = false;
        return;
    }
    m_playing = false;
    prefillComposer();
}

void ChatPanel::onTurnFailed(const QString &message)
{
    m_playing = false;
    m_view->setStreamingNote(QString());
    const QString reason = noticeText(message); // core's English, in the window's language
    m_status->setText(tr("Failed: %1").arg(reason));
    // Nothing typed is lost: a message whose turn failed before any answer goes back into an empty composer.
    if (!m_lastSent.isEmpty() && m_composer->toPlainText().trimmed().isEmpty() && m_loop) {
        const sw::Session &session = m_loop->session();
        const int user = session.lastUserEvent();
        bool answered = false;
        for (int i = qMax(0, user + 1); i < session.events.size(); ++i)
            answered = answered
                || (session.events.at(i).kind == sw::TranscriptEvent::Kind::Assistant
                    && !session.events.at(i).text.isEmpty());
        if (user >= 0 && session.events.at(user).text == m_lastSent && !answered)
            m_composer->setPlainText(m_lastSent);
    }
    m_lastSent.clear();
    Q_EMIT errorOccurred(reason);
}

void ChatPanel::onRunning(bool running)
{
    updateButtons();
    Q_EMIT busyChanged(running);
}

void ChatPanel::updateButtons()
{
    const bool running = m_loop && m_loop->isRunning();
    m_sendButton->setEnabled(!running);
    m_stopButton->setEnabled(running);
    m_regenerateButton->setEnabled(!running && m_loop && m_loop->session().turn >= 0);
    // A step-through replay is played from the presentation bar.
    m_playButton->setVisible(isReplay() && !m_gate);
    m_playButton->setEnabled(!running && isReplay() && !m_scenario.userMessages.isEmpty());
}

void ChatPanel::stop()
{
    m_playing = false;
    if (m_loop)
        m_loop->stop();
}

void ChatPanel::regenerate()
{
    if (!m_loop || m_loop->isRunning())
        return;
    cancelEdit();
    QString error;
    if (!applyProviderSettings(&error) || !m_loop->regenerate(&error)) {
        error = noticeText(error);
        m_status->setText(error);
        Q_EMIT errorOccurred(error);
    }
}

bool ChatPanel::editAndResend(int userEvent, const QString &text, QString *error)
{
    QString local;
    QString &err = error ? *error : local;
    if (text.trimmed().isEmpty()) {
        err = tr("The message is empty.");
        return false;
    }
    if (!m_loop) {
        err = tr("There is no conversation to edit.");
        return false;
    }
    if (!applyProviderSettings(&err) || !m_loop->resendFrom(userEvent, text, takeDeclarations(), &err))
        return false;
    m_editEvent = -1;
    updateEditBanner();
    m_composer->addToHistory(text);
    return true;
}

void ChatPanel::beginEdit(int row)
{
    if (!m_loop || m_loop->isRunning() || row < 0 || row >= m_messages->rowCount())
        return;
    const QModelIndex idx = m_messages->index(row);
    const int event = idx.data(ChatMessagesModel::EventIndexRole).toInt();
    if (event < 0)
        return;
    m_editEvent = event;
    m_composer->setPlainText(idx.data(ChatMessagesModel::TextRole).toString());
    m_composer->setFocus();
    m_composer->moveCursor(QTextCursor::End);
    updateEditBanner();
}

void ChatPanel::cancelEdit()
{
    if (m_editEvent < 0)
        return;
    m_editEvent = -1;
    m_composer->clear();
    updateEditBanner();
    prefillComposer();
}

void ChatPanel::updateEditBanner()
{
    const bool editing = m_editEvent >= 0;
    m_cancelEditButton->setVisible(editing);
    m_sendButton->setText(editing ? tr("Resend") : tr("Send"));
    if (editing)
        m_status->setText(tr("Editing an earlier message: Resend replaces it and drops everything after it. "
                             "Esc cancels."));
    else if (m_status->text().startsWith(tr("Editing an earlier message")))
        m_status->clear();
}

void ChatPanel::newSession()
{
    discardLoop();
    m_composer->clear();
    prefillComposer();
}

} // namespace sw::ui
