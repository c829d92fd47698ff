#include "clisupport.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

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

std::optional<int> parseCommandLine(QCommandLineParser &parser, const QString &command, const QStringList &args,
    const QString &usage, Positionals positionals)
{
    parser.addHelpOption();
    if (!parser.parse(QStringList { QStringLiteral("skill-workbench-cli ") + command } + args))
        return usageError(command, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        QString help = parser.helpText();
        help.replace(0, help.indexOf(u'\n'),
            QStringLiteral("Usage: skill-workbench-cli %1 %2")
                .arg(command, usage.isEmpty() ? QStringLiteral("[options]") : usage));
        out() << help;
        out().flush();
        return 0;
    }
    if (positionals == Positionals::Refused && !parser.positionalArguments().isEmpty())
        return usageError(
            command, QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    return std::nullopt;
}

void addApiOption(QCommandLineParser &parser)
{
    parser.addOption(QCommandLineOption(QStringLiteral("api"),
        QStringLiteral("Wire format: %1 (default: the preset's, else chat-completions).")
            .arg(wireApiNames().join(QStringLiteral(", "))),
        QStringLiteral("API")));
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
} // namespace sw::cli
