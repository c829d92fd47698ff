// BinaryFilePage: an image view, a PDF view, or a short description of the file.
#include "binaryfilepage.h"

#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMimeDatabase>
#include <QPdfDocument>
#include <QPdfView>
#include <QScrollArea>
#include <QVBoxLayout>

namespace sw::ui {

bool BinaryFilePage::isBinaryFile(const QString &path)
{
    const QMimeType mime = QMimeDatabase().mimeTypeForFile(path);
    if (mime.name().startsWith(QLatin1String("image/")) && mime.name() != QLatin1String("image/svg+xml"))
        return true;
    if (mime.name() == QLatin1String("application/pdf"))
        return true;
    if (mime.inherits(QStringLiteral("text/plain")))
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = file.read(8192);
    return head.contains('\0');
}

BinaryFilePage::BinaryFilePage(const QString &path, QWidget *parent)
    : EditorPage(parent)
    , m_path(path)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const QFileInfo info(path);
    const QMimeType mime = QMimeDatabase().mimeTypeForFile(path);
    if (mime.name() == QLatin1String("application/pdf")) {
        auto *document = new QPdfDocument(this);
        document->load(path);
        auto *view = new QPdfView(this);
        view->setObjectName(QStringLiteral("pdfView"));
        view->setDocument(document);
        view->setPageMode(QPdfView::PageMode::MultiPage);
        view->setZoomMode(QPdfView::ZoomMode::FitToWidth);
        layout->addWidget(view);
        return;
    }
    if (mime.name().startsWith(QLatin1String("image/"))) {
        const QPixmap pixmap(path);
        if (!pixmap.isNull()) {
            auto *label = new QLabel(this);
            label->setPixmap(pixmap);
            label->setAlignment(Qt::AlignCenter);
            auto *scroll = new QScrollArea(this);
            scroll->setObjectName(QStringLiteral("imageView"));
            scroll->setWidget(label);
            scroll->setWidgetResizable(true);
            scroll->setAlignment(Qt::AlignCenter);
            layout->addWidget(scroll);
            auto *caption = new QLabel(tr("%1 × %2 pixels · %3")
                                           .arg(pixmap.width())
                                           .arg(pixmap.height())
                                           .arg(QLocale().formattedDataSize(info.size())),
                this);
            caption->setAlignment(Qt::AlignCenter);
            layout->addWidget(caption);
            return;
        }
    }
    auto *label = new QLabel(this);
    label->setObjectName(QStringLiteral("binarySummary"));
    label->setAlignment(Qt::AlignCenter);
    label->setTextFormat(Qt::RichText);
    label->setText(tr("<h3>%1</h3><p>%2</p><p>%3 (%4)</p><p>This file is not text and has no preview.</p>")
                       .arg(info.fileName().toHtmlEscaped(), QLocale().formattedDataSize(info.size()),
                           mime.comment().toHtmlEscaped(), mime.name()));
    layout->addWidget(label);
}

} // namespace sw::ui
