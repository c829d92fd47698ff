// noticeText (ui/settings): core's chat notices (a failed turn's reason, a retry, "stopped by the user"; English, as
// the session file keeps them) in the window's language. Every pattern is a literal of core (a change of wording there
// fails here); the notices of a real turn against the loopback model that answers 503 with Retry-After, then 400,
// are translated around the server's own words and its error type, and the chat's rows and the inspector's Requests
// table show them so; unknown text comes back unchanged.
#include "agentharness.h"
#include "chat/chatmessagesmodel.h"
#include "inspector/requestsmodel.h"
#include "markingtranslator.h"
#include "settings/noticetext.h"
#include "testfiles.h"

#include <QCoreApplication>
#include <QtTest>

using namespace sw;
using namespace sw::test;
using namespace sw::ui;

class TestNoticeText : public QObject
{
    Q_OBJECT
private slots:
    void patternsAreCoreMessages()
    {
        const QString sources = sourceLiterals(QStringLiteral(SW_SOURCE_DIR "/core/agent"),
                                    { QStringLiteral("agentloop.cpp"), QStringLiteral("agentloopresend.cpp"),
                                        QStringLiteral("scriptedprovider.cpp") })
            + sourceLiterals(QStringLiteral(SW_SOURCE_DIR "/core/wire"),
                { QStringLiteral("chatstream.cpp"), QStringLiteral("gemini.cpp"), QStringLiteral("geministream.cpp"),
                    QStringLiteral("anthropicstream.cpp"), QStringLiteral("responsesstream.cpp") })
            + sourceLiterals(QStringLiteral(SW_SOURCE_DIR "/core/provider"),
                { QStringLiteral("openaiprovider.cpp"), QStringLiteral("connectionprobe.cpp") });
        QVERIFY2(!sources.contains(QStringLiteral("<missing>")), "core's sources");
        const QStringList patterns = noticePatterns();
        QVERIFY(patterns.size() >= 20);
        for (const QString &pattern : patterns)
            QVERIFY2(sources.contains(QLatin1Char('"') + pattern + QLatin1Char('"')), qPrintable(pattern));
    }

    void realNoticesAreTranslated()
    {
        AgentHarness h(shippedProfile(QStringLiteral("trpc-go")));
        h.config.retry.maxRetries = 1;
        h.server->enqueue(FakeResponse::json(503,
            R"({"error":{"message":"Overloaded, try later","type":"overloaded_error"}})", { { "Retry-After", "1" } }));
        h.server->enqueue(
            FakeResponse::json(400, R"({"error":{"message":"bad field x","type":"invalid_request_error"}})"));
        QVERIFY(!h.turn(QStringLiteral("hello")));
        QStringList notices;
        for (const TranscriptEvent &e : h.loop().session().events)
            if (e.kind == TranscriptEvent::Kind::Notice)
                notices << e.text;
        QCOMPARE(notices.size(), 2);
        // As core words them (the session file keeps these).
        QCOMPARE(notices.at(0),
            QStringLiteral(
                "HTTP 503: Overloaded, try later (overloaded_error) [retry after 1 s]; retry 1 of 1 in 1 s"));
        QCOMPARE(notices.at(1), QStringLiteral("HTTP 400: bad field x (invalid_request_error)"));

        MarkingTranslator marker("sw::ui::NoticeText");
        QCoreApplication::installTranslator(&marker);
        QCOMPARE(noticeText(notices.at(0)),
            QStringLiteral("«%1; retry %2 of %3 in %4 s")
                .arg(QStringLiteral("«HTTP 503: Overloaded, try later (overloaded_error)« [retry after 1 s]"),
                    QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("1")));
        QCOMPARE(noticeText(notices.at(1)), QStringLiteral("«HTTP 400: bad field x (invalid_request_error)"));
        // The chat's rows show the translation.
        ChatMessagesModel model;
        model.setSession(h.loop().session());
        QStringList shown;
        for (int row = 0; row < model.rowCount(); ++row)
            shown << model.index(row, 0).data(ChatMessagesModel::TextRole).toString();
        QVERIFY2(shown.contains(noticeText(notices.at(1))), qPrintable(shown.join(QLatin1Char('\n'))));
        // So does the inspector's Requests table (the request's own status: failed, and why).
        RequestsModel requests;
        requests.setLoop(&h.loop());
        QVERIFY(requests.rowCount() >= 1);
        const QString status
            = requests.index(requests.rowCount() - 1, RequestsModel::StatusColumn).data(Qt::DisplayRole).toString();
        QVERIFY2(status.contains(QStringLiteral("«HTTP 400: bad field x")), qPrintable(status));
        // A message of core's table inside the decoration; a stop; text of nobody's.
        QCOMPARE(noticeText(QStringLiteral("HTTP 502: the server answered with status 502")),
            QStringLiteral("«HTTP 502: «the server answered with status 502"));
        QCOMPARE(noticeText(QStringLiteral("stopped by the user")), QStringLiteral("«stopped by the user"));
        QCOMPARE(noticeText(QStringLiteral("the model sang")), QStringLiteral("the model sang"));
        QCoreApplication::removeTranslator(&marker);
        QCOMPARE(noticeText(notices.at(0)), notices.at(0)); // no translation: core's English
    }
};

QTEST_MAIN(TestNoticeText)
#include "tst_noticetext.moc"
