#pragma once
// TokenBar: a stacked horizontal bar of a request's tokens by category (system, catalog, loaded skills, docs, tool
// schemas, history, tool results) with a legend, and a thin line below for the prefix shared with the previous
// request beside the provider's cached tokens. The shared line is drawn under each category, for the part of its
// tokens that lies in the shared prefix (the prefix runs in wire order, the bar in category order: a category the
// prefix ends inside is only partly shared, one after it not at all). Painted with QPainter.
#include <QList>
#include <QPair>
#include <QWidget>

namespace sw::ui {

class TokenBar : public QWidget
{
    Q_OBJECT
public:
    explicit TokenBar(QWidget *parent = nullptr);

    // tokens per TokenCategory, and of them the ones in the shared prefix; sharedPrefix / cached = -1 when unknown.
    void setValues(const QList<int> &byCategory, const QList<int> &sharedByCategory, int sharedPrefix, int cached);
    QList<int> values() const { return m_values; }
    QList<int> sharedValues() const { return m_sharedValues; }
    // The x ranges (in widget pixels) the shared line covers, left to right: one per category with shared tokens.
    QList<QPair<double, double>> sharedRanges() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    int legendRows(int width) const; // rows the legend takes at this width

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString legendLabel(int category) const;

    QRect barRect() const;

    QList<int> m_values;
    QList<int> m_sharedValues;
    int m_shared = -1;
    int m_cached = -1;
};

} // namespace sw::ui
