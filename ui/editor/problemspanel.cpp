// ProblemsPanel: a tree view over ProblemsModel with a summary line and fix actions.
#include "problemspanel.h"

#include "editor/problemsmodel.h"
#include "theme/icons.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace sw::ui {

ProblemsPanel::ProblemsPanel(ProblemsModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(new QTreeView(this))
    , m_summary(new QLabel(this))
    , m_fix(new QToolButton(this))
    , m_fixMenu(new QMenu(this))
{
    m_view->setObjectName(QStringLiteral("problemsView"));
    m_view->setModel(model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_fix->setIcon(themedIcon(QStringLiteral("fix")));
    m_fix->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_fix->setAutoRaise(true);
    m_fix->setEnabled(false);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 2, 6, 2);
    bar->addWidget(m_summary, 1);
    bar->addWidget(m_fix);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_view);

    connect(model, &QAbstractItemModel::modelReset, this, &ProblemsPanel::updateSummary);
    connect(model, &QAbstractItemModel::modelReset, this, &ProblemsPanel::updateFixButton);
    connect(m_view, &QTreeView::activated, this,
        [this](const QModelIndex &index) { emit problemActivated(m_model->problemAt(index.row())); });
    connect(m_view, &QTreeView::clicked, this,
        [this](const QModelIndex &index) { emit problemActivated(m_model->problemAt(index.row())); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &ProblemsPanel::updateFixButton);
    m_fixMenu->setObjectName(QStringLiteral("problemFixMenu"));
    connect(m_fix, &QToolButton::clicked, this, [this] {
        const QModelIndex current = m_view->currentIndex();
        if (current.isValid() && !m_model->problemAt(current.row()).fixes.isEmpty())
            emit fixRequested(m_model->problemAt(current.row()), 0);
    });
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex index = m_view->indexAt(pos);
        if (!index.isValid())
            return;
        const Problem problem = m_model->problemAt(index.row());
        QMenu menu(this);
        QAction *jump = menu.addAction(tr("Go to Line"));
        QList<QAction *> fixes;
        if (!problem.fixes.isEmpty())
            menu.addSeparator();
        for (const ProblemFix &fix : problem.fixes)
            fixes << menu.addAction(themedIcon(QStringLiteral("fix")), fix.label);
        QAction *chosen = menu.exec(m_view->viewport()->mapToGlobal(pos));
        if (chosen == jump)
            emit problemActivated(problem);
        else if (chosen && fixes.contains(chosen))
            emit fixRequested(problem, int(fixes.indexOf(chosen)));
    });
    updateSummary();
}

void ProblemsPanel::updateSummary()
{
    const int errors = m_model->count(ProblemSeverity::Error);
    const int warnings = m_model->count(ProblemSeverity::Warning);
    const int infos = m_model->count(ProblemSeverity::Info);
    if (errors + warnings + infos == 0)
        m_summary->setText(tr("No problems"));
    else
        m_summary->setText(tr("%n error(s)", nullptr, errors) + QStringLiteral(" · ")
            + tr("%n warning(s)", nullptr, warnings) + QStringLiteral(" · ") + tr("%n note(s)", nullptr, infos));
}

void ProblemsPanel::updateFixButton()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid()) {
        // Offer the first fixable problem.
        for (int row = 0; row < m_model->rowCount(); ++row)
            if (!m_model->problemAt(row).fixes.isEmpty()) {
                m_view->setCurrentIndex(m_model->index(row, 0));
                return;
            }
    }
    const Problem problem = current.isValid() ? m_model->problemAt(current.row()) : Problem {};
    m_fix->setEnabled(!problem.fixes.isEmpty());
    m_fix->setText(problem.fixes.isEmpty() ? tr("Quick Fix") : problem.fixes.first().label);
    m_fix->setToolTip(problem.fixes.isEmpty() ? tr("No fix for this problem") : problem.fixes.first().label);
    m_fixMenu->clear();
    for (int i = 1; i < problem.fixes.size(); ++i) {
        QAction *action = m_fixMenu->addAction(themedIcon(QStringLiteral("fix")), problem.fixes[i].label);
        connect(action, &QAction::triggered, this, [this, problem, i] { emit fixRequested(problem, i); });
    }
    // More than one fix: the button applies the first, its arrow lists the others.
    m_fix->setMenu(problem.fixes.size() > 1 ? m_fixMenu : nullptr);
    m_fix->setPopupMode(problem.fixes.size() > 1 ? QToolButton::MenuButtonPopup : QToolButton::DelayedPopup);
}

} // namespace sw::ui
