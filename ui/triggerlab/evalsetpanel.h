#pragma once
// EvalSetPanel: the Trigger Lab's eval-set editor: the form (one skill or routing), the table of queries with their
// expectation and notes, and its commands with shortcuts: add (Insert), delete (Delete), paste many
// lines (Ctrl+V: one query per line, an optional tab-separated expectation), import and export in both forms,
// "Suggest near misses" (the model proposes should-not queries the user then edits), undo and redo.
#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QTableView;
class QToolButton;

namespace sw::ui {

class EvalSetModel;

class EvalSetPanel : public QWidget
{
    Q_OBJECT
public:
    explicit EvalSetPanel(EvalSetModel *model, QWidget *parent = nullptr);

    EvalSetModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QComboBox *formBox() const { return m_form; }
    QAction *addAction() const { return m_add; }
    QAction *deleteAction() const { return m_delete; }
    QAction *pasteAction() const { return m_paste; }
    QAction *importAction() const { return m_import; }
    QAction *exportAction() const { return m_export; }
    QAction *nearMissAction() const { return m_nearMiss; }
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }

    void setSkillNames(const QStringList &names); // choices of a routing expectation
    void setSkill(const QString &skill); // the skill under test (form conversions)

    // Non-interactive forms of the commands (the dialogs call them; tests too). false + *error (user-facing).
    bool importFile(const QString &path, QString *error = nullptr);
    // Import as the menu does: a failure is shown whole above the table until the next import or edit (it was a
    // transient status-bar message, cut off by the permanent fields).
    bool importAndReport(const QString &path);
    QLabel *problemLabel() const { return m_problem; }
    bool exportFile(const QString &path, QString *error = nullptr) const;
    int pasteText(const QString &text); // rows added
    void setNearMissBusy(bool busy);

Q_SIGNALS:
    void nearMissesRequested();
    void statusMessage(const QString &message);
    // An imported evals.json names the skill its queries are for: the page selects it.
    void skillImported(const QString &skill);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void updateSummary();
    void fitExpectationColumn(); // to the widest expectation text
    // To the widest note, at most a quarter of the view (notes wrap there, the query takes the rest); at least its
    // title. Not once the user has sized the column.
    void fitNotesColumn(); // from m_widestNote: a resize measures nothing
    void measureNotes(); // m_widestNote again, when the notes or the font change; then fits
    int cellMargin() const; // a cell's text margins, for the columns sized to their text
    void chooseImport();
    void chooseExport();
    void addRow();
    void deleteSelected();

    EvalSetModel *m_model;
    QTableView *m_view;
    bool m_headerPressed = false; // a mouse button is down on the view's header: the user may be sizing a column
    bool m_notesSizedByUser = false;
    int m_widestNote = 0; // the widest note's width, margins included
    QComboBox *m_form;
    QLabel *m_problem = nullptr;
    QLabel *m_summary;
    QToolButton *m_moreButton;
    QAction *m_add, *m_delete, *m_paste, *m_import, *m_export, *m_nearMiss, *m_undo, *m_redo;
    QStringList m_skillNames;
    QString m_skill;
    QString m_lastFolder;
};

} // namespace sw::ui
