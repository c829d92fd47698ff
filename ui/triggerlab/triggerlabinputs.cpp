// TriggerLabPage: what a run is made of: the skill, profile and provider pickers, scenarios (the bundled demo sets and
// files), the description variants, and the editor's "Test this description".
#include "triggerlabpage.h"

#include "settings/providerchoice.h"

#include "agent/agentloop.h"
#include "common/backgroundpool.h"
#include "common/datapaths.h"
#include "inspector/requestinspector.h"
#include "provider/providerpresets.h"
#include "provider/secrets.h"
#include "repository/skillindex.h"
#include "settings/providerkeys.h"
#include "settings/providerstatus.h"
#include "settings/settings.h"
#include "theme/acceptshortcut.h"
#include "theme/icons.h"
#include "theme/theme.h"
#include "triggerlab/backgroundeval.h"
#include "triggerlab/evalresultsmodel.h"
#include "triggerlab/evalsetmodel.h"
#include "triggerlab/evalsetpanel.h"
#include "triggerlab/labcharts.h"
#include "triggerlab/optimisermodel.h"
#include "triggerlab/variantlistmodel.h"
#include "triggerlab/variantsummarymodel.h"
#include "welcome/scenariocatalog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QThreadPool>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>

namespace sw::ui {

QString TriggerLabPage::draftPath() const
{
    return m_settings ? m_settings->stateFilePath(QStringLiteral("triggerlab-draft.evals.json")) : QString();
}

void TriggerLabPage::saveDraft()
{
    m_draftTimer->stop();
    const QString path = draftPath();
    if (path.isEmpty())
        return;
    const EvalSet set = m_setModel->evalSet();
    const bool keepSet = !set.cases.isEmpty() && set.cases != m_demoCases; // else nothing of the user's to keep
    // The variants as the user left them (label, description, checked), when any was added or sent by the editor
    // (not the saved description alone, not a demo's unchanged list).
    QStringList variants;
    const QList<EvalVariant> current = m_variants->variants();
    const bool added
        = std::any_of(current.begin(), current.end(), [](const EvalVariant &v) { return !v.description.isEmpty(); });
    if (added && variantTexts() != m_demoVariants) {
        for (int row = 0; row < current.size(); ++row) {
            const bool checked = m_variants->index(row).data(Qt::CheckStateRole).toInt() == Qt::Checked;
            variants << current.at(row).label << current.at(row).description
                     << (checked ? QStringLiteral("1") : QStringLiteral("0"));
        }
    }
    m_settings->setTriggerLabVariants(variants);
    const bool routing = keepSet && set.kind == EvalSetKind::Routing;
    m_settings->setTriggerLabSkill(!routing && (keepSet || !variants.isEmpty()) ? currentSkill() : QString());
    if (!keepSet) {
        QFile::remove(path);
        return;
    }
    QString error;
    if (!saveEvalSet(set, path, &error))
        Q_EMIT statusMessage(tr("The eval set could not be kept for the next start: %1").arg(error));
}

QStringList TriggerLabPage::variantTexts() const
{
    QStringList texts;
    for (const EvalVariant &v : m_variants->variants())
        texts << v.label + QLatin1Char('\n') + v.description;
    return texts;
}

void TriggerLabPage::restoreDraft()
{
    if (draftPath().isEmpty() || m_setModel->rowCount() > 0)
        return;
    const QString path = draftPath();
    if (QFile::exists(path)) {
        EvalSetError error;
        if (const std::optional<EvalSet> set = loadEvalSet(path, &error))
            m_setModel->setEvalSet(*set, false);
        else
            Q_EMIT statusMessage(
                tr("The eval set kept from the last session could not be read: %1").arg(error.describe()));
    }
    const QStringList variants = m_settings->triggerLabVariants();
    for (qsizetype i = 0; i + 2 < variants.size(); i += 3) {
        const bool checked = variants.at(i + 2) == QLatin1String("1");
        if (variants.at(i + 1).isEmpty()) { // the saved description's row, which is always there: its label and check
            const QModelIndex saved = m_variants->index(0);
            m_variants->setData(saved, variants.at(i), Qt::EditRole);
            m_variants->setData(saved, checked ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
        } else {
            m_variants->setVariant(variants.at(i), variants.at(i + 1), checked);
        }
    }
    m_draftTimer->stop(); // what was just read needs no writing
    if (const QString skill = m_settings->triggerLabSkill(); !skill.isEmpty() && !selectSkill(skill))
        m_pendingSkill = skill;
}

void TriggerLabPage::setSettings(Settings *settings)
{
    const bool first = !m_settings && settings;
    m_settings = settings;
    if (first) {
        restoreDraft();
        if (const QString provider = settings->triggerLabProvider(); !provider.isEmpty())
            selectProvider(provider);
        // A real client's entry appears once the client is found (detectClients).
        if (const QString profile = settings->triggerLabProfile(); !profile.isEmpty() && !selectProfile(profile))
            m_pendingProfile = profile;
    }
    // The model saved for the preset shown (the chat's and Preferences' choice) until one is typed here.
    const QString data = m_providerBox->currentData().toString();
    if (settings && data.startsWith(kPresetPrefix) && !m_modelFor.contains(data) && m_modelEdit->text().isEmpty())
        m_modelEdit->setText(settings->providerModel(data.mid(kPresetPrefix.size())));
    if (settings) {
        // A program chosen in Preferences ▸ Clients (now or later) replaces the one found on PATH.
        connect(settings, &Settings::clientProgramChanged, this, &TriggerLabPage::detectClients, Qt::UniqueConnection);
        bool anyChosen = false;
        for (const QString &id : { QStringLiteral("claude-code"), QStringLiteral("codex"), QStringLiteral("opencode") })
            anyChosen = anyChosen || !settings->clientProgram(id).isEmpty();
        if (anyChosen && m_clientsDetected)
            detectClients();
    }
}

void TriggerLabPage::setSkills(SkillSnapshotPtr skills)
{
    if (!skills) {
        // Until the repository arrives: the bundled skills, read in the background.
        const int generation = ++m_skillsGeneration;
        auto *watcher = new QFutureWatcher<SkillSnapshotPtr>(this);
        connect(watcher, &QFutureWatcher<SkillSnapshotPtr>::finished, this, [this, watcher, generation] {
            watcher->deleteLater();
            if (generation == m_skillsGeneration)
                setSkills(watcher->result() ? watcher->result() : std::make_shared<const SkillSnapshot>());
        });
        watcher->setFuture(QtConcurrent::run(
            backgroundPool(), [] { return SkillSnapshot::fromRoots({ dataDirectory(DataKind::Skills) }); }));
        return;
    }
    ++m_skillsGeneration;
    m_skills = std::move(skills);
    fillSkills();
    countCatalog();
}

void TriggerLabPage::setSkillIndex(const std::shared_ptr<const SkillIndex> &index)
{
    if (!index)
        return;
    const int generation = ++m_skillsGeneration;
    auto *watcher = new QFutureWatcher<SkillSnapshotPtr>(this);
    connect(watcher, &QFutureWatcher<SkillSnapshotPtr>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_skillsGeneration || !watcher->result())
            return;
        ++m_skillsGeneration;
        m_skills = watcher->result();
        fillSkills();
        countCatalog(); // the status bar's figure is of the skills as they are now
    });
    watcher->setFuture(QtConcurrent::run(backgroundPool(), [index] { return SkillSnapshot::fromIndex(index); }));
}

void TriggerLabPage::fillSkills()
{
    const QString keep = m_pendingSkill.isEmpty() ? currentSkill() : m_pendingSkill;
    const QSignalBlocker block(m_skillBox);
    m_skillBox->clear();
    m_skillBox->addItem(tr("(routing: every skill)"), QString());
    for (const AgentSkill &s : m_skills->skills())
        m_skillBox->addItem(s.name, s.name);
    int index = m_skillBox->findData(keep);
    if (index < 0 || (keep.isEmpty() && !m_skillChosen))
        index = m_skillBox->count() > 1 ? 1 : 0; // the first skill until the user picks (routing is a choice)
    m_skillBox->setCurrentIndex(index);
    if (m_skillBox->currentData().toString() == m_pendingSkill)
        m_pendingSkill.clear();
    m_setPanel->setSkillNames(m_skills->names());
    m_setPanel->setSkill(currentSkill());
    updateEnabled();
}

QString TriggerLabPage::currentSkill() const
{
    return m_skillBox->currentData().toString();
}

bool TriggerLabPage::selectSkill(const QString &name)
{
    m_skillChosen = true;
    const int index = m_skillBox->findData(name);
    if (index < 0) {
        m_pendingSkill = name; // the skills are still being read
        return false;
    }
    m_skillBox->setCurrentIndex(index);
    return true;
}

bool TriggerLabPage::selectProfile(const QString &name)
{
    m_pendingProfile.clear(); // what is chosen now wins over the entry kept from last time
    const int index = m_profileBox->findData(name);
    if (index >= 0)
        m_profileBox->setCurrentIndex(index);
    return index >= 0;
}

bool TriggerLabPage::selectProvider(const QString &data)
{
    const int index = m_providerBox->findData(data);
    if (index >= 0)
        m_providerBox->setCurrentIndex(index);
    return index >= 0;
}

void TriggerLabPage::fillProviders()
{
    const QSignalBlocker block(m_providerBox);
    m_providerBox->clear();
    for (const QString &path : bundledTriggerLabScenarios()) {
        QString error;
        if (const auto s = sw::loadScenario(path, &error))
            m_providerBox->addItem(tr("Replay: %1").arg(localizedScenarioTexts(path, s->title, s->description).title),
                kScenarioPrefix + path);
    }
    for (const ProviderPreset &p : providerPresets())
        m_providerBox->addItem(presetDisplayName(p.id), kPresetPrefix + p.id);
    const bool haveKey = qEnvironmentVariableIsSet("OPENAI_API_KEY") || qEnvironmentVariableIsSet("DEEPSEEK_API_KEY");
    if (haveKey)
        m_providerBox->setCurrentIndex(qMax(0, m_providerBox->findData(kPresetPrefix + QStringLiteral("openai"))));
    onProviderChanged();
}

void TriggerLabPage::onProviderChanged()
{
    const QString data = m_providerBox->currentData().toString();
    const bool replay = data.startsWith(kScenarioPrefix);
    // The model belongs to the provider it was typed for: switching away and back brings it back.
    if (m_lastProvider.startsWith(kPresetPrefix))
        m_modelFor.insert(m_lastProvider, m_modelEdit->text());
    m_lastProvider = data;
    m_modelEdit->setEnabled(!replay);
    if (replay) {
        m_modelEdit->clear();
        m_modelEdit->setPlaceholderText(tr("replay"));
        QString error;
        m_scenario = loadTriggerLabScenario(data.mid(kScenarioPrefix.size()), &error);
        if (!m_scenario)
            Q_EMIT statusMessage(error);
        else if (!m_scenario->scenario.profile.isEmpty())
            selectProfile(m_scenario->scenario.profile);
    } else {
        m_scenario.reset();
        const ProviderPreset preset = providerPreset(data.mid(kPresetPrefix.size()));
        m_modelEdit->setPlaceholderText(preset.defaultModel.isEmpty() ? tr("model name") : preset.defaultModel);
        m_modelEdit->setText(m_modelFor.contains(data) ? m_modelFor.value(data)
                : m_settings                           ? m_settings->providerModel(preset.id)
                                                       : QString());
        if (preset.needsApiKey && m_keys)
            m_keys->readKeychain(preset.id);
    }
    m_endpointButton->setEnabled(!replay);
    updateBanner();
    updateEnabled();
    Q_EMIT providerStatusChanged();
}

ProviderStatus TriggerLabPage::providerStatus() const
{
    const QString data = m_providerBox->currentData().toString();
    if (data.startsWith(kScenarioPrefix))
        return replayStatus(m_scenario ? localizedScenarioTexts(m_scenario->scenario.filePath,
                                m_scenario->scenario.title, m_scenario->scenario.description)
                                             .title
                                       : m_providerBox->currentText());
    const QString presetId = data.mid(kPresetPrefix.size());
    QString model = m_modelEdit->text().trimmed();
    if (model.isEmpty())
        model = providerPreset(presetId).defaultModel;
    return presetStatus(presetId, model, m_settings, m_keys);
}

void TriggerLabPage::setProviderKeys(ProviderKeys *keys)
{
    m_keys = keys;
    const QString data = m_providerBox->currentData().toString();
    if (keys && data.startsWith(kPresetPrefix) && providerPreset(data.mid(kPresetPrefix.size())).needsApiKey)
        keys->readKeychain(data.mid(kPresetPrefix.size()));
}

void TriggerLabPage::updateBanner()
{
    const bool replay = m_providerBox->currentData().toString().startsWith(kScenarioPrefix);
    const QString client = clientBannerText();
    m_banner->setVisible(replay || !client.isEmpty());
    if (!client.isEmpty())
        m_banner->setText(client);
    else if (replay)
        m_banner->setText(tr("Replay: %1. The answers come from a scenario file; no model is called. Everything else "
                             "(requests, catalog, tools, statistics) is real.")
                              .arg(m_scenario ? localizedScenarioTexts(m_scenario->scenario.filePath,
                                       m_scenario->scenario.title, m_scenario->scenario.description)
                                                    .title
                                              : m_providerBox->currentText()));
}

void TriggerLabPage::testDescription(const QString &skillMdPath, const QString &name, const QString &description)
{
    m_editorSkillPath = skillMdPath;
    if (!selectSkill(name))
        Q_EMIT statusMessage(tr("Reading the skills; %1 is selected when they arrive.").arg(name));
    m_variants->reset();
    const AgentSkill *saved = m_skills ? m_skills->find(name) : nullptr;
    if (!saved || saved->description != description)
        m_variants->setVariant(tr("B: editor (unsaved)"), description);
    if (m_setModel->rowCount() == 0 && saved && !saved->folder.isEmpty()) {
        EvalSetError error;
        if (const auto set = loadEvalSet(QDir(saved->folder).filePath(QStringLiteral("evals/evals.json")), &error))
            m_setModel->setEvalSet(*set);
    }
    Q_EMIT statusMessage(saved && saved->description == description
            ? tr("Trigger Lab: %1 (the editor's description is the saved one).").arg(name)
            : tr("Trigger Lab: %1, the editor's unsaved description is variant B.").arg(name));
}

bool TriggerLabPage::loadScenario(const QString &path, bool routing, QString *error)
{
    QString local;
    QString &err = error ? *error : local;
    auto scenario = loadTriggerLabScenario(path, &err);
    if (!scenario)
        return false;
    const std::optional<EvalSet> &set = routing ? scenario->routingSet : scenario->set;
    if (!set) {
        err = routing ? tr("The scenario has no routing set.") : tr("The scenario has no one-skill set.");
        return false;
    }
    selectProvider(kScenarioPrefix + QFileInfo(path).absoluteFilePath());
    if (m_providerBox->currentData().toString() != kScenarioPrefix + QFileInfo(path).absoluteFilePath()) {
        m_providerBox->addItem(
            tr("Replay: %1")
                .arg(localizedScenarioTexts(path, scenario->scenario.title, scenario->scenario.description).title),
            kScenarioPrefix + path);
        m_providerBox->setCurrentIndex(m_providerBox->count() - 1);
    }
    if (!scenario->scenario.profile.isEmpty())
        selectProfile(scenario->scenario.profile);
    m_runs->setValue(scenario->runsPerQuery);
    m_setModel->setEvalSet(*set);
    if (routing) {
        m_variants->reset();
        selectSkill(QString());
    } else {
        if (!scenario->skill.isEmpty() && !selectSkill(scenario->skill))
            m_pendingSkill = scenario->skill;
        m_variants->setVariants(scenario->variants);
    }
    m_demoCases = m_setModel->evalSet().cases;
    m_demoVariants = variantTexts();
    Q_EMIT statusMessage(
        tr("Loaded the replay \"%1\". Run it with Ctrl+Return.")
            .arg(localizedScenarioTexts(path, scenario->scenario.title, scenario->scenario.description).title));
    return true;
}

bool TriggerLabPage::loadDemo(const QString &path, bool routing, QString *error)
{
    // What the demo would replace: the user's queries and the variants beyond the saved description (not what an
    // earlier demo loaded and nobody changed).
    int userVariants = 0;
    if (variantTexts() != m_demoVariants) {
        for (const EvalVariant &v : m_variants->variants())
            userVariants += !v.description.isEmpty();
    }
    const QList<EvalCase> cases = m_setModel->evalSet().cases;
    const bool hasSet = !cases.isEmpty() && cases != m_demoCases;
    if (hasSet || userVariants > 0) {
        QStringList question { tr("Loading the demo replaces your eval set (%n query(ies)).", nullptr,
            int(m_setModel->evalSet().cases.size())) };
        if (userVariants > 0)
            question << tr("It also replaces your description variants (%n).", nullptr, userVariants);
        question << tr("Export the set first to keep it. Load the demo?");
        const bool yes = m_confirm ? m_confirm(question.join(QLatin1Char(' ')))
                                   : QMessageBox::question(this, tr("Load the Demo?"), question.join(QLatin1Char(' ')),
                                         QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
                == QMessageBox::Yes;
        if (!yes) {
            if (error)
                error->clear();
            return false;
        }
    }
    return loadScenario(path, routing, error);
}

void TriggerLabPage::markResultsStale()
{
    if (m_resultsStale || isRunning() || m_results->rowCount() == 0)
        return;
    m_resultsStale = true;
    m_resultsTitle->setText(m_resultsTitle->text() + QStringLiteral(" — ")
        + tr("out of date: the eval set or the variants changed since this run (Ctrl+Return runs it again)"));
}

void TriggerLabPage::addVariant()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Add a Description Variant"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *label = new QLineEdit(m_variants->nextLabel(), &dialog);
    auto *text = new QPlainTextEdit(&dialog);
    const AgentSkill *saved = m_skills ? m_skills->find(currentSkill()) : nullptr;
    text->setPlainText(saved ? saved->description : QString());
    auto *counter = new QLabel(&dialog);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    auto update = [counter, text, buttons] {
        const int n = int(text->toPlainText().size());
        counter->setText(tr("%1 / 1024 characters").arg(n));
        counter->setStyleSheet(
            n > 1024 ? QStringLiteral("QLabel { color: %1; }").arg(themeColours().error.name()) : QString());
        buttons->button(QDialogButtonBox::Ok)->setEnabled(n > 0 && n <= 1024);
    };
    connect(text, &QPlainTextEdit::textChanged, &dialog, update);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    addAcceptShortcut(&dialog, buttons->button(QDialogButtonBox::Ok));
    layout->addWidget(new QLabel(tr("Label"), &dialog));
    layout->addWidget(label);
    layout->addWidget(new QLabel(tr("Description of %1").arg(currentSkill()), &dialog));
    layout->addWidget(text, 1);
    layout->addWidget(counter);
    layout->addWidget(buttons);
    dialog.resize(560, 320);
    update();
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_variants->setVariant(label->text().trimmed().isEmpty() ? m_variants->nextLabel() : label->text().trimmed(),
        text->toPlainText().trimmed());
}

void TriggerLabPage::removeVariant()
{
    if (!m_variants->removeVariant(m_variantsView->currentIndex().row()))
        Q_EMIT statusMessage(tr("Select a variant other than the saved one to remove it."));
}

bool TriggerLabPage::applyIteration(int row)
{
    const OptimiserIteration *it = m_optimiser->iteration(row);
    if (!it)
        return false;
    // The SKILL.md "Test this description" came from when it is the skill under test, else the skill's own file.
    const AgentSkill *skill = m_skills ? m_skills->find(currentSkill()) : nullptr;
    QString path = skill ? skill->location : QString();
    if (!m_editorSkillPath.isEmpty() && QFileInfo(m_editorSkillPath).absoluteDir().dirName() == currentSkill())
        path = m_editorSkillPath;
    if (path.isEmpty())
        return false;
    Q_EMIT applyDescriptionRequested(path, it->description);
    return true;
}

} // namespace sw::ui
