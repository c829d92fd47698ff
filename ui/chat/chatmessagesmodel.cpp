// ChatMessagesModel: transcript events -> chat rows, with streaming text and tool-call/result pairing.
#include "chatmessagesmodel.h"

#include "settings/noticetext.h"

#include "session/toolpairing.h"

#include <algorithm>

namespace sw::ui {

ChatMessagesModel::ChatMessagesModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

void ChatMessagesModel::clear()
{
    if (m_items.isEmpty())
        return;
    beginResetModel();
    m_items.clear();
    endResetModel();
}

void ChatMessagesModel::setLoop(sw::AgentLoop *loop)
{
    for (const QMetaObject::Connection &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_loop = loop;
    beginResetModel();
    m_items.clear();
    if (loop) {
        for (int i = 0; i < loop->session().events.size(); ++i)
            addEvent(loop->session(), i);
    }
    endResetModel();
    if (!loop)
        return;
    m_connections << connect(loop, &sw::AgentLoop::sessionReset, this, &ChatMessagesModel::rebuild)
                  << connect(loop, &sw::AgentLoop::eventAppended, this, &ChatMessagesModel::onEventAppended)
                  << connect(loop, &sw::AgentLoop::requestStarted, this, &ChatMessagesModel::onRequestStarted)
                  << connect(loop, &sw::AgentLoop::requestFinished, this, &ChatMessagesModel::onRequestFinished)
                  << connect(loop, &sw::AgentLoop::stopped, this, [this] { onRequestFinished(-1); })
                  << connect(loop, &sw::AgentLoop::textDelta, this, &ChatMessagesModel::onTextDelta)
                  << connect(loop, &sw::AgentLoop::reasoningDelta, this, &ChatMessagesModel::onReasoningDelta)
                  << connect(loop, &sw::AgentLoop::runningChanged, this, &ChatMessagesModel::onRunningChanged);
}

void ChatMessagesModel::rebuild()
{
    beginResetModel();
    m_items.clear();
    if (m_loop) {
        for (int i = 0; i < m_loop->session().events.size(); ++i)
            addEvent(m_loop->session(), i);
    }
    endResetModel();
}

void ChatMessagesModel::setSession(const sw::Session &session)
{
    setLoop(nullptr);
    beginResetModel();
    for (int i = 0; i < session.events.size(); ++i)
        addEvent(session, i);
    endResetModel();
}

void ChatMessagesModel::appendItem(const Item &item)
{
    const int row = int(m_items.size());
    beginInsertRows({}, row, row);
    m_items << item;
    endInsertRows();
}

int ChatMessagesModel::callRow(const QList<sw::TranscriptEvent> &events, int resultEvent) const
{
    const sw::ToolCallRef ref = sw::ToolPairing::pairResult(events, resultEvent);
    if (!ref.isValid())
        return -1;
    for (qsizetype i = m_items.size() - 1; i >= 0; --i) {
        const Item &item = m_items.at(i);
        if (item.kind == Kind::ToolCall && item.callEvent == ref.event && item.callIndex == ref.call)
            return item.pending ? int(i) : -1;
    }
    return -1;
}

// Used both inside a reset (no signals needed) and live (appendItem / dataChanged).
void ChatMessagesModel::addEvent(const sw::Session &session, int eventIndex)
{
    using K = sw::TranscriptEvent::Kind;
    const QList<sw::TranscriptEvent> &events = session.events;
    const sw::TranscriptEvent &event = events.at(eventIndex);
    switch (event.kind) {
    case K::User: {
        Item item;
        item.kind = Kind::User;
        item.text = event.text;
        item.eventIndex = eventIndex;
        m_items << item;
        break;
    }
    case K::Assistant: {
        if (!event.text.isEmpty() || !event.reasoning.isEmpty()) {
            Item item;
            item.kind = Kind::Assistant;
            item.text = event.text;
            item.reasoning = event.reasoning;
            item.requestIndex = event.requestIndex;
            item.incomplete = event.incomplete;
            m_items << item;
        }
        for (int c = 0; c < event.toolCalls.size(); ++c) {
            const sw::ToolCall &call = event.toolCalls.at(c);
            Item item;
            item.kind = Kind::ToolCall;
            item.callEvent = eventIndex;
            item.callIndex = c;
            item.callId = call.id;
            item.toolName = call.name;
            item.arguments = call.arguments;
            item.pending = true;
            item.requestIndex = event.requestIndex;
            m_items << item;
        }
        break;
    }
    case K::ToolResult:
        if (const int row = callRow(events, eventIndex); row >= 0) {
            Item &item = m_items[row];
            item.pending = false;
            item.result = event.text;
            item.isError = event.isError;
            item.cancelled = event.cancelled;
            item.expanded = event.isError && !event.cancelled;
            item.durationMs = event.durationMs;
            item.skill = event.skill;
        }
        break;
    case K::StateDelta:
        break; // shown by the state panel and the request inspector
    case K::Catalog: {
        // The workbench sends it as a user message on the agent's behalf: the chat says so (its text is in the
        // inspector's request).
        Item item;
        item.kind = Kind::Notice;
        const int skills = int(event.text.count(QStringLiteral("\n- `")));
        item.text = event.reason == QLatin1String("replacement")
            ? tr("The workbench sent the skill catalog again as a user message: it changed (%n skill(s)), and this "
                 "complete catalog replaces every earlier list.",
                nullptr, skills)
            : tr("The workbench sent the skill catalog as a user message (%n skill(s)), as the agent does.", nullptr,
                skills);
        item.severity = NoticeSeverity::Injected;
        item.expanded = true;
        m_items << item;
        break;
    }
    case K::Notice: {
        Item item;
        item.kind = Kind::Notice;
        item.text = noticeText(event.text); // core's English (kept so in the session file), in the window's language
        item.requestIndex = event.requestIndex;
        item.severity = noticeSeverity(session, event);
        item.isError = item.severity == NoticeSeverity::Error;
        item.expanded = true;
        m_items << item;
        break;
    }
    }
}

int ChatMessagesModel::streamingRow() const
{
    for (qsizetype i = m_items.size() - 1; i >= 0; --i) {
        if (m_items.at(i).streaming)
            return int(i);
    }
    return -1;
}

void ChatMessagesModel::finishStreaming()
{
    const int row = streamingRow();
    if (row < 0)
        return;
    beginRemoveRows({}, row, row);
    m_items.removeAt(row);
    endRemoveRows();
}

void ChatMessagesModel::onEventAppended(int index)
{
    if (!m_loop || index < 0 || index >= m_loop->session().events.size())
        return;
    const sw::TranscriptEvent &event = m_loop->session().events.at(index);
    using K = sw::TranscriptEvent::Kind;
    if (event.kind == K::Assistant)
        finishStreaming(); // replaced by the final rows below
    if (event.kind == K::StateDelta)
        return;
    if (event.kind == K::ToolResult) {
        if (const int row = callRow(m_loop->session().events, index); row >= 0) {
            addEvent(m_loop->session(), index);
            const QModelIndex idx = this->index(row);
            Q_EMIT dataChanged(idx, idx);
        }
        return;
    }
    if (event.kind == K::Notice)
        finishStreaming();
    const int first = int(m_items.size());
    QList<Item> saved = m_items;
    addEvent(m_loop->session(), index);
    const int last = int(m_items.size()) - 1;
    if (last < first)
        return;
    QList<Item> added = m_items.mid(first);
    m_items = saved;
    beginInsertRows({}, first, last);
    m_items << added;
    endInsertRows();
}

void ChatMessagesModel::onRequestStarted(int index)
{
    if (m_loop && index >= 0 && index < m_loop->session().requests.size()
        && m_loop->session().requests.at(index).branchOf >= 0)
        return; // a re-sent request: its answer is shown in the inspector, beside the original's
    Item item;
    item.kind = Kind::Assistant;
    item.streaming = true;
    item.requestIndex = index;
    appendItem(item);
}

void ChatMessagesModel::onTextDelta(const QString &text)
{
    const int row = streamingRow();
    if (row < 0)
        return;
    m_items[row].text += text;
    const QModelIndex idx = index(row);
    Q_EMIT dataChanged(idx, idx, { TextRole });
}

void ChatMessagesModel::onReasoningDelta(const QString &text)
{
    const int row = streamingRow();
    if (row < 0)
        return;
    m_items[row].reasoning += text;
    const QModelIndex idx = index(row);
    Q_EMIT dataChanged(idx, idx, { ReasoningRole });
}

ChatMessagesModel::NoticeSeverity ChatMessagesModel::noticeSeverity(
    const sw::Session &session, const sw::TranscriptEvent &notice)
{
    switch (session.noticeOutcome(notice)) {
    case sw::Session::NoticeOutcome::Recovered:
        return NoticeSeverity::Recovered;
    case sw::Session::NoticeOutcome::Retrying:
        return NoticeSeverity::Retrying;
    case sw::Session::NoticeOutcome::Error:
        break;
    }
    return NoticeSeverity::Error;
}

void ChatMessagesModel::onRequestFinished(int index)
{
    if (!m_loop)
        return;
    for (qsizetype row = 0; row < m_items.size(); ++row) {
        Item &item = m_items[row];
        if (item.kind != Kind::Notice || item.requestIndex < 0 || (index >= 0 && item.requestIndex != index))
            continue;
        sw::TranscriptEvent notice;
        notice.requestIndex = item.requestIndex;
        const NoticeSeverity severity = noticeSeverity(m_loop->session(), notice);
        if (severity == item.severity)
            continue;
        item.severity = severity;
        item.isError = severity == NoticeSeverity::Error;
        const QModelIndex idx = this->index(int(row));
        Q_EMIT dataChanged(idx, idx, { NoticeSeverityRole, IsErrorRole });
    }
}

void ChatMessagesModel::onRunningChanged(bool running)
{
    if (!running)
        finishStreaming();
}

int ChatMessagesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

QVariant ChatMessagesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Item &item = m_items.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        if (item.kind == Kind::ToolCall)
            return QStringLiteral("%1 %2").arg(item.toolName, item.arguments);
        return item.text;
    case Qt::ToolTipRole:
        return item.kind == Kind::ToolCall ? item.result : QVariant();
    case KindRole:
        return int(item.kind);
    case TextRole:
        return item.text;
    case ReasoningRole:
        return item.reasoning;
    case StreamingRole:
        return item.streaming;
    case ToolCallIdRole:
        return item.callId;
    case ToolNameRole:
        return item.toolName;
    case ArgumentsRole:
        return item.arguments;
    case ResultRole:
        return item.result;
    case IsErrorRole:
        return item.isError;
    case NoticeSeverityRole:
        return int(item.severity);
    case PendingRole:
        return item.pending;
    case DurationRole:
        return item.durationMs;
    case ExpandedRole:
        return item.expanded;
    case RequestIndexRole:
        return item.requestIndex;
    case SkillRole:
        return item.skill;
    case EventIndexRole:
        return item.eventIndex;
    case IncompleteRole:
        return item.incomplete;
    case CancelledRole:
        return item.cancelled;
    default:
        return {};
    }
}

bool ChatMessagesModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || role != ExpandedRole)
        return false;
    Item &item = m_items[index.row()];
    if (item.expanded == value.toBool())
        return true;
    item.expanded = value.toBool();
    Q_EMIT dataChanged(index, index, { ExpandedRole });
    return true;
}

Qt::ItemFlags ChatMessagesModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QHash<int, QByteArray> ChatMessagesModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(KindRole, "kind");
    names.insert(TextRole, "text");
    names.insert(ReasoningRole, "reasoning");
    names.insert(StreamingRole, "streaming");
    names.insert(ToolCallIdRole, "toolCallId");
    names.insert(ToolNameRole, "toolName");
    names.insert(ArgumentsRole, "arguments");
    names.insert(ResultRole, "result");
    names.insert(IsErrorRole, "isError");
    names.insert(NoticeSeverityRole, "noticeSeverity");
    names.insert(PendingRole, "pending");
    names.insert(DurationRole, "durationMs");
    names.insert(ExpandedRole, "expanded");
    names.insert(RequestIndexRole, "requestIndex");
    names.insert(SkillRole, "skill");
    names.insert(EventIndexRole, "eventIndex");
    names.insert(IncompleteRole, "incomplete");
    names.insert(CancelledRole, "cancelled");
    return names;
}

int ChatMessagesModel::toolCallCount() const
{
    return int(std::count_if(m_items.cbegin(), m_items.cend(), [](const Item &i) { return i.kind == Kind::ToolCall; }));
}

QString ChatMessagesModel::lastAssistantText() const
{
    for (qsizetype i = m_items.size() - 1; i >= 0; --i) {
        if (m_items.at(i).kind == Kind::Assistant && !m_items.at(i).streaming)
            return m_items.at(i).text;
    }
    return {};
}

} // namespace sw::ui
