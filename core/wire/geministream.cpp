// GeminiStreamDecoder: the stream of GenerateContentResponse objects (`data: {...}` events of
// :streamGenerateContent?alt=sse) as deltas, and GeminiFormat::parseBody (one whole object). Each object carries the
// next parts of the first candidate (text, thought text, whole function calls), maybe its finishReason, and the
// usageMetadata so far; a prompt the provider refuses comes back as promptFeedback without candidates. Unknown part
// types are ignored and listed in the response.
#include "gemini.h"

#include "wire/wirejson.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace sw {

namespace {
// The JSON text of a value that is not an object (a string, number, array, bool or null), for the call's arguments.
QString geminiArgsText(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::String:
        return QString::fromUtf8(jsonStringLiteral(v.toString()));
    case QJsonValue::Double:
        return QString::fromUtf8(QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
    case QJsonValue::Array:
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    default:
        return QStringLiteral("null");
    }
}

// The message a finish reason other than STOP / MAX_TOKENS ends the turn with.
QString geminiFinishProblem(const QString &reason, const QString &finishMessage, bool shown)
{
    QString why;
    if (reason == QLatin1String("SAFETY") || reason == QLatin1String("IMAGE_SAFETY"))
        why = QStringLiteral("its safety filters");
    else if (reason == QLatin1String("RECITATION"))
        why = QStringLiteral("it would recite source material");
    else if (reason == QLatin1String("BLOCKLIST") || reason == QLatin1String("PROHIBITED_CONTENT")
        || reason == QLatin1String("SPII"))
        why = QStringLiteral("its content policy");
    else if (reason == QLatin1String("MALFORMED_FUNCTION_CALL"))
        why = QStringLiteral("the model wrote a function call it could not parse");
    else if (reason == QLatin1String("UNEXPECTED_TOOL_CALL"))
        why = QStringLiteral("the model called a tool that was not offered");
    else if (reason == QLatin1String("TOO_MANY_TOOL_CALLS"))
        why = QStringLiteral("the model made too many tool calls in a row");
    else if (reason == QLatin1String("LANGUAGE"))
        why = QStringLiteral("the answer is in a language it does not support");
    else
        why = QStringLiteral("no reason given");
    QString message = QStringLiteral("the provider stopped the answer (finishReason %1: %2)").arg(reason, why);
    if (!finishMessage.isEmpty())
        message += QStringLiteral(": ") + finishMessage;
    if (shown)
        message += QStringLiteral("; the part shown is kept");
    return message;
}

bool geminiTransientStatus(const QString &status)
{
    return status == QLatin1String("UNAVAILABLE") || status == QLatin1String("RESOURCE_EXHAUSTED")
        || status == QLatin1String("INTERNAL") || status == QLatin1String("DEADLINE_EXCEEDED");
}
} // namespace

bool GeminiStreamDecoder::apply(QByteArrayView payload, StreamDelta *delta, ProviderError *error)
{
    *delta = StreamDelta();
    QJsonObject chunk;
    return parseEvent(payload, &chunk, error) && applyObject(chunk, delta, error);
}

bool GeminiStreamDecoder::applyObject(const QJsonObject &chunk, StreamDelta *delta, ProviderError *error)
{
    const QJsonValue err = chunk.value(QStringLiteral("error"));
    if (err.isObject()) {
        *error = GeminiFormat::errorFromObject(0, err.toObject());
        error->kind = ProviderError::Kind::Protocol;
        error->message = QStringLiteral("the server reported an error mid-stream: ") + error->message;
        error->transient = !m_shown && geminiTransientStatus(error->type);
        return false;
    }
    if (m_response.id.isEmpty())
        m_response.id = chunk.value(QStringLiteral("responseId")).toString();
    if (m_response.model.isEmpty())
        m_response.model = chunk.value(QStringLiteral("modelVersion")).toString();
    const QJsonValue usage = chunk.value(QStringLiteral("usageMetadata"));
    if (usage.isObject()) {
        m_response.usage = GeminiFormat::usageFromJson(usage.toObject());
        delta->hasUsage = true;
        delta->usage = m_response.usage;
    }
    const QJsonArray candidates = chunk.value(QStringLiteral("candidates")).toArray();
    const QJsonObject feedback = chunk.value(QStringLiteral("promptFeedback")).toObject();
    const QString blocked = feedback.value(QStringLiteral("blockReason")).toString();
    if (!blocked.isEmpty() && candidates.isEmpty()) {
        // The prompt itself was refused: nothing will be generated, and asking again gives the same answer.
        QString message
            = QStringLiteral("the provider blocked the prompt (promptFeedback.blockReason %1)").arg(blocked);
        const QString detail = feedback.value(QStringLiteral("blockReasonMessage")).toString();
        if (!detail.isEmpty())
            message += QStringLiteral(": ") + detail;
        message
            += QStringLiteral(". Nothing was generated; rephrase the message or remove what the filter objects to.");
        m_response.finishReason = QStringLiteral("promptFeedback: ") + blocked;
        error->type = blocked;
        return fail(error, message);
    }
    if (candidates.isEmpty())
        return true; // a chunk with only usage
    const QJsonObject candidate = candidates.first().toObject();
    for (const QJsonValue v :
        candidate.value(QStringLiteral("content")).toObject().value(QStringLiteral("parts")).toArray()) {
        const QJsonObject part = v.toObject();
        const QString signature = part.value(QStringLiteral("thoughtSignature")).toString();
        if (part.contains(QStringLiteral("functionCall"))) {
            const QJsonObject fc = part.value(QStringLiteral("functionCall")).toObject();
            const int index = int(m_calls.size());
            ToolCall &call = m_calls[index];
            call.name = fc.value(QStringLiteral("name")).toString();
            // Gemini CLI names its own ids NAME_<time>_<n>; without an id from the server the answer's order is used.
            call.id = fc.value(QStringLiteral("id")).toString();
            if (call.id.isEmpty())
                call.id
                    = QStringLiteral("%1_%2").arg(call.name.isEmpty() ? QStringLiteral("call") : call.name).arg(index);
            const QJsonValue args = fc.value(QStringLiteral("args"));
            // Arguments that are not an object are kept as the model wrote them: the tool's result says they must be
            // one, and the model can try again.
            call.arguments = args.isUndefined() ? QStringLiteral("{}") : geminiArgsText(args);
            delta->toolCalls << ToolCallDelta { index, call.id, call.name, call.arguments };
            if (!signature.isEmpty())
                m_callSignatures << QPair<QString, QString> { call.id, signature };
            m_shown = true;
            continue;
        }
        if (part.contains(QStringLiteral("text"))) {
            const QString text = part.value(QStringLiteral("text")).toString();
            if (part.value(QStringLiteral("thought")).toBool()) {
                delta->reasoning += text;
                m_response.reasoning += text;
            } else {
                delta->text += text;
                m_response.text += text;
                m_response.textIsNull = false;
            }
            m_shown = m_shown || !text.isEmpty();
            if (!signature.isEmpty())
                m_textSignature = signature;
            continue;
        }
        if (!signature.isEmpty()) { // a part that carries only the signature
            m_textSignature = signature;
            continue;
        }
        const QStringList keys = part.keys();
        unknown(QStringLiteral("part:") + (keys.isEmpty() ? QStringLiteral("(empty)") : keys.first()));
    }
    const QString finish = candidate.value(QStringLiteral("finishReason")).toString();
    if (finish.isEmpty())
        return true;
    m_response.finishReason = finish;
    delta->finishReason = finish;
    if (finish == QLatin1String("STOP") || finish == QLatin1String("MAX_TOKENS")
        || finish == QLatin1String("FINISH_REASON_UNSPECIFIED")) {
        m_finished = true;
        m_response.stoppedAtTokenLimit = finish == QLatin1String("MAX_TOKENS");
        return true;
    }
    error->type = finish;
    return fail(error,
        geminiFinishProblem(finish, candidate.value(QStringLiteral("finishMessage")).toString(),
            !m_response.text.isEmpty() || !m_calls.isEmpty()));
}

ChatResponse GeminiStreamDecoder::response() const
{
    ChatResponse r = m_response;
    r.toolCalls = m_calls.values();
    if (!m_textSignature.isEmpty())
        r.providerBlocks << ProviderBlock { WireApi::Gemini, GeminiFormat::signatureBlock(m_textSignature) };
    for (const auto &s : m_callSignatures)
        r.providerBlocks << ProviderBlock { WireApi::Gemini, GeminiFormat::signatureBlock(s.second, s.first) };
    return r;
}

bool GeminiFormat::parseBody(const QByteArray &body, ChatResponse *response, ProviderError *error) const
{
    QJsonObject o;
    if (!parseBodyObject(body, &o, error))
        return false;
    if (!o.contains(QStringLiteral("candidates")) && !o.contains(QStringLiteral("promptFeedback"))
        && !o.contains(QStringLiteral("error"))) {
        error->kind = ProviderError::Kind::Protocol;
        error->message = QStringLiteral("response has no candidates: %1").arg(bytesPreview(body));
        return false;
    }
    GeminiStreamDecoder decoder;
    StreamDelta delta;
    if (!decoder.applyObject(o, &delta, error)) {
        if (o.contains(QStringLiteral("error"))) { // a whole error body is not "mid-stream"
            *error = errorFromBody(0, body);
            error->kind = ProviderError::Kind::Protocol;
        }
        return false;
    }
    *response = decoder.response();
    response->rawBody = body;
    return true;
}

} // namespace sw
