// Tests of SseParser and ChatStreamAccumulator: line splitting anywhere, comments, [DONE], tool-call deltas
// split mid-string, interleaved calls, usage (cached tokens, DeepSeek fields), reasoning, malformed chunks.
#include "wire/chatstream.h"
#include "wire/sseparser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace sw;

class TestAgentSse : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesEventsAndComments();
    void splitsAtEveryByte_data();
    void splitsAtEveryByte();
    void crSplitAcrossReads();
    void multiLineDataAndFields();
    void finishFlushesUnterminatedEvent();
    void accumulatesText();
    void toolCallArgumentsSplitMidString();
    void interleavedToolCalls();
    void usageWithCachedTokens();
    void deepSeekReasoningAndCacheFields();
    void malformedChunkIsAClearError();
    void inStreamErrorObject();
    void nonStreamingCompletion();
    void errorBodies();
};

void TestAgentSse::parsesEventsAndComments()
{
    SseParser p;
    const QList<QByteArray> events = p.feed(": keep-alive\n\ndata: {\"a\":1}\n\n: ping\ndata: [DONE]\n\n");
    QCOMPARE(events, (QList<QByteArray> { "{\"a\":1}", "[DONE]" }));
    QCOMPARE(p.commentCount(), 2);
}

void TestAgentSse::splitsAtEveryByte_data()
{
    QTest::addColumn<QByteArray>("ending");
    QTest::newRow("lf") << QByteArray("\n");
    QTest::newRow("crlf") << QByteArray("\r\n");
    QTest::newRow("cr") << QByteArray("\r");
}

void TestAgentSse::splitsAtEveryByte()
{
    QFETCH(QByteArray, ending);
    const QByteArray stream = ": c" + ending + "data: {\"x\":\"h\\u00e9llo\"}" + ending + ending + "data:second"
        + ending + ending + "data: [DONE]" + ending + ending;
    const QList<QByteArray> expected { "{\"x\":\"h\\u00e9llo\"}", "second", "[DONE]" };
    for (int cut = 0; cut <= stream.size(); ++cut) {
        for (int cut2 = cut; cut2 <= stream.size(); cut2 += 5) {
            SseParser p;
            QList<QByteArray> events;
            p.feed(QByteArrayView(stream).first(cut), events);
            p.feed(QByteArrayView(stream).sliced(cut, cut2 - cut), events);
            p.feed(QByteArrayView(stream).sliced(cut2), events);
            events += p.finish();
            QCOMPARE(events, expected);
        }
    }
}

void TestAgentSse::crSplitAcrossReads()
{
    SseParser p;
    QList<QByteArray> events;
    p.feed("data: a\r", events);
    p.feed("\n\r", events); // the \n belongs to the first \r; the second \r is the blank line
    QCOMPARE(events, QList<QByteArray> { "a" });
    p.feed("\ndata: b\n\n", events); // \n after a lone \r at the end of a read is swallowed once
    QCOMPARE(events, (QList<QByteArray> { "a", "b" }));
}

void TestAgentSse::multiLineDataAndFields()
{
    SseParser p;
    const QList<QByteArray> events = p.feed("event: message\nid: 7\ndata: line1\ndata:line2\nretry: 10\ndata\n\n");
    QCOMPARE(events, QList<QByteArray> { "line1\nline2\n" });
}

void TestAgentSse::finishFlushesUnterminatedEvent()
{
    SseParser p;
    QVERIFY(p.feed("data: {\"a\":1}").isEmpty());
    QCOMPARE(p.finish(), QList<QByteArray> { "{\"a\":1}" });
    QVERIFY(p.finish().isEmpty());
}

void TestAgentSse::accumulatesText()
{
    ChatStreamAccumulator acc;
    StreamDelta d;
    ProviderError e;
    QVERIFY(acc.apply(
        R"({"id":"c1","model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":"Hel"}}]})", &d, &e));
    QCOMPARE(d.text, QStringLiteral("Hel"));
    QVERIFY(acc.apply(R"({"choices":[{"index":0,"delta":{"content":"lo"},"finish_reason":"stop"}]})", &d, &e));
    QCOMPARE(d.finishReason, QStringLiteral("stop"));
    QVERIFY(acc.apply("[DONE]", &d, &e));
    QVERIFY(d.done);
    const ChatResponse r = acc.response();
    QCOMPARE(r.text, QStringLiteral("Hello"));
    QCOMPARE(r.id, QStringLiteral("c1"));
    QVERIFY(!r.textIsNull);
    QVERIFY(acc.sawDone());
}

void TestAgentSse::toolCallArgumentsSplitMidString()
{
    ChatStreamAccumulator acc;
    StreamDelta d;
    ProviderError e;
    QVERIFY(acc.apply(
        R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"call_a","type":"function","function":{"name":"skill_load","arguments":""}}]}}]})",
        &d, &e));
    QCOMPARE(d.toolCalls.size(), 1);
    QCOMPARE(d.toolCalls.first().name, QStringLiteral("skill_load"));
    for (const char *frag : { "{\"sk", "ill\": \"data-re", "port\\\"", "x\"}" }) {
        const QJsonObject call { { "index", 0 },
            { "function", QJsonObject { { "arguments", QString::fromUtf8(frag) } } } };
        const QJsonObject chunk { { "choices",
            QJsonArray { QJsonObject {
                { "index", 0 }, { "delta", QJsonObject { { "tool_calls", QJsonArray { call } } } } } } } };
        QVERIFY(acc.apply(QJsonDocument(chunk).toJson(QJsonDocument::Compact), &d, &e));
    }
    const ChatResponse r = acc.response();
    QCOMPARE(r.toolCalls.size(), 1);
    QCOMPARE(r.toolCalls.first().id, QStringLiteral("call_a"));
    QCOMPARE(r.toolCalls.first().arguments, QStringLiteral("{\"skill\": \"data-report\\\"x\"}"));
    QVERIFY(r.textIsNull);
}

void TestAgentSse::interleavedToolCalls()
{
    ChatStreamAccumulator acc;
    StreamDelta d;
    ProviderError e;
    QVERIFY(acc.apply(
        R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"c0","function":{"name":"skill_load","arguments":"{\"skill\":"}},{"index":1,"id":"c1","function":{"name":"skill_list_docs","arguments":""}}]}}]})",
        &d, &e));
    QCOMPARE(d.toolCalls.size(), 2);
    QVERIFY(acc.apply(
        R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"function":{"arguments":"{\"skill\":\"b\"}"}}]}}]})",
        &d, &e));
    QVERIFY(acc.apply(
        R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\"a\"}"}}]},"finish_reason":"tool_calls"}]})",
        &d, &e));
    const ChatResponse r = acc.response();
    QCOMPARE(r.toolCalls.size(), 2);
    QCOMPARE(r.toolCalls.at(0), (ToolCall { "c0", "skill_load", "{\"skill\":\"a\"}" }));
    QCOMPARE(r.toolCalls.at(1), (ToolCall { "c1", "skill_list_docs", "{\"skill\":\"b\"}" }));
    QCOMPARE(r.finishReason, QStringLiteral("tool_calls"));
}

void TestAgentSse::usageWithCachedTokens()
{
    ChatStreamAccumulator acc;
    StreamDelta d;
    ProviderError e;
    QVERIFY(acc.apply(
        R"({"choices":[],"usage":{"prompt_tokens":1200,"completion_tokens":30,"total_tokens":1230,"prompt_tokens_details":{"cached_tokens":1024}}})",
        &d, &e));
    QVERIFY(d.hasUsage);
    QCOMPARE(d.usage.promptTokens, 1200);
    QCOMPARE(d.usage.completionTokens, 30);
    QCOMPARE(d.usage.cachedTokens, 1024);
    QCOMPARE(d.usage.reportedCachedTokens(), 1024);
    QCOMPARE(acc.response().usage.totalTokens, 1230);
}

void TestAgentSse::deepSeekReasoningAndCacheFields()
{
    ChatStreamAccumulator acc;
    StreamDelta d;
    ProviderError e;
    QVERIFY(acc.apply(R"({"choices":[{"index":0,"delta":{"reasoning_content":"think","content":null}}]})", &d, &e));
    QCOMPARE(d.reasoning, QStringLiteral("think"));
    QVERIFY(d.text.isEmpty());
    QVERIFY(acc.apply(
        R"({"choices":[],"usage":{"prompt_tokens":50,"completion_tokens":5,"prompt_cache_hit_tokens":32,"prompt_cache_miss_tokens":18}})",
        &d, &e));
    QCOMPARE(d.usage.cacheHitTokens, 32);
    QCOMPARE(d.usage.cacheMissTokens, 18);
    QCOMPARE(d.usage.cachedTokens, -1);
    QCOMPARE(d.usage.reportedCachedTokens(), 32);
    QCOMPARE(acc.response().reasoning, QStringLiteral("think"));
}

void TestAgentSse::malformedChunkIsAClearError()
{
    ChatStreamAccumulator acc;
    StreamDelta d;
    ProviderError e;
    QVERIFY(acc.apply(R"({"choices":[{"index":0,"delta":{"content":"ok"}}]})", &d, &e));
    QVERIFY(!acc.apply(R"({"choices":[{"index":0,"delta":{"content":"br)", &d, &e));
    QCOMPARE(e.kind, ProviderError::Kind::Protocol);
    QVERIFY2(e.message.startsWith(QStringLiteral("malformed stream chunk 2 (")), qPrintable(e.message));
    QVERIFY2(e.message.contains(QStringLiteral("{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"br")),
        qPrintable(e.message));
    QVERIFY(!e.isRetryable());
}

void TestAgentSse::inStreamErrorObject()
{
    ChatStreamAccumulator acc;
    StreamDelta d;
    ProviderError e;
    QVERIFY(!acc.apply(R"({"error":{"message":"model overloaded","type":"server_error"}})", &d, &e));
    QCOMPARE(e.message, QStringLiteral("the server reported an error mid-stream: model overloaded"));
    QCOMPARE(e.type, QStringLiteral("server_error"));
}

void TestAgentSse::nonStreamingCompletion()
{
    ChatResponse r;
    ProviderError e;
    QVERIFY(ChatStreamAccumulator::parseCompletion(
        R"({"id":"x","model":"m","choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[{"id":"t1","type":"function","function":{"name":"skill_load","arguments":"{\"skill\":\"a\"}"}}]},"finish_reason":"tool_calls"}],"usage":{"prompt_tokens":10,"completion_tokens":2,"total_tokens":12}})",
        &r, &e));
    QVERIFY(r.textIsNull);
    QCOMPARE(r.toolCalls.size(), 1);
    QCOMPARE(r.toolCalls.first().arguments, QStringLiteral("{\"skill\":\"a\"}"));
    QCOMPARE(r.usage.promptTokens, 10);
    QVERIFY(!ChatStreamAccumulator::parseCompletion("not json", &r, &e));
    QVERIFY(e.message.startsWith(QStringLiteral("malformed response body")));
}

void TestAgentSse::errorBodies()
{
    ProviderError e = ChatStreamAccumulator::errorFromBody(
        429, R"({"error":{"message":"Rate limit reached","type":"rate_limit_error","code":"rate_limit_exceeded"}})");
    QCOMPARE(e.httpStatus, 429);
    QCOMPARE(e.message, QStringLiteral("Rate limit reached"));
    QCOMPARE(e.type, QStringLiteral("rate_limit_error"));
    QCOMPARE(e.code, QStringLiteral("rate_limit_exceeded"));
    QVERIFY(e.isRetryable());
    QCOMPARE(e.describe(), QStringLiteral("HTTP 429: Rate limit reached (rate_limit_error, rate_limit_exceeded)"));
    e = ChatStreamAccumulator::errorFromBody(502, "Bad Gateway");
    QCOMPARE(e.message, QStringLiteral("Bad Gateway"));
    QVERIFY(e.isRetryable());
    // A gateway's HTML error page: its title, not its markup (issue 23: Preferences showed the raw page).
    e = ChatStreamAccumulator::errorFromBody(502,
        "<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1>"
        "</center><hr><center>nginx/1.25.3</center></body></html>");
    QCOMPARE(e.message,
        QStringLiteral("502 Bad Gateway (an HTML page instead of the API's JSON: is the base URL the API's?)"));
    QVERIFY(!e.describe().contains(QLatin1Char('<')));
    e = ChatStreamAccumulator::errorFromBody(404, "<html><body><p>Not &amp; here</p></body></html>");
    QCOMPARE(e.message, QStringLiteral("an HTML page instead of the API's JSON: is the base URL the API's?"));
    e = ChatStreamAccumulator::errorFromBody(401, "");
    QCOMPARE(e.message, QStringLiteral("the server answered with status 401"));
    QVERIFY(!e.isRetryable());
}

QTEST_GUILESS_MAIN(TestAgentSse)
#include "tst_wire_sse.moc"
