// SkillMdEditor: form <-> source synchronisation, preview and diagnostics for one SKILL.md.
#include "skillmdeditor.h"

#include "frontmatterform.h" // FrontmatterForm::tr (lupdate resolves the class through this include)

#include "editor/diagnosticsrunner.h"
#include "editor/frontmattertext.h"
#include "editor/sourceeditor.h"

#include "editor/diagnostictranslation.h"

#include "skill/skilldocument.h"
#include "skill/yamlmistakes.h"

#include <QAction>
#include <QFileInfo>
#include <QScrollArea>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace sw::ui {

namespace {

FrontmatterValues valuesFrom(const SkillDocument &document)
{
    FrontmatterValues values;
    if (document.yamlError || !document.frontmatterIsMapping) {
        // The form shows the lenient (line-by-line) reading; quotes are kept there, strip them for display.
        for (const auto &[key, raw] : document.lenient.fields) {
            QString value = raw.trimmed();
            if (value.size() >= 2
                && ((value.startsWith(QLatin1Char('"')) && value.endsWith(QLatin1Char('"')))
                    || (value.startsWith(QLatin1Char('\'')) && value.endsWith(QLatin1Char('\'')))))
                value = value.mid(1, value.size() - 2);
            if (key == QLatin1String("name"))
                values.name = value;
            else if (key == QLatin1String("description"))
                values.description = value;
            else if (key == QLatin1String("license"))
                values.license = value;
            else if (key == QLatin1String("compatibility"))
                values.compatibility = value;
            else if (key == QLatin1String("allowed-tools"))
                values.allowedTools = value;
        }
        if (document.yamlError) {
            const sw::detail::YamlMistake mistake = sw::detail::explainYamlError(*document.yamlError, document);
            values.note = FrontmatterForm::tr("The frontmatter is not valid YAML (line %1: %2). The form shows a "
                                              "line-by-line reading; fix the source or use the quick fix (Ctrl+.).")
                              .arg(mistake.position.line)
                              .arg(translatedText(mistake.message));
        } else if (!document.startsWithFrontmatter)
            values.note = FrontmatterForm::tr("SKILL.md has no frontmatter yet: fill in the form to add it.");
        return values;
    }
    values.name = document.stringValue(QStringLiteral("name"));
    values.description = document.stringValue(QStringLiteral("description"));
    values.license = document.stringValue(QStringLiteral("license"));
    values.compatibility = document.stringValue(QStringLiteral("compatibility"));
    values.allowedTools = document.stringValue(QStringLiteral("allowed-tools"));
    if (const FrontmatterEntry *metadata = document.entry(QStringLiteral("metadata"))) {
        for (const FrontmatterEntry &entry : metadata->value.entries)
            values.metadata.append({ entry.key, entry.value.text });
    }
    return values;
}

} // namespace

SkillMdEditor::SkillMdEditor(const QString &path, ExternalChangePolicy policy, QWidget *parent)
    : TextFilePage(path, std::move(policy), parent)
    , m_form(new FrontmatterForm(this))
    , m_preview(new QTextBrowser(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_diagnostics(new DiagnosticsRunner(this))
    , m_parseTimer(new QTimer(this))
    , m_previewTimer(new QTimer(this))
{
    m_preview->setObjectName(QStringLiteral("markdownPreview"));
    m_splitter->setObjectName(QStringLiteral("skillMdArrangement"));
    m_preview->setOpenExternalLinks(true);
    m_preview->document()->setDocumentMargin(16);
    auto *formScroll = new QScrollArea(this);
    formScroll->setWidget(m_form);
    formScroll->setWidgetResizable(true);
    formScroll->setFrameShape(QFrame::NoFrame);
    auto *left = new QSplitter(Qt::Vertical, this);
    left->addWidget(formScroll);
    left->addWidget(takeEditorFromLayout());
    left->setStretchFactor(0, 0);
    left->setStretchFactor(1, 1);
    left->setSizes({ 315, 485 });
    m_splitter->addWidget(left);
    m_splitter->addWidget(m_preview);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setSizes({ 560, 380 });
    m_splitter->setChildrenCollapsible(true);
    pageLayout()->addWidget(m_splitter);

    m_parseTimer->setSingleShot(true);
    m_parseTimer->setInterval(60);
    m_previewTimer->setSingleShot(true);
    m_previewTimer->setInterval(300);
    connect(m_parseTimer, &QTimer::timeout, this, &SkillMdEditor::parseNow);
    connect(m_previewTimer, &QTimer::timeout, this, [this] { m_preview->setMarkdown(m_body); });
    connect(sourceEditor(), &QsciScintilla::textChanged, this, &SkillMdEditor::onSourceChanged);
    connect(m_form, &FrontmatterForm::fieldEdited, this, &SkillMdEditor::onFieldEdited);
    connect(m_form, &FrontmatterForm::metadataEdited, this, &SkillMdEditor::onMetadataEdited);
    auto *testDescription = new QAction(this);
    testDescription->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    testDescription->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(testDescription);
    auto requestTest = [this] {
        parseNow(); // the text typed this instant
        emit testDescriptionRequested(filePath(), m_values.name, m_values.description);
    };
    connect(testDescription, &QAction::triggered, this, requestTest);
    connect(m_form, &FrontmatterForm::testDescriptionRequested, this, requestTest);
    connect(m_diagnostics, &DiagnosticsRunner::finished, this, &SkillMdEditor::onDiagnostics);
}

void SkillMdEditor::setPreviewVisible(bool visible)
{
    m_preview->setVisible(visible);
}

void SkillMdEditor::contentReplaced()
{
    m_diagnosed = false; // the new text has no markers yet
    parseNow();
    m_preview->setMarkdown(m_body);
}

void SkillMdEditor::onSourceChanged()
{
    m_parseTimer->start();
    m_diagnostics->schedule(contentBytes(), filePath());
}

void SkillMdEditor::parseNow()
{
    m_parseTimer->stop();
    const QByteArray raw = contentBytes();
    const SkillDocument document
        = parseSkillDocument(raw, filePath(), QFileInfo(QFileInfo(filePath()).absolutePath()).fileName());
    m_values = valuesFrom(document);
    m_body = document.body;
    m_form->setValues(m_values);
    m_previewTimer->start();
    m_diagnostics->schedule(raw, filePath());
    // The catalog, its token count and the budget depend on the name and description only: typing in the body
    // or in other fields does not re-render a possibly 10,000-entry catalog.
    const bool catalogChanged = !m_liveSent || m_liveName != m_values.name || m_liveDescription != m_values.description;
    const bool bodyChanged = !m_liveSent || m_sentBody != m_body;
    if (catalogChanged) {
        m_liveName = m_values.name;
        m_liveDescription = m_values.description;
        emit liveSkillChanged(filePath(), m_values.name, m_values.description);
    }
    if (catalogChanged || bodyChanged) {
        m_sentBody = m_body;
        emit liveContentChanged(filePath(), m_values.name, m_values.description, m_body);
    }
    m_liveSent = true;
}

void SkillMdEditor::replaceText(const QString &newText)
{
    SourceEditor *editor = sourceEditor();
    const QString before = editor->text();
    const TextReplacement change = minimalReplacement(before, newText);
    if (change.isNoop())
        return;
    const QByteArray insert = change.insert.toUtf8();
    const long from = long(QStringView(before).left(change.from).toUtf8().size());
    const long to = from + long(QStringView(before).mid(change.from, change.to - change.from).toUtf8().size());
    editor->beginUndoAction();
    editor->SendScintilla(QsciScintillaBase::SCI_SETTARGETSTART, from);
    editor->SendScintilla(QsciScintillaBase::SCI_SETTARGETEND, to);
    editor->SendScintilla(QsciScintillaBase::SCI_REPLACETARGET, insert.size(), insert.constData());
    editor->endUndoAction();
}

namespace {
QString fieldValue(const FrontmatterValues &values, const QString &key)
{
    if (key == QLatin1String("name"))
        return values.name;
    if (key == QLatin1String("description"))
        return values.description;
    if (key == QLatin1String("license"))
        return values.license;
    if (key == QLatin1String("compatibility"))
        return values.compatibility;
    if (key == QLatin1String("allowed-tools"))
        return values.allowedTools;
    return {};
}
} // namespace

void SkillMdEditor::setFrontmatterValue(const QString &key, const QString &value)
{
    // One undoable edit of its own: it neither continues a typing run in the field nor starts one.
    const bool required = key == QLatin1String("name") || key == QLatin1String("description");
    m_typing = TypingRun();
    replaceText(withFrontmatterValue(sourceEditor()->text(), key, value, !required));
    parseNow();
}

void SkillMdEditor::onFieldEdited(const QString &key, const QString &value)
{
    const bool required = key == QLatin1String("name") || key == QLatin1String("description");
    SourceEditor *editor = sourceEditor();
    const QString before = editor->text();
    // Typing in a field is grouped as typing in the source is: a run of insertions (or of deletions) that continues
    // where the last keystroke in the same field left off, with nothing else changed in between, is one undo step.
    // The source edit of one keystroke may rewrite the whole value (a trailing space quotes it, the next letter
    // unquotes it), so runs are found in the field's value and the step is redone from the run's start.
    const TextReplacement change = minimalReplacement(fieldValue(m_values, key), value);
    const bool inserting = change.from == change.to;
    const bool deleting = change.insert.isEmpty();
    const bool continues = m_typing.key == key && before == m_typing.last && editor->isUndoAvailable()
        && ((inserting && m_typing.inserting && change.from == m_typing.end)
            || (deleting && !m_typing.inserting && (change.to == m_typing.end || change.from == m_typing.end)));
    bool merged = false;
    if (continues) {
        editor->undo(); // the run so far, as one step
        merged = editor->text() == m_typing.base;
        if (!merged)
            editor->redo(); // not ours after all: keep it and start a new run
    }
    if (!merged)
        m_typing = { key, editor->text(), QString(), -1, true };
    const QString after = withFrontmatterValue(m_typing.base, key, value, !required);
    replaceText(after);
    m_typing.last = editor->text();
    m_typing.inserting = !deleting || inserting;
    m_typing.end = deleting && !inserting ? change.from : change.from + int(change.insert.size());
    parseNow(); // the form and the catalog follow at once
}

void SkillMdEditor::onMetadataEdited(const QList<QPair<QString, QString>> &entries)
{
    replaceText(withMetadata(sourceEditor()->text(), entries));
    parseNow();
}

bool SkillMdEditor::applyFix(FixKind fix)
{
    const QString text = sourceEditor()->text();
    QString fixed = text;
    switch (fix) {
    case FixKind::LowercaseName:
        fixed = withLowercaseName(text);
        break;
    case FixKind::MoveUnknownFieldsToMetadata:
        fixed = withUnknownFieldsUnderMetadata(text);
        break;
    case FixKind::RenameFolderToName:
    case FixKind::TextEdits:
    case FixKind::None:
        return false;
    }
    if (fixed == text)
        return false;
    replaceText(fixed);
    parseNow();
    return true;
}

bool SkillMdEditor::applyFix(const ProblemFix &fix)
{
    if (fix.kind != FixKind::TextEdits)
        return applyFix(fix.kind);
    const QByteArray before = contentBytes();
    const QByteArray after = applyTextEdits(before, fix.edits);
    if (after == before)
        return false;
    replaceText(QString::fromUtf8(after));
    parseNow();
    return true;
}

void SkillMdEditor::onDiagnostics(const ProblemList &problems)
{
    // Most keystrokes give the same diagnostics: no marker or Problems panel rebuild then. Markers move with
    // their lines, so a change in the line count re-applies them.
    const int lines = sourceEditor()->lines();
    if (m_diagnosed && problems == m_problems && lines == m_diagnosedLines)
        return;
    m_diagnosed = true;
    m_diagnosedLines = lines;
    m_problems = problems;
    ProblemList here;
    for (const Problem &problem : problems)
        if (problem.file == filePath())
            here.append(problem);
    sourceEditor()->setProblems(here);
    emit problemsChanged();
}

} // namespace sw::ui
