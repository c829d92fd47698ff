#pragma once
// TriggerLabPage: the Trigger Lab layout. Left: the eval-set editor and the description variants (saved, the
// editor's unsaved text, others typed or proposed). Top: skill under test, profile, provider (a replay of a bundled
// Trigger Lab scenario, or an OpenAI-compatible preset) and model, runs, threshold, workers, whole turn or first
// response, cache; Run (Ctrl+Return), Optimise, Cancel (Esc), a progress bar with the ETA. Centre: the results table,
// filling live. Right: the variants' bars with intervals, the confusion matrix as a heat map, the optimiser's
// iterations as a timeline, and the Requests inspector showing the exact request and response of a clicked result.
// Runs go through BackgroundEval (a worker thread); the page only shows what comes back.
#include "agent/skillsnapshot.h"
#include "clients/clientinstall.h"
#include "eval/triggereval.h"
#include "eval/triggerlabscenario.h"
#include "settings/providerstatus.h"

#include <QHash>
#include <QPointer>
#include <QWidget>
#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListView;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTabWidget;
class QTableView;
class QTimer;
class QUndoStack;

namespace sw {
class AgentLoop;
class ModelQuestion;
class SkillIndex;
} // namespace sw

namespace sw::ui {

class BackgroundEval;
class ConfusionMatrixModel;
class EvalResultsModel;
class EvalSetModel;
class EvalSetPanel;
class OptimiserModel;
class RequestInspector;
class SessionCatalog;
class SkillScoreModel;
class ProviderKeys;
class Settings;
class VariantBarsView;
class VariantListModel;
class VariantSummaryModel;

class TriggerLabPage : public QWidget
{
    Q_OBJECT
public:
    enum Tab { VariantsTab, ConfusionTab, OptimiserTab, RequestsTab };
    enum class ExportFormat { Json, JUnit, Html };

    explicit TriggerLabPage(QWidget *parent = nullptr);
    ~TriggerLabPage() override;

    void setSettings(Settings *settings);
    // The window's API keys (the chat's ProviderKeys): a run sends the key the chat would send.
    void setProviderKeys(ProviderKeys *keys);
    // The skills a run sees. setSkillIndex converts a repository snapshot in the background.
    void setSkills(sw::SkillSnapshotPtr skills);
    void setSkillIndex(const std::shared_ptr<const sw::SkillIndex> &index);
    sw::SkillSnapshotPtr skills() const { return m_skills; }

    // "Test this description" from the editor: the skill under test, its unsaved description as variant B.
    void testDescription(const QString &skillMdPath, const QString &name, const QString &description);
    // A bundled Trigger Lab scenario: provider (replay), skill, eval set (or its routing set) and variants.
    bool loadScenario(const QString &path, bool routing, QString *error = nullptr);
    // The Demo menu's load: asks first (the confirmation policy) when the eval set or the variants the user has would
    // be replaced; false when the user declined or the scenario could not be loaded.
    bool loadDemo(const QString &path, bool routing, QString *error = nullptr);
    // Asked before a demo replaces the user's eval set or variants (tests set one; default: a question box).
    void setConfirmationPolicy(std::function<bool(const QString &question)> policy) { m_confirm = std::move(policy); }
    // The results shown were computed from another eval set or other variants than the ones now in the editor.
    bool resultsStale() const { return m_resultsStale; }

    bool selectSkill(const QString &name);
    bool selectProfile(const QString &name);
    bool selectProvider(const QString &data); // "scenario:<path>" or "preset:<id>"
    // A real client as the run's agent (its "real client" entry in the profile choice, once detected).
    bool selectClient(const QString &id);
    std::optional<sw::ClientInstall> chosenClient() const;
    QString currentSkill() const;

    bool run(QString *error = nullptr);
    bool optimise(QString *error = nullptr);
    void cancel();
    bool isRunning() const;
    // Before the window closes: a run in progress is stopped only if the user agrees (the confirmation policy, else
    // a question). False keeps the window open.
    bool confirmClose();
    bool exportResults(const QString &path, ExportFormat format, QString *error = nullptr) const;
    // Shows the exact requests and responses of one query's runs (for one variant) in the Requests tab.
    void showRequests(int caseIndex, int variant, int run = 0);
    // Applies the optimiser iteration in `row` to the editor (applyDescriptionRequested) as one undoable edit.
    bool applyIteration(int row);

    EvalSetModel *setModel() const { return m_setModel; }
    EvalSetPanel *setPanel() const { return m_setPanel; }
    EvalResultsModel *resultsModel() const { return m_results; }
    VariantListModel *variantsModel() const { return m_variants; }
    VariantSummaryModel *summaryModel() const { return m_summary; }
    QLabel *comparisonLabel() const { return m_comparison; } // under the bars: do the variants' intervals overlap?
    ConfusionMatrixModel *confusionModel() const { return m_confusion; }
    SkillScoreModel *skillScoreModel() const { return m_scores; } // per-skill precision, recall, F1 (Matrix tab)
    QTableView *skillScoreView() const { return m_scoresView; }
    OptimiserModel *optimiserModel() const { return m_optimiser; }
    RequestInspector *inspector() const { return m_inspector; }
    BackgroundEval *background() const { return m_background; }
    QTableView *resultsView() const { return m_resultsView; }
    QTabWidget *tabs() const { return m_tabs; }
    // The results and the tabs side by side when both fit whole (a query readable, the inspector's tabs without
    // scroll arrows), the tabs under the results when not (1366x768, presentation mode).
    Qt::Orientation arrangement() const;
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *etaLabel() const { return m_eta; }
    QLabel *replayBanner() const { return m_banner; }
    QPushButton *runButton() const { return m_runButton; }
    QPushButton *optimiseButton() const { return m_optimiseButton; }
    QPushButton *cancelButton() const { return m_cancelButton; }
    QComboBox *skillBox() const { return m_skillBox; }
    QComboBox *profileBox() const { return m_profileBox; }
    // What the chosen profile's catalog costs over the lab's skills (for a real client, the workbench's emulation of
    // that client): the status bar shows it while the lab is shown.
    SessionCatalog *catalog() const { return m_catalog; }
    QComboBox *providerBox() const { return m_providerBox; }
    QSpinBox *runsSpin() const { return m_runs; }
    QSpinBox *workersSpin() const { return m_workers; }
    QDoubleSpinBox *thresholdSpin() const { return m_threshold; }
    QCheckBox *fullCheck() const { return m_full; }
    QCheckBox *cacheCheck() const { return m_cache; }
    QUndoStack *undoStack() const;
    // The progress line while every slot waits: "rate limit" only for a 429.
    static QString pauseText(int seconds, const QString &reason);

    // What the lab's runs go to (a replay or a preset with its model, base URL and key), as the status bar shows it.
    ProviderStatus providerStatus() const;
    QPushButton *endpointButton() const { return m_endpointButton; }
    QLineEdit *modelEdit() const { return m_modelEdit; }

Q_SIGNALS:
    // "Endpoint…": the base URL, key and wire format of `presetId` (Preferences, on that preset).
    void providerSettingsRequested(const QString &presetId);
    void providerStatusChanged();
    void applyDescriptionRequested(const QString &skillMdPath, const QString &description);
    void statusMessage(const QString &message);
    void runningChanged(bool running);
    void clientsChanged(); // a real client was found and offered

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateArrangement();
    void applyProportions(); // the splitters' shares for the current arrangement, until the user drags a handle
    int widthForSideBySide() const;
    void buildLayout();
    void fitResultColumns(); // the results table's column widths, for its current run and font
    void retranslate();
    void fillSkills();
    void fillProviders();
    void onProviderChanged();
    void updateBanner();
    void detectClients();
    void onProfileChanged();
    void buildMenus(); // the Demo and Export menus (triggerlabmenus.cpp)
    // The eval set as the user left it, kept beside the settings file at each change and read back at the next start
    // (a set loaded by a demo, unchanged, is not kept: the demo loads it again).
    QString draftPath() const;
    void saveDraft();
    void restoreDraft();
    // Each variant as "label\ndescription", in order: compared with m_demoVariants to tell a demo's untouched list.
    QStringList variantTexts() const;
    void countCatalog(); // the chosen profile's (or real client's emulated) catalog over m_skills
    QString clientBannerText() const;
    bool prepareClient(sw::TriggerEvalConfig &config, QString *error);
    void updateEnabled();
    sw::ProviderFactory providerFactory(QString *model, sw::WireApi *api, QString *error);
    bool prepare(sw::TriggerEvalConfig &config, QString *error);
    void onEvalStarted(int iteration, const sw::EvalResults &planned);
    void onProgress(int done, int total);
    void onFinished(const QString &error);
    void onResultClicked(const QModelIndex &index);
    void suggestNearMisses();
    void addVariant();
    void removeVariant();

    Settings *m_settings = nullptr;
    sw::SkillSnapshotPtr m_skills;
    EvalSetModel *m_setModel;
    EvalSetPanel *m_setPanel;
    VariantListModel *m_variants;
    EvalResultsModel *m_results;
    VariantSummaryModel *m_summary;
    ConfusionMatrixModel *m_confusion;
    SkillScoreModel *m_scores;
    OptimiserModel *m_optimiser;
    BackgroundEval *m_background;
    RequestInspector *m_inspector;
    sw::AgentLoop *m_requestHolder = nullptr; // the shown runs' requests, as a session the inspector reads
    QTableView *m_resultsView;
    QListView *m_variantsView;
    QListView *m_timeline;
    VariantBarsView *m_bars;
    QLabel *m_comparison;
    QTableView *m_matrixView;
    QTableView *m_scoresView;
    QComboBox *m_matrixVariant;
    QLabel *m_matrixAxes = nullptr; // "rows: expected ↓ · columns: loaded →"
    QTabWidget *m_tabs;
    QSplitter *m_splitter; // the eval set | m_work
    QSplitter *m_work; // the results and the tabs
    QTimer *m_arrange;
    QComboBox *m_skillBox;
    QComboBox *m_profileBox;
    SessionCatalog *m_catalog;
    QComboBox *m_providerBox;
    QLineEdit *m_modelEdit;
    QSpinBox *m_runs;
    QDoubleSpinBox *m_threshold;
    QSpinBox *m_workers;
    QSpinBox *m_iterations;
    QCheckBox *m_full;
    QCheckBox *m_cache;
    QPushButton *m_runButton;
    QPushButton *m_optimiseButton;
    QPushButton *m_cancelButton;
    QPushButton *m_exportButton;
    QPushButton *m_demoButton;
    QPushButton *m_endpointButton;
    QPushButton *m_addVariantButton;
    QPushButton *m_removeVariantButton;
    QPushButton *m_applyButton;
    QPushButton *m_asVariantButton;
    QProgressBar *m_progress;
    QLabel *m_eta;
    QLabel *m_banner;
    QLabel *m_resultsTitle;
    QLabel *m_emptyResults;
    QLabel *m_skillLabel, *m_profileLabel, *m_providerLabel, *m_modelLabel, *m_runsLabel, *m_thresholdLabel,
        *m_workersLabel, *m_variantsLabel, *m_iterationsLabel;
    QString m_editorSkillPath; // the SKILL.md "Test this description" came from
    QString m_pendingSkill; // selected once the skills arrive
    QString m_pendingProfile; // a real client's entry chosen last time, selected once the client is found
    QTimer *m_draftTimer = nullptr; // the eval set is kept as a draft a moment after each change (saveDraft)
    std::optional<sw::TriggerLabScenario> m_scenario; // the replay in use
    QPointer<ProviderKeys> m_keys; // the window's keys, shared with the chat and Preferences
    QPointer<sw::ModelQuestion> m_question;
    sw::ChatProvider *m_questionProvider = nullptr;
    bool m_optimising = false;
    bool m_resultsStale = false;
    QHash<QString, QString> m_modelFor; // provider entry -> the model typed for it (switching away and back keeps it)
    QString m_lastProvider; // the provider entry m_modelEdit holds the model of
    QList<sw::EvalCase> m_demoCases; // the set and variants the last demo loaded (not the user's work)
    QStringList m_demoVariants;
    std::function<bool(const QString &question)> m_confirm;
    void markResultsStale();
    bool m_skillChosen = false; // the user (or a caller) picked the skill, routing included
    int m_skillsGeneration = 0;
    QHash<QString, sw::ClientInstall> m_clients; // detected real clients by id
    bool m_workersForClient = false;
    int m_workersBeforeClient = 0; // the workers before a client was chosen (0: none to give back)
    int m_workersSetForClient = 0; // what choosing the client set them to
    bool m_clientsDetected = false; // on the first show
};

} // namespace sw::ui
