// bench_ui: measures the window with a large skill root.
//   bench_ui [--skills N] [--root DIR] [--keystrokes K] [--baseline]
// Prints: time to first window, time until the library tree is filled (and validated), and the longest
// GUI-thread stall while typing into a SKILL.md (source editor and form), measured by a 1 ms precise timer whose
// lateness is the stall. --baseline types the same keys into a bare QsciScintilla (no workbench) for comparison.
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
#include <QElapsedTimer>
#include <QFile>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <algorithm>

#include <cstdio>

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
        double ms;
        QString what;
    };
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (!m_recording || m_depth > 0 || QThread::currentThread() != thread())
            return QApplication::notify(receiver, event);
        ++m_depth;
        QElapsedTimer clock;
        clock.start();
        const int type = int(event->type());
        QString what;
        if (receiver) {
            what = QString::fromLatin1(receiver->metaObject()->className());
            if (!receiver->objectName().isEmpty())
                what += QLatin1Char('(') + receiver->objectName() + QLatin1Char(')');
            if (receiver->parent())
                what += QStringLiteral(" in ") + QString::fromLatin1(receiver->parent()->metaObject()->className());
        }
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        const double ms = clock.nsecsElapsed() / 1e6;
        if (ms >= 4) {
            m_slow.append({ ms, QStringLiteral("%1 event %2").arg(what).arg(type) });
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
        for (const Slow &slow : m_slow.mid(0, 12))
            std::printf("    %7.2f ms  %s\n", slow.ms, qPrintable(slow.what));
    }

private:
    bool m_recording = false;
    int m_depth = 0;
    QList<Slow> m_slow;
};

// Observes the event loop: a 1 ms precise timer; the longest gap between two ticks is the longest stall.
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
                m_longest = qMax(m_longest, now - m_last);
            m_last = now;
        });
    }
    void start()
    {
        m_longest = 0;
        m_last = 0;
        m_clock.start();
        m_timer.start();
    }
    double stop()
    {
        m_timer.stop();
        return m_longest / 1e6;
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_longest = 0;
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

// Types `keystrokes` characters into `target`, one every `intervalMs`, while the monitor watches.
double typeAndMeasure(QWidget *target, int keystrokes, int intervalMs, double *perKeyMax)
{
    StallMonitor monitor;
    monitor.start();
    QElapsedTimer key;
    double worstKey = 0;
    for (int i = 0; i < keystrokes; ++i) {
        const char c = "the quick brown fox jumps over "[i % 30];
        key.start();
        QTest::keyClick(target, c);
        worstKey = qMax(worstKey, key.nsecsElapsed() / 1e6);
        QTest::qWait(intervalMs);
    }
    QTest::qWait(600); // let debounced work (parse, validation, catalog) finish inside the window
    *perKeyMax = worstKey;
    return monitor.stop();
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
        double perKey = 0;
        const double stall = typeAndMeasure(&bare, keystrokes, 30, &perKey);
        std::printf("baseline bare QsciScintilla: longest stall while typing %.2f ms, slowest key %.2f ms (%d keys)\n",
            stall, perKey, keystrokes);
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
    std::printf("longest GUI-thread stall while scanning and validating: %.1f ms\n", scanStall);

    const QString skill = window.library()->snapshot()->visible().value(count / 2).skillMdPath;
    auto *editor = qobject_cast<SkillMdEditor *>(window.editorArea()->openFile(skill));
    if (!editor) {
        std::printf("could not open %s\n", qPrintable(skill));
        return 1;
    }
    QTest::qWait(1500); // catalog preview and budget of 10,000 skills settle
    editor->sourceEditor()->setFocus();
    editor->sourceEditor()->setCursorPosition(2, 20);
    double perKey = 0;
    const bool attribute = parser.isSet(attributeOption);
    app.record(attribute);
    const double sourceStall = typeAndMeasure(editor->sourceEditor(), keystrokes, 30, &perKey);
    std::printf("typing in the SKILL.md source (%d keys, 30 ms apart): longest stall %.2f ms, slowest key %.2f ms\n",
        keystrokes, sourceStall, perKey);
    if (attribute)
        app.print("typing in the source");
    app.record(attribute);
    editor->form()->descriptionEdit()->setFocus();
    double formKey = 0;
    const double formStall = typeAndMeasure(editor->form()->descriptionEdit(), keystrokes, 30, &formKey);
    std::printf("typing in the description field (%d keys): longest stall %.2f ms, slowest key %.2f ms\n", keystrokes,
        formStall, formKey);
    if (attribute)
        app.print("typing in the description field");
    app.record(false);
    window.editorArea()->setUnsavedPolicy([](const QStringList &) { return UnsavedDecision::Discard; });
    window.close();
    return 0;
}
