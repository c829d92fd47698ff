#pragma once
// Scenario: a scripted conversation (format "skill-workbench-scenario/1", TEAM.md / docs/scenarios.md) that the
// ScriptedProvider replays: user turns plus one model response per step, consumed in order across the turns.
#include "agent/providertypes.h"

#include <QStringList>

#include <optional>

namespace sw {

struct ScenarioStep
{
    QString text;
    QString reasoning;
    QList<ToolCall> toolCalls; // arguments: an object is serialised compactly; a string is sent verbatim
    std::optional<ChatUsage> usage; // absent = the workbench's own estimate, labelled
    int chunkChars = 0; // 0 = the whole text in one delta
    int delayMs = 0; // between deltas
    // Extension: the step answers with an error instead (HTTP status, message, Retry-After seconds).
    std::optional<ProviderError> error;
};

struct Scenario
{
    QString format; // "skill-workbench-scenario/1"
    QString title;
    QString description;
    QString profile; // profile name, may be empty
    QString materialisation; // "system" | "tool_results" | "" (profile default)
    QString loadMode; // extension: "once" | "turn" | "session" | "" (profile default)
    WireApi api = WireApi::ChatCompletions; // "api": the format the replay was recorded in (its requests' encoding)
    QStringList userMessages;
    QList<ScenarioStep> steps;
    QString filePath;
};

// Parses a scenario. Returns nullopt with an actionable *error ("steps[2].tool_calls[0]: name is required").
std::optional<Scenario> parseScenario(const QByteArray &json, QString *error);
std::optional<Scenario> loadScenario(const QString &path, QString *error);

} // namespace sw
