#pragma once
// ChatCompletionsFormat: OpenAI-compatible Chat Completions (PROTOCOL.md section 9): POST {base}/chat/completions,
// `Authorization: Bearer`, `messages` with system/user/assistant/tool roles, `tools` of type function, streaming
// chunks decoded by ChatStreamAccumulator (chatstream.h). The bytes are the workbench's original encoding.
#include "wire/wireformat.h"

namespace sw {

class ChatCompletionsFormat : public WireFormat
{
public:
    WireApi api() const override { return WireApi::ChatCompletions; }
    void encode(const ModelRequest &request, const WireEncodeContext &context, EncodedRequest &out) const override;
    QByteArray encodeTool(const RequestTool &tool) const override;
    QUrl endpoint(const QString &baseUrl, const QString &model, bool stream) const override;
    QUrl modelsEndpoint(const QString &baseUrl) const override;
    QList<QPair<QByteArray, QByteArray>> headers(const QString &apiKey) const override;
    std::unique_ptr<StreamDecoder> decoder() const override;
    bool parseBody(const QByteArray &body, ChatResponse *response, ProviderError *error) const override;
};

} // namespace sw
