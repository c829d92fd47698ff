// VariantBarsView, RateDelegate, TimelineDelegate: painting.
#include "labcharts.h"

#include "theme/theme.h"
#include "triggerlab/evalresultsmodel.h"
#include "triggerlab/optimisermodel.h"
#include "triggerlab/variantsummarymodel.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QPainter>
#include <QPainterPath>

namespace sw::ui {

QColor variantColour(int variant)
{
    static const QList<QColor> colours { QColor(0x3b, 0x6f, 0xd8), QColor(0xd8, 0x82, 0x3b), QColor(0x3b, 0xab, 0x6f),
        QColor(0xa0, 0x4a, 0xd8), QColor(0xd8, 0x3b, 0x5e) };
    return colours.at(variant % colours.size());
}

VariantBarsView::VariantBarsView(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void VariantBarsView::setModel(QAbstractItemModel *model)
{
    if (m_model)
        m_model->disconnect(this);
    m_model = model;
    if (!model)
        return;
    connect(model, &QAbstractItemModel::dataChanged, this, [this] { update(); });
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        updateGeometry();
        update();
    });
    update();
}

QSize VariantBarsView::sizeHint() const
{
    const int variants = m_model ? qMax(1, m_model->rowCount()) : 1;
    return { 420, 60 + 3 * (28 + variants * 22) };
}

QSize VariantBarsView::minimumSizeHint() const
{
    return { 260, 160 };
}

void VariantBarsView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.base());
    const QFontMetrics fm(font());
    if (!m_model || m_model->rowCount() == 0) {
        p.setPen(themeColours().muted);
        p.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
            tr("Run the eval set to see each variant's rates with their 95% intervals."));
        return;
    }
    const int variants = m_model->rowCount();
    const struct
    {
        int column;
        QString title;
    } groups[] = { { VariantSummaryModel::AccuracyColumn, tr("Run accuracy") },
        { VariantSummaryModel::RecallColumn, tr("Recall (should trigger)") },
        { VariantSummaryModel::FalseTriggersColumn, tr("False triggers (should not; lower is better)") } };
    int labelWidth = 0;
    for (int v = 0; v < variants; ++v)
        labelWidth = qMax(labelWidth, fm.horizontalAdvance(m_model->index(v, 0).data().toString()));
    labelWidth = qMin(labelWidth + 12, width() / 3);
    const int valueWidth = fm.horizontalAdvance(QStringLiteral("100% [100–100%]")) + 8;
    const int left = 10 + labelWidth;
    const int barWidth = qMax(40, width() - left - valueWidth - 12);
    const int rowHeight = qMax(20, fm.height() + 6);
    int y = 10;
    for (const auto &g : groups) {
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRect(10, y, width() - 20, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, g.title);
        p.setFont(font());
        y += fm.height() + 4;
        // Grid at 0, 25, 50, 75, 100%.
        p.setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DotLine));
        for (int t = 0; t <= 4; ++t) {
            const int x = left + barWidth * t / 4;
            p.drawLine(x, y, x, y + rowHeight * variants);
        }
        for (int v = 0; v < variants; ++v) {
            const QModelIndex cell = m_model->index(v, g.column);
            const double rate = cell.data(VariantSummaryModel::RateRole).toDouble();
            const double low = cell.data(VariantSummaryModel::LowRole).toDouble();
            const double high = cell.data(VariantSummaryModel::HighRole).toDouble();
            const QRect label(10, y + v * rowHeight, labelWidth - 6, rowHeight);
            p.setPen(pal.color(QPalette::Text));
            p.drawText(label, Qt::AlignRight | Qt::AlignVCenter,
                fm.elidedText(m_model->index(v, 0).data().toString(), Qt::ElideRight, label.width()));
            const int barTop = y + v * rowHeight + 3;
            const int barHeight = rowHeight - 6;
            if (rate < 0) {
                p.setPen(themeColours().muted);
                p.drawText(QRect(left + 4, barTop, barWidth, barHeight), Qt::AlignLeft | Qt::AlignVCenter,
                    tr("no runs to rate"));
                continue;
            }
            p.fillRect(QRect(left, barTop, barWidth, barHeight), pal.color(QPalette::AlternateBase));
            p.fillRect(QRectF(left, barTop, barWidth * rate, barHeight), variantColour(v));
            const double x1 = left + barWidth * low;
            const double x2 = left + barWidth * high;
            const double mid = barTop + barHeight / 2.0;
            p.setPen(QPen(pal.color(QPalette::Text), 1.5));
            p.drawLine(QPointF(x1, mid), QPointF(x2, mid));
            p.drawLine(QPointF(x1, barTop + 2), QPointF(x1, barTop + barHeight - 2));
            p.drawLine(QPointF(x2, barTop + 2), QPointF(x2, barTop + barHeight - 2));
            p.drawText(QRect(left + barWidth + 6, barTop - 3, valueWidth, barHeight + 6),
                Qt::AlignLeft | Qt::AlignVCenter, cell.data().toString());
        }
        y += rowHeight * variants + 12;
    }
}

void RateDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (index.data(EvalResultsModel::VariantRole).toInt() < 0) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    QApplication::style()->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
    const QString verdict = index.data(EvalResultsModel::VerdictRole).toString();
    const double rate = index.data(EvalResultsModel::RateRole).toDouble();
    const ThemeColours c = themeColours();
    const QColor fill = verdict == QLatin1String("pass") ? c.ok
        : verdict == QLatin1String("fail")               ? c.error
        : verdict == QLatin1String("error")              ? c.warning
                                                         : c.muted;
    const QRect r = opt.rect.adjusted(4, 4, -4, -4);
    const int barWidth = qMin(48, r.width() / 2);
    const QRect bar(r.left(), r.center().y() - 4, barWidth, 8);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(opt.palette.color(QPalette::Mid).lighter(150));
    painter->drawRoundedRect(bar, 2, 2);
    if (index.data(EvalResultsModel::RunsRole).toInt() > 0) {
        painter->setBrush(fill);
        painter->drawRoundedRect(QRectF(bar.left(), bar.top(), bar.width() * rate, bar.height()), 2, 2);
    }
    painter->setPen(
        opt.state & QStyle::State_Selected ? opt.palette.color(QPalette::HighlightedText) : fill.darker(110));
    QFont f = opt.font;
    f.setBold(verdict == QLatin1String("fail") || verdict == QLatin1String("error"));
    painter->setFont(f);
    // The text gets the row's whole height: a row one line high is shorter than the 4-pixel insets allow for, and
    // drawText clips to its rectangle (the figures of single-line rows lost their tops).
    painter->drawText(QRect(r.left() + barWidth + 6, opt.rect.top(), r.width() - barWidth - 6, opt.rect.height()),
        Qt::AlignLeft | Qt::AlignVCenter, text);
    painter->restore();
}

QSize RateDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    if (index.data(EvalResultsModel::VariantRole).toInt() >= 0)
        s.setWidth(s.width() + 56);
    return s;
}

void TimelineDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    QApplication::style()->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
    const QRect r = opt.rect;
    const bool best = index.data(OptimiserModel::BestRole).toBool();
    const bool evaluated = index.data(OptimiserModel::EvaluatedRole).toBool();
    const bool last = index.row() == index.model()->rowCount() - 1;
    const ThemeColours c = themeColours();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const int cx = r.left() + 16;
    painter->setPen(QPen(opt.palette.color(QPalette::Mid), 2));
    if (index.row() > 0)
        painter->drawLine(cx, r.top(), cx, r.top() + 14);
    if (!last)
        painter->drawLine(cx, r.top() + 14, cx, r.bottom());
    painter->setPen(Qt::NoPen);
    painter->setBrush(best ? c.ok : evaluated ? c.accent : c.muted);
    painter->drawEllipse(QPoint(cx, r.top() + 14), best ? 7 : 5, best ? 7 : 5);
    const QColor text = opt.state & QStyle::State_Selected ? opt.palette.color(QPalette::HighlightedText)
                                                           : opt.palette.color(QPalette::Text);
    QFont bold = opt.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(text);
    const QRect textRect = r.adjusted(34, 4, -6, -4);
    painter->drawText(textRect, Qt::AlignLeft | Qt::AlignTop,
        QFontMetrics(bold).elidedText(index.data().toString(), Qt::ElideRight, textRect.width()));
    painter->setFont(opt.font);
    const QFontMetrics fm(opt.font);
    // Two small score bars side by side: training and held-out (the honest one), each half of the width.
    const int barsTop = textRect.top() + fm.height() + 3;
    auto bar = [&](int y, int passed, int total, const QColor &colour, const QString &label) {
        const int labelWidth = fm.horizontalAdvance(label) + 6;
        const int w = qBound(24, textRect.width() / 2 - labelWidth - 14, 110);
        painter->setPen(text);
        painter->drawText(
            QRect(textRect.left(), y - 2, labelWidth, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, label);
        const QRect back(textRect.left() + labelWidth, y + 2, w, fm.height() - 6);
        painter->setPen(Qt::NoPen);
        painter->setBrush(opt.palette.color(QPalette::Mid).lighter(150));
        painter->drawRoundedRect(back, 2, 2);
        if (total > 0) {
            painter->setBrush(colour);
            painter->drawRoundedRect(
                QRectF(back.left(), back.top(), back.width() * passed / double(total), back.height()), 2, 2);
        }
        return labelWidth + w + 14;
    };
    int x = 0;
    if (evaluated) {
        x += bar(barsTop, index.data(OptimiserModel::TrainPassedRole).toInt(),
            index.data(OptimiserModel::TrainTotalRole).toInt(), variantColour(0), tr("training"));
        painter->translate(x, 0);
        bar(barsTop, index.data(OptimiserModel::HeldOutPassedRole).toInt(),
            index.data(OptimiserModel::HeldOutTotalRole).toInt(), variantColour(1), tr("held-out"));
        painter->translate(-x, 0);
    }
    painter->setPen(opt.state & QStyle::State_Selected ? text : c.muted);
    const QRect descriptionRect(
        textRect.left(), barsTop + fm.height() + 2, textRect.width(), textRect.bottom() - barsTop - fm.height() - 2);
    QString description = index.data(OptimiserModel::DescriptionRole).toString();
    const QString note = index.data(OptimiserModel::NoteRole).toString();
    if (!note.isEmpty())
        description += QStringLiteral(" (") + note + QLatin1Char(')');
    painter->drawText(descriptionRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
        fm.elidedText(description, Qt::ElideRight, descriptionRect.width() * 3 - 20));
    painter->restore();
}

QSize TimelineDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    const QFontMetrics fm(option.font);
    return { 320, fm.height() * 5 + 16 };
}

} // namespace sw::ui
