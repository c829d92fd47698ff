#pragma once
// ImagePreview: shows a raster image (PNG, JPEG, GIF, ...) or an SVG with zoom in/out, 100 % and fit.
// SVGs are re-rendered at the zoom level so they stay sharp.
#include <QImage>
#include <QWidget>

class QLabel;
class QScrollArea;
class QSvgRenderer;

namespace sw::ui {

class ImagePreview : public QWidget
{
    Q_OBJECT
public:
    explicit ImagePreview(QWidget *parent = nullptr);

    bool load(const QString &path, QString *error = nullptr);
    void clear();
    QImage image() const { return m_image; } // at 100 %
    bool isSvg() const { return m_svg != nullptr; }
    double zoom() const { return m_zoom; }
    const QLabel *canvas() const { return m_label; }

public Q_SLOTS:
    void setZoom(double zoom); // 1.0 = 100 %, clamped to [0.05, 32]
    void zoomIn();
    void zoomOut();
    void zoomToFit();

Q_SIGNALS:
    void zoomChanged(double zoom);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override; // Ctrl + wheel zooms

private:
    void render();
    QScrollArea *m_scroll;
    QLabel *m_label;
    QLabel *m_zoomLabel;
    QImage m_image;
    QSvgRenderer *m_svg = nullptr;
    double m_zoom = 1.0;
};

} // namespace sw::ui
