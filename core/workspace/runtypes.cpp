// RunResult and OutputFile JSON (the skill_run tool result of PROTOCOL.md 4.1) and executor names.
#include "workspace/runtypes.h"

#include <QJsonArray>

namespace sw {

QString executorChoiceName(ExecutorChoice choice)
{
    switch (choice) {
    case ExecutorChoice::Sandbox:
        return QStringLiteral("sandbox");
    case ExecutorChoice::Local:
        return QStringLiteral("local");
    case ExecutorChoice::Auto:
        break;
    }
    return QStringLiteral("auto");
}

std::optional<ExecutorChoice> executorChoiceFromName(const QString &name)
{
    if (name == QLatin1String("auto"))
        return ExecutorChoice::Auto;
    if (name == QLatin1String("sandbox"))
        return ExecutorChoice::Sandbox;
    if (name == QLatin1String("local"))
        return ExecutorChoice::Local;
    return std::nullopt;
}

QString executorKindName(ExecutorKind kind)
{
    switch (kind) {
    case ExecutorKind::Sandbox:
        return QStringLiteral("sandbox");
    case ExecutorKind::Local:
        return QStringLiteral("local");
    case ExecutorKind::None:
        break;
    }
    return {};
}

QJsonObject OutputFile::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("content"), content);
    o.insert(QStringLiteral("mime_type"), mimeType);
    o.insert(QStringLiteral("size_bytes"), sizeBytes);
    o.insert(QStringLiteral("truncated"), truncated);
    o.insert(QStringLiteral("ref"), ref());
    return o;
}

const OutputFile *RunResult::primaryOutput() const
{
    for (const OutputFile &f : outputFiles) {
        if (f.isText && !f.content.isEmpty())
            return &f;
    }
    return nullptr;
}

QJsonObject RunResult::toJson() const
{
    QJsonObject o;
    QJsonArray files;
    for (const OutputFile &f : outputFiles)
        files.append(f.toJson());
    o.insert(QStringLiteral("output_files"), files);
    if (const OutputFile *primary = primaryOutput())
        o.insert(QStringLiteral("primary_output"), primary->toJson());
    o.insert(QStringLiteral("stdout"), stdoutText);
    o.insert(QStringLiteral("stderr"), stderrText);
    o.insert(QStringLiteral("exit_code"), exitCode);
    o.insert(QStringLiteral("timed_out"), timedOut);
    o.insert(QStringLiteral("duration_ms"), durationMs);
    o.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(warnings));
    o.insert(QStringLiteral("executor"), executorKindName(executor));
    o.insert(QStringLiteral("workspace"), workspace);
    if (limitsHit)
        o.insert(QStringLiteral("limits_hit"), true);
    if (stopped)
        o.insert(QStringLiteral("stopped"), true);
    if (!error.isEmpty())
        o.insert(QStringLiteral("error"), error);
    return o;
}

} // namespace sw
