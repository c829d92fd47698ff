// Tests of the wire formats in the window (docs/wire-formats.md): Preferences → Model provider shows and stores each
// preset's format (Anthropic, OpenAI (Responses), Google Gemini), "Test connection" speaks the format (its models URL
// and key header), the prompt-cache policy and the provider-count switch (off by default); a chat over Anthropic
// Messages from the panel with the inspector showing the format, the cache breakpoints and the provider's cache write /
// read beside the shared prefix; the cache policy changed in Preferences applies to the next request; Claude's count
// asked from the inspector only when enabled and with a key; a chat over Gemini with the gemini-cli profile and the
// cached tokens Gemini reports (cachedContentTokenCount) in the inspector; the status bar shows the format. Screenshots
// go to build/screenshots/wire-*.png.
#include "agentharness.h"
#include "chat/chatpanel.h"
#include "chatfixtures.h"
#include "fakemodelserver.h"
#include "inspector/promptcacheview.h"
#include "inspector/requestinspector.h"
#include "settings/providersettings.h"
#include "settings/providerstatus.h"
#include "settings/settings.h"
#include "shell/statusfields.h"
#include "shell/translations.h"
#include "theme/theme.h"
#include "wirestreams.h"

#include <QComboBox>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;
using namespace sw::ui;
using namespace sw::test;

namespace {
void setField(ProviderSettings &w, const QString &baseUrl, const QString &key)
{
    for (QLineEdit *e : w.findChildren<QLineEdit *>()) {
        if (e->echoMode() == QLineEdit::Password)
            e->setText(key);
        else if (e->placeholderText().startsWith(QStringLiteral("https://")))
            e->setText(baseUrl);
    }
}

void shoot(QWidget &w, const QString &name, QSize size)
{
    w.resize(size);
    w.show();
    QTest::qWait(50); // layout settles before the picture (not a synchronisation)
    QDir().mkpath(QStringLiteral(SW_BINARY_DIR "/screenshots"));
    w.grab().save(
        QStringLiteral(SW_BINARY_DIR "/screenshots/wire-%1-%2x%3.png").arg(name).arg(size.width()).arg(size.height()));
}
} // namespace

class TestUiWire : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void preferencesShowEachPresetsFormat();
    void testConnectionSpeaksTheFormat();
    void cachePolicyAndCountsAreStored();
    void anthropicChatInTheInspector();
    void geminiChatInTheInspector();
    void claudeCountOnlyWhenEnabledAndWithAKey();
    void statusBarShowsTheFormat();

private:
    QTemporaryDir m_dir;
};

void TestUiWire::initTestCase()
{
    QVERIFY(m_dir.isValid());
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/skill-workbench-test-bus"); // no keychain here
}

void TestUiWire::preferencesShowEachPresetsFormat()
{
    QTemporaryDir dir;
    Settings settings(dir.filePath("settings.ini"));
    ProviderSettings w(&settings);
    for (const auto &[preset, api] : QList<QPair<QString, QString>> { { "anthropic", "anthropic-messages" },
             { "openai-responses", "openai-responses" }, { "gemini", "gemini" }, { "openai", "chat-completions" },
             { "ollama", "chat-completions" } }) {
        QVERIFY2(w.selectPreset(preset), qPrintable(preset));
        QCOMPARE(w.wireApi(), api);
    }
    QVERIFY(w.selectPreset("anthropic"));
    QCOMPARE(w.keyEnvironmentVariable(), QStringLiteral("ANTHROPIC_API_KEY"));
    QCOMPARE(w.baseUrl(), QStringLiteral("https://api.anthropic.com"));
    // A custom endpoint that speaks Anthropic Messages (a gateway): stored, shown again, the preset's own not stored.
    QVERIFY(w.selectPreset("custom"));
    QCOMPARE(w.wireApi(), QStringLiteral("chat-completions"));
    w.setWireApi("anthropic-messages");
    w.apply();
    QCOMPARE(settings.providerApi("custom"), QStringLiteral("anthropic-messages"));
    QVERIFY(w.selectPreset("anthropic"));
    w.apply();
    QCOMPARE(settings.providerApi("anthropic"), QString()); // the preset's own format is not an override
    QVERIFY(w.selectPreset("custom"));
    QCOMPARE(w.wireApi(), QStringLiteral("anthropic-messages"));
    shoot(w, "preferences", { 720, 420 });
}

void TestUiWire::testConnectionSpeaksTheFormat()
{
    FakeModelServer server;
    QVERIFY(server.listen());
    QTemporaryDir dir;
    Settings settings(dir.filePath("settings.ini"));
    ProviderSettings w(&settings);
    QVERIFY(w.selectPreset("anthropic"));
    setField(w, server.baseUrl(), "sk-ant-probe-0123456789abcdef");
    server.enqueue(FakeResponse::json(200,
        R"({"data":[{"type":"model","id":"claude-sonnet-4-5","display_name":"Claude Sonnet 4.5"}],"has_more":false})"));
    QSignalSpy tested(&w, &ProviderSettings::connectionTested);
    w.testConnection();
    QVERIFY(tested.wait(10000));
    QVERIFY2(tested.last().at(0).toBool(), qPrintable(tested.last().at(1).toString()));
    const RecordedRequest &r = server.requests().last();
    QCOMPARE(r.method, QByteArray("GET"));
    QCOMPARE(r.path, QByteArray("/v1/models"));
    QCOMPARE(r.headers.value("x-api-key"), QByteArray("sk-ant-probe-0123456789abcdef"));
    QCOMPARE(r.headers.value("anthropic-version"), QByteArray("2023-06-01"));
    QVERIFY(!r.headers.contains("authorization"));
    QVERIFY2(w.connectionText().contains("Anthropic Messages"), qPrintable(w.connectionText()));
    QVERIFY(w.connectionText().contains("claude-sonnet-4-5"));
    QVERIFY2(
        tested.last().at(1).toString().contains("(Anthropic Messages)"), qPrintable(tested.last().at(1).toString()));
    // Responses: the OpenAI models list with a Bearer key.
    QVERIFY(w.selectPreset("openai-responses"));
    setField(w, server.baseUrl(), "sk-resp-probe-0123456789abcdef");
    server.enqueue(FakeResponse::json(200, R"({"object":"list","data":[{"id":"gpt-x"}]})"));
    w.testConnection();
    QVERIFY(tested.wait(10000));
    QVERIFY(tested.last().at(0).toBool());
    QCOMPARE(server.requests().last().path, QByteArray("/v1/models"));
    QCOMPARE(
        server.requests().last().headers.value("authorization"), QByteArray("Bearer sk-resp-probe-0123456789abcdef"));
    QVERIFY(w.connectionText().contains("OpenAI Responses"));
    // Gemini: its models list (/v1beta/models under Google's host; the fake server's /v1 is kept) with x-goog-api-key.
    QVERIFY(w.selectPreset("gemini"));
    QCOMPARE(w.keyEnvironmentVariable(), QStringLiteral("GEMINI_API_KEY"));
    QCOMPARE(w.baseUrl(), QStringLiteral("https://generativelanguage.googleapis.com"));
    setField(w, server.baseUrl(), "AIzaSyProbe0123456789abcdefghijklmnopq");
    server.enqueue(FakeResponse::json(200, R"({"models":[{"name":"models/gemini-2.5-flash"}]})"));
    w.testConnection();
    QVERIFY(tested.wait(10000));
    QVERIFY2(tested.last().at(0).toBool(), qPrintable(tested.last().at(1).toString()));
    QCOMPARE(server.requests().last().path, QByteArray("/v1/models"));
    QCOMPARE(
        server.requests().last().headers.value("x-goog-api-key"), QByteArray("AIzaSyProbe0123456789abcdefghijklmnopq"));
    QVERIFY(!server.requests().last().headers.contains("authorization"));
    QVERIFY2(w.connectionText().contains("Gemini"), qPrintable(w.connectionText()));
    QVERIFY(w.connectionText().contains("gemini-2.5-flash"));
}

void TestUiWire::cachePolicyAndCountsAreStored()
{
    QTemporaryDir dir;
    Settings settings(dir.filePath("settings.ini"));
    QCOMPARE(settings.cachePolicy(), QString()); // the profile's default
    QVERIFY(!settings.providerTokenCounts()); // off by default
    ProviderSettings w(&settings);
    QCOMPARE(w.cachePolicy(), QString());
    QVERIFY(!w.providerTokenCounts());
    QSignalSpy policy(&settings, &Settings::cachePolicyChanged);
    QSignalSpy counts(&settings, &Settings::providerTokenCountsChanged);
    w.setCachePolicy("off");
    w.setProviderTokenCounts(true);
    w.apply();
    QCOMPARE(settings.cachePolicy(), QStringLiteral("off"));
    QVERIFY(settings.providerTokenCounts());
    QCOMPARE(policy.size(), 1);
    QCOMPARE(counts.size(), 1);
    ProviderSettings again(&settings);
    QCOMPARE(again.cachePolicy(), QStringLiteral("off"));
    QVERIFY(again.providerTokenCounts());
}

void TestUiWire::anthropicChatInTheInspector()
{
    FakeModelServer server;
    QVERIFY(server.listen());
    server.enqueue(FakeResponse::stream(rechunk(anthropicAnswer({}, { { "skill_load", R"({"skill":"data-report"})" } },
                                                    {}, 5, AnthropicUsage { 20, 8, 3000, 0 }),
        { 3, 11 })));
    server.enqueue(FakeResponse::stream(
        anthropicAnswer(QStringLiteral("Report ready."), {}, {}, 5, AnthropicUsage { 40, 5, 200, 3000 })));
    server.enqueue(FakeResponse::stream(anthropicAnswer(QStringLiteral("Again."))));
    QTemporaryDir dir;
    Settings settings(dir.filePath("settings.ini"));
    settings.setProviderBaseUrl("custom", server.baseUrl());
    settings.setProviderApi("custom", "anthropic-messages");
    InspectedChat chat;
    chat.panel.setSettings(&settings);
    chat.panel.setWorkRoot(m_dir.path());
    chat.panel.setSkills(testSkills());
    QVERIFY(chat.panel.selectProfile("trpc-go"));
    QVERIFY(chat.panel.selectPreset("custom"));
    chat.panel.setModelName("claude-test");
    QString error;
    QVERIFY2(chat.panel.sendMessage("make a data report", &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(!chat.panel.loop()->isRunning(), 10000);
    QVERIFY2(chat.panel.loop()->lastError().isEmpty(), qPrintable(chat.panel.loop()->lastError()));
    QCOMPARE(server.requests().size(), 2);
    QCOMPARE(server.requests().first().path, QByteArray("/v1/messages"));
    QVERIFY(server.requests().first().body.contains("cache_control")); // the profile's default policy

    chat.inspector.selectRequest(1);
    const QString line = chat.inspector.promptCacheView()->text();
    QVERIFY2(line.contains("Anthropic Messages"), qPrintable(line));
    QVERIFY2(line.contains("cache breakpoint"), qPrintable(line));
    QVERIFY2(line.contains("after the tools"), qPrintable(line));
    QVERIFY2(line.contains("cache write 200 · cache read 3,000"), qPrintable(line));
    QVERIFY2(line.contains("shared with request 1"), qPrintable(line));
    QVERIFY(chat.inspector.findChild<QLabel *>()->text().contains("anthropic-messages")); // the title
    chat.inspector.tabs()->setCurrentIndex(RequestInspector::SegmentsTab);
    QWidget page;
    auto *split = new QSplitter(&page);
    split->addWidget(&chat.panel);
    split->addWidget(&chat.inspector);
    auto *layout = new QHBoxLayout(&page);
    layout->addWidget(split);
    shoot(page, "inspector", { 1366, 768 });
    shoot(page, "inspector", { 1920, 1080 });
    split->setParent(nullptr);
    chat.panel.setParent(nullptr);
    chat.inspector.setParent(nullptr);
    delete split;

    // Preferences turn caching off: the very next request carries no breakpoint.
    settings.setCachePolicy("off");
    QVERIFY2(chat.panel.sendMessage("again", &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(!chat.panel.loop()->isRunning(), 10000);
    QCOMPARE(server.requests().size(), 3);
    QVERIFY(!server.requests().last().body.contains("cache_control"));
    chat.inspector.selectRequest(2);
    QVERIFY2(chat.inspector.promptCacheView()->text().contains("no cache breakpoints"),
        qPrintable(chat.inspector.promptCacheView()->text()));
}

void TestUiWire::geminiChatInTheInspector()
{
    FakeModelServer server;
    QVERIFY(server.listen());
    server.enqueue(FakeResponse::stream(
        rechunk(geminiAnswer({}, { { "activate_skill", R"({"name":"data-report"})" } },
                    QStringLiteral("The data-report skill fits."), 5, GeminiUsage { 1800, 12, 0, 40 }),
            { 3, 11 })));
    server.enqueue(FakeResponse::stream(
        geminiAnswer(QStringLiteral("Report ready."), {}, {}, 5, GeminiUsage { 2600, 5, 1536, 0 })));
    QTemporaryDir dir;
    Settings settings(dir.filePath("settings.ini"));
    settings.setProviderBaseUrl("custom", server.baseUrl());
    settings.setProviderApi("custom", "gemini");
    InspectedChat chat;
    chat.panel.setSettings(&settings);
    chat.panel.setWorkRoot(m_dir.path());
    chat.panel.setSkills(testSkills());
    QVERIFY(chat.panel.selectProfile("gemini-cli"));
    QVERIFY(chat.panel.selectPreset("custom"));
    chat.panel.setModelName("gemini-test");
    QString error;
    QVERIFY2(chat.panel.sendMessage("make a data report", &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(!chat.panel.loop()->isRunning(), 10000);
    QVERIFY2(chat.panel.loop()->lastError().isEmpty(), qPrintable(chat.panel.loop()->lastError()));
    QCOMPARE(server.requests().size(), 2);
    QCOMPARE(server.requests().first().path, QByteArray("/v1/models/gemini-test:streamGenerateContent?alt=sse"));

    chat.inspector.selectRequest(1);
    const QString line = chat.inspector.promptCacheView()->text();
    QVERIFY2(line.contains("Gemini · implicit caching"), qPrintable(line));
    QVERIFY2(line.contains("1,536 of 2,600 prompt tokens cached"), qPrintable(line)); // cachedContentTokenCount
    QVERIFY2(line.contains("shared with request 1"), qPrintable(line));
    QVERIFY2(
        line.contains("Gemini read 1,536 tokens from its implicit cache; by the workbench's count"), qPrintable(line));
    QVERIFY(chat.inspector.findChild<QLabel *>()->text().contains("gemini")); // the title
    chat.inspector.tabs()->setCurrentIndex(RequestInspector::SegmentsTab);
    QWidget page;
    auto *split = new QSplitter(&page);
    split->addWidget(&chat.panel);
    split->addWidget(&chat.inspector);
    auto *layout = new QHBoxLayout(&page);
    layout->addWidget(split);
    shoot(page, "gemini-inspector", { 1366, 768 });
    shoot(page, "gemini-inspector", { 1920, 1080 });
    // The same in Chinese on the dark theme: the implicit-cache lines are translated.
    installTranslations(QStringLiteral("zh_CN"));
    applyTheme(ThemeChoice::Dark);
    const auto restore = qScopeGuard([] {
        installTranslations(QStringLiteral("en"));
        applyTheme(ThemeChoice::Light);
    });
    chat.inspector.selectRequest(0);
    chat.inspector.selectRequest(1);
    QVERIFY2(chat.inspector.promptCacheView()->text().contains(QStringLiteral("隐式缓存")),
        qPrintable(chat.inspector.promptCacheView()->text()));
    shoot(page, "gemini-inspector-zh_CN-dark", { 1366, 768 });
    split->setParent(nullptr);
    chat.panel.setParent(nullptr);
    chat.inspector.setParent(nullptr);
    delete split;
}

void TestUiWire::claudeCountOnlyWhenEnabledAndWithAKey()
{
    FakeModelServer server;
    QVERIFY(server.listen());
    server.enqueue(FakeResponse::stream(anthropicAnswer(QStringLiteral("Hi."))));
    QTemporaryDir dir;
    Settings settings(dir.filePath("settings.ini"));
    settings.setProviderBaseUrl("custom", server.baseUrl());
    settings.setProviderApi("custom", "anthropic-messages");
    settings.setProviderKeyEnv("custom", "SW_UI_WIRE_TEST_KEY");
    qputenv("SW_UI_WIRE_TEST_KEY", "sk-ant-ui-count-0123456789abcdef");
    InspectedChat chat;
    chat.panel.setSettings(&settings);
    chat.panel.setWorkRoot(m_dir.path());
    QVERIFY(chat.panel.selectPreset("custom"));
    chat.panel.setModelName("claude-test");
    QString error;
    QVERIFY2(chat.panel.sendMessage("hi", &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(!chat.panel.loop()->isRunning(), 10000);
    chat.inspector.selectRequest(0);
    QPushButton *ask = chat.inspector.promptCacheView()->countButton();
    QVERIFY(!ask->isEnabled()); // off by default
    QVERIFY2(ask->toolTip().contains("Preferences"), qPrintable(ask->toolTip()));
    chat.inspector.setProviderCountsEnabled(true);
    QVERIFY(ask->isEnabled());
    server.enqueue(FakeResponse::json(200, R"({"input_tokens":1234})"));
    QTest::mouseClick(ask, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(chat.inspector.promptCacheView()->providerCountText().contains("1,234"), 10000);
    QVERIFY(chat.inspector.promptCacheView()->providerCountText().contains("Claude's count (provider)"));
    const RecordedRequest &count = server.requests().last();
    QCOMPARE(count.path, QByteArray("/v1/messages/count_tokens"));
    QCOMPARE(count.headers.value("x-api-key"), QByteArray("sk-ant-ui-count-0123456789abcdef"));
    QVERIFY(!count.json().contains("max_tokens"));
    QVERIFY(!count.json().contains("stream"));
    QVERIFY(count.json().value("messages").isArray());
    // Asked again: the cached count, no second request.
    const qsizetype before = server.requests().size();
    QTest::mouseClick(ask, Qt::LeftButton);
    QTRY_VERIFY(ask->isEnabled());
    QCOMPARE(server.requests().size(), before);
    // Without a key nothing is sent.
    qunsetenv("SW_UI_WIRE_TEST_KEY");
    InspectedChat keyless;
    server.enqueue(FakeResponse::stream(anthropicAnswer(QStringLiteral("Hi."))));
    keyless.panel.setSettings(&settings);
    keyless.panel.setWorkRoot(m_dir.path());
    QVERIFY(keyless.panel.selectPreset("custom"));
    keyless.panel.setModelName("claude-test");
    QVERIFY2(keyless.panel.sendMessage("hi", &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(!keyless.panel.loop()->isRunning(), 10000);
    keyless.inspector.setProviderCountsEnabled(true);
    keyless.inspector.selectRequest(0);
    QVERIFY(!keyless.inspector.promptCacheView()->countButton()->isEnabled());
    QVERIFY2(keyless.inspector.promptCacheView()->countButton()->toolTip().contains("no API key"),
        qPrintable(keyless.inspector.promptCacheView()->countButton()->toolTip()));
}

void TestUiWire::statusBarShowsTheFormat()
{
    // The status bar shows the session's ProviderStatus, and its wire format is the preset's unless Preferences
    // chose another one.
    QTemporaryDir dir;
    Settings settings(dir.filePath("settings.ini"));
    QStatusBar bar;
    StatusFields fields(&bar);
    fields.setProviderStatus(presetStatus(QStringLiteral("anthropic"), QStringLiteral("claude-x"), &settings, nullptr));
    QVERIFY2(fields.providerLabel()->text().contains(QStringLiteral("claude-x · Anthropic Messages")),
        qPrintable(fields.providerLabel()->text()));
    settings.setProviderApi(QStringLiteral("openai"), sw::wireApiName(WireApi::OpenAiResponses));
    fields.setProviderStatus(presetStatus(QStringLiteral("openai"), QStringLiteral("gpt"), &settings, nullptr));
    QVERIFY2(fields.providerLabel()->text().contains(QStringLiteral("gpt · OpenAI Responses")),
        qPrintable(fields.providerLabel()->text()));
    QVERIFY(fields.providerLabel()->toolTip().contains(QStringLiteral("Wire format: OpenAI Responses")));
}

QTEST_MAIN(TestUiWire)
#include "tst_ui_wire.moc"
