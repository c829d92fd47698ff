// BudgetView: Qt Charts stacked bars and a summary of the token report.
#include "budgetview.h"

#include "common/backgroundpool.h"

#include "theme/theme.h"

#include "skill/skillfolder.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QHBoxLayout>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QtConcurrent/QtConcurrentRun>

namespace sw::ui {

TokenReport computeBudget(
    const SkillIndexPtr &snapshot, const QString &dialect, const QString &encoding, int contextWindow)
{
    QList<ReportSkill> skills;
    if (snapshot) {
        const QList<SkillRecord> visible = snapshot->visible();
        skills.reserve(visible.size());
        for (const SkillRecord &record : visible) {
            ReportSkill skill;
            skill.name = record.name;
            skill.description = record.description;
            skill.location = record.skillMdPath;
            if (record.document) {
                skill.body = record.document->body;
                skill.tools = declaredTools(record.document->body);
            }
            const SkillFolderInventory inventory = inventorySkillFolder(record.folder);
            for (const QString &doc : inventory.goDocs) {
                QFile file(record.folder + QLatin1Char('/') + doc);
                if (file.size() > 4 * 1024 * 1024 || !file.open(QIODevice::ReadOnly))
                    continue;
                skill.docs.append({ doc, QString::fromUtf8(file.readAll()) });
            }
            skills.append(skill);
        }
    }
    TokenReportOptions options;
    options.dialect = dialect;
    options.encoding = encodingFromName(encoding);
    options.contextWindowTokens = contextWindow;
    return buildTokenReport(skills, options);
}

BudgetView::BudgetView(QWidget *parent)
    : QWidget(parent)
    , m_chart(new QChart)
    , m_chartView(new QChartView(m_chart, this))
    , m_summary(new QLabel(this))
    , m_window(new QSpinBox(this))
    , m_timer(new QTimer(this))
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->setBackgroundRoundness(0);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(220);
    m_summary->setObjectName(QStringLiteral("budgetSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setContentsMargins(6, 4, 6, 4);
    m_window->setRange(1000, 10'000'000);
    m_window->setSingleStep(1000);
    m_window->setGroupSeparatorShown(true);
    m_window->setValue(128000);
    m_window->setSuffix(tr(" tokens"));
    m_timer->setSingleShot(true);
    m_timer->setInterval(400);
    m_watcher.setObjectName(QStringLiteral("budgetJob"));
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 4, 6, 0);
    bar->addWidget(new QLabel(tr("Context window"), this));
    bar->addWidget(m_window);
    bar->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_summary);
    layout->addWidget(m_chartView, 1);
    connect(m_timer, &QTimer::timeout, this, &BudgetView::start);
    connect(m_window, &QSpinBox::valueChanged, this, [this](int tokens) {
        emit contextWindowChosen(tokens);
        schedule();
    });
    connect(&m_watcher, &QFutureWatcher<TokenReport>::finished, this, [this] {
        m_running = false;
        if (m_pending) {
            start();
            return;
        }
        show(m_watcher.result());
    });
}

void BudgetView::setSnapshot(const SkillIndexPtr &snapshot)
{
    m_snapshot = snapshot;
    schedule();
}
void BudgetView::setDialect(const QString &dialect)
{
    m_dialect = dialect;
    schedule();
}
void BudgetView::setEncoding(const QString &encoding)
{
    m_encoding = encoding;
    schedule();
}
void BudgetView::setContextWindow(int tokens)
{
    m_window->setValue(tokens);
}
void BudgetView::setFocusSkill(const QString &name)
{
    if (name == m_focus)
        return;
    m_focus = name;
    if (!m_report.skills.isEmpty())
        show(m_report);
}
bool BudgetView::isBusy() const
{
    return m_timer->isActive() || m_running || m_pending;
}

void BudgetView::schedule()
{
    m_pending = true;
    m_timer->start();
}

void BudgetView::start()
{
    if (m_running)
        return;
    m_pending = false;
    m_running = true;
    m_watcher.setFuture(
        QtConcurrent::run(backgroundPool(), computeBudget, m_snapshot, m_dialect, m_encoding, m_window->value()));
}

void BudgetView::show(const TokenReport &report)
{
    m_report = report;
    const QLocale locale;
    // The costliest skills by total, plus the focused one.
    QList<SkillTokens> ranked = report.skills;
    std::sort(ranked.begin(), ranked.end(), [](const SkillTokens &a, const SkillTokens &b) {
        return a.entryTokens + a.bodyTokens + a.docsTokens > b.entryTokens + b.bodyTokens + b.docsTokens;
    });
    QList<SkillTokens> shown = ranked.mid(0, m_maxBars);
    if (!m_focus.isEmpty()
        && std::none_of(shown.cbegin(), shown.cend(), [this](const SkillTokens &s) { return s.name == m_focus; }))
        for (const SkillTokens &skill : ranked)
            if (skill.name == m_focus)
                shown.append(skill);
    std::reverse(shown.begin(), shown.end()); // largest at the top of a horizontal chart

    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes()) {
        m_chart->removeAxis(axis); // releases ownership: the axis is ours to delete
        delete axis;
    }
    const ThemeColours colours = themeColours();
    auto *entry = new QBarSet(tr("Catalog entry (always paid)"));
    auto *body = new QBarSet(tr("SKILL.md body (on load)"));
    auto *docs = new QBarSet(tr("Docs (on demand)"));
    entry->setColor(colours.accent);
    body->setColor(colours.ok);
    docs->setColor(colours.warning);
    QStringList categories;
    qint64 maxTotal = 1;
    for (const SkillTokens &skill : shown) {
        *entry << skill.entryTokens;
        *body << skill.bodyTokens;
        *docs << skill.docsTokens;
        categories << (skill.name == m_focus ? QStringLiteral("▶ ") + skill.name : skill.name);
        maxTotal = qMax<qint64>(maxTotal, skill.entryTokens + skill.bodyTokens + skill.docsTokens);
    }
    auto *series = new QHorizontalStackedBarSeries;
    series->append(entry);
    series->append(body);
    series->append(docs);
    series->setBarWidth(0.7);
    m_chart->addSeries(series);
    auto *names = new QBarCategoryAxis;
    names->append(categories);
    auto *values = new QValueAxis;
    values->setRange(0, double(maxTotal) * 1.05);
    values->setLabelFormat(QStringLiteral("%d"));
    values->setTitleText(tr("tokens (%1)").arg(m_encoding));
    m_chart->addAxis(names, Qt::AlignLeft);
    m_chart->addAxis(values, Qt::AlignBottom);
    series->attachAxis(names);
    series->attachAxis(values);
    m_chart->setTheme(isDarkTheme() ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    m_chart->setBackgroundBrush(palette().color(QPalette::Base));
    entry->setColor(colours.accent);
    body->setColor(colours.ok);
    docs->setColor(colours.warning);
    m_chart->setTitle(tr("Top %n skill(s) by total cost", nullptr, int(shown.size())));

    QString cut;
    for (const ContextBudget &budget : report.budgets) {
        if (budget.cut.isEmpty())
            continue;
        cut += QStringLiteral("<br>")
            + tr("%1 (%2% listing budget, %3 tokens) would cut first: %4")
                  .arg(budget.client)
                  .arg(budget.sharePercent, 0, 'f', 1)
                  .arg(locale.toString(budget.budgetTokens))
                  .arg(budget.cut.mid(0, 5).join(QStringLiteral(", "))
                      + (budget.cut.size() > 5 ? tr(" and %n more", nullptr, int(budget.cut.size() - 5)) : QString()));
    }
    m_summary->setText(
        tr("<b>Always paid:</b> catalog %1 tokens (%2% of the window) · <b>Progressive:</b> + one body on load "
           "(avg %3) · <b>Full injection:</b> %4 tokens (saves %5%)")
            .arg(locale.toString(report.catalogTokens))
            .arg(report.catalogSharePercent, 0, 'f', 2)
            .arg(locale.toString(report.skills.isEmpty() ? 0 : qint64(report.bodyTokens / report.skills.size())))
            .arg(locale.toString(report.fullInjectionAllTokens))
            .arg(report.savingAllPercent, 0, 'f', 1)
        + (cut.isEmpty() ? QStringLiteral("<br>") + tr("The catalog fits every client's listing budget.") : cut));
}

} // namespace sw::ui
