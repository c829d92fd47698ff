// WindowActions: creation, menus, toolbar and the connections of the window's commands.
#include "windowactions.h"

#include "provider/providerpresets.h"

#include "chat/chatpanel.h"
#include "editor/editorarea.h"
#include "editor/editorpage.h"
#include "editor/problemsmodel.h"
#include "editor/problemspanel.h"
#include "editor/sourceeditor.h"
#include "inspector/requestinspector.h"
#include "library/librarypanel.h"
#include "settings/providersettings.h"
#include "settings/settings.h"
#include "shell/aboutdialog.h"
#include "shell/actionlistmodel.h"
#include "shell/commandpalette.h"
#include "shell/debugpage.h"
#include "shell/mainwindow.h"
#include "shell/preferencesdialog.h"
#include "shell/skillcommands.h"
#include "theme/icons.h"
#include "triggerlab/triggerlabpage.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>

#include <algorithm>

namespace sw::ui {

WindowActions::WindowActions(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_paletteModel(new ActionListModel(this))
{
    openRoot = make(QStringLiteral("open-folder"), tr("&Open Skill Root…"), QKeySequence::Open);
    addRootUrl = make(QStringLiteral("url"), tr("Add Skill Root &URL…"));
    newSkill = make(QStringLiteral("new-skill"), tr("&New Skill…"), QKeySequence::New);
    newDoc = make(QStringLiteral("doc"), tr("New &Doc…"));
    newScript = make(QStringLiteral("script"), tr("New S&cript…"));
    save = make(QStringLiteral("save"), tr("&Save"), QKeySequence::Save);
    saveAll = make(QStringLiteral("save-all"), tr("Save A&ll"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    closeTab = make(QStringLiteral("close"), tr("&Close File"), QKeySequence::Close);
    importSkill = make(QStringLiteral("import"), tr("&Import Skill Package…"));
    exportSkill = make(QStringLiteral("export"), tr("&Export Skill…"));
    preferences = make(QStringLiteral("settings"), tr("&Preferences…"), QKeySequence(Qt::CTRL | Qt::Key_Comma));
    quit = make(QString(), tr("&Quit"), QKeySequence::Quit);
    undo = make(QStringLiteral("undo"), tr("&Undo"), QKeySequence::Undo);
    redo = make(QStringLiteral("redo"), tr("&Redo"), QKeySequence::Redo);
    find = make(QStringLiteral("find"), tr("&Find…"), QKeySequence::Find);
    goToLine = make(QString(), tr("&Go to Line…"), QKeySequence(Qt::CTRL | Qt::Key_G));
    nextProblem = make(QStringLiteral("next-problem"), tr("Next &Problem"), QKeySequence(Qt::Key_F8));
    quickFix = make(QStringLiteral("fix"), tr("Apply &Quick Fix"), QKeySequence(Qt::CTRL | Qt::Key_Period));
    commandPalette
        = make(QStringLiteral("palette"), tr("Command &Palette…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    renameSkill = make(QStringLiteral("author"), tr("&Rename Skill…"), QKeySequence(Qt::Key_F2));
    duplicateSkill = make(QStringLiteral("new-skill"), tr("&Duplicate Skill…"));
    deleteSkill = make(QStringLiteral("trash"), tr("Move Skill to &Trash…"));
    reveal = window->libraryPanel()->revealAction();
    refresh = window->libraryPanel()->refreshAction();
    for (int i = 0; i < kModeCount; ++i) {
        modes[i] = make(modeIconName(Mode(i)), tr("%1 Layout").arg(modeName(Mode(i))),
            QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        modes[i]->setCheckable(true);
    }
    showForm = make(QStringLiteral("form"), tr("Frontmatter &Form"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_F));
    togglePreview
        = make(QStringLiteral("preview"), tr("Markdown &Preview"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P));
    previewBeside = make(QStringLiteral("layout-beside"), tr("Preview &Beside the Source"),
        QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_H));
    previewBelow = make(
        QStringLiteral("layout-below"), tr("Preview B&elow the Source"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_V));
    for (QAction *action : { showForm, togglePreview, previewBeside, previewBelow })
        action->setCheckable(true);
    auto *placement = new QActionGroup(this);
    placement->addAction(previewBeside);
    placement->addAction(previewBelow);
    presentationMode = make(QString(), tr("P&resentation Mode"), QKeySequence(Qt::Key_F11));
    presentationMode->setCheckable(true);
    presentationMode->setStatusTip(tr("Larger fonts and only the centre of the window, for presenting"));
    themeSystem = make(QString(), tr("Follow the &System"));
    themeLight = make(QString(), tr("&Light"));
    themeDark = make(QString(), tr("&Dark"));
    m_themeGroup = new QActionGroup(this);
    for (QAction *action : { themeSystem, themeLight, themeDark }) {
        action->setCheckable(true);
        m_themeGroup->addAction(action);
    }
    const ThemeChoice theme = window->settings()->theme();
    (theme == ThemeChoice::Light ? themeLight : theme == ThemeChoice::Dark ? themeDark : themeSystem)->setChecked(true);
    newSession = make(QString(), tr("&New Session"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_N));
    openSession = make(QString(), tr("&Open Session…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O));
    saveSession = make(QString(), tr("&Save Session"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    saveSessionAs = make(QString(), tr("Save Session &As…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_S));
    exportMarkdown = make(QString(), tr("Export as &Markdown…"));
    exportHtml = make(QString(), tr("Export as &HTML Report…"));
    exportHar = make(QString(), tr("Export Requests as H&AR…"));
    exportHar->setStatusTip(tr("Every request and response as a HAR 1.2 capture (API key redacted), to compare with a "
                               "proxy or a browser"));
    about = make(QStringLiteral("about"), tr("&About Skill Workbench"));
    aboutQt = make(QString(), tr("About &Qt"));
    buildMenus();
    connectActions();
    updateArrangement(window->editorArea()->arrangement());
    m_palette = new CommandPalette(m_paletteModel, window);
    updateEnabled();
}

QAction *WindowActions::make(const QString &icon, const QString &text, const QKeySequence &shortcut)
{
    auto *action = new QAction(text, m_window);
    if (!icon.isEmpty())
        action->setIcon(themedIcon(icon));
    if (!shortcut.isEmpty()) {
        action->setShortcut(shortcut);
        action->setToolTip(
            QStringLiteral("%1 (%2)").arg(QString(text).remove(QLatin1Char('&')).remove(QStringLiteral("…")),
                shortcut.toString(QKeySequence::NativeText)));
    }
    m_window->addAction(action); // shortcuts work in every layout
    return action;
}

void WindowActions::buildMenus()
{
    QMenuBar *bar = m_window->menuBar();
    QList<ActionListModel::Entry> entries;
    auto menu = [&](const QString &title, const QList<QAction *> &actions) {
        QMenu *m = bar->addMenu(title);
        const QString &category = title; // the palette shows it without its mnemonic
        for (QAction *action : actions) {
            if (!action) {
                m->addSeparator();
                continue;
            }
            m->addAction(action);
            // An action in two menus (New Skill in File and Skill) is listed once in the palette.
            if (std::none_of(entries.cbegin(), entries.cend(), [action](const auto &e) { return e.action == action; }))
                entries.append({ action, category });
        }
        return m;
    };
    QMenu *file = menu(tr("&File"),
        { openRoot, addRootUrl, nullptr, newSkill, newDoc, newScript, nullptr, save, saveAll, closeTab, nullptr,
            importSkill, exportSkill, nullptr, preferences, nullptr, quit });
    menu(tr("&Edit"), { undo, redo, nullptr, find, goToLine, nullptr, nextProblem, quickFix, nullptr, commandPalette });
    QMenu *skill = menu(tr("&Skill"),
        { newSkill, newDoc, newScript, nullptr, renameSkill, duplicateSkill, exportSkill, importSkill, nullptr,
            deleteSkill, nullptr, reveal, refresh });
    // The commands name the skill they act on (the open tab's, or the Library's selection when it has the focus).
    connect(file, &QMenu::aboutToShow, this, &WindowActions::nameSkillActions);
    connect(skill, &QMenu::aboutToShow, this, &WindowActions::nameSkillActions);
    QMenu *view
        = menu(tr("&View"), { modes[0], modes[1], modes[2], modes[3], modes[4], modes[5], nullptr, presentationMode });
    view->addSeparator();
    QMenu *editorLayout = view->addMenu(tr("Editor &Layout"));
    editorLayout->addActions({ showForm, togglePreview });
    editorLayout->addSeparator();
    editorLayout->addActions({ previewBeside, previewBelow });
    for (QAction *action : { showForm, togglePreview, previewBeside, previewBelow })
        entries.append({ action, tr("Editor Layout") });
    view->addSeparator();
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
        view->addAction(dock->toggleViewAction());
        entries.append({ dock->toggleViewAction(), tr("View") });
    }
    QMenu *themeMenu = view->addMenu(tr("&Theme"));
    themeMenu->addActions({ themeSystem, themeLight, themeDark });
    for (QAction *action : { themeSystem, themeLight, themeDark })
        entries.append({ action, tr("Theme") });
    menu(tr("S&ession"),
        { newSession, openSession, nullptr, saveSession, saveSessionAs, nullptr, exportMarkdown, exportHtml,
            exportHar });
    menu(tr("&Help"), { about, aboutQt });
    m_paletteModel->setEntries(entries);

    m_toolBar = new QToolBar(tr("Main Toolbar"), m_window);
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setIconSize(QSize(18, 18));
    m_toolBar->setMovable(false);
    m_toolBar->addActions({ openRoot, newSkill, save, saveAll });
    m_toolBar->addSeparator();
    m_toolBar->addActions({ undo, redo, find });
    m_toolBar->addSeparator();
    m_toolBar->addActions({ nextProblem, quickFix, refresh });
    m_toolBar->addSeparator();
    m_toolBar->addAction(commandPalette);
    m_window->addToolBar(Qt::TopToolBarArea, m_toolBar);
}

void WindowActions::useRealProvider()
{
    MainWindow *w = m_window;
    ChatPanel *chat = w->debugPage()->chat();
    PreferencesDialog dialog(w->settings(), w, chat->providerKeys(), chat->presetId());
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.languageChanged())
        offerRestart(w, tr("The new language applies after a restart."), restartHooks);
    const QString preset = dialog.providerSettings()->presetId();
    if (!chat->isReplay() && chat->presetId() == preset) {
        w->setMode(Mode::Debug);
        return;
    }
    // Like choosing the preset in the chat's Provider box: unsaved turns are asked about, Cancel keeps the replay.
    if (chat->selectPreset(preset))
        w->setMode(Mode::Debug);
}

void WindowActions::connectActions()
{
    MainWindow *w = m_window;
    EditorArea *editor = w->editorArea();
    LibraryPanel *library = w->libraryPanel();
    SkillCommands *commands = w->skillCommands();
    auto skillCommand = [=](SkillCommand command) { commands->runInContext(command); };
    connect(openRoot, &QAction::triggered, library->addFolderAction(), &QAction::trigger);
    connect(addRootUrl, &QAction::triggered, library->addUrlAction(), &QAction::trigger);
    connect(newSkill, &QAction::triggered, this, [=] { skillCommand(SkillCommand::NewSkill); });
    connect(newDoc, &QAction::triggered, this, [=] { skillCommand(SkillCommand::NewDoc); });
    connect(newScript, &QAction::triggered, this, [=] { skillCommand(SkillCommand::NewScript); });
    connect(renameSkill, &QAction::triggered, this, [=] { skillCommand(SkillCommand::Rename); });
    connect(duplicateSkill, &QAction::triggered, this, [=] { skillCommand(SkillCommand::Duplicate); });
    connect(deleteSkill, &QAction::triggered, this, [=] { skillCommand(SkillCommand::Delete); });
    connect(exportSkill, &QAction::triggered, this, [=] { skillCommand(SkillCommand::Export); });
    connect(importSkill, &QAction::triggered, this, [=] { skillCommand(SkillCommand::Import); });
    connect(save, &QAction::triggered, editor, &EditorArea::saveCurrent);
    connect(saveAll, &QAction::triggered, editor, &EditorArea::saveAll);
    connect(closeTab, &QAction::triggered, this, [=] { editor->closePage(editor->currentPage()); });
    connect(preferences, &QAction::triggered, this, [=, this] {
        // In the Trigger Lab the preset its runs use, else the chat's.
        const QString labPreset
            = w->mode() == Mode::TriggerLab ? w->triggerLabPage()->providerStatus().presetId : QString();
        openPreferences(labPreset.isEmpty() ? w->debugPage()->chat()->presetId() : labPreset);
    });
    connect(quit, &QAction::triggered, w, &QWidget::close);
    connect(undo, &QAction::triggered, this, [=] {
        if (w->mode() == Mode::TriggerLab)
            w->triggerLabPage()->undoStack()->undo(); // the eval set being edited
        else if (editor->currentPage() && editor->currentPage()->sourceEditor())
            editor->currentPage()->sourceEditor()->undo();
    });
    connect(redo, &QAction::triggered, this, [=] {
        if (w->mode() == Mode::TriggerLab)
            w->triggerLabPage()->undoStack()->redo();
        else if (editor->currentPage() && editor->currentPage()->sourceEditor())
            editor->currentPage()->sourceEditor()->redo();
    });
    QUndoStack *labUndo = w->triggerLabPage()->undoStack();
    connect(labUndo, &QUndoStack::canUndoChanged, this, [this] { updateEnabled(); });
    connect(labUndo, &QUndoStack::canRedoChanged, this, [this] { updateEnabled(); });
    connect(find, &QAction::triggered, this, [=] {
        if (editor->currentPage())
            editor->showFind();
        else
            library->filterEdit()->setFocus();
    });
    connect(goToLine, &QAction::triggered, editor, &EditorArea::askGoToLine);
    connect(nextProblem, &QAction::triggered, editor, &EditorArea::gotoNextProblem);
    connect(quickFix, &QAction::triggered, editor, &EditorArea::quickFixAtCursor);
    connect(commandPalette, &QAction::triggered, this, [this] { m_palette->popup(); });
    for (int i = 0; i < kModeCount; ++i)
        connect(modes[i], &QAction::triggered, this, [=] { w->setMode(Mode(i)); });
    const auto arrange = [w](auto change) {
        EditorArrangement next = w->editorArea()->arrangement();
        change(next);
        w->setEditorArrangement(next);
    };
    connect(showForm, &QAction::triggered, this,
        [arrange](bool on) { arrange([on](EditorArrangement &a) { a.formVisible = on; }); });
    connect(togglePreview, &QAction::triggered, this,
        [arrange](bool on) { arrange([on](EditorArrangement &a) { a.previewVisible = on; }); });
    connect(previewBeside, &QAction::triggered, this, [arrange] {
        arrange([](EditorArrangement &a) {
            a.previewBelow = false;
            a.previewVisible = true;
        });
    });
    connect(previewBelow, &QAction::triggered, this, [arrange] {
        arrange([](EditorArrangement &a) {
            a.previewBelow = true;
            a.previewVisible = true;
        });
    });
    connect(presentationMode, &QAction::triggered, w, &MainWindow::setPresentationMode);
    connect(themeSystem, &QAction::triggered, this, [=] { w->settings()->setTheme(ThemeChoice::System); });
    connect(themeLight, &QAction::triggered, this, [=] { w->settings()->setTheme(ThemeChoice::Light); });
    connect(themeDark, &QAction::triggered, this, [=] { w->settings()->setTheme(ThemeChoice::Dark); });
    ChatPanel *chat = w->debugPage()->chat();
    chat->setSettings(w->settings());
    RequestInspector *inspector = w->debugPage()->inspector();
    inspector->setProviderCountsEnabled(w->settings()->providerTokenCounts());
    connect(
        w->settings(), &Settings::providerTokenCountsChanged, inspector, &RequestInspector::setProviderCountsEnabled);
    connect(newSession, &QAction::triggered, this, [=] {
        w->setMode(Mode::Debug);
        chat->requestNewSession();
    });
    connect(openSession, &QAction::triggered, this, [=] {
        w->setMode(Mode::Debug);
        chat->requestOpenSession();
    });
    connect(saveSession, &QAction::triggered, chat, &ChatPanel::requestSaveSession);
    connect(saveSessionAs, &QAction::triggered, chat, &ChatPanel::requestSaveSessionAs);
    connect(exportMarkdown, &QAction::triggered, this, [=] { chat->requestExport(sw::SessionExportFormat::Markdown); });
    connect(exportHtml, &QAction::triggered, this, [=] { chat->requestExport(sw::SessionExportFormat::Html); });
    connect(exportHar, &QAction::triggered, this, [=] { chat->requestExport(sw::SessionExportFormat::Har); });
    connect(chat, &ChatPanel::sessionFileChanged, this, [this] { updateEnabled(); });
    connect(chat, &ChatPanel::loopChanged, this, [this] { updateEnabled(); });
    connect(about, &QAction::triggered, this, [=] { AboutDialog(w).exec(); });
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void WindowActions::updateArrangement(const EditorArrangement &arrangement)
{
    showForm->setChecked(arrangement.formVisible);
    togglePreview->setChecked(arrangement.previewVisible);
    previewBeside->setChecked(!arrangement.previewBelow);
    previewBelow->setChecked(arrangement.previewBelow);
}

void WindowActions::nameSkillActions()
{
    const QString folder = m_window->skillCommands()->contextSkill();
    const QString name = QFileInfo(folder).fileName();
    const bool named = !folder.isEmpty();
    newDoc->setText(named ? tr("New &Doc in %1…").arg(name) : tr("New &Doc…"));
    newScript->setText(named ? tr("New S&cript in %1…").arg(name) : tr("New S&cript…"));
    renameSkill->setText(named ? tr("&Rename %1…").arg(name) : tr("&Rename Skill…"));
    duplicateSkill->setText(named ? tr("&Duplicate %1…").arg(name) : tr("&Duplicate Skill…"));
    exportSkill->setText(named ? tr("&Export %1…").arg(name) : tr("&Export Skill…"));
    deleteSkill->setText(named ? tr("Move %1 to &Trash…").arg(name) : tr("Move Skill to &Trash…"));
}

void WindowActions::updateEnabled()
{
    EditorPage *page = m_window->editorArea()->currentPage();
    const bool text = page && page->sourceEditor();
    save->setEnabled(page && page->isModified());
    saveAll->setEnabled(m_window->editorArea()->hasUnsavedChanges());
    closeTab->setEnabled(page != nullptr);
    const Mode mode = m_window->mode();
    if (mode == Mode::TriggerLab) {
        undo->setEnabled(m_window->triggerLabPage()->undoStack()->canUndo());
        redo->setEnabled(m_window->triggerLabPage()->undoStack()->canRedo());
    } else {
        undo->setEnabled(text && page->sourceEditor()->isUndoAvailable());
        redo->setEnabled(text && page->sourceEditor()->isRedoAvailable());
    }
    for (int i = 0; i < kModeCount; ++i)
        modes[i]->setChecked(int(mode) == i);
    quickFix->setEnabled(text); // away from a fixable problem it says there is nothing to fix there
    goToLine->setEnabled(text);
    nextProblem->setEnabled(m_window->problemsModel()->rowCount() > 0);
    const ChatPanel *chat = m_window->debugPage()->chat();
    const bool hasSession = chat->loop() != nullptr;
    saveSession->setEnabled(hasSession);
    saveSessionAs->setEnabled(hasSession);
    exportMarkdown->setEnabled(hasSession);
    exportHtml->setEnabled(hasSession);
    exportHar->setEnabled(hasSession);
}

void WindowActions::openPreferences(const QString &presetId)
{
    // The chat's keys (a key typed and not stored is used for this session) and the preset to show.
    MainWindow *w = m_window;
    // No preset in use (the chat and the lab on a replay): the one the user configured an endpoint for, not simply
    // the first of the list.
    QString shown = presetId;
    for (const sw::ProviderPreset &preset : sw::providerPresets())
        if (shown.isEmpty() && !w->settings()->providerBaseUrl(preset.id).isEmpty())
            shown = preset.id;
    PreferencesDialog dialog(w->settings(), w, w->debugPage()->chat()->providerKeys(), shown);
    if (dialog.exec() == QDialog::Accepted && dialog.languageChanged())
        offerRestart(w, tr("The new language applies after a restart."), restartHooks);
}

} // namespace sw::ui
