// Session lifecycle of the agent loop: sessionReset on setSession, edit-and-resend and regenerate (truncation,
// state replay, requests dropped), the deepseek catalog re-sent only when its digest changes, the request
// builder's caches (same bytes, invalidated by another snapshot), and the Markdown / HTML exports (no API key).
#include "agentharness.h"
#include "session/sessionexport.h"
#include "session/toolpairing.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

using namespace sw;
using namespace sw::test;

class TestAgentSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void setSessionEmitsReset();
    void resendFromTruncatesAndReruns();
    void regenerateResendsLastMessage();
    void resendRejectsNonUserEvent();
    void deepseekCatalogOnlyOnDigestChange();
    void deepseekReopenedSessionWithChangedCatalog();
    void builderCacheSameBytesAndInvalidation();
    void exportsRedactSecrets();
    void exportFormatForPath();
    void exportsPairReusedCallIdsByOrder();
    void exportsSayARetrySucceeded();
    void pairingByOrder();
    void resendRequestAsBranch();
    void rereadPicksUpEditedSkills();
    void notASessionFileSaysWhy();
};

namespace {
int countReminders(const QJsonArray &messages, QString *last = nullptr)
{
    int n = 0;
    for (const QJsonValue &v : messages) {
        const QString c = v.toObject().value("content").toString();
        if (v.toObject().value("role").toString() == QLatin1String("user") && c.startsWith("<system-reminder>")) {
            ++n;
            if (last)
                *last = c;
        }
    }
    return n;
}

SkillSnapshotPtr withExtraSkill(const SkillSnapshotPtr &base, const QString &name)
{
    QList<AgentSkill> skills = base->skills();
    AgentSkill s;
    s.name = name;
    s.description = QStringLiteral("Added later.");
    s.folder = QStringLiteral("/skills/") + name;
    s.location = s.folder + QStringLiteral("/SKILL.md");
    s.body = QStringLiteral("Later body");
    skills << s;
    return std::make_shared<const SkillSnapshot>(skills);
}
} // namespace

void TestAgentSession::setSessionEmitsReset()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(answer("hi"));
    QVERIFY2(h.turn("hello"), qPrintable(h.lastError));
    QSignalSpy reset(&h.loop(), &AgentLoop::sessionReset);
    QSignalSpy state(&h.loop(), &AgentLoop::stateChanged);
    Session empty;
    empty.id = QStringLiteral("other");
    h.loop().setSession(empty);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(state.size(), 1);
    QCOMPARE(h.loop().session().id, QStringLiteral("other"));
    QVERIFY(h.loop().session().events.isEmpty());
}

void TestAgentSession::resendFromTruncatesAndReruns()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.config.profile.loadMode = LoadMode::Session;
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"alpha"})" } }));
    h.server->enqueue(answer("first answer"));
    h.server->enqueue(answer("second answer"));
    QVERIFY2(h.turn("load alpha"), qPrintable(h.lastError));
    QVERIFY2(h.turn("and then?"), qPrintable(h.lastError));
    QVERIFY(h.loop().session().state.contains(skillkeys::loadedKey("skills-assistant", "alpha")));
    QCOMPARE(h.loop().session().requests.size(), 3);

    // Edit the first message: everything from it on goes, including the state it produced.
    h.server->enqueue(answer("edited answer"));
    QSignalSpy reset(&h.loop(), &AgentLoop::sessionReset);
    QSignalSpy done(&h.loop(), &AgentLoop::turnFinished);
    QString error;
    QVERIFY2(h.loop().resendFrom(0, QStringLiteral("just say hi"), {}, &error), qPrintable(error));
    QCOMPARE(reset.size(), 1);
    QVERIFY(done.wait(10000));
    const Session &s = h.loop().session();
    QCOMPARE(s.turn, 0);
    QCOMPARE(s.requests.size(), 1);
    QCOMPARE(s.requests.first().index, 0);
    QVERIFY(s.state.isEmpty()); // alpha's load was dropped with its turn
    int users = 0;
    for (const TranscriptEvent &e : s.events)
        users += e.kind == TranscriptEvent::Kind::User;
    QCOMPARE(users, 1);
    // The request on the wire carries the edited text and nothing of the dropped turns.
    const QJsonArray m = h.messages(3);
    QCOMPARE(m.last().toObject().value("content").toString(), QStringLiteral("just say hi"));
    QVERIFY(!QString::fromUtf8(h.server->requests().at(3).body).contains("load alpha"));
    QVERIFY(!QString::fromUtf8(h.server->requests().at(3).body).contains("[Loaded] alpha"));
}

void TestAgentSession::regenerateResendsLastMessage()
{
    AgentHarness h(shippedProfile("minimal"));
    h.server->enqueue(answer("one"));
    h.server->enqueue(answer("two"));
    h.server->enqueue(answer("three"));
    QVERIFY(h.turn("first"));
    QVERIFY(h.turn("second"));
    QSignalSpy done(&h.loop(), &AgentLoop::turnFinished);
    QVERIFY(h.loop().regenerate());
    QVERIFY(done.wait(10000));
    const Session &s = h.loop().session();
    QCOMPARE(s.turn, 1);
    QCOMPARE(s.requests.size(), 2);
    QCOMPARE(s.events.last().text, QStringLiteral("three"));
    QCOMPARE(s.events.at(s.lastUserEvent()).text, QStringLiteral("second"));
    // Sent: first, second (the dropped answer "two" is gone from the history).
    const QJsonArray m = h.messages(2);
    QStringList contents;
    for (const QJsonValue &v : m)
        contents << v.toObject().value("content").toString();
    QVERIFY(contents.contains("one"));
    QVERIFY(!contents.contains("two"));
    QCOMPARE(contents.last(), QStringLiteral("second"));
}

void TestAgentSession::resendRejectsNonUserEvent()
{
    AgentHarness h(shippedProfile("minimal"));
    h.server->enqueue(answer("one"));
    QVERIFY(h.turn("first"));
    const int before = int(h.loop().session().events.size());
    QSignalSpy reset(&h.loop(), &AgentLoop::sessionReset);
    QString error;
    QVERIFY(!h.loop().resendFrom(before - 1, QStringLiteral("x"), {}, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!h.loop().resendFrom(99, QStringLiteral("x"), {}, &error));
    QCOMPARE(reset.size(), 0);
    QCOMPARE(int(h.loop().session().events.size()), before);
}

void TestAgentSession::deepseekCatalogOnlyOnDigestChange()
{
    AgentHarness h(shippedProfile("deepseek"));
    h.server->enqueue(answer("a"));
    h.server->enqueue(answer("b"));
    h.server->enqueue(answer("c"));
    QVERIFY2(h.turn("one"), qPrintable(h.lastError));
    QVERIFY2(h.turn("two"), qPrintable(h.lastError));
    // Same catalog: the reminder of turn 1 stays in the history and is not sent again.
    QCOMPARE(countReminders(h.messages(0)), 1);
    QCOMPARE(countReminders(h.messages(1)), 1);
    int catalogEvents = 0;
    for (const TranscriptEvent &e : h.loop().session().events)
        catalogEvents += e.kind == TranscriptEvent::Kind::Catalog;
    QCOMPARE(catalogEvents, 1);

    // A skill appears: the replacement form goes out once, before the next user message.
    h.loop().setSkills(withExtraSkill(testSkills(), QStringLiteral("zeta")));
    QVERIFY2(h.turn("three"), qPrintable(h.lastError));
    QString last;
    const QJsonArray m = h.messages(2);
    QCOMPARE(countReminders(m, &last), 2);
    QVERIFY(last.contains("The available skill catalog changed."));
    QVERIFY(last.contains("`zeta`"));
    QCOMPARE(m.last().toObject().value("content").toString(), QStringLiteral("three"));
    QCOMPARE(m.at(m.size() - 2).toObject().value("content").toString(), last);
    // The builder labels it as a catalog segment.
    bool labelled = false;
    for (const RequestSegment &seg : h.loop().session().requests.at(2).segments)
        labelled = labelled || (seg.kind == SegmentKind::Catalog && seg.label.contains("replacement"));
    QVERIFY(labelled);
}

void TestAgentSession::deepseekReopenedSessionWithChangedCatalog()
{
    QTemporaryDir dir;
    const QString file = dir.filePath("s.jsonl");
    {
        AgentHarness h(shippedProfile("deepseek"));
        h.server->enqueue(answer("a"));
        QVERIFY(h.turn("one"));
        QString error;
        QVERIFY2(h.loop().saveSession(file, &error), qPrintable(error));
    }
    QString error;
    auto saved = Session::load(file, &error);
    QVERIFY2(saved, qPrintable(error));
    QVERIFY(!saved->publishedCatalogDigest().isEmpty());
    {
        // Same skills: nothing re-sent after opening.
        AgentHarness h(shippedProfile("deepseek"));
        h.loop().setSession(*saved);
        h.server->enqueue(answer("b"));
        QVERIFY(h.turn("two"));
        QCOMPARE(countReminders(h.messages(0)), 1);
    }
    {
        // Changed skills: the replacement goes out.
        AgentHarness h(shippedProfile("deepseek"), withExtraSkill(testSkills(), QStringLiteral("zeta")));
        h.loop().setSession(*saved);
        h.server->enqueue(answer("b"));
        QVERIFY(h.turn("two"));
        QString last;
        QCOMPARE(countReminders(h.messages(0), &last), 2);
        QVERIFY(last.contains("The available skill catalog changed."));
    }
}

void TestAgentSession::builderCacheSameBytesAndInvalidation()
{
    const Profile profile = shippedProfile("trpc-go");
    Session session;
    session.turn = 0;
    TranscriptEvent u;
    u.kind = TranscriptEvent::Kind::User;
    u.text = QStringLiteral("make a data report");
    session.append(u);
    const SkillSnapshotPtr skills = testSkills();
    RequestBuilder cached;
    BuildOptions options;
    options.model = QStringLiteral("m");
    const RequestRecord first = cached.build(profile, session, *skills, options);
    const RequestRecord second = cached.build(profile, session, *skills, options, &first);
    const RequestRecord fresh = RequestBuilder().build(profile, session, *skills, options);
    QCOMPARE(second.body, first.body);
    QCOMPARE(second.body, fresh.body);
    QCOMPARE(second.tokens, fresh.tokens);
    QCOMPARE(second.segments.size(), fresh.segments.size());
    for (int i = 0; i < fresh.segments.size(); ++i)
        QCOMPARE(second.segments.at(i).tokens, fresh.segments.at(i).tokens);
    QCOMPARE(second.sharedPrefixBytes, qsizetype(second.body.size()));

    // Another snapshot with the same number of skills but another name: the cache must not serve the old catalog.
    QList<AgentSkill> renamed = skills->skills();
    renamed[1].name = QStringLiteral("other-skill");
    const auto other = std::make_shared<const SkillSnapshot>(renamed);
    const RequestRecord third = cached.build(profile, session, *other, options);
    QVERIFY(third.body.contains("other-skill"));
    QCOMPARE(third.body, RequestBuilder().build(profile, session, *other, options).body);
    // A new user message re-orders the tRPC catalog: not served from the cache either.
    session.events.first().text = QStringLiteral("split pdf files");
    QCOMPARE(cached.build(profile, session, *other, options).body,
        RequestBuilder().build(profile, session, *other, options).body);
}

void TestAgentSession::exportsRedactSecrets()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"data-report"})" } }));
    h.server->enqueue(answer("Here is **the** report."));
    // The key even appears in what the user typed: exports must still not carry it.
    QVERIFY2(h.turn("my key is " + h.apiKey + ", make a report"), qPrintable(h.lastError));
    const Session &s = h.loop().session();
    const QString md = sessionToMarkdown(s, h.config.secrets);
    const QString html = sessionToHtml(s, h.config.secrets);
    for (const QString &out : { md, html }) {
        QVERIFY(!out.contains(h.apiKey));
        QVERIFY(out.contains(QStringLiteral("[REDACTED]")));
        QVERIFY(out.contains(QStringLiteral("skill_load")));
        QVERIFY(out.contains(QStringLiteral("loaded: data-report")));
        QVERIFY(out.contains(QStringLiteral("Here is **the** report.")));
    }
    QVERIFY(md.contains(QStringLiteral("| 2 | 1 | 2 |"))); // request 2, turn 1, step 2
    // HTML: self-contained, with the token chart as inline SVG (one bar group per request).
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
    QVERIFY(html.contains(QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\"")));
    QVERIFY(html.contains(QStringLiteral("#2 · t1")));
    QVERIFY(html.contains(QStringLiteral("<details class=\"tool\"")));
    QVERIFY(!html.contains(QStringLiteral("<script")));
    QVERIFY(!html.contains(QStringLiteral("src=")));
    QVERIFY(!html.contains(QStringLiteral("<link")));
    // Files: written atomically; an unwritable path gives a message.
    QTemporaryDir dir;
    QString error;
    QVERIFY2(exportSession(s, dir.filePath("r.html"), SessionExportFormat::Html, h.config.secrets, &error),
        qPrintable(error));
    QFile f(dir.filePath("r.html"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(!f.readAll().contains(h.apiKey.toUtf8()));
    QVERIFY(!exportSession(s, dir.filePath("missing/dir/r.md"), SessionExportFormat::Markdown, {}, &error));
    QVERIFY(error.contains(QStringLiteral("r.md")));
}

void TestAgentSession::exportFormatForPath()
{
    QCOMPARE(sessionExportFormatForPath("a/b.md"), SessionExportFormat::Markdown);
    QCOMPARE(sessionExportFormatForPath("b.HTML"), SessionExportFormat::Html);
    QVERIFY(!sessionExportFormatForPath("b.txt"));
}

namespace {
// The result texts in the order the export shows them after each tool call.
QStringList resultsShown(const QString &text, const QString &before, const QString &after)
{
    QStringList out;
    qsizetype at = 0;
    while ((at = text.indexOf(before, at)) >= 0) {
        at += before.size();
        const qsizetype end = text.indexOf(after, at);
        out << text.mid(at, end - at).trimmed();
    }
    return out;
}
} // namespace

// A server that sends `call_1` in every turn and twice in one answer: every card of the Markdown and HTML exports
// shows its own result (first match by id showed the first result everywhere).
void TestAgentSession::exportsPairReusedCallIdsByOrder()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(callsReusingIds(
        { { "skill_load", R"({"skill":"alpha"})" }, { "skill_list_docs", R"({"skill":"data-report"})" } }));
    h.server->enqueue(answer("one"));
    h.server->enqueue(callsReusingIds({ { "skill_load", R"({"skill":"pdf-tools"})" } }));
    h.server->enqueue(answer("two"));
    QVERIFY2(h.turn("first"), qPrintable(h.lastError));
    QVERIFY2(h.turn("second"), qPrintable(h.lastError));
    const Session &s = h.loop().session();
    const QStringList expected { QStringLiteral("loaded: alpha"), QStringLiteral("[\"docs/format.md\",\"usage.txt\"]"),
        QStringLiteral("loaded: pdf-tools") };
    const QString md = sessionToMarkdown(s);
    QCOMPARE(resultsShown(md, QStringLiteral("Result:\n\n```\n"), QStringLiteral("\n```")), expected);
    const QString html = sessionToHtml(s);
    QStringList htmlExpected;
    for (const QString &e : expected)
        htmlExpected << e.toHtmlEscaped();
    QCOMPARE(resultsShown(html, QStringLiteral("Result</b></p><pre>"), QStringLiteral("</pre>")), htmlExpected);
}

// A 429 whose retry was answered is a recovered notice in the Markdown and HTML exports, as in the chat; a request
// that failed in the end keeps its error notice.
void TestAgentSession::exportsSayARetrySucceeded()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(FakeResponse::json(
        429, R"({"error":{"message":"Rate limit reached","type":"requests"}})", { { "Retry-After", "0" } }));
    h.server->enqueue(answer("after the retry"));
    QVERIFY2(h.turn("first"), qPrintable(h.lastError));
    h.server->enqueue(FakeResponse::json(400, R"({"error":{"message":"model not found"}})"));
    QVERIFY(!h.turn("second"));
    const Session &s = h.loop().session();
    int recovered = 0;
    int errors = 0;
    for (const TranscriptEvent &e : s.events) {
        if (e.kind != TranscriptEvent::Kind::Notice)
            continue;
        recovered += s.noticeOutcome(e) == Session::NoticeOutcome::Recovered;
        errors += s.noticeOutcome(e) == Session::NoticeOutcome::Error;
    }
    QCOMPARE(recovered, 1);
    QVERIFY(errors >= 1);
    const QString md = sessionToMarkdown(s);
    QCOMPARE(md.count(QStringLiteral("(the retry succeeded)")), recovered);
    const QString html = sessionToHtml(s);
    QCOMPARE(html.count(QStringLiteral("<div class=\"notice recovered\">")), recovered);
    QCOMPARE(html.count(QStringLiteral("<div class=\"notice\">")), errors);
}

void TestAgentSession::pairingByOrder()
{
    using K = TranscriptEvent::Kind;
    const auto event = [](K kind, const QString &id = {}, const QList<ToolCall> &calls = {}) {
        TranscriptEvent e;
        e.kind = kind;
        e.toolCallId = id;
        e.toolCalls = calls;
        return e;
    };
    const ToolCall a { QStringLiteral("call_1"), QStringLiteral("a"), QStringLiteral("{}") };
    const ToolCall b { QStringLiteral("call_2"), QStringLiteral("b"), QStringLiteral("{}") };
    const QList<TranscriptEvent> events {
        event(K::User), // 0
        event(K::Assistant, {}, { a, a }), // 1: the same id twice
        event(K::ToolResult, QStringLiteral("call_1")), // 2 -> 1.0
        event(K::StateDelta), // 3
        event(K::ToolResult, QStringLiteral("call_1")), // 4 -> 1.1
        event(K::Assistant, {}, { a, b }), // 5
        event(K::ToolResult, QStringLiteral("call_2")), // 6 -> 5.1 (the id matches an unanswered call)
        event(K::ToolResult, QStringLiteral("other")), // 7 -> 5.0 (no id match: the first unanswered)
        event(K::ToolResult, QStringLiteral("call_1")), // 8: orphan (every call answered)
        event(K::User), // 9
        event(K::ToolResult, QStringLiteral("call_1")), // 10: orphan (no open answer)
    };
    const ToolPairing pairs(events);
    QCOMPARE(pairs.resultFor(1, 0), 2);
    QCOMPARE(pairs.resultFor(1, 1), 4);
    QCOMPARE(pairs.resultFor(5, 0), 7);
    QCOMPARE(pairs.resultFor(5, 1), 6);
    QCOMPARE(pairs.callFor(4), (ToolCallRef { 1, 1 }));
    QVERIFY(!pairs.callFor(8).isValid());
    QVERIFY(!pairs.callFor(10).isValid());
    QVERIFY(!pairs.callFor(3).isValid());
    for (int i : { 2, 4, 6, 7, 8, 10 })
        QCOMPARE(ToolPairing::pairResult(events, i), pairs.callFor(i));
}

namespace {
SkillSnapshotPtr withDescription(const SkillSnapshotPtr &base, const QString &skill, const QString &description)
{
    QList<AgentSkill> skills = base->skills();
    for (AgentSkill &s : skills) {
        if (s.name == skill)
            s.description = description;
    }
    return std::make_shared<const SkillSnapshot>(skills);
}
} // namespace

// Re-send request N against edited skills: built from the conversation exactly as N saw it, sent as a branch (a
// new record, branchOf = N, compared with N), the transcript and state untouched; the conversation goes on from
// its own last request.
void TestAgentSession::resendRequestAsBranch()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"alpha"})" } }));
    h.server->enqueue(answer("loaded it"));
    QVERIFY2(h.turn("load alpha"), qPrintable(h.lastError));
    const Session before = h.loop().session();
    const QString oldText = QStringLiteral("First skill.");
    const QString newText = QStringLiteral("First skill, now described better.");
    const SkillSnapshotPtr edited = withDescription(h.config.skills, QStringLiteral("alpha"), newText);

    for (int original : { 1, 0 }) {
        h.server->enqueue(answer(QStringLiteral("branch answer %1").arg(original)));
        QSignalSpy branch(&h.loop(), &AgentLoop::branchFinished);
        QSignalSpy events(&h.loop(), &AgentLoop::eventAppended);
        QString error;
        QVERIFY2(h.loop().resendRequest(original, edited, &error), qPrintable(error));
        QVERIFY(h.loop().isRunning());
        QVERIFY(!h.loop().resendRequest(original, edited, &error)); // busy
        QVERIFY(branch.wait(5000));
        QVERIFY(!h.loop().isRunning());
        const Session &s = h.loop().session();
        const RequestRecord &b = s.requests.last();
        QCOMPARE(b.branchOf, original);
        QCOMPARE(b.index, int(s.requests.size()) - 1);
        QCOMPARE(b.turn, before.requests.at(original).turn);
        QCOMPARE(b.step, before.requests.at(original).step);
        QVERIFY(b.finished);
        QCOMPARE(b.response.text, QStringLiteral("branch answer %1").arg(original));
        // The same request with the new description (the history as the original had it), byte for byte.
        const QByteArray expected
            = QString::fromUtf8(before.requests.at(original).body).replace(oldText, newText).toUtf8();
        QCOMPARE(b.body, expected);
        QCOMPARE(h.server->requests().last().body, expected);
        QVERIFY(b.sharedPrefixBytes > 0 && b.sharedPrefixBytes < b.body.size()); // against the original
        // Nothing changed in the conversation.
        QCOMPARE(events.size(), 0);
        QCOMPARE(s.events.size(), before.events.size());
        QCOMPARE(s.state, before.state);
    }
    QCOMPARE(h.loop().session().requests.size(), 4);
    // The next turn compares with the conversation's last request, not a branch, and sees the edited skills.
    h.server->enqueue(answer("next"));
    QVERIFY2(h.turn("go on"), qPrintable(h.lastError));
    const Session &s = h.loop().session();
    QCOMPARE(s.requests.size(), 5);
    QCOMPARE(s.requests.last().index, 4);
    QVERIFY(s.requests.last().body.contains(newText.toUtf8()));
    qsizetype shared = 0;
    const QByteArray &a = s.requests.at(1).body;
    const QByteArray &c = s.requests.last().body;
    while (shared < qMin(a.size(), c.size()) && a.at(shared) == c.at(shared))
        ++shared;
    QCOMPARE(s.requests.last().sharedPrefixBytes, shared);
    // Saved and opened: the branches stay branches.
    QTemporaryDir dir;
    QString error;
    QVERIFY2(h.loop().saveSession(dir.filePath("s.jsonl"), &error), qPrintable(error));
    const auto loaded = Session::load(dir.filePath("s.jsonl"), &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->requests.at(2).branchOf, 1);
    QCOMPARE(loaded->requests.at(3).branchOf, 0);
    // Edit-and-resend of turn 2 drops its request; the branches of turn 1 move up and stay numbered in order.
    const auto truncated = s.truncatedBefore(s.lastUserEvent());
    QVERIFY(truncated);
    QCOMPARE(truncated->requests.size(), 4);
    for (int i = 0; i < truncated->requests.size(); ++i)
        QCOMPARE(truncated->requests.at(i).index, i);
    QVERIFY(!h.loop().resendRequest(9, edited, &error));
    QCOMPARE(error, QStringLiteral("there is no request 10"));
}

void TestAgentSession::rereadPicksUpEditedSkills()
{
    QTemporaryDir dir;
    const QString md = dir.filePath("skills/alpha/SKILL.md");
    QDir().mkpath(QFileInfo(md).absolutePath());
    const auto write = [&md](const QByteArray &description) {
        QFile f(md);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("---\nname: alpha\ndescription: " + description + "\n---\nBody\n");
    };
    write("Old words.");
    const SkillSnapshotPtr first = SkillSnapshot::fromRoots({ dir.filePath("skills") });
    QCOMPARE(first->find("alpha")->description, QStringLiteral("Old words."));
    write("New words.");
    const SkillSnapshotPtr again = SkillSnapshot::reread(first);
    QCOMPARE(again->find("alpha")->description, QStringLiteral("New words."));
    QCOMPARE(again->roots(), first->roots());
    QVERIFY(SkillSnapshot::reread(testSkills()) != nullptr); // in memory: unchanged
    const SkillSnapshotPtr memory = testSkills();
    QCOMPARE(SkillSnapshot::reread(memory), memory);
}

void TestAgentSession::notASessionFileSaysWhy()
{
    QString error;
    QVERIFY(!Session::fromJsonLines(QByteArray("\x89PNG\r\n\x1a\n"), &error));
    QVERIFY2(error.startsWith(QStringLiteral("not a session file: line 1 is not JSON")), qPrintable(error));
    QVERIFY(!Session::fromJsonLines(QByteArray("{\"type\":\"hello\"}\n"), &error));
    QVERIFY2(error.startsWith(QStringLiteral("not a session file: no line says")), qPrintable(error));
    QVERIFY(!Session::fromJsonLines(QByteArray("{\"type\":\"session\",\"format\":\"other\"}\n"), &error));
    QVERIFY2(error.contains(QStringLiteral("not a")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestAgentSession)
#include "tst_session.moc"
