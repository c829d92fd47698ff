// bench_ui: measures the window with a large skill root.
//   bench_ui [--skills N] [--root DIR] [--keystrokes K] [--baseline] [--attribute]
// Prints: time to first window, time until the library tree is filled (and validated), and the GUI-thread stalls
// while scanning and while typing into a SKILL.md (source editor and form), measured by a 1 ms precise timer whose
// lateness is the stall (longest, 99th percentile, count over 16 ms). --baseline types the same keys into a bare
// QsciScintilla (no workbench) for comparison; --attribute names the slowest event deliveries with their CPU time.
#include "editor/editorarea.h"
#include "editor/frontmatterform.h"
#include "editor/skillmdeditor.h"
#include "editor/sourceeditor.h"
#include "library/librarypanel.h"
#include "library/skilllibrary.h"
#include "library/skilltreemodel.h"
#include "settings/settings.h"
#include "shell/mainwindow.h"
#include "theme/theme.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QTreeView>

#include <algorithm>

#include <cstdio>
#include <ctime>

using namespace sw::ui;

namespace {

// Attributes stalls: times every top-level event delivery on the GUI thread and keeps the slowest ones with
// their receiver (class and object name) and event type, printed with --attribute.
class TimingApplication : public QApplication
{
public:
    using QApplication::QApplication;
    struct Slow
    {
        double ms; // wall clock
        double cpuMs; // this thread's CPU time: less than wall when other threads or processes preempted it
        QString what;
    };
    static double threadCpuMs()
    {
        timespec now {};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
        return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
    }
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (!m_recording || QThread::currentThread() != thread())
            return QApplication::notify(receiver, event);
        if (m_depth > 0) {
            // Inside a top-level delivery: only paints are timed, to say which widgets a slow repaint spent on.
            if (event->type() != QEvent::Paint)
                return QApplication::notify(receiver, event);
            QElapsedTimer paint;
            paint.start();
            const double cpu = threadCpuMs();
            const bool result = QApplication::notify(receiver, event);
            const double ms = paint.nsecsElapsed() / 1e6;
            if (ms >= 2)
                m_slow.append({ ms, threadCpuMs() - cpu, QStringLiteral("  paint of %1").arg(describe(receiver)) });
            return result;
        }
        ++m_depth;
        QElapsedTimer clock;
        clock.start();
        const double cpu = threadCpuMs();
        const int type = int(event->type());
        const QString what = describe(receiver);
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        const double ms = clock.nsecsElapsed() / 1e6;
        if (ms >= 4) {
            m_slow.append({ ms, threadCpuMs() - cpu, QStringLiteral("%1 event %2").arg(what).arg(type) });
        }
        return result;
    }
    void record(bool on)
    {
        m_recording = on;
        if (on)
            m_slow.clear();
    }
    void print(const char *phase)
    {
        std::sort(m_slow.begin(), m_slow.end(), [](const Slow &a, const Slow &b) { return a.ms > b.ms; });
        std::printf("  slowest GUI-thread events while %s:\n", phase);
        for (const Slow &slow : m_slow.mid(0, 20))
            std::printf("    %7.2f ms (cpu %7.2f ms)  %s\n", slow.ms, slow.cpuMs, qPrintable(slow.what));
    }

private:
    static QString describe(const QObject *receiver)
    {
        if (!receiver)
            return QString();
        QString what = QString::fromLatin1(receiver->metaObject()->className());
        if (!receiver->objectName().isEmpty())
            what += QLatin1Char('(') + receiver->objectName() + QLatin1Char(')');
        if (receiver->parent())
            what += QStringLiteral(" in ") + QString::fromLatin1(receiver->parent()->metaObject()->className());
        return what;
    }

    bool m_recording = false;
    int m_depth = 0;
    QList<Slow> m_slow;
};

// Observes the event loop: a 1 ms precise timer; a gap between two ticks beyond the interval is a stall. Reports the
// longest gap and the 99th percentile, since one preemption by another process can make the longest alone noisy.
class StallMonitor : public QObject
{
public:
    StallMonitor()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            if (m_last > 0)
                m_gaps.append(now - m_last);
            m_last = now;
        });
    }
    void start()
    {
        m_gaps.clear();
        m_last = 0;
        m_clock.start();
        m_timer.start();
    }
    double stop() // the longest gap, ms
    {
        m_timer.stop();
        std::sort(m_gaps.begin(), m_gaps.end());
        return m_gaps.isEmpty() ? 0 : m_gaps.last() / 1e6;
    }
    double percentile(double p) const // after stop(), ms
    {
        if (m_gaps.isEmpty())
            return 0;
        return m_gaps[qMin(qsizetype(m_gaps.size() * p), m_gaps.size() - 1)] / 1e6;
    }
    int over(double ms) const
    {
        return int(std::count_if(m_gaps.cbegin(), m_gaps.cend(), [ms](qint64 gap) { return gap / 1e6 > ms; }));
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    QList<qint64> m_gaps;
};

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path); // plain writes: a generated fixture needs no fsync per file
    if (file.open(QIODevice::WriteOnly))
        file.write(bytes);
}

void generateRoot(const QString &root, int count)
{
    for (int i = 0; i < count; ++i) {
        const QString name = QStringLiteral("skill-%1").arg(i, 5, 10, QLatin1Char('0'));
        const QByteArray text = QStringLiteral(
            "---\nname: %1\ndescription: Generated skill number %2 that formats reports about topic %2. Use when the "
            "user asks about topic %2.\nlicense: MIT\n---\n\n# Skill %2\n\n## Instructions\n\n1. Read the input.\n2. "
            "Run `scripts/run.sh`.\n3. Summarise the result for the user.\n")
                                    .arg(name)
                                    .arg(i)
                                    .toUtf8();
        writeFile(root + QLatin1Char('/') + name + QStringLiteral("/SKILL.md"), text);
    }
}

struct TypingFigures
{
    double longest = 0; // ms
    double p99 = 0; // ms
    int over16 = 0; // gaps over 16 ms
    double slowestKey = 0; // ms inside QTest::keyClick
};

// Types `keystrokes` characters into `target`, one every `intervalMs`, while the monitor watches.
TypingFigures typeAndMeasure(QWidget *target, int keystrokes, int intervalMs)
{
    StallMonitor monitor;
    monitor.start();
    QElapsedTimer key;
    TypingFigures figures;
    for (int i = 0; i < keystrokes; ++i) {
        const char c = "the quick brown fox jumps over "[i % 30];
        key.start();
        QTest::keyClick(target, c);
        figures.slowestKey = qMax(figures.slowestKey, key.nsecsElapsed() / 1e6);
        QTest::qWait(intervalMs);
    }
    QTest::qWait(600); // let debounced work (parse, validation, catalog) finish inside the window
    figures.longest = monitor.stop();
    figures.p99 = monitor.percentile(0.99);
    figures.over16 = monitor.over(16);
    return figures;
}

void printTyping(const char *what, int keystrokes, const TypingFigures &figures)
{
    std::printf("%s (%d keys, 30 ms apart): longest stall %.2f ms, p99 %.2f ms, %d stalls over 16 ms, slowest key "
                "%.2f ms\n",
        what, keystrokes, figures.longest, figures.p99, figures.over16, figures.slowestKey);
}

} // namespace

int main(int argc, char **argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    TimingApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("skill-workbench-bench"));
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption skillsOption(
        QStringLiteral("skills"), QStringLiteral("Skills to generate."), QStringLiteral("N"), QStringLiteral("10000"));
    const QCommandLineOption rootOption(
        QStringLiteral("root"), QStringLiteral("Use this root instead of generating one."), QStringLiteral("DIR"));
    const QCommandLineOption keysOption(
        QStringLiteral("keystrokes"), QStringLiteral("Keys to type."), QStringLiteral("K"), QStringLiteral("150"));
    const QCommandLineOption baselineOption(
        QStringLiteral("baseline"), QStringLiteral("Type into a bare QsciScintilla."));
    const QCommandLineOption attributeOption(QStringLiteral("attribute"),
        QStringLiteral("Print the slowest GUI-thread event deliveries (receiver, event type) while typing."));
    parser.addOptions({ skillsOption, rootOption, keysOption, baselineOption, attributeOption });
    parser.process(app);
    const int keystrokes = parser.value(keysOption).toInt();

    QTemporaryDir temp;
    qputenv("SW_RECOVERY_DIR", (temp.path() + QStringLiteral("/recovery")).toUtf8());
    applyTheme(ThemeChoice::Light);

    if (parser.isSet(baselineOption)) {
        QsciScintilla bare;
        bare.setUtf8(true);
        bare.setText(QStringLiteral("---\nname: skill-00000\ndescription: Generated skill.\n---\n\n# Skill\n"));
        bare.resize(900, 600);
        bare.show();
        if (!QTest::qWaitForWindowExposed(&bare))
            return 1;
        bare.setFocus();
        bare.setCursorPosition(2, 30);
        printTyping("baseline: typing into a bare QsciScintilla", keystrokes, typeAndMeasure(&bare, keystrokes, 30));
        return 0;
    }

    QString root = parser.value(rootOption);
    const int count = parser.value(skillsOption).toInt();
    if (root.isEmpty()) {
        root = temp.path() + QStringLiteral("/skills");
        QElapsedTimer generate;
        generate.start();
        generateRoot(root, count);
        std::printf("generated %d skills in %.0f ms\n", count, double(generate.elapsed()));
    }

    Settings settings(temp.path() + QStringLiteral("/settings.ini"));
    QElapsedTimer clock;
    clock.start();
    MainWindow window(&settings);
    window.resize(1440, 900); // the size the app starts with on a large screen (offscreen's screen is 800 x 600)
    window.setMode(Mode::Author);
    window.setRoots({ root });
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    const double firstWindow = clock.nsecsElapsed() / 1e6;
    std::printf(
        "time to first window: %.0f ms (%.0f ms since process start)\n", firstWindow, sinceStart.nsecsElapsed() / 1e6);

    StallMonitor scanMonitor;
    scanMonitor.start();
    app.record(parser.isSet(attributeOption));
    SkillTreeModel *model = window.libraryPanel()->model();
    auto filled = [&] {
        int skills = 0;
        for (int r = 0; r < model->rowCount(); ++r)
            skills += model->rowCount(model->index(r, 0));
        return skills;
    };
    while (filled() < count && clock.elapsed() < 300'000)
        QTest::qWait(5);
    const double libraryFilled = clock.nsecsElapsed() / 1e6;
    while (!window.library()->figuresReady() && clock.elapsed() < 600'000)
        QTest::qWait(5);
    const double figuresDone = clock.nsecsElapsed() / 1e6;
    const double scanStall = scanMonitor.stop();
    std::printf("library filled (%d skills): %.0f ms after start; validated with token figures: %.0f ms\n", filled(),
        libraryFilled, figuresDone);
    std::printf("GUI-thread stalls while scanning and validating: longest %.1f ms, p99 %.2f ms, %d over 16 ms\n",
        scanStall, scanMonitor.percentile(0.99), scanMonitor.over(16));
    if (parser.isSet(attributeOption))
        app.print("scanning and validating");
    app.record(false);

    // Window resizes with the Library of `count` skills shown (its columns are fitted at every resize), against the
    // same resizes with the Library dock closed (the baseline, in this process).
    {
        auto *libraryDock = window.findChild<QDockWidget *>(QStringLiteral("libraryDock"));
        auto resizes = [&] {
            QElapsedTimer t;
            t.start();
            for (int i = 0; i < 40; ++i) {
                window.resize(1440 - (i % 2) * 120, 900);
                QCoreApplication::processEvents();
            }
            return t.nsecsElapsed() / 1e6 / 40;
        };
        resizes(); // warm
        const double shown = resizes();
        libraryDock->close();
        QCoreApplication::processEvents();
        const double closed = resizes();
        libraryDock->show();
        QCoreApplication::processEvents();
        const double shownAgain = resizes();
        std::printf("window resize with the Library of %d skills shown: %.2f ms (again %.2f ms); with it closed "
                    "(baseline): %.2f ms; ratio %.2f\n",
            count, shown, shownAgain, closed, closed > 0 ? (shown + shownAgain) / 2 / closed : 0.0);
    }

    const QString skill = window.library()->snapshot()->visible().value(count / 2).skillMdPath;
    auto *editor = qobject_cast<SkillMdEditor *>(window.editorArea()->openFile(skill));
    if (!editor) {
        std::printf("could not open %s\n", qPrintable(skill));
        return 1;
    }
    QTest::qWait(1500); // catalog preview and budget of 10,000 skills settle
    editor->sourceEditor()->setFocus();
    editor->sourceEditor()->setCursorPosition(2, 20);
    const bool attribute = parser.isSet(attributeOption);
    app.record(attribute);
    printTyping("typing in the SKILL.md source", keystrokes, typeAndMeasure(editor->sourceEditor(), keystrokes, 30));
    if (attribute)
        app.print("typing in the source");
    app.record(attribute);
    editor->form()->descriptionEdit()->setFocus();
    printTyping("typing in the description field", keystrokes,
        typeAndMeasure(editor->form()->descriptionEdit(), keystrokes, 30));
    if (attribute)
        app.print("typing in the description field");
    app.record(false);

    // The Library's file tree: one skill with 2,000 files in 20 folders, expanded, its folders opened, then a
    // rescan that restores what was open.
    {
        const QString big = window.library()->snapshot()->visible().value(1).folder;
        for (int f = 0; f < 20; ++f)
            for (int i = 0; i < 100; ++i)
                writeFile(
                    big + QStringLiteral("/references/part-%1/section-%2.md").arg(f, 2, 10, QLatin1Char('0')).arg(i),
                    "# Section\n");
        LibraryPanel *panel = window.libraryPanel();
        QTreeView *view = panel->view();
        StallMonitor treeMonitor;
        treeMonitor.start();
        QElapsedTimer tree;
        tree.start();
        panel->selectPath(big);
        const QModelIndex skillRow = view->currentIndex();
        view->expand(skillRow);
        QCoreApplication::processEvents();
        const double listed = tree.nsecsElapsed() / 1e6;
        const QModelIndex references = view->model()->index(0, 0, skillRow).siblingAtRow(1); // after SKILL.md
        view->expand(references);
        for (int f = 0; f < view->model()->rowCount(references); ++f)
            view->expand(view->model()->index(f, 0, references));
        QCoreApplication::processEvents();
        const double opened = tree.nsecsElapsed() / 1e6;
        QSignalSpy rescanned(window.library(), &SkillLibrary::snapshotChanged);
        window.library()->refresh();
        QElapsedTimer rescan;
        rescan.start();
        while (rescanned.isEmpty() && rescan.elapsed() < 60'000)
            QTest::qWait(5);
        QTest::qWait(200);
        const double treeStall = treeMonitor.stop();
        const QModelIndex after = view->currentIndex();
        std::printf(
            "library tree: a skill with 2000 files in 20 folders listed in %.1f ms, all 20 folders open in "
            "%.1f ms; after a rescan still open: %s; longest stall %.1f ms (including the rescan of %d skills)\n",
            listed, opened, view->isExpanded(after) ? "yes" : "no", treeStall, count);
    }
    window.editorArea()->setUnsavedPolicy([](const QStringList &) { return UnsavedDecision::Discard; });
    window.close();
    return 0;
}
