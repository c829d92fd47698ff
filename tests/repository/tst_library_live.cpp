// The window's library (ui/library SkillLibrary) keeps live refresh on above its old 3,000-skill limit: an edit
// on disk reaches the snapshot without a manual refresh, and the per-skill figures are recomputed for the edited
// skill while the others are reused.
#include "library/skilllibrary.h"
#include "repository/skillrepository.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;
using namespace sw::ui;

using sw::test::writeSkill;

class TestLibraryLive : public QObject
{
    Q_OBJECT
private slots:
    void liveAboveTheOldLimit()
    {
        QTemporaryDir dir;
        const QString root = QFileInfo(dir.path()).canonicalFilePath() + "/big";
        const int count = 3500;
        for (int i = 0; i < count; ++i)
            writeSkill(QStringLiteral("%1/group-%2/skill-%3").arg(root).arg(i / 100).arg(i),
                QStringLiteral("skill-%1").arg(i), QStringLiteral("Generated skill %1. Use it for tests.").arg(i));
        SkillLibrary library;
        QSignalSpy ready(library.repository(), &SkillRepository::watchesReady);
        library.setRoots({ root });
        QTRY_COMPARE_WITH_TIMEOUT(library.snapshot()->size(), count, 60000);
        QVERIFY(library.liveRefresh());
        QVERIFY(ready.wait(60000) || !ready.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(library.figuresReady() && !library.isScanning(), 60000);
        const QString edited = root + "/group-12/skill-1234";
        QCOMPARE(library.figures().value(edited).errors, 0);
        const SkillFigures untouched = library.figures().value(root + "/group-0/skill-7");

        // the name no longer matches the folder: the edited skill gets an error, found by live refresh alone
        writeSkill(edited, "Not-A-Valid-Name", "Edited on disk.");
        QTRY_VERIFY_WITH_TIMEOUT(library.snapshot()->find("Not-A-Valid-Name"), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(library.figures().value(edited).errors > 0, 60000);
        QCOMPARE(library.figures().value(root + "/group-0/skill-7").entryTokens, untouched.entryTokens);
        QCOMPARE(library.figures().size(), count);
    }

    void figuresReuseUnchangedSkills()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath("r");
        writeSkill(root + "/a", "a", "First skill. Use it.");
        writeSkill(root + "/b", "b", "Second skill. Use it.");
        ScanOptions options;
        options.collectFolders = true;
        const QList<SkillRoot> roots { { root, "user" } };
        const SkillIndexPtr first = scanRoots(roots, options);
        FiguresByFolder figures = SkillLibrary::computeFigures(first, "agentskills-xml", "o200k_base", nullptr);
        // a planted figure survives for the unchanged skill only: proof that it was reused, not recomputed
        const QString a = first->find("a")->folder;
        const QString b = first->find("b")->folder;
        figures[a].bodyTokens = -7;
        figures[b].bodyTokens = -7;
        writeSkill(root + "/b", "b", "Second skill, edited. Use it.");
        const SkillIndexPtr second = rescanChanged(first, roots, { b + "/SKILL.md" }, options);
        const FiguresByFolder next
            = SkillLibrary::computeFigures(second, "agentskills-xml", "o200k_base", nullptr, first, figures);
        QCOMPARE(next.value(a).bodyTokens, -7);
        QVERIFY(next.value(b).bodyTokens > 0);
    }
};

QTEST_MAIN(TestLibraryLive)
#include "tst_library_live.moc"
