// The libraries of core/ link in one direction only (docs/core.md): each core/<lib>/CMakeLists.txt declares the
// swcore_* libraries it depends on; this test reads those declarations and every #include of every file in core/,
// and fails on an include of a library that is not below the including one, on a cycle between the libraries, and
// on a break of the wire/provider/session/agent order (agent -> session -> wire, agent -> provider -> wire).
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct CoreGraph
{
    QMap<QString, QSet<QString>> deps; // library -> the swcore_* libraries its CMakeLists declares
    QStringList problems;
};

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The declared dependencies of every library under `core`.
CoreGraph readGraph(const QString &core)
{
    CoreGraph g;
    static const QRegularExpression module(
        QStringLiteral("sw_add_core_module\\(\\s*(\\w+)(.*?)\\)"), QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression dep(QStringLiteral("\\bswcore_(\\w+)"));
    const QStringList dirs = QDir(core).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &d : dirs) {
        const QString text
            = QString::fromUtf8(readAll(core + QLatin1Char('/') + d + QStringLiteral("/CMakeLists.txt")));
        const auto m = module.match(text);
        if (!m.hasMatch())
            continue;
        QSet<QString> &mine = g.deps[m.captured(1)];
        const QString rest = m.captured(2);
        const int at = rest.indexOf(QStringLiteral("DEPS"));
        for (auto it = dep.globalMatch(at < 0 ? QString() : rest.mid(at)); it.hasNext();)
            mine.insert(it.next().captured(1));
    }
    return g;
}

QSet<QString> closure(const CoreGraph &g, const QString &lib)
{
    QSet<QString> seen;
    QStringList todo(g.deps.value(lib).cbegin(), g.deps.value(lib).cend());
    while (!todo.isEmpty()) {
        const QString next = todo.takeLast();
        if (seen.contains(next))
            continue;
        seen.insert(next);
        for (const QString &d : g.deps.value(next))
            todo << d;
    }
    return seen;
}

// Every problem of the tree under `core`: cycles, undeclared or upward includes, includes of missing files.
QStringList layeringProblems(const QString &core)
{
    CoreGraph g = readGraph(core);
    QStringList problems;
    for (auto it = g.deps.cbegin(); it != g.deps.cend(); ++it) {
        for (const QString &d : it.value()) {
            if (!g.deps.contains(d))
                problems << QStringLiteral("%1 declares swcore_%2, which is not a core library").arg(it.key(), d);
        }
        if (closure(g, it.key()).contains(it.key()))
            problems << QStringLiteral("cycle: %1 depends on itself through its dependencies").arg(it.key());
    }
    static const QRegularExpression include(
        QStringLiteral("^\\s*#\\s*include\\s*\"(\\w+)/([^\"]+)\""), QRegularExpression::MultilineOption);
    for (auto it = g.deps.cbegin(); it != g.deps.cend(); ++it) {
        const QString lib = it.key();
        const QSet<QString> allowed = closure(g, lib);
        QDirIterator files(core + QLatin1Char('/') + lib, { QStringLiteral("*.h"), QStringLiteral("*.cpp") },
            QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            const QString text = QString::fromUtf8(readAll(path));
            for (auto m = include.globalMatch(text); m.hasNext();) {
                const auto hit = m.next();
                const QString target = hit.captured(1);
                if (!g.deps.contains(target))
                    continue; // not a core library (a Qt or system header written with quotes)
                const QString where = QDir(core).relativeFilePath(path);
                if (target != lib && !allowed.contains(target))
                    problems << QStringLiteral("%1 includes %2/%3, but %4 does not depend on %2")
                                    .arg(where, target, hit.captured(2), lib);
                if (!QFile::exists(core + QLatin1Char('/') + target + QLatin1Char('/') + hit.captured(2)))
                    problems << QStringLiteral("%1 includes %2/%3, which does not exist")
                                    .arg(where, target, hit.captured(2));
            }
        }
    }
    return problems;
}

void write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

} // namespace

class TestCoreLayering : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void coreIncludesRunDownwardOnly()
    {
        const QStringList problems = layeringProblems(QStringLiteral(SW_SOURCE_DIR "/core"));
        for (const QString &p : problems)
            qWarning("%s", qPrintable(p));
        QVERIFY(problems.isEmpty());
    }

    void wireSessionProviderAgentOrder()
    {
        const CoreGraph g = readGraph(QStringLiteral(SW_SOURCE_DIR "/core"));
        for (const QString lib : { "wire", "provider", "session", "agent" })
            QVERIFY2(g.deps.contains(lib), qPrintable(lib));
        const QSet<QString> wire = closure(g, QStringLiteral("wire"));
        const QSet<QString> provider = closure(g, QStringLiteral("provider"));
        const QSet<QString> session = closure(g, QStringLiteral("session"));
        const QSet<QString> agent = closure(g, QStringLiteral("agent"));
        for (const QString above : { "provider", "session", "agent" })
            QVERIFY2(!wire.contains(above), qPrintable(above));
        QVERIFY(provider.contains(QStringLiteral("wire")));
        QVERIFY(!provider.contains(QStringLiteral("session")) && !provider.contains(QStringLiteral("agent")));
        QVERIFY(session.contains(QStringLiteral("wire")));
        QVERIFY(!session.contains(QStringLiteral("provider")) && !session.contains(QStringLiteral("agent")));
        for (const QString below : { "wire", "provider", "session" })
            QVERIFY2(agent.contains(below), qPrintable(below));
    }

    // The checker itself finds an upward include, an include of a missing header and a cycle.
    void checkerFindsViolations()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString core = dir.path();
        write(core + "/wire/CMakeLists.txt", "sw_add_core_module(wire SOURCES a.h DEPS Qt6::Core)\n");
        write(core + "/wire/a.h", "#pragma once\n#include \"wire/b.h\"\n");
        write(core + "/wire/b.h", "#pragma once\n#include <QString>\n");
        write(core + "/session/CMakeLists.txt", "sw_add_core_module(session\n  SOURCES s.h\n  DEPS swcore_wire)\n");
        write(core + "/session/s.h", "#pragma once\n#include \"wire/a.h\"\n");
        QCOMPARE(layeringProblems(core), QStringList());

        write(core + "/wire/a.h", "#pragma once\n#include \"session/s.h\"\n");
        QStringList problems = layeringProblems(core);
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems.first().contains("wire/a.h includes session/s.h"));

        write(core + "/wire/a.h", "#pragma once\n#include \"wire/gone.h\"\n");
        problems = layeringProblems(core);
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems.first().contains("does not exist"));

        write(core + "/wire/a.h", "#pragma once\n");
        write(core + "/wire/CMakeLists.txt", "sw_add_core_module(wire SOURCES a.h DEPS swcore_session)\n");
        problems = layeringProblems(core);
        QCOMPARE(problems.size(), 2);
        QVERIFY(problems.at(0).startsWith("cycle:") && problems.at(1).startsWith("cycle:"));
    }
};

QTEST_GUILESS_MAIN(TestCoreLayering)
#include "tst_core_layering.moc"
