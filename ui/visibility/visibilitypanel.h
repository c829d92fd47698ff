#pragma once
// VisibilityPanel: the Author dock "Visibility": the matrix of skills x consumers (VisibilityModel), a filter, a
// switch to show only skills some client does not list in full, the context window the budgets are computed for,
// a legend of the verdicts and a status line. Enter or a double click opens the skill's SKILL.md.
#include "visibility/visibility.h"

#include <QSortFilterProxyModel>
#include <QWidget>

#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableView;

namespace sw::ui {

class VisibilityModel;

// Rows whose skill name contains the filter text; with problemsOnly, rows not full for every consumer.
class VisibilityFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setText(const QString &text);
    void setProblemsOnly(bool on);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
    bool m_problemsOnly = false;
};

class VisibilityPanel : public QWidget
{
    Q_OBJECT
public:
    explicit VisibilityPanel(QWidget *parent = nullptr);

    void setMatrix(const std::shared_ptr<const VisibilityMatrix> &matrix);
    void setComputing(bool computing);
    void setContextWindow(int tokens);
    void selectSkill(const QString &skillMdPath); // selects its row (no signal)

    VisibilityModel *model() const { return m_model; }
    VisibilityFilterProxy *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    QString statusText() const;

signals:
    void contextWindowChosen(int tokens);
    void skillActivated(const QString &skillMdPath);
    void skillSelected(const QString &skillMdPath);

protected:
    // Ctrl+C in the table copies the selected cells with their reasons (the table's own copy takes one cell's text).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateStatus();
    void copySelection() const;
    void showMenu(const QPoint &position);

    VisibilityModel *m_model;
    VisibilityFilterProxy *m_proxy;
    QTableView *m_view;
    QLineEdit *m_filter;
    QCheckBox *m_problemsOnly;
    QSpinBox *m_window;
    QLabel *m_status;
    bool m_computing = false;
};

} // namespace sw::ui
