#pragma once
// FilePreview: shows one output file with the page its MIME type calls for: text/source (highlighted),
// Markdown rendered, JSON pretty-printed and foldable, CSV/TSV as a table, images with zoom (incl. SVG),
// PDF pages (QtPdf), HTML rendered or as source, anything else as type, size and a hex view of its start.
// Open externally and Save as are offered for every file.
#include "preview/previewformats.h"

#include <QWidget>

class QLabel;
class QPdfDocument;
class QPdfView;
class QPlainTextEdit;
class QStackedWidget;
class QStandardItemModel;
class QTableView;
class QTextBrowser;
class QToolButton;
class QTreeView;

namespace sw::ui {

class ImagePreview;
class LocalResourceBrowser;
class SourceHighlighter;

class Settings;

class FilePreview : public QWidget
{
    Q_OBJECT
public:
    explicit FilePreview(QWidget *parent = nullptr);
    void setSettings(Settings *settings) { m_settings = settings; } // Save As remembers its folder

    // Shows a file; an empty mimeType is detected with QMimeDatabase.
    void showFile(const QString &path, const QString &mimeType = {});
    void clear();

    QString filePath() const { return m_path; }
    PreviewKind kind() const { return m_kind; }
    bool showsSource() const; // the Source toggle (Markdown, JSON, HTML)
    ImagePreview *imagePreview() const { return m_image; }
    QTextBrowser *browser() const; // the rendered Markdown / HTML page
    QString displayedText() const; // the text page's content (text, source, hex)

    static constexpr qint64 kMaxTextBytes = 4 * 1024 * 1024;
    static constexpr qint64 kHexBytes = 512;

public Q_SLOTS:
    void setShowSource(bool source);
    void openExternally();
    void saveAs();

private:
    Settings *m_settings = nullptr;
    void ensurePdfView();
    void showText(const QString &text, bool highlight);
    QByteArray readHead(qint64 maxBytes, bool *cut) const;

    QString m_path;
    QString m_mime;
    PreviewKind m_kind = PreviewKind::None;
    QLabel *m_title;
    QToolButton *m_sourceToggle;
    QToolButton *m_openButton;
    QToolButton *m_saveButton;
    QStackedWidget *m_stack;
    QLabel *m_empty;
    QPlainTextEdit *m_text;
    SourceHighlighter *m_highlighter;
    LocalResourceBrowser *m_browser; // Markdown and HTML: relative images resolve beside the file
    QTreeView *m_jsonView;
    QStandardItemModel *m_jsonModel;
    QTableView *m_tableView;
    QStandardItemModel *m_tableModel;
    ImagePreview *m_image;
    QPdfDocument *m_pdf = nullptr; // with m_pdfView, made by ensurePdfView()
    QPdfView *m_pdfView = nullptr;
    QByteArray m_textSource; // raw text of Markdown/JSON/HTML for the Source toggle
};

} // namespace sw::ui
