#pragma once
// TextFilePage: a text file in a SourceEditor, with atomic save, autosave to the recovery folder and the
// prompt when the file changed on disk while it has unsaved edits.
#include "editor/editorpage.h"
#include "editor/filesession.h"

class QFrame;
class QLabel;
class QTimer;
class QVBoxLayout;

namespace sw::ui {

class TextFilePage : public EditorPage
{
    Q_OBJECT
public:
    // `policy` decides on external changes to a modified file (null = ask with a dialog).
    TextFilePage(const QString &path, ExternalChangePolicy policy, QWidget *parent = nullptr);

    bool loadFromDisk(QString *error);
    // Replaces the editor content with recovered bytes (marked modified).
    void restoreContent(const QByteArray &content);

    QString filePath() const override { return m_session->path(); }
    void setFilePath(const QString &path) override;
    // Unsaved edits, or the file was deleted on disk, or (after Keep Mine) the text differs from the file on disk: a
    // tab is clean only when it equals the disk.
    bool isModified() const override;
    bool isDeletedOnDisk() const override;
    bool save(QString *error) override;
    SourceEditor *sourceEditor() const override { return m_editor; }
    FileSession *session() const { return m_session; }

    QByteArray contentBytes() const;
    void setAutosaveInterval(int seconds);
    void autosaveNow(); // writes the recovery copy when modified

protected:
    // The page's layout: it holds the source editor, stretched over the whole page. A subclass that arranges the
    // editor with other widgets (SkillMdEditor: form, source and preview) calls takeEditorFromLayout() and adds its
    // own arrangement to pageLayout() instead.
    QVBoxLayout *pageLayout() const { return m_layout; }
    SourceEditor *takeEditorFromLayout();
    virtual void contentReplaced() { }

private:
    void onChangedOnDisk(const QByteArray &bytes);
    void showDiff(const QByteArray &diskBytes);
    void setContent(const QByteArray &bytes, bool keepUndo);
    void buildRemovedBar();
    void updateRemovedState();

    FileSession *m_session;
    SourceEditor *m_editor;
    ExternalChangePolicy m_policy;
    QTimer *m_autosave;
    QVBoxLayout *m_layout;
    QFrame *m_removedBar = nullptr; // "deleted from disk" with Save to Recreate / Close
    QLabel *m_removedLabel = nullptr;
    // The editor's save point holds the disk's bytes; false after Keep Mine (the disk changed under the edits), so
    // undoing to the save point does not make the tab clean while it differs from the disk.
    bool m_savePointIsDisk = true;
};

} // namespace sw::ui
