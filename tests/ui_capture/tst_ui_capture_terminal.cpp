// The Capture page's "Open in Terminal" (issue 24), offscreen, with stand-ins for a client and a terminal emulator on
// the PATH: the client's interactive session starts in the terminal window (`-e`, or gnome-terminal's `--`), with the
// endpoint in its environment and no headless flags, from the user's own home or from an isolated home holding the
// open skills; without a terminal emulator the panel says what to install. And core/clients' terminal search and the
// interactive commands of each client.
#include "capture/captureconnect.h"
#include "capture/capturelaunchpanel.h"
#include "clients/terminal.h"
#include "repository/skillindex.h"
#include "testfiles.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;
using namespace sw::ui;

namespace {
void writeProgram(const QString &path, const QByteArray &body)
{
    sw::test::writeFile(path, "#!/bin/sh\n" + body, sw::test::unixMode(0755));
}
} // namespace

class TestUiCaptureTerminal : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir { QDir::currentPath() + QStringLiteral("/capture-terminal-XXXXXX") };
    QString m_bin;
    QString m_log;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_bin = m_dir.filePath(QStringLiteral("bin"));
        m_log = m_dir.filePath(QStringLiteral("terminal.log"));
        // The client answers --version; the terminal records its arguments and the endpoint it was given.
        writeProgram(m_bin + QStringLiteral("/claude"), "echo '2.1.328 (Claude Code)'\n");
        writeProgram(m_bin + QStringLiteral("/xterm"),
            QStringLiteral("printf '%s\\n' \"$@\" > '%1.tmp'\necho \"BASE=$ANTHROPIC_BASE_URL\" >> '%1.tmp'\n"
                           "echo \"HOME=$HOME\" >> '%1.tmp'\nmv '%1.tmp' '%1'\n")
                .arg(m_log)
                .toUtf8());
        qputenv("PATH", (m_bin + QStringLiteral(":/usr/bin:/bin")).toUtf8());
        qunsetenv("TERMINAL");
        qputenv("XDG_CACHE_HOME", m_dir.filePath(QStringLiteral("cache")).toUtf8());
    }

    void terminalSearchAndInteractiveCommands()
    {
        QCOMPARE(findTerminal(), m_bin + QStringLiteral("/xterm"));
        qputenv("TERMINAL", "gnome-terminal-missing");
        QCOMPARE(findTerminal(), m_bin + QStringLiteral("/xterm")); // a $TERMINAL that is not there is passed over
        writeProgram(m_bin + QStringLiteral("/gnome-terminal"), "exit 0\n");
        qputenv("TERMINAL", "gnome-terminal");
        ClientCommand inner;
        inner.program = QStringLiteral("/x/claude");
        inner.arguments = { QStringLiteral("--model"), QStringLiteral("m") };
        std::optional<ClientCommand> t = inTerminal(inner, nullptr);
        QVERIFY(t);
        QCOMPARE(t->arguments,
            (QStringList {
                QStringLiteral("--"), QStringLiteral("/x/claude"), QStringLiteral("--model"), QStringLiteral("m") }));
        qunsetenv("TERMINAL");
        QFile::remove(m_bin + QStringLiteral("/gnome-terminal"));
        t = inTerminal(inner, nullptr);
        QCOMPARE(t->arguments.first(), QStringLiteral("-e"));
        // Interactive: no headless flag, the prompt as the first message.
        const QUrl endpoint(QStringLiteral("http://127.0.0.1:4321"));
        ClientCommand own = captureOwnHomeCommand(
            AgentClient::ClaudeCode, QStringLiteral("claude"), endpoint, QStringLiteral("hello"), {}, true);
        QCOMPARE(own.arguments, QStringList { QStringLiteral("hello") });
        own = captureOwnHomeCommand(AgentClient::Codex, QStringLiteral("codex"), endpoint, {}, {}, true);
        QVERIFY(!own.arguments.contains(QStringLiteral("exec")));
        QVERIFY(own.arguments.contains(QStringLiteral("model_provider=\"capture\"")));
        own = captureOwnHomeCommand(AgentClient::Opencode, QStringLiteral("opencode"), endpoint, {}, {}, true);
        QVERIFY(own.arguments.isEmpty());
        QVERIFY(own.standardInput.isEmpty());
        // Gemini CLI: headless, the skill tool allowed (plain -p offers none); interactive, the prompt as it is.
        own = captureOwnHomeCommand(AgentClient::GeminiCli, QStringLiteral("gemini"), endpoint, QStringLiteral("hi"));
        QCOMPARE(own.arguments,
            (QStringList { QStringLiteral("--allowed-tools"), QStringLiteral("activate_skill"), QStringLiteral("-p"),
                QStringLiteral("hi") }));
        own = captureOwnHomeCommand(
            AgentClient::GeminiCli, QStringLiteral("gemini"), endpoint, QStringLiteral("hi"), {}, true);
        QCOMPARE(own.arguments, (QStringList { QStringLiteral("-i"), QStringLiteral("hi") }));
        ClientRunSpec spec;
        spec.client = AgentClient::ClaudeCode;
        spec.program = QStringLiteral("claude");
        spec.home = m_dir.filePath(QStringLiteral("spec-home"));
        spec.endpointRoot = endpoint.toString();
        spec.interactive = true;
        const ClientCommand isolated = clientCommand(spec);
        QVERIFY(!isolated.arguments.contains(QStringLiteral("-p")));
        QCOMPARE(isolated.environment.value(QStringLiteral("ANTHROPIC_BASE_URL")), endpoint.toString());
        QCOMPARE(isolated.environment.value(QStringLiteral("HOME")), QFileInfo(spec.home).absoluteFilePath());
    }

    // A keyless upstream and the user's own home: the variable each client needs gets a placeholder when unset, a key
    // the user has stays, and Gemini CLI gets system settings that select its API key (written once, in the folder).
    void placeholderKeys()
    {
        const QUrl endpoint(QStringLiteral("http://127.0.0.1:4321"));
        QString scratch = m_dir.filePath(QStringLiteral("scratch"));
        QString error;
        qunsetenv("OPENAI_API_KEY");
        ClientCommand codex
            = captureOwnHomeCommand(AgentClient::Codex, QStringLiteral("codex"), endpoint, QStringLiteral("hi"));
        QVERIFY(addPlaceholderKey(codex, AgentClient::Codex, scratch, &error));
        QVERIFY(!codex.environment.value(QStringLiteral("OPENAI_API_KEY")).isEmpty());
        QVERIFY(!codex.environment.contains(QStringLiteral("GEMINI_CLI_SYSTEM_SETTINGS_PATH")));
        qputenv("OPENAI_API_KEY", "sk-users-own");
        codex = captureOwnHomeCommand(AgentClient::Codex, QStringLiteral("codex"), endpoint, QStringLiteral("hi"));
        QVERIFY(addPlaceholderKey(codex, AgentClient::Codex, scratch, &error));
        QCOMPARE(codex.environment.value(QStringLiteral("OPENAI_API_KEY")), QStringLiteral("sk-users-own"));
        qunsetenv("OPENAI_API_KEY");
        qputenv("ANTHROPIC_AUTH_TOKEN", "token");
        qunsetenv("ANTHROPIC_API_KEY");
        ClientCommand claude
            = captureOwnHomeCommand(AgentClient::ClaudeCode, QStringLiteral("claude"), endpoint, QStringLiteral("hi"));
        QVERIFY(addPlaceholderKey(claude, AgentClient::ClaudeCode, scratch, &error));
        QVERIFY(!claude.environment.contains(QStringLiteral("ANTHROPIC_API_KEY"))); // the user's token is their sign-in
        qunsetenv("ANTHROPIC_AUTH_TOKEN");
        qunsetenv("GEMINI_API_KEY");
        // Gemini CLI reads no settings below a folder others may write to: said, with what to do.
        const QString open = m_dir.filePath(QStringLiteral("open"));
        QVERIFY(QDir().mkpath(open));
        QVERIFY(QFile::setPermissions(open, QFile::Permissions(0x7777)));
        ClientCommand refused
            = captureOwnHomeCommand(AgentClient::GeminiCli, QStringLiteral("gemini"), endpoint, QStringLiteral("hi"));
        QVERIFY(!addPlaceholderKey(refused, AgentClient::GeminiCli, open + QStringLiteral("/scratch"), &error));
        QVERIFY2(error.contains(QStringLiteral("others can write to")) && error.contains(open), qPrintable(error));
        QCOMPARE(worldWritableAncestor(open + QStringLiteral("/scratch/x")), open);
        // Elsewhere (the home's cache, as the window's is), the settings file is written.
        QDir().mkpath(QDir::homePath() + QStringLiteral("/.cache"));
        QTemporaryDir secure(QDir::homePath() + QStringLiteral("/.cache/sw-test-XXXXXX"));
        QVERIFY(secure.isValid());
        if (!worldWritableAncestor(secure.path()).isEmpty())
            QSKIP("no folder here that only its owner can write to (the home is below one)");
        scratch = secure.path();
        ClientCommand gemini
            = captureOwnHomeCommand(AgentClient::GeminiCli, QStringLiteral("gemini"), endpoint, QStringLiteral("hi"));
        QVERIFY(addPlaceholderKey(gemini, AgentClient::GeminiCli, scratch, &error));
        QVERIFY(!gemini.environment.value(QStringLiteral("GEMINI_API_KEY")).isEmpty());
        const QString settings = gemini.environment.value(QStringLiteral("GEMINI_CLI_SYSTEM_SETTINGS_PATH"));
        QCOMPARE(QJsonDocument::fromJson(sw::test::readFile(settings))
                     .object()
                     .value("security")["auth"]["selectedType"]
                     .toString(),
            QStringLiteral("gemini-api-key"));
        // A folder that cannot be written: said, not ignored.
        sw::test::writeFile(secure.filePath(QStringLiteral("a-file")), "x");
        gemini
            = captureOwnHomeCommand(AgentClient::GeminiCli, QStringLiteral("gemini"), endpoint, QStringLiteral("hi"));
        QVERIFY(
            !addPlaceholderKey(gemini, AgentClient::GeminiCli, secure.filePath(QStringLiteral("a-file/x")), &error));
        QVERIFY(error.contains(QStringLiteral("gemini-system-settings.json")));
    }

    void opensTheClientInATerminal()
    {
        CaptureLaunchPanel panel;
        panel.resize(1000, 300);
        panel.setEndpoint(QUrl(QStringLiteral("http://127.0.0.1:4321")));
        panel.show();
        QTRY_COMPARE_WITH_TIMEOUT(panel.clientBox()->currentText(), QStringLiteral("Claude Code 2.1.328"), 30000);
        QTRY_VERIFY(panel.terminalButton()->isEnabled()); // no prompt needed for a session
        QVERIFY(!panel.launchButton()->isEnabled());
        // The user's own home.
        const QList<QRadioButton *> radios = panel.findChildren<QRadioButton *>();
        QCOMPARE(radios.size(), 2);
        radios.at(1)->setChecked(true);
        panel.terminalButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(m_log), 10000);
        QString log = QString::fromUtf8(sw::test::readFile(m_log));
        QVERIFY2(log.startsWith(QStringLiteral("-e\n") + m_bin + QStringLiteral("/claude\n")), qPrintable(log));
        QVERIFY(log.contains(QStringLiteral("BASE=http://127.0.0.1:4321")));
        QVERIFY(!log.contains(QStringLiteral("\n-p\n")));
        QVERIFY(log.contains(QStringLiteral("HOME=") + QDir::homePath()));
        QFile::remove(m_log);
        // An isolated home, with a first message.
        radios.at(0)->setChecked(true);
        panel.promptField()->setText(QStringLiteral("Tell me about zebra widgets."));
        panel.terminalButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(m_log), 20000);
        log = QString::fromUtf8(sw::test::readFile(m_log));
        QVERIFY2(log.contains(QStringLiteral("\nTell me about zebra widgets.\n")), qPrintable(log));
        QVERIFY(log.contains(QStringLiteral("HOME=") + m_dir.filePath(QStringLiteral("cache"))));
        QVERIFY(!log.contains(QStringLiteral("\n-p\n")));
        // No terminal emulator: the panel says what to do.
        QFile::remove(m_bin + QStringLiteral("/xterm"));
        QFile::remove(m_log);
        radios.at(1)->setChecked(true);
        panel.terminalButton()->click();
        const QLabel *state = nullptr;
        for (QLabel *l : panel.findChildren<QLabel *>())
            if (l->text().startsWith(QStringLiteral("Could not open a terminal")))
                state = l;
        QVERIFY(state);
        QVERIFY(state->text().contains(QStringLiteral("install one")));
    }

    // A headless run's output as the client wrote it, less the terminal escapes clients send even into a pipe
    // (opencode colours its lines): the text reads as text, nothing of "\x1b[0m" is left.
    void headlessOutputWithoutTerminalEscapes()
    {
        writeProgram(m_bin + QStringLiteral("/claude"),
            "if [ \"$1\" = --version ]; then echo '2.1.328 (Claude Code)'; exit 0; fi\n"
            "printf '\\033[1mZEBRA\\033[0m answer\\n\\033]0;title\\007done\\n'\n"
            "printf '\\033[31mwarning\\033[0m: slow\\n' >&2\n");
        CaptureLaunchPanel panel;
        panel.resize(1000, 300);
        panel.setEndpoint(QUrl(QStringLiteral("http://127.0.0.1:4321")));
        panel.show();
        QTRY_COMPARE_WITH_TIMEOUT(panel.clientBox()->currentText(), QStringLiteral("Claude Code 2.1.328"), 30000);
        panel.findChildren<QRadioButton *>().at(1)->setChecked(true); // the user's own home: nothing to prepare
        panel.promptField()->setText(QStringLiteral("Tell me about zebra widgets."));
        QTRY_VERIFY(panel.launchButton()->isEnabled());
        QSignalSpy finished(&panel, &CaptureLaunchPanel::runFinished);
        QTest::keyClick(panel.promptField(), Qt::Key_Return); // Return in the prompt launches
        QVERIFY(finished.wait(30000));
        const QString output = panel.findChild<QPlainTextEdit *>()->toPlainText();
        QCOMPARE(output, QStringLiteral("ZEBRA answer\ndone\n\nwarning: slow\n"));
    }
};

QTEST_MAIN(TestUiCaptureTerminal)
#include "tst_ui_capture_terminal.moc"
