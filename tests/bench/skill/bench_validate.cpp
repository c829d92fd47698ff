// bench_validate: discovers every skill under ROOT, parses and validates each with all rule sets (the same work
// as `skill-workbench-cli validate --rules all`), and prints counts plus, with --bench, the wall time per phase.
// Usage: bench_validate [--bench] [--threads N] ROOT
#include "skill/skilldiscovery.h"
#include "skill/validator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThreadPool>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments();
    args.removeFirst();
    const bool bench = args.removeAll(QStringLiteral("--bench")) > 0;
    const qsizetype threadsAt = args.indexOf(QStringLiteral("--threads"));
    if (threadsAt >= 0 && threadsAt + 1 < args.size()) {
        QThreadPool::globalInstance()->setMaxThreadCount(args[threadsAt + 1].toInt());
        args.remove(threadsAt, 2);
    }
    if (args.size() != 1) {
        std::fprintf(stderr, "usage: bench_validate [--bench] [--threads N] ROOT\n");
        return 2;
    }
    QElapsedTimer timer;
    timer.start();
    const QList<sw::DiscoveredSkill> skills = sw::discoverSkills(args.first());
    const qint64 discoverMs = timer.elapsed();
    const QList<sw::SkillValidation> results = sw::validateSkills(skills, sw::allRuleSets());
    const qint64 totalMs = timer.elapsed();
    qsizetype invalid = 0;
    qsizetype diagnostics = 0;
    for (const sw::SkillValidation &r : results) {
        invalid += !r.isValid();
        diagnostics += r.diagnostics.size();
    }
    std::printf("skills %lld invalid %lld diagnostics %lld\n", qlonglong(results.size()), qlonglong(invalid),
        qlonglong(diagnostics));
    if (bench)
        std::printf("discover_ms %lld validate_ms %lld total_ms %lld threads %d\n", discoverMs, totalMs - discoverMs,
            totalMs, QThreadPool::globalInstance()->maxThreadCount());
    return 0;
}
