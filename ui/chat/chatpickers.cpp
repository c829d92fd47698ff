// ChatPanel: the pickers (provider: replays and presets, model, profile, declared skills) and starting a scenario.
// Changing one starts a new session; when the current one has unsaved turns it asks first (Save / Discard / Cancel)
// and Cancel puts the picker back. The selection is remembered in Settings and restored at the next start.
#include "agent/scenario.h"
#include "agent/scriptedprovider.h"
#include "chat/chatcomposer.h"
#include "chat/gatedprovider.h"
#include "chat/sessioncatalog.h"
#include "chatpanel.h"
#include "common/datapaths.h"
#include "provider/providerpresets.h"
#include "settings/providerchoice.h"
#include "settings/providerkeys.h"
#include "settings/providerstatus.h"
#include "settings/settings.h"
#include "welcome/scenariocatalog.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QToolButton>

namespace sw::ui {

namespace {

// A replay's provider name as a session saves it ("Replay: <title>", untranslated), kept with its item: an older file
// that names no provider_id is matched by it.
constexpr int kReplayNameRole = Qt::UserRole + 1;

QString replayTitle(const QString &path, const sw::Scenario &scenario)
{
    return localizedScenarioTexts(
        path, scenario.title.isEmpty() ? QFileInfo(path).baseName() : scenario.title, scenario.description)
        .title;
}
} // namespace

void ChatPanel::fillProfiles()
{
    const QSignalBlocker block(m_profileBox);
    m_profileBox->clear();
    for (const QString &name : sw::profileNames()) {
        m_profileBox->addItem(name, name);
        // A client profile says which client version its listing follows (the pinned rules or a calibration).
        QString error;
        if (const std::optional<sw::Profile> profile = sw::findProfile(name, &error))
            if (const sw::ClientRulesOrigin rules = sw::profileClientRules(*profile); !rules.client.isEmpty())
                m_profileBox->setItemData(
                    m_profileBox->count() - 1, tr("Its listing follows %1").arg(rules.describe()), Qt::ToolTipRole);
    }
    m_acceptedProfile = m_profileBox->currentData().toString();
}

void ChatPanel::fillProviders()
{
    const QSignalBlocker block(m_providerBox);
    const QString current = m_providerBox->currentData().toString();
    m_providerBox->clear();
    for (const QString &path : scenarioFilesInOrder(m_scenarioDir)) { // the flagship story first
        const QFileInfo info(path);
        QString error;
        const auto scenario = sw::loadScenario(info.absoluteFilePath(), &error);
        if (!scenario)
            continue;
        m_providerBox->addItem(tr("Replay: %1").arg(replayTitle(info.absoluteFilePath(), *scenario)),
            kScenarioPrefix + info.absoluteFilePath());
        m_providerBox->setItemData(
            m_providerBox->count() - 1, sw::ScriptedProvider::displayNameOf(*scenario), kReplayNameRole);
    }
    for (const sw::ProviderPreset &preset : sw::providerPresets())
        m_providerBox->addItem(presetDisplayName(preset.id), kPresetPrefix + preset.id);
    const int keep = m_providerBox->findData(current);
    m_providerBox->setCurrentIndex(keep >= 0 ? keep : 0);
}

int ChatPanel::scenarioRow(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const int row = m_providerBox->findData(kScenarioPrefix + absolute);
    if (row >= 0)
        return row;
    // A scenario from another folder (a Welcome page of another data folder, a file the user chose): listed after
    // the bundled replays.
    QString error;
    const auto scenario = sw::loadScenario(absolute, &error);
    if (!scenario)
        return -1;
    int at = 0;
    while (at < m_providerBox->count() && m_providerBox->itemData(at).toString().startsWith(kScenarioPrefix))
        ++at;
    const QSignalBlocker block(m_providerBox);
    m_providerBox->insertItem(at, tr("Replay: %1").arg(replayTitle(absolute, *scenario)), kScenarioPrefix + absolute);
    m_providerBox->setItemData(at, sw::ScriptedProvider::displayNameOf(*scenario), kReplayNameRole);
    return at;
}

void ChatPanel::fillDeclarations()
{
    m_declareMenu->clear();
    const sw::SkillSnapshotPtr skills = activeSkills();
    m_shownSkills = skills;
    for (const QString &name : skills->names()) {
        QAction *action = m_declareMenu->addAction(name);
        action->setCheckable(true);
    }
}

QList<sw::SkillLoadRequest> ChatPanel::takeDeclarations()
{
    QStringList specs;
    for (QAction *action : m_declareMenu->actions()) {
        if (action->isChecked())
            specs << action->text();
        action->setChecked(false);
    }
    return sw::AgentLoop::parseDeclarations(specs);
}

bool ChatPanel::isReplay() const
{
    return m_providerBox->currentData().toString().startsWith(kScenarioPrefix);
}

bool ChatPanel::selectScenario(const QString &path)
{
    const int row = scenarioRow(path);
    if (row < 0)
        return false;
    m_providerBox->setCurrentIndex(row);
    return m_providerBox->currentIndex() == row; // false when the user kept the unsaved session
}

bool ChatPanel::startScenario(const QString &path, ScenarioStart how, QString *error)
{
    QString local;
    QString &err = error ? *error : local;
    QString why;
    if (!sw::loadScenario(path, &why)) {
        err = tr("Cannot start the scenario %1: %2").arg(QDir::toNativeSeparators(path), why);
        return false;
    }
    if (m_askingPicker) {
        err = tr("Answer the open question about the current session first.");
        return false;
    }
    // The current session goes: ask first when it has unsaved turns (Cancel keeps everything as it is).
    m_askingPicker = true;
    const bool drop = maybeSaveSession();
    m_askingPicker = false;
    if (!drop) {
        err = tr("The current session was kept.");
        return false;
    }
    discardLoop();
    const int row = scenarioRow(path);
    if (row < 0) {
        err = tr("Cannot start the scenario %1.").arg(QDir::toNativeSeparators(path));
        return false;
    }
    {
        const QSignalBlocker block(m_providerBox);
        m_providerBox->setCurrentIndex(row);
    }
    onProviderChanged(); // the replay's profile, banner, composer and status; nothing to ask any more
    m_composer->clear();
    prefillComposer();
    m_stepThrough = how == ScenarioStart::StepThrough;
    const bool made = ensureLoop(&err);
    m_stepThrough = false; // a later session of this replay (New session) is an ordinary chat replay
    m_composer->clear();
    prefillComposer();
    updateButtons();
    if (!made) {
        m_status->setText(err);
        return false;
    }
    return true;
}

bool ChatPanel::selectPreset(const QString &presetId)
{
    const int row = m_providerBox->findData(kPresetPrefix + presetId);
    if (row < 0)
        return false;
    m_providerBox->setCurrentIndex(row);
    return m_providerBox->currentIndex() == row; // false when the user kept the unsaved session
}

bool ChatPanel::selectProfile(const QString &name)
{
    const int row = m_profileBox->findData(name);
    if (row < 0)
        return false;
    m_profileBox->setCurrentIndex(row);
    return m_profileBox->currentIndex() == row; // false when the user kept the unsaved session
}

void ChatPanel::setModelName(const QString &model)
{
    m_modelEdit->setText(model);
    onModelEdited();
}

bool ChatPanel::confirmPickerChange()
{
    if (m_askingPicker)
        return false;
    m_askingPicker = true;
    const bool drop = maybeSaveSession();
    m_askingPicker = false;
    return drop;
}

void ChatPanel::onProviderPicked()
{
    if (m_providerBox->currentData().toString() == m_acceptedProvider)
        return;
    if (!confirmPickerChange()) {
        const QSignalBlocker block(m_providerBox);
        m_providerBox->setCurrentIndex(qMax(0, m_providerBox->findData(m_acceptedProvider)));
        return;
    }
    onProviderChanged();
}

void ChatPanel::onProfilePicked()
{
    const QString profile = m_profileBox->currentData().toString();
    if (profile == m_acceptedProfile)
        return;
    if (!confirmPickerChange()) {
        const QSignalBlocker block(m_profileBox);
        m_profileBox->setCurrentIndex(qMax(0, m_profileBox->findData(m_acceptedProfile)));
        return;
    }
    m_acceptedProfile = profile;
    if (m_settings && !m_restoring)
        m_settings->setChatProfile(profile);
    discardLoop();
    updateCatalog();
}

void ChatPanel::onModelEdited()
{
    const QString model = m_modelEdit->text().trimmed();
    if (model == m_acceptedModel)
        return; // focus left the field without a change
    if (!confirmPickerChange()) {
        const QSignalBlocker block(m_modelEdit);
        m_modelEdit->setText(m_acceptedModel);
        return;
    }
    m_acceptedModel = model;
    if (m_settings && !m_restoring && !presetId().isEmpty())
        m_settings->setProviderModel(presetId(), model);
    discardLoop();
    updateProviderStatus();
}

void ChatPanel::onProviderChanged()
{
    discardLoop();
    const QString data = m_providerBox->currentData().toString();
    m_acceptedProvider = data;
    m_scenario = sw::Scenario();
    if (data.startsWith(kScenarioPrefix)) {
        QString error;
        if (const auto scenario = sw::loadScenario(data.mid(kScenarioPrefix.size()), &error)) {
            m_scenario = *scenario;
            if (!scenario->profile.isEmpty())
                selectProfile(scenario->profile);
        } else {
            m_status->setText(error);
        }
        m_modelEdit->setText(QStringLiteral("replay"));
        m_modelEdit->setEnabled(false);
    } else {
        const QString preset = data.mid(kPresetPrefix.size());
        const QString saved = m_settings ? m_settings->providerModel(preset) : QString();
        m_modelEdit->setEnabled(true);
        m_modelEdit->setText(saved.isEmpty() ? sw::providerPreset(preset).defaultModel : saved);
        m_keys->readKeychain(preset);
    }
    m_acceptedModel = m_modelEdit->text().trimmed();
    if (m_settings && !m_restoring && !data.isEmpty())
        m_settings->setChatProvider(data);
    updateProviderStatus();
    prefillComposer();
    updateButtons();
}

bool ChatPanel::selectSessionProvider(const sw::Session &session, QString &err)
{
    // The provider: the session's own preset or replay. A replay is found by its file, else by its name among the
    // replays listed here; a model session never continues as a replay, nor the reverse.
    int row = -1;
    if (session.providerId.startsWith(kScenarioPrefix)) {
        const QString path = session.providerId.mid(kScenarioPrefix.size());
        if (QFileInfo::exists(path))
            row = scenarioRow(path);
        for (int i = 0; row < 0 && i < m_providerBox->count(); ++i) {
            const QString data = m_providerBox->itemData(i).toString();
            if (data.startsWith(kScenarioPrefix)
                && QFileInfo(data.mid(kScenarioPrefix.size())).fileName() == QFileInfo(path).fileName())
                row = i;
        }
    } else if (session.providerId.startsWith(kPresetPrefix)) {
        row = m_providerBox->findData(session.providerId);
    }
    if (row < 0 && session.replay) {
        // An older file: the replay by the name it saved, its scenario's own title (the list shows the title
        // translated, in another language than the file's).
        row = m_providerBox->findData(session.providerName, kReplayNameRole);
        if (row < 0) {
            const QLatin1String replay("Replay: "); // ScriptedProvider::displayNameOf's, before the scenario's title
            const QString title = session.providerName.startsWith(replay) ? session.providerName.mid(replay.size())
                                                                          : session.providerName;
            err = tr("This session replays “%1”, which is not installed here: it cannot be continued.").arg(title);
            return false;
        }
    }
    if (row < 0) { // a model session whose preset is not known (an older file): ask before choosing one
        if (isReplay()) {
            err = tr("This session was recorded with a model (%1, %2). Choose that provider in the chat's Provider "
                     "box first, then open the session again.")
                      .arg(session.providerName, session.model);
            return false;
        }
        const auto answer = QMessageBox::question(this, tr("Open Session"),
            tr("This session does not say which provider it used (it names “%1”, model %2). Continue it with %3?")
                .arg(session.providerName, session.model, m_providerBox->currentText()),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Yes);
        if (answer != QMessageBox::Yes) {
            err = tr("The session was not opened.");
            return false;
        }
        row = m_providerBox->currentIndex();
    }
    {
        const QSignalBlocker block(m_providerBox);
        m_providerBox->setCurrentIndex(row);
    }
    onProviderChanged(); // the preset's model and key, or the replay and its profile
    if (!session.replay) {
        // The model and the wire format the session used.
        if (!session.model.isEmpty()) {
            const QSignalBlocker block(m_modelEdit);
            m_modelEdit->setText(session.model);
            m_acceptedModel = session.model;
            updateProviderStatus();
        }
        const sw::WireApi api = presetWireApi(presetId(), m_settings);
        if (api != session.api) {
            const auto answer = QMessageBox::question(this, tr("Open Session"),
                tr("This session's requests were sent as %1; %2 is now set to send %3. Continue the session in %3?")
                    .arg(wireFormatDisplayName(session.api), m_providerBox->currentText(), wireFormatDisplayName(api)),
                QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Yes);
            if (answer != QMessageBox::Yes) {
                err = tr("The session was not opened.");
                return false;
            }
        }
    }
    // The profile.
    if (!session.profileName.isEmpty() && m_profileBox->findData(session.profileName) < 0) {
        const auto answer = QMessageBox::question(this, tr("Open Session"),
            tr("The session's profile %1 is not installed. Continue it with %2?")
                .arg(session.profileName, m_profileBox->currentText()),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Yes);
        if (answer != QMessageBox::Yes) {
            err = tr("The session was not opened.");
            return false;
        }
    } else if (!session.profileName.isEmpty()) {
        const QSignalBlocker block(m_profileBox);
        m_profileBox->setCurrentIndex(m_profileBox->findData(session.profileName));
        m_acceptedProfile = session.profileName;
        updateCatalog();
    }
    return true;
}

void ChatPanel::restoreSelection()
{
    // At start-up (no session yet): the provider, model and profile of the last run.
    if (!m_settings || m_loop)
        return;
    m_restoring = true;
    const QString provider = m_settings->chatProvider();
    int row = -1;
    if (provider.startsWith(kScenarioPrefix)) {
        const QString path = provider.mid(kScenarioPrefix.size());
        if (QFileInfo::exists(path))
            row = scenarioRow(path);
    } else if (!provider.isEmpty()) {
        row = m_providerBox->findData(provider);
    }
    if (row >= 0 && row != m_providerBox->currentIndex()) {
        const QSignalBlocker block(m_providerBox);
        m_providerBox->setCurrentIndex(row);
    }
    onProviderChanged(); // the preset's saved model, the replay's profile
    const int profile = m_profileBox->findData(m_settings->chatProfile());
    if (profile >= 0 && profile != m_profileBox->currentIndex()) {
        const QSignalBlocker block(m_profileBox);
        m_profileBox->setCurrentIndex(profile);
        m_acceptedProfile = m_profileBox->currentData().toString();
    }
    m_restoring = false;
}

void ChatPanel::updateProviderStatus()
{
    ProviderStatus status;
    if (isReplay()) {
        const QString path = m_providerBox->currentData().toString().mid(kScenarioPrefix.size());
        status = replayStatus(replayTitle(path, m_scenario));
    } else {
        status = presetStatus(presetId(), m_modelEdit->text(), m_settings, m_keys);
    }
    const bool changed = !(status == m_providerStatus);
    m_providerStatus = status;
    refreshSkills(); // a replay and a model may see different skills
    updateCatalog();
    updateBanner();
    if (changed)
        Q_EMIT providerStatusChanged(m_providerStatus);
}

void ChatPanel::updateCatalog()
{
    const QString name = m_profileBox->currentData().toString();
    // A profile that puts a skill's content only where its tool's result goes cannot take declared skills: they
    // would be marked loaded and never sent.
    QString why;
    const auto chosen = name.isEmpty() ? std::nullopt : sw::findProfile(name, &why);
    const bool declarable = !chosen || sw::AgentLoop::declarationProblem(*chosen).isEmpty();
    m_declareButton->setEnabled(declarable);
    m_declareButton->setToolTip(declarable
            ? tr("Skills loaded by the caller for the next turn (no tool call)")
            : tr("The %1 profile loads a skill only through its own tool, as the client does: a declared skill would "
                 "be marked loaded but never sent. Ask for the skill in the message instead.")
                  .arg(name));
    if (!declarable)
        for (QAction *action : m_declareMenu->actions())
            action->setChecked(false);
    const sw::SkillSnapshotPtr skills = activeSkills();
    if (name.isEmpty() || !skills || m_catalog->covers(name, skills))
        return;
    QString error;
    if (const auto profile = sw::findProfile(name, &error))
        m_catalog->count(*profile, skills);
}

void ChatPanel::updateBanner()
{
    if (isReplay()) {
        m_banner->setStyleSheet(QStringLiteral("QLabel { background:#fff7d6; color:#6b4e00; border:1px solid #e8d48a;"
                                               " border-radius:3px; padding:4px 8px; }"));
        m_banner->setText(tr("<b>Replay</b> of a scripted scenario: answers come from %1, no model is called. "
                             "Tool calls run for real against the skills and the workspace.")
                              .arg(QFileInfo(m_providerBox->currentData().toString().mid(kScenarioPrefix.size()))
                                       .fileName()
                                       .toHtmlEscaped()));
        m_banner->setVisible(true);
        return;
    }
    const QString warning = m_providerStatus.warning();
    if (warning.isEmpty()) {
        m_banner->setVisible(false);
        return;
    }
    m_banner->setStyleSheet(QStringLiteral("QLabel { background:#fdecea; color:#8a1c13; border:1px solid #f2b8b0;"
                                           " border-radius:3px; padding:4px 8px; }"));
    m_banner->setText(QStringLiteral("⚠ ") + warning.toHtmlEscaped());
    m_banner->setVisible(true);
}

} // namespace sw::ui
