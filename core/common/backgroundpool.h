#pragma once
// The workbench's own thread pool for background work (scans, validation, token counts, catalog renders, staging
// copies), separate from QThreadPool::globalInstance() and below the GUI thread's priority:
// - Qt 6.4's raster paint engine splits large fills into tasks on the *global* pool and waits for them; with our
//   long jobs queued there, a repaint of a progress bar waited 100-200 ms for a free thread.
// - On a 2-core machine two busy workers would otherwise take the CPU from the event loop.
#include <QtGlobal>

#include <functional>

class QThreadPool;

namespace sw {

// The "nice" increment background threads run at (Linux: niceness is per thread).
inline constexpr int kBackgroundNiceness = 10;

// The pool every background job of the workbench runs on: idealThreadCount() threads at lowered priority, waited
// for when the application object is destroyed. Created on first use.
QThreadPool *backgroundPool();

// Lowers the scheduling priority of every thread of `pool`, now and later: each worker thread is reniced once by a
// task that blocks until all of them run, and threads no longer expire (a replacement would be created by the
// un-niced caller). Threads a reniced worker creates inherit its niceness. Blocks the caller until done; call
// while the pool is idle, after any setMaxThreadCount(). QThreadPool::waitForDone() deletes the threads: call this
// again after it. Returns the number of threads reniced (0 where per-thread niceness does not exist).
int lowerThreadPoolPriority(QThreadPool *pool);

// Runs work(i) for every i in [0, count), each exactly once: on the calling thread and on as many threads of `pool`
// as are idle right now (QThreadPool::tryStart), never on a task that merely waits in the queue. It returns when
// every item is done. Safe to call from a job that already holds a thread of the pool, at any depth:
// QtConcurrent::blockingMap is not (Qt 6.4 queues its tasks behind their caller and waits for them, so a pool whose
// threads all run such callers deadlocks; with one core that is the first scan).
void parallelFor(QThreadPool *pool, qsizetype count, const std::function<void(qsizetype)> &work);
inline void parallelFor(qsizetype count, const std::function<void(qsizetype)> &work)
{
    parallelFor(backgroundPool(), count, work);
}

// The calling thread's niceness (Linux), 0 where that does not apply.
int currentThreadNiceness();

} // namespace sw
