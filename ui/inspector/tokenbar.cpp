// TokenBar: painting of the stacked token bar and its legend.
#include "inspector/tokenbar.h"

#include "inspector/segmentsmodel.h"

#include <QLocale>
#include <QPainter>

namespace sw::ui {

TokenBar::TokenBar(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void TokenBar::setValues(const QList<int> &byCategory, int sharedPrefix, int cached)
{
    m_values = byCategory;
    m_shared = sharedPrefix;
    m_cached = cached;
    update();
}

QSize TokenBar::sizeHint() const
{
    return { 480, fontMetrics().height() * 4 + 36 };
}

QSize TokenBar::minimumSizeHint() const
{
    return { 200, sizeHint().height() };
}

void TokenBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QLocale locale;
    const QFontMetrics fm = fontMetrics();
    const int margin = 6;
    const QRect area = rect().adjusted(margin, margin, -margin, -margin);
    int total = 0;
    for (int v : m_values)
        total += v;
    p.setPen(palette().text().color());
    p.drawText(area.left(), area.top() + fm.ascent(), tr("%1 tokens").arg(locale.toString(total)));
    const QRect bar(area.left(), area.top() + fm.height() + 4, area.width(), 18);
    p.setPen(Qt::NoPen);
    p.setBrush(palette().alternateBase());
    p.drawRect(bar);
    if (total > 0) {
        double x = bar.left();
        for (int c = 0; c < m_values.size(); ++c) {
            const double w = double(bar.width()) * m_values.at(c) / total;
            if (w <= 0)
                continue;
            p.setBrush(tokenCategoryColour(TokenCategory(c)));
            p.drawRect(QRectF(x, bar.top(), w, bar.height()));
            x += w;
        }
    }
    // shared prefix vs cached
    const QRect thin(bar.left(), bar.bottom() + 4, bar.width(), 6);
    p.setBrush(palette().alternateBase());
    p.drawRect(thin);
    if (total > 0 && m_shared > 0) {
        p.setBrush(QColor(0x0e, 0xa5, 0xe9));
        p.drawRect(
            QRectF(thin.left(), thin.top(), double(thin.width()) * qMin(m_shared, total) / total, thin.height()));
    }
    if (total > 0 && m_cached >= 0) {
        const double cx = thin.left() + double(thin.width()) * qMin(m_cached, total) / total;
        p.setPen(QPen(palette().text().color(), 2));
        p.drawLine(QPointF(cx, thin.top() - 3), QPointF(cx, thin.bottom() + 3));
        p.setPen(Qt::NoPen);
    }
    // legend
    int x = area.left();
    int y = thin.bottom() + 8;
    for (int c = 0; c < m_values.size(); ++c) {
        if (m_values.at(c) <= 0)
            continue;
        const QString label
            = QStringLiteral("%1 %2").arg(tokenCategoryName(TokenCategory(c)), locale.toString(m_values.at(c)));
        const int w = fm.horizontalAdvance(label) + 18;
        if (x + w > area.right() && x > area.left()) {
            x = area.left();
            y += fm.height() + 2;
        }
        p.setBrush(tokenCategoryColour(TokenCategory(c)));
        p.drawRect(x, y + (fm.height() - 10) / 2, 10, 10);
        p.setPen(palette().text().color());
        p.drawText(x + 14, y + fm.ascent(), label);
        p.setPen(Qt::NoPen);
        x += w + 6;
    }
    y += fm.height() + 2;
    p.setPen(palette().text().color());
    const QString prefix = m_shared >= 0 ? tr("shared prefix %1").arg(locale.toString(m_shared)) : tr("first request");
    const QString cached
        = m_cached >= 0 ? tr("provider cached %1").arg(locale.toString(m_cached)) : tr("provider cached: not reported");
    p.drawText(area.left(), y + fm.ascent(), QStringLiteral("%1 · %2").arg(prefix, cached));
}

} // namespace sw::ui
