// What the inspector shows, computed in core/agent: wire-order JSON (the exact bytes re-indented, keys never
// reordered), the HAR 1.2 export (shape, one entry per transport attempt, the key redacted), and the loading
// timeline of a request (catalog, enum, loaded by which call, materialised where, cleared by which load mode).
#include "agent/scriptedprovider.h"
#include "agentharness.h"
#include "session/loadingtimeline.h"
#include "session/sessionexport.h"
#include "session/sessionhar.h"
#include "wire/wirejson.h"

#include <QJsonDocument>
#include <QTemporaryDir>

using namespace sw;
using namespace sw::test;

class TestAgentInspection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wireJsonKeepsOrderAndBytes();
    void wireJsonRejectsBrokenInput_data();
    void wireJsonRejectsBrokenInput();
    void wireJsonOfARealRequest();
    void harShape();
    void harOfAReplay();
    void timelineOnceMode();
    void timelineTurnResetAndDeclared();
    void timelineEviction();
};

void TestAgentInspection::wireJsonKeepsOrderAndBytes()
{
    // Keys out of alphabetical order, escapes, a number QJsonDocument would rewrite, nested empties.
    const QByteArray in = R"({"z":1,"a":{"y":[1.50,2e3,-0],"b":"x\"\u00e9\n"},"e":[],"o":{},"t":true,"n":null})";
    const WireJsonResult r = prettyWireJson(in);
    QVERIFY(r.ok);
    QCOMPARE(r.text, QByteArray(R"({
  "z": 1,
  "a": {
    "y": [
      1.50,
      2e3,
      -0
    ],
    "b": "x\"\u00e9\n"
  },
  "e": [],
  "o": {},
  "t": true,
  "n": null
})"));
    // Only whitespace differs from the wire bytes.
    QByteArray squeezed;
    bool inString = false;
    for (qsizetype i = 0; i < r.text.size(); ++i) {
        const char c = r.text.at(i);
        if (c == '"' && (i == 0 || r.text.at(i - 1) != '\\'))
            inString = !inString;
        if (inString || (c != ' ' && c != '\n'))
            squeezed += c;
    }
    QCOMPARE(squeezed, in);
    // Whitespace already in the input is normalised, not kept.
    QCOMPARE(
        prettyWireJson(" [ 1 , { \"k\" :  \"v\" } ]\n").text, QByteArray("[\n  1,\n  {\n    \"k\": \"v\"\n  }\n]"));
    QCOMPARE(prettyWireJson("\"s\"").text, QByteArray("\"s\""));
}

void TestAgentInspection::wireJsonRejectsBrokenInput_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("offset");
    QTest::newRow("unterminated string") << QByteArray(R"({"a":"b)") << 5;
    QTest::newRow("missing colon") << QByteArray(R"({"a" 1})") << 5;
    QTest::newRow("trailing comma") << QByteArray(R"([1,])") << 3;
    QTest::newRow("mismatched bracket") << QByteArray(R"({"a":[1}})") << 7;
    QTest::newRow("unclosed") << QByteArray(R"({"a":1)") << 6;
    QTest::newRow("two values") << QByteArray(R"(1 2)") << 2;
    QTest::newRow("bad literal") << QByteArray(R"([tru])") << 1;
    QTest::newRow("leading zero") << QByteArray(R"([01])") << 1;
    QTest::newRow("non-string key") << QByteArray(R"({1:2})") << 1;
    QTest::newRow("raw newline in string") << QByteArray("[\"a\nb\"]") << 3;
    QTest::newRow("empty") << QByteArray() << 0;
}

void TestAgentInspection::wireJsonRejectsBrokenInput()
{
    QFETCH(QByteArray, input);
    QFETCH(int, offset);
    const WireJsonResult r = prettyWireJson(input);
    QVERIFY(!r.ok);
    QCOMPARE(r.text, input); // shown as it is
    QCOMPARE(r.errorOffset, qsizetype(offset));
}

void TestAgentInspection::wireJsonOfARealRequest()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(answer("hi"));
    QVERIFY2(h.turn("hello"), qPrintable(h.lastError));
    const QByteArray body = h.loop().session().requests.first().body;
    const WireJsonResult r = prettyWireJson(body);
    QVERIFY(r.ok);
    // The wire starts with "model", then "messages": QJsonDocument would put "messages" first.
    QVERIFY2(r.text.startsWith("{\n  \"model\": \"fake-model\",\n  \"messages\": ["), r.text.left(80).constData());
    QVERIFY(!QJsonDocument::fromJson(body).toJson().startsWith("{\n    \"model\""));
    // Same value as the wire bytes.
    QCOMPARE(QJsonDocument::fromJson(r.text), QJsonDocument::fromJson(body));
}

// HAR 1.2: log.version/creator/entries; each entry has startedDateTime, time, request, response, cache, timings
// (send, wait, receive >= 0); one entry per attempt (a dropped connection retried: two); the key never appears.
void TestAgentInspection::harShape()
{
    AgentHarness h(shippedProfile("trpc-go"));
    FakeResponse drop = FakeResponse::stream({});
    drop.end = FakeResponse::End::Drop;
    h.server->enqueue(drop);
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"alpha"})" } }));
    h.server->enqueue(FakeResponse::json(400, R"({"error":{"message":"bad request","type":"invalid_request_error"}})"));
    QVERIFY(!h.turn("my key is " + h.apiKey));
    const Session &s = h.loop().session();
    QCOMPARE(s.requests.size(), 2);
    QCOMPARE(s.requests.at(0).transport.size(), 2);

    const QByteArray har = sessionToHar(s, h.config.secrets);
    QVERIFY(!har.contains(h.apiKey.toUtf8()));
    QJsonParseError error;
    const QJsonObject log = QJsonDocument::fromJson(har, &error).object().value("log").toObject();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(log.value("version").toString(), QStringLiteral("1.2"));
    QCOMPARE(log.value("creator").toObject().value("name").toString(), QStringLiteral("Skill Workbench"));
    QVERIFY(!log.value("creator").toObject().value("version").toString().isEmpty());
    QVERIFY2(log.value("comment").toString().contains("[REDACTED]: 3 replaced"),
        qPrintable(log.value("comment").toString()));
    const QJsonArray pages = log.value("pages").toArray();
    QCOMPARE(pages.size(), 1);
    const QJsonArray entries = log.value("entries").toArray();
    QCOMPARE(entries.size(), 3); // request 1: dropped + retried; request 2: the 400
    for (int i = 0; i < entries.size(); ++i) {
        const QJsonObject e = entries.at(i).toObject();
        QCOMPARE(e.value("pageref").toString(), pages.first().toObject().value("id").toString());
        QVERIFY(QDateTime::fromString(e.value("startedDateTime").toString(), Qt::ISODateWithMs).isValid());
        const QJsonObject req = e.value("request").toObject();
        QCOMPARE(req.value("method").toString(), QStringLiteral("POST"));
        QCOMPARE(req.value("url").toString(), h.server->baseUrl() + "/chat/completions");
        QCOMPARE(req.value("httpVersion").toString(), QStringLiteral("HTTP/1.1"));
        QVERIFY(req.value("cookies").isArray());
        QVERIFY(req.value("queryString").isArray());
        QCOMPARE(req.value("headersSize").toInt(), -1);
        // postData is the exact body as sent, the key redacted.
        const QByteArray sent = h.server->requests().at(i).body;
        QCOMPARE(req.value("postData").toObject().value("text").toString(),
            QString::fromUtf8(sent).replace(h.apiKey, "[REDACTED]"));
        QCOMPARE(req.value("postData").toObject().value("mimeType").toString(), QStringLiteral("application/json"));
        QCOMPARE(req.value("bodySize").toInt(), sent.size());
        bool authorization = false;
        for (const QJsonValue &hv : req.value("headers").toArray()) {
            const QJsonObject header = hv.toObject();
            QVERIFY(header.contains("name") && header.contains("value"));
            if (header.value("name").toString() == QLatin1String("Authorization")) {
                authorization = true;
                QCOMPARE(header.value("value").toString(), QStringLiteral("Bearer [REDACTED]"));
            }
        }
        QVERIFY(authorization);
        const QJsonObject resp = e.value("response").toObject();
        for (const char *field : { "status", "statusText", "httpVersion", "cookies", "headers", "content",
                 "redirectURL", "headersSize", "bodySize" })
            QVERIFY2(resp.contains(QLatin1String(field)), field);
        QVERIFY(resp.value("content").toObject().contains("mimeType"));
        QVERIFY(resp.value("content").toObject().contains("size"));
        const QJsonObject t = e.value("timings").toObject();
        for (const char *phase : { "send", "wait", "receive" })
            QVERIFY2(t.value(QLatin1String(phase)).toInteger(-1) >= 0, phase);
        QCOMPARE(e.value("time").toInteger(),
            t.value("send").toInteger() + t.value("wait").toInteger() + t.value("receive").toInteger());
        QVERIFY(e.value("cache").isObject());
    }
    const QJsonObject dropped = entries.at(0).toObject();
    QCOMPARE(dropped.value("_end").toString(), QStringLiteral("connection_error"));
    QVERIFY(dropped.value("comment").toString().contains("attempt 1 of 2"));
    const QJsonObject ok = entries.at(1).toObject().value("response").toObject();
    QCOMPARE(ok.value("status").toInt(), 200);
    QCOMPARE(ok.value("content").toObject().value("mimeType").toString(), QStringLiteral("text/event-stream"));
    QVERIFY(ok.value("content").toObject().value("text").toString().contains("data: [DONE]"));
    const QJsonObject bad = entries.at(2).toObject();
    QCOMPARE(bad.value("response").toObject().value("status").toInt(), 400);
    QCOMPARE(bad.value("response").toObject().value("content").toObject().value("text").toString(),
        QStringLiteral(R"({"error":{"message":"bad request","type":"invalid_request_error"}})"));
    QCOMPARE(bad.value("_end").toString(), QStringLiteral("http_error"));

    // exportSession by suffix.
    QTemporaryDir dir;
    QCOMPARE(sessionExportFormatForPath("x.HAR"), SessionExportFormat::Har);
    QString message;
    QVERIFY2(exportSession(s, dir.filePath("s.har"), SessionExportFormat::Har, h.config.secrets, &message),
        qPrintable(message));
    QFile f(dir.filePath("s.har"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), har);
}

void TestAgentInspection::harOfAReplay()
{
    QString error;
    const auto scenario = parseScenario(R"({"format":"skill-workbench-scenario/1","title":"demo","user_messages":["go"],
        "steps":[{"text":"Replayed answer."}]})",
        &error);
    QVERIFY2(scenario, qPrintable(error));
    ScriptedProvider provider(*scenario);
    AgentConfig config;
    config.profile = shippedProfile("minimal");
    config.skills = testSkills();
    AgentLoop loop(config, &provider);
    QSignalSpy done(&loop, &AgentLoop::turnFinished);
    QVERIFY(loop.sendUserMessage("go"));
    QVERIFY(done.wait(5000));
    const QJsonObject log = QJsonDocument::fromJson(sessionToHar(loop.session())).object().value("log").toObject();
    const QJsonArray entries = log.value("entries").toArray();
    QCOMPARE(entries.size(), 1);
    const QJsonObject e = entries.first().toObject();
    QVERIFY(e.value("_replay").toBool());
    QVERIFY(e.value("request").toObject().value("url").toString().startsWith("replay:"));
    QCOMPARE(e.value("request").toObject().value("postData").toObject().value("text").toString().toUtf8(),
        loop.session().requests.first().body);
    QVERIFY(e.value("response")
                .toObject()
                .value("content")
                .toObject()
                .value("text")
                .toString()
                .contains("Replayed answer."));
}

namespace {
const SkillTimelineRow *rowOf(const LoadingTimeline &tl, const QString &skill)
{
    for (const SkillTimelineRow &r : tl.rows) {
        if (r.skill == skill)
            return &r;
    }
    return nullptr;
}
} // namespace

// once: loaded by call_1 in the answer to request 1, materialised in request 2, cleared after request 2.
void TestAgentInspection::timelineOnceMode()
{
    Profile p = shippedProfile("trpc-go");
    p.loadMode = LoadMode::Once;
    AgentHarness h(p);
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"alpha"})" } }));
    h.server->enqueue(answer("done"));
    QVERIFY2(h.turn("load alpha"), qPrintable(h.lastError));
    const Session &s = h.loop().session();
    QCOMPARE(s.requests.size(), 2);

    const LoadingTimeline first = loadingTimeline(s, 0);
    QVERIFY(first.catalogKnown);
    QVERIFY(first.enumSent);
    QCOMPARE(first.rows.size(), 3);
    QCOMPARE(first.loadedCount(), 0);
    const SkillTimelineRow *a0 = rowOf(first, "alpha");
    QVERIFY(a0 && a0->inCatalog && a0->offered && !a0->loaded);

    const LoadingTimeline second = loadingTimeline(s, 1);
    QCOMPARE(second.loadedCount(), 1);
    QCOMPARE(second.rows.first().skill, QStringLiteral("alpha")); // loaded ones first
    const SkillTimelineRow &a = second.rows.first();
    QVERIFY(a.inCatalog && a.offered && a.loaded);
    QCOMPARE(a.loadedBy, QStringLiteral("skill_load call_1"));
    QCOMPARE(a.loadedInAnswerTo, 0);
    QCOMPARE(a.loadedTurn, 0);
    QVERIFY(a.loadedAt.isValid());
    QCOMPARE(a.materialised, QStringLiteral("system"));
    QCOMPARE(a.clearedBy, QStringLiteral("once offload after request 2"));
    QCOMPARE(a.loadMode, QStringLiteral("once"));
    QCOMPARE(a.clearedAfter, 1);
    QVERIFY(a.clearedAt >= a.loadedAt);
    const SkillTimelineRow *pdf = rowOf(second, "pdf-tools");
    QVERIFY(pdf && pdf->inCatalog && !pdf->loaded && pdf->clearedBy.isEmpty());
}

// turn: declared in turn 1 (no call), cleared by the turn reset before turn 2's first request.
void TestAgentInspection::timelineTurnResetAndDeclared()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(answer("one"));
    h.server->enqueue(answer("two"));
    QVERIFY2(h.turn("first", { SkillLoadRequest { QStringLiteral("pdf-tools"), {}, false } }), qPrintable(h.lastError));
    QVERIFY2(h.turn("second"), qPrintable(h.lastError));
    const Session &s = h.loop().session();
    const LoadingTimeline tl = loadingTimeline(s, 0);
    const SkillTimelineRow *pdf = rowOf(tl, "pdf-tools");
    QVERIFY(pdf && pdf->loaded);
    QCOMPARE(pdf->loadedBy, QStringLiteral("declared"));
    QCOMPARE(pdf->loadedInAnswerTo, -1);
    QCOMPARE(pdf->clearedBy, QStringLiteral("turn reset"));
    QCOMPARE(pdf->loadMode, QStringLiteral("turn"));
    QCOMPARE(pdf->clearedAfter, 0);
    QCOMPARE(loadingTimeline(s, 1).loadedCount(), 0);
    // Past the enum limit nothing is offered by name.
    Profile p = shippedProfile("trpc-go");
    p.enumLimit = 2;
    AgentHarness many(p);
    many.server->enqueue(answer("x"));
    QVERIFY2(many.turn("hi"), qPrintable(many.lastError));
    const LoadingTimeline noEnum = loadingTimeline(many.loop().session(), 0);
    QVERIFY(!noEnum.enumSent);
    QCOMPARE(noEnum.rows.size(), 3);
    QVERIFY(!rowOf(noEnum, "alpha")->offered);
}

// max loaded 1: loading a second skill evicts the first before the next request.
void TestAgentInspection::timelineEviction()
{
    Profile p = shippedProfile("trpc-go");
    p.maxLoadedSkills = 1;
    p.loadMode = LoadMode::Session;
    AgentHarness h(p);
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"alpha"})" } }));
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"pdf-tools"})" } }));
    h.server->enqueue(answer("done"));
    QVERIFY2(h.turn("two skills"), qPrintable(h.lastError));
    const Session &s = h.loop().session();
    const LoadingTimeline second = loadingTimeline(s, 1); // kept: rowOf points into it
    const SkillTimelineRow *alpha = rowOf(second, "alpha");
    QVERIFY(alpha && alpha->loaded);
    QVERIFY2(alpha->clearedBy.startsWith("eviction (max 1 loaded)"), qPrintable(alpha->clearedBy));
    QCOMPARE(alpha->loadMode, QStringLiteral("max loaded"));
    QCOMPARE(alpha->clearedAfter, 1);
    const LoadingTimeline third = loadingTimeline(s, 2);
    const SkillTimelineRow *pdf = rowOf(third, "pdf-tools");
    QVERIFY(pdf && pdf->loaded && pdf->clearedBy.isEmpty());
    QCOMPARE(pdf->loadedInAnswerTo, 1);
}

QTEST_GUILESS_MAIN(TestAgentInspection)
#include "tst_session_inspection.moc"
