// Tests of core/repository: tRPC-Agent walk rules, names, precedence and shadowing across three roots, digests,
// limits (depth, folders), symlink loops, odd names, incremental reuse, client locations and live refresh.
#include "repository/clientlocations.h"
#include "repository/skillindex.h"
#include "repository/skillrepository.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace sw;

using sw::test::writeFile;
using sw::test::writeSkill;

namespace {
QStringList names(const QList<SkillRecord> &records)
{
    QStringList out;
    for (const SkillRecord &r : records)
        out.append(r.name);
    return out;
}

QStringList relatives(const QList<SkillRecord> &records)
{
    QStringList out;
    for (const SkillRecord &r : records)
        out.append(r.relativePath);
    return out;
}

QString canonical(const QString &path)
{
    return QFileInfo(path).canonicalFilePath();
}

// Everything a snapshot says about its records, for comparing an incremental refresh with a full scan.
QStringList describe(const SkillIndex &index)
{
    QStringList out;
    for (int i = 0; i < index.size(); ++i) {
        const SkillRecord &r = index.at(i);
        out.append(QStringLiteral("%1|%2|%3|%4|%5|%6")
                       .arg(r.rootIndex)
                       .arg(r.relativePath, r.name, r.description, r.shadowedBy, policyName(r.shadowPolicy)));
    }
    for (const SkillRecord &r : index.visible()) {
        QStringList all;
        for (const SkillRecord *x : index.findAll(r.name))
            all.append(x->folder);
        out.append(QStringLiteral("visible %1 <- %2").arg(r.folder, all.join(QLatin1Char(','))));
    }
    for (const RootStatus &s : index.roots())
        out.append(QStringLiteral("root %1: %2").arg(s.localPath).arg(s.skills));
    out.append(QStringLiteral("folders %1").arg(index.folders().join(QLatin1Char(','))));
    return out;
}
} // namespace

class TestRepository : public QObject
{
    Q_OBJECT
private slots:
    void walkRules()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath("root");
        writeSkill(root + "/b-skill", "b-skill", "B");
        writeSkill(root + "/a-skill", "a-skill", "A");
        writeSkill(root + "/a-skill/nested/inner", "inner", "nested skills are found");
        writeSkill(root + "/.hidden/secret", "secret", "hidden folders are entered");
        writeSkill(root + "/Z-upper", "z-upper", "byte order: upper case first");
        writeSkill(dir.filePath("outside/linked"), "linked", "reached only through a symlink");
        QVERIFY(QFile::link(dir.filePath("outside"), root + "/link-to-outside"));
        writeFile(root + "/notaskill/README.md", "x");
        const SkillIndexPtr index = scanRoots({ { root, "user" }, { dir.filePath("missing"), "user" } });
        QCOMPARE(relatives(index->all()),
            QStringList({ ".hidden/secret", "Z-upper", "a-skill", "a-skill/nested/inner", "b-skill" }));
        QCOMPARE(names(index->visible()), QStringList({ "a-skill", "b-skill", "inner", "secret", "z-upper" }));
        const SkillRecord *a = index->find("a-skill");
        QVERIFY(a);
        QCOMPARE(a->folder, canonical(root) + "/a-skill");
        QCOMPARE(a->skillMdPath, canonical(root) + "/a-skill/SKILL.md");
        QCOMPARE(a->description, QStringLiteral("A"));
        QCOMPARE(a->root, root);
        QCOMPARE(a->source, QStringLiteral("user"));
        QVERIFY(a->document);
        QCOMPARE(a->document->body, QStringLiteral("# a-skill\n"));
        QVERIFY(!index->find("linked"));
        QCOMPARE(index->roots().size(), 2);
        QVERIFY(index->roots()[0].exists);
        QCOMPARE(index->roots()[0].skills, 5);
        QVERIFY(!index->roots()[1].exists); // a missing root yields zero skills, not an error
        QCOMPARE(index->roots()[1].skills, 0);
        QVERIFY(index->problems().isEmpty());
    }

    void rootItselfAndDuplicates()
    {
        QTemporaryDir dir;
        writeSkill(dir.filePath("solo"), "solo", "the root is a skill");
        const SkillIndexPtr index
            = scanRoots({ { dir.filePath("solo"), "user" }, { dir.filePath("solo/../solo"), "user" } });
        QCOMPARE(names(index->all()), QStringList({ "solo" }));
        QCOMPARE(index->all().first().relativePath, QStringLiteral("."));
        QCOMPARE(index->roots()[1].duplicateOf, dir.filePath("solo")); // duplicate roots are skipped
    }

    void namesStrictThenLenient()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath("r");
        writeFile(root + "/quoted/SKILL.md", "---\nname: \"quoted-name\"\ndescription: 'Q'\n---\n");
        // invalid YAML (unquoted colon): the lenient reading gives the values
        writeFile(root + "/colon/SKILL.md", "---\nname: colon-skill\ndescription: Use when: things happen\n---\n");
        writeFile(root + "/noname/SKILL.md", "---\ndescription: no name here\n---\n");
        writeFile(root + "/nofront/SKILL.md", "# just a body\n");
        const SkillIndexPtr index = scanRoots({ { root, "user" } });
        QCOMPARE(names(index->all()), QStringList({ "colon-skill", "nofront", "noname", "quoted-name" }));
        QCOMPARE(index->find("quoted-name")->description, QStringLiteral("Q"));
        QCOMPARE(index->find("colon-skill")->description, QStringLiteral("Use when: things happen"));
        QCOMPARE(index->find("noname")->description, QStringLiteral("no name here"));
        QCOMPARE(index->find("nofront")->description, QString());
    }

    void precedenceAcrossThreeRoots_data()
    {
        QTest::addColumn<int>("policy");
        QTest::addColumn<QString>("winner");
        QTest::newRow("first-wins") << int(PrecedencePolicy::FirstWins) << "user";
        QTest::newRow("claude") << int(PrecedencePolicy::Claude) << "personal";
        QTest::newRow("project-first") << int(PrecedencePolicy::ProjectFirst) << "project";
    }

    void precedenceAcrossThreeRoots()
    {
        QFETCH(int, policy);
        QFETCH(QString, winner);
        QTemporaryDir dir;
        for (const char *root : { "user", "project", "personal" }) {
            writeSkill(dir.filePath(QStringLiteral("%1/dup").arg(root)), "dup", QStringLiteral("from %1").arg(root));
            writeSkill(dir.filePath(QStringLiteral("%1/only-%1").arg(root)), QStringLiteral("only-%1").arg(root), "x");
        }
        writeSkill(dir.filePath("user/zz/dup-again"), "dup", "second in the same root"); // same root: walk order
        const QList<SkillRoot> roots { { dir.filePath("user"), "user", RootScope::Custom },
            { dir.filePath("project"), "Claude Code (project)", RootScope::Project },
            { dir.filePath("personal"), "Claude Code (personal)", RootScope::Personal } };
        ScanOptions options;
        options.policy = PrecedencePolicy(policy);
        const SkillIndexPtr index = scanRoots(roots, options);
        QCOMPARE(names(index->visible()), QStringList({ "dup", "only-personal", "only-project", "only-user" }));
        // The no-copy accessors walk the same winners in the same order.
        QCOMPARE(index->visibleCount(), 4);
        for (int i = 0; i < index->visibleCount(); ++i)
            QCOMPARE(index->visibleAt(i).skillMdPath, index->visible().at(i).skillMdPath);
        const SkillRecord *dup = index->find("dup");
        QCOMPARE(dup->description, "from " + winner);
        QCOMPARE(dup->folder, canonical(dir.filePath(winner + "/dup")));
        const QList<SkillRecord> shadowed = index->shadowed();
        QCOMPARE(shadowed.size(), 3);
        for (const SkillRecord &r : shadowed) {
            QCOMPARE(r.name, QStringLiteral("dup"));
            QCOMPARE(r.shadowedBy, dup->folder);
            QCOMPARE(r.shadowPolicy, PrecedencePolicy(policy));
        }
        QCOMPARE(index->findAll("dup").size(), 4);
        QCOMPARE(index->findAll("dup").first(), dup);
        // withPolicy re-ranks without a rescan and agrees with a fresh scan
        for (PrecedencePolicy other :
            { PrecedencePolicy::FirstWins, PrecedencePolicy::Claude, PrecedencePolicy::ProjectFirst }) {
            ScanOptions o;
            o.policy = other;
            QCOMPARE(withPolicy(*index, other)->find("dup")->folder, scanRoots(roots, o)->find("dup")->folder);
        }
    }

    void catalogDigest()
    {
        QTemporaryDir dir;
        writeSkill(dir.filePath("a/one"), "one", "first");
        writeSkill(dir.filePath("a/two"), "two", "second");
        const QList<SkillRoot> roots { { dir.filePath("a"), "user" }, { dir.filePath("b"), "user" } };
        const QByteArray d1 = scanRoots(roots)->catalogDigest();
        QCOMPARE(d1.size(), 64);
        QCOMPARE(scanRoots(roots)->catalogDigest(), d1);
        writeSkill(dir.filePath("b/one"), "one", "shadowed copy"); // not visible: same catalog
        QCOMPARE(scanRoots(roots)->catalogDigest(), d1);
        writeSkill(dir.filePath("a/two"), "two", "second, reworded");
        QVERIFY(scanRoots(roots)->catalogDigest() != d1);
        QVERIFY(scanRoots({})->catalogDigest() != d1);
    }

    void symlinkLoopsTerminate()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath("loop");
        writeSkill(root + "/a", "a", "x");
        QVERIFY(QFile::link(root, root + "/a/back-to-root"));
        QVERIFY(QFile::link(root + "/a", root + "/a/self"));
        QVERIFY(QFile::link(root + "/missing-target", root + "/dangling"));
        writeSkill(root + "/linked-md-holder", "placeholder", "x");
        QFile::remove(root + "/linked-md-holder/SKILL.md");
        QVERIFY(
            QFile::link(root + "/a/SKILL.md", root + "/linked-md-holder/SKILL.md")); // a symlinked SKILL.md file counts
        const SkillIndexPtr index = scanRoots({ { root, "user" } });
        QCOMPARE(relatives(index->all()), QStringList({ "a", "linked-md-holder" }));
        QVERIFY(index->stats().foldersVisited < 10);
    }

    void limitsAreReported()
    {
        QTemporaryDir dir;
        QString deep = dir.filePath("deep");
        for (int i = 0; i < 8; ++i)
            deep += QStringLiteral("/d%1").arg(i);
        writeSkill(deep, "too-deep", "x");
        writeSkill(dir.filePath("deep/d0/shallow"), "shallow", "x");
        ScanOptions options;
        options.maxDepth = 4;
        SkillIndexPtr index = scanRoots({ { dir.filePath("deep"), "user" } }, options);
        QCOMPARE(names(index->all()), QStringList({ "shallow" }));
        QCOMPARE(index->problems().size(), 1);
        QCOMPARE(index->problems().first().kind, ScanProblem::Kind::DepthLimit);
        QCOMPARE(index->problems().first().message,
            QStringLiteral("depth limit reached (4 levels): the folders below %1 were not scanned")
                .arg(canonical(dir.filePath("deep/d0/d1/d2/d3"))));

        options = {};
        options.maxFolders = 3;
        index = scanRoots({ { dir.filePath("deep"), "user" } }, options);
        QCOMPARE(index->stats().foldersVisited, 3);
        QCOMPARE(index->problems().size(), 1);
        QCOMPARE(index->problems().first().kind, ScanProblem::Kind::FolderLimit);
        QVERIFY(index->problems().first().message.startsWith("folder limit reached (3 folders): "));
    }

    void oddFoldersAreSafe()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath("odd");
        writeSkill(root + "/fine", "fine", "x");
        const QByteArray bad = QFile::encodeName(root) + "/bad-\xff\xfe";
        QVERIFY(::mkdir(bad.constData(), 0755) == 0);
        // such a name cannot round-trip through QString: write and remove it with POSIX
        FILE *f = ::fopen((bad + "/SKILL.md").constData(), "w");
        QVERIFY(f);
        ::fputs("---\nname: bad\ndescription: x\n---\n", f);
        ::fclose(f);
        writeSkill(root + "/locked/inside", "inside", "x");
        ::chmod(QFile::encodeName(root + "/locked").constData(), 0);
        const SkillIndexPtr index = scanRoots({ { root, "user" } });
        ::chmod(QFile::encodeName(root + "/locked").constData(), 0755);
        QVERIFY(index->find("fine"));
        QVERIFY(!index->find("bad"));
        bool sawNonUtf8 = false, sawUnreadable = false;
        for (const ScanProblem &p : index->problems()) {
            sawNonUtf8 |= p.kind == ScanProblem::Kind::NonUtf8Name;
            sawUnreadable |= p.kind == ScanProblem::Kind::Unreadable;
        }
        QVERIFY(sawNonUtf8);
        ::unlink((bad + "/SKILL.md").constData());
        ::rmdir(bad.constData());
        if (::geteuid() != 0) { // root reads everything
            QVERIFY(sawUnreadable);
            QVERIFY(!index->find("inside"));
        }
    }

    void cancelledScanIsMarked()
    {
        QTemporaryDir dir;
        writeSkill(dir.filePath("r/a"), "a", "x");
        std::atomic_bool cancel = true;
        ScanOptions options;
        options.cancel = &cancel;
        const SkillIndexPtr index = scanRoots({ { dir.filePath("r"), "user" } }, options);
        QVERIFY(index->stats().cancelled);
        QCOMPARE(index->size(), 0);
    }

    void incrementalReuse()
    {
        QTemporaryDir dir;
        for (int i = 0; i < 100; ++i)
            writeSkill(dir.filePath(QStringLiteral("r/s%1").arg(i, 3, 10, QLatin1Char('0'))),
                QStringLiteral("s%1").arg(i, 3, 10, QLatin1Char('0')), "x");
        const QList<SkillRoot> roots { { dir.filePath("r"), "user" } };
        const SkillIndexPtr first = scanRoots(roots);
        QCOMPARE(first->stats().skillsParsed, 100);
        ScanOptions options;
        options.previous = first;
        const SkillIndexPtr second = scanRoots(roots, options);
        QCOMPARE(second->stats().skillsParsed, 0);
        QCOMPARE(second->stats().skillsReused, 100);
        QCOMPARE(second->find("s042")->document.get(), first->find("s042")->document.get());
        writeFile(dir.filePath("r/s042/SKILL.md"), "---\nname: s042\ndescription: changed and longer\n---\n");
        options.previous = second;
        const SkillIndexPtr third = scanRoots(roots, options);
        QCOMPARE(third->stats().skillsParsed, 1);
        QCOMPARE(third->stats().skillsReused, 99);
        QCOMPARE(third->find("s042")->description, QStringLiteral("changed and longer"));
        QVERIFY(third->catalogDigest() != second->catalogDigest());
    }

    void incrementalMatchesFullScan()
    {
        QTemporaryDir dir;
        const QString root = canonical(dir.path()) + "/inc";
        for (const char *n : { "a", "b", "c", "c/nested", "d-x", "d" })
            writeSkill(root + "/" + n, QString(n).replace('/', '-'), "x");
        const QList<SkillRoot> roots { { root, "user" }, { dir.filePath("other"), "user" } };
        ScanOptions options;
        options.collectFolders = true;
        SkillIndexPtr index = scanRoots(roots, options);
        const auto check = [&](const QStringList &changed, int expectParsed) {
            const SkillIndexPtr inc = rescanChanged(index, roots, changed, options);
            const SkillIndexPtr full = scanRoots(roots, options);
            QCOMPARE(relatives(inc->all()), relatives(full->all()));
            QCOMPARE(names(inc->all()), names(full->all()));
            QCOMPARE(inc->catalogDigest(), full->catalogDigest());
            QStringList a = inc->folders(), b = full->folders();
            a.sort();
            b.sort();
            QCOMPARE(a, b);
            QCOMPARE(inc->stats().skillsParsed, expectParsed);
            index = inc;
        };
        writeSkill(root + "/c/nested/deeper/e", "e", "added two levels down");
        check({ root + "/c/nested" }, 1);
        QVERIFY(QDir().rename(root + "/b", root + "/c/b-moved"));
        check({ root, root + "/c" }, 1); // the moved skill is re-read at its new place
        QVERIFY(QDir(root + "/d").removeRecursively());
        check({ root, root + "/d", root + "/d/SKILL.md" }, 0);
        writeSkill(root + "/a", "a", "edited");
        check({ root + "/a/SKILL.md" }, 1);
        QCOMPARE(index->find("a")->description, QStringLiteral("edited"));
        QFile::remove(root + "/c/SKILL.md");
        check({ root + "/c/SKILL.md", root + "/c" }, 0);
        QVERIFY(!index->find("c"));
        // a path outside every root falls back to a full scan that still reuses parses
        const SkillIndexPtr fallback = rescanChanged(index, roots, { dir.filePath("elsewhere") }, options);
        QCOMPARE(fallback->stats().skillsParsed, 0);
        QCOMPARE(names(fallback->all()), names(index->all()));
    }

    // Random adds, edits, renames (name changes move the winner), moves and deletes across three roots of
    // different scopes: after each step the incremental snapshot equals a fresh full scan in every field,
    // shadowing included, under each policy.
    void incrementalMatchesFullScanRandomized_data()
    {
        QTest::addColumn<PrecedencePolicy>("policy");
        QTest::newRow("first-wins") << PrecedencePolicy::FirstWins;
        QTest::newRow("claude") << PrecedencePolicy::Claude;
        QTest::newRow("project-first") << PrecedencePolicy::ProjectFirst;
    }
    void incrementalMatchesFullScanRandomized()
    {
        QFETCH(PrecedencePolicy, policy);
        QTemporaryDir dir;
        const QString base = canonical(dir.path());
        const QStringList rootPaths { base + "/custom", base + "/personal", base + "/project" };
        const QList<SkillRoot> roots { { rootPaths[0], "user", RootScope::Custom },
            { rootPaths[1], "personal", RootScope::Personal }, { rootPaths[2], "project", RootScope::Project } };
        const QStringList folders { "a", "b", "a/inner", "g/x", "g/y", "g/y/z", "g-2/x" };
        const QStringList names { "dup", "other", "third" };
        QRandomGenerator random(20261129 + int(policy));
        for (const QString &r : rootPaths)
            QDir().mkpath(r);
        ScanOptions options;
        options.collectFolders = true;
        options.policy = policy;
        SkillIndexPtr index = scanRoots(roots, options);
        for (int step = 0; step < 120; ++step) {
            const QString root = rootPaths[random.bounded(3)];
            const QString rel = folders[random.bounded(int(folders.size()))];
            const QString folder = root + "/" + rel;
            const QString parent = QFileInfo(folder).absolutePath();
            QStringList changed;
            switch (random.bounded(5)) {
            case 0: // add or rewrite with a random name (a rename changes who wins)
            case 1: {
                const bool existed = QFileInfo::exists(folder);
                writeSkill(folder, names[random.bounded(int(names.size()))], QString::number(random.bounded(3)));
                changed << (existed ? folder + "/SKILL.md" : parent);
                if (!existed) // mkpath may have created parents too: the watcher reports each new level
                    for (QString p = parent; p.size() > root.size(); p = QFileInfo(p).absolutePath())
                        changed << QFileInfo(p).absolutePath();
                break;
            }
            case 2: // delete a folder (and what is under it)
                QDir(folder).removeRecursively();
                changed << folder << parent;
                break;
            case 3: // remove just the SKILL.md
                QFile::remove(folder + "/SKILL.md");
                changed << folder + "/SKILL.md";
                break;
            case 4: { // move a folder to another root
                const QString to = rootPaths[random.bounded(3)] + "/moved-" + QString::number(step);
                if (QFileInfo::exists(folder) && QDir().rename(folder, to))
                    changed << parent << QFileInfo(to).absolutePath();
                break;
            }
            }
            const SkillIndexPtr inc = rescanChanged(index, roots, changed, options);
            const SkillIndexPtr full = scanRoots(roots, options);
            QCOMPARE(describe(*inc), describe(*full));
            QCOMPARE(inc->catalogDigest(), full->catalogDigest());
            QVERIFY(inc->stats().skillsParsed <= 2);
            index = inc;
        }
        QVERIFY(index->size() > 3);
        QVERIFY(!index->shadowed().isEmpty());
    }

    void fileUrlRoot()
    {
        QTemporaryDir dir;
        writeSkill(dir.filePath("r/a"), "a", "x");
        const SkillIndexPtr index = scanRoots({ { "file://" + dir.filePath("r"), "URL" }, { "gopher://x/y", "URL" } });
        QCOMPARE(names(index->all()), QStringList({ "a" }));
        QCOMPARE(index->roots()[1].error, QStringLiteral("unsupported skills root URL: gopher://x/y"));
        QCOMPARE(index->problems().first().kind, ScanProblem::Kind::RootError);
    }

    void clientLocations()
    {
        QTemporaryDir dir;
        const QString home = dir.filePath("home");
        const QString repo = dir.filePath("work/repo");
        QDir().mkpath(repo + "/.git");
        QDir().mkpath(repo + "/.claude/skills");
        QDir().mkpath(repo + "/pkg/sub/.claude/skills");
        QDir().mkpath(repo + "/pkg/sub/.agents/skills");
        QDir().mkpath(dir.filePath("work/.claude/skills")); // above the git root: not used
        QDir().mkpath(home + "/.claude/skills");
        QDir().mkpath(home + "/.codex/skills");
        QDir().mkpath(home + "/.openclaw/skills");
        QDir().mkpath(dir.filePath("sys/etc/claude-code/.claude/skills"));
        QDir().mkpath(dir.filePath("bundled"));
        DiscoveryOptions options;
        options.projectDir = repo + "/pkg/sub";
        options.homeDir = home;
        options.bundledDir = dir.filePath("bundled");
        options.managedPrefix = dir.filePath("sys");
        QCOMPARE(
            projectFoldersUpToGitRoot(options.projectDir), QStringList({ repo + "/pkg/sub", repo + "/pkg", repo }));
        const QList<SkillRoot> roots = discoverClientRoots(options);
        QStringList described;
        for (const SkillRoot &r : roots)
            described.append(r.source + " " + QDir(dir.path()).relativeFilePath(r.location));
        QCOMPARE(described,
            QStringList({ "Claude Code (project) work/repo/pkg/sub/.claude/skills",
                "Agent Skills (project) work/repo/pkg/sub/.agents/skills",
                "Claude Code (project) work/repo/.claude/skills", "Claude Code (personal) home/.claude/skills",
                "Codex (personal) home/.codex/skills", "OpenClaw (personal) home/.openclaw/skills",
                "Claude Code (managed) sys/etc/claude-code/.claude/skills", "bundled bundled" }));
        QCOMPARE(roots.first().scope, RootScope::Project);
        QCOMPARE(roots[3].scope, RootScope::Personal);
        QCOMPARE(roots[6].scope, RootScope::Managed);
        QCOMPARE(roots.last().scope, RootScope::Bundled);
        options.includeMissing = true;
        QCOMPARE(discoverClientRoots(options).size(), 3 * 2 + 4 + 2 + 1);
        QCOMPARE(parsePolicy("claude"), std::optional(PrecedencePolicy::Claude));
        QCOMPARE(parsePolicy("nope"), std::nullopt);
    }

    void liveRefresh()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath("live");
        writeSkill(root + "/alpha", "alpha", "first");
        SkillRepository repo;
        repo.setDebounceMs(50);
        QSignalSpy changed(&repo, &SkillRepository::snapshotChanged);
        QVERIFY(repo.snapshot());
        QCOMPARE(repo.snapshot()->size(), 0);
        repo.setRoots({ { root, "user" } });
        QVERIFY(changed.wait(5000));
        QCOMPARE(names(repo.snapshot()->visible()), QStringList({ "alpha" }));
        QCOMPARE(changed.takeFirst().at(1).toBool(), true);

        // add
        writeSkill(root + "/group/beta", "beta", "second");
        QTRY_COMPARE_WITH_TIMEOUT(names(repo.snapshot()->visible()), QStringList({ "alpha", "beta" }), 5000);
        QTRY_VERIFY(!repo.isScanning());
        // rename: the folder moves, the record follows
        QVERIFY(QDir().rename(root + "/group/beta", root + "/group/beta-renamed"));
        QTRY_COMPARE_WITH_TIMEOUT(repo.snapshot()->find("beta") ? repo.snapshot()->find("beta")->folder : QString(),
            canonical(root) + "/group/beta-renamed", 5000);
        // edit in place: only that file is re-parsed
        QTRY_VERIFY(!repo.isScanning());
        changed.clear();
        writeFile(root + "/alpha/SKILL.md", "---\nname: alpha\ndescription: first, edited\n---\n");
        QTRY_COMPARE_WITH_TIMEOUT(repo.snapshot()->find("alpha")->description, QStringLiteral("first, edited"), 5000);
        QCOMPARE(repo.snapshot()->stats().skillsParsed, 1);
        QVERIFY(!changed.isEmpty());
        QCOMPARE(changed.last().at(1).toBool(), true);
        // a change that leaves the catalog alone says so
        QTRY_VERIFY(!repo.isScanning());
        changed.clear();
        writeFile(root + "/alpha/notes.md", "not a skill file");
        writeFile(root + "/alpha/SKILL.md", "---\nname: alpha\ndescription: first, edited\n---\n\nNew body.\n");
        QVERIFY(changed.wait(5000));
        QTRY_VERIFY(!repo.isScanning());
        for (const auto &signal : changed)
            QCOMPARE(signal.at(1).toBool(), false);
        // delete
        QVERIFY(QDir(root + "/group").removeRecursively());
        QTRY_COMPARE_WITH_TIMEOUT(names(repo.snapshot()->visible()), QStringList({ "alpha" }), 5000);
    }

    void policySwitchWithoutRescan()
    {
        QTemporaryDir dir;
        writeSkill(dir.filePath("u/x"), "x", "from user");
        writeSkill(dir.filePath("p/x"), "x", "from project");
        SkillRepository repo;
        repo.setLiveRefresh(false);
        QSignalSpy changed(&repo, &SkillRepository::snapshotChanged);
        repo.setRoots(
            { { dir.filePath("u"), "user", RootScope::Custom }, { dir.filePath("p"), "project", RootScope::Project } });
        QVERIFY(changed.wait(5000));
        QCOMPARE(repo.snapshot()->find("x")->description, QStringLiteral("from user"));
        repo.setPolicy(PrecedencePolicy::ProjectFirst);
        QCOMPARE(repo.snapshot()->find("x")->description, QStringLiteral("from project"));
        QCOMPARE(changed.last().at(1).toBool(), true);
        QVERIFY(!repo.isScanning());
    }
};

QTEST_GUILESS_MAIN(TestRepository)
#include "tst_repository.moc"
