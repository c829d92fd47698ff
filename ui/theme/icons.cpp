// Icons: a QIconEngine that renders a recoloured SVG at the requested size.
#include "icons.h"

#include <QApplication>
#include <QFile>
#include <QIconEngine>
#include <QPainter>
#include <QPalette>
#include <QSvgRenderer>

namespace sw::ui {

namespace {

class SvgIconEngine : public QIconEngine
{
public:
    explicit SvgIconEngine(QByteArray svg)
        : m_svg(std::move(svg))
    { }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        const QPalette palette = QApplication::palette();
        QColor colour = palette.color(QPalette::WindowText);
        if (mode == QIcon::Disabled)
            colour = palette.color(QPalette::Disabled, QPalette::WindowText);
        else if (mode == QIcon::Selected)
            colour = palette.color(QPalette::HighlightedText);
        QByteArray svg = m_svg;
        svg.replace("currentColor", colour.name().toLatin1());
        QSvgRenderer renderer(svg);
        renderer.render(painter, rect);
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        paint(&painter, QRect(QPoint(0, 0), size), mode, state);
        painter.end();
        return QPixmap::fromImage(image);
    }

    QIconEngine *clone() const override { return new SvgIconEngine(m_svg); }

private:
    QByteArray m_svg;
};

} // namespace

QIcon themedIcon(const QString &name)
{
    QFile file(QStringLiteral(":/icons/%1.svg").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QIcon(new SvgIconEngine(file.readAll()));
}

QIcon applicationIcon()
{
    QFile file(QStringLiteral(":/skill-workbench.svg"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QIcon(new SvgIconEngine(file.readAll()));
}

} // namespace sw::ui
