#pragma once
// OpenAiChatProvider: the HTTP provider of every wire format over QNetworkAccessManager (docs/wire-formats.md):
// Chat Completions (POST {base}/chat/completions, PROTOCOL.md section 9), Anthropic Messages (POST {base}/v1/messages),
// OpenAI Responses (POST {base}/responses) and Gemini (POST {base}/v1beta/models/MODEL:streamGenerateContent?alt=sse),
// chosen by ProviderConfig::api: the format's key and version headers,
// custom headers, streaming SSE (SseParser + the format's StreamDecoder) with a non-streaming fallback chosen by the
// response's Content-Type, an inactivity timeout, proxies from the environment, error bodies and Retry-After. Every
// attempt is reported with its transport (attemptFinished). Nothing is sent that no attempt records: Qt's automatic
// re-send of a request whose kept-alive connection closed before any response is prevented (the body cannot be
// rewound), and redirects are reported, not followed.
#include "provider/chatprovider.h"
#include "wire/sseparser.h"
#include "wire/wireformat.h"

#include <QElapsedTimer>
#include <QList>
#include <QPair>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include <memory>
#include <optional>

class QNetworkAccessManager;
class QNetworkReply;

namespace sw {

struct ProviderConfig
{
    QString presetId = QStringLiteral("custom");
    WireApi api = WireApi::ChatCompletions; // the wire format requests are encoded in and answers decoded from
    // e.g. https://api.openai.com/v1, https://api.anthropic.com, https://generativelanguage.googleapis.com (a trailing
    // endpoint path is accepted too)
    QString baseUrl;
    QString model;
    QString apiKey; // never logged; empty = no Authorization header
    QList<QPair<QByteArray, QByteArray>> headers; // extra request headers
    int inactivityTimeoutMs = 120000; // no byte for this long = Timeout error
    bool stream = true;
};

class OpenAiChatProvider : public ChatProvider
{
    Q_OBJECT
public:
    explicit OpenAiChatProvider(const ProviderConfig &config, QObject *parent = nullptr);
    ~OpenAiChatProvider() override;

    void start(const ChatRequest &request) override;
    void cancel() override;
    bool isBusy() const override { return !m_reply.isNull(); }
    QString displayName() const override;
    QString modelName() const override { return m_config.model; }
    QString providerName() const override;
    QString endpointUrl() const override { return endpoint().toString(QUrl::RemoveUserInfo); }
    WireApi wireApi() const override { return m_config.api; }

    const ProviderConfig &config() const { return m_config; }
    // Where requests go with the configured model and streaming mode; endpoint(request) for one request (Gemini names
    // the request's model and streaming mode in the URL).
    QUrl endpoint() const;
    QUrl endpoint(const ChatRequest &request) const;
    // A base URL to show in messages as an example for a format.
    static QString exampleBaseUrl(WireApi api);
    // "HTTP/1.1 200 ..." headers of the last response, for the inspector (no request headers: they hold the key).
    QList<QPair<QByteArray, QByteArray>> lastResponseHeaders() const { return m_responseHeaders; }

    // Retry-After: delta-seconds or an HTTP date; -1 when absent or unreadable.
    static int parseRetryAfter(const QByteArray &value);
    // A response stopped by the output token limit while a tool call's arguments were still open (not valid JSON):
    // the error the turn ends with (the call cannot be run). nullopt otherwise.
    static std::optional<ProviderError> cutOffToolCall(const ChatResponse &response);

private:
    void onRequestSent();
    void onReadyRead();
    void onFinished();
    void onInactivity();
    void fail(const ProviderError &error, TransportAttempt::End end);
    void endAttempt(TransportAttempt::End end, const QString &error = {});
    void handleEvents(const QList<QByteArray> &events);

    ProviderConfig m_config;
    QNetworkAccessManager *m_nam;
    QPointer<QNetworkReply> m_reply;
    QTimer m_inactivity;
    SseParser m_parser;
    std::unique_ptr<StreamDecoder> m_decoder;
    QByteArray m_raw;
    QList<QPair<QByteArray, QByteArray>> m_responseHeaders;
    TransportAttempt m_attempt; // of the request in flight
    QUrl m_requestUrl; // of the request in flight
    QElapsedTimer m_attemptClock;
    int m_status = 0;
    int m_sends = 0; // times the request of this attempt went on the wire (QNetworkReply::requestSent)
    bool m_streaming = false;
    bool m_headersSeen = false;
    bool m_cancelled = false;
    bool m_timedOut = false;
    bool m_failedEarly = false;
};

} // namespace sw
