// CaptureRequestsModel: the live Requests table of the Capture page.
#include "capturerequestsmodel.h"

#include "capture/capturedecoder.h"
#include "capture/captureexchange.h"

#include <QLocale>

namespace sw::ui {

namespace {

QString captureRowsMs(qint64 us)
{
    return us < 0 ? QString() : QLocale().toString(double(us) / 1000.0, 'f', us < 10000 ? 1 : 0);
}

} // namespace

CaptureRequestsModel::CaptureRequestsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void CaptureRequestsModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_rowOf.clear();
    m_running = 0;
    endResetModel();
}

int CaptureRequestsModel::ensureRow(int number)
{
    const int existing = m_rowOf.value(number, -1);
    if (existing >= 0)
        return existing;
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    Row r;
    r.number = number;
    m_rows.append(r);
    m_rowOf.insert(number, row);
    ++m_running;
    endInsertRows();
    return row;
}

void CaptureRequestsModel::changed(int row)
{
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void CaptureRequestsModel::addStarted(const sw::CaptureExchange &exchange)
{
    const int row = ensureRow(exchange.number);
    Row &r = m_rows[row];
    r.startedAt = exchange.startedAt;
    r.method = QString::fromLatin1(exchange.method);
    r.path = QString::fromUtf8(exchange.path());
    changed(row);
}

void CaptureRequestsModel::setResponded(int number, int status, qint64 waitUs)
{
    const int row = rowOfNumber(number);
    if (row < 0)
        return;
    m_rows[row].status = status;
    m_rows[row].waitUs = waitUs;
    changed(row);
}

void CaptureRequestsModel::setFinished(const sw::CaptureExchange &exchange)
{
    const int row = ensureRow(exchange.number);
    Row &r = m_rows[row];
    if (r.method.isEmpty()) { // a record without its start (a reopened capture)
        r.startedAt = exchange.startedAt;
        r.method = QString::fromLatin1(exchange.method);
        r.path = QString::fromUtf8(exchange.path());
    }
    r.status = exchange.status;
    r.reason = QString::fromLatin1(exchange.reason);
    r.waitUs = exchange.waitUs;
    r.totalUs = exchange.totalUs;
    if (!r.finished)
        --m_running;
    r.finished = true;
    r.error = exchange.error;
    r.answeredBy = exchange.answeredBy;
    changed(row);
}

void CaptureRequestsModel::setDecoded(const sw::DecodedExchange &decoded, int tokens)
{
    const int row = ensureRow(decoded.number);
    Row &r = m_rows[row];
    if (!r.finished) { // decoded means finished (a reopened capture has no start)
        r.finished = true;
        --m_running;
    }
    r.decoded = true;
    r.client = sw::captureClientName(decoded.client);
    r.api = decoded.api;
    r.tokens = tokens;
    r.listingEntries = decoded.listing ? int(decoded.listing->entries.size()) : -1;
    r.builtinEntries = 0;
    if (decoded.listing) {
        r.placement = decoded.listing->placement;
        for (const sw::ListingEntry &e : decoded.listing->entries)
            r.builtinEntries += e.builtin ? 1 : 0;
    }
    if (r.method.isEmpty()) {
        r.method = QString::fromLatin1(decoded.method);
        r.path = QString::fromUtf8(decoded.path);
        r.status = decoded.status;
    }
    changed(row);
}

int CaptureRequestsModel::numberAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).number : 0;
}

int CaptureRequestsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CaptureRequestsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CaptureRequestsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    if (role == NumberRole)
        return r.number;
    if (role == DecodedRole)
        return r.decoded;
    if (role == Qt::TextAlignmentRole) {
        switch (index.column()) {
        case NumberColumn:
        case TokensColumn:
        case FirstByteColumn:
        case TotalColumn:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        if (index.column() == StatusColumn && !r.error.isEmpty())
            return r.error;
        if (index.column() == StatusColumn && r.answeredBy == QLatin1String("scripted model"))
            return tr("Answered by the workbench's scripted model: nothing went to a provider.");
        if (index.column() == StatusColumn && r.answeredBy == QLatin1String("cache"))
            return tr("Answered from the response cache: nothing went to a provider.");
        if (index.column() == ListingColumn && r.listingEntries >= 0)
            return tr("Where the client put it: %1").arg(r.placement);
        if (index.column() == ClientColumn && !r.api.isEmpty())
            return tr("Wire format: %1").arg(r.api);
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case NumberColumn:
        return r.number;
    case TimeColumn:
        return r.startedAt.isValid() ? r.startedAt.toLocalTime().toString(QStringLiteral("HH:mm:ss")) : QString();
    case MethodColumn:
        return r.method;
    case PathColumn:
        return r.path;
    case ClientColumn:
        return r.decoded ? r.client : QString();
    case StatusColumn:
        if (!r.finished)
            return r.status > 0 ? tr("%1 streaming…").arg(r.status) : tr("forwarding…");
        if (r.status == 0)
            return r.error.isEmpty() ? tr("no answer") : r.error;
        if (!r.error.isEmpty())
            return tr("%1 · %2").arg(r.status).arg(r.error);
        if (r.answeredBy == QLatin1String("scripted model"))
            return tr("%1 · script").arg(r.status);
        if (r.answeredBy == QLatin1String("cache"))
            return tr("%1 · cache").arg(r.status);
        return QString::number(r.status);
    case ListingColumn:
        if (!r.decoded)
            return QString();
        if (r.listingEntries < 0)
            return tr("none");
        return tr("%n entries", nullptr, r.listingEntries)
            + (r.builtinEntries > 0 ? tr(" (%n the client's own)", nullptr, r.builtinEntries) : QString());
    case TokensColumn:
        return r.tokens >= 0 ? QLocale().toString(r.tokens) : QString();
    case FirstByteColumn:
        return captureRowsMs(r.waitUs);
    case TotalColumn:
        return r.finished ? captureRowsMs(r.totalUs) : QString();
    default:
        return {};
    }
}

QVariant CaptureRequestsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NumberColumn:
        return tr("#");
    case TimeColumn:
        return tr("Time");
    case MethodColumn:
        return tr("Method");
    case PathColumn:
        return tr("Path");
    case ClientColumn:
        return tr("Client");
    case StatusColumn:
        return tr("Status");
    case ListingColumn:
        return tr("Skill listing");
    case TokensColumn:
        return tr("Tokens");
    case FirstByteColumn:
        return tr("First byte (ms)");
    case TotalColumn:
        return tr("Total (ms)");
    default:
        return {};
    }
}

} // namespace sw::ui
