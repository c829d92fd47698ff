// CaptureLoadTimeline: exchanges as slots, loads as labelled flags.
#include "captureloadtimeline.h"

#include "theme/theme.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace sw::ui {

namespace {
constexpr int kMargin = 6;
constexpr int kTrackHeight = 14;
constexpr int kLanes = 2;
} // namespace

CaptureLoadTimeline::CaptureLoadTimeline(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("captureLoadTimeline"));
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void CaptureLoadTimeline::setData(const QList<Exchange> &exchanges, const QList<Load> &loads)
{
    m_exchanges = exchanges;
    m_loads = loads;
    m_clients.clear();
    m_indexOf.clear();
    m_indexOf.reserve(m_exchanges.size());
    for (int i = 0; i < m_exchanges.size(); ++i) {
        const Exchange &e = m_exchanges.at(i);
        m_indexOf.insert(e.number, i);
        if (!e.client.isEmpty() && !m_clients.contains(e.client))
            m_clients << e.client;
    }
    layoutLabels();
    update();
}

int CaptureLoadTimeline::laneHeight() const
{
    return fontMetrics().height() + 6;
}

QSize CaptureLoadTimeline::sizeHint() const
{
    // Lanes of labels, the track, a line for the numbers and the legend.
    const int height = kMargin + kLanes * laneHeight() + 4 + kTrackHeight + 4 + fontMetrics().height() + kMargin;
    return { 400, height };
}

QSize CaptureLoadTimeline::minimumSizeHint() const
{
    return { 120, sizeHint().height() };
}

QRect CaptureLoadTimeline::trackRect() const
{
    const int top = kMargin + kLanes * laneHeight() + 4;
    return { kMargin, top, std::max(1, width() - 2 * kMargin), kTrackHeight };
}

QRect CaptureLoadTimeline::slotRect(int number) const
{
    const int index = m_indexOf.value(number, -1);
    if (index < 0)
        return {};
    const QRect track = trackRect();
    const int n = int(m_exchanges.size());
    // Slots share the track's width; each at least one pixel, a gap between them while they are wide.
    const int left = track.left() + int(qint64(track.width()) * index / n);
    const int right = track.left() + int(qint64(track.width()) * (index + 1) / n);
    const int gap = right - left >= 6 ? 1 : 0;
    return { left, track.top(), std::max(1, right - left - gap), track.height() };
}

int CaptureLoadTimeline::exchangeAt(const QPoint &point) const
{
    const QRect track = trackRect();
    if (m_exchanges.isEmpty() || point.x() < track.left() || point.x() > track.right())
        return 0;
    // The slots and the flags above them.
    if (point.y() < kMargin || point.y() > track.bottom())
        return 0;
    // The slot whose left edge (as slotRect() rounds it) is the last at or before the point.
    const int n = int(m_exchanges.size());
    const auto leftOf = [&](int index) { return track.left() + int(qint64(track.width()) * index / n); };
    int index = std::clamp(int(qint64(point.x() - track.left()) * n / track.width()), 0, n - 1);
    while (index + 1 < n && leftOf(index + 1) <= point.x())
        ++index;
    while (index > 0 && leftOf(index) > point.x())
        --index;
    return m_exchanges.at(index).number;
}

QList<QRect> CaptureLoadTimeline::labelRects() const
{
    return m_labels;
}

QStringList CaptureLoadTimeline::legend() const
{
    return m_clients;
}

void CaptureLoadTimeline::layoutLabels()
{
    m_labels.clear();
    const QFontMetrics metrics = fontMetrics();
    QList<int> laneEnd(kLanes, std::numeric_limits<int>::min());
    for (const Load &load : std::as_const(m_loads)) {
        const QRect slot = slotRect(load.request);
        if (slot.isEmpty()) {
            m_labels << QRect();
            continue;
        }
        const int w = metrics.horizontalAdvance(load.skill) + 10;
        const int x = std::clamp(slot.center().x() - 3, kMargin, std::max(kMargin, width() - kMargin - w));
        QRect placed;
        // Lane 0 is nearest the track; a label goes to the first lane where it clears the one before it.
        for (int lane = 0; lane < kLanes; ++lane) {
            if (x > laneEnd.at(lane) + 3 && x + w <= width() - kMargin + 1) {
                const int top = kMargin + (kLanes - 1 - lane) * laneHeight();
                placed = QRect(x, top, w, laneHeight() - 2);
                laneEnd[lane] = x + w;
                break;
            }
        }
        m_labels << placed;
    }
}

QColor CaptureLoadTimeline::clientColour(const QString &client) const
{
    const QList<QColor> colours = tokenSegmentColours();
    const qsizetype index = m_clients.indexOf(client);
    if (index < 0 || colours.isEmpty())
        return palette().color(QPalette::Mid);
    return colours.at(index % colours.size());
}

QString CaptureLoadTimeline::toolTipFor(int number) const
{
    const int index = m_indexOf.value(number, -1);
    const QString client = index < 0 ? QString() : m_exchanges.at(index).client;
    QStringList lines;
    lines << (client.isEmpty() ? tr("Request %1").arg(number) : tr("Request %1 · %2").arg(number).arg(client));
    for (const Load &load : m_loads) {
        if (load.request == number)
            lines << tr("Its answer loads %1 (%2).").arg(load.skill, load.how);
        if (load.confirmedIn == number)
            lines << (load.error ? tr("Sends back an error for %1.").arg(load.skill)
                                 : tr("Sends back the body of %1.").arg(load.skill));
    }
    lines << tr("Click to show it in Requests.");
    return lines.join(QLatin1Char('\n'));
}

void CaptureLoadTimeline::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const ThemeColours colours = themeColours();
    const QFontMetrics metrics = fontMetrics();
    const QRect track = trackRect();
    const QRect numbers(kMargin, track.bottom() + 4, track.width(), metrics.height());
    if (m_exchanges.isEmpty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(kMargin, 0, -kMargin, 0), Qt::AlignCenter | Qt::TextWordWrap,
            tr("The loads appear here on a strip of the exchanges, in request order."));
        return;
    }
    for (const Exchange &e : std::as_const(m_exchanges))
        p.fillRect(slotRect(e.number), clientColour(e.client));
    // Flags: a line from the label down to the slot whose answer made the call; a dot on the slot that sent the body.
    for (int i = 0; i < m_loads.size(); ++i) {
        const Load &load = m_loads.at(i);
        const QRect slot = slotRect(load.request);
        if (slot.isEmpty())
            continue;
        const QRect label = m_labels.value(i);
        const int x = std::clamp(slot.center().x(), track.left(), track.right());
        p.setPen(QPen(pal.color(QPalette::Highlight), 2));
        p.drawLine(x, label.isEmpty() ? track.top() - 8 : label.bottom(), x, track.bottom());
        if (!label.isEmpty()) {
            p.setPen(Qt::NoPen);
            p.setBrush(pal.color(QPalette::Highlight));
            p.drawRoundedRect(label, 4, 4);
            p.setPen(pal.color(QPalette::HighlightedText));
            p.drawText(label, Qt::AlignCenter, load.skill);
        } else {
            p.setPen(Qt::NoPen);
            p.setBrush(pal.color(QPalette::Highlight));
            p.drawEllipse(QPoint(x, track.top() - 9), 3, 3);
        }
        const QRect back = slotRect(load.confirmedIn);
        if (!back.isEmpty()) {
            p.setPen(QPen(pal.color(QPalette::Base), 1));
            p.setBrush(load.error ? colours.error : colours.ok);
            p.drawEllipse(back.center(), 4, 4);
        }
    }
    // The first and last numbers, then the legend between them where it fits.
    p.setPen(pal.color(QPalette::Text));
    const QString first = QString::number(m_exchanges.first().number);
    const QString last = QString::number(m_exchanges.last().number);
    p.drawText(numbers, Qt::AlignLeft | Qt::AlignVCenter, first);
    if (m_exchanges.size() > 1)
        p.drawText(numbers, Qt::AlignRight | Qt::AlignVCenter, last);
    int x = numbers.left() + metrics.horizontalAdvance(first) + 16;
    const int end = numbers.right() - metrics.horizontalAdvance(last) - 16;
    for (const QString &client : std::as_const(m_clients)) {
        const int w = 14 + metrics.horizontalAdvance(client);
        if (x + w > end)
            break;
        p.fillRect(QRect(x, numbers.center().y() - 4, 9, 9), clientColour(client));
        p.drawText(QRect(x + 14, numbers.top(), w - 14, numbers.height()), Qt::AlignLeft | Qt::AlignVCenter, client);
        x += w + 16;
    }
}

void CaptureLoadTimeline::resizeEvent(QResizeEvent *event)
{
    layoutLabels();
    QWidget::resizeEvent(event);
}

void CaptureLoadTimeline::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange) // presentation mode: labels measured again, the height asked again
        layoutLabels();
    QWidget::changeEvent(event);
}

void CaptureLoadTimeline::mousePressEvent(QMouseEvent *event)
{
    const int number = exchangeAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && number > 0)
        Q_EMIT exchangeActivated(number);
    QWidget::mousePressEvent(event);
}

void CaptureLoadTimeline::mouseMoveEvent(QMouseEvent *event)
{
    setCursor(exchangeAt(event->position().toPoint()) > 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
    QWidget::mouseMoveEvent(event);
}

bool CaptureLoadTimeline::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int number = exchangeAt(help->pos());
        if (number > 0)
            QToolTip::showText(help->globalPos(), toolTipFor(number), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace sw::ui
