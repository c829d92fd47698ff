#pragma once
// EditorPage: what the editor tabs hold (a text file, a SKILL.md, or a preview of a binary file).
#include "editor/problem.h"

#include <QWidget>

namespace sw::ui {

class SourceEditor;

class EditorPage : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    virtual QString filePath() const = 0;
    virtual void setFilePath(const QString &path) = 0; // the file moved (rename of its skill)
    virtual bool isModified() const { return false; }
    virtual bool isDeletedOnDisk() const { return false; } // the file is gone; its text only in the editor
    virtual bool save(QString *error)
    {
        Q_UNUSED(error);
        return true;
    }
    virtual SourceEditor *sourceEditor() const { return nullptr; }
    virtual ProblemList problems() const { return {}; }

signals:
    void modificationChanged(bool modified);
    void problemsChanged();
    void saveRequested(); // the page's own Save (e.g. "Save to Recreate" a deleted file)
    void closeRequested(bool askFirst); // the page's own Close; askFirst when it holds edits
};

} // namespace sw::ui
