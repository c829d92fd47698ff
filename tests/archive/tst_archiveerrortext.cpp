// archiveErrorText (ui/library): core/archive's messages (English, as the command line prints them) in the window's
// language, matched by their wording; the table keeps step with core/archive's sources.
#include "archive/skillpackage.h"
#include "library/archiveerrortext.h"
#include "markingtranslator.h"
#include "testarchives.h"
#include "testfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace sw;
using namespace sw::ui;

class TestArchiveErrorText : public QObject
{
    Q_OBJECT
private slots:
    // Every pattern is a message core/archive writes, word for word: a change of wording there fails here.
    void patternsAreCoreMessages()
    {
        const QString sources = test::sourceLiterals(QStringLiteral(SW_SOURCE_DIR "/core/archive"),
            { QStringLiteral("archiveextractor.cpp"), QStringLiteral("archiveformat.cpp"),
                QStringLiteral("skillpackage.cpp") });
        QVERIFY2(!sources.contains(QStringLiteral("<missing>")), "core/archive's sources");
        const QStringList patterns = archiveErrorPatterns();
        QVERIFY(patterns.size() >= 30);
        for (const QString &pattern : patterns) {
            // A literal of its own, or the reason of an entry written in one piece ("archive entry \"%1\": ...",
            // its own %1 being that literal's %2).
            const QString reason = QString(pattern).replace(QStringLiteral("%1"), QStringLiteral("%2"));
            QVERIFY2(sources.contains(QLatin1Char('"') + pattern + QLatin1Char('"'))
                    || sources.contains(QStringLiteral("\"archive entry \"%1\": ") + reason + QLatin1Char('"')),
                qPrintable(pattern));
        }
    }

    void knownMessagesAreTranslatedAndTheRestKept()
    {
        test::MarkingTranslator marker("sw::ui::ArchiveErrorText");
        QCoreApplication::installTranslator(&marker);
        // An entry's reason is translated too; names and paths are kept as they came.
        QCOMPARE(archiveErrorText(QStringLiteral("archive entry \"../../etc/x\": '..' would leave the target folder")),
            QStringLiteral("«archive entry \"../../etc/x\": «'..' would leave the target folder"));
        QCOMPARE(archiveErrorText(QStringLiteral("archive entry \"a/b\": file too large (over 67108864 bytes)")),
            QStringLiteral("«archive entry \"a/b\": «file too large (over 67108864 bytes)"));
        // The last part takes the rest, colons and all; a path before it as little as fits.
        QCOMPARE(archiveErrorText(QStringLiteral("cannot add scripts/a.py: Write error: disk full")),
            QStringLiteral("«cannot add scripts/a.py: Write error: disk full"));
        QCOMPARE(archiveErrorText(QStringLiteral("not a readable archive: Unrecognized archive format")),
            QStringLiteral("«not a readable archive: Unrecognized archive format"));
        // A path holding "%1" is not substituted again.
        QCOMPARE(archiveErrorText(QStringLiteral("cannot move 100%1 into /tmp/x")),
            QStringLiteral("«cannot move 100%1 into /tmp/x"));
        // Not the table's: as it came.
        QCOMPARE(archiveErrorText(QStringLiteral("download skills root: 404 Not Found")),
            QStringLiteral("download skills root: 404 Not Found"));
        QCoreApplication::removeTranslator(&marker);
        // No translation: the English message unchanged.
        const QString english = QStringLiteral("archive entry \"x\": symbolic links are not allowed");
        QCOMPARE(archiveErrorText(english), english);
    }

    // A real hostile archive: what the import reports is matched and translated.
    void aRejectedImportIsTranslated()
    {
        QTemporaryDir dir;
        const QString zip = dir.filePath(QStringLiteral("evil.skill"));
        QFile out(zip);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(test::buildArchive(test::TestFormat::Zip,
            { { QStringLiteral("evil-skill/SKILL.md"),
                  test::skillMd(QStringLiteral("evil-skill"), QStringLiteral("Evil.")) },
                { QStringLiteral("../../etc/evil.txt"), "pwned" } }));
        out.close();
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("root"))));
        const InstallResult result = installArchive(zip, dir.filePath(QStringLiteral("root")));
        QVERIFY(!result.error.isEmpty());
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("etc/evil.txt"))));
        test::MarkingTranslator marker("sw::ui::ArchiveErrorText");
        QCoreApplication::installTranslator(&marker);
        const QString text = archiveErrorText(result.error);
        QCoreApplication::removeTranslator(&marker);
        QVERIFY2(text.startsWith(QStringLiteral("«archive entry \"../../etc/evil.txt\": «")), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestArchiveErrorText)
#include "tst_archiveerrortext.moc"
