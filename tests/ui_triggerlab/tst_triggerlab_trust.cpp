// Tests that the Trigger Lab says what is true (issue 22): importing a skill's evals/evals.json selects that skill;
// routing lines pasted into a one-skill set keep their skill out of the query; results computed from another set are
// marked out of date; a demo asks before it replaces the user's set and variants; a pause is called a rate limit only
// for a 429; the model typed for a preset survives switching away and back; "Endpoint…" opens the preset's settings;
// the status bar names the lab's provider and counts the lab profile's catalog while the lab is shown.
#include "agent/profile.h"
#include "chat/sessioncatalog.h"
#include "common/datapaths.h"
#include "settings/settings.h"
#include "shell/mainwindow.h"
#include "shell/statusfields.h"
#include "triggerlab/evalresultsmodel.h"
#include "triggerlab/evalsetmodel.h"
#include "triggerlab/evalsetpanel.h"
#include "triggerlab/triggerlabpage.h"
#include "triggerlab/variantlistmodel.h"

#include <QTabWidget>

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace sw;
using namespace sw::ui;

namespace {

QString demoScenario()
{
    return QDir(dataDirectory(DataKind::Scenarios)).filePath(QStringLiteral("triggerlab/data-report-trigger-lab.json"));
}

SkillSnapshotPtr bundledSkills()
{
    return SkillSnapshot::fromRoots({ dataDirectory(DataKind::Skills) });
}

bool runToEnd(TriggerLabPage &page)
{
    QSignalSpy running(&page, &TriggerLabPage::runningChanged);
    if (!page.run())
        return false;
    return QTest::qWaitFor([&] { return !running.isEmpty() && !running.last().first().toBool(); }, 60000);
}

} // namespace

class TestTriggerLabTrust : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void importedEvalsSelectTheirSkill();
    void staleResultsAndDemoLoadsSaySo();
    void pausesAreNamedForWhatTheyAre();
    void providerModelEndpointAndStatusBar();
    void statusBarCatalogIsTheLabProfiles();

private:
    QTemporaryDir m_dir;
};

void TestTriggerLabTrust::init()
{
    qputenv("SW_EVAL_CACHE_DIR", m_dir.filePath("cache").toUtf8());
    qputenv("SW_RECOVERY_DIR", m_dir.filePath("recovery").toUtf8());
}

void TestTriggerLabTrust::importedEvalsSelectTheirSkill()
{
    TriggerLabPage page;
    page.setSkills(bundledSkills());
    QVERIFY(page.selectSkill(QStringLiteral("data-report")));
    const QString evals = m_dir.filePath("python-math-evals.json");
    QFile f(evals);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"skill_name": "python-math", "evals": [{"id": 1, "prompt": "What is the mean of 3 7 9?"},
        {"id": 2, "prompt": "Median of 1 2 3 4?"}]})");
    f.close();
    QString error;
    QVERIFY2(page.setPanel()->importFile(evals, &error), qPrintable(error));
    QCOMPARE(page.currentSkill(), QStringLiteral("python-math")); // the set is evaluated against its own skill
    QCOMPARE(page.setModel()->rowCount(), 2);

    // Routing lines pasted into this one-skill set: the skill names are expectations, not part of the queries.
    page.setPanel()->pasteText(QStringLiteral("average of 2 and 4\tpython-math\nchart my sales\tdata-report\n"));
    const EvalSet set = page.setModel()->evalSet();
    QCOMPARE(set.cases.size(), 4);
    QCOMPARE(set.cases.at(2).query, QStringLiteral("average of 2 and 4"));
    QVERIFY(set.cases.at(2).shouldTrigger);
    QCOMPARE(set.cases.at(3).query, QStringLiteral("chart my sales"));
    QVERIFY(!set.cases.at(3).shouldTrigger);
}

void TestTriggerLabTrust::staleResultsAndDemoLoadsSaySo()
{
    TriggerLabPage page;
    page.setSkills(bundledSkills());
    QStringList asked;
    bool answer = false;
    page.setConfirmationPolicy([&](const QString &question) {
        asked << question;
        return answer;
    });
    // The user's own set and a variant: the demo asks before replacing them; "no" keeps everything.
    page.setPanel()->pasteText(QStringLiteral("my own query\nanother one\n"));
    page.variantsModel()->setVariant(QStringLiteral("B"), QStringLiteral("My own wording."));
    QString error;
    QVERIFY(!page.loadDemo(demoScenario(), false, &error));
    QCOMPARE(asked.size(), 1);
    QVERIFY(asked.first().contains(QStringLiteral("2 queries")) || asked.first().contains(QStringLiteral("(2")));
    QCOMPARE(page.setModel()->rowCount(), 2);
    QCOMPARE(page.variantsModel()->variants().last().description, QStringLiteral("My own wording."));
    answer = true;
    QVERIFY(page.loadDemo(demoScenario(), false, &error));
    QCOMPARE(asked.size(), 2);
    QCOMPARE(page.setModel()->rowCount(), 10);
    // Loading the demo again replaces nothing of the user's: no question.
    QVERIFY(page.loadDemo(demoScenario(), false, &error));
    QCOMPARE(asked.size(), 2);

    // Results computed from one set are marked out of date when the set changes afterwards.
    QVERIFY(runToEnd(page));
    QVERIFY(!page.resultsStale());
    // The two variants' recall intervals do not overlap (the terse description misses most queries): said so.
    QVERIFY2(page.comparisonLabel()->text().contains(QStringLiteral("recall: the 95% intervals do not overlap")),
        qPrintable(page.comparisonLabel()->text()));
    QVERIFY(!page.comparisonLabel()->isHidden());
    // Screenshots of the Variants and Matrix tabs at 1366x768 (<build>/screenshots/triggerlab-*.png), to look at.
    page.resize(1366, 768);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QDir().mkpath(QStringLiteral(SW_BINARY_DIR "/screenshots"));
    page.tabs()->setCurrentIndex(TriggerLabPage::VariantsTab);
    QVERIFY(page.grab().save(QStringLiteral(SW_BINARY_DIR "/screenshots/triggerlab-variants.png")));
    page.tabs()->setCurrentIndex(TriggerLabPage::ConfusionTab);
    QVERIFY(page.grab().save(QStringLiteral(SW_BINARY_DIR "/screenshots/triggerlab-matrix.png")));
    auto *title = page.findChild<QLabel *>(QStringLiteral("resultsTitle"));
    QVERIFY(title);
    QVERIFY(!title->text().contains(QStringLiteral("out of date")));
    page.setPanel()->pasteText(QStringLiteral("a new query\n"));
    QVERIFY(page.resultsStale());
    QVERIFY(title->text().contains(QStringLiteral("out of date")));
    QVERIFY(runToEnd(page)); // a new run is current again
    QVERIFY(!page.resultsStale());
    QVERIFY(!title->text().contains(QStringLiteral("out of date")));
}

void TestTriggerLabTrust::pausesAreNamedForWhatTheyAre()
{
    QVERIFY(TriggerLabPage::pauseText(3, QStringLiteral("HTTP 429: slow down")).contains(QStringLiteral("rate limit")));
    const QString refused = TriggerLabPage::pauseText(1, QStringLiteral("Connection refused"));
    QVERIFY2(!refused.contains(QStringLiteral("rate limit")), qPrintable(refused));
    QVERIFY(refused.contains(QStringLiteral("Connection refused")));
    QVERIFY(!TriggerLabPage::pauseText(2, QStringLiteral("HTTP 503: overloaded")).contains(QStringLiteral("rate")));
}

void TestTriggerLabTrust::providerModelEndpointAndStatusBar()
{
    Settings settings(m_dir.filePath("settings.ini"));
    MainWindow window(&settings);
    window.show();
    TriggerLabPage *lab = window.triggerLabPage();
    window.setMode(Mode::TriggerLab);
    QComboBox *providers = lab->providerBox();
    const int openai = providers->findData(QStringLiteral("preset:openai"));
    const int replay = providers->findData(QStringLiteral("scenario:"), Qt::UserRole, Qt::MatchStartsWith);
    QVERIFY(openai >= 0 && replay >= 0);
    // The model typed for a preset survives a switch to the replay and back.
    providers->setCurrentIndex(openai);
    lab->modelEdit()->setText(QStringLiteral("my-model-7b"));
    providers->setCurrentIndex(replay);
    QVERIFY(lab->modelEdit()->text().isEmpty());
    QVERIFY(!lab->endpointButton()->isEnabled());
    providers->setCurrentIndex(openai);
    QCOMPARE(lab->modelEdit()->text(), QStringLiteral("my-model-7b"));
    QCOMPARE(lab->providerStatus().model, QStringLiteral("my-model-7b"));
    // "Endpoint…" asks for that preset's settings (base URL, key, wire format).
    QVERIFY(lab->endpointButton()->isEnabled());
    QSignalSpy endpoint(lab, &TriggerLabPage::providerSettingsRequested);
    QString shownPreset;
    QTimer closer; // Preferences opens modally: look at it, then close it
    closer.setInterval(50);
    QObject::connect(&closer, &QTimer::timeout, &window, [&] {
        if (QWidget *dialog = QApplication::activeModalWidget()) {
            if (auto *preset = dialog->findChild<QComboBox *>(QStringLiteral("providerPreset")))
                shownPreset = preset->currentData().toString();
            dialog->close();
        }
    });
    closer.start();
    lab->endpointButton()->click();
    closer.stop();
    QCOMPARE(endpoint.size(), 1);
    QCOMPARE(shownPreset, QStringLiteral("openai")); // Preferences opens on the lab's preset
    QCOMPARE(endpoint.first().first().toString(), QStringLiteral("openai"));
    // The status bar names the lab's provider while the lab is shown, not the chat's replay.
    QLabel *status = window.statusFields()->providerLabel();
    QTRY_VERIFY(status->text().contains(QStringLiteral("my-model-7b")));
    QVERIFY(!status->text().contains(QStringLiteral("Replay")));
    // Its tooltip says whose provider it is: the lab's runs, not the chat session.
    QVERIFY2(status->toolTip().startsWith(QStringLiteral("Model provider of the Trigger Lab's runs")),
        qPrintable(status->toolTip()));
    window.setMode(Mode::Debug);
    QTRY_VERIFY(!status->text().contains(QStringLiteral("my-model-7b")));
    QVERIFY(status->toolTip().startsWith(QStringLiteral("Model provider of the current chat session")));
}

void TestTriggerLabTrust::statusBarCatalogIsTheLabProfiles()
{
    // The Author layout's dialect is codex, the lab's profile another: the status bar's catalog follows the layout
    // shown (it said trpc-go in the lab while the lab ran Claude Code).
    Settings settings(m_dir.filePath("settings.ini"));
    settings.setDialect(QStringLiteral("codex"));
    MainWindow window(&settings);
    window.show();
    QLabel *label = window.statusFields()->catalogLabel();
    TriggerLabPage *lab = window.triggerLabPage();
    window.setMode(Mode::TriggerLab);
    for (const QString &profile : { QStringLiteral("deepseek"), QStringLiteral("claude-code") }) {
        const int index = lab->profileBox()->findData(profile);
        QVERIFY2(index >= 0, qPrintable(profile));
        lab->profileBox()->setCurrentIndex(index);
        QString error;
        const auto found = findProfile(profile, &error);
        QVERIFY2(found, qPrintable(error));
        QTRY_VERIFY2_WITH_TIMEOUT(lab->catalog()->figure().valid && lab->catalog()->figure().profile == profile,
            qPrintable(lab->catalog()->figure().profile), 20000);
        QVERIFY(lab->catalog()->figure().tokens > 0);
        QTRY_VERIFY2(label->text().contains(QStringLiteral(" · ") + found->catalogDialect + QStringLiteral(" · ")),
            qPrintable(label->text() + QStringLiteral(" / ") + found->catalogDialect));
        QVERIFY2(label->text().contains(QLocale().toString(lab->catalog()->figure().tokens) + QLatin1Char(' ')),
            qPrintable(label->text()));
        QVERIFY(label->toolTip().contains(QStringLiteral("Trigger Lab's profile ") + profile));
    }
    window.setMode(Mode::Author);
    QTRY_VERIFY2(label->text().contains(QStringLiteral(" · codex · ")), qPrintable(label->text()));
    QVERIFY(!label->toolTip().contains(QStringLiteral("Trigger Lab")));
}

QTEST_MAIN(TestTriggerLabTrust)
#include "tst_triggerlab_trust.moc"
