// bench_inspector: figures for docs/performance.md (## Inspector).
//  1. Wire-order pretty printing of one request body with S skills in the catalog (default 10,000; about 2 MB):
//     prettyWireJson beside what the inspector did before (QJsonDocument parse + indented write, which also sorts
//     the keys) and a plain copy of the bytes (lower bound).
//  2. Selecting that request in the RequestInspector (every tab filled: body, response, transport, segments, diff,
//     loading timeline): the GUI-thread time, beside selecting a small request of the same session. A body of
//     LongLineTextView::kWorkerText characters or more is made ready on a worker: then also the time until it is in
//     view and the longest stretch of GUI-thread work meanwhile (the document swapped in, the previous one deleted).
//  3. The HAR export of the session.
#include "agent/agentloop.h"
#include "agent/scriptedprovider.h"
#include "inspector/longlinetextview.h"
#include "inspector/requestinspector.h"
#include "session/sessionhar.h"
#include "timedapplication.h"
#include "wire/wirejson.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTextStream>

using namespace sw;

namespace {
QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

template<typename F> double bestMs(int runs, F &&f)
{
    double best = 1e18;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer t;
        t.start();
        f();
        best = qMin(best, t.nsecsElapsed() / 1e6);
    }
    return best;
}

SkillSnapshotPtr manySkills(int count)
{
    QList<AgentSkill> list;
    for (int i = 0; i < count; ++i) {
        AgentSkill s;
        s.name = QStringLiteral("skill-%1").arg(i, 5, 10, QLatin1Char('0'));
        s.description = QStringLiteral("Generates %1 reports from CSV files and charts them; use when the user asks "
                                       "for grouped totals of topic %2.")
                            .arg(i % 7 ? "weekly" : "monthly")
                            .arg(i);
        s.folder = QStringLiteral("/skills/") + s.name;
        s.location = s.folder + QStringLiteral("/SKILL.md");
        s.body = QStringLiteral("Body of %1.\n").arg(s.name).repeated(40);
        list << s;
    }
    return std::make_shared<const SkillSnapshot>(list);
}
} // namespace

int main(int argc, char **argv)
{
    test::TimedApplication app(argc, argv);
    int skills = 10000;
    int runs = 5;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--skills"))
            skills = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--runs"))
            runs = args.at(i + 1).toInt();
    }
    QString error;
    const auto profile = loadProfile(QStringLiteral(SW_PROFILES_SOURCE_DIR "/trpc-go.json"), &error);
    const auto scenario = parseScenario(R"({"format":"skill-workbench-scenario/1","title":"bench",
        "steps":[{"text":"First answer."},{"text":"Second answer."}]})",
        &error);
    if (!profile || !scenario) {
        out() << error << "\n";
        return 1;
    }
    // A session with two requests: the large one (S skills), then a small one (no catalog: other skills).
    ScriptedProvider provider(*scenario);
    AgentConfig config;
    config.profile = *profile;
    config.skills = manySkills(skills);
    AgentLoop loop(config, &provider);
    QSignalSpy done(&loop, &AgentLoop::turnFinished);
    loop.sendUserMessage(QStringLiteral("Make a weekly report of topic 4242 please"));
    done.wait(60000);
    loop.setSkills(manySkills(3));
    loop.sendUserMessage(QStringLiteral("And a small one"));
    done.wait(60000);
    const QByteArray body = loop.session().requests.first().body;

    QByteArray pretty;
    const double wire = bestMs(runs, [&] { pretty = prettyWireJson(body).text; });
    QByteArray sorted;
    const double qjson = bestMs(runs, [&] { sorted = QJsonDocument::fromJson(body).toJson(QJsonDocument::Indented); });
    QByteArray copy;
    const double plain = bestMs(runs, [&] {
        copy = QByteArray(body.constData(), body.size());
        copy.detach();
    });
    out() << "Request body: " << skills << " skills in the catalog, " << body.size() << " bytes; best of " << runs
          << "\n";
    out() << QStringLiteral("  prettyWireJson (wire order)        %1 ms  (%2 MB/s)\n")
                 .arg(wire, 0, 'f', 2)
                 .arg(body.size() / 1e3 / wire, 0, 'f', 0);
    out() << QStringLiteral("  QJsonDocument parse + indented     %1 ms  (%2x prettyWireJson; keys sorted)\n")
                 .arg(qjson, 0, 'f', 2)
                 .arg(qjson / wire, 0, 'f', 1);
    out() << QStringLiteral("  copy of the bytes (lower bound)    %1 ms\n").arg(plain, 0, 'f', 2);

    ui::RequestInspector inspector;
    inspector.resize(900, 900);
    inspector.show();
    inspector.setLoop(&loop);
    app.processEvents();
    auto *view = inspector.findChild<ui::LongLineTextView *>(QStringLiteral("requestJson"));
    QSignalSpy shown(view, &ui::LongLineTextView::textShown);
    const auto inView = [&] {
        if (view->isPreparing())
            shown.wait(60000);
    };
    // Each selection changes the request shown (the other one first, not timed, and waited for until in view).
    // `paint`: then the inspector is grabbed, its Request tab laid out and painted as the user would see it.
    struct Figures
    {
        double select = 1e18, inView = 1e18, longest = 1e18;
        bool worker = false; // the body was made ready on a worker
    };
    const auto select = [&](int from, int to, bool paint) {
        Figures best;
        for (int r = 0; r < runs; ++r) {
            inspector.selectRequest(from);
            inView();
            app.processEvents();
            QElapsedTimer t;
            t.start();
            inspector.selectRequest(to);
            if (paint)
                inspector.grab();
            best.select = qMin(best.select, t.nsecsElapsed() / 1e6);
            best.worker = view->isPreparing();
            app.resetLongest();
            inView();
            if (paint)
                inspector.grab();
            best.inView = qMin(best.inView, t.nsecsElapsed() / 1e6);
            best.longest = qMin(best.longest, app.longestMs());
        }
        return best;
    };
    inspector.tabs()->setCurrentIndex(ui::RequestInspector::RequestTab);
    const Figures large = select(1, 0, false);
    const Figures small = select(0, 1, false);
    const Figures largePainted = select(1, 0, true);
    const Figures smallPainted = select(0, 1, true);
    out() << "RequestInspector: select a request (every tab filled, GUI thread), best of " << runs
          << "; then painted (the Request tab laid out and drawn)\n";
    out() << QStringLiteral("  the %1-skill request (%2 bytes)    %3 ms; painted %4 ms\n")
                 .arg(skills)
                 .arg(body.size())
                 .arg(large.select, 0, 'f', 1)
                 .arg(largePainted.select, 0, 'f', 1);
    if (large.worker)
        out() << QStringLiteral("    its body made ready on a worker: in view after %1 ms, painted %2 ms; the longest "
                                "GUI-thread work meanwhile %3 ms\n")
                     .arg(large.inView, 0, 'f', 1)
                     .arg(largePainted.inView, 0, 'f', 1)
                     .arg(large.longest, 0, 'f', 1);
    out() << QStringLiteral("  a 3-skill request (after the large one)    %1 ms; painted %2 ms\n")
                 .arg(small.select, 0, 'f', 1)
                 .arg(smallPainted.select, 0, 'f', 1);
    QByteArray har;
    const double harMs = bestMs(runs, [&] { har = sessionToHar(loop.session()); });
    out() << QStringLiteral("HAR export of the session (%1 bytes)   %2 ms\n").arg(har.size()).arg(harMs, 0, 'f', 1);
    return 0;
}
