#pragma once
// ChatMessagesModel: the chat transcript as a flat list model (user turns, streamed assistant text, tool call
// cards paired with their results by transcript order (ToolPairing), notices and errors), fed live by an AgentLoop or
// rebuilt from a Session.
#include "agent/agentloop.h"

#include <QAbstractListModel>
#include <QPointer>

namespace sw::ui {

class ChatMessagesModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum class Kind { User, Assistant, ToolCall, Notice };
    Q_ENUM(Kind)
    enum Role {
        KindRole = Qt::UserRole + 1, // Kind as int
        TextRole, // user / assistant text, notice text
        ReasoningRole,
        StreamingRole, // assistant text still arriving
        ToolCallIdRole,
        ToolNameRole,
        ArgumentsRole, // raw JSON arguments
        ResultRole, // tool result content
        IsErrorRole, // tool error or a failure notice
        PendingRole, // tool call without a result yet
        DurationRole, // tool duration, ms (qint64)
        ExpandedRole, // card open (writable); errors start expanded
        RequestIndexRole, // assistant / tool call: the request that produced it
        SkillRole, // tool call: the skill it was about
        EventIndexRole, // user: the transcript event index (for edit-and-resend), -1 otherwise
        IncompleteRole, // assistant: cut off by Stop, a dropped connection or a malformed chunk (what arrived)
        CancelledRole, // tool call: stopped by the user (killed while running, or never started)
        NoticeSeverityRole, // notice: NoticeSeverity as int
    };
    // A notice is an error, except a retry's: a warning while the retry is pending, neutral once it succeeded; and
    // Injected: a message the workbench itself put into the conversation (deepseek's catalog reminder), neutral.
    enum class NoticeSeverity { Error, Retrying, Recovered, Injected };
    Q_ENUM(NoticeSeverity)

    explicit ChatMessagesModel(QObject *parent = nullptr);

    // Follows `loop` live (rebuilt from its session first). nullptr detaches.
    void setLoop(sw::AgentLoop *loop);
    sw::AgentLoop *loop() const { return m_loop; }
    // Rebuilds from the followed loop's session (connected to AgentLoop::sessionReset).
    void rebuild();
    // Rebuilds from a finished session (no live updates).
    void setSession(const sw::Session &session);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Convenience for views and tests.
    Kind kindAt(int row) const { return m_items.at(row).kind; }
    int toolCallCount() const;
    QString lastAssistantText() const;

private:
    struct Item
    {
        Kind kind = Kind::Notice;
        QString text;
        QString reasoning;
        bool streaming = false;
        QString callId;
        QString toolName;
        QString arguments;
        QString result;
        QString skill;
        bool isError = false;
        NoticeSeverity severity = NoticeSeverity::Error;
        bool incomplete = false;
        bool cancelled = false;
        bool pending = false;
        bool expanded = false;
        qint64 durationMs = 0;
        int requestIndex = -1;
        int eventIndex = -1;
        int callEvent = -1; // tool call: its assistant event and index there (results pair by order, not id)
        int callIndex = -1;
    };

    void clear();
    void appendItem(const Item &item);
    void addEvent(const sw::Session &session, int eventIndex);
    // A notice's severity: a retry's (it names its request) by how that request ended.
    static NoticeSeverity noticeSeverity(const sw::Session &session, const sw::TranscriptEvent &notice);
    void onRequestFinished(int index); // a retried request ended (-1: any, after Stop): its notices change colour
    int callRow(const QList<sw::TranscriptEvent> &events, int resultEvent) const; // the pending card, -1 if none
    void onEventAppended(int index);
    void onRequestStarted(int index);
    void onTextDelta(const QString &text);
    void onReasoningDelta(const QString &text);
    void onRunningChanged(bool running);
    void finishStreaming();
    int streamingRow() const;

    QPointer<sw::AgentLoop> m_loop;
    QList<QMetaObject::Connection> m_connections;
    QList<Item> m_items;
};

} // namespace sw::ui
