#pragma once
// ModelRequest: one outbound request before it is encoded in a wire format (docs/wire-formats.md). The request
// builder assembles it from profile + session + skills (system parts, catalog, loaded skills, tool definitions,
// history with tool calls and results), every piece annotated with the segment it becomes; a WireFormat turns it
// into exact bytes.
#include "wire/chattypes.h"
#include "wire/segments.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace sw {

// One annotated piece of a message's text (its segment).
struct RequestPart
{
    SegmentKind kind = SegmentKind::History;
    QString label;
    QString text;
    QString skill;
    QString doc;
};

struct RequestMessage
{
    QString role; // "system", "user", "assistant", "tool"
    QList<RequestPart> parts; // the content: parts joined without separator
    bool contentNull = false; // assistant that only called tools
    QList<ToolCall> toolCalls; // assistant
    QList<ProviderBlock> providerBlocks; // assistant: thinking / reasoning to pass back
    QString toolCallId; // tool
    QString toolName; // tool
    bool isError = false; // tool: the result is an error
    bool whole = true; // one segment for the whole message (else one per part)
    // A system message that stays where it stands among the turns (Claude Code's listing for current models); other
    // system messages go where the format puts system text (Anthropic's top-level `system`).
    bool inPlace = false;
    QString text() const;
};

struct RequestTool
{
    QString name;
    QString description;
    QByteArray parameters; // compact JSON schema (the enum of skill names included)
    QByteArray cacheKey; // what the schema is made of, for the per-format cache
};

// Per-request options of the wire formats that have them.
struct WireOptions
{
    int maxTokens = 8192; // Anthropic `max_tokens` (required there)
    int thinkingBudget = 0; // Anthropic `thinking.budget_tokens`; 0 = no thinking requested
    QString reasoningEffort; // OpenAI Responses `reasoning.effort` ("low", "medium", "high"); "" = not sent
    QList<CachePoint> cachePoints; // Anthropic cache breakpoints, at most 4 are placed
};

struct ModelRequest
{
    QString model;
    bool stream = true;
    QList<RequestMessage> messages;
    QList<RequestTool> tools;
    WireOptions options;
};

} // namespace sw
