// `capture`: the recording endpoint between a real client and its provider, headless (docs/capture.md). Listens,
// forwards every request to --upstream, runs COMMAND with the base-URL variables pointing at the endpoint (or waits
// for SIGINT/SIGTERM), then prints what the client did with each skill of the --root folders and writes the capture
// as a session file (-o).
#include "capture/captureanalysis.h"
#include "capture/captureconnect.h"
#include "capture/captureendpoint.h"
#include "capture/capturereport.h"
#include "clienteval/clientscript.h"
#include "clients/clienthome.h"
#include "clients/clientinstall.h"
#include "clisupport.h"
#include "commands.h"

#include <QCommandLineParser>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QSocketNotifier>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace sw::cli {

namespace {

// `--upstream scripted`: the endpoint answers every request itself with the workbench's scripted model.
const QString kScripted = QStringLiteral("scripted");

int g_signalPipe[2] = { -1, -1 };

void onSignal(int signal)
{
    const char byte = char(signal);
    [[maybe_unused]] const ssize_t n = ::write(g_signalPipe[1], &byte, 1);
}

// SIGINT and SIGTERM arrive as bytes on a pipe the event loop watches (the handler itself only writes a byte).
class SignalWatch
{
public:
    SignalWatch()
    {
        if (::pipe2(g_signalPipe, O_CLOEXEC | O_NONBLOCK) != 0)
            return;
        struct sigaction action = {};
        action.sa_handler = onSignal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESTART;
        ::sigaction(SIGINT, &action, &m_oldInt);
        ::sigaction(SIGTERM, &action, &m_oldTerm);
        m_notifier = std::make_unique<QSocketNotifier>(g_signalPipe[0], QSocketNotifier::Read);
    }
    ~SignalWatch()
    {
        ::sigaction(SIGINT, &m_oldInt, nullptr);
        ::sigaction(SIGTERM, &m_oldTerm, nullptr);
        m_notifier.reset();
        for (int &fd : g_signalPipe) {
            if (fd >= 0)
                ::close(fd);
            fd = -1;
        }
    }
    QSocketNotifier *notifier() const { return m_notifier.get(); }
    static int take()
    {
        char byte = 0;
        return ::read(g_signalPipe[0], &byte, 1) == 1 ? int(byte) : 0;
    }

private:
    struct sigaction m_oldInt = {};
    struct sigaction m_oldTerm = {};
    std::unique_ptr<QSocketNotifier> m_notifier;
};

// The client COMMAND names, by its program's file name (claude, codex, opencode, gemini), or by --client.
std::optional<AgentClient> clientOfCommand(const QStringList &program, std::optional<CaptureClient> hint)
{
    if (hint) {
        if (const auto client = agentClientFromId(captureClientId(*hint)))
            return client;
    }
    if (program.isEmpty())
        return std::nullopt;
    const QString name = QFileInfo(program.first()).fileName();
    for (const AgentClient client : allAgentClients()) {
        for (const QString &candidate : clientProgramCandidates(client))
            if (QFileInfo(candidate).fileName() == name)
                return client;
    }
    return std::nullopt;
}

// With the scripted upstream no key is needed, but a client without one refuses to start before it sends anything:
// each key variable the environment lacks gets a placeholder (Claude Code's unless it has ANTHROPIC_AUTH_TOKEN), and
// Gemini CLI, when COMMAND is Gemini CLI, its API-key sign-in (when that cannot be selected here the user's own
// settings may select it: a warning, and the run). A key the user has stays as it is; the endpoint never stores one.
void addPlaceholderKeys(QProcessEnvironment &env, std::optional<AgentClient> client)
{
    ClientCommand command;
    command.environment = env;
    QString problem;
    addPlaceholderKey(command, AgentClient::ClaudeCode, {}, &problem); // these two only set a variable
    addPlaceholderKey(command, AgentClient::Codex, {}, &problem);
    if (client == AgentClient::GeminiCli) {
        const QString scratch = QDir(defaultClientHomeRoot()).filePath(QStringLiteral("capture-cli"));
        if (!addPlaceholderKey(command, AgentClient::GeminiCli, scratch, &problem))
            err() << "skill-workbench-cli capture: warning: " << problem << "\n";
    }
    if (command.environment.value(QStringLiteral("GEMINI_API_KEY")).isEmpty())
        command.environment.insert(QStringLiteral("GEMINI_API_KEY"), QStringLiteral("sk-skill-workbench-placeholder"));
    env = command.environment;
}

} // namespace

int runCapture(const QStringList &allArgs)
{
    const QString command = QStringLiteral("capture");
    // Everything after the first "--" is the command to run, taken as it is.
    const qsizetype dashes = allArgs.indexOf(QStringLiteral("--"));
    const QStringList args = dashes < 0 ? allArgs : allArgs.mid(0, dashes);
    const QStringList program = dashes < 0 ? QStringList() : allArgs.mid(dashes + 1);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "A recording endpoint between a real client (Claude Code, Codex, opencode, any agent) and its provider.\n"
        "Every request is forwarded to --upstream unchanged and its answer streamed back; at the end it prints, per\n"
        "request, the client and the skill listing it sent, and per skill of the --root folders the observed verdict\n"
        "beside the predicted one, and the skill loads. With COMMAND it runs it with ANTHROPIC_BASE_URL,\n"
        "OPENAI_BASE_URL (+ /v1), GOOGLE_GEMINI_BASE_URL and SW_CAPTURE_URL pointing at the endpoint (and, when its\n"
        "environment names a proxy, the endpoint's host added to NO_PROXY) and stops when it exits; without, it\n"
        "runs until SIGINT or SIGTERM. The first line on stderr is 'listening on http://HOST:PORT'. The upstream is\n"
        "reached through the environment's proxy (https_proxy, http_proxy, all_proxy; not for loopback or no_proxy).\n"
        "--upstream scripted needs no provider, network or key: the workbench's scripted model (no AI) answers every\n"
        "request, loading the skill of the --root folders whose name and description share the most words with the\n"
        "prompt (two at least, each of four letters or more or a pair of Chinese, Japanese or Korean characters);\n"
        "COMMAND then gets a placeholder for each API key variable its environment lacks.\n"
        "Exit status: COMMAND's; else 0, or 3 when the upstream could not be reached; 2 for usage errors."));
    parser.addOption({ QStringLiteral("upstream"),
        QStringLiteral("The provider to forward to (https://api.anthropic.com, https://api.openai.com/v1, ...), or "
                       "'scripted' for the workbench's offline scripted model."),
        QStringLiteral("URL") });
    parser.addOption(
        { QStringLiteral("listen"), QStringLiteral("Address and port to listen on (default 127.0.0.1:0, a free port)."),
            QStringLiteral("HOST:PORT") });
    parser.addOption({ QStringLiteral("root"),
        QStringLiteral("A skill folder the client reads (repeatable): its skills are matched against the listing."),
        QStringLiteral("PATH") });
    parser.addOption({ QStringLiteral("client"),
        QStringLiteral("auto (default), claude-code, codex, opencode or gemini-cli: how to read the requests."),
        QStringLiteral("CLIENT") });
    parser.addOption({ { QStringLiteral("o"), QStringLiteral("output") },
        QStringLiteral("Write the capture as a session file (the window opens it)."), QStringLiteral("FILE") });
    parser.addOption({ QStringLiteral("format"), QStringLiteral("text (default) or json."), QStringLiteral("FORMAT") });
    addCalibrationOption(parser);
    if (const auto exitCode = parseCommandLine(parser, command, args,
            QStringLiteral(
                "--upstream URL [--listen HOST:PORT] [--root PATH]... [--client "
                "auto|claude-code|codex|opencode|gemini-cli] [-o FILE] [--format text|json] [-- COMMAND [ARG]...]")))
        return *exitCode;
    if (const auto calibrationExit = readCalibrationOption(parser, command))
        return *calibrationExit;

    if (!parser.isSet(QStringLiteral("upstream")))
        return usageError(command,
            QStringLiteral(
                "--upstream URL is required (a provider's base URL, or scripted: the workbench's offline model)"));
    CaptureEndpointOptions options;
    const bool scripted = parser.value(QStringLiteral("upstream")).trimmed() == kScripted;
    if (!scripted) {
        options.upstream = QUrl(parser.value(QStringLiteral("upstream")).trimmed(), QUrl::StrictMode);
        if (const QString problem = upstreamProblem(options.upstream); !problem.isEmpty())
            return usageError(
                command, QStringLiteral("--upstream: %1 (or 'scripted' for the offline scripted model)").arg(problem));
    }
    if (parser.isSet(QStringLiteral("listen"))
        && !parseListenAddress(parser.value(QStringLiteral("listen")), &options.address, &options.port))
        return usageError(command, QStringLiteral("--listen needs HOST:PORT (for example 127.0.0.1:8787)"));
    std::optional<CaptureClient> client;
    const QString clientName = parser.value(QStringLiteral("client"));
    if (!clientName.isEmpty() && clientName != QLatin1String("auto")) {
        client = captureClientFromId(clientName);
        if (!client || *client == CaptureClient::Unknown)
            return usageError(command,
                QStringLiteral("--client must be auto, claude-code, codex, opencode or gemini-cli, not '%1'")
                    .arg(clientName));
    }
    const QString format = parser.value(QStringLiteral("format")).isEmpty() ? QStringLiteral("text")
                                                                            : parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return usageError(command, QStringLiteral("--format must be text or json"));
    if (dashes >= 0 && program.isEmpty())
        return usageError(command, QStringLiteral("'--' must be followed by the command to run"));
    const QString outputPath = parser.value(QStringLiteral("o"));
    if (const QString problem = outputPathProblem(outputPath); !problem.isEmpty())
        return usageError(command, QStringLiteral("-o: ") + problem);
    // The upstream is reached as the client would reach it: through the environment's proxy, if it names one.
    const UpstreamProxyChoice proxy = scripted
        ? UpstreamProxyChoice {}
        : upstreamProxyFromEnvironment(options.upstream, QProcessEnvironment::systemEnvironment());
    options.upstreamProxy = proxy.proxy;

    CaptureEndpoint endpoint;
    CaptureAnalysis analysis;
    QList<SkillRoot> roots;
    for (const QString &location : parser.values(QStringLiteral("root")))
        roots.append({ location.trimmed(), QStringLiteral("user"), RootScope::Custom });
    if (!roots.isEmpty())
        analysis.setRoots(roots);
    analysis.setClientHint(client);
    analysis.setUpstream(
        scripted ? QStringLiteral("the scripted model (offline)") : options.upstream.toString(QUrl::RemoveUserInfo));
    if (scripted) // the script matches prompts against the roots' skills: scanned here, before the first request
        options.answerer = std::make_shared<ScriptedClientModel>(keywordScript(scanRoots(roots)));
    QObject::connect(&endpoint, &CaptureEndpoint::exchangeFinished, &analysis, &CaptureAnalysis::addExchange);

    QString error;
    if (!endpoint.start(options, &error)) {
        err() << "skill-workbench-cli capture: " << error << "\n";
        err().flush();
        return 2;
    }
    analysis.setBodyStore(endpoint.bodyStore()); // each request body kept once, for both
    const QString url = endpoint.url().toString();
    err() << "listening on " << url << "\n";
    if (scripted)
        err() << "answering with the workbench's scripted model: no AI, no network, no key\n";
    if (!options.address.isLoopback())
        err() << "skill-workbench-cli capture: warning: " << options.address.toString()
              << " is not a loopback address: whoever reaches it can send requests with your key\n";
    if (proxy.proxy.type() != QNetworkProxy::NoProxy)
        err() << "forwarding to " << options.upstream.toString(QUrl::RemoveUserInfo) << " through the proxy "
              << proxy.proxy.hostName() << ":" << proxy.proxy.port() << " (" << proxy.variable << ")\n";
    else if (!proxy.problem.isEmpty())
        err() << "skill-workbench-cli capture: warning: " << proxy.problem << "; forwarding directly\n";
    err().flush();
    QObject::connect(&analysis, &CaptureAnalysis::rootsScanned, &analysis, [&analysis] {
        for (const QString &problem : analysis.rootProblems())
            err() << "skill-workbench-cli capture: --root " << problem << "\n";
        err().flush();
    });
    QObject::connect(&endpoint, &CaptureEndpoint::upstreamUnreachable, &endpoint, [](const QString &message) {
        err() << message << "\n";
        err().flush();
    });

    QEventLoop loop;
    int exitCode = 0;
    bool commandRan = false;
    QProcess process;
    SignalWatch signalWatch;
    if (signalWatch.notifier()) {
        QObject::connect(signalWatch.notifier(), &QSocketNotifier::activated, &loop, [&] {
            const int signal = SignalWatch::take();
            if (process.state() != QProcess::NotRunning) {
                // The terminal sent SIGINT to the command too; a SIGTERM meant for us is passed on.
                if (signal == SIGTERM)
                    process.terminate();
                return;
            }
            endpoint.stop(2000);
        });
    }
    QObject::connect(&endpoint, &CaptureEndpoint::stopped, &loop, [&] {
        analysis.flush();
        if (analysis.isIdle())
            loop.quit();
        else
            QObject::connect(&analysis, &CaptureAnalysis::idle, &loop, &QEventLoop::quit);
    });

    if (!program.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ANTHROPIC_BASE_URL"), url);
        env.insert(QStringLiteral("OPENAI_BASE_URL"), url + QStringLiteral("/v1"));
        env.insert(QStringLiteral("GOOGLE_GEMINI_BASE_URL"), url);
        env.insert(QStringLiteral("SW_CAPTURE_URL"), url);
        keepEndpointOffProxies(env, QUrl(url));
        if (scripted)
            addPlaceholderKeys(env, clientOfCommand(program, client));
        process.setProcessEnvironment(env);
        process.setProcessChannelMode(QProcess::ForwardedChannels);
        process.setInputChannelMode(QProcess::ForwardedInputChannel);
        if (format == QLatin1String("json")) {
            // stdout carries the one JSON object: the command's own output goes to stderr.
            process.setChildProcessModifier([] { ::dup2(2, 1); });
        }
        QObject::connect(&process, &QProcess::finished, &loop, [&](int code, QProcess::ExitStatus status) {
            commandRan = true;
            exitCode = status == QProcess::NormalExit ? code : 128 + code; // Qt gives the signal number
            if (status != QProcess::NormalExit) {
                err() << "skill-workbench-cli capture: " << program.first() << " did not exit normally\n";
                err().flush();
            }
            endpoint.stop(2000);
        });
        QObject::connect(&process, &QProcess::errorOccurred, &loop, [&](QProcess::ProcessError e) {
            if (e != QProcess::FailedToStart)
                return;
            err() << "skill-workbench-cli capture: cannot run " << program.first() << ": " << process.errorString()
                  << "\n";
            err().flush();
            exitCode = 2;
            endpoint.stop(0);
        });
        process.start(program.first(), program.mid(1));
    }
    loop.exec();

    int status = program.isEmpty() ? (endpoint.sawUnreachableUpstream() ? 3 : 0) : exitCode;
    if (!commandRan && !program.isEmpty())
        status = exitCode == 0 ? 2 : exitCode;
    if (!outputPath.isEmpty()) {
        QStringList secrets;
        for (const QString &c : endpoint.credentials())
            if (c.size() >= 8)
                secrets << c;
        if (!analysis.save(outputPath, secrets, &error)) {
            err() << "skill-workbench-cli capture: " << error << "\n";
            // The capture is not lost with the path: it goes to the temporary folder, and the path is said.
            const QString fallback = fallbackOutputPath(QStringLiteral("capture"), QStringLiteral("jsonl"));
            QString fallbackError;
            if (analysis.save(fallback, secrets, &fallbackError))
                err() << "skill-workbench-cli capture: the capture was saved to " << QDir::toNativeSeparators(fallback)
                      << " instead\n";
            else
                err() << "skill-workbench-cli capture: " << fallbackError << "\n";
            err().flush();
            status = 2;
        }
    }
    if (format == QLatin1String("json")) {
        out() << QString::fromUtf8(QJsonDocument(captureReportJson(analysis)).toJson(QJsonDocument::Indented));
    } else {
        out() << captureReportText(analysis);
    }
    out().flush();
    return status;
}

} // namespace sw::cli
