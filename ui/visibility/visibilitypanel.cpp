// VisibilityPanel (see visibilitypanel.h).
#include "visibilitypanel.h"

#include "theme/columnfit.h"

#include "visibility/verdicttext.h"
#include "visibility/visibilitymodel.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace sw::ui {

void VisibilityFilterProxy::setText(const QString &text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

void VisibilityFilterProxy::setProblemsOnly(bool on)
{
    m_problemsOnly = on;
    invalidateFilter();
}

bool VisibilityFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex cell = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_text.isEmpty()
        && !cell.data(VisibilityModel::SkillNameRole).toString().contains(m_text, Qt::CaseInsensitive))
        return false;
    return !m_problemsOnly || !cell.data(VisibilityModel::AllFullRole).toBool();
}

VisibilityPanel::VisibilityPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new VisibilityModel(this))
    , m_proxy(new VisibilityFilterProxy(this))
    , m_view(new QTableView(this))
    , m_filter(new QLineEdit(this))
    , m_problemsOnly(new QCheckBox(tr("Only skills not listed in full"), this))
    , m_window(new QSpinBox(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("visibilityPanel"));
    m_proxy->setSourceModel(m_model);

    m_filter->setPlaceholderText(tr("Filter skills"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setObjectName(QStringLiteral("visibilityFilter"));
    m_problemsOnly->setObjectName(QStringLiteral("visibilityProblemsOnly"));
    m_problemsOnly->setToolTip(tr("Hide the skills every client lists in full"));
    m_window->setObjectName(QStringLiteral("visibilityContextWindow"));
    m_window->setRange(0, 10000000);
    m_window->setSingleStep(1000);
    m_window->setGroupSeparatorShown(true);
    m_window->setSpecialValueText(tr("each client's own"));
    m_window->setSuffix(tr(" tokens"));
    m_window->setValue(0);
    m_window->setToolTip(tr("The context window Claude Code and Codex budget their listings for (Claude Code 1% of it "
                            "in characters, Codex 2% in approximate tokens). Each client's own: the window each "
                            "assumes for its default model."));
    auto *windowLabel = new QLabel(tr("Context window:"), this);
    windowLabel->setBuddy(m_window);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 4, 6, 0);
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_problemsOnly);
    bar->addSpacing(12);
    bar->addWidget(windowLabel);
    bar->addWidget(m_window);

    m_view->setObjectName(QStringLiteral("visibilityTable"));
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(false);
    m_view->setShowGrid(true);
    m_view->setWordWrap(false);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    // Each client's column as wide as its title and cells, the spare width shared out (ten titles do not fit
    // equal shares at 1366x768).
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setMinimumSectionSize(40);
    (new ColumnFit(m_view))->setSpreadSpareWidth(true);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->verticalHeader()->setHighlightSections(false);
    m_view->verticalHeader()->setMaximumWidth(260);
    m_view->setIconSize(QSize(14, 14));
    m_view->setAccessibleName(tr("Visibility of each skill for each client"));

    auto *legend = new QHBoxLayout;
    legend->setContentsMargins(6, 0, 6, 4);
    legend->setSpacing(10);
    for (int v = 0; v < 8; ++v) {
        auto *icon = new QLabel(this);
        icon->setPixmap(verdictIcon(Verdict(v)).pixmap(QSize(14, 14), devicePixelRatioF()));
        auto *text = new QLabel(VerdictText::verdict(Verdict(v)), this);
        auto *pair = new QHBoxLayout;
        pair->setSpacing(3);
        pair->addWidget(icon);
        pair->addWidget(text);
        legend->addLayout(pair);
    }
    legend->addStretch(1);
    m_status->setObjectName(QStringLiteral("visibilityStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    legend->addWidget(m_status);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    layout->addLayout(legend);

    m_view->installEventFilter(this);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &VisibilityFilterProxy::setText);
    connect(m_problemsOnly, &QCheckBox::toggled, m_proxy, &VisibilityFilterProxy::setProblemsOnly);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &VisibilityPanel::updateStatus);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &VisibilityPanel::updateStatus);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &VisibilityPanel::updateStatus);
    connect(m_window, &QSpinBox::valueChanged, this, &VisibilityPanel::contextWindowChosen);
    // A double click opens the skill (Enter too: eventFilter).
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        Q_EMIT skillActivated(index.data(VisibilityModel::SkillPathRole).toString());
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        if (current.isValid())
            Q_EMIT skillSelected(current.data(VisibilityModel::SkillPathRole).toString());
    });
    connect(m_view, &QWidget::customContextMenuRequested, this, &VisibilityPanel::showMenu);
    updateStatus();
}

void VisibilityPanel::setMatrix(const std::shared_ptr<const VisibilityMatrix> &matrix)
{
    m_model->setMatrix(matrix);
    updateStatus();
}

void VisibilityPanel::setComputing(bool computing)
{
    m_computing = computing;
    updateStatus();
}

void VisibilityPanel::setContextWindow(int tokens)
{
    const QSignalBlocker block(m_window);
    m_window->setValue(tokens);
}

void VisibilityPanel::selectSkill(const QString &skillMdPath)
{
    const int row = m_model->rowForPath(skillMdPath);
    if (row < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return;
    const QSignalBlocker block(m_view->selectionModel());
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
}

bool VisibilityPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->matches(QKeySequence::Copy)) {
        copySelection();
        return true;
    }
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && m_view->currentIndex().isValid()) {
            Q_EMIT skillActivated(m_view->currentIndex().data(VisibilityModel::SkillPathRole).toString());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QString VisibilityPanel::statusText() const
{
    return m_status->text();
}

void VisibilityPanel::updateStatus()
{
    const std::shared_ptr<const VisibilityMatrix> matrix = m_model->matrix();
    const int total = int(matrix->skills.size());
    int notFull = 0;
    for (const SkillVisibility &s : matrix->skills)
        notFull += s.allFull(allConsumers()) ? 0 : 1;
    QString text = total == 0 ? tr("No skills")
                              : tr("%n skill(s)", nullptr, total) + QStringLiteral(" · ")
            + tr("%n not listed in full by every client", nullptr, notFull);
    if (m_proxy->rowCount() != total)
        text += QStringLiteral(" · ") + tr("%n shown", nullptr, m_proxy->rowCount());
    if (m_computing)
        text += QStringLiteral(" · ") + tr("updating…");
    m_status->setText(text);
}

void VisibilityPanel::copySelection() const
{
    QModelIndexList cells = m_view->selectionModel()->selectedIndexes();
    if (cells.isEmpty() && m_view->currentIndex().isValid())
        cells << m_view->currentIndex();
    std::sort(cells.begin(), cells.end(), [](const QModelIndex &a, const QModelIndex &b) {
        return a.row() != b.row() ? a.row() < b.row() : a.column() < b.column();
    });
    QStringList lines;
    for (const QModelIndex &cell : std::as_const(cells)) {
        QString line = QStringLiteral("%1\t%2\t%3\t%4")
                           .arg(cell.data(VisibilityModel::SkillNameRole).toString(),
                               m_model->headerData(m_proxy->mapToSource(cell).column(), Qt::Horizontal).toString(),
                               VerdictText::verdict(Verdict(cell.data(VisibilityModel::VerdictRole).toInt())),
                               cell.data(VisibilityModel::ReasonRole).toString());
        const QString fix = cell.data(VisibilityModel::FixRole).toString();
        if (!fix.isEmpty())
            line += QLatin1Char('\t') + fix;
        lines << line;
    }
    if (!lines.isEmpty())
        QApplication::clipboard()->setText(lines.join(QLatin1Char('\n')));
}

void VisibilityPanel::showMenu(const QPoint &position)
{
    const QModelIndex cell = m_view->indexAt(position);
    if (!cell.isValid())
        return;
    QMenu menu(this);
    const QString path = cell.data(VisibilityModel::SkillPathRole).toString();
    menu.addAction(tr("Open SKILL.md"), this, [this, path] { Q_EMIT skillActivated(path); });
    menu.addAction(tr("Copy reason"), this, [cell] {
        QString text = cell.data(VisibilityModel::ReasonRole).toString();
        const QString fix = cell.data(VisibilityModel::FixRole).toString();
        if (!fix.isEmpty())
            text += QLatin1Char('\n') + fix;
        QApplication::clipboard()->setText(text);
    });
    menu.exec(m_view->viewport()->mapToGlobal(position));
}

} // namespace sw::ui
