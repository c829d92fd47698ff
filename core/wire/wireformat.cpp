// WireFormat: the registry of formats and what they share.
#include "wireformat.h"

#include "wire/anthropicmessages.h"
#include "wire/chatcompletions.h"
#include "wire/chatstream.h"
#include "wire/gemini.h"
#include "wire/openairesponses.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace sw {

QString RequestMessage::text() const
{
    QString s;
    for (const RequestPart &p : parts)
        s += p.text;
    return s;
}

ProviderError WireFormat::errorFromBody(int httpStatus, const QByteArray &body) const
{
    return ChatStreamAccumulator::errorFromBody(httpStatus, body);
}

QStringList WireFormat::modelsFromBody(const QByteArray &body) const
{
    QStringList models;
    for (const QJsonValue v : QJsonDocument::fromJson(body).object().value(QStringLiteral("data")).toArray())
        models << v.toObject().value(QStringLiteral("id")).toString();
    return models;
}

const WireFormat &wireFormat(WireApi api)
{
    static const ChatCompletionsFormat chat;
    static const AnthropicMessagesFormat anthropic;
    static const OpenAiResponsesFormat responses;
    static const GeminiFormat gemini;
    switch (api) {
    case WireApi::AnthropicMessages:
        return anthropic;
    case WireApi::OpenAiResponses:
        return responses;
    case WireApi::Gemini:
        return gemini;
    case WireApi::ChatCompletions:
        break;
    }
    return chat;
}

QString trimmedBaseUrl(const QString &baseUrl, QStringView suffix)
{
    QString base = baseUrl.trimmed();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    if (!suffix.isEmpty() && base.endsWith(suffix))
        base.chop(suffix.size());
    return base;
}

bool isJsonObjectText(const QString &text)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &pe);
    return pe.error == QJsonParseError::NoError && doc.isObject();
}

QString bytesPreview(QByteArrayView bytes)
{
    QString s = QString::fromUtf8(bytes.first(qMin<qsizetype>(bytes.size(), 120)));
    if (bytes.size() > 120)
        s += QStringLiteral("...");
    return s;
}

bool parseBodyObject(const QByteArray &body, QJsonObject *object, ProviderError *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &pe);
    if (pe.error == QJsonParseError::NoError && doc.isObject()) {
        *object = doc.object();
        return true;
    }
    error->kind = ProviderError::Kind::Protocol;
    error->message
        = QStringLiteral("malformed response body (%1): %2")
              .arg(pe.error != QJsonParseError::NoError ? pe.errorString() : QStringLiteral("not a JSON object"))
              .arg(bytesPreview(body));
    return false;
}

RequestSegment wholeMessageSegment(
    const RequestMessage &message, int index, qsizetype start, qsizetype end, const WireEncodeContext &context)
{
    int tokens = 0;
    for (const RequestPart &p : message.parts)
        tokens += context.tokens(p.text);
    QStringList called;
    for (const ToolCall &c : message.toolCalls) {
        tokens += context.tokens(c.name) + context.tokens(c.arguments);
        called << c.name;
    }
    const RequestPart &first = message.parts.first();
    const QString label
        = called.isEmpty() ? first.label : first.label + QStringLiteral(" -> ") + called.join(QStringLiteral(", "));
    return RequestSegment { first.kind, label, index, start, end - start, tokens, first.skill, first.doc };
}

bool JsonEventDecoder::parseEvent(QByteArrayView payload, QJsonObject *event, ProviderError *error)
{
    ++m_events;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(payload.trimmed().toByteArray(), &pe);
    if (pe.error != QJsonParseError::NoError)
        return fail(error,
            QStringLiteral("malformed stream event %1 (%2 at offset %3): %4")
                .arg(m_events)
                .arg(pe.errorString())
                .arg(pe.offset)
                .arg(bytesPreview(payload)));
    if (!doc.isObject())
        return fail(error,
            QStringLiteral("malformed stream event %1 (not a JSON object): %2")
                .arg(m_events)
                .arg(bytesPreview(payload)));
    *event = doc.object();
    return true;
}

void JsonEventDecoder::unknown(const QString &what)
{
    if (!m_response.unknownEvents.contains(what))
        m_response.unknownEvents << what;
}

bool JsonEventDecoder::fail(ProviderError *error, const QString &message)
{
    error->kind = ProviderError::Kind::Protocol;
    error->message = message;
    return false;
}

} // namespace sw
