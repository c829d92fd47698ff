// Offline demo UI: the scenario catalog, the Welcome page's demo card, the comparison of the two tRPC-Go
// scenarios (replayed through the real agent loop), the step-through DemoController, PresentationBar and
// presentation-mode fonts. Models are checked with QAbstractItemModelTester.
#include "demo/comparisonmodel.h"
#include "demo/comparisonview.h"
#include "demo/democontroller.h"
#include "demo/presentationbar.h"
#include "demo/scenariocomparison.h"
#include "settings/providerstatus.h"
#include "settings/settings.h"
#include "welcome/scenariocatalog.h"
#include "welcome/welcomecards.h"
#include "welcome/welcomepage.h"

#include "agent/agentloop.h"
#include "agent/scriptedprovider.h"
#include "common/datapaths.h"

#include <QAbstractItemModelTester>
#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace sw;
using namespace sw::ui;

namespace {
QString scenariosDir()
{
    return dataDirectory(DataKind::Scenarios);
}

QString scenarioPath(const QString &file)
{
    return QDir(scenariosDir()).absoluteFilePath(file);
}

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The shipped scenario files in display order (file names).
QStringList scenarioFiles()
{
    QStringList names;
    for (const QString &path : scenarioFilesInOrder(scenariosDir()))
        names << QFileInfo(path).fileName();
    return names;
}

RequestRecord record(int index, int tokens, int shared)
{
    RequestRecord r;
    r.index = index;
    r.tokens = tokens;
    r.sharedPrefixTokens = shared;
    return r;
}
} // namespace

class TestUiDemo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void catalogReadsEveryScenario();
    void catalogReportsBrokenFiles();
    void welcomeListsScenariosAndStartsDemo();
    void welcomeRecentRootsAndProvider();
    void welcomeWhatIsNewFromMetainfo();
    void releaseNotesLanguagesAndErrors();
    void comparisonModelBasics();
    void compareTrpcGoMaterialisations();
    void comparisonViewFillsChartAndTable();
    void controllerStepsOneResponseAtATime();
    void instantResponsesDropTheStreamingPace();
    void presentationBarDrivesController();
    void presentationFontScalesAndRestores();
};

void TestUiDemo::catalogReadsEveryScenario()
{
    QVERIFY(!scenariosDir().isEmpty());
    const QStringList files = scenarioFiles();
    QVERIFY(files.size() >= 2);
    QStringList problems;
    const QList<ScenarioInfo> scenarios = bundledScenarios({}, &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(scenarios.size(), files.size());
    for (int i = 0; i < files.size(); ++i) {
        const QJsonObject o = readJson(scenarioPath(files.at(i)));
        QCOMPARE(scenarios.at(i).path, scenarioPath(files.at(i)));
        QCOMPARE(scenarios.at(i).title, o.value(QStringLiteral("title")).toString());
        QCOMPARE(scenarios.at(i).profile, o.value(QStringLiteral("profile")).toString());
        QCOMPARE(scenarios.at(i).description, o.value(QStringLiteral("description")).toString());
        QCOMPARE(scenarios.at(i).steps, int(o.value(QStringLiteral("steps")).toArray().size()));
        QVERIFY(scenarioSubtitle(scenarios.at(i)).startsWith(scenarios.at(i).profile));
        // Descriptions speak to a viewer, not in the project's internal terms.
        for (const QString &jargon : { QStringLiteral("seeds 0"), QStringLiteral("seed 0"),
                 QStringLiteral("load mode turn"), QStringLiteral("种子 0"), QStringLiteral("加载模式 turn") }) {
            QVERIFY2(!scenarios.at(i).description.contains(jargon), qPrintable(files.at(i)));
            QVERIFY2(!localizedScenarioTexts(scenarios.at(i).path, {}, {}, QStringLiteral("zh_CN"))
                          .description.contains(jargon),
                qPrintable(files.at(i)));
        }
    }
    // The flagship story (the one "Start the demo" tells) comes first, not the alphabetically first file; the
    // rest keep a fixed order, and every shipped file has its place.
    QCOMPARE(files.first(), QStringLiteral("trpc-go-system.json"));
    QCOMPARE(files.at(1), QStringLiteral("trpc-go-tool-results.json"));
    for (const QString &file : files)
        QVERIFY2(readJson(scenarioPath(file)).value(QStringLiteral("order")).isDouble(), qPrintable(file));
}

void TestUiDemo::catalogReportsBrokenFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(
        QFile::copy(scenarioPath(QStringLiteral("minimal-load-skill.json")), dir.filePath(QStringLiteral("a.json"))));
    QFile broken(dir.filePath(QStringLiteral("b.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{ \"format\": \"skill-workbench-scenario/1\", \"steps\": 3 }");
    broken.close();
    QStringList problems;
    const QList<ScenarioInfo> scenarios = bundledScenarios(dir.path(), &problems);
    QCOMPARE(scenarios.size(), 1);
    QCOMPARE(scenarios.first().path, QDir(dir.path()).absoluteFilePath(QStringLiteral("a.json")));
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.first().startsWith(QStringLiteral("b.json: ")));
}

void TestUiDemo::welcomeListsScenariosAndStartsDemo()
{
    welcome::WelcomePage page;
    page.resize(1200, 900);
    page.show();
    const QStringList files = scenarioFiles();
    QCOMPARE(page.scenarios().size(), files.size());
    const QList<ScenarioCard *> cards = page.scenarioCards();
    QCOMPARE(cards.size(), files.size());
    QSignalSpy spy(&page, &welcome::WelcomePage::startDemoRequested);
    for (int i = 0; i < cards.size(); ++i) {
        const QString expected = scenarioPath(files.at(i));
        QCOMPARE(cards.at(i)->scenario().title, readJson(expected).value(QStringLiteral("title")).toString());
        QTest::mouseClick(cards.at(i)->startButton(), Qt::LeftButton);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.takeFirst().first().toString(), expected);
        // The whole card is activatable, by keyboard too.
        cards.at(i)->setFocus();
        QTest::keyClick(cards.at(i), Qt::Key_Return);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.takeFirst().first().toString(), expected);
    }
}

void TestUiDemo::welcomeRecentRootsAndProvider()
{
    welcome::WelcomePage page;
    QSignalSpy open(&page, &welcome::WelcomePage::openRootRequested);
    page.setRecentRoots({ QStringLiteral("/tmp/one/skills"), QStringLiteral("/tmp/two") });
    QList<QPushButton *> roots;
    for (QPushButton *button : page.findChildren<QPushButton *>()) {
        if (button->objectName() == QLatin1String("recentRoot"))
            roots << button;
    }
    QCOMPARE(roots.size(), 2);
    roots.at(1)->click();
    QCOMPARE(open.size(), 1);
    QCOMPARE(open.first().first().toString(), QStringLiteral("/tmp/two"));

    // The provider card shows the chat session's provider as the status bar does: a replay with its badge, a preset
    // with its model, wire format and where the key comes from, and a warning for a remote endpoint without a key.
    page.setProviderStatus(replayStatus(QStringLiteral("Sales report")));
    QVERIFY(page.providerStatus().contains(QStringLiteral("Sales report")));
    QVERIFY(page.findChild<QLabel *>(QStringLiteral("providerBadge"))->isVisibleTo(&page));
    QVERIFY(page.providerWarning().isEmpty());
    const ProviderStatus local = presetStatus(QStringLiteral("llamacpp"), QStringLiteral("qwen"), nullptr, nullptr);
    page.setProviderStatus(local);
    QVERIFY(page.providerStatus().contains(QStringLiteral("qwen"))
        && page.providerStatus().contains(QStringLiteral("127.0.0.1")));
    QVERIFY(!page.findChild<QLabel *>(QStringLiteral("providerBadge"))->isVisibleTo(&page));
    QVERIFY(page.providerWarning().isEmpty()); // a local server needs no key
    QTemporaryDir settingsDir;
    Settings settings(settingsDir.filePath(QStringLiteral("settings.ini")));
    settings.setProviderBaseUrl(QStringLiteral("custom"), QStringLiteral("https://models.example.com/v1"));
    page.setProviderStatus(presetStatus(QStringLiteral("custom"), QStringLiteral("m"), &settings, nullptr));
    QVERIFY2(page.providerWarning().contains(QStringLiteral("models.example.com")), qPrintable(page.providerWarning()));

    QSignalSpy bundled(&page, &welcome::WelcomePage::bundledSkillsRequested);
    auto *button = page.findChild<QPushButton *>(QStringLiteral("bundledSkillsButton"));
    QVERIFY(button);
    button->click();
    QCOMPARE(bundled.size(), 1);
}

namespace {
QStringList labelTexts(const QWidget &page, const QString &objectName)
{
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // labels of the previous content
    QStringList texts;
    for (const QLabel *label : page.findChildren<QLabel *>(objectName))
        texts << label->text();
    return texts;
}

const char *const kTwoReleases = R"(<?xml version="1.0" encoding="UTF-8"?>
<component type="desktop-application">
  <id>test</id>
  <releases>
    <release version="9.1.0" date="2031-02-03">
      <description>
        <p>Newest.</p>
        <p xml:lang="zh_CN">最新。</p>
        <ul>
          <li>First change.</li>
          <li xml:lang="de">Erste Änderung.</li>
          <li xml:lang="zh">第一项（通用中文）。</li>
          <li xml:lang="zh_CN">第一项。</li>
          <li>Second   change,
            with <em>markup</em>.</li>
        </ul>
      </description>
    </release>
    <release version="9.0.0" date="2030-01-01">
      <description><ul><li>Old change.</li></ul></description>
    </release>
  </releases>
</component>
)";
} // namespace

void TestUiDemo::welcomeWhatIsNewFromMetainfo()
{
    // The card shows the newest release of the metainfo compiled into the application, which is the file the
    // install ships (resources/...metainfo.xml): same releases, same items.
    const QString shipped = QStringLiteral(SW_SOURCE_DIR "/resources/io.github.skillworkbench.metainfo.xml");
    QString error;
    const QList<welcome::ReleaseNote> fromSource = welcome::readReleaseNotes(shipped, QStringLiteral("en"), &error);
    QVERIFY2(!fromSource.isEmpty(), qPrintable(error));
    QVERIFY(!fromSource.first().items.isEmpty());
    QVERIFY(fromSource.first().date.isValid());

    welcome::WelcomePage page;
    page.loadReleaseNotes({}, QStringLiteral("en"));
    QCOMPARE(page.releaseNotes().size(), fromSource.size());
    QCOMPARE(page.releaseNotes().first().version, fromSource.first().version);
    QCOMPARE(page.releaseNotes().first().items, fromSource.first().items);
    QStringList expected;
    for (const QString &item : fromSource.first().items)
        expected << QStringLiteral("•  ") + item;
    QCOMPARE(labelTexts(page, QStringLiteral("releaseItem")), expected);
    // The notes count the scenarios the Welcome page lists, and name the Trigger Lab.
    static const QStringList numbers { "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve" };
    const qsizetype shippedScenarios = scenarioFiles().size();
    QVERIFY(shippedScenarios < numbers.size());
    const QString demo = fromSource.first().items.filter(QStringLiteral("Offline demo")).value(0);
    QVERIFY2(demo.contains(numbers.at(shippedScenarios) + QStringLiteral(" scripted scenarios")), qPrintable(demo));
    QVERIFY(!fromSource.first().items.filter(QStringLiteral("Trigger Lab")).isEmpty());
    QVERIFY(!fromSource.first().items.filter(QStringLiteral("Capture: ")).isEmpty()); // the real clients too
    const QString zhDemo = welcome::readReleaseNotes(shipped, QStringLiteral("zh_CN"), &error)
                               .first()
                               .items.filter(QStringLiteral("离线演示"))
                               .value(0);
    QVERIFY2(zhDemo.contains(QStringLiteral("八个")) == (shippedScenarios == 8), qPrintable(zhDemo));
    const QStringList heading = labelTexts(page, QStringLiteral("releaseHeading"));
    QCOMPARE(heading.size(), 1);
    QVERIFY2(heading.first().contains(fromSource.first().version), qPrintable(heading.first()));

    // Another file replaces the card's content: only the newest release is shown.
    QTemporaryDir dir;
    const QString other = dir.filePath(QStringLiteral("other.metainfo.xml"));
    QFile file(other);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kTwoReleases);
    file.close();
    page.loadReleaseNotes(other, QStringLiteral("zh_CN"));
    QCOMPARE(labelTexts(page, QStringLiteral("releaseItem")),
        QStringList({ QStringLiteral("•  第一项。"), QStringLiteral("•  Second change, with markup.") }));
    QVERIFY(labelTexts(page, QStringLiteral("releaseHeading")).first().contains(QStringLiteral("9.1.0")));

    // A file that cannot be read says so on the card instead of showing stale items.
    page.loadReleaseNotes(dir.filePath(QStringLiteral("missing.xml")), QStringLiteral("en"));
    QVERIFY(labelTexts(page, QStringLiteral("releaseItem")).isEmpty());
    bool explained = false;
    for (const QString &text : labelTexts(page, QStringLiteral("welcomeNote")))
        explained = explained || text.startsWith(QStringLiteral("The release notes could not be read"));
    QVERIFY(explained);
}

void TestUiDemo::releaseNotesLanguagesAndErrors()
{
    QBuffer buffer;
    buffer.setData(kTwoReleases);
    const auto read = [&](const QString &language) {
        buffer.open(QIODevice::ReadOnly);
        const QList<welcome::ReleaseNote> notes = welcome::readReleaseNotes(&buffer, language);
        buffer.close();
        return notes;
    };
    const QList<welcome::ReleaseNote> english = read(QStringLiteral("en_US"));
    QCOMPARE(english.size(), 2);
    QCOMPARE(english.at(0).version, QStringLiteral("9.1.0"));
    QCOMPARE(english.at(0).date, QDate(2031, 2, 3));
    QCOMPARE(english.at(0).summary, QStringLiteral("Newest."));
    QCOMPARE(english.at(0).items,
        QStringList({ QStringLiteral("First change."), QStringLiteral("Second change, with markup.") }));
    QCOMPARE(english.at(1).items, QStringList { QStringLiteral("Old change.") });
    // Exact locale beats the bare language; the bare language serves other regions; English fills the gaps.
    const QList<welcome::ReleaseNote> chinese = read(QStringLiteral("zh_CN"));
    QCOMPARE(chinese.at(0).summary, QStringLiteral("最新。"));
    QCOMPARE(chinese.at(0).items.first(), QStringLiteral("第一项。"));
    QCOMPARE(read(QStringLiteral("zh_TW")).at(0).items.first(), QStringLiteral("第一项（通用中文）。"));
    QCOMPARE(read(QStringLiteral("de_DE")).at(0).items,
        QStringList({ QStringLiteral("Erste Änderung."), QStringLiteral("Second change, with markup.") }));

    QBuffer broken;
    broken.setData("<component><releases><release version=\"1\"><description><ul><li>x</ul>");
    QVERIFY(broken.open(QIODevice::ReadOnly));
    QString error;
    QVERIFY(welcome::readReleaseNotes(&broken, QStringLiteral("en"), &error).isEmpty());
    QVERIFY2(error.startsWith(QStringLiteral("line ")), qPrintable(error));
    QBuffer wrongRoot;
    wrongRoot.setData("<html/>");
    QVERIFY(wrongRoot.open(QIODevice::ReadOnly));
    QVERIFY(welcome::readReleaseNotes(&wrongRoot, QStringLiteral("en"), &error).isEmpty());
    QVERIFY2(error.contains(QStringLiteral("component")), qPrintable(error));
}

void TestUiDemo::comparisonModelBasics()
{
    ComparisonModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(ComparisonModel::ColumnCount));
    ComparisonSide a { QStringLiteral("A side"), QString(), { record(0, 100, -1), record(1, 150, 90) } };
    ComparisonSide b { QStringLiteral("B side"), QString(),
        { record(0, 100, -1), record(1, 160, 100), record(2, 200, 160) } };
    model.setSides(a, b);
    QCOMPARE(model.rowCount(), 3); // the longer timeline
    QCOMPARE(model.requestCount(ComparisonModel::A), 2);
    QCOMPARE(model.promptTokens(ComparisonModel::A, 2), -1);
    QCOMPARE(model.sharedPrefixTokens(ComparisonModel::A, 0), 0);
    QCOMPARE(model.totalSharedPrefixTokens(ComparisonModel::A), 90);
    QCOMPARE(model.totalSharedPrefixTokens(ComparisonModel::B), 260);
    QCOMPARE(model.totalPromptTokens(ComparisonModel::B), 460);
    QCOMPARE(model.data(model.index(1, ComparisonModel::SharedB), Qt::UserRole).toInt(), 100);
    QCOMPARE(model.data(model.index(2, ComparisonModel::PromptB), Qt::UserRole).toInt(), 200);
    QVERIFY(!model.data(model.index(2, ComparisonModel::PromptA), Qt::UserRole).isValid());
    QVERIFY(model.data(model.index(1, ComparisonModel::SharedA)).toString().contains(QStringLiteral("60%")));
    QCOMPARE(model.headerData(ComparisonModel::PromptA, Qt::Horizontal, Qt::ToolTipRole).toString(),
        QStringLiteral("A side"));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestUiDemo::compareTrpcGoMaterialisations()
{
    ScenarioComparison comparison;
    QAbstractItemModelTester tester(comparison.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy finished(&comparison, &ScenarioComparison::finished);
    QSignalSpy failed(&comparison, &ScenarioComparison::failed);
    const QString system = scenarioPath(QStringLiteral("trpc-go-system.json"));
    const QString tools = scenarioPath(QStringLiteral("trpc-go-tool-results.json"));
    QVERIFY2(comparison.compare(system, tools), qPrintable(comparison.lastError()));
    QVERIFY(comparison.isRunning());
    QVERIFY(!comparison.compare(system, tools)); // one at a time
    QVERIFY(finished.wait(60000) || !failed.isEmpty());
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
    const ComparisonModel *model = comparison.model();
    const int systemSteps = int(readJson(system).value(QStringLiteral("steps")).toArray().size());
    const int toolSteps = int(readJson(tools).value(QStringLiteral("steps")).toArray().size());
    // One row per request, one request per scripted response, for each side.
    QCOMPARE(model->requestCount(ComparisonModel::A), systemSteps);
    QCOMPARE(model->requestCount(ComparisonModel::B), toolSteps);
    QCOMPARE(model->rowCount(), qMax(systemSteps, toolSteps));
    QCOMPARE(model->side(ComparisonModel::A).title, readJson(system).value(QStringLiteral("title")).toString());
    for (int row = 0; row < model->rowCount(); ++row) {
        for (auto side : { ComparisonModel::A, ComparisonModel::B }) {
            const RequestRecord &r = model->side(side).requests.at(row);
            QCOMPARE(r.index, row);
            QVERIFY(r.finished && !r.failed);
            QVERIFY(r.tokens > 0);
            QCOMPARE(model->promptTokens(side, row), r.tokens);
            QVERIFY(model->sharedPrefixTokens(side, row) <= r.tokens);
        }
    }
    QCOMPARE(model->sharedPrefixTokens(ComparisonModel::A, 0), 0);
    // The stakeholder picture: tool-result materialisation keeps the longer cacheable prefix.
    const qint64 systemShared = model->totalSharedPrefixTokens(ComparisonModel::A);
    const qint64 toolShared = model->totalSharedPrefixTokens(ComparisonModel::B);
    qInfo("cacheable prefix: system %lld, tool results %lld tokens", systemShared, toolShared);
    QVERIFY(toolShared > systemShared);
}

void TestUiDemo::comparisonViewFillsChartAndTable()
{
    ComparisonView view;
    view.resize(1000, 700);
    view.show();
    QSignalSpy finished(view.comparison(), &ScenarioComparison::finished);
    QVERIFY(view.compare(
        scenarioPath(QStringLiteral("trpc-go-system.json")), scenarioPath(QStringLiteral("minimal-load-skill.json"))));
    QVERIFY(finished.wait(60000));
    const int minimalSteps = int(readJson(scenarioPath(QStringLiteral("minimal-load-skill.json")))
                                     .value(QStringLiteral("steps"))
                                     .toArray()
                                     .size());
    QCOMPARE(view.comparison()->model()->requestCount(ComparisonModel::B), minimalSteps);
    // Rows beyond the shorter timeline show a dash for the missing side.
    QCOMPARE(view.comparison()
                 ->model()
                 ->data(view.comparison()->model()->index(minimalSteps, ComparisonModel::PromptB))
                 .toString(),
        QStringLiteral("—"));
}

// A replay's responses stream in the scenario's chunks and delays; instant responses arrive in one piece, for the
// replay a controller steps now (the window's) and for every later one.
void TestUiDemo::instantResponsesDropTheStreamingPace()
{
    Scenario scenario;
    scenario.steps << ScenarioStep();
    scenario.steps.last().text = QString(100, QLatin1Char('x'));
    scenario.steps.last().chunkChars = 10;
    scenario.steps.last().delayMs = 40;
    ChatRequest request;
    request.body = R"({"messages":[{"role":"user","content":"hi"}],"stream":true})";
    {
        ScriptedProvider paced(scenario);
        QSignalSpy deltas(&paced, &ChatProvider::textDelta);
        QSignalSpy finished(&paced, &ChatProvider::finished);
        paced.start(request);
        QVERIFY(finished.wait(10000));
        QCOMPARE(deltas.size(), 10);
    }
    ScriptedProvider instant(scenario);
    instant.setInstant(true);
    QSignalSpy deltas(&instant, &ChatProvider::textDelta);
    QSignalSpy finished(&instant, &ChatProvider::finished);
    instant.start(request);
    QVERIFY(finished.wait(10000));
    QCOMPARE(deltas.size(), 1);
    QCOMPARE(deltas.first().first().toString(), scenario.steps.last().text);

    DemoController controller;
    QString error;
    QVERIFY2(controller.load(scenarioPath(QStringLiteral("trpc-go-system.json")), &error), qPrintable(error));
    QVERIFY(!controller.scriptedProvider()->isInstant());
    controller.setInstantResponses(true); // the replay already attached
    QVERIFY(controller.scriptedProvider()->isInstant());
    QVERIFY2(controller.load(scenarioPath(QStringLiteral("minimal-load-skill.json")), &error), qPrintable(error));
    QVERIFY(controller.scriptedProvider()->isInstant()); // and the next one
    controller.setInstantResponses(false);
    QVERIFY(!controller.scriptedProvider()->isInstant());
}

void TestUiDemo::controllerStepsOneResponseAtATime()
{
    DemoController controller;
    controller.setInstantResponses(true);
    QSignalSpy loops(&controller, &DemoController::loopChanged);
    QString error;
    QVERIFY2(controller.load(scenarioPath(QStringLiteral("trpc-go-system.json")), &error), qPrintable(error));
    QCOMPARE(loops.size(), 1);
    QVERIFY(controller.loop());
    const int total = controller.totalSteps();
    QVERIFY(total >= 3);
    QCOMPARE(controller.stepsCompleted(), 0);
    QCOMPARE(controller.scriptedProvider()->nextStep(), 0); // nothing is sent before the first step

    QSignalSpy stepFinished(&controller, &DemoController::stepFinished);
    QSignalSpy done(&controller, &DemoController::finished);
    for (int step = 0; step < 2; ++step) {
        controller.nextStep();
        QVERIFY(stepFinished.wait(30000));
        QCOMPARE(stepFinished.last().first().toInt(), step);
        QCOMPARE(controller.stepsCompleted(), step + 1);
        // The next request is built and held: nothing more reaches the scripted provider until nextStep().
        QTRY_VERIFY_WITH_TIMEOUT(controller.isWaiting(), 30000);
        QCOMPARE(controller.scriptedProvider()->nextStep(), step + 1);
        QCOMPARE(int(controller.loop()->session().requests.size()), step + 2);
        QCOMPARE(stepFinished.size(), step + 1);
    }
    // Auto-play without pause runs the rest to the end.
    controller.setPaceMs(0);
    controller.play();
    QVERIFY(controller.isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(!done.isEmpty(), 60000);
    QCOMPARE(controller.stepsCompleted(), total);
    QCOMPARE(stepFinished.size(), total);
    QCOMPARE(controller.scriptedProvider()->stepsLeft(), 0);
    QVERIFY(controller.isFinished());
    QVERIFY(!controller.isPlaying());
}

void TestUiDemo::presentationBarDrivesController()
{
    PresentationBar bar;
    DemoController controller;
    controller.setInstantResponses(true);
    QVERIFY(controller.load(scenarioPath(QStringLiteral("minimal-load-skill.json"))));
    bar.setController(&controller);
    QToolButton *next = nullptr;
    for (QToolButton *button : bar.findChildren<QToolButton *>()) {
        if (button->text() == PresentationBar::tr("Next step"))
            next = button;
    }
    QVERIFY(next && next->isEnabled());
    QCOMPARE(controller.paceMs(), PresentationBar::paceChoices().at(1));
    QSignalSpy stepFinished(&controller, &DemoController::stepFinished);
    next->click();
    QVERIFY(stepFinished.wait(30000));
    QCOMPARE(controller.stepsCompleted(), 1);

    QSignalSpy toggled(&bar, &PresentationBar::presentationModeToggled);
    bar.setPresentationMode(true);
    QCOMPARE(toggled.size(), 1);
    QCOMPARE(toggled.first().first().toBool(), true);
    QVERIFY(bar.isPresentationMode());
}

void TestUiDemo::presentationFontScalesAndRestores()
{
    QWidget root;
    QFont base = root.font();
    base.setPointSizeF(10);
    root.setFont(base);
    applyPresentationFont(&root, true, 1.5);
    QCOMPARE(root.font().pointSizeF(), 15.0);
    applyPresentationFont(&root, true, 1.5); // idempotent
    QCOMPARE(root.font().pointSizeF(), 15.0);
    applyPresentationFont(&root, false);
    QCOMPARE(root.font().pointSizeF(), 10.0);
    applyPresentationFont(&root, false);
    QCOMPARE(root.font().pointSizeF(), 10.0);
}

QTEST_MAIN(TestUiDemo)
#include "tst_ui_demo.moc"
