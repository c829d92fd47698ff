// bench_budget: what one unsaved edit costs the Budget dock in a repository of N skills (default 10,000) on disk.
//   bench_budget [--skills N]
// Prints, in one process on the same snapshot: the baseline (the dock before: a one-shot report reading every doc
// and counting every skill, per edit), BudgetWork's first report (cold) and its report after an edit (median of 7
// edits), the ratio, and whether both give the same figures.
#include "catalog/budgetview.h"
#include "catalog/catalogdefaults.h"
#include "repository/skillindex.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

using namespace sw;
using namespace sw::ui;

namespace {

void write(const QString &path, const QString &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(text.toUtf8());
}

QString words(int seed, int count)
{
    static const char *const pool[] = { "data", "report", "chart", "skill", "script", "output", "file", "summary",
        "table", "column", "value", "render", "check", "token", "run", "user" };
    QString text;
    for (int i = 0; i < count; ++i)
        text += QString::fromLatin1(pool[(seed * 7 + i * 5) % 16])
            + ((i % 12 == 11) ? QStringLiteral(". ") : QStringLiteral(" "));
    return text;
}

double ms(const QElapsedTimer &timer)
{
    return timer.nsecsElapsed() / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int index = int(args.indexOf(QStringLiteral("--skills")));
    const int count = index > 0 && index + 1 < args.size() ? args[index + 1].toInt() : 10000;
    QTextStream out(stdout);
    QTemporaryDir dir;
    for (int i = 0; i < count; ++i) {
        const QString name = QStringLiteral("skill-%1").arg(i, 5, 10, QLatin1Char('0'));
        write(dir.filePath(name + QStringLiteral("/SKILL.md")),
            QStringLiteral("---\nname: %1\ndescription: Handles task %2: %3Use when the user mentions topic "
                           "%4.\n---\n# %1\n\n%5\n")
                .arg(name)
                .arg(i)
                .arg(words(i, 12))
                .arg(i % 97)
                .arg(words(i + 1, 240)));
        if (i % 3 == 0)
            write(dir.filePath(name + QStringLiteral("/references/guide.md")), words(i + 2, 360));
    }
    const SkillIndexPtr snapshot = scanRoots({ { dir.path(), QStringLiteral("user") } });
    out << "skills: " << snapshot->visibleCount() << " (a doc for every third), dialect " << defaultCatalogDialect()
        << ", " << defaultEncodingName() << "\n";
    const QString dialect = defaultCatalogDialect();
    const QString encoding = defaultEncodingName();
    const int window = kDefaultContextWindowTokens;

    // The edits: one skill's description and body, as typed in the editor.
    const SkillRecord &edited = snapshot->visibleAt(snapshot->visibleCount() / 2);
    auto liveEdit = [&](int n) {
        LiveBudgetSkills live;
        live.insert(edited.skillMdPath,
            { edited.name, QStringLiteral("Edited %1 times. Use when the user asks.").arg(n),
                QStringLiteral("# Edited\n\n") + words(n, 200 + n) });
        return live;
    };

    QElapsedTimer timer;
    timer.start();
    const TokenReport baseline = computeBudget(snapshot, dialect, encoding, window);
    const double baselineMs = ms(timer);

    BudgetWork work;
    timer.restart();
    work.update(snapshot, {}, dialect, encoding, window);
    const double coldMs = ms(timer);

    QList<double> editMs;
    TokenReport last;
    for (int n = 1; n <= 7; ++n) {
        const LiveBudgetSkills live = liveEdit(n);
        timer.restart();
        last = work.update(snapshot, live, dialect, encoding, window);
        editMs.append(ms(timer));
    }
    std::sort(editMs.begin(), editMs.end());
    const double editMedian = editMs[editMs.size() / 2];

    // The same edit through the baseline path, for the figures' equality.
    QList<ReportSkill> skills = budgetSkills(snapshot);
    const LiveBudgetSkills live = liveEdit(7);
    for (ReportSkill &skill : skills)
        if (skill.location == edited.skillMdPath) {
            skill.description = live.value(edited.skillMdPath).description;
            skill.body = live.value(edited.skillMdPath).body;
            skill.tools = declaredTools(skill.body);
        }
    timer.restart();
    TokenReportOptions options;
    options.dialect = dialect;
    options.contextWindowTokens = window;
    const TokenReport expected = buildTokenReport(skills, options);
    const double baselineEditMs = ms(timer) + 0; // counting only (the docs were read above)

    out << QStringLiteral("baseline, one-shot report per edit (read docs + count all): %1 ms\n")
               .arg(baselineMs, 0, 'f', 1);
    out << QStringLiteral("  of which counting only:                                 %1 ms\n")
               .arg(baselineEditMs, 0, 'f', 1);
    out << QStringLiteral("BudgetWork, first report (cold):                          %1 ms\n").arg(coldMs, 0, 'f', 1);
    out << QStringLiteral("BudgetWork, after one unsaved edit (median of 7):         %1 ms (counted %2 skill)\n")
               .arg(editMedian, 0, 'f', 1)
               .arg(work.countedSkills());
    out << QStringLiteral("ratio baseline / edit: %1x\n").arg(baselineMs / qMax(0.001, editMedian), 0, 'f', 1);
    const bool same = expected.catalogTokens == last.catalogTokens && expected.bodyTokens == last.bodyTokens
        && expected.docTokens == last.docTokens;
    out << "same figures as the one-shot report: " << (same ? "yes" : "NO") << " (catalog " << last.catalogTokens
        << " tokens, bodies " << last.bodyTokens << ", docs " << last.docTokens << ")\n";
    return same ? 0 : 1;
}
