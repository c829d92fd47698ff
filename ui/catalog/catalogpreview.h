#pragma once
// CatalogPreview: the exact catalog text a model gets for the chosen dialect and encoding, each skill's entry
// highlighted on hover with its token count; the skill being edited updates live (debounced, off the GUI thread).
#include "repository/skillindex.h"
#include "theme/plaindocument.h"

#include <QFutureWatcher>
#include <QHash>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QTextDocument;
class QTimer;

namespace sw::ui {

struct CatalogEntryRange
{
    QString name;
    QString location;
    int start = 0; // in the catalog text (UTF-16 units)
    int length = 0; // 0 = not located in the text
    int tokens = 0;
};

// How to turn the text shown before into the new text: one replaced range, computed off the GUI thread so the
// view only applies it (editing one skill changes one entry of a catalog that may be megabytes long).
struct CatalogTextEdit
{
    bool replaceAll = true; // no usable previous text: set the whole text
    int from = 0; // UTF-16 units into the previous text
    int removed = 0;
    QString inserted;
    bool isNoop() const { return !replaceAll && removed == 0 && inserted.isEmpty(); }
};

struct CatalogPreviewResult
{
    QString text;
    int tokens = 0;
    bool exact = true;
    int skills = 0;
    QList<CatalogEntryRange> entries; // in text order; an entry not located has length 0
    CatalogTextEdit edit; // from the text passed as `previous`
    // For a whole new text (or a large change): the document, built and laid out for plain-text display on the
    // worker and handed to the GUI thread, which only swaps it in (setPlainText of a 2.6 MB catalog took 280 ms).
    SharedPlainDocument document;
};

struct CatalogInput
{
    QString name, description, location;
};

using LiveSkills = QHash<QString, QPair<QString, QString>>; // SKILL.md path -> (name, description) being edited

// The catalog's inputs: the snapshot's visible skills, with the live frontmatter of edited ones (any thread).
// `lenient` (a dialect whose consumer keeps quotes, catalogDialectReadsLeniently): each skill as tRPC-Agent-Go reads
// it, from the unsaved text in `liveTexts` (SKILL.md path -> bytes) where there is one, else from its file.
QList<CatalogInput> catalogInputs(const SkillIndexPtr &snapshot, const LiveSkills &live, bool lenient = false,
    const QHash<QString, QByteArray> &liveTexts = {});
// The smallest single-range edit from `before` to `after` (any thread).
CatalogTextEdit catalogTextEdit(const QString &before, const QString &after);
// Renders and counts (any thread); `previous` is the text shown now, for the edit. With `documentFor` set, a whole
// new text or a change larger than kCatalogDocumentThreshold also comes as a document that looks like `look`, moved
// to the thread of `documentFor`.
inline constexpr int kCatalogDocumentThreshold = 32 * 1024;
CatalogPreviewResult computeCatalogPreview(const QList<CatalogInput> &skills, const QString &dialect,
    const QString &encoding, const QString &previous = QString(), QThread *documentFor = nullptr,
    const PlainDocumentLook &look = PlainDocumentLook());

class CatalogPreview : public QWidget
{
    Q_OBJECT
public:
    explicit CatalogPreview(QWidget *parent = nullptr);

    void setSnapshot(const SkillIndexPtr &snapshot);
    // The unsaved SKILL.md texts (EditorArea::liveSkillTexts): read by the dialects whose consumer keeps quotes.
    void setLiveTexts(const QHash<QString, QByteArray> &texts);
    // The live frontmatter of a SKILL.md being edited replaces the snapshot's entry for that path.
    void setLiveSkill(const QString &skillMdPath, const QString &name, const QString &description);
    void dropLiveSkill(const QString &skillMdPath); // the editor closed: the file's entry again
    void setDialect(const QString &dialect);
    void setEncoding(const QString &encoding);
    QString dialect() const;
    QString encoding() const;

    const CatalogPreviewResult &result() const { return m_result; }
    QPlainTextEdit *textView() const { return m_text; }
    bool isBusy() const;
    int entryAt(int position) const; // index into result().entries, -1 if none
    void highlightEntry(int entry);

signals:
    void dialectChosen(const QString &dialect);
    void encodingChosen(const QString &encoding);
    void catalogCounted(int tokens, bool exact, const QString &dialect, const QString &encoding);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void schedule();
    void start();
    void show(const CatalogPreviewResult &result);

    QComboBox *m_dialect;
    QComboBox *m_encoding;
    QLabel *m_summary;
    QPlainTextEdit *m_text;
    QTimer *m_timer;
    SkillIndexPtr m_snapshot;
    LiveSkills m_live;
    QHash<QString, QByteArray> m_liveTexts;
    QFutureWatcher<CatalogPreviewResult> m_watcher;
    bool m_pending = false;
    // A job is out: set when it starts, cleared when its finished signal is handled (the future itself reports
    // finished before that signal reaches this thread, so isRunning() alone would report idle too early).
    bool m_running = false;
    CatalogPreviewResult m_result;
    // The document made on a worker shown now, if any (a replaced one is disposed of in an event of its own).
    SharedPlainDocument m_document;
    int m_highlighted = -1;
};

} // namespace sw::ui
