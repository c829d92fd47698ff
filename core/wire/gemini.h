#pragma once
// GeminiFormat: Google's Gemini API (docs/wire-formats.md "Gemini"): POST {base}/v1beta/models/MODEL:generateContent,
// or :streamGenerateContent?alt=sse when streaming (the model is in the URL, not in the body), with `x-goog-api-key`;
// `systemInstruction` (the system messages as text parts), `tools` with `functionDeclarations`
// (`parametersJsonSchema`), `contents` of `user` and `model` turns made of `text`, `functionCall` and
// `functionResponse` parts (consecutive messages of one role merged into one turn), `thoughtSignature`s passed back
// unchanged on the part they came with, and `generationConfig.thinkingConfig` when thinking is asked for. The JSON
// lists systemInstruction, tools, then contents: the order the prompt is assembled in, so the shared-prefix figure
// measures what an implicit cache can reuse. GeminiStreamDecoder reads the stream of GenerateContentResponse objects
// (candidates, finishReason, usageMetadata, promptFeedback, error objects).
#include "wire/wireformat.h"

#include <QJsonObject>
#include <QMap>

namespace sw {

class GeminiFormat : public WireFormat
{
public:
    WireApi api() const override { return WireApi::Gemini; }
    void encode(const ModelRequest &request, const WireEncodeContext &context, EncodedRequest &out) const override;
    QByteArray encodeTool(const RequestTool &tool) const override;
    QUrl endpoint(const QString &baseUrl, const QString &model, bool stream) const override;
    QUrl modelsEndpoint(const QString &baseUrl) const override;
    QList<QPair<QByteArray, QByteArray>> headers(const QString &apiKey) const override;
    std::unique_ptr<StreamDecoder> decoder() const override;
    bool parseBody(const QByteArray &body, ChatResponse *response, ProviderError *error) const override;
    ProviderError errorFromBody(int httpStatus, const QByteArray &body) const override;
    QStringList modelsFromBody(const QByteArray &body) const override;

    // The API version root of a base URL: "https://generativelanguage.googleapis.com" -> ".../v1beta"; a base that
    // already names a version (/v1, /v1beta, /v1alpha) or ends with /models or /models/M:method is cut back to it.
    static QString versionRoot(const QString &baseUrl);
    // The model and the method of a request path or URL (".../models/gemini-2.5-pro:streamGenerateContent?alt=sse"
    // -> "gemini-2.5-pro", stream true; ":generateContent" -> stream false), for a recorded or captured request
    // whose body does not name its model. False when the path is not a generateContent call.
    static bool parseEndpoint(QStringView pathOrUrl, QString *model, bool *stream);
    // usageMetadata {promptTokenCount, cachedContentTokenCount, candidatesTokenCount, thoughtsTokenCount,
    // totalTokenCount} as ChatUsage: completion = candidates + thoughts, reasoning = thoughts, cached = the cached
    // content (0 when the field is absent: the API leaves it out when nothing was read from a cache).
    static ChatUsage usageFromJson(const QJsonObject &usage);
    // A Google error object ({"code","message","status","details":[...]}) as a ProviderError: type = status,
    // code = the ErrorInfo reason, retryAfterSeconds from the RetryInfo detail's retryDelay ("20s", "1.5s").
    static ProviderError errorFromObject(int httpStatus, const QJsonObject &error);
    // The thought-signature block of a part (ProviderBlock json, kept with the assistant message): a signature that
    // came on a functionCall part names the call's id; one on a text or thought part belongs to the text part.
    static QByteArray signatureBlock(const QString &signature, const QString &callId = {});
};

class GeminiStreamDecoder : public JsonEventDecoder
{
public:
    bool apply(QByteArrayView payload, StreamDelta *delta, ProviderError *error) override;
    bool isComplete() const override { return m_finished; }
    bool sawAnything() const override { return m_shown; }
    QString endMarker() const override { return QStringLiteral("finishReason"); }
    ChatResponse response() const override;

    // One GenerateContentResponse object (a stream chunk or a whole body).
    bool applyObject(const QJsonObject &chunk, StreamDelta *delta, ProviderError *error);

private:
    QMap<int, ToolCall> m_calls; // in answer order
    QString m_textSignature; // the last signature that came with a text or thought part
    QList<QPair<QString, QString>> m_callSignatures; // call id -> signature, in answer order
    bool m_finished = false;
    bool m_shown = false;
};

} // namespace sw
