// Issue 22 in the chat and the inspector: what the window shows while an answer streams (status line, headers,
// bytes so far), the Requests table's attempts, cache writes and outcome, a paused replay step and its duration,
// Copy JSON from the composer, the Pretty view wrapping, a segment opened to its bytes, the shared-prefix line
// under the token bar, the Transport tab of a Trigger Lab request, and the chat's sessions: opening one restores
// its provider, saving while a turn runs stops it first, New / Open while a turn runs ask, an unsaved re-send
// branch counts as unsaved, the catalog the workbench injects is shown, declarations the profile would not send are
// refused, and workspaces go to the user's own cache folder.
#include "agentharness.h"
#include "chat/chatcomposer.h"
#include "chat/chatmessagesmodel.h"
#include "chat/chatpanel.h"
#include "chat/gatedprovider.h"
#include "chatfixtures.h"
#include "inspector/longlinetextview.h"
#include "inspector/requestinspector.h"
#include "inspector/requestsmodel.h"
#include "inspector/segmentsmodel.h"
#include "inspector/tokenbar.h"
#include "inspector/transportmodel.h"
#include "inspector/transportview.h"
#include "messageboxanswer.h"
#include "settings/providerchoice.h"
#include "settings/settings.h"
#include "shell/debugpage.h"
#include "workspace/workspace.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextCursor>
#include <QToolButton>

using namespace sw;
using namespace sw::test;
using namespace sw::ui;

class TestUiTrust : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void inspectorShowsTheStreamLive();
    void requestsTableShowsAttemptsCacheWritesAndOutcome();
    void pausedReplayStepIsPausedAndItsWaitNotCounted();
    void copyJsonFromTheComposer();
    void prettyWrapsAndASegmentOpensToItsBytes();
    void sharedPrefixLineFollowsTheWire();
    void cachedAndLabRequestsAreNotCalledReplays();
    void openRestoresTheSessionsProvider();
    void olderReplaySessionOpensInAnotherLanguage();
    void savingWhileStreamingStopsTheTurnFirst();
    void newOrOpenWhileATurnRunsAsks();
    void resendBranchIsUnsaved();
    void injectedCatalogIsShownInTheChat();
    void declarationsTheProfileWouldNotSendAreRefused();
    void workspacesAreInThePrivateCacheFolder();

private:
    QString replayScenario(const QStringList &users, const QJsonArray &steps, const QString &profile = "trpc-go");
    QTemporaryDir m_dir;
    QTemporaryDir m_work;
    int m_scenarios = 0;
};

namespace {
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
    QAbstractItemModelTester transport { inspector.transportView()->model(),
        QAbstractItemModelTester::FailureReportingMode::QtTest };
    QAbstractItemModelTester segments { inspector.segmentsModel(),
        QAbstractItemModelTester::FailureReportingMode::QtTest };
};

QString cell(const RequestInspector &inspector, int row, int column)
{
    return inspector.requestsModel()->index(row, column).data().toString();
}

} // namespace

void TestUiTrust::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(m_work.isValid());
}

QString TestUiTrust::replayScenario(const QStringList &users, const QJsonArray &steps, const QString &profile)
{
    const int n = ++m_scenarios;
    return writeScenario(m_dir.path(), QStringLiteral("trust-%1.json").arg(n),
        scenarioJson(QStringLiteral("Trust %1").arg(n), profile, users, steps));
}

// Major 5: headers and chunks have arrived; the inspector says "streaming" with the status line, the headers, the
// bytes so far and the time to the headers, not "sending…" and "nothing has gone over the network".
void TestUiTrust::inspectorShowsTheStreamLive()
{
    AgentHarness h(shippedProfile("trpc-go"));
    FakeResponse stall = FakeResponse::stream({ sseText("par"), sseText("tial") });
    stall.end = FakeResponse::End::Stall;
    stall.headers = { { "X-Request-Id", "live-7" } };
    h.server->enqueue(stall);
    Inspected i(h.loop());
    RequestInspector &inspector = i.inspector;
    QVERIFY(h.loop().sendUserMessage("hi"));
    const qint64 bytes = sseText("par").size() + sseText("tial").size();
    QTRY_VERIFY2(inspector.responseText().contains(QLocale().toString(bytes)), qPrintable(inspector.responseText()));
    const QString response = inspector.responseText();
    QVERIFY2(response.startsWith(QStringLiteral("Status: streaming · HTTP/1.1 200 OK")), qPrintable(response));
    QVERIFY(response.contains(QStringLiteral("ms to the response headers")));
    QVERIFY(response.contains(QStringLiteral("X-Request-Id: live-7")));
    QVERIFY(!response.contains(QStringLiteral("Waiting for the response")));
    const QString status = cell(inspector, 0, RequestsModel::StatusColumn);
    QVERIFY2(status.startsWith(QStringLiteral("streaming · HTTP 200")), qPrintable(status));
    TransportView *transport = inspector.transportView();
    QCOMPARE(transport->model()->rowCount(), 1);
    const QString exchange = transport->detailsText();
    QVERIFY2(exchange.contains(QStringLiteral("\nHTTP/1.1 200 OK\n")), qPrintable(exchange));
    QVERIFY(exchange.contains(QStringLiteral("received so far")));
    QVERIFY(!exchange.contains(QStringLiteral("Nothing has gone over the network")));
    QCOMPARE(
        transport->model()->index(0, TransportModel::EndColumn).data().toString(), TransportModel::tr("streaming…"));
    h.loop().stop();
    QCOMPARE(cell(inspector, 0, RequestsModel::StatusColumn), RequestsModel::tr("stopped"));
}

// Minor: a 429 -> wait -> 200 reads as such (not "53 ms"), Anthropic's cache writes are shown beside its reads, and
// the Outcome column says what the answer did (Major 11).
void TestUiTrust::requestsTableShowsAttemptsCacheWritesAndOutcome()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(FakeResponse::json(
        429, R"({"error":{"message":"slow down","type":"rate_limit"}})", { { "Retry-After", "1" } }));
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"data-report"})" } }));
    h.server->enqueue(answer("done"));
    Inspected i(h.loop());
    QVERIFY2(h.turn("report"), qPrintable(h.lastError));
    const QString status = cell(i.inspector, 0, RequestsModel::StatusColumn);
    QVERIFY2(status.endsWith(QStringLiteral("429 → 200")), qPrintable(status));
    QCOMPARE(cell(i.inspector, 0, RequestsModel::OutcomeColumn), QStringLiteral("skill_load data-report"));
    QCOMPARE(cell(i.inspector, 1, RequestsModel::OutcomeColumn), RequestsModel::tr("text"));
    QVERIFY(!cell(i.inspector, 1, RequestsModel::StatusColumn).contains(QStringLiteral("→")));
    QVERIFY(i.inspector.requestsModel()->headerData(RequestsModel::OutcomeColumn, Qt::Horizontal).toString()
        == RequestsModel::tr("Outcome"));

    ChatUsage anthropic;
    anthropic.promptTokens = 3000;
    anthropic.completionTokens = 20;
    anthropic.cacheCreationTokens = 512;
    anthropic.cacheReadTokens = 1024;
    const QString cache = RequestsModel::cacheText(anthropic);
    QVERIFY2(
        cache.contains(QLocale().toString(1024)) && cache.contains(QStringLiteral("512 written")), qPrintable(cache));
    Session s = h.loop().session();
    s.requests[1].usage = anthropic;
    AgentLoop holder(AgentConfig(), nullptr);
    QVERIFY(holder.setSession(s));
    Inspected j(holder);
    QCOMPARE(cell(j.inspector, 1, RequestsModel::CachedColumn), cache);
    QCOMPARE(cell(j.inspector, 1, RequestsModel::ProfileColumn), QStringLiteral("trpc-go")); // the session's
}

// Minor: a request a presenter holds reads "paused", not "sending…", and the time it was held is not its duration.
void TestUiTrust::pausedReplayStepIsPausedAndItsWaitNotCounted()
{
    const QString scenario = replayScenario({ QStringLiteral("hello") }, QJsonArray { textStep("held answer") });
    InspectedChat chat;
    chat.panel.setWorkRoot(m_work.path());
    chat.panel.setScenarioDirectory(m_dir.path());
    QString error;
    QVERIFY2(chat.panel.startScenario(scenario, ChatPanel::ScenarioStart::StepThrough, &error), qPrintable(error));
    QVERIFY(chat.panel.gate());
    QVERIFY(chat.panel.sendMessage(QStringLiteral("hello")));
    QTRY_VERIFY(chat.panel.gate()->isHolding());
    QVERIFY2(cell(chat.inspector, 0, RequestsModel::StatusColumn).startsWith(RequestsModel::tr("paused")),
        qPrintable(cell(chat.inspector, 0, RequestsModel::StatusColumn)));
    QVERIFY2(
        chat.inspector.responseText().contains(QStringLiteral("paused")), qPrintable(chat.inspector.responseText()));
    QElapsedTimer held;
    held.start();
    QTRY_VERIFY(held.elapsed() >= 400); // the presenter talks
    const qint64 heldFor = held.elapsed();
    QVERIFY(chat.panel.gate()->release());
    QTRY_VERIFY(!chat.panel.loop()->isRunning());
    const RequestRecord &r = chat.panel.loop()->session().requests.first();
    QVERIFY(r.finished);
    QVERIFY2(r.durationMs < heldFor, qPrintable(QStringLiteral("%1 of %2").arg(r.durationMs).arg(heldFor)));
}

// Minor: Ctrl+Shift+C copies the request with the composer focused, and says so.
void TestUiTrust::copyJsonFromTheComposer()
{
    const QString scenario = replayScenario({ QStringLiteral("hello") }, QJsonArray { textStep("copied") });
    DebugPage page;
    page.resize(1200, 800);
    page.chat()->setWorkRoot(m_work.path());
    page.chat()->setScenarioDirectory(m_dir.path());
    QVERIFY(page.chat()->selectScenario(scenario));
    QVERIFY(page.chat()->sendMessage(QStringLiteral("hello")));
    QTRY_VERIFY(!page.chat()->loop()->isRunning());
    page.show();
    QApplication::setActiveWindow(&page);
    QVERIFY(QTest::qWaitForWindowActive(&page));
    page.chat()->composer()->setFocus();
    QTRY_VERIFY(page.chat()->composer()->hasFocus());
    QApplication::clipboard()->clear();
    QSignalSpy status(&page, &DebugPage::statusMessage);
    QTest::keyClick(page.chat()->composer(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    const QByteArray body = page.chat()->loop()->session().requests.first().body;
    QCOMPARE(QApplication::clipboard()->text(), QString::fromUtf8(body));
    QCOMPARE(status.size(), 1);
    QVERIFY2(status.first().first().toString().contains(QLocale().toString(body.size())),
        qPrintable(status.first().first().toString()));
    QVERIFY(page.chat()->composer()->toPlainText().isEmpty()); // nothing typed into it
}

// Minors: the Pretty view wraps long strings; a Segments row opens to its bytes (selected in the raw body) and its
// text.
void TestUiTrust::prettyWrapsAndASegmentOpensToItsBytes()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(answer("ok"));
    Inspected i(h.loop());
    QVERIFY2(h.turn("hello \"there\"\nsecond line"), qPrintable(h.lastError));
    RequestInspector &inspector = i.inspector;
    inspector.setShowRawRequest(false);
    auto *request = inspector.tabs()->widget(RequestInspector::RequestTab)->findChild<QPlainTextEdit *>();
    QVERIFY(request);
    QCOMPARE(request->lineWrapMode(), QPlainTextEdit::WidgetWidth);

    const RequestRecord &r = h.loop().session().requests.first();
    int user = -1;
    int system = -1;
    for (int row = 0; row < r.segments.size(); ++row) {
        if (r.segments.at(row).label == QLatin1String("user"))
            user = row;
        if (r.segments.at(row).kind == SegmentKind::SystemPrompt)
            system = row;
    }
    QVERIFY(user >= 0 && system >= 0);
    // A text part reads as its text; a whole message as its JSON.
    QCOMPARE(inspector.segmentsModel()->index(system, 0).data(SegmentsModel::TextRole).toString(),
        h.config.profile.systemPrompt);
    QVERIFY(inspector.segmentsModel()
                ->index(user, 0)
                .data(SegmentsModel::TextRole)
                .toString()
                .contains(QStringLiteral("\"content\": \"hello \\\"there\\\"\\nsecond line\"")));
    const RequestSegment &seg = r.segments.at(user);
    QVERIFY(inspector.segmentsModel()
                ->index(user, 0)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("Bytes %1–%2").arg(seg.byteStart).arg(seg.byteStart + seg.byteLength)));
    inspector.openSegment(user);
    QVERIFY(inspector.showsRawRequest());
    QCOMPARE(inspector.tabs()->currentIndex(), int(RequestInspector::RequestTab));
    // The selection is the segment's exact bytes (the view's own breaks in long lines left out).
    auto *exact = qobject_cast<LongLineTextView *>(request);
    QVERIFY(exact);
    QCOMPARE(exact->selectedExactText(), QString::fromUtf8(r.body.mid(seg.byteStart, seg.byteLength)));
}

// Major 2: the shared prefix is counted like the request (never more) and the line under the stacked bar marks, in
// each category, the part of its tokens the prefix covers: the history of request 2 is only partly shared.
void TestUiTrust::sharedPrefixLineFollowsTheWire()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(answer("one"));
    h.server->enqueue(answer("two"));
    Inspected i(h.loop());
    QVERIFY2(h.turn("first"), qPrintable(h.lastError));
    QVERIFY2(h.turn("second"), qPrintable(h.lastError));
    RequestInspector &inspector = i.inspector;
    inspector.selectRequest(1);
    const RequestRecord &r = h.loop().session().requests.at(1);
    TokenBar *bar = inspector.tokenBar();
    const QList<int> values = bar->values();
    const QList<int> shared = bar->sharedValues();
    int sum = 0;
    for (int c = 0; c < values.size(); ++c) {
        QVERIFY(shared.value(c) <= values.at(c));
        sum += shared.value(c);
    }
    QCOMPARE(sum, r.sharedPrefixTokens);
    QVERIFY(r.sharedPrefixTokens <= r.tokens);
    const int history = int(TokenCategory::History);
    QVERIFY(shared.at(history) > 0 && shared.at(history) < values.at(history)); // "second" is not shared
    QCOMPARE(shared.at(int(TokenCategory::ToolSchemas)), 0); // after the messages on this wire: not shared
    QVERIFY(values.at(int(TokenCategory::ToolSchemas)) > 0);
    // Each marked range starts where its category's block starts, and none runs past it.
    QVERIFY(!bar->sharedRanges().isEmpty());
    const QString diff = inspector.diffHtml();
    QVERIFY2(diff.contains(QLocale().toString(r.sharedPrefixTokens)), qPrintable(diff));
}

// Major 11: a live Trigger Lab request with its attempts is not a "Scripted replay"; one the response cache answered
// says so.
void TestUiTrust::cachedAndLabRequestsAreNotCalledReplays()
{
    TransportView view;
    RequestRecord r;
    r.finished = true;
    view.setRequest(&r, false);
    QVERIFY2(!view.detailsText().contains(QStringLiteral("Scripted replay")), qPrintable(view.detailsText()));
    r.fromCache = true;
    view.setRequest(&r, false);
    QVERIFY2(view.detailsText().contains(QStringLiteral("response cache")), qPrintable(view.detailsText()));
    QCOMPARE(RequestsModel::statusText(r), RequestsModel::tr("cached · nothing sent"));
    QVERIFY(RequestsModel::outcomeText(r).endsWith(RequestsModel::tr("from cache")));
    r.fromCache = false;
    view.setRequest(&r, true);
    QVERIFY(view.detailsText().contains(QStringLiteral("Scripted replay")));
}

// Major 3: opening a saved session selects its provider (the preset, or the replay), model and profile again; a
// replay's session never continues against a model, nor a model's as a replay.
void TestUiTrust::openRestoresTheSessionsProvider()
{
    QTemporaryDir out;
    FakeModelServer server;
    QVERIFY(server.listen());
    server.setResponder([](const RecordedRequest &, int) { return answer("from the model"); });
    Settings settings(out.filePath("settings.ini"));
    settings.setProviderBaseUrl(QStringLiteral("custom"), server.baseUrl());
    const QString scenario = replayScenario({ QStringLiteral("hello"), QStringLiteral("more") },
        QJsonArray { textStep("scripted one"), textStep("scripted two") });

    InspectedChat chat;
    ChatPanel &panel = chat.panel;
    panel.setWorkRoot(m_work.path());
    panel.setScenarioDirectory(m_dir.path());
    panel.setSettings(&settings);
    QVERIFY(panel.selectPreset(QStringLiteral("custom")));
    panel.setModelName(QStringLiteral("model-a"));
    QVERIFY(panel.selectProfile(QStringLiteral("minimal")));
    QVERIFY(panel.sendMessage(QStringLiteral("hello")));
    QTRY_VERIFY(!panel.loop()->isRunning());
    const QString modelFile = out.filePath("model.jsonl");
    QVERIFY(panel.saveSession(modelFile));

    // A replay is selected now; opening the model's session goes back to its preset, model and profile.
    {
        MessageBoxAnswer discard(QMessageBox::Discard);
        QVERIFY(panel.selectScenario(scenario));
    }
    QVERIFY(panel.isReplay());
    QString error;
    QVERIFY2(panel.openSession(modelFile, &error), qPrintable(error));
    QVERIFY(!panel.isReplay());
    QCOMPARE(panel.presetId(), QStringLiteral("custom"));
    QCOMPARE(panel.findChild<QLineEdit *>(QStringLiteral("modelPicker"))->text(), QStringLiteral("model-a"));
    QCOMPARE(panel.findChild<QComboBox *>(QStringLiteral("profilePicker"))->currentData().toString(),
        QStringLiteral("minimal"));
    QVERIFY(panel.sendMessage(QStringLiteral("more")));
    QTRY_VERIFY(!panel.loop()->isRunning());
    QCOMPARE(server.requests().size(), 2); // the model answered, not the script
    QCOMPARE(server.requests().last().json().value("model").toString(), QStringLiteral("model-a"));
    QVERIFY(!panel.loop()->session().replay);

    // A replay's session: opened on the model preset, it comes back as its replay, the script going on from there.
    {
        MessageBoxAnswer discard(QMessageBox::Discard);
        QVERIFY(panel.selectScenario(scenario));
    }
    QVERIFY(panel.sendMessage(QStringLiteral("hello")));
    QTRY_VERIFY(!panel.loop()->isRunning());
    const QString replayFile = out.filePath("replay.jsonl");
    QVERIFY(panel.saveSession(replayFile));
    QVERIFY(panel.selectPreset(QStringLiteral("custom")));
    QVERIFY2(panel.openSession(replayFile, &error), qPrintable(error));
    QVERIFY(panel.isReplay());
    QVERIFY(panel.sendMessage(QStringLiteral("more")));
    QTRY_VERIFY(!panel.loop()->isRunning());
    QCOMPARE(server.requests().size(), 2); // nothing went to the model
    QCOMPARE(panel.loop()->session().events.last().text, QStringLiteral("scripted two"));

    // A model session of an older file names no preset: the chat asks before continuing it with the current one.
    QFile f(modelFile);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray text = f.readAll();
    f.close();
    text.replace("\"provider_id\":\"preset:custom\",", "");
    const QString older = out.filePath("older.jsonl");
    writeFile(older, text);
    {
        MessageBoxAnswer discard(QMessageBox::Discard);
        QVERIFY(panel.selectPreset(QStringLiteral("custom")));
    }
    {
        MessageBoxAnswer cancel(QMessageBox::Cancel);
        QVERIFY(!panel.openSession(older, &error));
        QCOMPARE(cancel.shown, 1);
    }
    {
        MessageBoxAnswer yes(QMessageBox::Yes);
        QVERIFY2(panel.openSession(older, &error), qPrintable(error));
        QCOMPARE(yes.shown, 1);
    }
    QVERIFY(!panel.isReplay());
}

// An older file names its replay only by the name it saved ("Replay: <title>", untranslated): a window in another
// language, whose list shows the scenario's translated title, still finds that replay and continues it.
void TestUiTrust::olderReplaySessionOpensInAnotherLanguage()
{
    QTemporaryDir out;
    QJsonObject json = scenarioJson(QStringLiteral("Quarterly report"), QStringLiteral("trpc-go"),
        { QStringLiteral("hello"), QStringLiteral("more") },
        QJsonArray { textStep("scripted one"), textStep("scripted two") });
    json.insert(QStringLiteral("translations"),
        QJsonObject {
            { QStringLiteral("zh_CN"), QJsonObject { { QStringLiteral("title"), QStringLiteral("季度报告") } } } });
    const QString scenario = writeScenario(m_dir.path(), QStringLiteral("older-replay.json"), json);
    Settings settings(out.filePath("settings.ini"));
    QString older;
    {
        InspectedChat chat;
        ChatPanel &panel = chat.panel;
        panel.setWorkRoot(m_work.path());
        panel.setScenarioDirectory(m_dir.path());
        panel.setSettings(&settings);
        QVERIFY(panel.selectScenario(scenario));
        QVERIFY(panel.sendMessage(QStringLiteral("hello")));
        QTRY_VERIFY(!panel.loop()->isRunning());
        const QString saved = out.filePath("replay.jsonl");
        QVERIFY(panel.saveSession(saved));
        QFile f(saved);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        const QByteArray id
            = "\"provider_id\":\"" + (kScenarioPrefix + QFileInfo(scenario).absoluteFilePath()).toUtf8() + "\",";
        QVERIFY(text.contains(id));
        QVERIFY(text.contains("\"provider\":\"Replay: Quarterly report\""));
        text.replace(id, "");
        older = out.filePath("older.jsonl");
        writeFile(older, text);
    }

    const QLocale before;
    QLocale::setDefault(QLocale(QStringLiteral("zh_CN")));
    InspectedChat chat;
    ChatPanel &panel = chat.panel;
    panel.setWorkRoot(m_work.path());
    panel.setScenarioDirectory(m_dir.path());
    panel.setSettings(&settings);
    QVERIFY(panel.selectPreset(QStringLiteral("custom")));
    auto *providers = panel.findChild<QComboBox *>(QStringLiteral("providerPicker"));
    QVERIFY(providers);
    QVERIFY(providers->findText(QStringLiteral("Replay: 季度报告")) >= 0); // the list in the window's language
    QString error;
    const bool opened = panel.openSession(older, &error);
    QLocale::setDefault(before);
    QVERIFY2(opened, qPrintable(error));
    QVERIFY(panel.isReplay());
    QCOMPARE(providers->currentText(), QStringLiteral("Replay: 季度报告"));
    QVERIFY(panel.sendMessage(QStringLiteral("more")));
    QTRY_VERIFY(!panel.loop()->isRunning());
    QCOMPARE(panel.loop()->session().events.last().text, QStringLiteral("scripted two")); // the script went on

    // Without its scenario the file cannot go on, and the message names the scenario by its title.
    QVERIFY(QFile::remove(scenario));
    InspectedChat elsewhere;
    elsewhere.panel.setWorkRoot(m_work.path());
    elsewhere.panel.setScenarioDirectory(m_dir.path());
    elsewhere.panel.setSettings(&settings);
    QVERIFY(!elsewhere.panel.openSession(older, &error));
    QCOMPARE(error,
        QStringLiteral(
            "This session replays “Quarterly report”, which is not installed here: it cannot be continued."));
}

// Minor: Save while an answer streams stops the turn (the partial answer kept, marked), then saves; the file has no
// request left "sending…".
void TestUiTrust::savingWhileStreamingStopsTheTurnFirst()
{
    QTemporaryDir out;
    FakeModelServer server;
    QVERIFY(server.listen());
    FakeResponse stall = FakeResponse::stream({ sseText("partial ") });
    stall.end = FakeResponse::End::Stall;
    server.enqueue(stall);
    Settings settings(out.filePath("settings.ini"));
    settings.setProviderBaseUrl(QStringLiteral("custom"), server.baseUrl());
    InspectedChat chat;
    ChatPanel &panel = chat.panel;
    panel.setWorkRoot(m_work.path());
    panel.setSettings(&settings);
    QVERIFY(panel.selectPreset(QStringLiteral("custom")));
    panel.setModelName(QStringLiteral("model-a"));
    QVERIFY(panel.sendMessage(QStringLiteral("hello")));
    QTRY_VERIFY(panel.loop()->live().phase == LiveRequest::Phase::Receiving && panel.loop()->live().bytes > 0);
    const QString file = out.filePath("s.jsonl");
    QString error;
    QVERIFY2(panel.saveSession(file, &error), qPrintable(error));
    QVERIFY(!panel.loop()->isRunning());
    const auto saved = Session::load(file, &error);
    QVERIFY2(saved, qPrintable(error));
    QVERIFY(saved->requests.first().failed);
    bool partial = false;
    for (const TranscriptEvent &e : saved->events)
        partial = partial || (e.kind == TranscriptEvent::Kind::Assistant && e.incomplete && e.text == "partial ");
    QVERIFY(partial);
    // An older file saved mid-turn does not read "sending…" forever.
    Session old = *saved;
    old.requests.first().failed = false;
    old.requests.first().finished = false;
    const auto back = Session::fromJsonLines(old.toJsonLines(), &error);
    QVERIFY(back && back->requests.first().failed);
    QCOMPARE(RequestsModel::statusText(back->requests.first()), RequestsModel::tr("stopped"));
}

// Minor: New Session / Open Session while a turn runs ask whether to stop it (Cancel keeps it running).
void TestUiTrust::newOrOpenWhileATurnRunsAsks()
{
    FakeModelServer server;
    QVERIFY(server.listen());
    server.setResponder([](const RecordedRequest &, int) { return FakeResponse::silence(); });
    QTemporaryDir out;
    Settings settings(out.filePath("settings.ini"));
    settings.setProviderBaseUrl(QStringLiteral("custom"), server.baseUrl());
    InspectedChat chat;
    ChatPanel &panel = chat.panel;
    panel.setWorkRoot(m_work.path());
    panel.setSettings(&settings);
    QVERIFY(panel.selectPreset(QStringLiteral("custom")));
    panel.setModelName(QStringLiteral("model-a"));
    QVERIFY(panel.sendMessage(QStringLiteral("hello")));
    QVERIFY(panel.loop()->isRunning());
    {
        MessageBoxAnswer cancel(QMessageBox::Cancel);
        panel.requestNewSession();
        QCOMPARE(cancel.shown, 1);
        QVERIFY2(cancel.text.contains(QStringLiteral("still running")), qPrintable(cancel.text));
    }
    QVERIFY(panel.loop() && panel.loop()->isRunning());
    {
        MessageBoxAnswer yes(QMessageBox::Yes);
        MessageBoxAnswer discard(QMessageBox::Discard);
        panel.requestNewSession();
        QVERIFY(yes.shown >= 1);
    }
    QVERIFY(!panel.loop());
}

// Minor: a re-sent request (a branch beside the conversation) is unsaved work: New Session asks about it.
void TestUiTrust::resendBranchIsUnsaved()
{
    const QString scenario
        = replayScenario({ QStringLiteral("hello") }, QJsonArray { textStep("one"), textStep("two") });
    QTemporaryDir out;
    InspectedChat chat;
    ChatPanel &panel = chat.panel;
    panel.setWorkRoot(m_work.path());
    panel.setScenarioDirectory(m_dir.path());
    QVERIFY(panel.selectScenario(scenario));
    QVERIFY(panel.sendMessage(QStringLiteral("hello")));
    QTRY_VERIFY(!panel.loop()->isRunning());
    QVERIFY(panel.saveSession(out.filePath("s.jsonl")));
    QVERIFY(!panel.isSessionModified());
    QString error;
    QVERIFY2(panel.loop()->resendRequest(0, panel.loop()->config().skills, &error), qPrintable(error));
    QTRY_VERIFY(!panel.loop()->isRunning());
    QVERIFY(panel.isSessionModified());
    MessageBoxAnswer cancel(QMessageBox::Cancel);
    panel.requestNewSession();
    QCOMPARE(cancel.shown, 1);
    QVERIFY(panel.loop()); // kept
}

// Minor: the catalog the workbench sends as a user message on the agent's behalf (deepseek: the initial one, and the
// replacement when the skills changed) is shown in the chat.
void TestUiTrust::injectedCatalogIsShownInTheChat()
{
    AgentHarness h(shippedProfile("deepseek"));
    h.server->enqueue(answer("one"));
    h.server->enqueue(answer("two"));
    ChatMessagesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLoop(&h.loop());
    QVERIFY2(h.turn("first"), qPrintable(h.lastError));
    QList<AgentSkill> fewer = h.config.skills->skills();
    fewer.removeLast();
    h.loop().setSkills(std::make_shared<const SkillSnapshot>(fewer));
    QVERIFY2(h.turn("second"), qPrintable(h.lastError));
    QStringList injected;
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.index(row).data(ChatMessagesModel::NoticeSeverityRole).toInt()
            == int(ChatMessagesModel::NoticeSeverity::Injected))
            injected << model.index(row).data(ChatMessagesModel::TextRole).toString();
    QCOMPARE(injected.size(), 2);
    QVERIFY2(injected.at(0).contains(QStringLiteral("3 skill")), qPrintable(injected.at(0)));
    QVERIFY2(injected.at(1).contains(QStringLiteral("replaces")) && injected.at(1).contains(QStringLiteral("2 skill")),
        qPrintable(injected.at(1)));
}

// Minor: with the claude-code profile a declared skill would be marked loaded and never sent: the chat's Declare
// button is off for it and says why.
void TestUiTrust::declarationsTheProfileWouldNotSendAreRefused()
{
    ChatPanel panel;
    panel.setWorkRoot(m_work.path());
    QAbstractButton *button = nullptr;
    for (QAbstractButton *b : panel.findChildren<QAbstractButton *>())
        if (b->text() == ChatPanel::tr("Declare skills"))
            button = b;
    QVERIFY(button);
    QVERIFY(panel.selectProfile(QStringLiteral("trpc-go")));
    QVERIFY(button->isEnabled());
    QVERIFY(panel.selectProfile(QStringLiteral("claude-code")));
    QVERIFY(!button->isEnabled());
    QVERIFY2(button->toolTip().contains(QStringLiteral("never sent")), qPrintable(button->toolTip()));
}

// Minor: chat and scenario runs create their workspaces in the user's own cache folder, not a shared temporary one.
void TestUiTrust::workspacesAreInThePrivateCacheFolder()
{
    ChatPanel panel;
    QCOMPARE(panel.workRoot(), sw::defaultWorkRoot());
    QVERIFY2(!panel.workRoot().startsWith(QDir::tempPath()), qPrintable(panel.workRoot()));
}

QTEST_MAIN(TestUiTrust)
#include "tst_ui_trust.moc"
