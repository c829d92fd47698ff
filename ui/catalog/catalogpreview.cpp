// CatalogPreview: background rendering and hover highlighting of the catalog text.
#include "catalogpreview.h"

#include "theme/theme.h"

#include "catalog/catalogrenderer.h"
#include "tokens/tokenizer.h"

#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace sw::ui {

CatalogPreviewResult computeCatalogPreview(
    const QList<CatalogInput> &inputs, const QString &dialect, const QString &encodingName)
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
        if (at >= 0) {
            range.start = at;
            range.length = int(needle.size());
            searchFrom = at + range.length;
        }
        result.entries.append(range);
    }
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
    m_summary->setObjectName(QStringLiteral("catalogSummary"));
    m_text->setObjectName(QStringLiteral("catalogText"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->viewport()->setMouseTracking(true);
    m_text->viewport()->installEventFilter(this);
    m_timer->setSingleShot(true);
    m_timer->setInterval(250);

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
        if (m_pending) {
            start();
            return;
        }
        show(m_watcher.result());
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

void CatalogPreview::setLiveSkill(const QString &skillMdPath, const QString &name, const QString &description)
{
    const auto value = qMakePair(name, description);
    if (m_live.value(skillMdPath) == value)
        return;
    m_live.insert(skillMdPath, value);
    schedule();
}

bool CatalogPreview::isBusy() const
{
    return m_timer->isActive() || m_watcher.isRunning() || m_pending;
}

void CatalogPreview::schedule()
{
    m_pending = true;
    m_timer->start();
}

void CatalogPreview::start()
{
    if (m_watcher.isRunning())
        return; // restarted when it finishes
    m_pending = false;
    QList<CatalogInput> inputs;
    if (m_snapshot) {
        const QList<SkillRecord> visible = m_snapshot->visible();
        inputs.reserve(visible.size());
        for (const SkillRecord &record : visible) {
            const auto live = m_live.constFind(record.skillMdPath);
            if (live != m_live.constEnd())
                inputs.append({ live->first, live->second, record.skillMdPath });
            else
                inputs.append({ record.name, record.description, record.skillMdPath });
        }
    }
    m_watcher.setFuture(QtConcurrent::run(computeCatalogPreview, inputs, dialect(), encoding()));
}

void CatalogPreview::show(const CatalogPreviewResult &result)
{
    // Replace only the changed range: editing one skill changes one entry of a possibly huge catalog.
    const QString &before = m_result.text;
    const QString &after = result.text;
    // Wrapping makes the text layout measure every line up front: large catalogs are shown unwrapped.
    const auto wrap = after.size() > 256 * 1024 ? QPlainTextEdit::NoWrap : QPlainTextEdit::WidgetWidth;
    if (m_text->lineWrapMode() != wrap)
        m_text->setLineWrapMode(wrap);
    if (m_text->document()->isEmpty() || before.isEmpty()) {
        m_text->setPlainText(after);
    } else if (before != after) {
        const int scroll = m_text->verticalScrollBar()->value();
        int prefix = 0;
        const int common = int(qMin(before.size(), after.size()));
        while (prefix < common && before[prefix] == after[prefix])
            ++prefix;
        int suffix = 0;
        while (suffix < common - prefix && before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix])
            ++suffix;
        QTextCursor cursor(m_text->document());
        cursor.setPosition(prefix);
        cursor.setPosition(int(before.size()) - suffix, QTextCursor::KeepAnchor);
        cursor.insertText(after.mid(prefix, after.size() - prefix - suffix));
        m_text->verticalScrollBar()->setValue(scroll);
    }
    m_result = result;
    m_highlighted = -1;
    m_text->setExtraSelections({});
    const QString count = tokenCountLabel(result.tokens, result.exact);
    m_summary->setText(tr("%1 tokens · %2 characters · %n skill(s) · %3", nullptr, result.skills)
                           .arg(count, QLocale().toString(qlonglong(result.text.size())), encoding()));
    emit catalogCounted(result.tokens, result.exact, dialect(), encoding());
}

int CatalogPreview::entryAt(int position) const
{
    for (int i = 0; i < m_result.entries.size(); ++i) {
        const CatalogEntryRange &range = m_result.entries[i];
        if (range.length > 0 && position >= range.start && position < range.start + range.length)
            return i;
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
