// keepProportions: an event filter on the splitter that re-applies the shares on every resize until a drag.
#include "splitterproportions.h"

#include <QEvent>
#include <QSplitter>

namespace sw::ui {

namespace {

class Proportions : public QObject
{
public:
    Proportions(QSplitter *splitter, const QList<int> &percentages)
        : QObject(splitter)
        , m_splitter(splitter)
        , m_percentages(percentages)
    {
        setObjectName(QStringLiteral("sw_splitterProportions"));
        splitter->installEventFilter(this);
        connect(splitter, &QSplitter::splitterMoved, this, [this] {
            if (!m_applying)
                deleteLater(); // the user's sizes stand
        });
        apply();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_splitter && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
            apply();
        return QObject::eventFilter(watched, event);
    }

private:
    void apply()
    {
        const int length = m_splitter->orientation() == Qt::Horizontal ? m_splitter->width() : m_splitter->height();
        if (length <= 0)
            return;
        QList<int> sizes;
        for (int p : std::as_const(m_percentages))
            sizes << length * p / 100;
        m_applying = true;
        m_splitter->setSizes(sizes);
        m_applying = false;
    }

    QSplitter *m_splitter;
    QList<int> m_percentages;
    bool m_applying = false;
};

} // namespace

void keepProportions(QSplitter *splitter, const QList<int> &percentages)
{
    delete splitter->findChild<QObject *>(QStringLiteral("sw_splitterProportions"), Qt::FindDirectChildrenOnly);
    new Proportions(splitter, percentages);
}

} // namespace sw::ui
