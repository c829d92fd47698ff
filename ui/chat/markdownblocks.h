#pragma once
// MarkdownBlocks: cuts an assistant answer into blocks that render the same alone as inside the whole text:
// fenced code blocks (``` or ~~~; a fence indented into a list item belongs to the item and stays in the list's
// prose block, as Markdown renders it), and prose cut at a blank line before a new top-level paragraph (not before an
// indented line, a list item, a quote or HTML). A streaming answer is rendered block by block as each completes, so
// the finished answer only costs its last block. Prose is not cut at all when it holds a link reference definition
// ("[x]: url" applies to the whole text) and not after raw HTML (HTML blocks can span blank lines).
#include <QList>
#include <QString>

namespace sw::ui {

struct MarkdownBlock
{
    qsizetype start = 0; // in the text
    qsizetype end = 0; // exclusive
    bool code = false; // a fenced code block (possibly still open)
    friend bool operator==(const MarkdownBlock &, const MarkdownBlock &) = default;
};

class MarkdownBlocks
{
public:
    // The blocks of `text` from `from` (0 or the end of an earlier complete block). finished = false (streaming):
    // only the blocks that more text cannot change, each ending after a '\n'. finished = true: every block, the last
    // one possibly an open fence. `proseCuts` (in/out, streaming): false once a link reference definition was seen,
    // then prose is no longer cut; a finished split decides it from the whole text and ignores the argument.
    static QList<MarkdownBlock> split(QStringView text, qsizetype from, bool finished, bool *proseCuts = nullptr);

    // HTML body fragment of one block: Markdown through QTextDocument for prose, a <table> with the language, a
    // copy:<row>:<codeIndex> link and the <pre> code for a fence.
    static QString html(QStringView text, const MarkdownBlock &block, int row, int codeIndex);
    // Prose blocks from this size on are converted on a worker thread: QTextDocument's Markdown import is slower
    // than linear in a paragraph's length (a 4,000-character block takes about 3 ms, an 83,000-character one 460 ms).
    static constexpr qsizetype kWorkerChars = 8192;
    static bool convertsOnAWorker(const MarkdownBlock &block)
    {
        return !block.code && block.end - block.start >= kWorkerChars;
    }
    // A whole answer's Markdown as an HTML body fragment, as QTextDocument reads it (the HTML export).
    static QString documentHtml(const QString &markdown);
    // The language of a fenced block ("```python" -> "python").
    static QString language(QStringView text, const MarkdownBlock &block);
    // When the block starting at `from` is a fence whose opening line is complete (streaming): where its code
    // starts (after that line). -1 otherwise.
    static qsizetype openFenceCode(QStringView text, qsizetype from);
    // The code of a fenced block (what its Copy link copies).
    static QString code(QStringView text, const MarkdownBlock &block);
    // The code of the n-th fenced block of the finished text ("" when there is none).
    static QString codeAt(const QString &text, int n);
};

} // namespace sw::ui
