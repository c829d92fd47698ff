// ImagePreview: a label in a scroll area, rescaled on zoom; SVG rendered with QSvgRenderer.
#include "imagepreview.h"

#include <QHBoxLayout>
#include <QImageReader>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QScrollArea>
#include <QScrollBar>
#include <QSvgRenderer>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace sw::ui {

ImagePreview::ImagePreview(QWidget *parent)
    : QWidget(parent)
    , m_scroll(new QScrollArea(this))
    , m_label(new QLabel(this))
    , m_zoomLabel(new QLabel(this))
{
    m_label->setAlignment(Qt::AlignCenter);
    m_scroll->setWidget(m_label);
    m_scroll->setWidgetResizable(false);
    m_scroll->setAlignment(Qt::AlignCenter);
    m_scroll->viewport()->installEventFilter(this);
    m_refit.setSingleShot(true);
    m_refit.setInterval(40);
    connect(&m_refit, &QTimer::timeout, this, &ImagePreview::applyFit);

    auto *bar = new QHBoxLayout;
    const auto addButton = [&](const QString &text, const QString &tip, void (ImagePreview::*slot)()) {
        auto *b = new QToolButton(this);
        b->setText(text);
        b->setToolTip(tip);
        connect(b, &QToolButton::clicked, this, slot);
        bar->addWidget(b);
    };
    addButton(tr("−"), tr("Zoom out"), &ImagePreview::zoomOut);
    addButton(tr("+"), tr("Zoom in"), &ImagePreview::zoomIn);
    auto *actual = new QToolButton(this);
    actual->setText(tr("100 %"));
    actual->setToolTip(tr("Actual size"));
    connect(actual, &QToolButton::clicked, this, [this] { setZoom(1.0); });
    bar->addWidget(actual);
    addButton(tr("Fit"), tr("Fit to the window"), &ImagePreview::zoomToFit);
    bar->addWidget(m_zoomLabel);
    bar->addStretch();
    sizeZoomLabel();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_scroll, 1);
}

bool ImagePreview::load(const QString &path, QString *error)
{
    clear();
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)
        || path.endsWith(QLatin1String(".svgz"), Qt::CaseInsensitive)) {
        auto *svg = new QSvgRenderer(path, this);
        if (svg->isValid()) {
            m_svg = svg;
            const QSize size = svg->defaultSize().isValid() ? svg->defaultSize() : QSize(256, 256);
            m_image = QImage(size, QImage::Format_ARGB32_Premultiplied);
            m_image.fill(Qt::transparent);
            QPainter p(&m_image);
            svg->render(&p);
        } else {
            delete svg;
        }
    }
    if (!m_svg) {
        QImageReader reader(path);
        reader.setAutoTransform(true);
        m_image = reader.read();
        if (m_image.isNull()) {
            if (error)
                *error = tr("Cannot read the image: %1").arg(reader.errorString());
            return false;
        }
    }
    m_fit = Fit::Shrink;
    applyFit();
    return true;
}

void ImagePreview::clear()
{
    m_fit = Fit::None;
    delete m_svg;
    m_svg = nullptr;
    m_image = QImage();
    m_label->clear();
    m_label->resize(0, 0);
}

void ImagePreview::setZoom(double zoom)
{
    m_fit = Fit::None; // the user's zoom stands
    m_zoom = qBound(kMinZoom, zoom, kMaxZoom);
    render();
    Q_EMIT zoomChanged(m_zoom);
}

void ImagePreview::zoomIn()
{
    setZoom(m_zoom * 1.25);
}
void ImagePreview::zoomOut()
{
    setZoom(m_zoom / 1.25);
}

void ImagePreview::zoomToFit()
{
    m_fit = Fit::Fill;
    applyFit();
}

void ImagePreview::applyFit()
{
    if (m_image.isNull() || m_fit == Fit::None)
        return;
    const QSize area = m_scroll->viewport()->size();
    double zoom = qMin(double(area.width()) / m_image.width(), double(area.height()) / m_image.height());
    if (m_fit == Fit::Shrink)
        zoom = qMin(1.0, zoom);
    zoom = qBound(kMinZoom, zoom, kMaxZoom);
    if (!m_label->pixmap().isNull() && qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    render();
    Q_EMIT zoomChanged(m_zoom);
}

void ImagePreview::render()
{
    m_zoomLabel->setText(zoomText(m_zoom));
    if (m_image.isNull())
        return;
    const QSize size = (QSizeF(m_image.size()) * m_zoom).toSize().expandedTo(QSize(1, 1));
    QPixmap pixmap;
    if (m_svg) {
        QImage scaled(size, QImage::Format_ARGB32_Premultiplied);
        scaled.fill(Qt::transparent);
        QPainter p(&scaled);
        m_svg->render(&p);
        pixmap = QPixmap::fromImage(scaled);
    } else {
        pixmap = QPixmap::fromImage(m_image.scaled(
            size, Qt::KeepAspectRatio, m_zoom < 1.0 ? Qt::SmoothTransformation : Qt::FastTransformation));
    }
    m_label->setPixmap(pixmap);
    m_label->resize(pixmap.size());
}

void ImagePreview::sizeZoomLabel()
{
    // The widest text the label can show is the largest zoom's ("3200 %"). Sized to the text it showed, it read
    // "100 %" in the width of "44 %" until the row was laid out again after a refit.
    m_zoomLabel->setMinimumWidth(m_zoomLabel->fontMetrics().horizontalAdvance(zoomText(kMaxZoom)) + 2);
}

QString ImagePreview::zoomText(double zoom)
{
    return tr("%1 %").arg(qRound(zoom * 100));
}

void ImagePreview::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        sizeZoomLabel();
    QWidget::changeEvent(event);
}

bool ImagePreview::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize && m_fit != Fit::None)
        m_refit.start();
    if (watched == m_scroll->viewport() && event->type() == QEvent::Wheel) {
        auto *wheel = static_cast<QWheelEvent *>(event);
        if (wheel->modifiers() & Qt::ControlModifier) {
            if (wheel->angleDelta().y() > 0)
                zoomIn();
            else if (wheel->angleDelta().y() < 0)
                zoomOut();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace sw::ui
