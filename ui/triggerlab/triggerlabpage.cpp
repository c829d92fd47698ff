// TriggerLabPage: the page's widgets, layout, translation and shortcuts. What a run is made of (skill, profile,
// provider, scenario, variants) is triggerlabinputs.cpp; running it, triggerlabrun.cpp.
#include "triggerlabpage.h"

#include "agent/agentloop.h"
#include "chat/sessioncatalog.h"
#include "common/backgroundpool.h"
#include "common/datapaths.h"
#include "inspector/requestinspector.h"
#include "provider/providerpresets.h"
#include "provider/secrets.h"
#include "repository/skillindex.h"
#include "settings/providerkeys.h"
#include "settings/providerstatus.h"
#include "settings/settings.h"
#include "theme/columnfit.h"
#include "theme/icons.h"
#include "theme/rotatedheader.h"
#include "theme/theme.h"
#include "theme/wrapdelegate.h"
#include "triggerlab/backgroundeval.h"
#include "triggerlab/currenttextcombo.h"
#include "triggerlab/evalresultsmodel.h"
#include "triggerlab/evalsetmodel.h"
#include "triggerlab/evalsetpanel.h"
#include "triggerlab/labcharts.h"
#include "triggerlab/optimisermodel.h"
#include "triggerlab/skillscoremodel.h"
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
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QThreadPool>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace sw::ui {

namespace {
QLabel *fieldLabel(QWidget *parent, QWidget *buddy)
{
    auto *label = new QLabel(parent);
    label->setBuddy(buddy);
    return label;
}

// Rows no wider than the view, so a long variant's text is elided ("…", whole in its tool tip) instead of running
// under a horizontal scroll bar that takes a row of the short list.
class ViewWidthDelegate : public QStyledItemDelegate
{
public:
    explicit ViewWidthDelegate(QAbstractItemView *view)
        : QStyledItemDelegate(view)
        , m_view(view)
    { }
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        size.setWidth(qMin(size.width(), m_view->viewport()->width()));
        return size;
    }

private:
    QAbstractItemView *m_view;
};
} // namespace

TriggerLabPage::TriggerLabPage(QWidget *parent)
    : QWidget(parent)
    , m_setModel(new EvalSetModel(this))
    , m_setPanel(new EvalSetPanel(m_setModel, this))
    , m_variants(new VariantListModel(this))
    , m_results(new EvalResultsModel(this))
    , m_summary(new VariantSummaryModel(m_results, this))
    , m_confusion(new ConfusionMatrixModel(m_results, this))
    , m_scores(new SkillScoreModel(m_results, this))
    , m_optimiser(new OptimiserModel(this))
    , m_background(new BackgroundEval(this))
    , m_inspector(new RequestInspector(this))
    , m_resultsView(new QTableView(this))
    , m_variantsView(new QListView(this))
    , m_timeline(new QListView(this))
    , m_bars(new VariantBarsView(this))
    , m_comparison(new QLabel(this))
    , m_matrixView(new QTableView(this))
    , m_scoresView(new QTableView(this))
    , m_matrixVariant(new QComboBox(this))
    , m_tabs(new QTabWidget(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_work(new QSplitter(Qt::Horizontal, this))
    , m_arrange(new QTimer(this))
    , m_skillBox(new QComboBox(this))
    , m_profileBox(new CurrentTextComboBox(this))
    , m_catalog(new SessionCatalog(this))
    , m_providerBox(new QComboBox(this))
    , m_modelEdit(new QLineEdit(this))
    , m_runs(new QSpinBox(this))
    , m_threshold(new QDoubleSpinBox(this))
    , m_workers(new QSpinBox(this))
    , m_iterations(new QSpinBox(this))
    , m_full(new QCheckBox(this))
    , m_cache(new QCheckBox(this))
    , m_runButton(new QPushButton(this))
    , m_optimiseButton(new QPushButton(this))
    , m_cancelButton(new QPushButton(this))
    , m_exportButton(new QPushButton(this))
    , m_demoButton(new QPushButton(this))
    , m_endpointButton(new QPushButton(this))
    , m_addVariantButton(new QPushButton(this))
    , m_removeVariantButton(new QPushButton(this))
    , m_applyButton(new QPushButton(this))
    , m_asVariantButton(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_eta(new QLabel(this))
    , m_banner(new QLabel(this))
    , m_resultsTitle(new QLabel(this))
    , m_emptyResults(new QLabel(this))
{
    setObjectName(QStringLiteral("triggerLabPage"));
    m_skillLabel = fieldLabel(this, m_skillBox);
    m_profileLabel = fieldLabel(this, m_profileBox);
    m_providerLabel = fieldLabel(this, m_providerBox);
    m_modelLabel = fieldLabel(this, m_modelEdit);
    m_runsLabel = fieldLabel(this, m_runs);
    m_thresholdLabel = fieldLabel(this, m_threshold);
    m_workersLabel = fieldLabel(this, m_workers);
    m_iterationsLabel = fieldLabel(this, m_iterations);
    m_variantsLabel = new QLabel(this);
    buildLayout();

    m_runs->setRange(1, 20);
    m_runs->setValue(3);
    m_threshold->setRange(0.05, 1.0);
    m_threshold->setSingleStep(0.05);
    m_threshold->setDecimals(2);
    m_threshold->setValue(0.5);
    m_workers->setRange(1, 32);
    m_workers->setValue(4);
    m_iterations->setRange(1, 10);
    m_iterations->setValue(3);
    m_cache->setChecked(true);
    for (const QString &name : profileNames())
        m_profileBox->addItem(name, name);
    fillProviders();
    setSkills(nullptr);

    auto *runShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    runShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    auto *cancelShortcut = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    cancelShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(runShortcut, &QShortcut::activated, this, [this] {
        QString error;
        if (!isRunning() && !run(&error))
            Q_EMIT statusMessage(error);
    });
    connect(cancelShortcut, &QShortcut::activated, this, &TriggerLabPage::cancel);
    connect(m_runButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!run(&error))
            Q_EMIT statusMessage(error);
    });
    connect(m_optimiseButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!optimise(&error))
            Q_EMIT statusMessage(error);
    });
    connect(m_cancelButton, &QPushButton::clicked, this, &TriggerLabPage::cancel);
    connect(m_providerBox, &QComboBox::currentIndexChanged, this, &TriggerLabPage::onProviderChanged);
    connect(m_profileBox, &QComboBox::currentIndexChanged, this, &TriggerLabPage::onProfileChanged);
    // The user's own choices (not a demo's) are offered again at the next start.
    connect(m_providerBox, &QComboBox::activated, this, [this] {
        if (m_settings)
            m_settings->setTriggerLabProvider(m_providerBox->currentData().toString());
    });
    connect(m_profileBox, &QComboBox::activated, this, [this] {
        m_pendingProfile.clear();
        if (m_settings)
            m_settings->setTriggerLabProfile(m_profileBox->currentData().toString());
    });
    connect(m_modelEdit, &QLineEdit::textEdited, this, &TriggerLabPage::providerStatusChanged);
    connect(m_endpointButton, &QPushButton::clicked, this,
        [this] { Q_EMIT providerSettingsRequested(providerStatus().presetId); });
    connect(m_skillBox, &QComboBox::activated, this, [this] { m_skillChosen = true; });
    connect(m_skillBox, &QComboBox::currentIndexChanged, this, [this] {
        m_setPanel->setSkill(currentSkill());
        updateEnabled();
    });
    connect(m_setPanel, &EvalSetPanel::statusMessage, this, &TriggerLabPage::statusMessage);
    connect(m_setPanel, &EvalSetPanel::nearMissesRequested, this, &TriggerLabPage::suggestNearMisses);
    connect(m_setPanel, &EvalSetPanel::skillImported, this, [this](const QString &skill) {
        if (selectSkill(skill) || !m_skills || m_skills->skills().isEmpty())
            return; // selected, or selected once the skills arrive
        Q_EMIT statusMessage(tr("The eval set is for the skill \"%1\", which no root has; "
                                "choose the skill to test it against.")
                                 .arg(skill));
    });
    connect(m_setModel, &EvalSetModel::edited, this, &TriggerLabPage::updateEnabled);
    connect(m_setModel, &EvalSetModel::edited, this, &TriggerLabPage::markResultsStale);
    m_draftTimer = new QTimer(this);
    m_draftTimer->setSingleShot(true);
    m_draftTimer->setInterval(500);
    connect(m_draftTimer, &QTimer::timeout, this, &TriggerLabPage::saveDraft);
    connect(m_setModel, &EvalSetModel::edited, m_draftTimer, qOverload<>(&QTimer::start));
    connect(m_skillBox, &QComboBox::currentIndexChanged, m_draftTimer, qOverload<>(&QTimer::start));
    connect(m_variants, &VariantListModel::variantsChanged, m_draftTimer, qOverload<>(&QTimer::start));
    connect(m_variants, &VariantListModel::variantsChanged, this, &TriggerLabPage::markResultsStale);
    connect(m_addVariantButton, &QPushButton::clicked, this, &TriggerLabPage::addVariant);
    connect(m_removeVariantButton, &QPushButton::clicked, this, &TriggerLabPage::removeVariant);
    connect(m_resultsView, &QTableView::clicked, this, &TriggerLabPage::onResultClicked);
    connect(m_resultsView, &QTableView::activated, this, &TriggerLabPage::onResultClicked);
    connect(m_matrixVariant, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_confusion->setVariant(qMax(0, i));
        m_scores->setVariant(qMax(0, i));
    });
    connect(m_results, &QAbstractItemModel::modelReset, this, [this] {
        m_matrixVariant->clear();
        for (const EvalVariant &v : m_results->results().variants)
            m_matrixVariant->addItem(displayVariantLabel(v.label));
        m_matrixVariant->setVisible(m_matrixVariant->count() > 1);
        m_emptyResults->setVisible(m_results->rowCount() == 0);
        m_resultsView->setVisible(m_results->rowCount() > 0);
    });
    connect(m_applyButton, &QPushButton::clicked, this, [this] {
        if (!applyIteration(m_timeline->currentIndex().row()))
            Q_EMIT statusMessage(tr("Select an iteration to apply."));
    });
    connect(m_asVariantButton, &QPushButton::clicked, this, [this] {
        if (const OptimiserIteration *it = m_optimiser->iteration(m_timeline->currentIndex().row()))
            m_variants->setVariant(tr("iteration %1").arg(it->index), it->description);
    });
    connect(m_background, &BackgroundEval::evalStarted, this, &TriggerLabPage::onEvalStarted);
    connect(m_background, &BackgroundEval::runsArrived, m_results, &EvalResultsModel::applyRuns);
    connect(m_background, &BackgroundEval::progress, this, &TriggerLabPage::onProgress);
    connect(m_background, &BackgroundEval::paused, this,
        [this](int seconds, const QString &reason) { m_eta->setText(pauseText(seconds, reason)); });
    connect(m_background, &BackgroundEval::evalFinished, this,
        [this](int, const EvalResults &results) { m_results->finish(results); });
    connect(m_background, &BackgroundEval::iterationFinished, this,
        [this](const OptimiserIteration &it) { m_optimiser->setScores(it); });
    connect(m_background, &BackgroundEval::optimiserAsking, this,
        [this](int iteration) { m_eta->setText(tr("Asking the model for description %1…").arg(iteration)); });
    connect(m_background, &BackgroundEval::optimiserFinished, this,
        [this](const QList<OptimiserIteration> &iterations, int best, const QString &reason) {
            for (const OptimiserIteration &it : iterations)
                m_optimiser->setScores(it);
            m_optimiser->setBest(best);
            if (best >= 0) {
                m_timeline->setCurrentIndex(m_optimiser->index(best));
                Q_EMIT statusMessage(tr("Optimiser: %1. Best: iteration %2 (held-out %3/%4).")
                                         .arg(reason)
                                         .arg(best)
                                         .arg(iterations.at(best).heldOutPassed)
                                         .arg(iterations.at(best).heldOutTotal));
            } else {
                Q_EMIT statusMessage(tr("Optimiser: %1").arg(reason));
            }
        });
    connect(m_background, &BackgroundEval::finished, this, &TriggerLabPage::onFinished);
    retranslate();
    updateEnabled();
}

TriggerLabPage::~TriggerLabPage()
{
    if (m_draftTimer->isActive()) // a change of the last half second
        saveDraft();
    m_inspector->setLoop(nullptr);
    // The undo stack's last canUndoChanged() must not reach the window's actions (their other parts are gone).
    m_setModel->undoStack()->blockSignals(true);
}

void TriggerLabPage::buildLayout()
{
    m_banner->setObjectName(QStringLiteral("triggerLabReplayBanner"));
    m_banner->setWordWrap(true);
    m_banner->setStyleSheet(
        QStringLiteral("QLabel { background: %1; color: black; border-radius: 3px; padding: 4px 8px; }")
            .arg(themeColours().warning.lighter(160).name()));
    m_modelEdit->setPlaceholderText(QStringLiteral("gpt-4o-mini"));
    m_modelEdit->setMinimumWidth(110);
    m_skillBox->setMinimumContentsLength(14);
    m_skillBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_providerBox->setMinimumContentsLength(18);
    m_providerBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_runButton->setObjectName(QStringLiteral("triggerLabRun"));
    m_runButton->setIcon(themedIcon(QStringLiteral("runs")));
    m_runButton->setDefault(true);
    m_cancelButton->setObjectName(QStringLiteral("triggerLabCancel"));
    m_cancelButton->setIcon(themedIcon(QStringLiteral("close")));
    m_optimiseButton->setIcon(themedIcon(QStringLiteral("fix")));
    m_exportButton->setIcon(themedIcon(QStringLiteral("export")));
    m_progress->setTextVisible(false); // shown while a run goes and after it
    m_progress->setMinimumWidth(160);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    {
        // Before the first run an empty bar read as an empty text field: it appears with the first run, and its
        // place is kept meanwhile so the row does not move.
        QSizePolicy policy = m_progress->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        m_progress->setSizePolicy(policy);
        m_progress->hide();
    }
    m_eta->setMinimumWidth(120);

    auto *setup = new QGridLayout;
    setup->setContentsMargins(0, 0, 0, 0);
    setup->setHorizontalSpacing(6);
    setup->setVerticalSpacing(4);
    int c = 0;
    for (auto [label, field] : std::initializer_list<std::pair<QLabel *, QWidget *>> { { m_skillLabel, m_skillBox },
             { m_profileLabel, m_profileBox }, { m_providerLabel, m_providerBox }, { m_modelLabel, m_modelEdit } }) {
        setup->addWidget(label, 0, c++, Qt::AlignRight);
        setup->addWidget(field, 0, c++);
    }
    setup->setColumnStretch(5, 2);
    setup->setColumnStretch(7, 1);
    auto *second = new QHBoxLayout;
    second->setSpacing(6);
    for (auto [label, field] : std::initializer_list<std::pair<QLabel *, QWidget *>> {
             { m_runsLabel, m_runs }, { m_thresholdLabel, m_threshold }, { m_workersLabel, m_workers } }) {
        second->addWidget(label);
        second->addWidget(field);
        second->addSpacing(6);
    }
    second->addWidget(m_full);
    second->addWidget(m_cache);
    second->addStretch(1);
    second->addWidget(m_endpointButton);
    second->addWidget(m_demoButton);
    second->addWidget(m_exportButton);
    auto *actions = new QHBoxLayout;
    actions->setSpacing(6);
    actions->addWidget(m_runButton);
    actions->addWidget(m_optimiseButton);
    actions->addWidget(m_iterationsLabel);
    actions->addWidget(m_iterations);
    actions->addWidget(m_cancelButton);
    actions->addSpacing(8);
    actions->addWidget(m_progress, 1);
    actions->addWidget(m_eta);

    // Left: eval set + variants.
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    m_variantsView->setObjectName(QStringLiteral("variantsView"));
    m_addVariantButton->setObjectName(QStringLiteral("addVariantButton"));
    m_variantsView->setModel(m_variants);
    m_variantsView->setMaximumHeight(110);
    m_variantsView->setWordWrap(false);
    m_variantsView->setTextElideMode(Qt::ElideRight);
    m_variantsView->setItemDelegate(new ViewWidthDelegate(m_variantsView));
    m_variantsView->setResizeMode(QListView::Adjust); // laid out again at the view's new width
    m_variantsView->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *variantButtons = new QHBoxLayout;
    variantButtons->addWidget(m_variantsLabel, 1);
    variantButtons->addWidget(m_addVariantButton);
    variantButtons->addWidget(m_removeVariantButton);
    leftLayout->addWidget(m_setPanel, 1);
    leftLayout->addLayout(variantButtons);
    leftLayout->addWidget(m_variantsView);

    // Centre: results.
    auto *centre = new QWidget(this);
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    m_resultsTitle->setObjectName(QStringLiteral("resultsTitle"));
    QFont bold = m_resultsTitle->font();
    bold.setBold(true);
    m_resultsTitle->setFont(bold);
    m_resultsView->setObjectName(QStringLiteral("evalResultsView"));
    m_resultsView->setModel(m_results);
    m_resultsView->setItemDelegate(new RateDelegate(m_resultsView));
    m_resultsView->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_resultsView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_resultsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_resultsView->setAlternatingRowColors(true);
    m_resultsView->verticalHeader()->setDefaultSectionSize(m_resultsView->fontMetrics().height() + 10);
    new RowFit(m_resultsView); // the queries wrap, whole
    m_resultsView->setItemDelegateForColumn(0, new WrappingDelegate(m_resultsView));
    m_resultsView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_resultsView->horizontalHeader()->setStretchLastSection(false);
    m_resultsView->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_emptyResults->setAlignment(Qt::AlignCenter);
    m_emptyResults->setWordWrap(true);
    m_emptyResults->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(themeColours().muted.name()));
    centreLayout->addWidget(m_resultsTitle);
    centreLayout->addWidget(m_resultsView, 1);
    centreLayout->addWidget(m_emptyResults, 1);
    m_resultsView->hide();

    // Right: tabs.
    m_tabs->setObjectName(QStringLiteral("triggerLabTabs"));
    m_matrixView->setObjectName(QStringLiteral("confusionView"));
    m_matrixView->setModel(m_confusion);
    m_matrixView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Narrow columns with whole names turned upright: seven skills and "none" fit without scrolling (the names were
    // cut to "data-r…" and the matrix scrolled even at 1920 pixels); the axes are named above it.
    m_matrixView->setHorizontalHeader(new RotatedHeaderView(m_matrixView));
    m_matrixView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_matrixView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *matrixPage = new QWidget(this);
    auto *matrixLayout = new QVBoxLayout(matrixPage);
    matrixLayout->setContentsMargins(4, 4, 4, 4);
    m_matrixAxes = new QLabel(matrixPage);
    m_matrixAxes->setObjectName(QStringLiteral("confusionAxes"));
    m_matrixAxes->setWordWrap(true);
    matrixLayout->addWidget(m_matrixAxes);
    matrixLayout->addWidget(m_matrixVariant);
    matrixLayout->addWidget(m_matrixView, 2);
    m_scoresView->setObjectName(QStringLiteral("skillScoresView"));
    m_scoresView->setModel(m_scores);
    m_scoresView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_scoresView->verticalHeader()->hide();
    m_scoresView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_scoresView->horizontalHeader()->setSectionResizeMode(SkillScoreModel::SkillColumn, QHeaderView::Stretch);
    matrixLayout->addWidget(m_scoresView, 1);
    m_matrixVariant->hide();
    m_bars->setModel(m_summary);
    m_timeline->setObjectName(QStringLiteral("optimiserTimeline"));
    m_timeline->setModel(m_optimiser);
    m_timeline->setItemDelegate(new TimelineDelegate(m_timeline));
    m_timeline->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    auto *optimiserPage = new QWidget(this);
    auto *optimiserLayout = new QVBoxLayout(optimiserPage);
    optimiserLayout->setContentsMargins(4, 4, 4, 4);
    optimiserLayout->addWidget(m_timeline, 1);
    auto *optimiserButtons = new QHBoxLayout;
    optimiserButtons->addStretch(1);
    optimiserButtons->addWidget(m_asVariantButton);
    optimiserButtons->addWidget(m_applyButton);
    optimiserLayout->addLayout(optimiserButtons);
    auto *barsPage = new QWidget(this);
    auto *barsLayout = new QVBoxLayout(barsPage);
    barsLayout->setContentsMargins(0, 0, 0, 0);
    barsLayout->addWidget(m_bars, 1);
    m_comparison->setObjectName(QStringLiteral("variantComparison"));
    m_comparison->setWordWrap(true);
    m_comparison->setContentsMargins(6, 2, 6, 4);
    m_comparison->hide();
    barsLayout->addWidget(m_comparison);
    const auto updateComparison = [this] {
        const QString text = m_summary->comparisonText();
        m_comparison->setText(text);
        m_comparison->setVisible(!text.isEmpty());
    };
    connect(m_summary, &QAbstractItemModel::dataChanged, this, updateComparison);
    connect(m_summary, &QAbstractItemModel::modelReset, this, updateComparison);
    m_tabs->addTab(barsPage, QString());
    m_tabs->addTab(matrixPage, QString());
    m_tabs->addTab(optimiserPage, QString());
    m_tabs->addTab(m_inspector, QString());

    m_work->setObjectName(QStringLiteral("triggerLabWork"));
    m_work->addWidget(centre);
    m_work->addWidget(m_tabs);
    m_work->setChildrenCollapsible(false);
    m_splitter->addWidget(left);
    m_splitter->addWidget(m_work);
    // Side by side, the results get the largest share and the charts over a third (the Requests inspector needs
    // it; the matrix's upright titles keep it narrow): the results table left half of its pane empty while the
    // charts pane was narrow, and at 24/36/40 its queries were cut to 60 pixels at 1366. Until the user drags a
    // handle. updateArrangement() puts the tabs under the results when the two do not fit side by side.
    applyProportions();
    m_tabs->setUsesScrollButtons(false);
    m_splitter->setChildrenCollapsible(false);
    m_arrange->setSingleShot(true);
    m_arrange->setInterval(0);
    connect(m_arrange, &QTimer::timeout, this, &TriggerLabPage::updateArrangement);
    m_work->installEventFilter(this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(6);
    layout->addLayout(setup);
    layout->addLayout(second);
    layout->addLayout(actions);
    layout->addWidget(m_banner);
    layout->addWidget(m_splitter, 1);

    buildMenus();
}

QString TriggerLabPage::pauseText(int seconds, const QString &reason)
{
    // Only a 429 is a rate limit; a refused connection, a timeout or a 5xx is a retry after a failure.
    if (reason.startsWith(QLatin1String("HTTP 429")))
        return tr("Waiting %n s (rate limit): %1", nullptr, seconds).arg(reason.left(80));
    return tr("Waiting %n s before trying again: %1", nullptr, seconds).arg(reason.left(80));
}

void TriggerLabPage::retranslate()
{
    m_skillLabel->setText(tr("&Skill"));
    m_profileLabel->setText(tr("&Profile"));
    m_providerLabel->setText(tr("Pro&vider"));
    m_modelLabel->setText(tr("&Model"));
    m_runsLabel->setText(tr("Runs"));
    m_thresholdLabel->setText(tr("Threshold"));
    m_workersLabel->setText(tr("Workers"));
    m_iterationsLabel->setText(tr("iterations"));
    m_runs->setToolTip(tr("How often each query is sent (the trigger rate is triggers / runs)"));
    m_threshold->setToolTip(tr("A should-trigger query passes when its rate reaches this; a should-not query when it "
                               "stays below"));
    m_workers->setToolTip(tr("Requests in flight at once (the provider's rate limit is shared)"));
    m_skillBox->setToolTip(tr("The skill under test (one-skill sets, variants and the optimiser)"));
    m_profileBox->setToolTip(tr("The agent profile: catalog, tools and how a load is recognised"));
    m_providerBox->setToolTip(tr("A replay of a bundled Trigger Lab scenario (no model is called) or an "
                                 "OpenAI-compatible endpoint"));
    m_full->setText(tr("Whole turn"));
    m_full->setToolTip(tr("Run each turn to its end (tools executed, sandboxed) instead of judging the first "
                          "response"));
    m_cache->setText(tr("Use cache"));
    m_cache->setToolTip(tr("Answer identical requests from the response cache (free and reproducible); off asks the "
                           "model again"));
    m_runButton->setText(tr("Run"));
    m_runButton->setToolTip(tr("Run the eval set for every checked variant (Ctrl+Return)"));
    m_optimiseButton->setText(tr("Optimise"));
    m_optimiseButton->setToolTip(tr("Improve the description: training/held-out split, the model sees the training "
                                    "results only; the best iteration is chosen by its held-out score"));
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->setToolTip(tr("Stop now and keep the finished runs (Esc)"));
    m_exportButton->setText(tr("Export"));
    m_endpointButton->setText(tr("Endpoint…"));
    m_endpointButton->setToolTip(tr("The chosen provider's base URL, API key and wire format (Preferences): a local "
                                    "server or any OpenAI-compatible endpoint goes under \"%1\"")
                                     .arg(presetDisplayName(QStringLiteral("custom"))));
    m_demoButton->setText(tr("Demo"));
    m_demoButton->setToolTip(tr("Load a bundled Trigger Lab scenario (a replay)"));
    m_variantsLabel->setText(tr("Description variants"));
    m_addVariantButton->setText(tr("Add…"));
    m_addVariantButton->setToolTip(tr("Add a description to compare"));
    m_removeVariantButton->setText(tr("Remove"));
    m_applyButton->setText(tr("Apply to Editor"));
    m_applyButton->setToolTip(tr("Put this description into the skill's SKILL.md in the editor (one undoable edit)"));
    m_asVariantButton->setText(tr("Add as Variant"));
    m_resultsTitle->setText(tr("Results"));
    m_emptyResults->setText(tr("No results yet. Add queries on the left (or load a demo), choose the skill and the "
                               "provider, then Run (Ctrl+Return)."));
    m_tabs->setTabText(VariantsTab, tr("Variants"));
    m_tabs->setTabText(ConfusionTab, tr("Matrix"));
    m_matrixAxes->setText(tr("Rows: the skill expected ↓ · columns: the skill loaded →"));
    m_tabs->setTabToolTip(ConfusionTab,
        tr("Confusion matrix: the skill each query expects (rows) against the skill "
           "the model loaded (columns)"));
    m_tabs->setTabText(OptimiserTab, tr("Optimiser"));
    m_tabs->setTabText(RequestsTab, tr("Requests"));
    updateBanner();
}

void TriggerLabPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    updateArrangement();
    // The real clients are looked for when the lab is first shown, not at every start of the window (their version
    // commands are Node programs that take seconds).
    if (!m_clientsDetected) {
        m_clientsDetected = true;
        detectClients();
    }
}

void TriggerLabPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    // Presentation mode sets the fonts of the page and its children one by one: fit once they all have theirs.
    if (event->type() == QEvent::FontChange) {
        QTimer::singleShot(0, this, &TriggerLabPage::fitResultColumns);
        m_arrange->start();
    }
    QWidget::changeEvent(event);
}

QUndoStack *TriggerLabPage::undoStack() const
{
    return m_setModel->undoStack();
}

} // namespace sw::ui
