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

} // namespace sw
