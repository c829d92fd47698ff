// ComparisonView: scenario pickers, grouped bar chart (Qt Charts), table and summary.
#include "comparisonview.h"

#include "demo/scenariocomparison.h"
#include "welcome/scenariocatalog.h"

#include <QAbstractItemView>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>

namespace sw::ui {

namespace {
// Side A in blues, side B in oranges; the cacheable prefix a lighter shade of its side's colour.
QColor seriesColour(int side, bool cacheable, bool dark)
{
    const QColor base = side == 0 ? QColor(0x2f, 0x6f, 0xd6) : QColor(0xe0, 0x7b, 0x24);
    if (!cacheable)
        return dark ? base.lighter(115) : base;
    return dark ? base.lighter(160) : base.lighter(150);
}
} // namespace

ComparisonView::ComparisonView(QWidget *parent, const QString &scenarioDirectory)
    : QWidget(parent)
    , m_comparison(new ScenarioComparison(this))
    , m_a(new QComboBox(this))
    , m_b(new QComboBox(this))
    , m_run(new QPushButton(tr("Compare"), this))
    , m_status(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_chart(new QChartView(this))
    , m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("comparisonView"));
    for (const ScenarioInfo &scenario : bundledScenarios(scenarioDirectory)) {
        const QString label = scenario.title;
        m_a->addItem(label, scenario.path);
        m_b->addItem(label, scenario.path);
        const int row = m_a->count() - 1;
        m_a->setItemData(row, scenarioSubtitle(scenario), Qt::ToolTipRole);
        m_b->setItemData(row, scenarioSubtitle(scenario), Qt::ToolTipRole);
    }
    for (int i = 0; i < m_a->count(); ++i) {
        const QString file = QFileInfo(m_a->itemData(i).toString()).fileName();
        if (file == QLatin1String("trpc-go-system.json"))
            m_a->setCurrentIndex(i);
        if (file == QLatin1String("trpc-go-tool-results.json"))
            m_b->setCurrentIndex(i);
    }
    // A long scenario title must not widen the dialog past a 1366-pixel screen: the pickers elide, the popup
    // list shows the whole titles.
    for (QComboBox *picker : { m_a, m_b }) {
        picker->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        picker->setMinimumContentsLength(24);
        picker->view()->setTextElideMode(Qt::ElideNone);
    }
    m_a->setAccessibleName(tr("Scenario A"));
    m_b->setAccessibleName(tr("Scenario B"));

    auto *title = new QLabel(tr("Compare two sessions"), this);
    QFont font = title->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.35);
    title->setFont(font);
    auto *intro = new QLabel(tr("Both scenarios are replayed through the agent loop with the bundled skills. Each "
                                "request's prompt tokens are shown beside the part it shares with the request "
                                "before it: the prefix a provider's prompt cache can reuse."),
        this);
    intro->setWordWrap(true);

    auto *pickers = new QHBoxLayout;
    pickers->addWidget(new QLabel(tr("A:"), this));
    pickers->addWidget(m_a, 1);
    pickers->addSpacing(12);
    pickers->addWidget(new QLabel(tr("B:"), this));
    pickers->addWidget(m_b, 1);
    pickers->addSpacing(12);
    pickers->addWidget(m_run);

    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setObjectName(QStringLiteral("comparisonSummary"));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(280);
    m_table->setModel(m_comparison->model());
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_chart);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 14, 16, 14);
    layout->setSpacing(10);
    layout->addWidget(title);
    layout->addWidget(intro);
    layout->addLayout(pickers);
    layout->addWidget(m_status);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);

    connect(m_run, &QPushButton::clicked, this, &ComparisonView::compareSelected);
    connect(m_comparison, &ScenarioComparison::runningChanged, this, [this](bool running) {
        m_run->setEnabled(!running);
        if (running)
            m_status->setText(tr("Replaying both scenarios…"));
    });
    connect(m_comparison, &ScenarioComparison::progressChanged, this, [this](int done, int total) {
        if (m_comparison->isRunning())
            m_status->setText(tr("Replaying both scenarios… %1 of %2 responses").arg(done).arg(total));
    });
    connect(m_comparison, &ScenarioComparison::finished, this, [this] {
        m_status->setText(tr("Replayed with the scripted provider (no model was called)."));
        rebuildChart();
        updateSummary();
    });
    connect(m_comparison, &ScenarioComparison::failed, m_status, &QLabel::setText);
    m_status->setText(m_a->count() ? tr("Choose two scenarios and press Compare.")
                                   : tr("No demo scenarios were found; set SW_DATA_DIR to the folder that holds "
                                        "scenarios/."));
    m_run->setEnabled(m_a->count() > 0);
    rebuildChart();
}

bool ComparisonView::compare(const QString &scenarioA, const QString &scenarioB)
{
    selectPath(m_a, scenarioA);
    selectPath(m_b, scenarioB);
    if (!m_comparison->compare(scenarioA, scenarioB)) {
        m_status->setText(m_comparison->lastError());
        return false;
    }
    return true;
}

void ComparisonView::compareSelected()
{
    compare(m_a->currentData().toString(), m_b->currentData().toString());
}

void ComparisonView::selectPath(QComboBox *combo, const QString &path)
{
    const int index = combo->findData(path);
    if (index >= 0)
        combo->setCurrentIndex(index);
}

void ComparisonView::rebuildChart()
{
    const ComparisonModel *model = m_comparison->model();
    const bool dark = palette().color(QPalette::Window).lightnessF() < 0.5;
    auto *chart = new QChart;
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundBrush(palette().color(QPalette::Base));
    chart->setBackgroundRoundness(6);
    chart->setMargins(QMargins(6, 6, 6, 6));
    chart->setAnimationOptions(QChart::NoAnimation);
    const QColor text = palette().color(QPalette::Text);
    chart->legend()->setLabelColor(text);
    chart->legend()->setAlignment(Qt::AlignBottom);

    auto *series = new QBarSeries(chart);
    int maximum = 0;
    for (int side = 0; side < 2; ++side) {
        const auto which = ComparisonModel::Side(side);
        const QString name = side == 0 ? tr("A") : tr("B");
        auto *prompt = new QBarSet(tr("%1 prompt tokens").arg(name), series);
        auto *shared = new QBarSet(tr("%1 cacheable prefix").arg(name), series);
        prompt->setColor(seriesColour(side, false, dark));
        shared->setColor(seriesColour(side, true, dark));
        prompt->setBorderColor(Qt::transparent);
        shared->setBorderColor(Qt::transparent);
        for (int row = 0; row < model->rowCount(); ++row) {
            *prompt << qMax(0, model->promptTokens(which, row));
            *shared << qMax(0, model->sharedPrefixTokens(which, row));
            maximum = qMax(maximum, model->promptTokens(which, row));
        }
        series->append(prompt);
        series->append(shared);
    }
    series->setBarWidth(0.85);
    chart->addSeries(series);

    QStringList categories;
    for (int row = 0; row < model->rowCount(); ++row)
        categories << tr("#%1").arg(row + 1);
    auto *x = new QBarCategoryAxis(chart);
    x->append(categories);
    x->setTitleText(tr("Request"));
    auto *y = new QValueAxis(chart);
    y->setRange(0, maximum > 0 ? maximum * 1.1 : 100);
    y->setLabelFormat(QStringLiteral("%d"));
    y->setTitleText(tr("Tokens"));
    y->applyNiceNumbers();
    for (QAbstractAxis *axis : { static_cast<QAbstractAxis *>(x), static_cast<QAbstractAxis *>(y) }) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
    }
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    if (model->rowCount() == 0)
        chart->setTitle(tr("No comparison yet"));
    chart->setTitleBrush(text);

    QChart *old = m_chart->chart();
    m_chart->setChart(chart);
    delete old;
}

void ComparisonView::updateSummary()
{
    const ComparisonModel *model = m_comparison->model();
    const QLocale locale;
    auto line = [&](ComparisonModel::Side side, const QString &name) {
        const qint64 prompt = model->totalPromptTokens(side);
        const qint64 shared = model->totalSharedPrefixTokens(side);
        return tr("<b>%1</b> %2 (%3): %4 requests, %5 prompt tokens, "
                  "<b>%6</b> cacheable (%7%)")
            .arg(name, model->side(side).title.toHtmlEscaped(), model->side(side).subtitle.toHtmlEscaped())
            .arg(model->requestCount(side))
            .arg(locale.toString(prompt), locale.toString(shared))
            .arg(prompt > 0 ? qRound(100.0 * double(shared) / double(prompt)) : 0);
    };
    m_summary->setText(line(ComparisonModel::A, tr("A")) + QStringLiteral("<br>") + line(ComparisonModel::B, tr("B")));
}

void ComparisonView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        rebuildChart();
}

} // namespace sw::ui
