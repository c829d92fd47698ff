// The command lines of both executables, run as a user runs them where there is no display: DISPLAY,
// WAYLAND_DISPLAY and QT_QPA_PLATFORM unset. --help and --version print and exit 0, usage errors print their
// message on stderr and exit 2, and every CLI command's help starts "Usage: skill-workbench-cli COMMAND [options]".
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run
{
    int exitCode = -1;
    QProcess::ExitStatus status = QProcess::CrashExit;
    QString out;
    QString err;
};

Run runWithoutDisplay(const QString &program, const QStringList &args)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM" })
        env.remove(QString::fromLatin1(name));
    process.setProcessEnvironment(env);
    process.start(program, args);
    Run run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitCode();
    run.status = process.exitStatus();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

const QString kGui = QStringLiteral(SW_BINARY_DIR "/app/skill-workbench");
const QString kCli = QStringLiteral(SW_BINARY_DIR "/app/skill-workbench-cli");

} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT
private slots:
    void guiHelpWithoutDisplay()
    {
        for (const QStringList &args : { QStringList { QStringLiteral("--help") }, QStringList { QStringLiteral("-h") },
                 QStringList { QStringLiteral("-platform"), QStringLiteral("offscreen"), QStringLiteral("--help") } }) {
            const Run run = runWithoutDisplay(kGui, args);
            QCOMPARE(run.status, QProcess::NormalExit);
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.out.startsWith(QStringLiteral("Usage: skill-workbench [options] [files...]\n")),
                qPrintable(run.out));
            QVERIFY(run.out.contains(QStringLiteral("--root <PATH>")));
            QVERIFY(run.out.contains(QStringLiteral("--self-test")));
            QVERIFY(!run.out.contains(QStringLiteral("--platformtheme"))); // Qt's own options stay hidden
            QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        }
    }

    void guiVersionWithoutDisplay()
    {
        for (const QString &option : { QStringLiteral("--version"), QStringLiteral("-v") }) {
            const Run run = runWithoutDisplay(kGui, { option });
            QCOMPARE(run.status, QProcess::NormalExit);
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(
                QRegularExpression(QStringLiteral("^skill-workbench \\d+\\.\\d+\\.\\d+\n$")).match(run.out).hasMatch(),
                qPrintable(run.out));
        }
    }

    void guiUsageErrorsWithoutDisplay_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown option") << QStringList { QStringLiteral("--bogus") }
                                        << QStringLiteral("skill-workbench: Unknown option 'bogus'.");
        QTest::newRow("missing value") << QStringList { QStringLiteral("--root") }
                                       << QStringLiteral("skill-workbench: Missing value after '--root'.");
        QTest::newRow("theme") << QStringList { QStringLiteral("--theme"), QStringLiteral("purple") }
                               << QStringLiteral("skill-workbench: unknown theme 'purple' (use system, light or dark)");
        QTest::newRow("language") << QStringList { QStringLiteral("--language"), QStringLiteral("xx") }
                                  << QStringLiteral("skill-workbench: unknown language 'xx' (use en or zh_CN)");
        QTest::newRow("mode")
            << QStringList { QStringLiteral("--mode"), QStringLiteral("edit") }
            << QStringLiteral(
                   "skill-workbench: unknown mode 'edit' (use welcome, author, debug, runs, triggerlab or capture)");
    }

    void guiUsageErrorsWithoutDisplay()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run run = runWithoutDisplay(kGui, args);
        QCOMPARE(run.status, QProcess::NormalExit);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(message + QLatin1Char('\n')), qPrintable(run.err));
        QVERIFY(run.err.contains(QStringLiteral("Try 'skill-workbench --help'.")));
        QVERIFY(run.out.isEmpty());
    }

    void guiOpensAFolderGivenAsAnArgument()
    {
        // `skill-workbench FOLDER` opens the folder as the skill root (it used to say "... is not a file."), and
        // every mode of the mode bar can be the first one, Capture included.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString skills = dir.filePath(QStringLiteral("my-skills"));
        QVERIFY(QDir().mkpath(skills + QStringLiteral("/solo")));
        QFile skill(skills + QStringLiteral("/solo/SKILL.md"));
        QVERIFY(skill.open(QIODevice::WriteOnly));
        skill.write(
            "---\nname: solo\ndescription: The only skill of this root, not one of the bundled ones.\n---\nBody.\n");
        skill.close();
        const Run run = runWithoutDisplay(kGui,
            { QStringLiteral("-platform"), QStringLiteral("offscreen"), QStringLiteral("--self-test"),
                QStringLiteral("--mode"), QStringLiteral("capture"), skills });
        QCOMPARE(run.status, QProcess::NormalExit);
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains(QRegularExpression(
                     QStringLiteral("^self-test: 1 skills in 1 roots$"), QRegularExpression::MultilineOption)),
            qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("  root: ") + QDir::cleanPath(skills) + QLatin1Char('\n')),
            qPrintable(run.out));
    }

    void guiWithoutDisplaySaysWhatToDo()
    {
        // A valid command line, but nowhere to show the window: a message and exit 1, not Qt's abort (rc 134).
        const Run run = runWithoutDisplay(kGui, { QStringLiteral("--mode"), QStringLiteral("author") });
        QCOMPARE(run.status, QProcess::NormalExit);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("no display")), qPrintable(run.err));
        QVERIFY(run.err.contains(QStringLiteral("QT_QPA_PLATFORM=offscreen")));
    }

    void cliHelpVersionAndUsageErrorsWithoutDisplay()
    {
        Run run = runWithoutDisplay(kCli, { QStringLiteral("--help") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QStringLiteral("Usage: skill-workbench-cli COMMAND [options]\n")));
        run = runWithoutDisplay(kCli, { QStringLiteral("--version") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(
            QRegularExpression(QStringLiteral("^skill-workbench-cli \\d+\\.\\d+\\.\\d+\n$")).match(run.out).hasMatch(),
            qPrintable(run.out));
        run = runWithoutDisplay(kCli, {});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.startsWith(QStringLiteral("skill-workbench-cli: no command given\n")));
        QVERIFY(run.out.isEmpty());
        run = runWithoutDisplay(kCli, { QStringLiteral("frobnicate") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.startsWith(QStringLiteral("skill-workbench-cli: unknown command 'frobnicate'\n")));
        QVERIFY(run.out.isEmpty());
    }

    void cliEveryCommandsHelp()
    {
        // The commands as the top-level help lists them (so a new command is covered without editing this test).
        const Run top = runWithoutDisplay(kCli, { QStringLiteral("--help") });
        QStringList commands;
        bool inList = false;
        for (const QString &line : top.out.split(QLatin1Char('\n'))) {
            if (line == QLatin1String("Commands:")) {
                inList = true;
                continue;
            }
            if (inList && line.isEmpty())
                break;
            if (inList)
                commands << line.trimmed().section(QLatin1Char(' '), 0, 0);
        }
        QVERIFY2(commands.size() >= 9, qPrintable(commands.join(QLatin1Char(' '))));
        QVERIFY2(commands.contains(QStringLiteral("visibility")) && commands.contains(QStringLiteral("eval")),
            qPrintable(commands.join(QLatin1Char(' '))));
        QVERIFY(commands.contains(QStringLiteral("chat")));
        for (const QString &command : std::as_const(commands)) {
            const Run run = runWithoutDisplay(kCli, { command, QStringLiteral("--help") });
            QVERIFY2(run.exitCode == 0, qPrintable(command));
            const QString first = run.out.section(QLatin1Char('\n'), 0, 0);
            // "[options]" and the positionals, or the command's published synopsis (visibility, eval).
            QVERIFY2(first == QStringLiteral("Usage: skill-workbench-cli %1 [options]").arg(command)
                    || first.startsWith(QStringLiteral("Usage: skill-workbench-cli %1 [options] ").arg(command))
                    || first.startsWith(QStringLiteral("Usage: skill-workbench-cli %1 --").arg(command)),
                qPrintable(command + QStringLiteral(": ") + first));
            QVERIFY2(run.out.contains(QStringLiteral("-h, --help")), qPrintable(command));
            // No option declared twice (the parser drops the second and warns on every run).
            QVERIFY2(!run.err.contains(QStringLiteral("QCommandLineParser")), qPrintable(command + run.err));
            // A usage error of the command: its message on stderr, exit 2.
            const Run bad = runWithoutDisplay(kCli, { command, QStringLiteral("--no-such-option") });
            QVERIFY2(bad.exitCode == 2, qPrintable(command));
            QVERIFY2(bad.err.contains(QStringLiteral("Unknown option 'no-such-option'")), qPrintable(bad.err));
        }
    }

    // A file written when the command ends (-o, --save, --export) is checked before the work starts: a typo in its
    // folder is a usage error at once, not a capture or a paid chat lost at the end. (probe -o makes its folder.)
    void cliOutputFilesCheckedBeforeTheWork()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString missing = dir.filePath(QStringLiteral("no-such-folder/out.jsonl"));
        const QString marker = dir.filePath(QStringLiteral("ran"));
        const QString skills = QStringLiteral(SW_SOURCE_DIR "/skills");
        const QString scenario = QStringLiteral(SW_SOURCE_DIR "/resources/scenarios/minimal-load-skill.json");
        const QList<QStringList> commands {
            { QStringLiteral("capture"), QStringLiteral("--upstream"), QStringLiteral("scripted"), QStringLiteral("-o"),
                missing, QStringLiteral("--"), QStringLiteral("touch"), marker },
            { QStringLiteral("chat"), QStringLiteral("--root"), skills, QStringLiteral("--scenario"), scenario,
                QStringLiteral("--save"), missing },
            { QStringLiteral("chat"), QStringLiteral("--root"), skills, QStringLiteral("--scenario"), scenario,
                QStringLiteral("--export"), dir.path() },
            { QStringLiteral("eval"), QStringLiteral("--root"), skills, QStringLiteral("--set"), scenario,
                QStringLiteral("--profile"), QStringLiteral("minimal"), QStringLiteral("--scenario"), scenario,
                QStringLiteral("-o"), missing },
        };
        for (const QStringList &args : commands) {
            const Run run = runWithoutDisplay(kCli, args);
            const QString what = args.join(QLatin1Char(' ')) + QStringLiteral("\n") + run.err;
            QVERIFY2(run.exitCode == 2, qPrintable(what));
            QVERIFY2(
                run.err.contains(QStringLiteral("does not exist")) || run.err.contains(QStringLiteral("is a folder")),
                qPrintable(what));
            QVERIFY2(!run.err.contains(QStringLiteral("listening on")), qPrintable(what)); // refused before starting
        }
        QVERIFY(!QFile::exists(marker)); // capture's command never ran
    }

    // chat: a --save or --export that fails at the end (/proc takes no new files, though root may write in it) goes
    // to the temporary folder; the answer is printed as usual and the exit status is 2.
    void cliChatKeptWhenItsFilesCannotBeWritten()
    {
        QTemporaryDir temp;
        QVERIFY(temp.isValid());
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TMPDIR"), temp.path());
        process.setProcessEnvironment(env);
        process.start(kCli,
            { QStringLiteral("chat"), QStringLiteral("--root"), QStringLiteral(SW_SOURCE_DIR "/skills"),
                QStringLiteral("--scenario"),
                QStringLiteral(SW_SOURCE_DIR "/resources/scenarios/minimal-load-skill.json"), QStringLiteral("--save"),
                QStringLiteral("/proc/sw-test-session.jsonl"), QStringLiteral("--export"),
                QStringLiteral("/proc/sw-test-session.html") });
        QVERIFY(process.waitForFinished(60000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        if (err.contains(QStringLiteral("permission denied")))
            QSKIP("/proc is refused before the run for this user; the fallback needs a folder that fails later");
        QCOMPARE(process.exitCode(), 2);
        QVERIFY(process.readAllStandardOutput().contains("[usage:")); // the turn's output is not lost either
        const QStringList saved = QDir(temp.path()).entryList({ QStringLiteral("skill-workbench-session-*") });
        QCOMPARE(saved.size(), 2);
        for (const QString &name : saved)
            QVERIFY2(err.contains(QDir(temp.path()).filePath(name)), qPrintable(err));
        QVERIFY(saved.first().endsWith(QStringLiteral(".html")) || saved.last().endsWith(QStringLiteral(".html")));
    }

    // When -o cannot be written at the end after all (here the command removes its folder), the capture goes to the
    // temporary folder and stderr says where.
    void cliCaptureKeptWhenItsFileCannotBeWritten()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = dir.filePath(QStringLiteral("out"));
        const QString temp = dir.filePath(QStringLiteral("tmp"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QDir().mkpath(temp));
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TMPDIR"), temp);
        process.setProcessEnvironment(env);
        process.start(kCli,
            { QStringLiteral("capture"), QStringLiteral("--upstream"), QStringLiteral("scripted"), QStringLiteral("-o"),
                folder + QStringLiteral("/c.jsonl"), QStringLiteral("--"), QStringLiteral("rmdir"), folder });
        QVERIFY(process.waitForFinished(60000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QCOMPARE(process.exitCode(), 2);
        const QStringList saved = QDir(temp).entryList({ QStringLiteral("skill-workbench-capture-*.jsonl") });
        QCOMPARE(saved.size(), 1);
        QVERIFY2(err.contains(QStringLiteral("the capture was saved to ") + QDir(temp).filePath(saved.first())),
            qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
