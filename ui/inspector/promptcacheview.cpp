// PromptCacheView: breakpoints, provider cache figures beside the shared prefix, and Claude's own count.
#include "promptcacheview.h"

#include "provider/providertokens.h"
#include "session/requestrecord.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QUuid>
#include <QVBoxLayout>

namespace sw::ui {

namespace {
constexpr int kMinimumCacheable = 1024; // the smallest prefix most Claude models cache

QString pointText(sw::CachePoint point)
{
    switch (point) {
    case sw::CachePoint::Tools:
        return PromptCacheView::tr("the tools");
    case sw::CachePoint::System:
        return PromptCacheView::tr("the system prompt");
    case sw::CachePoint::Catalog:
        return PromptCacheView::tr("the catalog");
    case sw::CachePoint::LoadedSkills:
        return PromptCacheView::tr("the last loaded skill");
    case sw::CachePoint::LastMessage:
        return PromptCacheView::tr("the last message");
    }
    return {};
}

QString formatTitle(sw::WireApi api)
{
    switch (api) {
    case sw::WireApi::ChatCompletions:
        return PromptCacheView::tr("Chat Completions");
    case sw::WireApi::AnthropicMessages:
        return PromptCacheView::tr("Anthropic Messages");
    case sw::WireApi::OpenAiResponses:
        return PromptCacheView::tr("OpenAI Responses");
    case sw::WireApi::Gemini:
        return PromptCacheView::tr("Gemini");
    }
    return {};
}
} // namespace

PromptCacheView::PromptCacheView(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_providerCount(new QLabel(this))
    , m_count(new QPushButton(tr("Ask Claude's count"), this))
{
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_providerCount->setWordWrap(true);
    m_count->setToolTip(tr("Sends this request to Anthropic's count_tokens endpoint for Claude's own token count "
                           "(Claude's tokenizer is not public). Off unless enabled in Preferences → Model provider."));
    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_providerCount, 1);
    row->addWidget(m_count);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_label);
    layout->addLayout(row);
    connect(m_count, &QPushButton::clicked, this, &PromptCacheView::askCount);
    setRecord(nullptr, nullptr);
}

QStringList PromptCacheView::describe(const sw::RequestRecord &r, const sw::RequestRecord *previous)
{
    const QLocale locale;
    auto n = [&locale](qint64 v) { return locale.toString(v); };
    QStringList lines;
    if (r.api == sw::WireApi::AnthropicMessages) {
        if (r.cacheBreakpoints.isEmpty()) {
            lines << tr("%1 · no cache breakpoints: caching is off for this request").arg(formatTitle(r.api));
        } else {
            QStringList bps;
            for (const sw::CacheBreakpoint &bp : r.cacheBreakpoints) {
                QStringList where;
                for (sw::CachePoint p : bp.points)
                    where << pointText(p);
                QString s = tr("after %1 (%2 tokens)").arg(where.join(tr(" and ")), n(bp.prefixTokens));
                if (bp.prefixTokens < kMinimumCacheable)
                    s += tr(", below the %1-token minimum: not cached").arg(n(kMinimumCacheable));
                bps << s;
            }
            lines
                << tr("%1 · %n cache breakpoint(s): ", nullptr, int(r.cacheBreakpoints.size())).arg(formatTitle(r.api))
                    + bps.join(QStringLiteral(" · "));
        }
    } else if (r.api == sw::WireApi::Gemini) {
        lines << tr("%1 · implicit caching: Gemini reuses a prefix it saw recently by itself and reports it as "
                    "cachedContentTokenCount (this format has no breakpoints)")
                     .arg(formatTitle(r.api));
    } else {
        lines << tr("%1 · the provider caches shared prefixes by itself (this format has no breakpoints)")
                     .arg(formatTitle(r.api));
    }
    const sw::ChatUsage &u = r.usage;
    const QString shared = r.sharedPrefixTokens < 0
        ? tr("first request, nothing shared yet")
        : tr("%1 tokens shared with request %2").arg(n(r.sharedPrefixTokens)).arg(r.index);
    QString provider;
    if (!r.finished || !u.isValid() || u.estimated) {
        provider = tr("no cache figures reported");
    } else if (u.cacheCreationTokens >= 0 || u.cacheReadTokens >= 0) {
        const int write = qMax(0, u.cacheCreationTokens);
        const int read = qMax(0, u.cacheReadTokens);
        provider = tr("cache write %1 · cache read %2 · uncached input %3")
                       .arg(n(write), n(read), n(qMax(0, u.promptTokens - write - read)));
    } else if (u.reportedCachedTokens() >= 0) {
        provider = tr("%1 of %2 prompt tokens cached").arg(n(u.reportedCachedTokens()), n(u.promptTokens));
    } else {
        provider = tr("no cache figures reported");
    }
    lines << tr("Provider: %1 | Workbench: %2").arg(provider, shared);
    if (r.finished && u.isValid() && !u.estimated && r.api == sw::WireApi::AnthropicMessages && previous) {
        const int write = qMax(0, u.cacheCreationTokens);
        const int read = qMax(0, u.cacheReadTokens);
        if (read == 0 && r.sharedPrefixTokens >= kMinimumCacheable && !r.cacheBreakpoints.isEmpty())
            lines << tr("The cache was not read although %1 tokens are the same as in the previous request: a "
                        "breakpoint moved, something before it changed, or the cache expired (5 minutes).")
                         .arg(n(r.sharedPrefixTokens));
        else if (read > 0 && write > 0)
            lines << tr("Read %1 tokens from the cache (billed at 0.1× input) and wrote %2 new ones (1.25×).")
                         .arg(n(read), n(write));
        else if (read > 0)
            lines << tr("Read %1 tokens from the cache (billed at 0.1× input).").arg(n(read));
    }
    if (r.finished && u.isValid() && !u.estimated && r.api == sw::WireApi::Gemini && previous && u.cachedTokens >= 0) {
        if (u.cachedTokens == 0 && r.sharedPrefixTokens >= kMinimumCacheable)
            lines << tr("Gemini read nothing from its implicit cache although %1 tokens are the same as in the "
                        "previous request: implicit caching is best effort (the same long prefix, sent again soon) "
                        "and is not promised for every model.")
                         .arg(n(r.sharedPrefixTokens));
        else if (u.cachedTokens > 0)
            lines << tr("Gemini read %1 tokens from its implicit cache; by the workbench's count %2 tokens are the "
                        "same as in the previous request (Gemini's own tokenizer counts differently).")
                         .arg(n(u.cachedTokens), n(qMax(0, r.sharedPrefixTokens)));
    }
    return lines;
}

void PromptCacheView::setRecord(const sw::RequestRecord *record, const sw::RequestRecord *previous)
{
    m_pending.clear();
    m_providerCount->clear();
    if (!record) {
        m_label->clear();
        m_body.clear();
        m_count->setEnabled(false);
        return;
    }
    m_label->setText(describe(*record, previous).join(QLatin1Char('\n')));
    m_body = record->api == sw::WireApi::AnthropicMessages ? record->body : QByteArray();
    m_workbenchTokens = record->tokens;
    m_exact = record->tokensExact;
    setTokenCounter(m_counter, m_unavailable);
}

void PromptCacheView::setTokenCounter(sw::ProviderTokenCounter *counter, const QString &unavailableReason)
{
    if (m_counter != counter) {
        if (m_counter)
            disconnect(m_counter, nullptr, this, nullptr);
        m_counter = counter;
        if (counter) {
            connect(counter, &sw::ProviderTokenCounter::counted, this, [this](const QString &id, int tokens, bool) {
                if (id != m_pending)
                    return;
                m_pending.clear();
                m_providerCount->setText(tr("Claude's count (provider): %1 tokens · workbench o200k: %2%3 tokens")
                                             .arg(QLocale().toString(tokens), m_exact ? QString() : QStringLiteral("≈"),
                                                 QLocale().toString(m_workbenchTokens)));
                m_count->setEnabled(true);
            });
            connect(
                counter, &sw::ProviderTokenCounter::failed, this, [this](const QString &id, const QString &message) {
                    if (id != m_pending)
                        return;
                    m_pending.clear();
                    m_providerCount->setText(tr("Claude's count failed: %1").arg(message));
                    m_count->setEnabled(true);
                });
        }
    }
    m_unavailable = unavailableReason;
    const bool anthropic = !m_body.isEmpty();
    m_count->setVisible(anthropic);
    m_count->setEnabled(anthropic && m_counter && m_pending.isEmpty());
    m_count->setToolTip(m_counter ? tr("Sends this request to Anthropic's count_tokens endpoint for Claude's own token "
                                       "count (Claude's tokenizer is not public).")
                                  : unavailableReason);
}

void PromptCacheView::askCount()
{
    if (!m_counter || m_body.isEmpty())
        return;
    m_pending = QUuid::createUuid().toString();
    m_count->setEnabled(false);
    m_providerCount->setText(tr("Asking Anthropic's count_tokens…"));
    m_counter->countRequest(m_pending, m_body);
}

QString PromptCacheView::text() const
{
    return m_label->text();
}

QString PromptCacheView::providerCountText() const
{
    return m_providerCount->text();
}

} // namespace sw::ui
