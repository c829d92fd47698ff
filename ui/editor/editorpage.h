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
};

} // namespace sw::ui
