// Benchmarks of the window: an application that times every event it delivers on the GUI thread.
#pragma once

#include <QApplication>
#include <QElapsedTimer>

namespace sw::test {

// The longest delivery since resetLongest() is the longest piece of GUI-thread work an event started (a handler, a
// slot a queued signal or a finished worker calls, a paint): what a user would feel as a stall. Events sent from
// inside a handler count in their handler's time.
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (m_depth > 0)
            return QApplication::notify(receiver, event);
        ++m_depth;
        QElapsedTimer t;
        t.start();
        const bool handled = QApplication::notify(receiver, event);
        m_longest = qMax(m_longest, double(t.nsecsElapsed()) / 1e6);
        --m_depth;
        return handled;
    }
    void resetLongest() { m_longest = 0; }
    double longestMs() const { return m_longest; }

private:
    int m_depth = 0;
    double m_longest = 0;
};

} // namespace sw::test
