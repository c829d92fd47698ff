// Load on the live repository: a generated 10,000-skill root, then a burst of 1,000 file changes (edits,
// deletions, new skills) with live refresh on. Without any manual refresh, the repository must end with exactly
// the skills on disk, equal to a fresh scan: no change event is lost. Then 1,000 SKILL.md files rewritten in place
// in a burst: all 1,000 new descriptions reach the snapshot.
#include "loadmemory.h"
#include "repository/skillrepository.h"
#include "testfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QMap>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;

namespace {

// root/name/SKILL.md with a short body.
void writeSkill(const QString &root, const QString &name, const QString &description)
{
    sw::test::writeSkill(
        root + QLatin1Char('/') + name, name, description, QStringLiteral("\n# %1\n\nDo the thing.\n").arg(name));
}

QString skillName(int i)
{
    return QStringLiteral("skill-%1").arg(i, 5, 10, QLatin1Char('0'));
}

// name -> description of the visible skills.
QMap<QString, QString> catalog(const SkillIndex &index)
{
    QMap<QString, QString> out;
    for (const SkillRecord &r : index.visible())
        out.insert(r.name, r.description);
    return out;
}

} // namespace

class TestLoadRepository : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tenThousandSkillsUnderABurst();
};

void TestLoadRepository::tenThousandSkillsUnderABurst()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString root = tmp.filePath(QStringLiteral("skills"));
    const int count = 10000;
    QMap<QString, QString> expected;
    for (int i = 0; i < count; ++i) {
        const QString description = QStringLiteral("Generated skill number %1.").arg(i);
        writeSkill(root, skillName(i), description);
        expected.insert(skillName(i), description);
    }

    SkillRepository repo;
    repo.setDebounceMs(100);
    QSignalSpy changed(&repo, &SkillRepository::snapshotChanged);
    QSignalSpy watching(&repo, &SkillRepository::watchesReady);
    repo.setRoots({ { root, QStringLiteral("generated") } });
    QTRY_COMPARE_WITH_TIMEOUT(repo.snapshot()->size(), count, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!watching.isEmpty(), 60000); // every folder watched (set up off this thread)
    QTRY_VERIFY_WITH_TIMEOUT(!repo.isScanning(), 60000);
    QVERIFY2(repo.watchWarning().isEmpty(), qPrintable(repo.watchWarning()));
    QVERIFY(repo.watchedFolders() > count);
    const long afterScan = sw::test::peakRssMiB();
    const int snapshotsBefore = int(changed.size());

    // The burst: 400 edited descriptions, 300 deleted skills, 300 new skills = 1,000 changes, back to back.
    int edits = 0, deletions = 0, additions = 0;
    for (int i = 0; i < 400; ++i) {
        const int n = i * 23 % count;
        if (!expected.contains(skillName(n)))
            continue;
        const QString description = QStringLiteral("Edited in the burst (%1).").arg(i);
        writeSkill(root, skillName(n), description);
        expected[skillName(n)] = description;
        ++edits;
    }
    for (int i = 0; i < 300; ++i) {
        const int n = 5000 + i * 7;
        QVERIFY(QDir(root + QLatin1Char('/') + skillName(n)).removeRecursively());
        expected.remove(skillName(n));
        ++deletions;
    }
    for (int i = 0; i < 300; ++i) {
        const QString name = QStringLiteral("new-skill-%1").arg(i);
        writeSkill(root, name, QStringLiteral("Added in the burst."));
        expected.insert(name, QStringLiteral("Added in the burst."));
        ++additions;
    }
    QCOMPARE(edits + deletions + additions, 1000);

    // Live refresh only: no refresh() call. The snapshot converges to what is on disk.
    QTRY_VERIFY_WITH_TIMEOUT(catalog(*repo.snapshot()) == expected, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!repo.isScanning(), 60000);
    QCOMPARE(catalog(*repo.snapshot()), expected);

    // And equals a fresh scan of the same root, record for record.
    const SkillIndexPtr fresh = scanRoots(repo.roots());
    QCOMPARE(catalog(*fresh), expected);
    QCOMPARE(repo.snapshot()->catalogDigest(), fresh->catalogDigest());
    QCOMPARE(repo.snapshot()->size(), fresh->size());
    qInfo("10,000 skills + burst of %d edits, %d deletions, %d additions: %d skills, %d snapshots during the burst, "
          "no event lost; peak RSS %ld MiB after the scan, %ld MiB at the end",
        edits, deletions, additions, repo.snapshot()->size(), int(changed.size()) - snapshotsBefore, afterScan,
        sw::test::peakRssMiB());

    // A second burst: 1,000 SKILL.md files of 1,000 different skills rewritten in place, as fast as possible.
    // Every one of the 1,000 new descriptions must be in the final snapshot.
    const int snapshotsBeforeEdits = int(changed.size());
    QMap<QString, QString> edited;
    for (auto it = expected.begin(); it != expected.end() && edited.size() < 1000; ++it) {
        const QString description = QStringLiteral("Rewritten in place (%1).").arg(edited.size());
        writeSkill(root, it.key(), description);
        it.value() = description;
        edited.insert(it.key(), description);
    }
    QCOMPARE(edited.size(), 1000);
    const auto editsVisible = [&] {
        const SkillIndexPtr now = repo.snapshot();
        int seen = 0;
        for (auto it = edited.cbegin(); it != edited.cend(); ++it) {
            const SkillRecord *r = now->find(it.key());
            seen += r && r->description == it.value() ? 1 : 0;
        }
        return seen;
    };
    QTRY_COMPARE_WITH_TIMEOUT(editsVisible(), 1000, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!repo.isScanning(), 60000);
    QCOMPARE(editsVisible(), 1000);
    QCOMPARE(catalog(*repo.snapshot()), expected);
    QCOMPARE(repo.snapshot()->catalogDigest(), scanRoots(repo.roots())->catalogDigest());
    qInfo("1,000 in-place edits: all 1,000 visible after %d snapshots; peak RSS %ld MiB",
        int(changed.size()) - snapshotsBeforeEdits, sw::test::peakRssMiB());
}

QTEST_GUILESS_MAIN(TestLoadRepository)
#include "tst_load_repository.moc"
