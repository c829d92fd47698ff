// Differential test of the emulations against the real pinned clients (scripts/setup-clients.sh installs them): a
// generated repository that exercises the listing rules (a budget that overflows, descriptions over Codex's 1,024 and
// Claude Code's 1,536 characters, folded and non-ASCII text, YAML that only some clients tolerate, a name that differs
// from its folder, `when_to_use`, an empty description, no frontmatter, a hidden skill, characters Claude Code
// escapes) is installed in an isolated home; each client runs on it headless against the loopback scripted model at
// two context windows (Claude Code: its default model, 1,000,000 tokens, and claude-sonnet-4-5, 200,000; Codex: its
// own window and model_context_window 100,000; opencode and Gemini CLI have no budget, and a second window each shows
// it changes nothing: opencode at a 100,000-token model limit, Gemini CLI with gemma-4-31b-it, 256,000 tokens; Gemini
// CLI's runs with skills of its own rules added: no name, no or a null description, a number for a name, characters it
// replaces, a line its line reader continues, a nested description, two skills of one name, a byte-order mark, CRLF);
// every line the client sent for the repository's skills must equal the line the workbench's dialect predicts for the
// same folder, model and window (docs/dialects.md), in the same order; a small run (every line fits) checks Codex's
// roots table too. For Gemini CLI, the visibility matrix's verdict of every skill must also agree with what the client
// did: full when it listed the skill, any other verdict when it did not. The agreement is printed per run
// (docs/visibility.md). SW_MATCH_DUMP=DIR writes each run's request body, the lines sent and the
// lines predicted there. Gemini CLI reads a folder in the order its walk finds the files, which is not fixed: its
// entries are compared as a set, and of two copies of one name either may be the one listed. Without a client: a
// failure under CI, a skip otherwise.
#include "clientmodel.h"

#include "catalog/catalogrenderer.h"
#include "catalog/skillsource.h"
#include "clients/agentclient.h"
#include "clients/clienthome.h"
#include "clients/clientinstall.h"
#include "clients/clientrun.h"
#include "visibility/visibilitycompute.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;
using namespace sw::test;

namespace {
void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// "w0001 w0002 ..." cut to exactly n characters, ending with a word character.
QByteArray filler(const QByteArray &prefix, int n)
{
    QByteArray out;
    for (int i = 1; out.size() < n; ++i)
        out += prefix + QByteArray::number(i).rightJustified(4, '0') + ' ';
    out.truncate(n);
    if (out.endsWith(' '))
        out[n - 1] = 'x';
    return out;
}

// Every string of a JSON value, depth first.
void collectStrings(const QJsonValue &v, QStringList *out)
{
    if (v.isString())
        *out << v.toString();
    else if (v.isArray())
        for (const QJsonValue &e : v.toArray())
            collectStrings(e, out);
    else if (v.isObject())
        for (const QJsonValue &e : v.toObject())
            collectStrings(e, out);
}

// The listing entries of the repository's skills (folders named "mt-...") in a listing text: Claude Code's and Codex's
// lines, opencode's and Gemini CLI's <skill> blocks.
QStringList repositoryEntries(AgentClient client, const QString &text)
{
    QStringList out;
    if (client == AgentClient::Opencode || client == AgentClient::GeminiCli) {
        static const QRegularExpression block(
            QStringLiteral("  <skill>\\n.*?\\n  </skill>"), QRegularExpression::DotMatchesEverythingOption);
        for (auto it = block.globalMatch(text); it.hasNext();) {
            const QString b = it.next().captured(0);
            if (b.contains(QLatin1String("/mt-")))
                out << b;
        }
        return out;
    }
    for (const QString &line : text.split(u'\n')) {
        if (!line.startsWith(QLatin1String("- ")))
            continue;
        if (client == AgentClient::ClaudeCode ? line.startsWith(QLatin1String("- mt-"))
                                              : line.contains(QLatin1String("/mt-")) && line.endsWith(u')'))
            out << line;
    }
    return out;
}

// The name in a <skill> block.
QString blockName(const QString &block)
{
    static const QRegularExpression name(QStringLiteral("<name>(.*)</name>"));
    return name.match(block).captured(1);
}

// Gemini CLI: for each name two or more skills share, the block each copy alone would get.
QHash<QString, QStringList> copiesByName(
    AgentClient client, const QString &dialect, const QList<ReportSkill> &skills, const CatalogOptions &options)
{
    QHash<QString, QStringList> out;
    for (const CatalogSkill &s : catalogSkillsOf(skills)) {
        const QStringList blocks = repositoryEntries(client, renderCatalog(dialect, { s }, options));
        if (blocks.size() == 1)
            out[blockName(blocks.first())] << blocks.first();
    }
    for (auto it = out.begin(); it != out.end();)
        it = it->size() < 2 ? out.erase(it) : std::next(it);
    return out;
}

// The entries the client sent: from the first model call's body (every string in it).
QStringList sentEntries(AgentClient client, const QByteArray &body)
{
    QStringList strings;
    collectStrings(QJsonDocument::fromJson(body).object(), &strings);
    QStringList out;
    for (const QString &s : std::as_const(strings))
        out += repositoryEntries(client, s);
    return out;
}
} // namespace

class TestClientsMatch : public QObject
{
    Q_OBJECT
    // Under the build folder; any folder works, the temporary one too (clienthome.cpp gives Codex its own TMPDIR).
    QTemporaryDir m_dir { QDir::currentPath() + QStringLiteral("/client-match-XXXXXX") };
    QList<ClientSkill> m_skills;
    QList<ClientSkill> m_geminiSkills; // Gemini CLI's rules (its run only)

    void skill(const QString &folder, const QByteArray &skillMd, QList<ClientSkill> *to = nullptr)
    {
        writeFile(m_dir.filePath("repo/" + folder + "/SKILL.md"), skillMd);
        (to ? to : &m_skills)->append(ClientSkill { m_dir.filePath("repo/" + folder), {}, {} });
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<ClientRunResult>();
        QVERIFY(m_dir.isValid());
        skill("mt-plain", "---\nname: mt-plain\ndescription: Plain description for the match test.\n---\nBody.\n");
        skill("mt-long1200", "---\nname: mt-long1200\ndescription: " + filler("l", 1200) + "\n---\nBody.\n");
        skill("mt-long2000", "---\nname: mt-long2000\ndescription: " + filler("m", 2000) + "\n---\nBody.\n");
        skill("mt-folded",
            "---\nname: mt-folded\ndescription: >\n  First line of a folded\n  description.\n\n  New paragraph.\n---\n"
            "Body.\n");
        skill("mt-cjk",
            "---\nname: mt-cjk\ndescription: 处理中文文档并生成摘要。Use for 中文 notes, café.\n---\nBody.\n");
        skill("mt-colon", "---\nname: mt-colon\ndescription: Use when: the colon test runs\n---\nBody.\n");
        skill("mt-unclosed", "---\nname: mt-unclosed\ndescription: [unclosed\n---\nBody.\n");
        skill("mt-other-folder", "---\nname: other-name\ndescription: A name that differs from its folder.\n---\nB.\n");
        skill("mt-wtu",
            "---\nname: mt-wtu\ndescription: Main description.\nwhen_to_use: When the moon is full.\n---\nBody.\n");
        skill("mt-empty", "---\nname: mt-empty\ndescription: \"\"\n---\n# Empty description\n\nBody.\n");
        skill("mt-nofm", "# No frontmatter here\n\nBody.\n");
        skill("mt-hidden",
            "---\nname: mt-hidden\ndescription: Hidden from the model.\ndisable-model-invocation: true\n---\nBody.\n");
        skill("mt-angle", "---\nname: mt-angle\ndescription: 'Has <angle> & \"quotes\" in it.'\n---\nBody.\n");
        skill("mt-number", "---\nname: mt-number\ndescription: 123\n---\nBody.\n");
        for (int i = 1; i <= 60; ++i) {
            const QByteArray n = QByteArray::number(i).rightJustified(3, '0');
            skill("mt-f" + n,
                "---\nname: mt-f" + n + "\ndescription: F" + n + ' ' + filler("f" + n + '-', 295) + "\n---\nBody.\n");
        }
        QList<ClientSkill> *g = &m_geminiSkills;
        skill("mt-g-noname", "---\ndescription: No name here.\n---\nBody.\n", g);
        skill("mt-g-nodesc", "---\nname: mt-g-nodesc\n---\nBody.\n", g);
        skill("mt-g-nulldesc", "---\nname: mt-g-nulldesc\ndescription:\n---\nBody.\n", g);
        skill("mt-g-numname", "---\nname: 42\ndescription: A number for a name.\n---\nBody.\n", g);
        skill("mt-g-chars", "---\nname: 'mt-g:chars/<a>*?|\"\\\\'\ndescription: Odd characters.\n---\nBody.\n", g);
        skill("mt-g-cont",
            "---\nname: mt-g-cont\ndescription: Use when: the YAML breaks\n  and a second line follows\n\tthen a "
            "tab\n---\n"
            "Body.\n",
            g);
        skill("mt-g-nested", "---\nname: mt-g-nested\nmetadata:\n  description: Nested only.\n---\nBody.\n", g);
        skill("mt-g-dup-a", "---\nname: mt-g-dup\ndescription: Copy A.\n---\nBody.\n", g);
        skill("mt-g-dup-b", "---\nname: mt-g-dup\ndescription: Copy B.\n---\nBody.\n", g);
        skill("mt-g-bom", "\xEF\xBB\xBF---\nname: mt-g-bom\ndescription: After a byte-order mark.\n---\nBody.\n", g);
        skill("mt-g-crlf", "---\r\nname: mt-g-crlf\r\ndescription: CRLF lines.\r\n---\r\nBody.\r\n", g);
    }

    void linesEqualThePrediction_data()
    {
        QTest::addColumn<AgentClient>("client");
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("window");
        QTest::addColumn<int>("count"); // how many of the skills (-1 = all)
        QTest::newRow("claude-code default") << AgentClient::ClaudeCode << QString() << 0 << -1;
        QTest::newRow("claude-code claude-sonnet-4-5")
            << AgentClient::ClaudeCode << QStringLiteral("claude-sonnet-4-5") << 0 << -1;
        QTest::newRow("codex default") << AgentClient::Codex << QString() << 0 << -1;
        QTest::newRow("codex 100000") << AgentClient::Codex << QString() << 100000 << -1;
        QTest::newRow("codex small") << AgentClient::Codex << QString() << 0 << 14; // every line full
        QTest::newRow("opencode") << AgentClient::Opencode << QString() << 0 << -1;
        // opencode has no budget: its model's context limit (100,000 instead of 200,000) changes nothing.
        QTest::newRow("opencode 100000") << AgentClient::Opencode << QString() << 100000 << -1;
        QTest::newRow("gemini-cli") << AgentClient::GeminiCli << QStringLiteral("gemini-2.5-pro") << 0 << -1;
        // Neither has Gemini CLI: a model of 256,000 tokens instead of 1,048,576.
        QTest::newRow("gemini-cli gemma") << AgentClient::GeminiCli << QStringLiteral("gemma-4-31b-it") << 0 << -1;
    }

    void linesEqualThePrediction()
    {
        QFETCH(AgentClient, client);
        QFETCH(QString, model);
        QFETCH(int, window);
        QFETCH(int, count);
        const ClientInstall install = detectClient(client);
        if (!install.isFound() || install.version.isEmpty()) {
            const QString why = QStringLiteral("%1 is not installed (scripts/setup-clients.sh): %2")
                                    .arg(agentClientName(client), install.error);
            if (qEnvironmentVariableIsSet("CI"))
                QFAIL(qPrintable(why));
            QSKIP(qPrintable(why));
        }
        QCOMPARE(install.version, agentClientPinnedVersion(client));

        FakeModelServer server;
        QVERIFY(server.listen());
        server.setResponder(scriptedModel({ ModelStep { QStringLiteral("MATCH-DONE"), {}, {} } }));
        ClientRunSpec spec;
        spec.client = client;
        spec.program = install.program;
        spec.home = QDir::cleanPath(m_dir.filePath(QStringLiteral("homes/%1-%2-%3-%4")
                                                       .arg(agentClientId(client), model.isEmpty() ? "default" : model)
                                                       .arg(window)
                                                       .arg(count)));
        spec.endpointRoot = server.baseUrl().chopped(3); // without /v1
        spec.model = model;
        spec.contextWindow = window;
        spec.skills = count < 0 ? m_skills : m_skills.mid(0, count);
        if (client == AgentClient::GeminiCli)
            spec.skills += m_geminiSkills;
        spec.prompt = QStringLiteral("Say hello.");
        QString error;
        QVERIFY2(prepareClientHome(spec, &error), qPrintable(error));
        ClientRun run;
        QSignalSpy finished(&run, &ClientRun::finished);
        run.start(clientCommand(spec), 120000);
        QVERIFY(finished.wait(130000));
        const auto result = finished.first().first().value<ClientRunResult>();
        QVERIFY2(result.succeeded(), qPrintable(QString::fromUtf8(result.standardError.right(2000))));

        QByteArray body;
        for (const RecordedRequest &r : server.requests()) {
            // opencode's first call asks for a title: the main call carries the tools.
            if (isModelCall(r) && r.body.contains("\"tools\"")) {
                body = r.body;
                break;
            }
        }
        QVERIFY(!body.isEmpty());
        const QStringList sent = sentEntries(client, body);

        // The prediction, from the installed copies as the CLI reads a root.
        const QString root = QDir(spec.home).filePath(agentClientSkillsFolder(client));
        const LoadedSkills loaded = loadSkillsFromRoots({ root }, SkillContent::CatalogOnly, true);
        QVERIFY2(loaded.problems.isEmpty(), qPrintable(loaded.problems.join('\n')));
        qputenv("CODEX_HOME", QDir(spec.home).filePath(QStringLiteral(".codex")).toUtf8()); // as the run had it
        CatalogOptions options;
        options.model = model;
        options.contextWindowTokens = window;
        const QString dialect = agentClientId(client);
        const QString rendered = renderCatalog(dialect, catalogSkillsOf(loaded.skills), options);
        const QStringList predicted = repositoryEntries(client, rendered);

        if (const QString dump = qEnvironmentVariable("SW_MATCH_DUMP"); !dump.isEmpty()) {
            const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'_');
            writeFile(dump + "/" + tag + ".sent", sent.join(u'\n').toUtf8());
            writeFile(dump + "/" + tag + ".predicted", predicted.join(u'\n').toUtf8());
            writeFile(dump + "/" + tag + ".body.json", body);
            writeFile(dump + "/" + tag + ".rendered", rendered.toUtf8());
        }
        // Gemini CLI lists its skills in the order node-glob's asynchronous walk of the folder finds them, which is not
        // fixed (under load two entries came swapped): its entries are compared as a set, each line still exact.
        QStringList sentCompared = sent, predictedCompared = predicted;
        if (client == AgentClient::GeminiCli) {
            // The same walk decides which of two folders with one name in one root Gemini CLI keeps (the one read
            // later): once under CI it listed mt-g-dup-b's copy where the usual order gives mt-g-dup-a's. Another
            // copy of the name sent in place of the predicted one counts; anything else in the block must be exact.
            const QHash<QString, QStringList> copies = copiesByName(client, dialect, loaded.skills, options);
            for (QString &block : sentCompared) {
                const QStringList others = copies.value(blockName(block));
                if (others.size() < 2 || !others.contains(block) || predictedCompared.contains(block))
                    continue;
                for (const QString &p : std::as_const(predictedCompared)) {
                    if (p != block && others.contains(p)) {
                        qInfo("%s: the client kept another copy of %s (its walk's order)", QTest::currentDataTag(),
                            qPrintable(blockName(block)));
                        block = p;
                        break;
                    }
                }
            }
            sentCompared.sort();
            predictedCompared.sort();
        }
        int equal = 0;
        QStringList differences;
        for (qsizetype i = 0; i < std::max(sent.size(), predicted.size()); ++i) {
            const QString a = sentCompared.value(i), b = predictedCompared.value(i);
            if (a == b)
                ++equal;
            else
                differences << QStringLiteral("sent:      %1\npredicted: %2").arg(a.left(300), b.left(300));
        }
        qInfo("%s: lines %d/%d (sent %d, predicted %d)", QTest::currentDataTag(), equal,
            int(std::max(sent.size(), predicted.size())), int(sent.size()), int(predicted.size()));
        QVERIFY2(differences.isEmpty(), qPrintable(differences.mid(0, 6).join(QStringLiteral("\n"))));
        QVERIFY(sent.size() > 10);
        if (client == AgentClient::GeminiCli)
            verdictsAgree(root, sent);
    }

private:
    static bool isListed(const QStringList &sent, const QString &path)
    {
        const QString location = QStringLiteral("<location>%1</location>").arg(path);
        return std::any_of(
            sent.cbegin(), sent.cend(), [&location](const QString &block) { return block.contains(location); });
    }

    // Two copies of one name in one folder whose places the client's walk swapped (see linesEqualThePrediction): the
    // matrix's winner not listed and its shadowed copy listed, or the other way round.
    static bool swappedCopy(const QList<SkillVisibility> &skills, const SkillVisibility &s, const ConsumerVerdict &v,
        const QStringList &sent)
    {
        const auto sameFolder = [](const QString &a, const QString &b) {
            return QFileInfo(QFileInfo(a).path()).path() == QFileInfo(QFileInfo(b).path()).path();
        };
        if (v.verdict == Verdict::Shadowed)
            return isListed(sent, s.path) && !isListed(sent, v.other) && sameFolder(s.path, v.other);
        if (v.verdict != Verdict::Full || isListed(sent, s.path))
            return false;
        return std::any_of(skills.cbegin(), skills.cend(), [&](const SkillVisibility &o) {
            const ConsumerVerdict &ov = o.of(Consumer::GeminiCli);
            return ov.verdict == Verdict::Shadowed && ov.other == s.path && isListed(sent, o.path)
                && sameFolder(o.path, s.path);
        });
    }

    // The visibility matrix's gemini-cli verdict of every installed skill against the client's listing: full when the
    // client listed a block with the skill's SKILL.md, any other verdict when it listed none.
    void verdictsAgree(const QString &root, const QStringList &sent)
    {
        const VisibilityResult r
            = computeVisibility(scanRoots({ { root, QStringLiteral("user"), RootScope::Personal } }), {});
        QVERIFY(r.matrix);
        int agree = 0;
        QStringList disagreements;
        for (const SkillVisibility &s : r.matrix->skills) {
            const bool listed = isListed(sent, s.path);
            const ConsumerVerdict &v = s.of(Consumer::GeminiCli);
            if ((v.verdict == Verdict::Full) == listed || swappedCopy(r.matrix->skills, s, v, sent))
                ++agree;
            else
                disagreements << QStringLiteral("%1: %2 (%3), the client %4")
                                     .arg(s.path, verdictId(v.verdict), describeReason(v),
                                         listed ? QStringLiteral("listed it") : QStringLiteral("did not list it"));
        }
        qInfo("%s: verdicts %d/%d", QTest::currentDataTag(), agree, int(r.matrix->skills.size()));
        QVERIFY2(disagreements.isEmpty(), qPrintable(disagreements.mid(0, 6).join(QStringLiteral("\n"))));
        QCOMPARE(r.matrix->skills.size(), qsizetype(m_skills.size() + m_geminiSkills.size()));
    }
};

QTEST_GUILESS_MAIN(TestClientsMatch)
#include "tst_clients_match.moc"
