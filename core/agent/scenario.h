#pragma once
// Scenario: a scripted conversation (format "skill-workbench-scenario/1", TEAM.md / docs/scenarios.md) that the
// ScriptedProvider replays: user turns plus one model response per step, consumed in order across the turns.
#include "wire/chattypes.h"

#include <QJsonObject>
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
    QString finishReason; // extension: "" = "stop" or "tool_calls"; e.g. "content_filter" replays a refusal
};

// Extension for the Trigger Lab (docs/scenarios.md): an answer chosen by the request instead of by order. A request
// matches when its last user message equals `query` (any query when empty) and its bytes contain `requestContains`
// (any when empty); the n-th time the same request bytes are answered, runs[n % runs.size()] is played, so the runs of
// one query can have mixed outcomes.
struct ScenarioEvalAnswer
{
    QString query;
    QString requestContains;
    QList<ScenarioStep> runs;
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
    QList<ScenarioEvalAnswer> evalAnswers; // first match wins
    QJsonObject eval; // the Trigger Lab's setup ("skill", "set" / "set_file", "variants", ...), read by core/eval
    QString filePath;
};

// Parses a scenario. Returns nullopt with an actionable *error ("steps[2].tool_calls[0]: name is required").
std::optional<Scenario> parseScenario(const QByteArray &json, QString *error);
std::optional<Scenario> loadScenario(const QString &path, QString *error);
// The text of the last user message of a request body (Chat Completions "messages", Anthropic content blocks,
// OpenAI Responses "input", or Gemini "contents" text parts), "" when there is none.
QString lastUserMessage(const QByteArray &requestBody);

} // namespace sw
