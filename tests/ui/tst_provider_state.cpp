// The provider state as one source of truth (issue 15, item 4): the status bar, the Welcome card, the chat's banner
// and Preferences show the provider, model, wire format and key origin the chat sends with; a key typed in
// Preferences but not stored (no Secret Service) is used by the chat for this session, labelled so; a remote
// endpoint without a key is warned about; Preferences opens on the preset in use and its keychain notice is whole
// and names the variable typed; the provider, model and profile come back after a restart.
#include "capture/capturepage.h"
#include "chat/chatpanel.h"
#include "demo/presentationbar.h"
#include "fakemodelserver.h"
#include "messageboxanswer.h"
#include "settings/providerkeys.h"
#include "settings/providersettings.h"
#include "settings/settings.h"
#include "shell/debugpage.h"
#include "shell/mainwindow.h"
#include "shell/preferencesdialog.h"
#include "shell/windowactions.h"
#include "welcome/welcomepage.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace sw::ui;

class TestProviderState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // No session bus: QtKeychain has no backend (a server or a container), which is the case the issue is about.
        qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/skill-workbench-test-bus");
        qunsetenv("OPENAI_API_KEY");
        qunsetenv("DEEPSEEK_API_KEY");
    }
    void init();
    void cleanup();
    void restoredAfterRestart();
    void environmentKeyIsShownAsSuch();
    void sessionOnlyKeyIsUsedByTheChat();
    void remoteEndpointWithoutKeyIsWarned();
    void preferencesOpensOnThePresetInUse();
    void keychainNoticeIsWholeAndNamesTheVariable();
    void useRealProviderLeavesTheReplay();
    void captureLayoutNamesItsUpstream();

private:
    ChatPanel *chat() const { return m_window->debugPage()->chat(); }
    QString statusBarProvider() const
    {
        return m_window->statusBar()->findChild<QLabel *>(QStringLiteral("statusProvider"))->text();
    }
    void makeWindow();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

void TestProviderState::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    qputenv("SW_RECOVERY_DIR", m_dir->filePath(QStringLiteral("recovery")).toUtf8());
    makeWindow();
}

void TestProviderState::makeWindow()
{
    m_window.reset();
    m_settings = std::make_unique<Settings>(m_dir->filePath(QStringLiteral("settings.ini")));
    m_window = std::make_unique<MainWindow>(m_settings.get());
    m_window->show();
    chat()->setWorkRoot(m_dir->filePath(QStringLiteral("work")));
}

void TestProviderState::cleanup()
{
    m_window.reset();
    m_settings.reset();
    m_dir.reset();
}

void TestProviderState::restoredAfterRestart()
{
    // A preset, a model and a profile chosen in the chat come back in the next window (as tst_restart restarts it:
    // the window closes, a new one opens on the same settings file).
    QVERIFY(chat()->selectPreset(QStringLiteral("ollama")));
    chat()->setModelName(QStringLiteral("qwen2.5-coder"));
    QVERIFY(chat()->selectProfile(QStringLiteral("deepseek")));
    QVERIFY(m_window->close());
    makeWindow();
    auto *provider = chat()->findChild<QComboBox *>(QStringLiteral("providerPicker"));
    auto *model = chat()->findChild<QLineEdit *>(QStringLiteral("modelPicker"));
    auto *profile = chat()->findChild<QComboBox *>(QStringLiteral("profilePicker"));
    QCOMPARE(provider->currentData().toString(), QStringLiteral("preset:ollama"));
    QCOMPARE(model->text(), QStringLiteral("qwen2.5-coder"));
    QCOMPARE(profile->currentData().toString(), QStringLiteral("deepseek"));
    QVERIFY2(statusBarProvider().contains(QStringLiteral("qwen2.5-coder")), qPrintable(statusBarProvider()));

    // A replay too, with the profile the user picked for it; another preset keeps its own model.
    QVERIFY(chat()->selectPreset(QStringLiteral("openai")));
    QCOMPARE(model->text(), QStringLiteral("gpt-4o-mini"));
    QVERIFY(chat()->selectPreset(QStringLiteral("ollama")));
    QCOMPARE(model->text(), QStringLiteral("qwen2.5-coder"));
    provider->setCurrentIndex(0);
    QVERIFY(chat()->isReplay());
    const QString replay = provider->currentData().toString();
    QVERIFY(chat()->selectProfile(QStringLiteral("minimal")));
    QVERIFY(m_window->close());
    makeWindow();
    provider = chat()->findChild<QComboBox *>(QStringLiteral("providerPicker"));
    profile = chat()->findChild<QComboBox *>(QStringLiteral("profilePicker"));
    QCOMPARE(provider->currentData().toString(), replay);
    QCOMPARE(profile->currentData().toString(), QStringLiteral("minimal"));
}

void TestProviderState::environmentKeyIsShownAsSuch()
{
    // A custom provider whose key comes from an environment variable: the status bar and Welcome say so, not
    // "Scripted replay (no API key)".
    qputenv("SW_TEST_PROVIDER_KEY", "sk-from-environment-0123456789");
    m_settings->setProviderBaseUrl(QStringLiteral("custom"), QStringLiteral("http://127.0.0.1:9/v1"));
    m_settings->setProviderKeyEnv(QStringLiteral("custom"), QStringLiteral("SW_TEST_PROVIDER_KEY"));
    QVERIFY(chat()->selectPreset(QStringLiteral("custom")));
    chat()->setModelName(QStringLiteral("model-a"));
    for (const QString &text : { statusBarProvider(), m_window->welcomePage()->providerStatus() }) {
        QVERIFY2(text.contains(QStringLiteral("environment variable SW_TEST_PROVIDER_KEY")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("model-a")) && text.contains(QStringLiteral("Chat Completions")),
            qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("replay"), Qt::CaseInsensitive));
        QVERIFY(!text.contains(QStringLiteral("sk-from-environment")));
    }
    QCOMPARE(chat()->providerStatus().key.origin, KeyOrigin::Environment);
    qunsetenv("SW_TEST_PROVIDER_KEY");
}

void TestProviderState::sessionOnlyKeyIsUsedByTheChat()
{
    sw::test::FakeModelServer server;
    QVERIFY(server.listen());
    server.enqueue(sw::test::FakeResponse::stream(sw::test::sseAnswer(QStringLiteral("hi"))));
    m_settings->setProviderBaseUrl(QStringLiteral("custom"), server.baseUrl());
    QVERIFY(chat()->selectPreset(QStringLiteral("custom")));
    chat()->setModelName(QStringLiteral("model-a"));
    const QString key = QStringLiteral("sk-typed-not-stored-0123456789");

    // Preferences: the key is typed, "Store in keychain" fails (no Secret Service), OK.
    bool stored = true;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        ProviderSettings *provider = dialog->providerSettings();
        QCOMPARE(provider->presetId(), QStringLiteral("custom"));
        provider->keyEdit()->setText(key);
        QSignalSpy done(provider, &ProviderSettings::keychainFinished);
        provider->storeKey();
        QVERIFY(done.wait(30000));
        stored = done.last().at(0).toBool();
        QVERIFY2(
            provider->statusText().contains(QStringLiteral("this session only")), qPrintable(provider->statusText()));
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    m_window->actions()->preferences->trigger();
    if (stored)
        QSKIP("an OS keychain answered here; the session-only path was not exercised");
    QCOMPARE(chat()->providerStatus().key.origin, KeyOrigin::Session);
    QVERIFY2(statusBarProvider().contains(QStringLiteral("this session only")), qPrintable(statusBarProvider()));

    // The chat sends it.
    QString error;
    QVERIFY2(chat()->sendMessage(QStringLiteral("hello"), &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(!chat()->loop()->isRunning(), 20000);
    QVERIFY2(chat()->loop()->lastError().isEmpty(), qPrintable(chat()->loop()->lastError()));
    QCOMPARE(server.requests().size(), 1);
    QCOMPARE(server.requests().first().headers.value("authorization"), QByteArray("Bearer ") + key.toUtf8());
    // Never in the settings file or a saved session.
    const QString saved = m_dir->filePath(QStringLiteral("s.jsonl"));
    QVERIFY(chat()->saveSession(saved));
    m_settings->sync();
    for (const QString &file : { saved, m_dir->filePath(QStringLiteral("settings.ini")) }) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY2(!f.readAll().contains(key.toUtf8()), qPrintable(file));
    }
}

void TestProviderState::remoteEndpointWithoutKeyIsWarned()
{
    m_settings->setProviderBaseUrl(QStringLiteral("custom"), QStringLiteral("https://models.example.invalid/v1"));
    QVERIFY(chat()->selectPreset(QStringLiteral("custom")));
    chat()->setModelName(QStringLiteral("model-a"));
    auto *banner = chat()->findChild<QLabel *>(QStringLiteral("chatBanner"));
    m_window->setMode(Mode::Debug);
    QVERIFY(banner->isVisible());
    QVERIFY2(banner->text().contains(QStringLiteral("models.example.invalid"))
            && banner->text().contains(QStringLiteral("Authorization")),
        qPrintable(banner->text()));
    QVERIFY2(statusBarProvider().startsWith(QStringLiteral("⚠")), qPrintable(statusBarProvider()));
    QVERIFY2(m_window->welcomePage()->providerWarning().contains(QStringLiteral("models.example.invalid")),
        qPrintable(m_window->welcomePage()->providerWarning()));
    // A local server needs no key: no warning.
    m_settings->setProviderBaseUrl(QStringLiteral("custom"), QStringLiteral("http://localhost:8080/v1"));
    QVERIFY(!banner->isVisible());
    QVERIFY(m_window->welcomePage()->providerWarning().isEmpty());
    QVERIFY(!statusBarProvider().startsWith(QStringLiteral("⚠")));
}

void TestProviderState::preferencesOpensOnThePresetInUse()
{
    QVERIFY(chat()->selectPreset(QStringLiteral("deepseek")));
    QString opened;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        opened = dialog->providerSettings()->presetId();
        dialog->reject();
    });
    m_window->actions()->preferences->trigger();
    QCOMPARE(opened, QStringLiteral("deepseek"));
}

void TestProviderState::keychainNoticeIsWholeAndNamesTheVariable()
{
    PreferencesDialog dialog(m_settings.get(), m_window.get(), chat()->providerKeys(), QStringLiteral("custom"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QSize initial = dialog.size();
    ProviderSettings *provider = dialog.providerSettings();
    provider->keyVariableEdit()->setText(QStringLiteral("EXAMPLE_API_KEY"));
    provider->keyEdit()->setText(QStringLiteral("sk-notice-0123456789"));
    QSignalSpy done(provider, &ProviderSettings::keychainFinished);
    provider->storeKey();
    QVERIFY(done.wait(30000));
    if (done.last().at(0).toBool())
        QSKIP("an OS keychain answered here");
    QLabel *notice = provider->noticeLabel();
    QLabel *status = provider->statusLabel();
    QTRY_VERIFY(notice->isVisible());
    // The variable as typed, no placeholder.
    QVERIFY2(notice->text().contains(QStringLiteral("EXAMPLE_API_KEY")), qPrintable(notice->text()));
    QVERIFY(!notice->text().contains(QStringLiteral("MY_API_KEY")));
    provider->keyVariableEdit()->setText(QStringLiteral("OTHER_KEY"));
    QVERIFY(notice->text().contains(QStringLiteral("OTHER_KEY")));
    provider->keyVariableEdit()->clear(); // custom has no conventional variable: say what to do, no placeholder
    QVERIFY(!notice->text().contains(QStringLiteral("MY_API_KEY")));
    QVERIFY(notice->text().contains(QStringLiteral("Key variable")));
    // Whole at the default size: as tall as its wrapped text needs, inside the dialog, not under "Key in use".
    QTRY_VERIFY(notice->height() >= notice->heightForWidth(notice->width()));
    QVERIFY2(notice->height() >= notice->heightForWidth(notice->width()),
        qPrintable(QStringLiteral("%1 px for %2").arg(notice->height()).arg(notice->heightForWidth(notice->width()))));
    QVERIFY(status->height() >= status->heightForWidth(status->width()));
    const QRect noticeRect(notice->mapTo(&dialog, QPoint(0, 0)), notice->size());
    const QRect statusRect(status->mapTo(&dialog, QPoint(0, 0)), status->size());
    QVERIFY(!noticeRect.intersects(statusRect));
    QVERIFY(dialog.rect().contains(noticeRect));
    QCOMPARE(dialog.width(), initial.width());
}

// Issue 22, major 4: "Use a real provider…" (Welcome, the presentation bar) opens Preferences and, after OK, the chat
// leaves the replay for the preset just configured, asking Save / Discard about the replay's unsaved turns first.
// Cancel in Preferences, or in the question, keeps the replay.
void TestProviderState::useRealProviderLeavesTheReplay()
{
    auto *provider = chat()->findChild<QComboBox *>(QStringLiteral("providerPicker"));
    provider->setCurrentIndex(0);
    QVERIFY(chat()->isReplay());
    m_settings->setProviderBaseUrl(QStringLiteral("custom"), QStringLiteral("http://127.0.0.1:9/v1"));
    QVERIFY(chat()->sendMessage(QStringLiteral("hello")));
    QTRY_VERIFY_WITH_TIMEOUT(!chat()->loop()->isRunning(), 20000);
    QVERIFY(chat()->isSessionModified());
    auto configure = [this](bool ok) {
        QTimer::singleShot(0, this, [ok] {
            auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QVERIFY(dialog->providerSettings()->selectPreset(QStringLiteral("custom")));
            dialog->findChild<QDialogButtonBox *>()
                ->button(ok ? QDialogButtonBox::Ok : QDialogButtonBox::Cancel)
                ->click();
        });
    };

    // Preferences cancelled: nothing changes.
    configure(false);
    Q_EMIT m_window->welcomePage()->configureProviderRequested();
    QVERIFY(chat()->isReplay());

    // OK, then Cancel in the question about the replay's turns: the replay stays.
    configure(true);
    {
        sw::test::MessageBoxAnswer cancel(QMessageBox::Cancel);
        Q_EMIT m_window->debugPage()->presentationBar()->switchToProviderRequested();
        QCOMPARE(cancel.shown, 1);
    }
    QVERIFY(chat()->isReplay());

    // OK and Discard: the chat uses the preset just configured, in the Debug layout.
    m_window->setMode(Mode::Welcome);
    configure(true);
    {
        sw::test::MessageBoxAnswer discard(QMessageBox::Discard);
        Q_EMIT m_window->welcomePage()->configureProviderRequested();
        QCOMPARE(discard.shown, 1);
    }
    QVERIFY(!chat()->isReplay());
    QCOMPARE(chat()->presetId(), QStringLiteral("custom"));
    QCOMPARE(m_window->mode(), Mode::Debug);
    QVERIFY2(statusBarProvider().contains(QStringLiteral("127.0.0.1:9")), qPrintable(statusBarProvider()));
}

// On the Capture layout the status bar names where the endpoint forwards, not the chat's provider (a replay's title
// there read as if the captured clients were answered by it).
void TestProviderState::captureLayoutNamesItsUpstream()
{
    QVERIFY(chat()->isReplay());
    const QString chatProvider = statusBarProvider();
    m_window->setMode(Mode::Capture);
    CapturePage *page = m_window->capturePage();
    page->setUpstreamText(QStringLiteral("http://127.0.0.1:9/v1"));
    QVERIFY2(statusBarProvider().startsWith(QStringLiteral("Capture: stopped")), qPrintable(statusBarProvider()));
    page->setScripted();
    QCOMPARE(statusBarProvider(), QStringLiteral("Capture: stopped · upstream Scripted model"));
    QVERIFY(page->startEndpoint());
    QCOMPARE(statusBarProvider(), QStringLiteral("Capture: %1 → Scripted model").arg(page->endpointUrl().toString()));
    page->stopEndpoint();
    QTRY_COMPARE(statusBarProvider(), QStringLiteral("Capture: stopped · upstream Scripted model"));
    m_window->setMode(Mode::Debug);
    QCOMPARE(statusBarProvider(), chatProvider);
}

QTEST_MAIN(TestProviderState)
#include "tst_provider_state.moc"
