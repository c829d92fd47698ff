#pragma once
// CommandPalette: Ctrl+Shift+P popup; type to filter the window's commands, Enter runs the chosen one.
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
    bool triggerRow(int proxyRow); // runs the command at that row of the filtered list

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    ActionListModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QListView *m_list;
};

} // namespace sw::ui
