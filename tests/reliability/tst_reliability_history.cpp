// Ten thousand runs' worth of history: each run's console log stays within its byte cap however much a
// command prints, and the runs table's memory per run is what the result and its capped log hold. Memory is
// checked through the sizes the API exposes (keptBytes, droppedBytes, rowCount); RSS is only reported.
#include "runs/runlog.h"
#include "runs/runsmodel.h"

#include <QApplication>
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
    const long before = peakRssKiB();
    qint64 resultBytes = 0;
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
        resultBytes += result.stdoutBytes.size() + result.stderrBytes.size();
        model.addFinished(request, result, QStringLiteral("model"));
    }
    QCOMPARE(model.columnCount(), int(RunsModel::ColumnCount));
    qint64 logBytes = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const RunLog *log = model.logAt(row);
        QVERIFY(log);
        QVERIFY(log->keptBytes() <= 4 * 1024 * 1024);
        logBytes += log->keptBytes();
    }
    QVERIFY(logBytes <= resultBytes); // a log never holds more than its run printed
    QCOMPARE(model.statusAt(7), RunStatus::Failed);
    QCOMPARE(model.statusAt(8), RunStatus::Ok);
    qInfo("10,000 finished runs: %d rows, %lld KiB of logs, peak RSS %ld MiB -> %ld MiB", model.rowCount(),
        logBytes >> 10, before >> 10, peakRssKiB() >> 10);
    // Finding (docs/reliability.md): the runs table keeps every run for the life of the window; memory grows
    // linearly with the number of runs (each bounded). A history cap would make this pass.
    QEXPECT_FAIL("", "RunsModel has no history cap yet: every run stays in memory", Continue);
    QVERIFY(model.rowCount() < 10000);
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    TestReliabilityHistory test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_reliability_history.moc"
