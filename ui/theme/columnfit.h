#pragma once
// Readable tables at any width (issue 23). ColumnFit keeps a table's columns sized to their contents, numbers and
// titles whole, and its key columns inside the viewport: when the columns do not all fit, the optional ones are
// hidden (the first listed first) and then the elastic one (a long free text) gives up its width, eliding. Before that,
// optional columns with nothing to say (every cell empty or "—": a replay's provider figures), then those that say
// the same on every row (one profile for the whole session), give way to the elastic column's whole text. It refits
// when the view is resized, its font changes (presentation mode) or its rows change.
//
// setKeyColumns() declares the columns that identify a row (a skill name, a query, a request number, a status); the
// layout audit (tests/ui_audit) fails when one of them shows elided text or lies outside the viewport. Undeclared,
// the audit takes a view's first column.
#include <QList>
#include <QObject>
#include <QTimer>

class QAbstractItemView;
class QTableView;

namespace sw::ui {

void setKeyColumns(QAbstractItemView *view, const QList<int> &columns);
QList<int> keyColumns(const QAbstractItemView *view);

class ColumnFit : public QObject
{
    Q_OBJECT
public:
    // Fits `view` (its parent) from now on. `optional`: columns that may be hidden when space is short, the first
    // listed goes first; `elastic`: a column that may elide (-1: none; the last column then takes any spare width).
    ColumnFit(QTableView *view, const QList<int> &optional = {}, int elastic = -1);

    void fit(); // now (also done on resize, font and row changes, coalesced)
    // Without an elastic column the spare width goes to the last column; spread, it is shared out evenly (a matrix of
    // like columns).
    void setSpreadSpareWidth(bool spread) { m_spread = spread; }
    int contentsWidth(int column) const; // the widest cell or title of `column`, as the view draws it
    int titleWidth(int column) const; // the header's size hint for `column`, hidden or not
    // Every cell empty or "—"; with `orTheSame`, also every cell the same text (rows as contentsWidth reads them).
    bool saysNothing(int column, bool orTheSame = false) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static int nextMeasuredRow(int row, int rows); // the rows read: all up to 400, then the last 100
    QTableView *m_view;
    // Compared by address in eventFilter: the view's own functions cannot be called while it is being destroyed
    // (its viewport, a child, is deleted from ~QWidget, when the view is no longer a QTableView).
    QObject *m_viewport;
    QList<int> m_optional;
    int m_elastic;
    bool m_spread = false;
    QTimer m_later;
};

// RowFit keeps a word-wrapping table's rows as tall as their text at the current column widths (a query read whole on
// two lines rather than cut on one). It measures when rows arrive, the model resets or a column's width or the font
// changes, not on every data change (a live run updates its cells many times a second).
class RowFit : public QObject
{
    Q_OBJECT
public:
    explicit RowFit(QTableView *view); // turns the view's word wrap on

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QTableView *m_view;
    QObject *m_viewport; // see ColumnFit
    QTimer m_later;
};

} // namespace sw::ui
