// ChatPanel: the pickers (provider: replays and presets, model, profile, declared skills). Changing one starts a new
// session; when the current one has unsaved turns it asks first (Save / Discard / Cancel) and Cancel puts the
// picker back.
#include "agent/providerpresets.h"
#include "agent/scenario.h"
#include "chatpanel.h"
#include "common/datapaths.h"
#include "settings/providerstatus.h"
#include "welcome/scenariocatalog.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>

namespace sw::ui {

namespace {
const QString kScenarioPrefix = QStringLiteral("scenario:");
const QString kPresetPrefix = QStringLiteral("preset:");
} // namespace

void ChatPanel::fillProfiles()
{
    const QSignalBlocker block(m_profileBox);
    m_profileBox->clear();
    for (const QString &name : sw::profileNames())
        m_profileBox->addItem(name, name);
    m_acceptedProfile = m_profileBox->currentData().toString();
}

void ChatPanel::fillProviders()
{
    const QSignalBlocker block(m_providerBox);
    const QString current = m_providerBox->currentData().toString();
    m_providerBox->clear();
    const QDir dir(m_scenarioDir);
    for (const QFileInfo &info : dir.entryInfoList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name)) {
        QString error;
        const auto scenario = sw::loadScenario(info.absoluteFilePath(), &error);
        if (!scenario)
            continue;
        const QString title = localizedScenarioTexts(info.absoluteFilePath(),
            scenario->title.isEmpty() ? info.baseName() : scenario->title, scenario->description)
                                  .title;
        m_providerBox->addItem(tr("Replay: %1").arg(title), kScenarioPrefix + info.absoluteFilePath());
    }
    for (const sw::ProviderPreset &preset : sw::providerPresets())
        m_providerBox->addItem(presetDisplayName(preset.id), kPresetPrefix + preset.id);
    const int keep = m_providerBox->findData(current);
    m_providerBox->setCurrentIndex(keep >= 0 ? keep : 0);
}

void ChatPanel::fillDeclarations()
{
    m_declareMenu->clear();
    const sw::SkillSnapshotPtr skills
        = m_skills ? m_skills : sw::SkillSnapshot::fromRoots({ sw::dataDirectory(sw::DataKind::Skills) });
    if (!m_skills)
        m_skills = skills;
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
    const int row = m_providerBox->findData(kScenarioPrefix + QFileInfo(path).absoluteFilePath());
    if (row < 0)
        return false;
    m_providerBox->setCurrentIndex(row);
    return m_providerBox->currentIndex() == row; // false when the user kept the unsaved session
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
    discardLoop();
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
    discardLoop();
}

void ChatPanel::onProviderChanged()
{
    discardLoop();
    const QString data = m_providerBox->currentData().toString();
    m_acceptedProvider = data;
    m_scenarioMessages.clear();
    if (data.startsWith(kScenarioPrefix)) {
        QString error;
        if (const auto scenario = sw::loadScenario(data.mid(kScenarioPrefix.size()), &error)) {
            m_scenarioMessages = scenario->userMessages;
            if (!scenario->profile.isEmpty())
                selectProfile(scenario->profile);
        }
        m_modelEdit->setText(QStringLiteral("replay"));
        m_modelEdit->setEnabled(false);
    } else {
        m_modelEdit->setEnabled(true);
        m_modelEdit->setText(sw::providerPreset(data.mid(kPresetPrefix.size())).defaultModel);
        readKeychainKey(data.mid(kPresetPrefix.size()));
    }
    m_acceptedModel = m_modelEdit->text().trimmed();
    m_playButton->setVisible(isReplay());
    updateBanner();
    prefillComposer();
    m_playButton->setEnabled(isReplay() && !m_scenarioMessages.isEmpty());
}

void ChatPanel::updateBanner()
{
    if (isReplay()) {
        m_banner->setText(tr("<b>Replay</b> of a scripted scenario: answers come from %1, no model is called. "
                             "Tool calls run for real against the skills and the workspace.")
                              .arg(QFileInfo(m_providerBox->currentData().toString().mid(kScenarioPrefix.size()))
                                       .fileName()
                                       .toHtmlEscaped()));
        m_banner->setVisible(true);
    } else {
        m_banner->setVisible(false);
    }
}

} // namespace sw::ui
