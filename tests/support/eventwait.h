// Waiting in tests and benchmarks: runs this thread's event loop until a condition holds, asleep while nothing happens.
#pragma once

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QTimer>

#include <functional>

namespace sw::test {

// Runs the event loop until `done` or `timeoutMs` (-1: no limit); true when `done`. It sleeps between events:
// QCoreApplication::processEvents(flags, ms) in a loop, used before, drops WaitForMoreEvents and returns at once when
// nothing is pending, so the loop spun a core that the threads being measured or waited for (2 here) then lacked.
// A timer wakes the loop every `tickMs` for conditions that change without an event (work on another thread).
inline bool runEventsUntil(const std::function<bool()> &done, int timeoutMs = -1, int tickMs = 20)
{
    const QDeadlineTimer deadline = timeoutMs < 0 ? QDeadlineTimer(QDeadlineTimer::Forever) : QDeadlineTimer(timeoutMs);
    QTimer tick;
    tick.start(tickMs);
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
    return true;
}

} // namespace sw::test
