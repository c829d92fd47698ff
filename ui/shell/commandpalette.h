#pragma once
// CommandPalette: Ctrl+Shift+P popup; type to filter the window's commands, Enter runs the chosen one. Each row shows
// its shortcut at the right; a command that cannot run now is greyed and skipped by the arrow keys.
#include <QFrame>

class QLineEdit;
class QListView;
class QSortFilterProxyModel;

namespace sw::ui {

class ActionListModel;

class CommandPalette : public QFrame
{
    Q_OBJECT
public:
    CommandPalette(ActionListModel *model, QWidget *parent);

    void popup(); // shows centred at the top of the parent, focus in the filter
    QLineEdit *filterEdit() const { return m_filter; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    bool triggerRow(int proxyRow); // runs the command at that row of the filtered list (not a disabled one)
    int currentRow() const; // of the filtered list, -1 when no command can be chosen

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The first row from `row` on in `step`'s direction whose command can run, else -1.
    int enabledRow(int row, int step) const;
    void selectRow(int row);

    ActionListModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QListView *m_list;
};

} // namespace sw::ui
