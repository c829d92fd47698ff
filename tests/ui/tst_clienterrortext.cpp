// clientErrorText (ui/settings): core/clients' messages (a real client not found or not starting, its home not
// prepared, its run cut off; English, as the command line prints them) in the window's language. Every pattern is a
// literal of core/clients (a change of wording there fails here); real failures are translated (a chosen program
// that is not executable, a home for a skill folder that does not exist), names and commands kept; unknown text
// comes back unchanged.
#include "clients/clienthome.h"
#include "clients/clientinstall.h"
#include "markingtranslator.h"
#include "settings/clienterrortext.h"
#include "testfiles.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QtTest>

using namespace sw;
using namespace sw::test;
using namespace sw::ui;

class TestClientErrorText : public QObject
{
    Q_OBJECT
private slots:
    void patternsAreCoreMessages()
    {
        const QString sources = sourceLiterals(QStringLiteral(SW_SOURCE_DIR "/core/clients"),
            { QStringLiteral("clientinstall.cpp"), QStringLiteral("clienthome.cpp"), QStringLiteral("clientrun.cpp"),
                QStringLiteral("terminal.cpp") });
        QVERIFY2(!sources.contains(QStringLiteral("<missing>")), "core/clients' sources");
        const QStringList patterns = clientErrorPatterns();
        QVERIFY(patterns.size() >= 14);
        for (const QString &pattern : patterns)
            QVERIFY2(sources.contains(QLatin1Char('"') + pattern + QLatin1Char('"')), qPrintable(pattern));
    }

    void realFailuresAreTranslated()
    {
        QTemporaryDir dir;
        const QString notExecutable = dir.filePath(QStringLiteral("claude"));
        writeFile(notExecutable, "#!/bin/sh\n");
        const ClientInstall install = detectClient(AgentClient::ClaudeCode, notExecutable, 5000);
        QVERIFY(!install.isFound());
        ClientRunSpec spec;
        spec.client = AgentClient::Codex;
        spec.home = dir.filePath(QStringLiteral("home"));
        spec.skills.append({ dir.filePath(QStringLiteral("no-such-skill")), QString(), std::nullopt });
        QString homeError;
        QVERIFY(!prepareClientHome(spec, &homeError));

        MarkingTranslator marker("sw::ui::ClientErrorText");
        QCoreApplication::installTranslator(&marker);
        QCOMPARE(clientErrorText(install.error), QStringLiteral("«%1 is not an executable file").arg(notExecutable));
        QVERIFY2(clientErrorText(homeError) == QStringLiteral("«") + homeError, qPrintable(homeError));
        const QString notFound = QStringLiteral("Codex (codex) was not found on PATH; install it with `npm install -g "
                                                "@openai/codex` or choose its program");
        QCOMPARE(clientErrorText(notFound),
            QStringLiteral("«%1 (%2) was not found on PATH; install it with `npm install -g %3` or choose its program")
                .arg(QStringLiteral("Codex"), QStringLiteral("codex"), QStringLiteral("@openai/codex")));
        QCOMPARE(clientErrorText(QStringLiteral("the client sang")), QStringLiteral("the client sang"));
        QCoreApplication::removeTranslator(&marker);
        QCOMPARE(clientErrorText(install.error), install.error); // no translation: core's English
    }
};

QTEST_GUILESS_MAIN(TestClientErrorText)
#include "tst_clienterrortext.moc"
