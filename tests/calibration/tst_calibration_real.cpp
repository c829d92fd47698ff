// `probe` against the real pinned clients (scripts/setup-clients.sh installs them into .deps/clients): Claude Code,
// Codex, opencode and Gemini CLI run headless on the probe skills in isolated homes against the scripted loopback
// model, and the calibration recorded from what they sent is checked against docs/clients.md: Claude Code's listing in
// a system-role message,
// `- {folder}: {text}` entries with ` ({name})` for a renamed skill, the 1,536-character cap (1,535 + U+2026), its
// bundled skills, the `Skill` tool, a budget that leaves fillers name-only; Codex's <skills_instructions> in a
// developer message, root-aliased paths, the 1,024-character cut (1,021 + "..."), its system skills, the tolerated
// `Use when: x` scalar, the context window passed through its configuration and a budget that cuts; opencode's and
// Gemini CLI's XML listings (Gemini CLI's in systemInstruction, its built-in skills, `activate_skill`, its own context
// window), no budget, every probe verdict and line equal to the matrix's and the dialect's prediction.
// Without a client: a failure under CI (the test command's setup installs them), a skip otherwise.
#include "calibration/calibrationprobe.h"
#include "calibration/calibrationverify.h"
#include "requireclient.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;

class TestCalibrationReal : public QObject
{
    Q_OBJECT
    // Under the build folder; any folder works, the temporary one too (clienthome.cpp gives Codex its own TMPDIR).
    QTemporaryDir m_dir { QDir::currentPath() + QStringLiteral("/calibration-runs-XXXXXX") };

    ProbeResult probe(const ClientInstall &install, int contextWindow, bool rulesRun = false)
    {
        ProbeOptions options;
        options.rulesRun = rulesRun;
        options.install = install;
        options.contextWindow = contextWindow;
        options.homeRoot = m_dir.path();
        options.timeoutMs = 60000;
        CalibrationProbe probe;
        QSignalSpy finished(&probe, &CalibrationProbe::finished);
        probe.start(options);
        if (finished.isEmpty() && !finished.wait(150000))
            qFatal("the probe did not end");
        return finished.first().first().value<ProbeResult>();
    }

    static QString describe(const CalibrationAgreement &a)
    {
        QString out;
        for (const CalibrationDifference &d : a.differences)
            out += QStringLiteral("%1 %2: observed %3 | predicted %4\n").arg(d.skill, d.kind, d.observed, d.predicted);
        return out;
    }

    static QStringList builtinNames(const Calibration &c)
    {
        QStringList out;
        for (const CalibrationBuiltin &b : c.builtins)
            out << b.name;
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<ProbeResult>();
        QVERIFY(m_dir.isValid());
        // The user's real home holds a skill of its own: no probe may see it.
        QDir().mkpath(m_dir.filePath(QStringLiteral("real-home/.claude/skills/shadow-skill")));
        qputenv("HOME", m_dir.filePath(QStringLiteral("real-home")).toUtf8());
    }

    void claudeCode()
    {
        SW_REQUIRE_CLIENT(install, AgentClient::ClaudeCode)
        const ProbeResult r = probe(install, 0, true);
        QVERIFY2(r.ok, qPrintable(r.error));
        const Calibration &c = r.calibration;
        QCOMPARE(c.clientId, QStringLiteral("claude-code"));
        QCOMPARE(c.clientVersion, install.version);
        QVERIFY(c.userAgent.startsWith(QStringLiteral("claude-cli/") + install.version));
        QCOMPARE(c.wireApi, QStringLiteral("anthropic-messages"));
        QCOMPARE(c.contextWindow, 1000000); // the default model's window (docs/clients.md)
        QVERIFY(c.listingFound);
        QCOMPARE(c.placement, QStringLiteral("system-message")); // the default model's shape
        QVERIFY(c.wrapperBefore.endsWith(QStringLiteral(":\n\n")));
        QCOMPARE(c.entrySeparator, QStringLiteral("\n"));
        QCOMPARE(c.entryFormat, QStringLiteral("- {name}: {description}"));
        QCOMPARE(c.renamedEntryFormat, QStringLiteral("- {folder} ({name}): {description}"));
        QCOMPARE(c.skillToolName, QStringLiteral("Skill"));
        QVERIFY(c.skillToolSchema.value("properties").toObject().contains("skill"));
        // The bundled skills are sent (13 in 2.1.328), each with its text when nothing overflows.
        const QStringList builtins = builtinNames(c);
        for (const char *name : { "code-review", "simplify", "loop", "claude-api", "update-config" })
            QVERIFY2(builtins.contains(QLatin1String(name)), qPrintable(builtins.join(QLatin1Char(','))));
        QVERIFY(!c.builtins.first().text.isEmpty());
        // 1,600 characters: cut to 1,535 + U+2026.
        const CalibrationProbeSkill *longProbe = c.probe(QStringLiteral("long"));
        QCOMPARE(longProbe->observed, QStringLiteral("shortened"));
        QCOMPARE(longProbe->observedShortenedBy, 65);
        QVERIFY(longProbe->text.endsWith(QChar(0x2026)));
        QCOMPARE(longProbe->text.size(), 1536);
        // Invalid YAML is still listed; a multi-line description is joined with spaces.
        QCOMPARE(c.probe(QStringLiteral("yaml-colon"))->observed, QStringLiteral("full"));
        QCOMPARE(c.probe(QStringLiteral("multi-line"))->text,
            QStringLiteral("Calibration probe M, line one. Line two of probe M."));
        // The budget (30,000 characters for this window) leaves fillers without their text.
        QVERIFY(c.overflowRun);
        QVERIFY2(c.overflowNameOnly > 0, qPrintable(QString::number(c.overflowNameOnly)));
        QVERIFY(c.overflowFull > 0);
        QVERIFY2(c.overflowListingChars <= 30000, qPrintable(QString::number(c.overflowListingChars)));
        QCOMPARE(c.nameOnlyFormat, QStringLiteral("- {name}"));
        // Every probe of the three runs (the rules run: each rule Claude Code treats specially) is predicted exactly.
        const CalibrationAgreement a = verifyCalibration(c);
        QCOMPARE(a.runs.size(), 3);
        QVERIFY2(a.differences.isEmpty(), qPrintable(describe(a)));
        QCOMPARE(a.linesAgree, a.linesCompared);
    }

    void codex()
    {
        SW_REQUIRE_CLIENT(install, AgentClient::Codex)
        const ProbeResult r = probe(install, 100000, true);
        QVERIFY2(r.ok, qPrintable(r.error));
        const Calibration &c = r.calibration;
        QCOMPARE(c.clientId, QStringLiteral("codex"));
        QCOMPARE(c.clientVersion, install.version);
        QCOMPARE(c.wireApi, QStringLiteral("openai-responses"));
        QCOMPARE(c.contextWindow, 100000);
        QCOMPARE(c.contextWindowSource, QStringLiteral("option"));
        QVERIFY(c.listingFound);
        QCOMPARE(c.placement, QStringLiteral("developer-message"));
        QVERIFY(c.wrapperBefore.startsWith(QStringLiteral("<skills_instructions>")));
        QVERIFY(c.wrapperAfter.endsWith(QStringLiteral("</skills_instructions>")));
        QCOMPARE(c.entryFormat, QStringLiteral("- {name}: {description} (file: {root}/{name}/SKILL.md)"));
        QCOMPARE(c.renamedEntryFormat, QStringLiteral("- {name}: {description} (file: {root}/{folder}/SKILL.md)"));
        QCOMPARE(c.skillToolName, QStringLiteral("exec_command"));
        QCOMPARE(c.skillToolKind, QStringLiteral("shell"));
        const QStringList builtins = builtinNames(c);
        for (const char *name : { "imagegen", "openai-docs", "skill-creator", "skill-installer" })
            QVERIFY2(builtins.contains(QLatin1String(name)), qPrintable(builtins.join(QLatin1Char(','))));
        // 1,600 characters: cut at load to 1,021 + "...".
        const CalibrationProbeSkill *longProbe = c.probe(QStringLiteral("long"));
        QCOMPARE(longProbe->observed, QStringLiteral("shortened"));
        QCOMPARE(longProbe->observedShortenedBy, 1600 - 1021);
        QVERIFY(longProbe->text.endsWith(QStringLiteral("...")));
        QCOMPARE(longProbe->text.size(), 1024);
        QCOMPARE(c.probe(QStringLiteral("yaml-colon"))->observed, QStringLiteral("full"));
        QCOMPARE(c.probe(QStringLiteral("non-ascii"))->observed, QStringLiteral("full"));
        // 2% of 100,000 tokens cannot hold 22 fillers of 500 characters: the budget cuts descriptions.
        QVERIFY(c.overflowRun);
        QVERIFY2(
            c.overflowShortened + c.overflowNameOnly > 0, qPrintable(QStringLiteral("%1 full").arg(c.overflowFull)));
        // At this window every probe of the three runs, the rules run's included, is predicted exactly.
        const CalibrationAgreement a = verifyCalibration(c);
        QVERIFY(a.hasPrediction);
        QCOMPARE(a.runs.size(), 3);
        QVERIFY2(a.differences.isEmpty(), qPrintable(describe(a)));
        // At its own window for gpt-5 (272,000 tokens) too: there each filler's cut ends just after a space, which
        // Codex shows (the observed shortening counts it as shown).
        const ProbeResult own = probe(install, 0);
        QVERIFY2(own.ok, qPrintable(own.error));
        QCOMPARE(own.calibration.contextWindow, 272000);
        const CalibrationAgreement ownAgreement = verifyCalibration(own.calibration);
        QVERIFY2(ownAgreement.differences.isEmpty(), qPrintable(describe(ownAgreement)));
    }

    void opencode()
    {
        SW_REQUIRE_CLIENT(install, AgentClient::Opencode)
        const ProbeResult r = probe(install, 0, true);
        QVERIFY2(r.ok, qPrintable(r.error));
        const Calibration &c = r.calibration;
        QCOMPARE(c.clientId, QStringLiteral("opencode"));
        QCOMPARE(c.wireApi, QStringLiteral("chat-completions"));
        QCOMPARE(c.placement, QStringLiteral("system-message"));
        QCOMPARE(c.skillToolName, QStringLiteral("skill"));
        QVERIFY(builtinNames(c).contains(QStringLiteral("customize-opencode")));
        // No budget: every probe in full, and the matrix with the opencode dialect predicts each verdict and line.
        QCOMPARE(c.overflowFull, c.overflowSkills);
        const CalibrationAgreement a = verifyCalibration(c);
        QVERIFY(a.hasPrediction);
        QVERIFY2(a.differences.isEmpty(), qPrintable(describe(a)));
        QCOMPARE(a.linesAgree, a.linesCompared);
        QVERIFY(a.linesCompared > 40);
    }

    void geminiCli()
    {
        SW_REQUIRE_CLIENT(install, AgentClient::GeminiCli)
        const ProbeResult r = probe(install, 0, true);
        QVERIFY2(r.ok, qPrintable(r.error));
        const Calibration &c = r.calibration;
        QCOMPARE(c.clientId, QStringLiteral("gemini-cli"));
        QCOMPARE(c.clientVersion, install.version);
        QVERIFY(c.userAgent.contains(QStringLiteral("GeminiCLI")));
        QCOMPARE(c.wireApi, QStringLiteral("gemini"));
        QCOMPARE(c.model, QStringLiteral("gemini-2.5-pro"));
        QCOMPARE(c.contextWindow, 1048576); // its tokenLimit for the model
        QVERIFY(c.listingFound);
        QCOMPARE(c.placement, QStringLiteral("system"));
        QCOMPARE(c.where, QStringLiteral("systemInstruction.parts[0].text"));
        QVERIFY(c.wrapperBefore.endsWith(QStringLiteral("<available_skills>\n  ")));
        QCOMPARE(c.entryFormat,
            QStringLiteral("<skill>\n    <name>{name}</name>\n    <description>{description}</description>\n    "
                           "<location>{location}</location>\n  </skill>"));
        QCOMPARE(c.skillToolName, QStringLiteral("activate_skill"));
        QVERIFY(c.skillToolSchema.value("properties").toObject().contains("name"));
        const QStringList builtins = builtinNames(c);
        QVERIFY2(builtins.contains(QStringLiteral("skill-creator")), qPrintable(builtins.join(QLatin1Char(','))));
        // Nothing cut, no budget: 1,600 characters in full, the YAML Gemini CLI's line reader accepts, every
        // filler.
        QCOMPARE(c.probe(QStringLiteral("long"))->observed, QStringLiteral("full"));
        QCOMPARE(c.probe(QStringLiteral("yaml-colon"))->observed, QStringLiteral("full"));
        QCOMPARE(c.overflowFull, c.overflowSkills);
        // The matrix's gemini-cli consumer with the gemini-cli dialect predicts each verdict and line.
        const CalibrationAgreement a = verifyCalibration(c);
        QVERIFY(a.hasPrediction);
        QVERIFY2(a.differences.isEmpty(), qPrintable(describe(a)));
        QCOMPARE(a.linesAgree, a.linesCompared);
    }
};

QTEST_GUILESS_MAIN(TestCalibrationReal)
#include "tst_calibration_real.moc"
