// RotatedHeaderView: the section face from the style, the title drawn turned a quarter.
#include "rotatedheader.h"

#include <QPainter>
#include <QStyleOptionHeader>

namespace sw::ui {

RotatedHeaderView::RotatedHeaderView(QWidget *parent)
    : QHeaderView(Qt::Horizontal, parent)
{
    setProperty("swVerticalText", true);
    setSectionResizeMode(QHeaderView::ResizeToContents);
    setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
}

QSize RotatedHeaderView::sectionSizeFromContents(int logicalIndex) const
{
    const QString text = model() ? model()->headerData(logicalIndex, orientation()).toString() : QString();
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
    return QSize(fontMetrics().height() + 2 * margin + 6, fontMetrics().horizontalAdvance(text) + 2 * margin + 4);
}

void RotatedHeaderView::paintSection(QPainter *painter, const QRect &rect, int logicalIndex) const
{
    if (!rect.isValid() || !model())
        return;
    const QString text = model()->headerData(logicalIndex, orientation(), Qt::DisplayRole).toString();
    QStyleOptionHeader option;
    initStyleOption(&option);
    initStyleOptionForIndex(&option, logicalIndex);
    option.rect = rect;
    option.text.clear();
    option.icon = QIcon();
    painter->save();
    style()->drawControl(QStyle::CE_Header, &option, painter, this);
    painter->restore();
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
    const QFontMetrics metrics(font());
    painter->save();
    painter->setFont(font());
    painter->setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::ButtonText));
    // The title reads bottom to top: the origin at the section's bottom left, turned a quarter anticlockwise.
    painter->translate(rect.left() + (rect.width() - metrics.height()) / 2, rect.bottom() - margin);
    painter->rotate(-90);
    painter->drawText(
        QRect(0, 0, rect.height() - 2 * margin, metrics.height()), Qt::AlignLeft | Qt::AlignVCenter, text);
    painter->restore();
}

} // namespace sw::ui
