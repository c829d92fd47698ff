// Tests for core/common/backgroundpool: background jobs run on their own pool, below the GUI thread's priority.
#include "common/backgroundpool.h"

#include <QMutex>
#include <QSemaphore>
#include <QTest>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

class TestBackgroundPool : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void poolThreadsAreRenicedOnceAndForAll()
    {
#ifndef Q_OS_LINUX
        QSKIP("Per-thread niceness is a Linux feature");
#endif
        const int base = sw::currentThreadNiceness();
        if (base > 19 - sw::kBackgroundNiceness)
            QSKIP("The test already runs at a niceness that cannot be raised by the full increment");
        QThreadPool pool;
        pool.setMaxThreadCount(3);

        // Holds `count` tasks at once (so they occupy distinct threads) and collects their niceness.
        auto nicenessOfWorkers = [&pool](int count) {
            QMutex mutex;
            QList<int> seen;
            QSemaphore running;
            QSemaphore go;
            QSemaphore finished;
            for (int i = 0; i < count; ++i)
                pool.start([&] {
                    {
                        QMutexLocker lock(&mutex);
                        seen.append(sw::currentThreadNiceness());
                    }
                    running.release();
                    go.acquire();
                    finished.release();
                });
            running.acquire(count);
            go.release(count);
            finished.acquire(count); // not waitForDone(): it deletes the pool's threads
            return seen;
        };

        QCOMPARE(nicenessOfWorkers(3), QList<int>({ base, base, base })); // a plain pool inherits the caller's
        QCOMPARE(sw::lowerThreadPoolPriority(&pool), 3);
        QCOMPARE(pool.expiryTimeout(), -1); // a worker that expired would be replaced by an un-niced one
        const int lowered = base + sw::kBackgroundNiceness;
        QCOMPARE(nicenessOfWorkers(3), QList<int>({ lowered, lowered, lowered }));
        QCOMPARE(nicenessOfWorkers(2), QList<int>({ lowered, lowered }));
        QCOMPARE(sw::currentThreadNiceness(), base); // the calling (GUI) thread keeps its priority
    }

    void backgroundJobsLeaveTheGlobalPoolFree()
    {
        QThreadPool *pool = sw::backgroundPool();
        QVERIFY(pool != QThreadPool::globalInstance());
        QCOMPARE(pool, sw::backgroundPool()); // one pool per process
        QCOMPARE(pool->maxThreadCount(), QThread::idealThreadCount());
        // Fill every background thread with a blocked job: the global pool (which Qt's painting uses) still runs
        // work at once.
        QSemaphore hold;
        QSemaphore holding;
        QList<QFuture<int>> jobs;
        for (int i = 0; i < pool->maxThreadCount(); ++i)
            jobs.append(QtConcurrent::run(pool, [&] {
                holding.release();
                hold.acquire();
                return sw::currentThreadNiceness();
            }));
        holding.acquire(pool->maxThreadCount());
        QFuture<void> global = QtConcurrent::run([] {});
        const bool ran = QTest::qWaitFor([&] { return global.isFinished(); }, 10000);
        hold.release(pool->maxThreadCount());
        QVERIFY2(ran, "a job on the global pool waited for the background jobs");
#ifdef Q_OS_LINUX
        for (QFuture<int> &job : jobs)
            QCOMPARE(job.result(), qMin(19, sw::currentThreadNiceness() + sw::kBackgroundNiceness)); // 19 is the most
#endif
    }
};

QTEST_GUILESS_MAIN(TestBackgroundPool)
#include "tst_backgroundpool.moc"
