// Fault injection on the live repository: a skill folder deleted while it is watched, a SKILL.md replaced by
// garbage, and a root whose whole path disappears (and comes back). Live refresh drops what vanished, keeps
// the rest, never crashes, and ends equal to a fresh scan.
#include "repository/skillrepository.h"
#include "testfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;

namespace {

// root/name/SKILL.md with a one-line body.
void writeSkill(const QString &root, const QString &name, const QString &description)
{
    sw::test::writeSkill(root + QLatin1Char('/') + name, name, description, QStringLiteral("\nBody.\n"));
}

QStringList names(const SkillIndexPtr &index)
{
    QStringList out;
    for (const SkillRecord &r : index->visible())
        out << r.name;
    return out;
}

// Name, description and folder of every visible record: what a fresh scan must agree with.
QStringList facts(const SkillIndex &index)
{
    QStringList out;
    for (const SkillRecord &r : index.visible())
        out << r.name + QLatin1Char('|') + r.description + QLatin1Char('|') + r.folder;
    return out;
}

} // namespace

class TestReliabilityRepository : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void watchedSkillFolderDeleted();
    void skillMdReplacedByGarbage();
    void rootPathDisappears();
};

void TestReliabilityRepository::watchedSkillFolderDeleted()
{
    QTemporaryDir tmp;
    const QString root = tmp.filePath(QStringLiteral("root"));
    for (const char *name : { "alpha", "beta", "gamma" })
        writeSkill(root, QString::fromLatin1(name), QStringLiteral("Skill %1.").arg(QString::fromLatin1(name)));

    SkillRepository repo;
    repo.setDebounceMs(20);
    QSignalSpy changed(&repo, &SkillRepository::snapshotChanged);
    repo.setRoots({ { root, QStringLiteral("user") } });
    QTRY_COMPARE_WITH_TIMEOUT(names(repo.snapshot()), (QStringList { "alpha", "beta", "gamma" }), 10000);

    QVERIFY(QDir(root + QStringLiteral("/beta")).removeRecursively());
    QTRY_COMPARE_WITH_TIMEOUT(names(repo.snapshot()), (QStringList { "alpha", "gamma" }), 10000);
    QCOMPARE(repo.snapshot()->find(QStringLiteral("beta")), nullptr);
    QCOMPARE(facts(*repo.snapshot()), facts(*scanRoots(repo.roots())));

    // Deleting the folder of a skill whose SKILL.md is being rewritten at the same moment.
    writeSkill(root, QStringLiteral("gamma"), QStringLiteral("Rewritten."));
    QVERIFY(QDir(root + QStringLiteral("/gamma")).removeRecursively());
    QTRY_COMPARE_WITH_TIMEOUT(names(repo.snapshot()), QStringList { "alpha" }, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!repo.isScanning(), 10000);
    QCOMPARE(facts(*repo.snapshot()), facts(*scanRoots(repo.roots())));
}

void TestReliabilityRepository::skillMdReplacedByGarbage()
{
    QTemporaryDir tmp;
    const QString root = tmp.filePath(QStringLiteral("root"));
    writeSkill(root, QStringLiteral("alpha"), QStringLiteral("Fine."));
    writeSkill(root, QStringLiteral("beta"), QStringLiteral("Fine too."));
    SkillRepository repo;
    repo.setDebounceMs(20);
    repo.setRoots({ { root, QStringLiteral("user") } });
    QTRY_COMPARE_WITH_TIMEOUT(repo.snapshot()->size(), 2, 10000);

    QFile f(root + QStringLiteral("/beta/SKILL.md"));
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QByteArray garbage(64 * 1024, '\0');
    for (int i = 0; i < garbage.size(); ++i)
        garbage[i] = char((i * 131) ^ (i >> 3));
    f.write(garbage);
    f.close();
    // The record stays (tRPC's lenient reading names it after its folder) and carries the broken document.
    QTRY_VERIFY_WITH_TIMEOUT(repo.snapshot()->find(QStringLiteral("beta"))
            && repo.snapshot()->find(QStringLiteral("beta"))->description.isEmpty(),
        10000);
    QVERIFY(repo.snapshot()->find(QStringLiteral("alpha")));
    QTRY_VERIFY_WITH_TIMEOUT(!repo.isScanning(), 10000);
    QCOMPARE(facts(*repo.snapshot()), facts(*scanRoots(repo.roots())));
}

void TestReliabilityRepository::rootPathDisappears()
{
    QTemporaryDir tmp;
    const QString parent = tmp.filePath(QStringLiteral("mnt/team"));
    const QString root = parent + QStringLiteral("/skills");
    writeSkill(root, QStringLiteral("alpha"), QStringLiteral("A."));
    writeSkill(root, QStringLiteral("beta"), QStringLiteral("B."));
    const QString other = tmp.filePath(QStringLiteral("other"));
    writeSkill(other, QStringLiteral("gamma"), QStringLiteral("G."));

    SkillRepository repo;
    repo.setDebounceMs(20);
    repo.setRoots({ { root, QStringLiteral("team") }, { other, QStringLiteral("user") } });
    QTRY_COMPARE_WITH_TIMEOUT(names(repo.snapshot()), (QStringList { "alpha", "beta", "gamma" }), 10000);

    // The whole path of the first root vanishes (an unmounted share, a deleted checkout).
    QVERIFY(QDir(tmp.filePath(QStringLiteral("mnt"))).removeRecursively());
    repo.refresh(); // watchers on a removed tree may stay silent on some systems: the user's refresh must work
    QTRY_COMPARE_WITH_TIMEOUT(names(repo.snapshot()), QStringList { "gamma" }, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!repo.isScanning(), 10000);
    const QList<RootStatus> status = repo.snapshot()->roots();
    QCOMPARE(status.size(), 2);
    QCOMPARE(status.at(0).exists, false); // reported as missing, not as an error that stops the scan
    QCOMPARE(status.at(0).skills, 0);
    QCOMPARE(status.at(1).skills, 1);

    // It comes back: a refresh finds its skills again.
    writeSkill(root, QStringLiteral("alpha"), QStringLiteral("A again."));
    repo.refresh();
    QTRY_COMPARE_WITH_TIMEOUT(names(repo.snapshot()), (QStringList { "alpha", "gamma" }), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!repo.isScanning(), 10000);
    QCOMPARE(repo.snapshot()->find(QStringLiteral("alpha"))->description, QStringLiteral("A again."));
    QCOMPARE(facts(*repo.snapshot()), facts(*scanRoots(repo.roots())));
}

QTEST_GUILESS_MAIN(TestReliabilityRepository)
#include "tst_reliability_repository.moc"
