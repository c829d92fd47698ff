// Tests of core/archive: format detection, path rules, a hostile-archive suite (each rejected with its message,
// nothing written outside the target, nothing left behind), pack -> unpack round trips and imports.
#include "archive/archiveextractor.h"
#include "archive/archiveformat.h"
#include "archive/skillpackage.h"
#include "testarchives.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace sw;
using namespace sw::test;
using Type = TestEntry::Type;

namespace {
int permOf(const QString &path)
{
    struct stat st
    { };
    ::stat(QFile::encodeName(path).constData(), &st);
    return int(st.st_mode & 0777);
}
} // namespace

class TestArchive : public QObject
{
    Q_OBJECT
private slots:
    void formatDetection()
    {
        QCOMPARE(archiveFormatFromName("a.SKILL"), ArchiveFormat::Zip);
        QCOMPARE(archiveFormatFromName("a.zip"), ArchiveFormat::Zip);
        QCOMPARE(archiveFormatFromName("a.tar.gz"), ArchiveFormat::TarGz);
        QCOMPARE(archiveFormatFromName("a.tgz"), ArchiveFormat::TarGz);
        QCOMPARE(archiveFormatFromName("a.tar"), ArchiveFormat::Tar);
        QCOMPARE(archiveFormatFromName("download"), ArchiveFormat::Unknown);
        QCOMPARE(archiveFormatFromMagic(QByteArrayView("PK\x03\x04rest", 8)), ArchiveFormat::Zip);
        QCOMPARE(archiveFormatFromMagic(QByteArrayView("\x1f\x8b\x08", 3)), ArchiveFormat::TarGz);
        QCOMPARE(archiveFormatFromMagic(QByteArrayView("---\nname: x")), ArchiveFormat::Unknown);
        const QByteArray tar = buildArchive(TestFormat::Tar, { { "a.txt", "x" } });
        QCOMPARE(archiveFormatFromMagic(tar), ArchiveFormat::Tar);
        // the name wins over the magic bytes
        QCOMPARE(detectArchiveFormat("x.tar", QByteArrayView("PK\x03\x04", 4)), ArchiveFormat::Tar);
        QCOMPARE(detectArchiveFormat("download", QByteArrayView("PK\x03\x04", 4)), ArchiveFormat::Zip);
    }

    void entryPaths_data()
    {
        QTest::addColumn<QString>("entry");
        QTest::addColumn<QString>("clean");
        QTest::addColumn<QString>("error");
        QTest::newRow("plain") << "a/b.txt"
                               << "a/b.txt"
                               << "";
        QTest::newRow("dot-slash") << "./a/./b.txt"
                                   << "a/b.txt"
                                   << "";
        QTest::newRow("backslash") << "a\\b\\c.txt"
                                   << "a/b/c.txt"
                                   << "";
        QTest::newRow("double slash") << "a//b"
                                      << "a/b"
                                      << "";
        QTest::newRow("root") << "./"
                              << ""
                              << "";
        QTest::newRow("dotdot") << "../evil"
                                << ""
                                << "archive entry \"../evil\": '..' would leave the target folder";
        QTest::newRow("inner dotdot") << "a/../../evil"
                                      << ""
                                      << "archive entry \"a/../../evil\": '..' would leave the target folder";
        QTest::newRow("backslash dotdot") << "..\\evil"
                                          << ""
                                          << "archive entry \"..\\evil\": '..' would leave the target folder";
        QTest::newRow("absolute") << "/etc/passwd"
                                  << ""
                                  << "archive entry \"/etc/passwd\": absolute paths are not allowed";
        QTest::newRow("backslash absolute") << "\\evil"
                                            << ""
                                            << "archive entry \"\\evil\": absolute paths are not allowed";
        QTest::newRow("drive") << "C:\\evil.txt"
                               << ""
                               << "archive entry \"C:\\evil.txt\": drive letters and ':' are not allowed";
        QTest::newRow("colon") << "a/b:c"
                               << ""
                               << "archive entry \"a/b:c\": drive letters and ':' are not allowed";
    }

    void entryPaths()
    {
        QFETCH(QString, entry);
        QFETCH(QString, clean);
        QFETCH(QString, error);
        QString actualError;
        QCOMPARE(cleanArchiveEntryPath(entry, &actualError), clean);
        QCOMPARE(actualError, error);
    }

    void extractsZipAndTar_data()
    {
        QTest::addColumn<int>("format");
        QTest::newRow("zip") << int(TestFormat::Zip);
        QTest::newRow("tar.gz") << int(TestFormat::TarGz);
        QTest::newRow("tar") << int(TestFormat::Tar);
    }

    void extractsZipAndTar()
    {
        QFETCH(int, format);
        const QByteArray data = buildArchive(TestFormat(format),
            {
                { "./skill/", {}, Type::Folder, 0700 },
                { "skill/SKILL.md", skillMd("skill", "d"), Type::File, 0 },
                { "skill\\scripts\\run.sh", "#!/bin/sh\n", Type::File, 04755 },
                { "skill/empty.txt", {}, Type::File, 0600 },
            });
        QTemporaryDir base;
        const QString target = base.filePath("out");
        const ExtractResult r = extractArchiveData(data, target);
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.files, QStringList({ "skill/SKILL.md", "skill/scripts/run.sh", "skill/empty.txt" }));
        QCOMPARE(listTree(target),
            QStringList({ "skill", "skill/SKILL.md", "skill/empty.txt", "skill/scripts", "skill/scripts/run.sh" }));
        QCOMPARE(readFile(target + "/skill/SKILL.md"), skillMd("skill", "d"));
        QCOMPARE(permOf(target + "/skill"), 0755); // folders always 0755
        QCOMPARE(permOf(target + "/skill/SKILL.md"), 0644); // mode 0 -> 0644
        QCOMPARE(permOf(target + "/skill/scripts/run.sh"), 0755); // setuid bit masked away
        QCOMPARE(permOf(target + "/skill/empty.txt"), 0600);
        QCOMPARE(r.totalBytes, qint64(skillMd("skill", "d").size() + 10));
    }

    void extractsFromFileByName()
    {
        QTemporaryDir base;
        const QByteArray data = buildArchive(TestFormat::TarGz, { { "x/SKILL.md", "hi" } });
        writeFile(base.filePath("pkg.tgz"), data);
        const ExtractResult r = extractArchiveFile(base.filePath("pkg.tgz"), base.filePath("out"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(readFile(base.filePath("out/x/SKILL.md")), QByteArray("hi"));
    }

    void refusesNonEmptyTarget()
    {
        QTemporaryDir base;
        writeFile(base.filePath("out/keep.txt"), "mine");
        const ExtractResult r
            = extractArchiveData(buildArchive(TestFormat::Zip, { { "a", "b" } }), base.filePath("out"));
        QCOMPARE(r.error, QStringLiteral("extraction target %1 is not empty").arg(base.filePath("out")));
        QCOMPARE(readFile(base.filePath("out/keep.txt")), QByteArray("mine"));
    }

    void hostileArchives_data()
    {
        QTest::addColumn<QByteArray>("archive");
        QTest::addColumn<QString>("error");
        const TestEntry good { "good/SKILL.md", "fine" };
        QTest::newRow("zip-slip zip") << buildArchive(TestFormat::Zip, { good, { "../evil", "pwned" } })
                                      << "archive entry \"../evil\": '..' would leave the target folder";
        QTest::newRow("zip-slip nested tar")
            << buildArchive(TestFormat::TarGz, { good, { "good/../../evil", "pwned" } })
            << "archive entry \"good/../../evil\": '..' would leave the target folder";
        QTest::newRow("absolute tar") << buildArchive(TestFormat::Tar, { good, { "/tmp/evil", "pwned" } })
                                      << "archive entry \"/tmp/evil\": absolute paths are not allowed";
        QTest::newRow("absolute zip") << buildArchive(TestFormat::Zip, { good, { "/evil", "pwned" } })
                                      << "archive entry \"/evil\": absolute paths are not allowed";
        QTest::newRow("drive letter")
            << buildArchive(TestFormat::Zip, { good, { "C:\\evil", "pwned" } })
            << "archive entry \"C:/evil\": drive letters and ':' are not allowed"; // libarchive turns '\\' into '/'
        QTest::newRow("symlink zip") << buildArchive(
            TestFormat::Zip, { good, { "good/link", {}, Type::Symlink, 0777, "/etc/passwd" } })
                                     << "archive entry \"good/link\": symbolic links are not allowed";
        QTest::newRow("symlink tar") << buildArchive(
            TestFormat::TarGz, { good, { "good/up", {}, Type::Symlink, 0777, "../.." } })
                                     << "archive entry \"good/up\": symbolic links are not allowed";
        QTest::newRow("hardlink tar") << buildArchive(
            TestFormat::Tar, { good, { "good/hard", {}, Type::Hardlink, 0644, "/etc/passwd" } })
                                      << "archive entry \"good/hard\": hard links are not allowed";
        QTest::newRow("device tar")
            << buildArchive(TestFormat::Tar, { good, { "good/null", {}, Type::CharDevice } })
            << "archive entry \"good/null\": only regular files and folders are allowed (devices, FIFOs and "
               "sockets are rejected)";
        QTest::newRow("fifo tar") << buildArchive(TestFormat::TarGz, { good, { "good/fifo", {}, Type::Fifo } })
                                  << "archive entry \"good/fifo\": only regular files and folders are allowed "
                                     "(devices, FIFOs and sockets are rejected)";
        TestEntry bomb { "good/bomb.bin" };
        bomb.zeros = 64 * kMiB + 1;
        QTest::newRow("zip bomb per file") << buildArchive(TestFormat::Zip, { good, bomb })
                                           << QStringLiteral("archive entry \"good/bomb.bin\": file too large (over "
                                                             "67108864 bytes)");
        QTest::newRow("tar.gz bomb per file") << buildArchive(TestFormat::TarGz, { good, bomb })
                                              << QStringLiteral("archive entry \"good/bomb.bin\": file too large "
                                                                "(over 67108864 bytes)");
    }

    void hostileArchives()
    {
        QFETCH(QByteArray, archive);
        QFETCH(QString, error);
        QVERIFY(archive.size() < 1024 * 1024); // the bombs are small on the wire
        QTemporaryDir base;
        const QString target = base.filePath("nested/target");
        QDir().mkpath(base.filePath("nested"));
        const ExtractResult r = extractArchiveData(archive, target);
        QCOMPARE(r.error, error);
        QVERIFY(r.files.isEmpty());
        QCOMPARE(listTree(base.path()), QStringList({ "nested" })); // nothing outside, target removed
        QVERIFY(!QFileInfo::exists("/tmp/evil"));
    }

    void totalLimit()
    {
        // Several files each under the per-file cap that together pass the total cap.
        QList<TestEntry> entries;
        for (int i = 0; i < 4; ++i) {
            TestEntry e { QStringLiteral("s/f%1.bin").arg(i) };
            e.zeros = 300 * 1024;
            entries.append(e);
        }
        ExtractOptions options;
        options.limits.maxFileBytes = 512 * 1024;
        options.limits.maxTotalBytes = 1024 * 1024;
        for (TestFormat format : { TestFormat::Zip, TestFormat::TarGz }) {
            QTemporaryDir base;
            const ExtractResult r = extractArchiveData(buildArchive(format, entries), base.filePath("t"), options);
            QCOMPARE(r.error, QStringLiteral("skills root archive too large"));
            QVERIFY(!QFileInfo::exists(base.filePath("t")));
        }
        // the same archive fits under the default limits
        QTemporaryDir base;
        QVERIFY(extractArchiveData(buildArchive(TestFormat::Zip, entries), base.filePath("t")).ok());
    }

    void truncatedArchives()
    {
        QList<TestEntry> entries { { "s/SKILL.md", skillMd("s", "d") } };
        TestEntry big { "s/data.bin", QByteArray(200000, 'x') };
        for (int i = 0; i < big.data.size(); ++i)
            big.data[i] = char((i * 7919) % 251); // incompressible enough to span many blocks
        entries.append(big);
        for (TestFormat format : { TestFormat::Zip, TestFormat::TarGz, TestFormat::Tar }) {
            const QByteArray full = buildArchive(format, entries);
            QTemporaryDir base;
            const ExtractResult r = extractArchiveData(full.left(full.size() / 2), base.filePath("t"));
            QVERIFY2(!r.ok(), qPrintable(archiveFormatName(ArchiveFormat(int(format) + 1))));
            QVERIFY2(r.error.contains("truncated") || r.error.contains("not a readable archive"), qPrintable(r.error));
            QCOMPARE(listTree(base.path()), QStringList());
        }
        QTemporaryDir base;
        QCOMPARE(extractArchiveData("garbage that is no archive", base.filePath("t")).error,
            QStringLiteral("not a zip, tar.gz or tar archive"));
    }

    void packRoundTrip_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::newRow("skill") << "my-skill.skill";
        QTest::newRow("zip") << "my-skill.zip";
        QTest::newRow("tar.gz") << "my-skill.tar.gz";
    }

    void packRoundTrip()
    {
        QFETCH(QString, fileName);
        QTemporaryDir base;
        const QString skill = base.filePath("src/my-skill");
        QByteArray binary(70000, '\0');
        for (int i = 0; i < binary.size(); ++i)
            binary[i] = char(i * 31 + 7);
        // explicit modes (whatever the umask): the round trip compares them
        writeFile(skill + "/SKILL.md", skillMd("my-skill", "Does things. Use when testing."), unixMode(0644));
        writeFile(skill + "/scripts/run.sh", "#!/bin/sh\necho hi\n", unixMode(0755));
        writeFile(skill + "/references/guide.md", "# Guide\n", unixMode(0644));
        writeFile(skill + "/assets/blob.bin", binary, unixMode(0600));
        writeFile(skill + "/.hidden", "kept", unixMode(0644));
        // excluded by Anthropic's packager
        writeFile(skill + "/__pycache__/x.cpython-311.pyc", "x");
        writeFile(skill + "/scripts/mod.pyc", "x");
        writeFile(skill + "/node_modules/pkg/index.js", "x");
        writeFile(skill + "/.DS_Store", "x");
        writeFile(skill + "/evals/evals.json", "{}");
        writeFile(skill + "/references/evals/kept.md", "nested evals/ is kept", unixMode(0644));
        QFile::link(skill + "/SKILL.md", skill + "/link.md");

        const QString package = base.filePath(fileName);
        const PackResult packed = packSkillFolder(skill, package);
        QVERIFY2(packed.ok(), qPrintable(packed.error));
        QCOMPARE(packed.entries,
            QStringList({ "my-skill/.hidden", "my-skill/SKILL.md", "my-skill/assets/blob.bin",
                "my-skill/references/evals/kept.md", "my-skill/references/guide.md", "my-skill/scripts/run.sh" }));
        QCOMPARE(packed.skipped,
            QStringList({ ".DS_Store", "__pycache__/", "evals/", "link.md", "node_modules/", "scripts/mod.pyc" }));
        QVERIFY(packed.bytes > 0);
        if (fileName.endsWith(".skill")) {
            QFile f(package);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY(f.read(4) == QByteArray("PK\x03\x04", 4));
            f.seek(8);
            const QByteArray method = f.read(2);
            QCOMPARE(int(uchar(method[0])), 8); // deflate
        }

        const InstallResult installed = installArchive(package, base.filePath("root"));
        QVERIFY2(installed.ok(), qPrintable(installed.error));
        QCOMPARE(
            installed.installed, QStringList({ QFileInfo(base.filePath("root")).canonicalFilePath() + "/my-skill" }));
        const QString out = base.filePath("root/my-skill");
        QCOMPARE(listTree(out),
            QStringList({ ".hidden", "SKILL.md", "assets", "assets/blob.bin", "references", "references/evals",
                "references/evals/kept.md", "references/guide.md", "scripts", "scripts/run.sh" }));
        for (const char *rel : { ".hidden", "SKILL.md", "assets/blob.bin", "references/guide.md",
                 "references/evals/kept.md", "scripts/run.sh" }) {
            QCOMPARE(readFile(out + "/" + rel), readFile(skill + "/" + rel));
            QCOMPARE(permOf(out + "/" + rel), permOf(skill + "/" + rel));
        }
        QCOMPARE(listTree(base.filePath("root")).filter(".sw-import"), QStringList()); // staging removed
    }

    void installRefusesOverwrite()
    {
        QTemporaryDir base;
        writeFile(base.filePath("pkg.zip"), buildArchive(TestFormat::Zip, { { "alpha/SKILL.md", "new" } }));
        writeFile(base.filePath("root/alpha/SKILL.md"), "old");
        const InstallResult refused = installArchive(base.filePath("pkg.zip"), base.filePath("root"));
        QVERIFY(refused.error.startsWith("alpha already exists in "));
        QCOMPARE(readFile(base.filePath("root/alpha/SKILL.md")), QByteArray("old"));
        QCOMPARE(listTree(base.filePath("root")), QStringList({ "alpha", "alpha/SKILL.md" }));

        InstallOptions options;
        options.overwrite = true;
        const InstallResult replaced = installArchive(base.filePath("pkg.zip"), base.filePath("root"), options);
        QVERIFY2(replaced.ok(), qPrintable(replaced.error));
        QCOMPARE(replaced.replaced.size(), 1);
        QCOMPARE(readFile(base.filePath("root/alpha/SKILL.md")), QByteArray("new"));
        QCOMPARE(listTree(base.filePath("root")), QStringList({ "alpha", "alpha/SKILL.md" }));
    }

    void installReportsConflictsRenamesAndCancels()
    {
        QTemporaryDir base;
        writeFile(base.filePath("pkg.zip"),
            buildArchive(
                TestFormat::Zip, { { "alpha/SKILL.md", "---\nname: alpha\n---\n" }, { "beta/SKILL.md", "b" } }));
        writeFile(base.filePath("root/alpha/SKILL.md"), "old");
        // Refused: the names it would install and those that exist, so that a window can ask what to do.
        const InstallResult refused = installArchive(base.filePath("pkg.zip"), base.filePath("root"));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.names, QStringList({ "alpha", "beta" }));
        QCOMPARE(refused.conflicts, QStringList { "alpha" });
        QVERIFY(!QFileInfo::exists(base.filePath("root/beta")));
        // Import as a copy: the conflicting folder goes in under another name; the existing one is untouched.
        InstallOptions copy;
        copy.renames.insert("alpha", "alpha-copy");
        const InstallResult copied = installArchive(base.filePath("pkg.zip"), base.filePath("root"), copy);
        QVERIFY2(copied.ok(), qPrintable(copied.error));
        QCOMPARE(copied.names, QStringList({ "alpha", "beta" }));
        QVERIFY(copied.conflicts.isEmpty());
        QCOMPARE(readFile(base.filePath("root/alpha/SKILL.md")), QByteArray("old"));
        QCOMPARE(readFile(base.filePath("root/alpha-copy/SKILL.md")), QByteArray("---\nname: alpha\n---\n"));
        QCOMPARE(readFile(base.filePath("root/beta/SKILL.md")), QByteArray("b"));
        // A rename may not leave the folder.
        InstallOptions escape;
        escape.renames.insert("alpha", "../alpha");
        QCOMPARE(installArchive(base.filePath("pkg.zip"), base.filePath("root2"), escape).error,
            QStringLiteral("cannot install under the name \"../alpha\""));
        // Cancelled before it starts: nothing installed.
        std::atomic_bool cancelled { true };
        InstallOptions stop;
        stop.cancel = &cancelled;
        const InstallResult stopped = installArchive(base.filePath("pkg.zip"), base.filePath("root3"), stop);
        QCOMPARE(stopped.error, QStringLiteral("extraction cancelled"));
        QCOMPARE(listTree(base.filePath("root3")), QStringList());
    }

    void installBareSkillArchiveAndRejects()
    {
        QTemporaryDir base;
        writeFile(base.filePath("solo.skill"), buildArchive(TestFormat::Zip, { { "SKILL.md", "x" } }));
        const InstallResult solo = installArchive(base.filePath("solo.skill"), base.filePath("root"));
        QVERIFY2(solo.ok(), qPrintable(solo.error));
        QCOMPARE(readFile(base.filePath("root/solo/SKILL.md")), QByteArray("x"));

        writeFile(base.filePath("noskill.zip"), buildArchive(TestFormat::Zip, { { "a/readme.md", "x" } }));
        QCOMPARE(installArchive(base.filePath("noskill.zip"), base.filePath("root")).error,
            QStringLiteral("noskill.zip holds no SKILL.md"));

        writeFile(base.filePath("evil.zip"),
            buildArchive(TestFormat::Zip, { { "b/SKILL.md", "x" }, { "../../evil", "pwned" } }));
        QCOMPARE(installArchive(base.filePath("evil.zip"), base.filePath("root")).error,
            QStringLiteral("archive entry \"../../evil\": '..' would leave the target folder"));
        QCOMPARE(listTree(base.filePath("root")), QStringList({ "solo", "solo/SKILL.md" }));
        QVERIFY(!QFileInfo::exists(base.filePath("evil")));
    }

    void packRejectsBadInput()
    {
        QTemporaryDir base;
        QCOMPARE(packSkillFolder(base.filePath("missing"), base.filePath("x.skill")).error,
            QStringLiteral("Not a directory: %1").arg(base.filePath("missing")));
        writeFile(base.filePath("s/SKILL.md"), "x");
        QVERIFY(
            packSkillFolder(base.filePath("s"), base.filePath("x.rar")).error.startsWith("cannot tell the package"));
        QVERIFY(!QFileInfo::exists(base.filePath("x.rar")));
    }
};

QTEST_GUILESS_MAIN(TestArchive)
#include "tst_archive.moc"
