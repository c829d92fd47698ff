// SkillMdEditor: form <-> source synchronisation, preview and diagnostics for one SKILL.md.
#include "skillmdeditor.h"

#include "frontmatterform.h" // FrontmatterForm::tr (lupdate resolves the class through this include)

#include "editor/diagnosticsrunner.h"
#include "editor/frontmattertext.h"
#include "editor/sourceeditor.h"
#include "theme/icons.h"

#include "editor/diagnostictranslation.h"

#include "skill/skilldocument.h"
#include "skill/yamlmistakes.h"

#include <QAction>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace sw::ui {

namespace {

bool isTrue(const SkillDocument &document, const QString &key, bool fallback)
{
    const FrontmatterEntry *entry = document.entry(key);
    if (!entry || entry->value.kind != FrontmatterValue::Kind::Scalar)
        return fallback;
    const QString text = entry->value.text.trimmed();
    if (text.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0)
        return true;
    if (text.compare(QLatin1String("false"), Qt::CaseInsensitive) == 0)
        return false;
    return fallback;
}

ClaudeCodeValues claudeCodeValuesFrom(const SkillDocument &document)
{
    ClaudeCodeValues values;
    values.whenToUse = document.stringValue(QStringLiteral("when_to_use"));
    values.argumentHint = document.stringValue(QStringLiteral("argument-hint"));
    values.model = document.stringValue(QStringLiteral("model"));
    values.context = document.stringValue(QStringLiteral("context"));
    if (const FrontmatterEntry *paths = document.entry(QStringLiteral("paths"))) {
        if (paths->value.kind == FrontmatterValue::Kind::Sequence) { // a list is shown (and written back) as a string
            QStringList items;
            for (const FrontmatterValue &item : paths->value.items)
                items << item.text;
            values.paths = items.join(QStringLiteral(", "));
        } else {
            values.paths = paths->value.text;
        }
    }
    values.disableModelInvocation = isTrue(document, QStringLiteral("disable-model-invocation"), false);
    values.userInvocable = isTrue(document, QStringLiteral("user-invocable"), true);
    return values;
}

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
    values.claude = claudeCodeValuesFrom(document);
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
    m_preview->setWordWrapMode(QTextOption::WordWrap); // never break a word in the middle (the default did)
    m_formScroll = new QScrollArea(this);
    m_formScroll->setObjectName(QStringLiteral("frontmatterFormArea"));
    m_formScroll->setWidget(m_form);
    m_formScroll->setWidgetResizable(true);
    m_formScroll->setFrameShape(QFrame::NoFrame);
    m_column = new QSplitter(Qt::Vertical, this);
    m_column->setObjectName(QStringLiteral("formSourceColumn"));
    m_column->addWidget(m_formScroll);
    m_column->addWidget(takeEditorFromLayout());
    m_column->setStretchFactor(0, 0);
    m_column->setStretchFactor(1, 1);
    m_column->setChildrenCollapsible(false);
    m_splitter->addWidget(m_column);
    m_splitter->addWidget(m_preview);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);
    for (QSplitter *splitter : { m_splitter, m_column })
        connect(splitter, &QSplitter::splitterMoved, this, [this] { m_userSized = true; });
    buildArrangementBar();
    pageLayout()->addWidget(m_arrangementBar);
    pageLayout()->addWidget(m_splitter, 1);
    setArrangement(EditorArrangement());

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

void SkillMdEditor::buildArrangementBar()
{
    // The page's own switches for its arrangement (the same as View ▸ Editor Layout): the form, collapsed to a
    // one-line summary; the preview, beside or below the source.
    m_arrangementBar = new QWidget(this);
    m_arrangementBar->setObjectName(QStringLiteral("editorArrangementBar"));
    auto *row = new QHBoxLayout(m_arrangementBar);
    row->setContentsMargins(4, 1, 4, 1);
    row->setSpacing(2);
    const auto button = [this](const QString &name, const QString &icon, const QString &text, const QString &tip) {
        auto *b = new QToolButton(m_arrangementBar);
        b->setObjectName(name);
        b->setIcon(themedIcon(icon));
        b->setText(text);
        b->setToolTip(tip);
        b->setCheckable(true);
        b->setAutoRaise(true);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        return b;
    };
    m_formButton = button(QStringLiteral("showFormButton"), QStringLiteral("form"), tr("Form"),
        tr("Show the frontmatter form, or collapse it to one line (Ctrl+Alt+F)"));
    m_formSummary = new QLabel(m_arrangementBar);
    m_formSummary->setObjectName(QStringLiteral("formSummary"));
    m_formSummary->setForegroundRole(QPalette::PlaceholderText);
    m_formSummary->setMinimumWidth(40);
    m_formSummary->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_previewButton = button(QStringLiteral("showPreviewButton"), QStringLiteral("preview"), tr("Preview"),
        tr("Show or hide the Markdown preview (Ctrl+Alt+P)"));
    m_besideButton = button(QStringLiteral("previewBesideButton"), QStringLiteral("layout-beside"), tr("Beside"),
        tr("The preview beside the source (Ctrl+Alt+H)"));
    m_belowButton = button(QStringLiteral("previewBelowButton"), QStringLiteral("layout-below"), tr("Below"),
        tr("The preview below the source (Ctrl+Alt+V)"));
    row->addWidget(m_formButton);
    row->addWidget(m_formSummary, 1);
    row->addStretch(0); // keeps the switches right when the summary is hidden
    row->addSpacing(8);
    row->addWidget(m_previewButton);
    row->addWidget(m_besideButton);
    row->addWidget(m_belowButton);
    const auto chosen = [this](auto change) {
        EditorArrangement next = m_arrangement;
        change(next);
        setArrangement(m_arrangement); // the buttons show the current one until the area applies the choice
        emit arrangementChosen(next);
    };
    connect(m_formButton, &QToolButton::clicked, this,
        [chosen](bool on) { chosen([on](EditorArrangement &a) { a.formVisible = on; }); });
    connect(m_previewButton, &QToolButton::clicked, this,
        [chosen](bool on) { chosen([on](EditorArrangement &a) { a.previewVisible = on; }); });
    connect(m_besideButton, &QToolButton::clicked, this, [chosen] {
        chosen([](EditorArrangement &a) {
            a.previewBelow = false;
            a.previewVisible = true;
        });
    });
    connect(m_belowButton, &QToolButton::clicked, this, [chosen] {
        chosen([](EditorArrangement &a) {
            a.previewBelow = true;
            a.previewVisible = true;
        });
    });
}

void SkillMdEditor::setArrangement(const EditorArrangement &arrangement)
{
    const bool orientationChanged
        = !m_arranged || arrangement.previewBelow != m_arrangement.previewBelow || !m_arrangement.previewVisible;
    m_arrangement = arrangement;
    m_formScroll->setVisible(arrangement.formVisible);
    m_formSummary->setVisible(!arrangement.formVisible);
    m_preview->setVisible(arrangement.previewVisible);
    m_splitter->setOrientation(arrangement.previewBelow ? Qt::Vertical : Qt::Horizontal);
    for (auto [button, on] :
        { std::pair { m_formButton, arrangement.formVisible }, { m_previewButton, arrangement.previewVisible },
            { m_besideButton, arrangement.previewVisible && !arrangement.previewBelow },
            { m_belowButton, arrangement.previewVisible && arrangement.previewBelow } }) {
        const QSignalBlocker blocker(button);
        button->setChecked(on);
    }
    if (arrangement.previewVisible && orientationChanged)
        applyDefaultSizes();
    m_arranged = true;
    updateFormSummary();
    QTimer::singleShot(0, this, &SkillMdEditor::updateFormSummary); // again once the shown summary has its width
}

void SkillMdEditor::applyDefaultSizes()
{
    // Beside: the source column takes 65% of the width; below: the source two thirds of the height. The form
    // takes at most a third of the column's height (it scrolls), the source the rest.
    const int width = qMax(600, this->width());
    const int height = qMax(400, this->height());
    if (m_arrangement.previewBelow)
        m_splitter->setSizes({ height * 2 / 3, height / 3 });
    else
        m_splitter->setSizes({ width * 65 / 100, width * 35 / 100 });
    const int column = m_arrangement.previewBelow ? height * 2 / 3 : height;
    const int form = qMin(m_form->sizeHint().height(), column / 3);
    m_column->setSizes({ form, column - form });
}

void SkillMdEditor::resizeEvent(QResizeEvent *event)
{
    TextFilePage::resizeEvent(event);
    // Until the user drags a splitter, the page keeps the arrangement's proportions at every size (a splitter
    // alone would hand the change out by stretch factors, and the source column drifted narrow).
    if (!m_userSized && width() > 200 && height() > 200)
        applyDefaultSizes();
    QTimer::singleShot(0, this, &SkillMdEditor::updateFormSummary); // once the bar has its new width
}

void SkillMdEditor::updateFormSummary()
{
    if (m_arrangement.formVisible)
        return;
    const QString summary = m_values.description.isEmpty()
        ? m_values.name
        : tr("%1 — %2").arg(m_values.name, m_values.description.simplified());
    // Elided to the room the bar leaves it, the whole text in the tooltip.
    const int room = qMax(40, m_formSummary->width());
    m_formSummary->setText(m_formSummary->fontMetrics().elidedText(summary, Qt::ElideRight, room));
    m_formSummary->setToolTip(summary);
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
    updateFormSummary();
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
    emit textParsed();
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
    const ClaudeCodeValues &claude = values.claude;
    if (key == QLatin1String("when_to_use"))
        return claude.whenToUse;
    if (key == QLatin1String("argument-hint"))
        return claude.argumentHint;
    if (key == QLatin1String("model"))
        return claude.model;
    if (key == QLatin1String("context"))
        return claude.context;
    if (key == QLatin1String("paths"))
        return claude.paths;
    if (key == QLatin1String("disable-model-invocation"))
        return claude.disableModelInvocation ? QStringLiteral("true") : QString();
    if (key == QLatin1String("user-invocable"))
        return claude.userInvocable ? QString() : QStringLiteral("false");
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
