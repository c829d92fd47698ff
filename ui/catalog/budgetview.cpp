// BudgetView: Qt Charts stacked bars, a wrapping legend and a summary of the token report.
#include "budgetview.h"

#include "catalog/catalogdefaults.h"
#include "common/backgroundpool.h"
#include "skill/skillfolder.h"
#include "theme/theme.h"
#include "visibility/verdicttext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QHBoxLayout>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace sw::ui {

QList<ReportSkill> budgetSkills(const SkillIndexPtr &snapshot)
{
    QList<ReportSkill> skills;
    if (!snapshot)
        return skills;
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
            if (file.size() > qint64(4) * 1024 * 1024 || !file.open(QIODevice::ReadOnly))
                continue;
            skill.docs.append({ doc, QString::fromUtf8(file.readAll()) });
        }
        skills.append(skill);
    }
    return skills;
}

namespace {
TokenReportOptions budgetOptions(const QString &dialect, const QString &encoding, int contextWindow)
{
    TokenReportOptions options;
    options.dialect = dialect;
    options.encoding = encodingFromName(encoding);
    options.contextWindowTokens = contextWindow;
    return options;
}
} // namespace

TokenReport computeBudget(
    const SkillIndexPtr &snapshot, const QString &dialect, const QString &encoding, int contextWindow)
{
    return buildTokenReport(budgetSkills(snapshot), budgetOptions(dialect, encoding, contextWindow));
}

TokenReport BudgetWork::update(const SkillIndexPtr &snapshot, const LiveBudgetSkills &live, const QString &dialect,
    const QString &encoding, int contextWindow)
{
    if (snapshot != m_loaded || !m_builder) {
        m_disk = budgetSkills(snapshot);
        m_loaded = snapshot;
    }
    QList<ReportSkill> skills = m_disk;
    if (!live.isEmpty())
        for (ReportSkill &skill : skills) {
            const auto edited = live.constFind(skill.location);
            if (edited == live.constEnd())
                continue;
            skill.name = edited->name;
            skill.description = edited->description;
            if (skill.body != edited->body) {
                skill.body = edited->body;
                skill.tools = declaredTools(edited->body);
            }
        }
    const TokenReportOptions options = budgetOptions(dialect, encoding, contextWindow);
    if (!m_builder)
        m_builder = std::make_unique<TokenReportBuilder>(options);
    else
        m_builder->setOptions(options);
    m_builder->setSkills(skills);
    return m_builder->report();
}

int BudgetWork::countedSkills() const
{
    return m_builder ? m_builder->countedSkills() : 0;
}

double niceTickStep(double maximum, int maxTicks)
{
    maxTicks = qMax(1, maxTicks);
    if (!(maximum > 0))
        return 1;
    const double raw = maximum / maxTicks;
    double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (;;) {
        for (const double factor : { 1.0, 2.0, 2.5, 5.0 }) {
            const double step = factor * magnitude;
            if (step >= 1 && std::ceil(maximum / step - 1e-9) <= maxTicks)
                return step;
        }
        magnitude *= 10;
    }
}

QList<double> niceTicks(double maximum, int maxTicks)
{
    const double step = niceTickStep(maximum, maxTicks);
    const int count = qMax(1, int(std::ceil(maximum / step - 1e-9)));
    QList<double> ticks;
    for (int i = 0; i <= count; ++i)
        ticks.append(i * step);
    return ticks;
}

BudgetView::BudgetView(QWidget *parent)
    : QWidget(parent)
    , m_chart(new QChart)
    , m_chartView(new QChartView(m_chart, this))
    , m_summary(new QLabel(this))
    , m_legend(new QLabel(this))
    , m_visibility(new QLabel(this))
    , m_window(new QSpinBox(this))
    , m_timer(new QTimer(this))
    , m_relayout(new QTimer(this))
    , m_work(std::make_shared<BudgetWork>())
    , m_dialect(defaultCatalogDialect())
    , m_encoding(defaultEncodingName())
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->hide(); // our own legend below wraps instead of being cut in a narrow dock
    m_chart->setMargins(QMargins(4, 4, 12, 4));
    m_chart->setBackgroundRoundness(0);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(220);
    m_summary->setObjectName(QStringLiteral("budgetSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setContentsMargins(6, 4, 6, 4);
    m_legend->setObjectName(QStringLiteral("budgetLegend"));
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setContentsMargins(6, 2, 6, 4);
    m_visibility->setObjectName(QStringLiteral("budgetVisibility"));
    m_visibility->setWordWrap(true);
    m_visibility->setTextFormat(Qt::RichText);
    m_visibility->setContentsMargins(6, 2, 6, 4);
    m_visibility->hide(); // until the first matrix
    m_window->setRange(1000, 10'000'000);
    m_window->setSingleStep(1000);
    m_window->setGroupSeparatorShown(true);
    m_window->setValue(kDefaultContextWindowTokens);
    m_window->setSuffix(tr(" tokens"));
    m_timer->setSingleShot(true);
    m_timer->setInterval(400);
    m_relayout->setSingleShot(true);
    m_relayout->setInterval(0);
    m_watcher.setObjectName(QStringLiteral("budgetJob"));
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 4, 6, 0);
    bar->addWidget(new QLabel(tr("Context window"), this));
    bar->addWidget(m_window);
    bar->addStretch(1);
    // Below the bar everything scrolls: in a short or narrow dock (1366x768, Chinese text) the wrapped summaries and
    // the chart keep their heights instead of being squeezed over each other.
    auto *content = new QWidget;
    content->setObjectName(QStringLiteral("budgetContent"));
    auto *column = new QVBoxLayout(content);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(m_summary);
    column->addWidget(m_visibility);
    column->addWidget(m_legend); // above the chart: below it, it scrolled out of a short dock
    column->addWidget(m_chartView, 1);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("budgetScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(scroll, 1);
    connect(m_timer, &QTimer::timeout, this, &BudgetView::start);
    connect(m_relayout, &QTimer::timeout, this, [this] {
        if (m_shown)
            showReport(m_report);
    });
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
        showReport(m_watcher.result());
    });
}

void BudgetView::setSnapshot(const SkillIndexPtr &snapshot)
{
    m_snapshot = snapshot;
    schedule();
}
void BudgetView::setLiveSkill(
    const QString &skillMdPath, const QString &name, const QString &description, const QString &body)
{
    const LiveBudgetSkill value { name, description, body };
    const auto known = m_live.constFind(skillMdPath);
    if (known != m_live.constEnd() && *known == value)
        return;
    m_live.insert(skillMdPath, value);
    schedule();
}
void BudgetView::dropLiveSkill(const QString &skillMdPath)
{
    if (m_live.remove(skillMdPath) > 0)
        schedule();
}
void BudgetView::setDialect(const QString &dialect)
{
    if (dialect == m_dialect && m_shown)
        return;
    m_dialect = dialect;
    schedule();
}
void BudgetView::setEncoding(const QString &encoding)
{
    if (encoding == m_encoding && m_shown)
        return;
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
    if (m_shown)
        showReport(m_report);
    showVisibility();
}
void BudgetView::setVisibility(std::shared_ptr<const VisibilityMatrix> matrix)
{
    m_matrix = std::move(matrix);
    showVisibility();
}
bool BudgetView::isBusy() const
{
    return m_timer->isActive() || m_running || m_pending;
}

void BudgetView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_relayout->start(); // the labels are elided for the width
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
    m_watcher.setFuture(QtConcurrent::run(backgroundPool(),
        [work = m_work, snapshot = m_snapshot, live = m_live, dialect = m_dialect, encoding = m_encoding,
            window = m_window->value()] { return work->update(snapshot, live, dialect, encoding, window); }));
}

void BudgetView::showReport(const TokenReport &report)
{
    m_report = report;
    m_shown = true;
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
    m_chart->setTheme(isDarkTheme() ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    m_chart->setBackgroundBrush(palette().color(QPalette::Base));
    const ThemeColours colours = themeColours();
    auto *entry = new QBarSet(tr("Catalog entry (always paid)"));
    auto *body = new QBarSet(tr("SKILL.md body (on load)"));
    auto *docs = new QBarSet(tr("Docs (on demand)"));
    // Names are elided in the middle to at most about 40% of the chart, so the bars keep the rest and every label
    // stays readable ("data-rep…-report" rather than "…"); two that would read the same keep their ends apart.
    auto *names = new QBarCategoryAxis;
    const QFontMetrics metrics(names->labelsFont());
    const int labelWidth = qBound(60, int(m_chartView->width() * 0.4), 320);
    m_labels.clear();
    qint64 maxTotal = 1;
    for (const SkillTokens &skill : shown) {
        *entry << skill.entryTokens;
        *body << skill.bodyTokens;
        *docs << skill.docsTokens;
        const QString name = skill.name == m_focus ? QStringLiteral("▶ ") + skill.name : skill.name;
        QString label = metrics.elidedText(name, Qt::ElideMiddle, labelWidth);
        for (int n = 2; m_labels.contains(label); ++n)
            label = metrics.elidedText(name, Qt::ElideMiddle, labelWidth) + QStringLiteral(" (%1)").arg(n);
        m_labels << label;
        maxTotal = qMax<qint64>(maxTotal, skill.entryTokens + skill.bodyTokens + skill.docsTokens);
    }
    entry->setColor(colours.accent);
    body->setColor(colours.ok);
    docs->setColor(colours.warning);
    auto *series = new QHorizontalStackedBarSeries;
    series->append(entry);
    series->append(body);
    series->append(docs);
    series->setBarWidth(0.7);
    m_chart->addSeries(series);
    names->append(m_labels);
    names->setTruncateLabels(false); // elided above, in the middle; Qt would cut them again at the end
    // Every bar gets a label's height: Qt Charts drops the labels that would overlap (12 bars in 130 pixels at
    // 1366x768 labelled only some, the two costliest among the unlabelled). The dock scrolls instead.
    const int perBar = metrics.height() + 10;
    m_chartView->setMinimumHeight(qMax(220, 110 + int(shown.size()) * perBar));
    // Round ticks (1, 2, 2.5 or 5 x 10^n), as many as fit the width, labelled with the locale's digit grouping.
    auto *values = new QCategoryAxis;
    const int plotWidth = qMax(120, m_chartView->width() - labelWidth - 40);
    const QString widest = locale.toString(qint64(maxTotal) * 10);
    const int maxTicks = qBound(2, plotWidth / (QFontMetrics(values->labelsFont()).horizontalAdvance(widest) + 24), 8);
    m_ticks = niceTicks(double(maxTotal), maxTicks);
    values->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    values->setStartValue(-1e-9);
    for (const double tick : std::as_const(m_ticks))
        values->append(locale.toString(qint64(std::llround(tick))), tick);
    values->setRange(0, m_ticks.last());
    values->setTitleText(tr("tokens (%1)").arg(m_encoding));
    values->setTruncateLabels(false);
    m_chart->addAxis(names, Qt::AlignLeft);
    m_chart->addAxis(values, Qt::AlignBottom);
    series->attachAxis(names);
    series->attachAxis(values);
    m_chart->setTitle(tr("Top %n skill(s) by total cost", nullptr, int(shown.size())));
    const auto swatch = [](const QColor &colour, const QString &text) {
        // Each entry wraps as a whole: the spaces inside it do not break.
        return QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;%2")
            .arg(colour.name(), text.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
    };
    m_legend->setText(swatch(colours.accent, entry->label()) + QStringLiteral(" &nbsp; ")
        + swatch(colours.ok, body->label()) + QStringLiteral(" &nbsp; ") + swatch(colours.warning, docs->label()));

    QString cut;
    for (const ContextBudget &budget : report.budgets) {
        if (budget.cut.isEmpty())
            continue;
        // What the listing does to them at this window, as the report says it ("7 by name only: ..."), not an
        // order ("would cut first") that read as a forecast when every skill was already cut.
        QStringList fates;
        if (budget.shortened)
            fates << tr("%n shortened", nullptr, budget.shortened);
        if (budget.nameOnly)
            fates << tr("%n by name only", nullptr, budget.nameOnly);
        if (budget.omitted)
            fates << tr("%n omitted", nullptr, budget.omitted);
        cut += QStringLiteral("<br>")
            + tr("%1 (%2% listing budget, %3 tokens) in this window: %4: %5")
                  .arg(budget.client)
                  .arg(budget.sharePercent, 0, 'f', 1)
                  .arg(locale.toString(budget.budgetTokens))
                  .arg(locale.createSeparatedList(fates))
                  .arg(budget.cut.mid(0, 5).join(QStringLiteral(", "))
                      + (budget.cut.size() > 5 ? tr(" and %n more", nullptr, int(budget.cut.size() - 5)) : QString()));
    }
    m_summary->setText(
        tr("Catalog as <b>%1</b> renders it, counted in %2, in a %3-token window; open files' unsaved edits "
           "included.")
            .arg(report.dialect.toHtmlEscaped(), encodingName(report.encoding),
                locale.toString(report.contextWindowTokens))
        + QStringLiteral("<br>")
        + tr("<b>Always paid:</b> catalog %1 tokens (%2% of the window) · <b>Progressive:</b> + one body on load "
             "(avg %3) · <b>Full injection:</b> %4 tokens (saves %5%)")
              .arg(locale.toString(report.catalogTokens))
              .arg(report.catalogSharePercent, 0, 'f', 2)
              .arg(locale.toString(report.skills.isEmpty() ? 0 : qint64(report.bodyTokens / report.skills.size())))
              .arg(locale.toString(report.fullInjectionAllTokens))
              .arg(report.savingAllPercent, 0, 'f', 1)
        + (cut.isEmpty() ? QStringLiteral("<br>") + tr("The catalog fits every client's listing budget.") : cut));
}

void BudgetView::showVisibility()
{
    if (!m_matrix || m_matrix->skills.isEmpty()) {
        m_visibility->hide();
        m_visibility->clear();
        return;
    }
    const QLocale locale;
    const auto coloured = [](Verdict verdict, const QString &text) {
        return QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;%2")
            .arg(verdictColour(verdict).name(),
                text.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
    };
    // Clients whose listings have the same counts share one line, so eight clients usually take one or two.
    QList<QPair<QList<int>, QStringList>> groups;
    for (const ConsumerSummary &summary : m_matrix->summaries) {
        const QString name = VerdictText::consumer(summary.consumer);
        const auto same
            = std::find_if(groups.begin(), groups.end(), [&](const auto &g) { return g.first == summary.counts; });
        if (same != groups.end())
            same->second << name;
        else
            groups.append({ summary.counts, { name } });
    }
    QString text = m_matrix->settings.contextWindowTokens > 0
        ? tr("<b>Who lists them</b> in a %1-token window (the Visibility matrix):")
              .arg(locale.toString(m_matrix->settings.contextWindowTokens))
        : tr("<b>Who lists them</b> in each client's own window (the Visibility matrix):");
    for (const auto &[counts, names] : std::as_const(groups)) {
        QStringList parts;
        for (int v = 0; v < counts.size(); ++v)
            if (const int count = counts.at(v); count > 0)
                parts << coloured(
                    Verdict(v), QStringLiteral("%1 %2").arg(locale.toString(count), VerdictText::verdict(Verdict(v))));
        const QString who = names.size() == m_matrix->summaries.size() && names.size() > 1
            ? tr("Every client (%n)", nullptr, int(names.size()))
            : names.join(QStringLiteral(", "));
        text += QStringLiteral("<br>%1: %2")
                    .arg(who.toHtmlEscaped(), parts.isEmpty() ? tr("no skills") : parts.join(QStringLiteral(" · ")));
    }
    // The focused skill's row of the matrix (by name, else by folder name, as the focus is set), one part per
    // distinct verdict with the clients that give it.
    const SkillVisibility *focus = nullptr;
    if (!m_focus.isEmpty()) {
        // Plain string comparisons (10,000 rows on the GUI thread): the name first, then the folder's last part.
        const QString suffix = QLatin1Char('/') + m_focus;
        for (const SkillVisibility &skill : m_matrix->skills)
            if (skill.name == m_focus) {
                focus = &skill;
                break;
            }
        for (int i = 0; !focus && i < m_matrix->skills.size(); ++i)
            if (m_matrix->skills.at(i).folder.endsWith(suffix))
                focus = &m_matrix->skills.at(i);
    }
    if (focus) {
        QList<QPair<const ConsumerVerdict *, QStringList>> cells;
        for (const ConsumerVerdict &verdict : focus->consumers) {
            const QString cell = VerdictText::cell(verdict);
            const auto same = std::find_if(cells.begin(), cells.end(), [&](const auto &c) {
                return c.first->verdict == verdict.verdict && VerdictText::cell(*c.first) == cell;
            });
            if (same != cells.end())
                same->second << VerdictText::consumer(verdict.consumer);
            else
                cells.append({ &verdict, { VerdictText::consumer(verdict.consumer) } });
        }
        QStringList parts;
        for (const auto &[verdict, names] : std::as_const(cells))
            parts << coloured(verdict->verdict, VerdictText::cell(*verdict)) + QStringLiteral(": ")
                    + (cells.size() == 1 && names.size() > 1 ? tr("every client") : names.join(QStringLiteral(", ")))
                          .toHtmlEscaped();
        text
            += QStringLiteral("<br><b>▶ %1</b>: ").arg(focus->name.toHtmlEscaped()) + parts.join(QStringLiteral(" · "));
    }
    m_visibility->setText(text);
    m_visibility->show();
}

} // namespace sw::ui
