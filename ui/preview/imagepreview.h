#pragma once
// ImagePreview: shows a raster image (PNG, JPEG, GIF, ...) or an SVG with zoom in/out, 100 % and fit.
// SVGs are re-rendered at the zoom level so they stay sharp. An image opens whole: at 100 %, or smaller when it is
// larger than the view, and follows the view's size (as after Fit) until the user zooms.
#include <QImage>
#include <QTimer>
#include <QWidget>

class QLabel;
class QScrollArea;
class QSvgRenderer;

namespace sw::ui {

class ImagePreview : public QWidget
{
    Q_OBJECT
public:
    static constexpr double kMinZoom = 0.05;
    static constexpr double kMaxZoom = 32.0;

    explicit ImagePreview(QWidget *parent = nullptr);

    bool load(const QString &path, QString *error = nullptr);
    void clear();
    QImage image() const { return m_image; } // at 100 %
    bool isSvg() const { return m_svg != nullptr; }
    double zoom() const { return m_zoom; }
    bool followsView() const { return m_fit != Fit::None; } // opened larger than the view, or Fit pressed
    const QLabel *canvas() const { return m_label; }
    const QLabel *zoomLabel() const { return m_zoomLabel; }

public Q_SLOTS:
    void setZoom(double zoom); // 1.0 = 100 %, clamped to [kMinZoom, kMaxZoom]
    void zoomIn();
    void zoomOut();
    void zoomToFit();

Q_SIGNALS:
    void zoomChanged(double zoom);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override; // Ctrl + wheel zooms
    void changeEvent(QEvent *event) override;

private:
    enum class Fit { None, Shrink, Fill }; // Shrink: never above 100 % (on open); Fill: the Fit button
    void applyFit();
    void sizeZoomLabel(); // as wide as its widest text, so a new zoom never needs the row laid out again
    static QString zoomText(double zoom); // "44 %"
    void render();
    QScrollArea *m_scroll;
    QLabel *m_label;
    QLabel *m_zoomLabel;
    QImage m_image;
    QSvgRenderer *m_svg = nullptr;
    double m_zoom = 1.0;
    Fit m_fit = Fit::None;
    // A resize of the view refits once the resizing pauses: a window drag sends many, and each fit rescales the
    // whole image (about 10 ms for a 4000x3000 photo, measured, and more for larger ones).
    QTimer m_refit;
};

} // namespace sw::ui
