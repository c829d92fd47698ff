#pragma once
// RootRowDelegate: paints a root row of the Library across the whole width (the row spans the columns): its label,
// then its skill count right-aligned in the muted colour, so long labels ("Claude Code (project) — app") are not cut
// to fit the name column.
#include <QStyledItemDelegate>

namespace sw::ui {

class RootRowDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace sw::ui
