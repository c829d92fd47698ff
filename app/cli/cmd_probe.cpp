// `probe`: runs an installed real client (Claude Code, Codex, opencode) headless on the workbench's probe skills in
// isolated homes against a scripted loopback model and records a calibration: where the client puts its skill
// listing and how, its built-in skills, its skill tool, what its budget does (docs/calibration.md). --verify compares
// what the client sent for the probe skills with the workbench's prediction.
#include "calibration/calibrationprobe.h"
#include "calibration/calibrationreport.h"
#include "calibration/calibrationverify.h"
#include "clisupport.h"
#include "commands.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QJsonDocument>

namespace sw::cli {

int runProbe(const QStringList &args)
{
    const QString command = QStringLiteral("probe");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Runs a real client headless, in isolated homes holding only the workbench's probe skills, against a\n"
        "scripted loopback model (no network, no key), and records a calibration: the client and its version, the\n"
        "model and context window, where the skill listing sits and its exact wrapper, the entry format, the\n"
        "client's built-in skills, the skill tool's schema and what the listing budget does. Without -o it is\n"
        "stored in the workbench's data folder, one file per client version.\n"
        "Exit status: 0 ok; 1 --verify found differences; 2 usage or I/O errors; 3 the client was not found or "
        "failed."));
    parser.addOption({ QStringLiteral("client"), QStringLiteral("claude-code, codex, opencode or gemini-cli."),
        QStringLiteral("CLIENT") });
    parser.addOption({ QStringLiteral("client-bin"),
        QStringLiteral("The client's program (default: PATH, then the test setup's .deps/clients)."),
        QStringLiteral("PATH") });
    parser.addOption({ QStringLiteral("model"),
        QStringLiteral("The model the client is told to use (default: its own)."), QStringLiteral("M") });
    parser.addOption({ QStringLiteral("context-window"),
        QStringLiteral("Tokens, passed to clients that accept one (Codex model_context_window, opencode's limit)."),
        QStringLiteral("N") });
    parser.addOption({ { QStringLiteral("o"), QStringLiteral("output") },
        QStringLiteral("Write the calibration to FILE instead of the data folder."), QStringLiteral("FILE") });
    parser.addOption({ QStringLiteral("verify"),
        QStringLiteral("Also run the client on a repository of every rule it treats specially, and compare what it "
                       "sent for every probe skill with the workbench's prediction (verdicts A/B, lines C/D).") });
    parser.addOption({ QStringLiteral("format"), QStringLiteral("text (default) or json."), QStringLiteral("FORMAT") });
    parser.addOption({ QStringLiteral("keep-homes"), QStringLiteral("Leave the isolated homes for inspection.") });
    if (const auto exitCode = parseCommandLine(parser, command, args,
            QStringLiteral(
                "--client claude-code|codex|opencode|gemini-cli [--client-bin PATH] [--model M] [--context-window N] "
                "[-o FILE] [--verify] [--format text|json]")))
        return *exitCode;

    const QString clientName = parser.value(QStringLiteral("client"));
    if (clientName.isEmpty())
        return usageError(command, QStringLiteral("--client claude-code|codex|opencode|gemini-cli is required"));
    const std::optional<AgentClient> client = agentClientFromId(clientName);
    if (!client)
        return usageError(command,
            QStringLiteral("--client must be claude-code, codex, opencode or gemini-cli, not '%1'").arg(clientName));
    int contextWindow = 0;
    if (parser.isSet(QStringLiteral("context-window"))) {
        bool ok = false;
        contextWindow = parser.value(QStringLiteral("context-window")).toInt(&ok);
        if (!ok || contextWindow < 1000)
            return usageError(command, QStringLiteral("--context-window needs a number of tokens (1000 or more)"));
    }
    const QString format = parser.value(QStringLiteral("format")).isEmpty() ? QStringLiteral("text")
                                                                            : parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return usageError(command, QStringLiteral("--format must be text or json"));

    const ClientInstall install = detectClient(*client, parser.value(QStringLiteral("client-bin")));
    if (!install.isFound()) {
        err() << "skill-workbench-cli probe: "
              << (install.error.isEmpty() ? QStringLiteral("%1 was not found").arg(agentClientName(*client))
                                          : install.error)
              << "\n";
        err().flush();
        return 3;
    }
    if (contextWindow > 0 && !clientAcceptsContextWindow(*client))
        err() << "skill-workbench-cli probe: warning: " << agentClientName(*client)
              << " takes no context window from its configuration; --context-window is not passed to it\n";

    ProbeOptions options;
    options.install = install;
    options.model = parser.value(QStringLiteral("model"));
    options.contextWindow = contextWindow;
    options.keepHomes = parser.isSet(QStringLiteral("keep-homes"));
    options.rulesRun = parser.isSet(QStringLiteral("verify")); // the rules run: every rule a client treats specially
    CalibrationProbe probe;
    ProbeResult result;
    QEventLoop loop;
    QObject::connect(&probe, &CalibrationProbe::progress, &loop, [](const QString &message) {
        err() << message << "\n";
        err().flush();
    });
    QObject::connect(&probe, &CalibrationProbe::finished, &loop, [&](const ProbeResult &r) {
        result = r;
        loop.quit();
    });
    probe.start(options);
    if (probe.isRunning())
        loop.exec();
    if (!result.ok) {
        err() << "skill-workbench-cli probe: " << result.error << "\n";
        err().flush();
        return 3;
    }

    const Calibration &calibration = result.calibration;
    const QString path = parser.isSet(QStringLiteral("o"))
        ? parser.value(QStringLiteral("o"))
        : defaultCalibrationPath(calibration.clientId, calibration.clientVersion);
    QString error;
    int status = 0;
    if (!saveCalibration(calibration, path, &error)) {
        err() << "skill-workbench-cli probe: " << error << "\n";
        status = 2;
    }
    std::optional<CalibrationAgreement> agreement;
    if (parser.isSet(QStringLiteral("verify"))) {
        agreement = verifyCalibration(calibration);
        if (status == 0 && !agreement->differences.isEmpty())
            status = 1;
    }
    const CalibrationAgreement *verify = agreement ? &*agreement : nullptr;
    const QString written = status == 2 ? QString() : path;
    if (format == QLatin1String("json"))
        out() << QString::fromUtf8(
            QJsonDocument(calibrationReportJson(calibration, written, verify)).toJson(QJsonDocument::Indented));
    else
        out() << calibrationReportText(calibration, written, verify);
    out().flush();
    err().flush();
    return status;
}

} // namespace sw::cli
