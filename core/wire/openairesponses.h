#pragma once
// OpenAiResponsesFormat: the OpenAI Responses API (docs/wire-formats.md), as Codex calls it: POST {base}/responses with
// `Authorization: Bearer`; `instructions` (the system message), `input` items (`message` with input_text /
// output_text, `function_call`, `function_call_output`, `reasoning` items passed back), function tools with
// `"strict":false`, `"store":false` (the whole conversation is sent each time), optional `reasoning.effort` with
// `include: ["reasoning.encrypted_content"]`. ResponsesStreamDecoder reads the semantic events (response.created,
// response.output_item.added/done, response.output_text.delta, response.function_call_arguments.delta/done,
// reasoning summary deltas, response.completed / incomplete / failed, error).
#include "wire/wireformat.h"

#include <QHash>
#include <QJsonObject>
#include <QMap>
#include <QSet>

namespace sw {

class OpenAiResponsesFormat : public WireFormat
{
public:
    WireApi api() const override { return WireApi::OpenAiResponses; }
    void encode(const ModelRequest &request, const WireEncodeContext &context, EncodedRequest &out) const override;
    QByteArray encodeTool(const RequestTool &tool) const override;
    QUrl endpoint(const QString &baseUrl, const QString &model, bool stream) const override;
    QUrl modelsEndpoint(const QString &baseUrl) const override;
    QList<QPair<QByteArray, QByteArray>> headers(const QString &apiKey) const override;
    std::unique_ptr<StreamDecoder> decoder() const override;
    bool parseBody(const QByteArray &body, ChatResponse *response, ProviderError *error) const override;

    // usage {input_tokens, input_tokens_details.cached_tokens, output_tokens, output_tokens_details.reasoning_tokens,
    // total_tokens} as ChatUsage.
    static ChatUsage usageFromJson(const QJsonObject &usage);
};

class ResponsesStreamDecoder : public JsonEventDecoder
{
public:
    bool apply(QByteArrayView payload, StreamDelta *delta, ProviderError *error) override;
    bool isComplete() const override { return m_complete; }
    bool sawAnything() const override { return m_shown; }
    QString endMarker() const override { return QStringLiteral("response.completed"); }
    ChatResponse response() const override;

private:
    int toolIndexOf(const QJsonObject &event) const;
    void finish(const QJsonObject &response, StreamDelta *delta);

    QMap<int, ToolCall> m_calls; // by tool index
    QHash<QString, int> m_toolByItem; // item id -> tool index
    QHash<int, int> m_toolByOutput; // output_index -> tool index
    QSet<int> m_openTools; // tool indices whose arguments are not done
    QSet<QString> m_textItems; // message items that streamed text deltas
    bool m_complete = false;
    bool m_shown = false;
};

} // namespace sw
