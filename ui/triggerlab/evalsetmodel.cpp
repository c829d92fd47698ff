// EvalSetModel: rows, edits and their undo commands (each command keeps the state before and after: sets are small).
#include "evalsetmodel.h"

#include <QBrush>
#include <QUndoStack>

#include "theme/theme.h"

namespace sw::ui {

class EvalSetCommand : public QUndoCommand
{
public:
    EvalSetCommand(EvalSetModel *model, const QString &text, EvalSetModel::State before, EvalSetModel::State after)
        : QUndoCommand(text)
        , m_model(model)
        , m_before(std::move(before))
        , m_after(std::move(after))
    { }
    void undo() override { m_model->restore(m_before); }
    void redo() override { m_model->restore(m_after); }

private:
    EvalSetModel *m_model;
    EvalSetModel::State m_before;
    EvalSetModel::State m_after;
};

EvalSetModel::EvalSetModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_undo(new QUndoStack(this))
{ }

void EvalSetModel::restore(const State &s)
{
    const bool sameShape = s.cases.size() == m_cases.size() && s.kind == m_kind;
    if (sameShape) {
        QList<int> changed;
        for (int i = 0; i < m_cases.size(); ++i)
            if (!(m_cases.at(i) == s.cases.at(i)))
                changed << i;
        m_cases = s.cases;
        // Duplicates can change in other rows too: repaint the whole table (small) after an edit.
        if (!changed.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    } else {
        beginResetModel();
        m_kind = s.kind;
        m_cases = s.cases;
        endResetModel();
    }
    Q_EMIT edited();
}

void EvalSetModel::push(const QString &text, const State &after)
{
    m_undo->push(new EvalSetCommand(this, text, state(), after));
}

void EvalSetModel::setEvalSet(const EvalSet &set, bool undoable)
{
    State after { set.kind, set.cases };
    if (undoable) {
        push(tr("Replace the eval set"), after);
        return;
    }
    m_undo->clear();
    restore(after);
}

EvalSet EvalSetModel::evalSet() const
{
    EvalSet set;
    set.kind = m_kind;
    for (const EvalCase &c : m_cases)
        if (!c.query.trimmed().isEmpty())
            set.cases << c;
    return set;
}

void EvalSetModel::setKind(EvalSetKind kind, const QString &skill)
{
    if (kind == m_kind)
        return;
    EvalSet set;
    set.kind = m_kind;
    set.cases = m_cases;
    const EvalSet converted = kind == EvalSetKind::Routing ? set.asRouting(skill) : set.asPerSkill(skill);
    push(kind == EvalSetKind::Routing ? tr("Switch to a routing set") : tr("Switch to a per-skill set"),
        { kind, converted.cases });
}

void EvalSetModel::insertCases(int row, const QList<EvalCase> &cases, const QString &what)
{
    if (cases.isEmpty())
        return;
    State after = state();
    row = qBound(0, row, int(after.cases.size()));
    for (int i = 0; i < cases.size(); ++i)
        after.cases.insert(row + i, cases.at(i));
    push(what, after);
}

void EvalSetModel::removeCases(QList<int> rows)
{
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    State after = state();
    for (qsizetype i = rows.size() - 1; i >= 0; --i)
        if (rows.at(i) >= 0 && rows.at(i) < after.cases.size())
            after.cases.removeAt(rows.at(i));
    if (after.cases.size() == m_cases.size())
        return;
    push(tr("Delete %n query(s)", nullptr, int(m_cases.size() - after.cases.size())), after);
}

int EvalSetModel::appendEmptyRow()
{
    EvalCase c;
    c.shouldTrigger = m_kind == EvalSetKind::PerSkill;
    insertCases(int(m_cases.size()), { c }, tr("Add a query"));
    return int(m_cases.size()) - 1;
}

int EvalSetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_cases.size());
}

int EvalSetModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString EvalSetModel::expectationText(const EvalCase &c, EvalSetKind kind)
{
    if (kind == EvalSetKind::Routing)
        return c.expectedSkill.isEmpty() ? tr("none") : c.expectedSkill;
    return c.shouldTrigger ? tr("should trigger") : tr("should not");
}

bool EvalSetModel::isDuplicate(int row) const
{
    const QString q = m_cases.at(row).query.trimmed();
    if (q.isEmpty())
        return false;
    for (int i = 0; i < row; ++i)
        if (m_cases.at(i).query.trimmed() == q)
            return true;
    return false;
}

QVariant EvalSetModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_cases.size())
        return {};
    const EvalCase &c = m_cases.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (index.column() == QueryColumn)
            return c.query;
        if (index.column() == NotesColumn)
            return c.notes;
        if (role == Qt::EditRole)
            return m_kind == EvalSetKind::Routing ? QVariant(c.expectedSkill) : QVariant(c.shouldTrigger);
        return expectationText(c, m_kind);
    case Qt::ToolTipRole:
        if (isDuplicate(index.row()))
            return tr("The same query as an earlier row: results are kept per query, so remove one of them.");
        if (index.column() == QueryColumn && c.query.trimmed().isEmpty())
            return tr("Empty: type the request a user would send. Empty rows are not run.");
        if (index.column() == NotesColumn && !c.notes.isEmpty())
            return c.notes;
        return index.column() == QueryColumn ? c.query : QVariant();
    case Qt::ForegroundRole:
        if (index.column() == QueryColumn && isDuplicate(index.row()))
            return QBrush(themeColours().error);
        if (index.column() == ExpectationColumn && !c.shouldTrigger)
            return QBrush(themeColours().muted);
        return {};
    case ShouldTriggerRole:
        return c.shouldTrigger;
    case ExpectedSkillRole:
        return c.expectedSkill;
    case DuplicateRole:
        return isDuplicate(index.row());
    default:
        return {};
    }
}

bool EvalSetModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.row() >= m_cases.size())
        return false;
    State after = state();
    EvalCase &c = after.cases[index.row()];
    QString what;
    switch (index.column()) {
    case QueryColumn:
        if (c.query == value.toString())
            return false;
        c.query = value.toString();
        what = tr("Edit a query");
        break;
    case NotesColumn:
        if (c.notes == value.toString())
            return false;
        c.notes = value.toString();
        what = tr("Edit notes");
        break;
    case ExpectationColumn:
        if (m_kind == EvalSetKind::Routing) {
            QString skill = value.toString().trimmed();
            if (skill == tr("none") || skill == QLatin1String("none"))
                skill.clear();
            if (c.expectedSkill == skill)
                return false;
            c.expectedSkill = skill;
            c.shouldTrigger = !skill.isEmpty();
        } else {
            const bool should
                = value.typeId() == QMetaType::Bool ? value.toBool() : value.toString() != tr("should not");
            if (c.shouldTrigger == should)
                return false;
            c.shouldTrigger = should;
        }
        what = tr("Change an expectation");
        break;
    default:
        return false;
    }
    push(what, after);
    return true;
}

Qt::ItemFlags EvalSetModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

QVariant EvalSetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case QueryColumn:
        return tr("Query");
    case ExpectationColumn:
        return m_kind == EvalSetKind::Routing ? tr("Should load") : tr("Expectation");
    case NotesColumn:
        return tr("Notes");
    default:
        return {};
    }
}

} // namespace sw::ui
