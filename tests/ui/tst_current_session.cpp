// One current session in the window (issue 15, item 1): starting a scenario from the Welcome page or from the Debug
// page, one after the other and in both orders, and starting one while a real (loopback) provider is selected. After
// each start the provider and profile pickers, the replay banner, the chat, the Requests table, the State tab, the
// status bar and Save all show and act on the scenario just started; an unsaved session is asked about first
// (Save / Discard / Cancel); the loopback server receives nothing once the replay started, and Send goes to the
// replay.
#include "chat/chatcomposer.h"
#include "chat/chatmessagesmodel.h"
#include "chat/chatpanel.h"
#include "chat/chatview.h"
#include "demo/democontroller.h"
#include "demo/presentationbar.h"
#include "fakemodelserver.h"
#include "inspector/requestinspector.h"
#include "inspector/requestsmodel.h"
#include "inspector/sessionstatemodel.h"
#include "inspector/statepanel.h"
#include "messageboxanswer.h"
#include "session/session.h"
#include "settings/settings.h"
#include "shell/debugpage.h"
#include "shell/mainwindow.h"
#include "shell/statusfields.h"
#include "testfiles.h"
#include "welcome/welcomepage.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace sw::ui;
using sw::test::MessageBoxAnswer;

namespace {

struct TestScenario
{
    QString path;
    QString title;
    QString profile;
    QStringList users;
    QStringList answers; // one per step; the last step answers a turn the user sends after the scenario's own
    QString skill; // loaded by the first step
};

QJsonObject textStep(const QString &text)
{
    return { { QStringLiteral("text"), text } };
}

TestScenario writeScenario(
    const QString &dir, const QString &name, const QString &profile, const QJsonObject &load, const QString &skill)
{
    TestScenario s;
    s.skill = skill;
    s.path = dir + QLatin1Char('/') + name.toLower() + QStringLiteral(".json");
    s.title = name;
    s.profile = profile;
    s.users = { name + QStringLiteral(" one"), name + QStringLiteral(" two") };
    s.answers = { name + QStringLiteral(" answer 1"), name + QStringLiteral(" answer 2"),
        name + QStringLiteral(" extra answer") };
    QJsonArray steps { load };
    for (const QString &answer : std::as_const(s.answers))
        steps.append(textStep(answer));
    const QJsonObject o { { QStringLiteral("format"), QStringLiteral("skill-workbench-scenario/1") },
        { QStringLiteral("title"), name }, { QStringLiteral("description"), name + QStringLiteral(" scenario") },
        { QStringLiteral("profile"), profile },
        { QStringLiteral("user_messages"), QJsonArray::fromStringList(s.users) }, { QStringLiteral("steps"), steps } };
    sw::test::writeFile(s.path, QJsonDocument(o).toJson());
    return s;
}

QJsonObject toolStep(const QString &tool, const QString &parameter, const QString &skill)
{
    return { { QStringLiteral("tool_calls"),
        QJsonArray { QJsonObject { { QStringLiteral("name"), tool },
            { QStringLiteral("arguments"), QJsonObject { { parameter, skill } } } } } } };
}

QString firstUserText(const ChatMessagesModel *model)
{
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->kindAt(r) == ChatMessagesModel::Kind::User)
            return model->index(r).data(ChatMessagesModel::TextRole).toString();
    return {};
}

} // namespace

class TestCurrentSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void welcomeThenWelcome();
    void welcomeThenDebug();
    void debugThenWelcome();
    void debugThenDebug();
    void cancelKeepsTheSession();
    void scenarioAfterARealProvider();
    void pausedStepThroughSaysSo();

private:
    ChatPanel *chat() const { return m_window->debugPage()->chat(); }
    DemoController *demo() const { return m_window->debugPage()->demo(); }
    // Starts `s` from the Welcome page (the step-through demo) and plays it to the end of its turns. A question
    // about the current session is answered Discard; `asked` is how many there must be.
    void startFromWelcome(const TestScenario &s, int asked = 0);
    // Starts `s` from the Debug page: the provider picker, then Play scenario.
    void startFromDebug(const TestScenario &s, int asked = 0);
    // Everything the window shows and saves is scenario `s`, with its first `turns` turns.
    void expectSession(const TestScenario &s, int turns);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    TestScenario m_alpha;
    TestScenario m_bravo;
};

void TestCurrentSession::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    qputenv("SW_RECOVERY_DIR", m_dir->filePath(QStringLiteral("recovery")).toUtf8());
    const QString scenarios = m_dir->filePath(QStringLiteral("scenarios"));
    m_alpha = writeScenario(scenarios, QStringLiteral("Alpha"), QStringLiteral("trpc-go"),
        toolStep(QStringLiteral("skill_load"), QStringLiteral("skill"), QStringLiteral("data-report")),
        QStringLiteral("data-report"));
    m_bravo = writeScenario(scenarios, QStringLiteral("Bravo"), QStringLiteral("trpc-python"),
        toolStep(QStringLiteral("skill_load"), QStringLiteral("skill_name"), QStringLiteral("weather-tools")),
        QStringLiteral("weather-tools"));
    m_settings = std::make_unique<Settings>(m_dir->filePath(QStringLiteral("settings.ini")));
    m_window = std::make_unique<MainWindow>(m_settings.get());
    m_window->resize(1366, 768);
    m_window->show();
    chat()->setWorkRoot(m_dir->filePath(QStringLiteral("work")));
    chat()->setScenarioDirectory(scenarios);
    demo()->setPaceMs(0);
}

void TestCurrentSession::cleanup()
{
    if (chat()->loop() && chat()->loop()->isRunning())
        chat()->stop();
    m_window.reset();
    m_settings.reset();
    m_dir.reset();
}

void TestCurrentSession::startFromWelcome(const TestScenario &s, int asked)
{
    {
        MessageBoxAnswer discard(QMessageBox::Discard);
        Q_EMIT m_window->welcomePage()->startDemoRequested(s.path);
        QCOMPARE(discard.shown, asked);
    }
    QCOMPARE(m_window->mode(), Mode::Debug);
    QVERIFY(m_window->debugPage()->presentationBar()->isVisible());
    demo()->play();
    QTRY_VERIFY_WITH_TIMEOUT(demo()->isFinished(), 20000);
}

void TestCurrentSession::startFromDebug(const TestScenario &s, int asked)
{
    m_window->setMode(Mode::Debug);
    auto *provider = chat()->findChild<QComboBox *>(QStringLiteral("providerPicker"));
    QVERIFY(provider);
    {
        MessageBoxAnswer discard(QMessageBox::Discard);
        provider->setCurrentIndex(provider->findData(QStringLiteral("scenario:") + s.path));
        QCOMPARE(discard.shown, asked);
    }
    QCOMPARE(provider->currentData().toString(), QStringLiteral("scenario:") + s.path);
    QPushButton *play = nullptr;
    for (QPushButton *button : chat()->findChildren<QPushButton *>())
        if (button->text() == ChatPanel::tr("Play scenario"))
            play = button;
    QVERIFY(play && play->isVisible() && play->isEnabled());
    play->click();
    QTRY_VERIFY_WITH_TIMEOUT(
        chat()->loop() && !chat()->loop()->isRunning() && chat()->loop()->session().turn == int(s.users.size()) - 1,
        20000);
}

void TestCurrentSession::expectSession(const TestScenario &s, int turns)
{
    sw::AgentLoop *loop = chat()->loop();
    QVERIFY(loop);
    // Pickers and banner.
    auto *provider = chat()->findChild<QComboBox *>(QStringLiteral("providerPicker"));
    auto *profile = chat()->findChild<QComboBox *>(QStringLiteral("profilePicker"));
    auto *banner = chat()->findChild<QLabel *>(QStringLiteral("chatBanner"));
    QVERIFY(provider && profile && banner);
    QCOMPARE(provider->currentData().toString(), QStringLiteral("scenario:") + s.path);
    QCOMPARE(profile->currentData().toString(), s.profile);
    QVERIFY(banner->isVisible());
    QVERIFY2(banner->text().contains(QFileInfo(s.path).fileName()), qPrintable(banner->text()));
    // The session itself: its profile, its turns, its answers.
    QCOMPARE(loop->session().profileName, s.profile);
    QCOMPARE(loop->session().turn, turns - 1);
    QCOMPARE(firstUserText(chat()->messagesModel()), s.users.first());
    QCOMPARE(chat()->messagesModel()->loop(), loop);
    QCOMPARE(chat()->messagesModel()->lastAssistantText(), s.answers.at(turns - 1));
    // Requests table and State tab show that session, every request of it.
    RequestsModel *requests = m_window->debugPage()->inspector()->requestsModel();
    QCOMPARE(requests->loop(), loop);
    QCOMPARE(requests->rowCount(), int(loop->session().requests.size()));
    QCOMPARE(requests->rowCount(), turns + 1); // the load step, then one answer per turn
    QCOMPARE(m_window->debugPage()->statePanel()->model()->loop(), loop);
    // The scenario's load wrote state (a later turn may have cleared it: the history keeps it).
    const QString history = m_window->debugPage()->statePanel()->historyText();
    QVERIFY2(history.contains(s.skill), qPrintable(history));
    // Status bar.
    const QString status = m_window->statusBar()->findChild<QLabel *>(QStringLiteral("statusProvider"))->text();
    QVERIFY2(status.contains(s.title), qPrintable(status));
    // Save writes this session.
    const QString file = m_dir->filePath(QFileInfo(s.path).baseName() + QStringLiteral("-saved.jsonl"));
    QString error;
    QVERIFY2(chat()->saveSession(file, &error), qPrintable(error));
    const auto saved = sw::Session::load(file, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->profileName, s.profile);
    QCOMPARE(saved->events.first().text, s.users.first());
    QCOMPARE(int(saved->requests.size()), requests->rowCount());
}

void TestCurrentSession::welcomeThenWelcome()
{
    startFromWelcome(m_alpha);
    expectSession(m_alpha, 2);
    startFromWelcome(m_bravo); // saved above: nothing to ask
    expectSession(m_bravo, 2);
}

void TestCurrentSession::welcomeThenDebug()
{
    startFromWelcome(m_alpha);
    expectSession(m_alpha, 2);
    startFromDebug(m_bravo);
    QVERIFY(!m_window->debugPage()->presentationBar()->isVisible()); // the step-through was Alpha's
    expectSession(m_bravo, 2);
}

void TestCurrentSession::debugThenWelcome()
{
    startFromDebug(m_alpha);
    expectSession(m_alpha, 2);
    startFromWelcome(m_bravo);
    expectSession(m_bravo, 2);
}

void TestCurrentSession::debugThenDebug()
{
    startFromDebug(m_bravo);
    expectSession(m_bravo, 2);
    startFromDebug(m_alpha);
    expectSession(m_alpha, 2);
}

void TestCurrentSession::cancelKeepsTheSession()
{
    startFromDebug(m_alpha);
    // A replay of the scenario's own turns is the scenario and leaves without a question (issue 22); a turn the user
    // wrote makes the session worth keeping.
    QVERIFY(chat()->sendMessage(QStringLiteral("my own question")));
    QTRY_VERIFY_WITH_TIMEOUT(!chat()->loop()->isRunning(), 20000);
    QVERIFY(chat()->isSessionModified());
    sw::AgentLoop *loop = chat()->loop();
    // Start (Welcome): Cancel keeps Alpha, everywhere.
    {
        MessageBoxAnswer cancel(QMessageBox::Cancel);
        Q_EMIT m_window->welcomePage()->startDemoRequested(m_bravo.path);
        QCOMPARE(cancel.shown, 1);
    }
    QCOMPARE(chat()->loop(), loop);
    QVERIFY(chat()->isSessionModified());
    QVERIFY(!m_window->debugPage()->presentationBar()->isVisible());
    expectSession(m_alpha, 3);
    // Play scenario after the last turn starts the scenario again: it asks too, and Discard starts it over.
    QVERIFY(chat()->sendMessage(QStringLiteral("one more")));
    QTRY_VERIFY_WITH_TIMEOUT(!chat()->loop()->isRunning(), 20000);
    QVERIFY(chat()->isSessionModified());
    {
        MessageBoxAnswer discard(QMessageBox::Discard);
        chat()->playScenario();
        QCOMPARE(discard.shown, 1);
    }
    QVERIFY(chat()->loop() != loop);
    QTRY_VERIFY_WITH_TIMEOUT(
        chat()->loop() && !chat()->loop()->isRunning() && chat()->loop()->session().turn == 1, 20000);
    expectSession(m_alpha, 2);
    // Welcome again, now Discard: Bravo.
    QVERIFY(chat()->sendMessage(QStringLiteral("again")));
    QTRY_VERIFY_WITH_TIMEOUT(!chat()->loop()->isRunning(), 20000);
    {
        MessageBoxAnswer discard(QMessageBox::Discard);
        Q_EMIT m_window->welcomePage()->startDemoRequested(m_bravo.path);
        QCOMPARE(discard.shown, 1);
    }
    demo()->play();
    QTRY_VERIFY_WITH_TIMEOUT(demo()->isFinished(), 20000);
    expectSession(m_bravo, 2);
}

void TestCurrentSession::scenarioAfterARealProvider()
{
    sw::test::FakeModelServer server;
    QVERIFY(server.listen());
    server.enqueue(sw::test::FakeResponse::stream(sw::test::sseAnswer(QStringLiteral("from the server"))));
    server.enqueue(sw::test::FakeResponse::stream(sw::test::sseAnswer(QStringLiteral("must not be asked"))));
    m_settings->setProviderBaseUrl(QStringLiteral("custom"), server.baseUrl());
    m_window->setMode(Mode::Debug);
    QVERIFY(chat()->selectPreset(QStringLiteral("custom")));
    chat()->setModelName(QStringLiteral("model-a"));
    QString error;
    QVERIFY2(chat()->sendMessage(QStringLiteral("hello server"), &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(!chat()->loop()->isRunning(), 20000);
    QCOMPARE(server.requests().size(), 1);
    QCOMPARE(m_window->debugPage()->inspector()->requestsModel()->rowCount(), 1);

    // Start Bravo from Welcome with that unsaved conversation: asked, Discard.
    {
        MessageBoxAnswer discard(QMessageBox::Discard);
        Q_EMIT m_window->welcomePage()->startDemoRequested(m_bravo.path);
        QCOMPARE(discard.shown, 1);
    }
    auto *provider = chat()->findChild<QComboBox *>(QStringLiteral("providerPicker"));
    QCOMPARE(provider->currentData().toString(), QStringLiteral("scenario:") + m_bravo.path);
    QVERIFY(chat()->findChild<QLabel *>(QStringLiteral("chatBanner"))->isVisible());
    demo()->play();
    QTRY_VERIFY_WITH_TIMEOUT(demo()->isFinished(), 20000);
    expectSession(m_bravo, 2);
    QCOMPARE(server.requests().size(), 1);

    // Send from the composer: it goes to the replay (held at the step-through gate, shown in the Requests table),
    // never to the server.
    chat()->composer()->setPlainText(QStringLiteral("and one more"));
    chat()->sendComposer();
    RequestsModel *requests = m_window->debugPage()->inspector()->requestsModel();
    QTRY_COMPARE(requests->rowCount(), 4);
    QCOMPARE(requests->rowCount(), int(chat()->loop()->session().requests.size()));
    demo()->nextStep();
    QTRY_VERIFY_WITH_TIMEOUT(!chat()->loop()->isRunning(), 20000);
    QCOMPARE(chat()->messagesModel()->lastAssistantText(), m_bravo.answers.last());
    QCOMPARE(server.requests().size(), 1);
    QVERIFY(chat()->loop()->lastError().isEmpty());
}

void TestCurrentSession::pausedStepThroughSaysSo()
{
    // Issue 15 item 8: a paused step-through says it is paused, which step is next and which key releases it; Stop
    // works while it waits; the presentation bar's progress text fits on one line.
    startFromWelcome(m_alpha);
    QVERIFY2(chat()->isSessionModified(), "the replay has turns");
    QVERIFY(chat()->saveSession(m_dir->filePath(QStringLiteral("a.jsonl"))));
    {
        MessageBoxAnswer none(QMessageBox::Discard);
        Q_EMIT m_window->welcomePage()->startDemoRequested(m_alpha.path);
        QCOMPARE(none.shown, 0);
    }
    // The first response is released at once; then the replay waits before the second.
    QTRY_VERIFY_WITH_TIMEOUT(demo()->stepsCompleted() == 1 && demo()->isWaiting(), 20000);
    QVERIFY2(chat()->statusText().contains(QStringLiteral("Paused, step 2 of 4")), qPrintable(chat()->statusText()));
    QVERIFY(chat()->statusText().contains(QStringLiteral("F9")));
    QVERIFY(!chat()->statusText().contains(ChatPanel::tr("Done.")));
    chat()->view()->renderNow();
    QVERIFY2(chat()->view()->toPlainText().contains(QStringLiteral("paused · F9")),
        qPrintable(chat()->view()->toPlainText()));
    QVERIFY(!chat()->view()->toPlainText().contains(QStringLiteral("typing…")));
    QPushButton *stop = nullptr;
    for (QPushButton *button : chat()->findChildren<QPushButton *>())
        if (button->text() == ChatPanel::tr("Stop"))
            stop = button;
    QVERIFY(stop && stop->isEnabled());
    auto *progress = m_window->debugPage()->presentationBar()->findChild<QProgressBar *>();
    QVERIFY(progress);
    QVERIFY2(
        progress->text().contains(QStringLiteral("step 2 of 4")) && progress->text().contains(QStringLiteral("F9")),
        qPrintable(progress->text()));
    // Released: no longer paused.
    demo()->nextStep();
    QTRY_VERIFY_WITH_TIMEOUT(demo()->stepsCompleted() == 2, 20000);
    QTRY_VERIFY(demo()->isWaiting() || demo()->isFinished());
    demo()->play();
    QTRY_VERIFY_WITH_TIMEOUT(demo()->isFinished(), 20000);
    QVERIFY(!chat()->statusText().startsWith(QStringLiteral("Paused")));
    QVERIFY2(progress->text().contains(QStringLiteral("3")), qPrintable(progress->text()));
    QVERIFY2(progress->width() >= progress->fontMetrics().horizontalAdvance(progress->text()) + 16,
        qPrintable(QStringLiteral("%1 px for \"%2\"").arg(progress->width()).arg(progress->text())));
}

QTEST_MAIN(TestCurrentSession)
#include "tst_current_session.moc"
