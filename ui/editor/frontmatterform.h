#pragma once
// FrontmatterForm: SKILL.md frontmatter as a form (name, description with a live counter against 1024, licence,
// compatibility, allowed-tools, metadata table, and Claude Code's own fields folded below them). It only reports edits;
// SkillMdEditor turns them into source edits so that undo/redo covers both.
#include "editor/claudecodefields.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTableView;
class QToolButton;
class QFormLayout;

namespace sw::ui {

class MetadataTableModel;

struct FrontmatterValues
{
    QString name, description, license, compatibility, allowedTools;
    QList<QPair<QString, QString>> metadata;
    QString note; // e.g. "The frontmatter is not valid YAML: ..." ("" = none)
    ClaudeCodeValues claude; // when_to_use, argument-hint, model, context, paths and the two switches
};

class FrontmatterForm : public QWidget
{
    Q_OBJECT
public:
    explicit FrontmatterForm(QWidget *parent = nullptr);

    // Shows these values without emitting edits; fields the user is typing in keep their cursor.
    void setValues(const FrontmatterValues &values);

    QLineEdit *nameEdit() const { return m_name; }
    QPlainTextEdit *descriptionEdit() const { return m_description; }
    QLabel *descriptionCounter() const { return m_descriptionCounter; }
    QToolButton *testDescriptionButton() const { return m_testDescription; }
    MetadataTableModel *metadataModel() const { return m_metadata; }
    ClaudeCodeFields *claudeCodeFields() const { return m_claude; }

signals:
    void fieldEdited(const QString &key, const QString &value);
    void metadataEdited(const QList<QPair<QString, QString>> &entries);
    // "Test in Trigger Lab": how often a model loads the skill with this description (Trigger Lab, issue 18).
    void testDescriptionRequested();

protected:
    // Undo/redo keys in a field go to the window's undo (the source's history), not the field's own.
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateCounters();
    QLineEdit *addLine(const QString &key, const QString &placeholder);

    bool m_updating = false;
    QLabel *m_note;
    QLineEdit *m_name;
    QPlainTextEdit *m_description;
    QLabel *m_descriptionCounter;
    QToolButton *m_testDescription;
    QLineEdit *m_license;
    QLineEdit *m_compatibility;
    QLabel *m_compatibilityCounter;
    QLineEdit *m_allowedTools;
    MetadataTableModel *m_metadata;
    QTableView *m_metadataView;
    ClaudeCodeFields *m_claude;
    QFormLayout *m_layout;
};

} // namespace sw::ui
