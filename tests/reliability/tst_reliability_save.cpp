// Fault injection on saving a SKILL.md through the editor's save path (ui/editor FileSession, QSaveFile):
// read-only folder, disk full (a tiny tmpfs when mounting is allowed; RLIMIT_FSIZE in a child process always),
// the skill folder deleted while the file is open, and the saving process SIGKILLed in the middle of a save.
// In every case the SKILL.md on disk is the old or the new content, never a mix or a truncation, and the
// error names the file and the cause.
#include "editor/filesession.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using sw::ui::FileSession;

namespace {

const char *const kHelperMode = "SW_RELIABILITY_SAVE_HELPER"; // "fsize" or "loop"
const char *const kHelperPath = "SW_RELIABILITY_SAVE_PATH";

QByteArray originalSkill()
{
    return QByteArrayLiteral("---\nname: keep-me\ndescription: The original file that must survive.\n---\n\nBody.\n");
}

// A SKILL.md of `size` bytes whose every byte after the frontmatter is `fill`: a mix of two versions or a
// truncation is detectable by content and size.
QByteArray filledSkill(char fill, int size)
{
    QByteArray head = QByteArrayLiteral("---\nname: big\ndescription: filled with ");
    head += fill;
    head += QByteArrayLiteral("\n---\n");
    return head + QByteArray(size - head.size(), fill);
}

bool writePlain(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Child process modes (the test binary re-executed): the same FileSession::save the editor uses.
int runHelper(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QByteArray mode = qgetenv(kHelperMode);
    const QString path = QString::fromLocal8Bit(qgetenv(kHelperPath));
    FileSession session(path);
    QString error;
    if (mode == "fsize") {
        // "Disk full" for this process: files may not grow beyond 16 KiB; writes past it fail with EFBIG.
        struct rlimit limit
        {
            16 * 1024, 16 * 1024
        };
        setrlimit(RLIMIT_FSIZE, &limit);
        std::signal(SIGXFSZ, SIG_IGN);
        const bool saved = session.save(filledSkill('x', 1024 * 1024), &error);
        std::fputs(error.toUtf8().constData(), stdout);
        return saved ? 1 : 0;
    }
    if (mode == "loop") {
        // Saves alternating 2 MiB versions until killed; announces itself once the first save is done.
        for (int i = 0;; ++i) {
            if (!session.save(filledSkill(i % 2 ? 'b' : 'a', 2 * 1024 * 1024), &error)) {
                std::fputs(error.toUtf8().constData(), stderr);
                return 2;
            }
            if (i == 0) {
                std::fputs("ready\n", stdout);
                std::fflush(stdout);
            }
        }
    }
    return 3;
}

// Mounts a tmpfs at dir (root only, e.g. CI containers with CAP_SYS_ADMIN); false when not permitted.
bool mountTmpfs(const QString &dir, const char *options)
{
    return ::mount("tmpfs", QFile::encodeName(dir).constData(), "tmpfs", 0, options) == 0;
}

} // namespace

class TestReliabilitySave : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readOnlyFolderKeepsOriginal();
    void diskFullOnTmpfsKeepsOriginal();
    void fileSizeLimitKeepsOriginal();
    void folderDeletedWhileOpen();
    void killedDuringSaveLeavesOldOrNew();
    void saveErrorMessagesNameCauseAndRemedy();
};

void TestReliabilitySave::readOnlyFolderKeepsOriginal()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString folder = tmp.filePath(QStringLiteral("keep-me"));
    QVERIFY(QDir().mkpath(folder));
    const QString skillMd = folder + QStringLiteral("/SKILL.md");
    bool mounted = false;
    const auto restore = qScopeGuard([&] {
        if (mounted)
            ::umount(QFile::encodeName(folder).constData());
        else
            QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    });
    if (geteuid() == 0) {
        // root ignores permission bits: make the folder a read-only tmpfs instead.
        if (!mountTmpfs(folder, "size=256k"))
            QSKIP("running as root without mount rights: a read-only folder cannot be simulated");
        mounted = true;
        QVERIFY(writePlain(skillMd, originalSkill()));
        QVERIFY(
            ::mount("tmpfs", QFile::encodeName(folder).constData(), "tmpfs", MS_REMOUNT | MS_RDONLY, "size=256k") == 0);
    } else {
        QVERIFY(writePlain(skillMd, originalSkill()));
        QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
    }

    FileSession session(skillMd);
    QByteArray loaded;
    QString error;
    QVERIFY(session.load(&loaded, &error));
    QVERIFY(!session.save(QByteArrayLiteral("---\nname: keep-me\ndescription: edited\n---\n"), &error));
    qInfo("read-only folder: %s", qPrintable(error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(skillMd)), qPrintable(error));
    QVERIFY2(error.startsWith(QStringLiteral("The folder is read-only: ")), qPrintable(error));
    QCOMPARE(readAll(skillMd), originalSkill());
    QCOMPARE(session.diskBytes(), originalSkill()); // the known disk state did not move
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden), QStringList { QStringLiteral("SKILL.md") });
}

void TestReliabilitySave::diskFullOnTmpfsKeepsOriginal()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString folder = tmp.filePath(QStringLiteral("keep-me"));
    QVERIFY(QDir().mkpath(folder));
    if (!mountTmpfs(folder, "size=64k"))
        QSKIP("no mount rights: disk full is covered by fileSizeLimitKeepsOriginal");
    const auto unmount = qScopeGuard([&] { ::umount(QFile::encodeName(folder).constData()); });
    const QString skillMd = folder + QStringLiteral("/SKILL.md");
    QVERIFY(writePlain(skillMd, originalSkill()));

    FileSession session(skillMd);
    QByteArray loaded;
    QString error;
    QVERIFY(session.load(&loaded, &error));
    QVERIFY(!session.save(filledSkill('x', 1024 * 1024), &error)); // 1 MiB on a 64 KiB file system
    qInfo("disk full: %s", qPrintable(error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(skillMd)), qPrintable(error));
    // The cause in plain words and what to do (QSaveFile alone would say "Unknown error": it loses the errno of
    // a failed flush in commit(); FileSession writes unbuffered and maps the errno).
    QVERIFY2(error.startsWith(QStringLiteral("The disk is full: ")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("Free some space")), qPrintable(error));
    QVERIFY2(!error.contains(QStringLiteral("Unknown error")), qPrintable(error));
    QCOMPARE(readAll(skillMd), originalSkill());
    // The failed temporary file was removed: the space is free again and a normal save works.
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden), QStringList { QStringLiteral("SKILL.md") });
    const QByteArray edited = QByteArrayLiteral("---\nname: keep-me\ndescription: fits\n---\n");
    QVERIFY2(session.save(edited, &error), qPrintable(error));
    QCOMPARE(readAll(skillMd), edited);
}

void TestReliabilitySave::fileSizeLimitKeepsOriginal()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString skillMd = tmp.filePath(QStringLiteral("SKILL.md"));
    QVERIFY(writePlain(skillMd, originalSkill()));

    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kHelperMode), QStringLiteral("fsize"));
    env.insert(QString::fromLatin1(kHelperPath), skillMd);
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(child.waitForFinished(60000));
    QCOMPARE(child.exitStatus(), QProcess::NormalExit);
    const QString error = QString::fromUtf8(child.readAllStandardOutput());
    qInfo("file size limit: %s", qPrintable(error));
    QCOMPARE(child.exitCode(), 0); // the save reported failure
    QVERIFY2(error.contains(QDir::toNativeSeparators(skillMd)), qPrintable(error));
    QVERIFY2(error.startsWith(QStringLiteral("The file is too large")), qPrintable(error));
    QVERIFY2(!error.contains(QStringLiteral("Unknown error")), qPrintable(error));
    QCOMPARE(readAll(skillMd), originalSkill());
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden), QStringList { QStringLiteral("SKILL.md") });
}

void TestReliabilitySave::folderDeletedWhileOpen()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString folder = tmp.filePath(QStringLiteral("gone"));
    QVERIFY(QDir().mkpath(folder));
    const QString skillMd = folder + QStringLiteral("/SKILL.md");
    QVERIFY(writePlain(skillMd, originalSkill()));

    FileSession session(skillMd);
    QByteArray loaded;
    QString error;
    QVERIFY(session.load(&loaded, &error));
    QSignalSpy removed(&session, &FileSession::removedFromDisk);
    QVERIFY(QDir(folder).removeRecursively());
    QVERIFY(removed.wait(5000)); // the editor is told

    // Saving into the vanished folder fails with the path in the message; nothing is recreated silently.
    QVERIFY(!session.save(QByteArrayLiteral("---\nname: gone\ndescription: x\n---\n"), &error));
    qInfo("folder deleted: %s", qPrintable(error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(skillMd)), qPrintable(error));
    QVERIFY2(error.startsWith(QStringLiteral("The folder no longer exists: ")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(folder));
    QCOMPARE(session.diskBytes(), originalSkill()); // the unsaved text is still the editor's to keep
}

void TestReliabilitySave::killedDuringSaveLeavesOldOrNew()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString skillMd = tmp.filePath(QStringLiteral("SKILL.md"));
    QVERIFY(writePlain(skillMd, originalSkill()));
    const QByteArray versionA = filledSkill('a', 2 * 1024 * 1024);
    const QByteArray versionB = filledSkill('b', 2 * 1024 * 1024);

    int sawA = 0, sawB = 0;
    const int rounds = 12;
    for (int round = 0; round < rounds; ++round) {
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(kHelperMode), QStringLiteral("loop"));
        env.insert(QString::fromLatin1(kHelperPath), skillMd);
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForStarted(10000));
        QVERIFY(child.waitForReadyRead(60000)); // "ready": at least one save completed, the loop is saving
        // Let it run a varying moment so the kill lands at different points of write/commit.
        QTest::qWait(int(QRandomGenerator::global()->bounded(5, 60)));
        ::kill(pid_t(child.processId()), SIGKILL);
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        const QByteArray onDisk = readAll(skillMd);
        QVERIFY2(onDisk == versionA || onDisk == versionB,
            qPrintable(QStringLiteral("round %1: SKILL.md is %2 bytes, neither complete version")
                           .arg(round)
                           .arg(onDisk.size())));
        (onDisk == versionA ? sawA : sawB)++;
        // A killed QSaveFile may leave its temporary file behind; it is never the SKILL.md itself.
        const QStringList leftovers = QDir(tmp.path()).entryList({ QStringLiteral("SKILL.md.*") }, QDir::Files);
        for (const QString &name : leftovers)
            QFile::remove(tmp.filePath(name));
    }
    qInfo("killed %d saving processes: SKILL.md complete every time (%d x version a, %d x version b)", rounds, sawA,
        sawB);
}

void TestReliabilitySave::saveErrorMessagesNameCauseAndRemedy()
{
    // Every errno the save path maps reads as a cause and a remedy, never as a bare strerror.
    const QString path = QStringLiteral("/skills/demo/SKILL.md");
    QVERIFY(FileSession::saveErrorMessage(path, ENOSPC).startsWith(QStringLiteral("The disk is full: ")));
    QVERIFY(FileSession::saveErrorMessage(path, EDQUOT).startsWith(QStringLiteral("The disk is full: ")));
    QVERIFY(FileSession::saveErrorMessage(path, EROFS).startsWith(QStringLiteral("The folder is read-only: ")));
    QVERIFY(FileSession::saveErrorMessage(path, EACCES).contains(QStringLiteral("/skills/demo")));
    QVERIFY(FileSession::saveErrorMessage(path, EFBIG).startsWith(QStringLiteral("The file is too large")));
    QVERIFY(FileSession::saveErrorMessage(path, ENOENT).startsWith(QStringLiteral("The folder no longer exists")));
    // Anything else keeps the system's words for it.
    const QString other = FileSession::saveErrorMessage(path, EIO);
    QVERIFY2(other.startsWith(QStringLiteral("Cannot save ")) && other.contains(QString::fromLocal8Bit(strerror(EIO))),
        qPrintable(other));
    QCOMPARE(FileSession::saveErrorMessage(path, 0, QStringLiteral("detail")),
        QStringLiteral("Cannot save %1: detail").arg(path));
    for (const int code : { ENOSPC, EROFS, EFBIG, ENOENT })
        QVERIFY(FileSession::saveErrorMessage(path, code)
                    .contains(QStringLiteral("your edits are still in the editor"), Qt::CaseInsensitive));
}

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsSet(kHelperMode))
        return runHelper(argc, argv);
    QApplication app(argc, argv);
    TestReliabilitySave test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_reliability_save.moc"
