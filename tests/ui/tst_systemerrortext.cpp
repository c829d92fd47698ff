// systemErrorText (ui/settings): the C library's reasons Qt leaves in English, translated in the window. The table is
// this machine's strerror() text for each errno (a change of wording fails here), the reason Qt gives a failed open is
// one of them, a known reason goes through tr() and an unknown one comes back unchanged, and the places that show a
// reason after their own words translate it: a core message translated by pattern (a session file that cannot be
// read) and the editor's "Cannot open" of a file that is gone.
#include "editor/filesession.h"
#include "markingtranslator.h"
#include "settings/sessionerrortext.h"
#include "settings/systemerrortext.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cstring>

using namespace sw::test;
using namespace sw::ui;

class TestSystemErrorText : public QObject
{
    Q_OBJECT
private slots:
    void tableIsTheCLibrarysWording()
    {
        const QStringList reasons = systemErrorReasons();
        const QList<int> numbers = systemErrorNumbers();
        QCOMPARE(reasons.size(), numbers.size());
        QVERIFY(reasons.size() >= 15);
        for (qsizetype i = 0; i < reasons.size(); ++i)
            QCOMPARE(reasons.at(i), QString::fromLocal8Bit(std::strerror(numbers.at(i))));
        QCOMPARE(QSet<QString>(reasons.cbegin(), reasons.cend()).size(), reasons.size());
    }

    void qtWordsAFailedOpenWithIt()
    {
        QTemporaryDir dir;
        QFile missing(dir.filePath(QStringLiteral("gone.md")));
        QVERIFY(!missing.open(QIODevice::ReadOnly));
        QVERIFY2(systemErrorReasons().contains(missing.errorString()), qPrintable(missing.errorString()));
        QFile folder(dir.path());
        QVERIFY(!folder.open(QIODevice::WriteOnly));
        QVERIFY2(systemErrorReasons().contains(folder.errorString()), qPrintable(folder.errorString()));
    }

    void knownReasonsAreTranslatedOthersKept()
    {
        MarkingTranslator marker("sw::ui::SystemErrorText");
        QCoreApplication::installTranslator(&marker);
        for (const QString &reason : systemErrorReasons())
            QCOMPARE(systemErrorText(reason), QStringLiteral("«") + reason);
        QCOMPARE(systemErrorText(QStringLiteral("Unknown error")), QStringLiteral("Unknown error"));
        QCOMPARE(
            systemErrorText(QStringLiteral("Permission denied, twice")), QStringLiteral("Permission denied, twice"));
        QCoreApplication::removeTranslator(&marker);
        QCOMPARE(systemErrorText(QStringLiteral("Permission denied")), QStringLiteral("Permission denied"));
    }

    void shownAfterTheWindowsOwnWords()
    {
        MarkingTranslator reasons("sw::ui::SystemErrorText");
        MarkingTranslator session("sw::ui::SessionErrorText");
        MarkingTranslator editor("sw::ui::FileSession");
        QCoreApplication::installTranslator(&reasons);
        QCoreApplication::installTranslator(&session);
        QCoreApplication::installTranslator(&editor);
        // A core message the window translates by its pattern: the reason part too, the path as it came.
        QCOMPARE(sessionErrorText(QStringLiteral("cannot read /tmp/a b.swsession: No such file or directory")),
            QStringLiteral("«cannot read %1: %2")
                .arg(QStringLiteral("/tmp/a b.swsession"), QStringLiteral("«No such file or directory")));
        QCOMPARE(sessionErrorText(QStringLiteral("cannot read /tmp/x: a reason of its own")),
            QStringLiteral("«cannot read %1: %2").arg(QStringLiteral("/tmp/x"), QStringLiteral("a reason of its own")));
        // The editor opening a file that is gone.
        QTemporaryDir dir;
        FileSession file(dir.filePath(QStringLiteral("SKILL.md")));
        QByteArray bytes;
        QString error;
        QVERIFY(!file.load(&bytes, &error));
        QVERIFY2(error.endsWith(QStringLiteral(": «No such file or directory")), qPrintable(error));
        QVERIFY2(error.startsWith(QStringLiteral("«Cannot open ")), qPrintable(error));
        QCoreApplication::removeTranslator(&editor);
        QCoreApplication::removeTranslator(&session);
        QCoreApplication::removeTranslator(&reasons);
    }
};

QTEST_GUILESS_MAIN(TestSystemErrorText)
#include "tst_systemerrortext.moc"
