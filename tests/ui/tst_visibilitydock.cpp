// The visibility matrix in the window: VisibilityModel (QAbstractItemModelTester, roles, updates of changed rows
// only), the Visibility dock (fills its space, filter, "not listed in full", copy, open, context window), the
// Library's Clients column, and the main window feeding them from the repository, started twice and in both orders;
// every precedence policy core gives a shadowed skill comes out in the window's language.
#include "catalog/budgetview.h"
#include "library/librarypanel.h"
#include "library/skilllibrary.h"
#include "library/skilltreemodel.h"
#include "markingtranslator.h"
#include "settings/settings.h"
#include "shell/mainwindow.h"
#include "shell/translations.h"
#include "visibility/verdicttext.h"
#include "visibility/visibilitycompute.h"
#include "visibility/visibilityengine.h"
#include "visibility/visibilitymodel.h"
#include "visibility/visibilitypanel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;
using namespace sw::ui;

namespace {

void write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    f.write(content);
}

QByteArray skill(const QByteArray &name, const QByteArray &description, const QByteArray &extra = {})
{
    return "---\nname: " + name + "\ndescription: " + description + "\n" + extra + "---\nBody.\n";
}

struct Repo
{
    Repo()
    {
        root = dir.filePath("skills");
        write(root + "/alpha/SKILL.md", skill("alpha", "Alpha does things. Use for alpha."));
        write(root + "/manual/SKILL.md", skill("manual", "By hand only.", "disable-model-invocation: true\n"));
        write(root + "/wordy/SKILL.md", skill("wordy", QByteArray(700, 'w')));
    }
    SkillIndexPtr scan() const
    {
        ScanOptions o;
        o.collectFolders = true;
        return scanRoots({ { root, "user", RootScope::Custom } }, o);
    }
    QTemporaryDir dir;
    QString root;
};

} // namespace

class VisibilityDockTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en")); }
    void modelRolesAndTester();
    void modelUpdatesChangedRowsOnly();
    void panelFillsItsSpaceAndFilters();
    void panelCopyOpenAndWindow();
    void libraryClientsColumn();
    void mainWindowShowsTheMatrix();
    void shadowingPoliciesAreTranslated();
};

void VisibilityDockTest::modelRolesAndTester()
{
    Repo repo;
    VisibilityModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), kConsumerCount);
    model.setMatrix(computeVisibility(repo.scan(), {}).matrix);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QString("Claude Code"));
    QCOMPARE(model.headerData(1, Qt::Vertical).toString(), QString("manual"));
    QVERIFY(model.headerData(2, Qt::Horizontal, Qt::ToolTipRole).toString().contains("of 30,000 characters used"));
    const QModelIndex manualClaude = model.index(1, int(Consumer::ClaudeCode));
    QCOMPARE(manualClaude.data().toString(), QString("hidden"));
    QCOMPARE(Verdict(manualClaude.data(VisibilityModel::VerdictRole).toInt()), Verdict::Hidden);
    QVERIFY(manualClaude.data(VisibilityModel::ReasonRole).toString().startsWith("disable-model-invocation: true"));
    QCOMPARE(manualClaude.data(VisibilityModel::FixRole).toString(),
        QString("Remove disable-model-invocation: true to let Claude choose the skill."));
    QVERIFY(manualClaude.data(Qt::ToolTipRole).toString().contains("<b>manual</b>"));
    QVERIFY(manualClaude.data(Qt::BackgroundRole).isValid());
    QVERIFY(!manualClaude.data(Qt::DecorationRole).value<QIcon>().isNull());
    const QModelIndex wordyDeepseek = model.index(2, int(Consumer::Deepseek));
    QCOMPARE(wordyDeepseek.data().toString(), QString("−203"));
    QCOMPARE(wordyDeepseek.data(VisibilityModel::ShortenedByRole).toInt(), 203);
    QCOMPARE(model.index(0, 0).data().toString(), QString("full"));
    QVERIFY(!model.index(0, 0).data(Qt::BackgroundRole).isValid());
    QVERIFY(model.index(0, 0).data(VisibilityModel::AllFullRole).toBool());
    QVERIFY(!model.index(1, 0).data(VisibilityModel::AllFullRole).toBool());
    QCOMPARE(model.index(2, 3).data(VisibilityModel::ConsumerIdRole).toString(), QString("codex"));
    QCOMPARE(model.rowForPath(repo.root + "/wordy"), 2);
}

void VisibilityDockTest::modelUpdatesChangedRowsOnly()
{
    Repo repo;
    const SkillIndexPtr before = repo.scan();
    const VisibilityResult first = computeVisibility(before, {});
    VisibilityModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setMatrix(first.matrix);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    write(repo.root + "/alpha/SKILL.md", skill("alpha", "Alpha.", "paths: \"**/*.rs\"\n"));
    ScanOptions o;
    o.collectFolders = true;
    const SkillIndexPtr after
        = rescanChanged(before, { { repo.root, "user", RootScope::Custom } }, { repo.root + "/alpha/SKILL.md" }, o);
    model.setMatrix(computeVisibility(after, {}, first.cache).matrix);
    QCOMPARE(reset.size(), 0);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 0);
    QCOMPARE(changed.first().at(1).toModelIndex().row(), 0);
    QCOMPARE(model.index(0, int(Consumer::ClaudeCode)).data().toString(), QString("hidden"));
    // A skill removed: the rows change, the model resets.
    QDir(repo.root + "/manual").removeRecursively();
    const SkillIndexPtr removed
        = rescanChanged(after, { { repo.root, "user", RootScope::Custom } }, { repo.root + "/manual" }, o);
    model.setMatrix(computeVisibility(removed, {}).matrix);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.rowCount(), 2);
    // The same matrix again changes nothing.
    changed.clear();
    model.setMatrix(model.matrix());
    QCOMPARE(changed.size(), 0);
}

void VisibilityDockTest::panelFillsItsSpaceAndFilters()
{
    Repo repo;
    VisibilityPanel panel;
    panel.resize(1100, 360);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    // Set twice, in both orders (empty then full, full then empty then full).
    for (int round = 0; round < 2; ++round) {
        panel.setMatrix({});
        QCOMPARE(panel.statusText(), QString("No skills"));
        panel.setMatrix(computeVisibility(repo.scan(), {}).matrix);
        QCOMPARE(panel.statusText(), QString("3 skills · 2 not listed in full by every client"));
    }
    // The table takes the panel's width and most of its height; the columns share the width.
    QTableView *view = panel.view();
    QVERIFY(view->width() >= panel.width() - 4);
    QVERIFY(view->height() > panel.height() / 2);
    const int columnsWidth = view->horizontalHeader()->length() + view->verticalHeader()->width();
    QVERIFY2(columnsWidth >= view->viewport()->width() - 2, qPrintable(QString::number(columnsWidth)));

    auto *filter = panel.findChild<QLineEdit *>("visibilityFilter");
    filter->setText("WOR");
    QCOMPARE(panel.proxy()->rowCount(), 1);
    QVERIFY(panel.statusText().endsWith("1 shown"));
    filter->clear();
    QCOMPARE(panel.proxy()->rowCount(), 3);
    auto *problems = panel.findChild<QCheckBox *>("visibilityProblemsOnly");
    problems->setChecked(true);
    QCOMPARE(panel.proxy()->rowCount(), 2); // alpha is full everywhere
    QCOMPARE(panel.proxy()->headerData(0, Qt::Vertical).toString(), QString("manual"));
    problems->setChecked(false);
    panel.setComputing(true);
    QVERIFY(panel.statusText().endsWith("updating…"));
    panel.setComputing(false);
}

void VisibilityDockTest::panelCopyOpenAndWindow()
{
    Repo repo;
    VisibilityPanel panel;
    panel.resize(1000, 300);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setMatrix(computeVisibility(repo.scan(), {}).matrix);
    QSignalSpy opened(&panel, &VisibilityPanel::skillActivated);
    QSignalSpy selected(&panel, &VisibilityPanel::skillSelected);
    QTableView *view = panel.view();
    view->setFocus();
    view->setCurrentIndex(panel.proxy()->index(1, int(Consumer::ClaudeCode)));
    QCOMPARE(selected.size(), 1);
    QCOMPARE(selected.last().first().toString(), repo.root + "/manual/SKILL.md");
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(opened.size(), 1);
    QCOMPARE(opened.last().first().toString(), repo.root + "/manual/SKILL.md");
    QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QApplication::clipboard()->text(),
        QString("manual\tClaude Code\thidden\tdisable-model-invocation: true keeps it out of the model's listing; the "
                "user can still run it.\tRemove disable-model-invocation: true to let Claude choose the skill."));
    const QPoint wordy = view->visualRect(panel.proxy()->index(2, 0)).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, wordy);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, wordy);
    QCOMPARE(opened.last().first().toString(), repo.root + "/wordy/SKILL.md");
    // selectSkill follows the Library without echoing a selection back
    selected.clear();
    panel.selectSkill(repo.root + "/alpha/SKILL.md");
    QCOMPARE(view->currentIndex().row(), 0);
    QCOMPARE(selected.size(), 0);
    // The context window: shown, and a change is announced.
    QSignalSpy window(&panel, &VisibilityPanel::contextWindowChosen);
    auto *spin = panel.findChild<QSpinBox *>("visibilityContextWindow");
    panel.setContextWindow(400000);
    QCOMPARE(spin->value(), 400000);
    QCOMPARE(window.size(), 0);
    spin->setValue(100000);
    QCOMPARE(window.size(), 1);
    QCOMPARE(window.first().first().toInt(), 100000);
    spin->setValue(0);
    QCOMPARE(spin->text(), QString("each client's own"));
}

void VisibilityDockTest::libraryClientsColumn()
{
    Repo repo;
    const SkillIndexPtr index = repo.scan();
    SkillTreeModel tree;
    QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
    tree.setSnapshot(index);
    const QModelIndex root = tree.index(0, 0);
    QCOMPARE(tree.rowCount(root), 3);
    const QModelIndex manual = tree.index(1, SkillTreeModel::VisibilityColumn, root);
    QVERIFY(!manual.data().isValid()); // no matrix yet
    QCOMPARE(tree.headerData(SkillTreeModel::VisibilityColumn, Qt::Horizontal).toString(), QString("Clients"));
    QSignalSpy changed(&tree, &QAbstractItemModel::dataChanged);
    tree.setVisibility(computeVisibility(index, {}).matrix);
    QVERIFY(!changed.isEmpty());
    QCOMPARE(manual.data().toString(), QString("7/10")); // rejected by skills-ref and the upload, hidden in Claude Code
    QCOMPARE(tree.index(0, SkillTreeModel::VisibilityColumn, root).data().toString(), QString("10/10"));
    QVERIFY(manual.data(Qt::ToolTipRole).toString().contains("Claude Code</td><td style='color:"));
    QVERIFY(!manual.data(Qt::DecorationRole).value<QIcon>().isNull());
    // the other columns are untouched
    QCOMPARE(tree.index(1, SkillTreeModel::NameColumn, root).data().toString(), QString("manual"));
}

void VisibilityDockTest::mainWindowShowsTheMatrix()
{
    Repo repo;
    QTemporaryDir home;
    Settings settings(home.filePath("settings.ini"));
    settings.setRoots({ repo.root });
    MainWindow window(&settings);
    window.resize(1366, 768);
    window.setMode(Mode::Author);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *dock = window.findChild<QDockWidget *>("visibilityDock");
    QVERIFY(dock);
    QCOMPARE(dock->windowTitle(), QString("Visibility"));
    window.setRoots({ repo.root });
    VisibilityPanel *panel = window.visibilityPanel();
    QTRY_COMPARE_WITH_TIMEOUT(panel->model()->rowCount(), 3, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(!window.visibilityEngine()->isComputing(), 20000);
    // The Library column follows, and selecting in the dock selects in the Library.
    SkillTreeModel *tree = window.libraryPanel()->model();
    QTRY_COMPARE_WITH_TIMEOUT(
        tree->index(1, SkillTreeModel::VisibilityColumn, tree->index(0, 0)).data().toString(), QString("7/10"), 10000);
    // The context window drives the budgets: at 1,000 tokens Claude Code lists names only.
    panel->findChild<QSpinBox *>("visibilityContextWindow")->setValue(1000);
    QCOMPARE(settings.visibilityContextWindow(), 1000);
    QTRY_COMPARE_WITH_TIMEOUT(
        panel->model()->index(0, int(Consumer::ClaudeCode)).data().toString(), QString("name only"), 20000);
    // An edit on disk reaches the dock through the live refresh.
    write(repo.root + "/alpha/SKILL.md", skill("alpha", "Alpha.", "disable-model-invocation: true\n"));
    window.library()->refresh();
    QTRY_COMPARE_WITH_TIMEOUT(
        panel->model()->index(0, int(Consumer::ClaudeCode)).data().toString(), QString("hidden"), 20000);
    // The Budget dock counts the same verdicts per client, and shows the focused skill's row.
    QLabel *budget = window.budgetView()->visibilitySummary();
    const QString claude = VerdictText::consumer(Consumer::ClaudeCode);
    const auto lineWith = [&](const QString &needle) {
        for (const QString &line : budget->text().split("<br>"))
            if (line.contains(needle))
                return line;
        return QString();
    };
    const auto claudeLine = [&] { // the clients with the same counts share a line: "a, b: ■ 2 full · ..."
        for (const QString &line : budget->text().split("<br>"))
            if (line.left(line.indexOf(": ")).split(", ").contains(claude))
                return line;
        return QString();
    };
    QVERIFY(budget->isVisible());
    const ConsumerSummary &counts = window.visibilityEngine()->matrix()->summaries.at(int(Consumer::ClaudeCode));
    QCOMPARE(counts.counts.at(int(Verdict::Hidden)), 2); // alpha and the skill hidden from the start
    for (int v = 0; v < counts.counts.size(); ++v) {
        const QString shown = QString("%1&nbsp;%2")
                                  .arg(counts.counts.at(v))
                                  .arg(VerdictText::verdict(Verdict(v)).replace(' ', "&nbsp;"));
        QCOMPARE(claudeLine().contains(shown), counts.counts.at(v) > 0);
    }
    window.budgetView()->setFocusSkill("alpha");
    QVERIFY2(budget->text().contains("▶ alpha"), qPrintable(budget->text()));
    // One part per distinct verdict of alpha, naming the clients that give it.
    const QStringList parts = lineWith("▶ alpha").split(" · ");
    const auto hiddenPart
        = std::find_if(parts.cbegin(), parts.cend(), [](const QString &p) { return p.contains("&nbsp;hidden:"); });
    QVERIFY2(hiddenPart != parts.cend() && hiddenPart->contains(claude), qPrintable(budget->text()));
    // Opening from the dock opens the editor.
    Q_EMIT panel->skillActivated(repo.root + "/wordy/SKILL.md");
    QCOMPARE(window.mode(), Mode::Author);
}

// Shadowed skills of every precedence policy core words (a personal and a project copy of one name, two of another in
// one folder): the reason carries the policy translated, Gemini CLI's two differ, and none is left in English.
void VisibilityDockTest::shadowingPoliciesAreTranslated()
{
    QTemporaryDir dir;
    const QString personal = dir.filePath("home/skills"), project = dir.filePath("proj/skills");
    write(personal + "/same/SKILL.md", skill("same", "Personal copy."));
    write(project + "/same/SKILL.md", skill("same", "Project copy."));
    write(personal + "/a-twin/SKILL.md", skill("twin", "One copy."));
    write(personal + "/c-twin/SKILL.md", skill("twin", "Another copy."));
    const VisibilityResult r = computeVisibility(
        scanRoots({ { personal, "personal", RootScope::Personal }, { project, "project", RootScope::Project } }), {});
    QVERIFY(r.matrix);
    QSet<QString> policies;
    QStringList gemini;
    test::MarkingTranslator marker("sw::ui::VerdictText");
    QCoreApplication::installTranslator(&marker);
    for (const SkillVisibility &s : r.matrix->skills) {
        for (const ConsumerVerdict &v : s.consumers) {
            if (v.verdict != Verdict::Shadowed)
                continue;
            policies.insert(v.policy);
            if (v.consumer == Consumer::GeminiCli)
                gemini << v.policy;
            QCOMPARE(VerdictText::policy(v.policy), QStringLiteral("«") + v.policy);
            QVERIFY2(VerdictText::reason(v).contains(QStringLiteral("(«") + v.policy + u')'), qPrintable(v.policy));
        }
    }
    QCoreApplication::removeTranslator(&marker);
    QVERIFY2(policies.size() >= 4, qPrintable(policies.values().join(" | ")));
    gemini.removeDuplicates();
    QCOMPARE(gemini.size(), 2); // across folders: the later source; in one folder: the walk's order
    QCOMPARE(VerdictText::policy("a policy core does not word"), QString("a policy core does not word"));
}

QTEST_MAIN(VisibilityDockTest)
#include "tst_visibilitydock.moc"
