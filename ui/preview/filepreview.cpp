// FilePreview: chooses and fills the page for a file, plus Source / Open externally / Save as.
#include "filepreview.h"

#include "localresourcebrowser.h"

#include "preview/imagepreview.h"
#include "preview/outputfilesmodel.h"
#include "preview/previewpages.h"

#include "settings/filedialogs.h"

#include <QDesktopServices>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QMimeDatabase>
#include <QPdfDocument>
#include <QPdfView>
#include <QPlainTextEdit>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

namespace sw::ui {

FilePreview::FilePreview(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_sourceToggle(new QToolButton(this))
    , m_openButton(new QToolButton(this))
    , m_saveButton(new QToolButton(this))
    , m_stack(new QStackedWidget(this))
    , m_empty(new QLabel(tr("Select an output file to preview it."), this))
    , m_text(new QPlainTextEdit(this))
    , m_highlighter(new SourceHighlighter(m_text->document()))
    , m_browser(new LocalResourceBrowser(this))
    , m_jsonView(new QTreeView(this))
    , m_jsonModel(new QStandardItemModel(this))
    , m_tableView(new QTableView(this))
    , m_tableModel(new QStandardItemModel(this))
    , m_image(new ImagePreview(this))
{
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sourceToggle->setText(tr("Source"));
    m_sourceToggle->setToolTip(tr("Show the file's source instead of the rendered view"));
    m_sourceToggle->setCheckable(true);
    connect(m_sourceToggle, &QToolButton::toggled, this, &FilePreview::setShowSource);
    m_openButton->setText(tr("Open"));
    m_openButton->setToolTip(tr("Open with the desktop's default application"));
    connect(m_openButton, &QToolButton::clicked, this, &FilePreview::openExternally);
    m_saveButton->setText(tr("Save as…"));
    connect(m_saveButton, &QToolButton::clicked, this, &FilePreview::saveAs);

    m_empty->setAlignment(Qt::AlignCenter);
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_browser->setOpenLinks(false);
    m_jsonView->setModel(m_jsonModel);
    m_jsonView->setUniformRowHeights(true);
    m_tableView->setModel(m_tableModel);
    m_tableView->horizontalHeader()->setStretchLastSection(true);

    for (QWidget *page :
        { static_cast<QWidget *>(m_empty), static_cast<QWidget *>(m_text), static_cast<QWidget *>(m_browser),
            static_cast<QWidget *>(m_jsonView), static_cast<QWidget *>(m_tableView), static_cast<QWidget *>(m_image) })
        m_stack->addWidget(page);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_title, 1);
    bar->addWidget(m_sourceToggle);
    bar->addWidget(m_openButton);
    bar->addWidget(m_saveButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_stack, 1);
    clear();
}

void FilePreview::ensurePdfView()
{
    // Made on the first PDF: a QPdfView starts a renderer and grabs a scroller gesture, which most runs never need.
    if (m_pdfView)
        return;
    m_pdf = new QPdfDocument(this);
    m_pdfView = new QPdfView(this);
    m_pdfView->setDocument(m_pdf);
    m_pdfView->setPageMode(QPdfView::PageMode::MultiPage);
    m_stack->addWidget(m_pdfView);
}

void FilePreview::clear()
{
    m_path.clear();
    m_mime.clear();
    m_kind = PreviewKind::None;
    m_textSource.clear();
    m_title->setText(tr("No file"));
    m_sourceToggle->setVisible(false);
    m_openButton->setEnabled(false);
    m_saveButton->setEnabled(false);
    m_image->clear();
    if (m_pdf)
        m_pdf->close();
    m_stack->setCurrentWidget(m_empty);
}

QByteArray FilePreview::readHead(qint64 maxBytes, bool *cut) const
{
    QFile f(m_path);
    if (!f.open(QIODevice::ReadOnly)) {
        *cut = false;
        return {};
    }
    const QByteArray data = f.read(maxBytes);
    *cut = f.size() > maxBytes;
    return data;
}

void FilePreview::showText(const QString &text, bool highlight)
{
    m_highlighter->setEnabled(highlight);
    m_text->setPlainText(text);
    m_stack->setCurrentWidget(m_text);
}

QString FilePreview::displayedText() const
{
    return m_stack->currentWidget() == m_text ? m_text->toPlainText() : QString();
}

bool FilePreview::showsSource() const
{
    return m_sourceToggle->isVisible() && m_sourceToggle->isChecked();
}

QTextBrowser *FilePreview::browser() const
{
    return m_browser;
}

void FilePreview::showFile(const QString &path, const QString &mimeType)
{
    clear();
    const QFileInfo info(path);
    if (!info.isFile()) {
        m_title->setText(tr("%1 does not exist").arg(path));
        return;
    }
    m_path = info.absoluteFilePath();
    m_browser->setBaseDirectory(info.absolutePath());
    m_mime = mimeType.isEmpty() ? QMimeDatabase().mimeTypeForFile(info).name() : mimeType;
    m_kind = previewKindForMime(m_mime);
    m_title->setText(tr("%1 — %2, %3").arg(info.fileName(), m_mime, formatByteSize(info.size())));
    m_openButton->setEnabled(true);
    m_saveButton->setEnabled(true);

    bool cut = false;
    switch (m_kind) {
    case PreviewKind::Text: {
        QString text = QString::fromUtf8(readHead(kMaxTextBytes, &cut));
        if (cut)
            text += tr("\n… (preview limited to %1)").arg(formatByteSize(kMaxTextBytes));
        showText(text, true);
        return;
    }
    case PreviewKind::Markdown:
    case PreviewKind::Json:
    case PreviewKind::Html:
        m_textSource = readHead(kMaxTextBytes, &cut);
        m_sourceToggle->setVisible(true);
        m_sourceToggle->setChecked(false);
        setShowSource(false);
        return;
    case PreviewKind::Table: {
        const QChar separator = m_mime.contains(QLatin1String("tab-separated")) ? QChar(u'\t') : QChar(u',');
        fillTableModel(m_tableModel, parseDelimited(QString::fromUtf8(readHead(kMaxTextBytes, &cut)), separator));
        m_stack->setCurrentWidget(m_tableView);
        return;
    }
    case PreviewKind::Image: {
        QString error;
        if (m_image->load(m_path, &error)) {
            m_stack->setCurrentWidget(m_image);
            return;
        }
        break; // unreadable image: fall back to the binary view
    }
    case PreviewKind::Pdf:
        ensurePdfView();
        if (m_pdf->load(m_path) == QPdfDocument::Error::None) {
            m_stack->setCurrentWidget(m_pdfView);
            return;
        }
        break;
    case PreviewKind::Binary:
    case PreviewKind::None:
        break;
    }
    m_kind = PreviewKind::Binary;
    const QByteArray head = readHead(kHexBytes, &cut);
    showText(tr("Type: %1\nSize: %2 (%3 bytes)\n\nFirst %4 bytes:\n\n")
                 .arg(m_mime, formatByteSize(info.size()))
                 .arg(info.size())
                 .arg(head.size())
            + hexDump(head),
        false);
}

void FilePreview::setShowSource(bool source)
{
    if (m_sourceToggle->isChecked() != source) {
        m_sourceToggle->setChecked(source); // re-enters through toggled()
        return;
    }
    const QString text = QString::fromUtf8(m_textSource);
    switch (m_kind) {
    case PreviewKind::Markdown:
        if (source) {
            showText(text, false);
        } else {
            m_browser->setMarkdown(text);
            m_stack->setCurrentWidget(m_browser);
        }
        break;
    case PreviewKind::Html:
        if (source) {
            showText(text, true);
        } else {
            m_browser->setHtml(text); // Qt's rich-text subset: no scripts, no network
            m_stack->setCurrentWidget(m_browser);
        }
        break;
    case PreviewKind::Json: {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(m_textSource, &error);
        if (error.error != QJsonParseError::NoError) {
            showText(tr("Invalid JSON at offset %1: %2\n\n").arg(error.offset).arg(error.errorString()) + text, true);
        } else if (source) {
            showText(text, true); // the file's own text: nothing re-ordered, no number re-printed
        } else {
            // The tree as written: the file's key order, numbers as they are in the file.
            if (!fillJsonModel(m_jsonModel, m_textSource))
                fillJsonModel(m_jsonModel, doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object()));
            m_jsonView->expandToDepth(1);
            m_jsonView->resizeColumnToContents(0);
            m_stack->setCurrentWidget(m_jsonView);
        }
        break;
    }
    default:
        break;
    }
}

void FilePreview::openExternally()
{
    if (!m_path.isEmpty())
        QDesktopServices::openUrl(QUrl::fromLocalFile(m_path));
}

void FilePreview::saveAs()
{
    if (m_path.isEmpty())
        return;
    const QString target = chooseSaveFile(
        this, m_settings, FolderPurpose::OutputFile, tr("Save output file"), QFileInfo(m_path).fileName(), {});
    if (target.isEmpty())
        return;
    QFile::remove(target);
    if (!QFile::copy(m_path, target))
        QMessageBox::warning(this, tr("Save as"), tr("Cannot save %1.").arg(target));
}

} // namespace sw::ui
