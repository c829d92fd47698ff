// The bundled skills (skills/): each is valid under every rule set (spec, Claude upload, tRPC-Agent, advice),
// its scripts use only what Debian 12 has, and every command documented in its SKILL.md runs through the real
// workspace (sw::Workspace + sw::RunJob, sandboxed when bubblewrap works) and produces the files it promises.
#include "bundledskills.h"

#include "skill/skilldocument.h"
#include "skill/skillfolder.h"
#include "skill/validator.h"
#include "tokens/tokenizer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;
using namespace sw::test;

namespace {

struct CommandCase
{
    QString command;
    QStringList inputs; // fixture files (tests/skills/data/inputs/) staged into work/inputs/
    QStringList outputs; // files the command promises, relative to the workspace root
    QString stdoutContains;
    QList<QPair<QString, QString>> fileContains; // output file -> expected substring
};

QString input(const char *name)
{
    return QStringLiteral(SW_TEST_DATA_DIR "/inputs/") + QLatin1String(name);
}

// Every documented command, in SKILL.md order, with what it must produce. A command added to a SKILL.md
// without a row here fails the test, so documentation and proof stay together.
QMap<QString, QList<CommandCase>> commandTable()
{
    QMap<QString, QList<CommandCase>> t;
    t[QStringLiteral("python-math")] = {
        { QStringLiteral("python3 scripts/fib.py 20 out/fib.txt"), {}, { QStringLiteral("out/fib.txt") },
            QStringLiteral("F(19) = 4181"), { { QStringLiteral("out/fib.txt"), QStringLiteral("2584\n4181\n") } } },
        { QStringLiteral("python3 scripts/primes.py 1000 out/primes.txt"), {}, { QStringLiteral("out/primes.txt") },
            QStringLiteral("168 primes up to 1000"),
            { { QStringLiteral("out/primes.txt"), QStringLiteral("# largest gap: 20 (between 887 and 907)") } } },
        { QStringLiteral("python3 scripts/stats.py --out out/stats.json 12 7 3 21 9 14 7 18"), {},
            { QStringLiteral("out/stats.json") }, QStringLiteral("n=8 mean=11.375 median=10.5"),
            { { QStringLiteral("out/stats.json"), QStringLiteral("\"stdev\": 6.069538") } } },
        { QStringLiteral("python3 scripts/stats.py --out out/numbers-stats.json --file inputs/numbers.txt"),
            { input("numbers.txt") }, { QStringLiteral("out/numbers-stats.json") },
            QStringLiteral("n=7 mean=140.714286 median=110.0"), {} },
    };
    t[QStringLiteral("user-file-ops")] = {
        { QStringLiteral("bash scripts/summarize_file.sh inputs/notes.txt out/notes-summary.txt"),
            { input("notes.txt") }, { QStringLiteral("out/notes-summary.txt") },
            QStringLiteral("(8 lines, 44 words, 269 bytes)"),
            { { QStringLiteral("out/notes-summary.txt"), QStringLiteral("Lines: 8\nWords: 44\nBytes: 269\n") } } },
        { QStringLiteral("bash scripts/summarize_file.sh inputs/notes.txt out/notes-head.txt 5"), {},
            { QStringLiteral("out/notes-head.txt") }, QStringLiteral("summarised inputs/notes.txt"),
            { { QStringLiteral("out/notes-head.txt"), QStringLiteral("First 5 non-empty lines:") } } },
        { QStringLiteral("python3 scripts/word_freq.py inputs/notes.txt 15 out/notes-words.csv"), {},
            { QStringLiteral("out/notes-words.csv") }, QStringLiteral("top word 'skills' x4"),
            { { QStringLiteral("out/notes-words.csv"), QStringLiteral("word,count\r\nskills,4\r\n") } } },
    };
    t[QStringLiteral("weather-tools")] = {
        { QStringLiteral("python3 scripts/weather.py current Beijing --out out/weather-beijing.json"), {},
            { QStringLiteral("out/weather-beijing.json") }, QStringLiteral("Beijing: -0.9 C"),
            { { QStringLiteral("out/weather-beijing.json"), QStringLiteral("\"condition\": \"Clear\"") } } },
        { QStringLiteral("python3 scripts/weather.py forecast Shanghai --days 3 --out out/forecast-shanghai.json"), {},
            { QStringLiteral("out/forecast-shanghai.json") }, QStringLiteral("Shanghai, 3 days:"), {} },
        { QStringLiteral("python3 scripts/weather.py search newcastle --out out/city-search.json"), {},
            { QStringLiteral("out/city-search.json") }, QStringLiteral("2 match(es) for 'newcastle'"), {} },
        { QStringLiteral(
              "python3 scripts/weather.py compare Beijing London \"New York\" --out out/weather-compare.json"),
            {}, { QStringLiteral("out/weather-compare.json") }, QStringLiteral("warmest: London"), {} },
    };
    const QStringList salesFiles { QStringLiteral("out/sales-summary.csv"), QStringLiteral("out/sales-summary.json"),
        QStringLiteral("out/sales-chart.svg"), QStringLiteral("out/sales-chart.png"),
        QStringLiteral("out/sales-report.md") };
    const QStringList dataFiles { QStringLiteral("out/data-summary.csv"), QStringLiteral("out/data-summary.json"),
        QStringLiteral("out/data-chart.svg"), QStringLiteral("out/data-chart.png"),
        QStringLiteral("out/data-report.md") };
    t[QStringLiteral("data-report")] = {
        { QStringLiteral(
              "python3 scripts/report.py assets/sales-2026-h1.csv --group region --value revenue --name sales"),
            {}, salesFiles, QStringLiteral("total revenue 136,701.00; top Online (28.6%)"),
            { { QStringLiteral("out/sales-summary.csv"),
                  QStringLiteral("Online,18,39157.0,2175.39,1290.0,2891.0,28.6") },
                { QStringLiteral("out/sales-report.md"), QStringLiteral("![revenue by region](sales-chart.svg)") } } },
        { QStringLiteral("python3 scripts/report.py inputs/data.csv --name data"), { input("data.csv") }, dataFiles,
            QStringLiteral("4 groups of category; total amount 1,973.84"),
            { { QStringLiteral("out/data-summary.csv"), QStringLiteral("Travel,3,1678.9,559.63,86.4,1180.0,85.1") } } },
    };
    t[QStringLiteral("skill-author")] = {
        { QStringLiteral(
              "python3 scripts/new_skill.py csv-cleaner --description \"Cleans messy CSV exports (encodings, "
              "delimiters, blank rows). Use when a CSV fails to load or looks garbled.\" --out out"),
            {}, { QStringLiteral("out/csv-cleaner/SKILL.md") }, QStringLiteral("created out/csv-cleaner/SKILL.md"),
            { { QStringLiteral("out/csv-cleaner/SKILL.md"), QStringLiteral("---\nname: csv-cleaner\n") } } },
        { QStringLiteral("python3 scripts/check_skill.py out/csv-cleaner --report out/csv-cleaner-check.json"), {},
            { QStringLiteral("out/csv-cleaner-check.json") }, QStringLiteral("0 error(s), 0 warning(s)"),
            { { QStringLiteral("out/csv-cleaner-check.json"), QStringLiteral("\"valid\": true") } } },
    };
    t[QStringLiteral("doc-heavy")] = {}; // knowledge only: no commands
    return t;
}

const QStringList kExpectedSkills { QStringLiteral("data-report"), QStringLiteral("doc-heavy"),
    QStringLiteral("python-math"), QStringLiteral("skill-author"), QStringLiteral("user-file-ops"),
    QStringLiteral("weather-tools") };

QString frontmatterValue(const QString &frontmatter, const QString &key)
{
    const QRegularExpression re(
        QStringLiteral("^%1:[ \\t]*(.*)$").arg(QRegularExpression::escape(key)), QRegularExpression::MultilineOption);
    const auto match = re.match(frontmatter);
    return match.hasMatch() ? match.captured(1).trimmed() : QString();
}

} // namespace

class TestBundledSkills : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void skillSet();
    void specRules_data();
    void specRules();
    void folderRules_data();
    void folderRules();
    void scriptsUseDebianOnly();
    void weatherToolsDeclared();
    void validator_data();
    void validator();
    void documentedCommandsRun_data();
    void documentedCommandsRun();
};

void TestBundledSkills::skillSet()
{
    QCOMPARE(bundledSkillNames(), kExpectedSkills);
    QCOMPARE(commandTable().keys(), kExpectedSkills);
}

void TestBundledSkills::specRules_data()
{
    QTest::addColumn<QString>("skill");
    for (const QString &name : bundledSkillNames())
        QTest::newRow(qPrintable(name)) << name;
}

// Frontmatter rules of the spec (1.1-1.2), Claude upload (1.3) and the tRPC-Go lenient reader (2): the strict and
// lenient readings must agree, so values are plain one-line scalars without quotes, `: ` or ` #`.
void TestBundledSkills::specRules()
{
    QFETCH(QString, skill);
    const QString text = readText(bundledSkillsRoot() + QLatin1Char('/') + skill + QStringLiteral("/SKILL.md"));
    QVERIFY(!text.isEmpty());
    QVERIFY2(!text.startsWith(QChar(0xFEFF)), "no BOM");
    QVERIFY2(!text.contains(QLatin1Char('\r')), "LF line endings");
    QString frontmatter, body;
    QVERIFY2(splitSkillMd(text, &frontmatter, &body), "frontmatter between --- lines");

    const QStringList allowed { QStringLiteral("name"), QStringLiteral("description"), QStringLiteral("license"),
        QStringLiteral("compatibility"), QStringLiteral("metadata"), QStringLiteral("allowed-tools") };
    QStringList keys;
    for (const QString &line : frontmatter.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QVERIFY2(!line.startsWith(QLatin1Char(' ')) && line.contains(QLatin1String(": ")),
            qPrintable(QStringLiteral("one `key: value` per line: ") + line));
        const QString key = line.section(QLatin1Char(':'), 0, 0);
        QVERIFY2(allowed.contains(key), qPrintable(QStringLiteral("unexpected field ") + key));
        QVERIFY2(!keys.contains(key), qPrintable(QStringLiteral("duplicate field ") + key));
        keys << key;
        const QString value = line.section(QLatin1String(": "), 1);
        QVERIFY2(!value.contains(QLatin1String(": ")) && !value.contains(QLatin1String(" #")),
            qPrintable(QStringLiteral("value YAML and tRPC-Go read differently: ") + line));
        QVERIFY2(!value.startsWith(QLatin1Char('"')) && !value.startsWith(QLatin1Char('\'')),
            qPrintable(QStringLiteral("quoted value (tRPC-Go keeps quotes): ") + line));
        QVERIFY2(
            !QStringLiteral("|>[{&*!%@`").contains(value.at(0)), qPrintable(QStringLiteral("plain scalar: ") + line));
    }

    const QString name = frontmatterValue(frontmatter, QStringLiteral("name"));
    QCOMPARE(name, skill); // name == folder
    QVERIFY(QRegularExpression(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$")).match(name).hasMatch());
    QVERIFY(name.size() <= 64);
    QVERIFY(!name.contains(QLatin1String("claude")) && !name.contains(QLatin1String("anthropic")));

    const QString description = frontmatterValue(frontmatter, QStringLiteral("description"));
    QVERIFY(description.size() >= 1 && description.size() <= 1024);
    QVERIFY2(!description.contains(QLatin1Char('<')) && !description.contains(QLatin1Char('>')), "no angle brackets");
    QVERIFY(!description.contains(QLatin1String("claude"), Qt::CaseInsensitive));
    QVERIFY(!description.contains(QLatin1String("anthropic"), Qt::CaseInsensitive));
    QVERIFY2(description.contains(QLatin1String("Use when")), "description says when to use the skill");
    const QString compatibility = frontmatterValue(frontmatter, QStringLiteral("compatibility"));
    QVERIFY(compatibility.size() <= 500);

    // Size advice: SKILL.md under 500 lines, body well under 5,000 tokens, catalog line about 50-100 tokens.
    QVERIFY(text.count(QLatin1Char('\n')) < 500);
    const int bodyTokens = countTokens(body);
    const int catalogTokens = countTokens(QStringLiteral("- %1: %2").arg(name, description));
    qInfo("%s: body %d tokens, catalog line %d tokens", qPrintable(skill), bodyTokens, catalogTokens);
    QVERIFY2(bodyTokens < 2500, "body stays concise");
    QVERIFY2(catalogTokens <= 100, "catalog line about 50-100 tokens");
}

void TestBundledSkills::folderRules_data()
{
    specRules_data();
}

// Folder advice: files one level deep, every file referenced from SKILL.md, long docs with a table of contents,
// nothing generated or cached shipped.
void TestBundledSkills::folderRules()
{
    QFETCH(QString, skill);
    const QString folder = bundledSkillsRoot() + QLatin1Char('/') + skill;
    QString frontmatter, body;
    QVERIFY(splitSkillMd(readText(folder + QStringLiteral("/SKILL.md")), &frontmatter, &body));
    const QStringList knownFolders { QStringLiteral("scripts"), QStringLiteral("references"), QStringLiteral("assets"),
        QStringLiteral("evals") };
    for (const QString &file : filesOf(folder)) {
        const QStringList parts = file.split(QLatin1Char('/'));
        QVERIFY2(parts.size() <= 2, qPrintable(file + QStringLiteral(" is deeper than one level")));
        QVERIFY2(!file.contains(QLatin1String("__pycache__")) && !file.endsWith(QLatin1String(".pyc"))
                && !QFileInfo(file).fileName().startsWith(QLatin1Char('.')),
            qPrintable(file));
        if (file == QLatin1String("SKILL.md"))
            continue;
        QVERIFY2(parts.size() == 2 && knownFolders.contains(parts.first()), qPrintable(file));
        if (parts.first() != QLatin1String("evals"))
            QVERIFY2(body.contains(file), qPrintable(file + QStringLiteral(" is not referenced from SKILL.md")));
        if (parts.first() == QLatin1String("evals")) {
            QJsonParseError error;
            const QJsonDocument doc
                = QJsonDocument::fromJson(readText(folder + QLatin1Char('/') + file).toUtf8(), &error);
            QCOMPARE(error.error, QJsonParseError::NoError);
            QCOMPARE(doc.object().value(QStringLiteral("skill_name")).toString(), skill);
            QVERIFY(!doc.object().value(QStringLiteral("evals")).toArray().isEmpty());
        }
        const QString lower = file.toLower();
        if (lower.endsWith(QLatin1String(".md")) || lower.endsWith(QLatin1String(".txt"))) {
            const QString doc = readText(folder + QLatin1Char('/') + file);
            if (doc.count(QLatin1Char('\n')) > 300) {
                const QString head = doc.section(QLatin1Char('\n'), 0, 39);
                QVERIFY2(QRegularExpression(
                             QStringLiteral("^#+\\s*(Contents|Table of contents)"), QRegularExpression::MultilineOption)
                             .match(head)
                             .hasMatch(),
                    qPrintable(file + QStringLiteral(" has over 300 lines and needs a table of contents")));
            }
        }
    }
    // Relative links in the body point to files that exist.
    const QRegularExpression link(QStringLiteral("\\]\\(([^)#:]+)\\)"));
    for (auto it = link.globalMatch(body); it.hasNext();) {
        const QString target = it.next().captured(1);
        QVERIFY2(QFileInfo::exists(folder + QLatin1Char('/') + target), qPrintable(target));
    }
}

// Scripts run with what Debian 12 ships: python3 with standard-library imports only (or a sibling script),
// bash scripts that parse.
void TestBundledSkills::scriptsUseDebianOnly()
{
    const QString checker = QStringLiteral(R"PY(
import ast, os, sys
bad = []
for path in sys.argv[1:]:
    here = os.path.dirname(path)
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    for node in ast.walk(tree):
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 else []
        for name in names:
            top = name.split(".")[0]
            if top not in sys.stdlib_module_names and not os.path.exists(os.path.join(here, top + ".py")):
                bad.append(f"{path}: imports {name}")
print("\n".join(bad))
sys.exit(1 if bad else 0)
)PY");
    QStringList pythonScripts, bashScripts;
    for (const QString &skill : bundledSkillNames()) {
        const QString folder = bundledSkillsRoot() + QLatin1Char('/') + skill;
        for (const QString &file : filesOf(folder)) {
            if (file.endsWith(QLatin1String(".py")))
                pythonScripts << folder + QLatin1Char('/') + file;
            else if (file.endsWith(QLatin1String(".sh")))
                bashScripts << folder + QLatin1Char('/') + file;
        }
    }
    QVERIFY(pythonScripts.size() >= 8);
    QProcess python;
    python.start(QStringLiteral("python3"),
        QStringList { QStringLiteral("-I"), QStringLiteral("-S"), QStringLiteral("-c"), checker } + pythonScripts);
    QVERIFY(python.waitForFinished(30000));
    QVERIFY2(python.exitCode() == 0, python.readAllStandardOutput().constData());
    for (const QString &script : bashScripts) {
        QProcess bash;
        bash.start(QStringLiteral("bash"), { QStringLiteral("-n"), script });
        QVERIFY(bash.waitForFinished(10000));
        QVERIFY2(bash.exitCode() == 0, qPrintable(script + QString::fromUtf8(bash.readAllStandardError())));
    }
}

void TestBundledSkills::weatherToolsDeclared()
{
    QString frontmatter, body;
    QVERIFY(
        splitSkillMd(readText(bundledSkillsRoot() + QStringLiteral("/weather-tools/SKILL.md")), &frontmatter, &body));
    const QStringList expected { QStringLiteral("get_current_weather"), QStringLiteral("get_weather_forecast"),
        QStringLiteral("search_city_by_name"), QStringLiteral("compare_cities") };
    QCOMPARE(declaredToolsOf(body), expected);
    QCOMPARE(declaredTools(body), expected); // engineer A's reading of the section
    // Each declared tool names its command-line twin in the body.
    for (const QString &tool : expected)
        QVERIFY2(body.contains(QStringLiteral("(`%1`)").arg(tool)), qPrintable(tool));
    // No other bundled skill declares tools.
    for (const QString &skill : bundledSkillNames()) {
        if (skill == QLatin1String("weather-tools"))
            continue;
        QString fm, b;
        QVERIFY(splitSkillMd(
            readText(bundledSkillsRoot() + QLatin1Char('/') + skill + QStringLiteral("/SKILL.md")), &fm, &b));
        QVERIFY2(declaredToolsOf(b).isEmpty(), qPrintable(skill));
    }
}

void TestBundledSkills::validator_data()
{
    specRules_data();
}

// Engineer A's validator with every rule set: no errors and no warnings on any bundled skill.
void TestBundledSkills::validator()
{
    QFETCH(QString, skill);
    const QString folder = bundledSkillsRoot() + QLatin1Char('/') + skill;
    QString error;
    const auto document = readSkillDocument(folder, &error);
    QVERIFY2(document.has_value(), qPrintable(error));
    // YAML and tRPC-Go's line reader see the same name and description (no quotes kept, nothing defaulted).
    QVERIFY(document->lenient.hasFrontmatter);
    QCOMPARE(document->lenient.name, document->name());
    QVERIFY(!document->lenient.nameDefaulted);
    QCOMPARE(document->lenient.description, document->description());
    QCOMPARE(document->name(), skill);
    const SkillFolderInventory inventory = inventorySkillFolder(folder);
    ValidationContext context;
    context.countTokens = [](const QString &text) { return countTokens(text); };
    const QList<Diagnostic> diagnostics = validateSkill(*document, inventory, allRuleSets(), context);
    QStringList problems;
    for (const Diagnostic &d : diagnostics) {
        const QString line = QStringLiteral("%1:%2: [%3] %4").arg(d.file).arg(d.line).arg(d.rule, d.message);
        if (d.severity == Severity::Info)
            qInfo("%s: info %s", qPrintable(skill), qPrintable(line));
        else
            problems << line;
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));

    // Control: the same skill in a folder with another name is an error, so the clean verdict above is real.
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    const QString renamed = temp.path() + QStringLiteral("/renamed-copy");
    QVERIFY(QDir().mkpath(renamed));
    QVERIFY(QFile::copy(folder + QStringLiteral("/SKILL.md"), renamed + QStringLiteral("/SKILL.md")));
    const SkillValidation control = validateSkillAt(renamed, allRuleSets(), context);
    QVERIFY(!control.isValid());
}

void TestBundledSkills::documentedCommandsRun_data()
{
    specRules_data();
}

void TestBundledSkills::documentedCommandsRun()
{
    QFETCH(QString, skill);
    QString frontmatter, body;
    QVERIFY(splitSkillMd(
        readText(bundledSkillsRoot() + QLatin1Char('/') + skill + QStringLiteral("/SKILL.md")), &frontmatter, &body));
    const QList<CommandCase> cases = commandTable().value(skill);
    QStringList tabled;
    for (const CommandCase &c : cases)
        tabled << c.command;
    QCOMPARE(documentedCommands(body), tabled);
    if (cases.isEmpty())
        return;

    QTemporaryDir workRoot;
    QVERIFY(workRoot.isValid());
    QString error;
    const auto workspace = Workspace::create(workRoot.path(), QStringLiteral("tst-") + skill, &error);
    QVERIFY2(workspace.has_value(), qPrintable(error));
    for (const CommandCase &c : cases) {
        const RunResult result = runSkillCommand(*workspace, skill, c.command, c.outputs, c.inputs);
        const QString context = QStringLiteral("%1\nexecutor: %2\nexit %3, error '%4'\nstdout: %5\nstderr: %6")
                                    .arg(c.command, executorKindName(result.executor))
                                    .arg(result.exitCode)
                                    .arg(result.error, result.stdoutText, result.stderrText);
        qInfo("%s: %s (%s, %lld ms)", qPrintable(skill), qPrintable(c.command),
            qPrintable(executorKindName(result.executor)), result.durationMs);
        QVERIFY2(result.ok(), qPrintable(context));
        QVERIFY2(result.stderrText.isEmpty(), qPrintable(context));
        QVERIFY2(result.stdoutText.contains(c.stdoutContains), qPrintable(context));
        QStringList produced;
        for (const OutputFile &file : result.outputFiles)
            produced << file.name;
        produced.sort();
        QStringList promised = c.outputs;
        promised.sort();
        QCOMPARE(produced, promised);
        for (const OutputFile &file : result.outputFiles) {
            QVERIFY2(file.sizeBytes > 0, qPrintable(file.name));
            const QString problem = checkOutputFile(workspace->root() + QLatin1Char('/') + file.name);
            QVERIFY2(problem.isEmpty(), qPrintable(file.name + QStringLiteral(": ") + problem));
        }
        for (const auto &[name, expected] : c.fileContains) {
            const QString content = readText(workspace->root() + QLatin1Char('/') + name);
            QVERIFY2(content.contains(expected), qPrintable(name + QStringLiteral(":\n") + content));
        }
    }
    // The skill's working copy is untouched by its own runs (no caches, nothing written beside the scripts).
    const QStringList staged = filesOf(workspace->skillDir(skill));
    QCOMPARE(staged, filesOf(bundledSkillsRoot() + QLatin1Char('/') + skill));
}

QTEST_GUILESS_MAIN(TestBundledSkills)
#include "tst_bundledskills.moc"
