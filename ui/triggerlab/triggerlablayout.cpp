// TriggerLabPage's arrangement (issue 23): the results beside the tabs when a query stays readable and the Requests
// inspector shows its tabs without scroll arrows; otherwise the tabs go under the results, each then as wide as the
// pane. At 1366x768, and in presentation mode at any size, side by side left the query ~35 pixels and scrolled the
// inspector's tabs. The work pane's width does not depend on the arrangement, so the choice cannot oscillate.
#include "triggerlabpage.h"

#include "inspector/requestinspector.h"
#include "theme/splitterproportions.h"

#include <QEvent>
#include <QHeaderView>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>

namespace sw::ui {

namespace {
// Percent of the page for the eval set, and of the work pane for the results, in each arrangement (the rest goes to
// the work pane and the tabs). Stacked, the eval set may take more of the width: its queries wrap in a wider column.
// Beside, 26 %: with 21 % a 1366-pixel window left the queries some 15 characters a line (five lines a query) when
// the results stayed beside the tabs there (zh_CN before a run, or after narrowing from a wider window).
constexpr int kSetBeside = 26;
constexpr int kSetStacked = 30;
constexpr int kResultsBeside = 53;
constexpr int kResultsStacked = 55;
} // namespace

void TriggerLabPage::applyProportions()
{
    const bool beside = m_work->orientation() == Qt::Horizontal;
    const int set = beside ? kSetBeside : kSetStacked;
    const int results = beside ? kResultsBeside : kResultsStacked;
    keepProportions(m_splitter, { set, 100 - set });
    keepProportions(m_work, { results, 100 - results });
}

Qt::Orientation TriggerLabPage::arrangement() const
{
    return m_work->orientation();
}

int TriggerLabPage::widthForSideBySide() const
{
    // The results: every column but the query at its fitted width, and the query at least ~30 characters.
    const QHeaderView *header = m_resultsView->horizontalHeader();
    int results = m_resultsView->fontMetrics().averageCharWidth() * 30;
    for (int c = 1; c < header->count(); ++c)
        if (!header->isSectionHidden(c))
            results += header->sectionSize(c);
    results += m_resultsView->verticalHeader()->isVisible() ? m_resultsView->verticalHeader()->width() : 0;
    results += 2 * m_resultsView->frameWidth() + m_resultsView->style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    // The tabs: their own bar and the inspector's, whole.
    const int tabs = qMax(m_tabs->tabBar()->sizeHint().width(), m_inspector->tabs()->tabBar()->sizeHint().width())
        + 2 * m_tabs->style()->pixelMetric(QStyle::PM_DefaultFrameWidth) + 16;
    // Each pane's share of the work pane (applyProportions): both must fit their share.
    return qMax(results * 100 / kResultsBeside, tabs * 100 / (100 - kResultsBeside)) + m_work->handleWidth();
}

void TriggerLabPage::updateArrangement()
{
    if (m_work->width() <= 0)
        return;
    const Qt::Orientation wanted = m_work->width() >= widthForSideBySide() ? Qt::Horizontal : Qt::Vertical;
    if (wanted == m_work->orientation())
        return;
    m_work->setOrientation(wanted);
    // Under the results the inspector is wide and short: its requests go beside its details.
    m_inspector->setRequestsBeside(wanted == Qt::Vertical);
    applyProportions();
}

bool TriggerLabPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_work && event->type() == QEvent::Resize)
        m_arrange->start();
    return QWidget::eventFilter(watched, event);
}

} // namespace sw::ui
