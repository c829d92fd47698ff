// Tests of URL skill roots (PROTOCOL.md 2.1) against a loopback HTTP server: cache entries, reuse, rebuild,
// concurrent builders, formats, size caps, lying/dropping servers, non-2xx, file:// rules, cancellation.
#include "archive/skillsrooturl.h"
#include "loopbackhttpserver.h"
#include "testarchives.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace sw;
using namespace sw::test;

namespace {
QByteArray twoSkills(TestFormat format)
{
    return buildArchive(
        format, { { "alpha/SKILL.md", skillMd("alpha", "A") }, { "beta/SKILL.md", skillMd("beta", "B") } });
}

Route ok(const QByteArray &body)
{
    Route r;
    r.body = body;
    return r;
}
} // namespace

Q_DECLARE_METATYPE(sw::test::Route)

class TestSkillsRootUrl : public QObject
{
    Q_OBJECT
private:
    // Resolves on the test thread: the loopback server is served by the nested event loop.
    SkillsRootResolution resolve(const QString &url, SkillsRootOptions options = {})
    {
        options.cacheDir = m_cache->path();
        return resolveSkillsRoot(url, options);
    }

    std::unique_ptr<QTemporaryDir> m_cache;
    std::unique_ptr<LoopbackHttpServer> m_server;

private slots:
    void init()
    {
        m_cache = std::make_unique<QTemporaryDir>();
        m_server = std::make_unique<LoopbackHttpServer>();
    }

    void localAndFileRoots()
    {
        QCOMPARE(resolveSkillsRoot("  /some/where  ").localPath, QStringLiteral("/some/where"));
        QVERIFY(resolveSkillsRoot("").localPath.isEmpty() && resolveSkillsRoot("").ok());
        QCOMPARE(resolveSkillsRoot("file:///tmp/skills").localPath, QStringLiteral("/tmp/skills"));
        QCOMPARE(resolveSkillsRoot("file://localhost/tmp/skills").localPath, QStringLiteral("/tmp/skills"));
        QCOMPARE(resolveSkillsRoot("file://example.com/tmp/skills").error,
            QStringLiteral("unsupported file URL host: \"example.com\""));
        QCOMPARE(resolveSkillsRoot("ftp://example.com/s.zip").error,
            QStringLiteral("unsupported skills root URL: ftp://example.com/s.zip"));
    }

    void cacheDirFromEnvironment()
    {
        const QByteArray old = qgetenv("SKILLS_CACHE_DIR");
        qputenv("SKILLS_CACHE_DIR", "/custom/cache");
        QCOMPARE(skillsCacheDir(), QStringLiteral("/custom/cache"));
        qunsetenv("SKILLS_CACHE_DIR");
        QVERIFY(skillsCacheDir().endsWith("/skill-workbench/skills"));
        if (!old.isEmpty())
            qputenv("SKILLS_CACHE_DIR", old);
        QCOMPARE(skillsRootCacheKey("http://x/a.zip"),
            QString::fromLatin1(QCryptographicHash::hash("http://x/a.zip", QCryptographicHash::Sha256).toHex()));
    }

    void firstUseDownloadsSecondUsesCache()
    {
        m_server->setRoute("/skills.zip", ok(twoSkills(TestFormat::Zip)));
        const QString url = m_server->url("/skills.zip");
        QList<qint64> progress;
        SkillsRootOptions options;
        options.progress = [&](qint64 received, qint64) { progress.append(received); };
        const SkillsRootResolution first = resolve(url, options);
        QVERIFY2(first.ok(), qPrintable(first.error));
        QVERIFY(first.downloaded);
        QVERIFY(!first.fromCache);
        QCOMPARE(first.localPath, m_cache->path() + "/" + skillsRootCacheKey(url));
        QCOMPARE(
            listTree(first.localPath), QStringList({ ".ready", "alpha", "alpha/SKILL.md", "beta", "beta/SKILL.md" }));
        QCOMPARE(readFile(first.localPath + "/.ready"), QByteArray("ok"));
        QCOMPARE(readFile(first.localPath + "/beta/SKILL.md"), skillMd("beta", "B"));
        QCOMPARE(m_server->requests("/skills.zip"), 1);
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last(), qint64(twoSkills(TestFormat::Zip).size()));
        QCOMPARE(QDir(m_cache->path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
            QStringList({ skillsRootCacheKey(url) })); // no tmp-skill-root-* left

        const SkillsRootResolution second = resolve(url);
        QVERIFY(second.ok());
        QVERIFY(second.fromCache);
        QVERIFY(!second.downloaded);
        QCOMPARE(second.localPath, first.localPath);
        QCOMPARE(m_server->requests("/skills.zip"), 1); // no second request
    }

    void halfBuiltEntryIsRebuilt()
    {
        m_server->setRoute("/s.tar.gz", ok(twoSkills(TestFormat::TarGz)));
        const QString url = m_server->url("/s.tar.gz");
        const QString entry = m_cache->path() + "/" + skillsRootCacheKey(url);
        QDir().mkpath(entry + "/stale");
        QFile stray(entry + "/stale/SKILL.md");
        QVERIFY(stray.open(QIODevice::WriteOnly));
        stray.close();
        const SkillsRootResolution r = resolve(url);
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY(r.downloaded);
        QCOMPARE(listTree(entry), QStringList({ ".ready", "alpha", "alpha/SKILL.md", "beta", "beta/SKILL.md" }));
        QCOMPARE(m_server->requests("/s.tar.gz"), 1);
    }

    void concurrentResolversEndWithOneEntry()
    {
        m_server->setRoute("/c.zip", ok(twoSkills(TestFormat::Zip)));
        m_server->holdUntil(2); // both builders download before either finishes
        const QString url = m_server->url("/c.zip");
        SkillsRootOptions options;
        options.cacheDir = m_cache->path();
        SkillsRootResolution a, b;
        std::unique_ptr<QThread> ta(QThread::create([&] { a = resolveSkillsRoot(url, options); }));
        std::unique_ptr<QThread> tb(QThread::create([&] { b = resolveSkillsRoot(url, options); }));
        ta->start();
        tb->start();
        QTRY_VERIFY_WITH_TIMEOUT(ta->isFinished() && tb->isFinished(), 20000);
        QVERIFY2(a.ok(), qPrintable(a.error));
        QVERIFY2(b.ok(), qPrintable(b.error));
        QCOMPARE(a.localPath, b.localPath);
        QCOMPARE(m_server->requests("/c.zip"), 2);
        QCOMPARE(int(a.downloaded) + int(b.downloaded), 1); // the first rename wins, the other reuses it
        QCOMPARE(QDir(m_cache->path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
            QStringList({ skillsRootCacheKey(url) }));
        QCOMPARE(listTree(a.localPath), QStringList({ ".ready", "alpha", "alpha/SKILL.md", "beta", "beta/SKILL.md" }));
    }

    void formats_data()
    {
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QStringList>("tree");
        const QStringList two { ".ready", "alpha", "alpha/SKILL.md", "beta", "beta/SKILL.md" };
        QTest::newRow("tgz") << QByteArray("/a.tgz") << twoSkills(TestFormat::TarGz) << two;
        QTest::newRow("tar") << QByteArray("/a.tar") << twoSkills(TestFormat::Tar) << two;
        QTest::newRow("zip by magic") << QByteArray("/download") << twoSkills(TestFormat::Zip) << two;
        QTest::newRow("gzip by magic") << QByteArray("/blob") << twoSkills(TestFormat::TarGz) << two;
        QTest::newRow("bare SKILL.md") << QByteArray("/x/SKILL.md") << skillMd("solo", "S")
                                       << QStringList({ ".ready", "SKILL.md" });
    }

    void formats()
    {
        QFETCH(QByteArray, path);
        QFETCH(QByteArray, body);
        QFETCH(QStringList, tree);
        m_server->setRoute(path, ok(body));
        const SkillsRootResolution r = resolve(m_server->url(QString::fromLatin1(path)));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(listTree(r.localPath), tree);
    }

    void failures_data()
    {
        QTest::addColumn<Route>("route");
        QTest::addColumn<qint64>("cap");
        QTest::addColumn<QString>("error");
        QTest::newRow("unsupported file") << ok("just text") << qint64(64 * kMiB) << "unsupported skills root file: /f";
        Route missing { 404, "Not Found", "nope", Route::Mode::Normal, -1 };
        QTest::newRow("404") << missing << qint64(64 * kMiB) << "download skills root: 404 Not Found";
        Route error500 { 500, "Internal Server Error", "", Route::Mode::Normal, -1 };
        QTest::newRow("500") << error500 << qint64(64 * kMiB) << "download skills root: 500 Internal Server Error";
        Route huge { 200, "OK", "small", Route::Mode::DeclaredLength, 64 * kMiB + 1 };
        QTest::newRow("Content-Length over the cap") << huge << qint64(64 * kMiB) << "download skills root: too large";
        Route stream { 200, "OK", QByteArray(3 * 1024 * 1024, 'z'), Route::Mode::NoLength, -1 };
        QTest::newRow("stream over the cap") << stream << qint64(1024 * 1024) << "download skills root: too large";
        Route bomb { 200, "OK", {}, Route::Mode::Normal, -1 };
        {
            TestEntry big { "a/big.bin" };
            big.zeros = 2 * kMiB;
            bomb.body = buildArchive(TestFormat::Zip, { { "a/SKILL.md", "x" }, big });
        }
        QTest::newRow("archive past the total") << bomb << qint64(64 * kMiB) << "skills root archive too large";
        Route slip = ok(buildArchive(TestFormat::Zip, { { "a/SKILL.md", "x" }, { "../../evil", "pwned" } }));
        QTest::newRow("zip-slip") << slip << qint64(64 * kMiB)
                                  << "archive entry \"../../evil\": '..' would leave the target folder";
    }

    void failures()
    {
        QFETCH(Route, route);
        QFETCH(qint64, cap);
        QFETCH(QString, error);
        m_server->setRoute("/f", route);
        SkillsRootOptions options;
        options.maxDownloadBytes = cap;
        options.limits.maxTotalBytes = 1 * kMiB;
        const SkillsRootResolution r = resolve(m_server->url("/f"), options);
        QCOMPARE(r.error, error);
        QVERIFY(r.localPath.isEmpty());
        QCOMPARE(listTree(m_cache->path()), QStringList()); // no entry, no temp folder
        QVERIFY(!QFileInfo::exists(QFileInfo(m_cache->path()).absolutePath() + "/evil"));
    }

    void lyingAndDroppingServers()
    {
        const QByteArray zip = twoSkills(TestFormat::Zip);
        // Content-Length smaller than the body: only the declared bytes are read, the archive is truncated.
        m_server->setRoute("/lie.zip", Route { 200, "OK", zip, Route::Mode::DeclaredLength, zip.size() / 3 });
        const SkillsRootResolution lie = resolve(m_server->url("/lie.zip"));
        QVERIFY(!lie.ok());
        QVERIFY2(
            lie.error.contains("truncated") || lie.error.contains("not a readable archive"), qPrintable(lie.error));
        // Connection dropped halfway through the declared length.
        m_server->setRoute("/drop.zip", Route { 200, "OK", zip, Route::Mode::DropHalf, -1 });
        const SkillsRootResolution drop = resolve(m_server->url("/drop.zip"));
        QVERIFY2(drop.error.startsWith("download skills root: "), qPrintable(drop.error));
        QCOMPARE(listTree(m_cache->path()), QStringList());
    }

    void asyncProgressAndCancel()
    {
        m_server->setRoute("/ok.zip", ok(twoSkills(TestFormat::Zip)));
        SkillsRootOptions options;
        options.cacheDir = m_cache->path();
        SkillsRootDownload download(m_server->url("/ok.zip"), options);
        QSignalSpy progress(&download, &SkillsRootDownload::progress);
        QSignalSpy finished(&download, &SkillsRootDownload::finished);
        download.start();
        QVERIFY(finished.wait(10000));
        const auto result = finished.first().first().value<SkillsRootResolution>();
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(result.downloaded);
        QVERIFY(progress.count() >= 1);
        // bytes received never go back, the total is the Content-Length, the last report is the whole body
        const qint64 size = twoSkills(TestFormat::Zip).size();
        qint64 last = 0;
        for (const QList<QVariant> &p : std::as_const(progress)) {
            QVERIFY(p.at(0).toLongLong() >= last);
            last = p.at(0).toLongLong();
            QCOMPARE(p.at(1).toLongLong(), size);
        }
        QCOMPARE(last, size);

        // without Content-Length the total is unknown (-1) until the end, and the bytes still arrive
        m_server->setRoute("/nolength.zip", Route { 200, "OK", twoSkills(TestFormat::Zip), Route::Mode::NoLength, -1 });
        SkillsRootDownload unknown(m_server->url("/nolength.zip"), options);
        QSignalSpy unknownProgress(&unknown, &SkillsRootDownload::progress);
        QSignalSpy unknownFinished(&unknown, &SkillsRootDownload::finished);
        unknown.start();
        QVERIFY(unknownFinished.wait(10000));
        QVERIFY(unknownFinished.first().first().value<SkillsRootResolution>().ok());
        QVERIFY(!unknownProgress.isEmpty());
        for (const QList<QVariant> &p : std::as_const(unknownProgress))
            QVERIFY(p.at(1).toLongLong() == -1 || p.at(1).toLongLong() == p.at(0).toLongLong());
        QCOMPARE(unknownProgress.last().at(0).toLongLong(), size);

        m_server->setRoute("/stall.zip", Route { 200, "OK", QByteArray(4 * 1024 * 1024, 'q'), Route::Mode::Stall, -1 });
        SkillsRootDownload stalled(m_server->url("/stall.zip"), options);
        QSignalSpy stalledFinished(&stalled, &SkillsRootDownload::finished);
        QSignalSpy stalledProgress(&stalled, &SkillsRootDownload::progress);
        stalled.start();
        QTRY_COMPARE(m_server->requests("/stall.zip"), 1); // the download is under way and never completes
        // progress while it is under way: part of the 4 MiB body out of a known total
        QTRY_VERIFY(!stalledProgress.isEmpty() && stalledProgress.last().at(0).toLongLong() > 0);
        QCOMPARE(stalledProgress.last().at(1).toLongLong(), 4 * 1024 * 1024);
        QVERIFY(stalledProgress.last().at(0).toLongLong() < 4 * 1024 * 1024);
        QVERIFY(stalledFinished.isEmpty());
        stalled.cancel();
        QVERIFY(stalledFinished.wait(10000));
        QCOMPARE(stalledFinished.first().first().value<SkillsRootResolution>().error,
            QStringLiteral("download skills root: cancelled"));
        QCOMPARE(
            QDir(m_cache->path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).size(), 2); // ok.zip, nolength.zip
    }
};

QTEST_GUILESS_MAIN(TestSkillsRootUrl)
#include "tst_skillsrooturl.moc"
