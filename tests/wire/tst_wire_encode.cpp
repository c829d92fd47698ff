// Golden request bytes per shipped profile x wire format (tests/wire/data/wire/*.jsonl: one request body per
// line; the chat-completions files are the bytes the workbench sent before the formats were split, unchanged), and
// the segment annotations of every encoded request: each text segment's slice decodes to exactly its text, each
// message segment is whole JSON, segments never overlap, and the bytes outside them are the envelope only (no
// content). Also: cache breakpoints per policy, Anthropic turn merging, thinking / reasoning passed back only in
// their own format. SW_UPDATE_GOLDENS=1 rewrites the golden files (review the diff before committing it).
#include "wirefixtures.h"

#include "wire/wirejson.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace sw;
using namespace sw::test;

namespace {
const QString kGoldenDir = QStringLiteral(SW_SOURCE_DIR "/tests/wire/data/wire");

Profile variant(const QString &profile, const QString &materialisation)
{
    Profile p = shippedProfile(profile);
    if (!materialisation.isEmpty())
        p.materialisation = *materialisationFromName(materialisation);
    return p;
}

QString goldenName(const QString &profile, const QString &materialisation, const QString &api)
{
    return QStringLiteral("%1%2.%3.jsonl")
        .arg(profile, materialisation.isEmpty() ? QString() : QLatin1Char('.') + materialisation, api);
}

// Every string value in a JSON value, depth first.
void strings(const QJsonValue &v, QStringList &out)
{
    if (v.isString())
        out << v.toString();
    else if (v.isArray())
        for (const QJsonValue x : v.toArray())
            strings(x, out);
    else if (v.isObject())
        for (const QJsonValue x : v.toObject())
            strings(x, out);
}

QByteArray inner(const QString &text)
{
    const QByteArray e = jsonStringLiteral(text);
    return e.mid(1, e.size() - 2);
}

// The coverage properties of one encoded request (see the file comment); returns "" or what is wrong.
QString coverageProblem(const RequestRecord &r, const ModelRequest &req)
{
    QJsonParseError pe;
    QJsonDocument::fromJson(r.body, &pe);
    if (pe.error != QJsonParseError::NoError)
        return QStringLiteral("body is not JSON: ") + pe.errorString();
    QList<RequestSegment> segs = r.segments;
    std::sort(segs.begin(), segs.end(),
        [](const RequestSegment &a, const RequestSegment &b) { return a.byteStart < b.byteStart; });
    qsizetype end = 0;
    QByteArray rest;
    for (const RequestSegment &s : segs) {
        if (s.byteStart < end || s.byteLength <= 0 || s.byteStart + s.byteLength > r.body.size())
            return QStringLiteral("segment '%1' overlaps or leaves the body").arg(s.label);
        rest += r.body.mid(end, s.byteStart - end);
        end = s.byteStart + s.byteLength;
        const QByteArray slice = r.body.mid(s.byteStart, s.byteLength);
        if (s.kind == SegmentKind::ToolSchema) {
            QStringList names;
            strings(QJsonDocument::fromJson(slice).object(), names);
            if (!names.contains(s.label.mid(5)))
                return QStringLiteral("tool segment '%1' is not that tool's JSON: %2")
                    .arg(s.label, QString::fromUtf8(slice));
            continue;
        }
        if (s.messageIndex < 0 || s.messageIndex >= req.messages.size())
            return QStringLiteral("segment '%1' has no message").arg(s.label);
        const RequestMessage &m = req.messages.at(s.messageIndex);
        if (m.whole) {
            const QJsonDocument d = QJsonDocument::fromJson("[" + slice + "]", &pe);
            if (pe.error != QJsonParseError::NoError || d.array().isEmpty() || !d.array().first().isObject())
                return QStringLiteral("message segment '%1' is not whole JSON: %2")
                    .arg(s.label, QString::fromUtf8(slice));
            QStringList values;
            strings(d.array(), values);
            if (!m.text().isEmpty() && !values.contains(m.text()))
                return QStringLiteral("message segment '%1' does not carry its text").arg(s.label);
            QStringList called;
            for (const ToolCall &c : m.toolCalls) {
                if (!values.contains(c.name))
                    return QStringLiteral("message segment '%1' lacks the call %2").arg(s.label, c.name);
                called << c.name;
            }
            // Named for the message's first part and the tools it calls ("assistant -> read_file, skill_load").
            const QString label
                = called.isEmpty() ? m.parts.first().label : m.parts.first().label + " -> " + called.join(", ");
            if (s.label != label || s.kind != m.parts.first().kind)
                return QStringLiteral("message segment '%1' is not named '%2'").arg(s.label, label);
            continue;
        }
        const RequestPart *part = nullptr;
        for (const RequestPart &p : m.parts) {
            if (p.label == s.label)
                part = &p;
        }
        if (!part)
            return QStringLiteral("segment '%1' matches no part").arg(s.label);
        const QJsonDocument d = QJsonDocument::fromJson("[\"" + slice + "\"]", &pe);
        if (pe.error != QJsonParseError::NoError || d.array().first().toString() != part->text)
            return QStringLiteral("segment '%1' does not decode to its text").arg(s.label);
    }
    rest += r.body.mid(end);
    // The envelope holds no content: no text of any message, no tool call, no tool schema.
    for (int mi = 0; mi < req.messages.size(); ++mi) {
        const RequestMessage &m = req.messages.at(mi);
        bool covered = false;
        for (const RequestSegment &s : segs)
            covered = covered || s.messageIndex == mi;
        if (!covered && (!m.text().isEmpty() || !m.toolCalls.isEmpty()))
            return QStringLiteral("message %1 (%2) has no segment").arg(mi).arg(m.role);
        for (const RequestPart &p : m.parts) {
            if (p.text.size() >= 8 && rest.contains(inner(p.text)))
                return QStringLiteral("text of '%1' outside its segment").arg(p.label);
        }
        for (const ToolCall &c : m.toolCalls) {
            if (c.arguments.size() >= 8 && rest.contains(inner(c.arguments)))
                return QStringLiteral("tool call %1 outside its segment").arg(c.id);
        }
    }
    for (const RequestTool &t : req.tools) {
        if (rest.contains(inner(t.description)))
            return QStringLiteral("tool %1 outside its segment").arg(t.name);
    }
    return {};
}

QList<QPair<QString, QString>> variants()
{
    return { { "trpc-go", "" }, { "trpc-go", "tool_results" }, { "trpc-python", "" }, { "trpc-python", "tool_results" },
        { "deepseek", "" }, { "minimal", "" }, { "claude-code", "" }, { "codex", "" }, { "gemini-cli", "" } };
}
} // namespace

class TestWireEncode : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { qputenv("CODEX_HOME", "/codex-home"); } // the same roots table on every machine
    void goldenBytes_data();
    void goldenBytes();
    void segmentsCoverEveryByte_data();
    void segmentsCoverEveryByte();
    void cacheBreakpointsPerPolicy_data();
    void cacheBreakpointsPerPolicy();
    void cacheBreakpointsOnlyInAnthropic();
    void anthropicMergesTurnsAndSkipsEmptyText();
    void providerBlocksGoBackOnlyInTheirFormat();
    void formatEncodingIsCachedPerFormat();
};

void TestWireEncode::goldenBytes_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("materialisation");
    QTest::addColumn<QString>("api");
    const QList<QPair<QString, QString>> golden { { "trpc-go", "" }, { "trpc-go", "tool_results" },
        { "trpc-python", "" }, { "deepseek", "" }, { "minimal", "" }, { "claude-code", "" }, { "codex", "" },
        { "gemini-cli", "" } };
    for (const auto &v : golden) {
        for (const QString &api : wireApiNames()) {
            const QString name = goldenName(v.first, v.second, api);
            QTest::newRow(qPrintable(name)) << v.first << v.second << api;
        }
    }
}

void TestWireEncode::goldenBytes()
{
    QFETCH(QString, profile);
    QFETCH(QString, materialisation);
    QFETCH(QString, api);
    const Profile p = variant(profile, materialisation);
    const SkillSnapshotPtr skills = testSkills();
    RequestBuilder builder;
    QByteArray all;
    const QList<WireStep> steps = wireSteps(p, *skills);
    QVERIFY(steps.size() >= 2);
    for (const WireStep &step : steps) {
        BuildOptions options = step.options;
        options.api = *wireApiFromName(api);
        options.wire.cachePoints = p.cachePolicy.points;
        const RequestRecord r = builder.build(p, step.session, *skills, options);
        QVERIFY2(!r.body.contains('\n'), qPrintable(step.label));
        all += r.body + '\n';
    }
    const QString path = kGoldenDir + QLatin1Char('/') + goldenName(profile, materialisation, api);
    if (qEnvironmentVariableIsSet("SW_UPDATE_GOLDENS")) {
        QDir().mkpath(kGoldenDir);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(all);
        return;
    }
    QFile f(path);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path + ": missing; run with SW_UPDATE_GOLDENS=1"));
    const QList<QByteArray> expected = f.readAll().split('\n');
    const QList<QByteArray> actual = all.split('\n');
    QCOMPARE(actual.size(), expected.size());
    for (int i = 0; i < actual.size(); ++i) {
        if (actual.at(i) == expected.at(i))
            continue;
        qsizetype at = 0;
        while (at < actual.at(i).size() && at < expected.at(i).size() && actual.at(i).at(at) == expected.at(i).at(at))
            ++at;
        QFAIL(qPrintable(QStringLiteral("%1 step %2 (%3) differs at byte %4:\n  got      %5\n  expected %6")
                             .arg(path)
                             .arg(i)
                             .arg(steps.value(i).label)
                             .arg(at)
                             .arg(QString::fromUtf8(actual.at(i).mid(qMax<qsizetype>(0, at - 40), 120)))
                             .arg(QString::fromUtf8(expected.at(i).mid(qMax<qsizetype>(0, at - 40), 120)))));
    }
}

void TestWireEncode::segmentsCoverEveryByte_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("materialisation");
    QTest::addColumn<QString>("api");
    for (const auto &v : variants()) {
        for (const QString &api : wireApiNames())
            QTest::newRow(qPrintable(goldenName(v.first, v.second, api))) << v.first << v.second << api;
    }
}

void TestWireEncode::segmentsCoverEveryByte()
{
    QFETCH(QString, profile);
    QFETCH(QString, materialisation);
    QFETCH(QString, api);
    const Profile p = variant(profile, materialisation);
    const SkillSnapshotPtr skills = testSkills();
    RequestBuilder builder;
    for (const WireStep &step : wireSteps(p, *skills)) {
        for (const char *policy : { "off", "conversation", "prefix" }) {
            BuildOptions options = step.options;
            options.api = *wireApiFromName(api);
            options.wire.cachePoints = sw::cachePolicy(QString::fromLatin1(policy))->points;
            const RequestRecord r = builder.build(p, step.session, *skills, options);
            const QString problem = coverageProblem(r, builder.request(p, step.session, *skills, options));
            QVERIFY2(problem.isEmpty(), qPrintable(step.label + " / " + policy + ": " + problem));
            int sum = 0;
            for (const RequestSegment &s : r.segments)
                sum += s.tokens;
            QCOMPARE(r.tokens, sum);
        }
    }
}

void TestWireEncode::cacheBreakpointsPerPolicy_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("materialisation");
    QTest::addColumn<QString>("policy");
    QTest::addColumn<int>("step");
    QTest::addColumn<QStringList>("expected"); // per breakpoint: its points + the kind of segment it closes
    QTest::newRow("off") << "trpc-go"
                         << ""
                         << "off" << 1 << QStringList();
    QTest::newRow("prefix") << "trpc-go"
                            << ""
                            << "prefix" << 1 << QStringList { "tools:tool_schema", "system:system", "catalog:catalog" };
    QTest::newRow("skills") << "trpc-go"
                            << ""
                            << "skills" << 1
                            << QStringList { "tools:tool_schema", "catalog:catalog", "loaded_skills:doc" };
    QTest::newRow("conversation") << "trpc-go"
                                  << ""
                                  << "conversation" << 1
                                  << QStringList { "tools:tool_schema", "catalog:catalog", "loaded_skills:doc",
                                         "last_message:tool_result" };
    QTest::newRow("first request: no loaded skill")
        << "trpc-go"
        << ""
        << "skills" << 0 << QStringList { "tools:tool_schema", "catalog:catalog" };
    // tool_results: the loaded block ends the tool result, which is the last message: one breakpoint serves both.
    QTest::newRow("shared place") << "trpc-go"
                                  << "tool_results"
                                  << "conversation" << 1
                                  << QStringList { "tools:tool_schema", "catalog:catalog",
                                         "loaded_skills+last_message:doc" };
    // deepseek: the catalog is the user-role reminder; no loaded skill in state (inline results).
    QTest::newRow("deepseek reminder") << "deepseek"
                                       << ""
                                       << "prefix" << 1
                                       << QStringList { "tools:tool_schema", "system:system", "catalog:catalog" };
    QTest::newRow("deepseek conversation")
        << "deepseek"
        << ""
        << "conversation" << 1
        << QStringList { "tools:tool_schema", "catalog:catalog", "loaded_skills+last_message:loaded_skill" };
}

void TestWireEncode::cacheBreakpointsPerPolicy()
{
    QFETCH(QString, profile);
    QFETCH(QString, materialisation);
    QFETCH(QString, policy);
    QFETCH(int, step);
    QFETCH(QStringList, expected);
    const Profile p = variant(profile, materialisation);
    const SkillSnapshotPtr skills = testSkills();
    const WireStep s = wireSteps(p, *skills).at(step);
    BuildOptions options = s.options;
    options.api = WireApi::AnthropicMessages;
    options.wire.cachePoints = sw::cachePolicy(policy)->points;
    RequestBuilder builder;
    const RequestRecord r = builder.build(p, s.session, *skills, options);
    QStringList got;
    int prefix = -1;
    for (const CacheBreakpoint &bp : r.cacheBreakpoints) {
        QStringList points;
        for (CachePoint c : bp.points)
            points << cachePointName(c);
        QVERIFY(bp.segment >= 0);
        got << points.join('+') + ':' + segmentKindName(r.segments.at(bp.segment).kind);
        QVERIFY(r.body.mid(bp.byteOffset).startsWith(R"("cache_control":{"type":"ephemeral"})"));
        QVERIFY2(bp.prefixTokens > prefix, "each breakpoint caches a longer prefix");
        prefix = bp.prefixTokens;
        // the segment it closes ends just before the breakpoint (at most the closing quote between them)
        const RequestSegment &seg = r.segments.at(bp.segment);
        QVERIFY(
            bp.byteOffset - (seg.byteStart + seg.byteLength) <= 2 || bp.byteOffset < seg.byteStart + seg.byteLength);
    }
    QCOMPARE(got, expected);
    QCOMPARE(r.body.count(R"("cache_control")"), expected.size());
    QVERIFY(r.cacheBreakpoints.size() <= kMaxCacheBreakpoints);
    QJsonParseError pe;
    QJsonDocument::fromJson(r.body, &pe);
    QCOMPARE(pe.error, QJsonParseError::NoError);
}

void TestWireEncode::cacheBreakpointsOnlyInAnthropic()
{
    const Profile p = shippedProfile("trpc-go");
    const SkillSnapshotPtr skills = testSkills();
    const WireStep s = wireSteps(p, *skills).at(1);
    RequestBuilder builder;
    for (WireApi api : { WireApi::ChatCompletions, WireApi::OpenAiResponses, WireApi::Gemini }) {
        BuildOptions options = s.options;
        options.api = api;
        options.wire.cachePoints = sw::cachePolicy(u"conversation")->points;
        const RequestRecord r = builder.build(p, s.session, *skills, options);
        QVERIFY(r.cacheBreakpoints.isEmpty());
        QVERIFY(!r.body.contains("cache_control"));
    }
}

void TestWireEncode::anthropicMergesTurnsAndSkipsEmptyText()
{
    const Profile p = shippedProfile("trpc-go");
    const SkillSnapshotPtr skills = testSkills();
    const WireStep s = wireSteps(p, *skills).at(2); // second turn with a tool error
    BuildOptions options = s.options;
    options.api = WireApi::AnthropicMessages;
    RequestBuilder builder;
    const QJsonObject body = QJsonDocument::fromJson(builder.build(p, s.session, *skills, options).body).object();
    const QJsonArray messages = body.value("messages").toArray();
    QString previous;
    for (const QJsonValue v : messages) {
        const QString role = v.toObject().value("role").toString();
        QVERIFY2(role != previous, "roles alternate");
        previous = role;
        for (const QJsonValue b : v.toObject().value("content").toArray()) {
            if (b.toObject().value("type") == QLatin1String("text"))
                QVERIFY(!b.toObject().value("text").toString().isEmpty());
        }
    }
    QCOMPARE(messages.size(), 7); // user, assistant(tool_use), user(tool_result), assistant, user, assistant, user
    const QJsonArray last = messages.last().toObject().value("content").toArray();
    QCOMPARE(last.first().toObject().value("is_error").toBool(), true);
    const QJsonArray trying = messages.at(5).toObject().value("content").toArray();
    QCOMPARE(trying.size(), 2);
    QCOMPARE(trying.at(0).toObject().value("text").toString(), QStringLiteral("Trying."));
    QCOMPARE(trying.at(1).toObject().value("input").toObject(), (QJsonObject { { "x", 1 } }));
    QVERIFY(body.value("system").isArray());
    QCOMPARE(body.value("tool_choice").toObject(), (QJsonObject { { "type", "auto" } }));
    QCOMPARE(body.value("tools").toArray().first().toObject().value("input_schema").toObject().value("type").toString(),
        QStringLiteral("object"));
}

void TestWireEncode::providerBlocksGoBackOnlyInTheirFormat()
{
    const Profile p = shippedProfile("minimal");
    const SkillSnapshotPtr skills = testSkills();
    Session s;
    addUser(s, "q");
    TranscriptEvent a;
    a.kind = TranscriptEvent::Kind::Assistant;
    a.text = "answer";
    a.providerBlocks = { { WireApi::AnthropicMessages, R"({"type":"thinking","thinking":"t","signature":"s1"})" },
        { WireApi::OpenAiResponses, R"({"id":"rs_1","type":"reasoning","summary":[],"encrypted_content":"e1"})" },
        { WireApi::Gemini, R"({"thoughtSignature":"g1"})" } };
    s.append(a);
    addUser(s, "again");
    RequestBuilder builder;
    BuildOptions options;
    options.model = "m";
    QHash<WireApi, QByteArray> bodies;
    for (WireApi api : allWireApis()) {
        options.api = api;
        bodies.insert(api, builder.build(p, s, *skills, options).body);
    }
    for (WireApi api : { WireApi::ChatCompletions, WireApi::AnthropicMessages, WireApi::OpenAiResponses })
        QVERIFY(!bodies.value(api).contains("g1"));
    QVERIFY(bodies.value(WireApi::Gemini)
                .contains(R"({"role":"model","parts":[{"text":"answer","thoughtSignature":"g1"}]})"));
    QVERIFY(!bodies.value(WireApi::Gemini).contains("signature\":\"s1"));
    QVERIFY(!bodies.value(WireApi::Gemini).contains("encrypted_content"));
    QVERIFY(!bodies.value(WireApi::ChatCompletions).contains("signature"));
    QVERIFY(!bodies.value(WireApi::ChatCompletions).contains("encrypted_content"));
    QVERIFY(
        bodies.value(WireApi::AnthropicMessages)
            .contains(
                R"({"role":"assistant","content":[{"type":"thinking","thinking":"t","signature":"s1"},{"type":"text","text":"answer")"));
    QVERIFY(!bodies.value(WireApi::AnthropicMessages).contains("encrypted_content"));
    QVERIFY(
        bodies.value(WireApi::OpenAiResponses)
            .contains(
                R"({"id":"rs_1","type":"reasoning","summary":[],"encrypted_content":"e1"},{"type":"message","role":"assistant")"));
    QVERIFY(!bodies.value(WireApi::OpenAiResponses).contains("signature"));
}

void TestWireEncode::formatEncodingIsCachedPerFormat()
{
    const Profile p = shippedProfile("trpc-go");
    const SkillSnapshotPtr skills = testSkills();
    const QList<WireStep> steps = wireSteps(p, *skills);
    RequestBuilder shared;
    for (int round = 0; round < 2; ++round) {
        for (WireApi api :
            { WireApi::OpenAiResponses, WireApi::Gemini, WireApi::ChatCompletions, WireApi::AnthropicMessages }) {
            for (const WireStep &step : steps) {
                BuildOptions options = step.options;
                options.api = api;
                const RequestRecord fresh = RequestBuilder().build(p, step.session, *skills, options);
                const RequestRecord cached = shared.build(p, step.session, *skills, options);
                QCOMPARE(cached.body, fresh.body);
                QCOMPARE(cached.tokens, fresh.tokens);
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestWireEncode)
#include "tst_wire_encode.moc"
