// MainWindow: creates the parts of the window, places them in docks and connects them.
#include "mainwindow.h"

#include "agent/agentloop.h"
#include "capture/capturepage.h"
#include "catalog/budgetview.h"
#include "catalog/catalogpreview.h"
#include "catalog/tokenview.h"
#include "chat/chatpanel.h"
#include "chat/sessioncatalog.h"
#include "common/datapaths.h"
#include "demo/comparisonview.h"
#include "demo/presentationbar.h"
#include "editor/editorarea.h"
#include "editor/editorpage.h"
#include "editor/problemsmodel.h"
#include "editor/problemspanel.h"
#include "editor/skillmdeditor.h"
#include "editor/sourceeditor.h"
#include "library/librarypanel.h"
#include "library/skilllibrary.h"
#include "preview/filepreview.h"
#include "runs/runform.h"
#include "runs/runspanel.h"
#include "settings/providerstatus.h"
#include "settings/settings.h"
#include "shell/debugpage.h"
#include "shell/skillcommands.h"
#include "shell/statusfields.h"
#include "shell/windowactions.h"
#include "theme/icons.h"
#include "theme/theme.h"
#include "triggerlab/triggerlabpage.h"
#include "visibility/visibilityengine.h"
#include "visibility/visibilitypanel.h"
#include "welcome/welcomepage.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

namespace sw::ui {

MainWindow::MainWindow(Settings *settings, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_library(new SkillLibrary(this))
    , m_libraryPanel(new LibraryPanel(m_library, this))
    , m_editor(new EditorArea(this))
    , m_problems(new ProblemsModel(this))
    , m_problemsPanel(new ProblemsPanel(m_problems, this))
    , m_catalog(new CatalogPreview(this))
    , m_tokens(new TokenView(this))
    , m_budget(new BudgetView(this))
    , m_welcome(new welcome::WelcomePage(this))
    , m_debug(new DebugPage(this))
    , m_modeBar(new ModeBar(this))
    , m_pages(new QStackedWidget(this))
    , m_runs(new RunsPanel(this))
    , m_visibility(new VisibilityEngine(this))
    , m_visibilityPanel(new VisibilityPanel(this))
    , m_triggerLab(new TriggerLabPage(this))
    , m_capture(new CapturePage(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Skill Workbench"));
    setWindowIcon(applicationIcon());
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks | QMainWindow::AllowNestedDocks);
    setDocumentMode(true);

    m_pages->addWidget(m_welcome);
    m_pages->addWidget(m_editor);
    m_pages->addWidget(m_debug);
    m_pages->addWidget(m_runs);
    m_pages->addWidget(m_triggerLab);
    m_pages->addWidget(m_capture);
    setCentralWidget(m_pages);
    m_debug->setRunsPanel(m_runs); // the model's runs (chat and demo) stream into the Runs page

    auto *modeToolBar = new QToolBar(tr("Modes"), this);
    modeToolBar->setObjectName(QStringLiteral("modeToolBar"));
    modeToolBar->setMovable(false);
    modeToolBar->setFloatable(false);
    modeToolBar->setContentsMargins(0, 0, 0, 0);
    modeToolBar->addWidget(m_modeBar);
    modeToolBar->toggleViewAction()->setVisible(false);
    modeToolBar->setStyleSheet(QStringLiteral("QToolBar { padding: 0; margin: 0; border: none; background: %1; }")
                                   .arg(themeColours().modeBar.name()));
    addToolBar(Qt::LeftToolBarArea, modeToolBar);

    addDock(QStringLiteral("libraryDock"), tr("Library"), m_libraryPanel, Qt::LeftDockWidgetArea);
    addDock(QStringLiteral("problemsDock"), tr("Problems"), m_problemsPanel, Qt::BottomDockWidgetArea);
    addDock(QStringLiteral("catalogDock"), tr("Catalog"), m_catalog, Qt::RightDockWidgetArea);
    addDock(QStringLiteral("tokensDock"), tr("Tokens"), m_tokens, Qt::RightDockWidgetArea);
    addDock(QStringLiteral("budgetDock"), tr("Budget"), m_budget, Qt::RightDockWidgetArea);
    addDock(QStringLiteral("visibilityDock"), tr("Visibility"), m_visibilityPanel, Qt::BottomDockWidgetArea);

    m_commands = new SkillCommands(m_library, m_libraryPanel, m_editor, this);
    m_commands->setSettings(m_settings);
    m_libraryPanel->setSettings(m_settings);
    m_runs->preview()->setSettings(m_settings);
    m_status = new StatusFields(statusBar());
    m_status->setExecutor(detectedExecutor());
    m_actions = new WindowActions(this);

    m_catalog->setDialect(settings->dialect());
    m_catalog->setEncoding(settings->encoding());
    m_library->setDialect(settings->dialect());
    m_library->setEncoding(settings->encoding());
    m_budget->setDialect(settings->dialect());
    m_budget->setEncoding(settings->encoding());
    m_budget->setContextWindow(settings->contextWindow());
    m_tokens->setEncoding(settings->encoding());
    m_tokens->setShowWhitespace(settings->showWhitespace());
    m_editor->setAutosaveSeconds(settings->autosaveSeconds());
    m_editor->setArrangement(
        { settings->editorFormVisible(), settings->editorPreviewVisible(), settings->editorPreviewBelow() });
    m_actions->updateArrangement(m_editor->arrangement());
    m_welcome->setRecentRoots(settings->recentRoots());
    m_welcome->setPresentationAction(m_actions->presentationMode);
    m_triggerLab->setSettings(settings);
    m_triggerLab->setProviderKeys(m_debug->chat()->providerKeys());
    m_capture->setSettings(settings);
    m_capture->setProviderKeys(m_debug->chat()->providerKeys());
    connectComponents();
    // The chat restores its provider, model and profile from the settings (WindowActions gives it them).
    updateProviderStatus();
    connectVisibility();

    // First start: 1440 x 900, or the screen's available area when that is smaller.
    QSize initial(1440, 900);
    if (const QScreen *display = screen())
        initial = initial.boundedTo(display->availableGeometry().size());
    resize(initial);
    if (!settings->windowGeometry().isEmpty())
        restoreGeometry(settings->windowGeometry());
    setMode(Mode(qBound(0, settings->mode(), kModeCount - 1)));
}

MainWindow::~MainWindow() = default;

QDockWidget *MainWindow::addDock(
    const QString &objectName, const QString &title, QWidget *widget, Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    dock->setWidget(widget);
    dock->setFeatures(
        QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(area, dock);
    m_docks.append(dock);
    return dock;
}

QDockWidget *MainWindow::dock(const QString &objectName) const
{
    for (QDockWidget *dock : m_docks)
        if (dock->objectName() == objectName)
            return dock;
    return nullptr;
}

void MainWindow::applyDefaultLayout(Mode mode)
{
    for (QDockWidget *d : m_docks) {
        d->setFloating(false);
        d->hide();
    }
    if (mode == Mode::Author) {
        addDockWidget(Qt::LeftDockWidgetArea, dock(QStringLiteral("libraryDock")));
        addDockWidget(Qt::RightDockWidgetArea, dock(QStringLiteral("catalogDock")));
        tabifyDockWidget(dock(QStringLiteral("catalogDock")), dock(QStringLiteral("tokensDock")));
        tabifyDockWidget(dock(QStringLiteral("tokensDock")), dock(QStringLiteral("budgetDock")));
        addDockWidget(Qt::BottomDockWidgetArea, dock(QStringLiteral("problemsDock")));
        tabifyDockWidget(dock(QStringLiteral("problemsDock")), dock(QStringLiteral("visibilityDock")));
        for (QDockWidget *d : m_docks)
            d->show();
        dock(QStringLiteral("catalogDock"))->raise();
        dock(QStringLiteral("problemsDock"))->raise();
        // Side docks in proportion to the window, so the editor keeps most of a 1366-pixel screen (at 340 + 370
        // the SKILL.md source column was ~310 pixels wide there).
        const int width = this->width();
        resizeDocks({ dock(QStringLiteral("libraryDock")), dock(QStringLiteral("catalogDock")) },
            { qBound(260, width * 22 / 100, 340), qBound(260, width * 20 / 100, 420) }, Qt::Horizontal);
        // The bottom docks (Problems, Visibility) under a third of the height: at 120 pixels the Visibility matrix
        // showed two rows at both sizes (its filter and summary take two lines above the rows).
        resizeDocks(
            { dock(QStringLiteral("problemsDock")) }, { qBound(200, this->height() * 30 / 100, 330) }, Qt::Vertical);
    } else if (mode == Mode::Debug) {
        // The chat and the inspector keep most of the window; the Library is wide enough for the skill names.
        dock(QStringLiteral("libraryDock"))->show();
        resizeDocks(
            { dock(QStringLiteral("libraryDock")) }, { qBound(240, this->width() * 20 / 100, 340) }, Qt::Horizontal);
    }
}

void MainWindow::setMode(Mode mode)
{
    if (m_layoutReady && mode == m_mode)
        return;
    if (m_layoutReady)
        m_settings->setDockLayout(int(m_mode), saveState(int(m_mode)));
    m_mode = mode;
    m_pages->setCurrentIndex(int(mode));
    // Only the shown page counts for the window's minimum size (a stack takes the largest of all its pages: the
    // Debug page's chat and inspector made the Author layout wider than a 1600-pixel screen). The docks are restored
    // while no page counts, then the shown page does: restored against the previous page's minimum, the Author
    // layout's Library was squeezed by the Debug page's, and the other way round the window grew past the screen.
    for (int i = 0; i < m_pages->count(); ++i)
        m_pages->widget(i)->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    m_pages->updateGeometry();
    const QByteArray state = m_settings->dockLayout(int(mode));
    if (state.isEmpty() || !restoreState(state, int(mode)))
        applyDefaultLayout(mode);
    m_pages->currentWidget()->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    m_pages->updateGeometry();
    m_layoutReady = true;
    m_modeBar->setCurrentMode(mode);
    m_status->setCatalogSource(mode == Mode::Debug ? StatusFields::CatalogSource::Chat
            : mode == Mode::TriggerLab             ? StatusFields::CatalogSource::TriggerLab
                                                   : StatusFields::CatalogSource::Author);
    m_settings->setMode(int(mode));
    updateProviderStatus(); // the lab's provider or the chat's
    if (mode == Mode::Runs && m_runsSkillsStale)
        updateRunsSkills();
    m_actions->updateEnabled();
}

void MainWindow::setRoots(const QStringList &roots)
{
    m_settings->setRoots(roots);
    for (const QString &root : roots)
        m_settings->addRecentRoot(root);
    m_library->setRoots(roots);
}

void MainWindow::restoreSession()
{
    for (const QString &file : m_settings->openFiles())
        if (QFileInfo::exists(file))
            m_editor->openFile(file);
    m_editor->offerRecovery();
}

void MainWindow::setEditorArrangement(const EditorArrangement &arrangement)
{
    m_settings->setEditorFormVisible(arrangement.formVisible);
    m_settings->setEditorPreviewVisible(arrangement.previewVisible);
    m_settings->setEditorPreviewBelow(arrangement.previewBelow);
}

void MainWindow::connectComponents()
{
    connect(m_modeBar, &ModeBar::modeSelected, this, &MainWindow::setMode);
    // Library -> editor, selection everywhere
    connect(m_libraryPanel, &LibraryPanel::fileActivated, this, [this](const QString &path) {
        if (m_editor->openFile(path) && m_mode != Mode::Author && m_mode != Mode::Debug)
            setMode(Mode::Author);
    });
    connect(m_libraryPanel, &LibraryPanel::skillSelected, this,
        [this](const QString &skillMd) { m_budget->setFocusSkill(QFileInfo(skillMd).absoluteDir().dirName()); });
    connect(m_libraryPanel, &LibraryPanel::rootsEdited, this, [this](const QStringList &roots) {
        m_settings->setRoots(roots);
        for (const QString &root : roots)
            m_settings->addRecentRoot(root);
    });
    connect(m_editor, &EditorArea::currentFileChanged, this, [this](const QString &path) {
        m_libraryPanel->selectPath(QFileInfo(path).fileName() == QLatin1String("SKILL.md") ? path : QString());
        setWindowTitle(
            path.isEmpty() ? tr("Skill Workbench") : tr("%1 — Skill Workbench").arg(QDir::toNativeSeparators(path)));
        updateTokenSource();
        m_actions->updateEnabled();
    });
    connect(m_editor, &EditorArea::openFilesChanged, m_settings, &Settings::setOpenFiles);
    connect(m_editor, &EditorArea::pageStateChanged, m_actions, &WindowActions::updateEnabled);
    connect(m_editor, &EditorArea::problemsChanged, this, [this](const ProblemList &problems) {
        m_problems->setProblems(problems);
        m_actions->updateEnabled();
    });
    connect(m_editor, &EditorArea::liveSkillChanged, m_catalog, &CatalogPreview::setLiveSkill);
    connect(m_editor, &EditorArea::liveContentChanged, m_budget, &BudgetView::setLiveSkill);
    connect(m_editor, &EditorArea::liveSkillDropped, this, [this](const QString &skillMd) {
        m_catalog->dropLiveSkill(skillMd);
        m_budget->dropLiveSkill(skillMd);
    });
    connect(m_editor, &EditorArea::statusMessage, this,
        [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    connect(m_editor, &EditorArea::errorOccurred, this,
        [this](const QString &message) { statusBar()->showMessage(message, 10000); });
    connect(m_editor, &EditorArea::skillFolderRenamed, m_library, &SkillLibrary::refresh);
    connect(m_editor, &EditorArea::fileSaved, this, [this] {
        if (!m_library->liveRefresh())
            m_library->refresh();
    });
    connect(m_commands, &SkillCommands::statusMessage, this,
        [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    connect(m_problemsPanel, &ProblemsPanel::problemActivated, m_editor, &EditorArea::jumpTo);
    connect(m_problemsPanel, &ProblemsPanel::fixRequested, m_editor, &EditorArea::applyFix);
    // Repository -> views and status
    connect(m_library, &SkillLibrary::scanStarted, this, &MainWindow::updateStatus);
    connect(m_library, &SkillLibrary::snapshotChanged, this, [this](const SkillIndexPtr &snapshot) {
        m_catalog->setSnapshot(snapshot);
        m_budget->setSnapshot(snapshot);
        m_triggerLab->setSkillIndex(snapshot);
        m_capture->setSkillIndex(snapshot);
        m_debug->chat()->setSkillIndex(snapshot); // a chat with a model loads the skills the Library shows
        m_runsSkillsStale = true;
        if (m_mode == Mode::Runs)
            updateRunsSkills();
        updateStatus();
    });
    connect(m_library, &SkillLibrary::figuresChanged, this, &MainWindow::updateStatus);
    connect(m_catalog, &CatalogPreview::catalogCounted, m_status, &StatusFields::setCatalog);
    // In Debug the status bar shows the chat profile's catalog (the one its requests carry), in the Trigger Lab the
    // lab profile's.
    connect(m_debug->chat()->sessionCatalog(), &SessionCatalog::counted, m_status, &StatusFields::setSessionCatalog);
    connect(m_triggerLab->catalog(), &SessionCatalog::counted, m_status, &StatusFields::setLabCatalog);
    if (const SessionCatalog::Figure f = m_triggerLab->catalog()->figure(); f.valid)
        m_status->setLabCatalog(f.tokens, f.exact, f.dialect, f.profile);
    // Settings <-> pickers
    connect(m_catalog, &CatalogPreview::dialectChosen, m_settings, &Settings::setDialect);
    connect(m_catalog, &CatalogPreview::encodingChosen, m_settings, &Settings::setEncoding);
    connect(m_budget, &BudgetView::contextWindowChosen, m_settings, &Settings::setContextWindow);
    connect(m_tokens, &TokenView::showWhitespaceToggled, m_settings, &Settings::setShowWhitespace);
    connect(m_settings, &Settings::dialectChanged, this, [this](const QString &dialect) {
        m_catalog->setDialect(dialect);
        m_library->setDialect(dialect);
        m_budget->setDialect(dialect);
    });
    connect(m_settings, &Settings::encodingChanged, this, [this](const QString &encoding) {
        m_catalog->setEncoding(encoding);
        m_library->setEncoding(encoding);
        m_budget->setEncoding(encoding);
        m_tokens->setEncoding(encoding);
    });
    connect(m_settings, &Settings::contextWindowChanged, m_budget, &BudgetView::setContextWindow);
    connect(m_settings, &Settings::autosaveSecondsChanged, m_editor, &EditorArea::setAutosaveSeconds);
    // The editor's arrangement: Settings holds it; the menu, the pages' bars and the settings follow each other.
    connect(m_editor, &EditorArea::arrangementChanged, this, &MainWindow::setEditorArrangement);
    connect(m_settings, &Settings::editorArrangementChanged, this, [this] {
        m_editor->setArrangement(
            { m_settings->editorFormVisible(), m_settings->editorPreviewVisible(), m_settings->editorPreviewBelow() });
        m_actions->updateArrangement(m_editor->arrangement());
    });
    connect(m_settings, &Settings::recentRootsChanged, m_welcome, &welcome::WelcomePage::setRecentRoots);
    connect(m_settings, &Settings::themeChanged, this, [this](ThemeChoice choice) {
        applyTheme(choice);
        for (EditorPage *page : m_editor->pages())
            if (page->sourceEditor())
                page->sourceEditor()->applyTheme();
    });
    // Welcome page
    connect(
        m_welcome, &welcome::WelcomePage::chooseRootRequested, m_libraryPanel->addFolderAction(), &QAction::trigger);
    connect(m_welcome, &welcome::WelcomePage::openRootRequested, this, [this](const QString &root) { openRoot(root); });
    connect(m_welcome, &welcome::WelcomePage::bundledSkillsRequested, this,
        [this] { openRoot(dataDirectory(DataKind::Skills)); });
    connect(m_welcome, &welcome::WelcomePage::startDemoRequested, this, &MainWindow::startDemo);
    connect(m_welcome, &welcome::WelcomePage::compareScenariosRequested, this, &MainWindow::showComparison);
    connect(m_welcome, &welcome::WelcomePage::configureProviderRequested, m_actions, &WindowActions::useRealProvider);
    // Debug page: the demo's presentation mode and its way out to a real provider
    connect(m_debug, &DebugPage::presentationModeToggled, this, &MainWindow::setPresentationMode);
    connect(m_debug, &DebugPage::switchToProviderRequested, m_actions, &WindowActions::useRealProvider);
    connect(m_debug->chat(), &ChatPanel::providerStatusChanged, this, &MainWindow::updateProviderStatus);
    connect(m_debug, &DebugPage::errorOccurred, this,
        [this](const QString &message) { statusBar()->showMessage(message, 10000); });
    connect(m_debug, &DebugPage::statusMessage, this,
        [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    // Trigger Lab: "Test this description" from the editor, "Apply to Editor" back to it.
    connect(m_editor, &EditorArea::testDescriptionRequested, this,
        [this](const QString &path, const QString &name, const QString &description) {
            setMode(Mode::TriggerLab);
            m_triggerLab->testDescription(path, name, description);
        });
    connect(m_triggerLab, &TriggerLabPage::applyDescriptionRequested, this,
        [this](const QString &path, const QString &description) {
            if (m_editor->setSkillDescription(path, description))
                setMode(Mode::Author);
        });
    // A script page's Run: the Runs layout, its form on the script's skill with the command that runs it.
    connect(m_editor, &EditorArea::runScriptRequested, this, [this](const QString &folder, const QString &command) {
        setMode(Mode::Runs);
        QString name = QFileInfo(folder).fileName();
        if (const SkillIndexPtr snapshot = m_library->snapshot())
            for (int i = 0; i < snapshot->size(); ++i)
                if (snapshot->at(i).folder == folder)
                    name = snapshot->at(i).name;
        RunRequest request = m_runs->form()->request();
        request.skillName = name;
        request.skillFolder = folder;
        request.command = command;
        m_runs->form()->setRequest(request);
        m_runs->form()->commandBox()->setFocus();
    });
    connect(m_triggerLab, &TriggerLabPage::providerStatusChanged, this, &MainWindow::updateProviderStatus);
    connect(m_triggerLab, &TriggerLabPage::providerSettingsRequested, this,
        [this](const QString &presetId) { m_actions->openPreferences(presetId); });
    connect(m_triggerLab, &TriggerLabPage::statusMessage, this,
        [this](const QString &message) { statusBar()->showMessage(message, 10000); });
    connect(m_capture, &CapturePage::upstreamSummaryChanged, this, &MainWindow::updateProviderStatus);
    connect(m_capture, &CapturePage::statusMessage, this,
        [this](const QString &message) { statusBar()->showMessage(message, 10000); });
}

void MainWindow::updateTokenSource()
{
    disconnect(m_selectionConnection);
    disconnect(m_textConnection);
    EditorPage *page = m_editor->currentPage();
    SourceEditor *source = page ? page->sourceEditor() : nullptr;
    if (!source) {
        m_tokens->setText(QString(), tr("Open a text file to see its tokens."));
        return;
    }
    auto update = [this, source, page] {
        const QString name = QFileInfo(page->filePath()).fileName();
        if (source->hasSelectedText())
            m_tokens->setText(source->selectedText(), tr("Selection in %1").arg(name));
        else
            m_tokens->setText(source->text(), tr("All of %1").arg(name));
        m_actions->updateEnabled();
    };
    m_selectionConnection = connect(source, &QsciScintilla::selectionChanged, this, update);
    m_textConnection = connect(source, &QsciScintilla::textChanged, this, update);
    update();
}

void MainWindow::updateRunsSkills()
{
    // The run form lists every skill; it is filled when the Runs layout is shown, not on every scan.
    m_runsSkillsStale = false;
    QList<RunForm::SkillChoice> skills;
    if (const SkillIndexPtr snapshot = m_library->snapshot())
        for (const SkillRecord &record : snapshot->visible())
            skills.append({ record.name, record.folder });
    m_runs->setSkills(skills);
}

void MainWindow::updateStatus()
{
    const SkillIndexPtr snapshot = m_library->snapshot();
    const int visible = snapshot ? snapshot->visibleCount() : 0;
    const int shadowed = snapshot ? snapshot->size() - visible : 0;
    m_status->setRepository(visible, shadowed, m_library->errorCount(), m_library->isScanning());
}

void MainWindow::openRoot(const QString &root)
{
    if (root.isEmpty())
        return;
    QStringList roots = m_settings->roots();
    if (!roots.contains(root))
        setRoots(roots << root);
    setMode(Mode::Author);
}

void MainWindow::updateProviderStatus()
{
    // One source of truth: the chat session's provider, as the chat resolved it (the key it sends, from where).
    const ProviderStatus status = m_debug->chat()->providerStatus();
    // The status bar names what the shown layout sends to: the Trigger Lab's provider while it is shown (a live run
    // is not the chat's replay), else the chat's.
    if (m_mode == Mode::Capture) { // the page forwards to its own upstream; the chat's provider plays no part there
        QString tip;
        const QString summary = m_capture->upstreamSummary(&tip);
        m_status->setCaptureStatus(summary, tip);
    } else {
        if (m_mode == Mode::TriggerLab)
            m_status->setProviderStatus(m_triggerLab->providerStatus(), true);
        else
            m_status->setProviderStatus(status);
    }
    m_welcome->setProviderStatus(status);
}

void MainWindow::startDemo(const QString &scenarioPath)
{
    QString error;
    setMode(Mode::Debug);
    if (!m_debug->startDemo(scenarioPath, &error))
        statusBar()->showMessage(tr("Could not start the demo: %1").arg(error), 10000);
}

void MainWindow::showComparison()
{
    auto *dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("compareDialog"));
    dialog->setWindowTitle(tr("Compare scenarios"));
    auto *layout = new QVBoxLayout(dialog);
    auto *view = new ComparisonView(dialog);
    layout->addWidget(view, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    // 1100 x 720, within the screen (a 1366 x 768 laptop; presentation mode's larger fonts).
    QSize size(1100, 720);
    if (const QScreen *display = screen())
        size = size.boundedTo(display->availableGeometry().size() * 9 / 10);
    dialog->resize(size);
    dialog->show();
    view->compareSelected();
}

void MainWindow::setPresentationMode(bool on)
{
    // Larger fonts and simplified chrome for demos: only the centre stays, with the mode bar.
    if (m_presentation == on)
        return;
    m_presentation = on;
    m_actions->presentationMode->setChecked(on);
    // The window keeps its size: larger fonts raise the pages' minimum widths, and a window that grew past a
    // 1366-pixel screen stayed that wide after presentation mode was turned off.
    if (on)
        m_sizeBeforePresentation = size();
    applyPresentationFont(this, on);
    if (on) {
        m_hiddenForPresentation.clear();
        for (QDockWidget *d : std::as_const(m_docks))
            if (d->isVisible()) {
                m_hiddenForPresentation.append(d);
                d->hide();
            }
    } else {
        for (QDockWidget *d : std::as_const(m_hiddenForPresentation))
            if (d)
                d->show();
        m_hiddenForPresentation.clear();
    }
    statusBar()->setVisible(!on);
    m_actions->toolBar()->setVisible(!on);
    m_debug->presentationBar()->setPresentationMode(on);
    if (!on && m_sizeBeforePresentation.isValid() && !isMaximized() && !isFullScreen()) {
        resize(m_sizeBeforePresentation);
        m_sizeBeforePresentation = QSize();
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_debug->chat()->maybeSaveSession() || !m_capture->maybeSaveCapture() || !m_triggerLab->confirmClose()
        || !m_editor->closeAll()) {
        event->ignore();
        return;
    }
    m_settings->setOpenFiles(m_editor->openFiles());
    m_settings->setDockLayout(int(m_mode), saveState(int(m_mode)));
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->sync();
    event->accept();
}

} // namespace sw::ui
