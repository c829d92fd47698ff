// VariantListModel: rows, checks and edits.
#include "variantlistmodel.h"

#include <QRegularExpression>

namespace sw::ui {

VariantListModel::VariantListModel(QObject *parent)
    : QAbstractListModel(parent)
{
    reset();
}

void VariantListModel::reset()
{
    beginResetModel();
    m_rows = { Row { tr("A: saved"), QString(), true } };
    endResetModel();
    Q_EMIT variantsChanged();
}

QString displayVariantLabel(const QString &label)
{
    static const QRegularExpression iteration(QStringLiteral("^iteration (\\d+)$"));
    const qsizetype colon = label.indexOf(QStringLiteral(": "));
    const QString prefix = colon > 0 && colon <= 3 ? label.left(colon + 2) : QString(); // "B: "
    const QString word = label.mid(prefix.size());
    if (word == QLatin1String("saved"))
        return prefix + VariantListModel::tr("saved");
    if (word == QLatin1String("editor"))
        return prefix + VariantListModel::tr("editor");
    if (const QRegularExpressionMatch m = iteration.match(word); m.hasMatch())
        return prefix + VariantListModel::tr("iteration %1").arg(m.captured(1));
    return label;
}

void VariantListModel::setVariants(const QList<EvalVariant> &variants)
{
    if (variants.isEmpty()) {
        reset();
        return;
    }
    beginResetModel();
    m_rows.clear();
    for (const EvalVariant &v : variants)
        m_rows << Row { v.label, v.description, true };
    endResetModel();
    Q_EMIT variantsChanged();
}

int VariantListModel::setVariant(const QString &label, const QString &description, bool checked)
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).label != label)
            continue;
        m_rows[i].description = description;
        m_rows[i].checked = checked;
        Q_EMIT dataChanged(index(i), index(i));
        Q_EMIT variantsChanged();
        return i;
    }
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    m_rows << Row { label, description, checked };
    endInsertRows();
    Q_EMIT variantsChanged();
    return row;
}

bool VariantListModel::removeVariant(int row)
{
    if (row < 0 || row >= m_rows.size() || m_rows.size() == 1)
        return false;
    beginRemoveRows({}, row, row);
    m_rows.removeAt(row);
    endRemoveRows();
    Q_EMIT variantsChanged();
    return true;
}

QList<EvalVariant> VariantListModel::variants() const
{
    QList<EvalVariant> out;
    for (const Row &r : m_rows)
        out << EvalVariant { r.label, r.description };
    return out;
}

QList<EvalVariant> VariantListModel::checkedVariants() const
{
    QList<EvalVariant> out;
    for (const Row &r : m_rows)
        if (r.checked)
            out << EvalVariant { r.label, r.description };
    return out;
}

QString VariantListModel::nextLabel() const
{
    for (char c = 'B'; c <= 'Z'; ++c) {
        const QString prefix = QString(QLatin1Char(c));
        bool used = false;
        for (const Row &r : m_rows)
            used = used || r.label == prefix || r.label.startsWith(prefix + QLatin1Char(':'));
        if (!used)
            return prefix;
    }
    return QString::number(m_rows.size() + 1);
}

int VariantListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant VariantListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        // "B — Builds charts from CSV...", or the label alone when it already quotes the description.
        return r.description.isEmpty() || r.label.contains(r.description.simplified())
            ? displayVariantLabel(r.label)
            : QStringLiteral("%1 — %2").arg(displayVariantLabel(r.label), r.description.simplified().left(90));
    case Qt::EditRole:
    case LabelRole:
        return r.label;
    case Qt::ToolTipRole:
        return r.description.isEmpty()
            ? tr("The description as saved in SKILL.md")
            : tr("%1\n\n%n character(s)", nullptr, int(r.description.size())).arg(r.description);
    case Qt::CheckStateRole:
        return r.checked ? Qt::Checked : Qt::Unchecked;
    case DescriptionRole:
        return r.description;
    case SavedRole:
        return r.description.isEmpty();
    case LengthRole:
        return int(r.description.size());
    default:
        return {};
    }
}

bool VariantListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return false;
    Row &r = m_rows[index.row()];
    if (role == Qt::CheckStateRole) {
        r.checked = value.toInt() == Qt::Checked;
    } else if (role == Qt::EditRole && !value.toString().trimmed().isEmpty()) {
        r.label = value.toString().trimmed();
    } else if (role == DescriptionRole) {
        r.description = value.toString();
    } else {
        return false;
    }
    Q_EMIT dataChanged(index, index);
    Q_EMIT variantsChanged();
    return true;
}

Qt::ItemFlags VariantListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsEditable;
}

} // namespace sw::ui
