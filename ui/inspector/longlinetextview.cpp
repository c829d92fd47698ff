// LongLineTextView: exact text shown with view-only breaks in very long lines; long texts made ready on a worker.
#include "longlinetextview.h"

#include "common/backgroundpool.h"
#include "theme/plaindocument.h"

#include <QFont>
#include <QLocale>
#include <QMimeData>
#include <QTextCursor>
#include <QTextDocument>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <utility>

namespace sw::ui {

namespace {

// The document for `text`, with its plain-text layout, made on any thread and handed to `target`'s thread.
LongLineTextView::Prepared prepare(
    const QString &text, quint64 generation, const PlainDocumentLook &look, QThread *target)
{
    LongLineTextView::Prepared prepared;
    prepared.generation = generation;
    prepared.document = makePlainDocument(LongLineTextView::shownText(text, &prepared.breaks), look, target);
    return prepared;
}

} // namespace

LongLineTextView::LongLineTextView(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setReadOnly(true);
    connect(&m_watcher, &QFutureWatcher<Prepared>::finished, this, [this] {
        // Taken out of the future, so that the view alone holds the document once shown (deleted on this thread).
        QFuture<Prepared> future = m_watcher.future();
        if (future.resultCount() > 0)
            adopt(future.takeResult());
    });
}

LongLineTextView::~LongLineTextView()
{
    // m_document is released before QPlainTextEdit's own destructor runs: the control must not point at it then.
    m_watcher.disconnect(this);
    setDocument(nullptr);
}

void LongLineTextView::clearText()
{
    setText(QString());
}

QString LongLineTextView::shownText(const QString &text, std::vector<qsizetype> *breaks)
{
    breaks->clear();
    QString shown;
    shown.reserve(text.size() + text.size() / 64);
    qsizetype lineStart = 0;
    while (lineStart <= text.size()) {
        qsizetype lineEnd = text.indexOf(QLatin1Char('\n'), lineStart);
        if (lineEnd < 0)
            lineEnd = text.size();
        const QStringView line = QStringView(text).sliced(lineStart, lineEnd - lineStart);
        if (line.size() <= kLongLine) {
            shown += line;
        } else {
            // Pieces end after a `\n` escape (an even run of backslashes before it would make it a literal
            // backslash and an n: a break there is harmless, the view's only), else at kLongLine characters.
            qsizetype pieceStart = 0;
            bool first = true;
            while (pieceStart < line.size()) {
                qsizetype pieceEnd = std::min(line.size(), pieceStart + kLongLine);
                const qsizetype escape = line.sliced(pieceStart, pieceEnd - pieceStart).indexOf(QLatin1String("\\n"));
                if (escape >= 0 && pieceStart + escape + 2 < pieceEnd)
                    pieceEnd = pieceStart + escape + 2;
                else if (pieceEnd < line.size() && line.at(pieceEnd - 1).isHighSurrogate())
                    --pieceEnd; // a character is not cut in two
                if (!first) {
                    shown += QLatin1Char('\n');
                    breaks->push_back(lineStart + pieceStart);
                }
                shown += line.sliced(pieceStart, pieceEnd - pieceStart);
                first = false;
                pieceStart = pieceEnd;
            }
        }
        if (lineEnd >= text.size())
            break;
        shown += QLatin1Char('\n');
        lineStart = lineEnd + 1;
    }
    return shown;
}

void LongLineTextView::setText(const QString &text)
{
    m_text = text;
    m_pendingSelection.reset();
    const quint64 generation = ++m_generation;
    if (text.size() < kWorkerText) {
        m_preparing = false;
        setPlaceholderText(QString());
        adopt(prepare(text, generation, PlainDocumentLook::of(document()), thread()));
        return;
    }
    // Meanwhile an empty document (the previous text is not the one asked for) and a note.
    m_preparing = true;
    m_breaks.clear();
    const PlainDocumentLook look = PlainDocumentLook::of(document());
    Prepared empty = prepare(QString(), generation, look, thread());
    empty.generation = 0; // shown now; the worker's document follows
    adopt(std::move(empty));
    setPlaceholderText(tr("Preparing %1 characters for display…").arg(QLocale().toString(text.size())));
    QThread *target = thread();
    m_watcher.setFuture(QtConcurrent::run(
        backgroundPool(), [text, generation, look, target] { return prepare(text, generation, look, target); }));
}

void LongLineTextView::adopt(Prepared prepared)
{
    if (prepared.generation != 0 && prepared.generation != m_generation)
        return; // a later text was set meanwhile; the document is disposed of with `prepared`
    QTextDocument *doc = prepared.document.get();
    // The view's font or wrapping may have changed while a worker made the document.
    const PlainDocumentLook look = PlainDocumentLook::of(document());
    if (doc->defaultFont() != look.font)
        doc->setDefaultFont(look.font);
    if (doc->defaultTextOption().wrapMode() != look.option.wrapMode())
        doc->setDefaultTextOption(look.option);
    setDocument(doc);
    m_document = std::move(prepared.document); // the previous one is disposed of here
    if (prepared.generation == 0)
        return;
    m_breaks = std::move(prepared.breaks);
    m_preparing = false;
    setPlaceholderText(QString());
    if (m_pendingSelection) {
        const auto [position, length] = *std::exchange(m_pendingSelection, std::nullopt);
        selectExact(position, length);
    }
    emit textShown();
}

int LongLineTextView::shownPosition(qsizetype position) const
{
    // Each break at or before the character adds one line end in front of it.
    const auto before = std::upper_bound(m_breaks.begin(), m_breaks.end(), position) - m_breaks.begin();
    return int(position + before);
}

void LongLineTextView::selectExact(qsizetype position, qsizetype length)
{
    if (m_preparing) {
        m_pendingSelection = { position, length };
        return;
    }
    QTextCursor cursor(document());
    cursor.setPosition(shownPosition(position));
    cursor.setPosition(
        length > 0 ? shownPosition(position + length - 1) + 1 : shownPosition(position), QTextCursor::KeepAnchor);
    setTextCursor(cursor);
    ensureCursorVisible();
}

qsizetype LongLineTextView::exactPosition(int shown) const
{
    // The view's k-th line end sits at m_breaks[k] + k in the shown text; those before `shown` are not in text().
    qsizetype low = 0;
    qsizetype high = qsizetype(m_breaks.size());
    while (low < high) {
        const qsizetype middle = (low + high) / 2;
        if (m_breaks[size_t(middle)] + middle < shown)
            low = middle + 1;
        else
            high = middle;
    }
    return shown - low;
}

QString LongLineTextView::selectedExactText() const
{
    const QTextCursor cursor = textCursor();
    if (m_preparing || !cursor.hasSelection())
        return {};
    const qsizetype from = exactPosition(cursor.selectionStart());
    return m_text.mid(from, exactPosition(cursor.selectionEnd()) - from);
}

QMimeData *LongLineTextView::createMimeDataFromSelection() const
{
    auto *data = new QMimeData;
    data->setText(selectedExactText());
    return data;
}

} // namespace sw::ui
