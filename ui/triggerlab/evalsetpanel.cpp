// EvalSetPanel: toolbar, table, expectation editor, paste, import/export.
#include "evalsetpanel.h"
#include "theme/columnfit.h"
#include "theme/theme.h"
#include "theme/wrapdelegate.h"

#include "theme/icons.h"
#include "triggerlab/evalsetmodel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QSet>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTextLayout>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace sw::ui {

namespace {

// A combo box editor for the expectation: should trigger / should not, or a skill name / none.
class ExpectationDelegate : public QStyledItemDelegate
{
public:
    ExpectationDelegate(const QStringList *skills, QObject *parent)
        : QStyledItemDelegate(parent)
        , m_skills(skills)
    { }
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &index) const override
    {
        auto *box = new QComboBox(parent);
        const auto *model = qobject_cast<const EvalSetModel *>(index.model());
        EvalCase c;
        if (model && model->kind() == EvalSetKind::Routing) {
            box->addItem(EvalSetModel::expectationText(c, EvalSetKind::Routing), QString()); // none
            for (const QString &s : *m_skills)
                box->addItem(s, s);
            box->setEditable(true); // a skill of another root can be typed
        } else {
            c.shouldTrigger = true;
            box->addItem(EvalSetModel::expectationText(c, EvalSetKind::PerSkill), true);
            c.shouldTrigger = false;
            box->addItem(EvalSetModel::expectationText(c, EvalSetKind::PerSkill), false);
        }
        return box;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        auto *box = static_cast<QComboBox *>(editor);
        const int i = box->findData(index.data(Qt::EditRole));
        if (i >= 0)
            box->setCurrentIndex(i);
        else if (box->isEditable())
            box->setEditText(index.data(Qt::EditRole).toString());
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        auto *box = static_cast<QComboBox *>(editor);
        QVariant value = box->currentData();
        if (box->isEditable() && box->currentText() != box->itemText(box->currentIndex()))
            value = box->currentText();
        model->setData(index, value);
    }

private:
    const QStringList *m_skills;
};

// Notes wrap at word boundaries (and after separators) to three lines at most: the third ends with "…" when there is
// more, and the tooltip has the note whole. On one line in a column as narrow as its title a note read "eva…", and
// wrapped without a limit a long note made its row taller than the queries around it.
class NoteDelegate : public WrappingDelegate
{
public:
    using WrappingDelegate::WrappingDelegate;
    static constexpr int kMaxLines = 3;

    // `text` cut to `maxLines` lines of `width` pixels, wrapped as the view wraps it; the last line elided.
    static QString clipped(const QString &text, const QFont &font, int width, int maxLines)
    {
        if (width <= 0 || text.isEmpty())
            return text;
        QTextLayout layout(text, font);
        QTextOption wrap;
        wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(wrap);
        layout.beginLayout();
        int lines = 0;
        int lastStart = 0;
        bool more = false;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            if (lines == maxLines) {
                more = true;
                break;
            }
            lastStart = line.textStart();
            ++lines;
        }
        layout.endLayout();
        if (!more)
            return text;
        // The last line: the rest of the note from its start, elided to one line (a line break in it is a space).
        const QString rest = text.mid(lastStart).simplified();
        return text.left(lastStart) + QFontMetrics(font).elidedText(rest, Qt::ElideRight, width);
    }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        WrappingDelegate::initStyleOption(option, index);
        const QWidget *widget = option->widget;
        const QStyle *style = widget ? widget->style() : QApplication::style();
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
        option->text = clipped(option->text, option->font, option->rect.width() - 2 * margin, kMaxLines);
    }
};

} // namespace

EvalSetPanel::EvalSetPanel(EvalSetModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(new QTableView(this))
    , m_form(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_moreButton(new QToolButton(this))
{
    auto action = [this](const QString &icon, const QKeySequence &key) {
        auto *a = new QAction(this);
        if (!icon.isEmpty())
            a->setIcon(themedIcon(icon));
        if (!key.isEmpty())
            a->setShortcut(key);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        QWidget::addAction(a);
        return a;
    };
    m_add = action(QStringLiteral("new-skill"), QKeySequence(Qt::Key_Insert));
    m_delete = action(QStringLiteral("trash"), QKeySequence::Delete);
    m_paste = action(QString(), QKeySequence::Paste);
    m_import = action(QStringLiteral("import"), {});
    m_export = action(QStringLiteral("export"), {});
    m_nearMiss = action(QStringLiteral("fix"), {});
    m_undo = m_model->undoStack()->createUndoAction(this);
    m_redo = m_model->undoStack()->createRedoAction(this);
    m_undo->setIcon(themedIcon(QStringLiteral("undo")));
    m_redo->setIcon(themedIcon(QStringLiteral("redo")));

    m_view->setObjectName(QStringLiteral("evalSetView"));
    m_view->setModel(model);
    m_view->setItemDelegateForColumn(EvalSetModel::ExpectationColumn, new ExpectationDelegate(&m_skillNames, this));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(
        QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_view->setAlternatingRowColors(true);
    new RowFit(m_view); // a query wraps and reads whole (it is what identifies the row)
    // and may break after '.', ',', '/' too: "expenses.csv;" was cut in a narrow pane.
    m_view->setItemDelegateForColumn(EvalSetModel::QueryColumn, new WrappingDelegate(m_view));
    m_view->setItemDelegateForColumn(EvalSetModel::NotesColumn, new NoteDelegate(m_view));
    m_view->horizontalHeader()->setSectionResizeMode(EvalSetModel::QueryColumn, QHeaderView::Stretch);
    // Sized by fitExpectationColumn(), not ResizeToContents: that measured every row's delegate again at each
    // relayout of the page (about 8 ms of the GUI thread for 334 queries when a run started: bench_triggerlab_stall).
    m_view->horizontalHeader()->setSectionResizeMode(EvalSetModel::ExpectationColumn, QHeaderView::Interactive);
    m_view->horizontalHeader()->setSectionResizeMode(EvalSetModel::NotesColumn, QHeaderView::Interactive);
    connect(m_view->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column) {
        if (column == EvalSetModel::NotesColumn && m_headerPressed)
            m_notesSizedByUser = true; // the header also resizes its sections itself (a new style or model)
    });
    m_view->viewport()->installEventFilter(this);
    m_view->horizontalHeader()->viewport()->installEventFilter(this);
    measureNotes();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->addActions({ m_add, m_delete, m_paste });

    m_form->setObjectName(QStringLiteral("evalSetForm"));
    m_form->addItem(QString(), int(EvalSetKind::PerSkill));
    m_form->addItem(QString(), int(EvalSetKind::Routing));

    auto toolButton = [this](QAction *a) {
        auto *b = new QToolButton(this);
        b->setDefaultAction(a);
        b->setAutoRaise(true);
        return b;
    };
    auto *menu = new QMenu(this);
    menu->addAction(m_paste);
    menu->addSeparator();
    menu->addAction(m_import);
    menu->addAction(m_export);
    m_moreButton->setMenu(menu);
    m_moreButton->setPopupMode(QToolButton::InstantPopup);
    m_moreButton->setAutoRaise(true);
    m_moreButton->setIcon(themedIcon(QStringLiteral("file")));

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->setSpacing(2);
    bar->addWidget(m_form);
    bar->addSpacing(6);
    bar->addWidget(toolButton(m_add));
    bar->addWidget(toolButton(m_delete));
    bar->addWidget(toolButton(m_undo));
    bar->addWidget(toolButton(m_redo));
    bar->addWidget(m_moreButton);
    bar->addStretch(1);
    auto *nearMissButton = toolButton(m_nearMiss);
    nearMissButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto *footer = new QHBoxLayout;
    footer->setContentsMargins(0, 0, 0, 0);
    footer->addWidget(m_summary, 1);
    footer->addWidget(nearMissButton);

    m_summary->setObjectName(QStringLiteral("evalSetSummary"));
    m_summary->setWordWrap(true); // a long count line wraps instead of widening the pane
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addLayout(bar);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("evalSetProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setForegroundRole(QPalette::WindowText);
    m_problem->setStyleSheet(
        QStringLiteral("QLabel { border-left: 3px solid %1; padding: 4px 6px; }").arg(themeColours().error.name()));
    m_problem->hide();
    layout->addWidget(m_problem);
    layout->addWidget(m_view, 1);
    connect(m_model, &QAbstractItemModel::dataChanged, m_problem, &QWidget::hide);
    connect(m_model, &QAbstractItemModel::rowsInserted, m_problem, &QWidget::hide);
    layout->addLayout(footer);

    connect(m_add, &QAction::triggered, this, &EvalSetPanel::addRow);
    connect(m_delete, &QAction::triggered, this, &EvalSetPanel::deleteSelected);
    connect(m_paste, &QAction::triggered, this, [this] {
        const int added = pasteText(QApplication::clipboard()->text());
        if (added == 0)
            Q_EMIT statusMessage(tr("The clipboard holds no text to paste as queries."));
    });
    connect(m_import, &QAction::triggered, this, &EvalSetPanel::chooseImport);
    connect(m_export, &QAction::triggered, this, &EvalSetPanel::chooseExport);
    connect(m_nearMiss, &QAction::triggered, this, &EvalSetPanel::nearMissesRequested);
    connect(m_form, &QComboBox::activated, this,
        [this] { m_model->setKind(EvalSetKind(m_form->currentData().toInt()), m_skill); });
    connect(m_model, &EvalSetModel::edited, this, &EvalSetPanel::updateSummary);
    connect(m_model, &QAbstractItemModel::modelReset, this, &EvalSetPanel::updateSummary);
    connect(m_model, &QAbstractItemModel::modelReset, this, &EvalSetPanel::fitExpectationColumn);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &EvalSetPanel::fitExpectationColumn);
    connect(m_model, &QAbstractItemModel::modelReset, this, &EvalSetPanel::measureNotes);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &EvalSetPanel::measureNotes);
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &from, const QModelIndex &to) {
        if (from.column() <= EvalSetModel::ExpectationColumn && to.column() >= EvalSetModel::ExpectationColumn)
            fitExpectationColumn();
        if (from.column() <= EvalSetModel::NotesColumn && to.column() >= EvalSetModel::NotesColumn)
            measureNotes();
    });
    retranslate();
    updateSummary();
}

void EvalSetPanel::retranslate()
{
    m_form->setItemText(0, tr("One skill"));
    m_form->setItemText(1, tr("Routing"));
    m_form->setToolTip(tr("One skill: each query should or should not load the skill under test. Routing: each "
                          "query names the skill that should load, or none."));
    m_add->setText(tr("Add Query"));
    m_add->setToolTip(tr("Add a query (Insert)"));
    m_delete->setText(tr("Delete Queries"));
    m_delete->setToolTip(tr("Delete the selected queries (Delete)"));
    m_paste->setText(tr("Paste Lines as Queries"));
    m_paste->setToolTip(tr("One query per line; a tab and yes/no (or a skill name) sets the expectation (Ctrl+V)"));
    m_import->setText(tr("Import Eval Set…"));
    m_export->setText(tr("Export Eval Set…"));
    m_nearMiss->setText(tr("Suggest Near Misses"));
    m_nearMiss->setToolTip(tr("Ask the model for requests that look related but should not load the skill; they are "
                              "added as should-not queries for you to edit"));
    m_undo->setToolTip(tr("Undo the last change to the eval set"));
    m_redo->setToolTip(tr("Redo"));
    m_moreButton->setToolTip(tr("Paste, import and export"));
    updateSummary();
}

void EvalSetPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        fitExpectationColumn(); // "trigger" / "no trigger" in the new language
    }
    if (event->type() == QEvent::FontChange) // presentation mode: once the view has its font too
        QTimer::singleShot(0, this, [this] {
            fitExpectationColumn();
            measureNotes();
        });
    QWidget::changeEvent(event);
}

void EvalSetPanel::updateSummary()
{
    const int index = m_form->findData(int(m_model->kind()));
    if (index >= 0 && index != m_form->currentIndex())
        m_form->setCurrentIndex(index);
    int should = 0;
    int shouldNot = 0;
    int duplicates = 0;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const QModelIndex i = m_model->index(r, 0);
        if (i.data().toString().trimmed().isEmpty())
            continue;
        (i.data(EvalSetModel::ShouldTriggerRole).toBool() ? should : shouldNot)++;
        duplicates += i.data(EvalSetModel::DuplicateRole).toBool();
    }
    QString text = m_model->kind() == EvalSetKind::Routing
        ? tr("%n query(s) expecting a skill", nullptr, should) + QStringLiteral(", ")
            + tr("%n expecting none", nullptr, shouldNot)
        : tr("%n should trigger", nullptr, should) + QStringLiteral(", ") + tr("%n should not", nullptr, shouldNot);
    if (duplicates > 0)
        text += QStringLiteral(" · ") + tr("%n duplicate(s)", nullptr, duplicates);
    m_summary->setText(text);
    m_nearMiss->setEnabled(m_model->kind() == EvalSetKind::PerSkill && !m_skill.isEmpty());
}

void EvalSetPanel::setSkillNames(const QStringList &names)
{
    m_skillNames = names;
}

void EvalSetPanel::setSkill(const QString &skill)
{
    m_skill = skill;
    updateSummary();
}

void EvalSetPanel::setNearMissBusy(bool busy)
{
    m_nearMiss->setEnabled(!busy && m_model->kind() == EvalSetKind::PerSkill && !m_skill.isEmpty());
    m_nearMiss->setText(busy ? tr("Asking the model…") : tr("Suggest Near Misses"));
}

void EvalSetPanel::addRow()
{
    const int row = m_model->appendEmptyRow();
    const QModelIndex index = m_model->index(row, EvalSetModel::QueryColumn);
    m_view->setCurrentIndex(index);
    m_view->edit(index);
}

void EvalSetPanel::deleteSelected()
{
    QList<int> rows;
    for (const QModelIndex &i : m_view->selectionModel()->selectedRows())
        rows << i.row();
    if (rows.isEmpty() && m_view->currentIndex().isValid())
        rows << m_view->currentIndex().row();
    m_model->removeCases(rows);
}

int EvalSetPanel::pasteText(const QString &text)
{
    const QList<EvalCase> cases = casesFromLines(text, m_model->kind(), true, m_skill);
    if (cases.isEmpty())
        return 0;
    const int at = m_view->currentIndex().isValid() ? m_view->currentIndex().row() + 1 : m_model->rowCount();
    m_model->insertCases(at, cases, tr("Paste %n query(s)", nullptr, int(cases.size())));
    m_view->selectionModel()->select(QItemSelection(m_model->index(at, 0),
                                         m_model->index(at + int(cases.size()) - 1, EvalSetModel::ColumnCount - 1)),
        QItemSelectionModel::ClearAndSelect);
    Q_EMIT statusMessage(tr("Pasted %n query(s).", nullptr, int(cases.size())));
    return int(cases.size());
}

bool EvalSetPanel::importFile(const QString &path, QString *error)
{
    EvalSetError e;
    const auto set = loadEvalSet(path, &e);
    if (!set) {
        if (error)
            *error = e.describe();
        return false;
    }
    m_model->setEvalSet(*set);
    if (!set->skill.isEmpty()) {
        setSkill(set->skill);
        Q_EMIT skillImported(set->skill);
    }
    Q_EMIT statusMessage(
        tr("Imported %n query(s) from %1.", nullptr, int(set->cases.size())).arg(QFileInfo(path).fileName()));
    return true;
}

bool EvalSetPanel::exportFile(const QString &path, QString *error) const
{
    return saveEvalSet(m_model->evalSet(), path, error);
}

void EvalSetPanel::chooseImport()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import Eval Set"), m_lastFolder, tr("Eval sets (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    m_lastFolder = QFileInfo(path).absolutePath();
    importAndReport(path);
}

bool EvalSetPanel::importAndReport(const QString &path)
{
    QString error;
    if (importFile(path, &error)) {
        m_problem->hide();
        return true;
    }
    m_problem->setText(tr("Could not import %1: %2").arg(QDir::toNativeSeparators(path), error));
    m_problem->setToolTip(m_problem->text());
    m_problem->show();
    Q_EMIT statusMessage(tr("Could not import the eval set: %1").arg(error));
    return false;
}

void EvalSetPanel::chooseExport()
{
    const QString suggested
        = QStringLiteral("%1/%2.evals.json")
              .arg(m_lastFolder.isEmpty() ? QDir::homePath() : m_lastFolder,
                  m_model->kind() == EvalSetKind::Routing || m_skill.isEmpty() ? QStringLiteral("routing") : m_skill);
    const QString path = QFileDialog::getSaveFileName(this,
        m_model->kind() == EvalSetKind::Routing ? tr("Export Routing Eval Set") : tr("Export Eval Set"), suggested,
        tr("Eval sets (*.json)"));
    if (path.isEmpty())
        return;
    m_lastFolder = QFileInfo(path).absolutePath();
    QString error;
    if (!exportFile(path, &error))
        Q_EMIT statusMessage(tr("Could not export the eval set: %1").arg(error));
    else
        Q_EMIT statusMessage(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
}

void EvalSetPanel::fitExpectationColumn()
{
    // The widest of the distinct texts (two for a per-skill set, the skill names of a routing one): a few
    // measurements, whatever the number of rows.
    QSet<QString> texts;
    for (int row = 0; row < m_model->rowCount(); ++row)
        texts.insert(m_model->index(row, EvalSetModel::ExpectationColumn).data().toString());
    const QFontMetrics metrics(m_view->font());
    const int margin = cellMargin();
    int width = m_view->horizontalHeader()->sectionSizeHint(EvalSetModel::ExpectationColumn);
    for (const QString &text : std::as_const(texts))
        width = qMax(width, metrics.horizontalAdvance(text) + margin);
    m_view->horizontalHeader()->resizeSection(EvalSetModel::ExpectationColumn, width);
}

int EvalSetPanel::cellMargin() const
{
    return 2 * (m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1) + 12;
}

void EvalSetPanel::measureNotes()
{
    const QFontMetrics metrics(m_view->font());
    const int margin = cellMargin();
    m_widestNote = 0;
    for (int row = 0; row < m_model->rowCount(); ++row)
        m_widestNote = qMax(m_widestNote,
            metrics.horizontalAdvance(m_model->index(row, EvalSetModel::NotesColumn).data().toString()) + margin);
    fitNotesColumn();
}

void EvalSetPanel::fitNotesColumn()
{
    if (m_notesSizedByUser)
        return;
    QHeaderView *header = m_view->horizontalHeader();
    const int width
        = qMax(header->sectionSizeHint(EvalSetModel::NotesColumn), qMin(m_widestNote, m_view->viewport()->width() / 4));
    if (width == header->sectionSize(EvalSetModel::NotesColumn))
        return;
    header->resizeSection(EvalSetModel::NotesColumn, width);
}

bool EvalSetPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        fitNotesColumn();
    if (watched == m_view->horizontalHeader()->viewport()
        && (event->type() == QEvent::MouseButtonPress || event->type() == QEvent::MouseButtonRelease))
        m_headerPressed = event->type() == QEvent::MouseButtonPress;
    return QWidget::eventFilter(watched, event);
}

} // namespace sw::ui
