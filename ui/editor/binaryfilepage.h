#pragma once
// BinaryFilePage: files that are not text: images and PDFs in a preview, anything else as size and type.
#include "editor/editorpage.h"

namespace sw::ui {

class BinaryFilePage : public EditorPage
{
    Q_OBJECT
public:
    explicit BinaryFilePage(const QString &path, QWidget *parent = nullptr);

    QString filePath() const override { return m_path; }
    void setFilePath(const QString &path) override { m_path = path; }

    // True when a file should open here rather than in the text editor (by MIME type and content).
    static bool isBinaryFile(const QString &path);

private:
    QString m_path;
};

} // namespace sw::ui
