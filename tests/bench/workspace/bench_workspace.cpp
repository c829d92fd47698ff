// Workspace benchmarks: the baseline `bash -c true` spawned with QProcess, the same command as a RunJob through
// each executor (skill already staged, default out/** collection), staging a 1 MB / 200-file skill (copy and
// the unchanged-digest skip), and collecting + classifying 1,000 output files.
#include "workspace/outputcollector.h"
#include "workspace/runjob.h"
#include "workspace/sandbox.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace sw;

namespace {
QTemporaryDir &scratch()
{
    static QTemporaryDir dir;
    return dir;
}

void writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(data);
}

// 200 files of 5,000 bytes in 10 folders (about 1 MB), plus SKILL.md.
QString bigSkill()
{
    static QString folder;
    if (!folder.isEmpty())
        return folder;
    folder = scratch().filePath(QStringLiteral("big-skill"));
    writeFile(folder + QStringLiteral("/SKILL.md"), "---\nname: big-skill\ndescription: benchmark\n---\nbody\n");
    for (int i = 0; i < 200; ++i) {
        QByteArray data(5000, char('a' + i % 26));
        writeFile(folder + QStringLiteral("/d%1/file%2.txt").arg(i % 10).arg(i), data);
    }
    return folder;
}

const Workspace &benchWorkspace()
{
    static Workspace ws = *Workspace::create(scratch().filePath(QStringLiteral("runs")), QStringLiteral("bench"));
    return ws;
}

QString tinySkill()
{
    static QString folder;
    if (folder.isEmpty()) {
        folder = scratch().filePath(QStringLiteral("tiny-skill"));
        writeFile(folder + QStringLiteral("/SKILL.md"), "---\nname: tiny\ndescription: benchmark\n---\n");
    }
    return folder;
}

void BM_BashDirect(benchmark::State &state)
{
    for (auto _ : state) {
        QProcess p;
        p.start(QStringLiteral("/bin/bash"), { QStringLiteral("-c"), QStringLiteral("true") });
        p.waitForFinished(-1);
        benchmark::DoNotOptimize(p.exitCode());
    }
}

void runTrue(benchmark::State &state, ExecutorChoice executor)
{
    if (executor == ExecutorChoice::Sandbox && sandboxProgram().isEmpty()) {
        state.SkipWithError("bubblewrap unavailable");
        return;
    }
    RunRequest request;
    request.skillName = QStringLiteral("tiny");
    request.skillFolder = tinySkill();
    request.command = QStringLiteral("true");
    request.executor = executor;
    benchWorkspace().stageSkill(request.skillName, request.skillFolder); // already staged before timing
    for (auto _ : state) {
        RunJob job(benchWorkspace(), request);
        QEventLoop loop;
        QObject::connect(&job, &RunJob::finished, &loop, &QEventLoop::quit);
        job.start();
        loop.exec();
        if (job.result().exitCode != 0)
            state.SkipWithError("run failed");
    }
}

void BM_RunTrueLocal(benchmark::State &state)
{
    runTrue(state, ExecutorChoice::Local);
}
void BM_RunTrueSandbox(benchmark::State &state)
{
    runTrue(state, ExecutorChoice::Sandbox);
}

void BM_StageCopy1MB200Files(benchmark::State &state)
{
    const QString source = bigSkill();
    const Workspace ws = *Workspace::create(scratch().filePath(QStringLiteral("stage")), QStringLiteral("bench"));
    int i = 0;
    for (auto _ : state) {
        // A new name each time: a full copy with digest and links.
        const StageResult r = ws.stageSkill(QStringLiteral("big%1").arg(i++), source);
        if (!r.ok)
            state.SkipWithError(qPrintable(r.error));
    }
    state.SetBytesProcessed(state.iterations() * 200 * 5000);
}

void BM_StageUnchanged1MB200Files(benchmark::State &state)
{
    const QString source = bigSkill();
    const Workspace ws = *Workspace::create(scratch().filePath(QStringLiteral("stage")), QStringLiteral("bench"));
    ws.stageSkill(QStringLiteral("big"), source);
    for (auto _ : state) {
        const StageResult r = ws.stageSkill(QStringLiteral("big"), source); // digest only, no copy
        if (r.restaged)
            state.SkipWithError("unexpected restage");
    }
}

void BM_Collect1000Files(benchmark::State &state)
{
    const Workspace ws = *Workspace::create(scratch().filePath(QStringLiteral("collect")), QStringLiteral("bench"));
    const QByteArray png = QByteArray::fromBase64(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==");
    const char *exts[] = { "txt", "json", "csv", "png", "md" };
    for (int i = 0; i < 1000; ++i) {
        const QString ext = QString::fromLatin1(exts[i % 5]);
        writeFile(ws.outputDir() + QStringLiteral("/g%1/f%2.%3").arg(i % 20).arg(i).arg(ext),
            ext == QLatin1String("png") ? png : QByteArray(1000, 'x'));
    }
    OutputLimits limits;
    limits.maxFiles = 1000;
    for (auto _ : state) {
        const OutputCollection c = collectOutputFiles(ws.root(), { QStringLiteral("out/**") }, limits);
        if (c.files.size() != 1000)
            state.SkipWithError("wrong count");
    }
    state.SetItemsProcessed(state.iterations() * 1000);
}
} // namespace

BENCHMARK(BM_BashDirect)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);
BENCHMARK(BM_RunTrueLocal)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);
BENCHMARK(BM_RunTrueSandbox)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);
BENCHMARK(BM_StageCopy1MB200Files)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_StageUnchanged1MB200Files)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Collect1000Files)->Unit(benchmark::kMillisecond)->UseRealTime();

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
