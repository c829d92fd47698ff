// End-to-end tests of the Anthropic Messages, OpenAI Responses and Gemini formats: the agent loop against the loopback
// fake server answering with provider-shaped streams (cut at awkward offsets), per format: endpoint and headers, tool
// loops with thinking / reasoning passed back, the bad input of issues 17 and 27 (an error event mid-stream, a dropped
// connection, 429/529/503 with Retry-After, a tool call whose JSON never closes, max_tokens inside a tool call, a
// promptFeedback block, a SAFETY finish, unknown events) each ending the turn with a clear message while the next user
// turn works, the non-streaming fallback, cache usage in the record, and the key never in a record, session or export.
// Gemini's own round trips (signatures, RetryInfo, arguments that are not an object, the models list) are in
// tst_provider_gemini.
#include "agentharness.h"
#include "session/sessionexport.h"
#include "wirestreams.h"

#include <QJsonDocument>

using namespace sw;
using namespace sw::test;

Q_DECLARE_METATYPE(sw::test::FakeResponse)
Q_DECLARE_METATYPE(sw::WireApi)

namespace {
const QString kArgs = QStringLiteral(R"({"skill":"data-report"})");

FakeResponse stream(const QList<QByteArray> &pieces)
{
    return FakeResponse::stream(rechunk(pieces, { 97, 13, 251, 7 })); // byte-level cuts: tst_wire_stream
}

QList<QByteArray> answerPieces(WireApi api, const QString &text)
{
    switch (api) {
    case WireApi::AnthropicMessages:
        return anthropicAnswer(text);
    case WireApi::Gemini:
        return geminiAnswer(text);
    default:
        return responsesAnswer(text);
    }
}

FakeResponse answerIn(WireApi api, const QString &text)
{
    return stream(answerPieces(api, text));
}

FakeResponse callsIn(WireApi api, const QList<QPair<QString, QString>> &calls, const QString &thinking = {})
{
    switch (api) {
    case WireApi::AnthropicMessages:
        return stream(anthropicAnswer({}, calls, thinking));
    case WireApi::Gemini:
        return stream(geminiAnswer({}, calls, thinking));
    default:
        return stream(responsesAnswer({}, calls, thinking));
    }
}

const TranscriptEvent &firstAssistant(const Session &s)
{
    for (const TranscriptEvent &e : s.events) {
        if (e.kind == TranscriptEvent::Kind::Assistant)
            return e;
    }
    qFatal("no assistant event");
}

Profile trpc()
{
    return shippedProfile(QStringLiteral("trpc-go"));
}
} // namespace

class TestAgentWireProvider : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void endpointAndHeaders_data();
    void endpointAndHeaders();
    void anthropicThinkingRoundTrip();
    void responsesReasoningRoundTrip();
    void overloadedAndRateLimitRetried_data();
    void overloadedAndRateLimitRetried();
    void transientErrorEventBeforeTextRetried();
    void badInputEndsTheTurnAndTheNextTurnWorks_data();
    void badInputEndsTheTurnAndTheNextTurnWorks();
    void unknownEventsRecorded();
    void nonStreamingFallback_data();
    void nonStreamingFallback();
    void cacheUsageRecorded();
    void keyNeverInRecordSessionOrExport_data();
    void keyNeverInRecordSessionOrExport();
};

void TestAgentWireProvider::endpointAndHeaders_data()
{
    QTest::addColumn<WireApi>("api");
    QTest::addColumn<QByteArray>("path");
    QTest::newRow("anthropic") << WireApi::AnthropicMessages << QByteArray("/v1/messages");
    QTest::newRow("responses") << WireApi::OpenAiResponses << QByteArray("/v1/responses");
    QTest::newRow("gemini") << WireApi::Gemini << QByteArray("/v1/models/fake-model:streamGenerateContent?alt=sse");
}

void TestAgentWireProvider::endpointAndHeaders()
{
    QFETCH(WireApi, api);
    QFETCH(QByteArray, path);
    AgentHarness h(trpc(), testSkills(), api);
    h.server->enqueue(answerIn(api, QStringLiteral("Hello — done.")));
    QVERIFY2(h.turn("hi"), qPrintable(h.lastError));
    const RecordedRequest &r = h.server->requests().first();
    QCOMPARE(r.method, QByteArray("POST"));
    QCOMPARE(r.path, path);
    if (api == WireApi::AnthropicMessages) {
        QCOMPARE(r.headers.value("x-api-key"), h.apiKey.toUtf8());
        QCOMPARE(r.headers.value("anthropic-version"), QByteArray("2023-06-01"));
        QVERIFY(!r.headers.contains("authorization"));
        QCOMPARE(r.json().value("max_tokens").toInt(), 8192);
    } else if (api == WireApi::Gemini) {
        QCOMPARE(r.headers.value("x-goog-api-key"), h.apiKey.toUtf8());
        QVERIFY(!r.headers.contains("authorization"));
        QVERIFY(!r.json().contains("model")); // in the URL
        QVERIFY(r.json().value("contents").isArray());
    } else {
        QCOMPARE(r.headers.value("authorization"), "Bearer " + h.apiKey.toUtf8());
        QCOMPARE(r.json().value("store").toBool(true), false);
    }
    const RequestRecord &rec = h.loop().session().requests.first();
    QCOMPARE(rec.api, api);
    QCOMPARE(rec.body, r.body); // the record keeps exactly the bytes sent
    QCOMPARE(h.loop().session().events.last().text, QStringLiteral("Hello — done."));
    QCOMPARE(h.loop().session().api, api);
}

void TestAgentWireProvider::anthropicThinkingRoundTrip()
{
    const WireApi api = WireApi::AnthropicMessages;
    AgentHarness h(trpc(), testSkills(), api);
    h.config.wire.thinkingBudget = 2048;
    h.server->enqueue(callsIn(api, { { "skill_load", kArgs } }, QStringLiteral("I should load the skill.")));
    h.server->enqueue(answerIn(api, QStringLiteral("Report ready.")));
    QVERIFY2(h.turn("make a data report"), qPrintable(h.lastError));
    QCOMPARE(h.server->requests().size(), 2);
    const QJsonObject first = h.server->requests().at(0).json();
    QCOMPARE(first.value("thinking").toObject().value("budget_tokens").toInt(), 2048);
    QVERIFY(first.value("max_tokens").toInt() > 2048);
    const QJsonArray messages = h.server->requests().at(1).json().value("messages").toArray();
    QCOMPARE(messages.size(), 3); // user, assistant (thinking + tool_use), user (tool_result)
    const QJsonArray assistant = messages.at(1).toObject().value("content").toArray();
    QCOMPARE(assistant.at(0).toObject(),
        (QJsonObject { { "type", "thinking" }, { "thinking", "I should load the skill." },
            { "signature", "EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pk" } }));
    QCOMPARE(assistant.at(1).toObject().value("type").toString(), QStringLiteral("tool_use"));
    QCOMPARE(assistant.at(1).toObject().value("input").toObject(), (QJsonObject { { "skill", "data-report" } }));
    const QJsonObject result = messages.at(2).toObject().value("content").toArray().first().toObject();
    QCOMPARE(result.value("type").toString(), QStringLiteral("tool_result"));
    QCOMPARE(result.value("tool_use_id").toString(), QStringLiteral("toolu_1"));
    QCOMPARE(result.value("content").toString(), QStringLiteral("loaded: data-report"));
    // The loaded body went into the system blocks (tRPC system materialisation).
    QString system;
    for (const QJsonValue v : h.server->requests().at(1).json().value("system").toArray())
        system += v.toObject().value("text").toString();
    QVERIFY(system.contains("[Loaded] data-report"));
    // The thinking survives a save and reopen and goes back again from there.
    QString error;
    const auto reopened = Session::fromJsonLines(h.loop().session().toJsonLines(), &error);
    QVERIFY2(reopened, qPrintable(error));
    QCOMPARE(firstAssistant(*reopened).providerBlocks, firstAssistant(h.loop().session()).providerBlocks);
    QCOMPARE(firstAssistant(*reopened).providerBlocks.size(), 1);
    RequestBuilder builder;
    BuildOptions options;
    options.api = api;
    options.model = "m";
    const RequestRecord again = builder.build(h.config.profile, *reopened, *h.config.skills, options);
    QVERIFY(
        again.body.contains("{\"type\":\"thinking\",\"thinking\":\"I should load the skill.\",\"signature\":\"EqQBCg"));
}

void TestAgentWireProvider::responsesReasoningRoundTrip()
{
    const WireApi api = WireApi::OpenAiResponses;
    AgentHarness h(trpc(), testSkills(), api);
    h.config.wire.reasoningEffort = QStringLiteral("low");
    h.server->enqueue(callsIn(api, { { "skill_load", kArgs } }, QStringLiteral("Need the skill.")));
    h.server->enqueue(answerIn(api, QStringLiteral("Report ready.")));
    QVERIFY2(h.turn("make a data report"), qPrintable(h.lastError));
    const QJsonObject first = h.server->requests().at(0).json();
    QCOMPARE(first.value("reasoning").toObject().value("effort").toString(), QStringLiteral("low"));
    QCOMPARE(first.value("include").toArray(), QJsonArray { "reasoning.encrypted_content" });
    const QJsonArray input = h.server->requests().at(1).json().value("input").toArray();
    QStringList types;
    for (const QJsonValue v : input)
        types << v.toObject().value("type").toString();
    QCOMPARE(types, (QStringList { "message", "reasoning", "function_call", "function_call_output" }));
    QCOMPARE(input.at(1).toObject().value("encrypted_content").toString(),
        QStringLiteral("gAAAAABfakeEncryptedReasoning=="));
    QCOMPARE(input.at(1).toObject().value("id").toString(), QStringLiteral("rs_fake0"));
    QCOMPARE(input.at(2).toObject().value("call_id").toString(), QStringLiteral("call_1"));
    QCOMPARE(input.at(2).toObject().value("arguments").toString(), kArgs);
    QCOMPARE(input.at(3).toObject().value("call_id").toString(), QStringLiteral("call_1"));
    QCOMPARE(input.at(3).toObject().value("output").toString(), QStringLiteral("loaded: data-report"));
    QVERIFY(h.server->requests().at(1).json().value("instructions").toString().contains("[Loaded] data-report"));
    QCOMPARE(firstAssistant(h.loop().session()).reasoning, QStringLiteral("Need the skill."));
}

void TestAgentWireProvider::overloadedAndRateLimitRetried_data()
{
    QTest::addColumn<WireApi>("api");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("anthropic 529")
        << WireApi::AnthropicMessages << 529
        << QByteArray(R"({"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}})");
    QTest::newRow("anthropic 429")
        << WireApi::AnthropicMessages << 429
        << QByteArray(
               R"({"type":"error","error":{"type":"rate_limit_error","message":"Number of request tokens has exceeded your per-minute rate limit"}})");
    QTest::newRow("responses 429")
        << WireApi::OpenAiResponses << 429
        << QByteArray(R"({"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}})");
    QTest::newRow("gemini 503") << WireApi::Gemini << 503
                                << geminiError(503, "UNAVAILABLE", "The model is overloaded. Please try again later.");
}

void TestAgentWireProvider::overloadedAndRateLimitRetried()
{
    QFETCH(WireApi, api);
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    AgentHarness h(trpc(), testSkills(), api);
    h.server->enqueue(FakeResponse::json(status, body, { { "Retry-After", "3" } }));
    h.server->enqueue(answerIn(api, QStringLiteral("ok")));
    QSignalSpy retries(&h.loop(), &AgentLoop::retryScheduled);
    QVERIFY2(h.turn("hi"), qPrintable(h.lastError));
    QCOMPARE(retries.size(), 1);
    QCOMPARE(retries.first().at(1).toInt(), 3); // Retry-After honoured
    QVERIFY2(retries.first().at(2).toString().startsWith(QStringLiteral("HTTP %1: ").arg(status)),
        qPrintable(retries.first().at(2).toString()));
    QCOMPARE(h.server->requests().at(0).body, h.server->requests().at(1).body);
    QCOMPARE(h.loop().session().requests.first().attempts, 2);
}

void TestAgentWireProvider::transientErrorEventBeforeTextRetried()
{
    const WireApi api = WireApi::AnthropicMessages;
    AgentHarness h(trpc(), testSkills(), api);
    h.server->enqueue(stream({ anthropicStart(), anthropicError("overloaded_error", "Overloaded") }));
    h.server->enqueue(answerIn(api, QStringLiteral("second try")));
    QSignalSpy retries(&h.loop(), &AgentLoop::retryScheduled);
    QVERIFY2(h.turn("hi"), qPrintable(h.lastError));
    QCOMPARE(retries.size(), 1);
    QCOMPARE(h.loop().session().events.last().text, QStringLiteral("second try"));
}

void TestAgentWireProvider::badInputEndsTheTurnAndTheNextTurnWorks_data()
{
    QTest::addColumn<WireApi>("api");
    QTest::addColumn<FakeResponse>("bad");
    QTest::addColumn<QString>("message");
    {
        const WireApi api = WireApi::Gemini;
        QList<QByteArray> errorMid = geminiAnswer(QStringLiteral("Partial"));
        errorMid.insert(errorMid.size() - 1,
            geminiEvent(QJsonDocument::fromJson(geminiError(500, "INTERNAL", "Overloaded")).object()));
        QTest::newRow("gemini error object")
            << api << stream(errorMid) << QStringLiteral("the server reported an error mid-stream: Overloaded");
        const QList<QByteArray> partial = geminiAnswer(QStringLiteral("Partial answer"), {}, {}, 3);
        FakeResponse drop = stream(partial.mid(0, partial.size() - 1));
        drop.end = FakeResponse::End::Drop;
        QTest::newRow("gemini dropped") << api << drop
                                        << QStringLiteral("the connection closed before the stream finished (5 chunks "
                                                          "received, no finishReason)");
        const QByteArray feedback
            = geminiEvent(QJsonObject { { "promptFeedback", QJsonObject { { "blockReason", "PROHIBITED_CONTENT" } } },
                { "usageMetadata", QJsonObject { { "promptTokenCount", 9 } } } });
        QTest::newRow("gemini promptFeedback")
            << api << stream({ feedback })
            << QStringLiteral("the provider blocked the prompt (promptFeedback.blockReason PROHIBITED_CONTENT)");
        QTest::newRow("gemini SAFETY") << api
                                       << stream(geminiAnswer(QStringLiteral("Sure, step one"), {}, {}, 4, {},
                                              QStringLiteral("SAFETY")))
                                       << QStringLiteral("the provider stopped the answer (finishReason SAFETY: its "
                                                         "safety filters); the part shown is kept");
        QTest::newRow("gemini 400") << api
                                    << FakeResponse::json(400,
                                           geminiError(
                                               400, "INVALID_ARGUMENT", "API key not valid.", {}, "API_KEY_INVALID"))
                                    << QStringLiteral(
                                           "HTTP 400: API key not valid. (INVALID_ARGUMENT, API_KEY_INVALID)");
    }
    for (WireApi api : { WireApi::AnthropicMessages, WireApi::OpenAiResponses }) {
        const bool a = api == WireApi::AnthropicMessages;
        const QString name = wireApiName(api);
        // an error event after text was shown
        QList<QByteArray> errorMid
            = a ? anthropicAnswer(QStringLiteral("Partial")) : responsesAnswer(QStringLiteral("Partial"));
        errorMid = errorMid.mid(0, errorMid.size() - 2);
        errorMid << (a ? anthropicError("overloaded_error", "Overloaded")
                       : responsesError("server_error", "Overloaded"));
        QTest::newRow(qPrintable(name + " error event"))
            << api << stream(errorMid) << QStringLiteral("the server reported an error mid-stream: Overloaded");
        // the connection drops mid-stream
        QList<QByteArray> dropped
            = a ? anthropicAnswer(QStringLiteral("Partial answer")) : responsesAnswer(QStringLiteral("Partial answer"));
        FakeResponse drop = stream(dropped.mid(0, dropped.size() - 2));
        drop.end = FakeResponse::End::Drop;
        QTest::newRow(qPrintable(name + " dropped"))
            << api << drop << QStringLiteral("the connection closed before the stream finished");
        // a tool call whose JSON never closes
        QList<QByteArray> open;
        if (a) {
            for (const QByteArray &e : anthropicAnswer({}, { { "skill_load", kArgs } })) {
                if (!e.startsWith("event: content_block_stop"))
                    open << e;
            }
        } else {
            open = responsesAnswer({}, { { "skill_load", kArgs.left(9) } }, {}, 4, {}, true);
            open.last().replace("response.incomplete", "response.completed");
        }
        QTest::newRow(qPrintable(name + " json never closes"))
            << api << stream(open)
            << (a ? QStringLiteral("the stream ended inside the tool call skill_load")
                  : QStringLiteral("the response completed inside the tool call skill_load"));
        // max tokens in the middle of a tool call
        const QList<QByteArray> cut = a
            ? anthropicAnswer({}, { { "skill_load", kArgs.left(12) } }, {}, 5, {}, QStringLiteral("max_tokens"))
            : responsesAnswer({}, { { "skill_load", kArgs.left(12) } }, {}, 5, {}, true);
        QTest::newRow(qPrintable(name + " max tokens in a tool call"))
            << api << stream(cut) << QStringLiteral("the answer was cut off by the output token limit");
    }
}

void TestAgentWireProvider::badInputEndsTheTurnAndTheNextTurnWorks()
{
    QFETCH(WireApi, api);
    QFETCH(FakeResponse, bad);
    QFETCH(QString, message);
    AgentHarness h(trpc(), testSkills(), api);
    h.server->enqueue(bad);
    h.server->enqueue(answerIn(api, QStringLiteral("Back to normal.")));
    QVERIFY(!h.turn("first"));
    QVERIFY2(h.lastError.contains(message), qPrintable(h.lastError));
    const Session &s = h.loop().session();
    QCOMPARE(s.events.last().kind, TranscriptEvent::Kind::Notice); // the message is in the chat
    QVERIFY(s.events.last().text.contains(message));
    QVERIFY(s.requests.first().failed);
    QCOMPARE(h.server->requests().size(), 1); // not retried: text or a call was already shown, or it would not help
    QVERIFY2(h.turn("second"), qPrintable(h.lastError));
    QCOMPARE(h.loop().session().events.last().text, QStringLiteral("Back to normal."));
}

void TestAgentWireProvider::unknownEventsRecorded()
{
    const WireApi api = WireApi::AnthropicMessages;
    AgentHarness h(trpc(), testSkills(), api);
    QList<QByteArray> s = anthropicAnswer(QStringLiteral("ok"));
    s.insert(1, sseEvent("future_event", { { "type", "future_event" } }));
    h.server->enqueue(stream(s));
    QVERIFY2(h.turn("hi"), qPrintable(h.lastError));
    const RequestRecord &r = h.loop().session().requests.first();
    QCOMPARE(r.response.unknownEvents, QStringList { "future_event" });
    QString error;
    const auto reopened = Session::fromJsonLines(h.loop().session().toJsonLines(), &error);
    QVERIFY(reopened);
    QCOMPARE(reopened->requests.first().response.unknownEvents, QStringList { "future_event" });
    QCOMPARE(reopened->requests.first().api, api);
}

void TestAgentWireProvider::nonStreamingFallback_data()
{
    endpointAndHeaders_data();
}

void TestAgentWireProvider::nonStreamingFallback()
{
    QFETCH(WireApi, api);
    AgentHarness h(trpc(), testSkills(), api);
    const QByteArray body = api == WireApi::AnthropicMessages
        ? QByteArray(
            R"({"id":"msg_1","type":"message","role":"assistant","model":"m","content":[{"type":"text","text":"Whole answer."}],"stop_reason":"end_turn","usage":{"input_tokens":5,"output_tokens":2}})")
        : api == WireApi::Gemini
        ? QByteArray(
            R"({"candidates":[{"content":{"role":"model","parts":[{"text":"Whole answer."}]},"finishReason":"STOP"}],"usageMetadata":{"promptTokenCount":5,"candidatesTokenCount":2,"totalTokenCount":7}})")
        : QByteArray(
            R"({"id":"resp_1","object":"response","status":"completed","model":"m","output":[{"type":"message","role":"assistant","content":[{"type":"output_text","text":"Whole answer."}]}],"usage":{"input_tokens":5,"output_tokens":2,"total_tokens":7}})");
    h.server->enqueue(FakeResponse::json(200, body));
    QVERIFY2(h.turn("hi"), qPrintable(h.lastError));
    QCOMPARE(h.loop().session().events.last().text, QStringLiteral("Whole answer."));
    QCOMPARE(h.loop().session().requests.first().usage.promptTokens, 5);
}

void TestAgentWireProvider::cacheUsageRecorded()
{
    const WireApi api = WireApi::AnthropicMessages;
    AgentHarness h(trpc(), testSkills(), api);
    h.server->enqueue(stream(anthropicAnswer(QStringLiteral("cached"), {}, {}, 7, AnthropicUsage { 9, 3, 0, 4096 })));
    QVERIFY2(h.turn("hi"), qPrintable(h.lastError));
    const RequestRecord &r = h.loop().session().requests.first();
    QCOMPARE(r.usage.cacheReadTokens, 4096);
    QCOMPARE(r.usage.cacheCreationTokens, 0);
    QCOMPARE(r.usage.promptTokens, 4105);
    QVERIFY(!r.cacheBreakpoints.isEmpty()); // the profile's default policy placed breakpoints
    const QJsonObject json = r.toJson();
    QCOMPARE(json.value("usage").toObject().value("cache_read_input_tokens").toInt(), 4096);
    QVERIFY(json.value("cache_breakpoints").toArray().size() == r.cacheBreakpoints.size());
    const RequestRecord back = RequestRecord::fromJson(json);
    QCOMPARE(back.cacheBreakpoints.size(), r.cacheBreakpoints.size());
    QCOMPARE(back.cacheBreakpoints.first().points, r.cacheBreakpoints.first().points);
    QCOMPARE(back.cacheBreakpoints.first().prefixTokens, r.cacheBreakpoints.first().prefixTokens);
}

void TestAgentWireProvider::keyNeverInRecordSessionOrExport_data()
{
    endpointAndHeaders_data();
}

void TestAgentWireProvider::keyNeverInRecordSessionOrExport()
{
    QFETCH(WireApi, api);
    AgentHarness h(trpc(), testSkills(), api);
    h.server->enqueue(callsIn(api, { { "skill_load", kArgs } }));
    h.server->enqueue(answerIn(api, QStringLiteral("done")));
    QVERIFY2(h.turn("hi"), qPrintable(h.lastError));
    const QByteArray key = h.apiKey.toUtf8();
    for (const RequestRecord &r : h.loop().session().requests) {
        QVERIFY(!r.body.contains(key));
        QVERIFY(!QJsonDocument(r.toJson()).toJson().contains(key));
        QVERIFY(!r.response.rawBody.contains(key));
    }
    QVERIFY(!h.loop().session().toJsonLines(h.config.secrets).contains(key));
    const QString md = sessionToMarkdown(h.loop().session(), h.config.secrets);
    const QString html = sessionToHtml(h.loop().session(), h.config.secrets);
    QVERIFY(!md.contains(h.apiKey));
    QVERIFY(!html.contains(h.apiKey));
    // the exports name the format the requests were sent in
    QVERIFY2(md.contains(QStringLiteral("wire format ") + wireApiName(api)), qPrintable(md.left(400)));
    QVERIFY(html.contains(QStringLiteral("wire format ") + wireApiName(api)));
}

QTEST_GUILESS_MAIN(TestAgentWireProvider)
#include "tst_provider_wire.moc"
