// RequestInspector: the Response tab (status, timing, error, usage, the answer, the raw bytes) and the live view of
// the request in flight (paused, waiting, streaming with its status line, headers and bytes so far, a retry wait).
#include "requestinspector.h"

#include "agent/agentloop.h"
#include "inspector/longlinetextview.h"
#include "inspector/requestsmodel.h"
#include "inspector/transportmodel.h"
#include "inspector/transportview.h"
#include "settings/noticetext.h"
#include "wire/wirejson.h"

#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollBar>

namespace sw::ui {

QString RequestInspector::describeResponse(const sw::RequestRecord &r) const
{
    const QLocale locale;
    QStringList out;
    const sw::TransportAttempt *last = r.transport.isEmpty() ? nullptr : &r.transport.last();
    if (last) {
        out << tr("Status: %1 · %2 · %n attempt(s)", nullptr, int(r.transport.size()))
                   .arg(TransportModel::statusText(*last), TransportModel::endText(*last));
        out << tr("Timing: %1 ms to the response headers, %2 ms in all")
                   .arg(last->waitMs >= 0 ? locale.toString(last->waitMs) : QStringLiteral("—"),
                       locale.toString(last->durationMs));
    }
    if (r.failed)
        out << tr("Error: %1").arg(noticeText(r.error.describe()));
    for (const sw::TransportAttempt &a : r.transport) {
        if (a.retryAfterSeconds >= 0)
            out << tr("Attempt %1: Retry-After %2 s").arg(a.number).arg(a.retryAfterSeconds);
    }
    const sw::AgentLoop *loop = m_requests->loop();
    const sw::LiveRequest *live = loop && loop->live().index == r.index ? &loop->live() : nullptr;
    if (!r.finished && !r.failed && live) {
        switch (live->phase) {
        case sw::LiveRequest::Phase::Held:
            out << tr("Status: paused before sending: the presenter releases it (F9, Next step).");
            break;
        case sw::LiveRequest::Phase::Waiting:
            out << tr("Status: sent (attempt %1), waiting for the response headers…").arg(live->attempt);
            break;
        case sw::LiveRequest::Phase::Receiving: {
            const sw::TransportAttempt &a = live->response;
            out << tr("Status: streaming · %1 %2 · attempt %3")
                       .arg(QString::fromLatin1(a.httpVersion), TransportModel::statusText(a))
                       .arg(live->attempt);
            out << tr("Timing: %1 ms to the response headers; %2 bytes received so far")
                       .arg(locale.toString(a.waitMs), locale.toString(live->bytes));
            out << QString() << tr("Response headers:");
            for (const auto &h : a.responseHeaders)
                out << QStringLiteral("%1: %2").arg(QString::fromLatin1(h.first), QString::fromLatin1(h.second));
            break;
        }
        case sw::LiveRequest::Phase::RetryWait:
            out << tr("Status: attempt %1 failed; the next one starts in %2 s.")
                       .arg(live->attempt - 1)
                       .arg(qMax(0, live->retryInSeconds));
            break;
        case sw::LiveRequest::Phase::None:
            break;
        }
    } else if (!r.finished && !r.failed) {
        out << tr("Waiting for the response…");
    }
    if (r.fromCache)
        out << tr("Answered from the Trigger Lab's response cache: nothing was sent for this request.");
    if (r.failed && (!r.response.text.isEmpty() || !r.response.reasoning.isEmpty())) {
        out << QString() << tr("Partial answer, received before it broke off (kept in the chat, marked incomplete):");
        if (!r.response.reasoning.isEmpty())
            out << r.response.reasoning;
        out << r.response.text;
    }
    const sw::ChatUsage &u = r.usage;
    if (r.finished) {
        out << tr("Finish reason: %1").arg(r.response.finishReason.isEmpty() ? tr("(none)") : r.response.finishReason);
        out << (u.estimated ? tr("Usage (workbench estimate, the provider reported none): prompt %1, completion %2")
                                  .arg(u.promptTokens)
                                  .arg(u.completionTokens)
                : u.cacheCreationTokens >= 0 || u.cacheReadTokens >= 0
                ? tr("Usage (provider): prompt %1 (cache write %2, cache read %3), completion %4")
                      .arg(u.promptTokens)
                      .arg(qMax(0, u.cacheCreationTokens))
                      .arg(qMax(0, u.cacheReadTokens))
                      .arg(u.completionTokens)
                : tr("Usage (provider): prompt %1, completion %2, cached %3")
                      .arg(u.promptTokens)
                      .arg(u.completionTokens)
                      .arg(u.reportedCachedTokens() >= 0 ? QString::number(u.reportedCachedTokens())
                                                         : tr("not reported")));
        out << tr("Duration: %1 ms in all (retry waits included), attempts: %2")
                   .arg(locale.toString(r.durationMs))
                   .arg(r.attempts);
        if (!r.response.unknownEvents.isEmpty())
            out << tr("Ignored unknown events: %1").arg(r.response.unknownEvents.join(QStringLiteral(", ")));
        out << QString();
        if (!r.response.reasoning.isEmpty())
            out << tr("Reasoning:") << r.response.reasoning << QString();
        if (!r.response.text.isEmpty())
            out << tr("Text:") << r.response.text << QString();
        for (const sw::ToolCall &c : r.response.toolCalls)
            out << tr("Tool call %1: %2 %3").arg(c.id, c.name, c.arguments);
    }
    if (last && last->end == sw::TransportAttempt::End::HttpError && !last->responseBody.isEmpty())
        out << QString() << tr("Error body:") << QString::fromUtf8(sw::prettyWireJson(last->responseBody).text);
    if (last) {
        out << QString()
            << tr("Raw bytes received (attempt %1 of %2, %3 bytes):")
                   .arg(last->number)
                   .arg(r.transport.size())
                   .arg(locale.toString(qint64(last->responseBody.size())))
            << QString::fromUtf8(last->responseBody);
    } else if (!r.response.rawBody.isEmpty()) {
        out << QString() << tr("Raw response (replay):") << QString::fromUtf8(r.response.rawBody);
    }
    return out.join(QLatin1Char('\n'));
}

void RequestInspector::showLive(int row)
{
    const sw::RequestRecord *r = m_requests->record(row);
    if (!r || row != m_current)
        return;
    const sw::AgentLoop *loop = m_requests->loop();
    const sw::LiveRequest *live = loop && loop->live().index == r->index ? &loop->live() : nullptr;
    const int scroll = m_response->verticalScrollBar()->value();
    m_response->setText(describeResponse(*r));
    m_response->verticalScrollBar()->setValue(scroll);
    const bool running = live && live->phase != sw::LiveRequest::Phase::None
        && live->phase != sw::LiveRequest::Phase::RetryWait && live->phase != sw::LiveRequest::Phase::Held;
    m_transport->setRequest(
        r, loop && loop->session().replay, running ? &live->response : nullptr, live ? live->bytes : 0);
}

} // namespace sw::ui
