#pragma once
// RotatedHeaderView: a horizontal header whose titles read bottom to top, so a matrix of short numbers (the Trigger
// Lab's confusion matrix) keeps narrow columns and whole titles ("data-r…" was cut at 58 pixels, and seven columns
// needed scrolling even at 1920 pixels). Its `swVerticalText` property tells the layout audit to measure the titles
// against the header's height.
#include <QHeaderView>

namespace sw::ui {

class RotatedHeaderView : public QHeaderView
{
    Q_OBJECT
public:
    explicit RotatedHeaderView(QWidget *parent = nullptr);

protected:
    QSize sectionSizeFromContents(int logicalIndex) const override;
    void paintSection(QPainter *painter, const QRect &rect, int logicalIndex) const override;
};

} // namespace sw::ui
