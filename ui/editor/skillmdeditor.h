#pragma once
// SkillMdEditor: the SKILL.md page: frontmatter form, QScintilla source and rendered Markdown preview kept in
// sync (form edits become source edits on the source's undo stack), live diagnostics and fix actions.
#include "editor/editorarrangement.h"
#include "editor/frontmatterform.h"
#include "editor/textfilepage.h"

class QLabel;
class QScrollArea;
class QSplitter;
class QTextBrowser;
class QTimer;
class QToolButton;

namespace sw::ui {

class DiagnosticsRunner;

class SkillMdEditor : public TextFilePage
{
    Q_OBJECT
public:
    SkillMdEditor(const QString &path, ExternalChangePolicy policy, QWidget *parent = nullptr);

    FrontmatterForm *form() const { return m_form; }
    QTextBrowser *preview() const { return m_preview; }
    DiagnosticsRunner *diagnostics() const { return m_diagnostics; }
    ProblemList problems() const override { return m_problems; }

    // The values the form shows now (parsed from the source).
    const FrontmatterValues &values() const { return m_values; }

    // Applies a text fix as one undoable source edit. RenameFolderToName is done by EditorArea (files move).
    bool applyFix(FixKind fix);
    // Applies one fix of a problem (text edits or one of the window's own) as one undoable source edit.
    bool applyFix(const ProblemFix &fix);
    // Replaces the whole text as one undoable edit, touching only the changed range.
    void replaceText(const QString &newText);

    // Form shown or collapsed, preview shown or hidden, beside or below the source (EditorArea sets one for all).
    void setArrangement(const EditorArrangement &arrangement);
    const EditorArrangement &arrangement() const { return m_arrangement; }
    QSplitter *arrangementSplitter() const { return m_splitter; } // [form + source column | preview]
    QSplitter *formSourceSplitter() const { return m_column; }
    // Sets one frontmatter field (e.g. a description the Trigger Lab found) as one undoable edit.
    void setFrontmatterValue(const QString &key, const QString &value);

signals:
    // After each (debounced) parse: the live name and description, for the catalog preview.
    void liveSkillChanged(const QString &skillMdPath, const QString &name, const QString &description);
    // After each parse that changed the name, the description or the body (for the budget).
    void liveContentChanged(
        const QString &skillMdPath, const QString &name, const QString &description, const QString &body);
    // After each (debounced) parse: the text was read again (any field may have changed).
    void textParsed();
    // The user chose another arrangement on the page's bar.
    void arrangementChosen(const sw::ui::EditorArrangement &arrangement);
    // The form's "Test in Trigger Lab" (or Ctrl+Shift+T): the live (unsaved) name and description.
    void testDescriptionRequested(const QString &skillMdPath, const QString &name, const QString &description);

protected:
    void contentReplaced() override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void onSourceChanged();
    void parseNow();
    void onFieldEdited(const QString &key, const QString &value);
    void onMetadataEdited(const QList<QPair<QString, QString>> &entries);
    void onDiagnostics(const ProblemList &problems);
    void buildArrangementBar();
    void applyDefaultSizes();
    void updateFormSummary();

    FrontmatterForm *m_form;
    QTextBrowser *m_preview;
    QSplitter *m_splitter;
    QSplitter *m_column = nullptr;
    QScrollArea *m_formScroll = nullptr;
    QWidget *m_arrangementBar = nullptr;
    QToolButton *m_formButton = nullptr;
    QLabel *m_formSummary = nullptr;
    QToolButton *m_previewButton = nullptr;
    QToolButton *m_besideButton = nullptr;
    QToolButton *m_belowButton = nullptr;
    EditorArrangement m_arrangement;
    bool m_arranged = false;
    bool m_userSized = false; // a splitter was dragged: sizes are the user's
    DiagnosticsRunner *m_diagnostics;
    QTimer *m_parseTimer;
    QTimer *m_previewTimer;
    FrontmatterValues m_values;
    QString m_body;
    ProblemList m_problems;
    bool m_diagnosed = false;
    int m_diagnosedLines = 0;
    bool m_liveSent = false; // liveSkillChanged sent for m_liveName / m_liveDescription
    QString m_liveName;
    QString m_liveDescription;
    bool m_applyingFormEdit = false;
    QString m_sentBody; // the body liveContentChanged last carried
    // The run of typing in one form field that is one undo step (see onFieldEdited).
    struct TypingRun
    {
        QString key; // the field
        QString base; // the source text before the run
        QString last; // the source text after its last keystroke
        int end = -1; // where the last keystroke ended in the field's value
        bool inserting = true; // a run of insertions, or of deletions
    };
    TypingRun m_typing;
};

} // namespace sw::ui
