#pragma once
// EvalSetModel: the Trigger Lab's eval-set editor as a table model: query, expectation (per-skill: should trigger or
// not; routing: the skill that should load, or none) and notes. Every change (cell edits, added, pasted, imported and
// deleted rows, a changed form) goes through its undo stack, so Ctrl+Z takes back exactly one user action.
#include "eval/evalset.h"

#include <QAbstractTableModel>

class QUndoStack;

namespace sw::ui {

class EvalSetModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { QueryColumn, ExpectationColumn, NotesColumn, ColumnCount };
    enum Role {
        ShouldTriggerRole = Qt::UserRole + 1, // bool
        ExpectedSkillRole, // QString, "" = none (routing)
        DuplicateRole, // bool: the same query as an earlier row
    };

    explicit EvalSetModel(QObject *parent = nullptr);

    QUndoStack *undoStack() const { return m_undo; }

    // Replaces everything (one undoable step unless `undoable` is false: a fresh start).
    void setEvalSet(const sw::EvalSet &set, bool undoable = true);
    sw::EvalSet evalSet() const; // rows with an empty query are left out
    sw::EvalSetKind kind() const { return m_kind; }
    // Switches the form; expectations convert for `skill` (should trigger <-> skill, should not <-> none). Undoable.
    void setKind(sw::EvalSetKind kind, const QString &skill);
    const QList<sw::EvalCase> &cases() const { return m_cases; }

    // Undoable edits.
    void insertCases(int row, const QList<sw::EvalCase> &cases, const QString &what);
    void removeCases(QList<int> rows);
    int appendEmptyRow(); // returns its row

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString expectationText(const sw::EvalCase &c, sw::EvalSetKind kind);

Q_SIGNALS:
    void edited(); // any change, done, undone or redone

private:
    friend class EvalSetCommand;
    struct State
    {
        sw::EvalSetKind kind = sw::EvalSetKind::PerSkill;
        QList<sw::EvalCase> cases;
    };
    State state() const { return { m_kind, m_cases }; }
    void restore(const State &state);
    void push(const QString &text, const State &after);
    bool isDuplicate(int row) const;

    QUndoStack *m_undo;
    sw::EvalSetKind m_kind = sw::EvalSetKind::PerSkill;
    QList<sw::EvalCase> m_cases;
};

} // namespace sw::ui
