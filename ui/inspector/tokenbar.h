#pragma once
// TokenBar: a stacked horizontal bar of a request's tokens by category (system, catalog, loaded skills, docs, tool
// schemas, history, tool results) with a legend, and a thin bar below for the prefix shared with the previous
// request beside the provider's cached tokens. Painted with QPainter.
#include <QList>
#include <QWidget>

namespace sw::ui {

class TokenBar : public QWidget
{
    Q_OBJECT
public:
    explicit TokenBar(QWidget *parent = nullptr);

    // tokens per TokenCategory; sharedPrefix / cached = -1 when unknown.
    void setValues(const QList<int> &byCategory, int sharedPrefix, int cached);
    QList<int> values() const { return m_values; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    int legendRows(int width) const; // rows the legend takes at this width

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString legendLabel(int category) const;

    QList<int> m_values;
    int m_shared = -1;
    int m_cached = -1;
};

} // namespace sw::ui
