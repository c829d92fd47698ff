// ComparisonModel: table of two request timelines (prompt and shared-prefix tokens per request).
#include "comparisonmodel.h"

#include <QLocale>

namespace sw::ui {

ComparisonModel::ComparisonModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void ComparisonModel::setSides(const ComparisonSide &a, const ComparisonSide &b)
{
    beginResetModel();
    m_sides[A] = a;
    m_sides[B] = b;
    endResetModel();
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void ComparisonModel::clear()
{
    setSides({}, {});
}

const RequestRecord *ComparisonModel::request(Side side, int row) const
{
    const auto &requests = m_sides[side].requests;
    return row >= 0 && row < requests.size() ? &requests.at(row) : nullptr;
}

int ComparisonModel::promptTokens(Side side, int row) const
{
    const RequestRecord *r = request(side, row);
    return r ? r->tokens : -1;
}

int ComparisonModel::sharedPrefixTokens(Side side, int row) const
{
    const RequestRecord *r = request(side, row);
    return r ? qMax(0, r->sharedPrefixTokens) : -1;
}

qint64 ComparisonModel::totalPromptTokens(Side side) const
{
    qint64 sum = 0;
    for (const RequestRecord &r : m_sides[side].requests)
        sum += r.tokens;
    return sum;
}

qint64 ComparisonModel::totalSharedPrefixTokens(Side side) const
{
    qint64 sum = 0;
    for (const RequestRecord &r : m_sides[side].requests)
        sum += qMax(0, r.sharedPrefixTokens);
    return sum;
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return qMax(requestCount(A), requestCount(B));
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const Side side = column == PromptA || column == SharedA ? A : B;
    const bool prompt = column == PromptA || column == PromptB;
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::Alignment(
            column == RequestColumn ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter));
    if (column == RequestColumn) {
        if (role == Qt::DisplayRole) {
            const RequestRecord *r = request(A, row) ? request(A, row) : request(B, row);
            return tr("#%1 · turn %2").arg(row + 1).arg(r ? r->turn + 1 : 0);
        }
        if (role == Qt::UserRole)
            return row;
        return {};
    }
    const RequestRecord *r = request(side, row);
    if (!r)
        return role == Qt::DisplayRole ? QVariant(tr("—")) : QVariant();
    const int value = prompt ? r->tokens : qMax(0, r->sharedPrefixTokens);
    switch (role) {
    case Qt::DisplayRole: {
        QString text = QLocale().toString(value);
        if (!prompt && r->tokens > 0 && r->sharedPrefixTokens >= 0)
            text += tr(" (%1%)").arg(qRound(100.0 * value / r->tokens));
        return text;
    }
    case Qt::UserRole:
        return value;
    case Qt::ToolTipRole:
        if (prompt)
            return r->tokensExact ? tr("Tokens of request %1 as sent (exact count)").arg(row + 1)
                                  : tr("Tokens of request %1 as sent (estimate)").arg(row + 1);
        return r->sharedPrefixTokens < 0 ? tr("The first request shares nothing with an earlier one")
                                         : tr("Tokens at the start of request %1 identical to request %2: a prompt "
                                              "cache can reuse them")
                                               .arg(row + 1)
                                               .arg(row);
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole && section != RequestColumn) {
        const Side side = section == PromptA || section == SharedA ? A : B;
        return m_sides[side].title;
    }
    if (role != Qt::DisplayRole)
        return {};
    const QString a = tr("A"), b = tr("B");
    switch (section) {
    case RequestColumn:
        return tr("Request");
    case PromptA:
        return tr("%1: prompt tokens").arg(a);
    case SharedA:
        return tr("%1: cacheable prefix").arg(a);
    case PromptB:
        return tr("%1: prompt tokens").arg(b);
    case SharedB:
        return tr("%1: cacheable prefix").arg(b);
    default:
        return {};
    }
}

} // namespace sw::ui
