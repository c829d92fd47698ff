// TokenView: token segments as extra selections over a read-only text view.
#include "tokenview.h"

#include "common/backgroundpool.h"

#include "theme/theme.h"
#include "tokens/tokenizer.h"

#include <QCheckBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace sw::ui {

TokenViewResult computeTokenView(const QString &text, const QString &encodingName, bool showWhitespace, int maxTokens)
{
    TokenViewResult result;
    const std::shared_ptr<const Tokenizer> tokenizer = Tokenizer::forEncoding(encodingFromName(encodingName));
    const QByteArray utf8 = text.toUtf8();
    const QList<TokenPiece> pieces = tokenizer->encodeWithOffsets(utf8);
    result.tokens = tokenizer->isExact() ? int(pieces.size()) : tokenizer->count(utf8);
    result.exact = tokenizer->isExact();
    result.characters = int(text.size());
    // Byte offset -> display offset: walk the characters once.
    QList<int> displayAtByte(utf8.size() + 1, 0);
    QString display;
    display.reserve(text.size() + text.size() / 8);
    int byte = 0;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        int bytes = 1;
        const char16_t u = c.unicode();
        if (u >= 0x80)
            bytes = u < 0x800 ? 2 : 3;
        if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())
            bytes = 4;
        for (int k = 0; k < bytes && byte + k <= utf8.size(); ++k)
            displayAtByte[byte + k] = int(display.size());
        byte += bytes;
        if (showWhitespace && c == QLatin1Char(' '))
            display += QChar(0x00b7);
        else if (showWhitespace && c == QLatin1Char('\t'))
            display += QChar(0x2192);
        else if (showWhitespace && c == QLatin1Char('\n'))
            display += QStringLiteral("\u21b5\n");
        else {
            display += c;
            if (bytes == 4)
                display += text[++i];
        }
    }
    if (byte <= utf8.size())
        displayAtByte[qMin(byte, int(utf8.size()))] = int(display.size());
    result.display = display;
    const int shown = qMin(int(pieces.size()), maxTokens);
    result.truncated = shown < pieces.size();
    result.segments.reserve(shown);
    for (int i = 0; i < shown; ++i) {
        const TokenPiece &piece = pieces[i];
        TokenSegment segment;
        segment.id = piece.id;
        segment.start = displayAtByte.value(piece.byteStart);
        segment.length
            = displayAtByte.value(qMin(piece.byteStart + piece.byteLength, int(utf8.size()))) - segment.start;
        segment.bytes = utf8.mid(piece.byteStart, piece.byteLength);
        result.segments.append(segment);
    }
    return result;
}

TokenView::TokenView(QWidget *parent)
    : QWidget(parent)
    , m_origin(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_whitespace(new QCheckBox(tr("Show whitespace"), this))
    , m_view(new QPlainTextEdit(this))
    , m_timer(new QTimer(this))
{
    m_view->setObjectName(QStringLiteral("tokenText"));
    m_view->setReadOnly(true);
    m_view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_view->viewport()->installEventFilter(this);
    m_origin->setObjectName(QStringLiteral("tokenOrigin"));
    m_summary->setObjectName(QStringLiteral("tokenSummary"));
    m_origin->setWordWrap(true); // long texts wrap instead of setting the dock's minimum width
    m_summary->setWordWrap(true);
    m_timer->setSingleShot(true);
    m_timer->setInterval(200);
    m_watcher.setObjectName(QStringLiteral("tokenViewJob"));
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 4, 6, 4);
    bar->addWidget(m_origin, 1);
    bar->addWidget(m_whitespace);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    m_summary->setContentsMargins(6, 3, 6, 3);
    layout->addWidget(m_summary);
    m_origin->setText(tr("Select text in the editor to see its tokens."));
    connect(m_timer, &QTimer::timeout, this, &TokenView::start);
    connect(m_whitespace, &QCheckBox::toggled, this, [this](bool show) {
        emit showWhitespaceToggled(show);
        schedule();
    });
    connect(&m_watcher, &QFutureWatcher<TokenViewResult>::finished, this, [this] {
        m_running = false;
        if (m_pending) {
            start();
            return;
        }
        show(m_watcher.result());
    });
}

void TokenView::setText(const QString &text, const QString &origin)
{
    m_origin->setText(origin);
    if (text == m_text)
        return;
    m_text = text;
    schedule();
}

void TokenView::setEncoding(const QString &encoding)
{
    if (encoding == m_encoding)
        return;
    m_encoding = encoding;
    schedule();
}

void TokenView::setShowWhitespace(bool show)
{
    m_whitespace->setChecked(show);
}
bool TokenView::showWhitespace() const
{
    return m_whitespace->isChecked();
}
bool TokenView::isBusy() const
{
    return m_timer->isActive() || m_running || m_pending;
}

void TokenView::schedule()
{
    m_pending = true;
    m_timer->start();
}

void TokenView::start()
{
    if (m_running)
        return;
    m_pending = false;
    m_running = true;
    m_watcher.setFuture(
        QtConcurrent::run(backgroundPool(), computeTokenView, m_text, m_encoding, m_whitespace->isChecked(), 20000));
}

void TokenView::show(const TokenViewResult &result)
{
    m_result = result;
    m_view->setPlainText(result.display);
    const QList<QColor> colours = tokenSegmentColours();
    QList<QTextEdit::ExtraSelection> selections;
    selections.reserve(result.segments.size());
    for (int i = 0; i < result.segments.size(); ++i) {
        const TokenSegment &segment = result.segments[i];
        if (segment.length <= 0)
            continue;
        QTextEdit::ExtraSelection selection;
        selection.cursor = QTextCursor(m_view->document());
        selection.cursor.setPosition(segment.start);
        selection.cursor.setPosition(segment.start + segment.length, QTextCursor::KeepAnchor);
        selection.format.setBackground(colours[i % colours.size()]);
        selections.append(selection);
    }
    m_view->setExtraSelections(selections);
    QString summary
        = tr("%1 tokens · %2 characters · %3")
              .arg(tokenCountLabel(result.tokens, result.exact), QLocale().toString(result.characters), m_encoding);
    if (result.truncated)
        summary += QStringLiteral(" · ") + tr("first %1 tokens shown").arg(result.segments.size());
    m_summary->setText(summary);
}

int TokenView::segmentAt(int position) const
{
    // Segments are ordered: binary search by start.
    int low = 0;
    int high = int(m_result.segments.size()) - 1;
    while (low <= high) {
        const int mid = (low + high) / 2;
        const TokenSegment &segment = m_result.segments[mid];
        if (position < segment.start)
            high = mid - 1;
        else if (position >= segment.start + qMax(1, segment.length))
            low = mid + 1;
        else
            return mid;
    }
    return -1;
}

bool TokenView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int index = segmentAt(m_view->cursorForPosition(help->pos()).position());
        if (index >= 0) {
            const TokenSegment &segment = m_result.segments[index];
            const QString id = segment.id >= 0 ? QString::number(segment.id) : tr("estimated");
            QToolTip::showText(help->globalPos(),
                tr("Token %1 of %2 · id %3 · %4 bytes")
                    .arg(index + 1)
                    .arg(m_result.tokens)
                    .arg(id)
                    .arg(segment.bytes.size()),
                m_view);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace sw::ui
