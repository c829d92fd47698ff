#pragma once
// Segment annotations: which bytes of an encoded request body are the system prompt, the catalog, a loaded skill, a
// doc, a tool schema, history or envelope, with their token counts; the prompt-cache breakpoints a body carries; and
// EncodedRequest, what a wire format's encoder produces (the exact bytes with both).
#include "wire/cachepoint.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringView>

#include <functional>
#include <optional>

namespace sw {

enum class SegmentKind { SystemPrompt, Catalog, LoadedSkill, Doc, ToolSchema, History, ToolResult, Envelope };
// "system", "catalog", "loaded_skill", "doc", "tool_schema", "history", "tool_result", "envelope"
QString segmentKindName(SegmentKind kind);
std::optional<SegmentKind> segmentKindFromName(QStringView name);

struct RequestSegment
{
    SegmentKind kind = SegmentKind::History;
    QString label; // e.g. "user", "assistant", "skill_load result", "[Loaded] data-report", "tool skill_load"
    // index of the request's message (Chat Completions: in "messages"; other formats: the same conversation
    // message, wherever that format puts it); -1 for tool schemas and the envelope
    int messageIndex = -1;
    // range in the encoded body: the JSON-escaped text of a part, or the whole JSON of a message / tool
    qsizetype byteStart = 0;
    qsizetype byteLength = 0;
    int tokens = 0; // tokens of the segment's text (unescaped)
    QString skill; // LoadedSkill / Doc / ToolResult of a skill tool
    QString doc; // Doc
};

// A prompt-cache breakpoint the request carries (Anthropic `cache_control`): where it is in the body, the segment it
// closes and the tokens of the prefix up to it (in the provider's cache order: tools, system, messages).
struct CacheBreakpoint
{
    QList<CachePoint> points; // the policy's points that fall here (one breakpoint serves them all)
    qsizetype byteOffset = 0; // of the `"cache_control"` key in the encoded body
    int segment = -1; // index in the body's segments of the segment it closes
    int prefixTokens = 0; // workbench tokens (o200k) of every segment up to and including it
};

// Tokens of a body's first `bytes` bytes counted on the basis a request's size is counted on: its segments' tokens
// (their texts, unescaped). A segment inside the prefix counts its tokens; the one the prefix ends in counts the
// tokens of its text up to there (never more than its own); bytes outside segments (JSON keys and punctuation) count
// nothing. So the prefix two requests share can never exceed either request's size. `count` counts UTF-8 text.
int segmentTokensBefore(QByteArrayView body, const QList<RequestSegment> &segments, qsizetype bytes,
    const std::function<int(QByteArrayView utf8)> &count);

// What WireFormat::encode writes: the exact body, its segments (covering every byte of the body) and its cache
// breakpoints in body order.
struct EncodedRequest
{
    QByteArray body;
    QList<RequestSegment> segments;
    QList<CacheBreakpoint> cacheBreakpoints;
};

} // namespace sw
