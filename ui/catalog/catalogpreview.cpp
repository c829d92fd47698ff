// CatalogPreview: background rendering and hover highlighting of the catalog text.
#include "catalogpreview.h"

#include "common/backgroundpool.h"

#include "theme/theme.h"

#include "catalog/catalogrenderer.h"
#include "catalog/dialectreading.h"
#include "skill/skilldocument.h"
#include "tokens/tokenizer.h"

#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>
#include <QThread>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace sw::ui {

QList<CatalogInput> catalogInputs(
    const SkillIndexPtr &snapshot, const LiveSkills &live, bool lenient, const QHash<QString, QByteArray> &liveTexts)
{
    QList<CatalogInput> inputs;
    if (!snapshot)
        return inputs;
    const int count = snapshot->visibleCount();
    inputs.reserve(count);
    for (int i = 0; i < count; ++i) {
        const SkillRecord &record = snapshot->visibleAt(i);
        const auto edited = live.constFind(record.skillMdPath);
        if (lenient) {
            // tRPC-Agent-Go's reading: quotes kept, the name defaulted to the folder (the validator's trpc rules).
            if (const auto text = liveTexts.constFind(record.skillMdPath); text != liveTexts.constEnd()) {
                const SkillDocument doc
                    = parseSkillDocument(*text, record.skillMdPath, QFileInfo(record.folder).fileName());
                inputs.append({ doc.lenient.name, doc.lenient.description, record.skillMdPath });
                continue;
            }
            // Frontmatter being edited without its whole text: the edit wins over the file, as in every dialect.
            if (record.document && edited == live.constEnd()) {
                inputs.append(
                    { record.document->lenient.name, record.document->lenient.description, record.skillMdPath });
                continue;
            }
        }
        if (edited != live.constEnd())
            inputs.append({ edited->first, edited->second, record.skillMdPath });
        else
            inputs.append({ record.name, record.description, record.skillMdPath });
    }
    return inputs;
}

CatalogTextEdit catalogTextEdit(const QString &before, const QString &after)
{
    CatalogTextEdit edit;
    if (before.isEmpty())
        return edit; // replaceAll
    edit.replaceAll = false;
    const qsizetype common = qMin(before.size(), after.size());
    qsizetype prefix = 0;
    while (prefix < common && before[prefix] == after[prefix])
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < common - prefix && before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix])
        ++suffix;
    // Never split a surrogate pair: the edit must be valid text on both sides.
    while (prefix > 0 && QChar::isHighSurrogate(after[prefix - 1].unicode()))
        --prefix;
    while (suffix > 0 && QChar::isLowSurrogate(after[after.size() - suffix].unicode()))
        --suffix;
    edit.from = int(prefix);
    edit.removed = int(before.size() - prefix - suffix);
    edit.inserted = after.mid(prefix, after.size() - prefix - suffix);
    return edit;
}

CatalogPreviewResult computeCatalogPreview(const QList<CatalogInput> &inputs, const QString &dialect,
    const QString &encodingName, const QString &previous, QThread *documentFor, const PlainDocumentLook &look)
{
    CatalogPreviewResult result;
    QList<CatalogSkill> skills;
    skills.reserve(inputs.size());
    for (const CatalogInput &input : inputs)
        skills.append({ input.name, input.description, input.location });
    const std::shared_ptr<const Tokenizer> tokenizer = Tokenizer::forEncoding(encodingFromName(encodingName));
    result.text = renderCatalog(dialect, skills);
    result.tokens = tokenizer->count(result.text.toUtf8());
    result.exact = tokenizer->isExact();
    result.skills = int(skills.size());
    int searchFrom = 0;
    const QList<CatalogSkill> ordered = orderCatalogSkills(dialect, skills);
    result.entries.reserve(ordered.size());
    for (const CatalogSkill &skill : ordered) {
        CatalogEntryRange range;
        range.name = skill.name;
        range.location = skill.location;
        const QString entry = renderCatalogEntry(dialect, skill);
        range.tokens = tokenizer->count(entry.toUtf8());
        QString needle = entry.trimmed();
        int at = needle.isEmpty() ? -1 : int(result.text.indexOf(needle, searchFrom));
        if (at < 0 && !skill.name.isEmpty()) {
            // The dialect may abbreviate the entry inside the full text: fall back to the first line of it.
            needle = needle.section(QLatin1Char('\n'), 0, 0);
            at = needle.isEmpty() ? -1 : int(result.text.indexOf(needle, searchFrom));
        }
        range.start = searchFrom; // keeps starts in text order when the entry is not located
        if (at >= 0) {
            range.start = at;
            range.length = int(needle.size());
            searchFrom = at + range.length;
        }
        result.entries.append(range);
    }
    result.edit = catalogTextEdit(previous, result.text);
    const bool large = result.edit.replaceAll || result.edit.removed > kCatalogDocumentThreshold
        || result.edit.inserted.size() > kCatalogDocumentThreshold;
    if (documentFor && large)
        result.document = makePlainDocument(result.text, look, documentFor);
    return result;
}

CatalogPreview::CatalogPreview(QWidget *parent)
    : QWidget(parent)
    , m_dialect(new QComboBox(this))
    , m_encoding(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_text(new QPlainTextEdit(this))
    , m_timer(new QTimer(this))
{
    m_dialect->setObjectName(QStringLiteral("catalogDialect"));
    m_dialect->addItems(catalogDialectNames());
    m_dialect->setToolTip(tr("How the consuming framework renders the catalog"));
    m_encoding->setObjectName(QStringLiteral("catalogEncoding"));
    m_encoding->addItems(encodingNames());
    m_encoding->setToolTip(tr("Tokenizer used for the counts"));
    // The pickers may be narrower than their longest item (the dock's minimum width was theirs, ~390 pixels, which
    // took the editor's room on a 1366-pixel screen); the open list still shows the whole names.
    for (QComboBox *box : { m_dialect, m_encoding }) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
    }
    m_encoding->setMinimumContentsLength(10); // "o200k_base" whole
    m_summary->setObjectName(QStringLiteral("catalogSummary"));
    m_summary->setWordWrap(true); // a long summary wraps instead of setting the dock's minimum width
    m_text->setObjectName(QStringLiteral("catalogText"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->viewport()->setMouseTracking(true);
    m_text->viewport()->installEventFilter(this);
    m_timer->setSingleShot(true);
    m_timer->setInterval(250);
    m_watcher.setObjectName(QStringLiteral("catalogPreviewJob"));
    m_timer->setObjectName(QStringLiteral("catalogPreviewDebounce"));

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 4, 6, 4);
    bar->addWidget(new QLabel(tr("Dialect"), this));
    bar->addWidget(m_dialect, 1);
    bar->addWidget(new QLabel(tr("Encoding"), this));
    bar->addWidget(m_encoding);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_text, 1);
    m_summary->setContentsMargins(6, 3, 6, 3);
    layout->addWidget(m_summary);

    connect(m_timer, &QTimer::timeout, this, &CatalogPreview::start);
    connect(m_dialect, &QComboBox::currentTextChanged, this, [this](const QString &dialect) {
        emit dialectChosen(dialect);
        schedule();
    });
    connect(m_encoding, &QComboBox::currentTextChanged, this, [this](const QString &encoding) {
        emit encodingChosen(encoding);
        schedule();
    });
    connect(&m_watcher, &QFutureWatcher<CatalogPreviewResult>::finished, this, [this] {
        m_running = false;
        if (m_pending) {
            start();
            return;
        }
        // Taken out of the future, so that the view alone holds the document it shows (disposed of on this thread).
        QFuture<CatalogPreviewResult> future = m_watcher.future();
        show(future.takeResult());
    });
}

QString CatalogPreview::dialect() const
{
    return m_dialect->currentText();
}
QString CatalogPreview::encoding() const
{
    return m_encoding->currentText();
}

void CatalogPreview::setDialect(const QString &dialect)
{
    if (m_dialect->findText(dialect) >= 0)
        m_dialect->setCurrentText(dialect);
}

void CatalogPreview::setEncoding(const QString &encoding)
{
    if (m_encoding->findText(encoding) >= 0)
        m_encoding->setCurrentText(encoding);
}

void CatalogPreview::setSnapshot(const SkillIndexPtr &snapshot)
{
    m_snapshot = snapshot;
    schedule();
}

void CatalogPreview::setLiveTexts(const QHash<QString, QByteArray> &texts)
{
    if (texts == m_liveTexts)
        return;
    m_liveTexts = texts;
    if (catalogDialectReadsLeniently(dialect()))
        schedule();
}

void CatalogPreview::setLiveSkill(const QString &skillMdPath, const QString &name, const QString &description)
{
    const auto value = qMakePair(name, description);
    if (m_live.value(skillMdPath) == value)
        return;
    m_live.insert(skillMdPath, value);
    schedule();
}

void CatalogPreview::dropLiveSkill(const QString &skillMdPath)
{
    if (m_live.remove(skillMdPath) > 0)
        schedule();
}

bool CatalogPreview::isBusy() const
{
    return m_timer->isActive() || m_running || m_pending;
}

void CatalogPreview::schedule()
{
    m_pending = true;
    m_timer->start();
}

void CatalogPreview::start()
{
    if (m_running)
        return; // restarted when it finishes
    m_pending = false;
    // Everything proportional to the catalog runs on the pool: collecting 10,000 inputs, rendering, counting and
    // diffing against the text shown now. The snapshot is immutable and the strings are implicitly shared.
    m_running = true;
    m_watcher.setFuture(QtConcurrent::run(backgroundPool(),
        [snapshot = m_snapshot, live = m_live, texts = m_liveTexts, dialect = dialect(), encoding = encoding(),
            previous = m_result.text, gui = thread(), look = PlainDocumentLook::of(m_text->document())] {
            const bool lenient = catalogDialectReadsLeniently(dialect);
            return computeCatalogPreview(
                catalogInputs(snapshot, live, lenient, texts), dialect, encoding, previous, gui, look);
        }));
}

void CatalogPreview::show(const CatalogPreviewResult &result)
{
    // Wrapping makes the text layout measure every line up front: large catalogs are shown unwrapped.
    const auto wrap = result.text.size() > qsizetype(256) * 1024 ? QPlainTextEdit::NoWrap : QPlainTextEdit::WidgetWidth;
    if (m_text->lineWrapMode() != wrap)
        m_text->setLineWrapMode(wrap);
    const CatalogTextEdit &edit = result.edit;
    if (result.document) {
        // Built on the worker: only the swap happens here. The previous document is disposed of in an event of its
        // own (deleting a few megabytes of laid-out lines inline took 10-20 ms).
        m_text->setExtraSelections({});
        m_text->setDocument(result.document.get());
        m_document = result.document;
    } else if (edit.replaceAll || m_text->document()->isEmpty()) {
        m_text->setPlainText(result.text);
    } else if (!edit.isNoop()) {
        const int scroll = m_text->verticalScrollBar()->value();
        QTextCursor cursor(m_text->document());
        cursor.setPosition(edit.from);
        cursor.setPosition(edit.from + edit.removed, QTextCursor::KeepAnchor);
        cursor.insertText(edit.inserted);
        m_text->verticalScrollBar()->setValue(scroll);
    }
    m_result = result;
    m_result.edit = {}; // applied; do not keep the inserted text alive
    m_result.document.reset();
    m_highlighted = -1;
    m_text->setExtraSelections({});
    const QString count = tokenCountLabel(result.tokens, result.exact);
    m_summary->setText(tr("%1 tokens · %2 characters · %n skill(s) · %3", nullptr, result.skills)
                           .arg(count, QLocale().toString(qlonglong(result.text.size())), encoding()));
    emit catalogCounted(result.tokens, result.exact, dialect(), encoding());
}

int CatalogPreview::entryAt(int position) const
{
    // Entries are in text order: the candidate is the last one starting at or before the position.
    const auto &entries = m_result.entries;
    auto it = std::upper_bound(entries.cbegin(), entries.cend(), position,
        [](int value, const CatalogEntryRange &range) { return value < range.start; });
    while (it != entries.cbegin()) {
        --it;
        if (it->length > 0)
            return position < it->start + it->length ? int(it - entries.cbegin()) : -1;
    }
    return -1;
}

void CatalogPreview::highlightEntry(int entry)
{
    if (entry == m_highlighted)
        return;
    m_highlighted = entry;
    QList<QTextEdit::ExtraSelection> selections;
    if (entry >= 0 && entry < m_result.entries.size()) {
        const CatalogEntryRange &range = m_result.entries[entry];
        QTextEdit::ExtraSelection selection;
        selection.cursor = QTextCursor(m_text->document());
        selection.cursor.setPosition(range.start);
        selection.cursor.setPosition(range.start + range.length, QTextCursor::KeepAnchor);
        selection.format.setBackground(tokenSegmentColours().first());
        selections.append(selection);
    }
    m_text->setExtraSelections(selections);
}

bool CatalogPreview::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_text->viewport()) {
        if (event->type() == QEvent::MouseMove) {
            const auto *mouse = static_cast<QMouseEvent *>(event);
            highlightEntry(entryAt(m_text->cursorForPosition(mouse->position().toPoint()).position()));
        } else if (event->type() == QEvent::Leave) {
            highlightEntry(-1);
        } else if (event->type() == QEvent::ToolTip) {
            const auto *help = static_cast<QHelpEvent *>(event);
            const int entry = entryAt(m_text->cursorForPosition(help->pos()).position());
            if (entry >= 0) {
                const CatalogEntryRange &range = m_result.entries[entry];
                QToolTip::showText(help->globalPos(),
                    tr("%1: %2 tokens").arg(range.name, tokenCountLabel(range.tokens, m_result.exact)), m_text);
            } else {
                QToolTip::hideText();
            }
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace sw::ui
