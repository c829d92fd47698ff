// Tests of the window's translation of validator texts: the window's table covers every text id of the core
// (with no placeholder the core does not fill), zh_CN translates every entry, and the window shows the translated
// texts while the core's diagnostics (the CLI's output) stay in English.
#include "editor/diagnosticsrunner.h"
#include "editor/diagnostictranslation.h"
#include "markingtranslator.h"

#include "skill/diagnostictext.h"
#include "skill/skillfolder.h"
#include "skill/validator.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

using namespace sw;
using namespace sw::ui;

namespace {

QSet<QString> placeholders(const QString &text)
{
    QSet<QString> out;
    static const QRegularExpression re(QStringLiteral("%(\\d+)"));
    for (const QRegularExpressionMatch &m : re.globalMatch(text))
        out.insert(m.captured(1));
    return out;
}

} // namespace

class TestDiagnosticTranslation : public QObject
{
    Q_OBJECT
private slots:
    void windowTableCoversTheCore();
    void zhCnTranslatesEveryText();
    void windowTranslatesCliStaysEnglish();
    void problemsUseTheLibrarysRuleSets();
};

void TestDiagnosticTranslation::windowTableCoversTheCore()
{
    QHash<QString, QString> window;
    for (const WindowDiagnosticText &t : windowDiagnosticTexts()) {
        QVERIFY2(!window.contains(QLatin1String(t.id)), t.id);
        window.insert(QLatin1String(t.id), QString::fromUtf8(t.source));
    }
    for (const DiagnosticTemplate &t : diagnosticTemplates()) {
        const QString id = QLatin1String(t.id);
        QVERIFY2(window.contains(id), qPrintable(QStringLiteral("no window text for ") + id));
        QVERIFY2(placeholders(window.value(id)).subtract(placeholders(QString::fromUtf8(t.english))).isEmpty(),
            qPrintable(id));
        window.remove(id);
    }
    QVERIFY2(window.isEmpty(), qPrintable(QStringList(window.keys()).join(u' ')));
    // The CLI keeps skills-ref's wording with its Python list; the window says it plainly.
    const DiagnosticText unexpected { QStringLiteral("spec/unexpected-fields"),
        { QStringLiteral("author, version"), QStringLiteral("['allowed-tools', 'compatibility']") } };
    QCOMPARE(englishText(unexpected),
        QStringLiteral("Unexpected fields in frontmatter: author, version. Only ['allowed-tools', 'compatibility'] are "
                       "allowed."));
    QCOMPARE(translatedText(unexpected),
        QStringLiteral("Not a field of the specification: author, version. The allowed fields are name, description, "
                       "license, compatibility, metadata and allowed-tools."));
}

void TestDiagnosticTranslation::zhCnTranslatesEveryText()
{
    QFile ts(QStringLiteral(SW_SOURCE_DIR "/resources/i18n/skillworkbench_zh_CN.ts"));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    QHash<QString, QString> translated; // source -> translation, context sw::ui::DiagnosticText, finished only
    QXmlStreamReader xml(&ts);
    QString context;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation") && context == QLatin1String("sw::ui::DiagnosticText")) {
            const bool unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            const QString text = xml.readElementText();
            if (!unfinished && !text.isEmpty())
                translated.insert(source, text);
        }
    }
    QStringList missing;
    for (const WindowDiagnosticText &t : windowDiagnosticTexts()) {
        const QString text = QString::fromUtf8(t.source);
        if (!translated.contains(text))
            missing << QLatin1String(t.id);
        else
            QCOMPARE(placeholders(translated.value(text)), placeholders(text));
    }
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("untranslated: ") + missing.join(u' ')));
}

void TestDiagnosticTranslation::windowTranslatesCliStaysEnglish()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("demo/SKILL.md"));
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("demo"))));
    const QByteArray raw = "---\nname: demo\ndescription: Turns tables into charts. Use when: asked.\n---\nbody\n";
    test::MarkingTranslator marker("sw::ui::DiagnosticText");
    QCoreApplication::installTranslator(&marker);
    const ProblemList problems = diagnoseSkillMd(raw, path);
    QCoreApplication::removeTranslator(&marker);
    const auto it = std::find_if(problems.cbegin(), problems.cend(),
        [](const Problem &p) { return p.rule == QLatin1String("spec/yaml-invalid"); });
    QVERIFY(it != problems.cend());
    QCOMPARE(it->message,
        QStringLiteral(
            "«The value of 'description' has an unquoted ': ', which YAML reads as the start of another key"));
    QVERIFY(it->fixHint.startsWith(u"«"));
    QCOMPARE(it->fixes.size(), 2);
    QVERIFY(it->fixes[0].label.startsWith(QStringLiteral("«Rewrite without the colon: Turns tables")));
    // The core's diagnostic (what the CLI prints) is untouched by the window's language.
    const SkillDocument doc = parseSkillDocument(raw, path, QStringLiteral("demo"));
    const QList<Diagnostic> diagnostics = validateSkill(doc, {}, RuleSet::Spec);
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics[0].message,
        QStringLiteral("Invalid YAML in frontmatter: the value of 'description' has an unquoted ': ', which YAML reads "
                       "as the start of another key"));
    QCOMPARE(diagnostics[0].fixes[0].label,
        QStringLiteral("Rewrite without the colon: Turns tables into charts. Use when as..."));
}

void TestDiagnosticTranslation::problemsUseTheLibrarysRuleSets()
{
    // A skill Codex reads differently (its agents/openai.yaml is invalid): the Library counts the codex rule, and the
    // editor's Problems list has exactly the Library's diagnostics, Claude Code's and Codex's rule sets included.
    QTemporaryDir dir;
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("demo/agents"))));
    QFile yaml(dir.filePath(QStringLiteral("demo/agents/openai.yaml")));
    QVERIFY(yaml.open(QIODevice::WriteOnly));
    yaml.write("policy:\n  allow_implicit_invocation: maybe\n");
    yaml.close();
    const QString path = dir.filePath(QStringLiteral("demo/SKILL.md"));
    const QByteArray raw = "---\nname: demo\ndescription: Turns tables into charts.\n---\nbody\n";
    const ProblemList problems = diagnoseSkillMd(raw, path);
    QStringList shown;
    for (const Problem &p : problems)
        shown << p.rule;
    const SkillDocument doc = parseSkillDocument(raw, path, QStringLiteral("demo"));
    QStringList library;
    for (const Diagnostic &d : validateSkill(doc, inventorySkillFolder(dir.filePath("demo")), allRuleSets()))
        library << d.rule;
    QVERIFY2(library.contains(QStringLiteral("codex/openai-yaml-invalid")), qPrintable(library.join(' ')));
    QCOMPARE(shown, library);
}

QTEST_MAIN(TestDiagnosticTranslation)
#include "tst_diagnostictranslation.moc"
