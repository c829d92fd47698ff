// Tests of the workspace layout, metadata, staging (digest, copy/link, read-only), glob matching and output
// collection (confinement, MIME, caps).
#include "testfiles.h"
#include "workspace/outputcollector.h"
#include "workspace/workspace.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QMutex>
#include <QRegularExpression>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace sw;
using sw::test::writeFile;

namespace {
QString copyFixture(const QString &to)
{
    const QString from = QStringLiteral(SW_TEST_DATA_DIR "/demo-skill");
    QDir().mkpath(to);
    for (const QString &rel : { QStringLiteral("SKILL.md"), QStringLiteral("scripts/report.sh") }) {
        QDir().mkpath(QFileInfo(to + u'/' + rel).absolutePath());
        QFile::copy(from + u'/' + rel, to + u'/' + rel);
    }
    return to;
}

const QByteArray kPng = QByteArray::fromBase64(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==");
} // namespace

class TestWorkspace : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void layoutAndMetadataAfterStaging();
    void digestIsSha256OfSortedPathsAndContents();
    void unchangedSkillIsNotRestaged();
    void editedSkillIsRestaged();
    void missingLinkTriggersRestage();
    void linkStagerAndReadOnlyOption();
    void stageInputsCopiesIntoWorkInputs();
    void runDirNameAndListingAndCleanup();
    void concurrentRunDirsAreDistinct();
    void globSegments_data();
    void globSegments();
    void globPaths();
    void normalizePrefixes_data();
    void normalizePrefixes();
    void collectsWithDoubleStarAndPrefixesDeduplicated();
    void refusesEscapes();
    void classifiesMimeAndInlinesOnlyText();
    void capsFilesSizeAndTotal();
    void defaultGlobIsOutWithTwentyFiles();
};

void TestWorkspace::layoutAndMetadataAfterStaging()
{
    QTemporaryDir tmp;
    const QString source = copyFixture(tmp.filePath(QStringLiteral("src/demo-skill")));
    QString error;
    const auto ws = Workspace::create(tmp.filePath(QStringLiteral("root")), QStringLiteral("sess 1"), &error);
    QVERIFY2(ws, qPrintable(error));
    QVERIFY(QRegularExpression(QStringLiteral("^ws_sess-1_\\d{8}T\\d{6}\\.\\d{3}$"))
                .match(QFileInfo(ws->root()).fileName())
                .hasMatch());
    for (const QString &dir :
        { QStringLiteral("skills"), QStringLiteral("work/inputs"), QStringLiteral("out"), QStringLiteral("runs") })
        QVERIFY2(QFileInfo(ws->root() + u'/' + dir).isDir(), qPrintable(dir));

    const StageResult staged = ws->stageSkill(QStringLiteral("demo-skill"), source);
    QVERIFY2(staged.ok, qPrintable(staged.error));
    QVERIFY(staged.restaged);
    QCOMPARE(staged.path, ws->root() + QStringLiteral("/skills/demo-skill"));
    QCOMPARE(staged.digest, skillTreeDigest(source));
    QVERIFY(QFileInfo(staged.path + QStringLiteral("/SKILL.md")).isFile());
    QVERIFY(QFileInfo(staged.path + QStringLiteral("/scripts/report.sh")).isExecutable());
    QCOMPARE(QFileInfo(staged.path + QStringLiteral("/out")).symLinkTarget(), ws->outputDir());
    QCOMPARE(QFileInfo(staged.path + QStringLiteral("/work")).symLinkTarget(), ws->workDir());
    QCOMPARE(QFileInfo(staged.path + QStringLiteral("/inputs")).symLinkTarget(), ws->inputsDir());
    QCOMPARE(QFile::symLinkTarget(staged.path + QStringLiteral("/out")), ws->outputDir());

    const QJsonObject m = ws->metadata();
    QCOMPARE(m.value(QStringLiteral("version")).toInt(), 1);
    for (const char *key : { "created_at", "updated_at", "last_access" })
        QVERIFY2(QDateTime::fromString(m.value(QLatin1String(key)).toString(), Qt::ISODateWithMs).isValid(), key);
    QVERIFY(m.value(QStringLiteral("inputs")).isArray());
    QVERIFY(m.value(QStringLiteral("outputs")).isArray());
    const QJsonObject skill
        = m.value(QStringLiteral("skills")).toObject().value(QStringLiteral("demo-skill")).toObject();
    QCOMPARE(skill.value(QStringLiteral("name")).toString(), QStringLiteral("demo-skill"));
    QCOMPARE(skill.value(QStringLiteral("rel_path")).toString(), QStringLiteral("skills/demo-skill"));
    QCOMPARE(skill.value(QStringLiteral("digest")).toString(), staged.digest);
    QCOMPARE(skill.value(QStringLiteral("mounted")).toBool(), false);
    QVERIFY(skill.contains(QStringLiteral("staged_at")));
    QVERIFY(!QFileInfo::exists(ws->metadataPath() + QStringLiteral(".tmp"))); // QSaveFile left nothing behind

    const auto reopened = Workspace::open(ws->root(), &error);
    QVERIFY2(reopened, qPrintable(error));
    QCOMPARE(reopened->root(), ws->root());
    QVERIFY(!Workspace::open(tmp.path(), &error));
    QVERIFY(error.contains(QStringLiteral("metadata.json")));
}

void TestWorkspace::digestIsSha256OfSortedPathsAndContents()
{
    QTemporaryDir tmp;
    writeFile(tmp.filePath(QStringLiteral("b/c.txt")), "C");
    writeFile(tmp.filePath(QStringLiteral("a.txt")), "A");
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(QByteArrayView("a.txt\0A\0b/c.txt\0C\0", 18));
    QCOMPARE(skillTreeDigest(tmp.path()), QString::fromLatin1(h.result().toHex()));
    QVERIFY(skillTreeDigest(tmp.filePath(QStringLiteral("missing"))).isEmpty());
}

void TestWorkspace::unchangedSkillIsNotRestaged()
{
    QTemporaryDir tmp;
    const QString source = copyFixture(tmp.filePath(QStringLiteral("src/demo-skill")));
    const auto ws = Workspace::create(tmp.filePath(QStringLiteral("root")), QStringLiteral("s"));
    QVERIFY(ws);
    QVERIFY(ws->stageSkill(QStringLiteral("demo-skill"), source).restaged);
    writeFile(ws->skillDir(QStringLiteral("demo-skill")) + QStringLiteral("/.venv/marker"), "cache");
    const StageResult again = ws->stageSkill(QStringLiteral("demo-skill"), source);
    QVERIFY(again.ok);
    QVERIFY(!again.restaged);
    QVERIFY(QFileInfo::exists(ws->skillDir(QStringLiteral("demo-skill")) + QStringLiteral("/.venv/marker")));
}

void TestWorkspace::editedSkillIsRestaged()
{
    QTemporaryDir tmp;
    const QString source = copyFixture(tmp.filePath(QStringLiteral("src/demo-skill")));
    const auto ws = Workspace::create(tmp.filePath(QStringLiteral("root")), QStringLiteral("s"));
    QVERIFY(ws);
    const StageResult first = ws->stageSkill(QStringLiteral("demo-skill"), source);
    writeFile(ws->skillDir(QStringLiteral("demo-skill")) + QStringLiteral("/stale"), "x");
    writeFile(source + QStringLiteral("/SKILL.md"), "---\nname: demo-skill\ndescription: edited\n---\n");
    const StageResult second = ws->stageSkill(QStringLiteral("demo-skill"), source);
    QVERIFY(second.ok);
    QVERIFY(second.restaged);
    QVERIFY(second.digest != first.digest);
    QVERIFY(!QFileInfo::exists(ws->skillDir(QStringLiteral("demo-skill")) + QStringLiteral("/stale")));
    QFile f(ws->skillDir(QStringLiteral("demo-skill")) + QStringLiteral("/SKILL.md"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains("edited"));
    QCOMPARE(ws->metadata()
                 .value(QStringLiteral("skills"))
                 .toObject()
                 .value(QStringLiteral("demo-skill"))
                 .toObject()
                 .value(QStringLiteral("digest"))
                 .toString(),
        second.digest);
}

void TestWorkspace::missingLinkTriggersRestage()
{
    QTemporaryDir tmp;
    const QString source = copyFixture(tmp.filePath(QStringLiteral("src/demo-skill")));
    const auto ws = Workspace::create(tmp.filePath(QStringLiteral("root")), QStringLiteral("s"));
    QVERIFY(ws);
    QVERIFY(ws->stageSkill(QStringLiteral("demo-skill"), source).ok);
    QVERIFY(QFile::remove(ws->skillDir(QStringLiteral("demo-skill")) + QStringLiteral("/inputs")));
    const StageResult again = ws->stageSkill(QStringLiteral("demo-skill"), source);
    QVERIFY(again.restaged);
    QVERIFY(QFileInfo(ws->skillDir(QStringLiteral("demo-skill")) + QStringLiteral("/inputs")).isSymLink());
}

void TestWorkspace::linkStagerAndReadOnlyOption()
{
    QTemporaryDir tmp;
    const QString source = copyFixture(tmp.filePath(QStringLiteral("src/demo-skill")));
    const auto ws = Workspace::create(tmp.filePath(QStringLiteral("root")), QStringLiteral("s"));
    QVERIFY(ws);
    const StageResult linked = ws->stageSkill(QStringLiteral("linked"), source, StagerKind::Link);
    QVERIFY2(linked.ok, qPrintable(linked.error));
    QCOMPARE(QFileInfo(linked.path + QStringLiteral("/scripts")).symLinkTarget(), source + QStringLiteral("/scripts"));
    QVERIFY(QFileInfo(linked.path + QStringLiteral("/out")).isSymLink());
    QCOMPARE(ws->metadata()
                 .value(QStringLiteral("skills"))
                 .toObject()
                 .value(QStringLiteral("linked"))
                 .toObject()
                 .value(QStringLiteral("mounted"))
                 .toBool(),
        true);

    const StageResult ro = ws->stageSkill(QStringLiteral("ro"), source, StagerKind::Copy, true);
    QVERIFY2(ro.ok, qPrintable(ro.error));
    const auto kWrite = QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther;
    QCOMPARE(QFileInfo(ro.path + QStringLiteral("/SKILL.md")).permissions() & kWrite, QFile::Permissions());
    QCOMPARE(QFileInfo(ro.path + QStringLiteral("/scripts")).permissions() & kWrite, QFile::Permissions());
    QVERIFY(QFileInfo(ro.path + QStringLiteral("/scripts/report.sh")).isExecutable());
    writeFile(source + QStringLiteral("/extra.txt"), "new"); // re-staging a read-only copy still works
    const StageResult again = ws->stageSkill(QStringLiteral("ro"), source, StagerKind::Copy, true);
    QVERIFY2(again.ok && again.restaged, qPrintable(again.error));
    QVERIFY(QFileInfo::exists(ro.path + QStringLiteral("/extra.txt")));
    QVERIFY(ws->remove());
    QVERIFY(!QFileInfo::exists(ws->root()));
}

void TestWorkspace::stageInputsCopiesIntoWorkInputs()
{
    QTemporaryDir tmp;
    writeFile(tmp.filePath(QStringLiteral("notes.txt")), "hello");
    const auto ws = Workspace::create(tmp.filePath(QStringLiteral("root")), QStringLiteral("s"));
    QVERIFY(ws);
    QString error;
    const QStringList staged = ws->stageInputs({ tmp.filePath(QStringLiteral("notes.txt")) }, &error);
    QCOMPARE(staged, QStringList { ws->inputsDir() + QStringLiteral("/notes.txt") });
    const QJsonArray inputs = ws->metadata().value(QStringLiteral("inputs")).toArray();
    QCOMPARE(inputs.size(), 1);
    QCOMPARE(inputs.first().toObject().value(QStringLiteral("to")).toString(), QStringLiteral("work/inputs/notes.txt"));
    QVERIFY(ws->stageInputs({ tmp.filePath(QStringLiteral("none.txt")) }, &error).isEmpty());
    QVERIFY(error.contains(QStringLiteral("none.txt")));
}

void TestWorkspace::runDirNameAndListingAndCleanup()
{
    QTemporaryDir tmp;
    const QString root = tmp.filePath(QStringLiteral("root"));
    const auto a = Workspace::create(root, QStringLiteral("alpha"));
    const auto b = Workspace::create(root, QStringLiteral("beta"));
    QVERIFY(a && b);
    const QString run1 = a->createRunDir();
    const QString run2 = a->createRunDir();
    QVERIFY(run1 != run2);
    QVERIFY(QRegularExpression(QStringLiteral("^run_\\d{8}T\\d{6}\\.\\d{3}$"))
                .match(QFileInfo(run1).fileName())
                .hasMatch());
    QCOMPARE(QFileInfo(run1).absolutePath(), a->runsDir());

    const QList<WorkspaceInfo> all = Workspace::list(root);
    QCOMPARE(all.size(), 2);
    QStringList sessions { all[0].session, all[1].session };
    sessions.sort();
    QCOMPARE(sessions, (QStringList { QStringLiteral("alpha"), QStringLiteral("beta") }));

    QVERIFY(Workspace::cleanup(root, QDateTime::currentDateTimeUtc().addDays(-1)).isEmpty());
    const QStringList removed = Workspace::cleanup(root, QDateTime::currentDateTimeUtc().addSecs(60));
    QCOMPARE(removed.size(), 2);
    QVERIFY(Workspace::list(root).isEmpty());
}

void TestWorkspace::concurrentRunDirsAreDistinct()
{
    // Runs prepared at the same moment on several threads (two model runs at once): each gets its own folder.
    // Names carry the time to the millisecond, so the threads collide on purpose.
    QTemporaryDir tmp;
    const auto ws = Workspace::create(tmp.filePath(QStringLiteral("root")), QStringLiteral("s"));
    QVERIFY(ws);
    constexpr int kThreads = 6;
    constexpr int kPerThread = 25;
    QSemaphore ready;
    QSemaphore go;
    QMutex mutex;
    QStringList made;
    QStringList errors;
    QList<QThread *> threads;
    for (int t = 0; t < kThreads; ++t) {
        threads.append(QThread::create([&] {
            ready.release();
            go.acquire();
            for (int i = 0; i < kPerThread; ++i) {
                QString error;
                const QString dir = ws->createRunDir(&error);
                QMutexLocker lock(&mutex);
                if (dir.isEmpty())
                    errors.append(error);
                else
                    made.append(dir);
            }
        }));
        threads.last()->start();
    }
    ready.acquire(kThreads);
    go.release(kThreads);
    for (QThread *thread : threads) {
        QVERIFY(thread->wait(30000));
        delete thread;
    }
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
    QCOMPARE(made.size(), kThreads * kPerThread);
    made.removeDuplicates();
    QCOMPARE(made.size(), kThreads * kPerThread);
    for (const QString &dir : std::as_const(made))
        QVERIFY(QFileInfo(dir).isDir());
}

void TestWorkspace::globSegments_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("match");
    QTest::newRow("star") << "*.txt"
                          << "a.txt" << true;
    QTest::newRow("star no") << "*.txt"
                             << "a.txt.bak" << false;
    QTest::newRow("star empty") << "a*"
                                << "a" << true;
    QTest::newRow("question") << "?.md"
                              << "x.md" << true;
    QTest::newRow("question too long") << "?.md"
                                       << "xy.md" << false;
    QTest::newRow("class") << "[ab].c"
                           << "b.c" << true;
    QTest::newRow("class no") << "[ab].c"
                              << "c.c" << false;
    QTest::newRow("range") << "f[0-9]"
                           << "f7" << true;
    QTest::newRow("negated") << "f[!0-9]"
                             << "f7" << false;
    QTest::newRow("escape") << "a\\*"
                            << "a*" << true;
    QTest::newRow("escape literal") << "a\\*"
                                    << "ab" << false;
    QTest::newRow("backtrack") << "*a*b"
                               << "xaybzb" << true;
    QTest::newRow("dotfile") << "*"
                             << ".hidden" << true;
    QTest::newRow("malformed class") << "[ab"
                                     << "[ab" << true;
}

void TestWorkspace::globSegments()
{
    QFETCH(QString, pattern);
    QFETCH(QString, name);
    QFETCH(bool, match);
    QCOMPARE(matchGlobSegment(pattern, name), match);
}

void TestWorkspace::globPaths()
{
    QVERIFY(matchGlobPath(QStringLiteral("out/**"), QStringLiteral("out/a/b/c.txt")));
    QVERIFY(matchGlobPath(QStringLiteral("out/**/*.txt"), QStringLiteral("out/c.txt")));
    QVERIFY(matchGlobPath(QStringLiteral("**/*.png"), QStringLiteral("a/b/x.png")));
    QVERIFY(!matchGlobPath(QStringLiteral("out/*.txt"), QStringLiteral("out/a/c.txt")));
    QVERIFY(!matchGlobPath(QStringLiteral("out/**/*.txt"), QStringLiteral("work/c.txt")));
    QVERIFY(matchGlobPath(QStringLiteral("**/**/x"), QStringLiteral("x")));
}

void TestWorkspace::normalizePrefixes_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("expected");
    QTest::newRow("output") << "$OUTPUT_DIR/fib.txt"
                            << "out/fib.txt";
    QTest::newRow("braced") << "${OUTPUT_DIR}/processed/*"
                            << "out/processed/*";
    QTest::newRow("work") << "$WORK_DIR/a"
                          << "work/a";
    QTest::newRow("skills") << "${SKILLS_DIR}/demo/**"
                            << "skills/demo/**";
    QTest::newRow("workspace") << "$WORKSPACE_DIR/out/*.txt"
                               << "out/*.txt";
    QTest::newRow("dot slash") << "./out//x.txt"
                               << "out/x.txt";
    QTest::newRow("absolute inside") << "/WS/out/x"
                                     << "out/x";
    QTest::newRow("dotdot") << "out/../../etc/passwd"
                            << "";
    QTest::newRow("absolute outside") << "/etc/passwd"
                                      << "";
    QTest::newRow("not a prefix") << "$OUTPUT_DIRX/a"
                                  << "$OUTPUT_DIRX/a";
}

void TestWorkspace::normalizePrefixes()
{
    QFETCH(QString, pattern);
    QFETCH(QString, expected);
    QString error;
    QCOMPARE(normalizeOutputGlob(QString(pattern).replace(QStringLiteral("/WS/"), QStringLiteral("/ws/root/")),
                 QStringLiteral("/ws/root"), &error),
        expected);
    QCOMPARE(error.isEmpty(), !expected.isEmpty());
}

void TestWorkspace::collectsWithDoubleStarAndPrefixesDeduplicated()
{
    QTemporaryDir tmp;
    const QString source = copyFixture(tmp.filePath(QStringLiteral("src/demo-skill")));
    const auto ws = Workspace::create(tmp.filePath(QStringLiteral("root")), QStringLiteral("s"));
    QVERIFY(ws);
    QVERIFY(ws->stageSkill(QStringLiteral("demo-skill"), source).ok);
    writeFile(ws->outputDir() + QStringLiteral("/a.txt"), "A");
    writeFile(ws->outputDir() + QStringLiteral("/deep/er/b.txt"), "B");
    writeFile(ws->workDir() + QStringLiteral("/c.txt"), "C");
    QDir().mkpath(ws->outputDir() + QStringLiteral("/dir.txt")); // a directory is never collected

    const OutputCollection c = collectOutputFiles(ws->root(),
        { QStringLiteral("$OUTPUT_DIR/**/*.txt"), QStringLiteral("out/a.txt"),
            QStringLiteral("skills/demo-skill/out/*.txt"), QStringLiteral("${WORK_DIR}/*.txt") });
    QStringList names;
    for (const OutputFile &f : c.files)
        names.append(f.name);
    QCOMPARE(names,
        (QStringList {
            QStringLiteral("out/a.txt"), QStringLiteral("out/deep/er/b.txt"), QStringLiteral("work/c.txt") }));
    QCOMPARE(c.files.first().ref(), QStringLiteral("workspace://out/a.txt"));
    QCOMPARE(c.files.first().absolutePath, ws->outputDir() + QStringLiteral("/a.txt"));
    QVERIFY(!c.limitsHit);
}

void TestWorkspace::refusesEscapes()
{
    QTemporaryDir tmp;
    const auto ws = Workspace::create(tmp.filePath(QStringLiteral("root")), QStringLiteral("s"));
    QVERIFY(ws);
    writeFile(tmp.filePath(QStringLiteral("secret.txt")), "secret");
    writeFile(tmp.filePath(QStringLiteral("secretdir/inner.txt")), "inner");
    QVERIFY(QFile::link(tmp.filePath(QStringLiteral("secret.txt")), ws->outputDir() + QStringLiteral("/leak.txt")));
    QVERIFY(QFile::link(tmp.filePath(QStringLiteral("secretdir")), ws->outputDir() + QStringLiteral("/leakdir")));
    writeFile(ws->outputDir() + QStringLiteral("/ok.txt"), "ok");

    const OutputCollection c = collectOutputFiles(ws->root(),
        { QStringLiteral("out/**"), QStringLiteral("out/leak.txt"), QStringLiteral("../secret.txt"),
            QStringLiteral("out/../../secret.txt"), tmp.filePath(QStringLiteral("secret.txt")) });
    QCOMPARE(c.files.size(), 1);
    QCOMPARE(c.files.first().name, QStringLiteral("out/ok.txt"));
    QCOMPARE(c.warnings.size(), 3);
    for (const QString &w : c.warnings)
        QVERIFY2(w.contains(QStringLiteral("workspace")), qPrintable(w));
}

void TestWorkspace::classifiesMimeAndInlinesOnlyText()
{
    QTemporaryDir tmp;
    const auto ws = Workspace::create(tmp.filePath(QStringLiteral("root")), QStringLiteral("s"));
    QVERIFY(ws);
    writeFile(ws->outputDir() + QStringLiteral("/a.txt"), "plain text\n");
    writeFile(ws->outputDir() + QStringLiteral("/b.json"), "{\"k\": 1}\n");
    writeFile(ws->outputDir() + QStringLiteral("/c.png"), kPng);
    writeFile(ws->outputDir() + QStringLiteral("/d.csv"), "a,b\n1,2\n");
    writeFile(ws->outputDir() + QStringLiteral("/e.bin"), QByteArray("\x00\x01\x02\xff", 4));
    const OutputCollection c = collectOutputFiles(ws->root(), {});
    QCOMPARE(c.files.size(), 5);
    QCOMPARE(c.files[0].mimeType, QStringLiteral("text/plain"));
    QCOMPARE(c.files[0].content, QStringLiteral("plain text\n"));
    QCOMPARE(c.files[0].sizeBytes, 11);
    QCOMPARE(c.files[1].mimeType, QStringLiteral("application/json"));
    QVERIFY(c.files[1].isText);
    QCOMPARE(c.files[2].mimeType, QStringLiteral("image/png"));
    QVERIFY(!c.files[2].isText);
    QVERIFY(c.files[2].content.isEmpty());
    QCOMPARE(c.files[2].sizeBytes, kPng.size());
    QCOMPARE(c.files[3].mimeType, QStringLiteral("text/csv"));
    QVERIFY(!c.files[4].isText);
    QVERIFY(isTextMimeType(QStringLiteral("application/ld+json")));
    QVERIFY(!isTextMimeType(QStringLiteral("application/pdf")));
    const QJsonObject json = c.files[0].toJson();
    QCOMPARE(json.keys(),
        (QStringList { QStringLiteral("content"), QStringLiteral("mime_type"), QStringLiteral("name"),
            QStringLiteral("ref"), QStringLiteral("size_bytes"), QStringLiteral("truncated") }));
}

void TestWorkspace::capsFilesSizeAndTotal()
{
    QTemporaryDir tmp;
    const auto ws = Workspace::create(tmp.filePath(QStringLiteral("root")), QStringLiteral("s"));
    QVERIFY(ws);
    for (int i = 0; i < 5; ++i)
        writeFile(ws->outputDir() + QStringLiteral("/f%1.txt").arg(i), QByteArray(10, 'a' + i));
    writeFile(ws->outputDir() + QStringLiteral("/utf8.txt"), QByteArray("aaa\xc3\xa9", 5)); // cut inside é

    OutputLimits limits;
    limits.maxFiles = 3;
    OutputCollection c = collectOutputFiles(ws->root(), { QStringLiteral("out/f*.txt") }, limits);
    QCOMPARE(c.files.size(), 3);
    QVERIFY(c.limitsHit);

    limits = {};
    limits.maxFileBytes = 4;
    c = collectOutputFiles(ws->root(), { QStringLiteral("out/utf8.txt"), QStringLiteral("out/f0.txt") }, limits);
    QCOMPARE(c.files.size(), 2);
    QCOMPARE(c.files[0].content, QStringLiteral("aaaa"));
    QVERIFY(c.files[0].truncated);
    QCOMPARE(c.files[1].content, QStringLiteral("aaa")); // the 2-byte é does not fit in 4 bytes
    QVERIFY(c.files[1].truncated);
    QCOMPARE(c.files[1].sizeBytes, 5);
    QVERIFY(c.limitsHit);

    limits = {};
    limits.maxTotalBytes = 25;
    c = collectOutputFiles(ws->root(), { QStringLiteral("out/f*.txt") }, limits);
    QCOMPARE(c.files.size(), 5);
    QCOMPARE(c.files[0].content.size(), 10);
    QCOMPARE(c.files[1].content.size(), 10);
    QCOMPARE(c.files[2].content.size(), 5);
    QVERIFY(c.files[2].truncated);
    QVERIFY(c.files[3].content.isEmpty());
    QVERIFY(c.files[3].truncated);
    QVERIFY(c.limitsHit);
}

void TestWorkspace::defaultGlobIsOutWithTwentyFiles()
{
    QTemporaryDir tmp;
    const auto ws = Workspace::create(tmp.filePath(QStringLiteral("root")), QStringLiteral("s"));
    QVERIFY(ws);
    for (int i = 0; i < 25; ++i)
        writeFile(ws->outputDir() + QStringLiteral("/sub/%1.txt").arg(i, 2, 10, QLatin1Char('0')), "x");
    writeFile(ws->workDir() + QStringLiteral("/not-exported.txt"), "x");
    const OutputCollection c = collectOutputFiles(ws->root(), {});
    QCOMPARE(c.files.size(), 20);
    QVERIFY(c.limitsHit);
    for (const OutputFile &f : c.files)
        QVERIFY(f.name.startsWith(QStringLiteral("out/sub/")));
}

QTEST_GUILESS_MAIN(TestWorkspace)
#include "tst_workspace.moc"
