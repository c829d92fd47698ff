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
