// Tests of the Runs UI: models (QAbstractItemModelTester), ANSI segments, documented commands, CSV parsing,
// the console (stderr colour, ANSI, search, follow/pause, bounded tail), previews by MIME, and a GUI test that
// runs the fixture skill from the panel and sees the console fill and the PNG in the preview.
#include "preview/filepreview.h"
#include "preview/imagepreview.h"
#include "preview/outputfilesmodel.h"
#include "preview/previewformats.h"
#include "runs/ansiparser.h"
#include "runs/runconsole.h"
#include "runs/runform.h"
#include "runs/runsmodel.h"
#include "runs/runspanel.h"
#include "testfiles.h"

#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeView>

using namespace sw;
using namespace sw::ui;
using sw::test::writeFile;

namespace {
const QString kFixture = QStringLiteral(SW_SOURCE_DIR "/tests/workspace/data/demo-skill");

QColor colorAt(QPlainTextEdit *view, const QString &needle)
{
    const QTextCursor found = view->document()->find(needle);
    if (found.isNull())
        return {};
    QTextCursor c(view->document());
    c.setPosition(found.selectionStart() + 1);
    return c.charFormat().foreground().color();
}
} // namespace

class TestUiRuns : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void ansiSegments();
    void documentedCommandsFromSkillMd();
    void longCommandShowsFromItsStart();
    void largeImageOpensWhole();
    void delimitedAndHex();
    void previewKinds_data();
    void previewKinds();
    void runsModelFollowsJobs();
    void outputFilesModel();
    void consoleInterleavesColoursAndSearches();
    void consoleFollowPausesWhenScrolledUp();
    void consoleKeepsBoundedTail();
    void filePreviewPages();
    void markdownPreviewShowsRelativeImages();
    void panelRunsFixtureAndPreviewsImage();
    void runFormManySkills();
    void runFormRunsFromTheKeyboard();

private:
    QTemporaryDir m_tmp;
    std::optional<Workspace> m_ws;
};

void TestUiRuns::initTestCase()
{
    m_ws = Workspace::create(m_tmp.filePath(QStringLiteral("root")), QStringLiteral("ui"));
    QVERIFY(m_ws);
}

void TestUiRuns::ansiSegments()
{
    AnsiParser p;
    auto segments = p.feed(QStringLiteral("plain \x1b[1;31mred\x1b[0m back\r\n"));
    QCOMPARE(segments.size(), 3);
    QCOMPARE(segments[0].text, QStringLiteral("plain "));
    QVERIFY(!segments[0].style.foreground.isValid());
    QCOMPARE(segments[1].text, QStringLiteral("red"));
    QCOMPARE(segments[1].style.foreground, AnsiParser::paletteColor(1));
    QVERIFY(segments[1].style.bold);
    QCOMPARE(segments[2].text, QStringLiteral(" back\n"));
    // An escape cut across two chunks, 256-colour and true colour, other CSI removed.
    segments = p.feed(QStringLiteral("a\x1b[38;5;"));
    QCOMPARE(segments.size(), 1);
    QCOMPARE(segments[0].text, QStringLiteral("a"));
    segments = p.feed(QStringLiteral("196mb\x1b[2K\x1b[48;2;1;2;3mc"));
    QCOMPARE(segments.size(), 2);
    QCOMPARE(segments[0].text, QStringLiteral("b"));
    QCOMPARE(segments[0].style.foreground, QColor(255, 0, 0));
    QCOMPARE(segments[1].style.background, QColor(1, 2, 3));
    segments = p.feed(QStringLiteral("\x1b]0;title\x07x"));
    QCOMPARE(segments.size(), 1);
    QCOMPARE(segments[0].text, QStringLiteral("x"));
}

void TestUiRuns::documentedCommandsFromSkillMd()
{
    const QString md
        = QStringLiteral("# T\n\n```bash\n# comment\npython3 scripts/fib.py 20 out/fib.txt\n$ ls out\n"
                         "python3 scripts/a.py \\\n  --flag\n```\n\n```json\n{\"not\": \"a command\"}\n```\n"
                         "```\nls out\n```\n");
    QCOMPARE(documentedCommands(md),
        (QStringList { QStringLiteral("python3 scripts/fib.py 20 out/fib.txt"), QStringLiteral("ls out"),
            QStringLiteral("python3 scripts/a.py --flag") }));

    RunForm form;
    form.setSkills({ { QStringLiteral("demo-skill"), kFixture } });
    QCOMPARE(form.offeredCommands(), QStringList { QStringLiteral("bash scripts/report.sh \"hello\"") });
    QCOMPARE(form.request().command, QStringLiteral("bash scripts/report.sh \"hello\""));
    form.globsField()->setText(QStringLiteral("out/*.txt  $OUTPUT_DIR/*.png"));
    form.envField()->setPlainText(QStringLiteral("A=1\nB=x=y"));
    form.executorBox()->setCurrentIndex(2);
    const RunRequest r = form.request();
    QCOMPARE(r.skillFolder, kFixture);
    QCOMPARE(r.outputGlobs, (QStringList { QStringLiteral("out/*.txt"), QStringLiteral("$OUTPUT_DIR/*.png") }));
    QCOMPARE(r.env.value(QStringLiteral("B")), QStringLiteral("x=y"));
    QCOMPARE(r.executor, ExecutorChoice::Local);
    QVERIFY(form.validationError().isEmpty());
    form.envField()->setPlainText(QStringLiteral("broken"));
    QVERIFY(!form.validationError().isEmpty());
    QSignalSpy spy(&form, &RunForm::runRequested);
    form.envField()->clear();
    form.runButton()->click();
    QCOMPARE(spy.size(), 1);
}

void TestUiRuns::delimitedAndHex()
{
    const auto rows = parseDelimited(QStringLiteral("a,b\n\"x, y\",\"say \"\"hi\"\"\"\r\n3,\n"), u',');
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[1], (QStringList { QStringLiteral("x, y"), QStringLiteral("say \"hi\"") }));
    QCOMPARE(rows[2], (QStringList { QStringLiteral("3"), QString() }));
    QCOMPARE(hexDump(QByteArray("AB\x00", 3)).left(19), QStringLiteral("00000000  41 42 00 "));
    QVERIFY(hexDump(QByteArray("AB\x00", 3)).trimmed().endsWith(QStringLiteral("|AB.|")));
}

void TestUiRuns::previewKinds_data()
{
    QTest::addColumn<QString>("mime");
    QTest::addColumn<int>("kind");
    QTest::newRow("text") << "text/plain" << int(PreviewKind::Text);
    QTest::newRow("python") << "text/x-python" << int(PreviewKind::Text);
    QTest::newRow("shell") << "application/x-shellscript" << int(PreviewKind::Text);
    QTest::newRow("markdown") << "text/markdown" << int(PreviewKind::Markdown);
    QTest::newRow("json") << "application/json" << int(PreviewKind::Json);
    QTest::newRow("csv") << "text/csv" << int(PreviewKind::Table);
    QTest::newRow("tsv") << "text/tab-separated-values" << int(PreviewKind::Table);
    QTest::newRow("png") << "image/png" << int(PreviewKind::Image);
    QTest::newRow("svg") << "image/svg+xml" << int(PreviewKind::Image);
    QTest::newRow("pdf") << "application/pdf" << int(PreviewKind::Pdf);
    QTest::newRow("html") << "text/html" << int(PreviewKind::Html);
    QTest::newRow("audio") << "audio/mpeg" << int(PreviewKind::Binary);
    QTest::newRow("octet") << "application/octet-stream" << int(PreviewKind::Binary);
}

void TestUiRuns::previewKinds()
{
    QFETCH(QString, mime);
    QFETCH(int, kind);
    QCOMPARE(int(previewKindForMime(mime)), kind);
}

void TestUiRuns::runsModelFollowsJobs()
{
    RunsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    RunRequest ok;
    ok.skillName = QStringLiteral("demo-skill");
    ok.skillFolder = kFixture;
    ok.command = QStringLiteral("echo hello; echo oops >&2");
    ok.executor = ExecutorChoice::Local;
    RunJob job(*m_ws, ok);
    QCOMPARE(model.addJob(&job, QStringLiteral("manual")), 0);
    QCOMPARE(model.statusAt(0), RunStatus::Running);
    QCOMPARE(model.data(model.index(0, RunsModel::StatusColumn)).toString(), QStringLiteral("running"));
    QSignalSpy finished(&model, &RunsModel::runFinished);
    job.start();
    QVERIFY(finished.wait(20000));
    QCOMPARE(model.statusAt(0), RunStatus::Ok);
    QCOMPARE(model.data(model.index(0, RunsModel::SkillColumn)).toString(), QStringLiteral("demo-skill"));
    QCOMPARE(model.data(model.index(0, RunsModel::ExecutorColumn)).toString(), QStringLiteral("local"));
    QCOMPARE(model.data(model.index(0, RunsModel::ExitCodeColumn)).toInt(), 0);
    QVERIFY(model.data(model.index(0, RunsModel::DurationColumn)).toString().endsWith(QStringLiteral(" ms")));
    QCOMPARE(model.data(model.index(0, RunsModel::StatusColumn), RunsModel::OriginRole).toString(),
        QStringLiteral("manual"));
    QCOMPARE(model.logAt(0)->text(RunLog::Channel::Stdout), QByteArray("hello\n"));
    QCOMPARE(model.logAt(0)->text(RunLog::Channel::Stderr), QByteArray("oops\n"));

    RunRequest failing = ok;
    failing.command = QStringLiteral("exit 4");
    RunJob job2(*m_ws, failing);
    model.addJob(&job2, QStringLiteral("model"));
    job2.start();
    QVERIFY(finished.wait(20000));
    QCOMPARE(model.statusAt(1), RunStatus::Failed);
    QCOMPARE(model.data(model.index(1, RunsModel::ExitCodeColumn)).toInt(), 4);

    RunRequest slow = ok;
    slow.command = QStringLiteral("sleep 1");
    slow.timeoutSeconds = 1;
    RunResult timedOut;
    timedOut.timedOut = true;
    QCOMPARE(RunsModel::statusOf(timedOut), RunStatus::TimedOut);
    RunResult stopped;
    stopped.stopped = true;
    QCOMPARE(RunsModel::statusOf(stopped), RunStatus::Stopped);
    QCOMPARE(model.addFinished(slow, timedOut, QStringLiteral("history")), 2);
    QCOMPARE(model.data(model.index(2, RunsModel::StatusColumn)).toString(), QStringLiteral("timed out"));
    QCOMPARE(model.rowCount(), 3);

    // A running run's duration shows and ticks (once a second), not an empty cell until it ends.
    RunRequest longer = ok;
    longer.command = QStringLiteral("sleep 30");
    RunJob job3(*m_ws, longer);
    QCOMPARE(model.addJob(&job3, QStringLiteral("manual")), 3);
    job3.start();
    QVERIFY(!model.data(model.index(3, RunsModel::DurationColumn)).toString().isEmpty());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(QTest::qWaitFor(
        [&] {
            return std::any_of(changed.cbegin(), changed.cend(), [](const QList<QVariant> &args) {
                const auto topLeft = args.at(0).value<QModelIndex>();
                return topLeft.row() == 3 && topLeft.column() == RunsModel::DurationColumn;
            });
        },
        5000));
    QVERIFY(model.isTicking());
    job3.stop();
    QVERIFY(finished.wait(20000));
    QCOMPARE(model.statusAt(3), RunStatus::Stopped);
    QVERIFY(!model.isTicking()); // no run left: no ticks
    QCOMPARE(RunsModel::durationText(850), QStringLiteral("850 ms"));
    QCOMPARE(RunsModel::durationText(14'431), QStringLiteral("14.4 s"));
    QCOMPARE(RunsModel::durationText(185'000), QStringLiteral("3 min 05 s"));
}

void TestUiRuns::outputFilesModel()
{
    OutputFilesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    OutputFile a;
    a.name = QStringLiteral("out/a.txt");
    a.absolutePath = QStringLiteral("/x/out/a.txt");
    a.mimeType = QStringLiteral("text/plain");
    a.sizeBytes = 2048;
    a.isText = true;
    OutputFile b = a;
    b.name = QStringLiteral("out/b.png");
    b.mimeType = QStringLiteral("image/png");
    b.isText = false;
    model.setFiles({ a, b });
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), 3);
    QCOMPARE(model.data(model.index(0, OutputFilesModel::NameColumn)).toString(), QStringLiteral("out/a.txt"));
    QCOMPARE(model.data(model.index(0, OutputFilesModel::SizeColumn)).toString(), formatByteSize(2048));
    QCOMPARE(model.data(model.index(1, OutputFilesModel::MimeColumn)).toString(), QStringLiteral("image/png"));
    QCOMPARE(model.data(model.index(1, 0), OutputFilesModel::IsTextRole).toBool(), false);
    QCOMPARE(model.data(model.index(0, 0), OutputFilesModel::AbsolutePathRole).toString(), a.absolutePath);
    QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("Type"));
    model.setFiles({});
    QCOMPARE(model.rowCount(), 0);
}

void TestUiRuns::consoleInterleavesColoursAndSearches()
{
    RunLog log;
    RunConsole console;
    console.resize(600, 300);
    console.show();
    log.append(RunLog::Channel::Stdout, "first out\n");
    console.setLog(&log); // replays what the log holds
    log.append(RunLog::Channel::Stderr, "then err\n");
    log.append(RunLog::Channel::Stdout, "\x1b[32mgreen\x1b[0m and \xc3");
    log.append(RunLog::Channel::Stdout, "\xa9\n"); // a UTF-8 character split across chunks
    console.flushPending();
    QCOMPARE(console.plainText(), QStringLiteral("first out\nthen err\ngreen and é\n"));
    QCOMPARE(colorAt(console.textView(), QStringLiteral("then err")), QColor(0xd0, 0x30, 0x30));
    QCOMPARE(colorAt(console.textView(), QStringLiteral("green")), AnsiParser::paletteColor(2));
    console.searchField()->setText(QStringLiteral("err"));
    QVERIFY(console.findNext());
    QCOMPARE(console.textView()->textCursor().selectedText(), QStringLiteral("err"));
    console.searchField()->setText(QStringLiteral("absent"));
    QVERIFY(!console.findNext());
    console.setLog(nullptr);
    QVERIFY(console.plainText().isEmpty());
}

void TestUiRuns::consoleFollowPausesWhenScrolledUp()
{
    RunLog log;
    RunConsole console;
    console.resize(400, 200);
    console.show();
    console.setLog(&log);
    for (int i = 0; i < 200; ++i)
        log.append(RunLog::Channel::Stdout, QByteArray("line ") + QByteArray::number(i) + '\n');
    console.flushPending();
    QScrollBar *bar = console.textView()->verticalScrollBar();
    QVERIFY(bar->maximum() > 0);
    QCOMPARE(bar->value(), bar->maximum());
    QVERIFY(console.isFollowing());
    bar->setValue(5); // the user scrolls up
    log.append(RunLog::Channel::Stdout, "more\n");
    console.flushPending();
    QCOMPARE(bar->value(), 5);
    QVERIFY(!console.isFollowing());
    bar->setValue(bar->maximum()); // back at the bottom: following again
    log.append(RunLog::Channel::Stdout, "even more\n");
    console.flushPending();
    QCOMPARE(bar->value(), bar->maximum());
}

void TestUiRuns::consoleKeepsBoundedTail()
{
    RunLog log(nullptr, 64 * 1024);
    const QByteArray line(99, 'x');
    for (int i = 0; i < 5000; ++i)
        log.append(RunLog::Channel::Stdout, line + '\n');
    QVERIFY(log.keptBytes() <= 64 * 1024 + 64 * 1024);
    QVERIFY(log.droppedBytes() > 0);
    QCOMPARE(log.keptBytes() + log.droppedBytes(), 5000 * 100);

    RunLog live;
    RunConsole console;
    console.setMaximumLines(1000);
    console.setLog(&live);
    for (int i = 0; i < 5000; ++i)
        live.append(RunLog::Channel::Stdout, QByteArray::number(i) + '\n');
    console.flushPending();
    QVERIFY(console.textView()->document()->blockCount() <= 1000 + 1);
    QVERIFY(console.plainText().contains(QStringLiteral("\n4999\n")));
    // The lines dropped from the top are counted in a marker that stays the first line (there was none).
    const QStringList lines = console.plainText().split(QLatin1Char('\n'));
    const qint64 dropped = console.droppedLines();
    QVERIFY(dropped > 0);
    QVERIFY2(lines.first().startsWith(QStringLiteral("… %1 earlier line").arg(QLocale().toString(dropped))),
        qPrintable(lines.first()));
    QVERIFY2(lines.first().contains(QStringLiteral("the last %1 lines").arg(QLocale().toString(1000))),
        qPrintable(lines.first()));
    QCOMPARE(lines.at(1), QString::number(dropped)); // the oldest line kept follows the marker
    for (int i = 5000; i < 5100; ++i)
        live.append(RunLog::Channel::Stdout, QByteArray::number(i) + '\n');
    console.flushPending();
    const QStringList more = console.plainText().split(QLatin1Char('\n'));
    QCOMPARE(console.droppedLines(), dropped + 100);
    QVERIFY(more.first().startsWith(QStringLiteral("… %1 earlier line").arg(QLocale().toString(dropped + 100))));
    QCOMPARE(more.at(1), QString::number(dropped + 100));
    QCOMPARE(console.textView()->document()->blockCount(), 1000 + 1);
    console.clear();
    QCOMPARE(console.droppedLines(), 0);
    QVERIFY(console.plainText().isEmpty());
}

// A Markdown output file that shows `sales-chart.svg` beside it: the image is drawn (it was a broken-image mark:
// the page had no base folder), PNG too; a remote image is not fetched.
void TestUiRuns::markdownPreviewShowsRelativeImages()
{
    const QString dir = m_tmp.filePath(QStringLiteral("report-out"));
    writeFile(dir + QStringLiteral("/report.md"),
        "# Sales\n\n![Sales "
        "chart](sales-chart.svg)\n\n![Logo](img/logo.png)\n\n![Remote](https://example.com/x.png)\n");
    writeFile(dir + QStringLiteral("/sales-chart.svg"),
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"60\"><rect width=\"120\" height=\"60\" "
        "fill=\"#ff0000\"/></svg>");
    QDir().mkpath(dir + QStringLiteral("/img"));
    QImage logo(30, 10, QImage::Format_RGB32);
    logo.fill(Qt::blue);
    QVERIFY(logo.save(dir + QStringLiteral("/img/logo.png")));
    // Shown from another working folder, as the Runs page does.
    const QString cwd = QDir::currentPath();
    QDir::setCurrent(QDir::tempPath());
    FilePreview preview;
    preview.resize(600, 500);
    preview.showFile(dir + QStringLiteral("/report.md"));
    QDir::setCurrent(cwd);
    QCOMPARE(preview.kind(), PreviewKind::Markdown);
    QTextBrowser *page = preview.browser();
    const QImage chart
        = page->loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("sales-chart.svg"))).value<QImage>();
    QCOMPARE(chart.size(), QSize(120, 60));
    QCOMPARE(chart.pixelColor(60, 30), QColor(Qt::red));
    const QImage png
        = page->loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("img/logo.png"))).value<QImage>();
    QCOMPARE(png.size(), QSize(30, 10));
    QVERIFY(
        !page->loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("https://example.com/x.png"))).isValid());
    // And it is drawn: the rendered page has the chart's red.
    preview.show();
    QVERIFY(QTest::qWaitForWindowExposed(&preview));
    const QImage shot = page->viewport()->grab().toImage();
    int red = 0;
    for (int y = 0; y < shot.height(); y += 2)
        for (int x = 0; x < shot.width(); x += 2)
            red += shot.pixelColor(x, y) == QColor(Qt::red) ? 1 : 0;
    QVERIFY2(red > 400, qPrintable(QString::number(red)));
}

void TestUiRuns::filePreviewPages()
{
    FilePreview preview;
    preview.resize(500, 400);
    const QString dir = m_tmp.filePath(QStringLiteral("previews"));
    writeFile(dir + QStringLiteral("/a.md"), "# Title\n\nSome *text*.\n");
    writeFile(dir + QStringLiteral("/b.json"), "{\"k\":[1,2]}");
    writeFile(dir + QStringLiteral("/c.csv"), "h1,h2\n1,2\n");
    writeFile(dir + QStringLiteral("/d.svg"),
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"20\"><rect width=\"40\" height=\"20\" "
        "fill=\"red\"/></svg>");
    writeFile(dir + QStringLiteral("/e.bin"), QByteArray("\x00\x01PK\xff", 5));
    writeFile(dir + QStringLiteral("/f.py"), "def f():\n    return 1\n");

    preview.showFile(dir + QStringLiteral("/a.md"));
    QCOMPARE(preview.kind(), PreviewKind::Markdown);
    QVERIFY(!preview.showsSource());
    preview.setShowSource(true);
    QCOMPARE(preview.displayedText(), QStringLiteral("# Title\n\nSome *text*.\n"));

    preview.showFile(dir + QStringLiteral("/b.json"));
    QCOMPARE(preview.kind(), PreviewKind::Json);
    preview.setShowSource(true);
    QCOMPARE(preview.displayedText(), QStringLiteral("{\"k\":[1,2]}")); // the file's own text

    // The preview never changes data: numbers as written, keys in the file's order, in the tree and the source.
    const QByteArray data = "{\"zeta\": 39.9042, \"alpha\": -1.0, \"mid\": {\"b\": 1e3, \"a\": \"x\\u00e9\"}}";
    writeFile(dir + QStringLiteral("/g.json"), data);
    preview.showFile(dir + QStringLiteral("/g.json"));
    preview.setShowSource(true);
    QCOMPARE(preview.displayedText(), QString::fromUtf8(data));
    preview.setShowSource(false);
    const auto *tree = preview.findChild<QTreeView *>();
    QVERIFY(tree);
    const QAbstractItemModel *json = tree->model();
    const QModelIndex root = json->index(0, 0);
    QCOMPARE(json->rowCount(root), 3);
    QCOMPARE(json->index(0, 0, root).data().toString(), QStringLiteral("zeta"));
    QCOMPARE(json->index(0, 1, root).data().toString(), QStringLiteral("39.9042"));
    QCOMPARE(json->index(1, 0, root).data().toString(), QStringLiteral("alpha"));
    QCOMPARE(json->index(1, 1, root).data().toString(), QStringLiteral("-1.0"));
    const QModelIndex mid = json->index(2, 0, root);
    QCOMPARE(json->index(0, 0, mid).data().toString(), QStringLiteral("b"));
    QCOMPARE(json->index(0, 1, mid).data().toString(), QStringLiteral("1e3"));
    QCOMPARE(json->index(1, 1, mid).data().toString(), QStringLiteral("\"x\u00e9\""));

    preview.showFile(dir + QStringLiteral("/c.csv"));
    QCOMPARE(preview.kind(), PreviewKind::Table);
    const auto *table = preview.findChild<QTableView *>();
    QVERIFY(table);
    QCOMPARE(table->model()->rowCount(), 1);
    QCOMPARE(table->model()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("h2"));

    preview.showFile(dir + QStringLiteral("/d.svg"));
    QCOMPARE(preview.kind(), PreviewKind::Image);
    QVERIFY(preview.imagePreview()->isSvg());
    QCOMPARE(preview.imagePreview()->image().size(), QSize(40, 20));
    preview.imagePreview()->setZoom(2.0);
    QCOMPARE(preview.imagePreview()->canvas()->pixmap().size(), QSize(80, 40));

    preview.showFile(dir + QStringLiteral("/e.bin"));
    QCOMPARE(preview.kind(), PreviewKind::Binary);
    QVERIFY(preview.displayedText().contains(QStringLiteral("00000000  00 01 50 4b ff")));

    preview.showFile(dir + QStringLiteral("/f.py"));
    QCOMPARE(preview.kind(), PreviewKind::Text);
    QCOMPARE(preview.displayedText(), QStringLiteral("def f():\n    return 1\n"));
}

void TestUiRuns::panelRunsFixtureAndPreviewsImage()
{
    RunsPanel panel;
    panel.resize(1200, 800);
    panel.show();
    panel.setWorkspace(*m_ws);
    panel.setSkills({ { QStringLiteral("demo-skill"), kFixture } });
    panel.form()->executorBox()->setCurrentIndex(2); // local: the same everywhere
    QCOMPARE(panel.form()->commandBox()->currentText(), QStringLiteral("bash scripts/report.sh \"hello\""));
    panel.form()->commandBox()->setCurrentText(
        QStringLiteral("bash scripts/report.sh gui; printf '\\033[31mred\\033[0m\\n'"));
    // Before the first run, the history and the console say what comes there.
    QVERIFY2(
        panel.statusLabel()->text().startsWith(QStringLiteral("No runs yet")), qPrintable(panel.statusLabel()->text()));
    QVERIFY(panel.console()->textView()->placeholderText().contains(QStringLiteral("output appears here")));
    QSignalSpy started(&panel, &RunsPanel::runStarted);
    panel.form()->runButton()->click();
    QCOMPARE(started.size(), 1);
    QCOMPARE(panel.statusLabel()->text(), QStringLiteral("Running…"));
    QCOMPARE(panel.runsModel()->rowCount(), 1);
    QCOMPARE(panel.selectedRun(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(panel.console()->plainText().contains(QStringLiteral("wrote report")), 20000);
    QTRY_COMPARE_WITH_TIMEOUT(panel.runsModel()->statusAt(0), RunStatus::Ok, 20000);
    QTRY_VERIFY(panel.console()->plainText().contains(QStringLiteral("note: done")));
    QVERIFY(panel.console()->plainText().contains(QStringLiteral("red")));
    QVERIFY(!panel.console()->plainText().contains(QStringLiteral("\x1b")));

    QCOMPARE(panel.filesModel()->rowCount(), 2);
    QCOMPARE(panel.filesModel()->fileAt(0)->name, QStringLiteral("out/pixel.png"));
    // The first file is selected and previewed: the PNG, as an image.
    QTRY_COMPARE(panel.preview()->kind(), PreviewKind::Image);
    QCOMPARE(panel.preview()->imagePreview()->image().size(), QSize(1, 1));
    QVERIFY(!panel.preview()->imagePreview()->canvas()->pixmap().isNull());

    panel.filesView()->selectRow(1);
    QCOMPARE(panel.preview()->kind(), PreviewKind::Text);
    QCOMPARE(panel.preview()->displayedText(), QStringLiteral("report for gui\n"));

    panel.rerunSelected();
    QCOMPARE(panel.runsModel()->rowCount(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(panel.runsModel()->statusAt(1), RunStatus::Ok, 20000);
    // With runs in the history and none selected, the line says to select one.
    panel.runsView()->selectionModel()->clearCurrentIndex();
    QCOMPARE(panel.selectedRun(), -1);
    QCOMPARE(panel.statusLabel()->text(), QStringLiteral("Select a run to see its output and files."));
}

// Return in the command field runs (the button's default only works in a dialog); Ctrl+Return runs from the
// environment box, where Return writes a new line.
void TestUiRuns::runFormRunsFromTheKeyboard()
{
    RunForm form;
    form.setSkills({ { QStringLiteral("demo-skill"), kFixture } });
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    form.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&form));
    QSignalSpy spy(&form, &RunForm::runRequested);
    QLineEdit *command = form.commandBox()->lineEdit();
    command->setFocus();
    command->selectAll();
    QTest::keyClicks(command, QStringLiteral("ls out"));
    QTest::keyClick(form.commandBox(), Qt::Key_Return); // where the window's key events go: the combo has the focus
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.at(0).at(0).value<RunRequest>().command, QStringLiteral("ls out"));
    QTest::keyClick(command, Qt::Key_Return); // and sent to its line edit, once
    QCOMPARE(spy.size(), 2);
    spy.clear();
    form.envField()->setFocus();
    QTest::keyClicks(form.envField(), QStringLiteral("A=1"));
    QTest::keyClick(form.envField(), Qt::Key_Return); // a new line, not a run
    QCOMPARE(spy.size(), 0);
    QTest::keyClicks(form.envField(), QStringLiteral("B=2"));
    QTest::keyClick(form.envField(), Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.at(0).at(0).value<RunRequest>().env.value(QStringLiteral("B")), QStringLiteral("2"));
    form.globsField()->setFocus();
    QTest::keyClick(form.globsField(), Qt::Key_Return);
    QCOMPARE(spy.size(), 2);
}

void TestUiRuns::runFormManySkills()
{
    // 10,000 skills in the picker (filled in one model reset): names, folders and the selection survive a refill.
    QList<RunForm::SkillChoice> skills;
    for (int i = 0; i < 10000; ++i)
        skills.append(
            { QStringLiteral("skill-%1").arg(i, 5, 10, QLatin1Char('0')), QStringLiteral("/skills/%1").arg(i) });
    skills.append({ QStringLiteral("demo-skill"), kFixture });
    RunForm form;
    form.setSkills(skills);
    QCOMPARE(form.skillBox()->count(), 10001);
    QCOMPARE(form.currentSkill(), QStringLiteral("skill-00000"));
    QCOMPARE(form.request().skillFolder, QStringLiteral("/skills/0"));
    form.setCurrentSkill(QStringLiteral("demo-skill"));
    QCOMPARE(form.request().skillFolder, kFixture);
    QCOMPARE(form.offeredCommands().value(0), QStringLiteral("bash scripts/report.sh \"hello\""));
    skills.removeFirst();
    form.setSkills(skills); // refilled: the chosen skill stays chosen
    QCOMPARE(form.skillBox()->count(), 10000);
    QCOMPARE(form.currentSkill(), QStringLiteral("demo-skill"));
    QCOMPARE(form.request().skillFolder, kFixture);
    form.setCurrentSkill(QStringLiteral("skill-09999"));
    QCOMPARE(form.request().skillFolder, QStringLiteral("/skills/9999"));
    QVERIFY(form.offeredCommands().isEmpty());
    form.setSkills({});
    QCOMPARE(form.skillBox()->count(), 0);
    QCOMPARE(form.validationError(), QStringLiteral("Choose a skill to run."));
}

// In the narrow form a long documented command read "…p region --value revenue --name sales": the line edit kept its
// cursor at the end. It shows from the program on, whole in its tool tip, and the list opens as wide as it.
void TestUiRuns::longCommandShowsFromItsStart()
{
    QTemporaryDir dir;
    const QString longCommand = QStringLiteral(
        "python3 scripts/report.py data/sales.csv --group region --value revenue --name sales --format svg,png");
    QDir().mkpath(dir.filePath(QStringLiteral("long")));
    QFile md(dir.filePath(QStringLiteral("long/SKILL.md")));
    QVERIFY(md.open(QIODevice::WriteOnly));
    md.write("---\nname: long\ndescription: d\n---\n```bash\n" + longCommand.toUtf8() + "\n```\n");
    md.close();
    RunForm form;
    form.resize(320, 400);
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    form.setSkills({ { QStringLiteral("long"), dir.filePath(QStringLiteral("long")) } });
    QLineEdit *edit = form.commandBox()->lineEdit();
    QCOMPARE(edit->text(), longCommand);
    QVERIFY(edit->fontMetrics().horizontalAdvance(longCommand) > edit->width()); // it does not fit
    QCOMPARE(edit->cursorPosition(), 0);
    QCOMPARE(form.commandBox()->toolTip(), longCommand);
    QVERIFY(form.commandBox()->view()->minimumWidth() > edit->fontMetrics().horizontalAdvance(longCommand));
    // A rerun's command too.
    RunRequest again;
    again.skillName = QStringLiteral("long");
    again.command = longCommand + QStringLiteral(" --again");
    form.setRequest(again);
    QCOMPARE(edit->cursorPosition(), 0);
    QCOMPARE(form.commandBox()->toolTip(), again.command);
    // Typing keeps the cursor where the user types.
    edit->setFocus();
    edit->end(false);
    QTest::keyClicks(edit, QStringLiteral(" -v"));
    QCOMPARE(edit->cursorPosition(), edit->text().size());
    QCOMPARE(form.commandBox()->toolTip(), again.command + QStringLiteral(" -v"));
}

// A chart larger than the preview opened at 100 %: the user saw its top-left corner. It opens whole and follows the
// pane's size until the user zooms; one smaller than the pane stays at 100 %.
void TestUiRuns::largeImageOpensWhole()
{
    QTemporaryDir dir;
    QImage big(1600, 1000, QImage::Format_RGB32);
    big.fill(Qt::darkBlue);
    QVERIFY(big.save(dir.filePath(QStringLiteral("big.png"))));
    QImage small(40, 30, QImage::Format_RGB32);
    small.fill(Qt::red);
    QVERIFY(small.save(dir.filePath(QStringLiteral("small.png"))));
    FilePreview preview;
    preview.resize(500, 400);
    preview.show();
    QVERIFY(QTest::qWaitForWindowExposed(&preview));
    ImagePreview *image = preview.imagePreview();
    auto *scroll = image->findChild<QScrollArea *>();
    QVERIFY(scroll);
    auto fits = [&] {
        const QSize shown = image->canvas()->pixmap().size();
        const QSize area = scroll->viewport()->size();
        return !shown.isEmpty() && shown.width() <= area.width() && shown.height() <= area.height()
            && (shown.width() >= area.width() - 2 || shown.height() >= area.height() - 2);
    };
    preview.showFile(dir.filePath(QStringLiteral("big.png")));
    QCOMPARE(preview.kind(), PreviewKind::Image);
    QTRY_VERIFY(fits());
    QVERIFY(image->zoom() < 0.5);
    QVERIFY(image->followsView());
    const double before = image->zoom();
    preview.resize(900, 700); // a larger pane: the image grows with it
    QTRY_VERIFY(image->zoom() > before);
    QTRY_VERIFY(fits());
    image->zoomIn(); // the user's zoom stands from then on
    QVERIFY(!image->followsView());
    const double chosen = image->zoom();
    preview.resize(500, 400);
    QTRY_COMPARE(scroll->viewport()->width() < 600, true);
    QCOMPARE(image->zoom(), chosen);

    preview.showFile(dir.filePath(QStringLiteral("small.png")));
    QTRY_COMPARE(image->canvas()->pixmap().size(), QSize(40, 30)); // never enlarged on opening
    QCOMPARE(image->zoom(), 1.0);
    // The zoom figure has the room of the widest one from the start: a refit changing "44 %" to "100 %" was read
    // in the old width until the row was laid out again (the layout audit caught "100 %" in 31 of 38 pixels).
    const QLabel *figure = image->zoomLabel();
    for (const double zoom : { 0.44, 1.0, 32.0 }) {
        image->setZoom(zoom);
        QVERIFY2(figure->width() >= figure->fontMetrics().horizontalAdvance(figure->text()),
            qPrintable(QStringLiteral("%1 in %2 px").arg(figure->text()).arg(figure->width())));
    }
}

QTEST_MAIN(TestUiRuns)
#include "tst_ui_runs.moc"
