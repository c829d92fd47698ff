#pragma once
// Small shared pieces of the command-line tool: output streams, usage errors and the common parse step.
#include "provider/openaiprovider.h"
#include "wire/wireapi.h"

#include <QString>
#include <QTextStream>

#include <optional>

class QCommandLineParser;

namespace sw::cli {
QTextStream &out();
QTextStream &err();
// Prints "<command>: <message>" to stderr and returns the usage exit code 2.
int usageError(const QString &command, const QString &message);
// Why a file the command writes when it ends (-o, --save, --export) could not be written there: its folder is missing
// or not writable, or the path is a folder. Empty when it can be; "-" (stdout) always can. Asked before the work
// starts, so a long capture or a paid chat is not lost to a typo in the path.
QString outputPathProblem(const QString &path);
// Where a result goes when its file could not be written at the end after all: the temporary folder,
// "skill-workbench-<what>-DATE-TIME.<suffix>". The caller writes it there and says so on stderr.
QString fallbackOutputPath(const QString &what, const QString &suffix);

enum class Positionals { Allowed, Refused };
// The parse step every command shares: adds --help, parses `args` as `skill-workbench-cli <command> ...`, prints
// the help (helpText below) and refuses unexpected positional arguments. Returns the exit code to leave with, or
// nullopt to go on. `positionals` is the syntax of the positional arguments for the usage line ("PATH...");
// "" = the parser's own (addPositionalArgument).
std::optional<int> parseCommandLine(QCommandLineParser &parser, const QString &command, const QStringList &args,
    const QString &positionals = {}, Positionals policy = Positionals::Refused);
// The parser's help with the first line "Usage: skill-workbench-cli <command> [options] <positionals>" for every
// command (Qt's own names the program by its full path). `positionals` starting with "-" is a whole synopsis that
// names the options (a command's published contract): "Usage: skill-workbench-cli <command> <synopsis>".
QString helpText(const QCommandLineParser &parser, const QString &command, const QString &positionals = {});

// `--api chat-completions|anthropic-messages|openai-responses|gemini` (chat, eval, report): the wire format a request
// is encoded in. addApiOption() before parsing; readApiOption() after it: *api stays nullopt when the option is absent
// (the caller then takes the preset's format, else chat-completions); an unknown name is a usage error (exit code
// returned).
void addApiOption(QCommandLineParser &parser);
// The preset ids for help texts ("openai, openai-responses, anthropic, gemini, ..."), without "custom".
QString presetIds();
std::optional<int> readApiOption(const QCommandLineParser &parser, const QString &command, std::optional<WireApi> *api);

// `--calibration FILE` (repeatable, one per client; catalog, report, visibility, chat, eval, capture): the client rules
// the predictions and the client profiles follow (docs/calibration.md). Without it the newest calibration stored for
// each client is used; `--calibration builtin` keeps the pinned rules. readCalibrationOption() after parsing: installs
// the rules for this process and returns the usage exit code for a file that cannot be used.
void addCalibrationOption(QCommandLineParser &parser);
std::optional<int> readCalibrationOption(const QCommandLineParser &parser, const QString &command);

// The provider of `chat` and `eval` from their shared options (--preset, --base-url, --model, --api-key-env,
// --header, --timeout; `api` from --api, else the preset's format). Returns the usage exit code on a bad value
// (no model, a named key variable that is not set, a malformed header), nullopt with *config filled otherwise.
std::optional<int> readProviderConfig(
    const QCommandLineParser &parser, const QString &command, std::optional<WireApi> api, ProviderConfig *config);
} // namespace sw::cli
