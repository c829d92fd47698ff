#include "clisupport.h"

#include "calibration/calibrationrules.h"

#include "provider/providerpresets.h"
#include "provider/secrets.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>

#include <cstdio>

namespace sw::cli {
QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

int usageError(const QString &command, const QString &message)
{
    err() << "skill-workbench-cli " << command << ": " << message << "\n"
          << "Try 'skill-workbench-cli " << command << " --help'.\n";
    err().flush();
    return 2;
}

QString outputPathProblem(const QString &path)
{
    if (path.isEmpty() || path == QLatin1String("-"))
        return {};
    const QFileInfo file(path);
    if (file.isDir())
        return QStringLiteral("%1 is a folder; give a file name").arg(QDir::toNativeSeparators(path));
    const QFileInfo folder(file.absolutePath());
    if (!folder.isDir())
        return QStringLiteral("cannot write %1: the folder %2 does not exist")
            .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(folder.filePath()));
    if (!folder.isWritable() || (file.exists() && !file.isWritable()))
        return QStringLiteral("cannot write %1: permission denied").arg(QDir::toNativeSeparators(path));
    return {};
}

QString fallbackOutputPath(const QString &what, const QString &suffix)
{
    return QDir(QDir::tempPath())
        .filePath(QStringLiteral("skill-workbench-%1-%2.%3")
                      .arg(what, QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")), suffix));
}

std::optional<int> parseCommandLine(QCommandLineParser &parser, const QString &command, const QStringList &args,
    const QString &positionals, Positionals policy)
{
    parser.addHelpOption();
    if (!parser.parse(QStringList { QStringLiteral("skill-workbench-cli ") + command } + args))
        return usageError(command, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out() << helpText(parser, command, positionals);
        out().flush();
        return 0;
    }
    if (policy == Positionals::Refused && !parser.positionalArguments().isEmpty())
        return usageError(
            command, QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    return std::nullopt;
}

QString helpText(const QCommandLineParser &parser, const QString &command, const QString &positionals)
{
    QString help = parser.helpText();
    // Qt's first line is "Usage: <argv[0] as run> [options] <positional syntax>": keep only the positional part.
    const qsizetype end = help.indexOf(u'\n');
    const QString first = help.left(end);
    const QString marker = QStringLiteral(" [options]");
    const qsizetype at = first.indexOf(marker);
    QString syntax = positionals;
    if (syntax.isEmpty() && at >= 0)
        syntax = first.mid(at + marker.size()).trimmed();
    // A synopsis that names its options itself ("--root PATH... [--format text|json]") replaces "[options]".
    const bool synopsis = positionals.startsWith(QLatin1Char('-'));
    QString line = synopsis ? QStringLiteral("Usage: skill-workbench-cli %1").arg(command)
                            : QStringLiteral("Usage: skill-workbench-cli %1 [options]").arg(command);
    if (!syntax.isEmpty())
        line += QLatin1Char(' ') + syntax;
    help.replace(0, end, line);
    return help;
}

void addCalibrationOption(QCommandLineParser &parser)
{
    parser.addOption(QCommandLineOption(QStringLiteral("calibration"),
        QStringLiteral("A calibration file of `probe` whose client rules the predictions and client profiles follow "
                       "(repeatable, one per client). Default: the newest stored calibration of each client; "
                       "'builtin': the pinned rules."),
        QStringLiteral("FILE")));
}

std::optional<int> readCalibrationOption(const QCommandLineParser &parser, const QString &command)
{
    const QStringList files = parser.values(QStringLiteral("calibration"));
    CalibratedRules rules;
    if (files == QStringList { QStringLiteral("builtin") }) {
        useCalibratedRules(rules);
        return std::nullopt;
    }
    if (files.isEmpty()) {
        QStringList warnings;
        rules = storedCalibrations(&warnings);
        for (const QString &w : std::as_const(warnings))
            err() << command << QStringLiteral(": warning: a stored calibration is skipped: ") << w << Qt::endl;
    }
    for (const QString &file : files) {
        QString error;
        if (!addCalibrationFile(file, &rules, &error))
            return usageError(command, QStringLiteral("--calibration: %1").arg(error));
    }
    useCalibratedRules(rules);
    return std::nullopt;
}

void addApiOption(QCommandLineParser &parser)
{
    parser.addOption(QCommandLineOption(QStringLiteral("api"),
        QStringLiteral("Wire format: %1 (default: the preset's, else chat-completions).")
            .arg(wireApiNames().join(QStringLiteral(", "))),
        QStringLiteral("API")));
}

QString presetIds()
{
    QStringList ids;
    for (const ProviderPreset &p : providerPresets()) {
        if (p.id != QLatin1String("custom"))
            ids << p.id;
    }
    return ids.join(QStringLiteral(", "));
}

std::optional<int> readApiOption(const QCommandLineParser &parser, const QString &command, std::optional<WireApi> *api)
{
    *api = std::nullopt;
    if (!parser.isSet(QStringLiteral("api")))
        return std::nullopt;
    const QString name = parser.value(QStringLiteral("api"));
    *api = wireApiFromName(name);
    if (!*api)
        return usageError(command,
            QStringLiteral("unknown --api '%1' (one of: %2)").arg(name, wireApiNames().join(QStringLiteral(", "))));
    return std::nullopt;
}
std::optional<int> readProviderConfig(
    const QCommandLineParser &parser, const QString &command, std::optional<WireApi> api, ProviderConfig *config)
{
    ProviderConfig &pc = *config;
    const auto value = [&parser](const char *name) { return parser.value(QLatin1String(name)); };
    const auto isSet = [&parser](const char *name) { return parser.isSet(QLatin1String(name)); };
    const ProviderPreset pre = providerPreset(value("preset"));
    pc.presetId = pre.id;
    pc.api = api.value_or(pre.api);
    pc.baseUrl = isSet("base-url") ? value("base-url") : pre.baseUrl;
    pc.model = isSet("model") ? value("model") : pre.defaultModel;
    if (pc.model.isEmpty())
        return usageError(command, QStringLiteral("--model is required"));
    const QString var = isSet("api-key-env") ? value("api-key-env") : pre.apiKeyEnv;
    if (!var.isEmpty()) {
        pc.apiKey = apiKeyFromEnvironment(var);
        if (pc.apiKey.isEmpty() && isSet("api-key-env"))
            return usageError(command, QStringLiteral("environment variable %1 is not set").arg(var));
    }
    for (const QString &h : parser.values(QStringLiteral("header"))) {
        const qsizetype colon = h.indexOf(QLatin1Char(':'));
        if (colon <= 0)
            return usageError(command, QStringLiteral("--header must look like 'Name: value'"));
        pc.headers.append({ h.left(colon).trimmed().toUtf8(), h.mid(colon + 1).trimmed().toUtf8() });
    }
    pc.inactivityTimeoutMs = qMax(1, value("timeout").toInt()) * 1000;
    return std::nullopt;
}

} // namespace sw::cli
