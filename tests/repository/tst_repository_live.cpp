// Live refresh at scale: the folder watcher (inotify and the QFileSystemWatcher fallback) reports what changed by
// path, and a repository above the window's old live-refresh limit (3,000 skills) follows edits, additions,
// renames and deletions without a manual refresh.
#include "repository/folderwatcher.h"
#include "repository/skillrepository.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;

using sw::test::writeFile;
using sw::test::writeSkill;

namespace {
QString description(const SkillRepository &repo, const QString &name)
{
    const SkillRecord *r = repo.snapshot()->find(name);
    return r ? r->description : QStringLiteral("<missing>");
}

QStringList flatten(const QList<QVariantList> &batches)
{
    QStringList out;
    for (const QVariantList &batch : batches)
        out += batch.at(0).toStringList();
    return out;
}
} // namespace

class TestRepositoryLive : public QObject
{
    Q_OBJECT
private slots:
    void watcherReportsPaths_data()
    {
        QTest::addColumn<FolderWatcher::Backend>("backend");
#ifdef Q_OS_LINUX
        QTest::newRow("inotify") << FolderWatcher::Backend::Native;
#endif
        QTest::newRow("QFileSystemWatcher") << FolderWatcher::Backend::Qt;
    }
    void watcherReportsPaths()
    {
        QFETCH(FolderWatcher::Backend, backend);
        QTemporaryDir dir;
        const QString root = QFileInfo(dir.path()).canonicalFilePath() + "/r";
        writeSkill(root + "/a", "a", "x");
        writeFile(root + "/a/notes.md", "notes");
        ScanOptions options;
        options.collectFolders = true;
        const SkillIndexPtr index = scanRoots({ { root, "user" } }, options);
        FolderWatcher watcher(backend);
        QSignalSpy ready(&watcher, &FolderWatcher::ready);
        QSignalSpy changed(&watcher, &FolderWatcher::changed);
        watcher.watch(index);
        QCOMPARE(ready.size(), 1);
        QCOMPARE(ready.first().at(0).toInt(), 2); // root and a: folders only
        QCOMPARE(ready.first().at(2).toBool(), true); // the first watch: the repository rescans once

        // an in-place write to SKILL.md is reported as that file
        QFile md(root + "/a/SKILL.md");
        QVERIFY(md.open(QIODevice::Append));
        md.write("\nmore\n");
        md.close();
        QTRY_VERIFY(flatten(changed).contains(root + "/a/SKILL.md"));
        // a new folder is reported as its parent
        changed.clear();
        QDir().mkpath(root + "/b");
        QTRY_VERIFY(flatten(changed).contains(root));
        if (backend == FolderWatcher::Backend::Native) {
            // other files inside a skill are not the index's business
            changed.clear();
            writeFile(root + "/a/notes.md", "changed notes");
            writeFile(root + "/a/SKILL.md", "---\nname: a\ndescription: y\n---\n");
            QTRY_VERIFY(flatten(changed).contains(root + "/a/SKILL.md"));
            QVERIFY(!flatten(changed).contains(root + "/a/notes.md"));
        }
        watcher.clear();
        QCOMPARE(watcher.watchedCount(), 0);
    }

    // Folders that appear in a later snapshot are reported once their watch exists (whatever was written in them
    // between the scan and the watch is then re-read).
    void newFoldersAreReportedOnceWatched()
    {
        QTemporaryDir dir;
        const QString root = QFileInfo(dir.path()).canonicalFilePath() + "/r";
        writeSkill(root + "/a", "a", "x");
        ScanOptions options;
        options.collectFolders = true;
        const QList<SkillRoot> roots { { root, "user" } };
        const SkillIndexPtr first = scanRoots(roots, options);
        FolderWatcher watcher;
        QSignalSpy changed(&watcher, &FolderWatcher::changed);
        watcher.watch(first);
        writeSkill(root + "/g/b", "b", "y");
        const SkillIndexPtr second = rescanChanged(first, roots, { root }, options);
        QCOMPARE(second->size(), 2);
        changed.clear();
        watcher.watch(second);
        QCOMPARE(watcher.watchedCount(), 4);
        QVERIFY(!changed.isEmpty());
        QCOMPARE(
            QSet<QString>(changed.first().at(0).toStringList().cbegin(), changed.first().at(0).toStringList().cend()),
            QSet<QString>({ root + "/g", root + "/g/b" }));
    }

    // 3,500 skills (the window used to switch live refresh off above 3,000): switching it on returns at once,
    // every folder is watched, and edits, additions, renames and deletions show up without a manual refresh.
    void liveRefreshAboveTheOldLimit()
    {
        QTemporaryDir dir;
        const QString root = QFileInfo(dir.path()).canonicalFilePath() + "/big";
        const int count = 3500;
        for (int i = 0; i < count; ++i)
            writeSkill(QStringLiteral("%1/group-%2/skill-%3").arg(root).arg(i / 100).arg(i),
                QStringLiteral("skill-%1").arg(i), QStringLiteral("generated %1").arg(i));
        SkillRepository repo;
        repo.setDebounceMs(50);
        repo.setLiveRefresh(false);
        QSignalSpy snapshots(&repo, &SkillRepository::snapshotChanged);
        repo.setRoots({ { root, "user" } });
        QVERIFY(snapshots.wait(60000));
        QCOMPARE(repo.snapshot()->size(), count);

        QSignalSpy ready(&repo, &SkillRepository::watchesReady);
        repo.setLiveRefresh(true); // the watches are set up on the watcher's thread
        QVERIFY(repo.liveRefresh());
        QVERIFY(ready.wait(60000));
        QVERIFY2(repo.watchWarning().isEmpty(), qPrintable(repo.watchWarning()));
        QVERIFY(repo.watchedFolders() >= count + 35 + 1);

        // edit one skill in place
        writeSkill(root + "/group-17/skill-1742", "skill-1742", "edited live");
        QTRY_COMPARE_WITH_TIMEOUT(description(repo, "skill-1742"), QStringLiteral("edited live"), 30000);
        // a new skill in a new group two levels down
        writeSkill(root + "/group-new/deeper/fresh", "fresh", "added live");
        QTRY_COMPARE_WITH_TIMEOUT(description(repo, "fresh"), QStringLiteral("added live"), 30000);
        // and a SKILL.md written into that new folder after it was scanned is still seen
        writeSkill(root + "/group-new/deeper/fresh/inner", "inner", "nested live");
        QTRY_COMPARE_WITH_TIMEOUT(description(repo, "inner"), QStringLiteral("nested live"), 30000);
        // rename a group: its skills move with it
        QVERIFY(QDir().rename(root + "/group-3", root + "/group-3-renamed"));
        QTRY_COMPARE_WITH_TIMEOUT(
            repo.snapshot()->find("skill-300") ? repo.snapshot()->find("skill-300")->folder : QString(),
            root + "/group-3-renamed/skill-300", 30000);
        // delete one
        QVERIFY(QDir(root + "/group-20/skill-2000").removeRecursively());
        QTRY_COMPARE_WITH_TIMEOUT(description(repo, "skill-2000"), QStringLiteral("<missing>"), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!repo.isScanning(), 30000);
        QCOMPARE(repo.snapshot()->size(), count + 2 - 1);
        QCOMPARE(repo.snapshot()->catalogDigest(), scanRoots(repo.roots())->catalogDigest());
    }
};

QTEST_GUILESS_MAIN(TestRepositoryLive)
#include "tst_repository_live.moc"
