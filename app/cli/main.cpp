// skill-workbench-cli: every engine of Skill Workbench, headless. Dispatches to one function per command.
#include "clisupport.h"
#include "commands.h"

#include <QCoreApplication>

#include <functional>

namespace {
struct Command
{
    const char *name;
    int (*run)(const QStringList &);
    const char *summary;
};

const Command commands[] = {
    { "validate", sw::cli::runValidate, "check skills against the spec, the clients' and tRPC-Agent's rules" },
    { "list", sw::cli::runList, "list the skills of one or more roots, with shadowing" },
    { "pack", sw::cli::runPack, "package a skill folder as .skill/.zip/.tar.gz" },
    { "unpack", sw::cli::runUnpack, "safely extract a skill archive into a folder" },
    { "tokens", sw::cli::runTokens, "count exact BPE tokens of files" },
    { "catalog", sw::cli::runCatalog, "print the catalog exactly as a framework renders it" },
    { "report", sw::cli::runReport, "per-layer token report of a repository" },
    { "run", sw::cli::runRun, "run a command of a skill in a workspace" },
    { "chat", sw::cli::runChat, "run the agent headless against a model or a scenario" },
    { "visibility", sw::cli::runVisibility, "what every consumer's model sees of every skill, and why" },
    { "eval", sw::cli::runEval, "Trigger Lab: how often the model loads a skill for an eval set" },
    { "capture", sw::cli::runCapture, "record a real client's traffic and what it did with every skill" },
    { "probe", sw::cli::runProbe, "calibrate against an installed real client: what it sends for probe skills" },
};

void printHelp(QTextStream &o)
{
    o << "Usage: skill-workbench-cli COMMAND [options]\n\nCommands:\n";
    qsizetype width = 0; // the longest name and two spaces, so a summary never runs into its name
    for (const auto &c : commands)
        width = qMax(width, qsizetype(qstrlen(c.name)) + 2);
    for (const auto &c : commands)
        o << "  " << QString::fromLatin1(c.name).leftJustified(width) << QString::fromLatin1(c.summary) << "\n";
    o << "\nRun 'skill-workbench-cli COMMAND --help' for the options of a command.\n";
    o.flush();
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("skill-workbench"));
    QCoreApplication::setOrganizationName(QStringLiteral("skill-workbench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));
    QStringList args = app.arguments();
    args.removeFirst();
    if (args.isEmpty()) { // a usage error: the message and the commands on stderr
        sw::cli::err() << "skill-workbench-cli: no command given\n\n";
        printHelp(sw::cli::err());
        return 2;
    }
    if (args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h")
        || args.first() == QLatin1String("help")) {
        printHelp(sw::cli::out());
        return 0;
    }
    if (args.first() == QLatin1String("--version") || args.first() == QLatin1String("-v")) {
        sw::cli::out() << "skill-workbench-cli " << QCoreApplication::applicationVersion() << "\n";
        sw::cli::out().flush();
        return 0;
    }
    const QString name = args.takeFirst();
    for (const auto &c : commands) {
        if (name == QLatin1String(c.name))
            return c.run(args);
    }
    sw::cli::err() << "skill-workbench-cli: unknown command '" << name << "'\n"
                   << "Try 'skill-workbench-cli --help' for the list of commands.\n";
    sw::cli::err().flush();
    return 2;
}
