#pragma once
// The Trigger Lab's pictures: VariantBarsView (per variant, run accuracy, recall and false triggers as bars with
// their 95% intervals as whiskers, from a VariantSummaryModel), RateDelegate (a rate bar with pass/fail colour in
// the results table) and TimelineDelegate (the optimiser's iterations as a timeline with training and held-out
// scores).
#include <QPointer>
#include <QStyledItemDelegate>
#include <QWidget>

class QAbstractItemModel;

namespace sw::ui {

class VariantBarsView : public QWidget
{
    Q_OBJECT
public:
    explicit VariantBarsView(QWidget *parent = nullptr);
    void setModel(QAbstractItemModel *model); // a VariantSummaryModel
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QPointer<QAbstractItemModel> m_model;
};

class RateDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

class TimelineDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

// A colour per variant (A blue, B orange, ...), shared by the bars, the table headers and the report.
QColor variantColour(int variant);

} // namespace sw::ui
