// The zh_CN translation as the running program shows it: the embedded .qm is loaded as the application does and the
// Preferences ▸ Model provider group, the Welcome page's demo cards and the chat's provider picker must show Chinese.
// (The .ts can be complete while the program asks for other contexts: lupdate filed classes whose header it could not
// read without their namespace, and all of their strings showed in English.)
#include "capture/capturepage.h"
#include "chat/chatpanel.h"
#include "settings/providersettings.h"
#include "settings/settings.h"
#include "shell/preferencesdialog.h"
#include "triggerlab/triggerlabpage.h"
#include "welcome/welcomecards.h"
#include "welcome/welcomepage.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace sw::ui;

namespace {

bool hasChinese(const QString &text)
{
    for (const QChar c : text)
        if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
            return true;
    return false;
}

// English words a Chinese text may keep: product and protocol names, placeholders the user replaces.
QString withoutNames(QString text)
{
    static const QRegularExpression markup(QStringLiteral("<[^>]*>"));
    static const QRegularExpression url(QStringLiteral("\\b\\w+://\\S*"));
    static const QRegularExpression variable(QStringLiteral("\\b[A-Z][A-Z0-9_]{2,}\\b"));
    static const QRegularExpression names(QStringLiteral(
        "\\b(OpenAI|DeepSeek|OpenRouter|Ollama|llama\\.cpp|vLLM|LM Studio|API|URL|Secret Service|GNOME Keyring|KWallet|"
        "Chat Completions|Anthropic|Messages|Responses|tRPC-Go|tRPC-Python|tRPC-Agent-Python|tRPC|deepseek|minimal|"
        "trpc-go|trpc-python|claude-code|codex|gemini-cli|opencode|Google Gemini|Gemini CLI|Gemini|Claude "
        "Code|Codex|Replay)\\b"));
    text.remove(markup).remove(url).remove(variable).remove(names);
    return text;
}

// Every text the user reads under `root` that is English (has a word of three letters and no Chinese).
QStringList englishTexts(const QWidget *root)
{
    QStringList texts;
    for (const QLabel *label : root->findChildren<QLabel *>())
        texts << label->text();
    for (const QAbstractButton *button : root->findChildren<QAbstractButton *>())
        texts << button->text() << button->toolTip();
    for (const QGroupBox *box : root->findChildren<QGroupBox *>())
        texts << box->title();
    for (const QLineEdit *edit : root->findChildren<QLineEdit *>())
        texts << edit->placeholderText() << edit->toolTip();
    for (const QComboBox *combo : root->findChildren<QComboBox *>()) {
        texts << combo->toolTip();
        for (int i = 0; i < combo->count(); ++i)
            texts << combo->itemText(i);
    }
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    QStringList english;
    for (const QString &text : std::as_const(texts))
        if (!hasChinese(text) && withoutNames(text).contains(word))
            english << text;
    english.removeDuplicates();
    return english;
}

} // namespace

class TestTranslationRuntime : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_translator.load(QStringLiteral(":/i18n/skillworkbench_zh_CN.qm")));
        QApplication::installTranslator(&m_translator);
        // Qt's own strings (a QUndoStack's Undo and Redo actions), as the application loads them.
        if (m_qtTranslator.load(QStringLiteral("qtbase_zh_CN"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QApplication::installTranslator(&m_qtTranslator);
        QLocale::setDefault(QLocale(QStringLiteral("zh_CN")));
        qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/skill-workbench-test-bus");
        QVERIFY(m_dir.isValid());
    }

    void modelProviderGroupIsChinese()
    {
        Settings settings(m_dir.filePath(QStringLiteral("settings.ini")));
        PreferencesDialog dialog(&settings, nullptr, nullptr, QStringLiteral("custom"));
        QStringList english = englishTexts(dialog.providerSettings()->parentWidget());
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QStringLiteral(" | "))));
        // The keychain notice (no Secret Service here) and "Key in use" after a failed store.
        ProviderSettings *provider = dialog.providerSettings();
        provider->keyVariableEdit()->setText(QStringLiteral("EXAMPLE_API_KEY"));
        provider->keyEdit()->setText(QStringLiteral("sk-zh-0123456789"));
        QSignalSpy done(provider, &ProviderSettings::keychainFinished);
        provider->storeKey();
        QVERIFY(done.wait(30000));
        if (done.last().at(0).toBool())
            QSKIP("an OS keychain answered here");
        QVERIFY(provider->noticeLabel()->isVisibleTo(&dialog));
        QVERIFY2(hasChinese(provider->noticeLabel()->text()), qPrintable(provider->noticeLabel()->text()));
        english = englishTexts(dialog.providerSettings()->parentWidget());
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QStringLiteral(" | "))));
    }

    void welcomeScenarioCardsAreChinese()
    {
        welcome::WelcomePage page;
        QVERIFY(!page.scenarioCards().isEmpty());
        for (const ScenarioCard *card : page.scenarioCards()) {
            QVERIFY2(hasChinese(card->scenario().title), qPrintable(card->scenario().title));
            QVERIFY2(hasChinese(card->scenario().description), qPrintable(card->scenario().description));
            const QStringList english = englishTexts(card);
            QVERIFY2(english.isEmpty(), qPrintable(english.join(QStringLiteral(" | "))));
        }
    }

    void chatProviderPickerIsChinese()
    {
        ChatPanel panel;
        auto *provider = panel.findChild<QComboBox *>(QStringLiteral("providerPicker"));
        QVERIFY(provider && provider->count() > 0);
        QVERIFY2(hasChinese(provider->itemText(0)), qPrintable(provider->itemText(0)));
        const QStringList english = englishTexts(&panel);
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QStringLiteral(" | "))));
    }

    // The Trigger Lab's and the Capture page's controls, the provider lists included ("Custom base URL" showed in
    // English in both: they listed the presets' own names).
    void triggerLabAndCapturePagesAreChinese()
    {
        TriggerLabPage lab;
        const int custom = lab.providerBox()->findText(QStringLiteral("自定义基础 URL"));
        QVERIFY(custom >= 0);
        QStringList english = englishTexts(&lab);
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QStringLiteral(" | "))));
        CapturePage capture;
        english = englishTexts(&capture);
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QStringLiteral(" | "))));
    }

private:
    QTranslator m_translator;
    QTranslator m_qtTranslator;
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestTranslationRuntime)
#include "tst_translation_runtime.moc"
