// Counts read as English does ("1 skill", "3 skills", "1 error"), not "skill(s)": the English translation holds
// the numerus forms of every "%n …(s)" string, and installTranslations() loads it for English and for a language
// without a translation; zh_CN still gets its own.
#include "editor/problemsmodel.h"
#include "editor/problemspanel.h"
#include "shell/statusfields.h"
#include "shell/translations.h"
#include "welcome/scenariocatalog.h"

#include <QFile>
#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace sw::ui;

namespace {
Problem problem(ProblemSeverity severity)
{
    Problem p;
    p.rule = QStringLiteral("r");
    p.severity = severity;
    p.file = QStringLiteral("/tmp/s/SKILL.md");
    p.line = 1;
    p.message = QStringLiteral("m");
    return p;
}
} // namespace

class TestPlurals : public QObject
{
    Q_OBJECT
private slots:
    void englishCountsReadAsEnglish()
    {
        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
        QStatusBar bar;
        StatusFields fields(&bar);
        auto *repository = bar.findChild<QLabel *>(QStringLiteral("statusRepository"));
        QVERIFY(repository);
        fields.setRepository(1, 0, 0, false);
        QCOMPARE(repository->text(), QStringLiteral("1 skill · 0 errors"));
        fields.setRepository(3, 0, 1, false);
        QCOMPARE(repository->text(), QStringLiteral("3 skills · 1 error"));

        ProblemsModel model;
        ProblemsPanel panel(&model);
        model.setProblems(
            { problem(ProblemSeverity::Warning), problem(ProblemSeverity::Info), problem(ProblemSeverity::Info) });
        const QList<QLabel *> labels = panel.findChildren<QLabel *>();
        QVERIFY(std::any_of(labels.cbegin(), labels.cend(),
            [](QLabel *l) { return l->text() == QStringLiteral("0 errors · 1 warning · 2 notes"); }));
    }

    void aLanguageWithoutATranslationGetsEnglishPlurals()
    {
        QCOMPARE(installTranslations(QStringLiteral("C")), QStringLiteral("en"));
        QCOMPARE(StatusFields::tr("%n skill(s)", nullptr, 1), QStringLiteral("1 skill"));
    }

    void chineseKeepsItsTranslation()
    {
        QCOMPARE(installTranslations(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        const QString chinese = StatusFields::tr("%n skill(s)", nullptr, 2);
        QVERIFY2(!chinese.contains(QStringLiteral("skill")), qPrintable(chinese));
        QVERIFY(chinese.contains(QLatin1Char('2')));
        // Back to English: the zh_CN translator is gone, the plural forms are back.
        installTranslations(QStringLiteral("en"));
        QLocale::setDefault(QLocale::c());
        QCOMPARE(StatusFields::tr("%n skill(s)", nullptr, 2), QStringLiteral("2 skills"));
    }

    void englishAfterChineseFollowsEnglishEverywhere()
    {
        // English chosen where the locale was Chinese (a Chinese desktop; here zh_CN chosen first): numbers and the
        // bundled scenarios' titles follow the English window, not the Chinese locale.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("scenario.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"title":"Sales report","translations":{"zh_CN":{"title":"销售报告"}}})");
        file.close();
        QCOMPARE(installTranslations(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QCOMPARE(QLocale().language(), QLocale::Chinese);
        QCOMPARE(
            localizedScenarioTexts(path, QStringLiteral("Sales report"), QString()).title, QStringLiteral("销售报告"));
        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(QLocale().language(), QLocale::English);
        QCOMPARE(localizedScenarioTexts(path, QStringLiteral("Sales report"), QString()).title,
            QStringLiteral("Sales report"));
        QCOMPARE(QLocale().toString(12345), QStringLiteral("12,345"));
    }
};

QTEST_MAIN(TestPlurals)
#include "tst_plurals.moc"
