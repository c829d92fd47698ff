// sessionErrorText (ui/settings): core/session's messages (English, as the command line prints them) in the
// window's language, matched by their wording; the table keeps step with core/session's sources, and a real bad
// file's message is translated.
#include "markingtranslator.h"
#include "session/session.h"
#include "settings/sessionerrortext.h"
#include "testfiles.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace sw;
using namespace sw::ui;

class TestSessionErrorText : public QObject
{
    Q_OBJECT
private slots:
    // Every pattern is a message core/session writes, word for word: a change of wording there fails here.
    void patternsAreCoreMessages()
    {
        const QString sources = test::sourceLiterals(QStringLiteral(SW_SOURCE_DIR "/core/session"),
            { QStringLiteral("session.cpp"), QStringLiteral("sessionexport.cpp") });
        QVERIFY2(!sources.contains(QStringLiteral("<missing>")), "core/session's sources");
        const QStringList patterns = sessionErrorPatterns();
        QVERIFY(patterns.size() >= 5);
        for (const QString &pattern : patterns)
            QVERIFY2(sources.contains(QLatin1Char('"') + pattern + QLatin1Char('"')), qPrintable(pattern));
    }

    void realMessagesAreTranslatedAndTheRestKept()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("picture.jsonl"));
        test::writeFile(png, "\x89PNG\r\n\x1a\n");
        QString error;
        QVERIFY(!Session::load(png, &error));
        const QString other = dir.filePath(QStringLiteral("other.jsonl"));
        test::writeFile(other, "{\"type\":\"hello\"}\n");
        QString noHeader;
        QVERIFY(!Session::load(other, &noHeader));
        QString missing;
        QVERIFY(!Session::load(dir.filePath(QStringLiteral("gone.jsonl")), &missing));

        test::MarkingTranslator marker("sw::ui::SessionErrorText");
        QCoreApplication::installTranslator(&marker);
        for (const QString &message : { error, noHeader, missing })
            QVERIFY2(sessionErrorText(message) == QStringLiteral("«") + message, qPrintable(message));
        // Not the table's: as it came.
        QCOMPARE(sessionErrorText(QStringLiteral("the disk caught fire")), QStringLiteral("the disk caught fire"));
        QCoreApplication::removeTranslator(&marker);
        QCOMPARE(sessionErrorText(error), error); // no translation: the English message unchanged
    }
};

QTEST_GUILESS_MAIN(TestSessionErrorText)
#include "tst_sessionerrortext.moc"
