// Ten thousand runs' worth of history: each run's console log stays within its byte cap however much a
// command prints, and the runs table keeps at most maxRuns() runs (the oldest finished ones and their consoles
// are freed; running runs are never dropped). Memory is checked through the sizes the API exposes (keptBytes,
// droppedBytes, rowCount, the RunLog objects alive); RSS is only reported.
#include "runs/runlog.h"
#include "runs/runsmodel.h"

#include "workspace/workspace.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

using namespace sw::ui;

namespace {

long peakRssKiB()
{
    struct rusage usage
    { };
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

} // namespace

class TestReliabilityHistory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oneLogStaysWithinItsCap();
    void tenThousandRuns();
    void runningRunsAreNeverDropped();
};

void TestReliabilityHistory::oneLogStaysWithinItsCap()
{
    // 10,000 runs' worth of output (each ~6 KiB, both channels) through one console log capped at 1 MiB.
    const qint64 cap = 1024 * 1024;
    RunLog log(nullptr, cap);
    qint64 written = 0;
    for (int run = 0; run < 10000; ++run) {
        const QByteArray out = QByteArray(4096, char('a' + run % 26)) + '\n';
        const QByteArray err = QByteArray(2048, 'E') + '\n';
        log.append(RunLog::Channel::Stdout, out);
        log.append(RunLog::Channel::Stderr, err);
        written += out.size() + err.size();
        QVERIFY(log.keptBytes() <= cap + 64 * 1024 + 4097); // one chunk (<= 64 KiB + one append) over at most
    }
    qint64 sum = 0;
    for (const RunLog::Chunk &c : log.chunks())
        sum += c.data.size();
    QCOMPARE(sum, log.keptBytes());
    QCOMPARE(log.keptBytes() + log.droppedBytes(), written);
    QVERIFY(log.droppedBytes() > 0);
    // The newest output is what is kept.
    QVERIFY(log.text(RunLog::Channel::Stdout).endsWith(QByteArray(4096, char('a' + 9999 % 26)) + '\n'));
    qInfo("10,000 runs of output: %lld MiB written, %lld KiB kept, peak RSS %ld MiB", written >> 20,
        log.keptBytes() >> 10, peakRssKiB() >> 10);
}

void TestReliabilityHistory::tenThousandRuns()
{
    RunsModel model;
    QCOMPARE(model.maxRuns(), RunsModel::kDefaultMaxRuns);
    const int cap = model.maxRuns();
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    const long before = peakRssKiB();
    qint64 perRunBytes = 0;
    for (int run = 0; run < 10000; ++run) {
        sw::RunRequest request;
        request.skillName = QStringLiteral("skill-%1").arg(run % 50);
        request.command = QStringLiteral("python3 scripts/run.py --n %1").arg(run);
        sw::RunResult result;
        result.stdoutBytes = QByteArray(1024, 'o');
        result.stdoutText = QString::fromLatin1(result.stdoutBytes);
        result.stderrBytes = QByteArray(256, 'e');
        result.stderrText = QString::fromLatin1(result.stderrBytes);
        result.stdoutTotalBytes = result.stdoutBytes.size();
        result.stderrTotalBytes = result.stderrBytes.size();
        result.exitCode = run % 7 == 0 ? 1 : 0;
        result.durationMs = run;
        perRunBytes = result.stdoutBytes.size() + result.stderrBytes.size();
        const int row = model.addFinished(request, result, QStringLiteral("model"));
        QCOMPARE(row, std::min(run, cap - 1)); // the new run is always the last row
        QVERIFY(model.rowCount() <= cap);
    }
    QCOMPARE(model.columnCount(), int(RunsModel::ColumnCount));
    // Bounded: the newest `cap` runs stay, the 9,000 oldest left the model and their consoles were freed.
    QCOMPARE(model.rowCount(), cap);
    QCOMPARE(model.droppedRuns(), qint64(10000 - cap));
    QVERIFY(!removed.isEmpty());
    QCOMPARE(model.findChildren<RunLog *>().size(), cap);
    qint64 logBytes = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const RunLog *log = model.logAt(row);
        QVERIFY(log);
        logBytes += log->keptBytes();
    }
    QCOMPARE(logBytes, perRunBytes * cap); // memory held by consoles: the cap's worth, not 10,000 runs'
    const int first = 10000 - cap;
    QCOMPARE(model.requestAt(0).command, QStringLiteral("python3 scripts/run.py --n %1").arg(first));
    QCOMPARE(model.requestAt(cap - 1).command, QStringLiteral("python3 scripts/run.py --n 9999"));
    QCOMPARE(model.statusAt(0), first % 7 == 0 ? RunStatus::Failed : RunStatus::Ok);
    const int failedRow = (7 - first % 7) % 7; // the first kept run with run % 7 == 0
    QCOMPARE(model.statusAt(failedRow), RunStatus::Failed);
    QCOMPARE(model.statusAt(failedRow + 1), RunStatus::Ok);
    qInfo("10,000 finished runs: %d rows kept (cap %d), %lld dropped, %lld KiB of logs, peak RSS %ld MiB -> %ld MiB",
        model.rowCount(), cap, model.droppedRuns(), logBytes >> 10, before >> 10, peakRssKiB() >> 10);

    // Lowering the cap drops the oldest at once.
    model.setMaxRuns(10);
    QCOMPARE(model.rowCount(), 10);
    QCOMPARE(model.findChildren<RunLog *>().size(), 10);
    QCOMPARE(model.requestAt(9).command, QStringLiteral("python3 scripts/run.py --n 9999"));
}

void TestReliabilityHistory::runningRunsAreNeverDropped()
{
    QTemporaryDir tmp;
    QString error;
    const auto ws = sw::Workspace::create(tmp.filePath(QStringLiteral("work")), QStringLiteral("cap"), &error);
    QVERIFY2(ws, qPrintable(error));
    RunsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setMaxRuns(3);
    // A job that is followed but not started yet counts as running: it must survive any number of newer runs.
    sw::RunRequest request;
    request.command = QStringLiteral("true");
    sw::RunJob job(*ws, request);
    QCOMPARE(model.addJob(&job, QStringLiteral("manual")), 0);
    for (int run = 0; run < 20; ++run) {
        sw::RunRequest r;
        r.command = QStringLiteral("run %1").arg(run);
        sw::RunResult result;
        model.addFinished(r, result, QStringLiteral("manual"));
    }
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.jobAt(0), &job);
    QCOMPARE(model.statusAt(0), RunStatus::Running);
    QCOMPARE(model.requestAt(1).command, QStringLiteral("run 18"));
    QCOMPARE(model.requestAt(2).command, QStringLiteral("run 19"));
    // Once it finished it is the oldest finished run and goes with the next addition.
    QSignalSpy finished(&model, &RunsModel::runFinished);
    job.start();
    QVERIFY(finished.wait(30000));
    QCOMPARE(model.statusAt(0), RunStatus::Ok);
    model.addFinished(request, sw::RunResult(), QStringLiteral("manual"));
    QCOMPARE(model.rowCount(), 3);
    QVERIFY(!model.jobAt(0));
    QCOMPARE(model.requestAt(0).command, QStringLiteral("run 18"));
    QCOMPARE(model.requestAt(2).command, QStringLiteral("true"));
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    TestReliabilityHistory test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_reliability_history.moc"
