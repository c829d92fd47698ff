// Tests of the Anthropic Messages and OpenAI Responses stream decoders (fed through SseParser, the way the provider
// feeds them), on streams shaped like the providers' documented examples cut at awkward byte offsets (inside events,
// UTF-8 sequences and CRLFs): text, tool calls with arguments split anywhere, thinking with its signature and
// reasoning items kept for the next turn, usage (cache creation / read, cached tokens), unknown event types ignored
// and listed, error events, a tool call whose JSON never closes, a stop at the token limit, whole (non-streamed)
// bodies and error bodies.
#include "provider/openaiprovider.h"
#include "streamdecode.h"
#include "wire/anthropicmessages.h"
#include "wire/openairesponses.h"
#include "wirestreams.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace sw;
using namespace sw::test;

namespace {
const QList<QList<int>> kCuts { { 1 }, { 2, 3 }, { 7, 1, 13 }, { 64 }, { 4096 } };
const QString kText = QStringLiteral("Héllo — 日本語 \"quoted\" and \\ backslash\n| a | b |");
const QString kArgs = QStringLiteral(R"({"skill":"data-report","docs":["usage.txt","b ü.md"]})");
} // namespace

class TestAgentWireStream : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void anthropicTextAndToolsAtAnyCut_data();
    void anthropicTextAndToolsAtAnyCut();
    void anthropicThinkingKeptWithSignature();
    void anthropicUsageWithCache();
    void anthropicUnknownEventsListed();
    void anthropicErrorEventMidStream();
    void anthropicToolJsonNeverCloses();
    void anthropicMaxTokensInsideToolCall();
    void anthropicEventsBeforeStartAreErrors();
    void anthropicWholeBodyAndErrors();
    void responsesTextAndToolsAtAnyCut_data();
    void responsesTextAndToolsAtAnyCut();
    void responsesReasoningItemKept();
    void responsesUsage();
    void responsesUnknownEventsListed();
    void responsesErrorAndFailed();
    void responsesIncompleteInsideToolCall();
    void responsesWholeBody();
    void malformedEventsAreClearErrors();
};

void TestAgentWireStream::anthropicTextAndToolsAtAnyCut_data()
{
    QTest::addColumn<QList<int>>("cut");
    QTest::addColumn<bool>("crlf");
    for (const QList<int> &c : kCuts) {
        QTest::newRow(qPrintable(QStringLiteral("lf %1").arg(c.first()))) << c << false;
        QTest::newRow(qPrintable(QStringLiteral("crlf %1").arg(c.first()))) << c << true;
    }
}

void TestAgentWireStream::anthropicTextAndToolsAtAnyCut()
{
    QFETCH(QList<int>, cut);
    QFETCH(bool, crlf);
    QList<QByteArray> stream = anthropicAnswer(kText, { { "skill_load", kArgs }, { "skill_list_docs", "" } }, {}, 5);
    if (crlf)
        stream = withCrlf(stream);
    const Decoded d = decode(WireApi::AnthropicMessages, rechunk(stream, cut));
    QVERIFY2(d.ok, qPrintable(d.error.message));
    QVERIFY(d.complete);
    QCOMPARE(d.text, kText);
    QCOMPARE(d.response.text, kText);
    QCOMPARE(d.response.toolCalls.size(), 2);
    QCOMPARE(d.response.toolCalls.at(0), (ToolCall { "toolu_1", "skill_load", kArgs }));
    QCOMPARE(d.response.toolCalls.at(1).arguments, QStringLiteral("{}")); // a call without arguments
    QCOMPARE(d.calls.value(0), d.response.toolCalls.at(0)); // the deltas add up to the same call
    QCOMPARE(d.calls.value(1), d.response.toolCalls.at(1));
    QCOMPARE(d.response.finishReason, QStringLiteral("tool_use"));
    QVERIFY(!d.response.stoppedAtTokenLimit);
    QCOMPARE(d.response.id, QStringLiteral("msg_01FakeMessage"));
    QVERIFY(d.response.unknownEvents.isEmpty()); // ping is known
}

void TestAgentWireStream::anthropicThinkingKeptWithSignature()
{
    const QString thinking = QStringLiteral("Let me think step by step: 2 + 2 …");
    const Decoded d = decode(WireApi::AnthropicMessages,
        rechunk(anthropicAnswer(QStringLiteral("4"), { { "skill_load", kArgs } }, thinking, 4), { 3, 11 }));
    QVERIFY2(d.ok, qPrintable(d.error.message));
    QCOMPARE(d.reasoning, thinking);
    QCOMPARE(d.response.reasoning, thinking);
    QCOMPARE(d.response.providerBlocks.size(), 1);
    const ProviderBlock &b = d.response.providerBlocks.first();
    QCOMPARE(b.api, WireApi::AnthropicMessages);
    const QJsonObject o = QJsonDocument::fromJson(b.json).object();
    QCOMPARE(o.value("type").toString(), QStringLiteral("thinking"));
    QCOMPARE(o.value("thinking").toString(), thinking);
    QCOMPARE(o.value("signature").toString(), QStringLiteral("EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pk"));

    // redacted_thinking arrives whole in its start event and goes back unchanged.
    QList<QByteArray> s { anthropicStart() };
    s << sseEvent("content_block_start",
        { { "type", "content_block_start" }, { "index", 0 },
            { "content_block", QJsonObject { { "type", "redacted_thinking" }, { "data", "EmwKAhgBEgy3va3pzix" } } } });
    s << sseEvent("content_block_stop", { { "type", "content_block_stop" }, { "index", 0 } });
    s << sseEvent(
        "message_delta", { { "type", "message_delta" }, { "delta", QJsonObject { { "stop_reason", "end_turn" } } } });
    s << sseEvent("message_stop", { { "type", "message_stop" } });
    const Decoded r = decode(WireApi::AnthropicMessages, s);
    QVERIFY(r.ok);
    QCOMPARE(r.response.providerBlocks.size(), 1);
    QCOMPARE(QJsonDocument::fromJson(r.response.providerBlocks.first().json).object().value("data").toString(),
        QStringLiteral("EmwKAhgBEgy3va3pzix"));
}

void TestAgentWireStream::anthropicUsageWithCache()
{
    const Decoded d = decode(WireApi::AnthropicMessages,
        anthropicAnswer(QStringLiteral("ok"), {}, {}, 7, AnthropicUsage { 12, 30, 2048, 1536 }));
    QVERIFY(d.ok);
    const ChatUsage &u = d.response.usage;
    QCOMPARE(u.cacheCreationTokens, 2048);
    QCOMPARE(u.cacheReadTokens, 1536);
    QCOMPARE(u.cachedTokens, 1536);
    QCOMPARE(u.promptTokens, 12 + 2048 + 1536); // the whole prompt, as the other formats count it
    QCOMPARE(u.completionTokens, 30); // message_delta's cumulative output_tokens wins over message_start's 1
    QCOMPARE(u.totalTokens, 12 + 2048 + 1536 + 30);
    QCOMPARE(u.reportedCachedTokens(), 1536);
    QCOMPARE(d.usages.size(), 2); // message_start, then message_delta
    // A message_delta that repeats the input figures (newer servers) changes nothing.
    ChatUsage again = AnthropicMessagesFormat::usageFromJson(
        QJsonObject { { "input_tokens", 12 }, { "cache_read_input_tokens", 1536 }, { "output_tokens", 31 } }, u);
    QCOMPARE(again.promptTokens, u.promptTokens);
    QCOMPARE(again.completionTokens, 31);
}

void TestAgentWireStream::anthropicUnknownEventsListed()
{
    QList<QByteArray> s = anthropicAnswer(QStringLiteral("fine"), {}, {}, 2);
    s.insert(1, sseEvent("brand_new_event", { { "type", "brand_new_event" }, { "x", 1 } }));
    s.insert(3,
        sseEvent("content_block_start",
            { { "type", "content_block_start" }, { "index", 5 },
                { "content_block", QJsonObject { { "type", "server_tool_use" }, { "id", "srvtoolu_1" } } } }));
    s.insert(4,
        sseEvent("content_block_delta",
            { { "type", "content_block_delta" }, { "index", 5 },
                { "delta", QJsonObject { { "type", "mystery_delta" } } } }));
    s.insert(5, sseEvent("brand_new_event", { { "type", "brand_new_event" } }));
    const Decoded d = decode(WireApi::AnthropicMessages, s);
    QVERIFY2(d.ok, qPrintable(d.error.message));
    QCOMPARE(d.response.text, QStringLiteral("fine"));
    QCOMPARE(d.response.unknownEvents,
        (QStringList { "brand_new_event", "content_block:server_tool_use", "delta:mystery_delta" })); // each once
}

void TestAgentWireStream::anthropicErrorEventMidStream()
{
    // Before any text: the overload is temporary, worth a retry.
    QList<QByteArray> early { anthropicStart(), anthropicError("overloaded_error", "Overloaded") };
    Decoded d = decode(WireApi::AnthropicMessages, rechunk(early, { 3 }));
    QVERIFY(!d.ok);
    QCOMPARE(d.error.type, QStringLiteral("overloaded_error"));
    QCOMPARE(d.error.message, QStringLiteral("the server reported an error mid-stream: Overloaded"));
    QVERIFY(d.error.transient);
    QVERIFY(d.error.isRetryable());
    // After text was shown: not retried (it would repeat the text).
    QList<QByteArray> late = anthropicAnswer(QStringLiteral("partial answer"));
    late.insert(late.size() - 2, anthropicError("overloaded_error", "Overloaded"));
    d = decode(WireApi::AnthropicMessages, late);
    QVERIFY(!d.ok);
    QCOMPARE(d.text, QStringLiteral("partial answer"));
    QVERIFY(!d.error.transient);
    QVERIFY(!d.error.isRetryable());
}

void TestAgentWireStream::anthropicToolJsonNeverCloses()
{
    // The tool_use block is never stopped before message_stop.
    QList<QByteArray> s = anthropicAnswer({}, { { "skill_load", kArgs } });
    QList<QByteArray> cut;
    for (const QByteArray &e : s) {
        if (!e.startsWith("event: content_block_stop"))
            cut << e;
    }
    const Decoded d = decode(WireApi::AnthropicMessages, cut);
    QVERIFY(!d.ok);
    QVERIFY2(
        d.error.message.startsWith(QStringLiteral("the stream ended inside the tool call skill_load: its arguments "
                                                  "never closed")),
        qPrintable(d.error.message));
    // The stream simply stops mid-arguments: incomplete, for the provider to report as a dropped stream.
    QList<QByteArray> dropped = s.mid(0, 5);
    const Decoded e = decode(WireApi::AnthropicMessages, dropped);
    QVERIFY(e.ok);
    QVERIFY(!e.complete);
}

void TestAgentWireStream::anthropicMaxTokensInsideToolCall()
{
    const QString half = kArgs.left(20);
    const Decoded d = decode(WireApi::AnthropicMessages,
        anthropicAnswer(
            QStringLiteral("Loading"), { { "skill_load", half } }, {}, 6, {}, QStringLiteral("max_tokens")));
    QVERIFY(d.ok);
    QVERIFY(d.response.stoppedAtTokenLimit);
    const auto cut = OpenAiChatProvider::cutOffToolCall(d.response);
    QVERIFY(cut);
    QVERIFY2(cut->message.startsWith(QStringLiteral("the answer was cut off by the output token limit (max_tokens) in "
                                                    "the middle of the tool call skill_load")),
        qPrintable(cut->message));
    QCOMPARE(cut->kind, ProviderError::Kind::Protocol);
    // A text answer stopped by max_tokens is just a short answer.
    const Decoded t = decode(WireApi::AnthropicMessages,
        anthropicAnswer(QStringLiteral("Short"), {}, {}, 6, {}, QStringLiteral("max_tokens")));
    QVERIFY(!OpenAiChatProvider::cutOffToolCall(t.response));
}

void TestAgentWireStream::anthropicEventsBeforeStartAreErrors()
{
    const Decoded d = decode(WireApi::AnthropicMessages,
        { sseEvent("content_block_delta",
            { { "type", "content_block_delta" }, { "index", 0 },
                { "delta", QJsonObject { { "type", "text_delta" }, { "text", "x" } } } }) });
    QVERIFY(!d.ok);
    QVERIFY2(d.error.message.contains("before message_start"), qPrintable(d.error.message));
    QList<QByteArray> s { anthropicStart(),
        sseEvent("content_block_delta",
            { { "type", "content_block_delta" }, { "index", 3 },
                { "delta", QJsonObject { { "type", "text_delta" }, { "text", "x" } } } }) };
    const Decoded e = decode(WireApi::AnthropicMessages, s);
    QVERIFY(!e.ok);
    QVERIFY2(e.error.message.contains("block 3, which never started"), qPrintable(e.error.message));
}

void TestAgentWireStream::anthropicWholeBodyAndErrors()
{
    const QByteArray body = R"({"id":"msg_1","type":"message","role":"assistant","model":"claude-x",
        "content":[{"type":"thinking","thinking":"hm","signature":"sig"},{"type":"text","text":"Hi "},
        {"type":"text","text":"there"},{"type":"tool_use","id":"toolu_9","name":"skill_load","input":{"skill":"a"}}],
        "stop_reason":"tool_use","usage":{"input_tokens":10,"cache_read_input_tokens":90,"output_tokens":5}})";
    ChatResponse r;
    ProviderError e;
    QVERIFY(wireFormat(WireApi::AnthropicMessages).parseBody(body, &r, &e));
    QCOMPARE(r.text, QStringLiteral("Hi there"));
    QCOMPARE(r.reasoning, QStringLiteral("hm"));
    QCOMPARE(r.toolCalls, (QList<ToolCall> { { "toolu_9", "skill_load", R"({"skill":"a"})" } }));
    QCOMPARE(r.usage.promptTokens, 100);
    QCOMPARE(r.usage.cacheReadTokens, 90);
    QCOMPARE(r.providerBlocks.size(), 1);
    const ProviderError err
        = wireFormat(WireApi::AnthropicMessages)
              .errorFromBody(529,
                  R"({"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_1"})");
    QCOMPARE(err.httpStatus, 529);
    QCOMPARE(err.type, QStringLiteral("overloaded_error"));
    QVERIFY(err.isRetryable());
    QVERIFY2(err.describe().startsWith("HTTP 529: Overloaded (Anthropic's API is overloaded for everyone"),
        qPrintable(err.describe()));
    QVERIFY(!wireFormat(WireApi::AnthropicMessages).parseBody("{\"type\":\"message\"}", &r, &e));
    QCOMPARE(e.message, QStringLiteral("response has no content: {\"type\":\"message\"}"));
}

void TestAgentWireStream::responsesTextAndToolsAtAnyCut_data()
{
    anthropicTextAndToolsAtAnyCut_data();
}

void TestAgentWireStream::responsesTextAndToolsAtAnyCut()
{
    QFETCH(QList<int>, cut);
    QFETCH(bool, crlf);
    QList<QByteArray> stream = responsesAnswer(kText, { { "skill_load", kArgs }, { "skill_list_docs", "{}" } }, {}, 5);
    if (crlf)
        stream = withCrlf(stream);
    const Decoded d = decode(WireApi::OpenAiResponses, rechunk(stream, cut));
    QVERIFY2(d.ok, qPrintable(d.error.message));
    QVERIFY(d.complete);
    QCOMPARE(d.text, kText);
    QCOMPARE(d.response.text, kText);
    QCOMPARE(d.response.toolCalls,
        (QList<ToolCall> { { "call_1", "skill_load", kArgs }, { "call_2", "skill_list_docs", "{}" } }));
    QCOMPARE(d.calls.value(0), d.response.toolCalls.at(0));
    QCOMPARE(d.response.finishReason, QStringLiteral("completed"));
    QCOMPARE(d.response.id, QStringLiteral("resp_fake01"));
    QVERIFY2(d.response.unknownEvents.isEmpty(), qPrintable(d.response.unknownEvents.join(", ")));
}

void TestAgentWireStream::responsesReasoningItemKept()
{
    const Decoded d = decode(WireApi::OpenAiResponses,
        rechunk(responsesAnswer({}, { { "skill_load", kArgs } }, QStringLiteral("**Planning** the load"), 3), { 5 }));
    QVERIFY2(d.ok, qPrintable(d.error.message));
    QCOMPARE(d.reasoning, QStringLiteral("**Planning** the load"));
    QCOMPARE(d.response.providerBlocks.size(), 1);
    const QJsonObject item = QJsonDocument::fromJson(d.response.providerBlocks.first().json).object();
    QCOMPARE(item.value("type").toString(), QStringLiteral("reasoning"));
    QCOMPARE(item.value("id").toString(), QStringLiteral("rs_fake0"));
    QCOMPARE(item.value("encrypted_content").toString(), QStringLiteral("gAAAAABfakeEncryptedReasoning=="));
    // Without encrypted content (store:false) an item cannot be sent back: it is not kept.
    QList<QByteArray> s { responsesStart() };
    s << sseEvent("response.output_item.done",
        { { "type", "response.output_item.done" }, { "output_index", 0 },
            { "item", QJsonObject { { "id", "rs_1" }, { "type", "reasoning" }, { "summary", QJsonArray() } } } });
    s << sseEvent("response.completed",
        { { "type", "response.completed" },
            { "response", QJsonObject { { "id", "r" }, { "status", "completed" }, { "output", QJsonArray() } } } });
    QVERIFY(decode(WireApi::OpenAiResponses, s).response.providerBlocks.isEmpty());
}

void TestAgentWireStream::responsesUsage()
{
    const Decoded d
        = decode(WireApi::OpenAiResponses, responsesAnswer("x", {}, {}, 7, ResponsesUsage { 3000, 50, 2944, 32 }));
    QVERIFY(d.ok);
    QCOMPARE(d.response.usage.promptTokens, 3000);
    QCOMPARE(d.response.usage.cachedTokens, 2944);
    QCOMPARE(d.response.usage.completionTokens, 50);
    QCOMPARE(d.response.usage.reasoningTokens, 32);
    QCOMPARE(d.response.usage.totalTokens, 3050);
    QCOMPARE(d.usages.size(), 1);
}

void TestAgentWireStream::responsesUnknownEventsListed()
{
    QList<QByteArray> s = responsesAnswer(QStringLiteral("ok"));
    s.insert(
        2, sseEvent("response.web_search_call.in_progress", { { "type", "response.web_search_call.in_progress" } }));
    s.insert(3,
        sseEvent("response.output_item.added",
            { { "type", "response.output_item.added" }, { "output_index", 9 },
                { "item", QJsonObject { { "type", "web_search_call" }, { "id", "ws_1" } } } }));
    const Decoded d = decode(WireApi::OpenAiResponses, s);
    QVERIFY2(d.ok, qPrintable(d.error.message));
    QCOMPARE(d.response.text, QStringLiteral("ok"));
    QCOMPARE(
        d.response.unknownEvents, (QStringList { "response.web_search_call.in_progress", "item:web_search_call" }));
}

void TestAgentWireStream::responsesErrorAndFailed()
{
    Decoded d = decode(WireApi::OpenAiResponses,
        { responsesStart(), responsesError("rate_limit_exceeded", "Rate limit reached. Please try again in 2s.") });
    QVERIFY(!d.ok);
    QCOMPARE(d.error.code, QStringLiteral("rate_limit_exceeded"));
    QCOMPARE(d.error.message,
        QStringLiteral("the server reported an error mid-stream: Rate limit reached. Please try again in 2s."));
    QVERIFY(d.error.transient);
    QList<QByteArray> failed = responsesAnswer(QStringLiteral("half"));
    failed.removeLast();
    failed << sseEvent("response.failed",
        { { "type", "response.failed" },
            { "response",
                QJsonObject { { "id", "r" }, { "status", "failed" },
                    { "error", QJsonObject { { "code", "server_error" }, { "message", "The model crashed." } } } } } });
    d = decode(WireApi::OpenAiResponses, failed);
    QVERIFY(!d.ok);
    QCOMPARE(d.text, QStringLiteral("half"));
    QCOMPARE(d.error.message, QStringLiteral("the response failed: The model crashed."));
    QVERIFY(!d.error.transient); // text was shown
}

void TestAgentWireStream::responsesIncompleteInsideToolCall()
{
    const Decoded d
        = decode(WireApi::OpenAiResponses, responsesAnswer({}, { { "skill_load", kArgs.left(17) } }, {}, 4, {}, true));
    QVERIFY2(d.ok, qPrintable(d.error.message));
    QVERIFY(d.complete);
    QVERIFY(d.response.stoppedAtTokenLimit);
    QCOMPARE(d.response.finishReason, QStringLiteral("incomplete: max_output_tokens"));
    const auto cut = OpenAiChatProvider::cutOffToolCall(d.response);
    QVERIFY(cut);
    QVERIFY(cut->message.contains(
        QStringLiteral("(incomplete: max_output_tokens) in the middle of the tool call skill_load")));
    // Completed while a call's arguments were never done: the JSON never closed.
    QList<QByteArray> s = responsesAnswer({}, { { "skill_load", kArgs.left(9) } }, {}, 4, {}, true);
    s.last().replace("response.incomplete", "response.completed");
    const Decoded e = decode(WireApi::OpenAiResponses, s);
    QVERIFY(!e.ok);
    QVERIFY2(e.error.message.contains("inside the tool call skill_load: its arguments never closed"),
        qPrintable(e.error.message));
}

void TestAgentWireStream::responsesWholeBody()
{
    const QByteArray body = R"({"id":"resp_1","object":"response","status":"completed","model":"gpt-x",
        "output":[{"type":"reasoning","id":"rs_1","summary":[{"type":"summary_text","text":"plan"}],"encrypted_content":"enc"},
        {"type":"message","id":"msg_1","role":"assistant","content":[{"type":"output_text","text":"Done."}]},
        {"type":"function_call","id":"fc_1","call_id":"call_7","name":"skill_load","arguments":"{\"skill\":\"a\"}"}],
        "usage":{"input_tokens":20,"input_tokens_details":{"cached_tokens":0},"output_tokens":4,"total_tokens":24}})";
    ChatResponse r;
    ProviderError e;
    QVERIFY(wireFormat(WireApi::OpenAiResponses).parseBody(body, &r, &e));
    QCOMPARE(r.text, QStringLiteral("Done."));
    QCOMPARE(r.reasoning, QStringLiteral("plan"));
    QCOMPARE(r.toolCalls, (QList<ToolCall> { { "call_7", "skill_load", R"({"skill":"a"})" } }));
    QCOMPARE(r.providerBlocks.size(), 1);
    QCOMPARE(r.usage.totalTokens, 24);
    QVERIFY(!wireFormat(WireApi::OpenAiResponses)
                 .parseBody(R"({"error":{"message":"bad key","type":"invalid_request_error"}})", &r, &e));
    QCOMPARE(e.message, QStringLiteral("bad key"));
}

void TestAgentWireStream::malformedEventsAreClearErrors()
{
    for (WireApi api : { WireApi::AnthropicMessages, WireApi::OpenAiResponses, WireApi::Gemini }) {
        const Decoded d = decode(api, { "event: x\ndata: {\"type\": \"message_st\n\n" });
        QVERIFY(!d.ok);
        QVERIFY2(d.error.message.startsWith(QStringLiteral("malformed stream event 1 (")), qPrintable(d.error.message));
        QCOMPARE(d.error.kind, ProviderError::Kind::Protocol);
        const Decoded e = decode(api, { "data: [1,2]\n\n" });
        QVERIFY(!e.ok);
        QCOMPARE(e.error.message, QStringLiteral("malformed stream event 1 (not a JSON object): [1,2]"));
    }
}

QTEST_GUILESS_MAIN(TestAgentWireStream)
#include "tst_wire_stream.moc"
