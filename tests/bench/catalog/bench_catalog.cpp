// Benchmark: catalog rendering and the token report for N generated skills (default 10,000), cold and after
// editing one skill, beside the baseline of recounting everything without the per-skill cache.
// Usage: bench_catalog [--skills N] [--root FOLDER]   (with --root, skills are read from disk; else generated)
//        bench_catalog --generate FOLDER N              (writes N generated skill folders for the CLI timings)
#include "catalog/catalogrenderer.h"
#include "catalog/skillsource.h"
#include "catalog/tokenreport.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTextStream>

using namespace sw;

namespace {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QString paragraph(int seed, int sentences)
{
    static const char *const words[] = { "data", "report", "chart", "skill", "workspace", "script", "output", "file",
        "summary", "table", "column", "value", "render", "check", "token", "run" };
    QString text;
    for (int s = 0; s < sentences; ++s) {
        for (int w = 0; w < 12; ++w)
            text += QString::fromLatin1(words[(seed * 7 + s * 13 + w * 5) % 16]) + (w == 11 ? ". " : " ");
    }
    return text;
}

QList<ReportSkill> generate(int count)
{
    QList<ReportSkill> skills;
    skills.reserve(count);
    for (int i = 0; i < count; ++i) {
        ReportSkill s;
        s.name = QStringLiteral("skill-%1").arg(i, 5, 10, QLatin1Char('0'));
        s.description = QStringLiteral("Handles task family %1: %2Use when the user mentions topic %3.")
                            .arg(i)
                            .arg(paragraph(i, 1))
                            .arg(i % 97);
        s.location = QStringLiteral("/repo/skills/%1/SKILL.md").arg(s.name);
        s.body = QStringLiteral("# %1\n\n## Steps\n\n%2\n\n## Notes\n\n%3 第%4步：检查输出。\n")
                     .arg(s.name, paragraph(i, 20), paragraph(i + 1, 8))
                     .arg(i);
        if (i % 3 == 0)
            s.docs.append({ QStringLiteral("references/guide.md"), paragraph(i + 2, 30) });
        if (i % 5 == 0)
            s.tools = QStringList { QStringLiteral("read_csv"), QStringLiteral("draw_chart") };
        skills << s;
    }
    return skills;
}

double ms(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int count = 10000;
    QString root;
    const QStringList args = app.arguments();
    if (args.size() == 4 && args[1] == QLatin1String("--generate")) {
        for (const ReportSkill &s : generate(args[3].toInt())) {
            const QString folder = QDir(args[2]).filePath(s.name);
            QDir().mkpath(folder + QStringLiteral("/references"));
            QFile md(folder + QStringLiteral("/SKILL.md"));
            if (!md.open(QIODevice::WriteOnly))
                return 2;
            QString text = QStringLiteral("---\nname: %1\ndescription: %2\n---\n").arg(s.name, s.description) + s.body;
            if (!s.tools.isEmpty())
                text += QStringLiteral("\nTools:\n- ") + s.tools.join(QStringLiteral("\n- ")) + QLatin1Char('\n');
            md.write(text.toUtf8());
            for (const ReportDoc &doc : s.docs) {
                QFile f(QDir(folder).filePath(doc.path));
                if (!f.open(QIODevice::WriteOnly))
                    return 2;
                f.write(doc.content.toUtf8());
            }
        }
        return 0;
    }
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--skills"))
            count = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--root"))
            root = args[i + 1];
    }

    QElapsedTimer t;
    QList<ReportSkill> skills;
    t.start();
    if (root.isEmpty()) {
        skills = generate(count);
        out() << "generated " << skills.size() << " skills in memory: " << ms(t) << " ms\n";
    } else {
        skills = loadSkillsFromRoots({ root }).skills;
        out() << "loaded " << skills.size() << " skills from " << root << ": " << ms(t) << " ms\n";
    }
    qint64 bytes = 0;
    for (const ReportSkill &s : skills) {
        bytes += s.body.toUtf8().size() + s.description.toUtf8().size();
        for (const ReportDoc &d : s.docs)
            bytes += d.content.toUtf8().size();
    }
    out() << "content: " << QString::number(double(bytes) / 1e6, 'f', 2) << " MB\n";

    // Tokenizer loading is not part of the figures below.
    t.start();
    (void)Tokenizer::forEncoding(Encoding::O200kBase)->count("warm up");
    out() << "tokenizer load: " << ms(t) << " ms\n\n";

    const QList<CatalogSkill> catalog = catalogSkillsOf(skills);
    out() << "catalog rendering (" << catalog.size() << " skills):\n";
    for (const QString &dialect : builtinCatalogDialectNames()) {
        CatalogOptions options;
        options.latestUserMessage = QStringLiteral("make a chart report from this data table");
        t.start();
        const QString text = renderCatalog(dialect, catalog, options);
        const double renderMs = ms(t);
        t.start();
        const int tokens = Tokenizer::forEncoding(Encoding::O200kBase)->count(text.toUtf8());
        out() << "  " << dialect.leftJustified(16) << QString::number(renderMs, 'f', 1).rightJustified(8) << " ms  "
              << QString::number(text.size()).rightJustified(9) << " chars  "
              << QString::number(tokens).rightJustified(8) << " tokens (counted in " << QString::number(ms(t), 'f', 1)
              << " ms)\n";
    }
    out() << "\n";
    out().flush();

    TokenReportOptions options; // trpc-go, o200k_base
    TokenReportBuilder builder(options);
    t.start();
    builder.setSkills(skills);
    TokenReport report = builder.report();
    const double coldMs = ms(t);
    out() << "token report, cold (" << builder.countedSkills()
          << " skills counted): " << QString::number(coldMs, 'f', 1) << " ms; catalog " << report.catalogTokens
          << " tokens, bodies " << report.bodyTokens << ", docs " << report.docTokens << ", saving (all docs) "
          << QString::number(report.savingAllPercent, 'f', 2) << "%\n";

    // Edit one skill (description and body) and report again with the cache.
    QList<ReportSkill> edited = skills;
    const int index = int(edited.size() / 2);
    edited[index].description += QStringLiteral(" Edited.");
    edited[index].body += QStringLiteral("\nOne more step.\n");
    t.start();
    builder.setSkills(edited);
    const TokenReport incremental = builder.report();
    const double editMs = ms(t);
    out() << "token report, after editing one skill (setSkills; " << builder.countedSkills() << " counted, "
          << builder.reusedSkills() << " reused): " << QString::number(editMs, 'f', 1) << " ms\n";

    edited[index].body += QStringLiteral("\nAnd another.\n");
    t.start();
    builder.updateSkill(edited[index]);
    const TokenReport updated = builder.report();
    const double updateMs = ms(t);
    out() << "token report, after editing one skill (updateSkill): " << QString::number(updateMs, 'f', 1) << " ms\n";

    // Baseline: the same edited set counted from scratch (no per-skill cache).
    t.start();
    const TokenReport fresh = buildTokenReport(edited, options);
    const double baselineMs = ms(t);
    out() << "baseline, full recount without cache: " << QString::number(baselineMs, 'f', 1) << " ms\n";
    const bool same = fresh.toJson() == updated.toJson();
    out() << "incremental result identical to full recount: " << (same ? "yes" : "NO") << "\n";
    out() << "speed-up of the edit path over the full recount: setSkills "
          << QString::number(baselineMs / editMs, 'f', 1) << "x, updateSkill "
          << QString::number(baselineMs / updateMs, 'f', 1) << "x\n";
    out().flush();
    (void)incremental;
    return same ? 0 : 1;
}
