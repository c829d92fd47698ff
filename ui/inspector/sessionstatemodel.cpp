// SessionStateModel: state map rows and the reasons recorded by the transcript's state deltas.
#include "sessionstatemodel.h"

#include <QFont>
#include <QSet>

namespace sw::ui {

SessionStateModel::SessionStateModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void SessionStateModel::setLoop(sw::AgentLoop *loop)
{
    for (const QMetaObject::Connection &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_loop = loop;
    if (loop) {
        m_connections << connect(loop, &sw::AgentLoop::stateChanged, this, &SessionStateModel::refresh)
                      << connect(loop, &sw::AgentLoop::sessionReset, this, &SessionStateModel::refresh)
                      << connect(loop, &QObject::destroyed, this, [this] { rebuild({}); });
        rebuild(loop->session());
    } else {
        rebuild({});
    }
}

void SessionStateModel::setSession(const sw::Session &session)
{
    setLoop(nullptr);
    rebuild(session);
}

void SessionStateModel::refresh()
{
    if (m_loop)
        rebuild(m_loop->session());
}

void SessionStateModel::rebuild(const sw::Session &session)
{
    QHash<QString, QString> reasons;
    QSet<QString> recent;
    m_removals.clear();
    for (qsizetype i = 0; i < session.events.size(); ++i) {
        const sw::TranscriptEvent &e = session.events.at(i);
        if (e.kind != sw::TranscriptEvent::Kind::StateDelta)
            continue;
        recent.clear();
        for (const sw::StateChange &c : e.delta) {
            reasons.insert(c.key, e.reason);
            recent.insert(c.key);
            if (!c.value)
                m_removals.append({ c.key, e.reason });
        }
    }
    beginResetModel();
    m_rows.clear();
    for (auto it = session.state.cbegin(); it != session.state.cend(); ++it)
        m_rows.append({ it.key(), it.value(), reasons.value(it.key()), recent.contains(it.key()) });
    endResetModel();
}

QStringList SessionStateModel::keys() const
{
    QStringList out;
    for (const Row &r : m_rows)
        out << r.key;
    return out;
}

QString SessionStateModel::value(const QString &key) const
{
    for (const Row &r : m_rows) {
        if (r.key == key)
            return r.value;
    }
    return {};
}

int SessionStateModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SessionStateModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SessionStateModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return index.column() == KeyColumn ? r.key : index.column() == ValueColumn ? r.value : r.reason;
    case KeyRole:
        return r.key;
    case RecentRole:
        return r.recent;
    case Qt::FontRole:
        if (r.recent) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default:
        return {};
    }
}

QVariant SessionStateModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case KeyColumn:
        return tr("Key");
    case ValueColumn:
        return tr("Value");
    case ReasonColumn:
        return tr("Set by");
    default:
        return {};
    }
}

} // namespace sw::ui
