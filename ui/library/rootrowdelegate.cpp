// RootRowDelegate: a root row's label and skill count.
#include "rootrowdelegate.h"

#include "library/skilltreemodel.h"
#include "theme/theme.h"

#include <QApplication>
#include <QPainter>

namespace sw::ui {

void RootRowDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (index.column() != SkillTreeModel::NameColumn
        || index.data(SkillTreeModel::KindRole).toInt() != int(SkillTreeModel::Kind::Root)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    const QString count = index.siblingAtColumn(SkillTreeModel::ProblemsColumn).data().toString();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 4;
    const int countWidth = count.isEmpty() ? 0 : option.fontMetrics.horizontalAdvance(count) + 2 * margin;
    // The whole row's background, then the label in what the count leaves, then the count.
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, widget);
    QStyleOptionViewItem label = opt;
    label.rect.setRight(opt.rect.right() - countWidth);
    style->drawControl(QStyle::CE_ItemViewItem, &label, painter, widget);
    if (count.isEmpty())
        return;
    painter->save();
    painter->setFont(option.font);
    const bool selected = option.state & QStyle::State_Selected;
    painter->setPen(selected ? option.palette.color(QPalette::HighlightedText) : themeColours().muted);
    const QRect countRect(
        opt.rect.right() - countWidth + margin, opt.rect.top(), countWidth - 2 * margin, opt.rect.height());
    painter->drawText(countRect, Qt::AlignRight | Qt::AlignVCenter, count);
    painter->restore();
}

} // namespace sw::ui
