// LibraryPanel: widgets and actions around SkillTreeModel.
#include "librarypanel.h"

#include "library/libraryfilterproxy.h"
#include "library/rootrowdelegate.h"
#include "library/skilllibrary.h"
#include "library/skilltreemodel.h"
#include "theme/icons.h"

#include <QAction>
#include <QDesktopServices>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QProgressBar>
#include <QResizeEvent>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace sw::ui {

namespace {
bool isArchive(const QString &path)
{
    const QString lower = path.toLower();
    return lower.endsWith(QLatin1String(".skill")) || lower.endsWith(QLatin1String(".zip"))
        || lower.endsWith(QLatin1String(".tar.gz")) || lower.endsWith(QLatin1String(".tgz"))
        || lower.endsWith(QLatin1String(".tar"));
}
QStringList archivesIn(const QMimeData *mime)
{
    QStringList archives;
    if (!mime || !mime->hasUrls())
        return archives;
    for (const QUrl &url : mime->urls())
        if (url.isLocalFile() && isArchive(url.toLocalFile()))
            archives << url.toLocalFile();
    return archives;
}
} // namespace

LibraryPanel::LibraryPanel(SkillLibrary *library, QWidget *parent)
    : QWidget(parent)
    , m_library(library)
    , m_model(new SkillTreeModel(this))
    , m_proxy(new LibraryFilterProxy(this))
    , m_filter(new QLineEdit(this))
    , m_view(new QTreeView(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_noMatch(new QLabel(this))
    , m_filterTimer(new QTimer(this))
{
    m_addFolder = new QAction(themedIcon(QStringLiteral("add-root")), tr("Add Skill Root Folder…"), this);
    m_addUrl = new QAction(themedIcon(QStringLiteral("url")), tr("Add Skill Root URL…"), this);
    m_removeRoot = new QAction(themedIcon(QStringLiteral("remove-root")), tr("Remove Skill Root"), this);
    m_refresh = new QAction(themedIcon(QStringLiteral("refresh")), tr("Refresh Library"), this);
    m_refresh->setShortcut(QKeySequence::Refresh);
    m_reveal = new QAction(themedIcon(QStringLiteral("reveal")), tr("Reveal in File Manager"), this);
    m_searchContent = new QAction(tr("Search SKILL.md Bodies Too"), this);
    m_searchContent->setCheckable(true);
    m_onlyProblems = new QAction(themedIcon(QStringLiteral("problems")), tr("Only Skills with Problems"), this);
    m_onlyProblems->setCheckable(true);

    m_proxy->setSourceModel(m_model);
    m_view->setObjectName(QStringLiteral("libraryTree"));
    m_view->setModel(m_proxy);
    m_view->setUniformRowHeights(true);
    // Double-click and Enter activate (open a file, open SKILL.md and list its files, fold a folder): one path for
    // both, see onActivated.
    m_view->setExpandsOnDoubleClick(false);
    m_view->setTextElideMode(Qt::ElideMiddle); // a long file name keeps its extension (the tooltip has it all)
    // Root, folder and file rows span the columns (only skills have figures): a label or a file name gets the
    // whole width; a root's skill count is painted at its right.
    m_view->setItemDelegate(new RootRowDelegate(m_view));
    connect(m_proxy, &QAbstractItemModel::modelReset, this, [this] { spanRows({}, 0, m_proxy->rowCount() - 1); });
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, [this] { spanRows({}, 0, m_proxy->rowCount() - 1); });
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &LibraryPanel::fitColumns, Qt::QueuedConnection);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &LibraryPanel::fitColumns, Qt::QueuedConnection);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &LibraryPanel::fitColumns, Qt::QueuedConnection);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &LibraryPanel::spanRows);
    connect(m_view, &QTreeView::expanded, this, &LibraryPanel::fitColumns, Qt::QueuedConnection);
    connect(m_view, &QTreeView::collapsed, this, &LibraryPanel::fitColumns, Qt::QueuedConnection);
    // The figures arrive later as data changes (a problem count widens its column): refit then too, coalesced.
    auto *refit = new QTimer(this);
    refit->setSingleShot(true);
    refit->setInterval(50);
    connect(refit, &QTimer::timeout, this, &LibraryPanel::fitColumns);
    connect(m_proxy, &QAbstractItemModel::dataChanged, refit, qOverload<>(&QTimer::start));
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(SkillTreeModel::NameColumn, Qt::AscendingOrder);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setDragEnabled(true);
    m_view->setAcceptDrops(true);
    m_view->viewport()->setAcceptDrops(true);
    m_view->viewport()->installEventFilter(this);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(SkillTreeModel::NameColumn, QHeaderView::Stretch);
    // The figures' columns are as wide as fitColumns() measures them (the names first).
    m_view->header()->setSectionResizeMode(SkillTreeModel::ProblemsColumn, QHeaderView::Fixed);
    m_view->header()->setSectionResizeMode(SkillTreeModel::TokensColumn, QHeaderView::Fixed);
    m_view->header()->setSectionResizeMode(SkillTreeModel::VisibilityColumn, QHeaderView::Fixed);

    m_filter->setPlaceholderText(tr("Filter skills")); // whole in a narrow dock; the tooltip says more
    m_filter->setToolTip(tr("Filter skills by name or description"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setProperty("role", QStringLiteral("filter"));
    m_filter->addAction(themedIcon(QStringLiteral("find")), QLineEdit::LeadingPosition);
    m_filterTimer->setSingleShot(true);
    m_filterTimer->setInterval(150);

    auto *toolbar = new QToolBar(this);
    toolbar->setIconSize(QSize(16, 16));
    toolbar->addAction(m_addFolder);
    toolbar->addAction(m_addUrl);
    toolbar->addAction(m_removeRoot);
    toolbar->addAction(m_refresh);
    toolbar->addSeparator();
    toolbar->addAction(m_onlyProblems);
    toolbar->addAction(m_reveal);

    m_progress->setRange(0, 0);
    m_progress->setMaximumHeight(4);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_status->setObjectName(QStringLiteral("libraryStatus"));
    m_status->setContentsMargins(6, 2, 6, 2);
    m_noMatch->setObjectName(QStringLiteral("libraryNoMatch"));
    m_noMatch->setWordWrap(true);
    m_noMatch->setContentsMargins(8, 8, 8, 8);
    m_noMatch->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_noMatch->setForegroundRole(QPalette::PlaceholderText);
    m_noMatch->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(toolbar);
    auto *filterRow = new QHBoxLayout;
    filterRow->setContentsMargins(4, 0, 4, 0);
    filterRow->addWidget(m_filter);
    layout->addLayout(filterRow);
    layout->addWidget(m_progress);
    layout->addWidget(m_noMatch);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);

    m_filter->addAction(m_searchContent, QLineEdit::TrailingPosition);
    m_searchContent->setIcon(themedIcon(QStringLiteral("doc")));
    m_searchContent->setToolTip(tr("Also search the SKILL.md bodies"));

    connect(m_filter, &QLineEdit::textChanged, m_filterTimer, qOverload<>(&QTimer::start));
    connect(m_filterTimer, &QTimer::timeout, this, [this] {
        m_proxy->setSearchText(m_filter->text().trimmed());
        if (!m_filter->text().isEmpty())
            m_view->expandToDepth(0);
        else
            restoreExpansion(); // a root the filter had hidden comes back as it was, not folded
        updateNoMatch();
    });
    connect(m_searchContent, &QAction::toggled, this, [this](bool on) {
        m_proxy->setSearchContent(on);
        updateNoMatch();
    });
    connect(m_onlyProblems, &QAction::toggled, this, [this](bool on) {
        m_proxy->setOnlyProblems(on);
        restoreExpansion();
        updateNoMatch();
    });
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &LibraryPanel::updateNoMatch);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &LibraryPanel::updateNoMatch);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &LibraryPanel::updateNoMatch);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &LibraryPanel::updateNoMatch);
    connect(m_addFolder, &QAction::triggered, this, &LibraryPanel::chooseFolder);
    connect(m_addUrl, &QAction::triggered, this, &LibraryPanel::chooseUrl);
    connect(m_removeRoot, &QAction::triggered, this, [this] { removeRoot(selectedRoot()); });
    connect(m_refresh, &QAction::triggered, m_library, &SkillLibrary::refresh);
    connect(m_reveal, &QAction::triggered, this, [this] {
        QString path = pathAt(m_view->currentIndex(), SkillTreeModel::FolderRole);
        if (path.isEmpty())
            path = selectedRoot();
        if (!path.isEmpty() && QFileInfo(path).exists())
            QDesktopServices::openUrl(QUrl::fromLocalFile(path));
    });
    connect(m_view, &QTreeView::activated, this, &LibraryPanel::onActivated);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &index) {
        if (index.data(SkillTreeModel::KindRole).toInt() == int(SkillTreeModel::Kind::Skill))
            emit skillSelected(pathAt(index, SkillTreeModel::PathRole));
    });
    connect(m_view, &QWidget::customContextMenuRequested, this, &LibraryPanel::showContextMenu);
    // Which skills, folders and roots are open survives a new snapshot (after a save, a new doc, a rename).
    connect(m_view, &QTreeView::expanded, this, [this](const QModelIndex &index) {
        const QString key = expansionKey(index);
        if (index.parent().isValid())
            m_expanded.insert(key);
        else
            m_collapsedRoots.remove(key);
    });
    connect(m_view, &QTreeView::collapsed, this, [this](const QModelIndex &index) {
        const QString key = expansionKey(index);
        if (index.parent().isValid())
            m_expanded.remove(key);
        else
            m_collapsedRoots.insert(key);
    });

    connect(m_library, &SkillLibrary::scanStarted, this, [this] {
        m_progress->show();
        m_status->setText(tr("Scanning…"));
    });
    connect(m_library, &SkillLibrary::scanProgress, this, [this](int folders, int skills) {
        m_status->setText(tr("Scanning… %1 folders, %2 skills found").arg(folders).arg(skills));
    });
    connect(m_library, &SkillLibrary::snapshotChanged, this, [this](const SkillIndexPtr &snapshot) {
        const QString current = pathAt(m_view->currentIndex(), SkillTreeModel::PathRole);
        m_model->setSnapshot(snapshot, m_library->figures());
        restoreExpansion();
        // A path to select after a file operation waits for the snapshot that has it (one of an earlier scan may
        // arrive first), for a few snapshots at most.
        const bool pendingShown = !m_pendingSelection.isEmpty() && selectPath(m_pendingSelection);
        if (pendingShown || ++m_pendingSnapshots > 3)
            m_pendingSelection.clear();
        if (!pendingShown && !current.isEmpty())
            selectPath(current, false); // the same row again, without opening what the user closed
        m_progress->hide();
        updateStatus();
    });
    connect(m_library, &SkillLibrary::figuresChanged, this, [this] {
        m_model->setFigures(m_library->figures());
        updateStatus();
    });
    updateStatus();
}

QString LibraryPanel::pathAt(const QModelIndex &proxyIndex, int role) const
{
    return proxyIndex.isValid() ? proxyIndex.siblingAtColumn(0).data(role).toString() : QString();
}

QString LibraryPanel::selectedSkillFolder() const
{
    return pathAt(m_view->currentIndex(), SkillTreeModel::FolderRole);
}

QString LibraryPanel::selectedRoot() const
{
    QModelIndex index = m_view->currentIndex().siblingAtColumn(0);
    while (index.isValid() && index.parent().isValid())
        index = index.parent();
    if (index.isValid())
        return index.data(SkillTreeModel::PathRole).toString();
    return m_library->roots().value(0);
}

bool LibraryPanel::selectPath(const QString &path, bool reveal)
{
    // A skill by its SKILL.md or folder (the skill row), else a file or folder inside a skill (listed if needed).
    QModelIndex source = m_model->indexForPath(path);
    if (!source.isValid())
        source = m_model->locate(path);
    const QModelIndex proxyIndex = m_proxy->mapFromSource(source);
    if (!proxyIndex.isValid())
        return false;
    if (reveal) {
        m_view->setCurrentIndex(proxyIndex); // QTreeView scrolls to it, expanding its parents
        m_view->scrollTo(proxyIndex);
        return true;
    }
    const bool autoScroll = m_view->hasAutoScroll();
    m_view->setAutoScroll(false); // no scrolling, so no parent expanded
    m_view->setCurrentIndex(proxyIndex);
    m_view->setAutoScroll(autoScroll);
    return true;
}

void LibraryPanel::selectPathWhenListed(const QString &path)
{
    m_pendingSelection = path;
    m_pendingSnapshots = 0;
}

void LibraryPanel::pathMoved(const QString &oldPath, const QString &newPath)
{
    const auto moved = [&](const QString &key) -> QString {
        if (key == oldPath || key.startsWith(oldPath + QLatin1Char('/')))
            return newPath + key.mid(oldPath.size());
        return key;
    };
    QSet<QString> expanded;
    for (const QString &key : std::as_const(m_expanded))
        expanded.insert(moved(key));
    m_expanded = expanded;
}

QString LibraryPanel::expansionKey(const QModelIndex &proxyIndex) const
{
    const auto kind = static_cast<SkillTreeModel::Kind>(proxyIndex.data(SkillTreeModel::KindRole).toInt());
    return pathAt(
        proxyIndex, kind == SkillTreeModel::Kind::Skill ? SkillTreeModel::FolderRole : SkillTreeModel::PathRole);
}

void LibraryPanel::restoreExpansion()
{
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex root = m_proxy->index(row, 0);
        if (!m_collapsedRoots.contains(expansionKey(root)))
            m_view->expand(root);
    }
    // Shallow paths first, so that a folder's skill is listed (and expanded) before the folder.
    QStringList paths(m_expanded.cbegin(), m_expanded.cend());
    std::sort(paths.begin(), paths.end(), [](const QString &a, const QString &b) { return a.size() < b.size(); });
    for (const QString &path : std::as_const(paths)) {
        const QModelIndex source = m_model->locate(path);
        const QModelIndex proxyIndex = m_proxy->mapFromSource(source);
        if (!proxyIndex.isValid()) {
            if (!QFileInfo::exists(path))
                m_expanded.remove(path); // gone from disk (not just missing from a snapshot of an earlier scan)
            continue;
        }
        m_view->expand(proxyIndex);
    }
}

void LibraryPanel::updateNoMatch()
{
    const QString text = m_filter->text().trimmed();
    const bool filtering = !text.isEmpty() || m_onlyProblems->isChecked();
    const bool none = filtering && m_proxy->rowCount() == 0 && m_model->rowCount() > 0;
    if (none) {
        QString note = text.isEmpty()     ? tr("No skill has problems.")
            : m_onlyProblems->isChecked() ? tr("No skill with problems matches “%1”.").arg(text)
                                          : tr("No skill matches “%1”.").arg(text);
        if (!text.isEmpty() && !m_searchContent->isChecked())
            note += QLatin1Char('\n') // a line each: no space to join sentences in every language
                + tr("Names, descriptions and file paths were searched; the button at the right "
                     "of the filter searches the SKILL.md bodies too.");
        if (m_onlyProblems->isChecked())
            note += QLatin1Char('\n')
                + tr("Only skills with problems are listed: “%1” is on in the toolbar.").arg(m_onlyProblems->text());
        m_noMatch->setText(note);
    }
    m_noMatch->setVisible(none);
}

void LibraryPanel::spanRows(const QModelIndex &parent, int first, int last)
{
    for (int row = first; row <= last; ++row) {
        const QModelIndex index = m_proxy->index(row, 0, parent);
        const auto kind = static_cast<SkillTreeModel::Kind>(index.data(SkillTreeModel::KindRole).toInt());
        if (kind != SkillTreeModel::Kind::Skill)
            m_view->setFirstColumnSpanned(row, parent, true);
        // A skill's files arrive as one subtree: its folders' rows too. (A root's skills are not spanned.)
        if (kind == SkillTreeModel::Kind::Skill || kind == SkillTreeModel::Kind::Folder)
            spanRows(index, 0, m_proxy->rowCount(index) - 1);
    }
}

void LibraryPanel::onActivated(const QModelIndex &index)
{
    const auto kind = static_cast<SkillTreeModel::Kind>(index.data(SkillTreeModel::KindRole).toInt());
    const QModelIndex row = index.siblingAtColumn(0);
    switch (kind) {
    case SkillTreeModel::Kind::Root:
    case SkillTreeModel::Kind::Folder:
        m_view->setExpanded(row, !m_view->isExpanded(row));
        return;
    case SkillTreeModel::Kind::Skill:
        m_view->expand(row); // lists its files; opening SKILL.md never folds it
        break;
    case SkillTreeModel::Kind::File:
        break;
    }
    const QString path = pathAt(index, SkillTreeModel::PathRole);
    if (!path.isEmpty())
        emit fileActivated(path);
}

void LibraryPanel::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    const auto kind
        = static_cast<SkillTreeModel::Kind>(index.siblingAtColumn(0).data(SkillTreeModel::KindRole).toInt());
    const QString folder = pathAt(index, SkillTreeModel::FolderRole);
    QMenu menu(this);
    auto command = [&](const QString &icon, const QString &text, SkillCommand which) {
        QAction *action = menu.addAction(themedIcon(icon), text);
        connect(
            action, &QAction::triggered, this, [this, which, folder] { emit skillCommandRequested(which, folder); });
        return action;
    };
    if (index.isValid() && kind != SkillTreeModel::Kind::Root) {
        QAction *open = menu.addAction(tr("Open"));
        connect(open, &QAction::triggered, this,
            [this, index] { emit fileActivated(pathAt(index, SkillTreeModel::PathRole)); });
        menu.addSeparator();
        command(QStringLiteral("doc"), tr("New Doc…"), SkillCommand::NewDoc);
        command(QStringLiteral("script"), tr("New Script…"), SkillCommand::NewScript);
        menu.addSeparator();
        command(QStringLiteral("author"), tr("Rename Skill…"), SkillCommand::Rename);
        command(QStringLiteral("new-skill"), tr("Duplicate Skill…"), SkillCommand::Duplicate);
        command(QStringLiteral("export"), tr("Export Skill…"), SkillCommand::Export);
        menu.addSeparator();
        command(QStringLiteral("trash"), tr("Move Skill to Trash…"), SkillCommand::Delete);
        menu.addSeparator();
    }
    command(QStringLiteral("new-skill"), tr("New Skill…"), SkillCommand::NewSkill);
    command(QStringLiteral("import"), tr("Import Skill Package…"), SkillCommand::Import);
    menu.addSeparator();
    menu.addAction(m_reveal);
    menu.addAction(m_refresh);
    if (kind == SkillTreeModel::Kind::Root && index.isValid())
        menu.addAction(m_removeRoot);
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

void LibraryPanel::updateStatus()
{
    const SkillIndexPtr snapshot = m_library->snapshot();
    if (!snapshot || m_library->isScanning())
        return;
    const int visible = snapshot->visibleCount();
    const int shadowed = snapshot->size() - visible;
    QString text = tr("%n skill(s)", nullptr, visible);
    if (shadowed > 0)
        text += QStringLiteral(" · ") + tr("%n shadowed", nullptr, shadowed);
    if (m_library->figuresReady())
        text += QStringLiteral(" · ") + tr("%n error(s)", nullptr, m_library->errorCount());
    else
        text += QStringLiteral(" · ") + tr("validating…");
    m_status->setText(text);
}

void LibraryPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitColumns();
}

int LibraryPanel::headerNeeds(int column) const
{
    // The title and the header's margins, and room for the sort arrow only where it shows: sectionSizeHint() keeps
    // that room in every column, some 20 pixels each that the Tokens column lacked in a 300-pixel dock.
    const QHeaderView *header = m_view->header();
    const QString title = m_proxy->headerData(column, Qt::Horizontal).toString();
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    int needs = header->fontMetrics().horizontalAdvance(title) + 2 * margin + 4;
    if (header->isSortIndicatorShown() && header->sortIndicatorSection() == column)
        needs += header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) + margin;
    return needs;
}

void LibraryPanel::fitColumns()
{
    // The names come first: the other columns show, in this order, only while every shown name stays whole (the
    // "8/8" Clients column took the room of names cut to "pyth…math"). Each name is measured as the tree draws it:
    // its depth's indentation, then what its delegate asks for (icon, text, margins); root rows span every column.
    QHeaderView *header = m_view->header();
    const QFontMetrics fm(m_view->font());
    int nameNeeds = fm.averageCharWidth() * 14 + m_view->indentation() * 2 + 28;
    // The rows shown are walked in the model (children of expanded rows only), not with indexBelow(): before the
    // tree has laid out its items (its first show) that finds no row, and the names went unmeasured.
    constexpr int kFigureColumns[]
        = { SkillTreeModel::ProblemsColumn, SkillTreeModel::TokensColumn, SkillTreeModel::VisibilityColumn };
    QHash<int, int> figureNeeds; // per column: its widest cell, measured by its delegate as for the name
    int rows = 0;
    QList<QModelIndex> pending;
    for (int r = m_proxy->rowCount() - 1; r >= 0; --r)
        pending << m_proxy->index(r, 0);
    while (!pending.isEmpty() && rows < 2000) {
        const QModelIndex i = pending.takeLast();
        ++rows;
        if (m_view->isExpanded(i)) {
            for (int r = m_proxy->rowCount(i) - 1; r >= 0; --r)
                pending << m_proxy->index(r, 0, i);
        }
        if (!i.parent().isValid())
            continue; // a root row: spans the columns
        // Where the cell starts (its depth's indentation and the branch), as laid out, else as computed.
        int depth = m_view->rootIsDecorated() ? 1 : 0;
        for (QModelIndex p = i.parent(); p.isValid(); p = p.parent())
            ++depth;
        const QRect cell = m_view->visualRect(i);
        const int indent
            = cell.isValid() ? cell.left() - header->sectionViewportPosition(0) : depth * m_view->indentation();
        nameNeeds = qMax(nameNeeds, indent + m_view->sizeHintForIndex(i).width() + 6); // and the grid's rounding
        for (const int column : kFigureColumns) {
            const QModelIndex cell = i.siblingAtColumn(column);
            if (!cell.data().toString().isEmpty())
                figureNeeds[column] = qMax(figureNeeds.value(column), m_view->sizeHintForIndex(cell).width());
        }
    }
    int room = m_view->viewport()->width() - nameNeeds;
    for (const int column : kFigureColumns) {
        // Its header, or its widest figure as the delegate draws it (the Clients column's "10/10" with its icon), or,
        // before the figures came, a typical one: "8/8" or "00,000" beside an icon. Hidden or not, the same width:
        // a column sized by a guess when shown took the room of names cut to "dat…ort".
        const QString typical
            = column == SkillTreeModel::TokensColumn ? QStringLiteral("00,000") : QStringLiteral("8/8");
        const int content
            = figureNeeds.contains(column) ? figureNeeds.value(column) : fm.horizontalAdvance(typical) + 36;
        const int width = qMax(headerNeeds(column), content) + 6;
        const bool fits = width <= room;
        header->setSectionHidden(column, !fits);
        if (fits) {
            header->resizeSection(column, width);
            room -= width;
        }
    }
}

bool LibraryPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport()) {
        // The columns are fitted to the viewport: the panel's own resize can come first (shown again in a layout
        // whose dock is narrower, the panel heard of its new width while its tree still had the old one).
        if (event->type() == QEvent::Resize)
            fitColumns();
        if (event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove) {
            auto *drag = static_cast<QDragMoveEvent *>(event);
            if (!archivesIn(drag->mimeData()).isEmpty()) {
                drag->acceptProposedAction();
                return true;
            }
        } else if (event->type() == QEvent::Drop) {
            auto *drop = static_cast<QDropEvent *>(event);
            const QStringList archives = archivesIn(drop->mimeData());
            if (!archives.isEmpty()) {
                drop->acceptProposedAction();
                QModelIndex index = m_view->indexAt(drop->position().toPoint()).siblingAtColumn(0);
                while (index.isValid() && index.parent().isValid())
                    index = index.parent();
                const QString root = index.isValid() ? index.data(SkillTreeModel::PathRole).toString() : selectedRoot();
                emit importRequested(archives, root);
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace sw::ui
