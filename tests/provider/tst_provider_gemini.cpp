// The Gemini format end to end against the loopback fake server answering with Gemini-shaped streams: the request's
// model and streaming mode in the URL (streamGenerateContent?alt=sse, generateContent without streaming), thought
// summaries shown and the signature passed back on its call (also after a save and reopen), a 429 whose wait is only in
// the body's RetryInfo (and a Retry-After header winning over it), a function call whose arguments are not an object
// (the tool's result says so and the loop goes on), the models list of Test connection, and a HAR export that lists
// the `alt=sse` query.
#include "agentharness.h"
#include "provider/connectionprobe.h"
#include "session/sessionhar.h"
#include "wire/gemini.h"
#include "wirestreams.h"

#include <QJsonDocument>

using namespace sw;
using namespace sw::test;

namespace {
const QString kArgs = QStringLiteral(R"({"skill":"data-report"})");

FakeResponse stream(const QList<QByteArray> &pieces)
{
    return FakeResponse::stream(rechunk(pieces, { 97, 13, 251, 7 }));
}

Profile trpc()
{
    return shippedProfile(QStringLiteral("trpc-go"));
}
} // namespace

class TestProviderGemini : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void modelAndStreamingInTheUrl();
    void thoughtsShownAndSignatureRoundTrip();
    void retryInfoInTheBodyIsHonoured();
    void retryAfterHeaderWinsOverRetryInfo();
    void argumentsThatAreNotAnObjectGetAToolError();
    void modelsListForTestConnection();
    void harListsTheQuery();
    void scriptedGeminiServer();
};

void TestProviderGemini::modelAndStreamingInTheUrl()
{
    AgentHarness h(trpc(), testSkills(), WireApi::Gemini);
    h.server->enqueue(stream(geminiAnswer(QStringLiteral("Hi."))));
    QVERIFY2(h.turn("hi"), qPrintable(h.lastError));
    QCOMPARE(h.server->requests().at(0).path, QByteArray("/v1/models/fake-model:streamGenerateContent?alt=sse"));
    const TransportAttempt &a = h.loop().session().requests.first().transport.first();
    QVERIFY2(a.url.endsWith(QStringLiteral("/v1/models/fake-model:streamGenerateContent?alt=sse")), qPrintable(a.url));
    QVERIFY(!a.url.contains(h.apiKey)); // the key travels in a header only

    // Without streaming: :generateContent, a whole JSON answer.
    ProviderConfig pc = h.provider->config();
    pc.stream = false;
    OpenAiChatProvider whole(pc);
    QCOMPARE(whole.endpoint().path(), QStringLiteral("/v1/models/fake-model:generateContent"));
    h.server->enqueue(FakeResponse::json(
        200, R"({"candidates":[{"content":{"role":"model","parts":[{"text":"Whole."}]},"finishReason":"STOP"}]})"));
    QString text;
    connect(&whole, &ChatProvider::finished, this, [&text](const ChatResponse &r) { text = r.text; });
    whole.start({ "{}", false, WireApi::Gemini, QStringLiteral("gemini-other") }); // the request's own model
    QTRY_COMPARE_WITH_TIMEOUT(text, QStringLiteral("Whole."), 5000);
    QCOMPARE(h.server->requests().last().path, QByteArray("/v1/models/gemini-other:generateContent"));
    QCOMPARE(h.server->requests().last().headers.value("accept"), QByteArray("application/json"));
}

void TestProviderGemini::thoughtsShownAndSignatureRoundTrip()
{
    AgentHarness h(trpc(), testSkills(), WireApi::Gemini);
    h.config.wire.thinkingBudget = 2048;
    h.server->enqueue(stream(geminiAnswer({}, { { "skill_load", kArgs } }, QStringLiteral("The data-report skill."))));
    h.server->enqueue(stream(geminiAnswer(QStringLiteral("Report ready."))));
    QVERIFY2(h.turn("make a data report"), qPrintable(h.lastError));
    QCOMPARE(h.server->requests().size(), 2);
    const QJsonObject first = h.server->requests().at(0).json();
    QCOMPARE(
        first.value("generationConfig").toObject().value("thinkingConfig").toObject().value("thinkingBudget").toInt(),
        2048);
    const QJsonArray contents = h.server->requests().at(1).json().value("contents").toArray();
    QCOMPARE(contents.size(), 3); // user, model (the call), user (its response)
    const QJsonObject call = contents.at(1).toObject().value("parts").toArray().first().toObject();
    QCOMPARE(call.value("thoughtSignature").toString(), QString(kGeminiSignature));
    QCOMPARE(call.value("functionCall").toObject().value("id").toString(), QStringLiteral("skill_load_0"));
    const QJsonObject response
        = contents.at(2).toObject().value("parts").toArray().first().toObject().value("functionResponse").toObject();
    QCOMPARE(response.value("id").toString(), QStringLiteral("skill_load_0"));
    QCOMPARE(response.value("response").toObject().value("output").toString(), QStringLiteral("loaded: data-report"));
    const Session &s = h.loop().session();
    const auto assistant = std::find_if(s.events.cbegin(), s.events.cend(),
        [](const TranscriptEvent &e) { return e.kind == TranscriptEvent::Kind::Assistant; });
    QCOMPARE(assistant->reasoning, QStringLiteral("The data-report skill."));
    // The signature survives a save and reopen and goes back from there.
    QString error;
    const auto reopened = Session::fromJsonLines(s.toJsonLines(), &error);
    QVERIFY2(reopened, qPrintable(error));
    BuildOptions options;
    options.api = WireApi::Gemini;
    options.model = QStringLiteral("m");
    const QByteArray again = RequestBuilder().build(h.config.profile, *reopened, *h.config.skills, options).body;
    const QByteArray expected = QByteArray("\"args\":{\"skill\":\"data-report\"}},\"thoughtSignature\":\"")
        + QByteArray(kGeminiSignature.data(), kGeminiSignature.size());
    QVERIFY(again.contains(expected));
    QCOMPARE(reopened->requests.first().api, WireApi::Gemini);
}

void TestProviderGemini::retryInfoInTheBodyIsHonoured()
{
    AgentHarness h(trpc(), testSkills(), WireApi::Gemini);
    h.server->enqueue(FakeResponse::json(429,
        geminiError(429, "RESOURCE_EXHAUSTED", "Quota exceeded for metric generate_content_free_tier_requests.", "2.4s",
            "RATE_LIMIT_EXCEEDED")));
    h.server->enqueue(stream(geminiAnswer(QStringLiteral("ok"))));
    QSignalSpy retries(&h.loop(), &AgentLoop::retryScheduled);
    QVERIFY2(h.turn("hi"), qPrintable(h.lastError));
    QCOMPARE(retries.size(), 1);
    QCOMPARE(retries.first().at(1).toInt(), 3); // RetryInfo.retryDelay 2.4s, rounded up; no Retry-After header
    QVERIFY2(retries.first().at(2).toString().startsWith(QStringLiteral("HTTP 429: Quota exceeded")),
        qPrintable(retries.first().at(2).toString()));
    const RequestRecord &r = h.loop().session().requests.first();
    QCOMPARE(r.attempts, 2);
    QCOMPARE(r.transport.size(), 2);
    QCOMPARE(r.transport.first().status, 429);
    QCOMPARE(r.transport.first().retryAfterSeconds, 3);
    // the chat says which request is retried, and that the retry worked
    bool notice = false;
    for (const TranscriptEvent &e : h.loop().session().events)
        notice = notice || (e.kind == TranscriptEvent::Kind::Notice && e.text.contains("RESOURCE_EXHAUSTED"));
    QVERIFY(notice);
}

void TestProviderGemini::retryAfterHeaderWinsOverRetryInfo()
{
    AgentHarness h(trpc(), testSkills(), WireApi::Gemini);
    h.server->enqueue(FakeResponse::json(
        429, geminiError(429, "RESOURCE_EXHAUSTED", "Slow down.", "40s"), { { "Retry-After", "1" } }));
    h.server->enqueue(stream(geminiAnswer(QStringLiteral("ok"))));
    QSignalSpy retries(&h.loop(), &AgentLoop::retryScheduled);
    QVERIFY2(h.turn("hi"), qPrintable(h.lastError));
    QCOMPARE(retries.first().at(1).toInt(), 1);
}

void TestProviderGemini::argumentsThatAreNotAnObjectGetAToolError()
{
    AgentHarness h(trpc(), testSkills(), WireApi::Gemini);
    h.server->enqueue(stream(geminiAnswer({}, { { "skill_load", R"("data-report")" } })));
    h.server->enqueue(stream(geminiAnswer({}, { { "skill_load", kArgs } })));
    h.server->enqueue(stream(geminiAnswer(QStringLiteral("Loaded it."))));
    QVERIFY2(h.turn("make a data report"), qPrintable(h.lastError));
    QCOMPARE(h.server->requests().size(), 3);
    const Session &s = h.loop().session();
    const auto result = std::find_if(s.events.cbegin(), s.events.cend(),
        [](const TranscriptEvent &e) { return e.kind == TranscriptEvent::Kind::ToolResult; });
    QVERIFY(result->isError);
    QVERIFY2(result->text.contains(QStringLiteral("arguments must be a JSON object")), qPrintable(result->text));
    // The model saw the error as the call's response, with its call sent back with empty arguments.
    const QJsonArray contents = h.server->requests().at(1).json().value("contents").toArray();
    const QJsonObject call = contents.at(1).toObject().value("parts").toArray().first().toObject();
    QCOMPARE(call.value("functionCall").toObject().value("args").toObject(), QJsonObject());
    const QJsonObject response
        = contents.at(2).toObject().value("parts").toArray().first().toObject().value("functionResponse").toObject();
    QVERIFY(response.value("response").toObject().value("error").toString().contains("must be a JSON object"));
    QCOMPARE(s.events.last().text, QStringLiteral("Loaded it."));
}

void TestProviderGemini::modelsListForTestConnection()
{
    FakeModelServer server;
    QVERIFY(server.listen());
    server.enqueue(FakeResponse::json(200,
        R"({"models":[{"name":"models/gemini-2.5-flash","supportedGenerationMethods":["generateContent"]},
            {"name":"models/gemini-2.5-pro"}]})"));
    ProviderConfig pc;
    pc.api = WireApi::Gemini;
    pc.baseUrl = server.baseUrl();
    pc.apiKey = QStringLiteral("AIzaSyA1bC2dE3fG4hI5jK6lM7nO8pQ9rS0tUvW");
    pc.model = QStringLiteral("gemini-2.5-pro");
    ConnectionProbe probe(pc);
    QSignalSpy done(&probe, &ConnectionProbe::finished);
    probe.start();
    QVERIFY(done.wait(5000));
    QCOMPARE(done.first().at(0).toBool(), true);
    QCOMPARE(done.first().at(2).toStringList(), (QStringList { "gemini-2.5-flash", "gemini-2.5-pro" }));
    QVERIFY2(done.first().at(1).toString().endsWith(QStringLiteral("(Gemini): 2 models")),
        qPrintable(done.first().at(1).toString()));
    QCOMPARE(server.requests().first().method, QByteArray("GET"));
    QCOMPARE(server.requests().first().path, QByteArray("/v1/models"));
    QCOMPARE(server.requests().first().headers.value("x-goog-api-key"), pc.apiKey.toUtf8());
    // An invalid key: Google's error, readable
    server.enqueue(
        FakeResponse::json(400, geminiError(400, "INVALID_ARGUMENT", "API key not valid.", {}, "API_KEY_INVALID")));
    ConnectionProbe bad(pc);
    QSignalSpy failed(&bad, &ConnectionProbe::finished);
    bad.start();
    QVERIFY(failed.wait(5000));
    QCOMPARE(failed.first().at(0).toBool(), false);
    QCOMPARE(failed.first().at(1).toString(),
        QStringLiteral("HTTP 400: API key not valid. (INVALID_ARGUMENT, API_KEY_INVALID)"));
}

void TestProviderGemini::harListsTheQuery()
{
    AgentHarness h(trpc(), testSkills(), WireApi::Gemini);
    h.server->enqueue(stream(geminiAnswer(QStringLiteral("Hi."))));
    QVERIFY2(h.turn("hi"), qPrintable(h.lastError));
    const QJsonObject har = QJsonDocument::fromJson(sessionToHar(h.loop().session(), h.config.secrets)).object();
    const QJsonObject request
        = har.value("log").toObject().value("entries").toArray().first().toObject().value("request").toObject();
    QVERIFY(request.value("url").toString().endsWith(QStringLiteral(":streamGenerateContent?alt=sse")));
    QCOMPARE(
        request.value("queryString").toArray(), (QJsonArray { QJsonObject { { "name", "alt" }, { "value", "sse" } } }));
    QVERIFY(!QJsonDocument(har).toJson().contains(h.apiKey.toUtf8()));
}

void TestProviderGemini::scriptedGeminiServer()
{
    // The responder answers by method, as Google's API does: a streamed turn, then a non-streamed one.
    AgentHarness h(trpc(), testSkills(), WireApi::Gemini);
    h.server->setResponder(geminiResponder({ { {}, { { "skill_load", kArgs } } }, { QStringLiteral("Done."), {} },
        { QStringLiteral("Whole answer."), {} } }));
    QVERIFY2(h.turn("make a data report"), qPrintable(h.lastError));
    QCOMPARE(h.loop().session().events.last().text, QStringLiteral("Done."));
    ProviderConfig pc = h.provider->config();
    pc.stream = false;
    OpenAiChatProvider whole(pc);
    QString text;
    connect(&whole, &ChatProvider::finished, this, [&text](const ChatResponse &r) { text = r.text; });
    whole.start({ "{}", false, WireApi::Gemini });
    QTRY_COMPARE_WITH_TIMEOUT(text, QStringLiteral("Whole answer."), 5000);
    QVERIFY(h.server->requests().last().path.endsWith(":generateContent"));
    ConnectionProbe probe(pc);
    QSignalSpy done(&probe, &ConnectionProbe::finished);
    probe.start();
    QVERIFY(done.wait(5000));
    QCOMPARE(done.first().at(2).toStringList(), (QStringList { "gemini-2.5-pro", "gemini-2.5-flash" }));
}

QTEST_GUILESS_MAIN(TestProviderGemini)
#include "tst_provider_gemini.moc"
