// The Capture page's Launch with the real pinned Claude Code (label `clients`): found by the page's own detection,
// run headless with a prompt in an isolated home holding the open skill, through the page's endpoint, against a
// scripted loopback upstream that answers first with the client's Skill call and then with text. The run succeeds,
// its exchanges fill the Requests table, the skills panel shows the skill listed in full and the load. Skipped with a
// message when the client is not installed (scripts/setup-clients.sh), failed then when CI=true.
#include "capture/captureanalysis.h"
#include "capture/captureconnect.h"
#include "capture/capturelaunchpanel.h"
#include "capture/capturepage.h"
#include "capture/capturerequestdetails.h"
#include "capture/capturerequestsmodel.h"
#include "capture/captureskillsmodel.h"
#include "capture/captureskillspanel.h"
#include "fakemodelserver.h"
#include "inspector/transportview.h"
#include "repository/skillindex.h"
#include "shell/translations.h"
#include "wirestreams.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace sw;
using namespace sw::ui;
using namespace sw::test;

class TestUiCaptureLaunch : public QObject
{
    Q_OBJECT
private slots:
    void launchesClaudeCodeInAnIsolatedHome();
    void scriptedModelOffline_data();
    void scriptedModelOffline();
    void twoClientsOneCapture();
    void ownHomeWithTheScriptedModel_data() { scriptedModelOffline_data(); }
    void ownHomeWithTheScriptedModel();
};

#define REQUIRE_CLIENTS(...)                                                                                           \
    do {                                                                                                               \
        if (const QString missing = missingClients({ __VA_ARGS__ }); !missing.isEmpty()) {                             \
            if (qEnvironmentVariable("CI") == QLatin1String("true"))                                                   \
                QFAIL(qPrintable(missing));                                                                            \
            QSKIP(qPrintable(missing));                                                                                \
        }                                                                                                              \
    } while (false)

namespace {

QString clientProgram(const QString &package, const QString &binary)
{
    return QStringLiteral(SW_SOURCE_DIR "/.deps/clients/%1/node_modules/.bin/%2").arg(package, binary);
}

QString claudeProgram()
{
    return clientProgram(QStringLiteral("claude-code"), QStringLiteral("claude"));
}

// "" when every program is installed; else what the test says (it fails with it when CI=true, else skips).
QString missingClients(const QStringList &programs)
{
    for (const QString &program : programs)
        if (!QFileInfo(program).isExecutable())
            return QStringLiteral("%1 is not installed: run scripts/setup-clients.sh").arg(program);
    return {};
}

// English, the isolated homes under `dir`, and a PATH without the clients: the page finds them in .deps/clients.
void useTestEnvironment(const QTemporaryDir &dir)
{
    installTranslations(QStringLiteral("en"));
    qputenv("XDG_CACHE_HOME", dir.filePath(QStringLiteral("cache")).toUtf8()); // where the isolated home goes
    qputenv("PATH", QByteArray("/usr/bin:/bin"));
}

// A root holding b-normal (zebra widgets) and c-other (tide tables), indexed.
SkillIndexPtr twoSkills(const QTemporaryDir &dir)
{
    const QString root = dir.filePath(QStringLiteral("skills"));
    const auto write = [&](const char *folder, const QByteArray &text) {
        QDir().mkpath(root + QLatin1Char('/') + QLatin1String(folder));
        QFile f(root + QLatin1Char('/') + QLatin1String(folder) + QStringLiteral("/SKILL.md"));
        if (f.open(QIODevice::WriteOnly))
            f.write(text);
    };
    write("b-normal",
        "---\nname: b-normal\ndescription: Use when the user asks about zebra widgets.\n---\nReply with ZEBRA.\n");
    write("c-other", "---\nname: c-other\ndescription: Tide tables for harbour pilots.\n---\nReply with TIDE.\n");
    return scanRoots({ { root, QStringLiteral("test"), RootScope::Custom } });
}

// The page on the two skills of `dir`, its endpoint started with the "Scripted model" upstream; the prompt set.
void startScripted(CapturePage &page, const QTemporaryDir &dir)
{
    page.resize(1280, 720);
    page.setSkillIndex(twoSkills(dir));
    page.setScripted();
    QVERIFY(page.isScripted());
    QVERIFY(!page.upstreamField()->isEnabled()); // nothing to type: the script is the upstream
    page.show();
    QVERIFY(page.startEndpoint());
    page.launchPanel()->promptField()->setText(QStringLiteral("Tell me about zebra widgets."));
}

// Launches the client whose entry starts with `title` (in the user's own home when `ownHome`) and waits for its end;
// `output` gets what it printed. Fails the test when it did not run to the end with status 0.
void launchClient(CaptureLaunchPanel *launch, const QString &title, bool ownHome, QString *output)
{
    QTRY_VERIFY_WITH_TIMEOUT(launch->clientBox()->findText(title, Qt::MatchStartsWith) >= 0, 60000);
    launch->clientBox()->setCurrentIndex(launch->clientBox()->findText(title, Qt::MatchStartsWith));
    launch->findChildren<QRadioButton *>().at(ownHome ? 1 : 0)->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(launch->launchButton()->isEnabled(), 60000);
    QSignalSpy finished(launch, &CaptureLaunchPanel::runFinished);
    QTest::mouseClick(launch->launchButton(), Qt::LeftButton);
    QVERIFY(finished.wait(240000));
    *output = launch->findChild<QPlainTextEdit *>()->toPlainText();
    QVERIFY2(finished.first().first().toBool(), qPrintable(*output));
}

// Stops the endpoint (its stop reports every exchange first: the client may have exited before the endpoint's thread
// reported its last one) and, once every exchange is decoded, checks each row was answered by the script; returns
// the rows whose path has `modelPath`, -1 when a row was not the script's.
int scriptedModelCalls(CapturePage &page, const QString &modelPath)
{
    page.stopEndpoint();
    if (!QTest::qWaitFor([&] { return !page.isRunning(); }, 20000))
        return -1;
    const CaptureRequestsModel *rows = page.requestsModel();
    if (!QTest::qWaitFor([&] { return page.analysis()->requests().size() == rows->rowCount(); }, 20000))
        return -1;
    int calls = 0;
    for (int row = 0; row < rows->rowCount(); ++row) {
        if (!rows->index(row, CaptureRequestsModel::StatusColumn)
                 .data()
                 .toString()
                 .endsWith(QStringLiteral(" · script")))
            return -1;
        calls += rows->index(row, CaptureRequestsModel::PathColumn).data().toString().contains(modelPath) ? 1 : 0;
    }
    return calls;
}

} // namespace

void TestUiCaptureLaunch::launchesClaudeCodeInAnIsolatedHome()
{
    REQUIRE_CLIENTS(claudeProgram());
    QTemporaryDir dir(QStringLiteral(SW_BINARY_DIR "/capture-launch-XXXXXX"));
    QVERIFY(dir.isValid());
    useTestEnvironment(dir);
    const QString root = dir.filePath(QStringLiteral("skills"));
    QDir().mkpath(root + QStringLiteral("/b-normal"));
    QFile skill(root + QStringLiteral("/b-normal/SKILL.md"));
    QVERIFY(skill.open(QIODevice::WriteOnly));
    skill.write(
        "---\nname: b-normal\ndescription: Use when the user asks about zebra widgets.\n---\nReply with ZEBRA.\n");
    skill.close();
    const SkillIndexPtr index = scanRoots({ { root, QStringLiteral("test"), RootScope::Custom } });
    QCOMPARE(index->size(), 1);

    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    bool loaded = false;
    upstream.setResponder([&loaded](const RecordedRequest &request, int) {
        const QJsonArray tools = request.json().value(QStringLiteral("tools")).toArray();
        bool skillTool = false;
        for (const QJsonValue &t : tools)
            skillTool = skillTool || t.toObject().value(QStringLiteral("name")).toString() == QLatin1String("Skill");
        if (!loaded && skillTool) {
            loaded = true;
            return FakeResponse::stream(anthropicAnswer({}, { { "Skill", R"({"skill":"b-normal"})" } }));
        }
        return FakeResponse::stream(anthropicAnswer(QStringLiteral("ZEBRA")));
    });

    CapturePage page;
    page.resize(1280, 720);
    page.setSkillIndex(index);
    page.setUpstreamText(upstream.baseUrl());
    page.show(); // the Connect tab: the launch panel looks for the clients
    QVERIFY(page.startEndpoint());
    CaptureLaunchPanel *launch = page.launchPanel();
    QCOMPARE(launch->clientBox()->currentText().left(11), QStringLiteral("Claude Code"));
    launch->promptField()->setText(QStringLiteral("Tell me about zebra widgets."));
    QVERIFY(launch->isolatedButton()->isChecked());
    QTRY_VERIFY_WITH_TIMEOUT(launch->launchButton()->isEnabled(), 60000); // found, with its version
    QVERIFY(launch->clientBox()->currentText().contains(QStringLiteral("2.1.328")));
    QSignalSpy finished(launch, &CaptureLaunchPanel::runFinished);
    QTest::mouseClick(launch->launchButton(), Qt::LeftButton);
    QVERIFY(finished.wait(240000));
    QVERIFY2(finished.first().first().toBool(), "Claude Code ran to the end with exit status 0");

    // Its exchanges filled the table, decoded as Claude Code's, and the skills panel shows what it did.
    QVERIFY(upstream.requests().size() >= 2);
    QTRY_COMPARE_WITH_TIMEOUT(page.analysis()->requests().size(), qsizetype(upstream.requests().size()), 20000);
    const CaptureRequestsModel *rows = page.requestsModel();
    QVERIFY(rows->rowCount() >= 2);
    QCOMPARE(
        rows->index(0, CaptureRequestsModel::ClientColumn).data().toString(), QStringLiteral("Claude Code 2.1.328"));
    QTRY_COMPARE(page.skillsPanel()->skillsModel()->rowCount(), 1);
    const QAbstractItemModel *skills = page.skillsPanel()->skillsModel();
    QCOMPARE(skills->index(0, CaptureSkillsModel::SkillColumn).data().toString(), QStringLiteral("b-normal"));
    QTRY_COMPARE(skills->index(0, CaptureSkillsModel::ObservedColumn).data().toString(), QStringLiteral("full"));
    QTRY_VERIFY(page.skillsPanel()->builtinTable()->rowCount() >= 10); // the client's own skills, apart
    QTRY_COMPARE(page.skillsPanel()->loadsTable()->rowCount(), 1);
    QCOMPARE(page.skillsPanel()->loadsTable()->item(0, 1)->text(), QStringLiteral("b-normal"));
    // The client ran the skill: its body went back to the model.
    QVERIFY(upstream.requests().at(1).body.contains("Reply with ZEBRA."));
    page.stopEndpoint();
    QTRY_VERIFY(!page.isRunning());
}

// The Upstream "Scripted model (offline, no AI)": no provider at all. The real client runs through the endpoint, the
// workbench's script answers its every request (the load of the skill that shares the prompt's words, then a closing
// answer once the body came back), the Requests table says who answered, and the skills panel shows the load.
// Each real client, in the isolated home the launcher prepares: its listing names the copies there (opencode's
// <location>, Codex's roots table, Gemini CLI's location), and those are the open skills, listed in full, not the
// client's own.
void TestUiCaptureLaunch::scriptedModelOffline_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("modelPath");
    QTest::newRow("claude-code") << claudeProgram() << QStringLiteral("Claude Code") << QStringLiteral("/messages");
    QTest::newRow("codex") << clientProgram(QStringLiteral("codex"), QStringLiteral("codex")) << QStringLiteral("Codex")
                           << QStringLiteral("/responses");
    QTest::newRow("opencode") << clientProgram(QStringLiteral("opencode"), QStringLiteral("opencode"))
                              << QStringLiteral("opencode") << QStringLiteral("/chat/completions");
    QTest::newRow("gemini-cli") << clientProgram(QStringLiteral("gemini-cli"), QStringLiteral("gemini"))
                                << QStringLiteral("Gemini CLI") << QStringLiteral("streamGenerateContent");
}

void TestUiCaptureLaunch::scriptedModelOffline()
{
    QFETCH(QString, program);
    QFETCH(QString, title);
    QFETCH(QString, modelPath);
    REQUIRE_CLIENTS(program);
    QTemporaryDir dir(QStringLiteral(SW_BINARY_DIR "/capture-launch-XXXXXX"));
    QVERIFY(dir.isValid());
    useTestEnvironment(dir);
    CapturePage page;
    startScripted(page, dir);
    if (QTest::currentTestFailed())
        return;
    CaptureLaunchPanel *launch = page.launchPanel();
    QString output;
    launchClient(launch, title, false, &output);
    if (QTest::currentTestFailed())
        return;

    // Every exchange was answered inside the endpoint, and the table says so.
    const CaptureRequestsModel *rows = page.requestsModel();
    const int modelCalls = scriptedModelCalls(page, modelPath);
    QVERIFY(modelCalls >= 2); // the load, then the answer to its result
    // The script loaded the skill that shares the prompt's words, not the other one; the body went back.
    QTRY_COMPARE(page.skillsPanel()->loadsTable()->rowCount(), 1);
    QCOMPARE(page.skillsPanel()->loadsTable()->item(0, 1)->text(), QStringLiteral("b-normal"));
    bool bodyWentBack = false;
    for (const sw::DecodedExchange &d : page.analysis()->requests())
        bodyWentBack = bodyWentBack || page.analysis()->record(d.number - 1).body.contains("Reply with ZEBRA.");
    QVERIFY(bodyWentBack);
    // Both open skills are listed in full, from the copies in the isolated home; neither counts as the client's own.
    const QAbstractItemModel *skills = page.skillsPanel()->skillsModel();
    QTRY_COMPARE(skills->rowCount(), 2);
    for (int row = 0; row < 2; ++row)
        QTRY_COMPARE(skills->index(row, CaptureSkillsModel::ObservedColumn).data().toString(), QStringLiteral("full"));
    const QTableWidget *own = page.skillsPanel()->builtinTable();
    for (int row = 0; row < own->rowCount(); ++row)
        QVERIFY2(
            !QStringList({ QStringLiteral("b-normal"), QStringLiteral("c-other") }).contains(own->item(row, 0)->text()),
            qPrintable(own->item(row, 0)->text()));
    // Each shows on one line (a description's line breaks would show as a cut second line), its tool tip whole.
    for (int row = 0; row < own->rowCount(); ++row) {
        const QTableWidgetItem *listed = own->item(row, 1);
        QVERIFY2(!listed->text().contains(QLatin1Char('\n')), qPrintable(listed->text()));
        QCOMPARE(listed->toolTip().simplified(), listed->text().simplified());
    }
    QVERIFY(launch->findChild<QPlainTextEdit *>()->toPlainText().contains(QStringLiteral("scripted model")));

    // Saved and opened again, the capture still knows each exchange's path and who answered it.
    QTRY_VERIFY(page.analysis()->isIdle());
    const int count = rows->rowCount();
    const QString path = dir.filePath(QStringLiteral("scripted.jsonl"));
    QString error;
    QVERIFY2(page.saveCapture(path, &error), qPrintable(error));
    QVERIFY2(page.openCapture(path, &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(page.analysis()->requests().size(), qsizetype(count), 20000);
    QCOMPARE(rows->rowCount(), count);
    int reopenedCalls = 0;
    for (int row = 0; row < count; ++row) {
        QVERIFY(rows->index(row, CaptureRequestsModel::StatusColumn)
                    .data()
                    .toString()
                    .endsWith(QStringLiteral(" · script")));
        reopenedCalls
            += rows->index(row, CaptureRequestsModel::PathColumn).data().toString().contains(modelPath) ? 1 : 0;
    }
    QCOMPARE(reopenedCalls, modelCalls);
    QTRY_COMPARE(page.skillsPanel()->loadsTable()->rowCount(), 1);
    page.requestsView()->selectRow(0);
    QTRY_VERIFY(page.details()->transportView()->detailsText().startsWith(
        QStringLiteral("Answered inside the capture endpoint by the workbench's scripted model")));
}

// Claude Code, then opencode, through one capture: the skills panel follows the client that just ran (its verdicts,
// its own skills), and the choice of listing brings the first client's back.
void TestUiCaptureLaunch::twoClientsOneCapture()
{
    const QString opencode = clientProgram(QStringLiteral("opencode"), QStringLiteral("opencode"));
    REQUIRE_CLIENTS(claudeProgram(), opencode);
    QTemporaryDir dir(QStringLiteral(SW_BINARY_DIR "/capture-launch-XXXXXX"));
    QVERIFY(dir.isValid());
    useTestEnvironment(dir);
    CapturePage page;
    startScripted(page, dir);
    if (QTest::currentTestFailed())
        return;
    CaptureLaunchPanel *launch = page.launchPanel();
    QString output;
    const auto run = [&](const QString &title) {
        launchClient(launch, title, false, &output);
        return !QTest::currentTestFailed();
    };
    CaptureSkillsPanel *panel = page.skillsPanel();
    QVERIFY(run(QStringLiteral("Claude Code")));
    QTRY_VERIFY(panel->summary().contains(QStringLiteral("Claude Code 2.1.328")));
    QVERIFY(panel->listingBox()->isHidden()); // one client: nothing to choose
    QTRY_VERIFY(panel->builtinTable()->rowCount() >= 10);
    QVERIFY(run(QStringLiteral("opencode")));
    QTRY_VERIFY_WITH_TIMEOUT(panel->summary().contains(QStringLiteral("opencode 1.18.33")), 20000);
    QVERIFY(!panel->listingBox()->isHidden());
    QCOMPARE(panel->listingBox()->count(), 2);
    QVERIFY(panel->listingBox()->itemText(1).startsWith(QStringLiteral("opencode 1.18.33, request ")));
    QCOMPARE(panel->listingBox()->currentIndex(), 1);
    QVERIFY(panel->builtinTable()->rowCount() < 10); // opencode's own skills now, not Claude Code's
    QTRY_COMPARE(panel->loadsTable()->rowCount(), 1); // and its load only
    const int opencodeLoad = panel->loadsTable()->item(0, 0)->text().toInt();
    QVERIFY(opencodeLoad > 2);
    const QAbstractItemModel *skills = panel->skillsModel();
    QTRY_COMPARE(skills->index(0, CaptureSkillsModel::ObservedColumn).data().toString(), QStringLiteral("full"));
    Q_EMIT panel->listingBox()->activated(0);
    QTRY_VERIFY(panel->summary().startsWith(QStringLiteral("Listing of request 1, sent by Claude Code 2.1.328.")));
    QTRY_VERIFY(panel->builtinTable()->rowCount() >= 10);
    QCOMPARE(panel->listingBox()->currentIndex(), 0);
    QCOMPARE(panel->loadsTable()->rowCount(), 1);
    QVERIFY(panel->loadsTable()->item(0, 0)->text().toInt() < opencodeLoad);
    page.stopEndpoint();
    QTRY_VERIFY(!page.isRunning());
}

// "My own home" with the scripted upstream, in a home with no key and no login anywhere: each client gets a placeholder
// key (it refused to start without one: Codex "Missing environment variable: `OPENAI_API_KEY`", Claude Code "Not
// logged in"), runs to the end, and every one of its requests is answered by the script.
void TestUiCaptureLaunch::ownHomeWithTheScriptedModel()
{
    QFETCH(QString, program);
    QFETCH(QString, title);
    QFETCH(QString, modelPath);
    REQUIRE_CLIENTS(program);
    QTemporaryDir dir(QStringLiteral(SW_BINARY_DIR "/capture-launch-XXXXXX"));
    QVERIFY(dir.isValid());
    useTestEnvironment(dir);
    const QByteArray home = qgetenv("HOME");
    // The launcher's scratch files in the real home's cache: Gemini CLI reads no settings below a folder others may
    // write to, as a build folder under /tmp is.
    QDir().mkpath(QDir::homePath() + QStringLiteral("/.cache"));
    QTemporaryDir cache(QDir::homePath() + QStringLiteral("/.cache/sw-test-XXXXXX"));
    QVERIFY(cache.isValid());
    if (title == QLatin1String("Gemini CLI") && !worldWritableAncestor(cache.path()).isEmpty())
        QSKIP("no folder here that only its owner can write to: Gemini CLI would ignore the settings written there");
    qputenv("XDG_CACHE_HOME", cache.path().toUtf8());
    const QString ownHome = dir.filePath(QStringLiteral("own-home"));
    QVERIFY(QDir().mkpath(ownHome));
    qputenv("HOME", ownHome.toUtf8());
    for (const char *variable :
        { "ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "OPENAI_API_KEY", "GEMINI_API_KEY", "GOOGLE_API_KEY" })
        qunsetenv(variable);
    qputenv("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1");
    qputenv("GEMINI_CLI_TRUST_WORKSPACE", "true");
    CapturePage page;
    startScripted(page, dir);
    QString output;
    if (!QTest::currentTestFailed())
        launchClient(page.launchPanel(), title, true, &output);
    qputenv("HOME", home);
    if (QTest::currentTestFailed())
        return;
    const int modelCalls = scriptedModelCalls(page, modelPath);
    QVERIFY2(modelCalls >= 1, qPrintable(output));
}

QTEST_MAIN(TestUiCaptureLaunch)
#include "tst_ui_capture_launch.moc"
