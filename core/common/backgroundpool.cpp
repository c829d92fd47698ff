// backgroundPool: the workbench's low-priority pool; lowerThreadPoolPriority renices each worker from inside it.
#include "backgroundpool.h"

#include <QCoreApplication>
#include <QSemaphore>
#include <QThread>
#include <QThreadPool>

#include <atomic>
#include <memory>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#endif

namespace sw {

namespace {
bool reniceCurrentThread(int increment)
{
#ifdef Q_OS_LINUX
    const auto tid = id_t(::syscall(SYS_gettid));
    errno = 0;
    const int now = ::getpriority(PRIO_PROCESS, tid);
    if (now == -1 && errno != 0)
        return false;
    return ::setpriority(PRIO_PROCESS, tid, qMin(now + increment, 19)) == 0;
#else
    Q_UNUSED(increment);
    return false;
#endif
}
} // namespace

int currentThreadNiceness()
{
#ifdef Q_OS_LINUX
    errno = 0;
    const int value = ::getpriority(PRIO_PROCESS, id_t(::syscall(SYS_gettid)));
    return value == -1 && errno != 0 ? 0 : value;
#else
    return 0;
#endif
}

int lowerThreadPoolPriority(QThreadPool *pool)
{
    pool->setExpiryTimeout(-1);
    const int threads = qMax(1, pool->maxThreadCount());
    // Every task waits until all have started, so each one holds a different thread of the pool.
    QSemaphore started;
    QSemaphore release;
    QSemaphore done;
    QAtomicInt reniced = 0;
    for (int i = 0; i < threads; ++i) {
        pool->start([&] {
            if (reniceCurrentThread(kBackgroundNiceness))
                reniced.fetchAndAddRelaxed(1);
            started.release();
            release.acquire();
            done.release();
        });
    }
    started.acquire(threads);
    release.release(threads);
    done.acquire(threads);
    return reniced.loadRelaxed();
}

void parallelFor(QThreadPool *pool, qsizetype count, const std::function<void(qsizetype)> &work)
{
    if (count <= 0)
        return;
    // Shared with the helpers, which may still release `finished` while the caller returns.
    struct Shared
    {
        std::atomic<qsizetype> next { 0 };
        qsizetype count = 0;
        const std::function<void(qsizetype)> *work = nullptr;
        QSemaphore finished;
    };
    auto shared = std::make_shared<Shared>();
    shared->count = count;
    shared->work = &work;
    const auto drain = [](Shared &s) {
        for (qsizetype i = s.next.fetch_add(1); i < s.count; i = s.next.fetch_add(1))
            (*s.work)(i);
    };
    // `work` outlives every helper that started: the caller waits for exactly those below.
    int helpers = 0;
    const qsizetype wanted = qMin<qsizetype>(count - 1, pool->maxThreadCount());
    while (helpers < wanted && pool->tryStart([shared, drain] {
        drain(*shared);
        shared->finished.release();
    }))
        ++helpers;
    drain(*shared);
    shared->finished.acquire(helpers);
}

QThreadPool *backgroundPool()
{
    // Never deleted: jobs may still hold it while statics are destroyed. Its threads are joined when the
    // application object goes away, as Qt does for the global pool.
    static QThreadPool *const pool = [] {
        auto *created = new QThreadPool;
        created->setObjectName(QStringLiteral("sw-background"));
        // SW_BACKGROUND_THREADS sets the size (tests run the window with one thread, as on a one-core machine).
        bool ok = false;
        const int wanted = qEnvironmentVariableIntValue("SW_BACKGROUND_THREADS", &ok);
        created->setMaxThreadCount(ok && wanted > 0 ? wanted : QThread::idealThreadCount());
        lowerThreadPoolPriority(created);
        qAddPostRoutine([] { backgroundPool()->waitForDone(); });
        return created;
    }();
    return pool;
}

} // namespace sw
