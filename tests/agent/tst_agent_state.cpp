// Unit tests of the skill state keys and transitions, profile parsing and templates.
#include "agent/profile.h"
#include "agent/skillstate.h"

#include <QFile>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>

using namespace sw;

class TestAgentState : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void keys();
    void loadDelta();
    void selectDocsModes();
    void clearAndEvict();
    void legacyMigration();
    void templatesAreSinglePass();
    void profileErrors();
    void shippedProfilesLoadAndCopy();
};

void TestAgentState::keys()
{
    QCOMPARE(skillkeys::loadedKey("a", "s"), QStringLiteral("temp:skill:loaded_by_agent:a/s"));
    QCOMPARE(skillkeys::docsKey("a", "s"), QStringLiteral("temp:skill:docs_by_agent:a/s"));
    QCOMPARE(skillkeys::orderKey("a"), QStringLiteral("temp:skill:loaded_order_by_agent:a"));
    QCOMPARE(skillkeys::toolsKey("s"), QStringLiteral("temp:skill:tools:s"));
    QCOMPARE(skillkeys::legacyLoadedKey("s"), QStringLiteral("temp:skill:loaded:s"));
    QCOMPARE(skillkeys::legacyDocsKey("s"), QStringLiteral("temp:skill:docs:s"));
}

void TestAgentState::loadDelta()
{
    StateMap st;
    applyStateDelta(st, loadSkillDelta(st, "a", "x", {}, false));
    applyStateDelta(st, loadSkillDelta(st, "a", "y", { "d.md" }, false));
    applyStateDelta(st, loadSkillDelta(st, "a", "x", {}, true));
    QCOMPARE(st.value("temp:skill:loaded_order_by_agent:a"), QStringLiteral(R"(["y","x"])"));
    QCOMPARE(st.value("temp:skill:docs_by_agent:a/x"), QStringLiteral("*"));
    QCOMPARE(st.value("temp:skill:docs_by_agent:a/y"), QStringLiteral(R"(["d.md"])"));
    applyStateDelta(st, loadSkillDelta(st, "a", "y", {}, false)); // docs unchanged
    QCOMPARE(st.value("temp:skill:docs_by_agent:a/y"), QStringLiteral(R"(["d.md"])"));
    QCOMPARE(loadedSkills(st, "a"), (QStringList { "x", "y" }));
    QVERIFY(loadedSkills(st, "b").isEmpty());
}

void TestAgentState::selectDocsModes()
{
    StateMap st;
    DocSelectResult r = selectDocsDelta(st, "a", "x", { "b.md", "a.md", "b.md" }, false, SelectMode::Replace);
    QCOMPARE(r.selected, (QStringList { "b.md", "a.md" }));
    applyStateDelta(st, r.delta);
    r = selectDocsDelta(st, "a", "x", { "c.md", "a.md" }, false, SelectMode::Add);
    QCOMPARE(r.selected, (QStringList { "b.md", "a.md", "c.md" }));
    applyStateDelta(st, r.delta);
    r = selectDocsDelta(st, "a", "x", {}, true, SelectMode::Add);
    QVERIFY(r.includeAll);
    applyStateDelta(st, r.delta);
    r = selectDocsDelta(st, "a", "x", { "a.md" }, false, SelectMode::Replace); // "*" stays "*"
    QVERIFY(r.includeAll);
    QCOMPARE(effectiveDelta(st, r.delta).size(), 0);
    r = selectDocsDelta(st, "a", "x", {}, false, SelectMode::Clear);
    QVERIFY(!r.includeAll);
    applyStateDelta(st, r.delta);
    QCOMPARE(st.value("temp:skill:docs_by_agent:a/x"), QStringLiteral("[]"));
    QCOMPARE(selectModeFromName("bogus"), SelectMode::Replace);
    QCOMPARE(st.value("temp:skill:loaded_order_by_agent:a"), QStringLiteral(R"(["x"])"));
}

void TestAgentState::clearAndEvict()
{
    StateMap st;
    for (const char *s : { "c", "a", "b", "d" })
        applyStateDelta(st, loadSkillDelta(st, "ag", s, {}, false));
    st.insert("temp:skill:loaded_by_agent:other/a", "1");
    QStringList evicted;
    const StateDelta d = evictionDelta(st, "ag", 2, {}, &evicted);
    QCOMPARE(evicted, (QStringList { "a", "c" }));
    applyStateDelta(st, d);
    QCOMPARE(loadedSkills(st, "ag"), (QStringList { "b", "d" }));
    QCOMPARE(st.value(skillkeys::orderKey("ag")), QStringLiteral(R"(["b","d"])"));
    // without an order key: tool touches, then alphabetical
    StateMap st2 { { skillkeys::loadedKey("ag", "x"), "1" }, { skillkeys::loadedKey("ag", "y"), "1" },
        { skillkeys::loadedKey("ag", "z"), "1" } };
    evictionDelta(st2, "ag", 2, { "z" }, &evicted);
    QCOMPARE(evicted, QStringList { "y" });
    applyStateDelta(st, clearAgentDelta(st, "ag"));
    QVERIFY(loadedSkills(st, "ag").isEmpty());
    QVERIFY(!st.contains(skillkeys::orderKey("ag")));
    QCOMPARE(loadedSkills(st, "other"), QStringList { "a" }); // other agents untouched
}

void TestAgentState::legacyMigration()
{
    StateMap st { { "temp:skill:loaded:x", "1" }, { "temp:skill:docs:x", R"(["a.md"])" }, { "unrelated", "v" } };
    applyStateDelta(st, migrateLegacyDelta(st, "ag"));
    QCOMPARE(st,
        (StateMap { { "temp:skill:loaded_by_agent:ag/x", "1" }, { "temp:skill:docs_by_agent:ag/x", R"(["a.md"])" },
            { "unrelated", "v" } }));
}

void TestAgentState::templatesAreSinglePass()
{
    QCOMPARE(fillTemplate("<s name=\"{name}\">{body}</s> {unknown}", { { "name", "n" }, { "body", "{name}" } }),
        QStringLiteral("<s name=\"n\">{name}</s> {unknown}"));
    QCOMPARE(fillTemplate("{", {}), QStringLiteral("{"));
}

void TestAgentState::profileErrors()
{
    QString error;
    QVERIFY(!parseProfile("[]", &error));
    QCOMPARE(error, QStringLiteral("a profile must be a JSON object"));
    QVERIFY(!parseProfile(R"({"format":"skill-workbench-profile/1"})", &error));
    QCOMPARE(error, QStringLiteral("name is required"));
    QVERIFY(!parseProfile(R"({"format":"skill-workbench-profile/1","name":"x","load_mode":"forever"})", &error));
    QCOMPARE(error, QStringLiteral("load_mode must be \"once\", \"turn\" or \"session\""));
    QVERIFY(!parseProfile(
        R"({"format":"skill-workbench-profile/1","name":"x","tools":[{"name":"t","kind":"fly"}]})", &error));
    QVERIFY(error.startsWith("tools[0]: needs a name and a known kind"));
}

void TestAgentState::shippedProfilesLoadAndCopy()
{
    for (const char *name : { "trpc-go", "trpc-python", "deepseek", "minimal" }) {
        QString error;
        const auto p = loadProfile(QStringLiteral(SW_SOURCE_DIR "/resources/profiles/%1.json").arg(name), &error);
        QVERIFY2(p, qPrintable(error));
        QCOMPARE(p->name, QString::fromLatin1(name));
        QVERIFY(!p->activeTools().isEmpty());
        for (const ProfileTool &t : p->activeTools())
            QVERIFY2(t.skillParameter.isEmpty() || t.parameters["properties"].toObject().contains(t.skillParameter),
                qPrintable(t.name));
    }
    QString error;
    const auto go = loadProfile(SW_SOURCE_DIR "/resources/profiles/trpc-go.json", &error);
    QCOMPARE(go->tool("workspace_exec"), nullptr); // not in the allowlist
    QVERIFY(go->tool("skill_run"));
    const auto copy = copyProfileToUser(*go, &error);
    QVERIFY2(copy, qPrintable(error));
    QVERIFY(copy->startsWith(userProfileDirectory()));
    const auto found = findProfile("trpc-go", &error);
    QVERIFY2(found, qPrintable(error));
    QCOMPARE(found->filePath, *copy); // the user's copy wins
    QFile::remove(*copy);
    QVERIFY(!findProfile("no-such-profile", &error));
    QVERIFY(error.startsWith("unknown profile 'no-such-profile' (known: "));
}

QTEST_GUILESS_MAIN(TestAgentState)
#include "tst_agent_state.moc"
