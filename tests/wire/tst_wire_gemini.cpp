// Tests of the Gemini format: the endpoint (the model and the streaming mode in the URL, any base form), the key
// header and the models list; the encoder's request shape (systemInstruction, functionDeclarations with
// parametersJsonSchema, user / model turns, functionCall / functionResponse parts, thought signatures passed back on
// their part and the placeholder where none is known, thinkingConfig); and the stream decoder on streams shaped like
// the API's cut at awkward offsets: text, thoughts, whole function calls with ids made up when the API sends none,
// signatures kept, usage with cachedContentTokenCount and thoughtsTokenCount, a promptFeedback block, non-STOP finish
// reasons, arguments that are not an object, error objects mid-stream and as bodies (RetryInfo), whole bodies, unknown
// parts listed and the Google key redacted.
#include "agentharness.h"
#include "streamdecode.h"
#include "wire/gemini.h"
#include "wire/redaction.h"
#include "wirefixtures.h"
#include "wirestreams.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace sw;
using namespace sw::test;

namespace {
const QList<QList<int>> kCuts { { 1 }, { 2, 3 }, { 7, 1, 13 }, { 64 }, { 4096 } };
const QString kText = QStringLiteral("Héllo — 日本語 \"quoted\" and \\ backslash\n| a | b |");
const QString kArgs = QStringLiteral(R"({"docs":["usage.txt","b ü.md"],"skill":"data-report"})");

QList<QByteArray> withLf(const QList<QByteArray> &pieces)
{
    QList<QByteArray> out;
    for (QByteArray p : pieces)
        out << p.replace("\r\n", "\n");
    return out;
}

const GeminiFormat &gemini()
{
    return static_cast<const GeminiFormat &>(wireFormat(WireApi::Gemini));
}

QJsonObject bodyOf(const Profile &p, const Session &s, const SkillSnapshot &skills, BuildOptions options = {})
{
    options.api = WireApi::Gemini;
    if (options.model.isEmpty())
        options.model = QStringLiteral("m");
    return QJsonDocument::fromJson(RequestBuilder().build(p, s, skills, options).body).object();
}
} // namespace

class TestWireGemini : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void endpoint_data();
    void endpoint();
    void headersAndModels();
    void requestShape();
    void signaturesGoBackOnTheirPart();
    void thinkingConfig();
    void textAndCallsAtAnyCut_data();
    void textAndCallsAtAnyCut();
    void thoughtsAndSignaturesKept();
    void usageMetadata();
    void promptFeedbackBlock();
    void finishReasons();
    void argumentsThatAreNotAnObject();
    void errorObjectMidStream();
    void errorBodiesWithRetryInfo();
    void wholeBody();
    void unknownPartsListedAndDroppedStreamIncomplete();
    void googleKeyRedacted();
};

void TestWireGemini::endpoint_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("stream");
    QTest::addColumn<QString>("whole");
    const QString api = QStringLiteral("https://generativelanguage.googleapis.com");
    const QString s = QStringLiteral("/v1beta/models/gemini-2.5-pro:streamGenerateContent?alt=sse");
    const QString w = QStringLiteral("/v1beta/models/gemini-2.5-pro:generateContent");
    QTest::newRow("host") << api << api + s << api + w;
    QTest::newRow("trailing slash") << api + "/" << api + s << api + w;
    QTest::newRow("version") << api + "/v1beta" << api + s << api + w;
    QTest::newRow("models") << api + "/v1beta/models" << api + s << api + w;
    QTest::newRow("whole endpoint") << api + s << api + s << api + w;
    QTest::newRow("v1") << QStringLiteral("http://127.0.0.1:8080/v1")
                        << QStringLiteral(
                               "http://127.0.0.1:8080/v1/models/gemini-2.5-pro:streamGenerateContent?alt=sse")
                        << QStringLiteral("http://127.0.0.1:8080/v1/models/gemini-2.5-pro:generateContent");
    QTest::newRow("proxy path") << QStringLiteral("http://127.0.0.1:9/gemini")
                                << QStringLiteral("http://127.0.0.1:9/gemini") + s
                                << QStringLiteral("http://127.0.0.1:9/gemini") + w;
}

void TestWireGemini::endpoint()
{
    QFETCH(QString, base);
    QFETCH(QString, stream);
    QFETCH(QString, whole);
    QCOMPARE(gemini().endpoint(base, QStringLiteral("gemini-2.5-pro"), true).toString(), stream);
    QCOMPARE(gemini().endpoint(base, QStringLiteral("gemini-2.5-pro"), false).toString(), whole);
    // the models list names its models "models/NAME"
    QCOMPARE(gemini().endpoint(base, QStringLiteral("models/gemini-2.5-pro"), false).toString(), whole);
    QString model;
    bool streaming = false;
    QVERIFY(GeminiFormat::parseEndpoint(stream, &model, &streaming)); // what a capture reads back from the URL
    QCOMPARE(model, QStringLiteral("gemini-2.5-pro"));
    QVERIFY(streaming);
    QVERIFY(GeminiFormat::parseEndpoint(QUrl(whole).path(), &model, &streaming));
    QVERIFY(!streaming);
    QVERIFY(!GeminiFormat::parseEndpoint(gemini().modelsEndpoint(base).toString(), &model, &streaming));
    QVERIFY(gemini().modelsEndpoint(base).toString().endsWith(QStringLiteral("/models")));
    QVERIFY(!gemini().modelsEndpoint(base).toString().contains(QStringLiteral("/models/")));
}

void TestWireGemini::headersAndModels()
{
    QCOMPARE(gemini().headers(QStringLiteral("AIzaKEY")),
        (QList<QPair<QByteArray, QByteArray>> { { "x-goog-api-key", "AIzaKEY" } }));
    QVERIFY(gemini().headers({}).isEmpty());
    const QByteArray list = R"({"models":[{"name":"models/gemini-2.5-pro","displayName":"Gemini 2.5 Pro"},
        {"name":"models/gemini-2.5-flash"}],"nextPageToken":"x"})";
    QCOMPARE(gemini().modelsFromBody(list), (QStringList { "gemini-2.5-pro", "gemini-2.5-flash" }));
    // the other formats read OpenAI's list
    QCOMPARE(
        wireFormat(WireApi::ChatCompletions).modelsFromBody(R"({"data":[{"id":"gpt-x"}]})"), QStringList { "gpt-x" });
}

void TestWireGemini::requestShape()
{
    const Profile p = shippedProfile(QStringLiteral("trpc-go"));
    const SkillSnapshotPtr skills = testSkills();
    const WireStep s = wireSteps(p, *skills).at(2); // a load, a second turn, a tool error
    const QByteArray body = [&] {
        BuildOptions o = s.options;
        o.api = WireApi::Gemini;
        return RequestBuilder().build(p, s.session, *skills, o).body;
    }();
    QVERIFY(body.startsWith(R"({"systemInstruction":{"parts":[{"text":")"));
    QVERIFY(!body.contains("\"model\":")); // the model is in the URL
    const QJsonObject o = QJsonDocument::fromJson(body).object();
    QCOMPARE(o.keys(), (QStringList { "contents", "systemInstruction", "tools" }));
    QVERIFY(o.value("systemInstruction")
                .toObject()
                .value("parts")
                .toArray()
                .first()
                .toObject()
                .value("text")
                .toString()
                .contains("Available skills:"));
    const QJsonArray declarations
        = o.value("tools").toArray().first().toObject().value("functionDeclarations").toArray();
    QCOMPARE(declarations.first().toObject().value("name").toString(), QStringLiteral("skill_load"));
    QCOMPARE(declarations.first().toObject().value("parametersJsonSchema").toObject().value("type").toString(),
        QStringLiteral("object"));
    const QJsonArray contents = o.value("contents").toArray();
    QString previous;
    QStringList roles;
    for (const QJsonValue v : contents) {
        const QString role = v.toObject().value("role").toString();
        QVERIFY2(role != previous, "roles alternate: consecutive messages of one role are one turn");
        previous = role;
        roles << role;
        QVERIFY(!v.toObject().value("parts").toArray().isEmpty());
    }
    QCOMPARE(roles, (QStringList { "user", "model", "user", "model", "user", "model", "user" }));
    const QJsonObject call = contents.at(1).toObject().value("parts").toArray().first().toObject();
    QCOMPARE(call.value("functionCall").toObject().value("name").toString(), QStringLiteral("skill_load"));
    QCOMPARE(call.value("functionCall").toObject().value("id").toString(), QStringLiteral("call_1"));
    QCOMPARE(
        call.value("functionCall").toObject().value("args").toObject(), (QJsonObject { { "skill", "data-report" } }));
    // no signature is known for this call (it was not Gemini's): the documented placeholder goes with it
    QCOMPARE(call.value("thoughtSignature").toString(), QStringLiteral("skip_thought_signature_validator"));
    const QJsonObject response
        = contents.at(2).toObject().value("parts").toArray().first().toObject().value("functionResponse").toObject();
    QCOMPARE(response.value("id").toString(), QStringLiteral("call_1"));
    QCOMPARE(response.value("name").toString(), QStringLiteral("skill_load"));
    QCOMPARE(response.value("response").toObject().value("output").toString(), QStringLiteral("loaded: data-report"));
    // the model's text and call of the second turn are one model turn; the failed call's result carries "error"
    const QJsonArray trying = contents.at(5).toObject().value("parts").toArray();
    QCOMPARE(trying.size(), 2);
    QCOMPARE(trying.at(0).toObject().value("text").toString(), QStringLiteral("Trying."));
    QVERIFY(!trying.at(0).toObject().contains("thoughtSignature"));
    QCOMPARE(trying.at(1).toObject().value("functionCall").toObject().value("args").toObject(),
        (QJsonObject { { "x", 1 } }));
    const QJsonObject failed
        = contents.last().toObject().value("parts").toArray().first().toObject().value("functionResponse").toObject();
    QVERIFY(failed.value("response").toObject().contains("error"));
    QVERIFY(!failed.value("response").toObject().contains("output"));
    // no cache_control, no generationConfig without thinking
    QVERIFY(!body.contains("cache_control"));
    QVERIFY(!o.contains("generationConfig"));
}

void TestWireGemini::signaturesGoBackOnTheirPart()
{
    const Profile p = shippedProfile(QStringLiteral("minimal"));
    const SkillSnapshotPtr skills = testSkills();
    Session s;
    addUser(s, QStringLiteral("q"));
    TranscriptEvent a;
    a.kind = TranscriptEvent::Kind::Assistant;
    a.text = QStringLiteral("Loading.");
    a.toolCalls = { { "load_skill_0", "load_skill", R"({"name":"alpha"})" },
        { "load_skill_1", "load_skill", R"({"name":"pdf-tools"})" } };
    a.providerBlocks = { { WireApi::Gemini, GeminiFormat::signatureBlock("textSig") },
        { WireApi::Gemini, GeminiFormat::signatureBlock("callSig", "load_skill_0") } };
    s.append(a);
    addResult(s, a.toolCalls.at(0), QStringLiteral("alpha"), QStringLiteral("A"));
    addResult(s, a.toolCalls.at(1), QStringLiteral("pdf-tools"), QStringLiteral("P"));
    const QJsonArray contents = bodyOf(p, s, *skills).value("contents").toArray();
    const QJsonArray model = contents.at(1).toObject().value("parts").toArray();
    QCOMPARE(model.at(0).toObject(), (QJsonObject { { "text", "Loading." }, { "thoughtSignature", "textSig" } }));
    QCOMPARE(model.at(1).toObject().value("thoughtSignature").toString(), QStringLiteral("callSig"));
    QVERIFY(!model.at(2).toObject().contains("thoughtSignature")); // only the first call of a step carries one
    // both results answer in one user turn, in order
    const QJsonArray results = contents.at(2).toObject().value("parts").toArray();
    QCOMPARE(results.size(), 2);
    QCOMPARE(results.at(1).toObject().value("functionResponse").toObject().value("id").toString(),
        QStringLiteral("load_skill_1"));
}

void TestWireGemini::thinkingConfig()
{
    const Profile p = shippedProfile(QStringLiteral("minimal"));
    Session s;
    addUser(s, QStringLiteral("q"));
    BuildOptions o;
    o.wire.thinkingBudget = 2048;
    QCOMPARE(bodyOf(p, s, *testSkills(), o).value("generationConfig").toObject(),
        (QJsonObject {
            { "thinkingConfig", QJsonObject { { "includeThoughts", true }, { "thinkingBudget", 2048 } } } }));
    o.wire.thinkingBudget = 0;
    o.wire.reasoningEffort = QStringLiteral("low");
    QCOMPARE(bodyOf(p, s, *testSkills(), o).value("generationConfig").toObject(),
        (QJsonObject {
            { "thinkingConfig", QJsonObject { { "includeThoughts", true }, { "thinkingLevel", "low" } } } }));
}

void TestWireGemini::textAndCallsAtAnyCut_data()
{
    QTest::addColumn<QList<int>>("cut");
    QTest::addColumn<bool>("lf");
    for (const QList<int> &c : kCuts) {
        QTest::newRow(qPrintable(QStringLiteral("crlf %1").arg(c.first()))) << c << false;
        QTest::newRow(qPrintable(QStringLiteral("lf %1").arg(c.first()))) << c << true;
    }
}

void TestWireGemini::textAndCallsAtAnyCut()
{
    QFETCH(QList<int>, cut);
    QFETCH(bool, lf);
    QList<QByteArray> stream = geminiAnswer(kText, { { "skill_load", kArgs }, { "skill_list_docs", "" } }, {}, 5);
    if (lf)
        stream = withLf(stream);
    const Decoded d = decode(WireApi::Gemini, rechunk(stream, cut));
    QVERIFY2(d.ok, qPrintable(d.error.message));
    QVERIFY(d.complete);
    QCOMPARE(d.text, kText);
    QCOMPARE(d.response.text, kText);
    QCOMPARE(d.response.toolCalls,
        (QList<ToolCall> {
            { "skill_load_0", "skill_load", kArgs }, { "skill_list_docs_1", "skill_list_docs", "{}" } }));
    QCOMPARE(d.calls.value(0), d.response.toolCalls.at(0)); // each call arrives whole in one delta
    QCOMPARE(d.calls.value(1), d.response.toolCalls.at(1));
    QCOMPARE(d.response.finishReason, QStringLiteral("STOP"));
    QCOMPARE(d.response.id, QStringLiteral("fakeGeminiResponse01"));
    QCOMPARE(d.response.model, QStringLiteral("gemini-fake-3"));
    QVERIFY(d.response.unknownEvents.isEmpty());
}

void TestWireGemini::thoughtsAndSignaturesKept()
{
    const QString thoughts = QStringLiteral("**Choosing a skill** — data-report fits.");
    const Decoded d = decode(WireApi::Gemini,
        rechunk(geminiAnswer(
                    QStringLiteral("Loading it."), { { "skill_load", R"({"skill":"data-report"})" } }, thoughts, 4),
            { 3, 11 }));
    QVERIFY2(d.ok, qPrintable(d.error.message));
    QCOMPARE(d.reasoning, thoughts);
    QCOMPARE(d.response.reasoning, thoughts);
    QCOMPARE(d.response.text, QStringLiteral("Loading it.")); // thoughts never mix into the answer
    QCOMPARE(d.response.providerBlocks,
        (QList<ProviderBlock> {
            { WireApi::Gemini, GeminiFormat::signatureBlock(QString(kGeminiSignature), "skill_load_0") } }));
    // A text answer after thinking: the signature on its last part goes back with the text.
    const Decoded t = decode(WireApi::Gemini, geminiAnswer(QStringLiteral("Four."), {}, QStringLiteral("2+2"), 2));
    QCOMPARE(t.response.providerBlocks,
        (QList<ProviderBlock> { { WireApi::Gemini, GeminiFormat::signatureBlock(QString(kGeminiSignature)) } }));
    // and it goes back on the next request, on the call it came with
    Session s;
    addUser(s, QStringLiteral("q"));
    TranscriptEvent a;
    a.kind = TranscriptEvent::Kind::Assistant;
    a.text = d.response.text;
    a.toolCalls = d.response.toolCalls;
    a.providerBlocks = d.response.providerBlocks;
    s.append(a);
    addResult(s, a.toolCalls.first(), QStringLiteral("data-report"), QStringLiteral("loaded: data-report"));
    const QJsonArray model = bodyOf(shippedProfile(QStringLiteral("trpc-go")), s, *testSkills())
                                 .value("contents")
                                 .toArray()
                                 .at(1)
                                 .toObject()
                                 .value("parts")
                                 .toArray();
    QVERIFY(!model.at(0).toObject().contains("thoughtSignature"));
    QCOMPARE(model.at(1).toObject().value("thoughtSignature").toString(), QString(kGeminiSignature));
}

void TestWireGemini::usageMetadata()
{
    const Decoded d = decode(
        WireApi::Gemini, geminiAnswer(QStringLiteral("cached"), {}, {}, 7, GeminiUsage { 5000, 40, 4096, 120 }));
    QVERIFY(d.ok);
    const ChatUsage &u = d.response.usage;
    QCOMPARE(u.promptTokens, 5000);
    QCOMPARE(u.cachedTokens, 4096);
    QCOMPARE(u.reportedCachedTokens(), 4096);
    QCOMPARE(u.reasoningTokens, 120);
    QCOMPARE(u.completionTokens, 160); // candidates + thoughts, as OpenAI counts reasoning in completion tokens
    QCOMPARE(u.totalTokens, 5160);
    QVERIFY(d.usages.size() >= 2); // every chunk carries the usage so far
    // Without cachedContentTokenCount nothing was read from a cache: 0, not "not reported".
    const Decoded n = decode(WireApi::Gemini, geminiAnswer(QStringLiteral("fresh")));
    QCOMPARE(n.response.usage.cachedTokens, 0);
    QCOMPARE(n.response.usage.reasoningTokens, -1);
    QCOMPARE(GeminiFormat::usageFromJson({}).cachedTokens, -1);
}

void TestWireGemini::promptFeedbackBlock()
{
    const QByteArray blocked = geminiEvent(
        QJsonObject { { "promptFeedback",
                          QJsonObject { { "blockReason", "SAFETY" },
                              { "safetyRatings",
                                  QJsonArray { QJsonObject { { "category", "HARM_CATEGORY_DANGEROUS_CONTENT" },
                                      { "probability", "HIGH" } } } } } },
            { "usageMetadata", QJsonObject { { "promptTokenCount", 12 }, { "totalTokenCount", 12 } } },
            { "modelVersion", "gemini-fake-3" } });
    const Decoded d = decode(WireApi::Gemini, rechunk({ blocked }, { 9 }));
    QVERIFY(!d.ok);
    QCOMPARE(d.error.kind, ProviderError::Kind::Protocol);
    QVERIFY(!d.error.isRetryable()); // the same prompt gets the same answer
    QVERIFY2(d.error.message.startsWith(QStringLiteral("the provider blocked the prompt (promptFeedback.blockReason "
                                                       "SAFETY). Nothing was generated; rephrase the message")),
        qPrintable(d.error.message));
    QCOMPARE(d.response.usage.promptTokens, 12);
}

void TestWireGemini::finishReasons()
{
    // SAFETY after some text: the turn ends with the reason, the text shown is kept by the loop.
    const Decoded safety = decode(
        WireApi::Gemini, geminiAnswer(QStringLiteral("Here is how to"), {}, {}, 5, {}, QStringLiteral("SAFETY")));
    QVERIFY(!safety.ok);
    QCOMPARE(safety.text, QStringLiteral("Here is how to"));
    QCOMPARE(safety.error.type, QStringLiteral("SAFETY"));
    QVERIFY(!safety.error.isRetryable());
    QCOMPARE(safety.error.message,
        QStringLiteral("the provider stopped the answer (finishReason SAFETY: its safety filters); the part shown is "
                       "kept"));
    const Decoded malformed = decode(WireApi::Gemini, geminiAnswer({}, {}, {}, 5, {}, "MALFORMED_FUNCTION_CALL"));
    QVERIFY(!malformed.ok);
    QVERIFY2(malformed.error.message.contains("MALFORMED_FUNCTION_CALL: the model wrote a function call it could not "
                                              "parse"),
        qPrintable(malformed.error.message));
    const Decoded other = decode(WireApi::Gemini, geminiAnswer({}, {}, {}, 5, {}, "SOMETHING_NEW"));
    QVERIFY(other.error.message.contains("finishReason SOMETHING_NEW: no reason given"));
    // MAX_TOKENS is a short answer, or a call cut off (the provider reports that, as for the other formats)
    const Decoded max = decode(WireApi::Gemini, geminiAnswer(QStringLiteral("Short"), {}, {}, 5, {}, "MAX_TOKENS"));
    QVERIFY(max.ok);
    QVERIFY(max.complete);
    QVERIFY(max.response.stoppedAtTokenLimit);
}

void TestWireGemini::argumentsThatAreNotAnObject()
{
    const Decoded d = decode(WireApi::Gemini,
        geminiAnswer({}, { { "skill_load", R"("data-report")" }, { "skill_load", "[1,2]" }, { "skill_load", "7" } }));
    QVERIFY2(d.ok, qPrintable(d.error.message));
    QCOMPARE(d.response.toolCalls.size(), 3);
    // kept as the model wrote them: the tool answers that arguments must be an object, and the model can retry
    QCOMPARE(d.response.toolCalls.at(0).arguments, QStringLiteral(R"("data-report")"));
    QCOMPARE(d.response.toolCalls.at(1).arguments, QStringLiteral("[1,2]"));
    QCOMPARE(d.response.toolCalls.at(2).arguments, QStringLiteral("7"));
    QVERIFY(!isJsonObjectText(d.response.toolCalls.at(0).arguments));
    // sent back, such a call carries an empty object (the API wants a Struct)
    Session s;
    addUser(s, QStringLiteral("q"));
    addAssistant(s, {}, { d.response.toolCalls.at(0) });
    addResult(s, d.response.toolCalls.at(0), {}, QStringLiteral("Error: invalid arguments"), true);
    const QJsonObject call = bodyOf(shippedProfile(QStringLiteral("trpc-go")), s, *testSkills())
                                 .value("contents")
                                 .toArray()
                                 .at(1)
                                 .toObject()
                                 .value("parts")
                                 .toArray()
                                 .first()
                                 .toObject();
    QCOMPARE(call.value("functionCall").toObject().value("args").toObject(), QJsonObject());
}

void TestWireGemini::errorObjectMidStream()
{
    const QByteArray unavailable = geminiEvent(QJsonDocument::fromJson(geminiError(503, "UNAVAILABLE",
                                                                           "The model is overloaded. Please try again "
                                                                           "later."))
                                                   .object());
    Decoded d = decode(WireApi::Gemini, { unavailable });
    QVERIFY(!d.ok);
    QCOMPARE(d.error.message,
        QStringLiteral("the server reported an error mid-stream: The model is overloaded. Please try again later."));
    QCOMPARE(d.error.type, QStringLiteral("UNAVAILABLE"));
    QVERIFY(d.error.transient); // nothing shown yet: worth a retry
    QVERIFY(d.error.isRetryable());
    QList<QByteArray> late = geminiAnswer(QStringLiteral("partial"));
    late.insert(late.size() - 1, unavailable);
    d = decode(WireApi::Gemini, late);
    QVERIFY(!d.ok);
    QCOMPARE(d.text, QStringLiteral("partial"));
    QVERIFY(!d.error.transient);
}

void TestWireGemini::errorBodiesWithRetryInfo()
{
    const QByteArray body = geminiError(429, "RESOURCE_EXHAUSTED",
        "You exceeded your current quota, please check your plan and billing details.", "19.2s", "RATE_LIMIT_EXCEEDED");
    ProviderError e = gemini().errorFromBody(429, body);
    QCOMPARE(e.httpStatus, 429);
    QCOMPARE(e.type, QStringLiteral("RESOURCE_EXHAUSTED"));
    QCOMPARE(e.code, QStringLiteral("RATE_LIMIT_EXCEEDED"));
    QCOMPARE(e.retryAfterSeconds, 20); // RetryInfo.retryDelay, rounded up
    QVERIFY(e.isRetryable());
    QCOMPARE(e.describe(),
        QStringLiteral("HTTP 429: You exceeded your current quota, please check your plan and billing details. "
                       "(RESOURCE_EXHAUSTED, RATE_LIMIT_EXCEEDED) [retry after 20 s]"));
    // the array form of the streaming endpoint, and a body that is not Google's
    e = gemini().errorFromBody(400, "[" + geminiError(400, "INVALID_ARGUMENT", "API key not valid.") + "]");
    QCOMPARE(e.message, QStringLiteral("API key not valid."));
    QCOMPARE(e.retryAfterSeconds, -1);
    QVERIFY(!e.isRetryable());
    // An HTML page (a proxy's) is named as such, as for the other formats (issue 22).
    e = gemini().errorFromBody(502, "<html>Bad Gateway</html>");
    QVERIFY2(e.message.contains(QStringLiteral("an HTML page")), qPrintable(e.message));
}

void TestWireGemini::wholeBody()
{
    const QByteArray body = R"({"candidates":[{"content":{"role":"model","parts":[
        {"text":"plan","thought":true},{"text":"Hi "},{"text":"there"},
        {"functionCall":{"id":"fc_9","name":"skill_load","args":{"skill":"a"}},"thoughtSignature":"sig9"}]},
        "finishReason":"STOP","index":0}],
        "usageMetadata":{"promptTokenCount":100,"cachedContentTokenCount":90,"candidatesTokenCount":5,"totalTokenCount":105},
        "modelVersion":"gemini-x","responseId":"r1"})";
    ChatResponse r;
    ProviderError e;
    QVERIFY2(gemini().parseBody(body, &r, &e), qPrintable(e.message));
    QCOMPARE(r.text, QStringLiteral("Hi there"));
    QCOMPARE(r.reasoning, QStringLiteral("plan"));
    QCOMPARE(r.toolCalls, (QList<ToolCall> { { "fc_9", "skill_load", R"({"skill":"a"})" } })); // the API's id kept
    QCOMPARE(r.usage.cachedTokens, 90);
    QCOMPARE(r.providerBlocks.size(), 1);
    QCOMPARE(r.rawBody, body);
    QVERIFY(!gemini().parseBody(R"({"usageMetadata":{}})", &r, &e));
    QCOMPARE(e.message, QStringLiteral(R"(response has no candidates: {"usageMetadata":{}})"));
    QVERIFY(!gemini().parseBody(geminiError(500, "INTERNAL", "boom"), &r, &e));
    QCOMPARE(e.message, QStringLiteral("boom"));
}

void TestWireGemini::unknownPartsListedAndDroppedStreamIncomplete()
{
    QList<QByteArray> s = geminiAnswer(QStringLiteral("ok"));
    s.insert(1,
        geminiEvent(QJsonObject { { "candidates",
            QJsonArray { QJsonObject { { "content",
                QJsonObject { { "role", "model" },
                    { "parts",
                        QJsonArray { QJsonObject { { "executableCode",
                            QJsonObject { { "language", "PYTHON" }, { "code", "print(1)" } } } } } } } } } } } }));
    const Decoded d = decode(WireApi::Gemini, s);
    QVERIFY2(d.ok, qPrintable(d.error.message));
    QCOMPARE(d.response.text, QStringLiteral("ok"));
    QCOMPARE(d.response.unknownEvents, QStringList { "part:executableCode" });
    // A stream that stops before any finishReason is incomplete: the provider reports the dropped connection.
    const QList<QByteArray> full = geminiAnswer(QStringLiteral("Partial answer"), {}, {}, 4);
    const Decoded cut = decode(WireApi::Gemini, full.mid(0, full.size() - 1));
    QVERIFY(cut.ok);
    QVERIFY(!cut.complete);
    QVERIFY(cut.response.finishReason.isEmpty());
    QCOMPARE(wireFormat(WireApi::Gemini).decoder()->endMarker(), QStringLiteral("finishReason"));
}

void TestWireGemini::googleKeyRedacted()
{
    const QString key = QStringLiteral("AIzaSyA1bC2dE3fG4hI5jK6lM7nO8pQ9rS0tUvW");
    QCOMPARE(key.size(), 39);
    QCOMPARE(redactSecrets(QStringLiteral("key=%1&x").arg(key)), QStringLiteral("key=[REDACTED]&x"));
}

QTEST_GUILESS_MAIN(TestWireGemini)
#include "tst_wire_gemini.moc"
