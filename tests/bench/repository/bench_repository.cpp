// Repository benchmark (not a ctest): generates an N-skill tree, times a full scan into a snapshot, the
// incremental refresh after touching one SKILL.md and after adding one skill folder, a full rescan reusing every
// parse, and the live path (SkillRepository + file watcher: edit one SKILL.md -> new snapshot). Reports peak and index
// memory. Usage: bench_repository --generate DIR [N]   |   bench_repository --scan DIR [RUNS]
#include "repository/skillindex.h"
#include "repository/skillrepository.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTimer>

#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <cstdio>

using namespace sw;

namespace {
long rssKiB(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(int(qstrlen(field))).trimmed().split(' ').first().toLong();
    }
    return -1;
}

int generate(const QString &dir, int count)
{
    for (int i = 0; i < count; ++i) {
        const QString name = QStringLiteral("skill-%1").arg(i, 5, 10, QLatin1Char('0'));
        const QString folder
            = QStringLiteral("%1/group-%2/%3").arg(dir).arg(i / 100, 3, 10, QLatin1Char('0')).arg(name);
        QDir().mkpath(folder + QStringLiteral("/references"));
        QFile md(folder + QStringLiteral("/SKILL.md"));
        if (!md.open(QIODevice::WriteOnly))
            return 2;
        md.write(QStringLiteral("---\nname: %1\ndescription: Generated skill number %2. Use when the benchmark asks "
                                "for skill %2 or anything like it.\nlicense: MIT\nmetadata:\n  author: bench\n  "
                                "version: \"1.0\"\n---\n# %1\n\n## Steps\n\n1. Read references/guide.md.\n2. Run "
                                "the script.\n\n%3")
                     .arg(name)
                     .arg(i)
                     .arg(QStringLiteral("Body text line for realism.\n").repeated(30))
                     .toUtf8());
        QFile guide(folder + QStringLiteral("/references/guide.md"));
        if (!guide.open(QIODevice::WriteOnly))
            return 2;
        guide.write("# Guide\n\nDetails.\n");
    }
    std::printf("generated %d skills in %s\n", count, qPrintable(dir));
    return 0;
}

// CPU time of the whole process in ms (all threads): stable on a shared machine, unlike wall time.
double cpuMs()
{
    timespec ts {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

double best(QList<double> v)
{
    return *std::min_element(v.begin(), v.end());
}

int scan(const QString &dir, int runs)
{
    const QList<SkillRoot> roots { { dir, QStringLiteral("bench") } };
    const long rssBefore = rssKiB("VmRSS:");
    QList<double> full, refresh, walkOnly, fullReuse, fullCpu, refreshCpu;
    SkillIndexPtr index;
    for (int r = 0; r < runs; ++r) {
        index.reset();
        QElapsedTimer t;
        t.start();
        const double c0 = cpuMs();
        ScanOptions collect;
        collect.collectFolders = true;
        index = scanRoots(roots, collect);
        full.append(t.nsecsElapsed() / 1e6);
        fullCpu.append(cpuMs() - c0);
    }
    const long rssWithIndex = rssKiB("VmRSS:");
    ScanOptions serial;
    serial.parallelParse = false;
    QElapsedTimer ts;
    ts.start();
    SkillIndexPtr serialIndex = scanRoots(roots, serial);
    const double fullSerial = ts.nsecsElapsed() / 1e6;
    serialIndex.reset();

    for (int r = 0; r < runs; ++r) {
        ScanOptions options;
        options.previous = index;
        options.collectFolders = true;
        QElapsedTimer t;
        t.start();
        SkillIndexPtr same = scanRoots(roots, options);
        fullReuse.append(t.nsecsElapsed() / 1e6);
        // touch one SKILL.md (new content), then refresh incrementally
        const QString path = index->all().at((r * 997) % index->size()).skillMdPath;
        QFile f(path);
        f.open(QIODevice::Append);
        f.write(QByteArray("\nedited ") + QByteArray::number(r) + '\n');
        f.close();
        t.restart();
        const double c1 = cpuMs();
        SkillIndexPtr next = rescanChanged(same, roots, { path }, options);
        refresh.append(t.nsecsElapsed() / 1e6);
        refreshCpu.append(cpuMs() - c1);
        if (next->stats().skillsParsed != 1) {
            std::fprintf(stderr, "expected one re-parse, got %d\n", next->stats().skillsParsed);
            return 1;
        }
        if (next->catalogDigest() != same->catalogDigest() || next->size() != same->size()) {
            std::fprintf(stderr, "incremental refresh changed the catalog\n");
            return 1;
        }
        // a new skill folder appears: the watcher reports its parent folder
        const QString added
            = QFileInfo(QFileInfo(path).absolutePath()).absolutePath() + QStringLiteral("/added-%1").arg(r);
        QDir().mkpath(added);
        QFile md(added + QStringLiteral("/SKILL.md"));
        md.open(QIODevice::WriteOnly);
        md.write("---\nname: added\ndescription: new\n---\n");
        md.close();
        t.restart();
        SkillIndexPtr grown = rescanChanged(next, roots, { QFileInfo(added).absolutePath() }, options);
        walkOnly.append(t.nsecsElapsed() / 1e6);
        if (grown->size() != next->size() + 1) {
            std::fprintf(stderr, "incremental add not seen\n");
            return 1;
        }
        QDir(added).removeRecursively();
        next = rescanChanged(grown, roots, { QFileInfo(added).absolutePath() }, options);
        if (next->size() != grown->size() - 1) {
            std::fprintf(stderr, "incremental removal not seen\n");
            return 1;
        }
        index = next;
    }

    // The live path: SkillRepository with the watcher, edit one file, wait for the snapshot.
    double live = -1;
    {
        SkillRepository repo;
        repo.setDebounceMs(0);
        QEventLoop loop;
        int snapshots = 0;
        QObject::connect(&repo, &SkillRepository::snapshotChanged, &loop, [&] {
            ++snapshots;
            loop.quit();
        });
        repo.setRoots(roots);
        loop.exec(); // initial scan
        QElapsedTimer t;
        const QString path = repo.snapshot()->all().at(4242 % repo.snapshot()->size()).skillMdPath;
        QTimer::singleShot(200, &loop, [&] { // let the watches settle
            QFile f(path);
            f.open(QIODevice::Append);
            f.write("\nlive edit\n");
            f.close();
            t.start();
        });
        QTimer::singleShot(20000, &loop, &QEventLoop::quit);
        loop.exec();
        if (snapshots == 2)
            live = t.nsecsElapsed() / 1e6;
        std::printf("live_watch_paths %s\n", repo.watchWarning().isEmpty() ? "all-folders" : "skill-folders-only");
    }

    struct rusage usage
    { };
    getrusage(RUSAGE_SELF, &usage);
    std::printf("skills %d\nfolders %d\n", index->size(), index->stats().foldersVisited);
    std::printf("full_scan_ms %.1f\nfull_scan_serial_ms %.1f\nrefresh_one_touched_ms %.1f\nrefresh_one_added_ms "
                "%.1f\nfull_rescan_reusing_parses_ms %.1f\n",
        best(full), fullSerial, best(refresh), best(walkOnly), best(fullReuse));
    std::printf("live_refresh_ms %.1f\n", live);
    std::printf("full_scan_cpu_ms %.1f\nrefresh_one_touched_cpu_ms %.1f\nrefresh_cpu_fraction %.3f\n", best(fullCpu),
        best(refreshCpu), best(refreshCpu) / best(fullCpu));
    std::printf("refresh_fraction %.3f\n", best(refresh) / best(full));
    std::printf("index_rss_kib %ld\npeak_rss_kib %ld\n", rssWithIndex - rssBefore, usage.ru_maxrss);
    return 0;
}
// GUI-thread stall while live refresh is switched on for a scanned repository: a 1 ms timer on the owning thread
// records the longest gap between its ticks (an event-loop stall probe) from just before setLiveRefresh(true) until
// an edit made after it has produced a new snapshot.
int liveStall(const QString &dir)
{
    const QList<SkillRoot> roots { { dir, QStringLiteral("bench") } };
    SkillRepository repo;
    repo.setDebounceMs(50);
    repo.setLiveRefresh(false);
    QEventLoop loop;
    QObject::connect(&repo, &SkillRepository::snapshotChanged, &loop, &QEventLoop::quit);
    repo.setRoots(roots);
    loop.exec();
    const int skills = repo.snapshot()->size();

    QElapsedTimer sinceTick;
    double maxGap = 0;
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(1);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        maxGap = std::max(maxGap, sinceTick.nsecsElapsed() / 1e6);
        sinceTick.restart();
    });
    QElapsedTimer enable;
    double enableCallMs = 0;
    double editToSnapshotMs = -1;
    QElapsedTimer edit;
    const QString path = repo.snapshot()->at(skills / 2).skillMdPath;
    QObject::disconnect(&repo, nullptr, &loop, nullptr);
    bool watching = false;
    // edit once the watches are in place and the rescan that follows them is done (else after 5 s)
    const auto editNow = [&] {
        if (edit.isValid())
            return;
        QFile f(path);
        f.open(QIODevice::Append);
        f.write("\nlive stall probe edit\n");
        f.close();
        edit.start();
    };
    QObject::connect(&repo, &SkillRepository::watchesReady, &loop, [&] { watching = true; });
    QObject::connect(&repo, &SkillRepository::snapshotChanged, &loop, [&](const SkillIndexPtr &next, bool) {
        if (edit.isValid() && next->stats().skillsParsed > 0) {
            editToSnapshotMs = edit.nsecsElapsed() / 1e6;
            loop.quit();
        } else if (watching && !repo.isScanning()) {
            QTimer::singleShot(100, &loop, editNow);
        }
    });
    // baseline: the same probe over an idle second (what the machine's load alone costs the event loop)
    double idleGap = 0;
    {
        QEventLoop idle;
        QTimer::singleShot(1000, &idle, &QEventLoop::quit);
        sinceTick.start();
        probe.start();
        idle.exec();
        idleGap = maxGap;
        maxGap = 0;
    }
    QTimer::singleShot(100, &loop, [&] {
        enable.start();
        repo.setLiveRefresh(true);
        enableCallMs = enable.nsecsElapsed() / 1e6;
    });
    QTimer::singleShot(5000, &loop, editNow);
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    sinceTick.start();
    probe.start();
    loop.exec();
    probe.stop();
    std::printf("live_skills %d\nlive_enable_call_ms %.1f\nlive_max_gui_stall_ms %.1f\nidle_max_gui_stall_ms "
                "%.1f\nlive_edit_to_snapshot_ms %.1f\n",
        skills, enableCallMs, maxGap, idleGap, editToSnapshotMs);
    return editToSnapshotMs < 0 ? 1 : 0;
}

// Profiling aid: one full scan, then N touch + incremental refresh rounds (prints the median refresh).
int refreshLoop(const QString &dir, int rounds)
{
    const QList<SkillRoot> roots { { dir, QStringLiteral("bench") } };
    ScanOptions options;
    options.collectFolders = true;
    SkillIndexPtr index = scanRoots(roots, options);
    QList<double> times;
    for (int r = 0; r < rounds; ++r) {
        const QString path = index->at((r * 997) % index->size()).skillMdPath;
        QFile f(path);
        f.open(QIODevice::Append);
        f.write("\nloop edit\n");
        f.close();
        QElapsedTimer t;
        t.start();
        index = rescanChanged(index, roots, { path }, options);
        times.append(t.nsecsElapsed() / 1e6);
    }
    std::sort(times.begin(), times.end());
    std::printf("refresh_median_ms %.3f\n", times[times.size() / 2]);
    return 0;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() >= 3 && args[1] == QLatin1String("--generate"))
        return generate(args[2], args.size() > 3 ? args[3].toInt() : 10000);
    if (args.size() >= 3 && args[1] == QLatin1String("--scan"))
        return scan(args[2], args.size() > 3 ? args[3].toInt() : 3);
    if (args.size() >= 3 && args[1] == QLatin1String("--live-stall"))
        return liveStall(args[2]);
    if (args.size() >= 3 && args[1] == QLatin1String("--refresh-loop"))
        return refreshLoop(args[2], args.size() > 3 ? args[3].toInt() : 100);
    std::fprintf(stderr, "usage: bench_repository --generate DIR [N] | --scan DIR [RUNS]\n");
    return 2;
}
