// `skill-workbench-cli probe` as its issue words the contract: usage errors (2), a client that is not found or fails
// before any model call (3), and a whole probe with a stand-in client (a Python script shaped like Claude Code: it
// reads the probe skills of its isolated home and sends one Anthropic Messages request with a listing to the base URL
// it is given): the calibration written with -o, the JSON report on stdout, the version from `--version`, and
// --verify's exit status 1 on a difference. `--calibration FILE` on visibility, catalog and report: the predictions
// follow the calibrated client (its version named, its built-in skills as sent), the newest stored calibration is the
// default, `builtin` keeps the pinned rules, and a file that cannot be used is a usage error.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestCalibrationCli : public QObject
{
    Q_OBJECT
    struct Result
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    Result run(const QStringList &args) { return runCommand(QStringLiteral("probe"), args); }

    Result runCommand(const QString &command, const QStringList &args)
    {
        QProcess p;
        p.setWorkingDirectory(m_dir.path());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("user-home")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir.filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        p.setProcessEnvironment(env);
        QSignalSpy finished(&p, &QProcess::finished);
        p.start(m_cli, QStringList { command } + args);
        if (!finished.wait(120000))
            p.kill();
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError() };
    }

    QString m_cli;
    QString m_script;
    // Under the build folder; any folder works, the temporary one too (clienthome.cpp gives Codex its own TMPDIR).
    QTemporaryDir m_dir { QDir::currentPath() + QStringLiteral("/probe-cli-XXXXXX") };

    // A calibration of a Claude Code whose one built-in skill has a 25,000-character description (written like
    // `probe`).
    QString writeClaudeCalibration(const QString &path, const QString &version)
    {
        const QJsonObject c { { "format", "skill-workbench-calibration" }, { "formatVersion", 1 },
            { "createdAt", "2026-12-02T12:00:00Z" },
            { "client", QJsonObject { { "id", "claude-code" }, { "name", "Claude Code" }, { "version", version } } },
            { "model", "claude-opus-5-5" },
            { "listing", QJsonObject { { "found", true }, { "placement", "system-message" } } },
            { "builtinSkills",
                QJsonArray { QJsonObject { { "name", "dataviz" }, { "text", QString(25000, u'h') } } } } };
        QDir().mkpath(QFileInfo(path).path());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(QJsonDocument(c).toJson());
        return path;
    }

    // How many skills visibility's JSON (one object per skill, its consumers' verdicts) lists in full for Claude Code.
    static int claudeFull(const QByteArray &json)
    {
        int full = 0;
        for (const QJsonValue &skill : QJsonDocument::fromJson(json).array())
            for (const QJsonValue &c : skill.toObject().value("consumers").toArray())
                full += c.toObject().value("consumer").toString() == QLatin1String("claude-code")
                        && c.toObject().value("verdict").toString() == QLatin1String("full")
                    ? 1
                    : 0;
        return full;
    }

private Q_SLOTS:
    void calibrationFilesDriveThePredictions()
    {
        const QString root = m_dir.filePath(QStringLiteral("skills"));
        for (int i = 0; i < 30; ++i) {
            const QString name = QStringLiteral("user-%1").arg(i, 2, 10, QLatin1Char('0'));
            QDir().mkpath(root + QLatin1Char('/') + name);
            QFile f(root + QLatin1Char('/') + name + QStringLiteral("/SKILL.md"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("---\nname: " + name.toUtf8() + "\ndescription: " + QByteArray(200, 'u') + "\n---\nBody.\n");
        }
        const QStringList common { QStringLiteral("--root"), root, QStringLiteral("--consumer"),
            QStringLiteral("claude-code"), QStringLiteral("--format"), QStringLiteral("json") };
        const Result pinned
            = runCommand(QStringLiteral("visibility"), common + QStringList { "--calibration", "builtin" });
        QVERIFY2(pinned.out.contains("claude-code 2.1.328 (built-in rules)"), pinned.out.left(2000).constData());
        QCOMPARE(claudeFull(pinned.out), 30);

        const QString file = writeClaudeCalibration(m_dir.filePath(QStringLiteral("my-claude.json")), "2.1.999");
        const Result calibrated
            = runCommand(QStringLiteral("visibility"), common + QStringList { "--calibration", file });
        QVERIFY2(calibrated.out.contains("claude-code 2.1.999 (calibration"), calibrated.out.left(2000).constData());
        QVERIFY2(claudeFull(calibrated.out) < 30, calibrated.out.left(2000).constData());
        // The catalog follows it too: the built-in skill's text as the calibration has it.
        const Result catalog = runCommand(
            QStringLiteral("catalog"), { "--root", root, "--dialect", "claude-code", "--calibration", file });
        QCOMPARE(catalog.exitCode, 0);
        QVERIFY(catalog.out.contains(QByteArray(25000, 'h')));

        // Without the option: the newest stored calibration of each client (the data folder's).
        writeClaudeCalibration(
            m_dir.filePath(QStringLiteral("data/skill-workbench/calibrations/claude-code-2.1.999.json")), "2.1.999");
        const Result stored = runCommand(QStringLiteral("visibility"), common);
        QVERIFY2(stored.out.contains("claude-code 2.1.999 (calibration"), stored.out.left(2000).constData());
        QVERIFY(QFile::remove(
            m_dir.filePath(QStringLiteral("data/skill-workbench/calibrations/claude-code-2.1.999.json"))));

        // Files that cannot be used: usage errors naming the problem.
        const Result missing = runCommand(QStringLiteral("visibility"),
            common + QStringList { "--calibration", m_dir.filePath(QStringLiteral("nope.json")) });
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains("--calibration"));
        const Result twice
            = runCommand(QStringLiteral("report"), { "--root", root, "--calibration", file, "--calibration", file });
        QCOMPARE(twice.exitCode, 2);
        QVERIFY2(twice.err.contains("second calibration"), twice.err.constData());
    }

    void initTestCase()
    {
        m_cli = QStringLiteral(SW_BINARY_DIR "/app/skill-workbench-cli");
        QVERIFY2(QFile::exists(m_cli), qPrintable(m_cli));
        QVERIFY(m_dir.isValid());
        // The stand-in (standin_claude.py), copied to be executable.
        m_script = m_dir.filePath(QStringLiteral("claude"));
        QVERIFY(QFile::copy(QStringLiteral(SW_SOURCE_DIR "/tests/calibration/standin_claude.py"), m_script));
        QFile s(m_script);
        QVERIFY(s.setPermissions(s.permissions() | QFileDevice::ExeOwner | QFileDevice::WriteOwner));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no client") << QStringList {} << "--client claude-code|codex|opencode|gemini-cli is required";
        QTest::newRow("bad client") << QStringList { "--client", "vim" } << "--client must be";
        QTest::newRow("bad window") << QStringList { "--client", "codex", "--context-window", "lots" }
                                    << "--context-window";
        QTest::newRow("bad format") << QStringList { "--client", "codex", "--format", "xml" } << "--format";
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Result r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }

    void clientNotFoundOrFailing()
    {
        Result r = run({ "--client", "codex", "--client-bin", m_dir.filePath(QStringLiteral("no-such-codex")) });
        QCOMPARE(r.exitCode, 3);
        QVERIFY(!r.err.isEmpty());
        r = run({ "--client", "claude-code", "--client-bin", QStringLiteral("/bin/false") });
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("exited with status 1"), r.err.constData());
    }

    void probesAStandInClient()
    {
        const QString file = m_dir.filePath(QStringLiteral("out/claude.json"));
        const Result r = run({ "--client", "claude-code", "--client-bin", m_script, "-o", file, "--format", "json" });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(report.value("path").toString(), file);
        const QJsonObject c = report.value("calibration").toObject();
        QCOMPARE(c.value("format").toString(), QStringLiteral("skill-workbench-calibration"));
        QCOMPARE(c.value("client").toObject().value("version").toString(), QStringLiteral("9.9.9"));
        const QJsonObject listing = c.value("listing").toObject();
        QCOMPARE(listing.value("placement").toString(), QStringLiteral("system-message"));
        QCOMPARE(listing.value("wrapperBefore").toString(), QStringLiteral("Skills for the Skill tool:\n\n"));
        QCOMPARE(listing.value("entryFormat").toString(), QStringLiteral("- {name}: {description}"));
        QCOMPARE(c.value("builtinSkills").toArray().first().toObject().value("name").toString(),
            QStringLiteral("own-skill"));
        QCOMPARE(c.value("skillTool").toObject().value("name").toString(), QStringLiteral("Skill"));
        QCOMPARE(c.value("runs").toArray().size(), 2);
        QVERIFY(QFile::exists(file));
        QVERIFY(r.err.contains("plain run"));

        // Without -o: the data folder, per client and version; --verify: the stand-in lists the renamed probe by
        // its folder alone, which the workbench does not predict, so there is a difference (exit 1).
        const Result v = run({ "--client", "claude-code", "--client-bin", m_script, "--verify" });
        QCOMPARE(v.exitCode, 1);
        QVERIFY2(v.out.contains("verify: verdicts"), v.out.constData());
        QVERIFY(
            QFile::exists(m_dir.filePath(QStringLiteral("data/skill-workbench/calibrations/claude-code-9.9.9.json"))));
        QVERIFY(v.out.contains("calibration written to "));
    }
};

QTEST_GUILESS_MAIN(TestCalibrationCli)
#include "tst_calibration_cli.moc"
