// Runs the built skill-workbench-cli: `list` (roots, policies, JSON shape, exit codes), `pack` (claude-rules
// validation first, Anthropic's format) and `unpack` (round trip, overwrite refusal, hostile archives).
#include "../archive/testarchives.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using sw::test::readFile;
using sw::test::writeFile;

namespace {
struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};
} // namespace

class TestRepositoryCli : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    Run cli(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("SKILLS_CACHE_DIR", m_dir.filePath("cache"));
        env.insert("HOME", m_dir.filePath("home"));
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(m_dir.path());
        p.start(QStringLiteral(SW_BINARY_DIR "/app/skill-workbench-cli"), args);
        Run r;
        if (!p.waitForFinished(30000))
            return r;
        r.exitCode = p.exitCode();
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(QFileInfo::exists(SW_BINARY_DIR "/app/skill-workbench-cli"));
        writeFile(m_dir.filePath("a/dup/SKILL.md"), sw::test::skillMd("dup", "first root"));
        writeFile(m_dir.filePath("a/solo/SKILL.md"), sw::test::skillMd("solo", "only here"));
        writeFile(m_dir.filePath("b/dup/SKILL.md"), sw::test::skillMd("dup", "second root"));
    }

    void listJson()
    {
        const Run r = cli({ "list", "--root", m_dir.filePath("a"), "--root", m_dir.filePath("b"), "--format", "json" });
        QCOMPARE(r.exitCode, 0);
        const QJsonArray array = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(array.size(), 3);
        const QJsonObject winner = array[0].toObject();
        QCOMPARE(winner.value("name").toString(), QStringLiteral("dup"));
        QCOMPARE(winner.value("description").toString(), QStringLiteral("first root"));
        QCOMPARE(winner.value("path").toString(), QFileInfo(m_dir.filePath("a/dup")).canonicalFilePath());
        QCOMPARE(winner.value("root").toString(), m_dir.filePath("a"));
        QCOMPARE(winner.value("source").toString(), QStringLiteral("user"));
        QVERIFY(!winner.contains("shadowed_by"));
        const QJsonObject loser = array[1].toObject();
        QCOMPARE(loser.value("description").toString(), QStringLiteral("second root"));
        QCOMPARE(loser.value("shadowed_by").toString(), winner.value("path").toString());
        QCOMPARE(loser.value("policy").toString(), QStringLiteral("first-wins"));
        QCOMPARE(array[2].toObject().value("name").toString(), QStringLiteral("solo"));
    }

    void listTextAndErrors()
    {
        Run r = cli({ "list", "--root", m_dir.filePath("a"), "--root", m_dir.filePath("b") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("dup - first root"));
        QVERIFY(r.out.contains("  shadowed: " + QFileInfo(m_dir.filePath("b/dup")).canonicalFilePath()));
        QVERIFY(r.out.endsWith("2 skills, 1 shadowed, from 2 roots (policy first-wins)\n"));
        QCOMPARE(cli({ "list", "--policy", "random" }).exitCode, 2);
        QCOMPARE(cli({ "list", "--format", "yaml" }).exitCode, 2);
        r = cli({ "list", "--root", "ftp://example.com/s.zip" });
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("unsupported skills root URL: ftp://example.com/s.zip"));
        // A --root that does not exist could not be used (it listed nothing and said all was well); the others are
        // still listed.
        r = cli({ "list", "--root", m_dir.filePath("missing"), "--root", m_dir.filePath("a") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(m_dir.filePath("missing") + ": no such file or folder"), qPrintable(r.err));
        QVERIFY(r.out.contains("dup - first root"));
        r = cli({ "list", "--help" });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("Usage: skill-workbench-cli list [options]\n"));
        QVERIFY(r.out.contains("--root <PATH_OR_URL>"));
    }

    void listDiscover()
    {
        writeFile(m_dir.filePath("home/.claude/skills/mine/SKILL.md"), sw::test::skillMd("mine", "personal"));
        const Run r = cli({ "list", "--discover", "--project", m_dir.filePath("a"), "--format", "json" });
        QCOMPARE(r.exitCode, 0);
        bool found = false;
        for (const QJsonValue &v : QJsonDocument::fromJson(r.out.toUtf8()).array()) {
            if (v.toObject().value("name").toString() == QLatin1String("mine")) {
                found = true;
                QCOMPARE(v.toObject().value("source").toString(), QStringLiteral("Claude Code (personal)"));
            }
        }
        QVERIFY(found);
    }

    void packAndUnpack()
    {
        {
            const QString one = m_dir.filePath("src/one-file");
            writeFile(one + "/SKILL.md", sw::test::skillMd("one-file", "Packs alone. Use when testing."));
            const Run single = cli({ "pack", one, "-o", m_dir.filePath("one-file.skill") });
            QCOMPARE(single.exitCode, 0);
            QVERIFY2(single.out.startsWith("Packed 1 file into "), qPrintable(single.out));
        }
        const QString skill = m_dir.filePath("src/good-skill");
        writeFile(skill + "/SKILL.md", sw::test::skillMd("good-skill", "Packs well. Use when testing."));
        writeFile(skill + "/scripts/run.sh", "#!/bin/sh\necho ok\n");
        writeFile(skill + "/__pycache__/x.pyc", "junk");
        QVERIFY(QDir().mkpath(m_dir.filePath("out")));
        Run r = cli({ "pack", skill, "-o", m_dir.filePath("out/good-skill.skill") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("Packed 2 files into "), qPrintable(r.out));
        QVERIFY(r.out.contains("left out: __pycache__/"));

        // A destination given as a second argument: the usage error shows the command that works.
        r = cli({ "unpack", m_dir.filePath("out/good-skill.skill"), m_dir.filePath("installed") });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("the destination goes with --into: unpack " + m_dir.filePath("out/good-skill.skill")
                     + " --into " + m_dir.filePath("installed")),
            qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(m_dir.filePath("installed")));
        r = cli({ "unpack", m_dir.filePath("out/good-skill.skill"), "--into", m_dir.filePath("installed") });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(readFile(m_dir.filePath("installed/good-skill/SKILL.md")), readFile(skill + "/SKILL.md"));
        QCOMPARE(readFile(m_dir.filePath("installed/good-skill/scripts/run.sh")), readFile(skill + "/scripts/run.sh"));
        QVERIFY(!QFileInfo::exists(m_dir.filePath("installed/good-skill/__pycache__")));

        r = cli({ "unpack", m_dir.filePath("out/good-skill.skill"), "--into", m_dir.filePath("installed") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("good-skill already exists in"), qPrintable(r.err));
        r = cli(
            { "unpack", m_dir.filePath("out/good-skill.skill"), "--into", m_dir.filePath("installed"), "--overwrite" });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("replaced "));

        QCOMPARE(cli({ "unpack", m_dir.filePath("nope.zip"), "--into", m_dir.filePath("x") }).exitCode, 2);
        QCOMPARE(cli({ "unpack", m_dir.filePath("out/good-skill.skill") }).exitCode, 2);
        QCOMPARE(cli({ "pack" }).exitCode, 2);
        QCOMPARE(cli({ "pack", "--help" }).exitCode, 0);
    }

    void packRejectsInvalidSkill()
    {
        const QString skill = m_dir.filePath("src/bad");
        writeFile(skill + "/SKILL.md", "---\nname: bad\ndescription: uses <angle> brackets\n---\n");
        const Run r = cli({ "pack", skill, "-o", m_dir.filePath("bad.skill") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("not packed"), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(m_dir.filePath("bad.skill")));
    }

    void unpackRejectsHostileArchive()
    {
        writeFile(m_dir.filePath("evil.zip"),
            sw::test::buildArchive(sw::test::TestFormat::Zip, { { "ok/SKILL.md", "x" }, { "../evil.txt", "pwned" } }));
        const Run r = cli({ "unpack", m_dir.filePath("evil.zip"), "--into", m_dir.filePath("victim") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("archive entry \"../evil.txt\": '..' would leave the target folder"));
        QVERIFY(!QFileInfo::exists(m_dir.filePath("evil.txt")));
        QCOMPARE(QDir(m_dir.filePath("victim")).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
            QStringList());
    }
};

QTEST_GUILESS_MAIN(TestRepositoryCli)
#include "tst_repository_cli.moc"
