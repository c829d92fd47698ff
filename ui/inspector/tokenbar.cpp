// TokenBar: painting of the stacked token bar and its legend.
#include "tokenbar.h"

#include "inspector/segmentsmodel.h"

#include <QLocale>
#include <QPainter>

namespace sw::ui {

namespace {
constexpr int kMargin = 6;
} // namespace

TokenBar::TokenBar(QWidget *parent)
    : QWidget(parent)
{
    // The legend wraps: the height follows the width.
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void TokenBar::setValues(const QList<int> &byCategory, const QList<int> &sharedByCategory, int sharedPrefix, int cached)
{
    m_values = byCategory;
    m_sharedValues = sharedByCategory;
    m_shared = sharedPrefix;
    m_cached = cached;
    updateGeometry(); // the legend may take another row
    update();
}

QString TokenBar::legendLabel(int category) const
{
    return QStringLiteral("%1 %2").arg(
        tokenCategoryName(TokenCategory(category)), QLocale().toString(m_values.at(category)));
}

int TokenBar::legendRows(int width) const
{
    // The same wrapping as paintEvent: an entry that does not fit starts a new row.
    const QFontMetrics fm = fontMetrics();
    const int left = kMargin;
    const int right = width - kMargin - 1;
    int x = left;
    int rows = 1;
    for (int c = 0; c < m_values.size(); ++c) {
        if (m_values.at(c) <= 0)
            continue;
        const int w = fm.horizontalAdvance(legendLabel(c)) + 18;
        if (x + w > right && x > left) {
            x = left;
            ++rows;
        }
        x += w + 6;
    }
    return rows;
}

int TokenBar::heightForWidth(int width) const
{
    const int line = fontMetrics().height();
    // title, bar (18), gap, prefix bar (6), gap, legend rows, the prefix/cached line
    return 2 * kMargin + line + 4 + 18 + 4 + 6 + 8 + legendRows(width) * (line + 2) + line + 2;
}

bool TokenBar::hasHeightForWidth() const
{
    return true;
}

QSize TokenBar::sizeHint() const
{
    return { 480, heightForWidth(480) };
}

QSize TokenBar::minimumSizeHint() const
{
    return { 200, heightForWidth(qMax(width(), 200)) };
}

QRect TokenBar::barRect() const
{
    const QRect area = rect().adjusted(kMargin, kMargin, -kMargin, -kMargin);
    return { area.left(), area.top() + fontMetrics().height() + 4, area.width(), 18 };
}

QList<QPair<double, double>> TokenBar::sharedRanges() const
{
    QList<QPair<double, double>> out;
    int total = 0;
    for (int v : m_values)
        total += v;
    if (total <= 0)
        return out;
    const QRect bar = barRect();
    double x = bar.left();
    for (int c = 0; c < m_values.size(); ++c) {
        const double w = double(bar.width()) * m_values.at(c) / total;
        if (w <= 0)
            continue;
        const int shared = qBound(0, m_sharedValues.value(c), m_values.at(c));
        if (shared > 0)
            out << qMakePair(x, x + w * shared / m_values.at(c));
        x += w;
    }
    return out;
}

void TokenBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QLocale locale;
    const QFontMetrics fm = fontMetrics();
    const QRect area = rect().adjusted(kMargin, kMargin, -kMargin, -kMargin);
    int total = 0;
    for (int v : m_values)
        total += v;
    p.setPen(palette().text().color());
    p.drawText(area.left(), area.top() + fm.ascent(), tr("%1 tokens").arg(locale.toString(total)));
    const QRect bar = barRect();
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
    p.setBrush(QColor(0x0e, 0xa5, 0xe9));
    for (const auto &range : sharedRanges()) // under each category, its shared part
        p.drawRect(QRectF(range.first, thin.top(), range.second - range.first, thin.height()));
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
        const QString label = legendLabel(c);
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
    const QString prefix = m_shared >= 0
        ? tr("shared prefix %1 of %2").arg(locale.toString(m_shared), locale.toString(total))
        : tr("first request");
    const QString cached
        = m_cached >= 0 ? tr("provider cached %1").arg(locale.toString(m_cached)) : tr("provider cached: not reported");
    p.drawText(area.left(), y + fm.ascent(), QStringLiteral("%1 · %2").arg(prefix, cached));
}

} // namespace sw::ui
