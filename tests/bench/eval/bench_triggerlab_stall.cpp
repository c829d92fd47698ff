// bench_triggerlab_stall: the GUI thread's longest stall while 1,000 results stream into the visible Trigger Lab page
// (docs/performance.md, ## Trigger Lab). A generated replay scenario answers --queries x 3 runs (default 334 x 3 =
// 1,002) as fast as it can, in the page's worker thread; a 5 ms heartbeat timer on the GUI thread records the gaps of
// its event loop while the results stream (the longest gap is the longest stall; also the p99), and the GUI thread's
// own CPU time per beat (the stall our code causes, without the waits for a core of a loaded machine); the Run
// click's own work is timed apart. Baseline in the same run: the same eval in
// BackgroundEval with no page. Before/after in the same run: results delivered one by one (batch interval 0) and in
// the page's 40 ms batches.
#include "agent/scriptedprovider.h"
#include "common/datapaths.h"
#include "triggerlab/backgroundeval.h"
#include "triggerlab/evalresultsmodel.h"
#include "triggerlab/triggerlabpage.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <time.h>

using namespace sw;

namespace {
QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

struct Stalls
{
    qint64 wallMs = 0;
    double maxMs = 0;
    double p99Ms = 0;
    int over16 = 0;
    int ticks = 0;
    double startMs = 0; // the Run click itself (the plan, the empty table of every query), apart from the stream
    // The GUI thread's own CPU time between two beats (CLOCK_THREAD_CPUTIME_ID): the work our code does in one
    // event-loop turn, without the time the thread waited for a core (on a loaded 2-core machine the wall gaps of
    // the baseline, with no page at all, reach 35 ms).
    double cpuMaxMs = 0;
    double cpuP99Ms = 0;
};

double threadCpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

template<typename Start, typename Done> Stalls measure(Start &&start, Done &&done)
{
    QList<double> gaps;
    QList<double> cpuGaps;
    QElapsedTimer wall;
    qint64 last = 0;
    double lastCpu = 0;
    QTimer beat;
    beat.setTimerType(Qt::PreciseTimer);
    beat.setInterval(5);
    QObject::connect(&beat, &QTimer::timeout, [&] {
        const qint64 now = wall.nsecsElapsed();
        gaps << (now - last) / 1e6;
        last = now;
        const double cpu = threadCpuMs();
        cpuGaps << cpu - lastCpu;
        lastCpu = cpu;
    });
    wall.start();
    beat.start();
    start();
    const double startMs = wall.nsecsElapsed() / 1e6; // the click's own work is reported apart from the stream's gaps
    last = wall.nsecsElapsed();
    lastCpu = threadCpuMs();
    // A real event loop, not processEvents(flags, ms) in a loop: that one returns at once when no event is pending
    // and would spin, filling every beat with the harness's own CPU time.
    QEventLoop loop;
    QTimer check;
    check.setInterval(20);
    QObject::connect(&check, &QTimer::timeout, [&] {
        if (done() || wall.elapsed() > 600000)
            loop.quit();
    });
    check.start();
    loop.exec();
    check.stop();
    QTimer::singleShot(300, &loop, &QEventLoop::quit); // the last batch's repaint
    loop.exec();
    beat.stop();
    Stalls s;
    s.startMs = startMs;
    s.wallMs = wall.elapsed();
    s.ticks = int(gaps.size());
    if (!gaps.isEmpty()) {
        std::sort(gaps.begin(), gaps.end());
        s.maxMs = gaps.last();
        s.p99Ms = gaps.at(qMin(gaps.size() - 1, qsizetype(gaps.size() * 0.99)));
        s.over16 = int(std::count_if(gaps.begin(), gaps.end(), [](double g) { return g > 16; }));
        std::sort(cpuGaps.begin(), cpuGaps.end());
        s.cpuMaxMs = cpuGaps.last();
        s.cpuP99Ms = cpuGaps.at(qMin(cpuGaps.size() - 1, qsizetype(cpuGaps.size() * 0.99)));
    }
    return s;
}

void row(const QString &name, const Stalls &s, int results)
{
    out() << "  " << name.leftJustified(52) << QString::number(s.maxMs, 'f', 1).rightJustified(7) << " ms max gap"
          << QString::number(s.p99Ms, 'f', 1).rightJustified(7) << " ms p99"
          << QString::number(s.over16).rightJustified(5) << " gaps > 16 ms  (" << results << " results in " << s.wallMs
          << " ms, " << s.ticks << " beats; the click " << QString::number(s.startMs, 'f', 1) << " ms)\n"
          << "  " << QString().leftJustified(52) << QString::number(s.cpuMaxMs, 'f', 1).rightJustified(7)
          << " ms max GUI CPU" << QString::number(s.cpuP99Ms, 'f', 1).rightJustified(7)
          << " ms p99 (GUI thread's own work per beat)\n";
    out().flush();
}

QString writeScenario(const QString &folder, int queries)
{
    QJsonArray set;
    QJsonArray answers;
    for (int i = 0; i < queries; ++i) {
        const QString q = QStringLiteral("Benchmark query %1: total the expenses in my CSV by category").arg(i);
        set << QJsonObject { { "query", q }, { "should_trigger", i % 4 != 0 } };
        QJsonArray loads;
        for (int r = 0; r < 3; ++r)
            loads << ((i + r) % 3 == 0 ? QJsonValue()
                                       : QJsonValue(r == 2 && i % 5 == 0 ? "python-math" : "data-report"));
        answers << QJsonObject { { "query", q }, { "loads", loads } };
    }
    const QJsonObject scenario { { "format", "skill-workbench-scenario/1" }, { "title", "Stall benchmark" },
        { "profile", "trpc-go" }, { "eval", QJsonObject { { "skill", "data-report" }, { "set", set }, { "runs", 3 } } },
        { "eval_answers", answers } };
    const QString path = folder + QStringLiteral("/stall.json");
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(QJsonDocument(scenario).toJson());
    return path;
}
} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    int queries = 334;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i)
        if (args.at(i) == QLatin1String("--queries"))
            queries = qMax(1, args.at(i + 1).toInt());
    QTemporaryDir dir;
    const QString path = writeScenario(dir.path(), queries);
    QString error;
    const auto lab = loadTriggerLabScenario(path, &error);
    if (!lab) {
        out() << error << "\n";
        return 1;
    }
    const SkillSnapshotPtr skills = SkillSnapshot::fromRoots({ dataDirectory(DataKind::Skills) });
    const int results = queries * 3;
    out() << "Trigger Lab stall: " << results << " results from a replay (no delay) in the worker thread, 5 ms "
          << "heartbeat on the GUI thread\n";

    // Baseline: the same eval in BackgroundEval, nothing shown.
    {
        TriggerEvalConfig config;
        config.profile = *findProfile(QStringLiteral("trpc-go"), &error);
        config.skills = skills;
        config.set = *lab->set;
        config.skill = lab->skill;
        config.model = QStringLiteral("replay");
        auto counts = std::make_shared<QHash<QByteArray, int>>();
        const Scenario replay = lab->scenario;
        ui::BackgroundEval background;
        bool done = false;
        int arrived = 0;
        QObject::connect(&background, &ui::BackgroundEval::finished, [&] { done = true; });
        QObject::connect(&background, &ui::BackgroundEval::runsArrived,
            [&](const QList<QPair<int, EvalRun>> &runs) { arrived += int(runs.size()); });
        const Stalls s = measure(
            [&] {
                background.startEval(config, [replay, counts](QObject *parent) -> ChatProvider * {
                    auto *p = new ScriptedProvider(replay, parent);
                    p->shareRequestCounts(counts);
                    return p;
                });
            },
            [&] { return done; });
        row(QStringLiteral("BackgroundEval, no page (baseline)"), s, arrived);
    }
    auto pageRun = [&](const QString &label, int batchMs) {
        ui::TriggerLabPage page;
        page.background()->setBatchInterval(batchMs);
        page.setSkills(skills);
        page.resize(1440, 900);
        page.show();
        if (!page.loadScenario(path, false, &error)) {
            out() << error << "\n";
            return;
        }
        // The page is on screen and painted before the click, as a user's is: its first paint is not the stream's.
        {
            QEventLoop settle;
            QTimer::singleShot(300, &settle, &QEventLoop::quit);
            settle.exec();
        }
        bool done = false;
        QObject::connect(&page, &ui::TriggerLabPage::runningChanged, [&](bool running) { done = !running; });
        const Stalls s = measure(
            [&] {
                if (!page.run(&error))
                    out() << error << "\n";
            },
            [&] { return done; });
        row(label, s, page.resultsModel()->results().finishedRuns());
    };
    pageRun(QStringLiteral("Trigger Lab page, each result delivered at once"), 0);
    pageRun(QStringLiteral("Trigger Lab page, 40 ms batches (the page's setting)"), 40);
    return 0;
}
