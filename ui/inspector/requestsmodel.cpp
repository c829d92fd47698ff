// RequestsModel: the request timeline over AgentLoop::session().requests.
#include "requestsmodel.h"

#include "settings/noticetext.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace sw::ui {

RequestsModel::RequestsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void RequestsModel::setLoop(sw::AgentLoop *loop)
{
    for (const QMetaObject::Connection &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    beginResetModel();
    m_loop = loop;
    m_rows = loop ? int(loop->session().requests.size()) : 0;
    endResetModel();
    if (!loop)
        return;
    m_connections << connect(loop, &sw::AgentLoop::sessionReset, this, &RequestsModel::resync)
                  << connect(loop, &sw::AgentLoop::requestStarted, this, &RequestsModel::onStarted)
                  << connect(loop, &sw::AgentLoop::requestFinished, this, &RequestsModel::onFinished)
                  << connect(loop, &sw::AgentLoop::requestProgress, this,
                         [this](int index) { // only the live status moves (the inspector updates Response, Transport)
                             if (index >= 0 && index < m_rows)
                                 Q_EMIT dataChanged(this->index(index, StatusColumn), this->index(index, StatusColumn));
                         })
                  << connect(loop, &sw::AgentLoop::retryCountdown, this, [this] { onFinished(m_rows - 1); })
                  << connect(loop, &sw::AgentLoop::stopped, this, [this] { onFinished(m_rows - 1); })
                  << connect(loop, &QObject::destroyed, this, [this] { setLoop(nullptr); });
}

void RequestsModel::resync()
{
    beginResetModel();
    m_rows = m_loop ? int(m_loop->session().requests.size()) : 0;
    endResetModel();
}

void RequestsModel::onStarted(int index)
{
    if (!m_loop)
        return;
    const int size = int(m_loop->session().requests.size());
    if (index != m_rows || size != m_rows + 1) { // out of step: follow the session
        resync();
        return;
    }
    beginInsertRows({}, m_rows, m_rows);
    m_rows = size;
    endInsertRows();
}

void RequestsModel::onFinished(int index)
{
    if (index < 0 || index >= m_rows)
        return;
    Q_EMIT dataChanged(this->index(index, 0), this->index(index, ColumnCount - 1));
}

const sw::RequestRecord *RequestsModel::record(int row) const
{
    if (!m_loop || row < 0 || row >= m_rows || row >= m_loop->session().requests.size())
        return nullptr;
    return &m_loop->session().requests.at(row);
}

int RequestsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int RequestsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const sw::LiveRequest *RequestsModel::liveFor(const sw::RequestRecord &record) const
{
    if (!m_loop || m_loop->live().index != record.index)
        return nullptr;
    return &m_loop->live();
}

QString RequestsModel::statusText(const sw::RequestRecord &r, const sw::LiveRequest *live)
{
    if (r.branchOf >= 0)
        return tr("re-send of %1 · %2").arg(r.branchOf + 1).arg(ownStatus(r, live));
    return ownStatus(r, live);
}

QString RequestsModel::attemptsText(const sw::RequestRecord &r)
{
    if (r.transport.size() < 2)
        return r.attempts > 1 && r.transport.isEmpty() ? tr("%n attempt(s)", nullptr, r.attempts) : QString();
    QStringList statuses;
    for (const sw::TransportAttempt &a : r.transport)
        statuses << (a.status != 0 ? QString::number(a.status) : tr("no response"));
    return statuses.join(QStringLiteral(" → "));
}

QString RequestsModel::cacheText(const sw::ChatUsage &u)
{
    const QLocale locale;
    if (u.cacheCreationTokens >= 0 || u.cacheReadTokens >= 0) // Anthropic: reads and writes are both billed
        return tr("%1 read · %2 written")
            .arg(locale.toString(qMax(0, u.cacheReadTokens)), locale.toString(qMax(0, u.cacheCreationTokens)));
    const int cached = u.reportedCachedTokens();
    return cached >= 0 ? locale.toString(cached) : QString();
}

QString RequestsModel::outcomeText(const sw::RequestRecord &r)
{
    QString what;
    if (r.finished) {
        QStringList calls;
        for (const sw::ToolCall &c : r.response.toolCalls) {
            // The skill a call is about, when its arguments name one (skill, skill_name, name, command).
            const QJsonObject args = QJsonDocument::fromJson(c.arguments.toUtf8()).object();
            QString about;
            for (const char *key : { "skill", "skill_name", "name" }) {
                if (args.value(QLatin1String(key)).isString()) {
                    about = args.value(QLatin1String(key)).toString();
                    break;
                }
            }
            calls << (about.isEmpty() ? c.name : QStringLiteral("%1 %2").arg(c.name, about));
        }
        what = calls.isEmpty() ? tr("text") : calls.join(QStringLiteral(", "));
    } else if (r.failed) {
        what = r.error.kind == sw::ProviderError::Kind::Cancelled ? tr("stopped") : tr("error");
    }
    if (r.fromCache)
        what += QStringLiteral(" · ") + tr("from cache");
    return what;
}

QString RequestsModel::ownStatus(const sw::RequestRecord &r, const sw::LiveRequest *live)
{
    const QLocale locale;
    const QString attempts = attemptsText(r);
    auto withAttempts = [&attempts](const QString &text) {
        return attempts.isEmpty() ? text : QStringLiteral("%1 · %2").arg(text, attempts);
    };
    if (r.fromCache)
        return tr("cached · nothing sent");
    if (r.failed)
        return withAttempts(r.error.kind == sw::ProviderError::Kind::Cancelled
                ? tr("stopped")
                : tr("failed: %1").arg(noticeText(r.error.describe())));
    if (r.finished)
        return withAttempts(tr("%1 ms").arg(locale.toString(r.durationMs)));
    if (live) {
        switch (live->phase) {
        case sw::LiveRequest::Phase::Held:
            return tr("paused · F9 sends it");
        case sw::LiveRequest::Phase::Receiving:
            return withAttempts(
                tr("streaming · HTTP %1 · %2 bytes").arg(live->response.status).arg(locale.toString(live->bytes)));
        case sw::LiveRequest::Phase::RetryWait:
            return withAttempts(tr("retry %1 in %2 s").arg(live->attempt - 1).arg(qMax(0, live->retryInSeconds)));
        case sw::LiveRequest::Phase::Waiting:
            return withAttempts(tr("waiting for the response…"));
        case sw::LiveRequest::Phase::None:
            break;
        }
    }
    return r.attempts > 1 ? tr("retry %1…").arg(r.attempts - 1) : tr("sending…");
}

QVariant RequestsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const sw::RequestRecord *r = record(index.row());
    if (!r)
        return {};
    if (role == RequestIndexRole)
        return r->index;
    const QLocale locale;
    const int cached = r->usage.reportedCachedTokens();
    const bool providerUsage = r->usage.isValid() && !r->usage.estimated;
    const sw::LiveRequest *live = liveFor(*r);
    if (role == SortValueRole) {
        switch (index.column()) {
        case IndexColumn:
            return r->index;
        case TokensColumn:
            return r->tokens;
        case ProviderTokensColumn:
            return providerUsage ? r->usage.promptTokens : -1;
        case CachedColumn:
            return providerUsage ? cached : -1;
        case SharedPrefixColumn:
            return r->sharedPrefixTokens;
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole) {
        const int c = index.column();
        if (c == TokensColumn || c == ProviderTokensColumn || c == CachedColumn || c == SharedPrefixColumn
            || c == IndexColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case TokensColumn:
            return r->tokensExact ? tr("Counted by the workbench (exact tokenizer)")
                                  : tr("Estimated by the workbench (tokenizer data missing)");
        case ProviderTokensColumn:
            return providerUsage ? tr("prompt_tokens reported by the provider")
                                 : tr("The provider reported no usage (replay without usage): see our own count");
        case SharedPrefixColumn:
            return tr("Tokens of the prefix identical to the previous request, counted like the request's own tokens "
                      "(texts, not JSON keys): what a prompt cache could reuse");
        case CachedColumn:
            return tr("Prompt tokens the provider read from its cache (and, for Anthropic, wrote to it)");
        case OutcomeColumn:
            return tr("What the answer did: text, or which tools it called and about which skill");
        case StatusColumn:
            return statusText(*r, live);
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case IndexColumn:
        return QString::number(r->index + 1);
    case TimeColumn:
        return r->startedAt.toLocalTime().toString(QStringLiteral("HH:mm:ss"));
    case ProfileColumn: // the session's (a loop that only holds requests, as the Trigger Lab's, has no profile)
        return m_loop->session().profileName.isEmpty() ? m_loop->config().profile.name : m_loop->session().profileName;
    case TokensColumn:
        return (r->tokensExact ? QString() : QStringLiteral("≈")) + locale.toString(r->tokens);
    case ProviderTokensColumn:
        return providerUsage ? locale.toString(r->usage.promptTokens) : QStringLiteral("—");
    case CachedColumn:
        return providerUsage && !cacheText(r->usage).isEmpty() ? cacheText(r->usage) : QStringLiteral("—");
    case SharedPrefixColumn:
        return r->sharedPrefixTokens >= 0 ? locale.toString(r->sharedPrefixTokens) : QStringLiteral("—");
    case OutcomeColumn:
        return outcomeText(*r);
    case StatusColumn:
        return statusText(*r, live);
    default:
        return {};
    }
}

QVariant RequestsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IndexColumn:
        return tr("#");
    case TimeColumn:
        return tr("Time");
    case ProfileColumn:
        return tr("Profile");
    case TokensColumn:
        return tr("Tokens (ours)");
    case ProviderTokensColumn:
        return tr("Prompt (provider)");
    case CachedColumn:
        return tr("Cached");
    case SharedPrefixColumn:
        return tr("Shared prefix");
    case OutcomeColumn:
        return tr("Outcome");
    case StatusColumn:
        return tr("Status");
    default:
        return {};
    }
}

} // namespace sw::ui
