// LocalResourceBrowser: local image resolution for rendered output files.
#include "localresourcebrowser.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextDocument>

namespace sw::ui {

LocalResourceBrowser::LocalResourceBrowser(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
}

void LocalResourceBrowser::setBaseDirectory(const QString &directory)
{
    m_base = directory;
    document()->setBaseUrl(directory.isEmpty() ? QUrl() : QUrl::fromLocalFile(QDir(directory).absolutePath() + '/'));
    setSearchPaths(directory.isEmpty() ? QStringList() : QStringList { directory });
}

QVariant LocalResourceBrowser::loadResource(int type, const QUrl &name)
{
    if (type != QTextDocument::ImageResource)
        return QTextBrowser::loadResource(type, name);
    QString path;
    if (name.isLocalFile())
        path = name.toLocalFile();
    else if (name.scheme().isEmpty() && !m_base.isEmpty())
        path = QDir(m_base).filePath(QUrl::fromPercentEncoding(name.path().toUtf8()));
    else if (name.scheme() == QLatin1String("qrc") || name.scheme().isEmpty())
        return QTextBrowser::loadResource(type, name);
    if (path.isEmpty() || !QFileInfo(path).isFile())
        return {}; // remote or missing: the browser shows its broken-image mark, nothing is fetched
    QImage image;
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)
        || path.endsWith(QLatin1String(".svgz"), Qt::CaseInsensitive)) {
        QSvgRenderer svg(path);
        if (!svg.isValid())
            return {};
        QSize size = svg.defaultSize().isEmpty() ? QSize(400, 300) : svg.defaultSize();
        if (size.width() > kMaxImageWidth)
            size = size.scaled(kMaxImageWidth, kMaxImageWidth * 10, Qt::KeepAspectRatio);
        image = QImage(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        svg.render(&painter);
    } else {
        image.load(path);
        if (image.width() > kMaxImageWidth)
            image = image.scaledToWidth(kMaxImageWidth, Qt::SmoothTransformation);
    }
    return image.isNull() ? QVariant() : QVariant(image);
}

} // namespace sw::ui
