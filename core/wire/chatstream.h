#pragma once
// ChatStreamAccumulator: turns Chat Completions chunks (the data payloads of the SSE stream) into deltas and
// one accumulated ChatResponse. Tool calls are keyed by `index`; arguments may be split anywhere, several calls
// may interleave; the last chunk may carry only `usage` (include_usage). Also parses non-streaming bodies and
// `{"error": {...}}` bodies (PROTOCOL.md section 9).
#include "wire/wireformat.h"

#include <QMap>

namespace sw {

class ChatStreamAccumulator : public StreamDecoder
{
public:
    // Applies one data payload. Returns false and sets *error on a malformed chunk or an in-stream error.
    bool apply(QByteArrayView payload, StreamDelta *delta, ProviderError *error) override;
    bool sawDone() const { return m_done; }
    bool sawAnything() const override { return m_chunks > 0; }
    int chunkCount() const { return m_chunks; }
    // [DONE], or a finish_reason (servers that close without the sentinel).
    bool isComplete() const override { return m_done || !m_response.finishReason.isEmpty(); }
    int eventCount() const override { return m_chunks; }
    QString endMarker() const override { return QStringLiteral("[DONE]"); }
    ChatResponse response() const override;

    // A complete non-streaming `chat.completion` body.
    static bool parseCompletion(const QByteArray &body, ChatResponse *response, ProviderError *error);
    // `{"error": {"message", "type", "code"}}` (or a plain text body) as an error for an HTTP status.
    static ProviderError errorFromBody(int httpStatus, const QByteArray &body);

private:
    ChatResponse m_response;
    QMap<int, ToolCall> m_calls;
    bool m_done = false;
    int m_chunks = 0;
};

} // namespace sw
