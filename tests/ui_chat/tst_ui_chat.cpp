// Tests of ui/chat and ui/inspector: models (QAbstractItemModelTester), the composer, rendering, and bundled
// scripted scenarios replayed end to end in ChatPanel with the RequestInspector and StatePanel following.
#include "agent/scenario.h"
#include "agent/skillstate.h"
#include "chat/chatcomposer.h"
#include "chat/chatmessagesmodel.h"
#include "chat/chatpanel.h"
#include "chat/chatview.h"
#include "chatfixtures.h"
#include "inspector/requestdiff.h"
#include "inspector/requestinspector.h"
#include "inspector/requestsmodel.h"
#include "inspector/segmentsmodel.h"
#include "inspector/sessionstatemodel.h"
#include "inspector/skilltimelinemodel.h"
#include "inspector/statepanel.h"
#include "inspector/tokenbar.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFile>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace sw;
using namespace sw::ui;
using sw::test::scenarioJson;
using sw::test::textStep;
using sw::test::writeScenario;

namespace {

QString bundledScenario(const QString &name)
{
    return QStringLiteral(SW_SOURCE_DIR "/resources/scenarios/") + name;
}

// Copies a bundled scenario into `dir` with the pacing removed (the test needs the order, not the pace).
QString fastCopy(const QString &name, const QString &dir)
{
    QFile in(bundledScenario(name));
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QJsonObject o = QJsonDocument::fromJson(in.readAll()).object();
    QJsonArray steps = o.value(QStringLiteral("steps")).toArray();
    for (qsizetype i = 0; i < steps.size(); ++i) {
        QJsonObject s = steps.at(i).toObject();
        s.remove(QStringLiteral("delay_ms"));
        s.remove(QStringLiteral("chunk_chars"));
        s.insert(QStringLiteral("chunk_chars"), 40); // still streamed in several deltas
        steps[i] = s;
    }
    o.insert(QStringLiteral("steps"), steps);
    return writeScenario(dir, name, o);
}

} // namespace

class TestUiChat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void composerHistoryAndSubmit();
    void markdownCodeBlocks();
    void messagesFromSession();
    void replayScenarioEndToEnd_data();
    void replayScenarioEndToEnd();
    void regenerateReplacesLastTurn();
    void stopCancelsStreaming();
    void screenshot();
};

void TestUiChat::composerHistoryAndSubmit()
{
    ChatComposer composer;
    QSignalSpy submit(&composer, &ChatComposer::submitRequested);
    composer.addToHistory(QStringLiteral("first"));
    composer.addToHistory(QStringLiteral("second"));
    composer.setPlainText(QStringLiteral("draft"));
    QTest::keyClick(&composer, Qt::Key_Up);
    QCOMPARE(composer.toPlainText(), QStringLiteral("second"));
    QTest::keyClick(&composer, Qt::Key_Up);
    QCOMPARE(composer.toPlainText(), QStringLiteral("first"));
    QTest::keyClick(&composer, Qt::Key_Up); // stays at the oldest
    QCOMPARE(composer.toPlainText(), QStringLiteral("first"));
    QTest::keyClick(&composer, Qt::Key_Down);
    QCOMPARE(composer.toPlainText(), QStringLiteral("second"));
    QTest::keyClick(&composer, Qt::Key_Down);
    QCOMPARE(composer.toPlainText(), QStringLiteral("draft"));
    QTest::keyClick(&composer, Qt::Key_Return); // plain Enter is a new line
    QCOMPARE(submit.size(), 0);
    QCOMPARE(composer.toPlainText(), QStringLiteral("draft\n"));
    QTest::keyClick(&composer, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(submit.size(), 1);
    composer.addToHistory(QStringLiteral("second")); // no duplicate of the newest
    QCOMPARE(composer.history(), QStringList({ QStringLiteral("first"), QStringLiteral("second") }));
}

void TestUiChat::markdownCodeBlocks()
{
    const QString html = ChatView::markdownToHtml(
        QStringLiteral("Some **bold** text.\n\n```python\nprint(1 < 2)\n```\nafter\n~~~\nx\n~~~\n"), 7);
    QVERIFY(html.contains(QLatin1String("copy:7:0")));
    QVERIFY(html.contains(QLatin1String("copy:7:1")));
    QVERIFY(!html.contains(QLatin1String("copy:7:2")));
    QVERIFY(html.contains(QLatin1String("print(1 &lt; 2)")));
    QVERIFY(html.contains(QLatin1String("python")));
    QVERIFY(html.contains(QLatin1String("font-weight")) || html.contains(QLatin1String("<b>")));
    // an unterminated fence while streaming is still shown as code
    QVERIFY(ChatView::markdownToHtml(QStringLiteral("```\nopen"), 0).contains(QLatin1String("copy:0:0")));
}

void TestUiChat::messagesFromSession()
{
    Session session;
    TranscriptEvent user;
    user.kind = TranscriptEvent::Kind::User;
    user.text = QStringLiteral("load it");
    session.append(user);
    TranscriptEvent assistant;
    assistant.kind = TranscriptEvent::Kind::Assistant;
    assistant.toolCalls = { { QStringLiteral("c1"), QStringLiteral("skill_load"), QStringLiteral("{\"skill\":\"x\"}") },
        { QStringLiteral("c2"), QStringLiteral("nope"), QStringLiteral("{") } };
    session.append(assistant);
    TranscriptEvent ok;
    ok.kind = TranscriptEvent::Kind::ToolResult;
    ok.toolCallId = QStringLiteral("c1");
    ok.text = QStringLiteral("loaded: x");
    ok.durationMs = 3;
    session.append(ok);
    TranscriptEvent bad = ok;
    bad.toolCallId = QStringLiteral("c2");
    bad.text = QStringLiteral("unknown tool");
    bad.isError = true;
    session.append(bad);
    TranscriptEvent notice;
    notice.kind = TranscriptEvent::Kind::Notice;
    notice.text = QStringLiteral("boom");
    session.append(notice);

    ChatMessagesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSession(session);
    QCOMPARE(model.rowCount(), 4); // user, two cards, notice (an assistant turn without text has no text row)
    QCOMPARE(model.kindAt(0), ChatMessagesModel::Kind::User);
    QCOMPARE(model.toolCallCount(), 2);
    const QModelIndex first = model.index(1);
    QCOMPARE(first.data(ChatMessagesModel::ResultRole).toString(), QStringLiteral("loaded: x"));
    QCOMPARE(first.data(ChatMessagesModel::PendingRole).toBool(), false);
    QCOMPARE(first.data(ChatMessagesModel::ExpandedRole).toBool(), false);
    QCOMPARE(first.data(ChatMessagesModel::DurationRole).toLongLong(), 3);
    const QModelIndex second = model.index(2);
    QCOMPARE(second.data(ChatMessagesModel::IsErrorRole).toBool(), true);
    QCOMPARE(second.data(ChatMessagesModel::ExpandedRole).toBool(), true); // errors start open
    QCOMPARE(model.kindAt(3), ChatMessagesModel::Kind::Notice);

    ChatView view;
    view.setModel(&model);
    view.renderNow();
    QVERIFY(!view.toPlainText().contains(QLatin1String("loaded: x"))); // collapsed card
    QVERIFY(view.toPlainText().contains(QLatin1String("unknown tool"))); // error card open
    view.toggleCard(1);
    view.renderNow();
    QVERIFY(view.toPlainText().contains(QLatin1String("loaded: x")));
}

void TestUiChat::replayScenarioEndToEnd_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("loadedSkill");
    QTest::newRow("trpc-go system") << QStringLiteral("trpc-go-system.json") << QStringLiteral("data-report");
    QTest::newRow("trpc-go tool results")
        << QStringLiteral("trpc-go-tool-results.json") << QStringLiteral("data-report");
}

void TestUiChat::replayScenarioEndToEnd()
{
    QFETCH(QString, file);
    QFETCH(QString, loadedSkill);
    QTemporaryDir scenarios;
    QTemporaryDir work;
    const QString path = fastCopy(file, scenarios.path());
    QVERIFY(!path.isEmpty());
    QString error;
    const auto scenario = loadScenario(path, &error);
    QVERIFY2(scenario, qPrintable(error));

    sw::test::InspectedChat chat;
    ChatPanel &panel = chat.panel;
    RequestInspector &inspector = chat.inspector;
    StatePanel &state = chat.state;

    panel.setWorkRoot(work.path());
    panel.setScenarioDirectory(scenarios.path());
    QVERIFY(panel.selectScenario(path));
    QVERIFY(panel.isReplay());
    QCOMPARE(panel.composer()->toPlainText(), scenario->userMessages.first()); // prefilled from the scenario
    QSignalSpy loops(&panel, &ChatPanel::loopChanged);
    panel.playScenario();
    QVERIFY(panel.loop());
    QCOMPARE(loops.size(), 1);
    QCOMPARE(panel.loop()->provider()->isReplay(), true);
    QTRY_VERIFY_WITH_TIMEOUT(
        panel.loop()->session().turn == scenario->userMessages.size() - 1 && !panel.loop()->isRunning(), 240000);
    QVERIFY2(panel.loop()->lastError().isEmpty(), qPrintable(panel.loop()->lastError()));

    // chat: one card per scripted tool call, all with results, and the final answer
    int toolCalls = 0;
    for (const ScenarioStep &s : scenario->steps)
        toolCalls += int(s.toolCalls.size());
    ChatMessagesModel *messages = panel.messagesModel();
    QCOMPARE(messages->toolCallCount(), toolCalls);
    int users = 0;
    for (int row = 0; row < messages->rowCount(); ++row) {
        const QModelIndex idx = messages->index(row);
        if (messages->kindAt(row) == ChatMessagesModel::Kind::User)
            ++users;
        QCOMPARE(idx.data(ChatMessagesModel::StreamingRole).toBool(), false);
        if (messages->kindAt(row) == ChatMessagesModel::Kind::ToolCall) {
            QVERIFY2(!idx.data(ChatMessagesModel::PendingRole).toBool(), "tool card without result");
            QVERIFY(!idx.data(ChatMessagesModel::ResultRole).toString().isEmpty());
            QCOMPARE(idx.data(ChatMessagesModel::IsErrorRole).toBool(), false);
        }
    }
    QCOMPARE(users, int(scenario->userMessages.size()));
    QCOMPARE(messages->lastAssistantText(), scenario->steps.last().text);
    panel.view()->renderNow();
    const QString shown = panel.view()->toPlainText();
    QVERIFY(shown.contains(QLatin1String("skill_load")));
    QVERIFY(shown.contains(QLatin1String("skill_run")));
    QVERIFY(shown.contains(scenario->steps.last().text.left(30)));

    // inspector: one row per request, with token counts
    RequestsModel *requests = inspector.requestsModel();
    QCOMPARE(requests->rowCount(), int(scenario->steps.size()));
    for (int row = 0; row < requests->rowCount(); ++row) {
        QVERIFY(requests->index(row, RequestsModel::TokensColumn).data(RequestsModel::SortValueRole).toInt() > 0);
        const int shared
            = requests->index(row, RequestsModel::SharedPrefixColumn).data(RequestsModel::SortValueRole).toInt();
        QVERIFY(row == 0 ? shared == -1 : shared > 0);
        QVERIFY(requests->index(row, RequestsModel::StatusColumn).data().toString().contains(QLatin1String("ms")));
    }
    QCOMPARE(inspector.currentRequest(), requests->rowCount() - 1); // followed the newest
    inspector.selectRequest(1); // the request after skill_load: the skill is loaded
    QCOMPARE(inspector.currentRequest(), 1);
    QVERIFY(inspector.requestText().contains(QLatin1String("\"messages\"")));
    QVERIFY(inspector.segmentsModel()->rowCount() > 0);
    int sum = 0;
    for (int v : inspector.tokenBar()->values())
        sum += v;
    QCOMPARE(sum, requests->record(1)->tokens);
    SkillTimelineModel *loading = inspector.timelineModel();
    QVERIFY(loading->rowCount() >= 1);
    QCOMPARE(loading->index(0, SkillTimelineModel::SkillColumn).data().toString(), loadedSkill); // loaded first
    QVERIFY(
        loading->index(0, SkillTimelineModel::LoadedColumn).data().toString().contains(QLatin1String("skill_load")));
    QVERIFY(inspector.diffHtml().contains(QLatin1String("Shared prefix")));
    const QList<SegmentDiffRow> diff = diffSegments(*requests->record(0), *requests->record(1));
    QVERIFY(std::any_of(diff.cbegin(), diff.cend(), [](const SegmentDiffRow &r) {
        return r.change == SegmentChange::Added || r.change == SegmentChange::Changed;
    }));
    QVERIFY(std::any_of(
        diff.cbegin(), diff.cend(), [](const SegmentDiffRow &r) { return r.change == SegmentChange::Unchanged; }));

    // state panel: the loaded key of the last turn's load
    const QString agent = panel.loop()->config().profile.agentName;
    const QString key = skillkeys::loadedKey(agent, loadedSkill);
    QVERIFY2(state.model()->keys().contains(key), qPrintable(state.model()->keys().join(QLatin1Char(','))));
    QCOMPARE(state.model()->value(key), QStringLiteral("1"));
    QVERIFY(state.historyText().contains(QLatin1String("turn reset"))); // turn 2 cleared turn 1's loads

    // The finished replay is the scenario itself: leaving it (a new session, another scenario, quitting) asks
    // nothing. A question would show as a modal box: the timer records and closes any.
    bool asked = false;
    QTimer watch;
    watch.setInterval(20);
    QObject::connect(&watch, &QTimer::timeout, &panel, [&asked] {
        if (QWidget *box = QApplication::activeModalWidget()) {
            asked = true;
            box->close();
        }
    });
    watch.start();
    QVERIFY(panel.maybeSaveSession());
    watch.stop();
    QVERIFY(!asked);
}

void TestUiChat::regenerateReplacesLastTurn()
{
    QTemporaryDir dir;
    QTemporaryDir work;
    const QString path = writeScenario(dir.path(), QStringLiteral("two-answers.json"),
        scenarioJson(QStringLiteral("Two answers"), QStringLiteral("minimal"), { QStringLiteral("hello") },
            QJsonArray { textStep(QStringLiteral("first answer")), textStep(QStringLiteral("second answer")) }));
    sw::test::InspectedChat chat;
    ChatPanel &panel = chat.panel;
    RequestInspector &inspector = chat.inspector;
    panel.setWorkRoot(work.path());
    panel.setScenarioDirectory(dir.path());
    QVERIFY(panel.selectScenario(path));
    QString error;
    QVERIFY2(panel.sendMessage(QStringLiteral("hello"), &error), qPrintable(error));
    QTRY_VERIFY(!panel.loop()->isRunning());
    QCOMPARE(panel.messagesModel()->lastAssistantText(), QStringLiteral("first answer"));
    panel.regenerate();
    QTRY_VERIFY(!panel.loop()->isRunning());
    QCOMPARE(panel.messagesModel()->lastAssistantText(), QStringLiteral("second answer"));
    QCOMPARE(panel.messagesModel()->rowCount(), 2); // one user row, one answer
    QCOMPARE(int(panel.loop()->session().requests.size()), 1);
    QCOMPARE(inspector.requestsModel()->rowCount(), 1);
    QCOMPARE(panel.composer()->history(), QStringList { QStringLiteral("hello") });
}

void TestUiChat::stopCancelsStreaming()
{
    QTemporaryDir dir;
    QTemporaryDir work;
    const QString path = writeScenario(dir.path(), QStringLiteral("slow.json"),
        scenarioJson(QStringLiteral("Slow"), QStringLiteral("minimal"), { QStringLiteral("hello") },
            QJsonArray { textStep(QStringLiteral("a long and slow answer"), 60000, 2) }));
    ChatPanel panel;
    QAbstractItemModelTester tester(panel.messagesModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.setWorkRoot(work.path());
    panel.setScenarioDirectory(dir.path());
    QVERIFY(panel.selectScenario(path));
    QVERIFY(panel.sendMessage(QStringLiteral("hello")));
    QVERIFY(panel.loop()->isRunning());
    QSignalSpy stopped(panel.loop(), &AgentLoop::stopped);
    panel.stop();
    QCOMPARE(stopped.size(), 1);
    QVERIFY(!panel.loop()->isRunning());
    const int last = panel.messagesModel()->rowCount() - 1;
    QCOMPARE(panel.messagesModel()->kindAt(last), ChatMessagesModel::Kind::Notice);
    for (int row = 0; row < panel.messagesModel()->rowCount(); ++row)
        QCOMPARE(panel.messagesModel()->index(row).data(ChatMessagesModel::StreamingRole).toBool(), false);
}

// Writes screenshots of the chat + inspector after a replay when SW_UI_CHAT_SCREENSHOT names a folder.
void TestUiChat::screenshot()
{
    const QString out = qEnvironmentVariable("SW_UI_CHAT_SCREENSHOT");
    if (out.isEmpty())
        QSKIP("set SW_UI_CHAT_SCREENSHOT=<folder> to write screenshots");
    QTemporaryDir scenarios;
    QTemporaryDir work;
    const QString path = fastCopy(QStringLiteral("trpc-go-tool-results.json"), scenarios.path());
    QWidget window;
    auto *layout = new QHBoxLayout(&window);
    auto *splitter = new QSplitter(&window);
    auto *panel = new ChatPanel(splitter);
    auto *side = new QSplitter(Qt::Vertical, splitter);
    auto *inspector = new RequestInspector(side);
    auto *state = new StatePanel(side);
    side->setStretchFactor(0, 3);
    side->setStretchFactor(1, 1);
    layout->addWidget(splitter);
    QObject::connect(panel, &ChatPanel::loopChanged, inspector, &RequestInspector::setLoop);
    QObject::connect(panel, &ChatPanel::loopChanged, state, &StatePanel::setLoop);
    panel->setWorkRoot(work.path());
    panel->setScenarioDirectory(scenarios.path());
    QVERIFY(panel->selectScenario(path));
    window.resize(1600, 1000);
    splitter->setSizes({ 760, 840 });
    window.show();
    panel->playScenario();
    QTRY_VERIFY_WITH_TIMEOUT(panel->loop()->session().turn == 1 && !panel->loop()->isRunning(), 240000);
    inspector->selectRequest(4);
    panel->view()->renderNow();
    QVERIFY(window.grab().save(out + QStringLiteral("/chat-inspector.png")));
    inspector->tabs()->setCurrentIndex(RequestInspector::DiffTab);
    QVERIFY(window.grab().save(out + QStringLiteral("/chat-inspector-diff.png")));
    inspector->tabs()->setCurrentIndex(RequestInspector::LoadingTab);
    QVERIFY(window.grab().save(out + QStringLiteral("/chat-inspector-loaded.png")));
}

QTEST_MAIN(TestUiChat)
#include "tst_ui_chat.moc"
