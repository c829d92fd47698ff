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
    // Each pane's share of the work pane (keepProportions below): both must fit their share.
    return qMax(results * 100 / 53, tabs * 100 / 47) + m_work->handleWidth();
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
    // Stacked, the eval set may take more of the width: its queries wrap in a wider column.
    keepProportions(m_splitter, wanted == Qt::Horizontal ? QList<int> { 21, 79 } : QList<int> { 30, 70 });
    keepProportions(m_work, wanted == Qt::Horizontal ? QList<int> { 53, 47 } : QList<int> { 55, 45 });
}

bool TriggerLabPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_work && event->type() == QEvent::Resize)
        m_arrange->start();
    return QWidget::eventFilter(watched, event);
}

} // namespace sw::ui
