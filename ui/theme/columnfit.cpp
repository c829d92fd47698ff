// ColumnFit: contents widths, hiding optional columns, the elastic column's share.
#include "columnfit.h"

#include <algorithm>

#include <QAbstractItemView>
#include <QEvent>
#include <QHeaderView>
#include <QTableView>

namespace sw::ui {

void setKeyColumns(QAbstractItemView *view, const QList<int> &columns)
{
    QVariantList list;
    for (int c : columns)
        list << c;
    view->setProperty("swKeyColumns", list);
}

QList<int> keyColumns(const QAbstractItemView *view)
{
    QList<int> out;
    for (const QVariant &c : view->property("swKeyColumns").toList())
        out << c.toInt();
    return out;
}

ColumnFit::ColumnFit(QTableView *view, const QList<int> &optional, int elastic)
    : QObject(view)
    , m_view(view)
    , m_viewport(view->viewport())
    , m_optional(optional)
    , m_elastic(elastic)
{
    QHeaderView *header = view->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setMinimumSectionSize(16);
    m_later.setSingleShot(true);
    m_later.setInterval(0);
    connect(&m_later, &QTimer::timeout, this, &ColumnFit::fit);
    view->installEventFilter(this);
    m_viewport->installEventFilter(this);
    if (QAbstractItemModel *model = view->model()) {
        const auto later = [this] { m_later.start(); };
        connect(model, &QAbstractItemModel::modelReset, this, later);
        connect(model, &QAbstractItemModel::rowsInserted, this, later);
        connect(model, &QAbstractItemModel::rowsRemoved, this, later);
        connect(model, &QAbstractItemModel::dataChanged, this, later);
        connect(model, &QAbstractItemModel::layoutChanged, this, later);
        connect(model, &QAbstractItemModel::headerDataChanged, this, later);
    }
    m_later.start();
}

bool ColumnFit::eventFilter(QObject *watched, QEvent *event)
{
    // Shown too: a fit asked for while the view was hidden (another tab; presentation mode's fonts changed behind it)
    // was skipped, and showing it again at the same size resizes nothing.
    if ((watched == m_viewport && event->type() == QEvent::Resize)
        || (watched == m_view
            && (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange
                || event->type() == QEvent::Show)))
        m_later.start();
    return QObject::eventFilter(watched, event);
}

int ColumnFit::titleWidth(int column) const
{
    // A hidden section's size hint is 0: a column hidden by the last fit is measured shown, or the fits would
    // alternate between hiding it and squeezing it to its cells' width.
    QHeaderView *header = m_view->horizontalHeader();
    const bool hidden = header->isSectionHidden(column);
    if (hidden)
        header->setSectionHidden(column, false);
    const int width = header->sectionSizeHint(column);
    if (hidden)
        header->setSectionHidden(column, true);
    return width;
}

int ColumnFit::nextMeasuredRow(int row, int rows)
{
    // Every row of a table up to 400, then the last 100 (a session's newest requests are the largest).
    ++row;
    return row == 400 && rows > 500 ? rows - 100 : row;
}

int ColumnFit::contentsWidth(int column) const
{
    const QAbstractItemModel *model = m_view->model();
    const QAbstractItemView *view = m_view; // sizeHintForIndex is public there
    int widest = titleWidth(column);
    const int rows = model->rowCount(m_view->rootIndex());
    for (int row = 0; row < rows; row = nextMeasuredRow(row, rows))
        widest = qMax(widest, view->sizeHintForIndex(model->index(row, column, m_view->rootIndex())).width());
    return widest + 2; // the grid line
}

bool ColumnFit::saysNothing(int column, bool orTheSame) const
{
    const QAbstractItemModel *model = m_view->model();
    const int rows = model->rowCount(m_view->rootIndex());
    QString first;
    for (int row = 0; row < rows; row = nextMeasuredRow(row, rows)) {
        QString text = model->index(row, column, m_view->rootIndex()).data().toString().trimmed();
        if (text == QStringLiteral("—") || text == QStringLiteral("-"))
            text.clear();
        if (row == 0)
            first = text;
        if (!text.isEmpty() && (!orTheSame || text != first))
            return false;
    }
    return rows > 1 || (rows == 1 && first.isEmpty());
}

void ColumnFit::fit()
{
    const QAbstractItemModel *model = m_view->model();
    if (!model || !m_view->isVisible())
        return;
    QHeaderView *header = m_view->horizontalHeader();
    const int columns = model->columnCount(m_view->rootIndex());
    const int available = m_view->viewport()->width();
    if (available <= 0 || columns == 0)
        return;
    QList<int> want(columns, 0);
    for (int c = 0; c < columns; ++c)
        want[c] = contentsWidth(c);
    QList<bool> shown(columns, true);
    const auto total = [&] {
        int sum = 0;
        for (int c = 0; c < columns; ++c)
            if (shown[c] && c != m_elastic)
                sum += want[c];
        return sum;
    };
    const int elasticMinimum
        = m_elastic >= 0 && m_elastic < columns ? qMin(want.value(m_elastic), titleWidth(m_elastic) + 24) : 0;
    // Columns with nothing to say make room for the elastic column's whole text first.
    if (m_elastic >= 0 && m_elastic < columns) {
        for (const bool orTheSame : { false, true }) {
            for (int c : std::as_const(m_optional)) {
                if (total() + want.value(m_elastic) <= available)
                    break;
                if (c < columns && shown[c] && saysNothing(c, orTheSame))
                    shown[c] = false;
            }
        }
    }
    for (int c : std::as_const(m_optional)) {
        if (total() + elasticMinimum <= available)
            break;
        if (c < columns)
            shown[c] = false;
    }
    // Still too wide: an elastic column that does not identify the row goes too, so the key columns stay in view.
    if (m_elastic >= 0 && m_elastic < columns && total() + elasticMinimum > available
        && !keyColumns(m_view).contains(m_elastic))
        shown[m_elastic] = false;
    for (int c = 0; c < columns; ++c)
        header->setSectionHidden(c, !shown[c]);
    int rest = available - total();
    for (int c = 0; c < columns; ++c) {
        if (!shown[c] || c == m_elastic)
            continue;
        header->resizeSection(c, want[c]);
    }
    if (m_elastic >= 0 && m_elastic < columns && shown[m_elastic]) {
        header->resizeSection(m_elastic, qMax(elasticMinimum, rest));
    } else if (m_spread && rest > 0) {
        // Shared out evenly, the first columns taking the odd pixels.
        const int count = int(std::count(shown.cbegin(), shown.cend(), true));
        for (int c = 0, k = 0; c < columns && count > 0; ++c) {
            if (!shown[c])
                continue;
            const int share = rest / count + (k < rest % count ? 1 : 0);
            header->resizeSection(c, want[c] + share);
            ++k;
        }
    } else {
        // The spare width goes to the last shown column.
        for (int c = columns - 1; c >= 0; --c)
            if (shown[c]) {
                if (rest > 0)
                    header->resizeSection(c, want[c] + rest);
                break;
            }
    }
}

RowFit::RowFit(QTableView *view)
    : QObject(view)
    , m_view(view)
    , m_viewport(view->viewport())
{
    view->setWordWrap(true);
    view->setTextElideMode(Qt::ElideNone);
    m_later.setSingleShot(true);
    m_later.setInterval(0);
    connect(&m_later, &QTimer::timeout, this, [this] {
        if (m_view->isVisible())
            m_view->resizeRowsToContents();
    });
    const auto later = [this] { m_later.start(); };
    if (QAbstractItemModel *model = view->model()) {
        connect(model, &QAbstractItemModel::modelReset, this, later);
        connect(model, &QAbstractItemModel::rowsInserted, this, later);
        connect(model, &QAbstractItemModel::layoutChanged, this, later);
    }
    connect(view->horizontalHeader(), &QHeaderView::sectionResized, this, later);
    view->installEventFilter(this);
    m_viewport->installEventFilter(this);
    m_later.start();
}

bool RowFit::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == m_viewport && event->type() == QEvent::Resize)
        || (watched == m_view && (event->type() == QEvent::FontChange || event->type() == QEvent::Show)))
        m_later.start();
    return QObject::eventFilter(watched, event);
}

} // namespace sw::ui
