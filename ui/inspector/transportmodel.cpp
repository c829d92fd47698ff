// TransportModel: one row per transport attempt.
#include "transportmodel.h"

#include <QLocale>

namespace sw::ui {

TransportModel::TransportModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void TransportModel::setAttempts(const QList<sw::TransportAttempt> &attempts, int runningRow, qint64 bytesSoFar)
{
    beginResetModel();
    m_attempts = attempts;
    m_running = runningRow;
    m_bytesSoFar = bytesSoFar;
    endResetModel();
}

const sw::TransportAttempt *TransportModel::attempt(int row) const
{
    return row >= 0 && row < m_attempts.size() ? &m_attempts.at(row) : nullptr;
}

int TransportModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_attempts.size());
}

int TransportModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TransportModel::statusText(const sw::TransportAttempt &a)
{
    if (a.status == 0)
        return tr("no response");
    return a.reason.isEmpty() ? QString::number(a.status)
                              : QStringLiteral("%1 %2").arg(a.status).arg(QString::fromLatin1(a.reason));
}

QString TransportModel::endText(const sw::TransportAttempt &a)
{
    using E = sw::TransportAttempt::End;
    QString text;
    switch (a.end) {
    case E::Complete:
        text = tr("complete");
        break;
    case E::HttpError:
        text = tr("HTTP error");
        break;
    case E::ConnectionError:
        text = tr("connection failed");
        break;
    case E::Timeout:
        text = tr("timed out");
        break;
    case E::Cancelled:
        text = tr("cancelled (Stop)");
        break;
    case E::Malformed:
        text = tr("malformed response");
        break;
    }
    if (a.retryAfterSeconds >= 0)
        text += tr(" · Retry-After %1 s").arg(a.retryAfterSeconds);
    return text;
}

QVariant TransportModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const sw::TransportAttempt &a = m_attempts.at(index.row());
    if (role == AttemptRole)
        return a.number;
    if (role == Qt::ToolTipRole)
        return a.error.isEmpty() ? QVariant() : QVariant(a.error);
    if (role == Qt::TextAlignmentRole) {
        const int c = index.column();
        return c == NumberColumn || c == WaitColumn || c == DurationColumn || c == BytesColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant();
    }
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    if (index.row() == m_running) { // still in flight
        switch (index.column()) {
        case StatusColumn:
            return a.status != 0 ? statusText(a) : tr("waiting");
        case DurationColumn:
            return tr("running");
        case BytesColumn:
            return locale.toString(m_bytesSoFar);
        case EndColumn:
            return a.status != 0 ? tr("streaming…") : tr("waiting for the response…");
        default:
            break;
        }
    }
    switch (index.column()) {
    case NumberColumn:
        return QString::number(a.number);
    case StartedColumn:
        return a.startedAt.toLocalTime().toString(QStringLiteral("HH:mm:ss.zzz"));
    case StatusColumn:
        return statusText(a);
    case WaitColumn:
        return a.waitMs >= 0 ? tr("%1 ms").arg(locale.toString(a.waitMs)) : QStringLiteral("—");
    case DurationColumn:
        return tr("%1 ms").arg(locale.toString(a.durationMs));
    case BytesColumn:
        return locale.toString(qint64(a.responseBody.size()));
    case EndColumn:
        return endText(a);
    default:
        return {};
    }
}

QVariant TransportModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NumberColumn:
        return tr("Attempt");
    case StartedColumn:
        return tr("Started");
    case StatusColumn:
        return tr("Status");
    case WaitColumn:
        return tr("Wait");
    case DurationColumn:
        return tr("Duration");
    case BytesColumn:
        return tr("Bytes received");
    case EndColumn:
        return tr("Outcome");
    default:
        return {};
    }
}

} // namespace sw::ui
