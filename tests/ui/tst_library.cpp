// The Library (offscreen): a skill's files as a tree of folders behind an expand arrow (arrow click, Right,
// double-click, Enter), full names and full-path tooltips, folders kept open across rescans, and root labels
// that tell roots apart (folder names, client locations, the shortest distinguishing parent).
#include "library/libraryfilterproxy.h"
#include "library/librarypanel.h"
#include "library/rootlabels.h"
#include "library/skilllibrary.h"
#include "library/skilltreemodel.h"
#include "testfiles.h"
#include "visibility/visibilitycompute.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QStyle>
#include <QTreeView>
#include <QtTest>

using namespace sw;
using namespace sw::ui;

namespace {

// A double-click as a window system delivers it: press, release, then the second press as a double-click, release.
void doubleClick(QWidget *widget, const QPoint &at)
{
    QTest::mousePress(widget, Qt::LeftButton, {}, at);
    QTest::mouseRelease(widget, Qt::LeftButton, {}, at);
    QTest::mouseDClick(widget, Qt::LeftButton, {}, at);
    QTest::mouseRelease(widget, Qt::LeftButton, {}, at);
}

// Whether anything (an expand arrow) is drawn in the branch area left of an item.
bool branchIsPainted(QTreeView *view, const QModelIndex &index)
{
    const QRect item = view->visualRect(index);
    const QRect branch(item.left() - view->indentation(), item.top(), view->indentation(), item.height());
    const QImage image = view->viewport()->grab().toImage();
    const QRgb background = image.pixel(branch.topLeft());
    for (int y = branch.top(); y <= branch.bottom(); ++y)
        for (int x = branch.left(); x <= branch.right(); ++x)
            if (image.pixel(x, y) != background)
                return true;
    return false;
}

QStringList childNames(const QAbstractItemModel &model, const QModelIndex &parent)
{
    QStringList names;
    for (int row = 0; row < model.rowCount(parent); ++row)
        names << model.index(row, 0, parent).data(Qt::DisplayRole).toString();
    return names;
}

QModelIndex childNamed(const QAbstractItemModel &model, const QModelIndex &parent, const QString &name)
{
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex child = model.index(row, 0, parent);
        if (child.data(SkillTreeModel::NameRole).toString() == name)
            return child;
    }
    return {};
}

} // namespace

class TestLibrary : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_root;
    QString m_skill; // <root>/report-tools, with folders

    SkillIndexPtr scan() const { return scanRoots({ SkillLibrary::rootFor(m_root) }); }

    // A panel on a fresh library of m_root, shown, with the scan done and the one root expanded.
    struct Panel
    {
        std::unique_ptr<SkillLibrary> library;
        std::unique_ptr<LibraryPanel> panel;
        QTreeView *view() const { return panel->view(); }
        QAbstractItemModel *model() const { return view()->model(); }
        QModelIndex root() const { return model()->index(0, 0); }
        QModelIndex skill(const QString &name) const { return childNamed(*model(), root(), name); }
    };
    std::unique_ptr<Panel> makePanel()
    {
        auto p = std::make_unique<Panel>();
        p->library = std::make_unique<SkillLibrary>();
        p->panel = std::make_unique<LibraryPanel>(p->library.get());
        p->panel->resize(360, 700);
        p->panel->show();
        if (!QTest::qWaitForWindowExposed(p->panel.get()))
            return nullptr;
        QSignalSpy snapshots(p->library.get(), &SkillLibrary::snapshotChanged);
        p->library->setRoots({ m_root });
        if (!snapshots.wait(10000) && snapshots.isEmpty())
            return nullptr;
        return p;
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_root = m_dir.filePath(QStringLiteral("skills"));
        m_skill = m_root + QStringLiteral("/report-tools");
        test::writeSkill(m_skill, QStringLiteral("report-tools"), QStringLiteral("Builds reports. Use when asked."));
        test::writeFile(m_skill + QStringLiteral("/references/quarterly-revenue-breakdown-by-region.md"), "# Q\n");
        test::writeFile(m_skill + QStringLiteral("/references/deep/glossary.md"), "# G\n");
        test::writeFile(m_skill + QStringLiteral("/scripts/build.py"), "print(1)\n");
        test::writeFile(m_skill + QStringLiteral("/assets/table.csv"), "a,b\n");
        test::writeFile(m_skill + QStringLiteral("/README.txt"), "read me\n");
        test::writeFile(m_skill + QStringLiteral("/Notes.md"), "notes\n");
        QVERIFY(QDir().mkpath(m_skill + QStringLiteral("/templates"))); // empty folders are listed too
        // Never listed: version control, caches, packaging leftovers.
        test::writeFile(m_skill + QStringLiteral("/.git/HEAD"), "ref: x\n");
        test::writeFile(m_skill + QStringLiteral("/node_modules/pkg/index.js"), "x\n");
        test::writeFile(m_skill + QStringLiteral("/scripts/__pycache__/build.cpython-311.pyc"), "x");
        test::writeFile(m_skill + QStringLiteral("/scripts/old.pyc"), "x");
        test::writeSkill(m_root + QStringLiteral("/plain"), QStringLiteral("plain"), QStringLiteral("Plain. Use it."));
    }

    void cleanup()
    {
        QDir(m_dir.path()).removeRecursively();
        QDir().mkpath(m_dir.path());
    }

    void filesAreATreeOfFolders()
    {
        SkillTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        LibraryFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.sort(SkillTreeModel::NameColumn, Qt::AscendingOrder);
        // A view lays its rows out while the reset is announced: skills must say then that they have children (the
        // arrow was missing when they did not).
        bool arrowDuringReset = false;
        connect(&proxy, &QAbstractItemModel::modelReset, this, [&] {
            const QModelIndex first = proxy.index(0, 0, proxy.index(0, 0));
            arrowDuringReset = proxy.hasChildren(first) && proxy.canFetchMore(first);
        });
        model.setSnapshot(scan());
        QVERIFY(arrowDuringReset);

        const QModelIndex root = proxy.index(0, 0);
        const QModelIndex skill = childNamed(proxy, root, QStringLiteral("report-tools"));
        QVERIFY(skill.isValid());
        // The arrow: a proxy (and so the view) says the unlisted skill has children and can fetch them.
        QVERIFY(proxy.hasChildren(skill));
        QVERIFY(proxy.canFetchMore(skill));
        QCOMPARE(proxy.rowCount(skill), 0);
        proxy.fetchMore(skill);
        QVERIFY(!proxy.canFetchMore(skill));

        // SKILL.md, the folders, then the files, each by name (case-insensitive); hidden things left out.
        QCOMPARE(childNames(proxy, skill),
            QStringList({ QStringLiteral("SKILL.md"), QStringLiteral("assets"), QStringLiteral("references"),
                QStringLiteral("scripts"), QStringLiteral("templates"), QStringLiteral("Notes.md"),
                QStringLiteral("README.txt") }));
        const QModelIndex references = childNamed(proxy, skill, QStringLiteral("references"));
        QCOMPARE(references.data(SkillTreeModel::KindRole).toInt(), int(SkillTreeModel::Kind::Folder));
        QVERIFY(proxy.hasChildren(references));
        QCOMPARE(childNames(proxy, references),
            QStringList({ QStringLiteral("deep"), QStringLiteral("quarterly-revenue-breakdown-by-region.md") }));
        const QModelIndex deep = childNamed(proxy, references, QStringLiteral("deep"));
        QCOMPARE(childNames(proxy, deep), QStringList { QStringLiteral("glossary.md") });
        QCOMPARE(childNames(proxy, childNamed(proxy, skill, QStringLiteral("scripts"))),
            QStringList { QStringLiteral("build.py") });
        QVERIFY(!proxy.hasChildren(childNamed(proxy, skill, QStringLiteral("templates"))));

        // Full names, the full path in the tooltip, the path inside the skill, the skill folder.
        const QModelIndex long_
            = childNamed(proxy, references, QStringLiteral("quarterly-revenue-breakdown-by-region.md"));
        const QString full = m_skill + QStringLiteral("/references/quarterly-revenue-breakdown-by-region.md");
        QCOMPARE(long_.data(Qt::DisplayRole).toString(), QStringLiteral("quarterly-revenue-breakdown-by-region.md"));
        QCOMPARE(long_.data(Qt::ToolTipRole).toString(), QDir::toNativeSeparators(full));
        QCOMPARE(long_.data(SkillTreeModel::PathRole).toString(), full);
        QCOMPARE(long_.data(SkillTreeModel::RelativePathRole).toString(),
            QStringLiteral("references/quarterly-revenue-breakdown-by-region.md"));
        QCOMPARE(long_.data(SkillTreeModel::FolderRole).toString(), m_skill);
        QCOMPARE(references.data(Qt::ToolTipRole).toString(), QDir::toNativeSeparators(m_skill + "/references"));
        QCOMPARE(deep.data(SkillTreeModel::FolderRole).toString(), m_skill);

        // Found by path, listed and unlisted.
        QCOMPARE(model.indexForPath(full).data(SkillTreeModel::PathRole).toString(), full);
        SkillTreeModel fresh;
        fresh.setSnapshot(scan());
        QVERIFY(!fresh.indexForPath(full).isValid()); // not listed yet
        QCOMPARE(fresh.locate(full).data(SkillTreeModel::NameRole).toString(),
            QStringLiteral("quarterly-revenue-breakdown-by-region.md"));

        // A descending sort reverses the skills but not a skill's files.
        proxy.sort(SkillTreeModel::NameColumn, Qt::DescendingOrder);
        const QModelIndex again = childNamed(proxy, proxy.index(0, 0), QStringLiteral("report-tools"));
        QCOMPARE(childNames(proxy, again).first(), QStringLiteral("SKILL.md"));
        QCOMPARE(childNames(proxy, proxy.index(0, 0)).first(), QStringLiteral("report-tools"));

        // Filtering by a path inside a skill keeps the matching files and their folders.
        proxy.setSearchText(QStringLiteral("glossary"));
        const QModelIndex filteredSkill = childNamed(proxy, proxy.index(0, 0), QStringLiteral("report-tools"));
        QVERIFY(filteredSkill.isValid());
        QCOMPARE(childNames(proxy, filteredSkill), QStringList { QStringLiteral("references") });
    }

    void manyFilesEndWithANote()
    {
        for (int i = 0; i < SkillTreeModel::kMaxListedEntries + 5; ++i)
            test::writeFile(m_root + QStringLiteral("/plain/data/f%1.txt").arg(i, 5, 10, QLatin1Char('0')), "x");
        SkillTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSnapshot(scan());
        const QModelIndex plain = childNamed(model, model.index(0, 0), QStringLiteral("plain"));
        model.fetchMore(plain);
        const QModelIndex note = model.index(model.rowCount(plain) - 1, 0, plain);
        QVERIFY(note.data().toString().contains(QStringLiteral("more files not listed")));
        QVERIFY(!(note.flags() & Qt::ItemIsSelectable));
        QVERIFY(note.data(SkillTreeModel::PathRole).toString().isEmpty());
    }

    void arrowRightDoubleClickAndEnterListTheFiles()
    {
        const auto p = makePanel();
        QVERIFY(p);
        QTreeView *view = p->view();
        QVERIFY(view->isExpanded(p->root()));

        // The arrow is painted beside every skill (not beside a file).
        QModelIndex skill = p->skill(QStringLiteral("report-tools"));
        QVERIFY(skill.isValid());
        QVERIFY(!view->isExpanded(skill));
        QVERIFY(branchIsPainted(view, skill));
        QVERIFY(branchIsPainted(view, p->skill(QStringLiteral("plain"))));

        // Click on the arrow.
        const QRect rect = view->visualRect(skill);
        QTest::mouseClick(
            view->viewport(), Qt::LeftButton, {}, QPoint(rect.left() - view->indentation() / 2, rect.center().y()));
        QTRY_VERIFY(view->isExpanded(skill));
        QCOMPARE(p->model()->rowCount(skill), 7);
        QVERIFY(!branchIsPainted(view, p->model()->index(0, 0, skill))); // SKILL.md: no arrow

        // Right on the other skill.
        const QModelIndex plain = p->skill(QStringLiteral("plain"));
        view->setFocus();
        view->setCurrentIndex(plain);
        QTest::keyClick(view, Qt::Key_Right);
        QVERIFY(view->isExpanded(plain));
        QCOMPARE(childNames(*p->model(), plain), QStringList { QStringLiteral("SKILL.md") });

        // Double-click a collapsed skill: it opens SKILL.md and lists the files; again: it stays open.
        QSignalSpy activated(p->panel.get(), &LibraryPanel::fileActivated);
        view->collapse(skill);
        const QPoint centre = view->visualRect(skill).center();
        doubleClick(view->viewport(), centre);
        QVERIFY(view->isExpanded(skill));
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.last().first().toString(), m_skill + QStringLiteral("/SKILL.md"));
        doubleClick(view->viewport(), view->visualRect(skill).center());
        QVERIFY(view->isExpanded(skill));

        // Enter folds and unfolds a folder, and opens a file.
        const QModelIndex references = childNamed(*p->model(), skill, QStringLiteral("references"));
        view->setCurrentIndex(references);
        QTest::keyClick(view, Qt::Key_Return);
        QVERIFY(view->isExpanded(references));
        QTest::keyClick(view, Qt::Key_Return);
        QVERIFY(!view->isExpanded(references));
        QTest::keyClick(view, Qt::Key_Return);
        const QModelIndex file
            = childNamed(*p->model(), references, QStringLiteral("quarterly-revenue-breakdown-by-region.md"));
        activated.clear();
        view->setCurrentIndex(file);
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.first().first().toString(),
            m_skill + QStringLiteral("/references/quarterly-revenue-breakdown-by-region.md"));
        // Double-click on a folder unfolds it (no file opened).
        activated.clear();
        const QModelIndex scripts = childNamed(*p->model(), skill, QStringLiteral("scripts"));
        doubleClick(view->viewport(), view->visualRect(scripts).center());
        QVERIFY(view->isExpanded(scripts));
        QCOMPARE(activated.count(), 0);

        // The whole name of a file is shown at the Library's usual width (not "references/r…").
        const QModelIndex shortName = childNamed(*p->model(), scripts, QStringLiteral("build.py"));
        const QRect nameRect = view->visualRect(shortName);
        QVERIFY(nameRect.width() > view->fontMetrics().horizontalAdvance(QStringLiteral("build.py")) + 24);
        QCOMPARE(view->textElideMode(), Qt::ElideMiddle); // long names keep their extension
    }

    void openFoldersSurviveARescan()
    {
        const auto p = makePanel();
        QVERIFY(p);
        QTreeView *view = p->view();
        QModelIndex skill = p->skill(QStringLiteral("report-tools"));
        view->expand(skill);
        QModelIndex references = childNamed(*p->model(), skill, QStringLiteral("references"));
        view->expand(references);
        view->collapse(p->root());
        view->expand(p->root());
        p->panel->selectPath(m_skill + QStringLiteral("/references/deep/glossary.md"));

        // A new file arrives; the refresh rebuilds the tree: the same folders are open, the selection kept, and the
        // new file listed.
        test::writeFile(m_skill + QStringLiteral("/references/added.md"), "# A\n");
        QSignalSpy snapshots(p->library.get(), &SkillLibrary::snapshotChanged);
        p->library->refresh();
        QVERIFY(snapshots.wait(10000));
        skill = p->skill(QStringLiteral("report-tools"));
        QVERIFY(view->isExpanded(skill));
        references = childNamed(*p->model(), skill, QStringLiteral("references"));
        QVERIFY(view->isExpanded(references));
        QVERIFY(childNames(*p->model(), references).contains(QStringLiteral("added.md")));
        QCOMPARE(view->currentIndex().data(SkillTreeModel::PathRole).toString(),
            m_skill + QStringLiteral("/references/deep/glossary.md"));
        QVERIFY(view->isExpanded(view->currentIndex().parent())); // deep, opened to show the selection

        // A collapsed root stays collapsed.
        view->collapse(p->root());
        p->library->refresh();
        QVERIFY(snapshots.wait(10000));
        QVERIFY(!view->isExpanded(p->root()));

        // A renamed folder keeps what was open below it.
        view->expand(p->root());
        const QString moved = m_root + QStringLiteral("/report-suite");
        QVERIFY(QDir().rename(m_skill, moved));
        p->panel->pathMoved(m_skill, moved);
        p->panel->selectPathWhenListed(moved + QStringLiteral("/SKILL.md"));
        p->library->refresh();
        QTRY_COMPARE_WITH_TIMEOUT(
            view->currentIndex().data(SkillTreeModel::PathRole).toString(), moved + QStringLiteral("/SKILL.md"), 10000);
        const QModelIndex renamed = view->currentIndex(); // a SKILL.md path selects its skill
        QCOMPARE(renamed.data(SkillTreeModel::FolderRole).toString(), moved);
        QCOMPARE(view->currentIndex().data(SkillTreeModel::PathRole).toString(), moved + QStringLiteral("/SKILL.md"));
        QVERIFY(view->isExpanded(renamed));
        QVERIFY(view->isExpanded(childNamed(*p->model(), renamed, QStringLiteral("references"))));
    }

    // A filter that hides every skill says so (and what it searched); cleared, the tree is back as it was.
    void filterThatHidesEverySkillSaysSoAndClearedRestoresTheTree()
    {
        const auto p = makePanel();
        QVERIFY(p);
        QTreeView *view = p->view();
        view->expand(p->skill(QStringLiteral("report-tools")));
        QVERIFY(view->isExpanded(p->root()));
        QLabel *note = p->panel->noMatchLabel();
        QVERIFY(!note->isVisible());
        QTest::keyClicks(p->panel->filterEdit(), QStringLiteral("zzz"));
        QTRY_VERIFY(note->isVisible());
        QCOMPARE(p->model()->rowCount(), 0);
        QVERIFY2(note->text().contains(QStringLiteral("No skill matches “zzz”")), qPrintable(note->text()));
        QVERIFY(note->text().contains(QStringLiteral("SKILL.md bodies")));
        p->panel->filterEdit()->clear();
        QTRY_VERIFY(!note->isVisible());
        QCOMPARE(p->model()->rowCount(), 1);
        QVERIFY(view->isExpanded(p->root())); // not folded by having been filtered away
        QVERIFY(view->isExpanded(p->skill(QStringLiteral("report-tools"))));
        // A filter that matches shows no note.
        QTest::keyClicks(p->panel->filterEdit(), QStringLiteral("plain"));
        QTRY_COMPARE(p->model()->rowCount(p->root()), 1);
        QVERIFY(!note->isVisible());
    }

    void rootLabelsTellRootsApart_data()
    {
        QTest::addColumn<QStringList>("locations");
        QTest::addColumn<QStringList>("labels");
        const QString home = QStringLiteral("/home/ann");
        QTest::newRow("three roots under one parent") << QStringList { "/work/skills-a", "/work/skills-b",
            "/work/skills-c" } << QStringList { "skills-a", "skills-b", "skills-c" };
        QTest::newRow("equal folder names")
            << QStringList { "/work/alpha/skills", "/work/beta/skills", "/home/ann/x/alpha/skills", "/opt/tools" }
            << QStringList { "skills — work/alpha", "skills — beta", "skills — x/alpha", "tools" };
        QTest::newRow("client locations") << QStringList { home + "/.claude/skills", home + "/.agents/skills",
            home + "/.codex/skills", home + "/.openclaw/skills", "/srv/app/.claude/skills", "/srv/app/.codex/skills",
            "/srv/app/.agents/skills", "/etc/claude-code/.claude/skills", "/etc/codex/skills" }
                                          << QStringList { "Claude Code (user)", "Agent Skills (user)", "Codex (user)",
                                                 "OpenClaw (user)", "Claude Code (project)", "Codex (project)",
                                                 "Agent Skills (project)", "Claude Code (managed)", "Codex (system)" };
        QTest::newRow("two projects") << QStringList {
            "/srv/app/.claude/skills", "/srv/app/sub/.claude/skills", home + "/.claude/skills"
        } << QStringList { "Claude Code (project) — app", "Claude Code (project) — sub", "Claude Code (user)" };
        QTest::newRow("urls") << QStringList {
            "https://example.com/a/skills.zip", "https://example.org/a/skills.zip", "file:///tmp/pack.tar.gz"
        } << QStringList { "skills.zip — example.com/a", "skills.zip — example.org/a", "pack.tar.gz" };
        QTest::newRow("the same folder twice")
            << QStringList { "/work/s", "/work/s" } << QStringList { "s — /work/s", "s — /work/s" };
    }

    void rootLabelsTellRootsApart()
    {
        QFETCH(QStringList, locations);
        QFETCH(QStringList, labels);
        QList<SkillRoot> roots;
        for (const QString &location : std::as_const(locations))
            roots << SkillRoot { location, QStringLiteral("user"), RootScope::Custom };
        QCOMPARE(rootLabels(roots, QStringLiteral("/home/ann")), labels);
    }

    void rootsShowTheirLabelAndFullPath()
    {
        // The case: three roots in one parent folder used to read as the same truncated path.
        QStringList locations;
        for (const char *name : { "team-a", "team-b", "team-c" }) {
            const QString root = m_dir.filePath(QStringLiteral("roots/%1/skills").arg(QLatin1String(name)));
            test::writeSkill(root + QStringLiteral("/s-") + QLatin1String(name),
                QStringLiteral("s-") + QLatin1String(name), QStringLiteral("A skill. Use it."));
            locations << root;
        }
        SkillTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<SkillRoot> roots;
        for (const QString &location : std::as_const(locations))
            roots << SkillLibrary::rootFor(location);
        model.setSnapshot(scanRoots(roots));
        QCOMPARE(childNames(model, {}),
            QStringList({ QStringLiteral("skills — team-a"), QStringLiteral("skills — team-b"),
                QStringLiteral("skills — team-c") }));
        const QString tip = model.index(1, 0).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QDir::toNativeSeparators(locations[1])), qPrintable(tip));
        QCOMPARE(model.index(1, 0).data(SkillTreeModel::LabelRole).toString(), QStringLiteral("skills — team-b"));
        QCOMPARE(model.index(1, 0).data(SkillTreeModel::PathRole).toString(), locations[1]);
    }

    void clientLocationsAreScopedByPlace()
    {
        // ~/.claude/skills is the user's; a project's .claude/skills inside the home folder is a project location.
        const QString home = QDir::homePath();
        QCOMPARE(SkillLibrary::rootFor(home + QStringLiteral("/.claude/skills")).scope, RootScope::Personal);
        QCOMPARE(SkillLibrary::rootFor(home + QStringLiteral("/.claude/skills")).source,
            QStringLiteral("Claude Code (user)"));
        QCOMPARE(SkillLibrary::rootFor(home + QStringLiteral("/code/app/.claude/skills")).scope, RootScope::Project);
        QCOMPARE(SkillLibrary::rootFor(QStringLiteral("/etc/codex/skills")).scope, RootScope::Managed);
        QCOMPARE(SkillLibrary::rootFor(QStringLiteral("/srv/x/skills")).source, QStringLiteral("user"));
        QCOMPARE(SkillLibrary::rootFor(QStringLiteral(SW_SOURCE_DIR "/skills")).scope, RootScope::Bundled);
        QCOMPARE(rootLabels({ SkillLibrary::rootFor(QStringLiteral(SW_SOURCE_DIR "/skills")) }),
            QStringList { QStringLiteral("Bundled skills") });
    }

    void namesKeepTheirRoomInANarrowPanel()
    {
        // At 1366x768 the Library dock is ~300 px: with four columns every name read "rep…ols". The names come first:
        // the Clients column, then Tokens, step aside, and come back when the panel widens.
        const auto p = makePanel();
        QVERIFY(p);
        QHeaderView *header = p->view()->header();
        const int nameNeeds
            = p->view()->fontMetrics().horizontalAdvance(QStringLiteral("report-tools")) + p->view()->indentation() * 2;
        for (const int width : { 280, 320, 900, 250 }) { // narrow, wider, wide, narrow again
            p->panel->resize(width, 700);
            QTRY_VERIFY2(header->sectionSize(SkillTreeModel::NameColumn) >= nameNeeds,
                qPrintable(QStringLiteral("at %1 px the name column is %2 px")
                               .arg(width)
                               .arg(header->sectionSize(SkillTreeModel::NameColumn))));
        }
        QVERIFY(header->isSectionHidden(SkillTreeModel::VisibilityColumn));
        QVERIFY(!header->isSectionHidden(SkillTreeModel::ProblemsColumn));
        p->panel->resize(900, 700);
        QTRY_VERIFY(!header->isSectionHidden(SkillTreeModel::VisibilityColumn));
        QVERIFY(!header->isSectionHidden(SkillTreeModel::TokensColumn));
    }

    void namesAndFiguresWholeAtEveryWidth()
    {
        // With the Clients column's real figures ("10/10" beside an icon), at every width of the panel: a name or
        // figure shown is whole. A hidden column was judged by a guess ("8/8") narrower than what it then showed,
        // and the names read "dat…ort" in the Debug layout at 1366x768.
        const auto p = makePanel();
        QVERIFY(p);
        p->panel->model()->setVisibility(computeVisibility(p->library->snapshot(), {}).matrix);
        QTRY_VERIFY(!p->model()->index(0, SkillTreeModel::VisibilityColumn, p->root()).data().toString().isEmpty());
        QTreeView *view = p->view();
        QHeaderView *header = view->header();
        auto cut = [&] {
            QStringList cells;
            const QModelIndex root = p->root();
            for (int row = 0; row < p->model()->rowCount(root); ++row) {
                for (const int column : { int(SkillTreeModel::NameColumn), int(SkillTreeModel::ProblemsColumn),
                         int(SkillTreeModel::TokensColumn), int(SkillTreeModel::VisibilityColumn) }) {
                    const QModelIndex cell = p->model()->index(row, column, root);
                    if (header->isSectionHidden(column) || cell.data().toString().isEmpty())
                        continue;
                    if (view->visualRect(cell).width() < view->sizeHintForIndex(cell).width())
                        cells << QStringLiteral("%1 (column %2, %3 of %4 px)")
                                     .arg(cell.data().toString())
                                     .arg(column)
                                     .arg(view->visualRect(cell).width())
                                     .arg(view->sizeHintForIndex(cell).width());
                }
            }
            // The titles too: each shown column's title and the header's margins fit its section.
            const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
            for (int column = 0; column < header->count(); ++column) {
                const QString title = p->model()->headerData(column, Qt::Horizontal).toString();
                if (!header->isSectionHidden(column)
                    && header->sectionSize(column) < header->fontMetrics().horizontalAdvance(title) + 2 * margin)
                    cells << QStringLiteral("title %1 (%2 px)").arg(title).arg(header->sectionSize(column));
            }
            return cells;
        };
        int clientsShown = 0;
        for (int width = 200; width <= 560; width += 4) {
            p->panel->resize(width, 700);
            QTRY_VERIFY2(cut().isEmpty(),
                qPrintable(QStringLiteral("at %1 px: %2").arg(width).arg(cut().join(QStringLiteral(", ")))));
            clientsShown += !header->isSectionHidden(SkillTreeModel::VisibilityColumn);
        }
        QVERIFY(clientsShown > 0);
    }
};

QTEST_MAIN(TestLibrary)
#include "tst_library.moc"
