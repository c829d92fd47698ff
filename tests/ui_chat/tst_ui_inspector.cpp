// The request inspector as a proxy would show it, against a loopback server: the body in wire order (pretty
// without reordering keys) and raw, Copy JSON = the wire bytes, secrets shown as sent and labelled (redacted only
// in saved sessions and exports, like the chat bubble), every transport attempt with URL, headers, status and
// timing, error bodies and Retry-After, the partial answer and raw bytes of a broken stream or Stop, the skill
// loading timeline, and "Re-send request N" as a branch beside the original.
#include "agentharness.h"
#include "chat/chatmessagesmodel.h"
#include "chat/chatpanel.h"
#include "chat/chatview.h"
#include "inspector/longlinetextview.h"
#include "inspector/requestinspector.h"
#include "inspector/requestsmodel.h"
#include "inspector/skilltimelinemodel.h"
#include "inspector/transportmodel.h"
#include "inspector/transportview.h"
#include "wire/wirejson.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextDocument>

using namespace sw;
using namespace sw::test;
using namespace sw::ui;

class TestUiInspector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bodyInWireOrderAndRaw();
    void largeBodyShownFromAWorker();
    void transportAttemptsAndErrors();
    void brokenStreamKeepsWhatArrived();
    void loadingTimelineTab();
    void chatExportsHar();
    void resendAgainstEditedSkills();
};

namespace {
// An inspector following `loop`, its models under QAbstractItemModelTester.
struct Inspected
{
    explicit Inspected(AgentLoop &loop)
    {
        inspector.resize(900, 700);
        inspector.setLoop(&loop);
    }
    RequestInspector inspector;
    QAbstractItemModelTester requests { inspector.requestsModel(),
        QAbstractItemModelTester::FailureReportingMode::QtTest };
    QAbstractItemModelTester timeline { inspector.timelineModel(),
        QAbstractItemModelTester::FailureReportingMode::QtTest };
    QAbstractItemModelTester transport { inspector.transportView()->model(),
        QAbstractItemModelTester::FailureReportingMode::QtTest };
};
} // namespace

void TestUiInspector::bodyInWireOrderAndRaw()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(answer("ok"));
    Inspected i(h.loop());
    ChatMessagesModel chat;
    chat.setLoop(&h.loop());
    ChatView bubble;
    bubble.setModel(&chat);
    const QString typed = QStringLiteral("my key is ") + h.apiKey;
    QVERIFY2(h.turn(typed), qPrintable(h.lastError));
    const QByteArray wire = h.server->requests().first().body;
    RequestInspector &inspector = i.inspector;
    QCOMPARE(inspector.currentRequest(), 0);
    // Pretty: re-indented, keys in wire order ("model" first: QJsonDocument would sort "messages" first).
    QVERIFY(!inspector.showsRawRequest());
    QVERIFY2(inspector.requestText().startsWith(QStringLiteral("{\n  \"model\": \"fake-model\",\n  \"messages\": [")),
        qPrintable(inspector.requestText().left(80)));
    QCOMPARE(QString::fromUtf8(prettyWireJson(wire).text), inspector.requestText());
    // Raw: the bytes as sent, one line of JSON, shown broken after its \n escapes (the note's tooltip says so).
    inspector.setShowRawRequest(true);
    QCOMPARE(inspector.requestText().toUtf8(), wire);
    auto *view = inspector.findChild<LongLineTextView *>(QStringLiteral("requestJson"));
    QVERIFY(view);
    QVERIFY(view->brokenLines() > 0);
    QVERIFY(view->document()->blockCount() > 1);
    QVERIFY(inspector.findChild<QLabel *>(QStringLiteral("requestNote"))->toolTip().contains(QStringLiteral("broken")));
    inspector.setShowRawRequest(false);
    // Copy JSON gives the wire bytes, also by its shortcut.
    QApplication::clipboard()->clear();
    inspector.copyRequest();
    QCOMPARE(QApplication::clipboard()->text().toUtf8(), wire);
    QCOMPARE(inspector.copyAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    inspector.show();
    QVERIFY(QTest::qWaitForWindowExposed(&inspector));
    inspector.tabs()->setCurrentIndex(RequestInspector::RequestTab);
    inspector.activateWindow();
    inspector.tabs()->currentWidget()->setFocus();
    QApplication::clipboard()->clear();
    QTest::keySequence(&inspector, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    QTRY_COMPARE(QApplication::clipboard()->text().toUtf8(), wire);
    // The key the user typed is shown as sent, in the chat bubble and in the inspector alike, and the inspector says
    // that saved sessions and exports redact it.
    bubble.renderNow();
    QVERIFY(bubble.toPlainText().contains(h.apiKey));
    QVERIFY(inspector.requestText().contains(h.apiKey));
    QVERIFY2(inspector.redactionNote().contains(QStringLiteral("[REDACTED]")), qPrintable(inspector.redactionNote()));
    QVERIFY(inspector.redactionNote().contains(QStringLiteral("1 secret")));
    QTemporaryDir dir;
    QString error;
    QVERIFY(h.loop().saveSession(dir.filePath("s.jsonl"), &error));
    QFile saved(dir.filePath("s.jsonl"));
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(!saved.readAll().contains(h.apiKey.toUtf8()));
    // A body without secrets has no notice.
    h.server->enqueue(answer("fine"));
    QVERIFY2(h.turn("nothing secret"), qPrintable(h.lastError));
    QCOMPARE(inspector.currentRequest(), 1);
    QVERIFY(inspector.redactionNote().contains(QStringLiteral("1 secret"))); // the history still carries it
}

void TestUiInspector::largeBodyShownFromAWorker()
{
    // A request with 3,000 skills in its catalog (over LongLineTextView::kWorkerText characters) is shown from a
    // worker: its exact text is there at once, the view fills when ready, and a segment opened meanwhile is selected
    // then, as is the note's tooltip about the broken lines.
    QList<AgentSkill> many;
    for (int n = 0; n < 3000; ++n) {
        AgentSkill s;
        s.name = QStringLiteral("skill-%1").arg(n, 4, 10, QLatin1Char('0'));
        s.description = QStringLiteral("Makes report %1 from CSV files; use when the user asks for its totals.").arg(n);
        s.folder = QStringLiteral("/skills/") + s.name;
        s.location = s.folder + QStringLiteral("/SKILL.md");
        s.body = QStringLiteral("Body.");
        many << s;
    }
    AgentHarness h(shippedProfile("trpc-go"), std::make_shared<const SkillSnapshot>(many));
    h.server->enqueue(answer("ok"));
    QVERIFY2(h.turn(QStringLiteral("hello")), qPrintable(h.lastError));
    Inspected i(h.loop());
    RequestInspector &inspector = i.inspector;
    auto *view = inspector.findChild<LongLineTextView *>(QStringLiteral("requestJson"));
    auto *note = inspector.findChild<QLabel *>(QStringLiteral("requestNote"));
    QSignalSpy shown(view, &LongLineTextView::textShown);
    const QByteArray wire = h.server->requests().first().body;
    QVERIFY(wire.size() > LongLineTextView::kWorkerText);
    inspector.setShowRawRequest(true);
    QVERIFY(view->isPreparing());
    QCOMPARE(inspector.requestText().toUtf8(), wire); // exact at once
    QVERIFY(note->toolTip().isEmpty()); // the breaks are not known yet
    // The largest segment (the catalog), opened before the text is in view: selected once it is.
    const RequestRecord &record = h.loop().session().requests.first();
    int largest = 0;
    for (int row = 1; row < record.segments.size(); ++row)
        if (record.segments.at(row).byteLength > record.segments.at(largest).byteLength)
            largest = row;
    const RequestSegment &segment = record.segments.at(largest);
    inspector.openSegment(largest);
    QVERIFY(shown.wait(60000));
    QVERIFY(!view->isPreparing());
    QVERIFY(view->brokenLines() > 0);
    QVERIFY(note->toolTip().contains(QStringLiteral("broken")));
    QCOMPARE(view->selectedExactText().toUtf8(), wire.mid(segment.byteStart, segment.byteLength));
}

void TestUiInspector::transportAttemptsAndErrors()
{
    AgentHarness h(shippedProfile("trpc-go"));
    FakeResponse drop = FakeResponse::stream({});
    drop.end = FakeResponse::End::Drop;
    h.server->enqueue(drop);
    h.server->enqueue(FakeResponse::json(
        429, R"({"error":{"message":"slow down","type":"rate_limit"}})", { { "Retry-After", "1" } }));
    h.server->enqueue(answer("at last"));
    Inspected i(h.loop());
    QVERIFY2(h.turn("hi"), qPrintable(h.lastError));
    RequestInspector &inspector = i.inspector;
    TransportView *transport = inspector.transportView();
    QCOMPARE(transport->model()->rowCount(), 3);
    const auto cell
        = [transport](int row, int column) { return transport->model()->index(row, column).data().toString(); };
    QCOMPARE(cell(0, TransportModel::StatusColumn), QStringLiteral("200 OK")); // the status line came, then the drop
    QCOMPARE(cell(0, TransportModel::EndColumn), TransportModel::tr("connection failed"));
    QVERIFY(cell(1, TransportModel::StatusColumn).startsWith(QStringLiteral("429")));
    QVERIFY(cell(1, TransportModel::EndColumn).contains(QStringLiteral("Retry-After 1 s")));
    QCOMPARE(cell(2, TransportModel::StatusColumn), QStringLiteral("200 OK"));
    QCOMPARE(cell(2, TransportModel::NumberColumn), QStringLiteral("3"));
    // The newest attempt is shown; the 429 one on selection, as a proxy prints it.
    QVERIFY(transport->detailsText().startsWith(
        QStringLiteral("POST %1/chat/completions HTTP/1.1\n").arg(h.server->baseUrl())));
    transport->selectAttempt(1);
    const QString exchange = transport->detailsText();
    QVERIFY2(exchange.contains(QStringLiteral("\nAuthorization: Bearer [REDACTED]\n")), qPrintable(exchange));
    QVERIFY(!exchange.contains(h.apiKey));
    QVERIFY(exchange.contains(QStringLiteral("\nContent-Type: application/json\n")));
    QVERIFY(exchange.contains(QStringLiteral("\nHTTP/1.1 429 ")));
    QVERIFY(exchange.contains(QStringLiteral("\nRetry-After: 1\n")));
    QVERIFY(exchange.contains(QStringLiteral("Outcome: HTTP error · Retry-After 1 s")));
    const QString response = inspector.responseText();
    QVERIFY2(response.startsWith(QStringLiteral("Status: 200 OK · complete · 3 attempt")), qPrintable(response));
    QVERIFY(response.contains(QStringLiteral("Attempt 2: Retry-After 1 s")));
    QVERIFY(response.contains(QStringLiteral("Raw bytes received (attempt 3 of 3")));
    QVERIFY(response.contains(QStringLiteral("data: [DONE]")));
    // A request that ends in an HTTP error shows its error body.
    h.server->enqueue(FakeResponse::json(400, R"({"error":{"message":"bad tools","type":"invalid_request_error"}})"));
    QVERIFY(!h.turn("again"));
    QCOMPARE(inspector.currentRequest(), 1);
    QVERIFY2(inspector.responseText().contains(
                 QStringLiteral("Error body:\n{\n  \"error\": {\n    \"message\": \"bad tools\"")),
        qPrintable(inspector.responseText()));
    QVERIFY(inspector.requestsModel()->index(1, RequestsModel::StatusColumn).data().toString().contains("400"));
}

void TestUiInspector::brokenStreamKeepsWhatArrived()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(FakeResponse::stream({ sseText("Half an "), sseData("{not json}"), sseDone() }));
    FakeResponse stall = FakeResponse::stream({ sseText("Still going") });
    stall.end = FakeResponse::End::Stall;
    h.server->enqueue(stall);
    Inspected i(h.loop());
    QVERIFY(!h.turn("one"));
    QString response = i.inspector.responseText();
    QVERIFY2(response.contains(QStringLiteral("Partial answer, received before it broke off")), qPrintable(response));
    QVERIFY(response.contains(QStringLiteral("\nHalf an \n")));
    QVERIFY(response.contains(QStringLiteral("{not json}")));
    QVERIFY(response.contains(TransportModel::tr("malformed response")));

    QSignalSpy text(&h.loop(), &AgentLoop::textDelta);
    QVERIFY(h.loop().sendUserMessage("two"));
    QVERIFY(text.wait(5000));
    h.loop().stop();
    QTRY_VERIFY(i.inspector.responseText().contains(QStringLiteral("cancelled (Stop)")));
    response = i.inspector.responseText();
    QVERIFY(response.contains(QStringLiteral("Partial answer")));
    QVERIFY(response.contains(QStringLiteral("Still going")));
    QVERIFY(response.contains(QStringLiteral("Raw bytes received (attempt 1 of 1")));
    QVERIFY(response.contains(QString::fromUtf8(sseText("Still going")).trimmed()));
}

void TestUiInspector::loadingTimelineTab()
{
    Profile p = shippedProfile("trpc-go");
    p.loadMode = LoadMode::Once;
    AgentHarness h(p);
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"alpha"})" } }));
    h.server->enqueue(answer("done"));
    Inspected i(h.loop());
    QVERIFY2(h.turn("load alpha"), qPrintable(h.lastError));
    RequestInspector &inspector = i.inspector;
    QCOMPARE(inspector.currentRequest(), 1);
    QCOMPARE(inspector.tabs()->tabText(RequestInspector::LoadingTab), QStringLiteral("Skill loading (1)"));
    SkillTimelineModel *m = inspector.timelineModel();
    QCOMPARE(m->rowCount(), 3);
    const auto cell = [m](int row, int column) { return m->index(row, column).data().toString(); };
    QCOMPARE(cell(0, SkillTimelineModel::SkillColumn), QStringLiteral("alpha"));
    QCOMPARE(cell(0, SkillTimelineModel::CatalogColumn), SkillTimelineModel::tr("yes"));
    QCOMPARE(cell(0, SkillTimelineModel::OfferedColumn), SkillTimelineModel::tr("yes"));
    QVERIFY2(
        cell(0, SkillTimelineModel::LoadedColumn).startsWith(QStringLiteral("skill_load call_1 · answer to request 1")),
        qPrintable(cell(0, SkillTimelineModel::LoadedColumn)));
    QCOMPARE(cell(0, SkillTimelineModel::MaterialisedColumn), QStringLiteral("system"));
    QVERIFY2(cell(0, SkillTimelineModel::ClearedColumn)
                 .startsWith(QStringLiteral("once offload after request 2 (load mode once) · after request 2")),
        qPrintable(cell(0, SkillTimelineModel::ClearedColumn)));
    QCOMPARE(cell(1, SkillTimelineModel::LoadedColumn), SkillTimelineModel::tr("not loaded"));
    // The selected skill in sentences (a narrow inspector cuts the columns, not this).
    const QString story = inspector.loadingStory();
    QVERIFY2(
        story.startsWith(QStringLiteral("<b>alpha</b>: listed in the catalog; offered by name in the tool&#x27;s enum"))
            || story.startsWith(
                QStringLiteral("<b>alpha</b>: listed in the catalog; offered by name in the tool's enum")),
        qPrintable(story));
    QVERIFY(story.contains(QStringLiteral("materialised: system")));
    QVERIFY(story.contains(QStringLiteral("cleared: once offload after request 2")));
    inspector.selectRequest(0);
    QCOMPARE(inspector.tabs()->tabText(RequestInspector::LoadingTab), QStringLiteral("Skill loading (0)"));
    // A new session (no loop) leaves no stale count behind.
    inspector.setLoop(nullptr);
    QCOMPARE(inspector.tabs()->tabText(RequestInspector::LoadingTab), QStringLiteral("Skill loading"));
    QCOMPARE(m->rowCount(), 0);
}

// Session ▸ Export Requests as HAR…: the chat writes the HAR of its session (a replay: one entry per request).
void TestUiInspector::chatExportsHar()
{
    QTemporaryDir dir;
    ChatPanel panel;
    panel.setWorkRoot(dir.filePath("work"));
    QVERIFY(panel.selectScenario(QStringLiteral(SW_SOURCE_DIR "/resources/scenarios/minimal-load-skill.json")));
    QString error;
    QVERIFY2(panel.sendMessage(QStringLiteral("hello"), &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(!panel.loop()->isRunning(), 60000);
    const QString path = dir.filePath("capture.har");
    QVERIFY2(panel.exportSession(path, SessionExportFormat::Har, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject log = QJsonDocument::fromJson(f.readAll()).object().value("log").toObject();
    QCOMPARE(log.value("version").toString(), QStringLiteral("1.2"));
    QCOMPARE(log.value("entries").toArray().size(), panel.loop()->session().requests.size());
}

// Re-send request N after a description was edited on disk: a branch row, selected, its Diff beside the original
// (the catalog segment changed, both answers side by side); the chat is untouched.
void TestUiInspector::resendAgainstEditedSkills()
{
    QTemporaryDir dir;
    const QString md = dir.filePath("skills/alpha/SKILL.md");
    QDir().mkpath(QFileInfo(md).absolutePath());
    const auto write = [&md](const QByteArray &description) {
        QFile f(md);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("---\nname: alpha\ndescription: " + description + "\n---\nAlpha body\n");
    };
    write("Loads nothing useful.");
    AgentHarness h(shippedProfile("trpc-go"), SkillSnapshot::fromRoots({ dir.filePath("skills") }));
    h.server->enqueue(answer("I have no skill for that."));
    Inspected i(h.loop());
    ChatMessagesModel chat;
    chat.setLoop(&h.loop());
    QVERIFY2(h.turn("make a chart"), qPrintable(h.lastError));
    const int chatRows = chat.rowCount();
    write("Makes charts from CSV files.");
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"alpha"})" } }));
    RequestInspector &inspector = i.inspector;
    QCOMPARE(inspector.resendAction()->text(), QStringLiteral("Re-send Request 1"));
    QVERIFY(inspector.resendAction()->isEnabled());
    QCOMPARE(inspector.resendAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    inspector.resendAction()->trigger();
    QVERIFY(inspector.isRereadingSkills());
    QTRY_COMPARE(inspector.requestsModel()->rowCount(), 2);
    QTRY_VERIFY(!h.loop().isRunning());
    QCOMPARE(inspector.currentRequest(), 1);
    QCOMPARE(inspector.tabs()->currentIndex(), int(RequestInspector::DiffTab));
    QVERIFY(h.server->requests().last().body.contains("Makes charts from CSV files."));
    QVERIFY(
        inspector.requestsModel()->index(1, RequestsModel::StatusColumn).data().toString().startsWith("re-send of 1"));
    const QString diff = inspector.diffHtml();
    QVERIFY2(diff.contains(QStringLiteral("Request 2 against request 1")), qPrintable(diff));
    QVERIFY(diff.contains(QStringLiteral("The answers side by side")));
    QVERIFY(diff.contains(QStringLiteral("I have no skill for that.")));
    QVERIFY(diff.contains(QStringLiteral("skill_load")));
    QVERIFY(diff.contains(QStringLiteral("changed")));
    QCOMPARE(chat.rowCount(), chatRows);
    inspector.selectRequest(0);
    QVERIFY(inspector.diffHtml().contains(QStringLiteral("Re-sent as request 2")));
}

QTEST_MAIN(TestUiInspector)
#include "tst_ui_inspector.moc"
