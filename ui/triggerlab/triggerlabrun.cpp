// TriggerLabPage: providers, starting and cancelling runs, progress and ETA, results to the inspector, near misses,
// exports.
#include "triggerlabpage.h"

#include "settings/providerchoice.h"

#include "agent/agentloop.h"
#include "agent/scriptedprovider.h"
#include "eval/evaloutput.h"
#include "eval/modelquestion.h"
#include "eval/nearmisses.h"
#include "inspector/requestinspector.h"
#include "provider/openaiprovider.h"
#include "provider/providerpresets.h"
#include "provider/secrets.h"
#include "settings/providerkeys.h"
#include "settings/providerstatus.h"
#include "settings/settings.h"
#include "settings/systemerrortext.h"
#include "triggerlab/backgroundeval.h"
#include "triggerlab/evalresultsmodel.h"
#include "triggerlab/evalsetmodel.h"
#include "triggerlab/evalsetpanel.h"
#include "triggerlab/optimisermodel.h"
#include "triggerlab/variantlistmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>

#include <algorithm>

namespace sw::ui {

namespace {

QString duration(qint64 ms)
{
    const qint64 s = (ms + 500) / 1000;
    return s >= 3600 ? QStringLiteral("%1:%2:%3")
                           .arg(s / 3600)
                           .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
                           .arg(s % 60, 2, 10, QLatin1Char('0'))
                     : QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}
} // namespace

bool TriggerLabPage::isRunning() const
{
    return m_background->isRunning();
}

void TriggerLabPage::updateEnabled()
{
    const bool running = isRunning();
    const bool hasSet = !m_setModel->evalSet().cases.isEmpty();
    m_runButton->setEnabled(!running && hasSet);
    m_optimiseButton->setEnabled(!running && hasSet && !currentSkill().isEmpty());
    m_iterations->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    m_exportButton->setEnabled(!running && m_results->rowCount() > 0);
    for (QWidget *w : std::initializer_list<QWidget *> {
             m_skillBox, m_profileBox, m_providerBox, m_runs, m_threshold, m_workers, m_full, m_cache, m_demoButton })
        w->setEnabled(!running);
    m_modelEdit->setEnabled(!running && !m_providerBox->currentData().toString().startsWith(kScenarioPrefix));
    m_applyButton->setEnabled(!running && m_optimiser->rowCount() > 0);
    m_asVariantButton->setEnabled(m_optimiser->rowCount() > 0);
}

ProviderFactory TriggerLabPage::providerFactory(QString *model, sw::WireApi *api, QString *error)
{
    const QString data = m_providerBox->currentData().toString();
    if (data.startsWith(kScenarioPrefix)) {
        if (!m_scenario) {
            *error = tr("The replay scenario could not be read.");
            return {};
        }
        *model = QStringLiteral("replay");
        *api = m_scenario->scenario.api;
        auto counts = std::make_shared<QHash<QByteArray, int>>();
        const Scenario scenario = m_scenario->scenario;
        return [scenario, counts](QObject *parent) -> ChatProvider * {
            auto *p = new ScriptedProvider(scenario, parent);
            p->shareRequestCounts(counts);
            return p;
        };
    }
    // The same resolution as the chat, the status bar and Preferences (one source of truth): base URL and key
    // variable from the settings, the key from the shared ProviderKeys (this session's, the keychain's, the
    // variable's), the preset's wire format.
    QString typed = m_modelEdit->text().trimmed();
    const QString presetId = data.mid(kPresetPrefix.size());
    if (typed.isEmpty())
        typed = providerPreset(presetId).defaultModel;
    const ProviderStatus status = presetStatus(presetId, typed, m_settings, m_keys);
    if (!status.problem.isEmpty()) {
        *error = status.problem;
        return {};
    }
    ProviderConfig pc;
    pc.presetId = status.presetId;
    pc.baseUrl = status.baseUrl;
    pc.model = status.model;
    pc.apiKey = status.key.key;
    pc.api = presetWireApi(status.presetId, m_settings);
    *model = pc.model;
    *api = pc.api;
    return [pc](QObject *parent) -> ChatProvider * { return new OpenAiChatProvider(pc, parent); };
}

bool TriggerLabPage::prepare(TriggerEvalConfig &config, QString *error)
{
    if (!m_skills || m_skills->skills().isEmpty()) {
        *error = tr("No skills yet: open a skill root (or wait until the library is read).");
        return false;
    }
    EvalSet set = m_setModel->evalSet();
    if (set.cases.isEmpty()) {
        *error = tr("The eval set is empty: add queries (Insert), paste lines, import a file or load a demo.");
        return false;
    }
    for (int r = 0; r < m_setModel->rowCount(); ++r)
        if (m_setModel->index(r, 0).data(EvalSetModel::DuplicateRole).toBool()) {
            *error = tr("Row %1 repeats an earlier query: results are kept per query, remove one of them.").arg(r + 1);
            return false;
        }
    const QString skill = currentSkill();
    if (set.kind == EvalSetKind::PerSkill && skill.isEmpty()) {
        *error = tr("Choose the skill under test: a one-skill set says for each query whether that skill should load.");
        return false;
    }
    EvalSetError setError;
    if (!checkEvalSet(set, m_skills->names(), set.kind == EvalSetKind::PerSkill ? skill : QString(), &setError)) {
        *error = setError.message;
        return false;
    }
    const bool client = chosenClient().has_value();
    auto profile
        = client ? std::optional<Profile>(Profile()) : findProfile(m_profileBox->currentData().toString(), error);
    if (!profile)
        return false;
    config.profile = *profile;
    config.skills = m_skills;
    config.set = set;
    config.skill = skill;
    config.runsPerQuery = m_runs->value();
    config.threshold = m_threshold->value();
    config.workers = m_workers->value();
    config.full = m_full->isChecked();
    config.workRoot.clear();
    config.readCache = m_cache->isChecked();
    const bool replay = m_providerBox->currentData().toString().startsWith(kScenarioPrefix);
    if (!replay)
        config.cache = std::make_shared<ResponseCache>();
    config.variants = skill.isEmpty() ? QList<EvalVariant>() : m_variants->checkedVariants();
    if (!skill.isEmpty() && config.variants.isEmpty()) {
        *error = tr("Check at least one description variant.");
        return false;
    }
    return prepareClient(config, error);
}

bool TriggerLabPage::run(QString *error)
{
    QString local;
    QString &err = error ? *error : local;
    TriggerEvalConfig config;
    if (!prepare(config, &err))
        return false;
    QString model;
    sw::WireApi api = sw::WireApi::ChatCompletions;
    ProviderFactory factory = providerFactory(&model, &api, &err);
    if (!factory)
        return false;
    if (!config.runners)
        config.model = model;
    config.api = api;
    m_optimising = false;
    if (!m_background->startEval(config, factory, &err))
        return false;
    m_progress->setRange(0, 0);
    m_progress->show();
    m_eta->setText(tr("Starting…"));
    updateEnabled();
    Q_EMIT runningChanged(true);
    return true;
}

bool TriggerLabPage::optimise(QString *error)
{
    QString local;
    QString &err = error ? *error : local;
    TriggerEvalConfig config;
    if (!prepare(config, &err))
        return false;
    if (config.skill.isEmpty()) {
        err = tr("Choose the skill whose description to optimise.");
        return false;
    }
    QString model;
    sw::WireApi api = sw::WireApi::ChatCompletions;
    ProviderFactory factory = providerFactory(&model, &api, &err);
    if (!factory)
        return false;
    config.model = model;
    config.api = api;
    config.variants.clear();
    OptimiserConfig oc;
    oc.eval = config;
    oc.maxIterations = m_iterations->value();
    // Start from the first checked variant (e.g. the editor's text), else the saved description.
    const QList<EvalVariant> checked = m_variants->checkedVariants();
    oc.startDescription = checked.isEmpty() ? QString() : checked.first().description;
    if (const AgentSkill *s = m_skills->find(config.skill))
        oc.skillBody = s->body;
    m_optimiser->clear();
    m_optimising = true;
    if (!m_background->startOptimiser(oc, factory, &err))
        return false;
    m_tabs->setCurrentIndex(OptimiserTab);
    m_progress->setRange(0, 0);
    m_progress->show();
    m_eta->setText(tr("Starting…"));
    updateEnabled();
    Q_EMIT runningChanged(true);
    return true;
}

void TriggerLabPage::cancel()
{
    if (!isRunning())
        return;
    m_background->cancel();
    m_eta->setText(tr("Cancelling…"));
}

bool TriggerLabPage::confirmClose()
{
    if (!isRunning())
        return true;
    const QString question = tr("A Trigger Lab run is in progress. Stop it and close the window? Its results are lost "
                                "unless exported; with Use cache on, the answers that arrived are kept, and running "
                                "the set again does not ask for them again.");
    const bool stop = m_confirm ? m_confirm(question)
                                : QMessageBox::question(this, tr("Stop the Run?"), question,
                                      QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
            == QMessageBox::Yes;
    if (stop)
        cancel();
    return stop;
}

void TriggerLabPage::onEvalStarted(int iteration, const EvalResults &planned)
{
    m_results->begin(planned);
    m_resultsStale = false;
    m_inspector->setLoop(nullptr);
    if (iteration >= 0 && m_optimising)
        m_optimiser->addIteration(iteration, planned.variants.value(0).description, QString());
    m_resultsTitle->setText(iteration >= 0
            ? tr("Results: optimiser iteration %1").arg(iteration)
            : tr("Results: %1 · %2 · %n run(s) per query", nullptr, planned.setup.runsPerQuery)
                  .arg(planned.setup.skill.isEmpty() ? tr("routing") : planned.setup.skill, planned.setup.profile));
    fitResultColumns();
    m_progress->setRange(0, qMax(1, int(planned.runs.size())));
    m_progress->setValue(0);
}

void TriggerLabPage::fitResultColumns()
{
    const EvalResults &planned = m_results->results();
    // The query takes what is left; each variant column fits "100/100 ERROR" beside its bar; every title whole. Fitted
    // again when the font changes (presentation mode cut "Loaded instead" and "Errors").
    QHeaderView *header = m_resultsView->horizontalHeader();
    const QFontMetrics fm(m_resultsView->font());
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(0, QHeaderView::Stretch);
    // Widths are set once per run and font: a ResizeToContents column is measured over every row again at each
    // batch of results (about 20 ms of the GUI thread for 1,000 queries, bench_triggerlab_stall).
    m_resultsView->resizeColumnToContents(1); // the expectations, known from the start
    QFont bold = m_resultsView->font();
    bold.setBold(true);
    const int runs = qMax(1, planned.setup.runsPerQuery);
    // The widest verdict as the results model words it ("通过" was wider than the page's own "ERROR" in zh_CN).
    int cell = 0;
    for (const char *word : { "PASS", "FAIL", "ERROR" }) {
        const QString verdict = QCoreApplication::translate("sw::ui::EvalResultsModel", word);
        cell = qMax(cell, QFontMetrics(bold).horizontalAdvance(QStringLiteral("%1/%1 %2").arg(runs).arg(verdict)) + 66);
    }
    for (int v = 0; v < planned.variants.size(); ++v) {
        const int column = m_results->variantColumn(v);
        header->resizeSection(column,
            std::max({ cell, qMin(fm.horizontalAdvance(planned.variants.at(v).label) + 16, 160),
                header->sectionSizeHint(column) }));
    }
    header->resizeSection(m_results->instead(),
        qMax(header->sectionSizeHint(m_results->instead()),
            fm.horizontalAdvance(QStringLiteral("python-math ×3")) + 12));
    header->resizeSection(m_results->errorsColumn(),
        qMax(header->sectionSizeHint(m_results->errorsColumn()),
            fm.horizontalAdvance(QStringLiteral("%1/%1").arg(runs * qMax(1, int(planned.variants.size())))) + 16));
    m_arrange->start(); // the columns' widths decide whether the results fit beside the tabs
}

void TriggerLabPage::onProgress(int done, int total)
{
    m_progress->setRange(0, qMax(1, total));
    m_progress->setValue(done);
    m_progress->setTextVisible(true);
    m_progress->setFormat(tr("%1 / %2 runs").arg(done).arg(total));
    const qint64 elapsed = m_background->elapsedMs();
    if (done > 0 && done < total)
        m_eta->setText(
            tr("%1 elapsed, about %2 left").arg(duration(elapsed), duration(elapsed * (total - done) / done)));
    else if (done == 0)
        m_eta->setText(tr("%1 elapsed").arg(duration(elapsed)));
}

void TriggerLabPage::onFinished(const QString &error)
{
    const EvalResults &r = m_results->results();
    m_progress->setRange(0, qMax(1, int(r.runs.size())));
    m_progress->setValue(r.finishedRuns());
    if (!error.isEmpty()) {
        m_eta->setText(tr("Could not run"));
        Q_EMIT statusMessage(tr("Trigger Lab: %1").arg(error));
    } else if (!r.abortReason.isEmpty()) {
        m_eta->setText(tr("Stopped: provider unreachable"));
        Q_EMIT statusMessage(
            tr("Trigger Lab: the run could not finish: %1. Finished runs are kept.").arg(r.abortReason));
    } else if (r.cancelled) {
        m_eta->setText(tr("Cancelled after %1").arg(duration(r.wallMs)));
        Q_EMIT statusMessage(tr("Trigger Lab: cancelled; %n finished run(s) kept.", nullptr, r.finishedRuns()));
    } else {
        m_eta->setText(tr("Done in %1").arg(duration(r.wallMs)));
        if (!m_optimising && !r.variants.isEmpty()) {
            QStringList parts;
            for (int v = 0; v < r.variants.size(); ++v) {
                const VariantSummary s = r.summary(v);
                QString part = r.variants.size() == 1
                    ? tr("%1/%2 queries passed").arg(s.passed).arg(s.total)
                    : tr("%1 %2/%3 passed").arg(displayVariantLabel(r.variants.at(v).label)).arg(s.passed).arg(s.total);
                if (s.errors + s.refusals > 0)
                    part += QLatin1Char(' ') + tr("(%n error(s))", nullptr, s.errors + s.refusals);
                parts << part;
            }
            Q_EMIT statusMessage(parts.join(QStringLiteral(" · ")));
        }
    }
    updateEnabled();
    Q_EMIT runningChanged(false);
}

void TriggerLabPage::onResultClicked(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const int variant = qMax(0, index.data(EvalResultsModel::VariantRole).toInt());
    showRequests(index.data(EvalResultsModel::CaseIndexRole).toInt(), variant, 0);
}

void TriggerLabPage::showRequests(int caseIndex, int variant, int run)
{
    const EvalResults &r = m_results->results();
    if (caseIndex < 0 || caseIndex >= r.set.cases.size() || variant < 0 || variant >= r.variants.size())
        return;
    // The runs' exact requests and responses as one session the inspector reads (a loop without a provider).
    Session session;
    session.profileName = r.setup.profile;
    session.model = r.setup.model;
    session.providerName = r.setup.provider;
    session.replay = r.setup.replay;
    int first = -1;
    for (const int i : m_results->runIndices(caseIndex, variant)) {
        const EvalRun &er = r.runs.at(i);
        if (er.run == run)
            first = int(session.requests.size());
        for (RequestRecord rec : er.requests) {
            rec.index = int(session.requests.size());
            rec.turn = er.run;
            session.requests << rec;
        }
    }
    m_inspector->setLoop(nullptr);
    delete m_requestHolder;
    AgentConfig config;
    m_requestHolder = new AgentLoop(config, nullptr, this);
    m_requestHolder->setSession(session);
    m_inspector->setFollowNewest(false);
    m_inspector->setLoop(m_requestHolder);
    if (!session.requests.isEmpty())
        m_inspector->selectRequest(qMax(0, first));
    // What a lab run asks is what the answer did: its Response first (the Request, Transport and Segments a click
    // away).
    m_inspector->tabs()->setCurrentIndex(RequestInspector::ResponseTab);
    m_tabs->setCurrentIndex(RequestsTab);
}

void TriggerLabPage::suggestNearMisses()
{
    const QString skill = currentSkill();
    const AgentSkill *s = m_skills ? m_skills->find(skill) : nullptr;
    if (!s || (m_question && m_question->isBusy()))
        return;
    QString model;
    QString error;
    sw::WireApi api = sw::WireApi::ChatCompletions;
    const ProviderFactory factory = providerFactory(&model, &api, &error);
    if (!factory) {
        Q_EMIT statusMessage(error);
        return;
    }
    delete m_questionProvider;
    m_questionProvider = factory(this);
    m_question = new ModelQuestion(m_questionProvider, model, RetryPolicy(), this);
    QStringList positives;
    QStringList existing;
    for (const EvalCase &c : m_setModel->evalSet().cases)
        (c.shouldTrigger ? positives : existing) << c.query;
    connect(m_question, &ModelQuestion::answered, this, [this, existing](const QString &text) {
        m_setPanel->setNearMissBusy(false);
        QList<EvalCase> cases;
        for (const QString &q : suggestedQueries(text, existing)) {
            EvalCase c;
            c.query = q;
            c.shouldTrigger = false;
            c.notes = tr("suggested near miss: check it");
            cases << c;
        }
        if (cases.isEmpty()) {
            Q_EMIT statusMessage(tr("The model suggested no new near misses."));
        } else {
            m_setModel->insertCases(
                m_setModel->rowCount(), cases, tr("Add %n suggested near miss(es)", nullptr, int(cases.size())));
            Q_EMIT statusMessage(tr("Added %n suggested near miss(es) as should-not queries: edit or delete them "
                                    "(Ctrl+Z takes them all back).",
                nullptr, int(cases.size())));
        }
        m_question->deleteLater();
    });
    connect(m_question, &ModelQuestion::failed, this, [this](const QString &message) {
        m_setPanel->setNearMissBusy(false);
        Q_EMIT statusMessage(tr("Could not get near misses: %1").arg(message));
        m_question->deleteLater();
    });
    m_setPanel->setNearMissBusy(true);
    m_question->ask(nearMissSystemPrompt(), nearMissPrompt(skill, s->description, positives, existing, 5));
}

bool TriggerLabPage::exportResults(const QString &path, ExportFormat format, QString *error) const
{
    const EvalResults &r = m_results->results();
    if (r.runs.isEmpty()) {
        if (error)
            *error = tr("There are no results to export yet.");
        return false;
    }
    QByteArray bytes;
    switch (format) {
    case ExportFormat::Json:
        bytes = QJsonDocument(evalResultsToJson(r)).toJson(QJsonDocument::Indented);
        break;
    case ExportFormat::JUnit:
        bytes = evalResultsToJUnit(r);
        break;
    case ExportFormat::Html: {
        QList<OptimiserIteration> iterations;
        for (int i = 0; i < m_optimiser->rowCount(); ++i)
            iterations << *m_optimiser->iteration(i);
        bytes = evalResultsToHtml(r, iterations).toUtf8();
        break;
    }
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(redactSecrets(bytes)) < 0 || !f.commit()) {
        if (error)
            *error = tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), systemErrorText(f.errorString()));
        return false;
    }
    return true;
}

} // namespace sw::ui
