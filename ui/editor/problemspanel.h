#pragma once
// ProblemsPanel: the Problems dock: the open skill's diagnostics, click to jump, and the quick-fix button.
#include "editor/problem.h"

#include <QWidget>

class QLabel;
class QMenu;
class QToolButton;
class QTreeView;

namespace sw::ui {

class ProblemsModel;

class ProblemsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ProblemsPanel(ProblemsModel *model, QWidget *parent = nullptr);

    QTreeView *view() const { return m_view; }

signals:
    void problemActivated(const sw::ui::Problem &problem);
    void fixRequested(const sw::ui::Problem &problem, int fixIndex);

private:
    void updateSummary();
    void updateFixButton();

    ProblemsModel *m_model;
    QTreeView *m_view;
    QLabel *m_summary;
    QToolButton *m_fix;
    QMenu *m_fixMenu; // the fixes of the current problem when it has more than one
};

} // namespace sw::ui
