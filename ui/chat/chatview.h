#pragma once
// ChatView: renders a ChatMessagesModel as a rich text conversation: Markdown assistant text with code blocks
// (each with a Copy link), tool calls as collapsible cards (arguments, result, duration; errors open), notices.
// Re-rendering is coalesced (30 ms) and incremental: only rows from the first changed one are rebuilt. Text
// streaming into the last row is rendered block by block (MarkdownBlocks): each completed paragraph or code fence
// becomes Markdown as soon as it is complete, only the open block is plain text appended in place, and when the
// finished row replaces the streaming one its rendered blocks stay, so the end of a long answer costs its last
// block, not the whole answer. Every row is a list of HTML fragments inserted one by one (the same sequence fresh
// or incremental, so both give the same document). It keeps following the end when the user was at the bottom.
#include "chat/markdownblocks.h"

#include <QHash>
#include <QPointer>
#include <QSet>
#include <QTextBrowser>
#include <QTimer>

class QTextCursor;
class QTextFrame;

namespace sw::ui {

class ChatMessagesModel;

class ChatView : public QTextBrowser
{
    Q_OBJECT
public:
    explicit ChatView(QWidget *parent = nullptr);

    void setModel(ChatMessagesModel *model);
    ChatMessagesModel *model() const { return m_model; }

    // Toggles a tool card (as clicking its header does).
    void toggleCard(int row);
    // Shows a card's result as the model received it, or as a person reads it (the card's Raw / Readable link).
    void setRawResult(int row, bool raw);
    bool showsRawResult(int row) const { return m_rawRows.contains(row); }
    // Renders pending changes now (tests, screenshots).
    void renderNow();
    // What the streaming answer's header says while no text arrived ("" = "typing…"), e.g. a paused replay.
    void setStreamingNote(const QString &note);
    QString streamingNote() const { return m_streamingNote; }

    // Markdown -> HTML body fragment with fenced code blocks as <pre> tables carrying a copy:<row>:<n> link (the
    // view draws the same blocks; its code blocks are frames).
    static QString markdownToHtml(const QString &markdown, int row);

    // What the last renderNow() did (tests, benchmarks).
    struct RenderStats
    {
        qsizetype markdownChars = 0; // Markdown converted to HTML here
        qsizetype workerChars = 0; // Markdown handed to a worker thread (large blocks)
        int rows = 0; // rows (re)inserted, the streaming row's appends not counted
        // The finished answer kept these blocks rendered while it streamed (an open fence too).
        int streamedBlocksKept = 0;
    };
    RenderStats lastRenderStats() const { return m_stats; }
    // A large block is being converted on a worker thread: the streaming row's (converted() follows), or one of a row
    // rendered from scratch (shown as a short note until its HTML is in).
    bool isConverting() const { return m_stream.convertingStart >= 0 || !m_pendingBlocks.isEmpty(); }

Q_SIGNALS:
    void copied(const QString &text);
    // The user clicked "Edit" on a user message (model row).
    void editRequested(int row);
    // A block converted on a worker thread is in the document.
    void converted();

protected:
    void changeEvent(QEvent *event) override;

private:
    // What a row is made of, inserted one after another: HTML, or a code block (drawn as a frame with a header:
    // language and Copy link, then the code as plain monospace lines, so a growing code block appends cheaply).
    struct Fragment
    {
        QString html;
        bool code = false;
        bool reasoning = false; // the model's reasoning (text): grey italic lines in a frame
        QString language;
        QString text; // the code
        QString href; // copy:<row>:<n>
    };
    static Fragment htmlFragment(const QString &html)
    {
        Fragment fragment;
        fragment.html = html;
        return fragment;
    }
    // The streaming row in the document: header, " typing…" marker, reasoning, the blocks completed so far, an open
    // code fence growing line by line, then the open rest as plain text from tailStart to the end of the document.
    struct Stream
    {
        int row = -1;
        QString text; // all of it is in the document
        QString reasoning;
        qsizetype committed = 0; // text rendered as blocks
        bool proseCuts = true;
        QList<MarkdownBlock> blocks;
        QList<Fragment> fragments; // of the blocks
        int codeBlocks = 0;
        int markerStart = -1; // -1: positions not valid
        int markerLength = 0;
        int tailStart = -1;
        // The open fence: its frame, where it starts in the text, the text shown in it up to codeTo (whole lines).
        QPointer<QTextFrame> fence;
        qsizetype fenceStart = -1;
        qsizetype codeTo = 0;
        qsizetype codeChars = 0;
        bool codeHasLine = false;
        QPointer<QTextFrame> reasoningFrame; // reasoning grows in place too
        int id = 0; // worker results for another stream are dropped
        qsizetype convertingStart = -1; // a large block from here is being converted on a worker
        qsizetype convertingEnd = -1;
        bool finishing = false; // the row is finished but waits for a worker
    };

    void scheduleRender();
    void invalidate(int first, int last);
    void onAnchor(const QUrl &url);
    QString rowHtml(int row) const;
    Fragment blockFragment(const QString &text, const MarkdownBlock &block, int row, int codeIndex);
    QList<Fragment> rowFragments(int row);
    void append(QTextCursor &cursor, const Fragment &fragment);
    void appendHtml(QTextCursor &cursor, const QString &html);
    QTextFrame *openCode(QTextCursor &cursor, const QString &language, const QString &href);
    void appendToFrame(QTextFrame *frame, const QString &text); // code or reasoning lines, in the frame's format
    QTextFrame *openReasoning(QTextCursor &cursor);
    void hairline(int position, const QTextCursor &cursor);
    static QString assistantHeaderHtml();
    void renderStreamingRow(QTextCursor &cursor, int row);
    void insertTail(QTextCursor &cursor, const QString &rest);
    void advanceStream(QTextCursor &cursor, const QString &text);
    bool finishStreamInPlace(QTextCursor &cursor, int row, int rows);
    void drainFinished(bool worker);
    void convertLater(const QString &text, const MarkdownBlock &block);
    void onConverted(int id, const MarkdownBlock &block, const QString &html);
    bool appendStreamedText(int rows);
    void renderFrom(int from, int rows);
    // A large prose block of a row rendered from scratch (chatviewblocks.cpp): its HTML once a worker made it, else
    // a note in its place while a worker makes it (the row is rendered again when it is in); `ready` says which.
    Fragment deferredBlockFragment(
        const QString &text, const MarkdownBlock &block, int row, int codeIndex, bool *ready);
    void forgetConvertedBlocks(int row);

    ChatMessagesModel *m_model = nullptr;
    QTimer m_renderTimer;
    QHash<int, QList<Fragment>> m_cache; // row -> its fragments
    // Incremental rendering: the document position where each row starts, the first row changed since the last
    // render, and the streaming row.
    QList<int> m_rowStarts;
    int m_dirtyFrom = 0;
    QList<int> m_noticeRows; // rows that were notices at the last render (a new one is followed to the end)
    bool m_followEnd = true; // the view stays at the end as the document grows (see the constructor)
    Stream m_stream;
    int m_streamIds = 0;
    RenderStats m_stats;
    qsizetype m_reusedStreamBlocks = 0; // by the last rowFragments()
    // SW_CHAT_WHOLE_MARKDOWN=1: no blocks while streaming, the whole answer becomes Markdown when it is finished
    // (the previous renderer, kept for bench_chat_stall's before/after).
    bool m_wholeMarkdown = false;
    QString m_streamingNote;
    QSet<int> m_rawRows; // tool cards showing their raw result
    // Large blocks of rows rendered from scratch: converted on a worker (key: row, code index, the block's text),
    // and the ones a worker is converting now. A new model drops both (m_blockGeneration).
    QHash<QString, QString> m_convertedBlocks;
    QSet<QString> m_pendingBlocks;
    int m_blockGeneration = 0;
};

} // namespace sw::ui
