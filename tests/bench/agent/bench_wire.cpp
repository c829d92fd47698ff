// bench_wire (Google Benchmark, scripts/bench-wire.sh): the wire formats side by side in one run.
//  - Decode: the same 20,000-token answer (one token per event, then a tool call with 2 KB of arguments) as each
//    provider streams it (Chat Completions, Anthropic Messages, OpenAI Responses, Gemini), fed in 1460-byte reads
//    through SseParser and the format's StreamDecoder; bytes/s and
//    the answer's tokens/s. BM_DecodeChatCompletions is the path the workbench had before (the baseline).
//  - Encode: one request with 10,000 skills in the catalog (trpc-go profile, one skill loaded, a tool call and its
//    result in the history), per format, cold (a new RequestBuilder: catalog rendering, token counts of every
//    segment) and warm (the loop's builder, next step of the turn). BM_Encode*/0 is Chat Completions (baseline).
#include "agent/requestbuilder.h"
#include "wire/sseparser.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <benchmark/benchmark.h>

using namespace sw;

namespace {
constexpr int kTokens = 20000;
constexpr int kSkills = 10000;
constexpr qsizetype kRead = 1460;

const char *const kWords[] = { " the", " report", " groups", " revenue", " by", " region", ",", " and", " writes", " a",
    " chart", " to", " out", "/", "chart", ".png", ".", "\n", " Über", " 数据" };

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QString arguments()
{
    QString a = QStringLiteral(R"({"skill":"data-report","command":"python3 scripts/report.py --rows )");
    while (a.size() < 2048)
        a += QStringLiteral("region-%1 ").arg(a.size());
    return a + QStringLiteral(R"("})");
}

QByteArray chatStream()
{
    QByteArray s;
    for (int i = 0; i < kTokens; ++i) {
        s += R"(data: {"id":"chatcmpl-9xYzAbCdEf","object":"chat.completion.chunk","created":1767000000,"model":"gpt-4o-2024-08-06","system_fingerprint":"fp_abc123","choices":[{"index":0,"delta":)";
        s += json({ { "content", QString::fromUtf8(kWords[i % 20]) } });
        s += R"(,"logprobs":null,"finish_reason":null}]})"
             "\n\n";
    }
    const QString args = arguments();
    s += R"(data: {"id":"chatcmpl-9xYzAbCdEf","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"skill_run","arguments":""}}]},"finish_reason":null}]})"
         "\n\n";
    for (qsizetype i = 0; i < args.size(); i += 8)
        s += R"(data: {"id":"chatcmpl-9xYzAbCdEf","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":)"
            + json({ { "a", args.mid(i, 8) } }).mid(5).chopped(1) + R"(}}]},"finish_reason":null}]})" + "\n\n";
    s += R"(data: {"id":"chatcmpl-9xYzAbCdEf","object":"chat.completion.chunk","choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]})"
         "\n\n";
    s += R"(data: {"id":"chatcmpl-9xYzAbCdEf","object":"chat.completion.chunk","choices":[],"usage":{"prompt_tokens":1000,"completion_tokens":20500,"total_tokens":21500,"prompt_tokens_details":{"cached_tokens":768}}})"
         "\n\ndata: [DONE]\n\n";
    return s;
}

QByteArray anthropicStream()
{
    QByteArray s = R"(event: message_start
data: {"type":"message_start","message":{"id":"msg_01XFDUDYJgAACzvnptvVoYEL","type":"message","role":"assistant","content":[],"model":"claude-sonnet-4-5-20250929","stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":25,"cache_creation_input_tokens":0,"cache_read_input_tokens":768,"output_tokens":1}}}

event: content_block_start
data: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}

)";
    for (int i = 0; i < kTokens; ++i)
        s += "event: content_block_delta\ndata: "
            + json({ { "type", "content_block_delta" }, { "index", 0 },
                { "delta", QJsonObject { { "type", "text_delta" }, { "text", QString::fromUtf8(kWords[i % 20]) } } } })
            + "\n\n";
    s += "event: content_block_stop\ndata: {\"type\":\"content_block_stop\",\"index\":0}\n\n";
    s += R"(event: content_block_start
data: {"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"toolu_01T1x1fJ34qAmk2tNTrN7Up6","name":"skill_run","input":{}}}

)";
    const QString args = arguments();
    for (qsizetype i = 0; i < args.size(); i += 8)
        s += "event: content_block_delta\ndata: "
            + json({ { "type", "content_block_delta" }, { "index", 1 },
                { "delta", QJsonObject { { "type", "input_json_delta" }, { "partial_json", args.mid(i, 8) } } } })
            + "\n\n";
    s += "event: content_block_stop\ndata: {\"type\":\"content_block_stop\",\"index\":1}\n\n";
    s += R"(event: message_delta
data: {"type":"message_delta","delta":{"stop_reason":"tool_use","stop_sequence":null},"usage":{"output_tokens":20500}}

event: message_stop
data: {"type":"message_stop"}

)";
    return s;
}

QByteArray responsesStream()
{
    int seq = 0;
    auto ev = [&seq](const char *type, QJsonObject o) {
        o.insert("type", QString::fromLatin1(type));
        o.insert("sequence_number", seq++);
        return "event: " + QByteArray(type) + "\ndata: " + json(o) + "\n\n";
    };
    QByteArray s = ev("response.created",
        { { "response",
            QJsonObject { { "id", "resp_67ccd3a9da748190baa7f1570fe91ac604becb25c45c1d41" }, { "object", "response" },
                { "status", "in_progress" }, { "model", "gpt-4o-2024-08-06" } } } });
    s += ev("response.output_item.added",
        { { "output_index", 0 },
            { "item",
                QJsonObject { { "id", "msg_67ccd3acc8d48190a77525dc6de64b4104becb25c45c1d41" }, { "type", "message" },
                    { "status", "in_progress" }, { "role", "assistant" } } } });
    for (int i = 0; i < kTokens; ++i)
        s += ev("response.output_text.delta",
            { { "item_id", "msg_67ccd3acc8d48190a77525dc6de64b4104becb25c45c1d41" }, { "output_index", 0 },
                { "content_index", 0 }, { "delta", QString::fromUtf8(kWords[i % 20]) } });
    s += ev("response.output_item.added",
        { { "output_index", 1 },
            { "item",
                QJsonObject { { "id", "fc_12345xyz" }, { "type", "function_call" }, { "call_id", "call_1" },
                    { "name", "skill_run" }, { "arguments", "" } } } });
    const QString args = arguments();
    for (qsizetype i = 0; i < args.size(); i += 8)
        s += ev("response.function_call_arguments.delta",
            { { "item_id", "fc_12345xyz" }, { "output_index", 1 }, { "delta", args.mid(i, 8) } });
    s += ev("response.function_call_arguments.done",
        { { "item_id", "fc_12345xyz" }, { "output_index", 1 }, { "arguments", args } });
    s += ev("response.completed",
        { { "response",
            QJsonObject { { "id", "resp_67ccd3a9da748190baa7f1570fe91ac604becb25c45c1d41" }, { "status", "completed" },
                { "usage",
                    QJsonObject { { "input_tokens", 1000 }, { "output_tokens", 20500 }, { "total_tokens", 21500 },
                        { "input_tokens_details", QJsonObject { { "cached_tokens", 768 } } } } } } } });
    return s;
}

// Gemini: one GenerateContentResponse per event (as the API streams them: the candidate's new parts and the usage so
// far in each), CRLF CRLF between events, the call whole in one event with its arguments as an object.
QByteArray geminiStream()
{
    QByteArray s;
    for (int i = 0; i < kTokens; ++i) {
        s += R"(data: {"candidates":[{"content":{"parts":[)";
        s += json({ { "text", QString::fromUtf8(kWords[i % 20]) } });
        s += R"(],"role":"model"},"index":0}],"usageMetadata":{"promptTokenCount":1000,"candidatesTokenCount":)"
            + QByteArray::number(i + 1) + R"(,"totalTokenCount":)" + QByteArray::number(1001 + i)
            + R"(,"promptTokensDetails":[{"modality":"TEXT","tokenCount":1000}]},"modelVersion":"gemini-2.5-flash","responseId":"lv9ZaL7fHqGvz7IPkOzU0QE"})"
              "\r\n\r\n";
    }
    const QJsonObject call { { "functionCall",
                                 QJsonObject { { "name", "skill_run" },
                                     { "args", QJsonDocument::fromJson(arguments().toUtf8()).object() } } },
        { "thoughtSignature", "CiQB0e2Kb4Rk0tTFakeSignatureBytesForTheBenchmark==" } };
    s += R"(data: {"candidates":[{"content":{"parts":[)" + json(call)
        + R"(],"role":"model"},"finishReason":"STOP","index":0}],"usageMetadata":{"promptTokenCount":1000,"cachedContentTokenCount":768,"candidatesTokenCount":20500,"totalTokenCount":21500},"modelVersion":"gemini-2.5-flash","responseId":"lv9ZaL7fHqGvz7IPkOzU0QE"})"
          "\r\n\r\n";
    return s;
}

void decode(benchmark::State &state, WireApi api, const QByteArray &stream)
{
    qsizetype text = 0;
    for (auto _ : state) {
        const std::unique_ptr<StreamDecoder> decoder = wireFormat(api).decoder();
        SseParser parser;
        QList<QByteArray> events;
        text = 0;
        for (qsizetype i = 0; i < stream.size(); i += kRead) {
            events.clear();
            parser.feed(QByteArrayView(stream).sliced(i, qMin(kRead, stream.size() - i)), events);
            for (const QByteArray &e : events) {
                StreamDelta delta;
                ProviderError error;
                if (!decoder->apply(e, &delta, &error)) {
                    state.SkipWithError(qPrintable(error.message));
                    return;
                }
                text += delta.text.size();
            }
        }
        const ChatResponse r = decoder->response();
        // (Gemini sends the arguments as an object: the same JSON, its keys in QJsonObject's order)
        if (!decoder->isComplete() || r.toolCalls.size() != 1
            || QJsonDocument::fromJson(r.toolCalls.first().arguments.toUtf8())
                != QJsonDocument::fromJson(arguments().toUtf8())) {
            state.SkipWithError("incomplete decode");
            return;
        }
        benchmark::DoNotOptimize(r);
    }
    state.SetBytesProcessed(qint64(state.iterations()) * stream.size());
    state.counters["stream_MB"] = stream.size() / 1e6;
    state.counters["answer_tokens_per_s"]
        = benchmark::Counter(double(kTokens) * double(state.iterations()), benchmark::Counter::kIsRate);
    benchmark::DoNotOptimize(text);
}

void BM_DecodeChatCompletions(benchmark::State &state)
{
    static const QByteArray s = chatStream();
    decode(state, WireApi::ChatCompletions, s);
}
void BM_DecodeAnthropicMessages(benchmark::State &state)
{
    static const QByteArray s = anthropicStream();
    decode(state, WireApi::AnthropicMessages, s);
}
void BM_DecodeOpenAiResponses(benchmark::State &state)
{
    static const QByteArray s = responsesStream();
    decode(state, WireApi::OpenAiResponses, s);
}
void BM_DecodeGemini(benchmark::State &state)
{
    static const QByteArray s = geminiStream();
    decode(state, WireApi::Gemini, s);
}

struct EncodeFixture
{
    SkillSnapshot snapshot;
    Profile profile;
    Session step2;
    EncodeFixture()
    {
        QList<AgentSkill> list;
        for (int i = 0; i < kSkills; ++i) {
            AgentSkill s;
            s.name = QStringLiteral("skill-%1").arg(i, 5, 10, QLatin1Char('0'));
            s.description = QStringLiteral("Generates %1 reports from CSV files and charts them; use when the user "
                                           "asks for grouped totals of topic %2.")
                                .arg(i % 7 ? "weekly" : "monthly")
                                .arg(i);
            s.folder = QStringLiteral("/skills/") + s.name;
            s.location = s.folder + QStringLiteral("/SKILL.md");
            s.body = QStringLiteral("Body of %1.\n").arg(s.name).repeated(40);
            list << s;
        }
        snapshot = SkillSnapshot(list);
        QString error;
        profile = *loadProfile(QStringLiteral(SW_PROFILES_SOURCE_DIR "/trpc-go.json"), &error);
        step2.turn = 0;
        TranscriptEvent user;
        user.kind = TranscriptEvent::Kind::User;
        user.text = QStringLiteral("Make a weekly report of topic 4242 please");
        step2.append(user);
        step2.applyDelta(loadSkillDelta(step2.state, profile.agentName, QStringLiteral("skill-04242"), {}, false),
            QStringLiteral("declared"));
        TranscriptEvent call;
        call.kind = TranscriptEvent::Kind::Assistant;
        call.toolCalls = { ToolCall { QStringLiteral("call_1"), QStringLiteral("skill_list_docs"),
            QStringLiteral(R"({"skill":"skill-04242"})") } };
        step2.append(call);
        TranscriptEvent result;
        result.kind = TranscriptEvent::Kind::ToolResult;
        result.toolCallId = QStringLiteral("call_1");
        result.toolName = QStringLiteral("skill_list_docs");
        result.text = QStringLiteral("[]");
        step2.append(result);
    }
    BuildOptions options(int api) const
    {
        BuildOptions o;
        o.model = QStringLiteral("gpt-4o");
        o.api = WireApi(api);
        o.wire.cachePoints = profile.cachePolicy.points;
        return o;
    }
};

const EncodeFixture &fixture()
{
    static const EncodeFixture f;
    return f;
}

// range(0): 0 Chat Completions (baseline), 1 Anthropic Messages, 2 OpenAI Responses, 3 Gemini.
void BM_EncodeCold(benchmark::State &state)
{
    const EncodeFixture &f = fixture();
    const BuildOptions options = f.options(int(state.range(0)));
    qsizetype bytes = 0;
    for (auto _ : state) {
        const RequestRecord r = RequestBuilder().build(f.profile, f.step2, f.snapshot, options);
        bytes = r.body.size();
        benchmark::DoNotOptimize(r);
    }
    state.counters["request_bytes"] = double(bytes);
    state.SetLabel(wireApiName(options.api).toStdString());
}

void BM_EncodeWarm(benchmark::State &state)
{
    const EncodeFixture &f = fixture();
    const BuildOptions options = f.options(int(state.range(0)));
    const RequestBuilder builder;
    const RequestRecord primed = builder.build(f.profile, f.step2, f.snapshot, options);
    for (auto _ : state) {
        const RequestRecord r = builder.build(f.profile, f.step2, f.snapshot, options, &primed);
        benchmark::DoNotOptimize(r);
    }
    state.SetLabel(wireApiName(options.api).toStdString());
}
} // namespace

BENCHMARK(BM_DecodeChatCompletions)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DecodeAnthropicMessages)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DecodeOpenAiResponses)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DecodeGemini)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_EncodeCold)->Arg(0)->Arg(1)->Arg(2)->Arg(3)->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK(BM_EncodeWarm)->Arg(0)->Arg(1)->Arg(2)->Arg(3)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
