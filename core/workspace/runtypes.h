#pragma once
// The request and result of one run in a workspace: RunRequest (what to run, where, with which executor and
// limits) and RunResult, whose toJson() is the `skill_run` tool result of PROTOCOL.md 4.1 plus `executor` and
// `workspace`.
#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw {

// Which executor a request asks for. Auto prefers the bubblewrap sandbox and falls back to Local with a warning.
enum class ExecutorChoice { Auto, Sandbox, Local };
// Which executor actually ran a command.
enum class ExecutorKind { None, Sandbox, Local };

QString executorChoiceName(ExecutorChoice choice); // "auto", "sandbox", "local"
std::optional<ExecutorChoice> executorChoiceFromName(const QString &name);
QString executorKindName(ExecutorKind kind); // "sandbox", "local", "" for None

// How a skill folder is copied into the workspace.
enum class StagerKind { Copy, Link };

// Resource limits applied inside the sandbox (the local executor applies them with ulimit as well).
struct ProcessLimits
{
    int maxProcesses = 1024; // RLIMIT_NPROC (counts the user's processes system-wide); 0 = unlimited
    qint64 maxMemoryMiB = 4096; // RLIMIT_AS in MiB; 0 = unlimited
};

// Caps on what is returned (PROTOCOL.md 6).
struct OutputLimits
{
    qint64 maxStreamBytes = qint64(16) * 1024; // stdout and stderr each, in the result
    int maxFiles = 100;
    qint64 maxFileBytes = qint64(4) * 1024 * 1024;
    qint64 maxTotalBytes = qint64(64) * 1024 * 1024;
    int maxDefaultFiles = 20; // when no globs are given, out/** is exported with at most this many files
};

struct RunRequest
{
    QString skillName; // empty = `workspace_exec`: `sh -lc` in the workspace root, no staging, no SKILL_NAME
    QString skillFolder; // source folder of the skill (staged into skills/<skillName>/)
    QString command;
    QString cwd; // relative to skills/<name> (skill_run) or the workspace root (workspace_exec); must stay inside
    QMap<QString, QString> env; // user variables, added after the workspace variables
    QByteArray stdinData;
    QStringList outputGlobs; // empty = out/** (20 files max)
    int timeoutSeconds = 300; // <= 0 means the default 300
    ExecutorChoice executor = ExecutorChoice::Auto;
    StagerKind stager = StagerKind::Copy;
    bool readOnlySource = false; // staged working copy is made read-only (links and out/work stay writable)
    QStringList inputFiles; // host files copied into work/inputs/ before the run
    ProcessLimits processLimits;
    OutputLimits outputLimits;
};

struct OutputFile
{
    QString name; // path relative to the workspace root, '/'-separated, e.g. "out/report.txt"
    QString absolutePath; // resolved path on disk (not part of the JSON)
    QString content; // inlined text (text files only, at most OutputLimits::maxFileBytes)
    QString mimeType;
    qint64 sizeBytes = 0;
    bool isText = false; // text/*, application/json or *+json
    bool truncated = false; // content cut at the per-file or total cap, or binary (not inlined)
    QString ref() const { return QStringLiteral("workspace://") + name; }
    QJsonObject toJson() const; // {name, content, mime_type, size_bytes, truncated, ref}
};

struct RunResult
{
    QString stdoutText; // UTF-8 decoded, cut at OutputLimits::maxStreamBytes on a character boundary
    QString stderrText;
    QByteArray stdoutBytes; // the same head as raw bytes (non-UTF-8 output survives here)
    QByteArray stderrBytes;
    qint64 stdoutTotalBytes = 0; // everything the command printed, including what was cut
    qint64 stderrTotalBytes = 0;
    int exitCode = -1; // -1 when killed by a signal or never started
    bool timedOut = false;
    bool stopped = false; // stop() was called
    qint64 durationMs = 0;
    QList<OutputFile> outputFiles;
    bool limitsHit = false; // output file caps hit
    QStringList warnings; // "stdout truncated", "stderr truncated", executor fallback, glob problems ...
    ExecutorKind executor = ExecutorKind::None;
    QString workspace; // absolute workspace root
    QString runDir; // absolute runs/run_<timestamp>/
    QString error; // set when the command could not be run at all (validation, staging, spawn failure)

    bool ok() const { return error.isEmpty() && !timedOut && !stopped && exitCode == 0; }
    const OutputFile *primaryOutput() const; // first inlined text file, or nullptr
    // skill_run shape: output_files, primary_output (omitted when none), stdout, stderr, exit_code, timed_out,
    // duration_ms, warnings, plus executor, workspace, and limits_hit / stopped / error only when set.
    QJsonObject toJson() const;
};

} // namespace sw

Q_DECLARE_METATYPE(sw::RunResult)
Q_DECLARE_METATYPE(sw::ExecutorKind)
