// Tests of the chat's session features: views rebuilt from AgentLoop::sessionReset, save / open / export from the
// panel, edit-and-resend from the chat (the "Edit" link, the composer, Esc), and the provider settings (API key in
// the keychain with its visible fallback, never in the settings file; "Test connection" against a loopback server).
#include "chat/chatcomposer.h"
#include "chat/chatmessagesmodel.h"
#include "chat/chatpanel.h"
#include "chat/chatview.h"
#include "chatfixtures.h"
#include "fakemodelserver.h"
#include "inspector/requestinspector.h"
#include "inspector/requestsmodel.h"
#include "inspector/sessionstatemodel.h"
#include "inspector/statepanel.h"
#include "messageboxanswer.h"
#include "session/sessionexport.h"
#include "settings/filedialogs.h"
#include "settings/providersettings.h"
#include "settings/settings.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace sw;
using namespace sw::ui;

namespace {
using sw::test::textStep;

QString writeScenario(const QString &dir, const QStringList &users, const QJsonArray &steps)
{
    return sw::test::writeScenario(dir, QStringLiteral("sessions.json"),
        sw::test::scenarioJson(QStringLiteral("Sessions"), QStringLiteral("trpc-go"), users, steps));
}

QJsonObject loadStep(const QString &skill)
{
    return { { QStringLiteral("tool_calls"),
        QJsonArray { QJsonObject { { QStringLiteral("name"), QStringLiteral("skill_load") },
            { QStringLiteral("arguments"), QJsonObject { { QStringLiteral("skill"), skill } } } } } } };
}

using sw::test::MessageBoxAnswer;

int userRows(const ChatMessagesModel *m)
{
    int n = 0;
    for (int r = 0; r < m->rowCount(); ++r)
        n += m->kindAt(r) == ChatMessagesModel::Kind::User;
    return n;
}
// A chat panel on the "custom" preset pointed at `baseUrl`, model "model-a", after one answered turn "hello".
void chatOnCustomPreset(ChatPanel &panel, Settings &settings, const QString &baseUrl, const QString &workRoot)
{
    settings.setProviderBaseUrl(QStringLiteral("custom"), baseUrl);
    panel.setSettings(&settings);
    panel.setWorkRoot(workRoot);
    QVERIFY(panel.selectPreset(QStringLiteral("custom")));
    panel.setModelName(QStringLiteral("model-a"));
    QString error;
    QVERIFY2(panel.sendMessage(QStringLiteral("hello"), &error), qPrintable(error));
    QTRY_VERIFY(!panel.loop()->isRunning());
    QVERIFY2(panel.loop()->lastError().isEmpty(), qPrintable(panel.loop()->lastError()));
}

} // namespace

class TestUiChatSessions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sessionResetRebuildsViews();
    void saveOpenAndExport();
    void sessionDialogsRememberTheirFolders();
    void openRejectsBadFile();
    void editAndResendFromChat();
    void incrementalRenderMatchesFresh();
    void pickerChangeAsksAboutUnsavedTurns();
    void modelChangeAsksAboutUnsavedTurns();
    void currentPresetSettingsApplyToTheNextRequest();
    void providerKeyFallbackNeverInSettings();
    void providerTestConnection();

private:
    // The panel replays the test scenario against the test work root.
    bool startReplay(ChatPanel &panel)
    {
        panel.setWorkRoot(m_work.path());
        panel.setScenarioDirectory(m_dir.path());
        return panel.selectScenario(m_scenario);
    }

    QTemporaryDir m_dir;
    QTemporaryDir m_work;
    QString m_scenario;
    QString m_skill;
};

void TestUiChatSessions::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Sessions scenario: turn 1 loads a bundled skill, then answers; turns 2-3 answer with text.
    m_skill = QStringLiteral("data-report");
    m_scenario = writeScenario(m_dir.path(), { QStringLiteral("hello"), QStringLiteral("more") },
        QJsonArray { loadStep(m_skill), textStep(QStringLiteral("first answer")), textStep(QStringLiteral("second")),
            textStep(QStringLiteral("third")), textStep(QStringLiteral("fourth")) });
    QVERIFY(!m_scenario.isEmpty());
}

void TestUiChatSessions::sessionResetRebuildsViews()
{
    sw::test::InspectedChat chat;
    ChatPanel &panel = chat.panel;
    RequestInspector &inspector = chat.inspector;
    StatePanel &state = chat.state;
    QVERIFY(startReplay(panel));
    QVERIFY(panel.sendMessage(QStringLiteral("hello")));
    QTRY_VERIFY(!panel.loop()->isRunning());
    QVERIFY(panel.loop()->lastError().isEmpty());
    QVERIFY(state.model()->rowCount() > 0); // the skill_load wrote state keys
    QCOMPARE(inspector.requestsModel()->rowCount(), 2);
    QSignalSpy loops(&panel, &ChatPanel::loopChanged);

    // Replace the session on the loop directly (no panel workaround): every view follows sessionReset.
    const auto truncated = panel.loop()->session().truncatedBefore(panel.loop()->session().lastUserEvent());
    QVERIFY(truncated);
    panel.loop()->setSession(*truncated);
    QCOMPARE(loops.size(), 0);
    QCOMPARE(panel.messagesModel()->rowCount(), 0);
    QCOMPARE(inspector.requestsModel()->rowCount(), 0);
    QCOMPARE(state.model()->rowCount(), 0);
}

void TestUiChatSessions::saveOpenAndExport()
{
    QTemporaryDir out;
    sw::test::InspectedChat chat;
    ChatPanel &panel = chat.panel;
    RequestInspector &inspector = chat.inspector;
    QVERIFY(startReplay(panel));
    QVERIFY(!panel.isSessionModified());
    QSignalSpy fileChanged(&panel, &ChatPanel::sessionFileChanged);
    QVERIFY(panel.sendMessage(QStringLiteral("hello")));
    QTRY_VERIFY(!panel.loop()->isRunning());
    QVERIFY(panel.isSessionModified());
    QVERIFY(!fileChanged.isEmpty());
    const int rows = panel.messagesModel()->rowCount();
    const int requests = inspector.requestsModel()->rowCount();

    const QString file = out.filePath("chat.jsonl");
    QString error;
    QVERIFY2(panel.saveSession(file, &error), qPrintable(error));
    QVERIFY(!panel.isSessionModified());
    QCOMPARE(panel.sessionPath(), file);
    QCOMPARE(fileChanged.last().at(1).toBool(), false);

    QVERIFY2(panel.exportSession(out.filePath("chat.md"), SessionExportFormat::Markdown, &error), qPrintable(error));
    QVERIFY2(panel.exportSession(out.filePath("chat.html"), SessionExportFormat::Html, &error), qPrintable(error));
    QFile html(out.filePath("chat.html"));
    QVERIFY(html.open(QIODevice::ReadOnly));
    const QByteArray report = html.readAll();
    QVERIFY(report.contains("<svg"));
    QVERIFY(report.contains("first answer"));
    QVERIFY(report.contains("skill_load"));

    panel.newSession();
    QVERIFY(!panel.loop());
    QCOMPARE(panel.messagesModel()->rowCount(), 0);
    QVERIFY(panel.sessionPath().isEmpty());

    QVERIFY2(panel.openSession(file, &error), qPrintable(error));
    QVERIFY(panel.loop());
    QCOMPARE(panel.messagesModel()->rowCount(), rows);
    QCOMPARE(inspector.requestsModel()->rowCount(), requests);
    QVERIFY(!panel.isSessionModified());
    QCOMPARE(panel.sessionPath(), file);
    // The opened session continues: the next turn is turn 2.
    QVERIFY(panel.sendMessage(QStringLiteral("more")));
    QTRY_VERIFY(!panel.loop()->isRunning());
    QCOMPARE(panel.loop()->session().turn, 1);
    QCOMPARE(userRows(panel.messagesModel()), 2);
    QVERIFY(panel.isSessionModified());
}

// Save As, Open and the exports go through the remembering file dialogs: a new session is offered in the folder
// sessions were last saved to, exports in the folder exports went to, each purpose apart, and across panels.
void TestUiChatSessions::sessionDialogsRememberTheirFolders()
{
    QTemporaryDir home;
    Settings settings(home.filePath("settings.ini"));
    const QString sessions = home.filePath("sessions");
    const QString exports = home.filePath("exports");
    QVERIFY(QDir().mkpath(sessions) && QDir().mkpath(exports));
    QList<FileDialogRequest> requests;
    QStringList answer;
    setFileDialogResponder([&](const FileDialogRequest &request) {
        requests << request;
        return answer;
    });
    const auto cleanup = qScopeGuard([] { setFileDialogResponder({}); });
    {
        ChatPanel panel;
        panel.setSettings(&settings);
        QVERIFY(startReplay(panel));
        QVERIFY(panel.sendMessage(QStringLiteral("hello")));
        QTRY_VERIFY(!panel.loop()->isRunning());
        // The first Save As opens in the home folder with a suggested name; the choice is remembered.
        answer = { sessions + "/first.jsonl" };
        QVERIFY(panel.requestSaveSessionAs());
        QCOMPARE(requests.last().purpose, FolderPurpose::Session);
        QCOMPARE(QFileInfo(requests.last().start).absolutePath(), QDir::homePath());
        QVERIFY(QFileInfo(requests.last().start).fileName().startsWith("session-"));
        QVERIFY(QFile::exists(sessions + "/first.jsonl"));
        // An export is its own purpose: it does not start in the sessions folder until chosen there.
        answer = { exports + "/first.md" };
        panel.requestExport(SessionExportFormat::Markdown);
        QCOMPARE(requests.last().purpose, FolderPurpose::SessionExport);
        QCOMPARE(QFileInfo(requests.last().start).fileName(), QString("first.md"));
        QCOMPARE(QFileInfo(requests.last().start).absolutePath(), QDir::homePath());
        QVERIFY(QFile::exists(exports + "/first.md"));
        answer = {};
        panel.requestExport(SessionExportFormat::Html);
        QCOMPARE(QFileInfo(requests.last().start).absolutePath(), exports);
    }
    // Another panel (a later start of the window): a new session is offered in the sessions folder, Open starts
    // there too.
    ChatPanel again;
    again.setSettings(&settings);
    QVERIFY(startReplay(again));
    QVERIFY(again.sendMessage(QStringLiteral("hello")));
    QTRY_VERIFY(!again.loop()->isRunning());
    answer = {};
    QVERIFY(!again.requestSaveSessionAs()); // cancelled
    QCOMPARE(QFileInfo(requests.last().start).absolutePath(), sessions);
    QVERIFY(QFileInfo(requests.last().start).fileName().startsWith("session-"));
    QVERIFY(again.isSessionModified()); // nothing lost by the cancel
    again.newSession();
    answer = { sessions + "/first.jsonl" };
    again.requestOpenSession();
    QCOMPARE(requests.last().purpose, FolderPurpose::Session);
    QCOMPARE(requests.last().start, sessions);
    QCOMPARE(again.sessionPath(), sessions + "/first.jsonl");
}

void TestUiChatSessions::openRejectsBadFile()
{
    QTemporaryDir out;
    const QString bad = out.filePath("bad.jsonl");
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"type\":\"user\",\"text\":\"no header\"}\n");
    f.close();
    ChatPanel panel;
    QVERIFY(startReplay(panel));
    QVERIFY(panel.sendMessage(QStringLiteral("hello")));
    QTRY_VERIFY(!panel.loop()->isRunning());
    const int rows = panel.messagesModel()->rowCount();
    QString error;
    QVERIFY(!panel.openSession(bad, &error));
    QVERIFY2(error.contains(QStringLiteral("bad.jsonl")) && error.contains(QStringLiteral("not a session file")),
        qPrintable(error));
    QCOMPARE(panel.messagesModel()->rowCount(), rows); // nothing lost
    QVERIFY(!panel.openSession(out.filePath("missing.jsonl"), &error));
    QVERIFY(error.contains(QStringLiteral("missing.jsonl")));
}

void TestUiChatSessions::editAndResendFromChat()
{
    sw::test::InspectedChat chat;
    ChatPanel &panel = chat.panel;
    RequestInspector &inspector = chat.inspector;
    QVERIFY(startReplay(panel));
    QVERIFY(panel.sendMessage(QStringLiteral("hello")));
    QTRY_VERIFY(!panel.loop()->isRunning());
    QVERIFY(panel.sendMessage(QStringLiteral("more")));
    QTRY_VERIFY(!panel.loop()->isRunning());
    QCOMPARE(userRows(panel.messagesModel()), 2);
    QCOMPARE(inspector.requestsModel()->rowCount(), 3);

    // The "Edit" link of the first user message puts it into the composer; Esc leaves it.
    panel.view()->renderNow();
    QVERIFY(panel.view()->toHtml().contains(QStringLiteral("edit:0")));
    Q_EMIT panel.view()->anchorClicked(QUrl(QStringLiteral("edit:0")));
    QCOMPARE(panel.composer()->toPlainText(), QStringLiteral("hello"));
    QCOMPARE(panel.editingEvent(), 0);
    QTest::keyClick(panel.composer(), Qt::Key_Escape);
    QCOMPARE(panel.editingEvent(), -1);

    Q_EMIT panel.view()->anchorClicked(QUrl(QStringLiteral("edit:0")));
    panel.composer()->setPlainText(QStringLiteral("hello again"));
    panel.sendComposer();
    QTRY_VERIFY(!panel.loop()->isRunning());
    QCOMPARE(panel.editingEvent(), -1);
    QCOMPARE(userRows(panel.messagesModel()), 1);
    QCOMPARE(
        panel.messagesModel()->index(0).data(ChatMessagesModel::TextRole).toString(), QStringLiteral("hello again"));
    QCOMPARE(panel.messagesModel()->lastAssistantText(), QStringLiteral("third"));
    QCOMPARE(int(panel.loop()->session().requests.size()), 1);
    QCOMPARE(inspector.requestsModel()->rowCount(), 1);
    QVERIFY(panel.composer()->toPlainText().isEmpty() || panel.composer()->toPlainText() == QStringLiteral("more"));
}

void TestUiChatSessions::incrementalRenderMatchesFresh()
{
    // A streamed answer with Markdown and a code fence, rendered while it streams (appended in place), must end up
    // as the same document as a view that renders the finished conversation from scratch.
    QTemporaryDir dir;
    const QString answer
        = QStringLiteral("Intro **bold** text.\n\n```python\nprint('x')\n```\n\nTail line one.\nTail two.");
    QJsonObject step = textStep(answer);
    step.insert(QStringLiteral("chunk_chars"), 3);
    step.insert(QStringLiteral("delay_ms"), 40);
    const QString path = writeScenario(dir.path(), { QStringLiteral("hi") }, QJsonArray { step });
    ChatPanel panel;
    panel.setWorkRoot(m_work.path());
    panel.setScenarioDirectory(dir.path());
    QVERIFY(panel.selectScenario(path));
    panel.resize(600, 400);
    panel.show();
    QVERIFY(panel.sendMessage(QStringLiteral("hi")));
    // While streaming: the partial text is in the view.
    QTRY_VERIFY(panel.messagesModel()->rowCount() == 2
        && panel.messagesModel()->index(1).data(ChatMessagesModel::TextRole).toString().size() > 6);
    panel.view()->renderNow();
    QVERIFY(panel.view()->toPlainText().contains(QStringLiteral("Intro")));
    QTRY_VERIFY(!panel.loop()->isRunning());
    panel.view()->renderNow();
    ChatView fresh;
    fresh.setModel(panel.messagesModel());
    fresh.renderNow();
    QCOMPARE(panel.view()->toPlainText(), fresh.toPlainText());
    QVERIFY(fresh.toPlainText().contains(QStringLiteral("print('x')")));
    QVERIFY(!fresh.toPlainText().contains(QStringLiteral("```")));
}

void TestUiChatSessions::pickerChangeAsksAboutUnsavedTurns()
{
    QTemporaryDir out;
    ChatPanel panel;
    QVERIFY(startReplay(panel));
    auto *provider = panel.findChild<QComboBox *>(QStringLiteral("providerPicker"));
    auto *profile = panel.findChild<QComboBox *>(QStringLiteral("profilePicker"));
    QVERIFY(provider && profile);
    QCOMPARE(profile->currentData().toString(), QStringLiteral("trpc-go"));
    QVERIFY(panel.sendMessage(QStringLiteral("a question of my own"))); // not the scenario's own turn
    QTRY_VERIFY(!panel.loop()->isRunning());
    QVERIFY(panel.isSessionModified());
    sw::AgentLoop *loop = panel.loop();
    const int rows = panel.messagesModel()->rowCount();
    QSignalSpy loops(&panel, &ChatPanel::loopChanged);

    // Cancel: the conversation stays and each picker goes back to what the session uses.
    {
        MessageBoxAnswer cancel(QMessageBox::Cancel);
        profile->setCurrentIndex(profile->findData(QStringLiteral("deepseek")));
        QCOMPARE(cancel.shown, 1);
        QVERIFY(cancel.text.contains(QStringLiteral("not saved")));
    }
    QCOMPARE(profile->currentData().toString(), QStringLiteral("trpc-go"));
    {
        MessageBoxAnswer cancel(QMessageBox::Cancel);
        QVERIFY(!panel.selectPreset(QStringLiteral("openai")));
        QCOMPARE(cancel.shown, 1);
    }
    QVERIFY(panel.isReplay());
    QVERIFY(provider->currentData().toString().endsWith(QStringLiteral("sessions.json")));
    QCOMPARE(panel.loop(), loop);
    QCOMPARE(panel.messagesModel()->rowCount(), rows);
    QVERIFY(panel.isSessionModified());
    QCOMPARE(loops.size(), 0);

    // Preferences changing another preset's settings leave the conversation alone.
    {
        QTemporaryDir settingsDir;
        Settings settings(settingsDir.filePath("settings.ini"));
        panel.setSettings(&settings);
        settings.setProviderBaseUrl(QStringLiteral("openai"), QStringLiteral("http://127.0.0.1:9/v1"));
        QCOMPARE(panel.loop(), loop);
        QCOMPARE(panel.messagesModel()->rowCount(), rows);
    }

    // Save (the session already has a file, so no file dialog): written, then the new profile starts a session.
    const QString file = out.filePath("picked.jsonl");
    QString error;
    QVERIFY2(panel.saveSession(file, &error), qPrintable(error));
    QVERIFY(panel.sendMessage(QStringLiteral("more")));
    QTRY_VERIFY(!panel.loop()->isRunning());
    QVERIFY(panel.isSessionModified());
    {
        MessageBoxAnswer save(QMessageBox::Save);
        QVERIFY(panel.selectProfile(QStringLiteral("deepseek")));
        QCOMPARE(save.shown, 1);
    }
    QVERIFY(!panel.loop());
    QCOMPARE(panel.messagesModel()->rowCount(), 0);
    const auto saved = sw::Session::load(file, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->turn, 1); // both turns are in the file

    // Nothing unsaved: no question.
    {
        MessageBoxAnswer none(QMessageBox::Cancel);
        QVERIFY(panel.selectProfile(QStringLiteral("minimal")));
        QCOMPARE(none.shown, 0);
    }

    // Discard: the conversation goes, the new provider stays.
    QVERIFY(panel.selectScenario(m_scenario));
    QVERIFY(panel.sendMessage(QStringLiteral("hello")));
    QTRY_VERIFY(!panel.loop()->isRunning());
    {
        MessageBoxAnswer discard(QMessageBox::Discard);
        provider->setCurrentIndex(provider->findData(QStringLiteral("preset:openai")));
        QCOMPARE(discard.shown, 1);
    }
    QVERIFY(!panel.loop());
    QVERIFY(!panel.isReplay());
    QCOMPARE(panel.messagesModel()->rowCount(), 0);
    QVERIFY(!panel.isSessionModified());
}

void TestUiChatSessions::modelChangeAsksAboutUnsavedTurns()
{
    sw::test::FakeModelServer server;
    QVERIFY(server.listen());
    server.enqueue(sw::test::FakeResponse::stream(sw::test::sseAnswer(QStringLiteral("hi there"))));
    QTemporaryDir dir;
    Settings settings(dir.filePath("settings.ini"));
    ChatPanel panel;
    chatOnCustomPreset(panel, settings, server.baseUrl(), m_work.path());
    if (QTest::currentTestFailed())
        return;
    auto *model = panel.findChild<QLineEdit *>(QStringLiteral("modelPicker"));
    QVERIFY(model && model->isEnabled());
    QVERIFY(panel.isSessionModified());
    sw::AgentLoop *loop = panel.loop();

    // Focus leaving the field without a change is no change (it used to drop the session).
    {
        MessageBoxAnswer none(QMessageBox::Cancel);
        Q_EMIT model->editingFinished();
        QCOMPARE(none.shown, 0);
    }
    QCOMPARE(panel.loop(), loop);
    // Typing another model, then Enter: Cancel puts the session's model back.
    model->setFocus();
    model->selectAll();
    QTest::keyClicks(model, QStringLiteral("model-b"));
    {
        MessageBoxAnswer cancel(QMessageBox::Cancel);
        QTest::keyClick(model, Qt::Key_Return);
        QCOMPARE(cancel.shown, 1);
    }
    QCOMPARE(model->text(), QStringLiteral("model-a"));
    QCOMPARE(panel.loop(), loop);
    QCOMPARE(panel.messagesModel()->rowCount(), 2);
    // Discard: the next session uses the new model.
    model->selectAll();
    QTest::keyClicks(model, QStringLiteral("model-b"));
    {
        MessageBoxAnswer discard(QMessageBox::Discard);
        QTest::keyClick(model, Qt::Key_Return);
        QCOMPARE(discard.shown, 1);
    }
    QVERIFY(!panel.loop());
    QCOMPARE(model->text(), QStringLiteral("model-b"));
}

void TestUiChatSessions::currentPresetSettingsApplyToTheNextRequest()
{
    // Preferences moving the chat's own preset to another endpoint keep the conversation: the next request, with
    // the whole history, goes to the new base URL.
    sw::test::FakeModelServer first;
    sw::test::FakeModelServer second;
    QVERIFY(first.listen());
    QVERIFY(second.listen());
    first.enqueue(sw::test::FakeResponse::stream(sw::test::sseAnswer(QStringLiteral("from the first"))));
    second.enqueue(sw::test::FakeResponse::stream(sw::test::sseAnswer(QStringLiteral("from the second"))));
    QTemporaryDir dir;
    Settings settings(dir.filePath("settings.ini"));
    ChatPanel panel;
    chatOnCustomPreset(panel, settings, first.baseUrl(), m_work.path());
    if (QTest::currentTestFailed())
        return;
    sw::AgentLoop *loop = panel.loop();
    const int rows = panel.messagesModel()->rowCount();

    {
        MessageBoxAnswer none(QMessageBox::Cancel);
        settings.setProviderBaseUrl(QStringLiteral("custom"), second.baseUrl());
        QCOMPARE(none.shown, 0); // nothing to ask: nothing is lost
    }
    QCOMPARE(panel.loop(), loop);
    QCOMPARE(panel.messagesModel()->rowCount(), rows);
    QVERIFY(panel.isSessionModified());

    QString error;
    QVERIFY2(panel.sendMessage(QStringLiteral("again"), &error), qPrintable(error));
    QTRY_VERIFY(!panel.loop()->isRunning());
    QVERIFY2(panel.loop()->lastError().isEmpty(), qPrintable(panel.loop()->lastError()));
    QCOMPARE(panel.loop(), loop);
    QCOMPARE(first.requests().size(), 1);
    QCOMPARE(second.requests().size(), 1);
    const QByteArray body = second.requests().first().body;
    QVERIFY(body.contains("hello"));
    QVERIFY(body.contains("from the first"));
    QVERIFY(body.contains("again"));
    QCOMPARE(loop->session().model, QStringLiteral("model-a"));
}

void TestUiChatSessions::providerKeyFallbackNeverInSettings()
{
    // No session bus: QtKeychain has no backend, so the fallback path is what runs (as on a bare server).
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/skill-workbench-test-bus");
    QTemporaryDir dir;
    const QString ini = dir.filePath("settings.ini");
    Settings settings(ini);
    ProviderSettings w(&settings);
    QVERIFY(w.selectPreset(QStringLiteral("openai")));
    QLineEdit *key = nullptr;
    for (QLineEdit *e : w.findChildren<QLineEdit *>())
        if (e->echoMode() == QLineEdit::Password)
            key = e;
    QVERIFY(key);
    const QString secret = QStringLiteral("sk-test-keychain-0123456789abcdef");
    key->setText(secret);
    QCOMPARE(w.effectiveApiKey(), secret);
    QSignalSpy done(&w, &ProviderSettings::keychainFinished);
    w.storeKey();
    QVERIFY(done.wait(30000));
    const bool stored = done.last().at(0).toBool();
    if (stored) {
        w.removeKey(); // a real keychain answered after all: leave it clean
        QVERIFY(done.wait(30000));
        QSKIP("an OS keychain is available here; the fallback path was not exercised");
    }
    QVERIFY2(w.keychainUnavailable(), qPrintable(done.last().at(1).toString()));
    QVERIFY2(w.statusText().contains(QStringLiteral("OPENAI_API_KEY")), qPrintable(w.statusText()));
    QVERIFY(w.statusText().contains(QStringLiteral("No OS keychain")));
    w.apply();
    settings.sync();
    QFile f(ini);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(!f.readAll().contains(secret.toUtf8()));
}

void TestUiChatSessions::providerTestConnection()
{
    sw::test::FakeModelServer server;
    QVERIFY(server.listen());
    QTemporaryDir dir;
    Settings settings(dir.filePath("settings.ini"));
    ProviderSettings w(&settings);
    QVERIFY(w.selectPreset(QStringLiteral("custom")));
    for (QLineEdit *e : w.findChildren<QLineEdit *>()) {
        if (e->echoMode() == QLineEdit::Password)
            e->setText(QStringLiteral("sk-probe-0123456789abcdefghij"));
        else if (e->placeholderText().startsWith(QStringLiteral("https://")))
            e->setText(server.baseUrl());
    }
    QCOMPARE(w.baseUrl(), server.baseUrl());
    server.enqueue(
        sw::test::FakeResponse::json(200, R"({"object":"list","data":[{"id":"model-a"},{"id":"model-b"}]})"));
    QSignalSpy tested(&w, &ProviderSettings::connectionTested);
    w.testConnection();
    QVERIFY(tested.wait(10000));
    QVERIFY2(tested.last().at(0).toBool(), qPrintable(tested.last().at(1).toString()));
    QVERIFY(w.connectionText().contains(QStringLiteral("model-a")));
    QCOMPARE(server.requests().last().method, QByteArray("GET"));
    QVERIFY(server.requests().last().path.endsWith("/models"));
    QCOMPARE(
        server.requests().last().headers.value("authorization"), QByteArray("Bearer sk-probe-0123456789abcdefghij"));

    server.enqueue(sw::test::FakeResponse::json(
        401, R"({"error":{"message":"Incorrect API key provided","type":"invalid_request_error"}})"));
    w.testConnection();
    QVERIFY(tested.wait(10000));
    QVERIFY(!tested.last().at(0).toBool());
    QVERIFY2(w.connectionText().contains(QStringLiteral("Incorrect API key")), qPrintable(w.connectionText()));
    QVERIFY(!w.connectionText().contains(QStringLiteral("sk-probe-0123456789abcdefghij")));
    // The settings file got the base URL, never the key.
    w.apply();
    settings.sync();
    QFile f(dir.filePath("settings.ini"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray ini = f.readAll();
    QVERIFY(ini.contains(server.baseUrl().toUtf8()));
    QVERIFY(!ini.contains("sk-probe"));
}

QTEST_MAIN(TestUiChatSessions)
#include "tst_ui_chat_sessions.moc"
