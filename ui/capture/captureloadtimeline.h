#pragma once
// CaptureLoadTimeline: the capture's skill loads on a strip, for the Capture page's skills panel. Each exchange is a
// slot, in request order, coloured by the client that sent it (a legend names them); each load is a flag over the
// exchange whose answer made the call, labelled with the skill, and a dot marks the exchange that sent the skill's
// body back (red when the client reported an error). Labels that would overlap go to a second lane; past that a flag
// keeps its mark and its name is in the tooltip. Hovering a slot names the exchange, its client and its loads;
// clicking it asks the page to show that exchange.
#include <QHash>
#include <QList>
#include <QString>
#include <QWidget>

namespace sw::ui {

class CaptureLoadTimeline : public QWidget
{
    Q_OBJECT
public:
    struct Exchange
    {
        int number = 0;
        QString client; // "Claude Code 2.1.328"; "" when not known
    };
    struct Load
    {
        int request = 0; // the exchange whose answer made the call
        int confirmedIn = 0; // the exchange that sent the body back; 0: not seen
        bool error = false;
        QString skill;
        QString how;
    };

    explicit CaptureLoadTimeline(QWidget *parent = nullptr);

    void setData(const QList<Exchange> &exchanges, const QList<Load> &loads);
    int exchangeCount() const { return int(m_exchanges.size()); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Geometry, for the tests and the tooltips: the slot of exchange `number` (empty when there is none), the
    // exchange under `point` (0: none), and each load's label where it is drawn with its name (empty when the name
    // went to the tooltip).
    QRect slotRect(int number) const;
    int exchangeAt(const QPoint &point) const;
    QList<QRect> labelRects() const;
    QStringList legend() const; // the clients, in order of appearance
    QString toolTipFor(int number) const;

Q_SIGNALS:
    void exchangeActivated(int number);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    void layoutLabels();
    QRect trackRect() const;
    int laneHeight() const;
    QColor clientColour(const QString &client) const;

    QList<Exchange> m_exchanges;
    QHash<int, int> m_indexOf; // exchange number -> its slot (paint and layout look up every load's two slots)
    QList<Load> m_loads;
    QStringList m_clients;
    QList<QRect> m_labels; // per load; empty: the name is in the tooltip only
};

} // namespace sw::ui
