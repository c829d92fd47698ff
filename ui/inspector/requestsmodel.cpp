// RequestsModel: the request timeline over AgentLoop::session().requests.
#include "requestsmodel.h"

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

QString RequestsModel::statusText(const sw::RequestRecord &r)
{
    if (r.branchOf >= 0)
        return tr("re-send of %1 · %2").arg(r.branchOf + 1).arg(ownStatus(r));
    return ownStatus(r);
}

QString RequestsModel::ownStatus(const sw::RequestRecord &r)
{
    if (r.failed)
        return r.error.kind == sw::ProviderError::Kind::Cancelled ? tr("stopped")
                                                                  : tr("failed: %1").arg(r.error.describe());
    if (r.finished) {
        const QString what = r.response.toolCalls.isEmpty()
            ? tr("answer")
            : tr("%n tool call(s)", nullptr, int(r.response.toolCalls.size()));
        return tr("%1 · %2 ms").arg(what).arg(r.durationMs);
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
            return tr("Tokens of the prefix identical to the previous request: what a prompt cache could reuse");
        case StatusColumn:
            return statusText(*r);
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
    case ProfileColumn:
        return m_loop->config().profile.name;
    case TokensColumn:
        return (r->tokensExact ? QString() : QStringLiteral("≈")) + locale.toString(r->tokens);
    case ProviderTokensColumn:
        return providerUsage ? locale.toString(r->usage.promptTokens) : QStringLiteral("—");
    case CachedColumn:
        return providerUsage && cached >= 0 ? locale.toString(cached) : QStringLiteral("—");
    case SharedPrefixColumn:
        return r->sharedPrefixTokens >= 0 ? locale.toString(r->sharedPrefixTokens) : QStringLiteral("—");
    case StatusColumn:
        return statusText(*r);
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
    case StatusColumn:
        return tr("Status");
    default:
        return {};
    }
}

} // namespace sw::ui
