// Tests for core/common/backgroundpool: background jobs run on their own pool, below the GUI thread's priority.
#include "common/backgroundpool.h"

#include <QMutex>
#include <QSemaphore>
#include <QSet>
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

    // Jobs that hold every thread of the pool each run a parallelFor whose items run parallelFors: all finish, every
    // item once. (QtConcurrent::blockingMap here waits forever for tasks queued behind its callers.)
    void parallelForFinishesInsideAFullPool_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("one thread") << 1;
        QTest::newRow("two threads") << 2;
        QTest::newRow("four threads") << 4;
    }
    void parallelForFinishesInsideAFullPool()
    {
        QFETCH(int, threads);
        QThreadPool pool;
        pool.setMaxThreadCount(threads);
        constexpr int kOuter = 6;
        constexpr int kItems = 50;
        constexpr int kInner = 7;
        std::vector<QAtomicInt> runs(size_t(kOuter * kItems * kInner));
        QList<QFuture<void>> jobs;
        for (int job = 0; job < kOuter; ++job)
            jobs.append(QtConcurrent::run(&pool, [&pool, &runs, job] {
                sw::parallelFor(&pool, kItems, [&](qsizetype item) {
                    sw::parallelFor(&pool, kInner, [&](qsizetype inner) {
                        runs[size_t((job * kItems + item) * kInner + inner)].fetchAndAddRelaxed(1);
                    });
                });
            }));
        const bool finished = QTest::qWaitFor(
            [&] {
                return std::all_of(jobs.cbegin(), jobs.cend(), [](const QFuture<void> &f) { return f.isFinished(); });
            },
            60000);
        QVERIFY2(finished, "nested parallelFor calls did not finish in a full pool");
        for (size_t i = 0; i < runs.size(); ++i)
            QCOMPARE(runs[i].loadRelaxed(), 1);
        sw::parallelFor(&pool, 0, [](qsizetype) { QFAIL("an empty range runs nothing"); });
    }

    // Idle threads of the pool take items while the caller works on others: two items run at the same time.
    void parallelForUsesIdleThreads()
    {
        QThreadPool pool;
        pool.setMaxThreadCount(2);
        QSemaphore inside;
        QMutex mutex;
        QSet<Qt::HANDLE> threadsSeen;
        bool overlapped = true;
        sw::parallelFor(&pool, 2, [&](qsizetype) {
            {
                QMutexLocker lock(&mutex);
                threadsSeen.insert(QThread::currentThreadId());
            }
            inside.release();
            // Both items must be inside at once; a sequential run would give up after the wait.
            if (!inside.tryAcquire(2, 10000)) {
                QMutexLocker lock(&mutex);
                overlapped = false;
            } else {
                inside.release(2);
            }
        });
        QVERIFY(overlapped);
        QCOMPARE(threadsSeen.size(), 2);
        QVERIFY(threadsSeen.contains(QThread::currentThreadId())); // the caller works too
    }

    void backgroundJobsLeaveTheGlobalPoolFree()
    {
        QThreadPool *pool = sw::backgroundPool();
        QVERIFY(pool != QThreadPool::globalInstance());
        QCOMPARE(pool, sw::backgroundPool()); // one pool per process
        const int asked = qEnvironmentVariableIntValue("SW_BACKGROUND_THREADS");
        QCOMPARE(pool->maxThreadCount(), asked > 0 ? asked : QThread::idealThreadCount());
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
