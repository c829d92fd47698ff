// Benchmark: the visibility matrix of N skill folders on disk (default 10,000): the computation cold (no cache),
// after editing one skill (per-skill cache: one skill re-read) beside the baseline of recomputing everything on the
// same edited snapshot (results compared), and the GUI-thread time of showing an edit: the Visibility dock's model
// and the Library's Clients column updated, with the table painted. Run by scripts/bench-visibility.sh.
// Usage: bench_visibility [--skills N] [--edits E]; SW_BENCH_PROFILE_EDITS=K runs only K incremental edits (for
// a profiler); SW_BENCH_DETAIL=1 prints the GUI-thread breakdown of each edit.
#include "library/skilltreemodel.h"
#include "visibility/visibilitycompute.h"
#include "visibility/visibilityengine.h"
#include "visibility/visibilitymodel.h"
#include "visibility/visibilitypanel.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTreeView>

#include <algorithm>

using namespace sw;

namespace {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

void write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    f.write(content);
}

QByteArray skillText(int i, int revision)
{
    QByteArray name = QStringLiteral("skill-%1").arg(i, 5, 10, QLatin1Char('0')).toUtf8();
    QByteArray description = "Handles task family " + QByteArray::number(i)
        + ": reads the data, checks it and writes a short report. Use when the user mentions topic "
        + QByteArray::number(i % 97) + " (revision " + QByteArray::number(revision) + ").";
    if (i % 50 == 0)
        description += " " + QByteArray(700, 'x'); // long enough for deepseek and Claude Code's cap
    QByteArray extra;
    if (i % 40 == 0)
        extra += "when_to_use: " + QByteArray(900, 'w') + "\n";
    if (i % 97 == 0)
        extra += "disable-model-invocation: true\n";
    if (i % 113 == 0)
        extra += "version: 1\n";
    if (i % 500 == 0)
        name = "duplicate"; // shadowing
    return "---\nname: " + name + "\ndescription: " + description + "\n" + extra + "---\n# Skill "
        + QByteArray::number(i) + "\n\nSteps: read, check, write.\n";
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    int count = 10000;
    int edits = 7;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--skills"))
            count = args.at(i + 1).toInt();
        if (args.at(i) == QLatin1String("--edits"))
            edits = args.at(i + 1).toInt();
    }
    QTemporaryDir dir;
    const QString root = dir.filePath(QStringLiteral("skills"));
    for (int i = 0; i < count; ++i) {
        const QString folder = root + QStringLiteral("/skill-%1").arg(i, 5, 10, QLatin1Char('0'));
        write(folder + QStringLiteral("/SKILL.md"), skillText(i, 0));
        if (i % 61 == 0)
            write(folder + QStringLiteral("/agents/openai.yaml"), "policy:\n  allow_implicit_invocation: false\n");
    }
    const QList<SkillRoot> roots { { root, QStringLiteral("user"), RootScope::Custom } };
    ScanOptions options;
    options.collectFolders = true;
    QElapsedTimer t;
    t.start();
    SkillIndexPtr index = scanRoots(roots, options);
    out() << "skills: " << index->size() << " (scan " << t.elapsed() << " ms, not counted below)\n";
    VisibilitySettings settings;

    if (const int profile = qEnvironmentVariableIntValue("SW_BENCH_PROFILE_EDITS"); profile > 0) {
        // For a profiler: only incremental computations after one edit each (perf record -g ...).
        std::shared_ptr<const VisibilityCache> cache = computeVisibility(index, settings).cache;
        for (int e = 0; e < profile; ++e) {
            const QString md
                = root + QStringLiteral("/skill-%1/SKILL.md").arg((e * 1237 + 11) % count, 5, 10, QLatin1Char('0'));
            write(md, skillText((e * 1237 + 11) % count, e + 1));
            index = rescanChanged(index, roots, { md }, options);
            cache = computeVisibility(index, settings, cache).cache;
        }
        return 0;
    }
    // Cold: no cache (median of 3).
    QList<double> cold;
    VisibilityResult result;
    for (int run = 0; run < 3; ++run) {
        t.start();
        result = computeVisibility(index, settings);
        cold << t.nsecsElapsed() / 1e6;
    }
    out() << QStringLiteral("cold (no cache):            %1 ms  (median of 3; %2 skills read)\n")
                 .arg(median(cold), 0, 'f', 1)
                 .arg(result.readSkills);

    // After editing one skill: the incremental computation beside a full recomputation of the same snapshot.
    QList<double> incremental;
    QList<double> full;
    QList<double> rescans;
    std::shared_ptr<const VisibilityCache> cache = result.cache;
    bool equal = true;
    for (int e = 0; e < edits; ++e) {
        const int i = (e * 1237 + 11) % count;
        const QString md = root + QStringLiteral("/skill-%1/SKILL.md").arg(i, 5, 10, QLatin1Char('0'));
        write(md, skillText(i, e + 1) + (e % 2 ? QByteArray("disable-model-invocation: true\n") : QByteArray()));
        t.start();
        index = rescanChanged(index, roots, { md }, options);
        rescans << t.nsecsElapsed() / 1e6;
        t.start();
        const VisibilityResult inc = computeVisibility(index, settings, cache);
        incremental << t.nsecsElapsed() / 1e6;
        cache = inc.cache;
        t.start();
        const VisibilityResult fresh = computeVisibility(index, settings);
        full << t.nsecsElapsed() / 1e6;
        equal = equal && *inc.matrix == *fresh.matrix && inc.readSkills == 1;
        result = inc;
    }
    out() << QStringLiteral("after one edit (cache):     %1 ms  (median of %2, max %3; 1 skill read)\n")
                 .arg(median(incremental), 0, 'f', 1)
                 .arg(edits)
                 .arg(*std::max_element(incremental.begin(), incremental.end()), 0, 'f', 1);
    out() << QStringLiteral("baseline, full recompute:   %1 ms  (same edited snapshots)   ratio %2x\n")
                 .arg(median(full), 0, 'f', 1)
                 .arg(median(full) / std::max(0.001, median(incremental)), 0, 'f', 1);
    out() << QStringLiteral("(repository rescan of the edit, before the matrix: %1 ms median)\n")
                 .arg(median(rescans), 0, 'f', 1);
    out() << "incremental == full: " << (equal ? "yes" : "NO") << "\n";

    // GUI thread: the dock's table and the Library column updated with an edit's matrix, and painted.
    ui::VisibilityPanel panel;
    panel.resize(1400, 420);
    panel.show();
    ui::SkillTreeModel tree;
    QTreeView treeView;
    treeView.setModel(&tree);
    // As the Library panel sets its header.
    treeView.header()->setStretchLastSection(false);
    treeView.header()->setSectionResizeMode(ui::SkillTreeModel::NameColumn, QHeaderView::Stretch);
    for (const int column : { int(ui::SkillTreeModel::ProblemsColumn), int(ui::SkillTreeModel::TokensColumn),
             int(ui::SkillTreeModel::VisibilityColumn) })
        treeView.header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    treeView.resize(340, 700);
    treeView.show();
    tree.setSnapshot(index);
    treeView.expandToDepth(0);
    panel.setMatrix(result.matrix);
    tree.setVisibility(result.matrix);
    QApplication::processEvents();
    QList<double> gui;
    QList<double> fullPaint;
    for (int e = 0; e < edits; ++e) {
        const int i = (e * 733 + 5) % count;
        const QString md = root + QStringLiteral("/skill-%1/SKILL.md").arg(i, 5, 10, QLatin1Char('0'));
        write(md, skillText(i, 100 + e));
        index = rescanChanged(index, roots, { md }, options);
        const VisibilityResult next = computeVisibility(index, settings, cache);
        cache = next.cache;
        t.start();
        panel.setMatrix(next.matrix);
        const double panelMs = t.nsecsElapsed() / 1e6;
        tree.setVisibility(next.matrix);
        const double treeMs = t.nsecsElapsed() / 1e6 - panelMs;
        QApplication::processEvents(); // as in the window: the rows the models marked changed are repainted
        gui << t.nsecsElapsed() / 1e6;
        // The worst case beside it: both views repainted whole.
        QElapsedTimer whole;
        whole.start();
        panel.view()->viewport()->repaint();
        treeView.viewport()->repaint();
        QApplication::processEvents();
        fullPaint << whole.nsecsElapsed() / 1e6;
        if (qEnvironmentVariableIsSet("SW_BENCH_DETAIL"))
            out() << QStringLiteral("  edit %1: panel model %2 ms, library column %3 ms, paint + events %4 ms\n")
                         .arg(e)
                         .arg(panelMs, 0, 'f', 1)
                         .arg(treeMs, 0, 'f', 1)
                         .arg(gui.last() - panelMs - treeMs, 0, 'f', 1);
    }
    out() << QStringLiteral("GUI thread per edit:        %1 ms  (median of %2, max %3: models updated + painted)\n")
                 .arg(median(gui), 0, 'f', 1)
                 .arg(edits)
                 .arg(*std::max_element(gui.begin(), gui.end()), 0, 'f', 1);
    out() << QStringLiteral("  (worst case, both views repainted whole after it: %1 ms median)\n")
                 .arg(median(fullPaint), 0, 'f', 1);

    // End to end through the engine (as the window runs it): snapshot in -> matrix shown.
    VisibilityEngine engine;
    QObject::connect(&engine, &VisibilityEngine::matrixChanged, &panel,
        [&](const std::shared_ptr<const VisibilityMatrix> &m) { panel.setMatrix(m); });
    QSignalSpy ready(&engine, &VisibilityEngine::matrixChanged);
    engine.setSettings(settings);
    engine.setSnapshot(index);
    ready.wait(60000);
    QList<double> total;
    for (int e = 0; e < edits; ++e) {
        const int i = (e * 389 + 3) % count;
        const QString md = root + QStringLiteral("/skill-%1/SKILL.md").arg(i, 5, 10, QLatin1Char('0'));
        write(md, skillText(i, 200 + e));
        index = rescanChanged(index, roots, { md }, options);
        ready.clear();
        t.start();
        engine.setSnapshot(index);
        ready.wait(60000);
        total << t.nsecsElapsed() / 1e6;
    }
    out() << QStringLiteral("engine, edit to matrix shown: %1 ms  (median of %2, max %3; %4 skill read)\n")
                 .arg(median(total), 0, 'f', 1)
                 .arg(edits)
                 .arg(*std::max_element(total.begin(), total.end()), 0, 'f', 1)
                 .arg(engine.lastReadSkills());
    out().flush();
    return equal ? 0 : 1;
}
