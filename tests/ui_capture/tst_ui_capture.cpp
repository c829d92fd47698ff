// The Capture page: its endpoint against a loopback fake upstream, a Claude Code request sent through it with
// QNetworkAccessManager, the live Requests table, the skills panel (observed against predicted, the client's own
// skills, the loads), the copy lines, save and export; and the page in the main window at 1366x768 in English,
// zh_CN and dark (and 1920x1080), grabbed to PNGs in <build>/screenshots/ with no key column elided.
#include "capture/captureanalysis.h"
#include "capture/captureconnect.h"
#include "capture/captureconnectpanel.h"
#include "capture/captureendpoint.h"
#include "capture/capturelaunchpanel.h"
#include "capture/captureloadtimeline.h"
#include "capture/capturepage.h"
#include "capture/capturerequestdetails.h"
#include "capture/capturerequestsmodel.h"
#include "capture/captureskillsmodel.h"
#include "capture/captureskillspanel.h"
#include "common/backgroundpool.h"
#include "fakemodelserver.h"
#include "inspector/longlinetextview.h"
#include "inspector/segmentsmodel.h"
#include "inspector/transportview.h"
#include "messageboxanswer.h"
#include "repository/skillindex.h"
#include "session/requestrecord.h"
#include "settings/filedialogs.h"
#include "settings/settings.h"
#include "shell/mainwindow.h"
#include "shell/translations.h"
#include "testfiles.h"
#include "theme/theme.h"
#include "wirestreams.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFontDatabase>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QtTest>

using namespace sw;
using namespace sw::ui;
using namespace sw::test;

namespace {

const QByteArray kClientKey = "sk-ant-capture-ui-secret-4711";

QByteArray claudeCodeBody()
{
    const QString system = QStringLiteral(
        "# Environment\nFacts about the machine.\n\nSkills for the Skill tool:\n\n"
        "- alpha: Alpha description.\n- beta-folder (beta): Beta desc cut\u2026\n- gamma\n- colon: Use when: strict "
        "YAML refuses this\n- own-builtin: The client's own skill.\n\nA date line.");
    const QJsonObject body { { "model", "claude-opus-5-5" }, { "max_tokens", 100 }, { "stream", true },
        { "system", QJsonArray { QJsonObject { { "type", "text" }, { "text", "Identity." } } } },
        { "messages",
            QJsonArray {
                QJsonObject { { "role", "user" },
                    { "content",
                        QJsonArray { QJsonObject { { "type", "text" }, { "text", "Tell me about alpha." } } } } },
                QJsonObject { { "role", "system" },
                    { "content", QJsonArray { QJsonObject { { "type", "text" }, { "text", system } } } } } } },
        { "tools", QJsonArray { QJsonObject { { "name", "Skill" }, { "input_schema", QJsonObject() } } } } };
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

// Sends the request as Claude Code would and waits for the whole answer.
QNetworkReply *sendAsClaudeCode(QNetworkAccessManager &network, const QUrl &endpoint)
{
    QNetworkRequest request(QUrl(endpoint.toString() + QStringLiteral("/v1/messages?beta=true")));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
    request.setRawHeader("User-Agent", "claude-cli/2.1.328 (external, sdk-cli)");
    request.setRawHeader("x-api-key", kClientKey);
    request.setRawHeader("anthropic-version", "2023-06-01");
    return network.post(request, claudeCodeBody());
}

QString cell(const QAbstractItemModel *model, int row, int column)
{
    return model->index(row, column).data().toString();
}

} // namespace

class TestUiCapture : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void linesAndCopy();
    void proxyInTheEnvironment();
    void keyboard();
    void heightGoesWhereItIsRead();
    void loadTimeline();
    void requestFillsTableAndSkills();
    void longLinesShowBrokenAndCopyExact();
    void longTextsAreMadeReadyOnAWorker();
    void largeBodiesShownWhole();
    void unreachableUpstream();
    void badOptionsSayWhy();
    void unsavedCaptureIsNotDroppedUnasked();
    void choicesRestoredAtTheNextStart();
    void screenshots_data();
    void screenshots();

private:
    void capture(CapturePage *page, FakeModelServer &upstream);
    QString skillMd(const QString &folder) const { return QDir(m_root).filePath(folder + QStringLiteral("/SKILL.md")); }

    QTemporaryDir m_dir;
    QString m_root;
    SkillIndexPtr m_index;
};

void TestUiCapture::initTestCase()
{
    QVERIFY(m_dir.isValid());
    installTranslations(QStringLiteral("en")); // the English plurals, as the program loads them at start-up
    qputenv("SW_RECOVERY_DIR", (m_dir.path() + QStringLiteral("/recovery")).toUtf8());
    m_root = QDir(m_dir.path()).canonicalPath() + QStringLiteral("/skills");
    auto write = [this](const QString &folder, const QByteArray &text) {
        QDir().mkpath(m_root + QLatin1Char('/') + folder);
        QFile f(skillMd(folder));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    };
    write(QStringLiteral("alpha"), "---\nname: alpha\ndescription: Alpha description.\n---\nAlpha body.\n");
    write(QStringLiteral("beta-folder"), "---\nname: beta\ndescription: Beta desc cut short here\n---\nBeta body.\n");
    write(QStringLiteral("gamma"), "---\nname: gamma\ndescription: Gamma has a description.\n---\nGamma body.\n");
    write(QStringLiteral("delta"), "---\nname: delta\ndescription: Delta is never listed.\n---\nDelta body.\n");
    write(QStringLiteral("colon"), "---\nname: colon\ndescription: Use when: strict YAML refuses this\n---\nBody.\n");
    m_index = scanRoots({ { m_root, QStringLiteral("test"), RootScope::Custom } });
    QCOMPARE(m_index->size(), 5);
}

void TestUiCapture::capture(CapturePage *page, FakeModelServer &upstream)
{
    upstream.enqueue(FakeResponse::stream(anthropicAnswer({}, { { "Skill", R"({"skill":"alpha"})" } })));
    page->setSkillIndex(m_index);
    page->setUpstreamText(upstream.baseUrl());
    QVERIFY(page->startEndpoint());
    QNetworkAccessManager network;
    QNetworkReply *reply = sendAsClaudeCode(network, page->endpointUrl());
    QSignalSpy done(reply, &QNetworkReply::finished);
    QVERIFY(done.wait(20000));
    QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
    reply->deleteLater();
    QTRY_COMPARE_WITH_TIMEOUT(page->analysis()->requests().size(), qsizetype(1), 20000);
    QTRY_VERIFY(page->requestsModel()->index(0, 0).data(CaptureRequestsModel::DecodedRole).toBool());
    QTRY_COMPARE(page->skillsPanel()->skillsModel()->rowCount(), 5);
}

void TestUiCapture::linesAndCopy()
{
    CapturePage page;
    page.show();
    QVERIFY(!page.connectPanel()->copyButton(QStringLiteral("claude-code"))->isEnabled()); // stopped: nothing to copy
    // Stopped, the lines still read whole, with the port to come.
    QCOMPARE(page.connectPanel()->lineText("claude-code"),
        QStringLiteral("ANTHROPIC_BASE_URL=http://127.0.0.1:PORT claude"));
    QVERIFY(page.connectPanel()->lineText("codex").contains(QStringLiteral("base_url = \"http://127.0.0.1:PORT/v1\"")));
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    page.setUpstreamText(upstream.baseUrl());
    QCOMPARE(page.listenField()->text(), QStringLiteral("127.0.0.1:0")); // loopback by default
    QVERIFY(page.startEndpoint());
    const QString url = page.endpointUrl().toString();
    QVERIFY(url.startsWith(QStringLiteral("http://127.0.0.1:")));
    QVERIFY(page.urlLabel()->text().contains(url));
    QCOMPARE(page.startButton()->text(), QStringLiteral("Stop"));

    CaptureConnectPanel *lines = page.connectPanel();
    QCOMPARE(lines->lineIds(), (QStringList { "claude-code", "codex", "opencode", "openai", "gemini-cli" }));
    QCOMPARE(lines->lineText("claude-code"), QStringLiteral("ANTHROPIC_BASE_URL=%1 claude").arg(url));
    QCOMPARE(lines->lineText("openai"), QStringLiteral("OPENAI_BASE_URL=%1/v1").arg(url));
    QCOMPARE(lines->lineText("gemini-cli"), QStringLiteral("GOOGLE_GEMINI_BASE_URL=%1 gemini").arg(url));
    const QString codex = lines->lineText("codex");
    QVERIFY(codex.contains(QStringLiteral("model_provider = \"capture\"")));
    QVERIFY(codex.contains(QStringLiteral("[model_providers.capture]")));
    QVERIFY(codex.contains(QStringLiteral("base_url = \"%1/v1\"").arg(url)));
    QVERIFY(codex.contains(QStringLiteral("wire_api = \"responses\"")));
    const QJsonObject opencode = QJsonDocument::fromJson(lines->lineText("opencode").toUtf8()).object();
    QCOMPARE(opencode.value("provider")["capture"]["options"]["baseURL"].toString(), url + QStringLiteral("/v1"));
    QCOMPARE(opencode.value("model").toString(), QStringLiteral("capture/gpt-5"));

    // The Gemini CLI line says what else it needs (its settings must select the API key).
    const auto *geminiLine = page.findChild<QPlainTextEdit *>(QStringLiteral("captureLine-gemini-cli"));
    QVERIFY(geminiLine);
    QVERIFY(geminiLine->toolTip().contains(QStringLiteral("Invalid auth method selected.")));
    QVERIFY(geminiLine->toolTip().contains(QStringLiteral("gemini-api-key")));

    // One click copies each exactly.
    for (const QString &id : lines->lineIds()) {
        QPushButton *copy = lines->copyButton(id);
        QVERIFY(copy->isEnabled());
        QTest::mouseClick(copy, Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), lines->lineText(id));
    }

    page.stopEndpoint();
    QTRY_VERIFY(!page.isRunning());
    QCOMPARE(page.startButton()->text(), QStringLiteral("Start"));
    QVERIFY(!lines->copyButton(QStringLiteral("codex"))->isEnabled());
    QCOMPARE(lines->lineText("gemini-cli"), QStringLiteral("GOOGLE_GEMINI_BASE_URL=http://127.0.0.1:PORT gemini"));
}

// The page without a mouse: Alt+U and Alt+L reach the upstream and the address, Return in the address starts the
// endpoint, Ctrl+Return stops and starts it, Alt+P reaches the prompt and Return there launches (here: no client is
// found, so nothing starts and nothing breaks).
void TestUiCapture::keyboard()
{
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    CapturePage page;
    page.resize(1200, 700);
    page.setUpstreamText(upstream.baseUrl());
    page.show();
    page.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&page));
    QTest::keyClick(&page, Qt::Key_U, Qt::AltModifier);
    QTRY_COMPARE(QApplication::focusWidget(), page.presetBox());
    QTest::keyClick(&page, Qt::Key_L, Qt::AltModifier);
    QTRY_COMPARE(QApplication::focusWidget(), page.listenField());
    QTest::keyClick(page.listenField(), Qt::Key_Return);
    QTRY_VERIFY(page.isRunning());
    QVERIFY(page.startButton()->toolTip().contains(QStringLiteral("Ctrl+Return")));
    QTest::keyClick(page.listenField(), Qt::Key_Return); // running: Return does not start it twice or stop it
    QVERIFY(page.isRunning());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return, Qt::ControlModifier);
    QTRY_VERIFY(!page.isRunning());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return, Qt::ControlModifier);
    QTRY_VERIFY(page.isRunning());
    QTest::keyClick(&page, Qt::Key_P, Qt::AltModifier);
    QTRY_COMPARE(QApplication::focusWidget(), page.launchPanel()->promptField());
    page.stopEndpoint();
    QTRY_VERIFY(!page.isRunning());
}

// The launched client's output is six lines at least, and on a tall window it takes what the Connect tab has left
// (it stayed six lines under half a screen of nothing at 1920x1080).
void TestUiCapture::heightGoesWhereItIsRead()
{
    CapturePage page;
    page.resize(1200, 560);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    const QPlainTextEdit *output = page.launchPanel()->findChild<QPlainTextEdit *>();
    QVERIFY(output);
    const int sixLines = output->fontMetrics().lineSpacing() * 6;
    QTRY_VERIFY(output->height() >= sixLines);
    const int small = output->height();
    page.resize(1200, 1000);
    QTRY_VERIFY2(output->height() >= small + 220, // most of the 440 pixels more
        qPrintable(QStringLiteral("%1 -> %2").arg(small).arg(output->height())));
    // Nothing below it: its bottom is the tab's, less the margins.
    const QWidget *tab = page.launchPanel()->parentWidget();
    QVERIFY(tab->height() - output->mapTo(tab, QPoint(0, output->height())).y() < 24);

    // Too short for all of it: the tab scrolls, its parts keep their heights and do not overlap.
    page.resize(1200, 420);
    const QWidget *connect = page.connectPanel();
    QTRY_VERIFY(
        page.launchPanel()->mapTo(tab, QPoint(0, 0)).y() >= connect->mapTo(tab, QPoint(0, connect->height())).y());
    QVERIFY(connect->height() >= connect->minimumSizeHint().height());
    QVERIFY(output->height() >= sixLines);
    page.resize(1200, 1000);

    // The Requests tab: the table keeps two fifths of it, whatever the details ask for.
    page.tabs()->setCurrentIndex(1);
    const QWidget *split = page.requestsView()->parentWidget();
    QTRY_VERIFY(split->isVisible());
    QTRY_VERIFY2(page.requestsView()->height() >= split->height() * 35 / 100,
        qPrintable(QStringLiteral("%1 of %2").arg(page.requestsView()->height()).arg(split->height())));
}

// The loads' strip: a slot per exchange in request order, coloured per client with a legend; a flag per load over the
// exchange whose answer made the call, its name on a label where labels do not overlap (else in the tooltip); the
// tooltip names the exchange, its client, the loads it made and the bodies it sent back.
void TestUiCapture::loadTimeline()
{
    CaptureLoadTimeline timeline;
    timeline.resize(600, timeline.sizeHint().height());
    timeline.show();
    QVERIFY(QTest::qWaitForWindowExposed(&timeline));
    const QString claude = QStringLiteral("Claude Code 2.1.328");
    const QString codex = QStringLiteral("Codex 0.169.0");
    timeline.setData({ { 1, claude }, { 2, claude }, { 3, codex }, { 4, codex } },
        { { 1, 2, false, QStringLiteral("alpha"), QStringLiteral("tool:Skill") },
            { 3, 4, true, QStringLiteral("beta"), QStringLiteral("shell:exec_command") } });
    QCOMPARE(timeline.legend(), QStringList({ claude, codex }));
    int previous = -1;
    for (int n = 1; n <= 4; ++n) {
        const QRect slot = timeline.slotRect(n);
        QVERIFY(!slot.isEmpty());
        QVERIFY(slot.left() > previous);
        QVERIFY(timeline.rect().contains(slot));
        QCOMPARE(timeline.exchangeAt(slot.center()), n);
        previous = slot.right();
    }
    QVERIFY(timeline.slotRect(5).isEmpty());
    const QList<QRect> labels = timeline.labelRects();
    QCOMPARE(labels.size(), 2);
    for (int i = 0; i < 2; ++i) {
        QVERIFY(!labels.at(i).isEmpty());
        QVERIFY(timeline.rect().contains(labels.at(i)));
        QVERIFY(labels.at(i).bottom() < timeline.slotRect(1).top()); // above the strip
        QVERIFY(std::abs(labels.at(i).left() - timeline.slotRect(i == 0 ? 1 : 3).center().x()) < 8);
        QVERIFY(labels.at(i).width() > timeline.fontMetrics().horizontalAdvance(i == 0 ? "alpha" : "beta"));
    }
    QVERIFY(timeline.toolTipFor(1).startsWith(QStringLiteral("Request 1 · Claude Code 2.1.328")));
    QVERIFY(timeline.toolTipFor(1).contains(QStringLiteral("loads alpha (tool:Skill)")));
    QVERIFY(timeline.toolTipFor(2).contains(QStringLiteral("Sends back the body of alpha.")));
    QVERIFY(timeline.toolTipFor(4).contains(QStringLiteral("Sends back an error for beta.")));
    QSignalSpy activated(&timeline, &CaptureLoadTimeline::exchangeActivated);
    QTest::mouseClick(&timeline, Qt::LeftButton, {}, timeline.slotRect(3).center());
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.first().first().toInt(), 3);
    QTest::mouseClick(&timeline, Qt::LeftButton, {}, QPoint(2, timeline.height() - 2)); // not on a slot
    QCOMPARE(activated.size(), 1);

    // Loads on every exchange of a narrow strip: no two labels overlap; those that found no room keep their flag
    // and their name is in the tooltip.
    QList<CaptureLoadTimeline::Exchange> many;
    QList<CaptureLoadTimeline::Load> loads;
    for (int n = 1; n <= 10; ++n) {
        many.append({ n, claude });
        loads.append({ n, 0, false, QStringLiteral("skill-number-%1").arg(n), QStringLiteral("tool:Skill") });
    }
    timeline.resize(300, timeline.height());
    timeline.setData(many, loads);
    const QList<QRect> placed = timeline.labelRects();
    QCOMPARE(placed.size(), 10);
    int shown = 0;
    for (int i = 0; i < placed.size(); ++i) {
        if (placed.at(i).isEmpty()) {
            QVERIFY(timeline.toolTipFor(i + 1).contains(loads.at(i).skill));
            continue;
        }
        ++shown;
        QVERIFY(timeline.rect().contains(placed.at(i)));
        for (int j = 0; j < i; ++j)
            QVERIFY2(!placed.at(i).intersects(placed.at(j)), qPrintable(QStringLiteral("%1 and %2").arg(i).arg(j)));
    }
    QVERIFY(shown >= 2 && shown < 10);

    // Presentation mode's larger font: the labels are measured again and the strip asks for more height.
    timeline.resize(600, timeline.height());
    timeline.setData({ { 1, claude } }, { { 1, 0, false, QStringLiteral("alpha"), QStringLiteral("tool:Skill") } });
    const int labelWidth = timeline.labelRects().value(0).width();
    const int hintHeight = timeline.sizeHint().height();
    QFont larger = timeline.font();
    larger.setPointSizeF(larger.pointSizeF() * 1.6);
    timeline.setFont(larger);
    QVERIFY(timeline.labelRects().value(0).width() > labelWidth);
    QVERIFY(timeline.sizeHint().height() > hintHeight);
    timeline.setFont(QFont());

    // A thousand exchanges: every slot at least a pixel, inside the strip, found again under the mouse.
    many.clear();
    for (int n = 1; n <= 1000; ++n)
        many.append({ n, n % 2 ? claude : codex });
    timeline.resize(1200, timeline.height());
    timeline.setData(many, {});
    for (int n : { 1, 2, 499, 500, 999, 1000 }) {
        const QRect slot = timeline.slotRect(n);
        QVERIFY(slot.width() >= 1 && timeline.rect().contains(slot));
        QCOMPARE(timeline.exchangeAt(QPoint(slot.left(), slot.center().y())), n);
    }
}

void TestUiCapture::proxyInTheEnvironment()
{
    // A user behind a proxy: the page says which variable would send a pasted client's requests to the proxy, and a
    // client the page starts gets the endpoint's host added to NO_PROXY (the user's own entries kept).
    qputenv("HTTPS_PROXY", "http://proxy.corp.example:3128");
    qputenv("NO_PROXY", "corp.example");
    const auto unset = qScopeGuard([] { // also when a check fails
        qunsetenv("HTTPS_PROXY");
        qunsetenv("NO_PROXY");
    });
    CapturePage page;
    page.show();
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    page.setUpstreamText(upstream.baseUrl());
    QVERIFY(page.startEndpoint());
    QLabel *notice = page.connectPanel()->proxyNotice();
    QVERIFY(notice->isVisible());
    QVERIFY2(notice->text().contains(QStringLiteral("HTTPS_PROXY")), qPrintable(notice->text()));
    QVERIFY2(notice->text().contains(QStringLiteral("NO_PROXY=\"$NO_PROXY,127.0.0.1\"")), qPrintable(notice->text()));
    ClientCommand own = captureOwnHomeCommand(
        AgentClient::ClaudeCode, QStringLiteral("claude"), page.endpointUrl(), QStringLiteral("hi"));
    QCOMPARE(own.environment.value(QStringLiteral("NO_PROXY")), QStringLiteral("corp.example,127.0.0.1"));
    QCOMPARE(own.environment.value(QStringLiteral("no_proxy")), QStringLiteral("corp.example,127.0.0.1"));

    // A remote upstream is reached through the environment's proxy, and the page says so.
    page.stopEndpoint();
    QTRY_VERIFY(!page.isRunning());
    page.setUpstreamText(QStringLiteral("https://api.example.invalid/v1"));
    QVERIFY(page.startEndpoint());
    bool said = false;
    for (const QLabel *label : page.findChildren<QLabel *>())
        said = said
            || (label->isVisible()
                && label->text().contains(
                    QStringLiteral("through the proxy proxy.corp.example:3128 (from HTTPS_PROXY)")));
    QVERIFY(said);
    // A proxy Qt cannot use (TLS to the proxy) is named as not used, as a problem, and requests go directly.
    page.stopEndpoint();
    QTRY_VERIFY(!page.isRunning());
    qputenv("HTTPS_PROXY", "https://proxy.corp.example:443");
    QVERIFY(page.startEndpoint());
    said = false;
    for (const QLabel *label : page.findChildren<QLabel *>())
        said = said
            || (label->isVisible() && label->text().contains(QStringLiteral("The proxy in HTTPS_PROXY is not used")));
    QVERIFY(said);

    // Without a proxy the environment is left as it is.
    qunsetenv("HTTPS_PROXY");
    qunsetenv("NO_PROXY");
    page.stopEndpoint();
    QTRY_VERIFY(!page.isRunning());
    QVERIFY(!notice->isVisible());
    own = captureOwnHomeCommand(
        AgentClient::ClaudeCode, QStringLiteral("claude"), QUrl(QStringLiteral("http://127.0.0.1:4321")), {});
    QVERIFY(!own.environment.contains(QStringLiteral("NO_PROXY")));
    QVERIFY(!own.environment.contains(QStringLiteral("no_proxy")));
}

void TestUiCapture::requestFillsTableAndSkills()
{
    {
        // The details' title: what to do with nothing selected, what is going on with an exchange not read yet.
        CaptureRequestDetails details;
        QVERIFY(details.title().startsWith(QStringLiteral("Select a request")));
        details.showRecord(nullptr, 3);
        QVERIFY2(details.title().startsWith(QStringLiteral("Request 3 is still running")), qPrintable(details.title()));
        // Its figures in the user's locale, the tokens too (they read "4470 tokens" beside "19,474 bytes").
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
        RequestRecord record;
        record.body = QByteArray(12345, 'x');
        record.tokens = 4470;
        details.showRecord(&record, 7);
        QCOMPARE(details.title(), QStringLiteral("Request 7: 12,345 bytes sent, 4,470 tokens."));
    }
    CapturePage page;
    page.resize(1280, 720);
    page.show();
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    capture(&page, upstream);

    // The upstream received the body as the client sent it, and the key (forwarded, never stored).
    QCOMPARE(upstream.requests().size(), 1);
    QCOMPARE(upstream.requests().first().body, claudeCodeBody());
    QCOMPARE(upstream.requests().first().headers.value("x-api-key"), kClientKey);

    // The Requests table: one row, decoded.
    const CaptureRequestsModel *rows = page.requestsModel();
    QCOMPARE(rows->rowCount(), 1);
    QCOMPARE(cell(rows, 0, CaptureRequestsModel::NumberColumn), QStringLiteral("1"));
    QCOMPARE(cell(rows, 0, CaptureRequestsModel::MethodColumn), QStringLiteral("POST"));
    QCOMPARE(cell(rows, 0, CaptureRequestsModel::PathColumn), QStringLiteral("/v1/messages"));
    QCOMPARE(cell(rows, 0, CaptureRequestsModel::StatusColumn), QStringLiteral("200"));
    QCOMPARE(cell(rows, 0, CaptureRequestsModel::ClientColumn), QStringLiteral("Claude Code 2.1.328"));
    QCOMPARE(cell(rows, 0, CaptureRequestsModel::ListingColumn), QStringLiteral("5 entries (1 the client's own)"));
    QVERIFY(cell(rows, 0, CaptureRequestsModel::TokensColumn).remove(QLatin1Char(',')).toInt() > 0);
    QVERIFY(!cell(rows, 0, CaptureRequestsModel::FirstByteColumn).isEmpty());
    QVERIFY(!cell(rows, 0, CaptureRequestsModel::TotalColumn).isEmpty());

    // Nothing is selected behind the user's back while exchanges arrive (showing a body costs the GUI thread);
    // opening the Requests tab selects the first exchange, which shows the body exactly as sent in the inspector's
    // views.
    QCOMPARE(page.tabs()->currentIndex(), int(CapturePage::ConnectTab));
    QVERIFY(!page.requestsView()->selectionModel()->hasSelection());
    page.tabs()->setCurrentIndex(CapturePage::RequestsTab);
    QCOMPARE(page.requestsView()->selectionModel()->selectedRows().value(0).row(), 0);
    QTRY_COMPARE(page.details()->shownNumber(), 1);
    QVERIFY(page.details()->title().startsWith(QStringLiteral("Request 1: ")));
    QCOMPARE(page.details()->requestText(), QString::fromUtf8(claudeCodeBody()));
    QVERIFY(page.details()->segmentsModel()->rowCount() > 0);
    // The Transport tab says whose headers these are: the client's, not the workbench's.
    QVERIFY(page.details()->transportView()->note().startsWith(QStringLiteral("Request headers as the client sent")));
    QVERIFY(page.details()->transportView()->detailsText().contains(QStringLiteral("claude-cli/")));

    // The skills panel: observed against predicted, differences flagged, the client's version named.
    QTRY_VERIFY(page.skillsPanel()->summary().contains(QStringLiteral("Claude Code 2.1.328")));
    const CaptureSkillsModel *skills = page.skillsPanel()->skillsModel();
    QHash<QString, int> rowOf;
    for (int r = 0; r < skills->rowCount(); ++r)
        rowOf.insert(cell(skills, r, CaptureSkillsModel::SkillColumn), r);
    const auto verdicts = [&](const QString &name) {
        const int r = rowOf.value(name, -1);
        return QStringList { cell(skills, r, CaptureSkillsModel::ObservedColumn),
            cell(skills, r, CaptureSkillsModel::PredictedColumn), cell(skills, r, CaptureSkillsModel::AgreeColumn) };
    };
    QCOMPARE(verdicts("alpha"), (QStringList { "full", "full", "agrees" }));
    QCOMPARE(verdicts("beta").first(), QStringLiteral("shortened by 11 characters"));
    QCOMPARE(verdicts("gamma"), (QStringList { "name only", "full", "differs" }));
    QCOMPARE(verdicts("delta").first(), QStringLiteral("absent"));
    QVERIFY(skills->index(rowOf.value("gamma"), 0).data(CaptureSkillsModel::DiffersRole).toBool());
    QVERIFY(!skills->index(rowOf.value("alpha"), 0).data(CaptureSkillsModel::DiffersRole).toBool());
    QVERIFY(skills->differences() >= 1);
    QVERIFY(page.skillsPanel()->summary().contains(QStringLiteral("otherwise than predicted")));
    // The client's own skill apart, and the load the answer made.
    QCOMPARE(page.skillsPanel()->builtinTable()->rowCount(), 1);
    QCOMPARE(page.skillsPanel()->builtinTable()->item(0, 0)->text(), QStringLiteral("own-builtin"));
    QTRY_COMPARE(page.skillsPanel()->loadsTable()->rowCount(), 1);
    QCOMPARE(page.skillsPanel()->loadsTable()->item(0, 1)->text(), QStringLiteral("alpha"));
    QCOMPARE(page.skillsPanel()->loadsTable()->item(0, 2)->text(), QStringLiteral("tool:Skill"));
    // The strip has every exchange and the load; a click on an exchange shows it in Requests.
    CaptureLoadTimeline *timeline = page.skillsPanel()->timeline();
    QTRY_COMPARE(timeline->exchangeCount(), int(page.analysis()->requests().size()));
    QCOMPARE(timeline->legend(), QStringList { QStringLiteral("Claude Code 2.1.328") });
    QCOMPARE(timeline->labelRects().size(), 1);
    const int loadRequest = page.skillsPanel()->loadsTable()->item(0, 0)->text().toInt();
    QVERIFY(timeline->toolTipFor(loadRequest).contains(QStringLiteral("loads alpha (tool:Skill)")));
    page.tabs()->setCurrentIndex(CapturePage::SkillsTab);
    QTRY_VERIFY(timeline->isVisible());
    QTest::mouseClick(timeline, Qt::LeftButton, {}, timeline->slotRect(loadRequest).center());
    QCOMPARE(page.tabs()->currentIndex(), int(CapturePage::RequestsTab));
    QCOMPARE(page.requestsView()->selectionModel()->selectedRows().value(0).row(),
        page.requestsModel()->rowOfNumber(loadRequest));

    // Save and export like a session: mode 0600, the client's key nowhere.
    page.stopEndpoint();
    QTRY_VERIFY(!page.isRunning());
    const QString saved = m_dir.filePath(QStringLiteral("capture.jsonl"));
    const QString html = m_dir.filePath(QStringLiteral("capture.html"));
    const QString har = m_dir.filePath(QStringLiteral("capture.har"));
    QString error;
    QVERIFY2(page.saveCapture(saved, &error), qPrintable(error));
    QVERIFY2(page.exportCapture(html, &error), qPrintable(error));
    QVERIFY2(page.exportCapture(har, &error), qPrintable(error));
    QVERIFY(!page.exportCapture(m_dir.filePath(QStringLiteral("capture.txt")), &error));
    QVERIFY(error.contains(QStringLiteral(".har")));
    for (const QString &path : { saved, html, har }) {
        QCOMPARE(QFile::permissions(path),
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser | QFileDevice::WriteUser);
        const QByteArray bytes = readFile(path);
        QVERIFY2(bytes.size() > 1000, qPrintable(path));
        QVERIFY2(!bytes.contains(kClientKey), qPrintable(path));
    }

    // The Save… and Export… buttons write on a worker; the page says when it is written.
    const QString viaButton = m_dir.filePath(QStringLiteral("button.jsonl"));
    const QString exportButton = m_dir.filePath(QStringLiteral("button.md"));
    QString answer = viaButton;
    setFileDialogResponder([&answer](const FileDialogRequest &) { return QStringList { answer }; });
    QSignalSpy status(&page, &CapturePage::statusMessage);
    page.findChild<QPushButton *>(QStringLiteral("captureSave"))->click();
    QTRY_VERIFY(!status.isEmpty() && status.last().first().toString().contains(QStringLiteral("saved")));
    answer = exportButton;
    page.findChild<QPushButton *>(QStringLiteral("captureExport"))->click();
    QTRY_VERIFY(status.last().first().toString().contains(QStringLiteral("exported")));
    setFileDialogResponder(nullptr);
    for (const QString &path : { viaButton, exportButton }) {
        QCOMPARE(QFile::permissions(path),
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser | QFileDevice::WriteUser);
        QVERIFY(!readFile(path).contains(kClientKey));
    }
    QCOMPARE(readFile(viaButton), readFile(saved));

    // Reopened, the capture is decoded again into the same table and verdicts.
    CapturePage reopened;
    reopened.setSkillIndex(m_index);
    QVERIFY2(reopened.openCapture(saved, &error), qPrintable(error));
    QTRY_COMPARE(reopened.analysis()->requests().size(), qsizetype(1));
    QTRY_COMPARE(cell(reopened.requestsModel(), 0, CaptureRequestsModel::ListingColumn),
        QStringLiteral("5 entries (1 the client's own)"));
    QTRY_COMPARE(reopened.skillsPanel()->skillsModel()->rowCount(), 5);
    // Its first exchange is shown below the table without a click.
    QTRY_COMPARE(reopened.details()->shownNumber(), 1);
    QCOMPARE(reopened.details()->requestText(), QString::fromUtf8(claudeCodeBody()));
}

void TestUiCapture::longLinesShowBrokenAndCopyExact()
{
    // A request is one long line of JSON: shown as lines broken after its `\n` escapes (or every 2,000 characters
    // without one), only the visible ones laid out; the text and any copy are exactly what was set.
    QString prompt;
    for (int i = 0; i < 300; ++i)
        prompt += QStringLiteral("Line %1 of the system prompt.\\n").arg(i);
    const QString noEscapes = QString(1999, QLatin1Char('x')) + QString::fromUtf8("\xF0\x9F\x98\x80") // one emoji
        + QString(600, QLatin1Char('y'));
    const QString text = QStringLiteral("{\"system\":\"") + prompt + QStringLiteral("\"}\nshort line\n") + noEscapes
        + QStringLiteral("\n");
    LongLineTextView view;
    view.resize(600, 300);
    view.show();
    view.setText(text);
    QCOMPARE(view.text(), text);
    QVERIFY2(view.brokenLines() >= 300, qPrintable(QString::number(view.brokenLines())));
    QVERIFY(view.document()->blockCount() > 300);
    for (QTextBlock b = view.document()->begin(); b.isValid(); b = b.next()) {
        QVERIFY(b.text().size() <= LongLineTextView::kLongLine);
        QVERIFY2(b.text().isEmpty() || !b.text().back().isHighSurrogate(), "a character cut in two");
    }
    QVERIFY(view.document()->findBlockByNumber(1).text().startsWith(QStringLiteral("Line 1 of")));
    // The whole text, a part across the view's breaks, and the clipboard: exact.
    view.selectAll();
    QCOMPARE(view.selectedExactText(), text);
    QTextCursor part(view.document());
    part.setPosition(5);
    part.setPosition(view.document()->findBlockByNumber(3).position() + 4, QTextCursor::KeepAnchor);
    view.setTextCursor(part);
    const QString expected = text.mid(5, text.indexOf(QStringLiteral("Line 3 of")) + 4 - 5);
    QCOMPARE(view.selectedExactText(), expected);
    view.selectAll();
    view.copy();
    QCOMPARE(QGuiApplication::clipboard()->text(), text);
    // A range of the exact text (a segment the inspector opens) selects across the breaks, and only those characters.
    const qsizetype from = text.indexOf(QStringLiteral("Line 2 of"));
    const qsizetype length = text.indexOf(QStringLiteral("Line 5 of")) + 4 - from;
    view.selectExact(from, length);
    QCOMPARE(view.selectedExactText(), text.mid(from, length));
    QCOMPARE(view.textCursor().selectionStart(), view.document()->findBlockByNumber(2).position());
    view.selectExact(text.indexOf(QStringLiteral("short line")), 5);
    QCOMPARE(view.selectedExactText(), QStringLiteral("short"));
    // Short lines are shown as they are.
    view.setText(QStringLiteral("a\nb"));
    QCOMPARE(view.brokenLines(), 0);
    QCOMPARE(view.toPlainText(), QStringLiteral("a\nb"));
}

void TestUiCapture::longTextsAreMadeReadyOnAWorker()
{
    // A body of kWorkerText characters or more (a request with thousands of skills) is made ready on a worker: the
    // view is empty with a note meanwhile, text() is exact at once, a selection asked for meanwhile is made once the
    // text is in view, and a later text wins over one still being made ready.
    QString prompt;
    for (int i = 0; prompt.size() < LongLineTextView::kWorkerText; ++i)
        prompt += QStringLiteral("Line %1 of a very long system prompt.\\n").arg(i);
    const QString text = QStringLiteral("{\"system\":\"") + prompt + QStringLiteral("\"}\n");
    LongLineTextView view;
    view.setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont)); // as the inspector's
    view.resize(600, 300);
    view.show();
    QSignalSpy shown(&view, &LongLineTextView::textShown);
    view.setText(QStringLiteral("the previous text"));
    QCOMPARE(shown.count(), 1); // a short text is in view at once
    view.setText(text);
    QVERIFY(view.isPreparing());
    QCOMPARE(view.text(), text);
    QVERIFY(view.toPlainText().isEmpty()); // not the previous text
    QVERIFY(view.placeholderText().contains(QLocale().toString(text.size())));
    const qsizetype from = text.indexOf(QStringLiteral("Line 2 of"));
    const qsizetype length = text.indexOf(QStringLiteral("Line 5 of")) + 4 - from;
    view.selectExact(from, length);
    QVERIFY(view.selectedExactText().isEmpty());
    QVERIFY(shown.wait(60000));
    QCOMPARE(shown.count(), 2);
    QVERIFY(!view.isPreparing());
    QVERIFY(view.placeholderText().isEmpty());
    QVERIFY2(view.brokenLines() >= 1000, qPrintable(QString::number(view.brokenLines())));
    QCOMPARE(view.document()->findBlockByNumber(2).text(), QStringLiteral("Line 2 of a very long system prompt.\\n"));
    QCOMPARE(view.selectedExactText(), text.mid(from, length));
    QCOMPARE(view.textCursor().selectionStart(), view.document()->findBlockByNumber(2).position());
    QCOMPARE(view.font(), view.document()->defaultFont()); // the view's font, as setPlainText would have kept it
    view.selectAll();
    view.copy();
    QCOMPARE(QGuiApplication::clipboard()->text(), text);

    // The document replaced is deleted in an event of its own, not while the next text is set.
    const QPointer<QTextDocument> previous = view.document();
    view.setText(QStringLiteral("short"));
    QVERIFY(previous);
    QVERIFY(view.document() != previous);
    QTRY_VERIFY(!previous);
    QCOMPARE(shown.count(), 3);
    // Two long texts in a row: only the second is shown, once.
    const QString second = QStringLiteral("second ") + text;
    view.setText(QStringLiteral("third ") + text);
    view.setText(second);
    QVERIFY(shown.wait(60000));
    QCOMPARE(shown.count(), 4);
    QVERIFY(view.toPlainText().startsWith(QStringLiteral("second {")));
    // A short text set while a long one is made ready is shown at once and stays.
    view.setText(QStringLiteral("fourth ") + text);
    view.setText(QStringLiteral("short"));
    QVERIFY(!view.isPreparing());
    QCOMPARE(view.toPlainText(), QStringLiteral("short"));
    QTRY_COMPARE_WITH_TIMEOUT(backgroundPool()->activeThreadCount(), 0, 60000); // the pool may run other work too
    QCoreApplication::processEvents(); // a finished worker's result, if it were still taken
    QCOMPARE(view.toPlainText(), QStringLiteral("short"));
    QCOMPARE(view.text(), QStringLiteral("short"));
    QCOMPARE(shown.count(), 5);
    // A view deleted while its text is made ready.
    auto *gone = new LongLineTextView;
    gone->setText(text);
    delete gone;
    QTRY_COMPARE_WITH_TIMEOUT(backgroundPool()->activeThreadCount(), 0, 60000); // the pool may run other work too
    QCoreApplication::processEvents();
}

void TestUiCapture::largeBodiesShownWhole()
{
    // A request of a large context (a megabyte of one-line JSON, its newest messages at the end) is shown whole in
    // the details, made ready on a worker; only a body over kShownBytes is cut, with a note saying how much is left.
    QByteArray body = "{\"messages\":[";
    for (int i = 0; body.size() < 1024 * 1024; ++i)
        body += "{\"role\":\"user\",\"content\":\"Turn " + QByteArray::number(i) + " of a long conversation.\"},";
    body += "{\"role\":\"user\",\"content\":\"the newest message\"}]}";
    RequestRecord record;
    record.body = body;
    record.finished = true;
    CaptureRequestDetails details;
    details.resize(900, 600);
    details.show();
    QSignalSpy shown(details.requestView(), &LongLineTextView::textShown);
    details.showRecord(&record, 1);
    QCOMPARE(details.requestText().toUtf8(), body);
    QVERIFY(details.requestView()->isPreparing());
    QVERIFY(shown.wait(60000));
    QVERIFY(details.requestView()->document()->lastBlock().text().endsWith(QStringLiteral("the newest message\"}]}")));

    record.body = QByteArray(CaptureRequestDetails::kShownBytes + 1234, 'x');
    details.showRecord(&record, 2);
    const QString cut = details.requestText();
    QVERIFY(cut.startsWith(QString(1000, QLatin1Char('x'))));
    QVERIFY2(cut.endsWith(QStringLiteral("1,234 more bytes (save or export the capture for the whole body)")),
        qPrintable(cut.right(80)));
    QCOMPARE(cut.indexOf(QStringLiteral("\n… ")), CaptureRequestDetails::kShownBytes);
    QVERIFY(shown.wait(60000));
}

void TestUiCapture::unreachableUpstream()
{
    CapturePage page;
    QTcpServer closed;
    QVERIFY(closed.listen(QHostAddress::LocalHost));
    const quint16 port = closed.serverPort();
    closed.close();
    page.setUpstreamText(QStringLiteral("http://127.0.0.1:%1/v1").arg(port));
    QVERIFY(page.startEndpoint());
    QNetworkAccessManager network;
    QNetworkReply *reply = sendAsClaudeCode(network, page.endpointUrl());
    QSignalSpy done(reply, &QNetworkReply::finished);
    QVERIFY(done.wait(20000));
    QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 502);
    reply->deleteLater();
    QTRY_COMPARE(cell(page.requestsModel(), 0, CaptureRequestsModel::StatusColumn).left(3), QStringLiteral("502"));
    QTRY_VERIFY(page.findChild<QLabel *>(QString(), Qt::FindChildrenRecursively) != nullptr);
    bool shown = false;
    for (const QLabel *label : page.findChildren<QLabel *>())
        shown = shown || label->text().contains(QStringLiteral("could not be reached"));
    QVERIFY(shown);
}

void TestUiCapture::badOptionsSayWhy()
{
    CapturePage page;
    page.setUpstreamText(QStringLiteral("ftp://example"));
    QVERIFY(!page.startEndpoint());
    page.setUpstreamText(QStringLiteral("http://127.0.0.1:9/v1"));
    page.listenField()->setText(QStringLiteral("nowhere"));
    QVERIFY(!page.startEndpoint());
    bool said = false;
    for (const QLabel *label : page.findChildren<QLabel *>())
        said = said || label->text().contains(QStringLiteral("HOST:PORT"));
    QVERIFY(said);
    QVERIFY(!page.isRunning());
}

void TestUiCapture::unsavedCaptureIsNotDroppedUnasked()
{
    CapturePage page;
    Settings settings(m_dir.filePath(QStringLiteral("unsaved.ini")));
    page.setSettings(&settings);
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    capture(&page, upstream);
    QCOMPARE(page.unsavedExchanges(), 1);
    page.stopEndpoint();
    QTRY_VERIFY(!page.isRunning());

    // Cancel keeps it: not cleared, not replaced by a new capture on Start.
    {
        MessageBoxAnswer cancel(QMessageBox::Cancel);
        page.clearCapture();
        QCOMPARE(cancel.shown, 1);
        QCOMPARE(cancel.text, QStringLiteral("The capture holds 1 exchange that is not saved. Save it first?"));
        QCOMPARE(page.requestsModel()->rowCount(), 1);
        QVERIFY(!page.startEndpoint());
        QCOMPARE(cancel.shown, 2);
        QVERIFY(!page.isRunning());
        QCOMPARE(page.analysis()->requests().size(), qsizetype(1));
        QVERIFY(!page.maybeSaveCapture());
    }

    // Save writes it where the user says; then nothing is asked and Clear clears.
    const QString path = m_dir.filePath(QStringLiteral("asked.jsonl"));
    setFileDialogResponder([&path](const FileDialogRequest &) { return QStringList { path }; });
    auto noResponder = qScopeGuard([] { setFileDialogResponder(nullptr); });
    {
        // A file that cannot be written: said in a box, the capture kept as unsaved.
        const QString target = QStringLiteral("/proc/sw-capture-test.jsonl"); // /proc takes no new file, even from root
        setFileDialogResponder([&target](const FileDialogRequest &) { return QStringList { target }; });
        MessageBoxAnswer save(QMessageBox::Save);
        MessageBoxAnswer ok(QMessageBox::Ok);
        QVERIFY(!page.maybeSaveCapture());
        QCOMPARE(ok.shown, 1);
        QVERIFY2(ok.text.startsWith(QStringLiteral("The capture was not saved:")), qPrintable(ok.text));
        QCOMPARE(page.unsavedExchanges(), 1);
        setFileDialogResponder([&path](const FileDialogRequest &) { return QStringList { path }; });
    }
    {
        MessageBoxAnswer save(QMessageBox::Save);
        QSignalSpy onTheWorker(&page, &CapturePage::written); // written as Save… writes it, off the GUI thread
        QVERIFY(page.maybeSaveCapture());
        QCOMPARE(onTheWorker.count(), 1);
        QCOMPARE(save.shown, 1);
        QCOMPARE(page.unsavedExchanges(), 0);
        QVERIFY(readFile(path).contains("Tell me about alpha."));
        page.clearCapture();
        QCOMPARE(save.shown, 1);
        QCOMPARE(page.requestsModel()->rowCount(), 0);

        // While the endpoint runs: Save stops it and saves what it captured.
        capture(&page, upstream);
        QVERIFY(page.isRunning());
        QFile::remove(path);
        QVERIFY(page.maybeSaveCapture());
        QVERIFY(save.text.startsWith(QStringLiteral("The endpoint is running, and the capture holds 1 exchange")));
        QVERIFY(!page.isRunning());
        QVERIFY(readFile(path).contains("Tell me about alpha."));

        // Saved with the Save… button, on its worker: nothing left to ask.
        page.startEndpoint(); // nothing unsaved: a new capture without a question
        QCOMPARE(save.shown, 2);
        QCOMPARE(page.requestsModel()->rowCount(), 0);
        page.stopEndpoint();
        QTRY_VERIFY(!page.isRunning());
        capture(&page, upstream);
        page.stopEndpoint();
        QTRY_VERIFY(!page.isRunning());
        QCOMPARE(page.unsavedExchanges(), 1);
        QSignalSpy written(&page, &CapturePage::written);
        page.findChild<QPushButton *>(QStringLiteral("captureSave"))->click();
        QVERIFY(written.wait(20000));
        QCOMPARE(page.unsavedExchanges(), 0);
        QCOMPARE(save.shown, 2);
    }

    // The window does not close on Cancel; Discard lets it close.
    MainWindow window(&settings);
    window.show();
    CapturePage *inWindow = window.capturePage();
    capture(inWindow, upstream);
    {
        MessageBoxAnswer cancel(QMessageBox::Cancel);
        QVERIFY(!window.close());
        QCOMPARE(cancel.shown, 1);
    }
    QVERIFY(inWindow->isRunning());
    MessageBoxAnswer discard(QMessageBox::Discard);
    QVERIFY(window.close());
    QCOMPARE(discard.shown, 1);
}

void TestUiCapture::choicesRestoredAtTheNextStart()
{
    const QString ini = m_dir.filePath(QStringLiteral("choices.ini"));
    QFile::remove(ini);
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    QTcpServer taken; // a free port, given back for the endpoint to listen on
    QVERIFY(taken.listen(QHostAddress::LocalHost));
    const QString listen = QStringLiteral("127.0.0.1:%1").arg(taken.serverPort());
    taken.close();
    {
        Settings settings(ini);
        CapturePage page;
        page.setSettings(&settings);
        QCOMPARE(page.presetBox()->currentData().toString(), QStringLiteral("anthropic")); // nothing kept yet
        page.setUpstreamText(upstream.baseUrl());
        page.listenField()->setText(listen);
        QVERIFY(page.startEndpoint());
        page.stopEndpoint();
        QTRY_VERIFY(!page.isRunning());
        settings.setCaptureClient(QStringLiteral("codex")); // as launching Codex from the page keeps it
    }
    {
        Settings settings(ini);
        CapturePage page;
        page.setSettings(&settings);
        QCOMPARE(page.presetBox()->currentData().toString(), QStringLiteral("custom"));
        QCOMPARE(page.upstreamText(), upstream.baseUrl());
        QCOMPARE(page.listenField()->text(), listen);
        auto *client = page.findChild<QComboBox *>(QStringLiteral("captureClient"));
        QVERIFY(client);
        QCOMPARE(client->currentText().left(5), QStringLiteral("Codex"));
        // A failed start keeps nothing; the scripted model, once it started, is offered next time.
        page.setUpstreamText(QStringLiteral("ftp://nowhere"));
        QVERIFY(!page.startEndpoint());
        QCOMPARE(settings.captureUpstreamUrl(), upstream.baseUrl());
        page.setScripted();
        page.listenField()->setText(QStringLiteral("127.0.0.1:0"));
        QVERIFY(page.startEndpoint());
        page.stopEndpoint();
        QTRY_VERIFY(!page.isRunning());
    }
    Settings settings(ini);
    CapturePage page;
    page.setSettings(&settings);
    QVERIFY(page.isScripted());
    QCOMPARE(page.listenField()->text(), QStringLiteral("127.0.0.1:0"));
}

void TestUiCapture::screenshots_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("dark");
    QTest::addColumn<QSize>("size");
    QTest::newRow("en") << QString() << false << QSize(1366, 768);
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << false << QSize(1366, 768);
    QTest::newRow("dark") << QString() << true << QSize(1366, 768);
    QTest::newRow("en-1920") << QString() << false << QSize(1920, 1080);
}

void TestUiCapture::screenshots()
{
    QFETCH(QString, language);
    QFETCH(bool, dark);
    QFETCH(QSize, size);
    installTranslations(language.isEmpty() ? QStringLiteral("en") : language);
    applyTheme(dark ? ThemeChoice::Dark : ThemeChoice::Light);
    QTemporaryDir dir;
    Settings settings(dir.path() + QStringLiteral("/settings.ini"));
    settings.setTheme(dark ? ThemeChoice::Dark : ThemeChoice::Light);
    MainWindow window(&settings);
    window.resize(size);
    window.setMode(Mode::Capture);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    CapturePage *page = window.capturePage();
    QVERIFY(page->isVisible());
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    capture(page, upstream);
    page->requestsView()->selectRow(0);

    const QString folder = QStringLiteral(SW_BINARY_DIR "/screenshots");
    QDir().mkpath(folder);
    const QString suffix = QTest::currentDataTag();
    const QStringList tabs { QStringLiteral("connect"), QStringLiteral("requests"), QStringLiteral("skills") };
    for (int t = 0; t < tabs.size(); ++t) {
        page->tabs()->setCurrentIndex(t);
        QTest::qWait(50); // one layout and repaint pass before grabbing
        const QImage image = window.grab().toImage();
        QVERIFY(image.save(folder + QStringLiteral("/capture-%1-%2.png").arg(tabs.at(t), suffix)));
    }

    // No key column of the Requests table is elided: each column is at least as wide as its header and texts.
    page->tabs()->setCurrentIndex(CapturePage::RequestsTab);
    QTest::qWait(20);
    QTableView *view = page->requestsView();
    const QFontMetrics metrics = view->fontMetrics();
    const QAbstractItemModel *model = view->model();
    for (const int column : { CaptureRequestsModel::NumberColumn, CaptureRequestsModel::MethodColumn,
             CaptureRequestsModel::PathColumn, CaptureRequestsModel::ClientColumn, CaptureRequestsModel::StatusColumn,
             CaptureRequestsModel::ListingColumn }) {
        const QString text = model->index(0, column).data().toString();
        QVERIFY2(view->columnWidth(column) >= metrics.horizontalAdvance(text) + 8,
            qPrintable(QStringLiteral("column %1 (%2) is %3 px for “%4”")
                           .arg(column)
                           .arg(model->headerData(column, Qt::Horizontal).toString())
                           .arg(view->columnWidth(column))
                           .arg(text)));
    }
    // The skills table shows its verdicts whole.
    page->tabs()->setCurrentIndex(CapturePage::SkillsTab);
    QTest::qWait(20);
    QTableView *skills = page->skillsPanel()->skillsView();
    for (int r = 0; r < skills->model()->rowCount(); ++r)
        for (int c = 0; c < CaptureSkillsModel::ColumnCount; ++c) {
            const QString text = skills->model()->index(r, c).data().toString();
            QVERIFY2(skills->columnWidth(c) >= skills->fontMetrics().horizontalAdvance(text) + 8, qPrintable(text));
        }
    page->stopEndpoint();
    QTRY_VERIFY(!page->isRunning());
    installTranslations(QStringLiteral("en"));
    applyTheme(ThemeChoice::Light);
}

QTEST_MAIN(TestUiCapture)
#include "tst_ui_capture.moc"
