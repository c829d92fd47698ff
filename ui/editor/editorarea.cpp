// EditorArea: tabs, saving, closing, recovery and problem routing.
#include "editorarea.h"

#include "common/paths.h"
#include "editor/docfilepage.h"

#include "editor/binaryfilepage.h"
#include "editor/diagnosticsrunner.h"
#include "editor/findbar.h"
#include "editor/skillfiles.h"
#include "editor/skillmdeditor.h"
#include "editor/sourceeditor.h"
#include "editor/textfilepage.h"
#include "theme/icons.h"

#include <QDir>
#include <QFileInfo>
#include <QInputDialog>
#include <QKeySequence>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QTabBar>
#include <QTabWidget>
#include <QToolTip>
#include <QVBoxLayout>

namespace sw::ui {

EditorArea::EditorArea(QWidget *parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_findBar(new FindBar(this))
    , m_empty(new QLabel(this))
{
    m_empty->setObjectName(QStringLiteral("editorEmptyState"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    m_empty->setText(tr("No file open.\n\nDouble-click a skill or one of its files in the Library to edit it,\nor "
                        "create a skill with Skill ▸ New Skill (%1).")
                         .arg(QKeySequence(QKeySequence::New).toString(QKeySequence::NativeText)));
    m_tabs->setObjectName(QStringLiteral("editorTabs"));
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setDocumentMode(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_empty, 1);
    layout->addWidget(m_findBar);
    updateEmptyState();
    connect(m_tabs, &QTabWidget::currentChanged, this, &EditorArea::onCurrentChanged);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this,
        [this](int index) { closePage(qobject_cast<EditorPage *>(m_tabs->widget(index))); });
}

void EditorArea::setAutosaveSeconds(int seconds)
{
    m_autosaveSeconds = seconds;
    for (EditorPage *page : pages())
        if (auto *text = qobject_cast<TextFilePage *>(page))
            text->setAutosaveInterval(seconds);
}

void EditorArea::setArrangement(const EditorArrangement &arrangement)
{
    const bool changed = !(arrangement == m_arrangement);
    m_arrangement = arrangement;
    for (EditorPage *page : pages())
        if (auto *skill = qobject_cast<SkillMdEditor *>(page))
            skill->setArrangement(arrangement);
    if (changed)
        emit arrangementChanged(arrangement);
}

QList<EditorPage *> EditorArea::pages() const
{
    QList<EditorPage *> result;
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto *page = qobject_cast<EditorPage *>(m_tabs->widget(i)))
            result.append(page);
    return result;
}

QStringList EditorArea::openFiles() const
{
    QStringList files;
    for (EditorPage *page : pages())
        files.append(page->filePath());
    return files;
}

EditorPage *EditorArea::pageFor(const QString &path) const
{
    const QString wanted = QFileInfo(path).absoluteFilePath();
    for (EditorPage *page : pages())
        if (page->filePath() == wanted)
            return page;
    return nullptr;
}

EditorPage *EditorArea::currentPage() const
{
    return qobject_cast<EditorPage *>(m_tabs->currentWidget());
}

SkillMdEditor *EditorArea::currentSkillEditor() const
{
    EditorPage *page = currentPage();
    if (!page)
        return nullptr;
    if (auto *skill = qobject_cast<SkillMdEditor *>(page))
        return skill;
    // A doc or script: the SKILL.md of the nearest enclosing skill folder, if open.
    QDir dir = QFileInfo(page->filePath()).absoluteDir();
    for (int depth = 0; depth < 8; ++depth) {
        if (auto *skill = qobject_cast<SkillMdEditor *>(pageFor(dir.filePath(QStringLiteral("SKILL.md")))))
            return skill;
        if (!dir.cdUp())
            break;
    }
    return nullptr;
}

EditorPage *EditorArea::openFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (EditorPage *existing = pageFor(absolute)) {
        m_tabs->setCurrentWidget(existing);
        return existing;
    }
    if (const QFileInfo info(absolute); !info.isFile()) {
        const QString shown = QDir::toNativeSeparators(absolute);
        emit errorOccurred(!info.exists() ? tr("%1 does not exist.").arg(shown)
                : info.isDir() ? tr("%1 is a folder: open it as a skill root (File ▸ Open Skill Root…).").arg(shown)
                               : tr("%1 is not a file.").arg(shown));
        return nullptr;
    }
    EditorPage *page = nullptr;
    if (BinaryFilePage::isBinaryFile(absolute)) {
        page = new BinaryFilePage(absolute, this);
    } else {
        // A doc shows its preview, a CSV its table, a script its Run button, beside the source.
        const std::optional<DocFilePage::Kind> doc = DocFilePage::kindFor(absolute);
        TextFilePage *text = QFileInfo(absolute).fileName() == QLatin1String("SKILL.md")
            ? new SkillMdEditor(absolute, m_externalPolicy, this)
            : doc ? new DocFilePage(absolute, *doc, m_externalPolicy, this)
                  : new TextFilePage(absolute, m_externalPolicy, this);
        QString error;
        if (!text->loadFromDisk(&error)) {
            delete text;
            emit errorOccurred(error);
            return nullptr;
        }
        text->setAutosaveInterval(m_autosaveSeconds);
        page = text;
    }
    addPage(page);
    return page;
}

void EditorArea::addPage(EditorPage *page)
{
    const QString name = QFileInfo(page->filePath()).fileName();
    QString icon = QStringLiteral("file");
    if (name == QLatin1String("SKILL.md"))
        icon = QStringLiteral("skill");
    else if (qobject_cast<BinaryFilePage *>(page))
        icon = QStringLiteral("image");
    else if (name.endsWith(QLatin1String(".md")) || name.endsWith(QLatin1String(".txt")))
        icon = QStringLiteral("doc");
    else if (name.contains(QLatin1Char('.')) && !name.endsWith(QLatin1String(".json")))
        icon = QStringLiteral("script");
    const int index = m_tabs->addTab(page, themedIcon(icon), name);
    m_tabs->setTabToolTip(index, QDir::toNativeSeparators(page->filePath()));
    connect(page, &EditorPage::modificationChanged, this, [this, page] {
        updateTabTitle(page);
        emit pageStateChanged();
        if (qobject_cast<SkillMdEditor *>(page))
            emitLiveSkillTexts();
    });
    connect(page, &EditorPage::saveRequested, this, [this, page] { saveFiles({ page }); });
    connect(page, &EditorPage::closeRequested, this, [this, page](bool askFirst) { closePage(page, askFirst); });
    connect(page, &EditorPage::problemsChanged, this, [this, page] {
        if (currentSkillEditor() == page || currentPage() == page)
            emitProblems();
    });
    if (auto *doc = qobject_cast<DocFilePage *>(page))
        connect(doc, &DocFilePage::runRequested, this, &EditorArea::runScriptRequested);
    if (auto *skill = qobject_cast<SkillMdEditor *>(page)) {
        connect(skill, &SkillMdEditor::liveSkillChanged, this, &EditorArea::liveSkillChanged);
        connect(skill, &SkillMdEditor::liveContentChanged, this, &EditorArea::liveContentChanged);
        connect(skill, &SkillMdEditor::textParsed, this, &EditorArea::emitLiveSkillTexts);
        connect(skill, &SkillMdEditor::arrangementChosen, this, &EditorArea::setArrangement);
        skill->setArrangement(m_arrangement);
        connect(skill, &SkillMdEditor::testDescriptionRequested, this, &EditorArea::testDescriptionRequested);
    }
    updateTabTitle(page);
    m_tabs->setCurrentWidget(page);
    emit openFilesChanged(openFiles());
}

void EditorArea::updateTabTitle(EditorPage *page)
{
    const int index = m_tabs->indexOf(page);
    if (index < 0)
        return;
    const QFileInfo info(page->filePath());
    QString title = info.fileName();
    if (title == QLatin1String("SKILL.md"))
        title = info.absoluteDir().dirName() + QStringLiteral("/SKILL.md");
    if (page->isDeletedOnDisk())
        title = tr("%1 (deleted)").arg(title);
    m_tabs->setTabText(index, page->isModified() ? title + QStringLiteral(" ●") : title);
    m_tabs->setTabToolTip(index, QDir::toNativeSeparators(page->filePath()));
}

void EditorArea::updateEmptyState()
{
    const bool empty = m_tabs->count() == 0;
    m_tabs->setVisible(!empty);
    m_empty->setVisible(empty);
}

void EditorArea::onCurrentChanged()
{
    updateEmptyState();
    EditorPage *page = currentPage();
    m_findBar->setEditor(page ? page->sourceEditor() : nullptr);
    emit currentFileChanged(page ? page->filePath() : QString());
    emitProblems();
}

void EditorArea::emitProblems()
{
    if (SkillMdEditor *skill = currentSkillEditor())
        emit problemsChanged(skill->problems());
    else
        emit problemsChanged({});
}

bool EditorArea::saveFiles(const QList<EditorPage *> &list)
{
    bool ok = true;
    for (EditorPage *page : list) {
        if (!page->isModified())
            continue;
        QString error;
        if (!page->save(&error)) {
            emit errorOccurred(error);
            ok = false;
        } else {
            emit statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(page->filePath())));
            emit fileSaved(page->filePath());
        }
    }
    return ok;
}

bool EditorArea::saveCurrent()
{
    EditorPage *page = currentPage();
    return page ? saveFiles({ page }) : false;
}

bool EditorArea::saveAll()
{
    return saveFiles(pages());
}

bool EditorArea::savePages(const QList<EditorPage *> &list)
{
    return saveFiles(list);
}

bool EditorArea::hasUnsavedChanges() const
{
    const QList<EditorPage *> list = pages();
    return std::any_of(list.cbegin(), list.cend(), [](EditorPage *page) { return page->isModified(); });
}

QString EditorArea::displayName(const QString &path)
{
    // The nearest enclosing skill folder names the file: "weather-lookup/SKILL.md", "pdf-tools/scripts/fill.py".
    const QFileInfo info(path);
    QDir dir = info.absoluteDir();
    for (int depth = 0; depth < 8; ++depth) {
        if (QFileInfo::exists(dir.filePath(QStringLiteral("SKILL.md")))
            || (depth == 0 && info.fileName() == QLatin1String("SKILL.md")))
            return dir.dirName() + QLatin1Char('/') + dir.relativeFilePath(info.absoluteFilePath());
        if (!dir.cdUp())
            break;
    }
    return info.fileName();
}

QString EditorArea::unsavedQuestion(const QStringList &files)
{
    if (files.size() == 1)
        return tr("Save the changes to %1?").arg(files.first());
    QString list;
    for (const QString &file : files)
        list += QStringLiteral("\n• ") + file;
    return tr("Save the changes to %n file(s)?", nullptr, int(files.size())) + QLatin1Char('\n') + list;
}

static UnsavedDecision askUnsaved(QWidget *parent, const QStringList &files)
{
    const QMessageBox::StandardButton answer
        = QMessageBox::warning(parent, EditorArea::tr("Unsaved changes"), EditorArea::unsavedQuestion(files),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    return answer == QMessageBox::Save   ? UnsavedDecision::Save
        : answer == QMessageBox::Discard ? UnsavedDecision::Discard
                                         : UnsavedDecision::Cancel;
}

bool EditorArea::closePage(EditorPage *page, bool ask)
{
    if (!page)
        return false;
    if (ask && page->isModified()) {
        const QStringList files = { displayName(page->filePath()) };
        const UnsavedDecision decision = m_unsavedPolicy ? m_unsavedPolicy(files) : askUnsaved(this, files);
        if (decision == UnsavedDecision::Cancel)
            return false;
        if (decision == UnsavedDecision::Save && !saveFiles({ page }))
            return false;
        if (decision == UnsavedDecision::Discard)
            if (auto *text = qobject_cast<TextFilePage *>(page))
                text->session()->clearRecovery();
    }
    m_tabs->removeTab(m_tabs->indexOf(page));
    if (qobject_cast<SkillMdEditor *>(page))
        emit liveSkillDropped(page->filePath());
    emitLiveSkillTexts();
    page->deleteLater();
    updateEmptyState();
    emit openFilesChanged(openFiles());
    return true;
}

bool EditorArea::closeAll()
{
    QStringList modified;
    for (EditorPage *page : pages())
        if (page->isModified())
            modified << displayName(page->filePath());
    if (!modified.isEmpty()) {
        const UnsavedDecision decision = m_unsavedPolicy ? m_unsavedPolicy(modified) : askUnsaved(this, modified);
        if (decision == UnsavedDecision::Cancel)
            return false;
        if (decision == UnsavedDecision::Save && !saveAll())
            return false;
        if (decision == UnsavedDecision::Discard)
            for (EditorPage *page : pages())
                if (auto *text = qobject_cast<TextFilePage *>(page))
                    text->session()->clearRecovery();
    }
    return true;
}

void EditorArea::showFind()
{
    m_findBar->setEditor(currentPage() ? currentPage()->sourceEditor() : nullptr);
    m_findBar->activate();
}

bool EditorArea::askGoToLine()
{
    SourceEditor *source = currentPage() ? currentPage()->sourceEditor() : nullptr;
    if (!source)
        return false;
    int line = 0;
    int index = 0;
    source->getCursorPosition(&line, &index);
    const int last = qMax(1, source->lines());
    bool ok = false;
    const int target = QInputDialog::getInt(
        this, tr("Go to Line"), tr("Line (1 to %1):").arg(QLocale().toString(last)), line + 1, 1, last, 1, &ok);
    return ok && goToLine(target);
}

bool EditorArea::goToLine(int line)
{
    SourceEditor *source = currentPage() ? currentPage()->sourceEditor() : nullptr;
    if (!source)
        return false;
    source->jumpTo(line, 1);
    return true;
}

bool EditorArea::gotoNextProblem()
{
    SkillMdEditor *skill = currentSkillEditor();
    if (!skill)
        return false;
    m_tabs->setCurrentWidget(skill);
    return skill->sourceEditor()->gotoNextProblem();
}

void EditorArea::jumpTo(const Problem &problem)
{
    EditorPage *page = openFile(problem.file);
    if (page && page->sourceEditor())
        page->sourceEditor()->jumpTo(qMax(1, problem.line), problem.column);
}

bool EditorArea::applyFix(const Problem &problem, int fixIndex)
{
    SkillMdEditor *skill = qobject_cast<SkillMdEditor *>(pageFor(problem.file));
    if (!skill)
        skill = currentSkillEditor();
    if (!skill || fixIndex < 0 || fixIndex >= problem.fixes.size())
        return false;
    const ProblemFix &fix = problem.fixes[fixIndex];
    if (fix.kind != FixKind::RenameFolderToName) {
        const bool applied = skill->applyFix(fix);
        if (applied)
            emit statusMessage(tr("Applied: %1").arg(fix.label));
        return applied;
    }
    // Nothing is saved behind the user's back: the folder takes the name saved on disk, so unsaved edits stop it.
    if (skill->isModified()) {
        emit errorOccurred(tr("Save %1 first: the folder is renamed to the name saved in it.")
                               .arg(QFileInfo(skill->filePath()).fileName()));
        return false;
    }
    if (!isValidSkillName(skill->values().name)) {
        emit errorOccurred(
            tr("'%1' is not a valid skill name: fix the name before renaming the folder.").arg(skill->values().name));
        return false;
    }
    const QString folder = QFileInfo(skill->filePath()).absolutePath();
    QString newFolder;
    const QString error = renameSkillFolder(folder, skill->values().name, &newFolder);
    if (!error.isEmpty()) {
        emit errorOccurred(error);
        return false;
    }
    folderMoved(folder, newFolder);
    emit skillFolderRenamed(folder, newFolder);
    emit statusMessage(tr("Renamed %1 to %2").arg(QFileInfo(folder).fileName(), QFileInfo(newFolder).fileName()));
    return true;
}

void EditorArea::quickFixAtCursor()
{
    EditorPage *page = currentPage();
    SourceEditor *source = page ? page->sourceEditor() : nullptr;
    if (!source)
        return;
    int line = 0;
    int index = 0;
    source->getCursorPosition(&line, &index);
    QList<QPair<Problem, int>> choices;
    for (const Problem &problem : page->problems())
        if (problem.file == page->filePath() && problem.line == line + 1)
            for (int i = 0; i < problem.fixes.size(); ++i)
                choices.append({ problem, i });
    const QPoint at
        = source->viewport()->mapToGlobal(QPoint(int(source->SendScintilla(QsciScintillaBase::SCI_POINTXFROMPOSITION, 0,
                                                     source->positionFromLineIndex(line, index))),
            int(source->SendScintilla(
                QsciScintillaBase::SCI_POINTYFROMPOSITION, 0, source->positionFromLineIndex(line, index)))
                + source->textHeight(line)));
    if (choices.isEmpty()) {
        const QString message = tr("Nothing to fix on line %1").arg(line + 1);
        emit statusMessage(message);
        QToolTip::showText(at, message, source);
        return;
    }
    if (choices.size() == 1) {
        applyFix(choices.first().first, choices.first().second);
        return;
    }
    if (!m_quickFixMenu) {
        m_quickFixMenu = new QMenu(this);
        m_quickFixMenu->setObjectName(QStringLiteral("quickFixMenu"));
    }
    m_quickFixMenu->clear();
    for (const auto &choice : std::as_const(choices)) {
        const Problem problem = choice.first; // copies: clang 14 cannot capture structured bindings
        const int fixIndex = choice.second;
        QAction *action = m_quickFixMenu->addAction(themedIcon(QStringLiteral("fix")), problem.fixes[fixIndex].label);
        action->setToolTip(problem.message);
        connect(action, &QAction::triggered, this, [this, problem, fixIndex] { applyFix(problem, fixIndex); });
    }
    m_quickFixMenu->setActiveAction(m_quickFixMenu->actions().constFirst());
    m_quickFixMenu->popup(at);
}

void EditorArea::folderMoved(const QString &oldFolder, const QString &newFolder)
{
    for (EditorPage *page : pages()) {
        if (!isUnder(page->filePath(), oldFolder))
            continue;
        page->setFilePath(newFolder + page->filePath().mid(oldFolder.size()));
        updateTabTitle(page);
        if (auto *skill = qobject_cast<SkillMdEditor *>(page))
            skill->diagnostics()->schedule(skill->contentBytes(), skill->filePath());
    }
    emit openFilesChanged(openFiles());
    onCurrentChanged();
}

void EditorArea::closeFilesUnder(const QString &folder)
{
    for (EditorPage *page : pages()) {
        if (!isUnder(page->filePath(), folder))
            continue;
        if (auto *text = qobject_cast<TextFilePage *>(page))
            text->session()->clearRecovery();
        m_tabs->removeTab(m_tabs->indexOf(page));
        if (qobject_cast<SkillMdEditor *>(page))
            emit liveSkillDropped(page->filePath());
        emitLiveSkillTexts();
        emitLiveSkillTexts();
        page->deleteLater();
    }
    emit openFilesChanged(openFiles());
}

int EditorArea::offerRecovery()
{
    QList<RecoveryEntry> entries = FileSession::pendingRecoveries();
    entries.erase(std::remove_if(entries.begin(), entries.end(),
                      [](const RecoveryEntry &e) { return !QFileInfo::exists(e.originalPath); }),
        entries.end());
    if (entries.isEmpty())
        return 0;
    bool restore = false;
    if (m_recoveryPolicy) {
        restore = m_recoveryPolicy(entries);
    } else {
        QStringList names;
        for (const RecoveryEntry &entry : entries)
            names << QDir::toNativeSeparators(entry.originalPath);
        restore = QMessageBox::question(this, tr("Restore unsaved edits?"),
                      tr("Skill Workbench found unsaved edits from a previous session:\n\n%1\n\nRestore them?")
                          .arg(names.join(QLatin1Char('\n'))))
            == QMessageBox::Yes;
    }
    int restored = 0;
    for (const RecoveryEntry &entry : entries) {
        if (!restore) {
            QFile::remove(entry.recoveryFile);
            continue;
        }
        if (auto *text = qobject_cast<TextFilePage *>(openFile(entry.originalPath))) {
            text->restoreContent(entry.content);
            if (entry.recoveryFile != text->session()->recoveryFile())
                QFile::remove(entry.recoveryFile); // this instance's copy holds the edits now
            ++restored;
        }
    }
    return restored;
}

bool EditorArea::setSkillDescription(const QString &skillMdPath, const QString &description)
{
    auto *skill = qobject_cast<SkillMdEditor *>(openFile(skillMdPath));
    if (!skill)
        return false;
    skill->setFrontmatterValue(QStringLiteral("description"), description);
    return true;
}

QHash<QString, QByteArray> EditorArea::liveSkillTexts() const
{
    QHash<QString, QByteArray> texts;
    for (EditorPage *page : pages())
        if (auto *skill = qobject_cast<SkillMdEditor *>(page);
            skill && skill->isModified() && !skill->isDeletedOnDisk())
            texts.insert(skill->filePath(), skill->contentBytes());
    return texts;
}

void EditorArea::emitLiveSkillTexts()
{
    const QHash<QString, QByteArray> texts = liveSkillTexts();
    if (texts == m_sentLiveTexts)
        return;
    m_sentLiveTexts = texts;
    emit liveSkillTextsChanged(texts);
}

} // namespace sw::ui
